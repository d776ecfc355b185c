/* Raises SIGSEGV in the animator's destroy instead of freeing it. */
#define BROKEN_KIND BROKEN_CRASHES_IN_DESTROY
#define BROKEN_ID "org.segue.fixture.crashes-in-destroy"
#define BROKEN_NAME "Crashes In Destroy"
#include "broken_animator.h"
