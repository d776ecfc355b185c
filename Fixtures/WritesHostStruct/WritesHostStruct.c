/* "Tidies up" at its last deinit by clearing host_data in the segue_host_t the host gave init,
 * memory the plugin may only read (host.h). */
#define BROKEN_KIND BROKEN_NONE
#define BROKEN_ID "org.segue.fixture.writes-host-struct"
#define BROKEN_NAME "Writes Host Struct"
#define BROKEN_OWN_ENTRY
#include "broken_animator.h"

static const segue_animator_descriptor_t descriptors[] = {
    FIXTURE_DESCRIPTOR(BROKEN_ID, BROKEN_NAME, "1.0.0", BROKEN_CAPABILITIES),
};
static uint32_t references;
static segue_host_t *host_given;

static bool init(const segue_host_t *host) {
    if (references++ == 0) host_given = (segue_host_t *)host; /* const cast away: the defect's start */
    return true;
}
static void deinit(void) {
    if (references == 0) return;
    if (--references == 0 && host_given) host_given->host_data = NULL; /* the defect */
}
static uint32_t count(void) { return references ? 1 : 0; }
static const segue_animator_descriptor_t *descriptor(uint32_t index) { return references && index == 0 ? &descriptors[0] : NULL; }
static const segue_animator_t *create(const char *id) {
    if (!references || !id || strcmp(id, BROKEN_ID) != 0) return NULL;
    broken_instance_t *self = calloc(1, sizeof *self);
    if (!self) return NULL;
    self->animator = (segue_animator_t){sizeof(segue_animator_t), self, broken_duration, broken_animate, NULL, NULL, broken_destroy};
    return &self->animator;
}

extern const segue_plugin_entry_t segue_plugin_entry;
const segue_plugin_entry_t segue_plugin_entry = {
    {SEGUE_ABI_VERSION_MAJOR, SEGUE_ABI_VERSION_MINOR, SEGUE_ABI_VERSION_PATCH}, init, deinit, count, descriptor, create, NULL};
