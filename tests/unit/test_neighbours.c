/* The neighbours a fused call takes in (docs/kernels.md, "Neighbours"): the kernels'
 * bias and gate of an elementwise op and residual of a norm against the same ops run
 * one after the other (bit for bit, every ISA, every dtype, split into chunks or not),
 * their refusals, and the rewrite's absorb step on HLO programs: what it takes in,
 * what it leaves (a sum used elsewhere, a broadcast gate), --min-elems and its off switch, --min-cols and its measured table. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fused/fused.h"
#include "rewrite/rewrite.h"
#include "recompose/higher.h"
#include "recompose/kernels.h"
#include "recompose/recompose.h"

static uint32_t rng_state = 12345;
static float unif(float lo, float hi) {
  rng_state = rng_state * 1664525u + 1013904223u;
  return lo + (hi - lo) * (float)(rng_state >> 8) / 16777216.0f;
}

static size_t esize(RcElemType dt) { return dt == RC_ELEM_F32 ? 4 : 2; }

/* n random values of dtype dt in [lo, hi) (rounded to dt). */
static void *random_buf(RcElemType dt, size_t n, float lo, float hi) {
  float *f = malloc(n * 4);
  for (size_t i = 0; i < n; i++) f[i] = unif(lo, hi);
  if (dt == RC_ELEM_F32) return f;
  uint16_t *h = malloc(n * 2);
  (dt == RC_ELEM_BF16 ? rc_f32_to_bf16 : rc_f32_to_f16)(h, f, n);
  free(f);
  return h;
}

static void to_f32(RcElemType dt, float *f, const void *p, size_t n) {
  if (dt == RC_ELEM_F32) memcpy(f, p, n * 4);
  else (dt == RC_ELEM_BF16 ? rc_bf16_to_f32 : rc_f16_to_f32)(f, p, n);
}

static void from_f32(RcElemType dt, void *p, const float *f, size_t n) {
  if (dt == RC_ELEM_F32) memcpy(p, f, n * 4);
  else (dt == RC_ELEM_BF16 ? rc_f32_to_bf16 : rc_f32_to_f16)(p, f, n);
}

/* A parallel-for that runs the chunks in reverse order on the calling thread. */
static void backwards(void *host, size_t count, RcChunkFn *chunk, void *arg) {
  (void)host;
  for (size_t i = count; i-- > 0;) chunk(arg, i);
}

static RcKernelConfig config(RcElemType dt, size_t n) {
  RcKernelConfig c;
  memset(&c, 0, sizeof c);
  c.dtype = dt;
  c.n = n;
  return c;
}

/* Every elementwise op at every dtype: op(x + bias) * gate equals the add, the op and the
 * product run one after the other in the dtype, on every ISA, in chunks or not. */
static void elementwise_bias_gate(void **state) {
  (void)state;
  const size_t cols = 37, n = cols * 61; /* rows that do not fall on the kernels' tiles */
  static const RcElemType dts[3] = {RC_ELEM_F32, RC_ELEM_BF16, RC_ELEM_F16};
  for (size_t i = 0; i < rc_fused_count(); i++) {
    const RcFusedOp *op = rc_fused_at(i);
    if (op->kind != RC_KIND_ELEMENTWISE) continue;
    for (int d = 0; d < 3; d++) {
      RcElemType dt = dts[d];
      size_t es = esize(dt);
      const RcKernel *k = rc_kernel_lookup(op->name, dt);
      void *x = random_buf(dt, n, -6, 6), *b = random_buf(dt, cols, -2, 2), *g = random_buf(dt, n, -3, 3);
      float *fx = malloc(n * 4), *fb = malloc(cols * 4), *fg = malloc(n * 4);
      to_f32(dt, fx, x, n);
      to_f32(dt, fb, b, cols);
      to_f32(dt, fg, g, n);
      for (int mode = 1; mode < 4; mode++) { /* 1: bias, 2: gate, 3: both */
        bool hb = mode & 1, hg = mode & 2;
        /* the three ops one after the other */
        float *t = malloc(n * 4);
        void *sum = malloc(n * es), *want = malloc(n * es);
        for (size_t e = 0; e < n; e++) t[e] = fx[e] + (hb ? fb[e % cols] : 0.0f);
        from_f32(dt, sum, t, n);
        RcKernelConfig plain = config(dt, n);
        const void *in1[] = {sum};
        assert_int_equal(rc_kernel_run(NULL, k, -1, want, in1, &plain), RC_OK);
        if (hg) {
          to_f32(dt, t, want, n);
          for (size_t e = 0; e < n; e++) t[e] *= fg[e];
          from_f32(dt, want, t, n);
        }
        RcKernelConfig c = config(dt, n);
        c.has_bias = hb;
        c.has_gate = hg;
        c.cols = hb ? cols : 0;
        assert_int_equal(rc_kernel_num_inputs(k, &c), 1 + hb + hg);
        const void *in[3] = {x, NULL, NULL};
        size_t ni = 1;
        if (hb) in[ni++] = b;
        if (hg) in[ni++] = g;
        void *out = malloc(n * es);
        for (int isa = 0; isa < RC_ISA_COUNT; isa++) {
          if (!rc_isa_supported((RcIsa)isa) || !rc_kernel_has_isa(k, (RcIsa)isa)) continue;
          memset(out, 0x7f, n * es);
          assert_int_equal(rc_kernel_run(NULL, k, isa, out, in, &c), RC_OK);
          if (memcmp(out, want, n * es)) fail_msg("%s %s mode %d isa %s differs", op->name, rc_elem_type_name(dt), mode,
                                                 rc_isa_name((RcIsa)isa));
        }
        RcParallelFor par = {.run = backwards, .threads = 5, .min_elems = 1};
        memset(out, 0x7f, n * es);
        assert_int_equal(rc_kernel_run_parallel(NULL, k, -1, out, in, &c, &par), RC_OK);
        assert_memory_equal(out, want, n * es);
        /* in place: out is x */
        void *io = malloc(n * es);
        memcpy(io, x, n * es);
        in[0] = io;
        assert_int_equal(rc_kernel_run(NULL, k, -1, io, in, &c), RC_OK);
        assert_memory_equal(io, want, n * es);
        free(io);
        free(out);
        free(t);
        free(sum);
        free(want);
      }
      free(x);
      free(b);
      free(g);
      free(fx);
      free(fb);
      free(fg);
    }
  }
}

/* layer_norm and rms_norm of x + residual (with scale and bias, and with eps as an operand)
 * equal the add and the norm one after the other, in chunks or not. */
static void norm_residual(void **state) {
  (void)state;
  const char *ops[] = {"layer_norm", "rms_norm"};
  static const RcElemType dts[3] = {RC_ELEM_F32, RC_ELEM_BF16, RC_ELEM_F16};
  const size_t cols = 300, rows = 45, n = cols * rows; /* several groups of summed rows */
  for (int o = 0; o < 2; o++)
    for (int d = 0; d < 3; d++)
      for (int eps_in = 0; eps_in < 2; eps_in++) {
        RcElemType dt = dts[d];
        size_t es = esize(dt);
        const RcKernel *k = rc_kernel_lookup(ops[o], dt);
        void *x = random_buf(dt, n, -4, 4), *r = random_buf(dt, n, -4, 4), *s = random_buf(dt, cols, 0.5f, 2),
             *b = random_buf(dt, cols, -1, 1), *e = random_buf(dt, 1, 1e-5f, 1e-5f);
        float *fx = malloc(n * 4), *fr = malloc(n * 4);
        to_f32(dt, fx, x, n);
        to_f32(dt, fr, r, n);
        for (size_t i = 0; i < n; i++) fx[i] += fr[i];
        void *sum = malloc(n * es), *want = malloc(n * es), *out = malloc(n * es);
        from_f32(dt, sum, fx, n);
        RcKernelConfig c = config(dt, n);
        c.cols = cols;
        c.has_scale = c.has_bias = true;
        c.eps = 1e-5f;
        c.has_eps = !eps_in;
        c.has_eps_in = eps_in;
        const void *in1[] = {sum, s, b, e};
        assert_int_equal(rc_kernel_run(NULL, k, -1, want, in1, &c), RC_OK);
        c.has_residual = true;
        assert_int_equal(rc_kernel_num_inputs(k, &c), 4 + (size_t)eps_in);
        const void *in[5] = {x, s, b, eps_in ? e : r, r};
        memset(out, 0x7f, n * es);
        assert_int_equal(rc_kernel_run(NULL, k, -1, out, in, &c), RC_OK);
        assert_memory_equal(out, want, n * es);
        RcParallelFor par = {.run = backwards, .threads = 4, .min_elems = 1};
        memset(out, 0x7f, n * es);
        assert_int_equal(rc_kernel_run_parallel(NULL, k, -1, out, in, &c, &par), RC_OK);
        assert_memory_equal(out, want, n * es);
        /* sum_out: the sum is a second output, the same bits as the add's, on every ISA, in chunks
         * or not, and in place (the sum written over x) */
        c.has_sum_out = true;
        assert_int_equal(rc_kernel_num_outputs(k, &c), 2);
        void *sout = malloc(n * es), *outs[2] = {out, sout};
        for (int isa = 0; isa < RC_ISA_COUNT; isa++) {
          if (!rc_isa_supported((RcIsa)isa) || !rc_kernel_has_isa(k, (RcIsa)isa)) continue;
          memset(out, 0x7f, n * es);
          memset(sout, 0x7f, n * es);
          assert_int_equal(rc_kernel_run_outputs(NULL, k, isa, outs, in, &c, NULL), RC_OK);
          if (memcmp(out, want, n * es) || memcmp(sout, sum, n * es))
            fail_msg("%s %s sum_out isa %s differs", ops[o], rc_elem_type_name(dt), rc_isa_name((RcIsa)isa));
        }
        memset(out, 0x7f, n * es);
        memset(sout, 0x7f, n * es);
        assert_int_equal(rc_kernel_run_outputs(NULL, k, -1, outs, in, &c, &par), RC_OK);
        assert_memory_equal(out, want, n * es);
        assert_memory_equal(sout, sum, n * es);
        memcpy(sout, x, n * es);
        in[0] = sout;
        assert_int_equal(rc_kernel_run_outputs(NULL, k, -1, outs, in, &c, NULL), RC_OK);
        assert_memory_equal(out, want, n * es);
        assert_memory_equal(sout, sum, n * es);
        free(sout);
        free(x);
        free(r);
        free(s);
        free(b);
        free(e);
        free(fx);
        free(fr);
        free(sum);
        free(want);
        free(out);
      }
}

/* Calls whose neighbours do not fit are refused with a reason, and write nothing. */
static void refusals(void **state) {
  (void)state;
  RcCtx *ctx = rc_ctx_new();
  float x[12] = {0}, b[4] = {0}, out[12];
  const RcKernel *silu = rc_kernel_lookup("silu", RC_ELEM_F32), *ln = rc_kernel_lookup("layer_norm", RC_ELEM_F32);
  RcKernelConfig c = config(RC_ELEM_F32, 12);
  c.has_bias = true; /* no cols */
  const void *in[5] = {x, b, NULL, NULL, NULL};
  assert_int_equal(rc_kernel_run(ctx, silu, -1, out, in, &c), RC_ERR_USAGE);
  c.cols = 5; /* does not divide n */
  assert_int_equal(rc_kernel_run(ctx, silu, -1, out, in, &c), RC_ERR_USAGE);
  c.cols = 4;
  c.has_gate = true; /* no gate buffer */
  assert_int_equal(rc_kernel_run(ctx, silu, -1, out, in, &c), RC_ERR_USAGE);
  assert_true(strstr(rc_ctx_diagnostic(ctx, rc_ctx_diagnostic_count(ctx) - 1)->message, "gate") != NULL);
  RcKernelConfig n = config(RC_ELEM_F32, 12);
  n.cols = 2;
  n.inner = 2;
  n.has_eps = true;
  n.has_residual = true; /* strided rows */
  const void *nin[5] = {x, x, NULL, NULL, NULL};
  assert_int_equal(rc_kernel_run(ctx, ln, -1, out, nin, &n), RC_ERR_USAGE);
  n.inner = 0;
  nin[1] = NULL; /* no residual buffer */
  assert_int_equal(rc_kernel_run(ctx, ln, -1, out, nin, &n), RC_ERR_USAGE);
  /* sum_out: two outputs, a norm's with residual only */
  float r[12] = {0}, so[12];
  const void *rin[2] = {x, r};
  void *outs[2] = {out, so}, *one[2] = {out, NULL};
  n.has_residual = n.has_sum_out = true;
  assert_int_equal(rc_kernel_num_outputs(ln, &n), 2);
  assert_int_equal(rc_kernel_run(ctx, ln, -1, out, rin, &n), RC_ERR_USAGE); /* one output */
  assert_int_equal(rc_kernel_run_outputs(ctx, ln, -1, one, rin, &n, NULL), RC_ERR_USAGE); /* no sum buffer */
  assert_int_equal(rc_kernel_run_outputs(ctx, ln, -1, outs, rin, &n, NULL), RC_OK);
  n.has_residual = false; /* sum_out without a residual */
  assert_int_equal(rc_kernel_num_outputs(ln, &n), 2);
  assert_int_equal(rc_kernel_run_outputs(ctx, ln, -1, outs, rin, &n, NULL), RC_ERR_USAGE);
  c.has_sum_out = true; /* an elementwise op has one output */
  assert_int_equal(rc_kernel_num_outputs(silu, &c), 1);
  assert_int_equal(rc_kernel_run_outputs(ctx, silu, -1, outs, in, &c, NULL), RC_ERR_USAGE);
  /* the config string round trip */
  RcKernelConfig p;
  const char *s = "dtype=f32;n=12;cols=4;bias=1;gate=1";
  assert_int_equal(rc_kernel_config_parse(NULL, s, strlen(s), &p), RC_OK);
  assert_true(p.has_bias && p.has_gate && !p.has_residual && p.cols == 4);
  char buf[128];
  rc_kernel_config_format(&p, buf, sizeof buf);
  assert_string_equal(buf, "dtype=f32;n=12;cols=4;bias=1;gate=1");
  s = "n=12;cols=4;eps=1e-5;residual=1";
  assert_int_equal(rc_kernel_config_parse(NULL, s, strlen(s), &p), RC_OK);
  assert_true(p.has_residual && !p.has_gate && !p.has_sum_out);
  s = "n=12;cols=4;eps=0.5;residual=1;sum_out=1";
  assert_int_equal(rc_kernel_config_parse(NULL, s, strlen(s), &p), RC_OK);
  assert_true(p.has_residual && p.has_sum_out);
  rc_kernel_config_format(&p, buf, sizeof buf);
  assert_string_equal(buf, "dtype=f32;n=12;cols=4;eps=0.5;residual=1;sum_out=1");
  assert_int_equal(rc_kernel_config_parse(NULL, "n=4;gate=2", 10, &p), RC_ERR_INPUT);
  rc_ctx_free(ctx);
}

/* ---- the rewrite's absorb step ---- */

static size_t to_gstring(void *user, const char *data, size_t len) {
  g_string_append_len(user, data, (gssize)len);
  return len;
}

/* The HLO text after `opt` with the built-in patterns (neighbours on or off, min_elems, min_cols), g_free it. */
static char *opt_abi(const char *text, bool neighbours, int64_t min_elems, int64_t min_cols, size_t *nskips,
                     RcXlaAbi abi) {
  RcCtx *ctx = rc_ctx_new();
  RcPatternSet *ps = rc_patterns_new(ctx);
  assert_int_equal(rc_patterns_add_builtin(ps), RC_OK);
  RcModule *m = NULL;
  assert_int_equal(rc_module_parse(ctx, "t.hlo", text, strlen(text), RC_FORMAT_HLO, &m), RC_OK);
  RcHigherOptions o;
  rc_higher_options_init(&o);
  o.neighbours = neighbours;
  o.min_elems = min_elems;
  o.min_cols = min_cols;
  o.xla_abi = abi;
  RcHigherResult *r = NULL;
  assert_int_equal(rc_module_higher(m, ps, &o, &r), RC_OK);
  if (nskips) *nskips = rc_higher_skip_count(r);
  for (size_t i = 0; i < rc_higher_rewrite_count(r); i++) assert_true(rc_higher_rewrite(r, i)->verified);
  GString *s = g_string_new(NULL);
  assert_int_equal(rc_module_write(m, to_gstring, s), RC_OK);
  rc_higher_result_free(r);
  rc_module_free(m);
  rc_patterns_free(ps);
  rc_ctx_free(ctx);
  return g_string_free(s, FALSE);
}

static char *opt_cols(const char *text, bool neighbours, int64_t min_elems, int64_t min_cols, size_t *nskips) {
  return opt_abi(text, neighbours, min_elems, min_cols, nskips, RC_XLA_ABI_TYPED_FFI);
}

static char *opt(const char *text, bool neighbours, int64_t min_elems, size_t *nskips) {
  return opt_cols(text, neighbours, min_elems, 0, nskips);
}

static void expect_text(const char *out, const char *want, bool present) {
  if ((strstr(out, want) != NULL) != present) fail_msg("%s '%s' in:\n%s", present ? "no" : "unexpected", want, out);
}

/* GELU(dot + bias) * up: the bias add and the gate multiply go into the call. */
static const char geglu[] =
    "HloModule geglu\n\n"
    "ENTRY main {\n"
    "  h = f32[4,64] parameter(0)\n"
    "  b = f32[64] parameter(1)\n"
    "  up = f32[4,64] parameter(2)\n"
    "  bb = f32[4,64] broadcast(b), dimensions={1}\n"
    "  x = f32[4,64] add(h, bb)\n"
    "  c2 = f32[] constant(0.70710677)\n"
    "  b3 = f32[4,64] broadcast(c2), dimensions={}\n"
    "  m4 = f32[4,64] multiply(x, b3)\n"
    "  e5 = f32[4,64] erf(m4)\n"
    "  c6 = f32[] constant(1)\n"
    "  b7 = f32[4,64] broadcast(c6), dimensions={}\n"
    "  a8 = f32[4,64] add(e5, b7)\n"
    "  m9 = f32[4,64] multiply(x, a8)\n"
    "  c10 = f32[] constant(0.5)\n"
    "  b11 = f32[4,64] broadcast(c10), dimensions={}\n"
    "  gelu = f32[4,64] multiply(m9, b11)\n"
    "  ROOT out = f32[4,64] multiply(gelu, up)\n"
    "}\n";

static void absorbs_bias_and_gate(void **state) {
  (void)state;
  char *out = opt(geglu, true, 0, NULL);
  expect_text(out, "custom-call(h, b, up), custom_call_target=\"recompose.gelu_erf\", backend_config={bias = true, "
                   "cols = 64 : i64, dtype = \"f32\", gate = true, n = 256 : i64}", true);
  expect_text(out, " add(", false);
  expect_text(out, " multiply(", false);
  g_free(out);
  out = opt(geglu, false, 0, NULL); /* off: the call reads x, the product stays */
  expect_text(out, "custom-call(x), custom_call_target=\"recompose.gelu_erf\"", true);
  expect_text(out, "multiply(gelu, up)", true);
  g_free(out);
  size_t skips = 0;
  out = opt(geglu, true, 257, &skips); /* fewer elements than --min-elems: no call */
  expect_text(out, "recompose.", false);
  assert_true(skips >= 1);
  g_free(out);
  out = opt(geglu, true, 256, NULL);
  expect_text(out, "recompose.gelu_erf", true);
  g_free(out);
}

/* A broadcast gate (a scalar scale) is not taken in: XLA would write it out in full. */
static void leaves_broadcast_gate(void **state) {
  (void)state;
  char *text = g_strdup(geglu);
  char *p = strstr(text, "  up = f32[4,64] parameter(2)\n");
  memcpy(p, "  up = f32[]    parameter(2)\n ", strlen("  up = f32[4,64] parameter(2)\n"));
  GString *t = g_string_new(text);
  g_free(text);
  /* the product's other operand becomes a broadcast of the scalar */
  char *q = strstr(t->str, "  ROOT out");
  g_string_insert(t, q - t->str, "  ub = f32[4,64] broadcast(up), dimensions={}\n");
  q = strstr(t->str, "multiply(gelu, up)");
  g_string_erase(t, q - t->str, strlen("multiply(gelu, up)"));
  g_string_insert(t, q - t->str, "multiply(gelu, ub)");
  char *out = opt(t->str, true, 0, NULL);
  expect_text(out, "custom-call(h, b), custom_call_target=\"recompose.gelu_erf\"", true);
  expect_text(out, "multiply(gelu, ub)", true);
  g_free(out);
  g_string_free(t, TRUE);
}

/* layer_norm(a + r) takes the residual in; when the sum is also read elsewhere (a pre-norm
 * block's residual stream) the call returns it too (sum_out: a tuple and its projections in
 * HLO), unless a reader of the sum comes before the norm's end or the ABI is the legacy one:
 * then it stays, and the call reads it. */
static const char post_norm[] =
    "HloModule post_norm\n\n"
    "sum {\n"
    "  p0 = f32[] parameter(0)\n"
    "  p1 = f32[] parameter(1)\n"
    "  ROOT s = f32[] add(p0, p1)\n"
    "}\n\n"
    "ENTRY main {\n"
    "  a = f32[8,512] parameter(0)\n"
    "  r = f32[8,512] parameter(1)\n"
    "  g = f32[512] parameter(2)\n"
    "  bt = f32[512] parameter(3)\n"
    "  x = f32[8,512] add(a, r)\n"
    "  z = f32[] constant(0)\n"
    "  q1 = f32[8] reduce(x, z), dimensions={1}, to_apply=sum\n"
    "  k = f32[] constant(0.001953125)\n"
    "  kb = f32[8] broadcast(k), dimensions={}\n"
    "  mean = f32[8] multiply(q1, kb)\n"
    "  mb = f32[8,512] broadcast(mean), dimensions={0}\n"
    "  d = f32[8,512] subtract(x, mb)\n"
    "  d2 = f32[8,512] multiply(d, d)\n"
    "  q2 = f32[8] reduce(d2, z), dimensions={1}, to_apply=sum\n"
    "  var = f32[8] multiply(q2, kb)\n"
    "  e = f32[] constant(1e-05)\n"
    "  eb = f32[8] broadcast(e), dimensions={}\n"
    "  ve = f32[8] add(var, eb)\n"
    "  rs = f32[8] rsqrt(ve)\n"
    "  rb = f32[8,512] broadcast(rs), dimensions={0}\n"
    "  nrm = f32[8,512] multiply(d, rb)\n"
    "  gb = f32[8,512] broadcast(g), dimensions={1}\n"
    "  sc = f32[8,512] multiply(nrm, gb)\n"
    "  bb = f32[8,512] broadcast(bt), dimensions={1}\n"
    "  ROOT y = f32[8,512] add(sc, bb)\n"
    "}\n";

static void absorbs_residual(void **state) {
  (void)state;
  char *out = opt(post_norm, true, 0, NULL);
  expect_text(out, "custom-call(a, g, bt, r), custom_call_target=\"recompose.layer_norm\"", true);
  expect_text(out, "residual = true", true);
  expect_text(out, " add(a, r)", false);
  g_free(out);
  /* the sum also a result of the program: the call returns it too, the tuple's second element */
  GString *t = g_string_new(post_norm);
  char *q = strstr(t->str, "  ROOT y = f32[8,512] add(sc, bb)\n");
  g_string_truncate(t, q - t->str);
  g_string_append(t, "  y = f32[8,512] add(sc, bb)\n  ROOT both = (f32[8,512], f32[8,512]) tuple(y, x)\n}\n");
  out = opt(t->str, true, 0, NULL);
  expect_text(out, "(f32[8,512], f32[8,512]) custom-call(a, g, bt, r), custom_call_target=\"recompose.layer_norm\"", true);
  expect_text(out, "residual = true", true);
  expect_text(out, "sum_out = true}", true);
  expect_text(out, "y = f32[8,512] get-tuple-element(", true);
  expect_text(out, "x = f32[8,512] get-tuple-element(", true);
  expect_text(out, "index=1", true);
  expect_text(out, "tuple(y, x)", true);
  expect_text(out, " add(a, r)", false);
  g_free(out);
  /* the legacy ABI: one result, the add stays and the call reads it */
  out = opt_abi(t->str, true, 0, 0, NULL, RC_XLA_ABI_LEGACY);
  expect_text(out, "custom-call(x, g, bt), custom_call_target=\"recompose.layer_norm\"", true);
  expect_text(out, "residual", false);
  expect_text(out, " add(a, r)", true);
  g_free(out);
  /* a reader of the sum before the norm's end: the add stays, the call reads it */
  q = strstr(t->str, "  z = f32[] constant(0)\n");
  g_string_insert(t, q - t->str, "  w = f32[8,512] negate(x)\n");
  q = strstr(t->str, "tuple(y, x)");
  g_string_overwrite(t, q - t->str, "tuple(y, w)");
  out = opt(t->str, true, 0, NULL);
  expect_text(out, "custom-call(x, g, bt), custom_call_target=\"recompose.layer_norm\"", true);
  expect_text(out, "residual", false);
  expect_text(out, " add(a, r)", true);
  g_free(out);
  g_string_free(t, TRUE);
}

/* --min-cols: no row call on rows shorter than N (a skip with the reason); elementwise calls stay. */
static void min_cols(void **state) {
  (void)state;
  size_t skips = 0;
  char *out = opt_cols(post_norm, true, 0, 513, &skips);
  expect_text(out, "recompose.", false);
  assert_true(skips >= 1);
  g_free(out);
  out = opt_cols(post_norm, true, 0, 512, NULL);
  expect_text(out, "recompose.layer_norm", true);
  g_free(out);
  out = opt_cols(geglu, true, 0, 1 << 20, NULL);
  expect_text(out, "recompose.gelu_erf", true);
  g_free(out);
}

/* post_norm on rows of cols elements (a power of 2: its 1/cols is exact), g_free it. */
static char *post_norm_cols(int64_t cols) {
  GString *t = g_string_new(post_norm);
  char n[32], k[64];
  snprintf(n, sizeof n, "%lld]", (long long)cols);
  g_string_replace(t, "512]", n, 0);
  snprintf(k, sizeof k, "constant(%.17g)", 1.0 / (double)cols);
  g_string_replace(t, "constant(0.001953125)", k, 0);
  return g_string_free(t, FALSE);
}

/* --min-cols measured: layer_norm's call from its measured row length on (min_cols.c), none on
 * rows shorter (a skip); the default (0) raises it on any rows; an elementwise call stays. */
static void min_cols_measured(void **state) {
  (void)state;
  const RcFusedOp *ln = rc_fused_lookup("layer_norm", 10);
  assert_non_null(ln);
  int64_t t = rc_min_cols_measured(ln), at = 2;
  assert_true(t >= 0);
  assert_int_equal(rc_min_cols_for(RC_MIN_COLS_MEASURED, ln), t);
  assert_int_equal(rc_min_cols_for(7, ln), 7);
  assert_int_equal(rc_min_cols_measured(rc_fused_lookup("gelu_erf", 8)), 0);
  while (at < t) at *= 2;
  char *text = post_norm_cols(at), *out = opt_cols(text, true, 0, RC_MIN_COLS_MEASURED, NULL);
  expect_text(out, "recompose.layer_norm", true);
  g_free(out);
  g_free(text);
  if (at / 2 < t) { /* rows shorter than the threshold: skipped, and raised without the rule */
    size_t skips = 0;
    text = post_norm_cols(at / 2);
    out = opt_cols(text, true, 0, RC_MIN_COLS_MEASURED, &skips);
    expect_text(out, "recompose.", false);
    assert_true(skips >= 1);
    g_free(out);
    out = opt_cols(text, true, 0, 0, NULL);
    expect_text(out, "recompose.layer_norm", true);
    g_free(out);
    g_free(text);
  }
  out = opt_cols(geglu, true, 0, RC_MIN_COLS_MEASURED, NULL);
  expect_text(out, "recompose.gelu_erf", true);
  g_free(out);
}

/* SwiGLU as jax writes it: silu in a helper called once, times the up projection. The
 * helper becomes one fused call, and the call of it times up the helper's call with up as gate. */
static const char swiglu[] =
    "HloModule swiglu\n\n"
    "silu_h {\n"
    "  p = f32[4,64] parameter(0)\n"
    "  l = f32[4,64] logistic(p)\n"
    "  ROOT s = f32[4,64] multiply(p, l)\n"
    "}\n\n"
    "ENTRY main {\n"
    "  a = f32[4,64] parameter(0)\n"
    "  up = f32[4,64] parameter(1)\n"
    "  c = f32[4,64] call(a), to_apply=silu_h\n"
    "  ROOT out = f32[4,64] multiply(c, up)\n"
    "}\n";

static void gates_helper_call(void **state) {
  (void)state;
  char *out = opt(swiglu, true, 0, NULL);
  expect_text(out, "ROOT out = f32[4,64] custom-call(a, up), custom_call_target=\"recompose.silu\", "
                   "backend_config={dtype = \"f32\", gate = true, n = 256 : i64}", true);
  expect_text(out, "call(a)", false);
  g_free(out);
  out = opt(swiglu, false, 0, NULL);
  expect_text(out, "multiply(c, up)", true);
  g_free(out);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(elementwise_bias_gate), cmocka_unit_test(norm_residual),
      cmocka_unit_test(refusals),              cmocka_unit_test(absorbs_bias_and_gate),
      cmocka_unit_test(leaves_broadcast_gate), cmocka_unit_test(absorbs_residual),
      cmocka_unit_test(gates_helper_call),     cmocka_unit_test(min_cols), cmocka_unit_test(min_cols_measured),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
