/* A presentation controller claiming a capability flag presentation.h does not define. */
#define CF_PRESENTATION_CAPABILITIES (SEGUE_PRESENTATION_CAPABILITY_GESTURES | 0x100ULL)
#include "controller_fixture.h"
