/* An interaction factory whose count answers 65, more than the 64 a library may offer. */
#define CF_INTERACTION_COUNT 65
#include "controller_fixture.h"
