/* Backward regions that recognition by value read as linear in their dy but matched to no
 * derivative (recog.h rc_recog_linear_pending), kept for the next round of the driver
 * (driver.c): where that round's rewrites made a fused call that such a region reads (the
 * inner op of f(f(x)), which the canonical view had merged into the outer op's products),
 * the region is visited once more, and the cut at that call (recog/linear.c) can read it; where
 * a row region's backward readings failed and a later call is what it reads closely (its dy),
 * the same. Only these roots are revisited, not every reader of every call. */
#ifndef RC_REWRITE_PENDING_H
#define RC_REWRITE_PENDING_H

#include <glib.h>
#include <stdbool.h>

#include "rewrite/hooks.h"

/* Whether the last by-value try in view v left its root pending (and forgets it). */
bool rc_rewrite_value_pending(RcRwCanon *v);

/* A root left pending: a backward region read as linear in its dy but matched to no derivative
 * (rows false: recog.h rc_recog_linear_pending), or a row region whose backward readings no
 * check took (rows true: rc_recog_rows_pending). */
typedef struct RcPending {
  RcNode *n;
  bool rows;
} RcPending;
void rc_rewrite_pending_add(GArray *pending, RcNode *n, bool rows);
/* Moves into out (each once) the live roots of pending[] in f that read a fused call among
 * fused[from..]: an elementwise region one of an ELEMENTWISE op (through the calls' uses, within
 * a bounded cone; a cut is such an op's output), a row region any call's output within a few
 * levels of region ops (the inner op's backward of f(f(x)) reads the outer's dx, a call now,
 * as its dy); the others of f stay pending (a later round's call may be the one they read), dead
 * ones are dropped. */
void rc_rewrite_pending_take(GArray *pending, const GPtrArray *fused, guint from, RcFunc *f, GPtrArray *out);

/* Adds to out the readers of a new call that an outer op applied to its output may be rooted at:
 * for each live fused call of an ELEMENTWISE op among fused[from..] in f that has several
 * readers, one of them a sum or product of the call's output alone (the view had merged the
 * product or sum the call replaced into such readers, so no region could read it as a leaf),
 * its evaluable readers that are no call, up to two levels up. */
void rc_rewrite_pending_readers(const GPtrArray *fused, guint from, RcFunc *f, GPtrArray *out);

/* Adds to out the tops of the elementwise cones above each live fused call of a GRAD or
 * NORM_GRAD op among fused[from..] in f: its evaluable readers that are no call, and theirs,
 * within a bounded cone, that something else reads (a reduction, a return, a call): where an op
 * is applied to its own output (f(f(x))), the outer backward's dx is the inner backward's dy, and
 * before it was a call the inner region, whose root is such a top, read through it and had more
 * leaves; where two norms' backwards sum into one dx (the gradient of a product of two norms), the
 * sum's top reads the first call as the second one's acc. */
void rc_rewrite_grad_readers(const GPtrArray *fused, guint from, RcFunc *f, GPtrArray *out);

#endif
