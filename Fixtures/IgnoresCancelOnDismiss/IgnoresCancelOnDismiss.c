/* Completes a cancelled dismissal with true and removes the from-view (cancelled presentations are honoured). */
#define BROKEN_KIND BROKEN_IGNORES_CANCEL_ON_DISMISS
#define BROKEN_ID "org.segue.fixture.ignores-cancel-on-dismiss"
#define BROKEN_NAME "Ignores Cancel On Dismiss"
#include "broken_animator.h"
