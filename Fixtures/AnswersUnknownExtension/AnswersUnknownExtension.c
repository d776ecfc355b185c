/* get_extension answers a non-NULL table for every id, including ones it does not know. */
#define BROKEN_KIND BROKEN_ANSWERS_UNKNOWN_EXTENSION
#define BROKEN_ID "org.segue.fixture.answers-unknown-extension"
#define BROKEN_NAME "Answers Unknown Extension"
#include "broken_animator.h"
