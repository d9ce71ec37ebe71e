/* Data-parallel loops of the interpreter: rc_module_run with threads > 1 makes
 * one small pool (RcPar) for the run; the evaluators of large elementwise ops
 * and row reductions hand it contiguous ranges of elements or whole rows, and
 * the fused kernels reach it as the kernel library's parallel-for hook
 * (rc_par_hook). Both cut their work by support/split.h's rule. Each range is
 * computed exactly as the single-threaded loop computes it, so results are
 * bit-identical whatever the thread count. */
#ifndef RC_EXEC_PAR_H
#define RC_EXEC_PAR_H

#include <stddef.h>
#include <stdint.h>

#include "recompose/kernels.h"

typedef struct RcPar RcPar;

/* A pool of threads-1 workers (the caller is the last one; at most 64 threads in all); NULL for
 * threads <= 1 or when no thread can be started (the run is then single-threaded). */
RcPar *rc_par_new(int threads);
/* Joins the workers; NULL allowed. */
void rc_par_free(RcPar *p);

/* The pool as the kernel library's parallel-for hook (rc_kernel_run_parallel); p NULL: a hook that
 * keeps calls on one thread. Valid while p is. */
RcParallelFor rc_par_hook(RcPar *p);

/* fn(user, lo, hi) over items [0, n) split by rc_split into contiguous ranges whose starts are
 * multiples of `align` items; each item stands for `elems_per_item` elements (a row's length, 1 for
 * elements). Runs fn(user, 0, n) on the calling thread when p is NULL or the work is below
 * RC_SPLIT_MIN_ELEMS. fn must only write its own range and must not report diagnostics. Returns
 * when all ranges are done. */
typedef void (*RcParFn)(void *user, int64_t lo, int64_t hi);
void rc_par_for(RcPar *p, int64_t n, int64_t align, int64_t elems_per_item, RcParFn fn, void *user);

#endif
