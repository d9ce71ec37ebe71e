/* The StableHLO spelling of a runtime-scalar guard (scalars.c).
 *
 * During the rounds a guard is the same in both formats: a conditional on the predicate
 * whose branches are functions taking the tuple (x, p1, ...), so that the rounds raise the
 * true branch as any function. StableHLO has no conditional on functions: its
 * stablehlo.if holds its branches inline, as regions without arguments that read the
 * enclosing function's values. So a guard that stays is written as
 *
 *   %r = "stablehlo.if"(%pred) ({ the true branch's nodes }, { the false branch's nodes })
 *
 * each branch's tuple reads replaced by the tuple's operands (x and the scalars, values of
 * the enclosing function); the branch functions and the tuple go. The regions' values are
 * unnamed (the writer names them; a region cannot reuse a name of its enclosing function),
 * but for the fused calls of the true branch: each takes a fresh name, `fast_<root>`, and
 * its rewrite's report entry follows it there (function and root). */
#include <glib.h>
#include <stdio.h>
#include <string.h>

#include "rewrite/rewrite.h"

/* Adds the value names of f and of its regions to `names`. */
static void note_names(const RcFunc *f, GHashTable *names, int depth) {
  if (depth > 64) return;
  rc_func_for_each(f, n) {
    for (uint32_t i = 0; i < n->nresults; i++)
      if (n->results[i].name) g_hash_table_add(names, (gpointer)n->results[i].name);
    for (uint32_t r = 0; r < rc_node_nregions(n); r++) note_names(rc_node_region(n, r), names, depth + 1);
  }
}

/* The fused call c, a copy of orig in the true branch, takes a fresh name, and orig's rewrite
 * (if r follows it) now names c: its function, the enclosing one, and its root. */
static void follow(RcModule *m, RcHigherResult *r, const RcNode *orig, RcNode *c, RcFunc *top) {
  GHashTable *names = g_hash_table_new(g_str_hash, g_str_equal);
  note_names(top, names, 0);
  char nm[160];
  const char *stem = orig->results[0].name ? orig->results[0].name : "call";
  snprintf(nm, sizeof nm, "fast_%s", stem);
  for (uint32_t k = 1; g_hash_table_contains(names, nm); k++) snprintf(nm, sizeof nm, "fast_%s.%u", stem, k);
  g_hash_table_destroy(names);
  c->results[0].name = rc_module_strdup(m, nm);
  gpointer v = r && r->fused_at ? g_hash_table_lookup(r->fused_at, orig) : NULL;
  if (!v || !c->results[0].name) return;
  RcRewriteInfo *w = &g_array_index(r->rewrites, RcRewriteInfo, GPOINTER_TO_SIZE(v) - 1);
  if (r->fused && GPOINTER_TO_SIZE(v) - 1 < r->fused->len) g_ptr_array_index(r->fused, GPOINTER_TO_SIZE(v) - 1) = c;
  w->func = g_string_chunk_insert(r->strings, top->name ? top->name : "");
  w->root = g_string_chunk_insert(r->strings, c->results[0].name);
  rc_rw_follow_copy(r, orig, c);
  rc_rw_gone(r, orig, RC_RW_NOT_ABSORBED);
}

/* Branch function b's nodes as a new region of cond's function, its parameter's tuple reads
 * taken from tup's operands, into *out; the fused calls' pairs (original, copy) appended to
 * `calls` when it is not NULL. REFUSED when a node cannot be copied inline, OOM when memory
 * runs out (*out NULL in both). */
static RcRwInline region_of(RcModule *m, RcFunc *b, RcNode *cond, RcNode *tup, GPtrArray *calls, RcFunc **out) {
  *out = NULL;
  RcFunc *rf = rc_func_create(m, NULL, cond->func);
  if (!rf) return RC_RW_INLINE_OOM;
  GHashTable *map = g_hash_table_new(NULL, NULL);
  RcRwInline why = RC_RW_INLINE_REFUSED;
  bool ok = true, ret = false;
  for (RcNode *n = b->first; n && ok && !ret; n = n->next) {
    if (n->op == RC_OP_PARAMETER) continue;
    if (rc_rw_scalars_tuple_read(n, tup, map, &ok)) continue;
    if (!(ok = !rc_node_nregions(n))) break; /* a region inside a region: not written inline */
    RcNode *c = n->op == RC_OP_RETURN ? rc_node_create(m, RC_OP_RETURN, n->noperands, 0) : rc_node_clone(m, n);
    if (!c) {
      ok = false;
      why = RC_RW_INLINE_OOM;
      break;
    }
    c->loc = n->op == RC_OP_RETURN ? cond->loc : n->loc;
    rc_func_insert_before(rf, c, NULL);
    for (uint32_t i = 0; i < n->nresults; i++) g_hash_table_insert(map, &n->results[i], &c->results[i]);
    if (calls && rc_node_fused(n) && n->nresults == 1) {
      g_ptr_array_add(calls, n);
      g_ptr_array_add(calls, c);
    }
    for (uint32_t i = 0; i < n->noperands && ok; i++) {
      RcValue *v = g_hash_table_lookup(map, rc_node_operand(n, i));
      ok = v != NULL;
      rc_node_set_operand(c, i, v);
    }
    ret = n->op == RC_OP_RETURN;
  }
  g_hash_table_destroy(map);
  if (ok && ret) {
    *out = rf;
    return RC_RW_INLINE_DONE;
  }
  rc_func_erase_region(rf);
  return why;
}

RcRwInline rc_rw_scalars_inline(RcModule *m, RcNode *cond, RcFunc *yes, RcFunc *no, RcHigherResult *r) {
  RcNode *tup = rc_node_operand(cond, 1)->def;
  if (!tup || tup->op != RC_OP_TUPLE || rc_node_operand(cond, 2) != rc_node_operand(cond, 1)) return RC_RW_INLINE_REFUSED;
  /* both regions built before any report entry follows a copy: a refusal leaves r as it was */
  GPtrArray *calls = g_ptr_array_new();
  RcFunc *t = NULL, *f = NULL;
  RcRwInline why = region_of(m, yes, cond, tup, calls, &t);
  if (why == RC_RW_INLINE_DONE) why = region_of(m, no, cond, tup, NULL, &f);
  RcNode *n = why == RC_RW_INLINE_DONE ? rc_node_create(m, RC_OP_OPAQUE, 1, 1) : NULL;
  if (why == RC_RW_INLINE_DONE && (!n || !rc_node_add_region(n, t) || !rc_node_add_region(n, f))) why = RC_RW_INLINE_OOM;
  if (why != RC_RW_INLINE_DONE) {
    if (t) rc_func_erase_region(t);
    if (f) rc_func_erase_region(f);
    g_ptr_array_free(calls, TRUE);
    return why;
  }
  /* n is not in the function yet: the fresh names avoid the function's as before */
  for (guint i = 0; i + 1 < calls->len; i += 2)
    follow(m, r, g_ptr_array_index(calls, i), g_ptr_array_index(calls, i + 1), cond->func);
  g_ptr_array_free(calls, TRUE);
  n->opname = "stablehlo.if";
  n->loc = cond->loc;
  n->results[0].type = cond->results[0].type;
  rc_func_insert_before(cond->func, n, cond);
  rc_node_set_operand(n, 0, rc_node_operand(cond, 0));
  const char *nm = cond->results[0].name;
  rc_value_replace_all_uses(&cond->results[0], &n->results[0]);
  rc_node_erase(cond);
  if (!tup->results[0].nuses) rc_node_erase(tup);
  n->results[0].name = nm;
  rc_module_remove_func(m, yes);
  rc_module_remove_func(m, no);
  return RC_RW_INLINE_DONE;
}
