/* Deferred normalization: attention written flash-style divides the product
 * of the unnormalized weights and the values by the row sum after the dot,
 *
 *     dot(e, v) / broadcast(s)        (or times broadcast(1 / s))
 *
 * with e = exp(x - max x) and s = sum(e) over the contracted axis; e is either
 * side of the dot (dot(v, e), its axes read from the dot's dimension numbers),
 * and the product and s may each reach the division through transposes,
 * reshapes (MaxText moves the product to [batch, queries, heads, hd] and the
 * sums the same way; an attention over [batch * heads, ...] splits the merged
 * axis back on both paths) and float converts (a bf16 product divided in f32). Where each
 * element of the divisor is one element of s along axes of e (it varies only
 * along e's batch and free axes), dividing e's rows first is the same sum,
 *
 *     shape ops(dot(e / broadcast'(s), v)),
 *
 * exact up to rounding for any s: each output element divides one sum by one
 * number, before or after summing. Before the driver matches a function, each
 * such root is moved so (rc_rewrite_defer_open); the division is then a row op
 * of e that recognition and the rewrite check read as any other (a softmax when
 * it is one; a sum over the wrong axis or of other values stays what it is and
 * fails the check). After the rounds (rc_rewrite_defer_close) a move whose
 * division no rewrite took is undone: the original nodes go back, as written,
 * and the refusals reported at the moved division are dropped, since the
 * output does not hold it. Part of src/rewrite (see rewrite.h). */
#include <stdio.h>
#include <string.h>

#include "rewrite/rewrite.h"

#define MAXR 8 /* RC_TENSOR_MAX_RANK's order: ranks above are left alone */

#define MAXC 4 /* shape ops on either path from the dot or the divisor to the division */
#define MAXE (3 + 2 * MAXC)

typedef struct Moved {
  RcNode *old[MAXE];         /* the original nodes in program order, erased while moved */
  RcValue *ops[MAXE][2];     /* their operands */
  RcNode *at[MAXE];          /* the node each stood before */
  uint32_t nold, idot;       /* how many; the dot's index */
  RcNode *chain[MAXC];       /* the shape ops from the dot to the division, nearest the dot first */
  RcNode *nchain[MAXC];      /* their copies after the moved dot */
  uint32_t nc;
  RcNode *nb, *nd, *ndot;    /* broadcast'(s), e op broadcast', dot(that, v) */
  RcNode *ncv;               /* s converted to e's element type before nb, or NULL */
  uint32_t li;               /* operand slot of e in the division */
  uint32_t ek;               /* operand slot of e in the dot */
} Moved;

struct RcDeferred {
  RcFunc *f;
  GArray *moved; /* Moved */
};

/* Erases the nodes move mv made (the shape ops' copies, the moved dot, the division, the
 * broadcast and the convert), last made first. */
static void erase_made(const Moved *mv) {
  for (uint32_t i = mv->nc; i-- > 0;) rc_node_erase(mv->nchain[i]);
  rc_node_erase(mv->ndot);
  rc_node_erase(mv->nd);
  rc_node_erase(mv->nb);
  if (mv->ncv) rc_node_erase(mv->ncv);
}

static bool ints(const RcNode *n, const char *name, int64_t *v, uint32_t *nv) {
  const RcAttr *a = rc_node_attr(n, name);
  *nv = 0;
  if (!a) return true;
  if (a->kind != RC_ATTR_INTS || a->u.ints.n > MAXR) return false;
  for (uint32_t i = 0; i < a->u.ints.n; i++) v[i] = a->u.ints.v[i];
  *nv = a->u.ints.n;
  return true;
}

static bool static_t(const RcType *t) { return t && t->kind == RC_TYPE_TENSOR && rc_type_is_static(t) && t->rank <= MAXR; }

/* For dot d and side k (0 lhs, 1 rhs): ax[o] = the side's axis of output axis o, -1 for an
 * axis of the other side. The output holds the batch axes, then the lhs's free axes, then
 * the rhs's. */
static bool side_axes(const RcNode *d, uint32_t k, int32_t *ax) {
  const RcType *lt = rc_node_operand(d, 0)->type, *rt = rc_node_operand(d, 1)->type, *ot = d->results[0].type;
  int64_t bd[2][MAXR], cd[2][MAXR];
  uint32_t nb[2], nc[2];
  if (!static_t(lt) || !static_t(rt) || !static_t(ot)) return false;
  if (!ints(d, "lhs_batch_dims", bd[0], &nb[0]) || !ints(d, "rhs_batch_dims", bd[1], &nb[1]) ||
      !ints(d, "lhs_contracting_dims", cd[0], &nc[0]) || !ints(d, "rhs_contracting_dims", cd[1], &nc[1]))
    return false;
  if (!rc_node_attr(d, "lhs_contracting_dims") && !rc_node_attr(d, "rhs_contracting_dims") && !nb[0] && !nb[1]) {
    if (lt->rank < 1 || lt->rank > 2 || rt->rank < 1 || rt->rank > 2) return false;
    cd[0][0] = lt->rank - 1, cd[1][0] = 0, nc[0] = nc[1] = 1;
  }
  if (nb[0] != nb[1] || nc[0] != nc[1] || nc[0] < 1) return false;
  const RcType *st = k ? rt : lt;
  int32_t free_l = lt->rank - (int32_t)(nb[0] + nc[0]);
  bool used[MAXR] = {0};
  for (uint32_t i = 0; i < nb[k]; i++) {
    if (bd[k][i] < 0 || bd[k][i] >= st->rank || used[bd[k][i]]) return false;
    used[bd[k][i]] = true;
  }
  for (uint32_t i = 0; i < nc[k]; i++) {
    if (cd[k][i] < 0 || cd[k][i] >= st->rank || used[cd[k][i]]) return false;
    used[cd[k][i]] = true;
  }
  int32_t o = 0;
  for (uint32_t i = 0; i < nb[k]; i++) ax[o++] = (int32_t)bd[k][i];
  if (k)
    for (int32_t i = 0; i < free_l && o < MAXR; i++) ax[o++] = -1; /* the lhs's free axes */
  for (int32_t a = 0; a < st->rank && o < MAXR; a++)
    if (!used[a]) ax[o++] = a;
  if (o > ot->rank) return false;
  for (; o < ot->rank; o++) ax[o] = -1;
  return true;
}

/* An axis of a value reached from a source through shape ops: the pieces of the source's
 * axes it runs over, outermost first (none: size 1), or bc: constant along it (a
 * broadcast's new axis). Piece t is sz[t] steps of stride st[t] along source axis ax[t]: a
 * whole axis, or a part of one that a reshape split. */
typedef struct Grp {
  uint8_t n;
  bool bc;
  int8_t ax[MAXR];
  int64_t sz[MAXR], st[MAXR];
} Grp;

static bool float_convert(const RcNode *n) {
  return n && n->op == RC_OP_CONVERT && n->noperands == 1 && n->nresults == 1 && rc_node_operand(n, 0)->type &&
         n->results[0].type && rc_dtype_is_float(rc_node_operand(n, 0)->type->dtype) &&
         rc_dtype_is_float(n->results[0].type->dtype);
}

static bool is_shape(const RcNode *n) {
  return n && (n->op == RC_OP_TRANSPOSE || n->op == RC_OP_RESHAPE || n->op == RC_OP_BROADCAST || float_convert(n)) &&
         n->noperands == 1 && n->nresults == 1 && !rc_node_nregions(n);
}

/* The pieces of a reshape's operand, outermost first (size-1 axes left out), into q. */
static uint32_t pieces(const RcType *it, const Grp *in, Grp *q) {
  uint32_t np = 0;
  for (int32_t i = 0; i < it->rank; i++) {
    if (it->dims[i] == 1) continue;
    for (uint32_t t = 0; t < (in[i].bc ? 1u : in[i].n); t++) {
      if (np == 2 * MAXR) return 0; /* more than regroup takes: no pieces, and it fails */
      q[np++] = in[i].bc ? (Grp){.bc = true, .n = 1, .sz = {it->dims[i]}, .st = {1}}
                         : (Grp){.n = 1, .ax = {in[i].ax[t]}, .sz = {in[i].sz[t]}, .st = {in[i].st[t]}};
    }
  }
  return np;
}

/* g: a reshape's result axes (of type ot) as runs of the pieces q of its operand, a piece
 * split where an axis ends inside it (its outer part first); false where a run mixes
 * constant and varying pieces or a piece does not divide. */
static bool regroup(const RcType *ot, Grp *q, uint32_t np, Grp *g) {
  uint32_t i = 0;
  for (int32_t j = 0; j < ot->rank; j++) {
    g[j] = (Grp){0};
    for (int64_t need = ot->dims[j]; need > 1;) {
      if (i >= np || g[j].n >= MAXR) return false;
      Grp *pc = &q[i];
      if (g[j].n && pc->bc != g[j].bc) return false;
      g[j].bc = pc->bc;
      int64_t take = pc->sz[0] <= need ? pc->sz[0] : need;
      if (need % take || pc->sz[0] % take) return false;
      if (!pc->bc) {
        g[j].ax[g[j].n] = pc->ax[0];
        g[j].sz[g[j].n] = take;
        g[j].st[g[j].n] = pc->st[0] * (pc->sz[0] / take);
        g[j].n++;
      }
      pc->sz[0] /= take; /* what is left of the piece: its inner part */
      if (pc->sz[0] == 1) i++;
      need /= take;
    }
  }
  return i == np;
}

/* g, the groups of the axes of n's operand, carried through shape op n to its result's:
 * false where n merges a constant axis with a varying one. */
static bool carry(const RcNode *n, Grp *g) {
  const RcType *it = rc_node_operand(n, 0)->type, *ot = n->results[0].type;
  Grp in[MAXR];
  int64_t v[MAXR];
  uint32_t nv;
  if (!static_t(it) || !static_t(ot)) return false;
  memcpy(in, g, sizeof in);
  if (n->op == RC_OP_CONVERT) return rc_type_same_shape(it, ot);
  if (n->op == RC_OP_TRANSPOSE) {
    if (!ints(n, "dimensions", v, &nv) || nv != (uint32_t)ot->rank || ot->rank != it->rank) return false;
    for (uint32_t i = 0; i < nv; i++) {
      if (v[i] < 0 || v[i] >= it->rank) return false;
      g[i] = in[v[i]];
    }
    return true;
  }
  if (n->op == RC_OP_BROADCAST) {
    if (!ints(n, "dimensions", v, &nv) || nv != (uint32_t)it->rank) return false;
    for (int32_t i = 0; i < ot->rank; i++) g[i] = (Grp){.bc = ot->dims[i] != 1};
    for (uint32_t i = 0; i < nv; i++) {
      if (v[i] < 0 || v[i] >= ot->rank) return false;
      if (it->dims[i] == ot->dims[v[i]])
        g[v[i]] = in[i];
      else if (it->dims[i] != 1)
        return false;
    }
    return true;
  }
  Grp q[2 * MAXR]; /* a reshape: each axis of the result one run of the operand's pieces */
  return regroup(ot, q, pieces(it, in, q), g);
}

/* The groups of the division's axes along path[np-1] ... path[0] (nearest the division
 * first) from source value s. */
static bool groups(const RcValue *s, RcNode *const *path, uint32_t np, Grp *g) {
  for (int32_t a = 0; a < s->type->rank; a++)
    g[a] = s->type->dims[a] == 1 ? (Grp){0} : (Grp){.n = 1, .ax = {(int8_t)a}, .sz = {s->type->dims[a]}, .st = {1}};
  for (uint32_t i = np; i-- > 0;)
    if (!carry(path[i], g)) return false;
  return true;
}

/* The broadcast dims of s into the shape of the dot's operand k, where the division's
 * operands are the dot's product through shape ops (groups pg) and s through shape ops
 * (groups dg): every axis of s that varies meets one axis of that operand of the dot, of
 * its size, in each element (size-1 axes take an axis left free); strictly increasing,
 * as HLO asks. */
static bool new_dims(const RcValue *s, const Grp *dg, const RcNode *d, const Grp *pg, int32_t rank, uint32_t k,
                     int64_t *nd) {
  const RcType *st = s->type, *lt = rc_node_operand(d, k)->type, *ot = d->results[0].type;
  int32_t side[MAXR];
  if (!static_t(st) || !side_axes(d, k, side)) return false;
  for (int32_t a = 0; a < st->rank; a++) nd[a] = -1;
  for (int32_t i = 0; i < rank; i++) {
    if (dg[i].bc || !dg[i].n) continue; /* constant along axis i, or size 1 */
    if (pg[i].n != dg[i].n) return false;
    for (uint32_t t = 0; t < dg[i].n; t++) { /* the same part of axes of one size */
      int32_t a = dg[i].ax[t], o = pg[i].ax[t];
      if (pg[i].bc || ot->dims[o] != st->dims[a] || side[o] < 0) return false; /* not an axis of that operand */
      if (pg[i].sz[t] != dg[i].sz[t] || pg[i].st[t] != dg[i].st[t] || (nd[a] >= 0 && nd[a] != side[o])) return false;
      nd[a] = side[o];
    }
  }
  bool taken[MAXR] = {0};
  for (int32_t a = 0; a < st->rank; a++) {
    if (nd[a] < 0) {
      if (st->dims[a] != 1) return false;
      continue;
    }
    if (taken[nd[a]] || lt->dims[nd[a]] != st->dims[a]) return false;
    taken[nd[a]] = true;
  }
  /* a size-1 axis: the first free axis after its neighbour's */
  for (int32_t a = 0; a < st->rank; a++) {
    if (nd[a] >= 0) continue;
    int64_t a0 = a ? nd[a - 1] + 1 : 0;
    while (a0 < lt->rank && taken[a0]) a0++;
    if (a0 >= lt->rank) return false;
    nd[a] = a0;
    taken[a0] = true;
  }
  for (int32_t a = 1; a < st->rank; a++)
    if (nd[a] <= nd[a - 1]) return false;
  return true;
}

/* Records the nodes of set e (n of them) in program order, each with its operands and the
 * first node after it outside the set, then erases them; false (nothing erased) where they
 * are not all found before `last`, the latest. */
static bool take(Moved *mv, RcNode **e, uint32_t n, RcNode *last) {
  uint32_t found = 0, k = n;
  RcNode *after = last->next;
  for (RcNode *x = last; x && found < n; x = x->prev) {
    bool in = false;
    for (uint32_t i = 0; i < n; i++) in |= e[i] == x;
    if (!in) {
      after = x;
      continue;
    }
    mv->old[--k] = x;
    mv->at[k] = after;
    found++;
  }
  if (found != n) return false;
  mv->nold = n;
  for (uint32_t i = 0; i < n; i++)
    for (uint32_t j = 0; j < 2; j++) mv->ops[i][j] = j < mv->old[i]->noperands ? rc_node_operand(mv->old[i], j) : NULL;
  for (uint32_t i = n; i-- > 0;) rc_node_erase(mv->old[i]);
  return true;
}

/* Moves root (divide or multiply of a dot's product and a broadcast, each maybe through
 * shape ops) when it is a deferred normalization; true when moved. */
static bool move(RcFunc *f, RcNode *root, GArray *moved) {
  if ((root->op != RC_OP_DIVIDE && root->op != RC_OP_MULTIPLY) || root->noperands != 2 || root->nresults != 1)
    return false;
  for (uint32_t di = 0; di < 2; di++) {
    if (root->op == RC_OP_DIVIDE && di) break; /* a division of the dot, not by it */
    Moved mv = {.li = di};
    RcNode *e[MAXE], *dpath[MAXC + 1];
    uint32_t ne = 0, ndp = 0;
    RcValue *dv = rc_node_operand(root, di), *bv = rc_node_operand(root, 1 - di);
    RcNode *d = dv ? dv->def : NULL, *b = bv ? bv->def : NULL;
    const RcType *rt = root->results[0].type;
    if (!d || !b || d == b || b->op != RC_OP_BROADCAST || !static_t(rt) || !rc_type_equal(dv->type, rt) ||
        !rc_type_equal(bv->type, rt) || !rc_dtype_is_float(rt->dtype))
      continue;
    /* the product's path: shape ops read once, down to the dot */
    while (d && d->op != RC_OP_BROADCAST && is_shape(d) && mv.nc < MAXC &&
           d->results[0].nuses == 1 && d->func == f) {
      mv.chain[mv.nc++] = d;
      d = rc_node_operand(d, 0) ? rc_node_operand(d, 0)->def : NULL;
    }
    if (!d || (d->op != RC_OP_DOT && d->op != RC_OP_DOT_GENERAL) || d->noperands != 2 || d->nresults != 1 ||
        d->results[0].nuses != 1 || d->func != f || rc_node_nregions(d) || !static_t(d->results[0].type))
      continue;
    /* the divisor's path: shape ops read once, from the broadcast up to its source s */
    RcValue *s = bv;
    /* (not through a convert: the sums as the division's type, converted to e's where that differs) */
    while (s && s->def && is_shape(s->def) && s->def->op != RC_OP_CONVERT && s->nuses == 1 && s->def->func == f &&
           ndp <= MAXC) {
      dpath[ndp++] = s->def;
      s = rc_node_operand(s->def, 0);
    }
    if (!ndp || !s || !static_t(s->type) || !rc_dtype_is_float(s->type->dtype)) continue;
    if (rc_type_numel(s->type) == 1) continue; /* a scalar scale (attention's 1/sqrt(d)), no row sum: the
                                                  softmax after it takes it in (neighbours.c) */
    Grp pg[MAXR], dg[MAXR];
    if (!groups(&d->results[0], mv.chain, mv.nc, pg) || !groups(s, dpath, ndp, dg)) continue;
    for (uint32_t i = 0; i < mv.nc / 2; i++) { /* nearest the dot first */
      RcNode *t = mv.chain[i];
      mv.chain[i] = mv.chain[mv.nc - 1 - i];
      mv.chain[mv.nc - 1 - i] = t;
    }
    int64_t nd[MAXR];
    uint32_t ek = 0; /* e on the lhs, else on the rhs */
    if (!new_dims(s, dg, d, pg, rt->rank, 0, nd) && !new_dims(s, dg, d, pg, rt->rank, ek = 1, nd)) continue;
    RcValue *l = rc_node_operand(d, ek);
    if (!l || !static_t(l->type) || !rc_dtype_is_float(l->type->dtype)) continue;
    RcModule *m = f->module;
    RcType *lt = rc_type_clone(m, l->type);
    /* s in e's element type, where they differ (sums kept in f32 of bf16 exps) */
    RcType *ct = lt && s->type->dtype != lt->dtype ? rc_type_tensor(m, lt->dtype, s->type->rank, s->type->dims) : NULL;
    RcNode *ncv = ct ? rc_node_create(m, RC_OP_CONVERT, 1, 1) : NULL;
    if (lt && s->type->dtype != lt->dtype && !ncv) return false;
    RcNode *nb = lt ? rc_node_create(m, RC_OP_BROADCAST, 1, 1) : NULL;
    RcNode *nq = nb ? rc_node_create(m, root->op, 2, 1) : NULL;
    RcNode *nk = nq ? rc_node_clone(m, d) : NULL;
    if (!nk) return false;
    for (uint32_t i = 0; i < mv.nc; i++)
      if (!(mv.nchain[i] = rc_node_clone(m, mv.chain[i]))) return false;
    /* in the function first: attributes are allocated from its module */
    if (ncv) rc_func_insert_before(f, ncv, root);
    rc_func_insert_before(f, nb, root);
    rc_func_insert_before(f, nq, root);
    rc_func_insert_before(f, nk, root);
    for (uint32_t i = 0; i < mv.nc; i++) rc_func_insert_before(f, mv.nchain[i], root);
    RcAttr *at = rc_node_add_attr(nb, "dimensions", RC_ATTR_INTS, NULL);
    int64_t *dims = at ? rc_module_alloc(m, sizeof *dims * (size_t)(s->type->rank ? s->type->rank : 1)) : NULL;
    mv.nb = nb, mv.nd = nq, mv.ndot = nk, mv.ncv = ncv;
    if (!dims) {
      erase_made(&mv);
      return false;
    }
    memcpy(dims, nd, sizeof *dims * (size_t)s->type->rank);
    at->u.ints.v = dims;
    at->u.ints.n = (uint32_t)s->type->rank;
    nb->results[0].type = lt;
    nq->results[0].type = lt;
    if (ncv) {
      ncv->results[0].type = ct;
      rc_node_set_operand(ncv, 0, s);
    }
    rc_node_set_operand(nb, 0, ncv ? &ncv->results[0] : s);
    rc_node_set_operand(nq, di, l);
    rc_node_set_operand(nq, 1 - di, &nb->results[0]);
    rc_node_set_operand(nk, ek, &nq->results[0]);
    rc_node_set_operand(nk, 1 - ek, rc_node_operand(d, 1 - ek));
    RcNode *last = nk;
    for (uint32_t i = 0; i < mv.nc; i++) {
      rc_node_set_operand(mv.nchain[i], 0, &last->results[0]);
      last = mv.nchain[i];
    }
    /* the moved dot and shape ops are the originals, under their names; the division's users
     * read them; the moved division has its name (what a rewrite of it reports) */
    nq->results[0].name = root->results[0].name;
    root->results[0].name = NULL;
    nk->results[0].name = d->results[0].name;
    d->results[0].name = NULL;
    for (uint32_t i = 0; i < mv.nc; i++) {
      mv.nchain[i]->results[0].name = mv.chain[i]->results[0].name;
      mv.chain[i]->results[0].name = NULL;
    }
    e[ne++] = root, e[ne++] = d;
    for (uint32_t i = 0; i < mv.nc; i++) e[ne++] = mv.chain[i];
    for (uint32_t i = 0; i < ndp; i++) e[ne++] = dpath[i];
    rc_value_replace_all_uses(&root->results[0], &last->results[0]);
    mv.ek = ek;
    if (!take(&mv, e, ne, root)) { /* not in order: back as it was */
      rc_value_replace_all_uses(&last->results[0], &root->results[0]);
      root->results[0].name = nq->results[0].name;
      d->results[0].name = nk->results[0].name;
      for (uint32_t i = 0; i < mv.nc; i++) mv.chain[i]->results[0].name = mv.nchain[i]->results[0].name;
      erase_made(&mv);
      return false;
    }
    for (uint32_t i = 0; i < mv.nold; i++)
      if (mv.old[i] == d) mv.idot = i;
    g_array_append_val(moved, mv);
    return true;
  }
  return false;
}

RcDeferred *rc_rewrite_defer_open(RcFunc *f) {
  GArray *moved = NULL;
  /* only a product or quotient of a dot moves */
  bool dots = rc_module_may_hold(f->module, RC_OP_DOT) || rc_module_may_hold(f->module, RC_OP_DOT_GENERAL);
  for (RcNode *n = dots ? f->first : NULL, *next; n; n = next) {
    next = n->next;
    if (n->op != RC_OP_DIVIDE && n->op != RC_OP_MULTIPLY) continue;
    if (!moved) moved = g_array_new(FALSE, FALSE, sizeof(Moved));
    move(f, n, moved);
  }
  if (!moved || !moved->len) {
    if (moved) g_array_free(moved, TRUE);
    return NULL;
  }
  RcDeferred *o = g_new(RcDeferred, 1);
  o->f = f;
  o->moved = moved;
  return o;
}

void rc_rewrite_drop_skips(RcHigherResult *r, const RcFunc *f, const RcValue *v) {
  if (!r) return;
  char id[48];
  snprintf(id, sizeof id, "#%u", v->def ? v->def->id : 0);
  const char *rn = v->name ? v->name : id;
  const char *fn = f->name ? f->name : "";
  for (guint i = r->skips->len; i-- > 0;) {
    const RcSkipInfo *s = &g_array_index(r->skips, RcSkipInfo, i);
    if (!strcmp(s->root, rn) && !strcmp(s->func, fn)) {
      g_array_remove_index(r->skips, i);
      g_ptr_array_remove_index(r->skip_ops, i);
    }
  }
}

static bool within(const Moved *mv, const RcValue *v) {
  for (uint32_t i = 0; i < mv->nold; i++)
    if (v && v->def == mv->old[i]) return true;
  return false;
}

/* Undoes move mv: the original nodes back, as written. */
static void undo(RcFunc *f, Moved *mv) {
  RcNode *nq = mv->nd, *nb = mv->nb, *nk = mv->ndot;
  RcNode *last = mv->nc ? mv->nchain[mv->nc - 1] : nk;
  bool in_place = true;
  for (uint32_t i = 0; i < mv->nold; i++) {
    RcNode *at = mv->at[i];
    in_place &= !at || (!(at->flags & RC_NODE_DEAD) && at->func == f);
  }
  for (uint32_t i = 0; i < mv->nold; i++) {
    RcNode *n = mv->old[i];
    n->flags &= (uint16_t)~RC_NODE_DEAD;
    for (uint32_t j = 0; j < n->noperands && j < 2; j++) {
      RcValue *v = mv->ops[i][j];
      if (i == mv->idot) /* e and v as the moved nodes read them now */
        v = j == mv->ek ? rc_node_operand(nq, mv->li) : rc_node_operand(nk, j);
      else if (!within(mv, v))
        v = rc_node_operand(mv->ncv ? mv->ncv : nb, 0);
      rc_node_set_operand(n, j, v);
    }
    /* each back where it stood, in program order; all by the moved dot where a node is gone */
    rc_func_insert_before(f, n, in_place ? mv->at[i] : nk);
  }
  RcNode *d = mv->old[mv->idot], *root = mv->old[mv->nold - 1];
  root->results[0].name = nq->results[0].name;
  nq->results[0].name = NULL;
  d->results[0].name = nk->results[0].name;
  nk->results[0].name = NULL;
  for (uint32_t i = 0; i < mv->nc; i++) {
    mv->chain[i]->results[0].name = mv->nchain[i]->results[0].name;
    mv->nchain[i]->results[0].name = NULL;
  }
  rc_value_replace_all_uses(&last->results[0], &root->results[0]);
  erase_made(mv);
}

void rc_rewrite_defer_close(RcDeferred *o, RcHigherResult *r) {
  if (!o) return;
  for (guint i = o->moved->len; i-- > 0;) {
    Moved *mv = &g_array_index(o->moved, Moved, i);
    RcNode *nq = mv->nd, *nb = mv->nb, *nk = mv->ndot;
    /* taken by a rewrite (the softmax): the move stays */
    bool taken = (nq->flags & RC_NODE_DEAD) || (nk->flags & RC_NODE_DEAD) || (nb->flags & RC_NODE_DEAD) ||
                 (mv->ncv && (mv->ncv->flags & RC_NODE_DEAD));
    for (uint32_t k = 0; k < mv->nc; k++) taken |= (mv->nchain[k]->flags & RC_NODE_DEAD) != 0;
    if (taken) continue;
    bool own = nq->results[0].nuses == 1 && nb->results[0].nuses == 1 &&
               rc_node_operand(nk, mv->ek) == &nq->results[0] &&
               (!mv->ncv || (mv->ncv->results[0].nuses == 1 && rc_node_operand(nb, 0) == &mv->ncv->results[0]));
    for (uint32_t k = 0; k < mv->nc; k++)
      own &= rc_node_operand(mv->nchain[k], 0) == &(k ? mv->nchain[k - 1] : nk)->results[0] &&
             (k ? mv->nchain[k - 1] : nk)->results[0].nuses == 1;
    if (!own) continue; /* read by something else: exact as it is, and left so */
    rc_rewrite_drop_skips(r, o->f, &nq->results[0]);
    undo(o->f, mv);
  }
  g_array_free(o->moved, TRUE);
  g_free(o);
}
