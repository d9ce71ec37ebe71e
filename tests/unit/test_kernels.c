/* Kernel library tests: accuracy against MPFR, bit-identity across ISAs
 * (loops over the registry generated from recompose/fused.def; ISAs the CPU lacks
 * are skipped), edge lengths and misaligned/in-place buffers, bf16/f16
 * rounding, row kernels against long double, the config string and the XLA
 * custom-call entry points. Sample sizes keep the run under a minute
 * (set RC_TEST_SCALE=10 for a deeper run). */
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

/* The table's ops (recompose/fused.def) as the registry lists them: elt_ops the
 * elementwise ones; row_ops the row ones, then (from N_ROWONLY on) the norm ones. */
#define MAX_OPS 64
static const char *elt_ops[MAX_OPS], *row_ops[MAX_OPS];
static size_t N_ELT, N_ROW, N_ROWONLY;

static int list_ops(void **state)
{
  (void)state;
  for (int kind = RC_KIND_ELEMENTWISE; kind <= RC_KIND_NORM; kind++)
    for (size_t i = 0; i < rc_kernel_count(); i++) {
      const RcKernel *k = rc_kernel_at(i);
      if (rc_kernel_dtype(k) != RC_ELEM_F32 || (int)rc_kernel_kind(k) != kind) continue;
      if (kind == RC_KIND_ELEMENTWISE) elt_ops[N_ELT++] = rc_kernel_name(k);
      else row_ops[N_ROW++] = rc_kernel_name(k);
      if (N_ELT == MAX_OPS || N_ROW == MAX_OPS) return -1;
    }
  for (N_ROWONLY = 0; N_ROWONLY < N_ROW; N_ROWONLY++)
    if (rc_kernel_kind(rc_kernel_lookup(row_ops[N_ROWONLY], RC_ELEM_F32)) != RC_KIND_ROW) break;
  return 0;
}

/* The random inputs: xorshift64 from a state that each test sets with seed()
 * for each op it draws for (and each further case it names by k), so the inputs
 * of one (test, op) never depend on which ops or tests came before it: adding
 * an op to the table leaves every other op's inputs as they were. */
#include "test_rng.h"

/* This file seeds per (test, op, k) instead of test_rng.h's seed(name), splitmix-finished. */
static void seed_k(const char *test, const char *op, unsigned k)
{
  uint64_t h = 0xcbf29ce484222325ull; /* FNV-1a over "test/op", then k */
  for (const char *p = test; *p; p++) h = (h ^ (unsigned char)*p) * 0x100000001b3ull;
  h = (h ^ '/') * 0x100000001b3ull;
  for (const char *p = op ? op : ""; *p; p++) h = (h ^ (unsigned char)*p) * 0x100000001b3ull;
  h ^= (uint64_t)k * 0x9E3779B97F4A7C15ull;
  h ^= h >> 31; /* splitmix finish; never 0 for xorshift */
  h *= 0xbf58476d1ce4e5b9ull;
  h ^= h >> 29;
  rng = h ? h : 0x9E3779B97F4A7C15ull;
}
#define SEED(op, k) seed_k(__func__, (op), (k))
static float bits_f(uint32_t u) { float f; memcpy(&f, &u, 4); return f; }
static uint32_t f_bits(float f) { uint32_t u; memcpy(&u, &f, 4); return u; }
static float unif(float lo, float hi) { return lo + (hi - lo) * (float)(rnd32() >> 8) * 0x1p-24f; }


static const float specials[] = {
  0.0f, -0.0f, INFINITY, -INFINITY, NAN, -NAN, FLT_MIN, -FLT_MIN, 0x1p-149f, -0x1p-149f,
  0x1.fffffcp-127f, -0x1.fffffcp-127f, FLT_MAX, -FLT_MAX, 1e30f, -1e30f, 1e4f, -1e4f,
  1.0f, -1.0f, 0.5f, -0.5f, 3.0f, -3.0f, 6.0f, -6.0f, 9.0f, -9.0f, 15.0f, -15.0f,
  20.0f, -20.0f, 87.33f, -87.33f, 88.72f, -88.72f, 100.0f, -100.0f, 103.9f, -103.9f,
  110.0f, -110.0f, 1e-8f, -1e-8f, 0x1p-24f, -0x1p-24f, 0.625f, -0.625f, 0.9f, -0.45f,
};
#define N_SPECIAL (sizeof specials / sizeof specials[0])

/* Mixed sample: specials, random bit patterns, and dense ranges (around 0
 * and through each function's transition and underflow regions). */
static void sample(float *x, size_t n)
{
  for (size_t i = 0; i < n; i++) {
    if (i < N_SPECIAL) { x[i] = specials[i]; continue; }
    switch (i % 6) {
    case 0: x[i] = bits_f(rnd32()); break;
    case 1: x[i] = unif(-1.0f, 1.0f); break;
    case 2: x[i] = unif(-10.0f, 10.0f); break;
    case 3: x[i] = unif(-120.0f, 120.0f); break;
    case 4: x[i] = ldexpf(unif(-1.0f, 1.0f), -(int)(rnd32() % 140)); break;
    default: x[i] = unif(-20.0f, 20.0f); break;
    }
  }
}

static int run_elt(const char *op, RcIsa isa, float *out, const float *in, size_t n)
{
  const RcKernel *k = rc_kernel_lookup(op, RC_ELEM_F32);
  RcKernelConfig c = {RC_ELEM_F32, n, 0, 0.0f, false, false, false, 0, false, 0, false, false, RC_ACCURACY_DEFAULT, false, false, false, false, false, false, false, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, false};
  const void *ins[] = {in};
  return rc_kernel_run(NULL, k, (int)isa, out, ins, &c);
}

/* ---- ISA -------------------------------------------------------------- */

static void test_isa(void **state)
{
  (void)state;
  RcIsa i;
  assert_int_equal(rc_isa_parse("avx2", &i), RC_OK);
  assert_int_equal(i, RC_ISA_AVX2);
  assert_int_equal(rc_isa_parse("avx512", &i), RC_OK);
  assert_int_equal(i, RC_ISA_AVX512);
  assert_int_equal(rc_isa_parse("scalar", &i), RC_OK);
  assert_int_equal(i, RC_ISA_SCALAR);
  assert_int_equal(rc_isa_parse("sse9", &i), RC_ERR_USAGE);
  assert_int_equal(rc_isa_parse(NULL, &i), RC_ERR_USAGE);
  assert_string_equal(rc_isa_name(RC_ISA_AVX512), "avx512");
  assert_string_equal(rc_isa_name((RcIsa)7), "?");
  assert_true(rc_isa_supported(RC_ISA_SCALAR));
  assert_false(rc_isa_supported(RC_ISA_COUNT));
  assert_true(rc_isa_supported(rc_isa_best()));
  assert_int_equal(rc_isa_force(RC_ISA_COUNT), RC_ERR_USAGE);
  RcIsa before = rc_isa_active();
  assert_int_equal(rc_isa_force(RC_ISA_SCALAR), RC_OK);
  assert_int_equal(rc_isa_active(), RC_ISA_SCALAR);
  assert_int_equal(rc_isa_force(before), RC_OK);
  for (int isa = 0; isa < RC_ISA_COUNT; isa++)
    if (!rc_isa_supported((RcIsa)isa)) {
      float x = 1, y;
      assert_int_equal(rc_isa_force((RcIsa)isa), RC_ERR_USAGE);
      assert_int_equal(run_elt("silu", (RcIsa)isa, &y, &x, 1), RC_ERR_USAGE);
    }
}

static void test_registry(void **state)
{
  (void)state;
  size_t n_grad = 0; /* the backward rows: tests/unit/test_kernels_grad.c, test_kernels_row_grad.c, test_kernels_normgrad.c, test_kernels_normscale.c */
  for (size_t i = 0; i < rc_kernel_count(); i++) {
    RcKernelKind kind = rc_kernel_kind(rc_kernel_at(i));
    n_grad += kind == RC_KIND_GRAD || kind == RC_KIND_ROW_GRAD || kind == RC_KIND_NORM_GRAD ||
              kind == RC_KIND_NORM_SCALE_GRAD;
  }
  assert_int_equal(rc_kernel_count(), (N_ELT + N_ROW) * 3 + n_grad); /* each op at f32, bf16, f16 */
  assert_true(N_ELT > 0 && N_ROWONLY > 0 && N_ROW > N_ROWONLY);
  assert_null(rc_kernel_lookup("nope", RC_ELEM_F32));
  assert_null(rc_kernel_at(rc_kernel_count()));
  for (size_t i = 0; i < rc_kernel_count(); i++) {
    const RcKernel *k = rc_kernel_at(i);
    assert_ptr_equal(rc_kernel_lookup(rc_kernel_name(k), rc_kernel_dtype(k)), k);
    assert_true(rc_kernel_has_isa(k, RC_ISA_SCALAR));
  }
  assert_int_equal(rc_kernel_kind(rc_kernel_lookup("softmax", RC_ELEM_BF16)), RC_KIND_ROW);
  assert_int_equal(rc_kernel_kind(rc_kernel_lookup("rms_norm", RC_ELEM_F16)), RC_KIND_NORM);
  assert_int_equal(rc_kernel_kind(rc_kernel_lookup("mish", RC_ELEM_F32)), RC_KIND_ELEMENTWISE);
}

/* ---- accuracy --------------------------------------------------------- */

static void test_accuracy(void **state)
{
  (void)state;
  size_t n = scale_n(100000) / test_thin();
  float *x = malloc(n * 4), *y = malloc(n * 4);
  for (size_t o = 0; o < N_ELT; o++) {
    SEED(elt_ops[o], 0);
    sample(x, n);
    assert_int_equal(run_elt(elt_ops[o], RC_ISA_SCALAR, y, x, n), 0);
    double worst = 0;
    size_t wi = 0;
    for (size_t i = 0; i < n; i++) {
      double r;
      if (rc_ref_elementwise(elt_ops[o], x[i], &r) != 0)
        fail_msg("%s: no MPFR reference in tests/unit/kernels_ref.c", elt_ops[o]);
      if (isnan(x[i])) assert_true(isnan(y[i]));
      double u = rc_ref_ulp(y[i], r);
      if (u > worst) { worst = u; wi = i; }
    }
    if (worst > 2.0)
      print_error("%s: %.3f ULP at x=%a (got %a)\n", elt_ops[o], worst, (double)x[wi], (double)y[wi]);
    assert_true(worst <= 2.0);
  }
  free(x);
  free(y);
}

/* ---- cross-ISA identity ---------------------------------------------- */

static void test_cross_isa_elementwise(void **state)
{
  (void)state;
  size_t n = scale_n(1u << 20) / test_thin();
  float *x = malloc(n * 4), *ref = malloc(n * 4), *y = malloc(n * 4);
  int ran = 0;
  for (size_t o = 0; o < N_ELT; o++) {
    SEED(elt_ops[o], 0);
    sample(x, n);
    assert_int_equal(run_elt(elt_ops[o], RC_ISA_SCALAR, ref, x, n), 0);
    for (int isa = RC_ISA_AVX2; isa < RC_ISA_COUNT; isa++) {
      if (!rc_isa_supported((RcIsa)isa)) continue;
      ran++;
      assert_int_equal(run_elt(elt_ops[o], (RcIsa)isa, y, x, n), 0);
      size_t bad = 0;
      for (size_t i = 0; i < n; i++)
        if (f_bits(y[i]) != f_bits(ref[i]) && bad++ < 3)
          print_error("%s %s x=%a: %a vs scalar %a\n", elt_ops[o], rc_isa_name((RcIsa)isa),
                      (double)x[i], (double)y[i], (double)ref[i]);
      assert_int_equal(bad, 0);
    }
  }
  free(x);
  free(ref);
  free(y);
  if (!ran) skip();
}

/* Row kernels: random shapes and data, all ISAs bit-identical. */
static void fill_rows(float *x, size_t n, int mode)
{
  for (size_t i = 0; i < n; i++)
    x[i] = mode == 0 ? unif(-10, 10) : mode == 1 ? unif(-100, 100) : 1000.0f + unif(-1, 1);
}

static int run_row(const char *op, int isa, float *out, const float *in, const float *g,
                   const float *b, size_t rows, size_t cols)
{
  const RcKernel *k = rc_kernel_lookup(op, RC_ELEM_F32);
  RcKernelConfig c = {RC_ELEM_F32, rows * cols, cols, 1e-5f, true, g != NULL, b != NULL, 0, false, 0, false, false, RC_ACCURACY_DEFAULT, false, false, false, false, false, false, false, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, false};
  const void *ins[3] = {in, g ? (const void *)g : (const void *)b, b};
  return rc_kernel_run(NULL, k, isa, out, ins, &c);
}

static void test_cross_isa_rows(void **state)
{
  (void)state;
  static const size_t cols_list[] = {1, 3, 16, 17, 100, 1024, 1027, 4099};
  int ran = 0;
  for (size_t ci = 0; ci < sizeof cols_list / sizeof cols_list[0]; ci++) {
    size_t cols = cols_list[ci], rows = 5, n = rows * cols;
    float *x = malloc(n * 4), *ref = malloc(n * 4), *y = malloc(n * 4);
    float *g = malloc(cols * 4), *b = malloc(cols * 4);
    for (int mode = 0; mode < 3; mode++)
      for (size_t o = 0; o < N_ROW; o++) {
        SEED(row_ops[o], (unsigned)(ci * 3 + mode));
        fill_rows(x, n, mode);
        fill_rows(g, cols, 0);
        fill_rows(b, cols, 0);
        for (int gb = 0; gb < (o >= N_ROWONLY ? 4 : 1); gb++) {
          const float *gg = gb & 1 ? g : NULL, *bb = gb & 2 ? b : NULL;
          assert_int_equal(run_row(row_ops[o], RC_ISA_SCALAR, ref, x, gg, bb, rows, cols), 0);
          for (int isa = RC_ISA_AVX2; isa < RC_ISA_COUNT; isa++) {
            if (!rc_isa_supported((RcIsa)isa)) continue;
            ran++;
            assert_int_equal(run_row(row_ops[o], isa, y, x, gg, bb, rows, cols), 0);
            assert_memory_equal(y, ref, n * 4);
          }
        }
      }
    free(x); free(ref); free(y); free(g); free(b);
  }
  if (!ran) skip();
}

/* A row's result does not depend on the rows called with it: rows of short widths (the
 * kernels take rows of up to 128 in batches of 16) and long ones, called all at once and one
 * by one, give the same bits on every ISA, with and without a norm's scale and bias, a NaN
 * and an inf row among them (a NaN result only as a NaN: which payload is the compiler's). */
static void test_rows_batch_identity(void **state)
{
  (void)state;
  enum { R = 37, C = 200 };
  static const size_t cs[] = {1, 2, 3, 5, 8, 15, 16, 17, 31, 32, 33, 63, 64, 65, 127, 128, 129, 200};
  static float x[R * C], all[R * C], one[R * C], g[C], b[C];
  for (size_t o = 0; o < N_ROW; o++)
    for (size_t w = 0; w < sizeof cs / sizeof *cs; w++) {
      size_t cols = cs[w];
      SEED(row_ops[o], (unsigned)w);
      fill_rows(x, R * cols, 0);
      fill_rows(g, cols, 0);
      fill_rows(b, cols, 0);
      x[4 * cols] = NAN;
      x[21 * cols + cols - 1] = INFINITY;
      for (int gb = 0; gb < (o >= N_ROWONLY ? 4 : 1); gb++) {
        const float *gg = gb & 1 ? g : NULL, *bb = gb & 2 ? b : NULL;
        for (int isa = 0; isa < RC_ISA_COUNT; isa++) {
          if (!rc_isa_supported((RcIsa)isa)) continue;
          assert_int_equal(run_row(row_ops[o], isa, all, x, gg, bb, R, cols), 0);
          for (size_t r = 0; r < R; r++)
            assert_int_equal(run_row(row_ops[o], isa, one + r * cols, x + r * cols, gg, bb, 1, cols), 0);
          for (size_t i = 0; i < R * cols; i++)
            if (f_bits(all[i]) != f_bits(one[i]) && !(isnan(all[i]) && isnan(one[i])))
              fail_msg("%s cols=%zu scale/bias %d (%s): element %zu is %a called with the other rows, %a alone",
                       row_ops[o], cols, gb, rc_isa_name((RcIsa)isa), i, (double)all[i], (double)one[i]);
        }
      }
    }
}

/* ---- edges: lengths, misalignment, in-place, no writes past n --------- */

static void test_edges(void **state)
{
  (void)state;
  static const size_t lens[] = {0, 1, 2, 15, 16, 17, 31, 33, 1024 + 3};
  float *buf = malloc(2000 * 4), *out = malloc(2000 * 4), *ref = malloc(2000 * 4);
  for (int isa = 0; isa < RC_ISA_COUNT; isa++) {
    if (!rc_isa_supported((RcIsa)isa)) continue;
    for (size_t o = 0; o < N_ELT; o++)
      for (size_t li = 0; li < sizeof lens / sizeof lens[0]; li++)
        for (size_t off = 0; off < 3; off++) {
          SEED(elt_ops[o], (unsigned)(isa * 100 + li * 3 + off));
          size_t n = lens[li];
          float *x = buf + 1 + off, *y = out + 2 + off;
          for (size_t i = 0; i < 1100; i++) x[i] = unif(-8, 8);
          for (size_t i = 0; i < 1100; i++) y[i] = -777.0f;
          /* element-by-element reference, then the whole length */
          for (size_t i = 0; i < n; i++) run_elt(elt_ops[o], (RcIsa)isa, ref + i, x + i, 1);
          assert_int_equal(run_elt(elt_ops[o], (RcIsa)isa, y, x, n), 0);
          if (n) assert_memory_equal(y, ref, n * 4);
          assert_true(y[n] == -777.0f);
          /* in place */
          assert_int_equal(run_elt(elt_ops[o], (RcIsa)isa, x, x, n), 0);
          if (n) assert_memory_equal(x, ref, n * 4);
        }
    /* row kernels in place and misaligned */
    for (size_t o = 0; o < N_ROW; o++) {
      size_t rows = 3, cols = 37;
      float *x = buf + 1, *y = out + 3;
      SEED(row_ops[o], (unsigned)isa);
      fill_rows(x, rows * cols, 0);
      y[rows * cols] = -777.0f;
      assert_int_equal(run_row(row_ops[o], isa, y, x, NULL, NULL, rows, cols), 0);
      assert_true(y[rows * cols] == -777.0f);
      assert_int_equal(run_row(row_ops[o], isa, x, x, NULL, NULL, rows, cols), 0);
      assert_memory_equal(x, y, rows * cols * 4);
    }
  }
  free(buf); free(out); free(ref);
}

/* Large aligned outputs take the streaming-store path: same bits. */
static void test_streaming(void **state)
{
  (void)state;
  size_t n = ((size_t)1 << 22) + 32 + 5, cols = 1024, rows = ((size_t)1 << 22) / cols;
  float *x = aligned_alloc(64, (n + 15) / 16 * 64), *ref = aligned_alloc(64, (n + 15) / 16 * 64);
  float *y = aligned_alloc(64, (n + 15) / 16 * 64);
  SEED(NULL, 0);
  fill_rows(x, n, 0);
  int ran = 0;
  for (int isa = RC_ISA_SCALAR; isa < RC_ISA_COUNT; isa++) {
    if (!rc_isa_supported((RcIsa)isa)) continue;
    assert_int_equal(run_elt("silu", (RcIsa)isa, y, x, n), 0);
    if (isa == RC_ISA_SCALAR) memcpy(ref, y, n * 4);
    else assert_memory_equal(y, ref, n * 4), ran++;
  }
  /* softmax: streaming vs a small (cached) call on the same rows */
  for (int isa = RC_ISA_SCALAR; isa < RC_ISA_COUNT; isa++) {
    if (!rc_isa_supported((RcIsa)isa)) continue;
    assert_int_equal(run_row("softmax", isa, y, x, NULL, NULL, rows, cols), 0);
    assert_int_equal(run_row("softmax", isa, ref, x, NULL, NULL, 3, cols), 0);
    assert_memory_equal(y, ref, 3 * cols * 4);
    assert_int_equal(run_row("softmax", isa, ref, x + (rows - 2) * cols, NULL, NULL, 2, cols), 0);
    assert_memory_equal(y + (rows - 2) * cols, ref, 2 * cols * 4);
  }
  free(x); free(ref); free(y);
  if (!ran) skip();
}

/* ---- bf16 / f16 --------------------------------------------------------- */

static void test_conversions(void **state)
{
  (void)state;
  /* every bf16 and f16 value survives widening and narrowing (NaNs stay NaN) */
  for (uint32_t h = 0; h < 65536; h++) {
    uint16_t in = (uint16_t)h, back;
    float f;
    rc_bf16_to_f32(&f, &in, 1);
    rc_f32_to_bf16(&back, &f, 1);
    if (isnan(f)) assert_true((back & 0x7f80) == 0x7f80 && (back & 0x7f));
    else assert_int_equal(back, in);
    rc_f16_to_f32(&f, &in, 1);
    rc_f32_to_f16(&back, &f, 1);
    if (isnan(f)) assert_true((back & 0x7c00) == 0x7c00 && (back & 0x3ff));
    else assert_int_equal(back, in);
  }
  /* ties to even, overflow, subnormals */
  struct { float f; uint16_t bf, h; } cases[] = {
    {1.0f, 0x3f80, 0x3c00},
    {bits_f(0x3f808000), 0x3f80, 0x3c04},   /* bf16 tie -> even (down) */
    {bits_f(0x3f818000), 0x3f82, 0x3c0c},   /* bf16 tie -> even (up) */
    {bits_f(0x3f808001), 0x3f81, 0x3c04},
    {1.0f + 0x1p-11f, 0x3f80, 0x3c00},     /* f16 tie -> even (down) */
    {1.0f + 3 * 0x1p-11f, 0x3f80, 0x3c02}, /* f16 tie -> even (up) */
    {65504.0f, 0x4780, 0x7bff},
    {65519.0f, 0x4780, 0x7bff},
    {65520.0f, 0x4780, 0x7c00},
    {0x1p-24f, 0x3380, 0x0001},
    {0x1p-25f, 0x3300, 0x0000},            /* f16 tie -> 0 */
    {0x1.8p-24f, 0x33c0, 0x0002},          /* f16 tie -> 2 */
    {-0x1p-14f, 0xb880, 0x8400},
    {FLT_MAX, 0x7f80, 0x7c00},
    {-INFINITY, 0xff80, 0xfc00},
  };
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    uint16_t b, h;
    rc_f32_to_bf16(&b, &cases[i].f, 1);
    rc_f32_to_f16(&h, &cases[i].f, 1);
    if (b != cases[i].bf || h != cases[i].h)
      print_error("case %zu (%a): bf16 %04x want %04x, f16 %04x want %04x\n", i,
                  (double)cases[i].f, b, cases[i].bf, h, cases[i].h);
    assert_int_equal(b, cases[i].bf);
    assert_int_equal(h, cases[i].h);
  }
}

/* Low-precision kernels = f32 kernel on the widened input, narrowed (the
 * elementwise ones differ where the narrowed f32 result is not the correctly
 * rounded one, near a rounding boundary: none in this sample; every 16-bit
 * input is checked in test_kernels_16.c), in place too. */
static void test_lowp_kernels(void **state)
{
  (void)state;
  size_t n = 3000, rows = 3, cols = 1000;
  uint16_t *in = malloc(n * 2), *out = malloc(n * 2), *want = malloc(n * 2);
  uint16_t *g16 = malloc(cols * 2), *b16 = malloc(cols * 2);
  float *f = malloc(n * 4), *g = malloc(cols * 4), *b = malloc(cols * 4);
  static const RcElemType lowp[2] = {RC_ELEM_BF16, RC_ELEM_F16};
  for (int d = 0; d < 2; d++) {
    RcElemType dt = lowp[d];
    void (*narrow)(uint16_t *, const float *, size_t) = dt == RC_ELEM_BF16 ? rc_f32_to_bf16 : rc_f32_to_f16;
    void (*widen)(float *, const uint16_t *, size_t) = dt == RC_ELEM_BF16 ? rc_bf16_to_f32 : rc_f16_to_f32;
    SEED(NULL, (unsigned)d);
    for (size_t i = 0; i < n; i++) f[i] = unif(-8, 8);
    narrow(in, f, n);
    for (size_t i = 0; i < cols; i++) g[i] = unif(0.5f, 2), b[i] = unif(-1, 1);
    narrow(g16, g, cols);
    narrow(b16, b, cols);
    widen(g, g16, cols);
    widen(b, b16, cols);
    const char *ops[] = {"gelu_erf", "silu", "tanh", "softmax", "log_softmax", "layer_norm", "rms_norm"};
    for (size_t o = 0; o < 7; o++) {
      const RcKernel *k = rc_kernel_lookup(ops[o], (RcElemType)dt);
      const RcKernel *k32 = rc_kernel_lookup(ops[o], RC_ELEM_F32);
      RcKernelConfig c = {(RcElemType)dt, n, cols, 1e-5f, true, true, true, 0, false, 0, false, false, RC_ACCURACY_DEFAULT, false, false, false, false, false, false, false, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, false};
      if (rc_kernel_kind(k) == RC_KIND_ELEMENTWISE) c.has_bias = false; /* the op alone (bias=1: an operand) */
      RcKernelConfig c32 = c;
      c32.dtype = RC_ELEM_F32;
      widen(f, in, n);
      const void *ins32[] = {f, g, b};
      assert_int_equal(rc_kernel_run(NULL, k32, -1, f, ins32, &c32), RC_OK);
      narrow(want, f, n);
      const void *ins[] = {in, g16, b16};
      assert_int_equal(rc_kernel_run(NULL, k, -1, out, ins, &c), RC_OK);
      assert_memory_equal(out, want, n * 2);
      /* in place through the plain entry points */
      memcpy(out, in, n * 2);
      if (!strcmp(ops[o], "gelu_erf"))
        (dt == RC_ELEM_BF16 ? rc_gelu_erf_bf16 : rc_gelu_erf_f16)(out, out, n);
      else if (!strcmp(ops[o], "softmax"))
        (dt == RC_ELEM_BF16 ? rc_softmax_bf16 : rc_softmax_f16)(out, out, rows, cols);
      else if (!strcmp(ops[o], "layer_norm"))
        (dt == RC_ELEM_BF16 ? rc_layer_norm_bf16 : rc_layer_norm_f16)(out, out, g16, b16, rows, cols, 1e-5f);
      else continue;
      assert_memory_equal(out, want, n * 2);
    }
  }
  free(in); free(out); free(want); free(g16); free(b16); free(f); free(g); free(b);
}

/* ---- row kernels vs long double -------------------------------------- */

static double ulp_ld(float got, long double ref)
{
  return rc_ref_ulp(got, (double)ref);
}

static void ref_row(const char *op, const float *x, const float *g, const float *b, size_t c,
                    long double *y)
{
  if (!strcmp(op, "softmax") || !strcmp(op, "log_softmax")) {
    /* s1 = sum - 1 (one e^0 left out) so log1pl keeps tiny tails */
    long double m = -INFINITY, s1 = -1;
    for (size_t i = 0; i < c; i++) m = x[i] > m ? x[i] : m;
    for (size_t i = 0; i < c; i++) if (x[i] == m) s1 += 1;
    for (size_t i = 0; i < c; i++) if (x[i] != m) s1 += expl((long double)x[i] - m);
    for (size_t i = 0; i < c; i++)
      y[i] = op[0] == 's' ? expl((long double)x[i] - m) / (1 + s1) : ((long double)x[i] - m) - log1pl(s1);
    return;
  }
  if (strcmp(op, "layer_norm") && strcmp(op, "rms_norm"))
    fail_msg("row op %s has no long double reference (ref_row, tests/unit/test_kernels.c)", op);
  long double mean = 0, v = 0;
  if (!strcmp(op, "layer_norm")) {
    for (size_t i = 0; i < c; i++) mean += x[i];
    mean /= c;
  }
  for (size_t i = 0; i < c; i++) v += ((long double)x[i] - mean) * ((long double)x[i] - mean);
  v /= c;
  long double r = 1.0L / sqrtl(v + 1e-5f);
  for (size_t i = 0; i < c; i++)
    y[i] = ((long double)x[i] - mean) * r * (g ? g[i] : 1.0L) + (b ? b[i] : 0.0L);
}

/* softmax rows that take each of its paths: rows of range <= 80 within
 * +-1024 (the shifted loop: rows 2, 4, 5, 6, 11, whose range is near 80,
 * and 12, 13 near +-1000), and the others: the max negative (rows 0, 9:
 * x - m by Fast2Sum with x first), every x >= -m (rows 7, 8: -m first),
 * x < -m with m > 0 (row 10: ordered per element), rows wider than 90 and
 * rows with -inf (rows 1, 3: the guarded loop), tiny values (row 4) and
 * subnormal terms (row 9). Every ISA gives the same bits, within 4 ULP of
 * the long double reference; NaN stays NaN (row 6). */
static void test_softmax_rows(void **state)
{
  (void)state;
  enum { ROWS = 14, COLS = 1024 + 5 };
  float *x = malloc(ROWS * COLS * 4), *y = malloc(ROWS * COLS * 4), *ref = malloc(ROWS * COLS * 4);
  long double *ry = malloc(COLS * sizeof(long double));
  SEED(NULL, 0);
  for (size_t i = 0; i < COLS; i++) {
    x[0 * COLS + i] = -2000.0f + unif(-5, 5);
    x[1 * COLS + i] = -50.0f + unif(-200, 5);
    x[2 * COLS + i] = i % 7 == 3 ? -50.0f + unif(-1, 1) : unif(-1, 3);
    x[3 * COLS + i] = i % 11 == 5 ? -__builtin_inff() : unif(-10, 10);
    x[4 * COLS + i] = unif(-1e-3f, 1e-3f);
    x[5 * COLS + i] = unif(-3, 5);
    x[6 * COLS + i] = i == 77 ? __builtin_nanf("") : unif(-10, 10);
    x[7 * COLS + i] = 2000.0f + unif(-5, 5);
    x[8 * COLS + i] = 2000.0f + unif(-85, 4);
    x[9 * COLS + i] = i % 3 == 1 ? -255.5f + unif(-0.5f, 0.5f) : -166.5f + unif(-0.4f, 0.4f);
    x[10 * COLS + i] = i % 3 == 1 ? -44.5f + unif(-0.4f, 0.4f) : 43.5f + unif(-0.4f, 0.4f);
    x[11 * COLS + i] = i % 3 == 1 ? -79.0f + unif(-0.4f, 0.4f) : unif(-0.4f, 0.4f);
    x[12 * COLS + i] = 1000.0f + unif(-20, 20);
    x[13 * COLS + i] = -1000.0f + unif(-20, 20);
  }
  for (int isa = RC_ISA_SCALAR; isa < RC_ISA_COUNT; isa++) {
    if (!rc_isa_supported((RcIsa)isa)) continue;
    assert_int_equal(run_row("softmax", isa, y, x, NULL, NULL, ROWS, COLS), 0);
    if (isa == RC_ISA_SCALAR) memcpy(ref, y, ROWS * COLS * 4);
    else assert_memory_equal(y, ref, ROWS * COLS * 4);
  }
  for (size_t r = 0; r < ROWS; r++) {
    if (r == 6) continue;
    ref_row("softmax", x + r * COLS, NULL, NULL, COLS, ry);
    double worst = 0;
    for (size_t i = 0; i < COLS; i++) {
      double u = ulp_ld(ref[r * COLS + i], ry[i]);
      if (u > 4.0) print_error("row %zu col %zu: %.2f ULP\n", r, i, u);
      assert_true(u <= 4.0);
      worst = u > worst ? u : worst;
    }
    print_message("softmax row %zu: max %.2f ULP\n", r, worst);
  }
  for (size_t i = 0; i < COLS; i++) assert_true(isnan(ref[6 * COLS + i]));
  free(x); free(y); free(ref); free(ry);
}

/* Short softmax rows (cols <= 128) run 16 at a time, their folds side by side: each row of a
 * batch gives the bits it gives alone (a batch of one folds row by row), on every ISA, within 4
 * ULP; rows of each path (as test_softmax_rows: the shifted loop, the max negative, every x >=
 * -m, x < -m with m > 0, wide rows, -inf, NaN), batches of 16 and a last one of 3. */
static void test_softmax_short_rows(void **state)
{
  (void)state;
  static const size_t cols_list[] = {16, 45, 128};
  enum { ROWS = 35 };
  for (size_t ci = 0; ci < sizeof cols_list / sizeof cols_list[0]; ci++) {
    size_t cols = cols_list[ci], n = ROWS * cols;
    float *x = malloc(n * 4), *y = malloc(n * 4), *one = malloc(n * 4), *ref = malloc(n * 4);
    long double *ry = malloc(cols * sizeof(long double));
    SEED(NULL, (unsigned)ci);
    for (size_t r = 0; r < ROWS; r++)
      for (size_t i = 0; i < cols; i++) {
        float *v = &x[r * cols + i];
        switch (r % 11) {
        case 0: *v = -2000.0f + unif(-5, 5); break;
        case 1: *v = -50.0f + unif(-200, 5); break;
        case 2: *v = i % 7 == 3 ? -50.0f + unif(-1, 1) : unif(-1, 3); break;
        case 3: *v = i % 11 == 5 ? -__builtin_inff() : unif(-10, 10); break;
        case 4: *v = unif(-1e-3f, 1e-3f); break;
        case 5: *v = i == 7 && r == 5 ? __builtin_nanf("") : unif(-10, 10); break;
        case 6: *v = 2000.0f + unif(-5, 5); break;
        case 7: *v = 2000.0f + unif(-85, 4); break;
        case 8: *v = i % 3 == 1 ? -44.5f + unif(-0.4f, 0.4f) : 43.5f + unif(-0.4f, 0.4f); break;
        case 9: *v = 1000.0f + unif(-20, 20); break;
        default: *v = i % 3 == 1 ? -79.0f + unif(-0.4f, 0.4f) : unif(-0.4f, 0.4f); break;
        }
      }
    for (int isa = RC_ISA_SCALAR; isa < RC_ISA_COUNT; isa++) {
      if (!rc_isa_supported((RcIsa)isa)) continue;
      assert_int_equal(run_row("softmax", isa, y, x, NULL, NULL, ROWS, cols), 0);
      for (size_t r = 0; r < ROWS; r++)
        assert_int_equal(run_row("softmax", isa, one + r * cols, x + r * cols, NULL, NULL, 1, cols), 0);
      assert_memory_equal(y, one, n * 4);
      if (isa == RC_ISA_SCALAR) memcpy(ref, y, n * 4);
      else assert_memory_equal(y, ref, n * 4);
    }
    for (size_t i = 0; i < cols; i++) assert_true(isnan(ref[5 * cols + i]));
    for (size_t r = 0; r < ROWS; r++) {
      if (r == 5) continue;
      ref_row("softmax", x + r * cols, NULL, NULL, cols, ry);
      for (size_t i = 0; i < cols; i++) assert_true(ulp_ld(ref[r * cols + i], ry[i]) <= 4.0);
    }
    free(x); free(y); free(one); free(ref); free(ry);
  }
}

static void test_rows_accuracy(void **state)
{
  (void)state;
  static const size_t cols_list[] = {1, 7, 64, 1000, 1024, 4096};
  double worst[MAX_OPS] = {0};
  for (size_t ci = 0; ci < sizeof cols_list / sizeof cols_list[0]; ci++) {
    size_t cols = cols_list[ci], rows = 4, n = rows * cols;
    float *x = malloc(n * 4), *y = malloc(n * 4), *g = malloc(cols * 4);
    long double *ry = malloc(cols * sizeof(long double));
    for (int mode = 0; mode < 3; mode++)
      for (size_t o = 0; o < N_ROW; o++) {
        SEED(row_ops[o], (unsigned)(ci * 3 + mode));
        fill_rows(x, n, mode);
        for (size_t i = 0; i < cols; i++) g[i] = unif(0.5f, 2.0f);
        for (int withg = 0; withg < (o >= N_ROWONLY ? 2 : 1); withg++) {
          if (o < N_ROWONLY && mode == 2) continue;
          const float *gg = withg ? g : NULL;
          assert_int_equal(run_row(row_ops[o], -1, y, x, gg, NULL, rows, cols), 0);
          /* softmax, log_softmax: 4 ULP; the norms: 6 (docs/kernels.md: measured 5.2 ULP at
           * 4,096 columns by tools/dev/kernels-sweep/rows.c) */
          double bound = o < N_ROWONLY ? 4.0 : 6.0;
          for (size_t r = 0; r < rows; r++) {
            ref_row(row_ops[o], x + r * cols, gg, NULL, cols, ry);
            for (size_t i = 0; i < cols; i++) {
              double u = ulp_ld(y[r * cols + i], ry[i]);
              if (u > worst[o]) worst[o] = u;
              if (u > bound)
                print_error("%s cols=%zu mode=%d: %.2f ULP (%a vs %a)\n", row_ops[o], cols, mode, u,
                            (double)y[r * cols + i], (double)ry[i]);
              assert_true(u <= bound);
            }
          }
        }
      }
    free(x); free(y); free(g); free(ry);
  }
  for (size_t o = 0; o < N_ROW; o++) print_message("row max ULP: %s %.2f\n", row_ops[o], worst[o]);
}

/* ---- config string ----------------------------------------------------- */

static void test_config(void **state)
{
  (void)state;
  RcKernelConfig c;
  const char *s = "dtype=bf16;n=4194304;cols=4096;eps=1e-05;scale=1;bias=1";
  assert_int_equal(rc_kernel_config_parse(NULL, s, strlen(s), &c), RC_OK);
  assert_int_equal(c.dtype, RC_ELEM_BF16);
  assert_int_equal(c.n, 4194304);
  assert_int_equal(c.cols, 4096);
  assert_true(c.has_eps && c.eps == 1e-5f && c.has_scale && c.has_bias);
  char buf[128];
  int len = rc_kernel_config_format(&c, buf, sizeof buf);
  assert_int_equal(len, (int)strlen(buf));
  RcKernelConfig c2;
  assert_int_equal(rc_kernel_config_parse(NULL, buf, (size_t)len, &c2), RC_OK);
  assert_memory_equal(&c, &c2, sizeof c);
  s = "future=7;n=16;;dtype=f32;";
  assert_int_equal(rc_kernel_config_parse(NULL, s, strlen(s), &c), RC_OK);
  assert_int_equal(c.n, 16);
  assert_int_equal(c.dtype, RC_ELEM_F32);
  /* only len bytes are read: "n=12" of "n=123" */
  assert_int_equal(rc_kernel_config_parse(NULL, "n=123", 4, &c), RC_OK);
  assert_int_equal(c.n, 12);
  static const char *const bad[] = {
    "", "dtype=f32", "n=", "n=-1", "n=1x", "n=99999999999999999999999", "n=4;dtype=f64",
    "n=4;cols=3", "n=4;cols=0", "n=4;eps=abc", "n=4;eps=nan", "n=4;eps=-1", "n=4;scale=2",
    "n=4;bias=yes", "n=4;=3", "n=4;garbage", "n = 4",
  };
  RcCtx *ctx = rc_ctx_new();
  assert_non_null(ctx);
  for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
    rc_ctx_clear_diagnostics(ctx);
    if (rc_kernel_config_parse(ctx, bad[i], strlen(bad[i]), &c) != RC_ERR_INPUT)
      print_error("accepted '%s'\n", bad[i]);
    assert_int_equal(rc_kernel_config_parse(ctx, bad[i], strlen(bad[i]), &c), RC_ERR_INPUT);
    assert_true(rc_ctx_diagnostic_count(ctx) > 0);
    const RcDiagnostic *d = rc_ctx_diagnostic(ctx, 0);
    assert_int_equal(d->severity, RC_SEV_ERROR);
    assert_true(d->message[0] != 0);
  }
  assert_int_equal(rc_kernel_config_parse(NULL, NULL, 3, &c), RC_ERR_INPUT);
  /* a config that does not fit the kernel: refused with the reason on the context, nothing written */
  const RcKernel *k = rc_kernel_lookup("layer_norm", RC_ELEM_F32);
  RcKernelConfig bad_cols = {RC_ELEM_F32, 8, 3, 1e-5f, true, false, false, 0, false, 0, false, false, RC_ACCURACY_DEFAULT, false, false, false, false, false, false, false, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, false};
  float x[8] = {0}, y[8] = {7, 7, 7, 7, 7, 7, 7, 7};
  const void *in[1] = {x};
  rc_ctx_clear_diagnostics(ctx);
  assert_int_equal(rc_kernel_run(ctx, k, -1, y, in, &bad_cols), RC_ERR_USAGE);
  assert_int_equal(rc_ctx_diagnostic_count(ctx), 1);
  assert_string_equal(rc_ctx_diagnostic(ctx, 0)->message, "layer_norm needs cols dividing n (n=8, cols=3)");
  assert_true(y[0] == 7 && y[7] == 7);
  rc_ctx_free(ctx);
}

/* Row ops over a block of adjacent axes, a rows' tail and an eps operand: the config keys
 * round-trip, and each entry point computes what the contiguous kernel computes on the
 * rearranged rows (transposed, joined), bit for bit. */
static void test_axis_tail_eps_config(void **state)
{
  (void)state;
  RcKernelConfig c, c2;
  char buf[160];
  const char *s = "dtype=f32;n=24;cols=3;inner=4;eps=1e-05;scale=1;eps_in=1";
  assert_int_equal(rc_kernel_config_parse(NULL, s, strlen(s), &c), RC_OK);
  assert_int_equal(c.inner, 4);
  assert_true(c.has_eps_in && c.has_scale && !c.has_bias);
  int len = rc_kernel_config_format(&c, buf, sizeof buf);
  assert_string_equal(buf, "dtype=f32;n=24;cols=3;inner=4;eps=9.99999975e-06;scale=1;eps_in=1");
  assert_int_equal(rc_kernel_config_parse(NULL, buf, (size_t)len, &c2), RC_OK);
  assert_memory_equal(&c, &c2, sizeof c);
  s = "dtype=f32;n=32;cols=16;tail=1";
  assert_int_equal(rc_kernel_config_parse(NULL, s, strlen(s), &c), RC_OK);
  assert_int_equal(c.tail, 1);
  rc_kernel_config_format(&c, buf, sizeof buf);
  assert_string_equal(buf, s);
  s = "dtype=f32;n=240;cols=12;inner=2;mid=5;cols2=4";
  assert_int_equal(rc_kernel_config_parse(NULL, s, strlen(s), &c), RC_OK);
  assert_true(c.mid == 5 && c.cols2 == 4 && c.inner == 2);
  len = rc_kernel_config_format(&c, buf, sizeof buf);
  assert_string_equal(buf, s);
  assert_int_equal(rc_kernel_config_parse(NULL, buf, (size_t)len, &c2), RC_OK);
  assert_memory_equal(&c, &c2, sizeof c);
  s = "dtype=f32;n=1440;cols=24;inner=2;mid=5;cols2=2;mid2=3;cols3=4;mid3=2;cols4=1";
  assert_int_equal(rc_kernel_config_parse(NULL, s, strlen(s), &c), RC_OK);
  assert_true(c.mid2 == 3 && c.cols3 == 4 && c.mid3 == 2 && c.cols4 == 1);
  len = rc_kernel_config_format(&c, buf, sizeof buf);
  assert_string_equal(buf, s);
  assert_int_equal(rc_kernel_config_parse(NULL, buf, (size_t)len, &c2), RC_OK);
  assert_memory_equal(&c, &c2, sizeof c);
  static const char *const bad[] = {"n=24;cols=3;inner=5", "n=24;inner=2", "n=24;cols=3;inner=x",
                                    "n=240;cols=12;mid2=5;cols3=2", "n=240;cols=12;mid=2;cols2=2;mid2=5;cols3=5",
                                    "n=1440;cols=24;mid=5;cols2=2;mid2=7;cols3=4",
                                    "n=24;cols=3;inner=2;tail=1", "n=24;eps_in=2", "n=240;cols=12;mid=5",
                                    "n=240;cols=12;mid=5;cols2=5", "n=240;cols=12;mid=7;cols2=4",
                                    "n=240;cols=12;mid=2;cols2=4;tail=1"};
  RcCtx *ctx = rc_ctx_new();
  assert_non_null(ctx);
  for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
    rc_ctx_clear_diagnostics(ctx);
    assert_int_equal(rc_kernel_config_parse(ctx, bad[i], strlen(bad[i]), &c), RC_ERR_INPUT);
    assert_true(rc_ctx_diagnostic_count(ctx) > 0);
  }
  rc_ctx_free(ctx);
}

static void test_strided_rows(void **state)
{
  (void)state;
  SEED(NULL, 0);
  enum { OUTER = 3, COLS = 70, INNER = 45, N = OUTER * COLS * INNER }; /* groups of 16 rows and a partial one */
  static float x[N], xt[N], y[N], yt[N], g[COLS], b[COLS];
  fill_rows(x, N, 0);
  fill_rows(g, COLS, 0);
  fill_rows(b, COLS, 0);
  /* xt: x as [OUTER, INNER, COLS], contiguous rows */
  for (size_t o = 0; o < OUTER; o++)
    for (size_t j = 0; j < COLS; j++)
      for (size_t i = 0; i < INNER; i++) xt[(o * INNER + i) * COLS + j] = x[(o * COLS + j) * INNER + i];
  for (size_t op = 0; op < N_ROW; op++) {
    bool norm = op >= N_ROWONLY;
    const RcKernel *k = rc_kernel_lookup(row_ops[op], RC_ELEM_F32);
    RcKernelConfig c = {RC_ELEM_F32, N, COLS, 1e-5f, true, norm, norm, 0, false, 0, false, false, RC_ACCURACY_DEFAULT, false, false, false, false, false, false, false, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, false};
    const void *in[3] = {xt, g, b};
    assert_int_equal(rc_kernel_run(NULL, k, -1, yt, in, &c), RC_OK);
    c.inner = INNER;
    in[0] = x;
    assert_int_equal(rc_kernel_run(NULL, k, -1, y, in, &c), RC_OK);
    for (size_t o = 0; o < OUTER; o++)
      for (size_t j = 0; j < COLS; j++)
        for (size_t i = 0; i < INNER; i++)
          assert_memory_equal(&y[(o * COLS + j) * INNER + i], &yt[(o * INNER + i) * COLS + j], sizeof(float));
    c.inner = INNER + 1; /* does not divide n */
    RcCtx *ctx = rc_ctx_new();
    assert_non_null(ctx);
    assert_int_equal(rc_kernel_run(ctx, k, -1, y, in, &c), RC_ERR_USAGE);
    assert_int_equal(rc_ctx_diagnostic_count(ctx), 1);
    assert_non_null(strstr(rc_ctx_diagnostic(ctx, 0)->message, "inner"));
    rc_ctx_free(ctx);
  }
}

/* Two blocks of reduced axes (mid > 1): x as [O, A, M, B, I] reduced over A and B gives, for every
 * row kind (and bf16), the bits of the contiguous rows of x transposed to [O, M, I, A, B]; a NORM_GRAD
 * op's dy and acc and a ROW_GRAD op's dy are gathered likewise. Also one block with inner > 1 for
 * the NORM_GRAD ops (mid = 0), and the configs the entry point refuses. */
static void permute_oambi(const void *src, void *dst, size_t es, size_t O, size_t A, size_t M, size_t B, size_t I)
{
  for (size_t o = 0; o < O; o++)
    for (size_t a = 0; a < A; a++)
      for (size_t m = 0; m < M; m++)
        for (size_t b = 0; b < B; b++)
          for (size_t i = 0; i < I; i++) {
            size_t from = (((o * A + a) * M + m) * B + b) * I + i, to = (((o * M + m) * I + i) * A + a) * B + b;
            memcpy((char *)dst + to * es, (const char *)src + from * es, es);
          }
}

static void two_blocks_case(const RcKernel *k, size_t O, size_t A, size_t M, size_t B, size_t I, bool acc)
{
  enum { MAXN = 4 * 5 * 3 * 7 * 19 };
  static float x[MAXN], dy[MAXN], ac[MAXN], xt[MAXN], dyt[MAXN], act[MAXN], y[MAXN], yt[MAXN], back[MAXN], g[64], b[64];
  size_t n = O * A * M * B * I, cols = A * B;
  assert_true(n <= MAXN && cols <= 64);
  RcKernelKind kind = rc_kernel_kind(k);
  RcElemType dt = rc_kernel_dtype(k);
  size_t es = dt == RC_ELEM_F32 ? 4 : 2;
  fill_rows(x, n, 0);
  fill_rows(dy, n, 1);
  fill_rows(ac, n, 2);
  fill_rows(g, cols, 0);
  fill_rows(b, cols, 1);
  if (kind == RC_KIND_ROW_GRAD)
    for (size_t i = 0; i < n; i++) x[i] = 1.0f / (1.0f + (float)(i % 13)); /* y: positive, as a softmax's */
  if (dt != RC_ELEM_F32) { /* the same values as 16-bit data, in place */
    float *all[] = {x, dy, ac, g, b};
    size_t len[] = {n, n, n, cols, cols};
    for (int t = 0; t < 5; t++) {
      uint16_t h[MAXN];
      if (dt == RC_ELEM_BF16) rc_f32_to_bf16(h, all[t], len[t]);
      else rc_f32_to_f16(h, all[t], len[t]);
      memcpy(all[t], h, len[t] * 2);
    }
  }
  permute_oambi(x, xt, es, O, A, M, B, I);
  permute_oambi(dy, dyt, es, O, A, M, B, I);
  permute_oambi(ac, act, es, O, A, M, B, I);
  bool norm = kind == RC_KIND_NORM, ng = kind == RC_KIND_NORM_GRAD, grad = ng || kind == RC_KIND_ROW_GRAD;
  RcKernelConfig c = {.dtype = dt, .n = n, .cols = cols, .eps = 1e-5f, .has_eps = true, .has_scale = norm || ng,
                      .has_bias = norm, .has_acc = ng && acc};
  const void *in[4] = {xt, grad ? (const void *)dyt : g, grad ? (const void *)g : b, act};
  if (!ng) in[2] = grad ? NULL : b;
  assert_int_equal(rc_kernel_run(NULL, k, -1, yt, in, &c), RC_OK);
  c.inner = I;
  c.mid = M;
  c.cols2 = B;
  const void *in2[4] = {x, grad ? (const void *)dy : g, in[2], ac};
  assert_int_equal(rc_kernel_run(NULL, k, -1, y, in2, &c), RC_OK);
  permute_oambi(y, back, es, O, A, M, B, I);
  assert_memory_equal(back, yt, n * es);
  if (M < 2) return;
  RcCtx *ctx = rc_ctx_new();
  assert_non_null(ctx);
  c.cols2 = B + 1; /* does not divide cols */
  assert_int_equal(rc_kernel_run(ctx, k, -1, y, in2, &c), RC_ERR_USAGE);
  c.cols2 = B;
  c.mid = M + 1; /* cols * mid * inner does not divide n */
  assert_int_equal(rc_kernel_run(ctx, k, -1, y, in2, &c), RC_ERR_USAGE);
  assert_int_equal(rc_ctx_diagnostic_count(ctx), 2);
  assert_non_null(strstr(rc_ctx_diagnostic(ctx, 0)->message, "cols2"));
  assert_non_null(strstr(rc_ctx_diagnostic(ctx, 1)->message, "mid"));
  rc_ctx_free(ctx);
}

static void test_two_blocks(void **state)
{
  (void)state;
  SEED(NULL, 0);
  for (size_t i = 0; i < rc_kernel_count(); i++) {
    const RcKernel *k = rc_kernel_at(i);
    RcKernelKind kind = rc_kernel_kind(k);
    if (kind == RC_KIND_ELEMENTWISE || kind == RC_KIND_GRAD) continue;
    if (kind == RC_KIND_NORM_SCALE_GRAD) { /* rows in one block (inner: test_kernels_normscale.c); two are refused */
      float x[8] = {0}, out[4];
      const void *in[2] = {x, x};
      RcKernelConfig c = {.dtype = rc_kernel_dtype(k), .n = 8, .cols = 2, .mid = 2, .cols2 = 1, .eps = 1e-5f, .has_eps = true};
      assert_int_equal(rc_kernel_run(NULL, k, -1, out, in, &c), RC_ERR_USAGE);
      continue;
    }
    two_blocks_case(k, 2, 5, 3, 7, 19, false); /* rows in groups of 16 and a partial one */
    two_blocks_case(k, 4, 3, 5, 4, 1, true);   /* {1, 3} of [N, H, W, C]: inner 1 */
    if (kind == RC_KIND_NORM_GRAD) two_blocks_case(k, 3, 1, 1, 6, 17, true); /* one block, inner > 1 */
  }
}

/* Rows over three or four blocks of reduced axes (mid2, cols3, mid3, cols4): x as
 * [O, R1, M1, R2, M2, R3, M3, R4, I] against the same rows made contiguous, [O, M1, M2, M3, I, R1,
 * R2, R3, R4], bit for bit at every ISA this machine runs, and the configs the entry point refuses. */
static void permute_blocks(const void *src, void *dst, size_t es, const size_t d[9], bool to_rows)
{
  size_t n = 1, idx[9];
  for (int i = 0; i < 9; i++) n *= d[i];
  static const int order[9] = {0, 2, 4, 6, 8, 1, 3, 5, 7}; /* O, M1, M2, M3, I, R1..R4 */
  for (size_t e = 0; e < n; e++) {
    size_t t = e;
    for (int i = 8; i >= 0; i--) {
      idx[i] = t % d[i];
      t /= d[i];
    }
    size_t r = 0;
    for (int i = 0; i < 9; i++) r = r * d[order[i]] + idx[order[i]];
    memcpy((char *)dst + (to_rows ? r : e) * es, (const char *)src + (to_rows ? e : r) * es, es);
  }
}

static void four_blocks_case(const RcKernel *k, const size_t d[9])
{
  enum { MAXN = 4096 };
  static float x[MAXN], dy[MAXN], xt[MAXN], dyt[MAXN], y[MAXN], yt[MAXN], back[MAXN], g[256], b[256];
  size_t n = 1, cols = d[1] * d[3] * d[5] * d[7];
  for (int i = 0; i < 9; i++) n *= d[i];
  assert_true(n <= MAXN && cols <= 256);
  RcKernelKind kind = rc_kernel_kind(k);
  RcElemType dt = rc_kernel_dtype(k);
  size_t es = dt == RC_ELEM_F32 ? 4 : 2;
  fill_rows(x, n, 0);
  fill_rows(dy, n, 1);
  fill_rows(g, cols, 0);
  fill_rows(b, cols, 1);
  if (kind == RC_KIND_ROW_GRAD)
    for (size_t i = 0; i < n; i++) x[i] = 1.0f / (1.0f + (float)(i % 13));
  if (dt != RC_ELEM_F32) {
    float *all[] = {x, dy, g, b};
    size_t len[] = {n, n, cols, cols};
    for (int t = 0; t < 4; t++) {
      static uint16_t h[MAXN];
      if (dt == RC_ELEM_BF16) rc_f32_to_bf16(h, all[t], len[t]);
      else rc_f32_to_f16(h, all[t], len[t]);
      memcpy(all[t], h, len[t] * 2);
    }
  }
  permute_blocks(x, xt, es, d, true);
  permute_blocks(dy, dyt, es, d, true);
  bool norm = kind == RC_KIND_NORM, ng = kind == RC_KIND_NORM_GRAD, grad = ng || kind == RC_KIND_ROW_GRAD;
  RcKernelConfig c = {.dtype = dt, .n = n, .cols = cols, .eps = 1e-5f, .has_eps = true, .has_scale = norm || ng,
                      .has_bias = norm};
  const void *in[3] = {xt, grad ? (const void *)dyt : g, ng ? (const void *)g : grad ? NULL : b};
  assert_int_equal(rc_kernel_run(NULL, k, RC_ISA_SCALAR, yt, in, &c), RC_OK);
  c.inner = d[8], c.mid = d[2], c.cols2 = d[3], c.mid2 = d[4], c.cols3 = d[5], c.mid3 = d[6], c.cols4 = d[7];
  const void *in2[3] = {x, grad ? (const void *)dy : g, in[2]};
  for (int isa = 0; isa < RC_ISA_COUNT; isa++) {
    if (!rc_isa_supported((RcIsa)isa) || !rc_kernel_has_isa(k, (RcIsa)isa)) continue;
    memset(y, 0, sizeof y);
    assert_int_equal(rc_kernel_run(NULL, k, isa, y, in2, &c), RC_OK);
    permute_blocks(y, back, es, d, true);
    assert_memory_equal(back, yt, n * es);
  }
  RcCtx *ctx = rc_ctx_new();
  assert_non_null(ctx);
  c.cols3 = d[5] + 1; /* the blocks do not divide cols */
  assert_int_equal(rc_kernel_run(ctx, k, -1, y, in2, &c), RC_ERR_USAGE);
  c.cols3 = d[5], c.mid = 1; /* mid2 without mid */
  assert_int_equal(rc_kernel_run(ctx, k, -1, y, in2, &c), RC_ERR_USAGE);
  assert_int_equal(rc_ctx_diagnostic_count(ctx), 2);
  rc_ctx_free(ctx);
}

static void test_four_blocks(void **state)
{
  (void)state;
  SEED(NULL, 0);
  for (size_t i = 0; i < rc_kernel_count(); i++) {
    const RcKernel *k = rc_kernel_at(i);
    RcKernelKind kind = rc_kernel_kind(k);
    if (kind == RC_KIND_ELEMENTWISE || kind == RC_KIND_GRAD || kind == RC_KIND_NORM_SCALE_GRAD) continue;
    static const size_t three[9] = {2, 3, 2, 2, 3, 5, 1, 1, 2};  /* [O, R1, M1, R2, M2, R3, I]: rows in groups of 16 */
    static const size_t four[9] = {1, 2, 3, 3, 2, 2, 3, 4, 1};   /* four blocks, inner 1 */
    static const size_t wide[9] = {1, 5, 17, 1, 2, 3, 1, 1, 1};  /* a one-element block, a partial group */
    four_blocks_case(k, three);
    four_blocks_case(k, four);
    four_blocks_case(k, wide);
  }
}

static void test_tail_and_eps_operand(void **state)
{
  (void)state;
  SEED(NULL, 0);
  enum { ROWS = 4, COLS = 19, TAIL = 3, W = COLS + TAIL };
  static float x[ROWS * COLS], t[ROWS * TAIL], j[ROWS * W], yj[ROWS * W], y[ROWS * COLS], yt[ROWS * TAIL];
  fill_rows(x, ROWS * COLS, 0);
  fill_rows(t, ROWS * TAIL, 0);
  for (size_t r = 0; r < ROWS; r++) {
    memcpy(j + r * W, x + r * COLS, COLS * sizeof(float));
    memcpy(j + r * W + COLS, t + r * TAIL, TAIL * sizeof(float));
  }
  for (size_t op = 0; op < N_ROWONLY; op++) {
    const RcKernel *k = rc_kernel_lookup(row_ops[op], RC_ELEM_F32);
    RcKernelConfig c = {RC_ELEM_F32, ROWS * W, W, 0, false, false, false, 0, false, 0, false, false, RC_ACCURACY_DEFAULT, false, false, false, false, false, false, false, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, false};
    const void *in[2] = {j, NULL};
    assert_int_equal(rc_kernel_run(NULL, k, -1, yj, in, &c), RC_OK);
    /* x's part: x continued by t; t's part: t continued by x (the same joined row, reordered) */
    RcKernelConfig cx = {RC_ELEM_F32, ROWS * COLS, COLS, 0, false, false, false, 0, false, TAIL, false, false, RC_ACCURACY_DEFAULT, false, false, false, false, false, false, false, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, false};
    RcKernelConfig ct = {RC_ELEM_F32, ROWS * TAIL, TAIL, 0, false, false, false, 0, false, COLS, false, false, RC_ACCURACY_DEFAULT, false, false, false, false, false, false, false, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, false};
    assert_int_equal(rc_kernel_num_inputs(k, &cx), 2);
    const void *inx[2] = {x, t}, *intl[2] = {t, x};
    assert_int_equal(rc_kernel_run(NULL, k, -1, y, inx, &cx), RC_OK);
    assert_int_equal(rc_kernel_run(NULL, k, -1, yt, intl, &ct), RC_OK);
    for (size_t r = 0; r < ROWS; r++) {
      assert_memory_equal(y + r * COLS, yj + r * W, COLS * sizeof(float));
      for (size_t i = 0; i < TAIL; i++) /* another order of the same sums: within a few ULP */
        assert_float_equal(yt[r * TAIL + i], yj[r * W + COLS + i], 1e-6 * (fabsf(yj[r * W + COLS + i]) + 1e-30));
    }
  }
  /* eps as a one-element operand after scale and bias gives the eps of the config */
  for (size_t op = N_ROWONLY; op < N_ROW; op++) {
    const RcKernel *k = rc_kernel_lookup(row_ops[op], RC_ELEM_F32);
    float g[COLS], eps = 0.25f;
    SEED(row_ops[op], 1);
    fill_rows(g, COLS, 0);
    RcKernelConfig c = {RC_ELEM_F32, ROWS * COLS, COLS, eps, true, true, false, 0, false, 0, false, false, RC_ACCURACY_DEFAULT, false, false, false, false, false, false, false, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, false};
    const void *in[3] = {x, g, NULL};
    assert_int_equal(rc_kernel_run(NULL, k, -1, yj, in, &c), RC_OK);
    c.has_eps = false;
    c.eps = 0;
    c.has_eps_in = true;
    assert_int_equal(rc_kernel_num_inputs(k, &c), 3);
    in[2] = &eps;
    assert_int_equal(rc_kernel_run(NULL, k, -1, y, in, &c), RC_OK);
    assert_memory_equal(y, yj, sizeof(float) * ROWS * COLS);
  }
}

/* ---- XLA entry points -------------------------------------------------- */

typedef struct XlaCustomCallStatus_ { int failed; char msg[256]; } TestStatus;

void XlaCustomCallStatusSetFailure(XlaCustomCallStatus *status, const char *message, size_t len);
void XlaCustomCallStatusSetFailure(XlaCustomCallStatus *status, const char *message, size_t len)
{
  TestStatus *s = (TestStatus *)status;
  s->failed = 1;
  snprintf(s->msg, sizeof s->msg, "%.*s", (int)len, message);
}

static void test_xla(void **state)
{
  (void)state;
  float x[64], y[64], want[64], g[16], b[16];
  SEED(NULL, 0);
  for (int i = 0; i < 64; i++) x[i] = unif(-5, 5);
  for (int i = 0; i < 16; i++) g[i] = unif(0.5f, 2), b[i] = unif(-1, 1);
  TestStatus st = {0, ""};
  const void *in[] = {x, g, b};
  const char *o = "dtype=f32;n=64";
  recompose_xla_gelu_erf(y, in, o, strlen(o), (XlaCustomCallStatus *)&st);
  assert_int_equal(st.failed, 0);
  rc_gelu_erf_f32(want, x, 64);
  assert_memory_equal(y, want, sizeof y);
  o = "n=64;cols=16;eps=1e-5;scale=1;bias=1";
  recompose_xla_layer_norm(y, in, o, strlen(o), (XlaCustomCallStatus *)&st);
  assert_int_equal(st.failed, 0);
  rc_layer_norm_f32(want, x, g, b, 4, 16, 1e-5f);
  assert_memory_equal(y, want, sizeof y);
  o = "n=64;cols=16";
  recompose_xla_softmax(y, in, o, strlen(o), (XlaCustomCallStatus *)&st);
  assert_int_equal(st.failed, 0);
  rc_softmax_f32(want, x, 4, 16);
  assert_memory_equal(y, want, sizeof y);
  /* failures: reported, nothing written */
  static const char *const bad[] = {"n=64;dtype=f64", "cols=16", "n=64", "n=64;cols=16",
                                    "n=64;cols=5", "n=64;cols=16;eps=x"};
  void (*fns[])(void *, const void **, const char *, size_t, XlaCustomCallStatus *) = {
    recompose_xla_silu, recompose_xla_silu, recompose_xla_softmax, recompose_xla_rms_norm,
    recompose_xla_log_softmax, recompose_xla_layer_norm};
  for (size_t i = 0; i < 6; i++) {
    TestStatus s2 = {0, ""};
    for (int j = 0; j < 64; j++) y[j] = -1.0f;
    fns[i](y, in, bad[i], strlen(bad[i]), (XlaCustomCallStatus *)&s2);
    assert_int_equal(s2.failed, 1);
    assert_true(strncmp(s2.msg, "recompose.", 10) == 0);
    for (int j = 0; j < 64; j++) assert_true(y[j] == -1.0f);
  }
  /* NULL opaque and NULL status do not crash */
  recompose_xla_tanh(y, in, NULL, 0, NULL);
}

/* ---- helpers of the boundary tests below ---- */

/* op on x[0..n) on the scalar ISA, into ref: a NaN x comes out quieted with
 * its payload and sign (x + x), every other x within 2 ULP of MPFR. Prints
 * the worst input when it is over. */
static void assert_scalar_within_2ulp(const char *op, const float *x, float *ref, size_t n)
{
  assert_int_equal(run_elt(op, RC_ISA_SCALAR, ref, x, n), 0);
  double worst = 0;
  size_t wi = 0;
  for (size_t i = 0; i < n; i++) {
    if (isnan(x[i])) {
      assert_int_equal(f_bits(ref[i]), f_bits(x[i]) | 0x00400000u);
      continue;
    }
    double r;
    assert_int_equal(rc_ref_elementwise(op, x[i], &r), 0);
    double u = rc_ref_ulp(ref[i], r);
    if (u > worst) worst = u, wi = i;
  }
  if (worst > 2.0) print_error("%s: %.3f ULP at x=%a (got %a)\n", op, worst, (double)x[wi], (double)ref[wi]);
  assert_true(worst <= 2.0);
}

/* op on x[0..n) on every ISA but scalar gives the bits of ref (scalar's
 * output); y is scratch of n floats. Prints the first inputs that differ. */
static void assert_isas_match_scalar(const char *op, const float *x, const float *ref, float *y, size_t n)
{
  for (int isa = RC_ISA_AVX2; isa < RC_ISA_COUNT; isa++) {
    if (!rc_isa_supported((RcIsa)isa)) continue;
    assert_int_equal(run_elt(op, (RcIsa)isa, y, x, n), 0);
    size_t bad = 0;
    for (size_t i = 0; i < n; i++)
      if (f_bits(y[i]) != f_bits(ref[i]) && bad++ < 8)
        print_error("%s %s x=%a: %a vs scalar %a\n", op, rc_isa_name((RcIsa)isa), (double)x[i],
                    (double)y[i], (double)ref[i]);
    assert_int_equal(bad, 0);
  }
}

/* ---- erf's intervals and clamp ----------------------------
 * erf rounds |x| to the nearest quarter to pick one of 16 intervals (ties to
 * even), clamps |x| below 3.875 and lets NaN run through its arithmetic
 * (no final fix-up). Here: every interval boundary (k + 1/2)/4 and its two
 * neighbours, the centres, the clamp, both signs, subnormals, infinities and
 * NaN payloads: within 2 ULP of MPFR, bit-identical on every ISA, erf(+-inf)
 * = +-1, |erf| in {1 - 2^-24, 1} from 3.875 on, NaN out = x + x. */
static void test_erf_intervals(void **state)
{
  (void)state;
  SEED(NULL, 0);
  enum { CAP = 512 };
  float x[CAP], ref[CAP], y[CAP];
  size_t n = 0;
  for (int k = 0; k <= 17; k++) {
    float b = (2 * k + 1) / 8.0f, c = k / 4.0f;
    float v[] = {b, nextafterf(b, 0), nextafterf(b, 8), c, nextafterf(c, 0), nextafterf(c, 8)};
    for (size_t j = 0; j < 6; j++) x[n++] = v[j], x[n++] = -v[j];
  }
  static const uint32_t nans[] = {0x7fc00000u, 0xffc00000u, 0x7f800001u, 0xff800001u,
                                  0x7fa5a5a5u, 0xffbfffffu, 0x7fffffffu, 0x7fc12345u};
  for (size_t j = 0; j < sizeof nans / sizeof nans[0]; j++) x[n++] = bits_f(nans[j]);
  const float more[] = {0x1.effffep+1f, 3.875f, 0x1.f00002p+1f, 3.92f, 3.96875f, 4.0f, 5.0f, 1e6f,
                        0x1p21f, 0x1p24f, FLT_MAX, INFINITY, 0.0f, 0x1p-149f, 0x1.fffffcp-127f,
                        FLT_MIN, 0x1p-24f, 1e-8f, 0x1.fffffep-4f, 0x1p-3f};
  for (size_t j = 0; j < sizeof more / sizeof more[0]; j++) x[n++] = more[j], x[n++] = -more[j];
  for (int i = 0; i < 200; i++) x[n++] = unif(-4.25f, 4.25f);
  assert_true(n <= CAP);

  assert_scalar_within_2ulp("erf", x, ref, n);
  for (size_t i = 0; i < n; i++) {
    if (isnan(x[i])) continue;
    assert_true(signbit(ref[i]) == signbit(x[i]));
    if (fabsf(x[i]) >= 3.875f)
      assert_true(fabsf(ref[i]) == 1.0f || fabsf(ref[i]) == 0x1.fffffep-1f);
    if (isinf(x[i])) assert_true(ref[i] == (x[i] > 0 ? 1.0f : -1.0f));
  }
  assert_isas_match_scalar("erf", x, ref, y, n);
}

/* ---- sigmoid's table-driven core -------------------
 * Dense runs of f32 neighbours around the places its formulation changes:
 * the clamps (-105, 17.5), where u = 2^(n+..) T_j leaves the normal range
 * (x = -87.34), where c + u stops being exact (n = -7 below x = -4.16,
 * n > 20 above x = 13.86), where the result rounds to 1 (17.33), around 0,
 * and NaNs of every kind (payloads, both signs, signalling): within 2 ULP of
 * MPFR on scalar and bit-identical on every ISA (NaN bits included). */
static void test_sigmoid_boundaries(void **state)
{
  (void)state;
  SEED(NULL, 0);
  static const float centres[] = {-105.0f, -104.53f, -104.0f, -103.97f, -103.28f, -87.34f,
                                  -87.0f,   -4.1805f,  -4.1589f, -0.0108f,  0.0f,     0.0108f,
                                  4.1589f,  13.8629f,  14.5561f, 16.6355f,  17.3287f, 17.5f,
                                  88.72f};
  const size_t per = 2048, nc = sizeof centres / sizeof centres[0];
  size_t n = nc * per + 64 + 8;
  float *x = malloc(n * 4), *ref = malloc(n * 4), *y = malloc(n * 4);
  size_t k = 0;
  for (size_t c = 0; c < nc; c++) {
    uint32_t b = f_bits(centres[c]);
    for (size_t i = 0; i < per; i++) {
      uint32_t d = (uint32_t)i - (uint32_t)(per / 2);
      /* around +-0 step through both signs' tiny values */
      x[k++] = centres[c] == 0.0f ? bits_f((i & 1 ? 0x80000000u : 0u) | (uint32_t)(i * 4096u))
                                  : bits_f(b + d);
    }
  }
  for (size_t i = 0; i < 64; i++) /* NaNs: random payloads, quiet and signalling, both signs */
    x[k++] = bits_f(0x7f800000u | (i & 1 ? 0x80000000u : 0u) | (i & 2 ? 0x400000u : 0u) |
                    (rnd32() & 0x3fffffu) | 1u);
  static const float ends[] = {INFINITY, -INFINITY, FLT_MAX, -FLT_MAX, 1e30f, -1e30f, 0x1p-149f,
                               -0x1p-149f};
  for (size_t i = 0; i < 8; i++) x[k++] = ends[i];
  assert_int_equal(k, n);
  assert_scalar_within_2ulp("sigmoid", x, ref, n);
  assert_true(ref[n - 8] == 1.0f && ref[n - 7] == 0.0f && ref[n - 6] == 1.0f && ref[n - 5] == 0.0f);
  assert_isas_match_scalar("sigmoid", x, ref, y, n);
  free(x);
  free(ref);
  free(y);
}

/* ---- tanh's reduction on -|x| and its NaN path --------------- */

/* Inputs around each boundary of op_tanh: the exact reduction (|x| near
 * 1/8 and ln2/4, where n leaves 0 and r's grid changes), each n from 0 to
 * -29 (|x| near (k + 1/2) ln2/2), n = -23 .. -25 (1 - 2^n stops being exact), the
 * clamp at 10, zeros, subnormals, and NaNs of every kind: within 2 ULP of
 * MPFR, the same bits on every ISA, and a NaN x gives quiet(x) = x + x
 * (the NaN flows through the arithmetic with its own payload; the sign of
 * x is put back at the end). */
static void test_tanh_boundaries(void **state)
{
  (void)state;
  SEED(NULL, 0);
  enum { N = 6149 }; /* 4254 boundary inputs, the rest random; not a multiple of 16 (the tail) */
  static float x[N], ref[N], y[N];
  static const uint32_t nans[] = {0x7fc00000u, 0xffc00000u, 0x7f800001u, 0xff800001u,
                                  0x7fbfffffu, 0xffbfffffu, 0x7fc12345u, 0xff8abcdeu,
                                  0x7fffffffu, 0xffffffffu, 0x7fa00000u, 0xffe00001u};
  size_t n = 0;
  for (size_t i = 0; i < sizeof nans / sizeof nans[0]; i++) x[n++] = bits_f(nans[i]);
  const float anchors[] = {0.0f, 0x1p-149f, 0x1p-126f, 0x1p-24f, 0.125f, 0x1.62e43p-3f, 0.25f,
                           10.0f, 0x1.fe2804p+2f, 0x1.0a2b24p+3f, 0x1.154246p+3f};
  for (size_t i = 0; i < sizeof anchors / sizeof anchors[0]; i++)
    for (int d = -40; d <= 40; d++) {
      uint32_t b = f_bits(anchors[i]);
      if (d < 0 && (uint32_t)-d > b) continue;
      float v = bits_f(b + (uint32_t)d);
      x[n++] = v;
      x[n++] = -v;
    }
  /* (k + 1/2) ln2/2 for n = 0 .. -29 (where round() changes n) */
  for (int k = 0; k < 30; k++) {
    float m = (float)((k + 0.5) * 0.34657359027997264);
    for (int d = -20; d <= 20; d++) {
      x[n++] = bits_f(f_bits(m) + (uint32_t)d);
      x[n++] = -bits_f(f_bits(m) + (uint32_t)d);
    }
  }
  assert_true(n <= N);
  while (n < N) x[n++] = unif(-0.5f, 0.5f);
  assert_scalar_within_2ulp("tanh", x, ref, N);
  for (size_t i = 0; i < N; i++)
    if (!isnan(x[i])) assert_true(signbit(ref[i]) == signbit(x[i]));
  assert_isas_match_scalar("tanh", x, ref, y, N);
}

/* ---- gelu_tanh / quick_gelu / gelu_erf boundaries -------------- */

/* Runs of consecutive floats (both signs) around the points where
 * gelu_tanh and gelu_erf change regime: gelu_tanh's clamp of x to [-11, 11]
 * and its underflow to -0 near -10.75, |n| = 23/24 (1 + 2^-|n| no longer
 * exact: y2 = 23.5 at |x| = 4.911096, 24.5 at 5.012055), the binades of
 * s = A2 + B2 x^2 (4 at |x| = 4.061096, 8 at 7.439682; the runs at
 * 2.38, 5.8, 9.47 stay); quick_gelu (the same tail) at its
 * |n| = 23/24 (|x| = 9.570481, 9.977736), where its result leaves the normal
 * range (-53.65) and reaches 2^-149 (-63.12), its clamps at 100 and 120;
 * gelu_erf's clamp of
 * |x| at 14.5, the slot edges of R (|x| + 1 = 1.25 ... 16) and the halfway
 * points of the exp reduction. Every ISA against MPFR (<= 2 ULP) and against
 * the scalar bits; then NaNs (payloads and signs), +-inf and +-0, whose
 * bits must agree on every ISA too and be x + x for a NaN, the default NaN
 * for -inf, x itself for +inf and +-0. 51 centres, both signs: 102 runs of
 * 200 floats, and 9 specials: 1275 whole vectors and a partial one, so the
 * K-vector step, the one-vector loop (1275 is not a multiple of GT_K = 6 or
 * GE_K = 4) and the partial tail all run. */
static void test_gelu_boundaries(void **state)
{
  (void)state;
  SEED(NULL, 0);
  static const float centers[] = {
    11.0f, 10.75f, 10.5f, 10.0f, 8.0f, 3.3f, 3.6f, 5.15f, 5.2f, 2.38f, 5.8f, 9.47f,
    14.5f, 14.0f, 16.0f, 1.25f, 1.5f, 1.75f, 2.0f, 2.5f, 3.0f, 3.5f, 4.0f, 5.0f, 6.0f,
    7.0f, 9.0f, 13.0f, 0.25f, 0.5f, 0.75f, 1.0f, 1.1774f, 1.6651f, 2.0393f,
    4.2f, 6.45f, 9.1f, 1e-20f, 0x1p-126f, 0x1p-140f, 4.061096f, 7.439682f, 4.911096f, 5.012055f,
    9.570481f, 9.977736f, 53.654f, 63.116f, 100.0f, 120.0f,
  };
  static const uint32_t specials[] = {0x7fc00000u, 0xffc00000u, 0x7f800001u, 0xffa12345u,
                                      0x7fffffffu, 0x7f800000u, 0xff800000u, 0x00000000u,
                                      0x80000000u};
  enum { RUN = 200, NSPEC = sizeof specials / sizeof specials[0] };
  size_t nc = sizeof centers / sizeof centers[0], n = nc * 2 * RUN + NSPEC;
  assert_true(n % 16 != 0);
  float *x = malloc(n * 4), *ref = malloc(n * 4), *y = malloc(n * 4);
  size_t k = 0;
  for (size_t c = 0; c < nc; c++)
    for (int sg = 0; sg < 2; sg++) {
      uint32_t b = f_bits(sg ? -centers[c] : centers[c]) - RUN / 2;
      for (int i = 0; i < RUN; i++) x[k++] = bits_f(b + (uint32_t)i);
    }
  for (size_t i = 0; i < NSPEC; i++) x[k++] = bits_f(specials[i]);
  static const char *const ops[] = {"gelu_tanh", "quick_gelu", "gelu_erf"};
  for (size_t o = 0; o < 3; o++) {
    assert_scalar_within_2ulp(ops[o], x, ref, n); /* NaNs: x quieted */
    assert_isas_match_scalar(ops[o], x, ref, y, n);
    /* the other specials' bits: -inf as the default NaN (-inf * 0 in the
     * decomposed graph), +inf as +inf, +-0 as itself */
    for (size_t i = 0; i < NSPEC; i++) {
      uint32_t xb = specials[i], want;
      if ((xb & 0x7fffffffu) > 0x7f800000u) continue;
      want = xb == 0xff800000u ? 0xffc00000u : xb;
      if (f_bits(ref[n - NSPEC + i]) != want)
        print_error("%s(%08x) = %08x, want %08x\n", ops[o], xb, f_bits(ref[n - NSPEC + i]), want);
      assert_int_equal(f_bits(ref[n - NSPEC + i]), want);
    }
  }
  free(x);
  free(ref);
  free(y);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_isa),
    cmocka_unit_test(test_registry),
    cmocka_unit_test(test_accuracy),
    cmocka_unit_test(test_cross_isa_elementwise),
    cmocka_unit_test(test_cross_isa_rows), cmocka_unit_test(test_rows_batch_identity),
    cmocka_unit_test(test_edges),
    cmocka_unit_test(test_streaming),
    cmocka_unit_test(test_conversions),
    cmocka_unit_test(test_lowp_kernels),
    cmocka_unit_test(test_rows_accuracy),
    cmocka_unit_test(test_softmax_rows),
    cmocka_unit_test(test_softmax_short_rows),
    cmocka_unit_test(test_config),
    cmocka_unit_test(test_axis_tail_eps_config),
    cmocka_unit_test(test_strided_rows),
    cmocka_unit_test(test_two_blocks),
    cmocka_unit_test(test_four_blocks),
    cmocka_unit_test(test_tail_and_eps_operand),
    cmocka_unit_test(test_xla),
    cmocka_unit_test(test_erf_intervals),
    cmocka_unit_test(test_sigmoid_boundaries),
    cmocka_unit_test(test_tanh_boundaries),
    cmocka_unit_test(test_gelu_boundaries),
  };
  return cmocka_run_group_tests(tests, list_ops, NULL);
}
