/* Calls is_interactive and container_view with a copy of the context, a pointer the host never handed out. */
#define BROKEN_KIND BROKEN_UNKNOWN_CONTEXT
#define BROKEN_ID "org.segue.fixture.unknown-context"
#define BROKEN_NAME "Unknown Context"
#include "broken_animator.h"
