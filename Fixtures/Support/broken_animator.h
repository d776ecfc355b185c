/* broken_animator.h: one small, correct animator (the presented view slides up from the bottom
 * and back down) with exactly one defect chosen by BROKEN_KIND before including this header.
 * Each validator fixture is a one-line C file defining BROKEN_KIND, so every fixture is the
 * same animator but for the rule it breaks. Test code only. */
#ifndef SEGUE_BROKEN_ANIMATOR_H
#define SEGUE_BROKEN_ANIMATOR_H

#include <math.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include "fixture.h"

#define BROKEN_NONE 0
#define BROKEN_NEVER_COMPLETES 1
#define BROKEN_COMPLETES_TWICE 2
#define BROKEN_CRASHES_IN_ANIMATE 3
#define BROKEN_NAN_DURATION 4
#define BROKEN_LEAVES_VIEW_BEHIND 5
#define BROKEN_IGNORES_CANCEL 6
#define BROKEN_SLOW_INIT 7
#define BROKEN_FORGED_HANDLE 8
#define BROKEN_DUPLICATE_IDS 9
#define BROKEN_EXTRA_SYMBOLS 10

#ifndef BROKEN_KIND
#error "define BROKEN_KIND before including broken_animator.h"
#endif

typedef struct broken_instance {
    segue_animator_t animator;
    segue_view_t moving;
    bool presenting;
} broken_instance_t;

static double broken_duration(const segue_animator_t *animator, const segue_context_t *context) {
    (void)animator;
    (void)context;
    return BROKEN_KIND == BROKEN_NAN_DURATION ? NAN : 0.3;
}

static void broken_finished(void *data, const segue_context_t *context, segue_animation_t animation, int32_t position) {
    (void)animation;
    (void)position;
    broken_instance_t *self = data;
    bool cancelled = context->transition_was_cancelled(context);
    bool success = BROKEN_KIND == BROKEN_IGNORES_CANCEL ? true : !cancelled;
    bool removes = self->presenting ? !success : success;
    if (removes && BROKEN_KIND != BROKEN_LEAVES_VIEW_BEHIND) context->remove_from_superview(context, self->moving);
    context->complete_transition(context, success);
    if (BROKEN_KIND == BROKEN_COMPLETES_TWICE) context->complete_transition(context, success);
}

static void broken_animate(const segue_animator_t *animator, const segue_context_t *context) {
    broken_instance_t *self = animator->plugin_data;
    if (BROKEN_KIND == BROKEN_NEVER_COMPLETES) return;
    if (BROKEN_KIND == BROKEN_CRASHES_IN_ANIMATE) raise(SIGSEGV);
    int32_t operation = context->operation(context);
    self->presenting = operation != SEGUE_OPERATION_DISMISS && operation != SEGUE_OPERATION_POP;
    segue_view_t container = 0, moving = 0, other = 0;
    segue_controller_t controller = 0;
    context->container_view(context, &container);
    context->view_for_key(context, self->presenting ? SEGUE_KEY_TO : SEGUE_KEY_FROM, &moving);
    context->view_for_key(context, self->presenting ? SEGUE_KEY_FROM : SEGUE_KEY_TO, &other);
    context->controller_for_key(context, self->presenting ? SEGUE_KEY_TO : SEGUE_KEY_FROM, &controller);
    if (BROKEN_KIND == BROKEN_FORGED_HANDLE) {
        segue_property_value_t alpha;
        alpha.property = SEGUE_PROPERTY_ALPHA;
        alpha.value.number = 0.5;
        context->set_property(context, (segue_view_t)0x0123456789abcdefULL, &alpha);
    }
    segue_property_value_t bounds;
    bounds.property = SEGUE_PROPERTY_BOUNDS;
    context->get_property(context, container, &bounds);
    segue_rect_t final = {0, 0, 0, 0};
    context->final_frame(context, controller, &final);
    if (final.width == 0) final = bounds.value.rect;
    segue_rect_t below = final;
    below.y = bounds.value.rect.height;
    self->moving = moving;
    if (self->presenting) {
        segue_property_value_t frame;
        frame.property = SEGUE_PROPERTY_FRAME;
        frame.value.rect = below;
        context->add_subview(context, container, moving);
        context->set_property(context, moving, &frame);
    } else if (other) {
        context->insert_subview(context, container, other, 0);
    }
    segue_property_target_t target;
    target.view = moving;
    target.target.property = SEGUE_PROPERTY_FRAME;
    target.target.value.rect = self->presenting ? final : below;
    segue_animation_desc_t description;
    memset(&description, 0, sizeof description);
    description.size = sizeof description;
    description.duration = 0.3;
    description.timing.kind = SEGUE_TIMING_EASE_IN_OUT;
    description.targets = &target;
    description.target_count = 1;
    description.completion = broken_finished;
    description.completion_data = self;
    context->animate(context, &description, NULL);
}

static void broken_destroy(const segue_animator_t *animator) {
    free(animator ? animator->plugin_data : NULL);
}

#define BROKEN_CAPABILITIES (SEGUE_CAPABILITY_PRESENT | SEGUE_CAPABILITY_DISMISS | SEGUE_CAPABILITY_INTERACTIVE)

static const segue_animator_descriptor_t broken_descriptors[] = {
    FIXTURE_DESCRIPTOR(BROKEN_ID, BROKEN_NAME, "1.0.0", BROKEN_CAPABILITIES),
#if BROKEN_KIND == BROKEN_DUPLICATE_IDS
    FIXTURE_DESCRIPTOR(BROKEN_ID, BROKEN_NAME " again", "1.0.0", BROKEN_CAPABILITIES),
#endif
};

static const segue_animator_t *broken_create(const char *id) {
    if (!id || strcmp(id, BROKEN_ID) != 0) return NULL;
    broken_instance_t *self = calloc(1, sizeof *self);
    if (!self) return NULL;
    self->animator = (segue_animator_t){sizeof(segue_animator_t), self, broken_duration, broken_animate, NULL, NULL, broken_destroy};
    return &self->animator;
}

FIXTURE_ENTRY(SEGUE_ABI_VERSION_MAJOR, broken_descriptors, sizeof broken_descriptors / sizeof broken_descriptors[0], broken_create)

#endif
