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
 * the enclosing function, defined before the conditional and so before the if); the branch
 * functions and the tuple go. A joint region's backward (scalars.c joint()) returns a tuple of
 * its roots, read element by element: its if has one result per root, each region returning
 * the elements, and the element reads' names go to the results. The backward's and forward's
 * guards are written together or not at all (a forward raised alone would leave the backward
 * recomputing its inner values), so every if is built before the module changes. The
 * regions' values are unnamed (the writer names them; a region cannot reuse a name of its
 * enclosing function), but for the fused calls of the true branch: each takes a fresh name,
 * `fast_<root>`, and its rewrite's report entry follows it there (function and root). */
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

/* Whether n is the tuple a joint guard's branch returns (its roots): the region returns the
 * elements instead, one result of the stablehlo.if each. */
static bool returned_tuple(const RcFunc *b, const RcNode *n) {
  const RcNode *ret = b->last;
  return n->op == RC_OP_TUPLE && ret && ret->op == RC_OP_RETURN && ret->noperands == 1 && n->next == ret &&
         rc_node_operand(ret, 0) == &n->results[0];
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
  const RcNode *roots = NULL;
  for (RcNode *n = b->first; n && ok && !ret; n = n->next) {
    if (n->op == RC_OP_PARAMETER) continue;
    if (rc_rw_scalars_tuple_read(n, tup, map, &ok)) continue;
    if (returned_tuple(b, n)) {
      roots = n;
      continue;
    }
    if (!(ok = !rc_node_nregions(n))) break; /* a region inside a region: not written inline */
    /* the return: of the roots' tuple, its elements */
    const RcNode *from = n->op == RC_OP_RETURN && roots ? roots : n;
    RcNode *c = n->op == RC_OP_RETURN ? rc_node_create(m, RC_OP_RETURN, from->noperands, 0) : rc_node_clone(m, n);
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
    for (uint32_t i = 0; i < from->noperands && ok; i++) {
      RcValue *v = g_hash_table_lookup(map, rc_node_operand(from, i));
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

/* The results cond's readers take: its one result, or for a tuple (a joint guard's roots) its
 * elements, each read by get-tuple-elements only. 0 when another node reads the tuple whole. */
static uint32_t results_of(const RcNode *cond) {
  const RcType *t = cond->results[0].type;
  if (!t || t->kind != RC_TYPE_TUPLE) return 1;
  rc_value_for_each_use(&cond->results[0], u) {
    const RcAttr *a = u->user->op == RC_OP_GET_TUPLE_ELEMENT ? rc_node_attr(u->user, "index") : NULL;
    if (!a || a->kind != RC_ATTR_INT || a->u.i < 0 || a->u.i >= t->ntuple) return 0;
  }
  return t->ntuple > 0 ? (uint32_t)t->ntuple : 0;
}

/* One guard while it is written: its conditional, branches and the two regions built. */
typedef struct {
  RcNode *cond, *tup;
  RcFunc *yes, *no, *t, *f;
  RcNode *n; /* the stablehlo.if, not in the function yet */
} Inline;

/* Builds g's regions and its stablehlo.if (nothing of the module changes), the fused calls'
 * pairs appended to calls. */
static RcRwInline build(RcModule *m, Inline *g, GPtrArray *calls) {
  RcNode *cond = g->cond;
  g->tup = rc_node_operand(cond, 1)->def;
  uint32_t nres = results_of(cond);
  if (!g->tup || g->tup->op != RC_OP_TUPLE || rc_node_operand(cond, 2) != rc_node_operand(cond, 1) || !nres)
    return RC_RW_INLINE_REFUSED;
  RcRwInline why = region_of(m, g->yes, cond, g->tup, calls, &g->t);
  if (why == RC_RW_INLINE_DONE) why = region_of(m, g->no, cond, g->tup, NULL, &g->f);
  if (why != RC_RW_INLINE_DONE) return why;
  /* each region returns the op's results (a tuple's elements, or the one value) */
  if (g->t->last->noperands != nres || g->f->last->noperands != nres) return RC_RW_INLINE_REFUSED;
  g->n = rc_node_create(m, RC_OP_OPAQUE, 1, nres);
  if (!g->n || !rc_node_add_region(g->n, g->t)) return RC_RW_INLINE_OOM;
  g->t = NULL; /* n's now */
  if (!rc_node_add_region(g->n, g->f)) return RC_RW_INLINE_OOM;
  g->f = NULL;
  return RC_RW_INLINE_DONE;
}

/* g's stablehlo.if in place of its conditional: the readers of the conditional (or of its
 * tuple's elements) read the if's results, under their names; the branch functions go. */
static void commit(RcModule *m, Inline *g) {
  RcNode *n = g->n, *cond = g->cond;
  n->opname = "stablehlo.if";
  n->loc = cond->loc;
  rc_func_insert_before(cond->func, n, cond);
  rc_node_set_operand(n, 0, rc_node_operand(cond, 0));
  RcType *t = cond->results[0].type;
  if (t && t->kind == RC_TYPE_TUPLE) {
    for (uint32_t i = 0; i < n->nresults; i++) n->results[i].type = t->tuple[i];
    for (RcUse *u = cond->results[0].uses, *next; u; u = next) {
      next = u->next;
      RcNode *e = u->user;
      RcValue *v = &n->results[rc_node_attr(e, "index")->u.i];
      rc_value_replace_all_uses(&e->results[0], v);
      v->name = e->results[0].name;
      rc_node_erase(e);
    }
  } else {
    n->results[0].type = t;
    const char *nm = cond->results[0].name;
    rc_value_replace_all_uses(&cond->results[0], &n->results[0]);
    n->results[0].name = nm;
  }
  rc_node_erase(cond);
  if (!g->tup->results[0].nuses) rc_node_erase(g->tup);
  rc_module_remove_func(m, g->yes);
  rc_module_remove_func(m, g->no);
}

/* What build made, released (after a refusal or out of memory). */
static void unbuild(Inline *g) {
  if (g->t) rc_func_erase_region(g->t);
  if (g->f) rc_func_erase_region(g->f);
  if (g->n) {
    for (uint32_t r = 0; r < rc_node_nregions(g->n); r++) rc_func_erase_region(rc_node_region(g->n, r));
    rc_node_erase(g->n);
  }
  g->t = g->f = NULL;
  g->n = NULL;
}

RcRwInline rc_rw_scalars_inline(RcModule *m, RcNode *const *conds, RcFunc *const *yes, RcFunc *const *no, uint32_t k,
                                RcHigherResult *r) {
  /* every stablehlo.if built before any report entry follows a copy or the module changes: a
   * refusal leaves both as they were */
  Inline gs[RC_RW_SCALARS_INLINE_MAX] = {0};
  GPtrArray *calls = g_ptr_array_new();
  RcRwInline why = k <= RC_RW_SCALARS_INLINE_MAX ? RC_RW_INLINE_DONE : RC_RW_INLINE_REFUSED;
  for (uint32_t i = 0; i < k && why == RC_RW_INLINE_DONE; i++) {
    gs[i] = (Inline){.cond = conds[i], .yes = yes[i], .no = no[i]};
    why = build(m, &gs[i], calls);
  }
  if (why != RC_RW_INLINE_DONE) {
    for (uint32_t i = 0; i < k && i < RC_RW_SCALARS_INLINE_MAX; i++) unbuild(&gs[i]);
    g_ptr_array_free(calls, TRUE);
    return why;
  }
  /* the ifs are not in the function yet: the fresh names avoid the function's as before */
  for (guint i = 0; i + 1 < calls->len; i += 2)
    follow(m, r, g_ptr_array_index(calls, i), g_ptr_array_index(calls, i + 1), conds[0]->func);
  g_ptr_array_free(calls, TRUE);
  for (uint32_t i = 0; i < k; i++) commit(m, &gs[i]);
  return RC_RW_INLINE_DONE;
}
