/* Calls is_animated and transition_was_cancelled from a second thread in animate_transition. */
#define BROKEN_KIND BROKEN_CALLS_FROM_THREAD
#define BROKEN_ID "org.segue.fixture.calls-from-thread"
#define BROKEN_NAME "Calls From Thread"
#include "broken_animator.h"
