/* Kernel registry and ISA dispatch. The table of (op, ISA) implementations
 * comes from kernels.def; the CPU is probed once (CPUID through the
 * compiler's cpu-supports, which also checks that the OS saves the vector
 * state); RECOMPOSE_ISA or rc_isa_force pick a lower level for the whole
 * process. Also holds the plain rc_<op>_<dtype> entry points. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kernels/internal.h"

struct RcKernel {
  const char *name;
  RcKernelKind kind;
  RcKDType dt;
  void (*fn[RC_ISA_COUNT])(void);
};

/* Op indices in kernels.def order (one scalar row per op). */
enum {
#define RC_KERNEL(op, kind, isa) RC_OPIDX_##isa(op)
#define RC_KERNEL_X86(op, kind, isa)
#define RC_OPIDX_scalar(op) OP_##op,
#include "kernels/kernels.def"
#undef RC_KERNEL
#undef RC_KERNEL_X86
#undef RC_OPIDX_scalar
  OP_COUNT
};

typedef struct {
  const char *op;
  RcKernelKind kind;
  RcIsa isa;
  void (*fn)(void);
} Row;

#define ISA_scalar RC_ISA_SCALAR
#define ISA_avx2 RC_ISA_AVX2
#define ISA_avx512 RC_ISA_AVX512
static const Row rows[] = {
#define RC_KERNEL(op, kind, isa) {#op, RC_KIND_##kind, ISA_##isa, (void (*)(void))rc_##op##_f32__##isa},
#if RC_KERNELS_X86
#define RC_KERNEL_X86 RC_KERNEL
#else
#define RC_KERNEL_X86(op, kind, isa)
#endif
#include "kernels/kernels.def"
#undef RC_KERNEL
#undef RC_KERNEL_X86
};

static RcKernel table[OP_COUNT * 3];
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
  static const char *op_names[OP_COUNT] = {
#define RC_KERNEL(op, kind, isa) RC_OPNAME_##isa(op)
#define RC_KERNEL_X86(op, kind, isa)
#define RC_OPNAME_scalar(op) #op,
#include "kernels/kernels.def"
#undef RC_KERNEL
#undef RC_KERNEL_X86
#undef RC_OPNAME_scalar
  };
  for (size_t op = 0; op < OP_COUNT; op++)
    for (int dt = 0; dt < 3; dt++) table[op * 3 + dt] = (RcKernel){op_names[op], 0, dt, {0}};
  for (size_t r = 0; r < sizeof rows / sizeof rows[0]; r++)
    for (size_t op = 0; op < OP_COUNT; op++)
      if (strcmp(op_names[op], rows[r].op) == 0)
        for (int dt = 0; dt < 3; dt++) {
          table[op * 3 + dt].kind = rows[r].kind;
          table[op * 3 + dt].fn[rows[r].isa] = rows[r].fn;
        }
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
  for (size_t i = 0; i < OP_COUNT; i++)
    if (strcmp(table[i * 3].name, op) == 0) return &table[i * 3 + dt];
  return NULL;
}

size_t rc_kernel_count(void) { return OP_COUNT * 3; }

const RcKernel *rc_kernel_at(size_t i)
{
  ensure();
  return i < OP_COUNT * 3 ? &table[i] : NULL;
}

const char *rc_kernel_name(const RcKernel *k) { return k->name; }
RcKernelKind rc_kernel_kind(const RcKernel *k) { return k->kind; }
RcKDType rc_kernel_dtype(const RcKernel *k) { return k->dt; }

bool rc_kernel_has_isa(const RcKernel *k, RcIsa isa)
{
  return (int)isa >= 0 && isa < RC_ISA_COUNT && k->fn[isa] != NULL;
}

size_t rc_kernel_num_inputs(const RcKernel *k, const RcKernelConfig *cfg)
{
  if (k->kind != RC_KIND_NORM) return 1;
  return 1 + (size_t)cfg->has_scale + (size_t)cfg->has_bias;
}

#define FAIL(...) do { if (err && errlen) snprintf(err, errlen, __VA_ARGS__); return -1; } while (0)

int rc_kernel_run_checked(const RcKernel *k, int isa, void *out, const void *const *inputs,
                          const RcKernelConfig *cfg, char *err, size_t errlen)
{
  if (!k || !cfg) FAIL("no kernel or config");
  if (isa < 0) isa = (int)rc_isa_active();
  if (isa >= RC_ISA_COUNT || !rc_isa_supported((RcIsa)isa))
    FAIL("ISA %s is not supported by this CPU", rc_isa_name((RcIsa)isa));
  void (*fn)(void) = k->fn[isa];
  if (!fn) FAIL("%s has no %s implementation", k->name, rc_isa_name((RcIsa)isa));
  if (cfg->dtype != k->dt)
    FAIL("%s kernel for %s got dtype=%s", k->name, rc_kdtype_name(k->dt), rc_kdtype_name(cfg->dtype));
  if (cfg->n == 0) return 0;
  if (!out || !inputs || !inputs[0]) FAIL("missing buffer");
  if (k->kind == RC_KIND_ELEMENTWISE) {
    if (k->dt == RC_KDT_F32) ((RcEltFn)fn)(out, inputs[0], cfg->n);
    else rc_lowp_elementwise((RcEltFn)fn, k->dt, out, inputs[0], cfg->n);
    return 0;
  }
  if (cfg->cols == 0 || cfg->n % cfg->cols != 0)
    FAIL("%s needs cols dividing n (n=%zu, cols=%zu)", k->name, cfg->n, cfg->cols);
  size_t rows_n = cfg->n / cfg->cols;
  if (k->kind == RC_KIND_ROW) {
    if (k->dt == RC_KDT_F32) ((RcRowFn)fn)(out, inputs[0], rows_n, cfg->cols);
    else rc_lowp_row((RcRowFn)fn, k->dt, out, inputs[0], rows_n, cfg->cols);
    return 0;
  }
  if (!cfg->has_eps) FAIL("%s needs eps", k->name);
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
  void (*fn)(void) = table[op * 3].fn[isa];
  return fn ? fn : table[op * 3].fn[RC_ISA_SCALAR];
}

#define ELT_ENTRY(op)                                                          \
  void rc_##op##_f32(float *out, const float *in, size_t n)                     \
  { ((RcEltFn)active_fn(OP_##op))(out, in, n); }                                \
  void rc_##op##_bf16(uint16_t *out, const uint16_t *in, size_t n)              \
  { rc_lowp_elementwise((RcEltFn)active_fn(OP_##op), RC_KDT_BF16, out, in, n); } \
  void rc_##op##_f16(uint16_t *out, const uint16_t *in, size_t n)               \
  { rc_lowp_elementwise((RcEltFn)active_fn(OP_##op), RC_KDT_F16, out, in, n); }
RC_KERNELS_ELEMENTWISE(ELT_ENTRY)

#define ROW_ENTRY(op)                                                                   \
  void rc_##op##_f32(float *out, const float *in, size_t rows, size_t cols)              \
  { ((RcRowFn)active_fn(OP_##op))(out, in, rows, cols); }                                \
  void rc_##op##_bf16(uint16_t *out, const uint16_t *in, size_t rows, size_t cols)       \
  { rc_lowp_row((RcRowFn)active_fn(OP_##op), RC_KDT_BF16, out, in, rows, cols); }        \
  void rc_##op##_f16(uint16_t *out, const uint16_t *in, size_t rows, size_t cols)        \
  { rc_lowp_row((RcRowFn)active_fn(OP_##op), RC_KDT_F16, out, in, rows, cols); }
ROW_ENTRY(softmax)
ROW_ENTRY(log_softmax)

#define NORM_ENTRY(op)                                                                       \
  void rc_##op##_f32(float *out, const float *in, const float *scale, const float *bias,      \
                     size_t rows, size_t cols, float eps)                                     \
  { ((RcNormFn)active_fn(OP_##op))(out, in, scale, bias, rows, cols, eps); }                 \
  void rc_##op##_bf16(uint16_t *out, const uint16_t *in, const uint16_t *scale,               \
                      const uint16_t *bias, size_t rows, size_t cols, float eps)              \
  { rc_lowp_norm((RcNormFn)active_fn(OP_##op), RC_KDT_BF16, out, in, scale, bias, rows, cols, eps); } \
  void rc_##op##_f16(uint16_t *out, const uint16_t *in, const uint16_t *scale,                \
                     const uint16_t *bias, size_t rows, size_t cols, float eps)               \
  { rc_lowp_norm((RcNormFn)active_fn(OP_##op), RC_KDT_F16, out, in, scale, bias, rows, cols, eps); }
NORM_ENTRY(layer_norm)
NORM_ENTRY(rms_norm)
