/* An op's attribute dictionaries, read from its token list (read_op.c): the `{key = value, ...}`
 * entries collected, checked as MLIR's attribute parser would (names, values, `dense<...>`
 * literals of the element type and shape they are typed with), and those sh_interpret did not
 * take kept on the node as raw text. */
#include <string.h>

#include "formats/stablehlo/sh.h"

/* Collects the `{key = value, ...}` entries of attribute dictionaries in the op's tokens [b, e). */
void sh_collect_entries(ShParser *p, size_t b, size_t e) {
  g_array_set_size(p->ents, 0);
  for (size_t i = b; i < e; i++) {
    ShTok *t = &p->toks[i];
    if (!sh_tok_punct(t, '{')) continue;
    bool dict = t->depth == 0 || (t->depth == 1 && i > b && sh_tok_punct(&p->toks[i - 1], '<') && p->toks[i - 1].depth == 0);
    if (!dict) continue;
    int32_t d = t->depth;
    size_t j = i + 1;
    while (j < e && !(sh_tok_punct(&p->toks[j], '}') && p->toks[j].depth == d)) {
      ShEntry en = {0};
      en.kb = (uint32_t)j;
      en.ke = (uint32_t)j + 1;
      j++;
      if (j < e && sh_tok_punct(&p->toks[j], '=') && p->toks[j].depth == d + 1) {
        j++;
        en.vb = (uint32_t)j;
        while (j < e && !((sh_tok_punct(&p->toks[j], ',') && p->toks[j].depth == d + 1) ||
                          (sh_tok_punct(&p->toks[j], '}') && p->toks[j].depth == d)))
          j++;
        en.ve = (uint32_t)j;
      } else {
        en.vb = en.ve = (uint32_t)j;
      }
      g_array_append_val(p->ents, en);
      if (j < e && sh_tok_punct(&p->toks[j], ',')) j++;
    }
    i = j;
  }
}

/* The element class of the type spelled at source offset pos (after blanks) when it is a tensor
 * (`tensor<2xindex>`, `tensor<i64>`, `tensor<3xbf16>`): 'b' i1, 'i' another integer or index,
 * 'f' floating-point, 0 otherwise. */
static char tensor_class_at(const ShParser *p, size_t pos) {
  const char *s = p->src->text;
  size_t n = p->src->len;
  pos = sh_lex_skip_space(s, n, pos, NULL);
  if (n - pos < 8 || memcmp(s + pos, "tensor<", 7)) return 0;
  size_t b = pos + 7, e = b;
  while (e < n && s[e] != '>' && s[e] != '<' && s[e] != ',' && s[e] != '\n') e++;
  if (e >= n || s[e] != '>') return 0;
  /* skip the dimensions: (INT | '?') 'x' ... */
  for (size_t k = b; k < e; k++) {
    if (s[k] == 'x' && k > b) b = k + 1;
    else if (!((s[k] >= '0' && s[k] <= '9') || s[k] == '?')) break;
  }
  size_t len = e - b;
  if (len == 5 && !memcmp(s + b, "index", 5)) return 'i';
  size_t q = b;
  if (len >= 2 && s[q] == 'b' && s[q + 1] == 'f') q++;
  if (q < e && (s[q] == 'u' || s[q] == 's') && s[b] != 'b') q++;
  if (q >= e || (s[q] != 'i' && s[q] != 'f') || q + 1 >= e) return 0;
  char cls = s[q] == 'i' ? 'i' : 'f';
  if (cls == 'i' && q > b && s[b] == 'b') return 0;
  for (q++; q < e; q++)
    if (s[q] < '0' || s[q] > '9') return 0;
  return cls == 'i' && e - b == 2 && s[b] == 'i' && s[b + 1] == '1' ? 'b' : cls;
}

/* The static dimensions of the tensor type spelled at source offset pos (`tensor<2x3xi64>`):
 * their count, or -1 when the type is not a ranked tensor of static dimensions. */
static int tensor_dims_at(const ShParser *p, size_t pos, int64_t *dims, int cap) {
  const char *s = p->src->text;
  size_t n = p->src->len;
  pos = sh_lex_skip_space(s, n, pos, NULL);
  if (n - pos < 8 || memcmp(s + pos, "tensor<", 7)) return -1;
  int rank = 0;
  for (size_t q = pos + 7; q < n && s[q] >= '0' && s[q] <= '9';) {
    int64_t v = 0;
    while (q < n && s[q] >= '0' && s[q] <= '9' && v < ((int64_t)1 << 40)) v = v * 10 + (s[q++] - '0');
    if (q >= n || s[q] != 'x' || rank == cap) return -1;
    dims[rank++] = v;
    q++;
  }
  return rank;
}

bool sh_check_dense_shape(ShParser *p, size_t b, size_t e, const int64_t *dims, int rank) {
  if (b >= e || !sh_tok_punct(&p->toks[b], '[')) return true; /* a splat, a hex string */
  int64_t seen[16], count[16];
  int depth = 0, deepest = 0;
  for (int k = 0; k < 16; k++) seen[k] = -1;
  for (uint32_t i = b; i < e; i++) {
    const ShTok *t = &p->toks[i];
    if (t->kind == SH_PUNCT && (t->c == '(' || t->c == ')')) return true; /* complex elements */
    if (sh_tok_punct(t, '[')) {
      if (depth == 16) return true;
      if (depth > 0) count[depth - 1]++;
      count[depth++] = 0;
      if (depth > deepest) deepest = depth;
    } else if (sh_tok_punct(t, ']')) {
      if (depth == 0) return true;
      depth--;
      if (seen[depth] < 0) seen[depth] = count[depth];
      else if (seen[depth] != count[depth])
        return sh_err_tok(p, t, "the lists of a dense attribute at depth %d have different lengths (%lld and %lld)",
                          depth + 1, (long long)seen[depth], (long long)count[depth]);
    } else if (depth > 0 && !sh_tok_punct(t, ',')) {
      count[depth - 1]++;
    }
  }
  bool same = deepest == rank;
  for (int k = 0; same && k < rank; k++) same = seen[k] == dims[k];
  if (!same) {
    char lit[160] = "", ty[160] = "";
    size_t w = 0;
    for (int k = 0; k < deepest && w < sizeof lit - 24; k++)
      w += (size_t)snprintf(lit + w, sizeof lit - w, "%s%lld", k ? ", " : "", (long long)seen[k]);
    w = 0;
    for (int k = 0; k < rank && w < sizeof ty - 24; k++)
      w += (size_t)snprintf(ty + w, sizeof ty - w, "%s%lld", k ? ", " : "", (long long)dims[k]);
    return sh_err_tok(p, &p->toks[b], "a dense attribute of shape [%s] for a tensor of shape [%s]", lit, ty);
  }
  return true;
}

/* A `dense<...> : T` attribute value holds values of T's element class, as MLIR's attribute
 * parser requires (for the attributes of any op): integers for integer or index elements,
 * floating-point spellings (or hex bit patterns) for floating-point elements, `true` and
 * `false` for i1 elements only. */
static bool check_dense_numbers(ShParser *p, const ShEntry *en) {
  for (uint32_t i = en->vb; i + 1 < en->ve; i++) {
    if (!sh_tok_is(p, &p->toks[i], "dense") || !sh_tok_punct(&p->toks[i + 1], '<')) continue;
    int32_t d = p->toks[i + 1].depth;
    uint32_t j = i + 2;
    while (j < en->ve && !(sh_tok_punct(&p->toks[j], '>') && p->toks[j].depth == d)) j++;
    bool typed = j + 1 < en->ve && sh_tok_punct(&p->toks[j + 1], ':');
    int64_t dims[16];
    int rank = typed ? tensor_dims_at(p, p->toks[j + 1].off + 1, dims, 16) : -1;
    if (rank >= 0 && !sh_check_dense_shape(p, i + 2, j, dims, rank)) return false;
    char cls = typed ? tensor_class_at(p, p->toks[j + 1].off + 1) : 0;
    for (uint32_t k = i + 2; cls && k < j; k++) {
      const ShTok *t = &p->toks[k];
      const char *x = p->src->text + t->off;
      if (cls != 'b' && (sh_tok_is(p, t, "true") || sh_tok_is(p, t, "false")))
        return sh_err_tok(p, t, "'%.*s' in a dense attribute of %s elements (true and false are i1 values)",
                          SH_TOKF(p, t), cls == 'f' ? "floating-point" : "integer");
      if (t->kind != SH_NUMBER || (t->len > 2 && x[0] == '0' && (x[1] == 'x' || x[1] == 'X'))) continue;
      bool fp = memchr(x, '.', t->len) || memchr(x, 'e', t->len) || memchr(x, 'E', t->len);
      if (cls != 'f' && fp)
        return sh_err_tok(p, t, "'%.*s' is a floating-point number in a dense attribute of integer elements",
                          SH_TOKF(p, t));
      if (cls == 'f' && !fp)
        return sh_err_tok(p, t, "'%.*s' is an integer in a dense attribute of floating-point elements (write "
                          "%.*s.0)", SH_TOKF(p, t), SH_TOKF(p, t));
    }
    i = j;
  }
  return true;
}

/* An attribute entry's name is a bare or quoted word (`{dimension = 1,1 : i64}` has a second
 * entry named `1`). */
static bool entry_name(ShParser *p, const ShEntry *en) {
  const ShTok *t = &p->toks[en->kb];
  if (t->kind != SH_IDENT && t->kind != SH_STRING)
    return sh_err_tok(p, t, "expected an attribute name, got %s", sh_tok_desc(p, t));
  return true;
}

/* The op's attribute entries: a modelled op's names and dense numbers always, any op's dense
 * numbers unless it is kept verbatim; then, unless verbatim, every name and that `name =` has a
 * value (`{dimension = : i64}` has none). */
bool sh_check_entries(ShParser *p, bool modelled, bool verbatim) {
  for (guint k = 0; (modelled || !verbatim) && k < p->ents->len; k++) {
    const ShEntry *en = &g_array_index(p->ents, ShEntry, k);
    if ((modelled && !entry_name(p, en)) || !check_dense_numbers(p, en)) return false;
  }
  for (guint k = 0; !verbatim && k < p->ents->len; k++) {
    const ShEntry *en = &g_array_index(p->ents, ShEntry, k);
    if (!entry_name(p, en)) return false;
    if (!sh_tok_punct(&p->toks[en->kb + 1], '=')) continue;
    if (en->vb == en->ve || sh_tok_punct(&p->toks[en->vb], ':'))
      return sh_err_tok(p, &p->toks[en->kb + 1], "expected a value after '%.*s ='", SH_TOKF(p, &p->toks[en->kb]));
  }
  return true;
}

char *sh_tok_text(ShParser *p, size_t b, size_t e) {
  if (b >= e) return NULL;
  size_t o = p->toks[b].off, end = p->toks[e - 1].off + p->toks[e - 1].len;
  return rc_module_strndup(p->m, p->src->text + o, end - o);
}

void sh_add_raw_entries(ShParser *p, RcNode *n) {
  for (guint k = 0; k < p->ents->len; k++) {
    ShEntry *en = &g_array_index(p->ents, ShEntry, k);
    if (en->used) continue;
    ShTok *kt = &p->toks[en->kb];
    char *key = kt->kind == SH_STRING ? rc_module_strndup(p->m, p->src->text + kt->off + 1, kt->len - 2)
                                      : rc_module_strndup(p->m, p->src->text + kt->off, kt->len);
    if (!key) return;
    RcAttr *a = rc_node_add_attr(n, key, RC_ATTR_RAW, NULL);
    if (a && en->vb < en->ve) a->raw = sh_tok_text(p, en->vb, en->ve);
  }
}
