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
  c->has_eps = (d.given & 1u << RC_FK_eps) != 0;
  c->cols = d.given & 1u << RC_FK_cols ? d.cols : -1;
  c->scale = d.given & 1u << RC_FK_scale ? d.scale : -1;
  c->bias = d.given & 1u << RC_FK_bias ? d.bias : -1;
  c->inner = d.given & 1u << RC_FK_inner ? d.inner : -1;
  c->eps_in = d.given & 1u << RC_FK_eps_in ? d.eps_in : -1;
  c->tail = d.given & 1u << RC_FK_tail ? d.tail : -1;
  c->from_exp = d.given & 1u << RC_FK_from_exp ? d.from_exp : -1;
  c->sum_in = d.given & 1u << RC_FK_sum_in ? d.sum_in : -1;
  c->accuracy = (int)d.accuracy;
  c->gate = d.given & 1u << RC_FK_gate ? d.gate : -1;
  c->residual = d.given & 1u << RC_FK_residual ? d.residual : -1;
  c->acc = d.given & 1u << RC_FK_acc ? d.acc : -1;
  return RC_OK;
}

/* A NORM_GRAD call (x, dy, then scale and eps as c says) over the last axis: its kernel, or
 * for f64 its double-precision reference row by row. */
static RcStatus run_norm_grad(RcCtx *ctx, RcPar *par, const RcFusedOp *f, const RcFusedConfig *c,
                              RcTensor *const *ins, uint32_t nins, RcTensor *out) {
  const char *op = f->name;
  const RcTensor *x = ins[0];
  int64_t n = x->numel, cols = x->rank ? x->dims[x->rank - 1] : 1;
  bool e = c->eps_in == 1, a = c->acc == 1, s = c->scale >= 0 ? c->scale == 1 : nins - e - a >= 3;
  if (nins != (uint32_t)(2 + s + a + e) || ins[1]->tuple || !rc_tensor_same_type(x, ins[1]))
    return fail(ctx, "recompose.%s takes x, dy of the result's type, then scale=%d, acc=%d and eps_in=%d operands, got %u",
                op, s, a, e, nins);
  if (c->inner > 1 || c->tail > 0 || (c->cols >= 0 && c->cols != cols))
    return fail(ctx, "recompose.%s normalizes over the last axis (cols=%lld), contiguous", op, (long long)cols);
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
                         .has_scale = s, .has_eps_in = e, .has_acc = a};
    const RcKernel *k = rc_kernel_lookup(op, kc.dtype);
    if (!k) return fail(ctx, "the kernel library has no recompose.%s for %s", op, rc_dtype_info[x->dtype].hlo);
    const void *in[5] = {x->data, dyt->data, scale ? scale->data : NULL, NULL, NULL};
    if (acct) in[2 + s] = acct->data;
    if (epst) in[2 + s + a] = epst->data;
    RcParallelFor hook = rc_par_hook(par);
    size_t keep = rc_ctx_diagnostic_count(ctx);
    RcStatus st = rc_kernel_run_parallel(ctx, k, -1, out->data, in, &kc, &hook);
    if (st != RC_OK) {
      char why[256];
      size_t nd = rc_ctx_diagnostic_count(ctx);
      snprintf(why, sizeof why, "%s", nd > keep ? rc_ctx_diagnostic(ctx, nd - 1)->message : "out of memory");
      rc_ctx_drop_diagnostics(ctx, keep);
      return fail(ctx, "kernel recompose.%s refused the call: %s", op, why);
    }
    return RC_OK;
  }
  double *buf = malloc(sizeof(double) * 3 * (size_t)(cols ? cols : 1));
  if (!buf) return fail(ctx, "out of memory");
  double *row = buf, *xv = buf + cols, *sv = buf + 2 * cols;
  for (int64_t j = 0; scale && j < cols; j++) sv[j] = rc_tensor_get_f64(scale, j);
  double eps = epst ? rc_tensor_get_f64(epst, 0) : c->eps;
  for (int64_t r = 0; cols && r < n / cols; r++) {
    for (int64_t j = 0; j < cols; j++) {
      xv[j] = rc_tensor_get_f64(x, r * cols + j);
      row[j] = rc_tensor_get_f64(dyt, r * cols + j);
    }
    f->ref.norm_grad(row, xv, scale ? sv : NULL, cols, eps);
    for (int64_t j = 0; j < cols; j++)
      rc_tensor_set_f64(out, r * cols + j, row[j] + (acct ? rc_tensor_get_f64(acct, r * cols + j) : 0.0));
  }
  free(buf);
  return RC_OK;
}

/* rc_fused_run with the kernel split over par's threads (elementwise ops by element ranges, row
 * and norm ops by whole rows; NULL = one call); results are bit-identical to one call. */
static RcStatus run_par(RcCtx *ctx, RcPar *par, const char *op, const RcFusedConfig *c, RcTensor *const *ins,
                        uint32_t nins, RcTensor *out) {
  const RcFusedOp *f = find(op);
  if (!f) {
    return fail(ctx, "unknown fused op 'recompose.%s'", op);
  }
  const RcTensor *x = ins[0];
  if (!nins || x->tuple || !rc_dtype_is_float(x->dtype) || !rc_tensor_same_type(x, out)) {
    return fail(ctx, "recompose.%s takes one float tensor of the result's type as its first operand", op);
  }
  if (f->kind == RC_KIND_NORM_GRAD) return run_norm_grad(ctx, par, f, c, ins, nins, out);
  int64_t n = x->numel, cols = x->rank ? x->dims[x->rank - 1] : 1, inner = 1;
  const RcTensor *scale = NULL, *bias = NULL, *epst = NULL, *yt = NULL, *gate = NULL, *resid = NULL;
  if (f->kind == RC_KIND_ELEMENTWISE) {
    /* x, then the bias (added along the last axis first) and the gate (multiplies the result) */
    bool b = c->bias == 1, g = c->gate == 1;
    if (nins != 1u + b + g) {
      return fail(ctx, "recompose.%s with bias=%d gate=%d takes %d operand%s, got %u", op, b, g, 1 + b + g,
                  b || g ? "s" : "", nins);
    }
    if (b) bias = ins[1];
    if (g) gate = ins[1 + b];
    if (bias && (bias->tuple || bias->dtype != x->dtype || bias->numel != cols || (c->cols >= 0 && c->cols != cols))) {
      return fail(ctx, "the bias of recompose.%s must hold %lld elements of %s (the last axis)", op, (long long)cols,
                  rc_dtype_info[x->dtype].hlo);
    }
    if (gate && (gate->tuple || !rc_tensor_same_type(x, gate))) {
      return fail(ctx, "the gate of recompose.%s must have x's type", op);
    }
  }
  bool grad = f->kind == RC_KIND_GRAD, row_grad = f->kind == RC_KIND_ROW_GRAD;
  bool sum_in = row_grad && c->sum_in == 1;
  const RcTensor *dyt = (grad || row_grad) && nins == 2u + sum_in ? ins[1] : NULL, *sumt = sum_in && dyt ? ins[2] : NULL;
  if ((grad || row_grad) && (!dyt || dyt->tuple || !rc_tensor_same_type(x, dyt))) {
    return fail(ctx, "recompose.%s takes %s operands %s, dy of the result's type%s, got %u", op, sum_in ? "three" : "two",
                grad ? "x" : "y", sum_in ? " and the row sums" : "", nins);
  }
  if (sum_in && c->from_exp != 1) return fail(ctx, "recompose.%s: sum_in goes with from_exp", op);
  if (f->kind != RC_KIND_ELEMENTWISE && !grad && c->cols >= 0 && (c->inner > 1 || c->cols != cols)) {
    /* rows over a block of axes: x's dims split as [outer..., cols..., inner...] at axis boundaries */
    int64_t want = c->inner > 1 ? c->inner : 1, p = 1, q = 1;
    int32_t b = x->rank;
    while (b > 0 && p < want) p *= x->dims[--b];
    int32_t a = b;
    while (a > 0 && q < c->cols) q *= x->dims[--a];
    if (p != want || c->cols < 1 || q != c->cols) {
      return fail(ctx, "config says cols=%lld inner=%lld but the operand's dimensions do not split so",
               (long long)c->cols, (long long)want);
    }
    cols = c->cols;
    inner = want;
  }
  int64_t rows = cols ? n / cols : 0;
  if (sumt && (sumt->tuple || sumt->dtype != x->dtype || sumt->numel != rows)) {
    return fail(ctx, "the row sums must hold %lld elements of %s, one per row", (long long)rows,
                rc_dtype_info[x->dtype].hlo);
  }
  if (f->kind != RC_KIND_ELEMENTWISE && !grad && !row_grad) {
    int64_t tail = c->tail > 0 ? c->tail : 0;
    if (f->kind == RC_KIND_ROW && nins != 1 + (tail > 0)) {
      return fail(ctx, "recompose.%s with tail=%lld takes %d operand%s, got %u", op, (long long)tail,
               1 + (tail > 0), tail > 0 ? "s" : "", nins);
    }
    if (tail > 0) {
      yt = ins[1];
      if (inner > 1 || yt->tuple || yt->dtype != x->dtype || yt->numel != rows * tail) {
        return fail(ctx, "the rows' tail must hold %lld rows of tail=%lld elements of %s%s", (long long)rows,
                 (long long)tail, rc_dtype_info[x->dtype].hlo, inner > 1 ? ", over the last axis" : "");
      }
    }
    if (f->kind == RC_KIND_NORM) {
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
        return fail(ctx, "config says scale=%d bias=%d eps_in=%d residual=%d but the call has %u operands", s, b, e,
                    rs, nins);
      }
      uint32_t k = 1;
      if (s) scale = ins[k++];
      if (b) bias = ins[k++];
      if (e) epst = ins[k++];
      if (rs) resid = ins[k++];
      if (resid && (resid->tuple || !rc_tensor_same_type(x, resid) || inner > 1)) {
        return fail(ctx, "the residual of recompose.%s must have x's type%s", op, inner > 1 ? " and rows of the last axis" : "");
      }
      const RcTensor *sb[2] = {scale, bias};
      for (int i = 0; i < 2; i++)
        if (sb[i] && (sb[i]->tuple || sb[i]->numel != cols || sb[i]->dtype != x->dtype)) {
          return fail(ctx, "%s must hold cols=%lld elements of %s (one per column)", i ? "bias" : "scale",
                   (long long)cols, rc_dtype_info[x->dtype].hlo);
        }
      if (epst && (epst->tuple || epst->numel != 1 || epst->dtype != x->dtype)) {
        return fail(ctx, "the eps operand must hold one element of %s", rc_dtype_info[x->dtype].hlo);
      }
    }
  }
  if (x->dtype != RC_DT_F64) {
    RcKernelConfig kc = {0};
    kc.dtype = x->dtype == RC_DT_F32 ? RC_ELEM_F32 : x->dtype == RC_DT_BF16 ? RC_ELEM_BF16 : RC_ELEM_F16;
    kc.n = (size_t)n;
    kc.cols = (size_t)cols;
    kc.eps = (float)c->eps;
    kc.has_eps = c->has_eps;
    kc.has_scale = scale != NULL;
    kc.has_bias = bias != NULL;
    kc.inner = (size_t)inner;
    kc.has_eps_in = epst != NULL;
    kc.tail = yt ? (size_t)(yt->numel / (rows ? rows : 1)) : 0;
    kc.from_exp = row_grad && c->from_exp == 1;
    kc.has_sum_in = sum_in;
    kc.accuracy = (RcAccuracy)c->accuracy;
    kc.has_gate = gate != NULL;
    kc.has_residual = resid != NULL;
    const RcKernel *k = rc_kernel_lookup(op, kc.dtype);
    if (!k) {
      return fail(ctx, "the kernel library has no recompose.%s for %s", op, rc_dtype_info[x->dtype].hlo);
    }
    const void *in[5] = {x->data};
    size_t ni = 1;
    if (scale) in[ni++] = scale->data;
    if (bias) in[ni++] = bias->data;
    if (gate) in[ni++] = gate->data;
    if (epst) in[ni++] = epst->data;
    if (resid) in[ni++] = resid->data;
    if (yt) in[ni++] = yt->data;
    if (dyt) in[ni++] = dyt->data;
    if (sumt) in[ni++] = sumt->data;
    RcParallelFor hook = rc_par_hook(par);
    size_t keep = rc_ctx_diagnostic_count(ctx);
    RcStatus st = rc_kernel_run_parallel(ctx, k, -1, out->data, in, &kc, &hook);
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
  /* Double-precision reference. */
  if (f->kind == RC_KIND_ELEMENTWISE) {
    for (int64_t i = 0; i < n; i++) {
      double v = rc_tensor_get_f64(x, i) + (bias ? rc_tensor_get_f64(bias, i % cols) : 0.0);
      rc_tensor_set_f64(out, i, f->ref.elt(v) * (gate ? rc_tensor_get_f64(gate, i) : 1.0));
    }
    return RC_OK;
  }
  if (grad) {
    for (int64_t i = 0; i < n; i++)
      rc_tensor_set_f64(out, i, rc_tensor_get_f64(dyt, i) * f->ref.elt(rc_tensor_get_f64(x, i)));
    return RC_OK;
  }
  int64_t tl = yt ? yt->numel / (rows ? rows : 1) : 0;
  /* the row, then the tail's, scale and bias (a ROW_GRAD op: y's row in scale's place) */
  double *row = malloc(sizeof(double) * ((size_t)(cols ? cols : 1) * 3 + (size_t)tl));
  if (!row) {
    return fail(ctx, "out of memory");
  }
  double *sv = row + cols + tl, *bv = sv + cols;
  for (int64_t j = 0; j < cols; j++) {
    if (scale) sv[j] = rc_tensor_get_f64(scale, j);
    if (bias) bv[j] = rc_tensor_get_f64(bias, j);
  }
  double eps = epst ? rc_tensor_get_f64(epst, 0) : c->eps;
  for (int64_t r = 0; r < rows; r++) {
    /* row r: element j at (o * cols + j) * inner + i, o = r / inner, i = r % inner */
    int64_t base = (r / inner) * cols * inner + r % inner;
    if (row_grad) {
      double se = 0;
      for (int64_t j = 0; j < cols; j++) {
        row[j] = rc_tensor_get_f64(dyt, base + j * inner);
        se += sv[j] = rc_tensor_get_f64(x, base + j * inner);
      }
      if (sumt) se = rc_tensor_get_f64(sumt, r);
      /* from_exp: y = e / sum e, or (log_softmax_grad) y = log(e / sum e) */
      bool lsm = f == rc_fused_at(RC_FOP_log_softmax_grad);
      for (int64_t j = 0; c->from_exp == 1 && j < cols; j++) sv[j] = lsm ? log(sv[j] / se) : sv[j] / se;
      f->ref.row_grad(row, sv, cols);
      for (int64_t j = 0; j < cols; j++) rc_tensor_set_f64(out, base + j * inner, row[j]);
      continue;
    }
    for (int64_t j = 0; j < cols; j++)
      row[j] = rc_tensor_get_f64(x, base + j * inner) + (resid ? rc_tensor_get_f64(resid, base + j * inner) : 0.0);
    for (int64_t j = 0; j < tl; j++) row[cols + j] = rc_tensor_get_f64(yt, r * tl + j);
    if (f->kind == RC_KIND_ROW) f->ref.row(row, cols + tl);
    else f->ref.norm(row, scale ? sv : NULL, bias ? bv : NULL, cols, eps);
    for (int64_t j = 0; j < cols; j++) rc_tensor_set_f64(out, base + j * inner, row[j]);
  }
  free(row);
  return RC_OK;
}

RcStatus rc_fused_run(RcCtx *ctx, const char *op, const RcFusedConfig *c, RcTensor *const *ins, uint32_t nins,
                      RcTensor *out) {
  return run_par(ctx, NULL, op, c, ins, nins, out);
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
  if (n->nresults != 1) return rc_exec_error(I, n, "recompose.%s must have one result", op);
  if (!rc_fused_known(op)) return rc_exec_error(I, n, "unknown fused op '%s'", name);
  RcFusedConfig c;
  size_t keep = rc_ctx_diagnostic_count(I->ctx);
  if (rc_fused_config_parse(I->ctx, node_config(n), &c) != RC_OK) return located(I, n, keep);
  RcTensor *out = rc_exec_result_tensor(I, n, 0);
  if (!out) return RC_ERR_INPUT;
  if (run_par(I->ctx, I->par, op, &c, in, n->noperands, out) != RC_OK) {
    rc_tensor_free(out);
    return located(I, n, keep);
  }
  *res = out;
  return RC_OK;
}
