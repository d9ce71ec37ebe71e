/* XLA typed-FFI handlers (API_VERSION_TYPED_FFI) for every fused op: one
 * recompose_ffi_<op> per op, all through handle(). XLA passes the kernel's
 * parameters as typed attributes (the backend_config dictionary that
 * `recompose opt` writes): n, cols, inner, mid, cols2, mid2, cols3, mid3, cols4 and tail as integers, eps as a float,
 * scale, bias, eps_in, from_exp, sum_in, gate, residual, xmul, xdiv, mask, where, sum_out and ninf_zero as booleans
 * (sum_out: a second result buffer, x + residual), tie as an integer (0, 1 or 2), dtype and accuracy as strings. The handler checks the stage, the
 * buffers' count, dtype and size against them and answers a mismatch with an
 * FFI error; it never writes the result buffer then. A large call is cut into
 * chunks (rc_kernel_run_parallel) that run on XLA's intra-op thread pool,
 * reached through the call frame's execution context. Built only against the
 * XLA FFI C API header that jaxlib installs (meson option xla_ffi_include). */
#include <pthread.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#endif

#include "xla/ffi/api/c_api.h"

#include "recompose/kernels.h"
#include "recompose/xla_ffi.h"

#include "fused/fused.h"
#include "support/split.h"

static XLA_FFI_Error *error(const XLA_FFI_CallFrame *call, XLA_FFI_Error_Code code,
                            const char *fmt, ...) __attribute__((format(printf, 3, 4)));

#include <stdarg.h>

static XLA_FFI_Error *error(const XLA_FFI_CallFrame *call, XLA_FFI_Error_Code code,
                            const char *fmt, ...)
{
  char msg[256];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  XLA_FFI_Error_Create_Args a = {
    .struct_size = XLA_FFI_Error_Create_Args_STRUCT_SIZE,
    .extension_start = NULL,
    .message = msg,
    .errc = code,
  };
  return call->api->XLA_FFI_Error_Create(&a);
}

/* The metadata query XLA makes when a handler is registered: no buffers, an
 * extension asking for the API version the handler was built against. */
static bool answer_metadata(XLA_FFI_CallFrame *call)
{
  for (XLA_FFI_Extension_Base *e = call->extension_start; e; e = e->next) {
    if (e->type != XLA_FFI_Extension_Metadata) continue;
    XLA_FFI_Metadata *m = ((XLA_FFI_Metadata_Extension *)e)->metadata;
    m->api_version.major_version = XLA_FFI_API_MAJOR;
    m->api_version.minor_version = XLA_FFI_API_MINOR;
    m->traits = 0;
    return true;
  }
  return false;
}

static bool span_is(const XLA_FFI_ByteSpan *s, const char *lit)
{
  return s->len == strlen(lit) && memcmp(s->ptr, lit, s->len) == 0;
}

static bool scalar_int(const XLA_FFI_Scalar *s, int64_t *out)
{
  switch (s->dtype) {
  case XLA_FFI_DataType_S8: *out = *(const int8_t *)s->value; return true;
  case XLA_FFI_DataType_S16: *out = *(const int16_t *)s->value; return true;
  case XLA_FFI_DataType_S32: *out = *(const int32_t *)s->value; return true;
  case XLA_FFI_DataType_S64: *out = *(const int64_t *)s->value; return true;
  case XLA_FFI_DataType_U8: *out = *(const uint8_t *)s->value; return true;
  case XLA_FFI_DataType_U16: *out = *(const uint16_t *)s->value; return true;
  case XLA_FFI_DataType_U32: *out = *(const uint32_t *)s->value; return true;
  case XLA_FFI_DataType_PRED: *out = *(const uint8_t *)s->value != 0; return true;
  default: return false;
  }
}

static bool dtype_of(XLA_FFI_DataType t, RcElemType *out)
{
  switch (t) {
  case XLA_FFI_DataType_F32: *out = RC_ELEM_F32; return true;
  case XLA_FFI_DataType_BF16: *out = RC_ELEM_BF16; return true;
  case XLA_FFI_DataType_F16: *out = RC_ELEM_F16; return true;
  default: return false;
  }
}

static int64_t elements(const XLA_FFI_Buffer *b)
{
  int64_t n = 1;
  for (int64_t i = 0; i < b->rank; i++) n *= b->dims[i];
  return n;
}

/* The config key named by an attribute, RC_FK_COUNT for none: its first letter and length
 * before its bytes. The keys' lengths are taken once (every call decodes its attributes). */
static int key_of(const XLA_FFI_ByteSpan *name)
{
  static atomic_uchar len[RC_FK_COUNT]; /* strlen + 1 of each key's name, 0 until taken */
  if (name->len == 0 || name->len > 254) return RC_FK_COUNT;
  for (int k = 0; k < RC_FK_COUNT; k++) {
    if (name->ptr[0] != rc_fused_keys[k].name[0]) continue;
    unsigned l = atomic_load_explicit(&len[k], memory_order_relaxed);
    if (!l) atomic_store_explicit(&len[k], (unsigned char)(l = (unsigned)strlen(rc_fused_keys[k].name) + 1),
                                  memory_order_relaxed);
    if (l - 1 == name->len && memcmp(name->ptr, rc_fused_keys[k].name, name->len) == 0) return k;
  }
  return RC_FK_COUNT;
}

/* Attributes -> config, each checked by its key's type in the fused-op table's key
 * list. Unknown attributes are an error: a typo must not silently drop a flag. */
static XLA_FFI_Error *read_attrs(const char *op, XLA_FFI_CallFrame *call, RcKernelConfig *cfg,
                                 bool *has_n, const XLA_FFI_ByteSpan **dtype_name)
{
  const XLA_FFI_Attrs *at = &call->attrs;
  for (int64_t i = 0; i < at->size; i++) {
    const XLA_FFI_ByteSpan *name = at->names[i];
    XLA_FFI_AttrType type = at->types[i];
    int key = key_of(name); /* the config key of that name, from the fused-op table */
    if (key == RC_FK_COUNT)
      return error(call, XLA_FFI_Error_Code_INVALID_ARGUMENT, "recompose.%s: unknown attribute %.*s", op,
                   (int)name->len, name->ptr);
    if (rc_fused_keys[key].type == RC_FKT_DTYPE || rc_fused_keys[key].type == RC_FKT_ACCURACY) {
      if (type != XLA_FFI_AttrType_STRING)
        return error(call, XLA_FFI_Error_Code_INVALID_ARGUMENT, "recompose.%s: %s must be a string", op,
                     rc_fused_keys[key].name);
      if (rc_fused_keys[key].type == RC_FKT_DTYPE) {
        *dtype_name = at->attrs[i];
        continue;
      }
      const XLA_FFI_ByteSpan *v = at->attrs[i];
      int acc = RC_ACCURACY_COUNT;
      for (int a = 0; a < RC_ACCURACY_COUNT && acc == RC_ACCURACY_COUNT; a++)
        if (span_is(v, rc_accuracy_name((RcAccuracy)a))) acc = a;
      if (acc == RC_ACCURACY_COUNT)
        return error(call, XLA_FFI_Error_Code_INVALID_ARGUMENT, "recompose.%s: accuracy must be default or fast, not %.*s",
                     op, (int)v->len, v->ptr);
      cfg->accuracy = (RcAccuracy)acc;
      continue;
    }
    if (type != XLA_FFI_AttrType_SCALAR)
      return error(call, XLA_FFI_Error_Code_INVALID_ARGUMENT, "recompose.%s: attribute %.*s must be a scalar",
                   op, (int)name->len, name->ptr);
    const XLA_FFI_Scalar *s = at->attrs[i];
    int64_t v;
    switch (rc_fused_keys[key].type) {
    case RC_FKT_F32: {
      double e;
      if (s->dtype == XLA_FFI_DataType_F32) e = *(const float *)s->value;
      else if (s->dtype == XLA_FFI_DataType_F64) e = *(const double *)s->value;
      else return error(call, XLA_FFI_Error_Code_INVALID_ARGUMENT, "recompose.%s: %.*s must be f32 or f64", op,
                        (int)name->len, name->ptr);
      if (!(e >= 0.0) || e > 3.4e38)
        return error(call, XLA_FFI_Error_Code_INVALID_ARGUMENT, "recompose.%s: %.*s must be finite and >= 0", op,
                     (int)name->len, name->ptr);
      cfg->eps = (float)e;
      cfg->has_eps = true;
      break;
    }
    case RC_FKT_SIZE:
    case RC_FKT_LENGTH:
      if (!scalar_int(s, &v) || v < 0)
        return error(call, XLA_FFI_Error_Code_INVALID_ARGUMENT, "recompose.%s: %.*s must be an integer >= 0",
                     op, (int)name->len, name->ptr);
      if (key == RC_FK_n) {
        cfg->n = (size_t)v;
        *has_n = true;
      } else if (key == RC_FK_inner) {
        cfg->inner = (size_t)v;
      } else if (key == RC_FK_tail) {
        cfg->tail = (size_t)v;
      } else if (key == RC_FK_mask_rows) {
        cfg->mask_rows = (size_t)v;
      } else if (key == RC_FK_mask_rep) {
        cfg->mask_rep = (size_t)v;
      } else if (key == RC_FK_mask_in) {
        cfg->mask_in = (size_t)v;
      } else if (key == RC_FK_mask_gap) {
        cfg->mask_gap = (size_t)v;
      } else if (key == RC_FK_mid) {
        cfg->mid = (size_t)v;
      } else if (key == RC_FK_cols2) {
        cfg->cols2 = (size_t)v;
      } else if (key == RC_FK_mid2 || key == RC_FK_mid3) {
        *(key == RC_FK_mid2 ? &cfg->mid2 : &cfg->mid3) = (size_t)v;
      } else if (key == RC_FK_tie) {
        if (v > 2)
          return error(call, XLA_FFI_Error_Code_INVALID_ARGUMENT, "recompose.%s: %.*s must be 0, 1 or 2", op,
                       (int)name->len, name->ptr);
        cfg->tie = (unsigned)v;
      } else if (key == RC_FK_cols3 || key == RC_FK_cols4) {
        *(key == RC_FK_cols3 ? &cfg->cols3 : &cfg->cols4) = (size_t)v;
      } else {
        cfg->cols = (size_t)v;
      }
      break;
    case RC_FKT_OPERAND:
      if (!scalar_int(s, &v) || (v != 0 && v != 1))
        return error(call, XLA_FFI_Error_Code_INVALID_ARGUMENT, "recompose.%s: %.*s must be a boolean",
                     op, (int)name->len, name->ptr);
      if (key == RC_FK_scale) cfg->has_scale = v;
      else if (key == RC_FK_bias) cfg->has_bias = v;
      else if (key == RC_FK_from_exp) cfg->from_exp = v;
      else if (key == RC_FK_sum_in) cfg->has_sum_in = v;
      else if (key == RC_FK_gate) cfg->has_gate = v;
      else if (key == RC_FK_residual) cfg->has_residual = v;
      else if (key == RC_FK_acc) cfg->has_acc = v;
      else if (key == RC_FK_xmul) cfg->has_xmul = v;
      else if (key == RC_FK_xdiv) cfg->has_xdiv = v;
      else if (key == RC_FK_mask) cfg->has_mask = v;
      else if (key == RC_FK_where) cfg->has_where = v;
      else if (key == RC_FK_sum_out) cfg->has_sum_out = v;
      else if (key == RC_FK_ninf_zero) cfg->ninf_zero = v;
      else cfg->has_eps_in = v;
      break;
    case RC_FKT_DTYPE:
    case RC_FKT_ACCURACY:
      break;
    }
  }
  return NULL;
}

/* Elements of operand i >= 1 of a row op under cfg (the rows' tail, then the neighbours: the
 * scale, the mask or the where's pred mask and fill); *pred: it is the pred mask. */
static size_t row_operand(const RcKernelConfig *cfg, size_t i, bool *pred)
{
  size_t rows = cfg->n / cfg->cols, at = 1 + (cfg->tail > 0), mask = (cfg->mask_rows ? cfg->mask_rows : rows) * cfg->cols;
  if (cfg->tail > 0 && i == 1) return rows * cfg->tail;
  if (cfg->has_xmul || cfg->has_xdiv) {
    if (i == at) return 1;
    at++;
  }
  *pred = cfg->has_where && i == at;
  return i == at && (cfg->has_mask || cfg->has_where) ? mask : 1;
}

/* ---- XLA's intra-op pool as the kernel library's parallel-for hook ----
 * XLA may run a scheduled task late, on the calling thread, or not in
 * parallel at all. So the caller and every task take chunks from one atomic
 * counter; the caller, having taken the last one, waits only for chunks that
 * other threads are running; a task that finds none left returns at once. The
 * job lives on the heap with a reference per task not yet run, so a late task
 * never touches the handler's stack. A call is cut into CHUNKS_PER_THREAD
 * chunks per pool thread, so that while a pool thread wakes up the caller
 * goes on taking chunks; at the end the caller spins for up to SPIN_NS before
 * it sleeps, since another thread's last chunk ends about when its own does
 * (sleeping costs a wake-up of tens of microseconds on a busy host). */

enum { CHUNKS_PER_THREAD = 4 };
#define SPIN_NS ((int64_t)50000)

typedef struct Job {
  atomic_size_t next, done; /* chunks taken, chunks finished */
  atomic_int refs;          /* the caller and each scheduled task that has not returned */
  size_t count;
  RcChunkFn *chunk;         /* read only after taking a chunk < count: the caller is still waiting */
  void *arg;
  pthread_mutex_t mu;
  pthread_cond_t all_done;
} Job;

static void job_release(Job *j)
{
  if (atomic_fetch_sub(&j->refs, 1) != 1) return;
  pthread_cond_destroy(&j->all_done);
  pthread_mutex_destroy(&j->mu);
  free(j);
}

/* Takes and runs chunks until none is left. */
static void job_drain(Job *j)
{
  for (size_t i; (i = atomic_fetch_add(&j->next, 1)) < j->count;) {
    j->chunk(j->arg, i);
    if (atomic_fetch_add(&j->done, 1) + 1 == j->count) {
      pthread_mutex_lock(&j->mu);
      pthread_cond_signal(&j->all_done);
      pthread_mutex_unlock(&j->mu);
    }
  }
}

static void job_task(void *data)
{
  job_drain(data);
  job_release(data);
}

typedef struct Pool {
  XLA_FFI_CallFrame *call;
  size_t threads;       /* XLA's intra-op pool, the caller's thread included */
  atomic_ullong *split; /* the op's count of calls run in more than one chunk */
} Pool;

static int64_t now_ns(void)
{
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (int64_t)t.tv_sec * 1000000000 + t.tv_nsec;
}

static void cpu_relax(void)
{
#if defined(__x86_64__) || defined(__i386__)
  _mm_pause();
#endif
}

/* Returns once every chunk of j has finished: spinning for SPIN_NS at most, then asleep. */
static void job_wait(Job *j)
{
  int64_t start = now_ns();
  for (unsigned k = 1; atomic_load_explicit(&j->done, memory_order_acquire) < j->count; k++) {
    cpu_relax();
    if (k % 64 == 0 && now_ns() - start > SPIN_NS) break;
  }
  pthread_mutex_lock(&j->mu);
  while (atomic_load(&j->done) < j->count) pthread_cond_wait(&j->all_done, &j->mu);
  pthread_mutex_unlock(&j->mu);
}

static void pool_run(void *host, size_t count, RcChunkFn *chunk, void *arg)
{
  Pool *p = host;
  Job *j = malloc(sizeof *j);
  if (!j || pthread_mutex_init(&j->mu, NULL) != 0) {
    free(j);
    for (size_t i = 0; i < count; i++) chunk(arg, i); /* no job: the caller runs every chunk */
    return;
  }
  pthread_cond_init(&j->all_done, NULL);
  atomic_init(&j->next, 0);
  atomic_init(&j->done, 0);
  atomic_init(&j->refs, 1);
  j->count = count;
  j->chunk = chunk;
  j->arg = arg;
  size_t tasks = count < p->threads ? count : p->threads;
  for (size_t t = 1; t < tasks; t++) {
    atomic_fetch_add(&j->refs, 1);
    XLA_FFI_ThreadPool_Schedule_Args a = {
      .struct_size = XLA_FFI_ThreadPool_Schedule_Args_STRUCT_SIZE,
      .extension_start = NULL,
      .ctx = p->call->ctx,
      .task = job_task,
      .data = j,
    };
    XLA_FFI_Error *e = p->call->api->XLA_FFI_ThreadPool_Schedule(&a);
    if (e) { /* no pool after all: the caller does the rest */
      XLA_FFI_Error_Destroy_Args d = {
        .struct_size = XLA_FFI_Error_Destroy_Args_STRUCT_SIZE, .extension_start = NULL, .error = e};
      p->call->api->XLA_FFI_Error_Destroy(&d);
      atomic_fetch_sub(&j->refs, 1);
      break;
    }
  }
  job_drain(j);
  job_wait(j);
  atomic_fetch_add_explicit(p->split, 1, memory_order_relaxed);
  job_release(j);
}

/* The size below which calls stay on one thread; 0: the library's default. */
static atomic_size_t min_elems;

void recompose_ffi_set_min_elems(size_t n) { atomic_store(&min_elems, n); }

/* XLA's pool as a hook for a call over n elements, or a one-thread hook where the API or the
 * frame has none, or where n is below the split threshold: the kernel library splits no call
 * of fewer elements (its chunks cover at most n), so XLA is not asked its thread count for one. */
static RcParallelFor pool_hook(XLA_FFI_CallFrame *call, Pool *p, size_t n)
{
  RcParallelFor h = {.run = NULL, .threads = 1};
  size_t least = atomic_load(&min_elems);
  if (!least) least = RC_SPLIT_MIN_ELEMS_XLA;
  if (n < least) return h;
  const XLA_FFI_Api *api = call->api;
  size_t need = offsetof(XLA_FFI_Api, XLA_FFI_ThreadPool_NumThreads) + sizeof api->XLA_FFI_ThreadPool_NumThreads;
  if (!api || api->struct_size < need || !api->XLA_FFI_ThreadPool_Schedule || !api->XLA_FFI_ThreadPool_NumThreads ||
      !call->ctx)
    return h;
  int64_t threads = 0;
  XLA_FFI_ThreadPool_NumThreads_Args a = {
    .struct_size = XLA_FFI_ThreadPool_NumThreads_Args_STRUCT_SIZE,
    .extension_start = NULL,
    .ctx = call->ctx,
    .num_threads = &threads,
  };
  XLA_FFI_Error *e = api->XLA_FFI_ThreadPool_NumThreads(&a);
  if (e) {
    XLA_FFI_Error_Destroy_Args d = {.struct_size = XLA_FFI_Error_Destroy_Args_STRUCT_SIZE, .extension_start = NULL, .error = e};
    api->XLA_FFI_Error_Destroy(&d);
    return h;
  }
  if (threads <= 1) return h;
  p->call = call;
  p->threads = (size_t)threads;
  return (RcParallelFor){.run = pool_run, .host = p, .threads = (size_t)threads * CHUNKS_PER_THREAD, .min_elems = least};
}

/* The op's kernel for dtype, looked up by name once per handler and dtype (the registry is static). */
static const RcKernel *kernel_of(const char *op, RcElemType dt, _Atomic(const RcKernel *) cache[3])
{
  int slot = dt == RC_ELEM_F32 ? 0 : dt == RC_ELEM_BF16 ? 1 : 2;
  const RcKernel *k = atomic_load_explicit(&cache[slot], memory_order_acquire);
  if (!k) {
    k = rc_kernel_lookup(op, dt);
    atomic_store_explicit(&cache[slot], k, memory_order_release);
  }
  return k;
}

/* ---- Stand-ins (recompose_ffi_set_stub): what a model would take if a call cost nothing ----
 * The same compiled program, the same buffers, layouts and cut fusions; only the handler's
 * work differs. RC_FFI_STUB_COPY writes operand 0's bytes into each result of its size (the
 * least any kernel must do: read x, write y) and zeroes a result of another size (a d scale's
 * row); RC_FFI_STUB_NOTHING returns at once (the custom call's own cost). Stubbed calls are
 * not counted. */

static size_t dtype_bytes(XLA_FFI_DataType t)
{
  switch (t) {
  case XLA_FFI_DataType_F64: case XLA_FFI_DataType_S64: case XLA_FFI_DataType_U64: return 8;
  case XLA_FFI_DataType_F32: case XLA_FFI_DataType_S32: case XLA_FFI_DataType_U32: return 4;
  case XLA_FFI_DataType_F16: case XLA_FFI_DataType_BF16: case XLA_FFI_DataType_S16: case XLA_FFI_DataType_U16:
    return 2;
  default: return 1;
  }
}

static void stand_in(const XLA_FFI_CallFrame *call, int how)
{
  if (how != RC_FFI_STUB_COPY) return;
  const XLA_FFI_Buffer *x = call->args.size > 0 && call->args.types[0] == XLA_FFI_ArgType_BUFFER
                                ? call->args.args[0] : NULL;
  size_t nx = x ? (size_t)elements(x) * dtype_bytes(x->dtype) : 0;
  for (int64_t i = 0; i < call->rets.size; i++) {
    if (call->rets.types[i] != XLA_FFI_RetType_BUFFER) continue;
    const XLA_FFI_Buffer *r = call->rets.rets[i];
    size_t nr = (size_t)elements(r) * dtype_bytes(r->dtype);
    if (x && nr == nx && r->dtype == x->dtype) memcpy(r->data, x->data, nr);
    else memset(r->data, 0, nr);
  }
}

static XLA_FFI_Error *handle(const char *op, atomic_ullong *calls, atomic_ullong *split,
                             _Atomic(const RcKernel *) kernels[3], atomic_int *stub, XLA_FFI_CallFrame *call)
{
  if (answer_metadata(call)) return NULL;
  if (call->stage != XLA_FFI_ExecutionStage_EXECUTE)
    return error(call, XLA_FFI_Error_Code_INVALID_ARGUMENT, "recompose.%s: only the execute stage is handled", op);
  int how = atomic_load_explicit(stub, memory_order_relaxed);
  if (how != RC_FFI_STUB_OFF) {
    stand_in(call, how);
    return NULL;
  }
  if (call->rets.size < 1 || call->rets.size > 2)
    return error(call, XLA_FFI_Error_Code_INVALID_ARGUMENT, "recompose.%s: wants one or two result buffers, got %lld",
                 op, (long long)call->rets.size);
  for (int64_t i = 0; i < call->rets.size; i++)
    if (call->rets.types[i] != XLA_FFI_RetType_BUFFER)
      return error(call, XLA_FFI_Error_Code_INVALID_ARGUMENT, "recompose.%s: result %lld is not a buffer", op,
                   (long long)i);
  if (call->args.size < 1)
    return error(call, XLA_FFI_Error_Code_INVALID_ARGUMENT, "recompose.%s: wants an operand", op);

  RcKernelConfig cfg = {0};
  bool has_n = false;
  const XLA_FFI_ByteSpan *dtype_name = NULL;
  XLA_FFI_Error *err = read_attrs(op, call, &cfg, &has_n, &dtype_name);
  if (err) return err;

  const XLA_FFI_Buffer *x = call->args.args[0], *out = call->rets.rets[0];
  if (!dtype_of(x->dtype, &cfg.dtype))
    return error(call, XLA_FFI_Error_Code_INVALID_ARGUMENT, "recompose.%s: operand dtype %d is not f32, bf16 or f16",
                 op, (int)x->dtype);
  if (dtype_name && !span_is(dtype_name, rc_elem_type_name(cfg.dtype)))
    return error(call, XLA_FFI_Error_Code_INVALID_ARGUMENT, "recompose.%s: dtype=%.*s but the operand is %s", op,
                 (int)dtype_name->len, dtype_name->ptr, rc_elem_type_name(cfg.dtype));
  int64_t nx = elements(x);
  if (!has_n) cfg.n = (size_t)nx;
  const RcKernel *k = kernel_of(op, cfg.dtype, kernels);
  if (!k) return error(call, XLA_FFI_Error_Code_NOT_FOUND, "recompose.%s: no kernel", op);
  RcKernelKind kind = rc_kernel_kind(k);
  /* a d scale's result: the scale's shape, cols elements (x's last axis unless cols says), per
   * group of x's outer rows: G groups, G = its elements / cols */
  int64_t nout = kind != RC_KIND_NORM_SCALE_GRAD ? nx : cfg.cols ? (int64_t)cfg.cols : x->rank > 0 ? x->dims[x->rank - 1] : 1;
  int64_t eo = elements(out);
  if (kind == RC_KIND_NORM_SCALE_GRAD && nx > 0 && nout > 0 && eo > 0) {
    size_t groups = rc_kernel_scale_groups((size_t)nx, (size_t)nout, cfg.inner, (size_t)eo);
    if (groups > 1) nout = eo; /* G sums of cols elements */
  }
  if ((int64_t)cfg.n != nx || eo != nout || out->dtype != x->dtype)
    return error(call, XLA_FFI_Error_Code_INVALID_ARGUMENT,
                 "recompose.%s: n=%zu but the operand has %lld and the result %lld elements", op, cfg.n,
                 (long long)nx, (long long)elements(out));
  if (kind == RC_KIND_ELEMENTWISE && cfg.has_bias && cfg.cols == 0 && x->rank > 0) cfg.cols = (size_t)x->dims[x->rank - 1];
  if (kind != RC_KIND_ELEMENTWISE && kind != RC_KIND_GRAD) {
    if (cfg.cols == 0 && x->rank > 0) cfg.cols = (size_t)x->dims[x->rank - 1];
    if (cfg.cols == 0 || cfg.n % cfg.cols)
      return error(call, XLA_FFI_Error_Code_INVALID_ARGUMENT, "recompose.%s: cols=%zu does not divide n=%zu", op,
                   cfg.cols, cfg.n);
  }
  /* sum_out: a second result, x + residual, of x's type (HLO's tuple result, flattened) */
  const XLA_FFI_Buffer *sum = call->rets.size == 2 ? call->rets.rets[1] : NULL;
  if ((size_t)call->rets.size != rc_kernel_num_outputs(k, &cfg) ||
      (sum && (elements(sum) != nx || sum->dtype != x->dtype)))
    return error(call, XLA_FFI_Error_Code_INVALID_ARGUMENT,
                 "recompose.%s: sum_out=%d wants %zu result buffers of the operand's type, got %lld", op,
                 (int)cfg.has_sum_out, rc_kernel_num_outputs(k, &cfg), (long long)call->rets.size);
  size_t want = rc_kernel_num_inputs(k, &cfg);
  if ((size_t)call->args.size != want)
    return error(call, XLA_FFI_Error_Code_INVALID_ARGUMENT, "recompose.%s: wants %zu operands, got %lld", op, want,
                 (long long)call->args.size);
  const void *in[5] = {x->data, NULL, NULL, NULL, NULL};
  for (size_t i = 1; i < want; i++) {
    const XLA_FFI_Buffer *b = call->args.args[i];
    /* the rows' tail of a row op, dy of a GRAD, ROW_GRAD, NORM_GRAD or NORM_SCALE_GRAD op (and a ROW_GRAD op's row sums, a
     * NORM_GRAD op's acc), an elementwise op's bias or gate, a norm's scale, bias, eps operand or residual */
    size_t eps_at = kind == RC_KIND_NORM_GRAD         ? 2 + cfg.has_scale + cfg.has_acc
                    : kind == RC_KIND_NORM_SCALE_GRAD ? 2
                                                      : 1 + cfg.has_scale + cfg.has_bias;
    bool ng_full = (kind == RC_KIND_NORM_GRAD || kind == RC_KIND_NORM_SCALE_GRAD) &&
                   (i == 1 || (cfg.has_acc && i == 2 + (size_t)cfg.has_scale));
    bool pred = false;
    size_t len = kind == RC_KIND_ROW                                  ? row_operand(&cfg, i, &pred)
                 : kind == RC_KIND_ROW_GRAD && i == 2                 ? cfg.n / cfg.cols
                 : kind == RC_KIND_GRAD || kind == RC_KIND_ROW_GRAD   ? cfg.n
                 : kind == RC_KIND_ELEMENTWISE                        ? (cfg.has_bias && i == 1 ? cfg.cols : cfg.n)
                 : ng_full || (cfg.has_residual && i == want - 1)     ? cfg.n
                 : cfg.has_eps_in && i == eps_at                      ? 1
                                                                      : cfg.cols;
    if (call->args.types[i] != XLA_FFI_ArgType_BUFFER || b->dtype != (pred ? XLA_FFI_DataType_PRED : x->dtype) ||
        elements(b) != (int64_t)len)
      return error(call, XLA_FFI_Error_Code_INVALID_ARGUMENT,
                   "recompose.%s: operand %zu must be a %s buffer of %zu elements", op, i,
                   pred ? "pred" : rc_elem_type_name(cfg.dtype), len);
    in[i] = b->data;
  }
  Pool pool = {.split = split};
  RcParallelFor hook = pool_hook(call, &pool, cfg.n);
  void *outs[2] = {out->data, sum ? sum->data : NULL};
  /* a d scale per group of outer rows: the kernel library calls the kernel once per group */
  RcStatus st = rc_kernel_run_result(NULL, k, -1, outs, (size_t)eo, in, &cfg, &hook);
  if (st != RC_OK) {
    /* The failure path only: the same call again on a context, for the reason (a failing kernel call
     * writes nothing; with groups, those before the failing one are written, all with one config). */
    RcCtx *ctx = rc_ctx_new();
    if (ctx) rc_kernel_run_result(ctx, k, -1, outs, (size_t)eo, in, &cfg, NULL);
    XLA_FFI_Error *e = error(call, XLA_FFI_Error_Code_INVALID_ARGUMENT, "recompose.%s: %s", op,
                             ctx && rc_ctx_diagnostic_count(ctx) ? rc_ctx_diagnostic(ctx, 0)->message : "out of memory");
    rc_ctx_free(ctx);
    return e;
  }
  atomic_fetch_add_explicit(calls, 1, memory_order_relaxed);
  return NULL;
}

/* One handler per row of the fused-op table. */
#define RC_FUSED(op, kind, isas, same_as, ref, keys)              \
  static atomic_ullong calls_##op, split_##op;                    \
  static _Atomic(const RcKernel *) kernels_##op[3];               \
  static atomic_int stub_##op;                                    \
  XLA_FFI_Error *recompose_ffi_##op(XLA_FFI_CallFrame *call)      \
  { return handle(#op, &calls_##op, &split_##op, kernels_##op, &stub_##op, call); }
#include "recompose/fused.def"
#undef RC_FUSED

static const struct {
  const char *op;
  atomic_ullong *calls, *split;
  atomic_int *stub;
  RcFfiHandler *fn;
} handlers[] = {
#define RC_FUSED(op, kind, isas, same_as, ref, keys) {#op, &calls_##op, &split_##op, &stub_##op, recompose_ffi_##op},
#include "recompose/fused.def"
#undef RC_FUSED
};

size_t recompose_ffi_count(void) { return sizeof handlers / sizeof handlers[0]; }

const char *recompose_ffi_op(size_t i) { return i < recompose_ffi_count() ? handlers[i].op : NULL; }

RcFfiHandler *recompose_ffi_handler(size_t i) { return i < recompose_ffi_count() ? handlers[i].fn : NULL; }

unsigned long long recompose_ffi_calls(const char *op)
{
  for (size_t i = 0; i < recompose_ffi_count(); i++)
    if (op && strcmp(op, handlers[i].op) == 0) return atomic_load(handlers[i].calls);
  return 0;
}

unsigned long long recompose_ffi_split_calls(const char *op)
{
  for (size_t i = 0; i < recompose_ffi_count(); i++)
    if (op && strcmp(op, handlers[i].op) == 0) return atomic_load(handlers[i].split);
  return 0;
}

void recompose_ffi_reset_calls(void)
{
  for (size_t i = 0; i < recompose_ffi_count(); i++) {
    atomic_store(handlers[i].calls, 0);
    atomic_store(handlers[i].split, 0);
  }
}

bool recompose_ffi_set_stub(const char *op, int how)
{
  if (how != RC_FFI_STUB_OFF && how != RC_FFI_STUB_COPY && how != RC_FFI_STUB_NOTHING) return false;
  bool found = false;
  for (size_t i = 0; i < recompose_ffi_count(); i++)
    if (!op || strcmp(op, handlers[i].op) == 0) {
      atomic_store(handlers[i].stub, how);
      found = true;
    }
  return found;
}
