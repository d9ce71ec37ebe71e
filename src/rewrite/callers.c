/* Callers revisited after their callees raise. The driver matches a module's functions in
 * module order, and a caller's canonical view inlines the bodies of the functions it calls
 * (src/canon/inline.c). XLA prints a computation before its callers, but StableHLO from JAX
 * prints @main first and its private helpers (@log_softmax, @_var, ...) after it: @main is
 * matched while a helper's body is still decomposed, and a region of @main that reads the
 * helper's results (a backward whose dy is a helper's log_softmax backward) or that the
 * helper's decomposed body holds (a forward the helper's inlined copy shares nodes with) is
 * missed. Matching callees first would change what each function raises on its own (a
 * helper that raises its forward inside itself takes it from @main's backward, which reads
 * it), so the order stays; instead, once the matching is done, each function whose callees
 * raised after it was matched is matched again, callees before callers, with its first round
 * limited to the neighbourhood of those call sites (worklist.c, rc_rw_worklist_calls): only the regions
 * that read what changed are visited again. A function is revisited only for callees whose
 * body, or a body they call, raised after it was last matched. Part of src/rewrite. */
#include "rewrite/callers.h"

#include "canon/canon.h"

struct RcCallers {
  RcFunc **funcs;     /* the functions matched, by index */
  guint n;
  GHashTable *index;  /* RcFunc * -> index + 1 */
  GArray **callees;   /* per function: the indices (guint) of the functions it calls, once each */
  guint *order;       /* function indices, callees before their callers */
  guint64 *matched;   /* per function: the stamp of its last matching (0: never) */
  guint64 *raised;    /* per function: the stamp of its last matching that raised (0: none) */
  guint64 *changed;   /* per function: the latest of raised over it and what it calls, this pass */
  guint64 stamp;
  guint next;         /* the position in order of this pass */
};

static guint func_index(const RcCallers *cg, const RcNode *n) {
  const RcAttr *a = n->op == RC_OP_CALL ? rc_node_attr(n, "to_apply") : NULL;
  RcFunc *g = a && a->kind == RC_ATTR_FUNC ? a->u.fn : NULL;
  return g ? GPOINTER_TO_UINT(g_hash_table_lookup(cg->index, g)) : 0;
}

/* Appends to cg->order the functions reached from i not yet placed, each after its callees
 * (a depth-first post-order without recursion: a chain of helpers may be long). */
static void place(RcCallers *cg, guint i, bool *placed, guint *len) {
  GArray *stack = g_array_new(FALSE, FALSE, sizeof(guint) * 2); /* (function, next callee) */
  guint top[2] = {i, 0};
  placed[i] = true; /* on entry, so a cycle ends here */
  g_array_append_vals(stack, top, 1);
  while (stack->len) {
    guint *t = &g_array_index(stack, guint, 2 * (stack->len - 1));
    GArray *c = cg->callees[t[0]];
    if (c && t[1] < c->len) {
      guint j = g_array_index(c, guint, t[1]++);
      if (placed[j]) continue;
      placed[j] = true;
      guint fr[2] = {j, 0};
      g_array_append_vals(stack, fr, 1);
    } else {
      cg->order[(*len)++] = t[0];
      g_array_set_size(stack, stack->len - 1);
    }
  }
  g_array_free(stack, TRUE);
}

RcCallers *rc_rw_callers_new(const RcModule *m, GPtrArray *funcs) {
  if (!rc_module_may_hold(m, RC_OP_CALL) || funcs->len < 2) return NULL;
  RcCallers *cg = g_new0(RcCallers, 1);
  guint n = cg->n = funcs->len;
  cg->funcs = g_new(RcFunc *, n);
  cg->index = g_hash_table_new(NULL, NULL);
  for (guint i = 0; i < n; i++) cg->funcs[i] = g_ptr_array_index(funcs, i);
  for (guint i = 0; i < n; i++) g_hash_table_insert(cg->index, g_ptr_array_index(funcs, i), GUINT_TO_POINTER(i + 1));
  cg->callees = g_new0(GArray *, n);
  bool any = false;
  for (guint i = 0; i < n; i++) {
    RcFunc *f = cg->funcs[i];
    for (RcNode *k = f->first; k; k = k->next) {
      guint j = func_index(cg, k);
      if (!j || j - 1 == i) continue;
      j--;
      GArray *c = cg->callees[i] ? cg->callees[i] : (cg->callees[i] = g_array_new(FALSE, FALSE, sizeof(guint)));
      guint e = 0;
      while (e < c->len && g_array_index(c, guint, e) != j) e++;
      if (e == c->len) g_array_append_val(c, j);
      any = true;
    }
  }
  if (!any) {
    rc_rw_callers_free(cg);
    return NULL;
  }
  cg->order = g_new(guint, n);
  bool *placed = g_new0(bool, n);
  guint len = 0;
  for (guint i = 0; i < n; i++)
    if (!placed[i]) place(cg, i, placed, &len);
  g_free(placed);
  cg->matched = g_new0(guint64, n);
  cg->raised = g_new0(guint64, n);
  cg->changed = g_new0(guint64, n);
  return cg;
}

void rc_rw_callers_free(RcCallers *cg) {
  if (!cg) return;
  for (guint i = 0; i < cg->n; i++)
    if (cg->callees[i]) g_array_free(cg->callees[i], TRUE);
  g_free(cg->callees);
  g_free(cg->funcs);
  g_free(cg->order);
  g_free(cg->matched);
  g_free(cg->raised);
  g_free(cg->changed);
  g_hash_table_destroy(cg->index);
  g_free(cg);
}

void rc_rw_callers_matched(RcCallers *cg, const RcFunc *f, bool raised) {
  guint i = cg ? GPOINTER_TO_UINT(g_hash_table_lookup(cg->index, f)) : 0;
  if (!i) return;
  cg->matched[i - 1] = ++cg->stamp;
  if (raised) cg->raised[i - 1] = cg->changed[i - 1] = cg->stamp;
}

void rc_rw_callers_pass(RcCallers *cg) {
  if (cg) cg->next = 0;
}

RcFunc *rc_rw_callers_next(RcCallers *cg, GPtrArray *sites) {
  g_ptr_array_set_size(sites, 0);
  RcFunc *found = NULL;
  while (cg && !found && cg->next < cg->n) {
    guint i = cg->order[cg->next++];
    GArray *c = cg->callees[i];
    guint64 ch = cg->raised[i];
    bool stale = false; /* some callee changed after i was matched */
    for (guint k = 0; c && k < c->len; k++) {
      guint64 t = cg->changed[g_array_index(c, guint, k)];
      ch = MAX(ch, t);
      stale = stale || t > cg->matched[i];
    }
    cg->changed[i] = ch; /* callees come first: theirs are this pass's */
    if (!stale) continue;
    RcFunc *f = cg->funcs[i];
    for (RcNode *k = f->first; k; k = k->next) {
      guint j = func_index(cg, k);
      if (j && cg->changed[j - 1] > cg->matched[i] && !(k->flags & RC_NODE_DEAD) && rc_canon_callee(k))
        g_ptr_array_add(sites, k);
    }
    if (sites->len) found = f;
  }
  return found;
}
