/* controller_entry.h: the entry of a fixture that offers no animator, only ABI 1.2 controllers:
 * reference-counted init, animator_count 0, and get_extension answering CONTROLLER_EXTENSION_ID
 * with CONTROLLER_FACTORY (a static factory struct). Test code only. */
#ifndef SEGUE_CONTROLLER_ENTRY_H
#define SEGUE_CONTROLLER_ENTRY_H

#include <segue/segue.h>
#include <stddef.h>
#include <string.h>

static uint32_t controller_init_count;
static bool controller_init(const segue_host_t *host) {
    (void)host;
    controller_init_count++;
    return true;
}
static void controller_deinit(void) {
    if (controller_init_count > 0) controller_init_count--;
}
static uint32_t controller_no_animators(void) { return 0; }
static const segue_animator_descriptor_t *controller_no_descriptor(uint32_t index) {
    (void)index;
    return NULL;
}
static const segue_animator_t *controller_no_animator(const char *id) {
    (void)id;
    return NULL;
}

/* Defines the exported entry: its get_extension answers FACTORY (a pointer to a static factory)
 * for EXTENSION_ID between init and the last deinit, and NULL for every other id. */
#define CONTROLLER_ENTRY(EXTENSION_ID, FACTORY)                                                          \
    static const void *controller_get_extension(const char *id) {                                      \
        return controller_init_count && id && strcmp(id, EXTENSION_ID) == 0 ? (const void *)(FACTORY)  \
                                                                             : NULL;                   \
    }                                                                                                  \
    extern const segue_plugin_entry_t segue_plugin_entry;                                              \
    const segue_plugin_entry_t segue_plugin_entry = {                                                  \
        {SEGUE_ABI_VERSION_MAJOR, SEGUE_ABI_VERSION_MINOR, SEGUE_ABI_VERSION_PATCH}, controller_init,   \
        controller_deinit, controller_no_animators, controller_no_descriptor, controller_no_animator,  \
        controller_get_extension};

#endif
