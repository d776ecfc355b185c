/* segue/context.h: the transition context (UIViewControllerContextTransitioning) as services
 * the host hands a plugin animator. */
#ifndef SEGUE_CONTEXT_H
#define SEGUE_CONTEXT_H

#include <stdbool.h>
#include <stdint.h>

#include "animation.h"
#include "geometry.h"
#include "handles.h"
#include "properties.h"
#include "status.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Threads and states.
 * Every service is called on the host's main thread: the thread that called the plugin
 * function the context was passed to (the host calls plugins on that thread only). A call from
 * any other thread changes nothing and reads nothing of the transition: it answers
 * SEGUE_ERROR_WRONG_STATE (or the neutral value for queries that cannot fail), and its
 * diagnostic reaches the host's log on the main thread, at the next call between host and plugin.
 * A context lives in three states:
 *   - "preparing": passed to `transition_duration` or `interruptible_animation` before the
 *     transition's animations begin; queries work, changes and animations too.
 *   - "animating": from `animate_transition` until the plugin calls `complete_transition`;
 *     everything works, including in animation completions.
 *   - "ended": after `complete_transition`; every service answers SEGUE_ERROR_WRONG_STATE (or
 *     the neutral value for queries that cannot fail) and the host logs a diagnostic.
 *   - "presenting" (1.2): handed to a presentation controller's hooks (presentation.h), valid
 *     during that call only; queries, view services and `animate_alongside` work (the
 *     transition queries answer SEGUE_ERROR_WRONG_STATE when no transition runs), `animate`,
 *     `animate_keyframes` and `complete_transition` are refused. Views it creates are the
 *     presentation's chrome: they stay when the hook returns (the controller removes them,
 *     presentation.h), unlike a transition's own views.
 * Handles issued by a context are valid in that context only.
 *
 * What a plugin may change (rule 13 of include/README.md).
 * A plugin may change (set or animate a property of, add, insert, remove, reorder, create a
 * view in) only:
 *   - the container view's subtree (the container's properties included);
 *   - the from- and to-views view_for_key hands out for this transition, with their subtrees;
 *   - the views it created or snapshotted (create_view, snapshot_view), with their subtrees;
 *   - a view it took out of one of those (remove_from_superview), with its subtree.
 * Every other view a context reaches it may only read (get_property, view_name, walking,
 * converting, snapshotting): the window's views outside the container, and a controller's view
 * that view_for_key does not hand out (controller_view of a presenter that stays). A change of
 * one answers SEGUE_ERROR_INVALID_ARGUMENT, changes nothing, and the host records a refusal
 * naming the call and the view. Moving a view changes its old and its new superview, so both
 * must be the plugin's to change. The container's own place is the host's: add_subview,
 * insert_subview and remove_from_superview of the container are SEGUE_ERROR_INVALID_ARGUMENT,
 * as is any change that would put a view inside itself or inside its own subtree. These answers
 * are the same in process and in a plugin process. */

/* Which end of the transition (UITransitionContextViewControllerKey / ViewKey). */
typedef enum segue_transition_key {
    SEGUE_KEY_FROM = 0,
    SEGUE_KEY_TO = 1,
} segue_transition_key_t;

/* What kind of transition runs. Present-like operations bring the "to" controller in;
 * dismiss-like ones (dismiss, pop) take the "from" controller away. */
typedef enum segue_operation {
    SEGUE_OPERATION_PRESENT = 0,
    SEGUE_OPERATION_DISMISS = 1,
    SEGUE_OPERATION_PUSH = 2,
    SEGUE_OPERATION_POP = 3,
    SEGUE_OPERATION_TAB = 4,
    SEGUE_OPERATION_CONTAINER = 5,
} segue_operation_t;

/* UIModalPresentationStyle, for modal transitions; SEGUE_STYLE_NONE otherwise. */
typedef enum segue_presentation_style {
    SEGUE_STYLE_NONE = -1,
    SEGUE_STYLE_FULL_SCREEN = 0,
    SEGUE_STYLE_PAGE_SHEET = 1,
    SEGUE_STYLE_FORM_SHEET = 2,
    SEGUE_STYLE_CURRENT_CONTEXT = 3,
    SEGUE_STYLE_CUSTOM = 4,
    SEGUE_STYLE_OVER_FULL_SCREEN = 5,
    SEGUE_STYLE_OVER_CURRENT_CONTEXT = 6,
    SEGUE_STYLE_POPOVER = 7,
} segue_presentation_style_t;

typedef struct segue_context segue_context_t;

/* A view for the plugin to create (1.1). Read during the call only; the caller owns it. */
typedef struct segue_view_desc {
    /* sizeof(segue_view_desc_t) as the plugin was built; fields beyond it read as zero. */
    uint32_t size;
    /* Its name in traces and pictures: NUL-terminated UTF-8, 1...64 bytes, copied; control
     * characters are refused (SEGUE_ERROR_INVALID_ARGUMENT). */
    const char *name;
    /* In the parent's coordinates, with SEGUE_PROPERTY_FRAME's ranges. */
    segue_rect_t frame;
    /* Every component 0...1 (clear is 0/0/0/0). */
    segue_color_t background_color;
} segue_view_desc_t;

/* A snapshot to take (1.1), as UIView's snapshotViewAfterScreenUpdates: and
 * resizableSnapshotViewFromRect:afterScreenUpdates:withCapInsets:. Read during the call only. */
typedef struct segue_snapshot_desc {
    /* sizeof(segue_snapshot_desc_t) as the plugin was built; fields beyond it read as zero. */
    uint32_t size;
    /* true: the view's look with every change made so far; false: as the host last drew it. */
    bool after_updates;
    /* false: the whole bounds (rect and cap_insets are ignored); true: only `rect`. */
    bool has_rect;
    /* The part to copy, in the view's own coordinates, with SEGUE_PROPERTY_BOUNDS's ranges. */
    segue_rect_t rect;
    /* Edges that keep their size when the snapshot is resized (the middle stretches); each
     * 0...1e7, and the two of an axis together no larger than that side of `rect`. */
    segue_edge_insets_t cap_insets;
} segue_snapshot_desc_t;

/* The transition context. Host-owned: valid from the call it is passed to until the transition
 * ends (the host's call of `animation_ended` returns). Every function receives the context
 * itself first; a NULL or foreign context is refused with SEGUE_ERROR_INVALID_ARGUMENT. */
struct segue_context {
    /* sizeof(segue_context_t) as the host was built; check it before using later fields. */
    uint32_t size;
    /* Host-private; plugins must not read or write it. */
    void *host_data;

    /* MARK: The transition (queries; [main thread, preparing or animating]) */

    /* Which operation runs. */
    int32_t (*operation)(const segue_context_t *context);
    /* The presentation style for modal transitions, SEGUE_STYLE_NONE for the others. */
    int32_t (*presentation_style)(const segue_context_t *context);
    /* Whether the transition animates (false: do the end state at once, then complete). */
    bool (*is_animated)(const segue_context_t *context);
    /* Whether an interaction controller drives the transition now. */
    bool (*is_interactive)(const segue_context_t *context);
    /* Whether the transition was cancelled (ask it in completions: complete with its negation). */
    bool (*transition_was_cancelled)(const segue_context_t *context);

    /* MARK: Views and controllers ([main thread, preparing or animating]) */

    /* The view the transition happens in. Writes the handle to `out_view`. */
    segue_status_t (*container_view)(const segue_context_t *context, segue_view_t *out_view);
    /* The view entering (SEGUE_KEY_TO) or leaving (SEGUE_KEY_FROM), as UIKit's
     * viewForKey: answers, or SEGUE_NO_HANDLE exactly where it answers nil:
     *   - present and dismiss, in a style that removes the presenter's view (full screen,
     *     current context, custom whose presentation controller removes it): the presenter's
     *     view is the from-view of the presentation and the to-view of the dismissal. The host
     *     has moved it into the container (at its frame there, beneath the presented view)
     *     before animate_transition; after a presentation it leaves the window, after a
     *     dismissal it returns to its place, and a cancel puts it back where it was.
     *   - present and dismiss, in a style that keeps it (over full screen, over current
     *     context, custom that keeps it, sheets, popovers): it stays where it is, outside the
     *     container, and that side answers SEGUE_NO_HANDLE. Do not change that view in any way
     *     (not even through controller_view): it is not the plugin's to animate.
     *   - push, pop, tab and container transitions: the from-view is in the container; the
     *     plugin adds the to-view there.
     * The presented (or dismissed) view itself is always handed out. */
    segue_status_t (*view_for_key)(const segue_context_t *context, int32_t key, segue_view_t *out_view);
    /* The controller on that side (never SEGUE_NO_HANDLE during a transition). */
    segue_status_t (*controller_for_key)(const segue_context_t *context, int32_t key,
                                         segue_controller_t *out_controller);
    /* A controller's root view, to read (matching views, frames). Change it only when
     * view_for_key hands out the same view: where view_for_key answers SEGUE_NO_HANDLE, the
     * view stays as it is. */
    segue_status_t (*controller_view)(const segue_context_t *context, segue_controller_t controller,
                                      segue_view_t *out_view);
    /* Where the controller's view is at the start (a zero rect when unknown: the animator picks). */
    segue_status_t (*initial_frame)(const segue_context_t *context, segue_controller_t controller,
                                    segue_rect_t *out_frame);
    /* Where the controller's view must be at the end (a zero rect when it leaves the screen). */
    segue_status_t (*final_frame)(const segue_context_t *context, segue_controller_t controller,
                                  segue_rect_t *out_frame);
    /* A view's name, as the host's render tree and traces show it. The string is host-owned
     * and valid until the transition ends; copy it to keep it. */
    segue_status_t (*view_name)(const segue_context_t *context, segue_view_t view, const char **out_name);

    /* MARK: The view hierarchy ([main thread, preparing or animating]) */

    /* Adds `child` on top of `parent`'s subviews, removing it from any previous superview.
     * `parent`, `child` and `child`'s superview must be the plugin's to change, `child` not the
     * container, and `parent` not `child` nor inside it (see "What a plugin may change"); else
     * SEGUE_ERROR_INVALID_ARGUMENT and nothing changes. */
    segue_status_t (*add_subview)(const segue_context_t *context, segue_view_t parent, segue_view_t child);
    /* Inserts `child` at `index` among `parent`'s subviews (0 is the back); an index beyond the
     * end adds it on top; a negative index is SEGUE_ERROR_OUT_OF_RANGE. The views follow
     * add_subview's rule. */
    segue_status_t (*insert_subview)(const segue_context_t *context, segue_view_t parent, segue_view_t child,
                                     int32_t index);
    /* Removes `view` from its superview (nothing happens when it has none). `view` and its
     * superview must be the plugin's to change, and `view` not the container (else
     * SEGUE_ERROR_INVALID_ARGUMENT); the removed view stays the plugin's to change. */
    segue_status_t (*remove_from_superview)(const segue_context_t *context, segue_view_t view);
    /* Reads a property: set `value->property`, the host fills the matching member. */
    segue_status_t (*get_property)(const segue_context_t *context, segue_view_t view, segue_property_value_t *value);
    /* Sets a property at once (no animation). Non-finite numbers are refused; a view the plugin
     * may only read is SEGUE_ERROR_INVALID_ARGUMENT. */
    segue_status_t (*set_property)(const segue_context_t *context, segue_view_t view,
                                   const segue_property_value_t *value);

    /* MARK: Animations ([main thread, preparing or animating]) */

    /* Starts a block animation on the host engine now (after its delay) and writes its handle
     * to `out_animation` (which may be NULL when the plugin does not need it). Every target is
     * checked first, its view included (one the plugin may only read is
     * SEGUE_ERROR_INVALID_ARGUMENT): on any error nothing changes. */
    segue_status_t (*animate)(const segue_context_t *context, const segue_animation_desc_t *animation,
                              segue_animation_t *out_animation);
    /* Starts a keyframe animation, with the same rules. */
    segue_status_t (*animate_keyframes)(const segue_context_t *context,
                                        const segue_keyframe_animation_desc_t *animation,
                                        segue_animation_t *out_animation);

    /* MARK: Ending ([main thread, animating]) */

    /* Ends the transition (UIKit's completeTransition): `did_complete` false when it was
     * cancelled. Exactly once: a second call answers SEGUE_ERROR_WRONG_STATE and changes nothing.
     * Call it when the transition's last animation ended (from its completion), never while one
     * still runs, passing !transition_was_cancelled as it answers then (include/README.md, 14). */
    segue_status_t (*complete_transition)(const segue_context_t *context, bool did_complete);

    /* Since 1.1: check `size` (segue_struct_has_field) before calling any member below; a 1.0
     * host's table ends above. */

    /* MARK: Views of the plugin's own (1.1; [main thread, preparing or animating]) */

    /* Creates a view (UIView's initWithFrame:, with a name and a background colour) on top of
     * `parent`'s subviews (a view the plugin may change, else SEGUE_ERROR_INVALID_ARGUMENT)
     * and writes its handle to `out_view`. Views a plugin creates or
     * snapshots belong to the transition: when it ends, any still in a hierarchy are removed
     * and the host logs a diagnostic naming them. A view of someone else's the plugin left inside
     * one (a controller's view it wrapped) is not removed with it: the host first moves it to
     * the nearest superview of the wrapper that is not the plugin's, where it shows as before,
     * and the transition's end then puts it where UIKit does. At most 4096 per transition, snapshots
     * included (then SEGUE_ERROR_OUT_OF_RANGE). Depth: no view may sit more than 256 views deep
     * in its tree (the tree's root is 1 deep); a view that would (here, or a subtree moved by
     * add_subview or insert_subview) is refused with SEGUE_ERROR_OUT_OF_RANGE and nothing
     * changes. */
    segue_status_t (*create_view)(const segue_context_t *context, segue_view_t parent, const segue_view_desc_t *view,
                                  segue_view_t *out_view);
    /* Takes a snapshot of `view` (any view the context reaches: snapshotting only reads it): a
     * new view, in no hierarchy yet, showing a frozen copy of the
     * view's look (its subtree, clipped to the rect when one is given) that moves, scales and
     * fades as one view. Its frame is the copied area's size at 0/0. The snapshot's handle
     * reaches no view of the original: it has no subviews. Counts towards the 4096 above.
     * Cost: a snapshot costs the views its look captures (the view and its whole subtree; a
     * snapshot view captured inside it adds, in full, the views its own look captured), counted
     * once per look: snapshots of one view taken with nothing changed in between (a view cut
     * into pieces) share one look and its cost. The looks of one transition may capture at
     * most 4096 views in all, and snapshots may nest at most 16 deep (a snapshot of a view that
     * shows a snapshot is 2 deep; a snapshot of an unresized snapshot view shares its look and
     * nests nothing); past either, SEGUE_ERROR_OUT_OF_RANGE and no view is made. */
    segue_status_t (*snapshot_view)(const segue_context_t *context, segue_view_t view,
                                    const segue_snapshot_desc_t *snapshot, segue_view_t *out_view);

    /* MARK: Walking the hierarchy (1.1; [main thread, preparing or animating]) */
    /* A context reaches the views of the transition's window (the container's tree) and the
     * views the plugin created; a walk never leaves them. */

    /* The view's superview, or SEGUE_NO_HANDLE when it has none the context reaches. */
    segue_status_t (*superview)(const segue_context_t *context, segue_view_t view, segue_view_t *out_view);
    /* How many subviews the view has. */
    segue_status_t (*subview_count)(const segue_context_t *context, segue_view_t view, uint32_t *out_count);
    /* The subview at `index`, 0 the back; an index at or past the count is SEGUE_ERROR_OUT_OF_RANGE. */
    segue_status_t (*subview_at)(const segue_context_t *context, segue_view_t view, uint32_t index,
                                 segue_view_t *out_view);
    /* The first view named `name` (NUL-terminated UTF-8, 1...64 bytes) in the subtree of
     * `view`, depth first, back to front, `view` itself included; SEGUE_NO_HANDLE when none. */
    segue_status_t (*find_descendant)(const segue_context_t *context, segue_view_t view, const char *name,
                                      segue_view_t *out_view);
    /* Converts `point` from `from`'s coordinates to `to`'s (UIView's convertPoint:toView:),
     * through every bounds origin, anchor point, position, transform and sublayer transform
     * between them. Either view may be SEGUE_NO_HANDLE: the window's coordinates. */
    segue_status_t (*convert_point)(const segue_context_t *context, segue_point_t point, segue_view_t from,
                                    segue_view_t to,
                                    segue_point_t *out_point);
    /* Converts `rect` likewise: the smallest rectangle holding its four converted corners. */
    segue_status_t (*convert_rect)(const segue_context_t *context, segue_rect_t rect, segue_view_t from,
                                   segue_view_t to,
                                   segue_rect_t *out_rect);
    /* Moves `child`, a subview of `parent`, to the front; any other view, or a `parent` the
     * plugin may only read, is SEGUE_ERROR_INVALID_ARGUMENT. */
    segue_status_t (*bring_subview_to_front)(const segue_context_t *context, segue_view_t parent, segue_view_t child);
    /* Moves `child`, a subview of `parent`, to the back, with the same rule. */
    segue_status_t (*send_subview_to_back)(const segue_context_t *context, segue_view_t parent, segue_view_t child);

    /* Since 1.2: check `size` (segue_struct_has_field) before calling any member below; a 1.1
     * host's table ends above. */

    /* MARK: Logging (1.2; [main thread, preparing or animating]) */

    /* The lowest level (a segue_log_level_t, host.h) the host keeps of this plugin's messages:
     * messages below it are dropped, so a plugin may skip building them. It answers what the
     * host's `log_threshold` answers at that moment; SEGUE_LOG_DEBUG (keep everything) when
     * refused. */
    int32_t (*log_threshold)(const segue_context_t *context);

    /* MARK: Presentation controllers (1.2; [main thread, presenting]) */

    /* UIViewControllerTransitionCoordinator's animateAlongsideTransition, for a presentation
     * controller's will_begin hooks (presentation.h): animates `animation`'s targets alongside
     * the running transition. They follow the transition's own timing (the description's
     * duration, delay and timing are ignored), are scrubbed, finished and cancelled with it (a
     * cancelled transition puts them back), and `completion` is called once when the transition
     * ends, with whether it completed. The same targets rules as `animate`. `out_animation` may
     * be NULL (alongside animations have no handle of their own: it receives 0, and the
     * completion's `animation` is 0). Outside a transition (no coordinator) the targets are set
     * at once and the completion runs before the call returns, as UIKit does with no
     * coordinator. A plugin running isolated (in a plugin process) is answered
     * SEGUE_ERROR_UNSUPPORTED for now. */
    segue_status_t (*animate_alongside)(const segue_context_t *context, const segue_animation_desc_t *animation,
                                        segue_animation_t *out_animation);
};

#ifdef __cplusplus
}
#endif

#endif
