/* animator_count answers UINT32_MAX after init, though only index 0 has a descriptor (every
 * other index answers NULL): a host that trusts the count loops four billion times or reserves
 * room for four billion descriptors. */
#define BROKEN_KIND BROKEN_NONE
#define BROKEN_ID "org.segue.fixture.huge-animator-count"
#define BROKEN_NAME "Huge Animator Count"
#define BROKEN_OWN_ENTRY
#include "broken_animator.h"

static const segue_animator_descriptor_t descriptor = FIXTURE_DESCRIPTOR(BROKEN_ID, BROKEN_NAME, "1.0.0",
        BROKEN_CAPABILITIES);

/* Balanced init calls not yet undone, so the count is 0 before init, as the ABI asks. */
static uint32_t init_count;

static bool init(const segue_host_t *host) {
    (void)host;
    init_count++;
    return true;
}
static void deinit(void) {
    if (init_count > 0) init_count--;
}
/* The defect. */
static uint32_t count(void) { return init_count ? UINT32_MAX : 0; }
static const segue_animator_descriptor_t *describe(uint32_t index) {
    return init_count && index == 0 ? &descriptor : NULL;
}

static const segue_animator_t *create(const char *id) {
    if (!id || strcmp(id, BROKEN_ID) != 0) return NULL;
    broken_instance_t *self = calloc(1, sizeof *self);
    if (!self) return NULL;
    self->animator = (segue_animator_t){sizeof(segue_animator_t), self, broken_duration, broken_animate, NULL, NULL,
            broken_destroy};
    return &self->animator;
}

extern const segue_plugin_entry_t segue_plugin_entry;
const segue_plugin_entry_t segue_plugin_entry = {
    {SEGUE_ABI_VERSION_MAJOR, SEGUE_ABI_VERSION_MINOR, SEGUE_ABI_VERSION_PATCH}, init, deinit, count, describe, create,
            NULL};
