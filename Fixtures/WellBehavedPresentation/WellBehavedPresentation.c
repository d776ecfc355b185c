/* ABI 1.2: the fixture presentation controller (Support/presentation_fixture.h):
 * nothing, the reference presentation controller. */
#define PRESENTATION_DEFECT PRESENTATION_WELL_BEHAVED
#define PRESENTATION_ID "org.segue.fixture.well-behaved-presentation"
#define PRESENTATION_NAME "Well Behaved Presentation"
#include "presentation_fixture.h"
