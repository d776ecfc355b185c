/* Raises SIGSEGV in init. */
#define BROKEN_KIND BROKEN_CRASHES_IN_INIT
#define BROKEN_ID "org.segue.fixture.crashes-in-init"
#define BROKEN_NAME "Crashes In Init"
#include "broken_animator.h"
