/* Explode.c: VCTransitionsLibrary's explode transition as a plain C11 plugin (ABI 1.1).
 *
 * In every direction, the leaving view is cut into square snapshot tiles, `columns` across
 * (ten, as the original, so a tile is a tenth of the width and a 400x800 window gives 10x20 =
 * 200 tiles), laid over it; the arriving view goes beneath at once. Every tile then moves by a
 * random offset of up to 100 points each way, turns by a random angle of up to 10 radians each
 * way, shrinks to nothing and fades out, all on one ease-in-out timeline of `duration` seconds.
 * The original has no reverse (it ignores the reversible controller's flag), so dismissing (or
 * popping) explodes the leaving view in just the same way, over the view it returns to. Random
 * numbers come from SplitMix64 seeded with `seed` at the start of every transition, so a seed
 * always draws the same explosion. The library exports `segue_plugin_entry` only; everything
 * else is static. */

#include "segue/plugin_helpers.h"

enum {
    EXPLODE_PARAM_DURATION = 0,
    EXPLODE_PARAM_SEED = 1,
    EXPLODE_PARAM_COLUMNS = 2,
    EXPLODE_PARAM_COUNT = 3,
};

/* At most this many tiles (each a snapshot view, three animated properties each). */
#define EXPLODE_MAX_TILES 3000
/* Targets per keyframe (the ABI's limit). */
#define EXPLODE_TARGETS_PER_KEYFRAME 999
/* The scale a tile shrinks to: the original scales to exactly 0, which loses the rotation
 * (a zero matrix has no angle to interpolate); this keeps it and is invisible. */
#define EXPLODE_END_SCALE 0.001

typedef struct explode_instance {
    segue_plugin_instance_t base;
    /* The transition running now. */
    bool presenting;
    segue_view_t container;
    segue_view_t from_view;
    segue_view_t to_view;
    /* Where the view sent to the back was among the container's subviews (restored on cancel). */
    segue_view_t moved_view;
    int32_t moved_index;
    /* Where the arriving view was before (NO_HANDLE: in no hierarchy). */
    segue_view_t to_parent;
    int32_t to_index;
    uint32_t tile_count;
    segue_view_t *tiles;
} explode_instance_t;

static segue_parameter_t parameters[EXPLODE_PARAM_COUNT] = {
    SEGUE_PLUGIN_PARAMETER("duration", "Duration",
                           "Seconds the explosion takes (CEReversibleAnimationController's default, 1 s).",
                           SEGUE_PARAMETER_DOUBLE, 1.0, 0.0, 10.0),
    SEGUE_PLUGIN_PARAMETER("seed", "Seed",
                           "Seeds the random offsets and turns of the tiles: the same seed draws the same explosion.",
                           SEGUE_PARAMETER_INT64, 0.0, 0.0, 1000000000.0),
    SEGUE_PLUGIN_PARAMETER("columns", "Columns",
                           "Tiles across the view (the original's 10); tiles are square, "
                           "so rows follow from the height.",
                           SEGUE_PARAMETER_INT64, 10.0, 2.0, 40.0),
};

static const segue_animator_descriptor_t descriptor = {
    sizeof(segue_animator_descriptor_t),
    "org.segue.explode",
    "Explode",
    "Segue",
    "1.0.0",
    "The leaving view breaks into square snapshot tiles (ten across) that fly apart by random offsets, spin, "
    "shrink and fade over the arriving view, after VCTransitionsLibrary's CEExplodeAnimationController; a seed "
    "makes the scatter repeatable, and a dismissal explodes the leaving view the same way, as the original does.",
    SEGUE_CAPABILITY_PRESENT | SEGUE_CAPABILITY_DISMISS | SEGUE_CAPABILITY_INTERACTIVE,
    parameters,
    EXPLODE_PARAM_COUNT,
};

static explode_instance_t *instance_of(const segue_animator_t *animator) {
    return (explode_instance_t *)segue_plugin_instance(animator);
}

/* MARK: Random numbers */

/* SplitMix64 (Steele, Lea and Flood): one 64-bit state, one multiply-xorshift output. */
static uint64_t splitmix_next(uint64_t *state) {
    uint64_t z = (*state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

/* A uniform double in [low, high). */
static double random_between(uint64_t *state, double low, double high) {
    double unit = (double)(splitmix_next(state) >> 11) * 0x1.0p-53;
    return low + unit * (high - low);
}

/* Removes the tiles, puts back what a cancel must and ends the transition. */
static void explosion_completed(void *completion_data, const segue_context_t *context, segue_animation_t animation,
                                int32_t position) {
    (void)animation;
    (void)position;
    explode_instance_t *instance = completion_data;
    if (context == NULL) return;
    bool success = !context->transition_was_cancelled(context);
    if (instance != NULL) {
        for (uint32_t index = 0; index < instance->tile_count; index++) {
            context->remove_from_superview(context, instance->tiles[index]);
        }
        free(instance->tiles);
        instance->tiles = NULL;
        instance->tile_count = 0;
        if (success) {
            /* A dismissal takes the leaving view away. */
            if (!instance->presenting && instance->from_view != SEGUE_NO_HANDLE) {
                context->remove_from_superview(context, instance->from_view);
            }
        } else {
            /* Back to the starting tree: the arriving view where it was, the reordered view at its index. */
            if (instance->to_view != SEGUE_NO_HANDLE) {
                if (instance->to_parent == SEGUE_NO_HANDLE || instance->to_index < 0) {
                    context->remove_from_superview(context, instance->to_view);
                } else {
                    context->insert_subview(context, instance->to_parent, instance->to_view, instance->to_index);
                }
            }
            if (instance->moved_view != SEGUE_NO_HANDLE && instance->moved_index >= 0) {
                context->insert_subview(context, instance->container, instance->moved_view, instance->moved_index);
            }
        }
    }
    segue_plugin_finish(context);
}

/* MARK: The animator */

static double transition_duration(const segue_animator_t *animator, const segue_context_t *context) {
    (void)context;
    explode_instance_t *instance = instance_of(animator);
    return instance == NULL ? 0.0 : instance->base.values[EXPLODE_PARAM_DURATION];
}

/* Snapshots `region` of `source` (at `frame` in the container) as one tile on top of the
 * container in place, and appends its scattered end pose (moved, turned, shrunk, faded) to
 * `targets`. */
static void cut_tile(explode_instance_t *instance, const segue_context_t *context, segue_view_t source,
                     segue_rect_t frame, segue_rect_t region, uint64_t *state, segue_property_target_t *targets,
                     uint32_t *target_count) {
    double side = region.width;
    /* Snapshots of the view as it is (the original's afterScreenUpdates:NO). */
    segue_snapshot_desc_t piece = {sizeof piece, false, true, region, {0, 0, 0, 0}};
    segue_view_t tile = SEGUE_NO_HANDLE;
    segue_status_t status = context->snapshot_view(context, source, &piece, &tile);
    if (status != SEGUE_OK) {
        segue_plugin_warn("snapshot of a tile failed (status %d)", (int)status);
        return;
    }
    instance->tiles[instance->tile_count++] = tile;
    context->add_subview(context, instance->container, tile);
    segue_rect_t place = {frame.x + region.x, frame.y + region.y, side, side};
    segue_plugin_set_frame(context, tile, place, "tile's frame");

    double dx = random_between(state, -100.0, 100.0);
    double dy = random_between(state, -100.0, 100.0);
    double angle = random_between(state, -10.0, 10.0);
    segue_point_t home = {place.x + side / 2, place.y + side / 2};
    segue_property_value_t scattered_position =
        segue_plugin_point_value(SEGUE_PROPERTY_POSITION, home.x + dx, home.y + dy);
    segue_property_value_t scattered_transform = segue_plugin_value(SEGUE_PROPERTY_TRANSFORM);
    double c = cos(angle) * EXPLODE_END_SCALE, s = sin(angle) * EXPLODE_END_SCALE;
    scattered_transform.value.affine = (segue_affine_transform_t){c, s, -s, c, 0, 0};
    segue_property_value_t gone = segue_plugin_number_value(SEGUE_PROPERTY_ALPHA, 0);
    targets[(*target_count)++] = (segue_property_target_t){tile, scattered_position};
    targets[(*target_count)++] = (segue_property_target_t){tile, scattered_transform};
    targets[(*target_count)++] = (segue_property_target_t){tile, gone};
}

/* Runs every tile's scatter on one timeline of keyframes spanning all of it, each within the
 * ABI's per-keyframe limit; frees `targets`. */
static void run_timeline(explode_instance_t *instance, const segue_context_t *context,
                         segue_property_target_t *targets, uint32_t target_count) {
    uint32_t keyframe_count = (target_count + EXPLODE_TARGETS_PER_KEYFRAME - 1) / EXPLODE_TARGETS_PER_KEYFRAME;
    if (keyframe_count == 0) keyframe_count = 1;
    segue_keyframe_t *keyframes = calloc(keyframe_count, sizeof *keyframes);
    if (keyframes == NULL) {
        free(targets);
        segue_plugin_warn("out of memory for keyframes");
        explosion_completed(instance, context, SEGUE_NO_HANDLE, SEGUE_POSITION_END);
        return;
    }
    for (uint32_t index = 0; index < keyframe_count; index++) {
        uint32_t first = index * EXPLODE_TARGETS_PER_KEYFRAME;
        uint32_t count = target_count - first < EXPLODE_TARGETS_PER_KEYFRAME ? target_count - first
                                                                             : EXPLODE_TARGETS_PER_KEYFRAME;
        keyframes[index] = (segue_keyframe_t){0.0, 1.0, targets == NULL ? NULL : targets + first,
                                              target_count == 0 ? 0 : count};
    }
    segue_keyframe_animation_desc_t animation;
    memset(&animation, 0, sizeof animation);
    animation.size = sizeof animation;
    animation.duration = instance->base.values[EXPLODE_PARAM_DURATION];
    animation.timing.kind = SEGUE_TIMING_EASE_IN_OUT; /* UIView.animateWithDuration's default curve */
    animation.keyframes = keyframes;
    animation.keyframe_count = keyframe_count;
    animation.completion = explosion_completed;
    animation.completion_data = instance;
    segue_status_t status = context->animate_keyframes(context, &animation, NULL);
    free(keyframes);
    free(targets);
    if (status != SEGUE_OK) {
        segue_plugin_warn("animate_keyframes failed (status %d); jumping to the end", (int)status);
        explosion_completed(instance, context, SEGUE_NO_HANDLE, SEGUE_POSITION_END);
    }
}

/* Cuts `source` (at `frame` in the container) into tiles, adds them on top of the container and
 * scatters them. */
static void run_tiles(explode_instance_t *instance, const segue_context_t *context, segue_view_t source,
                      segue_rect_t frame) {
    double columns = instance->base.values[EXPLODE_PARAM_COLUMNS];
    double side = frame.width / columns;
    uint32_t across = (uint32_t)columns;
    uint32_t down = side > 0 ? (uint32_t)ceil(frame.height / side - 1e-9) : 0;
    if ((uint64_t)across * down > EXPLODE_MAX_TILES) {
        segue_plugin_warn("%u x %u tiles is too many; using %u rows", across, down, EXPLODE_MAX_TILES / across);
        down = EXPLODE_MAX_TILES / across;
    }
    uint32_t wanted = across * down;
    instance->tiles = wanted > 0 ? calloc(wanted, sizeof *instance->tiles) : NULL;
    uint32_t target_capacity = wanted * 3;
    segue_property_target_t *targets = target_capacity > 0 ? calloc(target_capacity, sizeof *targets) : NULL;
    if (wanted > 0 && (instance->tiles == NULL || targets == NULL)) {
        segue_plugin_warn("out of memory for %u tiles", wanted);
        free(targets);
        explosion_completed(instance, context, SEGUE_NO_HANDLE, SEGUE_POSITION_END);
        return;
    }
    uint64_t state = (uint64_t)instance->base.values[EXPLODE_PARAM_SEED];
    uint32_t target_count = 0;
    /* Column by column, top to bottom, as the original's loops. */
    for (uint32_t column = 0; column < across; column++) {
        for (uint32_t row = 0; row < down; row++) {
            cut_tile(instance, context, source, frame, (segue_rect_t){column * side, row * side, side, side}, &state,
                     targets, &target_count);
        }
    }
    run_timeline(instance, context, targets, target_count);
}

/* Forgets the last transition and notes the new one's direction. */
static void begin(explode_instance_t *instance, const segue_context_t *context) {
    free(instance->tiles);
    instance->tiles = NULL;
    instance->tile_count = 0;
    instance->moved_view = SEGUE_NO_HANDLE;
    instance->moved_index = -1;
    instance->to_parent = SEGUE_NO_HANDLE;
    instance->to_index = -1;
    instance->from_view = SEGUE_NO_HANDLE;
    instance->to_view = SEGUE_NO_HANDLE;
    int32_t operation = context->operation(context);
    instance->presenting = operation != SEGUE_OPERATION_DISMISS && operation != SEGUE_OPERATION_POP;
}

/* The arriving view at its final frame, at the back of the container, remembering where it was
 * (a cancel puts it back there). */
static void place_arriving_view(explode_instance_t *instance, const segue_context_t *context) {
    segue_view_t parent = SEGUE_NO_HANDLE;
    context->superview(context, instance->to_view, &parent);
    instance->to_parent = parent;
    instance->to_index = segue_plugin_index_in(context, parent, instance->to_view);
    segue_controller_t controller = SEGUE_NO_HANDLE;
    segue_rect_t final_frame = {0, 0, 0, 0};
    if (context->controller_for_key(context, SEGUE_KEY_TO, &controller) == SEGUE_OK
        && context->final_frame(context, controller, &final_frame) == SEGUE_OK
        && (final_frame.width != 0 || final_frame.height != 0)) {
        segue_plugin_set_frame(context, instance->to_view, final_frame, "arriving view's frame");
    }
    context->insert_subview(context, instance->container, instance->to_view, 0);
}

/* The original explodes the leaving view whatever the direction: it goes behind the arriving
 * one and its tiles, cut where it is in the container (`bounds`, the container's, without its
 * own), fly apart. */
static void explode_leaving_view(explode_instance_t *instance, const segue_context_t *context, segue_rect_t bounds) {
    segue_view_t source = instance->from_view;
    if (source == SEGUE_NO_HANDLE) {
        segue_plugin_warn("no view to cut into tiles");
        explosion_completed(instance, context, SEGUE_NO_HANDLE, SEGUE_POSITION_END);
        return;
    }
    segue_rect_t source_bounds = bounds;
    segue_plugin_read_rect(context, source, SEGUE_PROPERTY_BOUNDS, &source_bounds);
    segue_rect_t frame = source_bounds;
    context->convert_rect(context, (segue_rect_t){0, 0, source_bounds.width, source_bounds.height}, source,
                          instance->container, &frame);
    if (instance->moved_index >= 0) {
        /* The leaving view goes behind the arriving one: only its tiles show. */
        instance->moved_view = instance->from_view;
        context->send_subview_to_back(context, instance->container, instance->from_view);
    }
    run_tiles(instance, context, source, frame);
}

static void animate_transition(const segue_animator_t *animator, const segue_context_t *context) {
    explode_instance_t *instance = instance_of(animator);
    if (context == NULL) {
        segue_plugin_warn("animate_transition called without a context");
        return;
    }
    if (instance == NULL) {
        segue_plugin_warn("animate_transition called without an animator");
        segue_plugin_finish(context);
        return;
    }
    if (!segue_plugin_context_has_1_1(context)) {
        segue_plugin_warn("the host predates ABI 1.1 (no snapshots); ending without animation");
        segue_plugin_finish(context);
        return;
    }
    begin(instance, context);
    if (context->container_view(context, &instance->container) != SEGUE_OK || instance->container == SEGUE_NO_HANDLE) {
        segue_plugin_warn("no container view");
        segue_plugin_finish(context);
        return;
    }
    context->view_for_key(context, SEGUE_KEY_FROM, &instance->from_view);
    context->view_for_key(context, SEGUE_KEY_TO, &instance->to_view);
    segue_rect_t bounds = {0, 0, 0, 0};
    segue_plugin_read_rect(context, instance->container, SEGUE_PROPERTY_BOUNDS, &bounds);

    /* Where the leaving view is now, before anything moves (a cancel puts it back there). */
    if (instance->from_view != SEGUE_NO_HANDLE) {
        instance->moved_index = segue_plugin_index_in(context, instance->container, instance->from_view);
    }
    if (instance->to_view != SEGUE_NO_HANDLE) {
        place_arriving_view(instance, context);
    }
    explode_leaving_view(instance, context, bounds);
}

static void animation_ended(const segue_animator_t *animator, bool transition_completed) {
    (void)animator;
    (void)transition_completed;
}

/* Frees the instance and the tiles a transition left, if it never completed. */
static void destroy(const segue_animator_t *animator) {
    explode_instance_t *instance = instance_of(animator);
    if (instance != NULL) free(instance->tiles);
    free(instance);
}

static void setup(segue_plugin_instance_t *base) {
    base->animator.transition_duration = transition_duration;
    base->animator.animate_transition = animate_transition;
    base->animator.animation_ended = animation_ended;
    base->animator.destroy = destroy;
}

SEGUE_PLUGIN_ENTRY("explode", descriptor, parameters, explode_instance_t, setup);
