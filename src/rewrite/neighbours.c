/* Neighbours a fused call takes in (docs/kernels.md, "Neighbours"): after a match is
 * chosen and before its call is made, the region grows by the ops next to it that the
 * op's kernel computes in the same pass over memory, so that XLA does not keep them as
 * loops of their own around the call:
 *   - an elementwise op whose x is a + broadcast(b), b one value per element of x's
 *     last axis (a dense layer's bias add), reads a and b (bias=1, cols = the axis);
 *   - an elementwise op whose result is used once, by result * g with g of its type
 *     (the gate of GEGLU and SwiGLU), returns the product and reads g (gate=1);
 *   - a norm whose x is a + r, a and r of x's type (the residual add of a post-norm
 *     block), reads a and r (residual=1), when its rows are the last axis; where the
 *     program reads the sum elsewhere too (the residual stream of a pre-norm block), the
 *     call also returns it (sum_out=1), in custom calls of the typed FFI only, and when no
 *     reader of the sum comes before the norm's last op (where the call goes); another add
 *     of the same a and r (jax writes x + r once per use) is read as that sum too.
 * An operand that is a broadcast (a scalar scale, a row repeated) is left out: the call
 * would make XLA write the broadcast out in full to pass it.
 * The activation may have no use outside the grown region; the sum may, then the call
 * returns it (above), or without two results it stays where it is and the call reads
 * it. Nodes this round's rewrites claimed
 * or made are left alone. The grown region is what the rewrite checks and copies into
 * the decomposition; the call's operands keep the kernel's order (bias and gate after
 * x; the residual after scale, bias and eps). A helper function whose body became one
 * fused custom call (jax.nn.silu, jax.nn.hard_swish) is reached after the pass: a call of it
 * on a + broadcast(b) (a convolution's or dense layer's bias add, in the caller) and/or times a
 * gate becomes the helper's fused call taking that bias and gate (rc_rewrite_gate_calls), so
 * that XLA keeps no bias-add loop of its own in front of the call. Part of
 * src/rewrite (see rewrite.h). */
#include <math.h>
#include <string.h>

#include "fused/fused.h"
#include "numerics/numerics.h"
#include "rewrite/rewrite.h"

static bool in_region(const GPtrArray *region, const RcNode *n) {
  return rc_rewrite_in_region(n, (RcNode *const *)region->pdata, region->len);
}

/* Whether node n may join the region: live, in f, one result, neither claimed by this
 * round's rewrites nor made since the round's views. */
static bool free_node(const RcNode *n, const RcFunc *f, const RcBits *claimed, uint32_t view_ids) {
  return n && !(n->flags & RC_NODE_DEAD) && n->func == f && n->nresults == 1 && n->id < view_ids &&
         !rc_bits_test(claimed, n->id);
}

/* Whether every use of v is by a node of the region. */
static bool used_only_in(const RcValue *v, const GPtrArray *region) {
  rc_value_for_each_use(v, u) if (!in_region(region, u->user)) return false;
  return true;
}

static bool broadcast(const RcValue *v) { return v->def && v->def->op == RC_OP_BROADCAST; }

static bool float_tensor(const RcType *t) {
  return t && t->kind == RC_TYPE_TENSOR && rc_dtype_is_float(t->dtype) && rc_type_is_static(t) && t->rank >= 1;
}

/* The x = a + c that a neighbour step reads: x's node when it is a free add of two operands
 * whose every use is in the region, else NULL. */
static RcNode *sum_of(const RcValue *x, const GPtrArray *region, const RcFunc *f, const RcBits *claimed,
                      uint32_t view_ids) {
  RcNode *n = x ? x->def : NULL;
  if (!n || n->op != RC_OP_ADD || n->noperands != 2 || in_region(region, n) ||
      !free_node(n, f, claimed, view_ids) || !used_only_in(x, region))
    return NULL;
  return n;
}

/* The x = a + r of a norm rooted at root that the program reads elsewhere too: x's node when it
 * is a free add of two operands none of whose readers outside the region comes before root's node
 * (the call goes there and the readers then read its second result), else NULL. */
static RcNode *shared_sum_of(const RcValue *x, const RcValue *root, const GPtrArray *region, const RcFunc *f,
                             const RcBits *claimed, uint32_t view_ids) {
  RcNode *n = x ? x->def : NULL;
  if (!n || n->op != RC_OP_ADD || n->noperands != 2 || in_region(region, n) || !free_node(n, f, claimed, view_ids) ||
      used_only_in(x, region))
    return NULL;
  /* every reader comes after the add: one before root lies between the two */
  for (RcNode *m = n->next; m && m != root->def; m = m->next)
    if (!in_region(region, m))
      for (uint32_t i = 0; i < m->noperands; i++)
        if (rc_node_operand(m, i) == x) return NULL;
  return n;
}

/* Whether every reader of v comes after node at (no reader among the nodes up to at). */
static bool read_after(const RcValue *v, const RcNode *from, const RcNode *at) {
  for (const RcNode *m = from; m && m != at; m = m->next)
    for (uint32_t i = 0; i < m->noperands; i++)
      if (rc_node_operand(m, i) == v) return false;
  return true;
}

/* How far the twins of a sum are looked for from the norm's end, in nodes. */
#define TWIN_REACH 4096

/* Other adds of a and r (either order) that may be read as the sum add computes (a twin whose
 * every reader comes after root's node, where the call goes), into nb->twins. */
static void twins_of(const RcNode *add, const RcValue *root, const GPtrArray *region, const RcFunc *f,
                     const RcBits *claimed, uint32_t view_ids, RcNeighbours *nb) {
  RcValue *a = rc_node_operand(add, 0), *r = rc_node_operand(add, 1);
  rc_value_for_each_use(a, u) {
    RcNode *t = u->user;
    if (nb->ntwins == 4) break;
    if (t == add || t->op != RC_OP_ADD || t->noperands != 2 || in_region(region, t) || !free_node(t, f, claimed, view_ids) ||
        !t->results[0].type || !rc_type_equal(t->results[0].type, add->results[0].type))
      continue;
    RcValue *o = rc_node_operand(t, rc_node_operand(t, 0) == a ? 1 : 0);
    if (o != r || (rc_node_operand(t, 0) != a && rc_node_operand(t, 1) != a)) continue;
    bool seen = false;
    for (uint32_t k = 0; k < nb->ntwins; k++) seen |= nb->twins[k] == t;
    if (seen) continue;
    /* after root's node, or before it with no reader in between */
    const RcNode *m = root->def->next;
    for (int k = 0; m && m != t && k < TWIN_REACH; k++) m = m->next;
    bool ok = m == t;
    if (!ok) {
      m = t->next;
      for (int k = 0; m && m != root->def && k < TWIN_REACH; k++) m = m->next;
      ok = m == root->def && read_after(&t->results[0], t->next, root->def);
    }
    if (ok) nb->twins[nb->ntwins++] = t;
  }
}

/* The bias of broadcast value v of type t: the value broadcast when it holds one element per
 * element of t's last axis and the broadcast lays them along that axis only; else NULL. */
static RcValue *bias_of(const RcValue *v, const RcType *t, const RcFunc *f, const RcBits *claimed, uint32_t view_ids) {
  RcNode *bc = v->def;
  if (!bc || bc->op != RC_OP_BROADCAST || bc->noperands != 1 || !free_node(bc, f, claimed, view_ids)) return NULL;
  RcValue *b = rc_node_operand(bc, 0);
  const RcType *bt = b ? b->type : NULL;
  const RcAttr *d = rc_node_attr(bc, "dimensions");
  if (!bt || bt->kind != RC_TYPE_TENSOR || bt->dtype != t->dtype || !rc_type_is_static(bt) || !d ||
      d->kind != RC_ATTR_INTS || d->u.ints.n != (uint32_t)bt->rank || rc_type_numel(bt) != t->dims[t->rank - 1])
    return NULL;
  for (int32_t k = 0; k < bt->rank; k++)
    if (bt->dims[k] != 1 && d->u.ints.v[k] != t->rank - 1) return NULL;
  return b;
}

/* Inserts operand v at position at of inputs[0..*nin), moving the operands after it and the
 * nsame values identical to an operand (after the operands) up by one. */
static void insert_input(RcValue **inputs, uint32_t *nin, uint32_t nsame, uint32_t at, RcValue *v) {
  for (uint32_t i = *nin + nsame; i > at; i--) inputs[i] = inputs[i - 1];
  inputs[at] = v;
  (*nin)++;
}

/* ---- a row op's scale and mask: attention's scores ---- */

/* Where a mask of x's shape t comes from: src, its rows (0: x's, full) and how row r of x
 * reads them (rc_kernel_mask_row: rep, and in and gap for a mask with a gap among its axes). */
typedef struct MaskSrc {
  RcValue *src;
  int64_t rows, rep, in, gap;
} MaskSrc;

/* The axes of t a value varies along: its dims of more than one element, each with the axis of t
 * it lies along (increasing), or -1 in to[k] for a dim of one element. */
#define AXES 16
typedef struct Axes {
  int32_t rank;
  int32_t to[AXES];
} Axes;

/* The axes of m broadcast into t by dimensions d (NULL: m has t's shape, each dim its own). */
static bool axes_of(const RcType *mt, const RcAttr *d, const RcType *t, Axes *ax) {
  if (!mt || mt->kind != RC_TYPE_TENSOR || !rc_type_is_static(mt) || mt->rank > AXES) return false;
  if (!d) {
    if (mt->rank != t->rank || memcmp(mt->dims, t->dims, sizeof *t->dims * (size_t)t->rank)) return false;
  } else if (d->kind != RC_ATTR_INTS || d->u.ints.n != (uint32_t)mt->rank) {
    return false;
  }
  ax->rank = mt->rank;
  for (int32_t k = 0; k < mt->rank; k++) {
    int64_t j = d ? d->u.ints.v[k] : k;
    if (j < 0 || j >= t->rank) return false;
    ax->to[k] = mt->dims[k] == 1 ? -1 : (int32_t)j;
  }
  return true;
}

/* The layout of a mask of type mt whose axes in t are ax: true when every row of x reads a row
 * of the mask's last axis laid along t's last axis, and the leading axes the mask varies along
 * are one block of x's or two with one gap between them (GPT-2's [batch, 1, queries, keys] over
 * [batch, heads, queries, keys]). */
static bool mask_layout(const RcType *mt, const Axes *ax, const RcType *t, MaskSrc *ms) {
  int32_t last = t->rank - 1, prev = -1;
  bool mapped[AXES + 1] = {0}, cols = false;
  if (t->rank > AXES) return false;
  for (int32_t k = 0; k < ax->rank; k++) {
    int32_t j = ax->to[k];
    if (j < 0) continue;
    if (j <= prev || mt->dims[k] != t->dims[j]) return false;
    prev = j;
    mapped[j] = true;
    cols |= j == last;
  }
  if (!cols) return false;
  /* the leading axes of more than one element: mapped block A, gap G, mapped block B, repeat */
  int64_t a = 1, g = 1, b = 1, rep = 1;
  int part = 0; /* 0: before A; 1: in A; 2: in the gap; 3: in B; 4: after B */
  for (int32_t j = 0; j < last; j++) {
    if (t->dims[j] == 1) continue;
    if (mapped[j]) {
      if (part == 4) return false; /* a second gap */
      part = part == 0 ? 1 : part == 2 ? 3 : part;
      *(part == 1 ? &a : &b) *= t->dims[j];
    } else if (part == 1 || part == 2) {
      part = 2;
      g *= t->dims[j];
    } else if (part == 3 || part == 4) {
      part = 4;
      rep *= t->dims[j];
    }
  }
  if (part == 2) rep = g, g = 1; /* no B: what follows A repeats each mask row */
  *ms = (MaskSrc){.rows = a * b, .rep = rep, .in = g > 1 ? b : 1, .gap = g};
  return true;
}

/* A mask of type t read by the rewrite: v itself (t's shape, not a broadcast) or the broadcast
 * v is of; the broadcast (to join the region) in *bc. */
static bool mask_of(RcValue *v, const RcType *t, RcDType dt, const RcFunc *f, const RcBits *claimed,
                    uint32_t view_ids, MaskSrc *ms, RcNode **bc) {
  RcNode *b = v && v->def && v->def->op == RC_OP_BROADCAST ? v->def : NULL;
  *bc = NULL;
  if (b && (b->noperands != 1 || b->func != f)) return false;
  RcValue *m = b ? rc_node_operand(b, 0) : v;
  if (!m || !m->type || m->type->kind != RC_TYPE_TENSOR || m->type->dtype != dt) return false;
  Axes ax;
  if (!axes_of(m->type, b ? rc_node_attr(b, "dimensions") : NULL, t, &ax) || !mask_layout(m->type, &ax, t, ms))
    return false;
  ms->src = m;
  if (!b) ms->rows = ms->rep = 0; /* x's shape: the rows are x's */
  if (b && free_node(b, f, claimed, view_ids)) *bc = b;
  return true;
}

/* The one-element value v is a broadcast of (a scalar scale or fill of dtype dt), else NULL. */
static RcValue *scalar_of(const RcValue *v, RcDType dt) {
  RcNode *b = v ? v->def : NULL;
  RcValue *s = b && b->op == RC_OP_BROADCAST && b->noperands == 1 ? rc_node_operand(b, 0) : NULL;
  if (!s || !s->type || s->type->kind != RC_TYPE_TENSOR || s->type->dtype != dt || !rc_type_is_static(s->type) ||
      rc_type_numel(s->type) != 1)
    return NULL;
  return s;
}

/* A row op's neighbours found so far: the nodes (program order) and the operands after x. */
typedef struct RowNb {
  RcNode *nodes[8];
  uint32_t nnodes;
  RcValue *x, *scale, *mask, *fill;
} RowNb;

static void take(RowNb *rn, RcNode *n) {
  if (n && rn->nnodes < 8) rn->nodes[rn->nnodes++] = n;
}

/* The parameter index of v in g (v a parameter of g), else -1. */
static int param_of(const RcFunc *g, const RcValue *v) {
  for (uint32_t i = 0; v && i < g->nparams; i++)
    if (g->params[i] && &g->params[i]->results[0] == v) return (int)i;
  return -1;
}

/* Whether v is a splat constant 0 broadcast (or a constant 0 itself). */
static bool zero_of(const RcValue *v) {
  RcNode *n = v ? v->def : NULL;
  if (n && n->op == RC_OP_BROADCAST && n->noperands == 1) n = rc_node_operand(n, 0) ? rc_node_operand(n, 0)->def : NULL;
  double d;
  return n && n->op == RC_OP_CONSTANT && n->literal && rc_literal_splat_f64(n->literal, &d) && d == 0.0;
}

/* Whether compare node n is `a != 0` for a of a float dtype: a into *a. */
static bool ne_zero(const RcNode *n, RcValue **a) {
  const RcAttr *d = rc_node_attr(n, "direction");
  const char *s = d ? (d->kind == RC_ATTR_ENUM || d->kind == RC_ATTR_STR ? d->u.s : d->raw) : NULL;
  if (n->op != RC_OP_COMPARE || n->noperands != 2 || !s || strcmp(s, "NE")) return false;
  for (uint32_t i = 0; i < 2; i++) {
    RcValue *v = rc_node_operand(n, i);
    if (v && v->type && v->type->kind == RC_TYPE_TENSOR && rc_dtype_is_float(v->type->dtype) &&
        zero_of(rc_node_operand(n, 1 - i))) {
      *a = v;
      return true;
    }
  }
  return false;
}

/* The parameter of g that the pred v (of t's shape) in g's body comes from, through broadcasts,
 * reshapes that only add or drop dims of one element, and `a != 0` (*ne: then the call passes a
 * float a, which must be the convert of a pred); its axes in t into *ax, whether a broadcast
 * was on the way in *bc. -1 when it comes from elsewhere. */
static int pred_param(const RcFunc *g, RcValue *v, const RcType *t, Axes *ax, bool *ne, bool *bc) {
  if (!axes_of(v->type, NULL, t, ax)) return -1;
  *ne = *bc = false;
  for (int steps = 0; v && steps < 8; steps++) {
    int pi = param_of(g, v);
    if (pi >= 0) return pi;
    RcNode *n = v->def;
    RcValue *w = n && n->noperands >= 1 ? rc_node_operand(n, 0) : NULL;
    const RcType *vt = v->type, *wt = w ? w->type : NULL;
    if (!w || !wt || wt->kind != RC_TYPE_TENSOR || !rc_type_is_static(wt) || wt->rank > AXES) return -1;
    Axes nx = {.rank = wt->rank};
    if (n->op == RC_OP_COMPARE && !*ne && ne_zero(n, &w)) {
      *ne = true;
      v = w;
      continue;
    }
    if (n->op == RC_OP_BROADCAST && n->noperands == 1) {
      const RcAttr *d = rc_node_attr(n, "dimensions");
      if (!d || d->kind != RC_ATTR_INTS || d->u.ints.n != (uint32_t)wt->rank) return -1;
      for (int32_t k = 0; k < wt->rank; k++) {
        int64_t j = d->u.ints.v[k];
        if (j < 0 || j >= vt->rank || (wt->dims[k] != 1 && wt->dims[k] != vt->dims[j])) return -1;
        nx.to[k] = wt->dims[k] == 1 ? -1 : ax->to[j];
      }
      *bc = true;
    } else if (n->op == RC_OP_RESHAPE && n->noperands == 1) {
      int32_t j = 0;
      for (int32_t k = 0; k < wt->rank; k++) {
        nx.to[k] = -1;
        if (wt->dims[k] == 1) continue;
        while (j < vt->rank && vt->dims[j] == 1) j++;
        if (j >= vt->rank || vt->dims[j] != wt->dims[k]) return -1;
        nx.to[k] = ax->to[j++];
      }
      while (j < vt->rank && vt->dims[j] == 1) j++;
      if (j != vt->rank) return -1;
    } else {
      return -1;
    }
    *ax = nx;
    v = w;
  }
  return -1;
}

/* x = call of a helper whose body is select(pred, q, broadcast(s)) for parameters q, s and a pred
 * that comes from a parameter (jnp.where as jax prints it; pred_param): the where's mask, kept
 * value and fill from the call's operands. A mask the helper compares to 0 is taken in when the
 * call passes the convert of a pred (GPT-2's), that pred then being the mask. */
static bool where_call(RcNode *call, const RcType *t, const RcFunc *f, const RcBits *claimed, uint32_t view_ids,
                       RowNb *rn, MaskSrc *ms) {
  const RcAttr *a = rc_node_attr(call, "to_apply");
  const RcFunc *g = a && a->kind == RC_ATTR_FUNC ? a->u.fn : NULL;
  if (!g || g->nparams != call->noperands || g->nnodes > g->nparams + 10 || !g->last ||
      g->last->op != RC_OP_RETURN || g->last->noperands != 1)
    return false;
  RcValue *r = rc_node_operand(g->last, 0);
  RcNode *sel = r ? r->def : NULL;
  if (!sel || sel->op != RC_OP_SELECT || sel->noperands != 3) return false;
  RcValue *pv = rc_node_operand(sel, 0), *kv = rc_node_operand(sel, 1), *fv = rc_node_operand(sel, 2);
  Axes ax;
  bool ne = false, bc = false;
  int pi = pv && pv->type && pv->type->kind == RC_TYPE_TENSOR ? pred_param(g, pv, t, &ax, &ne, &bc) : -1;
  int ki = param_of(g, kv);
  RcNode *fb = fv ? fv->def : NULL;
  RcValue *fs = fb && fb->op == RC_OP_BROADCAST ? rc_node_operand(fb, 0) : NULL;
  RcNode *cv = fs ? fs->def : NULL; /* StableHLO's jnp.where converts the fill to its own type first */
  if (cv && cv->op == RC_OP_CONVERT && cv->noperands == 1 && rc_node_operand(cv, 0) && fs->type &&
      rc_node_operand(cv, 0)->type && rc_type_equal(rc_node_operand(cv, 0)->type, fs->type))
    fs = rc_node_operand(cv, 0);
  int fi = fs ? param_of(g, fs) : -1;
  if (pi < 0 || ki < 0 || fi < 0) return false;
  RcValue *p = rc_node_operand(call, (uint32_t)pi), *k = rc_node_operand(call, (uint32_t)ki),
          *fill = rc_node_operand(call, (uint32_t)fi);
  RcNode *pc = NULL; /* the convert of the pred the helper compares to 0 */
  if (ne) {
    pc = p && p->def && p->def->op == RC_OP_CONVERT && p->def->noperands == 1 ? p->def : NULL;
    RcValue *q = pc ? rc_node_operand(pc, 0) : NULL;
    if (!q || !q->type || q->type->kind != RC_TYPE_TENSOR || q->type->dtype != RC_DT_PRED ||
        !rc_type_same_shape(q->type, p->type) || p->nuses != 1 || !free_node(pc, f, claimed, view_ids))
      return false;
    p = q;
  }
  if (!p || !k || !fill || !k->type || !rc_type_equal(k->type, t) || !fill->type ||
      fill->type->kind != RC_TYPE_TENSOR || fill->type->dtype != t->dtype || rc_type_numel(fill->type) != 1 ||
      !p->type || p->type->kind != RC_TYPE_TENSOR || p->type->dtype != RC_DT_PRED ||
      !mask_layout(p->type, &ax, t, ms))
    return false;
  if (!bc) ms->rows = ms->rep = 0; /* x's shape: the rows are x's */
  ms->src = p;
  rn->x = k;
  rn->fill = fill;
  take(rn, pc);
  take(rn, call);
  return true;
}

/* x = select(mask, k, broadcast(fill)) or a call of jnp.where's helper: the where's operands
 * and nodes into rn; else x = k + mask: the mask. *where says which; false: neither. */
static bool mask_step(RcNode *n, const RcType *t, const RcFunc *f, const RcBits *claimed, uint32_t view_ids,
                      RowNb *rn, MaskSrc *ms, bool *where) {
  RcNode *bc = NULL;
  *where = n->op != RC_OP_ADD;
  if (n->op == RC_OP_CALL) return where_call(n, t, f, claimed, view_ids, rn, ms);
  if (n->op == RC_OP_SELECT && n->noperands == 3) {
    RcValue *k = rc_node_operand(n, 1), *fv = rc_node_operand(n, 2), *fill = scalar_of(fv, t->dtype);
    if (!k || !k->type || !rc_type_equal(k->type, t) || !fill ||
        !mask_of(rc_node_operand(n, 0), t, RC_DT_PRED, f, claimed, view_ids, ms, &bc))
      return false;
    take(rn, bc);
    /* a -inf fill is checked as written, not probed: jax.nn's masked sum (masked_sum.c) agrees
     * with the call only there */
    double inf;
    if (fill->def && fill->def->op == RC_OP_CONSTANT && rc_value_splat_f64(fill, &inf) && isinf(inf) && inf < 0 &&
        free_node(fill->def, f, claimed, view_ids))
      take(rn, fill->def);
    if (free_node(fv->def, f, claimed, view_ids)) take(rn, fv->def);
    take(rn, n);
    rn->x = k;
    rn->fill = fill;
    return true;
  }
  if (n->op != RC_OP_ADD || n->noperands != 2) return false;
  for (uint32_t i = 0; i < 2; i++) { /* scores + mask; a full mask on the left when the right is scaled */
    RcValue *k = rc_node_operand(n, i), *m = rc_node_operand(n, 1 - i);
    if (!k || !k->type || !rc_type_equal(k->type, t) || broadcast(k) || !mask_of(m, t, t->dtype, f, claimed, view_ids, ms, &bc))
      continue;
    RcNode *kd = k->def, *md = m->def;
    bool scaled = kd && (kd->op == RC_OP_MULTIPLY || kd->op == RC_OP_DIVIDE);
    if (i == 0 && !bc && !scaled && md && (md->op == RC_OP_MULTIPLY || md->op == RC_OP_DIVIDE)) continue;
    take(rn, bc);
    take(rn, n);
    rn->x = k;
    rn->mask = ms->src;
    return true;
  }
  return false;
}

/* x = k * broadcast(s), broadcast(s) * k or k / broadcast(s), s one element: scale (xdiv in
 * *div) into rn, else false. */
static bool scale_step(RcNode *n, const RcType *t, const RcFunc *f, const RcBits *claimed, uint32_t view_ids,
                       RowNb *rn, bool *div) {
  if ((n->op != RC_OP_MULTIPLY && n->op != RC_OP_DIVIDE) || n->noperands != 2) return false;
  *div = n->op == RC_OP_DIVIDE;
  for (uint32_t i = 0; i < (*div ? 1u : 2u); i++) {
    RcValue *k = rc_node_operand(n, i), *sv = rc_node_operand(n, 1 - i), *s = scalar_of(sv, t->dtype);
    if (!k || !k->type || !rc_type_equal(k->type, t) || broadcast(k) || !s) continue;
    if (free_node(sv->def, f, claimed, view_ids)) take(rn, sv->def);
    take(rn, n);
    rn->x = k;
    rn->scale = s;
    return true;
  }
  return false;
}

/* A row op's x = mask(scale(k)), either step optional (softmax(s QK^T + mask)): the region, the
 * operands (k, then the scale, the mask, the fill) and nb grow by what the call takes in. */
static void row_neighbours(const RcType *t, RcValue **inputs, uint32_t *nin, uint32_t nsame, GPtrArray *region,
                           const RcFunc *f, const RcBits *claimed, uint32_t view_ids, RcNeighbours *nb) {
  RowNb mk = {0}, sc = {0};
  MaskSrc ms = {0};
  RcValue *x = inputs[0];
  bool where = false, div = false;
  RcNode *n = x->def;
  if (n && !in_region(region, n) && free_node(n, f, claimed, view_ids) && used_only_in(x, region) &&
      mask_step(n, t, f, claimed, view_ids, &mk, &ms, &where))
    x = mk.x;
  else
    mk.nnodes = 0, mk.x = NULL;
  n = x->def;
  /* the scale's product is read by the mask step only (or by the op, without a mask) */
  GPtrArray *seen = g_ptr_array_new();
  for (guint i = 0; i < region->len; i++) g_ptr_array_add(seen, g_ptr_array_index(region, i));
  for (uint32_t i = 0; i < mk.nnodes; i++) g_ptr_array_add(seen, mk.nodes[i]);
  if (!(n && !in_region(seen, n) && free_node(n, f, claimed, view_ids) && used_only_in(x, seen) &&
        scale_step(n, t, f, claimed, view_ids, &sc, &div)))
    sc.nnodes = 0, sc.x = NULL;
  g_ptr_array_free(seen, TRUE);
  if (!mk.nnodes && !sc.nnodes) return;
  /* program order: the scale's nodes, then the mask's, in front of the match's */
  for (uint32_t i = mk.nnodes; i-- > 0;)
    if (!in_region(region, mk.nodes[i])) g_ptr_array_insert(region, 0, mk.nodes[i]);
  for (uint32_t i = sc.nnodes; i-- > 0;)
    if (!in_region(region, sc.nodes[i])) g_ptr_array_insert(region, 0, sc.nodes[i]);
  inputs[0] = sc.nnodes ? sc.x : mk.x;
  if (sc.nnodes) {
    insert_input(inputs, nin, nsame, *nin, sc.scale);
    nb->xmul = !div;
    nb->xdiv = div;
  }
  if (mk.nnodes) {
    insert_input(inputs, nin, nsame, *nin, ms.src);
    if (where) insert_input(inputs, nin, nsame, *nin, mk.fill);
    /* the mask the region reads again (jax.nn.softmax's masked sum) was collected with it: the
     * call's operand now, its node stays outside */
    if (where && ms.src->def) g_ptr_array_remove(region, ms.src->def);
    nb->mask = !where;
    nb->where = where;
    nb->mask_rows = ms.rows;
    nb->mask_rep = ms.rep;
    nb->mask_in = ms.in;
    nb->mask_gap = ms.gap;
  }
}

void rc_rewrite_neighbours(const char *op, const RcFusedCfg *cfg, RcValue **rootp, RcValue **inputs, uint32_t *nin,
                           uint32_t nsame, uint32_t cap, GPtrArray *region, const RcBits *claimed, uint32_t view_ids,
                           bool two_results, RcNeighbours *nb) {
  *nb = (RcNeighbours){0};
  const RcFusedOp *fop = rc_fused_lookup(op, strlen(op));
  RcValue *root = *rootp;
  const RcFunc *f = root->def ? root->def->func : NULL;
  if (!fop || !f || !float_tensor(root->type) || *nin + nsame + 2 > cap) return;
  const RcType *t = root->type;
  RcValue *x = inputs[0];
  if (!x || !x->type || !rc_type_equal(x->type, t)) return;
  if (fop->kind == RC_KIND_ELEMENTWISE && !cfg->bias && !cfg->gate) {
    RcNode *add = sum_of(x, region, f, claimed, view_ids);
    for (uint32_t k = 0; add && k < 2; k++) {
      RcValue *a = rc_node_operand(add, k), *c = rc_node_operand(add, 1 - k), *b;
      if (!a || !c || !a->type || !rc_type_equal(a->type, t) || broadcast(a) || !(b = bias_of(c, t, f, claimed, view_ids)))
        continue;
      g_ptr_array_insert(region, 0, add);
      if (!in_region(region, c->def)) g_ptr_array_insert(region, 0, c->def);
      inputs[0] = a;
      insert_input(inputs, nin, nsame, 1, b);
      nb->bias = true;
      nb->cols = t->dims[t->rank - 1];
      break;
    }
    RcUse *u = root->nuses == 1 ? root->uses : NULL;
    RcNode *m = u ? u->user : NULL;
    if (m && m->op == RC_OP_MULTIPLY && m->noperands == 2 && free_node(m, f, claimed, view_ids) &&
        m->results[0].type && rc_type_equal(m->results[0].type, t) && !in_region(region, m)) {
      RcValue *g = rc_node_operand(m, rc_node_operand(m, 0) == root ? 1 : 0);
      /* g is neither the call's result (a square) nor its x (silu's own product), nor computed in the region */
      if (g && g != root && g != x && g != inputs[0] && g->type && rc_type_equal(g->type, t) && !broadcast(g) &&
          !(g->def && in_region(region, g->def))) {
        g_ptr_array_add(region, m);
        insert_input(inputs, nin, nsame, *nin, g);
        *rootp = &m->results[0];
        nb->gate = true;
      }
    }
    return;
  }
  if (fop->kind == RC_KIND_NORM && !cfg->residual && cfg->inner <= 1) {
    RcNode *add = sum_of(x, region, f, claimed, view_ids);
    RcValue *sum = NULL; /* the sum, read elsewhere too: a second result */
    if (!add && two_results && (add = shared_sum_of(x, root, region, f, claimed, view_ids))) sum = x;
    RcValue *a = add ? rc_node_operand(add, 0) : NULL, *r = add ? rc_node_operand(add, 1) : NULL;
    if (!a || !r || !a->type || !r->type || !rc_type_equal(a->type, t) || !rc_type_equal(r->type, t) || broadcast(a) ||
        broadcast(r))
      return;
    g_ptr_array_insert(region, 0, add);
    inputs[0] = a;
    insert_input(inputs, nin, nsame, *nin, r);
    nb->residual = true;
    if (two_results) twins_of(add, root, region, f, claimed, view_ids, nb);
    nb->sum = sum || nb->ntwins ? x : NULL;
    for (uint32_t k = 0; k < nb->ntwins; k++) g_ptr_array_add(region, nb->twins[k]); /* erased once unread */
  }
  if (fop->kind == RC_KIND_ROW && cfg->inner <= 1 && cfg->tail <= 0 && *nin == 1)
    row_neighbours(t, inputs, nin, nsame, region, f, claimed, view_ids, nb);
}

void rc_rewrite_neighbour_keys(const RcNeighbours *nb, GString *cfg, GString *mlir) {
  if (nb->bias) {
    rc_fused_config_put_int(cfg, mlir, "cols", nb->cols);
    rc_fused_config_put_int(cfg, mlir, "bias", 1);
  }
  if (nb->gate) rc_fused_config_put_int(cfg, mlir, "gate", 1);
  if (nb->residual) rc_fused_config_put_int(cfg, mlir, "residual", 1);
  if (nb->sum) rc_fused_config_put_int(cfg, mlir, "sum_out", 1);
  if (nb->xmul) rc_fused_config_put_int(cfg, mlir, "xmul", 1);
  if (nb->xdiv) rc_fused_config_put_int(cfg, mlir, "xdiv", 1);
  if (nb->mask) rc_fused_config_put_int(cfg, mlir, "mask", 1);
  if (nb->where) rc_fused_config_put_int(cfg, mlir, "where", 1);
  if ((nb->mask || nb->where) && nb->mask_rows) rc_fused_config_put_int(cfg, mlir, "mask_rows", nb->mask_rows);
  if ((nb->mask || nb->where) && nb->mask_rep > 1) rc_fused_config_put_int(cfg, mlir, "mask_rep", nb->mask_rep);
  if ((nb->mask || nb->where) && nb->mask_gap > 1) {
    rc_fused_config_put_int(cfg, mlir, "mask_in", nb->mask_in);
    rc_fused_config_put_int(cfg, mlir, "mask_gap", nb->mask_gap);
  }
}

void rc_rewrite_neighbour_sum(const RcNeighbours *nb, RcValue *v, const GPtrArray *region) {
  RcValue *s = nb->sum;
  if (!s || !v) return;
  for (uint32_t k = 0; k <= nb->ntwins; k++) {
    RcValue *w = k ? &nb->twins[k - 1]->results[0] : s;
    bool read = false;
    for (RcUse *u = w->uses, *next; u; u = next) {
      next = u->next;
      if (k == 0 && in_region(region, u->user)) continue;
      rc_node_set_operand(u->user, (uint32_t)(u - rc_node_uses(u->user)), v);
      read = true;
    }
    if (read && !v->name) { /* the readers print as they did */
      v->name = w->name;
      w->name = NULL;
    }
  }
}

/* The one fused call of g's body when g is param -> fused elementwise call of it -> return
 * (a helper like jax.nn.silu once raised), taking in no neighbour yet; else NULL. */
static RcNode *lone_call(const RcFunc *g) {
  if (!g || g->nparams != 1 || g->nnodes != 3 || !g->last || g->last->op != RC_OP_RETURN || g->last->noperands != 1)
    return NULL;
  RcValue *v = rc_node_operand(g->last, 0);
  RcNode *fc = v ? v->def : NULL;
  const RcFusedCall *c = fc ? rc_node_fused(fc) : NULL;
  if (!c || c->form == RC_FUSED_COMPOSITE || c->op->kind != RC_KIND_ELEMENTWISE || fc->noperands != 1 ||
      rc_node_operand(fc, 0) != &g->params[0]->results[0])
    return NULL;
  RcFusedCfg cfg;
  if (!rc_fused_config_decode(c->config, strlen(c->config), RC_FUSED_CFG_STRICT, &cfg, NULL, 0) || cfg.bias ||
      cfg.gate)
    return NULL;
  return fc;
}

/* The bias of a helper's call site: x = a + broadcast(b) read by the call only, a of x's type and
 * no broadcast, b one value per element of x's last axis (bias_of); *add and *bc are the add
 * and the broadcast. NULL where x is no such sum. */
static RcValue *call_bias(RcValue *x, const RcFunc *f, RcValue **a, RcNode **add, RcNode **bc) {
  RcNode *s = x ? x->def : NULL;
  const RcType *t = x ? x->type : NULL;
  if (!s || s->op != RC_OP_ADD || s->noperands != 2 || s->nresults != 1 || (s->flags & RC_NODE_DEAD) ||
      s->func != f || x->nuses != 1 || !float_tensor(t))
    return NULL;
  for (uint32_t k = 0; k < 2; k++) {
    RcValue *p = rc_node_operand(s, k), *c = rc_node_operand(s, 1 - k);
    RcNode *d = c ? c->def : NULL;
    if (!p || !p->type || !rc_type_equal(p->type, t) || broadcast(p) || !d || d->op != RC_OP_BROADCAST ||
        d->noperands != 1 || d->nresults != 1 || (d->flags & RC_NODE_DEAD) || d->func != f)
      continue;
    RcValue *b = rc_node_operand(d, 0);
    const RcType *bt = b ? b->type : NULL;
    const RcAttr *dims = rc_node_attr(d, "dimensions");
    if (!bt || bt->kind != RC_TYPE_TENSOR || bt->dtype != t->dtype || !rc_type_is_static(bt) || !dims ||
        dims->kind != RC_ATTR_INTS || dims->u.ints.n != (uint32_t)bt->rank || rc_type_numel(bt) != t->dims[t->rank - 1])
      continue;
    bool along = true;
    for (int32_t i = 0; i < bt->rank; i++) along &= bt->dims[i] == 1 || dims->u.ints.v[i] == t->rank - 1;
    if (!along) continue;
    *a = p;
    *add = s;
    *bc = d;
    return b;
  }
  return NULL;
}

bool rc_rewrite_gate_calls(RcModule *m, RcHigherResult *r) {
  /* A call takes neighbours only of a function that calls one fused call alone: where the module
   * has no such function (what a call reads is a listed function), no node need be looked at. */
  bool any = false;
  for (const RcFunc *g = m->funcs; g && !any; g = g->next) any = lone_call(g) != NULL;
  for (RcFunc *f = any ? m->funcs : NULL; f; f = f->next) {
    for (RcNode *n = f->first, *next; n; n = next) {
      next = n->next;
      const RcAttr *a = n->op == RC_OP_CALL && n->nresults == 1 && n->noperands == 1 ? rc_node_attr(n, "to_apply") : NULL;
      RcNode *fc = a && a->kind == RC_ATTR_FUNC ? lone_call(a->u.fn) : NULL;
      RcValue *res = &n->results[0], *x = fc ? rc_node_operand(n, 0) : NULL;
      RcValue *xa = NULL, *b = NULL;
      RcNode *add = NULL, *bc = NULL;
      if (x && res->type && x->type && rc_type_equal(res->type, x->type)) b = call_bias(x, f, &xa, &add, &bc);
      RcUse *u = fc && res->nuses == 1 ? res->uses : NULL;
      RcNode *mul = u ? u->user : NULL;
      if (!mul || mul->op != RC_OP_MULTIPLY || mul->noperands != 2 || mul->nresults != 1 || (mul->flags & RC_NODE_DEAD) ||
          !float_tensor(res->type) || !mul->results[0].type || !rc_type_equal(mul->results[0].type, res->type))
        mul = NULL;
      RcValue *g = mul ? rc_node_operand(mul, rc_node_operand(mul, 0) == res ? 1 : 0) : NULL;
      if (!g || g == res || g == x || g == xa || g == b || !g->type || !rc_type_equal(g->type, res->type) || broadcast(g))
        mul = NULL, g = NULL;
      if (!b && !mul) continue;
      const RcFusedCall *c = rc_node_fused(fc);
      GString *cfg = g_string_new(c->config);
      if (b) g_string_append_printf(cfg, ";cols=%lld;bias=1", (long long)res->type->dims[res->type->rank - 1]);
      if (mul) g_string_append(cfg, ";gate=1");
      RcValue *inputs[3] = {b ? xa : x, b ? b : g, g};
      RcNode *region[4];
      uint32_t nregion = 0;
      if (b) {
        if (bc->results[0].nuses == 1) region[nregion++] = bc;
        region[nregion++] = add;
      }
      region[nregion++] = n;
      if (mul) region[nregion++] = mul;
      RcValue *root = mul ? &mul->results[0] : res;
      RcFuseSpec sp = {.op = c->op->name, .root = root, .inputs = inputs, .ninputs = 1 + (b != NULL) + (mul != NULL),
                       .config = cfg->str, .attrs_mlir = "{}", .region = region, .nregion = nregion,
                       .func_names = NULL};
      RcValue *v = rc_rewrite_fuse(f, &sp, RC_EMIT_CUSTOM_CALL,
                                   c->form == RC_FUSED_LEGACY ? RC_XLA_ABI_LEGACY : RC_XLA_ABI_TYPED_FFI);
      g_string_free(cfg, TRUE);
      if (!v) return false;
      v->name = root->name;
      root->name = NULL;
      rc_value_replace_all_uses(root, v);
      if (mul) {
        if (next == mul) next = mul->next;
        rc_node_erase(mul);
      }
      /* A rewrite of its own, in this function: the helper's, whose check it keeps (the call
       * computes the bias add, the helper's call, then the product, each rounded as the add and
       * the multiply round: tests/unit/test_neighbours.c); the helper's rewrite is absorbed by the last such
       * call when the program calls the helper no more (absorbed.c). */
      gpointer at = r->fused_at ? g_hash_table_lookup(r->fused_at, fc) : NULL;
      size_t index = r->rewrites->len;
      if (at) {
        RcRewriteInfo info = g_array_index(r->rewrites, RcRewriteInfo, GPOINTER_TO_SIZE(at) - 1);
        char buf[48];
        if (!v->name) snprintf(buf, sizeof buf, "#%u", v->def->id);
        info.root = g_string_chunk_insert(r->strings, v->name ? v->name : buf);
        info.func = g_string_chunk_insert_const(r->strings, f->name ? f->name : "");
        info.absorbed = false;
        info.absorbed_by = 0;
        g_array_append_val(r->rewrites, info);
        rc_rw_follow(r, v->def, index);
        g_ptr_array_add(r->fused, v->def);
        g_array_append_val(r->region_sizes, nregion);
      }
      rc_rw_gone(r, n, at ? index : RC_RW_NOT_ABSORBED);
      rc_node_erase(n);
      if (add) rc_node_erase(add); /* read by the call only */
      if (bc && bc->results[0].nuses == 0) rc_node_erase(bc);
    }
  }
  return true;
}
