/// The C plugin `segue plugin new --lang c` writes: one source file (a fade with one
/// parameter) and a Makefile.
enum CPluginTemplate {
    /// `NAME.c`, with `__NAME__`, `__LOWER__` and `__ID__` to replace.
    static let source = #"""
        /* __LOWER__.c: the __NAME__ animator, a Segue plugin in plain C11. The arriving view fades in;
         * on a dismissal (or pop) the leaving view fades out over the view it uncovers. The headers say,
         * for every call, in which state and on which thread (the host's one) it is allowed;
         * plugin_helpers.h writes the entry, the factory, the parameter accessors and logging. */
        #include <segue/plugin_helpers.h>

        /* The animator's parameters, one row each: a C name, then the id `--param` takes, the name, one
         * sentence, the default and the range. Adding a parameter is adding a row; read its value as
         * instance->base.values[PARAMETER_<C NAME>]. (All are doubles; parameters.h has int64 and bool too.) */
        #define PARAMETERS(ROW) \
            ROW(DURATION, "duration", "Duration", "Seconds the fade takes.", 0.3, 0, 5) \
            /* add rows above this line */

        #define AS_INDEX(c_name, ...) PARAMETER_##c_name,
        enum { PARAMETERS(AS_INDEX) PARAMETER_COUNT };
        #define AS_PARAMETER(c_name, id, name, description, default_value, min, max) \
            SEGUE_PLUGIN_PARAMETER(id, name, description, SEGUE_PARAMETER_DOUBLE, default_value, min, max),
        /* Writable: the helpers store the shared, range-checking accessors in it at the first init. */
        static segue_parameter_t parameters[PARAMETER_COUNT] = {PARAMETERS(AS_PARAMETER)};

        typedef struct { /* one animator instance: the helpers' part (vtable, values), then our state */
            segue_plugin_instance_t base;
            segue_view_t moving; /* the view that fades */
            bool presenting;
        } instance_t;

        static const segue_animator_descriptor_t descriptor = {
            sizeof(segue_animator_descriptor_t), "__ID__", "__NAME__", "Example", "1.0.0",
            "The arriving view fades in; on dismissal the leaving view fades out.",
            SEGUE_CAPABILITY_PRESENT | SEGUE_CAPABILITY_DISMISS | SEGUE_CAPABILITY_INTERACTIVE,
            parameters, PARAMETER_COUNT,
        };

        static double transition_duration(const segue_animator_t *animator, const segue_context_t *context) {
            return (void)context, ((instance_t *)animator->plugin_data)->base.values[PARAMETER_DURATION];
        }
        static void set_alpha(const segue_context_t *context, segue_view_t view, double alpha) {
            segue_property_value_t value = segue_plugin_number_value(SEGUE_PROPERTY_ALPHA, alpha);
            context->set_property(context, view, &value);
        }

        /* When the fade ends: take away a view that leaves (a cancelled arrival, a finished departure),
         * restore its alpha, and complete. The transition is not over until complete_transition. */
        static void fade_ended(void *data, const segue_context_t *context, segue_animation_t animation,
                               int32_t position) {
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
            /* A zero final frame means "unknown"; no to-view means a sheet. */
            segue_property_value_t frame = {.property = SEGUE_PROPERTY_FRAME};
            if (to_view != SEGUE_NO_HANDLE
                && context->final_frame(context, to_controller, &frame.value.rect) == SEGUE_OK
                && frame.value.rect.width > 0)
                context->set_property(context, to_view, &frame);
            instance->moving = instance->presenting ? to_view : from_view;
            if (instance->presenting) set_alpha(context, to_view, 0), context->add_subview(context, container, to_view);
            else if (to_view != SEGUE_NO_HANDLE) context->insert_subview(context, container, to_view, 0); /* beneath */
            segue_property_target_t target = {
                instance->moving, segue_plugin_number_value(SEGUE_PROPERTY_ALPHA, instance->presenting ? 1 : 0)};
            segue_animation_desc_t fade = {
                .size = sizeof(segue_animation_desc_t), .duration = instance->base.values[PARAMETER_DURATION],
                .timing = {.kind = SEGUE_TIMING_EASE_IN_OUT},
                .targets = &target, .target_count = 1, .completion = fade_ended, .completion_data = instance,
            };
            /* A refused animation (no view to fade, say) still has to end the transition. */
            if (instance->moving == SEGUE_NO_HANDLE || context->animate(context, &fade, NULL) != SEGUE_OK) {
                context->complete_transition(context, !context->transition_was_cancelled(context));
            }
        }

        /* A fresh instance: its parameters hold their defaults; give it its callbacks (destroy frees it). */
        static void setup(segue_plugin_instance_t *instance) {
            instance->animator.transition_duration = transition_duration;
            instance->animator.animate_transition = animate_transition; /* animation_ended is optional */
        }

        /* The one exported symbol (the linker's version script hides everything else), reference-counted
         * init and deinit, and the factory; log lines start with "__LOWER__: ". */
        SEGUE_PLUGIN_ENTRY("__LOWER__", descriptor, parameters, instance_t, setup);

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
