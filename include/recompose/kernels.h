/* recompose kernels: SIMD CPU implementations of the fused activations that
 * the rewriter emits as custom calls `recompose.<op>`.
 *
 * Every kernel exists for three ISAs (scalar C, AVX2+FMA, AVX-512) that give
 * bit-identical results; the plain entry points dispatch to the active ISA
 * (best one from CPUID, or the one rc_isa_force set; the CLI maps
 * RECOMPOSE_ISA=scalar|avx2|avx512 onto rc_isa_force). f32 is first-class;
 * bf16/f16 variants compute in f32 and round to nearest even on the way out
 * (elementwise ones: correctly rounded, the exact value rounded once).
 * out == in is allowed everywhere. Calls that can fail return an RcStatus and,
 * given a context, append the reason to its diagnostics. See docs/kernels.md. */
#ifndef RECOMPOSE_KERNELS_H
#define RECOMPOSE_KERNELS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "recompose/export.h"
#include "recompose/recompose.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---- ISA selection ---------------------------------------------------- */

typedef enum { RC_ISA_SCALAR, RC_ISA_AVX2, RC_ISA_AVX512, RC_ISA_COUNT } RcIsa;

/* Best ISA this CPU and build support (CPUID, computed once, thread-safe). */
RC_API RcIsa rc_isa_best(void);
/* ISA the dispatching entry points use: the one rc_isa_force set, else best. The library reads no environment. */
RC_API RcIsa rc_isa_active(void);
/* Whether this CPU and build can run isa; false for out-of-range values. */
RC_API bool rc_isa_supported(RcIsa isa);
/* Static name ("scalar", "avx2", "avx512"); "?" for out-of-range values. */
RC_API const char *rc_isa_name(RcIsa isa);
/* Parse a name into *out; RC_ERR_USAGE for an unknown name (*out untouched). */
RC_API RcStatus rc_isa_parse(const char *name, RcIsa *out);
/* Make isa the active ISA for the whole process; RC_ERR_USAGE (nothing changed) if unsupported. */
RC_API RcStatus rc_isa_force(RcIsa isa);

/* ---- Accuracy tiers ---------------------------------------------------- */

/* RC_ACCURACY_DEFAULT: every kernel within 2 ULP of the exact result on every input.
 * RC_ACCURACY_FAST (opt-in; config key accuracy=fast, `recompose opt --accuracy fast`): f32
 * calls of the ops that have a fast kernel run it, within the bound docs/kernels.md states per
 * op (relative where the result is not tiny, absolute below); every other call, bf16 and f16
 * included, runs the default kernel. Both tiers give the same bits on every ISA. */
typedef enum { RC_ACCURACY_DEFAULT, RC_ACCURACY_FAST, RC_ACCURACY_COUNT } RcAccuracy;

/* Static name ("default", "fast"); "?" for out-of-range values. */
RC_API const char *rc_accuracy_name(RcAccuracy acc);
/* Parse a name into *out; RC_ERR_USAGE for an unknown name (*out untouched). */
RC_API RcStatus rc_accuracy_parse(const char *name, RcAccuracy *out);

/* ---- Direct entry points (active ISA) -------------------------------- */

/* Every op of recompose/fused.def, by kind:
 *   ELEMENTWISE: out[i] = op(in[i]) for i < n; rc_<op>_fast_f32 is the same under RC_ACCURACY_FAST.
 *   ROW: softmax-like, over rows x cols (row-major).
 *   NORM: per row, y = normalized x (with eps) * scale + bias; scale/bias [cols] or NULL.
 *   GRAD: out[i] = dy[i] * f'(x[i]) for i < n, f the forward op named without `_grad`.
 *   ROW_GRAD: the backward of the ROW op named without `_grad` over rows x cols (row-major),
 *     from its output y and the gradient dy (softmax_grad: y (dy - sum dy y)).
 *   NORM_GRAD: dx of the norm named without `_grad` (mean and rstd recomputed from x),
 *     over rows x cols (row-major); scale [cols] or NULL; acc [rows x cols] or NULL, added.
 *   NORM_SCALE_GRAD: d scale of the norm named without `_grad_scale`: out[cols] = sum over the
 *     rows of dy x^ (mean and rstd recomputed from x), x and dy rows x cols (row-major).
 * Never fail; out may equal in. docs/kernels.md defines each op. */
#define RC_DECLARE_ELEMENTWISE(op)                                                  \
  RC_API void rc_##op##_f32(float *out, const float *in, size_t n);                 \
  RC_API void rc_##op##_fast_f32(float *out, const float *in, size_t n);            \
  RC_API void rc_##op##_bf16(uint16_t *out, const uint16_t *in, size_t n);          \
  RC_API void rc_##op##_f16(uint16_t *out, const uint16_t *in, size_t n);
#define RC_DECLARE_ROW(op)                                                                  \
  RC_API void rc_##op##_f32(float *out, const float *in, size_t rows, size_t cols);          \
  RC_API void rc_##op##_bf16(uint16_t *out, const uint16_t *in, size_t rows, size_t cols);   \
  RC_API void rc_##op##_f16(uint16_t *out, const uint16_t *in, size_t rows, size_t cols);
#define RC_DECLARE_NORM(op)                                                                       \
  RC_API void rc_##op##_f32(float *out, const float *in, const float *scale, const float *bias,   \
                            size_t rows, size_t cols, float eps);                                 \
  RC_API void rc_##op##_bf16(uint16_t *out, const uint16_t *in, const uint16_t *scale,            \
                             const uint16_t *bias, size_t rows, size_t cols, float eps);          \
  RC_API void rc_##op##_f16(uint16_t *out, const uint16_t *in, const uint16_t *scale,             \
                            const uint16_t *bias, size_t rows, size_t cols, float eps);
#define RC_DECLARE_GRAD(op)                                                                     \
  RC_API void rc_##op##_f32(float *out, const float *x, const float *dy, size_t n);             \
  RC_API void rc_##op##_bf16(uint16_t *out, const uint16_t *x, const uint16_t *dy, size_t n);   \
  RC_API void rc_##op##_f16(uint16_t *out, const uint16_t *x, const uint16_t *dy, size_t n);
#define RC_DECLARE_ROW_GRAD(op)                                                                          \
  RC_API void rc_##op##_f32(float *out, const float *y, const float *dy, size_t rows, size_t cols);          \
  RC_API void rc_##op##_bf16(uint16_t *out, const uint16_t *y, const uint16_t *dy, size_t rows, size_t cols); \
  RC_API void rc_##op##_f16(uint16_t *out, const uint16_t *y, const uint16_t *dy, size_t rows, size_t cols);
#define RC_DECLARE_NORM_GRAD(op)                                                                   \
  RC_API void rc_##op##_f32(float *out, const float *x, const float *dy, const float *scale,             \
                            const float *acc, size_t rows, size_t cols, float eps);                        \
  RC_API void rc_##op##_bf16(uint16_t *out, const uint16_t *x, const uint16_t *dy, const uint16_t *scale,  \
                             const uint16_t *acc, size_t rows, size_t cols, float eps);                    \
  RC_API void rc_##op##_f16(uint16_t *out, const uint16_t *x, const uint16_t *dy, const uint16_t *scale,   \
                            const uint16_t *acc, size_t rows, size_t cols, float eps);
#define RC_DECLARE_NORM_SCALE_GRAD(op)                                                            \
  RC_API void rc_##op##_f32(float *out, const float *x, const float *dy, size_t rows, size_t cols, float eps); \
  RC_API void rc_##op##_bf16(uint16_t *out, const uint16_t *x, const uint16_t *dy, size_t rows, size_t cols,  \
                             float eps);                                                                      \
  RC_API void rc_##op##_f16(uint16_t *out, const uint16_t *x, const uint16_t *dy, size_t rows, size_t cols,   \
                            float eps);
#define RC_FUSED(op, kind, isas, same_as, ref, keys) RC_DECLARE_##kind(op)
#include "recompose/fused.def"
#undef RC_FUSED
#undef RC_DECLARE_NORM_SCALE_GRAD
#undef RC_DECLARE_ROW_GRAD
#undef RC_DECLARE_NORM_GRAD
#undef RC_DECLARE_GRAD
#undef RC_DECLARE_ELEMENTWISE
#undef RC_DECLARE_ROW
#undef RC_DECLARE_NORM

/* ---- Conversions (round to nearest even; NaN keeps its sign, becomes quiet) */

/* bf16 <-> f32 for n values; never fails. */
RC_API void rc_bf16_to_f32(float *out, const uint16_t *in, size_t n);
RC_API void rc_f32_to_bf16(uint16_t *out, const float *in, size_t n);
/* IEEE binary16 <-> f32 for n values; overflow gives inf; never fails. */
RC_API void rc_f16_to_f32(float *out, const uint16_t *in, size_t n);
RC_API void rc_f32_to_f16(uint16_t *out, const float *in, size_t n);

/* ---- Config string (the custom call's backend_config) ---------------- */

/* Parsed "dtype=bf16;n=4096;cols=1024;inner=4;mid=2;cols2=8;eps=1e-05;scale=1;bias=1;eps_in=1;gate=1;residual=1;accuracy=fast". */
typedef struct {
  RcElemType dtype; /* dtype=f32|bf16|f16 (default f32): RC_ELEM_F32, RC_ELEM_BF16 or RC_ELEM_F16 */
  size_t n;         /* n=total element count (required) */
  size_t cols;      /* cols=row length (row and norm ops; must divide n) */
  float eps;        /* eps=epsilon (norm ops) */
  bool has_eps;     /* eps was given */
  bool has_scale;   /* scale=1: a scale input follows x */
  bool has_bias;    /* bias=1: a bias input follows x (and scale); elementwise ops: cols elements added to x
                     * along its last axis before the op */
  size_t inner;     /* inner=elements after the reduced axes: x is [outer, cols, inner] (0, 1: rows are contiguous) */
  bool has_eps_in;  /* eps_in=1: eps is a one-element input of x's dtype after scale and bias */
  size_t tail;      /* tail=elements per row of a second input y continuing x's rows (row ops; 0: none);
                     * the op runs over [x row, y row] and writes x's part */
  bool from_exp;    /* from_exp=1 (row_grad ops): the first input is e, y = e / sum e (softmax_grad) or
                     * e^y = e / sum e (log_softmax_grad) over each row */
  bool has_sum_in;  /* sum_in=1 (with from_exp): the row sums of e are a third input, one per row */
  RcAccuracy accuracy; /* accuracy=default|fast (default: RC_ACCURACY_DEFAULT, the zero value) */
  bool has_gate;    /* gate=1 (elementwise ops): an input of n elements after bias that multiplies the result */
  bool has_residual; /* residual=1 (norm ops): an input of n elements, last, added to x before the norm */
  bool has_acc;     /* acc=1: an input of x's shape after scale added to the result (NORM_GRAD ops) */
  /* A row op's neighbours, inputs after x in this order (contiguous rows, no tail): */
  bool has_xmul;    /* xmul=1: a one-element input of x's dtype that multiplies x before the op */
  bool has_xdiv;    /* xdiv=1: a one-element input of x's dtype that divides x before the op */
  bool has_mask;    /* mask=1: an input of x's dtype, mask_rows * cols elements, added next */
  bool has_where;   /* where=1: a pred input (one byte per element, nonzero keeps the value) of mask_rows * cols
                     * elements, then a one-element input of x's dtype put where it is zero */
  size_t mask_rows; /* mask_rows=rows of the mask (0: as many as x); row r of x reads rc_kernel_mask_row */
  size_t mask_rep;  /* mask_rep=rows of x in a row that read one mask row (0: 1) */
  size_t mid;       /* mid=elements of the kept axes between two blocks of reduced axes (0, 1: one block);
                     * x is [outer, cols / cols2, mid, cols2, inner] */
  size_t cols2;     /* cols2=elements of the second reduced block (with mid > 1; divides cols) */
  size_t mask_in;   /* mask_in=mask rows in a run that mask_gap runs of x's rows read alike (0: 1) */
  size_t mask_gap;  /* mask_gap=runs of mask_in rows of x that read the same mask rows (0: 1; heads between
                     * a mask's batch and query axes): rc_kernel_mask_row */
  size_t mid2, cols3; /* mid2=kept elements after the second block, cols3=the third block's (mid2 > 1 with mid > 1;
                       * 0, 1: none); x is [outer, cols / (cols2 cols3 cols4), mid, cols2, mid2, cols3, mid3, cols4, inner] */
  size_t mid3, cols4; /* mid3=kept elements after the third block, cols4=the fourth block's (mid3 > 1 with mid2 > 1) */
  bool has_sum_out; /* sum_out=1 (norm ops, with residual=1): a second output of n elements, x + residual
                     * (rc_kernel_run_outputs) */
  bool ninf_zero;   /* ninf_zero=1 (hardswish): +0 where the op reads x = -inf, as the select form
                     * where(x <= -3, 0, ...) gives, instead of NaN (-inf * 0) */
  unsigned tie;     /* tie=0|1|2 (hardsigmoid_grad, hardswish_grad): the clamp's derivative at its ends in
                     * halves, as recompose/fused.def says (0: as jax.nn.relu6, 1: jnp.clip, 2: torch's hardswish) */
} RcKernelConfig;

/* The mask row that row r of x reads (mask, where): q = r / mask_rep, then
 * (q / (mask_in * mask_gap) * mask_in + q % mask_in) % mask_rows, each of rep, in, gap 0 meaning 1
 * and rows 0 meaning x's (the row itself). */
static inline size_t rc_kernel_mask_row(size_t r, size_t rows, size_t rep, size_t in, size_t gap)
{
  size_t q = r / (rep ? rep : 1), i = in ? in : 1, g = gap ? gap : 1;
  q = q / (i * g) * i + q % i;
  return rows ? q % rows : q;
}

/* Parse s[0..len) into *out (may be NULL: check only); RC_ERR_INPUT on malformed text, with the
 * reason appended to ctx's diagnostics (ctx may be NULL). */
RC_API RcStatus rc_kernel_config_parse(RcCtx *ctx, const char *s, size_t len, RcKernelConfig *out);
/* Write the canonical string into buf (NUL-terminated if len > 0); returns the length it needs, like snprintf. */
RC_API int rc_kernel_config_format(const RcKernelConfig *cfg, char *buf, size_t len);

/* ---- Kernel registry (generated from recompose/fused.def) ------------ */

typedef enum {
  RC_KIND_ELEMENTWISE,
  RC_KIND_ROW,
  RC_KIND_NORM,
  RC_KIND_GRAD,
  RC_KIND_ROW_GRAD,
  RC_KIND_NORM_GRAD,
  RC_KIND_NORM_SCALE_GRAD
} RcKernelKind;
typedef struct RcKernel RcKernel;   /* static, never freed */

/* Kernel for op name and dtype (f32, bf16 or f16), or NULL if unknown. */
RC_API const RcKernel *rc_kernel_lookup(const char *op, RcElemType dt);
/* Number of (op, dtype) kernels; rc_kernel_at(i) for i < count, NULL past the end. */
RC_API size_t rc_kernel_count(void);
RC_API const RcKernel *rc_kernel_at(size_t i);
/* Op name ("gelu_erf"), static. */
RC_API const char *rc_kernel_name(const RcKernel *k);
RC_API RcKernelKind rc_kernel_kind(const RcKernel *k);
RC_API RcElemType rc_kernel_dtype(const RcKernel *k);
/* Whether k has an implementation for isa on this build (not: whether the CPU runs it). */
RC_API bool rc_kernel_has_isa(const RcKernel *k, RcIsa isa);
/* Number of inputs the kernel reads under cfg (1 + scale + bias + eps + residual, 1 + bias + gate, or
 * 1 + (tail > 0); 2 for GRAD: x, dy, and ROW_GRAD: y, dy, + 1 with sum_in; 2 + scale + acc + eps for
 * NORM_GRAD; 2 + eps for NORM_SCALE_GRAD). */
RC_API size_t rc_kernel_num_inputs(const RcKernel *k, const RcKernelConfig *cfg);

/* Run k on inputs (x, then scale, bias, eps, residual as cfg says; x, bias, gate for elementwise ops; x, dy
 * for GRAD; y, dy for ROW_GRAD; x, dy, then scale, acc, eps for NORM_GRAD; x, dy, eps for NORM_SCALE_GRAD, whose out holds cols elements) into out, with isa (-1 = active,
 * or scalar for an op that lacks it).
 * Buffers hold cfg->n (scale/bias: cfg->cols, eps: 1) elements.
 * With inner > 1 the rows are strided: groups of rows are gathered into contiguous scratch and
 * the result scattered back; with tail > 0 each row of x and the same row of y (rows * tail
 * elements) are joined in scratch. RC_ERR_USAGE (nothing written) if cfg does not fit k (dtype,
 * cols, eps), a buffer is missing or isa is unknown/unsupported; RC_ERR_NOMEM if the scratch
 * cannot be allocated; the reason is appended to ctx's diagnostics (ctx may be NULL). */
RC_API RcStatus rc_kernel_run(RcCtx *ctx, const RcKernel *k, int isa, void *out, const void *const *inputs,
                              const RcKernelConfig *cfg);

/* Number of outputs the kernel writes under cfg: 2 for a norm with sum_out (the result, then
 * x + residual rounded to the dtype, n elements), else 1. */
RC_API size_t rc_kernel_num_outputs(const RcKernel *k, const RcKernelConfig *cfg);

/* ---- Parallel-for hook (a host's thread pool) -------------------------- */

/* One chunk of a split call; the hook calls it once for each i < count. */
typedef void RcChunkFn(void *arg, size_t i);

/* A host's parallel-for, given per call (a pool may belong to the call, as XLA's does). */
typedef struct {
  /* Call chunk(arg, i) once for every i < count, on any threads in any order, and return when all
   * have returned; chunks touch disjoint parts of out. NULL: the call stays on one thread. */
  void (*run)(void *host, size_t count, RcChunkFn *chunk, void *arg);
  void *host;       /* the hook's own state, passed to run */
  size_t threads;   /* chunks to cut a large call into (<= 1: no split) */
  size_t min_elems; /* calls of fewer elements (cfg->n) stay on the calling thread (0: the library's default) */
} RcParallelFor;

/* rc_kernel_run with a large call cut into chunks of whole elements (elementwise ops) or whole rows
 * (row and norm ops) that par->run executes; par NULL: rc_kernel_run. Each chunk runs in the
 * caller's floating-point environment, so the result is bit-identical to rc_kernel_run's. The same
 * failures, all found before any chunk runs (scratch included): a failure writes nothing. par is
 * only read during the call. */
RC_API RcStatus rc_kernel_run_parallel(RcCtx *ctx, const RcKernel *k, int isa, void *out,
                                       const void *const *inputs, const RcKernelConfig *cfg,
                                       const RcParallelFor *par);

/* rc_kernel_run_parallel with every output: outs[0] the result, outs[1] the sum (sum_out=1).
 * rc_kernel_run and rc_kernel_run_parallel refuse a config of two outputs (RC_ERR_USAGE). */
RC_API RcStatus rc_kernel_run_outputs(RcCtx *ctx, const RcKernel *k, int isa, void *const *outs,
                                      const void *const *inputs, const RcKernelConfig *cfg,
                                      const RcParallelFor *par);

/* The groups of a NORM_SCALE_GRAD result of out_elems elements over x of n elements in rows of cols
 * elements inner apart (0, 1: contiguous): G when the result holds G sums of cols elements, x's rows
 * cut into G blocks of consecutive rows (cols * inner * G divides n; no product is formed that could
 * wrap); 0 when no G fits. */
RC_API size_t rc_kernel_scale_groups(size_t n, size_t cols, size_t inner, size_t out_elems);

/* rc_kernel_run_outputs into a result (outs[0]) of out_elems elements: a NORM_SCALE_GRAD op's result
 * may hold G = rc_kernel_scale_groups(n, cols, inner, out_elems) sums, group g of x's and dy's g-th
 * n / G elements into its g-th cols elements, the kernel once per group (a failing group leaves
 * those before it written; every group has one config, so a refusal comes at the first).
 * RC_ERR_USAGE (nothing written) when out_elems is neither cols nor such G sums. Other kinds:
 * rc_kernel_run_outputs (out_elems unread: their result holds n elements). */
RC_API RcStatus rc_kernel_run_result(RcCtx *ctx, const RcKernel *k, int isa, void *const *outs, size_t out_elems,
                                     const void *const *inputs, const RcKernelConfig *cfg,
                                     const RcParallelFor *par);

/* ---- XLA CPU custom calls (API_VERSION_STATUS_RETURNING_UNIFIED) ----- */

typedef struct XlaCustomCallStatus_ XlaCustomCallStatus;

/* recompose_xla_<op>: in[0] = x, then scale, bias as the opaque config says (GRAD, ROW_GRAD: in[1] = dy);
 * out = result. Malformed opaque or mismatch -> XlaCustomCallStatusSetFailure, out untouched. */
#define RC_DECLARE_XLA(op)                                                       \
  RC_API void recompose_xla_##op(void *out, const void **in, const char *opaque, \
                                 size_t opaque_len, XlaCustomCallStatus *status);
#define RC_FUSED(op, kind, isas, same_as, ref, keys) RC_DECLARE_XLA(op)
#include "recompose/fused.def"
#undef RC_FUSED
#undef RC_DECLARE_XLA

#ifdef __cplusplus
}
#endif

#endif /* RECOMPOSE_KERNELS_H */
