/* The ROW_GRAD rows' kernels (softmax_grad, log_softmax_grad: recompose/fused.def):
 * accuracy against MPFR on every ISA the CPU runs, bit-identity across ISAs
 * over random bit patterns of y and dy (NaN payloads, infinities, subnormals),
 * special values, the bf16/f16 entry points, and the registry's call (two
 * inputs, strided rows, in place). The bound is the one docs/kernels.md
 * states: every result within RG_ULP ULP (1, or 1.5 under from_exp) of the exact value plus RG_ABS 2^-24
 * C, C the magnitude the row sum's and e^y's errors scale with (softmax_grad:
 * |y_i| sum |dy y|; log_softmax_grad: |e^y_i sum dy|; tests/unit/kernels_ref.c),
 * so within RG_ULP + 2 RG_ABS ULP where the difference does not cancel
 * (C <= |dx|). RC_TEST_SCALE=10 samples ten times more rows. */
#include <stdarg.h>
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

#define RG_ULP_PLAIN 1.0
#define RG_ULP_FROM_EXP 1.5 /* y = e / sum e (or e^y) rounded once more */
#define RG_ULP (FE ? RG_ULP_FROM_EXP : RG_ULP_PLAIN)
#define RG_ABS 1.0
/* near and below FLT_MIN, where the low parts and (from_exp) e (dy - s) are
 * subnormal: within 2 ULP of FLT_TRUE_MIN, absolutely */
#define RG_TINY 0x1p-148

#define MAX_OPS 8
static const char *ops[MAX_OPS];
static size_t N_OPS;

static int list_ops(void **state)
{
  (void)state;
  for (size_t i = 0; i < rc_kernel_count(); i++) {
    const RcKernel *k = rc_kernel_at(i);
    if (rc_kernel_dtype(k) == RC_ELEM_F32 && rc_kernel_kind(k) == RC_KIND_ROW_GRAD) ops[N_OPS++] = rc_kernel_name(k);
    if (N_OPS == MAX_OPS) return -1;
  }
  return 0;
}

#include "test_rng.h"
static double unif(void) { return ((double)rnd32() + 0.5) * 0x1p-32; }
static double gauss(void) { return sqrt(-2.0 * log(unif())) * cos(6.283185307179586 * unif()); }
static float bits_f(uint32_t u) { float f; memcpy(&f, &u, 4); return f; }
static uint32_t f_bits(float f) { uint32_t u; memcpy(&u, &f, 4); return u; }
static bool is_log(const char *op) { return !strncmp(op, "log_", 4); }

static bool FE; /* the calls' from_exp */
static void run_isa(const char *op, RcElemType dt, int isa, void *out, const void *y, const void *dy, size_t rows,
                    size_t cols, size_t inner)
{
  const RcKernel *k = rc_kernel_lookup(op, dt);
  RcKernelConfig cfg = {.dtype = dt, .n = rows * cols, .cols = cols, .inner = inner, .from_exp = FE};
  const void *in[2] = {y, dy};
  assert_non_null(k);
  assert_int_equal(rc_kernel_run(NULL, k, isa, out, in, &cfg), RC_OK);
}

/* A row of the kind the forward op writes, and a dy for it. family 0: y the forward's f32
 * output over x of spread 0.1 .. 30, dy Gaussian of scale 2^-20 .. 2^20; 1: dy the
 * cross-entropy's (-1 at one column, else 0), or (softmax) -1/y there; 2: y any value
 * (softmax: [-2, 2]; log_softmax: [-250, 100]), dy of any magnitude 2^-60 .. 2^60.
 * Under FE (from_exp) y is the forward's exponentials e^(x - max) in f32 instead (family 2:
 * any e in [0, 4]). */
static void make_row(const char *op, int family, float *y, float *dy, size_t cols)
{
  double spread = (double[]){0.1, 1.0, 5.0, 30.0}[rnd32() % 4], *x = malloc(cols * sizeof *x), mx = -INFINITY;
  assert_non_null(x);
  for (size_t j = 0; j < cols; j++) x[j] = spread * gauss(), mx = fmax(mx, x[j]);
  double sum = 0;
  for (size_t j = 0; j < cols; j++) sum += exp(x[j] - mx);
  for (size_t j = 0; j < cols; j++)
    y[j] = (float)(FE ? exp(x[j] - mx) : is_log(op) ? x[j] - mx - log(sum) : exp(x[j] - mx) / sum);
  double dscale = ldexp(1.0, (int)(rnd32() % 41) - 20);
  for (size_t j = 0; j < cols; j++) dy[j] = (float)(dscale * gauss());
  if (family == 1) {
    size_t t = rnd32() % cols;
    for (size_t j = 0; j < cols; j++) dy[j] = 0.0f;
    double yt = FE ? exp(x[t] - mx) / sum : y[t];
    dy[t] = !is_log(op) && yt > 0x1p-100 ? (float)(-1.0 / yt) : -1.0f;
  } else if (family == 2) {
    for (size_t j = 0; j < cols; j++) {
      y[j] = (float)(FE ? 4.0 * unif() : is_log(op) ? -250.0 + 350.0 * unif() : 4.0 * unif() - 2.0);
      dy[j] = (float)ldexp(gauss(), (int)(rnd32() % 121) - 60);
    }
  }
  free(x);
}

/* Every op has an MPFR reference and is the backward of a ROW op. */
static void test_table(void **state)
{
  (void)state;
  FE = false;
  assert_true(N_OPS >= 2);
  for (size_t i = 0; i < N_OPS; i++) {
    float y = 0.5f, dy = 1.0f;
    double dx, c;
    if (rc_ref_row_grad(ops[i], &y, &dy, 1, false, &dx, &c)) fail_msg("%s: no MPFR reference in tests/unit/kernels_ref.c", ops[i]);
    size_t len = strlen(ops[i]);
    char fwd[64];
    assert_true(len > 5 && !strcmp(ops[i] + len - 5, "_grad"));
    snprintf(fwd, sizeof fwd, "%.*s", (int)(len - 5), ops[i]);
    const RcKernel *f = rc_kernel_lookup(fwd, RC_ELEM_F32);
    if (!f || rc_kernel_kind(f) != RC_KIND_ROW) fail_msg("%s: no forward row op %s", ops[i], fwd);
  }
}

static double ulp32(double r)
{
  double a = fabs(r);
  return a < 0x1p-126 ? 0x1p-149 : ldexp(1.0, ilogb(a) - 23);
}

/* Rows of the three families and several widths, every ISA: within RG_ULP ULP + RG_ABS 2^-24 C. */
static void test_accuracy(void **state)
{
  (void)state;
  FE = false;
  static const size_t widths[] = {1, 2, 5, 16, 17, 33, 100, 1000, 4099};
  enum { NW = sizeof widths / sizeof widths[0], MAXC = 4099 };
  float *y = malloc(MAXC * 4), *dy = malloc(MAXC * 4), *got = malloc(MAXC * 4);
  double *dx = malloc(MAXC * 8), *c = malloc(MAXC * 8);
  assert_true(y && dy && got && dx && c);
  for (size_t oo = 0; oo < 2 * N_OPS; oo++) {
    size_t o = oo % N_OPS;
    FE = oo >= N_OPS;
    const char *op = ops[o];
    seed(op);
    double worst_wc = 0, worst = 0, worst_abs = 0, worst_normal = 0;
    size_t count = 0;
    for (size_t rep = 0; rep < scale_n(40); rep++)
      for (int fam = 0; fam < 3; fam++)
        for (size_t w = 0; w < NW; w++) {
          size_t cols = widths[w];
          make_row(op, fam, y, dy, cols);
          assert_int_equal(rc_ref_row_grad(op, y, dy, cols, FE, dx, c), 0);
          for (int isa = 0; isa < RC_ISA_COUNT; isa++) {
            if (!rc_isa_supported((RcIsa)isa)) continue;
            run_isa(op, RC_ELEM_F32, isa, got, y, dy, 1, cols, 1);
            for (size_t j = 0; j < cols; j++) {
              double err = fabs((double)got[j] - dx[j]), u = ulp32(dx[j]), ulps = err / u;
              double a = (err - RG_ULP * u) / (0x1p-24 * c[j]);
              count++;
              if (fabs(dx[j]) >= 0x1.ffffffp127 && isfinite(dx[j]) && isinf(got[j]) && (got[j] > 0) == (dx[j] > 0))
                continue; /* beyond f32's range: rounds to inf */
              if (!isfinite(dx[j]) || !isfinite(got[j]))
                fail_msg("%s: non-finite dx=%a got %a (y=%a dy=%a)", op, dx[j], (double)got[j], (double)y[j],
                         (double)dy[j]);
              if (c[j] <= fabs(dx[j]) && ulps > worst_wc) worst_wc = ulps;
              if (ulps > worst) worst = ulps;
              if (fabs(dx[j]) >= 0x1p-100 && c[j] <= fabs(dx[j]) && ulps > worst_normal) worst_normal = ulps;
              if (ulps > RG_ULP && a > worst_abs && err > RG_TINY) worst_abs = a;
              if (ulps > RG_ULP && a > RG_ABS && err > RG_TINY)
                fail_msg("%s %s cols=%zu family %d: %a for %a (%.3f ULP, %.3f 2^-24 C; y=%a dy=%a)", op,
                         rc_isa_name((RcIsa)isa), cols, fam, (double)got[j], dx[j], ulps, a, (double)y[j],
                         (double)dy[j]);
            }
          }
        }
    print_message("%s%s: %zu results: %.3f ULP where C <= |dx| (%.3f for results above 2^-100), %.3f ULP in all, "
                  "beyond %.1f ULP %.3f 2^-24 C\n", op, FE ? " from_exp" : "", count, worst_wc, worst_normal, worst,
                  RG_ULP, worst_abs);
    assert_true(worst_wc <= RG_ULP + 2 * RG_ABS);
  }
  FE = false;
  free(y);
  free(dy);
  free(got);
  free(dx);
  free(c);
}

/* log_softmax_grad's row sum S = sum dy at every binary exponent from subnormal to near
 * FLT_MAX (the kernel splits S into a mantissa and an exponent from its bits): within the
 * bound of test_accuracy on every ISA, and the same bits on every ISA. */
static void test_log_sum_exponents(void **state)
{
  (void)state;
  enum { C = 24 };
  float y[C], dy[C], got[C], first[C];
  double dx[C], c[C];
  FE = false;
  seed("log_softmax_grad sums");
  for (int e = -149; e <= 124; e++)
    for (size_t cols = 1; cols <= C; cols += 23) {
      make_row("log_softmax_grad", 0, y, dy, cols);
      for (size_t j = 0; j < cols; j++) dy[j] = (float)ldexp(gauss(), e);
      assert_int_equal(rc_ref_row_grad("log_softmax_grad", y, dy, cols, false, dx, c), 0);
      for (int isa = 0; isa < RC_ISA_COUNT; isa++) {
        if (!rc_isa_supported((RcIsa)isa)) continue;
        run_isa("log_softmax_grad", RC_ELEM_F32, isa, got, y, dy, 1, cols, 1);
        if (isa == 0) memcpy(first, got, sizeof got);
        else assert_memory_equal(got, first, cols * sizeof *got);
        for (size_t j = 0; j < cols; j++) {
          double err = fabs((double)got[j] - dx[j]), u = ulp32(dx[j]);
          if (!isfinite(dx[j]) || !isfinite(got[j]))
            fail_msg("S at 2^%d: non-finite dx=%a got %a", e, dx[j], (double)got[j]);
          if (err > RG_ULP * u && (err - RG_ULP * u) / (0x1p-24 * c[j]) > RG_ABS && err > RG_TINY)
            fail_msg("S at 2^%d cols=%zu: %a for %a (%.3f ULP)", e, cols, (double)got[j], dx[j], err / u);
        }
      }
    }
}

/* Every ISA gives the scalar model's bits, for any bit patterns of y and dy (and rows with
 * special values in them). */
static void test_isa_identity(void **state)
{
  (void)state;
  FE = false;
  static const float sp[] = {0.0f, -0.0f, INFINITY, -INFINITY, NAN, FLT_MIN, 0x1p-149f, FLT_MAX, -FLT_MAX,
                             1.0f, -1.0f, -104.0f, -200.5f, 88.8f, 300.0f};
  enum { NSP = sizeof sp / sizeof sp[0], COLS = 37 };
  size_t rows = scale_n(3000);
  float *y = malloc(rows * COLS * 4), *dy = malloc(rows * COLS * 4), *ref = malloc(rows * COLS * 4),
        *got = malloc(rows * COLS * 4);
  assert_true(y && dy && ref && got);
  for (size_t oo = 0; oo < 2 * N_OPS; oo++) {
    size_t o = oo % N_OPS;
    FE = oo >= N_OPS;
    seed(ops[o]);
    for (size_t r = 0; r < rows; r++) {
      int mode = (int)(r % 4);
      for (size_t j = 0; j < COLS; j++) {
        size_t m = r * COLS + j;
        uint32_t u = rnd32(), w = rnd32();
        if (mode == 0) y[m] = bits_f(u), dy[m] = bits_f(w * 2654435761u);
        else {
          y[m] = is_log(ops[o]) ? ldexpf((float)(int32_t)u * 0x1p-31f, (int)(w % 9)) - 3.0f : (float)(u >> 8) * 0x1p-24f;
          dy[m] = ldexpf((float)(int32_t)w * 0x1p-31f, (int)(u % 60) - 30);
        }
        if (mode == 3 && u % 11 == 0) y[m] = sp[w % NSP];
        if (mode == 3 && w % 13 == 0) dy[m] = sp[u % NSP];
      }
    }
    run_isa(ops[o], RC_ELEM_F32, RC_ISA_SCALAR, ref, y, dy, rows, COLS, 1);
    for (int isa = 1; isa < RC_ISA_COUNT; isa++) {
      if (!rc_isa_supported((RcIsa)isa)) continue;
      run_isa(ops[o], RC_ELEM_F32, isa, got, y, dy, rows, COLS, 1);
      for (size_t i = 0; i < rows * COLS; i++)
        if (f_bits(got[i]) != f_bits(ref[i]))
          fail_msg("%s %s: row %zu y=%a dy=%a gives %08x, scalar %08x", ops[o], rc_isa_name((RcIsa)isa), i / COLS,
                   (double)y[i], (double)dy[i], f_bits(got[i]), f_bits(ref[i]));
    }
  }
  FE = false;
  free(y);
  free(dy);
  free(ref);
  free(got);
}

/* Special values as the decomposed graphs give them: a NaN anywhere in dy (or in y for
 * softmax_grad) makes the row NaN; an infinite dy makes the row sum infinite; log_softmax_grad
 * takes e^-inf = 0 and keeps a NaN y to its own element. */
static void test_specials(void **state)
{
  (void)state;
  FE = false;
  float out[4];
  float y1[4] = {0.25f, 0.25f, 0.25f, 0.25f}, d1[4] = {1.0f, NAN, 0.0f, 2.0f};
  run_isa("softmax_grad", RC_ELEM_F32, -1, out, y1, d1, 1, 4, 1);
  for (int j = 0; j < 4; j++) assert_true(isnan(out[j]));
  float d2[4] = {1.0f, INFINITY, 0.0f, 2.0f};
  run_isa("softmax_grad", RC_ELEM_F32, -1, out, y1, d2, 1, 4, 1);
  /* s = inf: y (dy - inf) = -inf, and y (inf - inf) = NaN at the infinite dy */
  assert_true(isinf(out[0]) && out[0] < 0 && isnan(out[1]) && isinf(out[2]) && out[3] < 0);
  float ly[4] = {-INFINITY, NAN, -1.0f, 0.0f}, ld[4] = {1.0f, 0.5f, -0.25f, 0.0f};
  run_isa("log_softmax_grad", RC_ELEM_F32, -1, out, ly, ld, 1, 4, 1);
  assert_true(out[0] == 1.0f);          /* dy - 0 S */
  assert_true(isnan(out[1]));
  double want = -0.25 - exp(-1.0) * 1.25;
  assert_true(fabs((double)out[2] - want) <= 0x1p-22);
  assert_true(out[3] == -1.25f);
  float ld2[4] = {1.0f, 0.5f, INFINITY, 0.0f};
  float ly2[4] = {-INFINITY, -1.0f, -2.0f, 0.0f};
  run_isa("log_softmax_grad", RC_ELEM_F32, -1, out, ly2, ld2, 1, 4, 1);
  /* S = inf: e^-inf inf = NaN, dy - e^y inf = -inf, inf - inf = NaN */
  assert_true(isnan(out[0]) && isinf(out[1]) && out[1] < 0 && isnan(out[2]) && isinf(out[3]));
  /* S = 0: dx = dy exactly, whatever e^y */
  float ly3[2] = {50.0f, -3.0f}, ld3[2] = {0.75f, -0.75f};
  run_isa("log_softmax_grad", RC_ELEM_F32, -1, out, ly3, ld3, 1, 2, 1);
  assert_true(out[0] == 0.75f && out[1] == -0.75f);
}

/* bf16 and f16: the f32 kernel on the widened inputs, rounded once: within half a 16-bit ULP
 * plus the f32 bound. */
static void test_lowp(void **state)
{
  (void)state;
  FE = false;
  enum { COLS = 77 };
  size_t rows = scale_n(100);
  float y[COLS], dy[COLS], f[COLS], g[COLS];
  double dx[COLS], c[COLS];
  uint16_t y16[COLS], dy16[COLS], o16[COLS];
  for (int f16 = 0; f16 < 2; f16++) {
    RcElemType dt = f16 ? RC_ELEM_F16 : RC_ELEM_BF16;
    int mbits = f16 ? 10 : 7;
    for (size_t oo = 0; oo < 2 * N_OPS; oo++) {
      size_t o = oo % N_OPS;
      FE = oo >= N_OPS;
      seed(ops[o]);
      double worst = 0;
      for (size_t r = 0; r < rows; r++) {
        make_row(ops[o], (int)(r % 2), y, dy, COLS);
        if (f16) {
          for (int j = 0; j < COLS; j++) dy[j] = fminf(fmaxf(dy[j], -500.0f), 500.0f); /* dx in f16's range */
          rc_f32_to_f16(y16, y, COLS), rc_f32_to_f16(dy16, dy, COLS);
          rc_f16_to_f32(y, y16, COLS), rc_f16_to_f32(dy, dy16, COLS);
        } else {
          rc_f32_to_bf16(y16, y, COLS), rc_f32_to_bf16(dy16, dy, COLS);
          rc_bf16_to_f32(y, y16, COLS), rc_bf16_to_f32(dy, dy16, COLS);
        }
        run_isa(ops[o], dt, -1, o16, y16, dy16, 1, COLS, 1);
        run_isa(ops[o], RC_ELEM_F32, -1, f, y, dy, 1, COLS, 1);
        if (f16) rc_f16_to_f32(g, o16, COLS), rc_f32_to_f16(y16, f, COLS), rc_f16_to_f32(f, y16, COLS);
        else rc_bf16_to_f32(g, o16, COLS), rc_f32_to_bf16(y16, f, COLS), rc_bf16_to_f32(f, y16, COLS);
        assert_memory_equal(f, g, sizeof f); /* the f32 kernel's result, rounded once */
        assert_int_equal(rc_ref_row_grad(ops[o], y, dy, COLS, FE, dx, c), 0);
        for (int j = 0; j < COLS; j++) {
          double a = fabs(dx[j]), u16 = a < (f16 ? 0x1p-14 : 0x1p-126) ? (f16 ? 0x1p-24 : 0x1p-133)
                                                                     : ldexp(1.0, ilogb(a) - mbits);
          double err = fabs((double)g[j] - dx[j]) - RG_ULP * ulp32(dx[j]) - RG_ABS * 0x1p-24 * c[j];
          if (err / u16 > worst) worst = err / u16;
        }
      }
      print_message("%s%s %s: within %.4f ULP + the f32 bound\n", ops[o], FE ? " from_exp" : "", f16 ? "f16" : "bf16",
                    worst);
      assert_true(worst <= 0.5);
    }
  }
  FE = false;
}

/* Through the registry: two inputs, dy required, no tail; strided rows (inner > 1) give the
 * bits of the transposed contiguous rows; out may be y or dy; the direct entry point agrees. */
static void test_registry(void **state)
{
  (void)state;
  FE = false;
  enum { OUTER = 3, COLS = 19, INNER = 21, N = OUTER * COLS * INNER };
  static float y[N], dy[N], a[N], b[N], ty[N], tdy[N], tb[N];
  for (size_t oo = 0; oo < 2 * N_OPS; oo++) {
    size_t o = oo % N_OPS;
    FE = oo >= N_OPS;
    const RcKernel *k = rc_kernel_lookup(ops[o], RC_ELEM_F32);
    RcKernelConfig cfg = {.dtype = RC_ELEM_F32, .n = N, .cols = COLS, .inner = INNER, .from_exp = FE};
    assert_int_equal(rc_kernel_num_inputs(k, &cfg), 2);
    seed(ops[o]);
    for (int i = 0; i < N; i++)
      y[i] = is_log(ops[o]) ? -(float)(unif() * 8.0) : (float)unif(), dy[i] = (float)gauss();
    const void *only_y[2] = {y, NULL};
    assert_int_equal(rc_kernel_run(NULL, k, -1, a, only_y, &cfg), RC_ERR_USAGE);
    RcKernelConfig tail = cfg;
    tail.inner = 0, tail.tail = 2;
    const void *in[2] = {y, dy};
    assert_int_equal(rc_kernel_run(NULL, k, -1, a, in, &tail), RC_ERR_USAGE);
    assert_int_equal(rc_kernel_run(NULL, k, -1, a, in, &cfg), RC_OK);
    /* [OUTER, COLS, INNER] -> [OUTER, INNER, COLS] */
    for (int p = 0; p < OUTER; p++)
      for (int j = 0; j < COLS; j++)
        for (int i = 0; i < INNER; i++) {
          ty[(p * INNER + i) * COLS + j] = y[(p * COLS + j) * INNER + i];
          tdy[(p * INNER + i) * COLS + j] = dy[(p * COLS + j) * INNER + i];
        }
    run_isa(ops[o], RC_ELEM_F32, -1, tb, ty, tdy, OUTER * INNER, COLS, 1);
    for (int p = 0; p < OUTER; p++)
      for (int j = 0; j < COLS; j++)
        for (int i = 0; i < INNER; i++)
          assert_int_equal(f_bits(a[(p * COLS + j) * INNER + i]), f_bits(tb[(p * INNER + i) * COLS + j]));
    memcpy(b, dy, sizeof b);
    const void *inb[2] = {y, b};
    assert_int_equal(rc_kernel_run(NULL, k, -1, b, inb, &cfg), RC_OK); /* in place over dy */
    assert_memory_equal(a, b, sizeof a);
    memcpy(b, y, sizeof b);
    const void *inc[2] = {b, dy};
    assert_int_equal(rc_kernel_run(NULL, k, -1, b, inc, &cfg), RC_OK); /* in place over y */
    assert_memory_equal(a, b, sizeof a);
  }
  FE = false;
  float y1[5] = {0.1f, 0.2f, 0.3f, 0.25f, 0.15f}, d1[5] = {1, -1, 0.5f, 2, 0}, out[5], want[5];
  rc_softmax_grad_f32(out, y1, d1, 1, 5);
  run_isa("softmax_grad", RC_ELEM_F32, -1, want, y1, d1, 1, 5, 1);
  assert_memory_equal(out, want, sizeof out);
  /* s = 0.1 - 0.2 + 0.15 + 0.5 = 0.55: y (dy - s) */
  assert_true(fabsf(out[0] - 0.1f * 0.45f) < 1e-7f && fabsf(out[4] + 0.15f * 0.55f) < 1e-7f);
}

/* sum_in: the row sums of e as a third input (one per row, rows as [outer, inner]):
 * softmax_grad within 1 ULP of the plain call on y = e / s (exact for s a power of two),
 * log_softmax_grad within 2 ULP of the double formula dy - (e / s) sum dy; strided
 * rows give the transposed contiguous rows' bits; sum_in without from_exp is refused. */
static void test_sum_in(void **state)
{
  (void)state;
  FE = false;
  enum { OUTER = 2, COLS = 23, INNER = 5, N = OUTER * COLS * INNER, ROWS = OUTER * INNER };
  static float e[N], dy[N], te[N], tdy[N], a[N], b[N], y[N];
  float s[ROWS];
  for (size_t o = 0; o < N_OPS; o++) {
    seed(ops[o]);
    for (int i = 0; i < N; i++) e[i] = (float)(unif() * 3.0), dy[i] = (float)gauss();
    for (int r = 0; r < ROWS; r++) s[r] = ldexpf(1.0f, (int)(rnd32() % 9) - 2);
    const RcKernel *k = rc_kernel_lookup(ops[o], RC_ELEM_F32);
    RcKernelConfig cfg = {.dtype = RC_ELEM_F32, .n = N, .cols = COLS, .inner = INNER, .from_exp = true,
                          .has_sum_in = true};
    assert_int_equal(rc_kernel_num_inputs(k, &cfg), 3);
    const void *in[3] = {e, dy, s}, *no_s[3] = {e, dy, NULL};
    assert_int_equal(rc_kernel_run(NULL, k, -1, a, no_s, &cfg), RC_ERR_USAGE);
    RcKernelConfig bad = cfg;
    bad.from_exp = false;
    assert_int_equal(rc_kernel_run(NULL, k, -1, a, in, &bad), RC_ERR_USAGE);
    assert_int_equal(rc_kernel_run(NULL, k, -1, a, in, &cfg), RC_OK);
    /* [OUTER, COLS, INNER] -> rows [OUTER * INNER, COLS]: row p * INNER + i has sum s[p * INNER + i] */
    for (int p = 0; p < OUTER; p++)
      for (int j = 0; j < COLS; j++)
        for (int i = 0; i < INNER; i++) {
          te[(p * INNER + i) * COLS + j] = e[(p * COLS + j) * INNER + i];
          tdy[(p * INNER + i) * COLS + j] = dy[(p * COLS + j) * INNER + i];
        }
    RcKernelConfig flat = cfg;
    flat.inner = 0;
    const void *tin[3] = {te, tdy, s};
    assert_int_equal(rc_kernel_run(NULL, k, -1, b, tin, &flat), RC_OK);
    for (int p = 0; p < OUTER; p++)
      for (int j = 0; j < COLS; j++)
        for (int i = 0; i < INNER; i++)
          assert_int_equal(f_bits(a[(p * COLS + j) * INNER + i]), f_bits(b[(p * INNER + i) * COLS + j]));
    for (int r = 0; r < ROWS; r++) {
      double sdy = 0;
      for (int j = 0; j < COLS; j++) y[r * COLS + j] = te[r * COLS + j] / s[r], sdy += tdy[r * COLS + j];
      if (is_log(ops[o]))
        for (int j = 0; j < COLS; j++) {
          double want = (double)tdy[r * COLS + j] - (double)y[r * COLS + j] * sdy;
          assert_true(rc_ref_ulp(b[r * COLS + j], want) <= 2.0 || fabs(b[r * COLS + j] - want) < 1e-6);
        }
    }
    if (!is_log(ops[o])) {
      run_isa(ops[o], RC_ELEM_F32, -1, a, y, tdy, ROWS, COLS, 1);
      for (int i = 0; i < N; i++) assert_true(rc_ref_ulp(b[i], (double)a[i]) <= 1.0 || fabsf(b[i] - a[i]) < 1e-6f);
    }
  }
}

/* A row's result does not depend on the rows called with it: rows of short and long widths
 * (the kernels take short rows in batches), called all at once and one by one, give the same
 * bits, the same on every ISA, plain, from_exp and from_exp with the sums given, NaN and inf
 * rows among them. */
static void test_batch_identity(void **state)
{
  (void)state;
  enum { R = 37, C = 200 };
  static const size_t cs[] = {1, 2, 3, 5, 8, 15, 16, 17, 31, 32, 33, 63, 64, 65, 127, 128, 129, 200};
  static float y[R * C], dy[R * C], all[R * C], one[R * C], ref[R * C];
  float sums[R];
  for (size_t o = 0; o < N_OPS; o++)
    for (size_t w = 0; w < sizeof cs / sizeof *cs; w++)
      for (int v = 0; v < 3; v++) {
        size_t cols = cs[w];
        FE = v > 0;
        seed(ops[o]);
        for (size_t r = 0; r < R; r++) make_row(ops[o], (int)(r % 3), y + r * cols, dy + r * cols, cols);
        for (size_t r = 0; r < R; r++) sums[r] = ldexpf(1.0f, (int)(rnd32() % 9) - 2);
        y[4 * cols] = NAN;
        dy[21 * cols + cols - 1] = INFINITY;
        for (int isa = 0; isa < RC_ISA_COUNT; isa++) {
          if (!rc_isa_supported((RcIsa)isa)) continue;
          const RcKernel *k = rc_kernel_lookup(ops[o], RC_ELEM_F32);
          assert_non_null(k);
          RcKernelConfig cfg = {.dtype = RC_ELEM_F32, .n = R * cols, .cols = cols, .from_exp = FE,
                                .has_sum_in = v == 2};
          const void *in[3] = {y, dy, sums};
          assert_int_equal(rc_kernel_run(NULL, k, isa, all, in, &cfg), RC_OK);
          cfg.n = cols;
          for (size_t r = 0; r < R; r++) {
            const void *in1[3] = {y + r * cols, dy + r * cols, sums + r};
            assert_int_equal(rc_kernel_run(NULL, k, isa, one + r * cols, in1, &cfg), RC_OK);
          }
          if (memcmp(all, one, R * cols * sizeof *all))
            fail_msg("%s cols=%zu variant %d (%s): rows called together differ from rows called one by one", ops[o],
                     cols, v, rc_isa_name((RcIsa)isa));
          if (isa == 0) memcpy(ref, all, R * cols * sizeof *all);
          else if (memcmp(all, ref, R * cols * sizeof *all))
            fail_msg("%s cols=%zu variant %d: %s differs from scalar", ops[o], cols, v, rc_isa_name((RcIsa)isa));
        }
      }
  FE = false;
}

/* from_exp on exps whose row sum is tiny (unshifted exps of very negative x): e scaled by a
 * power of two 2^p gives y = e / sum e unchanged, so the same bits as the call on e, on every
 * ISA, short rows (batched) and long ones; p = -100 leaves the sum normal but its reciprocal
 * beyond f32, p = -149 makes e the subnormals m 2^-149 (m small whole numbers, exact), where
 * 1 / sum e overflows and y = e / sum e is still m / sum m. */
static void test_tiny_sums(void **state)
{
  (void)state;
  enum { R = 3, C = 150 };
  static const size_t cs[] = {2, 5, 17, 150};
  static float e[R * C], te[R * C], dy[R * C], a[R * C], b[R * C];
  for (size_t o = 0; o < N_OPS; o++)
    for (size_t w = 0; w < sizeof cs / sizeof *cs; w++)
      for (int p = 0; p < 2; p++) {
        size_t cols = cs[w];
        seed(ops[o]);
        for (size_t i = 0; i < R * cols; i++) {
          e[i] = (float)(1 + rnd32() % 7);
          te[i] = ldexpf(e[i], p ? -149 : -100);
          dy[i] = (float)gauss();
        }
        FE = true;
        for (int isa = 0; isa < RC_ISA_COUNT; isa++) {
          if (!rc_isa_supported((RcIsa)isa)) continue;
          run_isa(ops[o], RC_ELEM_F32, isa, a, e, dy, R, cols, 1);
          run_isa(ops[o], RC_ELEM_F32, isa, b, te, dy, R, cols, 1);
          for (size_t i = 0; i < R * cols; i++)
            if (f_bits(a[i]) != f_bits(b[i]))
              fail_msg("%s from_exp cols=%zu e 2^%d (%s): element %zu is %a, on e %a", ops[o], cols, p ? -149 : -100,
                       rc_isa_name((RcIsa)isa), i, (double)b[i], (double)a[i]);
        }
      }
  FE = false;
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_table),    cmocka_unit_test(test_accuracy), cmocka_unit_test(test_isa_identity),
    cmocka_unit_test(test_specials), cmocka_unit_test(test_lowp),     cmocka_unit_test(test_registry),
    cmocka_unit_test(test_sum_in), cmocka_unit_test(test_batch_identity), cmocka_unit_test(test_tiny_sums),
    cmocka_unit_test(test_log_sum_exponents),
  };
  return cmocka_run_group_tests(tests, list_ops, NULL);
}
