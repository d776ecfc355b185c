/* The one symbol a Swift plugin exports. Swift cannot define a C global constant under a chosen
 * name, so this C file does, pointing at the SDK's `@c` functions. */
#include <string.h>

#include "SeguePluginSDKEntry.h"

/* The factories of ABI 1.2's plugin kinds, forwarding to the SDK's Swift half. */
static const segue_interaction_factory_t interaction_factory = {
    sizeof(segue_interaction_factory_t),
    segue_sdk_interaction_count,
    segue_sdk_interaction_descriptor,
    segue_sdk_create_interaction,
};

static const segue_presentation_factory_t presentation_factory = {
    sizeof(segue_presentation_factory_t),
    segue_sdk_presentation_count,
    segue_sdk_presentation_descriptor,
    segue_sdk_create_presentation,
};

/* A kind's factory when the plugin exports at least one of that kind (so a host asking learns
 * whether the library offers any), NULL for every other id. */
static const void *segue_sdk_get_extension(const char *id) {
    if (id == NULL) {
        return NULL;
    }
    if (strcmp(id, SEGUE_INTERACTION_FACTORY_EXTENSION) == 0) {
        return segue_sdk_interaction_count() > 0 ? &interaction_factory : NULL;
    }
    if (strcmp(id, SEGUE_PRESENTATION_FACTORY_EXTENSION) == 0) {
        return segue_sdk_presentation_count() > 0 ? &presentation_factory : NULL;
    }
    return NULL;
}

const segue_plugin_entry_t segue_plugin_entry = {
    {SEGUE_ABI_VERSION_MAJOR, SEGUE_ABI_VERSION_MINOR, SEGUE_ABI_VERSION_PATCH},
    segue_sdk_init,
    segue_sdk_deinit,
    segue_sdk_animator_count,
    segue_sdk_animator_descriptor,
    segue_sdk_create_animator,
    segue_sdk_get_extension,
};
