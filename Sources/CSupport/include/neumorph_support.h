#ifndef NEUMORPH_SUPPORT_H
#define NEUMORPH_SUPPORT_H

/// Makes denormal floats flush to zero on this thread; returns the previous state for restoring.
unsigned int neu_enable_flush_to_zero(void);
/// Restores a state returned by `neu_enable_flush_to_zero`.
void neu_restore_float_environment(unsigned int state);

/// Hands memory that the allocator keeps after `free` back to the system (glibc's malloc_trim);
/// a no-op elsewhere.
void neu_return_free_memory(void);

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver (only linked into the `make fuzz` targets, built with -sanitize=fuzzer).
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
