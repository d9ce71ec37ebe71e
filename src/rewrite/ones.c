/* A splat of ones written into the user's function (rewrite.h rc_rewrite_ones): the dy operand
 * of a backward call whose region is the op's derivative alone, autodiff having folded the
 * ones of a sum's gradient into it. */
#include <string.h>

#include "formats/format.h"
#include "numerics/numerics.h"
#include "rewrite/rewrite.h"

/* 1.0 in dt's storage into buf, or false for a dtype that is no float. */
static bool one_bits(RcDType dt, void *buf) {
  switch (dt) {
  case RC_DT_F32: {
    float f = 1.0f;
    memcpy(buf, &f, 4);
    return true;
  }
  case RC_DT_F64: {
    double d = 1.0;
    memcpy(buf, &d, 8);
    return true;
  }
  case RC_DT_BF16: {
    uint16_t h = rc_num_f64_to_bf16(1.0);
    memcpy(buf, &h, 2);
    return true;
  }
  case RC_DT_F16: {
    uint16_t h = rc_num_f64_to_f16(1.0);
    memcpy(buf, &h, 2);
    return true;
  }
  default: return false;
  }
}

RcValue *rc_rewrite_ones(RcFunc *f, const RcType *t, RcNode *before, RcNode *made[2]) {
  uint64_t one;
  made[0] = made[1] = NULL;
  if (!t || t->kind != RC_TYPE_TENSOR || !one_bits(t->dtype, &one)) return NULL;
  return rc_format_emit_splat(f, before, t, &one, made);
}
