/* Constants: the text inside constant(...) decoded into an RcLiteral of the
 * result type. Scalars are one token (0.5, -inf, nan, nan(0x1), -0, true, 1e-05);
 * arrays are nested braces, one level per dimension ({ {1, 2}, {3, 4} }).
 * Each brace holds as many elements as its dimension (XLA's rule: braces nest down
 * to the first dimension of size 0, no further). Complex, tuple, opaque-typed and
 * elided ({...}) constants keep their text only (data NULL). bf16/f16 values
 * are rounded once from the decimal's double (numerics.h) and stored as bits. */
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "formats/hlo/hlo.h"
#include "numerics/numerics.h"

static bool is_tok_char(int c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '.' || c == '-' ||
         c == '+' || c == '_';
}

/* A finite number that rounds to infinity in its element type: XLA's parser refuses it. */
_Noreturn static void out_of_range(HloParser *P, uint32_t line, uint32_t col, const char *buf, RcDType dt) {
  rc_hlo_fail(P, line, col, "constant %s is out of range for %s (it rounds to infinity)", buf, rc_dtype_info[dt].hlo);
}

/* XLA's HLO lexer reads a decimal number, inf or nan (a sign before any of them); not the hex
 * floats and spellings such as "infinity" that strtod also takes. */
static bool decimal_ok(const char *b) {
  if (*b == '-' || *b == '+') b++;
  if (!strcmp(b, "inf") || !strcmp(b, "nan")) return true;
  bool digits = false;
  while (*b >= '0' && *b <= '9') b++, digits = true;
  if (*b == '.') {
    b++;
    while (*b >= '0' && *b <= '9') b++, digits = true;
  }
  if (!digits) return false;
  if (*b == 'e' || *b == 'E') {
    b++;
    if (*b == '-' || *b == '+') b++;
    if (!(*b >= '0' && *b <= '9')) return false;
    while (*b >= '0' && *b <= '9') b++;
  }
  return *b == 0;
}

/* The end of the element token at k (before end): its token characters, and after a
 * `nan` or `-nan` the payload in parentheses XLA writes for a NaN that is not the
 * default one (`nan(0x1)`), which element() checks. */
static size_t elem_end(const char *s, size_t k, size_t end) {
  size_t k0 = k;
  while (k < end && is_tok_char((unsigned char)s[k])) k++;
  if (k < end && s[k] == '(' && k - k0 >= 3 && !memcmp(s + k - 3, "nan", 3)) {
    size_t q = k + 1;
    while (q < end && s[q] != ')' && is_tok_char((unsigned char)s[q])) q++;
    if (q < end && s[q] == ')') k = q + 1;
  }
  return k;
}

/* A NaN with a payload, `[-]nan(0xHEX)`, into slot i of data: XLA's rule is a nonzero
 * payload that fits the mantissa of the element type. False when buf is not of this form. */
static bool nan_payload(HloParser *P, RcDType dt, void *data, int64_t i, const char *buf, uint32_t line, uint32_t col) {
  bool neg = buf[0] == '-';
  const char *b = buf + (neg || buf[0] == '+');
  if (strncmp(b, "nan(", 4)) return false;
  const char *h = b + 4;
  if (h[0] != '0' || h[1] != 'x' || !h[2]) rc_hlo_fail(P, line, col, "expected a NaN payload like nan(0x1), got '%s'", buf);
  uint64_t pay = 0;
  const char *c = h + 2;
  for (; *c && *c != ')'; c++) {
    int d = *c >= '0' && *c <= '9' ? *c - '0' : *c >= 'a' && *c <= 'f' ? *c - 'a' + 10 : *c >= 'A' && *c <= 'F' ? *c - 'A' + 10 : -1;
    if (d < 0 || pay >> 60) rc_hlo_fail(P, line, col, "expected a NaN payload like nan(0x1), got '%s'", buf);
    pay = pay << 4 | (uint64_t)d;
  }
  if (*c != ')' || c[1]) rc_hlo_fail(P, line, col, "expected a NaN payload like nan(0x1), got '%s'", buf);
  int mant = dt == RC_DT_F64 ? 52 : dt == RC_DT_F32 ? 23 : dt == RC_DT_BF16 ? 7 : 10;
  uint64_t mask = (1ull << mant) - 1;
  if (!pay || pay > mask)
    rc_hlo_fail(P, line, col, "NaN payload 0x%llx is out of range for %s (1 to 0x%llx)", (unsigned long long)pay,
                rc_dtype_info[dt].hlo, (unsigned long long)mask);
  if (dt == RC_DT_F64) {
    uint64_t bits = (neg ? 1ull << 63 : 0) | 0x7ff0000000000000ull | pay;
    memcpy((double *)data + i, &bits, 8);
  } else if (dt == RC_DT_F32) {
    uint32_t bits = (neg ? 1u << 31 : 0) | 0x7f800000u | (uint32_t)pay;
    memcpy((float *)data + i, &bits, 4);
  } else {
    ((uint16_t *)data)[i] = (uint16_t)((neg ? 0x8000u : 0) | (dt == RC_DT_BF16 ? 0x7f80u : 0x7c00u) | (uint16_t)pay);
  }
  return true;
}

/* Parses one element token into slot i of data. */
static void element(HloParser *P, RcType *t, void *data, int64_t i, const char *s, size_t len, uint32_t line,
                    uint32_t col) {
  char buf[80];
  if (len >= sizeof buf) rc_hlo_fail(P, line, col, "constant element '%.20s...' is too long", s);
  memcpy(buf, s, len);
  buf[len] = 0;
  RcDType dt = t->dtype;
  char *end;
  errno = 0;
  if (dt == RC_DT_PRED) {
    uint8_t v;
    if (!strcmp(buf, "true") || !strcmp(buf, "1"))
      v = 1;
    else if (!strcmp(buf, "false") || !strcmp(buf, "0"))
      v = 0;
    else
      rc_hlo_fail(P, line, col, "expected true or false for a pred constant, got '%s'", buf);
    ((uint8_t *)data)[i] = v;
    return;
  }
  if (rc_dtype_is_float(dt)) {
    if (nan_payload(P, dt, data, i, buf, line, col)) return;
    if (!decimal_ok(buf)) rc_hlo_fail(P, line, col, "expected a number for a %s constant, got '%s'", rc_dtype_info[dt].hlo, buf);
    /* Small integers ("1", "-0", "6") are exact in every float type: no strtod. */
    size_t k = buf[0] == '-' ? 1 : 0, d0 = k;
    int64_t iv = 0;
    while (k < len && k - d0 < 7 && buf[k] >= '0' && buf[k] <= '9') iv = iv * 10 + (buf[k++] - '0');
    double v;
    if (k == len && k > d0) {
      v = buf[0] == '-' ? -(double)iv : (double)iv;
    } else if (dt == RC_DT_F32) {
      float fv = strtof(buf, &end);
      if (end == buf || *end) rc_hlo_fail(P, line, col, "expected a number for a f32 constant, got '%s'", buf);
      if (isinf(fv) && !strstr(buf, "inf")) out_of_range(P, line, col, buf, dt);
      ((float *)data)[i] = fv;
      return;
    } else {
      v = strtod(buf, &end);
      if (end == buf || *end)
        rc_hlo_fail(P, line, col, "expected a number for a %s constant, got '%s'", rc_dtype_info[dt].hlo, buf);
    }
    bool inf = false;
    switch (dt) {
    case RC_DT_F32:
      ((float *)data)[i] = (float)v;
      inf = isinf((float)v);
      break;
    case RC_DT_F64:
      ((double *)data)[i] = v;
      inf = isinf(v);
      break;
    case RC_DT_BF16:
      ((uint16_t *)data)[i] = rc_num_f64_to_bf16(v);
      inf = (((uint16_t *)data)[i] & 0x7fff) == 0x7f80;
      break;
    default:
      ((uint16_t *)data)[i] = rc_num_f64_to_f16(v);
      inf = (((uint16_t *)data)[i] & 0x7fff) == 0x7c00;
      break;
    }
    if (inf && !strstr(buf, "inf")) out_of_range(P, line, col, buf, dt);
    return;
  }
  bool sig = rc_dtype_info[dt].cls == RC_DC_SINT;
  int bits = rc_dtype_info[dt].bits;
  if (sig) {
    long long v = strtoll(buf, &end, 10);
    if (end == buf || *end) rc_hlo_fail(P, line, col, "expected an integer for a %s constant, got '%s'", rc_dtype_info[dt].hlo, buf);
    long long lo = bits == 64 ? INT64_MIN : -(1ll << (bits - 1)), hi = bits == 64 ? INT64_MAX : (1ll << (bits - 1)) - 1;
    if (errno == ERANGE || v < lo || v > hi)
      rc_hlo_fail(P, line, col, "constant %s is out of range for %s", buf, rc_dtype_info[dt].hlo);
    switch (bits) {
    case 8: ((int8_t *)data)[i] = (int8_t)v; break;
    case 16: ((int16_t *)data)[i] = (int16_t)v; break;
    case 32: ((int32_t *)data)[i] = (int32_t)v; break;
    default: ((int64_t *)data)[i] = v; break;
    }
  } else {
    /* XLA reads -0 as the integer 0, which an unsigned type holds; any other negative is out of range */
    bool neg_zero = buf[0] == '-' && buf[1] && strspn(buf + 1, "0") == strlen(buf + 1);
    if (buf[0] == '-' && !neg_zero)
      rc_hlo_fail(P, line, col, "constant %s is out of range for %s", buf, rc_dtype_info[dt].hlo);
    unsigned long long v = strtoull(neg_zero ? buf + 1 : buf, &end, 10);
    if (end == buf || *end) rc_hlo_fail(P, line, col, "expected an integer for a %s constant, got '%s'", rc_dtype_info[dt].hlo, buf);
    unsigned long long hi = bits == 64 ? UINT64_MAX : (1ull << bits) - 1;
    if (errno == ERANGE || v > hi) rc_hlo_fail(P, line, col, "constant %s is out of range for %s", buf, rc_dtype_info[dt].hlo);
    switch (bits) {
    case 8: ((uint8_t *)data)[i] = (uint8_t)v; break;
    case 16: ((uint16_t *)data)[i] = (uint16_t)v; break;
    case 32: ((uint32_t *)data)[i] = (uint32_t)v; break;
    default: ((uint64_t *)data)[i] = v; break;
    }
  }
}

/* A number token of a complex element: what the real number parser takes. */
static void complex_part(HloParser *P, size_t end) {
  rc_hlo_skip_ws(P);
  size_t s0 = P->pos;
  while (P->pos < end && is_tok_char((unsigned char)P->s[P->pos])) P->pos++;
  if (P->pos == s0) rc_hlo_fail_here(P, "expected a number in the complex constant");
  char buf[64];
  size_t n = P->pos - s0;
  if (n >= sizeof buf) rc_hlo_fail_here(P, "number too long in the complex constant");
  memcpy(buf, P->s + s0, n);
  buf[n] = 0;
  if (!decimal_ok(buf)) rc_hlo_fail_here(P, "'%s' is not a number", buf);
}

/* XLA's rule for a literal's braces: the brace at level d (0 the outermost) holds exactly
 * dims[d] elements, braces of level d + 1 or, at the last level, values. A dimension of
 * size 0 is an empty brace with nothing below it, so f32[1,1,0] is { { {} } } and
 * f32[0,1,1] is {}; { { } } gives neither f32[1,1,1] nor f32[0,1,1]. `seen[d]` counts the
 * elements of the open brace of level d. */
typedef struct Braces {
  int64_t *seen;
  int64_t small[8];
} Braces;

static void braces_init(HloParser *P, Braces *b, const RcType *t) {
  b->seen = t->rank <= 8 ? b->small : rc_hlo_alloc(P, sizeof *b->seen * (size_t)t->rank);
}

/* An element (a '{' or a value) at the current position inside `depth` >= 1 open braces. */
static void braces_elem(HloParser *P, Braces *b, const RcType *t, int depth) {
  if (++b->seen[depth - 1] > t->dims[depth - 1])
    rc_hlo_fail_here(P, "constant has more than %lld element%s at brace level %d: dimension %d of its shape %s "
                     "has size %lld", (long long)t->dims[depth - 1], t->dims[depth - 1] == 1 ? "" : "s", depth - 1,
                     depth - 1, rc_hlo_type_str(t, (char[64]){0}, 64), (long long)t->dims[depth - 1]);
}

/* The '}' at the current position closes the brace of level depth - 1. */
static void braces_close(HloParser *P, Braces *b, const RcType *t, int depth) {
  int64_t n = b->seen[depth - 1], want = t->dims[depth - 1];
  if (n != want)
    rc_hlo_fail_here(P, "constant has %lld element%s at brace level %d: dimension %d of its shape %s has size %lld",
                     (long long)n, n == 1 ? "" : "s", depth - 1, depth - 1, rc_hlo_type_str(t, (char[64]){0}, 64),
                     (long long)want);
}

/* A complex constant is kept as text, but its structure is XLA's: one brace level per
 * dimension, numel elements, each '(' real ',' imaginary ')'. */
static void check_complex(HloParser *P, const RcType *t, size_t start, size_t end, uint32_t line, uint32_t col) {
  size_t spos = P->pos, sbol = P->bol;
  uint32_t sline = P->line;
  int64_t numel = rc_type_numel(t), count = 0;
  int depth = 0;
  bool need_elem = true;
  Braces br;
  braces_init(P, &br, t);
  P->pos = start;
  for (;;) {
    rc_hlo_skip_ws(P);
    if (P->pos >= end) break;
    char c = P->s[P->pos];
    if (c == '{') {
      if (!need_elem || depth + 1 > t->rank) rc_hlo_fail_here(P, "unexpected '{' in the complex constant");
      if (depth) braces_elem(P, &br, t, depth);
      br.seen[depth++] = 0;
      P->pos++;
    } else if (c == '}') {
      if (depth == 0) rc_hlo_fail_here(P, "unbalanced '}' in the constant");
      braces_close(P, &br, t, depth);
      depth--;
      P->pos++;
      need_elem = false;
    } else if (c == ',') {
      if (need_elem || depth == 0) rc_hlo_fail_here(P, "unexpected ',' in the constant");
      P->pos++;
      need_elem = true;
    } else if (c == '(') {
      if (!need_elem || depth != t->rank)
        rc_hlo_fail_here(P, "complex value at brace level %d, the shape has %d dimensions", depth, t->rank);
      if (depth) braces_elem(P, &br, t, depth);
      P->pos++;
      complex_part(P, end);
      rc_hlo_skip_ws(P);
      if (P->pos >= end || P->s[P->pos] != ',') rc_hlo_fail_here(P, "expected ',' after the real part");
      P->pos++;
      complex_part(P, end);
      rc_hlo_skip_ws(P);
      if (P->pos >= end || P->s[P->pos] != ')') rc_hlo_fail_here(P, "expected ')' after the imaginary part");
      P->pos++;
      if (++count > numel) rc_hlo_fail_here(P, "constant has more than the %lld elements of its shape", (long long)numel);
      need_elem = false;
    } else {
      rc_hlo_fail_here(P, "expected '(' real ',' imaginary ')' in the complex constant, got '%c'", c);
    }
  }
  if (depth != 0) rc_hlo_fail(P, line, col, "unbalanced '{' in the constant");
  if (count != numel) rc_hlo_fail(P, line, col, "constant has %lld elements, its shape has %lld", (long long)count, (long long)numel);
  P->pos = spos;
  P->line = sline;
  P->bol = sbol;
}

/* literal -> element | '{' ( literal (',' literal)* )? '}'   with one brace level per dimension.
 * Two passes over the text: count and check the structure, then decode into
 * an array of exactly numel elements. */
RcLiteral *rc_hlo_parse_literal(HloParser *P, RcType *t, size_t start, size_t end, uint32_t line, uint32_t col) {
  bool interned = end - start <= 24;
  const char *raw = interned ? rc_hlo_intern(P, P->s + start, end - start) : rc_hlo_strndup(P, P->s + start, end - start);
  RcDType dt = t->kind == RC_TYPE_TENSOR ? t->dtype : RC_DT_OPAQUE;
  /* A scalar spelled like one decoded before is the same literal (1.3 M constants
   * of a few values in a big graph). */
  uint32_t slot = (uint32_t)((((uintptr_t)raw >> 3) * 0x9E3779B97F4A7C15ull) >> 58);
  bool scalar = interned && t->kind == RC_TYPE_TENSOR && t->rank == 0;
  if (scalar && P->lits[slot].raw == raw && P->lits[slot].dtype == dt) return P->lits[slot].lit;
  RcLiteral *lit = rc_hlo_alloc(P, sizeof *lit);
  lit->raw = raw;
  lit->dtype = dt;
  if (t->kind == RC_TYPE_TENSOR && t->dtype < RC_DT_COUNT && rc_dtype_info[t->dtype].cls == RC_DC_COMPLEX &&
      rc_type_is_static(t) && !strstr(lit->raw, "..."))
    check_complex(P, t, start, end, line, col);
  /* XLA's parser reads a tuple's literal as its elements in parentheses */
  if (t->kind == RC_TYPE_TUPLE) {
    size_t a = start;
    while (a < end && (P->s[a] == ' ' || P->s[a] == '\t' || P->s[a] == '\n' || P->s[a] == '\r')) a++;
    if (a == end || P->s[a] != '(')
      rc_hlo_fail(P, line, col, "a constant of tuple type writes its elements in parentheses, got '%s'", raw);
  }
  /* Kept as text only: tuples, tokens, opaque or complex element types, dynamic shapes, elided values. */
  if (t->kind != RC_TYPE_TENSOR || t->dtype >= RC_DT_COUNT || rc_dtype_info[t->dtype].cls == RC_DC_COMPLEX ||
      !rc_type_is_static(t) || strstr(lit->raw, "..."))
    return lit;
  int64_t numel = rc_type_numel(t);
  void *data = NULL;
  {
    /* One token: a scalar, or an array written with one value (`f32[32]{0} constant(5)`).
     * XLA's HLO parser (jaxlib 0.10.2, checked by running such a module) stores that
     * value in the first element and leaves the others zero, so this is a splat only
     * when the value is zero or the shape has one element. Decoded in one pass. */
    size_t a = start, b = end;
    while (a < b && (P->s[a] == ' ' || P->s[a] == '\t' || P->s[a] == '\n' || P->s[a] == '\r')) a++;
    while (b > a && (P->s[b - 1] == ' ' || P->s[b - 1] == '\t' || P->s[b - 1] == '\n' || P->s[b - 1] == '\r')) b--;
    bool simple = b > a && (t->rank == 0 || numel > 0) && elem_end(P->s, a, b) == b;
    if (simple) {
      size_t esize = (size_t)rc_dtype_info[t->dtype].bits / 8;
      data = rc_hlo_alloc(P, esize);
      element(P, t, data, 0, P->s + a, b - a, line, col);
      bool zero = true;
      for (size_t k = 0; k < esize; k++) zero = zero && ((const unsigned char *)data)[k] == 0;
      if (t->rank > 0 && numel > 1 && !zero) {
        void *full = rc_hlo_alloc(P, esize * (size_t)numel); /* zeroed */
        memcpy(full, data, esize);
        lit->data = full;
        lit->count = numel;
        lit->splat = false;
        return lit;
      }
      lit->data = data;
      lit->count = 1;
      lit->splat = t->rank > 0;
      if (scalar) {
        P->lits[slot].raw = raw;
        P->lits[slot].dtype = dt;
        P->lits[slot].lit = lit;
      }
      return lit;
    }
  }
  for (int pass = 0; pass < 2; pass++) {
    size_t spos = P->pos, sbol = P->bol; /* restored after each pass */
    uint32_t sline = P->line;
    P->pos = start;
    int depth = 0;
    int64_t count = 0;
    bool need_elem = true; /* after '{' or ',' */
    Braces br;
    braces_init(P, &br, t);
    for (;;) {
      rc_hlo_skip_ws(P);
      if (P->pos >= end) break;
      char c = P->s[P->pos];
      uint32_t cl = P->line, cc = rc_hlo_col(P);
      if (c == '{') {
        if (!need_elem) rc_hlo_fail_here(P, "expected ',' or '}' in the constant, got '{'");
        if (depth + 1 > t->rank) rc_hlo_fail_here(P, "constant has more brace levels than the %d dimensions of its shape", t->rank);
        if (depth) braces_elem(P, &br, t, depth);
        br.seen[depth++] = 0;
        P->pos++;
        need_elem = true;
      } else if (c == '}') {
        if (depth == 0) rc_hlo_fail_here(P, "unbalanced '}' in the constant");
        braces_close(P, &br, t, depth);
        depth--;
        P->pos++;
        need_elem = false;
      } else if (c == ',') {
        if (need_elem || depth == 0) rc_hlo_fail_here(P, "unexpected ',' in the constant");
        P->pos++;
        need_elem = true;
      } else if (is_tok_char((unsigned char)c)) {
        if (!need_elem) rc_hlo_fail_here(P, "expected ',' or '}' in the constant, got '%c'", c);
        if (depth != t->rank)
          rc_hlo_fail_here(P, "constant value at brace level %d, the shape has %d dimensions", depth, t->rank);
        if (depth) braces_elem(P, &br, t, depth);
        size_t s0 = P->pos;
        P->pos = elem_end(P->s, P->pos, end);
        if (count >= numel)
          rc_hlo_fail(P, cl, cc, "constant has more than the %lld elements of its shape", (long long)numel);
        if (pass == 1) element(P, t, data, count, P->s + s0, P->pos - s0, cl, cc);
        count++;
        need_elem = false;
        if (depth == 0) {
          rc_hlo_skip_ws(P);
          if (P->pos < end) rc_hlo_fail_here(P, "expected ')' after the scalar constant");
        }
      } else {
        rc_hlo_fail_here(P, "unexpected '%c' in the constant", c);
      }
    }
    if (depth != 0) rc_hlo_fail(P, line, col, "unbalanced '{' in the constant");
    if (count != numel)
      rc_hlo_fail(P, line, col, "constant has %lld elements, its shape %s has %lld", (long long)count,
                  rc_hlo_type_str(t, (char[64]){0}, 64), (long long)numel);
    P->pos = spos;
    P->line = sline;
    P->bol = sbol;
    if (pass == 0) {
      size_t bytes = (size_t)(rc_dtype_info[t->dtype].bits / 8) * (size_t)(numel ? numel : 1);
      data = rc_hlo_alloc(P, bytes);
    }
  }
  lit->data = data;
  lit->count = numel;
  lit->splat = false;
  return lit;
}
