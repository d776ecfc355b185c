/* ABI 1.1: the shared fixture animator, but in animate_transition it creates views each inside the
 * last, each clipping its subviews, up to 4000 deep (past the host's view-tree depth limit; within
 * its 4096 own views), keeps the chain on screen while it animates and removes every link before
 * completing. */
#define BROKEN_KIND 0
#define BROKEN_ID "org.segue.fixture.deep-view-chain"
#define BROKEN_NAME "Deep View Chain"
#include <string.h>
#include "fixture.h"

enum { CHAIN_LINKS = 4000 };

/* The links the host made, outermost first, removed when the animation ends. */
static segue_view_t chain[CHAIN_LINKS];
static int chain_length;

/* Creates the chain until the host refuses a link. */
static void deep_view_chain(const segue_context_t *context, segue_view_t container, segue_rect_t bounds) {
    segue_view_desc_t link = {sizeof link, "link", {0, 0, bounds.width, bounds.height}, {0.2, 0.4, 0.8, 0.02}};
    segue_property_value_t clips;
    memset(&clips, 0, sizeof clips);
    clips.property = SEGUE_PROPERTY_CLIPS_TO_BOUNDS;
    clips.value.flag = true;
    segue_view_t parent = container;
    for (chain_length = 0; chain_length < CHAIN_LINKS; chain_length++) {
        if (context->create_view(context, parent, &link, &chain[chain_length]) != SEGUE_OK) break;
        parent = chain[chain_length];
        context->set_property(context, parent, &clips);
    }
}

/* Takes every link out of its superview, innermost first. */
static void remove_chain(const segue_context_t *context) {
    while (chain_length > 0) context->remove_from_superview(context, chain[--chain_length]);
}

#define BROKEN_IN_ANIMATE deep_view_chain
#define BROKEN_ON_FINISH remove_chain
#include "broken_animator.h"
