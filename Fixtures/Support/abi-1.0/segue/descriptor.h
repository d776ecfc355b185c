/* segue/descriptor.h: what an animator is, before anything is created. */
#ifndef SEGUE_DESCRIPTOR_H
#define SEGUE_DESCRIPTOR_H

#include <stdint.h>

#include "parameters.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Capability flags. An animator animates only the operations it claims: present covers present,
 * push, tab and container switches; dismiss covers dismiss and pop. */
/* It can animate a presentation. */
#define SEGUE_CAPABILITY_PRESENT 0x1ULL
/* It can animate a dismissal. */
#define SEGUE_CAPABILITY_DISMISS 0x2ULL
/* Its animations can be scrubbed, finished and cancelled by an interaction controller: it
 * animates only through the context and completes with !transition_was_cancelled. */
#define SEGUE_CAPABILITY_INTERACTIVE 0x4ULL
/* It implements `interruptible_animation` (its animator vtable member is non-NULL). */
#define SEGUE_CAPABILITY_INTERRUPTIBLE 0x8ULL

/* An animator's description. Plugin-owned and constant from `init` until the last `deinit`;
 * every string NUL-terminated UTF-8. */
typedef struct segue_animator_descriptor {
    /* sizeof(segue_animator_descriptor_t) as the plugin was built. */
    uint32_t size;
    /* Reverse-DNS identifier, unique among all plugins: "org.example.zoom". */
    const char *id;
    /* Display name, non-empty: "Zoom". Also accepted by `segue run --animator`. */
    const char *name;
    /* Who made it. */
    const char *vendor;
    /* The animator's own semantic version: "1.2.0". The higher version wins when two plugins
     * offer one id. */
    const char *version;
    /* One or two sentences. */
    const char *description;
    /* SEGUE_CAPABILITY_* flags. */
    uint64_t capabilities;
    /* `parameter_count` parameters (NULL when there are none). */
    const segue_parameter_t *parameters;
    uint32_t parameter_count;
} segue_animator_descriptor_t;

#ifdef __cplusplus
}
#endif

#endif
