/* Puts terminal escape sequences in the display name and a newline in the description. */
#define BROKEN_KIND BROKEN_NONE
#define BROKEN_ID "org.segue.fixture.escape-in-name"
#define BROKEN_NAME "Escape\x1b[2J\x1b]0;pwned\x07 Name"
#define BROKEN_DESCRIPTION "line one\nALL PLUGINS VERIFIED"
#include "broken_animator.h"
