/* The f32 kernels the fused-op table names, declared from its rows: one
 * rc_<op>_f32__<isa> per op and ISA of recompose/fused.def (and the fast tier's
 * rc_<op>_fast_f32__<isa>, src/fused/fast.def), with the function
 * types of the kinds. The table (fused.c) takes their addresses; the
 * kernels (src/kernels/<isa>/) define them. */
#ifndef RC_FUSED_KERNEL_DECLS_H
#define RC_FUSED_KERNEL_DECLS_H

#include <stddef.h>

#if defined(__x86_64__) || defined(__i386__) || defined(_M_X64)
#define RC_KERNELS_X86 1
#else
#define RC_KERNELS_X86 0
#endif

typedef void (*RcEltFn)(float *out, const float *in, size_t n);
typedef void (*RcRowFn)(float *out, const float *in, size_t rows, size_t cols);
typedef void (*RcNormFn)(float *out, const float *in, const float *scale, const float *bias,
                         size_t rows, size_t cols, float eps);
typedef void (*RcGradFn)(float *out, const float *x, const float *dy, size_t n);
/* from_exp: y is given as e, normalized over each row by its sum, or by sums[row] when sums is
 * not NULL (RcKernelConfig.from_exp, has_sum_in) */
typedef void (*RcRowGradFn)(float *out, const float *y, const float *dy, const float *sums, size_t rows, size_t cols,
                            int from_exp);
typedef void (*RcNormGradFn)(float *out, const float *x, const float *dy, const float *scale, const float *acc,
                             size_t rows, size_t cols, float eps);
/* NORM_SCALE_GRAD: adds the rows' dy x^ to acc[cols] (the caller zeroes it and rounds it once) */
typedef void (*RcNormScaleFn)(double *acc, const float *x, const float *dy, size_t rows, size_t cols, float eps);

#define RC_PROTO_ELEMENTWISE(op, isa) void rc_##op##_f32__##isa(float *out, const float *in, size_t n);
#define RC_PROTO_ROW(op, isa) \
  void rc_##op##_f32__##isa(float *out, const float *in, size_t rows, size_t cols);
#define RC_PROTO_NORM(op, isa)                                                             \
  void rc_##op##_f32__##isa(float *out, const float *in, const float *scale, const float *bias, \
                            size_t rows, size_t cols, float eps);
#define RC_PROTO_GRAD(op, isa) void rc_##op##_f32__##isa(float *out, const float *x, const float *dy, size_t n);
#define RC_PROTO_ROW_GRAD(op, isa) \
  void rc_##op##_f32__##isa(float *out, const float *y, const float *dy, const float *sums, size_t rows, size_t cols, \
                            int from_exp);
#define RC_PROTO_NORM_GRAD(op, isa)                                                                \
  void rc_##op##_f32__##isa(float *out, const float *x, const float *dy, const float *scale, const float *acc, \
                            size_t rows, size_t cols, float eps);
#define RC_PROTO_NORM_SCALE_GRAD(op, isa) \
  void rc_##op##_f32__##isa(double *acc, const float *x, const float *dy, size_t rows, size_t cols, float eps);
#define RC_PROTO_ISAS_ALL(op, kind) RC_PROTO_##kind(op, scalar) RC_PROTO_##kind(op, avx2) RC_PROTO_##kind(op, avx512)
#define RC_PROTO_ISAS_SCALAR(op, kind) RC_PROTO_##kind(op, scalar)
#define RC_FUSED(op, kind, isas, same_as, ref, keys) RC_PROTO_ISAS_##isas(op, kind)
#include "recompose/fused.def"
#undef RC_FUSED
/* and the fast tier's rc_<op>_fast_f32__<isa> (src/fused/fast.def) */
#define RC_FAST(op, rel, tiny) RC_PROTO_ISAS_ALL(op##_fast, ELEMENTWISE)
#include "fused/fast.def"
#undef RC_FAST

#endif
