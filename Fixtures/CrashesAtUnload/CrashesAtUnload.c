/* The shared fixture animator, correct in every call, whose library raises SIGSEGV in a
 * destructor (a .fini_array entry) when it is unloaded: at the exit of the process that loaded it. */
#include <signal.h>
#define BROKEN_KIND BROKEN_NONE
#define BROKEN_ID "org.segue.fixture.crashes-at-unload"
#define BROKEN_NAME "Crashes At Unload"
#include "broken_animator.h"

__attribute__((destructor)) static void crashes_at_unload(void) { raise(SIGSEGV); }
