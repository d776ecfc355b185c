/* interaction_fixture.h: one interaction controller (horizontal and vertical pans, pinch;
 * present and dismiss) that keeps interaction.h's rules, its defect chosen by INTERACTION_DEFECT,
 * under INTERACTION_ID and INTERACTION_NAME. It follows how far the touch moved from where the
 * transition was when the touch went down, finishes past half way, cancels a system cancel,
 * and grabs a finishing or cancelling transition for a later touch. Test code only. */
#ifndef SEGUE_INTERACTION_FIXTURE_H
#define SEGUE_INTERACTION_FIXTURE_H

#include <stdlib.h>

#include "controller_entry.h"

/* No defect: the validator passes it. */
#define INTERACTION_WELL_BEHAVED 0
/* Overshoots to 1.05 while the touch has crossed 85 to 95 % of the container (or closed so far). */
#define INTERACTION_OUT_OF_RANGE_FRACTION 1
/* Adds a wobble to the fraction, so a steady gesture steps back. */
#define INTERACTION_NON_MONOTONE 2
/* Answers NONE to ENDED. */
#define INTERACTION_NO_RELEASE_DECISION 3
/* Answers NONE to a later touch while finishing or cancelling. */
#define INTERACTION_NO_GRAB 4

#ifndef INTERACTION_DEFECT
#define INTERACTION_DEFECT INTERACTION_WELL_BEHAVED
#endif

typedef struct interaction_state {
    segue_interaction_t vtable;
    /* Where the transition was when the driving touch went down. */
    double base;
} interaction_state_t;

static segue_status_t interaction_begin(const segue_interaction_t *interaction,
                                        const segue_interaction_start_t *start) {
    (void)start;
    ((interaction_state_t *)interaction->plugin_data)->base = 0;
    return SEGUE_OK;
}

/* |value|, without libm (the fixtures link nothing but libc). */
static double interaction_magnitude(double value) { return value < 0 ? -value : value; }

/* How far the touch moved, as a share of the container (a pinch: how far it closed). */
static double interaction_progress(const segue_gesture_event_t *event) {
    double moved;
    if (event->gesture == SEGUE_GESTURE_PAN_HORIZONTAL) {
        moved = interaction_magnitude(event->translation.x) / event->container_size.width;
    } else if (event->gesture == SEGUE_GESTURE_PAN_VERTICAL) {
        moved = interaction_magnitude(event->translation.y) / event->container_size.height;
    } else {
        moved = 1 - event->scale;
    }
    return moved < 0 ? 0 : moved;
}

__attribute__((unused)) static double interaction_clamped(double value) {
    return value < 0 ? 0 : value > 1 ? 1 : value;
}

/* The fraction to show for a CHANGED while driving. */
static double interaction_fraction(const interaction_state_t *state, const segue_gesture_event_t *event) {
    double progress = interaction_progress(event);
#if INTERACTION_DEFECT == INTERACTION_OUT_OF_RANGE_FRACTION
    return progress > 0.85 && progress < 0.95 ? 1.05 : interaction_clamped(state->base + progress);
#elif INTERACTION_DEFECT == INTERACTION_NON_MONOTONE
    /* Every other twentieth of the course, 0.06 lower. */
    return interaction_clamped(state->base + progress - ((int)(progress * 20) % 2 ? 0.06 : 0));
#else
    return interaction_clamped(state->base + progress);
#endif
}

static void interaction_complete(segue_interaction_answer_t *answer, int32_t action) {
    answer->action = action;
    answer->completion_speed = 1;
    answer->completion_curve.kind = SEGUE_TIMING_EASE_IN_OUT;
}

/* A touch going down: the first starts driving; a later one grabs a running finish or cancel. */
static void interaction_began(interaction_state_t *state, const segue_gesture_event_t *event,
                              segue_interaction_answer_t *answer) {
    if (event->state == SEGUE_INTERACTION_STATE_DRIVING) {
        state->base = event->fraction;
        return;
    }
#if INTERACTION_DEFECT != INTERACTION_NO_GRAB
    state->base = event->fraction;
    answer->action = SEGUE_INTERACTION_ACTION_GRAB;
#else
    (void)answer;
#endif
}

static void interaction_released(const segue_gesture_event_t *event, segue_interaction_answer_t *answer) {
    if (event->phase == SEGUE_GESTURE_PHASE_CANCELLED) {
        interaction_complete(answer, SEGUE_INTERACTION_ACTION_CANCEL);
        return;
    }
#if INTERACTION_DEFECT != INTERACTION_NO_RELEASE_DECISION
    interaction_complete(answer,
                         event->fraction > 0.5 ? SEGUE_INTERACTION_ACTION_FINISH : SEGUE_INTERACTION_ACTION_CANCEL);
#endif
}

static segue_status_t interaction_handle_event(const segue_interaction_t *interaction,
                                               const segue_gesture_event_t *event,
                                               segue_interaction_answer_t *answer) {
    interaction_state_t *state = interaction->plugin_data;
    if (event->phase == SEGUE_GESTURE_PHASE_BEGAN) {
        interaction_began(state, event, answer);
    } else if (event->state != SEGUE_INTERACTION_STATE_DRIVING) {
        /* A finishing or cancelling transition nobody grabbed: nothing to decide. */
    } else if (event->phase == SEGUE_GESTURE_PHASE_CHANGED) {
        answer->action = SEGUE_INTERACTION_ACTION_UPDATE;
        answer->fraction = interaction_fraction(state, event);
    } else {
        interaction_released(event, answer);
    }
    return SEGUE_OK;
}

static void interaction_destroy(const segue_interaction_t *interaction) { free(interaction->plugin_data); }

static const segue_interaction_descriptor_t interaction_descriptor = {
    sizeof(segue_interaction_descriptor_t), INTERACTION_ID, INTERACTION_NAME, "Segue tests", "1.0.0",
    "A test fixture.", SEGUE_GESTURE_PAN_HORIZONTAL | SEGUE_GESTURE_PAN_VERTICAL | SEGUE_GESTURE_PINCH,
    SEGUE_CAPABILITY_PRESENT | SEGUE_CAPABILITY_DISMISS, NULL, 0};

static uint32_t interaction_count(void) { return controller_init_count ? 1 : 0; }
static const segue_interaction_descriptor_t *interaction_descriptor_at(uint32_t index) {
    return controller_init_count && index == 0 ? &interaction_descriptor : NULL;
}
static const segue_interaction_t *interaction_create(const char *id) {
    if (!controller_init_count || !id || strcmp(id, INTERACTION_ID) != 0) return NULL;
    interaction_state_t *state = calloc(1, sizeof *state);
    if (!state) return NULL;
    state->vtable = (segue_interaction_t){sizeof(segue_interaction_t), state, interaction_begin,
                                          interaction_handle_event, NULL, interaction_destroy};
    return &state->vtable;
}

static const segue_interaction_factory_t interaction_factory = {
    sizeof(segue_interaction_factory_t), interaction_count, interaction_descriptor_at, interaction_create};

CONTROLLER_ENTRY(SEGUE_INTERACTION_FACTORY_EXTENSION, &interaction_factory)

#endif
