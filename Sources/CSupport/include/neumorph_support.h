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

/// Whether `bytes` of address space can be mapped now: maps them without access (nothing is
/// touched or committed) and unmaps them again. Returns 1 or 0. Under `ulimit -v` this says in
/// advance whether a large allocation would fail, which in Swift would abort the process.
int neu_can_reserve(size_t bytes);

#include <stdint.h>

/// The lowest address the current thread's stack may grow to, in `lowest`. Returns 0, or -1 when
/// the system cannot say.
int neu_stack_lowest_address(uintptr_t *lowest);
/// Where the caller's frame is on the thread's real stack. Not the address of a local: under
/// AddressSanitizer locals may live on a "fake stack" on the heap, anywhere in memory.
uintptr_t neu_stack_here(void);

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver (only linked into the `make fuzz` targets, built with -sanitize=fuzzer).
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));


// MARK: - Files that appear whole or not at all

/// Remembers a temporary file so that SIGINT, SIGTERM and SIGHUP remove it before the process
/// ends. Returns 0, or -1 when the table is full (the write goes on, unprotected).
int neu_temporary_register(const char *path);
/// Forgets a temporary file (it was published or removed).
void neu_temporary_unregister(const char *path);
/// Installs the handlers: SIGINT, SIGTERM and SIGHUP remove every registered temporary and then end
/// the process as the signal would have; SIGXFSZ and SIGPIPE are ignored so that an over-large or
/// broken write fails with EFBIG or EPIPE, which the writer reports, instead of killing the process.
void neu_temporary_install_handlers(void);
/// Defers SIGINT, SIGTERM and SIGHUP until the matching `neu_signals_release` (nestable).
void neu_signals_hold(void);
/// Ends a hold; a signal that came meanwhile now ends the process as it would have.
void neu_signals_release(void);
/// Renames `from` to `to` only if `to` does not exist (Linux's renameat2 with RENAME_NOREPLACE, macOS's
/// renamex_np with RENAME_EXCL, or link and unlink where the file system lacks them). Returns 0 or -1
/// with errno set (EEXIST when taken).
int neu_rename_noreplace(const char *from, const char *to);

#endif
