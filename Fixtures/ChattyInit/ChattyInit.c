/* Prints to standard output with printf in init and, unflushed, in animate_transition. */
#define BROKEN_KIND BROKEN_CHATTY_INIT
#define BROKEN_ID "org.segue.fixture.chatty-init"
#define BROKEN_NAME "Chatty Init"
#include "broken_animator.h"
