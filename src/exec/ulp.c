/* ULP distances; see ulp.h. Values are rounded to the dtype first, mapped to
 * a monotonic integer key (sign-magnitude to two's complement order), and the
 * keys subtracted. */
#include "exec/ulp.h"

#include <math.h>
#include <string.h>

#include "exec/tensor.h"
#include "numerics/encode.h"

static int64_t key(RcDType dt, double v) {
  int64_t mag;
  bool neg;
  switch (dt) {
  case RC_DT_F16:
  case RC_DT_BF16: {
    uint16_t h = dt == RC_DT_F16 ? rc_num_f64_to_f16(v) : rc_num_f64_to_bf16(v);
    neg = h >> 15;
    mag = h & 0x7fff;
    break;
  }
  case RC_DT_F32: {
    float f = (float)v;
    uint32_t u;
    memcpy(&u, &f, 4);
    neg = u >> 31;
    mag = u & 0x7fffffff;
    break;
  }
  default: {
    uint64_t u;
    memcpy(&u, &v, 8);
    neg = u >> 63;
    mag = (int64_t)(u & 0x7fffffffffffffffull);
    break;
  }
  }
  return neg ? -mag - 1 : mag; /* -0 -> -1, +0 -> 0 */
}

double rc_ulp_at(RcDType dt, double v) {
  int mbits, emin; /* stored significand bits, least normal exponent */
  switch (dt) {
  case RC_DT_F16: mbits = 10, emin = -14; break;
  case RC_DT_BF16: mbits = 7, emin = -126; break;
  case RC_DT_F32: mbits = 23, emin = -126; break;
  case RC_DT_F64: mbits = 52, emin = -1022; break;
  default: return 1;
  }
  v = fabs(v);
  int e = v > 0 && isfinite(v) ? ilogb(v) : emin;
  return ldexp(1.0, (e < emin ? emin : e) - mbits);
}

double rc_elem_type_ulp(RcElemType type, double v) { return rc_ulp_at((RcDType)type, v); }

double rc_elem_type_round(RcElemType type, double v) { return rc_num_in_dtype((RcDType)type, v); }

double rc_ulp_distance(RcDType dt, double a, double b) {
  if (isnan(a) || isnan(b)) return isnan(a) && isnan(b) ? 0 : INFINITY;
  if (a == b) return 0; /* +0 == -0 */
  int64_t ka = key(dt, a), kb = key(dt, b);
  /* -0 and +0 are equal values: close the gap between them when crossing zero. */
  double d = ka > kb ? (double)ka - (double)kb : (double)kb - (double)ka;
  if ((ka < 0) != (kb < 0)) d -= 1;
  return d;
}
