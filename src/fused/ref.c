/* The double-precision reference of each fused op, named in the table's ref
 * column (recompose/fused.def): the executor runs it for f64 tensors and in
 * builds without the kernel library. Row and norm references work in place on
 * one row. */
#include <math.h>
#include <stdbool.h>
#include <stdint.h>

#include "fused/fused.h"
#include "fused/ref_decls.h"

#define DREF_DECL_ELEMENTWISE(op) static double rc_fused_dref_##op(double x);
#define DREF_DECL_ROW(op)
#define DREF_DECL_NORM(op)
#define DREF_DECL_GRAD(op)
#define DREF_DECL_ROW_GRAD(op)
#define DREF_DECL_NORM_GRAD(op)
#define DREF_DECL_NORM_SCALE_GRAD(op)
#define RC_FUSED(op, kind, isas, same_as, ref, keys) DREF_DECL_##kind(op)
#include "recompose/fused.def"
#undef RC_FUSED

/* The elementwise references are also the 16-bit kernels' exact values
 * (src/kernels/lowp_exact.c): each is a double formula free of cancellation,
 * within 2^-40 relative of the exact function on every bf16/f16 input
 * (tests/unit/test_kernels_16.c measures them against MPFR). Products x f(x)
 * that reach -inf * 0 at x = -inf give NaN, as the decomposed graphs do. */
static double xsig(double x, double k) { return x / (1.0 + exp(-k * x)); }
double rc_fused_ref_sigmoid(double x) { return 1.0 / (1.0 + exp(-x)); }
double rc_fused_ref_silu(double x) { return xsig(x, 1.0); }
/* 0.5 x erfc(-x / sqrt 2): 1 + erf(x / sqrt 2) would cancel for x < 0 */
double rc_fused_ref_gelu_erf(double x) { return 0.5 * x * erfc(-x * 0.70710678118654752440); }
/* x / (1 + e^-2y), y = sqrt(2/pi) (x + 0.044715 x^3): 1 + tanh y would cancel for x < 0 */
double rc_fused_ref_gelu_tanh(double x) {
  if (isinf(x)) return x > 0 ? x : NAN;
  double y = 0.79788456080286535588 * (x + 0.044715 * x * x * x);
  return x / (1.0 + exp(-2.0 * y));
}
double rc_fused_ref_quick_gelu(double x) { return xsig(x, 1.702); }
double rc_fused_ref_softplus(double x) { return fmax(x, 0.0) + log1p(exp(-fabs(x))); }
double rc_fused_ref_mish(double x) { return x * tanh(rc_fused_ref_softplus(x)); }
/* clamp(x + 3, 0, 6), NaN kept (fmax would drop it; the graphs' max keeps it) */
static double relu6p3(double x) { return isnan(x) ? x : fmin(fmax(x + 3.0, 0.0), 6.0); }
double rc_fused_ref_hardsigmoid(double x) { return relu6p3(x) / 6.0; }
double rc_fused_ref_hardswish(double x) { return x * relu6p3(x) / 6.0; }
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

/* The ROW_GRAD rows' references, from the forward's output y and dy (row:
 * dy in, dx out): softmax_grad y (dy - sum dy y), log_softmax_grad
 * dy - e^y sum dy, the formulas the frameworks write, in double (the sums
 * plain; the differences cancel where the gradient is ill conditioned). */
void rc_fused_ref_softmax_grad(double *d, const double *y, int64_t cols) {
  double s = 0;
  for (int64_t j = 0; j < cols; j++) s += d[j] * y[j];
  for (int64_t j = 0; j < cols; j++) d[j] = y[j] * (d[j] - s);
}
void rc_fused_ref_log_softmax_grad(double *d, const double *y, int64_t cols) {
  double s = 0;
  for (int64_t j = 0; j < cols; j++) s += d[j];
  for (int64_t j = 0; j < cols; j++) d[j] = d[j] - exp(y[j]) * s;
}

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

/* The NORM_GRAD rows' references: dx of layer_norm (centred: ln) or rms_norm of one
 * row, in place on row (dy in, dx out), with mean and rstd r = 1/sqrt(var + eps)
 * recomputed from x, x^ = (x - mean) r, g = dy scale:
 *   layer_norm: dx = r (g - mean(g) - x^ mean(g x^))
 *   rms_norm:   dx = r (g - x^ mean(g x^))
 * In double: the sums' errors are below 2^-40 of the terms' magnitudes for rows
 * up to 2^12 elements. */
static void norm_grad(double *row, const double *x, const double *scale, int64_t cols, double eps, bool ln) {
  double mean = 0, var = 0, a = 0, b = 0;
  if (ln) {
    for (int64_t j = 0; j < cols; j++) mean += x[j];
    mean /= (double)cols;
  }
  for (int64_t j = 0; j < cols; j++) var += (x[j] - mean) * (x[j] - mean);
  double r = 1.0 / sqrt(var / (double)cols + eps);
  for (int64_t j = 0; j < cols; j++) {
    double g = scale ? row[j] * scale[j] : row[j];
    a += g;
    b += g * (x[j] - mean) * r;
  }
  a = ln ? a / (double)cols : 0;
  b /= (double)cols;
  for (int64_t j = 0; j < cols; j++) {
    double g = scale ? row[j] * scale[j] : row[j];
    row[j] = r * (g - a - (x[j] - mean) * r * b);
  }
}

void rc_fused_ref_layer_norm_grad(double *row, const double *x, const double *scale, int64_t cols, double eps) {
  norm_grad(row, x, scale, cols, eps, true);
}
void rc_fused_ref_rms_norm_grad(double *row, const double *x, const double *scale, int64_t cols, double eps) {
  norm_grad(row, x, scale, cols, eps, false);
}

/* The NORM_SCALE_GRAD rows' references: one row's dy x^ added to acc (d scale is their sum
 * over the rows), x^ = (x - mean) r as above (mean 0 for rms_norm). */
static void norm_scale(double *acc, const double *x, const double *dy, int64_t cols, double eps, bool ln) {
  double mean = 0, var = 0;
  if (ln) {
    for (int64_t j = 0; j < cols; j++) mean += x[j];
    mean /= (double)cols;
  }
  for (int64_t j = 0; j < cols; j++) var += (x[j] - mean) * (x[j] - mean);
  double r = 1.0 / sqrt(var / (double)cols + eps);
  for (int64_t j = 0; j < cols; j++) acc[j] += dy[j] * ((x[j] - mean) * r);
}

void rc_fused_ref_layer_norm_grad_scale(double *acc, const double *x, const double *dy, int64_t cols, double eps) {
  norm_scale(acc, x, dy, cols, eps, true);
}
void rc_fused_ref_rms_norm_grad_scale(double *acc, const double *x, const double *dy, int64_t cols, double eps) {
  norm_scale(acc, x, dy, cols, eps, false);
}

static double sigm(double x) { return 1.0 / (1.0 + exp(-x)); }

/* The GRAD rows' references: f'(x) of the forward op, the value a call
 * multiplies dy by, in double without cancellation except at the zeros of f'
 * (silu near -1.278, gelu_erf near -0.752, gelu_tanh near -0.752, quick_gelu near
 * -0.751), where the gradient itself is ill conditioned. Like the decomposed backward
 * graphs (s (1 + x (1 - s)), Phi(x) + x phi(x)), the grads of the x f(x) ops (silu,
 * gelu_erf, gelu_tanh, quick_gelu) are NaN at +-inf (inf * 0). */
double rc_fused_ref_sigmoid_grad(double x) {
  double t = exp(-fabs(x));
  return t / ((1.0 + t) * (1.0 + t));
}
double rc_fused_ref_silu_grad(double x) {
  if (isinf(x)) return NAN;
  return sigm(x) * (1.0 + x * sigm(-x));
}
double rc_fused_ref_gelu_erf_grad(double x) {
  if (isinf(x)) return NAN;
  return 0.5 * erfc(-x * 0.70710678118654752440) + x * exp(-0.5 * x * x) * 0.39894228040143267794;
}
/* x sigma(u)'s derivative (sigma(u) + x u' sigma(u) sigma(-u)) from |u| and w = |x u'| with
 * t = e^-|u|: (1 + t (1 + w)) / (1 + t)^2 for x >= 0, t (1 + t - w) / (1 + t)^2 for x < 0
 * (src/kernels/generic/grad.inc); NaN at +-inf, as the decomposed forms. */
static double xsig_grad(double x, double u, double w) {
  if (isinf(x)) return NAN;
  double t = exp(-u), m = 1.0 + t;
  return (x < 0 ? t * (m - w) : 1.0 + t * (1.0 + w)) / (m * m);
}
double rc_fused_ref_gelu_tanh_grad(double x) {
  double a = fabs(x), c = 2.0 * 0.79788456080286535588 * a;
  return xsig_grad(x, c * (1.0 + 0.044715 * a * a), c * (1.0 + 3.0 * 0.044715 * a * a));
}
double rc_fused_ref_quick_gelu_grad(double x) {
  double z = 1.702 * fabs(x);
  return xsig_grad(x, z, z);
}
/* 4 t / (1 + t)^2, t = e^-2|x|: 1 - tanh^2 would cancel for large |x| */
double rc_fused_ref_tanh_grad(double x) {
  double t = exp(-2.0 * fabs(x));
  return 4.0 * t / ((1.0 + t) * (1.0 + t));
}
double rc_fused_ref_softplus_grad(double x) {
  double t = exp(-fabs(x));
  return (x < 0 ? t : 1.0) / (1.0 + t);
}
/* The hard ops' derivatives as JAX's autodiff of relu6(x + 3) gives them: the clamp passes
 * its gradient where x + 3, rounded to f32, lies strictly inside (0, 6), so 0 at x = -3 and
 * from x = 3 - 2^-22 up (x + 3 rounds to 6 there); hardswish' is then relu6(x + 3) / 6
 * (0 below, 1 above). src/kernels/generic/grad.inc decides the same way. */
static bool hard_inside(double x) {
  float t = (float)x + 3.0f;
  return t > 0.0f && t < 6.0f;
}
/* hardsigmoid' is a select on that mask (JAX's and torch's backward): 0 for a NaN x too */
double rc_fused_ref_hardsigmoid_grad(double x) { return hard_inside(x) ? 1.0 / 6.0 : 0.0; }
double rc_fused_ref_hardswish_grad(double x) {
  if (isnan(x) || hard_inside(x)) return (2.0 * x + 3.0) / 6.0;
  return x > 0 ? 1.0 : 0.0;
}

/* The derivative of each ELEMENTWISE op's reference, d ref / dx in double, named
 * rc_fused_dref_<op>: what recognition by value compares the g of a backward
 * region dy * g(x) with (src/recog). Every ELEMENTWISE row has one (the table
 * below is generated from the rows; a missing one fails to link). */
static double sech2(double u) {
  double t = tanh(u);
  return 1.0 - t * t;
}
static double rc_fused_dref_sigmoid(double x) {
  double s = sigm(x);
  return s * (1.0 - s);
}
static double rc_fused_dref_silu(double x) {
  double s = sigm(x);
  return s * (1.0 + x * (1.0 - s));
}
static double rc_fused_dref_gelu_erf(double x) {
  return 0.5 * (1.0 + erf(x * 0.70710678118654752440)) + x * exp(-0.5 * x * x) * 0.39894228040143267794;
}
static double rc_fused_dref_gelu_tanh(double x) {
  double k = 0.79788456080286535588, c = 0.044715, t = tanh(k * (x + c * x * x * x));
  return 0.5 * (1.0 + t) + 0.5 * x * (1.0 - t * t) * k * (1.0 + 3.0 * c * x * x);
}
static double rc_fused_dref_quick_gelu(double x) {
  double s = sigm(1.702 * x);
  return s + 1.702 * x * s * (1.0 - s);
}
static double rc_fused_dref_softplus(double x) { return sigm(x); }
static double rc_fused_dref_mish(double x) {
  double sp = rc_fused_ref_softplus(x);
  return tanh(sp) + x * sech2(sp) * sigm(x);
}
static double rc_fused_dref_hardsigmoid(double x) { return x > -3.0 && x < 3.0 ? 1.0 / 6.0 : 0.0; }
static double rc_fused_dref_hardswish(double x) { return x < -3.0 ? 0.0 : x > 3.0 ? 1.0 : (2.0 * x + 3.0) / 6.0; }
static double rc_fused_dref_erf(double x) { return 1.12837916709551257390 * exp(-x * x); }
static double rc_fused_dref_tanh(double x) { return sech2(x); }

#define DREF_ELEMENTWISE(op) [RC_FOP_##op] = rc_fused_dref_##op,
#define DREF_ROW(op)
#define DREF_NORM(op)
#define DREF_GRAD(op)
#define DREF_ROW_GRAD(op)
#define DREF_NORM_GRAD(op)
#define DREF_NORM_SCALE_GRAD(op)
static const RcFusedRefElt drefs[RC_FOP_TABLE_COUNT] = {
#define RC_FUSED(op, kind, isas, same_as, ref, keys) DREF_##kind(op)
#include "recompose/fused.def"
#undef RC_FUSED
};

RcFusedRefElt rc_fused_dref(const RcFusedOp *op) {
  size_t i = 0, n = rc_fused_count();
  while (i < n && rc_fused_at(i) != op) i++;
  return i < RC_FOP_TABLE_COUNT ? drefs[i] : NULL;
}
