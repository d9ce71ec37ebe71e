/* The fast tier (accuracy=fast): every elementwise op held to its stated bound
 * (src/fused/fast.def, through rc_fused_fast_bound) against MPFR over every
 * STRIDE-th f32 bit pattern and over random inputs in the activations' range,
 * the three ISAs bit-identical, the specials (NaN, infinities, zeros) as the
 * default kernels give them, the plain rc_<op>_fast_f32 entry points, bf16/f16
 * calls left on the default tier, and the config key. Every f32 input:
 * kernels-sweep --accuracy fast (BENCHMARKS.md). */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "exec/fused.h"
#include "fused/fused.h"
#include "kernels_ref.h"
#include "recompose/kernels.h"

/* 2^32 / STRIDE inputs per op (a prime stride reaches every exponent and sign). */
#define STRIDE 65521u
#define NRAND 65536u

static int run(const char *op, RcElemType dt, RcAccuracy acc, int isa, void *out, const void *in, size_t n)
{
  const RcKernel *k = rc_kernel_lookup(op, dt);
  RcKernelConfig c;
  memset(&c, 0, sizeof c);
  c.dtype = dt;
  c.n = n;
  c.accuracy = acc;
  const void *ins[] = {in};
  return rc_kernel_run(NULL, k, isa, out, ins, &c);
}

/* The inputs: the strided bit patterns, then uniform in [-12, 12] (a fixed xorshift). */
static float *inputs(size_t *n)
{
  size_t ns = ((1ull << 32) + STRIDE - 1) / STRIDE;
  float *x = malloc((ns + NRAND) * sizeof *x);
  for (size_t i = 0; i < ns; i++) {
    uint32_t b = (uint32_t)(i * STRIDE);
    memcpy(&x[i], &b, 4);
  }
  uint64_t s = 0x9e3779b97f4a7c15u;
  for (size_t i = 0; i < NRAND; i++) {
    s ^= s << 13, s ^= s >> 7, s ^= s << 17;
    x[ns + i] = -12.0f + 24.0f * (float)(s >> 40) * 0x1p-24f;
  }
  *n = ns + NRAND;
  return x;
}

static void test_bounds(void **state)
{
  (void)state;
  size_t n;
  float *x = inputs(&n), *y = malloc(n * 4), *z = malloc(n * 4);
  for (size_t i = 0; i < rc_fused_count(); i++) {
    const RcFusedOp *f = rc_fused_at(i);
    double r0;
    if (f->kind != RC_KIND_ELEMENTWISE || rc_ref_elementwise(f->name, 0.0f, &r0) != 0) continue;
    int rel, tiny;
    bool own = rc_fused_fast_bound(f, &rel, &tiny);
    assert_int_equal(run(f->name, RC_ELEM_F32, RC_ACCURACY_FAST, RC_ISA_SCALAR, y, x, n), 0);
    double worst = 0;
    size_t wi = 0;
    for (size_t j = 0; j < n; j++) {
      double r, e;
      assert_int_equal(rc_ref_elementwise(f->name, x[j], &r), 0);
      if (isnan(r) || isinf(r) || isnan(y[j]) || isinf(y[j]))
        e = rc_ref_ulp(y[j], r) == 0 ? 0 : 1e9; /* specials: exactly the default's */
      else
        e = fabs((double)y[j] - r) / fmax(fabs(r), ldexp(1.0, tiny));
      if (e > worst) worst = e, wi = j;
    }
    if (worst > ldexp(1.0, rel))
      print_error("%s fast: error 2^%.2f at x=%a (got %a), bound 2^%d\n", f->name, log2(worst), (double)x[wi],
                  (double)y[wi], rel);
    assert_true(worst <= ldexp(1.0, rel));
    /* the other ISAs give the same bits */
    for (int isa = RC_ISA_AVX2; isa < RC_ISA_COUNT; isa++) {
      if (!rc_isa_supported((RcIsa)isa)) continue;
      assert_int_equal(run(f->name, RC_ELEM_F32, RC_ACCURACY_FAST, isa, z, x, n), 0);
      assert_memory_equal(y, z, n * 4);
    }
    /* an op without a fast kernel runs its default one */
    if (!own) {
      assert_int_equal(run(f->name, RC_ELEM_F32, RC_ACCURACY_DEFAULT, RC_ISA_SCALAR, z, x, n), 0);
      assert_memory_equal(y, z, n * 4);
    }
  }
  free(x);
  free(y);
  free(z);
}

/* NaN (payload and sign kept, quieted), +-inf, +-0 and the ends of the range: the default's bits. */
static void test_specials(void **state)
{
  (void)state;
  static const uint32_t bits[] = {0x7fc00000u, 0xffc00001u, 0x7f800001u, 0x7f800000u, 0xff800000u, 0, 0x80000000u,
                                  0x00000001u, 0x80000001u, 0x7f7fffffu, 0xff7fffffu, 0x41680000u, 0xc1680000u};
  enum { N = sizeof bits / sizeof bits[0] };
  float x[N], a[N], b[N];
  memcpy(x, bits, sizeof x);
  for (size_t i = 0; i < rc_fused_count(); i++) {
    const RcFusedOp *f = rc_fused_at(i);
    if (f->kind != RC_KIND_ELEMENTWISE) continue;
    assert_int_equal(run(f->name, RC_ELEM_F32, RC_ACCURACY_DEFAULT, -1, a, x, N), 0);
    assert_int_equal(run(f->name, RC_ELEM_F32, RC_ACCURACY_FAST, -1, b, x, N), 0);
    for (int j = 0; j < N; j++) {
      uint32_t ua, ub;
      memcpy(&ua, &a[j], 4);
      memcpy(&ub, &b[j], 4);
      if (isnan(a[j]) || isinf(a[j]) || a[j] == 0 || isinf(x[j])) {
        if (ua != ub) print_error("%s fast at %a: %08x, default %08x\n", f->name, (double)x[j], ub, ua);
        assert_int_equal(ua, ub);
      }
    }
  }
}

/* rc_<op>_fast_f32 runs what accuracy=fast runs; gelu_erf's and silu's fast kernels are their own, erf runs its default. */
static void test_entry_points(void **state)
{
  (void)state;
  enum { N = 1000 };
  float x[N], a[N], b[N];
  for (int i = 0; i < N; i++) x[i] = -9.0f + 18.0f * (float)i / N;
  rc_gelu_erf_fast_f32(a, x, N);
  assert_int_equal(run("gelu_erf", RC_ELEM_F32, RC_ACCURACY_FAST, -1, b, x, N), 0);
  assert_memory_equal(a, b, sizeof a);
  rc_gelu_erf_f32(b, x, N);
  assert_memory_not_equal(a, b, sizeof a);
  rc_erf_fast_f32(a, x, N); /* erf has no fast kernel: its default runs */
  rc_erf_f32(b, x, N);
  assert_memory_equal(a, b, sizeof a);
  rc_silu_fast_f32(a, x, N); /* silu has one */
  rc_silu_f32(b, x, N);
  assert_memory_not_equal(a, b, sizeof a);
  /* the legacy XLA entry point reads accuracy=fast from its config string */
  rc_gelu_erf_fast_f32(a, x, N);
  const void *in[] = {x};
  static const char o[] = "dtype=f32;n=1000;accuracy=fast";
  recompose_xla_gelu_erf(b, in, o, sizeof o - 1, NULL);
  assert_memory_equal(a, b, sizeof a);
}

/* bf16 and f16 calls stay on the default tier (correctly rounded). */
static void test_lowp_default(void **state)
{
  (void)state;
  enum { N = 4096 };
  uint16_t x[N], a[N], b[N];
  for (int i = 0; i < N; i++) x[i] = (uint16_t)(i * 16 + 3);
  for (RcElemType dt = RC_ELEM_BF16; dt <= RC_ELEM_F16; dt = dt == RC_ELEM_BF16 ? RC_ELEM_F16 : (RcElemType)99) {
    assert_int_equal(run("gelu_erf", dt, RC_ACCURACY_DEFAULT, -1, a, x, N), 0);
    assert_int_equal(run("gelu_erf", dt, RC_ACCURACY_FAST, -1, b, x, N), 0);
    assert_memory_equal(a, b, sizeof a);
  }
}

/* accuracy=default|fast in the config string: parsed, written back only when fast, anything else refused;
 * rc_kernel_run refuses a tier out of range. */
static void test_config(void **state)
{
  (void)state;
  RcKernelConfig c;
  static const char fast[] = "dtype=f32;n=8;accuracy=fast", dflt[] = "dtype=f32;n=8;accuracy=default";
  assert_int_equal(rc_kernel_config_parse(NULL, fast, sizeof fast - 1, &c), RC_OK);
  assert_int_equal(c.accuracy, RC_ACCURACY_FAST);
  char buf[128];
  rc_kernel_config_format(&c, buf, sizeof buf);
  assert_string_equal(buf, "dtype=f32;n=8;accuracy=fast");
  assert_int_equal(rc_kernel_config_parse(NULL, dflt, sizeof dflt - 1, &c), RC_OK);
  assert_int_equal(c.accuracy, RC_ACCURACY_DEFAULT);
  rc_kernel_config_format(&c, buf, sizeof buf);
  assert_string_equal(buf, "dtype=f32;n=8");
  static const char bad[] = "dtype=f32;n=8;accuracy=quick";
  RcCtx *ctx = rc_ctx_new();
  assert_int_equal(rc_kernel_config_parse(ctx, bad, sizeof bad - 1, &c), RC_ERR_INPUT);
  assert_non_null(strstr(rc_ctx_diagnostic(ctx, 0)->message, "want default or fast"));
  rc_ctx_free(ctx);
  RcAccuracy a = RC_ACCURACY_DEFAULT;
  assert_int_equal(rc_accuracy_parse("fast", &a), RC_OK);
  assert_int_equal(a, RC_ACCURACY_FAST);
  assert_int_equal(rc_accuracy_parse("Fast", &a), RC_ERR_USAGE);
  assert_string_equal(rc_accuracy_name(RC_ACCURACY_DEFAULT), "default");
  assert_string_equal(rc_accuracy_name((RcAccuracy)9), "?");
  float x[4] = {0}, y[4];
  assert_int_equal(run("erf", RC_ELEM_F32, (RcAccuracy)5, -1, y, x, 4), RC_ERR_USAGE);
  /* the executor's lenient reading: the config string and a composite's attribute dict */
  RcFusedConfig fc;
  assert_int_equal(rc_fused_config_parse(NULL, "dtype=f32;n=8;accuracy=fast", &fc), RC_OK);
  assert_int_equal(fc.accuracy, RC_ACCURACY_FAST);
  assert_int_equal(rc_fused_config_parse(NULL, "{accuracy = \"fast\", n = 8 : i64}", &fc), RC_OK);
  assert_int_equal(fc.accuracy, RC_ACCURACY_FAST);
  assert_int_equal(rc_fused_config_parse(NULL, "{n = 8 : i64}", &fc), RC_OK);
  assert_int_equal(fc.accuracy, RC_ACCURACY_DEFAULT);
  ctx = rc_ctx_new();
  assert_int_equal(rc_fused_config_parse(ctx, "{accuracy = \"slow\"}", &fc), RC_ERR_INPUT);
  rc_ctx_free(ctx);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_bounds),
    cmocka_unit_test(test_specials),
    cmocka_unit_test(test_entry_points),
    cmocka_unit_test(test_lowp_default),
    cmocka_unit_test(test_config),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
