/* The GRAD rows' kernels (out = dy f'(x), recompose/fused.def): accuracy
 * against MPFR on every ISA the CPU runs, bit-identity across ISAs over
 * random bit patterns of x and dy (NaN payloads, infinities, subnormals),
 * special values, the bf16/f16 entry points against the exact product rounded
 * once, and the registry's call (two inputs). The bounds are those
 * docs/kernels.md states: within GRAD_ULP ULP where f' is well conditioned
 * (no cancellation between its terms: S(x) <= 2 |f'(x)|, S the sum of the
 * terms' magnitudes), and everywhere within GRAD_ULP ULP plus GRAD_ABS 2^-24
 * S(x) |dy| (near the zeros of silu' and gelu_erf', where the gradient is
 * ill-conditioned; gelu_tanh' and quick_gelu' have zeros too). RC_TEST_SCALE=10
 * samples ten times denser. */
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kernels_ref.h"
#include "recompose/kernels.h"

#define GRAD_ULP 2.0
#define GRAD_ABS 1.0

#define MAX_OPS 32
static const char *grad_ops[MAX_OPS];
static size_t N_GRAD;

static int list_ops(void **state)
{
  (void)state;
  for (size_t i = 0; i < rc_kernel_count(); i++) {
    const RcKernel *k = rc_kernel_at(i);
    if (rc_kernel_dtype(k) == RC_ELEM_F32 && rc_kernel_kind(k) == RC_KIND_GRAD) grad_ops[N_GRAD++] = rc_kernel_name(k);
    if (N_GRAD == MAX_OPS) return -1;
  }
  return 0;
}

#include "test_rng.h"
static float bits_f(uint32_t u) { float f; memcpy(&f, &u, 4); return f; }
static uint32_t f_bits(float f) { uint32_t u; memcpy(&u, &f, 4); return u; }

/* f' as the sum of its terms' magnitudes (the scale of its rounding errors); g = f'(x) for
 * the ops whose f' has no zero (one term). */
static double terms(const char *op, double x, double g)
{
  /* x s(u): s(u) + |x u'| s(u) s(-u) */
  double u = x, up = 1.0;
  if (!strcmp(op, "quick_gelu_grad")) u = 1.702 * x, up = 1.702;
  if (!strcmp(op, "gelu_tanh_grad")) {
    u = 1.5957691216057308 * x * (1.0 + 0.044715 * x * x);
    up = 1.5957691216057308 * (1.0 + 3.0 * 0.044715 * x * x);
  }
  double s = 1.0 / (1.0 + exp(-u));
  if (!strcmp(op, "silu_grad") || !strcmp(op, "quick_gelu_grad") || !strcmp(op, "gelu_tanh_grad"))
    return s + fabs(x) * up * s / (1.0 + exp(u));
  if (!strcmp(op, "gelu_erf_grad"))
    return 0.5 * erfc(-x * 0.70710678118654752440) + fabs(x) * exp(-0.5 * x * x) * 0.39894228040143267794;
  return fabs(g);
}

static void run_isa(const char *op, RcElemType dt, RcIsa isa, void *out, const void *x, const void *dy, size_t n)
{
  const RcKernel *k = rc_kernel_lookup(op, dt);
  RcKernelConfig cfg = {.dtype = dt, .n = n};
  const void *in[2] = {x, dy};
  assert_non_null(k);
  assert_int_equal(rc_kernel_run(NULL, k, (int)isa, out, in, &cfg), RC_OK);
}

/* Every op has an MPFR reference (tests/unit/kernels_ref.c) and is the grad row of a forward op. */
static void test_table(void **state)
{
  (void)state;
  assert_true(N_GRAD >= 3);
  for (size_t i = 0; i < N_GRAD; i++) {
    double r;
    char fwd[64];
    if (rc_ref_grad(grad_ops[i], 0.5f, &r)) fail_msg("%s: no MPFR reference in tests/unit/kernels_ref.c", grad_ops[i]);
    size_t len = strlen(grad_ops[i]);
    assert_true(len > 5 && !strcmp(grad_ops[i] + len - 5, "_grad"));
    snprintf(fwd, sizeof fwd, "%.*s", (int)(len - 5), grad_ops[i]);
    const RcKernel *f = rc_kernel_lookup(fwd, RC_ELEM_F32);
    if (!f || rc_kernel_kind(f) != RC_KIND_ELEMENTWISE) fail_msg("%s: no forward op %s", grad_ops[i], fwd);
  }
}

/* x over [-200, 200] by bit patterns (stride STEP, times test_thin()), dy = 1 and a random dy of any
 * magnitude in [2^-20, 2^20]; MPFR once per x, every ISA the CPU runs. */
#define STEP 1536u
static void test_accuracy(void **state)
{
  (void)state;
  uint32_t stride = (uint32_t)(STEP * test_thin() / scale_n(1));
  size_t cap = 0x43480000u / stride * 2 + 16;
  float *x = malloc(cap * sizeof *x), *dy = malloc(cap * sizeof *dy), *got = malloc(cap * sizeof *got);
  double *g = malloc(cap * sizeof *g);
  assert_true(x && dy && got && g);
  for (size_t o = 0; o < N_GRAD; o++) {
    const char *op = grad_ops[o];
    seed(op);
    size_t n = 0;
    for (uint32_t u = 0; u <= 0x43480000u; u += stride)
      for (int sgn = 0; sgn < 2; sgn++) x[n++] = bits_f(u | (uint32_t)sgn << 31);
    for (size_t i = 0; i < n; i++) assert_int_equal(rc_ref_grad(op, x[i], &g[i]), 0);
    for (int pass = 0; pass < 2; pass++) {
      for (size_t i = 0; i < n; i++)
        dy[i] = pass == 0 ? 1.0f : ldexpf(1.0f + (float)(rnd32() >> 9) * 0x1p-23f, (int)(rnd32() % 41) - 20) *
                                       (rnd32() & 1 ? -1.0f : 1.0f);
      for (int isa = 0; isa < RC_ISA_COUNT; isa++) {
        if (!rc_isa_supported((RcIsa)isa)) continue;
        run_isa(op, RC_ELEM_F32, (RcIsa)isa, got, x, dy, n);
        double worst_ulp = 0, worst_abs = 0;
        float at_ulp = 0, at_abs = 0;
        for (size_t i = 0; i < n; i++) {
          double ref = (double)dy[i] * g[i], e = rc_ref_ulp(got[i], ref);
          double s = terms(op, x[i], g[i]), ulp = e * (fabs(ref) < 0x1p-126 ? 0x1p-149 : ldexp(1.0, ilogb(ref) - 23));
          if (s <= 2 * fabs(g[i])) {
            if (e > worst_ulp) worst_ulp = e, at_ulp = x[i];
          } else {
            double a = (ulp - GRAD_ULP * (e ? ulp / e : 0)) / (0x1p-24 * s * fabs((double)dy[i]));
            if (a > worst_abs) worst_abs = a, at_abs = x[i];
          }
        }
        print_message("%s %s dy=%s: %.3f ULP (x=%a) where well conditioned; %.3f 2^-24 S |dy| beyond %g ULP "
                      "(x=%a) elsewhere\n",
                      op, rc_isa_name((RcIsa)isa), pass ? "random" : "1", worst_ulp, (double)at_ulp, worst_abs,
                      GRAD_ULP, (double)at_abs);
        if (worst_ulp > GRAD_ULP) fail_msg("%s %s: %.3f ULP at x=%a", op, rc_isa_name((RcIsa)isa), worst_ulp, (double)at_ulp);
        if (worst_abs > GRAD_ABS) fail_msg("%s %s: %.3f 2^-24 S at x=%a", op, rc_isa_name((RcIsa)isa), worst_abs, (double)at_abs);
      }
    }
  }
  free(x);
  free(dy);
  free(got);
  free(g);
}

/* Every ISA gives the scalar model's bits, for any bit patterns of x and dy. */
static void test_isa_identity(void **state)
{
  (void)state;
  static const float sp[] = {0.0f, -0.0f, INFINITY, -INFINITY, NAN, -NAN, FLT_MIN, 0x1p-149f, -0x1p-149f,
                             FLT_MAX, -FLT_MAX, 1.0f, -1.0f, -1.2785f, -0.7518f, 120.0f, -14.5f, 64.0f, -88.0f,
                             -0.75246f, -0.75115f, 12.25f, -12.25f, 75.0f, -150.0f, 88.0f};
  enum { NSP = sizeof sp / sizeof sp[0] };
  size_t n = scale_n(1 << 16) + NSP * NSP;
  float *x = malloc(n * 4), *dy = malloc(n * 4), *ref = malloc(n * 4), *got = malloc(n * 4);
  assert_true(x && dy && ref && got);
  for (size_t o = 0; o < N_GRAD; o++) {
    seed(grad_ops[o]);
    size_t m = 0;
    for (size_t i = 0; i < NSP; i++)
      for (size_t j = 0; j < NSP; j++) x[m] = sp[i], dy[m++] = sp[j];
    for (; m < n; m++) {
      uint32_t u = rnd32(), w = rnd32();
      /* half of them moderate: the region the formulas work in */
      x[m] = m & 1 ? bits_f(u) : ldexpf((float)(int32_t)u * 0x1p-31f, (int)(w % 16) - 4);
      dy[m] = m & 2 ? bits_f(w * 2654435761u) : (float)(int32_t)w * 0x1p-30f;
    }
    run_isa(grad_ops[o], RC_ELEM_F32, RC_ISA_SCALAR, ref, x, dy, n);
    for (int isa = 1; isa < RC_ISA_COUNT; isa++) {
      if (!rc_isa_supported((RcIsa)isa)) continue;
      run_isa(grad_ops[o], RC_ELEM_F32, (RcIsa)isa, got, x, dy, n);
      for (size_t i = 0; i < n; i++)
        if (f_bits(got[i]) != f_bits(ref[i]))
          fail_msg("%s %s: x=%a dy=%a gives %08x, scalar %08x", grad_ops[o], rc_isa_name((RcIsa)isa), (double)x[i],
                   (double)dy[i], f_bits(got[i]), f_bits(ref[i]));
    }
  }
  free(x);
  free(dy);
  free(ref);
  free(got);
}

/* NaN in x or dy comes out as that NaN quieted (x's first); the infinities as the
 * decomposed forms give them. */
static void test_specials(void **state)
{
  (void)state;
  float nx = bits_f(0x7fa00001u), nd = bits_f(0xffa00002u);
  for (size_t o = 0; o < N_GRAD; o++) {
    const char *op = grad_ops[o];
    float x[] = {nx, 1.0f, nx, INFINITY, -INFINITY, 2.0f, -3.0f, 0.0f};
    float dy[] = {1.0f, nd, nd, 1.0f, 1.0f, 0.0f, -0.0f, INFINITY};
    float out[8];
    run_isa(op, RC_ELEM_F32, rc_isa_active(), out, x, dy, 8);
    /* hardsigmoid_grad is the graphs' select(mask, dy / 6, 0): 0 for a NaN x (and for a
     * non-finite dy outside the mask) */
    bool sel = !strcmp(op, "hardsigmoid_grad");
    assert_int_equal(f_bits(out[0]), sel ? 0u : 0x7fe00001u);
    assert_int_equal(f_bits(out[1]), 0xffe00002u);
    assert_int_equal(f_bits(out[2]), sel ? 0u : 0x7fe00001u);
    if (sel) {
      float xo[] = {-3.0f, 5.0f, -INFINITY}, dyo[] = {INFINITY, NAN, -INFINITY}, o[3];
      run_isa(op, RC_ELEM_F32, rc_isa_active(), o, xo, dyo, 3);
      for (int i = 0; i < 3; i++) assert_int_equal(f_bits(o[i]), 0u);
    }
    double g;
    for (int i = 3; i < 5; i++) {
      assert_int_equal(rc_ref_grad(op, x[i], &g), 0);
      if (isnan(g)) assert_true(isnan(out[i]));
      else assert_true(out[i] == (float)g); /* 0, or softplus'(inf) = 1 */
    }
    assert_true(out[5] == 0.0f && !signbit(out[5]));
    assert_true(out[6] == 0.0f);
    assert_true(isinf(out[7]) && out[7] > 0); /* f'(0) = 1/2 or 1/4 */
  }
}

/* bf16 and f16: the exact dy f'(x) rounded once, for random finite pairs. */
static void test_lowp(void **state)
{
  (void)state;
  size_t n = scale_n(40000);
  uint16_t *x = malloc(n * 2), *dy = malloc(n * 2), *out = malloc(n * 2);
  assert_true(x && dy && out);
  for (int f16 = 0; f16 < 2; f16++) {
    RcElemType dt = f16 ? RC_ELEM_F16 : RC_ELEM_BF16;
    for (size_t o = 0; o < N_GRAD; o++) {
      seed(grad_ops[o]);
      for (size_t i = 0; i < n; i++) {
        uint16_t ex = f16 ? 0x7c00 : 0x7f80;
        do x[i] = (uint16_t)rnd32(); while ((x[i] & ex) == ex);
        /* x mostly in [-16, 16] where f' is not tiny: clear the top exponent bits now and then */
        if (i & 1) x[i] = (uint16_t)(x[i] & (f16 ? 0xcfff : 0xc1ff));
        do dy[i] = (uint16_t)rnd32(); while ((dy[i] & ex) == ex);
        /* bf16: |dy| < 2^53 (the kernels' stated domain past the clamps: |dy| < 2^55) */
        if (!f16) dy[i] = (uint16_t)((dy[i] & 0x807fu) | (40u + rnd32() % 140u) << 7);
      }
      run_isa(grad_ops[o], dt, rc_isa_active(), out, x, dy, n);
      size_t bad = 0;
      for (size_t i = 0; i < n; i++) {
        float xf, df, of;
        if (f16) rc_f16_to_f32(&xf, &x[i], 1), rc_f16_to_f32(&df, &dy[i], 1), rc_f16_to_f32(&of, &out[i], 1);
        else rc_bf16_to_f32(&xf, &x[i], 1), rc_bf16_to_f32(&df, &dy[i], 1), rc_bf16_to_f32(&of, &out[i], 1);
        double want;
        assert_int_equal(rc_ref_grad_round16(grad_ops[o], xf, df, f16 ? 10 : 7, f16 ? 5 : 8, &want), 0);
        if (!(of == want || (isnan(of) && isnan(want))) && bad++ < 5)
          print_message("%s %s: x=%a dy=%a gives %a, exact %a\n", grad_ops[o], f16 ? "f16" : "bf16", (double)xf,
                        (double)df, (double)of, want);
      }
      if (bad) fail_msg("%s %s: %zu of %zu not correctly rounded", grad_ops[o], f16 ? "f16" : "bf16", bad, n);
    }
  }
  free(x);
  free(dy);
  free(out);
}

/* bf16 and f16 near the zeros of f' (x < 0), where the f32 kernel's error is largest against
 * its small result: the 64 (bf16: 16) 16-bit values of x on each side of each zero, with every
 * dy in [1, 2) (f16; bf16: every one), each result the exact product rounded once. */
static void test_lowp_zeros(void **state)
{
  (void)state;
  enum { CAP = 2 * 64 * 1024 };
  uint16_t *x = malloc(CAP * 2), *dy = malloc(CAP * 2), *out = malloc(CAP * 2);
  assert_true(x && dy && out);
  for (int f16 = 0; f16 < 2; f16++) {
    RcElemType dt = f16 ? RC_ELEM_F16 : RC_ELEM_BF16;
    int side = f16 ? 64 : 16, nd = f16 ? 1024 : 128;
    uint16_t one = f16 ? 0x3c00 : 0x3f80;
    for (size_t o = 0; o < N_GRAD; o++) {
      size_t n = 0, zeros = 0;
      double gprev = NAN;
      /* negative x from -2 towards 0: the magnitude's bits count down */
      for (uint16_t b = 0xc000; b > (f16 ? 0xb400 : 0xbe80); b--) {
        float xf;
        double g;
        if (f16) rc_f16_to_f32(&xf, &b, 1);
        else rc_bf16_to_f32(&xf, &b, 1);
        assert_int_equal(rc_ref_grad(grad_ops[o], xf, &g), 0);
        if (!isnan(gprev) && (g > 0) != (gprev > 0)) {
          zeros++;
          for (int k = -side; k < side && n + (size_t)nd <= CAP; k++)
            for (int d = 0; d < nd; d++) x[n] = (uint16_t)(b - k), dy[n++] = (uint16_t)(one + d);
        }
        gprev = g;
      }
      if (!zeros) continue;
      run_isa(grad_ops[o], dt, rc_isa_active(), out, x, dy, n);
      size_t bad = 0;
      for (size_t i = 0; i < n; i++) {
        float xf, df, of;
        if (f16) rc_f16_to_f32(&xf, &x[i], 1), rc_f16_to_f32(&df, &dy[i], 1), rc_f16_to_f32(&of, &out[i], 1);
        else rc_bf16_to_f32(&xf, &x[i], 1), rc_bf16_to_f32(&df, &dy[i], 1), rc_bf16_to_f32(&of, &out[i], 1);
        double want;
        assert_int_equal(rc_ref_grad_round16(grad_ops[o], xf, df, f16 ? 10 : 7, f16 ? 5 : 8, &want), 0);
        if (of != want && bad++ < 5)
          print_message("%s %s: x=%a dy=%a gives %a, exact %a\n", grad_ops[o], f16 ? "f16" : "bf16", (double)xf,
                        (double)df, (double)of, want);
      }
      print_message("%s %s: %zu zero(s) of f' for x in [-2, -0.25], %zu pairs near them\n", grad_ops[o],
                    f16 ? "f16" : "bf16", zeros, n);
      if (bad) fail_msg("%s %s: %zu of %zu not correctly rounded near the zeros of f'", grad_ops[o],
                        f16 ? "f16" : "bf16", bad, n);
    }
  }
  free(x);
  free(dy);
  free(out);
}

/* Through the registry: two inputs, dy required, out may be x or dy, the
 * direct entry point gives the same bits. */
static void test_registry(void **state)
{
  (void)state;
  for (size_t o = 0; o < N_GRAD; o++) {
    const RcKernel *k = rc_kernel_lookup(grad_ops[o], RC_ELEM_F32);
    RcKernelConfig cfg = {.dtype = RC_ELEM_F32, .n = 37};
    assert_int_equal(rc_kernel_num_inputs(k, &cfg), 2);
    float x[37], dy[37], a[37], b[37];
    for (int i = 0; i < 37; i++) x[i] = (float)i / 4 - 4.5f, dy[i] = 1.0f + (float)i / 8;
    const void *only_x[2] = {x, NULL};
    assert_int_equal(rc_kernel_run(NULL, k, -1, a, only_x, &cfg), RC_ERR_USAGE);
    const void *in[2] = {x, dy};
    assert_int_equal(rc_kernel_run(NULL, k, -1, a, in, &cfg), RC_OK);
    memcpy(b, dy, sizeof b);
    const void *inb[2] = {x, b};
    assert_int_equal(rc_kernel_run(NULL, k, -1, b, inb, &cfg), RC_OK); /* in place over dy */
    assert_memory_equal(a, b, sizeof a);
    for (int i = 0; i < 37; i++) {
      double g;
      assert_int_equal(rc_ref_grad(grad_ops[o], x[i], &g), 0);
      assert_true(rc_ref_ulp(a[i], (double)dy[i] * g) <= GRAD_ULP || fabs(a[i] - dy[i] * g) < 1e-6);
    }
  }
  float x[3] = {-1, 0, 1}, dy[3] = {1, 1, 1}, out[3], want[3];
  rc_sigmoid_grad_f32(out, x, dy, 3);
  const void *in[2] = {x, dy};
  RcKernelConfig cfg = {.dtype = RC_ELEM_F32, .n = 3};
  assert_int_equal(rc_kernel_run(NULL, rc_kernel_lookup("sigmoid_grad", RC_ELEM_F32), -1, want, in, &cfg), RC_OK);
  assert_memory_equal(out, want, sizeof out);
  assert_true(out[1] == 0.25f);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_table),    cmocka_unit_test(test_accuracy), cmocka_unit_test(test_isa_identity),
    cmocka_unit_test(test_specials), cmocka_unit_test(test_lowp),     cmocka_unit_test(test_lowp_zeros),
    cmocka_unit_test(test_registry),
  };
  return cmocka_run_group_tests(tests, list_ops, NULL);
}
