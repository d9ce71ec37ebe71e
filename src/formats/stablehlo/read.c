/* The StableHLO reader's top level: the file layout (alias lines, `module @m
 * attributes {...} { ... } loc(...)`, or bare `func.func`s), function headers
 * and bodies, symbol resolution (calls, composite decompositions), call-cycle
 * detection and the entry function. Anything at module level that is not a
 * function with a body (alias definitions, declarations, sdy.mesh, nested
 * modules, the `{-# dialect_resources ... #-}` section) is kept verbatim as a text item and printed back in place.
 * Standalone comment lines are dropped. The first error stops the parse. */
#include <stdarg.h>
#include <string.h>

#include "formats/stablehlo/sh.h"

static bool verr(ShParser *p, uint32_t line, uint32_t col, const char *fmt, va_list ap) {
  if (p->failed) return false;
  p->failed = true;
  rc_diagv(p->ctx, RC_SEV_ERROR, p->src, line, col, fmt, ap);
  return false;
}

bool sh_err_at(ShParser *p, size_t off, const char *fmt, ...) {
  uint32_t line, col;
  rc_source_line_col(p->ctx, p->src, off, &line, &col);
  va_list ap;
  va_start(ap, fmt);
  verr(p, line, col, fmt, ap);
  va_end(ap);
  return false;
}

bool sh_err_tok(ShParser *p, const ShTok *t, const char *fmt, ...) {
  uint32_t line = t->line, col = t->col;
  if (!line) rc_source_line_col(p->ctx, p->src, t->off, &line, &col);
  va_list ap;
  va_start(ap, fmt);
  verr(p, line, col, fmt, ap);
  va_end(ap);
  return false;
}

void sh_next(ShParser *p) { sh_lex_next(&p->lx, &p->tok); }

bool sh_tok_is(const ShParser *p, const ShTok *t, const char *s) {
  size_t n = strlen(s);
  return t->len == n && !memcmp(p->src->text + t->off, s, n);
}


const char *sh_tok_desc(ShParser *p, const ShTok *t) {
  if (t->kind == SH_EOF) return "end of input";
  size_t n = t->len > 40 ? 40 : t->len;
  snprintf(p->desc, sizeof p->desc, "'%.*s%s'", (int)n, p->src->text + t->off, t->len > 40 ? "..." : "");
  return p->desc;
}

const char *sh_symbol_name(ShParser *p, const ShTok *t) {
  const char *s = p->src->text + t->off + 1;
  size_t n = t->len - 1;
  if (n >= 2 && s[0] == '"') return rc_module_strndup(p->m, s + 1, n - 2);
  return rc_module_strndup(p->m, s, n);
}

void sh_add_ref(ShParser *p, RcNode *n, const char *name, const ShTok *at) {
  ShRef r = {n, p->top, name, at->line, at->col};
  g_array_append_val(p->refs, r);
}

/* Shardy names a mesh in a sharding as `<@mesh, [...]>` (`#sdy.sharding<@mesh, ...>`,
 * `in_shardings=[<@mesh, ...>]`); nothing else of the dialects read here puts a symbol right
 * after a '<'. */
void sh_note_mesh_ref(ShParser *p, const ShTok *prev, const ShTok *t) {
  if (t->kind != SH_SYMBOL || !sh_tok_punct(prev, '<')) return;
  const char *name = sh_symbol_name(p, t);
  if (!name) return;
  ShRef r = {NULL, NULL, name, t->line, t->col};
  g_array_append_val(p->mesh_refs, r);
}

/* Every sharding names an sdy.mesh of the module (Shardy's verifier looks the symbol up). */
static bool check_mesh_refs(ShParser *p) {
  for (guint i = 0; i < p->mesh_refs->len; i++) {
    ShRef *r = &g_array_index(p->mesh_refs, ShRef, i);
    if (g_hash_table_contains(p->meshes, r->name)) continue;
    ShTok t = {.line = r->line, .col = r->col};
    return sh_err_tok(p, &t, "unknown mesh '@%s': a sharding names an sdy.mesh of the module", r->name);
  }
  return true;
}

static void add_item(ShParser *p, ShItemKind kind, const char *text, RcFunc *f) {
  ShItem it = {kind, false, text, f};
  g_array_append_val(p->items, it);
}

/* A module-level statement kept verbatim: tokens up to a newline at bracket depth 0
 * (or a '}' closing the module). `open` holds brackets already open at the start. */
static const char *verbatim(ShParser *p, size_t start, const char *open) {
  char stack[SH_MAX_NEST];
  size_t depth = strlen(open);
  memcpy(stack, open, depth);
  size_t end = start;
  bool first = true, mesh = false;
  ShTok prev = {0};
  for (;;) {
    ShTok *t = &p->tok;
    if (t->kind == SH_EOF) {
      if (depth) return sh_err_tok(p, t, "unexpected end of input: expected '%c'", stack[depth - 1]), NULL;
      break;
    }
    if (depth == 0 && !first && (t->nl || sh_tok_punct(t, '}'))) break;
    /* `sdy.mesh @name = <...>` defines a mesh */
    if (mesh && t->kind == SH_SYMBOL) {
      const char *name = sh_symbol_name(p, t);
      if (!name) return NULL;
      g_hash_table_add(p->meshes, (gpointer)name);
    }
    mesh = first && t->kind == SH_IDENT && sh_tok_is(p, t, "sdy.mesh");
    first = false;
    sh_note_mesh_ref(p, &prev, t);
    prev = *t;
    if (t->kind == SH_PUNCT && t->c == '"') return sh_err_tok(p, t, "unterminated string"), NULL;
    if (t->kind == SH_PUNCT && strchr("([{<", t->c)) {
      if (depth == SH_MAX_NEST) return sh_err_tok(p, t, "brackets nested deeper than %d levels", SH_MAX_NEST), NULL;
      stack[depth++] = t->c == '(' ? ')' : t->c == '[' ? ']' : t->c == '{' ? '}' : '>';
    } else if (t->kind == SH_PUNCT && strchr(")]}>", t->c)) {
      if (!depth) return sh_err_tok(p, t, "unexpected '%c'", t->c), NULL;
      if (stack[depth - 1] != t->c) return sh_err_tok(p, t, "expected '%c', got '%c'", stack[depth - 1], t->c), NULL;
      depth--;
    }
    end = t->off + t->len;
    sh_next(p);
  }
  return rc_module_strndup(p->m, p->src->text + start, end - start);
}

/* Is NAME already a function or a declaration? (diagnosed at sym) */
static bool func_taken(ShParser *p, const char *name, const ShTok *sym) {
  if (!g_hash_table_lookup(p->funcs, name) && !g_hash_table_lookup(p->decls, name)) return false;
  sh_err_tok(p, sym, "duplicate function '@%s'", name);
  return true;
}

/* A new top-level function NAME with its writer data and a fresh scope; `sym` is its
 * name's token, for the duplicate diagnostic. NULL on an error (diagnosed) or out of memory. */
static RcFunc *new_func(ShParser *p, const char *name, const ShTok *sym, ShFuncData **fd, ShScope **sc) {
  if (func_taken(p, name, sym)) return NULL;
  RcFunc *f = rc_func_create(p->m, name, NULL);
  *fd = rc_module_alloc(p->m, sizeof **fd);
  *sc = sh_scope_new(p, NULL);
  if (!f || !*fd || !*sc) return NULL;
  g_hash_table_insert(p->funcs, (gpointer)f->name, f);
  f->fmtdata = *fd;
  return f;
}

/* Optional `loc(...)` after a closing '}' on the same line; returns its text or NULL. */
static const char *trailer_loc(ShParser *p) {
  ShTok *t = &p->tok;
  if (t->nl || t->kind != SH_IDENT || !sh_tok_is(p, t, "loc")) return NULL;
  size_t start = t->off;
  return verbatim(p, start, "");
}

/* The declared result types `-> T` / `-> (T {attrs} loc(..), ...)` at offset pos must agree
 * with what the function's return gives. */
static bool check_results(ShParser *p, RcFunc *f, size_t pos, size_t end) {
  const char *s = p->src->text;
  size_t q = sh_lex_skip_space(s, end, pos, NULL);
  if (!(q + 1 < end && s[q] == '-' && s[q + 1] == '>')) return true;
  q = sh_lex_skip_space(s, end, q + 2, NULL);
  bool paren = q < end && s[q] == '(';
  if (paren) q = sh_lex_skip_space(s, end, q + 1, NULL);
  const RcNode *r = f->last;
  uint32_t i = 0;
  while (q < end && !(paren && s[q] == ')')) {
    size_t at = q;
    RcType *t = sh_parse_type(p, &q);
    if (!t) return false;
    if (i >= r->noperands)
      return sh_err_at(p, at, "'@%s' declares more results than its return gives (%u)", f->name, r->noperands);
    const RcValue *v = rc_node_operand(r, i);
    if (v && !sh_types_match(v->type, t))
      return sh_err_at(p, at, "type mismatch: result %u of '@%s' is declared %s but its return gives '%%%s' of type %s",
                       i, f->name, t->text ? t->text : "?", v->name ? v->name : "?",
                       v->type && v->type->text ? v->type->text : "?");
    i++;
    if (!paren) break;
    /* skip `{attrs}` and `loc(...)` up to ',' or ')' at depth 0 */
    int depth = 0;
    while (q < end) {
      char c = s[q];
      if (c == '"') {
        q++;
        while (q < end && s[q] != '"') q += s[q] == '\\' ? 2 : 1;
      } else if (c == '(' || c == '{' || c == '[' || c == '<') {
        depth++;
      } else if ((c == ')' || c == '}' || c == ']' || c == '>') && depth > 0) {
        depth--;
      } else if (depth == 0 && (c == ',' || c == ')')) {
        break;
      }
      q++;
    }
    if (q < end && s[q] == ',') q = sh_lex_skip_space(s, end, q + 1, NULL);
  }
  if (i != r->noperands) {
    ShTok t = {.line = r->loc.line, .col = r->loc.col};
    return sh_err_tok(p, &t, "the return gives %u value%s but '@%s' declares %u result%s", r->noperands,
                      r->noperands == 1 ? "" : "s", f->name, i, i == 1 ? "" : "s");
  }
  return true;
}

/* Whether the body whose '{' is at offset `off` has more than one block: more than
 * `entry_labels` block labels ('^' first on its line) at the body's own brace level
 * (strings and comments skipped; a successor `cf.br ^bb1` is not first on its line). One
 * pass over bytes, before the body is read, so that a function of several blocks can be
 * kept as text from its start; bytes that matter to it are rare, and the rest are
 * skipped through a table. */
static bool body_has_blocks(ShParser *p, size_t off, int entry_labels) {
  static const bool stop[256] = {['"'] = true, ['{'] = true, ['}'] = true, ['^'] = true, ['/'] = true};
  /* no '^' from here to the end of the input: one block (the next '^' is looked up once) */
  if (p->next_caret < off) {
    const char *c = memchr(p->src->text + off, '^', p->src->len - off);
    p->next_caret = c ? (size_t)(c - p->src->text) : SIZE_MAX;
  }
  if (p->next_caret == SIZE_MAX) return false;
  const char *s = p->src->text;
  size_t n = p->src->len;
  int depth = 0, labels = 0;
  for (size_t i = off; i < n; i++) {
    while (i < n && !stop[(unsigned char)s[i]]) i++;
    if (i >= n) break;
    char c = s[i];
    if (c == '"') {
      for (i++; i < n && s[i] != '"'; i++)
        if (s[i] == '\\') i++;
    } else if (c == '/') {
      if (i + 1 < n && s[i + 1] == '/')
        while (i + 1 < n && s[i + 1] != '\n') i++;
    } else if (c == '{') {
      depth++;
    } else if (c == '}') {
      if (--depth == 0) return false;
    } else if (depth == 1) { /* '^': a label when only blanks are before it on its line */
      size_t k = i;
      while (k > off && (s[k - 1] == ' ' || s[k - 1] == '\t' || s[k - 1] == '\r')) k--;
      if (k > off && s[k - 1] == '\n' && ++labels > entry_labels) return true;
    }
  }
  return false;
}

/* A function whose body has several blocks (`cf.br` / `cf.cond_br` between them): the IR
 * holds one block per function, so the function is kept as text from `start` to the end
 * of its line, printed back exactly as written, and its name stays known (calls of it
 * stay opaque, as calls of a declaration do). The current token is the body's '{';
 * `open` holds the closers of the brackets open before it. */
static bool keep_blocks(ShParser *p, const char *name, size_t start, const char *open) {
  const char *text = verbatim(p, start, open);
  if (!text) return false;
  g_hash_table_insert(p->decls, (gpointer)name, (gpointer)name);
  p->kept_blocks++;
  add_item(p, SH_ITEM_TEXT, text, NULL);
  return true;
}

/* func -> 'func.func' [visibility] SYMBOL '(' [arg (',' arg)*] ')' tail '{' body '}' [loc] */
static bool parse_func(ShParser *p) {
  ShTok kw = p->tok;
  sh_next(p);
  const char *vis = NULL;
  if (p->tok.kind == SH_IDENT && (sh_tok_is(p, &p->tok, "public") || sh_tok_is(p, &p->tok, "private") ||
                                  sh_tok_is(p, &p->tok, "nested"))) {
    vis = rc_module_strndup(p->m, p->src->text + p->tok.off, p->tok.len);
    sh_next(p);
  }
  ShTok sym = p->tok;
  if (sym.kind != SH_SYMBOL) return sh_err_tok(p, &sym, "expected a function name '@name', got %s", sh_tok_desc(p, &sym));
  const char *name = sh_symbol_name(p, &sym);
  if (!name) return false;
  sh_next(p);
  if (!sh_tok_punct(&p->tok, '('))
    return sh_err_tok(p, &p->tok, "expected '(' after the function name, got %s", sh_tok_desc(p, &p->tok));
  sh_next(p);
  if (p->tok.kind != SH_VALUE && !sh_tok_punct(&p->tok, ')')) {
    /* a declaration without argument names (and without a body): kept verbatim; its
     * arguments are types */
    if (p->tok.kind != SH_IDENT && p->tok.kind != SH_BANG && !sh_tok_punct(&p->tok, '('))
      return sh_err_tok(p, &p->tok, "expected an argument '%%name: type' (or, in a declaration, a type), got %s",
                        sh_tok_desc(p, &p->tok));
    const char *text = verbatim(p, kw.off, ")");
    if (!text) return false;
    if (func_taken(p, name, &sym)) return false;
    g_hash_table_insert(p->decls, (gpointer)name, (gpointer)name);
    add_item(p, SH_ITEM_TEXT, text, NULL);
    return true;
  }
  ShFuncData *fd;
  ShScope *sc;
  RcFunc *f = new_func(p, name, &sym, &fd, &sc);
  if (!f) return false;
  fd->vis = vis;
  p->top = f;
  while (!sh_tok_punct(&p->tok, ')')) {
    if (!sh_parse_arg(p, f, sc)) return false;
    if (sh_tok_punct(&p->tok, ',')) {
      sh_next(p);
      if (sh_tok_punct(&p->tok, ')')) return sh_err_tok(p, &p->tok, "expected an argument after ','");
    }
  }
  size_t after = p->tok.off + 1;
  sh_next(p);
  /* tail: result types, attributes; up to the body's '{' */
  char stack[SH_MAX_NEST];
  size_t depth = 0, tend = after;
  ShTok prev = {0};
  for (;;) {
    ShTok *t = &p->tok;
    if (t->kind == SH_EOF)
      return sh_err_tok(p, t, "unexpected end of input: expected '{' starting the body of '@%s'", name);
    if (depth == 0 && sh_tok_punct(t, '{') && !(prev.kind == SH_IDENT && sh_tok_is(p, &prev, "attributes"))) break;
    if (t->kind == SH_PUNCT && t->c == '"') return sh_err_tok(p, t, "unterminated string");
    if (t->kind == SH_PUNCT && strchr("([{<", t->c)) {
      if (depth == SH_MAX_NEST) return sh_err_tok(p, t, "brackets nested deeper than %d levels", SH_MAX_NEST);
      stack[depth++] = t->c == '(' ? ')' : t->c == '[' ? ']' : t->c == '{' ? '}' : '>';
    } else if (t->kind == SH_PUNCT && strchr(")]}>", t->c)) {
      if (!depth) return sh_err_tok(p, t, "unexpected '%c'", t->c);
      if (stack[depth - 1] != t->c) return sh_err_tok(p, t, "expected '%c', got '%c'", stack[depth - 1], t->c);
      depth--;
    }
    tend = t->off + t->len;
    sh_note_mesh_ref(p, &prev, t);
    prev = *t;
    sh_next(p);
  }
  size_t tb = after;
  while (tb < tend && (p->src->text[tb] == ' ' || p->src->text[tb] == '\n' || p->src->text[tb] == '\t')) tb++;
  if (tb < tend) fd->tail = rc_module_strndup(p->m, p->src->text + tb, tend - tb);
  if (body_has_blocks(p, p->tok.off, 0)) {
    /* read as text instead: the function goes (nothing refers to it yet) */
    rc_module_remove_func(p->m, f);
    g_hash_table_remove(p->funcs, name);
    p->top = NULL;
    return keep_blocks(p, name, kw.off, "");
  }
  rc_source_pin(p->ctx, p->src, tb, tend); /* check_results reads the result types again after the body */
  sh_next(p); /* '{' */
  if (!sh_parse_body(p, f, sc)) return false;
  if (!check_results(p, f, tb, tend)) return false;
  sh_next(p); /* '}' */
  fd->trailer = trailer_loc(p);
  if (p->failed) return false;
  add_item(p, SH_ITEM_FUNC, NULL, f);
  return true;
}

/* Scans a generic op header up to the '{' of its first region (the current token is its
 * name string). Returns the offset just after the '(' before that '{', or 0 after a diagnostic;
 * the lexer is left on the '{'. sym_name / sym_visibility strings are reported when present. */
static size_t generic_head(ShParser *p, ShTok *sym, ShTok *vis) {
  int depth = 0;
  ShTok prev = {0}, prev2 = {0};
  for (;;) {
    ShTok *t = &p->tok;
    if (t->kind == SH_EOF) return sh_err_tok(p, t, "unexpected end of input: expected the region of the operation"), 0;
    if (t->kind == SH_PUNCT && t->c == '"') return sh_err_tok(p, t, "unterminated string"), 0;
    if (sh_tok_punct(t, '{') && sh_tok_punct(&prev, '(') && depth == 1) break;
    if (t->kind == SH_STRING && sh_tok_punct(&prev, '=') && prev2.kind == SH_IDENT) {
      if (sh_tok_is(p, &prev2, "sym_name")) *sym = *t;
      if (sh_tok_is(p, &prev2, "sym_visibility")) *vis = *t;
    }
    if (t->kind == SH_PUNCT && strchr("([{<", t->c)) {
      if (++depth > SH_MAX_NEST) return sh_err_tok(p, t, "brackets nested deeper than %d levels", SH_MAX_NEST), 0;
    } else if (t->kind == SH_PUNCT && strchr(")]}>", t->c)) {
      if (--depth < 0) return sh_err_tok(p, t, "unexpected '%c'", t->c), 0;
    }
    prev2 = prev;
    prev = *t;
    sh_next(p);
  }
  return prev.off + 1;
}

/* The rest of a generic op after its region's '}' (current token): ')' ... to the end of the line. */
static const char *generic_tail(ShParser *p) {
  sh_next(p);
  if (!sh_tok_punct(&p->tok, ')'))
    return sh_err_tok(p, &p->tok, "expected ')' after the region, got %s", sh_tok_desc(p, &p->tok)), NULL;
  size_t start = p->tok.off;
  sh_next(p);
  if (p->tok.kind == SH_EOF || p->tok.nl || sh_tok_punct(&p->tok, '}')) return ")";
  return verbatim(p, start, "");
}

/* Before 2023, MLIR printed a generic op's attributes after its regions:
 * `"func.func"() ({ ... }) {function_type = ..., sym_name = "main"} : () -> ()`.
 * Looks ahead (the current token is the region's '{') for sym_name / sym_visibility in the
 * dictionary after the region's ')', without moving the reader. */
static void generic_tail_names(ShParser *p, ShTok *sym, ShTok *vis) {
  ShLex lx = p->lx;
  ShTok t, prev = {0}, prev2 = {0};
  int depth = 1; /* inside the region's '{' */
  for (;;) {
    sh_lex_next(&lx, &t);
    if (t.kind == SH_EOF) return;
    if (sh_tok_punct(&t, '{')) depth++;
    if (sh_tok_punct(&t, '}') && --depth == 0) break;
  }
  sh_lex_next(&lx, &t);
  if (!sh_tok_punct(&t, ')')) return;
  for (;;) {
    sh_lex_next(&lx, &t);
    if (t.kind == SH_EOF || (t.nl && depth == 0)) return;
    if (t.kind == SH_PUNCT && strchr("([{<", t.c)) depth++;
    if (t.kind == SH_PUNCT && strchr(")]}>", t.c) && --depth < 0) return;
    if (depth == 1 && t.kind == SH_STRING && sh_tok_punct(&prev, '=') && prev2.kind == SH_IDENT) {
      if (sh_tok_is(p, &prev2, "sym_name")) *sym = t;
      if (sh_tok_is(p, &prev2, "sym_visibility")) *vis = t;
    }
    prev2 = prev;
    prev = t;
  }
}

/* The offset of the '->' of `function_type = (...) -> ...` in text[b..e), or 0. */
static size_t function_type_results(ShParser *p, size_t b, size_t e) {
  const char *s = p->src->text;
  static const char key[] = "function_type";
  size_t k = sizeof key - 1;
  for (size_t i = b; i + k < e; i++) {
    if (memcmp(s + i, key, k)) continue;
    size_t q = sh_lex_skip_space(s, e, i + k, NULL);
    if (q >= e || s[q] != '=') return 0;
    q = sh_lex_skip_space(s, e, q + 1, NULL);
    if (q >= e || s[q] != '(') return 0;
    int depth = 0;
    for (; q < e; q++) {
      if (s[q] == '(' || s[q] == '<' || s[q] == '[' || s[q] == '{') depth++;
      if ((s[q] == ')' || s[q] == '>' || s[q] == ']' || s[q] == '}') && --depth == 0) break;
    }
    if (q >= e) return 0;
    q = sh_lex_skip_space(s, e, q + 1, NULL);
    return q + 1 < e && s[q] == '-' && s[q + 1] == '>' ? q : 0;
  }
  return 0;
}

/* The entry block's arguments of a generic function have the types `function_type = (ins)
 * -> ...` in the head [b, e) lists, one per argument. */
static bool check_params(ShParser *p, RcFunc *f, size_t b, size_t e) {
  const char *s = p->src->text;
  static const char key[] = "function_type";
  size_t k = sizeof key - 1, q = 0;
  for (size_t i = b; i + k < e && !q; i++) {
    if (memcmp(s + i, key, k)) continue;
    size_t r = sh_lex_skip_space(s, e, i + k, NULL);
    if (r >= e || s[r] != '=') return true;
    r = sh_lex_skip_space(s, e, r + 1, NULL);
    if (r >= e || s[r] != '(') return true;
    q = r + 1;
  }
  if (!q) return true;
  uint32_t i = 0;
  q = sh_lex_skip_space(s, e, q, NULL);
  while (q < e && s[q] != ')') {
    RcType *t = sh_parse_type(p, &q);
    if (!t) return false;
    if (i < f->nparams) {
      const RcValue *v = &f->params[i]->results[0];
      if (!sh_types_match(v->type, t)) {
        ShTok pt = {.line = f->params[i]->loc.line, .col = f->params[i]->loc.col};
        return sh_err_tok(p, &pt, "type mismatch: entry block argument %u ('%%%s') has type %s but function_type "
                          "gives %s", i, v->name ? v->name : "?", v->type && v->type->text ? v->type->text : "?",
                          t->text ? t->text : "?");
      }
    }
    i++;
    q = sh_lex_skip_space(s, e, q, NULL);
    if (q < e && s[q] == ',') q = sh_lex_skip_space(s, e, q + 1, NULL);
    else if (q < e && s[q] != ')') return true; /* not a plain type list: left as written */
  }
  if (i != f->nparams)
    return sh_err_at(p, b, "'@%s' has %u entry block argument%s but its function_type lists %u", f->name, f->nparams,
                     f->nparams == 1 ? "" : "s", i);
  return true;
}

/* gfunc -> '"func.func"' '(' ')' props '(' '{' [CARET '(' args ')' ':'] op* '}' ')' [attrs] ':' type [loc]
 * (attrs hold sym_name when props do not: the pre-2023 form) */
static bool parse_generic_func(ShParser *p) {
  ShTok kw = p->tok, sym = {0}, vis = {0};
  size_t hend = generic_head(p, &sym, &vis);
  if (!hend) return false;
  if (sym.kind != SH_STRING) generic_tail_names(p, &sym, &vis);
  if (sym.kind != SH_STRING) return sh_err_tok(p, &kw, "generic 'func.func' without a sym_name");
  const char *name = rc_module_strndup(p->m, p->src->text + sym.off + 1, sym.len - 2);
  if (!name) return false;
  if (body_has_blocks(p, p->tok.off, 1)) return !func_taken(p, name, &sym) && keep_blocks(p, name, kw.off, ")");
  ShFuncData *fd;
  ShScope *sc;
  RcFunc *f = new_func(p, name, &sym, &fd, &sc);
  if (!f) return false;
  p->top = f;
  fd->vis = vis.kind == SH_STRING ? rc_module_strndup(p->m, p->src->text + vis.off + 1, vis.len - 2) : "public";
  fd->ghead = rc_module_strndup(p->m, p->src->text + kw.off, hend - kw.off);
  /* the result types of `function_type = (ins) -> outs` in the head, checked after the body */
  size_t outs = function_type_results(p, kw.off, hend);
  if (outs) rc_source_pin(p->ctx, p->src, kw.off, hend);
  sh_next(p); /* '{' */
  fd->glabel = "^bb0";
  if (p->tok.kind == SH_CARET && !sh_parse_block_label(p, f, sc, &fd->glabel)) return false;
  if (!check_params(p, f, kw.off, hend)) return false;
  if (!sh_parse_body(p, f, sc)) return false;
  if (outs && !check_results(p, f, outs, hend)) return false;
  fd->gtail = generic_tail(p);
  if (!fd->gtail) return false;
  add_item(p, SH_ITEM_FUNC, NULL, f);
  return true;
}

/* Statements of a module body up to its closing '}' (not consumed). */
static bool module_body(ShParser *p) {
  for (;;) {
    ShTok *t = &p->tok;
    if (t->kind == SH_EOF) return sh_err_tok(p, t, "unexpected end of input: expected '}' closing the module");
    if (sh_tok_punct(t, '}')) return true;
    if (t->kind == SH_IDENT && sh_tok_is(p, t, "func.func")) {
      if (!parse_func(p)) return false;
      continue;
    }
    if (t->kind == SH_STRING && sh_tok_is(p, t, "\"func.func\"")) {
      if (!parse_generic_func(p)) return false;
      continue;
    }
    const char *text = verbatim(p, t->off, "");
    if (!text) return false;
    add_item(p, SH_ITEM_TEXT, text, NULL);
  }
}

/* gmodule -> '"builtin.module"' '(' ')' [props] '(' '{' module-body '}' ')' [attrs] ':' type [loc] */
static bool parse_generic_module(ShParser *p) {
  ShTok kw = p->tok, sym = {0}, vis = {0};
  size_t hend = generic_head(p, &sym, &vis);
  if (!hend) return false;
  if (sym.kind == SH_STRING) p->m->name = rc_module_strndup(p->m, p->src->text + sym.off + 1, sym.len - 2);
  add_item(p, SH_ITEM_MODULE_BEGIN, rc_module_strndup(p->m, p->src->text + kw.off, hend - kw.off), NULL);
  g_array_index(p->items, ShItem, p->items->len - 1).generic = true;
  sh_next(p); /* '{' */
  if (!module_body(p)) return false;
  const char *tail = generic_tail(p);
  if (!tail) return false;
  add_item(p, SH_ITEM_MODULE_END, tail, NULL);
  g_array_index(p->items, ShItem, p->items->len - 1).generic = true;
  return true;
}

/* module -> 'module' [SYMBOL] ['attributes' dict] '{' (func | statement)* '}' [loc] */
static bool parse_module(ShParser *p) {
  ShTok kw = p->tok;
  sh_next(p);
  size_t hend = kw.off + kw.len;
  if (p->tok.kind == SH_SYMBOL) {
    p->m->name = sh_symbol_name(p, &p->tok);
    hend = p->tok.off + p->tok.len;
    sh_next(p);
  }
  if (p->tok.kind == SH_IDENT && sh_tok_is(p, &p->tok, "attributes")) {
    sh_next(p);
    if (!sh_tok_punct(&p->tok, '{'))
      return sh_err_tok(p, &p->tok, "expected '{' after 'attributes', got %s", sh_tok_desc(p, &p->tok));
    int depth = 0;
    for (;;) {
      ShTok *t = &p->tok;
      if (t->kind == SH_EOF) return sh_err_tok(p, t, "unexpected end of input: expected '}'");
      if (t->kind == SH_PUNCT && t->c == '"') return sh_err_tok(p, t, "unterminated string");
      if (sh_tok_punct(t, '{')) depth++;
      if (sh_tok_punct(t, '}') && --depth == 0) {
        hend = t->off + 1;
        sh_next(p);
        break;
      }
      sh_next(p);
    }
  }
  if (!sh_tok_punct(&p->tok, '{'))
    return sh_err_tok(p, &p->tok, "expected '{' starting the module body, got %s", sh_tok_desc(p, &p->tok));
  add_item(p, SH_ITEM_MODULE_BEGIN, rc_module_strndup(p->m, p->src->text + kw.off, hend - kw.off), NULL);
  sh_next(p);
  if (!module_body(p)) return false;
  sh_next(p);
  const char *tr = trailer_loc(p);
  if (p->failed) return false;
  add_item(p, SH_ITEM_MODULE_END, tr, NULL);
  return true;
}

static bool resolve_refs(ShParser *p) {
  for (guint i = 0; i < p->refs->len; i++) {
    ShRef *r = &g_array_index(p->refs, ShRef, i);
    RcFunc *f = g_hash_table_lookup(p->funcs, r->name);
    RcNode *n = r->node;
    RcAttr *a = rc_node_attr(n, "to_apply");
    if (f) {
      if (a) a->u.fn = f;
      continue;
    }
    if (g_hash_table_lookup(p->decls, r->name) && n->op == RC_OP_CALL) {
      /* a call of a declaration without a body: kept opaque (its template stays valid) */
      n->op = RC_OP_OPAQUE;
      rc_module_note_op(p->m, RC_OP_OPAQUE);
      if (sh_node_tmpl(n)) ((ShTmpl *)n->fmtdata)->op = RC_OP_OPAQUE;
      if (a) {
        a->kind = RC_ATTR_RAW;
        a->name = "callee";
      }
      continue;
    }
    ShTok t = {.line = r->line, .col = r->col};
    return sh_err_tok(p, &t, "unknown function '@%s'", r->name);
  }
  return true;
}

/* Calls must not form a cycle (StableHLO programs are not recursive). */
static bool check_cycles(ShParser *p) {
  guint nf = p->m->nfuncs;
  if (!nf || !p->refs->len) return true;
  GHashTable *index = g_hash_table_new(g_direct_hash, g_direct_equal);
  guint k = 0;
  for (RcFunc *f = p->m->funcs; f; f = f->next) g_hash_table_insert(index, f, GUINT_TO_POINTER(k++));
  /* edges grouped by caller */
  guint *count = g_new0(guint, nf + 1), *start = g_new0(guint, nf + 1);
  ShRef **edges = g_new(ShRef *, p->refs->len);
  for (guint i = 0; i < p->refs->len; i++) {
    ShRef *r = &g_array_index(p->refs, ShRef, i);
    count[GPOINTER_TO_UINT(g_hash_table_lookup(index, r->caller))]++;
  }
  for (guint i = 0; i < nf; i++) start[i + 1] = start[i] + count[i];
  memset(count, 0, sizeof *count * (nf + 1));
  for (guint i = 0; i < p->refs->len; i++) {
    ShRef *r = &g_array_index(p->refs, ShRef, i);
    guint c = GPOINTER_TO_UINT(g_hash_table_lookup(index, r->caller));
    edges[start[c] + count[c]++] = r;
  }
  uint8_t *color = g_new0(uint8_t, nf);
  guint *stack = g_new(guint, nf), *pos = g_new(guint, nf);
  bool ok = true;
  for (guint s = 0; s < nf && ok; s++) {
    if (color[s]) continue;
    guint sp = 0;
    stack[sp] = s;
    pos[sp++] = start[s];
    color[s] = 1;
    while (sp && ok) {
      guint u = stack[sp - 1];
      if (pos[sp - 1] == start[u + 1]) {
        color[u] = 2;
        sp--;
        continue;
      }
      ShRef *r = edges[pos[sp - 1]++];
      RcFunc *callee = g_hash_table_lookup(p->funcs, r->name);
      if (!callee) continue;
      guint v = GPOINTER_TO_UINT(g_hash_table_lookup(index, callee));
      if (color[v] == 1) {
        ShTok t = {.line = r->line, .col = r->col};
        ok = sh_err_tok(p, &t, "call cycle: '@%s' is called again while it is running (recursion is not allowed)",
                        r->name);
      } else if (!color[v]) {
        color[v] = 1;
        stack[sp] = v;
        pos[sp++] = start[v];
      }
    }
  }
  g_free(color);
  g_free(stack);
  g_free(pos);
  g_free(edges);
  g_free(count);
  g_free(start);
  g_hash_table_destroy(index);
  return ok;
}

/* The file's resource section, `{-# dialect_resources: {...} #-}` (the blobs that
 * `dense_resource<NAME>` attributes name), from the token '{' at its start to its
 * closing `#-}`, as a text item kept verbatim. Strings are skipped, so a `#-}` inside
 * one does not close it. */
static bool resources(ShParser *p) {
  const char *s = p->src->text;
  size_t n = p->src->len, start = p->tok.off, i = start + 3;
  ShLex *lx = &p->lx;
  for (;;) {
    if (i >= n) return sh_err_tok(p, &p->tok, "unexpected end of input: expected '#-}' to close the resource section");
    if (s[i] == '"') {
      for (i++; i < n && s[i] != '"'; i++)
        if (s[i] == '\\' && i + 1 < n) i++;
      if (i >= n) return sh_err_tok(p, &p->tok, "unterminated string in the resource section");
    } else if (s[i] == '#' && i + 2 < n && s[i + 1] == '-' && s[i + 2] == '}') {
      break;
    }
    i++;
  }
  size_t end = i + 3;
  for (size_t k = lx->pos; k < end; k++)
    if (s[k] == '\n') {
      lx->line++;
      lx->line_start = k + 1;
    }
  lx->pos = end;
  const char *text = rc_module_strndup(p->m, s + start, end - start);
  if (!text) return false;
  add_item(p, SH_ITEM_TEXT, text, NULL);
  sh_next(p);
  return true;
}

static bool parse_file(ShParser *p) {
  sh_next(p);
  if (p->tok.kind == SH_EOF) return sh_err_tok(p, &p->tok, "empty input: expected 'module' or 'func.func'");
  bool seen_module = false;
  while (p->tok.kind != SH_EOF) {
    ShTok *t = &p->tok;
    if (sh_tok_punct(t, '{') && t->off + 3 <= p->src->len && !memcmp(p->src->text + t->off, "{-#", 3)) {
      if (!resources(p)) return false;
    } else if (t->kind == SH_HASH || t->kind == SH_BANG) {
      const char *text = verbatim(p, t->off, "");
      if (!text) return false;
      add_item(p, SH_ITEM_TEXT, text, NULL);
    } else if (t->kind == SH_IDENT && sh_tok_is(p, t, "module")) {
      if (seen_module) return sh_err_tok(p, t, "more than one top-level module is not supported");
      if (p->m->nfuncs) return sh_err_tok(p, t, "a module after top-level functions is not supported");
      seen_module = true;
      if (!parse_module(p)) return false;
    } else if (t->kind == SH_STRING && sh_tok_is(p, t, "\"builtin.module\"")) {
      if (seen_module) return sh_err_tok(p, t, "more than one top-level module is not supported");
      if (p->m->nfuncs) return sh_err_tok(p, t, "a module after top-level functions is not supported");
      seen_module = true;
      if (!parse_generic_module(p)) return false;
    } else if (t->kind == SH_IDENT && sh_tok_is(p, t, "func.func")) {
      if (seen_module) return sh_err_tok(p, t, "functions after the module are not supported");
      if (!parse_func(p)) return false;
    } else if (t->kind == SH_STRING && sh_tok_is(p, t, "\"func.func\"")) {
      if (seen_module) return sh_err_tok(p, t, "functions after the module are not supported");
      if (!parse_generic_func(p)) return false;
    } else {
      return sh_err_tok(p, t, "expected 'module', 'func.func' or an alias definition, got %s", sh_tok_desc(p, t));
    }
  }
  if (!p->m->nfuncs && p->kept_blocks)
    return sh_err_tok(p, &p->tok, "no function of one block in the input: functions of several blocks are kept as "
                                  "text only, and a module needs one function recompose reads");
  if (!p->m->nfuncs) return sh_err_tok(p, &p->tok, "no function with a body in the input");
  if (!resolve_refs(p) || !check_cycles(p) || !check_mesh_refs(p)) return false;
  RcFunc *entry = rc_module_find_func(p->m, "main");
  if (!entry)
    for (RcFunc *f = p->m->funcs; f && !entry; f = f->next) {
      ShFuncData *fd = f->fmtdata;
      if (fd && fd->vis && !strcmp(fd->vis, "public")) entry = f;
    }
  if (!entry) entry = p->m->funcs;
  entry->is_entry = true;
  p->m->entry = entry;
  ShModData *md = rc_module_alloc(p->m, sizeof *md);
  if (!md) return false;
  md->nitems = p->items->len;
  md->items = rc_module_alloc(p->m, sizeof(ShItem) * (md->nitems ? md->nitems : 1));
  if (!md->items) return false;
  memcpy(md->items, p->items->data, sizeof(ShItem) * md->nitems);
  p->m->fmtdata = md;
  return true;
}

RcStatus rc_stablehlo_parse(RcCtx *ctx, const RcSource *src, RcModule **out) {
  *out = NULL;
  size_t bad;
  const char *why;
  if (!sh_check_text(src->text, src->len, &bad, &why)) {
    uint32_t line, col;
    rc_source_line_col(ctx, src, bad, &line, &col);
    rc_diag(ctx, RC_SEV_ERROR, src, line, col, "%s 0x%02x: the input is not UTF-8 text", why,
            (unsigned char)src->text[bad]);
    return RC_ERR_INPUT;
  }
  RcModule *m = rc_module_create(ctx, RC_FORMAT_STABLEHLO, src->file);
  if (!m) return RC_ERR_NOMEM;
  ShParser p = {0};
  p.ctx = ctx;
  p.src = src;
  p.m = m;
  p.lx = (ShLex){src->text, src->len, 0, 1, 0};
  p.types = g_hash_table_new(g_str_hash, g_str_equal);
  p.opnames = g_hash_table_new(g_str_hash, g_str_equal);
  p.funcs = g_hash_table_new(g_str_hash, g_str_equal);
  p.decls = g_hash_table_new(g_str_hash, g_str_equal);
  p.refs = g_array_new(false, false, sizeof(ShRef));
  p.mesh_refs = g_array_new(false, false, sizeof(ShRef));
  p.meshes = g_hash_table_new(g_str_hash, g_str_equal);
  p.items = g_array_new(false, false, sizeof(ShItem));
  p.ents = g_array_new(false, false, sizeof(ShEntry));
  sh_scopes_init(&p);
  p.regs = g_ptr_array_new();
  p.closers = g_malloc(SH_MAX_NEST * 2 + 16);
  p.scratch = g_malloc(sizeof *p.scratch);
  bool ok = parse_file(&p);
  bool oom = rc_arena_failed(m->arena);
  if (!ok && !p.failed && !oom) oom = true;
  g_hash_table_destroy(p.types);
  g_hash_table_destroy(p.opnames);
  g_hash_table_destroy(p.funcs);
  g_hash_table_destroy(p.decls);
  g_array_free(p.refs, true);
  g_array_free(p.mesh_refs, true);
  g_hash_table_destroy(p.meshes);
  g_array_free(p.items, true);
  g_array_free(p.ents, true);
  g_ptr_array_free(p.scopes, true);
  g_ptr_array_free(p.regs, true);
  g_free(p.closers);
  g_free(p.toks);
  g_free(p.scratch);
  g_free(p.holes);
  if (!ok || oom) {
    if (oom && !p.failed) rc_diag(ctx, RC_SEV_ERROR, src, 0, 0, "out of memory while reading the input");
    rc_module_free(m);
    return oom && !p.failed ? RC_ERR_NOMEM : RC_ERR_INPUT;
  }
  *out = m;
  return RC_OK;
}
