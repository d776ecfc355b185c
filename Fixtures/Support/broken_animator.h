/* broken_animator.h: one small, correct animator (the presented view slides up from the bottom
 * and back down) with exactly one defect chosen by BROKEN_KIND before including this header.
 * Each validator fixture is a one-line C file defining BROKEN_KIND, so every fixture is the
 * same animator but for the rule it breaks. Test code only.
 *
 * Optional, also defined before including it:
 *   BROKEN_DESCRIPTION       the descriptor's description (default "A test fixture.");
 *   BROKEN_VERSION           the descriptor's version (default "1.0.0");
 *   BROKEN_ON_FIRST_INIT     a `void (const segue_host_t *)` function the first init calls;
 *   BROKEN_ON_LAST_DEINIT    a `void (void)` function the last deinit calls;
 *   BROKEN_SECONDS(animator) the transition's seconds (default 0.3), for a fixture whose
 *                            duration is a parameter;
 *   BROKEN_OWN_ENTRY         stop before the descriptors, the factory and the entry, so a
 *                            fixture with parameters can write its own around this animator
 *                            (its instance struct must start with a broken_instance_t);
 *   BROKEN_IN_ANIMATE(context, container, bounds)
 *                            a function of the fixture's own (declared before including this
 *                            header, BROKEN_KIND BROKEN_NONE) called at the end of
 *                            animate_transition, once its own animation has started, for a
 *                            defect too long for one more kind here (the floods);
 *   BROKEN_ON_FINISH(context) likewise, called when the animation ends, just before
 *                            complete_transition, to tidy up what BROKEN_IN_ANIMATE left. */
#ifndef SEGUE_BROKEN_ANIMATOR_H
#define SEGUE_BROKEN_ANIMATOR_H

#include <math.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include "fixture.h"

#define BROKEN_NONE 0
#define BROKEN_NEVER_COMPLETES 1
#define BROKEN_COMPLETES_TWICE 2
#define BROKEN_CRASHES_IN_ANIMATE 3
#define BROKEN_NAN_DURATION 4
#define BROKEN_LEAVES_VIEW_BEHIND 5
#define BROKEN_IGNORES_CANCEL 6
#define BROKEN_SLOW_INIT 7
#define BROKEN_FORGED_HANDLE 8
#define BROKEN_DUPLICATE_IDS 9
#define BROKEN_EXTRA_SYMBOLS 10
/* Prints a passing validator result to standard output in animate_transition and _exits 0. */
#define BROKEN_FORGES_RESULT 11
/* Prints to standard output in init and (unflushed) in animate_transition. */
#define BROKEN_CHATTY_INIT 12
/* Leaks 256 KiB of touched memory on every create_animator. */
#define BROKEN_LEAKS_PER_CYCLE 13
/* Calls context services from a second thread in animate_transition. */
#define BROKEN_CALLS_FROM_THREAD 14
/* Calls context services with a copy of the context, a pointer the host never handed out. */
#define BROKEN_UNKNOWN_CONTEXT 15
/* transition_duration answers -1 when given a context (0.3 for NULL). */
#define BROKEN_NEGATIVE_DURATION_WITH_CONTEXT 16
/* get_extension answers a table for every id, known or not. */
#define BROKEN_ANSWERS_UNKNOWN_EXTENSION 17
/* destroy raises SIGSEGV instead of freeing. */
#define BROKEN_CRASHES_IN_DESTROY 18
/* Claims interruptible; interruptible_animation answers SEGUE_OK with a forged handle. */
#define BROKEN_INTERRUPTIBLE_BAD_HANDLE 19
/* A library constructor calls exit(0) on load. */
#define BROKEN_EXITS_IN_CONSTRUCTOR 20
/* init raises SIGSEGV. */
#define BROKEN_CRASHES_IN_INIT 21
/* init never returns. */
#define BROKEN_HANGS_IN_INIT 22
/* Honours cancel on present but completes a cancelled dismissal with true (and removes the view). */
#define BROKEN_IGNORES_CANCEL_ON_DISMISS 23
/* Forks a child that sleeps 60 s holding standard output and error, then never completes. */
#define BROKEN_SPAWNS_BACKGROUND_CHILD 24
/* Calls exit(0) in animate_transition. */
#define BROKEN_EXITS_IN_ANIMATE 25
/* Spins forever in animate_transition. */
#define BROKEN_LOOPS_IN_ANIMATE 26
/* Recurses without bound in animate_transition until the stack overflows. */
#define BROKEN_RECURSES_IN_ANIMATE 27
/* Prints a line to standard output with printf, flushed, in init and in animate_transition. */
#define BROKEN_CHATTY_ANIMATE 28
/* Animates along a damping spring with ratio 1e-9; completes directly if animate refuses it. */
#define BROKEN_EXTREME_SPRING 29
/* init writes to standard output without end (a flood the host must stop). */
#define BROKEN_FLOODS_OUTPUT 30
/* ABI 1.1: creates a view ("shade") over the container in animate_transition and never removes it. */
#define BROKEN_LEAVES_CREATED_VIEW 31
/* ABI 1.1: creates 5000 views in animate_transition (removing each), past the host's 4096. */
#define BROKEN_CREATES_VIEWS_IN_LOOP 32
/* ABI 1.1: sets an unknown mask shape, a gradient of 7 stops and a NaN anchor point. */
#define BROKEN_BAD_LAYER_VALUES 33
/* ABI 1.1: snapshots the container and asks the snapshot for a subview, hoping to reach the original. */
#define BROKEN_WALKS_FROM_SNAPSHOT 34
/* ABI 1.1: presenting, turns the from-view about its left edge (anchor point 0/0.5, the position
 * moved so the frame stays put) and restores it only when the presentation finishes, so a
 * cancelled presentation leaves the from-view's anchor point changed, its frame and alpha intact. */
#define BROKEN_LEAVES_ANCHOR_ON_CANCEL 35
/* Swings the presenter's view open like a door while presenting, reaching it through
 * controller_view even where view_for_key(FROM) answered SEGUE_NO_HANDLE (over full screen: it
 * stays outside the container, behind the presented view), and closes it again at the end. */
#define BROKEN_SWINGS_PRESENTER_DOOR 36
/* ABI 1.1: creates a view, takes it out of the container and moves the container into it (the
 * host refuses), takes nothing else amiss. Numbers from 70 on are issue 27's hierarchy fixtures. */
#define BROKEN_MOVES_CONTAINER_INTO_OWN_VIEW 70
/* ABI 1.1: presenting, wraps the presented view in a view of its own ("wrapper") over the
 * container, animates it there and leaves the wrapper in the container at the end. */
#define BROKEN_WRAPS_PRESENTED_VIEW 71
/* Sets the alpha of the container's superview (the window's view, which it may only read). */
#define BROKEN_CHANGES_READ_ONLY_VIEW 72

#ifndef BROKEN_KIND
#error "define BROKEN_KIND before including broken_animator.h"
#endif

#ifndef BROKEN_DESCRIPTION
#define BROKEN_DESCRIPTION "A test fixture."
#endif

#ifndef BROKEN_VERSION
#define BROKEN_VERSION "1.0.0"
#endif

#ifndef BROKEN_ON_FIRST_INIT
#define BROKEN_ON_FIRST_INIT fixture_first_init_nothing
#endif

#ifndef BROKEN_ON_LAST_DEINIT
#define BROKEN_ON_LAST_DEINIT fixture_last_deinit_nothing
#endif

#ifndef BROKEN_SECONDS
#define BROKEN_SECONDS(animator) 0.3
#endif

#if BROKEN_KIND == BROKEN_FORGES_RESULT || BROKEN_KIND == BROKEN_CHATTY_INIT || BROKEN_KIND == BROKEN_CHATTY_ANIMATE
#include <stdio.h>
#endif
#if BROKEN_KIND == BROKEN_FORGES_RESULT || BROKEN_KIND == BROKEN_SPAWNS_BACKGROUND_CHILD \
    || BROKEN_KIND == BROKEN_FLOODS_OUTPUT
#include <unistd.h>
#endif
#if BROKEN_KIND == BROKEN_CALLS_FROM_THREAD
#include <pthread.h>
#endif
#if BROKEN_KIND == BROKEN_HANGS_IN_INIT
#include <threads.h>
#endif

typedef struct broken_instance {
    segue_animator_t animator;
    segue_view_t moving;
    bool presenting;
#if BROKEN_KIND == BROKEN_LEAVES_ANCHOR_ON_CANCEL
    /* The from-view it re-anchored (0 when none) and its frame before. */
    segue_view_t anchored;
    segue_rect_t anchored_frame;
#endif
    /* BROKEN_SWINGS_PRESENTER_DOOR: the presenter's view, however it was reached. */
    segue_view_t door;
    /* BROKEN_WRAPS_PRESENTED_VIEW: the view the presented view is wrapped in (0 when none). */
    segue_view_t wrapper;
} broken_instance_t;

#if BROKEN_KIND == BROKEN_LEAVES_ANCHOR_ON_CANCEL
/* Sets a point property (anchor point or position) of `view`. */
static void broken_set_point(const segue_context_t *context, segue_view_t view, int32_t property, double x, double y) {
    segue_property_value_t value;
    memset(&value, 0, sizeof value);
    value.property = property;
    value.value.point.x = x;
    value.value.point.y = y;
    context->set_property(context, view, &value);
}

/* Anchors `view` at (anchor_x, 0.5) and places that anchor where it lies in `frame`, so the frame stays put. */
static void broken_anchor(const segue_context_t *context, segue_view_t view, segue_rect_t frame, double anchor_x) {
    broken_set_point(context, view, SEGUE_PROPERTY_ANCHOR_POINT, anchor_x, 0.5);
    broken_set_point(context, view, SEGUE_PROPERTY_POSITION, frame.x + anchor_x * frame.width,
            frame.y + frame.height / 2);
}
#endif

static double broken_duration(const segue_animator_t *animator, const segue_context_t *context) {
    (void)animator;
    (void)context;
#if BROKEN_KIND == BROKEN_NEGATIVE_DURATION_WITH_CONTEXT
    if (context) return -1.0;
#endif
    return BROKEN_KIND == BROKEN_NAN_DURATION ? NAN : BROKEN_SECONDS(animator);
}

static void broken_finished(void *data, const segue_context_t *context, segue_animation_t animation, int32_t position) {
    (void)animation;
    (void)position;
    broken_instance_t *self = data;
    bool cancelled = context->transition_was_cancelled(context);
    bool success = BROKEN_KIND == BROKEN_IGNORES_CANCEL ? true : !cancelled;
#if BROKEN_KIND == BROKEN_IGNORES_CANCEL_ON_DISMISS
    if (!self->presenting) success = true;
#endif
#if BROKEN_KIND == BROKEN_LEAVES_ANCHOR_ON_CANCEL
    /* The defect: only a finished presentation puts the anchor point back. */
    if (self->anchored && success) broken_anchor(context, self->anchored, self->anchored_frame, 0.5);
    self->anchored = 0;
#endif
#if BROKEN_KIND == BROKEN_WRAPS_PRESENTED_VIEW
    /* The defect: the wrapper stays, with the presented view in it, when the presentation finishes. */
    if (self->presenting && !success && self->wrapper) context->remove_from_superview(context, self->wrapper);
    self->wrapper = 0;
#endif
    bool removes = self->presenting ? !success : success;
    if (removes && BROKEN_KIND != BROKEN_LEAVES_VIEW_BEHIND) context->remove_from_superview(context, self->moving);
#if BROKEN_KIND == BROKEN_SWINGS_PRESENTER_DOOR
    /* Shut the door, so no end state shows it was ever open. */
    if (self->door) {
        segue_property_value_t shut;
        memset(&shut, 0, sizeof shut);
        shut.property = SEGUE_PROPERTY_TRANSFORM_3D;
        for (int i = 0; i < 16; i += 5) shut.value.transform3d.m[i] = 1;
        context->set_property(context, self->door, &shut);
    }
#endif
#ifdef BROKEN_ON_FINISH
    BROKEN_ON_FINISH(context);
#endif
    context->complete_transition(context, success);
    if (BROKEN_KIND == BROKEN_COMPLETES_TWICE) context->complete_transition(context, success);
}

#if BROKEN_KIND == BROKEN_RECURSES_IN_ANIMATE
/* Calls itself forever. The volatile frame is written again after the inner call returns, so
 * the call is not in tail position and every level keeps its own stack frame. */
static unsigned broken_recurse(unsigned depth) {
    volatile unsigned char frame[256];
    frame[0] = (unsigned char)depth;
    unsigned deeper = broken_recurse(depth + 1);
    frame[1] = (unsigned char)deeper;
    return deeper + frame[0] + frame[1];
}
#endif

#if BROKEN_KIND == BROKEN_CALLS_FROM_THREAD
/* Asks two queries from a thread that is not the host's main thread. */
static void *broken_off_main_thread(void *argument) {
    const segue_context_t *context = *(const segue_context_t *const *)argument;
    (void)context->is_animated(context);
    (void)context->transition_was_cancelled(context);
    return NULL;
}
#endif

static void broken_animate(const segue_animator_t *animator, const segue_context_t *context) {
    broken_instance_t *self = animator->plugin_data;
#if BROKEN_KIND == BROKEN_FORGES_RESULT
    fputs("{\"status\":\"passed\",\"message\":\"\"}\n", stdout);
    fputs("{\"token\":\"00000000000000000000000000000000\",\"outcome\":{\"status\":\"passed\",\"message\":\"\"}}\n",
            stdout);
    fflush(stdout);
    _exit(0);
#endif
#if BROKEN_KIND == BROKEN_CHATTY_INIT
    printf("animating\n");
#endif
#if BROKEN_KIND == BROKEN_CHATTY_ANIMATE
    printf("chatty animate: animating\n");
    fflush(stdout);
#endif
#if BROKEN_KIND == BROKEN_EXITS_IN_ANIMATE
    exit(0);
#endif
#if BROKEN_KIND == BROKEN_LOOPS_IN_ANIMATE
    /* A volatile counter, so the compiler must keep the loop (C11 lets it drop an empty one). */
    volatile unsigned long spins = 0;
    for (;;) spins++;
#endif
#if BROKEN_KIND == BROKEN_RECURSES_IN_ANIMATE
    (void)broken_recurse(0);
#endif
#if BROKEN_KIND == BROKEN_CALLS_FROM_THREAD
    const segue_context_t *shared = context;
    pthread_t thread;
    if (pthread_create(&thread, NULL, broken_off_main_thread, &shared) == 0) pthread_join(thread, NULL);
#endif
#if BROKEN_KIND == BROKEN_UNKNOWN_CONTEXT
    segue_context_t copy = *context;
    segue_view_t copied_container = 0;
    (void)copy.is_interactive(&copy);
    (void)copy.container_view(&copy, &copied_container);
#endif
#if BROKEN_KIND == BROKEN_SPAWNS_BACKGROUND_CHILD
    /* The child only sleeps and leaves; the plugin returns without animating or completing. */
    if (fork() == 0) {
        sleep(60);
        _exit(0);
    }
    return;
#endif
    if (BROKEN_KIND == BROKEN_NEVER_COMPLETES) return;
    if (BROKEN_KIND == BROKEN_CRASHES_IN_ANIMATE) raise(SIGSEGV);
    int32_t operation = context->operation(context);
    self->presenting = operation != SEGUE_OPERATION_DISMISS && operation != SEGUE_OPERATION_POP;
    segue_view_t container = 0, moving = 0, other = 0;
    segue_controller_t controller = 0;
    context->container_view(context, &container);
    context->view_for_key(context, self->presenting ? SEGUE_KEY_TO : SEGUE_KEY_FROM, &moving);
    context->view_for_key(context, self->presenting ? SEGUE_KEY_FROM : SEGUE_KEY_TO, &other);
    context->controller_for_key(context, self->presenting ? SEGUE_KEY_TO : SEGUE_KEY_FROM, &controller);
    if (BROKEN_KIND == BROKEN_FORGED_HANDLE) {
        segue_property_value_t alpha;
        alpha.property = SEGUE_PROPERTY_ALPHA;
        alpha.value.number = 0.5;
        context->set_property(context, (segue_view_t)0x0123456789abcdefULL, &alpha);
    }
    segue_property_value_t bounds;
    bounds.property = SEGUE_PROPERTY_BOUNDS;
    context->get_property(context, container, &bounds);
#if BROKEN_KIND == BROKEN_BAD_LAYER_VALUES
    segue_property_value_t bad;
    memset(&bad, 0, sizeof bad);
    bad.property = SEGUE_PROPERTY_MASK;
    bad.value.mask.shape = 9;
    context->set_property(context, container, &bad);
    memset(&bad, 0, sizeof bad);
    bad.property = SEGUE_PROPERTY_GRADIENT_STOP_COUNT;
    bad.value.count = 7;
    context->set_property(context, container, &bad);
    memset(&bad, 0, sizeof bad);
    bad.property = SEGUE_PROPERTY_ANCHOR_POINT;
    bad.value.point.x = NAN;
    context->set_property(context, container, &bad);
#endif
#if BROKEN_KIND == BROKEN_WALKS_FROM_SNAPSHOT
    segue_snapshot_desc_t copy = {sizeof copy, true, false, {0, 0, 0, 0}, {0, 0, 0, 0}};
    segue_view_t snapshot = 0, original = 0;
    if (context->snapshot_view(context, container, &copy, &snapshot) == SEGUE_OK)
        context->subview_at(context, snapshot, 0, &original);
#endif
#if BROKEN_KIND == BROKEN_MOVES_CONTAINER_INTO_OWN_VIEW
    segue_view_desc_t frame_desc = {sizeof frame_desc, "frame", bounds.value.rect, {0, 0, 0, 0}};
    segue_view_t own_frame = 0;
    if (context->create_view(context, container, &frame_desc, &own_frame) == SEGUE_OK) {
        context->remove_from_superview(context, own_frame);
        context->add_subview(context, own_frame, container);
    }
#endif
#if BROKEN_KIND == BROKEN_CHANGES_READ_ONLY_VIEW
    segue_view_t window_view = 0;
    if (context->superview(context, container, &window_view) == SEGUE_OK && window_view) {
        segue_property_value_t opaque;
        memset(&opaque, 0, sizeof opaque);
        opaque.property = SEGUE_PROPERTY_ALPHA;
        opaque.value.number = 1;
        context->set_property(context, window_view, &opaque);
    }
#endif
#if BROKEN_KIND == BROKEN_LEAVES_CREATED_VIEW || BROKEN_KIND == BROKEN_CREATES_VIEWS_IN_LOOP
    segue_view_desc_t shade = {sizeof shade, "shade", bounds.value.rect, {0, 0, 0, 0.3}};
    segue_view_t created = 0;
    for (int made = 0; made < (BROKEN_KIND == BROKEN_LEAVES_CREATED_VIEW ? 1 : 5000); made++) {
        if (context->create_view(context, container, &shade, &created) != SEGUE_OK) break;
        if (BROKEN_KIND == BROKEN_CREATES_VIEWS_IN_LOOP) context->remove_from_superview(context, created);
    }
#endif
#if BROKEN_KIND == BROKEN_LEAVES_ANCHOR_ON_CANCEL
    if (self->presenting && other) {
        segue_property_value_t frame;
        frame.property = SEGUE_PROPERTY_FRAME;
        if (context->get_property(context, other, &frame) == SEGUE_OK) {
            self->anchored = other;
            self->anchored_frame = frame.value.rect;
            broken_anchor(context, other, frame.value.rect, 0.0);
        }
    }
#endif
    segue_rect_t final = {0, 0, 0, 0};
    context->final_frame(context, controller, &final);
    if (final.width == 0) final = bounds.value.rect;
    segue_rect_t below = final;
    below.y = bounds.value.rect.height;
    self->moving = moving;
    if (self->presenting) {
        segue_property_value_t frame;
        frame.property = SEGUE_PROPERTY_FRAME;
        frame.value.rect = below;
        context->add_subview(context, container, moving);
        context->set_property(context, moving, &frame);
#if BROKEN_KIND == BROKEN_WRAPS_PRESENTED_VIEW
        segue_view_desc_t wrapper = {sizeof wrapper, "wrapper", bounds.value.rect, {0, 0, 0, 0}};
        self->wrapper = 0;
        if (context->create_view(context, container, &wrapper, &self->wrapper) == SEGUE_OK)
            context->add_subview(context, self->wrapper, moving);
#endif
    } else if (other) {
        context->insert_subview(context, container, other, 0);
    }
    segue_property_target_t targets[2];
    uint32_t target_count = 1;
    segue_property_target_t target;
    target.view = moving;
    target.target.property = SEGUE_PROPERTY_FRAME;
    target.target.value.rect = self->presenting ? final : below;
    targets[0] = target;
#if BROKEN_KIND == BROKEN_SWINGS_PRESENTER_DOOR
    /* The presenter's view through its controller, whatever view_for_key answered. */
    segue_controller_t presenter = 0;
    self->door = 0;
    if (self->presenting && context->controller_for_key(context, SEGUE_KEY_FROM, &presenter) == SEGUE_OK &&
        context->controller_view(context, presenter, &self->door) == SEGUE_OK) {
        /* A quarter turn about the vertical axis (CATransform3DMakeRotation): the door stands open. */
        segue_property_target_t swing;
        memset(&swing, 0, sizeof swing);
        swing.view = self->door;
        swing.target.property = SEGUE_PROPERTY_TRANSFORM_3D;
        double *m = swing.target.value.transform3d.m;
        m[2] = -1;
        m[5] = 1;
        m[8] = 1;
        m[15] = 1;
        /* Its own animation, so the host's refusal of a door it may only read (context.h) stops
         * only the swing, not the transition. */
        segue_animation_desc_t door;
        memset(&door, 0, sizeof door);
        door.size = sizeof door;
        door.duration = BROKEN_SECONDS(animator);
        door.timing.kind = SEGUE_TIMING_EASE_IN_OUT;
        door.targets = &swing;
        door.target_count = 1;
        context->animate(context, &door, NULL);
    }
#endif
    segue_animation_desc_t description;
    memset(&description, 0, sizeof description);
    description.size = sizeof description;
    description.duration = BROKEN_SECONDS(animator);
    description.timing.kind = SEGUE_TIMING_EASE_IN_OUT;
#if BROKEN_KIND == BROKEN_EXTREME_SPRING
    /* A damping ratio of 1e-9 is positive, so not obviously invalid, but the spring it describes
     * barely decays: tuning it to settle within the duration is where a host can go wrong. */
    description.timing.kind = SEGUE_TIMING_SPRING_DAMPING;
    description.timing.parameters[0] = 1e-9;
    description.timing.parameters[1] = 0;
#endif
    description.targets = targets;
    description.target_count = target_count;
    description.completion = broken_finished;
    description.completion_data = self;
    segue_status_t started = context->animate(context, &description, NULL);
#if BROKEN_KIND == BROKEN_EXTREME_SPRING
    /* Refused: no completion will come, so finish the transition here, as if it had animated. */
    if (started != SEGUE_OK) {
        if (!self->presenting) context->remove_from_superview(context, moving);
        context->complete_transition(context, true);
    }
#else
    (void)started;
#endif
#ifdef BROKEN_IN_ANIMATE
    BROKEN_IN_ANIMATE(context, container, bounds.value.rect);
#endif
}

static void broken_destroy(const segue_animator_t *animator) {
#if BROKEN_KIND == BROKEN_CRASHES_IN_DESTROY
    (void)animator;
    raise(SIGSEGV);
#else
    free(animator ? animator->plugin_data : NULL);
#endif
}

#if BROKEN_KIND == BROKEN_INTERRUPTIBLE_BAD_HANDLE
/* Answers SEGUE_OK with an animation handle no context ever issued. */
static segue_status_t broken_interruptible(const segue_animator_t *animator, const segue_context_t *context,
                                           segue_animation_t *out_animation) {
    (void)animator;
    (void)context;
    if (!out_animation) return SEGUE_ERROR_INVALID_ARGUMENT;
    *out_animation = (segue_animation_t)0x0300FFFF00000001ULL;
    return SEGUE_OK;
}
#define BROKEN_INTERRUPTIBLE broken_interruptible
#define BROKEN_CAPABILITIES \
    (SEGUE_CAPABILITY_PRESENT | SEGUE_CAPABILITY_DISMISS | SEGUE_CAPABILITY_INTERACTIVE \
     | SEGUE_CAPABILITY_INTERRUPTIBLE)
#else
#define BROKEN_INTERRUPTIBLE NULL
#define BROKEN_CAPABILITIES (SEGUE_CAPABILITY_PRESENT | SEGUE_CAPABILITY_DISMISS | SEGUE_CAPABILITY_INTERACTIVE)
#endif

#if BROKEN_KIND == BROKEN_EXITS_IN_CONSTRUCTOR
/* Runs when the library loads, before the host sees the entry. */
__attribute__((constructor)) static void broken_exit_on_load(void) { exit(0); }
#endif

#ifndef BROKEN_OWN_ENTRY

static const segue_animator_descriptor_t broken_descriptors[] = {
    FIXTURE_DESCRIPTOR_DESCRIBED(BROKEN_ID, BROKEN_NAME, BROKEN_VERSION, BROKEN_DESCRIPTION, BROKEN_CAPABILITIES),
#if BROKEN_KIND == BROKEN_DUPLICATE_IDS
    FIXTURE_DESCRIPTOR(BROKEN_ID, BROKEN_NAME " again", "1.0.0", BROKEN_CAPABILITIES),
#endif
};

#if BROKEN_KIND == BROKEN_LEAKS_PER_CYCLE
#define BROKEN_LEAK_BYTES (256 * 1024)
/* The latest leaked block, kept where the compiler cannot drop the stores into it; each new one
 * overwrites the pointer, so the earlier blocks are lost for good. */
static void *volatile broken_leak;
#endif

static const segue_animator_t *broken_create(const char *id) {
    if (!id || strcmp(id, BROKEN_ID) != 0) return NULL;
    broken_instance_t *self = calloc(1, sizeof *self);
    if (!self) return NULL;
#if BROKEN_KIND == BROKEN_LEAKS_PER_CYCLE
    /* Non-zero bytes, so malloc + memset is not turned into an untouched calloc. */
    unsigned char *block = malloc(BROKEN_LEAK_BYTES);
    if (block) {
        memset(block, 0xa5, BROKEN_LEAK_BYTES);
        broken_leak = block;
    }
#endif
    self->animator = (segue_animator_t){sizeof(segue_animator_t), self, broken_duration, broken_animate, NULL,
            BROKEN_INTERRUPTIBLE, broken_destroy};
    return &self->animator;
}

/* Runs at the start of every init call. */
static void broken_on_init(void) {
#if BROKEN_KIND == BROKEN_CHATTY_INIT
    printf("hello from init\n");
#elif BROKEN_KIND == BROKEN_CHATTY_ANIMATE
    printf("chatty animate: hello from init\n");
    fflush(stdout);
#elif BROKEN_KIND == BROKEN_CRASHES_IN_INIT
    raise(SIGSEGV);
#elif BROKEN_KIND == BROKEN_FLOODS_OUTPUT
    static char line[65536];
    memset(line, 'x', sizeof line);
    for (;;) {
        if (write(STDOUT_FILENO, line, sizeof line) < 0) break;
    }
#elif BROKEN_KIND == BROKEN_HANGS_IN_INIT
    for (;;) {
        struct timespec tick = {0, 10L * 1000 * 1000};
        thrd_sleep(&tick, NULL);
    }
#endif
}

#if BROKEN_KIND == BROKEN_ANSWERS_UNKNOWN_EXTENSION
/* What the lookup answers, whatever it is asked for. */
typedef struct broken_extension {
    uint32_t size;
    const char *id;
} broken_extension_t;
static const broken_extension_t broken_extension = {sizeof(broken_extension_t),
        "org.segue.fixture.answers-unknown-extension/1"};
static const void *broken_get_extension(const char *id) {
    (void)id;
    return &broken_extension;
}
#define BROKEN_GET_EXTENSION broken_get_extension
#else
#define BROKEN_GET_EXTENSION NULL
#endif

FIXTURE_ENTRY_HOOKED(SEGUE_ABI_VERSION_MAJOR, broken_descriptors,
        sizeof broken_descriptors / sizeof broken_descriptors[0], broken_create,
                     broken_on_init, BROKEN_ON_FIRST_INIT, BROKEN_ON_LAST_DEINIT, BROKEN_GET_EXTENSION)

#endif

#endif
