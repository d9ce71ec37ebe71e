/* A small open-addressing hash map from byte strings (pointer + length, not
 * NUL-terminated) to pointers, for the reader's name scopes, interned shapes
 * and interned strings: lookups hash the source bytes in place, without the
 * copy and strlen a C-string table would need. Keys must outlive the map
 * (they point into the module arena). The name scope is in names.c. */
#include <string.h>

#include "formats/hlo/hlo.h"
#include "support/hash.h"

void rc_hlo_symtab_free(HloSymtab *t) {
  g_free(t->slots);
  memset(t, 0, sizeof *t);
}

void *rc_hlo_symtab_get(const HloSymtab *t, const char *s, size_t n) {
  if (!t->count) return NULL;
  uint32_t h = rc_hash_bytes(s, n), mask = t->cap - 1;
  for (uint32_t i = h & mask;; i = (i + 1) & mask) {
    const HloSym *e = &t->slots[i];
    if (!e->key) return NULL;
    if (e->hash == h && e->len == n && !memcmp(e->key, s, n)) return e->val;
  }
}

static void put(HloSymtab *t, const char *key, uint32_t len, uint32_t h, void *val) {
  uint32_t mask = t->cap - 1, i = h & mask;
  while (t->slots[i].key) i = (i + 1) & mask;
  t->slots[i] = (HloSym){key, len, h, val};
}

void rc_hlo_symtab_put(HloSymtab *t, const char *key, size_t n, void *val) {
  if ((t->count + 1) * 2 > t->cap) { /* at most half full: short probes for misses too */
    HloSym *old = t->slots;
    uint32_t oc = t->cap;
    t->cap = oc ? oc * 2 : 64;
    t->slots = g_new0(HloSym, t->cap);
    for (uint32_t i = 0; i < oc; i++)
      if (old[i].key) put(t, old[i].key, old[i].len, old[i].hash, old[i].val);
    g_free(old);
  }
  put(t, key, (uint32_t)n, rc_hash_bytes(key, n), val);
  t->count++;
}

