/* Products with a reciprocal: XLA's algebraic simplifier turns a division by a
 * broadcast row value, e / broadcast(s), into e * broadcast(1 / s), so that one
 * division per row replaces one per element (a compiled softmax reads
 * exp(x - max) * broadcast(1 / sum)). The canonical form reads a product of two
 * operands, one of them a broadcast of 1 / s (or of a reshape of it, the row
 * values' keep-dims shape), as the division it stands for: divide(a, broadcast(s))
 * with the same broadcast. (A product with an unbroadcast
 * 1 / s stays: XLA's expansion of erfc multiplies by such reciprocals, and the
 * patterns read it as written.) The two
 * differ by the rounding of 1 / s (at most 1 ulp of the product); a rewrite is
 * checked on the region as written, so what the matcher reads here is a
 * matching aid only. Part of src/canon (see canon.h). */
#include "canon/canon_int.h"

/* s when v is divide(1, s) (float, s not a constant), else NULL. */
static RcValue *reciprocal(const RcValue *v) {
  const RcNode *d = v->def;
  double one;
  if (d->op != RC_OP_DIVIDE || d->noperands != 2 || !rc_canon_is_float(v)) return NULL;
  RcValue *s = rc_node_operand(d, 1);
  if (!rc_canon_is_splat(rc_node_operand(d, 0), &one) || one != 1 || rc_canon_is_splat(s, &one)) return NULL;
  return s;
}

/* What a * b reads as when one of them is a broadcast of a reciprocal; NULL when
 * neither is (see c->oom for out-of-memory). */
RcValue *rc_canon_recip_product(RcCanon *c, RcType *t, RcValue *a, RcValue *b) {
  for (int k = 0; k < 2; k++) {
    RcValue *other = k ? a : b, *r = k ? b : a, *s;
    const RcNode *d = r->def;
    const RcAttr *dims = d->op == RC_OP_BROADCAST ? rc_node_attr(d, "dimensions") : NULL;
    if (!dims || dims->kind != RC_ATTR_INTS) continue;
    RcValue *q = rc_node_operand(d, 0);
    if (!(s = reciprocal(q)) && q->def->op == RC_OP_RESHAPE && q->def->noperands == 1 &&
        (s = reciprocal(rc_node_operand(q->def, 0)))) { /* 1 / s through a keep-dims reshape */
      s = rc_canon_reshape(c, q->type, s);
      if (!s) return NULL;
    }
    if (!s) continue;
    RcValue *bs = rc_canon_broadcast(c, r->type, s, dims->u.ints.v, dims->u.ints.n);
    if (!bs) return NULL;
    return rc_canon_div(c, t, other, bs);
  }
  return NULL;
}
