/* The worklist of a later round of the driver (driver.c, round.h): the nodes whose match
 * overlapped the previous round's rewrites, the readers of its fused calls and the producers
 * of their operands that end row regions, and the roots
 * that round left to retry (multi-use skips, pending regions). */
#include <stdlib.h>
#include <string.h>

#include "fused/fused.h"
#include "rewrite/pending.h"
#include "rewrite/region_nodes.h"
#include "rewrite/round.h"

static int by_item_id(const void *a, const void *b) {
  uint32_t x = ((const WorkItem *)a)->id, y = ((const WorkItem *)b)->id;
  return x < y ? -1 : x > y;
}

/* Whether a pattern can read fused call n (answers cached by target). */
static bool readable(const Round *run, const RcMatchIndex *ix, const RcNode *n) {
  const RcFusedCall *fc = rc_node_fused(n);
  RcAttr *a = fc ? NULL : rc_node_attr(n, "custom_call_target");
  const char *t = fc ? fc->op->target : a && a->kind == RC_ATTR_STR ? a->u.s : NULL;
  if (!t) return true;
  gpointer v = g_hash_table_lookup(run->readable, t);
  if (!v) {
    v = GINT_TO_POINTER(rc_match_index_reads_call(ix, n) ? 2 : 1);
    g_hash_table_insert(run->readable, (gpointer)t, v);
  }
  return v == GINT_TO_POINTER(2);
}

/* Drops the skips reported at root n of f: a later round visits it again and reports it anew. */
static void drop_skips_at(Round *run, RcFunc *f, RcNode *n) {
  const char *rn = rc_rewrite_vname(run->r, &n->results[0]), *fn = f->name ? f->name : "";
  for (guint k = run->r->skips->len; k-- > 0;) {
    const RcSkipInfo *s = &g_array_index(run->r->skips, RcSkipInfo, k);
    if (!strcmp(s->root, rn) && !strcmp(s->func, fn)) {
      g_array_remove_index(run->r->skips, k);
      g_ptr_array_remove_index(run->r->skip_ops, k);
    }
  }
}

/* How many ops (layout ops aside) below a row region's root its reductions are looked for
 * (x - (log |sum| + max): four; a norm's x rsqrt(sum / N + eps): four). */
#define ROW_DEPTH 6

/* Whether node n reads a reduction within depth ops (n itself one), visiting at most *budget. */
static bool reads_reduce_(const RcNode *n, int depth, int *budget) {
  if (!n || depth < 0 || --*budget < 0) return false;
  if (n->op == RC_OP_REDUCE) return true;
  if (n->op == RC_OP_PARAMETER || n->op == RC_OP_CONSTANT || rc_node_fused(n)) return false;
  /* layout ops take no step: HLO's keep-dims reshape and broadcast between a row's sum and its use */
  bool layout = n->op == RC_OP_BROADCAST || n->op == RC_OP_RESHAPE || n->op == RC_OP_CONVERT ||
                n->op == RC_OP_TRANSPOSE || n->op == RC_OP_BITCAST || n->op == RC_OP_COPY;
  for (uint32_t i = 0; i < n->noperands; i++)
    if (rc_node_operand(n, i) && reads_reduce_(rc_node_operand(n, i)->def, depth - !layout, budget)) return true;
  return false;
}
static bool reads_reduce(const RcNode *n, int depth) {
  int budget = 64;
  return reads_reduce_(n, depth, &budget);
}

/* Operand k of n, when it is a node of f computed here (no parameter, constant or fused call, not
 * erased) that ends a row region (a reduction a few ops below) and is not in seen: marked seen,
 * appended to out and returned; else NULL. */
static RcNode *take_row_producer(RcFunc *f, const RcNode *n, uint32_t k, RcBits *seen, GArray *out) {
  RcNode *d = rc_node_operand(n, k) ? rc_node_operand(n, k)->def : NULL;
  if (!d || d->func != f || d->op == RC_OP_PARAMETER || d->op == RC_OP_CONSTANT || rc_node_fused(d) ||
      (d->flags & RC_NODE_DEAD) || rc_bits_test(seen, d->id) || !reads_reduce(d, ROW_DEPTH))
    return NULL;
  rc_bits_set(seen, d->id);
  WorkItem w = {d->id, d};
  g_array_append_val(out, w);
  return d;
}

/* The nodes of front and their readers, up to depth steps on, into out: each node once (by seen;
 * one that seen held before, front's included, is followed but not taken again), those that
 * `holds` refuses (NULL: none) neither taken nor followed. Frees front. */
static void walk_readers(RcFunc *f, GPtrArray *front, bool (*holds)(const RcFunc *f, const RcNode *n), RcBits *seen,
                         GArray *out, int depth) {
  GPtrArray *next = g_ptr_array_new();
  for (int d = 0; d <= depth && front->len; d++) {
    g_ptr_array_set_size(next, 0);
    for (guint i = 0; i < front->len; i++) {
      RcNode *n = g_ptr_array_index(front, i);
      bool was = rc_bits_test(seen, n->id);
      if (d && was) continue;
      rc_bits_set(seen, n->id);
      if (holds && !holds(f, n)) continue;
      if (!was) {
        WorkItem w = {n->id, n};
        g_array_append_val(out, w);
      }
      for (uint32_t k = 0; k < n->nresults; k++)
        rc_value_for_each_use(&n->results[k], u) g_ptr_array_add(next, u->user);
    }
    GPtrArray *t = front;
    front = next;
    next = t;
  }
  g_ptr_array_free(front, TRUE);
  g_ptr_array_free(next, TRUE);
}

void rc_rw_worklist_from(Round *run, const RcMatchIndex *ix, guint from, RcFunc *f, GArray *out, int depth) {
  GPtrArray *fused = run->r->fused;
  GPtrArray *front = g_ptr_array_new();
  RcBits seen = {0};
  for (guint i = 0; i < run->deferred->len; i++) {
    RcNode *n = g_ptr_array_index(run->deferred, i);
    if (n->func != f || rc_bits_test(&seen, n->id)) continue;
    rc_bits_set(&seen, n->id);
    WorkItem w = {n->id, n};
    g_array_append_val(out, w);
  }
  for (guint i = from; i < fused->len; i++) {
    RcNode *n = g_ptr_array_index(fused, i);
    if (n->func == f && readable(run, ix, n)) g_ptr_array_add(front, n);
  }
  /* the producers of the new calls' operands that end a row region (a reduction a few ops
   * below): a row op's output that a reader the call took in extended (a log_softmax y whose
   * exp(y) its backward's region held, a norm's y whose square the outer norm of f(f(x)) read)
   * is an outermost root now; their skips are reported anew */
  for (guint i = from; i < fused->len; i++) {
    RcNode *n = g_ptr_array_index(fused, i);
    for (uint32_t k = 0; n->func == f && k < n->noperands; k++) {
      RcNode *d = take_row_producer(f, n, k, &seen, out);
      if (d) drop_skips_at(run, f, d);
    }
  }
  /* the producer of a new backward call's dy (operand 1) that computes it elementwise: the view
   * had merged that dy into the call's region (the inner op's backward of f(f(x)), whose dx is
   * the outer backward's dy, read through a helper's product), so it was no root of its own */
  for (guint i = from; i < fused->len; i++) {
    RcNode *n = g_ptr_array_index(fused, i);
    const RcFusedCall *fc = n->func == f ? rc_node_fused(n) : NULL;
    RcNode *d = fc && fc->op->kind == RC_KIND_GRAD && n->noperands > 1 && rc_node_operand(n, 1)
                    ? rc_node_operand(n, 1)->def
                    : NULL;
    if (!d || d->func != f || (d->op != RC_OP_MULTIPLY && d->op != RC_OP_CALL) || (d->flags & RC_NODE_DEAD) ||
        rc_bits_test(&seen, d->id))
      continue;
    rc_bits_set(&seen, d->id);
    WorkItem w = {d->id, d};
    g_array_append_val(out, w);
  }
  walk_readers(f, front, NULL, &seen, out, depth);
  rc_bits_free(&seen);
  /* a worklist round visits by decreasing id: creation order, program order for what was read */
  if (out->len) qsort(out->data, out->len, sizeof(WorkItem), by_item_id);
}

/* Whether a region of f may hold n, a node with results: no pattern nor reading by value holds a
 * dot (its operands and result are a region's inputs and roots), and a region is pure
 * (rc_rw_pure_ok). */
static bool region_may_hold(const RcFunc *f, const RcNode *n) {
  return n->func == f && n->nresults && n->op != RC_OP_DOT && n->op != RC_OP_DOT_GENERAL && rc_rw_pure_ok(n);
}

void rc_rw_worklist_calls(RcFunc *f, const GPtrArray *sites, GArray *out, int depth) {
  GPtrArray *front = g_ptr_array_new();
  RcBits seen = {0};
  /* the producers of the sites' operands that end a row region: a forward the helper's
   * decomposed copy shared its row statistics with (a log_softmax helper over a layer
   * norm's output) */
  for (guint i = 0; i < sites->len; i++) {
    RcNode *n = g_ptr_array_index(sites, i);
    if (n->flags & RC_NODE_DEAD) continue;
    g_ptr_array_add(front, n);
    for (uint32_t k = 0; k < n->noperands; k++) (void)take_row_producer(f, n, k, &seen, out);
  }
  /* the sites and their readers: the regions that read what the callee computes now, up to
   * the readers no region holds (a training graph's backward reads a helper's loss through
   * dots: the rest of it does not hold the call) */
  walk_readers(f, front, region_may_hold, &seen, out, depth);
  rc_bits_free(&seen);
  if (out->len) qsort(out->data, out->len, sizeof(WorkItem), by_item_id);
}

void rc_rw_worklist_calls_done(Round *run, RcFunc *f, const GArray *seed) {
  for (guint i = 0; i < seed->len; i++) {
    WorkItem w = g_array_index(seed, WorkItem, i);
    if (w.n->id == w.id && (w.n->flags & RC_NODE_DEAD)) drop_skips_at(run, f, w.n); /* not a node made anew since */
  }
}

/* Adds root n of f to `work` unless it is there already, and drops the skips reported at it:
 * the next round visits it again and reports it anew. */
static void revisit(Round *run, RcFunc *f, GArray *work, RcNode *n) {
  for (guint k = 0; k < work->len; k++)
    if (g_array_index(work, WorkItem, k).n == n) return;
  WorkItem w = {n->id, n};
  g_array_append_val(work, w);
  drop_skips_at(run, f, n);
}

void rc_rw_retry_into(Round *run, RcFunc *f, GArray *work) {
  guint n0 = work->len, keep = 0;
  for (guint i = 0; i < run->retry->len; i++) {
    Retry *t = &g_array_index(run->retry, Retry, i);
    RcNode *n = t->root;
    bool lost = false, live = false; /* some shared value, still live, lost uses */
    for (uint32_t k = 0; k < t->nshared && !lost; k++) {
      bool dead = (t->shared[k]->def->flags & RC_NODE_DEAD) != 0;
      lost = !dead && t->shared[k]->nuses < t->uses[k];
      live = live || !dead;
    }
    if ((n->flags & RC_NODE_DEAD) || n->func != f) continue;
    if (lost) revisit(run, f, work, n);
    /* none lost yet: kept for a later round, whose rewrites may take the uses (a forward
     * whose centred input a backward reads, raised two rounds on) */
    else if (live) g_array_index(run->retry, Retry, keep++) = *t;
  }
  g_array_set_size(run->retry, keep);
  if (work->len > n0) qsort(work->data, work->len, sizeof(WorkItem), by_item_id);
}

void rc_rw_retry_keep(Round *run) {
  for (guint i = 0; i < run->retry->len; i++) {
    const Retry *t = &g_array_index(run->retry, Retry, i);
    rc_bits_set(run->kept, t->root->id);
    for (uint32_t k = 0; k < t->nshared; k++) rc_bits_set(run->kept, t->shared[k]->def->id);
  }
  for (guint i = 0; i < run->centered->len; i++) rc_bits_set(run->kept, ((RcNode *)g_ptr_array_index(run->centered, i))->id);
}

void rc_rw_centered_into(Round *run, RcFunc *f, GArray *work) {
  if (run->centered_ok) return;
  run->centered_ok = true;
  guint n0 = work->len;
  for (guint i = 0; i < run->centered->len; i++) {
    RcNode *n = g_ptr_array_index(run->centered, i);
    if (!(n->flags & RC_NODE_DEAD) && n->func == f) revisit(run, f, work, n);
  }
  g_ptr_array_set_size(run->centered, 0);
  if (work->len > n0) qsort(work->data, work->len, sizeof(WorkItem), by_item_id);
}

void rc_rw_pending_into(Round *run, guint from, RcFunc *f, GArray *work) {
  GPtrArray *got = g_ptr_array_new();
  rc_rewrite_pending_take(run->pending, run->r->fused, from, f, got);
  if (run->o->by_value) rc_rewrite_pending_readers(run->r->fused, from, f, got);
  if (run->o->by_value) rc_rewrite_grad_readers(run->r->fused, from, f, got);
  guint n0 = work->len;
  for (guint i = 0; i < got->len; i++) revisit(run, f, work, g_ptr_array_index(got, i));
  g_ptr_array_free(got, TRUE);
  if (work->len > n0) qsort(work->data, work->len, sizeof(WorkItem), by_item_id);
}
