/* ABI 1.1: a well-behaved animator that calls every 1.1 service once per transition, so the
 * tests can compare its trace in process and isolated (and with the Swift SDK's LayerTour,
 * Fixtures/SwiftLayerTour, which makes the same calls in the same order).
 *
 * Present: the arriving view takes its final frame under a shade it fades in and out; its
 * anchor moves to its left edge, it gets a border, a shadow, a mask growing from its centre and
 * the container a perspective; the leaving view is snapshotted whole and in two halves, which
 * slide apart. Dismiss does the same with the views' roles swapped. Everything it creates is
 * removed and every layer property it set is put back before it completes. */
#include <stdlib.h>
#include <string.h>

#include "fixture.h"

typedef struct {
    segue_animator_t vtable;
    segue_view_t container, moving, staying, shade, whole, left, right;
    segue_rect_t moving_frame;
    bool presenting;
} tour_t;

static segue_property_value_t tour_value(int32_t property) {
    segue_property_value_t value;
    memset(&value, 0, sizeof value);
    value.property = property;
    return value;
}

static void tour_set_number(const segue_context_t *context, segue_view_t view, int32_t property, double number) {
    segue_property_value_t value = tour_value(property);
    value.value.number = number;
    context->set_property(context, view, &value);
}

static void tour_set_point(const segue_context_t *context, segue_view_t view, int32_t property, double x, double y) {
    segue_property_value_t value = tour_value(property);
    value.value.point = (segue_point_t){x, y};
    context->set_property(context, view, &value);
}

static void tour_set_flag(const segue_context_t *context, segue_view_t view, int32_t property, bool flag) {
    segue_property_value_t value = tour_value(property);
    value.value.flag = flag;
    context->set_property(context, view, &value);
}

static void tour_set_mask(const segue_context_t *context, segue_view_t view, int32_t shape, segue_rect_t rect) {
    segue_property_value_t value = tour_value(SEGUE_PROPERTY_MASK);
    value.value.mask.shape = shape;
    value.value.mask.rect = rect;
    context->set_property(context, view, &value);
}

static segue_transform3d_t tour_perspective(double m34) {
    segue_transform3d_t transform;
    memset(&transform, 0, sizeof transform);
    transform.m[0] = transform.m[5] = transform.m[10] = transform.m[15] = 1;
    transform.m[11] = m34;
    return transform;
}

static double tour_duration(const segue_animator_t *animator, const segue_context_t *context) {
    (void)animator;
    (void)context;
    return 0.4;
}

/* Puts back every layer property the tour set, removes its own views, and completes. */
static void tour_finished(void *data, const segue_context_t *context, segue_animation_t animation, int32_t position) {
    (void)animation;
    (void)position;
    tour_t *self = data;
    bool success = !context->transition_was_cancelled(context);
    segue_view_t own[] = {self->shade, self->whole, self->left, self->right};
    for (size_t index = 0; index < sizeof own / sizeof own[0]; index++)
        context->remove_from_superview(context, own[index]);
    tour_set_mask(context, self->moving, SEGUE_MASK_NONE, (segue_rect_t){0, 0, 0, 0});
    tour_set_flag(context, self->moving, SEGUE_PROPERTY_CLIPS_TO_BOUNDS, false);
    /* Every layer property back to Core Animation's default, the unseen ones too (a border's
     * colour, a shadow's offset and radius): the validator compares them all. */
    tour_set_number(context, self->moving, SEGUE_PROPERTY_BORDER_WIDTH, 0);
    segue_property_value_t border = tour_value(SEGUE_PROPERTY_BORDER_COLOR);
    border.value.color = (segue_color_t){0, 0, 0, 1};
    context->set_property(context, self->moving, &border);
    tour_set_number(context, self->moving, SEGUE_PROPERTY_SHADOW_OPACITY, 0);
    segue_property_value_t shadow = tour_value(SEGUE_PROPERTY_SHADOW_OFFSET);
    shadow.value.size = (segue_size_t){0, -3};
    context->set_property(context, self->moving, &shadow);
    tour_set_number(context, self->moving, SEGUE_PROPERTY_SHADOW_RADIUS, 3);
    tour_set_number(context, self->moving, SEGUE_PROPERTY_Z_POSITION, 0);
    tour_set_point(context, self->moving, SEGUE_PROPERTY_ANCHOR_POINT, 0.5, 0.5);
    segue_property_value_t frame = tour_value(SEGUE_PROPERTY_FRAME);
    frame.value.rect = self->moving_frame;
    context->set_property(context, self->moving, &frame);
    segue_property_value_t flat = tour_value(SEGUE_PROPERTY_SUBLAYER_TRANSFORM);
    flat.value.transform3d = tour_perspective(0);
    context->set_property(context, self->container, &flat);
    bool removes = self->presenting ? !success : success;
    if (removes) context->remove_from_superview(context, self->moving);
    context->complete_transition(context, success);
}

/* Snapshots of the staying side: whole, and its two halves. */
static void tour_snapshots(tour_t *self, const segue_context_t *context, segue_rect_t bounds) {
    segue_snapshot_desc_t whole = {sizeof whole, false, false, {0, 0, 0, 0}, {0, 0, 0, 0}};
    context->snapshot_view(context, self->staying, &whole, &self->whole);
    segue_snapshot_desc_t half = {sizeof half, true, true, {0, 0, bounds.width / 2, bounds.height}, {8, 8, 8, 8}};
    context->snapshot_view(context, self->staying, &half, &self->left);
    half.rect.x = bounds.width / 2;
    context->snapshot_view(context, self->staying, &half, &self->right);
    segue_view_t pieces[] = {self->whole, self->left, self->right};
    for (size_t index = 0; index < 3; index++) context->insert_subview(context, self->container, pieces[index], 0);
    segue_property_value_t right = tour_value(SEGUE_PROPERTY_FRAME);
    right.value.rect = (segue_rect_t){bounds.width / 2, 0, bounds.width / 2, bounds.height};
    context->set_property(context, self->right, &right);
}

/* Walks the hierarchy once through every walking service. */
static void tour_walk(tour_t *self, const segue_context_t *context) {
    segue_view_t parent = 0, last = 0, photo = 0;
    uint32_t count = 0;
    context->superview(context, self->moving, &parent);
    context->subview_count(context, self->container, &count);
    if (count > 0) context->subview_at(context, self->container, count - 1, &last);
    context->find_descendant(context, self->container, "photo", &photo);
    segue_point_t corner = {0, 0};
    segue_rect_t box = {0, 0, 10, 10};
    context->convert_point(context, corner, self->moving, SEGUE_NO_HANDLE, &corner);
    context->convert_rect(context, box, photo ? photo : self->moving, self->container, &box);
    context->bring_subview_to_front(context, self->container, self->shade);
    context->send_subview_to_back(context, self->container, self->whole);
}

/* The layer looks of the moving view and the container, before they animate. */
static void tour_looks(tour_t *self, const segue_context_t *context) {
    segue_rect_t frame = self->moving_frame;
    tour_set_point(context, self->moving, SEGUE_PROPERTY_ANCHOR_POINT, 0, 0.5);
    tour_set_point(context, self->moving, SEGUE_PROPERTY_POSITION, frame.x, frame.y + frame.height / 2);
    tour_set_number(context, self->moving, SEGUE_PROPERTY_Z_POSITION, 1);
    tour_set_flag(context, self->moving, SEGUE_PROPERTY_CLIPS_TO_BOUNDS, true);
    segue_property_value_t border = tour_value(SEGUE_PROPERTY_BORDER_COLOR);
    border.value.color = (segue_color_t){0.2, 0.2, 0.2, 1};
    context->set_property(context, self->moving, &border);
    segue_property_value_t shadow = tour_value(SEGUE_PROPERTY_SHADOW_OFFSET);
    shadow.value.size = (segue_size_t){0, 4};
    context->set_property(context, self->moving, &shadow);
    tour_set_number(context, self->moving, SEGUE_PROPERTY_SHADOW_RADIUS, 6);
    tour_set_mask(context, self->moving, SEGUE_MASK_ELLIPSE, (segue_rect_t){frame.width / 2, frame.height / 2, 0, 0});
    segue_property_value_t count = tour_value(SEGUE_PROPERTY_GRADIENT_STOP_COUNT);
    count.value.count = 2;
    context->set_property(context, self->shade, &count);
    segue_property_value_t stop = tour_value(SEGUE_PROPERTY_GRADIENT_STOP_1);
    stop.value.gradient_stop = (segue_gradient_stop_t){{0, 0, 0, 0.6}, 1};
    context->set_property(context, self->shade, &stop);
    tour_set_point(context, self->shade, SEGUE_PROPERTY_GRADIENT_START_POINT, 0, 0);
}

static void tour_animate(const segue_animator_t *animator, const segue_context_t *context) {
    tour_t *self = animator->plugin_data;
    int32_t operation = context->operation(context);
    self->presenting = operation != SEGUE_OPERATION_DISMISS && operation != SEGUE_OPERATION_POP;
    context->container_view(context, &self->container);
    context->view_for_key(context, self->presenting ? SEGUE_KEY_TO : SEGUE_KEY_FROM, &self->moving);
    context->view_for_key(context, self->presenting ? SEGUE_KEY_FROM : SEGUE_KEY_TO, &self->staying);
    segue_controller_t controller = 0;
    context->controller_for_key(context, self->presenting ? SEGUE_KEY_TO : SEGUE_KEY_FROM, &controller);
    segue_property_value_t bounds = tour_value(SEGUE_PROPERTY_BOUNDS);
    context->get_property(context, self->container, &bounds);
    context->final_frame(context, controller, &self->moving_frame);
    if (self->moving_frame.width == 0) self->moving_frame = bounds.value.rect;
    if (self->presenting) context->add_subview(context, self->container, self->moving);
    if (!self->staying) self->staying = self->container;
    segue_property_value_t frame = tour_value(SEGUE_PROPERTY_FRAME);
    frame.value.rect = self->moving_frame;
    context->set_property(context, self->moving, &frame);
    segue_view_desc_t shade = {sizeof shade, "tour.shade", bounds.value.rect, {0, 0, 0, 0}};
    context->create_view(context, self->container, &shade, &self->shade);
    tour_snapshots(self, context, bounds.value.rect);
    tour_walk(self, context);
    tour_looks(self, context);
    segue_property_value_t perspective = tour_value(SEGUE_PROPERTY_SUBLAYER_TRANSFORM);
    perspective.value.transform3d = tour_perspective(-1.0 / 500);
    context->set_property(context, self->container, &perspective);

    segue_rect_t f = self->moving_frame;
    double reach = f.width > f.height ? f.width : f.height;
    segue_property_target_t targets[7];
    memset(targets, 0, sizeof targets);
    targets[0] = (segue_property_target_t){self->shade, tour_value(SEGUE_PROPERTY_ALPHA)};
    targets[0].target.value.number = 1;
    targets[1] = (segue_property_target_t){self->moving, tour_value(SEGUE_PROPERTY_MASK)};
    targets[1].target.value.mask.shape = SEGUE_MASK_ELLIPSE;
    targets[1].target.value.mask.rect = (segue_rect_t){f.width / 2 - reach, f.height / 2 - reach, 2 * reach, 2 * reach};
    targets[2] = (segue_property_target_t){self->moving, tour_value(SEGUE_PROPERTY_BORDER_WIDTH)};
    targets[2].target.value.number = 4;
    targets[3] = (segue_property_target_t){self->moving, tour_value(SEGUE_PROPERTY_SHADOW_OPACITY)};
    targets[3].target.value.number = 0.5;
    targets[4] = (segue_property_target_t){self->shade, tour_value(SEGUE_PROPERTY_GRADIENT_END_POINT)};
    targets[4].target.value.point = (segue_point_t){1, 1};
    targets[5] = (segue_property_target_t){self->left, tour_value(SEGUE_PROPERTY_POSITION)};
    targets[5].target.value.point = (segue_point_t){-f.width / 4, f.height / 2};
    targets[6] = (segue_property_target_t){self->right, tour_value(SEGUE_PROPERTY_POSITION)};
    targets[6].target.value.point = (segue_point_t){f.width * 5 / 4, f.height / 2};
    segue_animation_desc_t description;
    memset(&description, 0, sizeof description);
    description.size = sizeof description;
    description.duration = 0.4;
    description.timing.kind = SEGUE_TIMING_EASE_IN_OUT;
    description.targets = targets;
    description.target_count = 7;
    description.completion = tour_finished;
    description.completion_data = self;
    context->animate(context, &description, NULL);
}

static void tour_destroy(const segue_animator_t *animator) { free(animator->plugin_data); }

static const segue_animator_t *tour_create(const char *id) {
    if (strcmp(id, "org.segue.fixture.layer-tour") != 0) return NULL;
    tour_t *self = calloc(1, sizeof *self);
    if (!self) return NULL;
    self->vtable = (segue_animator_t){sizeof(segue_animator_t), self, tour_duration, tour_animate, NULL, NULL,
            tour_destroy};
    return &self->vtable;
}

static const segue_animator_descriptor_t tour_descriptors[] = {
    FIXTURE_DESCRIPTOR_DESCRIBED("org.segue.fixture.layer-tour", "Layer Tour", "1.0.0",
                                 "Calls every ABI 1.1 service once per transition.",
                                 SEGUE_CAPABILITY_PRESENT | SEGUE_CAPABILITY_DISMISS | SEGUE_CAPABILITY_INTERACTIVE),
};

FIXTURE_ENTRY(SEGUE_ABI_VERSION_MAJOR, tour_descriptors, 1, tour_create)
