/* Uses its first transition's container handle in every later one. */
#define DEFECT DEFECT_CACHES_HANDLE_ACROSS_TRANSITIONS
#define DEFECT_ID "org.segue.fixture.caches-handle-across-transitions"
#define DEFECT_NAME "Caches Handle Across Transitions"
#include "transition_defects.h"
