/* Adding a fused op is one table row, a kernel and a pattern: this program is
 * built with the library plus one more row (extra_ops.def, through
 * RC_FUSED_EXTRA; only src/fused/fused.c is compiled again), the op's scalar
 * kernel and reference (test_negabs.c) and the pattern below, and nothing
 * else. The op must be raised, verified, printed in both formats, read back,
 * and run by the executor (kernels for f32, the reference for f64) with the
 * original's results; and without the pattern, raised by value in another
 * spelling. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "recompose/exec.h"
#include "recompose/higher.h"
#include "recompose/kernels.h"
#include "recompose/recompose.h"

static const char pattern[] =
    "pattern test_negabs -> test_negabs {\n"
    "  match negate(abs(%x))\n"
    "  where dtype(%x) in {f32, f64}\n"
    "  emit recompose.test_negabs(%x)\n"
    "}\n";

static const char hlo[] =
    "HloModule m, entry_computation_layout={(%1$s[4,8]{1,0})->%1$s[4,8]{1,0}}\n"
    "\n"
    "ENTRY %%main (x: %1$s[4,8]) -> %1$s[4,8] {\n"
    "  %%x = %1$s[4,8]{1,0} parameter(0)\n"
    "  %%a = %1$s[4,8]{1,0} abs(%1$s[4,8]{1,0} %%x)\n"
    "  ROOT %%n = %1$s[4,8]{1,0} negate(%1$s[4,8]{1,0} %%a)\n"
    "}\n";

static const char shlo[] =
    "module @m {\n"
    "  func.func public @main(%%arg0: tensor<4x8x%1$s>) -> (tensor<4x8x%1$s>) {\n"
    "    %%0 = stablehlo.abs %%arg0 : tensor<4x8x%1$s>\n"
    "    %%1 = stablehlo.negate %%0 : tensor<4x8x%1$s>\n"
    "    return %%1 : tensor<4x8x%1$s>\n"
    "  }\n"
    "}\n";

static RcModule *parse(RcCtx *ctx, const char *text) {
  RcModule *m = NULL;
  RcStatus st = rc_module_parse(ctx, "test.txt", text, strlen(text), RC_FORMAT_AUTO, &m);
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

/* The op of fmt (printf format of a module, %1$s the dtype) at dtype dt, emitted as emit:
 * raised once and verified, printed with `want`, and the same results as the original. */
static void raise_run(const char *fmt, const char *dt, RcEmit emit, const char *want) {
  char text[2048];
  snprintf(text, sizeof text, fmt, dt);
  RcCtx *ctx = rc_ctx_new();
  RcPatternSet *ps = rc_patterns_new(ctx);
  assert_int_equal(rc_patterns_add_builtin(ps), RC_OK);
  assert_int_equal(rc_patterns_add_string(ps, "test_negabs.rcp", pattern, strlen(pattern)), RC_OK);
  assert_int_equal(rc_patterns_compile(ps), RC_OK);
  RcModule *orig = parse(ctx, text), *opt = parse(ctx, text);
  RcHigherOptions o;
  rc_higher_options_init(&o);
  o.emit = emit;
  RcHigherResult *r = NULL;
  assert_int_equal(rc_module_higher(opt, ps, &o, &r), RC_OK);
  for (size_t i = 0; i < rc_higher_skip_count(r); i++) /* why, should the next line fail */
    fprintf(stderr, "skipped %s: %s\n", rc_higher_skip(r, i)->pattern, rc_higher_skip(r, i)->reason);
  assert_int_equal(rc_higher_rewrite_count(r), 1);
  assert_int_equal(rc_higher_skip_count(r), 0);
  assert_string_equal(rc_higher_rewrite(r, 0)->op, "test_negabs");
  assert_true(rc_higher_rewrite(r, 0)->verified);
  char *out = print(opt);
  if (!strstr(out, want)) fprintf(stderr, "no '%s' in:\n%s", want, out);
  assert_non_null(strstr(out, want));
  RcModule *back = parse(ctx, out); /* the printed call reads back and runs */
  for (uint64_t seed = 1; seed <= 3; seed++) {
    RcTensor *x = rc_module_input_random(orig, 0, seed, true);
    assert_non_null(x);
    RcTensor *y0 = run1(orig, x), *y1 = run1(opt, x), *y2 = run1(back, x);
    size_t bytes = (size_t)rc_tensor_numel(y0) * (strcmp(dt, "f64") ? 4 : 8);
    assert_memory_equal(rc_tensor_data(y0), rc_tensor_data(y1), bytes);
    assert_memory_equal(rc_tensor_data(y0), rc_tensor_data(y2), bytes);
    rc_tensor_free(x);
    rc_tensor_free(y0);
    rc_tensor_free(y1);
    rc_tensor_free(y2);
  }
  free(out);
  rc_higher_result_free(r);
  rc_module_free(orig);
  rc_module_free(opt);
  rc_module_free(back);
  rc_patterns_free(ps);
  rc_ctx_free(ctx);
}

static void test_hlo(void **state) {
  (void)state;
  raise_run(hlo, "f32", RC_EMIT_DEFAULT,
            "custom_call_target=\"recompose.test_negabs\", backend_config={dtype = \"f32\", n = 32 : i64}, "
            "api_version=API_VERSION_TYPED_FFI");
  raise_run(hlo, "f64", RC_EMIT_DEFAULT,
            "custom_call_target=\"recompose.test_negabs\", backend_config={dtype = \"f64\", n = 32 : i64}, "
            "api_version=API_VERSION_TYPED_FFI");
}

static void test_stablehlo(void **state) {
  (void)state;
  raise_run(shlo, "f32", RC_EMIT_DEFAULT, "stablehlo.composite \"recompose.test_negabs\"");
  raise_run(shlo, "f32", RC_EMIT_CUSTOM_CALL,
            "stablehlo.custom_call @recompose.test_negabs(%arg0) {backend_config = {dtype = \"f32\", n = 32 : i64}, "
            "api_version = 4 : i32}");
  raise_run(shlo, "f64", RC_EMIT_DEFAULT, "stablehlo.composite \"recompose.test_negabs\"");
}

/* With no pattern of its own, the row is raised by value (src/recog) in a spelling
 * no pattern names, min(x, -x), and computes what the original does. */
static void test_by_value(void **state) {
  (void)state;
  static const char text[] = "HloModule m\n\nENTRY main {\n  x = f32[4,8]{1,0} parameter(0)\n"
                             "  n = f32[4,8]{1,0} negate(x)\n  ROOT m = f32[4,8]{1,0} minimum(x, n)\n}\n";
  RcCtx *ctx = rc_ctx_new();
  RcPatternSet *ps = rc_patterns_new(ctx);
  assert_int_equal(rc_patterns_add_builtin(ps), RC_OK);
  RcModule *orig = parse(ctx, text), *opt = parse(ctx, text);
  RcHigherOptions o;
  rc_higher_options_init(&o);
  RcHigherResult *r = NULL;
  assert_int_equal(rc_module_higher(opt, ps, &o, &r), RC_OK);
  assert_int_equal(rc_higher_rewrite_count(r), 1);
  assert_string_equal(rc_higher_rewrite(r, 0)->op, "test_negabs");
  assert_string_equal(rc_higher_rewrite(r, 0)->pattern, "value:test_negabs");
  assert_true(rc_higher_rewrite(r, 0)->verified);
  RcTensor *x = rc_module_input_random(orig, 0, 7, true);
  RcTensor *y0 = run1(orig, x), *y1 = run1(opt, x);
  const float *a = rc_tensor_data(y0), *b = rc_tensor_data(y1); /* a NaN's sign is min's or negate's */
  for (int64_t i = 0; i < rc_tensor_numel(y0); i++) assert_true(a[i] == b[i] || (a[i] != a[i] && b[i] != b[i]));
  rc_tensor_free(x);
  rc_tensor_free(y0);
  rc_tensor_free(y1);
  rc_higher_result_free(r);
  rc_module_free(orig);
  rc_module_free(opt);
  rc_patterns_free(ps);
  rc_ctx_free(ctx);
}

/* The registry has it at every dtype, with the one ISA it was given, after the table's ops. */
static void test_registry(void **state) {
  (void)state;
  const RcKernel *k = rc_kernel_lookup("test_negabs", RC_ELEM_BF16);
  assert_non_null(k);
  assert_int_equal(rc_kernel_kind(k), RC_KIND_ELEMENTWISE);
  assert_true(rc_kernel_has_isa(k, RC_ISA_SCALAR));
  assert_false(rc_kernel_has_isa(k, RC_ISA_AVX2));
  assert_ptr_equal(rc_kernel_at(rc_kernel_count() - 1), rc_kernel_lookup("test_negabs", RC_ELEM_F16));
  uint16_t x[3] = {0x3f80, 0xbf80, 0x0000}, y[3]; /* bf16 1, -1, 0 */
  RcKernelConfig c;
  assert_int_equal(rc_kernel_config_parse(NULL, "dtype=bf16;n=3", 14, &c), RC_OK);
  const void *in[1] = {x};
  assert_int_equal(rc_kernel_run(NULL, k, RC_ISA_SCALAR, y, in, &c), RC_OK);
  assert_int_equal(y[0], 0xbf80);
  assert_int_equal(y[1], 0xbf80);
  assert_int_equal(y[2], 0x8000);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_hlo),
      cmocka_unit_test(test_stablehlo),
      cmocka_unit_test(test_registry),
      cmocka_unit_test(test_by_value),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
