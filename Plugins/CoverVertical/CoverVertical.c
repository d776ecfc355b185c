/* CoverVertical.c: the Cover Vertical animator as a plain C11 plugin.
 *
 * It mirrors SegueKit's CoverVerticalAnimator (ModalTransitionStyle.coverVertical): on a
 * presentation the "to" view slides up from below the container into its final frame; on a
 * dismissal the uncovered "to" view goes back beneath and the "from" view slides down and leaves.
 * Both run ease-in-out over `duration` seconds; `lift` pushes the off-screen position further
 * down. The one slide is the whole transition, so the animator vends it as its interruptible
 * animation: an interaction can pause it mid-flight and run it on or back. The library exports
 * `segue_plugin_entry` only; everything else is static. */

#include "segue/plugin_helpers.h"

/* Parameter indices, in descriptor order. */
enum {
    COVER_PARAM_DURATION = 0,
    COVER_PARAM_LIFT = 1,
    COVER_PARAM_COUNT = 2,
};

/* One animator instance: the helpers' vtable and parameter values, then the state of the
 * transition it is running (one at a time, per animator.h). */
typedef struct cover_instance {
    segue_plugin_instance_t base;
    /* The view that slides, and whether it slides in (presentation) or out (dismissal). */
    segue_view_t moving_view;
    bool presenting;
    /* The transition started (by animate_transition or interruptible_animation, whichever came
     * first) and its slide, NULL and SEGUE_NO_HANDLE between transitions: animator.h asks for the
     * same animation on every call within a transition. */
    const segue_context_t *started;
    segue_animation_t slide;
} cover_instance_t;

static segue_parameter_t parameters[COVER_PARAM_COUNT] = {
    SEGUE_PLUGIN_PARAMETER("duration", "Duration", "Seconds the slide takes.", SEGUE_PARAMETER_DOUBLE,
                           0.5 /* CoverVerticalAnimator.duration */, 0.0, 5.0),
    SEGUE_PLUGIN_PARAMETER(
        "lift", "Lift",
        "Extra distance in points below the container the view starts from (present) or ends at (dismiss).",
        SEGUE_PARAMETER_DOUBLE, 0.0, 0.0, 400.0),
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

/* The instance behind `animator`, or NULL when the host passed nothing usable. */
static cover_instance_t *instance_of(const segue_animator_t *animator) {
    return (cover_instance_t *)segue_plugin_instance(animator);
}

/* MARK: The animator */

/* UIKit's transitionDuration: the instance's `duration` parameter, whatever the context. */
static double transition_duration(const segue_animator_t *animator, const segue_context_t *context) {
    (void)context;
    cover_instance_t *instance = instance_of(animator);
    return instance == NULL ? 0.0 : instance->base.values[COVER_PARAM_DURATION];
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
                segue_plugin_warn("remove_from_superview failed (status %d)", (int)status);
            }
        }
        instance->moving_view = SEGUE_NO_HANDLE;
    }
    segue_plugin_finish(context);
}

/* Reads a rect property of `view` into `out`; logs and answers false when the host refuses. */
static bool read_rect(const segue_context_t *context, segue_view_t view, int32_t property, segue_rect_t *out,
                      const char *what) {
    segue_status_t status = segue_plugin_read_rect(context, view, property, out);
    if (status != SEGUE_OK) {
        segue_plugin_warn("reading the %s failed (status %d)", what, (int)status);
        return false;
    }
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
    animation.duration = instance->base.values[COVER_PARAM_DURATION];
    animation.delay = 0.0;
    animation.timing.kind = SEGUE_TIMING_EASE_IN_OUT; /* TimingCurve.easeInOut */
    animation.targets = &slide;
    animation.target_count = 1;
    animation.completion = slide_completed;
    animation.completion_data = instance;

    segue_status_t status = context->animate(context, &animation, &instance->slide);
    if (status != SEGUE_OK) {
        instance->slide = SEGUE_NO_HANDLE;
        segue_plugin_warn("animate failed (status %d); jumping to the end state", (int)status);
        segue_plugin_set_frame(context, instance->moving_view, target, "target frame");
        slide_completed(instance, context, SEGUE_NO_HANDLE, SEGUE_POSITION_END);
    }
}

/* insertUncoveredView: puts the dismissal's "to" view, when there is one, at the back of the
 * container at its final frame (unless that is zero), beneath the view that leaves. */
static void insert_uncovered_view(const segue_context_t *context, segue_view_t container) {
    segue_view_t to_view = SEGUE_NO_HANDLE;
    segue_status_t status = context->view_for_key(context, SEGUE_KEY_TO, &to_view);
    if (status != SEGUE_OK) {
        segue_plugin_warn("view_for_key(to) failed (status %d)", (int)status);
        return;
    }
    if (to_view == SEGUE_NO_HANDLE) {
        return;
    }
    segue_controller_t to_controller = SEGUE_NO_HANDLE;
    status = context->controller_for_key(context, SEGUE_KEY_TO, &to_controller);
    if (status != SEGUE_OK || to_controller == SEGUE_NO_HANDLE) {
        segue_plugin_warn("controller_for_key(to) failed (status %d)", (int)status);
        return;
    }
    segue_rect_t final_frame;
    status = context->final_frame(context, to_controller, &final_frame);
    if (status != SEGUE_OK) {
        segue_plugin_warn("final_frame(to) failed (status %d)", (int)status);
    } else if (final_frame.x != 0 || final_frame.y != 0 || final_frame.width != 0 || final_frame.height != 0) {
        segue_plugin_set_frame(context, to_view, final_frame, "uncovered view's frame");
    }
    status = context->insert_subview(context, container, to_view, 0);
    if (status != SEGUE_OK) {
        segue_plugin_warn("insert_subview of the uncovered view failed (status %d)", (int)status);
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
        segue_plugin_warn("controller_for_key(to) failed (status %d)", (int)status);
        segue_plugin_finish(context);
        return;
    }
    status = context->view_for_key(context, SEGUE_KEY_TO, &to_view);
    if (status != SEGUE_OK || to_view == SEGUE_NO_HANDLE) {
        segue_plugin_warn("no \"to\" view to present (status %d)", (int)status);
        segue_plugin_finish(context);
        return;
    }
    segue_rect_t final_frame;
    status = context->final_frame(context, to_controller, &final_frame);
    if (status != SEGUE_OK) {
        segue_plugin_warn("final_frame(to) failed (status %d)", (int)status);
        segue_plugin_finish(context);
        return;
    }
    status = context->add_subview(context, container, to_view);
    if (status != SEGUE_OK) {
        segue_plugin_warn("add_subview of the \"to\" view failed (status %d)", (int)status);
        segue_plugin_finish(context);
        return;
    }
    /* final.offsetBy(dx: 0, dy: height - final.minY), lowered by `lift`. */
    segue_rect_t start = final_frame;
    start.y = final_frame.y + (height - final_frame.y + instance->base.values[COVER_PARAM_LIFT]);
    segue_plugin_set_frame(context, to_view, start, "starting frame");

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
        segue_plugin_warn("no \"from\" view to dismiss (status %d)", (int)status);
        segue_plugin_finish(context);
        return;
    }
    insert_uncovered_view(context, container);
    segue_rect_t start;
    if (!read_rect(context, from_view, SEGUE_PROPERTY_FRAME, &start, "\"from\" view's frame")) {
        segue_plugin_finish(context);
        return;
    }
    /* start.offsetBy(dx: 0, dy: height - start.minY), lowered by `lift`. */
    segue_rect_t end = start;
    end.y = start.y + (height - start.y + instance->base.values[COVER_PARAM_LIFT]);

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
        segue_plugin_warn("container_view failed (status %d)", (int)status);
        segue_plugin_finish(context);
        return;
    }
    segue_rect_t bounds;
    if (!read_rect(context, container, SEGUE_PROPERTY_BOUNDS, &bounds, "container's bounds")) {
        segue_plugin_finish(context);
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
        segue_plugin_warn("unknown operation %d", (int)operation);
        segue_plugin_finish(context);
        break;
    }
}

/* UIKit's animateTransition: starts the transition, unless an interaction already did by
 * asking for the interruptible animation. */
static void animate_transition(const segue_animator_t *animator, const segue_context_t *context) {
    cover_instance_t *instance = instance_of(animator);
    if (context == NULL) {
        segue_plugin_warn("animate_transition called without a context");
        return;
    }
    if (instance == NULL) {
        segue_plugin_warn("animate_transition called without an animator");
        segue_plugin_finish(context);
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

/* A fresh instance's callbacks and its idle state. */
static void setup(segue_plugin_instance_t *base) {
    cover_instance_t *instance = (cover_instance_t *)base;
    base->animator.transition_duration = transition_duration;
    base->animator.animate_transition = animate_transition;
    base->animator.animation_ended = animation_ended;
    base->animator.interruptible_animation = interruptible_animation;
    instance->moving_view = SEGUE_NO_HANDLE;
    instance->presenting = false;
    instance->started = NULL;
    instance->slide = SEGUE_NO_HANDLE;
}

/* The library's only exported symbol. */
SEGUE_PLUGIN_ENTRY("cover-vertical", descriptor, parameters, cover_instance_t, setup);
