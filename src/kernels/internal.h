/* Kernel library internals shared by the registry, the low-precision
 * wrappers and the XLA entry points: the per-ISA function declarations of
 * every op of recompose/fused.def and the function-pointer types of the three
 * kinds. */
#ifndef RC_KERNELS_INTERNAL_H
#define RC_KERNELS_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "recompose/kernels.h"

#if defined(__x86_64__) || defined(__i386__) || defined(_M_X64)
#define RC_KERNELS_X86 1
#else
#define RC_KERNELS_X86 0
#endif

typedef void (*RcEltFn)(float *out, const float *in, size_t n);
typedef void (*RcRowFn)(float *out, const float *in, size_t rows, size_t cols);
typedef void (*RcNormFn)(float *out, const float *in, const float *scale, const float *bias,
                         size_t rows, size_t cols, float eps);

#define RC_PROTO_ELEMENTWISE(op, isa) void rc_##op##_f32__##isa(float *out, const float *in, size_t n);
#define RC_PROTO_ROW(op, isa) \
  void rc_##op##_f32__##isa(float *out, const float *in, size_t rows, size_t cols);
#define RC_PROTO_NORM(op, isa)                                                             \
  void rc_##op##_f32__##isa(float *out, const float *in, const float *scale, const float *bias, \
                            size_t rows, size_t cols, float eps);
#define RC_PROTO_ISAS_ALL(op, kind) RC_PROTO_##kind(op, scalar) RC_PROTO_##kind(op, avx2) RC_PROTO_##kind(op, avx512)
#define RC_PROTO_ISAS_SCALAR(op, kind) RC_PROTO_##kind(op, scalar)
#define RC_FUSED(op, kind, isas, same_as, ref, keys) RC_PROTO_ISAS_##isas(op, kind)
#include "recompose/fused.def"
#undef RC_FUSED

/* An elementwise op in double for the 16-bit correction: returns hi and sets
 * *lo with op(x) = hi + lo, lo (if not 0) exact enough to give its sign
 * (lowp_exact.c). */
typedef double (*RcExactFn)(double x, double *lo);
/* The op's RcExactFn, or NULL for an op without one (its 16-bit results are
 * the f32 kernel's, rounded). */
RcExactFn rc_lowp_exact_fn(const char *op);

/* bf16/f16 wrappers: convert blocks to f32, run the f32 kernel, round back;
 * elementwise results are correctly rounded where exact is given. */
void rc_lowp_elementwise(RcEltFn fn, RcExactFn exact, RcKDType dt, void *out, const void *in, size_t n);
void rc_lowp_row(RcRowFn fn, RcKDType dt, void *out, const void *in, size_t rows, size_t cols);
void rc_lowp_norm(RcNormFn fn, RcKDType dt, void *out, const void *in, const void *scale,
                  const void *bias, size_t rows, size_t cols, float eps);

#endif
