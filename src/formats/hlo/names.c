/* The HLO reader's name scope: every value of the computation being read, by
 * name. XLA and the tools that write HLO number their names (v17, add.5,
 * param_0, Arg_1.2), so a name that ends in a decimal number goes to a dense
 * array of its prefix at that number: 8 bytes a name, and operands (which
 * mostly name recent values) hit memory that is already in cache. A prefix
 * that leaves more than half of its numbers unused (constants numbered along
 * with the other instructions: c2, c8, c12, ...) switches to a sorted list of
 * (number, value) pairs, appended in increasing order and searched backwards
 * from the end (recent names first). Other names, and numbers far past what
 * the prefix has used so far or below its last one in a sorted list, go to a
 * hash table. A name is stored in exactly one of them, so a lookup tries the
 * run and then the table. */
#include <string.h>

#include "formats/hlo/hlo.h"
#include "support/hash.h"

enum { MAX_DIGITS = 9, MAX_RUNS = 1024, SPARSE_MIN = 4096 };

/* Splits s[0..n) into a prefix and a decimal number without leading zeros
 * (so v01 and v1 stay different names); false if it does not end that way. */
static inline bool split(const char *s, size_t n, size_t *plen, uint32_t *num) {
  size_t k = n;
  uint32_t x = 0, p = 1;
  while (k > 0) {
    unsigned d = (unsigned)(unsigned char)s[k - 1] - '0';
    if (d > 9) break;
    if (n - k == MAX_DIGITS) return false; /* too many digits */
    x += d * p;
    p *= 10;
    k--;
  }
  if (k == n || (s[k] == '0' && n - k > 1)) return false;
  *plen = k;
  *num = x;
  return true;
}

static HloNameRun *find_run(const HloNames *t, const char *s, size_t plen) {
  if (!t->nruns) return NULL;
  HloNameRun *r = &t->runs[t->last];
  if (r->plen == plen && !memcmp(r->prefix, s, plen)) return r;
  uintptr_t i = (uintptr_t)rc_hlo_symtab_get(&t->prefixes, s, plen);
  if (!i) return NULL;
  ((HloNames *)t)->last = (uint32_t)(i - 1); /* a cache only */
  return &t->runs[i - 1];
}

/* The value stored under num in run r, or NULL. */
static inline RcValue *run_get(const HloNameRun *r, uint32_t num) {
  if (!r->sparse) return num < r->hi ? r->v[num] : NULL;
  const uint32_t *a = r->nums;
  uint32_t n = r->count;
  if (!n || a[n - 1] < num) return NULL;
  if (a[n - 1] == num) return r->v[n - 1];
  /* Gallop back from the end until a[lo] <= num (or lo = 0), then the first a[i] >= num in [lo, hi). */
  uint32_t hi = n - 1, lo = 0, step = 1;
  while (hi >= step) {
    lo = hi - step;
    if (a[lo] <= num) break;
    hi = lo;
    lo = 0;
    step *= 2;
  }
  while (lo < hi) {
    uint32_t mid = lo + (hi - lo) / 2;
    if (a[mid] < num)
      lo = mid + 1;
    else
      hi = mid;
  }
  return a[lo] == num ? r->v[lo] : NULL;
}

/* Rewrites a dense run as a sorted list. */
static void to_sparse(HloNameRun *r) {
  uint32_t cap = r->count * 2, k = 0;
  uint32_t *nums = g_new(uint32_t, cap);
  RcValue **v = g_new(RcValue *, cap);
  for (uint32_t i = 0; i < r->hi; i++)
    if (r->v[i]) {
      nums[k] = i;
      v[k++] = r->v[i];
    }
  g_free(r->v);
  r->v = v;
  r->nums = nums;
  r->cap = cap;
  r->hi = 0;
  r->sparse = true;
}

/* The value named s[0..n) in the table, whose hash h is (rc_hash_bytes), or NULL. */
static RcValue *hash_probe(const HloNames *t, const char *s, size_t n, uint32_t h) {
  uint32_t mask = t->cap - 1;
  for (uint32_t i = h & mask;; i = (i + 1) & mask) {
    const HloNameSlot *e = &t->slots[i];
    if (!e->v) return NULL;
    if (e->hash == h && e->len == n && !memcmp(e->v->name, s, n)) return e->v;
  }
}

static RcValue *hash_get(const HloNames *t, const char *s, size_t n) {
  return t->count ? hash_probe(t, s, n, rc_hash_bytes(s, n)) : NULL;
}

RcValue *rc_hlo_names_get(const HloNames *t, const char *s, size_t n) {
  size_t plen;
  uint32_t num;
  if (split(s, n, &plen, &num)) {
    HloNameRun *r = find_run(t, s, plen);
    RcValue *v = r ? run_get(r, num) : NULL;
    if (v) return v;
  }
  return hash_get(t, s, n);
}

static void slot_put(HloNames *t, RcValue *v, uint32_t len, uint32_t h) {
  uint32_t mask = t->cap - 1, i = h & mask;
  while (t->slots[i].v) i = (i + 1) & mask;
  t->slots[i] = (HloNameSlot){h, len, v};
}

static void hash_add(HloNames *t, RcValue *v, size_t n, uint32_t h) {
  if (((uint64_t)t->count + 1) * 4 > (uint64_t)t->cap * 3) {
    HloNameSlot *old = t->slots;
    uint32_t oc = t->cap;
    t->cap = oc ? oc * 2 : 64;
    t->slots = g_new0(HloNameSlot, t->cap);
    for (uint32_t i = 0; i < oc; i++)
      if (old[i].v) slot_put(t, old[i].v, old[i].len, old[i].hash);
    g_free(old);
  }
  slot_put(t, v, (uint32_t)n, h);
  t->count++;
}

/* Stores v in run r of its prefix (NULL: a new run) when its number is near the
 * numbers the prefix has used (at most a few empty entries per name); false otherwise. */
static bool run_add(HloNames *t, HloNameRun *r, RcValue *v, size_t plen, uint32_t num) {
  if (!r) {
    if (t->nruns == MAX_RUNS) return false;
    if (t->nruns == t->cruns) {
      t->cruns = t->cruns ? t->cruns * 2 : 8;
      t->runs = g_renew(HloNameRun, t->runs, t->cruns);
    }
    r = &t->runs[t->nruns++];
    memset(r, 0, sizeof *r);
    r->prefix = v->name;
    r->plen = (uint32_t)plen;
    rc_hlo_symtab_put(&t->prefixes, v->name, plen, (void *)(uintptr_t)t->nruns);
    t->last = t->nruns - 1;
  }
  if (!r->sparse && num >= r->cap && r->count >= SPARSE_MIN && (uint64_t)r->count * 2 < r->hi) to_sparse(r);
  if (r->sparse) {
    if (r->count && num <= r->nums[r->count - 1]) return false;
    if (r->count == r->cap) {
      r->cap *= 2;
      r->nums = g_renew(uint32_t, r->nums, r->cap);
      r->v = g_renew(RcValue *, r->v, r->cap);
    }
    r->nums[r->count] = num;
    r->v[r->count++] = v;
    return true;
  }
  if (num >= r->hi && (uint64_t)num > 4 * (uint64_t)r->count + 4096) return false;
  if (num >= r->cap) {
    /* Grown by realloc: the untouched tail costs address space only. */
    uint32_t nc = r->cap ? r->cap : 64;
    while (nc <= num) nc *= 2;
    r->v = g_renew(RcValue *, r->v, nc);
    r->cap = nc;
  }
  if (num >= r->hi) {
    memset(r->v + r->hi, 0, sizeof(RcValue *) * (num + 1 - r->hi));
    r->hi = num + 1;
  }
  r->v[num] = v;
  r->count++;
  return true;
}

RcValue *rc_hlo_names_add(HloNames *t, RcValue *v, size_t n) {
  size_t plen;
  uint32_t num;
  bool numbered = split(v->name, n, &plen, &num);
  HloNameRun *r = numbered ? find_run(t, v->name, plen) : NULL;
  RcValue *same = r ? run_get(r, num) : NULL;
  if (same) return same;
  /* the name is hashed once, for the lookup and the insertion */
  uint32_t h = 0;
  bool hashed = t->count != 0;
  if (hashed) {
    h = rc_hash_bytes(v->name, n);
    RcValue *old = hash_probe(t, v->name, n, h);
    if (old) return old;
  }
  if (!numbered || !run_add(t, r, v, plen, num)) hash_add(t, v, n, hashed ? h : rc_hash_bytes(v->name, n));
  return NULL;
}

void rc_hlo_names_free(HloNames *t) {
  for (uint32_t i = 0; i < t->nruns; i++) {
    g_free(t->runs[i].v);
    g_free(t->runs[i].nums);
  }
  g_free(t->runs);
  g_free(t->slots);
  rc_hlo_symtab_free(&t->prefixes);
  memset(t, 0, sizeof *t);
}
