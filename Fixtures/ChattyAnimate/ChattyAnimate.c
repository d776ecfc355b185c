/* Prints a line to standard output with printf (and flushes it) in init and in animate_transition. */
#define BROKEN_KIND BROKEN_CHATTY_ANIMATE
#define BROKEN_ID "org.segue.fixture.chatty-animate"
#define BROKEN_NAME "Chatty Animate"
#include "broken_animator.h"
