/* tick_yardstick.c: the dense C loop the engine's tick is measured against (see the header). */
#include "tick_yardstick.h"

#include <math.h>
#include <stdint.h>
#include <stdlib.h>

/* The curve as polynomial coefficients: x(t) = ((ax t + bx) t + cx) t, likewise y. */
typedef struct {
    double ax, bx, cx, ay, by, cy;
} curve_t;

struct segue_tick_yardstick {
    size_t property_count, group_count, properties_per_group;
    curve_t curve;
    /* Per group: the timeline (reference time and fraction, fraction per second) and the
     * progress computed this tick. */
    double *reference_time, *reference_fraction, *rate, *progress;
    /* Per number: where it is stored and the two ends it blends. */
    size_t *store_index;
    double *from, *to;
    /* The block-per-view store the numbers are written into. */
    double *store;
    size_t store_count;
};

static curve_t make_curve(double x1, double y1, double x2, double y2) {
    curve_t c;
    c.cx = 3 * x1;
    c.bx = 3 * (x2 - x1) - c.cx;
    c.ax = 1 - c.cx - c.bx;
    c.cy = 3 * y1;
    c.by = 3 * (y2 - y1) - c.cy;
    c.ay = 1 - c.cy - c.by;
    return c;
}

static inline double sample_x(const curve_t *c, double t) { return ((c->ax * t + c->bx) * t + c->cx) * t; }
static inline double sample_y(const curve_t *c, double t) { return ((c->ay * t + c->by) * t + c->cy) * t; }
static inline double slope_x(const curve_t *c, double t) { return (3 * c->ax * t + 2 * c->bx) * t + c->cx; }

/* The engine's solver step for step (Newton, then bisection) so both do the same arithmetic. */
static double solve_parameter(const curve_t *c, double x) {
    const double epsilon = 1e-6;
    double t = x;
    for (int i = 0; i < 8; i++) {
        double error = sample_x(c, t) - x;
        if (fabs(error) < epsilon) return t;
        double slope = slope_x(c, t);
        if (fabs(slope) < 1e-7) break;
        t -= error / slope;
    }
    double low = 0, high = 1;
    t = x;
    for (int i = 0; i < 64; i++) {
        double sample = sample_x(c, t);
        if (fabs(sample - x) < epsilon) return t;
        if (x > sample) low = t; else high = t;
        t = low + (high - low) / 2;
    }
    return t;
}

/* Eased progress for elapsed fraction `x` in [0, 1] (the tick clamps before calling). */
static inline double ease(const curve_t *c, double x) {
    if (x <= 0) return 0;
    if (x >= 1) return 1;
    return sample_y(c, solve_parameter(c, x));
}

static int shape_is_valid(const segue_tick_yardstick_shape_t *s) {
    return s != NULL && s->property_count > 0 && s->properties_per_group > 0 && s->view_stride > 0
        && s->property_offset < s->view_stride && s->property_count <= SIZE_MAX / s->view_stride / sizeof(double)
        && s->duration > 0 && isfinite(s->duration) && s->x1 >= 0 && s->x1 <= 1 && s->x2 >= 0 && s->x2 <= 1
        && isfinite(s->y1) && isfinite(s->y2);
}

/* Allocates every array; answers 0 when one could not be. */
static int allocate_arrays(segue_tick_yardstick_t *y) {
    y->reference_time = calloc(y->group_count, sizeof(double));
    y->reference_fraction = calloc(y->group_count, sizeof(double));
    y->rate = calloc(y->group_count, sizeof(double));
    y->progress = calloc(y->group_count, sizeof(double));
    y->store_index = calloc(y->property_count, sizeof(size_t));
    y->from = calloc(y->property_count, sizeof(double));
    y->to = calloc(y->property_count, sizeof(double));
    y->store = calloc(y->store_count, sizeof(double));
    return y->reference_time && y->reference_fraction && y->rate && y->progress && y->store_index && y->from && y->to
        && y->store;
}

segue_tick_yardstick_t *segue_tick_yardstick_create(const segue_tick_yardstick_shape_t *shape) {
    if (!shape_is_valid(shape)) return NULL;
    segue_tick_yardstick_t *y = calloc(1, sizeof *y);
    if (y == NULL) return NULL;
    y->property_count = shape->property_count;
    y->properties_per_group = shape->properties_per_group;
    y->group_count = (shape->property_count + shape->properties_per_group - 1) / shape->properties_per_group;
    y->store_count = shape->property_count * shape->view_stride;
    y->curve = make_curve(shape->x1, shape->y1, shape->x2, shape->y2);
    if (!allocate_arrays(y)) {
        segue_tick_yardstick_destroy(y);
        return NULL;
    }
    for (size_t g = 0; g < y->group_count; g++) y->rate[g] = 1 / shape->duration;
    for (size_t i = 0; i < y->property_count; i++) {
        y->store_index[i] = i * shape->view_stride + shape->property_offset;
        y->from[i] = 1;
        y->to[i] = 0;
        y->store[y->store_index[i]] = 1;
    }
    return y;
}

void segue_tick_yardstick_tick(segue_tick_yardstick_t *y, double time) {
    for (size_t g = 0; g < y->group_count; g++) {
        double f = y->reference_fraction[g] + y->rate[g] * (time - y->reference_time[g]);
        y->progress[g] = ease(&y->curve, f < 0 ? 0 : (f > 1 ? 1 : f));
    }
    const size_t per_group = y->properties_per_group;
    for (size_t g = 0, i = 0; g < y->group_count; g++) {
        const double p = y->progress[g];
        const size_t end = i + per_group < y->property_count ? i + per_group : y->property_count;
        for (; i < end; i++) y->store[y->store_index[i]] = y->from[i] * (1 - p) + y->to[i] * p;
    }
}

double segue_tick_yardstick_checksum(const segue_tick_yardstick_t *y) {
    double sum = 0;
    for (size_t i = 0; i < y->property_count; i++) sum += y->store[y->store_index[i]];
    return sum;
}

void segue_tick_yardstick_destroy(segue_tick_yardstick_t *y) {
    if (y == NULL) return;
    free(y->reference_time);
    free(y->reference_fraction);
    free(y->rate);
    free(y->progress);
    free(y->store_index);
    free(y->from);
    free(y->to);
    free(y->store);
    free(y);
}
