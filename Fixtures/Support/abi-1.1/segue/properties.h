/* segue/properties.h: the view properties a plugin can read, set and animate. */
#ifndef SEGUE_PROPERTIES_H
#define SEGUE_PROPERTIES_H

#include <stdbool.h>
#include <stdint.h>

#include "geometry.h"
#include "handles.h"

#ifdef __cplusplus
extern "C" {
#endif

/* A view property, and which member of segue_property_value_t.value holds it. Values set or
 * animated are checked: a non-finite number is SEGUE_ERROR_INVALID_ARGUMENT, a finite one outside
 * the range below SEGUE_ERROR_OUT_OF_RANGE (ten million points is thousands of screens, and keeps
 * interpolation far from overflow). */
typedef enum segue_property {
    /* value.rect, in the superview's coordinates: x and y in -1e7...1e7, width and height in
     * 0...1e7. Animatable. */
    SEGUE_PROPERTY_FRAME = 0,
    /* value.rect, in the view's own coordinates, with the frame's ranges. Animatable. */
    SEGUE_PROPERTY_BOUNDS = 1,
    /* value.number, 0...1. Animatable. */
    SEGUE_PROPERTY_ALPHA = 2,
    /* value.affine, every entry (a, b, c, d, tx, ty) in -1e7...1e7. Animatable. */
    SEGUE_PROPERTY_TRANSFORM = 3,
    /* value.transform3d (the layer's transform, perspective included), every entry in
     * -1e7...1e7. Animatable. */
    SEGUE_PROPERTY_TRANSFORM_3D = 4,
    /* value.color, every component 0...1. Animatable. */
    SEGUE_PROPERTY_BACKGROUND_COLOR = 5,
    /* value.number, 0...1e7. Animatable. */
    SEGUE_PROPERTY_CORNER_RADIUS = 6,
    /* value.flag (any non-zero byte is true). Set only; animations refuse it. */
    SEGUE_PROPERTY_HIDDEN = 7,

    /* Since 1.1: Core Animation's layer geometry and looks, with CALayer's defaults. A 1.0 host
     * answers SEGUE_ERROR_INVALID_ARGUMENT for these ids; check the host's abi_version first. */

    /* value.point, the point of the bounds (in unit coordinates) that `position` names and that
     * transforms turn about; default 0.5/0.5; each coordinate -1e3...1e3. Changing it keeps
     * the position and moves the frame, as CALayer does. Animatable. */
    SEGUE_PROPERTY_ANCHOR_POINT = 8,
    /* value.point, the anchor point's place in the superview (UIKit's `center` when the anchor
     * is 0.5/0.5); each coordinate -1e7...1e7. Animatable. */
    SEGUE_PROPERTY_POSITION = 9,
    /* value.number, drawing order among siblings (higher in front; equal ones keep their
     * subview order); default 0; -1e7...1e7. Animatable. */
    SEGUE_PROPERTY_Z_POSITION = 10,
    /* value.transform3d, applied to the subviews about the view's anchor point (perspective
     * in m34); default identity; every entry -1e7...1e7. Animatable. */
    SEGUE_PROPERTY_SUBLAYER_TRANSFORM = 11,
    /* value.flag, whether subviews are clipped to the bounds (and its corner radius); default
     * false. Set only. */
    SEGUE_PROPERTY_CLIPS_TO_BOUNDS = 12,
    /* value.number, 0...1e7; default 0. Animatable. */
    SEGUE_PROPERTY_BORDER_WIDTH = 13,
    /* value.color; default opaque black. Animatable. */
    SEGUE_PROPERTY_BORDER_COLOR = 14,
    /* value.color; default opaque black. Animatable. */
    SEGUE_PROPERTY_SHADOW_COLOR = 15,
    /* value.number, 0...1; default 0 (no shadow). Animatable. */
    SEGUE_PROPERTY_SHADOW_OPACITY = 16,
    /* value.number, the blur radius, 0...1e7; default 3. Animatable. */
    SEGUE_PROPERTY_SHADOW_RADIUS = 17,
    /* value.size, each -1e7...1e7; default 0/-3. Animatable. */
    SEGUE_PROPERTY_SHADOW_OFFSET = 18,
    /* value.mask, in the view's own coordinates; default shape SEGUE_MASK_NONE. Animatable
     * when the shape stays the same and is not NONE (the rect and corner radius move);
     * animating to another shape is SEGUE_ERROR_INVALID_ARGUMENT. */
    SEGUE_PROPERTY_MASK = 19,
    /* value.count, the gradient's colour stops (CAGradientLayer drawn over the background
     * colour): 0 (no gradient, the default) or 2...SEGUE_GRADIENT_MAX_STOPS. New stops are
     * clear black, evenly spaced. Set only. */
    SEGUE_PROPERTY_GRADIENT_STOP_COUNT = 20,
    /* value.point, where the gradient starts, in unit coordinates of the bounds; default
     * 0.5/0; each -1e3...1e3. Animatable. */
    SEGUE_PROPERTY_GRADIENT_START_POINT = 21,
    /* value.point, where it ends; default 0.5/1; each -1e3...1e3. Animatable. */
    SEGUE_PROPERTY_GRADIENT_END_POINT = 22,
    /* value.gradient_stop, stop 0...3 (colour, and location 0...1). An index at or past the
     * stop count is SEGUE_ERROR_OUT_OF_RANGE. Animatable. */
    SEGUE_PROPERTY_GRADIENT_STOP_0 = 23,
    SEGUE_PROPERTY_GRADIENT_STOP_1 = 24,
    SEGUE_PROPERTY_GRADIENT_STOP_2 = 25,
    SEGUE_PROPERTY_GRADIENT_STOP_3 = 26,
} segue_property_t;

/* The most colour stops a gradient has (1.1). */
#define SEGUE_GRADIENT_MAX_STOPS 4

/* A mask's shape (1.1). */
typedef enum segue_mask_shape {
    /* No mask: the whole view shows. */
    SEGUE_MASK_NONE = 0,
    /* Only `rect` shows. */
    SEGUE_MASK_RECTANGLE = 1,
    /* Only `rect` with its corners rounded by `corner_radius` shows. */
    SEGUE_MASK_ROUNDED_RECTANGLE = 2,
    /* Only the ellipse inscribed in `rect` shows (a circle when it is square): circular reveals. */
    SEGUE_MASK_ELLIPSE = 3,
} segue_mask_shape_t;

/* A view's mask (1.1): what of the view and its subviews shows. */
typedef struct segue_mask {
    int32_t shape; /* a segue_mask_shape_t */
    /* In the view's own coordinates; x and y -1e7...1e7, width and height 0...1e7. */
    segue_rect_t rect;
    /* For SEGUE_MASK_ROUNDED_RECTANGLE, 0...1e7. */
    double corner_radius;
} segue_mask_t;

/* One colour stop of a gradient (1.1). */
typedef struct segue_gradient_stop {
    segue_color_t color;
    /* 0...1, along the line from the start point to the end point. */
    double location;
} segue_gradient_stop_t;

/* One property's value. Set `property` first; the matching union member carries the value. */
typedef struct segue_property_value {
    int32_t property; /* a segue_property_t */
    union {
        segue_rect_t rect;
        double number;
        segue_affine_transform_t affine;
        segue_transform3d_t transform3d;
        segue_color_t color;
        bool flag;
        /* Since 1.1 (none of these makes the union larger than transform3d). */
        segue_point_t point;
        segue_size_t size;
        segue_mask_t mask;
        segue_gradient_stop_t gradient_stop;
        uint32_t count;
    } value;
} segue_property_value_t;

/* "Animate this property of this view to this value": what an animation is made of. */
typedef struct segue_property_target {
    segue_view_t view;
    segue_property_value_t target;
} segue_property_target_t;

#ifdef __cplusplus
}
#endif

#endif
