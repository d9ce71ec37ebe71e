/* A custom call's attributes: the rules of StableHLO's CustomCallOp verifier (api_version,
 * backend_config, operand and result layouts, output-operand aliases, the sdy sharding rule),
 * checked on the entries sh_interpret (read_attrs.c) reads. */
#include <stdio.h>
#include <string.h>

#include "formats/stablehlo/read_attrs.h"

/* The token after the value element starting at i of a list whose '[' has depth d: a ',' at
 * depth d + 1 or the closing ']' at depth d. */
static size_t elem_end(Ctx *c, size_t i, int32_t d) {
  while (i < c->e && !(punct(c, i, ',') && T(c, i)->depth == d + 1) && !(punct(c, i, ']') && T(c, i)->depth == d)) i++;
  return i;
}

/* Does the source text [b, e) spell a 1-D index tensor type, `tensor<Nxindex>`? */
static bool is_index_vector(Ctx *c, size_t b, size_t e) {
  const char *s = c->p->src->text;
  while (b < e && (s[b] == ' ' || s[b] == '\t' || s[b] == '\n' || s[b] == '\r')) b++;
  while (e > b && (s[e - 1] == ' ' || s[e - 1] == '\t' || s[e - 1] == '\n' || s[e - 1] == '\r')) e--;
  if (e - b < 15 || memcmp(s + b, "tensor<", 7) || memcmp(s + e - 7, "xindex>", 7)) return false;
  for (size_t k = b + 7; k < e - 7; k++)
    if (s[k] < '0' || s[k] > '9') return false;
  return e - 7 > b + 7;
}

/* operand_layouts / result_layouts = [dense<...> : tensor<Nxindex>, ...]: one layout per type
 * of types (count of them), each a permutation of [0, rank) for a tensor. False after a
 * diagnostic, or (no diagnostic) when the list is not in this form. */
static bool layouts(Ctx *c, ShEntry *en, const char *what, RcType *const *types, uint32_t count) {
  size_t i = en->vb;
  if (!punct(c, i, '[')) return false;
  int32_t d = T(c, i)->depth;
  uint32_t k = 0;
  for (i++; i < en->ve && !(punct(c, i, ']') && T(c, i)->depth == d); k++) {
    size_t end = elem_end(c, i, d), next = 0;
    RcAttr tmp = {0};
    if (!word(c, i, "dense") || !sh_parse_ints(c, i, &tmp, &next) || !punct(c, next, ':') || next >= end ||
        !is_index_vector(c, T(c, next)->off + 1, T(c, end)->off))
      return sh_err_tok(c->p, T(c, i), "%s entry %u must be a layout: a 1-D tensor of index type (dense<[1, 0]> : "
                        "tensor<2xindex>)", what, k);
    if (k < count) {
      const RcType *ty = types[k];
      if (ty && ty->kind == RC_TYPE_TENSOR && ty->dims && ty->rank >= 0) {
        bool perm = tmp.u.ints.n == (uint32_t)ty->rank;
        uint64_t seen = 0;
        for (uint32_t j = 0; perm && j < tmp.u.ints.n; j++) {
          int64_t x = tmp.u.ints.v[j];
          perm = x >= 0 && x < ty->rank && x < 64 && !(seen >> x & 1);
          if (perm) seen |= 1ull << x;
        }
        if (!perm)
          return sh_err_tok(c->p, T(c, i), "%s entry %u is not a permutation of [0, %d), the dimensions of %s", what,
                            k, ty->rank, ty->text ? ty->text : "its type");
      }
    }
    i = punct(c, end, ',') ? end + 1 : end;
  }
  if (k != count)
    return sh_err_tok(c->p, T(c, en->kb), "%s has %u entr%s for %u %s", what, k, k == 1 ? "y" : "ies", count,
                      what[0] == 'o' ? (count == 1 ? "operand" : "operands") : (count == 1 ? "result" : "results"));
  return true;
}

/* The integer list `key = [a, b]` among tokens [b, e); *n entries in v (at most cap). */
bool sh_alias_ints(Ctx *c, size_t b, size_t e, const char *key, int64_t *v, uint32_t cap, uint32_t *n) {
  *n = 0;
  for (size_t i = b; i + 2 < e; i++) {
    if (!word(c, i, key) || !punct(c, i + 1, '=')) continue;
    size_t q = i + 2;
    if (!punct(c, q, '[')) return false;
    for (q++; q < e && !punct(c, q, ']'); q++) {
      if (punct(c, q, ',')) continue;
      if (*n == cap || !parse_i64(c, q, &v[*n])) return false;
      (*n)++;
    }
    return q < e;
  }
  return false;
}

/* The type reached from t through tuple indices idx[0..n); NULL when an index is out of range. */
static const RcType *tuple_path(const RcType *t, const int64_t *idx, uint32_t n) {
  for (uint32_t j = 0; j < n; j++) {
    if (!t || t->kind != RC_TYPE_TUPLE || idx[j] < 0 || idx[j] >= t->ntuple) return NULL;
    t = t->tuple[idx[j]];
  }
  return t;
}

/* output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [..],
 * operand_index = N, operand_tuple_indices = [..]>, ...]: the operand exists, the output part
 * names a result (by its index when there are several), and the two parts have one type. */
/* The alias attribute's own syntax: `#stablehlo.output_operand_alias<output_tuple_indices =
 * [INT, ...], operand_index = INT, operand_tuple_indices = [INT, ...]>` over tokens [i, end).
 * False after a diagnostic; true (nothing checked) for another attribute. */
static bool alias_syntax(Ctx *c, size_t i, size_t end) {
  ShTok *h = T(c, i);
  if (h->kind != SH_HASH || !sh_tok_is(c->p, h, "#stablehlo.output_operand_alias")) return true;
  static const char *const keys[] = {"output_tuple_indices", "operand_index", "operand_tuple_indices"};
  size_t q = i + 1;
  if (!punct(c, q, '<')) return sh_err_tok(c->p, T(c, q < end ? q : end - 1), "output_operand_alias: expected '<'");
  q++;
  for (int k = 0; k < 3; k++) {
    if (!word(c, q, keys[k]) || !punct(c, q + 1, '='))
      return sh_err_tok(c->p, T(c, q < end ? q : end - 1), "output_operand_alias: expected '%s ='", keys[k]);
    q += 2;
    if (k == 1) {
      int64_t x;
      if (q >= end || !parse_i64(c, q, &x))
        return sh_err_tok(c->p, T(c, q < end ? q : end - 1), "output_operand_alias: expected an integer operand_index");
      q++;
    } else {
      if (!punct(c, q, '['))
        return sh_err_tok(c->p, T(c, q < end ? q : end - 1), "output_operand_alias: expected '[' starting %s", keys[k]);
      for (q++; q < end && !punct(c, q, ']'); q++) {
        int64_t x;
        if (!parse_i64(c, q, &x))
          return sh_err_tok(c->p, T(c, q), "output_operand_alias: expected an integer in %s", keys[k]);
        if (punct(c, q + 1, ',') && !punct(c, q + 2, ']')) q++;
        else if (!punct(c, q + 1, ']'))
          return sh_err_tok(c->p, T(c, q + 1 < end ? q + 1 : end - 1), "output_operand_alias: expected ',' or ']' in %s",
                            keys[k]);
      }
      if (q >= end) return sh_err_tok(c->p, T(c, end - 1), "output_operand_alias: expected ']'");
      q++;
    }
    const char want = k < 2 ? ',' : '>';
    if (!punct(c, q, want))
      return sh_err_tok(c->p, T(c, q < end ? q : end - 1), "output_operand_alias: expected '%c' after %s", want, keys[k]);
    q++;
  }
  if (q != end) return sh_err_tok(c->p, T(c, q), "output_operand_alias: unexpected %s", sh_tok_desc(c->p, T(c, q)));
  return true;
}

static bool aliases(Ctx *c, ShEntry *en) {
  RcNode *n = c->n;
  size_t i = en->vb;
  if (!punct(c, i, '[')) return true;
  int32_t d = T(c, i)->depth;
  for (i++; i < en->ve && !(punct(c, i, ']') && T(c, i)->depth == d);) {
    size_t end = elem_end(c, i, d);
    if (!alias_syntax(c, i, end)) return false;
    int64_t out[16], opi[16], idx = -1;
    uint32_t nout, nop;
    size_t q = i;
    while (q + 2 < end && !(word(c, q, "operand_index") && punct(c, q + 1, '='))) q++;
    if (q + 2 >= end || !parse_i64(c, q + 2, &idx) || !sh_alias_ints(c, i, end, "output_tuple_indices", out, 16, &nout) ||
        !sh_alias_ints(c, i, end, "operand_tuple_indices", opi, 16, &nop))
      return true; /* not this form: left to the oracle of the op's dialect */
    if (idx < 0 || (uint64_t)idx >= n->noperands)
      return sh_err_tok(c->p, T(c, q + 2), "output_operand_alias: operand_index %lld is not an operand (the custom "
                        "call has %u)", (long long)idx, n->noperands);
    const RcType *outt = NULL;
    if (n->nresults > 1) {
      if (nout >= 1 && out[0] >= 0 && out[0] < n->nresults) outt = tuple_path(n->results[out[0]].type, out + 1, nout - 1);
    } else if (n->nresults == 1) {
      outt = tuple_path(n->results[0].type, out, nout);
    }
    if (!outt)
      return sh_err_tok(c->p, T(c, i), "output_operand_alias: output_tuple_indices do not name a result of the custom "
                        "call");
    const RcValue *v = rc_node_operand(n, (uint32_t)idx);
    const RcType *opt = v ? tuple_path(v->type, opi, nop) : NULL;
    if (v && !opt)
      return sh_err_tok(c->p, T(c, i), "output_operand_alias: operand_tuple_indices do not name a part of operand "
                        "%lld", (long long)idx);
    if (opt && !sh_types_match(opt, outt))
      return sh_err_tok(c->p, T(c, i), "output_operand_alias: the operand part has type %s, the output part %s: an "
                        "aliased output has its operand's type", opt->text ? opt->text : "?",
                        outt->text ? outt->text : "?");
    i = punct(c, end, ',') ? end + 1 : end;
  }
  return true;
}

/* ---- Shardy's sharding rule of a custom call: #sdy.op_sharding_rule<(maps) -> (maps) {sizes} ...> ---- */

enum { MAX_FACTORS = 256 };

/* The spelling of factor k: i, j, ..., z, then z_1, z_2, ... */
static void factor_name(uint32_t k, char *buf, size_t n) {
  if (k < 18) snprintf(buf, n, "%c", 'i' + (int)k);
  else snprintf(buf, n, "z_%u", k - 17);
}

/* The factors of one dimension, spelled one after another (`ij`, `kz_1`), into idx; false when
 * the spelling is not a sequence of factor symbols. */
static bool dim_factors(const char *s, size_t n, uint32_t *idx, uint32_t cap, uint32_t *cnt) {
  *cnt = 0;
  for (size_t q = 0; q < n;) {
    if (*cnt == cap || s[q] < 'i' || s[q] > 'z') return false;
    uint32_t k = (uint32_t)(s[q] - 'i');
    q++;
    if (k == 17 && q < n && s[q] == '_') {
      uint64_t v = 0;
      size_t d = ++q;
      while (q < n && s[q] >= '0' && s[q] <= '9' && v < MAX_FACTORS) v = v * 10 + (uint64_t)(s[q++] - '0');
      if (q == d || s[d] == '0' || v >= MAX_FACTORS) return false;
      k = 17 + (uint32_t)v;
    }
    idx[(*cnt)++] = k;
  }
  return *cnt > 0;
}

typedef struct Rule {
  uint32_t nfactors;
  uint8_t used[MAX_FACTORS];  /* 1: in an operand mapping, 2: in a result mapping (bits) */
} Rule;

/* maps -> '(' ['[' [dim (',' dim)*] ']' (',' '[' ... ']')*] ')' for the count tensors of
 * types; one dimension per dimension of each tensor. *q is the '(' and is left after the ')'. */
static bool rule_maps(Ctx *c, size_t *q, size_t e, Rule *r, RcType *const *types, uint32_t count, const char *side,
                      uint8_t bit) {
  size_t i = *q;
  if (!punct(c, i, '(')) return sh_err_tok(c->p, T(c, i < e ? i : e - 1), "sdy.sharding_rule: expected '(' starting the %s mappings", side);
  i++;
  uint32_t t = 0;
  while (i < e && !punct(c, i, ')')) {
    if (!punct(c, i, '[')) return sh_err_tok(c->p, T(c, i), "sdy.sharding_rule: expected '[' starting a %s mapping", side);
    size_t open = i++;
    int32_t rank = 0;
    while (i < e && !punct(c, i, ']')) {
      uint32_t idx[64], cnt;
      ShTok *d = T(c, i);
      if (d->kind != SH_IDENT || !dim_factors(c->p->src->text + d->off, d->len, idx, 64, &cnt))
        return sh_err_tok(c->p, d, "sdy.sharding_rule: expected the factors of a dimension (i, j, ..., z, z_1, ...), "
                          "got %s", sh_tok_desc(c->p, d));
      for (uint32_t k = 0; k < cnt; k++) r->used[idx[k]] |= bit;
      rank++;
      i++;
      if (punct(c, i, ',')) i++;
      else if (!punct(c, i, ']')) return sh_err_tok(c->p, T(c, i < e ? i : e - 1), "sdy.sharding_rule: expected ',' or ']'");
    }
    if (i >= e) return sh_err_tok(c->p, T(c, open), "sdy.sharding_rule: unclosed '['");
    if (t < count && types[t] && types[t]->kind == RC_TYPE_TENSOR && types[t]->dims && types[t]->rank != rank)
      return sh_err_tok(c->p, T(c, open), "sdy.sharding_rule: %s mapping %u has %d dimension%s for a tensor of rank %d",
                        side, t, rank, rank == 1 ? "" : "s", types[t]->rank);
    t++;
    i++;
    if (punct(c, i, ',')) i++;
    else if (!punct(c, i, ')')) return sh_err_tok(c->p, T(c, i < e ? i : e - 1), "sdy.sharding_rule: expected ',' or ')'");
  }
  if (i >= e) return sh_err_tok(c->p, T(c, *q), "sdy.sharding_rule: unclosed '('");
  if (t != count)
    return sh_err_tok(c->p, T(c, *q), "sdy.sharding_rule: %u %s mapping%s for %u %s%s", t, side, t == 1 ? "" : "s",
                      count, side, count == 1 ? "" : "s");
  *q = i + 1;
  return true;
}

/* A sharding rule maps each dimension of each operand and result to factors; the factor sizes
 * `{i=N, j=N, ...}` name the factors in order (i, j, ... as Shardy numbers them), and each
 * factor appears in a mapping; a reduction factor appears in no result. False after a
 * diagnostic. */
static bool sharding_rule(Ctx *c, ShEntry *en, RcType *const *ins, RcType *const *outs, uint32_t nouts) {
  size_t q = en->vb, e = en->ve;
  ShTok *h = T(c, q);
  if (h->kind != SH_HASH || !sh_tok_is(c->p, h, "#sdy.op_sharding_rule") || !punct(c, q + 1, '<')) return true;
  int32_t d = T(c, q + 1)->depth;
  size_t end = q + 2;
  while (end < e && !(punct(c, end, '>') && T(c, end)->depth == d)) end++;
  if (end >= e) return true;
  Rule *r = g_new0(Rule, 1);
  bool ok = false;
  q += 2;
  if (!rule_maps(c, &q, end, r, ins, c->n->noperands, "operand", 1)) goto out;
  if (q >= end || T(c, q)->kind != SH_ARROW) {
    sh_err_tok(c->p, T(c, q < end ? q : end), "sdy.sharding_rule: expected '->' after the operand mappings");
    goto out;
  }
  q++;
  if (!rule_maps(c, &q, end, r, outs, nouts, "result", 2)) goto out;
  if (!punct(c, q, '{')) {
    sh_err_tok(c->p, T(c, q < end ? q : end), "sdy.sharding_rule: expected '{' starting the factor sizes");
    goto out;
  }
  for (q++; q < end && !punct(c, q, '}');) {
    char want[16];
    factor_name(r->nfactors, want, sizeof want);
    int64_t size;
    if (!word(c, q, want) || !punct(c, q + 1, '=') || !parse_i64(c, q + 2, &size)) {
      sh_err_tok(c->p, T(c, q), "sdy.sharding_rule: expected the size of factor '%s' (%s=N): the factor sizes "
                 "name the factors in order", want, want);
      goto out;
    }
    if (++r->nfactors == MAX_FACTORS) goto out_ok; /* beyond what this check follows */
    q += 3;
    if (punct(c, q, ',')) {
      q++;
      if (punct(c, q, '}')) {
        sh_err_tok(c->p, T(c, q), "sdy.sharding_rule: expected a factor size after ','");
        goto out;
      }
    } else if (!punct(c, q, '}')) {
      sh_err_tok(c->p, T(c, q < end ? q : end), "sdy.sharding_rule: expected ',' or '}' after a factor size");
      goto out;
    }
  }
  if (q >= end) goto out_ok;
  for (uint32_t k = 0; k < MAX_FACTORS; k++) {
    char nm[16];
    factor_name(k, nm, sizeof nm);
    if (k < r->nfactors && !r->used[k]) {
      sh_err_tok(c->p, T(c, en->vb), "sdy.sharding_rule: factor '%s' is in no operand or result mapping", nm);
      goto out;
    }
    if (k >= r->nfactors && r->used[k]) {
      sh_err_tok(c->p, T(c, en->vb), "sdy.sharding_rule: factor '%s' of the mappings has no size", nm);
      goto out;
    }
  }
  /* `reduction={i, ...}` and the other factor sets name factors of the rule */
  for (q++; q + 2 < end; q++) {
    if (!(T(c, q)->kind == SH_IDENT && punct(c, q + 1, '=') && punct(c, q + 2, '{'))) continue;
    bool reduction = word(c, q, "reduction");
    for (q += 3; q < end && !punct(c, q, '}'); q++) {
      uint32_t idx[64], cnt;
      ShTok *f = T(c, q);
      if (f->kind != SH_IDENT) continue;
      if (!dim_factors(c->p->src->text + f->off, f->len, idx, 64, &cnt) || cnt != 1 || idx[0] >= r->nfactors) {
        sh_err_tok(c->p, f, "sdy.sharding_rule: '%.*s' is not a factor of the rule", SH_TOKF(c->p, f));
        goto out;
      }
      if (reduction && (r->used[idx[0]] & 2)) {
        sh_err_tok(c->p, f, "sdy.sharding_rule: reduction factor '%.*s' appears in a result mapping", SH_TOKF(c->p, f));
        goto out;
      }
    }
  }
out_ok:
  ok = true;
out:
  g_free(r);
  return ok;
}

/* api_version is a version StableHLO defines (0 to 4, 1 when absent); backend_config is a
 * dictionary under the typed FFI (4) and a string under the others; layouts and aliases as
 * above. False after a diagnostic. */
bool sh_custom_call_rules(Ctx *c) {
  RcNode *n = c->n;
  int64_t api = 1;
  ShEntry *av = entry(c, "api_version");
  if (av) {
    if (!parse_i64(c, av->vb, &api)) return true;
    if (api < 0 || api > 4)
      return sh_err_tok(c->p, T(c, av->vb), "api_version %lld is not a custom call API version (0 to 4)", (long long)api);
  }
  ShEntry *bc = entry(c, "backend_config");
  if (bc) {
    bool str = T(c, bc->vb)->kind == SH_STRING, dict = punct(c, bc->vb, '{');
    if (api == 4 && str)
      return sh_err_tok(c->p, T(c, bc->vb), "backend_config must be a dictionary under api_version 4 (the typed FFI)");
    if (api != 4 && dict)
      return sh_err_tok(c->p, T(c, bc->vb), "backend_config must be a string under api_version %lld (a dictionary "
                        "goes with api_version 4)", (long long)api);
  }
  ShEntry *ol = entry(c, "operand_layouts"), *rl = entry(c, "result_layouts");
  if (!ol != !rl)
    return sh_err_tok(c->p, T(c, (ol ? ol : rl)->kb), "operand_layouts and result_layouts come together: give both "
                      "or neither");
  if (ol) {
    /* one tuple result has a layout per tuple element */
    RcType *one = n->nresults == 1 ? n->results[0].type : NULL;
    bool tuple = one && one->kind == RC_TYPE_TUPLE;
    uint32_t nr = tuple ? (uint32_t)one->ntuple : n->nresults;
    uint32_t nt = n->noperands > nr ? n->noperands : nr;
    RcType **ty = g_new0(RcType *, nt ? nt : 1);
    for (uint32_t k = 0; k < n->noperands; k++) {
      const RcValue *v = rc_node_operand(n, k);
      ty[k] = v ? v->type : NULL;
    }
    bool ok = layouts(c, ol, "operand_layouts", ty, n->noperands);
    for (uint32_t k = 0; ok && k < nr; k++) ty[k] = tuple ? one->tuple[k] : n->results[k].type;
    ok = ok && layouts(c, rl, "result_layouts", ty, nr);
    g_free(ty);
    if (!ok) return !c->p->failed;
  }
  ShEntry *al = entry(c, "output_operand_aliases");
  if (al && !aliases(c, al)) return false;
  ShEntry *sr = entry(c, "sdy.sharding_rule");
  if (!sr) return true;
  RcType *one = n->nresults == 1 ? n->results[0].type : NULL;
  bool tuple = one && one->kind == RC_TYPE_TUPLE;
  uint32_t nr = tuple ? (uint32_t)one->ntuple : n->nresults;
  RcType **ins = g_new0(RcType *, n->noperands + 1), **outs = g_new0(RcType *, nr + 1);
  for (uint32_t k = 0; k < n->noperands; k++) {
    const RcValue *v = rc_node_operand(n, k);
    ins[k] = v ? v->type : NULL;
  }
  for (uint32_t k = 0; k < nr; k++) outs[k] = tuple ? one->tuple[k] : n->results[k].type;
  bool ok = sharding_rule(c, sr, ins, outs, nr);
  g_free(ins);
  g_free(outs);
  return ok;
}
