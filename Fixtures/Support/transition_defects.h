/* transition_defects.h: a small, correct animator (the shown view slides up from the bottom, the
 * hidden one slides back down) for the validator's tests of completion timing and independence,
 * with exactly one defect chosen by DEFECT before including this header. Each fixture is a
 * one-line C file defining DEFECT, DEFECT_ID and DEFECT_NAME. Test code only.
 *
 * It animates every operation: present, push, tab and container show the to-view; dismiss and
 * pop hide the from-view. */
#ifndef SEGUE_TRANSITION_DEFECTS_H
#define SEGUE_TRANSITION_DEFECTS_H

#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "fixture.h"

/* Correct on every operation but push, whose shown view it leaves at alpha 0.5. */
#define DEFECT_WRONG_END_STATE_ON_PUSH 1
/* Completes from a second animation half as long as the slide, while the slide still runs. */
#define DEFECT_COMPLETES_EARLY 2
/* After the slide, runs a 0.3 s animation that changes nothing and completes only at its end. */
#define DEFECT_COMPLETES_LATE 3
/* Reads transition_was_cancelled in animate_transition and completes with that stale answer. */
#define DEFECT_COMPLETES_STALE 4
/* Keeps the moving view in a static shared by every animator of the id, not in the instance. */
#define DEFECT_SHARES_STATE_ACROSS_ANIMATORS 5
/* Counts its transitions and starts every one after the first 40 points lower. */
#define DEFECT_KEEPS_STATE_ON_REUSE 6
/* Asks for the container's handle once and uses it in every later transition. */
#define DEFECT_CACHES_HANDLE_ACROSS_TRANSITIONS 7
/* Slides in 18 steps of 1/240 s, each started from the previous one's completion, so each step
 * lasts at least a frame and the motion takes 18 frames, whatever the rate. Not interactive. */
#define DEFECT_DEPENDS_ON_FRAME_RATE 8
/* Starts the slide a little lower by an amount taken from getpid(). */
#define DEFECT_DEPENDS_ON_PROCESS 9

#ifndef DEFECT
#error "define DEFECT before including transition_defects.h"
#endif

#define DEFECT_SECONDS 0.3
#define DEFECT_STEPS 18

typedef struct defect_instance {
    segue_animator_t animator;
    segue_view_t moving;
    bool presenting;
    int32_t operation;
    /* DEFECT_COMPLETES_STALE: transition_was_cancelled as animate_transition read it. */
    bool cancelled_at_start;
    /* DEFECT_KEEPS_STATE_ON_REUSE: transitions animated so far. */
    unsigned transitions;
    /* DEFECT_CACHES_HANDLE_ACROSS_TRANSITIONS: the first transition's container. */
    segue_view_t cached_container;
    /* DEFECT_DEPENDS_ON_FRAME_RATE: the slide's ends and the steps taken. */
    segue_rect_t from, to;
    int step;
} defect_instance_t;

#if DEFECT == DEFECT_SHARES_STATE_ACROSS_ANIMATORS
/* The defect: one moving view for every animator of the id. */
static segue_view_t defect_shared_moving;
#define DEFECT_MOVING(self) defect_shared_moving
#else
#define DEFECT_MOVING(self) ((self)->moving)
#endif

static double defect_duration(const segue_animator_t *animator, const segue_context_t *context) {
    (void)animator;
    (void)context;
    return DEFECT_SECONDS;
}

/* Starts an animation of `count` targets over `seconds`, calling `completion` at its end. */
static void defect_animate_targets(const segue_context_t *context, defect_instance_t *self,
        segue_property_target_t *targets, uint32_t count,
                                   double seconds, segue_animation_completion_t completion) {
    segue_animation_desc_t description;
    memset(&description, 0, sizeof description);
    description.size = sizeof description;
    description.duration = seconds;
    description.timing.kind = DEFECT == DEFECT_DEPENDS_ON_FRAME_RATE ? SEGUE_TIMING_LINEAR : SEGUE_TIMING_EASE_IN_OUT;
    description.targets = targets;
    description.target_count = count;
    description.completion = completion;
    description.completion_data = self;
    context->animate(context, &description, NULL);
}

/* A target of the moving view: its frame, or its alpha. */
static segue_property_target_t defect_target(segue_view_t view, int32_t property, segue_rect_t frame, double number) {
    segue_property_target_t target;
    memset(&target, 0, sizeof target);
    target.view = view;
    target.target.property = property;
    if (property == SEGUE_PROPERTY_FRAME) target.target.value.rect = frame;
    else target.target.value.number = number;
    return target;
}

/* Ends the transition the way the seeds' animators do. */
static void defect_finish(void *data, const segue_context_t *context, segue_animation_t animation, int32_t position) {
    (void)animation;
    (void)position;
    defect_instance_t *self = data;
    bool cancelled =
        DEFECT == DEFECT_COMPLETES_STALE ? self->cancelled_at_start : context->transition_was_cancelled(context);
    bool success = !cancelled;
    bool removes = self->presenting ? !success : success;
    if (removes) context->remove_from_superview(context, DEFECT_MOVING(self));
#if DEFECT == DEFECT_WRONG_END_STATE_ON_PUSH
    if (success && self->operation == SEGUE_OPERATION_PUSH) {
        segue_property_value_t alpha;
        memset(&alpha, 0, sizeof alpha);
        alpha.property = SEGUE_PROPERTY_ALPHA;
        alpha.value.number = 0.5;
        context->set_property(context, self->moving, &alpha);
    }
#endif
    context->complete_transition(context, success);
}

#if DEFECT == DEFECT_COMPLETES_LATE
/* The slide ended: wait out 0.3 s more behind an animation that changes nothing. */
static void defect_linger(void *data, const segue_context_t *context, segue_animation_t animation, int32_t position) {
    (void)animation;
    (void)position;
    defect_instance_t *self = data;
    segue_property_target_t still = defect_target(self->moving, SEGUE_PROPERTY_ALPHA, (segue_rect_t){0, 0, 0, 0}, 1.0);
    defect_animate_targets(context, self, &still, 1, DEFECT_SECONDS, defect_finish);
}
#endif

#if DEFECT == DEFECT_DEPENDS_ON_FRAME_RATE
/* One step of the slide; the last one's completion ends the transition. */
static void defect_step(void *data, const segue_context_t *context, segue_animation_t animation, int32_t position) {
    defect_instance_t *self = data;
    if (self->step == DEFECT_STEPS) {
        defect_finish(data, context, animation, position);
        return;
    }
    double f = (double)++self->step / DEFECT_STEPS;
    segue_rect_t frame = self->from;
    frame.x += (self->to.x - self->from.x) * f;
    frame.y += (self->to.y - self->from.y) * f;
    segue_property_target_t target = defect_target(self->moving, SEGUE_PROPERTY_FRAME, frame, 0);
    defect_animate_targets(context, self, &target, 1, 1.0 / 240, defect_step);
}
#endif

static void defect_animate(const segue_animator_t *animator, const segue_context_t *context) {
    defect_instance_t *self = animator->plugin_data;
    self->operation = context->operation(context);
    self->presenting = self->operation != SEGUE_OPERATION_DISMISS && self->operation != SEGUE_OPERATION_POP;
    self->cancelled_at_start = context->transition_was_cancelled(context);
    segue_view_t container = 0, moving = 0, other = 0;
    segue_controller_t controller = 0;
#if DEFECT == DEFECT_CACHES_HANDLE_ACROSS_TRANSITIONS
    if (!self->cached_container) context->container_view(context, &self->cached_container);
    container = self->cached_container;
#else
    context->container_view(context, &container);
#endif
    context->view_for_key(context, self->presenting ? SEGUE_KEY_TO : SEGUE_KEY_FROM, &moving);
    context->view_for_key(context, self->presenting ? SEGUE_KEY_FROM : SEGUE_KEY_TO, &other);
    context->controller_for_key(context, self->presenting ? SEGUE_KEY_TO : SEGUE_KEY_FROM, &controller);
    segue_property_value_t bounds;
    memset(&bounds, 0, sizeof bounds);
    bounds.property = SEGUE_PROPERTY_BOUNDS;
    context->get_property(context, container, &bounds);
    segue_rect_t final = {0, 0, 0, 0};
    context->final_frame(context, controller, &final);
    if (final.width == 0) final = bounds.value.rect;
    segue_rect_t below = final;
    below.y = bounds.value.rect.height;
#if DEFECT == DEFECT_KEEPS_STATE_ON_REUSE
    if (self->transitions++ > 0) below.y += 40;
#endif
#if DEFECT == DEFECT_DEPENDS_ON_PROCESS
    below.y += 1 + (double)(getpid() % 997) / 100;
#endif
    self->moving = moving;
    DEFECT_MOVING(self) = moving;
    if (self->presenting) {
        segue_property_value_t frame;
        memset(&frame, 0, sizeof frame);
        frame.property = SEGUE_PROPERTY_FRAME;
        frame.value.rect = below;
        context->add_subview(context, container, moving);
        context->set_property(context, moving, &frame);
    } else if (other) {
        context->insert_subview(context, container, other, 0);
    }
    self->from = self->presenting ? below : final;
    self->to = self->presenting ? final : below;
#if DEFECT == DEFECT_DEPENDS_ON_FRAME_RATE
    self->step = 0;
    defect_step(self, context, 0, SEGUE_POSITION_END);
#else
    segue_property_target_t slide = defect_target(moving, SEGUE_PROPERTY_FRAME, self->to, 0);
#if DEFECT == DEFECT_COMPLETES_EARLY
    defect_animate_targets(context, self, &slide, 1, DEFECT_SECONDS, NULL);
    segue_property_target_t still = defect_target(moving, SEGUE_PROPERTY_ALPHA, final, 1.0);
    defect_animate_targets(context, self, &still, 1, DEFECT_SECONDS / 2, defect_finish);
#elif DEFECT == DEFECT_COMPLETES_LATE
    defect_animate_targets(context, self, &slide, 1, DEFECT_SECONDS, defect_linger);
#else
    defect_animate_targets(context, self, &slide, 1, DEFECT_SECONDS, defect_finish);
#endif
#endif
}

static void defect_destroy(const segue_animator_t *animator) { free(animator ? animator->plugin_data : NULL); }

#if DEFECT == DEFECT_DEPENDS_ON_FRAME_RATE
#define DEFECT_CAPABILITIES (SEGUE_CAPABILITY_PRESENT | SEGUE_CAPABILITY_DISMISS)
#else
#define DEFECT_CAPABILITIES (SEGUE_CAPABILITY_PRESENT | SEGUE_CAPABILITY_DISMISS | SEGUE_CAPABILITY_INTERACTIVE)
#endif

static const segue_animator_descriptor_t defect_descriptors[] = {
    FIXTURE_DESCRIPTOR(DEFECT_ID, DEFECT_NAME, "1.0.0", DEFECT_CAPABILITIES),
};

static const segue_animator_t *defect_create(const char *id) {
    if (!id || strcmp(id, DEFECT_ID) != 0) return NULL;
    defect_instance_t *self = calloc(1, sizeof *self);
    if (!self) return NULL;
    self->animator = (segue_animator_t){sizeof(segue_animator_t), self, defect_duration, defect_animate, NULL, NULL,
            defect_destroy};
    return &self->animator;
}

FIXTURE_ENTRY(SEGUE_ABI_VERSION_MAJOR, defect_descriptors, 1, defect_create)

#endif
