/* Completes from an animation half as long as the slide, while the slide still runs. */
#define DEFECT DEFECT_COMPLETES_EARLY
#define DEFECT_ID "org.segue.fixture.completes-early"
#define DEFECT_NAME "Completes Early"
#include "transition_defects.h"
