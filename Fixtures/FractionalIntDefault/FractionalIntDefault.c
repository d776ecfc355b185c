/* Declares an int64 parameter whose default, 2.5, is not a whole number. */
#define BROKEN_KIND BROKEN_NONE
#define BROKEN_ID "org.segue.fixture.fractional-int-default"
#define BROKEN_NAME "Fractional Int Default"
#define BROKEN_OWN_ENTRY
#include "broken_animator.h"

typedef struct instance {
    broken_instance_t base; /* first, so plugin_data is also the shared animator's instance */
    int64_t count;
    bool flag;
} instance_t;

static int64_t get_count(const segue_animator_t *animator, uint32_t index);
static segue_status_t set_count(const segue_animator_t *animator, uint32_t index, int64_t value);
static bool get_flag(const segue_animator_t *animator, uint32_t index);
static segue_status_t set_flag(const segue_animator_t *animator, uint32_t index, bool value);

/* Accessors are filled in at load: ISO C has no constant function-to-void* conversion. */
static segue_parameter_t parameters[] = {
    {sizeof(segue_parameter_t), "count", "Count", "An int64 with a fractional default.", SEGUE_PARAMETER_INT64, 2.5, 1,
            10, NULL, NULL},
    {sizeof(segue_parameter_t), "flag", "Flag", "A bool.", SEGUE_PARAMETER_BOOL, 0, 0, 1, NULL, NULL},
};

static const segue_animator_descriptor_t descriptors[] = {
    {sizeof(segue_animator_descriptor_t), BROKEN_ID, BROKEN_NAME, "Segue tests", "1.0.0", "A test fixture.",
            BROKEN_CAPABILITIES, parameters, 2},
};

static const segue_animator_t *create(const char *id) {
    if (!id || strcmp(id, BROKEN_ID) != 0) return NULL;
    instance_t *self = calloc(1, sizeof *self);
    if (!self) return NULL;
    self->base.animator = (segue_animator_t){sizeof(segue_animator_t), self, broken_duration, broken_animate, NULL,
            NULL, broken_destroy};
    self->count = 2; /* the declared default truncated, as (int64_t)2.5 would */
    self->flag = false;
    return &self->base.animator;
}

FIXTURE_ENTRY(SEGUE_ABI_VERSION_MAJOR, descriptors, 1, create)

static instance_t *instance(const segue_animator_t *animator) { return animator ? animator->plugin_data : NULL; }

static int64_t get_count(const segue_animator_t *animator, uint32_t index) {
    return instance(animator) && index == 0 ? instance(animator)->count : -1;
}
static segue_status_t set_count(const segue_animator_t *animator, uint32_t index, int64_t value) {
    if (!instance(animator) || index != 0) return SEGUE_ERROR_NOT_FOUND;
    if (value < 1 || value > 10) return SEGUE_ERROR_OUT_OF_RANGE;
    instance(animator)->count = value;
    return SEGUE_OK;
}
static bool get_flag(const segue_animator_t *animator, uint32_t index) {
    return instance(animator) && index == 1 ? instance(animator)->flag : false;
}
static segue_status_t set_flag(const segue_animator_t *animator, uint32_t index, bool value) {
    if (!instance(animator) || index != 1) return SEGUE_ERROR_NOT_FOUND;
    instance(animator)->flag = value;
    return SEGUE_OK;
}

/* Runs when the library loads, before the host can read the descriptors. */
__attribute__((constructor)) static void fill_accessors(void) {
    parameters[0].get = (const void *)(uintptr_t)get_count;
    parameters[0].set = (const void *)(uintptr_t)set_count;
    parameters[1].get = (const void *)(uintptr_t)get_flag;
    parameters[1].set = (const void *)(uintptr_t)set_flag;
}
