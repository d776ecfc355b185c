/* No animator (animator_count answers 0), one interaction and one presentation controller:
 * interaction.h lets a library offer any mix, so it must load and list. */
#define CF_ANIMATOR_COUNT 0
#define CF_INTERACTION_ID "org.segue.fixture.controllers-only.swipe"
#define CF_PRESENTATION_ID "org.segue.fixture.controllers-only.sheet"
#include "controller_fixture.h"
