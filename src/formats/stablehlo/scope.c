/* Name scopes of the StableHLO reader: an open-addressing table from value
 * names (byte spans, no copy needed to look up) to values, one per function
 * or region, chained to the enclosing scope. Lookups cost one hash of the
 * name and no allocation. */
#include <string.h>

#include "formats/stablehlo/sh.h"
#include "support/hash.h"


static void scope_free(gpointer data) {
  ShScope *sc = data;
  g_free(sc->slots);
  g_free(sc->num);
}

enum { MAX_NUM = 1 << 24 };

/* The number a name spells when it is a plain decimal without leading zeros, else -1. */
static int64_t plain_number(const char *s, size_t n) {
  if (n == 0 || n > 8 || (n > 1 && s[0] == '0')) return -1;
  int64_t v = 0;
  for (size_t i = 0; i < n; i++) {
    if (s[i] < '0' || s[i] > '9') return -1;
    v = v * 10 + (s[i] - '0');
  }
  return v < MAX_NUM ? v : -1;
}

void sh_scopes_init(ShParser *p) { p->scopes = g_ptr_array_new_with_free_func(scope_free); }

ShScope *sh_scope_new(ShParser *p, ShScope *parent) {
  ShScope *sc = rc_module_alloc(p->m, sizeof *sc);
  if (!sc) return NULL;
  sc->cap = 16;
  sc->slots = g_new0(ShSlot, sc->cap);
  sc->parent = parent;
  g_ptr_array_add(p->scopes, sc);
  return sc;
}

static ShSlot *find(const ShScope *sc, const char *s, size_t n, uint32_t h) {
  uint32_t mask = sc->cap - 1;
  for (uint32_t i = h & mask;; i = (i + 1) & mask) {
    ShSlot *e = &sc->slots[i];
    if (!e->key || (e->hash == h && e->len == n && !memcmp(e->key, s, n))) return e;
  }
}

/* A plain number is in num when below nnum and set there; otherwise, if the
 * scope hashed any plain number, it may be in slots. */
static RcValue *local(const ShScope *sc, const char *s, size_t n, int64_t k, uint32_t *h, bool *hashed) {
  if (k >= 0) {
    if ((uint64_t)k < sc->nnum && sc->num[k]) return sc->num[k];
    if (!sc->numhashed) return NULL;
  }
  if (!*hashed) {
    *h = rc_hash_bytes(s, n);
    *hashed = true;
  }
  ShSlot *e = find(sc, s, n, *h);
  return e->key ? e->val : NULL;
}

RcValue *sh_scope_find_local(ShScope *sc, const char *s, size_t n) {
  uint32_t h = 0;
  bool hashed = false;
  return local(sc, s, n, plain_number(s, n), &h, &hashed);
}

RcValue *sh_scope_lookup_isolated(ShScope *sc, const char *s, size_t n, const char **isolated) {
  int64_t k = plain_number(s, n);
  uint32_t h = 0;
  bool hashed = false;
  const char *crossed = NULL;
  for (; sc; sc = sc->parent) {
    RcValue *v = local(sc, s, n, k, &h, &hashed);
    if (v) {
      if (isolated) *isolated = crossed;
      return v;
    }
    if (sc->isolated && !crossed) crossed = sc->isolated;
  }
  return NULL;
}

RcValue *sh_scope_lookup(ShScope *sc, const char *s, size_t n) { return sh_scope_lookup_isolated(sc, s, n, NULL); }

void sh_scope_put(ShScope *sc, const char *key, RcValue *v) {
  size_t n = strlen(key);
  int64_t k = plain_number(key, n);
  /* A number far beyond the count of numbers seen (%16000000 first) goes to the
   * hash table: the array stays within a few entries per name read. */
  if (k >= 0 && (uint64_t)k >= sc->nnum && (uint64_t)k > 4 * (uint64_t)sc->numset + 4096) {
    sc->numhashed++;
    k = -1;
  }
  if (k >= 0) {
    if ((uint64_t)k >= sc->nnum) {
      uint32_t nn = sc->nnum ? sc->nnum : 64;
      while (nn <= (uint64_t)k) nn *= 2;
      sc->num = g_renew(RcValue *, sc->num, nn);
      memset(sc->num + sc->nnum, 0, sizeof *sc->num * (nn - sc->nnum));
      sc->nnum = nn;
    }
    if (!sc->num[k]) sc->numset++;
    sc->num[k] = v;
    return;
  }
  if ((sc->n + 1) * 2 > sc->cap) {
    uint32_t oc = sc->cap;
    ShSlot *old = sc->slots;
    sc->cap = oc * 2;
    sc->slots = g_new0(ShSlot, sc->cap);
    for (uint32_t i = 0; i < oc; i++)
      if (old[i].key) *find(sc, old[i].key, old[i].len, old[i].hash) = old[i];
    g_free(old);
  }
  uint32_t h = rc_hash_bytes(key, n);
  ShSlot *e = find(sc, key, n, h);
  if (!e->key) sc->n++;
  *e = (ShSlot){key, (uint32_t)n, h, v};
}

/* A name defined in a region must not be visible there already: MLIR's parser refuses a
 * redefinition of a name of an enclosing region (of a function's body too), even across a
 * region isolated from above. */
bool sh_scope_define(ShParser *p, ShScope *sc, RcValue *v, const ShTok *at) {
  size_t n = strlen(v->name);
  RcValue *old = sh_scope_find_local(sc, v->name, n);
  if (old) {
    if (old->def && old->def->loc.line)
      return sh_err_tok(p, at, "duplicate definition of '%%%s' (first defined at line %u)", v->name,
                        old->def->loc.line);
    return sh_err_tok(p, at, "duplicate definition of '%%%s'", v->name);
  }
  if (sc->parent && (old = sh_scope_lookup(sc->parent, v->name, n))) {
    if (old->def && old->def->loc.line)
      return sh_err_tok(p, at, "redefinition of '%%%s', a name of an enclosing region (defined at line %u): a "
                        "region cannot redefine a name it sees", v->name, old->def->loc.line);
    return sh_err_tok(p, at, "redefinition of '%%%s', a name of an enclosing region: a region cannot redefine a "
                      "name it sees", v->name);
  }
  sh_scope_put(sc, v->name, v);
  return true;
}
