/* segue/interaction.h: interaction controllers (UIPercentDrivenInteractiveTransition's role) as
 * plugins (1.2). The host owns the gesture recognizers; it hands each gesture event to the
 * plugin, which answers what the transition does: follow a fraction, finish, cancel, or grab a
 * finishing or cancelling transition where it shows. The host scrubs, finishes and cancels the
 * animator's animations and the coordinator's alongside animations itself, as a percent-driven
 * interactive transition does, so an interaction plugin works with every interactive animator. */
#ifndef SEGUE_INTERACTION_H
#define SEGUE_INTERACTION_H

#include <stdbool.h>
#include <stdint.h>

#include "geometry.h"
#include "parameters.h"
#include "status.h"
#include "timing.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The id a library's entry answers in `get_extension` with its segue_interaction_factory_t. */
#define SEGUE_INTERACTION_FACTORY_EXTENSION "segue.interaction-factory/1"

/* Gestures an interaction controller handles (descriptor `gestures`, event `gesture`). */
/* A one-finger pan whose progress is measured across the container (left or right). */
#define SEGUE_GESTURE_PAN_HORIZONTAL 0x1ULL
/* A one-finger pan whose progress is measured down or up the container. */
#define SEGUE_GESTURE_PAN_VERTICAL 0x2ULL
/* A two-finger pinch. */
#define SEGUE_GESTURE_PINCH 0x4ULL

/* Which operations an interaction controller drives (descriptor `operations`): the animator's
 * SEGUE_CAPABILITY_PRESENT (present, push, tab and container switches) and
 * SEGUE_CAPABILITY_DISMISS (dismiss, pop) bits, with the same meaning. */

/* A gesture event's phase (UIGestureRecognizer.State). */
typedef enum segue_gesture_phase {
    /* A touch went down and was recognized; `translation` is zero and `scale` is 1. */
    SEGUE_GESTURE_PHASE_BEGAN = 1,
    /* The touch moved. */
    SEGUE_GESTURE_PHASE_CHANGED = 2,
    /* The touch lifted: the plugin must answer FINISH or CANCEL. */
    SEGUE_GESTURE_PHASE_ENDED = 3,
    /* The system took the touch away (a call, a second window): the plugin must answer FINISH
     * or CANCEL, and UIKit's rule is CANCEL. */
    SEGUE_GESTURE_PHASE_CANCELLED = 4,
} segue_gesture_phase_t;

/* Where the transition is when an event arrives. */
typedef enum segue_interaction_state {
    /* Under interaction: the fraction follows the plugin's answers. */
    SEGUE_INTERACTION_STATE_DRIVING = 0,
    /* Finishing on its own after a FINISH answer. */
    SEGUE_INTERACTION_STATE_FINISHING = 1,
    /* Running back to its start after a CANCEL answer. */
    SEGUE_INTERACTION_STATE_CANCELLING = 2,
} segue_interaction_state_t;

/* One gesture event, host-owned and valid during the call. Every number is finite. */
typedef struct segue_gesture_event {
    /* sizeof(segue_gesture_event_t) as the host was built. */
    uint32_t size;
    /* A segue_gesture_phase_t. */
    int32_t phase;
    /* One SEGUE_GESTURE_* bit: the gesture this event belongs to (one the descriptor claims). */
    uint64_t gesture;
    /* Which touch this is within the transition: 0 for the one that started it; a later touch
     * (1, 2, ...) goes down while the transition finishes or cancels (issue 26's grab). */
    uint32_t touch;
    /* A segue_interaction_state_t: where the transition was when the event arrived. */
    int32_t state;
    /* Seconds on the engine's clock (virtual in tests and renders). */
    double time;
    /* The touch (for a pinch, the fingers' midpoint), in the container's coordinates. */
    segue_point_t location;
    /* How far the touch moved since its BEGAN, in points. */
    segue_point_t translation;
    /* How fast it moves, in points per second. */
    segue_point_t velocity;
    /* A pinch's scale since its BEGAN (1 = unchanged, below 1 closing); 1 for a pan. */
    double scale;
    /* How fast the scale changes, per second; 0 for a pan. */
    double scale_velocity;
    /* The container's size, in points (never zero). */
    segue_size_t container_size;
    /* The fraction the transition shows now, 0...1: the last fraction followed while driving,
     * or where the finishing or cancelling animations show it (what a GRAB takes). */
    double fraction;
    /* The transition's duration in seconds. */
    double duration;
} segue_gesture_event_t;

/* What the plugin wants the transition to do after an event. */
typedef enum segue_interaction_action {
    /* Nothing changes (a BEGAN that starts the transition, or an event it ignores). */
    SEGUE_INTERACTION_ACTION_NONE = 0,
    /* Show `fraction` (0...1) (UIPercentDrivenInteractiveTransition.update). Only while driving. */
    SEGUE_INTERACTION_ACTION_UPDATE = 1,
    /* Finish from where it is at `completion_speed` on `completion_curve`. Only while driving. */
    SEGUE_INTERACTION_ACTION_FINISH = 2,
    /* Run back to the start at `completion_speed` on `completion_curve`. Only while driving. */
    SEGUE_INTERACTION_ACTION_CANCEL = 3,
    /* Stop a finishing or cancelling transition where it shows and drive it again (pause()).
     * Only while finishing or cancelling. */
    SEGUE_INTERACTION_ACTION_GRAB = 4,
} segue_interaction_action_t;

/* The plugin's answer to one event. The host zeroes it and sets `size` before the call. */
typedef struct segue_interaction_answer {
    /* sizeof(segue_interaction_answer_t) as the host was built; the plugin writes no field
     * beyond it. */
    uint32_t size;
    /* A segue_interaction_action_t. */
    int32_t action;
    /* For UPDATE: the fraction to show, finite, 0...1. */
    double fraction;
    /* For FINISH and CANCEL: speed relative to normal (completionSpeed), finite, 0.01...100;
     * 0 means 1. */
    double completion_speed;
    /* For FINISH and CANCEL: the curve the rest runs on (completionCurve); kind
     * SEGUE_TIMING_LINEAR with zero parameters is the zeroed default, so a plugin that wants
     * UIKit's default ease-in-out sets SEGUE_TIMING_EASE_IN_OUT. */
    segue_timing_t completion_curve;
} segue_interaction_answer_t;

/* What the transition an interaction controller starts driving is. Host-owned, valid during
 * `begin`. */
typedef struct segue_interaction_start {
    /* sizeof(segue_interaction_start_t) as the host was built. */
    uint32_t size;
    /* A segue_operation_t (context.h). */
    int32_t operation;
    /* The transition's duration in seconds. */
    double duration;
    /* The container's size, in points. */
    segue_size_t container_size;
} segue_interaction_start_t;

typedef struct segue_interaction segue_interaction_t;

/* One interaction controller, made by the factory's `create`. Plugin-owned: valid until the
 * host calls `destroy`. The host calls each function with the controller itself, on its main
 * thread, never re-entrantly. A controller drives at most one transition at a time. Its
 * functions get no transition context and call no service: what it decides is its answers. */
struct segue_interaction {
    /* sizeof(segue_interaction_t) as the plugin was built. */
    uint32_t size;
    /* Plugin-private state; the host never reads or writes it. */
    void *plugin_data;
    /* A transition starts under this controller: reset whatever the last one left.
     * [main thread; before the first event of a transition] */
    segue_status_t (*begin)(const segue_interaction_t *interaction, const segue_interaction_start_t *start);
    /* One gesture event; write the answer to `out_answer`. Rules the host enforces (and the
     * validator checks): every ENDED or CANCELLED answers FINISH or CANCEL; UPDATE fractions are
     * finite and within 0...1; FINISH, CANCEL and UPDATE only while driving, GRAB only while
     * finishing or cancelling. An answer that breaks them is refused with a diagnostic (an
     * unanswered release cancels).
     * [main thread; between begin and ended] */
    segue_status_t (*handle_event)(const segue_interaction_t *interaction, const segue_gesture_event_t *event,
                                   segue_interaction_answer_t *out_answer);
    /* The transition ended, completed or cancelled. May be NULL.
     * [main thread; after the transition's completion] */
    void (*ended)(const segue_interaction_t *interaction, bool transition_completed);
    /* Frees the controller. [main thread; no transition running on it] */
    void (*destroy)(const segue_interaction_t *interaction);
};

/* An interaction controller's description. The same rules as segue_animator_descriptor_t's
 * fields of the same names (descriptor.h): plugin-owned, constant from `init` until the last
 * `deinit`, the same bounds on every string, parameters and their accessors (which take the
 * controller, `const segue_interaction_t *`, where an animator's take the animator). */
typedef struct segue_interaction_descriptor {
    /* sizeof(segue_interaction_descriptor_t) as the plugin was built. */
    uint32_t size;
    /* Reverse-DNS identifier, unique among all plugins of every kind. */
    const char *id;
    /* Display name, accepted by `segue run --interaction`. */
    const char *name;
    const char *vendor;
    const char *version;
    const char *description;
    /* SEGUE_GESTURE_* bits: the gestures it handles, at least one. */
    uint64_t gestures;
    /* SEGUE_CAPABILITY_PRESENT and/or SEGUE_CAPABILITY_DISMISS: the operations it drives, at
     * least one. */
    uint64_t operations;
    const segue_parameter_t *parameters;
    uint32_t parameter_count;
} segue_interaction_descriptor_t;

/* What `get_extension(SEGUE_INTERACTION_FACTORY_EXTENSION)` answers: a library's interaction
 * controllers. Plugin-owned, constant from `init` until the last `deinit`. A library may offer
 * animators, interaction controllers and presentation controllers in any mix (even no
 * animator). */
typedef struct segue_interaction_factory {
    /* sizeof(segue_interaction_factory_t) as the plugin was built. */
    uint32_t size;
    /* How many interaction controllers the library offers (at most 64).
     * [main thread; between init and deinit] */
    uint32_t (*count)(void);
    /* The descriptor at `index` (0 ..< count), or NULL out of range.
     * [main thread; between init and deinit] */
    const segue_interaction_descriptor_t *(*descriptor)(uint32_t index);
    /* A new controller for descriptor id `id`, every parameter at its default, or NULL for an
     * unknown id. The host owns it until it calls its `destroy`.
     * [main thread; between init and deinit] */
    const segue_interaction_t *(*create)(const char *id);
} segue_interaction_factory_t;

#ifdef __cplusplus
}
#endif

#endif
