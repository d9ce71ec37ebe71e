/* batch-norm-training: (x, scale, offset) -> (normalized x, mean, variance) per
 * feature, the feature dimension given by feature_index, the statistics over
 * every other dimension: mean, the biased variance (two-pass), and
 * (x - mean) / sqrt(variance + epsilon) * scale + offset. Computed in double and
 * rounded once to x's dtype, like the other evaluators' references. HLO gives
 * one tuple result, StableHLO three results. Part of src/exec. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "exec/interp.h"

RcStatus rc_eval_batch_norm_training(RcInterp *I, RcNode *n, RcTensor **ops, RcTensor **res) {
  RcTensor *x = ops[0], *scale = ops[1], *offset = ops[2];
  double eps, fi;
  if (!rc_attr_number(rc_node_attr(n, "epsilon"), &eps) || !rc_attr_number(rc_node_attr(n, "feature_index"), &fi))
    return rc_exec_error(I, n, "missing epsilon or feature_index");
  if (x->tuple || scale->tuple || offset->tuple || fi < 0 || fi >= x->rank || fi != floor(fi))
    return rc_exec_error(I, n, "feature_index out of range");
  int32_t f = (int32_t)fi;
  int64_t nf = x->dims[f], outer = 1, inner = 1;
  for (int32_t d = 0; d < f; d++) outer *= x->dims[d];
  for (int32_t d = f + 1; d < x->rank; d++) inner *= x->dims[d];
  if (scale->numel != nf || offset->numel != nf) return rc_exec_error(I, n, "scale or offset does not match the feature dimension");
  const RcType *t0 = n->nresults ? n->results[0].type : NULL;
  if (!t0 || !(n->nresults == 3 ? t0->kind == RC_TYPE_TENSOR : n->nresults == 1 && t0->kind == RC_TYPE_TUPLE))
    return rc_exec_error(I, n, "expected three results or one tuple");
  const RcType *rt[3];
  for (int r = 0; r < 3; r++) rt[r] = n->nresults == 3 ? n->results[r].type : r < t0->ntuple ? t0->tuple[r] : NULL;
  if (!rt[0] || !rt[1] || !rt[2]) return rc_exec_error(I, n, "expected three results or one tuple of three");
  RcTensor *out[3] = {rc_tensor_alloc(x->dtype, x->rank, x->dims), rc_tensor_alloc(x->dtype, 1, &nf),
                      rc_tensor_alloc(x->dtype, 1, &nf)};
  RcStatus st = RC_OK;
  if (!out[0] || !out[1] || !out[2]) {
    st = rc_exec_error(I, n, "out of memory");
    goto done;
  }
  for (int r = 0; r < 3; r++)
    if (rt[r]->kind != RC_TYPE_TENSOR || rt[r]->rank != out[r]->rank ||
        memcmp(rt[r]->dims, out[r]->dims, sizeof(int64_t) * (size_t)out[r]->rank)) {
      st = rc_exec_error(I, n, "result %d does not have the shape of %s", r, r ? "the feature dimension" : "x");
      goto done;
    }
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
  if (n->nresults == 1) {
    res[0] = rc_tensor_tuple(out, 3);
    if (!res[0]) st = rc_exec_error(I, n, "out of memory");
  } else {
    for (int r = 0; r < 3; r++) {
      res[r] = out[r];
      out[r] = NULL;
    }
  }
done:
  for (int r = 0; r < 3; r++) rc_tensor_free(out[r]);
  return st;
}
