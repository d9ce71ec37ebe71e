/* dot and dot_general: both operands are gathered into [batch, free,
 * contracting] order (lhs) and [batch, contracting, free] (rhs), then one
 * triple loop accumulates in double and rounds once per result element.
 * Result dimensions are batch, lhs free, rhs free, as HLO and StableHLO
 * define them. A plain dot without dimension numbers contracts lhs's last
 * dimension with rhs's first. */
#include <stdlib.h>
#include <string.h>

#include "exec/interp.h"

static bool get_dims(const RcNode *n, const char *name, int64_t *v, uint32_t *nv) {
  const RcAttr *a = rc_node_attr(n, name);
  *nv = 0;
  if (!a) return true;
  if (a->kind != RC_ATTR_INTS || a->u.ints.n > RC_TENSOR_MAX_RANK) return false;
  memcpy(v, a->u.ints.v, sizeof(int64_t) * a->u.ints.n);
  *nv = a->u.ints.n;
  return true;
}

/* Element offsets of t in the order batch..., free..., contracting... (or batch, contracting, free). */
static double *arrange(const RcTensor *t, const int64_t *batch, uint32_t nb, const int64_t *con, uint32_t nc,
                       bool con_first, int64_t *nfree) {
  bool used[RC_TENSOR_MAX_RANK] = {0};
  int64_t perm[RC_TENSOR_MAX_RANK];
  int32_t k = 0;
  for (uint32_t i = 0; i < nb; i++) perm[k++] = batch[i], used[batch[i]] = true;
  for (uint32_t i = 0; i < nc; i++) used[con[i]] = true;
  int64_t fr[RC_TENSOR_MAX_RANK];
  int32_t nf = 0;
  for (int32_t d = 0; d < t->rank; d++)
    if (!used[d]) fr[nf++] = d;
  *nfree = 1;
  for (int32_t i = 0; i < nf; i++) *nfree *= t->dims[fr[i]];
  if (con_first) {
    for (uint32_t i = 0; i < nc; i++) perm[k++] = con[i];
    for (int32_t i = 0; i < nf; i++) perm[k++] = fr[i];
  } else {
    for (int32_t i = 0; i < nf; i++) perm[k++] = fr[i];
    for (uint32_t i = 0; i < nc; i++) perm[k++] = con[i];
  }
  int64_t st[RC_TENSOR_MAX_RANK], s = 1;
  for (int32_t d = t->rank - 1; d >= 0; d--) {
    st[d] = s;
    s *= t->dims[d];
  }
  double *out = malloc(sizeof(double) * (size_t)(t->numel ? t->numel : 1));
  if (!out) return NULL;
  int64_t idx[RC_TENSOR_MAX_RANK] = {0};
  for (int64_t i = 0; i < t->numel; i++) {
    int64_t off = 0;
    for (int32_t j = 0; j < t->rank; j++) off += idx[j] * st[perm[j]];
    out[i] = rc_tensor_get_f64(t, off);
    for (int32_t j = t->rank - 1; j >= 0; j--) {
      if (++idx[j] < t->dims[perm[j]]) break;
      idx[j] = 0;
    }
  }
  return out;
}

static bool valid(const RcTensor *t, const int64_t *v, uint32_t n, bool *seen) {
  for (uint32_t i = 0; i < n; i++) {
    if (v[i] < 0 || v[i] >= t->rank || seen[v[i]]) return false;
    seen[v[i]] = true;
  }
  return true;
}

RcStatus rc_eval_dot(RcInterp *I, RcNode *n, RcTensor **ops, RcTensor **res) {
  RcTensor *l = ops[0], *r = ops[1];
  if (n->noperands != 2 || l->tuple || r->tuple) return rc_exec_error(I, n, "expected two tensor operands");
  int64_t lb[RC_TENSOR_MAX_RANK], rb[RC_TENSOR_MAX_RANK], lc[RC_TENSOR_MAX_RANK], rcn[RC_TENSOR_MAX_RANK];
  uint32_t nlb, nrb, nlc, nrc;
  if (!get_dims(n, "lhs_batch_dims", lb, &nlb) || !get_dims(n, "rhs_batch_dims", rb, &nrb) ||
      !get_dims(n, "lhs_contracting_dims", lc, &nlc) || !get_dims(n, "rhs_contracting_dims", rcn, &nrc))
    return rc_exec_error(I, n, "malformed dimension numbers");
  if (!rc_node_attr(n, "lhs_contracting_dims") && !rc_node_attr(n, "rhs_contracting_dims") && !nlb && !nrb) {
    if (l->rank < 1 || l->rank > 2 || r->rank < 1 || r->rank > 2)
      return rc_exec_error(I, n, "a dot without dimension numbers takes rank-1 or rank-2 operands");
    lc[0] = l->rank - 1, rcn[0] = 0, nlc = nrc = 1;
  }
  bool ls[RC_TENSOR_MAX_RANK] = {0}, rs[RC_TENSOR_MAX_RANK] = {0};
  if (nlb != nrb || nlc != nrc || !valid(l, lb, nlb, ls) || !valid(l, lc, nlc, ls) || !valid(r, rb, nrb, rs) ||
      !valid(r, rcn, nrc, rs))
    return rc_exec_error(I, n, "invalid dimension numbers for these operands");
  int64_t B = 1, K = 1;
  for (uint32_t i = 0; i < nlb; i++) {
    if (l->dims[lb[i]] != r->dims[rb[i]]) return rc_exec_error(I, n, "batch dimensions differ in size");
    B *= l->dims[lb[i]];
  }
  for (uint32_t i = 0; i < nlc; i++) {
    if (l->dims[lc[i]] != r->dims[rcn[i]]) return rc_exec_error(I, n, "contracting dimensions differ in size");
    K *= l->dims[lc[i]];
  }
  RcTensor *out = rc_exec_result_tensor(I, n, 0);
  if (!out) return RC_ERR_INPUT;
  int64_t M, N;
  double *a = arrange(l, lb, nlb, lc, nlc, false, &M), *b = arrange(r, rb, nrb, rcn, nrc, true, &N);
  if (!a || !b || out->numel != B * M * N) {
    free(a);
    free(b);
    rc_tensor_free(out);
    return rc_exec_error(I, n, a && b ? "result shape does not match the operands" : "out of memory");
  }
  double *acc = calloc((size_t)(N ? N : 1), sizeof(double));
  if (!acc) {
    free(a);
    free(b);
    rc_tensor_free(out);
    return rc_exec_error(I, n, "out of memory");
  }
  for (int64_t bi = 0; bi < B; bi++)
    for (int64_t i = 0; i < M; i++) {
      memset(acc, 0, sizeof(double) * (size_t)N);
      const double *ar = a + (bi * M + i) * K;
      for (int64_t k = 0; k < K; k++) {
        const double *br = b + (bi * K + k) * N;
        double x = ar[k];
        for (int64_t j = 0; j < N; j++) acc[j] += x * br[j];
      }
      for (int64_t j = 0; j < N; j++) rc_tensor_set_f64(out, (bi * M + i) * N + j, acc[j]);
    }
  free(acc);
  free(a);
  free(b);
  *res = out;
  return RC_OK;
}
