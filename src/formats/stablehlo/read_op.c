/* Reading one operation (pretty or generic MLIR form) and the bodies of
 * functions and regions. Every op is scanned as a token list: its `%value`
 * references become operands, `{` blocks that hold operations become region
 * functions (parsed in place), the trailing `: signature` gives the result
 * types, and the verbatim text becomes the node's print template. Known ops
 * then get typed attributes (read_attrs.c); anything else stays opaque but
 * wired. Names bound inside an op (`%iterArg = %0`, `reducer(%a: t, ...)`)
 * become parameters of the op's regions and never operands. */
#include <string.h>

#include "formats/stablehlo/sh.h"

static inline bool push_tok(ShParser *p, const ShTok *t) {
  if (__builtin_expect(p->ntoks == p->ctoks, 0)) {
    p->ctoks = p->ctoks ? p->ctoks * 2 : 256;
    p->toks = g_renew(ShTok, p->toks, p->ctoks);
  }
  p->toks[p->ntoks++] = *t;
  return true;
}

/* Moves the lexer to offset pos (after a char-level parse), keeping line numbers right. */
/* An opening bracket token: pushes its closer; false (diagnosed) past SH_MAX_NEST. */
static bool open_bracket(ShParser *p, const ShTok *t) {
  if (p->nclose >= SH_MAX_NEST) {
    sh_err_tok(p, t, "brackets nested deeper than %d levels", SH_MAX_NEST);
    return false;
  }
  p->closers[p->nclose++] = t->c == '(' ? ')' : t->c == '[' ? ']' : t->c == '{' ? '}' : '>';
  return true;
}

static void resync(ShParser *p, size_t pos) {
  const char *s = p->src->text;
  for (size_t i = p->lx.pos; i < pos; i++)
    if (s[i] == '\n') {
      p->lx.line++;
      p->lx.line_start = i + 1;
    }
  p->lx.pos = pos;
  sh_next(p);
}

static bool is_word(const ShParser *p, const ShTok *t, const char *w) { return sh_tok_is(p, t, w); }

/* A line that continues the op above (cond {, do {, reducer(...) {): a bare word without a dot. */
static bool is_cont(const ShParser *p, const ShTok *t) {
  if (t->kind != SH_IDENT) return false;
  const char *s = p->src->text + t->off;
  if (memchr(s, '.', t->len)) return false;
  return !is_word(p, t, "return") && !is_word(p, t, "call") && !is_word(p, t, "module") && !is_word(p, t, "func") &&
         !is_word(p, t, "loc");
}

/* Is the '{' at offset off the start of a region (operations) rather than an attribute dictionary? */
static bool is_region_start(const ShParser *p, size_t off) {
  const char *s = p->src->text;
  size_t n = p->src->len;
  bool nl = false;
  size_t q = sh_lex_skip_space(s, n, off + 1, &nl);
  if (q >= n) return false;
  char c = s[q];
  if (c == '^' || c == '%') return true;
  if (c == '"') {
    q++;
    while (q < n && s[q] != '"' && s[q] != '\n') q += s[q] == '\\' ? 2 : 1;
    if (q >= n || s[q] != '"') return false;
    q = sh_lex_skip_space(s, n, q + 1, NULL);
    return q < n && s[q] == '(';
  }
  if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_')) return false;
  size_t w = q;
  bool dot = false;
  while (q < n && ((s[q] >= 'a' && s[q] <= 'z') || (s[q] >= 'A' && s[q] <= 'Z') || (s[q] >= '0' && s[q] <= '9') ||
                   s[q] == '_' || s[q] == '$' || s[q] == '.')) {
    dot |= s[q] == '.';
    q++;
  }
  bool word_return = q - w == 6 && !memcmp(s + w, "return", 6);
  while (q < n && (s[q] == ' ' || s[q] == '\t')) q++;
  if (q >= n) return false;
  if (s[q] == '\n' || s[q] == '\r') return dot || word_return;
  /* an op without operands and its type (`stablehlo.return : tensor<f32>`); an attribute
   * dictionary holds `name = value` entries */
  if (s[q] == ':') return dot || word_return;
  return !(s[q] == '=' || s[q] == ',' || s[q] == '}');
}

/* `%x = %v` or `%x: type` inside the op's brackets binds a name (a region argument); at
 * depth 0 `%x:` is an operand followed by its type (`return %0: tensor<f32>`). */
static bool is_binding(const ShParser *p, size_t i, size_t end) {
  const ShTok *t = &p->toks[i];
  if (t->kind != SH_VALUE || i + 1 >= end || t->depth == 0 || t->cont == 2) return false;
  const ShTok *u = &p->toks[i + 1];
  if (sh_tok_punct(u, '=')) return true;
  return sh_tok_punct(u, ':') && u->off == t->off + t->len;
}

static const char *vname_dup(ShParser *p, const ShTok *t) {
  return rc_module_strndup(p->m, p->src->text + t->off + 1, t->len - 1);
}

static RcNode *make_param(ShParser *p, RcFunc *rf, ShScope *sc, const ShTok *name, RcType *type) {
  RcNode *n = rc_node_create(p->m, RC_OP_PARAMETER, 0, 1);
  if (!n) return NULL;
  n->loc = (RcLoc){name->line, name->col};
  n->results[0].name = vname_dup(p, name);
  n->results[0].type = type;
  if (!n->results[0].name || !sh_scope_define(p, sc, &n->results[0], name)) return NULL;
  rc_func_insert_before(rf, n, rf->first && rf->first->op != RC_OP_PARAMETER ? rf->first : NULL);
  /* capacity doubles at powers of two (implied by nparams), so many parameters stay linear */
  uint32_t k = rf->nparams;
  if (k < 4 ? k == 0 : (k & (k - 1)) == 0) {
    RcNode **np = rc_module_alloc(p->m, sizeof *np * (k < 4 ? 4 : 2 * (size_t)k));
    if (!np) return NULL;
    if (k) memcpy(np, rf->params, sizeof *np * k);
    rf->params = np;
  }
  rf->params[rf->nparams++] = n;
  return n;
}

RcNode *sh_parse_arg(ShParser *p, RcFunc *rf, ShScope *rs) {
  ShTok name = p->tok;
  if (name.kind != SH_VALUE) return sh_err_tok(p, &name, "expected an argument name, got %s", sh_tok_desc(p, &name)), NULL;
  sh_next(p);
  if (!sh_tok_punct(&p->tok, ':'))
    return sh_err_tok(p, &p->tok, "expected ':' after the argument name, got %s", sh_tok_desc(p, &p->tok)), NULL;
  size_t tb = p->tok.off, pos = tb + 1;
  RcType *ty = sh_parse_type(p, &pos);
  if (!ty) return NULL;
  resync(p, pos);
  int depth = 0;
  size_t te = pos;
  ShTok prev = {0};
  while (p->tok.kind != SH_EOF) {
    ShTok *t = &p->tok;
    if (depth == 0 && (sh_tok_punct(t, ',') || sh_tok_punct(t, ')'))) break;
    if (t->kind == SH_PUNCT && strchr("([{<", t->c)) depth++;
    if (t->kind == SH_PUNCT && strchr(")]}>", t->c)) depth--;
    te = t->off + t->len;
    sh_note_mesh_ref(p, &prev, t);
    prev = *t;
    sh_next(p);
  }
  if (p->tok.kind == SH_EOF) return sh_err_tok(p, &p->tok, "unexpected end of input: expected ')'"), NULL;
  RcNode *pn = make_param(p, rf, rs, &name, ty);
  ShParamData *pd = rc_module_alloc(p->m, sizeof *pd);
  if (!pn || !pd) return NULL;
  pd->node.kind = SH_NODE_PARAM;
  pd->tail = rc_module_strndup(p->m, p->src->text + tb, te - tb);
  pn->fmtdata = pd;
  return pn;
}

bool sh_parse_block_label(ShParser *p, RcFunc *f, ShScope *sc, const char **label) {
  *label = rc_module_strndup(p->m, p->src->text + p->tok.off, p->tok.len);
  sh_next(p);
  if (sh_tok_punct(&p->tok, '(')) {
    sh_next(p);
    while (!sh_tok_punct(&p->tok, ')')) {
      if (!sh_parse_arg(p, f, sc)) return false;
      if (sh_tok_punct(&p->tok, ',')) sh_next(p);
    }
    sh_next(p);
  }
  if (!sh_tok_punct(&p->tok, ':'))
    return sh_err_tok(p, &p->tok, "expected ':' after block label, got %s", sh_tok_desc(p, &p->tok));
  sh_next(p);
  return true;
}

/* Drops the nodes of a region read in part (and of its regions): their uses of outer values go. */
static void discard_region(RcFunc *rf) {
  for (RcNode *n = rf->first, *next; n; n = next) {
    next = n->next;
    for (uint32_t r = 0; r < rc_node_nregions(n); r++) discard_region(rc_node_regions(n)[r]);
    rc_node_erase(n);
  }
}

/* Ops of other dialects whose regions are isolated from above (MLIR's IsolatedFromAbove trait):
 * their bodies use only their block arguments and the values they define. */
static const char *const isolated_ops[] = {"sdy.manual_computation", "sdy.named_computation"};

/* Ops whose pretty form lists one type per operand, each also the type of the result at the same
 * position (`stablehlo.while(%it = %x) : T`, `stablehlo.optimization_barrier %a, %b : T, U`). */
static const char *const pairwise_typed_ops[] = {"stablehlo.while", "stablehlo.optimization_barrier", "mhlo.while",
                                                 "mhlo.optimization_barrier"};

static bool name_in(const char *s, size_t n, const char *const *names, size_t count) {
  for (size_t i = 0; i < count; i++)
    if (strlen(names[i]) == n && !memcmp(names[i], s, n)) return true;
  return false;
}

/* region -> '{' [CARET ['(' arg (',' arg)* ')'] ':'] op* '}'   (the current token is '{');
 * `isolated` names the op when its region is isolated from above. */
static RcFunc *parse_region(ShParser *p, RcFunc *f, ShScope *sc, size_t base, bool reduce_pairs,
                            const char *isolated) {
  if (++p->region_depth > SH_MAX_REGION_DEPTH) {
    sh_err_tok(p, &p->tok, "regions nested deeper than %d levels", SH_MAX_REGION_DEPTH);
    return NULL;
  }
  RcFunc *rf = rc_func_create(p->m, NULL, f);
  ShRegionData *rd = rc_module_alloc(p->m, sizeof *rd);
  ShScope *rs = sh_scope_new(p, sc);
  if (!rf || !rd || !rs) return NULL;
  rs->isolated = isolated;
  rf->fmtdata = rd;
  sh_next(p);
  if (p->tok.kind == SH_CARET) {
    if (!sh_parse_block_label(p, rf, rs, &rd->label)) return NULL;
  } else {
    /* names bound by the op before this region are its parameters; a pretty reduce binds
     * `reducer(%l0, %r0) (%l1, %r1)`, whose block arguments are l0 l1 r0 r1 */
    size_t idx[512], nb = 0;
    for (size_t i = base; i < p->ntoks; i++)
      if (is_binding(p, i, p->ntoks)) {
        if (nb == 512) return sh_err_tok(p, &p->toks[i], "more than 512 names bound by one operation"), NULL;
        idx[nb++] = i;
      }
    size_t kp = nb / 2;
    for (size_t s = 0; s < nb; s++) {
      size_t i = reduce_pairs && nb % 2 == 0 ? idx[(s % kp) * 2 + s / kp] : idx[s];
      ShTok name = p->toks[i];
      const ShTok *u = &p->toks[i + 1];
      RcType *ty = NULL;
      if (u->c == ':') {
        size_t pos = u->off + 1;
        ty = sh_parse_type(p, &pos);
        if (!ty) return NULL;
      } else if (i + 2 < p->ntoks && p->toks[i + 2].kind == SH_VALUE) {
        RcValue *v = sh_scope_lookup(sc, p->src->text + p->toks[i + 2].off + 1, p->toks[i + 2].len - 1);
        if (v) ty = v->type;
      }
      if (!ty) {
        ty = rc_module_alloc(p->m, sizeof *ty);
        if (!ty) return NULL;
        ty->kind = RC_TYPE_OPAQUE;
        ty->dtype = RC_DT_OPAQUE;
        ty->text = "none";
      }
      if (!make_param(p, rf, rs, &name, ty)) return NULL;
    }
  }
  bool ok = sh_parse_body(p, rf, rs);
  p->region_depth--;
  if (!ok && p->multiblock) discard_region(rf);
  return ok ? rf : NULL;
}

/* The position after a `loc(...)` whose 'loc' is the current token; the lexer is left after it. */
static bool skip_loc(ShParser *p, size_t *end) {
  sh_next(p); /* '(' */
  int depth = 0;
  for (;;) {
    ShTok *t = &p->tok;
    if (t->kind == SH_EOF) return sh_err_tok(p, t, "unexpected end of input: expected ')' closing 'loc('");
    if (t->kind == SH_PUNCT && t->c == '"') return sh_err_tok(p, t, "unterminated string");
    if (t->kind == SH_PUNCT && t->c == '(') depth++;
    if (t->kind == SH_PUNCT && t->c == ')' && --depth == 0) {
      *end = t->off + 1;
      sh_next(p);
      return true;
    }
    sh_next(p);
  }
}

/* Where is `%name` defined later in the text (for a better "used before defined" message)? */
static bool defined_later(ShParser *p, size_t from, const char *name, size_t n, uint32_t *line) {
  const char *s = p->src->text;
  size_t len = p->src->len;
  for (size_t i = from; i + n + 1 < len; i++) {
    if (s[i] != '%' || memcmp(s + i + 1, name, n)) continue;
    size_t q = i + 1 + n;
    if (q < len && (sh_is_ident_char(s[q]) || s[q] == '#')) continue;
    if (q < len && s[q] == ':') { /* %0:2 = */
      q++;
      while (q < len && s[q] >= '0' && s[q] <= '9') q++;
    }
    while (q < len && s[q] == ' ') q++;
    if (q < len && (s[q] == '=' || s[q] == ',') && !(q + 1 < len && s[q + 1] == '=')) {
      size_t start;
      rc_source_locate(p->ctx, p->src, i, line, &start); /* counts released lines too */
      return true;
    }
  }
  return false;
}

static const char *intern_opname(ShParser *p, const char *s, size_t n) {
  char buf[128];
  if (n >= sizeof buf) return rc_module_strndup(p->m, s, n);
  memcpy(buf, s, n);
  buf[n] = 0;
  const char *hit = g_hash_table_lookup(p->opnames, buf);
  if (hit) return hit;
  char *c = rc_module_strndup(p->m, s, n);
  if (c) g_hash_table_insert(p->opnames, c, c);
  return c;
}

/* The op kind and interned spelling of an op name, through a small span-keyed cache. */
static RcOp op_lookup(ShParser *p, const char *s, size_t n, const char **name) {
  /* Spellings share their first bytes ("stablehlo."): hash the length and the
   * last eight bytes (two loads instead of a loop over every byte). */
  uint64_t w = 0;
  if (n >= 8) {
    memcpy(&w, s + n - 8, 8);
  } else {
    for (size_t i = 0; i < n; i++) w = w << 8 | (unsigned char)s[i];
  }
  uint64_t x = (w ^ (uint64_t)n << 56) * 0x9E3779B97F4A7C15ull;
  uint32_t h = (uint32_t)(x >> 32);
  ShOpName *e = &p->opcache[h >> 24];
  if (e->text && e->hash == h && e->len == n && !memcmp(e->text, s, n)) {
    *name = e->text;
    return e->op;
  }
  RcOp op = sh_op_from_name(s, n);
  *name = intern_opname(p, s, n);
  if (*name) *e = (ShOpName){*name, (uint32_t)n, h, op};
  return op;
}

typedef struct ResGroup {
  ShTok tok;
  uint32_t count; /* 0 = plain %x */
} ResGroup;

static bool ends_with(const char *s, size_t n, const char *suf) {
  size_t k = strlen(suf);
  return n >= k && !memcmp(s + n - k, suf, k);
}

/* Collects the `{key = value, ...}` entries of attribute dictionaries in the op's tokens [b, e). */
static void collect_entries(ShParser *p, size_t b, size_t e) {
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

/* The attribute dictionaries of a modelled op hold `name = value` and unit `name` entries,
 * a name being a bare or quoted word. False after a diagnostic. */
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
static bool check_entries(ShParser *p, bool modelled, bool verbatim) {
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

static void add_raw_entries(ShParser *p, RcNode *n) {
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

/* An opaque type kept as text that names itself wherever it is written: a builtin type other
 * than a tensor (index, i32, vector<4xf32>); a '!' type may be an alias of another spelling. */
static bool spelled_in_full(const RcType *t) {
  return t->kind == RC_TYPE_OPAQUE && t->text && t->text[0] != '!' && strncmp(t->text, "tensor<", 7) != 0;
}

/* Two texts equal but for spaces. */
static bool same_but_spaces(const char *x, const char *y) {
  for (;; x++, y++) {
    while (*x == ' ') x++;
    while (*y == ' ') y++;
    if (*x != *y) return false;
    if (!*x) return true;
  }
}

bool sh_types_match(const RcType *a, const RcType *b) {
  if (!a || !b) return true;
  if (a->kind == RC_TYPE_OPAQUE || b->kind == RC_TYPE_OPAQUE) {
    bool fa = spelled_in_full(a), fb = spelled_in_full(b);
    if (fa && fb) return same_but_spaces(a->text, b->text);
    /* such a type against a tensor, tuple or token the reader models */
    if ((fa && b->kind != RC_TYPE_OPAQUE) || (fb && a->kind != RC_TYPE_OPAQUE)) return false;
    return true;
  }
  if (a->kind != b->kind) return false; /* a tensor, a tuple and a token never match */
  if (a->kind == RC_TYPE_TUPLE) {
    if (a->ntuple != b->ntuple) return false;
    for (int32_t i = 0; i < a->ntuple; i++)
      if (!sh_types_match(a->tuple[i], b->tuple[i])) return false;
    return true;
  }
  bool ma = (a->kind == RC_TYPE_TENSOR && a->dtype < RC_DT_COUNT) || a->kind == RC_TYPE_TOKEN;
  bool mb = (b->kind == RC_TYPE_TENSOR && b->dtype < RC_DT_COUNT) || b->kind == RC_TYPE_TOKEN;
  if (!ma || !mb) return true;
  return rc_type_equal(a, b);
}

static bool check_operand_type(ShParser *p, RcNode *n, uint32_t i, const RcType *t, size_t off) {
  RcValue *v = rc_node_operand(n, i);
  if (!v || sh_types_match(v->type, t)) return true;
  return sh_err_at(p, off, "type mismatch: operand %u ('%%%s') has type %s at its definition but %s here", i,
                   v->name ? v->name : "?", v->type->text ? v->type->text : "?", t->text ? t->text : "?");
}

/* MLIR's lexer takes an exponent only after a '.': `1e-05` is the integer 1 followed by
 * other tokens, which no attribute or literal accepts. Hex spellings have no exponent. */
static bool float_spelling_ok(const char *s, size_t n) {
  if (n > 2 && (s[0] == '0' || s[1] == '0') && memchr(s, 'x', n < 3 ? n : 3)) return true;
  bool dot = false;
  for (size_t i = 0; i < n; i++) {
    if (s[i] == '.') dot = true;
    if ((s[i] == 'e' || s[i] == 'E') && !dot) return false;
  }
  return true;
}

/* Is t a tensor whose element type is a complex number of parts other than f32 and f64
 * (`complex<f16>`, which no StableHLO op takes)? */
static bool odd_complex(const RcType *t) {
  return t && t->kind == RC_TYPE_TENSOR && t->dtype == RC_DT_OPAQUE && t->text && strstr(t->text, "complex<");
}

static const char *tstr(const RcType *t) { return t && t->text ? t->text : "?"; }

/* The typing rules of the opaque ops between complex numbers and their parts (StableHLO
 * spec): complex(lhs, rhs) takes two f32 or f64 tensors of one type and gives the complex
 * tensor of their shape; real and imag take a floating-point or complex tensor and give the
 * tensor of its shape whose elements are the parts. Types the reader does not model pass.
 * False after a diagnostic at the op's name token. */
static bool complex_parts(ShParser *p, const RcNode *n, const ShTok *name, const char *ops, size_t opn) {
  bool cplx = ends_with(ops, opn, ".complex"), part = ends_with(ops, opn, ".real") || ends_with(ops, opn, ".imag");
  if ((!cplx && !part) || n->nresults != 1 || n->noperands != (cplx ? 2u : 1u)) return true;
  const RcType *r = n->results[0].type, *a = rc_node_operand(n, 0) ? rc_node_operand(n, 0)->type : NULL;
  if (!a || !r || a->kind != RC_TYPE_TENSOR || r->kind != RC_TYPE_TENSOR) return true;
  if (odd_complex(a) || odd_complex(r))
    return sh_err_tok(p, name, "'%.*s': %s has complex elements of parts other than f32 and f64", (int)opn, ops,
                      odd_complex(a) ? tstr(a) : tstr(r));
  if (a->dtype >= RC_DT_COUNT || r->dtype >= RC_DT_COUNT) return true;
  RcDType want;
  if (cplx) {
    const RcType *b = rc_node_operand(n, 1) ? rc_node_operand(n, 1)->type : NULL;
    if (a->dtype != RC_DT_F32 && a->dtype != RC_DT_F64)
      return sh_err_tok(p, name, "'%.*s' takes f32 or f64 parts, got %s", (int)opn, ops, tstr(a));
    if (b && b->kind == RC_TYPE_TENSOR && b->dtype < RC_DT_COUNT && !sh_types_match(a, b))
      return sh_err_tok(p, name, "'%.*s' takes two parts of one type, got %s and %s", (int)opn, ops, tstr(a), tstr(b));
    want = a->dtype == RC_DT_F32 ? RC_DT_C64 : RC_DT_C128;
  } else {
    if (!rc_dtype_is_float(a->dtype) && rc_dtype_info[a->dtype].cls != RC_DC_COMPLEX)
      return sh_err_tok(p, name, "'%.*s' takes a floating-point or complex tensor, got %s", (int)opn, ops, tstr(a));
    want = a->dtype == RC_DT_C64 ? RC_DT_F32 : a->dtype == RC_DT_C128 ? RC_DT_F64 : a->dtype;
  }
  bool shape = a->rank == r->rank;
  for (int32_t i = 0; shape && i < a->rank; i++)
    shape = a->dims[i] == r->dims[i] || a->dims[i] == RC_DIM_DYNAMIC || r->dims[i] == RC_DIM_DYNAMIC;
  if (r->dtype != want || !shape)
    return sh_err_tok(p, name, "'%.*s' of %s gives a tensor of its shape with %s elements, not %s", (int)opn, ops,
                      tstr(a), rc_dtype_info[want].mlir, tstr(r));
  return true;
}

/* The body of an opaque scatter or reduce_window combines N accumulated values with N new ones:
 * parameters i and N + i and result i have one type (StableHLO's reduction-region rule). False
 * after a diagnostic. */
static bool reduction_body(ShParser *p, const RcNode *n, const ShTok *name, const char *ops, size_t opn) {
  if (!(ends_with(ops, opn, ".scatter") || ends_with(ops, opn, ".reduce_window")) || rc_node_nregions(n) != 1)
    return true;
  const RcFunc *body = rc_node_regions(n)[0];
  const RcNode *ret = body->last;
  if (!ret || ret->op != RC_OP_RETURN) return true;
  uint32_t k = ret->noperands;
  if (body->nparams != 2 * k)
    return sh_err_tok(p, name, "'%.*s': its body takes %u parameters for the %u values it returns (two per value)",
                      (int)opn, ops, body->nparams, k);
  for (uint32_t i = 0; i < k; i++) {
    const RcType *a = body->params[i]->results[0].type, *b = body->params[k + i]->results[0].type;
    const RcValue *rv = rc_node_operand(ret, i);
    const RcType *r = rv ? rv->type : NULL;
    if (!sh_types_match(a, b) || !sh_types_match(a, r))
      return sh_err_tok(p, name, "'%.*s': its body's parameters %u and %u and its result %u have one type, got %s, %s "
                        "and %s", (int)opn, ops, i, k + i, i, tstr(a), tstr(b), tstr(r));
  }
  return true;
}

/* One op while parse_op reads it: its tokens are p->toks[base, e), its regions p->regs[rbase..),
 * the brackets it opened p->closers[cbase..). */
typedef struct OpRead {
  ShTok first, name;          /* the op's first token (a result name or its name) and its name */
  ResGroup rbuf[8], *res;     /* the result groups `%x`, `%y:2` */
  size_t nres_groups, cres;
  uint32_t nresults;
  size_t base, rbase, cbase, e;
  ShSig sig;
  bool have_sig;
  bool generic;               /* written in generic form ("name"(...)) */
  const char *ops;            /* the op's name, opn bytes */
  size_t opn;
  size_t tend;                /* the offset after the op's last token (before its location) */
  const char *srcloc;         /* its `loc(...)`, or NULL */
  /* A region of several blocks is not modelled: it stays text in the op's template, and the op
   * opaque. Names of the enclosing scope used in it become operands, so they stay defined. */
  size_t vtok, vdepth;        /* the region's SH_VERBATIM token while inside it */
  bool verbatim;
  uint32_t nops, nholes;
  int64_t sig_colon;          /* the token of the type signature's ':', or -1 */
  bool pairs;                 /* a pretty reduce's (input init: value) operand pairs */
  RcOp op;                    /* the op its name spells (before sh_interpret) */
  RcNode *n;
} OpRead;

/* results -> result (',' result)* '='   where result -> VALUE [':' NUMBER] */
static bool read_results(ShParser *p, OpRead *o) {
  for (;;) {
    ShTok t = p->tok;
    if (t.kind != SH_VALUE) return sh_err_tok(p, &t, "expected a result name, got %s", sh_tok_desc(p, &t));
    if (memchr(p->src->text + t.off, '#', t.len)) return sh_err_tok(p, &t, "a result name cannot have a '#' suffix");
    ResGroup g = {t, 0};
    sh_next(p);
    if (sh_tok_punct(&p->tok, ':')) {
      sh_next(p);
      ShTok nt = p->tok;
      if (nt.kind != SH_NUMBER || nt.len > 7 || p->src->text[nt.off] == '-')
        return sh_err_tok(p, &nt, "expected a result count after ':', got %s", sh_tok_desc(p, &nt));
      g.count = (uint32_t)strtoul(p->src->text + nt.off, NULL, 10);
      if (g.count == 0 || g.count > 65536) return sh_err_tok(p, &nt, "bad result count %u", g.count);
      sh_next(p);
    }
    if (o->nres_groups == o->cres) {
      ResGroup *nr = g_new(ResGroup, o->cres * 2);
      memcpy(nr, o->res, sizeof *o->res * o->nres_groups);
      if (o->res != o->rbuf) g_free(o->res);
      o->res = nr;
      o->cres *= 2;
    }
    o->res[o->nres_groups++] = g;
    o->nresults += g.count ? g.count : 1;
    if (sh_tok_punct(&p->tok, ',')) {
      sh_next(p);
      continue;
    }
    if (sh_tok_punct(&p->tok, '=')) {
      sh_next(p);
      return true;
    }
    return sh_err_tok(p, &p->tok, "expected '=' after the result names, got %s", sh_tok_desc(p, &p->tok));
  }
}

/* The op's name: a bare word (pretty form) or a string (generic form). */
static bool read_name(ShParser *p, OpRead *o) {
  ShTok name = p->tok;
  if (name.kind != SH_IDENT && name.kind != SH_STRING) {
    if (name.kind == SH_PUNCT && name.c == '"') sh_err_tok(p, &name, "unterminated string");
    else if (name.kind == SH_EOF) sh_err_tok(p, &name, "unexpected end of input: expected an operation");
    else sh_err_tok(p, &name, "expected an operation, got %s", sh_tok_desc(p, &name));
    return false;
  }
  o->name = name;
  o->generic = name.kind == SH_STRING;
  o->ops = p->src->text + name.off + o->generic;
  o->opn = name.len - 2 * o->generic;
  sh_next(p);
  o->tend = name.off + name.len;
  return true;
}

/* A token t outside the op's brackets: 1 when the op ends before it (a new line that does not
 * continue it, a '}', or after its `loc(...)`, which is read here), 0 when it belongs to the op,
 * -1 after a diagnostic. */
static int top_level_end(ShParser *p, OpRead *o, ShTok *t) {
  if (t->nl) {
    /* a signature may continue on the next line: `}) {attrs}\n    : (...) -> ...` */
    bool sig_line = sh_tok_punct(t, ':') || t->kind == SH_ARROW;
    if (!sig_line && !is_cont(p, t)) return 1;
    t->cont = !sig_line;
  }
  if (sh_tok_punct(t, '}')) return 1;
  if (t->kind == SH_IDENT && is_word(p, t, "loc") && t->off + 3 < p->src->len && p->src->text[t->off + 3] == '(') {
    size_t le = 0;
    if (!skip_loc(p, &le)) return -1;
    o->srcloc = rc_module_strndup(p->m, p->src->text + t->off, le - t->off);
    if (!(p->tok.kind == SH_EOF || p->tok.nl || sh_tok_punct(&p->tok, '}'))) {
      sh_err_tok(p, &p->tok, "expected the end of the operation after its location, got %s", sh_tok_desc(p, &p->tok));
      return -1;
    }
    return 1;
  }
  return 0;
}

/* A token t inside a region kept as text: tracks brackets, keeps uses of outer names. */
static bool verbatim_token(ShParser *p, ShScope *sc, OpRead *o, const ShTok *t) {
  if (t->kind == SH_PUNCT && (t->c == '(' || t->c == '[' || t->c == '{' || t->c == '<')) {
    if (!open_bracket(p, t)) return false;
  } else if (t->kind == SH_PUNCT && (t->c == ')' || t->c == ']' || t->c == '}' || t->c == '>')) {
    if (p->closers[p->nclose - 1] != t->c)
      return sh_err_tok(p, t, "expected '%c', got '%c'", p->closers[p->nclose - 1], t->c);
    if (--p->nclose - o->cbase == o->vdepth) {
      p->toks[o->vtok].len = t->off + 1 - p->toks[o->vtok].off;
      o->vtok = SIZE_MAX;
    }
  } else if (t->kind == SH_VALUE && sh_scope_lookup(sc, p->src->text + t->off + 1, t->len - 1)) {
    push_tok(p, &p->tok);
    p->toks[p->ntoks - 1].cont = 2;
    p->toks[p->ntoks - 1].depth = t->depth;
  }
  o->tend = t->off + t->len;
  sh_next(p);
  return true;
}

/* The region that starts at the '{' token t (the current token), at bracket depth `depth`: read
 * as a function and pushed as an SH_REGION token, or, when it has several blocks, read again as
 * text from its '{' (an SH_VERBATIM token that verbatim_token then extends). */
static bool region_token(ShParser *p, RcFunc *f, ShScope *sc, OpRead *o, const ShTok *t, size_t depth) {
  ShLex at_lx = p->lx;
  ShTok at_tok = p->tok;
  const char *isolated = NULL;
  if (name_in(o->ops, o->opn, isolated_ops, sizeof isolated_ops / sizeof isolated_ops[0]) &&
      !(isolated = intern_opname(p, o->ops, o->opn)))
    return false;
  RcFunc *rf = parse_region(p, f, sc, o->base, !o->generic && sh_op_from_name(o->ops, o->opn) == RC_OP_REDUCE,
                            isolated);
  if (!rf && p->multiblock && !p->failed) {
    /* read again as text from its '{' */
    p->multiblock = false;
    p->lx = at_lx;
    p->tok = at_tok;
    o->verbatim = true;
    o->vdepth = depth;
    ShTok v = *t;
    v.kind = SH_VERBATIM;
    o->vtok = p->ntoks;
    push_tok(p, &v);
    p->closers[p->nclose++] = '}';
    sh_next(p);
    return true;
  }
  if (!rf) return false;
  if (!sh_tok_punct(&p->tok, '}'))
    return sh_err_tok(p, &p->tok, "expected '}' closing the region, got %s", sh_tok_desc(p, &p->tok));
  ShTok r = *t;
  r.kind = SH_REGION;
  r.len = p->tok.off + 1 - t->off;
  r.aux = p->regs->len - o->rbase;
  g_ptr_array_add(p->regs, rf);
  push_tok(p, &r);
  o->tend = p->tok.off + 1;
  sh_next(p);
  return true;
}

/* tokens -> the op's tokens up to its end, brackets balanced: each pushed on p->toks, each
 * region read in place (an SH_REGION token). */
static bool scan_tokens(ShParser *p, RcFunc *f, ShScope *sc, OpRead *o) {
  for (;;) {
    ShTok t = p->tok;
    size_t depth = p->nclose - o->cbase;
    if (t.kind == SH_EOF) {
      if (depth) return sh_err_tok(p, &t, "unexpected end of input: expected '%c'", p->closers[p->nclose - 1]);
      break;
    }
    if (depth == 0) {
      int end = top_level_end(p, o, &t);
      if (end < 0) return false;
      if (end) break;
    }
    if (t.kind == SH_PUNCT && t.c == '"') return sh_err_tok(p, &t, "unterminated string");
    if (t.kind == SH_NUMBER && !float_spelling_ok(p->src->text + t.off, t.len))
      return sh_err_tok(p, &t, "'%.*s' is not an MLIR number: a floating-point number has a '.' before its exponent "
                        "(1.0e-05)", SH_TOKF(p, &t));
    t.depth = (int32_t)depth;
    if (o->vtok != SIZE_MAX) {
      if (!verbatim_token(p, sc, o, &t)) return false;
      continue;
    }
    if (sh_tok_punct(&t, '{') && is_region_start(p, t.off)) {
      if (!region_token(p, f, sc, o, &t, depth)) return false;
      continue;
    }
    if (t.kind == SH_PUNCT && (t.c == '(' || t.c == '[' || t.c == '{' || t.c == '<')) {
      if (!open_bracket(p, &t)) return false;
    } else if (t.kind == SH_PUNCT && (t.c == ')' || t.c == ']' || t.c == '}' || t.c == '>')) {
      if (depth == 0) return sh_err_tok(p, &t, "unexpected '%c'", t.c);
      if (p->closers[p->nclose - 1] != t.c)
        return sh_err_tok(p, &t, "expected '%c', got '%c'", p->closers[p->nclose - 1], t.c);
      p->nclose--;
      t.depth = (int32_t)(p->nclose - o->cbase);
    }
    /* copied from p->tok, which the lexer wrote in two halves (see lex.c), then patched */
    push_tok(p, &p->tok);
    p->toks[p->ntoks - 1].cont = t.cont;
    p->toks[p->ntoks - 1].depth = t.depth;
    o->tend = t.off + t.len;
    sh_next(p);
  }
  o->e = p->ntoks;
  for (size_t i = o->base + 1; i < o->e; i++) sh_note_mesh_ref(p, &p->toks[i - 1], &p->toks[i]);
  return true;
}

/* Counts the operands (bindings excluded), finds the signature's ':' and creates the node. */
static bool create_node(ShParser *p, RcFunc *f, OpRead *o) {
  o->nops = 0;
  o->sig_colon = -1;
  for (size_t i = o->base; i < o->e; i++) {
    ShTok *t = &p->toks[i];
    if (t->kind == SH_VALUE && !is_binding(p, i, o->e)) o->nops++;
    if (sh_tok_punct(t, ':') && t->depth == 0 && !(i > o->base && is_binding(p, i - 1, o->e)))
      o->sig_colon = (int64_t)i;
  }
  if (o->nops > (1u << 20)) return sh_err_tok(p, &o->name, "more than 1048576 operands");
  const char *n_opname = NULL;
  RcOp op = op_lookup(p, o->ops, o->opn, &n_opname);
  if (op == RC_OP_OPAQUE && (ends_with(o->ops, o->opn, ".return") || ends_with(o->ops, o->opn, ".yield")))
    op = RC_OP_RETURN;
  if (op == RC_OP_PARAMETER || o->verbatim) op = RC_OP_OPAQUE;
  o->op = op;
  RcNode *n = rc_node_create(p->m, op, o->nops, o->nresults);
  if (!n) return false;
  n->loc = (RcLoc){o->first.line, o->first.col};
  n->opname = n_opname;
  rc_func_insert_before(f, n, NULL);
  o->n = n;
  return true;
}

/* The value an operand token `%x` names in scope sc; NULL after a diagnostic. */
static RcValue *operand_value(ShParser *p, ShScope *sc, const ShTok *t) {
  const char *vn = p->src->text + t->off + 1;
  const char *isolated = NULL;
  RcValue *v = sh_scope_lookup_isolated(sc, vn, t->len - 1, &isolated);
  /* `%x#0` names the one result of a single-result op too */
  if (!v && t->len > 3 && !memcmp(vn + t->len - 3, "#0", 2)) {
    RcValue *b = sh_scope_lookup_isolated(sc, vn, t->len - 3, &isolated);
    if (b && b->def && b->def->nresults == 1) v = b;
  }
  if (v && isolated) {
    sh_err_tok(p, t, "'%.*s' is defined outside the region of '%s', which is isolated from above: its body "
               "may use only its block arguments and the values it defines", SH_TOKF(p, t), isolated);
    return NULL;
  }
  if (!v) {
    uint32_t line;
    if (defined_later(p, t->off + t->len, vn, t->len - 1, &line))
      sh_err_tok(p, t, "use of '%.*s' before its definition on line %u (operands must be defined first; a "
                 "cycle cannot be expressed)", SH_TOKF(p, t), line);
    else
      sh_err_tok(p, t, "use of undefined value '%.*s'", SH_TOKF(p, t));
  }
  return v;
}

/* Wires the operands in text order and adds the regions; each operand and region leaves a hole
 * in the print template (p->holes[0, nholes)). A pretty reduce lists (input init: value) pairs,
 * stored inputs first. */
static bool wire_operands(ShParser *p, ShScope *sc, OpRead *o) {
  RcNode *n = o->n;
  uint32_t nops = o->nops;
  o->pairs = false;
  if (o->op == RC_OP_REDUCE && !o->generic && nops % 2 == 0)
    for (size_t i = o->base; i < o->e; i++)
      if (p->toks[i].kind == SH_IDENT && is_word(p, &p->toks[i], "init")) o->pairs = true;
  uint32_t k = 0;
  o->nholes = nops + (uint32_t)(p->regs->len - o->rbase);
  if (o->nholes > p->choles) {
    p->choles = o->nholes * 2;
    p->holes = g_renew(ShHole, p->holes, p->choles);
  }
  ShHole *holes = p->holes;
  uint32_t h = 0;
  for (size_t i = o->base; i < o->e; i++) {
    ShTok *t = &p->toks[i];
    if (t->kind == SH_REGION) {
      holes[h++] = (ShHole){t->off - o->name.off, t->len, t->aux, 1};
      continue;
    }
    if (t->kind != SH_VALUE || is_binding(p, i, o->e)) continue;
    const char *vn = p->src->text + t->off + 1;
    RcValue *v = operand_value(p, sc, t);
    if (!v) return false;
    uint32_t slot = o->pairs ? (k % 2 ? nops / 2 + k / 2 : k / 2) : k;
    rc_node_set_operand(n, slot, v);
    /* `%0` naming result 0 of a group `%0:2` keeps its short spelling */
    bool shortref = v->name && strlen(v->name) == t->len + 1 && !memcmp(v->name, vn, t->len - 1) &&
                    !memcmp(v->name + t->len - 1, "#0", 2);
    holes[h++] = (ShHole){t->off - o->name.off, t->len, slot, shortref ? 2u : 0u};
    k++;
  }
  for (guint r = o->rbase; r < p->regs->len; r++) rc_node_add_region(n, g_ptr_array_index(p->regs, r));
  return true;
}

/* sig -> ':' types, with nothing after it but regions and continuation lines; an op with results
 * and a pretty custom call must have one. */
static bool read_signature(ShParser *p, OpRead *o) {
  const char *ops = o->ops;
  size_t opn = o->opn;
  if (o->sig_colon >= 0) {
    ShTok *c = &p->toks[o->sig_colon];
    o->have_sig = true;
    if (!sh_parse_sig(p, c->off + 1, &o->sig)) return false;
    size_t limit = o->tend;
    for (size_t i = (size_t)o->sig_colon + 1; i < o->e; i++)
      if (p->toks[i].kind == SH_REGION || p->toks[i].kind == SH_VERBATIM || p->toks[i].cont) {
        limit = p->toks[i].off;
        break;
      }
    size_t after = sh_lex_skip_space(p->src->text, p->src->len, o->sig.end, NULL);
    if (after != sh_lex_skip_space(p->src->text, p->src->len, limit, NULL)) {
      size_t w = after;
      while (w < p->src->len && w < after + 16 && p->src->text[w] != '\n') w++;
      return sh_err_at(p, after, "unexpected '%.*s' after the type signature", (int)(w - after), p->src->text + after);
    }
  } else if (o->nresults) {
    return sh_err_at(p, o->tend, "expected ':' and the result types of '%.*s'", (int)opn, ops);
  } else if (!o->generic && sh_op_from_name(ops, opn) == RC_OP_CUSTOM_CALL) {
    /* a custom call's pretty form ends with its functional type, `: () -> ()` when it has neither
     * operands nor results */
    return sh_err_at(p, o->tend, "expected ':' and the type signature of '%.*s' (`: (operand types) -> (result "
                     "types)`)", (int)opn, ops);
  }
  return true;
}

/* The result types the signature gives, and the operand types it repeats checked against the
 * operands' definitions. */
static bool type_results(ShParser *p, OpRead *o) {
  RcNode *n = o->n;
  ShSig *sig = &o->sig;
  const char *ops = o->ops;
  size_t opn = o->opn;
  uint32_t nops = o->nops, nresults = o->nresults;
  size_t at = p->toks[o->sig_colon].off;
  RcType **rt = NULL;
  bool all_same = false;
  if (sig->functional) {
    if (sig->nouts != nresults)
      return sh_err_at(p, at, "'%.*s' defines %u result%s but its signature gives %u", (int)opn, ops, nresults,
                       nresults == 1 ? "" : "s", sig->nouts);
    rt = sig->outs;
    if (sig->nins == nops) {
      for (uint32_t i = 0; i < nops; i++)
        if (!check_operand_type(p, n, i, sig->ins[i], sig->in_off[i])) return false;
    } else if ((o->op != RC_OP_OPAQUE && !o->pairs) || (!o->verbatim && !o->pairs)) {
      /* a functional type lists one type per operand (a region kept as text adds the outer
       * values it uses as operands) */
      return sh_err_at(p, at, "'%.*s' has %u operand%s but its signature lists %u", (int)opn, ops, nops,
                       nops == 1 ? "" : "s", sig->nins);
    }
  } else if (nresults == 0) {
    /* a return (or another op without results) lists one type per operand */
    if (sig->nins != nops)
      return sh_err_at(p, at, "'%.*s' has %u operand%s but its signature lists %u type%s", (int)opn, ops, nops,
                       nops == 1 ? "" : "s", sig->nins, sig->nins == 1 ? "" : "s");
    for (uint32_t i = 0; i < nops; i++)
      if (!check_operand_type(p, n, i, sig->ins[i], sig->in_off[i])) return false;
  } else if (!o->verbatim &&
             name_in(ops, opn, pairwise_typed_ops, sizeof pairwise_typed_ops / sizeof pairwise_typed_ops[0]) &&
             (sig->nins != nops || sig->nins != nresults)) {
    /* (a region kept as text adds the outer values it uses as operands) */
    return sh_err_at(p, at, "'%.*s' has %u operand%s and %u result%s; its signature lists one type for each operand "
                     "and its result, %u", (int)opn, ops, nops, nops == 1 ? "" : "s", nresults,
                     nresults == 1 ? "" : "s", sig->nins);
  } else if (sig->nins == 1) {
    /* one type: the operands' and the result's (a clamp's bounds and a convert's operand too) */
    RcOp op = o->op;
    all_same = true;
    if (op != RC_OP_OPAQUE && (rc_op_info[op].flags & RC_F_ELEM) && op != RC_OP_COMPARE && op != RC_OP_SELECT &&
        op != RC_OP_IS_FINITE)
      for (uint32_t i = 0; i < nops; i++)
        if (!check_operand_type(p, n, i, sig->ins[0], sig->in_off[0])) return false;
  } else if (nresults == sig->nins) {
    rt = sig->ins;
    if (nops == sig->nins &&
        name_in(ops, opn, pairwise_typed_ops, sizeof pairwise_typed_ops / sizeof pairwise_typed_ops[0]))
      for (uint32_t i = 0; i < nops; i++)
        if (!check_operand_type(p, n, i, sig->ins[i], sig->in_off[i])) return false;
  } else if (nresults == 1) {
    rt = &sig->ins[sig->nins - 1];
    if (o->op == RC_OP_SELECT && nops == 3 && sig->nins == 2) {
      if (!check_operand_type(p, n, 0, sig->ins[0], sig->in_off[0])) return false;
      for (uint32_t i = 1; i < 3; i++)
        if (!check_operand_type(p, n, i, sig->ins[1], sig->in_off[1])) return false;
    }
  } else {
    return sh_err_at(p, at, "cannot tell the %u result types of '%.*s' from its signature", nresults, (int)opn, ops);
  }
  for (uint32_t i = 0; i < nresults; i++) n->results[i].type = all_same ? sig->ins[0] : rt[i];
  return true;
}

/* Defines the result names in scope sc: `%x` names one result, `%x:N` names N results
 * `x#0`...`x#N-1`, and `%x` alone then the first of them. */
static bool name_results(ShParser *p, ShScope *sc, OpRead *o) {
  RcNode *n = o->n;
  ResGroup *res = o->res;
  uint32_t ri = 0;
  for (size_t g = 0; g < o->nres_groups; g++) {
    ShTok *t = &res[g].tok;
    if (!res[g].count) {
      n->results[ri].name = vname_dup(p, t);
      if (!n->results[ri].name || !sh_scope_define(p, sc, &n->results[ri], t)) return false;
      ri++;
      continue;
    }
    for (uint32_t j = 0; j < res[g].count; j++, ri++) {
      char *nm = rc_module_alloc(p->m, t->len + 12);
      if (!nm) return false;
      snprintf(nm, t->len + 12, "%.*s#%u", (int)t->len - 1, p->src->text + t->off + 1, j);
      n->results[ri].name = nm;
      if (!sh_scope_define(p, sc, &n->results[ri], t)) return false;
    }
    /* `%0` alone names the first result of the group */
    RcValue *v0 = &n->results[ri - res[g].count];
    char *bn = rc_module_strndup(p->m, p->src->text + t->off + 1, t->len - 1);
    if (!bn) return false;
    if (sh_scope_find_local(sc, bn, strlen(bn))) return sh_err_tok(p, t, "duplicate definition of '%%%s'", bn);
    if (sc->parent && sh_scope_lookup(sc->parent, bn, strlen(bn)))
      return sh_err_tok(p, t, "redefinition of '%%%s', a name of an enclosing region: a region cannot redefine a "
                        "name it sees", bn);
    sh_scope_put(sc, bn, v0);
  }
  return true;
}

/* A modelled op's operand and result counts, pretty form and typed attributes (sh_interpret); a
 * constant whose literal the reader keeps as text becomes opaque. */
static bool interpret_modelled(ShParser *p, OpRead *o) {
  RcNode *n = o->n;
  RcOp op = o->op;
  const char *ops = o->ops;
  size_t opn = o->opn;
  /* a modelled op with the wrong operand or result count is an error, not an opaque op */
  int arity = rc_op_info[op].arity;
  bool multi = op == RC_OP_REDUCE || op == RC_OP_CALL || op == RC_OP_CUSTOM_CALL || op == RC_OP_COMPOSITE ||
               op == RC_OP_BATCH_NORM_TRAINING;
  if (arity >= 0 && (uint32_t)arity != n->noperands)
    return sh_err_tok(p, &o->name, "'%.*s' takes %d operand%s, got %u", (int)opn, ops, arity, arity == 1 ? "" : "s",
                      n->noperands);
  if (!multi && n->nresults != 1)
    return sh_err_tok(p, &o->name, "'%.*s' has one result, got %u", (int)opn, ops, n->nresults);
  if (!o->generic && !sh_twin_has_pretty_form(ops, opn))
    return sh_err_tok(p, &o->name, "'%.*s' has no pretty form in its dialect: write it in generic form "
                      "(\"%.*s\"(...))", (int)opn, ops, (int)opn, ops);
  if (sh_interpret(p, n, o->base, o->e, (ShEntry *)(void *)p->ents->data, p->ents->len, o->generic)) return true;
  if (p->failed) return false;
  /* The operands and attributes of a modelled op are a fixed syntax: what the reader cannot
   * read there (a missing or malformed attribute), XLA's parser does not read either. A
   * constant may hold a literal kept as text. */
  if (rc_arena_failed(p->m->arena)) return false;
  if (op != RC_OP_CONSTANT)
    return sh_err_tok(p, &o->name, "cannot read the operands and attributes of '%.*s'", (int)opn, ops);
  n->op = RC_OP_OPAQUE;
  n->nattrs = 0;
  n->literal = NULL;
  if (!rc_node_set_regions(p->m, n, (RcFunc *const *)p->regs->pdata + o->rbase, p->regs->len - o->rbase))
    return false;
  for (guint k2 = 0; k2 < p->ents->len; k2++) g_array_index(p->ents, ShEntry, k2).used = false;
  return true;
}

/* The typing rules of an opaque op the reader knows (sh_opaque_arity, complex_parts,
 * reduction_body, sh_opaque_attr_rules); an op kept verbatim is not checked. */
static bool check_opaque(ShParser *p, OpRead *o) {
  RcNode *n = o->n;
  const char *ops = o->ops;
  size_t opn = o->opn;
  int fixed_ops, fixed_res;
  bool same_type;
  if (n->op == RC_OP_OPAQUE && !o->verbatim && sh_opaque_arity(ops, opn, &fixed_ops, &fixed_res, &same_type)) {
    if ((uint32_t)fixed_ops != n->noperands)
      return sh_err_tok(p, &o->name, "'%.*s' takes %d operand%s, got %u", (int)opn, ops, fixed_ops,
                        fixed_ops == 1 ? "" : "s", n->noperands);
    if ((uint32_t)fixed_res != n->nresults)
      return sh_err_tok(p, &o->name, "'%.*s' has %d result%s, got %u", (int)opn, ops, fixed_res,
                        fixed_res == 1 ? "" : "s", n->nresults);
    /* one type for the operands and the result: the one the pretty form prints, or the result's */
    bool printed_once = o->have_sig && !o->sig.functional && o->sig.nins == 1;
    const RcType *one = printed_once ? o->sig.ins[0] : n->nresults ? n->results[0].type : NULL;
    size_t at = printed_once ? o->sig.in_off[0] : 0;
    for (uint32_t i = 0; same_type && one && i < n->noperands; i++) {
      if (printed_once) {
        if (!check_operand_type(p, n, i, one, at)) return false;
        continue;
      }
      const RcValue *v = rc_node_operand(n, i);
      if (v && !sh_types_match(v->type, one))
        return sh_err_tok(p, &o->name, "'%.*s' has one type for its operands and its result: operand %u is %s, the "
                          "result %s", (int)opn, ops, i, v->type && v->type->text ? v->type->text : "?",
                          one->text ? one->text : "?");
    }
    if (!complex_parts(p, n, &o->name, ops, opn)) return false;
  }
  if (n->op == RC_OP_OPAQUE && !o->verbatim && !reduction_body(p, n, &o->name, ops, opn)) return false;
  if (n->op == RC_OP_OPAQUE && !o->verbatim &&
      !sh_opaque_attr_rules(p, n, ops, opn, o->base, o->e, (ShEntry *)(void *)p->ents->data, p->ents->len))
    return false;
  return true;
}

/* The print template, unless the structural print spells the op the same way (then only its
 * location is kept). */
static bool set_template(ShParser *p, OpRead *o, bool *is_return) {
  RcNode *n = o->n;
  const ShTok *name = &o->name;
  if (n->op != RC_OP_OPAQUE && sh_structural_equals(n, p->scratch, p->src->text + name->off, o->tend - name->off)) {
    if (!sh_node_set_loc(p->m, n, o->srcloc)) return false;
    *is_return = n->op == RC_OP_RETURN;
    return true;
  }
  ShTmpl *tm = rc_module_alloc(p->m, sizeof *tm);
  if (!tm) return false;
  tm->node = (ShNodeData){SH_NODE_TMPL, o->srcloc};
  tm->len = (uint32_t)(o->tend - name->off);
  tm->text = rc_module_strndup(p->m, p->src->text + name->off, tm->len);
  tm->nholes = o->nholes;
  tm->op = n->op;
  tm->noperands = n->noperands;
  tm->nresults = n->nresults;
  tm->nattrs = n->nattrs;
  tm->nregions = rc_node_nregions(n);
  if (o->nholes) {
    tm->holes = rc_module_alloc(p->m, sizeof *p->holes * o->nholes);
    if (!tm->holes) return false;
    memcpy(tm->holes, p->holes, sizeof *p->holes * o->nholes);
  }
  n->fmtdata = tm;
  *is_return = o->op == RC_OP_RETURN || n->op == RC_OP_RETURN;
  return true;
}

/* op -> [result (',' result)* '='] (IDENT | STRING) tokens [loc '(' ... ')'] */
static bool parse_op(ShParser *p, RcFunc *f, ShScope *sc, bool *is_return) {
  OpRead o = {.first = p->tok, .cres = 8, .base = p->ntoks, .rbase = p->regs->len, .cbase = p->nclose,
              .vtok = SIZE_MAX, .sig_colon = -1};
  o.res = o.rbuf;
  bool ok = (p->tok.kind != SH_VALUE || read_results(p, &o)) && read_name(p, &o) && scan_tokens(p, f, sc, &o) &&
            create_node(p, f, &o) && wire_operands(p, sc, &o) && read_signature(p, &o) &&
            (!o.have_sig || type_results(p, &o)) && name_results(p, sc, &o);
  if (ok) {
    /* attributes and the op's own syntax */
    collect_entries(p, o.base, o.e);
    ok = check_entries(p, o.op != RC_OP_OPAQUE && o.op != RC_OP_RETURN, o.verbatim) &&
         (o.op == RC_OP_OPAQUE || o.op == RC_OP_RETURN || interpret_modelled(p, &o)) && !p->failed &&
         check_opaque(p, &o);
  }
  if (ok) {
    add_raw_entries(p, o.n);
    ok = set_template(p, &o, is_return) && !p->failed;
  }
  if (o.res != o.rbuf) g_free(o.res);
  if (o.have_sig) sh_sig_free(&o.sig);
  p->ntoks = o.base;
  p->nclose = o.cbase;
  g_ptr_array_set_size(p->regs, (gint)o.rbase);
  return ok;
}

bool sh_parse_body(ShParser *p, RcFunc *f, ShScope *sc) {
  bool returned = false;
  for (;;) {
    ShTok *t = &p->tok;
    if (t->kind == SH_EOF) return sh_err_tok(p, t, "unexpected end of input: expected '}'");
    if (sh_tok_punct(t, '}')) break;
    if (t->kind == SH_CARET) {
      /* a second block: its region is kept as text by the op that holds it (parse_op) */
      if (f->parent) return !(p->multiblock = true);
      return sh_err_tok(p, t, "a function body with more than one block is not supported");
    }
    if (returned)
      return sh_err_tok(p, t, "expected '}' after the return: operations after a return are not allowed");
    bool ret = false;
    /* In a top-level function nothing before this op is read again (diagnostics keep line numbers). */
    if (!f->parent) rc_source_release(p->ctx, p->src, t->off);
    if (!parse_op(p, f, sc, &ret)) return false;
    returned = ret;
  }
  if (!returned) {
    if (f->parent) return sh_err_tok(p, &p->tok, "the region does not end with a return operation");
    return sh_err_tok(p, &p->tok, "function '@%s' does not end with a return operation", f->name ? f->name : "?");
  }
  return true;
}
