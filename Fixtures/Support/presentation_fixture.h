/* presentation_fixture.h: one presentation controller, a bottom sheet over a dimming view, that
 * keeps presentation.h's rules, its defect chosen by PRESENTATION_DEFECT, under PRESENTATION_ID
 * and PRESENTATION_NAME. The sheet takes the container's lower half (or its preferred content
 * height, at most the container's), a centred 540-point column when regular; it never adapts;
 * a tap above the sheet dismisses; a vertical pan dismisses interactively, finishing past a
 * third; a later touch grabs. The dimming view, added in presentation_will_begin, goes in
 * dismissal_did_end(true) and presentation_did_end(false). Test code only. */
#ifndef SEGUE_PRESENTATION_FIXTURE_H
#define SEGUE_PRESENTATION_FIXTURE_H

#include <stdlib.h>

#include "controller_entry.h"

/* No defect: the validator passes it. */
#define PRESENTATION_WELL_BEHAVED 0
/* Moves the sheet a point down on every other frame_of_presented_view call. */
#define PRESENTATION_IMPURE_FRAME 1
/* Makes the sheet as tall as the container from its middle down, half of it outside. */
#define PRESENTATION_FRAME_OUTSIDE_CONTAINER 2
/* Adapts a compact container to a page sheet, which presentation.h does not permit. */
#define PRESENTATION_BAD_ADAPTIVE_STYLE 3
/* Leaves the dimming view in the container after a dismissal and a cancelled presentation. */
#define PRESENTATION_LEAVES_CHROME 4

#ifndef PRESENTATION_DEFECT
#define PRESENTATION_DEFECT PRESENTATION_WELL_BEHAVED
#endif

/* The dimming view's name, by which later hooks find it. */
#define PRESENTATION_DIMMING "fixture.dimming"

typedef struct presentation_state {
    segue_presentation_t vtable;
    /* Whether a pan started an interactive dismissal. */
    bool dismissing;
    /* Where the dismissal was when its touch went down. */
    double base;
    /* frame_of_presented_view calls (only PRESENTATION_IMPURE_FRAME reads it). */
    uint64_t calls;
} presentation_state_t;

static segue_status_t presentation_frame(const segue_presentation_t *presentation,
                                         const segue_presentation_layout_t *layout, segue_rect_t *out) {
    presentation_state_t *state = presentation->plugin_data;
    segue_rect_t bounds = layout->container_bounds;
    double width = bounds.width;
    if (layout->horizontal_size_class == SEGUE_SIZE_CLASS_REGULAR && width > 540) width = 540;
    double height = layout->preferred_content_size.height > 0 ? layout->preferred_content_size.height
                                                               : bounds.height / 2;
    if (height > bounds.height) height = bounds.height;
    double y = bounds.height - height;
#if PRESENTATION_DEFECT == PRESENTATION_IMPURE_FRAME
    if (state->calls++ % 2 && y >= 1) y -= 1;
#elif PRESENTATION_DEFECT == PRESENTATION_FRAME_OUTSIDE_CONTAINER
    y = bounds.height / 2;
    height = bounds.height;
    (void)state;
#else
    (void)state;
#endif
    *out = (segue_rect_t){(bounds.width - width) / 2, y, width, height};
    return SEGUE_OK;
}

static void presentation_add_dimming(const segue_presentation_t *presentation, const segue_context_t *context) {
    (void)presentation;
    segue_view_t container;
    if (context->container_view(context, &container) != SEGUE_OK) return;
    segue_property_value_t bounds = {0};
    bounds.property = SEGUE_PROPERTY_BOUNDS;
    if (context->get_property(context, container, &bounds) != SEGUE_OK) return;
    segue_view_desc_t desc = {sizeof(segue_view_desc_t), PRESENTATION_DIMMING, bounds.value.rect, {0, 0, 0, 0.4}};
    segue_view_t dimming;
    if (context->create_view(context, container, &desc, &dimming) == SEGUE_OK) {
        context->send_subview_to_back(context, container, dimming);
    }
}

static void presentation_remove_dimming(const segue_context_t *context) {
#if PRESENTATION_DEFECT == PRESENTATION_LEAVES_CHROME
    (void)context;
#else
    segue_view_t container, dimming;
    if (context->container_view(context, &container) != SEGUE_OK) return;
    if (context->find_descendant(context, container, PRESENTATION_DIMMING, &dimming) == SEGUE_OK) {
        context->remove_from_superview(context, dimming);
    }
#endif
}

static void presentation_did_end(const segue_presentation_t *presentation, const segue_context_t *context,
                                 bool completed) {
    (void)presentation;
    if (!completed) presentation_remove_dimming(context);
}

static void presentation_dismissal_did_end(const segue_presentation_t *presentation, const segue_context_t *context,
                                           bool completed) {
    (void)presentation;
    if (completed) presentation_remove_dimming(context);
}

static int32_t presentation_adaptive(const segue_presentation_t *presentation, int32_t size_class) {
    (void)presentation;
#if PRESENTATION_DEFECT == PRESENTATION_BAD_ADAPTIVE_STYLE
    return size_class == SEGUE_SIZE_CLASS_COMPACT ? SEGUE_STYLE_PAGE_SHEET : SEGUE_STYLE_NONE;
#else
    (void)size_class;
    return SEGUE_STYLE_NONE;
#endif
}

/* During the dismissal a pan started: interaction.h's answers. */
static void presentation_dismissal_event(presentation_state_t *state, const segue_gesture_event_t *event,
                                         segue_interaction_answer_t *answer) {
    if (event->phase == SEGUE_GESTURE_PHASE_BEGAN) {
        if (event->state == SEGUE_INTERACTION_STATE_DRIVING) return;
        state->base = event->fraction;
        answer->action = SEGUE_INTERACTION_ACTION_GRAB;
    } else if (event->state != SEGUE_INTERACTION_STATE_DRIVING) {
        return;
    } else if (event->phase == SEGUE_GESTURE_PHASE_CHANGED) {
        double fraction = state->base + event->translation.y / (event->container_size.height / 2);
        answer->action = SEGUE_INTERACTION_ACTION_UPDATE;
        answer->fraction = fraction < 0 ? 0 : fraction > 1 ? 1 : fraction;
    } else {
        bool finish = event->phase == SEGUE_GESTURE_PHASE_ENDED && event->fraction > 1.0 / 3;
        answer->action = finish ? SEGUE_INTERACTION_ACTION_FINISH : SEGUE_INTERACTION_ACTION_CANCEL;
        answer->completion_speed = 1;
        answer->completion_curve.kind = SEGUE_TIMING_EASE_IN_OUT;
    }
}

static segue_status_t presentation_gesture(const segue_presentation_t *presentation, const segue_gesture_event_t *event,
                                           segue_presentation_answer_t *answer) {
    presentation_state_t *state = presentation->plugin_data;
    if (state->dismissing) {
        presentation_dismissal_event(state, event, &answer->interaction);
    } else if (event->gesture == SEGUE_GESTURE_TAP) {
        bool above = event->location.y < event->container_size.height / 2;
        answer->action = above ? SEGUE_PRESENTATION_ACTION_DISMISS : SEGUE_PRESENTATION_ACTION_NONE;
    } else if (event->phase == SEGUE_GESTURE_PHASE_BEGAN) {
        state->dismissing = true;
        state->base = 0;
        answer->action = SEGUE_PRESENTATION_ACTION_DISMISS_INTERACTIVELY;
    }
    return SEGUE_OK;
}

static void presentation_destroy(const segue_presentation_t *presentation) { free(presentation->plugin_data); }

static const segue_presentation_descriptor_t presentation_descriptor = {
    sizeof(segue_presentation_descriptor_t), PRESENTATION_ID, PRESENTATION_NAME, "Segue tests", "1.0.0",
    "A test fixture.", SEGUE_PRESENTATION_CAPABILITY_GESTURES | SEGUE_PRESENTATION_CAPABILITY_INTERACTIVE_DISMISS,
    NULL, 0};

static uint32_t presentation_count(void) { return controller_init_count ? 1 : 0; }
static const segue_presentation_descriptor_t *presentation_descriptor_at(uint32_t index) {
    return controller_init_count && index == 0 ? &presentation_descriptor : NULL;
}
static const segue_presentation_t *presentation_create(const char *id) {
    if (!controller_init_count || !id || strcmp(id, PRESENTATION_ID) != 0) return NULL;
    presentation_state_t *state = calloc(1, sizeof *state);
    if (!state) return NULL;
    state->vtable = (segue_presentation_t){sizeof(segue_presentation_t),
                                           state,
                                           presentation_frame,
                                           presentation_add_dimming,
                                           presentation_did_end,
                                           NULL,
                                           presentation_dismissal_did_end,
                                           NULL,
                                           NULL,
                                           NULL,
                                           presentation_adaptive,
                                           presentation_gesture,
                                           presentation_destroy};
    return &state->vtable;
}

static const segue_presentation_factory_t presentation_factory = {
    sizeof(segue_presentation_factory_t), presentation_count, presentation_descriptor_at, presentation_create};

CONTROLLER_ENTRY(SEGUE_PRESENTATION_FACTORY_EXTENSION, &presentation_factory)

#endif
