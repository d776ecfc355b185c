/* Starts every transition after its first 40 points lower. */
#define DEFECT DEFECT_KEEPS_STATE_ON_REUSE
#define DEFECT_ID "org.segue.fixture.keeps-state-on-reuse"
#define DEFECT_NAME "Keeps State On Reuse"
#include "transition_defects.h"
