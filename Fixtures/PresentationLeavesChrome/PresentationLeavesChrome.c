/* ABI 1.2: the fixture presentation controller (Support/presentation_fixture.h):
 * leaves its dimming view in the container after a dismissal and a cancelled presentation. */
#define PRESENTATION_DEFECT PRESENTATION_LEAVES_CHROME
#define PRESENTATION_ID "org.segue.fixture.presentation-leaves-chrome"
#define PRESENTATION_NAME "Presentation Leaves Chrome"
#include "presentation_fixture.h"
