/* segue/handles.h: how a plugin refers to host objects without ever touching them. */
#ifndef SEGUE_HANDLES_H
#define SEGUE_HANDLES_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Handles are opaque numbers the host issues and validates on every call. A handle is valid
 * only within the transition whose context issued it; afterwards, or when made up, a service
 * answers SEGUE_ERROR_INVALID_HANDLE and does nothing. 0 is never a valid handle. */

/* A view in the render tree. */
typedef uint64_t segue_view_t;
/* A view controller taking part in the transition. */
typedef uint64_t segue_controller_t;
/* An animation the plugin created through the context. */
typedef uint64_t segue_animation_t;

/* No object: what a lookup yields when there is nothing to find (e.g. no "from" view). */
#define SEGUE_NO_HANDLE ((uint64_t)0)

#ifdef __cplusplus
}
#endif

#endif
