/// The C sources `segue plugin new --lang c --kind interaction|presentation` writes, built by
/// ``CPluginTemplate/makefile``.
enum CControllerTemplates {
    /// `NAME.c` for an interaction controller, with `__NAME__`, `__LOWER__` and `__ID__` to replace.
    static let interaction = #"""
        /* __LOWER__.c: the __NAME__ interaction controller, a Segue plugin in plain C11. A vertical pan
         * down the container drives the transition; a release past `threshold` finishes it, anything
         * else cancels; a touch during the finish or cancel grabs the transition where it shows. The
         * headers say, for every call, when it is allowed; plugin_helpers.h writes the entry, the
         * factory behind get_extension and the parameter accessors. */
        #include <segue/plugin_helpers.h>

        enum { PARAMETER_THRESHOLD, PARAMETER_COUNT };
        /* Writable: the factory's prepare stores the shared, range-checking accessors in it. */
        static segue_parameter_t parameters[PARAMETER_COUNT] = {
            SEGUE_PLUGIN_PARAMETER("threshold", "Threshold", "The fraction a release must pass to finish.",
                                   SEGUE_PARAMETER_DOUBLE, 0.5, 0, 1),
        };

        typedef struct { /* one controller: the helpers' part (values, vtable), then our state */
            segue_plugin_interaction_instance_t base;
            double base_fraction; /* 0, or the fraction a later touch grabbed */
            uint32_t touch;       /* the touch that drives */
        } instance_t;

        static const segue_interaction_descriptor_t descriptor = {
            sizeof(segue_interaction_descriptor_t), "__ID__", "__NAME__", "Example", "1.0.0",
            "A vertical pan down the container drives the transition.",
            SEGUE_GESTURE_PAN_VERTICAL, SEGUE_CAPABILITY_PRESENT | SEGUE_CAPABILITY_DISMISS,
            parameters, PARAMETER_COUNT,
        };

        static segue_status_t begin(const segue_interaction_t *interaction, const segue_interaction_start_t *start) {
            instance_t *instance = interaction->plugin_data;
            (void)start, instance->base_fraction = 0, instance->touch = 0;
            return SEGUE_OK;
        }

        static segue_status_t handle_event(const segue_interaction_t *interaction, const segue_gesture_event_t *event,
                                           segue_interaction_answer_t *answer) {
            instance_t *instance = interaction->plugin_data;
            bool settling = event->state != SEGUE_INTERACTION_STATE_DRIVING;
            if (event->phase == SEGUE_GESTURE_PHASE_BEGAN && event->touch > 0 && settling) { /* a grab */
                instance->base_fraction = event->fraction, instance->touch = event->touch;
                answer->action = SEGUE_INTERACTION_ACTION_GRAB;
                return SEGUE_OK;
            }
            if (settling || event->touch != instance->touch || event->phase == SEGUE_GESTURE_PHASE_BEGAN) {
                return SEGUE_OK; /* the host zeroed the answer: NONE */
            }
            double fraction = instance->base_fraction + event->translation.y / event->container_size.height;
            fraction = fraction < 0 ? 0 : (fraction > 1 ? 1 : fraction);
            if (event->phase == SEGUE_GESTURE_PHASE_CHANGED) {
                answer->action = SEGUE_INTERACTION_ACTION_UPDATE, answer->fraction = fraction;
                return SEGUE_OK;
            }
            /* Every release must finish or cancel; a cancelled gesture cancels. */
            double threshold = instance->base.values.values[PARAMETER_THRESHOLD];
            bool finish = event->phase == SEGUE_GESTURE_PHASE_ENDED && fraction > threshold;
            answer->action = finish ? SEGUE_INTERACTION_ACTION_FINISH : SEGUE_INTERACTION_ACTION_CANCEL;
            answer->completion_speed = 1, answer->completion_curve.kind = SEGUE_TIMING_EASE_IN_OUT;
            return SEGUE_OK;
        }

        /* A fresh controller: its parameters hold their defaults; give it its callbacks (destroy frees it). */
        static void setup(segue_plugin_interaction_instance_t *instance) {
            instance->interaction.begin = begin;
            instance->interaction.handle_event = handle_event; /* ended is optional */
        }

        static const segue_plugin_interaction_definition_t definitions[] = {
            {&descriptor, parameters, sizeof(instance_t), setup},
        };
        SEGUE_PLUGIN_INTERACTION_FACTORY(factory, definitions);

        static const void *extension(const char *id) {
            return segue_plugin_extension(id, SEGUE_INTERACTION_FACTORY_EXTENSION, &factory);
        }

        /* The one exported symbol: reference-counted init and deinit, no animator, the factory behind
         * get_extension; log lines start with "__LOWER__: ". */
        SEGUE_PLUGIN_LIBRARY_ENTRY("__LOWER__", factory_prepare, extension);

        """#

    /// `NAME.c` for a presentation controller, with `__NAME__`, `__LOWER__` and `__ID__` to replace.
    static let presentation = #"""
        /* __LOWER__.c: the __NAME__ presentation controller, a Segue plugin in plain C11. The presented
         * view sits on the bottom `height` of the container over a dimming view that fades in and out
         * alongside the transition; a tap on the dimming view dismisses. The headers say, for every call,
         * when it is allowed; plugin_helpers.h writes the entry, the factory behind get_extension and the
         * parameter accessors. */
        #include <segue/plugin_helpers.h>

        enum { PARAMETER_HEIGHT, PARAMETER_COUNT };
        static segue_parameter_t parameters[PARAMETER_COUNT] = {
            SEGUE_PLUGIN_PARAMETER("height", "Height", "The presented view's height, a fraction of the container's.",
                                   SEGUE_PARAMETER_DOUBLE, 0.5, 0.1, 1),
        };

        static const segue_presentation_descriptor_t descriptor = {
            sizeof(segue_presentation_descriptor_t), "__ID__", "__NAME__", "Example", "1.0.0",
            "The presented view on the bottom of the container over a dimming view.",
            SEGUE_PRESENTATION_CAPABILITY_GESTURES, parameters, PARAMETER_COUNT,
        };

        /* Pure: the bottom `height` of the container, full width. */
        static segue_rect_t frame_in(const segue_presentation_t *presentation, double width, double height) {
            const segue_plugin_values_t *values = segue_plugin_values(presentation);
            double presented = floor(height * values->values[PARAMETER_HEIGHT]);
            return (segue_rect_t){0, height - presented, width, presented};
        }
        static segue_status_t frame_of_presented_view(const segue_presentation_t *presentation,
                                                      const segue_presentation_layout_t *layout, segue_rect_t *out) {
            *out = frame_in(presentation, layout->container_bounds.width, layout->container_bounds.height);
            return SEGUE_OK;
        }

        /* The chrome is found by name in every hook: handles live as long as one call's context. */
        static segue_view_t dimming_view(const segue_context_t *context) {
            segue_view_t container = SEGUE_NO_HANDLE, view = SEGUE_NO_HANDLE;
            context->container_view(context, &container);
            context->find_descendant(context, container, "dimming", &view);
            return view;
        }
        static void fade_dimming(const segue_context_t *context, segue_view_t view, double alpha) {
            segue_property_target_t target = {view, segue_plugin_number_value(SEGUE_PROPERTY_ALPHA, alpha)};
            segue_animation_desc_t fade = {.size = sizeof fade, .targets = &target, .target_count = 1};
            if (segue_struct_has_field(context->size, offsetof(segue_context_t, animate_alongside)
                                                          + sizeof context->animate_alongside)) {
                context->animate_alongside(context, &fade, NULL);
            }
        }
        static void presentation_will_begin(const segue_presentation_t *presentation, const segue_context_t *context) {
            (void)presentation;
            segue_view_t container = SEGUE_NO_HANDLE, dimming = SEGUE_NO_HANDLE;
            segue_rect_t bounds = {0, 0, 0, 0};
            context->container_view(context, &container);
            segue_plugin_read_rect(context, container, SEGUE_PROPERTY_BOUNDS, &bounds);
            segue_view_desc_t description = {sizeof description, "dimming", bounds, {0, 0, 0, 0.4}};
            if (context->create_view(context, container, &description, &dimming) != SEGUE_OK) return;
            segue_property_value_t clear = segue_plugin_number_value(SEGUE_PROPERTY_ALPHA, 0);
            context->set_property(context, dimming, &clear);
            context->send_subview_to_back(context, container, dimming);
            fade_dimming(context, dimming, 1);
        }
        static void remove_dimming(const segue_context_t *context) {
            segue_view_t view = dimming_view(context);
            if (view != SEGUE_NO_HANDLE) context->remove_from_superview(context, view);
        }
        static void presentation_did_end(const segue_presentation_t *presentation, const segue_context_t *context,
                                         bool completed) {
            if ((void)presentation, !completed) remove_dimming(context); /* a cancelled presentation */
        }
        static void dismissal_will_begin(const segue_presentation_t *presentation, const segue_context_t *context) {
            (void)presentation, fade_dimming(context, dimming_view(context), 0);
        }
        static void dismissal_did_end(const segue_presentation_t *presentation, const segue_context_t *context,
                                      bool completed) {
            if ((void)presentation, completed) remove_dimming(context); /* a completed dismissal */
        }

        /* A tap above the presented view, on the dimming, dismisses. */
        static segue_status_t handle_gesture(const segue_presentation_t *presentation,
                                             const segue_gesture_event_t *event,
                                             segue_presentation_answer_t *answer) {
            segue_rect_t frame = frame_in(presentation, event->container_size.width, event->container_size.height);
            if (event->gesture == SEGUE_GESTURE_TAP && event->location.y < frame.y) {
                answer->action = SEGUE_PRESENTATION_ACTION_DISMISS;
            }
            return SEGUE_OK;
        }

        static void setup(segue_plugin_presentation_instance_t *instance) {
            instance->presentation.frame_of_presented_view = frame_of_presented_view;
            instance->presentation.presentation_will_begin = presentation_will_begin;
            instance->presentation.presentation_did_end = presentation_did_end;
            instance->presentation.dismissal_will_begin = dismissal_will_begin;
            instance->presentation.dismissal_did_end = dismissal_did_end;
            instance->presentation.handle_gesture = handle_gesture;
        }

        static const segue_plugin_presentation_definition_t definitions[] = {
            {&descriptor, parameters, sizeof(segue_plugin_presentation_instance_t), setup},
        };
        SEGUE_PLUGIN_PRESENTATION_FACTORY(factory, definitions);

        static const void *extension(const char *id) {
            return segue_plugin_extension(id, SEGUE_PRESENTATION_FACTORY_EXTENSION, &factory);
        }

        SEGUE_PLUGIN_LIBRARY_ENTRY("__LOWER__", factory_prepare, extension);

        """#
}
