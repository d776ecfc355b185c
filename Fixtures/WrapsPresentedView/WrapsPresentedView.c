/* See BROKEN_WRAPS_PRESENTED_VIEW in broken_animator.h. */
#define BROKEN_KIND BROKEN_WRAPS_PRESENTED_VIEW
#define BROKEN_ID "org.segue.fixture.wraps-presented-view"
#define BROKEN_NAME "Wraps Presented View"
#include "broken_animator.h"
