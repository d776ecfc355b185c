/* See BROKEN_MOVES_CONTAINER_INTO_OWN_VIEW in broken_animator.h. */
#define BROKEN_KIND BROKEN_MOVES_CONTAINER_INTO_OWN_VIEW
#define BROKEN_ID "org.segue.fixture.moves-container-into-own-view"
#define BROKEN_NAME "Moves Container Into Own View"
#include "broken_animator.h"
