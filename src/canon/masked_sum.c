/* The masked row sum of jax.nn.softmax / log_softmax with `where=`: JAX shifts the
 * masked k = select(m, x, -inf) by its row max M and sums e = exp(k - M) through the mask
 * again, sum(select(m, e, 0)). The canonical view reads that sum as sum(e), the plain
 * softmax's (then the softmax of k, whose x, mask and -inf fill a row call takes in).
 *
 * Where they differ: a masked e is exp(-inf - M), 0 unless M is -inf or NaN. M is the max
 * of the same row, so M NaN means an unmasked NaN (both sums NaN) and M -inf means every
 * unmasked k is -inf (each its e NaN: both sums NaN) or the row is fully masked: the masked
 * sum 0, the plain one NaN. So the rule is taken only where every reader of the sum, through
 * reshapes and broadcasts, is e / sum or (k - M) - log(sum): on a fully masked row e and
 * k - M are NaN, and so is the result either way. The rewrite is still checked on the
 * region as written. Part of src/canon (see canon.h). */
#include <math.h>
#include <string.h>

#include "canon/canon_int.h"

/* Whether v is a splat of k (a constant, or a broadcast of one). */
static bool splat_is(const RcValue *v, double k) {
  double d;
  if (v && v->def && v->def->op == RC_OP_BROADCAST && v->def->noperands == 1) v = rc_node_operand(v->def, 0);
  return rc_canon_is_splat(v, &d) && d == k;
}

/* Whether canonical reduce r combines with op over exactly the axes of attr dims. */
static bool reduce_over(const RcNode *r, const char *op, const RcAttr *dims) {
  const RcAttr *cb = r && r->op == RC_OP_REDUCE ? rc_node_attr(r, "combiner") : NULL;
  const RcAttr *d = r ? rc_node_attr_ints(r, "dimensions") : NULL;
  if (!cb || cb->kind != RC_ATTR_ENUM || strcmp(cb->u.s, op) || !d || d->u.ints.n != dims->u.ints.n)
    return false;
  for (uint32_t i = 0; i < d->u.ints.n; i++)
    if (d->u.ints.v[i] != dims->u.ints.v[i]) return false;
  return true;
}

/* The shift k - M of e = exp(k + -broadcast(max(k))) with k = select(m, ., -inf), the max over
 * dims and broadcast back along the other axes; NULL where e is no such exp. */
static RcValue *masked_shift(RcValue *e, RcValue *m, const RcAttr *dims) {
  RcNode *x = e && e->def && e->def->op == RC_OP_EXP && e->def->noperands == 1 ? e->def : NULL;
  RcValue *s = x ? rc_node_operand(x, 0) : NULL;
  RcNode *a = s && s->def && s->def->op == RC_OP_ADD && s->def->noperands == 2 ? s->def : NULL;
  for (uint32_t i = 0; a && i < 2; i++) {
    RcValue *k = rc_node_operand(a, i), *ng = rc_node_operand(a, 1 - i);
    RcNode *kd = k ? k->def : NULL, *nd = ng ? ng->def : NULL;
    if (!kd || kd->op != RC_OP_SELECT || kd->noperands != 3 || rc_node_operand(kd, 0) != m ||
        !splat_is(rc_node_operand(kd, 2), -INFINITY) || !nd || nd->op != RC_OP_NEGATE || nd->noperands != 1)
      continue;
    RcValue *b = rc_node_operand(nd, 0);
    RcNode *bd = b ? b->def : NULL;
    RcValue *mx = bd && bd->op == RC_OP_BROADCAST && bd->noperands == 1 ? rc_node_operand(bd, 0) : NULL;
    const RcAttr *bdims = bd ? rc_node_attr_ints(bd, "dimensions") : NULL;
    if (!mx || !mx->def || rc_node_operand(mx->def, 0) != k || !reduce_over(mx->def, "maximum", dims) || !bdims ||
        !k->type || bdims->u.ints.n + dims->u.ints.n != (uint32_t)k->type->rank)
      continue;
    for (uint32_t j = 0; j < bdims->u.ints.n; j++)
      for (uint32_t q = 0; q < dims->u.ints.n; q++)
        if (bdims->u.ints.v[j] == dims->u.ints.v[q]) return NULL; /* broadcast along a kept axis */
    return s;
  }
  return NULL;
}

/* Whether every reader of original value v, through reshapes, broadcasts and (once) a log,
 * is a divide of e by it (no log on the way) or a subtract of it from the shift s (after the
 * log), e and s read as their canonical values. */
static bool readers_ok(const RcCanon *c, const RcValue *v, bool logged, const RcValue *e, const RcValue *s, int depth) {
  if (!v->uses || depth > 4) return false;
  rc_value_for_each_use(v, u) {
    RcNode *r = u->user;
    uint32_t i = (uint32_t)(u - rc_node_uses(r));
    if (r->func != v->def->func || r->nresults != 1) return false;
    if (r->op == RC_OP_RESHAPE || r->op == RC_OP_BROADCAST || (r->op == RC_OP_LOG && !logged)) {
      if (!readers_ok(c, &r->results[0], logged || r->op == RC_OP_LOG, e, s, depth + 1)) return false;
      continue;
    }
    RcValue *o = r->noperands == 2 && i == 1 ? rc_node_operand(r, 0) : NULL;
    RcValue *co = o && o->def && o->def->nresults == 1 && o->def->func == r->func ? rc_canon_map_get(c, o->def) : NULL;
    if (!co || !(logged ? r->op == RC_OP_SUBTRACT && co == s : r->op == RC_OP_DIVIDE && co == e)) return false;
  }
  return true;
}

RcValue *rc_canon_masked_sum(const RcCanon *c, const RcNode *n, RcValue *x) {
  const RcAttr *dims = rc_node_attr_ints(n, "dimensions");
  RcNode *sel = x && x->def && x->def->op == RC_OP_SELECT && x->def->noperands == 3 ? x->def : NULL;
  if (!sel || !dims || !dims->u.ints.n || n->nresults != 1 ||
      !splat_is(rc_node_operand(sel, 2), 0.0))
    return NULL;
  RcValue *e = rc_node_operand(sel, 1), *s = masked_shift(e, rc_node_operand(sel, 0), dims);
  return s && readers_ok(c, &n->results[0], false, e, s, 0) ? e : NULL;
}
