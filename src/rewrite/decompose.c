/* Composites out: `recompose opt --decompose`, for consumers that cannot run composites.
 *
 * Each composite call (a recompose.<op> composite the highering pass wrote, another
 * framework's stablehlo.composite, an HLO call with is_composite=true) is replaced by the
 * body of its decomposition, inlined at the call's place on the call's operands: the
 * body's nodes are cloned in order (nested regions copied too), the call's users read the
 * clones of what the decomposition returns, and each value keeping the call's result takes
 * the call's name. A decomposition is flattened before it is inlined, so nested composites
 * go too; one that reaches itself again is bad input. Afterwards the decompositions nothing
 * refers to any more are removed, and each clone keeps its name unless its function (with
 * its regions) already has it: then the writer invents one. So `opt` then `--decompose` prints the original program again, up
 * to names where one decomposition was shared by several calls.
 *
 * A recompose custom call (HLO custom-call or stablehlo.custom_call of recompose.<op>)
 * has no decomposition to inline: it stays as written and is listed as kept. */
#include <string.h>

#include "formats/format.h"
#include "fused/fused.h"
#include "rewrite/rewrite.h"
#include "support/ctx.h"

struct RcDecomposeResult {
  GArray *inlined; /* RcDecomposeInfo */
  GArray *kept;    /* RcDecomposeInfo */
  GStringChunk *strings;
};

enum { IN_PROGRESS = 1, DONE = 2 };
/* Decompositions inlined into each other deeper than this are refused (the walk recurses). */
enum { MAX_DEPTH = 256 };

typedef struct Dc {
  RcModule *m;
  RcDecomposeResult *r;
  GHashTable *state;  /* function -> IN_PROGRESS or DONE */
  GHashTable *clones; /* nodes made by inlining */
  GHashTable *named;  /* clones that took the name of the call they replaced */
  GHashTable *used;   /* decompositions inlined somewhere: removed when nothing refers to them */
  int depth;
  RcStatus st;
} Dc;

static const char *keep(Dc *d, const char *s) { return s ? g_string_chunk_insert_const(d->r->strings, s) : NULL; }

static void note(Dc *d, GArray *to, const char *name, const RcNode *n, const char *reason) {
  char buf[32];
  const char *root = n->nresults ? n->results[0].name : NULL;
  if (!root) snprintf(buf, sizeof buf, "#%u", n->id);
  const RcFunc *f = n->func;
  while (f && f->parent) f = f->parent;
  RcDecomposeInfo e = {keep(d, name), keep(d, root ? root : buf), keep(d, f && f->name ? f->name : ""), keep(d, reason)};
  g_array_append_val(to, e);
}

/* An error at n, located in the module's file. */
static bool fail_at(Dc *d, const RcNode *n, const char *fmt, const char *a, const char *b) {
  RcSource src = {d->m->filename, NULL, 0};
  rc_diag(d->m->ctx, RC_SEV_ERROR, &src, n->loc.line, n->loc.col, fmt, a, b);
  d->st = RC_ERR_INPUT;
  return false;
}

static bool nomem(Dc *d) {
  d->st = RC_ERR_NOMEM;
  return false;
}

/* The decomposition composite call n runs, with its name in name[0..size) ("" if unnamed);
 * false when n is no composite call. *g is NULL for a composite without one. */
static bool composite(const RcNode *n, char *name, size_t size, RcFunc **g) {
  const RcFusedCall *fc = rc_node_fused(n);
  const char *attrs;
  if (fc) {
    if (fc->form != RC_FUSED_COMPOSITE) return false;
    snprintf(name, size, "%s", fc->op->target);
  } else if (!rc_rewrite_composite_of(n, name, size, &attrs)) {
    return false;
  }
  const RcAttr *a = rc_node_attr(n, "to_apply");
  *g = a && a->kind == RC_ATTR_FUNC ? a->u.fn : NULL;
  return true;
}

/* The target of a recompose custom call n (one the reader raised, or one whose config it
 * could not decode), else NULL. */
static const char *own_custom_call(const RcNode *n) {
  const RcFusedCall *fc = rc_node_fused(n);
  if (fc) return fc->form == RC_FUSED_COMPOSITE ? NULL : fc->op->target;
  const RcAttr *t = n->op == RC_OP_CUSTOM_CALL ? rc_node_attr(n, "custom_call_target") : NULL;
  return t && t->kind == RC_ATTR_STR && t->u.s && rc_fused_target_op(t->u.s) ? t->u.s : NULL;
}

static RcValue *outer(void *map, const RcValue *v) { return g_hash_table_lookup(map, v); }

/* Takes out the clones inserted before `at` back to (and with) `first`, last first. */
static void undo(Dc *d, RcNode *first, RcNode *at) {
  for (RcNode *k = at->prev, *prev; first && k; k = prev) {
    prev = k == first ? NULL : k->prev;
    g_hash_table_remove(d->clones, k);
    for (uint32_t r = 0; r < rc_node_nregions(k); r++) rc_func_erase_region(rc_node_region(k, r));
    rc_node_erase(k);
  }
}

/* Whether convert c of value a (types ct, at) is exact: at's values are ct's. */
static bool exact_convert(const RcNode *c) {
  const RcValue *a = c->op == RC_OP_CONVERT && c->noperands == 1 && c->nresults == 1 ? rc_node_operand(c, 0) : NULL;
  const RcType *at = a ? a->type : NULL, *ct = a ? c->results[0].type : NULL;
  return at && ct && at->kind == RC_TYPE_TENSOR && ct->kind == RC_TYPE_TENSOR && rc_dtype_is_float(at->dtype) &&
         rc_dtype_is_float(ct->dtype) && rc_dtype_holds(ct->dtype, at->dtype);
}

/* A call computed wider than its region (rewrite/wide.c) reads its operands widened, and its
 * decomposition narrows each back: for node k of the decomposition, a convert of a parameter
 * whose operand at the call (mapped in map) is an exact convert of a value of k's type, that
 * value; else NULL. */
static RcValue *narrowed_back(const RcNode *k, GHashTable *map) {
  const RcValue *p = k->op == RC_OP_CONVERT && k->noperands == 1 && k->nresults == 1 ? rc_node_operand(k, 0) : NULL;
  if (!p || !p->def || p->def->op != RC_OP_PARAMETER) return NULL;
  RcValue *o = g_hash_table_lookup(map, p);
  if (!o || !o->def || !exact_convert(o->def)) return NULL;
  RcValue *w = rc_node_operand(o->def, 0);
  return rc_type_equal(w->type, k->results[0].type) ? w : NULL;
}

/* Erases n, first taking it out of the tables that key nodes (a clone may be erased). */
static void forget_erase(Dc *d, RcNode *n) {
  g_hash_table_remove(d->clones, n);
  g_hash_table_remove(d->named, n);
  rc_node_erase(n);
}

/* ...and widens its root, which the program converts back: where v (the inlined result) is an
 * exact convert of the root, the program's converts of v back to the root's type read the root
 * (the first's name going to it), and v goes when nothing reads it. */
static void widened_back(Dc *d, RcValue *v) {
  RcNode *wd = v->def;
  if (!wd || !g_hash_table_contains(d->clones, wd) || !exact_convert(wd)) return;
  RcValue *w = rc_node_operand(wd, 0);
  for (RcUse *u = v->uses, *next; u; u = next) {
    next = u->next;
    RcNode *c = u->user;
    if (c->op != RC_OP_CONVERT || c->nresults != 1 || !rc_type_equal(c->results[0].type, w->type)) continue;
    while (next && next->user == c) next = next->next;
    if (w->def && g_hash_table_contains(d->clones, w->def) && !g_hash_table_contains(d->named, w->def)) {
      w->name = c->results[0].name;
      g_hash_table_add(d->named, w->def);
    }
    rc_value_replace_all_uses(&c->results[0], w);
    forget_erase(d, c);
  }
  if (!v->nuses) {
    forget_erase(d, wd);
  }
}

/* Replaces composite n of f by the body of its decomposition g (already flattened). */
static bool inline_at(Dc *d, RcFunc *f, RcNode *n, RcFunc *g, const char *name) {
  RcModule *m = d->m;
  if (!g->last || g->last->op != RC_OP_RETURN || g->nparams != n->noperands || g->last->noperands != n->nresults)
    return fail_at(d, n, "composite '%s' does not match its decomposition '%s'", name, g->name ? g->name : "?");
  GHashTable *map = g_hash_table_new(NULL, NULL);
  for (uint32_t i = 0; i < g->nparams; i++)
    if (g->params[i] && g->params[i]->nresults == 1) g_hash_table_insert(map, &g->params[i]->results[0], rc_node_operand(n, i));
  RcNode *first = NULL;
  bool ok = true;
  for (RcNode *k = g->first; k && k != g->last && ok; k = k->next) {
    if (k->op == RC_OP_PARAMETER) continue;
    RcValue *back = narrowed_back(k, map);
    if (back) { /* a wider call's operand narrowed back (wide.c): the value it widened */
      g_hash_table_insert(map, &k->results[0], back);
      continue;
    }
    RcNode *c = rc_node_clone(m, k);
    uint32_t nr = rc_node_nregions(k);
    if (!c || (nr && !rc_node_set_regions(m, c, NULL, 0))) {
      ok = nomem(d);
      break;
    }
    rc_func_insert_before(f, c, n);
    if (!first) first = c;
    g_hash_table_add(d->clones, c);
    for (uint32_t i = 0; i < k->nresults; i++) {
      c->results[i].name = k->results[i].name;
      g_hash_table_insert(map, &k->results[i], &c->results[i]);
    }
    for (uint32_t i = 0; i < k->noperands; i++) {
      RcValue *v = rc_node_operand(k, i), *w = v ? g_hash_table_lookup(map, v) : NULL;
      if (v && !w) { /* read from outside g: the verifier does not let that through */
        ok = fail_at(d, k, "'%s' in decomposition '%s' reads a value it does not define", rc_op_info[k->op].name,
                     g->name ? g->name : "?");
        break;
      }
      rc_node_set_operand(c, i, w);
    }
    if (!ok || !nr) continue;
    RcFunc **regs = rc_module_alloc(m, sizeof *regs * nr);
    uint32_t made = 0;
    while (regs && made < nr && (regs[made] = rc_func_clone_region(m, rc_node_region(k, made), f, outer, map))) made++;
    if (made < nr || !rc_node_set_regions(m, c, regs, nr)) {
      while (made) rc_func_erase_region(regs[--made]);
      ok = nomem(d);
    }
  }
  for (uint32_t i = 0; ok && i < n->nresults; i++) /* the verifier checks it: a return reads what its function defines */
    if (!g_hash_table_lookup(map, rc_node_operand(g->last, i)))
      ok = fail_at(d, g->last, "decomposition '%s' returns a value it does not define%s", g->name ? g->name : "?", "");
  if (!ok) {
    undo(d, first, n);
    g_hash_table_destroy(map);
    return false;
  }
  for (uint32_t i = 0; i < n->nresults; i++) {
    RcValue *v = g_hash_table_lookup(map, rc_node_operand(g->last, i));
    /* the value computed here takes the call's name, once; a returned operand keeps its own,
     * and a result of a group (`%0#1`) names no single value */
    const char *cn = n->results[i].name;
    if (v->def && g_hash_table_contains(d->clones, v->def) && v->def->nresults == 1 && cn && !strchr(cn, '#')) {
      bool earlier = false;
      for (uint32_t j = 0; j < i; j++) earlier |= g_hash_table_lookup(map, rc_node_operand(g->last, j)) == v;
      if (!earlier) {
        v->name = cn;
        g_hash_table_add(d->named, v->def);
      }
    }
    rc_value_replace_all_uses(&n->results[i], v);
    widened_back(d, v);
  }
  g_hash_table_destroy(map);
  note(d, d->r->inlined, name, n, NULL);
  RcNode *widened[8]; /* the call's exact converts of its operands (wide.c), erased when unread */
  uint32_t nw = 0;
  for (uint32_t i = 0; i < n->noperands && nw < 8; i++) {
    RcNode *o = rc_node_operand(n, i) ? rc_node_operand(n, i)->def : NULL;
    if (o && exact_convert(o) && rc_node_operand(n, i)->nuses == 1) widened[nw++] = o;
  }
  rc_node_erase(n);
  for (uint32_t i = 0; i < nw; i++)
    if (!widened[i]->results[0].nuses) forget_erase(d, widened[i]);
  g_hash_table_add(d->used, g);
  return true;
}

static bool flatten(Dc *d, RcFunc *f);

/* Flattens decomposition g once (before its first inlining); false on a cycle through n. */
static bool ready(Dc *d, RcNode *n, RcFunc *g, const char *name) {
  uintptr_t s = (uintptr_t)g_hash_table_lookup(d->state, g);
  if (s == DONE) return true;
  if (s == IN_PROGRESS)
    return fail_at(d, n, "composite '%s' calls its decomposition '%s' from inside it", name, g->name ? g->name : "?");
  if (d->depth == MAX_DEPTH) return fail_at(d, n, "composite '%s': decompositions nested deeper than %s", name, "256");
  g_hash_table_insert(d->state, g, (gpointer)(uintptr_t)IN_PROGRESS);
  d->depth++;
  bool ok = flatten(d, g);
  d->depth--;
  g_hash_table_insert(d->state, g, (gpointer)(uintptr_t)DONE);
  return ok;
}

/* Inlines every composite call of f and of its regions. */
static bool flatten(Dc *d, RcFunc *f) {
  for (RcNode *n = f->first, *next; n; n = next) {
    next = n->next;
    for (uint32_t r = 0; r < rc_node_nregions(n); r++)
      if (!flatten(d, rc_node_region(n, r))) return false;
    char name[256];
    RcFunc *g = NULL;
    if (!composite(n, name, sizeof name, &g) || !g) continue; /* see list_kept */
    if (!ready(d, n, g, name) || !inline_at(d, f, n, g, name)) return false;
  }
  return true;
}

/* ---- removing what no call reads any more ---- */

/* Adds `by` to the count of every function f's nodes (and regions) refer to. */
static void count_refs(GHashTable *refs, const RcFunc *f, int by) {
  rc_func_for_each(f, n) {
    for (uint32_t a = 0; a < n->nattrs; a++)
      if (n->attrs[a].kind == RC_ATTR_FUNC && n->attrs[a].u.fn) {
        intptr_t c = (intptr_t)g_hash_table_lookup(refs, n->attrs[a].u.fn) + by;
        g_hash_table_insert(refs, n->attrs[a].u.fn, (gpointer)c);
      }
    for (uint32_t r = 0; r < rc_node_nregions(n); r++) count_refs(refs, rc_node_region(n, r), by);
  }
}

/* Removes the inlined decompositions nothing refers to, then those only they referred to. */
static void drop_unused(Dc *d) {
  GHashTable *refs = g_hash_table_new(NULL, NULL);
  for (const RcFunc *f = d->m->funcs; f; f = f->next) count_refs(refs, f, 1);
  for (bool changed = true; changed;) {
    changed = false;
    for (RcFunc *f = d->m->funcs, *next; f; f = next) {
      next = f->next;
      if (f->is_entry || f == d->m->entry || !g_hash_table_contains(d->used, f) || g_hash_table_lookup(refs, f)) continue;
      count_refs(refs, f, -1);
      rc_module_remove_func(d->m, f);
      changed = true;
    }
  }
  g_hash_table_destroy(refs);
}

/* ---- names ---- */

/* A name's part before '#' (StableHLO's result groups, `%0#1`), copied when it has one. */
static const char *base(const char *nm, char *buf, size_t size) {
  const char *h = strchr(nm, '#');
  if (!h) return nm;
  snprintf(buf, size, "%.*s", (int)(h - nm), nm);
  return buf;
}

static bool taken(GHashTable *used, const RcNode *n) {
  char buf[128];
  for (uint32_t i = 0; i < n->nresults; i++)
    if (n->results[i].name && g_hash_table_contains(used, base(n->results[i].name, buf, sizeof buf))) return true;
  return false;
}

/* Adds n's names to used (and to `added`, when given, to take them out again). */
static void add_names(GHashTable *used, const RcNode *n, GPtrArray *added) {
  char buf[128];
  for (uint32_t i = 0; i < n->nresults; i++) {
    if (!n->results[i].name) continue;
    char *k = g_strdup(base(n->results[i].name, buf, sizeof buf));
    if (!g_hash_table_add(used, k)) continue; /* already there: the table freed k */
    if (added) g_ptr_array_add(added, k);
  }
}

/* The names of f's nodes (and of their regions) that inlining did not make, and those the
 * clones took from the calls they replaced. */
static void collect(Dc *d, GHashTable *used, const RcFunc *f) {
  rc_func_for_each(f, n) {
    if (g_hash_table_contains(d->clones, n)) {
      if (g_hash_table_contains(d->named, n)) add_names(used, n, NULL);
      continue;
    }
    add_names(used, n, NULL);
    for (uint32_t r = 0; r < rc_node_nregions(n); r++) collect(d, used, rc_node_region(n, r));
  }
}

/* The nodes of cloned region rf keep their names where the names they see (`seen`: their
 * function's and enclosing regions') lack them; sibling regions may repeat a name. A
 * parameter renamed so makes its region's holder print from the IR. */
static bool settle_region(Dc *d, GHashTable *seen, RcNode *holder, RcFunc *rf) {
  GPtrArray *added = g_ptr_array_new();
  bool ok = true, params = false;
  rc_func_for_each(rf, n) {
    if (taken(seen, n)) {
      for (uint32_t i = 0; i < n->nresults; i++) n->results[i].name = NULL;
      params |= n->op == RC_OP_PARAMETER;
    } else {
      add_names(seen, n, added);
    }
    for (uint32_t r = 0; r < rc_node_nregions(n) && ok; r++) ok = settle_region(d, seen, n, rc_node_region(n, r));
  }
  for (guint i = 0; i < added->len; i++) g_hash_table_remove(seen, added->pdata[i]);
  g_ptr_array_free(added, TRUE);
  return ok && (!params || rc_format_respell(d->m, holder));
}

/* Each node inlining made into f keeps the name it came with unless f already has it (its
 * regions count: a later name may not repeat one a region sees), else has none: the writer
 * invents one. In program order, so the first copy of a shared decomposition keeps them. A
 * region of a node inlining did not make (a guard's stablehlo.if, scalars_if.c) is settled
 * so too, after f's own nodes: a call inlined there sees f's names. */
static bool settle(Dc *d, GHashTable *used, RcFunc *f) {
  rc_func_for_each(f, n) {
    if (!g_hash_table_contains(d->clones, n) || g_hash_table_contains(d->named, n)) continue;
    if (taken(used, n))
      for (uint32_t i = 0; i < n->nresults; i++) n->results[i].name = NULL;
    else
      add_names(used, n, NULL);
  }
  rc_func_for_each(f, n) {
    bool clone = g_hash_table_contains(d->clones, n);
    for (uint32_t r = 0; r < rc_node_nregions(n); r++)
      if (!(clone ? settle_region(d, used, n, rc_node_region(n, r)) : settle(d, used, rc_node_region(n, r))))
        return false;
  }
  return true;
}

/* Names are unique within a function and what its regions see (as the readers of both
 * formats and XLA's parser scope them). False on out-of-memory. */
static bool unique_names(Dc *d) {
  GHashTable *used = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
  bool ok = true;
  for (RcFunc *f = d->m->funcs; f && ok; f = f->next) {
    g_hash_table_remove_all(used);
    collect(d, used, f);
    ok = settle(d, used, f);
  }
  g_hash_table_destroy(used);
  return ok;
}

/* Lists the recompose custom calls of f (and its regions), and composites without a
 * decomposition: they stay as written. */
static void list_kept(Dc *d, const RcFunc *f) {
  rc_func_for_each(f, n) {
    for (uint32_t r = 0; r < rc_node_nregions(n); r++) list_kept(d, rc_node_region(n, r));
    const char *target = own_custom_call(n);
    char name[256];
    RcFunc *g = NULL;
    if (target) note(d, d->r->kept, target, n, "a recompose custom call has no decomposition to inline; kept as written");
    else if (composite(n, name, sizeof name, &g) && !g) note(d, d->r->kept, name, n, "the composite has no decomposition; kept as written");
  }
}

/* ---- the pass ---- */

RcStatus rc_module_decompose(RcModule *m, RcDecomposeResult **out) {
  *out = NULL;
  m->types_checked = false; /* the verifier checks the inlined nodes' types again */
  RcDecomposeResult *r = g_new0(RcDecomposeResult, 1);
  r->inlined = g_array_new(FALSE, FALSE, sizeof(RcDecomposeInfo));
  r->kept = g_array_new(FALSE, FALSE, sizeof(RcDecomposeInfo));
  r->strings = g_string_chunk_new(256);
  Dc d = {m, r, g_hash_table_new(NULL, NULL), g_hash_table_new(NULL, NULL), g_hash_table_new(NULL, NULL),
          g_hash_table_new(NULL, NULL), 0, RC_OK};
  bool ok = true;
  for (RcFunc *f = m->funcs; f && ok; f = f->next) {
    if (g_hash_table_lookup(d.state, f)) continue; /* flattened as a decomposition already */
    g_hash_table_insert(d.state, f, (gpointer)(uintptr_t)IN_PROGRESS);
    ok = flatten(&d, f);
    g_hash_table_insert(d.state, f, (gpointer)(uintptr_t)DONE);
  }
  drop_unused(&d);
  bool named = unique_names(&d); /* also after a failure: what was inlined reads back */
  if (ok && !named) ok = nomem(&d);
  for (const RcFunc *f = m->funcs; f && ok; f = f->next) list_kept(&d, f);
  g_hash_table_destroy(d.state);
  g_hash_table_destroy(d.clones);
  g_hash_table_destroy(d.named);
  g_hash_table_destroy(d.used);
  if (!ok) {
    rc_decompose_result_free(r);
    return d.st;
  }
  *out = r;
  return RC_OK;
}

size_t rc_decompose_inlined_count(const RcDecomposeResult *r) { return r ? r->inlined->len : 0; }
const RcDecomposeInfo *rc_decompose_inlined(const RcDecomposeResult *r, size_t i) {
  return r && i < r->inlined->len ? &g_array_index(r->inlined, RcDecomposeInfo, i) : NULL;
}
size_t rc_decompose_kept_count(const RcDecomposeResult *r) { return r ? r->kept->len : 0; }
const RcDecomposeInfo *rc_decompose_kept(const RcDecomposeResult *r, size_t i) {
  return r && i < r->kept->len ? &g_array_index(r->kept, RcDecomposeInfo, i) : NULL;
}

void rc_decompose_result_free(RcDecomposeResult *r) {
  if (!r) return;
  g_array_free(r->inlined, TRUE);
  g_array_free(r->kept, TRUE);
  g_string_chunk_free(r->strings);
  g_free(r);
}
