/* The kernel library's parallel-for hook (rc_kernel_run_parallel) and the
 * chunking rule it shares with the executor (support/split.h): every op and
 * dtype, every config shape (rows, strided rows, a rows' tail, norms with and
 * without scale, bias and an eps operand, in place), cut into chunks that a
 * fake host runs in reverse and interleaved order, gives the bytes of the
 * one-call run; so do calls that reuse a thread's kept scratch. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <fenv.h>
#include <math.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "recompose/kernels.h"
#include "support/split.h"

/* A generator seeded from the test's name and the case, so cases do not share inputs. */
static uint64_t seed_of(const char *name, uint64_t salt)
{
  uint64_t h = 1469598103934665603ull ^ salt;
  for (const char *p = name; *p; p++) h = (h ^ (uint8_t)*p) * 1099511628211ull;
  return h | 1;
}

static uint32_t next(uint64_t *s)
{
  *s ^= *s << 13;
  *s ^= *s >> 7;
  *s ^= *s << 17;
  return (uint32_t)(*s >> 16);
}

/* n values of dtype dt: about N(0, 3^2), with zeros, infinities and a NaN among them. */
static void *values(RcElemType dt, size_t n, uint64_t *s)
{
  float *f = malloc(n * sizeof *f);
  assert_non_null(f);
  for (size_t i = 0; i < n; i++) {
    float u = ((float)(next(s) >> 8) + 0.5f) * 0x1p-24f, v = ((float)(next(s) >> 8) + 0.5f) * 0x1p-24f;
    f[i] = 3.0f * sqrtf(-2.0f * logf(u)) * cosf(6.2831853f * v);
  }
  const float specials[] = {0.0f, -0.0f, INFINITY, -INFINITY, NAN, 1e4f, -1e4f, 20.0f, -20.0f};
  for (size_t i = 0; n > 64 && i < sizeof specials / sizeof *specials; i++) f[(i * 7919) % n] = specials[i];
  if (dt == RC_ELEM_F32) return f;
  uint16_t *h = malloc(n * sizeof *h);
  assert_non_null(h);
  if (dt == RC_ELEM_BF16) rc_f32_to_bf16(h, f, n);
  else rc_f32_to_f16(h, f, n);
  free(f);
  return h;
}

/* The fake host: runs every chunk on the calling thread, in an order that no split into
 * contiguous ranges follows by accident, and records that each ran once. The interleaved
 * order runs its chunks with the rounding mode changed, as a pool thread's floating-point
 * environment may differ from the caller's: the library must run chunks in the caller's. */
enum { REVERSE, INTERLEAVED, MAX_CHUNKS = 64 };
typedef struct Host {
  int order;
  size_t calls, chunks, ran[MAX_CHUNKS];
} Host;

static void fake_run(void *host, size_t count, RcChunkFn *chunk, void *arg)
{
  Host *h = host;
  assert_true(count >= 2 && count <= MAX_CHUNKS);
  h->calls++;
  h->chunks = count;
  memset(h->ran, 0, sizeof h->ran);
  size_t order[MAX_CHUNKS], m = 0;
  if (h->order == REVERSE) {
    for (size_t i = count; i-- > 0;) order[m++] = i;
  } else { /* the odd chunks from the top, then the even ones from the bottom */
    for (size_t i = count; i-- > 0;)
      if (i % 2) order[m++] = i;
    for (size_t i = 0; i < count; i += 2) order[m++] = i;
  }
  for (size_t j = 0; j < count; j++) {
    h->ran[order[j]]++;
    if (h->order == INTERLEAVED) assert_int_equal(fesetround(FE_UPWARD), 0);
    chunk(arg, order[j]);
    assert_int_equal(fegetround(), h->order == INTERLEAVED ? FE_UPWARD : FE_TONEAREST);
    assert_int_equal(fesetround(FE_TONEAREST), 0);
  }
  for (size_t i = 0; i < count; i++) assert_int_equal(h->ran[i], 1);
}

typedef struct Case {
  const char *what;
  bool elements;                  /* a case for the elementwise ops, else for row and norm ops */
  size_t rows, cols, inner, tail; /* elementwise ops: n = rows * cols */
  bool scale, bias, eps_in, in_place;
} Case;

static const Case cases[] = {
  {"elements", true, 37, 67, 0, 0, false, false, false, false},
  {"elements in place", true, 37, 67, 0, 0, false, false, false, true},
  {"rows, scale and bias", false, 41, 97, 0, 0, true, true, false, false},
  {"rows, scale, in place", false, 41, 97, 0, 0, true, false, false, true},
  {"rows in place", false, 41, 97, 0, 0, false, false, false, true},
  {"rows, bias, eps operand", false, 41, 97, 0, 0, false, true, true, false},
  {"rows", false, 29, 64, 0, 0, false, false, false, false},
  {"strided rows, scale and bias", false, 13 * 3, 31, 3, 0, true, true, false, false},
  {"strided rows, wide", false, 7 * 19, 23, 19, 0, false, false, false, false},
  {"rows with a tail", false, 41, 97, 0, 5, false, false, false, false},
};

/* Every kernel, every case, 2, 3 and 7 threads, both orders: the bytes of rc_kernel_run. */
static void test_chunks_bit_identical(void **state)
{
  (void)state;
  size_t split_calls = 0;
  for (size_t ki = 0; ki < rc_kernel_count(); ki++) {
    const RcKernel *k = rc_kernel_at(ki);
    RcKernelKind kind = rc_kernel_kind(k);
    RcElemType dt = rc_kernel_dtype(k);
    size_t es = dt == RC_ELEM_F32 ? 4 : 2;
    for (size_t ci = 0; ci < sizeof cases / sizeof *cases; ci++) {
      const Case *c = &cases[ci];
      bool elementwise = c->elements;
      if ((kind == RC_KIND_ELEMENTWISE || kind == RC_KIND_GRAD) != elementwise) continue;
      if (kind == RC_KIND_NORM_SCALE_GRAD) continue; /* a sum over all rows, never split (test_kernels_normscale.c) */
      if (c->tail && kind != RC_KIND_ROW) continue;
      if ((c->scale || c->bias || c->eps_in) && kind != RC_KIND_NORM && kind != RC_KIND_NORM_GRAD) continue;
      if ((c->bias || c->inner) && kind == RC_KIND_NORM_GRAD) continue; /* no bias, contiguous rows */
      size_t n = c->rows * c->cols;
      RcKernelConfig cfg = {.dtype = dt, .n = n, .cols = elementwise ? 0 : c->cols, .eps = 1e-5f,
                            .has_eps = !c->eps_in, .has_scale = c->scale, .has_bias = c->bias,
                            .inner = c->inner, .has_eps_in = c->eps_in, .tail = c->tail};
      uint64_t s = seed_of(rc_kernel_name(k), ci * 3 + (uint64_t)dt);
      const void *in[5] = {values(dt, n, &s)};
      size_t ni = 1;
      if (kind == RC_KIND_NORM_GRAD) in[ni++] = values(dt, n, &s); /* dy */
      if (c->scale) in[ni++] = values(dt, c->cols, &s);
      if (c->bias) in[ni++] = values(dt, c->cols, &s);
      if (c->eps_in) {
        float e = 1e-3f;
        uint16_t h;
        void *ep = malloc(4);
        if (dt == RC_ELEM_F32) memcpy(ep, &e, 4);
        else {
          if (dt == RC_ELEM_BF16) rc_f32_to_bf16(&h, &e, 1);
          else rc_f32_to_f16(&h, &e, 1);
          memcpy(ep, &h, 2);
        }
        in[ni++] = ep;
      }
      if (c->tail) in[ni++] = values(dt, c->rows * c->tail, &s);
      if (kind == RC_KIND_GRAD || kind == RC_KIND_ROW_GRAD) in[ni++] = values(dt, n, &s); /* dy */
      assert_int_equal(ni, rc_kernel_num_inputs(k, &cfg));
      char *want = malloc(n * es), *got = malloc(n * es);
      assert_non_null(want);
      assert_non_null(got);
      if (c->in_place) memcpy(want, in[0], n * es);
      const void *in1[5];
      memcpy(in1, in, sizeof in);
      if (c->in_place) in1[0] = want;
      assert_int_equal(rc_kernel_run(NULL, k, -1, want, in1, &cfg), RC_OK);
      const size_t threads[] = {2, 3, 7};
      for (size_t t = 0; t < 3; t++)
        for (int order = REVERSE; order <= INTERLEAVED; order++) {
          Host h = {.order = order};
          RcParallelFor par = {.run = fake_run, .host = &h, .threads = threads[t], .min_elems = 1};
          memset(got, 0xA5, n * es);
          if (c->in_place) {
            memcpy(got, in[0], n * es);
            in1[0] = got;
          }
          assert_int_equal(rc_kernel_run_parallel(NULL, k, -1, got, in1, &cfg, &par), RC_OK);
          /* split unless the strided rows leave fewer blocks than two */
          size_t items = c->inner > 1 ? c->rows / c->inner : elementwise ? n : c->rows;
          assert_int_equal(h.calls, items >= 2 ? 1 : 0);
          split_calls += h.calls;
          if (memcmp(want, got, n * es) != 0)
            fail_msg("%s %s, %s: %zu threads, %s order differs from one call", rc_kernel_name(k),
                     rc_elem_type_name(dt), c->what, threads[t], order == REVERSE ? "reverse" : "interleaved");
        }
      for (size_t i = 0; i < ni; i++) free((void *)in[i]);
      free(want);
      free(got);
    }
  }
  assert_true(split_calls > 100);
}

/* Below min_elems, or with one thread, the hook is never called; a refused call calls nothing
 * and writes nothing; no hook (NULL run, NULL par) is one call. */
static void test_small_and_refused(void **state)
{
  (void)state;
  const RcKernel *k = rc_kernel_lookup("silu", RC_ELEM_F32), *sm = rc_kernel_lookup("softmax", RC_ELEM_F32);
  uint64_t s = seed_of("small_and_refused", 0);
  size_t n = 4096;
  float *x = values(RC_ELEM_F32, n, &s), *want = malloc(n * 4), *got = malloc(n * 4);
  const void *in[1] = {x};
  RcKernelConfig cfg = {.dtype = RC_ELEM_F32, .n = n};
  assert_int_equal(rc_kernel_run(NULL, k, -1, want, in, &cfg), RC_OK);
  Host h = {.order = REVERSE};
  RcParallelFor par = {.run = fake_run, .host = &h, .threads = 4, .min_elems = n + 1};
  assert_int_equal(rc_kernel_run_parallel(NULL, k, -1, got, in, &cfg, &par), RC_OK);
  assert_int_equal(h.calls, 0);
  assert_memory_equal(want, got, n * 4);
  par.min_elems = n;
  assert_int_equal(rc_kernel_run_parallel(NULL, k, -1, got, in, &cfg, &par), RC_OK);
  assert_int_equal(h.calls, 1);
  assert_int_equal(h.chunks, 4);
  par.threads = 1;
  assert_int_equal(rc_kernel_run_parallel(NULL, k, -1, got, in, &cfg, &par), RC_OK);
  assert_int_equal(h.calls, 1);
  /* the library's default threshold: a call just below it stays whole */
  RcKernelConfig below = {.dtype = RC_ELEM_F32, .n = n};
  par = (RcParallelFor){.run = fake_run, .host = &h, .threads = 4};
  assert_true(n < RC_SPLIT_MIN_ELEMS);
  assert_int_equal(rc_kernel_run_parallel(NULL, k, -1, got, in, &below, &par), RC_OK);
  assert_int_equal(h.calls, 1);
  assert_int_equal(rc_kernel_run_parallel(NULL, k, -1, got, in, &cfg, NULL), RC_OK);
  /* cols not dividing n: refused before any chunk, out untouched */
  RcKernelConfig bad = {.dtype = RC_ELEM_F32, .n = n, .cols = 1000};
  par = (RcParallelFor){.run = fake_run, .host = &h, .threads = 4, .min_elems = 1};
  memset(got, 0x5A, n * 4);
  RcCtx *ctx = rc_ctx_new();
  assert_int_equal(rc_kernel_run_parallel(ctx, sm, -1, got, in, &bad, &par), RC_ERR_USAGE);
  assert_int_equal(h.calls, 1);
  assert_true(rc_ctx_diagnostic_count(ctx) == 1);
  for (size_t i = 0; i < n * 4; i++) assert_int_equal(((unsigned char *)got)[i], 0x5A);
  rc_ctx_free(ctx);
  free(x);
  free(want);
  free(got);
}

/* ---- the per-thread scratch (src/kernels/scratch.c) ----
 * Calls that take scratch (a softmax over rows with a tail: its joined rows), of a size the
 * thread keeps and of one it does not, in turn on four threads at once and nested in a call
 * whose buffer is out (the host runs a call between its chunks): each gives its one-call bytes
 * (and under valgrind or ASan, no buffer is freed while in use or twice). */
typedef struct Scratchy {
  size_t rows, cols, tail;
  float *x, *t, *want;
} Scratchy;

static void scratchy_make(Scratchy *c, size_t rows, size_t cols, size_t tail, uint64_t salt)
{
  uint64_t s = seed_of("scratch_reuse", salt);
  *c = (Scratchy){rows, cols, tail, values(RC_ELEM_F32, rows * cols, &s), values(RC_ELEM_F32, rows * tail, &s),
                  malloc(rows * cols * 4)};
  assert_non_null(c->want);
}

static bool scratchy_run(const Scratchy *c, float *out, const RcParallelFor *par)
{
  const RcKernel *k = rc_kernel_lookup("softmax", RC_ELEM_F32);
  RcKernelConfig cfg = {.dtype = RC_ELEM_F32, .n = c->rows * c->cols, .cols = c->cols, .tail = c->tail};
  const void *in[2] = {c->x, c->t};
  return rc_kernel_run_parallel(NULL, k, -1, out, in, &cfg, par) == RC_OK;
}

enum { N_SCRATCHY = 3, SCRATCH_ROUNDS = 40 };
static Scratchy scratchy[N_SCRATCHY];

static void *scratchy_thread(void *arg)
{
  size_t id = (size_t)(uintptr_t)arg, bad = 0;
  float *got = malloc(scratchy[N_SCRATCHY - 1].rows * scratchy[N_SCRATCHY - 1].cols * 4);
  for (size_t r = 0; got && r < SCRATCH_ROUNDS; r++) {
    const Scratchy *c = &scratchy[(r + id) % N_SCRATCHY];
    if (!scratchy_run(c, got, NULL) || memcmp(got, c->want, c->rows * c->cols * 4) != 0) bad++;
  }
  free(got);
  return (void *)(uintptr_t)(got ? bad : 1);
}

/* A host that runs the first chunk, another scratch call on the calling thread, then the rest. */
typedef struct NestHost {
  const Scratchy *c;
  size_t calls;
  bool nested_ok;
} NestHost;

static void nest_run(void *host, size_t count, RcChunkFn *chunk, void *arg)
{
  NestHost *h = host;
  float *got = malloc(h->c->rows * h->c->cols * 4);
  assert_non_null(got);
  h->calls++;
  chunk(arg, 0);
  h->nested_ok = scratchy_run(h->c, got, NULL) && memcmp(got, h->c->want, h->c->rows * h->c->cols * 4) == 0;
  free(got);
  for (size_t i = 1; i < count; i++) chunk(arg, i);
}

static void test_scratch_reuse(void **state)
{
  (void)state;
  /* joined rows: 2 * rows * (cols + tail) f32: 5 KiB, 41 KiB, 1.6 MiB (more than a thread keeps) */
  scratchy_make(&scratchy[0], 16, 14, 2, 0);
  scratchy_make(&scratchy[1], 41, 97, 31, 1);
  scratchy_make(&scratchy[2], 1500, 130, 3, 2);
  for (size_t i = 0; i < N_SCRATCHY; i++) assert_true(scratchy_run(&scratchy[i], scratchy[i].want, NULL));
  pthread_t th[4];
  for (size_t t = 0; t < 4; t++) assert_int_equal(pthread_create(&th[t], NULL, scratchy_thread, (void *)(uintptr_t)t), 0);
  for (size_t t = 0; t < 4; t++) {
    void *bad;
    assert_int_equal(pthread_join(th[t], &bad), 0);
    assert_int_equal((uintptr_t)bad, 0);
  }
  for (size_t i = 0; i < N_SCRATCHY; i++) /* the outer call's buffer is out while the nested one runs */
    for (size_t j = 0; j < N_SCRATCHY; j++) {
      NestHost h = {.c = &scratchy[j]};
      RcParallelFor par = {.run = nest_run, .host = &h, .threads = 3, .min_elems = 1};
      float *got = malloc(scratchy[i].rows * scratchy[i].cols * 4);
      assert_non_null(got);
      assert_true(scratchy_run(&scratchy[i], got, &par));
      assert_int_equal(h.calls, 1);
      assert_true(h.nested_ok);
      assert_memory_equal(got, scratchy[i].want, scratchy[i].rows * scratchy[i].cols * 4);
      free(got);
    }
  for (size_t i = 0; i < N_SCRATCHY; i++) {
    free(scratchy[i].x);
    free(scratchy[i].t);
    free(scratchy[i].want);
  }
}

/* rc_split: chunks cover the items once, start on the alignment, number at most the threads;
 * small work, one thread or one item is one chunk. */
static void test_split_rule(void **state)
{
  (void)state;
  const size_t ns[] = {1, 2, 63, 64, 65, 1000, 4097, 262144, 1000003};
  const size_t aligns[] = {1, 7, 64};
  for (size_t a = 0; a < 3; a++)
    for (size_t i = 0; i < sizeof ns / sizeof *ns; i++)
      for (size_t t = 1; t <= 9; t++) {
        size_t n = ns[i];
        RcSplit sp = rc_split(n, 1, aligns[a], t, 1);
        assert_true(sp.count >= 1 && sp.count <= t);
        assert_int_equal(sp.per % aligns[a] == 0 || sp.count == 1, 1);
        assert_true(sp.per * (sp.count - 1) < n && sp.per * sp.count >= n);
        if (t == 1 || n == 1) assert_int_equal(sp.count, 1);
        if (t >= 2 && n >= 2 * aligns[a]) assert_true(sp.count >= 2);
      }
  assert_int_equal(rc_split(1000, 10, 1, 4, 10001).count, 1);
  assert_int_equal(rc_split(1000, 10, 1, 4, 10000).count, 4);
  assert_int_equal(rc_split(0, 1, 1, 4, 1).count, 0);
  assert_int_equal(rc_split(SIZE_MAX / 2, 4, 64, 2, RC_SPLIT_MIN_ELEMS).count, 2); /* n * unit overflows: large */
}

int main(void)
{
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_chunks_bit_identical),
      cmocka_unit_test(test_small_and_refused),
      cmocka_unit_test(test_split_rule),
      cmocka_unit_test(test_scratch_reuse),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
