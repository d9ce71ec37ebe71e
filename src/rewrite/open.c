/* Opening fusions: compiled HLO (XLA:CPU after its pipeline) splits one
 * activation over several fusions and wrapped computations (a softmax's row max
 * in a wrapped reduce, its exp in one kLoop fusion, its sum and divide in
 * others), and recomputes cheap values in every fusion that reads them. Before
 * the driver matches a function, each fusion call of it whose body only
 * computes is opened: the body's nodes are cloned into the caller in front of
 * the call, on the call's operands, and the call's users read the clone of the
 * body's root. Clones identical to an earlier clone (the same op on the same
 * operands, by CSE's rule: XLA's recomputed mean or biased input) are that
 * clone, so the caller reads each value once. The canonical view and the
 * rewrite then work on the caller as on uncompiled HLO, and a fused call whose
 * region spans several fusions is placed in the caller, where XLA can run it.
 *
 * After the rounds, a call whose clones no rewrite touched (its root's clone
 * still computes its value from its own operands through clones only) is closed
 * again: the call goes back where it was, exactly as written, and the clones
 * nothing reads any more are erased. A call a rewrite touched stays open: what is
 * left of its body (a transpose after a softmax) stays in the caller as plain
 * ops, and its computation is removed from the module once nothing refers to it.
 * Part of src/rewrite (see rewrite.h). */
#include <string.h>

#include "fused/fused.h"
#include "rewrite/hooks.h"
#include "rewrite/rewrite.h"

typedef struct Opened {
  RcNode *call;     /* the fusion node, out of the function while open */
  RcValue **ops;    /* its operands when opened */
  RcValue *root;    /* what its users read while open: the clone of the body's root */
} Opened;

struct RcOpenFusions {
  RcFunc *f;
  GArray *calls;      /* Opened, in program order */
  GPtrArray *clones;  /* every clone made, in creation (program) order */
  GHashTable *is_clone;
  GHashTable *cse;    /* clones by structure (CSE's rule) */
  GHashTable *names;  /* value names of f and of the clones */
  RcHigherResult *r;  /* follows the clones of fused calls (absorbed.c), or NULL */
};

/* The fused op of a recompose.<op> call ("sigmoid"), else NULL. */
static const char *fused_op(const RcNode *k) {
  const RcFusedCall *fc = rc_node_fused(k);
  if (fc) return fc->form == RC_FUSED_COMPOSITE ? NULL : fc->op->name;
  const RcAttr *a = k->op == RC_OP_CUSTOM_CALL ? rc_node_attr(k, "custom_call_target") : NULL;
  return a && a->kind == RC_ATTR_STR && a->u.s ? rc_fused_target_op(a->u.s) : NULL;
}

/* Whether body node k may be cloned: pure, or a fused / erf call the rewrite treats as
 * pure (a fused call made when the body was matched on its own: see rc_rewrite_reraises). */
static bool clonable(const RcNode *k) {
  if (k->flags & RC_NODE_HAS_SIDE_EFFECT) return false;
  if (rc_node_nregions(k)) return false;
  if (rc_op_info[k->op].flags & RC_F_PURE) return k->op != RC_OP_PARAMETER;
  if (rc_node_is_identity_rounding(k)) return true;
  if (fused_op(k)) return true;
  if (k->op == RC_OP_CUSTOM_CALL) {
    const RcAttr *a = rc_node_attr(k, "custom_call_target");
    return fused_op(k) || (a && a->kind == RC_ATTR_STR && a->u.s && !strcmp(a->u.s, "mhlo.erf"));
  }
  return false;
}

bool rc_rewrite_reraises(const RcOpenFusions *o, const char *op, RcNode *const *region, uint32_t nregion) {
  for (uint32_t i = 0; o && i < nregion; i++) {
    const char *f = fused_op(region[i]);
    if (f && !strcmp(f, op) && g_hash_table_contains(o->is_clone, region[i])) return true;
  }
  return false;
}

/* The body of fusion n when it may be opened: one tensor result, not a library
 * fusion (kind=kCustom: a dot XLA hands to a library), parameters matching the
 * operands, every node a parameter or clonable, one returned value. */
static RcFunc *body_of(const RcNode *n) {
  if (n->op != RC_OP_FUSION || n->nresults != 1 || (n->flags & RC_NODE_HAS_SIDE_EFFECT) || !n->results[0].type ||
      n->results[0].type->kind != RC_TYPE_TENSOR)
    return NULL;
  const RcAttr *kind = rc_node_attr(n, "kind");
  if (kind && kind->kind == RC_ATTR_ENUM && kind->u.s && !strcmp(kind->u.s, "kCustom")) return NULL;
  const RcAttr *a = rc_node_attr(n, "to_apply");
  RcFunc *g = a && a->kind == RC_ATTR_FUNC ? a->u.fn : NULL;
  if (!g || g == n->func || g->is_entry || g->nparams != n->noperands || !g->last || g->last->op != RC_OP_RETURN ||
      g->last->noperands != 1)
    return NULL;
  for (uint32_t i = 0; i < g->nparams; i++) {
    const RcValue *v = rc_node_operand(n, i);
    if (!g->params[i] || g->params[i]->nresults != 1 || !v || !rc_type_equal(g->params[i]->results[0].type, v->type))
      return NULL;
  }
  for (const RcNode *k = g->first; k; k = k->next)
    if (k != g->last && k->op != RC_OP_PARAMETER && (k->op == RC_OP_RETURN || !clonable(k))) return NULL;
  const RcValue *r = rc_node_operand(g->last, 0);
  if (!r || !r->def || r->def->func != g || r->def->op == RC_OP_PARAMETER || r->def->nresults != 1 ||
      !rc_type_equal(r->type, n->results[0].type))
    return NULL;
  return g;
}

RcFunc *rc_rewrite_fusion_body(const RcNode *n) { return body_of(n); }

static guint node_hash(gconstpointer p) {
  const RcNode *n = p;
  guint h = n->op * 2654435761u ^ n->noperands;
  for (uint32_t i = 0; i < n->noperands; i++) h = h * 31u + (guint)(uintptr_t)rc_node_operand(n, i);
  if (n->literal && n->literal->raw) h ^= g_str_hash(n->literal->raw);
  return h;
}

/* Clones by CSE's rule; fused calls too (twins.c): XLA:CPU recomputes an activation in each
 * fusion that reads it, and the call raised in each body is then one call in the caller (the
 * hardsigmoid under a compiled log_softmax's max, exp and loss), the others' rewrites absorbed
 * by its own. */
static gboolean node_equal(gconstpointer a, gconstpointer b) {
  return rc_rw_same_node(a, b) || rc_rewrite_twin_calls(a, b);
}

/* Clones body node k into f before `at`, its operands from map; the clone, or an
 * identical clone made before when `share` (a body's root is always a clone of its
 * own, which closing the call replaces). NULL on out-of-memory. */
static RcNode *clone_into(RcOpenFusions *o, RcNode *k, GHashTable *map, RcNode *at, bool share) {
  RcModule *m = o->f->module;
  RcNode *c = rc_node_clone(m, k);
  if (!c) return NULL;
  for (uint32_t i = 0; i < k->noperands; i++) rc_node_set_operand(c, i, g_hash_table_lookup(map, rc_node_operand(k, i)));
  RcNode *twin = share && c->nresults == 1 ? g_hash_table_lookup(o->cse, c) : NULL;
  if (twin) {
    gpointer at = o->r && o->r->fused_at ? g_hash_table_lookup(o->r->fused_at, twin) : NULL;
    if (at && rc_node_fused(c)) { /* followed as a copy of k's call, taken by twin's rewrite */
      rc_rw_follow_copy(o->r, k, c);
      rc_rw_gone(o->r, c, GPOINTER_TO_SIZE(at) - 1);
    }
    for (uint32_t i = 0; i < c->noperands; i++) rc_node_set_operand(c, i, NULL);
    c->flags |= RC_NODE_DEAD;
    return twin;
  }
  for (uint32_t i = 0; i < k->nresults; i++) {
    const char *nm = k->results[i].name;
    /* the body's names are the module's (XLA names instructions module-wide); a
     * name already read in f leaves the clone unnamed (the writer invents one) */
    if (nm && !g_hash_table_contains(o->names, nm)) {
      c->results[i].name = nm;
      g_hash_table_add(o->names, (gpointer)nm);
    }
  }
  rc_func_insert_before(o->f, c, at);
  if (o->r) rc_rw_follow_copy(o->r, k, c);
  g_ptr_array_add(o->clones, c);
  g_hash_table_add(o->is_clone, c);
  if (c->nresults == 1 && ((rc_op_info[c->op].flags & RC_F_PURE) || rc_node_fused(c))) g_hash_table_insert(o->cse, c, c);
  return c;
}

/* Opens fusion n (body g): false on out-of-memory. */
static bool open_call(RcOpenFusions *o, RcNode *n, RcFunc *g) {
  GHashTable *map = g_hash_table_new(NULL, NULL);
  for (uint32_t i = 0; i < g->nparams; i++) g_hash_table_insert(map, &g->params[i]->results[0], rc_node_operand(n, i));
  const RcNode *groot = rc_node_operand(g->last, 0)->def;
  bool ok = true;
  for (RcNode *k = g->first; k && ok; k = k->next) {
    if (k->op == RC_OP_PARAMETER || k == g->last) continue;
    RcNode *c = clone_into(o, k, map, n, k != groot);
    if (!c) ok = false;
    else
      for (uint32_t i = 0; i < k->nresults; i++) g_hash_table_insert(map, &k->results[i], &c->results[i]);
  }
  RcValue *root = ok ? g_hash_table_lookup(map, rc_node_operand(g->last, 0)) : NULL;
  g_hash_table_destroy(map);
  if (!root) return false;
  Opened e = {.call = n, .root = root, .ops = g_new(RcValue *, n->noperands ? n->noperands : 1)};
  for (uint32_t i = 0; i < n->noperands; i++) {
    e.ops[i] = rc_node_operand(n, i);
    rc_node_set_operand(n, i, NULL);
  }
  rc_value_replace_all_uses(&n->results[0], root);
  rc_func_unlink(n);
  g_array_append_val(o->calls, e);
  return true;
}

RcOpenFusions *rc_rewrite_open_fusions(RcFunc *f, GHashTable *ready, RcHigherResult *r) {
  bool any = false;
  for (RcNode *n = f->first; n && !any; n = n->next) any = n->op == RC_OP_FUSION;
  if (!any) return NULL;
  RcOpenFusions *o = g_new0(RcOpenFusions, 1);
  o->f = f;
  o->r = r;
  o->calls = g_array_new(FALSE, FALSE, sizeof(Opened));
  o->clones = g_ptr_array_new();
  o->is_clone = g_hash_table_new(NULL, NULL);
  o->cse = g_hash_table_new(node_hash, node_equal);
  o->names = g_hash_table_new(g_str_hash, g_str_equal);
  for (RcNode *n = f->first; n; n = n->next)
    for (uint32_t r = 0; r < n->nresults; r++)
      if (n->results[r].name) g_hash_table_add(o->names, (gpointer)n->results[r].name);
  for (RcNode *n = f->first, *next; n; n = next) {
    next = n->next;
    RcFunc *g = body_of(n);
    if (g && (!ready || g_hash_table_contains(ready, g)) && !open_call(o, n, g)) break;
  }
  return o;
}

void rc_rewrite_opened_names(const RcOpenFusions *o, GHashTable *names) {
  for (guint i = 0; o && i < o->calls->len; i++) {
    const RcAttr *a = rc_node_attr(g_array_index(o->calls, Opened, i).call, "to_apply");
    if (a->u.fn->name) g_hash_table_add(names, (gpointer)a->u.fn->name);
  }
}

/* Whether open call e still computes, through clones only, its root from its own
 * operands: then closing it changes nothing a rewrite made. */
static bool untouched(const RcOpenFusions *o, const Opened *e) {
  if (e->root->def->flags & RC_NODE_DEAD) return false;
  for (uint32_t i = 0; i < e->call->noperands; i++)
    if (e->ops[i]->def && (e->ops[i]->def->flags & RC_NODE_DEAD)) return false;
  GHashTable *seen = g_hash_table_new(NULL, NULL);
  GPtrArray *stack = g_ptr_array_new();
  g_ptr_array_add(stack, e->root->def);
  bool ok = true;
  while (stack->len && ok) {
    RcNode *k = g_ptr_array_remove_index(stack, stack->len - 1);
    if (g_hash_table_contains(seen, k)) continue;
    g_hash_table_add(seen, k);
    if ((k->flags & RC_NODE_DEAD) || !g_hash_table_contains(o->is_clone, k)) {
      ok = false;
      break;
    }
    for (uint32_t i = 0; i < k->noperands; i++) {
      RcValue *v = rc_node_operand(k, i);
      bool operand = false;
      for (uint32_t j = 0; j < e->call->noperands && !operand; j++) operand = e->ops[j] == v;
      if (!operand) g_ptr_array_add(stack, v ? v->def : NULL);
      if (!v) ok = false;
    }
  }
  g_ptr_array_free(stack, TRUE);
  g_hash_table_destroy(seen);
  return ok;
}

/* Erases the clones nothing reads: users come after their operands, so one backward pass. */
static void erase_unread(RcOpenFusions *o) {
  for (guint i = o->clones->len; i-- > 0;) {
    RcNode *c = g_ptr_array_index(o->clones, i);
    if (c->flags & RC_NODE_DEAD) continue;
    bool used = false;
    for (uint32_t r = 0; r < c->nresults && !used; r++) used = c->results[r].nuses != 0;
    if (used) continue;
    if (o->r) rc_rw_gone(o->r, c, RC_RW_NOT_ABSORBED);
    rc_node_erase(c);
  }
}

void rc_rewrite_close_fusions(RcOpenFusions *o, GHashTable *open_bodies) {
  if (!o) return;
  /* first those a rewrite left unread: a call whose root's clone nothing reads any more (its
   * readers raised, or reading a call's result now: recompute.c read_result) is not put back,
   * and its body goes with the touched ones */
  erase_unread(o);
  for (guint i = o->calls->len; i-- > 0;) {
    Opened *e = &g_array_index(o->calls, Opened, i);
    const RcAttr *a = rc_node_attr(e->call, "to_apply");
    if (!untouched(o, e)) {
      if (open_bodies) g_hash_table_add(open_bodies, a->u.fn);
      continue;
    }
    rc_func_insert_before(o->f, e->call, e->root->def);
    for (uint32_t k = 0; k < e->call->noperands; k++) rc_node_set_operand(e->call, k, e->ops[k]);
    rc_value_replace_all_uses(e->root, &e->call->results[0]);
  }
  erase_unread(o);
  for (guint i = 0; i < o->calls->len; i++) g_free(g_array_index(o->calls, Opened, i).ops);
  g_array_free(o->calls, TRUE);
  g_ptr_array_free(o->clones, TRUE);
  g_hash_table_destroy(o->is_clone);
  g_hash_table_destroy(o->cse);
  g_hash_table_destroy(o->names);
  g_free(o);
}

static void collect_refs(const RcFunc *f, GHashTable *refs, int depth) {
  if (depth > 64) return;
  for (const RcNode *n = f->first; n; n = n->next) {
    for (uint32_t i = 0; i < n->nattrs; i++)
      if (n->attrs[i].kind == RC_ATTR_FUNC && n->attrs[i].u.fn) g_hash_table_add(refs, n->attrs[i].u.fn);
    for (uint32_t r = 0; r < rc_node_nregions(n); r++) collect_refs(rc_node_region(n, r), refs, depth + 1);
  }
}

GHashTable *rc_rewrite_referenced_funcs(const RcModule *m) {
  GHashTable *refs = g_hash_table_new(NULL, NULL);
  for (const RcFunc *f = m->funcs; f; f = f->next) collect_refs(f, refs, 0);
  return refs;
}

void rc_rewrite_drop_open_bodies(RcModule *m, GHashTable *open_bodies, RcHigherResult *r) {
  if (!g_hash_table_size(open_bodies)) return;
  /* bodies hold no fusions (body_of), so removing one frees no other */
  GHashTable *refs = rc_rewrite_referenced_funcs(m);
  GHashTableIter it;
  gpointer k;
  g_hash_table_iter_init(&it, open_bodies);
  while (g_hash_table_iter_next(&it, &k, NULL))
    if (!g_hash_table_contains(refs, k)) {
      /* the fused calls of the body go with it (a clone of each may stay in a caller) */
      for (RcNode *n = ((RcFunc *)k)->first; r && n; n = n->next) rc_rw_gone(r, n, RC_RW_NOT_ABSORBED);
      rc_module_remove_func(m, k);
    }
  g_hash_table_destroy(refs);
}
