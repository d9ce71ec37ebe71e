/* The one chunking rule of recompose's data-parallel loops: the executor's
 * pool (src/exec/par.c) and the kernel library's parallel-for hook
 * (rc_kernel_run_parallel, which the XLA handlers feed with XLA's intra-op
 * pool) both cut their work with rc_split. Work is n items of `unit` elements
 * each (an element, or a whole row); a chunk is a run of whole items. */
#ifndef RC_SUPPORT_SPLIT_H
#define RC_SUPPORT_SPLIT_H

#include <stddef.h>

/* Work of fewer elements than this stays on the calling thread (the figures it
 * comes from are in BENCHMARKS.md, "Threads in the XLA handlers"). */
#define RC_SPLIT_MIN_ELEMS ((size_t)1048576)

/* The same for calls that XLA runs (the typed-FFI handlers, src/xla/ffi.c): there XLA's own loops
 * run over its pool just before and after, so the pool's threads are awake and a split pays from
 * far smaller calls (whole models timed in BENCHMARKS.md, "Threads in the XLA handlers"). */
#define RC_SPLIT_MIN_ELEMS_XLA ((size_t)32768)

/* count chunks of per items each (the last one shorter); chunk i is items [i * per, min(n, (i + 1) * per)). */
typedef struct {
  size_t per, count;
} RcSplit;

/* Chunks of n items of `unit` elements each for `threads` threads: one chunk per
 * thread, per rounded up to a multiple of align items. One chunk ({n, 1}; {0, 0}
 * for n == 0) when threads <= 1, n < 2 or n * unit < min_elems. Never fails. */
RcSplit rc_split(size_t n, size_t unit, size_t align, size_t threads, size_t min_elems);

#endif
