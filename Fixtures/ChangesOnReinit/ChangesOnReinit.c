/* Counts its first inits and names its animator after the count, so after the last deinit and
 * init again its descriptor's name is "Changes On Reinit 2" where it was "… 1". */
#include <stdio.h>
#define BROKEN_KIND BROKEN_NONE
#define BROKEN_ID "org.segue.fixture.changes-on-reinit"
#define BROKEN_NAME "Changes On Reinit"
#define BROKEN_OWN_ENTRY
#include "broken_animator.h"

static char name[32];
static segue_animator_descriptor_t descriptors[] = {
    {sizeof(segue_animator_descriptor_t), BROKEN_ID, name, "Segue tests", "1.0.0", "A test fixture.", BROKEN_CAPABILITIES, NULL, 0},
};
static uint32_t references, generation;

static bool init(const segue_host_t *host) {
    (void)host;
    if (references++ == 0) snprintf(name, sizeof name, "Changes On Reinit %u", ++generation); /* the defect */
    return true;
}
static void deinit(void) {
    if (references > 0) references--;
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
