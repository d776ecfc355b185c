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
    /* A cubic Bézier from (0,0) to (1,1): parameters x1, y1, x2, y2 (x1 and x2 in 0...1). */
    SEGUE_TIMING_CUBIC_BEZIER = 5,
    /* UIKit's `animate(withDuration:usingSpringWithDamping:initialSpringVelocity:)`: parameters
     * damping ratio (> 0) and initial velocity (in whole changes per second); the spring is tuned
     * to settle within the animation's duration. */
    SEGUE_TIMING_SPRING_DAMPING = 6,
    /* A physical spring: parameters mass, stiffness, damping (all > 0) and initial velocity; the
     * animation lasts the spring's settling duration, whatever duration was asked for. */
    SEGUE_TIMING_SPRING_PHYSICAL = 7,
} segue_timing_kind_t;

/* A timing curve: a kind and up to four parameters (unused ones are ignored). Non-finite
 * parameters are refused with SEGUE_ERROR_INVALID_ARGUMENT. */
typedef struct segue_timing {
    int32_t kind; /* a segue_timing_kind_t */
    double parameters[4];
} segue_timing_t;

#ifdef __cplusplus
}
#endif

#endif
