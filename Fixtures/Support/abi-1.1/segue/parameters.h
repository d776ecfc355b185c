/* segue/parameters.h: typed, ranged knobs an animator exposes (a zoom's bounce, a duration). */
#ifndef SEGUE_PARAMETERS_H
#define SEGUE_PARAMETERS_H

#include <stdbool.h>
#include <stdint.h>

#include "status.h"

#ifdef __cplusplus
extern "C" {
#endif

struct segue_animator;

/* A parameter's C type, which also fixes its accessors' C signatures (`index` is the
 * parameter's position in its descriptor, so one accessor can serve several parameters):
 *   SEGUE_PARAMETER_DOUBLE: double get(const segue_animator_t *, uint32_t index);
 *                           segue_status_t set(const segue_animator_t *, uint32_t index, double);
 *   SEGUE_PARAMETER_INT64:  int64_t get(const segue_animator_t *, uint32_t index);
 *                           segue_status_t set(const segue_animator_t *, uint32_t index, int64_t);
 *   SEGUE_PARAMETER_BOOL:   bool get(const segue_animator_t *, uint32_t index);
 *                           segue_status_t set(const segue_animator_t *, uint32_t index, bool);
 * The host calls accessors through libffi with exactly these signatures. */
typedef enum segue_parameter_type {
    SEGUE_PARAMETER_DOUBLE = 0,
    SEGUE_PARAMETER_INT64 = 1,
    SEGUE_PARAMETER_BOOL = 2,
} segue_parameter_type_t;

/* One parameter. Plugin-owned and constant from `init` until the last `deinit`. Bounds and the
 * default are doubles whatever the type (0 and 1 for a bool); min <= default <= max, each
 * finite and within +-1e9; whole numbers for an int64 and a bool, and within 0...1 for a bool.
 *
 * Bounds are inclusive for every type: a setter accepts min, max, default and every value
 * between (for an int64, every whole number from min to max; for a bool, each of false and true
 * that lies in min...max), and its getter then answers exactly the value set, bit for bit for a
 * double: no rounding, clamping or conversion through float. Just outside the range, the
 * nearest double below min or above max (nextafter), min - 1 or max + 1 for an int64, the
 * setter answers SEGUE_ERROR_OUT_OF_RANGE and keeps the value it had. A bool's C value is false
 * or true only: the host refuses any other number (-1, 2) given for it before calling the
 * setter. The validator's `parameters.exact-bounds` checks all of this on a fresh animator. */
typedef struct segue_parameter {
    /* sizeof(segue_parameter_t) as the plugin was built. */
    uint32_t size;
    /* Stable identifier used on the command line (`--param id=value`): [a-z0-9_-]+, at most
     * 64 bytes, unique within its descriptor. */
    const char *id;
    /* Display name, NUL-terminated UTF-8 with no control character, non-empty, at most 64 bytes. */
    const char *name;
    /* One sentence saying what it changes, NUL-terminated UTF-8 with no control character; may
     * be empty; at most 512 bytes. */
    const char *description;
    /* A segue_parameter_type_t. */
    int32_t type;
    double default_value;
    double min_value;
    double max_value;
    /* The getter and setter, of the signatures above (cast to const void *). A setter answers
     * SEGUE_ERROR_OUT_OF_RANGE for a value outside [min, max] (the host checks first too).
     * [main thread, between create and destroy of the animator, never during a transition] */
    const void *get;
    const void *set;
} segue_parameter_t;

#ifdef __cplusplus
}
#endif

#endif
