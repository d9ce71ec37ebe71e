/* What the output holds: each rewrite's fused call is followed while copies of it are
 * in the module (the call itself, and its clones in callers that opened the fusion body
 * it is in: open.c). A copy a later rewrite takes into its region and erases (an erf
 * raised in one round, then eaten by its GELU in the next) is gone; when the last copy
 * of a rewrite's call is gone and a later rewrite took one, the rewrite is absorbed by
 * the last rewrite that took one (RcRewriteInfo.absorbed_by), and the report's counts
 * leave it out. A copy erased for another reason (the clones of an untouched fusion
 * when it is closed again) just stops being followed.
 *
 * A helper function can lose its callers the same way: a hardswish over
 * `x * call @hard_sigmoid(x)` takes the call into its region, and the hardsigmoid raised
 * in @hard_sigmoid's body is then only reached through the hardswish's decomposition (or,
 * in HLO, not at all). At the end of the run, a followed copy in a function the program
 * no longer reaches (from the functions nothing refers to and none of whose calls was
 * taken, through calls and regions, not into recompose's decompositions) is gone too,
 * taken by the rewrite whose region took the last call on the way to it. Part of src/rewrite (see rewrite.h). */
#include "fused/fused.h"
#include "rewrite/rewrite.h"

typedef struct Follow {
  uint32_t copies; /* copies of the fused call in the module */
  bool taken;      /* a later rewrite took one: `by` */
  size_t by;
} Follow;

static Follow *follow_at(RcHigherResult *r, size_t index) {
  if (!r->follow) r->follow = g_array_new(FALSE, TRUE, sizeof(Follow));
  if (r->follow->len <= index) g_array_set_size(r->follow, (guint)index + 1);
  return &g_array_index(r->follow, Follow, index);
}

void rc_rw_follow(RcHigherResult *r, const RcNode *n, size_t index) {
  if (!r->fused_at) r->fused_at = g_hash_table_new(NULL, NULL);
  follow_at(r, index)->copies++;
  g_hash_table_insert(r->fused_at, (gpointer)n, GSIZE_TO_POINTER(index + 1));
}

void rc_rw_follow_copy(RcHigherResult *r, const RcNode *orig, const RcNode *copy) {
  gpointer v = r->fused_at ? g_hash_table_lookup(r->fused_at, orig) : NULL;
  if (v) rc_rw_follow(r, copy, GPOINTER_TO_SIZE(v) - 1);
}

/* The function n's FUNC attributes name (a call's callee, a reducer), else NULL. */
static RcFunc *callee_of(const RcNode *n) {
  for (uint32_t i = 0; i < n->nattrs; i++)
    if (n->attrs[i].kind == RC_ATTR_FUNC && n->attrs[i].u.fn) return n->attrs[i].u.fn;
  return NULL;
}

void rc_rw_gone(RcHigherResult *r, const RcNode *n, size_t by) {
  RcFunc *g = by != RC_RW_NOT_ABSORBED && n->nattrs ? callee_of(n) : NULL;
  if (g) {
    if (!r->took_call) r->took_call = g_hash_table_new(NULL, NULL);
    g_hash_table_insert(r->took_call, g, GSIZE_TO_POINTER(by + 1));
  }
  /* only fused calls (and their clones) are followed */
  gpointer v = n->op == RC_OP_FUSED && r->fused_at ? g_hash_table_lookup(r->fused_at, n) : NULL;
  if (!v) return;
  g_hash_table_remove(r->fused_at, n);
  size_t i = GPOINTER_TO_SIZE(v) - 1;
  Follow *fw = follow_at(r, i);
  if (by != RC_RW_NOT_ABSORBED) {
    fw->taken = true;
    fw->by = by;
  }
  if (--fw->copies == 0 && fw->taken) {
    RcRewriteInfo *w = &g_array_index(r->rewrites, RcRewriteInfo, i);
    w->absorbed = true;
    w->absorbed_by = fw->by;
  }
}

/* Adds to `edges` (function -> a function that refers to it) what f and its regions refer
 * to; `top` is f's top-level function. */
static void note_refs(const RcFunc *f, const RcFunc *top, GHashTable *edges, int depth) {
  if (depth > 64) return;
  for (const RcNode *n = f->first; n; n = n->next) {
    for (uint32_t i = 0; i < n->nattrs; i++)
      if (n->attrs[i].kind == RC_ATTR_FUNC && n->attrs[i].u.fn && !g_hash_table_contains(edges, n->attrs[i].u.fn))
        g_hash_table_insert(edges, n->attrs[i].u.fn, (gpointer)top);
    for (uint32_t k = 0; k < rc_node_nregions(n); k++) note_refs(rc_node_region(n, k), top, edges, depth + 1);
  }
}

static bool own_func(const RcFunc *f) { return f->name && rc_fused_is_own_func(f->name); }

/* The functions the program reaches at the end of the run: from the roots (those that
 * no function other than recompose's decompositions refers to, and none of whose calls
 * a rewrite took), through FUNC attributes and regions, not into decompositions. `refs`
 * gets function -> a function referring to it. */
static GHashTable *reached(const RcHigherResult *r, const RcModule *m, GHashTable *refs) {
  for (const RcFunc *f = m->funcs; f; f = f->next)
    if (!own_func(f)) note_refs(f, f, refs, 0);
  GHashTable *seen = g_hash_table_new(NULL, NULL);
  GPtrArray *stack = g_ptr_array_new();
  for (RcFunc *f = m->funcs; f; f = f->next)
    if (!own_func(f) && !g_hash_table_contains(refs, f) && !g_hash_table_contains(r->took_call, f))
      g_ptr_array_add(stack, f);
  while (stack->len) {
    RcFunc *f = g_ptr_array_remove_index(stack, stack->len - 1);
    if (g_hash_table_contains(seen, f)) continue;
    g_hash_table_add(seen, f);
    GHashTable *out = g_hash_table_new(NULL, NULL);
    note_refs(f, f, out, 0);
    GHashTableIter it;
    gpointer g;
    g_hash_table_iter_init(&it, out);
    while (g_hash_table_iter_next(&it, &g, NULL))
      if (!own_func(g) && !((RcFunc *)g)->parent) g_ptr_array_add(stack, g);
    g_hash_table_destroy(out);
  }
  g_ptr_array_free(stack, TRUE);
  return seen;
}

static const RcFunc *top_of(const RcNode *n) {
  const RcFunc *f = n->func;
  while (f && f->parent) f = f->parent;
  return f;
}

void rc_rw_follow_end(RcHigherResult *r, const RcModule *m) {
  /* only a rewrite that took a call can leave a function unreached */
  if (r->fused_at && g_hash_table_size(r->fused_at) && r->took_call) {
    GHashTable *refs = g_hash_table_new(NULL, NULL);
    GHashTable *live = reached(r, m, refs);
    GPtrArray *lost = g_ptr_array_new();
    GHashTableIter it;
    gpointer k;
    g_hash_table_iter_init(&it, r->fused_at);
    while (g_hash_table_iter_next(&it, &k, NULL)) {
      const RcFunc *f = top_of(k);
      if (f && !g_hash_table_contains(live, f)) g_ptr_array_add(lost, k);
    }
    for (guint i = 0; i < lost->len; i++) {
      const RcNode *n = g_ptr_array_index(lost, i);
      /* the rewrite that took the last call on the way from the program to n's function */
      const RcFunc *f = top_of(n);
      gpointer by = NULL;
      for (int hops = 0; f && !by && hops < 64; hops++) {
        by = g_hash_table_lookup(r->took_call, f);
        f = g_hash_table_lookup(refs, f);
      }
      if (by) rc_rw_gone(r, n, GPOINTER_TO_SIZE(by) - 1);
    }
    g_ptr_array_free(lost, TRUE);
    g_hash_table_destroy(live);
    g_hash_table_destroy(refs);
  }
  if (r->took_call) g_hash_table_destroy(r->took_call);
  r->took_call = NULL;
}
