/* segue/host.h: services the host offers a plugin for its whole lifetime. */
#ifndef SEGUE_HOST_H
#define SEGUE_HOST_H

#include <stdint.h>

#include "version.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Message severities for `log`. */
typedef enum segue_log_level {
    SEGUE_LOG_DEBUG = 0,
    SEGUE_LOG_INFO = 1,
    SEGUE_LOG_WARNING = 2,
    SEGUE_LOG_ERROR = 3,
} segue_log_level_t;

typedef struct segue_host segue_host_t;

/* The host. Host-owned: valid from `init` until the matching last `deinit` returns. Read-only
 * for the plugin: it never writes this struct, the strings it points to or what `host_data`
 * points to (the `const` is not a suggestion). The host checks its copy after every call into
 * the plugin, puts back anything changed and reports it as a rejected answer naming the field,
 * and `segue validate` fails the test during which it happened; the host finds itself by this
 * struct's address, never through `host_data`, so a changed `host_data` redirects nothing.
 * Threads: "main thread" is the thread the host calls the plugin on. A call from another thread
 * breaks the rule; it is recorded as a refusal, and answered without touching the host's
 * main-thread state, as each function below says. */
struct segue_host {
    /* sizeof(segue_host_t) as the host was built; check it before using later fields. */
    uint32_t size;
    /* Host-private; plugins must not read or write it (nor what it points to). */
    void *host_data;
    /* The ABI version the host was built against. */
    segue_version_t abi_version;
    /* The host's name and version, for messages; host-owned, NUL-terminated UTF-8. */
    const char *name;
    const char *version;

    /* Logs `message` (NUL-terminated UTF-8, copied during the call) at `level`, attributed to
     * the plugin; an unknown level counts as SEGUE_LOG_ERROR. Control characters are shown
     * escaped as text, so a message is one line. Messages below `log_threshold` (1.1) are
     * dropped; the host keeps the most recent 1000 others for tools and counts older ones. From another thread the message is queued, not lost:
     * delivered on the main thread at the host's next call into the plugin or service call,
     * marked as from another thread (at most 1000 calls from other threads wait at once; past
     * that they are dropped and counted). [main thread, any state after init] */
    void (*log)(const segue_host_t *host, int32_t level, const char *message);
    /* The engine's current time in seconds (virtual in tests and renders, real in playback).
     * From another thread it answers the time last read on the main thread (when the
     * transition started, or at the last `now` there) without reading the engine.
     * [main thread, any state after init] */
    double (*now)(const segue_host_t *host);
    /* An extension by versioned id such as "org.example.feature/1", or NULL when the host
     * lacks it. The returned struct is host-owned and lives as long as the host.
     * [main thread, any state after init] */
    const void *(*get_extension)(const segue_host_t *host, const char *id);

    /* Since 1.1 (check `size` first). */

    /* The lowest level the host keeps: messages below it are dropped, so a plugin may skip
     * formatting them. It may change between calls into the plugin, never during one.
     * [any thread, any state after init] */
    int32_t (*log_threshold)(const segue_host_t *host);
};

#ifdef __cplusplus
}
#endif

#endif
