#define _GNU_SOURCE
#include "segue_process.h"

#include <dirent.h>
#include <dlfcn.h>
#include <execinfo.h>
#include <link.h>
#include <errno.h>
#include <fcntl.h>
#include <malloc.h>
#include <pthread.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

int segue_spawn(const char *path, char *const argv[], char *const envp[], int in_fd, int out_fd, int err_fd,
                const int *extra_sources, const int *extra_targets, int extra_count, pid_t *out_pid) {
    posix_spawn_file_actions_t actions;
    posix_spawnattr_t attributes;
    int status = posix_spawn_file_actions_init(&actions);
    if (status != 0) return status;
    status = posix_spawnattr_init(&attributes);
    if (status != 0) {
        posix_spawn_file_actions_destroy(&actions);
        return status;
    }
    /* dup2 onto the standard numbers and the chosen ones; the copies are not close-on-exec. */
    status = posix_spawn_file_actions_adddup2(&actions, in_fd, STDIN_FILENO);
    if (status == 0) status = posix_spawn_file_actions_adddup2(&actions, out_fd, STDOUT_FILENO);
    if (status == 0) status = posix_spawn_file_actions_adddup2(&actions, err_fd, STDERR_FILENO);
    for (int i = 0; status == 0 && i < extra_count; i++) {
        status = posix_spawn_file_actions_adddup2(&actions, extra_sources[i], extra_targets[i]);
    }
    sigset_t defaults;
    sigemptyset(&defaults);
    sigaddset(&defaults, SIGINT);
    sigaddset(&defaults, SIGTERM);
    sigaddset(&defaults, SIGPIPE);
    sigset_t none;
    sigemptyset(&none);
    if (status == 0) status = posix_spawnattr_setsigdefault(&attributes, &defaults);
    if (status == 0) status = posix_spawnattr_setsigmask(&attributes, &none);
    if (status == 0) status = posix_spawnattr_setpgroup(&attributes, 0);
    if (status == 0) {
        status = posix_spawnattr_setflags(&attributes,
                                          POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK);
    }
    if (status == 0) status = posix_spawn(out_pid, path, &actions, &attributes, argv, envp);
    posix_spawnattr_destroy(&attributes);
    posix_spawn_file_actions_destroy(&actions);
    return status;
}

int segue_pipe(int ends[2]) { return pipe2(ends, O_CLOEXEC); }

int segue_socketpair(int ends[2]) { return socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, ends); }

int segue_limit_file_size(unsigned long long bytes) {
    struct rlimit limit = {.rlim_cur = bytes, .rlim_max = bytes};
    return setrlimit(RLIMIT_FSIZE, &limit);
}

int segue_pidfd_open(pid_t pid) { return (int)syscall(SYS_pidfd_open, pid, 0); }

int segue_memfd(const char *name, size_t size) {
    int fd = memfd_create(name, MFD_CLOEXEC);
    if (fd < 0) return -1;
    if (ftruncate(fd, (off_t)size) != 0) {
        int saved = errno;
        close(fd);
        errno = saved;
        return -1;
    }
    return fd;
}

/* The live groups; 0 marks a free slot. Plain ints read by the signal handler: a torn read is
 * impossible for an aligned int, and a slot seen one step late only means one kill more or less. */
#define SEGUE_GROUP_SLOTS 64
static volatile sig_atomic_t segue_groups[SEGUE_GROUP_SLOTS];

int segue_groups_add(pid_t group) {
    for (int i = 0; i < SEGUE_GROUP_SLOTS; i++) {
        if (__sync_bool_compare_and_swap(&segue_groups[i], 0, group)) return 0;
    }
    return -1;
}

void segue_groups_remove(pid_t group) {
    for (int i = 0; i < SEGUE_GROUP_SLOTS; i++) __sync_bool_compare_and_swap(&segue_groups[i], group, 0);
}

/* Appends `text` to `buffer` at `*used` (bounded). Async-signal-safe. */
static void append(char *buffer, size_t capacity, size_t *used, const char *text) {
    while (*text && *used + 1 < capacity) buffer[(*used)++] = *text++;
}

static void append_number(char *buffer, size_t capacity, size_t *used, int value) {
    char digits[12];
    int count = 0;
    do {
        digits[count++] = (char)('0' + value % 10);
        value /= 10;
    } while (value > 0 && count < 11);
    while (count > 0 && *used + 1 < capacity) buffer[(*used)++] = digits[--count];
}

static void segue_interrupted(int signal_number) {
    int stopped = 0;
    for (int i = 0; i < SEGUE_GROUP_SLOTS; i++) {
        pid_t group = segue_groups[i];
        if (group > 0 && kill(-group, SIGKILL) == 0) stopped++;
    }
    char message[160];
    size_t used = 0;
    append(message, sizeof message, &used, "segue: interrupted by ");
    append(message, sizeof message, &used, signal_number == SIGINT ? "SIGINT" : "SIGTERM");
    append(message, sizeof message, &used, "; stopped ");
    append_number(message, sizeof message, &used, stopped);
    append(message, sizeof message, &used, stopped == 1 ? " test process\n" : " test processes\n");
    ssize_t ignored = write(STDERR_FILENO, message, used);
    (void)ignored;
    signal(signal_number, SIG_DFL);
    raise(signal_number);
}

void segue_groups_install_interrupt_handler(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = segue_interrupted;
    sigemptyset(&action.sa_mask);
    sigaction(SIGINT, &action, NULL);
    sigaction(SIGTERM, &action, NULL);
    /* A parent may have started this process with the signals blocked; they must get through. */
    sigset_t interrupts;
    sigemptyset(&interrupts);
    sigaddset(&interrupts, SIGINT);
    sigaddset(&interrupts, SIGTERM);
    pthread_sigmask(SIG_UNBLOCK, &interrupts, NULL);
}

int segue_become_subreaper(void) { return prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0); }

/* Kills every pid listed in /proc/self/task/<tid>/children (up to `capacity`), storing them in
 * `killed`; answers how many. */
static int kill_listed_children(pid_t *killed, int capacity) {
    DIR *tasks = opendir("/proc/self/task");
    if (!tasks) return 0;
    int count = 0;
    struct dirent *task;
    while ((task = readdir(tasks)) != NULL && count < capacity) {
        if (task->d_name[0] == '.') continue;
        char path[64];
        snprintf(path, sizeof path, "/proc/self/task/%.20s/children", task->d_name);
        FILE *file = fopen(path, "re");
        if (!file) continue;
        long pid;
        while (count < capacity && fscanf(file, "%ld", &pid) == 1) {
            if (pid > 0 && kill((pid_t)pid, SIGKILL) == 0) killed[count++] = (pid_t)pid;
        }
        fclose(file);
    }
    closedir(tasks);
    return count;
}

int segue_kill_children(void) {
    int total = 0;
    pid_t killed[256];
    for (int round = 0; round < 8; round++) {
        int count = kill_listed_children(killed, 256);
        /* SIGKILL cannot be caught, so each wait ends; once one has ended, its orphans are ours. */
        for (int i = 0; i < count; i++) waitpid(killed[i], NULL, __WALL);
        while (waitpid(-1, NULL, WNOHANG | __WALL) > 0) {
        }
        if (count == 0) break;
        total += count;
    }
    return total;
}

size_t segue_heap_in_use(void) {
    struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd;
}

struct segue_range_query {
    uintptr_t base;
    const char *name;
    uintptr_t *starts;
    uintptr_t *ends;
    int capacity;
    int count;
};

static int segue_collect_ranges(struct dl_phdr_info *info, size_t size, void *data) {
    (void)size;
    struct segue_range_query *query = data;
    if (info->dlpi_addr != query->base || strcmp(info->dlpi_name ? info->dlpi_name : "", query->name) != 0) return 0;
    for (int i = 0; i < info->dlpi_phnum && query->count < query->capacity; i++) {
        const ElfW(Phdr) *header = &info->dlpi_phdr[i];
        if (header->p_type != PT_LOAD || !(header->p_flags & PF_X)) continue;
        query->starts[query->count] = info->dlpi_addr + header->p_vaddr;
        query->ends[query->count] = info->dlpi_addr + header->p_vaddr + header->p_memsz;
        query->count++;
    }
    return 1;
}

int segue_executable_ranges(void *handle, uintptr_t *starts, uintptr_t *ends, int capacity) {
    struct link_map *map = NULL;
    if (dlinfo(handle, RTLD_DI_LINKMAP, &map) != 0 || map == NULL) return -1;
    struct segue_range_query query = {map->l_addr, map->l_name ? map->l_name : "", starts, ends, capacity, 0};
    dl_iterate_phdr(segue_collect_ranges, &query);
    return query.count;
}

const char *segue_object_containing(const void *address) {
    Dl_info info;
    if (dladdr(address, &info) == 0) return NULL;
    return info.dli_fname;
}

int segue_stack_addresses(void **frames, int capacity) { return backtrace(frames, capacity); }

int segue_is_single_threaded(void) {
    DIR *tasks = opendir("/proc/self/task");
    if (tasks == NULL) return 0;
    int count = 0;
    struct dirent *entry;
    while ((entry = readdir(tasks)) != NULL) {
        if (entry->d_name[0] != '.') count++;
    }
    closedir(tasks);
    return count == 1;
}

pid_t segue_fork(int in_fd, int out_fd, int err_fd, int keep_fd, int keep_target) {
    fflush(NULL);
    pid_t pid = fork();
    if (pid != 0) return pid;
    setpgid(0, 0);
    struct sigaction defaults;
    memset(&defaults, 0, sizeof defaults);
    defaults.sa_handler = SIG_DFL;
    sigemptyset(&defaults.sa_mask);
    for (int signal = 1; signal < NSIG; signal++) {
        if (signal != SIGKILL && signal != SIGSTOP) sigaction(signal, &defaults, NULL);
    }
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
    /* keep_target is above the standard descriptors, so the dup2 calls cannot clobber each other
     * as long as keep_fd is moved first when it sits on a standard number. */
    int keep = keep_fd < 3 ? fcntl(keep_fd, F_DUPFD, 3) : keep_fd;
    dup2(in_fd, STDIN_FILENO);
    dup2(out_fd, STDOUT_FILENO);
    dup2(err_fd, STDERR_FILENO);
    if (keep != keep_target) dup2(keep, keep_target);
    close_range((unsigned)keep_target + 1, ~0U, 0);
    for (int fd = 3; fd < keep_target; fd++) close(fd);
    return 0;
}

segue_slot_slab_t segue_slot_slabs[SEGUE_SLOT_SLABS_MAX];
int segue_slot_slab_count;
long segue_mailbox_letters;
/* Set through segue_set_calls_observed and segue_slot_set_is_animated_fallback. */
static bool segue_calls_observed;
static bool (*segue_slot_is_animated_fallback)(const segue_context_t *context);

int segue_slot_add_slab(segue_context_t *contexts, uintptr_t *occupants, segue_slot_facts_t *facts) {
    int count = __atomic_load_n(&segue_slot_slab_count, __ATOMIC_RELAXED);
    if (count >= SEGUE_SLOT_SLABS_MAX) return -1;
    segue_slot_slabs[count] = (segue_slot_slab_t){contexts, occupants, facts};
    __atomic_store_n(&segue_slot_slab_count, count + 1, __ATOMIC_RELEASE);
    return count;
}

void segue_set_calls_observed(bool observed) { segue_calls_observed = observed; }

void segue_slot_set_is_animated_fallback(bool (*fallback)(const segue_context_t *context)) {
    segue_slot_is_animated_fallback = fallback;
}

/* Whether `facts` belong to a session of the calling thread that prepares or animates. Another
 * thread may be opening or freeing the slot meanwhile: relaxed atomic loads, and only the
 * session's own thread (the one writer) goes on to trust the state. A free slot's state is 0. */
static inline bool segue_slot_serves_this_thread(const segue_slot_facts_t *facts) {
    uintptr_t thread = __atomic_load_n(&facts->thread, __ATOMIC_RELAXED);
    uint32_t state = __atomic_load_n(&facts->state, __ATOMIC_RELAXED);
    return thread == segue_current_thread() && (state & (SEGUE_SLOT_STATE_PREPARING | SEGUE_SLOT_STATE_ANIMATING)) != 0;
}

bool segue_slot_is_animated(const segue_context_t *context) {
    long slot = segue_slot_locate(context);
    if (slot >= 0 && !segue_calls_observed && !segue_mailbox_has_letters()) {
        const segue_slot_facts_t *facts = segue_slot_facts(slot);
        if (segue_slot_serves_this_thread(facts)) return facts->animated != 0;
    }
    return segue_slot_is_animated_fallback(context);
}
