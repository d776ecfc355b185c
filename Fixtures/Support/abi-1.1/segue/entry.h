/* segue/entry.h: the one symbol a plugin exports. */
#ifndef SEGUE_ENTRY_H
#define SEGUE_ENTRY_H

#include <stdbool.h>
#include <stdint.h>

#include "animator.h"
#include "descriptor.h"
#include "host.h"
#include "version.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The entry symbol's name, for dlsym. */
#define SEGUE_PLUGIN_ENTRY_SYMBOL "segue_plugin_entry"

/* A plugin library's entry: constant data, exported under SEGUE_PLUGIN_ENTRY_SYMBOL and
 * nothing else (link with a version script: `{ global: segue_plugin_entry; local: *; };`).
 * Its layout is fixed for a major version; growth goes through `get_extension`. */
typedef struct segue_plugin_entry {
    /* SEGUE_ABI_VERSION as the plugin was built; the host checks it with
     * segue_version_is_compatible before calling anything. */
    segue_version_t abi_version;

    /* Prepares the plugin. Reference-counted: every call must be balanced by one `deinit`, and
     * only the first does the work. `host` stays valid until the last `deinit`, and is read-only
     * (host.h): never write it or what it points to. After the last `deinit`, a new first `init`
     * must leave the library exactly as the first one did: the same descriptors (every field),
     * the same defaults in new animators, the same animations. Answers false when the plugin
     * cannot run (it must then log why through `host`).
     * [main thread; any number of times] */
    bool (*init)(const segue_host_t *host);

    /* Balances one `init`; the last releases everything. Extra calls do nothing.
     * [main thread; after init, with every animator destroyed for the last one] */
    void (*deinit)(void);

    /* How many animators the library offers. 0 before `init`.
     * [main thread; between init and deinit] */
    uint32_t (*animator_count)(void);

    /* The descriptor at `index` (0 ..< count), or NULL for an index out of range. Plugin-owned,
     * constant until the last `deinit`. [main thread; between init and deinit] */
    const segue_animator_descriptor_t *(*animator_descriptor)(uint32_t index);

    /* A new animator for descriptor id `id` (NUL-terminated, copied if kept), with every
     * parameter at its default, or NULL for an unknown id. The host owns the result until it
     * calls its `destroy`. [main thread; between init and deinit] */
    const segue_animator_t *(*create_animator)(const char *id);

    /* A plugin-side extension by versioned id ("org.example.feature/1"), or NULL. May itself
     * be NULL. [main thread; between init and deinit] */
    const void *(*get_extension)(const char *id);
} segue_plugin_entry_t;

#ifdef __cplusplus
}
#endif

#endif
