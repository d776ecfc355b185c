/* segue/geometry.h: the plain value types views and animations are described with. */
#ifndef SEGUE_GEOMETRY_H
#define SEGUE_GEOMETRY_H

#ifdef __cplusplus
extern "C" {
#endif

/* A point, in points, y growing downwards (UIKit's coordinate system). */
typedef struct segue_point {
    double x;
    double y;
} segue_point_t;

/* A size, in points (1.1). */
typedef struct segue_size {
    double width;
    double height;
} segue_size_t;

/* Distances in from each edge of a rectangle (UIEdgeInsets), in points (1.1). */
typedef struct segue_edge_insets {
    double top;
    double left;
    double bottom;
    double right;
} segue_edge_insets_t;

/* A rectangle: origin and size, in points, in the superview's coordinates for frames. */
typedef struct segue_rect {
    double x;
    double y;
    double width;
    double height;
} segue_rect_t;

/* A 2D affine transform (CGAffineTransform): x' = a*x + c*y + tx, y' = b*x + d*y + ty. */
typedef struct segue_affine_transform {
    double a, b, c, d, tx, ty;
} segue_affine_transform_t;

/* A 4x4 transform (CATransform3D), row-major, row vectors: m[0..3] is m11..m14. Perspective
 * goes in m[11] (m34) as -1/distance. */
typedef struct segue_transform3d {
    double m[16];
} segue_transform3d_t;

/* A colour: red, green, blue and alpha, each 0...1. */
typedef struct segue_color {
    double red, green, blue, alpha;
} segue_color_t;

#ifdef __cplusplus
}
#endif

#endif
