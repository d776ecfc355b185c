/* The entry's init points at a static data array, so calling it jumps into data: in a writable,
 * non-executable page that faults at once, and were the page executable, int3 bytes trap. */
#define BROKEN_KIND BROKEN_NONE
#define BROKEN_ID "org.segue.fixture.init-points-at-data"
#define BROKEN_NAME "Init Points At Data"
#define BROKEN_OWN_ENTRY
#include "broken_animator.h"

/* Not const, so it lands in .data (never executable) rather than read-only data. */
static unsigned char not_code[16] = {0xcc, 0xcc, 0xcc, 0xcc, 0xcc, 0xcc, 0xcc, 0xcc,
                                     0xcc, 0xcc, 0xcc, 0xcc, 0xcc, 0xcc, 0xcc, 0xcc};

static const segue_animator_descriptor_t descriptor = FIXTURE_DESCRIPTOR(BROKEN_ID, BROKEN_NAME, "1.0.0",
        BROKEN_CAPABILITIES);

static void deinit(void) {}
static uint32_t count(void) { return 1; }
static const segue_animator_descriptor_t *describe(uint32_t index) { return index == 0 ? &descriptor : NULL; }
/* Never reached, since init never returns; a real factory all the same, so only init is wrong. */
static const segue_animator_t *create(const char *id) {
    if (!id || strcmp(id, BROKEN_ID) != 0) return NULL;
    broken_instance_t *self = calloc(1, sizeof *self);
    if (!self) return NULL;
    self->animator = (segue_animator_t){sizeof(segue_animator_t), self, broken_duration, broken_animate, NULL, NULL,
            broken_destroy};
    return &self->animator;
}

/* The defect: a data address where init's code should be, cast through void * (GCC and Clang
 * accept the object-to-function pointer conversion as an extension). */
extern const segue_plugin_entry_t segue_plugin_entry;
const segue_plugin_entry_t segue_plugin_entry = {
    {SEGUE_ABI_VERSION_MAJOR, SEGUE_ABI_VERSION_MINOR, SEGUE_ABI_VERSION_PATCH},
    (bool (*)(const segue_host_t *))(void *)not_code, deinit, count, describe, create, NULL};
