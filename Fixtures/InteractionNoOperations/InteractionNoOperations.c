/* An interaction controller that drives neither present nor dismiss. */
#define CF_OPERATIONS 0
#include "controller_fixture.h"
