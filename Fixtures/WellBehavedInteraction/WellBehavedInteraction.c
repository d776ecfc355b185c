/* ABI 1.2: the fixture interaction controller (Support/interaction_fixture.h):
 * nothing: the reference interaction controller. */
#define INTERACTION_DEFECT INTERACTION_WELL_BEHAVED
#define INTERACTION_ID "org.segue.fixture.well-behaved-interaction"
#define INTERACTION_NAME "Well Behaved Interaction"
#include "interaction_fixture.h"
