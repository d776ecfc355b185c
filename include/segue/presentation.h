/* segue/presentation.h: presentation controllers (UIPresentationController's role) as plugins
 * (1.2). A presentation controller decides where the presented view sits, adds chrome (a
 * dimming view, a grabber) around it through the view services of a segue_context_t, animates
 * that chrome alongside the transition (`animate_alongside`), answers whether the presenter's
 * view leaves, how the style adapts to a compact container, and what a touch on the presented
 * presentation does (a tap on the dimming view, a drag between detents, a swipe that dismisses).
 *
 * Call order (UIKit's, per "Presenting a View Controller" and UIPresentationController.h), for a
 * presentation:
 *   adaptive_presentation_style (once, for the container's size class), then
 *   presentation_will_begin, container_will_layout, frame_of_presented_view (any number of
 *   times), container_did_layout, the animator's animate_transition, the transition's end,
 *   presentation_did_end(completed);
 * for a dismissal:
 *   dismissal_will_begin, the animator, the end, dismissal_did_end(completed);
 * while presented: container_will_layout / frame_of_presented_view / container_did_layout after a
 * resize, adaptive_presentation_style when the size class changes, handle_gesture for touches.
 * should_remove_presenters_view is asked when the presentation ends. */
#ifndef SEGUE_PRESENTATION_H
#define SEGUE_PRESENTATION_H

#include <stdbool.h>
#include <stdint.h>

#include "context.h"
#include "geometry.h"
#include "interaction.h"
#include "parameters.h"
#include "status.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The id a library's entry answers in `get_extension` with its segue_presentation_factory_t. */
#define SEGUE_PRESENTATION_FACTORY_EXTENSION "segue.presentation-factory/1"

/* Presentation capability flags (descriptor `capabilities`). */
/* It implements `handle_gesture` (taps and drags on the presented presentation). */
#define SEGUE_PRESENTATION_CAPABILITY_GESTURES 0x1ULL
/* Its gestures may start an interactive dismissal (DISMISS_INTERACTIVELY). */
#define SEGUE_PRESENTATION_CAPABILITY_INTERACTIVE_DISMISS 0x2ULL

/* A tap on the presented presentation (gesture event `gesture`, with the pans of interaction.h);
 * its phase is ENDED only. */
#define SEGUE_GESTURE_TAP 0x8ULL

/* Size classes (UIUserInterfaceSizeClass). */
typedef enum segue_size_class {
    SEGUE_SIZE_CLASS_COMPACT = 1,
    SEGUE_SIZE_CLASS_REGULAR = 2,
} segue_size_class_t;

/* Everything `frame_of_presented_view` may depend on. Host-owned, valid during the call. */
typedef struct segue_presentation_layout {
    /* sizeof(segue_presentation_layout_t) as the host was built. */
    uint32_t size;
    /* A segue_size_class_t: the container's horizontal size class. */
    int32_t horizontal_size_class;
    /* The container's bounds, in its own coordinates (origin 0,0). */
    segue_rect_t container_bounds;
    /* The container's safe area insets (zero headless unless the scene sets them). */
    segue_edge_insets_t safe_area;
    /* The presented controller's preferredContentSize; zero when it states none. */
    segue_size_t preferred_content_size;
} segue_presentation_layout_t;

/* What a presentation controller wants after a gesture event. */
typedef enum segue_presentation_action {
    /* Nothing (a tap on the dimming view under a "do nothing" policy, an ignored event). */
    SEGUE_PRESENTATION_ACTION_NONE = 0,
    /* Put the presented view at `frame` now, unanimated (a sheet following a finger). */
    SEGUE_PRESENTATION_ACTION_FOLLOW = 1,
    /* Its frame answer changed (a new detent): the host animates the presented view to
     * frame_of_presented_view on a spring, calling the layout pair around it. */
    SEGUE_PRESENTATION_ACTION_RELAYOUT = 2,
    /* Dismiss the presented controller, animated and not interactive. */
    SEGUE_PRESENTATION_ACTION_DISMISS = 3,
    /* Start dismissing, driven by this touch: the host starts an interactive dismissal and
     * hands this touch's later events to handle_gesture with state DRIVING, FINISHING or
     * CANCELLING; the answers' `interaction` then decides, as an interaction controller's do. */
    SEGUE_PRESENTATION_ACTION_DISMISS_INTERACTIVELY = 4,
    /* A tap: deliver it to the views beneath the presentation (the presenter's). */
    SEGUE_PRESENTATION_ACTION_PASS_THROUGH = 5,
} segue_presentation_action_t;

/* The answer to one gesture event. The host zeroes it and sets both sizes before the call. */
typedef struct segue_presentation_answer {
    /* sizeof(segue_presentation_answer_t) as the host was built. */
    uint32_t size;
    /* A segue_presentation_action_t; ignored during an interactive dismissal it started. */
    int32_t action;
    /* For FOLLOW: where the presented view goes, in the container's coordinates, within
     * SEGUE_PROPERTY_FRAME's ranges. */
    segue_rect_t frame;
    /* During an interactive dismissal this controller started: what the dismissal does, with
     * interaction.h's rules (every release answers FINISH or CANCEL). */
    segue_interaction_answer_t interaction;
} segue_presentation_answer_t;

typedef struct segue_presentation segue_presentation_t;

/* One presentation controller, made by the factory's `create` for one presentation (the host
 * creates a new one for every presentation, as UIKit does). Plugin-owned: valid until `destroy`.
 * The host calls each function with the controller itself, on its main thread, never
 * re-entrantly. Every hook that takes a context gets a fresh segue_context_t in the state
 * "presenting" (context.h), valid during that call only: the view services work on the
 * container's subtree and on views it creates; the transition queries answer for the transition
 * running (SEGUE_ERROR_WRONG_STATE outside one); `animate_alongside` works in the two
 * will_begin hooks; `animate`, `animate_keyframes` and `complete_transition` are refused.
 * Handles are valid in their context only: find chrome again by name (`find_descendant` on the
 * container) in a later hook. Chrome a controller added must be gone from the container once a
 * dismissal ends completed, and once a presentation ends cancelled. */
struct segue_presentation {
    /* sizeof(segue_presentation_t) as the plugin was built. */
    uint32_t size;
    /* Plugin-private state; the host never reads or writes it. */
    void *plugin_data;
    /* frameOfPresentedViewInContainerView: where the presented view sits, in the container's
     * coordinates. Pure: the same layout and the same state (changed only by handle_gesture)
     * give the same rect, bit for bit; no service, no side effect. Finite, within
     * SEGUE_PROPERTY_FRAME's ranges. [main thread; any time between create and destroy] */
    segue_status_t (*frame_of_presented_view)(const segue_presentation_t *presentation,
                                              const segue_presentation_layout_t *layout, segue_rect_t *out_frame);
    /* presentationTransitionWillBegin: add chrome, animate it in alongside. May be NULL.
     * [main thread; presentation transition about to animate] */
    void (*presentation_will_begin)(const segue_presentation_t *presentation, const segue_context_t *context);
    /* presentationTransitionDidEnd: on false (cancelled) remove what will_begin added. May be NULL.
     * [main thread; after the presentation transition ended] */
    void (*presentation_did_end)(const segue_presentation_t *presentation, const segue_context_t *context,
                                 bool completed);
    /* dismissalTransitionWillBegin: animate chrome out alongside. May be NULL.
     * [main thread; dismissal transition about to animate] */
    void (*dismissal_will_begin)(const segue_presentation_t *presentation, const segue_context_t *context);
    /* dismissalTransitionDidEnd: on true remove the chrome. May be NULL.
     * [main thread; after the dismissal transition ended] */
    void (*dismissal_did_end)(const segue_presentation_t *presentation, const segue_context_t *context,
                              bool completed);
    /* containerViewWillLayoutSubviews: lay chrome out for the container's bounds (the host puts
     * the presented view at frame_of_presented_view after this returns, except at the start of an
     * interactive dismissal this controller started: the view stays under the finger). May be NULL.
     * [main thread; at a transition's start and after a resize] */
    void (*container_will_layout)(const segue_presentation_t *presentation, const segue_context_t *context);
    /* containerViewDidLayoutSubviews. May be NULL. [main thread; after container_will_layout] */
    void (*container_did_layout)(const segue_presentation_t *presentation, const segue_context_t *context);
    /* shouldRemovePresentersView: whether the presenter's view leaves the window once the
     * presentation ends (UIKit's default for a custom presentation: false).
     * [main thread; when the presentation ends] */
    bool (*should_remove_presenters_view)(const segue_presentation_t *presentation);
    /* adaptivePresentationStyle(for:traitCollection:): the style to use in a container of
     * `horizontal_size_class` (a segue_size_class_t): SEGUE_STYLE_NONE keeps this controller
     * (do not adapt), SEGUE_STYLE_FULL_SCREEN or SEGUE_STYLE_OVER_FULL_SCREEN replaces it while
     * the size class lasts. Same answer for the same size class. May be NULL (never adapts).
     * [main thread; before a presentation and when the size class changes] */
    int32_t (*adaptive_presentation_style)(const segue_presentation_t *presentation, int32_t horizontal_size_class);
    /* A touch on the presented presentation (SEGUE_PRESENTATION_CAPABILITY_GESTURES): taps
     * (SEGUE_GESTURE_TAP, with `location` telling the dimming view from the presented view) and
     * vertical pans. Write the answer to `out_answer`. May be NULL without the capability.
     * [main thread; while presented, and during an interactive dismissal it started] */
    segue_status_t (*handle_gesture)(const segue_presentation_t *presentation, const segue_gesture_event_t *event,
                                     segue_presentation_answer_t *out_answer);
    /* Frees the controller. [main thread; after its presentation was dismissed or cancelled] */
    void (*destroy)(const segue_presentation_t *presentation);
};

/* A presentation controller's description, with segue_animator_descriptor_t's rules for the
 * fields of the same names (parameter accessors take `const segue_presentation_t *`). */
typedef struct segue_presentation_descriptor {
    /* sizeof(segue_presentation_descriptor_t) as the plugin was built. */
    uint32_t size;
    /* Reverse-DNS identifier, unique among all plugins of every kind. */
    const char *id;
    /* Display name, accepted by `segue run --presentation`. */
    const char *name;
    const char *vendor;
    const char *version;
    const char *description;
    /* SEGUE_PRESENTATION_CAPABILITY_* flags. */
    uint64_t capabilities;
    const segue_parameter_t *parameters;
    uint32_t parameter_count;
} segue_presentation_descriptor_t;

/* What `get_extension(SEGUE_PRESENTATION_FACTORY_EXTENSION)` answers: a library's presentation
 * controllers. Plugin-owned, constant from `init` until the last `deinit`. */
typedef struct segue_presentation_factory {
    /* sizeof(segue_presentation_factory_t) as the plugin was built. */
    uint32_t size;
    /* How many presentation controllers the library offers (at most 64).
     * [main thread; between init and deinit] */
    uint32_t (*count)(void);
    /* The descriptor at `index` (0 ..< count), or NULL out of range.
     * [main thread; between init and deinit] */
    const segue_presentation_descriptor_t *(*descriptor)(uint32_t index);
    /* A new controller for descriptor id `id`, every parameter at its default, or NULL for an
     * unknown id. The host owns it until it calls its `destroy`.
     * [main thread; between init and deinit] */
    const segue_presentation_t *(*create)(const char *id);
} segue_presentation_factory_t;

#ifdef __cplusplus
}
#endif

#endif
