/* An interaction controller plugin (interaction.h) with one behaviour per descriptor id, for the
 * host's decider tests: one that follows a vertical drag and decides by UIKit's half-way rule,
 * and ones whose answers break each rule the host enforces. get_extension also answers
 * "org.segue.fixture.call-log/1": a NUL-terminated log of the calls the host made. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fixture.h"

enum mode {
    FOLLOWS, NAN_FRACTION, BAD_SPEED, UNKNOWN_ACTION, SILENT_RELEASE, OUT_OF_RANGE, ERROR_STATUS, GRAB_DRIVING
};

static const char *const ids[] = {
    "org.segue.fixture.interaction.follows-drag",  "org.segue.fixture.interaction.nan-fraction",
    "org.segue.fixture.interaction.bad-speed",     "org.segue.fixture.interaction.unknown-action",
    "org.segue.fixture.interaction.silent-release", "org.segue.fixture.interaction.out-of-range",
    "org.segue.fixture.interaction.error-status",  "org.segue.fixture.interaction.grab-while-driving",
};
#define MODE_COUNT (sizeof ids / sizeof ids[0])

static char call_log[8192];

static void note(const char *text) {
    size_t used = strlen(call_log);
    if (used + strlen(text) + 1 < sizeof call_log) strcat(call_log, text);
}

typedef struct controller {
    segue_interaction_t vtable;
    enum mode mode;
} controller_t;

static enum mode mode_of(const segue_interaction_t *interaction) {
    return ((const controller_t *)interaction)->mode;
}

static segue_status_t begin(const segue_interaction_t *interaction, const segue_interaction_start_t *start) {
    char line[96];
    snprintf(line, sizeof line, "begin:%d:%g;", start->operation, start->duration);
    note(line);
    return mode_of(interaction) == ERROR_STATUS ? SEGUE_ERROR_INVALID_ARGUMENT : SEGUE_OK;
}

/* The well-behaved answer: follow the drag down the container, finish past half way. */
static void follow(const segue_gesture_event_t *event, segue_interaction_answer_t *answer) {
    double fraction = event->translation.y / event->container_size.height;
    fraction = fraction < 0 ? 0 : fraction > 1 ? 1 : fraction;
    switch (event->phase) {
    case SEGUE_GESTURE_PHASE_BEGAN:
        if (event->state != SEGUE_INTERACTION_STATE_DRIVING) answer->action = SEGUE_INTERACTION_ACTION_GRAB;
        break;
    case SEGUE_GESTURE_PHASE_CHANGED:
        answer->action = SEGUE_INTERACTION_ACTION_UPDATE;
        answer->fraction = fraction;
        break;
    default:
        if (event->fraction >= 0.5 && event->phase == SEGUE_GESTURE_PHASE_ENDED) {
            answer->action = SEGUE_INTERACTION_ACTION_FINISH;
            answer->completion_speed = 2;
            answer->completion_curve.kind = SEGUE_TIMING_EASE_OUT;
        } else {
            answer->action = SEGUE_INTERACTION_ACTION_CANCEL;
        }
    }
}

static segue_status_t handle_event(const segue_interaction_t *interaction, const segue_gesture_event_t *event,
                                   segue_interaction_answer_t *answer) {
    char line[128];
    snprintf(line, sizeof line, "event:%d:%d:%u:%s;", event->phase, event->state, event->touch,
             answer->size == sizeof *answer && answer->action == 0 ? "zeroed" : "dirty");
    note(line);
    enum mode mode = mode_of(interaction);
    bool release = event->phase == SEGUE_GESTURE_PHASE_ENDED || event->phase == SEGUE_GESTURE_PHASE_CANCELLED;
    if (mode == ERROR_STATUS) return SEGUE_ERROR_INVALID_ARGUMENT;
    if (mode == FOLLOWS || event->phase == SEGUE_GESTURE_PHASE_BEGAN) {
        follow(event, answer);
        return SEGUE_OK;
    }
    if (release) {
        answer->action = mode == SILENT_RELEASE ? SEGUE_INTERACTION_ACTION_NONE : SEGUE_INTERACTION_ACTION_FINISH;
        if (mode == BAD_SPEED) answer->completion_speed = 1000;
        return SEGUE_OK;
    }
    switch (mode) {
    case NAN_FRACTION: answer->action = SEGUE_INTERACTION_ACTION_UPDATE, answer->fraction = NAN; break;
    case UNKNOWN_ACTION: answer->action = 42; break;
    case OUT_OF_RANGE: answer->action = SEGUE_INTERACTION_ACTION_UPDATE, answer->fraction = 1.5; break;
    case GRAB_DRIVING: answer->action = SEGUE_INTERACTION_ACTION_GRAB; break;
    default: follow(event, answer);
    }
    return SEGUE_OK;
}

static void ended(const segue_interaction_t *interaction, bool completed) {
    (void)interaction;
    note(completed ? "ended:1;" : "ended:0;");
}

static void destroy(const segue_interaction_t *interaction) {
    note("destroy;");
    free((void *)interaction);
}

static uint32_t count(void) { return MODE_COUNT; }

static const segue_interaction_descriptor_t *descriptor(uint32_t index) {
    static segue_interaction_descriptor_t descriptors[MODE_COUNT];
    if (index >= MODE_COUNT) return NULL;
    descriptors[index] = (segue_interaction_descriptor_t){
        sizeof(segue_interaction_descriptor_t), ids[index], ids[index] + 30, "Segue tests", "1.0.0",
        "A test fixture.", SEGUE_GESTURE_PAN_VERTICAL, SEGUE_CAPABILITY_PRESENT | SEGUE_CAPABILITY_DISMISS, NULL, 0};
    return &descriptors[index];
}

static const segue_interaction_t *create(const char *id) {
    for (uint32_t index = 0; index < MODE_COUNT; index++) {
        if (strcmp(id, ids[index]) != 0) continue;
        controller_t *made = calloc(1, sizeof *made);
        if (!made) return NULL;
        made->vtable = (segue_interaction_t){sizeof(segue_interaction_t), NULL, begin, handle_event, ended, destroy};
        made->mode = (enum mode)index;
        return &made->vtable;
    }
    return NULL;
}

static const segue_interaction_factory_t factory = {sizeof(segue_interaction_factory_t), count, descriptor, create};

static const void *get_extension(const char *id) {
    if (strcmp(id, SEGUE_INTERACTION_FACTORY_EXTENSION) == 0) return &factory;
    if (strcmp(id, "org.segue.fixture.call-log/1") == 0) return call_log;
    return NULL;
}

static const segue_animator_descriptor_t no_animators[1];
FIXTURE_ENTRY_WITH(SEGUE_ABI_VERSION_MAJOR, no_animators, 0, fixture_create_nothing, fixture_init_nothing,
                   get_extension)
