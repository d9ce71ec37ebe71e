/* Slices of a stack: Flax's one-pass variance stacks x and x*x on a new leading axis
 * (a concatenate), sums the stack once over the feature axis, scales it by 1/N and
 * slices the two means apart. A slice that takes exactly one operand's span of a
 * concatenate (the other axes whole, stride 1), reached through elementwise ops whose
 * other operands are splat constants and through reduces over axes the slice keeps
 * whole, is that operand's value under those ops: an elementwise op computes each
 * element from the same element, a reduce over other axes sums the same elements. The
 * canonical form moves such a slice inward until it meets the concatenate, so the two
 * means read as E[x] and E[x*x]; a reduce of a reshape that only inserts size-1 axes
 * (the stack's new axis) reduces the reshape's operand. Any other slice stays as
 * written. Part of src/canon (see canon.h). */
#include <string.h>

#include "canon/canon_int.h"

#define MAXS 16 /* ranks above are left alone */
#define DEPTH 8 /* ops between the slice and the concatenate */

static const RcAttr *ints(const RcNode *n, const char *name) {
  const RcAttr *a = rc_node_attr(n, name);
  return a && a->kind == RC_ATTR_INTS ? a : NULL;
}

static bool fixed(const RcType *t) {
  return t && t->kind == RC_TYPE_TENSOR && rc_type_is_static(t) && t->rank <= MAXS;
}

static RcType *shaped(RcCanon *c, RcDType dt, int32_t rank, const int64_t *dims) {
  RcType *t = rc_type_tensor(c->m, dt, rank, dims);
  if (!t) c->oom = true;
  return t;
}

static RcValue *pick(RcCanon *c, RcValue *a, const int64_t *lo, const int64_t *hi, int depth);

/* The operand of concatenate d whose span along its axis is [lo, hi) (every other axis
 * whole), NULL when none is. */
static RcValue *pick_operand(const RcNode *d, const RcType *t, const int64_t *lo, const int64_t *hi) {
  const RcAttr *ax = ints(d, "dimensions");
  if (!ax || ax->u.ints.n != 1 || ax->u.ints.v[0] < 0 || ax->u.ints.v[0] >= t->rank) return NULL;
  int64_t k = ax->u.ints.v[0], off = 0;
  for (int32_t i = 0; i < t->rank; i++)
    if (i != k && (lo[i] != 0 || hi[i] != t->dims[i])) return NULL;
  for (uint32_t j = 0; j < d->noperands; j++) {
    RcValue *o = rc_node_operand(d, j);
    if (!o || !fixed(o->type) || o->type->rank != t->rank) return NULL;
    if (lo[k] == off && hi[k] == off + o->type->dims[k]) return o;
    off += o->type->dims[k];
  }
  return NULL;
}

/* The slice moved past reduce d of a (its result sliced to [lo, hi)). */
static RcValue *pick_reduce(RcCanon *c, const RcNode *d, const int64_t *lo, const int64_t *hi, RcType *t, int depth) {
  const RcAttr *ra = ints(d, "dimensions");
  RcValue *v = rc_node_operand(d, 0);
  if (d->noperands != 2 || !ra || !v || !fixed(v->type) || v->type->rank != t->rank + (int32_t)ra->u.ints.n)
    return NULL;
  bool red[MAXS] = {0};
  for (uint32_t i = 0; i < ra->u.ints.n; i++) {
    int64_t k = ra->u.ints.v[i];
    if (k < 0 || k >= v->type->rank) return NULL;
    red[k] = true;
  }
  int64_t vlo[MAXS], vhi[MAXS];
  for (int32_t i = 0, o = 0; i < v->type->rank; i++) {
    vlo[i] = red[i] ? 0 : lo[o];
    vhi[i] = red[i] ? v->type->dims[i] : hi[o];
    o += !red[i];
  }
  RcValue *in = pick(c, v, vlo, vhi, depth + 1);
  if (!in) return NULL;
  /* in, a reshape of u inserting size-1 axes (the stack's): reduce u over the same axes */
  RcNode *rs = in->def;
  RcValue *u = rs && rs->op == RC_OP_RESHAPE ? rc_node_operand(rs, 0) : NULL;
  int64_t map[MAXS], ud[MAXS], od[MAXS];
  if (u && fixed(u->type) && rc_canon_unit_reshape_map(u->type, in->type, map)) {
    uint32_t nd = 0;
    int32_t no = 0, hit = 0;
    for (int32_t i = 0; i < u->type->rank; i++) {
      if (red[map[i]]) ud[nd++] = i, hit++;
      else od[no++] = u->type->dims[i];
    }
    if (hit == (int32_t)ra->u.ints.n) { /* every reduced axis one of u's */
      RcType *rt = shaped(c, t->dtype, no, od);
      RcValue *r = rt ? rc_canon_reduce_like(c, d, u, ud, nd, rt) : NULL;
      return r ? rc_canon_reshape(c, t, r) : NULL;
    }
  }
  return rc_canon_reduce_like(c, d, in, ra->u.ints.v, ra->u.ints.n, t);
}

/* The value of a sliced to [lo, hi) when the slice reaches one operand of a concatenate
 * (see above); NULL when it does not. */
static RcValue *pick(RcCanon *c, RcValue *a, const int64_t *lo, const int64_t *hi, int depth) {
  const RcNode *d = a ? a->def : NULL;
  if (!d || d->nresults != 1 || depth > DEPTH || !fixed(a->type)) return NULL;
  const RcType *at = a->type;
  int64_t dims[MAXS];
  for (int32_t i = 0; i < at->rank; i++) dims[i] = hi[i] - lo[i];
  if (d->op == RC_OP_CONCATENATE) return pick_operand(d, at, lo, hi);
  RcType *t = shaped(c, at->dtype, at->rank, dims);
  if (!t) return NULL;
  if (d->op == RC_OP_REDUCE) return pick_reduce(c, d, lo, hi, t, depth);
  if (!(rc_op_info[d->op].flags & RC_F_ELEM) || d->nattrs || d->op == RC_OP_CONVERT || !rc_canon_type_float(at))
    return NULL;
  if (d->noperands == 1) {
    RcValue *in = pick(c, rc_node_operand(d, 0), lo, hi, depth + 1);
    return in ? rc_canon_unary(c, d->op, t, in) : NULL;
  }
  if (!rc_canon_is_nary(d->op) || d->noperands > 8) return NULL;
  RcValue *ops[8];
  int32_t var = -1;
  for (uint32_t i = 0; i < d->noperands; i++) {
    double k;
    RcValue *o = rc_node_operand(d, i);
    if (rc_canon_is_splat(o, &k)) {
      if (!(ops[i] = rc_canon_const(c, t, k))) return NULL;
    } else if (var < 0 && o->type && rc_type_same_shape(o->type, at)) {
      var = (int32_t)i;
    } else {
      return NULL;
    }
  }
  if (var < 0 || !(ops[var] = pick(c, rc_node_operand(d, (uint32_t)var), lo, hi, depth + 1))) return NULL;
  return rc_canon_nary(c, d->op, t, ops, d->noperands);
}

RcValue *rc_canon_slice(RcCanon *c, const RcNode *n, RcValue *a) {
  const RcAttr *s = ints(n, "slice_starts"), *l = ints(n, "slice_limits"), *k = ints(n, "slice_strides");
  if (!a || !s || !l || !fixed(a->type) || s->u.ints.n != (uint32_t)a->type->rank ||
      l->u.ints.n != (uint32_t)a->type->rank || (k && k->u.ints.n != (uint32_t)a->type->rank))
    return NULL;
  for (int32_t i = 0; i < a->type->rank; i++) {
    int64_t lo = s->u.ints.v[i], hi = l->u.ints.v[i];
    if (lo < 0 || hi < lo || hi > a->type->dims[i] || (k && k->u.ints.v[i] != 1)) return NULL;
  }
  RcValue *r = pick(c, a, s->u.ints.v, l->u.ints.v, 0);
  /* a slice keeps its operand's dtype: where the view looked through a convert before it (an
   * f32 sum of f16 values, rounded back), the picked value is in the operand's dtype too */
  const RcType *nt = n->results[0].type;
  if (!r || !nt || !rc_type_same_shape(r->type, nt) || (r->type->dtype != nt->dtype && r->type->dtype != a->type->dtype))
    return NULL;
  return r;
}
