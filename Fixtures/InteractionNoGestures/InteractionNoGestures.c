/* An interaction controller that claims no gesture (interaction.h: "at least one"). */
#define CF_GESTURES 0
#include "controller_fixture.h"
