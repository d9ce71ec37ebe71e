/* Deferred normalization: attention written flash-style divides the product
 * of the unnormalized weights and the values by the row sum after the dot,
 *
 *     dot(e, v) / broadcast(s)        (or times broadcast(1 / s))
 *
 * with e = exp(x - max x) and s = sum(e) over the contracted axis. Where the
 * divisor is constant along the dot's contraction (it varies only along the
 * lhs's batch and free axes), dividing e's rows first is the same sum,
 *
 *     dot(e / broadcast'(s), v),
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

typedef struct Moved {
  RcNode *root, *dot, *bcast; /* the original nodes, erased while moved */
  RcNode *at[3];              /* the node each of them stood before (root, bcast, dot) */
  RcNode *nb, *nd, *ndot;     /* broadcast'(u), e op broadcast', dot(that, v) */
  uint32_t li, ui;            /* operand slot of e in the division, of the dot in the root */
  uint32_t ek;                /* operand slot of e in the dot */
} Moved;

struct RcDeferred {
  RcFunc *f;
  GArray *moved; /* Moved */
};

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

/* The broadcast dims of u into the shape of the dot's operand k, when every axis of u
 * that varies maps to an axis of that operand (size-1 axes along the other's take an
 * axis left free); strictly increasing, as HLO asks. */
static bool new_dims(const RcNode *b, const RcNode *d, uint32_t k, int64_t *nd) {
  const RcType *ut = rc_node_operand(b, 0)->type, *lt = rc_node_operand(d, k)->type;
  const RcAttr *a = rc_node_attr(b, "dimensions");
  int32_t lhs[MAXR];
  if (!static_t(ut) || !a || a->kind != RC_ATTR_INTS || a->u.ints.n != (uint32_t)ut->rank || !side_axes(d, k, lhs))
    return false;
  bool taken[MAXR] = {0};
  for (int32_t i = 0; i < ut->rank; i++) {
    int64_t o = a->u.ints.v[i];
    if (o < 0 || o >= d->results[0].type->rank) return false;
    nd[i] = lhs[o];
    if (nd[i] < 0 && ut->dims[i] != 1) return false; /* varies along the other side's axes */
    if (nd[i] >= 0) {
      if (taken[nd[i]] || (ut->dims[i] != 1 && ut->dims[i] != lt->dims[nd[i]])) return false;
      taken[nd[i]] = true;
    }
  }
  /* a size-1 axis along the other side: the first free axis after its neighbour's */
  for (int32_t i = 0; i < ut->rank; i++) {
    if (nd[i] >= 0) continue;
    int64_t lo = i ? nd[i - 1] : -1;
    int64_t a0 = lo + 1;
    while (a0 < lt->rank && taken[a0]) a0++;
    if (a0 >= lt->rank) return false;
    nd[i] = a0;
    taken[a0] = true;
  }
  for (int32_t i = 1; i < ut->rank; i++)
    if (nd[i] <= nd[i - 1]) return false;
  return true;
}

/* Moves root (divide or multiply of a dot and a broadcast) when it is a deferred
 * normalization; true when moved. */
static bool move(RcFunc *f, RcNode *root, GArray *moved) {
  if ((root->op != RC_OP_DIVIDE && root->op != RC_OP_MULTIPLY) || root->noperands != 2 || root->nresults != 1)
    return false;
  for (uint32_t di = 0; di < 2; di++) {
    if (root->op == RC_OP_DIVIDE && di) break; /* a division of the dot, not by it */
    RcValue *dv = rc_node_operand(root, di), *bv = rc_node_operand(root, 1 - di);
    RcNode *d = dv ? dv->def : NULL, *b = bv ? bv->def : NULL;
    if (!d || !b || d == b || (d->op != RC_OP_DOT && d->op != RC_OP_DOT_GENERAL) || d->noperands != 2 ||
        d->nresults != 1 || b->op != RC_OP_BROADCAST || b->noperands != 1 || b->nresults != 1 || dv->nuses != 1 ||
        bv->nuses != 1 || d->func != f || b->func != f || rc_node_nregions(d))
      continue;
    RcValue *u = rc_node_operand(b, 0);
    const RcType *rt = root->results[0].type;
    int64_t nd[MAXR];
    uint32_t ek = 0; /* e on the lhs, else on the rhs */
    if (!u || (!new_dims(b, d, 0, nd) && !new_dims(b, d, ek = 1, nd))) continue;
    RcValue *l = rc_node_operand(d, ek);
    if (!l || !u || !static_t(l->type) || !static_t(rt) || !rc_type_equal(dv->type, rt) || !rc_type_equal(bv->type, rt) ||
        l->type->dtype != rt->dtype || u->type->dtype != rt->dtype || !rc_dtype_is_float(rt->dtype))
      continue;
    if (rc_type_numel(u->type) == 1) continue; /* a scalar scale (attention's 1/sqrt(d)), no row sum: the
                                                  softmax after it takes it in (neighbours.c) */
    RcModule *m = f->module;
    RcType *lt = rc_type_clone(m, l->type);
    RcNode *nb = lt ? rc_node_create(m, RC_OP_BROADCAST, 1, 1) : NULL;
    RcNode *nq = nb ? rc_node_create(m, root->op, 2, 1) : NULL;
    RcNode *nk = nq ? rc_node_clone(m, d) : NULL;
    if (!nk) return false;
    /* in the function first: attributes are allocated from its module */
    rc_func_insert_before(f, nb, root);
    rc_func_insert_before(f, nq, root);
    rc_func_insert_before(f, nk, root);
    RcAttr *at = rc_node_add_attr(nb, "dimensions", RC_ATTR_INTS, NULL);
    int64_t *dims = at ? rc_module_alloc(m, sizeof *dims * (size_t)(u->type->rank ? u->type->rank : 1)) : NULL;
    if (!dims) {
      rc_node_erase(nk);
      rc_node_erase(nq);
      rc_node_erase(nb);
      return false;
    }
    memcpy(dims, nd, sizeof *dims * (size_t)u->type->rank);
    at->u.ints.v = dims;
    at->u.ints.n = (uint32_t)u->type->rank;
    nb->results[0].type = lt;
    nq->results[0].type = lt;
    rc_node_set_operand(nb, 0, u);
    rc_node_set_operand(nq, di, l);
    rc_node_set_operand(nq, 1 - di, &nb->results[0]);
    rc_node_set_operand(nk, ek, &nq->results[0]);
    rc_node_set_operand(nk, 1 - ek, rc_node_operand(d, 1 - ek));
    /* the moved dot is the dot, under its name; the division's users read it */
    nk->results[0].name = d->results[0].name;
    d->results[0].name = NULL;
    rc_value_replace_all_uses(&root->results[0], &nk->results[0]);
    Moved mv = {root, d, b, {root->next, b->next, d->next}, nb, nq, nk, di, di, ek};
    rc_node_erase(root);
    rc_node_erase(b);
    rc_node_erase(d);
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

/* Drops r's skips at value v of f (the moved division, which the output does not hold). */
static void drop_skips(RcHigherResult *r, const RcFunc *f, const RcValue *v) {
  if (!r || v->name) return;
  char rn[48];
  snprintf(rn, sizeof rn, "#%u", v->def ? v->def->id : 0);
  const char *fn = f->name ? f->name : "";
  for (guint i = r->skips->len; i-- > 0;) {
    const RcSkipInfo *s = &g_array_index(r->skips, RcSkipInfo, i);
    if (!strcmp(s->root, rn) && !strcmp(s->func, fn)) {
      g_array_remove_index(r->skips, i);
      g_ptr_array_remove_index(r->skip_ops, i);
    }
  }
}

void rc_rewrite_defer_close(RcDeferred *o, RcHigherResult *r) {
  if (!o) return;
  for (guint i = o->moved->len; i-- > 0;) {
    Moved *mv = &g_array_index(o->moved, Moved, i);
    RcNode *nq = mv->nd, *nb = mv->nb, *nk = mv->ndot;
    /* taken by a rewrite (the softmax): the move stays */
    if ((nq->flags & RC_NODE_DEAD) || (nk->flags & RC_NODE_DEAD) || (nb->flags & RC_NODE_DEAD)) continue;
    if (nq->results[0].nuses != 1 || nb->results[0].nuses != 1 || rc_node_operand(nk, mv->ek) != &nq->results[0])
      continue; /* read by something else: exact as it is, and left so */
    drop_skips(r, o->f, &nq->results[0]);
    RcNode *root = mv->root, *d = mv->dot, *b = mv->bcast;
    root->flags &= (uint16_t)~RC_NODE_DEAD;
    d->flags &= (uint16_t)~RC_NODE_DEAD;
    b->flags &= (uint16_t)~RC_NODE_DEAD;
    rc_node_set_operand(d, mv->ek, rc_node_operand(nq, mv->li));
    rc_node_set_operand(d, 1 - mv->ek, rc_node_operand(nk, 1 - mv->ek));
    rc_node_set_operand(b, 0, rc_node_operand(nb, 0));
    rc_node_set_operand(root, mv->ui, &d->results[0]);
    rc_node_set_operand(root, 1 - mv->ui, &b->results[0]);
    /* each back where it stood (in the order that restores the later first), or by the
     * moved dot where that node is gone */
    RcNode *back[3] = {root, b, d};
    for (int k = 0; k < 3; k++) {
      RcNode *at = mv->at[k];
      bool ok = at && !(at->flags & RC_NODE_DEAD) && at->func == o->f;
      rc_func_insert_before(o->f, back[k], ok ? at : k ? root : nk);
    }
    d->results[0].name = nk->results[0].name;
    nk->results[0].name = NULL;
    rc_value_replace_all_uses(&nk->results[0], &root->results[0]);
    rc_node_erase(nk);
    rc_node_erase(nq);
    rc_node_erase(nb);
  }
  g_array_free(o->moved, TRUE);
  g_free(o);
}
