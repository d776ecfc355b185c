/// The C plugin `segue plugin new --lang c` writes: one source file (a fade with one
/// parameter) and a Makefile.
enum CPluginTemplate {
    /// `NAME.c`, with `__NAME__`, `__LOWER__` and `__ID__` to replace.
    static let source = #"""
        /* __LOWER__.c: the __NAME__ animator, a Segue plugin in plain C11. The arriving view fades in;
         * on a dismissal (or pop) the leaving view fades out over the view it uncovers. The headers say,
         * for every call, in which state and on which thread (the host's one) it is allowed. */
        #include <math.h>
        #include <segue/segue.h>
        #include <stdlib.h>
        #include <string.h>

        /* The animator's parameters, one row each: a C name, then the id `--param` takes, the name, one
         * sentence, the default and the range. Adding a parameter is adding a row; read its value as
         * instance->values[PARAMETER_<C NAME>]. (All are doubles; parameters.h has int64 and bool too.) */
        #define PARAMETERS(ROW) \
            ROW(DURATION, "duration", "Duration", "Seconds the fade takes.", 0.3, 0, 5) \
            /* add rows above this line */

        #define AS_INDEX(c_name, ...) PARAMETER_##c_name,
        enum { PARAMETERS(AS_INDEX) PARAMETER_COUNT };
        #define AS_PARAMETER(c_name, id, name, description, default_value, min, max) \
            {sizeof(segue_parameter_t), id, name, description, SEGUE_PARAMETER_DOUBLE, default_value, min, max, NULL, NULL},
        /* The accessors are stored at init: ISO C cannot put a function address in a const void * here. */
        static segue_parameter_t parameters[PARAMETER_COUNT] = {PARAMETERS(AS_PARAMETER)};

        typedef struct { /* one animator instance: the vtable the host sees, then our state */
            segue_animator_t animator;
            double values[PARAMETER_COUNT]; /* each parameter's value, by its PARAMETER_ index */
            segue_view_t moving;            /* the view that fades */
            bool presenting;
        } instance_t;

        static uint32_t init_count; /* init and deinit are reference-counted */

        /* One getter and one setter serve every parameter: the host passes the parameter's index. */
        static double get_parameter(const segue_animator_t *animator, uint32_t index) {
            return animator != NULL && index < PARAMETER_COUNT ? ((instance_t *)animator->plugin_data)->values[index] : NAN;
        }
        static segue_status_t set_parameter(const segue_animator_t *animator, uint32_t index, double value) {
            if (animator == NULL) return SEGUE_ERROR_INVALID_ARGUMENT;
            if (index >= PARAMETER_COUNT) return SEGUE_ERROR_NOT_FOUND;
            if (!isfinite(value) || value < parameters[index].min_value || value > parameters[index].max_value) return SEGUE_ERROR_OUT_OF_RANGE;
            ((instance_t *)animator->plugin_data)->values[index] = value;
            return SEGUE_OK;
        }

        static const segue_animator_descriptor_t descriptor = {
            sizeof(segue_animator_descriptor_t), "__ID__", "__NAME__", "Example", "1.0.0",
            "The arriving view fades in; on dismissal the leaving view fades out.",
            SEGUE_CAPABILITY_PRESENT | SEGUE_CAPABILITY_DISMISS | SEGUE_CAPABILITY_INTERACTIVE, parameters, PARAMETER_COUNT,
        };

        static double transition_duration(const segue_animator_t *animator, const segue_context_t *context) {
            return (void)context, ((instance_t *)animator->plugin_data)->values[PARAMETER_DURATION];
        }
        static void set_alpha(const segue_context_t *context, segue_view_t view, double alpha) {
            segue_property_value_t value = {.property = SEGUE_PROPERTY_ALPHA, .value.number = alpha};
            context->set_property(context, view, &value);
        }

        /* When the fade ends: take away a view that leaves (a cancelled arrival, a finished departure),
         * restore its alpha, and complete. The transition is not over until complete_transition. */
        static void fade_ended(void *data, const segue_context_t *context, segue_animation_t animation, int32_t position) {
            (void)animation, (void)position;
            instance_t *instance = data;
            bool success = !context->transition_was_cancelled(context);
            if (instance->presenting != success) {
                context->remove_from_superview(context, instance->moving);
                set_alpha(context, instance->moving, 1);
            }
            context->complete_transition(context, success);
        }

        static void animate_transition(const segue_animator_t *animator, const segue_context_t *context) {
            instance_t *instance = animator->plugin_data;
            int32_t operation = context->operation(context);
            instance->presenting = operation != SEGUE_OPERATION_DISMISS && operation != SEGUE_OPERATION_POP;
            /* A failed call leaves its out-parameter at SEGUE_NO_HANDLE, which later calls refuse. */
            segue_view_t container = SEGUE_NO_HANDLE, to_view = SEGUE_NO_HANDLE, from_view = SEGUE_NO_HANDLE;
            segue_controller_t to_controller = SEGUE_NO_HANDLE;
            context->container_view(context, &container);
            context->view_for_key(context, SEGUE_KEY_TO, &to_view);
            context->view_for_key(context, SEGUE_KEY_FROM, &from_view);
            context->controller_for_key(context, SEGUE_KEY_TO, &to_controller);
            segue_property_value_t frame = {.property = SEGUE_PROPERTY_FRAME}; /* zero final frame: "unknown"; no to-view: a sheet */
            if (to_view != SEGUE_NO_HANDLE && context->final_frame(context, to_controller, &frame.value.rect) == SEGUE_OK && frame.value.rect.width > 0)
                context->set_property(context, to_view, &frame);
            instance->moving = instance->presenting ? to_view : from_view;
            if (instance->presenting) set_alpha(context, to_view, 0), context->add_subview(context, container, to_view);
            else if (to_view != SEGUE_NO_HANDLE) context->insert_subview(context, container, to_view, 0); /* beneath */
            segue_property_target_t target = {.view = instance->moving, .target = {.property = SEGUE_PROPERTY_ALPHA}};
            target.target.value.number = instance->presenting ? 1 : 0;
            segue_animation_desc_t fade = {
                .size = sizeof(segue_animation_desc_t), .duration = instance->values[PARAMETER_DURATION], .timing = {.kind = SEGUE_TIMING_EASE_IN_OUT},
                .targets = &target, .target_count = 1, .completion = fade_ended, .completion_data = instance,
            };
            /* A refused animation (no view to fade, say) still has to end the transition. */
            if (instance->moving == SEGUE_NO_HANDLE || context->animate(context, &fade, NULL) != SEGUE_OK) {
                context->complete_transition(context, !context->transition_was_cancelled(context));
            }
        }

        static void destroy(const segue_animator_t *animator) { free(animator->plugin_data); }
        static bool plugin_init(const segue_host_t *host) {
            if (host == NULL && init_count == 0) return false;
            double (*get)(const segue_animator_t *, uint32_t) = get_parameter;
            segue_status_t (*set)(const segue_animator_t *, uint32_t, double) = set_parameter;
            for (uint32_t i = 0; i < PARAMETER_COUNT; i++) {
                memcpy(&parameters[i].get, &get, sizeof get);
                memcpy(&parameters[i].set, &set, sizeof set);
            }
            return ++init_count > 0;
        }
        static void plugin_deinit(void) { if (init_count > 0) init_count -= 1; }
        static uint32_t animator_count(void) { return init_count > 0 ? 1 : 0; }
        static const segue_animator_descriptor_t *animator_descriptor(uint32_t i) { return init_count > 0 && i == 0 ? &descriptor : NULL; }
        static const segue_animator_t *create_animator(const char *id) {
            if (init_count == 0 || id == NULL || strcmp(id, descriptor.id) != 0) return NULL;
            instance_t *instance = calloc(1, sizeof *instance);
            if (instance == NULL) return NULL;
            instance->animator = (segue_animator_t){
                .size = sizeof(segue_animator_t), .plugin_data = instance, .transition_duration = transition_duration,
                .animate_transition = animate_transition, .destroy = destroy, /* animation_ended is optional */
            };
            for (uint32_t i = 0; i < PARAMETER_COUNT; i++) instance->values[i] = parameters[i].default_value;
            return &instance->animator;
        }

        /* The one exported symbol; the linker's version script hides everything else. */
        extern const segue_plugin_entry_t segue_plugin_entry;
        const segue_plugin_entry_t segue_plugin_entry = {
            {SEGUE_ABI_VERSION_MAJOR, SEGUE_ABI_VERSION_MINOR, SEGUE_ABI_VERSION_PATCH},
            plugin_init, plugin_deinit, animator_count, animator_descriptor, create_animator, NULL, /* no extensions */
        };

        """#

    /// `Makefile`, with `__NAME__`, `__LOWER__`, `__INCLUDE__` and `__EXPORTS__` to replace.
    static let makefile = #"""
        # Builds lib__NAME__.so against Segue's plugin headers. An installed Segue is found through
        # pkg-config (segue-plugin.pc; for a prefix of your own set PKG_CONFIG_PATH=PREFIX/lib/pkgconfig);
        # otherwise SEGUE_INCLUDE and SEGUE_EXPORTS name the headers' folder and the export list.
        SEGUE_INCLUDE ?= __INCLUDE__
        SEGUE_EXPORTS ?= __EXPORTS__
        ifeq ($(shell pkg-config --exists segue-plugin 2>/dev/null && echo yes),yes)
        SEGUE_FLAGS := $(shell pkg-config --cflags --libs segue-plugin)
        else
        SEGUE_FLAGS := -I$(SEGUE_INCLUDE) -Wl,--version-script=$(SEGUE_EXPORTS)
        endif
        CFLAGS ?= -O2 -Wall -Wextra

        lib__NAME__.so: __LOWER__.c
        	$(CC) -std=c11 -shared -fPIC $(CFLAGS) -o $@ $< $(SEGUE_FLAGS)

        clean:
        	rm -f lib__NAME__.so

        .PHONY: clean
        """#
}
