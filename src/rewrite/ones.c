/* A constant dy written into the user's function (rewrite.h rc_rewrite_const_dy): the dy operand
 * of a backward call whose region is the op's derivative times a constant c, autodiff having
 * folded the dy of a sum's gradient (ones, c = 1) or of a mean's or a scaled sum's (c = 1/N,
 * 2, ...) into it. */
#include <string.h>

#include "formats/format.h"
#include "numerics/numerics.h"
#include "rewrite/rewrite.h"

/* c in dt's storage into buf, or false for a dtype that is no float or a c it does not hold
 * exactly (recognition rounds c to the dtype: recog/index.c). */
static bool const_bits(RcDType dt, double c, void *buf) {
  switch (dt) {
  case RC_DT_F32: {
    float f = (float)c;
    memcpy(buf, &f, 4);
    return (double)f == c;
  }
  case RC_DT_F64: memcpy(buf, &c, 8); return true;
  case RC_DT_BF16: {
    uint16_t h = rc_num_f64_to_bf16(c);
    memcpy(buf, &h, 2);
    return rc_num_bf16_to_f64(h) == c;
  }
  case RC_DT_F16: {
    uint16_t h = rc_num_f64_to_f16(c);
    memcpy(buf, &h, 2);
    return rc_num_f16_to_f64(h) == c;
  }
  default: return false;
  }
}

RcValue *rc_rewrite_const_dy(RcFunc *f, const RcType *t, double c, RcNode *before, RcNode *made[2]) {
  uint64_t bits;
  made[0] = made[1] = NULL;
  if (!t || t->kind != RC_TYPE_TENSOR || !const_bits(t->dtype, c, &bits)) return NULL;
  return rc_format_emit_splat(f, before, t, &bits, made);
}
