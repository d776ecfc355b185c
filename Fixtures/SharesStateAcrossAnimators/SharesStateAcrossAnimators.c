/* Keeps the moving view in a static shared by every animator of the id. */
#define DEFECT DEFECT_SHARES_STATE_ACROSS_ANIMATORS
#define DEFECT_ID "org.segue.fixture.shares-state-across-animators"
#define DEFECT_NAME "Shares State Across Animators"
#include "transition_defects.h"
