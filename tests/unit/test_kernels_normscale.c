/* The NORM_SCALE_GRAD rows' kernels (d scale of layer_norm and rms_norm,
 * recompose/fused.def): D[j] = sum over the rows of dy x^ against an MPFR
 * reference (160 bits) on every ISA the CPU runs, bit-identity across ISAs,
 * the bf16/f16 calls against the exact sum rounded once, NaN and inf, and the
 * registry's call (eps operand; rows inner apart, the norm over a middle axis, bit for
 * bit the contiguous call over the transposed rows; no mid; never split; a result of G sums, one per
 * block of rows).
 *
 * D is a sum over many rows of terms of both signs, so its error is stated
 * against A[j] = sum over the rows of |dy x^| as well as against D itself:
 * |D - exact| <= NS_ULP ulp(D) + NS_A * A (docs/kernels.md states it). The
 * 16-bit results: the exact sum rounded once, but where the f32 bound puts it
 * near a rounding boundary (within NS_A * A). RC_TEST_SCALE=10 runs ten times
 * more cases. */
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

#define NS_ULP 0.5     /* ulp(D): the one rounding */
#define NS_A 0x1p-40   /* of A = sum |dy x^|: x^'s and the double sum's errors */

static const char *const ops[] = {"layer_norm_grad_scale", "rms_norm_grad_scale"};

static double unif(void) { return (double)rnd32() / 4294967296.0; } /* [0, 1) */

/* ulp of |v| in f32 (normal range) and in bf16 / f16 */
static double ulp32(double v) { return ldexp(1.0, ilogb(fmax(fabs(v), 0x1p-126)) - 23); }
static double ulp16(RcElemType dt, double v)
{
  return dt == RC_ELEM_BF16 ? ldexp(1.0, ilogb(fmax(fabs(v), 0x1p-126)) - 7)
                            : ldexp(1.0, ilogb(fmax(fabs(v), 0x1p-14)) - 10);
}

/* D and A of rows x cols in MPFR at 160 bits, rounded to double. */
static void reference(int ln, const float *x, const float *dy, size_t rows, size_t cols, float eps, double *D,
                      double *A)
{
  mpfr_t mean, var, r, t, *d = malloc(cols * sizeof *d);
  mpfr_inits2(160, mean, var, r, t, (mpfr_ptr)0);
  for (size_t j = 0; j < cols; j++) mpfr_init2(d[j], 160), mpfr_set_zero(d[j], 1), A[j] = 0;
  for (size_t k = 0; k < rows; k++) {
    const float *xr = x + k * cols, *dr = dy + k * cols;
    mpfr_set_zero(mean, 1);
    for (size_t j = 0; ln && j < cols; j++) mpfr_add_d(mean, mean, xr[j], MPFR_RNDN);
    mpfr_div_ui(mean, mean, cols, MPFR_RNDN);
    mpfr_set_zero(var, 1);
    for (size_t j = 0; j < cols; j++) {
      mpfr_d_sub(t, xr[j], mean, MPFR_RNDN);
      mpfr_sqr(t, t, MPFR_RNDN);
      mpfr_add(var, var, t, MPFR_RNDN);
    }
    mpfr_div_ui(var, var, cols, MPFR_RNDN);
    mpfr_add_d(var, var, eps, MPFR_RNDN);
    mpfr_rec_sqrt(r, var, MPFR_RNDN);
    for (size_t j = 0; j < cols; j++) {
      mpfr_d_sub(t, xr[j], mean, MPFR_RNDN);
      mpfr_mul(t, t, r, MPFR_RNDN);
      mpfr_mul_d(t, t, dr[j], MPFR_RNDN);
      mpfr_add(d[j], d[j], t, MPFR_RNDN);
      A[j] += fabs(mpfr_get_d(t, MPFR_RNDN));
    }
  }
  for (size_t j = 0; j < cols; j++) D[j] = mpfr_get_d(d[j], MPFR_RNDN), mpfr_clear(d[j]);
  mpfr_clears(mean, var, r, t, (mpfr_ptr)0);
  free(d);
}

static RcStatus run_cfg(const char *op, RcElemType dt, int isa, void *out, const void *x, const void *dy,
                        const void *eps_in, size_t rows, size_t cols, float eps)
{
  const RcKernel *k = rc_kernel_lookup(op, dt);
  assert_non_null(k);
  assert_int_equal(rc_kernel_kind(k), RC_KIND_NORM_SCALE_GRAD);
  RcKernelConfig cfg = {.dtype = dt, .n = rows * cols, .cols = cols, .eps = eps, .has_eps = !eps_in,
                        .has_eps_in = eps_in != NULL};
  const void *in[3] = {x, dy, eps_in};
  assert_int_equal(rc_kernel_num_inputs(k, &cfg), 2 + (eps_in != NULL));
  return rc_kernel_run(NULL, k, isa, out, in, &cfg);
}

/* rows of x = offset + spread u (the offset up to 10 spreads: the mean cancels in
 * layer_norm), dy of mixed signs, now and then of one sign and proportional to x^'s sign
 * pattern (no cancellation) */
static void make(int kind, float *x, float *dy, size_t rows, size_t cols)
{
  double dscale = ldexp(1.0, (int)(rnd32() % 20) - 10);
  for (size_t k = 0; k < rows; k++) {
    double spread = ldexp(1.0, (int)(rnd32() % 16) - 8), off = (kind & 1) ? spread * (20.0 * unif() - 10.0) : 0.0;
    for (size_t j = 0; j < cols; j++) {
      x[k * cols + j] = (float)(off + spread * (2.0 * unif() - 1.0));
      double d = dscale * (2.0 * unif() - 1.0);
      if (kind & 2) d = fabs(d) * ((double)x[k * cols + j] >= off ? 1 : -1);
      dy[k * cols + j] = (float)d;
    }
  }
}

static const size_t widths[] = {1, 2, 3, 7, 16, 17, 33, 64, 100, 256, 1024};
static const size_t heights[] = {1, 2, 5, 64, 300};
static const float epss[] = {1e-5f, 1e-6f, 0.1f};

/* f32 on every ISA: within the bound of the MPFR sum, the same bits as scalar. */
static void test_accuracy_and_isas(void **state)
{
  (void)state;
  size_t reps = scale_n(2);
  double worst_u = 0, worst_a = 0;
  for (int o = 0; o < 2; o++)
    for (size_t wi = 0; wi < sizeof widths / sizeof *widths; wi++)
      for (size_t hi = 0; hi < sizeof heights / sizeof *heights; hi++)
        for (size_t rep = 0; rep < reps; rep++) {
          size_t cols = widths[wi], rows = heights[hi], n = rows * cols;
          seed_n(1000 * (uint64_t)o + 100 * wi + 10 * hi + rep);
          int kind = (int)(rnd32() % 4);
          float eps = epss[rnd32() % 3];
          float *x = malloc(n * 4), *dy = malloc(n * 4), *out[RC_ISA_COUNT];
          double *D = malloc(cols * 8), *A = malloc(cols * 8);
          make(kind, x, dy, rows, cols);
          reference(o == 0, x, dy, rows, cols, eps, D, A);
          for (int isa = 0; isa < RC_ISA_COUNT; isa++) {
            out[isa] = malloc(cols * 4);
            if (!rc_isa_supported((RcIsa)isa)) continue;
            assert_int_equal(run_cfg(ops[o], RC_ELEM_F32, isa, out[isa], x, dy, NULL, rows, cols, eps), RC_OK);
            if (isa) assert_memory_equal(out[isa], out[0], cols * 4);
          }
          for (size_t j = 0; j < cols; j++) {
            double e = fabs((double)out[0][j] - D[j]), excess = e - NS_ULP * ulp32(out[0][j]);
            if (e / ulp32(D[j]) > worst_u && fabs(D[j]) >= A[j] / 16) worst_u = e / ulp32(D[j]);
            if (A[j] > 0 && excess / A[j] > worst_a) worst_a = excess / A[j];
            if (excess > NS_A * A[j])
              fail_msg("%s rows=%zu cols=%zu col %zu: got %a, exact %a (A %a)", ops[o], rows, cols, j,
                       (double)out[0][j], D[j], A[j]);
          }
          for (int isa = 0; isa < RC_ISA_COUNT; isa++) free(out[isa]);
          free(x), free(dy), free(D), free(A);
        }
  print_message("d scale f32: %.3f ulp(D) where |D| >= A/16; excess over %.1f ulp(D): %.3g A\n", worst_u, NS_ULP,
                worst_a);
}

/* Every row length 1..48 (each partial last vector of lanes) and row counts about the batch of
 * short rows (16), with now and then a NaN or inf row: the same bits on every ISA (NaN
 * columns: NaN on every ISA; which NaN is the compiler's choice of operand order). */
static void test_tails_and_batches(void **state)
{
  (void)state;
  static const size_t rowss[] = {1, 15, 16, 17, 33};
  for (int o = 0; o < 2; o++)
    for (size_t cols = 1; cols <= 48; cols++)
      for (size_t ri = 0; ri < sizeof rowss / sizeof *rowss; ri++) {
        size_t rows = rowss[ri], n = rows * cols;
        seed_n(9000 + 1000 * (uint64_t)o + 10 * cols + ri);
        float *x = malloc(n * 4), *dy = malloc(n * 4), *out[RC_ISA_COUNT];
        make((int)(rnd32() % 4), x, dy, rows, cols);
        if (rows > 16 && cols > 2) x[16 * cols + 1] = (ri & 1) ? NAN : INFINITY, dy[cols + 2] = -INFINITY;
        for (int isa = 0; isa < RC_ISA_COUNT; isa++) {
          out[isa] = malloc(cols * 4);
          if (!rc_isa_supported((RcIsa)isa)) continue;
          assert_int_equal(run_cfg(ops[o], RC_ELEM_F32, isa, out[isa], x, dy, NULL, rows, cols, 1e-5f), RC_OK);
          for (size_t j = 0; isa && j < cols; j++) {
            if (isnan(out[0][j])) assert_true(isnan(out[isa][j]));
            else assert_memory_equal(&out[isa][j], &out[0][j], 4);
          }
        }
        if (rows > 16 && cols > 2)
          for (size_t j = 0; j < cols; j++) assert_true(isnan(out[0][j]));
        for (int isa = 0; isa < RC_ISA_COUNT; isa++) free(out[isa]);
        free(x), free(dy);
      }
}

/* bf16 / f16: the exact sum of the 16-bit inputs rounded once to the dtype (where the f32
 * bound does not put it near a rounding boundary), the same bits on every ISA. */
static void test_lowp(void **state)
{
  (void)state;
  const RcElemType dts[] = {RC_ELEM_BF16, RC_ELEM_F16};
  size_t checked = 0;
  for (int o = 0; o < 2; o++)
    for (int di = 0; di < 2; di++)
      for (size_t wi = 0; wi < sizeof widths / sizeof *widths; wi++) {
        RcElemType dt = dts[di];
        size_t cols = widths[wi], rows = 37, n = rows * cols;
        seed_n(5000 + 100 * (uint64_t)o + 10 * (uint64_t)di + wi);
        float *x = malloc(n * 4), *dy = malloc(n * 4);
        uint16_t *hx = malloc(n * 2), *hd = malloc(n * 2), *out[RC_ISA_COUNT];
        double *D = malloc(cols * 8), *A = malloc(cols * 8);
        make((int)(rnd32() % 4), x, dy, rows, cols);
        for (size_t i = 0; i < n; i++) { /* keep f16 in range */
          if (dt == RC_ELEM_F16) x[i] = fmaxf(fminf(x[i], 6e4f), -6e4f), dy[i] = fmaxf(fminf(dy[i], 6e4f), -6e4f);
        }
        if (dt == RC_ELEM_BF16) rc_f32_to_bf16(hx, x, n), rc_f32_to_bf16(hd, dy, n);
        else rc_f32_to_f16(hx, x, n), rc_f32_to_f16(hd, dy, n);
        if (dt == RC_ELEM_BF16) rc_bf16_to_f32(x, hx, n), rc_bf16_to_f32(dy, hd, n);
        else rc_f16_to_f32(x, hx, n), rc_f16_to_f32(dy, hd, n);
        reference(o == 0, x, dy, rows, cols, 1e-5f, D, A);
        for (int isa = 0; isa < RC_ISA_COUNT; isa++) {
          out[isa] = malloc(cols * 2);
          if (!rc_isa_supported((RcIsa)isa)) continue;
          assert_int_equal(run_cfg(ops[o], dt, isa, out[isa], hx, hd, NULL, rows, cols, 1e-5f), RC_OK);
          if (isa) assert_memory_equal(out[isa], out[0], cols * 2);
        }
        float *got = malloc(cols * 4);
        if (dt == RC_ELEM_BF16) rc_bf16_to_f32(got, out[0], cols);
        else rc_f16_to_f32(got, out[0], cols);
        for (size_t j = 0; j < cols; j++) {
          double e = fabs((double)got[j] - D[j]), half = 0.5 * ulp16(dt, got[j]);
          if (fabs(D[j]) > (dt == RC_ELEM_BF16 ? 3e38 : 65504)) continue; /* overflow: inf */
          if (e > half + NS_A * A[j])
            fail_msg("%s %s cols=%zu col %zu: got %a, exact %a", ops[o], dt == RC_ELEM_BF16 ? "bf16" : "f16", cols, j,
                     (double)got[j], D[j]);
          checked++;
        }
        for (int isa = 0; isa < RC_ISA_COUNT; isa++) free(out[isa]);
        free(x), free(dy), free(hx), free(hd), free(D), free(A), free(got);
      }
  assert_true(checked > 1000);
}

/* NaN or inf in a row's x: every column NaN (as the decomposed graph's row sums make x^);
 * inf in dy: its column only, inf (inf x^, x^ nonzero) as the graph's product. The eps operand; refusals; the plain entry points; one chunk. */
static void test_specials_and_calls(void **state)
{
  (void)state;
  enum { R = 6, C = 20 };
  float x[R * C], dy[R * C], out[C], out2[C], e = 1e-3f;
  seed_n(77);
  make(1, x, dy, R, C);
  for (int o = 0; o < 2; o++) {
    float xs[R * C], ds[R * C];
    memcpy(xs, x, sizeof x), memcpy(ds, dy, sizeof dy);
    xs[2 * C + 5] = NAN;
    assert_int_equal(run_cfg(ops[o], RC_ELEM_F32, -1, out, xs, ds, NULL, R, C, 1e-5f), RC_OK);
    for (int j = 0; j < C; j++) assert_true(isnan(out[j]));
    memcpy(xs, x, sizeof x);
    ds[3 * C + 7] = INFINITY;
    assert_int_equal(run_cfg(ops[o], RC_ELEM_F32, -1, out, xs, ds, NULL, R, C, 1e-5f), RC_OK);
    for (int j = 0; j < C; j++) assert_true(j == 7 ? isinf(out[j]) : isfinite(out[j])); /* inf x^, not NaN */
    /* eps as an operand, as the config value; the plain entry point; a split hook not used */
    assert_int_equal(run_cfg(ops[o], RC_ELEM_F32, -1, out, x, dy, &e, R, C, 0.0f), RC_OK);
    assert_int_equal(run_cfg(ops[o], RC_ELEM_F32, -1, out2, x, dy, NULL, R, C, e), RC_OK);
    assert_memory_equal(out, out2, sizeof out);
    if (o == 0) rc_layer_norm_grad_scale_f32(out2, x, dy, R, C, e);
    else rc_rms_norm_grad_scale_f32(out2, x, dy, R, C, e);
    assert_memory_equal(out, out2, sizeof out);
    const RcKernel *k = rc_kernel_lookup(ops[o], RC_ELEM_F32);
    RcKernelConfig cfg = {.dtype = RC_ELEM_F32, .n = R * C, .cols = C, .eps = e, .has_eps = true};
    const void *in[2] = {x, dy}, *nody[2] = {x, NULL};
    assert_int_equal(rc_kernel_run(NULL, k, -1, out, nody, &cfg), RC_ERR_USAGE);
    RcKernelConfig strided = cfg, noeps = cfg;
    strided.mid = 2, strided.cols2 = C / 4, strided.cols = C / 2; /* two blocks: refused */
    noeps.has_eps = false;
    assert_int_equal(rc_kernel_run(NULL, k, -1, out, in, &strided), RC_ERR_USAGE);
    assert_int_equal(rc_kernel_run(NULL, k, -1, out, in, &noeps), RC_ERR_USAGE);
  }
}

/* Rows inner apart (x as [O, C, I], the norm over the middle axis, the sum over O and I):
 * bit for bit the contiguous call over x transposed to [O, I, C] (the same rows in the same
 * order), at every ISA this machine runs and in f32, bf16 and f16; within the bound of the
 * MPFR sum in f32. */
static void test_inner(void **state)
{
  (void)state;
  static const size_t shapes[][3] = {{3, 7, 5}, {2, 33, 17}, {4, 6, 16}, {1, 100, 40}, {5, 2, 3}};
  const RcElemType dts[] = {RC_ELEM_F32, RC_ELEM_BF16, RC_ELEM_F16};
  for (int o = 0; o < 2; o++)
    for (size_t si = 0; si < sizeof shapes / sizeof *shapes; si++)
      for (int di = 0; di < 3; di++) {
        size_t O = shapes[si][0], C = shapes[si][1], I = shapes[si][2], n = O * C * I, rows = O * I;
        RcElemType dt = dts[di];
        size_t es = dt == RC_ELEM_F32 ? 4 : 2;
        seed_n(9000 + 100 * (uint64_t)o + 10 * si + (uint64_t)di);
        float *x = malloc(n * 4), *dy = malloc(n * 4); /* rows [O, I, C] */
        make((int)(rnd32() % 4), x, dy, rows, C);
        if (dt == RC_ELEM_BF16) { /* the values of the dtype, in f32 */
          uint16_t *h = malloc(n * 2);
          rc_f32_to_bf16(h, x, n), rc_bf16_to_f32(x, h, n), rc_f32_to_bf16(h, dy, n), rc_bf16_to_f32(dy, h, n);
          free(h);
        } else if (dt == RC_ELEM_F16) {
          uint16_t *h = malloc(n * 2);
          rc_f32_to_f16(h, x, n), rc_f16_to_f32(x, h, n), rc_f32_to_f16(h, dy, n), rc_f16_to_f32(dy, h, n);
          free(h);
        }
        char *cx = malloc(n * es), *cd = malloc(n * es), *tx = malloc(n * es), *td = malloc(n * es);
        if (dt == RC_ELEM_F32) memcpy(cx, x, n * 4), memcpy(cd, dy, n * 4);
        else if (dt == RC_ELEM_BF16) rc_f32_to_bf16((uint16_t *)cx, x, n), rc_f32_to_bf16((uint16_t *)cd, dy, n);
        else rc_f32_to_f16((uint16_t *)cx, x, n), rc_f32_to_f16((uint16_t *)cd, dy, n);
        for (size_t a = 0; a < O; a++) /* [O, I, C] -> [O, C, I] */
          for (size_t i = 0; i < I; i++)
            for (size_t j = 0; j < C; j++) {
              memcpy(tx + ((a * C + j) * I + i) * es, cx + ((a * I + i) * C + j) * es, es);
              memcpy(td + ((a * C + j) * I + i) * es, cd + ((a * I + i) * C + j) * es, es);
            }
        const RcKernel *k = rc_kernel_lookup(ops[o], dt);
        RcKernelConfig cfg = {.dtype = dt, .n = n, .cols = C, .inner = I, .eps = 1e-5f, .has_eps = true};
        const void *in[2] = {tx, td};
        char *want = malloc(C * es), *got = malloc(C * es);
        assert_int_equal(run_cfg(ops[o], dt, RC_ISA_SCALAR, want, cx, cd, NULL, rows, C, 1e-5f), RC_OK);
        for (int isa = 0; isa < RC_ISA_COUNT; isa++) {
          if (!rc_isa_supported((RcIsa)isa)) continue;
          assert_int_equal(rc_kernel_run(NULL, k, isa, got, in, &cfg), RC_OK);
          assert_memory_equal(got, want, C * es);
        }
        if (dt == RC_ELEM_F32) {
          double *D = malloc(C * 8), *A = malloc(C * 8);
          reference(o == 0, x, dy, rows, C, 1e-5f, D, A);
          for (size_t j = 0; j < C; j++) {
            double g = ((float *)(void *)got)[j];
            if (fabs(g - D[j]) - NS_ULP * ulp32(g) > NS_A * A[j])
              fail_msg("%s inner=%zu col %zu: got %a, exact %a", ops[o], I, j, g, D[j]);
          }
          free(D), free(A);
        }
        free(x), free(dy), free(cx), free(cd), free(tx), free(td), free(want), free(got);
      }
}

/* A result of G sums (rc_kernel_run_result): group g, x's and dy's g-th block of rows (contiguous and
 * inner apart), bit for bit the call over that block alone; the group count read off the result's
 * size (rc_kernel_scale_groups), one that fits no G refused with nothing written. */
static void test_groups(void **state)
{
  (void)state;
  enum { G = 3, O = 4, C = 6, I = 5, N = G * O * C * I };
  float x[N], dy[N], got[G * C], want[C], e = 1e-3f;
  seed_n(4242);
  make(1, x, dy, G * O * I, C);
  assert_int_equal(rc_kernel_scale_groups(N, C, I, G * C), G);
  assert_int_equal(rc_kernel_scale_groups(N, C, I, C), 1);
  assert_int_equal(rc_kernel_scale_groups(N, C, I, 7 * C), 0); /* G * O rows in no seven blocks */
  assert_int_equal(rc_kernel_scale_groups(N, C, I, C + 1), 0);
  assert_int_equal(rc_kernel_scale_groups(N, C, 7, C), 0);     /* inner does not divide n */
  assert_int_equal(rc_kernel_scale_groups(N, 0, I, G * C), 0);
  assert_int_equal(rc_kernel_scale_groups(N, C, I, 0), 0);
  assert_int_equal(rc_kernel_scale_groups(0, C, I, G * C), G); /* no rows: any G */
  for (int o = 0; o < 2; o++)
    for (size_t inner = 1; inner <= I; inner += I - 1) {
      const RcKernel *k = rc_kernel_lookup(ops[o], RC_ELEM_F32);
      RcKernelConfig cfg = {.dtype = RC_ELEM_F32, .n = N, .cols = C, .inner = inner, .has_eps_in = true};
      const void *in[3] = {x, dy, &e};
      void *outs[1] = {got};
      RcParallelFor par = {.run = NULL, .threads = 1};
      assert_int_equal(rc_kernel_run_result(NULL, k, -1, outs, G * C, in, &cfg, &par), RC_OK);
      for (size_t g = 0; g < G; g++) {
        RcKernelConfig one = cfg;
        one.n = N / G;
        const void *gin[3] = {x + g * (N / G), dy + g * (N / G), &e};
        assert_int_equal(rc_kernel_run(NULL, k, -1, want, gin, &one), RC_OK);
        assert_memory_equal(got + g * C, want, sizeof want);
      }
      memset(got, 0x5a, sizeof got);
      RcCtx *ctx = rc_ctx_new();
      assert_int_equal(rc_kernel_run_result(ctx, k, -1, outs, 7 * C, in, &cfg, NULL), RC_ERR_USAGE);
      assert_int_equal(rc_ctx_diagnostic_count(ctx), 1);
      rc_ctx_free(ctx);
      for (size_t j = 0; j < sizeof got; j++) assert_int_equal(((unsigned char *)got)[j], 0x5a);
    }
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_accuracy_and_isas),
    cmocka_unit_test(test_tails_and_batches),
    cmocka_unit_test(test_lowp),
    cmocka_unit_test(test_specials_and_calls),
    cmocka_unit_test(test_inner),
    cmocka_unit_test(test_groups),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
