/* An elementwise op added the way a real one is: built with the library's own
 * kernel code. tests/fused/meson.build compiles src/kernels/<isa>/kernels.c for
 * every ISA, src/fused/fused.c and the table's other readers again with one
 * more row (leaky/row.def, through RC_FUSED_EXTRA) and one more op function
 * (leaky/kernel.inc, through RC_EW_EXTRA), and links them before the static
 * library. Besides those, the op has its reference (leaky/ref.c), a pattern
 * (leaky/leaky.rcp) and a corpus case (leaky/leaky.{hlo,mlir} with the
 * expected .out files). This test raises it in both formats and runs it on
 * every ISA and dtype; the kernel tests (tests/unit/test_kernels*.c) are built
 * a second time with the same objects and run over it too. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "numerics/numerics.h"
#include "recompose/exec.h"
#include "recompose/higher.h"
#include "recompose/kernels.h"
#include "recompose/recompose.h"

double rc_fused_ref_test_leaky(double x);

static char *slurp(const char *name) {
  char path[1024];
  snprintf(path, sizeof path, "%s/%s", LEAKY_DIR, name);
  FILE *f = fopen(path, "rb");
  if (!f) fail_msg("cannot open %s", path);
  fseek(f, 0, SEEK_END);
  long n = ftell(f);
  fseek(f, 0, SEEK_SET);
  char *buf = malloc((size_t)n + 1);
  assert_int_equal(fread(buf, 1, (size_t)n, f), (size_t)n);
  buf[n] = 0;
  fclose(f);
  return buf;
}

static RcModule *parse(RcCtx *ctx, const char *name, const char *text) {
  RcModule *m = NULL;
  RcStatus st = rc_module_parse(ctx, name, text, strlen(text), RC_FORMAT_AUTO, &m);
  for (size_t i = 0; i < rc_ctx_diagnostic_count(ctx); i++) rc_diagnostic_print(rc_ctx_diagnostic(ctx, i), stderr);
  assert_int_equal(st, RC_OK);
  return m;
}

static char *print(RcModule *m) {
  char *buf = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&buf, &len);
  assert_non_null(f);
  assert_int_equal(rc_module_print(m, f), RC_OK);
  fclose(f);
  return buf;
}

static RcTensor *run1(RcModule *m, RcTensor *x) {
  RcTensor **outs = NULL;
  size_t nouts = 0;
  assert_int_equal(rc_module_run(m, &x, 1, NULL, &outs, &nouts), RC_OK);
  assert_int_equal(nouts, 1);
  RcTensor *y = outs[0];
  free(outs);
  return y;
}

/* The corpus case `in` raised with the standard patterns and leaky.rcp: one
 * verified rewrite to test_leaky, printed as the expected `out` file, and the
 * same results as the original, printed and read back included. */
static void raise_case(const char *in, const char *out) {
  char *text = slurp(in), *want = slurp(out);
  RcCtx *ctx = rc_ctx_new();
  RcPatternSet *ps = rc_patterns_new(ctx);
  char rcp[1024];
  snprintf(rcp, sizeof rcp, "%s/leaky.rcp", LEAKY_DIR);
  assert_int_equal(rc_patterns_add_builtin(ps), RC_OK);
  assert_int_equal(rc_patterns_add_path(ps, rcp), RC_OK);
  assert_int_equal(rc_patterns_compile(ps), RC_OK);
  RcModule *orig = parse(ctx, in, text), *opt = parse(ctx, in, text);
  RcHigherOptions o;
  rc_higher_options_init(&o);
  RcHigherResult *r = NULL;
  assert_int_equal(rc_module_higher(opt, ps, &o, &r), RC_OK);
  assert_int_equal(rc_higher_rewrite_count(r), 1);
  assert_string_equal(rc_higher_rewrite(r, 0)->op, "test_leaky");
  assert_true(rc_higher_rewrite(r, 0)->verified);
  char *got = print(opt);
  if (strcmp(got, want)) fprintf(stderr, "%s: got\n%s\nwant (%s)\n%s", in, got, out, want);
  assert_string_equal(got, want);
  RcModule *back = parse(ctx, out, got);
  for (uint64_t seed = 1; seed <= 3; seed++) {
    RcTensor *x = rc_module_input_random(orig, 0, seed, true);
    RcTensor *y0 = run1(orig, x), *y1 = run1(opt, x), *y2 = run1(back, x);
    size_t bytes = (size_t)rc_tensor_numel(y0) * 4;
    assert_memory_equal(rc_tensor_data(y0), rc_tensor_data(y1), bytes);
    assert_memory_equal(rc_tensor_data(y0), rc_tensor_data(y2), bytes);
    rc_tensor_free(x);
    rc_tensor_free(y0);
    rc_tensor_free(y1);
    rc_tensor_free(y2);
  }
  free(got);
  free(text);
  free(want);
  rc_higher_result_free(r);
  rc_module_free(orig);
  rc_module_free(opt);
  rc_module_free(back);
  rc_patterns_free(ps);
  rc_ctx_free(ctx);
}

static void test_hlo(void **state) { (void)state; raise_case("leaky.hlo", "leaky.out.hlo"); }
static void test_stablehlo(void **state) { (void)state; raise_case("leaky.mlir", "leaky.out.mlir"); }

/* Every f32 pattern of a stride through the bit patterns, on every ISA the
 * registry gives it (all three) and this CPU runs: the reference rounded once
 * (x/2 is exact but for subnormal results, rounded to even like the kernel). */
static void test_f32_every_isa(void **state) {
  (void)state;
  const RcKernel *k = rc_kernel_lookup("test_leaky", RC_ELEM_F32);
  assert_non_null(k);
  for (int isa = 0; isa < RC_ISA_COUNT; isa++) assert_true(rc_kernel_has_isa(k, (RcIsa)isa));
  enum { N = 1 << 16 };
  static float x[N], y[N];
  int ran = 0;
  for (uint32_t base = 0; base < 64; base++) {
    for (uint32_t i = 0; i < N; i++) {
      uint32_t b = (base << 26) ^ (i * 65599u);
      memcpy(&x[i], &b, 4);
    }
    RcKernelConfig c = {.dtype = RC_ELEM_F32, .n = N};
    const void *in[] = {x};
    for (int isa = 0; isa < RC_ISA_COUNT; isa++) {
      if (!rc_isa_supported((RcIsa)isa)) continue;
      ran++;
      assert_int_equal(rc_kernel_run(NULL, k, isa, y, in, &c), RC_OK);
      for (uint32_t i = 0; i < N; i++) {
        float want = (float)rc_fused_ref_test_leaky(x[i]);
        if (isnan(want) ? !isnan(y[i]) : memcmp(&want, &y[i], 4))
          fail_msg("%s: x=%a got %a want %a", rc_isa_name((RcIsa)isa), (double)x[i], (double)y[i], (double)want);
      }
    }
  }
  assert_true(ran >= 64);
}

/* Every bf16 and f16 input through the 16-bit entry points: the reference rounded once. */
static void test_16bit(void **state) {
  (void)state;
  static uint16_t in[65536], out[65536];
  for (uint32_t i = 0; i < 65536; i++) in[i] = (uint16_t)i;
  for (int d = 0; d < 2; d++) {
    RcElemType dt = d ? RC_ELEM_F16 : RC_ELEM_BF16;
    const RcKernel *k = rc_kernel_lookup("test_leaky", dt);
    assert_non_null(k);
    RcKernelConfig c = {.dtype = dt, .n = 65536};
    const void *ins[] = {in};
    assert_int_equal(rc_kernel_run(NULL, k, -1, out, ins, &c), RC_OK);
    for (uint32_t i = 0; i < 65536; i++) {
      double x = d ? rc_num_f16_to_f64((uint16_t)i) : rc_num_bf16_to_f64((uint16_t)i);
      double r = rc_fused_ref_test_leaky(x);
      uint16_t want = d ? rc_num_f64_to_f16(r) : rc_num_f64_to_bf16(r);
      if (isnan(r)) continue; /* NaN payloads: the 16-bit tests check NaN in general */
      if (out[i] != want) fail_msg("%s x=%04x: got %04x want %04x", d ? "f16" : "bf16", i, out[i], want);
    }
  }
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_hlo),
      cmocka_unit_test(test_stablehlo),
      cmocka_unit_test(test_f32_every_isa),
      cmocka_unit_test(test_16bit),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
