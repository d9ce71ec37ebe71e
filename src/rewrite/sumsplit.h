/* One op's backward among a flattened sum's terms (recog.h rc_recog_sum_split_at), rewritten
 * as that backward's call plus the sum's other terms: the user's sum is reassociated so that
 * its own add node sums the backward's terms alone, and a new add adds the others to it. */
#ifndef RC_REWRITE_SUMSPLIT_H
#define RC_REWRITE_SUMSPLIT_H

#include <stdbool.h>
#include <stdint.h>

#include "rewrite/hooks.h"

typedef struct RcSumSplit RcSumSplit;

/* Reassociates the user's sum that canonical sum cn of view v stands for: the user's tree of
 * adds (single-use adds of its type, as written) whose leaves stand for cn's operands one to
 * one, read so that its root sums the operands in `terms` (bit i: cn's operand i) alone and a
 * new add (or a chain of them, after the root) sums the root and the others, reading what the
 * root's readers read before. NULL when the tree is not that (a term no leaf stands for: a
 * difference, a partial sum read elsewhere) or on out-of-memory; the function is unchanged then. */
RcSumSplit *rc_rewrite_sum_split_begin(RcRwCanon *v, RcNode *cn, uint32_t terms);
/* The adds split s made before the root, which sum the backward's terms with it (the region holds
 * them), in *n. */
RcNode *const *rc_rewrite_sum_split_made(const RcSumSplit *s, uint32_t *n);
/* Ends split s: done (the root was rewritten into a call), the adds of the old tree that nothing
 * reads go; else the function is restored as it was. Frees s. */
void rc_rewrite_sum_split_end(RcSumSplit *s, bool done);

#endif
