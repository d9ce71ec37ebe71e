/* The hard ops' grads at their breakpoints under the config key tie (recompose/fused.def):
 * where the clamp inside hardsigmoid and hardswish meets its ends, each spelling's autodiff
 * gives its own value. One definition for the kernels (src/kernels/dispatch.c writes it over
 * the op's own kernel, the same scalar pass on every ISA) and for the executor's f64 reference. */
#include <math.h>

#include "fused/fused.h"
#include "numerics/encode.h"

/* x + 3 rounded as a spelling of dtype dt computes it (dt < 0: in double, exact near the ends;
 * f32: the sum in f32, as the kernel adds it). */
static double plus3(int dt, double x) {
  if (dt < 0) return x + 3.0;
  if (dt == RC_ELEM_F32) return (double)((float)x + 3.0f);
  return rc_num_in_dtype(dt == RC_ELEM_BF16 ? RC_DT_BF16 : RC_DT_F16, x + 3.0);
}

bool rc_fused_hard_tie(bool swish, int64_t tie, int dt, double x, double *num) {
  if (isnan(x)) return false;
  if (tie == 1) { /* jnp.clip: max and min give each side half the gradient where they tie */
    double t = plus3(dt, x);
    if (t != 0.0 && t != 6.0) return false;
    *num = !swish ? 0.5 : t == 0.0 ? 0.5 * x : 6.0 + 0.5 * x; /* relu6(t) + x / 2, over 6 */
    return true;
  }
  if (tie == 2) { /* both ends inside: -3 <= x <= 3 where the default takes 0 < f32(x + 3) < 6 */
    float t = (float)x + 3.0f;
    if (x < -3.0 || x > 3.0 || (t > 0.0f && t < 6.0f)) return false;
    *num = swish ? 2.0 * x + 3.0 : 1.0;
    return true;
  }
  return false;
}
