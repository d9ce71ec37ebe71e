/* The rewrite's view of its two neighbours: the canonicalizer
 * (src/canon/canon.h), whose view the matcher reads, and the executor's
 * rewrite check (src/exec/verify_rewrite.h).
 */
#ifndef RC_REWRITE_HOOKS_H
#define RC_REWRITE_HOOKS_H

#include <stdbool.h>
#include <stddef.h>

#include "ir/ir.h"

#include "canon/canon.h"
#include "exec/verify_rewrite.h"

typedef struct RcRwCanon RcRwCanon;

/* Canonical view of f. NULL on out-of-memory. */
RcRwCanon *rc_rw_canon_new(RcFunc *f);
/* The two canonical views of a window of f, built in one walk over its nodes
 * (canon.h rc_canon_new_window_pair): nodes[0..nnodes) is a stretch of f in program
 * order, and lookups answer for the stretch's nodes only. *merged is the canonical read
 * (rc_canon_new_window), *exact the unmerged one (rc_canon_new_window_unmerged). False
 * on out-of-memory (both then NULL). */
bool rc_rw_canon_window_pair(RcFunc *f, RcNode *const *nodes, size_t nnodes, RcRwCanon **merged, RcRwCanon **exact);
RcFunc *rc_rw_canon_func(const RcRwCanon *c);
RcValue *rc_rw_origin(const RcRwCanon *c, const RcValue *cv);
RcValue *rc_rw_origin_wrapped(const RcRwCanon *c, const RcValue *cv);
/* The original value a capture cv stands for as a fused call's input: its origin (for a
 * value reached through float converts, the value before them). */
RcValue *rc_rw_input(const RcRwCanon *c, const RcValue *cv);
/* The value of the view standing for original value v, or NULL. */
RcValue *rc_rw_lookup(const RcRwCanon *c, const RcValue *v);
void rc_rw_canon_free(RcRwCanon *c);
/* The op kinds of the view's nodes, two words (bit op % 64 of word op / 64), for
 * RcMatch.ops: the view is complete when made and does not change after. */
const uint64_t *rc_rw_ops(const RcRwCanon *c);
/* The view's index of candidate regions for recognition by value (src/recog), built
 * on first use and freed with the view; NULL on out-of-memory. */
struct RcRecog *rc_rw_recog(RcRwCanon *c);
/* True when the canonical view sees through this call (inlines its callee): a match may
 * then cover the call node, which only computes (canon.h rc_canon_callee). */
bool rc_rw_call_seen_through(const RcNode *call);

/* Whether original nodes a and b compute one value by CSE's rule (canon.h
 * rc_canon_same_node). */
bool rc_rw_same_node(const RcNode *a, const RcNode *b);
/* Whether original nodes a and b are the same op on possibly other operands (canon.h
 * rc_canon_same_op). */
bool rc_rw_same_op(const RcNode *a, const RcNode *b);

/* Whether v holds only values >= 0 or NaN (exec/verify_rewrite.h rc_exec_nonneg_value). */
bool rc_rw_nonneg_value(const RcValue *v);

/* Runs the executor's check of a rewrite (exec/verify_rewrite.h). */
bool rc_rewrite_verify(RcFunc *f, RcValue *root, RcValue *const *inputs, uint32_t ninputs, const char *op,
                       const char *config, double max_ulp, double known_ulp, uint32_t nonneg, RcVerifyErrors *errs,
                       char *why, size_t whylen);

#endif
