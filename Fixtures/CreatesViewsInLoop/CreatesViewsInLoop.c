/* ABI 1.1: the shared fixture animator, but it creates 5000 views per transition (the host allows 4096). */
#define BROKEN_KIND BROKEN_CREATES_VIEWS_IN_LOOP
#define BROKEN_ID "org.segue.fixture.creates-views-in-loop"
#define BROKEN_NAME "Creates Views In Loop"
#include "broken_animator.h"
