/* Reductions in stages: XLA's reduction splitters, and people, write a reduction over
 * several axes as one reduce per axis (reduce(reduce(x, {2}), {1})), and one over a long
 * axis as a reshape of it into [a, b] reduced over b and then over a. A reduce of a
 * reduce with the same combiner and the same init (0 for a sum, 1 for a product, any one
 * value for maximum and minimum, which absorb its repeats) is the one reduce over both
 * sets of axes; a reduce of a reshape whose reduced axes are whole groups of the
 * reshape's (each group the axes that one or more of the operand's axes are split into
 * or merged from, one of them truly split or merged) is the reduce of the operand over
 * those axes, where the kept axes are the result's as they are. Exact for maximum and minimum, a
 * reassociation of the sum for add; a rewrite is checked on the region as written. The
 * canonical form reads the stages as the one reduce, so a row op meets its reduction in
 * one spelling. A reduce of a transpose (the row axes moved to the front: a transposed view
 * that only the reduce reads, through elementwise links such as its square) reads as the
 * reduce of the transpose's operand, exactly, transposed where the view's kept axes were
 * permuted.
 * A reduce of a view of x with a size-1 axis inserted and kept
 * beside a reduced group (or of an elementwise op of that view and splats), taken for the
 * statistics alone while the program reads x itself (Flax's GroupNorm with one group), reads
 * as the reduce of x (of the op on x) reshaped to the reduce's type: the same values in the
 * same order.
 * Part of src/canon (see canon.h). */
#include <stdlib.h>
#include <string.h>

#include "canon/canon_int.h"

#define MAXR 16 /* ranks above are left alone */
#define ROUNDS 4

static const char *combiner(const RcNode *n) {
  const RcAttr *a = rc_node_attr(n, "combiner");
  return a && a->kind == RC_ATTR_ENUM ? a->u.s : NULL;
}

static bool fixed(const RcType *t) {
  return t && t->kind == RC_TYPE_TENSOR && rc_type_is_static(t) && t->rank <= MAXR;
}

/* The reduced-axes mask of canonical reduce r over an operand of rank `rank`. */
static bool mask_of(const RcNode *r, int32_t rank, bool *red) {
  const RcAttr *d = rc_node_attr_ints(r, "dimensions");
  if (!d || !d->u.ints.n) return false;
  memset(red, 0, sizeof *red * (size_t)rank);
  for (uint32_t i = 0; i < d->u.ints.n; i++) {
    int64_t k = d->u.ints.v[i];
    if (k < 0 || k >= rank || red[k]) return false;
    red[k] = true;
  }
  return true;
}

/* Canonical reduce r with operand v and the reduced axes of mask red (v's rank), of type t. */
static RcValue *reduce_of(RcCanon *c, const RcNode *r, RcValue *v, const bool *red, RcType *t) {
  int64_t dims[MAXR]; /* copied by rc_canon_make (copy_attrs) */
  uint32_t nd = 0;
  for (int32_t i = 0; i < v->type->rank; i++)
    if (red[i]) dims[nd++] = i;
  return rc_canon_reduce_like(c, r, v, dims, nd, t);
}

/* Whether reducing init's value several times into one result gives what reducing it
 * once does: the identity of a sum or product; any value for maximum and minimum. */
static bool init_absorbs(const char *cb, double k) {
  if (!strcmp(cb, "add")) return k == 0;
  if (!strcmp(cb, "multiply")) return k == 1;
  return !strcmp(cb, "maximum") || !strcmp(cb, "minimum");
}

/* reduce r of reduce q (the same combiner and init) as one reduce of q's operand. */
static RcValue *merge(RcCanon *c, const RcNode *r, const RcValue *in) {
  const RcNode *q = in->def;
  double ki, ko;
  const char *cb = combiner(r);
  if (!q || q->op != RC_OP_REDUCE || q->nresults != 1 || q->noperands != 2 || !cb || !combiner(q) ||
      strcmp(cb, combiner(q)) || !rc_canon_is_splat(rc_node_operand(q, 1), &ki) ||
      !rc_canon_is_splat(rc_node_operand(r, 1), &ko) || ki != ko || !init_absorbs(cb, ki))
    return NULL;
  RcValue *x = rc_node_operand(q, 0);
  if (!x || !fixed(x->type) || !fixed(in->type)) return NULL;
  bool qred[MAXR], rred[MAXR], red[MAXR];
  if (!mask_of(q, x->type->rank, qred) || !mask_of(r, in->type->rank, rred)) return NULL;
  int32_t o = 0;
  for (int32_t i = 0; i < x->type->rank; i++) {
    if (!qred[i] && o >= in->type->rank) return NULL; /* q's result has fewer axes than it keeps */
    red[i] = qred[i] ? true : rred[o++];             /* o: q's result axis */
  }
  if (o != in->type->rank) return NULL;
  return reduce_of(c, r, x, red, r->results[0].type);
}

/* Whether a reshape from dtype a to b changes no value's meaning: the same dtype, or two float
 * types (a convert the canonical form looks through: converts.c). */
static bool same_float(RcDType a, RcDType b) { return a == b || (rc_dtype_is_float(a) && rc_dtype_is_float(b)); }

/* The unit reshape (size-1 axes inserted or removed only) that every operand of canonical
 * elementwise node e is, or a splat: the one reshape; else NULL. A node with attributes is
 * left (on_operand() rebuilds the op alone), and so is one whose splats are not of its type
 * (on_operand() rebuilds them in x's). */
static RcValue *unit_reshape_operands(const RcNode *e) {
  RcValue *sv = NULL;
  double k;
  if (!e || e->nresults != 1 || !(rc_op_info[e->op].flags & RC_F_ELEM) || !e->noperands || e->noperands > 3 ||
      e->op == RC_OP_CONVERT || e->nattrs)
    return NULL;
  for (uint32_t i = 0; i < e->noperands; i++) {
    RcValue *o = rc_node_operand(e, i);
    if (rc_canon_is_splat(o, &k)) {
      if (!o->type || o->type->dtype != e->results[0].type->dtype) return NULL;
      continue;
    }
    const RcNode *s = o ? o->def : NULL;
    int64_t map[MAXR];
    if (!s || s->op != RC_OP_RESHAPE || s->noperands != 1 || (sv && o != sv) || !fixed(o->type) ||
        !rc_node_operand(s, 0) || !fixed(rc_node_operand(s, 0)->type) ||
        !rc_type_equal(o->type, e->results[0].type) || !same_float(rc_node_operand(s, 0)->type->dtype, o->type->dtype) ||
        !rc_canon_unit_reshape_map(rc_node_operand(s, 0)->type, o->type, map))
      return NULL;
    sv = o;
  }
  return sv;
}

/* Elementwise node e over the unit reshape sv of x (unit_reshape_operands) computed on x
 * instead: the same values, in x's shape and e's dtype (x of another float type is read
 * converted, as the canonical form reads converts: converts.c). */
static RcValue *on_operand(RcCanon *c, const RcNode *e, RcValue *sv, RcValue *x) {
  RcType *t = rc_type_tensor(c->m, e->results[0].type->dtype, x->type->rank, x->type->dims);
  if (!t) {
    c->oom = true;
    return NULL;
  }
  t = rc_canon_intern(c, t);
  RcValue *ops[3];
  for (uint32_t i = 0; i < e->noperands; i++) {
    RcValue *o = rc_node_operand(e, i);
    double k;
    ops[i] = o == sv ? x : (rc_canon_is_splat(o, &k) ? rc_canon_const(c, t, k) : NULL);
    if (!ops[i]) return NULL;
  }
  return rc_canon_simple(c, e->op, t, ops, e->noperands);
}

/* Whether the original of canonical view v is read by reductions only, directly or through
 * elementwise ops that only reductions read, while the program reads the view's operand x
 * itself too: a view taken for the statistics alone (Flax's GroupNorm, whose normalization
 * reads x), not one the program goes on with (vmap's keep-dims view of a row, whose
 * statistics and math both read it, or the view of a softmax's exponentials only its sum reads). */
static bool stats_only(const RcCanon *c, const RcValue *v) {
  const RcValue *o = rc_canon_origin(c, v);
  const RcValue *ox = o && o->def && o->def->noperands == 1 ? rc_node_operand(o->def, 0) : NULL;
  if (!o || !o->nuses || !ox) return false;
  bool beside = false; /* the view's operand read by more than the view */
  rc_value_for_each_use(ox, u) beside = beside || u->user != o->def;
  if (!beside) return false;
  rc_value_for_each_use(o, u) {
    const RcNode *n = u->user;
    if (n->op == RC_OP_REDUCE) continue;
    if (!(rc_op_info[n->op].flags & RC_F_ELEM) || n->nresults != 1 || !n->results[0].nuses) return false;
    rc_value_for_each_use(&n->results[0], w) if (w->user->op != RC_OP_REDUCE) return false;
  }
  return true;
}

/* reduce r of a reshape whose reduced axes are whole groups of it, as the reduce of the
 * reshape's operand (see the file's comment). A group reduced beside a size-1 axis that the
 * reshape inserted and the reduce keeps (Flax's GroupNorm with one group: x [N, H, W, C]
 * viewed as [N, H, W, 1, C] and reduced over H, W and C, that view squared first for E[x^2])
 * is the reduce of x, or of the elementwise op on x, reshaped to give the kept size-1 axes
 * back, where the view is read for the statistics alone (stats_only). */
static RcValue *unshape(RcCanon *c, const RcNode *r, const RcValue *in) {
  const RcNode *s = in->def;
  RcValue *x = s && s->op == RC_OP_RESHAPE && s->noperands == 1 ? rc_node_operand(s, 0) : NULL;
  const RcNode *elem = NULL; /* the elementwise op over a unit reshape that the reduce reads */
  RcValue *sv = x ? NULL : unit_reshape_operands(s);
  if (sv) {
    elem = s;
    x = rc_node_operand(sv->def, 0);
  }
  RcType *t = r->results[0].type;
  if (!x || !fixed(x->type) || !fixed(in->type) || !fixed(t)) return NULL;
  const RcType *tx = x->type, *ti = in->type;
  bool rred[MAXR], red[MAXR] = {0};
  if (!mask_of(r, ti->rank, rred)) return NULL;
  int32_t i = 0, j = 0, nout = 0;
  int64_t out[MAXR];
  bool split = false, unit_kept = false;
  while (i < tx->rank || j < ti->rank) { /* one group of axes of equal products per turn */
    int32_t i0 = i, j0 = j;
    int64_t ps = i < tx->rank ? tx->dims[i++] : 1, pd = j < ti->rank ? ti->dims[j++] : 1;
    while (ps != pd) {
      if (ps < pd && i < tx->rank) ps *= tx->dims[i++];
      else if (pd < ps && j < ti->rank) pd *= ti->dims[j++];
      else return NULL;
    }
    int32_t hit = 0, big = 0, units = 0;
    for (int32_t k = j0; k < j; k++) hit += rred[k], big += ti->dims[k] != 1, units += !rred[k] && ti->dims[k] == 1;
    if (hit && hit + units != j - j0) return NULL; /* part of a group reduced */
    unit_kept = unit_kept || (hit && units); /* a size-1 axis kept beside the group's reduced ones */
    for (int32_t k = i0; k < i && hit; k++) big += tx->dims[k] != 1;
    split = split || big > 2; /* a reduced group split or merged, not only size-1 axes moved */
    for (int32_t k = i0; k < i; k++) {
      red[k] = hit > 0;
      if (!hit) out[nout++] = tx->dims[k];
    }
  }
  bool same = nout == t->rank;
  for (int32_t k = 0; same && k < nout; k++) same = out[k] == t->dims[k];
  /* a reshape that only moves size-1 axes stays (other rules read it), and so does one
   * whose kept axes would need a reshape of the result, but for a kept size-1 axis beside
   * a reduced group */
  if (split && same && !elem) return reduce_of(c, r, x, red, t);
  if (!unit_kept || !stats_only(c, elem ? sv : in)) return NULL;
  int64_t a[MAXR], b[MAXR];
  int32_t na = 0, nb = 0;
  for (int32_t k = 0; k < t->rank; k++)
    if (t->dims[k] != 1) a[na++] = t->dims[k];
  for (int32_t k = 0; k < nout; k++)
    if (out[k] != 1) b[nb++] = out[k];
  if (na != nb || memcmp(a, b, sizeof *a * (size_t)na)) return NULL;
  RcValue *xe = elem ? on_operand(c, elem, sv, x) : x;
  RcType *rt = xe ? rc_type_tensor(c->m, t->dtype, nout, out) : NULL;
  if (xe && !rt) c->oom = true;
  rt = rt && !c->oom ? rc_canon_intern(c, rt) : NULL;
  RcValue *v = rt && !c->oom ? reduce_of(c, r, xe, red, rt) : NULL;
  return v ? rc_canon_reshape(c, t, v) : NULL;
}

#define LINKS 8

/* Whether original value o is read by one node only (once or several times: x * x). */
static bool one_reader(const RcValue *o) {
  if (!o || !o->uses) return false;
  rc_value_for_each_use(o, u)
    if (u->user != o->uses->user) return false;
  return true;
}

/* transpose(a, perm) of type t, canonical. */
static RcValue *transpose_of(RcCanon *c, RcType *t, RcValue *a, const int64_t *perm, uint32_t n) {
  RcValue *k = rc_canon_transpose(c, t, a, perm, n);
  if (k || c->oom) return k;
  RcAttr attr = {.name = "dimensions", .kind = RC_ATTR_INTS, .u.ints = {(int64_t *)perm, n}};
  RcProto p = {.op = RC_OP_TRANSPOSE, .type = t, .ops = &a, .nops = 1, .attrs = &attr, .nattrs = 1,
               .copy_attrs = true};
  return rc_canon_make(c, &p);
}

/* reduce r of f(transpose(x)), f a chain of elementwise links (rc_canon_link_operand's, squares
 * too), the transposed view and each link read by the next link only: the reduce of f(x) over
 * the axes that were x's, the same values; where the view had the kept axes in another order,
 * transposed into it (the transpose then stands on the few reduced values, where a transposing
 * broadcast takes it back: shape_noise.c). Where the program goes on with the transposed value
 * (a channels-last block: its norm's statistics and its elementwise math both read it), the
 * reduce stays on that value, so that the row op finds its statistics on its own x. */
static RcValue *untranspose(RcCanon *c, const RcNode *r, RcValue *in) {
  const RcNode *chain[LINKS];
  uint32_t nl = 0;
  RcValue *v = in;
  while (v->def && v->def->op != RC_OP_TRANSPOSE) {
    RcValue *w = nl < LINKS && one_reader(rc_canon_origin(c, v)) ? rc_canon_link_operand(v->def, in->type, true) : NULL;
    if (!w) return NULL;
    chain[nl++] = v->def;
    v = w;
  }
  const RcNode *s = v->def;
  RcValue *x = s && s->noperands == 1 ? rc_node_operand(s, 0) : NULL;
  RcType *t = r->results[0].type;
  const RcAttr *perm = s ? rc_node_attr_ints(s, "dimensions") : NULL;
  if (!x || !perm || !fixed(x->type) || !fixed(in->type) || !fixed(t) || x->type->rank != in->type->rank ||
      perm->u.ints.n != (uint32_t)in->type->rank || !one_reader(rc_canon_origin(c, v)))
    return NULL;
  int32_t rank = in->type->rank;
  bool rred[MAXR], red[MAXR] = {0}, seen[MAXR] = {0};
  if (!mask_of(r, rank, rred)) return NULL;
  int64_t kept[MAXR]; /* x's kept axes in the view's order */
  int32_t nk = 0;
  bool ordered = true;
  for (int32_t k = 0; k < rank; k++) { /* view axis k is x's axis perm[k] */
    int64_t a = perm->u.ints.v[k];
    if (a < 0 || a >= rank || seen[a]) return NULL;
    seen[a] = true;
    red[a] = rred[k];
    if (!rred[k]) {
      ordered = ordered && (!nk || a > kept[nk - 1]);
      kept[nk++] = a;
    }
  }
  if (nk != t->rank) return NULL;
  RcValue *fx = rc_canon_relink(c, chain, nl, x);
  if (!fx) return NULL;
  if (ordered) return reduce_of(c, r, fx, red, t);
  int64_t q[MAXR], dims[MAXR]; /* result axis j is the reduce's axis q[j]: kept[j]'s rank among the kept */
  for (int32_t j = 0; j < nk; j++) {
    q[j] = 0;
    for (int32_t i = 0; i < nk; i++) q[j] += kept[i] < kept[j];
    dims[q[j]] = t->dims[j];
  }
  RcType *st = rc_type_tensor(c->m, t->dtype, nk, dims);
  RcValue *sum = st ? reduce_of(c, r, fx, red, rc_canon_intern(c, st)) : NULL;
  if (!st) c->oom = true;
  return sum ? transpose_of(c, t, sum, q, (uint32_t)nk) : NULL;
}

RcValue *rc_canon_staged_reduce(RcCanon *c, RcValue *v) {
  for (int round = 0; round < ROUNDS && v && v->def && v->def->op == RC_OP_REDUCE; round++) {
    const RcNode *r = v->def;
    RcValue *in = r->noperands == 2 && r->nresults == 1 ? rc_node_operand(r, 0) : NULL;
    if (!in) break;
    RcValue *w = merge(c, r, in);
    if (!w && !c->oom) w = unshape(c, r, in);
    if (!w && !c->oom) w = untranspose(c, r, in);
    if (!w) break;
    v = w;
  }
  return c->oom ? NULL : v;
}
