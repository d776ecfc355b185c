/* Correct on every operation but push, whose shown view it leaves at alpha 0.5. */
#define DEFECT DEFECT_WRONG_END_STATE_ON_PUSH
#define DEFECT_ID "org.segue.fixture.wrong-end-state-on-push"
#define DEFECT_NAME "Wrong End State On Push"
#include "transition_defects.h"
