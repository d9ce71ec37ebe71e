/* recompose.<op> custom calls and composites, dispatched through the kernel
 * library's registry (rc_kernel_lookup + rc_kernel_run, active ISA)
 * for f32, bf16 and f16. f64 has no kernel: it runs the op's double-precision
 * reference (the fused-op table's, src/fused/ref.c). With a thread pool
 * the kernel library cuts large calls into chunks of elements or whole rows
 * that the pool runs (rc_kernel_run_parallel through rc_par_hook), each chunk
 * exactly as one call over the whole tensor computes it. */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "exec/fused.h"
#include "fused/fused.h"
#include "exec/interp.h"
#include "support/ctx.h"

#include "recompose/kernels.h"

static const RcFusedOp *find(const char *op) { return rc_fused_lookup(op, strlen(op)); }

bool rc_fused_known(const char *op) { return find(op) != NULL; }
bool rc_fused_is_row_op(const char *op) {
  const RcFusedOp *f = find(op);
  return f && f->kind != RC_KIND_ELEMENTWISE && f->kind != RC_KIND_GRAD;
}


/* An error on ctx, without a location (the caller places it): RC_ERR_INPUT. */
static RcStatus fail(RcCtx *ctx, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static RcStatus fail(RcCtx *ctx, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  rc_diagv(ctx, RC_SEV_ERROR, NULL, 0, 0, fmt, ap);
  va_end(ap);
  return RC_ERR_INPUT;
}

RcStatus rc_fused_config_parse(RcCtx *ctx, const char *s, RcFusedConfig *c) {
  RcFusedCfg d;
  char err[256];
  if (!rc_fused_config_decode(s, s ? strlen(s) : 0, RC_FUSED_CFG_LENIENT, &d, err, sizeof err))
    return fail(ctx, "%s", err);
  c->eps = d.eps;
  c->has_eps = (d.given & UINT64_C(1) << RC_FK_eps) != 0;
  c->cols = d.given & UINT64_C(1) << RC_FK_cols ? d.cols : -1;
  c->scale = d.given & UINT64_C(1) << RC_FK_scale ? d.scale : -1;
  c->bias = d.given & UINT64_C(1) << RC_FK_bias ? d.bias : -1;
  c->inner = d.given & UINT64_C(1) << RC_FK_inner ? d.inner : -1;
  c->eps_in = d.given & UINT64_C(1) << RC_FK_eps_in ? d.eps_in : -1;
  c->tail = d.given & UINT64_C(1) << RC_FK_tail ? d.tail : -1;
  c->from_exp = d.given & UINT64_C(1) << RC_FK_from_exp ? d.from_exp : -1;
  c->sum_in = d.given & UINT64_C(1) << RC_FK_sum_in ? d.sum_in : -1;
  c->accuracy = (int)d.accuracy;
  c->gate = d.given & UINT64_C(1) << RC_FK_gate ? d.gate : -1;
  c->residual = d.given & UINT64_C(1) << RC_FK_residual ? d.residual : -1;
  c->acc = d.given & UINT64_C(1) << RC_FK_acc ? d.acc : -1;
  c->xmul = d.xmul;
  c->xdiv = d.xdiv;
  c->mask = d.mask;
  c->where = d.where;
  c->mask_rows = d.mask_rows;
  c->mask_rep = d.mask_rep;
  c->mid = d.mid > 1 ? d.mid : 0;
  c->cols2 = d.mid > 1 ? d.cols2 : 0;
  c->mask_in = d.mask_in;
  c->mask_gap = d.mask_gap;
  c->mid2 = d.mid > 1 && d.mid2 > 1 ? d.mid2 : 0;
  c->cols3 = c->mid2 ? d.cols3 : 0;
  c->mid3 = c->mid2 && d.mid3 > 1 ? d.mid3 : 0;
  c->cols4 = c->mid3 ? d.cols4 : 0;
  c->sum_out = d.sum_out;
  c->ninf_zero = d.ninf_zero;
  c->tie = d.tie;
  return RC_OK;
}

/* The kernel for op over x's dtype run on in[] into out (its data) under kc, split over par's threads; the
 * kernel library's refusal reworded as an error of ctx. */
static RcStatus call_kernel(RcCtx *ctx, RcPar *par, const char *op, const RcTensor *x, const RcKernelConfig *kc,
                            const void *const *in, RcTensor *out, RcTensor *sum) {
  const RcKernel *k = rc_kernel_lookup(op, kc->dtype);
  if (!k) {
    return fail(ctx, "the kernel library has no recompose.%s for %s", op, rc_dtype_info[x->dtype].hlo);
  }
  RcParallelFor hook = rc_par_hook(par);
  size_t keep = rc_ctx_diagnostic_count(ctx);
  void *outs[2] = {out->data, sum ? sum->data : NULL};
  RcStatus st = rc_kernel_run_result(ctx, k, -1, outs, (size_t)out->numel, in, kc, &hook);
  if (st == RC_ERR_NOMEM) {
    rc_ctx_drop_diagnostics(ctx, keep);
    return fail(ctx, "kernel recompose.%s: out of memory", op);
  }
  if (st != RC_OK) {
    /* The kernel library's reason, reworded. */
    char why[256];
    size_t nd = rc_ctx_diagnostic_count(ctx);
    snprintf(why, sizeof why, "%s", nd > keep ? rc_ctx_diagnostic(ctx, nd - 1)->message : "bad configuration");
    rc_ctx_drop_diagnostics(ctx, keep);
    return fail(ctx, "kernel recompose.%s refused the call: %s", op, why);
  }
  return RC_OK;
}

/* A NORM_SCALE_GRAD call (x, dy, then eps as c says): out, of x's dtype and G cols elements
 * (cols the config's, else x's last axis; G = out's elements / cols, 1 for the scale's shape),
 * the sum over x's rows (x as [G, outer / G, cols, inner]: group g's rows are its outer / G
 * consecutive ones) of dy x^ into out's g-th cols; its kernel once per group, or for f64 the
 * reference, row by row in the kernel's order ([outer, inner]). */
static RcStatus run_norm_scale(RcCtx *ctx, RcPar *par, const RcFusedOp *f, const RcFusedConfig *c,
                               RcTensor *const *ins, uint32_t nins, RcTensor *out) {
  const char *op = f->name;
  const RcTensor *x = ins[0];
  int64_t n = x->numel, cols = c->cols >= 0 ? c->cols : x->rank ? x->dims[x->rank - 1] : 1;
  bool e = c->eps_in == 1;
  if (nins != (uint32_t)(2 + e) || ins[1]->tuple || !rc_tensor_same_type(x, ins[1]))
    return fail(ctx, "recompose.%s takes x, dy of one type, then eps_in=%d operands, got %u", op, e, nins);
  int64_t inner = c->inner > 1 ? c->inner : 1;
  if (c->mid > 1 || c->tail > 0 || cols < 1 || n % (cols * inner))
    return fail(ctx, "recompose.%s normalizes rows of cols=%lld elements inner=%lld apart", op, (long long)cols,
                (long long)inner);
  int64_t groups =
      out->tuple ? 0 : (int64_t)rc_kernel_scale_groups((size_t)n, (size_t)cols, (size_t)inner, (size_t)out->numel);
  if (!groups || out->dtype != x->dtype)
    return fail(ctx, "recompose.%s gives cols=%lld elements of %s per group of x's outer rows (the scale's shape)", op,
                (long long)cols, rc_dtype_info[x->dtype].hlo);
  if (!c->has_eps && !e) return fail(ctx, "recompose.%s needs eps in its config or as an operand", op);
  const RcTensor *dyt = ins[1], *epst = e ? ins[2] : NULL;
  if (epst && (epst->tuple || epst->numel != 1 || epst->dtype != x->dtype))
    return fail(ctx, "the eps operand must hold one element of %s", rc_dtype_info[x->dtype].hlo);
  int64_t gn = n / groups; /* a group's elements */
  if (x->dtype != RC_DT_F64) {
    RcKernelConfig kc = {.dtype = x->dtype == RC_DT_F32 ? RC_ELEM_F32 : x->dtype == RC_DT_BF16 ? RC_ELEM_BF16 : RC_ELEM_F16,
                         .n = (size_t)n, .cols = (size_t)cols, .inner = (size_t)inner, .eps = (float)c->eps,
                         .has_eps = c->has_eps, .has_eps_in = e};
    const void *in[3] = {x->data, dyt->data, epst ? epst->data : NULL};
    return call_kernel(ctx, par, op, x, &kc, in, out, NULL); /* the kernel once per group */
  }
  double *buf = calloc(3 * (size_t)(cols ? cols : 1), sizeof(double));
  if (!buf) return fail(ctx, "out of memory");
  double *acc = buf, *xv = buf + cols, *dv = buf + 2 * cols;
  double eps = epst ? rc_tensor_get_f64(epst, 0) : c->eps;
  int64_t grows = gn / cols; /* a group's rows */
  for (int64_t r = 0; r < n / cols; r++) { /* row r: outer r / inner, inner position r % inner */
    int64_t base = r / inner * cols * inner + r % inner;
    for (int64_t j = 0; j < cols; j++) {
      xv[j] = rc_tensor_get_f64(x, base + j * inner);
      dv[j] = rc_tensor_get_f64(dyt, base + j * inner);
    }
    f->ref.norm_scale(acc, xv, dv, cols, eps);
    if ((r + 1) % grows == 0) { /* the group's last row */
      for (int64_t j = 0; j < cols; j++) rc_tensor_set_f64(out, r / grows * cols + j, acc[j]);
      memset(acc, 0, (size_t)cols * sizeof *acc);
    }
  }
  free(buf);
  return RC_OK;
}

/* The operands of a call (all but NORM_GRAD's), read and checked against its op and config:
 * x, then what its kind takes; rows of cols elements, inner apart (row ops). */
typedef struct {
  const RcTensor *x, *scale, *bias, *epst, *yt, *dyt, *sumt, *gate, *resid;
  const RcTensor *xs, *mask, *pred, *fill; /* a row op's neighbours: the scale, the mask, the fill */
  int64_t n, cols, inner, rows, mrows, mrep, min, mgap;
  int64_t mid, cols2; /* two blocks of reduced axes: x as [outer, cols / cols2, mid, cols2, inner] (else 1, cols) */
  int64_t mid2, cols3, mid3, cols4; /* a third and fourth block: [..., cols2, mid2, cols3, mid3, cols4, inner] (else 1) */
  bool grad, row_grad, sum_in;
} Operands;

/* The index in x of element j of row r (rows ordered [outer, mid, mid2, mid3, inner], a row's
 * elements [cols / (cols2 cols3 cols4), cols2, cols3, cols4]). */
static int64_t at(const Operands *o, int64_t r, int64_t j) {
  int64_t i = r % o->inner, t = r / o->inner, m3 = t % o->mid3;
  t /= o->mid3;
  int64_t m2 = t % o->mid2;
  t /= o->mid2;
  int64_t m = t % o->mid, q = t / o->mid;
  int64_t a3 = j % o->cols4, u = j / o->cols4, a2 = u % o->cols3;
  u /= o->cols3;
  int64_t a1 = u % o->cols2, a0 = u / o->cols2, r1 = o->cols / (o->cols2 * o->cols3 * o->cols4);
  int64_t e = ((q * r1 + a0) * o->mid + m) * o->cols2 + a1;
  return ((((e * o->mid2 + m2) * o->cols3 + a2) * o->mid3 + m3) * o->cols4 + a3) * o->inner + i;
}

/* Dims of x from axis *b down multiplied until they reach want (*b moves past them); whether
 * they make exactly want. */
static bool take_dims(const RcTensor *x, int32_t *b, int64_t want) {
  int64_t p = 1;
  while (*b > 0 && p < want) p *= x->dims[--*b];
  return p == want;
}

/* The rows of a row op's x under c: x's dims split at axis boundaries as [outer..., cols..., inner...]
 * (or [outer..., cols / cols2..., mid..., cols2..., inner...]) as the config's cols, inner, mid and
 * cols2 say, else the last axis. */
static RcStatus layout(RcCtx *ctx, const RcFusedConfig *c, Operands *o) {
  const RcTensor *x = o->x;
  o->mid = o->mid2 = o->mid3 = o->cols3 = o->cols4 = 1;
  o->cols2 = o->cols;
  if (c->cols < 0 || (c->inner <= 1 && c->mid <= 1 && c->cols == o->cols)) return RC_OK;
  int64_t inner = c->inner > 1 ? c->inner : 1, mid = c->mid > 1 ? c->mid : 1, cols2 = mid > 1 ? c->cols2 : c->cols;
  int64_t mid2 = mid > 1 && c->mid2 > 1 ? c->mid2 : 1, cols3 = mid2 > 1 ? c->cols3 : 1;
  int64_t mid3 = mid2 > 1 && c->mid3 > 1 ? c->mid3 : 1, cols4 = mid3 > 1 ? c->cols4 : 1;
  int32_t b = x->rank;
  bool ok = c->cols >= 1 && cols2 >= 1 && cols3 >= 1 && cols4 >= 1 && c->cols % (cols2 * cols3 * cols4) == 0 &&
            take_dims(x, &b, inner);
  if (ok && mid3 > 1) ok = take_dims(x, &b, cols4) && take_dims(x, &b, mid3);
  if (ok && mid2 > 1) ok = take_dims(x, &b, cols3) && take_dims(x, &b, mid2);
  ok = ok && take_dims(x, &b, cols2);
  if (ok && mid > 1) ok = take_dims(x, &b, mid) && take_dims(x, &b, c->cols / (cols2 * cols3 * cols4));
  if (!ok) {
    return fail(ctx, "config says cols=%lld inner=%lld mid=%lld cols2=%lld but the operand's dimensions do not split so",
                (long long)c->cols, (long long)inner, (long long)mid, (long long)cols2);
  }
  o->cols = c->cols;
  o->inner = inner;
  o->mid = mid;
  o->cols2 = cols2;
  o->mid2 = mid2;
  o->cols3 = cols3;
  o->mid3 = mid3;
  o->cols4 = cols4;
  return RC_OK;
}

/* An elementwise op's operands: x, then the bias (added along the last axis first) and the gate
 * (multiplies the result). */
static RcStatus read_elementwise(RcCtx *ctx, const char *op, const RcFusedConfig *c, RcTensor *const *ins,
                                 uint32_t nins, Operands *o) {
  bool b = c->bias == 1, g = c->gate == 1;
  if (nins != 1u + b + g) {
    return fail(ctx, "recompose.%s with bias=%d gate=%d takes %d operand%s, got %u", op, b, g, 1 + b + g,
                b || g ? "s" : "", nins);
  }
  if (b) o->bias = ins[1];
  if (g) o->gate = ins[1 + b];
  const RcTensor *x = o->x, *bias = o->bias;
  if (bias && (bias->tuple || bias->dtype != x->dtype || bias->numel != o->cols || (c->cols >= 0 && c->cols != o->cols))) {
    return fail(ctx, "the bias of recompose.%s must hold %lld elements of %s (the last axis)", op, (long long)o->cols,
                rc_dtype_info[x->dtype].hlo);
  }
  if (o->gate && (o->gate->tuple || !rc_tensor_same_type(x, o->gate))) {
    return fail(ctx, "the gate of recompose.%s must have x's type", op);
  }
  return RC_OK;
}

/* A GRAD or ROW_GRAD op's dy (and, sum_in, the row sums' operand; checked by rows_of). */
static RcStatus read_dy(RcCtx *ctx, const char *op, const RcFusedConfig *c, RcTensor *const *ins, uint32_t nins,
                        Operands *o) {
  o->sum_in = o->row_grad && c->sum_in == 1;
  o->dyt = nins == 2u + o->sum_in ? ins[1] : NULL;
  o->sumt = o->sum_in && o->dyt ? ins[2] : NULL;
  if (!o->dyt || o->dyt->tuple || !rc_tensor_same_type(o->x, o->dyt)) {
    return fail(ctx, "recompose.%s takes %s operands %s, dy of the result's type%s, got %u", op,
                o->sum_in ? "three" : "two", o->grad ? "x" : "y", o->sum_in ? " and the row sums" : "", nins);
  }
  if (o->sum_in && c->from_exp != 1) return fail(ctx, "recompose.%s: sum_in goes with from_exp", op);
  return RC_OK;
}

/* A row op's rows (layout) and their count. */
static RcStatus rows_of(RcCtx *ctx, const RcFusedOp *f, const RcFusedConfig *c, Operands *o) {
  const RcTensor *x = o->x;
  o->mid = o->mid2 = o->mid3 = o->cols3 = o->cols4 = 1;
  o->cols2 = o->cols;
  if (f->kind != RC_KIND_ELEMENTWISE && !o->grad) {
    RcStatus st = layout(ctx, c, o);
    if (st != RC_OK) return st;
  }
  o->rows = o->cols ? o->n / o->cols : 0;
  const RcTensor *s = o->sumt;
  if (s && (s->tuple || s->dtype != x->dtype || s->numel != o->rows)) {
    return fail(ctx, "the row sums must hold %lld elements of %s, one per row", (long long)o->rows,
                rc_dtype_info[x->dtype].hlo);
  }
  return RC_OK;
}

/* A row op's neighbours (ins: the operands after x): the scale, then the additive mask, or the
 * where's pred mask and fill value. */
static RcStatus read_row_nb(RcCtx *ctx, const char *op, const RcFusedConfig *c, RcTensor *const *ins, Operands *o) {
  const RcTensor *x = o->x;
  if (c->xmul && c->xdiv) return fail(ctx, "recompose.%s: xmul and xdiv do not go together", op);
  if (c->mask && c->where) return fail(ctx, "recompose.%s: mask and where do not go together", op);
  if (o->inner > 1 || o->mid > 1 || o->yt)
    return fail(ctx, "recompose.%s: xmul, xdiv, mask and where take rows of the last axis and no tail", op);
  uint32_t k = 0;
  if (c->xmul || c->xdiv) o->xs = ins[k++];
  if (c->mask) o->mask = ins[k++];
  if (c->where) o->pred = ins[k++], o->fill = ins[k++];
  const RcTensor *one[2] = {o->xs, o->fill};
  for (int i = 0; i < 2; i++)
    if (one[i] && (one[i]->tuple || one[i]->numel != 1 || one[i]->dtype != x->dtype))
      return fail(ctx, "the %s operand of recompose.%s must hold one element of %s", i ? "fill" : "scale", op,
                  rc_dtype_info[x->dtype].hlo);
  o->mrows = c->mask_rows > 0 ? c->mask_rows : o->rows;
  o->mrep = c->mask_rep > 0 ? c->mask_rep : 1;
  o->min = c->mask_in > 0 ? c->mask_in : 1;
  o->mgap = c->mask_gap > 0 ? c->mask_gap : 1;
  const RcTensor *m = o->mask ? o->mask : o->pred;
  int64_t q = o->rows / o->mrep;
  if (m && (m->tuple || m->numel != o->mrows * o->cols || o->rows % o->mrep || (q / o->mgap) % o->mrows ||
            (o->mgap > 1 && (o->mrows % o->min || q % (o->min * o->mgap))) ||
            m->dtype != (o->mask ? x->dtype : RC_DT_PRED)))
    return fail(ctx, "the mask of recompose.%s must hold mask_rows=%lld rows of %lld elements of %s, repeated "
                "over the rows of x (mask_rep=%lld, mask_in=%lld, mask_gap=%lld)", op, (long long)o->mrows,
                (long long)o->cols, o->mask ? rc_dtype_info[x->dtype].hlo : "pred", (long long)o->mrep,
                (long long)o->min, (long long)o->mgap);
  return RC_OK;
}

/* A ROW op's rows' tail (a second operand with rows of tail elements, c->tail > 0). */
static RcStatus read_tail(RcCtx *ctx, const RcFusedOp *f, const RcFusedConfig *c, RcTensor *const *ins,
                          uint32_t nins, Operands *o) {
  int64_t tail = c->tail > 0 ? c->tail : 0;
  int nb = f->kind == RC_KIND_ROW ? (c->xmul || c->xdiv) + (c->mask || c->where) + c->where : 0;
  if (f->kind == RC_KIND_ROW && nins != (uint32_t)(1 + (tail > 0) + nb)) {
    return fail(ctx, "recompose.%s with tail=%lld xmul=%d xdiv=%d mask=%d where=%d takes %d operand%s, got %u",
                f->name, (long long)tail, c->xmul, c->xdiv, c->mask, c->where, 1 + (tail > 0) + nb,
                tail > 0 || nb ? "s" : "", nins);
  }
  if (tail > 0) {
    const RcTensor *yt = o->yt = ins[1];
    if (o->inner > 1 || o->mid > 1 || yt->tuple || yt->dtype != o->x->dtype || yt->numel != o->rows * tail) {
      return fail(ctx, "the rows' tail must hold %lld rows of tail=%lld elements of %s%s", (long long)o->rows,
                  (long long)tail, rc_dtype_info[o->x->dtype].hlo, o->inner > 1 ? ", over the last axis" : "");
    }
  }
  return nb ? read_row_nb(ctx, f->name, c, ins + 1 + (tail > 0), o) : RC_OK;
}

/* A norm's operands after x: scale, bias, eps and residual as the config (or, for scale and
 * bias without their keys, the operand count) says. */
static RcStatus read_norm(RcCtx *ctx, const char *op, const RcFusedConfig *c, RcTensor *const *ins, uint32_t nins,
                          Operands *o) {
  const RcTensor *x = o->x;
  bool e = c->eps_in == 1;
  if (!c->has_eps && !e) {
    return fail(ctx, "recompose.%s needs eps in its config or as an operand", op);
  }
  bool rs = c->residual == 1;
  if (nins > 4u + rs) {
    return fail(ctx, "recompose.%s takes at most %d operands, got %u", op, 4 + rs, nins);
  }
  bool s = c->scale >= 0 ? c->scale : nins - e - rs >= 2, b = c->bias >= 0 ? c->bias : nins - e - rs >= 3;
  if ((uint32_t)(1 + s + b + e + rs) != nins) {
    return fail(ctx, "config says scale=%d bias=%d eps_in=%d residual=%d but the call has %u operands", s, b, e, rs,
                nins);
  }
  uint32_t k = 1;
  if (s) o->scale = ins[k++];
  if (b) o->bias = ins[k++];
  if (e) o->epst = ins[k++];
  if (rs) o->resid = ins[k++];
  const RcTensor *resid = o->resid;
  if (resid && (resid->tuple || !rc_tensor_same_type(x, resid) || o->inner > 1 || o->mid > 1)) {
    return fail(ctx, "the residual of recompose.%s must have x's type%s", op,
                o->inner > 1 ? " and rows of the last axis" : "");
  }
  const RcTensor *sb[2] = {o->scale, o->bias};
  for (int i = 0; i < 2; i++)
    if (sb[i] && (sb[i]->tuple || sb[i]->numel != o->cols || sb[i]->dtype != x->dtype)) {
      return fail(ctx, "%s must hold cols=%lld elements of %s (one per column)", i ? "bias" : "scale",
                  (long long)o->cols, rc_dtype_info[x->dtype].hlo);
    }
  if (o->epst && (o->epst->tuple || o->epst->numel != 1 || o->epst->dtype != x->dtype)) {
    return fail(ctx, "the eps operand must hold one element of %s", rc_dtype_info[x->dtype].hlo);
  }
  return RC_OK;
}

/* Every operand of a call of f (not NORM_GRAD) into *o, checked. */
static RcStatus read_operands(RcCtx *ctx, const RcFusedOp *f, const RcFusedConfig *c, RcTensor *const *ins,
                              uint32_t nins, Operands *o) {
  const RcTensor *x = ins[0];
  *o = (Operands){.x = x, .n = x->numel, .cols = x->rank ? x->dims[x->rank - 1] : 1, .inner = 1,
                  .grad = f->kind == RC_KIND_GRAD, .row_grad = f->kind == RC_KIND_ROW_GRAD};
  RcStatus st = RC_OK;
  if (f->kind == RC_KIND_ELEMENTWISE) st = read_elementwise(ctx, f->name, c, ins, nins, o);
  if (st == RC_OK && (o->grad || o->row_grad)) st = read_dy(ctx, f->name, c, ins, nins, o);
  if (st == RC_OK) st = rows_of(ctx, f, c, o);
  if (st != RC_OK || f->kind == RC_KIND_ELEMENTWISE || o->grad || o->row_grad) return st;
  st = read_tail(ctx, f, c, ins, nins, o);
  if (st == RC_OK && f->kind == RC_KIND_NORM) st = read_norm(ctx, f->name, c, ins, nins, o);
  return st;
}

/* The call on its kernel (f32, bf16, f16). */
static RcStatus run_kernel(RcCtx *ctx, RcPar *par, const char *op, const RcFusedConfig *c, const Operands *o,
                           RcTensor *out, RcTensor *sum) {
  const RcTensor *x = o->x;
  RcKernelConfig kc = {0};
  kc.dtype = x->dtype == RC_DT_F32 ? RC_ELEM_F32 : x->dtype == RC_DT_BF16 ? RC_ELEM_BF16 : RC_ELEM_F16;
  kc.n = (size_t)o->n;
  kc.cols = (size_t)o->cols;
  kc.eps = (float)c->eps;
  kc.has_eps = c->has_eps;
  kc.has_scale = o->scale != NULL;
  kc.has_bias = o->bias != NULL;
  kc.inner = (size_t)o->inner;
  kc.mid = o->mid > 1 ? (size_t)o->mid : 0;
  kc.cols2 = o->mid > 1 ? (size_t)o->cols2 : 0;
  kc.mid2 = o->mid2 > 1 ? (size_t)o->mid2 : 0;
  kc.cols3 = o->mid2 > 1 ? (size_t)o->cols3 : 0;
  kc.mid3 = o->mid3 > 1 ? (size_t)o->mid3 : 0;
  kc.cols4 = o->mid3 > 1 ? (size_t)o->cols4 : 0;
  kc.has_eps_in = o->epst != NULL;
  kc.tail = o->yt ? (size_t)(o->yt->numel / (o->rows ? o->rows : 1)) : 0;
  kc.from_exp = o->row_grad && c->from_exp == 1;
  kc.has_sum_in = o->sum_in;
  kc.accuracy = (RcAccuracy)c->accuracy;
  kc.has_gate = o->gate != NULL;
  kc.has_residual = o->resid != NULL;
  kc.has_sum_out = sum != NULL;
  kc.ninf_zero = c->ninf_zero;
  kc.tie = (unsigned)c->tie;
  kc.has_xmul = o->xs && c->xmul;
  kc.has_xdiv = o->xs && c->xdiv;
  kc.has_mask = o->mask != NULL;
  kc.has_where = o->pred != NULL;
  kc.mask_rows = (size_t)o->mrows;
  kc.mask_rep = (size_t)o->mrep;
  kc.mask_in = (size_t)o->min;
  kc.mask_gap = (size_t)o->mgap;
  /* x, then the others in the order the kernel library takes them (at most 4 per kind) */
  const RcTensor *rest[] = {o->scale, o->bias, o->gate, o->epst, o->resid, o->yt, o->dyt, o->sumt,
                            o->xs, o->mask, o->pred, o->fill};
  const void *in[1 + sizeof rest / sizeof *rest] = {x->data};
  size_t ni = 1;
  for (size_t i = 0; i < sizeof rest / sizeof *rest; i++)
    if (rest[i]) in[ni++] = rest[i]->data;
  return call_kernel(ctx, par, op, x, &kc, in, out, sum);
}

/* Row r of a ROW_GRAD call on the double reference: dy into row, y (from_exp: e normalized by its
 * sum) into yv, the op's reference, dx out. */
static void ref_row_grad(const RcFusedOp *f, const RcFusedConfig *c, const Operands *o, int64_t r, double *row,
                         double *yv, RcTensor *out) {
  double se = 0;
  for (int64_t j = 0; j < o->cols; j++) {
    row[j] = rc_tensor_get_f64(o->dyt, at(o, r, j));
    se += yv[j] = rc_tensor_get_f64(o->x, at(o, r, j));
  }
  if (o->sumt) se = rc_tensor_get_f64(o->sumt, r);
  /* from_exp: y = e / sum e, or (log_softmax_grad) y = log(e / sum e) */
  bool lsm = f == rc_fused_at(RC_FOP_log_softmax_grad);
  for (int64_t j = 0; c->from_exp == 1 && j < o->cols; j++) yv[j] = lsm ? log(yv[j] / se) : yv[j] / se;
  f->ref.row_grad(row, yv, o->cols);
  for (int64_t j = 0; j < o->cols; j++) rc_tensor_set_f64(out, at(o, r, j), row[j]);
}

/* Row r of a row op's x in row, with its neighbours applied in double: scaled, then masked. */
static void ref_row_nb(const RcFusedConfig *c, const Operands *o, int64_t r, double *row) {
  double s = o->xs ? rc_tensor_get_f64(o->xs, 0) : 1.0, fill = o->fill ? rc_tensor_get_f64(o->fill, 0) : 0.0;
  int64_t mr = (int64_t)rc_kernel_mask_row((size_t)r, (size_t)(o->mrows ? o->mrows : 1), (size_t)o->mrep,
                                           (size_t)o->min, (size_t)o->mgap);
  for (int64_t j = 0; j < o->cols; j++) {
    if (o->xs) row[j] = c->xdiv ? row[j] / s : row[j] * s;
    if (o->mask) row[j] += rc_tensor_get_f64(o->mask, mr * o->cols + j);
    if (o->pred && rc_tensor_get_f64(o->pred, mr * o->cols + j) == 0.0) row[j] = fill;
  }
}

/* A row op (ROW, NORM, ROW_GRAD) on its double-precision reference, row by row. */
static RcStatus ref_rows(RcCtx *ctx, const RcFusedOp *f, const RcFusedConfig *c, const Operands *o, RcTensor *out,
                         RcTensor *sum) {
  int64_t cols = o->cols, tl = o->yt ? o->yt->numel / (o->rows ? o->rows : 1) : 0;
  /* the row, then the tail's, scale and bias (a ROW_GRAD op: y's row in scale's place) */
  double *row = malloc(sizeof(double) * ((size_t)(cols ? cols : 1) * 3 + (size_t)tl));
  if (!row) {
    return fail(ctx, "out of memory");
  }
  double *sv = row + cols + tl, *bv = sv + cols;
  for (int64_t j = 0; j < cols; j++) {
    if (o->scale) sv[j] = rc_tensor_get_f64(o->scale, j);
    if (o->bias) bv[j] = rc_tensor_get_f64(o->bias, j);
  }
  double eps = o->epst ? rc_tensor_get_f64(o->epst, 0) : c->eps;
  for (int64_t r = 0; r < o->rows; r++) {
    if (o->row_grad) {
      ref_row_grad(f, c, o, r, row, sv, out);
      continue;
    }
    for (int64_t j = 0; j < cols; j++)
      row[j] = rc_tensor_get_f64(o->x, at(o, r, j)) + (o->resid ? rc_tensor_get_f64(o->resid, at(o, r, j)) : 0.0);
    for (int64_t j = 0; sum && j < cols; j++) rc_tensor_set_f64(sum, at(o, r, j), row[j]);
    if (o->xs || o->mask || o->pred) ref_row_nb(c, o, r, row);
    for (int64_t j = 0; j < tl; j++) row[cols + j] = rc_tensor_get_f64(o->yt, r * tl + j);
    if (f->kind == RC_KIND_ROW) f->ref.row(row, cols + tl);
    else f->ref.norm(row, o->scale ? sv : NULL, o->bias ? bv : NULL, cols, eps);
    for (int64_t j = 0; j < cols; j++) rc_tensor_set_f64(out, at(o, r, j), row[j]);
  }
  free(row);
  return RC_OK;
}

/* The call on its op's double-precision reference (f64). */
static RcStatus run_ref(RcCtx *ctx, const RcFusedOp *f, const RcFusedConfig *c, const Operands *o, RcTensor *out,
                        RcTensor *sum) {
  if (f->kind == RC_KIND_ELEMENTWISE) {
    for (int64_t i = 0; i < o->n; i++) {
      double v = rc_tensor_get_f64(o->x, i) + (o->bias ? rc_tensor_get_f64(o->bias, i % o->cols) : 0.0);
      double y = c->ninf_zero && v == -INFINITY ? 0.0 : f->ref.elt(v);
      rc_tensor_set_f64(out, i, y * (o->gate ? rc_tensor_get_f64(o->gate, i) : 1.0));
    }
    return RC_OK;
  }
  if (o->grad) {
    bool swish = f == rc_fused_at(RC_FOP_hardswish_grad);
    for (int64_t i = 0; i < o->n; i++) {
      double x = rc_tensor_get_f64(o->x, i), num, dy = rc_tensor_get_f64(o->dyt, i);
      rc_tensor_set_f64(out, i, c->tie && rc_fused_hard_tie(swish, c->tie, -1, x, &num) ? dy * num / 6.0 : dy * f->ref.elt(x));
    }
    return RC_OK;
  }
  return ref_rows(ctx, f, c, o, out, sum);
}

/* A NORM_GRAD call (x, dy, then scale, acc and eps as c says) over its rows (layout): its kernel,
 * or for f64 its double-precision reference row by row. */
static RcStatus run_norm_grad(RcCtx *ctx, RcPar *par, const RcFusedOp *f, const RcFusedConfig *c,
                              RcTensor *const *ins, uint32_t nins, RcTensor *out) {
  const char *op = f->name;
  const RcTensor *x = ins[0];
  Operands o = {.x = x, .n = x->numel, .cols = x->rank ? x->dims[x->rank - 1] : 1, .inner = 1};
  bool e = c->eps_in == 1, a = c->acc == 1, s = c->scale >= 0 ? c->scale == 1 : nins - e - a >= 3;
  if (nins != (uint32_t)(2 + s + a + e) || ins[1]->tuple || !rc_tensor_same_type(x, ins[1]))
    return fail(ctx, "recompose.%s takes x, dy of the result's type, then scale=%d, acc=%d and eps_in=%d operands, got %u",
                op, s, a, e, nins);
  if (c->tail > 0) return fail(ctx, "recompose.%s takes no tail", op);
  RcStatus st = layout(ctx, c, &o);
  if (st != RC_OK) return st;
  int64_t n = o.n, cols = o.cols;
  if (!c->has_eps && !e) return fail(ctx, "recompose.%s needs eps in its config or as an operand", op);
  const RcTensor *dyt = ins[1], *scale = s ? ins[2] : NULL, *acct = a ? ins[2 + s] : NULL, *epst = e ? ins[2 + s + a] : NULL;
  if (acct && (acct->tuple || !rc_tensor_same_type(x, acct)))
    return fail(ctx, "recompose.%s: acc must have the result's type", op);
  if (scale && (scale->tuple || scale->numel != cols || scale->dtype != x->dtype))
    return fail(ctx, "scale must hold cols=%lld elements of %s (one per column)", (long long)cols,
                rc_dtype_info[x->dtype].hlo);
  if (epst && (epst->tuple || epst->numel != 1 || epst->dtype != x->dtype))
    return fail(ctx, "the eps operand must hold one element of %s", rc_dtype_info[x->dtype].hlo);
  if (x->dtype != RC_DT_F64) {
    RcKernelConfig kc = {.dtype = x->dtype == RC_DT_F32 ? RC_ELEM_F32 : x->dtype == RC_DT_BF16 ? RC_ELEM_BF16 : RC_ELEM_F16,
                         .n = (size_t)n, .cols = (size_t)cols, .eps = (float)c->eps, .has_eps = c->has_eps,
                         .has_scale = s, .has_eps_in = e, .has_acc = a, .inner = (size_t)o.inner,
                         .mid = o.mid > 1 ? (size_t)o.mid : 0, .cols2 = o.mid > 1 ? (size_t)o.cols2 : 0,
                         .mid2 = o.mid2 > 1 ? (size_t)o.mid2 : 0, .cols3 = o.mid2 > 1 ? (size_t)o.cols3 : 0,
                         .mid3 = o.mid3 > 1 ? (size_t)o.mid3 : 0, .cols4 = o.mid3 > 1 ? (size_t)o.cols4 : 0};
    const void *in[5] = {x->data, dyt->data, scale ? scale->data : NULL, NULL, NULL};
    if (acct) in[2 + s] = acct->data;
    if (epst) in[2 + s + a] = epst->data;
    return call_kernel(ctx, par, op, x, &kc, in, out, NULL);
  }
  double *buf = malloc(sizeof(double) * 3 * (size_t)(cols ? cols : 1));
  if (!buf) return fail(ctx, "out of memory");
  double *row = buf, *xv = buf + cols, *sv = buf + 2 * cols;
  for (int64_t j = 0; scale && j < cols; j++) sv[j] = rc_tensor_get_f64(scale, j);
  double eps = epst ? rc_tensor_get_f64(epst, 0) : c->eps;
  for (int64_t r = 0; cols && r < n / cols; r++) {
    for (int64_t j = 0; j < cols; j++) {
      xv[j] = rc_tensor_get_f64(x, at(&o, r, j));
      row[j] = rc_tensor_get_f64(dyt, at(&o, r, j));
    }
    f->ref.norm_grad(row, xv, scale ? sv : NULL, cols, eps);
    for (int64_t j = 0; j < cols; j++)
      rc_tensor_set_f64(out, at(&o, r, j), row[j] + (acct ? rc_tensor_get_f64(acct, at(&o, r, j)) : 0.0));
  }
  free(buf);
  return RC_OK;
}

/* rc_fused_run with the kernel split over par's threads (elementwise ops by element ranges, row
 * and norm ops by whole rows; NULL = one call); results are bit-identical to one call. */
static RcStatus run_par(RcCtx *ctx, RcPar *par, const char *op, const RcFusedConfig *c, RcTensor *const *ins,
                        uint32_t nins, RcTensor *out, RcTensor *sum) {
  const RcFusedOp *f = find(op);
  if (!f) {
    return fail(ctx, "unknown fused op 'recompose.%s'", op);
  }
  const RcTensor *x = ins[0];
  if (nins && !x->tuple && rc_dtype_is_float(x->dtype) && f->kind == RC_KIND_NORM_SCALE_GRAD)
    return run_norm_scale(ctx, par, f, c, ins, nins, out); /* its result: the scale's shape */
  if (!nins || x->tuple || !rc_dtype_is_float(x->dtype) || !rc_tensor_same_type(x, out)) {
    return fail(ctx, "recompose.%s takes one float tensor of the result's type as its first operand", op);
  }
  /* sum_out: a norm's second result, x + residual, of x's type */
  if (c->sum_out != (sum != NULL) || (sum && (f->kind != RC_KIND_NORM || c->residual != 1)))
    return fail(ctx, "recompose.%s has %d result%s where its config says sum_out=%d (a norm's, with residual=1)", op,
                1 + (sum != NULL), sum ? "s" : "", c->sum_out);
  if (sum && (sum->tuple || !rc_tensor_same_type(x, sum)))
    return fail(ctx, "the sum result of recompose.%s must have x's type", op);
  if (c->ninf_zero && !(f->keys >> RC_FK_ninf_zero & 1)) return fail(ctx, "recompose.%s takes no ninf_zero", op);
  if (c->tie && !(f->keys >> RC_FK_tie & 1)) return fail(ctx, "recompose.%s takes no tie", op);
  if (c->tie > 2) return fail(ctx, "recompose.%s: bad tie %lld (want 0, 1 or 2)", op, (long long)c->tie);
  if (f->kind == RC_KIND_NORM_GRAD) return run_norm_grad(ctx, par, f, c, ins, nins, out);
  Operands o;
  RcStatus st = read_operands(ctx, f, c, ins, nins, &o);
  if (st != RC_OK) return st;
  return x->dtype != RC_DT_F64 ? run_kernel(ctx, par, op, c, &o, out, sum) : run_ref(ctx, f, c, &o, out, sum);
}

RcStatus rc_fused_run(RcCtx *ctx, const char *op, const RcFusedConfig *c, RcTensor *const *ins, uint32_t nins,
                      RcTensor *out) {
  return run_par(ctx, NULL, op, c, ins, nins, out, NULL);
}

/* The config of a fused node, or of a recompose.<op> call kept as read: backend_config, else
 * a composite's composite_attributes. */
static const char *node_config(const RcNode *n) {
  const RcFusedCall *fc = rc_node_fused(n);
  if (fc) return fc->config;
  RcAttr *a = rc_node_attr(n, "backend_config");
  if (!a) a = rc_node_attr(n, "composite_attributes");
  if (!a) return NULL;
  return a->kind == RC_ATTR_STR ? a->u.s : a->raw;
}

/* The error the fused-call helpers appended to I's context after the first `keep` diagnostics,
 * reported again at node n as the interpreter's errors read. */
static RcStatus located(RcInterp *I, const RcNode *n, size_t keep) {
  char msg[512];
  size_t nd = rc_ctx_diagnostic_count(I->ctx);
  snprintf(msg, sizeof msg, "%s", nd > keep ? rc_ctx_diagnostic(I->ctx, nd - 1)->message : "out of memory");
  rc_ctx_drop_diagnostics(I->ctx, keep);
  return rc_exec_error(I, n, "%s", msg);
}

RcStatus rc_eval_fused(RcInterp *I, RcNode *n, const char *name, RcTensor **in, RcTensor **res) {
  const char *op = rc_fused_target_op(name);
  /* one result; or two (sum_out): StableHLO's two results, HLO's one tuple of two tensors */
  const RcType *t0 = n->nresults == 1 ? n->results[0].type : NULL;
  bool tup = t0 && t0->kind == RC_TYPE_TUPLE;
  if (n->nresults < 1 || n->nresults > 2 || (tup && t0->ntuple != 2))
    return rc_exec_error(I, n, "recompose.%s must have one result, or two tensors (sum_out)", op);
  if (!rc_fused_known(op)) return rc_exec_error(I, n, "unknown fused op '%s'", name);
  RcFusedConfig c;
  size_t keep = rc_ctx_diagnostic_count(I->ctx);
  if (rc_fused_config_parse(I->ctx, node_config(n), &c) != RC_OK) return located(I, n, keep);
  RcTensor *out = NULL, *sum = NULL;
  if (tup) {
    out = rc_tensor_for_type(t0->tuple[0]);
    sum = rc_tensor_for_type(t0->tuple[1]);
    if (!out || !sum) {
      rc_tensor_free(out);
      rc_tensor_free(sum);
      return rc_exec_error(I, n, "recompose.%s: its results are not static tensors of a supported element type", op);
    }
  } else {
    out = rc_exec_result_tensor(I, n, 0);
    sum = out && n->nresults == 2 ? rc_exec_result_tensor(I, n, 1) : NULL;
    if (!out || (n->nresults == 2 && !sum)) {
      rc_tensor_free(out);
      return RC_ERR_INPUT;
    }
  }
  if (run_par(I->ctx, I->par, op, &c, in, n->noperands, out, sum) != RC_OK) {
    rc_tensor_free(out);
    rc_tensor_free(sum);
    return located(I, n, keep);
  }
  if (tup) {
    RcTensor *both[2] = {out, sum};
    res[0] = rc_tensor_tuple(both, 2);
    rc_tensor_free(out);
    rc_tensor_free(sum);
    if (!res[0]) return rc_exec_error(I, n, "out of memory");
    return RC_OK;
  }
  res[0] = out;
  if (sum) res[1] = sum;
  return RC_OK;
}
