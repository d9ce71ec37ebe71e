/* Kernel registry and ISA dispatch. The registry is the fused-op table's
 * (src/fused: one entry per op and dtype, with the op's f32 kernel per ISA);
 * the CPU is probed once (CPUID through the compiler's cpu-supports, which
 * also checks that the OS saves the vector state); RECOMPOSE_ISA or
 * rc_isa_force pick a lower level for the whole process. Also holds the plain
 * rc_<op>_<dtype> entry points. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fused/fused.h"
#include "kernels/internal.h"

static pthread_once_t init_once = PTHREAD_ONCE_INIT;
static RcIsa best_isa = RC_ISA_SCALAR;
static atomic_int active_isa = RC_ISA_SCALAR;

static RcIsa probe(void)
{
#if RC_KERNELS_X86 && (defined(__GNUC__) || defined(__clang__))
  __builtin_cpu_init();
  if (__builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512dq") &&
      __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512vl"))
    return RC_ISA_AVX512;
  if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma"))
    return RC_ISA_AVX2;
#endif
  return RC_ISA_SCALAR;
}

static void init(void)
{
  best_isa = probe();
  RcIsa a = best_isa, e;
  const char *env = getenv("RECOMPOSE_ISA");
  if (env && *env && rc_isa_parse(env, &e) == 0 && e <= best_isa) a = e;
  atomic_store(&active_isa, (int)a);
}

static inline void ensure(void) { pthread_once(&init_once, init); }

RcIsa rc_isa_best(void) { ensure(); return best_isa; }

RcIsa rc_isa_active(void)
{
  ensure();
  return (RcIsa)atomic_load_explicit(&active_isa, memory_order_relaxed);
}

bool rc_isa_supported(RcIsa isa)
{
  ensure();
  return (int)isa >= 0 && isa < RC_ISA_COUNT && isa <= best_isa;
}

static const char *const isa_names[RC_ISA_COUNT] = {"scalar", "avx2", "avx512"};

const char *rc_isa_name(RcIsa isa)
{
  return (int)isa >= 0 && isa < RC_ISA_COUNT ? isa_names[isa] : "?";
}

int rc_isa_parse(const char *name, RcIsa *out)
{
  for (int i = 0; name && i < RC_ISA_COUNT; i++)
    if (strcmp(name, isa_names[i]) == 0) {
      *out = (RcIsa)i;
      return 0;
    }
  return -1;
}

int rc_isa_force(RcIsa isa)
{
  if (!rc_isa_supported(isa)) return -1;
  atomic_store(&active_isa, (int)isa);
  return 0;
}

/* ---- registry -------------------------------------------------------- */

static const char *const dt_names[3] = {"f32", "bf16", "f16"};

const char *rc_kdtype_name(RcKDType dt) { return (int)dt >= 0 && dt < 3 ? dt_names[dt] : "?"; }

const RcKernel *rc_kernel_lookup(const char *op, RcKDType dt)
{
  ensure();
  if (!op || (int)dt < 0 || dt > RC_KDT_F16) return NULL;
  const RcFusedOp *f = rc_fused_lookup(op, strlen(op));
  return f ? rc_fused_kernel((size_t)(f - rc_fused_at(0)) * 3 + dt) : NULL;
}

size_t rc_kernel_count(void) { return rc_fused_count() * 3; }

const RcKernel *rc_kernel_at(size_t i)
{
  ensure();
  return rc_fused_kernel(i);
}

const char *rc_kernel_name(const RcKernel *k) { return k->op->name; }
RcKernelKind rc_kernel_kind(const RcKernel *k) { return k->op->kind; }
RcKDType rc_kernel_dtype(const RcKernel *k) { return k->dt; }

bool rc_kernel_has_isa(const RcKernel *k, RcIsa isa)
{
  return (int)isa >= 0 && isa < RC_ISA_COUNT && k->op->kernel[isa] != NULL;
}

size_t rc_kernel_num_inputs(const RcKernel *k, const RcKernelConfig *cfg)
{
  if (k->op->kind != RC_KIND_NORM) return 1;
  return 1 + (size_t)cfg->has_scale + (size_t)cfg->has_bias;
}

#define FAIL(...) do { if (err && errlen) snprintf(err, errlen, __VA_ARGS__); return -1; } while (0)

int rc_kernel_run_checked(const RcKernel *k, int isa, void *out, const void *const *inputs,
                          const RcKernelConfig *cfg, char *err, size_t errlen)
{
  if (!k || !cfg) FAIL("no kernel or config");
  bool active = isa < 0;
  if (active) isa = (int)rc_isa_active();
  if (isa >= RC_ISA_COUNT || !rc_isa_supported((RcIsa)isa))
    FAIL("ISA %s is not supported by this CPU", rc_isa_name((RcIsa)isa));
  void (*fn)(void) = k->op->kernel[isa];
  if (!fn && active) fn = k->op->kernel[RC_ISA_SCALAR]; /* an op without the active ISA runs scalar */
  if (!fn) FAIL("%s has no %s implementation", k->op->name, rc_isa_name((RcIsa)isa));
  if (cfg->dtype != k->dt)
    FAIL("%s kernel for %s got dtype=%s", k->op->name, rc_kdtype_name(k->dt), rc_kdtype_name(cfg->dtype));
  if (cfg->n == 0) return 0;
  if (!out || !inputs || !inputs[0]) FAIL("missing buffer");
  if (k->op->kind == RC_KIND_ELEMENTWISE) {
    if (k->dt == RC_KDT_F32) ((RcEltFn)fn)(out, inputs[0], cfg->n);
    else rc_lowp_elementwise((RcEltFn)fn, rc_lowp_exact_fn(k->op->name), k->dt, out, inputs[0], cfg->n);
    return 0;
  }
  if (cfg->cols == 0 || cfg->n % cfg->cols != 0)
    FAIL("%s needs cols dividing n (n=%zu, cols=%zu)", k->op->name, cfg->n, cfg->cols);
  size_t rows_n = cfg->n / cfg->cols;
  if (k->op->kind == RC_KIND_ROW) {
    if (k->dt == RC_KDT_F32) ((RcRowFn)fn)(out, inputs[0], rows_n, cfg->cols);
    else rc_lowp_row((RcRowFn)fn, k->dt, out, inputs[0], rows_n, cfg->cols);
    return 0;
  }
  if (!cfg->has_eps) FAIL("%s needs eps", k->op->name);
  const void *scale = cfg->has_scale ? inputs[1] : NULL;
  const void *bias = cfg->has_bias ? inputs[1 + cfg->has_scale] : NULL;
  if ((cfg->has_scale && !scale) || (cfg->has_bias && !bias)) FAIL("missing scale/bias buffer");
  if (k->dt == RC_KDT_F32) ((RcNormFn)fn)(out, inputs[0], scale, bias, rows_n, cfg->cols, cfg->eps);
  else rc_lowp_norm((RcNormFn)fn, k->dt, out, inputs[0], scale, bias, rows_n, cfg->cols, cfg->eps);
  return 0;
}

int rc_kernel_run(const RcKernel *k, int isa, void *out, const void *const *inputs,
                  const RcKernelConfig *cfg)
{
  return rc_kernel_run_checked(k, isa, out, inputs, cfg, NULL, 0);
}

/* ---- plain entry points --------------------------------------------- */

static inline void (*active_fn(int op))(void)
{
  RcIsa isa = rc_isa_active();
  const RcFusedOp *f = rc_fused_at((size_t)op);
  return f->kernel[isa] ? f->kernel[isa] : f->kernel[RC_ISA_SCALAR];
}

static inline RcExactFn exact_fn(int op) { return rc_lowp_exact_fn(rc_fused_at((size_t)op)->name); }

#define ENTRY_ELEMENTWISE(op)                                                       \
  void rc_##op##_f32(float *out, const float *in, size_t n)                          \
  { ((RcEltFn)active_fn(RC_FOP_##op))(out, in, n); }                                 \
  void rc_##op##_bf16(uint16_t *out, const uint16_t *in, size_t n)                   \
  { rc_lowp_elementwise((RcEltFn)active_fn(RC_FOP_##op), exact_fn(RC_FOP_##op), RC_KDT_BF16, out, in, n); } \
  void rc_##op##_f16(uint16_t *out, const uint16_t *in, size_t n)                    \
  { rc_lowp_elementwise((RcEltFn)active_fn(RC_FOP_##op), exact_fn(RC_FOP_##op), RC_KDT_F16, out, in, n); }

#define ENTRY_ROW(op)                                                                   \
  void rc_##op##_f32(float *out, const float *in, size_t rows, size_t cols)              \
  { ((RcRowFn)active_fn(RC_FOP_##op))(out, in, rows, cols); }                            \
  void rc_##op##_bf16(uint16_t *out, const uint16_t *in, size_t rows, size_t cols)       \
  { rc_lowp_row((RcRowFn)active_fn(RC_FOP_##op), RC_KDT_BF16, out, in, rows, cols); }    \
  void rc_##op##_f16(uint16_t *out, const uint16_t *in, size_t rows, size_t cols)        \
  { rc_lowp_row((RcRowFn)active_fn(RC_FOP_##op), RC_KDT_F16, out, in, rows, cols); }

#define ENTRY_NORM(op)                                                                       \
  void rc_##op##_f32(float *out, const float *in, const float *scale, const float *bias,      \
                     size_t rows, size_t cols, float eps)                                     \
  { ((RcNormFn)active_fn(RC_FOP_##op))(out, in, scale, bias, rows, cols, eps); }             \
  void rc_##op##_bf16(uint16_t *out, const uint16_t *in, const uint16_t *scale,               \
                      const uint16_t *bias, size_t rows, size_t cols, float eps)              \
  { rc_lowp_norm((RcNormFn)active_fn(RC_FOP_##op), RC_KDT_BF16, out, in, scale, bias, rows, cols, eps); } \
  void rc_##op##_f16(uint16_t *out, const uint16_t *in, const uint16_t *scale,                \
                     const uint16_t *bias, size_t rows, size_t cols, float eps)               \
  { rc_lowp_norm((RcNormFn)active_fn(RC_FOP_##op), RC_KDT_F16, out, in, scale, bias, rows, cols, eps); }

#define RC_FUSED(op, kind, isas, same_as, ref, keys) ENTRY_##kind(op)
#include "recompose/fused.def"
#undef RC_FUSED
