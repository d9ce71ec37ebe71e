/* Row sums written as contractions, read as the reductions they are:
 *  - a dot whose one operand is a splat constant k, contracted over every one of that
 *    operand's axes (no batch axes): k times the sum of the other operand over its
 *    contracted axes (a row sum as a product with a vector of ones, a mean with a vector
 *    of 1/N: ONNX and TF exporters, einsum);
 *  - a dot of a value with itself (or with its twin, recomputed: rc_canon_same_value), the same axes batch (if any) and contracted on both
 *    sides, the batch axes in increasing order and no free axes: the sum of its square over the
 *    contracted axes (einsum('...d,...d->...', x, x), a norm's sum of squares).
 * The result is the dot's type, so a bf16 dot with an f32 result sums in f32 as it did; the
 * self-dot converts x to that type before squaring, as the dot's products are exact there.
 * The splat rule's k*sum(x) equals the dot's sum(k*x) only where neither overflows (nor
 * rounds differently): the canonical form steers matching, verification decides.
 * The sum's order is the reduce's rather than the dot's: the canonical form only steers
 * matching, and every rewrite is verified on the program as written.
 * Part of src/canon (see canon.h). */
#include <string.h>

#include "canon/canon_int.h"

#define SAME_DEPTH 8 /* levels of operands compared where a self-dot's sides are two values */

/* The INTS attribute name of n, or an empty list when it is absent. */
static bool dims_of(const RcNode *n, const char *name, const int64_t **v, uint32_t *nv) {
  const RcAttr *a = rc_node_attr(n, name);
  *v = NULL;
  *nv = 0;
  if (!a) return true;
  if (a->kind != RC_ATTR_INTS) return false;
  *v = a->u.ints.v;
  *nv = (uint32_t)a->u.ints.n;
  return true;
}

/* sum(v) over axes dims[0..nd) (in increasing order), of type t. */
static RcValue *sum_over(RcCanon *c, RcType *t, RcValue *v, const int64_t *dims, uint32_t nd) {
  RcFunc *body = rc_canon_add_reducer(c, t->dtype);
  RcValue *ops[2] = {v, rc_canon_const(c, rc_type_tensor(c->m, t->dtype, 0, NULL), 0.0)};
  if (!body || !ops[1]) {
    c->oom = true;
    return NULL;
  }
  RcAttr attrs[2] = {{.name = "dimensions", .kind = RC_ATTR_INTS, .u.ints = {(int64_t *)dims, nd}},
                     {.name = "combiner", .kind = RC_ATTR_ENUM, .u.s = "add"}};
  RcProto p = {.op = RC_OP_REDUCE, .type = t, .ops = ops, .nops = 2, .attrs = attrs, .nattrs = 2,
               .regions = &body, .nregions = 1, .copy_attrs = true};
  return rc_canon_make(c, &p);
}

/* Whether dims[0..n) are increasing (each axis once). */
static bool increasing(const int64_t *dims, uint32_t n) {
  for (uint32_t i = 1; i < n; i++)
    if (dims[i] <= dims[i - 1]) return false;
  return true;
}

static int cmp_i64(const void *a, const void *b) {
  int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
  return (x > y) - (x < y);
}

RcValue *rc_canon_dot_sum(RcCanon *c, const RcNode *n, RcType *t, RcValue *const *ops) {
  const int64_t *lb, *rb, *lc, *rcd;
  uint32_t nlb, nrb, nlc, nrc;
  if (n->noperands != 2 || !rc_canon_type_float(t) || !dims_of(n, "lhs_batch_dims", &lb, &nlb) ||
      !dims_of(n, "rhs_batch_dims", &rb, &nrb) || !dims_of(n, "lhs_contracting_dims", &lc, &nlc) ||
      !dims_of(n, "rhs_contracting_dims", &rcd, &nrc) || nlb != nrb || nlc != nrc || nlc == 0 || nlc > 64)
    return NULL;
  for (uint32_t i = 0; i < 2; i++)
    if (!ops[i]->type || ops[i]->type->kind != RC_TYPE_TENSOR || !rc_canon_type_float(ops[i]->type)) return NULL;
  int64_t dims[64];
  double k;
  if (nlb == 0) {
    /* a splat side contracted whole: k * sum of the other side over its contracted axes */
    for (uint32_t s = 0; s < 2; s++) {
      RcValue *kv = ops[s], *x = ops[1 - s];
      const int64_t *xd = s ? lc : rcd;
      if (!rc_canon_is_splat(kv, &k) || (uint32_t)kv->type->rank != nlc || rc_canon_is_splat(x, NULL)) continue;
      memcpy(dims, xd, sizeof *dims * nlc);
      qsort(dims, nlc, sizeof *dims, cmp_i64);
      if (!increasing(dims, nlc) || (uint32_t)x->type->rank - nlc != (uint32_t)t->rank) return NULL;
      RcValue *sum = sum_over(c, t, x, dims, nlc);
      if (!sum || k == 1) return sum;
      RcValue *pair[2] = {sum, rc_canon_const(c, t, k)};
      return pair[1] ? rc_canon_nary(c, RC_OP_MULTIPLY, t, pair, 2) : NULL;
    }
  }
  /* x . x with the same batch and contracted axes on both sides and no free axes */
  RcValue *x = ops[0];
  if (!rc_canon_same_value(ops[1], x, SAME_DEPTH) || (uint32_t)x->type->rank != nlb + nlc || (uint32_t)t->rank != nlb || !increasing(lb, nlb))
    return NULL;
  if ((nlb && memcmp(lb, rb, sizeof *lb * nlb)) || memcmp(lc, rcd, sizeof *lc * nlc)) return NULL;
  memcpy(dims, lc, sizeof *dims * nlc);
  qsort(dims, nlc, sizeof *dims, cmp_i64);
  if (!increasing(dims, nlc)) return NULL;
  /* the dot multiplies exactly into its result type (a bf16 product fits f32): widen x
   * first, then square in the result's dtype */
  if (x->type->dtype != t->dtype) {
    RcType *wide = rc_type_tensor(c->m, t->dtype, x->type->rank, x->type->dims);
    x = wide ? rc_canon_simple(c, RC_OP_CONVERT, wide, &x, 1) : NULL;
    if (!x) {
      c->oom = true;
      return NULL;
    }
  }
  RcValue *pair[2] = {x, x};
  RcValue *sq = rc_canon_nary(c, RC_OP_MULTIPLY, x->type, pair, 2);
  return sq ? sum_over(c, t, sq, dims, nlc) : NULL;
}
