/* ABI 1.1: the shared fixture animator, but it sets an unknown mask shape, a 7-stop gradient and a NaN anchor point. */
#define BROKEN_KIND BROKEN_BAD_LAYER_VALUES
#define BROKEN_ID "org.segue.fixture.bad-layer-values"
#define BROKEN_NAME "Bad Layer Values"
#include "broken_animator.h"
