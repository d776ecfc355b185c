/* segue/timing.h: how an animation's progress follows time. */
#ifndef SEGUE_TIMING_H
#define SEGUE_TIMING_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Which curve a segue_timing_t describes, and what its parameters mean. */
typedef enum segue_timing_kind {
    /* Progress equals elapsed fraction. No parameters. */
    SEGUE_TIMING_LINEAR = 0,
    /* Core Animation's ease-in, ease-out, ease-in-out and default Béziers. No parameters. */
    SEGUE_TIMING_EASE_IN = 1,
    SEGUE_TIMING_EASE_OUT = 2,
    SEGUE_TIMING_EASE_IN_OUT = 3,
    SEGUE_TIMING_DEFAULT = 4,
    /* A cubic Bézier from (0,0) to (1,1): parameters x1, y1, x2, y2 (x1 and x2 in 0...1, as
     * they are time; y1 and y2 in -10...10, ten times the change either way). */
    SEGUE_TIMING_CUBIC_BEZIER = 5,
    /* UIKit's `animate(withDuration:usingSpringWithDamping:initialSpringVelocity:)`: parameters
     * damping ratio (0.01...100: below it rings for over a hundred periods) and initial velocity
     * (in whole changes per second, -10000...10000); the spring is tuned to settle within the
     * animation's duration, which for a spring is at most 60 s (0 jumps to the targets; otherwise
     * at least 0.001). */
    SEGUE_TIMING_SPRING_DAMPING = 6,
    /* A physical spring: parameters mass (0.001...1000), stiffness (0.0001...1e8), damping
     * (> 0, at most 1e7) and initial velocity (-10000...10000); the animation lasts the spring's
     * settling duration, whatever duration was asked for, and a spring that would take longer
     * than 60 s to settle (too little or too much damping) is SEGUE_ERROR_OUT_OF_RANGE. */
    SEGUE_TIMING_SPRING_PHYSICAL = 7,
} segue_timing_kind_t;

/* A timing curve: a kind and up to four parameters (unused ones are ignored). Non-finite
 * parameters are refused with SEGUE_ERROR_INVALID_ARGUMENT, finite ones outside the ranges above
 * with SEGUE_ERROR_OUT_OF_RANGE. The ranges keep every curve cheap to compute and bounded in time. */
typedef struct segue_timing {
    int32_t kind; /* a segue_timing_kind_t */
    double parameters[4];
} segue_timing_t;

#ifdef __cplusplus
}
#endif

#endif
