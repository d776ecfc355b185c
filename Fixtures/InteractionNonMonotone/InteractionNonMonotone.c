/* ABI 1.2: the fixture interaction controller (Support/interaction_fixture.h):
 * adds a wobble to its fraction, so a steady gesture steps back. */
#define INTERACTION_DEFECT INTERACTION_NON_MONOTONE
#define INTERACTION_ID "org.segue.fixture.interaction-non-monotone"
#define INTERACTION_NAME "Interaction Non Monotone"
#include "interaction_fixture.h"
