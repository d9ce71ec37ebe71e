/* recompose executor API: run a module's entry function on the CPU, with the
 * fused recompose.* calls dispatched to the SIMD kernels; read and write
 * NumPy .npy tensors; compare results in ULPs.
 *
 * Tensors are reference counted and opaque; rc_tensor_free drops one
 * reference. Failures return a status and append diagnostics to the module's
 * context (FILE:LINE:COL of the op that could not run). */
#ifndef RECOMPOSE_EXEC_H
#define RECOMPOSE_EXEC_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "recompose/export.h"
#include "recompose/recompose.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct RcTensor RcTensor;

/* A new zero-filled tensor (rank <= 16); caller frees; NULL on a bad argument or out of memory. */
RC_API RcTensor *rc_tensor_new(RcElemType type, int rank, const int64_t *dims);
/* Takes one more reference (release with rc_tensor_free); returns t. */
RC_API RcTensor *rc_tensor_ref(RcTensor *t);
/* Drops one reference (frees at zero); NULL allowed. */
RC_API void rc_tensor_free(RcTensor *t);
/* Frees each tensor of an array returned by this API, then the array; NULL allowed. */
RC_API void rc_tensors_free(RcTensor **ts, size_t n);
/* Element type; undefined for tuples. */
RC_API RcElemType rc_tensor_elem_type(const RcTensor *t);
/* Rank and dims (owned by the tensor). */
RC_API int rc_tensor_rank(const RcTensor *t);
RC_API const int64_t *rc_tensor_dims(const RcTensor *t);
/* Number of elements (1 for a scalar). */
RC_API int64_t rc_tensor_numel(const RcTensor *t);
/* Row-major element storage (pred as uint8, f16/bf16 as uint16 bits); owned by the tensor. */
RC_API void *rc_tensor_data(RcTensor *t);
/* Tuples: true for a tuple; its size; element i (borrowed). */
RC_API bool rc_tensor_is_tuple(const RcTensor *t);
RC_API size_t rc_tensor_tuple_size(const RcTensor *t);
RC_API RcTensor *rc_tensor_tuple_get(const RcTensor *t, size_t i);

/* One ULP of float type `type` at magnitude |v| (v finite): 2^(exponent - stored
 * significand bits), the subnormal spacing below the smallest normal; the one place
 * that knows each float type's grid for tolerances. Integer types: 1. */
RC_API double rc_elem_type_ulp(RcElemType type, double v);
/* v rounded to float type `type` (src/numerics' rule: to nearest, ties to even, inf from half an
 * ulp past the largest finite value), as a double; other types: v. */
RC_API double rc_elem_type_round(RcElemType type, double v);

/* How far `actual` is from `expected`: ULPs measured in their own dtype. */
typedef struct RcCompare {
  bool type_mismatch;     /* different dtype or shape: nothing else is valid */
  double max_ulp;         /* over finite expected values (integers: absolute difference) */
  double max_abs;
  double max_scaled_ulp;  /* max of min(ULP distance, |diff| / ULP(max |expected|)): errors counted in
                             ULPs of the tensor's largest finite magnitude (norm-wise), so values near
                             zero after cancellation (1 + erf(x), a dot) are judged on the tensor's scale */
  int64_t worst_scaled;   /* element index of max_scaled_ulp, -1 if none */
  int64_t worst;          /* element index of max_ulp, -1 if none */
  double worst_expected, worst_actual;
  int64_t special_mismatch; /* actual NaN/inf where expected differs (a finite value, another inf, NaN) */
  int64_t recovered;      /* expected NaN/inf (intermediate overflow, inf*0) where actual is finite:
                             reported, not counted as a mismatch */
  int64_t first_special;  /* index of the first special mismatch, -1 if none */
} RcCompare;
/* Compares two non-tuple tensors; never fails. */
RC_API void rc_tensor_compare(const RcTensor *expected, const RcTensor *actual, RcCompare *out);

/* The relative precision a float constant written in a program is taken to have when a rewrite
 * is judged against the precise reference: 0 for integers and powers of two, else the coarser of
 * its shortest decimal (0.166667) and its bf16/f16 rounding (0.70703125), at most 2^-12
 * (src/exec/accuracy.h has the rule and why). */
RC_API double rc_constant_precision(double value);
/* At most this many distinct inexact constant values of a program or region get that precision
 * (one more evaluation of the reference each); the rest are taken as exact. */
#define RC_CONSTANT_PRECISION_MAX_VALUES 16

/* Keeps up to max_bytes of freed tensor buffers (1 MiB or more each) for reuse by later tensors of the
 * same size: process-wide, thread-safe, off (0) by default; 0 turns it off and frees what is kept. */
RC_API void rc_exec_set_buffer_cache(size_t max_bytes);

/* ---- running a module ---- */

/* Per-op callback for benchmarking: op spelling, source line and the seconds it took. */
typedef void (*RcOpTimeFn)(void *user, const char *op, unsigned line, double seconds);

typedef struct RcRunOptions {
  bool checks;            /* evaluate check.expect_* custom calls (else they are skipped) */
  RcOpTimeFn on_op;       /* NULL = no timing */
  void *user;
  size_t nchecks;         /* out: check.* calls evaluated */
  size_t nfailed;         /* out: failed checks (each also an error diagnostic on the context) */
  int threads;            /* threads for large data-parallel ops (elementwise ops, fused elementwise
                             and row kernels; 64 Ki elements or more); 0 or 1 = single-threaded.
                             Results are bit-identical for every value. Appended last: options
                             initialized with designated initializers or zeroed stay single-threaded. */
} RcRunOptions;

/* Number of parameters of the entry function. */
RC_API size_t rc_module_input_count(const RcModule *m);
/* Name of entry parameter i ("p0", "arg0"); owned by the module. */
RC_API const char *rc_module_input_name(const RcModule *m, size_t i);
/* Writes the type of entry parameter i ("f32[2,3]") into buf. */
RC_API void rc_module_input_describe(const RcModule *m, size_t i, char *buf, size_t len);
/* A seeded random tensor for entry parameter i: floats in [-4, 4) (with `specials`, the first
 * elements are 0, -0, +-1, +-large, +-inf, NaN, denormals), ints in a small range; caller frees;
 * NULL if the parameter's type is not a static tensor. */
RC_API RcTensor *rc_module_input_random(const RcModule *m, size_t i, uint64_t seed, bool specials);
/* Checks that t fits entry parameter i; RC_ERR_INPUT with a diagnostic naming `what` if not. */
RC_API RcStatus rc_module_input_check(const RcModule *m, size_t i, const RcTensor *t, const char *what);
/* Runs the entry function on inputs (borrowed); on RC_OK *outs is a new array of *nouts
 * tensors (free with rc_tensors_free). RC_ERR_INPUT names the op that could not run.
 * opt may be NULL (checks on, no timing). */
RC_API RcStatus rc_module_run(RcModule *m, RcTensor *const *inputs, size_t ninputs, RcRunOptions *opt,
                              RcTensor ***outs, size_t *nouts);

/* Called by rc_module_unsupported_ops for each op that cannot run: its spelling ("convolution",
 * "custom-call 'foo'"), its location, and why; the strings live until the callback returns. */
typedef void (*RcUnsupportedFn)(void *user, const char *op, uint32_t line, uint32_t col, const char *reason);
/* Lists, without running anything, the ops reachable from the entry function (through calls,
 * composites' decompositions and reduce regions) that rc_module_run cannot execute: ops the
 * executor does not model (convolution, gather, while, ...), unknown custom calls, dynamic or
 * unmodelled types. Calls fn (may be NULL) for each in program order; returns how many. Never fails. */
RC_API size_t rc_module_unsupported_ops(const RcModule *m, RcUnsupportedFn fn, void *user);

/* ---- NumPy .npy files (format versions 1.0, 2.0, 3.0) ----
 * Supported descrs: |b1, i1/i2/i4/i8, u1/u2/u4/u8, f2/f4/f8 in either byte order, and bfloat16
 * as ml_dtypes saves it: descr '<V2' (raw 2-byte void) or 'bfloat16'. Fortran order is read and
 * transposed to row-major. Writing uses version 1.0 (2.0 if the header needs it), little endian,
 * and '<V2' for bf16. */

/* Parses an .npy image data[0..len); caller frees *out; RC_ERR_INPUT with a diagnostic
 * ("FILE: error: ...") on malformed input. */
RC_API RcStatus rc_npy_read(RcCtx *ctx, const char *filename, const void *data, size_t len, RcTensor **out);
/* Writes t (not a tuple) as .npy through the callback; RC_ERR_IO on a short write. */
RC_API RcStatus rc_npy_write(const RcTensor *t, RcWriteFn write, void *user);

#ifdef __cplusplus
}
#endif

#endif
