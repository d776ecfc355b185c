/* A presentation factory whose create answers NULL for the id its descriptor lists. */
#define CF_CREATE_ANSWERS_NULL 1
#include "controller_fixture.h"
