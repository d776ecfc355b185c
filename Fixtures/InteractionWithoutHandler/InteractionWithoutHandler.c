/* Interaction controllers made with handle_event NULL, a required vtable member. */
#define CF_NO_HANDLE_EVENT 1
#include "controller_fixture.h"
