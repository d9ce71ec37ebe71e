/* Typed attributes of the ops the passes and the executor understand, read
 * from either spelling: the pretty syntax (`dims = [0, 1]`, `across
 * dimensions = [1]`, `compare  GT, ...`, `contracting_dims = [1] x [0]`,
 * `%t[1]`, `[0:1, 0:4]`) or the generic attribute dictionary
 * (`broadcast_dimensions = array<i64: 0, 1>`, `#stablehlo<comparison_direction GT>`).
 * They are stored under the canonical names of ir.h with the verbatim value
 * in `raw`. When an op's attributes cannot be filled reliably it stays opaque.
 * A custom call's own rules (layouts, aliases, sharding rule) are in read_custom_call.c. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "formats/stablehlo/read_attrs.h"

/* Index of the value after `key =` at depth 0 (pretty syntax), or 0 when absent. */
static size_t pretty_key(Ctx *c, const char *key) {
  for (size_t i = c->b; i + 1 < c->e; i++)
    if (T(c, i)->depth == 0 && T(c, i)->kind == SH_IDENT && word(c, i, key) && punct(c, i + 1, '=')) return i + 2;
  return 0;
}

/* ints -> '[' [INT (',' INT)*] ']' | 'array' '<' 'i64' [':' INT (',' INT)*] '>' | 'dense' '<' ['[' ... ']' | INT] '>'
 * starting at token i; *next is the token after. */
bool sh_parse_ints(Ctx *c, size_t i, RcAttr *a, size_t *next) {
  int64_t buf[256];
  uint32_t n = 0;
  size_t q = i;
  char close;
  bool splat = false;
  if (punct(c, q, '[')) {
    close = ']';
    q++;
  } else if (word(c, q, "array") && punct(c, q + 1, '<')) {
    q += 3; /* array < i64 */
    if (punct(c, q, ':')) q++;
    close = '>';
  } else if (word(c, q, "dense") && punct(c, q + 1, '<')) {
    q += 2;
    if (punct(c, q, '[')) {
      q++;
      close = ']';
    } else if (punct(c, q, '>')) { /* dense<> : tensor<0xi64> */
      close = '>';
      splat = true; /* of nothing: its type must have no elements */
    } else {
      if (!parse_i64(c, q, &buf[0])) return false;
      n = 1;
      q++;
      close = '>';
      splat = true;
    }
  } else {
    return false;
  }
  while (q < c->e && !punct(c, q, close)) {
    if (n == 256 || !parse_i64(c, q, &buf[n])) return false;
    n++;
    q++;
    if (punct(c, q, ',')) q++;
    else if (!punct(c, q, close)) return false;
  }
  if (q >= c->e) return false;
  q++;
  if (close == ']' && word(c, i, "dense")) q++; /* the '>' of dense<[...]> */
  if (splat && punct(c, q, ':')) {
    /* a splat `dense<V> : tensor<...xT>` holds one copy of V per element of its type, whatever
     * the rank (none when a dimension is 0), as MLIR counts a dimension list's entries */
    size_t pos = T(c, q)->off + 1;
    RcType *ty = sh_parse_type(c->p, &pos);
    if (!ty) return false;
    int64_t count = rc_type_numel(ty);
    if (n == 0 && count != 0) return false; /* dense<> holds no element */
    if (ty->kind == RC_TYPE_TENSOR && count >= 0) {
      if (count > 256) return false;
      for (int64_t k = 1; k < count; k++) buf[k] = buf[0];
      n = (uint32_t)count;
    }
  }
  a->kind = RC_ATTR_INTS;
  a->u.ints.n = n;
  a->u.ints.v = rc_module_alloc(c->p->m, sizeof(int64_t) * (n ? n : 1));
  if (!a->u.ints.v) return false;
  memcpy(a->u.ints.v, buf, sizeof(int64_t) * n);
  a->raw = sh_tok_text(c->p, i, q);
  *next = q;
  return true;
}

/* A dimension list written `dense<...> : T` or `array<T: ...>` (token v; next is the token
 * after the list) holds i64 elements, as StableHLO's and MHLO's dimension attributes do. False
 * after a diagnostic. */
static bool i64_list(Ctx *c, size_t v, size_t next, const char *key) {
  if (word(c, v, "array")) {
    if (word(c, v + 2, "i64")) return true;
    return sh_err_tok(c->p, T(c, v + 2), "'%s' is a list of i64 (array<i64: ...>), got %s elements", key,
                      sh_tok_desc(c->p, T(c, v + 2)));
  }
  if (!word(c, v, "dense") || !punct(c, next, ':')) return true;
  const char *s = c->p->src->text;
  size_t n = c->p->src->len, q = sh_lex_skip_space(s, n, T(c, next)->off + 1, NULL);
  if (n - q < 8 || memcmp(s + q, "tensor<", 7)) return true;
  for (q += 7; q < n && s[q] >= '0' && s[q] <= '9';) {
    while (q < n && s[q] >= '0' && s[q] <= '9') q++;
    if (q < n && s[q] == 'x') q++;
  }
  if (n - q >= 4 && !memcmp(s + q, "i64>", 4)) return true;
  return sh_err_tok(c->p, T(c, v), "'%s' is a dense attribute of i64 elements (dense<[...]> : tensor<Nxi64>)", key);
}

/* Canonical INTS attribute from the pretty key or the generic dictionary entry. */
static bool ints_attr(Ctx *c, const char *canon, const char *pretty, const char *generic, bool required) {
  size_t v = pretty ? pretty_key(c, pretty) : 0, next;
  ShEntry *en = NULL;
  if (!v && generic && (en = entry(c, generic))) v = en->vb;
  if (!v) return !required;
  RcAttr tmp = {0};
  if (!sh_parse_ints(c, v, &tmp, &next)) return false;
  if (!i64_list(c, v, next, en ? generic : pretty)) return false;
  RcAttr *a = rc_node_add_attr(c->n, canon, RC_ATTR_INTS, NULL);
  if (!a) return false;
  a->u = tmp.u;
  a->raw = tmp.raw;
  if (en) en->used = true;
  return true;
}

/* A single integer `key = N` (pretty) or `key = N : i64` (generic). */
static bool int_attr(Ctx *c, const char *canon, const char *pretty, const char *generic) {
  size_t v = pretty ? pretty_key(c, pretty) : 0;
  ShEntry *en = NULL;
  if (!v && generic && (en = entry(c, generic))) v = en->vb;
  int64_t x;
  if (!v || !parse_i64(c, v, &x)) return false;
  RcAttr *a = rc_node_add_attr(c->n, canon, RC_ATTR_INT, NULL);
  if (!a) return false;
  a->u.i = x;
  a->raw = en ? sh_tok_text(c->p, en->vb, en->ve) : sh_tok_text(c->p, v, v + 1);
  if (en) en->used = true;
  return true;
}

static bool enum_attr(Ctx *c, const char *canon, size_t i, size_t rawb, size_t rawe) {
  RcAttr *a = rc_node_add_attr(c->n, canon, RC_ATTR_ENUM, NULL);
  if (!a) return false;
  a->u.s = rc_module_strndup(c->p->m, c->p->src->text + T(c, i)->off, T(c, i)->len);
  a->raw = sh_tok_text(c->p, rawb, rawe);
  return a->u.s != NULL;
}

static bool is_direction(Ctx *c, size_t i) {
  static const char *const w[] = {"EQ", "NE", "LT", "LE", "GT", "GE"};
  for (int k = 0; k < 6; k++)
    if (word(c, i, w[k])) return true;
  return false;
}

static bool is_cmp_type(Ctx *c, size_t i) {
  static const char *const w[] = {"FLOAT", "TOTALORDER", "SIGNED", "UNSIGNED", "NOTYPE"};
  for (int k = 0; k < 5; k++)
    if (word(c, i, w[k])) return true;
  return false;
}

static bool compare_attrs(Ctx *c, bool generic) {
  if (!generic) {
    size_t i = c->b;
    if (!is_direction(c, i)) return false;
    if (!enum_attr(c, "direction", i, i, i + 1)) return false;
    for (size_t k = i + 1; k < c->e && !(punct(c, k, ':') && T(c, k)->depth == 0); k++)
      if (T(c, k)->depth == 0 && is_cmp_type(c, k)) return enum_attr(c, "compare_type", k, k, k + 1);
    return true;
  }
  ShEntry *en = entry(c, "comparison_direction");
  if (!en) return false;
  size_t k;
  for (k = en->vb; k < en->ve && !is_direction(c, k); k++) {}
  if (k == en->ve) {
    /* older MHLO quoted it (`#mhlo<"comparison_direction GT">`, `"GT"`); XLA reads neither */
    sh_err_tok(c->p, T(c, en->vb), "comparison_direction must be a direction attribute such as "
               "#stablehlo<comparison_direction GT>");
    return false;
  }
  if (!enum_attr(c, "direction", k, en->vb, en->ve)) return false;
  en->used = true;
  if ((en = entry(c, "compare_type"))) {
    for (k = en->vb; k < en->ve && !is_cmp_type(c, k); k++) {}
    if (k < en->ve) {
      if (!enum_attr(c, "compare_type", k, en->vb, en->ve)) return false;
      en->used = true;
    }
  }
  return true;
}

static bool str_attr(Ctx *c, const char *canon, size_t i) {
  ShTok *t = T(c, i);
  if (t->kind != SH_STRING) return false;
  RcAttr *a = rc_node_add_attr(c->n, canon, RC_ATTR_STR, NULL);
  if (!a) return false;
  /* decode the common escapes */
  const char *s = c->p->src->text + t->off + 1;
  size_t n = t->len - 2;
  char *d = rc_module_alloc(c->p->m, n + 1), *o = d;
  if (!d) return false;
  for (size_t k = 0; k < n; k++) {
    if (s[k] == '\\' && k + 1 < n) {
      char e = s[++k];
      if (e == 'n') *o++ = '\n';
      else if (e == 't') *o++ = '\t';
      else if (e == '"' || e == '\\') *o++ = e;
      else if (k + 1 < n && g_ascii_isxdigit(e) && g_ascii_isxdigit(s[k + 1])) {
        *o++ = (char)(g_ascii_xdigit_value(e) << 4 | g_ascii_xdigit_value(s[k + 1]));
        k++;
      } else {
        *o++ = '\\';
        *o++ = e;
      }
    } else {
      *o++ = s[k];
    }
  }
  *o = 0;
  a->u.s = d;
  a->raw = rc_module_strndup(c->p->m, c->p->src->text + t->off, t->len);
  return true;
}

/* custom_call @target: the target as a STR attribute (raw keeps the '@' spelling). */
static bool str_attr_sym(Ctx *c, size_t i) {
  ShTok *t = T(c, i);
  RcAttr *a = rc_node_add_attr(c->n, "custom_call_target", RC_ATTR_STR, NULL);
  if (!a) return false;
  a->u.s = sh_symbol_name(c->p, t);
  a->raw = rc_module_strndup(c->p->m, c->p->src->text + t->off, t->len);
  return a->u.s != NULL;
}

static bool func_attr(Ctx *c, const char *canon, size_t i) {
  ShTok *t = T(c, i);
  if (i >= c->e || t->kind != SH_SYMBOL) return false;
  const char *name = sh_symbol_name(c->p, t);
  RcAttr *a = rc_node_add_attr(c->n, canon, RC_ATTR_FUNC, NULL);
  if (!a || !name) return false;
  a->raw = rc_module_strndup(c->p->m, c->p->src->text + t->off, t->len);
  a->u.fn = NULL;
  sh_add_ref(c->p, c->n, name, t);
  return true;
}

/* `applies stablehlo.add`: a region with 2k scalar parameters and k binary ops. */
static bool applies_region(Ctx *c, size_t i) {
  ShTok *t = T(c, i);
  RcOp bop = sh_op_from_name(c->p->src->text + t->off, t->len);
  RcNode *n = c->n;
  if (bop == RC_OP_OPAQUE || rc_op_info[bop].arity != 2 || n->noperands % 2 || n->nresults * 2 != n->noperands)
    return false;
  uint32_t k = n->noperands / 2;
  RcModule *m = c->p->m;
  RcFunc *rf = rc_func_create(m, NULL, n->func);
  if (!rf) return false;
  rf->params = rc_module_alloc(m, sizeof(RcNode *) * 2 * k);
  if (!rf->params) return false;
  for (uint32_t j = 0; j < 2 * k; j++) {
    RcNode *pn = rc_node_create(m, RC_OP_PARAMETER, 0, 1);
    if (!pn) return false;
    RcValue *init = rc_node_operand(n, k + j % k);
    pn->results[0].type = init ? init->type : NULL;
    pn->loc = n->loc;
    rc_func_insert_before(rf, pn, NULL);
    rf->params[rf->nparams++] = pn;
  }
  RcNode *ret = rc_node_create(m, RC_OP_RETURN, k, 0);
  if (!ret) return false;
  ret->opname = "stablehlo.return";
  ret->loc = n->loc;
  for (uint32_t j = 0; j < k; j++) {
    RcNode *b = rc_node_create(m, bop, 2, 1);
    if (!b) return false;
    b->loc = n->loc;
    rc_node_set_operand(b, 0, rc_node_result(rf->params[j]));
    rc_node_set_operand(b, 1, rc_node_result(rf->params[k + j]));
    b->results[0].type = rf->params[j]->results[0].type;
    rc_func_insert_before(rf, b, NULL);
    rc_node_set_operand(ret, j, rc_node_result(b));
  }
  rc_func_insert_before(rf, ret, NULL);
  rc_node_add_region(n, rf);
  RcAttr *a = rc_node_add_attr(n, "applies", RC_ATTR_ENUM, NULL);
  if (!a) return false;
  a->u.s = rc_module_strndup(m, c->p->src->text + t->off, t->len);
  a->raw = a->u.s;
  return true;
}

/* `[a:b(:s)?, ...]` of a pretty slice, starting at token i ('['). */
static bool slice_ranges(Ctx *c, size_t i) {
  int64_t v[3][64];
  uint32_t n = 0;
  size_t q = i + 1;
  while (!punct(c, q, ']')) {
    if (n == 64) return false;
    if (!parse_i64(c, q, &v[0][n]) || !punct(c, q + 1, ':') || !parse_i64(c, q + 2, &v[1][n])) return false;
    q += 3;
    v[2][n] = 1;
    if (punct(c, q, ':')) {
      if (!parse_i64(c, q + 1, &v[2][n])) return false;
      q += 2;
    }
    n++;
    if (punct(c, q, ',')) q++;
    else if (!punct(c, q, ']')) return false;
  }
  static const char *const names[3] = {"slice_starts", "slice_limits", "slice_strides"};
  const char *raw = sh_tok_text(c->p, i, q + 1);
  for (int k = 0; k < 3; k++) {
    RcAttr *a = rc_node_add_attr(c->n, names[k], RC_ATTR_INTS, NULL);
    if (!a) return false;
    a->u.ints.n = n;
    a->u.ints.v = rc_module_alloc(c->p->m, sizeof(int64_t) * (n ? n : 1));
    if (!a->u.ints.v) return false;
    memcpy(a->u.ints.v, v[k], sizeof(int64_t) * n);
    a->raw = raw;
  }
  return true;
}

/* `key = [..] x [..]` (pretty dot_general) into two INTS attributes. */
static bool dims_pair(Ctx *c, const char *key, const char *lhs, const char *rhs, bool required) {
  size_t v = pretty_key(c, key), next;
  if (!v) return !required;
  RcAttr l = {0}, r = {0};
  if (!sh_parse_ints(c, v, &l, &next) || !word(c, next, "x") || !sh_parse_ints(c, next + 1, &r, &next)) return false;
  RcAttr *a = rc_node_add_attr(c->n, lhs, RC_ATTR_INTS, NULL), *b = a ? rc_node_add_attr(c->n, rhs, RC_ATTR_INTS, NULL) : NULL;
  if (!b) return false;
  a = rc_node_attr(c->n, lhs);
  a->u = l.u;
  a->raw = l.raw;
  b->u = r.u;
  b->raw = r.raw;
  return true;
}

/* Keeps a pretty-only clause (`precision = [...]`) as a RAW attribute so clones keep it. */
static void pretty_raw(Ctx *c, const char *key) {
  size_t v = pretty_key(c, key);
  if (!v) return;
  size_t q = v;
  int32_t d = T(c, v)->depth;
  while (q < c->e && !((punct(c, q, ',') || punct(c, q, ':')) && T(c, q)->depth == d)) q++;
  RcAttr *a = rc_node_add_attr(c->n, key, RC_ATTR_RAW, NULL);
  if (a) a->raw = sh_tok_text(c->p, v, q);
}

static bool dot_dims_generic(Ctx *c) {
  ShEntry *en = entry(c, "dot_dimension_numbers");
  if (!en) return false;
  static const char *const g[4] = {"lhs_batching_dimensions", "rhs_batching_dimensions",
                                   "lhs_contracting_dimensions", "rhs_contracting_dimensions"};
  static const char *const canon[4] = {"lhs_batch_dims", "rhs_batch_dims", "lhs_contracting_dims",
                                       "rhs_contracting_dims"};
  for (int k = 0; k < 4; k++) {
    RcAttr tmp = {.kind = RC_ATTR_INTS};
    size_t q, next;
    for (q = en->vb; q + 1 < en->ve && !(word(c, q, g[k]) && punct(c, q + 1, '=')); q++) {}
    if (q + 1 >= en->ve) {
      tmp.u.ints.v = rc_module_alloc(c->p->m, sizeof(int64_t));
      tmp.raw = "[]";
    } else if (!sh_parse_ints(c, q + 2, &tmp, &next)) {
      return false;
    }
    RcAttr *a = rc_node_add_attr(c->n, canon[k], RC_ATTR_INTS, NULL);
    if (!a) return false;
    a->u = tmp.u;
    a->raw = tmp.raw;
  }
  en->used = true;
  return true;
}

/* reduce -> ... 'across' 'dimensions' '=' ints ['applies' OP] | {dimensions = ...}: the dimensions and,
 * without a region, the applied op */
static bool reduce_attrs(Ctx *c) {
  RcNode *n = c->n;
  size_t b = c->b, e = c->e;
  size_t v = 0, next;
  for (size_t i = b; i + 2 < e; i++)
    if (T(c, i)->depth == 0 && word(c, i, "across") && word(c, i + 1, "dimensions") && punct(c, i + 2, '=')) {
      v = i + 3;
      break;
    }
  ShEntry *en = NULL;
  if (!v && (en = entry(c, "dimensions"))) v = en->vb;
  RcAttr tmp = {0};
  if (!v || !sh_parse_ints(c, v, &tmp, &next) || !i64_list(c, v, next, "dimensions")) return false;
  RcAttr *a = rc_node_add_attr(n, "dimensions", RC_ATTR_INTS, NULL);
  if (!a) return false;
  a->u = tmp.u;
  a->raw = tmp.raw;
  if (en) en->used = true;
  if (rc_node_nregions(n) == 0) {
    for (size_t i = b; i + 1 < e; i++)
      if (T(c, i)->depth == 0 && word(c, i, "applies")) return applies_region(c, i + 1);
    return false;
  }
  return rc_node_nregions(n) == 1;
}

/* concatenate -> ... 'dim' '=' INT | {dimension = INT} */
static bool concatenate_attrs(Ctx *c) {
  ShParser *p = c->p;
  RcNode *n = c->n;
  size_t v = pretty_key(c, "dim");
  ShEntry *en = NULL;
  if (!v && (en = entry(c, "dimension"))) v = en->vb;
  int64_t x;
  if (!v || !parse_i64(c, v, &x)) return false;
  RcAttr *a = rc_node_add_attr(n, "dimensions", RC_ATTR_INTS, NULL);
  if (!a || !(a->u.ints.v = rc_module_alloc(p->m, sizeof(int64_t)))) return false;
  a->u.ints.v[0] = x;
  a->u.ints.n = 1;
  a->raw = en ? sh_tok_text(p, en->vb, en->ve) : sh_tok_text(p, v, v + 1);
  if (en) en->used = true;
  return true;
}

/* get_tuple_element -> VALUE '[' INT ']' | {index = INT} */
static bool tuple_index_attrs(Ctx *c, bool generic) {
  ShParser *p = c->p;
  RcNode *n = c->n;
  size_t b = c->b, e = c->e;
  if (generic) return int_attr(c, "index", NULL, "index");
  for (size_t i = b; i + 2 < e; i++)
    if (punct(c, i, '[') && T(c, i)->depth == 0 && i > b && T(c, i - 1)->kind == SH_VALUE) {
      int64_t x;
      if (!parse_i64(c, i + 1, &x) || !punct(c, i + 2, ']')) return false;
      RcAttr *a = rc_node_add_attr(n, "index", RC_ATTR_INT, NULL);
      if (!a) return false;
      a->u.i = x;
      a->raw = sh_tok_text(p, i + 1, i + 2);
      return true;
    }
  return false;
}

/* custom_call -> @target ... | {call_target_name = "...", backend_config, has_side_effect}, then
 * the CustomCallOp verifier's rules (read_custom_call.c) */
static bool custom_call_attrs(Ctx *c, bool generic) {
  RcNode *n = c->n;
  size_t b = c->b, e = c->e;
  bool ok;
  if (!generic) ok = b < e && T(c, b)->kind == SH_SYMBOL && str_attr_sym(c, b);
  else {
    ShEntry *en = entry(c, "call_target_name");
    ok = en && str_attr(c, "custom_call_target", en->vb);
    if (ok) en->used = true;
  }
  if (!ok) return false;
  ShEntry *bc = entry(c, "backend_config");
  if (bc && bc->ve == bc->vb + 1 && T(c, bc->vb)->kind == SH_STRING) {
    if (!str_attr(c, "backend_config", bc->vb)) return false;
    bc->used = true;
  }
  ShEntry *se = entry(c, "has_side_effect");
  if (se && word(c, se->vb, "true")) n->flags |= RC_NODE_HAS_SIDE_EFFECT;
  return sh_custom_call_rules(c);
}

/* composite -> "name" ... {decomposition = @f} | {name = "...", decomposition = @f} */
static bool composite_attrs(Ctx *c, bool generic) {
  size_t b = c->b, e = c->e;
  ShEntry *dec = entry(c, "decomposition");
  if (!dec || !func_attr(c, "to_apply", dec->vb)) return false;
  dec->used = true;
  if (!generic) return b < e && str_attr(c, "custom_call_target", b);
  ShEntry *nm = entry(c, "name");
  if (!nm || !str_attr(c, "custom_call_target", nm->vb)) return false;
  nm->used = true;
  return true;
}

/* call -> @f '(' ... ')' | {callee = @f} */
static bool call_attrs(Ctx *c, bool generic) {
  size_t b = c->b, e = c->e;
  if (!generic) return b < e && func_attr(c, "to_apply", b);
  ShEntry *en = entry(c, "callee");
  if (!en || !func_attr(c, "to_apply", en->vb)) return false;
  en->used = true;
  return true;
}

/* slice -> VALUE '[' ranges ']' | {start_indices, limit_indices, strides} */
static bool slice_attrs(Ctx *c, bool generic) {
  size_t b = c->b, e = c->e;
  if (generic)
    return ints_attr(c, "slice_starts", NULL, "start_indices", true) &&
           ints_attr(c, "slice_limits", NULL, "limit_indices", true) &&
           ints_attr(c, "slice_strides", NULL, "strides", true);
  for (size_t i = b; i < e; i++)
    if (punct(c, i, '[') && T(c, i)->depth == 0) return slice_ranges(c, i);
  return false;
}

/* dot_general -> ... batching_dims = ints x ints, contracting_dims = ints x ints [precision]
 * [algorithm] | {dot_dimension_numbers = ...} */
static bool dot_general_attrs(Ctx *c, bool generic) {
  ShParser *p = c->p;
  RcNode *n = c->n;
  if (generic) return dot_dims_generic(c);
  if (!dims_pair(c, "batching_dims", "lhs_batch_dims", "rhs_batch_dims", false) ||
      !dims_pair(c, "contracting_dims", "lhs_contracting_dims", "rhs_contracting_dims", true))
    return false;
  if (!rc_node_attr(n, "lhs_batch_dims")) {
    for (int k = 0; k < 2; k++) {
      RcAttr *a = rc_node_add_attr(n, k ? "rhs_batch_dims" : "lhs_batch_dims", RC_ATTR_INTS, NULL);
      if (!a || !(a->u.ints.v = rc_module_alloc(p->m, sizeof(int64_t)))) return false;
      a->raw = "[]";
    }
  }
  pretty_raw(c, "precision");
  pretty_raw(c, "algorithm");
  return true;
}

/* constant -> ... dense<...> [':' type]: the literal, of the result's shape and type */
static bool constant_literal(Ctx *c) {
  ShParser *p = c->p;
  RcNode *n = c->n;
  size_t b = c->b, e = c->e;
  for (size_t i = b; i + 1 < e; i++) {
    if (!(word(c, i, "dense") && punct(c, i + 1, '<'))) continue;
    int32_t d = T(c, i + 1)->depth;
    size_t j = i + 2;
    while (j < e && !(punct(c, j, '>') && T(c, j)->depth == d)) j++;
    if (j >= e) return false;
    bool bad = false;
    RcLiteral *lit = sh_parse_dense(p, T(c, i + 1)->off, T(c, j)->off, n->results[0].type, &bad);
    if (!lit) return false;
    /* the element count is right; the nesting has the type's shape too */
    const RcType *ty = n->results[0].type;
    if (ty && ty->kind == RC_TYPE_TENSOR && ty->dims && ty->rank <= 16 && rc_type_numel(ty) >= 0 &&
        !sh_check_dense_shape(p, i + 2, j, ty->dims, ty->rank))
      return false;
    /* the value's own type (generic form: `value = dense<...> : T`) is the result's, but for
     * element types the reader does not model (a quantized result keeps its storage type) */
    if (punct(c, j + 1, ':') && ty && ty->kind == RC_TYPE_TENSOR && ty->dtype != RC_DT_OPAQUE) {
      size_t pos = sh_lex_skip_space(p->src->text, p->src->len, T(c, j + 1)->off + 1, NULL), start = pos;
      RcType *vt = sh_parse_type(p, &pos);
      if (!vt) return false;
      if (vt->kind == RC_TYPE_TENSOR && vt->dtype != RC_DT_OPAQUE &&
          (vt->dtype != ty->dtype || !rc_type_same_shape(vt, ty)))
        return sh_err_tok(p, T(c, i), "'%s': the value has type %.*s, which is not the result type",
                          n->opname ? n->opname : rc_op_info[n->op].stablehlo, (int)(pos - start),
                          p->src->text + start);
    }
    n->literal = lit;
    ShEntry *en = entry(c, "value");
    if (en) en->used = true;
    return true;
  }
  return false;
}

bool sh_interpret(ShParser *p, RcNode *n, size_t b, size_t e, ShEntry *ents, size_t nents, bool generic) {
  Ctx c = {p, n, b, e, ents, nents};
  const RcOpInfo *info = &rc_op_info[n->op];
  if (info->arity >= 0 && (uint32_t)info->arity != n->noperands) return false;
  bool multi = n->op == RC_OP_REDUCE || n->op == RC_OP_CALL || n->op == RC_OP_CUSTOM_CALL || n->op == RC_OP_COMPOSITE ||
               n->op == RC_OP_BATCH_NORM_TRAINING;
  if (!multi && n->nresults != 1) return false;
  switch (n->op) {
  case RC_OP_BROADCAST: return ints_attr(&c, "dimensions", "dims", "broadcast_dimensions", true);
  case RC_OP_TRANSPOSE: return ints_attr(&c, "dimensions", "dims", "permutation", true);
  case RC_OP_REDUCE: return reduce_attrs(&c);
  case RC_OP_CONCATENATE: return concatenate_attrs(&c);
  case RC_OP_IOTA: return int_attr(&c, "iota_dimension", "dim", "iota_dimension");
  case RC_OP_GET_TUPLE_ELEMENT: return tuple_index_attrs(&c, generic);
  case RC_OP_COMPARE: return compare_attrs(&c, generic);
  case RC_OP_CUSTOM_CALL: return custom_call_attrs(&c, generic);
  case RC_OP_COMPOSITE: return composite_attrs(&c, generic);
  case RC_OP_CALL: return call_attrs(&c, generic);
  case RC_OP_SLICE: return slice_attrs(&c, generic);
  case RC_OP_PAD:
    return ints_attr(&c, "padding_low", "low", "edge_padding_low", true) &&
           ints_attr(&c, "padding_high", "high", "edge_padding_high", true) &&
           ints_attr(&c, "padding_interior", "interior", "interior_padding", true);
  case RC_OP_DOT_GENERAL: return dot_general_attrs(&c, generic);
  case RC_OP_DOT:
    if (!generic) pretty_raw(&c, "precision");
    return true;
  case RC_OP_CONSTANT: return constant_literal(&c);
  default:
    return true;
  }
}

/* ---- attribute rules of opaque ops ---- */

bool sh_opaque_attr_rules(ShParser *p, RcNode *n, const char *ops, size_t opn, size_t b, size_t e, ShEntry *ents,
                          size_t nents) {
  Ctx c = {p, n, b, e, ents, nents};
  const RcValue *v = n->noperands ? rc_node_operand(n, 0) : NULL;
  const RcType *a = v ? v->type : NULL;
  if (!a || a->kind != RC_TYPE_TENSOR || !a->dims) return true;
  bool reverse = (opn == 17 && !memcmp(ops, "stablehlo.reverse", 17)) || (opn == 12 && !memcmp(ops, "mhlo.reverse", 12));
  bool sort = (opn == 14 && !memcmp(ops, "stablehlo.sort", 14)) || (opn == 9 && !memcmp(ops, "mhlo.sort", 9));
  bool window = opn == 23 && !memcmp(ops, "stablehlo.reduce_window", 23);
  bool gather = opn == 16 && !memcmp(ops, "stablehlo.gather", 16);
  bool scatter = opn == 17 && !memcmp(ops, "stablehlo.scatter", 17);
  if (gather || scatter) {
    /* each dimension number names a dimension of the tensor it is about: gather's operand
     * (0), start indices (1) or result (2); scatter's inputs (0), indices (1) or updates (2);
     * index_vector_dim may also be one past the indices' last dimension */
    static const struct {
      const char *key;
      int of;
    } gk[] = {{"offset_dims", 2}, {"collapsed_slice_dims", 0}, {"operand_batching_dims", 0},
              {"start_indices_batching_dims", 1}, {"start_index_map", 0}, {"index_vector_dim", 1}},
      sk[] = {{"update_window_dims", 2}, {"inserted_window_dims", 0}, {"input_batching_dims", 0},
              {"scatter_indices_batching_dims", 1}, {"scatter_dims_to_operand_dims", 0}, {"index_vector_dim", 1}};
    uint32_t nin = scatter ? (n->noperands - 1) / 2 : 1;
    if (scatter && n->noperands % 2 == 0) return true;
    const RcType *ts[3] = {a, rc_node_operand(n, nin) ? rc_node_operand(n, nin)->type : NULL,
                           gather ? n->results[0].type
                                  : rc_node_operand(n, nin + 1) ? rc_node_operand(n, nin + 1)->type : NULL};
    ShEntry *en = entry(&c, gather ? "dimension_numbers" : "scatter_dimension_numbers");
    if (!en || T(&c, en->vb)->kind != SH_HASH || !punct(&c, en->vb + 1, '<')) return true;
    int64_t counts[6] = {0}, ivd_value = -1;
    bool all = true;
    for (size_t q = en->vb + 2; q + 2 < en->ve; q++) {
      if (T(&c, q)->kind != SH_IDENT || !punct(&c, q + 1, '=')) continue;
      int of = -1, which = -1;
      const char *key = NULL;
      for (int k = 0; k < 6; k++)
        if (word(&c, q, gather ? gk[k].key : sk[k].key)) {
          of = gather ? gk[k].of : sk[k].of;
          key = gather ? gk[k].key : sk[k].key;
          which = k;
        }
      if (which < 0) all = false;
      const RcType *t = of >= 0 ? ts[of] : NULL;
      if (!t || t->kind != RC_TYPE_TENSOR || !t->dims) continue;
      bool ivd = !strcmp(key, "index_vector_dim");
      size_t v = q + 2;
      int64_t list[64];
      uint32_t cnt = 0;
      if (ivd) {
        if (!parse_i64(&c, v, &list[0]))
          return sh_err_tok(p, T(&c, v), "'%.*s': expected an integer after '%s ='", (int)opn, ops, key);
        cnt = 1;
      } else if (!sh_alias_ints(&c, q, en->ve, key, list, 64, &cnt)) {
        if (!punct(&c, v, '[') || cnt < 64)
          return sh_err_tok(p, T(&c, v), "'%.*s': expected a list of integers after '%s ='", (int)opn, ops, key);
        all = false;
        continue;
      }
      counts[which] = cnt;
      if (ivd) ivd_value = list[0];
      for (uint32_t k = 0; k < cnt; k++)
        if (list[k] < 0 || list[k] > t->rank - (ivd ? 0 : 1))
          return sh_err_tok(p, T(&c, v), "'%.*s': %s entry %lld is not in [0, %d%c, the dimensions of %s", (int)opn,
                            ops, key, (long long)list[k], ivd ? t->rank : t->rank, ivd ? ']' : ')',
                            t->text ? t->text : "its tensor");
    }
    /* the index vector (dimension index_vector_dim of the indices, or one index past their
     * last dimension) holds one index per entry of start_index_map / scatter_dims_to_operand_dims;
     * a gather's offset, collapsed and batching dimensions cover its operand's */
    const RcType *ix = ts[1];
    if (all && ivd_value >= 0 && ix && ix->kind == RC_TYPE_TENSOR && ix->dims) {
      int64_t want = ivd_value < ix->rank ? ix->dims[ivd_value] : 1;
      if (want >= 0 && counts[4] != want)
        return sh_err_tok(p, T(&c, en->vb), "'%.*s': %s has %lld entries for an index vector of %lld", (int)opn, ops,
                          gather ? gk[4].key : sk[4].key, (long long)counts[4], (long long)want);
    }
    if (all && gather && counts[0] + counts[1] + counts[2] != a->rank)
      return sh_err_tok(p, T(&c, en->vb), "'%.*s': offset_dims, collapsed_slice_dims and operand_batching_dims have "
                        "%lld entries for an operand of rank %d", (int)opn, ops,
                        (long long)(counts[0] + counts[1] + counts[2]), a->rank);
    return true;
  }
  if (window) {
    /* reduce_window's window attributes have one entry per dimension of its inputs, and its
     * padding one (low, high) pair per dimension */
    static const char *const keys[] = {"window_dimensions", "window_strides", "base_dilations", "window_dilations"};
    for (int k = 0; k < 4; k++) {
      ShEntry *en = entry(&c, keys[k]);
      RcAttr tmp = {0};
      size_t next;
      if (!en || !sh_parse_ints(&c, en->vb, &tmp, &next)) continue;
      if (!i64_list(&c, en->vb, next, keys[k])) return false;
      if (tmp.u.ints.n != (uint32_t)a->rank)
        return sh_err_tok(p, T(&c, en->vb), "'%.*s': %s has %u entries for inputs of rank %d", (int)opn, ops, keys[k],
                          tmp.u.ints.n, a->rank);
      for (uint32_t j = 0; j < tmp.u.ints.n; j++)
        if (tmp.u.ints.v[j] <= 0)
          return sh_err_tok(p, T(&c, en->vb), "'%.*s': %s entry %u is %lld; window sizes, strides and dilations are "
                            "positive", (int)opn, ops, keys[k], j, (long long)tmp.u.ints.v[j]);
    }
    ShEntry *pad = entry(&c, "padding");
    if (pad && word(&c, pad->vb, "dense") && punct(&c, pad->vb + 1, '<')) {
      size_t j = pad->vb + 2;
      while (j < pad->ve && !(punct(&c, j, '>') && T(&c, j)->depth == T(&c, pad->vb + 1)->depth)) j++;
      if (j + 1 < pad->ve && punct(&c, j + 1, ':')) {
        const char *src = p->src->text;
        size_t q = sh_lex_skip_space(src, p->src->len, T(&c, j + 1)->off + 1, NULL);
        char want[48];
        int w = snprintf(want, sizeof want, "tensor<%dx2x", a->rank);
        /* an empty padding (tensor<0x2x...>) is no padding, as StableHLO's verifier reads it */
        bool none = p->src->len - q >= 11 && !memcmp(src + q, "tensor<0x2x", 11);
        if (a->rank > 0 && !none && (p->src->len - q < (size_t)w || memcmp(src + q, want, (size_t)w)))
          return sh_err_tok(p, T(&c, pad->vb), "'%.*s': padding is a tensor<%dx2x...> of (low, high) pairs, one per "
                            "dimension of its inputs", (int)opn, ops, a->rank);
      }
    }
    return true;
  }
  if (reverse) {
    /* reverse's dimensions are dimensions of its operand, each once */
    size_t i = pretty_key(&c, "dims"), next;
    ShEntry *en = NULL;
    if (!i && (en = entry(&c, "dimensions"))) i = en->vb;
    RcAttr tmp = {0};
    if (!i || !sh_parse_ints(&c, i, &tmp, &next)) return true;
    uint64_t seen[4] = {0};
    for (uint32_t k = 0; k < tmp.u.ints.n; k++) {
      int64_t d = tmp.u.ints.v[k];
      if (d < 0 || d >= a->rank)
        return sh_err_tok(p, T(&c, i), "'%.*s': dimension %lld is not a dimension of its operand (rank %d)", (int)opn,
                          ops, (long long)d, a->rank);
      if (d < 256 && (seen[d / 64] >> (d % 64) & 1))
        return sh_err_tok(p, T(&c, i), "'%.*s': dimension %lld appears twice", (int)opn, ops, (long long)d);
      if (d < 256) seen[d / 64] |= 1ull << (d % 64);
    }
  } else if (sort) {
    /* sort's dimension counts from either end of its operands' dimensions */
    ShEntry *en = entry(&c, "dimension");
    int64_t d;
    if (!en || !parse_i64(&c, en->vb, &d)) return true;
    if (d < -a->rank || d >= a->rank)
      return sh_err_tok(p, T(&c, en->vb), "'%.*s': dimension %lld is not in [-%d, %d), its operands' rank", (int)opn,
                        ops, (long long)d, a->rank, a->rank);
  }
  return true;
}
