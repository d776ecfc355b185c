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
 * every string NUL-terminated, valid UTF-8 with no control character (no C0 or C1 code, not
 * even a newline or tab: the host prints them), at most the bytes its field gives before the
 * NUL. A descriptor that breaks any rule below is not loaded: the host reports the field and
 * why, and `segue validate`'s `descriptor.valid` fails the library through the same check. */
typedef struct segue_animator_descriptor {
    /* sizeof(segue_animator_descriptor_t) as the plugin was built. */
    uint32_t size;
    /* Reverse-DNS identifier, unique among all plugins: "org.example.zoom". At most 128 bytes;
     * at least two labels separated by single dots; each label 1...63 bytes of ASCII letters,
     * digits and hyphens, neither starting nor ending with a hyphen (DNS's rule: no "_", no
     * empty label, no leading or trailing dot). Case is kept and compared exactly. */
    const char *id;
    /* Display name, non-empty (not only spaces), at most 64 bytes: "Zoom". Also accepted by
     * `segue run --animator`. */
    const char *name;
    /* Who made it; may be empty; at most 128 bytes. */
    const char *vendor;
    /* The animator's own version by the whole Semantic Versioning 2.0.0 grammar (semver.org), at
     * most 64 bytes: "1.2.0", "1.2.0-beta.1", "1.2.0+build.5". major.minor.patch are numbers
     * with no leading zero (each at most 2^63 - 1); a pre-release after "-" and build metadata
     * after "+" are dot-separated identifiers of ASCII letters, digits and hyphens, none empty,
     * and a numeric pre-release identifier has no leading zero ("1.0.0-01" is refused; build
     * identifiers may: "1.0.0+001"). The higher version by semver's precedence (build metadata
     * ignored) wins when two plugins offer one id. */
    const char *version;
    /* One or two sentences; may be empty; at most 1024 bytes. */
    const char *description;
    /* SEGUE_CAPABILITY_* flags. */
    uint64_t capabilities;
    /* `parameter_count` parameters (NULL when there are none), at most 64, no id twice. */
    const segue_parameter_t *parameters;
    uint32_t parameter_count;
} segue_animator_descriptor_t;

#ifdef __cplusplus
}
#endif

#endif
