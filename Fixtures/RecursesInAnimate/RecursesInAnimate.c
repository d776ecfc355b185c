/* Recurses without bound in animate_transition until the stack overflows. */
#define BROKEN_KIND BROKEN_RECURSES_IN_ANIMATE
#define BROKEN_ID "org.segue.fixture.recurses-in-animate"
#define BROKEN_NAME "Recurses In Animate"
#include "broken_animator.h"
