/* Animates along a damping spring whose ratio is 1e-9; completes directly if animate refuses it. */
#define BROKEN_KIND BROKEN_EXTREME_SPRING
#define BROKEN_ID "org.segue.fixture.extreme-spring"
#define BROKEN_NAME "Extreme Spring"
#include "broken_animator.h"
