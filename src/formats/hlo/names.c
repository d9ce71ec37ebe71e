/* The HLO reader's name scope: every value of the computation being read, by
 * name. XLA and the tools that write HLO number their names (v17, add.5,
 * param_0, Arg_1.2), so a name that ends in a decimal number goes to a dense
 * array of its prefix at that number: 8 bytes a name, and operands (which
 * mostly name recent values) hit memory that is already in cache. Other names,
 * and numbers far past what the prefix has used so far, go to a hash table. A
 * name is stored in exactly one of the two, so a lookup tries the array and
 * then the table. */
#include <string.h>

#include "formats/hlo/hlo.h"
#include "support/hash.h"

enum { MAX_DIGITS = 9, MAX_RUNS = 1024 };

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

static RcValue *hash_get(const HloNames *t, const char *s, size_t n) {
  if (!t->count) return NULL;
  uint32_t h = rc_hash_bytes(s, n), mask = t->cap - 1;
  for (uint32_t i = h & mask;; i = (i + 1) & mask) {
    const HloNameSlot *e = &t->slots[i];
    if (!e->v) return NULL;
    if (e->hash == h && e->len == n && !memcmp(e->v->name, s, n)) return e->v;
  }
}

RcValue *rc_hlo_names_get(const HloNames *t, const char *s, size_t n) {
  size_t plen;
  uint32_t num;
  if (split(s, n, &plen, &num)) {
    HloNameRun *r = find_run(t, s, plen);
    if (r && num < r->hi && r->v[num]) return r->v[num];
  }
  return hash_get(t, s, n);
}

static void slot_put(HloNames *t, RcValue *v, uint32_t len, uint32_t h) {
  uint32_t mask = t->cap - 1, i = h & mask;
  while (t->slots[i].v) i = (i + 1) & mask;
  t->slots[i] = (HloNameSlot){h, len, v};
}

static void hash_add(HloNames *t, RcValue *v, size_t n) {
  if (((uint64_t)t->count + 1) * 4 > (uint64_t)t->cap * 3) {
    HloNameSlot *old = t->slots;
    uint32_t oc = t->cap;
    t->cap = oc ? oc * 2 : 64;
    t->slots = g_new0(HloNameSlot, t->cap);
    for (uint32_t i = 0; i < oc; i++)
      if (old[i].v) slot_put(t, old[i].v, old[i].len, old[i].hash);
    g_free(old);
  }
  slot_put(t, v, (uint32_t)n, rc_hash_bytes(v->name, n));
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
  if (r && num < r->hi && r->v[num]) return r->v[num];
  RcValue *old = hash_get(t, v->name, n);
  if (old) return old;
  if (!numbered || !run_add(t, r, v, plen, num)) hash_add(t, v, n);
  return NULL;
}

void rc_hlo_names_free(HloNames *t) {
  for (uint32_t i = 0; i < t->nruns; i++) g_free(t->runs[i].v);
  g_free(t->runs);
  g_free(t->slots);
  rc_hlo_symtab_free(&t->prefixes);
  memset(t, 0, sizeof *t);
}
