/* Reading MLIR types and op type signatures. Types are interned per parse by
 * their spelling (equal spellings share one RcType; treat types as immutable).
 * Shapes are checked for absurd dimensions; dynamic dims, encodings and
 * element types the IR does not model are kept verbatim in RcType.text. */
#include <string.h>

#include "formats/stablehlo/sh.h"

enum { MAX_RANK = 64, MAX_TYPE_NEST = 64 };
#define MAX_DIM ((int64_t)1 << 40)

static bool is_tchar(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '.' ||
         c == '$';
}

/* End of a type spelling starting at pos: ['!'] word ['<' balanced '>']; pos itself when none. */
static size_t type_extent(ShParser *p, size_t pos, bool *bad) {
  const char *s = p->src->text;
  size_t n = p->src->len, q = pos;
  if (q < n && s[q] == '!') q++;
  size_t w = q;
  while (q < n && is_tchar(s[q])) q++;
  if (q == w) return pos;
  if (q < n && s[q] == '<') {
    int depth = 0;
    while (q < n) {
      char c = s[q];
      if (c == '"') {
        q++;
        while (q < n && s[q] != '"' && s[q] != '\n') q += s[q] == '\\' ? 2 : 1;
        if (q >= n || s[q] == '\n') break;
      } else if (c == '<') {
        if (++depth > SH_MAX_NEST) {
          sh_err_at(p, q, "types nested deeper than %d levels", SH_MAX_NEST);
          *bad = true;
          return pos;
        }
      } else if (c == '>' && !(q > 0 && s[q - 1] == '-')) {
        if (--depth == 0) return q + 1;
      } else if (c == '\n') {
        break;
      }
      q++;
    }
    sh_err_at(p, q, "unterminated type: expected '>'");
    *bad = true;
    return pos;
  }
  return q;
}

static RcType *parse_type_text(ShParser *p, size_t b, size_t e, int nest);
static RcType *parse_type_text2(ShParser *p, size_t b, size_t e, int nest);

/* tensor<DIMS x ELEM [, encoding]>: b points at "tensor<", e after the closing '>' */
static RcType *parse_tensor(ShParser *p, size_t b, size_t e) {
  const char *s = p->src->text;
  int64_t dims[MAX_RANK];
  int32_t rank = 0;
  size_t q = b + 7, last = e - 1; /* last is the '>' */
  for (;;) {
    if (q < last && s[q] == '?' && q + 1 < last && s[q + 1] == 'x') {
      if (rank == MAX_RANK) return sh_err_at(p, q, "tensor rank above %d is not supported", MAX_RANK), NULL;
      dims[rank++] = RC_DIM_DYNAMIC;
      q += 2;
      continue;
    }
    if (q < last && s[q] == '-' && q + 1 < last && s[q + 1] >= '0' && s[q + 1] <= '9')
      return sh_err_at(p, q, "negative dimension in tensor type"), NULL;
    if (q < last && s[q] >= '0' && s[q] <= '9') {
      size_t d0 = q;
      int64_t v = 0;
      bool big = false;
      while (q < last && s[q] >= '0' && s[q] <= '9') {
        if (v > MAX_DIM) big = true;
        else v = v * 10 + (s[q] - '0');
        q++;
      }
      if (q < last && s[q] == 'x') {
        if (big || v > MAX_DIM)
          return sh_err_at(p, d0, "absurd dimension %.*s (the limit is 2^40)", (int)(q - d0), s + d0), NULL;
        if (rank == MAX_RANK) return sh_err_at(p, d0, "tensor rank above %d is not supported", MAX_RANK), NULL;
        dims[rank++] = v;
        q++;
        continue;
      }
      if (q > d0 && !(q < last && ((s[q] >= 'a' && s[q] <= 'z') || (s[q] >= 'A' && s[q] <= 'Z'))))
        return sh_err_at(p, q, "expected 'x' after a dimension"), NULL;
      q = d0; /* an element type that starts with a digit: not a dimension after all */
    }
    break;
  }
  /* element type up to ',' or the closing '>' at depth 0 */
  size_t eb = q;
  int depth = 0;
  while (q < last) {
    char c = s[q];
    if (c == '<') depth++;
    else if (c == '>' && s[q - 1] != '-') depth--;
    else if (c == ',' && depth == 0) break;
    q++;
  }
  size_t ee = q;
  while (ee > eb && (s[ee - 1] == ' ')) ee--;
  if (ee == eb) return sh_err_at(p, eb, "expected an element type in tensor type"), NULL;
  RcDType dt = rc_dtype_from_mlir(s + eb, ee - eb);
  RcType *t = rc_type_tensor(p->m, dt, rank, dims);
  if (!t) return NULL;
  int64_t numel = 1;
  for (int32_t i = 0; i < rank; i++) {
    if (dims[i] == RC_DIM_DYNAMIC || dims[i] == 0) continue;
    if (numel > ((int64_t)1 << 62) / dims[i])
      return sh_err_at(p, b, "tensor element count overflows (more than 2^62 elements)"), NULL;
    numel *= dims[i];
  }
  return t;
}

static RcType *parse_tuple(ShParser *p, size_t b, size_t e, int nest) {
  const char *s = p->src->text;
  size_t q = b + 6, last = e - 1;
  RcType *buf[16], **el = buf;
  int32_t n = 0, cap = 16;
  RcType *t = NULL;
  q = sh_lex_skip_space(s, last, q, NULL);
  while (q < last) {
    bool bad = false;
    size_t te = type_extent(p, q, &bad);
    if (bad) goto out;
    if (te == q) {
      sh_err_at(p, q, "expected a type in tuple type");
      goto out;
    }
    RcType *x = parse_type_text(p, q, te, nest + 1);
    if (!x) goto out;
    if (n == cap) {
      RcType **ne = g_new(RcType *, (size_t)cap * 2);
      memcpy(ne, el, sizeof *el * (size_t)n);
      if (el != buf) g_free(el);
      el = ne;
      cap *= 2;
    }
    el[n++] = x;
    q = sh_lex_skip_space(s, last, te, NULL);
    if (q < last && s[q] == ',') q = sh_lex_skip_space(s, last, q + 1, NULL);
    else if (q < last) {
      sh_err_at(p, q, "expected ',' or '>' in tuple type");
      goto out;
    }
  }
  t = rc_module_alloc(p->m, sizeof *t);
  if (!t) goto out;
  t->kind = RC_TYPE_TUPLE;
  t->dtype = RC_DT_OPAQUE;
  t->ntuple = n;
  if (n) {
    t->tuple = rc_module_alloc(p->m, sizeof(RcType *) * (size_t)n);
    if (!t->tuple) {
      t = NULL;
      goto out;
    }
    memcpy(t->tuple, el, sizeof(RcType *) * (size_t)n);
  }
out:
  if (el != buf) g_free(el);
  return t;
}

static RcType *parse_type_text(ShParser *p, size_t b, size_t e, int nest) {
  const char *s = p->src->text;
  size_t len = e - b;
  if (p->last_type && len == p->last_type_len && !memcmp(s + b, p->last_type_text, len)) return p->last_type;
  RcType *t = parse_type_text2(p, b, e, nest);
  if (t && t->text) {
    p->last_type = t;
    p->last_type_text = t->text;
    p->last_type_len = len;
  }
  return t;
}

static RcType *parse_type_text2(ShParser *p, size_t b, size_t e, int nest) {
  const char *s = p->src->text;
  size_t len = e - b;
  char key[256];
  bool small = len < sizeof key;
  if (small) {
    memcpy(key, s + b, len);
    key[len] = 0;
    RcType *hit = g_hash_table_lookup(p->types, key);
    if (hit) return hit;
  }
  if (nest > MAX_TYPE_NEST) return sh_err_at(p, b, "types nested deeper than %d levels", MAX_TYPE_NEST), NULL;
  RcType *t;
  if (len > 7 && !memcmp(s + b, "tensor<", 7)) {
    t = parse_tensor(p, b, e);
  } else if (len > 6 && !memcmp(s + b, "tuple<", 6)) {
    t = parse_tuple(p, b, e, nest);
  } else {
    t = rc_module_alloc(p->m, sizeof *t);
    if (t) {
      bool tok = len == 16 && !memcmp(s + b, "!stablehlo.token", 16);
      t->kind = tok ? RC_TYPE_TOKEN : RC_TYPE_OPAQUE;
      t->dtype = tok ? RC_DT_TOKEN : RC_DT_OPAQUE;
    }
  }
  if (!t) return NULL;
  t->text = rc_module_strndup(p->m, s + b, len);
  if (small && t->text) g_hash_table_insert(p->types, (gpointer)t->text, t);
  return t;
}

RcType *sh_parse_type(ShParser *p, size_t *pos) {
  const char *s = p->src->text;
  size_t n = p->src->len;
  size_t q = sh_lex_skip_space(s, n, *pos, NULL);
  bool bad = false;
  size_t e = type_extent(p, q, &bad);
  if (bad) return NULL;
  if (e == q) {
    if (q >= n) return sh_err_at(p, q, "unexpected end of input: expected a type"), NULL;
    size_t w = q;
    while (w < n && w < q + 20 && s[w] != '\n' && s[w] != ' ') w++;
    return sh_err_at(p, q, "expected a type, got '%.*s'", (int)(w - q), s + q), NULL;
  }
  RcType *t = parse_type_text(p, q, e, 0);
  if (t) *pos = e;
  return t;
}

static void push(RcType ***v, uint32_t *nv, uint32_t *cv, RcType **buf, RcType *t, size_t **off, size_t *obuf,
                 size_t o) {
  if (*nv == *cv) {
    uint32_t nc = *cv * 2;
    RcType **nt = g_new(RcType *, nc);
    memcpy(nt, *v, sizeof **v * *nv);
    if (*v != buf) g_free(*v);
    *v = nt;
    if (off) {
      size_t *no = g_new(size_t, nc);
      memcpy(no, *off, sizeof **off * *nv);
      if (*off != obuf) g_free(*off);
      *off = no;
    }
    *cv = nc;
  }
  if (off) (*off)[*nv] = o;
  (*v)[(*nv)++] = t;
}

/* list -> type (',' type)* ; stops before anything else */
static bool type_list(ShParser *p, size_t *pos, ShSig *sig, bool outs, char close) {
  const char *s = p->src->text;
  size_t n = p->src->len, q = sh_lex_skip_space(s, n, *pos, NULL);
  if (close && q < n && s[q] == close) {
    *pos = q + 1;
    return true;
  }
  for (;;) {
    size_t at = sh_lex_skip_space(s, n, q, NULL);
    RcType *t = sh_parse_type(p, &q);
    if (!t) return false;
    if (outs) push(&sig->outs, &sig->nouts, &sig->couts, sig->outs_buf, t, NULL, NULL, 0);
    else push(&sig->ins, &sig->nins, &sig->cins, sig->ins_buf, t, &sig->in_off, sig->in_off_buf, at);
    size_t r = sh_lex_skip_space(s, n, q, NULL);
    if (r < n && s[r] == ',') {
      q = r + 1;
      continue;
    }
    if (close) {
      if (r < n && s[r] == close) {
        *pos = r + 1;
        return true;
      }
      if (r >= n) return sh_err_at(p, r, "unexpected end of input: expected '%c' in type signature", close);
      return sh_err_at(p, r, "expected ',' or '%c' in type signature, got '%c'", close, s[r]);
    }
    *pos = q;
    return true;
  }
}

/* sig -> '(' types ')' '->' (type | '(' types ')') | types ['->' (type | '(' types ')')] */
bool sh_parse_sig(ShParser *p, size_t pos, ShSig *sig) {
  memset(sig, 0, sizeof *sig);
  sig->ins = sig->ins_buf;
  sig->outs = sig->outs_buf;
  sig->in_off = sig->in_off_buf;
  sig->cins = sig->couts = 8;
  const char *s = p->src->text;
  size_t n = p->src->len, q = sh_lex_skip_space(s, n, pos, NULL);
  if (q < n && s[q] == '(') {
    q++;
    if (!type_list(p, &q, sig, false, ')')) return false;
    size_t r = sh_lex_skip_space(s, n, q, NULL);
    if (!(r + 1 < n && s[r] == '-' && s[r + 1] == '>'))
      return sh_err_at(p, r, "expected '->' after the operand types of a function type");
    q = r + 2;
    sig->functional = true;
  } else {
    if (!type_list(p, &q, sig, false, 0)) return false;
    size_t r = sh_lex_skip_space(s, n, q, NULL);
    if (!(r + 1 < n && s[r] == '-' && s[r + 1] == '>')) {
      sig->end = q;
      return true;
    }
    q = r + 2;
    sig->functional = true;
  }
  q = sh_lex_skip_space(s, n, q, NULL);
  if (q < n && s[q] == '(') {
    q++;
    if (!type_list(p, &q, sig, true, ')')) return false;
  } else {
    RcType *t = sh_parse_type(p, &q);
    if (!t) return false;
    push(&sig->outs, &sig->nouts, &sig->couts, sig->outs_buf, t, NULL, NULL, 0);
  }
  sig->end = q;
  return true;
}

void sh_sig_free(ShSig *sig) {
  if (sig->ins != sig->ins_buf) g_free(sig->ins);
  if (sig->outs != sig->outs_buf) g_free(sig->outs);
  if (sig->in_off != sig->in_off_buf) g_free(sig->in_off);
}
