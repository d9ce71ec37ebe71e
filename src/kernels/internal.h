/* Kernel library internals shared by the registry, the low-precision
 * wrappers and the XLA entry points. The per-ISA function declarations of
 * every op of recompose/fused.def and the function-pointer types of the three
 * kinds are the table's (fused/kernel_decls.h), which names them. */
#ifndef RC_KERNELS_INTERNAL_H
#define RC_KERNELS_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "fused/kernel_decls.h"
#include "recompose/kernels.h"

/* A call's scratch of at least `bytes` bytes (scratch.c): the thread's kept buffer when it is
 * free and large enough, else malloc's (NULL: out of memory); *have: the bytes it holds. Give it
 * back with rc_kernel_scratch_give(p, *have) on the same thread. */
void *rc_kernel_scratch_take(size_t bytes, size_t *have);
/* Keeps p (from rc_kernel_scratch_take, `bytes` long; NULL: nothing) for the thread's next call, or frees it. */
void rc_kernel_scratch_give(void *p, size_t bytes);

/* An elementwise op in double for the 16-bit correction: returns hi and sets
 * *lo with op(x) = hi + lo, lo (if not 0) exact enough to give its sign
 * (lowp_exact.c). */
typedef double (*RcExactFn)(double x, double *lo);
/* The op's RcExactFn, or NULL for an op without one (its 16-bit results are
 * the f32 kernel's, rounded). */
RcExactFn rc_lowp_exact_fn(const char *op);
/* A GRAD op's dy f'(x) in double for the same correction: hi, and *lo with dy f'(x) = hi + lo,
 * lo exact enough to give its sign (lowp_exact.c). */
typedef double (*RcGradExactFn)(double x, double dy, double *lo);
/* The GRAD op's RcGradExactFn, or NULL for an op that is not a GRAD row. */
RcGradExactFn rc_lowp_grad_exact_fn(const char *op);

/* A 16-bit (bf16 or f16) row widened exactly to f32, and f32 narrowed to it round-to-nearest-even. */
static inline void rc_lowp_widen(RcElemType dt, float *out, const void *in, size_t n)
{
  if (dt == RC_ELEM_BF16) rc_bf16_to_f32(out, in, n);
  else rc_f16_to_f32(out, in, n);
}

static inline void rc_lowp_narrow(RcElemType dt, void *out, const float *in, size_t n)
{
  if (dt == RC_ELEM_BF16) rc_f32_to_bf16(out, in, n);
  else rc_f32_to_f16(out, in, n);
}

/* bf16/f16 wrappers: convert blocks to f32, run the f32 kernel, round back;
 * elementwise results are correctly rounded where exact is given. */
void rc_lowp_elementwise(RcEltFn fn, RcExactFn exact, RcElemType dt, void *out, const void *in, size_t n);
/* The same for a GRAD op: x and dy staged, the f32 kernel run, each result that its
 * error bound (2 ULP + 2^-23 |dy|, docs/kernels.md) puts near a 16-bit rounding boundary
 * recomputed as exact(x, dy) = hi + lo in double and rounded once. */
void rc_lowp_grad(RcGradFn fn, RcGradExactFn exact, RcElemType dt, void *out, const void *x, const void *dy,
                  size_t n);
void rc_lowp_row(RcRowFn fn, RcElemType dt, void *out, const void *in, size_t rows, size_t cols);
/* A ROW_GRAD op per row: y and dy widened, the f32 kernel run, the result rounded once (its
 * error: the f32 kernel's, 2^-16 of a bf16 ULP at most where that is 1 ULP, plus the rounding). */
void rc_lowp_row_grad(RcRowGradFn fn, RcElemType dt, void *out, const void *y, const void *dy, const void *sums,
                      size_t rows, size_t cols, int from_exp);
void rc_lowp_norm(RcNormFn fn, RcElemType dt, void *out, const void *in, const void *scale,
                  const void *bias, size_t rows, size_t cols, float eps);
/* The same for a NORM_GRAD op: rows of x and dy (and scale) staged in f32, the
 * f32 kernel run, the row rounded once. */
void rc_lowp_norm_grad(RcNormGradFn fn, RcElemType dt, void *out, const void *x, const void *dy, const void *scale,
                       const void *acc, size_t rows, size_t cols, float eps);
/* A NORM_SCALE_GRAD op of any dtype: out[cols] = the sum over rows of dy x^, added up in double
 * by fn (x and dy rows widened to f32 first for bf16/f16) and rounded once to dt (from double,
 * not through f32). scratch holds rc_lowp_norm_scale_scratch(dt, cols) bytes. */
size_t rc_lowp_norm_scale_scratch(RcElemType dt, size_t cols);
/* Its two steps: the rows' dy x^ added to acc (acc: the start of such a scratch, whose rest
 * stages the widened rows), then acc rounded once into out. */
void rc_lowp_norm_scale_add(RcNormScaleFn fn, RcElemType dt, double *acc, const void *x, const void *dy, size_t rows,
                            size_t cols, float eps);
void rc_lowp_norm_scale_round(RcElemType dt, void *out, const double *acc, size_t cols);
void rc_lowp_norm_scale(RcNormScaleFn fn, RcElemType dt, void *out, const void *x, const void *dy, size_t rows,
                        size_t cols, float eps, void *scratch);
/* The same with its scratch allocated; on allocation failure out is filled with NaN. */
void rc_lowp_norm_scale_alloc(RcNormScaleFn fn, RcElemType dt, void *out, const void *x, const void *dy, size_t rows,
                              size_t cols, float eps);

/* The neighbours' d = a + b and d = a * b over n f32 elements, per ISA (generic/neighbours.inc). */
typedef void (*RcNbFn)(float *d, const float *a, const float *b, size_t n);
void rc_nb_add_f32__scalar(float *d, const float *a, const float *b, size_t n);
void rc_nb_mul_f32__scalar(float *d, const float *a, const float *b, size_t n);
#if RC_KERNELS_X86
void rc_nb_add_f32__avx2(float *d, const float *a, const float *b, size_t n);
void rc_nb_mul_f32__avx2(float *d, const float *a, const float *b, size_t n);
void rc_nb_add_f32__avx512(float *d, const float *a, const float *b, size_t n);
void rc_nb_mul_f32__avx512(float *d, const float *a, const float *b, size_t n);
#endif
/* d = a * s, or a / s when div, per ISA (generic/neighbours.inc): a row op's scale. */
typedef void (*RcNbScaleFn)(float *d, const float *a, float s, size_t n, int div);
void rc_nb_scale_f32__scalar(float *d, const float *a, float s, size_t n, int div);
#if RC_KERNELS_X86
void rc_nb_scale_f32__avx2(float *d, const float *a, float s, size_t n, int div);
void rc_nb_scale_f32__avx512(float *d, const float *a, float s, size_t n, int div);
#endif

/* d = pred ? a : fill, pred one byte per element, per ISA (generic/neighbours.inc): a where's select. */
typedef void (*RcNbSelectFn)(float *d, const float *a, const unsigned char *pred, float fill, size_t n);
void rc_nb_select_f32__scalar(float *d, const float *a, const unsigned char *pred, float fill, size_t n);
#if RC_KERNELS_X86
void rc_nb_select_f32__avx2(float *d, const float *a, const unsigned char *pred, float fill, size_t n);
void rc_nb_select_f32__avx512(float *d, const float *a, const unsigned char *pred, float fill, size_t n);
#endif

/* A row op's neighbours (row_neighbours.c): rows of x scaled, then masked, as the ops of
 * dtype dt one after another, before the op. */
typedef struct RcRowNb {
  RcElemType dt;
  size_t cols, esize;
  int scale;                   /* 0: none; 1: x * s; 2: x / s */
  float s, fill;               /* the scale; the value where pred is zero */
  const void *mask;            /* an additive mask of dt, or NULL */
  const unsigned char *pred;   /* a select's mask, or NULL */
  size_t mask_rows, mask_rep;  /* row r of x reads mask row rc_kernel_mask_row(r, ...) */
  size_t mask_in, mask_gap;
  RcNbScaleFn scale_fn;
  RcNbFn add;
  RcNbSelectFn select;
} RcRowNb;
/* Rows [r0, r0 + m) of x (x points at row r0) with the neighbours applied, into dst (m * cols
 * elements of dt). */
void rc_row_nb_apply(const RcRowNb *nb, void *dst, const void *x, size_t r0, size_t m);

#endif
