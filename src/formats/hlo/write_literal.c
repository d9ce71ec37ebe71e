/* Printing the parts of HLO text that pass-built nodes need from the IR
 * alone: shapes (with a default layout when the module prints layouts) and
 * constants, with floats in the shortest spelling that reads back to the
 * same bits of the element type (XLA prints them the same way). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "formats/hlo/hlo.h"
#include "numerics/numerics.h"

void rc_hlo_write_type(const RcType *t, bool layouts, RcWriter *w) {
  if (!t) {
    rc_w_puts(w, "()");
    return;
  }
  if (t->text) {
    rc_w_puts(w, t->text);
    return;
  }
  switch (t->kind) {
  case RC_TYPE_TUPLE:
    rc_w_putc(w, '(');
    for (int32_t i = 0; i < t->ntuple; i++) {
      if (i) rc_w_puts(w, ", ");
      rc_hlo_write_type(t->tuple[i], layouts, w);
    }
    rc_w_putc(w, ')');
    return;
  case RC_TYPE_TOKEN: rc_w_puts(w, "token[]"); return;
  case RC_TYPE_OPAQUE: rc_w_puts(w, "opaque[]"); return;
  case RC_TYPE_TENSOR: break;
  }
  rc_w_puts(w, t->dtype < RC_DT_COUNT ? rc_dtype_info[t->dtype].hlo : "opaque");
  rc_w_putc(w, '[');
  for (int32_t i = 0; i < t->rank; i++) {
    if (i) rc_w_putc(w, ',');
    if (t->dims[i] == RC_DIM_DYNAMIC)
      rc_w_putc(w, '?');
    else
      rc_w_i64(w, t->dims[i]);
  }
  rc_w_putc(w, ']');
  if (t->layout) {
    rc_w_puts(w, t->layout);
  } else if (layouts && t->rank > 0) {
    rc_w_putc(w, '{');
    for (int32_t i = t->rank - 1; i >= 0; i--) {
      rc_w_i64(w, i);
      if (i) rc_w_putc(w, ',');
    }
    rc_w_putc(w, '}');
  }
}

static void put_float(RcWriter *w, double v, RcDType dt) {
  if (isnan(v)) {
    rc_w_puts(w, signbit(v) ? "-nan" : "nan");
    return;
  }
  if (isinf(v)) {
    rc_w_puts(w, v < 0 ? "-inf" : "inf");
    return;
  }
  char buf[40];
  int maxp = dt == RC_DT_F64 ? 17 : 9;
  for (int p = 1; p <= maxp; p++) {
    snprintf(buf, sizeof buf, "%.*g", p, v);
    double r = strtod(buf, NULL);
    bool same;
    switch (dt) {
    case RC_DT_F32: same = (float)strtof(buf, NULL) == (float)v; break;
    case RC_DT_BF16: same = rc_num_f64_to_bf16(r) == rc_num_f64_to_bf16(v); break;
    case RC_DT_F16: same = rc_num_f64_to_f16(r) == rc_num_f64_to_f16(v); break;
    default: same = r == v; break;
    }
    if (same) break;
  }
  rc_w_puts(w, buf);
}

static void put_elem(RcWriter *w, const RcLiteral *lit, int64_t i) {
  const void *d = lit->data;
  if (lit->splat) i = 0;
  switch (lit->dtype) {
  case RC_DT_PRED: rc_w_puts(w, ((const uint8_t *)d)[i] ? "true" : "false"); return;
  case RC_DT_S8: rc_w_i64(w, ((const int8_t *)d)[i]); return;
  case RC_DT_S16: rc_w_i64(w, ((const int16_t *)d)[i]); return;
  case RC_DT_S32: rc_w_i64(w, ((const int32_t *)d)[i]); return;
  case RC_DT_S64: rc_w_i64(w, ((const int64_t *)d)[i]); return;
  case RC_DT_U8: rc_w_i64(w, ((const uint8_t *)d)[i]); return;
  case RC_DT_U16: rc_w_i64(w, ((const uint16_t *)d)[i]); return;
  case RC_DT_U32: rc_w_i64(w, ((const uint32_t *)d)[i]); return;
  case RC_DT_U64: rc_w_printf(w, "%llu", (unsigned long long)((const uint64_t *)d)[i]); return;
  default: {
    double v = 0;
    rc_literal_get_f64(lit, i, &v);
    if (lit->dtype == RC_DT_F32) v = ((const float *)d)[i];
    put_float(w, v, lit->dtype);
  }
  }
}

/* literal -> element | '{' ... '}' with one brace level per dimension; outer
 * levels get a space inside their braces ({ {1, 2}, {3, 4} }). */
void rc_hlo_write_literal(const RcLiteral *lit, const RcType *t, RcWriter *w) {
  if (lit->raw) {
    rc_w_puts(w, lit->raw);
    return;
  }
  if (!lit->data || !t || t->kind != RC_TYPE_TENSOR) {
    rc_w_puts(w, "{...}");
    return;
  }
  if (t->rank == 0) {
    put_elem(w, lit, 0);
    return;
  }
  int64_t numel = rc_type_numel(t);
  if (numel <= 0) {
    rc_w_puts(w, "{}");
    return;
  }
  int64_t stride[64];
  int32_t r = t->rank < 64 ? t->rank : 64;
  stride[r - 1] = t->dims[r - 1];
  for (int32_t d = r - 2; d >= 0; d--) stride[d] = stride[d + 1] * t->dims[d];
  for (int64_t k = 0; k < numel; k++) {
    if (k) rc_w_puts(w, ", ");
    for (int32_t d = 0; d < r; d++)
      if (k % stride[d] == 0) rc_w_puts(w, d < r - 1 ? "{ " : "{");
    put_elem(w, lit, lit->count == numel ? k : 0);
    for (int32_t d = r - 1; d >= 0; d--)
      if ((k + 1) % stride[d] == 0) rc_w_puts(w, d < r - 1 ? " }" : "}");
  }
}
