/* Writes through a view handle the host never issued. */
#define BROKEN_KIND BROKEN_FORGED_HANDLE
#define BROKEN_ID "org.segue.fixture.forged-handle"
#define BROKEN_NAME "Forged Handle"
#include "broken_animator.h"
