/* tick_yardstick.h: the engine's per-tick work written as plainly as C allows, so `segue bench`
 * and the benchmark suite can measure the Swift tick against it in one run.
 *
 * The yardstick animates `property_count` numbers in groups that share one timeline and one
 * cubic Bézier curve, as the engine's benchmark puts 100 views in each property animator. Each
 * tick, per group: the elapsed fraction from the time, then the eased progress from the curve
 * (the engine's solver: Newton, then bisection, to 1e-6 in x); per number: a blend of its two
 * ends written into a block-per-view store at the view's stride and the property's offset, as
 * the render tree stores it. Everything lives in flat arrays allocated once; a tick allocates
 * nothing. Thread: any, one yardstick per thread. */
#ifndef SEGUE_TICK_YARDSTICK_H
#define SEGUE_TICK_YARDSTICK_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* One yardstick: its arrays and its curve. Opaque. */
typedef struct segue_tick_yardstick segue_tick_yardstick_t;

/* What a yardstick animates and how it is laid out. */
typedef struct segue_tick_yardstick_shape {
    /* Animated numbers, one per view (at least 1). */
    size_t property_count;
    /* Numbers sharing one timeline and one curve evaluation (at least 1). */
    size_t properties_per_group;
    /* Doubles per view block in the store, and the animated number's index within a block. */
    size_t view_stride;
    size_t property_offset;
    /* Seconds every group's animation lasts (positive). */
    double duration;
    /* The cubic Bézier control points (x1 and x2 within [0, 1]). */
    double x1, y1, x2, y2;
} segue_tick_yardstick_shape_t;

/* A yardstick of `shape`, every number animating from 1 to 0 from time 0; NULL when `shape` is
 * out of range or memory runs out. */
segue_tick_yardstick_t *segue_tick_yardstick_create(const segue_tick_yardstick_shape_t *shape);

/* Advances every group to `time` (seconds) and writes every number. Never allocates. */
void segue_tick_yardstick_tick(segue_tick_yardstick_t *yardstick, double time);

/* The sum of every written number, so a caller can keep the work observable (and compare it
 * with the engine's values). */
double segue_tick_yardstick_checksum(const segue_tick_yardstick_t *yardstick);

/* Frees the yardstick (NULL is ignored). */
void segue_tick_yardstick_destroy(segue_tick_yardstick_t *yardstick);

#ifdef __cplusplus
}
#endif

#endif
