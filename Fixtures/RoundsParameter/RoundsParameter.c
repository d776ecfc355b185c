/* Its double `duration` setter stores the value through a float, so the getter answers 0.3f
 * (0.30000001192092896) for 0.3. */
#define BROKEN_ID "org.segue.fixture.rounds-parameter"
#define BROKEN_NAME "Rounds Parameter"
#define RANGED_DURATION_STORE(v) ((double)(float)(v))
#include "ranged_parameters.h"
