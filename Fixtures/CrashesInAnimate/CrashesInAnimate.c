/* Raises SIGSEGV in animate_transition. */
#define BROKEN_KIND BROKEN_CRASHES_IN_ANIMATE
#define BROKEN_ID "org.segue.fixture.crashes-in-animate"
#define BROKEN_NAME "Crashes In Animate"
#include "broken_animator.h"
