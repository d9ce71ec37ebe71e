/* A reduce's init value as its combiner's neutral element (neutral.h rc_neutral_init).
 * A reduce folds its init into every result: reduce(x, 1) with add is 1 + sum(x), not sum(x),
 * so a reader that takes a reduce for "the sum (max, min) of x" must first know the init adds
 * nothing. Neutral: +-0 for add; for max, -inf or a value at or below the dtype's lowest finite
 * (TF and torch exporters write the lowest float), which only an all -inf row tells apart, or
 * within 2^-16 of it (the lowest printed to six digits, -3.40282e+38, is 17 f32 units above it
 * and tells apart only rows of values within those units); for min, the mirror. A max from 0 is no max of x (a row of negatives gives 0), whatever a
 * shift-invariant region around it makes of it. The one statement of this fact: the canonicalizer,
 * recognition and the pattern matcher all ask it. */
#include <float.h>
#include <math.h>

#include "numerics/neutral.h"
#include "numerics/numerics.h"

/* The largest finite value of float dtype dt (0 for another type). */
static double largest_finite(RcDType dt) {
  switch (dt) {
  case RC_DT_F16: return 65504.0;
  case RC_DT_BF16: return 0x1.fep127;
  case RC_DT_F32: return FLT_MAX;
  case RC_DT_F64: return DBL_MAX;
  default: return 0;
  }
}

bool rc_neutral_init(RcOp op, const RcValue *init) {
  double k;
  if (!init || !init->type || !rc_value_splat_f64(init, &k) || isnan(k)) return false;
  double big = largest_finite(init->type->dtype);
  switch (op) {
  case RC_OP_ADD: return k == 0;
  case RC_OP_MAXIMUM: return isinf(k) ? k < 0 : big > 0 && k <= -big * (1 - 0x1p-16);
  case RC_OP_MINIMUM: return isinf(k) ? k > 0 : big > 0 && k >= big * (1 - 0x1p-16);
  default: return false;
  }
}
