/* One interaction controller that loops forever on its first CHANGED event and one presentation
 * controller that loops forever in presentation_will_begin, and no animator: isolated, the call
 * time limit stops each and the run fails while the host goes on. */
#define CF_ANIMATOR_COUNT 0
#define CF_INTERACTION_ID "org.segue.fixture.hangs.swipe"
#define CF_INTERACTION_NAME "Hanging Swipe"
#define CF_PRESENTATION_ID "org.segue.fixture.hangs.sheet"
#define CF_PRESENTATION_NAME "Hanging Sheet"
#define CF_HANGS 1
#include "controller_fixture.h"
