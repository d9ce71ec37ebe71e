/* NumPy .npy reader and writer (format versions 1.0, 2.0 and 3.0).
 *
 * File layout: "\x93NUMPY", major, minor, header length (uint16 LE for 1.0,
 * uint32 LE for 2.0/3.0), then a Python dict literal
 *   {'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), }
 * padded with spaces and a newline, then the raw elements.
 * bf16: NumPy has no bfloat16; ml_dtypes arrays are saved with descr '<V2'
 * (a raw 2-byte void), and some tools write 'bfloat16'. We read both as bf16
 * and write '<V2'. A '<V2' file is therefore always taken as bf16. */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "exec/tensor.h"
#include "support/ctx.h"

static RcStatus bad(RcCtx *ctx, const char *file, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static RcStatus bad(RcCtx *ctx, const char *file, const char *fmt, ...) {
  char msg[512];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  RcSource src = {file ? file : "<npy>", NULL, 0};
  rc_diag(ctx, RC_SEV_ERROR, &src, 0, 0, "malformed .npy file: %s", msg);
  return RC_ERR_INPUT;
}

/* Finds 'key' in the header dict and returns a pointer just after its ':'. */
static const char *dict_value(const char *h, size_t n, const char *key) {
  size_t kl = strlen(key);
  for (size_t i = 0; i + kl + 2 <= n; i++) {
    if ((h[i] == '\'' || h[i] == '"') && !memcmp(h + i + 1, key, kl) && h[i + 1 + kl] == h[i]) {
      const char *p = h + i + kl + 2;
      while (p < h + n && isspace((unsigned char)*p)) p++;
      if (p < h + n && *p == ':') return p + 1;
      return NULL;
    }
  }
  return NULL;
}

static bool parse_descr(const char *d, RcDType *dt, bool *swap) {
  static const struct {
    const char *code;
    RcDType dt;
  } codes[] = {{"b1", RC_DT_PRED}, {"i1", RC_DT_S8},  {"i2", RC_DT_S16}, {"i4", RC_DT_S32}, {"i8", RC_DT_S64},
               {"u1", RC_DT_U8},   {"u2", RC_DT_U16}, {"u4", RC_DT_U32}, {"u8", RC_DT_U64}, {"f2", RC_DT_F16},
               {"f4", RC_DT_F32},  {"f8", RC_DT_F64}, {"V2", RC_DT_BF16}};
  *swap = false;
  if (!strcmp(d, "bfloat16")) {
    *dt = RC_DT_BF16;
    return true;
  }
  char order = d[0];
  if (order != '<' && order != '>' && order != '|' && order != '=') return false;
  for (size_t i = 0; i < sizeof codes / sizeof codes[0]; i++) {
    if (!strcmp(d + 1, codes[i].code)) {
      *dt = codes[i].dt;
      *swap = order == '>' && rc_dtype_size(codes[i].dt) > 1;
      return true;
    }
  }
  return false;
}

RcStatus rc_npy_read(RcCtx *ctx, const char *file, const void *data, size_t len, RcTensor **out) {
  *out = NULL;
  const unsigned char *p = data;
  if (len < 10 || memcmp(p, "\x93NUMPY", 6)) return bad(ctx, file, "missing the \\x93NUMPY magic");
  unsigned major = p[6];
  size_t hl, off;
  if (major == 1) {
    hl = (size_t)p[8] | (size_t)p[9] << 8;
    off = 10;
  } else if (major == 2 || major == 3) {
    if (len < 12) return bad(ctx, file, "truncated header");
    hl = (size_t)p[8] | (size_t)p[9] << 8 | (size_t)p[10] << 16 | (size_t)p[11] << 24;
    off = 12;
  } else {
    return bad(ctx, file, "unsupported format version %u.%u", major, p[7]);
  }
  if (hl > len - off) return bad(ctx, file, "header length %zu runs past the end of the file", hl);
  const char *h = (const char *)p + off;
  /* descr */
  const char *v = dict_value(h, hl, "descr");
  if (!v) return bad(ctx, file, "header has no 'descr'");
  while (v < h + hl && isspace((unsigned char)*v)) v++;
  if (v >= h + hl || (*v != '\'' && *v != '"')) return bad(ctx, file, "'descr' is not a simple type string (structured arrays are not supported)");
  char q = *v++;
  const char *e = memchr(v, q, (size_t)(h + hl - v));
  if (!e || e - v >= 32) return bad(ctx, file, "unterminated 'descr'");
  char descr[32];
  memcpy(descr, v, (size_t)(e - v));
  descr[e - v] = 0;
  RcDType dt;
  bool swap;
  if (!parse_descr(descr, &dt, &swap)) return bad(ctx, file, "unsupported dtype '%s'", descr);
  /* fortran_order */
  v = dict_value(h, hl, "fortran_order");
  if (!v) return bad(ctx, file, "header has no 'fortran_order'");
  while (v < h + hl && isspace((unsigned char)*v)) v++;
  bool fortran;
  if ((size_t)(h + hl - v) >= 4 && !memcmp(v, "True", 4)) fortran = true;
  else if ((size_t)(h + hl - v) >= 5 && !memcmp(v, "False", 5)) fortran = false;
  else return bad(ctx, file, "'fortran_order' is neither True nor False");
  /* shape */
  v = dict_value(h, hl, "shape");
  if (!v) return bad(ctx, file, "header has no 'shape'");
  while (v < h + hl && isspace((unsigned char)*v)) v++;
  if (v >= h + hl || *v != '(') return bad(ctx, file, "'shape' is not a tuple");
  v++;
  int64_t dims[RC_TENSOR_MAX_RANK];
  int32_t rank = 0;
  for (;;) {
    while (v < h + hl && (isspace((unsigned char)*v) || *v == ',')) v++;
    if (v >= h + hl) return bad(ctx, file, "unterminated 'shape'");
    if (*v == ')') break;
    if (!isdigit((unsigned char)*v)) return bad(ctx, file, "'shape' is not a tuple of integers");
    if (rank == RC_TENSOR_MAX_RANK) return bad(ctx, file, "rank over %d", RC_TENSOR_MAX_RANK);
    int64_t d = 0;
    while (v < h + hl && isdigit((unsigned char)*v)) {
      if (d > ((int64_t)1 << 40)) return bad(ctx, file, "dimension too large");
      d = d * 10 + (*v++ - '0');
    }
    if (v < h + hl && *v == 'L') v++; /* Python 2 longs */
    dims[rank++] = d;
  }
  /* Check the shape against the data before allocating anything for it. */
  int64_t numel = 1;
  for (int32_t i = 0; i < rank; i++) {
    if (dims[i] && numel > ((int64_t)1 << 40) / dims[i]) return bad(ctx, file, "shape too large");
    numel *= dims[i];
  }
  size_t es = rc_dtype_size(dt), bytes = (size_t)numel * es;
  size_t body = len - off - hl;
  if (body < bytes) return bad(ctx, file, "data is %zu bytes, the shape needs %zu", body, bytes);
  RcTensor *t = rc_tensor_alloc(dt, rank, dims);
  if (!t) return bad(ctx, file, "shape too large");
  if (body > bytes) {
    rc_tensor_free(t);
    return bad(ctx, file, "%zu bytes of trailing data after the array", body - bytes);
  }
  const unsigned char *src = p + off + hl;
  if (!fortran || rank < 2) {
    memcpy(t->data, src, bytes);
  } else {
    /* Column-major -> row-major. */
    int64_t idx[RC_TENSOR_MAX_RANK] = {0}, cst[RC_TENSOR_MAX_RANK], s = 1;
    for (int32_t d = 0; d < rank; d++) {
      cst[d] = s;
      s *= dims[d];
    }
    for (int64_t i = 0; i < t->numel; i++) {
      int64_t o = 0;
      for (int32_t d = 0; d < rank; d++) o += idx[d] * cst[d];
      memcpy((char *)t->data + (size_t)i * es, src + (size_t)o * es, es);
      for (int32_t d = rank - 1; d >= 0; d--) {
        if (++idx[d] < dims[d]) break;
        idx[d] = 0;
      }
    }
  }
  if (swap) {
    unsigned char *b = t->data;
    for (int64_t i = 0; i < t->numel; i++)
      for (size_t k = 0; k < es / 2; k++) {
        unsigned char c = b[i * (int64_t)es + (int64_t)k];
        b[i * (int64_t)es + (int64_t)k] = b[i * (int64_t)es + (int64_t)(es - 1 - k)];
        b[i * (int64_t)es + (int64_t)(es - 1 - k)] = c;
      }
  }
  if (dt == RC_DT_PRED) {
    unsigned char *b = t->data;
    for (int64_t i = 0; i < t->numel; i++)
      if (b[i] > 1) {
        unsigned v = b[i];
        rc_tensor_free(t);
        return bad(ctx, file, "bool element %lld is %u, not 0 or 1", (long long)i, v);
      }
  }
  *out = t;
  return RC_OK;
}

RcStatus rc_npy_write(const RcTensor *t, RcWriteFn write, void *user) {
  static const char *const descr[] = {"|b1", "|i1", "<i2", "<i4", "<i8", "|u1", "<u2",
                                      "<u4", "<u8", "<f2", "<V2", "<f4", "<f8"};
  if (!t || t->tuple || t->dtype > RC_DT_F64) return RC_ERR_USAGE;
  char hdr[1024];
  int n = snprintf(hdr, sizeof hdr, "{'descr': '%s', 'fortran_order': False, 'shape': (", descr[t->dtype]);
  for (int32_t i = 0; i < t->rank; i++)
    n += snprintf(hdr + n, sizeof hdr - (size_t)n, "%lld%s", (long long)t->dims[i], t->rank == 1 ? "," : i + 1 < t->rank ? ", " : "");
  n += snprintf(hdr + n, sizeof hdr - (size_t)n, "), }");
  size_t pre = 10, total = pre + (size_t)n + 1;
  size_t padded = (total + 63) / 64 * 64;
  unsigned char head[12 + 1024];
  memcpy(head, "\x93NUMPY\x01\x00", 8);
  size_t hl = padded - pre;
  head[8] = (unsigned char)(hl & 0xff);
  head[9] = (unsigned char)(hl >> 8);
  memcpy(head + 10, hdr, (size_t)n);
  memset(head + 10 + n, ' ', hl - (size_t)n - 1);
  head[10 + hl - 1] = '\n';
  if (write(user, (const char *)head, padded) != padded) return RC_ERR_IO;
  size_t bytes = (size_t)t->numel * rc_dtype_size(t->dtype);
  if (bytes && write(user, t->data, bytes) != bytes) return RC_ERR_IO; /* host is little endian */
  return RC_OK;
}
