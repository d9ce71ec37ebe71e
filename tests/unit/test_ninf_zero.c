/* ninf_zero (include/recompose/fused.def): a hardswish call that writes +0 where it reads
 * x = -inf, as the select form where(x <= -3, 0, ...) computes it, instead of the relu6 form's
 * NaN. The kernels on every ISA and dtype, with and without bias and gate, in place and in
 * chunks, against the call without the key (bit for bit elsewhere); the config codec; the
 * executor (kernel and f64 reference); the refusal for an op without the key; and recognition, which sets it on the select form only. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <glib.h>

#include "recompose/exec.h"
#include "recompose/higher.h"
#include "recompose/kernels.h"
#include "recompose/recompose.h"

#define N 1031 /* not a multiple of any vector or tile */

static size_t esize(RcElemType dt) { return dt == RC_ELEM_F32 ? 4 : 2; }

/* n values of x in dtype dt: a ramp over [-8, 8] with -inf, +inf and NaN among them. */
static void *inputs_of(RcElemType dt, float *f, size_t n) {
  for (size_t i = 0; i < n; i++) f[i] = -8.0f + 16.0f * (float)i / (float)n;
  for (size_t i = 3; i < n; i += 97) f[i] = -INFINITY;
  for (size_t i = 5; i < n; i += 131) f[i] = INFINITY;
  for (size_t i = 7; i < n; i += 151) f[i] = NAN;
  void *p = malloc(n * esize(dt));
  if (dt == RC_ELEM_F32) memcpy(p, f, n * 4);
  else (dt == RC_ELEM_BF16 ? rc_f32_to_bf16 : rc_f32_to_f16)(p, f, n);
  return p;
}

static RcKernelConfig config(RcElemType dt, size_t n) {
  RcKernelConfig c;
  memset(&c, 0, sizeof c);
  c.dtype = dt;
  c.n = n;
  return c;
}

static float at_f32(RcElemType dt, const void *p, size_t i) {
  float f;
  if (dt == RC_ELEM_F32) memcpy(&f, (const char *)p + 4 * i, 4);
  else (dt == RC_ELEM_BF16 ? rc_bf16_to_f32 : rc_f16_to_f32)(&f, (const uint16_t *)p + i, 1);
  return f;
}

static bool all_zero_bits(const void *p, size_t es) {
  for (size_t b = 0; b < es; b++)
    if (((const unsigned char *)p)[b]) return false;
  return true;
}

static void backwards(void *host, size_t count, RcChunkFn *chunk, void *arg) {
  (void)host;
  for (size_t i = count; i-- > 0;) chunk(arg, i);
}

/* Every ISA, every dtype, with and without a gate: +0 (times the gate) exactly where x is -inf, the same bits as
 * the call without the key everywhere else (where that call gives NaN at -inf). */
static void kernels(void **state) {
  (void)state;
  static const RcElemType dts[3] = {RC_ELEM_F32, RC_ELEM_BF16, RC_ELEM_F16};
  float fx[N];
  for (int d = 0; d < 3; d++) {
    RcElemType dt = dts[d];
    size_t es = esize(dt);
    const RcKernel *k = rc_kernel_lookup("hardswish", dt);
    assert_non_null(k);
    void *g = inputs_of(dt, fx, N); /* the gate: the ramp reversed, finite (0 times it: +0 or -0) */
    float fg[N];
    for (size_t i = 0; i < N; i++) fg[i] = isfinite(fx[N - 1 - i]) ? fx[N - 1 - i] : 1.5f;
    if (dt == RC_ELEM_F32) memcpy(g, fg, sizeof fg);
    else (dt == RC_ELEM_BF16 ? rc_f32_to_bf16 : rc_f32_to_f16)(g, fg, N);
    void *x = inputs_of(dt, fx, N);
    for (size_t i = 0; i < N; i++) fx[i] = at_f32(dt, x, i), fg[i] = at_f32(dt, g, i);
    for (int gated = 0; gated < 2; gated++) {
      RcKernelConfig plain = config(dt, N), c = config(dt, N);
      plain.has_gate = c.has_gate = gated;
      c.ninf_zero = true;
      const void *in[2] = {x, g};
      void *want = malloc(N * es), *out = malloc(N * es), *first = malloc(N * es);
      assert_int_equal(rc_kernel_run(NULL, k, -1, want, in, &plain), RC_OK);
      bool have_first = false;
      for (int isa = 0; isa < RC_ISA_COUNT; isa++) {
        if (!rc_isa_supported((RcIsa)isa) || !rc_kernel_has_isa(k, (RcIsa)isa)) continue;
        memset(out, 0x7f, N * es);
        assert_int_equal(rc_kernel_run(NULL, k, isa, out, in, &c), RC_OK);
        for (size_t i = 0; i < N; i++) {
          const char *o = (const char *)out + i * es, *w = (const char *)want + i * es;
          if (fx[i] == -INFINITY) {
            bool neg = gated && signbit(fg[i]); /* 0 times the gate */
            if (neg ? !(at_f32(dt, out, i) == 0 && signbit(at_f32(dt, out, i))) : !all_zero_bits(o, es)) fail_msg("%s isa %s x[%zu] = -inf: not +0 but %g", rc_elem_type_name(dt),
                                                rc_isa_name((RcIsa)isa), i, (double)at_f32(dt, out, i));
            if (!gated) assert_true(isnan(at_f32(dt, want, i))); /* the relu6 form's -inf * 0 */
          } else if (memcmp(o, w, es)) {
            fail_msg("%s isa %s x[%zu] = %g differs from the call without ninf_zero", rc_elem_type_name(dt),
                     rc_isa_name((RcIsa)isa), i, (double)fx[i]);
          }
        }
        if (have_first) assert_memory_equal(out, first, N * es); /* every ISA bit-identical */
        memcpy(first, out, N * es);
        have_first = true;
      }
      /* in chunks, in reverse order */
      RcParallelFor par = {.run = backwards, .threads = 3, .min_elems = 1};
      memset(out, 0x7f, N * es);
      assert_int_equal(rc_kernel_run_parallel(NULL, k, -1, out, in, &c, &par), RC_OK);
      assert_memory_equal(out, first, N * es);
      /* in place: the -inf are found before the kernel overwrites them */
      void *io = malloc(N * es);
      memcpy(io, x, N * es);
      const void *inp[2] = {io, g};
      assert_int_equal(rc_kernel_run(NULL, k, -1, io, inp, &c), RC_OK);
      assert_memory_equal(io, first, N * es);
      free(io);
      free(want);
      free(out);
      free(first);
    }
    free(x);
    free(g);
  }
}

/* With a bias, the op reads x + bias: +0 where that sum is -inf. */
static void with_bias(void **state) {
  (void)state;
  const RcKernel *k = rc_kernel_lookup("hardswish", RC_ELEM_F32);
  float x[8] = {-INFINITY, 1.0f, -INFINITY, 2.0f, -1.0f, -INFINITY, 0.5f, 4.0f};
  float b[2] = {0.0f, -INFINITY}, out[8];
  RcKernelConfig c = config(RC_ELEM_F32, 8);
  c.has_bias = true;
  c.cols = 2;
  c.ninf_zero = true;
  const void *in[2] = {x, b};
  assert_int_equal(rc_kernel_run(NULL, k, -1, out, in, &c), RC_OK);
  for (int i = 0; i < 8; i++) {
    float s = x[i] + b[i % 2];
    if (s == -INFINITY) assert_true(out[i] == 0.0f && !signbit(out[i]));
    else assert_false(isnan(out[i]));
  }
}

static void codec_and_refusal(void **state) {
  (void)state;
  RcKernelConfig c;
  const char *s = "dtype=f32;n=4;ninf_zero=1";
  assert_int_equal(rc_kernel_config_parse(NULL, s, strlen(s), &c), RC_OK);
  assert_true(c.ninf_zero);
  char buf[256];
  rc_kernel_config_format(&c, buf, sizeof buf);
  assert_non_null(strstr(buf, "ninf_zero=1"));
  s = "dtype=f32;n=4";
  assert_int_equal(rc_kernel_config_parse(NULL, s, strlen(s), &c), RC_OK);
  assert_false(c.ninf_zero);
  rc_kernel_config_format(&c, buf, sizeof buf);
  assert_null(strstr(buf, "ninf_zero"));
  s = "dtype=f32;n=4;ninf_zero=2";
  assert_int_not_equal(rc_kernel_config_parse(NULL, s, strlen(s), &c), RC_OK);
  /* an op whose table row lists no ninf_zero refuses it */
  float x[4] = {-INFINITY, 0, 1, 2}, out[4];
  RcKernelConfig k = config(RC_ELEM_F32, 4);
  k.ninf_zero = true;
  const void *in[1] = {x};
  assert_int_not_equal(rc_kernel_run(NULL, rc_kernel_lookup("silu", RC_ELEM_F32), -1, out, in, &k), RC_OK);
  assert_int_not_equal(rc_kernel_run(NULL, rc_kernel_lookup("hardsigmoid", RC_ELEM_F32), -1, out, in, &k), RC_OK);
}

/* The executor runs a call with the key: the kernel (f32) and the double-precision reference (f64)
 * give +0 at -inf, NaN without the key; an op whose row has no ninf_zero is an error. */
static void executor(void **state) {
  (void)state;
  static const char *const dts[2] = {"f32", "f64"};
  for (int d = 0; d < 2; d++)
    for (int key = 0; key < 3; key++) {
      char *t = g_strdup_printf("HloModule m\n\nENTRY main {\n  x = %s[4] parameter(0)\n"
                                "  ROOT c = %s[4] custom-call(x), custom_call_target=\"recompose.%s\", "
                                "backend_config={n = 4 : i64%s}, api_version=API_VERSION_TYPED_FFI\n}\n",
                                dts[d], dts[d], key == 2 ? "silu" : "hardswish", key ? ", ninf_zero = true" : "");
      RcCtx *ctx = rc_ctx_new();
      RcModule *m = NULL;
      assert_int_equal(rc_module_parse(ctx, "t.hlo", t, strlen(t), RC_FORMAT_HLO, &m), RC_OK);
      int64_t dims[1] = {4};
      RcTensor *x = rc_tensor_new(d ? RC_ELEM_F64 : RC_ELEM_F32, 1, dims);
      const double xv[4] = {-INFINITY, 1.0, INFINITY, -4.0};
      for (int i = 0; i < 4; i++) {
        if (d) ((double *)rc_tensor_data(x))[i] = xv[i];
        else ((float *)rc_tensor_data(x))[i] = (float)xv[i];
      }
      RcTensor **outs = NULL;
      size_t n = 0;
      RcStatus st = rc_module_run(m, &x, 1, NULL, &outs, &n);
      if (key == 2) {
        assert_int_not_equal(st, RC_OK);
      } else {
        assert_int_equal(st, RC_OK);
        double y[4];
        for (int i = 0; i < 4; i++)
          y[i] = d ? ((double *)rc_tensor_data(outs[0]))[i] : ((float *)rc_tensor_data(outs[0]))[i];
        if (key) assert_true(y[0] == 0 && !signbit(y[0]));
        else assert_true(isnan(y[0]));
        assert_true(fabs(y[1] - 2.0 / 3.0) < 1e-6 && y[2] == INFINITY && y[3] == 0);
        rc_tensors_free(outs, n);
      }
      rc_tensor_free(x);
      rc_module_free(m);
      rc_ctx_free(ctx);
      g_free(t);
    }
}

/* The opt output of HLO text src with the built-in patterns, NUL-terminated (caller frees). */
static char *opt(const char *src) {
  RcCtx *ctx = rc_ctx_new();
  RcPatternSet *ps = rc_patterns_new(ctx);
  assert_int_equal(rc_patterns_add_builtin(ps), RC_OK);
  RcModule *m = NULL;
  assert_int_equal(rc_module_parse(ctx, "t.hlo", src, strlen(src), RC_FORMAT_HLO, &m), RC_OK);
  RcHigherOptions o;
  rc_higher_options_init(&o);
  RcHigherResult *r = NULL;
  assert_int_equal(rc_module_higher(m, ps, &o, &r), RC_OK);
  for (size_t i = 0; i < rc_higher_rewrite_count(r); i++) assert_true(rc_higher_rewrite(r, i)->verified);
  char *out = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&out, &len);
  assert_int_equal(rc_module_print(m, f), RC_OK);
  fclose(f);
  rc_higher_result_free(r);
  rc_module_free(m);
  rc_patterns_free(ps);
  rc_ctx_free(ctx);
  return out;
}

/* Recognition sets the key on the select form (0 at -inf), not on the relu6 form (NaN there). */
static void recognition(void **state) {
  (void)state;
  static const char *const sel =
      "HloModule m\n"
      "ENTRY e {\n"
      "  x = f32[64,128] parameter(0)\n"
      "  m3 = f32[] constant(-3)\n  bm3 = f32[64,128] broadcast(m3), dimensions={}\n"
      "  p3 = f32[] constant(3)\n  bp3 = f32[64,128] broadcast(p3), dimensions={}\n"
      "  s6 = f32[] constant(6)\n  b6 = f32[64,128] broadcast(s6), dimensions={}\n"
      "  z = f32[] constant(0)\n  bz = f32[64,128] broadcast(z), dimensions={}\n"
      "  le = pred[64,128] compare(x, bm3), direction=LE\n"
      "  lt = pred[64,128] compare(x, bp3), direction=LT\n"
      "  a = f32[64,128] add(x, bp3)\n  m = f32[64,128] multiply(x, a)\n  d = f32[64,128] divide(m, b6)\n"
      "  sel = f32[64,128] select(lt, d, x)\n"
      "  ROOT r = f32[64,128] select(le, bz, sel)\n"
      "}\n";
  static const char *const relu6 =
      "HloModule m\n"
      "ENTRY e {\n"
      "  x = f32[64,128] parameter(0)\n"
      "  p3 = f32[] constant(3)\n  bp3 = f32[64,128] broadcast(p3), dimensions={}\n"
      "  s6 = f32[] constant(6)\n  b6 = f32[64,128] broadcast(s6), dimensions={}\n"
      "  z = f32[] constant(0)\n  bz = f32[64,128] broadcast(z), dimensions={}\n"
      "  a = f32[64,128] add(x, bp3)\n  c = f32[64,128] clamp(bz, a, b6)\n"
      "  m = f32[64,128] multiply(x, c)\n"
      "  ROOT d = f32[64,128] divide(m, b6)\n"
      "}\n";
  char *o = opt(sel);
  if (!strstr(o, "recompose.hardswish") || !strstr(o, "ninf_zero")) fail_msg("select form:\n%s", o);
  free(o);
  o = opt(relu6);
  if (!strstr(o, "recompose.hardswish") || strstr(o, "ninf_zero")) fail_msg("relu6 form:\n%s", o);
  free(o);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(kernels),
      cmocka_unit_test(with_bias),
      cmocka_unit_test(codec_and_refusal),
      cmocka_unit_test(executor),
      cmocka_unit_test(recognition),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
