/* ABI 1.1: the shared fixture animator, but in animate_transition it starts, 1000 times, a
 * keyframe animation of 1000 keyframes of 10 alpha targets each (every call within the per-call
 * limits of 1000 keyframes and 10 000 targets): ten million targets in one transition. */
#define BROKEN_KIND 0
#define BROKEN_ID "org.segue.fixture.keyframe-flood"
#define BROKEN_NAME "Keyframe Flood"
#include <string.h>
#include "fixture.h"

enum { FLOOD_KEYFRAMES = 1000, FLOOD_TARGETS = 10 };

/* Starts keyframe animations until the host refuses one. */
static void flood_keyframes(const segue_context_t *context, segue_view_t container, segue_rect_t bounds) {
    (void)bounds;
    static segue_property_target_t targets[FLOOD_TARGETS];
    static segue_keyframe_t keyframes[FLOOD_KEYFRAMES];
    for (int index = 0; index < FLOOD_TARGETS; index++) {
        memset(&targets[index], 0, sizeof targets[index]);
        targets[index].view = container;
        targets[index].target.property = SEGUE_PROPERTY_ALPHA;
        targets[index].target.value.number = 1;
    }
    for (int index = 0; index < FLOOD_KEYFRAMES; index++) {
        keyframes[index] = (segue_keyframe_t){(double)index / FLOOD_KEYFRAMES, 1.0 / FLOOD_KEYFRAMES, targets,
                FLOOD_TARGETS};
    }
    segue_keyframe_animation_desc_t animation;
    memset(&animation, 0, sizeof animation);
    animation.size = sizeof animation;
    animation.duration = 0.3;
    animation.timing.kind = SEGUE_TIMING_LINEAR;
    animation.keyframes = keyframes;
    animation.keyframe_count = FLOOD_KEYFRAMES;
    for (int started = 0; started < 1000; started++) {
        if (context->animate_keyframes(context, &animation, NULL) != SEGUE_OK) break;
    }
}

#define BROKEN_IN_ANIMATE flood_keyframes
#include "broken_animator.h"
