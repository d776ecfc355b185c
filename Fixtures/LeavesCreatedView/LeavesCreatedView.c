/* ABI 1.1: the shared fixture animator, but it leaves a view it created in the hierarchy. */
#define BROKEN_KIND BROKEN_LEAVES_CREATED_VIEW
#define BROKEN_ID "org.segue.fixture.leaves-created-view"
#define BROKEN_NAME "Leaves Created View"
#include "broken_animator.h"
