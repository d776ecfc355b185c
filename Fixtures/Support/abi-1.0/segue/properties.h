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
} segue_property_t;

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
