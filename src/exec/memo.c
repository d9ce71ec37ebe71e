/* The rewrite checks' memo of costly elementwise results; see memo.h.
 * Entries hold references to the operand and the result (tensors never change
 * after they are computed). A lookup hashes the operand's bytes and compares
 * them in full on a hash hit. Bounded per thread: MEMO_SLOTS entries of at most
 * MEMO_MAX_ELEMS elements; freed when the thread ends. */
#include "exec/memo.h"

#include "exec/interp.h"

#include <glib.h>
#include <string.h>

#define MEMO_SLOTS 16
#define MEMO_MAX_ELEMS ((int64_t)1 << 15)

typedef struct {
  RcOp op;
  uint64_t hash;
  uint64_t age;
  RcTensor *x, *y;
} Entry;

#define PROBE_SLOTS 16

typedef struct {
  RcDType dt, as;
  int32_t rank;
  int64_t dims[RC_TENSOR_MAX_RANK];
  uint64_t seed;
  bool specials, finite_only;
  uint64_t age;
  RcTensor *t;
} Probe;

typedef struct {
  uint64_t clock;
  Entry e[MEMO_SLOTS];
  Probe p[PROBE_SLOTS];
} Memo;

static __thread Memo memo;

static void memo_release(void *data) {
  Memo *m = data;
  for (int i = 0; i < MEMO_SLOTS; i++) {
    rc_tensor_free(m->e[i].x);
    rc_tensor_free(m->e[i].y);
    m->e[i].x = m->e[i].y = NULL;
  }
  for (int i = 0; i < PROBE_SLOTS; i++) {
    rc_tensor_free(m->p[i].t);
    m->p[i].t = NULL;
  }
}

static GPrivate memo_owner = G_PRIVATE_INIT(memo_release);

bool rc_exec_memo_op(RcOp op) {
  switch (op) {
  case RC_OP_EXP:
  case RC_OP_EXPM1:
  case RC_OP_LOG:
  case RC_OP_LOG1P:
  case RC_OP_LOGISTIC:
  case RC_OP_TANH:
  case RC_OP_ERF:
  case RC_OP_ERFC:
  case RC_OP_CBRT:
  case RC_OP_COS:
  case RC_OP_SIN:
  case RC_OP_TAN: return true;
  default: return false;
  }
}

static bool usable(const RcTensor *x) {
  return x && !x->tuple && x->numel > 0 && x->numel <= MEMO_MAX_ELEMS && rc_dtype_size(x->dtype);
}

/* A fingerprint of the operand's bytes: up to 64 evenly spaced 8-byte words and the tail (a
 * match is confirmed by comparing all bytes, so this only has to tell most misses apart). */
static uint64_t hash_bytes(const RcTensor *x) {
  size_t n = (size_t)x->numel * rc_dtype_size(x->dtype);
  const unsigned char *p = x->data;
  uint64_t h = 0x9e3779b97f4a7c15ull ^ n;
  size_t words = n / 8, step = words > 64 ? words / 64 : 1;
  for (size_t i = 0; i < words; i += step) {
    uint64_t w;
    memcpy(&w, p + i * 8, 8);
    h = (h ^ w) * 0xff51afd7ed558ccdull;
    h ^= h >> 29;
  }
  for (size_t i = words * 8; i < n; i++) h = (h ^ p[i]) * 0x100000001b3ull;
  return h;
}

static bool same_operand(const RcTensor *a, const RcTensor *b) {
  if (a->dtype != b->dtype || a->rank != b->rank || a->numel != b->numel) return false;
  if (a->rank && memcmp(a->dims, b->dims, sizeof(int64_t) * (size_t)a->rank)) return false;
  return !memcmp(a->data, b->data, (size_t)a->numel * rc_dtype_size(a->dtype));
}

RcTensor *rc_exec_memo_find(RcOp op, const RcTensor *x) {
  if (!usable(x)) return NULL;
  uint64_t h = hash_bytes(x);
  Memo *m = &memo;
  for (int i = 0; i < MEMO_SLOTS; i++) {
    Entry *e = &m->e[i];
    if (e->x && e->op == op && e->hash == h && same_operand(e->x, x)) {
      e->age = ++m->clock;
      return rc_tensor_ref(e->y);
    }
  }
  return NULL;
}

void rc_exec_memo_put(RcOp op, RcTensor *x, RcTensor *y) {
  if (!usable(x) || !y || y->tuple) return;
  Memo *m = &memo;
  if (!g_private_get(&memo_owner)) g_private_set(&memo_owner, m); /* released at thread exit */
  int victim = 0;
  for (int i = 0; i < MEMO_SLOTS; i++) {
    if (!m->e[i].x) {
      victim = i;
      break;
    }
    if (m->e[i].age < m->e[victim].age) victim = i;
  }
  Entry *e = &m->e[victim];
  rc_tensor_free(e->x);
  rc_tensor_free(e->y);
  e->op = op;
  e->hash = hash_bytes(x);
  e->age = ++m->clock;
  e->x = rc_tensor_ref(x);
  e->y = rc_tensor_ref(y);
}

static RcTensor *make_probe(RcDType dt, int32_t rank, const int64_t *dims, uint64_t seed, bool specials,
                            bool finite_only, RcDType as) {
  RcTensor *t = rc_tensor_alloc(dt, rank, dims);
  if (!t) return NULL;
  rc_exec_fill_random(t, seed, specials, finite_only);
  if (as == dt) return t;
  RcTensor *w = rc_tensor_alloc(as, rank, dims);
  if (w) rc_tensor_convert_into(w, t);
  rc_tensor_free(t);
  return w;
}

RcTensor *rc_exec_memo_probe(RcDType dt, int32_t rank, const int64_t *dims, uint64_t seed, bool specials,
                             bool finite_only, RcDType as) {
  if (rank < 0 || rank > RC_TENSOR_MAX_RANK) return NULL;
  int64_t n = 1;
  for (int32_t d = 0; d < rank; d++) n = dims[d] >= 0 && n <= MEMO_MAX_ELEMS ? n * dims[d] : MEMO_MAX_ELEMS + 1;
  if (n > MEMO_MAX_ELEMS) return make_probe(dt, rank, dims, seed, specials, finite_only, as);
  Memo *m = &memo;
  int victim = 0;
  for (int i = 0; i < PROBE_SLOTS; i++) {
    Probe *p = &m->p[i];
    if (p->t && p->dt == dt && p->as == as && p->rank == rank && p->seed == seed && p->specials == specials &&
        p->finite_only == finite_only && (!rank || !memcmp(p->dims, dims, sizeof(int64_t) * (size_t)rank))) {
      p->age = ++m->clock;
      return rc_tensor_ref(p->t);
    }
    if (!p->t) victim = i;
    else if (m->p[victim].t && p->age < m->p[victim].age) victim = i;
  }
  RcTensor *t = make_probe(dt, rank, dims, seed, specials, finite_only, as);
  if (!t) return NULL;
  if (!g_private_get(&memo_owner)) g_private_set(&memo_owner, m); /* released at thread exit */
  Probe *p = &m->p[victim];
  rc_tensor_free(p->t);
  *p = (Probe){.dt = dt, .as = as, .rank = rank, .seed = seed, .specials = specials, .finite_only = finite_only,
               .age = ++m->clock, .t = rc_tensor_ref(t)};
  if (rank) memcpy(p->dims, dims, sizeof(int64_t) * (size_t)rank);
  return t;
}
