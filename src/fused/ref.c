/* The double-precision reference of each fused op, named in the table's ref
 * column (recompose/fused.def): the executor runs it for f64 tensors and in
 * builds without the kernel library. Row and norm references work in place on
 * one row. */
#include <math.h>
#include <stdbool.h>
#include <stdint.h>

#define REF_ELEMENTWISE(ref) double ref(double x);
#define REF_ROW(ref) void ref(double *row, int64_t cols);
#define REF_NORM(ref) void ref(double *row, const double *scale, const double *bias, int64_t cols, double eps);
#define RC_FUSED(op, kind, isas, same_as, ref, keys) REF_##kind(ref)
#include "recompose/fused.def"
#undef RC_FUSED

static double sigm(double x) { return 1.0 / (1.0 + exp(-x)); }
double rc_fused_ref_sigmoid(double x) { return sigm(x); }
double rc_fused_ref_silu(double x) { return x * sigm(x); }
double rc_fused_ref_gelu_erf(double x) { return 0.5 * x * (1.0 + erf(x * 0.70710678118654752440)); }
double rc_fused_ref_gelu_tanh(double x) {
  return 0.5 * x * (1.0 + tanh(0.79788456080286535588 * (x + 0.044715 * x * x * x)));
}
double rc_fused_ref_quick_gelu(double x) { return x * sigm(1.702 * x); }
double rc_fused_ref_softplus(double x) { return fmax(x, 0.0) + log1p(exp(-fabs(x))); }
double rc_fused_ref_mish(double x) { return x * tanh(rc_fused_ref_softplus(x)); }
double rc_fused_ref_hardsigmoid(double x) { return fmin(fmax(x + 3.0, 0.0), 6.0) / 6.0; }
double rc_fused_ref_hardswish(double x) { return x * rc_fused_ref_hardsigmoid(x); }
double rc_fused_ref_erf(double x) { return erf(x); }
double rc_fused_ref_tanh(double x) { return tanh(x); }

/* softmax (or log_softmax) of one row, shifted by its max */
static void rows(double *x, int64_t cols, bool logs) {
  double mx = -INFINITY, sum = 0;
  for (int64_t j = 0; j < cols; j++) mx = fmax(mx, x[j]);
  if (isnan(mx) || mx == -INFINITY) mx = isnan(mx) ? mx : 0;
  for (int64_t j = 0; j < cols; j++) sum += exp(x[j] - mx);
  for (int64_t j = 0; j < cols; j++) x[j] = !logs ? exp(x[j] - mx) / sum : x[j] - mx - log(sum);
}

void rc_fused_ref_softmax(double *x, int64_t cols) { rows(x, cols, false); }
void rc_fused_ref_log_softmax(double *x, int64_t cols) { rows(x, cols, true); }

/* layer_norm (centred: ln) or rms_norm of one row */
static void norm(double *x, const double *scale, const double *bias, int64_t cols, double eps, bool ln) {
  double mean = 0, var = 0;
  if (ln) {
    for (int64_t j = 0; j < cols; j++) mean += x[j];
    mean /= (double)cols;
  }
  for (int64_t j = 0; j < cols; j++) var += (x[j] - mean) * (x[j] - mean);
  var /= (double)cols;
  double inv = 1.0 / sqrt(var + eps);
  for (int64_t j = 0; j < cols; j++) {
    double y = (x[j] - mean) * inv;
    if (scale) y *= scale[j];
    if (bias) y += bias[j];
    x[j] = y;
  }
}

void rc_fused_ref_layer_norm(double *x, const double *scale, const double *bias, int64_t cols, double eps) {
  norm(x, scale, bias, cols, eps, true);
}
void rc_fused_ref_rms_norm(double *x, const double *scale, const double *bias, int64_t cols, double eps) {
  norm(x, scale, bias, cols, eps, false);
}
