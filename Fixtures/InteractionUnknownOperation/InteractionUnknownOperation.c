/* An interaction controller whose operations claim SEGUE_CAPABILITY_INTERACTIVE, an animator flag. */
#define CF_OPERATIONS (SEGUE_CAPABILITY_PRESENT | SEGUE_CAPABILITY_INTERACTIVE)
#include "controller_fixture.h"
