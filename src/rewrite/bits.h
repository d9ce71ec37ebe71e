/* A growable bitmap over dense node ids: the rewrite driver's sets of claimed
 * nodes (a bit per node of the module instead of a hash-set entry). Private to
 * src/rewrite. Testing an id past the end reads false; setting one grows. */
#ifndef RC_REWRITE_BITS_H
#define RC_REWRITE_BITS_H

#include <glib.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

typedef struct RcBits {
  uint64_t *w;
  uint32_t nw; /* words */
} RcBits;

static inline bool rc_bits_test(const RcBits *b, uint32_t i) {
  return (i >> 6) < b->nw && (b->w[i >> 6] >> (i & 63) & 1);
}

static inline void rc_bits_set(RcBits *b, uint32_t i) {
  uint32_t k = i >> 6;
  if (k >= b->nw) {
    uint32_t nw = b->nw ? b->nw : 64;
    while (nw <= k) nw *= 2;
    b->w = g_realloc(b->w, sizeof *b->w * nw);
    memset(b->w + b->nw, 0, sizeof *b->w * (nw - b->nw));
    b->nw = nw;
  }
  b->w[k] |= (uint64_t)1 << (i & 63);
}

static inline void rc_bits_free(RcBits *b) {
  g_free(b->w);
  b->w = NULL;
  b->nw = 0;
}

#endif
