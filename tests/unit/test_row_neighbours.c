/* A row op's neighbours (docs/kernels.md, "Neighbours"): softmax and log_softmax of x scaled
 * (xmul, xdiv) and masked (an additive mask, or a where's pred mask and fill), with the mask
 * repeated over the rows (mask_rows, mask_rep, mask_in and mask_gap), against the same ops run one after the other
 * and the plain kernel (bit for bit, every ISA, every dtype, in chunks or not); the refusals;
 * the config string; the rewrite's absorb step on attention's scores as HLO writes them. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <glib.h>

#include "recompose/higher.h"
#include "recompose/kernels.h"
#include "recompose/recompose.h"

static uint32_t rng_state = 777;
static float unif(float lo, float hi) {
  rng_state = rng_state * 1664525u + 1013904223u;
  return lo + (hi - lo) * (float)(rng_state >> 8) / 16777216.0f;
}

static size_t esize(RcElemType dt) { return dt == RC_ELEM_F32 ? 4 : 2; }

static void to_f32(RcElemType dt, float *f, const void *p, size_t n) {
  if (dt == RC_ELEM_F32) memcpy(f, p, n * 4);
  else (dt == RC_ELEM_BF16 ? rc_bf16_to_f32 : rc_f16_to_f32)(f, p, n);
}

static void from_f32(RcElemType dt, void *p, const float *f, size_t n) {
  if (dt == RC_ELEM_F32) memcpy(p, f, n * 4);
  else (dt == RC_ELEM_BF16 ? rc_f32_to_bf16 : rc_f32_to_f16)(p, f, n);
}

/* n random values of dtype dt in [lo, hi) (rounded to dt), into a new buffer. */
static void *random_buf(RcElemType dt, size_t n, float lo, float hi) {
  float *f = malloc(n * 4);
  for (size_t i = 0; i < n; i++) f[i] = unif(lo, hi);
  void *p = malloc(n * esize(dt));
  from_f32(dt, p, f, n);
  free(f);
  return p;
}

/* t[0..n) rounded to dt: the result of an op of that dtype. */
static void round_to(RcElemType dt, float *t, size_t n) {
  void *h = malloc(n * 4);
  from_f32(dt, h, t, n);
  to_f32(dt, t, h, n);
  free(h);
}

static void backwards(void *host, size_t count, RcChunkFn *chunk, void *arg) {
  (void)host;
  for (size_t i = count; i-- > 0;) chunk(arg, i);
}

typedef struct {
  size_t cols, rows, mrows, mrep; /* mrows 0: the mask is full */
  size_t min, mgap;               /* a gap among the mask's axes: [.., mrows / min, gap, min, mrep] rows of x */
} Shape;

/* One case: the call with its neighbours against the scale, the mask and the op one after the other. */
static void one_case(const char *op, RcElemType dt, const Shape *sh, int scale, int mask) {
  size_t cols = sh->cols, rows = sh->rows, n = cols * rows, es = esize(dt);
  size_t mrows = sh->mrows ? sh->mrows : rows, mrep = sh->mrep ? sh->mrep : 1, mn = mrows * cols;
  const RcKernel *k = rc_kernel_lookup(op, dt);
  void *x = random_buf(dt, n, -30, 30), *s = random_buf(dt, 1, 0.05f, 0.3f), *m = random_buf(dt, mn, -8, 8);
  void *fill = random_buf(dt, 1, -1e4f, -1e4f);
  unsigned char *pred = malloc(mn);
  for (size_t i = 0; i < mn; i++) pred[i] = unif(0, 1) < 0.7f ? (unsigned char)(1 + (i % 3)) : 0; /* nonzero keeps */
  if (mask == 2)
    for (size_t c = 0; c < cols; c++) pred[c] = 0; /* a row of the mask all masked: every value the fill */
  /* the ops one after the other, each rounded to dt */
  float *t = malloc(n * 4), *fm = malloc(mn * 4), fs, ff;
  to_f32(dt, t, x, n);
  to_f32(dt, fm, m, mn);
  to_f32(dt, &fs, s, 1);
  to_f32(dt, &ff, fill, 1);
  for (size_t i = 0; scale && i < n; i++) t[i] = scale == 1 ? t[i] * fs : t[i] / fs;
  round_to(dt, t, n);
  for (size_t r = 0; r < rows; r++)
    for (size_t c = 0; c < cols; c++) {
      size_t q = r / mrep, qi = q % (sh->min ? sh->min : 1), b = q / ((sh->min ? sh->min : 1) * (sh->mgap ? sh->mgap : 1));
      size_t mi = ((b * (sh->min ? sh->min : 1) + qi) % mrows) * cols + c; /* batch b, query qi; the head skipped */
      if (mask == 1) t[r * cols + c] += fm[mi];
      if (mask == 2 && !pred[mi]) t[r * cols + c] = ff;
    }
  round_to(dt, t, n);
  void *pre = malloc(n * es), *want = malloc(n * es), *out = malloc(n * es);
  from_f32(dt, pre, t, n);
  RcKernelConfig c;
  memset(&c, 0, sizeof c);
  c.dtype = dt;
  c.n = n;
  c.cols = cols;
  const void *in1[] = {pre};
  assert_int_equal(rc_kernel_run(NULL, k, -1, want, in1, &c), RC_OK);
  c.has_xmul = scale == 1;
  c.has_xdiv = scale == 2;
  c.has_mask = mask == 1;
  c.has_where = mask == 2;
  c.mask_rows = sh->mrows;
  c.mask_rep = sh->mrep;
  c.mask_in = sh->min;
  c.mask_gap = sh->mgap;
  const void *in[5] = {x};
  size_t ni = 1;
  if (scale) in[ni++] = s;
  if (mask == 1) in[ni++] = m;
  if (mask == 2) in[ni++] = pred, in[ni++] = fill;
  assert_int_equal(rc_kernel_num_inputs(k, &c), ni);
  for (int isa = 0; isa < RC_ISA_COUNT; isa++) {
    if (!rc_isa_supported((RcIsa)isa) || !rc_kernel_has_isa(k, (RcIsa)isa)) continue;
    memset(out, 0x7f, n * es);
    assert_int_equal(rc_kernel_run(NULL, k, isa, out, in, &c), RC_OK);
    if (memcmp(out, want, n * es))
      fail_msg("%s %s scale %d mask %d cols %zu mask rows %zu rep %zu in %zu gap %zu isa %s differs", op,
               rc_elem_type_name(dt), scale, mask, cols, sh->mrows, sh->mrep, sh->min, sh->mgap, rc_isa_name((RcIsa)isa));
  }
  RcParallelFor par = {.run = backwards, .threads = 4, .min_elems = 1};
  memset(out, 0x7f, n * es);
  assert_int_equal(rc_kernel_run_parallel(NULL, k, -1, out, in, &c, &par), RC_OK);
  assert_memory_equal(out, want, n * es);
  void *io = malloc(n * es); /* in place: out is x */
  memcpy(io, x, n * es);
  in[0] = io;
  assert_int_equal(rc_kernel_run(NULL, k, -1, io, in, &c), RC_OK);
  assert_memory_equal(io, want, n * es);
  free(io);
  free(x), free(s), free(m), free(fill), free(pred), free(t), free(fm), free(pre), free(want), free(out);
}

/* Every row op, dtype, scale (none, x * s, x / s) and mask (none, additive, where) over
 * attention's mask layouts: [batch, heads, queries] rows of keys, the mask full, per batch
 * (repeated over heads and queries), causal (one row per query, the same for every batch
 * and head), or per batch and query and the same for every head (GPT-2's [batch, 1, queries,
 * keys]: a gap of heads, with and without a repeat after it and batches before it that the
 * mask does not hold); rows shorter and longer than the 16-bit staging tile. */
static void scale_and_mask(void **state) {
  (void)state;
  static const RcElemType dts[3] = {RC_ELEM_F32, RC_ELEM_BF16, RC_ELEM_F16};
  static const char *ops[2] = {"softmax", "log_softmax"};
  const Shape shapes[] = {{37, 30, 0, 0, 0, 0},  {37, 30, 2, 15, 0, 0}, {37, 30, 5, 0, 0, 0},
                          {700, 6, 3, 2, 0, 0},   {37, 30, 10, 0, 5, 3}, {37, 24, 4, 2, 2, 3},
                          {700, 12, 2, 0, 2, 3}};
  for (int o = 0; o < 2; o++)
    for (int d = 0; d < 3; d++)
      for (size_t h = 0; h < sizeof shapes / sizeof *shapes; h++)
        for (int scale = 0; scale < 3; scale++)
          for (int mask = 0; mask < 3; mask++)
            if (scale || mask) one_case(ops[o], dts[d], &shapes[h], scale, mask);
}

/* Calls whose neighbours do not fit are refused with a reason; the config string round trip. */
static void refusals(void **state) {
  (void)state;
  RcCtx *ctx = rc_ctx_new();
  float x[24] = {0}, m[24] = {0}, s = 2, out[24];
  const RcKernel *sm = rc_kernel_lookup("softmax", RC_ELEM_F32);
  RcKernelConfig c;
  memset(&c, 0, sizeof c);
  c.dtype = RC_ELEM_F32;
  c.n = 24;
  c.cols = 4;
  c.has_xmul = c.has_xdiv = true;
  const void *in[5] = {x, &s, m, NULL, NULL};
  assert_int_equal(rc_kernel_run(ctx, sm, -1, out, in, &c), RC_ERR_USAGE);
  assert_non_null(strstr(rc_ctx_diagnostic(ctx, rc_ctx_diagnostic_count(ctx) - 1)->message, "xmul and xdiv"));
  c.has_xdiv = false;
  c.has_mask = true;
  c.n = 0; /* no rows, masked (mask_rows 0: the mask has the rows' count): nothing to do, no division by 0 */
  assert_int_equal(rc_kernel_run(ctx, sm, -1, out, in, &c), RC_OK);
  c.mask_rows = 3;
  assert_int_equal(rc_kernel_run(ctx, sm, -1, out, in, &c), RC_OK);
  c.n = 24;
  c.mask_rows = 4; /* does not divide the 6 rows */
  assert_int_equal(rc_kernel_run(ctx, sm, -1, out, in, &c), RC_ERR_USAGE);
  c.mask_rows = 3;
  c.mask_rep = 4; /* does not divide the 6 rows */
  assert_int_equal(rc_kernel_run(ctx, sm, -1, out, in, &c), RC_ERR_USAGE);
  c.mask_rep = 2;
  c.mask_in = 2; /* does not divide mask_rows 3 */
  c.mask_gap = 3;
  assert_int_equal(rc_kernel_run(ctx, sm, -1, out, in, &c), RC_ERR_USAGE);
  c.mask_rows = 1, c.mask_rep = 1, c.mask_in = 1, c.mask_gap = 4; /* the gap's runs do not divide the 6 rows */
  assert_int_equal(rc_kernel_run(ctx, sm, -1, out, in, &c), RC_ERR_USAGE);
  c.mask_rows = 3, c.mask_rep = 2, c.mask_in = 0, c.mask_gap = 0;
  c.inner = 2; /* strided rows */
  assert_int_equal(rc_kernel_run(ctx, sm, -1, out, in, &c), RC_ERR_USAGE);
  c.inner = 0;
  in[2] = NULL; /* no mask buffer */
  assert_int_equal(rc_kernel_run(ctx, sm, -1, out, in, &c), RC_ERR_USAGE);
  const char *why = rc_ctx_diagnostic(ctx, rc_ctx_diagnostic_count(ctx) - 1)->message;
  if (!strstr(why, "mask buffer")) fail_msg("refused for: %s", why);
  in[2] = m;
  assert_int_equal(rc_kernel_run(ctx, sm, -1, out, in, &c), RC_OK);
  RcKernelConfig p;
  const char *t = "dtype=f32;n=24;cols=4;xdiv=1;where=1;mask_rows=3;mask_rep=2";
  assert_int_equal(rc_kernel_config_parse(NULL, t, strlen(t), &p), RC_OK);
  assert_true(p.has_xdiv && p.has_where && !p.has_xmul && !p.has_mask && p.mask_rows == 3 && p.mask_rep == 2);
  char buf[128];
  rc_kernel_config_format(&p, buf, sizeof buf);
  assert_string_equal(buf, t);
  t = "dtype=f32;n=24;cols=4;mask=1;mask_rows=2;mask_in=2;mask_gap=3";
  assert_int_equal(rc_kernel_config_parse(NULL, t, strlen(t), &p), RC_OK);
  assert_true(p.has_mask && p.mask_rows == 2 && p.mask_in == 2 && p.mask_gap == 3);
  rc_kernel_config_format(&p, buf, sizeof buf);
  assert_string_equal(buf, t);
  assert_int_equal(rc_kernel_run(NULL, sm, -1, out, (const void *[]){x, m}, &p), RC_OK);
  t = "n=24;cols=4;mask=1;where=1";
  assert_int_equal(rc_kernel_config_parse(NULL, t, strlen(t), &p), RC_ERR_INPUT);
  t = "n=24;cols=4;xmul=1;xdiv=1";
  assert_int_equal(rc_kernel_config_parse(NULL, t, strlen(t), &p), RC_ERR_INPUT);
  rc_ctx_free(ctx);
}


/* ---- the rewrite's absorb step ---- */

static size_t to_gstring(void *user, const char *data, size_t len) {
  g_string_append_len(user, data, (gssize)len);
  return len;
}

/* The HLO text after `opt` with the built-in patterns (neighbours on or off), every rewrite
 * checked; g_free it. */
static char *opt(const char *text, bool neighbours) {
  RcCtx *ctx = rc_ctx_new();
  RcPatternSet *ps = rc_patterns_new(ctx);
  assert_int_equal(rc_patterns_add_builtin(ps), RC_OK);
  RcModule *m = NULL;
  assert_int_equal(rc_module_parse(ctx, "t.hlo", text, strlen(text), RC_FORMAT_HLO, &m), RC_OK);
  RcHigherOptions o;
  rc_higher_options_init(&o);
  o.neighbours = neighbours;
  RcHigherResult *r = NULL;
  assert_int_equal(rc_module_higher(m, ps, &o, &r), RC_OK);
  assert_int_equal(rc_higher_rewrite_count(r), 1);
  for (size_t i = 0; i < rc_higher_rewrite_count(r); i++) assert_true(rc_higher_rewrite(r, i)->verified);
  GString *s = g_string_new(NULL);
  assert_int_equal(rc_module_write(m, to_gstring, s), RC_OK);
  rc_higher_result_free(r);
  rc_module_free(m);
  rc_patterns_free(ps);
  rc_ctx_free(ctx);
  return g_string_free(s, FALSE);
}

static void expect_text(const char *out, const char *want, bool present) {
  if ((strstr(out, want) != NULL) != present) fail_msg("%s '%s' in:\n%s", present ? "no" : "unexpected", want, out);
}

/* softmax over [batch 2, heads 3, queries 4] rows of 8 keys, of x computed by the lines in
 * `scores` from s (f32[2,3,4,8]) and the parameters in `params`. */
static char *attention(const char *params, const char *helpers, const char *scores) {
  return g_strdup_printf(
      "HloModule attn\n\n"
      "max_r {\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n  ROOT m = f32[] maximum(a, b)\n}\n\n"
      "sum_r {\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n  ROOT m = f32[] add(a, b)\n}\n\n%s"
      "ENTRY main {\n  s = f32[2,3,4,8] parameter(0)\n%s%s"
      "  ninf = f32[] constant(-inf)\n"
      "  mx = f32[2,3,4] reduce(x, ninf), dimensions={3}, to_apply=max_r\n"
      "  mxb = f32[2,3,4,8] broadcast(mx), dimensions={0,1,2}\n"
      "  d = f32[2,3,4,8] subtract(x, mxb)\n"
      "  e = f32[2,3,4,8] exponential(d)\n"
      "  z = f32[] constant(0)\n"
      "  sm = f32[2,3,4] reduce(e, z), dimensions={3}, to_apply=sum_r\n"
      "  smb = f32[2,3,4,8] broadcast(sm), dimensions={0,1,2}\n"
      "  ROOT y = f32[2,3,4,8] divide(e, smb)\n}\n",
      helpers, params, scores);
}

/* s / c + a padding mask per batch: the division and the add go into the call, the mask read
 * once per batch (mask_rows 2, each for 3 heads x 4 queries). */
static void absorbs_scale_and_mask(void **state) {
  (void)state;
  char *text = attention("  mk = f32[2,8] parameter(1)\n", "",
                         "  c = f32[] constant(8)\n  cb = f32[2,3,4,8] broadcast(c), dimensions={}\n"
                         "  q = f32[2,3,4,8] divide(s, cb)\n  mb = f32[2,3,4,8] broadcast(mk), dimensions={0,3}\n"
                         "  x = f32[2,3,4,8] add(q, mb)\n");
  char *out = opt(text, true);
  expect_text(out, "custom-call(s, c, mk), custom_call_target=\"recompose.softmax\", backend_config={cols = 8 : i64, "
                   "dtype = \"f32\", mask = true, mask_rep = 12 : i64, mask_rows = 2 : i64, n = 192 : i64, xdiv = true}",
              true);
  expect_text(out, "add(q, mb)", false);
  expect_text(out, "divide(s, cb)", false);
  g_free(out);
  out = opt(text, false); /* off: the call reads x */
  expect_text(out, "custom-call(x), custom_call_target=\"recompose.softmax\"", true);
  g_free(out);
  g_free(text);
  /* a mask over batch and queries but not heads ([2,1,4,8]): a gap of 3 heads between runs of
   * 4 queries, the 8 mask rows each read by rows b*12 + h*4 + q */
  text = attention("  mk = f32[2,4,8] parameter(1)\n", "",
                   "  mb = f32[2,3,4,8] broadcast(mk), dimensions={0,2,3}\n  x = f32[2,3,4,8] add(s, mb)\n");
  out = opt(text, true);
  expect_text(out, "custom-call(s, mk), custom_call_target=\"recompose.softmax\", backend_config={cols = 8 : i64, "
                   "dtype = \"f32\", mask = true, mask_gap = 3 : i64, mask_in = 4 : i64, mask_rows = 8 : i64, "
                   "n = 192 : i64}",
              true);
  expect_text(out, "add(s, mb)", false);
  g_free(out);
  g_free(text);
  /* a mask over batch, heads and keys ([2,3,1,8]): one block, each row read by 4 queries (the
   * queries after the block are a repeat, not a gap) */
  text = attention("  mk = f32[2,3,8] parameter(1)\n", "",
                   "  mb = f32[2,3,4,8] broadcast(mk), dimensions={0,1,3}\n  x = f32[2,3,4,8] add(s, mb)\n");
  out = opt(text, true);
  expect_text(out, "custom-call(s, mk), custom_call_target=\"recompose.softmax\"", true);
  expect_text(out, "mask_rep = 4 : i64, mask_rows = 6 : i64", true);
  g_free(out);
  g_free(text);
}

/* c * s, then a causal mask as a select (one pred row per query, for every batch and head), and
 * as jax prints jnp.where: a call of a helper of select(broadcast(mask), x, broadcast(fill)). */
static void absorbs_where(void **state) {
  (void)state;
  char *text = attention("  p = pred[4,8] parameter(1)\n", "",
                         "  c = f32[] constant(0.125)\n  cb = f32[2,3,4,8] broadcast(c), dimensions={}\n"
                         "  q = f32[2,3,4,8] multiply(cb, s)\n  pb = pred[2,3,4,8] broadcast(p), dimensions={2,3}\n"
                         "  f = f32[] constant(-1e+09)\n  fb = f32[2,3,4,8] broadcast(f), dimensions={}\n"
                         "  x = f32[2,3,4,8] select(pb, q, fb)\n");
  char *out = opt(text, true);
  expect_text(out, "custom-call(s, c, p, f), custom_call_target=\"recompose.softmax\", backend_config={cols = 8 : i64, "
                   "dtype = \"f32\", mask_rows = 4 : i64, n = 192 : i64, where = true, xmul = true}",
              true);
  expect_text(out, " select(", false);
  g_free(out);
  g_free(text);
  text = attention("  p = pred[4,8] parameter(1)\n",
                   "_where {\n  m = pred[4,8] parameter(0)\n  v = f32[2,3,4,8] parameter(1)\n  w = f32[] parameter(2)\n"
                   "  mb = pred[2,3,4,8] broadcast(m), dimensions={2,3}\n"
                   "  wb = f32[2,3,4,8] broadcast(w), dimensions={}\n  ROOT r = f32[2,3,4,8] select(mb, v, wb)\n}\n\n",
                   "  f = f32[] constant(-3.40282347e+38)\n  x = f32[2,3,4,8] call(p, s, f), to_apply=_where\n");
  out = opt(text, true);
  expect_text(out, "custom-call(s, p, f), custom_call_target=\"recompose.softmax\", backend_config={cols = 8 : i64, "
                   "dtype = \"f32\", mask_rows = 4 : i64, n = 192 : i64, where = true}",
              true);
  expect_text(out, "to_apply=_where", false);
  g_free(out);
  g_free(text);
  /* GPT-2's: a float [batch, 1, queries, keys] mask (the convert of a pred) compared to 0 in the
   * helper, reshaped and broadcast over the heads: the pred is the mask, with a gap of 3 heads */
  text = attention("  p = pred[2,1,4,8] parameter(1)\n  pf = f32[2,1,4,8] convert(p)\n",
                   "_where {\n  m = f32[2,1,4,8] parameter(0)\n  z = f32[] constant(0)\n"
                   "  zb = f32[2,1,4,8] broadcast(z), dimensions={}\n"
                   "  ne = pred[2,1,4,8] compare(m, zb), direction=NE\n"
                   "  rs = pred[2,4,8] reshape(ne)\n  mb = pred[2,3,4,8] broadcast(rs), dimensions={0,2,3}\n"
                   "  v = f32[2,3,4,8] parameter(1)\n  w = f32[] parameter(2)\n"
                   "  wb = f32[2,3,4,8] broadcast(w), dimensions={}\n  ROOT r = f32[2,3,4,8] select(mb, v, wb)\n}\n\n",
                   "  f = f32[] constant(-3.40282347e+38)\n  x = f32[2,3,4,8] call(pf, s, f), to_apply=_where\n");
  out = opt(text, true);
  expect_text(out, "custom-call(s, p, f), custom_call_target=\"recompose.softmax\", backend_config={cols = 8 : i64, "
                   "dtype = \"f32\", mask_gap = 3 : i64, mask_in = 4 : i64, mask_rows = 8 : i64, n = 192 : i64, "
                   "where = true}",
              true);
  expect_text(out, "to_apply=_where", false);
  g_free(out);
  g_free(text);
  /* the same helper called with a float mask that is not a pred's convert: != 0 is not a pred
   * the call can read, the where stays */
  text = attention("  pf = f32[2,1,4,8] parameter(1)\n",
                   "_where {\n  m = f32[2,1,4,8] parameter(0)\n  z = f32[] constant(0)\n"
                   "  zb = f32[2,1,4,8] broadcast(z), dimensions={}\n"
                   "  ne = pred[2,1,4,8] compare(m, zb), direction=NE\n"
                   "  rs = pred[2,4,8] reshape(ne)\n  mb = pred[2,3,4,8] broadcast(rs), dimensions={0,2,3}\n"
                   "  v = f32[2,3,4,8] parameter(1)\n  w = f32[] parameter(2)\n"
                   "  wb = f32[2,3,4,8] broadcast(w), dimensions={}\n  ROOT r = f32[2,3,4,8] select(mb, v, wb)\n}\n\n",
                   "  f = f32[] constant(-3.40282347e+38)\n  x = f32[2,3,4,8] call(pf, s, f), to_apply=_where\n");
  out = opt(text, true);
  expect_text(out, "custom-call(x), custom_call_target=\"recompose.softmax\"", true);
  g_free(out);
  g_free(text);
}

int main(void) {
  const struct CMUnitTest tests[] = {cmocka_unit_test(scale_and_mask), cmocka_unit_test(refusals),
                                     cmocka_unit_test(absorbs_scale_and_mask), cmocka_unit_test(absorbs_where)};
  return cmocka_run_group_tests(tests, NULL, NULL);
}
