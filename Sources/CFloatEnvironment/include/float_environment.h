#ifndef NEUMORPH_FLOAT_ENVIRONMENT_H
#define NEUMORPH_FLOAT_ENVIRONMENT_H

/// Makes denormal floats flush to zero on this thread; returns the previous state for restoring.
unsigned int neu_enable_flush_to_zero(void);
/// Restores a state returned by `neu_enable_flush_to_zero`.
void neu_restore_float_environment(unsigned int state);

#endif
