/* ABI 1.2: the fixture interaction controller (Support/interaction_fixture.h):
 * answers NONE to a later touch while the transition finishes or cancels. */
#define INTERACTION_DEFECT INTERACTION_NO_GRAB
#define INTERACTION_ID "org.segue.fixture.interaction-no-grab"
#define INTERACTION_NAME "Interaction No Grab"
#include "interaction_fixture.h"
