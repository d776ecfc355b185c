/* segue/animator.h: an animator instance (UIViewControllerAnimatedTransitioning) as a vtable. */
#ifndef SEGUE_ANIMATOR_H
#define SEGUE_ANIMATOR_H

#include <stdbool.h>
#include <stdint.h>

#include "context.h"
#include "handles.h"
#include "status.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct segue_animator segue_animator_t;

/* One animator, made by `create_animator`. Plugin-owned: valid until the host calls `destroy`.
 * The host calls each function with the animator itself, on its main thread, never
 * re-entrantly, and never after `destroy`. One animator runs at most one transition at a time;
 * the host may reuse it for later transitions. */
struct segue_animator {
    /* sizeof(segue_animator_t) as the plugin was built. */
    uint32_t size;
    /* Plugin-private state; the host never reads or writes it. */
    void *plugin_data;

    /* Seconds the transition takes, finite, 0...3600 (the host refuses anything else with a
     * diagnostic and uses 0). Same answer for the same context every time. `context` may be
     * NULL when the host asks outside a transition.
     * [main thread; context preparing or animating, or NULL] */
    double (*transition_duration)(const segue_animator_t *animator, const segue_context_t *context);

    /* Runs the transition: put the views in place, animate them through the context, and call
     * `complete_transition` exactly once (usually from an animation's completion).
     * [main thread; context animating] */
    void (*animate_transition)(const segue_animator_t *animator, const segue_context_t *context);

    /* Told after the transition ended, with the flag given to `complete_transition`; the
     * context is ended by then. May be NULL. [main thread; after complete_transition] */
    void (*animation_ended)(const segue_animator_t *animator, bool transition_completed);

    /* UIKit's interruptibleAnimator(using:): the one animation, created through `context`,
     * that drives the transition; the same handle on every call within a transition. NULL
     * unless the descriptor claims SEGUE_CAPABILITY_INTERRUPTIBLE.
     * [main thread; context preparing or animating] */
    segue_status_t (*interruptible_animation)(const segue_animator_t *animator, const segue_context_t *context,
                                              segue_animation_t *out_animation);

    /* Frees the animator. [main thread; no transition running on it] */
    void (*destroy)(const segue_animator_t *animator);
};

#ifdef __cplusplus
}
#endif

#endif
