/* Writes to standard output without end from init, so its scan floods. */
#define BROKEN_KIND BROKEN_FLOODS_OUTPUT
#define BROKEN_ID "org.segue.fixture.floods-output"
#define BROKEN_NAME "Floods Output"
#include "broken_animator.h"
