/* ABI 1.2: the fixture presentation controller (Support/presentation_fixture.h):
 * adapts a compact container to a page sheet. */
#define PRESENTATION_DEFECT PRESENTATION_BAD_ADAPTIVE_STYLE
#define PRESENTATION_ID "org.segue.fixture.presentation-bad-adaptive-style"
#define PRESENTATION_NAME "Presentation Bad Adaptive Style"
#include "presentation_fixture.h"
