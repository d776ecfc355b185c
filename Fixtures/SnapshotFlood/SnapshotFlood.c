/* ABI 1.1: the shared fixture animator, but in animate_transition it fills a holder view with
 * 1000 small views (a large container), then, 2000 times, nudges the holder (so no two snapshots
 * share a look) and snapshots it, showing every snapshot in the container: millions of captured
 * views in one transition. Everything it made is removed before completing. */
#define BROKEN_KIND 0
#define BROKEN_ID "org.segue.fixture.snapshot-flood"
#define BROKEN_NAME "Snapshot Flood"
#include <string.h>
#include "fixture.h"

enum { FLOOD_TILES = 1000, FLOOD_SHOTS = 2000 };

/* Every view it made that is in a hierarchy, removed when the animation ends. */
static segue_view_t made[2 + FLOOD_TILES + FLOOD_SHOTS];
static int made_count;

/* Builds the large holder and snapshots it until the host refuses. */
static void flood_snapshots(const segue_context_t *context, segue_view_t container, segue_rect_t bounds) {
    segue_view_desc_t box = {sizeof box, "holder", {0, 0, bounds.width, bounds.height}, {0.9, 0.9, 0.9, 0.05}};
    segue_view_t holder = 0, shelf = 0, view = 0;
    made_count = 0;
    if (context->create_view(context, container, &box, &holder) != SEGUE_OK) return;
    made[made_count++] = holder;
    box.name = "shelf";
    if (context->create_view(context, container, &box, &shelf) != SEGUE_OK) return;
    made[made_count++] = shelf;
    segue_view_desc_t tile = {sizeof tile, "tile", {0, 0, 8, 8}, {0.3, 0.5, 0.7, 1}};
    for (int index = 0; index < FLOOD_TILES; index++) {
        tile.frame.x = (index % 50) * 8;
        tile.frame.y = (index / 50) * 8;
        if (context->create_view(context, holder, &tile, &view) != SEGUE_OK) break;
        made[made_count++] = view;
    }
    segue_snapshot_desc_t whole = {sizeof whole, true, false, {0, 0, 0, 0}, {0, 0, 0, 0}};
    segue_property_value_t alpha;
    memset(&alpha, 0, sizeof alpha);
    alpha.property = SEGUE_PROPERTY_ALPHA;
    for (int shot = 0; shot < FLOOD_SHOTS; shot++) {
        alpha.value.number = 1.0 - shot / 4000.0;
        context->set_property(context, holder, &alpha);
        if (context->snapshot_view(context, holder, &whole, &view) != SEGUE_OK) break;
        context->add_subview(context, shelf, view);
        made[made_count++] = view;
    }
}

/* Takes every view it made out of its superview, the last made first. */
static void remove_flood(const segue_context_t *context) {
    while (made_count > 0) context->remove_from_superview(context, made[--made_count]);
}

#define BROKEN_IN_ANIMATE flood_snapshots
#define BROKEN_ON_FINISH remove_flood
#include "broken_animator.h"
