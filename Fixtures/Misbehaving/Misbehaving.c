/* Animators that break the ABI's rules one at a time, so the host's defences can be tested,
 * plus one well-behaved animator whose three parameters (double, int64, bool) exercise the
 * host's libffi accessor calls. What the host answered is reported through host->log as
 * "<what> status <N>" so tests can read it back. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fixture.h"

enum kind { NAN_DURATION, NEVER_COMPLETES, COMPLETES_TWICE, FORGED_HANDLE, PARAMETERS, LOGS_IN_A_LOOP, KIND_COUNT };

/* Lines LOGS_IN_A_LOOP logs in each animate_transition: past a plugin process's cap of 1000 per call. */
enum { LOOP_LOG_LINES = 1500 };

typedef struct instance {
    segue_animator_t animator;
    int kind;
    double speed;
    int64_t count;
    bool enabled;
} instance_t;

static double get_double(const segue_animator_t *animator, uint32_t index);
static segue_status_t set_double(const segue_animator_t *animator, uint32_t index, double value);
static int64_t get_int64(const segue_animator_t *animator, uint32_t index);
static segue_status_t set_int64(const segue_animator_t *animator, uint32_t index, int64_t value);
static bool get_bool(const segue_animator_t *animator, uint32_t index);
static segue_status_t set_bool(const segue_animator_t *animator, uint32_t index, bool value);

/* Accessors are filled in at first use: ISO C has no constant function-to-void* conversion. */
static segue_parameter_t parameters[] = {
    {sizeof(segue_parameter_t), "speed", "Speed", "A double.", SEGUE_PARAMETER_DOUBLE, 1, 0, 10, NULL, NULL},
    {sizeof(segue_parameter_t), "count", "Count", "An int64.", SEGUE_PARAMETER_INT64, 3, 0, 100, NULL, NULL},
    {sizeof(segue_parameter_t), "enabled", "Enabled", "A bool.", SEGUE_PARAMETER_BOOL, 1, 0, 1, NULL, NULL},
};

#define ALL_CAPABILITIES (SEGUE_CAPABILITY_PRESENT | SEGUE_CAPABILITY_DISMISS | SEGUE_CAPABILITY_INTERACTIVE)
static segue_animator_descriptor_t descriptors[KIND_COUNT] = {
    FIXTURE_DESCRIPTOR("org.segue.fixture.nan-duration", "NaN Duration", "1.0.0", ALL_CAPABILITIES),
    FIXTURE_DESCRIPTOR("org.segue.fixture.never-completes", "Never Completes", "1.0.0", ALL_CAPABILITIES),
    FIXTURE_DESCRIPTOR("org.segue.fixture.completes-twice", "Completes Twice", "1.0.0", ALL_CAPABILITIES),
    FIXTURE_DESCRIPTOR("org.segue.fixture.forged-handle", "Forged Handle", "1.0.0", ALL_CAPABILITIES),
    {sizeof(segue_animator_descriptor_t), "org.segue.fixture.parameters", "Parameters", "Segue tests", "1.0.0",
     "Three typed parameters.", ALL_CAPABILITIES, parameters, 3},
    FIXTURE_DESCRIPTOR("org.segue.fixture.logs-in-a-loop", "Logs In A Loop", "1.0.0", ALL_CAPABILITIES),
};

static const segue_animator_t *create(const char *id);
FIXTURE_ENTRY(SEGUE_ABI_VERSION_MAJOR, descriptors, KIND_COUNT, create)

static void report(const char *what, segue_status_t status) {
    char line[128];
    snprintf(line, sizeof line, "%s status %d", what, (int)status);
    if (fixture_host) fixture_host->log(fixture_host, SEGUE_LOG_INFO, line);
}

static double duration(const segue_animator_t *animator, const segue_context_t *context) {
    (void)context;
    const instance_t *self = animator->plugin_data;
    return self->kind == NAN_DURATION ? NAN : 0.25;
}

/* The container handle of the previous transition, to try again as a stale handle. */
static segue_view_t previous_container;

static void animate(const segue_animator_t *animator, const segue_context_t *context) {
    const instance_t *self = animator->plugin_data;
    switch (self->kind) {
    case NEVER_COMPLETES:
        return;
    case COMPLETES_TWICE:
        report("first complete", context->complete_transition(context, true));
        report("second complete", context->complete_transition(context, true));
        return;
    case FORGED_HANDLE: {
        segue_property_value_t alpha;
        alpha.property = SEGUE_PROPERTY_ALPHA;
        alpha.value.number = 0.5;
        report("forged", context->set_property(context, (segue_view_t)0xdeadbeefULL, &alpha));
        if (previous_container) report("stale", context->set_property(context, previous_container, &alpha));
        context->container_view(context, &previous_container);
        report("after", SEGUE_OK);
        context->complete_transition(context, !context->transition_was_cancelled(context));
        return;
    }
    case LOGS_IN_A_LOOP:
        for (int line = 0; line < LOOP_LOG_LINES; line++) report("loop line", SEGUE_OK);
        context->complete_transition(context, !context->transition_was_cancelled(context));
        return;
    default:
        context->complete_transition(context, !context->transition_was_cancelled(context));
    }
}

static void destroy(const segue_animator_t *animator) {
    free(animator ? animator->plugin_data : NULL);
}

static const segue_animator_t *create(const char *id) {
    if (!id || !fixture_init_count) return NULL;
    for (int kind = 0; kind < KIND_COUNT; kind++) {
        if (strcmp(id, descriptors[kind].id) != 0) continue;
        instance_t *self = calloc(1, sizeof *self);
        if (!self) return NULL;
        self->animator = (segue_animator_t){sizeof(segue_animator_t), self, duration, animate, NULL, NULL, destroy};
        self->kind = kind;
        self->speed = 1;
        self->count = 3;
        self->enabled = true;
        return &self->animator;
    }
    return NULL;
}

/* The accessors check their index and type, as a careful plugin would. */
static instance_t *instance(const segue_animator_t *animator) { return animator ? animator->plugin_data : NULL; }

static double get_double(const segue_animator_t *animator, uint32_t index) {
    return instance(animator) && index == 0 ? instance(animator)->speed : NAN;
}
static segue_status_t set_double(const segue_animator_t *animator, uint32_t index, double value) {
    if (!instance(animator) || index != 0) return SEGUE_ERROR_NOT_FOUND;
    if (!(value >= 0 && value <= 10)) return SEGUE_ERROR_OUT_OF_RANGE;
    instance(animator)->speed = value;
    return SEGUE_OK;
}
static int64_t get_int64(const segue_animator_t *animator, uint32_t index) {
    return instance(animator) && index == 1 ? instance(animator)->count : -1;
}
static segue_status_t set_int64(const segue_animator_t *animator, uint32_t index, int64_t value) {
    if (!instance(animator) || index != 1) return SEGUE_ERROR_NOT_FOUND;
    if (value < 0 || value > 100) return SEGUE_ERROR_OUT_OF_RANGE;
    instance(animator)->count = value;
    return SEGUE_OK;
}
static bool get_bool(const segue_animator_t *animator, uint32_t index) {
    return instance(animator) && index == 2 ? instance(animator)->enabled : false;
}
static segue_status_t set_bool(const segue_animator_t *animator, uint32_t index, bool value) {
    if (!instance(animator) || index != 2) return SEGUE_ERROR_NOT_FOUND;
    instance(animator)->enabled = value;
    return SEGUE_OK;
}

/* Runs when the library loads, before the host can read the descriptors. */
__attribute__((constructor)) static void fill_accessors(void) {
    parameters[0].get = (const void *)(uintptr_t)get_double;
    parameters[0].set = (const void *)(uintptr_t)set_double;
    parameters[1].get = (const void *)(uintptr_t)get_int64;
    parameters[1].set = (const void *)(uintptr_t)set_int64;
    parameters[2].get = (const void *)(uintptr_t)get_bool;
    parameters[2].set = (const void *)(uintptr_t)set_bool;
}
