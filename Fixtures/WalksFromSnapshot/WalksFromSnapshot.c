/* ABI 1.1: the shared fixture animator, but it asks a snapshot of the container for a subview. */
#define BROKEN_KIND BROKEN_WALKS_FROM_SNAPSHOT
#define BROKEN_ID "org.segue.fixture.walks-from-snapshot"
#define BROKEN_NAME "Walks From Snapshot"
#include "broken_animator.h"
