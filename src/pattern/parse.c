/* The pattern DSL reader: lexer and recursive-descent parser from text to
 * RcPattern trees (pattern.h). The grammar is in patterns/README.md and is
 * quoted above each parser function. Every error is a FILE:LINE:COL diagnostic
 * on the set's context; parsing stops at the first error of a file.
 * Nesting is capped at RC_PAT_MAX_DEPTH, so the matcher's recursion is bounded
 * by the pattern text, never by the graph.
 */
#include <ctype.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>

#include "fused/fused.h"
#include "pattern/pattern.h"

typedef enum Tok {
  T_EOF, T_NAME, T_CAP, T_NUM, T_STR, T_REGEX,
  T_LP, T_RP, T_LB, T_RB, T_LS, T_RS, T_COMMA, T_BAR, T_EQ, T_TILDE, T_STAR, T_MINUS, T_ARROW, T_GE, T_ERR
} Tok;

typedef struct P {
  RcPatternSet *ps;
  RcSource src;
  size_t pos;
  Tok t;
  size_t tstart, tlen; /* token text */
  double num;
  bool err;
  int depth;
  RcPattern *pat;
  size_t lc_off;       /* a known offset and its line/col (0 = not set): lc scans on from it */
  uint32_t lc_line, lc_col;
} P;

/* Short spellings accepted for IR op names. */
static const struct { const char *alias, *name; } aliases[] = {
    {"mul", "multiply"}, {"div", "divide"}, {"sub", "subtract"}, {"neg", "negate"},
    {"max", "maximum"}, {"min", "minimum"}, {"bcast", "broadcast"}, {"pow", "power"},
    {"sigmoid", "logistic"}, {"exponential", "exp"}, {"log_plus_one", "log1p"}, {NULL, NULL}};

/* The line and column of offset off. Offsets mostly grow while parsing, so the scan
 * resumes from the last one asked for, forward or back (a capture's position is asked for
 * after the token that follows it): linear in the file, not quadratic. */
static void lc(P *p, size_t off, uint32_t *line, uint32_t *col) {
  uint32_t l = 1, c = 1;
  size_t i = 0;
  if (off > p->src.len) off = p->src.len;
  if (p->lc_off && off < p->lc_off) {
    l = p->lc_line;
    for (i = p->lc_off; i > off; i--)
      if (p->src.text[i - 1] == '\n') l--;
    size_t bol = off;
    while (bol > 0 && p->src.text[bol - 1] != '\n') bol--;
    c = (uint32_t)(off - bol + 1);
    i = off;
  } else {
    if (p->lc_off) {
      i = p->lc_off;
      l = p->lc_line;
      c = p->lc_col;
    }
    for (; i < off; i++) {
      if (p->src.text[i] == '\n') {
        l++;
        c = 1;
      } else {
        c++;
      }
    }
  }
  *line = l;
  *col = c;
  p->lc_off = i;
  p->lc_line = l;
  p->lc_col = c;
}

static void error_at(P *p, size_t off, const char *fmt, const char *arg) {
  if (p->err) return;
  p->err = true;
  uint32_t line, col;
  lc(p, off, &line, &col);
  rc_diag(p->ps->ctx, RC_SEV_ERROR, &p->src, line, col, fmt, arg ? arg : "");
}

static void error_tok(P *p, const char *fmt) {
  char buf[64];
  size_t n = p->tlen < sizeof buf - 1 ? p->tlen : sizeof buf - 1;
  memcpy(buf, p->src.text + p->tstart, n);
  buf[n] = 0;
  if (p->t == T_EOF) strcpy(buf, "end of file");
  error_at(p, p->tstart, fmt, buf);
}

static void next(P *p) {
  const char *s = p->src.text;
  size_t n = p->src.len, i = p->pos;
  for (;;) {
    while (i < n && isspace((unsigned char)s[i])) i++;
    if (i < n && s[i] == '#') {
      while (i < n && s[i] != '\n') i++;
      continue;
    }
    break;
  }
  p->tstart = i;
  if (i >= n) {
    p->t = T_EOF;
    p->tlen = 0;
    p->pos = i;
    return;
  }
  char c = s[i];
  size_t j = i + 1;
  if (isalpha((unsigned char)c) || c == '_') {
    while (j < n && (isalnum((unsigned char)s[j]) || s[j] == '_' || s[j] == '.')) j++;
    p->t = T_NAME;
  } else if (c == '%') {
    while (j < n && (isalnum((unsigned char)s[j]) || s[j] == '_')) j++;
    p->t = j > i + 1 ? T_CAP : T_ERR;
  } else if (isdigit((unsigned char)c) || (c == '.' && j < n && isdigit((unsigned char)s[j]))) {
    char *end;
    p->num = strtod(s + i, &end);
    j = (size_t)(end - s);
    if (j > n) j = n;
    p->t = T_NUM;
    if (j < n && (isalpha((unsigned char)s[j]) || s[j] == '.')) {
      while (j < n && (isalnum((unsigned char)s[j]) || s[j] == '.')) j++;
      p->t = T_ERR;
    }
  } else if (c == '"' || c == '/') {
    while (j < n && s[j] != c && s[j] != '\n') j++;
    if (j >= n || s[j] != c) {
      p->t = T_ERR;
    } else {
      j++;
      p->t = c == '"' ? T_STR : T_REGEX;
    }
  } else {
    switch (c) {
    case '(': p->t = T_LP; break;
    case ')': p->t = T_RP; break;
    case '{': p->t = T_LB; break;
    case '}': p->t = T_RB; break;
    case '[': p->t = T_LS; break;
    case ']': p->t = T_RS; break;
    case ',': p->t = T_COMMA; break;
    case '|': p->t = T_BAR; break;
    case '=': p->t = T_EQ; break;
    case '~': p->t = T_TILDE; break;
    case '*': p->t = T_STAR; break;
    case '-':
      if (j < n && s[j] == '>') {
        j++;
        p->t = T_ARROW;
      } else {
        p->t = T_MINUS;
      }
      break;
    case '>':
      if (j < n && s[j] == '=') {
        j++;
        p->t = T_GE;
      } else {
        p->t = T_ERR;
      }
      break;
    default: p->t = T_ERR; break;
    }
  }
  p->tlen = j - i;
  p->pos = j;
}

static bool is_name(P *p, const char *w) {
  return p->t == T_NAME && p->tlen == strlen(w) && !memcmp(p->src.text + p->tstart, w, p->tlen);
}

static bool expect(P *p, Tok t, const char *what) {
  if (p->err) return false;
  if (p->t != t) {
    char msg[96];
    snprintf(msg, sizeof msg, "expected %s, found '%%s'", what);
    error_tok(p, msg);
    return false;
  }
  next(p);
  return true;
}

static bool expect_word(P *p, const char *w) {
  if (p->err) return false;
  if (!is_name(p, w)) {
    char msg[96];
    snprintf(msg, sizeof msg, "expected '%s', found '%%s'", w);
    error_tok(p, msg);
    return false;
  }
  next(p);
  return true;
}

static char *tok_str(P *p) { return rc_pattern_strndup(p->ps, p->src.text + p->tstart, p->tlen); }

static RcPNode *pnode(P *p, RcPKind k) {
  RcPNode *n = rc_pattern_alloc(p->ps, sizeof *n);
  if (!n) {
    p->err = true;
    return NULL;
  }
  n->kind = k;
  n->cap = -1;
  n->tol = -1;
  lc(p, p->tstart, &n->line, &n->col);
  p->pat->size++;
  return n;
}

static int find_cap(P *p, const char *s, size_t len) {
  for (int i = 0; i < p->pat->ncaps; i++)
    if (strlen(p->pat->capnames[i]) == len && !memcmp(p->pat->capnames[i], s, len)) return i;
  return -1;
}

/* A capture token in `where` or `emit`: must already be bound by the match. */
static int cap_ref(P *p) {
  if (p->err) return -1;
  if (p->t != T_CAP) {
    error_tok(p, "expected a capture like %%x, found '%s'");
    return -1;
  }
  int c = find_cap(p, p->src.text + p->tstart + 1, p->tlen - 1);
  if (c < 0) {
    error_tok(p, "capture '%s' is not bound by the match expression");
    return -1;
  }
  next(p);
  return c;
}

static RcPNode *expr(P *p);

/* number -> ['-'] (NUM | 'inf') */
static bool number(P *p, double *out) {
  bool neg = false;
  if (p->t == T_MINUS) {
    neg = true;
    next(p);
  }
  if (p->t == T_NUM) {
    *out = p->num;
  } else if (is_name(p, "inf")) {
    *out = INFINITY;
  } else {
    error_tok(p, "malformed constant '%s'");
    return false;
  }
  if (neg) *out = -*out;
  next(p);
  return true;
}

/* args -> arg { ',' arg }
 * arg  -> 'axes' '=' '[' ( ['-'] NUM { ',' ['-'] NUM } | '*' ) ']' | NAME '=' NAME | expr */
static bool args(P *p, RcPNode *n, bool want_regex) {
  RcPNode *kids[16];
  uint32_t nk = 0;
  if (want_regex) {
    if (p->t != T_REGEX) {
      error_tok(p, "expected /regex/ as the first operand of custom_call, found '%s'");
      return false;
    }
    int ec;
    PCRE2_SIZE eo;
    pcre2_code *re = pcre2_compile((PCRE2_SPTR)(p->src.text + p->tstart + 1), p->tlen - 2, 0, &ec, &eo, NULL);
    if (!re) {
      PCRE2_UCHAR msg[128];
      pcre2_get_error_message(ec, msg, sizeof msg);
      error_at(p, p->tstart + 1 + eo, "bad regex: %s", (const char *)msg);
      return false;
    }
    n->regex = re;
    n->resrc = rc_pattern_strndup(p->ps, p->src.text + p->tstart + 1, p->tlen - 2);
    if (!n->resrc) return false;
    /* The set frees compiled regexes with the pool (patset.c keeps a list). */
    extern void rc_patset_keep_regex(RcPatternSet *, void *);
    rc_patset_keep_regex(p->ps, re);
    next(p);
    if (p->t == T_RP) return true;
    if (!expect(p, T_COMMA, "','")) return false;
  }
  for (;;) {
    if (is_name(p, "axes")) {
      size_t save = p->pos, st = p->tstart;
      next(p);
      if (p->t == T_EQ) {
        if (n->kind != RC_P_REDUCE && n->kind != RC_P_MEAN) {
          error_at(p, st, "axes= is only allowed on reduce_sum / reduce_max / reduce_mean%s", "");
          return false;
        }
        next(p);
        if (!expect(p, T_LS, "'['")) return false;
        if (p->t == T_STAR) { /* one block of adjacent axes, the same in every axes=[*] of the pattern */
          next(p);
          if (!expect(p, T_RS, "']'")) return false;
          n->anyaxes = true;
          goto sep;
        }
        int64_t ax[8];
        uint32_t na = 0;
        while (!p->err && p->t != T_RS) {
          bool neg = false;
          if (p->t == T_MINUS) {
            neg = true;
            next(p);
          }
          if (p->t != T_NUM || p->num != floor(p->num) || p->num > 1e9 || na == 8) {
            error_tok(p, "expected an axis number, found '%s'");
            return false;
          }
          ax[na++] = (int64_t)(neg ? -p->num : p->num);
          next(p);
          if (p->t == T_COMMA) next(p);
        }
        if (!expect(p, T_RS, "']'")) return false;
        n->axes = rc_pattern_alloc(p->ps, sizeof *ax * (na ? na : 1));
        if (!n->axes) return false;
        memcpy(n->axes, ax, sizeof *ax * na);
        n->naxes = na;
        goto sep;
      }
      p->pos = save;
      p->tstart = st;
      p->t = T_NAME;
      p->tlen = 4;
    } else if (p->t == T_NAME && n->kind == RC_P_OP) {
      /* attr -> NAME '=' NAME : the node's attribute must have this value (direction=GT) */
      size_t save = p->pos, st = p->tstart, sl = p->tlen;
      next(p);
      if (p->t == T_EQ) {
        char *key = rc_pattern_strndup(p->ps, p->src.text + st, sl);
        next(p);
        if (p->t != T_NAME) {
          error_tok(p, "expected an attribute value, found '%s'");
          return false;
        }
        if (n->akey) {
          error_at(p, st, "only one attribute condition per op%s", "");
          return false;
        }
        n->akey = key;
        n->aval = tok_str(p);
        next(p);
        goto sep;
      }
      p->pos = save;
      p->tstart = st;
      p->t = T_NAME;
      p->tlen = sl;
    }
    if (nk == 16) {
      error_tok(p, "too many operands at '%s'");
      return false;
    }
    kids[nk] = expr(p);
    if (!kids[nk]) return false;
    nk++;
  sep:
    if (p->t != T_COMMA) break;
    next(p);
  }
  n->kids = rc_pattern_alloc(p->ps, sizeof *kids * (nk ? nk : 1));
  if (!n->kids) return false;
  memcpy(n->kids, kids, sizeof *kids * nk);
  n->nkids = nk;
  return true;
}

/* term -> '_' | 'const' | ['='] number ['~' NUM] | '(' expr { '|' expr } ')'
 *       | ('reduce_sum' | 'reduce_max' | 'reduce_mean') '(' args ')'
 *       | 'custom_call' '(' REGEX { ',' expr } ')' | OPNAME '(' args ')' */
static RcPNode *term(P *p) {
  if (p->err) return NULL;
  if (++p->depth > RC_PAT_MAX_DEPTH) {
    error_tok(p, "pattern nested too deeply at '%s'");
    return NULL;
  }
  RcPNode *n = NULL;
  if (is_name(p, "_")) {
    n = pnode(p, RC_P_ANY);
    next(p);
  } else if (is_name(p, "const")) {
    n = pnode(p, RC_P_ANYCONST);
    next(p);
  } else if (p->t == T_NUM || p->t == T_MINUS || p->t == T_EQ || is_name(p, "inf")) {
    n = pnode(p, RC_P_CONST);
    if (!n) return NULL;
    bool exact = false;
    if (p->t == T_EQ) {
      exact = true;
      next(p);
    }
    if (!number(p, &n->value)) return NULL;
    if (exact) n->tol = 0;
    if (p->t == T_TILDE) {
      next(p);
      if (exact || p->t != T_NUM || p->num < 0 || p->num >= 1) {
        error_tok(p, exact ? "an exact constant takes no tolerance, found '%s'"
                           : "malformed tolerance '%s' (expected a relative tolerance in [0,1))");
        return NULL;
      }
      n->tol = p->num;
      next(p);
    }
  } else if (p->t == T_LP) {
    n = pnode(p, RC_P_ALT);
    if (!n) return NULL;
    next(p);
    RcPNode *alts[16];
    uint32_t na = 0;
    for (;;) {
      if (na == 16) {
        error_tok(p, "too many alternatives at '%s'");
        return NULL;
      }
      if (!(alts[na++] = expr(p))) return NULL;
      if (p->t != T_BAR) break;
      next(p);
    }
    if (!expect(p, T_RP, "')' or '|'")) return NULL;
    if (na == 1) {
      p->depth--;
      return alts[0];
    }
    n->kids = rc_pattern_alloc(p->ps, sizeof *alts * na);
    if (!n->kids) return NULL;
    memcpy(n->kids, alts, sizeof *alts * na);
    n->nkids = na;
  } else if (p->t == T_NAME) {
    const char *s = p->src.text + p->tstart;
    size_t len = p->tlen;
    bool custom = is_name(p, "custom_call");
    if (is_name(p, "reduce_sum") || is_name(p, "reduce_max") || is_name(p, "reduce_mean")) {
      n = pnode(p, is_name(p, "reduce_mean") ? RC_P_MEAN : RC_P_REDUCE);
      if (!n) return NULL;
      n->op = is_name(p, "reduce_max") ? RC_OP_MAXIMUM : RC_OP_ADD;
    } else if (custom) {
      n = pnode(p, RC_P_CUSTOM);
      if (!n) return NULL;
      n->op = RC_OP_CUSTOM_CALL;
    } else {
      RcOp op = rc_op_from_name(s, len);
      for (int i = 0; op == RC_OP_OPAQUE && aliases[i].alias; i++)
        if (strlen(aliases[i].alias) == len && !memcmp(aliases[i].alias, s, len))
          op = rc_op_from_name(aliases[i].name, strlen(aliases[i].name));
      if (op == RC_OP_OPAQUE || op == RC_OP_PARAMETER || op == RC_OP_RETURN) {
        error_tok(p, "unknown op '%s'");
        return NULL;
      }
      n = pnode(p, RC_P_OP);
      if (!n) return NULL;
      n->op = op;
    }
    next(p);
    if (!expect(p, T_LP, "'('")) return NULL;
    if (!args(p, n, custom)) return NULL;
    if (!expect(p, T_RP, "')'")) return NULL;
    if (n->kind == RC_P_REDUCE || n->kind == RC_P_MEAN) {
      if (n->nkids != 1) {
        error_at(p, p->tstart, "reduce takes exactly one operand pattern%s", "");
        return NULL;
      }
      if (!n->naxes && !n->anyaxes) {
        error_at(p, p->tstart, "reduce needs axes=[...]%s", "");
        return NULL;
      }
    } else if (n->kind == RC_P_OP) {
      int ar = rc_op_info[n->op].arity;
      bool nary = (rc_op_info[n->op].flags & (RC_F_COMM | RC_F_ASSOC)) == (RC_F_COMM | RC_F_ASSOC);
      if (nary ? n->nkids < 2 : (ar >= 0 && (int)n->nkids != ar)) {
        if (!p->err) {
          char lname[32];
          size_t k = 0;
          for (const char *c = rc_op_info[n->op].name; *c && k < sizeof lname - 1; c++) lname[k++] = (char)tolower(*c);
          lname[k] = 0;
          p->err = true;
          rc_diag(p->ps->ctx, RC_SEV_ERROR, &p->src, n->line, n->col, "op '%s' takes %s%d operands, %u given",
                  lname, nary ? "at least " : "", nary ? 2 : ar, n->nkids);
        }
        return NULL;
      }
    }
  } else if (p->t == T_ERR && (isdigit((unsigned char)p->src.text[p->tstart]) || p->src.text[p->tstart] == '.')) {
    error_tok(p, "malformed constant '%s'");
    return NULL;
  } else {
    error_tok(p, "expected a pattern, found '%s'");
    return NULL;
  }
  p->depth--;
  return n;
}

/* expr -> CAP [ '=' term ] | term */
static RcPNode *expr(P *p) {
  if (p->err) return NULL;
  if (p->t == T_CAP) {
    const char *s = p->src.text + p->tstart + 1;
    size_t len = p->tlen - 1;
    size_t st = p->tstart;
    int c = find_cap(p, s, len);
    next(p);
    RcPNode *n;
    if (p->t == T_EQ) {
      if (c >= 0) {
        error_at(p, st, "capture '%s' is already bound; one name stands for one value", p->pat->capnames[c]);
        return NULL;
      }
      next(p);
      n = term(p);
      if (!n) return NULL;
    } else {
      n = pnode(p, RC_P_ANY);
      if (!n) return NULL;
      lc(p, st, &n->line, &n->col);
    }
    if (c < 0) {
      if (p->pat->ncaps == RC_PAT_MAX_CAPS) {
        error_at(p, st, "too many captures%s", "");
        return NULL;
      }
      c = p->pat->ncaps++;
      p->pat->capnames[c] = rc_pattern_strndup(p->ps, s, len);
    }
    if (n->cap >= 0) {
      error_at(p, st, "a value cannot have two capture names%s", "");
      return NULL;
    }
    n->cap = c;
    return n;
  }
  return term(p);
}

/* cond -> 'dtype' '(' CAP ')' 'in' '{' NAME { ',' NAME } '}' | ('single_use' | 'scalar') '(' CAP ')'
 *       | 'same_shape' '(' CAP ',' CAP ')' | 'rank' '(' CAP ')' '>=' NUM
 *       | ('row_vector' | 'inv_cols') '(' CAP ',' CAP ')' */
static bool cond(P *p, RcWhere *w) {
  memset(w, 0, sizeof *w);
  w->b = -1;
  if (is_name(p, "dtype")) {
    w->kind = RC_W_DTYPE;
    next(p);
    if (!expect(p, T_LP, "'('") || (w->a = cap_ref(p)) < 0 || !expect(p, T_RP, "')'") ||
        !expect_word(p, "in") || !expect(p, T_LB, "'{'"))
      return false;
    for (;;) {
      if (p->t != T_NAME) {
        error_tok(p, "expected a dtype name, found '%s'");
        return false;
      }
      RcDType dt = rc_dtype_from_hlo(p->src.text + p->tstart, p->tlen);
      if (dt == RC_DT_OPAQUE) {
        error_tok(p, "unknown dtype '%s'");
        return false;
      }
      w->dtypes |= 1ull << dt;
      next(p);
      if (p->t != T_COMMA) break;
      next(p);
    }
    return expect(p, T_RB, "'}'");
  }
  if (is_name(p, "single_use") || is_name(p, "scalar")) {
    w->kind = is_name(p, "scalar") ? RC_W_SCALAR : RC_W_SINGLE_USE;
    next(p);
    return expect(p, T_LP, "'('") && (w->a = cap_ref(p)) >= 0 && expect(p, T_RP, "')'");
  }
  if (is_name(p, "same_shape") || is_name(p, "row_vector") || is_name(p, "inv_cols")) {
    w->kind = is_name(p, "same_shape") ? RC_W_SAME_SHAPE : is_name(p, "row_vector") ? RC_W_IS_VECTOR_OF_LAST : RC_W_INV_COLS;
    next(p);
    return expect(p, T_LP, "'('") && (w->a = cap_ref(p)) >= 0 && expect(p, T_COMMA, "','") &&
           (w->b = cap_ref(p)) >= 0 && expect(p, T_RP, "')'");
  }
  if (is_name(p, "rank")) {
    w->kind = RC_W_RANK_GE;
    next(p);
    if (!expect(p, T_LP, "'('") || (w->a = cap_ref(p)) < 0 || !expect(p, T_RP, "')'") || !expect(p, T_GE, "'>='"))
      return false;
    if (p->t != T_NUM || p->num != floor(p->num) || p->num > 1e9) {
      error_tok(p, "expected a whole number, found '%s'");
      return false;
    }
    w->n = (int64_t)p->num;
    next(p);
    return true;
  }
  error_tok(p, "unknown condition '%s' (dtype, single_use, scalar, same_shape, rank, row_vector, inv_cols)");
  return false;
}

/* attr -> NAME '=' ( ['-'] NUM | STRING | 'dim' '(' CAP ',' ['-'] NUM ')'
 *                  | ('value' | 'reduced' | 'inner') '(' CAP ')' ) */
static bool emit_attr(P *p, RcEmitAttr *a) {
  memset(a, 0, sizeof *a);
  if (p->t != T_NAME) {
    error_tok(p, "expected an attribute name, found '%s'");
    return false;
  }
  a->key = tok_str(p);
  next(p);
  if (!expect(p, T_EQ, "'='")) return false;
  if (p->t == T_STR) {
    a->kind = RC_EA_STR;
    a->s = rc_pattern_strndup(p->ps, p->src.text + p->tstart + 1, p->tlen - 2);
    next(p);
    return true;
  }
  if (is_name(p, "dim")) {
    a->kind = RC_EA_DIM;
    next(p);
    if (!expect(p, T_LP, "'('") || (a->cap = cap_ref(p)) < 0 || !expect(p, T_COMMA, "','")) return false;
    double d;
    if (!number(p, &d)) return false;
    if (d != floor(d) || fabs(d) > 1e9) {
      error_tok(p, "a dimension index must be a whole number");
      return false;
    }
    a->i = (int64_t)d;
    return expect(p, T_RP, "')'");
  }
  if (is_name(p, "reduced") || is_name(p, "inner")) {
    a->kind = is_name(p, "reduced") ? RC_EA_REDUCED : RC_EA_INNER;
    next(p);
    return expect(p, T_LP, "'('") && (a->cap = cap_ref(p)) >= 0 && expect(p, T_RP, "')'");
  }
  if (is_name(p, "value")) {
    a->kind = RC_EA_VALUE;
    next(p);
    return expect(p, T_LP, "'('") && (a->cap = cap_ref(p)) >= 0 && expect(p, T_RP, "')'");
  }
  double d;
  if (!number(p, &d)) return false;
  if (d == floor(d) && fabs(d) < 1e15) {
    a->kind = RC_EA_INT;
    a->i = (int64_t)d;
  } else {
    a->kind = RC_EA_FLOAT;
    a->f = d;
  }
  return true;
}

/* pattern -> 'pattern' NAME '->' NAME { 'priority' NUM | 'keep_shared' } '{'
 *            'match' expr { 'where' cond { ',' cond } }
 *            'emit' NAME '(' [ CAP { ',' CAP } ] ')' [ '{' [ attr { ',' attr } ] '}' ] '}' */
static RcPattern *pattern(P *p, const char *file) {
  RcPattern *pat = rc_pattern_alloc(p->ps, sizeof *pat);
  if (!pat) {
    p->err = true;
    return NULL;
  }
  p->pat = pat;
  pat->source = rc_pattern_strndup(p->ps, file, strlen(file));
  uint32_t col;
  lc(p, p->tstart, &pat->line, &col);
  if (!expect_word(p, "pattern")) return NULL;
  if (p->t != T_NAME) {
    error_tok(p, "expected a pattern name, found '%s'");
    return NULL;
  }
  pat->name = tok_str(p);
  for (size_t i = 0; i < p->ps->npats; i++)
    if (!strcmp(p->ps->pats[i]->name, pat->name)) {
      error_tok(p, "duplicate pattern name '%s'");
      return NULL;
    }
  next(p);
  if (!expect(p, T_ARROW, "'->'")) return NULL;
  if (p->t != T_NAME) {
    error_tok(p, "expected a fused op name, found '%s'");
    return NULL;
  }
  if (!rc_fused_lookup(p->src.text + p->tstart, p->tlen)) {
    error_tok(p, "unknown fused op '%s' (see patterns/README.md for the list)");
    return NULL;
  }
  pat->op = tok_str(p);
  next(p);
  for (;;) {
    if (is_name(p, "priority")) {
      next(p);
      double d;
      if (!number(p, &d)) return NULL;
      if (!(d >= -1000000 && d <= 1000000) || d != (double)(int)d) {
        error_tok(p, "priority must be an integer between -1000000 and 1000000");
        return NULL;
      }
      pat->priority = (int)d;
    } else if (is_name(p, "keep_shared")) {
      pat->keep_shared = true;
      next(p);
    } else {
      break;
    }
  }
  if (!expect(p, T_LB, "'{'") || !expect_word(p, "match")) return NULL;
  p->depth = 0;
  pat->root = expr(p);
  if (!pat->root) return NULL;
  if (pat->root->kind == RC_P_ANY || pat->root->kind == RC_P_CONST || pat->root->kind == RC_P_ANYCONST) {
    if (!p->err) {
      p->err = true;
      rc_diag(p->ps->ctx, RC_SEV_ERROR, &p->src, pat->root->line, pat->root->col,
              "the root of a match must be an op, not a capture or a constant");
    }
    return NULL;
  }
  RcWhere ws[32];
  uint32_t nw = 0;
  while (is_name(p, "where")) {
    next(p);
    for (;;) {
      if (nw == 32) {
        error_tok(p, "too many conditions at '%s'");
        return NULL;
      }
      if (!cond(p, &ws[nw++])) return NULL;
      if (p->t != T_COMMA) break;
      next(p);
    }
  }
  pat->where = rc_pattern_alloc(p->ps, sizeof *ws * (nw ? nw : 1));
  if (!pat->where) return NULL;
  memcpy(pat->where, ws, sizeof *ws * nw);
  pat->nwhere = nw;
  if (!expect_word(p, "emit")) return NULL;
  const char *want = rc_fused_lookup(pat->op, strlen(pat->op))->target; /* an op of the table (checked above) */
  if (!is_name(p, want)) {
    char msg[128];
    snprintf(msg, sizeof msg, "expected '" RC_FUSED_PREFIX "%s' (the pattern's fused op), found '%%s'", pat->op);
    error_tok(p, msg);
    return NULL;
  }
  next(p);
  if (!expect(p, T_LP, "'('")) return NULL;
  int args_[16];
  uint32_t na = 0;
  while (!p->err && p->t != T_RP) {
    if (na == 16) {
      error_tok(p, "too many operands at '%s'");
      return NULL;
    }
    if ((args_[na++] = cap_ref(p)) < 0) return NULL;
    if (p->t != T_COMMA) break;
    next(p);
  }
  if (!expect(p, T_RP, "')'")) return NULL;
  if (!na) {
    error_tok(p, "the fused call needs at least one operand before '%s'");
    return NULL;
  }
  pat->args = rc_pattern_alloc(p->ps, sizeof *args_ * na);
  if (!pat->args) return NULL;
  memcpy(pat->args, args_, sizeof *args_ * na);
  pat->nargs = na;
  RcEmitAttr as[16];
  uint32_t nattr = 0;
  if (p->t == T_LB) {
    next(p);
    while (!p->err && p->t != T_RB) {
      if (nattr == 16) {
        error_tok(p, "too many attributes at '%s'");
        return NULL;
      }
      if (!emit_attr(p, &as[nattr++])) return NULL;
      if (p->t != T_COMMA) break;
      next(p);
    }
    if (!expect(p, T_RB, "'}'")) return NULL;
  }
  pat->attrs = rc_pattern_alloc(p->ps, sizeof *as * (nattr ? nattr : 1));
  if (!pat->attrs) return NULL;
  memcpy(pat->attrs, as, sizeof *as * nattr);
  pat->nattrs = nattr;
  if (!expect(p, T_RB, "'}'")) return NULL;
  return pat;
}

/* Precomputes the index keys of a pattern: root arity and the op kinds its root's
 * direct operand patterns require. */
static void keys(RcPattern *pat) {
  RcPNode *r = pat->root;
  pat->arity = -1;
  if (r->kind == RC_P_OP || r->kind == RC_P_CUSTOM) pat->arity = (int)r->nkids;
  if (r->kind == RC_P_REDUCE) pat->arity = 2;
  if (r->kind != RC_P_OP) return;
  for (uint32_t i = 0; i < r->nkids; i++) {
    RcPNode *k = r->kids[i];
    int op = -1;
    /* add and multiply also read subtract and divide-by-constant: no key for them */
    if (k->kind == RC_P_OP && k->op != RC_OP_ADD && k->op != RC_OP_MULTIPLY) op = (int)k->op;
    if (k->kind == RC_P_REDUCE) op = RC_OP_REDUCE;
    /* custom_call(...) also matches a composite: no key */
    if (op >= 0) pat->kidmask[op / 64] |= 1ull << (op % 64);
  }
}

/* A value of a composite row's attribute as written: a name or number token, or a string
 * with its quotes. */
static bool comp_value(P *p, const char **out) {
  if (p->t == T_MINUS) { /* a negative number: the sign and the number, as one text */
    size_t st = p->tstart;
    next(p);
    if (p->t != T_NUM) {
      error_tok(p, "expected a number after '-', found '%s'");
      return false;
    }
    *out = rc_pattern_strndup(p->ps, p->src.text + st, p->tstart + p->tlen - st);
  } else if (p->t == T_NAME || p->t == T_NUM || p->t == T_STR) {
    *out = tok_str(p);
  } else {
    error_tok(p, "expected an attribute value (a name, number or string), found '%s'");
    return false;
  }
  if (!*out) {
    p->err = true;
    return false;
  }
  next(p);
  return true;
}

/* composite -> 'composite' STRING [ '{' NAME '=' value { ',' NAME '=' value } '}' ] '->' FUSED */
static bool composite(P *p, const char *file) {
  RcCompositeRow row = {.source = rc_pattern_strndup(p->ps, file, strlen(file))};
  uint32_t col;
  lc(p, p->tstart, &row.line, &col);
  next(p);
  if (p->t != T_STR || p->tlen < 3) {
    error_tok(p, "expected the composite's name as a non-empty string, found '%s'");
    return false;
  }
  row.name = rc_pattern_strndup(p->ps, p->src.text + p->tstart + 1, p->tlen - 2);
  next(p);
  if (p->t == T_LB) {
    next(p);
    while (p->t != T_RB) {
      if (row.nkeys == RC_COMPOSITE_MAX_KEYS) {
        error_tok(p, "a composite row names at most 4 attributes; found more at '%s'");
        return false;
      }
      if (p->t != T_NAME) {
        error_tok(p, "expected an attribute name, found '%s'");
        return false;
      }
      row.key[row.nkeys] = tok_str(p);
      next(p);
      if (!expect(p, T_EQ, "'='") || !comp_value(p, &row.value[row.nkeys])) return false;
      row.nkeys++;
      if (p->t == T_COMMA) next(p);
      else if (p->t != T_RB) {
        error_tok(p, "expected ',' or '}', found '%s'");
        return false;
      }
    }
    next(p);
  }
  if (!expect(p, T_ARROW, "'->'")) return false;
  if (p->t != T_NAME || !rc_fused_lookup(p->src.text + p->tstart, p->tlen)) {
    error_tok(p, "expected a fused op name (see patterns/README.md for the list), found '%s'");
    return false;
  }
  row.op = tok_str(p);
  size_t op_at = p->tstart;
  next(p);
  RcPatternSet *ps = p->ps;
  for (size_t i = 0; i < ps->ncomps; i++) { /* one meaning per name and attributes */
    const RcCompositeRow *o = &ps->comps[i];
    bool same = !strcmp(o->name, row.name) && o->nkeys == row.nkeys;
    for (uint32_t k = 0; same && k < row.nkeys; k++)
      same = !strcmp(o->key[k], row.key[k]) && !strcmp(o->value[k], row.value[k]);
    if (same && strcmp(o->op, row.op)) {
      error_at(p, op_at, "composite '%s' with these attributes already denotes another op", row.name);
      return false;
    }
  }
  if (ps->ncomps == ps->ccomps) {
    size_t nc = ps->ccomps ? ps->ccomps * 2 : 16;
    RcCompositeRow *nr = rc_pattern_alloc(ps, sizeof *nr * nc);
    if (!nr) {
      p->err = true;
      return false;
    }
    if (ps->ncomps) memcpy(nr, ps->comps, sizeof *nr * ps->ncomps);
    ps->comps = nr;
    ps->ccomps = nc;
  }
  ps->comps[ps->ncomps++] = row;
  return true;
}

/* file -> { pattern | composite } */
RcStatus rc_pattern_parse(RcPatternSet *ps, const char *file, const char *text, size_t len) {
  P p = {.ps = ps, .src = {.file = file, .text = text, .len = len}};
  next(&p);
  size_t first = ps->npats, first_comp = ps->ncomps;
  while (!p.err && p.t != T_EOF) {
    size_t start = p.tstart;
    if (is_name(&p, "composite")) {
      if (!composite(&p, file ? file : "<string>") && !p.err) error_at(&p, start, "malformed composite row%s", "");
      continue;
    }
    RcPattern *pat = pattern(&p, file ? file : "<string>");
    if (!pat) {
      if (!p.err) error_at(&p, start, "malformed pattern%s", "");
      break;
    }
    keys(pat);
    if (ps->npats == ps->cpats) {
      size_t nc = ps->cpats ? ps->cpats * 2 : 32;
      RcPattern **np = rc_pattern_alloc(ps, sizeof *np * nc);
      if (!np) return RC_ERR_NOMEM;
      if (ps->npats) memcpy(np, ps->pats, sizeof *np * ps->npats);
      ps->pats = np;
      ps->cpats = nc;
    }
    ps->pats[ps->npats++] = pat;
  }
  if (p.err) {
    ps->npats = first; /* a file with an error adds nothing */
    ps->ncomps = first_comp;
    return RC_ERR_INPUT;
  }
  return RC_OK;
}
