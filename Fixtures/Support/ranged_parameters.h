/* ranged_parameters.h: the shared fixture animator (broken_animator.h) with two parameters, a
 * double `duration` (0.05...2 s, default 0.3, the slide's length) and an int64 `count` (1...10,
 * default 2), whose setters keep parameters.h's bounds rules: bounds inclusive, the value stored
 * as given, SEGUE_ERROR_OUT_OF_RANGE outside. A fixture breaks one rule by defining, before
 * including this header, BROKEN_ID, BROKEN_NAME and at most one of:
 *   RANGED_DURATION_ACCEPTS(v)  whether the duration setter takes v (default 0.05 <= v <= 2);
 *   RANGED_DURATION_STORE(v)    the double it stores for v (default v);
 *   RANGED_COUNT_ACCEPTS(v)     whether the count setter takes v (default 1 <= v <= 10).
 * Test code only. */
#ifndef SEGUE_RANGED_PARAMETERS_H
#define SEGUE_RANGED_PARAMETERS_H

#include <segue/segue.h>

#ifndef RANGED_DURATION_ACCEPTS
#define RANGED_DURATION_ACCEPTS(v) ((v) >= 0.05 && (v) <= 2) /* NaN fails both comparisons */
#endif
#ifndef RANGED_DURATION_STORE
#define RANGED_DURATION_STORE(v) (v)
#endif
#ifndef RANGED_COUNT_ACCEPTS
#define RANGED_COUNT_ACCEPTS(v) ((v) >= 1 && (v) <= 10)
#endif

static double ranged_seconds(const segue_animator_t *animator);
#define BROKEN_SECONDS(animator) ranged_seconds(animator)
#define BROKEN_KIND BROKEN_NONE
#define BROKEN_OWN_ENTRY
#include "broken_animator.h"

typedef struct ranged_instance {
    broken_instance_t base; /* first, so plugin_data is also the shared animator's instance */
    double duration;
    int64_t count;
} ranged_instance_t;

static double ranged_get_duration(const segue_animator_t *animator, uint32_t index);
static segue_status_t ranged_set_duration(const segue_animator_t *animator, uint32_t index, double value);
static int64_t ranged_get_count(const segue_animator_t *animator, uint32_t index);
static segue_status_t ranged_set_count(const segue_animator_t *animator, uint32_t index, int64_t value);

/* Accessors are filled in at load: ISO C has no constant function-to-void* conversion. */
static segue_parameter_t ranged_parameters[] = {
    {sizeof(segue_parameter_t), "duration", "Duration", "Seconds the slide takes.", SEGUE_PARAMETER_DOUBLE, 0.3, 0.05,
            2, NULL, NULL},
    {sizeof(segue_parameter_t), "count", "Count", "A whole number the slide ignores.", SEGUE_PARAMETER_INT64, 2, 1, 10,
            NULL, NULL},
};

static const segue_animator_descriptor_t ranged_descriptors[] = {
    {sizeof(segue_animator_descriptor_t), BROKEN_ID, BROKEN_NAME, "Segue tests", "1.0.0", "A test fixture.",
            BROKEN_CAPABILITIES,
     ranged_parameters, 2},
};

static const segue_animator_t *ranged_create(const char *id) {
    if (!id || strcmp(id, BROKEN_ID) != 0) return NULL;
    ranged_instance_t *self = calloc(1, sizeof *self);
    if (!self) return NULL;
    self->base.animator = (segue_animator_t){sizeof(segue_animator_t), self, broken_duration, broken_animate, NULL,
            NULL, broken_destroy};
    self->duration = 0.3;
    self->count = 2;
    return &self->base.animator;
}

FIXTURE_ENTRY(SEGUE_ABI_VERSION_MAJOR, ranged_descriptors, 1, ranged_create)

static ranged_instance_t *ranged_instance(const segue_animator_t *animator) {
    return animator ? animator->plugin_data : NULL;
}

static double ranged_seconds(const segue_animator_t *animator) { return ranged_instance(animator)->duration; }

static double ranged_get_duration(const segue_animator_t *animator, uint32_t index) {
    return ranged_instance(animator) && index == 0 ? ranged_instance(animator)->duration : NAN;
}
static segue_status_t ranged_set_duration(const segue_animator_t *animator, uint32_t index, double value) {
    if (!ranged_instance(animator) || index != 0) return SEGUE_ERROR_NOT_FOUND;
    if (!(RANGED_DURATION_ACCEPTS(value))) return SEGUE_ERROR_OUT_OF_RANGE;
    ranged_instance(animator)->duration = RANGED_DURATION_STORE(value);
    return SEGUE_OK;
}
static int64_t ranged_get_count(const segue_animator_t *animator, uint32_t index) {
    return ranged_instance(animator) && index == 1 ? ranged_instance(animator)->count : -1;
}
static segue_status_t ranged_set_count(const segue_animator_t *animator, uint32_t index, int64_t value) {
    if (!ranged_instance(animator) || index != 1) return SEGUE_ERROR_NOT_FOUND;
    if (!(RANGED_COUNT_ACCEPTS(value))) return SEGUE_ERROR_OUT_OF_RANGE;
    ranged_instance(animator)->count = value;
    return SEGUE_OK;
}

/* Runs when the library loads, before the host can read the descriptors. */
__attribute__((constructor)) static void ranged_fill_accessors(void) {
    ranged_parameters[0].get = (const void *)(uintptr_t)ranged_get_duration;
    ranged_parameters[0].set = (const void *)(uintptr_t)ranged_set_duration;
    ranged_parameters[1].get = (const void *)(uintptr_t)ranged_get_count;
    ranged_parameters[1].set = (const void *)(uintptr_t)ranged_set_count;
}

#endif
