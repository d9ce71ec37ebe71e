/* Data-parallel loops of the interpreter: rc_module_run with threads > 1 makes
 * one small pool (RcPar) for the run; the evaluators of large elementwise ops,
 * fused elementwise kernels and row kernels hand it contiguous ranges of
 * elements or whole rows. Each range is computed exactly as the single-threaded
 * loop computes it, so results are bit-identical whatever the thread count. */
#ifndef RC_EXEC_PAR_H
#define RC_EXEC_PAR_H

#include <stdint.h>

typedef struct RcPar RcPar;

/* Ops with fewer elements than this run on the calling thread alone. */
#define RC_PAR_MIN_ELEMS ((int64_t)65536)

/* A pool of threads-1 workers (the caller is the last one; at most 64 threads in all); NULL for
 * threads <= 1 or when no thread can be started (the run is then single-threaded). */
RcPar *rc_par_new(int threads);
/* Joins the workers; NULL allowed. */
void rc_par_free(RcPar *p);

/* fn(user, lo, hi) over items [0, n) split into contiguous ranges whose starts are multiples of
 * `align` items; each item stands for `elems_per_item` elements (a row's length, 1 for elements).
 * Runs fn(user, 0, n) on the calling thread when p is NULL or the work is below RC_PAR_MIN_ELEMS.
 * fn must only write its own range and must not report diagnostics. Returns when all ranges are done. */
typedef void (*RcParFn)(void *user, int64_t lo, int64_t hi);
void rc_par_for(RcPar *p, int64_t n, int64_t align, int64_t elems_per_item, RcParFn fn, void *user);

#endif
