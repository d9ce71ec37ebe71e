/* The elementwise ops in double for the 16-bit entry points' correction
 * (lowp.c): where an f32 kernel result lies so close to a bf16/f16 rounding
 * boundary that the kernel's error could put it on the wrong side, the
 * result is recomputed here and rounded once.
 *
 * Each function returns hi and sets *lo with op(x) = hi + lo: hi is a double
 * formula free of cancellation (relative error below 2^-42 on every 16-bit
 * input; tests/unit/test_kernels_16.c measures it against MPFR), and lo, where
 * not 0, carries what hi leaves out exactly enough to give its sign, which
 * settles a hi that falls exactly on a boundary:
 * - x sigmoid-like(x) near 0: op(x) = x/2 + c x^2 + O(x^3) with c > 0, so for
 *   |x| < 2^-20 hi = x/2 (exact, a halving tie on the subnormal grid when x is
 *   an odd multiple of the least subnormal) and lo = c x^2 > 0;
 * - hardsigmoid, hardswish: rational, so hi is their double value and lo the
 *   exact remainder of the division (and products) by FMA.
 * The formulas run on every ISA unchanged, so the corrected results stay
 * bit-identical across ISAs. */
#include <math.h>
#include <string.h>

#include "kernels/internal.h"

#define SMALL 0x1p-20
#define INV_SQRT_2PI 0.39894228040143267794 /* 1 / sqrt(2 pi) = sqrt(2/pi) / 2 */

static double exact_sigmoid(double x, double *lo)
{
  *lo = 0;
  return 1.0 / (1.0 + exp(-x));
}

/* x / (1 + e^-(k x)): op(x) = x/2 + (k/4) x^2 + O(x^3) */
static double xsig(double x, double k, double *lo)
{
  if (fabs(x) < SMALL) {
    *lo = 0.25 * k * x * x;
    return 0.5 * x;
  }
  *lo = 0;
  return x / (1.0 + exp(-k * x));
}

static double exact_silu(double x, double *lo) { return xsig(x, 1.0, lo); }
static double exact_quick_gelu(double x, double *lo) { return xsig(x, 1.702, lo); }

static double exact_gelu_erf(double x, double *lo)
{
  if (fabs(x) < SMALL) {
    *lo = INV_SQRT_2PI * x * x;
    return 0.5 * x;
  }
  *lo = 0;
  return 0.5 * x * erfc(-x * 0.70710678118654752440);
}

/* x / (1 + e^-2y), y = sqrt(2/pi) (x + 0.044715 x^3) */
static double exact_gelu_tanh(double x, double *lo)
{
  if (fabs(x) < SMALL) {
    *lo = INV_SQRT_2PI * x * x;
    return 0.5 * x;
  }
  *lo = 0;
  if (isinf(x)) return x > 0 ? x : NAN;
  double y = 0.79788456080286535588 * (x + 0.044715 * x * x * x);
  return x / (1.0 + exp(-2.0 * y));
}

static double exact_softplus(double x, double *lo)
{
  *lo = 0;
  return fmax(x, 0.0) + log1p(exp(-fabs(x)));
}

static double exact_mish(double x, double *lo)
{
  *lo = 0;
  return x * tanh(log1p(exp(x)));
}

/* t = clamp(x + 3, 0, 6) as t + te exactly (x has at most 11 significant bits;
 * te is the rounding error of x + 3, Fast2Sum as |x| < 3 where it matters). */
static double relu6_p3(double x, double *te)
{
  *te = 0;
  if (x <= -3) return 0;
  if (x >= 3) return 6;
  double t = x + 3.0;
  *te = (3.0 - t) + x;
  return t;
}

static double exact_hardsigmoid(double x, double *lo)
{
  double te, t = relu6_p3(x, &te);
  double hi = t / 6.0;
  *lo = (fma(-6.0, hi, t) + te) / 6.0; /* t - 6 hi is exact */
  return hi;
}

static double exact_hardswish(double x, double *lo)
{
  double te, t = relu6_p3(x, &te);
  double p = x * t, pe = fma(x, t, -p); /* x t = p + pe exactly */
  double hi = p / 6.0;
  *lo = (fma(-6.0, hi, p) + pe + x * te) / 6.0;
  return hi;
}

static double exact_erf(double x, double *lo)
{
  *lo = 0;
  return erf(x);
}

static double exact_tanh(double x, double *lo)
{
  *lo = 0;
  return tanh(x);
}

/* One per elementwise op of the table, found by its name (an op added to the
 * table without one does not compile here). */
#define EXACT_ELEMENTWISE(op) {#op, exact_##op},
#define EXACT_ROW(op)
#define EXACT_NORM(op)
#define RC_FUSED(op, kind, isas, same_as, ref, keys) EXACT_##kind(op)
static const struct {
  const char *op;
  RcExactFn fn;
} exact[] = {
#include "recompose/fused.def"
};
#undef RC_FUSED

RcExactFn rc_lowp_exact_fn(const char *op)
{
  for (size_t i = 0; i < sizeof exact / sizeof exact[0]; i++)
    if (!strcmp(exact[i].op, op)) return exact[i].fn;
  return NULL;
}
