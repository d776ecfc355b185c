/* Never returns from init (sleeps 10 ms at a time forever). */
#define BROKEN_KIND BROKEN_HANGS_IN_INIT
#define BROKEN_ID "org.segue.fixture.hangs-in-init"
#define BROKEN_NAME "Hangs In Init"
#include "broken_animator.h"
