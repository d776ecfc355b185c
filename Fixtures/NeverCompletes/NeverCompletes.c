/* Never calls complete_transition. */
#define BROKEN_KIND BROKEN_NEVER_COMPLETES
#define BROKEN_ID "org.segue.fixture.never-completes"
#define BROKEN_NAME "Never Completes"
#include "broken_animator.h"
