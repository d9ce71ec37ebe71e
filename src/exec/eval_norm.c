/* batch-norm-training: (x, scale, offset) -> (normalized x, mean, variance) per
 * feature, the feature dimension given by feature_index, the statistics over
 * every other dimension: mean, the biased variance (two-pass), and
 * (x - mean) / sqrt(variance + epsilon) * scale + offset. batch-norm-grad: (x,
 * scale, mean, variance, dy) -> (dx, dscale, doffset) per feature from the mean
 * and variance it is given, r = 1 / sqrt(variance + epsilon):
 * doffset = sum(dy), dscale = sum(dy (x - mean) r),
 * dx = scale r (dy - doffset / N - (x - mean) r dscale / N), N the elements per
 * feature. Computed in double and rounded once to x's dtype, like the other
 * evaluators' references. HLO gives one tuple result, StableHLO three results.
 * Part of src/exec. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "exec/interp.h"

/* The layout both share: x's feature axis (nf features, outer x inner elements each), the
 * vector operands ops[1..nvec] checked against it, and the results (x's shape, then two
 * vectors) allocated into out; RC_OK or the error reported. */
typedef struct {
  int64_t nf, outer, inner;
  double eps;
} Layout;

static RcStatus layout(RcInterp *I, RcNode *n, RcTensor **ops, uint32_t nvec, Layout *L, RcTensor **out) {
  RcTensor *x = ops[0];
  double fi;
  if (!rc_attr_number(rc_node_attr(n, "epsilon"), &L->eps) || !rc_attr_number(rc_node_attr(n, "feature_index"), &fi))
    return rc_exec_error(I, n, "missing epsilon or feature_index");
  for (uint32_t i = 0; i <= nvec + (nvec == 3); i++)
    if (ops[i]->tuple) return rc_exec_error(I, n, "operand %u is a tuple", i);
  if (fi < 0 || fi >= x->rank || fi != floor(fi)) return rc_exec_error(I, n, "feature_index out of range");
  int32_t f = (int32_t)fi;
  L->nf = x->dims[f];
  L->outer = L->inner = 1;
  for (int32_t d = 0; d < f; d++) L->outer *= x->dims[d];
  for (int32_t d = f + 1; d < x->rank; d++) L->inner *= x->dims[d];
  for (uint32_t i = 1; i <= nvec; i++)
    if (ops[i]->numel != L->nf) return rc_exec_error(I, n, "operand %u does not match the feature dimension", i);
  if (nvec == 3 && (ops[4]->rank != x->rank || memcmp(ops[4]->dims, x->dims, sizeof(int64_t) * (size_t)x->rank)))
    return rc_exec_error(I, n, "the gradient does not have the operand's shape");
  const RcType *t0 = n->nresults ? n->results[0].type : NULL;
  if (!t0 || !(n->nresults == 3 ? t0->kind == RC_TYPE_TENSOR : n->nresults == 1 && t0->kind == RC_TYPE_TUPLE))
    return rc_exec_error(I, n, "expected three results or one tuple");
  const RcType *rt[3];
  for (int r = 0; r < 3; r++) rt[r] = n->nresults == 3 ? n->results[r].type : r < t0->ntuple ? t0->tuple[r] : NULL;
  if (!rt[0] || !rt[1] || !rt[2]) return rc_exec_error(I, n, "expected three results or one tuple of three");
  out[0] = rc_tensor_alloc(x->dtype, x->rank, x->dims);
  out[1] = rc_tensor_alloc(x->dtype, 1, &L->nf);
  out[2] = rc_tensor_alloc(x->dtype, 1, &L->nf);
  if (!out[0] || !out[1] || !out[2]) return rc_exec_error(I, n, "out of memory");
  for (int r = 0; r < 3; r++)
    if (rt[r]->kind != RC_TYPE_TENSOR || rt[r]->rank != out[r]->rank ||
        memcmp(rt[r]->dims, out[r]->dims, sizeof(int64_t) * (size_t)out[r]->rank))
      return rc_exec_error(I, n, "result %d does not have the shape of %s", r, r ? "the feature dimension" : "x");
  return RC_OK;
}

/* Hands out[0..3) over as n's results (one tuple in HLO); RC_OK or the error reported. */
static RcStatus give(RcInterp *I, RcNode *n, RcTensor **out, RcTensor **res) {
  if (n->nresults == 1) {
    res[0] = rc_tensor_tuple(out, 3);
    return res[0] ? RC_OK : rc_exec_error(I, n, "out of memory");
  }
  for (int r = 0; r < 3; r++) {
    res[r] = out[r];
    out[r] = NULL;
  }
  return RC_OK;
}

RcStatus rc_eval_batch_norm_grad(RcInterp *I, RcNode *n, RcTensor **ops, RcTensor **res) {
  RcTensor *x = ops[0], *scale = ops[1], *mean = ops[2], *var = ops[3], *dy = ops[4];
  RcTensor *out[3] = {NULL, NULL, NULL};
  Layout L;
  RcStatus st = layout(I, n, ops, 3, &L, out);
  double count = (double)(L.outer * L.inner);
  for (int64_t c = 0; c < L.nf && st == RC_OK; c++) {
    double m = rc_tensor_get_f64(mean, c), r = 1 / sqrt(rc_tensor_get_f64(var, c) + L.eps), sd = 0, sdx = 0;
    for (int64_t o = 0; o < L.outer; o++)
      for (int64_t i = 0; i < L.inner; i++) {
        int64_t e = (o * L.nf + c) * L.inner + i;
        double g = rc_tensor_get_f64(dy, e);
        sd += g;
        sdx += g * (rc_tensor_get_f64(x, e) - m) * r;
      }
    double k = rc_tensor_get_f64(scale, c) * r;
    for (int64_t o = 0; o < L.outer; o++)
      for (int64_t i = 0; i < L.inner; i++) {
        int64_t e = (o * L.nf + c) * L.inner + i;
        double xh = (rc_tensor_get_f64(x, e) - m) * r;
        rc_tensor_set_f64(out[0], e, k * (rc_tensor_get_f64(dy, e) - sd / count - xh * sdx / count));
      }
    rc_tensor_set_f64(out[1], c, sdx);
    rc_tensor_set_f64(out[2], c, sd);
  }
  if (st == RC_OK) st = give(I, n, out, res);
  for (int r = 0; r < 3; r++) rc_tensor_free(out[r]);
  return st;
}

RcStatus rc_eval_batch_norm_training(RcInterp *I, RcNode *n, RcTensor **ops, RcTensor **res) {
  RcTensor *x = ops[0], *scale = ops[1], *offset = ops[2];
  RcTensor *out[3] = {NULL, NULL, NULL};
  Layout L;
  RcStatus st = layout(I, n, ops, 2, &L, out);
  if (st != RC_OK) goto done;
  double eps = L.eps;
  int64_t nf = L.nf, outer = L.outer, inner = L.inner;
  double count = (double)(outer * inner);
  for (int64_t c = 0; c < nf; c++) {
    double sum = 0, sq = 0;
    for (int64_t o = 0; o < outer; o++)
      for (int64_t i = 0; i < inner; i++) sum += rc_tensor_get_f64(x, (o * nf + c) * inner + i);
    double mean = count > 0 ? sum / count : NAN;
    for (int64_t o = 0; o < outer; o++)
      for (int64_t i = 0; i < inner; i++) {
        double d = rc_tensor_get_f64(x, (o * nf + c) * inner + i) - mean;
        sq += d * d;
      }
    double var = count > 0 ? sq / count : NAN;
    double k = rc_tensor_get_f64(scale, c) / sqrt(var + eps), b = rc_tensor_get_f64(offset, c);
    for (int64_t o = 0; o < outer; o++)
      for (int64_t i = 0; i < inner; i++) {
        int64_t e = (o * nf + c) * inner + i;
        rc_tensor_set_f64(out[0], e, (rc_tensor_get_f64(x, e) - mean) * k + b);
      }
    rc_tensor_set_f64(out[1], c, mean);
    rc_tensor_set_f64(out[2], c, var);
  }
  st = give(I, n, out, res);
done:
  for (int r = 0; r < 3; r++) rc_tensor_free(out[r]);
  return st;
}
