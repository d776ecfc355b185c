/* Claims interruptible; interruptible_animation answers SEGUE_OK with an animation handle no context issued. */
#define BROKEN_KIND BROKEN_INTERRUPTIBLE_BAD_HANDLE
#define BROKEN_ID "org.segue.fixture.interruptible-bad-handle"
#define BROKEN_NAME "Interruptible Bad Handle"
#include "broken_animator.h"
