/* fixture.h: the entry boilerplate every test fixture shares (reference-counted init, the
 * factory over a static descriptor array). Test code only; plugins should not copy it. */
#ifndef SEGUE_FIXTURE_H
#define SEGUE_FIXTURE_H

#include <segue/segue.h>
#include <stddef.h>
#include <time.h>
#ifdef FIXTURE_INIT_DELAY_NS
#include <threads.h>
#endif

/* Waits FIXTURE_INIT_DELAY_NS nanoseconds in init when the fixture defines it (a slow plugin).
 * C11's thrd_sleep, not nanosleep, which -std=c11 leaves undeclared. */
static inline void fixture_init_delay(void) {
#ifdef FIXTURE_INIT_DELAY_NS
    struct timespec pause = {0, FIXTURE_INIT_DELAY_NS};
    thrd_sleep(&pause, NULL);
#endif
}

/* The init hook of FIXTURE_ENTRY: nothing. */
static inline void fixture_init_nothing(void) {}

/* The first-init and last-deinit hooks of FIXTURE_ENTRY_WITH: nothing. */
static inline void fixture_first_init_nothing(const segue_host_t *host) { (void)host; }
static inline void fixture_last_deinit_nothing(void) {}

/* A descriptor with no parameters. */
#define FIXTURE_DESCRIPTOR(ID, NAME, VERSION, CAPABILITIES) \
    { sizeof(segue_animator_descriptor_t), ID, NAME, "Segue tests", VERSION, "A test fixture.", CAPABILITIES, NULL, 0 }

/* A descriptor with no parameters and its own DESCRIPTION. */
#define FIXTURE_DESCRIPTOR_DESCRIBED(ID, NAME, VERSION, DESCRIPTION, CAPABILITIES) \
    { sizeof(segue_animator_descriptor_t), ID, NAME, "Segue tests", VERSION, DESCRIPTION, CAPABILITIES, NULL, 0 }

/* Defines the exported entry for ABI major MAJOR over DESCRIPTORS (COUNT of them), creating
 * animators with CREATE. Also defines `fixture_host`, the host from the first init. */
#define FIXTURE_ENTRY(MAJOR, DESCRIPTORS, COUNT, CREATE) \
    FIXTURE_ENTRY_WITH(MAJOR, DESCRIPTORS, COUNT, CREATE, fixture_init_nothing, NULL)

/* FIXTURE_ENTRY, and also: every init call first calls ON_INIT (a `void (void)` function), and
 * the entry's get_extension is GET_EXTENSION (NULL or a `const void *(const char *)` function). */
#define FIXTURE_ENTRY_WITH(MAJOR, DESCRIPTORS, COUNT, CREATE, ON_INIT, GET_EXTENSION) \
    FIXTURE_ENTRY_HOOKED(MAJOR, DESCRIPTORS, COUNT, CREATE, ON_INIT, fixture_first_init_nothing, \
                         fixture_last_deinit_nothing, GET_EXTENSION)

/* FIXTURE_ENTRY_WITH, and also: the first init (the reference count going from 0 to 1) calls
 * ON_FIRST_INIT(host) and the last deinit (the count back to 0) calls ON_LAST_DEINIT(). */
#define FIXTURE_ENTRY_HOOKED(MAJOR, DESCRIPTORS, COUNT, CREATE, ON_INIT, ON_FIRST_INIT, ON_LAST_DEINIT, GET_EXTENSION) \
    static uint32_t fixture_init_count;                                                                   \
    static const segue_host_t *fixture_host;                                                              \
    static bool fixture_init(const segue_host_t *host) {                                                  \
        fixture_init_delay();                                                                             \
        ON_INIT();                                                                                        \
        if (fixture_init_count++ == 0) {                                                                  \
            fixture_host = host;                                                                          \
            ON_FIRST_INIT(host);                                                                          \
        }                                                                                                 \
        return true;                                                                                      \
    }                                                                                                     \
    static void fixture_deinit(void) {                                                                    \
        if (fixture_init_count > 0 && --fixture_init_count == 0) ON_LAST_DEINIT();                        \
    }                                                                                                     \
    static uint32_t fixture_count(void) { return fixture_init_count ? (COUNT) : 0; }                      \
    static const segue_animator_descriptor_t *fixture_descriptor(uint32_t index) {                        \
        return fixture_init_count && index < (COUNT) ? &(DESCRIPTORS)[index] : NULL;                      \
    }                                                                                                     \
    extern const segue_plugin_entry_t segue_plugin_entry;                                                 \
    const segue_plugin_entry_t segue_plugin_entry = {                                                     \
        {MAJOR, SEGUE_ABI_VERSION_MINOR, SEGUE_ABI_VERSION_PATCH}, fixture_init, fixture_deinit,           \
        fixture_count, fixture_descriptor, CREATE, GET_EXTENSION};

/* A factory that makes nothing, for fixtures that are only ever listed. */
static inline const segue_animator_t *fixture_create_nothing(const char *id) {
    (void)id;
    return NULL;
}

#endif
