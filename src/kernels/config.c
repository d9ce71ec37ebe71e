/* The opaque config string of a recompose custom call (XLA backend_config):
 * `key=value` pairs separated by ';', any order, unknown keys ignored.
 * Known keys: dtype (f32|bf16|f16), n, cols, eps, scale (0|1), bias (0|1).
 * Parsing never reads past len and never allocates. */
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kernels/internal.h"

static int fail(char *err, size_t errlen, const char *fmt, ...)
{
  if (err && errlen) {
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err, errlen, fmt, ap);
    va_end(ap);
  }
  return -1;
}

static int eq(const char *s, size_t len, const char *lit)
{
  return strlen(lit) == len && memcmp(s, lit, len) == 0;
}

/* size -> DIGIT+ (no sign, no spaces), fits size_t */
static int parse_size(const char *s, size_t len, size_t *out)
{
  if (len == 0 || len > 20) return -1;
  size_t v = 0;
  for (size_t i = 0; i < len; i++) {
    if (s[i] < '0' || s[i] > '9') return -1;
    size_t d = (size_t)(s[i] - '0');
    if (v > (SIZE_MAX - d) / 10) return -1;
    v = v * 10 + d;
  }
  *out = v;
  return 0;
}

static int parse_float(const char *s, size_t len, float *out)
{
  char buf[64];
  if (len == 0 || len >= sizeof buf) return -1;
  memcpy(buf, s, len);
  buf[len] = 0;
  char *end;
  errno = 0;
  float v = strtof(buf, &end);
  if (end != buf + len || !isfinite(v) || v < 0.0f) return -1;
  *out = v;
  return 0;
}

int rc_kernel_config_parse(const char *s, size_t len, RcKernelConfig *out, char *err,
                           size_t errlen)
{
  RcKernelConfig c = {RC_KDT_F32, 0, 0, 0.0f, false, false, false};
  bool has_n = false;
  if (!out) return fail(err, errlen, "no output");
  if (!s && len) return fail(err, errlen, "no config string");
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
    const char *v = eqp + 1;
    if (klen == 0) return fail(err, errlen, "config item '%.*s' has no key", (int)ilen, item);
    if (eq(item, klen, "dtype")) {
      if (eq(v, vlen, "f32")) c.dtype = RC_KDT_F32;
      else if (eq(v, vlen, "bf16")) c.dtype = RC_KDT_BF16;
      else if (eq(v, vlen, "f16")) c.dtype = RC_KDT_F16;
      else return fail(err, errlen, "unknown dtype '%.*s' (want f32, bf16 or f16)", (int)vlen, v);
    } else if (eq(item, klen, "n")) {
      if (parse_size(v, vlen, &c.n)) return fail(err, errlen, "bad n '%.*s'", (int)vlen, v);
      has_n = true;
    } else if (eq(item, klen, "cols")) {
      if (parse_size(v, vlen, &c.cols) || c.cols == 0)
        return fail(err, errlen, "bad cols '%.*s'", (int)vlen, v);
    } else if (eq(item, klen, "eps")) {
      if (parse_float(v, vlen, &c.eps))
        return fail(err, errlen, "bad eps '%.*s' (want a finite number >= 0)", (int)vlen, v);
      c.has_eps = true;
    } else if (eq(item, klen, "scale") || eq(item, klen, "bias")) {
      bool *flag = item[0] == 's' ? &c.has_scale : &c.has_bias;
      if (eq(v, vlen, "0")) *flag = false;
      else if (eq(v, vlen, "1")) *flag = true;
      else return fail(err, errlen, "bad %.*s '%.*s' (want 0 or 1)", (int)klen, item, (int)vlen, v);
    }
    /* unknown keys are ignored */
  }
  if (!has_n) return fail(err, errlen, "config lacks n");
  if (c.cols && c.n % c.cols) return fail(err, errlen, "cols=%zu does not divide n=%zu", c.cols, c.n);
  *out = c;
  return 0;
}

int rc_kernel_config_format(const RcKernelConfig *c, char *buf, size_t len)
{
  char tmp[160];
  int k = snprintf(tmp, sizeof tmp, "dtype=%s;n=%zu", rc_kdtype_name(c->dtype), c->n);
  if (c->cols) k += snprintf(tmp + k, sizeof tmp - (size_t)k, ";cols=%zu", c->cols);
  if (c->has_eps) k += snprintf(tmp + k, sizeof tmp - (size_t)k, ";eps=%.9g", (double)c->eps);
  if (c->has_scale) k += snprintf(tmp + k, sizeof tmp - (size_t)k, ";scale=1");
  if (c->has_bias) k += snprintf(tmp + k, sizeof tmp - (size_t)k, ";bias=1");
  if (len) snprintf(buf, len, "%s", tmp);
  return k;
}
