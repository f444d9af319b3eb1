// The current thread's stack bounds. In C because glibc declares pthread_getattr_np only under
// _GNU_SOURCE, which Swift's Glibc module is not built with.
#define _GNU_SOURCE
#include "neumorph_support.h"

#include <pthread.h>
#include <stdint.h>

int neu_stack_lowest_address(uintptr_t *lowest) {
#if defined(__APPLE__)
    pthread_t thread = pthread_self();
    uintptr_t top = (uintptr_t)pthread_get_stackaddr_np(thread);
    *lowest = top - pthread_get_stacksize_np(thread);
    return 0;
#elif defined(__linux__)
    // Kept per thread: for the main thread glibc reads /proc/self/maps to answer, which costs more
    // than a frame's evaluation when every control's style makes an evaluator of its own.
    static __thread int known = 0;
    static __thread uintptr_t known_lowest = 0;
    if (known) {
        *lowest = known_lowest;
        return 0;
    }
    pthread_attr_t attributes;
    if (pthread_getattr_np(pthread_self(), &attributes) != 0) return -1;
    void *address = 0;
    size_t size = 0;
    int failed = pthread_attr_getstack(&attributes, &address, &size);
    pthread_attr_destroy(&attributes);
    if (failed != 0) return -1;
    known_lowest = (uintptr_t)address;
    known = 1;
    *lowest = known_lowest;
    return 0;
#else
    return -1;
#endif
}

// noinline so that the frame is this function's own, one below the caller's.
__attribute__((noinline)) uintptr_t neu_stack_here(void) {
    return (uintptr_t)__builtin_frame_address(0);
}
