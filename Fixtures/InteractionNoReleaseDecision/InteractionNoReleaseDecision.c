/* ABI 1.2: the fixture interaction controller (Support/interaction_fixture.h):
 * answers NONE to ENDED. */
#define INTERACTION_DEFECT INTERACTION_NO_RELEASE_DECISION
#define INTERACTION_ID "org.segue.fixture.interaction-no-release-decision"
#define INTERACTION_NAME "Interaction No Release Decision"
#include "interaction_fixture.h"
