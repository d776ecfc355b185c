/* ABI 1.2: the fixture presentation controller (Support/presentation_fixture.h):
 * makes the sheet as tall as the container from its middle down. */
#define PRESENTATION_DEFECT PRESENTATION_FRAME_OUTSIDE_CONTAINER
#define PRESENTATION_ID "org.segue.fixture.presentation-frame-outside-container"
#define PRESENTATION_NAME "Presentation Frame Outside Container"
#include "presentation_fixture.h"
