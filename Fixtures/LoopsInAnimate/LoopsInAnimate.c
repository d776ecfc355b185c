/* Spins forever in animate_transition (a busy loop on a volatile counter). */
#define BROKEN_KIND BROKEN_LOOPS_IN_ANIMATE
#define BROKEN_ID "org.segue.fixture.loops-in-animate"
#define BROKEN_NAME "Loops In Animate"
#include "broken_animator.h"
