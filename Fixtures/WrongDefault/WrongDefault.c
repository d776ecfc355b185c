/* Declares its duration parameter's default as 0.3, but a fresh animator's getter answers 0.5. */
#include <segue/segue.h>

static double stored_duration(const segue_animator_t *animator);
#define BROKEN_SECONDS(animator) stored_duration(animator)
#define BROKEN_KIND BROKEN_NONE
#define BROKEN_ID "org.segue.fixture.wrong-default"
#define BROKEN_NAME "Wrong Default"
#define BROKEN_OWN_ENTRY
#include "broken_animator.h"

typedef struct instance {
    broken_instance_t base; /* first, so plugin_data is also the shared animator's instance */
    double duration;
} instance_t;

static double get_duration(const segue_animator_t *animator, uint32_t index);
static segue_status_t set_duration(const segue_animator_t *animator, uint32_t index, double value);

/* Accessors are filled in at load: ISO C has no constant function-to-void* conversion. */
static segue_parameter_t parameters[] = {
    {sizeof(segue_parameter_t), "duration", "Duration", "Seconds the slide takes.", SEGUE_PARAMETER_DOUBLE, 0.3, 0.05,
            2, NULL, NULL},
};

static const segue_animator_descriptor_t descriptors[] = {
    {sizeof(segue_animator_descriptor_t), BROKEN_ID, BROKEN_NAME, "Segue tests", "1.0.0", "A test fixture.",
            BROKEN_CAPABILITIES, parameters, 1},
};

static const segue_animator_t *create(const char *id) {
    if (!id || strcmp(id, BROKEN_ID) != 0) return NULL;
    instance_t *self = calloc(1, sizeof *self);
    if (!self) return NULL;
    self->base.animator = (segue_animator_t){sizeof(segue_animator_t), self, broken_duration, broken_animate, NULL,
            NULL, broken_destroy};
    self->duration = 0.5; /* the defect: not the declared default, 0.3 */
    return &self->base.animator;
}

FIXTURE_ENTRY(SEGUE_ABI_VERSION_MAJOR, descriptors, 1, create)

static double stored_duration(const segue_animator_t *animator) {
        return ((const instance_t *)animator->plugin_data)->duration; }

static instance_t *instance(const segue_animator_t *animator) { return animator ? animator->plugin_data : NULL; }

static double get_duration(const segue_animator_t *animator, uint32_t index) {
    return instance(animator) && index == 0 ? instance(animator)->duration : NAN;
}
static segue_status_t set_duration(const segue_animator_t *animator, uint32_t index, double value) {
    if (!instance(animator) || index != 0) return SEGUE_ERROR_NOT_FOUND;
    if (!(value >= 0.05 && value <= 2)) return SEGUE_ERROR_OUT_OF_RANGE; /* NaN fails both comparisons */
    instance(animator)->duration = value;
    return SEGUE_OK;
}

/* Runs when the library loads, before the host can read the descriptors. */
__attribute__((constructor)) static void fill_accessors(void) {
    parameters[0].get = (const void *)(uintptr_t)get_duration;
    parameters[0].set = (const void *)(uintptr_t)set_duration;
}
