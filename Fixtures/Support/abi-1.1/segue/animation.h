/* segue/animation.h: animations a plugin asks the host engine to run. */
#ifndef SEGUE_ANIMATION_H
#define SEGUE_ANIMATION_H

#include <stdint.h>

#include "handles.h"
#include "properties.h"
#include "timing.h"

#ifdef __cplusplus
extern "C" {
#endif

struct segue_context;

/* Where an animation stopped (UIViewAnimatingPosition). */
typedef enum segue_animation_position {
    /* It ran to its targets. */
    SEGUE_POSITION_END = 0,
    /* It ran back to where it started (an interactive transition was cancelled). */
    SEGUE_POSITION_START = 1,
    /* It was stopped part way. */
    SEGUE_POSITION_CURRENT = 2,
} segue_animation_position_t;

/* Called once when an animation stops, with the `completion_data` given at creation.
 * `context` is the context that created the animation; its services may be used until the
 * plugin calls `complete_transition`.
 * [main thread, during the transition; never re-entrantly from inside a host service] */
typedef void (*segue_animation_completion_t)(void *completion_data, const struct segue_context *context,
                                            segue_animation_t animation, int32_t position);

/* A block animation (UIView.animate): every target animates from its value when the animation
 * is created to the given value over `duration` seconds after `delay`, along `timing`.
 * The struct and the `targets` array are read during the call only; the caller owns them.
 * Bounds: a non-finite number is SEGUE_ERROR_INVALID_ARGUMENT; a finite one outside its range
 * (below, timing.h, properties.h) or a count above its maximum is SEGUE_ERROR_OUT_OF_RANGE, with
 * a diagnostic naming the value and the range. Counts are checked before arrays are read.
 * Per transition: at most 4096 animations (block and keyframe together) and 100000 targets over
 * all of them (every keyframe's counted); an animation past either is SEGUE_ERROR_OUT_OF_RANGE
 * and does not start. */
typedef struct segue_animation_desc {
    /* sizeof(segue_animation_desc_t) as the plugin was built; fields beyond it read as zero. */
    uint32_t size;
    /* Seconds, finite, 0...3600 (an hour). Springs of kind SEGUE_TIMING_SPRING_PHYSICAL ignore
     * it; for SEGUE_TIMING_SPRING_DAMPING it is the settling duration, 0...60. */
    double duration;
    /* Seconds before the animation starts, finite, 0...3600. */
    double delay;
    segue_timing_t timing;
    /* What changes: `target_count` entries (at most 1000), none SEGUE_PROPERTY_HIDDEN. */
    const segue_property_target_t *targets;
    uint32_t target_count;
    /* Called once when the animation stops; may be NULL. */
    segue_animation_completion_t completion;
    /* Passed to `completion` untouched; plugin-owned. */
    void *completion_data;
} segue_animation_desc_t;

/* How a keyframe animation joins each property's values at its key times
 * (UIViewKeyframeAnimationOptionCalculationMode...). A property has a key at the start of the
 * animation (its value then) and one at each boundary of each keyframe animating it; it holds
 * its value between its keyframes. Keys are fractions of the eased progress. */
typedef enum segue_keyframe_calculation {
    /* Straight lines between keys: each keyframe moves linearly inside its window. */
    SEGUE_KEYFRAME_CALCULATION_LINEAR = 0,
    /* A Catmull-Rom spline through the keys (CalculationModeCubic): the tangent at a key is half
     * the difference of its neighbours' values (an end key's missing neighbour is itself), and
     * each gap between keys is one cubic Hermite segment in its own fraction of the gap, whatever
     * its length (Core Animation does not document its rule for uneven key times; this is
     * Segue's). So a property overshoots while it holds between keyframes, as Core Animation's
     * cubic does. Transforms follow the spline through their decomposition. */
    SEGUE_KEYFRAME_CALCULATION_CUBIC = 1,
} segue_keyframe_calculation_t;

/* One keyframe (UIView.addKeyframe): the targets animate during [relative_start,
 * relative_start + relative_duration] of the whole animation's eased progress (both fractions in
 * 0...1, their sum <= 1), inside that window as the animation's calculation mode says (linearly
 * by default). A property animated by an earlier keyframe starts from that keyframe's value.
 * At most 1000 targets per keyframe. */
typedef struct segue_keyframe {
    double relative_start;
    double relative_duration;
    const segue_property_target_t *targets;
    uint32_t target_count;
} segue_keyframe_t;

/* A keyframe animation (UIView.animateKeyframes): keyframes laid out on one `duration`, eased
 * as a whole by `timing` (a spring is refused): `timing` turns elapsed time into progress, and the
 * keyframes' windows are fractions of that progress, not of the time, so under ease-in a
 * keyframe over [0.5, 1] starts at 0.66 of the duration. The struct and arrays are read during
 * the call only; the caller owns them. Duration and delay as for segue_animation_desc_t
 * (0...3600 s); at most 1000 keyframes and 10000 targets over all of them; it counts towards
 * the transition's 4096 animations and 100000 targets (segue_animation_desc_t). */
typedef struct segue_keyframe_animation_desc {
    /* sizeof(segue_keyframe_animation_desc_t) as the plugin was built; fields beyond it read as
     * zero (a 1.0 plugin's animation is linear). */
    uint32_t size;
    double duration;
    double delay;
    segue_timing_t timing;
    const segue_keyframe_t *keyframes;
    uint32_t keyframe_count;
    segue_animation_completion_t completion;
    void *completion_data;
    /* Since 1.1: a segue_keyframe_calculation_t; another value is SEGUE_ERROR_INVALID_ARGUMENT. */
    int32_t calculation_mode;
} segue_keyframe_animation_desc_t;

#ifdef __cplusplus
}
#endif

#endif
