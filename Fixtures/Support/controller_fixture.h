/* controller_fixture.h: a library offering an animator, an interaction controller and a
 * presentation controller (ABI 1.2), each piece a macro a fixture overrides to break one rule of
 * interaction.h or presentation.h. Test code only. Define the CF_* macros, then include it. */
#ifndef SEGUE_CONTROLLER_FIXTURE_H
#define SEGUE_CONTROLLER_FIXTURE_H

#include <stdlib.h>
#include <string.h>

#include "fixture.h"

/* How many animators the entry offers (0: a library of controllers only). */
#ifndef CF_ANIMATOR_COUNT
#define CF_ANIMATOR_COUNT 1
#endif
#ifndef CF_ANIMATOR_ID
#define CF_ANIMATOR_ID "org.segue.fixture.every-kind"
#endif
#ifndef CF_INTERACTION_ID
#define CF_INTERACTION_ID "org.segue.fixture.swipe"
#endif
#ifndef CF_INTERACTION_NAME
#define CF_INTERACTION_NAME "Fixture Swipe"
#endif
#ifndef CF_GESTURES
#define CF_GESTURES (SEGUE_GESTURE_PAN_HORIZONTAL | SEGUE_GESTURE_PINCH)
#endif
#ifndef CF_OPERATIONS
#define CF_OPERATIONS (SEGUE_CAPABILITY_PRESENT | SEGUE_CAPABILITY_DISMISS)
#endif
#ifndef CF_INTERACTION_COUNT
#define CF_INTERACTION_COUNT 1
#endif
#ifndef CF_INTERACTION_FACTORY_SIZE
#define CF_INTERACTION_FACTORY_SIZE sizeof(segue_interaction_factory_t)
#endif
#ifndef CF_PRESENTATION_ID
#define CF_PRESENTATION_ID "org.segue.fixture.sheet"
#endif
#ifndef CF_PRESENTATION_NAME
#define CF_PRESENTATION_NAME "Fixture Sheet"
#endif
#ifndef CF_PRESENTATION_CAPABILITIES
#define CF_PRESENTATION_CAPABILITIES (SEGUE_PRESENTATION_CAPABILITY_GESTURES)
#endif
#ifndef CF_PRESENTATION_COUNT
#define CF_PRESENTATION_COUNT 1
#endif
/* 1: the presentation factory's create answers NULL for every id. */
#ifndef CF_CREATE_ANSWERS_NULL
#define CF_CREATE_ANSWERS_NULL 0
#endif
/* 1: made interaction controllers leave handle_event NULL. */
#ifndef CF_NO_HANDLE_EVENT
#define CF_NO_HANDLE_EVENT 0
#endif
/* 1: the interaction crashes (abort) on a CHANGED event and the presentation in
 * presentation_will_begin, for the host's isolation tests. */
#ifndef CF_CRASHES
#define CF_CRASHES 0
#endif
/* 1: the same two calls loop forever instead, for the host's time-limit tests. */
#ifndef CF_HANGS
#define CF_HANGS 0
#endif

/* Never returns (volatile: the compiler may not remove the loop). */
static void cf_hang(void) {
    volatile int forever = 1;
    while (forever) {
    }
}

/* MARK: The animator (listed only) */

static const segue_animator_descriptor_t cf_animators[] = {
    FIXTURE_DESCRIPTOR(CF_ANIMATOR_ID, "Every Kind", "1.0.0", SEGUE_CAPABILITY_PRESENT | SEGUE_CAPABILITY_DISMISS),
};

/* MARK: The interaction controller: its fraction is the horizontal translation across the
 * container, and a release finishes past `threshold`. */

typedef struct cf_interaction {
    segue_interaction_t base;
    double threshold;
} cf_interaction_t;

static double cf_get_threshold(const segue_interaction_t *interaction, uint32_t index) {
    (void)index;
    return ((const cf_interaction_t *)interaction->plugin_data)->threshold;
}

static segue_status_t cf_set_threshold(const segue_interaction_t *interaction, uint32_t index, double value) {
    (void)index;
    ((cf_interaction_t *)interaction->plugin_data)->threshold = value;
    return SEGUE_OK;
}

static const segue_parameter_t cf_interaction_parameters[] = {
    {sizeof(segue_parameter_t), "threshold", "Threshold", "Where a release finishes.", SEGUE_PARAMETER_DOUBLE, 0.5,
     0.0, 1.0, (const void *)cf_get_threshold, (const void *)cf_set_threshold},
};

static const segue_interaction_descriptor_t cf_interaction_descriptor = {
    sizeof(segue_interaction_descriptor_t), CF_INTERACTION_ID, CF_INTERACTION_NAME, "Segue tests", "1.2.0",
    "A test fixture.", CF_GESTURES, CF_OPERATIONS, cf_interaction_parameters, 1};

static segue_status_t cf_begin(const segue_interaction_t *interaction, const segue_interaction_start_t *start) {
    (void)interaction;
    (void)start;
    return SEGUE_OK;
}

static segue_status_t cf_handle_event(const segue_interaction_t *interaction, const segue_gesture_event_t *event,
                                      segue_interaction_answer_t *out_answer) {
    const cf_interaction_t *self = interaction->plugin_data;
    double fraction = event->translation.x / event->container_size.width;
    fraction = fraction < 0 ? 0 : (fraction > 1 ? 1 : fraction);
    if (CF_CRASHES && event->phase == SEGUE_GESTURE_PHASE_CHANGED) abort();
    if (CF_HANGS && event->phase == SEGUE_GESTURE_PHASE_CHANGED) cf_hang();
    if (event->phase == SEGUE_GESTURE_PHASE_ENDED || event->phase == SEGUE_GESTURE_PHASE_CANCELLED) {
        bool finish = event->phase == SEGUE_GESTURE_PHASE_ENDED && fraction > self->threshold;
        out_answer->action = finish ? SEGUE_INTERACTION_ACTION_FINISH : SEGUE_INTERACTION_ACTION_CANCEL;
    } else {
        out_answer->action = SEGUE_INTERACTION_ACTION_UPDATE;
        out_answer->fraction = fraction;
    }
    return SEGUE_OK;
}

static void cf_interaction_destroy(const segue_interaction_t *interaction) { free(interaction->plugin_data); }

static uint32_t cf_interaction_count(void) { return CF_INTERACTION_COUNT; }

static const segue_interaction_descriptor_t *cf_interaction_at(uint32_t index) {
    return index < CF_INTERACTION_COUNT ? &cf_interaction_descriptor : NULL;
}

static const segue_interaction_t *cf_create_interaction(const char *id) {
    if (id == NULL || strcmp(id, CF_INTERACTION_ID) != 0) return NULL;
    cf_interaction_t *made = calloc(1, sizeof(cf_interaction_t));
    if (made == NULL) return NULL;
    made->base.size = sizeof(segue_interaction_t);
    made->base.plugin_data = made;
    made->base.begin = cf_begin;
    made->base.handle_event = CF_NO_HANDLE_EVENT ? NULL : cf_handle_event;
    made->base.destroy = cf_interaction_destroy;
    made->threshold = 0.5;
    return &made->base;
}

static const segue_interaction_factory_t cf_interaction_factory = {
    CF_INTERACTION_FACTORY_SIZE, cf_interaction_count, cf_interaction_at, cf_create_interaction};

/* MARK: The presentation controller: the presented view fills the container's bottom half. */

static const segue_presentation_descriptor_t cf_presentation_descriptor = {
    sizeof(segue_presentation_descriptor_t), CF_PRESENTATION_ID, CF_PRESENTATION_NAME, "Segue tests", "1.2.0",
    "A test fixture.", CF_PRESENTATION_CAPABILITIES, NULL, 0};

static segue_status_t cf_frame(const segue_presentation_t *presentation, const segue_presentation_layout_t *layout,
                               segue_rect_t *out_frame) {
    (void)presentation;
    segue_rect_t bounds = layout->container_bounds;
    *out_frame = (segue_rect_t){0, bounds.height / 2, bounds.width, bounds.height / 2};
    return SEGUE_OK;
}

static segue_status_t cf_handle_gesture(const segue_presentation_t *presentation, const segue_gesture_event_t *event,
                                        segue_presentation_answer_t *out_answer) {
    (void)presentation;
    out_answer->action = event->gesture == SEGUE_GESTURE_TAP ? SEGUE_PRESENTATION_ACTION_DISMISS
                                                             : SEGUE_PRESENTATION_ACTION_NONE;
    return SEGUE_OK;
}

static void cf_crash_in_will_begin(const segue_presentation_t *presentation, const segue_context_t *context) {
    (void)presentation;
    (void)context;
    if (CF_HANGS) cf_hang();
    abort();
}

static void cf_presentation_destroy(const segue_presentation_t *presentation) { free((void *)presentation); }

static uint32_t cf_presentation_count(void) { return CF_PRESENTATION_COUNT; }

static const segue_presentation_descriptor_t *cf_presentation_at(uint32_t index) {
    return index < CF_PRESENTATION_COUNT ? &cf_presentation_descriptor : NULL;
}

static const segue_presentation_t *cf_create_presentation(const char *id) {
    if (CF_CREATE_ANSWERS_NULL || id == NULL || strcmp(id, CF_PRESENTATION_ID) != 0) return NULL;
    segue_presentation_t *made = calloc(1, sizeof(segue_presentation_t));
    if (made == NULL) return NULL;
    made->size = sizeof(segue_presentation_t);
    made->frame_of_presented_view = cf_frame;
    made->handle_gesture = cf_handle_gesture;
    made->presentation_will_begin = CF_CRASHES || CF_HANGS ? cf_crash_in_will_begin : NULL;
    made->destroy = cf_presentation_destroy;
    return made;
}

static const segue_presentation_factory_t cf_presentation_factory = {
    sizeof(segue_presentation_factory_t), cf_presentation_count, cf_presentation_at, cf_create_presentation};

/* MARK: The entry */

/* The minor the entry declares, when a fixture poses as a plugin built for an older one. */
#ifdef CF_ABI_MINOR
#undef SEGUE_ABI_VERSION_MINOR
#define SEGUE_ABI_VERSION_MINOR CF_ABI_MINOR
#endif

static const void *cf_get_extension(const char *id) {
    if (id == NULL) return NULL;
    if (strcmp(id, SEGUE_INTERACTION_FACTORY_EXTENSION) == 0) return &cf_interaction_factory;
    if (strcmp(id, SEGUE_PRESENTATION_FACTORY_EXTENSION) == 0) return &cf_presentation_factory;
    return NULL;
}

FIXTURE_ENTRY_WITH(SEGUE_ABI_VERSION_MAJOR, cf_animators, CF_ANIMATOR_COUNT, fixture_create_nothing,
                   fixture_init_nothing, cf_get_extension)

#endif
