/* segue/status.h: the result of every host service that can fail. */
#ifndef SEGUE_STATUS_H
#define SEGUE_STATUS_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* What a host service did. Services never crash on bad input: they answer one of these and,
 * for anything but SEGUE_OK, log a diagnostic naming the call. */
typedef int32_t segue_status_t;

enum {
    /* The call did what it says. */
    SEGUE_OK = 0,
    /* A view, controller or animation handle is stale (from an ended transition), forged, or of
     * the wrong kind. */
    SEGUE_ERROR_INVALID_HANDLE = 1,
    /* An argument is NULL where a value is required, not finite, or otherwise malformed; or a
     * change the plugin may not make (a view it may only read, a hierarchy cycle: context.h). */
    SEGUE_ERROR_INVALID_ARGUMENT = 2,
    /* The call is not allowed in the transition's current state (for example, after the
     * transition completed, or a second `complete_transition`). */
    SEGUE_ERROR_WRONG_STATE = 3,
    /* A number lies outside the range its declaration allows. */
    SEGUE_ERROR_OUT_OF_RANGE = 4,
    /* The thing asked for does not exist (an unknown animator id or parameter). */
    SEGUE_ERROR_NOT_FOUND = 5,
    /* The host or plugin does not implement this (an optional member left NULL). */
    SEGUE_ERROR_UNSUPPORTED = 6,
};

#ifdef __cplusplus
}
#endif

#endif
