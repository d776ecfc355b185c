/* Leaves the from-view's anchor point changed after a cancelled presentation. */
#define BROKEN_KIND BROKEN_LEAVES_ANCHOR_ON_CANCEL
#define BROKEN_ID "org.segue.fixture.leaves-anchor-on-cancel"
#define BROKEN_NAME "Leaves Anchor On Cancel"
#include "broken_animator.h"
