/* Composites in: a framework's composite call that names a table op becomes that op's
 * recompose call.
 *
 * Frameworks already mark some activations: torch_xla writes `stablehlo.composite
 * "composite.gelu"` with {approximate = "none"}, the ODML converters `odml.gelu`, XLA an HLO
 * `call` with is_composite=true and the name in its frontend attributes. The pattern set's
 * composite rows (`composite "NAME" {key = value} -> op`, patterns/composites.rcp and the
 * user's files) say which name and attributes denote which op. The decomposition is the
 * proof: the pass has already raised every function, so a decomposition that computes the
 * op is now its parameters, one verified recompose call of that op on them, and the return.
 * Then the composite call itself is replaced by that recompose call on the composite's
 * operands, its decomposition is dropped when nothing else calls it, and the rewrite the
 * decomposition held is reported at the composite's place. A named composite whose
 * decomposition did not become that one call stays as written, reported with the reason. */
#include <string.h>

#include "fused/fused.h"
#include "rewrite/rewrite.h"

bool rc_rewrite_composite_of(const RcNode *n, char *name, size_t size, const char **attrs) {
  *attrs = NULL;
  name[0] = '\0';
  if (n->op == RC_OP_COMPOSITE) {
    const RcAttr *t = rc_node_attr(n, "custom_call_target");
    if (t && t->kind == RC_ATTR_STR && t->u.s && strlen(t->u.s) < size) strcpy(name, t->u.s);
    const RcAttr *a = rc_node_attr(n, "composite_attributes");
    *attrs = a ? (a->raw ? a->raw : a->kind == RC_ATTR_STR ? a->u.s : NULL) : NULL;
    return true;
  }
  if (n->op != RC_OP_CALL) return false;
  const RcAttr *c = rc_node_attr(n, "is_composite");
  const char *cv = c ? (c->raw ? c->raw : c->kind == RC_ATTR_STR || c->kind == RC_ATTR_ENUM ? c->u.s : NULL) : NULL;
  if (!cv || strcmp(cv, "true")) return false;
  const RcAttr *fa = rc_node_attr(n, "frontend_attributes");
  const char *t = fa ? fa->raw : NULL, *p = t ? strstr(t, "composite.name=\"") : NULL;
  *attrs = t;
  if (!p) return true;
  p += strlen("composite.name=\"");
  const char *q = strchr(p, '"');
  if (!q || (size_t)(q - p) >= size) return true;
  memcpy(name, p, (size_t)(q - p));
  name[q - p] = '\0';
  return true;
}

/* Whether the attribute text holds `key = value` (blanks around '=' free; a value written
 * with a type, `1 : i32`, compares by the part before the colon). */
static bool has_attr(const char *text, const char *key, const char *value) {
  size_t kl = strlen(key), vl = strlen(value);
  for (const char *p = text ? strstr(text, key) : NULL; p; p = strstr(p + 1, key)) {
    char before = p == text ? ' ' : p[-1];
    if (before == '_' || before == '.' || (before >= 'a' && before <= 'z') || (before >= 'A' && before <= 'Z') ||
        (before >= '0' && before <= '9'))
      continue;
    const char *v = p + kl;
    while (*v == ' ') v++;
    if (*v != '=') continue;
    v++;
    while (*v == ' ') v++;
    if (strncmp(v, value, vl)) continue;
    char after = v[vl];
    if (after == '\0' || after == ',' || after == '}' || after == ' ' || after == ':') return true;
  }
  return false;
}

static const RcCompositeRow *row_for(const RcPatternSet *ps, const char *name, const char *attrs) {
  for (size_t i = 0; i < ps->ncomps; i++) {
    const RcCompositeRow *r = &ps->comps[i];
    if (strcmp(r->name, name)) continue;
    bool ok = true;
    for (uint32_t k = 0; ok && k < r->nkeys; k++) ok = has_attr(attrs, r->key[k], r->value[k]);
    if (ok) return r;
  }
  return NULL;
}

/* The one recompose call of op that decomposition g consists of (parameters, the call on
 * parameters, the return of its result), or NULL with *why saying what else is there. */
static RcNode *single_call(const RcFunc *g, const char *op, const char **why) {
  RcNode *call = NULL;
  if (!g->last || g->last->op != RC_OP_RETURN || g->last->noperands != 1) {
    *why = "its decomposition does not return one value";
    return NULL;
  }
  for (RcNode *k = g->first; k; k = k->next) {
    if (k->op == RC_OP_PARAMETER || k == g->last) continue;
    const RcFusedCall *fc = rc_node_fused(k);
    if (!fc || call) {
      *why = "its decomposition was not raised to one recompose call";
      return NULL;
    }
    call = k;
  }
  if (!call) {
    *why = "its decomposition was not raised to one recompose call";
    return NULL;
  }
  if (strcmp(rc_node_fused(call)->op->name, op)) {
    *why = "its decomposition computes another op";
    return NULL;
  }
  if (rc_node_operand(g->last, 0) != rc_node_result(call)) {
    *why = "its decomposition does not return the recompose call's result";
    return NULL;
  }
  for (uint32_t i = 0; i < call->noperands; i++) {
    RcValue *v = rc_node_operand(call, i);
    if (!v || !v->def || v->def->op != RC_OP_PARAMETER || v->def->func != g) {
      *why = "its decomposition's recompose call reads more than the parameters";
      return NULL;
    }
  }
  return call;
}

static uint32_t param_index(const RcFunc *g, const RcNode *p) {
  for (uint32_t i = 0; i < g->nparams; i++)
    if (g->params[i] == p) return i;
  return UINT32_MAX;
}

/* Replaces composite c (in f) by a copy of call, its operands read through g's parameters. */
static RcNode *replace(RcModule *m, RcFunc *f, RcNode *c, const RcFunc *g, const RcNode *call) {
  RcNode *x = rc_node_clone(m, call);
  if (!x) return NULL;
  for (uint32_t i = 0; i < call->noperands; i++) {
    uint32_t k = param_index(g, rc_node_operand(call, i)->def);
    if (k >= c->noperands) return NULL;
    rc_node_set_operand(x, i, rc_node_operand(c, k));
  }
  x->results[0].name = c->results[0].name;
  x->loc = c->loc;
  rc_func_insert_before(f, x, c);
  rc_value_replace_all_uses(rc_node_result(c), rc_node_result(x));
  rc_node_erase(c);
  return x;
}

static void report(RcHigherResult *r, const RcNode *call, RcNode *x, const char *name, const RcFunc *f) {
  for (guint i = 0; i < r->fused->len; i++) {
    if (g_ptr_array_index(r->fused, i) != call) continue;
    RcRewriteInfo *ri = &g_array_index(r->rewrites, RcRewriteInfo, i);
    char *pat = g_strconcat("composite:", name, NULL);
    ri->pattern = g_string_chunk_insert_const(r->strings, pat);
    g_free(pat);
    ri->root = x->results[0].name ? g_string_chunk_insert_const(r->strings, x->results[0].name) : ri->root;
    ri->func = g_string_chunk_insert_const(r->strings, f->name ? f->name : "");
    g_ptr_array_index(r->fused, i) = x;
    return;
  }
}

/* A named composite left as written: a skip entry under the pattern name composite:NAME. */
static void skip(RcHigherResult *r, const char *op, const char *name, const RcValue *root, const RcFunc *f,
                 const char *why) {
  char *pat = g_strconcat("composite:", name, NULL), *reason = g_strdup_printf("composite '%s': %s", name, why);
  rc_rewrite_add_skip(r, pat, op, root, f, reason);
  g_free(pat);
  g_free(reason);
}

/* dropped collects the decompositions of the composites replaced. */
static bool composites_in(RcModule *m, RcFunc *f, const RcPatternSet *ps, RcHigherResult *r, GHashTable *dropped) {
  for (RcNode *n = f->first, *next; n; n = next) {
    next = n->next;
    for (uint32_t k = 0; k < rc_node_nregions(n); k++)
      if (!composites_in(m, rc_node_region(n, k), ps, r, dropped)) return false;
    char name[256];
    const char *attrs;
    if (n->nresults != 1 || !rc_rewrite_composite_of(n, name, sizeof name, &attrs) || !name[0]) continue;
    const RcCompositeRow *row = row_for(ps, name, attrs);
    if (!row) continue;
    const RcAttr *d = rc_node_attr(n, "to_apply");
    RcFunc *g = d && d->kind == RC_ATTR_FUNC ? d->u.fn : NULL;
    const char *why = "it has no decomposition";
    const RcNode *call = g ? single_call(g, row->op, &why) : NULL;
    if (!call) {
      skip(r, row->op, name, rc_node_result(n), f, why);
      continue;
    }
    RcNode *x = replace(m, f, n, g, call);
    if (!x) return false;
    report(r, call, x, name, f);
    g_hash_table_add(dropped, g);
  }
  return true;
}

bool rc_rewrite_composites(RcModule *m, const RcPatternSet *ps, RcHigherResult *r) {
  /* only a composite or a call is one (rc_rewrite_composite_of) */
  if (!ps->ncomps || (!rc_module_may_hold(m, RC_OP_COMPOSITE) && !rc_module_may_hold(m, RC_OP_CALL))) return true;
  GHashTable *dropped = g_hash_table_new(NULL, NULL);
  bool ok = true;
  for (RcFunc *f = m->funcs; f && ok; f = f->next) ok = composites_in(m, f, ps, r, dropped);
  if (ok && g_hash_table_size(dropped)) { /* each decomposition nothing calls any more goes */
    GHashTable *refs = rc_rewrite_referenced_funcs(m);
    GHashTableIter it;
    gpointer g;
    g_hash_table_iter_init(&it, dropped);
    while (g_hash_table_iter_next(&it, &g, NULL))
      if (!g_hash_table_contains(refs, g)) rc_module_remove_func(m, g);
    g_hash_table_destroy(refs);
  }
  g_hash_table_destroy(dropped);
  return ok;
}
