/* The 16-bit elementwise kernels are correctly rounded: for every bf16 and
 * every f16 input (all 65,536 patterns), every elementwise op of the table
 * and every ISA this CPU runs, the result equals the exact op(x) rounded once
 * to the 16-bit type.
 *
 * The reference is exhaustive but not all MPFR: a double formula free of
 * cancellation (relative error far below 2^-40; a sample of inputs checks it
 * against MPFR) settles every input whose double result is more than 2^-30
 * (relative) away from a 16-bit rounding boundary, since the exact value
 * lies on the same side; the rest (the ties and near-ties) are computed with
 * MPFR at 200 bits and rounded once (kernels_ref.c). */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kernels_ref.h"
#include "numerics/numerics.h"
#include "recompose/kernels.h"

typedef struct {
  const char *name;
  RcKDType dt;
  int mbits, ebits;
} Fmt;

static const Fmt fmts[2] = {{"bf16", RC_KDT_BF16, 7, 8}, {"f16", RC_KDT_F16, 10, 5}};

static float widen(const Fmt *f, uint16_t h)
{
  float x;
  if (f->dt == RC_KDT_BF16) rc_bf16_to_f32(&x, &h, 1);
  else rc_f16_to_f32(&x, &h, 1);
  return x;
}

/* op(x) in double, free of cancellation; NaN for x f(x) at -inf (what the
 * kernels and the decomposed graphs give). */
static double ref64(const char *op, double x)
{
  if (isnan(x)) return x;
  bool xf = !strcmp(op, "silu") || !strcmp(op, "gelu_erf") || !strcmp(op, "gelu_tanh") ||
            !strcmp(op, "quick_gelu") || !strcmp(op, "mish") || !strcmp(op, "hardswish");
  if (x == -INFINITY && xf) return NAN;
  if (!strcmp(op, "sigmoid")) return 1.0 / (1.0 + exp(-x));
  if (!strcmp(op, "silu")) return x / (1.0 + exp(-x));
  if (!strcmp(op, "gelu_erf")) return 0.5 * x * erfc(-x * 0.70710678118654752440);
  if (!strcmp(op, "gelu_tanh")) {
    if (isinf(x)) return x;
    double y = 0.79788456080286535588 * (x + 0.044715 * x * x * x);
    return x / (1.0 + exp(-2.0 * y));
  }
  if (!strcmp(op, "quick_gelu")) return x / (1.0 + exp(-1.702 * x));
  if (!strcmp(op, "softplus")) return fmax(x, 0.0) + log1p(exp(-fabs(x)));
  if (!strcmp(op, "mish")) return x * tanh(log1p(exp(x)));
  if (!strcmp(op, "hardsigmoid")) return fmin(fmax(x + 3.0, 0.0), 6.0) / 6.0;
  if (!strcmp(op, "hardswish")) return x * fmin(fmax(x + 3.0, 0.0), 6.0) / 6.0;
  if (!strcmp(op, "erf")) return erf(x);
  if (!strcmp(op, "tanh")) return tanh(x);
  return NAN;
}

/* The rounding boundary (midpoint between neighbours, or the overflow
 * threshold) nearest to the finite d. */
static double nearest_boundary(const Fmt *f, double d)
{
  int emin = 2 - (1 << (f->ebits - 1));
  double a = fabs(d);
  int e = a > 0 ? ilogb(a) : emin;
  if (e < emin) e = emin;
  double q = ldexp(1.0, e - f->mbits); /* the spacing at a */
  return (floor(a / q) + 0.5) * q;
}

/* The bits of a value exactly representable in the format (or +-inf, NaN). */
static uint16_t bits16(const Fmt *f, double v)
{
  float x = (float)v; /* exact */
  uint16_t h;
  if (f->dt == RC_KDT_BF16) rc_f32_to_bf16(&h, &x, 1);
  else rc_f32_to_f16(&h, &x, 1);
  return h;
}

static bool is_nan16(const Fmt *f, uint16_t h)
{
  uint16_t inf = (uint16_t)(((1u << f->ebits) - 1) << f->mbits);
  return (h & inf) == inf && (h & ((1u << f->mbits) - 1));
}

/* The correctly rounded op(x) for every pattern into want[65536]; returns the
 * number of inputs MPFR settled. */
static size_t reference(const Fmt *f, const char *op, uint16_t *want)
{
  size_t hard = 0;
  for (uint32_t i = 0; i < 65536; i++) {
    float x = widen(f, (uint16_t)i);
    double d = ref64(op, x), r;
    if (!isfinite(d) || fabs(fabs(d) - nearest_boundary(f, d)) > 0x1p-30 * nearest_boundary(f, d)) {
      /* the exact value lies on d's side of every boundary: round d once */
      want[i] = f->dt == RC_KDT_BF16 ? rc_num_f64_to_bf16(d) : rc_num_f64_to_f16(d);
      continue;
    }
    hard++;
    assert_int_equal(rc_ref_elementwise_round16(op, x, f->mbits, f->ebits, &r), 0);
    want[i] = bits16(f, r);
  }
  return hard;
}

static const char *ops[64];
static size_t n_ops;

static int list_ops(void **state)
{
  (void)state;
  for (size_t i = 0; i < rc_kernel_count() && n_ops < 64; i++) {
    const RcKernel *k = rc_kernel_at(i);
    if (rc_kernel_dtype(k) == RC_KDT_F32 && rc_kernel_kind(k) == RC_KIND_ELEMENTWISE) ops[n_ops++] = rc_kernel_name(k);
  }
  return n_ops ? 0 : -1;
}

static void exhaustive(const Fmt *f)
{
  uint16_t *in = malloc(65536 * 2), *out = malloc(65536 * 2), *want = malloc(65536 * 2);
  for (uint32_t i = 0; i < 65536; i++) in[i] = (uint16_t)i;
  size_t bad_total = 0, hard_total = 0;
  for (size_t o = 0; o < n_ops; o++) {
    size_t hard = reference(f, ops[o], want);
    const RcKernel *k = rc_kernel_lookup(ops[o], f->dt);
    assert_non_null(k);
    RcKernelConfig c = {.dtype = f->dt, .n = 65536};
    for (int isa = 0; isa < RC_ISA_COUNT; isa++) {
      if (!rc_isa_supported((RcIsa)isa) || !rc_kernel_has_isa(k, (RcIsa)isa)) continue;
      const void *ins[] = {in};
      assert_int_equal(rc_kernel_run(k, isa, out, ins, &c), 0);
      size_t bad = 0;
      for (uint32_t i = 0; i < 65536; i++) {
        bool ok = is_nan16(f, want[i]) ? is_nan16(f, out[i]) : out[i] == want[i];
        if (!ok && bad++ < 3)
          print_message("%s %s %s: x=%04x (%a) got %04x want %04x\n", f->name, ops[o], rc_isa_name((RcIsa)isa), i,
                        (double)widen(f, (uint16_t)i), out[i], want[i]);
      }
      if (bad) print_message("%s %s %s: %zu of 65536 not correctly rounded\n", f->name, ops[o],
                             rc_isa_name((RcIsa)isa), bad);
      if ((RcIsa)isa == rc_isa_best()) bad_total += bad;
    }
    /* in place (the correction reads the inputs the narrowing overwrites) */
    memcpy(out, in, 65536 * 2);
    const void *self[] = {out};
    assert_int_equal(rc_kernel_run(k, -1, out, self, &c), 0);
    for (uint32_t i = 0; i < 65536; i++)
      if (is_nan16(f, want[i]) ? !is_nan16(f, out[i]) : out[i] != want[i])
        fail_msg("%s %s in place: x=%04x got %04x want %04x", f->name, ops[o], i, out[i], want[i]);
    hard_total += hard;
  }
  print_message("%s: %zu of %zu reference values needed MPFR\n", f->name, hard_total, n_ops * 65536);
  print_message("%s: %zu results not correctly rounded (best ISA)\n", f->name, bad_total);
  free(in); free(out); free(want);
  assert_int_equal(bad_total, 0);
}

static void test_bf16(void **state) { (void)state; exhaustive(&fmts[0]); }
static void test_f16(void **state) { (void)state; exhaustive(&fmts[1]); }

/* The double formulas of ref64 against MPFR on a sample of 16-bit inputs:
 * their relative error stays below 2^-40, far inside the 2^-30 margin. */
static void test_ref64(void **state)
{
  (void)state;
  double worst = 0;
  for (int k = 0; k < 2; k++)
    for (size_t o = 0; o < n_ops; o++)
      for (uint32_t i = (uint32_t)o; i < 65536; i += 61) {
        float x = widen(&fmts[k], (uint16_t)i);
        double d = ref64(ops[o], x), m;
        assert_int_equal(rc_ref_elementwise(ops[o], x, &m), 0);
        if (isnan(m) || isnan(d)) {
          assert_true(isnan(m) && isnan(d));
          continue;
        }
        if (isinf(m) || m == 0 || fabs(m) < 0x1p-1000) {
          assert_true(d == m || fabs(d - m) < 0x1p-1000);
          continue;
        }
        double rel = fabs(d - m) / fabs(m);
        if (rel > worst) worst = rel;
      }
  print_message("ref64: worst relative error %.3g (2^%.1f)\n", worst, log2(worst));
  assert_true(worst < 0x1p-40);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_ref64),
    cmocka_unit_test(test_bf16),
    cmocka_unit_test(test_f16),
  };
  return cmocka_run_group_tests(tests, list_ops, NULL);
}
