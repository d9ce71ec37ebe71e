/* Kernel registry and ISA dispatch. The registry is the fused-op table's
 * (src/fused: one entry per op and dtype, with the op's f32 kernel per ISA);
 * rc_kernel_run arranges the data the row kernels take (contiguous
 * rows): strided rows (inner > 1) transposed and a rows' tail (tail > 0)
 * joined in scratch, the eps operand read; rc_kernel_run_parallel cuts a
 * large call into chunks of whole elements or whole rows (support/split.h's
 * rule) that a host's parallel-for runs, every check made before any chunk;
 * the neighbours a call takes (an elementwise op's bias and gate, a norm's
 * residual, whose sum is a second output with sum_out) are computed in cache-sized tiles
 * around the op's kernel;
 * the CPU is probed once (CPUID through the compiler's cpu-supports, which
 * also checks that the OS saves the vector state); rc_isa_force picks a
 * lower level for the whole process (the CLI maps RECOMPOSE_ISA onto it). Also holds the plain
 * rc_<op>_<dtype> entry points (and rc_<op>_fast_f32). accuracy=fast picks an
 * f32 call's kernel from the fast tier (src/fused/fast.def) where the op has one. */
#include <fenv.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fused/fused.h"
#include "kernels/internal.h"
#include "numerics/numerics.h"
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

static const char *const accuracy_names[RC_ACCURACY_COUNT] = {"default", "fast"};

const char *rc_accuracy_name(RcAccuracy acc)
{
  return (int)acc >= 0 && acc < RC_ACCURACY_COUNT ? accuracy_names[acc] : "?";
}

RcStatus rc_accuracy_parse(const char *name, RcAccuracy *out)
{
  for (int i = 0; name && i < RC_ACCURACY_COUNT; i++)
    if (strcmp(name, accuracy_names[i]) == 0) {
      *out = (RcAccuracy)i;
      return RC_OK;
    }
  return RC_ERR_USAGE;
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
  if (k->op->kind == RC_KIND_ROW)
    return 1 + (size_t)(cfg->tail > 0) + (size_t)(cfg->has_xmul || cfg->has_xdiv) +
           (size_t)(cfg->has_mask || cfg->has_where) + (size_t)cfg->has_where;
  if (k->op->kind == RC_KIND_GRAD) return 2;
  if (k->op->kind == RC_KIND_ROW_GRAD) return 2 + (size_t)cfg->has_sum_in;
  if (k->op->kind == RC_KIND_NORM_GRAD)
    return 2 + (size_t)cfg->has_scale + (size_t)cfg->has_acc + (size_t)cfg->has_eps_in;
  if (k->op->kind == RC_KIND_NORM_SCALE_GRAD) return 2 + (size_t)cfg->has_eps_in;
  if (k->op->kind == RC_KIND_ELEMENTWISE) return 1 + (size_t)cfg->has_bias + (size_t)cfg->has_gate;
  return 1 + (size_t)cfg->has_scale + (size_t)cfg->has_bias + (size_t)cfg->has_eps_in + (size_t)cfg->has_residual;
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

/* Strided rows, x as [outer, cols / cols2, mid, cols2, inner] (one block of reduced axes:
 * mid = 1, cols2 = cols): up to GROUP rows at a time are gathered from x into contiguous
 * scratch rows, or scattered from there back to out; the scratch of a group stays in cache.
 * The rows of a group are adjacent inner positions (inner > 1: each element of the group a
 * run of adjacent elements), else adjacent mid positions (each row's runs of cols2 adjacent
 * elements continue the previous row's). Element (a, b) of row j of a group lies
 * j * rstep + a * sa + b * inner after the group's first (sa: the first block's stride). */
#define GROUP 16
typedef struct Strides {
  size_t cols, cols2, sa, inner, rstep;
} Strides;
#define MOVE_GROUP(T, gather)                                                                          \
  for (size_t j = 0; j < m; j++)                                                                       \
    for (size_t a = 0; a < st->cols / st->cols2; a++) {                                                \
      T *r = (T *)rows + j * st->cols + a * st->cols2;                                                 \
      T *e = (T *)strided + a * st->sa + j * st->rstep;                                                \
      for (size_t b = 0; b < st->cols2; b++) {                                                         \
        if (gather) r[b] = e[b * st->inner];                                                           \
        else e[b * st->inner] = r[b];                                                                  \
      }                                                                                                \
    }

static void move_group(void *rows, void *strided, const Strides *st, size_t m, size_t esize, bool gather)
{
  if (st->inner == 1) { /* rows of runs of cols2 adjacent elements */
    size_t run = st->cols2 * esize;
    for (size_t a = 0; a < st->cols / st->cols2; a++)
      for (size_t j = 0; j < m; j++) {
        char *r = (char *)rows + (j * st->cols2 * (st->cols / st->cols2) + a * st->cols2) * esize;
        char *e = (char *)strided + (a * st->sa + j * st->rstep) * esize;
        if (gather) memcpy(r, e, run);
        else memcpy(e, r, run);
      }
    return;
  }
  if (esize == 4) {
    MOVE_GROUP(uint32_t, gather)
  } else {
    MOVE_GROUP(uint16_t, gather)
  }
}

#undef MOVE_GROUP

/* The row, norm or row-grad kernel fn of k over rows of cols contiguous elements (dy: a
 * ROW_GRAD op's second operand, rows like in's). */
static void run_rows(const RcKernel *k, void (*fn)(void), void *out, const void *in, const void *dy,
                     const void *sums, const void *scale, const void *bias, size_t rows, size_t cols, float eps,
                     int from_exp)
{
  if (k->op->kind == RC_KIND_ROW_GRAD) {
    if (k->dt == RC_ELEM_F32) ((RcRowGradFn)fn)(out, in, dy, sums, rows, cols, from_exp);
    else rc_lowp_row_grad((RcRowGradFn)fn, k->dt, out, in, dy, sums, rows, cols, from_exp);
  } else if (k->op->kind == RC_KIND_ROW) {
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
  void *out, *sum; /* sum: a norm's second output, x + residual (sum_out) */
  const void *x, *y, *scale, *bias, *sums, *resid, *acc; /* y: a row op's tail, a GRAD op's dy, an elementwise op's gate */
  RcNbFn add, mul;                                       /* the neighbours' arithmetic at the call's ISA */
  size_t items, unit, cols, inner, tail, esize;
  size_t mid, cols2; /* strided rows in two blocks (mid > 1): x as [outer, cols / cols2, mid, cols2, inner] */
  size_t mid2, cols3, mid3, cols4; /* three or four blocks (mid2 > 1): blocks_items */
  float eps;
  int from_exp;
  RcRowNb rnb; /* a row op's neighbours, when rows_nb */
  bool rows_nb;
  bool ninf_zero; /* an elementwise op's +0 at x = -inf (fused.def) */
  unsigned tie;   /* a hard op's grad at its breakpoints (fused.def) */
} Call;

/* The neighbours of row op k under cfg (xmul, xdiv, mask, where) into c->rnb; rows: x's rows. */
static RcStatus plan_row_nb(RcCtx *ctx, const RcKernel *k, int isa, const void *const *inputs,
                            const RcKernelConfig *cfg, size_t rows, Call *c)
{
  if (cfg->has_xmul && cfg->has_xdiv) FAIL("%s: xmul and xdiv do not go together", k->op->name);
  if (cfg->has_mask && cfg->has_where) FAIL("%s: mask and where do not go together", k->op->name);
  int scale = cfg->has_xmul ? 1 : cfg->has_xdiv ? 2 : 0;
  bool masked = cfg->has_mask || cfg->has_where;
  if (!scale && !masked) return RC_OK;
  if (cfg->inner > 1 || cfg->mid > 1 || cfg->tail > 0)
    FAIL("%s: xmul, xdiv, mask and where take contiguous rows (no inner, no mid, no tail)", k->op->name);
  if (!rows) return RC_OK; /* nothing to read or write, no mask_rows to divide by (plan returns before, for n = 0) */
  size_t mrows = cfg->mask_rows ? cfg->mask_rows : rows, rep = cfg->mask_rep ? cfg->mask_rep : 1;
  if (masked && rows % rep) FAIL("%s: mask_rep=%zu does not divide the %zu rows", k->op->name, rep, rows);
  size_t in = cfg->mask_in ? cfg->mask_in : 1, gap = cfg->mask_gap ? cfg->mask_gap : 1;
  if (masked && gap > 1 && (mrows % in || (rows / rep) % (in * gap)))
    FAIL("%s: mask_in=%zu does not divide mask_rows=%zu, or mask_in times mask_gap=%zu the %zu rows / mask_rep",
         k->op->name, in, mrows, gap, rows / rep);
  if (masked && (rows / rep / gap) % mrows) FAIL("%s: mask_rows=%zu does not divide the %zu rows / mask_rep / mask_gap", k->op->name, mrows, rows / rep / gap);
  RcRowNb *nb = &c->rnb;
  *nb = (RcRowNb){.dt = k->dt, .cols = cfg->cols, .esize = c->esize, .scale = scale, .mask_rows = mrows,
                  .mask_rep = rep, .mask_in = in, .mask_gap = gap, .scale_fn = rc_nb_scale_f32__scalar, .add = c->add,
                  .select = rc_nb_select_f32__scalar};
#if RC_KERNELS_X86
  if (isa == RC_ISA_AVX2) nb->scale_fn = rc_nb_scale_f32__avx2, nb->select = rc_nb_select_f32__avx2;
  if (isa == RC_ISA_AVX512) nb->scale_fn = rc_nb_scale_f32__avx512, nb->select = rc_nb_select_f32__avx512;
#else
  (void)isa;
#endif
  size_t at = 1;
  if (scale) {
    if (!inputs[at]) FAIL("missing the %s buffer", scale == 1 ? "xmul" : "xdiv");
    nb->s = scalar_f32(k->dt, inputs[at++]);
  }
  if (cfg->has_mask && !(nb->mask = inputs[at++])) FAIL("missing the mask buffer");
  if (cfg->has_where) {
    if (!(nb->pred = inputs[at++]) || !inputs[at]) FAIL("missing the where mask or fill buffer");
    nb->fill = scalar_f32(k->dt, inputs[at]);
  }
  c->rows_nb = true;
  return RC_OK;
}

/* Every check of a call, before anything is allocated or written; fills *c. */
static RcStatus plan(RcCtx *ctx, const RcKernel *k, int isa, void *const *outs, const void *const *inputs,
                     const RcKernelConfig *cfg, Call *c)
{
  void *out = outs ? outs[0] : NULL;
  if (!k || !cfg) FAIL("no kernel or config");
  bool active = isa < 0;
  if (active) isa = (int)rc_isa_active();
  if (isa >= RC_ISA_COUNT || !rc_isa_supported((RcIsa)isa))
    FAIL("ISA %s is not supported by this CPU", rc_isa_name((RcIsa)isa));
  if ((unsigned)cfg->accuracy >= RC_ACCURACY_COUNT) FAIL("unknown accuracy tier %d", (int)cfg->accuracy);
  bool fast = cfg->accuracy == RC_ACCURACY_FAST && k->dt == RC_ELEM_F32;
  void (*fn)(void) = fast && rc_fused_fast_kernel(k->op, (RcIsa)isa) ? rc_fused_fast_kernel(k->op, (RcIsa)isa)
                                                                    : k->op->kernel[isa];
  if (!fn && active) /* an op without the active ISA runs scalar */
    fn = fast && rc_fused_fast_kernel(k->op, RC_ISA_SCALAR) ? rc_fused_fast_kernel(k->op, RC_ISA_SCALAR)
                                                            : k->op->kernel[RC_ISA_SCALAR];
  if (!fn) FAIL("%s has no %s implementation", k->op->name, rc_isa_name((RcIsa)isa));
  if (cfg->dtype != k->dt)
    FAIL("%s kernel for %s got dtype=%s", k->op->name, rc_elem_type_name(k->dt), rc_elem_type_name(cfg->dtype));
  *c = (Call){.k = k, .fn = fn, .out = out, .esize = k->dt == RC_ELEM_F32 ? sizeof(float) : sizeof(uint16_t),
              .eps = cfg->eps, .inner = 1, .mid = 1, .unit = 1, .add = rc_nb_add_f32__scalar, .mul = rc_nb_mul_f32__scalar};
#if RC_KERNELS_X86
  if (isa == RC_ISA_AVX2) c->add = rc_nb_add_f32__avx2, c->mul = rc_nb_mul_f32__avx2;
  if (isa == RC_ISA_AVX512) c->add = rc_nb_add_f32__avx512, c->mul = rc_nb_mul_f32__avx512;
#endif
  if (cfg->has_sum_out && (k->op->kind != RC_KIND_NORM || !cfg->has_residual))
    FAIL("%s: sum_out is a norm's, with residual", k->op->name);
  if (cfg->ninf_zero && !(k->op->keys >> RC_FK_ninf_zero & 1))
    FAIL("%s takes no ninf_zero", k->op->name);
  if (cfg->tie && !(k->op->keys >> RC_FK_tie & 1)) FAIL("%s takes no tie", k->op->name);
  if (cfg->tie > 2) FAIL("%s: bad tie %u (want 0, 1 or 2)", k->op->name, cfg->tie);
  if (cfg->n == 0) return RC_OK;
  if (!out || !inputs || !inputs[0]) FAIL("missing buffer");
  if (cfg->has_sum_out && !(c->sum = outs[1])) FAIL("missing the sum output buffer");
  c->x = inputs[0];
  if (k->op->kind == RC_KIND_ELEMENTWISE || k->op->kind == RC_KIND_GRAD) {
    if (k->op->kind == RC_KIND_GRAD && !(c->y = inputs[1])) FAIL("missing the dy buffer");
    if (k->op->kind == RC_KIND_ELEMENTWISE && cfg->has_bias) {
      if (cfg->cols == 0 || cfg->n % cfg->cols != 0)
        FAIL("%s with a bias needs cols dividing n (n=%zu, cols=%zu)", k->op->name, cfg->n, cfg->cols);
      if (!(c->bias = inputs[1])) FAIL("missing the bias buffer");
      c->cols = cfg->cols;
    }
    if (k->op->kind == RC_KIND_ELEMENTWISE && cfg->has_gate && !(c->y = inputs[1 + cfg->has_bias]))
      FAIL("missing the gate buffer");
    c->ninf_zero = cfg->ninf_zero;
    c->tie = cfg->tie;
    c->items = cfg->n;
    return RC_OK;
  }
  if (cfg->cols == 0 || cfg->n % cfg->cols != 0)
    FAIL("%s needs cols dividing n (n=%zu, cols=%zu)", k->op->name, cfg->n, cfg->cols);
  size_t inner = cfg->inner > 1 ? cfg->inner : 1, rows_n = cfg->n / cfg->cols;
  size_t mid = cfg->mid > 1 ? cfg->mid : 1, cols2 = mid > 1 ? cfg->cols2 : cfg->cols;
  if (rows_n % inner != 0)
    FAIL("%s needs cols * inner dividing n (n=%zu, cols=%zu, inner=%zu)", k->op->name, cfg->n, cfg->cols, inner);
  if (mid > 1 && (cols2 == 0 || cfg->cols % cols2 != 0))
    FAIL("%s: mid=%zu needs cols2 dividing cols (cols=%zu, cols2=%zu)", k->op->name, mid, cfg->cols, cols2);
  if ((rows_n / inner) % mid != 0)
    FAIL("%s needs cols * mid * inner dividing n (n=%zu, cols=%zu, mid=%zu, inner=%zu)", k->op->name, cfg->n,
         cfg->cols, mid, inner);
  /* a third and fourth block: [outer, cols / (cols2 cols3 cols4), mid, cols2, mid2, cols3, mid3, cols4, inner] */
  size_t mid2 = mid > 1 && cfg->mid2 > 1 ? cfg->mid2 : 1, cols3 = mid2 > 1 ? cfg->cols3 : 1;
  size_t mid3 = mid2 > 1 && cfg->mid3 > 1 ? cfg->mid3 : 1, cols4 = mid3 > 1 ? cfg->cols4 : 1;
  if ((cfg->mid2 > 1 && mid == 1) || (cfg->mid3 > 1 && mid2 == 1))
    FAIL("%s: mid2 > 1 needs mid > 1, mid3 > 1 needs mid2 > 1", k->op->name);
  if ((mid2 > 1 || mid3 > 1) &&
      (cols3 == 0 || cols4 == 0 || cols2 > cfg->cols / cols3 / cols4 || cfg->cols % (cols2 * cols3 * cols4) != 0 ||
       (rows_n / inner / mid) % (mid2 * mid3) != 0))
    FAIL("%s: mid2=%zu cols3=%zu mid3=%zu cols4=%zu do not split n=%zu, cols=%zu", k->op->name, mid2, cols3, mid3,
         cols4, cfg->n, cfg->cols);
  bool strided = inner > 1 || mid > 1;
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
    if (cfg->has_residual) {
      if (strided) FAIL("%s: a residual and inner > 1 or mid > 1 do not go together", k->op->name);
      if (!(c->resid = inputs[1 + cfg->has_scale + cfg->has_bias + cfg->has_eps_in])) FAIL("missing the residual buffer");
    }
  }
  if (k->op->kind == RC_KIND_ROW_GRAD) {
    if (cfg->tail > 0) FAIL("%s takes no tail", k->op->name);
    if (!(c->y = inputs[1])) FAIL("missing the dy buffer");
    if (cfg->has_sum_in && !cfg->from_exp) FAIL("%s: sum_in goes with from_exp", k->op->name);
    if (cfg->has_sum_in && !(c->sums = inputs[2])) FAIL("missing the row sums buffer");
    c->from_exp = cfg->from_exp;
  }
  if (k->op->kind == RC_KIND_NORM_GRAD) { /* x, dy, then scale, acc and eps as cfg says */
    if (cfg->tail > 0) FAIL("%s takes no tail", k->op->name);
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
  if (k->op->kind == RC_KIND_NORM_SCALE_GRAD) { /* x, dy, then eps as cfg says; rows inner apart, out [cols] */
    if (mid > 1 || cfg->tail > 0) FAIL("%s takes rows in one block (no mid, no tail)", k->op->name);
    if (!(c->y = inputs[1])) FAIL("missing the dy buffer");
    if (cfg->has_eps_in) {
      const void *e = inputs[2];
      if (!e) FAIL("missing eps buffer");
      c->eps = scalar_f32(k->dt, e);
    } else if (!cfg->has_eps) {
      FAIL("%s needs eps", k->op->name);
    }
  }
  if (k->op->kind == RC_KIND_ROW) {
    RcStatus st = plan_row_nb(ctx, k, isa, inputs, cfg, rows_n, c);
    if (st != RC_OK) return st;
  }
  if (k->op->kind == RC_KIND_ROW && cfg->tail > 0) {
    if (strided) FAIL("%s: tail and inner > 1 or mid > 1 do not go together", k->op->name);
    if (!inputs[1]) FAIL("missing the tail buffer");
    c->y = inputs[1];
    c->tail = cfg->tail;
  }
  c->cols = cfg->cols;
  c->inner = inner;
  c->mid = mid;
  c->cols2 = cols2;
  c->mid2 = mid2;
  c->cols3 = cols3;
  c->mid3 = mid3;
  c->cols4 = cols4;
  c->unit = cfg->cols * mid * mid2 * mid3 * inner;
  c->items = rows_n / (inner * mid * mid2 * mid3);
  return RC_OK;
}

/* Rows of x + residual a norm computes at a time (in scratch): about 32 KiB of f32, at least one row. */
static size_t sum_rows(size_t cols, size_t items)
{
  size_t g = cols < 8192 ? 8192 / cols : 1;
  return g < items ? g : items;
}

/* Elements of the tiles the neighbours of an elementwise op are computed in (on the stack, in f32). */
#define TILE 512

/* n elements of dtype dt at p as f32, into f. */
static void to_f32(RcElemType dt, float *f, const void *p, size_t n)
{
  if (dt == RC_ELEM_F32) memcpy(f, p, n * sizeof *f);
  else if (dt == RC_ELEM_BF16) rc_bf16_to_f32(f, p, n);
  else rc_f16_to_f32(f, p, n);
}

/* n f32 values rounded to dtype dt into p (to nearest even, as every op of that dtype rounds). */
static void from_f32(RcElemType dt, void *p, const float *f, size_t n)
{
  if (dt == RC_ELEM_F32) memcpy(p, f, n * sizeof *f);
  else if (dt == RC_ELEM_BF16) rc_f32_to_bf16(p, f, n);
  else rc_f32_to_f16(p, f, n);
}

/* dst = a + b over n elements of dtype dt: the add of that dtype (f32 add, rounded once). */
static void add_rounded(const Call *c, void *dst, const void *a, const void *b, size_t n)
{
  RcElemType dt = c->k->dt;
  if (dt == RC_ELEM_F32) {
    c->add(dst, a, b, n);
    return;
  }
  float fa[TILE], fb[TILE];
  for (size_t i = 0; i < n; i += TILE) {
    size_t m = n - i < TILE ? n - i : TILE, off = i * sizeof(uint16_t);
    to_f32(dt, fa, (const char *)a + off, m);
    to_f32(dt, fb, (const char *)b + off, m);
    c->add(fa, fa, fb, m);
    from_f32(dt, (char *)dst + off, fa, m);
  }
}

/* The op over m <= TILE elements src into dst (dst may be src); under ninf_zero +0 where src
 * holds -inf (found before the op runs: in place, it overwrites them). The same scalar pass on
 * every ISA after the op's own kernel, so the ISAs stay bit-identical. */
static bool is_ninf(RcElemType dt, const char *p)
{
  uint32_t u = 0;
  uint16_t h = 0;
  if (dt == RC_ELEM_F32) return memcpy(&u, p, sizeof u), u == 0xff800000u;
  memcpy(&h, p, sizeof h);
  return h == (dt == RC_ELEM_BF16 ? 0xff80u : 0xfc00u);
}

/* The index of the first -inf among m <= TILE elements at p, or m (-inf is rare: blocks of 16
 * tested at once first). */
static size_t first_ninf(RcElemType dt, const char *p, size_t m)
{
  size_t j = 0;
  if (dt == RC_ELEM_F32) {
    for (; j + 16 <= m; j += 16) { /* blocks of a fixed count, which the compiler vectorizes */
      uint32_t u[16];
      unsigned any = 0;
      memcpy(u, p + j * sizeof *u, sizeof u);
      for (size_t i = 0; i < 16; i++) any |= u[i] == 0xff800000u;
      if (any) break;
    }
  } else {
    uint16_t k = dt == RC_ELEM_BF16 ? 0xff80u : 0xfc00u;
    for (; j + 16 <= m; j += 16) {
      uint16_t h[16];
      unsigned any = 0;
      memcpy(h, p + j * sizeof *h, sizeof h);
      for (size_t i = 0; i < 16; i++) any |= h[i] == k;
      if (any) break;
    }
  }
  for (; j < m; j++)
    if (is_ninf(dt, p + j * (dt == RC_ELEM_F32 ? 4 : 2))) return j;
  return m;
}

static void op_tile(const Call *c, char *dst, const char *src, size_t m)
{
  RcElemType dt = c->k->dt;
  size_t es = c->esize, first = c->ninf_zero ? first_ninf(dt, src, m) : m;
  bool at[TILE];
  for (size_t j = first; j < m; j++) at[j] = is_ninf(dt, src + j * es);
  if (dt == RC_ELEM_F32) ((RcEltFn)c->fn)((float *)(void *)dst, (const float *)(const void *)src, m);
  else rc_lowp_elementwise((RcEltFn)c->fn, rc_lowp_exact_fn(c->k->op->name), dt, dst, src, m);
  for (size_t j = first; j < m; j++)
    if (at[j]) memset(dst + j * es, 0, es);
}

/* The element of dtype dt at p, as a double. */
static double elem_f64(RcElemType dt, const char *p)
{
  float f;
  uint16_t h;
  if (dt == RC_ELEM_F32) return memcpy(&f, p, 4), (double)f;
  memcpy(&h, p, 2);
  return dt == RC_ELEM_BF16 ? rc_num_bf16_to_f64(h) : rc_num_f16_to_f64(h);
}

/* A GRAD op under tie (fused.def) over m <= TILE elements, tile by tile: its own kernel, then
 * dy num / 6 (rc_fused_hard_tie: num exact, one rounding in double, then to the dtype: the
 * quotient's binary expansion is periodic, never near a midpoint) where x is at a breakpoint;
 * those are found and computed before the kernel runs (out may be x or dy). A NaN dy gives
 * that NaN quieted. The same scalar pass on every ISA after the op's own kernel, so the ISAs
 * stay bit-identical. */
static void grad_ties(const Call *c, char *out, const char *x, const char *dy, size_t count)
{
  RcElemType dt = c->k->dt;
  bool swish = c->k->op == rc_fused_at(RC_FOP_hardswish_grad);
  size_t es = c->esize;
  for (size_t i = 0; i < count; i += TILE) {
    size_t m = count - i < TILE ? count - i : TILE, nat = 0;
    bool at[TILE];
    double val[TILE];
    for (size_t j = 0; j < m; j++) {
      double num;
      at[j] = rc_fused_hard_tie(swish, c->tie, (int)dt, elem_f64(dt, x + (i + j) * es), &num);
      if (at[j]) val[j] = elem_f64(dt, dy + (i + j) * es) * num / 6.0;
      nat += at[j];
    }
    const char *xs = x + i * es, *ds = dy + i * es;
    char *o = out + i * es;
    if (dt == RC_ELEM_F32)
      ((RcGradFn)c->fn)((float *)(void *)o, (const float *)(const void *)xs, (const float *)(const void *)ds, m);
    else rc_lowp_grad((RcGradFn)c->fn, rc_lowp_grad_exact_fn(c->k->op->name), dt, o, xs, ds, m);
    for (size_t j = 0; nat && j < m; j++) {
      if (!at[j]) continue;
      if (dt == RC_ELEM_F32) {
        float f = (float)val[j];
        memcpy(o + j * 4, &f, 4);
      } else {
        uint16_t h = dt == RC_ELEM_BF16 ? rc_num_f64_to_bf16(val[j]) : rc_num_f64_to_f16(val[j]);
        memcpy(o + j * 2, &h, 2);
      }
    }
  }
}

/* Elements [lo, lo + count) of an elementwise op with its neighbours, tile by tile:
 * out = op(x + bias) * gate, each of the three rounded to the dtype as its own op rounds
 * (ninf_zero: op_tile). */
static void elementwise_neighbours(const Call *c, size_t lo, size_t count, const char *x, char *out)
{
  const RcKernel *k = c->k;
  RcElemType dt = k->dt;
  size_t es = c->esize, col = c->bias ? lo % c->cols : 0;
  float t[TILE], b[TILE];
  uint16_t h[TILE];
  const char *gate = c->y ? (const char *)c->y + lo * es : NULL;
  for (size_t i = 0; i < count; i += TILE) {
    size_t m = count - i < TILE ? count - i : TILE;
    const char *src = x + i * es;
    char *dst = out + i * es;
    if (c->bias) {
      if (dt != RC_ELEM_F32) to_f32(dt, t, src, m);
      for (size_t j = 0; j < m;) { /* bias[col..] over the rest of the row, then from column 0 */
        size_t seg = c->cols - col < m - j ? c->cols - col : m - j;
        if (dt == RC_ELEM_F32) {
          c->add(t + j, (const float *)(const void *)src + j, (const float *)c->bias + col, seg);
        } else {
          to_f32(dt, b, (const char *)c->bias + col * es, seg);
          c->add(t + j, t + j, b, seg);
        }
        j += seg;
        col = col + seg == c->cols ? 0 : col + seg;
      }
      if (dt != RC_ELEM_F32) { /* the sum rounded to dtype, as the add of that dtype gives it */
        from_f32(dt, h, t, m);
        src = (const char *)h;
      } else {
        src = (const char *)t;
      }
    }
    op_tile(c, dst, src, m);
    if (gate && dt == RC_ELEM_F32) {
      c->mul((float *)(void *)dst, (const float *)(const void *)dst, (const float *)(const void *)(gate + i * es), m);
    } else if (gate) {
      to_f32(dt, t, dst, m);
      to_f32(dt, b, gate + i * es, m);
      c->mul(t, t, b, m);
      from_f32(dt, dst, t, m);
    }
  }
}

/* Scratch bytes that a chunk of `items` items of c needs: the joined rows of a rows' tail, the
 * gathered groups of strided rows; 0 for none. */
static size_t scratch_size(const Call *c, size_t items)
{
  if (c->tail > 0) return 2 * items * (c->cols + c->tail) * c->esize;
  if (c->k->op->kind == RC_KIND_NORM_SCALE_GRAD) /* the column sums, and x's and dy's rows gathered */
    return rc_lowp_norm_scale_scratch(c->k->dt, c->cols) + (c->inner > 1 ? 2 * GROUP * c->cols * c->esize : 0);
  /* x (and dy, and a NORM_GRAD's acc) gathered, the result */
  size_t bufs = c->k->op->kind == RC_KIND_ROW_GRAD ? 3 : c->k->op->kind == RC_KIND_NORM_GRAD ? 4 : 2;
  if (c->inner > 1 || c->mid > 1) return bufs * GROUP * c->cols * c->esize;
  if ((c->resid && !c->sum) || c->rows_nb) return sum_rows(c->cols, items) * c->cols * c->esize;
  return 0;
}

/* A NORM_GRAD kernel over rows of cols contiguous elements (acc: NULL or rows like x's). */
static void norm_grad_rows(const Call *c, void *out, const void *x, const void *dy, const void *acc, size_t rows)
{
  if (c->k->dt == RC_ELEM_F32)
    ((RcNormGradFn)c->fn)(out, x, dy, c->scale, acc, rows, c->cols, c->eps);
  else rc_lowp_norm_grad((RcNormGradFn)c->fn, c->k->dt, out, x, dy, c->scale, acc, rows, c->cols, c->eps);
}

/* A NORM_SCALE_GRAD call over all `count` items of rows inner apart: GROUP rows of x and dy at a
 * time gathered into contiguous scratch and added to the column sums in row order ([outer,
 * inner]: what the contiguous call over x transposed to [outer, inner, cols] adds), rounded once. */
static void scale_strided(const Call *c, size_t count, const char *x, const char *dy, char *scratch)
{
  size_t es = c->esize, cols = c->cols, inner = c->inner;
  size_t gb = GROUP * cols * es, sb = rc_lowp_norm_scale_scratch(c->k->dt, cols);
  char *gx = scratch + sb, *gdy = gx + gb;
  double *acc = (double *)(void *)scratch;
  for (size_t j = 0; j < cols; j++) acc[j] = 0.0;
  Strides st = {.cols = cols, .cols2 = cols, .sa = cols * inner, .inner = inner, .rstep = 1};
  for (size_t o = 0; o < count; o++)
    for (size_t j0 = 0; j0 < inner; j0 += GROUP) {
      size_t m = inner - j0 < GROUP ? inner - j0 : GROUP, off = (o * c->unit + j0) * es;
      move_group(gx, (char *)(uintptr_t)x + off, &st, m, es, true);
      move_group(gdy, (char *)(uintptr_t)dy + off, &st, m, es, true);
      rc_lowp_norm_scale_add((RcNormScaleFn)c->fn, c->k->dt, acc, gx, gdy, m, cols, c->eps);
    }
  rc_lowp_norm_scale_round(c->k->dt, c->out, acc, cols);
}

/* Items [lo, lo + count) of strided rows (x, out: at item lo): groups of rows gathered into
 * contiguous scratch, run there, scattered back. */
static void strided_items(const Call *c, size_t lo, size_t count, const char *x, char *out, char *scratch)
{
  const RcKernel *k = c->k;
  size_t at = lo * c->unit * c->esize, inner = c->inner, cols = c->cols, mid = c->mid;
  /* a group: adjacent inner positions, or (inner 1) adjacent mid positions */
  bool by_mid = inner == 1;
  size_t span = by_mid ? mid : inner, g = span < GROUP ? span : GROUP;
  Strides st = {.cols = cols, .cols2 = c->cols2, .sa = mid * c->cols2 * inner, .inner = inner,
                .rstep = by_mid ? c->cols2 : 1};
  size_t gb = GROUP * cols * c->esize;
  char *ys = scratch + gb, *dys = ys + gb, *accs = dys + gb;
  bool rg = k->op->kind == RC_KIND_ROW_GRAD, ng = k->op->kind == RC_KIND_NORM_GRAD;
  for (size_t o = 0; o < count; o++)
    for (size_t mm = 0; mm < (by_mid ? 1 : mid); mm++)
      for (size_t j0 = 0; j0 < span; j0 += g) {
        size_t m = span - j0 < g ? span - j0 : g;
        /* the group's first row: (o, mm, j0), or (o, j0) over mid positions */
        size_t first = by_mid ? j0 : mm * inner + j0;
        size_t off = (o * c->unit + (by_mid ? j0 * c->cols2 : mm * c->cols2 * inner + j0)) * c->esize;
        move_group(scratch, (char *)(uintptr_t)x + off, &st, m, c->esize, true);
        if (rg || ng) move_group(dys, (char *)(uintptr_t)c->y + at + off, &st, m, c->esize, true);
        if (ng && c->acc) move_group(accs, (char *)(uintptr_t)c->acc + at + off, &st, m, c->esize, true);
        if (ng) {
          norm_grad_rows(c, ys, scratch, dys, c->acc ? accs : NULL, m);
        } else {
          /* the row sums of this group: [outer, mid, inner], m rows from (lo + o, first) */
          const char *sg = c->sums ? (const char *)c->sums + ((lo + o) * mid * inner + first) * c->esize : NULL;
          run_rows(k, c->fn, ys, scratch, rg ? dys : NULL, sg, c->scale, c->bias, m, cols, c->eps, c->from_exp);
        }
        move_group(ys, out + off, &st, m, c->esize, false);
      }
}

/* Rows in three or four blocks, x as [outer, R1, mid, cols2, mid2, cols3, mid3, cols4, inner]: a row
 * is one (mid, mid2, mid3, inner) position, its elements (R1, cols2, cols3, cols4) in that order. */
typedef struct Blocks {
  size_t n[4], s[4]; /* the blocks' elements and strides (in elements) */
  size_t kn[4], ks[4]; /* the kept axes' (mid, mid2, mid3, inner) */
} Blocks;

static Blocks blocks_of(const Call *c)
{
  Blocks b = {.n = {c->cols / (c->cols2 * c->cols3 * c->cols4), c->cols2, c->cols3, c->cols4},
              .kn = {c->mid, c->mid2, c->mid3, c->inner}};
  size_t st = 1;
  for (int i = 3; i >= 0; i--) { /* inner, cols4, mid3, cols3, mid2, cols2, mid, R1 from the last */
    b.ks[i] = st;
    st *= b.kn[i];
    b.s[i] = st;
    st *= b.n[i];
  }
  return b;
}

/* Moves m rows from row q0 of a unit (unit: its first element) to or from rows of contiguous scratch. */
#define MOVE_BLOCKS(T)                                                                                 \
  for (size_t a0 = 0; a0 < b->n[0]; a0++)                                                              \
    for (size_t a1 = 0; a1 < b->n[1]; a1++)                                                            \
      for (size_t a2 = 0; a2 < b->n[2]; a2++) {                                                        \
        T *e = (T *)(void *)unit + base + a0 * b->s[0] + a1 * b->s[1] + a2 * b->s[2], *rr = (T *)(void *)r; \
        for (size_t a3 = 0; a3 < b->n[3]; a3++) {                                                      \
          if (gather) rr[a3] = e[a3 * b->s[3]];                                                        \
          else e[a3 * b->s[3]] = rr[a3];                                                               \
        }                                                                                              \
        r += b->n[3] * esize;                                                                          \
      }

static void move_blocks(char *rows, char *unit, const Blocks *b, size_t q0, size_t m, size_t esize, bool gather)
{
  for (size_t j = 0; j < m; j++) {
    size_t q = q0 + j, base = 0;
    for (int i = 3; i >= 0; i--) {
      base += q % b->kn[i] * b->ks[i];
      q /= b->kn[i];
    }
    char *r = rows + j * b->n[0] * b->n[1] * b->n[2] * b->n[3] * esize;
    if (esize == 4) {
      MOVE_BLOCKS(uint32_t)
    } else {
      MOVE_BLOCKS(uint16_t)
    }
  }
}

#undef MOVE_BLOCKS

/* Items [lo, lo + count) of rows in three or four blocks (x, out: at item lo): GROUP rows at a
 * time gathered into contiguous scratch, run there, scattered back. */
static void blocks_items(const Call *c, size_t lo, size_t count, const char *x, char *out, char *scratch)
{
  const RcKernel *k = c->k;
  Blocks b = blocks_of(c);
  size_t at = lo * c->unit * c->esize, es = c->esize, per = c->mid * c->mid2 * c->mid3 * c->inner;
  size_t gb = GROUP * c->cols * es;
  char *ys = scratch + gb, *dys = ys + gb, *accs = dys + gb;
  bool rg = k->op->kind == RC_KIND_ROW_GRAD, ng = k->op->kind == RC_KIND_NORM_GRAD;
  for (size_t o = 0; o < count; o++)
    for (size_t q = 0; q < per; q += GROUP) {
      size_t m = per - q < GROUP ? per - q : GROUP, off = o * c->unit * es;
      move_blocks(scratch, (char *)(uintptr_t)x + off, &b, q, m, es, true);
      if (rg || ng) move_blocks(dys, (char *)(uintptr_t)c->y + at + off, &b, q, m, es, true);
      if (ng && c->acc) move_blocks(accs, (char *)(uintptr_t)c->acc + at + off, &b, q, m, es, true);
      if (ng) {
        norm_grad_rows(c, ys, scratch, dys, c->acc ? accs : NULL, m);
      } else {
        /* the row sums: one per row, [outer, mid, mid2, mid3, inner] */
        const char *sg = c->sums ? (const char *)c->sums + ((lo + o) * per + q) * es : NULL;
        run_rows(k, c->fn, ys, scratch, rg ? dys : NULL, sg, c->scale, c->bias, m, c->cols, c->eps, c->from_exp);
      }
      move_blocks(ys, out + off, &b, q, m, es, false);
    }
}

/* Items [lo, hi) of c, computed exactly as a call over all items computes them; scratch holds
 * scratch_size(c, hi - lo) bytes. */
static void run_items(const Call *c, size_t lo, size_t hi, char *scratch)
{
  const RcKernel *k = c->k;
  size_t at = lo * c->unit * c->esize, count = hi - lo;
  const char *x = (const char *)c->x + at;
  char *out = (char *)c->out + at;
  if (k->op->kind == RC_KIND_ELEMENTWISE && (c->bias || c->y || c->ninf_zero)) {
    elementwise_neighbours(c, lo, count, x, out);
    return;
  }
  if (k->op->kind == RC_KIND_ELEMENTWISE) {
    if (k->dt == RC_ELEM_F32) ((RcEltFn)c->fn)((float *)(void *)out, (const float *)(const void *)x, count);
    else rc_lowp_elementwise((RcEltFn)c->fn, rc_lowp_exact_fn(k->op->name), k->dt, out, x, count);
    return;
  }
  if (k->op->kind == RC_KIND_GRAD) {
    const char *dy = (const char *)c->y + at;
    if (c->tie) grad_ties(c, out, x, dy, count);
    else if (k->dt == RC_ELEM_F32)
      ((RcGradFn)c->fn)((float *)(void *)out, (const float *)(const void *)x, (const float *)(const void *)dy, count);
    else rc_lowp_grad((RcGradFn)c->fn, rc_lowp_grad_exact_fn(k->op->name), k->dt, out, x, dy, count);
    return;
  }
  if (k->op->kind == RC_KIND_NORM_SCALE_GRAD && c->inner > 1) {
    scale_strided(c, count, x, (const char *)c->y + at, scratch);
    return;
  }
  if (k->op->kind == RC_KIND_NORM_SCALE_GRAD) { /* one chunk: all rows into out's cols */
    rc_lowp_norm_scale((RcNormScaleFn)c->fn, k->dt, c->out, x, (const char *)c->y + at, count, c->cols, c->eps,
                       scratch);
    return;
  }
  if (c->mid2 > 1) {
    blocks_items(c, lo, count, x, out, scratch);
    return;
  }
  if (c->inner > 1 || c->mid > 1) {
    strided_items(c, lo, count, x, out, scratch);
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
  if (c->resid) {
    /* x + residual, a group of rows at a time in scratch, then the norm over it */
    size_t g = sum_rows(c->cols, count), rb = c->cols * c->esize;
    const char *res = (const char *)c->resid + at;
    char *sum = c->sum ? (char *)c->sum + at : NULL; /* sum_out: the sum is an output, summed in place */
    for (size_t r = 0; r < count; r += g) {
      size_t m = count - r < g ? count - r : g;
      char *s = sum ? sum + r * rb : scratch;
      add_rounded(c, s, x + r * rb, res + r * rb, m * c->cols);
      run_rows(k, c->fn, out + r * rb, s, NULL, NULL, c->scale, c->bias, m, c->cols, c->eps, false);
    }
    return;
  }
  if (c->rows_nb) {
    /* scaled and masked rows, a group at a time in scratch, then the row op over them */
    size_t g = sum_rows(c->cols, count), rb = c->cols * c->esize;
    for (size_t r = 0; r < count; r += g) {
      size_t m = count - r < g ? count - r : g;
      rc_row_nb_apply(&c->rnb, scratch, x + r * rb, lo + r, m);
      run_rows(k, c->fn, out + r * rb, scratch, NULL, NULL, NULL, NULL, m, c->cols, 0.0f, false);
    }
    return;
  }
  run_rows(k, c->fn, out, x, k->op->kind == RC_KIND_ROW_GRAD ? (const char *)c->y + at : NULL,
           c->sums ? (const char *)c->sums + lo * c->esize : NULL, c->scale, c->bias, count, c->cols, c->eps,
           c->from_exp);
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

size_t rc_kernel_num_outputs(const RcKernel *k, const RcKernelConfig *cfg)
{
  return k && cfg && k->op->kind == RC_KIND_NORM && cfg->has_sum_out ? 2 : 1;
}

RcStatus rc_kernel_run_outputs(RcCtx *ctx, const RcKernel *k, int isa, void *const *outs, const void *const *inputs,
                               const RcKernelConfig *cfg, const RcParallelFor *par)
{
  Call c;
  RcStatus st = plan(ctx, k, isa, outs, inputs, cfg, &c);
  if (st != RC_OK || c.items == 0) return st;
  RcSplit s = {c.items, 1};
  if (par && par->run && k->op->kind != RC_KIND_NORM_SCALE_GRAD) /* a sum over all rows: one chunk */
    s = rc_split(c.items, c.unit, c.unit == 1 ? ELEMENT_ALIGN : 1, par->threads,
                 par->min_elems ? par->min_elems : RC_SPLIT_MIN_ELEMS);
  Chunks p = {.c = &c, .s = s, .scratch_per = scratch_size(&c, s.per)};
  if (s.count > 1 && fegetenv(&p.env) != 0) FAIL("%s: cannot read the floating-point environment", k->op->name);
  size_t held = 0;
  if (p.scratch_per) {
    if (p.scratch_per > SIZE_MAX / s.count || !(p.scratch = rc_kernel_scratch_take(p.scratch_per * s.count, &held)))
      FAIL_AS(RC_ERR_NOMEM, "%s: out of memory for %s (%zu chunks of %zu bytes)", k->op->name,
               c.tail ? "the joined rows" : k->op->kind == RC_KIND_NORM_SCALE_GRAD ? "the column sums" : c.resid ? "the summed rows" : c.rows_nb ? "the masked rows" : "the gathered rows", s.count, p.scratch_per);
  }
  if (s.count == 1) run_chunk(&p, 0);
  else par->run(par->host, s.count, run_chunk, &p);
  rc_kernel_scratch_give(p.scratch, held);
  return RC_OK;
}

RcStatus rc_kernel_run_parallel(RcCtx *ctx, const RcKernel *k, int isa, void *out, const void *const *inputs,
                                const RcKernelConfig *cfg, const RcParallelFor *par)
{
  if (cfg && cfg->has_sum_out) FAIL("%s: sum_out=1 writes two outputs (rc_kernel_run_outputs)", k ? k->op->name : "?");
  void *outs[1] = {out};
  return rc_kernel_run_outputs(ctx, k, isa, outs, inputs, cfg, par);
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

/* The op's accuracy=fast kernel for the active ISA, or its default kernel where it has none. */
static inline void (*active_fast_fn(int op))(void)
{
  RcIsa isa = rc_isa_active();
  const RcFusedOp *f = rc_fused_at((size_t)op);
  void (*fn)(void) = rc_fused_fast_kernel(f, isa);
  if (!fn && !f->kernel[isa]) fn = rc_fused_fast_kernel(f, RC_ISA_SCALAR);
  return fn ? fn : active_fn(op);
}

static inline RcExactFn exact_fn(int op) { return rc_lowp_exact_fn(rc_fused_at((size_t)op)->name); }
static inline RcGradExactFn grad_exact_fn(int op) { return rc_lowp_grad_exact_fn(rc_fused_at((size_t)op)->name); }

#define ENTRY_ELEMENTWISE(op)                                                       \
  void rc_##op##_f32(float *out, const float *in, size_t n)                          \
  { ((RcEltFn)active_fn(RC_FOP_##op))(out, in, n); }                                 \
  void rc_##op##_fast_f32(float *out, const float *in, size_t n)                     \
  { ((RcEltFn)active_fast_fn(RC_FOP_##op))(out, in, n); }                            \
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
  { rc_lowp_grad((RcGradFn)active_fn(RC_FOP_##op), grad_exact_fn(RC_FOP_##op), RC_ELEM_BF16, out, x, dy, n); } \
  void rc_##op##_f16(uint16_t *out, const uint16_t *x, const uint16_t *dy, size_t n)            \
  { rc_lowp_grad((RcGradFn)active_fn(RC_FOP_##op), grad_exact_fn(RC_FOP_##op), RC_ELEM_F16, out, x, dy, n); }

#define ENTRY_ROW_GRAD(op)                                                                                 \
  void rc_##op##_f32(float *out, const float *y, const float *dy, size_t rows, size_t cols)                \
  { ((RcRowGradFn)active_fn(RC_FOP_##op))(out, y, dy, NULL, rows, cols, 0); }                                    \
  void rc_##op##_bf16(uint16_t *out, const uint16_t *y, const uint16_t *dy, size_t rows, size_t cols)      \
  { rc_lowp_row_grad((RcRowGradFn)active_fn(RC_FOP_##op), RC_ELEM_BF16, out, y, dy, NULL, rows, cols, 0); }       \
  void rc_##op##_f16(uint16_t *out, const uint16_t *y, const uint16_t *dy, size_t rows, size_t cols)       \
  { rc_lowp_row_grad((RcRowGradFn)active_fn(RC_FOP_##op), RC_ELEM_F16, out, y, dy, NULL, rows, cols, 0); }

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

#define ENTRY_NORM_SCALE_GRAD(op)                                                                    \
  void rc_##op##_f32(float *out, const float *x, const float *dy, size_t rows, size_t cols, float eps)      \
  { rc_lowp_norm_scale_alloc((RcNormScaleFn)active_fn(RC_FOP_##op), RC_ELEM_F32, out, x, dy, rows, cols, eps); } \
  void rc_##op##_bf16(uint16_t *out, const uint16_t *x, const uint16_t *dy, size_t rows, size_t cols, float eps) \
  { rc_lowp_norm_scale_alloc((RcNormScaleFn)active_fn(RC_FOP_##op), RC_ELEM_BF16, out, x, dy, rows, cols, eps); } \
  void rc_##op##_f16(uint16_t *out, const uint16_t *x, const uint16_t *dy, size_t rows, size_t cols, float eps) \
  { rc_lowp_norm_scale_alloc((RcNormScaleFn)active_fn(RC_FOP_##op), RC_ELEM_F16, out, x, dy, rows, cols, eps); }

#define RC_FUSED(op, kind, isas, same_as, ref, keys) ENTRY_##kind(op)
#include "recompose/fused.def"
#undef RC_FUSED
