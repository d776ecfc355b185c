/* An interaction controller whose id is not reverse-DNS (the animators' rule, shared). */
#define CF_INTERACTION_ID "swipe"
#include "controller_fixture.h"
