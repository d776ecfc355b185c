/* A display name of 65 bytes, one past the 64 descriptor.h allows. */
#define BROKEN_KIND BROKEN_NONE
#define BROKEN_ID "org.segue.fixture.overlong-name"
#define BROKEN_NAME "Overlong Name Overlong Name Overlong Name Overlong Name Overlong!"
#include "broken_animator.h"
_Static_assert(sizeof BROKEN_NAME - 1 == 65, "the name must be one byte past the limit");
