/* Leaks 256 KiB of touched memory on every create_animator. */
#define BROKEN_KIND BROKEN_LEAKS_PER_CYCLE
#define BROKEN_ID "org.segue.fixture.leaks-per-cycle"
#define BROKEN_NAME "Leaks Per Cycle"
#include "broken_animator.h"
