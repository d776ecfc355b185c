/* The plugin SDK's C half: the exported entry struct forwards to these functions. */
#ifndef SEGUE_PLUGIN_SDK_ENTRY_H
#define SEGUE_PLUGIN_SDK_ENTRY_H

#include <segue/segue.h>

/* Implemented by the SDK's Swift half (SeguePlugin.swift); see entry.h for each rule. */
bool segue_sdk_init(const segue_host_t *host);
void segue_sdk_deinit(void);
uint32_t segue_sdk_animator_count(void);
const segue_animator_descriptor_t *segue_sdk_animator_descriptor(uint32_t index);
const segue_animator_t *segue_sdk_create_animator(const char *id);

/* The interaction and presentation factories' functions (ABI 1.2), implemented by the SDK's
 * Swift half (PluginFactories.swift); see interaction.h and presentation.h for each rule. */
uint32_t segue_sdk_interaction_count(void);
const segue_interaction_descriptor_t *segue_sdk_interaction_descriptor(uint32_t index);
const segue_interaction_t *segue_sdk_create_interaction(const char *id);
uint32_t segue_sdk_presentation_count(void);
const segue_presentation_descriptor_t *segue_sdk_presentation_descriptor(uint32_t index);
const segue_presentation_t *segue_sdk_create_presentation(const char *id);

/* Implemented by each Swift plugin, with `@c @implementation`: registers the plugin's animators
 * and controllers by calling `SeguePlugin.export(...)`. Called once, from the first `init`. */
void segue_sdk_plugin(void);

#endif
