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

#include "segue/plugin_helpers.h"

enum {
    CUBE_PARAM_DURATION = 0,
    CUBE_PARAM_DIRECTION = 1,
    CUBE_PARAM_COUNT = 2,
};

/* The original's PERSPECTIVE and ROTATION_ANGLE. */
#define CUBE_PERSPECTIVE (-1.0 / 200.0)
#define CUBE_QUARTER_TURN 1.5707963267948966

typedef struct cube_instance {
    segue_plugin_instance_t base;
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

static segue_parameter_t parameters[CUBE_PARAM_COUNT] = {
    SEGUE_PLUGIN_PARAMETER("duration", "Duration",
                           "Seconds the quarter turn takes (CEReversibleAnimationController's default, 1 s).",
                           SEGUE_PARAMETER_DOUBLE, 1.0, 0.0, 10.0),
    SEGUE_PLUGIN_PARAMETER(
        "direction", "Direction",
        "0 turns the cube about a vertical edge (horizontally, the original's default), 1 about a horizontal edge.",
        SEGUE_PARAMETER_INT64, 0.0, 0.0, 1.0),
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

static cube_instance_t *instance_of(const segue_animator_t *animator) {
    return (cube_instance_t *)segue_plugin_instance(animator);
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
        segue_property_value_t flat = segue_plugin_value(SEGUE_PROPERTY_TRANSFORM_3D);
        flat.value.transform3d = segue_plugin_identity3d();
        segue_view_t views[2] = {instance->from_view, instance->to_view};
        segue_rect_t frames[2] = {instance->from_frame, instance->to_frame};
        for (int index = 0; index < 2; index++) {
            if (views[index] == SEGUE_NO_HANDLE) continue;
            segue_plugin_set(context, views[index], &flat, "transform");
            segue_plugin_set_point(context, views[index], SEGUE_PROPERTY_ANCHOR_POINT, 0.5, 0.5, "anchor point");
            segue_plugin_set_frame(context, views[index], frames[index], "frame");
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
    segue_plugin_finish(context);
}

/* MARK: The animator */

static double transition_duration(const segue_animator_t *animator, const segue_context_t *context) {
    (void)context;
    cube_instance_t *instance = instance_of(animator);
    return instance == NULL ? 0.0 : instance->base.values[CUBE_PARAM_DURATION];
}

/* A black overlay at 0.8 opacity over `view`, with alpha `alpha` (the original's shadow views). */
static segue_view_t add_shade(const segue_context_t *context, segue_view_t view, segue_rect_t frame, const char *name,
                              double alpha) {
    if (view == SEGUE_NO_HANDLE) return SEGUE_NO_HANDLE;
    segue_view_desc_t desc = {sizeof desc, name, {0, 0, frame.width, frame.height}, {0, 0, 0, 0.8}};
    segue_view_t shade = SEGUE_NO_HANDLE;
    segue_status_t status = context->create_view(context, view, &desc, &shade);
    if (status != SEGUE_OK) {
        segue_plugin_warn("creating the %s overlay failed (status %d)", name, (int)status);
        return SEGUE_NO_HANDLE;
    }
    segue_property_value_t value = segue_plugin_value(SEGUE_PROPERTY_ALPHA);
    value.value.number = alpha;
    segue_plugin_set(context, shade, &value, "overlay's alpha");
    return shade;
}

/* The turn's geometry, from the leaving face's frame and the arriving one's. */
typedef struct cube_pose {
    /* About a vertical edge (the views move across) or a horizontal one (they move down or up). */
    bool horizontal;
    /* The shared edge in each face's unit coordinates: the anchor point's x (or y). */
    double from_anchor;
    double to_anchor;
    /* The shared edge's x (or y) in the container, before and after the turn. */
    double edge_start;
    double edge_end;
    /* Each face's centre along the edge: the position's other coordinate. */
    double mid_from;
    double mid_to;
    /* The quarter turns each face ends (leaving) or starts (arriving) at. */
    double from_angle;
    double to_angle;
} cube_pose_t;

/* Forgets the last transition and notes the new one's direction. */
static void begin(cube_instance_t *instance, const segue_context_t *context) {
    instance->from_view = SEGUE_NO_HANDLE;
    instance->to_view = SEGUE_NO_HANDLE;
    instance->from_shade = SEGUE_NO_HANDLE;
    instance->to_shade = SEGUE_NO_HANDLE;
    instance->to_parent = SEGUE_NO_HANDLE;
    instance->to_index = -1;
    int32_t operation = context->operation(context);
    instance->presenting = operation != SEGUE_OPERATION_DISMISS && operation != SEGUE_OPERATION_POP;
}

/* The two views and their frames: the leaving one's as it is (the container's bounds without
 * one), the arriving one at its final frame (else the leaving one's), remembering where the
 * arriving one was (a cancel puts it back there). */
static void read_views(cube_instance_t *instance, const segue_context_t *context) {
    segue_rect_t bounds = {0, 0, 0, 0};
    segue_plugin_read_rect(context, instance->container, SEGUE_PROPERTY_BOUNDS, &bounds);
    context->view_for_key(context, SEGUE_KEY_FROM, &instance->from_view);
    context->view_for_key(context, SEGUE_KEY_TO, &instance->to_view);
    instance->from_frame = bounds;
    segue_plugin_read_rect(context, instance->from_view, SEGUE_PROPERTY_FRAME, &instance->from_frame);
    instance->to_frame = instance->from_frame;
    if (instance->to_view == SEGUE_NO_HANDLE) return;
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
    instance->to_index = segue_plugin_index_in(context, parent, instance->to_view);
    segue_plugin_set_frame(context, instance->to_view, instance->to_frame, "arriving view's frame");
}

/* The shared edge, in unit coordinates of each face and in the container. Forward, the leaving
 * face turns about its left (top) edge and the arriving one about its right (bottom) edge; that
 * edge crosses the container from 0 to its full width (height). */
static cube_pose_t pose_of(const cube_instance_t *instance) {
    cube_pose_t pose;
    pose.horizontal = instance->base.values[CUBE_PARAM_DIRECTION] == 0;
    /* The original's `dir`: -1 forward, +1 reverse. */
    double dir = instance->presenting ? -1.0 : 1.0;
    segue_rect_t f = instance->from_frame;
    segue_rect_t t = instance->to_frame;
    pose.from_anchor = dir > 0 ? 1.0 : 0.0;
    pose.to_anchor = dir > 0 ? 0.0 : 1.0;
    double extent = pose.horizontal ? f.width : f.height;
    pose.edge_start = (pose.horizontal ? f.x : f.y) + pose.from_anchor * extent;
    pose.edge_end = pose.edge_start - dir * extent;
    /* The original's angles: with the perspective in m34, they make each face's far edge recede. */
    pose.from_angle = pose.horizontal ? dir * CUBE_QUARTER_TURN : -dir * CUBE_QUARTER_TURN;
    pose.to_angle = pose.horizontal ? -dir * CUBE_QUARTER_TURN : dir * CUBE_QUARTER_TURN;
    pose.mid_from = pose.horizontal ? f.y + f.height / 2 : f.x + f.width / 2;
    pose.mid_to = pose.horizontal ? t.y + t.height / 2 : t.x + t.width / 2;
    return pose;
}

/* A point with `along` on the axis the edge moves along and `across` on the other. */
static segue_point_t on_axis(const cube_pose_t *pose, double along, double across) {
    return pose->horizontal ? (segue_point_t){along, across} : (segue_point_t){across, along};
}

/* A 3D transform property value. */
static segue_property_value_t transform_value(segue_transform3d_t transform) {
    segue_property_value_t value = segue_plugin_value(SEGUE_PROPERTY_TRANSFORM_3D);
    value.value.transform3d = transform;
    return value;
}

/* One face's starting pose: its anchor on the shared edge (`anchor` across it), that edge at its
 * start, `mid` along it, turned by `transform`. */
static void place_face(const segue_context_t *context, segue_view_t view, const cube_pose_t *pose, double anchor,
                       double mid, const segue_property_value_t *transform) {
    if (view == SEGUE_NO_HANDLE) return;
    segue_point_t anchor_point = on_axis(pose, anchor, 0.5);
    segue_point_t position = on_axis(pose, pose->edge_start, mid);
    segue_plugin_set_point(context, view, SEGUE_PROPERTY_ANCHOR_POINT, anchor_point.x, anchor_point.y,
                           "anchor point");
    segue_plugin_set_point(context, view, SEGUE_PROPERTY_POSITION, position.x, position.y, "position");
    segue_plugin_set(context, view, transform, "transform");
}

/* Every end pose of the turn: each face's edge at its end and its turn, each overlay's alpha.
 * Answers how many of the six targets it wrote. */
static uint32_t end_poses(const cube_instance_t *instance, const cube_pose_t *pose, segue_property_target_t *targets) {
    uint32_t count = 0;
    if (instance->from_view != SEGUE_NO_HANDLE) {
        segue_point_t end = on_axis(pose, pose->edge_end, pose->mid_from);
        targets[count++] = (segue_property_target_t){
            instance->from_view, segue_plugin_point_value(SEGUE_PROPERTY_POSITION, end.x, end.y)};
        targets[count++] = (segue_property_target_t){
            instance->from_view, transform_value(turned(pose->from_angle, pose->horizontal))};
    }
    if (instance->to_view != SEGUE_NO_HANDLE) {
        segue_point_t end = on_axis(pose, pose->edge_end, pose->mid_to);
        targets[count++] = (segue_property_target_t){
            instance->to_view, segue_plugin_point_value(SEGUE_PROPERTY_POSITION, end.x, end.y)};
        targets[count++] = (segue_property_target_t){instance->to_view, transform_value(segue_plugin_identity3d())};
    }
    if (instance->from_shade != SEGUE_NO_HANDLE) {
        targets[count++] = (segue_property_target_t){
            instance->from_shade, segue_plugin_number_value(SEGUE_PROPERTY_ALPHA, 1.0)};
    }
    if (instance->to_shade != SEGUE_NO_HANDLE) {
        targets[count++] = (segue_property_target_t){
            instance->to_shade, segue_plugin_number_value(SEGUE_PROPERTY_ALPHA, 0.0)};
    }
    return count;
}

/* Runs the turn to its end poses on one ease-in-out timeline; if the host refuses, jumps to the end. */
static void run_turn(cube_instance_t *instance, const segue_context_t *context, const cube_pose_t *pose) {
    segue_property_target_t targets[6];
    uint32_t count = end_poses(instance, pose, targets);
    segue_animation_desc_t animation;
    memset(&animation, 0, sizeof animation);
    animation.size = sizeof animation;
    animation.duration = instance->base.values[CUBE_PARAM_DURATION];
    animation.timing.kind = SEGUE_TIMING_EASE_IN_OUT; /* UIView.animateWithDuration's default curve */
    animation.targets = targets;
    animation.target_count = count;
    animation.completion = turn_completed;
    animation.completion_data = instance;
    segue_status_t status = context->animate(context, &animation, NULL);
    if (status != SEGUE_OK) {
        segue_plugin_warn("animate failed (status %d); jumping to the end", (int)status);
        turn_completed(instance, context, SEGUE_NO_HANDLE, SEGUE_POSITION_END);
    }
}

static void animate_transition(const segue_animator_t *animator, const segue_context_t *context) {
    cube_instance_t *instance = instance_of(animator);
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
        segue_plugin_warn("the host predates ABI 1.1 (no anchor points); ending without animation");
        segue_plugin_finish(context);
        return;
    }
    begin(instance, context);
    if (context->container_view(context, &instance->container) != SEGUE_OK || instance->container == SEGUE_NO_HANDLE) {
        segue_plugin_warn("no container view");
        segue_plugin_finish(context);
        return;
    }
    read_views(instance, context);
    cube_pose_t pose = pose_of(instance);
    if (instance->to_view != SEGUE_NO_HANDLE) {
        context->add_subview(context, instance->container, instance->to_view);
    }
    segue_property_value_t flat = transform_value(segue_plugin_identity3d());
    segue_property_value_t in_turn = transform_value(turned(pose.to_angle, pose.horizontal));
    place_face(context, instance->from_view, &pose, pose.from_anchor, pose.mid_from, &flat);
    place_face(context, instance->to_view, &pose, pose.to_anchor, pose.mid_to, &in_turn);
    instance->from_shade = add_shade(context, instance->from_view, instance->from_frame, "cube.shade.from", 0.0);
    instance->to_shade = add_shade(context, instance->to_view, instance->to_frame, "cube.shade.to", 1.0);
    run_turn(instance, context, &pose);
}

static void animation_ended(const segue_animator_t *animator, bool transition_completed) {
    (void)animator;
    (void)transition_completed;
}

static void setup(segue_plugin_instance_t *base) {
    base->animator.transition_duration = transition_duration;
    base->animator.animate_transition = animate_transition;
    base->animator.animation_ended = animation_ended;
}

SEGUE_PLUGIN_ENTRY("cube", descriptor, parameters, cube_instance_t, setup);
