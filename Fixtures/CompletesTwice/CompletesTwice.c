/* Calls complete_transition twice. */
#define BROKEN_KIND BROKEN_COMPLETES_TWICE
#define BROKEN_ID "org.segue.fixture.completes-twice"
#define BROKEN_NAME "Completes Twice"
#include "broken_animator.h"
