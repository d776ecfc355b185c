/* CoverVertical.c: the Cover Vertical animator as a plain C11 plugin.
 *
 * It mirrors SegueKit's CoverVerticalAnimator (ModalTransitionStyle.coverVertical): on a
 * presentation the "to" view slides up from below the container into its final frame; on a
 * dismissal the uncovered "to" view goes back beneath and the "from" view slides down and leaves.
 * Both run ease-in-out over `duration` seconds; `lift` pushes the off-screen position further
 * down. The one slide is the whole transition, so the animator vends it as its interruptible
 * animation: an interaction can pause it mid-flight and run it on or back. The library exports
 * `segue_plugin_entry` only; everything else is static. */

#include <math.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "segue/segue.h"

/* Parameter indices, in descriptor order. */
enum {
    COVER_PARAM_DURATION = 0,
    COVER_PARAM_LIFT = 1,
    COVER_PARAM_COUNT = 2,
};

/* One animator instance: the vtable the host sees, its parameter values and the state of the
 * transition it is running (one at a time, per animator.h). */
typedef struct cover_instance {
    segue_animator_t animator;
    double values[COVER_PARAM_COUNT];
    /* The view that slides, and whether it slides in (presentation) or out (dismissal). */
    segue_view_t moving_view;
    bool presenting;
    /* The transition started (by animate_transition or interruptible_animation, whichever came
     * first) and its slide, NULL and SEGUE_NO_HANDLE between transitions: animator.h asks for the
     * same animation on every call within a transition. */
    const segue_context_t *started;
    segue_animation_t slide;
} cover_instance_t;

/* How many unbalanced `init` calls there are; 0 means not initialised. */
static uint32_t init_count = 0;
/* The host from the first `init`, valid until the last `deinit`. */
static const segue_host_t *plugin_host = NULL;

static double parameter_get(const segue_animator_t *animator, uint32_t index);
static segue_status_t parameter_set(const segue_animator_t *animator, uint32_t index, double value);

/* The parameters; `get`/`set` are filled in by the first `init` because ISO C has no constant
 * conversion from a function pointer to `const void *`. */
static segue_parameter_t parameters[COVER_PARAM_COUNT] = {
    {
        sizeof(segue_parameter_t),
        "duration",
        "Duration",
        "Seconds the slide takes.",
        SEGUE_PARAMETER_DOUBLE,
        0.5, /* CoverVerticalAnimator.duration */
        0.0,
        5.0,
        NULL,
        NULL,
    },
    {
        sizeof(segue_parameter_t),
        "lift",
        "Lift",
        "Extra distance in points below the container the view starts from (present) or ends at (dismiss).",
        SEGUE_PARAMETER_DOUBLE,
        0.0,
        0.0,
        400.0,
        NULL,
        NULL,
    },
};

/* The one animator this library offers. */
static const segue_animator_descriptor_t descriptor = {
    sizeof(segue_animator_descriptor_t),
    "org.segue.cover-vertical",
    "Cover Vertical",
    "Segue",
    "1.0.0",
    "The presented view slides up from the bottom edge and slides back down on dismissal; written in plain C.",
    SEGUE_CAPABILITY_PRESENT | SEGUE_CAPABILITY_DISMISS | SEGUE_CAPABILITY_INTERACTIVE | SEGUE_CAPABILITY_INTERRUPTIBLE,
    parameters,
    COVER_PARAM_COUNT,
};

/* Formats and forwards one warning to host->log; silently drops it without a usable host. */
static void log_warning(const char *format, ...) {
    const segue_host_t *host = plugin_host;
    if (host == NULL || !segue_struct_has_field(host->size, offsetof(segue_host_t, log) + sizeof host->log)
        || host->log == NULL) {
        return;
    }
    char message[256];
    va_list arguments;
    va_start(arguments, format);
    vsnprintf(message, sizeof message, format, arguments);
    va_end(arguments);
    host->log(host, SEGUE_LOG_WARNING, message);
}

/* The instance behind `animator`, or NULL when the host passed nothing usable. */
static cover_instance_t *instance_of(const segue_animator_t *animator) {
    return animator == NULL ? NULL : (cover_instance_t *)animator->plugin_data;
}

/* MARK: Parameters */

/* Reads parameter `index` of `animator`; NAN when either is unknown. */
static double parameter_get(const segue_animator_t *animator, uint32_t index) {
    cover_instance_t *instance = instance_of(animator);
    if (instance == NULL || index >= COVER_PARAM_COUNT) {
        return (double)NAN;
    }
    return instance->values[index];
}

/* Writes parameter `index` of `animator` after checking it lies within the declared range. */
static segue_status_t parameter_set(const segue_animator_t *animator, uint32_t index, double value) {
    cover_instance_t *instance = instance_of(animator);
    if (instance == NULL) {
        return SEGUE_ERROR_INVALID_ARGUMENT;
    }
    if (index >= COVER_PARAM_COUNT) {
        return SEGUE_ERROR_NOT_FOUND;
    }
    if (!isfinite(value) || value < parameters[index].min_value || value > parameters[index].max_value) {
        return SEGUE_ERROR_OUT_OF_RANGE;
    }
    instance->values[index] = value;
    return SEGUE_OK;
}

/* MARK: The animator */

/* UIKit's transitionDuration: the instance's `duration` parameter, whatever the context. */
static double transition_duration(const segue_animator_t *animator, const segue_context_t *context) {
    (void)context;
    cover_instance_t *instance = instance_of(animator);
    return instance == NULL ? 0.0 : instance->values[COVER_PARAM_DURATION];
}

/* Ends the transition with !transition_was_cancelled, logging if the host refuses. */
static void finish(const segue_context_t *context) {
    bool success = !context->transition_was_cancelled(context);
    segue_status_t status = context->complete_transition(context, success);
    if (status != SEGUE_OK) {
        log_warning("cover-vertical: complete_transition failed (status %d)", (int)status);
    }
}

/* The Swift completion: drop the moving view when a presentation was cancelled or a dismissal
 * succeeded, then complete the transition. Also used directly when `animate` is refused. */
static void slide_completed(void *completion_data, const segue_context_t *context, segue_animation_t animation,
                            int32_t position) {
    (void)animation;
    (void)position;
    cover_instance_t *instance = completion_data;
    if (context == NULL) {
        return;
    }
    bool success = !context->transition_was_cancelled(context);
    if (instance != NULL && instance->moving_view != SEGUE_NO_HANDLE) {
        bool leaves = instance->presenting ? !success : success;
        if (leaves) {
            segue_status_t status = context->remove_from_superview(context, instance->moving_view);
            if (status != SEGUE_OK) {
                log_warning("cover-vertical: remove_from_superview failed (status %d)", (int)status);
            }
        }
        instance->moving_view = SEGUE_NO_HANDLE;
    }
    finish(context);
}

/* Sets `view`'s frame at once; logs and answers false when the host refuses. */
static bool set_frame(const segue_context_t *context, segue_view_t view, segue_rect_t frame, const char *what) {
    segue_property_value_t value;
    memset(&value, 0, sizeof value);
    value.property = SEGUE_PROPERTY_FRAME;
    value.value.rect = frame;
    segue_status_t status = context->set_property(context, view, &value);
    if (status != SEGUE_OK) {
        log_warning("cover-vertical: setting the %s frame failed (status %d)", what, (int)status);
        return false;
    }
    return true;
}

/* Reads a rect property of `view` into `out`; logs and answers false when the host refuses. */
static bool get_rect(const segue_context_t *context, segue_view_t view, int32_t property, segue_rect_t *out,
                     const char *what) {
    segue_property_value_t value;
    memset(&value, 0, sizeof value);
    value.property = property;
    segue_status_t status = context->get_property(context, view, &value);
    if (status != SEGUE_OK) {
        log_warning("cover-vertical: reading the %s failed (status %d)", what, (int)status);
        return false;
    }
    *out = value.value.rect;
    return true;
}

/* Slides `instance->moving_view` to `target` with the native timing; if the host refuses the
 * animation, jumps there and runs the completion at once so the transition still ends. */
static void run_slide(cover_instance_t *instance, const segue_context_t *context, segue_rect_t target) {
    segue_property_target_t slide;
    memset(&slide, 0, sizeof slide);
    slide.view = instance->moving_view;
    slide.target.property = SEGUE_PROPERTY_FRAME;
    slide.target.value.rect = target;

    segue_animation_desc_t animation;
    memset(&animation, 0, sizeof animation);
    animation.size = sizeof(segue_animation_desc_t);
    animation.duration = instance->values[COVER_PARAM_DURATION];
    animation.delay = 0.0;
    animation.timing.kind = SEGUE_TIMING_EASE_IN_OUT; /* TimingCurve.easeInOut */
    animation.targets = &slide;
    animation.target_count = 1;
    animation.completion = slide_completed;
    animation.completion_data = instance;

    segue_status_t status = context->animate(context, &animation, &instance->slide);
    if (status != SEGUE_OK) {
        instance->slide = SEGUE_NO_HANDLE;
        log_warning("cover-vertical: animate failed (status %d); jumping to the end state", (int)status);
        set_frame(context, instance->moving_view, target, "target");
        slide_completed(instance, context, SEGUE_NO_HANDLE, SEGUE_POSITION_END);
    }
}

/* insertUncoveredView: puts the dismissal's "to" view, when there is one, at the back of the
 * container at its final frame (unless that is zero), beneath the view that leaves. */
static void insert_uncovered_view(const segue_context_t *context, segue_view_t container) {
    segue_view_t to_view = SEGUE_NO_HANDLE;
    segue_status_t status = context->view_for_key(context, SEGUE_KEY_TO, &to_view);
    if (status != SEGUE_OK) {
        log_warning("cover-vertical: view_for_key(to) failed (status %d)", (int)status);
        return;
    }
    if (to_view == SEGUE_NO_HANDLE) {
        return;
    }
    segue_controller_t to_controller = SEGUE_NO_HANDLE;
    status = context->controller_for_key(context, SEGUE_KEY_TO, &to_controller);
    if (status != SEGUE_OK || to_controller == SEGUE_NO_HANDLE) {
        log_warning("cover-vertical: controller_for_key(to) failed (status %d)", (int)status);
        return;
    }
    segue_rect_t final_frame;
    status = context->final_frame(context, to_controller, &final_frame);
    if (status != SEGUE_OK) {
        log_warning("cover-vertical: final_frame(to) failed (status %d)", (int)status);
    } else if (final_frame.x != 0 || final_frame.y != 0 || final_frame.width != 0 || final_frame.height != 0) {
        set_frame(context, to_view, final_frame, "uncovered view's");
    }
    status = context->insert_subview(context, container, to_view, 0);
    if (status != SEGUE_OK) {
        log_warning("cover-vertical: insert_subview of the uncovered view failed (status %d)", (int)status);
    }
}

/* The presentation: the "to" view goes on top of the container just below its bottom edge
 * (plus `lift`) and slides up into its final frame. */
static void animate_presentation(cover_instance_t *instance, const segue_context_t *context, segue_view_t container,
                                 double height) {
    segue_controller_t to_controller = SEGUE_NO_HANDLE;
    segue_view_t to_view = SEGUE_NO_HANDLE;
    segue_status_t status = context->controller_for_key(context, SEGUE_KEY_TO, &to_controller);
    if (status != SEGUE_OK || to_controller == SEGUE_NO_HANDLE) {
        log_warning("cover-vertical: controller_for_key(to) failed (status %d)", (int)status);
        finish(context);
        return;
    }
    status = context->view_for_key(context, SEGUE_KEY_TO, &to_view);
    if (status != SEGUE_OK || to_view == SEGUE_NO_HANDLE) {
        log_warning("cover-vertical: no \"to\" view to present (status %d)", (int)status);
        finish(context);
        return;
    }
    segue_rect_t final_frame;
    status = context->final_frame(context, to_controller, &final_frame);
    if (status != SEGUE_OK) {
        log_warning("cover-vertical: final_frame(to) failed (status %d)", (int)status);
        finish(context);
        return;
    }
    status = context->add_subview(context, container, to_view);
    if (status != SEGUE_OK) {
        log_warning("cover-vertical: add_subview of the \"to\" view failed (status %d)", (int)status);
        finish(context);
        return;
    }
    /* final.offsetBy(dx: 0, dy: height - final.minY), lowered by `lift`. */
    segue_rect_t start = final_frame;
    start.y = final_frame.y + (height - final_frame.y + instance->values[COVER_PARAM_LIFT]);
    set_frame(context, to_view, start, "starting");

    instance->moving_view = to_view;
    instance->presenting = true;
    run_slide(instance, context, final_frame);
}

/* The dismissal: the uncovered view goes beneath, then the "from" view slides from where it is
 * to just below the container's bottom edge (plus `lift`). */
static void animate_dismissal(cover_instance_t *instance, const segue_context_t *context, segue_view_t container,
                              double height) {
    segue_view_t from_view = SEGUE_NO_HANDLE;
    segue_status_t status = context->view_for_key(context, SEGUE_KEY_FROM, &from_view);
    if (status != SEGUE_OK || from_view == SEGUE_NO_HANDLE) {
        log_warning("cover-vertical: no \"from\" view to dismiss (status %d)", (int)status);
        finish(context);
        return;
    }
    insert_uncovered_view(context, container);
    segue_rect_t start;
    if (!get_rect(context, from_view, SEGUE_PROPERTY_FRAME, &start, "\"from\" view's frame")) {
        finish(context);
        return;
    }
    /* start.offsetBy(dx: 0, dy: height - start.minY), lowered by `lift`. */
    segue_rect_t end = start;
    end.y = start.y + (height - start.y + instance->values[COVER_PARAM_LIFT]);

    instance->moving_view = from_view;
    instance->presenting = false;
    run_slide(instance, context, end);
}

/* Puts the views in place and starts the slide, once per transition. Like the Swift animator
 * it always goes through the engine, even when is_animated is false (the host then runs the
 * animation to its end at once). */
static void start_transition(cover_instance_t *instance, const segue_context_t *context) {
    if (instance->started == context) {
        return;
    }
    instance->started = context;
    instance->slide = SEGUE_NO_HANDLE;
    instance->moving_view = SEGUE_NO_HANDLE;

    segue_view_t container = SEGUE_NO_HANDLE;
    segue_status_t status = context->container_view(context, &container);
    if (status != SEGUE_OK || container == SEGUE_NO_HANDLE) {
        log_warning("cover-vertical: container_view failed (status %d)", (int)status);
        finish(context);
        return;
    }
    segue_rect_t bounds;
    if (!get_rect(context, container, SEGUE_PROPERTY_BOUNDS, &bounds, "container's bounds")) {
        finish(context);
        return;
    }

    int32_t operation = context->operation(context);
    switch (operation) {
    case SEGUE_OPERATION_PRESENT:
    case SEGUE_OPERATION_PUSH:
    case SEGUE_OPERATION_TAB:
    case SEGUE_OPERATION_CONTAINER:
        animate_presentation(instance, context, container, bounds.height);
        break;
    case SEGUE_OPERATION_DISMISS:
    case SEGUE_OPERATION_POP:
        animate_dismissal(instance, context, container, bounds.height);
        break;
    default:
        log_warning("cover-vertical: unknown operation %d", (int)operation);
        finish(context);
        break;
    }
}

/* UIKit's animateTransition: starts the transition, unless an interaction already did by
 * asking for the interruptible animation. */
static void animate_transition(const segue_animator_t *animator, const segue_context_t *context) {
    cover_instance_t *instance = instance_of(animator);
    if (context == NULL) {
        log_warning("cover-vertical: animate_transition called without a context");
        return;
    }
    if (instance == NULL) {
        log_warning("cover-vertical: animate_transition called without an animator");
        finish(context);
        return;
    }
    start_transition(instance, context);
}

/* UIKit's interruptibleAnimator(using:): the slide, started here when animate_transition has
 * not run yet. SEGUE_ERROR_NOT_FOUND when the transition ended without one (a refused call). */
static segue_status_t interruptible_animation(const segue_animator_t *animator, const segue_context_t *context,
                                              segue_animation_t *out_animation) {
    cover_instance_t *instance = instance_of(animator);
    if (instance == NULL || context == NULL || out_animation == NULL) {
        return SEGUE_ERROR_INVALID_ARGUMENT;
    }
    start_transition(instance, context);
    if (instance->slide == SEGUE_NO_HANDLE) {
        return SEGUE_ERROR_NOT_FOUND;
    }
    *out_animation = instance->slide;
    return SEGUE_OK;
}

/* Forgets the ended transition, so the next one starts afresh (the completion tidied the views). */
static void animation_ended(const segue_animator_t *animator, bool transition_completed) {
    (void)transition_completed;
    cover_instance_t *instance = instance_of(animator);
    if (instance != NULL) {
        instance->started = NULL;
        instance->slide = SEGUE_NO_HANDLE;
    }
}

/* Frees an instance made by create_animator; NULL does nothing. */
static void destroy(const segue_animator_t *animator) {
    free(instance_of(animator));
}

/* MARK: The entry */

/* Reference-counted start-up: the first call keeps the host and fills the accessor slots. */
static bool plugin_init(const segue_host_t *host) {
    if (init_count > 0) {
        init_count += 1;
        return true;
    }
    if (host == NULL) {
        return false;
    }
    plugin_host = host;
    /* memcpy is the portable way to store a function's address in the ABI's `const void *`. */
    double (*getter)(const segue_animator_t *, uint32_t) = parameter_get;
    segue_status_t (*setter)(const segue_animator_t *, uint32_t, double) = parameter_set;
    for (uint32_t index = 0; index < COVER_PARAM_COUNT; index++) {
        memcpy(&parameters[index].get, &getter, sizeof parameters[index].get);
        memcpy(&parameters[index].set, &setter, sizeof parameters[index].set);
    }
    init_count = 1;
    return true;
}

/* Balances one init; the last forgets the host. Extra calls do nothing. */
static void plugin_deinit(void) {
    if (init_count == 0) {
        return;
    }
    init_count -= 1;
    if (init_count == 0) {
        plugin_host = NULL;
    }
}

/* One animator once initialised, none before. */
static uint32_t animator_count(void) {
    return init_count > 0 ? 1u : 0u;
}

/* The descriptor at `index`, or NULL out of range or before init. */
static const segue_animator_descriptor_t *animator_descriptor(uint32_t index) {
    return (init_count > 0 && index == 0) ? &descriptor : NULL;
}

/* A fresh instance with default parameters for our id; NULL otherwise or before init. */
static const segue_animator_t *create_animator(const char *id) {
    if (init_count == 0 || id == NULL || strcmp(id, descriptor.id) != 0) {
        return NULL;
    }
    cover_instance_t *instance = calloc(1, sizeof *instance);
    if (instance == NULL) {
        log_warning("cover-vertical: out of memory creating an animator");
        return NULL;
    }
    instance->animator.size = sizeof(segue_animator_t);
    instance->animator.plugin_data = instance;
    instance->animator.transition_duration = transition_duration;
    instance->animator.animate_transition = animate_transition;
    instance->animator.animation_ended = animation_ended;
    instance->animator.interruptible_animation = interruptible_animation;
    instance->animator.destroy = destroy;
    for (uint32_t index = 0; index < COVER_PARAM_COUNT; index++) {
        instance->values[index] = parameters[index].default_value;
    }
    instance->moving_view = SEGUE_NO_HANDLE;
    instance->presenting = false;
    instance->started = NULL;
    instance->slide = SEGUE_NO_HANDLE;
    return &instance->animator;
}

/* No plugin-side extensions. */
static const void *get_extension(const char *id) {
    (void)id;
    return NULL;
}

/* The library's only exported symbol (declared first so it is visibly meant to be external). */
extern const segue_plugin_entry_t segue_plugin_entry;
const segue_plugin_entry_t segue_plugin_entry = {
    {SEGUE_ABI_VERSION_MAJOR, SEGUE_ABI_VERSION_MINOR, SEGUE_ABI_VERSION_PATCH},
    plugin_init,
    plugin_deinit,
    animator_count,
    animator_descriptor,
    create_animator,
    get_extension,
};
