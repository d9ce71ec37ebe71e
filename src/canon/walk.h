/* Walking a long node list without waiting on a cache miss per node. Readers and
 * the canonicalizer allocate nodes from an arena in program order, so the
 * distance between a node and the next one is nearly the same along a list:
 * prefetching the node that far ahead, several steps on, lets the misses of a
 * long walk overlap instead of waiting on one miss per node. A wrong guess costs one useless prefetch. Used by src/canon and
 * src/rewrite. */
#ifndef RC_CANON_WALK_H
#define RC_CANON_WALK_H

#include <stddef.h>
#include <stdint.h>

#include "ir/ir.h"

/* How many nodes ahead the guess looks. */
#define RC_WALK_AHEAD 8

/* Call at node n of a walk that goes on to `to` (n->next or n->prev): prefetches
 * the lines holding op/flags and the list links of the node RC_WALK_AHEAD steps on. */
static inline void rc_walk_prefetch(const RcNode *n, const RcNode *to) {
  if (!to) return;
  intptr_t d = (intptr_t)((uintptr_t)to - (uintptr_t)n);
  const char *t = (const char *)((uintptr_t)to + (uintptr_t)(d * RC_WALK_AHEAD));
  __builtin_prefetch(t);
  __builtin_prefetch(t + offsetof(RcNode, prev));
}

/* For a walk over an array of nodes (addresses known ahead): prefetches the lines of
 * node n that such walks read (op/id/flags/results and func/links/link). */
static inline void rc_walk_prefetch_node(const RcNode *n) {
  __builtin_prefetch(n);
  __builtin_prefetch((const char *)n + offsetof(RcNode, func));
}

#endif
