/* The config of a fused call, one codec for every stage: the rewrite encodes
 * it (as the backend_config string and as a composite's attribute dict), the
 * kernels' XLA entry points decode it strictly and the executor leniently.
 * The keys and their types are the table's (recompose/fused.def). Decoding
 * never reads past len and never allocates. */
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fused/fused.h"

static bool fail(char *err, size_t errlen, const char *fmt, ...) {
  if (err && errlen) {
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err, errlen, fmt, ap);
    va_end(ap);
  }
  return false;
}

static bool eq(const char *s, size_t len, const char *lit) { return strlen(lit) == len && memcmp(s, lit, len) == 0; }

/* The key named s[0..len), or RC_FK_COUNT. */
static RcFusedKey key_of(const char *s, size_t len) {
  for (int k = 0; k < RC_FK_COUNT; k++)
    if (eq(s, len, rc_fused_keys[k].name)) return (RcFusedKey)k;
  return RC_FK_COUNT;
}

/* size -> DIGIT+ (no sign, no spaces), fits size_t */
static bool parse_size(const char *s, size_t len, size_t *out) {
  if (len == 0 || len > 20) return false;
  size_t v = 0;
  for (size_t i = 0; i < len; i++) {
    if (s[i] < '0' || s[i] > '9') return false;
    size_t d = (size_t)(s[i] - '0');
    if (v > (SIZE_MAX - d) / 10) return false;
    v = v * 10 + d;
  }
  *out = v;
  return true;
}

/* f32 -> strtof syntax, finite, >= 0 */
static bool parse_f32(const char *s, size_t len, float *out) {
  char buf[64];
  if (len == 0 || len >= sizeof buf) return false;
  memcpy(buf, s, len);
  buf[len] = 0;
  char *end;
  errno = 0;
  float v = strtof(buf, &end);
  if (end != buf + len || !isfinite(v) || v < 0.0f) return false;
  *out = v;
  return true;
}

static void set(RcFusedCfg *c, RcFusedKey k, size_t size, double f, bool flag) {
  c->given |= UINT64_C(1) << k;
  switch (k) {
  case RC_FK_n: c->n = size; break;
  case RC_FK_cols: c->cols = (int64_t)size; break;
  case RC_FK_eps: c->eps = f; break;
  case RC_FK_inner: c->inner = (int64_t)size; break;
  case RC_FK_tail: c->tail = (int64_t)size; break;
  case RC_FK_scale: c->scale = flag; break;
  case RC_FK_bias: c->bias = flag; break;
  case RC_FK_eps_in: c->eps_in = flag; break;
  case RC_FK_from_exp: c->from_exp = flag; break;
  case RC_FK_sum_in: c->sum_in = flag; break;
  case RC_FK_gate: c->gate = flag; break;
  case RC_FK_residual: c->residual = flag; break;
  case RC_FK_acc: c->acc = flag; break;
  case RC_FK_xmul: c->xmul = flag; break;
  case RC_FK_xdiv: c->xdiv = flag; break;
  case RC_FK_mask: c->mask = flag; break;
  case RC_FK_where: c->where = flag; break;
  case RC_FK_mask_rows: c->mask_rows = (int64_t)size; break;
  case RC_FK_mask_rep: c->mask_rep = (int64_t)size; break;
  case RC_FK_mid: c->mid = (int64_t)size; break;
  case RC_FK_cols2: c->cols2 = (int64_t)size; break;
  case RC_FK_mask_in: c->mask_in = (int64_t)size; break;
  case RC_FK_mask_gap: c->mask_gap = (int64_t)size; break;
  case RC_FK_mid2: c->mid2 = (int64_t)size; break;
  case RC_FK_cols3: c->cols3 = (int64_t)size; break;
  case RC_FK_mid3: c->mid3 = (int64_t)size; break;
  case RC_FK_cols4: c->cols4 = (int64_t)size; break;
  case RC_FK_sum_out: c->sum_out = flag; break;
  case RC_FK_ninf_zero: c->ninf_zero = flag; break;
  case RC_FK_tie: c->tie = (int64_t)size; break;
  default: break;
  }
}

/* Whether OPERAND key k is set in c. */
static bool operand_set(const RcFusedCfg *c, RcFusedKey k) {
  switch (k) {
  case RC_FK_scale: return c->scale;
  case RC_FK_bias: return c->bias;
  case RC_FK_eps_in: return c->eps_in;
  case RC_FK_from_exp: return c->from_exp;
  case RC_FK_sum_in: return c->sum_in;
  case RC_FK_gate: return c->gate;
  case RC_FK_residual: return c->residual;
  case RC_FK_acc: return c->acc;
  case RC_FK_xmul: return c->xmul;
  case RC_FK_xdiv: return c->xdiv;
  case RC_FK_mask: return c->mask;
  case RC_FK_where: return c->where;
  case RC_FK_sum_out: return c->sum_out;
  case RC_FK_ninf_zero: return c->ninf_zero;
  default: return false;
  }
}

/* accuracy=NAME: the tier of that name into c (false for an unknown one). */
static bool accuracy_of(RcFusedCfg *c, RcFusedKey k, const char *v, size_t vlen) {
  for (int a = 0; a < RC_ACCURACY_COUNT; a++)
    if (eq(v, vlen, rc_accuracy_name((RcAccuracy)a))) {
      c->accuracy = (RcAccuracy)a;
      c->given |= UINT64_C(1) << k;
      return true;
    }
  return false;
}

/* One strict `key=value` value of key k. */
static bool strict_value(RcFusedCfg *c, RcFusedKey k, const char *v, size_t vlen, char *err, size_t errlen) {
  const char *name = rc_fused_keys[k].name;
  size_t size = 0;
  float f = 0;
  switch (rc_fused_keys[k].type) {
  case RC_FKT_DTYPE:
    for (int i = 0; i < 3; i++) {
      static const RcElemType kernel_dtypes[3] = {RC_ELEM_F32, RC_ELEM_BF16, RC_ELEM_F16};
      RcElemType dt = kernel_dtypes[i];
      if (eq(v, vlen, rc_elem_type_name(dt))) {
        c->dtype = dt;
        c->given |= UINT64_C(1) << k;
        return true;
      }
    }
    return fail(err, errlen, "unknown dtype '%.*s' (want f32, bf16 or f16)", (int)vlen, v);
  case RC_FKT_SIZE:
  case RC_FKT_LENGTH:
    if (!parse_size(v, vlen, &size) || (rc_fused_keys[k].type == RC_FKT_LENGTH && size == 0))
      return fail(err, errlen, "bad %s '%.*s'", name, (int)vlen, v);
    set(c, k, size, 0, false);
    return true;
  case RC_FKT_F32:
    if (!parse_f32(v, vlen, &f))
      return fail(err, errlen, "bad %s '%.*s' (want a finite number >= 0)", name, (int)vlen, v);
    set(c, k, 0, f, false);
    return true;
  case RC_FKT_OPERAND:
    if (!eq(v, vlen, "0") && !eq(v, vlen, "1"))
      return fail(err, errlen, "bad %s '%.*s' (want 0 or 1)", name, (int)vlen, v);
    set(c, k, 0, 0, v[0] == '1');
    return true;
  case RC_FKT_ACCURACY:
    if (!accuracy_of(c, k, v, vlen))
      return fail(err, errlen, "bad %s '%.*s' (want default or fast)", name, (int)vlen, v);
    return true;
  }
  return true;
}

/* The third and fourth blocks of reduced axes (mid2/cols3, mid3/cols4): each after the one
 * before it, the blocks' elements together dividing cols, the kept ones and inner n / cols. */
static bool more_blocks(const RcFusedCfg *c, char *err, size_t errlen) {
  if (c->mid2 <= 1 && c->mid3 <= 1) return true;
  if (c->mid <= 1 || (c->mid3 > 1 && c->mid2 <= 1))
    return fail(err, errlen, "mid2 > 1 needs mid > 1, mid3 > 1 needs mid2 > 1");
  size_t c3 = (size_t)c->cols3, c4 = c->mid3 > 1 ? (size_t)c->cols4 : 1, cols = (size_t)c->cols;
  if (c3 < 1 || c4 < 1 || (size_t)c->cols2 > cols / c3 / c4 || cols % ((size_t)c->cols2 * c3 * c4))
    return fail(err, errlen, "cols2 times cols3 times cols4 does not divide cols=%zu", cols);
  size_t kept = (size_t)c->mid * (size_t)c->mid2 * (c->mid3 > 1 ? (size_t)c->mid3 : 1);
  size_t in = c->inner > 1 ? (size_t)c->inner : 1;
  if (kept > c->n / cols / in || (c->n / cols / in) % kept)
    return fail(err, errlen, "cols=%zu times mid, mid2, mid3 and inner does not divide n=%zu", cols, c->n);
  return true;
}

static bool decode_strict(const char *s, size_t len, RcFusedCfg *c, char *err, size_t errlen) {
  size_t i = 0;
  while (i < len) {
    size_t j = i;
    while (j < len && s[j] != ';') j++;
    const char *item = s + i;
    size_t ilen = j - i;
    i = j + 1;
    if (ilen == 0) continue; /* empty item: "a=1;;b=2" or trailing ';' */
    const char *eqp = memchr(item, '=', ilen);
    if (!eqp) return fail(err, errlen, "config item '%.*s' has no '='", (int)ilen, item);
    size_t klen = (size_t)(eqp - item), vlen = ilen - klen - 1;
    if (klen == 0) return fail(err, errlen, "config item '%.*s' has no key", (int)ilen, item);
    RcFusedKey k = key_of(item, klen);
    if (k == RC_FK_COUNT) continue; /* unknown keys are ignored */
    if (!strict_value(c, k, eqp + 1, vlen, err, errlen)) return false;
  }
  if (!(c->given & UINT64_C(1) << RC_FK_n)) return fail(err, errlen, "config lacks n");
  if (c->cols && c->n % (size_t)c->cols)
    return fail(err, errlen, "cols=%zu does not divide n=%zu", (size_t)c->cols, c->n);
  if (c->inner > 1 &&
      (!c->cols || (size_t)c->inner > c->n / (size_t)c->cols || c->n % ((size_t)c->cols * (size_t)c->inner)))
    return fail(err, errlen, "cols=%zu times inner=%zu does not divide n=%zu", (size_t)c->cols, (size_t)c->inner, c->n);
  if (c->tail > 0 && c->inner > 1) return fail(err, errlen, "tail and inner > 1 do not go together");
  if (c->mid > 1) {
    size_t cols = (size_t)c->cols, in = c->inner > 1 ? (size_t)c->inner : 1, blk = cols * in;
    if (!c->cols || c->cols2 < 1 || cols % (size_t)c->cols2)
      return fail(err, errlen, "mid=%zu needs cols2 >= 1 dividing cols=%zu", (size_t)c->mid, cols);
    if ((size_t)c->mid > c->n / blk || c->n % (blk * (size_t)c->mid))
      return fail(err, errlen, "cols=%zu times mid=%zu times inner=%zu does not divide n=%zu", cols, (size_t)c->mid,
                  in, c->n);
    if (c->tail > 0) return fail(err, errlen, "tail and mid > 1 do not go together");
  }
  if (!more_blocks(c, err, errlen)) return false;
  if (c->xmul && c->xdiv) return fail(err, errlen, "xmul and xdiv do not go together");
  if (c->mask && c->where) return fail(err, errlen, "mask and where do not go together");
  if (c->tie > 2) return fail(err, errlen, "bad tie %zu (want 0, 1 or 2)", (size_t)c->tie);
  return true;
}

/* One lenient value (NUL-terminated in val) of key k. */
static bool lenient_value(RcFusedCfg *c, RcFusedKey k, const char *val, char *err, size_t errlen) {
  const char *name = rc_fused_keys[k].name;
  char *end;
  switch (rc_fused_keys[k].type) {
  case RC_FKT_DTYPE:
    return true; /* dtype: the operand's */
  case RC_FKT_SIZE:
  case RC_FKT_LENGTH: {
    if (k == RC_FK_n) return true; /* n: the operand's */
    long long v = strtoll(val, &end, 10);
    if (end == val || *end || v < 0) return fail(err, errlen, "bad %s value '%s' in config", name, val);
    set(c, k, (size_t)v, 0, false);
    return true;
  }
  case RC_FKT_F32: {
    double v = strtod(val, &end);
    if (end == val || *end) return fail(err, errlen, "bad %s value '%s' in config", name, val);
    set(c, k, 0, v, false);
    return true;
  }
  case RC_FKT_OPERAND: {
    int b = !strcmp(val, "1") || !strcmp(val, "true") ? 1 : !strcmp(val, "0") || !strcmp(val, "false") ? 0 : -2;
    if (b < 0) return fail(err, errlen, "bad %s value '%s' in config", name, val);
    set(c, k, 0, 0, b == 1);
    return true;
  }
  case RC_FKT_ACCURACY:
    if (!accuracy_of(c, k, val, strlen(val))) return fail(err, errlen, "bad %s value '%s' in config", name, val);
    return true;
  }
  return true;
}

static bool decode_lenient(const char *s, size_t len, RcFusedCfg *c, char *err, size_t errlen) {
  if (!s) return true; /* no config: every key absent */
  const char *p = s, *e = s + len;
#define AT(q) ((q) < e ? *(q) : 0)
  while (p < e) {
    while (p < e && (isspace((unsigned char)*p) || *p == ';' || *p == ',' || *p == '{' || *p == '}' || *p == '"')) p++;
    if (p == e) break;
    const char *k = p;
    while (p < e && (isalnum((unsigned char)*p) || *p == '_' || *p == '.')) p++;
    size_t kl = (size_t)(p - k);
    while (AT(p) == ' ') p++;
    if (AT(p) != '=' || !kl) { /* skip a token we do not understand */
      while (p < e && *p != ';' && *p != ',') p++;
      continue;
    }
    p++;
    while (AT(p) == ' ' || AT(p) == '"') p++;
    const char *v = p;
    while (p < e && *p != ';' && *p != ',' && *p != '}' && *p != ':' && *p != '"') p++;
    char val[64];
    size_t vl = (size_t)(p - v);
    while (vl && isspace((unsigned char)v[vl - 1])) vl--;
    if (vl >= sizeof val) vl = sizeof val - 1;
    memcpy(val, v, vl);
    val[vl] = 0;
    if (AT(p) == ':') /* ": f32" type suffix of an MLIR attribute */
      while (p < e && *p != ';' && *p != ',' && *p != '}') p++;
    RcFusedKey key = eq(k, kl, "epsilon") ? RC_FK_eps : key_of(k, kl);
    if (key != RC_FK_COUNT && !lenient_value(c, key, val, err, errlen)) return false;
  }
#undef AT
  return true;
}

bool rc_fused_config_decode(const char *s, size_t len, RcFusedCfgSyntax syntax, RcFusedCfg *out, char *err,
                            size_t errlen) {
  RcFusedCfg c = {.dtype = RC_ELEM_F32};
  if (!out) return fail(err, errlen, "no output");
  if (!s && len) return fail(err, errlen, "no config string");
  bool ok = syntax == RC_FUSED_CFG_STRICT ? decode_strict(s, len, &c, err, errlen)
                                          : decode_lenient(s, len, &c, err, errlen);
  if (ok) *out = c;
  return ok;
}

int rc_fused_config_format(const RcFusedCfg *c, char *buf, size_t len) {
  char tmp[256];
  int k = snprintf(tmp, sizeof tmp, "dtype=%s;n=%zu", rc_elem_type_name(c->dtype), c->n);
  for (int key = RC_FK_n + 1; key < RC_FK_COUNT; key++) {
    if (!(c->given & UINT64_C(1) << key)) continue;
    const char *name = rc_fused_keys[key].name;
    switch (rc_fused_keys[key].type) {
    case RC_FKT_DTYPE:
      break;
    case RC_FKT_SIZE:
      if (key == RC_FK_inner && c->inner > 1)
        k += snprintf(tmp + k, sizeof tmp - (size_t)k, ";%s=%zu", name, (size_t)c->inner);
      if (key == RC_FK_tail && c->tail > 0)
        k += snprintf(tmp + k, sizeof tmp - (size_t)k, ";%s=%zu", name, (size_t)c->tail);
      if (key == RC_FK_mask_rows && c->mask_rows > 0)
        k += snprintf(tmp + k, sizeof tmp - (size_t)k, ";%s=%zu", name, (size_t)c->mask_rows);
      if (key == RC_FK_tie && c->tie > 0)
        k += snprintf(tmp + k, sizeof tmp - (size_t)k, ";%s=%zu", name, (size_t)c->tie);
      if (key == RC_FK_mask_rep && c->mask_rep > 1)
        k += snprintf(tmp + k, sizeof tmp - (size_t)k, ";%s=%zu", name, (size_t)c->mask_rep);
      if ((key == RC_FK_mask_in || key == RC_FK_mask_gap) && c->mask_gap > 1)
        k += snprintf(tmp + k, sizeof tmp - (size_t)k, ";%s=%zu", name,
                      (size_t)(key == RC_FK_mask_in ? (c->mask_in > 1 ? c->mask_in : 1) : c->mask_gap));
      if ((key == RC_FK_mid || key == RC_FK_cols2) && c->mid > 1)
        k += snprintf(tmp + k, sizeof tmp - (size_t)k, ";%s=%zu", name, (size_t)(key == RC_FK_mid ? c->mid : c->cols2));
      if ((key == RC_FK_mid2 || key == RC_FK_cols3) && c->mid > 1 && c->mid2 > 1)
        k += snprintf(tmp + k, sizeof tmp - (size_t)k, ";%s=%zu", name, (size_t)(key == RC_FK_mid2 ? c->mid2 : c->cols3));
      if ((key == RC_FK_mid3 || key == RC_FK_cols4) && c->mid > 1 && c->mid2 > 1 && c->mid3 > 1)
        k += snprintf(tmp + k, sizeof tmp - (size_t)k, ";%s=%zu", name, (size_t)(key == RC_FK_mid3 ? c->mid3 : c->cols4));
      break;
    case RC_FKT_LENGTH:
      if (c->cols) k += snprintf(tmp + k, sizeof tmp - (size_t)k, ";%s=%zu", name, (size_t)c->cols);
      break;
    case RC_FKT_F32:
      k += snprintf(tmp + k, sizeof tmp - (size_t)k, ";%s=%.9g", name, (double)(float)c->eps);
      break;
    case RC_FKT_OPERAND:
      if (operand_set(c, (RcFusedKey)key)) k += snprintf(tmp + k, sizeof tmp - (size_t)k, ";%s=1", name);
      break;
    case RC_FKT_ACCURACY:
      if (c->accuracy != RC_ACCURACY_DEFAULT)
        k += snprintf(tmp + k, sizeof tmp - (size_t)k, ";%s=%s", name, rc_accuracy_name(c->accuracy));
      break;
    }
  }
  if (len) snprintf(buf, len, "%s", tmp);
  return k;
}

/* ---- the rewrite's encoder ------------------------------------------- */

void rc_fused_config_start(GString *cfg, GString *mlir, const char *dtype, int64_t n) {
  /* "dtype=%s;n=%lld" without printf (once per rewrite) */
  char num[24];
  size_t i = sizeof num;
  uint64_t u = n < 0 ? 0 - (uint64_t)n : (uint64_t)n;
  do {
    num[--i] = (char)('0' + u % 10);
    u /= 10;
  } while (u);
  if (n < 0) num[--i] = '-';
  g_string_append(cfg, "dtype=");
  g_string_append(cfg, dtype);
  g_string_append(cfg, ";n=");
  g_string_append_len(cfg, num + i, (gssize)(sizeof num - i));
  g_string_append(mlir, "{");
}

static void put(GString *cfg, GString *mlir, const char *key, const char *val, const char *typed) {
  g_string_append_printf(cfg, ";%s=%s", key, val);
  g_string_append_printf(mlir, "%s%s = %s", mlir->len > 1 ? ", " : "", key, typed);
}

void rc_fused_config_put_int(GString *cfg, GString *mlir, const char *key, int64_t v) {
  char val[64], typed[96];
  snprintf(val, sizeof val, "%lld", (long long)v);
  snprintf(typed, sizeof typed, "%s : i64", val);
  put(cfg, mlir, key, val, typed);
}

void rc_fused_config_put_float(GString *cfg, GString *mlir, const char *key, double v) {
  char val[64], typed[96];
  snprintf(val, sizeof val, "%.9g", v);
  snprintf(typed, sizeof typed, "%.8e : f32", v);
  put(cfg, mlir, key, val, typed);
}

void rc_fused_config_put_str(GString *cfg, GString *mlir, const char *key, const char *v) {
  char val[64], typed[96];
  snprintf(val, sizeof val, "%s", v);
  snprintf(typed, sizeof typed, "\"%s\"", v);
  put(cfg, mlir, key, val, typed);
}

void rc_fused_config_finish(GString *cfg, GString *mlir) {
  (void)cfg;
  g_string_append(mlir, "}");
}

/* ---- XLA's typed-FFI attributes -------------------------------------- */

static int by_name(const void *a, const void *b) {
  return strcmp(rc_fused_keys[*(const int *)a].name, rc_fused_keys[*(const int *)b].name);
}

/* The keys in name order, as MLIR prints a dictionary: sorted once per process. */
static const int *keys_by_name(void) {
  static int order[RC_FK_COUNT];
  static gsize done;
  if (g_once_init_enter(&done)) {
    for (int key = 0; key < RC_FK_COUNT; key++) order[key] = key;
    qsort(order, RC_FK_COUNT, sizeof order[0], by_name);
    g_once_init_leave(&done, 1);
  }
  return order;
}

bool rc_fused_config_dict(const char *config, GString *out) {
  /* The string's items by key (the writer's own string: well-formed, no repeated key);
   * each value is printed with its key's attribute type, dtype as written (the executor
   * also runs f64 calls, which have no kernel). */
  const char *val[RC_FK_COUNT] = {0};
  size_t vlen[RC_FK_COUNT] = {0};
  if (!config) return false;
  for (const char *p = config; *p;) {
    const char *e = strchr(p, ';');
    size_t len = e ? (size_t)(e - p) : strlen(p);
    const char *eqp = memchr(p, '=', len);
    if (eqp) {
      RcFusedKey k = key_of(p, (size_t)(eqp - p));
      if (k != RC_FK_COUNT) {
        val[k] = eqp + 1;
        vlen[k] = len - (size_t)(eqp - p) - 1;
      }
    }
    p += len + (e ? 1 : 0);
  }
  if (!val[RC_FK_dtype] || !val[RC_FK_n]) return false;
  const int *order = keys_by_name();
  g_string_append_c(out, '{');
  bool first = true;
  for (int i = 0; i < RC_FK_COUNT; i++) {
    int key = order[i];
    if (!val[key]) continue;
    const char *name = rc_fused_keys[key].name, *sep = first ? "" : ", ";
    int n = (int)vlen[key];
    switch (rc_fused_keys[key].type) {
    case RC_FKT_DTYPE:
    case RC_FKT_ACCURACY:
      g_string_append_printf(out, "%s%s = \"%.*s\"", sep, name, n, val[key]);
      break;
    case RC_FKT_SIZE:
    case RC_FKT_LENGTH:
      g_string_append_printf(out, "%s%s = %.*s : i64", sep, name, n, val[key]);
      break;
    case RC_FKT_F32: {
      float f;
      if (!parse_f32(val[key], vlen[key], &f)) return false;
      g_string_append_printf(out, "%s%s = %.8e : f32", sep, name, (double)f);
      break;
    }
    case RC_FKT_OPERAND:
      if (!eq(val[key], vlen[key], "1")) continue;
      g_string_append_printf(out, "%s%s = true", sep, name);
      break;
    }
    first = false;
  }
  g_string_append_c(out, '}');
  return true;
}
