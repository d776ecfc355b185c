/* Its int64 `count` (1...10) setter treats the maximum as exclusive: it refuses 10. */
#define BROKEN_ID "org.segue.fixture.refuses-maximum"
#define BROKEN_NAME "Refuses Maximum"
#define RANGED_COUNT_ACCEPTS(v) ((v) >= 1 && (v) < 10)
#include "ranged_parameters.h"
