/* Shape noise: the keep-dims and scalar-constant chains exporters wrap around
 * values (TF reshape -> identity broadcast -> reshape -> broadcast, JAX
 * broadcast_in_dim to ...x1 then to full, torch_xla reshape/broadcast chains
 * of scalar constants). Broadcasts compose, identity broadcasts and reshapes
 * vanish, a broadcast looks through a reshape that only inserts or removes
 * size-1 dims, shape ops of splat constants fold into a splat of the
 * result shape, and a reshape that undoes an earlier one across elementwise ops
 * with constants vanishes. A transpose of a broadcast that leaves the broadcast's operand
 * axes in their order is one broadcast (statistics broadcast into a transposed layout
 * and transposed back), and so is a broadcast of elementwise links of a transpose whose
 * operand axes it puts back in their order (statistics of a transposed view broadcast
 * back by a transposing broadcast_in_dim). Part of src/canon (see canon.h). */
#include <string.h>

#include "canon/canon_int.h"

static bool static_tensor(const RcType *t) { return t && t->kind == RC_TYPE_TENSOR && rc_type_is_static(t); }

static bool is_identity(const RcType *from, const RcType *to, const int64_t *dims, uint32_t n) {
  if (!static_tensor(from) || !static_tensor(to) || !rc_type_same_shape(from, to) || (int32_t)n != to->rank)
    return false;
  for (uint32_t i = 0; i < n; i++)
    if (dims[i] != (int64_t)i) return false;
  return true;
}

/* For a reshape x -> mid that only inserts/removes size-1 dims (keeping x's size-1
 * dims), map[i] = the dim of mid that x's dim i became. */
bool rc_canon_unit_reshape_map(const RcType *x, const RcType *mid, int64_t *map) {
  if (!static_tensor(x) || !static_tensor(mid)) return false;
  int32_t i = 0, j = 0;
  while (i < x->rank && j < mid->rank) {
    if (x->dims[i] == mid->dims[j]) {
      map[i++] = j++;
    } else if (mid->dims[j] == 1) {
      j++;
    } else {
      return false;
    }
  }
  if (i < x->rank) return false;
  for (; j < mid->rank; j++)
    if (mid->dims[j] != 1) return false;
  return true;
}

static const RcAttr *dims_attr(const RcNode *n) {
  const RcAttr *a = rc_node_attr(n, "dimensions");
  return a && a->kind == RC_ATTR_INTS ? a : NULL;
}

static RcValue *untransposed(RcCanon *c, RcValue *a, int64_t *cur, uint32_t n);

RcValue *rc_canon_broadcast(RcCanon *c, RcType *t, RcValue *a, const int64_t *dims, uint32_t n) {
  double x;
  if (!a) return NULL;
  if (rc_canon_is_splat(a, &x) && static_tensor(t)) return rc_canon_const(c, t, x);
  int64_t cur[64], tmp[64];
  if (n > 64) goto plain;
  if (n) memcpy(cur, dims, sizeof(int64_t) * n); /* a rank-0 operand's dimensions={} has no array */
  /* Each step removes one producer; at most a few steps on canonical operands. */
  for (int step = 0; step < 4; step++) {
    if (is_identity(a->type, t, cur, n)) return a;
    const RcNode *d = a->def;
    if (d->op == RC_OP_BROADCAST) {
      const RcAttr *in = dims_attr(d);
      if (!in) break;
      for (uint32_t i = 0; i < in->u.ints.n; i++) {
        int64_t k = in->u.ints.v[i];
        if (k < 0 || (uint64_t)k >= n) goto plain;
        tmp[i] = cur[k];
      }
      n = in->u.ints.n;
      memcpy(cur, tmp, sizeof(int64_t) * n);
      a = rc_node_operand(d, 0);
      continue;
    }
    RcValue *u = d->op != RC_OP_BROADCAST && d->op != RC_OP_RESHAPE ? untransposed(c, a, cur, n) : NULL;
    if (c->oom) return NULL;
    if (u) {
      a = u;
      continue;
    }
    if (d->op == RC_OP_RESHAPE) {
      RcValue *src = rc_node_operand(d, 0);
      int64_t map[64];
      if (!static_tensor(src->type) || src->type->rank > 64 || (uint32_t)a->type->rank != n ||
          !rc_canon_unit_reshape_map(src->type, a->type, map))
        break;
      for (int32_t i = 0; i < src->type->rank; i++) tmp[i] = cur[map[i]];
      n = (uint32_t)src->type->rank;
      memcpy(cur, tmp, sizeof(int64_t) * n);
      a = src;
      continue;
    }
    break;
  }
  if (is_identity(a->type, t, cur, n)) return a;
  if (rc_canon_is_splat(a, &x) && static_tensor(t)) return rc_canon_const(c, t, x);
  if (static_tensor(a->type) && static_tensor(t) && (uint32_t)a->type->rank == n) {
    /* StableHLO's keep-dims (JAX's broadcast_in_dim to ...x1 and from ...x1 to the full
     * shape) read as HLO's reshapes: a broadcast that only inserts size-1 dims is that
     * reshape, and a size-1 operand dim stretched to a longer one is dropped by a
     * reshape of the operand first. */
    bool grows = false, inserts_only = true;
    int64_t keep[64], kdims[64];
    uint32_t nk = 0;
    for (uint32_t i = 0; i < n; i++) {
      if (cur[i] < 0 || cur[i] >= t->rank || (i && cur[i] <= cur[i - 1])) goto plain_cur;
      if (a->type->dims[i] == 1 && t->dims[cur[i]] != 1) {
        grows = true;
        continue;
      }
      if (a->type->dims[i] != t->dims[cur[i]]) goto plain_cur;
      keep[nk] = cur[i];
      kdims[nk++] = a->type->dims[i];
    }
    for (int32_t j = 0, i = 0; j < t->rank; j++) {
      if ((uint32_t)i < n && cur[i] == j) i++;
      else if (t->dims[j] != 1) inserts_only = false;
    }
    if (!grows && inserts_only) return rc_canon_reshape(c, t, a);
    if (grows) {
      RcType *rt = rc_type_tensor(c->m, a->type->dtype, (int32_t)nk, kdims);
      RcValue *r = rt ? rc_canon_reshape(c, rt, a) : NULL;
      if (!r) {
        c->oom = true;
        return NULL;
      }
      return rc_canon_broadcast(c, t, r, keep, nk);
    }
  }
plain_cur:
  dims = cur;
plain:;
  RcAttr attr = {.name = "dimensions", .kind = RC_ATTR_INTS, .u.ints = {(int64_t *)dims, n}};
  RcProto p = {.op = RC_OP_BROADCAST, .type = t, .ops = &a, .nops = 1, .attrs = &attr, .nattrs = 1,
               .copy_attrs = true};
  return rc_canon_make(c, &p);
}

/* The operand of an elementwise link of a round trip (round_trip): the one
 * non-constant operand of a unary float op or of a binary n-ary node with a splat
 * constant (with `squares`, also the operand of x * x), NULL when node d is no such link.
 * Not negate: rebuilt on a mean, it would fold into the mean's 1/N (negate of a product
 * flips its constant), and the folded layer-norm spellings read -mean as a negate. */
RcValue *rc_canon_link_operand(const RcNode *d, const RcType *shape, bool squares) {
  double k;
  if (d->nresults != 1 || d->nattrs || d->extra || d->literal || !static_tensor(d->results[0].type) ||
      !rc_type_same_shape(d->results[0].type, shape))
    return NULL;
  if (rc_canon_is_nary(d->op) && d->noperands == 2 && rc_canon_is_splat(rc_node_operand(d, 1), &k))
    return rc_node_operand(d, 0);
  if (squares && d->op == RC_OP_MULTIPLY && d->noperands == 2 && rc_node_operand(d, 0) == rc_node_operand(d, 1))
    return rc_node_operand(d, 0);
  if ((rc_op_info[d->op].flags & RC_F_ELEM) && d->noperands == 1 && d->op != RC_OP_CONVERT &&
      d->op != RC_OP_COPY && d->op != RC_OP_BITCAST && d->op != RC_OP_NEGATE && rc_canon_type_float(d->results[0].type))
    return rc_node_operand(d, 0);
  return NULL;
}

/* f(u): the links chain[n-1] .. chain[0] (rc_canon_link_operand's, innermost last) built again on u,
 * in u's shape. NULL on out-of-memory. */
RcValue *rc_canon_relink(RcCanon *c, const RcNode *const *chain, uint32_t n, RcValue *u) {
  const RcType *t = u->type;
  for (uint32_t i = n; u && i-- > 0;) {
    const RcNode *d = chain[i];
    RcType *dt = rc_type_tensor(c->m, d->results[0].type->dtype, t->rank, t->dims);
    if (!dt) {
      c->oom = true;
      return NULL;
    }
    if (d->noperands == 2) {
      double k;
      bool sq = rc_node_operand(d, 0) == rc_node_operand(d, 1); /* a square (rc_canon_link_operand) */
      if (!sq) rc_canon_is_splat(rc_node_operand(d, 1), &k);
      RcValue *pair[2] = {u, sq ? u : rc_canon_const(c, dt, k)};
      u = pair[1] ? rc_canon_nary(c, d->op, dt, pair, 2) : NULL;
    } else {
      u = rc_canon_unary(c, d->op, dt, u);
    }
  }
  return u;
}

#define ROUND_TRIP_MAX 8

/* The first value of op `stop` below a through at most ROUND_TRIP_MAX elementwise links
 * (rc_canon_link_operand, in a's shape), the links into chain[0 .. *n) from a down; NULL when
 * another node comes first. */
static RcValue *links_down_to(RcValue *a, RcOp stop, const RcNode **chain, uint32_t *n) {
  RcValue *v = a;
  *n = 0;
  while (v->def->op != stop) {
    if (*n == ROUND_TRIP_MAX) return NULL;
    RcValue *w = rc_canon_link_operand(v->def, a->type, false);
    if (!w) return NULL;
    chain[(*n)++] = v->def;
    v = w;
  }
  return v;
}

/* reshape(f(reshape(u))), f a chain of at most ROUND_TRIP_MAX elementwise links
 * (rc_canon_link_operand: unary ops, add/multiply/maximum/minimum with a splat constant): f(u)
 * built in the result's shape, on u reshaped to it when that is another shape.
 * Elementwise ops commute with reshapes, so torch-mlir's keep-dims statistics (reduce
 * -> reshape to [..,1] -> *1/N -> +eps -> rsqrt -> reshape back for the broadcast) read
 * as the chain on the reduction, as JAX and HLO write them, and bitcasts that regroup
 * a softmax's rows around its exp (XLA's tests put one on every edge) as one reshape
 * of its input. NULL when a is no such chain. */
static RcValue *round_trip(RcCanon *c, RcType *t, RcValue *a) {
  const RcNode *chain[ROUND_TRIP_MAX];
  uint32_t n = 0;
  if (!static_tensor(t) || !static_tensor(a->type) || t->rank > 64) return NULL;
  RcValue *v = links_down_to(a, RC_OP_RESHAPE, chain, &n);
  if (!v) return NULL;
  RcValue *u = rc_node_operand(v->def, 0);
  if (!n || !static_tensor(u->type) || rc_type_numel(u->type) != rc_type_numel(t)) return NULL;
  if (!rc_type_same_shape(u->type, t)) { /* to another shape: the chain on u reshaped to t (one reshape, not two) */
    RcType *ut = rc_type_tensor(c->m, u->type->dtype, t->rank, t->dims);
    if (!ut) c->oom = true;
    if (!ut || !(u = rc_canon_reshape(c, ut, u))) return NULL;
  }
  return rc_canon_relink(c, chain, n, u);
}

/* broadcast(f(transpose(u, perm)), cur), f a chain of at most ROUND_TRIP_MAX elementwise
 * links (rc_canon_link_operand), where the broadcast puts u's axes back in their order (u's axis
 * perm[j] goes to cur[j]; those in increasing order): f(u), cur set to u's axes' places.
 * A transposed view's statistics (reduced from a view whose kept axes are permuted) broadcast
 * back by a transposing broadcast_in_dim read as statistics of x's own layout. NULL when a is
 * no such chain (or on out-of-memory: c->oom). */
static RcValue *untransposed(RcCanon *c, RcValue *a, int64_t *cur, uint32_t n) {
  const RcNode *chain[ROUND_TRIP_MAX];
  uint32_t k = 0;
  if (!static_tensor(a->type) || (uint32_t)a->type->rank != n) return NULL;
  RcValue *v = links_down_to(a, RC_OP_TRANSPOSE, chain, &k);
  if (!v) return NULL;
  const RcAttr *perm = dims_attr(v->def);
  RcValue *u = v->def->noperands == 1 ? rc_node_operand(v->def, 0) : NULL;
  if (!perm || !u || perm->u.ints.n != n || !static_tensor(u->type) || (uint32_t)u->type->rank != n) return NULL;
  int64_t to[64];
  bool seen[64] = {0};
  for (uint32_t j = 0; j < n; j++) {
    int64_t p = perm->u.ints.v[j];
    if (p < 0 || p >= (int64_t)n || seen[p]) return NULL;
    seen[p] = true;
    to[p] = cur[j];
  }
  for (uint32_t i = 1; i < n; i++)
    if (to[i] <= to[i - 1]) return NULL; /* u's axes still permuted: the transpose stays */
  RcValue *r = rc_canon_relink(c, chain, k, u);
  if (r) memcpy(cur, to, sizeof(int64_t) * n);
  return r;
}

/* reshape(broadcast(v)) to t where the reshape only splits or merges runs of axes that
 * are all v's or all new (a row value broadcast over a row, its batch axes regrouped):
 * broadcast(reshape(v)) with the runs of v's axes reshaped the same way. NULL when
 * a run mixes v's axes and new ones. */
static RcValue *regroup_broadcast(RcCanon *c, RcType *t, RcValue *a) {
  const RcNode *d = a->def;
  const RcAttr *da = dims_attr(d);
  RcValue *v = d->noperands == 1 ? rc_node_operand(d, 0) : NULL;
  const RcType *at = a->type;
  if (!da || !v || !static_tensor(v->type) || !static_tensor(at) || at->rank > 64 || t->rank > 64 ||
      da->u.ints.n != (uint32_t)v->type->rank)
    return NULL;
  int8_t own[64]; /* per axis of a: 1 when v's, 0 when new, -1 when size 1 */
  for (int32_t i = 0; i < at->rank; i++) own[i] = at->dims[i] == 1 ? -1 : 0;
  for (uint32_t k = 0; k < da->u.ints.n; k++) {
    int64_t i = da->u.ints.v[k];
    if (i < 0 || i >= at->rank || (k && i <= da->u.ints.v[k - 1])) return NULL;
    if (v->type->dims[k] != at->dims[i]) {
      if (v->type->dims[k] != 1) return NULL;
      continue; /* stretched: a new axis */
    }
    if (at->dims[i] != 1) own[i] = 1;
  }
  int64_t vd[64], nd[64];
  uint32_t nv = 0, nn = 0;
  int32_t i = 0, j = 0;
  while (true) {
    while (i < at->rank && own[i] < 0) i++;
    while (j < t->rank && t->dims[j] == 1) j++;
    if (i >= at->rank || j >= t->rank) break;
    int32_t i0 = i, j0 = j, kind = own[i];
    int64_t pa = at->dims[i++], pt = t->dims[j++];
    while (pa != pt) {
      if (pa < pt) {
        if (i >= at->rank) return NULL;
        if (own[i] >= 0 && own[i] != kind) return NULL;
        pa *= at->dims[i++];
      } else {
        if (j >= t->rank) return NULL;
        pt *= t->dims[j++];
      }
    }
    for (int32_t k = i0; k < i; k++)
      if (own[k] >= 0 && own[k] != kind) return NULL;
    if (kind == 1)
      for (int32_t k = j0; k < j; k++)
        if (t->dims[k] != 1) vd[nv] = t->dims[k], nd[nn++] = k, nv++;
  }
  while (i < at->rank && own[i] < 0) i++;
  while (j < t->rank && t->dims[j] == 1) j++;
  if (i < at->rank || j < t->rank) return NULL;
  RcType *vt = rc_type_tensor(c->m, v->type->dtype, (int32_t)nv, vd);
  RcValue *r = vt ? rc_canon_reshape(c, vt, v) : NULL;
  if (!r) {
    c->oom |= !vt;
    return NULL;
  }
  return rc_canon_broadcast(c, t, r, nd, nn);
}

/* reshape(u k) to t, k a splat and u a leaf (a parameter, or an outside value): reshape(u) k.
 * A product by a splat commutes with a reshape, and the product then sits beside the values
 * it meets: XLA's fusions scale a backward's dy in dy's own shape and only then bitcast it to
 * the activation's ([2,64] dy times 1/6, bitcast to [2,1,1,64] for hardsigmoid's select),
 * where the uncompiled program reshapes dy and scales after (the rewrite writes that reshape:
 * src/rewrite/materialize.c). Only on a leaf: a computed u (a reduce's mean times 1/N) keeps
 * the form the norms' spellings read. NULL when a is no such product. */
static RcValue *past_scale(RcCanon *c, RcType *t, RcValue *a) {
  const RcNode *d = a->def;
  double k;
  if (d->op != RC_OP_MULTIPLY || d->noperands != 2 || d->nresults != 1 || !static_tensor(t) ||
      !rc_canon_is_splat(rc_node_operand(d, 1), &k))
    return NULL;
  RcValue *u = rc_node_operand(d, 0);
  if (u->def->op != RC_OP_PARAMETER && u->def->op != RC_OP_OPAQUE) return NULL;
  RcType *ut = rc_type_tensor(c->m, u->type->dtype, t->rank, t->dims);
  RcValue *r = ut ? rc_canon_reshape(c, ut, u) : NULL;
  RcValue *pair[2] = {r, r ? rc_canon_const(c, t, k) : NULL};
  if (!ut) c->oom = true;
  return pair[1] ? rc_canon_nary(c, RC_OP_MULTIPLY, t, pair, 2) : NULL;
}

RcValue *rc_canon_reshape(RcCanon *c, RcType *t, RcValue *a) {
  double x;
  if (!a) return NULL;
  if (rc_canon_is_splat(a, &x) && static_tensor(t)) return rc_canon_const(c, t, x);
  if (a->def->op == RC_OP_RESHAPE) a = rc_node_operand(a->def, 0);
  if (static_tensor(a->type) && static_tensor(t) && rc_type_same_shape(a->type, t)) return a;
  RcValue *r = round_trip(c, t, a);
  if (r || c->oom) return r;
  if (a->def->op == RC_OP_BROADCAST && static_tensor(t) && (r = regroup_broadcast(c, t, a))) return r;
  if (c->oom || (r = past_scale(c, t, a)) || c->oom) return r;
  return rc_canon_simple(c, RC_OP_RESHAPE, t, &a, 1);
}

RcValue *rc_canon_transpose(RcCanon *c, RcType *t, RcValue *a, const int64_t *perm, uint32_t n) {
  const RcNode *d = a ? a->def : NULL;
  const RcAttr *bd = d && d->op == RC_OP_BROADCAST ? dims_attr(d) : NULL;
  if (!bd || !static_tensor(t) || !static_tensor(a->type) || n > 64 || (int32_t)n != a->type->rank) return NULL;
  int64_t inv[64], dims[64];
  bool seen[64] = {0};
  for (uint32_t j = 0; j < n; j++) { /* result axis j is the broadcast's axis perm[j] */
    if (perm[j] < 0 || perm[j] >= (int64_t)n || seen[perm[j]]) return NULL;
    seen[perm[j]] = true;
    inv[perm[j]] = j;
  }
  if (bd->u.ints.n > 64) return NULL;
  bool ordered = true;
  for (uint32_t i = 0; i < bd->u.ints.n; i++) {
    int64_t k = bd->u.ints.v[i];
    if (k < 0 || k >= (int64_t)n) return NULL;
    dims[i] = inv[k];
    ordered = ordered && (!i || dims[i] > dims[i - 1]);
  }
  RcValue *a0 = rc_node_operand(d, 0);
  /* a transposing broadcast is kept as written, unless its operand is a transposed view's
   * statistics that it puts back in order (untransposed) */
  if (!ordered && !(a0 = untransposed(c, a0, dims, bd->u.ints.n))) return NULL;
  return rc_canon_broadcast(c, t, a0, dims, bd->u.ints.n);
}
