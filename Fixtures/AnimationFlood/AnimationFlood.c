/* ABI 1.1: the shared fixture animator, but in animate_transition it starts 1 000 000 one-target
 * alpha animations of the container (each valid on its own) before its real one. */
#define BROKEN_KIND 0
#define BROKEN_ID "org.segue.fixture.animation-flood"
#define BROKEN_NAME "Animation Flood"
#include <string.h>
#include "fixture.h"

/* Starts animations until the host refuses one. */
static void flood_animations(const segue_context_t *context, segue_view_t container, segue_rect_t bounds) {
    (void)bounds;
    segue_property_target_t target;
    memset(&target, 0, sizeof target);
    target.view = container;
    target.target.property = SEGUE_PROPERTY_ALPHA;
    target.target.value.number = 1;
    segue_animation_desc_t animation;
    memset(&animation, 0, sizeof animation);
    animation.size = sizeof animation;
    animation.duration = 0.3;
    animation.timing.kind = SEGUE_TIMING_LINEAR;
    animation.targets = &target;
    animation.target_count = 1;
    for (int started = 0; started < 1000000; started++) {
        if (context->animate(context, &animation, NULL) != SEGUE_OK) break;
    }
}

#define BROKEN_IN_ANIMATE flood_animations
#include "broken_animator.h"
