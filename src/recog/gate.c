/* Gates and backwards (internal.h rc_recog_backward_of, rc_recog_ungate): where an op's derivative
 * is itself a table activation (softplus' = sigmoid), a region whose values are dy times that
 * activation, dy a(x), is either the op's backward or the activation gated by dy, and its values
 * do not tell which. It is read from what else the program computes on x: where it computes the
 * op on the same x (softplus(x) beside dy sigmoid(x): softplus' backward, written by hand under
 * custom_vjp, or JAX's exp(x - softplus(x)) dy), the region is the op's backward; where it does
 * not (the gate a sigmoid(b) of GLU and LSTM cells; in the gradient of sigmoid(x + b) softplus(x),
 * the products of sigmoid(x + b) with dy and with softplus(x), whose softplus is of another
 * value), it is the activation and a product: the activation's call takes the product in as its
 * gate neighbour (rewrite/neighbours.c) where it is its one reader. */
#include <math.h>
#include <string.h>

#include "canon/canon.h"
#include "recog/internal.h"

/* Whether op's derivative is a table activation: its derivative reference, at the fingerprint
 * points, is some ELEMENTWISE op's reference. */
static bool deriv_is_activation(const RcFusedOp *op) {
  RcFusedRefElt d = rc_fused_dref(op);
  if (!d) return false;
  double fp[RC_RECOG_FP];
  for (int p = 0; p < RC_RECOG_FP; p++) fp[p] = d(rc_recog_fp_x[p]);
  const RcFusedOp *a[4];
  return rc_recog_fp_lookup(fp, 1e-9, false, a, 4) > 0;
}

/* The most values above x walked for an op computed on it: a softplus as JAX spells it
 * (logaddexp: max, abs, negate, exp, log1p, add, select) is about 10 nodes. */
#define COMPUTES_WALK 48

/* The value v passes through an optimization barrier unchanged (jax.checkpoint's rematerialized
 * x: HLO's get-tuple-element i of opt-barrier(tuple(...)), StableHLO's result i of
 * optimization_barrier), else NULL. */
static const RcValue *through_barrier(const RcValue *v) {
  const RcNode *d = v ? v->def : NULL;
  if (!d) return NULL;
  if (d->op == RC_OP_GET_TUPLE_ELEMENT && d->noperands == 1) {
    const RcAttr *ix = rc_node_attr(d, "index");
    const RcValue *b = rc_node_operand(d, 0);
    const RcNode *t = b && b->def && b->def->op == RC_OP_OPAQUE && b->def->opname &&
                              !strcmp(b->def->opname, "opt-barrier") && b->def->noperands == 1
                              && rc_node_operand(b->def, 0)
                          ? rc_node_operand(b->def, 0)->def
                          : NULL;
    if (ix && ix->kind == RC_ATTR_INT && t && t->op == RC_OP_TUPLE && ix->u.i >= 0 && (uint64_t)ix->u.i < t->noperands)
      return rc_node_operand(t, (uint32_t)ix->u.i);
    return NULL;
  }
  if (d->op == RC_OP_OPAQUE && d->opname && strstr(d->opname, "optimization_barrier") && v->index < d->noperands &&
      d->nresults == d->noperands)
    return rc_node_operand(d, v->index);
  return NULL;
}

/* Whether a and b are one value: the same node, a value an optimization barrier passes on and
 * the value before it, or the same op (type, attributes) on such operands (in any order for an
 * op that commutes; operands taken first come first): jax.checkpoint's recomputed
 * (dot + b) + c from the barrier's copies of the dot and the biases. */
static bool same_value(const RcValue *a, const RcValue *b, int depth, int *budget) {
  if (a == b) return true;
  if (depth > 8 || !a || !b || --*budget < 0) return false;
  const RcValue *t = through_barrier(a);
  if (t) return same_value(t, b, depth + 1, budget);
  if ((t = through_barrier(b))) return same_value(a, t, depth + 1, budget);
  const RcNode *m = a->def, *n = b->def;
  if (!m || !n || m->nresults != 1 || n->nresults != 1 || m->noperands > 4 || !rc_canon_same_op(m, n)) return false;
  bool in_order = true;
  for (uint32_t i = 0; i < m->noperands && in_order; i++)
    in_order = same_value(rc_node_operand(m, i), rc_node_operand(n, i), depth + 1, budget);
  if (in_order) return true;
  /* an op that commutes (the view's n-ary sums and products, ordered by a hash that tells a
   * barrier's copy from its value): each operand of m the same as one of n's, each once */
  bool commutes = m->op == RC_OP_ADD || m->op == RC_OP_MULTIPLY || m->op == RC_OP_MAXIMUM || m->op == RC_OP_MINIMUM;
  uint32_t used = 0;
  for (uint32_t i = 0; commutes && i < m->noperands; i++) {
    bool found = false;
    for (uint32_t j = 0; j < n->noperands && !found; j++)
      if (!(used >> j & 1) && same_value(rc_node_operand(m, i), rc_node_operand(n, j), depth + 1, budget)) {
        used |= 1u << j;
        found = true;
      }
    commutes = found;
  }
  return commutes;
}

#define COPY_WALK 32
#define SAME_BUDGET 256 /* same_value steps per comparison */

/* A value that is x computed again before an optimization barrier (same_value), into *out: from
 * a barrier's copy found below x (among the first 16 values below it, breadth first), up through
 * the readers of the value it copies (at most COPY_WALK); false when there is none. */
static bool copy_before_barrier(const RcValue *x, const RcValue **out) {
  const RcValue *down[16];
  uint32_t nd = 0, i = 0;
  down[nd++] = x;
  const RcValue *src = NULL;
  for (; i < nd && !src; i++) {
    const RcValue *v = down[i];
    if ((src = through_barrier(v))) break;
    for (uint32_t k = 0; v->def && k < v->def->noperands && nd < 16; k++)
      if (rc_node_operand(v->def, k)) down[nd++] = rc_node_operand(v->def, k);
  }
  if (!src) return false;
  const RcValue *up[COPY_WALK];
  uint32_t nu = 0;
  up[nu++] = src;
  for (uint32_t j = 0; j < nu; j++)
    for (const RcUse *u = up[j]->uses; u; u = u->next) {
      const RcNode *m = u->user;
      if (m->nresults != 1 || through_barrier(&m->results[0]) || m->op == RC_OP_TUPLE) continue;
      const RcValue *mv = &m->results[0];
      int budget = SAME_BUDGET;
      if (mv != x && same_value(mv, x, 0, &budget)) return *out = mv, true;
      bool have = false;
      for (uint32_t k = 0; k < nu && !have; k++) have = up[k] == mv;
      if (!have && nu < COPY_WALK) up[nu++] = mv;
    }
  return false;
}

/* Whether the view computes op on x: a value above x, through values computed from one value,
 * that rc_recog_at reads as op applied to x (a call of op's row included); x may be the value an
 * optimization barrier passes on (jax.checkpoint's rematerialized x), op computed on the value
 * before it. */
static bool computes(RcRecog *r, const RcValue *x, const RcFusedOp *op) {
  const RcValue *seen[COMPUTES_WALK];
  uint32_t n = 0;
  seen[n++] = x;
  /* x rematerialized (jax.checkpoint): the op may be computed on the value before the barrier,
   * or on the same expression of the values before it */
  const RcValue *before = through_barrier(x);
  if (!before && !copy_before_barrier(x, &before)) before = NULL;
  if (before) seen[n++] = before;
  for (uint32_t i = 0; i < n; i++)
    for (const RcUse *u = seen[i]->uses; u; u = u->next) {
      RcNode *m = u->user;
      if (m->id >= r->nids || r->kind[m->id] != K_ELEM || m->nresults != 1) continue;
      const RcValue *mv = &m->results[0];
      bool have = false;
      for (uint32_t k = 0; k < n && !have; k++) have = seen[k] == mv;
      if (have) continue;
      RcRecogHit h[4];
      uint32_t nh = rc_recog_at(r, m, h, 4);
      for (uint32_t k = 0; k < nh; k++)
        if (h[k].op == op && (h[k].x == x || (before && h[k].x == before))) return true;
      /* on up through the values computed from one value (x, or a value of x alone), where the
       * op's region may end further up */
      if (n < COMPUTES_WALK && rc_recog_piece(r, mv)) seen[n++] = mv;
    }
  return false;
}

bool rc_recog_backward_of(RcRecog *r, const RcValue *x, const RcFusedOp *op) {
  return !deriv_is_activation(op) || computes(r, x, op);
}

uint32_t rc_recog_ungate(RcRecog *r, RcRecogHit *h, uint32_t n) {
  uint32_t kept = 0;
  for (uint32_t i = 0; i < n; i++)
    if (rc_recog_backward_of(r, h[i].x, h[i].op)) h[kept++] = h[i];
  return kept;
}
