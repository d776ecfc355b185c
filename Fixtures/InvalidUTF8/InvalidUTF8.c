/* A display name holding the byte 0xFF, which no UTF-8 sequence contains. */
#define BROKEN_KIND BROKEN_NONE
#define BROKEN_ID "org.segue.fixture.invalid-utf8"
#define BROKEN_NAME "Invalid \xff UTF-8"
#include "broken_animator.h"
