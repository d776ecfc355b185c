/* ABI 1.2: the fixture interaction controller (Support/interaction_fixture.h):
 * follows 1.5 times the movement unclamped, so its fractions pass 1. */
#define INTERACTION_DEFECT INTERACTION_OUT_OF_RANGE_FRACTION
#define INTERACTION_ID "org.segue.fixture.interaction-out-of-range-fraction"
#define INTERACTION_NAME "Interaction Out Of Range Fraction"
#include "interaction_fixture.h"
