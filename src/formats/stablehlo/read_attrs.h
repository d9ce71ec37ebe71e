/* The reader's context for typed attributes (read_attrs.c, read_custom_call.c): one op's tokens
 * [b, e) and its attribute dictionary entries, with the small token helpers both files use. */
#ifndef RC_FORMATS_STABLEHLO_READ_ATTRS_H
#define RC_FORMATS_STABLEHLO_READ_ATTRS_H

#include <stdlib.h>
#include <string.h>

#include "formats/stablehlo/sh.h"

typedef struct Ctx {
  ShParser *p;
  RcNode *n;
  size_t b, e; /* op tokens */
  ShEntry *ents;
  size_t nents;
} Ctx;

static inline ShTok *T(Ctx *c, size_t i) { return &c->p->toks[i]; }
static inline bool word(Ctx *c, size_t i, const char *w) { return i < c->e && sh_tok_is(c->p, T(c, i), w); }
static inline bool punct(Ctx *c, size_t i, char ch) { return i < c->e && sh_tok_punct(T(c, i), ch); }

/* The dictionary entry `key`, marked used; NULL when absent. */
static inline ShEntry *entry(Ctx *c, const char *key) {
  for (size_t k = 0; k < c->nents; k++) {
    ShTok *t = T(c, c->ents[k].kb);
    size_t kl = strlen(key);
    const char *s = c->p->src->text + t->off;
    bool eq = t->kind == SH_STRING ? (t->len == kl + 2 && !memcmp(s + 1, key, kl)) : (t->len == kl && !memcmp(s, key, kl));
    if (eq && c->ents[k].vb < c->ents[k].ve) return &c->ents[k];
  }
  return NULL;
}

static inline bool parse_i64(Ctx *c, size_t i, int64_t *out) {
  ShTok *t = T(c, i);
  if (i >= c->e || t->kind != SH_NUMBER || t->len > 20) return false;
  char buf[24];
  memcpy(buf, c->p->src->text + t->off, t->len);
  buf[t->len] = 0;
  char *end;
  long long v = strtoll(buf, &end, 0);
  if (*end) return false;
  *out = v;
  return true;
}

/* ints -> '[' [INT (',' INT)*] ']' | 'array' '<' 'i64' [':' INT (',' INT)*] '>' | 'dense' '<' ['[' ... ']' | INT] '>'
 * starting at token i into a (RC_ATTR_INTS); *next is the token after. */
bool sh_parse_ints(Ctx *c, size_t i, RcAttr *a, size_t *next);

/* a custom call's attributes (read_custom_call.c) */
/* The integer list `key = [a, b]` among tokens [b, e); *n entries in v (at most cap). */
bool sh_alias_ints(Ctx *c, size_t b, size_t e, const char *key, int64_t *v, uint32_t cap, uint32_t *n);
/* The rules of StableHLO's CustomCallOp verifier on c->n's attributes. False after a diagnostic. */
bool sh_custom_call_rules(Ctx *c);

#endif
