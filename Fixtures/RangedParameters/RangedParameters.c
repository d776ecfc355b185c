/* Nothing wrong: the shared animator with a double and an int64 parameter whose setters keep
 * the bounds rules, the control for RefusesMaximum, AcceptsPastMaximum and RoundsParameter. */
#define BROKEN_ID "org.segue.fixture.ranged-parameters"
#define BROKEN_NAME "Ranged Parameters"
#include "ranged_parameters.h"
