/* Pending backward regions, revisited where a later call makes them readable (pending.h). */
#include "rewrite/pending.h"

#include "fused/fused.h"
#include "recog/recog.h"
#include "rewrite/region_nodes.h"

/* The most nodes searched from a new call for the pending roots that read it: an outer op's
 * forward and backward between them hold a few dozen (an erfc polynomial twice). */
#define CONE_NODES 512

/* How far above a new call its readers are revisited: the root of an outer op reads the inner
 * op's output through one op at most besides itself (0.5 y erfc(-y/sqrt 2), y sigmoid(y)). */
#define READER_DEPTH 2

/* How far above a new call a pending row region's root may read it: the inner op's backward
 * reads the outer's dx through its scale, rstd and the sum that adds the mean's term
 * (((dx gamma) rstd + d var) + d mean) */
#define ROW_DEPTH 5

bool rc_rewrite_value_pending(RcRwCanon *v) {
  RcRecog *r = rc_rw_recog(v);
  return r && rc_recog_linear_pending(r);
}

/* Adds to out (once: taken) the nodes of `want` that read call c, found through the uses of c's
 * results within CONE_NODES nodes. */
static void readers(RcNode *c, GHashTable *want, GHashTable *taken, GHashTable *seen, GPtrArray *stack,
                    GPtrArray *out) {
  g_hash_table_remove_all(seen);
  g_ptr_array_set_size(stack, 0);
  g_ptr_array_add(stack, c);
  g_hash_table_add(seen, c);
  while (stack->len) {
    RcNode *m = g_ptr_array_steal_index_fast(stack, stack->len - 1);
    for (uint32_t k = 0; k < m->nresults; k++)
      rc_value_for_each_use(&m->results[k], u) {
        RcNode *d = u->user;
        if (d->func != c->func || g_hash_table_contains(seen, d)) continue;
        if (g_hash_table_contains(want, d) && !g_hash_table_contains(taken, d)) {
          g_hash_table_add(taken, d);
          g_ptr_array_add(out, d);
        }
        if (g_hash_table_size(seen) >= CONE_NODES) continue;
        g_hash_table_add(seen, d);
        g_ptr_array_add(stack, d);
      }
  }
}

/* Adds to out (once: taken) the nodes of `want` that read call c's results within ROW_DEPTH
 * levels of readers that are region ops (evaluable, a reduction, a broadcast or a reshape),
 * breadth first, at most CONE_NODES nodes. */
static void near_readers(RcNode *c, GHashTable *want, GHashTable *taken, GHashTable *seen, GPtrArray *front,
                         GPtrArray *out) {
  g_hash_table_remove_all(seen);
  g_ptr_array_set_size(front, 0);
  g_ptr_array_add(front, c);
  for (int depth = 0; depth < ROW_DEPTH && front->len; depth++) {
    guint n0 = front->len;
    for (guint i = 0; i < n0; i++) {
      RcNode *m = g_ptr_array_index(front, i);
      for (uint32_t k = 0; k < m->nresults; k++)
        rc_value_for_each_use(&m->results[k], u) {
          RcNode *d = u->user;
          if (d->func != c->func || (d->flags & RC_NODE_DEAD) || rc_node_fused(d) || g_hash_table_contains(seen, d) ||
              g_hash_table_size(seen) >= CONE_NODES)
            continue;
          g_hash_table_add(seen, d);
          if (g_hash_table_contains(want, d) && !g_hash_table_contains(taken, d)) {
            g_hash_table_add(taken, d);
            g_ptr_array_add(out, d);
          }
          if (rc_recog_evaluable(d) || d->op == RC_OP_REDUCE || d->op == RC_OP_BROADCAST || d->op == RC_OP_RESHAPE)
            g_ptr_array_add(front, d);
        }
    }
    g_ptr_array_remove_range(front, 0, n0);
  }
}

void rc_rewrite_pending_add(GArray *pending, RcNode *n, bool rows) {
  RcPending p = {n, rows};
  g_array_append_val(pending, p);
}

void rc_rewrite_pending_take(GArray *pending, const GPtrArray *fused, guint from, RcFunc *f, GPtrArray *out) {
  if (!pending->len || from >= fused->len) return;
  /* want[0]: elementwise regions (a cut), want[1]: row regions */
  GHashTable *want[2] = {g_hash_table_new(NULL, NULL), g_hash_table_new(NULL, NULL)};
  GHashTable *taken = g_hash_table_new(NULL, NULL);
  for (guint i = 0; i < pending->len; i++) {
    RcPending *p = &g_array_index(pending, RcPending, i);
    if (p->n->func == f && !(p->n->flags & RC_NODE_DEAD)) g_hash_table_add(want[p->rows], p->n);
  }
  GHashTable *seen = g_hash_table_new(NULL, NULL);
  GPtrArray *stack = g_ptr_array_new();
  guint nwant = g_hash_table_size(want[0]) + g_hash_table_size(want[1]);
  for (guint i = from; i < fused->len && nwant > g_hash_table_size(taken); i++) {
    RcNode *c = g_ptr_array_index(fused, i);
    const RcFusedCall *fc = rc_node_fused(c);
    if (c->func != f || (c->flags & RC_NODE_DEAD) || !fc) continue;
    /* a cut is an ELEMENTWISE op's output (recog/linear.c): only such a call makes one */
    if (fc->op->kind == RC_KIND_ELEMENTWISE && g_hash_table_size(want[0]))
      readers(c, want[0], taken, seen, stack, out);
    /* a row region reads any call as a leaf: those that read it closely */
    if (g_hash_table_size(want[1])) near_readers(c, want[1], taken, seen, stack, out);
  }
  /* what stays pending: f's live roots not taken (another function's stay as they are) */
  guint k = 0;
  for (guint i = 0; i < pending->len; i++) {
    RcPending p = g_array_index(pending, RcPending, i);
    bool keep = p.n->func != f || (g_hash_table_contains(want[p.rows], p.n) && !g_hash_table_contains(taken, p.n));
    if (keep) g_array_index(pending, RcPending, k++) = p;
  }
  g_array_set_size(pending, k);
  g_ptr_array_free(stack, TRUE);
  g_hash_table_destroy(seen);
  g_hash_table_destroy(want[0]);
  g_hash_table_destroy(want[1]);
  g_hash_table_destroy(taken);
}

/* Adds to out (once: taken) the evaluable readers of v, and theirs, up to `depth` levels. */
static void evaluable_readers(RcValue *v, int depth, GHashTable *taken, GPtrArray *out) {
  rc_value_for_each_use(v, u) {
    RcNode *d = u->user;
    /* a reader that is a call itself was raised already (what reads through it, a pattern's
     * or a larger region's root, is revisited with the calls patterns read, or not at all) */
    if (d->func != v->def->func || (d->flags & RC_NODE_DEAD) || !rc_recog_evaluable(d) || rc_node_fused(d)) continue;
    if (!g_hash_table_contains(taken, d)) {
      g_hash_table_add(taken, d);
      g_ptr_array_add(out, d);
    }
    if (depth > 1) evaluable_readers(&d->results[0], depth - 1, taken, out);
  }
}

/* Whether operand a of a reader of y is y, computed from constants, or an op of y and constants
 * alone (sigmoid(y) beside y in y sigmoid(y)). */
static bool of_y(const RcValue *a, const RcValue *y) {
  if (a == y || !a->def || rc_rw_const_like(a->def)) return true;
  if (a->def->op == RC_OP_PARAMETER || rc_node_fused(a->def)) return false;
  for (uint32_t i = 0; i < a->def->noperands; i++) {
    const RcValue *b = rc_node_operand(a->def, i);
    if (b != y && (!b || !b->def || !rc_rw_const_like(b->def))) return false;
  }
  return true;
}

/* Whether call output y has two evaluable readers at least, one of them an associative-
 * commutative op (add, multiply, maximum, minimum) of y alone (0.5 y, y sigmoid(y)): the
 * canonical view merged y's own product or sum into such a reader, so no region read y as a
 * leaf before it became a call. */
static bool merged_reader(const RcValue *y) {
  /* an op of y reads it in two places at least (0.5 y and y / sqrt 2; y and sigmoid(y)): two
   * readers of y that are no call and evaluate elementwise (y y alone is a square) */
  const RcNode *one = NULL;
  bool two = false;
  rc_value_for_each_use(y, u) {
    const RcNode *d = u->user;
    if (rc_node_fused(d) || !rc_recog_evaluable(d) || d == one) continue;
    two = one != NULL;
    if (!one) one = d;
  }
  if (!two) return false;
  rc_value_for_each_use(y, u) {
    const RcNode *d = u->user;
    if (d->op != RC_OP_ADD && d->op != RC_OP_MULTIPLY && d->op != RC_OP_MAXIMUM && d->op != RC_OP_MINIMUM) continue;
    bool alone = true;
    for (uint32_t i = 0; i < d->noperands && alone; i++) alone = of_y(rc_node_operand(d, i), y);
    if (alone) return true;
  }
  return false;
}

void rc_rewrite_pending_readers(const GPtrArray *fused, guint from, RcFunc *f, GPtrArray *out) {
  GHashTable *taken = g_hash_table_new(NULL, NULL);
  for (guint i = from; i < fused->len; i++) {
    RcNode *c = g_ptr_array_index(fused, i);
    const RcFusedCall *fc = rc_node_fused(c);
    if (c->func != f || (c->flags & RC_NODE_DEAD) || !fc || fc->op->kind != RC_KIND_ELEMENTWISE || c->nresults != 1)
      continue;
    if (c->results[0].nuses >= 2 && merged_reader(&c->results[0]))
      evaluable_readers(&c->results[0], READER_DEPTH, taken, out);
  }
  g_hash_table_destroy(taken);
}

#define GRAD_CONE 64 /* the most readers walked above one backward call */

/* Whether evaluable node d has a reader that is not an evaluable node of the cone (no call). */
static bool cone_top(const RcNode *d) {
  for (uint32_t k = 0; k < d->nresults; k++)
    rc_value_for_each_use(&d->results[k], u) {
      const RcNode *e = u->user;
      if (e->func != d->func || !rc_recog_evaluable(e) || rc_node_fused(e)) return true;
    }
  return false;
}

void rc_rewrite_grad_readers(const GPtrArray *fused, guint from, RcFunc *f, GPtrArray *out) {
  GHashTable *seen = g_hash_table_new(NULL, NULL);
  GPtrArray *front = g_ptr_array_new();
  for (guint i = from; i < fused->len; i++) {
    RcNode *c = g_ptr_array_index(fused, i);
    const RcFusedCall *fc = rc_node_fused(c);
    if (c->func != f || (c->flags & RC_NODE_DEAD) || !fc || (fc->op->kind != RC_KIND_GRAD && fc->op->kind != RC_KIND_NORM_GRAD) ||
        c->nresults != 1)
      continue;
    g_ptr_array_set_size(front, 0);
    g_ptr_array_add(front, c);
    for (guint k = 0; k < front->len && front->len <= GRAD_CONE; k++) {
      RcNode *n = g_ptr_array_index(front, k);
      rc_value_for_each_use(&n->results[0], u) {
        RcNode *d = u->user;
        if (d->func != f || (d->flags & RC_NODE_DEAD) || d->nresults != 1 || !rc_recog_evaluable(d) || rc_node_fused(d) ||
            g_hash_table_contains(seen, d))
          continue;
        g_hash_table_add(seen, d);
        g_ptr_array_add(front, d);
        if (cone_top(d)) g_ptr_array_add(out, d);
      }
    }
  }
  g_ptr_array_free(front, TRUE);
  g_hash_table_destroy(seen);
}
