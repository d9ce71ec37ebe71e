/* The scalar value of each float elementwise op (ops.h), computed in double. */
#include "numerics/ops.h"

#include <math.h>

#include "numerics/numerics.h"

bool rc_num_unary(RcOp op, double x, double *r) {
  switch (op) {
  case RC_OP_ABS: *r = fabs(x); return true;
  case RC_OP_NEGATE: *r = -x; return true;
  case RC_OP_EXP: *r = exp(x); return true;
  case RC_OP_EXPM1: *r = expm1(x); return true;
  case RC_OP_LOG: *r = log(x); return true;
  case RC_OP_LOG1P: *r = log1p(x); return true;
  case RC_OP_LOGISTIC: *r = 1.0 / (1.0 + exp(-x)); return true;
  case RC_OP_TANH: *r = tanh(x); return true;
  case RC_OP_ERF: *r = erf(x); return true;
  case RC_OP_ERFC: *r = erfc(x); return true;
  case RC_OP_SQUARE: *r = x * x; return true;
  case RC_OP_SQRT: *r = sqrt(x); return true;
  case RC_OP_RSQRT: *r = 1.0 / sqrt(x); return true;
  case RC_OP_CBRT: *r = cbrt(x); return true;
  case RC_OP_SIGN: *r = rc_num_sign(x); return true;
  case RC_OP_FLOOR: *r = floor(x); return true;
  case RC_OP_CEIL: *r = ceil(x); return true;
  case RC_OP_ROUND_AFZ: *r = round(x); return true;
  case RC_OP_ROUND_EVEN: *r = nearbyint(x); return true;
  case RC_OP_COS: *r = cos(x); return true;
  case RC_OP_SIN: *r = sin(x); return true;
  case RC_OP_TAN: *r = tan(x); return true;
  default: return false;
  }
}

bool rc_num_binary(RcOp op, double a, double b, double *r) {
  switch (op) {
  case RC_OP_ADD: *r = a + b; return true;
  case RC_OP_SUBTRACT: *r = a - b; return true;
  case RC_OP_MULTIPLY: *r = a * b; return true;
  case RC_OP_DIVIDE: *r = a / b; return true;
  case RC_OP_REMAINDER: *r = fmod(a, b); return true;
  case RC_OP_POWER: *r = pow(a, b); return true;
  case RC_OP_MAXIMUM: *r = rc_num_max(a, b); return true;
  case RC_OP_MINIMUM: *r = rc_num_min(a, b); return true;
  case RC_OP_ATAN2: *r = atan2(a, b); return true;
  default: return false;
  }
}
