/* ServiceProbe.c: a benchmark-only plugin that calls one context service many times, so the cost
 * of a call through the plugin ABI can be measured against its native twin.
 *
 * On a presentation it puts the "to" view in the container, then calls the service chosen by
 * the `service` parameter `calls` times (1: set_property with a frame that changes every call,
 * 2: is_animated, 0: nothing), then completes the transition at once. `segue bench` and the
 * benchmark suite compile it with cc on first use; it is not a bundled plugin. */
#include <math.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "segue/segue.h"

enum { PROBE_CALLS = 0, PROBE_SERVICE = 1, PROBE_PARAMETER_COUNT = 2 };

/* One animator instance: the vtable the host sees, then its parameter values. */
typedef struct {
    segue_animator_t animator;
    double values[PROBE_PARAMETER_COUNT];
} probe_t;

static uint32_t init_count;

static double parameter_get(const segue_animator_t *animator, uint32_t index);
static segue_status_t parameter_set(const segue_animator_t *animator, uint32_t index, double value);

/* The accessors are stored by the first init: ISO C cannot put a function in a const void *. */
static segue_parameter_t parameters[PROBE_PARAMETER_COUNT] = {
    {sizeof(segue_parameter_t), "calls", "Calls", "Service calls per transition.", SEGUE_PARAMETER_DOUBLE, 0, 0, 1e8,
     NULL, NULL},
    {sizeof(segue_parameter_t), "service", "Service", "0 none, 1 set_property (frame), 2 is_animated.",
     SEGUE_PARAMETER_DOUBLE, 0, 0, 2, NULL, NULL},
};

static const segue_animator_descriptor_t descriptor = {
    sizeof(segue_animator_descriptor_t), "org.segue.bench.service-probe", "Service Probe", "Segue benchmarks", "1.0.0",
    "Calls one context service many times, then completes at once; for benchmarks only.",
    SEGUE_CAPABILITY_PRESENT, parameters, PROBE_PARAMETER_COUNT,
};

static double parameter_get(const segue_animator_t *animator, uint32_t index) {
    return animator != NULL && index < PROBE_PARAMETER_COUNT ? ((probe_t *)animator->plugin_data)->values[index] : NAN;
}

static segue_status_t parameter_set(const segue_animator_t *animator, uint32_t index, double value) {
    if (animator == NULL) return SEGUE_ERROR_INVALID_ARGUMENT;
    if (index >= PROBE_PARAMETER_COUNT) return SEGUE_ERROR_NOT_FOUND;
    if (!isfinite(value) || value < parameters[index].min_value || value > parameters[index].max_value) {
        return SEGUE_ERROR_OUT_OF_RANGE;
    }
    ((probe_t *)animator->plugin_data)->values[index] = value;
    return SEGUE_OK;
}

static double transition_duration(const segue_animator_t *animator, const segue_context_t *context) {
    (void)animator, (void)context;
    return 0;
}

/* The measured loop: `calls` calls of one service; the results are summed so none is dropped. */
static long call_service(const segue_context_t *context, segue_view_t view, int service, long calls) {
    long answered = 0;
    segue_property_value_t frame;
    memset(&frame, 0, sizeof frame);
    frame.property = SEGUE_PROPERTY_FRAME;
    frame.value.rect = (segue_rect_t){0, 0, 400, 800};
    for (long i = 0; i < calls; i++) {
        if (service == 1) {
            frame.value.rect.x = (double)(i & 1023);
            answered += context->set_property(context, view, &frame) == SEGUE_OK;
        } else if (service == 2) {
            answered += context->is_animated(context);
        }
    }
    return answered;
}

static void animate_transition(const segue_animator_t *animator, const segue_context_t *context) {
    probe_t *probe = animator->plugin_data;
    segue_view_t container = SEGUE_NO_HANDLE, to_view = SEGUE_NO_HANDLE;
    context->container_view(context, &container);
    context->view_for_key(context, SEGUE_KEY_TO, &to_view);
    if (to_view != SEGUE_NO_HANDLE) context->add_subview(context, container, to_view);
    long calls = (long)probe->values[PROBE_CALLS];
    bool all_answered = call_service(context, to_view, (int)probe->values[PROBE_SERVICE], calls) == calls;
    context->complete_transition(context, all_answered || probe->values[PROBE_SERVICE] == 0);
}

static void destroy(const segue_animator_t *animator) {
    free(animator->plugin_data);
}

static bool plugin_init(const segue_host_t *host) {
    if (host == NULL && init_count == 0) return false;
    double (*getter)(const segue_animator_t *, uint32_t) = parameter_get;
    segue_status_t (*setter)(const segue_animator_t *, uint32_t, double) = parameter_set;
    for (uint32_t i = 0; i < PROBE_PARAMETER_COUNT; i++) {
        memcpy(&parameters[i].get, &getter, sizeof parameters[i].get);
        memcpy(&parameters[i].set, &setter, sizeof parameters[i].set);
    }
    init_count += 1;
    return true;
}

static void plugin_deinit(void) {
    if (init_count > 0) init_count -= 1;
}

static uint32_t animator_count(void) { return init_count > 0 ? 1u : 0u; }

static const segue_animator_descriptor_t *animator_descriptor(uint32_t index) {
    return init_count > 0 && index == 0 ? &descriptor : NULL;
}

static const segue_animator_t *create_animator(const char *id) {
    if (init_count == 0 || id == NULL || strcmp(id, descriptor.id) != 0) return NULL;
    probe_t *probe = calloc(1, sizeof *probe);
    if (probe == NULL) return NULL;
    probe->animator = (segue_animator_t){sizeof(segue_animator_t), probe, transition_duration, animate_transition, NULL,
                                         NULL, destroy};
    for (uint32_t i = 0; i < PROBE_PARAMETER_COUNT; i++) probe->values[i] = parameters[i].default_value;
    return &probe->animator;
}

static const void *get_extension(const char *id) {
    (void)id;
    return NULL;
}

extern const segue_plugin_entry_t segue_plugin_entry;
const segue_plugin_entry_t segue_plugin_entry = {
    {SEGUE_ABI_VERSION_MAJOR, SEGUE_ABI_VERSION_MINOR, SEGUE_ABI_VERSION_PATCH},
    plugin_init, plugin_deinit, animator_count, animator_descriptor, create_animator, get_extension,
};
