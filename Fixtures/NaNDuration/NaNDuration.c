/* Answers NaN from transition_duration. */
#define BROKEN_KIND BROKEN_NAN_DURATION
#define BROKEN_ID "org.segue.fixture.nan-duration"
#define BROKEN_NAME "NaN Duration"
#include "broken_animator.h"
