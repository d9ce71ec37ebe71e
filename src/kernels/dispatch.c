/* Kernel registry and ISA dispatch. The registry is the fused-op table's
 * (src/fused: one entry per op and dtype, with the op's f32 kernel per ISA);
 * rc_kernel_run arranges the data the row kernels take (contiguous
 * rows): strided rows (inner > 1) transposed and a rows' tail (tail > 0)
 * joined in scratch, the eps operand read; rc_kernel_run_parallel cuts a
 * large call into chunks of whole elements or whole rows (support/split.h's
 * rule) that a host's parallel-for runs, every check made before any chunk;
 * the CPU is probed once (CPUID through the compiler's cpu-supports, which
 * also checks that the OS saves the vector state); rc_isa_force picks a
 * lower level for the whole process (the CLI maps RECOMPOSE_ISA onto it). Also holds the plain
 * rc_<op>_<dtype> entry points. */
#include <fenv.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fused/fused.h"
#include "kernels/internal.h"
#include "support/ctx.h"
#include "support/split.h"

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
  atomic_store(&active_isa, (int)best_isa);
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

RcStatus rc_isa_parse(const char *name, RcIsa *out)
{
  for (int i = 0; name && i < RC_ISA_COUNT; i++)
    if (strcmp(name, isa_names[i]) == 0) {
      *out = (RcIsa)i;
      return RC_OK;
    }
  return RC_ERR_USAGE;
}

RcStatus rc_isa_force(RcIsa isa)
{
  if (!rc_isa_supported(isa)) return RC_ERR_USAGE;
  atomic_store(&active_isa, (int)isa);
  return RC_OK;
}

/* ---- registry -------------------------------------------------------- */

const RcKernel *rc_kernel_lookup(const char *op, RcElemType dt)
{
  ensure();
  /* Each op's three kernels sit in the registry in the order f32, bf16, f16 (src/fused/fused.c). */
  int slot = dt == RC_ELEM_F32 ? 0 : dt == RC_ELEM_BF16 ? 1 : dt == RC_ELEM_F16 ? 2 : -1;
  if (!op || slot < 0) return NULL;
  const RcFusedOp *f = rc_fused_lookup(op, strlen(op));
  return f ? rc_fused_kernel((size_t)(f - rc_fused_at(0)) * 3 + (size_t)slot) : NULL;
}

size_t rc_kernel_count(void) { return rc_fused_count() * 3; }

const RcKernel *rc_kernel_at(size_t i)
{
  ensure();
  return rc_fused_kernel(i);
}

const char *rc_kernel_name(const RcKernel *k) { return k->op->name; }
RcKernelKind rc_kernel_kind(const RcKernel *k) { return k->op->kind; }
RcElemType rc_kernel_dtype(const RcKernel *k) { return k->dt; }

bool rc_kernel_has_isa(const RcKernel *k, RcIsa isa)
{
  return (int)isa >= 0 && isa < RC_ISA_COUNT && k->op->kernel[isa] != NULL;
}

size_t rc_kernel_num_inputs(const RcKernel *k, const RcKernelConfig *cfg)
{
  if (k->op->kind == RC_KIND_ROW) return 1 + (cfg->tail > 0);
  if (k->op->kind == RC_KIND_GRAD) return 2;
  if (k->op->kind == RC_KIND_NORM_GRAD)
    return 2 + (size_t)cfg->has_scale + (size_t)cfg->has_acc + (size_t)cfg->has_eps_in;
  if (k->op->kind != RC_KIND_NORM) return 1;
  return 1 + (size_t)cfg->has_scale + (size_t)cfg->has_bias + (size_t)cfg->has_eps_in;
}

/* The one element at p of dtype dt, as f32. */
static float scalar_f32(RcElemType dt, const void *p)
{
  float f;
  if (dt == RC_ELEM_F32) memcpy(&f, p, sizeof f);
  else if (dt == RC_ELEM_BF16) rc_bf16_to_f32(&f, p, 1);
  else rc_f16_to_f32(&f, p, 1);
  return f;
}

/* Strided rows, x as [outer, cols, inner]: up to GROUP rows (adjacent inner positions) at a
 * time are gathered from x into contiguous scratch rows (each read a run of GROUP adjacent
 * elements), or scattered from there back to out; the scratch of a group stays in cache. */
#define GROUP 16
#define MOVE_GROUP(T, gather)                                                                          \
  for (size_t i = 0; i < cols; i++)                                                                    \
    for (size_t j = 0; j < m; j++) {                                                                   \
      if (gather) ((T *)rows)[j * cols + i] = ((const T *)strided)[i * inner + j];                     \
      else ((T *)strided)[i * inner + j] = ((const T *)rows)[j * cols + i];                            \
    }

static void move_group(void *rows, void *strided, size_t cols, size_t inner, size_t m, size_t esize, bool gather)
{
  if (esize == 4) {
    MOVE_GROUP(uint32_t, gather)
  } else {
    MOVE_GROUP(uint16_t, gather)
  }
}

#undef MOVE_GROUP

/* The row or norm kernel fn of k over rows of cols contiguous elements. */
static void run_rows(const RcKernel *k, void (*fn)(void), void *out, const void *in, const void *scale,
                     const void *bias, size_t rows, size_t cols, float eps)
{
  if (k->op->kind == RC_KIND_ROW) {
    if (k->dt == RC_ELEM_F32) ((RcRowFn)fn)(out, in, rows, cols);
    else rc_lowp_row((RcRowFn)fn, k->dt, out, in, rows, cols);
  } else {
    if (k->dt == RC_ELEM_F32) ((RcNormFn)fn)(out, in, scale, bias, rows, cols, eps);
    else rc_lowp_norm((RcNormFn)fn, k->dt, out, in, scale, bias, rows, cols, eps);
  }
}

#define FAIL_AS(st, ...) do { if (ctx) rc_diag(ctx, RC_SEV_ERROR, NULL, 0, 0, __VA_ARGS__); return st; } while (0)
#define FAIL(...) FAIL_AS(RC_ERR_USAGE, __VA_ARGS__)

/* A checked call: the kernel function, the buffers, and the work as items of unit elements each
 * (elements; rows; or, for strided rows, blocks of cols * inner elements: one outer index). */
typedef struct Call {
  const RcKernel *k;
  void (*fn)(void);
  void *out;
  const void *x, *y, *scale, *bias, *acc;
  size_t items, unit, cols, inner, tail, esize;
  float eps;
} Call;

/* Every check of a call, before anything is allocated or written; fills *c. */
static RcStatus plan(RcCtx *ctx, const RcKernel *k, int isa, void *out, const void *const *inputs,
                     const RcKernelConfig *cfg, Call *c)
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
    FAIL("%s kernel for %s got dtype=%s", k->op->name, rc_elem_type_name(k->dt), rc_elem_type_name(cfg->dtype));
  *c = (Call){.k = k, .fn = fn, .out = out, .esize = k->dt == RC_ELEM_F32 ? sizeof(float) : sizeof(uint16_t),
              .eps = cfg->eps, .inner = 1, .unit = 1};
  if (cfg->n == 0) return RC_OK;
  if (!out || !inputs || !inputs[0]) FAIL("missing buffer");
  c->x = inputs[0];
  if (k->op->kind == RC_KIND_ELEMENTWISE || k->op->kind == RC_KIND_GRAD) {
    if (k->op->kind == RC_KIND_GRAD && !(c->y = inputs[1])) FAIL("missing the dy buffer");
    c->items = cfg->n;
    return RC_OK;
  }
  if (cfg->cols == 0 || cfg->n % cfg->cols != 0)
    FAIL("%s needs cols dividing n (n=%zu, cols=%zu)", k->op->name, cfg->n, cfg->cols);
  size_t inner = cfg->inner > 1 ? cfg->inner : 1, rows_n = cfg->n / cfg->cols;
  if (rows_n % inner != 0)
    FAIL("%s needs cols * inner dividing n (n=%zu, cols=%zu, inner=%zu)", k->op->name, cfg->n, cfg->cols, inner);
  if (k->op->kind == RC_KIND_NORM) {
    c->scale = cfg->has_scale ? inputs[1] : NULL;
    c->bias = cfg->has_bias ? inputs[1 + cfg->has_scale] : NULL;
    if ((cfg->has_scale && !c->scale) || (cfg->has_bias && !c->bias)) FAIL("missing scale/bias buffer");
    if (cfg->has_eps_in) {
      const void *e = inputs[1 + cfg->has_scale + cfg->has_bias];
      if (!e) FAIL("missing eps buffer");
      c->eps = scalar_f32(k->dt, e); /* any value: the row computes 1/sqrt(var + eps) as the formula does */
    } else if (!cfg->has_eps) {
      FAIL("%s needs eps", k->op->name);
    }
  }
  if (k->op->kind == RC_KIND_NORM_GRAD) { /* x, dy, then scale and eps as cfg says; contiguous rows only */
    if (inner > 1 || cfg->tail > 0) FAIL("%s takes contiguous rows (no inner, no tail)", k->op->name);
    if (!(c->y = inputs[1])) FAIL("missing the dy buffer");
    c->scale = cfg->has_scale ? inputs[2] : NULL;
    if (cfg->has_scale && !c->scale) FAIL("missing scale buffer");
    c->acc = cfg->has_acc ? inputs[2 + cfg->has_scale] : NULL;
    if (cfg->has_acc && !c->acc) FAIL("missing acc buffer");
    if (cfg->has_eps_in) {
      const void *e = inputs[2 + cfg->has_scale + cfg->has_acc];
      if (!e) FAIL("missing eps buffer");
      c->eps = scalar_f32(k->dt, e);
    } else if (!cfg->has_eps) {
      FAIL("%s needs eps", k->op->name);
    }
  }
  if (k->op->kind == RC_KIND_ROW && cfg->tail > 0) {
    if (inner > 1) FAIL("%s: tail and inner > 1 do not go together", k->op->name);
    if (!inputs[1]) FAIL("missing the tail buffer");
    c->y = inputs[1];
    c->tail = cfg->tail;
  }
  c->cols = cfg->cols;
  c->inner = inner;
  c->unit = cfg->cols * inner;
  c->items = rows_n / inner;
  return RC_OK;
}

/* Scratch bytes that a chunk of `items` items of c needs: the joined rows of a rows' tail, the
 * gathered groups of strided rows; 0 for none. */
static size_t scratch_size(const Call *c, size_t items)
{
  if (c->tail > 0) return 2 * items * (c->cols + c->tail) * c->esize;
  if (c->inner > 1) return 2 * (c->inner < GROUP ? c->inner : GROUP) * c->cols * c->esize;
  return 0;
}

/* Items [lo, hi) of c, computed exactly as a call over all items computes them; scratch holds
 * scratch_size(c, hi - lo) bytes. */
static void run_items(const Call *c, size_t lo, size_t hi, char *scratch)
{
  const RcKernel *k = c->k;
  size_t at = lo * c->unit * c->esize, count = hi - lo;
  const char *x = (const char *)c->x + at;
  char *out = (char *)c->out + at;
  if (k->op->kind == RC_KIND_ELEMENTWISE) {
    if (k->dt == RC_ELEM_F32) ((RcEltFn)c->fn)((float *)(void *)out, (const float *)(const void *)x, count);
    else rc_lowp_elementwise((RcEltFn)c->fn, rc_lowp_exact_fn(k->op->name), k->dt, out, x, count);
    return;
  }
  if (k->op->kind == RC_KIND_GRAD) {
    const char *dy = (const char *)c->y + at;
    if (k->dt == RC_ELEM_F32)
      ((RcGradFn)c->fn)((float *)(void *)out, (const float *)(const void *)x, (const float *)(const void *)dy, count);
    else rc_lowp_grad((RcGradFn)c->fn, k->op->ref.elt, k->dt, out, x, dy, count);
    return;
  }
  if (k->op->kind == RC_KIND_NORM_GRAD) {
    const char *dy = (const char *)c->y + at, *acc = c->acc ? (const char *)c->acc + at : NULL;
    if (k->dt == RC_ELEM_F32)
      ((RcNormGradFn)c->fn)((float *)(void *)out, (const float *)(const void *)x, (const float *)(const void *)dy,
                            c->scale, (const float *)(const void *)acc, count, c->cols, c->eps);
    else rc_lowp_norm_grad((RcNormGradFn)c->fn, k->dt, out, x, dy, c->scale, acc, count, c->cols, c->eps);
    return;
  }
  if (c->tail > 0) {
    /* Two-part rows: [x row, y row] joined in scratch, the op run over them, x's part copied out. */
    size_t w = c->cols + c->tail, xb = c->cols * c->esize, yb = c->tail * c->esize;
    const char *y = (const char *)c->y + lo * yb;
    char *jy = scratch + count * (xb + yb);
    for (size_t r = 0; r < count; r++) {
      memcpy(scratch + r * (xb + yb), x + r * xb, xb);
      memcpy(scratch + r * (xb + yb) + xb, y + r * yb, yb);
    }
    if (k->dt == RC_ELEM_F32) ((RcRowFn)c->fn)((float *)(void *)jy, (const float *)(void *)scratch, count, w);
    else rc_lowp_row((RcRowFn)c->fn, k->dt, jy, scratch, count, w);
    for (size_t r = 0; r < count; r++) memcpy(out + r * xb, jy + r * (xb + yb), xb);
    return;
  }
  if (c->inner > 1) {
    /* Strided rows: groups of rows gathered into contiguous scratch, run there, scattered back. */
    size_t inner = c->inner, cols = c->cols, g = inner < GROUP ? inner : GROUP;
    char *ys = scratch + g * cols * c->esize;
    for (size_t o = 0; o < count; o++)
      for (size_t j0 = 0; j0 < inner; j0 += g) {
        size_t m = inner - j0 < g ? inner - j0 : g, off = (o * cols * inner + j0) * c->esize;
        move_group(scratch, (char *)(uintptr_t)x + off, cols, inner, m, c->esize, true);
        run_rows(k, c->fn, ys, scratch, c->scale, c->bias, m, cols, c->eps);
        move_group(ys, out + off, cols, inner, m, c->esize, false);
      }
    return;
  }
  run_rows(k, c->fn, out, x, c->scale, c->bias, count, c->cols, c->eps);
}

/* A call cut into chunks: chunk i is items [i * per, min(items, (i + 1) * per)), with its own
 * scratch, run in the caller's floating-point environment (rounding, and on x86 the flush-to-zero
 * bits, which a pool's threads may set otherwise). */
typedef struct Chunks {
  const Call *c;
  RcSplit s;
  char *scratch;
  size_t scratch_per;
  fenv_t env;
} Chunks;

static void run_chunk(void *arg, size_t i)
{
  const Chunks *p = arg;
  size_t lo = i * p->s.per, hi = p->c->items - lo < p->s.per ? p->c->items : lo + p->s.per;
  fenv_t own;
  bool swap = p->s.count > 1 && fegetenv(&own) == 0 && fesetenv(&p->env) == 0;
  run_items(p->c, lo, hi, p->scratch ? p->scratch + i * p->scratch_per : NULL);
  if (swap) fesetenv(&own);
}

/* Elementwise chunks start on multiples of this many elements (whole cache lines). */
#define ELEMENT_ALIGN 64

RcStatus rc_kernel_run_parallel(RcCtx *ctx, const RcKernel *k, int isa, void *out, const void *const *inputs,
                                const RcKernelConfig *cfg, const RcParallelFor *par)
{
  Call c;
  RcStatus st = plan(ctx, k, isa, out, inputs, cfg, &c);
  if (st != RC_OK || c.items == 0) return st;
  RcSplit s = {c.items, 1};
  if (par && par->run)
    s = rc_split(c.items, c.unit, c.unit == 1 ? ELEMENT_ALIGN : 1, par->threads,
                 par->min_elems ? par->min_elems : RC_SPLIT_MIN_ELEMS);
  Chunks p = {.c = &c, .s = s, .scratch_per = scratch_size(&c, s.per)};
  if (s.count > 1 && fegetenv(&p.env) != 0) FAIL("%s: cannot read the floating-point environment", k->op->name);
  if (p.scratch_per) {
    if (p.scratch_per > SIZE_MAX / s.count || !(p.scratch = malloc(p.scratch_per * s.count)))
      FAIL_AS(RC_ERR_NOMEM, "%s: out of memory for %s (%zu chunks of %zu bytes)", k->op->name,
              c.tail ? "the joined rows" : "the gathered rows", s.count, p.scratch_per);
  }
  if (s.count == 1) run_chunk(&p, 0);
  else par->run(par->host, s.count, run_chunk, &p);
  free(p.scratch);
  return RC_OK;
}

RcStatus rc_kernel_run(RcCtx *ctx, const RcKernel *k, int isa, void *out, const void *const *inputs,
                       const RcKernelConfig *cfg)
{
  return rc_kernel_run_parallel(ctx, k, isa, out, inputs, cfg, NULL);
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
  { rc_lowp_elementwise((RcEltFn)active_fn(RC_FOP_##op), exact_fn(RC_FOP_##op), RC_ELEM_BF16, out, in, n); } \
  void rc_##op##_f16(uint16_t *out, const uint16_t *in, size_t n)                    \
  { rc_lowp_elementwise((RcEltFn)active_fn(RC_FOP_##op), exact_fn(RC_FOP_##op), RC_ELEM_F16, out, in, n); }

#define ENTRY_ROW(op)                                                                   \
  void rc_##op##_f32(float *out, const float *in, size_t rows, size_t cols)              \
  { ((RcRowFn)active_fn(RC_FOP_##op))(out, in, rows, cols); }                            \
  void rc_##op##_bf16(uint16_t *out, const uint16_t *in, size_t rows, size_t cols)       \
  { rc_lowp_row((RcRowFn)active_fn(RC_FOP_##op), RC_ELEM_BF16, out, in, rows, cols); }    \
  void rc_##op##_f16(uint16_t *out, const uint16_t *in, size_t rows, size_t cols)        \
  { rc_lowp_row((RcRowFn)active_fn(RC_FOP_##op), RC_ELEM_F16, out, in, rows, cols); }

#define ENTRY_NORM(op)                                                                       \
  void rc_##op##_f32(float *out, const float *in, const float *scale, const float *bias,      \
                     size_t rows, size_t cols, float eps)                                     \
  { ((RcNormFn)active_fn(RC_FOP_##op))(out, in, scale, bias, rows, cols, eps); }             \
  void rc_##op##_bf16(uint16_t *out, const uint16_t *in, const uint16_t *scale,               \
                      const uint16_t *bias, size_t rows, size_t cols, float eps)              \
  { rc_lowp_norm((RcNormFn)active_fn(RC_FOP_##op), RC_ELEM_BF16, out, in, scale, bias, rows, cols, eps); } \
  void rc_##op##_f16(uint16_t *out, const uint16_t *in, const uint16_t *scale,                \
                     const uint16_t *bias, size_t rows, size_t cols, float eps)               \
  { rc_lowp_norm((RcNormFn)active_fn(RC_FOP_##op), RC_ELEM_F16, out, in, scale, bias, rows, cols, eps); }

#define ENTRY_GRAD(op)                                                                           \
  void rc_##op##_f32(float *out, const float *x, const float *dy, size_t n)                     \
  { ((RcGradFn)active_fn(RC_FOP_##op))(out, x, dy, n); }                                         \
  void rc_##op##_bf16(uint16_t *out, const uint16_t *x, const uint16_t *dy, size_t n)           \
  { rc_lowp_grad((RcGradFn)active_fn(RC_FOP_##op), rc_fused_at(RC_FOP_##op)->ref.elt, RC_ELEM_BF16, out, x, dy, n); } \
  void rc_##op##_f16(uint16_t *out, const uint16_t *x, const uint16_t *dy, size_t n)            \
  { rc_lowp_grad((RcGradFn)active_fn(RC_FOP_##op), rc_fused_at(RC_FOP_##op)->ref.elt, RC_ELEM_F16, out, x, dy, n); }

#define ENTRY_NORM_GRAD(op)                                                                          \
  void rc_##op##_f32(float *out, const float *x, const float *dy, const float *scale, const float *acc,   \
                     size_t rows, size_t cols, float eps)                                                 \
  { ((RcNormGradFn)active_fn(RC_FOP_##op))(out, x, dy, scale, acc, rows, cols, eps); }                  \
  void rc_##op##_bf16(uint16_t *out, const uint16_t *x, const uint16_t *dy, const uint16_t *scale,          \
                      const uint16_t *acc, size_t rows, size_t cols, float eps)                           \
  { rc_lowp_norm_grad((RcNormGradFn)active_fn(RC_FOP_##op), RC_ELEM_BF16, out, x, dy, scale, acc, rows, cols, eps); } \
  void rc_##op##_f16(uint16_t *out, const uint16_t *x, const uint16_t *dy, const uint16_t *scale,           \
                     const uint16_t *acc, size_t rows, size_t cols, float eps)                            \
  { rc_lowp_norm_grad((RcNormGradFn)active_fn(RC_FOP_##op), RC_ELEM_F16, out, x, dy, scale, acc, rows, cols, eps); }

#define RC_FUSED(op, kind, isas, same_as, ref, keys) ENTRY_##kind(op)
#include "recompose/fused.def"
#undef RC_FUSED
