/* ABI 1.2: the fixture presentation controller (Support/presentation_fixture.h):
 * moves the sheet a point on every other frame_of_presented_view call. */
#define PRESENTATION_DEFECT PRESENTATION_IMPURE_FRAME
#define PRESENTATION_ID "org.segue.fixture.presentation-impure-frame"
#define PRESENTATION_NAME "Presentation Impure Frame"
#include "presentation_fixture.h"
