/* Row regions over an expanded row (recog.h rc_recog_expanded_axes): a row op
 * spelled on a larger tensor than its input, whose every element pairs two
 * elements of one row. 1/sum_j exp(x_j - x_i) is softmax(x)_i and
 * -log sum_j exp(x_j - x_i) is log_softmax(x)_i: x is broadcast twice into
 * [.., n, n], once along each of the two last axes, and the sum runs over one
 * of them. Such a region is a row op of x (what rows.c reads) when each of its
 * values is indexed by copies of x's axes: each axis of each value is a copy
 * of at most one axis of x (a broadcast puts an operand's axes where its
 * dimensions say and makes the others copies of none; an elementwise op's
 * axes are its operands'; a reduction drops the axes it reduces), the
 * reductions reduce copies of x's row axes only, and the root's axes are x's
 * own. What the region computes on each row is not read here: the row
 * readings go to the rewrite check, which evaluates the user's region (its
 * n x n values included) against the op's kernel. */
#include <glib.h>

#include "recog/recog.h"

#define MAX_RANK 16

typedef struct {
  const RcValue *x;
  GHashTable *memo; /* node -> uint16_t[MAX_RANK]: each axis's copy of x's axes (a bit, or none) */
  uint16_t xlab[MAX_RANK];
  uint16_t reduced; /* the x axes the reductions reduce (every one the same) */
  uint32_t visited;
  bool bad;
} Ex;

static bool static_rank(const RcType *t) {
  return t && t->kind == RC_TYPE_TENSOR && rc_type_is_static(t) && t->rank <= MAX_RANK;
}

static const uint16_t *labels(Ex *e, const RcValue *v);

/* Whether m names at most one axis. */
static bool one_axis(uint16_t m) { return !(m & (m - 1)); }

static bool label_node(Ex *e, const RcNode *n, uint16_t *out) {
  const RcType *t = n->results[0].type;
  double c;
  if (rc_recog_uniform(n, &c)) return true; /* a splat: copies of no axis */
  if ((n->op == RC_OP_BROADCAST || n->op == RC_OP_RESHAPE) && n->noperands == 1) {
    const RcValue *o = rc_node_operand(n, 0);
    const uint16_t *a = labels(e, o);
    if (!a || !static_rank(o->type)) return false;
    const RcType *ot = o->type;
    if (n->op == RC_OP_BROADCAST) {
      const RcAttr *d = rc_node_attr(n, "dimensions");
      if (!ot->rank) return true;
      if (!d || d->kind != RC_ATTR_INTS || d->u.ints.n != (uint32_t)ot->rank) return false;
      for (int32_t k = 0; k < ot->rank; k++) {
        int64_t to = d->u.ints.v[k];
        if (to < 0 || to >= t->rank) return false;
        out[to] = ot->dims[k] == t->dims[to] ? a[k] : 0; /* a size-1 axis broadcast: a copy of none */
      }
      return true;
    }
    /* a reshape that only inserts or drops axes of size 1: the others keep their order */
    int32_t j = 0;
    for (int32_t k = 0; k < ot->rank; k++) {
      if (ot->dims[k] == 1) {
        if (a[k]) return false;
        continue;
      }
      while (j < t->rank && t->dims[j] == 1) j++;
      if (j == t->rank || t->dims[j] != ot->dims[k]) return false;
      out[j++] = a[k];
    }
    return true;
  }
  if (n->op == RC_OP_REDUCE && n->noperands == 2) {
    const RcValue *o = rc_node_operand(n, 0);
    const uint16_t *a = labels(e, o);
    const RcAttr *d = rc_node_attr(n, "dimensions");
    if (!a || !static_rank(o->type) || !d || d->kind != RC_ATTR_INTS || !d->u.ints.n) return false;
    uint32_t gone = 0;
    uint16_t red = 0;
    for (uint32_t k = 0; k < d->u.ints.n; k++) {
      int64_t ax = d->u.ints.v[k];
      if (ax < 0 || ax >= o->type->rank || !a[ax]) return false; /* an axis that copies none: a scaling */
      gone |= 1u << ax;
      red |= a[ax];
    }
    if (e->reduced && e->reduced != red) return false;
    e->reduced = red;
    for (int32_t k = 0, j = 0; k < o->type->rank; k++)
      if (!(gone >> k & 1)) {
        if (j >= t->rank) return false;
        out[j++] = a[k];
      }
    return true;
  }
  if (!rc_recog_evaluable(n)) return false;
  for (uint32_t i = 0; i < n->noperands; i++) {
    const RcValue *o = rc_node_operand(n, i);
    const uint16_t *a = labels(e, o);
    if (!a || !static_rank(o->type)) return false;
    if (o->type->rank != t->rank) {
      for (int32_t k = 0; k < o->type->rank; k++)
        if (a[k]) return false; /* an operand of another rank reads x: no elementwise op here */
      continue;
    }
    for (int32_t k = 0; k < t->rank; k++) out[k] |= a[k];
  }
  return true;
}

static const uint16_t *labels(Ex *e, const RcValue *v) {
  if (e->bad) return NULL;
  if (v == e->x) return e->xlab;
  const RcNode *n = v ? v->def : NULL;
  if (!n || n->nresults != 1 || !static_rank(v->type) || ++e->visited > 256) {
    e->bad = true;
    return NULL;
  }
  uint16_t *out = g_hash_table_lookup(e->memo, n);
  if (out) return out;
  out = g_new0(uint16_t, MAX_RANK);
  g_hash_table_insert(e->memo, (gpointer)n, out);
  bool ok = label_node(e, n, out);
  for (int32_t k = 0; ok && k < v->type->rank; k++) ok = one_axis(out[k]);
  if (!ok) {
    e->bad = true;
    return NULL;
  }
  return out;
}

bool rc_recog_expanded_axes(RcNode *n, const RcValue *x, uint64_t *axes) {
  const RcType *t = n->nresults == 1 ? n->results[0].type : NULL;
  if (!x || !static_rank(x->type) || !static_rank(t) || !rc_type_same_shape(t, x->type)) return false;
  Ex e = {.x = x, .memo = g_hash_table_new_full(NULL, NULL, NULL, g_free)};
  for (int32_t k = 0; k < x->type->rank; k++) e.xlab[k] = x->type->dims[k] == 1 ? 0 : (uint16_t)(1u << k);
  const uint16_t *r = labels(&e, &n->results[0]);
  bool ok = r && e.reduced;
  for (int32_t k = 0; ok && k < t->rank; k++) ok = !(r[k] & ~(1u << k)); /* the root's axes are x's own */
  g_hash_table_destroy(e.memo);
  if (ok) *axes = e.reduced;
  return ok;
}
