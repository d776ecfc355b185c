/* Prints a passing validator result to standard output in animate_transition and _exits 0, never completing. */
#define BROKEN_KIND BROKEN_FORGES_RESULT
#define BROKEN_ID "org.segue.fixture.forges-result"
#define BROKEN_NAME "Forges Result"
#include "broken_animator.h"
