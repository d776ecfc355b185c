/* ABI 1.2: the fixture interaction controller (Support/interaction_fixture.h):
 * overshoots to 1.05 while the touch
 * has crossed 85 to 95 % of the container. */
#define INTERACTION_DEFECT INTERACTION_OUT_OF_RANGE_FRACTION
#define INTERACTION_ID "org.segue.fixture.interaction-out-of-range-fraction"
#define INTERACTION_NAME "Interaction Out Of Range Fraction"
#include "interaction_fixture.h"
