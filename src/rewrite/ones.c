/* A constant dy written into the user's function (rewrite.h rc_rewrite_const_dy): the dy operand
 * of a backward call whose region is the op's derivative times a constant c, autodiff having
 * folded the dy of a sum's gradient (ones, c = 1) or of a mean's or a scaled sum's (c = 1/N,
 * 2, ...) into it. */
#include "formats/format.h"
#include "numerics/encode.h"
#include "rewrite/rewrite.h"

RcValue *rc_rewrite_const_dy(RcFunc *f, const RcType *t, double c, RcNode *before, RcNode *made[2]) {
  uint64_t bits;
  double held;
  made[0] = made[1] = NULL;
  /* recognition rounds c to the dtype (recog/index.c): a c the dtype does not hold exactly is
   * refused */
  if (!t || t->kind != RC_TYPE_TENSOR || !rc_dtype_is_float(t->dtype) || !rc_num_encode(t->dtype, c, &bits, &held) ||
      held != c)
    return NULL;
  return rc_format_emit_splat(f, before, t, &bits, made);
}
