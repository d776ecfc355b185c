/* Declares two animators with one id. */
#define BROKEN_KIND BROKEN_DUPLICATE_IDS
#define BROKEN_ID "org.segue.fixture.duplicate-ids"
#define BROKEN_NAME "Duplicate IDs"
#include "broken_animator.h"
