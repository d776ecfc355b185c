/* The reference: the shared fixture animator with no defect; it passes every validation test. */
#define BROKEN_KIND BROKEN_NONE
#define BROKEN_ID "org.segue.fixture.well-behaved"
#define BROKEN_NAME "Well Behaved"
#include "broken_animator.h"
