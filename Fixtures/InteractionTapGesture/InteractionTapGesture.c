/* An interaction controller that claims the tap, which only presentations get. */
#define CF_GESTURES (SEGUE_GESTURE_PAN_VERTICAL | SEGUE_GESTURE_TAP)
#include "controller_fixture.h"
