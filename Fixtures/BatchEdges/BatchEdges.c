/* BatchEdges.c: the calls an isolated plugin's proxy may answer itself (ForwardedCallBatch)
 * mixed with ones the host refuses, so a test can check that a plugin observes the same
 * statuses and the host reports the same refusals in process and isolated. Two animators:
 * `org.segue.fixture.batch-edges` logs every status it observed and completes; the same with
 * `-then-crash` raises SIGSEGV right after its batchable calls, before anything flushes them. */

#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "segue/segue.h"

typedef struct edges_instance {
    segue_animator_t animator;
    bool crashes;
    /* A snapshot of the last transition, kept to try it (stale) in the next one. */
    segue_view_t last_snapshot;
    segue_view_t snapshot;
} edges_instance_t;

static const segue_host_t *plugin_host = NULL;
static uint32_t init_count = 0;

static const segue_animator_descriptor_t descriptors[] = {
    {sizeof(segue_animator_descriptor_t), "org.segue.fixture.batch-edges", "Batch Edges", "Segue tests", "1.0.0",
     "Mixes calls the proxy may batch with refused ones, logging each status.",
     SEGUE_CAPABILITY_PRESENT | SEGUE_CAPABILITY_DISMISS, NULL, 0},
    {sizeof(segue_animator_descriptor_t), "org.segue.fixture.batch-edges-then-crash", "Batch Edges Then Crash",
            "Segue tests",
     "1.0.0", "Makes batchable calls, then crashes before they are sent.",
             SEGUE_CAPABILITY_PRESENT | SEGUE_CAPABILITY_DISMISS,
     NULL, 0},
};

static void say(const char *text) {
    if (plugin_host != NULL && plugin_host->log != NULL) plugin_host->log(plugin_host, SEGUE_LOG_INFO, text);
}

static segue_status_t set_number(const segue_context_t *context, segue_view_t view, int32_t property, double number) {
    segue_property_value_t value;
    memset(&value, 0, sizeof value);
    value.property = property;
    value.value.number = number;
    return context->set_property(context, view, &value);
}

static segue_status_t set_frame(const segue_context_t *context, segue_view_t view, segue_rect_t frame) {
    segue_property_value_t value;
    memset(&value, 0, sizeof value);
    value.property = SEGUE_PROPERTY_FRAME;
    value.value.rect = frame;
    return context->set_property(context, view, &value);
}

static void completed(void *data, const segue_context_t *context, segue_animation_t animation, int32_t position) {
    (void)animation;
    (void)position;
    edges_instance_t *instance = data;
    char line[160];
    int removed = (int)context->remove_from_superview(context, instance->snapshot);
    int done = (int)context->complete_transition(context, !context->transition_was_cancelled(context));
    /* After the end: the host refuses it as out of state, and so must the proxy's answer be. */
    int late = (int)set_number(context, instance->snapshot, SEGUE_PROPERTY_ALPHA, 1);
    snprintf(line, sizeof line, "completion: remove %d complete %d late set %d", removed, done, late);
    say(line);
    instance->last_snapshot = instance->snapshot;
}

static void animate_transition(const segue_animator_t *animator, const segue_context_t *context) {
    edges_instance_t *instance = animator->plugin_data;
    segue_view_t container = SEGUE_NO_HANDLE, moving = SEGUE_NO_HANDLE;
    context->container_view(context, &container);
    bool presenting = context->operation(context) != SEGUE_OPERATION_DISMISS;
    context->view_for_key(context, presenting ? SEGUE_KEY_TO : SEGUE_KEY_FROM, &moving);
    if (presenting) context->add_subview(context, container, moving);
    segue_snapshot_desc_t whole = {sizeof whole, false, false, {0, 0, 0, 0}, {0, 0, 0, 0}};
    int snapped = (int)context->snapshot_view(context, moving, &whole, &instance->snapshot);
    int statuses[9];
    statuses[0] = (int)context->add_subview(context, container, instance->snapshot);            /* batchable */
    statuses[1] = (int)set_frame(context, instance->snapshot, (segue_rect_t){0, 0, 10, 10});    /* batchable */
    statuses[2] = (int)set_number(context, instance->snapshot, SEGUE_PROPERTY_ALPHA, 0.5);     /* batchable */
    if (instance->crashes) raise(SIGSEGV);
    statuses[3] = (int)set_number(context, instance->snapshot, SEGUE_PROPERTY_ALPHA, NAN);     /* bad value */
    statuses[4] = (int)context->add_subview(context, instance->snapshot, instance->snapshot);  /* itself */
    statuses[5] = (int)context->insert_subview(context, container, instance->snapshot, -1);    /* bad index */
    statuses[6] = (int)set_number(context, instance->last_snapshot, SEGUE_PROPERTY_ALPHA, 1);  /* stale */
    statuses[7] = (int)context->add_subview(context, moving, container);                       /* a cycle */
    segue_property_value_t start;
    memset(&start, 0, sizeof start);
    start.property = SEGUE_PROPERTY_GRADIENT_START_POINT;
    statuses[8] = (int)context->set_property(context, instance->snapshot, &start);             /* no gradient */
    char line[200];
    snprintf(line, sizeof line, "animate: snapshot %d, then %d %d %d %d %d %d %d %d %d", snapped, statuses[0],
            statuses[1],
             statuses[2], statuses[3], statuses[4], statuses[5], statuses[6], statuses[7], statuses[8]);
    say(line);
    segue_property_target_t target = {instance->snapshot, {0}};
    target.target.property = SEGUE_PROPERTY_ALPHA;
    target.target.value.number = 0;
    segue_animation_desc_t fade;
    memset(&fade, 0, sizeof fade);
    fade.size = sizeof fade;
    fade.duration = 0.2;
    fade.timing.kind = SEGUE_TIMING_LINEAR;
    fade.targets = &target;
    fade.target_count = 1;
    fade.completion = completed;
    fade.completion_data = instance;
    if (context->animate(context, &fade, NULL) != SEGUE_OK)
        completed(instance, context, SEGUE_NO_HANDLE, SEGUE_POSITION_END);
}

static double transition_duration(const segue_animator_t *animator, const segue_context_t *context) {
    (void)animator;
    (void)context;
    return 0.2;
}

static void destroy(const segue_animator_t *animator) {
    free(animator->plugin_data);
}

static bool plugin_init(const segue_host_t *host) {
    if (init_count++ == 0) plugin_host = host;
    return true;
}

static void plugin_deinit(void) {
    if (init_count > 0 && --init_count == 0) plugin_host = NULL;
}

static uint32_t animator_count(void) {
    return init_count > 0 ? 2u : 0u;
}

static const segue_animator_descriptor_t *animator_descriptor(uint32_t index) {
    return init_count > 0 && index < 2 ? &descriptors[index] : NULL;
}

static const segue_animator_t *create_animator(const char *id) {
    if (init_count == 0 || id == NULL) return NULL;
    bool crashes = strcmp(id, descriptors[1].id) == 0;
    if (!crashes && strcmp(id, descriptors[0].id) != 0) return NULL;
    edges_instance_t *instance = calloc(1, sizeof *instance);
    if (instance == NULL) return NULL;
    instance->animator.size = sizeof(segue_animator_t);
    instance->animator.plugin_data = instance;
    instance->animator.transition_duration = transition_duration;
    instance->animator.animate_transition = animate_transition;
    instance->animator.destroy = destroy;
    instance->crashes = crashes;
    return &instance->animator;
}

extern const segue_plugin_entry_t segue_plugin_entry;
const segue_plugin_entry_t segue_plugin_entry = {
    {SEGUE_ABI_VERSION_MAJOR, SEGUE_ABI_VERSION_MINOR, SEGUE_ABI_VERSION_PATCH},
    plugin_init, plugin_deinit, animator_count, animator_descriptor, create_animator, NULL,
};
