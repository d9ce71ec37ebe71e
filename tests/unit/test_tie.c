/* tie (include/recompose/fused.def): hardsigmoid_grad and hardswish_grad at the clamp's ends.
 * The kernels on every ISA and dtype at x = -3 and 3 (and the neighbours x + 3 rounds onto
 * them), in place and in chunks, against the values each convention gives there, bit for bit
 * the call without the key elsewhere; the config codec and the refusal of an op without the
 * key or of a value past 2; the executor's kernel and f64 reference. */
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
#include "recompose/kernels.h"
#include "recompose/recompose.h"

#define N 1031 /* not a multiple of any vector or tile */

static size_t esize(RcElemType dt) { return dt == RC_ELEM_F32 ? 4 : 2; }

static void *of_f32(RcElemType dt, const float *f, size_t n) {
  void *p = malloc(n * esize(dt));
  if (dt == RC_ELEM_F32) memcpy(p, f, n * 4);
  else (dt == RC_ELEM_BF16 ? rc_f32_to_bf16 : rc_f32_to_f16)(p, f, n);
  return p;
}

static float at_f32(RcElemType dt, const void *p, size_t i) {
  float f;
  if (dt == RC_ELEM_F32) memcpy(&f, (const char *)p + 4 * i, 4);
  else (dt == RC_ELEM_BF16 ? rc_bf16_to_f32 : rc_f16_to_f32)(&f, (const uint16_t *)p + i, 1);
  return f;
}

static RcKernelConfig config(RcElemType dt, size_t n, unsigned tie) {
  RcKernelConfig c;
  memset(&c, 0, sizeof c);
  c.dtype = dt;
  c.n = n;
  c.tie = tie;
  return c;
}

static void backwards(void *host, size_t count, RcChunkFn *chunk, void *arg) {
  (void)host;
  for (size_t i = count; i-- > 0;) chunk(arg, i);
}

/* x + 3 rounded to dt */
static float plus3(RcElemType dt, float x) {
  float t = x + 3.0f, r;
  if (dt == RC_ELEM_F32) return t;
  void *p = of_f32(dt, &t, 1);
  r = at_f32(dt, p, 0);
  free(p);
  return r;
}

/* What convention tie gives at x (dy = d) into *w; false where it is the call without the key's. */
static bool want_at(bool swish, unsigned tie, RcElemType dt, float x, float d, double *w) {
  float t0 = x + 3.0f;
  bool inside = t0 > 0.0f && t0 < 6.0f;
  if (tie == 1) {
    float t = plus3(dt, x);
    if (t != 0.0f && t != 6.0f) return false;
    *w = swish ? d * ((t == 0 ? 0.0 : 1.0) + x / 12.0) : d / 12.0;
    return true;
  }
  if (tie == 2 && x >= -3.0f && x <= 3.0f && !inside) {
    *w = swish ? d * (2.0 * x + 3.0) / 6.0 : d / 6.0;
    return true;
  }
  return false;
}

/* Every ISA, dtype and convention: at the ends the convention's value, correctly rounded (within
 * an ULP of the dtype); elsewhere the bits of the call without the key; the ISAs bit-identical;
 * chunks in reverse order and in place (x overwritten) the same. */
static void kernels(void **state) {
  (void)state;
  static const RcElemType dts[3] = {RC_ELEM_F32, RC_ELEM_BF16, RC_ELEM_F16};
  static const char *const ops[2] = {"hardsigmoid_grad", "hardswish_grad"};
  float fx[N], fd[N];
  for (size_t i = 0; i < N; i++) {
    fx[i] = -8.0f + 16.0f * (float)i / (float)N;
    fd[i] = 0.75f + (float)(i % 7) * 0.375f * (i % 2 ? -1.0f : 1.0f);
  }
  /* the ends and their neighbours, many times over */
  static const float ends[] = {-3.0f, 3.0f, 0x1.7ffffcp+1f /* 3 - 2^-22 */, 0x1.800004p+1f /* 3 + 2^-22 */,
                               2.984375f, 3.015625f, -2.984375f, -3.015625f};
  for (size_t i = 0; i < N; i += 13) fx[i] = ends[(i / 13) % (sizeof ends / sizeof ends[0])];
  fd[26] = NAN;
  for (int o = 0; o < 2; o++)
    for (int d = 0; d < 3; d++) {
      RcElemType dt = dts[d];
      size_t es = esize(dt);
      const RcKernel *k = rc_kernel_lookup(ops[o], dt);
      assert_non_null(k);
      void *x = of_f32(dt, fx, N), *dy = of_f32(dt, fd, N);
      const void *in[2] = {x, dy};
      void *plain = malloc(N * es), *out = malloc(N * es), *first = malloc(N * es);
      RcKernelConfig c0 = config(dt, N, 0);
      assert_int_equal(rc_kernel_run(NULL, k, -1, plain, in, &c0), RC_OK);
      for (unsigned tie = 1; tie <= 2; tie++) {
        RcKernelConfig c = config(dt, N, tie);
        bool have_first = false;
        size_t seen = 0;
        for (int isa = 0; isa < RC_ISA_COUNT; isa++) {
          if (!rc_isa_supported((RcIsa)isa) || !rc_kernel_has_isa(k, (RcIsa)isa)) continue;
          memset(out, 0x7f, N * es);
          assert_int_equal(rc_kernel_run(NULL, k, isa, out, in, &c), RC_OK);
          for (size_t i = 0; i < N; i++) {
            float xi = at_f32(dt, x, i), di = at_f32(dt, dy, i), y = at_f32(dt, out, i);
            double w = 0;
            bool at = want_at(o == 1, tie, dt, xi, di, &w);
            if (at && isnan(di)) {
              assert_true(isnan(y));
            } else if (at) {
              seen++;
              /* w = 0 (dy = 0 at the tie): exactly 0; ilogb(0) is INT_MIN */
              double ulp = w == 0 ? 0
                           : ldexp(1.0, ilogb(w) - (dt == RC_ELEM_F32 ? 23 : dt == RC_ELEM_BF16 ? 7 : 10));
              if (!(fabs(y - w) <= 0.5 * ulp)) fail_msg("%s %s tie=%u isa %s x = %a: %a, want %a", ops[o],
                                                        rc_elem_type_name(dt), tie, rc_isa_name((RcIsa)isa),
                                                        (double)xi, (double)y, w);
            } else if (memcmp((char *)out + i * es, (char *)plain + i * es, es)) {
              fail_msg("%s %s tie=%u x = %a differs from the call without the key", ops[o], rc_elem_type_name(dt),
                       tie, (double)xi);
            }
          }
          if (have_first) assert_memory_equal(out, first, N * es);
          memcpy(first, out, N * es);
          have_first = true;
        }
        assert_true(seen > 0);
        RcParallelFor par = {.run = backwards, .threads = 3, .min_elems = 1};
        memset(out, 0x7f, N * es);
        assert_int_equal(rc_kernel_run_parallel(NULL, k, -1, out, in, &c, &par), RC_OK);
        assert_memory_equal(out, first, N * es);
        void *io = malloc(N * es);
        memcpy(io, x, N * es);
        const void *inp[2] = {io, dy};
        assert_int_equal(rc_kernel_run(NULL, k, -1, io, inp, &c), RC_OK);
        assert_memory_equal(io, first, N * es);
        free(io);
      }
      free(x);
      free(dy);
      free(plain);
      free(out);
      free(first);
    }
}

/* The values at the ends themselves, f32, dy = 1. */
static void values(void **state) {
  (void)state;
  float x[2] = {-3.0f, 3.0f}, dy[2] = {1.0f, 1.0f}, out[2];
  const void *in[2] = {x, dy};
  static const float want[2][3][2] = {{{0, 0}, {1.0f / 12, 1.0f / 12}, {1.0f / 6, 1.0f / 6}},
                                      {{0, 1}, {-0.25f, 1.25f}, {-0.5f, 1.5f}}};
  for (int o = 0; o < 2; o++)
    for (unsigned tie = 0; tie <= 2; tie++) {
      RcKernelConfig c = config(RC_ELEM_F32, 2, tie);
      assert_int_equal(rc_kernel_run(NULL, rc_kernel_lookup(o ? "hardswish_grad" : "hardsigmoid_grad", RC_ELEM_F32), -1,
                                     out, in, &c), RC_OK);
      assert_true(out[0] == want[o][tie][0] && out[1] == want[o][tie][1]);
    }
}

static void codec_and_refusal(void **state) {
  (void)state;
  RcKernelConfig c;
  const char *s = "dtype=f32;n=4;tie=1";
  assert_int_equal(rc_kernel_config_parse(NULL, s, strlen(s), &c), RC_OK);
  assert_int_equal(c.tie, 1);
  char buf[256];
  rc_kernel_config_format(&c, buf, sizeof buf);
  assert_non_null(strstr(buf, "tie=1"));
  s = "dtype=f32;n=4";
  assert_int_equal(rc_kernel_config_parse(NULL, s, strlen(s), &c), RC_OK);
  assert_int_equal(c.tie, 0);
  rc_kernel_config_format(&c, buf, sizeof buf);
  assert_null(strstr(buf, "tie"));
  s = "dtype=f32;n=4;tie=3";
  assert_int_not_equal(rc_kernel_config_parse(NULL, s, strlen(s), &c), RC_OK);
  float x[4] = {-3, 0, 1, 3}, dy[4] = {1, 1, 1, 1}, out[4];
  const void *in[2] = {x, dy};
  RcKernelConfig k = config(RC_ELEM_F32, 4, 1);
  assert_int_not_equal(rc_kernel_run(NULL, rc_kernel_lookup("silu_grad", RC_ELEM_F32), -1, out, in, &k), RC_OK);
  assert_int_not_equal(rc_kernel_run(NULL, rc_kernel_lookup("hardswish", RC_ELEM_F32), -1, out, in, &k), RC_OK);
  k.tie = 3;
  assert_int_not_equal(rc_kernel_run(NULL, rc_kernel_lookup("hardsigmoid_grad", RC_ELEM_F32), -1, out, in, &k), RC_OK);
}

/* The executor: the kernel (f32) and the f64 reference give the convention's values at -3 and 3. */
static void executor(void **state) {
  (void)state;
  static const char *const dts[2] = {"f32", "f64"};
  for (int d = 0; d < 2; d++)
    for (unsigned tie = 0; tie <= 2; tie++) {
      char *t = g_strdup_printf("HloModule m\n\nENTRY main {\n  x = %s[4] parameter(0)\n  dy = %s[4] parameter(1)\n"
                                "  ROOT c = %s[4] custom-call(x, dy), custom_call_target=\"recompose.hardswish_grad\", "
                                "backend_config={n = 4 : i64, tie = %u : i64}, api_version=API_VERSION_TYPED_FFI\n}\n",
                                dts[d], dts[d], dts[d], tie);
      RcCtx *ctx = rc_ctx_new();
      RcModule *m = NULL;
      assert_int_equal(rc_module_parse(ctx, "t.hlo", t, strlen(t), RC_FORMAT_HLO, &m), RC_OK);
      int64_t dims[1] = {4};
      RcTensor *in[2] = {rc_tensor_new(d ? RC_ELEM_F64 : RC_ELEM_F32, 1, dims),
                         rc_tensor_new(d ? RC_ELEM_F64 : RC_ELEM_F32, 1, dims)};
      const double xv[4] = {-3.0, 3.0, 0.0, -4.0};
      for (int i = 0; i < 4; i++) {
        if (d) ((double *)rc_tensor_data(in[0]))[i] = xv[i], ((double *)rc_tensor_data(in[1]))[i] = 2.0;
        else ((float *)rc_tensor_data(in[0]))[i] = (float)xv[i], ((float *)rc_tensor_data(in[1]))[i] = 2.0f;
      }
      RcTensor **outs = NULL;
      size_t n = 0;
      assert_int_equal(rc_module_run(m, in, 2, NULL, &outs, &n), RC_OK);
      double y[4];
      for (int i = 0; i < 4; i++)
        y[i] = d ? ((double *)rc_tensor_data(outs[0]))[i] : ((float *)rc_tensor_data(outs[0]))[i];
      static const double want[3][2] = {{0, 2}, {-0.5, 2.5}, {-1, 3}};
      assert_true(y[0] == want[tie][0] && y[1] == want[tie][1] && y[2] == 1.0 && y[3] == 0);
      rc_tensors_free(outs, n);
      rc_tensor_free(in[0]);
      rc_tensor_free(in[1]);
      rc_module_free(m);
      rc_ctx_free(ctx);
      g_free(t);
    }
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(kernels),
      cmocka_unit_test(values),
      cmocka_unit_test(codec_and_refusal),
      cmocka_unit_test(executor),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
