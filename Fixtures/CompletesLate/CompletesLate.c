/* Completes 0.3 s after the slide ended, behind an animation that changes nothing. */
#define DEFECT DEFECT_COMPLETES_LATE
#define DEFECT_ID "org.segue.fixture.completes-late"
#define DEFECT_NAME "Completes Late"
#include "transition_defects.h"
