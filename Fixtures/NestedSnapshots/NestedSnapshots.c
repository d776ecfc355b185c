/* ABI 1.1: the shared fixture animator, but in animate_transition it snapshots the container,
 * then, 4000 times, widens the latest snapshot by a point (so the next one cannot share its look)
 * and snapshots it: a snapshot of a snapshot of a snapshot..., each look nesting the last. The
 * deepest is shown over the container while it animates and removed before completing. */
#define BROKEN_KIND 0
#define BROKEN_ID "org.segue.fixture.nested-snapshots"
#define BROKEN_NAME "Nested Snapshots"
#include <string.h>
#include "fixture.h"

/* The deepest snapshot the host made, shown over the container. */
static segue_view_t deepest;

/* Nests snapshots until the host refuses one. */
static void nest_snapshots(const segue_context_t *context, segue_view_t container, segue_rect_t bounds) {
    segue_snapshot_desc_t whole = {sizeof whole, true, false, {0, 0, 0, 0}, {0, 0, 0, 0}};
    segue_view_t latest = 0, next = 0;
    deepest = 0;
    if (context->snapshot_view(context, container, &whole, &latest) != SEGUE_OK) return;
    for (int level = 1; level < 4000; level++) {
        segue_property_value_t wider;
        memset(&wider, 0, sizeof wider);
        wider.property = SEGUE_PROPERTY_FRAME;
        wider.value.rect = (segue_rect_t){0, 0, bounds.width + level, bounds.height};
        context->set_property(context, latest, &wider);
        if (context->snapshot_view(context, latest, &whole, &next) != SEGUE_OK) break;
        latest = next;
    }
    deepest = latest;
    context->add_subview(context, container, deepest);
}

/* Takes the deepest snapshot out of the container. */
static void remove_deepest(const segue_context_t *context) {
    if (deepest) context->remove_from_superview(context, deepest);
    deepest = 0;
}

#define BROKEN_IN_ANIMATE nest_snapshots
#define BROKEN_ON_FINISH remove_deepest
#include "broken_animator.h"
