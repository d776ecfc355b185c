/* transition_duration answers 0.3 for a NULL context but -1 when given one. */
#define BROKEN_KIND BROKEN_NEGATIVE_DURATION_WITH_CONTEXT
#define BROKEN_ID "org.segue.fixture.negative-duration-with-context"
#define BROKEN_NAME "Negative Duration With Context"
#include "broken_animator.h"
