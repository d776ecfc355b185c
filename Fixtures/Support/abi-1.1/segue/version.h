/* segue/version.h: the ABI version and the one rule that decides compatibility. */
#ifndef SEGUE_VERSION_H
#define SEGUE_VERSION_H

#include <stdbool.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The ABI version this header describes. Bump the major for any incompatible change; bump the
 * minor when a struct that carries a `size` grows at its end or an extension is added; bump the
 * patch for comments and clarifications only. */
#define SEGUE_ABI_VERSION_MAJOR 1
#define SEGUE_ABI_VERSION_MINOR 1
#define SEGUE_ABI_VERSION_PATCH 0

/* A semantic version: the ABI's, or a plugin animator's own. */
typedef struct segue_version {
    uint32_t major;
    uint32_t minor;
    uint32_t patch;
} segue_version_t;

/* The version a plugin built against this header declares in its entry. */
#define SEGUE_ABI_VERSION ((segue_version_t){SEGUE_ABI_VERSION_MAJOR, SEGUE_ABI_VERSION_MINOR, SEGUE_ABI_VERSION_PATCH})

/* The whole compatibility rule: a host loads a plugin built against `plugin` when the majors are
 * equal (and not 0, which no release uses). Minors may differ either way: a newer minor only
 * appends fields to structs that carry their own `size` (readers check `size` before touching a
 * field) or adds extensions looked up by id (`segue_host_t.get_extension`), which answer NULL
 * when absent.
 * [any thread, any state] */
static inline bool segue_version_is_compatible(segue_version_t host, segue_version_t plugin) {
    return host.major != 0 && host.major == plugin.major;
}

/* Whether a struct of `struct_size` bytes (its `size` field) holds the field ending at
 * `field_end` (offsetof + sizeof): how readers honour structs from older minors.
 * [any thread, any state] */
static inline bool segue_struct_has_field(uint32_t struct_size, uint64_t field_end) {
    return (uint64_t)struct_size >= field_end;
}

#ifdef __cplusplus
}
#endif

#endif
