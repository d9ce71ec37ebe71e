/* A literal's elements read as doubles, through the conversions of numerics.h:
 * what folding, hashing, matching and the writers read a constant's value with. */
#include <math.h>
#include <string.h>

#include "ir/ir.h"
#include "numerics/encode.h"
#include "numerics/numerics.h"

bool rc_literal_get_f64(const RcLiteral *lit, int64_t i, double *out) {
  if (!lit || !lit->data || lit->count <= 0) return false;
  if (lit->splat) i = 0;
  if (i < 0 || i >= lit->count) return false;
  const unsigned char *d = lit->data;
  switch (lit->dtype) {
  case RC_DT_PRED:
  case RC_DT_U8: *out = d[i]; return true;
  case RC_DT_S8: *out = ((const int8_t *)d)[i]; return true;
  case RC_DT_S16: *out = ((const int16_t *)d)[i]; return true;
  case RC_DT_U16: *out = ((const uint16_t *)d)[i]; return true;
  case RC_DT_S32: *out = ((const int32_t *)d)[i]; return true;
  case RC_DT_U32: *out = ((const uint32_t *)d)[i]; return true;
  case RC_DT_S64: *out = (double)((const int64_t *)d)[i]; return true;
  case RC_DT_U64: *out = (double)((const uint64_t *)d)[i]; return true;
  case RC_DT_F16: *out = rc_num_f16_to_f64(((const uint16_t *)d)[i]); return true;
  case RC_DT_BF16: *out = rc_num_bf16_to_f64(((const uint16_t *)d)[i]); return true;
  case RC_DT_F32: *out = ((const float *)d)[i]; return true;
  case RC_DT_F64: *out = ((const double *)d)[i]; return true;
  default: return false;
  }
}

bool rc_literal_splat_f64(const RcLiteral *lit, double *out) {
  if (!lit || !(lit->splat || lit->count == 1)) {
    /* A non-splat array whose elements are all equal still counts. */
    if (!lit || lit->count <= 0) return false;
    double first, v;
    if (!rc_literal_get_f64(lit, 0, &first)) return false;
    for (int64_t i = 1; i < lit->count; i++) {
      if (!rc_literal_get_f64(lit, i, &v)) return false;
      if (memcmp(&v, &first, sizeof v)) return false;
    }
    *out = first;
    return true;
  }
  return rc_literal_get_f64(lit, 0, out);
}

const RcLiteral *rc_value_splat_f64(const RcValue *v, double *out) {
  const RcNode *n = v ? v->def : NULL;
  if (n && n->op == RC_OP_BROADCAST && n->noperands == 1) n = rc_node_operand(n, 0) ? rc_node_operand(n, 0)->def : NULL;
  const RcLiteral *l = n && n->op == RC_OP_CONSTANT ? n->literal : NULL;
  return l && l->data && (l->splat || l->count == 1) && rc_literal_splat_f64(l, out) ? l : NULL;
}

bool rc_num_encode(RcDType dt, double v, void *buf, double *rounded) {
  RcLiteral tmp = {.dtype = dt, .count = 1, .splat = true, .data = buf};
  switch (dt) {
  case RC_DT_F32: {
    float f = (float)v;
    memcpy(buf, &f, 4);
    break;
  }
  case RC_DT_F64: memcpy(buf, &v, 8); break;
  case RC_DT_PRED: {
    if (v != 0 && v != 1) return false;
    uint8_t b = v != 0;
    memcpy(buf, &b, 1);
    break;
  }
  case RC_DT_BF16: {
    uint16_t h = rc_num_f64_to_bf16(v);
    memcpy(buf, &h, 2);
    break;
  }
  case RC_DT_F16: {
    uint16_t h = rc_num_f64_to_f16(v);
    memcpy(buf, &h, 2);
    break;
  }
  case RC_DT_S8: case RC_DT_S16: case RC_DT_S32: case RC_DT_S64:
  case RC_DT_U8: case RC_DT_U16: case RC_DT_U32: case RC_DT_U64: {
    if (!isfinite(v) || v != floor(v)) return false;
    int bits = rc_dtype_info[dt].bits;
    bool sgn = rc_dtype_info[dt].cls == RC_DC_SINT;
    double lo = sgn ? -ldexp(1, bits - 1) : 0, hi = sgn ? ldexp(1, bits - 1) - 1 : ldexp(1, bits) - 1;
    if (v < lo || v > hi || fabs(v) > 9007199254740992.0) return false;
    if (sgn) {
      int64_t x = (int64_t)v;
      memcpy(buf, &x, (size_t)bits / 8); /* little-endian truncation */
    } else {
      uint64_t x = (uint64_t)v;
      memcpy(buf, &x, (size_t)bits / 8);
    }
    break;
  }
  default: return false;
  }
  if (rounded && !rc_literal_get_f64(&tmp, 0, rounded)) return false;
  return true;
}

double rc_num_in_dtype(RcDType dt, double v) { /* rc_num_encode's rounding, read back */
  switch (dt) {
  case RC_DT_F32: return (double)(float)v;
  case RC_DT_BF16: return rc_num_bf16_to_f64(rc_num_f64_to_bf16(v));
  case RC_DT_F16: return rc_num_f16_to_f64(rc_num_f64_to_f16(v));
  default: return v;
  }
}
