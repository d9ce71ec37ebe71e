/* Row reductions split in two: XLA:CPU computes a long row sum as a
 * reduce-window of partial sums (windows of 32 along the row, the init the
 * sum's identity) followed by a reduce of the partials (layer norm's mean and
 * mean square, softmax's max and sum in TF's compiled graphs). When the windows
 * tile the axes the outer reduce reduces over exactly (window = stride, no
 * remainder, no padding or dilation; size 1 along every other axis) and both
 * combine with the same op, reduce(reduce-window(x)) is the reduce of x over
 * those axes: exactly for maximum and minimum, and for add up to the order the
 * terms are summed in (the partial sums reassociate the row sum; a rewrite is
 * checked on the region as written). The canonical form reads it as that one
 * reduce. Part of src/canon (see canon.h). */
#include <math.h>

#include "canon/canon_int.h"

/* Whether splat v is the identity of combiner op (the window's padding value). */
static bool identity_init(RcOp op, const RcValue *v) {
  double k;
  if (!rc_canon_is_splat(v, &k)) return false;
  switch (op) {
  case RC_OP_ADD: return k == 0;
  case RC_OP_MAXIMUM: return isinf(k) && k < 0;
  case RC_OP_MINIMUM: return isinf(k) && k > 0;
  default: return false;
  }
}

RcValue *rc_canon_window_source(const RcNode *n, RcOp op, RcValue *w) {
  const RcNode *d = w ? w->def : NULL;
  if (!d || d->op != RC_OP_REDUCE_WINDOW || d->noperands != 2 || d->nresults != 1) return NULL;
  if (rc_canon_reducer_op(rc_canon_reducer_body(d)) != op || !identity_init(op, rc_node_operand(d, 1))) return NULL;
  RcValue *x = rc_node_operand(d, 0);
  const RcType *tx = x->type, *tw = w->type;
  const RcAttr *dims = rc_node_attr(n, "dimensions");
  if (!tx || !tw || tx->kind != RC_TYPE_TENSOR || tw->kind != RC_TYPE_TENSOR || !rc_type_is_static(tx) ||
      !rc_type_is_static(tw) || tx->rank != tw->rank || tx->rank > 64 || !dims || dims->kind != RC_ATTR_INTS)
    return NULL;
  int64_t size[64], stride[64];
  if (!rc_attr_window(rc_node_attr(d, "window"), tx->rank, size, stride)) return NULL;
  for (int32_t i = 0; i < tx->rank; i++) {
    if (size[i] == 1 && stride[i] == 1) {
      if (tx->dims[i] != tw->dims[i]) return NULL;
      continue;
    }
    bool reduced = false;
    for (uint32_t k = 0; k < dims->u.ints.n; k++) reduced = reduced || dims->u.ints.v[k] == i;
    if (!reduced || size[i] != stride[i] || size[i] < 1 || tx->dims[i] != size[i] * tw->dims[i]) return NULL;
  }
  return x;
}
