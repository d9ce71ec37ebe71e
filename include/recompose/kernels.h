/* recompose kernels: SIMD CPU implementations of the fused activations that
 * the rewriter emits as custom calls `recompose.<op>`.
 *
 * Every kernel exists for three ISAs (scalar C, AVX2+FMA, AVX-512) that give
 * bit-identical results; the plain entry points dispatch to the active ISA
 * (best one from CPUID, or RECOMPOSE_ISA=scalar|avx2|avx512, or
 * rc_isa_force). f32 is first-class; bf16/f16 variants compute in f32 and
 * round to nearest even on the way out (elementwise ones: correctly rounded,
 * the exact value rounded once). out == in is allowed everywhere.
 * See docs/kernels.md. */
#ifndef RECOMPOSE_KERNELS_H
#define RECOMPOSE_KERNELS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "recompose/export.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---- ISA selection ---------------------------------------------------- */

typedef enum { RC_ISA_SCALAR, RC_ISA_AVX2, RC_ISA_AVX512, RC_ISA_COUNT } RcIsa;

/* Best ISA this CPU and build support (CPUID, computed once, thread-safe). */
RC_API RcIsa rc_isa_best(void);
/* ISA the dispatching entry points use: rc_isa_force, else RECOMPOSE_ISA if valid and supported, else best. */
RC_API RcIsa rc_isa_active(void);
/* Whether this CPU and build can run isa; false for out-of-range values. */
RC_API bool rc_isa_supported(RcIsa isa);
/* Static name ("scalar", "avx2", "avx512"); "?" for out-of-range values. */
RC_API const char *rc_isa_name(RcIsa isa);
/* Parse a name into *out; 0 ok, -1 unknown name (*out untouched). */
RC_API int rc_isa_parse(const char *name, RcIsa *out);
/* Make isa the active ISA for the whole process; -1 (nothing changed) if unsupported. */
RC_API int rc_isa_force(RcIsa isa);

/* ---- Direct entry points (active ISA) -------------------------------- */

/* Every op of recompose/fused.def, by kind:
 *   ELEMENTWISE: out[i] = op(in[i]) for i < n.
 *   ROW: softmax-like, over rows x cols (row-major).
 *   NORM: per row, y = normalized x (with eps) * scale + bias; scale/bias [cols] or NULL.
 * Never fail; out may equal in. docs/kernels.md defines each op. */
#define RC_DECLARE_ELEMENTWISE(op)                                                  \
  RC_API void rc_##op##_f32(float *out, const float *in, size_t n);                 \
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
#define RC_FUSED(op, kind, isas, same_as, ref, keys) RC_DECLARE_##kind(op)
#include "recompose/fused.def"
#undef RC_FUSED
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

typedef enum { RC_KDT_F32, RC_KDT_BF16, RC_KDT_F16 } RcKDType;

/* Parsed "dtype=bf16;n=4096;cols=1024;eps=1e-05;scale=1;bias=1". */
typedef struct {
  RcKDType dtype;   /* dtype=f32|bf16|f16 (default f32) */
  size_t n;         /* n=total element count (required) */
  size_t cols;      /* cols=row length (row and norm ops; must divide n) */
  float eps;        /* eps=epsilon (norm ops) */
  bool has_eps;     /* eps was given */
  bool has_scale;   /* scale=1: a scale input follows x */
  bool has_bias;    /* bias=1: a bias input follows x (and scale) */
} RcKernelConfig;

/* Parse s[0..len): 0 ok; -1 on malformed text with a NUL-terminated message in err (may be NULL). */
RC_API int rc_kernel_config_parse(const char *s, size_t len, RcKernelConfig *out, char *err,
                                  size_t errlen);
/* Write the canonical string into buf (NUL-terminated if len > 0); returns the length it needs, like snprintf. */
RC_API int rc_kernel_config_format(const RcKernelConfig *cfg, char *buf, size_t len);

/* ---- Kernel registry (generated from recompose/fused.def) ------------ */

typedef enum { RC_KIND_ELEMENTWISE, RC_KIND_ROW, RC_KIND_NORM } RcKernelKind;
typedef struct RcKernel RcKernel;   /* static, never freed */

/* Kernel for op name and dtype, or NULL if unknown. */
RC_API const RcKernel *rc_kernel_lookup(const char *op, RcKDType dt);
/* Number of (op, dtype) kernels; rc_kernel_at(i) for i < count, NULL past the end. */
RC_API size_t rc_kernel_count(void);
RC_API const RcKernel *rc_kernel_at(size_t i);
/* Op name ("gelu_erf"), static. */
RC_API const char *rc_kernel_name(const RcKernel *k);
RC_API RcKernelKind rc_kernel_kind(const RcKernel *k);
RC_API RcKDType rc_kernel_dtype(const RcKernel *k);
/* Whether k has an implementation for isa on this build (not: whether the CPU runs it). */
RC_API bool rc_kernel_has_isa(const RcKernel *k, RcIsa isa);
/* Static dtype name ("f32", "bf16", "f16"), "?" if out of range. */
RC_API const char *rc_kdtype_name(RcKDType dt);
/* Number of inputs the kernel reads under cfg (1 + scale + bias). */
RC_API size_t rc_kernel_num_inputs(const RcKernel *k, const RcKernelConfig *cfg);

/* Run k on inputs (x, then scale, bias as cfg says) into out, with isa (-1 = active, or
 * scalar for an op that lacks it).
 * Returns 0, or -1 (nothing written) if cfg does not fit k (dtype, cols, eps) or
 * isa is unknown/unsupported. Buffers hold cfg->n (scale/bias: cfg->cols) elements. */
RC_API int rc_kernel_run(const RcKernel *k, int isa, void *out, const void *const *inputs,
                         const RcKernelConfig *cfg);
/* As rc_kernel_run but explains a failure in err (may be NULL). */
RC_API int rc_kernel_run_checked(const RcKernel *k, int isa, void *out, const void *const *inputs,
                                 const RcKernelConfig *cfg, char *err, size_t errlen);

/* ---- XLA CPU custom calls (API_VERSION_STATUS_RETURNING_UNIFIED) ----- */

typedef struct XlaCustomCallStatus_ XlaCustomCallStatus;

/* recompose_xla_<op>: in[0] = x, then scale, bias as the opaque config says;
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
