/* plugin_helpers.h: what every animator plugin written in C would otherwise copy, so that its
 * source holds only its animation.
 *
 * Not part of the ABI and not in the module map (Swift never sees it): a convenience for C
 * plugin authors, built on segue.h alone. Everything here is `static inline` or a macro, so
 * including it adds no symbol to the library; the version script still leaves
 * `segue_plugin_entry` the only export. It serves a library of one animator, the common case:
 *
 *     typedef struct { segue_plugin_instance_t base; ...state... } my_instance_t;
 *     static segue_parameter_t parameters[] = { SEGUE_PLUGIN_PARAMETER(...), ... };
 *     static const segue_animator_descriptor_t descriptor = { ..., parameters, COUNT };
 *     static void setup(segue_plugin_instance_t *instance) { ...callbacks and initial state... }
 *     SEGUE_PLUGIN_ENTRY("my-log-name", descriptor, parameters, my_instance_t, setup)
 *
 * The entry is reference-counted as entry.h asks (only the first `init` keeps the host and
 * stores the accessors, only the last `deinit` forgets it), the factory makes instances whose
 * parameters start at their defaults, one getter and one setter per parameter type keep every
 * parameter within its declared bounds, and `segue_plugin_warn` logs through the host with the
 * plugin's name in front. */

#ifndef SEGUE_PLUGIN_HELPERS_H
#define SEGUE_PLUGIN_HELPERS_H

#include <math.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "segue.h"

/* The most parameters an animator made with these helpers may declare. */
#define SEGUE_PLUGIN_MAX_PARAMETERS 16

/* One row of a parameter table; the accessors are stored by the first `init`, because ISO C has
 * no constant conversion from a function pointer to the ABI's `const void *`. */
#define SEGUE_PLUGIN_PARAMETER(id, name, description, type, default_value, min_value, max_value) \
    {sizeof(segue_parameter_t), id, name, description, type, default_value, min_value, max_value, NULL, NULL}

/* The start of every instance: the vtable the host sees (its `plugin_data` is the instance) and
 * each parameter's value by index, whatever its type. A plugin's instance type begins with it. */
typedef struct segue_plugin_instance {
    segue_animator_t animator;
    double values[SEGUE_PLUGIN_MAX_PARAMETERS];
} segue_plugin_instance_t;

/* The library's one animator, as SEGUE_PLUGIN_ENTRY describes it; a library of controllers only
 * (SEGUE_PLUGIN_LIBRARY_ENTRY) has no animator: `descriptor`, `parameters` and `setup` are NULL. */
typedef struct segue_plugin_definition {
    /* Put in front of every log line: "cube: ...". */
    const char *log_name;
    const segue_animator_descriptor_t *descriptor;
    /* The descriptor's parameters, writable so the first `init` can store the accessors. */
    segue_parameter_t *parameters;
    /* sizeof the plugin's instance type, which begins with a segue_plugin_instance_t. */
    size_t instance_size;
    /* Fills a fresh instance's callbacks and state; its parameters already hold their defaults,
     * `size` and `plugin_data` are set and `destroy` frees it (replace it to free more). */
    void (*setup)(segue_plugin_instance_t *instance);
    /* Called by the first `init` after the animator's accessors are stored, or NULL: where a
     * library's controller factories store theirs (SEGUE_PLUGIN_*_FACTORY's `<name>_prepare`). */
    void (*prepare)(void);
} segue_plugin_definition_t;

/* What the library keeps between `init` and the last `deinit`. */
typedef struct segue_plugin_state {
    /* How many unbalanced `init` calls there are; 0 means not initialised. */
    uint32_t init_count;
    /* The host from the first `init`, valid until the last `deinit`. */
    const segue_host_t *host;
    const segue_plugin_definition_t *definition;
} segue_plugin_state_t;

/* The library's one state. A function-local static, so the header defines no object of its
 * own; the ABI's entry functions take no plugin pointer, so the state has to be global. */
static inline segue_plugin_state_t *segue_plugin_state(void) {
    static segue_plugin_state_t state;
    return &state;
}

/* MARK: Logging */

/* Formats one message, prefixed with the plugin's log name, and forwards it to host->log at
 * `level`; drops it silently without a host that logs. Messages are cut at 255 bytes. */
static inline void segue_plugin_logv(int32_t level, const char *format, va_list arguments) {
    const segue_plugin_state_t *state = segue_plugin_state();
    const segue_host_t *host = state->host;
    if (host == NULL || !segue_struct_has_field(host->size, offsetof(segue_host_t, log) + sizeof host->log)
        || host->log == NULL) {
        return;
    }
    char message[256];
    int prefix = snprintf(message, sizeof message, "%s: ", state->definition->log_name);
    if (prefix < 0) {
        prefix = 0;
    }
    if ((size_t)prefix < sizeof message - 1) {
        vsnprintf(message + prefix, sizeof message - (size_t)prefix, format, arguments);
    }
    host->log(host, level, message);
}

/* Lets the compiler check a printf-style format against its arguments. */
#if defined(__GNUC__)
#define SEGUE_PLUGIN_PRINTF(format_index, first_argument) \
    __attribute__((format(printf, format_index, first_argument)))
#else
#define SEGUE_PLUGIN_PRINTF(format_index, first_argument)
#endif

/* Logs one warning (printf-style) through the host. */
static inline SEGUE_PLUGIN_PRINTF(1, 2) void segue_plugin_warn(const char *format, ...) {
    va_list arguments;
    va_start(arguments, format);
    segue_plugin_logv(SEGUE_LOG_WARNING, format, arguments);
    va_end(arguments);
}

/* MARK: Instances and parameters */

/* The instance behind `animator`, or NULL when the host passed nothing usable. */
static inline segue_plugin_instance_t *segue_plugin_instance(const segue_animator_t *animator) {
    return animator == NULL ? NULL : (segue_plugin_instance_t *)animator->plugin_data;
}

/* Parameter `index`'s declaration, or NULL out of range or before `init`. */
static inline const segue_parameter_t *segue_plugin_parameter(uint32_t index) {
    const segue_plugin_definition_t *definition = segue_plugin_state()->definition;
    if (definition == NULL || index >= definition->descriptor->parameter_count) {
        return NULL;
    }
    return &definition->parameters[index];
}

/* The double getter: NAN for an unknown animator or index. */
static inline double segue_plugin_get_double(const segue_animator_t *animator, uint32_t index) {
    segue_plugin_instance_t *instance = segue_plugin_instance(animator);
    if (instance == NULL || segue_plugin_parameter(index) == NULL) {
        return (double)NAN;
    }
    return instance->values[index];
}

/* Checks what every setter checks: a usable animator, a known index of type `type`. */
static inline segue_status_t segue_plugin_check_set(const segue_animator_t *animator, uint32_t index, int32_t type) {
    if (segue_plugin_instance(animator) == NULL) {
        return SEGUE_ERROR_INVALID_ARGUMENT;
    }
    const segue_parameter_t *parameter = segue_plugin_parameter(index);
    if (parameter == NULL) {
        return SEGUE_ERROR_NOT_FOUND;
    }
    return parameter->type == type ? SEGUE_OK : SEGUE_ERROR_INVALID_ARGUMENT;
}

/* Whether `value` is finite and within `parameter`'s declared (inclusive) bounds. */
static inline segue_status_t segue_plugin_check_value(const segue_parameter_t *parameter, double value) {
    if (!isfinite(value) || value < parameter->min_value || value > parameter->max_value) {
        return SEGUE_ERROR_OUT_OF_RANGE;
    }
    return SEGUE_OK;
}

/* Stores `value` after checking it is finite and within the declared (inclusive) bounds. */
static inline segue_status_t segue_plugin_store(const segue_animator_t *animator, uint32_t index, double value) {
    segue_status_t status = segue_plugin_check_value(segue_plugin_parameter(index), value);
    if (status == SEGUE_OK) {
        segue_plugin_instance(animator)->values[index] = value;
    }
    return status;
}

/* The double setter. */
static inline segue_status_t segue_plugin_set_double(const segue_animator_t *animator, uint32_t index, double value) {
    segue_status_t status = segue_plugin_check_set(animator, index, SEGUE_PARAMETER_DOUBLE);
    return status != SEGUE_OK ? status : segue_plugin_store(animator, index, value);
}

/* The int64 getter: 0 for an unknown animator or index. */
static inline int64_t segue_plugin_get_int(const segue_animator_t *animator, uint32_t index) {
    segue_plugin_instance_t *instance = segue_plugin_instance(animator);
    if (instance == NULL || segue_plugin_parameter(index) == NULL) {
        return 0;
    }
    return (int64_t)instance->values[index];
}

/* The int64 setter. */
static inline segue_status_t segue_plugin_set_int(const segue_animator_t *animator, uint32_t index, int64_t value) {
    segue_status_t status = segue_plugin_check_set(animator, index, SEGUE_PARAMETER_INT64);
    return status != SEGUE_OK ? status : segue_plugin_store(animator, index, (double)value);
}

/* The bool getter: false for an unknown animator or index. */
static inline bool segue_plugin_get_bool(const segue_animator_t *animator, uint32_t index) {
    segue_plugin_instance_t *instance = segue_plugin_instance(animator);
    return instance != NULL && segue_plugin_parameter(index) != NULL && instance->values[index] != 0;
}

/* The bool setter. */
static inline segue_status_t segue_plugin_set_bool(const segue_animator_t *animator, uint32_t index, bool value) {
    segue_status_t status = segue_plugin_check_set(animator, index, SEGUE_PARAMETER_BOOL);
    return status != SEGUE_OK ? status : segue_plugin_store(animator, index, value ? 1.0 : 0.0);
}

/* One getter and one setter per parameter type (indexed by segue_parameter_type_t), as generic
 * function pointers: C converts between function pointer types, never to `const void *`. */
typedef void (*segue_plugin_function_t)(void);
typedef struct segue_plugin_accessors {
    segue_plugin_function_t get[3];
    segue_plugin_function_t set[3];
} segue_plugin_accessors_t;

/* Stores each parameter's accessors from `accessors` for its type; memcpy is the portable way to
 * put a function's address in the ABI's `const void *`. */
static inline void segue_plugin_store_accessors_from(segue_parameter_t *parameters, uint32_t count,
                                                     const segue_plugin_accessors_t *accessors) {
    for (uint32_t index = 0; index < count; index++) {
        segue_parameter_t *parameter = &parameters[index];
        int32_t type = parameter->type == SEGUE_PARAMETER_INT64  ? SEGUE_PARAMETER_INT64
                       : parameter->type == SEGUE_PARAMETER_BOOL ? SEGUE_PARAMETER_BOOL
                                                                 : SEGUE_PARAMETER_DOUBLE;
        memcpy(&parameter->get, &accessors->get[type], sizeof parameter->get);
        memcpy(&parameter->set, &accessors->set[type], sizeof parameter->set);
    }
}

/* Stores the animator accessors above in each parameter. */
static inline void segue_plugin_store_accessors(segue_parameter_t *parameters, uint32_t count) {
    const segue_plugin_accessors_t accessors = {
        {(segue_plugin_function_t)segue_plugin_get_double, (segue_plugin_function_t)segue_plugin_get_int,
         (segue_plugin_function_t)segue_plugin_get_bool},
        {(segue_plugin_function_t)segue_plugin_set_double, (segue_plugin_function_t)segue_plugin_set_int,
         (segue_plugin_function_t)segue_plugin_set_bool},
    };
    segue_plugin_store_accessors_from(parameters, count, &accessors);
}

/* MARK: The entry and the factory */

/* Reference-counted start-up: the first call keeps the host and stores the accessors. */
static inline bool segue_plugin_init(const segue_plugin_definition_t *definition, const segue_host_t *host) {
    segue_plugin_state_t *state = segue_plugin_state();
    if (state->init_count > 0) {
        state->init_count += 1;
        return true;
    }
    if (host == NULL) {
        return false;
    }
    state->host = host;
    state->definition = definition;
    if (definition->descriptor != NULL) {
        segue_plugin_store_accessors(definition->parameters, definition->descriptor->parameter_count);
    }
    if (definition->prepare != NULL) {
        definition->prepare();
    }
    state->init_count = 1;
    return true;
}

/* Balances one init; the last forgets the host. Extra calls do nothing. */
static inline void segue_plugin_deinit(void) {
    segue_plugin_state_t *state = segue_plugin_state();
    if (state->init_count == 0) {
        return;
    }
    state->init_count -= 1;
    if (state->init_count == 0) {
        state->host = NULL;
    }
}

/* One animator once initialised (none in a library of controllers only), none before. */
static inline uint32_t segue_plugin_animator_count(void) {
    const segue_plugin_state_t *state = segue_plugin_state();
    return (state->init_count > 0 && state->definition->descriptor != NULL) ? 1u : 0u;
}

/* The descriptor at `index`, or NULL out of range or before init. */
static inline const segue_animator_descriptor_t *segue_plugin_animator_descriptor(uint32_t index) {
    const segue_plugin_state_t *state = segue_plugin_state();
    return (segue_plugin_animator_count() > 0 && index == 0) ? state->definition->descriptor : NULL;
}

/* The default `destroy`: frees the instance; NULL does nothing. */
static inline void segue_plugin_destroy(const segue_animator_t *animator) {
    free(segue_plugin_instance(animator));
}

/* A fresh instance with default parameters for the animator's id; NULL otherwise or before init. */
static inline const segue_animator_t *segue_plugin_create_animator(const char *id) {
    const segue_plugin_state_t *state = segue_plugin_state();
    if (segue_plugin_animator_count() == 0 || id == NULL || strcmp(id, state->definition->descriptor->id) != 0) {
        return NULL;
    }
    const segue_plugin_definition_t *definition = state->definition;
    segue_plugin_instance_t *instance = calloc(1, definition->instance_size);
    if (instance == NULL) {
        segue_plugin_warn("out of memory creating an animator");
        return NULL;
    }
    instance->animator.size = sizeof(segue_animator_t);
    instance->animator.plugin_data = instance;
    instance->animator.destroy = segue_plugin_destroy;
    for (uint32_t index = 0; index < definition->descriptor->parameter_count; index++) {
        instance->values[index] = definition->parameters[index].default_value;
    }
    definition->setup(instance);
    return &instance->animator;
}

/* No plugin-side extensions. */
static inline const void *segue_plugin_no_extension(const char *id) {
    (void)id;
    return NULL;
}

/* Defines the library's entry, `segue_plugin_entry`, for the one animator `descriptor` with the
 * writable parameter table `parameters`, instances of `instance_type` made ready by `setup`, and
 * log lines that start with `log_name`. Use once, at file scope, after all four are declared. */
#define SEGUE_PLUGIN_ENTRY(log_name, descriptor, parameters, instance_type, setup)                       \
    static const segue_plugin_definition_t segue_plugin_definition = {                                   \
        log_name, &(descriptor), (parameters), sizeof(instance_type), (setup), NULL};                    \
    static bool segue_plugin_entry_init(const segue_host_t *host) {                                      \
        return segue_plugin_init(&segue_plugin_definition, host);                                        \
    }                                                                                                    \
    extern const segue_plugin_entry_t segue_plugin_entry;                                                \
    const segue_plugin_entry_t segue_plugin_entry = {                                                    \
        {SEGUE_ABI_VERSION_MAJOR, SEGUE_ABI_VERSION_MINOR, SEGUE_ABI_VERSION_PATCH},                     \
        segue_plugin_entry_init,                                                                         \
        segue_plugin_deinit,                                                                             \
        segue_plugin_animator_count,                                                                     \
        segue_plugin_animator_descriptor,                                                                \
        segue_plugin_create_animator,                                                                    \
        segue_plugin_no_extension,                                                                       \
    }

/* MARK: Interaction and presentation controllers (ABI 1.2)
 *
 * A library answers its controllers through `get_extension` (interaction.h, presentation.h): a
 * factory over a table of definitions, one per controller, each instance starting with its
 * parameter values so one set of accessors serves every kind:
 *
 *     typedef struct { segue_plugin_interaction_instance_t base; ...state... } my_instance_t;
 *     static segue_parameter_t parameters[] = { SEGUE_PLUGIN_PARAMETER(...), ... };
 *     static const segue_interaction_descriptor_t descriptor = { ..., parameters, COUNT };
 *     static void setup(segue_plugin_interaction_instance_t *instance) { ...callbacks... }
 *     static const segue_plugin_interaction_definition_t definitions[] = {
 *         {&descriptor, parameters, sizeof(my_instance_t), setup}};
 *     SEGUE_PLUGIN_INTERACTION_FACTORY(factory, definitions);
 *     static const void *extension(const char *id) {
 *         return segue_plugin_extension(id, SEGUE_INTERACTION_FACTORY_EXTENSION, &factory);
 *     }
 *     SEGUE_PLUGIN_LIBRARY_ENTRY("my-log-name", factory_prepare, extension);
 *
 * (A library with an animator too writes its entry by hand, with SEGUE_PLUGIN_ENTRY's parts.) */

/* Every ABI vtable starts so: the helpers find a controller's instance through it. */
typedef struct segue_plugin_vtable_head {
    uint32_t size;
    void *plugin_data;
} segue_plugin_vtable_head_t;

/* A controller's parameters: where they are declared and their values, by index. */
typedef struct segue_plugin_values {
    const segue_parameter_t *parameters;
    uint32_t count;
    double values[SEGUE_PLUGIN_MAX_PARAMETERS];
} segue_plugin_values_t;

/* The start of every interaction controller instance: its values first (its vtable's
 * `plugin_data` is the instance, so the accessors find them without knowing the kind), then the
 * vtable the host holds. */
typedef struct segue_plugin_interaction_instance {
    segue_plugin_values_t values;
    segue_interaction_t interaction;
} segue_plugin_interaction_instance_t;

/* The start of every presentation controller instance, likewise. */
typedef struct segue_plugin_presentation_instance {
    segue_plugin_values_t values;
    segue_presentation_t presentation;
} segue_plugin_presentation_instance_t;

/* One interaction controller of a library's factory. */
typedef struct segue_plugin_interaction_definition {
    const segue_interaction_descriptor_t *descriptor;
    /* The descriptor's parameters, writable so `<factory>_prepare` can store the accessors. */
    segue_parameter_t *parameters;
    /* sizeof the plugin's instance type, which begins with a segue_plugin_interaction_instance_t. */
    size_t instance_size;
    /* Fills a fresh instance's callbacks and state (its values hold their defaults; `size`,
     * `plugin_data` and `destroy` are set). */
    void (*setup)(segue_plugin_interaction_instance_t *instance);
} segue_plugin_interaction_definition_t;

/* One presentation controller of a library's factory, likewise. */
typedef struct segue_plugin_presentation_definition {
    const segue_presentation_descriptor_t *descriptor;
    segue_parameter_t *parameters;
    size_t instance_size;
    void (*setup)(segue_plugin_presentation_instance_t *instance);
} segue_plugin_presentation_definition_t;

/* The values of the controller behind `vtable` (an interaction or a presentation), or NULL. */
static inline segue_plugin_values_t *segue_plugin_values(const void *vtable) {
    return vtable == NULL ? NULL : (segue_plugin_values_t *)((const segue_plugin_vtable_head_t *)vtable)->plugin_data;
}

/* Parameter `index` of `values` when it has type `type`: SEGUE_OK, or why not. */
static inline segue_status_t segue_plugin_values_check(const segue_plugin_values_t *values, uint32_t index,
                                                       int32_t type) {
    if (values == NULL) {
        return SEGUE_ERROR_INVALID_ARGUMENT;
    }
    if (index >= values->count) {
        return SEGUE_ERROR_NOT_FOUND;
    }
    return values->parameters[index].type == type ? SEGUE_OK : SEGUE_ERROR_INVALID_ARGUMENT;
}

/* A controller's value `index`, or `fallback` for an unknown controller or index. */
static inline double segue_plugin_values_get(const void *vtable, uint32_t index, double fallback) {
    const segue_plugin_values_t *values = segue_plugin_values(vtable);
    return (values == NULL || index >= values->count) ? fallback : values->values[index];
}

/* Stores a controller's value `index` of `type` after the animator setters' checks. */
static inline segue_status_t segue_plugin_values_set(const void *vtable, uint32_t index, int32_t type, double value) {
    segue_plugin_values_t *values = segue_plugin_values(vtable);
    segue_status_t status = segue_plugin_values_check(values, index, type);
    if (status == SEGUE_OK) {
        status = segue_plugin_check_value(&values->parameters[index], value);
    }
    if (status == SEGUE_OK) {
        values->values[index] = value;
    }
    return status;
}

/* The controllers' accessors, one pair per parameter type (parameters.h's signatures, the
 * controller in front). */
static inline double segue_plugin_controller_get_double(const void *vtable, uint32_t index) {
    return segue_plugin_values_get(vtable, index, (double)NAN);
}
static inline segue_status_t segue_plugin_controller_set_double(const void *vtable, uint32_t index, double value) {
    return segue_plugin_values_set(vtable, index, SEGUE_PARAMETER_DOUBLE, value);
}
static inline int64_t segue_plugin_controller_get_int(const void *vtable, uint32_t index) {
    return (int64_t)segue_plugin_values_get(vtable, index, 0);
}
static inline segue_status_t segue_plugin_controller_set_int(const void *vtable, uint32_t index, int64_t value) {
    return segue_plugin_values_set(vtable, index, SEGUE_PARAMETER_INT64, (double)value);
}
static inline bool segue_plugin_controller_get_bool(const void *vtable, uint32_t index) {
    return segue_plugin_values_get(vtable, index, 0) != 0;
}
static inline segue_status_t segue_plugin_controller_set_bool(const void *vtable, uint32_t index, bool value) {
    return segue_plugin_values_set(vtable, index, SEGUE_PARAMETER_BOOL, value ? 1.0 : 0.0);
}

/* Stores the controller accessors in each of `count` parameters. */
static inline void segue_plugin_store_controller_accessors(segue_parameter_t *parameters, uint32_t count) {
    const segue_plugin_accessors_t accessors = {
        {(segue_plugin_function_t)segue_plugin_controller_get_double,
         (segue_plugin_function_t)segue_plugin_controller_get_int,
         (segue_plugin_function_t)segue_plugin_controller_get_bool},
        {(segue_plugin_function_t)segue_plugin_controller_set_double,
         (segue_plugin_function_t)segue_plugin_controller_set_int,
         (segue_plugin_function_t)segue_plugin_controller_set_bool},
    };
    segue_plugin_store_accessors_from(parameters, count, &accessors);
}

/* A fresh instance of `size` bytes whose values hold `parameters`' defaults; NULL before init
 * or out of memory (logged). */
static inline void *segue_plugin_new_controller(size_t size, segue_parameter_t *parameters, uint32_t count) {
    if (segue_plugin_state()->init_count == 0) {
        return NULL;
    }
    segue_plugin_values_t *values = calloc(1, size);
    if (values == NULL) {
        segue_plugin_warn("out of memory creating a controller");
        return NULL;
    }
    values->parameters = parameters;
    values->count = count < SEGUE_PLUGIN_MAX_PARAMETERS ? count : SEGUE_PLUGIN_MAX_PARAMETERS;
    for (uint32_t index = 0; index < values->count; index++) {
        values->values[index] = parameters[index].default_value;
    }
    return values;
}

/* The default `destroy` of both kinds: frees the instance; NULL does nothing. */
static inline void segue_plugin_destroy_interaction(const segue_interaction_t *interaction) {
    free(segue_plugin_values(interaction));
}
static inline void segue_plugin_destroy_presentation(const segue_presentation_t *presentation) {
    free(segue_plugin_values(presentation));
}

/* A new interaction controller for `id` among `count` definitions, or NULL. */
static inline const segue_interaction_t *segue_plugin_create_interaction(
    const segue_plugin_interaction_definition_t *definitions, uint32_t count, const char *id) {
    for (uint32_t index = 0; id != NULL && index < count; index++) {
        const segue_plugin_interaction_definition_t *definition = &definitions[index];
        if (strcmp(id, definition->descriptor->id) != 0) {
            continue;
        }
        segue_plugin_interaction_instance_t *instance = segue_plugin_new_controller(
            definition->instance_size, definition->parameters, definition->descriptor->parameter_count);
        if (instance == NULL) {
            return NULL;
        }
        instance->interaction.size = sizeof(segue_interaction_t);
        instance->interaction.plugin_data = instance;
        instance->interaction.destroy = segue_plugin_destroy_interaction;
        definition->setup(instance);
        return &instance->interaction;
    }
    return NULL;
}

/* A new presentation controller for `id` among `count` definitions, or NULL. */
static inline const segue_presentation_t *segue_plugin_create_presentation(
    const segue_plugin_presentation_definition_t *definitions, uint32_t count, const char *id) {
    for (uint32_t index = 0; id != NULL && index < count; index++) {
        const segue_plugin_presentation_definition_t *definition = &definitions[index];
        if (strcmp(id, definition->descriptor->id) != 0) {
            continue;
        }
        segue_plugin_presentation_instance_t *instance = segue_plugin_new_controller(
            definition->instance_size, definition->parameters, definition->descriptor->parameter_count);
        if (instance == NULL) {
            return NULL;
        }
        instance->presentation.size = sizeof(segue_presentation_t);
        instance->presentation.plugin_data = instance;
        instance->presentation.destroy = segue_plugin_destroy_presentation;
        definition->setup(instance);
        return &instance->presentation;
    }
    return NULL;
}

/* `factory` when `id` is `wanted`, else NULL: one line of a library's `get_extension`. */
static inline const void *segue_plugin_extension(const char *id, const char *wanted, const void *factory) {
    return (id != NULL && strcmp(id, wanted) == 0) ? factory : NULL;
}

/* How many entries a definitions array has. */
#define SEGUE_PLUGIN_COUNT(array) ((uint32_t)(sizeof(array) / sizeof((array)[0])))

/* Defines `name`, a segue_interaction_factory_t over the array `definitions`, and
 * `name##_prepare`, which stores their accessors (call it from the first `init`: pass it to
 * SEGUE_PLUGIN_LIBRARY_ENTRY). Use once per factory, at file scope. */
#define SEGUE_PLUGIN_INTERACTION_FACTORY(name, definitions)                                              \
    static uint32_t name##_count(void) {                                                                 \
        return segue_plugin_state()->init_count > 0 ? SEGUE_PLUGIN_COUNT(definitions) : 0;               \
    }                                                                                                    \
    static const segue_interaction_descriptor_t *name##_descriptor(uint32_t index) {                     \
        return index < name##_count() ? (definitions)[index].descriptor : NULL;                          \
    }                                                                                                    \
    static const segue_interaction_t *name##_create(const char *id) {                                    \
        return segue_plugin_create_interaction((definitions), SEGUE_PLUGIN_COUNT(definitions), id);      \
    }                                                                                                    \
    static void name##_prepare(void) {                                                                   \
        for (uint32_t index = 0; index < SEGUE_PLUGIN_COUNT(definitions); index++) {                     \
            segue_plugin_store_controller_accessors((definitions)[index].parameters,                     \
                                                    (definitions)[index].descriptor->parameter_count);   \
        }                                                                                                \
    }                                                                                                    \
    static const segue_interaction_factory_t name = {sizeof(segue_interaction_factory_t), name##_count,  \
                                                     name##_descriptor, name##_create}

/* Defines `name`, a segue_presentation_factory_t over the array `definitions`, and
 * `name##_prepare`, as SEGUE_PLUGIN_INTERACTION_FACTORY does. */
#define SEGUE_PLUGIN_PRESENTATION_FACTORY(name, definitions)                                             \
    static uint32_t name##_count(void) {                                                                 \
        return segue_plugin_state()->init_count > 0 ? SEGUE_PLUGIN_COUNT(definitions) : 0;               \
    }                                                                                                    \
    static const segue_presentation_descriptor_t *name##_descriptor(uint32_t index) {                    \
        return index < name##_count() ? (definitions)[index].descriptor : NULL;                          \
    }                                                                                                    \
    static const segue_presentation_t *name##_create(const char *id) {                                   \
        return segue_plugin_create_presentation((definitions), SEGUE_PLUGIN_COUNT(definitions), id);     \
    }                                                                                                    \
    static void name##_prepare(void) {                                                                   \
        for (uint32_t index = 0; index < SEGUE_PLUGIN_COUNT(definitions); index++) {                     \
            segue_plugin_store_controller_accessors((definitions)[index].parameters,                     \
                                                    (definitions)[index].descriptor->parameter_count);   \
        }                                                                                                \
    }                                                                                                    \
    static const segue_presentation_factory_t name = {sizeof(segue_presentation_factory_t),              \
                                                      name##_count, name##_descriptor, name##_create}

/* Defines the entry of a library of controllers only (no animator): `prepare` runs at the first
 * `init` (a factory's `<name>_prepare`, or a function calling several), `get_extension` answers
 * the factories, and log lines start with `log_name`. Use once, at file scope. */
#define SEGUE_PLUGIN_LIBRARY_ENTRY(log_name, prepare, get_extension)                                     \
    static const segue_plugin_definition_t segue_plugin_definition = {log_name, NULL, NULL, 0, NULL,     \
                                                                      (prepare)};                        \
    static bool segue_plugin_entry_init(const segue_host_t *host) {                                      \
        return segue_plugin_init(&segue_plugin_definition, host);                                        \
    }                                                                                                    \
    extern const segue_plugin_entry_t segue_plugin_entry;                                                \
    const segue_plugin_entry_t segue_plugin_entry = {                                                    \
        {SEGUE_ABI_VERSION_MAJOR, SEGUE_ABI_VERSION_MINOR, SEGUE_ABI_VERSION_PATCH},                     \
        segue_plugin_entry_init,                                                                         \
        segue_plugin_deinit,                                                                             \
        segue_plugin_animator_count,                                                                     \
        segue_plugin_animator_descriptor,                                                                \
        segue_plugin_create_animator,                                                                    \
        (get_extension),                                                                                 \
    }

/* MARK: The transition */

/* Ends the transition with !transition_was_cancelled, logging if the host refuses. */
static inline void segue_plugin_finish(const segue_context_t *context) {
    bool success = !context->transition_was_cancelled(context);
    segue_status_t status = context->complete_transition(context, success);
    if (status != SEGUE_OK) {
        segue_plugin_warn("complete_transition failed (status %d)", (int)status);
    }
}

/* Whether the host's context has ABI 1.1's services (created views, snapshots, layer geometry). */
static inline bool segue_plugin_context_has_1_1(const segue_context_t *context) {
    return segue_struct_has_field(context->size, offsetof(segue_context_t, send_subview_to_back)
                                                     + sizeof context->send_subview_to_back);
}

/* The index of `child` among `parent`'s subviews, or -1 (also for no parent). */
static inline int32_t segue_plugin_index_in(const segue_context_t *context, segue_view_t parent, segue_view_t child) {
    uint32_t count = 0;
    if (parent == SEGUE_NO_HANDLE || context->subview_count(context, parent, &count) != SEGUE_OK) {
        return -1;
    }
    for (uint32_t index = 0; index < count; index++) {
        segue_view_t view = SEGUE_NO_HANDLE;
        if (context->subview_at(context, parent, index, &view) == SEGUE_OK && view == child) {
            return (int32_t)index;
        }
    }
    return -1;
}

/* MARK: Properties */

/* A zeroed value of `property`, ready for its member of the value union. */
static inline segue_property_value_t segue_plugin_value(int32_t property) {
    segue_property_value_t value;
    memset(&value, 0, sizeof value);
    value.property = property;
    return value;
}

/* A point value of `property`. */
static inline segue_property_value_t segue_plugin_point_value(int32_t property, double x, double y) {
    segue_property_value_t value = segue_plugin_value(property);
    value.value.point = (segue_point_t){x, y};
    return value;
}

/* A rect value of `property`. */
static inline segue_property_value_t segue_plugin_rect_value(int32_t property, segue_rect_t rect) {
    segue_property_value_t value = segue_plugin_value(property);
    value.value.rect = rect;
    return value;
}

/* A number value of `property` (alpha, corner radius and the like). */
static inline segue_property_value_t segue_plugin_number_value(int32_t property, double number) {
    segue_property_value_t value = segue_plugin_value(property);
    value.value.number = number;
    return value;
}

/* The 3D identity, Core Animation's CATransform3DIdentity. */
static inline segue_transform3d_t segue_plugin_identity3d(void) {
    segue_transform3d_t t;
    memset(&t, 0, sizeof t);
    t.m[0] = 1;
    t.m[5] = 1;
    t.m[10] = 1;
    t.m[15] = 1;
    return t;
}

/* Sets `value` on `view` at once; logs "setting the <what> failed" and answers false when the
 * host refuses. No view (SEGUE_NO_HANDLE) has nothing to set: false, without a call. */
static inline bool segue_plugin_set(const segue_context_t *context, segue_view_t view,
                                    const segue_property_value_t *value, const char *what) {
    if (view == SEGUE_NO_HANDLE) {
        return false;
    }
    segue_status_t status = context->set_property(context, view, value);
    if (status != SEGUE_OK) {
        segue_plugin_warn("setting the %s failed (status %d)", what, (int)status);
        return false;
    }
    return true;
}

/* Sets a point property of `view` (position, anchor point). */
static inline bool segue_plugin_set_point(const segue_context_t *context, segue_view_t view, int32_t property,
                                          double x, double y, const char *what) {
    segue_property_value_t value = segue_plugin_point_value(property, x, y);
    return segue_plugin_set(context, view, &value, what);
}

/* Sets `view`'s frame. */
static inline bool segue_plugin_set_frame(const segue_context_t *context, segue_view_t view, segue_rect_t frame,
                                          const char *what) {
    segue_property_value_t value = segue_plugin_rect_value(SEGUE_PROPERTY_FRAME, frame);
    return segue_plugin_set(context, view, &value, what);
}

/* Reads a rect property of `view` into `out`, which keeps its value on failure. No view has
 * nothing to read: SEGUE_ERROR_INVALID_HANDLE, without a call. */
static inline segue_status_t segue_plugin_read_rect(const segue_context_t *context, segue_view_t view,
                                                    int32_t property, segue_rect_t *out) {
    if (view == SEGUE_NO_HANDLE) {
        return SEGUE_ERROR_INVALID_HANDLE;
    }
    segue_property_value_t value = segue_plugin_value(property);
    segue_status_t status = context->get_property(context, view, &value);
    if (status == SEGUE_OK) {
        *out = value.value.rect;
    }
    return status;
}

#endif /* SEGUE_PLUGIN_HELPERS_H */
