/* Executor tensors and scalar conversions; see tensor.h. */
#include "exec/tensor.h"

#include <glib.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The API's RcElemType (include/recompose/recompose.h) mirrors ir/dtypes.def: each
 * storable element type (not complex, not opaque) under the same name and number, so
 * that the two convert by a cast. A type added to dtypes.def without its RC_ELEM_
 * twin does not compile here. */
#define ELEM_SAME(id) \
  _Static_assert((int)RC_ELEM_##id == (int)RC_DT_##id, "RcElemType: RC_ELEM_" #id " differs from ir/dtypes.def");
#define ELEM_RC_DC_PRED(id) ELEM_SAME(id)
#define ELEM_RC_DC_SINT(id) ELEM_SAME(id)
#define ELEM_RC_DC_UINT(id) ELEM_SAME(id)
#define ELEM_RC_DC_FLOAT(id) ELEM_SAME(id)
#define ELEM_RC_DC_COMPLEX(id)
#define ELEM_RC_DC_OTHER(id)
#define RC_DT(id, hlo, mlir, bits, cls) ELEM_##cls(id)
#include "ir/dtypes.def"
#undef RC_DT
_Static_assert((int)RC_ELEM_F64 == (int)RC_DT_F64 && RC_DT_F64 + 1 == RC_DT_C64,
               "RcElemType: RC_ELEM_F64 is the last storable type (rc_dtype_size, rc_elem_type_name)");

size_t rc_dtype_size(RcDType dt) {
  if (dt > RC_DT_F64) return 0; /* complex, token, opaque */
  return (size_t)rc_dtype_info[dt].bits / 8;
}

/* ---- buffer cache (opt-in, process-wide) ----
 * An interpreter that allocates a fresh buffer per op pays page faults for
 * every big buffer (glibc maps them and unmaps them on free). Hosts that run
 * the same graph repeatedly (recompose bench) may keep freed big buffers for
 * reuse by a later tensor of the same size. */

#define CACHE_SLOTS 16
#define CACHE_MIN ((size_t)1 << 20)

static GMutex cache_lock;
static size_t cache_cap, cache_bytes;
static struct {
  void *p;
  size_t bytes;
} cache[CACHE_SLOTS];
static int ncache;

/* Small buffers (a rewrite check's probe-sized tensors, 4 KiB to 1 MiB) are kept per thread
 * for the next tensor of the same size: a check allocates a few dozen of them, and glibc
 * serves those sizes by splitting and consolidating its heap each time. At most SMALL_SLOTS
 * buffers and SMALL_BYTES bytes per thread; freed when the thread ends. */
#define SMALL_MIN ((size_t)4 << 10)
#define SMALL_SLOTS 24
#define SMALL_BYTES ((size_t)2 << 20)

typedef struct {
  int n;
  size_t total;
  void *p[SMALL_SLOTS];
  size_t bytes[SMALL_SLOTS];
} SmallCache;

static __thread SmallCache small;

static void small_release(void *data) {
  SmallCache *c = data;
  while (c->n) free(c->p[--c->n]);
  c->total = 0;
}

static GPrivate small_owner = G_PRIVATE_INIT(small_release);

static void *buf_get(size_t bytes) {
  if (bytes >= SMALL_MIN && bytes < CACHE_MIN) {
    SmallCache *c = &small;
    for (int i = c->n - 1; i >= 0; i--) {
      if (c->bytes[i] == bytes) {
        void *p = c->p[i];
        c->total -= bytes;
        c->n--;
        c->p[i] = c->p[c->n];
        c->bytes[i] = c->bytes[c->n];
        return p;
      }
    }
  }
  if (bytes >= CACHE_MIN) {
    void *p = NULL;
    g_mutex_lock(&cache_lock);
    for (int i = 0; i < ncache; i++) {
      if (cache[i].bytes == bytes) {
        p = cache[i].p;
        cache_bytes -= bytes;
        cache[i] = cache[--ncache];
        break;
      }
    }
    g_mutex_unlock(&cache_lock);
    if (p) return p;
  }
  return aligned_alloc(64, bytes);
}

static void buf_put(void *p, size_t bytes) {
  if (bytes >= SMALL_MIN && bytes < CACHE_MIN) {
    SmallCache *c = &small;
    if (c->n < SMALL_SLOTS && c->total + bytes <= SMALL_BYTES) {
      if (!g_private_get(&small_owner)) g_private_set(&small_owner, c); /* frees them at thread exit */
      c->p[c->n] = p;
      c->bytes[c->n++] = bytes;
      c->total += bytes;
      return;
    }
  }
  if (bytes >= CACHE_MIN) {
    g_mutex_lock(&cache_lock);
    bool kept = false;
    if (cache_cap && ncache < CACHE_SLOTS && cache_bytes + bytes <= cache_cap) {
      cache[ncache].p = p;
      cache[ncache++].bytes = bytes;
      cache_bytes += bytes;
      kept = true;
    }
    g_mutex_unlock(&cache_lock);
    if (kept) return;
  }
  free(p);
}

void rc_exec_set_buffer_cache(size_t max_bytes) {
  g_mutex_lock(&cache_lock);
  cache_cap = max_bytes;
  while (ncache && cache_bytes > cache_cap) {
    ncache--;
    cache_bytes -= cache[ncache].bytes;
    free(cache[ncache].p);
  }
  g_mutex_unlock(&cache_lock);
}

static RcTensor *tensor_header(void) {
  RcTensor *t = calloc(1, sizeof *t);
  if (t) t->refs = 1;
  return t;
}

RcTensor *rc_tensor_alloc(RcDType dt, int32_t rank, const int64_t *dims) {
  size_t es = rc_dtype_size(dt);
  if (!es || rank < 0 || rank > RC_TENSOR_MAX_RANK) return NULL;
  int64_t n = 1;
  for (int32_t i = 0; i < rank; i++) {
    if (dims[i] < 0) return NULL;
    if (dims[i] && n > ((int64_t)1 << 40) / dims[i]) return NULL;
    n *= dims[i];
  }
  RcTensor *t = tensor_header();
  if (!t) return NULL;
  t->dtype = dt;
  t->rank = rank;
  if (rank) memcpy(t->dims, dims, sizeof(int64_t) * (size_t)rank);
  t->numel = n;
  size_t bytes = (size_t)n * es;
  bytes = (bytes + 63) & ~(size_t)63;
  if (!bytes) bytes = 64;
  t->bytes = bytes;
  t->data = buf_get(bytes);
  if (!t->data) {
    free(t);
    return NULL;
  }
  return t;
}

RcTensor *rc_tensor_tuple(RcTensor *const *elems, uint32_t n) {
  RcTensor *t = tensor_header();
  if (!t) return NULL;
  t->tuple = true;
  t->dtype = RC_DT_OPAQUE;
  t->nelems = n;
  t->elems = calloc(n ? n : 1, sizeof *t->elems);
  if (!t->elems) {
    free(t);
    return NULL;
  }
  for (uint32_t i = 0; i < n; i++) t->elems[i] = rc_tensor_ref(elems[i]);
  return t;
}

RcTensor *rc_tensor_ref(RcTensor *t) {
  if (t) t->refs++;
  return t;
}

/* Storage shared by reshapes: the owner is kept alive through elems[0]. */
RcTensor *rc_tensor_reshaped(RcTensor *t, int32_t rank, const int64_t *dims) {
  if (t->tuple || rank > RC_TENSOR_MAX_RANK) return NULL;
  int64_t n = 1;
  for (int32_t i = 0; i < rank; i++) n *= dims[i];
  if (n != t->numel) return NULL;
  RcTensor *r = tensor_header();
  if (!r) return NULL;
  *r = *t;
  r->refs = 1;
  r->rank = rank;
  if (rank) memcpy(r->dims, dims, sizeof(int64_t) * (size_t)rank);
  r->elems = malloc(sizeof *r->elems);
  if (!r->elems) {
    free(r);
    return NULL;
  }
  r->nelems = 0; /* a view: elems[0] is the owner, not a tuple element */
  r->elems[0] = rc_tensor_ref(t);
  return r;
}

RcTensor *rc_tensor_clone(const RcTensor *t) {
  if (t->tuple) return rc_tensor_tuple(t->elems, t->nelems);
  RcTensor *c = rc_tensor_alloc(t->dtype, t->rank, t->dims);
  if (c) memcpy(c->data, t->data, (size_t)t->numel * rc_dtype_size(t->dtype));
  return c;
}

void rc_tensor_free(RcTensor *t) {
  if (!t || --t->refs > 0) return;
  if (t->tuple) {
    for (uint32_t i = 0; i < t->nelems; i++) rc_tensor_free(t->elems[i]);
  } else if (t->elems) {
    rc_tensor_free(t->elems[0]); /* view */
  } else {
    buf_put(t->data, t->bytes);
  }
  free(t->elems);
  free(t);
}

void rc_tensors_free(RcTensor **ts, size_t n) {
  if (!ts) return;
  for (size_t i = 0; i < n; i++) rc_tensor_free(ts[i]);
  free(ts);
}

/* ---- element access ---- */

double rc_tensor_get_f64(const RcTensor *t, int64_t i) {
  const void *d = t->data;
  switch (t->dtype) {
  case RC_DT_PRED: return ((const uint8_t *)d)[i] ? 1.0 : 0.0;
  case RC_DT_S8: return ((const int8_t *)d)[i];
  case RC_DT_S16: return ((const int16_t *)d)[i];
  case RC_DT_S32: return ((const int32_t *)d)[i];
  case RC_DT_S64: return (double)((const int64_t *)d)[i];
  case RC_DT_U8: return ((const uint8_t *)d)[i];
  case RC_DT_U16: return ((const uint16_t *)d)[i];
  case RC_DT_U32: return ((const uint32_t *)d)[i];
  case RC_DT_U64: return (double)((const uint64_t *)d)[i];
  case RC_DT_F16: return rc_num_f16_to_f32(((const uint16_t *)d)[i]);
  case RC_DT_BF16: return rc_num_bf16_to_f32(((const uint16_t *)d)[i]);
  case RC_DT_F32: return ((const float *)d)[i];
  case RC_DT_F64: return ((const double *)d)[i];
  default: return NAN;
  }
}

int64_t rc_tensor_get_i64(const RcTensor *t, int64_t i) {
  const void *d = t->data;
  switch (t->dtype) {
  case RC_DT_PRED: return ((const uint8_t *)d)[i] != 0;
  case RC_DT_S8: return ((const int8_t *)d)[i];
  case RC_DT_S16: return ((const int16_t *)d)[i];
  case RC_DT_S32: return ((const int32_t *)d)[i];
  case RC_DT_S64: return ((const int64_t *)d)[i];
  case RC_DT_U8: return ((const uint8_t *)d)[i];
  case RC_DT_U16: return ((const uint16_t *)d)[i];
  case RC_DT_U32: return ((const uint32_t *)d)[i];
  case RC_DT_U64: return (int64_t)((const uint64_t *)d)[i];
  default: {
    double v = rc_tensor_get_f64(t, i);
    if (isnan(v)) return 0;
    if (v >= 9.2233720368547758e18) return INT64_MAX;
    if (v <= -9.2233720368547758e18) return INT64_MIN;
    return (int64_t)v;
  }
  }
}

/* Float to integer as XLA's CPU backend converts: truncate toward zero, NaN -> 0,
 * out-of-range values saturate. */
static int64_t sat_signed(double v, int bits) {
  if (isnan(v)) return 0;
  double hi = ldexp(1.0, bits - 1);
  if (v >= hi) return (int64_t)(((uint64_t)1 << (bits - 1)) - 1);
  if (v <= -hi) return bits == 64 ? INT64_MIN : -((int64_t)1 << (bits - 1));
  return (int64_t)trunc(v);
}

static uint64_t sat_unsigned(double v, int bits) {
  if (isnan(v) || v <= 0) return 0;
  double hi = ldexp(1.0, bits);
  if (v >= hi) return bits == 64 ? UINT64_MAX : (((uint64_t)1 << bits) - 1);
  return (uint64_t)trunc(v);
}

void rc_tensor_set_f64(RcTensor *t, int64_t i, double v) {
  void *d = t->data;
  switch (t->dtype) {
  case RC_DT_PRED: ((uint8_t *)d)[i] = v != 0; break;
  case RC_DT_S8: ((int8_t *)d)[i] = (int8_t)sat_signed(v, 8); break;
  case RC_DT_S16: ((int16_t *)d)[i] = (int16_t)sat_signed(v, 16); break;
  case RC_DT_S32: ((int32_t *)d)[i] = (int32_t)sat_signed(v, 32); break;
  case RC_DT_S64: ((int64_t *)d)[i] = sat_signed(v, 64); break;
  case RC_DT_U8: ((uint8_t *)d)[i] = (uint8_t)sat_unsigned(v, 8); break;
  case RC_DT_U16: ((uint16_t *)d)[i] = (uint16_t)sat_unsigned(v, 16); break;
  case RC_DT_U32: ((uint32_t *)d)[i] = (uint32_t)sat_unsigned(v, 32); break;
  case RC_DT_U64: ((uint64_t *)d)[i] = sat_unsigned(v, 64); break;
  case RC_DT_F16: ((uint16_t *)d)[i] = rc_num_f64_to_f16(v); break;
  case RC_DT_BF16: ((uint16_t *)d)[i] = rc_num_f64_to_bf16(v); break;
  case RC_DT_F32: ((float *)d)[i] = (float)v; break;
  case RC_DT_F64: ((double *)d)[i] = v; break;
  default: break;
  }
}

void rc_tensor_set_i64(RcTensor *t, int64_t i, int64_t v) {
  void *d = t->data;
  switch (t->dtype) {
  case RC_DT_PRED: ((uint8_t *)d)[i] = v != 0; break;
  case RC_DT_S8: ((int8_t *)d)[i] = (int8_t)v; break;
  case RC_DT_S16: ((int16_t *)d)[i] = (int16_t)v; break;
  case RC_DT_S32: ((int32_t *)d)[i] = (int32_t)v; break;
  case RC_DT_S64: ((int64_t *)d)[i] = v; break;
  case RC_DT_U8: ((uint8_t *)d)[i] = (uint8_t)v; break;
  case RC_DT_U16: ((uint16_t *)d)[i] = (uint16_t)v; break;
  case RC_DT_U32: ((uint32_t *)d)[i] = (uint32_t)v; break;
  case RC_DT_U64: ((uint64_t *)d)[i] = (uint64_t)v; break;
  default: rc_tensor_set_f64(t, i, (double)v); break;
  }
}

/* Typed loops for the pairs the rewrite checks copy (same float dtype, f32 <-> f64). */
void rc_tensor_convert_into(RcTensor *dst, const RcTensor *src) {
  int64_t n = dst->numel;
  if (dst->dtype == src->dtype && (dst->dtype == RC_DT_F32 || dst->dtype == RC_DT_F64)) {
    memcpy(dst->data, src->data, (size_t)n * rc_dtype_size(dst->dtype));
  } else if (dst->dtype == RC_DT_F64 && src->dtype == RC_DT_F32) {
    double *d = dst->data;
    const float *x = src->data;
    for (int64_t e = 0; e < n; e++) d[e] = x[e];
  } else if (dst->dtype == RC_DT_F32 && src->dtype == RC_DT_F64) {
    float *d = dst->data;
    const double *x = src->data;
    for (int64_t e = 0; e < n; e++) d[e] = (float)x[e];
  } else {
    for (int64_t e = 0; e < n; e++) rc_tensor_set_f64(dst, e, rc_tensor_get_f64(src, e));
  }
}

/* ---- types ---- */

bool rc_tensor_same_type(const RcTensor *a, const RcTensor *b) {
  if (a->tuple || b->tuple || a->dtype != b->dtype || a->rank != b->rank) return false;
  for (int32_t i = 0; i < a->rank; i++)
    if (a->dims[i] != b->dims[i]) return false;
  return true;
}

bool rc_tensor_matches_type(const RcTensor *t, const RcType *ty) {
  if (!ty) return false;
  if (ty->kind == RC_TYPE_TUPLE) {
    if (!t->tuple || t->nelems != (uint32_t)ty->ntuple) return false;
    for (uint32_t i = 0; i < t->nelems; i++)
      if (!rc_tensor_matches_type(t->elems[i], ty->tuple[i])) return false;
    return true;
  }
  if (ty->kind != RC_TYPE_TENSOR || t->tuple || t->dtype != ty->dtype || t->rank != ty->rank) return false;
  for (int32_t i = 0; i < t->rank; i++)
    if (t->dims[i] != ty->dims[i]) return false;
  return true;
}

RcTensor *rc_tensor_for_type(const RcType *ty) {
  if (!rc_type_is_static(ty)) return NULL;
  return rc_tensor_alloc(ty->dtype, ty->rank, ty->dims);
}

static void describe(RcDType dt, int32_t rank, const int64_t *dims, char *buf, size_t len) {
  GString *s = g_string_new(dt < RC_DT_COUNT ? rc_dtype_info[dt].hlo : "?");
  g_string_append_c(s, '[');
  for (int32_t i = 0; i < rank; i++) {
    if (dims[i] == RC_DIM_DYNAMIC)
      g_string_append_printf(s, "%s?", i ? "," : "");
    else
      g_string_append_printf(s, "%s%lld", i ? "," : "", (long long)dims[i]);
  }
  g_string_append_c(s, ']');
  snprintf(buf, len, "%s", s->str);
  g_string_free(s, TRUE);
}

void rc_tensor_describe(const RcTensor *t, char *buf, size_t len) {
  if (t->tuple)
    snprintf(buf, len, "(tuple of %u)", t->nelems);
  else
    describe(t->dtype, t->rank, t->dims, buf, len);
}

void rc_type_describe(const RcType *ty, char *buf, size_t len) {
  if (!ty)
    snprintf(buf, len, "(untyped)");
  else if (ty->kind == RC_TYPE_TENSOR && ty->dtype < RC_DT_COUNT)
    describe(ty->dtype, ty->rank, ty->dims, buf, len);
  else if (ty->text)
    snprintf(buf, len, "%s", ty->text);
  else if (ty->kind == RC_TYPE_TUPLE)
    snprintf(buf, len, "(tuple of %d)", ty->ntuple);
  else
    snprintf(buf, len, "(opaque type)");
}

/* ---- public accessors ---- */

RcTensor *rc_tensor_new(RcElemType type, int rank, const int64_t *dims) {
  if ((int)type < 0 || (int)type > (int)RC_ELEM_F64 || (rank > 0 && !dims)) return NULL;
  RcTensor *t = rc_tensor_alloc((RcDType)type, rank, dims);
  if (t) memset(t->data, 0, (size_t)t->numel * rc_dtype_size(t->dtype));
  return t;
}

RcElemType rc_tensor_elem_type(const RcTensor *t) { return (RcElemType)t->dtype; }
int rc_tensor_rank(const RcTensor *t) { return t->rank; }
const int64_t *rc_tensor_dims(const RcTensor *t) { return t->dims; }
int64_t rc_tensor_numel(const RcTensor *t) { return t->numel; }
void *rc_tensor_data(RcTensor *t) { return t->data; }
bool rc_tensor_is_tuple(const RcTensor *t) { return t->tuple; }
size_t rc_tensor_tuple_size(const RcTensor *t) { return t->tuple ? t->nelems : 0; }
RcTensor *rc_tensor_tuple_get(const RcTensor *t, size_t i) {
  return t->tuple && i < t->nelems ? t->elems[i] : NULL;
}
const char *rc_elem_type_name(RcElemType type) {
  return (int)type >= 0 && (int)type <= (int)RC_ELEM_F64 ? rc_dtype_info[type].hlo : "?";
}
