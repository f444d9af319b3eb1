// Temporaries removed on a fatal signal, and a rename that never replaces. In C because a signal
// handler may only call async-signal-safe functions (unlink, sigaction, raise) and read plain memory.
#define _GNU_SOURCE
#include "neumorph_support.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#if defined(__linux__)
#include <sys/syscall.h>
#endif

enum { slot_count = 64, path_capacity = 4096 };
enum { slot_free = 0, slot_claimed = 1, slot_ready = 2 };

// A fixed table the handler reads without locks or allocation: a slot is claimed, its path
// written, then marked ready; the handler only reads ready slots.
static char temporary_paths[slot_count][path_capacity];
static _Atomic int temporary_state[slot_count];

int neu_temporary_register(const char *path) {
    if (strlen(path) >= path_capacity) return -1;
    for (int i = 0; i < slot_count; i++) {
        int expected = slot_free;
        if (atomic_compare_exchange_strong(&temporary_state[i], &expected, slot_claimed)) {
            strcpy(temporary_paths[i], path);
            atomic_store(&temporary_state[i], slot_ready);
            return 0;
        }
    }
    return -1;
}

void neu_temporary_unregister(const char *path) {
    for (int i = 0; i < slot_count; i++) {
        if (atomic_load(&temporary_state[i]) == slot_ready && strcmp(temporary_paths[i], path) == 0) {
            int expected = slot_ready;
            if (atomic_compare_exchange_strong(&temporary_state[i], &expected, slot_claimed)) {
                temporary_paths[i][0] = 0;
                atomic_store(&temporary_state[i], slot_free);
                return;
            }
        }
    }
}

// While a step that must finish as a whole runs (a frame published and listed in frames.txt), a
// fatal signal is noted and acted on when the step ends, so no folder is left half-updated.
static _Atomic int hold_depth;
static _Atomic int held_signal;

static void end_now(int signal_number) {
    for (int i = 0; i < slot_count; i++) {
        if (atomic_load(&temporary_state[i]) == slot_ready) unlink(temporary_paths[i]);
    }
    // End as the signal would have, so the parent sees "killed by SIGINT" and shells behave.
    struct sigaction fallback;
    memset(&fallback, 0, sizeof fallback);
    fallback.sa_handler = SIG_DFL;
    sigaction(signal_number, &fallback, NULL);
    raise(signal_number);
}

static void remove_temporaries_and_end(int signal_number) {
    if (atomic_load(&hold_depth) > 0) {
        atomic_store(&held_signal, signal_number);
        return;
    }
    end_now(signal_number);
}

void neu_signals_hold(void) { atomic_fetch_add(&hold_depth, 1); }

void neu_signals_release(void) {
    if (atomic_fetch_sub(&hold_depth, 1) != 1) return;
    int signal_number = atomic_exchange(&held_signal, 0);
    if (signal_number != 0) end_now(signal_number);
}

void neu_temporary_install_handlers(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = remove_temporaries_and_end;
    sigemptyset(&action.sa_mask);
    // The handler may return (a held signal), so interrupted system calls restart.
    action.sa_flags = SA_RESTART;
    const int fatal[] = {SIGINT, SIGTERM, SIGHUP};
    for (unsigned i = 0; i < sizeof fatal / sizeof fatal[0]; i++) {
        struct sigaction previous;
        // A signal the parent set to be ignored (nohup, a shell's background job) stays ignored.
        if (sigaction(fatal[i], NULL, &previous) == 0 && previous.sa_handler == SIG_IGN) continue;
        sigaction(fatal[i], &action, NULL);
    }
    // A launcher may pass on a mask that blocks everything (Foundation's Process on Linux spawns with
    // the calling thread's mask, which blocks all signals on Dispatch's threads): the program would
    // then ignore Ctrl-C and SIGTERM entirely. Ignoring a signal is a choice that is kept (above);
    // a blocked one is an accident that is undone.
    sigset_t fatal_set;
    sigemptyset(&fatal_set);
    for (unsigned i = 0; i < sizeof fatal / sizeof fatal[0]; i++) sigaddset(&fatal_set, fatal[i]);
    pthread_sigmask(SIG_UNBLOCK, &fatal_set, NULL);
    signal(SIGXFSZ, SIG_IGN);
    signal(SIGPIPE, SIG_IGN);
}

int neu_rename_noreplace(const char *from, const char *to) {
#if defined(__linux__) && defined(SYS_renameat2)
    if (syscall(SYS_renameat2, AT_FDCWD, from, AT_FDCWD, to, 1 /* RENAME_NOREPLACE */) == 0) return 0;
    if (errno != EINVAL && errno != ENOSYS) return -1;
#elif defined(__APPLE__)
    // macOS 10.12 and later: RENAME_EXCL fails with EEXIST when `to` exists; a file system without
    // it answers ENOTSUP (untested here: nothing on this machine compiles for Darwin).
    if (renamex_np(from, to, RENAME_EXCL) == 0) return 0;
    if (errno != ENOTSUP && errno != EINVAL) return -1;
#endif
    // link fails with EEXIST when `to` exists, so a race loses cleanly here too.
    if (link(from, to) != 0) return -1;
    unlink(from);
    return 0;
}
