/* Completes with transition_was_cancelled as it read it in animate_transition. */
#define DEFECT DEFECT_COMPLETES_STALE
#define DEFECT_ID "org.segue.fixture.completes-stale"
#define DEFECT_NAME "Completes Stale"
#include "transition_defects.h"
