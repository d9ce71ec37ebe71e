/* The NORM_GRAD rows' kernels (dx of layer_norm and rms_norm,
 * recompose/fused.def): accuracy against an MPFR reference (160 bits) on
 * every ISA the CPU runs, bit-identity across ISAs (NaN and inf rows
 * included), the bf16/f16 entry points against the exact dx, and the
 * registry's call (x, dy, scale, eps operand; contiguous rows only).
 *
 * dx = r ((g - a) - x^ b) cancels to 0 where dy is proportional to 1 or x^,
 * so its error is stated in units of S = r (|g| + mean |g| + |x^| mean |g x^|),
 * the magnitude of the terms that cancel and of the sums' errors (g = dy scale,
 * a = mean g, b = mean g x^, x^ = (x - mean) r; mean |g| is 0 for rms_norm): |dx - exact| <= NG_S ulp(S), and where dx is well
 * conditioned (|dx| >= S / 2) also |dx - exact| <= NG_ULP ULP of dx. The 16-bit
 * results are within half an ULP of the 16-bit dtype plus the f32 error. With acc (an
 * operand added before the one rounding): within NG_S ulp(S) plus half an ulp of dx + acc.
 * docs/kernels.md states these bounds. RC_TEST_SCALE=10 runs ten times more rows. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <math.h>
#include <mpfr.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "recompose/kernels.h"
#include "test_rng.h"

#define NG_S 1.5   /* ULPs of S */
#define NG_ULP 1.0 /* ULPs of dx where |dx| >= S / 2 */
#define MAXC 1100

static const char *const ops[] = {"layer_norm_grad", "rms_norm_grad"};

static double unif(void) { return (double)rnd32() / 4294967296.0; } /* [0, 1) */

/* ulp of |v| in f32 (normal range) */
static double ulp32(double v) { return ldexp(1.0, ilogb(fmax(fabs(v), 0x1p-126)) - 23); }

/* dx of one row in MPFR at 160 bits, rounded to double, and S per element. */
static void reference(int ln, const float *x, const float *dy, const float *scale, size_t cols, float eps,
                      double *dx, double *S)
{
  mpfr_t mean, var, r, a, b, t, u, g;
  mpfr_inits2(160, mean, var, r, a, b, t, u, g, (mpfr_ptr)0);
  mpfr_set_zero(mean, 1);
  for (size_t j = 0; ln && j < cols; j++) mpfr_add_d(mean, mean, x[j], MPFR_RNDN);
  mpfr_div_ui(mean, mean, cols, MPFR_RNDN);
  mpfr_set_zero(var, 1);
  for (size_t j = 0; j < cols; j++) {
    mpfr_d_sub(t, x[j], mean, MPFR_RNDN);
    mpfr_sqr(t, t, MPFR_RNDN);
    mpfr_add(var, var, t, MPFR_RNDN);
  }
  mpfr_div_ui(var, var, cols, MPFR_RNDN);
  mpfr_add_d(var, var, eps, MPFR_RNDN);
  mpfr_rec_sqrt(r, var, MPFR_RNDN);
  mpfr_set_zero(a, 1);
  mpfr_set_zero(b, 1);
  for (size_t j = 0; j < cols; j++) {
    mpfr_set_d(g, dy[j], MPFR_RNDN);
    if (scale) mpfr_mul_d(g, g, scale[j], MPFR_RNDN);
    if (ln) mpfr_add(a, a, g, MPFR_RNDN);
    mpfr_d_sub(t, x[j], mean, MPFR_RNDN);
    mpfr_mul(t, t, r, MPFR_RNDN);
    mpfr_mul(t, t, g, MPFR_RNDN);
    mpfr_add(b, b, t, MPFR_RNDN);
  }
  mpfr_div_ui(a, a, cols, MPFR_RNDN);
  mpfr_div_ui(b, b, cols, MPFR_RNDN);
  /* the scales of the sums' errors: mean |g| and mean |g x^| */
  double rd = mpfr_get_d(r, MPFR_RNDN), md = mpfr_get_d(mean, MPFR_RNDN), ad = 0, bd = 0;
  for (size_t j = 0; j < cols; j++) {
    double gj = fabs(scale ? (double)dy[j] * scale[j] : (double)dy[j]);
    ad += ln ? gj : 0;
    bd += gj * fabs(((double)x[j] - md) * rd);
  }
  ad /= (double)cols;
  bd /= (double)cols;
  for (size_t j = 0; j < cols; j++) {
    mpfr_set_d(g, dy[j], MPFR_RNDN);
    if (scale) mpfr_mul_d(g, g, scale[j], MPFR_RNDN);
    mpfr_d_sub(u, x[j], mean, MPFR_RNDN);
    mpfr_mul(u, u, r, MPFR_RNDN); /* x^ */
    double xh = fabs(mpfr_get_d(u, MPFR_RNDN)), gd = fabs(mpfr_get_d(g, MPFR_RNDN));
    mpfr_mul(u, u, b, MPFR_RNDN);
    mpfr_sub(t, g, a, MPFR_RNDN);
    mpfr_sub(t, t, u, MPFR_RNDN);
    mpfr_mul(t, t, r, MPFR_RNDN);
    dx[j] = mpfr_get_d(t, MPFR_RNDN);
    S[j] = rd * (gd + ad + xh * bd);
  }
  mpfr_clears(mean, var, r, a, b, t, u, g, (mpfr_ptr)0);
}

static void run_acc(const char *op, RcElemType dt, int isa, void *out, const void *x, const void *dy,
                    const void *scale, const void *acc, size_t rows, size_t cols, float eps)
{
  const RcKernel *k = rc_kernel_lookup(op, dt);
  assert_non_null(k);
  RcKernelConfig cfg = {.dtype = dt, .n = rows * cols, .cols = cols, .eps = eps, .has_eps = true,
                        .has_scale = scale != NULL, .has_acc = acc != NULL};
  const void *in[4] = {x, dy, scale ? scale : acc, scale ? acc : NULL};
  assert_int_equal(rc_kernel_num_inputs(k, &cfg), 2 + (scale != NULL) + (acc != NULL));
  assert_int_equal(rc_kernel_run(NULL, k, isa, out, in, &cfg), RC_OK);
}

static void run(const char *op, RcElemType dt, int isa, void *out, const void *x, const void *dy, const void *scale,
                size_t rows, size_t cols, float eps)
{
  run_acc(op, dt, isa, out, x, dy, scale, NULL, rows, cols, eps);
}

/* A row of kind `kind`: x = offset + spread u (the offset up to 10 spreads: the mean
 * cancels), dy of mixed signs, now and then dy = c x^ + d (dx cancels to about 0). */
static void make_row(int kind, float *x, float *dy, size_t cols)
{
  double spread = ldexp(1.0, (int)(rnd32() % 16) - 8), off = (kind & 1) ? spread * (20.0 * unif() - 10.0) : 0.0;
  double dscale = ldexp(1.0, (int)(rnd32() % 20) - 10);
  for (size_t j = 0; j < cols; j++) {
    x[j] = (float)(off + spread * (2.0 * unif() - 1.0));
    dy[j] = (float)(dscale * (2.0 * unif() - 1.0));
  }
  if (kind & 2) /* dy nearly affine in x: the gradient cancels */
    for (size_t j = 0; j < cols; j++) dy[j] = (float)(0.5 * ((double)x[j] - off) / spread + 0.25 + 1e-3 * dy[j]);
}

static const size_t widths[] = {1, 2, 3, 7, 15, 16, 17, 31, 33, 64, 100, 257, 768, 1024};

static void test_accuracy(void **state)
{
  (void)state;
  static float x[MAXC], dy[MAXC], sc[MAXC], ac[MAXC], out[MAXC];
  static double dx[MAXC], S[MAXC];
  const float epss[] = {1e-5f, 1e-6f, 0.1f};
  for (size_t o = 0; o < 2; o++) {
    double worst_s = 0, worst_u = 0, worst_all = 0, worst_acc = 0;
    size_t rows = scale_n(60);
    for (size_t w = 0; w < sizeof widths / sizeof *widths; w++) {
      size_t cols = widths[w];
      seed_n(o * 1000 + w);
      for (size_t rr = 0; rr < rows; rr++) {
        make_row((int)(rr % 4), x, dy, cols);
        for (size_t j = 0; j < cols; j++) sc[j] = (float)(0.5 + unif());
        const float *s = rr % 3 ? sc : NULL;
        float eps = epss[rr % 3];
        reference(o == 0, x, dy, s, cols, eps, dx, S);
        /* every fifth row with acc: dx + acc rounded once, judged within NG_S ulp(S) + half an ulp of it */
        bool with_acc = rr % 5 == 4;
        for (size_t j = 0; with_acc && j < cols; j++) ac[j] = (float)(dx[j] * (4.0 * unif() - 2.0));
        for (int isa = 0; isa < RC_ISA_COUNT; isa++) {
          if (!rc_isa_supported((RcIsa)isa)) continue;
          run_acc(ops[o], RC_ELEM_F32, isa, out, x, dy, s, with_acc ? ac : NULL, 1, cols, eps);
          for (size_t j = 0; j < cols; j++) {
            double e = fabs((double)out[j] - dx[j] - (with_acc ? (double)ac[j] : 0.0));
            if (with_acc) e = fmax(0.0, e - 0.5 * ulp32(dx[j] + ac[j]));
            double es = S[j] > 0 ? e / ulp32(S[j]) : (e == 0 ? 0 : INFINITY);
            if (!with_acc && es > worst_s) worst_s = es;
            if (!with_acc && fabs(dx[j]) >= S[j] / 2 && e / ulp32(dx[j]) > worst_u) worst_u = e / ulp32(dx[j]);
            if (!with_acc && fabs(dx[j]) >= 0x1p-100 && e / ulp32(dx[j]) > worst_all) worst_all = e / ulp32(dx[j]);
            if (with_acc && es > worst_acc) worst_acc = es;
            if (!(es <= NG_S))
              fail_msg("%s cols=%zu row %zu j=%zu (%s): %a, exact %a, S %a: %.2f ulp(S)", ops[o], cols, rr, j,
                       rc_isa_name((RcIsa)isa), (double)out[j], dx[j], S[j], es);
          }
        }
      }
    }
    print_message("%s: max %.3f ulp(S) (with acc: %.3f beyond half an ulp of dx + acc); %.3f ULP where |dx| >= S/2, "
                  "%.3g ULP anywhere\n", ops[o], worst_s, worst_acc, worst_u, worst_all);
    assert_true(worst_u <= NG_ULP);
  }
}

/* Every ISA gives the same bits, also for rows with NaN, inf, huge and tiny values. */
static void test_isa_identity(void **state)
{
  (void)state;
  enum { R = 24, C = 37 };
  static float x[R * C], dy[R * C], sc[C], out[RC_ISA_COUNT][R * C];
  seed_n(7);
  for (size_t i = 0; i < R * C; i++) {
    x[i] = (float)(4.0 * unif() - 2.0);
    dy[i] = (float)(2.0 * unif() - 1.0);
  }
  for (size_t j = 0; j < C; j++) sc[j] = (float)unif();
  x[1 * C + 3] = NAN;
  dy[2 * C + 5] = INFINITY;
  x[3 * C + 7] = 3e38f;
  for (size_t j = 0; j < C; j++) x[4 * C + j] = 1.0f; /* constant row: var 0, r = 1/sqrt(eps) */
  for (size_t j = 0; j < C; j++) x[5 * C + j] = ldexpf(x[5 * C + j], -130); /* subnormal */
  for (size_t o = 0; o < 2; o++)
    for (int s = 0; s < 2; s++) {
      for (int isa = 0; isa < RC_ISA_COUNT; isa++) {
        if (!rc_isa_supported((RcIsa)isa)) continue;
        run(ops[o], RC_ELEM_F32, isa, out[isa], x, dy, s ? sc : NULL, R, C, 1e-5f);
        if (isa) assert_memory_equal(out[isa], out[0], sizeof out[0]);
      }
      for (size_t j = 0; j < C; j++) assert_true(isnan(out[0][1 * C + j]) && isnan(out[0][2 * C + j]));
      for (size_t j = 0; j < C; j++) assert_true(isfinite(out[0][4 * C + j]));
    }
}

/* A row's result does not depend on the rows called with it: rows of every short and long
 * width, called all at once (the kernels take short rows in batches) and one by one, give the
 * same bits, the same on every ISA, with and without scale and acc, NaN and inf rows among them, and in
 * place (out = x). */
static void test_batch_identity(void **state)
{
  (void)state;
  enum { R = 37, C = 200 };
  static const size_t cs[] = {1, 2, 3, 5, 8, 15, 16, 17, 31, 32, 33, 48, 63, 64, 65, 100, 127, 128, 129, 200};
  static float x[R * C], dy[R * C], sc[C], ac[R * C], all[R * C], one[R * C];
  for (size_t w = 0; w < sizeof cs / sizeof *cs; w++) {
    size_t cols = cs[w];
    seed_n(500 + w);
    for (size_t r = 0; r < R; r++) make_row((int)(r % 4), x + r * cols, dy + r * cols, cols);
    for (size_t j = 0; j < cols; j++) sc[j] = (float)(0.5 + unif());
    for (size_t i = 0; i < R * cols; i++) ac[i] = (float)(2.0 * unif() - 1.0);
    x[3 * cols] = NAN;
    dy[20 * cols + cols - 1] = INFINITY;
    for (size_t o = 0; o < 2; o++)
      for (int v = 0; v < 4; v++) {
        const float *s = v & 1 ? sc : NULL, *a = v & 2 ? ac : NULL;
        for (int isa = 0; isa < RC_ISA_COUNT; isa++) {
          if (!rc_isa_supported((RcIsa)isa)) continue;
          run_acc(ops[o], RC_ELEM_F32, isa, all, x, dy, s, a, R, cols, 1e-5f);
          for (size_t r = 0; r < R; r++)
            run_acc(ops[o], RC_ELEM_F32, isa, one + r * cols, x + r * cols, dy + r * cols, s, a ? a + r * cols : NULL,
                    1, cols, 1e-5f);
          if (memcmp(all, one, R * cols * sizeof *all))
            fail_msg("%s cols=%zu variant %d (%s): rows called together differ from rows called one by one", ops[o],
                     cols, v, rc_isa_name((RcIsa)isa));
          static float ref[R * C], inpl[R * C];
          if (isa == 0) memcpy(ref, all, R * cols * sizeof *all);
          else assert_memory_equal(all, ref, R * cols * sizeof *all);
          memcpy(inpl, x, R * cols * sizeof *x);
          run_acc(ops[o], RC_ELEM_F32, isa, inpl, inpl, dy, s, a, R, cols, 1e-5f);
          assert_memory_equal(inpl, all, R * cols * sizeof *all);
        }
        assert_true(isnan(all[3 * cols]) && isnan(all[20 * cols]));
      }
  }
}

/* eps 0, as a 16-bit batch-norm-grad's epsilon (1e-12) rounds in its type: a row of varying
 * x is within the bounds of test_accuracy against the reference at eps 0, and a row of
 * constant x (layer_norm: variance 0; rms_norm: x = 0) is NaN throughout, on every ISA and in
 * f16, as the program is (rsqrt(0) = inf times x - mean = 0; XLA's batch-norm-grad divides 0
 * by var + eps = 0). */
static void test_eps_zero(void **state)
{
  (void)state;
  enum { C = 64 };
  static float x[2 * C], dy[2 * C], out[2 * C], of[2 * C];
  static uint16_t x16[2 * C], dy16[2 * C], out16[2 * C];
  static double dx[C], S[C];
  seed_n(4242);
  make_row(1, x, dy, C);
  for (size_t o = 0; o < 2; o++) {
    /* layer_norm's zero variance: a constant row; rms_norm's: a row of zeros */
    for (size_t j = 0; j < C; j++) x[C + j] = o ? 0.0f : 0.75f, dy[C + j] = (float)(2.0 * unif() - 1.0);
    reference(o == 0, x, dy, NULL, C, 0.0f, dx, S);
    for (int isa = 0; isa < RC_ISA_COUNT; isa++) {
      if (!rc_isa_supported((RcIsa)isa)) continue;
      run(ops[o], RC_ELEM_F32, isa, out, x, dy, NULL, 2, C, 0.0f);
      for (size_t j = 0; j < C; j++) {
        double e = fabs((double)out[j] - dx[j]) / ulp32(S[j]);
        if (!(e <= NG_S)) fail_msg("%s eps 0 j=%zu: %a, exact %a: %.2f ulp(S)", ops[o], j, (double)out[j], dx[j], e);
        assert_true(isnan(out[C + j]));
      }
    }
    rc_f32_to_f16(x16, x, 2 * C), rc_f32_to_f16(dy16, dy, 2 * C);
    run(ops[o], RC_ELEM_F16, -1, out16, x16, dy16, NULL, 2, C, 0.0f);
    rc_f16_to_f32(of, out16, 2 * C);
    for (size_t j = 0; j < C; j++) assert_true(isfinite(of[j]) && isnan(of[C + j]));
  }
}

/* bf16 / f16: within half an ULP of the dtype of the exact dx plus the f32 kernel's error. */
static void test_lowp(void **state)
{
  (void)state;
  enum { C = 200 };
  static float x[C], dy[C], sc[C], xf[C], df[C], sf[C], of[C];
  static uint16_t x16[C], dy16[C], s16[C], out16[C];
  static double dx[C], S[C];
  for (int f16 = 0; f16 < 2; f16++) {
    RcElemType dt = f16 ? RC_ELEM_F16 : RC_ELEM_BF16;
    int mant = f16 ? 10 : 7;
    for (size_t o = 0; o < 2; o++) {
      double worst = 0;
      seed_n(100 + o + 2 * (size_t)f16);
      for (size_t rr = 0; rr < scale_n(40); rr++) {
        make_row((int)(rr % 4) & 1, x, dy, C);
        for (size_t j = 0; j < C; j++) sc[j] = (float)(0.5 + unif());
        if (f16)
          for (size_t j = 0; j < C; j++) x[j] = fminf(fmaxf(x[j], -60000.0f), 60000.0f);
        if (f16) rc_f32_to_f16(x16, x, C), rc_f32_to_f16(dy16, dy, C), rc_f32_to_f16(s16, sc, C);
        else rc_f32_to_bf16(x16, x, C), rc_f32_to_bf16(dy16, dy, C), rc_f32_to_bf16(s16, sc, C);
        if (f16) rc_f16_to_f32(xf, x16, C), rc_f16_to_f32(df, dy16, C), rc_f16_to_f32(sf, s16, C);
        else rc_bf16_to_f32(xf, x16, C), rc_bf16_to_f32(df, dy16, C), rc_bf16_to_f32(sf, s16, C);
        const void *s = rr % 2 ? s16 : NULL;
        run(ops[o], dt, -1, out16, x16, dy16, s, 1, C, 1e-5f);
        if (f16) rc_f16_to_f32(of, out16, C);
        else rc_bf16_to_f32(of, out16, C);
        reference(o == 0, xf, df, s ? sf : NULL, C, 1e-5f, dx, S);
        for (size_t j = 0; j < C; j++) {
          if (f16 && fabs(dx[j]) < 0x1p-14) continue; /* f16 subnormal results: absolute */
          if (f16 && fabs(dx[j]) >= 65520.0 * (1 + 0x1p-20)) { /* past f16's range: inf */
            assert_true(isinf(of[j]) && (of[j] < 0) == (dx[j] < 0));
            continue;
          }
          double u16 = ldexp(1.0, ilogb(fmax(fabs(dx[j]), 0x1p-126)) - mant);
          double e = fabs((double)of[j] - dx[j]) - NG_S * ulp32(S[j]);
          if (e / u16 > worst) worst = e / u16;
          if (!(e <= 0.5 * u16))
            fail_msg("%s %s j=%zu: %a, exact %a, S %a", ops[o], f16 ? "f16" : "bf16", j, (double)of[j], dx[j], S[j]);
        }
      }
      print_message("%s %s: max %.3f ULP beyond the f32 error\n", ops[o], f16 ? "f16" : "bf16", worst);
    }
  }
}

/* Through the registry: dy and scale required as cfg says, eps as an operand, strided rows
 * (inner > 1) taken and a tail refused, in place over dy, the direct entry point's bits. */
static void test_registry(void **state)
{
  (void)state;
  enum { R = 3, C = 21 };
  float x[R * C], dy[R * C], sc[C], a[R * C], b[R * C], eps = 1e-5f;
  for (int i = 0; i < R * C; i++) x[i] = (float)(i % 7) - 2.5f, dy[i] = 1.0f + (float)(i % 5) / 8;
  for (int j = 0; j < C; j++) sc[j] = 1.0f + (float)j / 16;
  for (size_t o = 0; o < 2; o++) {
    const RcKernel *k = rc_kernel_lookup(ops[o], RC_ELEM_F32);
    assert_int_equal(rc_kernel_kind(k), RC_KIND_NORM_GRAD);
    RcKernelConfig cfg = {.dtype = RC_ELEM_F32, .n = R * C, .cols = C, .has_scale = true, .has_eps_in = true};
    assert_int_equal(rc_kernel_num_inputs(k, &cfg), 4);
    const void *in[4] = {x, dy, sc, &eps};
    assert_int_equal(rc_kernel_run(NULL, k, -1, a, in, &cfg), RC_OK);
    const void *nody[4] = {x, NULL, sc, &eps};
    assert_int_equal(rc_kernel_run(NULL, k, -1, b, nody, &cfg), RC_ERR_USAGE);
    memcpy(b, dy, sizeof b);
    const void *inb[4] = {x, b, sc, &eps};
    assert_int_equal(rc_kernel_run(NULL, k, -1, b, inb, &cfg), RC_OK); /* in place over dy */
    assert_memory_equal(a, b, sizeof a);
    if (o == 0) rc_layer_norm_grad_f32(b, x, dy, sc, NULL, R, C, eps);
    else rc_rms_norm_grad_f32(b, x, dy, sc, NULL, R, C, eps);
    assert_memory_equal(a, b, sizeof a);
    RcKernelConfig strided = {.dtype = RC_ELEM_F32, .n = R * C, .cols = R, .inner = C, .has_eps = true, .eps = eps};
    const void *in2[2] = {x, dy};
    assert_int_equal(rc_kernel_run(NULL, k, -1, b, in2, &strided), RC_OK); /* its bits: test_kernels' two_blocks */
    strided.tail = 1;
    assert_int_equal(rc_kernel_run(NULL, k, -1, b, in2, &strided), RC_ERR_USAGE);
    RcKernelConfig noeps = {.dtype = RC_ELEM_F32, .n = R * C, .cols = C};
    assert_int_equal(rc_kernel_run(NULL, k, -1, b, in2, &noeps), RC_ERR_USAGE);
  }
  /* the gradient of a norm sums to 0 over a row (layer_norm) and is orthogonal to x^ */
  rc_layer_norm_grad_f32(a, x, dy, NULL, NULL, R, C, eps);
  double sum = 0, mag = 0;
  for (int j = 0; j < C; j++) sum += a[j], mag += fabs(a[j]);
  assert_true(fabs(sum) <= 1e-5 * mag);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_accuracy),
    cmocka_unit_test(test_isa_identity),
    cmocka_unit_test(test_batch_identity),
    cmocka_unit_test(test_lowp),
    cmocka_unit_test(test_eps_zero),
    cmocka_unit_test(test_registry),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
