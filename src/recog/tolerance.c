/* The one tolerance rule of recognition by value (recog.h): how far a region's
 * values may be from a table op's reference and still read as that op, and
 * what that distance means for the rewrite check that follows.
 *
 * Why a tolerance at all: exporters write an op's constants at low precision
 * (1/sqrt 2 as 0.70703125, 1.702 as bf16's 1.703125, 0.044715 as 0.04468, 1/6
 * as 0.1667, a 16-bit graph's constants rounded to its dtype), as XLA's own
 * matchers accept within a tolerance. Such a region is the op up to a distance
 * of 2e-5 to 2e-4 (each constant off by up to 2^-9 relative, times how much the
 * function moves with it: 1.703125 moves quick_gelu by 1.7e-4). The near misses
 * that must stay (0.8 for 1/sqrt 2: 3.4e-2; 0.05 for 0.044715: 3e-3; a sign or
 * a factor 2 off) are far above, and so is the closest pair of table ops,
 * gelu_erf and gelu_tanh, at 4.7e-4: the bound is 2^-12 (2.4e-4), so that no
 * region is within it of both. A 16-bit region's constants carry its own
 * rounding: the bound is then half an ULP of 1.0 in its dtype where that is
 * more (bf16: 2^-8, where 1/6 rounds 2e-3 off; f16: 2^-11), and the closest op
 * wins (rc_recog_at).
 *
 * The rewrite replaces the region with the exact op, so the rewrite check,
 * which compares the fused kernel with the region, sees that distance too:
 * rc_recog_slack_ulp gives it what recognition measured (with a margin, since
 * the check's probes are not recognition's) as how precisely the check's
 * reference is known, the one allowance the check has (exec/accuracy.h), and
 * nothing for a region that is the op to the dtype's precision. */
#include <math.h>

#include "recog/recog.h"

static double ulp_of_one(RcDType dt) {
  switch (dt) {
  case RC_DT_F16: return 0x1p-10;
  case RC_DT_BF16: return 0x1p-7;
  case RC_DT_F32: return 0x1p-23;
  default: return 0x1p-52;
  }
}

double rc_recog_tol(RcDType dt) { return fmax(0x1p-12, ulp_of_one(dt) / 2); }

double rc_recog_exact(void) { return 0x1p-20; }

double rc_recog_dist(double x, double f, double r) {
  double d = fabs(f - r);
  if (d == 0) return 0;
  if (fabs(x) < 0x1p-10) return d / fmax(fabs(r), 0x1p-12);
  return d / fmax(fabs(r), 1.0);
}

double rc_recog_slack_ulp(double err, RcDType dt) {
  if (!(err > rc_recog_exact())) return 0;
  double u = 8 * err / ulp_of_one(dt); /* 2 * err ULPs where |r| > 1 (ULP relative), with the margin */
  return u <= 1 ? 1 : exp2(ceil(log2(u)));
}
