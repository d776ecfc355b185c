/* The one symbol a Swift plugin exports. Swift cannot define a C global constant under a chosen
 * name, so this C file does, pointing at the SDK's `@c` functions. */
#include "SeguePluginSDKEntry.h"

const segue_plugin_entry_t segue_plugin_entry = {
    {SEGUE_ABI_VERSION_MAJOR, SEGUE_ABI_VERSION_MINOR, SEGUE_ABI_VERSION_PATCH},
    segue_sdk_init,
    segue_sdk_deinit,
    segue_sdk_animator_count,
    segue_sdk_animator_descriptor,
    segue_sdk_create_animator,
    0,
};
