/* The test-only fused op test_negabs, y = -|x|: its scalar kernel and its
 * double-precision reference (the row is in extra_ops.def). */
#include <math.h>
#include <stddef.h>

void rc_test_negabs_f32__scalar(float *out, const float *in, size_t n);
double rc_fused_ref_test_negabs(double x);

void rc_test_negabs_f32__scalar(float *out, const float *in, size_t n) {
  for (size_t i = 0; i < n; i++) out[i] = -fabsf(in[i]);
}

double rc_fused_ref_test_negabs(double x) { return -fabs(x); }
