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

#include <math.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "segue/segue.h"

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
    segue_animator_t animator;
    double values[EXPLODE_PARAM_COUNT];
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

static uint32_t init_count = 0;
static const segue_host_t *plugin_host = NULL;

static double parameter_get_double(const segue_animator_t *animator, uint32_t index);
static segue_status_t parameter_set_double(const segue_animator_t *animator, uint32_t index, double value);
static int64_t parameter_get_int(const segue_animator_t *animator, uint32_t index);
static segue_status_t parameter_set_int(const segue_animator_t *animator, uint32_t index, int64_t value);

static segue_parameter_t parameters[EXPLODE_PARAM_COUNT] = {
    {sizeof(segue_parameter_t), "duration", "Duration",
     "Seconds the explosion takes (CEReversibleAnimationController's default, 1 s).", SEGUE_PARAMETER_DOUBLE, 1.0, 0.0,
     10.0, NULL, NULL},
    {sizeof(segue_parameter_t), "seed", "Seed",
     "Seeds the random offsets and turns of the tiles: the same seed draws the same explosion.", SEGUE_PARAMETER_INT64,
     0.0, 0.0, 1000000000.0, NULL, NULL},
    {sizeof(segue_parameter_t), "columns", "Columns",
     "Tiles across the view (the original's 10); tiles are square, so rows follow from the height.",
     SEGUE_PARAMETER_INT64, 10.0, 2.0, 40.0, NULL, NULL},
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

static void log_warning(const char *format, ...) {
    const segue_host_t *host = plugin_host;
    if (host == NULL || !segue_struct_has_field(host->size, offsetof(segue_host_t, log) + sizeof host->log)
        || host->log == NULL) {
        return;
    }
    char message[256];
    va_list arguments;
    va_start(arguments, format);
    vsnprintf(message, sizeof message, format, arguments);
    va_end(arguments);
    host->log(host, SEGUE_LOG_WARNING, message);
}

static explode_instance_t *instance_of(const segue_animator_t *animator) {
    return animator == NULL ? NULL : (explode_instance_t *)animator->plugin_data;
}

/* MARK: Parameters */

static double parameter_get_double(const segue_animator_t *animator, uint32_t index) {
    explode_instance_t *instance = instance_of(animator);
    if (instance == NULL || index >= EXPLODE_PARAM_COUNT) return (double)NAN;
    return instance->values[index];
}

static segue_status_t parameter_set_double(const segue_animator_t *animator, uint32_t index, double value) {
    explode_instance_t *instance = instance_of(animator);
    if (instance == NULL) return SEGUE_ERROR_INVALID_ARGUMENT;
    if (index >= EXPLODE_PARAM_COUNT) return SEGUE_ERROR_NOT_FOUND;
    if (parameters[index].type != SEGUE_PARAMETER_DOUBLE) return SEGUE_ERROR_INVALID_ARGUMENT;
    if (!isfinite(value) || value < parameters[index].min_value || value > parameters[index].max_value) {
        return SEGUE_ERROR_OUT_OF_RANGE;
    }
    instance->values[index] = value;
    return SEGUE_OK;
}

static int64_t parameter_get_int(const segue_animator_t *animator, uint32_t index) {
    explode_instance_t *instance = instance_of(animator);
    if (instance == NULL || index >= EXPLODE_PARAM_COUNT) return 0;
    return (int64_t)instance->values[index];
}

static segue_status_t parameter_set_int(const segue_animator_t *animator, uint32_t index, int64_t value) {
    explode_instance_t *instance = instance_of(animator);
    if (instance == NULL) return SEGUE_ERROR_INVALID_ARGUMENT;
    if (index >= EXPLODE_PARAM_COUNT) return SEGUE_ERROR_NOT_FOUND;
    if (parameters[index].type != SEGUE_PARAMETER_INT64) return SEGUE_ERROR_INVALID_ARGUMENT;
    if ((double)value < parameters[index].min_value || (double)value > parameters[index].max_value) {
        return SEGUE_ERROR_OUT_OF_RANGE;
    }
    instance->values[index] = (double)value;
    return SEGUE_OK;
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

/* MARK: Helpers */

static segue_property_value_t value_of(int32_t property) {
    segue_property_value_t value;
    memset(&value, 0, sizeof value);
    value.property = property;
    return value;
}

static bool set_value(const segue_context_t *context, segue_view_t view, const segue_property_value_t *value,
                      const char *what) {
    segue_status_t status = context->set_property(context, view, value);
    if (status != SEGUE_OK) {
        log_warning("explode: setting the %s failed (status %d)", what, (int)status);
        return false;
    }
    return true;
}

/* The index of `child` among `parent`'s subviews, or -1. */
static int32_t index_in(const segue_context_t *context, segue_view_t parent, segue_view_t child) {
    uint32_t count = 0;
    if (parent == SEGUE_NO_HANDLE || context->subview_count(context, parent, &count) != SEGUE_OK) return -1;
    for (uint32_t index = 0; index < count; index++) {
        segue_view_t view = SEGUE_NO_HANDLE;
        if (context->subview_at(context, parent, index, &view) == SEGUE_OK && view == child) return (int32_t)index;
    }
    return -1;
}

static void finish(const segue_context_t *context) {
    bool success = !context->transition_was_cancelled(context);
    segue_status_t status = context->complete_transition(context, success);
    if (status != SEGUE_OK) log_warning("explode: complete_transition failed (status %d)", (int)status);
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
    finish(context);
}

/* MARK: The animator */

static double transition_duration(const segue_animator_t *animator, const segue_context_t *context) {
    (void)context;
    explode_instance_t *instance = instance_of(animator);
    return instance == NULL ? 0.0 : instance->values[EXPLODE_PARAM_DURATION];
}

/* Cuts `source` (at `frame` in the container) into tiles, adds them on top of the container and
 * scatters them. */
static void run_tiles(explode_instance_t *instance, const segue_context_t *context, segue_view_t source,
                      segue_rect_t frame) {
    double columns = instance->values[EXPLODE_PARAM_COLUMNS];
    double side = frame.width / columns;
    uint32_t across = (uint32_t)columns;
    uint32_t down = side > 0 ? (uint32_t)ceil(frame.height / side - 1e-9) : 0;
    if ((uint64_t)across * down > EXPLODE_MAX_TILES) {
        log_warning("explode: %u x %u tiles is too many; using %u rows", across, down, EXPLODE_MAX_TILES / across);
        down = EXPLODE_MAX_TILES / across;
    }
    uint32_t wanted = across * down;
    instance->tiles = wanted > 0 ? calloc(wanted, sizeof *instance->tiles) : NULL;
    uint32_t target_capacity = wanted * 3;
    segue_property_target_t *targets = target_capacity > 0 ? calloc(target_capacity, sizeof *targets) : NULL;
    if (wanted > 0 && (instance->tiles == NULL || targets == NULL)) {
        log_warning("explode: out of memory for %u tiles", wanted);
        free(targets);
        explosion_completed(instance, context, SEGUE_NO_HANDLE, SEGUE_POSITION_END);
        return;
    }
    uint64_t state = (uint64_t)instance->values[EXPLODE_PARAM_SEED];
    uint32_t target_count = 0;
    /* Column by column, top to bottom, as the original's loops. */
    for (uint32_t column = 0; column < across; column++) {
        for (uint32_t row = 0; row < down; row++) {
            segue_rect_t region = {column * side, row * side, side, side};
            /* Snapshots of the view as it is (the original's afterScreenUpdates:NO). */
            segue_snapshot_desc_t piece = {sizeof piece, false, true, region, {0, 0, 0, 0}};
            segue_view_t tile = SEGUE_NO_HANDLE;
            segue_status_t status = context->snapshot_view(context, source, &piece, &tile);
            if (status != SEGUE_OK) {
                log_warning("explode: snapshot of a tile failed (status %d)", (int)status);
                continue;
            }
            instance->tiles[instance->tile_count++] = tile;
            context->add_subview(context, instance->container, tile);
            segue_property_value_t place = value_of(SEGUE_PROPERTY_FRAME);
            place.value.rect = (segue_rect_t){frame.x + region.x, frame.y + region.y, side, side};
            set_value(context, tile, &place, "tile's frame");

            double dx = random_between(&state, -100.0, 100.0);
            double dy = random_between(&state, -100.0, 100.0);
            double angle = random_between(&state, -10.0, 10.0);
            segue_point_t home = {place.value.rect.x + side / 2, place.value.rect.y + side / 2};
            segue_property_value_t scattered_position = value_of(SEGUE_PROPERTY_POSITION);
            scattered_position.value.point = (segue_point_t){home.x + dx, home.y + dy};
            segue_property_value_t scattered_transform = value_of(SEGUE_PROPERTY_TRANSFORM);
            double c = cos(angle) * EXPLODE_END_SCALE, s = sin(angle) * EXPLODE_END_SCALE;
            scattered_transform.value.affine = (segue_affine_transform_t){c, s, -s, c, 0, 0};
            segue_property_value_t gone = value_of(SEGUE_PROPERTY_ALPHA);
            gone.value.number = 0;
            targets[target_count++] = (segue_property_target_t){tile, scattered_position};
            targets[target_count++] = (segue_property_target_t){tile, scattered_transform};
            targets[target_count++] = (segue_property_target_t){tile, gone};
        }
    }
    /* One timeline: keyframes spanning all of it, each within the ABI's per-keyframe limit. */
    uint32_t keyframe_count = (target_count + EXPLODE_TARGETS_PER_KEYFRAME - 1) / EXPLODE_TARGETS_PER_KEYFRAME;
    if (keyframe_count == 0) keyframe_count = 1;
    segue_keyframe_t *keyframes = calloc(keyframe_count, sizeof *keyframes);
    if (keyframes == NULL) {
        free(targets);
        log_warning("explode: out of memory for keyframes");
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
    animation.duration = instance->values[EXPLODE_PARAM_DURATION];
    animation.timing.kind = SEGUE_TIMING_EASE_IN_OUT; /* UIView.animateWithDuration's default curve */
    animation.keyframes = keyframes;
    animation.keyframe_count = keyframe_count;
    animation.completion = explosion_completed;
    animation.completion_data = instance;
    segue_status_t status = context->animate_keyframes(context, &animation, NULL);
    free(keyframes);
    free(targets);
    if (status != SEGUE_OK) {
        log_warning("explode: animate_keyframes failed (status %d); jumping to the end", (int)status);
        explosion_completed(instance, context, SEGUE_NO_HANDLE, SEGUE_POSITION_END);
    }
}

static bool read_rect(const segue_context_t *context, segue_view_t view, int32_t property, segue_rect_t *out) {
    segue_property_value_t value = value_of(property);
    if (context->get_property(context, view, &value) != SEGUE_OK) return false;
    *out = value.value.rect;
    return true;
}

static void animate_transition(const segue_animator_t *animator, const segue_context_t *context) {
    explode_instance_t *instance = instance_of(animator);
    if (context == NULL) {
        log_warning("explode: animate_transition called without a context");
        return;
    }
    if (instance == NULL) {
        log_warning("explode: animate_transition called without an animator");
        finish(context);
        return;
    }
    if (!segue_struct_has_field(context->size, offsetof(segue_context_t, send_subview_to_back)
                                                   + sizeof context->send_subview_to_back)) {
        log_warning("explode: the host predates ABI 1.1 (no snapshots); ending without animation");
        finish(context);
        return;
    }
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

    if (context->container_view(context, &instance->container) != SEGUE_OK || instance->container == SEGUE_NO_HANDLE) {
        log_warning("explode: no container view");
        finish(context);
        return;
    }
    context->view_for_key(context, SEGUE_KEY_FROM, &instance->from_view);
    context->view_for_key(context, SEGUE_KEY_TO, &instance->to_view);
    segue_rect_t bounds = {0, 0, 0, 0};
    read_rect(context, instance->container, SEGUE_PROPERTY_BOUNDS, &bounds);

    /* Where the leaving view is now, before anything moves (a cancel puts it back there). */
    if (instance->from_view != SEGUE_NO_HANDLE) {
        instance->moved_index = index_in(context, instance->container, instance->from_view);
    }
    /* The arriving view at its final frame, at the back of the container. */
    if (instance->to_view != SEGUE_NO_HANDLE) {
        segue_view_t parent = SEGUE_NO_HANDLE;
        context->superview(context, instance->to_view, &parent);
        instance->to_parent = parent;
        instance->to_index = index_in(context, parent, instance->to_view);
        segue_controller_t controller = SEGUE_NO_HANDLE;
        segue_rect_t final_frame = {0, 0, 0, 0};
        if (context->controller_for_key(context, SEGUE_KEY_TO, &controller) == SEGUE_OK
            && context->final_frame(context, controller, &final_frame) == SEGUE_OK
            && (final_frame.width != 0 || final_frame.height != 0)) {
            segue_property_value_t frame = value_of(SEGUE_PROPERTY_FRAME);
            frame.value.rect = final_frame;
            set_value(context, instance->to_view, &frame, "arriving view's frame");
        }
        context->insert_subview(context, instance->container, instance->to_view, 0);
    }

    /* The original explodes the leaving view whatever the direction. */
    segue_view_t source = instance->from_view;
    if (source == SEGUE_NO_HANDLE) {
        log_warning("explode: no view to cut into tiles");
        explosion_completed(instance, context, SEGUE_NO_HANDLE, SEGUE_POSITION_END);
        return;
    }
    segue_rect_t source_bounds = bounds;
    read_rect(context, source, SEGUE_PROPERTY_BOUNDS, &source_bounds);
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

static void animation_ended(const segue_animator_t *animator, bool transition_completed) {
    (void)animator;
    (void)transition_completed;
}

static void destroy(const segue_animator_t *animator) {
    explode_instance_t *instance = instance_of(animator);
    if (instance != NULL) free(instance->tiles);
    free(instance);
}

/* MARK: The entry */

static bool plugin_init(const segue_host_t *host) {
    if (init_count > 0) {
        init_count += 1;
        return true;
    }
    if (host == NULL) return false;
    plugin_host = host;
    double (*get_double)(const segue_animator_t *, uint32_t) = parameter_get_double;
    segue_status_t (*set_double)(const segue_animator_t *, uint32_t, double) = parameter_set_double;
    int64_t (*get_int)(const segue_animator_t *, uint32_t) = parameter_get_int;
    segue_status_t (*set_int)(const segue_animator_t *, uint32_t, int64_t) = parameter_set_int;
    for (uint32_t index = 0; index < EXPLODE_PARAM_COUNT; index++) {
        if (parameters[index].type == SEGUE_PARAMETER_INT64) {
            memcpy(&parameters[index].get, &get_int, sizeof parameters[index].get);
            memcpy(&parameters[index].set, &set_int, sizeof parameters[index].set);
        } else {
            memcpy(&parameters[index].get, &get_double, sizeof parameters[index].get);
            memcpy(&parameters[index].set, &set_double, sizeof parameters[index].set);
        }
    }
    init_count = 1;
    return true;
}

static void plugin_deinit(void) {
    if (init_count == 0) return;
    init_count -= 1;
    if (init_count == 0) plugin_host = NULL;
}

static uint32_t animator_count(void) {
    return init_count > 0 ? 1u : 0u;
}

static const segue_animator_descriptor_t *animator_descriptor(uint32_t index) {
    return (init_count > 0 && index == 0) ? &descriptor : NULL;
}

static const segue_animator_t *create_animator(const char *id) {
    if (init_count == 0 || id == NULL || strcmp(id, descriptor.id) != 0) return NULL;
    explode_instance_t *instance = calloc(1, sizeof *instance);
    if (instance == NULL) {
        log_warning("explode: out of memory creating an animator");
        return NULL;
    }
    instance->animator.size = sizeof(segue_animator_t);
    instance->animator.plugin_data = instance;
    instance->animator.transition_duration = transition_duration;
    instance->animator.animate_transition = animate_transition;
    instance->animator.animation_ended = animation_ended;
    instance->animator.interruptible_animation = NULL;
    instance->animator.destroy = destroy;
    for (uint32_t index = 0; index < EXPLODE_PARAM_COUNT; index++) {
        instance->values[index] = parameters[index].default_value;
    }
    return &instance->animator;
}

static const void *get_extension(const char *id) {
    (void)id;
    return NULL;
}

extern const segue_plugin_entry_t segue_plugin_entry;
const segue_plugin_entry_t segue_plugin_entry = {
    {SEGUE_ABI_VERSION_MAJOR, SEGUE_ABI_VERSION_MINOR, SEGUE_ABI_VERSION_PATCH},
    plugin_init,
    plugin_deinit,
    animator_count,
    animator_descriptor,
    create_animator,
    get_extension,
};
