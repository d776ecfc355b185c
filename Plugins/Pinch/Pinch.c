/* Pinch.c: VCTransitionsLibrary's pinch interaction controller (CEPinchInteractionController) as
 * a plain C11 plugin.
 *
 * A two-finger pinch drives the transition: closing the fingers to nothing is all of it (the
 * original's fraction, 1 - scale / start scale, where the host's scale already starts at 1).
 * A release past `threshold` (the original's strict "more than half") finishes, anything else
 * cancels, and a cancelled gesture always cancels, at the original's completion speed of
 * 1 - fraction on UIKit's ease-in-out.
 *
 * Where Segue differs, and why: the fraction is clamped to 0...1 (the original passes a spread,
 * scale above 1, on as a negative fraction, which the ABI refuses); the release decides from
 * its own scale rather than the last change's (the same unless the fingers moved between); the
 * completion speed stays within the ABI's 0.01...100; and a later touch going down during the
 * finish or cancel grabs the transition (issue 26), then drives from the grabbed fraction by its
 * own pinch. The library exports `segue_plugin_entry` only; everything else is static. */

#include "segue/plugin_helpers.h"

/* Parameter indices, in descriptor order. */
enum {
    PINCH_PARAM_THRESHOLD = 0,
    PINCH_PARAM_COUNT = 1,
};

/* One controller: the helpers' values and vtable, then the transition's progress. */
typedef struct pinch_instance {
    segue_plugin_interaction_instance_t base;
    /* Where the driving touch started: 0, or the fraction a later touch grabbed. */
    double base_fraction;
    /* The touch that drives now (0 until a grab). */
    uint32_t touch;
} pinch_instance_t;

static segue_parameter_t parameters[PINCH_PARAM_COUNT] = {
    SEGUE_PLUGIN_PARAMETER("threshold", "Threshold", "The fraction a release must pass to finish.",
                           SEGUE_PARAMETER_DOUBLE, 0.5, 0.0, 1.0),
};

static const segue_interaction_descriptor_t descriptor = {
    sizeof(segue_interaction_descriptor_t),
    "org.segue.pinch",
    "Pinch",
    "Segue",
    "1.0.0",
    "A pinch drives the transition; a release past half closed finishes it (VCTransitionsLibrary).",
    SEGUE_GESTURE_PINCH,
    SEGUE_CAPABILITY_PRESENT | SEGUE_CAPABILITY_DISMISS,
    parameters,
    PINCH_PARAM_COUNT,
};

static pinch_instance_t *pinch_from(const segue_interaction_t *interaction) {
    return (pinch_instance_t *)interaction->plugin_data;
}

static segue_status_t pinch_begin(const segue_interaction_t *interaction, const segue_interaction_start_t *start) {
    (void)start;
    pinch_instance_t *pinch = pinch_from(interaction);
    pinch->base_fraction = 0;
    pinch->touch = 0;
    return SEGUE_OK;
}

/* The fraction the driving touch shows: its base plus how far its pinch closed, within 0...1. */
static double pinch_fraction(const pinch_instance_t *pinch, const segue_gesture_event_t *event) {
    double fraction = pinch->base_fraction + (1.0 - event->scale);
    if (!isfinite(fraction)) {
        return pinch->base_fraction;
    }
    return fraction < 0 ? 0 : (fraction > 1 ? 1 : fraction);
}

/* A release's answer: finish past the threshold, cancel otherwise and always when cancelled. */
static void pinch_release(const segue_interaction_t *interaction, const segue_gesture_event_t *event,
                          double fraction, segue_interaction_answer_t *answer) {
    bool finishes = event->phase == SEGUE_GESTURE_PHASE_ENDED
                    && fraction > segue_plugin_controller_get_double(interaction, PINCH_PARAM_THRESHOLD);
    answer->action = finishes ? SEGUE_INTERACTION_ACTION_FINISH : SEGUE_INTERACTION_ACTION_CANCEL;
    answer->completion_speed = fraction < 0.99 ? 1.0 - fraction : 0.01;
    answer->completion_curve.kind = SEGUE_TIMING_EASE_IN_OUT;
}

static segue_status_t pinch_handle_event(const segue_interaction_t *interaction, const segue_gesture_event_t *event,
                                         segue_interaction_answer_t *answer) {
    if (interaction == NULL || event == NULL || answer == NULL) {
        return SEGUE_ERROR_INVALID_ARGUMENT;
    }
    pinch_instance_t *pinch = pinch_from(interaction);
    bool settling =
        event->state == SEGUE_INTERACTION_STATE_FINISHING || event->state == SEGUE_INTERACTION_STATE_CANCELLING;
    answer->action = SEGUE_INTERACTION_ACTION_NONE;
    if (event->phase == SEGUE_GESTURE_PHASE_BEGAN && event->touch > 0 && settling) {
        pinch->base_fraction = event->fraction;
        pinch->touch = event->touch;
        answer->action = SEGUE_INTERACTION_ACTION_GRAB;
        return SEGUE_OK;
    }
    if (event->state != SEGUE_INTERACTION_STATE_DRIVING || event->touch != pinch->touch
        || event->phase == SEGUE_GESTURE_PHASE_BEGAN) {
        return SEGUE_OK;
    }
    double fraction = pinch_fraction(pinch, event);
    if (event->phase == SEGUE_GESTURE_PHASE_ENDED || event->phase == SEGUE_GESTURE_PHASE_CANCELLED) {
        pinch_release(interaction, event, fraction, answer);
    } else {
        answer->action = SEGUE_INTERACTION_ACTION_UPDATE;
        answer->fraction = fraction;
    }
    return SEGUE_OK;
}

static void pinch_setup(segue_plugin_interaction_instance_t *instance) {
    instance->interaction.begin = pinch_begin;
    instance->interaction.handle_event = pinch_handle_event;
}

static const segue_plugin_interaction_definition_t definitions[] = {
    {&descriptor, parameters, sizeof(pinch_instance_t), pinch_setup},
};

SEGUE_PLUGIN_INTERACTION_FACTORY(pinch_factory, definitions);

static const void *pinch_extension(const char *id) {
    return segue_plugin_extension(id, SEGUE_INTERACTION_FACTORY_EXTENSION, &pinch_factory);
}

SEGUE_PLUGIN_LIBRARY_ENTRY("pinch", pinch_factory_prepare, pinch_extension);
