/* Two maximum/minimum rules for the n-ary constructor (ac.c): clamp bounds that
 * change no finite value, and one order for a clamp written as max of a min.
 *
 * - A maximum with the dtype's lowest finite value (-FLT_MAX for f32, and bf16's,
 *   f16's, f64's) or a minimum with its largest is dropped, as -inf / +inf are
 *   (identities). Assumed semantics: maximum and minimum propagate NaN (HLO and
 *   StableHLO do, and so does the interpreter), so such a bound leaves every
 *   finite value and NaN as it is and differs from the identity only at -inf /
 *   +inf, which it maps to -max / +max. The canonical view is a matching aid: a
 *   rewrite through a dropped bound is still checked on the original region with
 *   +-inf probes, so where the fused op's result at +-inf depends on that
 *   difference (a bound on the input of a non-saturating activation), the check
 *   refuses it; where it saturates (hardsigmoid, the clamp inside hardswish) the
 *   results agree.
 * - maximum(minimum(v, hi), lo) with constants lo <= hi reads
 *   minimum(maximum(v, lo), hi): equal for every v (NaN included), so torch's
 *   max(0, min(1, t)) and min(max(t, 0), 1) are one form.
 * Part of src/canon (see canon.h). */
#include <float.h>
#include <math.h>

#include "canon/canon_int.h"

/* The largest finite value of float dtype dt, 0 for others. */
static double max_finite(RcDType dt) {
  switch (dt) {
  case RC_DT_F32: return FLT_MAX;
  case RC_DT_F64: return DBL_MAX;
  case RC_DT_BF16: return 0x1.fep127;
  case RC_DT_F16: return 65504.0;
  default: return 0;
  }
}

bool rc_canon_minmax_noop(RcOp op, RcDType dt, double k) {
  double m = max_finite(dt);
  if (m == 0) return false;
  if (op == RC_OP_MAXIMUM) return k == -m || k == -INFINITY;
  if (op == RC_OP_MINIMUM) return k == m || k == INFINITY;
  return false;
}

RcValue *rc_canon_clamp_order(RcCanon *c, RcType *t, RcValue *v, double lo) {
  const RcNode *d = v->def;
  double hi;
  if (d->op != RC_OP_MINIMUM || d->noperands != 2 || d->nresults != 1) return NULL;
  RcValue *in = rc_node_operand(d, 0);
  if (!rc_canon_is_splat(rc_node_operand(d, 1), &hi) || !(lo <= hi)) return NULL;
  return rc_canon_min_max(c, t, in, lo, hi);
}
