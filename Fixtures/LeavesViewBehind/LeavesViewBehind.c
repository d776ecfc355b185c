/* Never removes the dismissed view. */
#define BROKEN_KIND BROKEN_LEAVES_VIEW_BEHIND
#define BROKEN_ID "org.segue.fixture.leaves-view-behind"
#define BROKEN_NAME "Leaves View Behind"
#include "broken_animator.h"
