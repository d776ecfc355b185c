/* An interaction factory whose size is smaller than the ABI's struct. */
#define CF_INTERACTION_FACTORY_SIZE 8
#include "controller_fixture.h"
