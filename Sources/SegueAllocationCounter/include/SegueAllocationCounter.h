// Heap-allocation counter for `segue bench`.
//
// Built as libSegueAllocationCounter.so and loaded with LD_PRELOAD, it replaces malloc, calloc,
// realloc, posix_memalign, aligned_alloc and memalign with versions that count calls and then
// forward to glibc's own implementations (__libc_malloc and friends). It is never linked into
// a program: the bench re-executes itself with the library preloaded and finds its functions
// with dlsym.
#ifndef SEGUE_ALLOCATION_COUNTER_H
#define SEGUE_ALLOCATION_COUNTER_H

#include <stdint.h>

/// Number of allocation calls (every function above counts one) since the process started.
/// Thread: any. Never allocates.
uint64_t segue_allocation_counter_count(void);

/// Bytes the heap has handed out and not had back (glibc's mallinfo2: small blocks plus mmapped
/// ones), for the bench's memory figures; Swift cannot reach mallinfo2 itself. Thread: any.
uint64_t segue_allocation_counter_heap_bytes(void);

#endif
