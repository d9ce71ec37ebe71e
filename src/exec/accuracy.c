/* The precision of a written constant (see accuracy.h). */
#include "exec/accuracy.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "exec/ulp.h"
#include "numerics/encode.h"
#include "numerics/numerics.h"
#include "recompose/exec.h"

double rc_exec_const_precision(double c, RcDType dt) {
  double a = fabs(c);
  if (!(a > 0) || !isfinite(a) || (a < 0x1p53 && a == rint(a))) return 0;
  int e;
  if (frexp(a, &e) == 0.5) return 0; /* a power of two */
  double dec = 0;
  for (int k = 1; k <= 17; k++) {
    char buf[40];
    snprintf(buf, sizeof buf, "%.*g", k, c);
    if (rc_num_in_dtype(dt, strtod(buf, NULL)) == c) {
      dec = 0.5 * pow(10.0, floor(log10(a)) - k + 1) / a;
      break;
    }
  }
  double bin = 0;
  if (rc_num_in_dtype(RC_DT_BF16, c) == c) bin = 0x1p-9;
  else if (a >= 0x1p-14 && rc_num_f16_to_f64(rc_num_f64_to_f16(c)) == c) bin = 0x1p-11;
  /* never finer than the type's half ULP at c: the shortest decimal that reads back as c can
   * say more digits than the type holds (0.33333334 for 1/3 in f32: 1.5e-8 where its rounding
   * is 3e-8 from 1/3), and the value stands for every real its type rounds to it */
  double half = rc_dtype_is_float(dt) ? 0.5 * rc_ulp_at(dt, a) / a : 0;
  if (half > bin) bin = half;
  double p = dec > bin ? dec : bin;
  return p < RC_CONST_PRECISION_CAP ? p : RC_CONST_PRECISION_CAP;
}

double rc_constant_precision(double value) { return rc_exec_const_precision(value, RC_DT_F64); }
