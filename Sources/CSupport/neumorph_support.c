#include "neumorph_support.h"

#if defined(__x86_64__) || defined(__i386__)
#include <xmmintrin.h>
#include <pmmintrin.h>

unsigned int neu_enable_flush_to_zero(void) {
    unsigned int previous = _mm_getcsr();
    // FTZ (bit 15) for results and DAZ (bit 6) for inputs.
    _mm_setcsr(previous | 0x8040);
    return previous;
}

void neu_restore_float_environment(unsigned int state) { _mm_setcsr(state); }

#elif defined(__aarch64__)

unsigned int neu_enable_flush_to_zero(void) {
    unsigned long fpcr;
    __asm__ volatile("mrs %0, fpcr" : "=r"(fpcr));
    __asm__ volatile("msr fpcr, %0" : : "r"(fpcr | (1UL << 24)));
    return (unsigned int)fpcr;
}

void neu_restore_float_environment(unsigned int state) {
    unsigned long fpcr = state;
    __asm__ volatile("msr fpcr, %0" : : "r"(fpcr));
}

#else

unsigned int neu_enable_flush_to_zero(void) { return 0; }
void neu_restore_float_environment(unsigned int state) { (void)state; }

#endif

#if defined(__GLIBC__)
#include <malloc.h>
void neu_return_free_memory(void) { malloc_trim(0); }
#else
void neu_return_free_memory(void) {}
#endif

#include <sys/mman.h>

int neu_can_reserve(size_t bytes) {
    if (bytes == 0) return 1;
    void *p = mmap(NULL, bytes, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (p == MAP_FAILED) return 0;
    munmap(p, bytes);
    return 1;
}
