/* Completes with true even when the transition was cancelled. */
#define BROKEN_KIND BROKEN_IGNORES_CANCEL
#define BROKEN_ID "org.segue.fixture.ignores-cancel"
#define BROKEN_NAME "Ignores Cancel"
#include "broken_animator.h"
