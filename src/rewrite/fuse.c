/* Fused-call construction: one RC_OP_FUSED node on the region's original inputs,
 * naming the op of the fused table, its config and the form it is emitted in: a
 * custom call (legacy ABI or typed FFI), or, where the format has composites (by
 * default), a composite whose decomposition is a new private function holding a
 * copy of the original region (so any consumer can inline it back). The writers
 * spell it (src/formats/).
 */
#include <stdio.h>
#include <string.h>

#include "formats/format.h"
#include "fused/fused.h"
#include "rewrite/hooks.h"
#include "rewrite/rewrite.h"

/* s copied into m once per highering run (strs, when given, maps a text to its copy:
 * 10^5 fused calls share a handful of targets and configs), else copied each time. */
static const char *intern(RcModule *m, GHashTable *strs, const char *s) {
  if (!strs) return rc_module_strdup(m, s);
  char *k = g_hash_table_lookup(strs, s);
  if (!k && (k = rc_module_strdup(m, s))) g_hash_table_insert(strs, k, k);
  return k;
}

/* Appends an attribute to fused node n, whose array has room (made in rc_rewrite_fuse);
 * NULL when it has none or when `need` (a text that had to be copied) is NULL. */
static RcAttr *put_attr(RcNode *n, const char *name, RcAttrKind kind, const char *raw, const void *need) {
  if (!need || n->nattrs == n->cattrs) return NULL;
  RcAttr *a = &n->attrs[n->nattrs++];
  memset(a, 0, sizeof *a);
  a->name = name;
  a->kind = kind;
  a->raw = raw;
  return a;
}

/* A name for the decomposition function not used in m: recompose.<op>.N, N counted
 * per op in `taken` (the set of function names, kept by the caller), so naming stays
 * O(1) per rewrite on graphs with 10^5 rewrites. */
static char *decomp_name(RcModule *m, const char *op, GHashTable *taken) {
  char buf[128];
  char key[96];
  snprintf(key, sizeof key, "#next:%s", op);
  uintptr_t i = (uintptr_t)g_hash_table_lookup(taken, key);
  for (;; i++) {
    rc_fused_decomp_name(buf, sizeof buf, op, (unsigned)i);
    if (!g_hash_table_contains(taken, buf)) break;
  }
  g_hash_table_replace(taken, g_strdup(key), (gpointer)(i + 1));
  g_hash_table_add(taken, g_strdup(buf));
  return rc_module_strdup(m, buf);
}

/* Copies the region into a new function whose parameters are the inputs (in wide's dtype
 * where not NULL). */
static RcFunc *copy_region(RcModule *m, const RcFuseSpec *sp, const char *name, const RcType *wide);

/* A call computed wider (sp->wide) takes its operands in that dtype: its decomposition narrows
 * them back to the region's, runs the region and widens its root (wide.c). */
static RcFunc *decomposition(RcModule *m, const RcFuseSpec *sp) {
  return copy_region(m, sp, decomp_name(m, sp->op, sp->func_names), sp->wide);
}

RcFunc *rc_rewrite_copy_region(RcModule *scratch, const RcFuseSpec *sp) {
  return copy_region(scratch, sp, RC_FUSED_CHECK_FUNC, NULL);
}

/* A convert of v to type t appended to d (NULL on out-of-memory). */
static RcValue *widen(RcModule *m, RcFunc *d, RcValue *v, RcType *t) {
  RcNode *c = rc_node_create(m, RC_OP_CONVERT, 1, 1);
  if (!c) return NULL;
  c->results[0].type = t;
  rc_func_insert_before(d, c, NULL);
  rc_node_set_operand(c, 0, v);
  return &c->results[0];
}

/* Copies the region into a new function of m named `name`: parameters for the
 * inputs (also read where the region reads a value identical to one, sp->same),
 * clones of the region nodes in order, and a return of the root's clone. With wide,
 * the parameters have its dtype, each converted to its input's, and the root's clone is
 * converted to it. */
static RcFunc *copy_region(RcModule *m, const RcFuseSpec *sp, const char *name, const RcType *wide) {
  RcFunc *d = rc_func_create(m, name, NULL);
  if (!d) return NULL;
  d->params = rc_module_alloc(m, sizeof *d->params * sp->ninputs);
  if (!d->params) {
    rc_module_remove_func(m, d);
    return NULL;
  }
  d->nparams = sp->ninputs;
  GHashTable *map = g_hash_table_new(NULL, NULL);
  bool ok = true;
  for (uint32_t i = 0; i < sp->ninputs && ok; i++) {
    RcNode *p = rc_node_create(m, RC_OP_PARAMETER, 0, 1);
    if (!p) {
      ok = false;
      break;
    }
    const RcType *it = sp->inputs[i]->type;
    p->results[0].type = wide ? rc_type_tensor(m, wide->dtype, it->rank, it->dims) : sp->inputs[i]->type;
    char nm[32];
    snprintf(nm, sizeof nm, "arg%u", i);
    p->results[0].name = rc_module_strdup(m, nm);
    RcAttr *a;
    rc_func_insert_before(d, p, NULL);
    if ((a = rc_node_add_attr(p, "index", RC_ATTR_INT, NULL))) a->u.i = i;
    d->params[i] = p;
    RcValue *in = !p->results[0].type ? NULL /* out of memory */
                  : wide ? rc_rewrite_wide_convert(d, &p->results[0], it->dtype, sp->inputs[i]->type, NULL)
                         : &p->results[0];
    if (!in) ok = false;
    g_hash_table_insert(map, sp->inputs[i], in);
  }
  for (uint32_t i = 0; i < sp->nsame && ok; i++) { /* a value identical to an input reads that input */
    RcValue *in = g_hash_table_lookup(map, sp->inputs[sp->same_as[i]]);
    /* one of a wider float type reads it widened (operands.c summed_before: the rounding
     * XLA's convert-pair removal dropped) */
    if (in && !rc_type_equal(in->type, sp->same[i]->type) && !(in = widen(m, d, in, sp->same[i]->type))) ok = false;
    g_hash_table_insert(map, sp->same[i], in);
  }
  for (uint32_t r = 0; r < sp->nregion && ok; r++) {
    RcNode *o = sp->region[r];
    RcNode *c = rc_node_clone(m, o);
    if (!c) {
      ok = false;
      break;
    }
    for (uint32_t i = 0; i < o->nresults; i++) {
      c->results[i].name = o->results[i].name;
      g_hash_table_insert(map, &o->results[i], &c->results[i]);
    }
    rc_func_insert_before(d, c, NULL);
    for (uint32_t i = 0; i < o->noperands; i++) {
      RcValue *v = g_hash_table_lookup(map, rc_node_operand(o, i));
      if (!v) ok = false; /* the region is closed over its inputs; see driver.c */
      rc_node_set_operand(c, i, v);
    }
  }
  RcValue *out = ok ? g_hash_table_lookup(map, sp->root) : NULL;
  if (out && wide) out = rc_rewrite_wide_convert(d, out, wide->dtype, NULL, NULL);
  RcNode *ret = out ? rc_node_create(m, RC_OP_RETURN, 1, 0) : NULL;
  if (ret) {
    rc_func_insert_before(d, ret, NULL);
    rc_node_set_operand(ret, 0, out);
  }
  g_hash_table_destroy(map);
  if (!ret) rc_module_remove_func(m, d); /* out of memory half-way: no half-built function stays */
  return ret ? d : NULL;
}

/* Key pieces: a tag byte, then numbers in a little-endian base-64 varint whose
 * bytes are all >= 0x80 (0x40 marks "more follows"), so no key holds a NUL and two
 * different regions never spell the same key (the verifier cache relies on it);
 * strings are length-prefixed. No printf and no division run per node. */

/* Where n more bytes go at the end of k (its length is left as it is). */
static inline char *kroom(GString *k, size_t n) {
  if (k->len + n >= k->allocated_len) {
    gsize len = k->len;
    g_string_set_size(k, len + n);
    g_string_truncate(k, len);
  }
  return k->str + k->len;
}

/* Writes tag and v at p (at most 12 bytes: the tag and 11 six-bit digits); returns the count. */
static inline size_t kvar(char *p, char tag, int64_t v) {
  uint64_t u = (uint64_t)v;
  size_t i = 0;
  p[i++] = tag;
  do {
    unsigned char b = (unsigned char)(0x80 | (u & 0x3f));
    u >>= 6;
    if (u) b |= 0x40;
    p[i++] = (char)b;
  } while (u);
  return i;
}

static void key_num(GString *k, char tag, int64_t v) {
  k->len += kvar(kroom(k, 12), tag, v);
  k->str[k->len] = 0;
}

static void key_str(GString *k, const char *s) {
  size_t n = s ? strlen(s) : 0;
  char *p = kroom(k, 13 + n); /* key_num's piece, ':' and the bytes, room made once */
  size_t i = kvar(p, s ? '"' : '!', (int64_t)n);
  p[i++] = ':';
  if (n) memcpy(p + i, s, n);
  k->len += i + n;
  k->str[k->len] = 0;
}

static void key_type(GString *k, const RcType *t) {
  if (!t) {
    g_string_append_c(k, '?');
    return;
  }
  if (t->text) {
    g_string_append_c(k, 'T');
    key_str(k, t->text);
    return;
  }
  /* key_num's pieces, room made once */
  char *p = kroom(k, 12 * (3 + (size_t)(t->rank > 0 ? t->rank : 0)));
  size_t n = kvar(p, 'K', t->kind);
  n += kvar(p + n, ':', t->dtype);
  n += kvar(p + n, ':', t->rank);
  for (int32_t i = 0; i < t->rank; i++) n += kvar(p + n, ',', t->dims[i]);
  k->len += n;
  k->str[k->len] = 0;
}

/* Position (1-based) of value v among the inputs and the results of region[0..upto), 0 if absent. */
static uint32_t key_index(const RcFuseSpec *sp, uint32_t upto, const RcValue *v) {
  for (uint32_t i = 0; i < sp->ninputs; i++)
    if (sp->inputs[i] == v) return i + 1;
  for (uint32_t i = 0; i < sp->nsame; i++)
    if (sp->same[i] == v) return sp->same_as[i] + 1;
  for (uint32_t r = 0; r < upto; r++)
    if (&sp->region[r]->results[0] == v) return sp->ninputs + r + 1;
  return 0;
}

/* Attributes that annotate an op without changing what it computes: source
 * metadata, frontend attributes and sharding (HLO spellings and their StableHLO
 * attribute names). The check key leaves them out, so that a graph whose every
 * instruction carries its own source line (JAX, PyTorch/XLA) checks each distinct
 * computation once, not each instruction. */
static bool annotation(const char *name) {
  static const char *const names[] = {"metadata", "frontend_attributes", "sharding", "mhlo.frontend_attributes",
                                      "mhlo.sharding", "sdy.sharding"};
  if (name[0] != 'm' && name[0] != 'f' && name[0] != 's') return false; /* the first letters of names[] */
  for (size_t i = 0; i < sizeof names / sizeof *names; i++)
    if (!strcmp(name, names[i])) return true;
  return false;
}

/* For the check's key: appends what node n's nested regions compute when each only
 * combines its two parameters (a StableHLO reduce's `applies stablehlo.add` body, which
 * HLO writes as a to_apply attribute): the combiner op, its operand order and its types.
 * False for any other body (the region then gets no key). */
static bool combiner_key(const RcNode *n, GString *k) {
  for (uint32_t i = 0; i < rc_node_nregions(n); i++) {
    const RcFunc *body = rc_node_region(n, i);
    if (rc_canon_reducer_op(body) == RC_OP_OPAQUE) return false;
    const RcNode *c = rc_node_operand(body->last, 0)->def;
    key_num(k, '{', c->op);
    key_str(k, c->opname);
    key_num(k, '<', rc_node_operand(c, 0)->def == body->params[0]);
    for (uint32_t j = 0; j < 2; j++) key_type(k, body->params[j]->results[0].type);
    key_type(k, c->results[0].type);
  }
  return true;
}

/* A key that is equal for two regions exactly when their copies would be the same
 * function: ops, spellings, types, literals, attributes and wiring (names ignored).
 * Regions holding nested regions or opaque verbatim text get no key (never shared).
 * with_loc: the key of a decomposition copy, where locations and annotations count;
 * without it, the key of the numerical check, which ignores both. */
static bool region_key(const RcFuseSpec *sp, GString *k, bool with_loc) {
  key_str(k, sp->op);
  key_num(k, '|', sp->ninputs);
  for (uint32_t i = 0; i < sp->ninputs; i++) key_type(k, sp->inputs[i]->type);
  key_num(k, '|', sp->nregion);
  for (uint32_t r = 0; r < sp->nregion; r++) {
    const RcNode *n = sp->region[r];
    if (n->nresults != 1 || n->op == RC_OP_OPAQUE) return false;
    if (rc_node_nregions(n) && (with_loc || !combiner_key(n, k))) return false;
    key_num(k, ';', n->op);
    key_str(k, n->opname);
    const RcFusedCall *fc = rc_node_fused(n);
    if (fc) {
      key_str(k, fc->op->name);
      key_num(k, '/', fc->form);
      key_str(k, fc->config);
    }
    key_type(k, n->results[0].type);
    if (n->literal) {
      if (!n->literal->raw) return false;
      key_num(k, '=', n->literal->dtype);
      key_str(k, n->literal->raw);
    }
    for (uint32_t a = 0; a < n->nattrs; a++) {
      const RcAttr *at = &n->attrs[a];
      /* a decomposition a fused call names without text counts by its name */
      const char *v = at->raw ? at->raw : at->kind == RC_ATTR_FUNC && at->u.fn ? at->u.fn->name : NULL;
      if (!v) return false;
      if (!with_loc && annotation(at->name)) continue;
      g_string_append_c(k, 'a');
      key_str(k, at->name);
      key_str(k, v);
    }
    if (with_loc) key_str(k, rc_format_place_key(n->func->module, n));
    key_num(k, 'o', n->noperands);
    uint32_t js[2];
    for (uint32_t i = 0; i < n->noperands; i++) {
      uint32_t j = key_index(sp, r, rc_node_operand(n, i));
      if (!j) return false;
      if (n->noperands == 2) js[i] = j;
      else key_num(k, ',', j);
    }
    if (n->noperands == 2) {
      /* The check's key reads the two operands of an add or a multiply in a fixed
       * order: IEEE a + b and b + a are the same value (a NaN's payload aside, which
       * the check does not compare), so the two spellings share one check. Maximum
       * and minimum are left out: which zero they return may depend on the order. */
      bool swap = !with_loc && (n->op == RC_OP_ADD || n->op == RC_OP_MULTIPLY) && js[1] < js[0];
      key_num(k, ',', swap ? js[1] : js[0]);
      key_num(k, ',', swap ? js[0] : js[1]);
    }
  }
  key_num(k, '>', key_index(sp, sp->nregion, sp->root));
  return true;
}

static bool decomp_key(const RcFuseSpec *sp, GString *k) {
  if (sp->wide) key_num(k, 'w', sp->wide->dtype);
  return region_key(sp, k, true);
}

bool rc_rewrite_check_key(const RcFuseSpec *sp, double max_ulp, GString *k) {
  if (!region_key(sp, k, false)) return false;
  key_str(k, sp->config);
  int64_t bits; /* the bound's bits: equal keys for equal bounds, without printf */
  memcpy(&bits, &max_ulp, sizeof bits);
  key_num(k, '#', bits);
  key_num(k, '+', rc_rewrite_nonneg_inputs(sp));
  return true;
}

uint32_t rc_rewrite_nonneg_inputs(const RcFuseSpec *sp) {
  uint32_t m = 0;
  for (uint32_t i = 0; i < sp->ninputs && i < 32; i++)
    if (sp->inputs[i] && rc_rw_nonneg_value(sp->inputs[i])) m |= 1u << i;
  return m;
}

/* The call description of a fused call: one per op, config and form, shared through strs;
 * NULL on out-of-memory or for a typed-FFI call whose config the dictionary cannot hold. */
static const RcFusedCall *fused_call(RcModule *m, GHashTable *strs, const RcFusedOp *op, RcFusedForm form,
                                     const char *config, const char *dict) {
  const char *k = NULL;
  if (strs) {
    GString *key = g_string_sized_new(128); /* "\001call\001" op "\001" form "\001" config "\001" dict */
    g_string_append(key, "\001call\001");
    g_string_append(key, op->name);
    g_string_append_c(key, '\001');
    key_num(key, '#', form);
    g_string_append_c(key, '\001');
    g_string_append(key, config);
    g_string_append_c(key, '\001');
    if (dict) g_string_append(key, dict);
    RcFusedCall *same = g_hash_table_lookup(strs, key->str);
    k = same ? NULL : rc_module_strdup(m, key->str);
    g_string_free(key, TRUE);
    if (same) return same;
    if (!k) return NULL;
  }
  const char *ffi = NULL;
  if (form == RC_FUSED_TYPED_FFI) { /* a config the typed-FFI dictionary cannot hold is not emitted */
    GString *d = g_string_new(NULL);
    bool ok = rc_fused_config_dict(config, d);
    ffi = ok ? intern(m, strs, d->str) : NULL;
    g_string_free(d, TRUE);
    if (!ffi) return NULL;
  }
  RcFusedCall *c = rc_module_alloc(m, sizeof *c);
  if (!c) return NULL;
  c->op = op;
  c->form = form;
  c->config = intern(m, strs, config);
  c->dict = dict ? intern(m, strs, dict) : NULL;
  c->ffi_dict = ffi;
  if (!c->config || (dict && !c->dict)) return NULL;
  if (k) g_hash_table_insert(strs, (gpointer)k, c);
  return c;
}

/* The two results of a call with root2 in HLO, where an instruction has one result: a tuple of
 * both types on the call n, then a get-tuple-element of each before `before` (made[0..1]);
 * false on out-of-memory. */
static bool projections(RcModule *m, RcFunc *f, RcNode *n, const RcFuseSpec *sp, RcNode *before, RcNode *made[2]) {
  RcType *t = rc_module_alloc(m, sizeof *t);
  RcType **el = t ? rc_module_alloc(m, sizeof *el * 2) : NULL;
  if (!el) return false;
  memset(t, 0, sizeof *t);
  t->kind = RC_TYPE_TUPLE;
  t->ntuple = 2;
  t->tuple = el;
  el[0] = sp->root->type;
  el[1] = sp->root2->type;
  n->results[0].type = t;
  for (int k = 0; k < 2; k++) {
    RcNode *g = rc_node_create(m, RC_OP_GET_TUPLE_ELEMENT, 1, 1);
    if (!g) return false;
    g->loc = before->loc;
    g->results[0].type = el[k];
    rc_func_insert_before(f, g, before); /* in f first: its attribute is f's module's */
    made[k] = g;
    rc_node_set_operand(g, 0, &n->results[0]);
    RcAttr *a = rc_node_add_attr(g, "index", RC_ATTR_INT, NULL);
    if (!a || !rc_format_inherit_place(m, g, before)) return false;
    a->u.i = k;
  }
  return true;
}

/* rc_rewrite_fuse's work; *made is the call once it is in f (NULL before), proj[] its projections
 * (HLO with root2). The call is one RC_OP_FUSED node: the op, its config and the form it is to be
 * emitted in; each writer spells it. */
static RcValue *fuse(RcFunc *f, const RcFuseSpec *sp, RcEmit emit, RcXlaAbi abi, RcNode **made, RcNode *proj[2]) {
  RcModule *m = f->module;
  const RcFusedOp *op = rc_fused_lookup(sp->op, strlen(sp->op));
  if (!op) return NULL;
  bool composite = emit != RC_EMIT_CUSTOM_CALL && rc_format_has_composite(m);
  RcFusedForm form = composite ? RC_FUSED_COMPOSITE : abi == RC_XLA_ABI_TYPED_FFI ? RC_FUSED_TYPED_FFI : RC_FUSED_LEGACY;
  RcNode *root = sp->root->def;
  bool two = sp->root2 != NULL, tup = two && m->format == RC_FORMAT_HLO;
  if (two && composite) return NULL; /* a composite's decomposition returns one value */
  if (two && sp->wide) return NULL; /* a wider call returns its one result rounded (wide.c) */
  RcNode *n = rc_node_create(m, RC_OP_FUSED, sp->ninputs, two && !tup ? 2 : 1);
  if (!n) return NULL;
  n->loc = root->loc;
  if (!rc_format_inherit_place(m, n, root)) return NULL; /* printed at its root's place */
  n->results[0].type = sp->wide ? sp->wide : sp->root->type;
  if (two && !tup) n->results[1].type = sp->root2->type;
  rc_func_insert_before(f, n, root);
  *made = n;
  if (tup && !projections(m, f, n, sp, root, proj)) return NULL;
  RcValue *v = tup ? &proj[0]->results[0] : &n->results[0];
  if (two) *sp->made2 = tup ? &proj[1]->results[0] : &n->results[1];
  for (uint32_t i = 0; i < sp->ninputs; i++) {
    RcValue *in = sp->wide ? rc_rewrite_wide_convert(f, sp->inputs[i], sp->wide->dtype, NULL, n) : sp->inputs[i];
    if (!in) return NULL;
    rc_node_set_operand(n, i, in);
  }
  if (sp->wide && !(v = rc_rewrite_wide_convert(f, v, sp->root->type->dtype, sp->root->type, root))) return NULL;
  GHashTable *strs = sp->strings;
  RcNodeExtra *x = rc_node_extra_get(m, n);
  if (!x || !(x->fused = fused_call(m, strs, op, form, sp->config, composite ? sp->attrs_mlir : NULL))) return NULL;
  RcFunc *d = NULL;
  if (composite) {
    /* Identical regions (the same activation on the same shapes) share one decomposition. */
    GString *key = g_string_new(NULL);
    bool keyed = sp->decomps && decomp_key(sp, key);
    d = keyed ? g_hash_table_lookup(sp->decomps, key) : NULL;
    if (!d) {
      d = decomposition(m, sp);
      if (d && keyed) {
        g_hash_table_insert(sp->decomps, key, d); /* the table owns the key now */
        key = NULL;
      }
    }
    if (key) g_string_free(key, TRUE);
    if (!d) return NULL;
  }
  /* Attributes: the decomposition (to_apply) and the root's annotations (metadata,
   * sharding, frontend attributes: annotation()), which the fused call keeps, as it
   * computes the root's value. Without annotations, fused calls of the same
   * decomposition share one read-only array (as canonical clones and decomposition
   * copies share theirs). */
  uint32_t nann = 0;
  for (uint32_t i = 0; i < root->nattrs; i++) nann += annotation(root->attrs[i].name);
  if (!d && !nann) return v;
  bool share = !nann && strs; /* by the decomposition, then */
  if (share) {
    RcAttr *same = g_hash_table_lookup(sp->shared_attrs, d);
    if (same) {
      n->attrs = same;
      n->nattrs = 1;
      n->cattrs = 0; /* shared and read-only (RcNode.cattrs) */
      return v;
    }
  }
  n->cattrs = (d ? 1 : 0) + nann;
  n->attrs = rc_module_alloc(m, sizeof *n->attrs * n->cattrs);
  if (!n->attrs) return NULL;
  if (d) {
    RcAttr *a = put_attr(n, "to_apply", RC_ATTR_FUNC, NULL, d);
    if (!a) return NULL;
    a->u.fn = d;
  }
  for (uint32_t i = 0; i < root->nattrs; i++) {
    const RcAttr *ann = &root->attrs[i];
    if (!annotation(ann->name)) continue;
    RcAttr *a = put_attr(n, ann->name, ann->kind, ann->raw, ann);
    if (!a) return NULL;
    a->u = ann->u;
  }
  if (share) {
    g_hash_table_insert(sp->shared_attrs, d, n->attrs);
    n->cattrs = 0; /* shared from now on: read-only for this node too */
  }
  return v;
}

RcValue *rc_rewrite_fuse(RcFunc *f, const RcFuseSpec *sp, RcEmit emit, RcXlaAbi abi) {
  RcNode *made = NULL, *proj[2] = {NULL, NULL};
  RcValue *v = fuse(f, sp, emit, abi, &made, proj);
  /* Out of memory half-way: the call has no users yet, so taking it out leaves f
   * as it was (a decomposition made for it stays, unused, like a helper). */
  if (!v) {
    for (int k = 1; k >= 0; k--)
      if (proj[k]) rc_node_erase(proj[k]);
    if (made) rc_node_erase(made);
  }
  return v;
}
