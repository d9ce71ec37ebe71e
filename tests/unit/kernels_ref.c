/* MPFR reference implementations (see kernels_ref.h). Each computes the
 * mathematical function of the f32 input at 200 bits, using forms free of
 * cancellation (erfc for the gelu tail, 2/(1+e^-2y) for 1+tanh y). */
#include "kernels_ref.h"

#include <float.h>
#include <math.h>
#include <mpfr.h>
#include <stdbool.h>
#include <string.h>

#define PREC 200

/* r = x / (1 + exp(-t)) */
static void xsig(mpfr_t r, mpfr_t x, mpfr_t t)
{
  mpfr_t e;
  mpfr_init2(e, PREC);
  mpfr_neg(e, t, MPFR_RNDN);
  mpfr_exp(e, e, MPFR_RNDN);
  mpfr_add_ui(e, e, 1, MPFR_RNDN);
  mpfr_div(r, x, e, MPFR_RNDN);
  mpfr_clear(e);
}

/* r = op(xf) at PREC bits (r initialised by the caller); 0, or -1 for an unknown op. */
static int ref_mpfr(const char *op, float xf, mpfr_t r)
{
  mpfr_t x, t, u;
  int rc = 0;
  mpfr_inits2(PREC, x, t, u, (mpfr_ptr)0);
  mpfr_set_flt(x, xf, MPFR_RNDN);
  if (!strcmp(op, "sigmoid")) {
    mpfr_set_ui(t, 1, MPFR_RNDN);
    xsig(r, t, x);
  } else if (!strcmp(op, "silu")) {
    xsig(r, x, x);
  } else if (!strcmp(op, "quick_gelu")) {
    mpfr_set_str(t, "1.702", 10, MPFR_RNDN);
    mpfr_mul(t, t, x, MPFR_RNDN);
    xsig(r, x, t);
  } else if (!strcmp(op, "gelu_tanh")) {
    /* y = sqrt(2/pi) (x + 0.044715 x^3); result = x / (1 + e^(-2y)) */
    mpfr_set_str(u, "0.044715", 10, MPFR_RNDN);
    mpfr_pow_ui(t, x, 3, MPFR_RNDN);
    mpfr_mul(t, t, u, MPFR_RNDN);
    mpfr_add(t, t, x, MPFR_RNDN);
    mpfr_const_pi(u, MPFR_RNDN);
    mpfr_ui_div(u, 2, u, MPFR_RNDN);
    mpfr_sqrt(u, u, MPFR_RNDN);
    mpfr_mul(t, t, u, MPFR_RNDN);
    mpfr_mul_2ui(t, t, 1, MPFR_RNDN);
    xsig(r, x, t);
  } else if (!strcmp(op, "gelu_erf")) {
    /* 0.5 x erfc(-x / sqrt 2) */
    mpfr_sqrt_ui(u, 2, MPFR_RNDN);
    mpfr_div(t, x, u, MPFR_RNDN);
    mpfr_neg(t, t, MPFR_RNDN);
    mpfr_erfc(t, t, MPFR_RNDN);
    mpfr_mul(r, t, x, MPFR_RNDN);
    mpfr_div_2ui(r, r, 1, MPFR_RNDN);
  } else if (!strcmp(op, "erf")) {
    mpfr_erf(r, x, MPFR_RNDN);
  } else if (!strcmp(op, "tanh")) {
    mpfr_tanh(r, x, MPFR_RNDN);
  } else if (!strcmp(op, "softplus")) {
    /* max(x, 0) + log1p(e^-|x|): no overflow for huge x */
    mpfr_abs(t, x, MPFR_RNDN);
    mpfr_neg(t, t, MPFR_RNDN);
    mpfr_exp(t, t, MPFR_RNDN);
    mpfr_log1p(t, t, MPFR_RNDN);
    if (mpfr_sgn(x) > 0) mpfr_add(r, t, x, MPFR_RNDN);
    else mpfr_set(r, t, MPFR_RNDN);
  } else if (!strcmp(op, "mish")) {
    mpfr_exp(t, x, MPFR_RNDN);
    mpfr_log1p(t, t, MPFR_RNDN);
    mpfr_tanh(t, t, MPFR_RNDN);
    mpfr_mul(r, x, t, MPFR_RNDN);
  } else if (!strcmp(op, "hardsigmoid") || !strcmp(op, "hardswish")) {
    mpfr_add_ui(t, x, 3, MPFR_RNDN);
    if (mpfr_cmp_ui(t, 0) < 0) mpfr_set_ui(t, 0, MPFR_RNDN);
    if (mpfr_cmp_ui(t, 6) > 0) mpfr_set_ui(t, 6, MPFR_RNDN);
    mpfr_div_ui(t, t, 6, MPFR_RNDN);
    if (!strcmp(op, "hardswish")) mpfr_mul(r, t, x, MPFR_RNDN);
    else mpfr_set(r, t, MPFR_RNDN);
  } else if (!strcmp(op, "test_leaky")) { /* tests/fused/leaky: max(x, x/2) */
    if (mpfr_sgn(x) > 0) mpfr_set(r, x, MPFR_RNDN);
    else mpfr_div_2ui(r, x, 1, MPFR_RNDN);
  } else {
    rc = -1;
  }
  /* x * f(x) at x = -inf stays NaN (IEEE -inf * 0), as in the decomposed graphs */
  mpfr_clears(x, t, u, (mpfr_ptr)0);
  return rc;
}

int rc_ref_elementwise(const char *op, float xf, double *out)
{
  mpfr_t r;
  mpfr_init2(r, PREC);
  int rc = ref_mpfr(op, xf, r);
  if (rc == 0) *out = mpfr_get_d(r, MPFR_RNDN);
  mpfr_clear(r);
  return rc;
}

/* r = f'(xf) at PREC bits for the GRAD op named op (f'(+-inf) NaN where the op says so), or
 * for an op whose f' is a rational with a divisor other than 1 (the hard ops: 6) its
 * numerator, the divisor in *div: dy times it, then divided, is exact wherever dy f'(x) is a
 * 16-bit tie. 0, or -1 for an unknown op. */
static int grad_num(const char *op, float xf, mpfr_t r, unsigned *div)
{
  *div = 1;
  mpfr_t x, t, u;
  int rc = 0;
  mpfr_inits2(PREC, x, t, u, (mpfr_ptr)0);
  mpfr_set_flt(x, xf, MPFR_RNDN);
  bool nan_inf = false;
  if (!strcmp(op, "sigmoid_grad")) {
    /* e / (1 + e)^2, e = exp(-|x|) */
    mpfr_abs(t, x, MPFR_RNDN);
    mpfr_neg(t, t, MPFR_RNDN);
    mpfr_exp(t, t, MPFR_RNDN);
    mpfr_add_ui(u, t, 1, MPFR_RNDN);
    mpfr_sqr(u, u, MPFR_RNDN);
    mpfr_div(r, t, u, MPFR_RNDN);
  } else if (!strcmp(op, "silu_grad")) {
    /* s(x) (1 + x s(-x)) */
    nan_inf = true;
    mpfr_set_ui(t, 1, MPFR_RNDN);
    mpfr_neg(u, x, MPFR_RNDN);
    xsig(u, t, u);          /* s(-x) */
    mpfr_mul(u, u, x, MPFR_RNDN);
    mpfr_add_ui(u, u, 1, MPFR_RNDN);
    xsig(t, t, x);          /* s(x) */
    mpfr_mul(r, t, u, MPFR_RNDN);
  } else if (!strcmp(op, "gelu_erf_grad")) {
    /* 0.5 erfc(-x / sqrt 2) + x exp(-x^2 / 2) / sqrt(2 pi) */
    nan_inf = true;
    mpfr_sqrt_ui(u, 2, MPFR_RNDN);
    mpfr_div(t, x, u, MPFR_RNDN);
    mpfr_neg(t, t, MPFR_RNDN);
    mpfr_erfc(t, t, MPFR_RNDN);
    mpfr_div_2ui(t, t, 1, MPFR_RNDN);
    mpfr_sqr(u, x, MPFR_RNDN);
    mpfr_div_2ui(u, u, 1, MPFR_RNDN);
    mpfr_neg(u, u, MPFR_RNDN);
    mpfr_exp(u, u, MPFR_RNDN);
    mpfr_mul(u, u, x, MPFR_RNDN);
    mpfr_const_pi(r, MPFR_RNDN);
    mpfr_mul_2ui(r, r, 1, MPFR_RNDN);
    mpfr_sqrt(r, r, MPFR_RNDN);
    mpfr_div(u, u, r, MPFR_RNDN);
    mpfr_add(r, t, u, MPFR_RNDN);
  } else if (!strcmp(op, "gelu_tanh_grad") || !strcmp(op, "quick_gelu_grad")) {
    /* x s(u): s(u) + x u' s(u) s(-u); gelu_tanh: u = sqrt(2/pi) 2 (x + 0.044715 x^3),
     * u' = sqrt(2/pi) 2 (1 + 3 0.044715 x^2); quick_gelu: u = 1.702 x, u' = 1.702 */
    nan_inf = true;
    mpfr_t up, s;
    mpfr_inits2(PREC, up, s, (mpfr_ptr)0);
    if (op[0] == 'g') {
      mpfr_const_pi(s, MPFR_RNDN);
      mpfr_ui_div(s, 8, s, MPFR_RNDN);
      mpfr_sqrt(s, s, MPFR_RNDN); /* 2 sqrt(2/pi) */
      mpfr_set_str(t, "0.044715", 10, MPFR_RNDN);
      mpfr_sqr(u, x, MPFR_RNDN);
      mpfr_mul(t, t, u, MPFR_RNDN);        /* k x^2 */
      mpfr_mul_ui(up, t, 3, MPFR_RNDN);
      mpfr_add_ui(up, up, 1, MPFR_RNDN);
      mpfr_mul(up, up, s, MPFR_RNDN);      /* u' */
      mpfr_add_ui(t, t, 1, MPFR_RNDN);
      mpfr_mul(t, t, x, MPFR_RNDN);
      mpfr_mul(u, t, s, MPFR_RNDN);        /* u */
    } else {
      mpfr_set_str(up, "1.702", 10, MPFR_RNDN);
      mpfr_mul(u, x, up, MPFR_RNDN);
    }
    mpfr_set_ui(t, 1, MPFR_RNDN);
    xsig(s, t, u);                         /* s(u) */
    mpfr_neg(u, u, MPFR_RNDN);
    xsig(u, t, u);                         /* s(-u) */
    mpfr_mul(u, u, s, MPFR_RNDN);
    mpfr_mul(u, u, up, MPFR_RNDN);
    mpfr_mul(u, u, x, MPFR_RNDN);
    mpfr_add(r, s, u, MPFR_RNDN);
    mpfr_clears(up, s, (mpfr_ptr)0);
  } else if (!strcmp(op, "tanh_grad")) {
    /* sech(x)^2 (1 - tanh^2 would lose everything at 200 bits for |x| > 70) */
    mpfr_sech(t, x, MPFR_RNDN);
    mpfr_sqr(r, t, MPFR_RNDN);
  } else if (!strcmp(op, "softplus_grad")) {
    mpfr_set_ui(t, 1, MPFR_RNDN);
    xsig(r, t, x);
  } else if (!strcmp(op, "hardsigmoid_grad") || !strcmp(op, "hardswish_grad")) {
    /* JAX's autodiff of relu6(x + 3): its gradient passes where x + 3, rounded to f32, is in
     * (0, 6); there hardsigmoid' = 1/6, hardswish' = (2x + 3) / 6; elsewhere 0, or 1 for
     * hardswish with x > 0 */
    float t3 = xf + 3.0f;
    bool in = t3 > 0.0f && t3 < 6.0f, sw = op[5] == 'w';
    if (in && sw) mpfr_mul_2ui(r, x, 1, MPFR_RNDN), mpfr_add_ui(r, r, 3, MPFR_RNDN);
    else mpfr_set_ui(r, in ? 1 : sw && xf > 0 ? 6 : 0, MPFR_RNDN);
    *div = 6;
  } else {
    rc = -1;
  }
  if (rc == 0 && nan_inf && mpfr_inf_p(x)) mpfr_set_nan(r);
  mpfr_clears(x, t, u, (mpfr_ptr)0);
  return rc;
}

static int grad_mpfr(const char *op, float xf, mpfr_t r)
{
  unsigned div;
  int rc = grad_num(op, xf, r, &div);
  if (rc == 0) mpfr_div_ui(r, r, div, MPFR_RNDN);
  return rc;
}

int rc_ref_grad(const char *op, float x, double *out)
{
  mpfr_t r;
  mpfr_init2(r, PREC);
  int rc = grad_mpfr(op, x, r);
  if (rc == 0) *out = mpfr_get_d(r, MPFR_RNDN);
  mpfr_clear(r);
  return rc;
}

/* r rounded once to the 16-bit format (see rc_ref_elementwise_round16), as a double. */
static double round16(mpfr_t r, int mbits, int ebits);

int rc_ref_grad_round16(const char *op, float x, float dy, int mbits, int ebits, double *out)
{
  mpfr_t r;
  mpfr_init2(r, PREC);
  unsigned div;
  int rc = grad_num(op, x, r, &div);
  if (rc == 0) {
    mpfr_mul_d(r, r, (double)dy, MPFR_RNDN); /* exact: 200 bits hold the product */
    mpfr_div_ui(r, r, div, MPFR_RNDN);
    *out = round16(r, mbits, ebits);
  }
  mpfr_clear(r);
  return rc;
}

static double round16(mpfr_t r, int mbits, int ebits)
{
  double out;
  if (mpfr_regular_p(r)) {
    int emin = 2 - (1 << (ebits - 1)), emax = (1 << (ebits - 1)) - 1;
    long e = mpfr_get_exp(r) - 1;
    if (e < emin) {
      mpfr_mul_2si(r, r, mbits - emin, MPFR_RNDN);
      mpfr_rint(r, r, MPFR_RNDN);
      mpfr_mul_2si(r, r, emin - mbits, MPFR_RNDN);
    } else {
      mpfr_prec_round(r, mbits + 1, MPFR_RNDN);
    }
    out = mpfr_get_d(r, MPFR_RNDN);
    if (fabs(out) >= ldexp(1.0, emax + 1)) out = copysign(INFINITY, out);
  } else {
    out = mpfr_get_d(r, MPFR_RNDN);
  }
  return out;
}

int rc_ref_elementwise_round16(const char *op, float xf, int mbits, int ebits, double *out)
{
  mpfr_t r;
  mpfr_init2(r, PREC);
  int rc = ref_mpfr(op, xf, r);
  if (rc == 0 && mpfr_regular_p(r)) {
    /* one rounding to mbits + 1 significant bits, or to the subnormal quantum
     * 2^(emin - mbits) below 2^emin; a result of 2^(emax + 1) or more is inf */
    int emin = 2 - (1 << (ebits - 1)), emax = (1 << (ebits - 1)) - 1;
    long e = mpfr_get_exp(r) - 1; /* r = m 2^e with 1 <= |m| < 2 */
    if (e < emin) {
      mpfr_mul_2si(r, r, mbits - emin, MPFR_RNDN); /* exact */
      mpfr_rint(r, r, MPFR_RNDN);
      mpfr_mul_2si(r, r, emin - mbits, MPFR_RNDN);
    } else {
      mpfr_prec_round(r, mbits + 1, MPFR_RNDN);
    }
    *out = mpfr_get_d(r, MPFR_RNDN); /* exact: at most 11 bits */
    if (fabs(*out) >= ldexp(1.0, emax + 1)) *out = copysign(INFINITY, *out);
  } else if (rc == 0) {
    *out = mpfr_get_d(r, MPFR_RNDN); /* zero (signed), inf, NaN */
  }
  mpfr_clear(r);
  return rc;
}

/* The row sums are exact at SUM_PREC bits (every product of two floats lies within
 * 2^-298 .. 2^256). */
#define SUM_PREC 640
/* y_j into r: y[j], or y[j] / se (from_exp) */
static void yj(mpfr_t r, const float *y, size_t j, bool from_exp, mpfr_t se)
{
  mpfr_set_flt(r, y[j], MPFR_RNDN);
  if (from_exp) mpfr_div(r, r, se, MPFR_RNDN);
}

int rc_ref_row_grad(const char *op, const float *y, const float *dy, size_t cols, bool from_exp, double *dx,
                    double *cond)
{
  bool sm = !strcmp(op, "softmax_grad");
  if (!sm && strcmp(op, "log_softmax_grad")) return -1;
  mpfr_t s, a, t, u, se, w;
  mpfr_inits2(SUM_PREC, s, a, t, u, se, w, (mpfr_ptr)0);
  mpfr_set_zero(s, 1);
  mpfr_set_zero(a, 1);
  mpfr_set_zero(se, 1);
  for (size_t j = 0; j < cols; j++) mpfr_add_d(se, se, (double)y[j], MPFR_RNDN);
  for (size_t j = 0; j < cols; j++) {
    mpfr_set_flt(t, dy[j], MPFR_RNDN);
    if (sm) {
      yj(w, y, j, from_exp, se);
      mpfr_mul(t, t, w, MPFR_RNDN);
    }
    mpfr_add(s, s, t, MPFR_RNDN);
    mpfr_abs(t, t, MPFR_RNDN);
    mpfr_add(a, a, t, MPFR_RNDN);
  }
  for (size_t j = 0; j < cols; j++) {
    if (sm) {
      yj(w, y, j, from_exp, se);
      mpfr_set_flt(t, dy[j], MPFR_RNDN);
      mpfr_sub(t, t, s, MPFR_RNDN);
      mpfr_mul(t, t, w, MPFR_RNDN);
      cond[j] = fabs(mpfr_get_d(w, MPFR_RNDN)) * mpfr_get_d(a, MPFR_RNDN);
    } else {
      yj(u, y, j, from_exp, se);
      if (!from_exp) mpfr_exp(u, u, MPFR_RNDN);
      mpfr_mul(u, u, s, MPFR_RNDN);
      cond[j] = fabs(mpfr_get_d(u, MPFR_RNDN));
      mpfr_set_flt(t, dy[j], MPFR_RNDN);
      mpfr_sub(t, t, u, MPFR_RNDN);
    }
    dx[j] = mpfr_get_d(t, MPFR_RNDN);
  }
  mpfr_clears(s, a, t, u, se, w, (mpfr_ptr)0);
  return 0;
}

double rc_ref_ulp(float got, double ref)
{
  if (isnan(ref) || isnan(got)) return isnan(ref) && isnan(got) ? 0.0 : 1e9;
  if (isinf(ref)) {
    if (got == ref) return 0.0;
    /* ref beyond f32 range: measure against FLT_MAX's ulp */
    return isinf(got) ? 1e9 : fabs((double)got - copysign(0x1p128, ref)) / 0x1p104;
  }
  double a = fabs(ref);
  double ulp = a < 0x1p-126 ? 0x1p-149 : ldexp(1.0, ilogb(a) - 23);
  if (a >= 0x1p128) ulp = 0x1p104;
  if (isinf(got)) return 1e9;
  return fabs((double)got - ref) / ulp;
}
