/* One interaction controller that crashes on its first CHANGED event and one presentation
 * controller that crashes in presentation_will_begin, and no animator: the host's isolation
 * tests run them in plugin processes, where the crash must fail the run and spare the host. */
#define CF_ANIMATOR_COUNT 0
#define CF_INTERACTION_ID "org.segue.fixture.crashes.swipe"
#define CF_INTERACTION_NAME "Crashing Swipe"
#define CF_PRESENTATION_ID "org.segue.fixture.crashes.sheet"
#define CF_PRESENTATION_NAME "Crashing Sheet"
#define CF_CRASHES 1
#include "controller_fixture.h"
