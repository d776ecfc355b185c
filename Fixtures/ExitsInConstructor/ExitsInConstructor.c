/* Calls exit(0) from a library constructor, as soon as it is loaded. */
#define BROKEN_KIND BROKEN_EXITS_IN_CONSTRUCTOR
#define BROKEN_ID "org.segue.fixture.exits-in-constructor"
#define BROKEN_NAME "Exits In Constructor"
#include "broken_animator.h"
