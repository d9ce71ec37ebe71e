/* dot and dot_general: both operands are gathered into [batch, free,
 * contracting] order (lhs) and [batch, contracting, free] (rhs), then one
 * triple loop, in 4 x 4 register blocks, accumulates in double (in k order) and
 * rounds once per result element.
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
  if (a->u.ints.n) memcpy(v, a->u.ints.v, sizeof(int64_t) * a->u.ints.n); /* {} may have no array */
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
    out[i] = t->dtype == RC_DT_F32 ? (double)((const float *)t->data)[off] : rc_tensor_get_f64(t, off);
    for (int32_t j = t->rank - 1; j >= 0; j--) {
      if (++idx[j] < t->dims[perm[j]]) break;
      idx[j] = 0;
    }
  }
  return out;
}

/* A 4 x 4 block of the result: c[r * 4 + j] = sum over k, in k order, of a[r * K + k] * bp[k * 4 + j]
 * (bp: 4 columns of b packed row by row). The 16 sums live in registers across the whole k loop:
 * two doubles per SSE2 register, so the loop needs no vector ISA beyond the baseline. */
typedef double V2 __attribute__((vector_size(16)));

static void block4x4(const double *a, int64_t K, const double *bp, double *c) {
  V2 s00 = {0, 0}, s01 = {0, 0}, s10 = {0, 0}, s11 = {0, 0}, s20 = {0, 0}, s21 = {0, 0}, s30 = {0, 0}, s31 = {0, 0};
  const double *a0 = a, *a1 = a + K, *a2 = a + 2 * K, *a3 = a + 3 * K;
  for (int64_t k = 0; k < K; k++) {
    V2 b0, b1;
    memcpy(&b0, bp + 4 * k, sizeof b0);
    memcpy(&b1, bp + 4 * k + 2, sizeof b1);
    V2 x0 = {a0[k], a0[k]}, x1 = {a1[k], a1[k]}, x2 = {a2[k], a2[k]}, x3 = {a3[k], a3[k]};
    s00 += x0 * b0;
    s01 += x0 * b1;
    s10 += x1 * b0;
    s11 += x1 * b1;
    s20 += x2 * b0;
    s21 += x2 * b1;
    s30 += x3 * b0;
    s31 += x3 * b1;
  }
  V2 all[8] = {s00, s01, s10, s11, s20, s21, s30, s31};
  memcpy(c, all, sizeof all);
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
  /* Blocks of 4 x 4 results, each summing its products in k order (so the result does not
   * depend on the blocking), over 4 columns of b packed contiguously; the rows and columns past a
   * multiple of 4 take the plain loop, in the same order. */
  double *acc = malloc(sizeof(double) * (size_t)(4 * (K ? K : 1)));
  if (!acc) {
    free(a);
    free(b);
    rc_tensor_free(out);
    return rc_exec_error(I, n, "out of memory");
  }
  for (int64_t bi = 0; bi < B; bi++) {
    const double *ab = a + bi * M * K, *bb = b + bi * K * N;
    int64_t ob = bi * M * N;
    for (int64_t j0 = 0; j0 < N; j0 += 4) {
      if (j0 + 4 <= N) {
        for (int64_t k = 0; k < K; k++) memcpy(acc + 4 * k, bb + k * N + j0, sizeof(double) * 4);
        int64_t i = 0;
        for (; i + 4 <= M; i += 4) {
          double c[16];
          block4x4(ab + i * K, K, acc, c);
          for (int r = 0; r < 4; r++)
            for (int j = 0; j < 4; j++) rc_tensor_set_f64(out, ob + (i + r) * N + j0 + j, c[r * 4 + j]);
        }
        for (; i < M; i++)
          for (int j = 0; j < 4; j++) {
            double sum = 0;
            for (int64_t k = 0; k < K; k++) sum += ab[i * K + k] * acc[4 * k + j];
            rc_tensor_set_f64(out, ob + i * N + j0 + j, sum);
          }
      } else {
        for (int64_t i = 0; i < M; i++)
          for (int64_t j = j0; j < N; j++) {
            double sum = 0;
            for (int64_t k = 0; k < K; k++) sum += ab[i * K + k] * bb[k * N + j];
            rc_tensor_set_f64(out, ob + i * N + j, sum);
          }
      }
    }
  }
  free(acc);
  free(a);
  free(b);
  *res = out;
  return RC_OK;
}
