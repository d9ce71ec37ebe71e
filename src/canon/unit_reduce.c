/* Reductions over axes of size 1: a reduce whose reduced axes all have size 1 and
 * whose init is the combiner's identity (0 for add, -inf for maximum, +inf for
 * minimum) combines each element with the identity only, so its result is its
 * operand with those axes dropped: a reshape. Compilers write it so (XLA's
 * simplifier turns the max and the sum over a decode step's one new column into
 * bitcasts), exporters keep the reduce; the canonical form reads both as the
 * reshape, so a pattern meets one spelling. The sum differs from the element only
 * at -0 (0 + -0 is +0); a rewrite is checked on the region as written. Part of
 * src/canon (see canon.h). */
#include <math.h>

#include "canon/canon_int.h"

static bool is_identity(RcOp op, const RcValue *init) {
  double k;
  if (!rc_canon_is_float(init) || !rc_canon_is_splat(init, &k)) return false;
  switch (op) {
  case RC_OP_ADD: return k == 0;
  case RC_OP_MAXIMUM: return isinf(k) && k < 0;
  case RC_OP_MINIMUM: return isinf(k) && k > 0;
  default: return false;
  }
}

RcValue *rc_canon_unit_reduce(RcCanon *c, const RcNode *n, RcOp op, RcValue *x, RcValue *init) {
  const RcAttr *dims = rc_node_attr(n, "dimensions");
  const RcType *tx = x ? x->type : NULL;
  RcType *t = n->nresults == 1 ? n->results[0].type : NULL;
  if (!dims || dims->kind != RC_ATTR_INTS || !dims->u.ints.n || !tx || !t || tx->kind != RC_TYPE_TENSOR ||
      t->kind != RC_TYPE_TENSOR || !rc_type_is_static(tx) || !rc_type_is_static(t) || t->dtype != tx->dtype ||
      !is_identity(op, init))
    return NULL;
  for (uint32_t k = 0; k < dims->u.ints.n; k++) {
    int64_t a = dims->u.ints.v[k];
    if (a < 0 || a >= tx->rank || tx->dims[a] != 1) return NULL;
  }
  return rc_canon_reshape(c, t, x);
}
