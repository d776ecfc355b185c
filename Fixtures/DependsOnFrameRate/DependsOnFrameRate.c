/* Slides in 18 chained steps of 1/240 s, one per frame at least. */
#define DEFECT DEFECT_DEPENDS_ON_FRAME_RATE
#define DEFECT_ID "org.segue.fixture.depends-on-frame-rate"
#define DEFECT_NAME "Depends On Frame Rate"
#include "transition_defects.h"
