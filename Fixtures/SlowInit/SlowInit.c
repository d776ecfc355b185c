/* Takes 150 ms in init, over the validator's 100 ms scan budget. */
#define BROKEN_KIND BROKEN_NONE
#define BROKEN_ID "org.segue.fixture.slow-init"
#define BROKEN_NAME "Slow Init"
#define FIXTURE_INIT_DELAY_NS (150L * 1000 * 1000)
#include "broken_animator.h"
