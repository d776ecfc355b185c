/* Calls exit(0) in animate_transition, ending whichever process runs it. */
#define BROKEN_KIND BROKEN_EXITS_IN_ANIMATE
#define BROKEN_ID "org.segue.fixture.exits-in-animate"
#define BROKEN_NAME "Exits In Animate"
#include "broken_animator.h"
