/* Decoding `dense<...>` constants into RcLiteral data: splats, nested arrays,
 * hex bit patterns of the element type (0xFF800000, bf16/f16 0xFF80), hex
 * blobs dense<"0x..."> (little-endian element storage), true/false and
 * integers. Complex, empty and resource literals stay opaque (the constant
 * node is kept as an opaque op). Part of the StableHLO reader. */
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "formats/stablehlo/sh.h"
#include "numerics/numerics.h"
#include "support/hash.h"

static int hexval(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

/* Stores one scalar token into element i of data. */
static bool store(ShParser *p, const ShTok *t, RcDType dt, void *data, int64_t i) {
  const char *s = p->src->text + t->off;
  size_t len = t->len;
  int bits = rc_dtype_info[dt].bits;
  int cls = rc_dtype_info[dt].cls;
  if (t->kind == SH_IDENT) {
    bool tr = len == 4 && !memcmp(s, "true", 4), fa = len == 5 && !memcmp(s, "false", 5);
    if (!(tr || fa) || cls != RC_DC_PRED)
      return sh_err_tok(p, t, "expected a number in dense literal, got '%.*s'", (int)len, s);
    ((uint8_t *)data)[i] = tr;
    return true;
  }
  if (t->kind != SH_NUMBER) return sh_err_tok(p, t, "expected a number in dense literal, got '%.*s'", (int)len, s);
  char buf[80];
  if (len >= sizeof buf) return sh_err_tok(p, t, "number too long in dense literal");
  memcpy(buf, s, len);
  buf[len] = 0;
  bool hex = len > 2 && buf[0] == '0' && (buf[1] == 'x' || buf[1] == 'X');
  if (hex) {
    if (len - 2 > 16) return sh_err_tok(p, t, "hex literal '%s' is wider than 64 bits", buf);
    uint64_t v = 0;
    for (size_t k = 2; k < len; k++) v = v << 4 | (uint64_t)hexval(buf[k]);
    if (bits < 64 && (v >> bits) != 0)
      return sh_err_tok(p, t, "hex literal '%s' does not fit the %d-bit element type %s", buf, bits,
                        rc_dtype_info[dt].mlir);
    switch (bits) {
    case 8: ((uint8_t *)data)[i] = (uint8_t)v; break;
    case 16: ((uint16_t *)data)[i] = (uint16_t)v; break;
    case 32: ((uint32_t *)data)[i] = (uint32_t)v; break;
    default: ((uint64_t *)data)[i] = v; break;
    }
    return true;
  }
  if (cls == RC_DC_FLOAT) {
    /* MLIR reads a decimal integer as an integer, never as a float element */
    if (!memchr(buf, '.', len))
      return sh_err_tok(p, t, "'%s' is an integer; a floating-point element is written with a '.' (%s.0)", buf, buf);
    char *end;
    errno = 0;
    double d = strtod(buf, &end);
    if (*end) return sh_err_tok(p, t, "bad number '%s' in dense literal", buf);
    switch (dt) {
    case RC_DT_F32: ((float *)data)[i] = (float)d; break;
    case RC_DT_F64: ((double *)data)[i] = d; break;
    case RC_DT_BF16: ((uint16_t *)data)[i] = rc_num_f64_to_bf16(d); break;
    default: ((uint16_t *)data)[i] = rc_num_f64_to_f16(d); break;
    }
    return true;
  }
  for (size_t k = 0; k < len; k++)
    if (buf[k] == '.' || buf[k] == 'e' || buf[k] == 'E')
      return sh_err_tok(p, t, "expected an integer for element type %s, got '%s'", rc_dtype_info[dt].mlir, buf);
  char *end;
  errno = 0;
  if (cls == RC_DC_UINT) {
    if (buf[0] == '-') return sh_err_tok(p, t, "negative value '%s' for unsigned type", buf);
    unsigned long long u = strtoull(buf, &end, 10);
    if (errno || (bits < 64 && (u >> bits) != 0))
      return sh_err_tok(p, t, "integer '%s' does not fit %s", buf, rc_dtype_info[dt].mlir);
    switch (bits) {
    case 8: ((uint8_t *)data)[i] = (uint8_t)u; break;
    case 16: ((uint16_t *)data)[i] = (uint16_t)u; break;
    case 32: ((uint32_t *)data)[i] = (uint32_t)u; break;
    default: ((uint64_t *)data)[i] = u; break;
    }
    return true;
  }
  long long v = strtoll(buf, &end, 10);
  if (errno) return sh_err_tok(p, t, "integer '%s' does not fit %s", buf, rc_dtype_info[dt].mlir);
  if (cls == RC_DC_PRED) {
    if (v != 0 && v != 1) return sh_err_tok(p, t, "expected true, false, 0 or 1 for i1, got '%s'", buf);
    ((uint8_t *)data)[i] = (uint8_t)v;
    return true;
  }
  if (bits < 64) {
    long long lo = -(1ll << (bits - 1)), hi = (1ll << (bits - 1)) - 1;
    if (v < lo || v > hi) return sh_err_tok(p, t, "integer '%s' does not fit %s", buf, rc_dtype_info[dt].mlir);
  }
  switch (bits) {
  case 8: ((int8_t *)data)[i] = (int8_t)v; break;
  case 16: ((int16_t *)data)[i] = (int16_t)v; break;
  case 32: ((int32_t *)data)[i] = (int32_t)v; break;
  default: ((int64_t *)data)[i] = v; break;
  }
  return true;
}

/* A complex dense literal stays text; its structure is still MLIR's: a hex blob, or
 * '(' real ',' imaginary ')' elements: one without brackets (a splat), or as many as the
 * shape holds.
 * False after a diagnostic. */
static bool check_complex(ShParser *p, size_t lt, size_t gt, const RcType *type) {
  ShLex lx = {p->src->text, gt, lt + 1, 0, 0};
  ShTok t;
  int64_t count = 0;
  bool brackets = false;
  for (sh_lex_next(&lx, &t); t.kind != SH_EOF; sh_lex_next(&lx, &t)) {
    brackets = brackets || (t.kind == SH_PUNCT && t.c == '[');
    if (t.kind == SH_PUNCT && (t.c == '[' || t.c == ']' || t.c == ',')) continue;
    if (t.kind == SH_STRING && count == 0) return true; /* a hex blob */
    if (!(t.kind == SH_PUNCT && t.c == '('))
      return sh_err_tok(p, &t, "expected '(' real ',' imaginary ')' in a complex dense literal");
    for (int k = 0; k < 2; k++) {
      sh_lex_next(&lx, &t);
      if (t.kind != SH_NUMBER) return sh_err_tok(p, &t, "expected a number in a complex dense literal");
      if (!memchr(p->src->text + t.off, '.', t.len) && !(t.len > 2 && memchr(p->src->text + t.off, 'x', 3)))
        return sh_err_tok(p, &t, "'%.*s' is an integer; a complex part is written with a '.'", SH_TOKF(p, &t));
      sh_lex_next(&lx, &t);
      if (!(t.kind == SH_PUNCT && t.c == (k ? ')' : ',')))
        return sh_err_tok(p, &t, "expected '%c' in a complex dense literal", k ? ')' : ',');
    }
    count++;
  }
  int64_t numel = rc_type_numel(type);
  if (count != numel && (brackets || count != 1)) /* one element without brackets is a splat */
    return sh_err_at(p, lt, "the complex dense literal has %lld elements for a shape of %lld", (long long)count,
                     (long long)numel);
  return true;
}

RcLiteral *sh_parse_dense(ShParser *p, size_t lt, size_t gt, const RcType *type, bool *bad) {
  *bad = false;
  if (!type || type->kind != RC_TYPE_TENSOR || type->dtype >= RC_DT_COUNT) return NULL;
  RcDType dt = type->dtype;
  int bits = rc_dtype_info[dt].bits, cls = rc_dtype_info[dt].cls;
  if (cls == RC_DC_COMPLEX && rc_type_is_static(type) && !check_complex(p, lt, gt, type)) {
    *bad = true;
    return NULL;
  }
  if (bits == 0 || cls == RC_DC_COMPLEX || cls == RC_DC_OTHER) return NULL;
  int64_t numel = rc_type_numel(type);
  size_t esize = (size_t)(bits / 8);
  /* A splat spelled like one read before (dense<1.000000e+00> 280 000 times in
   * a big graph) is the same literal: literals are never changed in place. */
  const char *rs = p->src->text + lt - 5;
  size_t rn = gt + 1 - (lt - 5);
  uint32_t slot = 0;
  if (rn <= 64) {
    slot = rc_hash_bytes(rs, rn) & 63;
    const RcLiteral *c = p->lits[slot];
    if (c && c->dtype == dt && strlen(c->raw) == rn && !memcmp(c->raw, rs, rn)) return p->lits[slot];
  }
  ShLex lx = {p->src->text, gt, lt + 1, 0, 0};
  ShTok t;
  /* pass 1: shape of the literal */
  int64_t count = 0;
  int depth = 0;
  bool any_bracket = false, blob = false;
  ShTok blob_tok = {0};
  for (sh_lex_next(&lx, &t); t.kind != SH_EOF; sh_lex_next(&lx, &t)) {
    if (t.kind == SH_PUNCT && t.c == '[') {
      any_bracket = true;
      if (++depth > SH_MAX_NEST) {
        *bad = true;
        sh_err_at(p, t.off, "dense literal nested deeper than %d levels", SH_MAX_NEST);
        return NULL;
      }
    } else if (t.kind == SH_PUNCT && t.c == ']') {
      if (--depth < 0) break;
    } else if (t.kind == SH_PUNCT && t.c == ',') {
    } else if (t.kind == SH_PUNCT && t.c == '(') {
      return NULL; /* complex */
    } else if (t.kind == SH_STRING && count == 0 && !any_bracket) {
      blob = true;
      blob_tok = t;
      count++;
    } else {
      count++;
    }
  }
  if (count == 0) {
    if (numel > 0) {
      *bad = true;
      sh_err_at(p, lt, "an empty dense literal for a shape of %lld elements", (long long)numel);
    }
    return NULL;
  }
  if (depth != 0) {
    *bad = true;
    sh_err_at(p, t.off, "unbalanced brackets in dense literal");
    return NULL;
  }
  RcLiteral *lit = rc_module_alloc(p->m, sizeof *lit);
  if (!lit) return NULL;
  lit->dtype = dt;
  lit->raw = rc_module_strndup(p->m, rs, rn);
  if (blob) {
    const char *s = p->src->text + blob_tok.off + 1;
    size_t len = blob_tok.len - 2;
    if (count != 1 || len < 2 || s[0] != '0' || (s[1] != 'x' && s[1] != 'X') || (len - 2) % 2) {
      *bad = true;
      sh_err_tok(p, &blob_tok, "expected a hex blob \"0x...\" in dense literal");
      return NULL;
    }
    size_t nbytes = (len - 2) / 2;
    /* Older MLIR (torch_xla 2.9's) stores an i1 blob packed, eight elements a byte, the first
     * in the lowest bit; unpacked here to one byte per element. */
    bool packed = dt == RC_DT_PRED && numel > 8 && nbytes == (size_t)(numel + 7) / 8;
    if (nbytes == esize) lit->count = 1, lit->splat = true;
    else if (numel >= 0 && nbytes == (size_t)numel * esize) lit->count = numel;
    else if (packed) lit->count = numel;
    else {
      *bad = true;
      sh_err_tok(p, &blob_tok, "hex blob has %zu bytes, the type needs %zu or %lld", nbytes, esize,
                 (long long)numel * (long long)esize);
      return NULL;
    }
    uint8_t *d = rc_module_alloc(p->m, nbytes ? nbytes : 1);
    if (!d) return NULL;
    for (size_t i = 0; i < nbytes; i++) {
      int hi = hexval(s[2 + 2 * i]), lo = hexval(s[3 + 2 * i]);
      if (hi < 0 || lo < 0) {
        *bad = true;
        sh_err_tok(p, &blob_tok, "bad hex digit in dense blob");
        return NULL;
      }
      d[i] = (uint8_t)(hi << 4 | lo);
    }
    if (packed) {
      uint8_t *u = rc_module_alloc(p->m, (size_t)numel);
      if (!u) return NULL;
      for (int64_t i = 0; i < numel; i++) u[i] = (uint8_t)(d[i / 8] >> (i % 8) & 1);
      d = u;
    }
    lit->data = d;
    return lit;
  }
  lit->splat = !any_bracket && count == 1;
  if (!lit->splat && numel >= 0 && count != numel) {
    *bad = true;
    sh_err_at(p, lt + 1, "dense literal has %lld elements but %s has %lld", (long long)count,
              type->text ? type->text : "the type", (long long)numel);
    return NULL;
  }
  lit->count = count;
  lit->data = rc_module_alloc(p->m, (size_t)count * esize);
  if (!lit->data) return NULL;
  /* pass 2: values */
  lx = (ShLex){p->src->text, gt, lt + 1, 0, 0};
  int64_t i = 0;
  for (sh_lex_next(&lx, &t); t.kind != SH_EOF; sh_lex_next(&lx, &t)) {
    if (t.kind == SH_PUNCT && (t.c == '[' || t.c == ']' || t.c == ',')) continue;
    /* line/col of a local lexer are relative; recompute from the offset for diagnostics */
    if (!store(p, &t, dt, lit->data, i)) {
      *bad = true;
      return NULL;
    }
    i++;
  }
  if (lit->splat && lit->raw && rn <= 64) p->lits[slot] = lit;
  return lit;
}
