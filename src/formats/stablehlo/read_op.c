/* Reading one operation (pretty or generic MLIR form) and the bodies of
 * functions and regions. Every op is scanned as a token list: its `%value`
 * references become operands, `{` blocks that hold operations become region
 * functions (parsed in place), the trailing `: signature` gives the result
 * types, and the verbatim text becomes the node's print template. Known ops
 * then get typed attributes (read_attrs.c); anything else stays opaque but
 * wired. The op's attribute dictionaries are checked in read_entries.c, its
 * types in read_op_types.c. Names bound inside an op (`%iterArg = %0`, `reducer(%a: t, ...)`)
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

/* The op kind, interned spelling and whether it has a pretty form (sh_twin_has_pretty_form) of
 * an op name, through a small span-keyed cache. */
static RcOp op_lookup(ShParser *p, const char *s, size_t n, const char **name, bool *pretty) {
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
    *pretty = e->pretty;
    return e->op;
  }
  RcOp op = sh_op_from_name(s, n);
  *name = intern_opname(p, s, n);
  *pretty = sh_twin_has_pretty_form(s, n);
  if (*name) *e = (ShOpName){*name, (uint32_t)n, h, op, *pretty};
  return op;
}

typedef struct ResGroup {
  ShTok tok;
  uint32_t count; /* 0 = plain %x */
} ResGroup;

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
  bool pretty;                /* its name has a pretty form (sh_twin_has_pretty_form) */
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
  RcOp op = op_lookup(p, o->ops, o->opn, &n_opname, &o->pretty);
  if (op == RC_OP_OPAQUE && (sh_ends_with(o->ops, o->opn, ".return") || sh_ends_with(o->ops, o->opn, ".yield")))
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
        if (!sh_check_operand_type(p, n, i, sig->ins[i], sig->in_off[i])) return false;
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
      if (!sh_check_operand_type(p, n, i, sig->ins[i], sig->in_off[i])) return false;
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
        if (!sh_check_operand_type(p, n, i, sig->ins[0], sig->in_off[0])) return false;
  } else if (nresults == sig->nins) {
    rt = sig->ins;
    if (nops == sig->nins &&
        name_in(ops, opn, pairwise_typed_ops, sizeof pairwise_typed_ops / sizeof pairwise_typed_ops[0]))
      for (uint32_t i = 0; i < nops; i++)
        if (!sh_check_operand_type(p, n, i, sig->ins[i], sig->in_off[i])) return false;
  } else if (nresults == 1) {
    rt = &sig->ins[sig->nins - 1];
    if (o->op == RC_OP_SELECT && nops == 3 && sig->nins == 2) {
      if (!sh_check_operand_type(p, n, 0, sig->ins[0], sig->in_off[0])) return false;
      for (uint32_t i = 1; i < 3; i++)
        if (!sh_check_operand_type(p, n, i, sig->ins[1], sig->in_off[1])) return false;
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
  if (!o->generic && !o->pretty)
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
  rc_module_note_op(p->m, RC_OP_OPAQUE);
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
        if (!sh_check_operand_type(p, n, i, one, at)) return false;
        continue;
      }
      const RcValue *v = rc_node_operand(n, i);
      if (v && !sh_types_match(v->type, one))
        return sh_err_tok(p, &o->name, "'%.*s' has one type for its operands and its result: operand %u is %s, the "
                          "result %s", (int)opn, ops, i, v->type && v->type->text ? v->type->text : "?",
                          one->text ? one->text : "?");
    }
    if (!sh_complex_parts(p, n, &o->name, ops, opn)) return false;
  }
  if (n->op == RC_OP_OPAQUE && !o->verbatim && !sh_reduction_body(p, n, &o->name, ops, opn)) return false;
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
    sh_collect_entries(p, o.base, o.e);
    ok = sh_check_entries(p, o.op != RC_OP_OPAQUE && o.op != RC_OP_RETURN, o.verbatim) &&
         (o.op == RC_OP_OPAQUE || o.op == RC_OP_RETURN || interpret_modelled(p, &o)) && !p->failed &&
         check_opaque(p, &o);
  }
  bool expanded = false;
  if (ok && !o.verbatim && o.op == RC_OP_OPAQUE)
    ok = sh_chlo_expand(p, f, o.n, &o.name, o.base, o.e, o.srcloc, &expanded) && !p->failed;
  if (ok) {
    sh_add_raw_entries(p, o.n);
    /* an expanded CHLO op is printed in its StableHLO form */
    ok = (expanded ? sh_node_set_loc(p->m, o.n, o.srcloc) : set_template(p, &o, is_return)) && !p->failed;
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
