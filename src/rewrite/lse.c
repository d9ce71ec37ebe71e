/* Softmax through logsumexp: JAX's exp(x - logsumexp(x)) (jax.nn.logsumexp, with
 * its stop-gradient max m), written
 *
 *     y = exp(x - B(log(s) + m))      with e = exp(x - B(m)) and s = sum(e) >= 0,
 *
 * is the quotient y = e / B(s): exp(a - log s - m) = exp(a - m) / s for every
 * s >= 0 (and NaN where either side is; log 0 = -inf gives inf or NaN on both
 * sides), exact up to rounding. The quotient is a softmax of the row ops'
 * spelling (recog/rows.c), and the autodiff backward, which reads y, e and s
 * (y dy - e sum(y dy) / s), a function of e and dy once y is e / s: softmax_grad
 * from e. Before the driver matches a function, each such y is moved so
 * (rc_rewrite_lse_open): B(s) is B's shape ops (and those between log s and the
 * add) cloned onto s, the division takes y's name and uses, and y with what only it
 * read (x - B(L), B, L = log(s) + m, log s) leaves the function. It needs e in the
 * program, read through shape ops structurally equal to B (rc_rw_same_op) from the
 * same m and x, before y, and s known >= 0 (an abs, an exponential, or a sum or
 * shape op of such). After the rounds (rc_rewrite_lse_close) a move that no rewrite
 * took (the division and its clones all live, read as they were made) is undone:
 * the original nodes go back, as written, and skips reported at the division are
 * dropped. A taken move leaves the program computing y as e / B(s), the same value
 * up to rounding; the check judged the rewrite on that region, whose values in
 * double are the original's. Part of src/rewrite (see rewrite.h). */
#include <stdio.h>
#include <string.h>

#include "numerics/numerics.h"
#include "rewrite/hooks.h"
#include "rewrite/rewrite.h"

#define MAXC 6 /* shape ops on one path */
#define MAXO (4 + 2 * MAXC)

typedef struct Move {
  RcNode *old[MAXO];     /* the nodes only y read, and y, in program order: erased while moved */
  RcValue *ops[MAXO][2]; /* their operands */
  RcNode *at[MAXO];      /* the node each stood before */
  uint32_t nold;
  RcNode *nw[2 * MAXC + 1]; /* the clones from s up, then the division (last) */
  uint32_t nnew;
} Move;

struct RcLseMoves {
  RcFunc *f;
  GArray *moves; /* Move */
};

/* Ops that move or restate values: log and exp commute with them. */
static bool shape_op(const RcNode *n) {
  return n &&
         (n->op == RC_OP_BROADCAST || n->op == RC_OP_RESHAPE || n->op == RC_OP_TRANSPOSE || n->op == RC_OP_BITCAST ||
          n->op == RC_OP_COPY) &&
         n->noperands == 1 && n->nresults == 1 && !rc_node_nregions(n);
}

/* v down through shape ops to the first other value; path[0..*n) the ops, nearest v first.
 * NULL when more than MAXC. */
static RcValue *down(RcValue *v, RcNode **path, uint32_t *n) {
  *n = 0;
  RcFunc *f = v && v->def ? v->def->func : NULL;
  while (v && shape_op(v->def)) {
    if (*n == MAXC || v->def->func != f) return NULL;
    path[(*n)++] = v->def;
    v = rc_node_operand(v->def, 0);
  }
  return v;
}

static RcOp combiner(const RcNode *n) {
  RcFunc *body = rc_node_nregions(n) ? rc_node_regions(n)[0] : NULL;
  RcAttr *a = body ? NULL : rc_node_attr(n, "to_apply");
  if (!body && a && a->kind == RC_ATTR_FUNC) body = a->u.fn;
  return body ? rc_canon_reducer_op(body) : RC_OP_OPAQUE;
}

/* Whether v holds only values >= 0 or NaN: an abs, an exponential (through float converts),
 * or a sum from 0 or shape op of such. */
static bool nonneg(const RcValue *v, int depth) {
  const RcNode *n = v ? v->def : NULL;
  if (!n || n->nresults != 1 || depth > 8) return false;
  if (n->op == RC_OP_ABS || rc_rw_nonneg_value(v)) return true;
  if (shape_op(n)) return nonneg(rc_node_operand(n, 0), depth + 1);
  if (n->op != RC_OP_REDUCE || n->noperands != 2 || combiner(n) != RC_OP_ADD) return false;
  const RcNode *init = rc_node_operand(n, 1)->def;
  double z;
  return init && init->op == RC_OP_CONSTANT && init->literal && rc_literal_splat_f64(init->literal, &z) && z >= 0 &&
         nonneg(rc_node_operand(n, 0), depth + 1);
}

/* Whether node a comes before node b in their function. */
static bool before(const RcNode *a, const RcNode *b) {
  for (const RcNode *n = a->next; n; n = n->next)
    if (n == b) return true;
  return false;
}

/* e = exp(x - C(m)) of f before y, C shape ops equal one by one to p[0..np) (nearest the
 * subtraction first), other than the subtraction z; NULL when there is none. */
static RcNode *find_e(RcFunc *f, RcValue *x, RcValue *m, RcNode *const *p, uint32_t np, const RcNode *z,
                      const RcNode *y) {
  rc_value_for_each_use(x, u) {
    RcNode *t = u->user;
    if (t == z || t->func != f || t->op != RC_OP_SUBTRACT || t->noperands != 2 || t->nresults != 1 ||
        rc_use_index(u) != 0 || !rc_type_equal(t->results[0].type, y->results[0].type))
      continue;
    RcNode *q[MAXC];
    uint32_t nq;
    if (down(rc_node_operand(t, 1), q, &nq) != m || nq != np) continue;
    bool same = true;
    for (uint32_t i = 0; i < np && same; i++) same = rc_rw_same_op(p[i], q[i]);
    if (!same) continue;
    rc_value_for_each_use(&t->results[0], w) {
      RcNode *e = w->user;
      if (e->op == RC_OP_EXP && e->func == f && e->nresults == 1 &&
          rc_type_equal(e->results[0].type, y->results[0].type) && before(e, y))
        return e;
    }
  }
  return NULL;
}

static bool in(RcNode *const *set, uint32_t n, const RcNode *k) {
  for (uint32_t i = 0; i < n; i++)
    if (set[i] == k) return true;
  return false;
}

/* Records set[0..n) (users first) in mv->old in program order with where each stood, and
 * erases them. */
static void take(Move *mv, RcNode *const *set, uint32_t n, RcNode *last) {
  uint32_t k = n;
  RcNode *after = last->next;
  for (RcNode *x = last; x && k > 0; x = x->prev) {
    if (!in(set, n, x)) {
      after = x;
      continue;
    }
    mv->old[--k] = x;
    mv->at[k] = after;
  }
  mv->nold = n;
  for (uint32_t i = 0; i < n; i++)
    for (uint32_t j = 0; j < 2; j++) mv->ops[i][j] = j < mv->old[i]->noperands ? rc_node_operand(mv->old[i], j) : NULL;
  for (uint32_t i = 0; i < n; i++) rc_node_erase(set[i]);
}

/* Clones path[0..n) (nearest its top first) onto v, from the bottom up, before node at, into
 * mv->nw; the top clone's value, or NULL on out-of-memory. */
static RcValue *clone_path(RcFunc *f, Move *mv, RcNode *const *path, uint32_t n, RcValue *v, RcNode *at) {
  for (uint32_t i = n; i-- > 0;) {
    RcNode *c = rc_node_clone(f->module, path[i]);
    if (!c) return NULL;
    rc_func_insert_before(f, c, at);
    rc_node_set_operand(c, 0, v);
    mv->nw[mv->nnew++] = c;
    v = &c->results[0];
  }
  return v;
}

static void drop_new(Move *mv) {
  for (uint32_t i = mv->nnew; i-- > 0;) rc_node_erase(mv->nw[i]);
  mv->nnew = 0;
}

/* Moves y when it is exp(x - B(log(s) + m)) as above; true when moved. */
static bool move(RcFunc *f, RcNode *y, GArray *moves) {
  if (y->op != RC_OP_EXP || y->noperands != 1 || y->nresults != 1) return false;
  const RcType *yt = y->results[0].type;
  RcNode *z = rc_node_operand(y, 0)->def;
  if (!yt || yt->kind != RC_TYPE_TENSOR || !rc_dtype_is_float(yt->dtype) || !z || z->func != f ||
      z->op != RC_OP_SUBTRACT || z->noperands != 2 || z->nresults != 1 || z->results[0].nuses != 1)
    return false;
  RcValue *x = rc_node_operand(z, 0);
  RcNode *p1[MAXC], *pa[MAXC];
  uint32_t n1, na;
  RcValue *l = down(rc_node_operand(z, 1), p1, &n1);
  RcNode *ln = l ? l->def : NULL;
  if (n1 && p1[0]->func != f) return false; /* the path's nodes are all in one function */
  if (!n1 || !ln || ln->func != f || ln->op != RC_OP_ADD || ln->noperands != 2 || ln->nresults != 1) return false;
  for (uint32_t k = 0; k < 2; k++) {
    RcValue *a = rc_node_operand(ln, k), *m = rc_node_operand(ln, 1 - k);
    RcValue *lg = down(a, pa, &na);
    RcNode *lgn = lg ? lg->def : NULL;
    if (!lgn || lgn->func != f || (na && pa[0]->func != f) || lgn->op != RC_OP_LOG || lgn->noperands != 1 || !rc_type_equal(a->type, l->type))
      continue;
    RcValue *s = rc_node_operand(lgn, 0);
    if (!rc_type_equal(s->type, lg->type) || !nonneg(s, 0)) continue;
    RcNode *e = find_e(f, x, m, p1, n1, z, y);
    if (!e) continue;
    Move mv = {0};
    RcValue *bs = clone_path(f, &mv, pa, na, s, y);
    bs = bs ? clone_path(f, &mv, p1, n1, bs, y) : NULL;
    RcNode *q = bs ? rc_node_create(f->module, RC_OP_DIVIDE, 2, 1) : NULL;
    if (!q || !rc_type_equal(bs->type, yt)) {
      if (q) rc_node_erase(q);
      drop_new(&mv);
      return false;
    }
    q->results[0].type = y->results[0].type;
    q->loc = y->loc;
    rc_func_insert_before(f, q, y);
    rc_node_set_operand(q, 0, &e->results[0]);
    rc_node_set_operand(q, 1, bs);
    mv.nw[mv.nnew++] = q;
    q->results[0].name = y->results[0].name;
    y->results[0].name = NULL;
    rc_value_replace_all_uses(&y->results[0], &q->results[0]);
    /* y and, down its path, each node it alone read: z, B's ops, L, the ops above log s, log s */
    RcNode *set[MAXO];
    uint32_t ns = 0;
    set[ns++] = y;
    set[ns++] = z;
    bool only = true;
    for (uint32_t i = 0; i < n1 && only; i++)
      if ((only = p1[i]->results[0].nuses == 1)) set[ns++] = p1[i];
    if (only && (only = l->nuses == 1)) set[ns++] = ln;
    for (uint32_t i = 0; i < na && only; i++)
      if ((only = pa[i]->results[0].nuses == 1)) set[ns++] = pa[i];
    if (only && lg->nuses == 1) set[ns++] = lgn;
    take(&mv, set, ns, y);
    g_array_append_val(moves, mv);
    return true;
  }
  return false;
}

RcLseMoves *rc_rewrite_lse_open(RcFunc *f) {
  if (!rc_module_may_hold(f->module, RC_OP_LOG) || !rc_module_may_hold(f->module, RC_OP_EXP)) return NULL;
  GArray *moves = NULL;
  for (RcNode *n = f->first, *next; n; n = next) {
    next = n->next;
    if (n->op != RC_OP_EXP) continue;
    if (!moves) moves = g_array_new(FALSE, FALSE, sizeof(Move));
    move(f, n, moves);
  }
  if (!moves || !moves->len) {
    if (moves) g_array_free(moves, TRUE);
    return NULL;
  }
  RcLseMoves *o = g_new(RcLseMoves, 1);
  o->f = f;
  o->moves = moves;
  return o;
}

static bool within(const Move *mv, const RcValue *v) {
  for (uint32_t i = 0; i < mv->nold; i++)
    if (v && v->def == mv->old[i]) return true;
  return false;
}

/* Whether mv can be undone: its new nodes all live and read only as made (the clones by the
 * next, the division by anything), and what the original nodes read outside them still live. */
static bool undoable(const Move *mv) {
  for (uint32_t i = 0; i < mv->nnew; i++) {
    const RcNode *n = mv->nw[i];
    if (n->flags & RC_NODE_DEAD) return false; /* taken by a rewrite */
    if (i + 1 < mv->nnew && (n->results[0].nuses != 1 || n->results[0].uses->user != mv->nw[i + 1])) return false;
  }
  for (uint32_t i = 0; i < mv->nold; i++)
    for (uint32_t j = 0; j < 2; j++) {
      const RcValue *v = mv->ops[i][j];
      if (v && !within(mv, v) && v->def && (v->def->flags & RC_NODE_DEAD)) return false;
    }
  return true;
}

/* Undoes move mv: the original nodes back, as written, and the new ones gone. */
static void undo(RcFunc *f, Move *mv) {
  RcNode *q = mv->nw[mv->nnew - 1], *y = mv->old[mv->nold - 1];
  bool in_place = true;
  for (uint32_t i = 0; i < mv->nold; i++) {
    RcNode *at = mv->at[i];
    in_place &= !at || (!(at->flags & RC_NODE_DEAD) && at->func == f);
  }
  for (uint32_t i = 0; i < mv->nold; i++) {
    RcNode *n = mv->old[i];
    n->flags &= (uint16_t)~RC_NODE_DEAD;
    for (uint32_t j = 0; j < n->noperands && j < 2; j++) rc_node_set_operand(n, j, mv->ops[i][j]);
    /* each back where it stood, in program order; all before the division where a node is gone */
    rc_func_insert_before(f, n, in_place ? mv->at[i] : q);
  }
  y->results[0].name = q->results[0].name;
  q->results[0].name = NULL;
  rc_value_replace_all_uses(&q->results[0], &y->results[0]);
  drop_new(mv);
}

void rc_rewrite_lse_close(RcLseMoves *o, RcHigherResult *r) {
  if (!o) return;
  for (guint i = o->moves->len; i-- > 0;) {
    Move *mv = &g_array_index(o->moves, Move, i);
    if (!undoable(mv)) continue; /* taken, or read otherwise: exact up to rounding as it is */
    rc_rewrite_drop_skips(r, o->f, &mv->nw[mv->nnew - 1]->results[0]);
    undo(o->f, mv);
  }
  g_array_free(o->moves, TRUE);
  g_free(o);
}
