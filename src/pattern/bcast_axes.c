/* Which axes a broadcast of a reduced value puts the value back on.
 *
 * A pattern's broadcast(reduce_sum(%e, axes=[-1])) stands for the row sum put back along
 * the row: each kept dim of the reduce returns to the dim it came from. The pattern names
 * no dims, so on a square shape a broadcast along the wrong axis (the sum of row i added
 * to column i) has the same types and would match. This reads, for each dim of the
 * broadcast's result, the dim of the reduce's input it comes from (through keep-dims
 * reshapes and broadcasts and elementwise ops), and asks that each be its own.
 */
#include <string.h>

#include "pattern/pattern.h"

#define MAX_RANK 16
#define BUDGET 64 /* nodes read per broadcast: the walk stops (reads "unknown") past it */

typedef struct {
  const RcType *shape; /* the broadcast's result: only reduces of values so shaped count */
  int budget;
  bool clash; /* two reduces put different input dims at one dim */
} Walk;

static bool same_shape(const RcType *a, const RcType *b) {
  if (!a || !b || a->kind != RC_TYPE_TENSOR || b->kind != RC_TYPE_TENSOR || a->rank != b->rank) return false;
  for (int32_t d = 0; d < a->rank; d++)
    if (a->dims[d] != b->dims[d] || a->dims[d] < 0) return false;
  return true;
}

/* org[d] for each dim d of v: the reduce input's dim it comes from, -1 for none (a dim of
 * size 1, one a broadcast adds). True when some dim has one; false when unknown. */
static bool origins(Walk *w, const RcValue *v, int32_t *org) {
  const RcNode *n = v ? v->def : NULL;
  const RcType *t = v ? v->type : NULL;
  if (!n || !t || t->kind != RC_TYPE_TENSOR || t->rank > MAX_RANK || w->budget-- <= 0) return false;
  for (int32_t d = 0; d < t->rank; d++) org[d] = -1;
  int32_t in[MAX_RANK];
  const RcAttr *a;
  if (n->op == RC_OP_REDUCE && n->noperands == 2 && (a = rc_node_attr_ints(n, "dimensions"))) {
    const RcType *xt = rc_node_operand(n, 0)->type;
    if (!same_shape(xt, w->shape)) return false;
    int32_t j = 0;
    for (int32_t k = 0; k < xt->rank; k++) {
      bool gone = false;
      for (uint32_t i = 0; i < a->u.ints.n; i++) gone |= a->u.ints.v[i] == k;
      if (gone) continue;
      if (j >= t->rank) return false;
      org[j++] = xt->dims[k] == 1 ? -1 : k;
    }
    return j == t->rank;
  }
  if (n->noperands < 1) return false;
  const RcValue *o = rc_node_operand(n, 0);
  const RcType *ot = o ? o->type : NULL;
  if (n->op == RC_OP_BROADCAST && n->noperands == 1 && (a = rc_node_attr_ints(n, "dimensions"))) {
    if (!ot || ot->kind != RC_TYPE_TENSOR || a->u.ints.n != (uint32_t)ot->rank || !origins(w, o, in)) return false;
    for (int32_t k = 0; k < ot->rank; k++) {
      int64_t to = a->u.ints.v[k];
      if (to < 0 || to >= t->rank) return false;
      org[to] = ot->dims[k] == 1 ? -1 : in[k];
    }
    return true;
  }
  if (n->op == RC_OP_RESHAPE && rc_match_keepdims_noop(n)) { /* the dims of size > 1, in order */
    if (!origins(w, o, in)) return false;
    int32_t k = 0;
    for (int32_t d = 0; d < t->rank; d++) {
      if (t->dims[d] == 1) continue;
      while (k < ot->rank && ot->dims[k] == 1) k++;
      if (k == ot->rank) return false;
      org[d] = in[k++];
    }
    return true;
  }
  if (!(rc_op_info[n->op].flags & RC_F_ELEM)) return false;
  bool known = false;
  for (uint32_t i = 0; i < n->noperands; i++) {
    const RcValue *u = rc_node_operand(n, i);
    if (!u || !u->type || u->type->kind != RC_TYPE_TENSOR || u->type->rank != t->rank || !origins(w, u, in)) continue;
    for (int32_t d = 0; d < t->rank; d++) {
      if (in[d] < 0) continue;
      if (org[d] >= 0 && org[d] != in[d]) w->clash = true;
      org[d] = in[d];
      known = true;
    }
  }
  return known;
}

bool rc_match_bcast_axes_ok(const RcNode *n) {
  const RcType *t = n->nresults == 1 ? n->results[0].type : NULL;
  if (!t || t->kind != RC_TYPE_TENSOR || t->rank > MAX_RANK) return true;
  Walk w = {.shape = t, .budget = BUDGET};
  int32_t org[MAX_RANK];
  if (!origins(&w, &n->results[0], org)) return !w.clash;
  for (int32_t d = 0; d < t->rank; d++)
    if (org[d] >= 0 && org[d] != d) return false;
  return !w.clash;
}
