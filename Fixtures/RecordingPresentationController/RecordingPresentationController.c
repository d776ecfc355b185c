/* A presentation controller plugin (presentation.h): the seeds' dimming sheet (seed 004), which
 * records every hook the host calls. The presented view takes the bottom half of the container
 * (or its preferredContentSize's height); a dimming view ("chrome.dimming") is created in
 * presentation_will_begin and faded in with animate_alongside, faded out in
 * dismissal_will_begin, and removed after a completed dismissal or a cancelled presentation.
 * In a compact container it adapts to full screen. A tap above the sheet dismisses it; a pan
 * down the sheet follows the finger and, past a quarter, dismisses interactively.
 * get_extension also answers "org.segue.fixture.call-log/1": the calls, NUL-terminated, with
 * what some services answered inside them. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fixture.h"

static char call_log[16384];

static void note(const char *text) {
    size_t used = strlen(call_log);
    if (used + strlen(text) + 1 < sizeof call_log) strcat(call_log, text);
}

static void note_status(const char *what, segue_status_t status) {
    char line[96];
    snprintf(line, sizeof line, "%s=%d;", what, status);
    note(line);
}

typedef struct sheet {
    segue_presentation_t vtable;
    double offset;  /* how far a pan has pulled the sheet down */
    bool bad_frame; /* the "bad-frame-sheet": its frame answer is NaN */
} sheet_t;

static segue_status_t frame(const segue_presentation_t *p, const segue_presentation_layout_t *layout,
                            segue_rect_t *out) {
    const sheet_t *sheet = (const sheet_t *)p;
    segue_rect_t bounds = layout->container_bounds;
    double height = bounds.height / 2;
    if (layout->preferred_content_size.height > 0 && layout->preferred_content_size.height < bounds.height)
        height = layout->preferred_content_size.height;
    *out = (segue_rect_t){0, bounds.height - height + sheet->offset, bounds.width, sheet->bad_frame ? NAN : height};
    return SEGUE_OK;
}

static segue_view_t dimming(const segue_context_t *c) {
    segue_view_t container = 0, found = 0;
    c->container_view(c, &container);
    c->find_descendant(c, container, "chrome.dimming", &found);
    return found;
}

static void alongside_done(void *data, const segue_context_t *c, segue_animation_t a, int32_t position) {
    (void)c, (void)a;
    char line[64];
    snprintf(line, sizeof line, "alongside_done:%s:%d;", (const char *)data, position);
    note(line);
}

static void fade(const segue_context_t *c, segue_view_t view, double alpha, const char *label) {
    segue_property_target_t target = {view, {SEGUE_PROPERTY_ALPHA, {.number = alpha}}};
    segue_animation_desc_t d = {sizeof d, 0.3, 0, {0}, &target, 1, alongside_done, (void *)label};
    note_status("animate_alongside", c->animate_alongside(c, &d, NULL));
}

static void will_begin(const segue_presentation_t *p, const segue_context_t *c) {
    (void)p;
    note("presentation_will_begin;");
    segue_view_t container = 0, view = 0, from = 0;
    c->container_view(c, &container);
    segue_view_desc_t d = {sizeof d, "chrome.dimming", {0, 0, 4000, 4000}, {0, 0, 0, 0.4}};
    note_status("create_view", c->create_view(c, container, &d, &view));
    c->send_subview_to_back(c, container, view);
    segue_property_value_t clear = {SEGUE_PROPERTY_ALPHA, {.number = 0}};
    c->set_property(c, view, &clear);
    note_status("view_for_key", c->view_for_key(c, SEGUE_KEY_FROM, &from));
    segue_animation_desc_t plain = {sizeof plain, 0.3, 0, {0}, NULL, 0, NULL, NULL};
    note_status("animate", c->animate(c, &plain, NULL));
    fade(c, view, 1, "in");
}

static void did_end(const segue_presentation_t *p, const segue_context_t *c, bool completed) {
    (void)p;
    note(completed ? "presentation_did_end:1;" : "presentation_did_end:0;");
    if (!completed) c->remove_from_superview(c, dimming(c));
}

static void dismissal_will_begin(const segue_presentation_t *p, const segue_context_t *c) {
    (void)p;
    note("dismissal_will_begin;");
    fade(c, dimming(c), 0, "out");
}

static void dismissal_did_end(const segue_presentation_t *p, const segue_context_t *c, bool completed) {
    (void)p;
    note(completed ? "dismissal_did_end:1;" : "dismissal_did_end:0;");
    if (completed) c->remove_from_superview(c, dimming(c));
}

static void will_layout(const segue_presentation_t *p, const segue_context_t *c) {
    (void)p;
    note("container_will_layout;");
    segue_view_t container = 0, from = 0, chrome = dimming(c);
    c->container_view(c, &container);
    segue_property_value_t bounds = {SEGUE_PROPERTY_BOUNDS, {.rect = {0}}};
    if (chrome && c->get_property(c, container, &bounds) == SEGUE_OK) {
        segue_property_value_t frame = {SEGUE_PROPERTY_FRAME, {.rect = bounds.value.rect}};
        c->set_property(c, chrome, &frame);
    }
    note_status("layout_view_for_key", c->view_for_key(c, SEGUE_KEY_FROM, &from));
}

static void did_layout(const segue_presentation_t *p, const segue_context_t *c) {
    (void)p, (void)c;
    note("container_did_layout;");
}

static bool removes_presenter(const segue_presentation_t *p) {
    (void)p;
    note("should_remove_presenters_view;");
    return false;
}

static int32_t adaptive(const segue_presentation_t *p, int32_t size_class) {
    (void)p;
    note(size_class == SEGUE_SIZE_CLASS_COMPACT ? "adaptive:compact;" : "adaptive:regular;");
    return size_class == SEGUE_SIZE_CLASS_COMPACT ? SEGUE_STYLE_FULL_SCREEN : SEGUE_STYLE_NONE;
}

static segue_status_t gesture(const segue_presentation_t *p, const segue_gesture_event_t *e,
                              segue_presentation_answer_t *out) {
    sheet_t *sheet = (sheet_t *)p;
    char line[96];
    snprintf(line, sizeof line, "gesture:%llu:%d:%d;", (unsigned long long)e->gesture, e->phase, e->state);
    note(line);
    if (e->gesture == SEGUE_GESTURE_TAP) {
        out->action = e->location.y < e->container_size.height / 2 ? SEGUE_PRESENTATION_ACTION_DISMISS
                                                                   : SEGUE_PRESENTATION_ACTION_NONE;
        return SEGUE_OK;
    }
    double fraction = e->translation.y / (e->container_size.height / 2);
    fraction = fraction < 0 ? 0 : fraction > 1 ? 1 : fraction;
    if (e->phase == SEGUE_GESTURE_PHASE_BEGAN) {
        out->action = SEGUE_PRESENTATION_ACTION_DISMISS_INTERACTIVELY;
    } else if (e->phase == SEGUE_GESTURE_PHASE_CHANGED) {
        out->interaction.action = SEGUE_INTERACTION_ACTION_UPDATE;
        out->interaction.fraction = fraction;
    } else {
        out->interaction.action = fraction >= 0.25 ? SEGUE_INTERACTION_ACTION_FINISH : SEGUE_INTERACTION_ACTION_CANCEL;
    }
    sheet->offset = 0;
    return SEGUE_OK;
}

static void destroy(const segue_presentation_t *p) {
    note("destroy;");
    free((void *)p);
}

static const segue_presentation_descriptor_t sheet_descriptor = {
    sizeof(segue_presentation_descriptor_t), "org.segue.fixture.recording-sheet", "Recording Sheet", "Segue tests",
    "1.0.0", "A test fixture.",
    SEGUE_PRESENTATION_CAPABILITY_GESTURES | SEGUE_PRESENTATION_CAPABILITY_INTERACTIVE_DISMISS, NULL, 0};

static const segue_presentation_descriptor_t bad_frame_descriptor = {
    sizeof(segue_presentation_descriptor_t), "org.segue.fixture.bad-frame-sheet", "Bad Frame Sheet", "Segue tests",
    "1.0.0", "A test fixture.", 0, NULL, 0};

static uint32_t count(void) { return 2; }
static const segue_presentation_descriptor_t *descriptor(uint32_t index) {
    return index == 0 ? &sheet_descriptor : index == 1 ? &bad_frame_descriptor : NULL;
}

static const segue_presentation_t *create(const char *id) {
    bool bad = strcmp(id, bad_frame_descriptor.id) == 0;
    if (strcmp(id, sheet_descriptor.id) != 0 && !bad) return NULL;
    sheet_t *made = calloc(1, sizeof *made);
    if (!made) return NULL;
    made->bad_frame = bad;
    made->vtable = (segue_presentation_t){
        sizeof(segue_presentation_t), NULL, frame, will_begin, did_end, dismissal_will_begin, dismissal_did_end,
        will_layout, did_layout, removes_presenter, adaptive, gesture, destroy};
    return &made->vtable;
}

static const segue_presentation_factory_t factory = {sizeof(segue_presentation_factory_t), count, descriptor, create};

static const void *get_extension(const char *id) {
    if (strcmp(id, SEGUE_PRESENTATION_FACTORY_EXTENSION) == 0) return &factory;
    if (strcmp(id, "org.segue.fixture.call-log/1") == 0) return call_log;
    return NULL;
}

static const segue_animator_descriptor_t no_animators[1];
FIXTURE_ENTRY_WITH(SEGUE_ABI_VERSION_MAJOR, no_animators, 0, fixture_create_nothing, fixture_init_nothing,
                   get_extension)
