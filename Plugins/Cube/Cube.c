/* Cube.c: VCTransitionsLibrary's cube transition (CECubeAnimationController) as a plain C11
 * plugin (ABI 1.1).
 *
 * The two views are two faces of a cube that turns a quarter turn about their shared edge:
 * each view's anchor point moves to that edge, the edge travels across the container (from one
 * side to the other, as the original's translated container does), the leaving face turns
 * 90 degrees away and the arriving face turns in from 90 degrees. As in the original, the
 * perspective (m34 = -1/200) is written into the turned matrix itself, not multiplied after the
 * turn, and the flat face is the identity: the interpolated matrices then foreshorten the far
 * edge as the original's do.
 * A black overlay at 0.8 opacity darkens the leaving face as it turns away (its alpha 0 to 1)
 * and lightens off the arriving one (1 to 0), as the original's shadow views. `direction` 0 turns
 * about a vertical edge, 1 about a horizontal one. Presenting (or pushing) the arriving face
 * comes from the left (or the top); dismissing (or popping) is the original's reverse, from the
 * right (or the bottom). One ease-in-out timeline of `duration` seconds, so it scrubs.
 * The library exports `segue_plugin_entry` only; everything else is static. */

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
    CUBE_PARAM_DURATION = 0,
    CUBE_PARAM_DIRECTION = 1,
    CUBE_PARAM_COUNT = 2,
};

/* The original's PERSPECTIVE and ROTATION_ANGLE. */
#define CUBE_PERSPECTIVE (-1.0 / 200.0)
#define CUBE_QUARTER_TURN 1.5707963267948966

typedef struct cube_instance {
    segue_animator_t animator;
    double values[CUBE_PARAM_COUNT];
    bool presenting;
    segue_view_t container;
    segue_view_t from_view;
    segue_view_t to_view;
    segue_rect_t from_frame;
    segue_rect_t to_frame;
    segue_view_t from_shade;
    segue_view_t to_shade;
    segue_view_t to_parent;
    int32_t to_index;
} cube_instance_t;

static uint32_t init_count = 0;
static const segue_host_t *plugin_host = NULL;

static double parameter_get_double(const segue_animator_t *animator, uint32_t index);
static segue_status_t parameter_set_double(const segue_animator_t *animator, uint32_t index, double value);
static int64_t parameter_get_int(const segue_animator_t *animator, uint32_t index);
static segue_status_t parameter_set_int(const segue_animator_t *animator, uint32_t index, int64_t value);

static segue_parameter_t parameters[CUBE_PARAM_COUNT] = {
    {sizeof(segue_parameter_t), "duration", "Duration",
     "Seconds the quarter turn takes (CEReversibleAnimationController's default, 1 s).", SEGUE_PARAMETER_DOUBLE, 1.0,
     0.0, 10.0, NULL, NULL},
    {sizeof(segue_parameter_t), "direction", "Direction",
     "0 turns the cube about a vertical edge (horizontally, the original's default), 1 about a horizontal edge.",
     SEGUE_PARAMETER_INT64, 0.0, 0.0, 1.0, NULL, NULL},
};

static const segue_animator_descriptor_t descriptor = {
    sizeof(segue_animator_descriptor_t),
    "org.segue.cube",
    "Cube",
    "Segue",
    "1.0.0",
    "The two views turn a quarter turn as faces of a cube about their shared edge, with the perspective "
    "(m34 = -1/200) and darkening overlays of VCTransitionsLibrary's CECubeAnimationController, horizontally or "
    "vertically; dismissal turns the other way.",
    SEGUE_CAPABILITY_PRESENT | SEGUE_CAPABILITY_DISMISS | SEGUE_CAPABILITY_INTERACTIVE,
    parameters,
    CUBE_PARAM_COUNT,
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

static cube_instance_t *instance_of(const segue_animator_t *animator) {
    return animator == NULL ? NULL : (cube_instance_t *)animator->plugin_data;
}

/* MARK: Parameters */

static double parameter_get_double(const segue_animator_t *animator, uint32_t index) {
    cube_instance_t *instance = instance_of(animator);
    if (instance == NULL || index >= CUBE_PARAM_COUNT) return (double)NAN;
    return instance->values[index];
}

static segue_status_t parameter_set_double(const segue_animator_t *animator, uint32_t index, double value) {
    cube_instance_t *instance = instance_of(animator);
    if (instance == NULL) return SEGUE_ERROR_INVALID_ARGUMENT;
    if (index >= CUBE_PARAM_COUNT) return SEGUE_ERROR_NOT_FOUND;
    if (parameters[index].type != SEGUE_PARAMETER_DOUBLE) return SEGUE_ERROR_INVALID_ARGUMENT;
    if (!isfinite(value) || value < parameters[index].min_value || value > parameters[index].max_value) {
        return SEGUE_ERROR_OUT_OF_RANGE;
    }
    instance->values[index] = value;
    return SEGUE_OK;
}

static int64_t parameter_get_int(const segue_animator_t *animator, uint32_t index) {
    cube_instance_t *instance = instance_of(animator);
    if (instance == NULL || index >= CUBE_PARAM_COUNT) return 0;
    return (int64_t)instance->values[index];
}

static segue_status_t parameter_set_int(const segue_animator_t *animator, uint32_t index, int64_t value) {
    cube_instance_t *instance = instance_of(animator);
    if (instance == NULL) return SEGUE_ERROR_INVALID_ARGUMENT;
    if (index >= CUBE_PARAM_COUNT) return SEGUE_ERROR_NOT_FOUND;
    if (parameters[index].type != SEGUE_PARAMETER_INT64) return SEGUE_ERROR_INVALID_ARGUMENT;
    if ((double)value < parameters[index].min_value || (double)value > parameters[index].max_value) {
        return SEGUE_ERROR_OUT_OF_RANGE;
    }
    instance->values[index] = (double)value;
    return SEGUE_OK;
}

/* MARK: Helpers */

static segue_property_value_t value_of(int32_t property) {
    segue_property_value_t value;
    memset(&value, 0, sizeof value);
    value.property = property;
    return value;
}

static void set_value(const segue_context_t *context, segue_view_t view, const segue_property_value_t *value,
                      const char *what) {
    if (view == SEGUE_NO_HANDLE) return;
    segue_status_t status = context->set_property(context, view, value);
    if (status != SEGUE_OK) log_warning("cube: setting the %s failed (status %d)", what, (int)status);
}

static void set_point(const segue_context_t *context, segue_view_t view, int32_t property, double x, double y,
                      const char *what) {
    segue_property_value_t value = value_of(property);
    value.value.point = (segue_point_t){x, y};
    set_value(context, view, &value, what);
}

static void set_frame(const segue_context_t *context, segue_view_t view, segue_rect_t frame, const char *what) {
    segue_property_value_t value = value_of(SEGUE_PROPERTY_FRAME);
    value.value.rect = frame;
    set_value(context, view, &value, what);
}

static bool read_rect(const segue_context_t *context, segue_view_t view, int32_t property, segue_rect_t *out) {
    segue_property_value_t value = value_of(property);
    if (view == SEGUE_NO_HANDLE || context->get_property(context, view, &value) != SEGUE_OK) return false;
    *out = value.value.rect;
    return true;
}

static int32_t index_in(const segue_context_t *context, segue_view_t parent, segue_view_t child) {
    uint32_t count = 0;
    if (parent == SEGUE_NO_HANDLE || context->subview_count(context, parent, &count) != SEGUE_OK) return -1;
    for (uint32_t index = 0; index < count; index++) {
        segue_view_t view = SEGUE_NO_HANDLE;
        if (context->subview_at(context, parent, index, &view) == SEGUE_OK && view == child) return (int32_t)index;
    }
    return -1;
}

/* A turn by `angle` about the y axis (vertical) or the x axis, as CATransform3DMakeRotation,
 * with the original's perspective written into its m34 entry (`viewFromTransform.m34 =
 * PERSPECTIVE`): not R . P, whose m14 (or m24) foreshortens the far edge 1.4 times as much
 * half way. */
static segue_transform3d_t turned(double angle, bool vertical_axis) {
    double c = cos(angle), s = sin(angle), p = CUBE_PERSPECTIVE;
    segue_transform3d_t t;
    memset(&t, 0, sizeof t);
    t.m[0] = 1; t.m[5] = 1; t.m[10] = 1; t.m[15] = 1;
    if (vertical_axis) {
        t.m[0] = c; t.m[2] = -s; t.m[8] = s; t.m[10] = c;
    } else {
        t.m[5] = c; t.m[6] = s; t.m[9] = -s; t.m[10] = c;
    }
    t.m[11] = p;
    return t;
}

static segue_transform3d_t identity3d(void) {
    segue_transform3d_t t;
    memset(&t, 0, sizeof t);
    t.m[0] = 1; t.m[5] = 1; t.m[10] = 1; t.m[15] = 1;
    return t;
}

static void finish(const segue_context_t *context) {
    bool success = !context->transition_was_cancelled(context);
    segue_status_t status = context->complete_transition(context, success);
    if (status != SEGUE_OK) log_warning("cube: complete_transition failed (status %d)", (int)status);
}

/* Puts every layer property back, removes the overlays and whichever view leaves, and ends. */
static void turn_completed(void *completion_data, const segue_context_t *context, segue_animation_t animation,
                           int32_t position) {
    (void)animation;
    (void)position;
    cube_instance_t *instance = completion_data;
    if (context == NULL) return;
    bool success = !context->transition_was_cancelled(context);
    if (instance != NULL) {
        if (instance->from_shade != SEGUE_NO_HANDLE) context->remove_from_superview(context, instance->from_shade);
        if (instance->to_shade != SEGUE_NO_HANDLE) context->remove_from_superview(context, instance->to_shade);
        instance->from_shade = SEGUE_NO_HANDLE;
        instance->to_shade = SEGUE_NO_HANDLE;
        segue_property_value_t flat = value_of(SEGUE_PROPERTY_TRANSFORM_3D);
        flat.value.transform3d = identity3d();
        segue_view_t views[2] = {instance->from_view, instance->to_view};
        segue_rect_t frames[2] = {instance->from_frame, instance->to_frame};
        for (int index = 0; index < 2; index++) {
            if (views[index] == SEGUE_NO_HANDLE) continue;
            set_value(context, views[index], &flat, "transform");
            set_point(context, views[index], SEGUE_PROPERTY_ANCHOR_POINT, 0.5, 0.5, "anchor point");
            set_frame(context, views[index], frames[index], "frame");
        }
        if (success) {
            if (!instance->presenting && instance->from_view != SEGUE_NO_HANDLE) {
                context->remove_from_superview(context, instance->from_view);
            }
        } else if (instance->to_view != SEGUE_NO_HANDLE) {
            if (instance->to_parent == SEGUE_NO_HANDLE || instance->to_index < 0) {
                context->remove_from_superview(context, instance->to_view);
            } else {
                context->insert_subview(context, instance->to_parent, instance->to_view, instance->to_index);
            }
        }
    }
    finish(context);
}

/* MARK: The animator */

static double transition_duration(const segue_animator_t *animator, const segue_context_t *context) {
    (void)context;
    cube_instance_t *instance = instance_of(animator);
    return instance == NULL ? 0.0 : instance->values[CUBE_PARAM_DURATION];
}

/* A black overlay at 0.8 opacity over `view`, with alpha `alpha` (the original's shadow views). */
static segue_view_t add_shade(const segue_context_t *context, segue_view_t view, segue_rect_t frame, const char *name,
                              double alpha) {
    if (view == SEGUE_NO_HANDLE) return SEGUE_NO_HANDLE;
    segue_view_desc_t desc = {sizeof desc, name, {0, 0, frame.width, frame.height}, {0, 0, 0, 0.8}};
    segue_view_t shade = SEGUE_NO_HANDLE;
    segue_status_t status = context->create_view(context, view, &desc, &shade);
    if (status != SEGUE_OK) {
        log_warning("cube: creating the %s overlay failed (status %d)", name, (int)status);
        return SEGUE_NO_HANDLE;
    }
    segue_property_value_t value = value_of(SEGUE_PROPERTY_ALPHA);
    value.value.number = alpha;
    set_value(context, shade, &value, "overlay's alpha");
    return shade;
}

static void animate_transition(const segue_animator_t *animator, const segue_context_t *context) {
    cube_instance_t *instance = instance_of(animator);
    if (context == NULL) {
        log_warning("cube: animate_transition called without a context");
        return;
    }
    if (instance == NULL) {
        log_warning("cube: animate_transition called without an animator");
        finish(context);
        return;
    }
    if (!segue_struct_has_field(context->size, offsetof(segue_context_t, send_subview_to_back)
                                                   + sizeof context->send_subview_to_back)) {
        log_warning("cube: the host predates ABI 1.1 (no anchor points); ending without animation");
        finish(context);
        return;
    }
    instance->from_view = SEGUE_NO_HANDLE;
    instance->to_view = SEGUE_NO_HANDLE;
    instance->from_shade = SEGUE_NO_HANDLE;
    instance->to_shade = SEGUE_NO_HANDLE;
    instance->to_parent = SEGUE_NO_HANDLE;
    instance->to_index = -1;
    int32_t operation = context->operation(context);
    instance->presenting = operation != SEGUE_OPERATION_DISMISS && operation != SEGUE_OPERATION_POP;
    bool horizontal = instance->values[CUBE_PARAM_DIRECTION] == 0;
    /* The original's `dir`: -1 forward, +1 reverse. */
    double dir = instance->presenting ? -1.0 : 1.0;

    if (context->container_view(context, &instance->container) != SEGUE_OK || instance->container == SEGUE_NO_HANDLE) {
        log_warning("cube: no container view");
        finish(context);
        return;
    }
    segue_rect_t bounds = {0, 0, 0, 0};
    read_rect(context, instance->container, SEGUE_PROPERTY_BOUNDS, &bounds);
    context->view_for_key(context, SEGUE_KEY_FROM, &instance->from_view);
    context->view_for_key(context, SEGUE_KEY_TO, &instance->to_view);
    instance->from_frame = bounds;
    read_rect(context, instance->from_view, SEGUE_PROPERTY_FRAME, &instance->from_frame);
    instance->to_frame = instance->from_frame;
    if (instance->to_view != SEGUE_NO_HANDLE) {
        segue_controller_t controller = SEGUE_NO_HANDLE;
        segue_rect_t final_frame = {0, 0, 0, 0};
        if (context->controller_for_key(context, SEGUE_KEY_TO, &controller) == SEGUE_OK
            && context->final_frame(context, controller, &final_frame) == SEGUE_OK
            && (final_frame.width != 0 || final_frame.height != 0)) {
            instance->to_frame = final_frame;
        }
        segue_view_t parent = SEGUE_NO_HANDLE;
        context->superview(context, instance->to_view, &parent);
        instance->to_parent = parent;
        instance->to_index = index_in(context, parent, instance->to_view);
        set_frame(context, instance->to_view, instance->to_frame, "arriving view's frame");
    }

    /* The shared edge, in unit coordinates of each face and in the container. Forward, the
     * leaving face turns about its left (top) edge and the arriving one about its right
     * (bottom) edge; that edge crosses the container from 0 to its full width (height). */
    segue_rect_t f = instance->from_frame;
    double from_anchor = dir > 0 ? 1.0 : 0.0;
    double to_anchor = dir > 0 ? 0.0 : 1.0;
    double extent = horizontal ? f.width : f.height;
    double edge_start = (horizontal ? f.x : f.y) + from_anchor * extent;
    double edge_end = edge_start - dir * extent;
    /* The original's angles: with the perspective in m34, they make each face's far edge recede. */
    double from_angle = horizontal ? dir * CUBE_QUARTER_TURN : -dir * CUBE_QUARTER_TURN;
    double to_angle = horizontal ? -dir * CUBE_QUARTER_TURN : dir * CUBE_QUARTER_TURN;

    if (instance->to_view != SEGUE_NO_HANDLE) {
        context->add_subview(context, instance->container, instance->to_view);
    }
    double mid_from = horizontal ? f.y + f.height / 2 : f.x + f.width / 2;
    segue_rect_t t = instance->to_frame;
    double mid_to = horizontal ? t.y + t.height / 2 : t.x + t.width / 2;
    segue_property_value_t flat = value_of(SEGUE_PROPERTY_TRANSFORM_3D);
    flat.value.transform3d = identity3d();
    segue_property_value_t in_turn = value_of(SEGUE_PROPERTY_TRANSFORM_3D);
    in_turn.value.transform3d = turned(to_angle, horizontal);
    segue_property_value_t out_turn = value_of(SEGUE_PROPERTY_TRANSFORM_3D);
    out_turn.value.transform3d = turned(from_angle, horizontal);

    if (instance->from_view != SEGUE_NO_HANDLE) {
        if (horizontal) {
            set_point(context, instance->from_view, SEGUE_PROPERTY_ANCHOR_POINT, from_anchor, 0.5, "anchor point");
            set_point(context, instance->from_view, SEGUE_PROPERTY_POSITION, edge_start, mid_from, "position");
        } else {
            set_point(context, instance->from_view, SEGUE_PROPERTY_ANCHOR_POINT, 0.5, from_anchor, "anchor point");
            set_point(context, instance->from_view, SEGUE_PROPERTY_POSITION, mid_from, edge_start, "position");
        }
        set_value(context, instance->from_view, &flat, "transform");
    }
    if (instance->to_view != SEGUE_NO_HANDLE) {
        if (horizontal) {
            set_point(context, instance->to_view, SEGUE_PROPERTY_ANCHOR_POINT, to_anchor, 0.5, "anchor point");
            set_point(context, instance->to_view, SEGUE_PROPERTY_POSITION, edge_start, mid_to, "position");
        } else {
            set_point(context, instance->to_view, SEGUE_PROPERTY_ANCHOR_POINT, 0.5, to_anchor, "anchor point");
            set_point(context, instance->to_view, SEGUE_PROPERTY_POSITION, mid_to, edge_start, "position");
        }
        set_value(context, instance->to_view, &in_turn, "transform");
    }
    instance->from_shade = add_shade(context, instance->from_view, f, "cube.shade.from", 0.0);
    instance->to_shade = add_shade(context, instance->to_view, t, "cube.shade.to", 1.0);

    segue_property_target_t targets[6];
    uint32_t count = 0;
    segue_property_value_t value;
    if (instance->from_view != SEGUE_NO_HANDLE) {
        value = value_of(SEGUE_PROPERTY_POSITION);
        value.value.point = horizontal ? (segue_point_t){edge_end, mid_from} : (segue_point_t){mid_from, edge_end};
        targets[count++] = (segue_property_target_t){instance->from_view, value};
        targets[count++] = (segue_property_target_t){instance->from_view, out_turn};
    }
    if (instance->to_view != SEGUE_NO_HANDLE) {
        value = value_of(SEGUE_PROPERTY_POSITION);
        value.value.point = horizontal ? (segue_point_t){edge_end, mid_to} : (segue_point_t){mid_to, edge_end};
        targets[count++] = (segue_property_target_t){instance->to_view, value};
        targets[count++] = (segue_property_target_t){instance->to_view, flat};
    }
    if (instance->from_shade != SEGUE_NO_HANDLE) {
        value = value_of(SEGUE_PROPERTY_ALPHA);
        value.value.number = 1.0;
        targets[count++] = (segue_property_target_t){instance->from_shade, value};
    }
    if (instance->to_shade != SEGUE_NO_HANDLE) {
        value = value_of(SEGUE_PROPERTY_ALPHA);
        value.value.number = 0.0;
        targets[count++] = (segue_property_target_t){instance->to_shade, value};
    }
    segue_animation_desc_t animation;
    memset(&animation, 0, sizeof animation);
    animation.size = sizeof animation;
    animation.duration = instance->values[CUBE_PARAM_DURATION];
    animation.timing.kind = SEGUE_TIMING_EASE_IN_OUT; /* UIView.animateWithDuration's default curve */
    animation.targets = targets;
    animation.target_count = count;
    animation.completion = turn_completed;
    animation.completion_data = instance;
    segue_status_t status = context->animate(context, &animation, NULL);
    if (status != SEGUE_OK) {
        log_warning("cube: animate failed (status %d); jumping to the end", (int)status);
        turn_completed(instance, context, SEGUE_NO_HANDLE, SEGUE_POSITION_END);
    }
}

static void animation_ended(const segue_animator_t *animator, bool transition_completed) {
    (void)animator;
    (void)transition_completed;
}

static void destroy(const segue_animator_t *animator) {
    free(instance_of(animator));
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
    for (uint32_t index = 0; index < CUBE_PARAM_COUNT; index++) {
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
    cube_instance_t *instance = calloc(1, sizeof *instance);
    if (instance == NULL) {
        log_warning("cube: out of memory creating an animator");
        return NULL;
    }
    instance->animator.size = sizeof(segue_animator_t);
    instance->animator.plugin_data = instance;
    instance->animator.transition_duration = transition_duration;
    instance->animator.animate_transition = animate_transition;
    instance->animator.animation_ended = animation_ended;
    instance->animator.interruptible_animation = NULL;
    instance->animator.destroy = destroy;
    for (uint32_t index = 0; index < CUBE_PARAM_COUNT; index++) {
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
