/* The typed-FFI handlers' use of XLA's intra-op pool (src/xla/ffi.c), against a
 * fake XLA: a pool whose tasks start late (after the handler has returned and
 * its buffers are freed), run inline in the scheduling call, fail to schedule,
 * or a frame with no pool. Every call's result must equal one kernel call's
 * bytes, and (run under the address sanitizer) no late task may touch the
 * handler's memory. Built only with -Dxla_ffi_include, against jaxlib's header. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "xla/ffi/api/c_api.h"

#include "recompose/kernels.h"
#include "recompose/xla_ffi.h"

struct XLA_FFI_Error {
  XLA_FFI_Error_Code code;
};
struct XLA_FFI_ExecutionContext {
  int unused;
};

enum { LATE, INLINE, SCHEDULE_FAILS, NO_POOL, ONE_THREAD };
static int mode;
static atomic_int late_pending; /* late tasks not yet finished */
static atomic_int call_returned; /* the handler of the current call has returned */

static XLA_FFI_Error *error_create(XLA_FFI_Error_Create_Args *a)
{
  XLA_FFI_Error *e = malloc(sizeof *e);
  assert_non_null(e);
  e->code = a->errc;
  return e;
}

static void error_destroy(XLA_FFI_Error_Destroy_Args *a) { free(a->error); }

typedef struct Late {
  XLA_FFI_Task *task;
  void *data;
} Late;

static void *late_thread(void *arg)
{
  Late l = *(Late *)arg;
  free(arg);
  /* Only after the handler returned (it must not wait for a task that has not started), and
   * after run_case freed the call's buffers. */
  while (!atomic_load(&call_returned)) nanosleep(&(struct timespec){0, 1000 * 1000}, NULL);
  nanosleep(&(struct timespec){0, 2 * 1000 * 1000}, NULL);
  l.task(l.data);
  atomic_fetch_sub(&late_pending, 1);
  return NULL;
}

static XLA_FFI_Error *schedule(XLA_FFI_ThreadPool_Schedule_Args *a)
{
  assert_non_null(a->ctx);
  if (mode == SCHEDULE_FAILS) return error_create(&(XLA_FFI_Error_Create_Args){.errc = XLA_FFI_Error_Code_UNAVAILABLE});
  if (mode == INLINE) {
    a->task(a->data);
    return NULL;
  }
  Late *l = malloc(sizeof *l);
  assert_non_null(l);
  *l = (Late){a->task, a->data};
  pthread_t t;
  atomic_fetch_add(&late_pending, 1);
  assert_int_equal(pthread_create(&t, NULL, late_thread, l), 0);
  pthread_detach(t);
  return NULL;
}

static atomic_int asked; /* how many times a handler asked for the thread count */

static XLA_FFI_Error *num_threads(XLA_FFI_ThreadPool_NumThreads_Args *a)
{
  atomic_fetch_add(&asked, 1);
  if (mode == NO_POOL) return error_create(&(XLA_FFI_Error_Create_Args){.errc = XLA_FFI_Error_Code_UNAVAILABLE});
  *a->num_threads = mode == ONE_THREAD ? 1 : 3;
  return NULL;
}

/* Runs handler fn on x (rows x cols f32) and compares with one kernel call of op. */
static void run_case(const char *op, RcFfiHandler *fn, size_t rows, size_t cols, bool split)
{
  XLA_FFI_Api api;
  memset(&api, 0, sizeof api);
  api.struct_size = XLA_FFI_Api_STRUCT_SIZE;
  api.XLA_FFI_Error_Create = error_create;
  api.XLA_FFI_Error_Destroy = error_destroy;
  api.XLA_FFI_ThreadPool_Schedule = schedule;
  api.XLA_FFI_ThreadPool_NumThreads = num_threads;
  struct XLA_FFI_ExecutionContext ectx = {0};
  size_t n = rows * cols;
  float *x = malloc(n * sizeof *x), *out = malloc(n * sizeof *out), *want = malloc(n * sizeof *want);
  assert_true(x && out && want);
  uint32_t s = 12345;
  for (size_t i = 0; i < n; i++) {
    s = s * 1664525u + 1013904223u;
    x[i] = ((float)(s >> 8) * 0x1p-24f - 0.5f) * 20.0f;
  }
  int64_t dims[2] = {(int64_t)rows, (int64_t)cols};
  XLA_FFI_Buffer bx = {XLA_FFI_Buffer_STRUCT_SIZE, NULL, XLA_FFI_DataType_F32, x, 2, dims};
  XLA_FFI_Buffer bo = {XLA_FFI_Buffer_STRUCT_SIZE, NULL, XLA_FFI_DataType_F32, out, 2, dims};
  XLA_FFI_ArgType at = XLA_FFI_ArgType_BUFFER;
  XLA_FFI_RetType rt = XLA_FFI_RetType_BUFFER;
  void *args[1] = {&bx}, *rets[1] = {&bo};
  XLA_FFI_CallFrame call = {
    .struct_size = XLA_FFI_CallFrame_STRUCT_SIZE,
    .api = &api,
    .ctx = &ectx,
    .stage = XLA_FFI_ExecutionStage_EXECUTE,
    .args = {XLA_FFI_Args_STRUCT_SIZE, NULL, 1, &at, args},
    .rets = {XLA_FFI_Rets_STRUCT_SIZE, NULL, 1, &rt, rets},
    .attrs = {XLA_FFI_Attrs_STRUCT_SIZE, NULL, 0, NULL, NULL, NULL},
  };
  unsigned long long split_before = recompose_ffi_split_calls(op), calls_before = recompose_ffi_calls(op);
  atomic_store(&call_returned, 0);
  XLA_FFI_Error *e = fn(&call);
  atomic_store(&call_returned, 1);
  assert_null(e);
  assert_int_equal(recompose_ffi_calls(op), calls_before + 1);
  assert_int_equal(recompose_ffi_split_calls(op), split_before + split);
  RcKernelConfig cfg = {.dtype = RC_ELEM_F32, .n = n, .cols = cols};
  const void *in[1] = {x};
  assert_int_equal(rc_kernel_run(NULL, rc_kernel_lookup(op, RC_ELEM_F32), -1, want, in, &cfg), RC_OK);
  assert_memory_equal(want, out, n * sizeof *out);
  free(x); /* a late task touching the call's buffers now is a use after free */
  free(out);
  free(want);
}

static const int modes[] = {LATE, INLINE, SCHEDULE_FAILS, NO_POOL, ONE_THREAD};

/* An elementwise op above the threshold in every pool mode; below it, never split. */
static void test_elementwise(void **state)
{
  (void)state;
  for (size_t m = 0; m < sizeof modes / sizeof *modes; m++) {
    mode = modes[m];
    bool pool = mode != NO_POOL && mode != ONE_THREAD;
    run_case("silu", recompose_ffi_silu, 1024, 1027, pool); /* 1027 Ki elements */
    run_case("silu", recompose_ffi_silu, 16, 1000, false); /* below 32 Ki */
  }
  while (atomic_load(&late_pending) > 0) nanosleep(&(struct timespec){0, 1000 * 1000}, NULL);
}

/* A call below the split threshold runs on the calling thread without asking XLA for its
 * thread count; one above it asks. */
static void test_small_asks_not(void **state)
{
  (void)state;
  mode = INLINE;
  atomic_store(&asked, 0);
  run_case("silu", recompose_ffi_silu, 16, 1000, false); /* below 32 Ki */
  run_case("softmax", recompose_ffi_softmax, 4, 1000, false);
  assert_int_equal(atomic_load(&asked), 0);
  run_case("silu", recompose_ffi_silu, 1024, 1027, true);
  assert_int_equal(atomic_load(&asked), 1);
}

/* A row op by whole rows, every pool mode. */
static void test_rows(void **state)
{
  (void)state;
  for (size_t m = 0; m < sizeof modes / sizeof *modes; m++) {
    mode = modes[m];
    run_case("softmax", recompose_ffi_softmax, 1100, 1001, mode != NO_POOL && mode != ONE_THREAD);
  }
  while (atomic_load(&late_pending) > 0) nanosleep(&(struct timespec){0, 1000 * 1000}, NULL);
}

/* recompose_ffi_set_min_elems moves the threshold: SIZE_MAX never splits, a small one splits small calls. */
static void test_threshold(void **state)
{
  (void)state;
  mode = INLINE;
  recompose_ffi_set_min_elems(SIZE_MAX);
  run_case("silu", recompose_ffi_silu, 1024, 1027, false);
  recompose_ffi_set_min_elems(1000);
  run_case("silu", recompose_ffi_silu, 4, 1000, true);
  recompose_ffi_set_min_elems(0);
  run_case("silu", recompose_ffi_silu, 4, 1000, false);
}

/* Rows over blocks of axes through the attributes XLA passes (cols, mid, cols2, mid2, cols3 as
 * i64 scalars): softmax over {1, 3} of [2, 6, 5, 8] (or {0, 2, 4} of [2, 3, 2, 4, 3]) equals one
 * kernel call with that config, split or not; blocks that do not divide cols are an FFI error
 * and leave the result untouched. */
static XLA_FFI_Error *call_blocks(float *x, float *out, int64_t *dims, int64_t rank, const char *const *keys,
                                  int64_t *v, int64_t nattrs)
{
  static XLA_FFI_Api api;
  memset(&api, 0, sizeof api);
  api.struct_size = XLA_FFI_Api_STRUCT_SIZE;
  api.XLA_FFI_Error_Create = error_create;
  api.XLA_FFI_Error_Destroy = error_destroy;
  api.XLA_FFI_ThreadPool_Schedule = schedule;
  api.XLA_FFI_ThreadPool_NumThreads = num_threads;
  struct XLA_FFI_ExecutionContext ectx = {0};
  XLA_FFI_Buffer bx = {XLA_FFI_Buffer_STRUCT_SIZE, NULL, XLA_FFI_DataType_F32, x, rank, dims};
  XLA_FFI_Buffer bo = {XLA_FFI_Buffer_STRUCT_SIZE, NULL, XLA_FFI_DataType_F32, out, rank, dims};
  XLA_FFI_ArgType at = XLA_FFI_ArgType_BUFFER;
  XLA_FFI_RetType rt = XLA_FFI_RetType_BUFFER;
  void *args[1] = {&bx}, *rets[1] = {&bo};
  XLA_FFI_ByteSpan names[5], *np[5];
  XLA_FFI_Scalar vals[5];
  void *vp[5];
  XLA_FFI_AttrType types[5];
  for (int64_t i = 0; i < nattrs; i++) {
    names[i] = (XLA_FFI_ByteSpan){keys[i], strlen(keys[i])};
    np[i] = &names[i];
    vals[i] = (XLA_FFI_Scalar){XLA_FFI_DataType_S64, &v[i]};
    vp[i] = &vals[i];
    types[i] = XLA_FFI_AttrType_SCALAR;
  }
  XLA_FFI_CallFrame call = {
    .struct_size = XLA_FFI_CallFrame_STRUCT_SIZE,
    .api = &api,
    .ctx = &ectx,
    .stage = XLA_FFI_ExecutionStage_EXECUTE,
    .args = {XLA_FFI_Args_STRUCT_SIZE, NULL, 1, &at, args},
    .rets = {XLA_FFI_Rets_STRUCT_SIZE, NULL, 1, &rt, rets},
    .attrs = {XLA_FFI_Attrs_STRUCT_SIZE, NULL, nattrs, types, np, vp},
  };
  atomic_store(&call_returned, 0);
  XLA_FFI_Error *e = recompose_ffi_softmax(&call);
  atomic_store(&call_returned, 1);
  return e;
}

static XLA_FFI_Error *call_two_blocks(float *x, float *out, int64_t cols2)
{
  static const char *const keys[3] = {"cols", "mid", "cols2"};
  int64_t dims[4] = {2, 6, 5, 8}, v[3] = {48, 5, cols2};
  return call_blocks(x, out, dims, 4, keys, v, 3);
}

static void test_two_blocks(void **state)
{
  (void)state;
  enum { N = 2 * 6 * 5 * 8 };
  float x[N], out[N], want[N];
  for (size_t i = 0; i < N; i++) x[i] = (float)((i * 37) % 23) / 4.0f - 3.0f;
  RcKernelConfig cfg = {.dtype = RC_ELEM_F32, .n = N, .cols = 48, .mid = 5, .cols2 = 8};
  const void *in[1] = {x};
  assert_int_equal(rc_kernel_run(NULL, rc_kernel_lookup("softmax", RC_ELEM_F32), -1, want, in, &cfg), RC_OK);
  for (int split = 0; split < 2; split++) {
    mode = INLINE;
    recompose_ffi_set_min_elems(split ? 8 : SIZE_MAX); /* split: one outer index (48 x 5 elements) per chunk */
    unsigned long long before = recompose_ffi_split_calls("softmax");
    memset(out, 0, sizeof out);
    assert_null(call_two_blocks(x, out, 8));
    assert_int_equal(recompose_ffi_split_calls("softmax"), before + (unsigned long long)split);
    assert_memory_equal(want, out, sizeof out);
  }
  recompose_ffi_set_min_elems(0);
  memset(out, 0, sizeof out);
  XLA_FFI_Error *e = call_two_blocks(x, out, 7);
  assert_non_null(e);
  assert_int_equal(e->code, XLA_FFI_Error_Code_INVALID_ARGUMENT);
  free(e);
  for (size_t i = 0; i < N; i++) assert_true(out[i] == 0.0f);
}

static void test_three_blocks(void **state)
{
  (void)state;
  enum { N = 2 * 3 * 2 * 4 * 3 };
  static const char *const keys[5] = {"cols", "mid", "cols2", "mid2", "cols3"};
  float x[N], out[N], want[N];
  for (size_t i = 0; i < N; i++) x[i] = (float)((i * 37) % 23) / 4.0f - 3.0f;
  RcKernelConfig cfg = {.dtype = RC_ELEM_F32, .n = N, .cols = 12, .mid = 3, .cols2 = 2, .mid2 = 4, .cols3 = 3};
  const void *in[1] = {x};
  assert_int_equal(rc_kernel_run(NULL, rc_kernel_lookup("softmax", RC_ELEM_F32), -1, want, in, &cfg), RC_OK);
  int64_t dims[5] = {2, 3, 2, 4, 3}, v[5] = {12, 3, 2, 4, 3};
  for (int split = 0; split < 2; split++) {
    mode = INLINE;
    recompose_ffi_set_min_elems(split ? 8 : SIZE_MAX);
    memset(out, 0, sizeof out);
    assert_null(call_blocks(x, out, dims, 5, keys, v, 5));
    assert_memory_equal(want, out, sizeof out);
  }
  recompose_ffi_set_min_elems(0);
  memset(out, 0, sizeof out);
  v[4] = 5; /* cols2 cols3 does not divide cols */
  XLA_FFI_Error *e = call_blocks(x, out, dims, 5, keys, v, 5);
  assert_non_null(e);
  assert_int_equal(e->code, XLA_FFI_Error_Code_INVALID_ARGUMENT);
  free(e);
  for (size_t i = 0; i < N; i++) assert_true(out[i] == 0.0f);
}

/* recompose_ffi_set_stub: a stubbed softmax copies x (or leaves the result alone) without
 * running the kernel or counting the call; other ops keep their kernels; off runs it again. */
static void test_stub(void **state)
{
  (void)state;
  enum { N = 2 * 6 * 5 * 8 };
  float x[N], out[N], want[N];
  for (size_t i = 0; i < N; i++) x[i] = (float)((i * 37) % 23) / 4.0f - 3.0f;
  RcKernelConfig cfg = {.dtype = RC_ELEM_F32, .n = N, .cols = 48, .mid = 5, .cols2 = 8};
  const void *in[1] = {x};
  assert_int_equal(rc_kernel_run(NULL, rc_kernel_lookup("softmax", RC_ELEM_F32), -1, want, in, &cfg), RC_OK);
  mode = INLINE;
  assert_false(recompose_ffi_set_stub("no_such_op", RC_FFI_STUB_COPY));
  assert_false(recompose_ffi_set_stub("softmax", 7));
  assert_true(recompose_ffi_set_stub("softmax", RC_FFI_STUB_COPY));
  unsigned long long before = recompose_ffi_calls("softmax");
  memset(out, 0, sizeof out);
  assert_null(call_two_blocks(x, out, 8));
  assert_memory_equal(x, out, sizeof out);
  assert_true(recompose_ffi_set_stub("softmax", RC_FFI_STUB_NOTHING));
  memset(out, 0, sizeof out);
  assert_null(call_two_blocks(x, out, 7)); /* not even the attributes are read */
  for (size_t i = 0; i < N; i++) assert_true(out[i] == 0.0f);
  assert_int_equal(recompose_ffi_calls("softmax"), before);
  run_case("silu", recompose_ffi_silu, 16, 1000, false); /* another op's kernel still runs */
  assert_true(recompose_ffi_set_stub(NULL, RC_FFI_STUB_OFF));
  memset(out, 0, sizeof out);
  assert_null(call_two_blocks(x, out, 8));
  assert_memory_equal(want, out, sizeof out);
  assert_int_equal(recompose_ffi_calls("softmax"), before + 1);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_elementwise),
      cmocka_unit_test(test_rows),
      cmocka_unit_test(test_small_asks_not),
      cmocka_unit_test(test_threshold),
      cmocka_unit_test(test_two_blocks),
      cmocka_unit_test(test_three_blocks),
      cmocka_unit_test(test_stub),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
