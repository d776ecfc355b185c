/* segue_process.h: the few process operations the validator needs that Swift cannot express
 * safely (posix_spawn into a new process group with descriptors on chosen numbers, pidfd,
 * memfd, an async-signal-safe interrupt handler, killing a worker's leftover children).
 * Internal to Segue; not part of the plugin ABI. */
#ifndef SEGUE_PROCESS_H
#define SEGUE_PROCESS_H

#include <pthread.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

#include "segue/context.h"

/* Starts `path` in a new process group (its pid is the group id) with standard input, output
 * and error on `in_fd`, `out_fd` and `err_fd`, and `extra_sources[i]` duplicated onto descriptor
 * number `extra_targets[i]`; SIGINT, SIGTERM and SIGPIPE are reset to their defaults. Every other
 * descriptor of the caller must be close-on-exec. Answers 0 and the pid, or an errno value.
 * Thread: any. */
int segue_spawn(const char *path, char *const argv[], char *const envp[], int in_fd, int out_fd, int err_fd,
                const int *extra_sources, const int *extra_targets, int extra_count, pid_t *out_pid);

/* Whether this process has exactly one thread (from /proc/self/task), the condition under
 * which segue_fork is safe. Thread: any. */
int segue_is_single_threaded(void);
/* Forks a child without exec, for a process with one thread: the child gets a new process
 * group, default dispositions for every signal (a crash handler of the parent must not run in
 * it), no blocked signals, standard input from `in_fd`, output and error on `out_fd` and
 * `err_fd`, `keep_fd` on descriptor `keep_target`, and every other descriptor closed. Answers
 * 0 in the child, the child's pid in the parent, or -1 with errno. Stdio buffers are flushed
 * first so the child cannot write the parent's pending output. Thread: the only one. */
pid_t segue_fork(int in_fd, int out_fd, int err_fd, int keep_fd, int keep_target);
/* A pipe whose two ends are close-on-exec (pipe2 with O_CLOEXEC); 0, or -1 with errno. */
int segue_pipe(int ends[2]);

/* A connected pair of stream sockets, both ends close-on-exec; 0, or -1 with errno. */
int segue_socketpair(int ends[2]);
/* Limits the size of any file this process writes to `bytes` (RLIMIT_FSIZE, soft and hard), so
 * a flood of output ends in SIGXFSZ instead of filling memory; 0, or -1 with errno. */
int segue_limit_file_size(unsigned long long bytes);
/* A descriptor that becomes readable when `pid` ends (pidfd_open), or -1 with errno set. */
int segue_pidfd_open(pid_t pid);

/* An anonymous, close-on-exec memory file of `size` zero bytes named `name`, or -1 with errno. */
int segue_memfd(const char *name, size_t size);

/* Registers a process group that an interrupt of this process must kill; 0, or -1 when the
 * table (64 groups) is full. Thread: any; async-signal-safe readers. */
int segue_groups_add(pid_t group);

/* Forgets a registered group. Thread: any. */
void segue_groups_remove(pid_t group);

/* Installs handlers for SIGINT and SIGTERM that kill every registered group with SIGKILL, write
 * "segue: interrupted by SIG…; stopped N test processes" to standard error, and end this
 * process with the same signal. Thread: main, once. */
void segue_groups_install_interrupt_handler(void);

/* Makes this process the reaper of its orphaned descendants (PR_SET_CHILD_SUBREAPER), so
 * segue_kill_children can find what a plugin left running. 0, or -1 with errno. */
int segue_become_subreaper(void);

/* Kills (SIGKILL) and reaps every child of this process, repeating while orphans of the
 * killed ones arrive (at most 8 rounds). Answers how many processes it killed. */
int segue_kill_children(void);

/* The executable segments of the library `handle` (from dlopen) as [starts[i], ends[i])
 * address ranges, at most `capacity` of them; answers how many, or -1 when `handle` is not a
 * loaded object. Thread: any. */
int segue_executable_ranges(void *handle, uintptr_t *starts, uintptr_t *ends, int capacity);
/* The file of the loaded object containing `address`, or NULL (dladdr). Thread: any. */
const char *segue_object_containing(const void *address);
/* Fills `frames` with up to `capacity` return addresses of the calling thread's stack
 * (backtrace); answers how many. Thread: any. */
int segue_stack_addresses(void **frames, int capacity);
/* Bytes the C heap has handed out and not taken back (mallinfo2: arena and mmapped chunks),
 * for the validator's leak test. Thread: any. */
size_t segue_heap_in_use(void);

/* The host's transition-context slots (SegueHost's ContextSlots): slabs of segue_context_t
 * structs the host never frees, each slot with an occupant word (its session, 0 when
 * free). They live in C globals so that every context service finds its session with a few
 * inline instructions: no lazy initialisation, no lock, no hashing, nothing read through the
 * pointer a plugin passed. */
enum { SEGUE_SLOT_SLABS_MAX = 64, SEGUE_SLOTS_PER_SLAB = 4096 };

/* What the `is_animated` query answers from without entering Swift: the session's thread, its
 * state (one SEGUE_SLOT_STATE_* bit) and the transition's fixed answer. The host's thread writes
 * them when a session opens and whenever its state changes. */
typedef struct segue_slot_facts {
    uintptr_t thread;
    uint32_t state;
    uint32_t animated;
} segue_slot_facts_t;

/* A session's state as a bit of segue_slot_facts_t.state (0: the slot is free). */
enum { SEGUE_SLOT_STATE_PREPARING = 1, SEGUE_SLOT_STATE_ANIMATING = 2, SEGUE_SLOT_STATE_ENDED = 4 };

/* One slab: SEGUE_SLOTS_PER_SLAB contexts, occupant words and facts. */
typedef struct segue_slot_slab {
    segue_context_t *contexts;
    uintptr_t *occupants;
    segue_slot_facts_t *facts;
} segue_slot_slab_t;

/* The slabs; entries below segue_slot_slab_count are filled and never change again. */
extern segue_slot_slab_t segue_slot_slabs[SEGUE_SLOT_SLABS_MAX];
/* How many slabs are filled (written with release order after the slab, read with acquire). */
extern int segue_slot_slab_count;
/* Publishes a new slab of SEGUE_SLOTS_PER_SLAB contexts (segue_context_t), occupant words and
 * facts; answers its number, or -1 when SEGUE_SLOT_SLABS_MAX are in use. Thread: one at a time
 * (the host claims slots under its lock); readers may run meanwhile. */
int segue_slot_add_slab(segue_context_t *contexts, uintptr_t *occupants, segue_slot_facts_t *facts);

/* The slot `pointer` names as slab * SEGUE_SLOTS_PER_SLAB + index, or -1 when it is not exactly
 * a slot's address. Never reads through `pointer`; the stride is a constant, so the arithmetic
 * is multiplications, not a division. Thread: any. */
static inline long segue_slot_locate(const segue_context_t *pointer) {
    const size_t stride = sizeof(segue_context_t);
    int count = __atomic_load_n(&segue_slot_slab_count, __ATOMIC_ACQUIRE);
    uintptr_t address = (uintptr_t)pointer;
    for (int slab = 0; slab < count; slab++) {
        uintptr_t offset = address - (uintptr_t)segue_slot_slabs[slab].contexts;
        if (offset >= stride * SEGUE_SLOTS_PER_SLAB) continue;
        if (offset % stride != 0) return -1;
        return (long)slab * SEGUE_SLOTS_PER_SLAB + (long)(offset / stride);
    }
    return -1;
}

/* The occupant word of the slot `pointer` names (acquire), or 0 when it names none or a free
 * one. Thread: any. */
static inline uintptr_t segue_slot_occupant(const segue_context_t *pointer) {
    long slot = segue_slot_locate(pointer);
    if (slot < 0) return 0;
    return __atomic_load_n(&segue_slot_slabs[slot / SEGUE_SLOTS_PER_SLAB].occupants[slot % SEGUE_SLOTS_PER_SLAB],
                           __ATOMIC_ACQUIRE);
}

/* Sets the occupant word of `slot` (from segue_slot_locate), with release order. Thread: any. */
static inline void segue_slot_set_occupant(long slot, uintptr_t occupant) {
    __atomic_store_n(&segue_slot_slabs[slot / SEGUE_SLOTS_PER_SLAB].occupants[slot % SEGUE_SLOTS_PER_SLAB], occupant,
                     __ATOMIC_RELEASE);
}

/* The calling thread's pthread_t, as pthread_self() answers it. On x86-64 glibc that is the
 * thread's own control block address, stored at %fs:16, read inline here so that a context
 * query makes no call (tests compare it with pthread_self() on several threads). */
static inline uintptr_t segue_current_thread(void) {
#if defined(__x86_64__) && defined(__GLIBC__)
    uintptr_t self;
    __asm__("mov %%fs:16, %0" : "=r"(self));
    return self;
#else
    return (uintptr_t)pthread_self();
#endif
}

/* The facts of slot `slot` (from segue_slot_locate). Thread: the slot's session's, to write. */
static inline segue_slot_facts_t *segue_slot_facts(long slot) {
    return &segue_slot_slabs[slot / SEGUE_SLOTS_PER_SLAB].facts[slot % SEGUE_SLOTS_PER_SLAB];
}

/* Publishes a session's facts to slot `slot` with relaxed atomic stores: other threads read
 * them (segue_slot_thread) while the session's thread writes. Thread: the session's. */
static inline void segue_slot_publish_facts(long slot, uintptr_t thread, uint32_t state, uint32_t animated) {
    segue_slot_facts_t *facts = segue_slot_facts(slot);
    __atomic_store_n(&facts->thread, thread, __ATOMIC_RELAXED);
    __atomic_store_n(&facts->state, state, __ATOMIC_RELAXED);
    __atomic_store_n(&facts->animated, animated, __ATOMIC_RELAXED);
}

/* Sets slot `slot`'s state bit (0 when the slot is freed), relaxed atomic. Thread: the session's. */
static inline void segue_slot_publish_state(long slot, uint32_t state) {
    __atomic_store_n(&segue_slot_facts(slot)->state, state, __ATOMIC_RELAXED);
}

/* The thread of the session that last opened the slot `pointer` names (a freed slot keeps it),
 * or 0 when `pointer` names no slot or one never opened. Every context service compares it with
 * the calling thread before it touches the session, because only the session's own thread may
 * read it: another thread could be freeing it meanwhile. Thread: any. */
static inline uintptr_t segue_slot_thread(const segue_context_t *pointer) {
    long slot = segue_slot_locate(pointer);
    if (slot < 0) return 0;
    return __atomic_load_n(&segue_slot_facts(slot)->thread, __ATOMIC_RELAXED);
}

/* Whether a call observer is installed (the validator's worker): `segue_slot_is_animated` then
 * takes the host's full path, which tells the observer. Thread: before plugins load. */
void segue_set_calls_observed(bool observed);

/* The context service `is_animated`, in C so that the common call costs a few nanoseconds: a
 * live slot, the session's thread, a preparing or animating state, no observer and no letters
 * waiting answer from the slot's facts. Anything else goes to `segue_slot_is_animated_fallback`,
 * the host's full call, which refuses with a diagnostic. Thread: any. */
bool segue_slot_is_animated(const segue_context_t *context);
/* Sets the host's full `is_animated`, which `segue_slot_is_animated` hands what it cannot answer.
 * Thread: before the first context is handed out. */
void segue_slot_set_is_animated_fallback(bool (*fallback)(const segue_context_t *context));

/* Slot `slot`'s context struct. Thread: any. */
static inline segue_context_t *segue_slot_context(long slot) {
    return segue_slot_slabs[slot / SEGUE_SLOTS_PER_SLAB].contexts + slot % SEGUE_SLOTS_PER_SLAB;
}

/* Letters waiting in any of the host's thread mailboxes (SegueHost's PluginThreadMailbox), so
 * that every call between host and plugin checks for them with one inline load. */
extern long segue_mailbox_letters;

/* Whether any mailbox holds letters (relaxed: a letter posted meanwhile is delivered by the
 * next call). Thread: any. */
static inline bool segue_mailbox_has_letters(void) {
    return __atomic_load_n(&segue_mailbox_letters, __ATOMIC_ACQUIRE) > 0;
}
/* Counts `delta` letters posted (positive) or taken (negative). Thread: any. */
static inline void segue_mailbox_count(long delta) {
    __atomic_add_fetch(&segue_mailbox_letters, delta, __ATOMIC_ACQ_REL);
}
#endif
