/* Its double `duration` (0.05...2) setter compares with a tolerance, so it takes the next
 * double above 2 (and stores it). */
#define BROKEN_ID "org.segue.fixture.accepts-past-maximum"
#define BROKEN_NAME "Accepts Past Maximum"
#define RANGED_DURATION_ACCEPTS(v) ((v) >= 0.05 && (v) <= 2 + 1e-9)
#include "ranged_parameters.h"
