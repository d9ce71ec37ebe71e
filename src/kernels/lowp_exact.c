/* The elementwise ops' exact values for the 16-bit entry points' correction
 * (lowp.c): where an f32 kernel result lies so close to a bf16/f16 rounding
 * boundary that the kernel's error could put it on the wrong side, the
 * result is recomputed here and rounded once.
 *
 * The value is hi + lo: hi is the op's double reference, the table's ref
 * column (src/fused/ref.c, free of cancellation: relative error below 2^-40
 * on every 16-bit input, tests/unit/test_kernels_16.c measures it against
 * MPFR). lo, where not 0, carries what hi leaves out exactly enough to give
 * its sign, which settles a hi that falls exactly on a boundary; double alone
 * cannot, so an op whose hi can land on a boundary while the exact value does
 * not names its lo function here (LO_<op>, below):
 * - x sigmoid-like(x) near 0: op(x) = x/2 + c x^2 + O(x^3) with c > 0, so for
 *   |x| < 2^-20 hi = x/2 (exact, a halving tie on the subnormal grid when x is
 *   an odd multiple of the least subnormal) and lo = c x^2 > 0;
 * - hardsigmoid, hardswish: rational, so hi is their double value and lo the
 *   exact remainder of the division (and products) by FMA.
 * Every other op has lo = 0; the exhaustive 16-bit test fails naming an op
 * whose results that leaves wrongly rounded. The formulas run on every ISA
 * unchanged, so the corrected results stay bit-identical across ISAs. */
#include <math.h>
#include <string.h>

#include "kernels/internal.h"

#define SMALL 0x1p-20
#define INV_SQRT_2PI 0.39894228040143267794 /* 1 / sqrt(2 pi) = sqrt(2/pi) / 2 */

/* Each lo function takes x and hi = ref(x). */

/* x / (1 + e^-(k x)) = x/2 + (k/4) x^2 + O(x^3); below SMALL hi is x/2 */
static double lo_xsig(double x, double k) { return fabs(x) < SMALL ? 0.25 * k * x * x : 0.0; }
static double lo_silu(double x, double hi) { (void)hi; return lo_xsig(x, 1.0); }
static double lo_quick_gelu(double x, double hi) { (void)hi; return lo_xsig(x, 1.702); }
/* both gelus: x/2 + x^2 / sqrt(2 pi) + O(x^3) */
static double lo_gelu(double x, double hi) { (void)hi; return fabs(x) < SMALL ? INV_SQRT_2PI * x * x : 0.0; }

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

/* hi = t / 6 */
static double lo_hardsigmoid(double x, double hi)
{
  double te, t = relu6_p3(x, &te);
  return (fma(-6.0, hi, t) + te) / 6.0; /* t - 6 hi is exact */
}

/* hi = (x t) / 6 */
static double lo_hardswish(double x, double hi)
{
  double te, t = relu6_p3(x, &te);
  double p = x * t, pe = fma(x, t, -p); /* x t = p + pe exactly */
  return (fma(-6.0, hi, p) + pe + x * te) / 6.0;
}

/* The ops with a lo: LO_<op> is `~, <function>`; for any other op the name
 * stays one token and LO_OF falls through to no_lo. */
#define LO_silu ~, lo_silu
#define LO_quick_gelu ~, lo_quick_gelu
#define LO_gelu_erf ~, lo_gelu
#define LO_gelu_tanh ~, lo_gelu
#define LO_hardsigmoid ~, lo_hardsigmoid
#define LO_hardswish ~, lo_hardswish
static double no_lo(double x, double hi) { (void)x; (void)hi; return 0.0; }
#define LO_ARG2(a, b, ...) b
#define LO_ARG2_(...) LO_ARG2(__VA_ARGS__)
#define LO_OF(op) LO_ARG2_(LO_##op, no_lo, ~)

/* One exact function per elementwise op of the table: its ref, its lo. */
#define EXACT_ELEMENTWISE(op, ref)                        \
  double ref(double x);                                   \
  static double exact_##op(double x, double *lo)          \
  {                                                       \
    double hi = ref(x);                                   \
    *lo = LO_OF(op)(x, hi);                               \
    return hi;                                            \
  }
#define EXACT_ROW(op, ref)
#define EXACT_NORM(op, ref)
#define EXACT_GRAD(op, ref)
#define EXACT_ROW_GRAD(op, ref)
#define EXACT_NORM_GRAD(op, ref)
#define EXACT_NORM_SCALE_GRAD(op, ref)
#define RC_FUSED(op, kind, isas, same_as, ref, keys) EXACT_##kind(op, ref)
#include "recompose/fused.def"
#undef RC_FUSED
#undef EXACT_ELEMENTWISE

#define EXACT_ELEMENTWISE(op, ref) {#op, exact_##op},
#define RC_FUSED(op, kind, isas, same_as, ref, keys) EXACT_##kind(op, ref)
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

/* The GRAD rows' dy f'(x) for the same correction. By default hi = dy ref(x) and lo the
 * product's rounding error (FMA): f' is transcendental, and its double reference is far
 * closer than a 16-bit tie. A rational f' can put the exact product on a tie, which that
 * hi + lo misses by the reference's own rounding; such an op names its function here
 * (GEXACT_<op>), exact enough to give lo's sign:
 * - hardsigmoid_grad: dy / 6 (or dy 0 outside), its division's remainder by FMA;
 * - hardswish_grad: dy (2x + 3) / 6 inside the clamp's gradient range (elsewhere dy or
 *   dy 0, exact): 2x + 3 = nh + nl (TwoSum; nl = 0 unless x is a tiny bf16), dy nh = ph + pe
 *   (FMA), hi = ph / 6 and lo = (ph - 6 hi + pe + dy nl) / 6, ph - 6 hi exact. */
static double gexact_default(double (*ref)(double), double x, double d, double *lo)
{
  double g = ref(x), hi = d * g;
  *lo = isfinite(g) ? fma(d, g, -hi) : 0.0;
  return hi;
}
double rc_fused_ref_hardsigmoid_grad(double x);
double rc_fused_ref_hardswish_grad(double x);
static double gexact_hardsigmoid_grad(double x, double d, double *lo)
{
  if (rc_fused_ref_hardsigmoid_grad(x) == 0.0) return gexact_default(rc_fused_ref_hardsigmoid_grad, x, d, lo);
  double hi = d / 6.0;
  *lo = fma(-6.0, hi, d) / 6.0;
  return hi;
}
static double gexact_hardswish_grad(double x, double d, double *lo)
{
  double nh = 2.0 * x + 3.0;
  /* outside, ref gives 0 or 1, which differ from (2x + 3) / 6 there (they agree only at
   * x = -1.5 and 1.5, both inside) */
  if (rc_fused_ref_hardswish_grad(x) != nh / 6.0) return gexact_default(rc_fused_ref_hardswish_grad, x, d, lo);
  double a = 2.0 * x, b = nh - a, nl = (a - (nh - b)) + (3.0 - b); /* TwoSum */
  double ph = d * nh, pe = fma(d, nh, -ph), hi = ph / 6.0;
  *lo = (fma(-6.0, hi, ph) + pe + d * nl) / 6.0;
  return hi;
}
#define GEXACT_hardsigmoid_grad ~, gexact_hardsigmoid_grad
#define GEXACT_hardswish_grad ~, gexact_hardswish_grad
#define GEXACT_OF(op) LO_ARG2_(GEXACT_##op, gdefault_##op, ~)

/* One function per GRAD op of the table: its own, or the default over its ref. */
#define GX_GRAD(op, ref)                                                                                   \
  double ref(double x);                                                                                    \
  static inline double gdefault_##op(double x, double d, double *lo) { return gexact_default(ref, x, d, lo); }
#define GX_NONE(op, ref)
#define RC_FUSED(op, kind, isas, same_as, ref, keys) GX_##kind(op, ref)
#define GX_ELEMENTWISE GX_NONE
#define GX_ROW GX_NONE
#define GX_NORM GX_NONE
#define GX_ROW_GRAD GX_NONE
#define GX_NORM_GRAD GX_NONE
#define GX_NORM_SCALE_GRAD GX_NONE
#include "recompose/fused.def"
#undef RC_FUSED

#define GX_GRAD_ENTRY(op) {#op, GEXACT_OF(op)},
#define GX_NONE_ENTRY(op)
#define RC_FUSED(op, kind, isas, same_as, ref, keys) GXE_##kind(op)
#define GXE_GRAD GX_GRAD_ENTRY
#define GXE_ELEMENTWISE GX_NONE_ENTRY
#define GXE_ROW GX_NONE_ENTRY
#define GXE_NORM GX_NONE_ENTRY
#define GXE_ROW_GRAD GX_NONE_ENTRY
#define GXE_NORM_GRAD GX_NONE_ENTRY
#define GXE_NORM_SCALE_GRAD GX_NONE_ENTRY
static const struct {
  const char *op;
  RcGradExactFn fn;
} grad_exact[] = {
#include "recompose/fused.def"
};
#undef RC_FUSED

RcGradExactFn rc_lowp_grad_exact_fn(const char *op)
{
  for (size_t i = 0; i < sizeof grad_exact / sizeof grad_exact[0]; i++)
    if (!strcmp(grad_exact[i].op, op)) return grad_exact[i].fn;
  return NULL;
}
