/* See BROKEN_CHANGES_READ_ONLY_VIEW in broken_animator.h. */
#define BROKEN_KIND BROKEN_CHANGES_READ_ONLY_VIEW
#define BROKEN_ID "org.segue.fixture.changes-read-only-view"
#define BROKEN_NAME "Changes Read Only View"
#include "broken_animator.h"
