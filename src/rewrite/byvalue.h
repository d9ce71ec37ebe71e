/* Recognition by value in the rewrite driver: a region that src/recog finds
 * equal to a table op is handed to the driver as a match of a pattern standing
 * for that op, so that it goes through the same region checks, multi-use
 * policy, verification and rewrite as a match of the pattern language. */
#ifndef RC_REWRITE_BYVALUE_H
#define RC_REWRITE_BYVALUE_H

#include <stdbool.h>
#include <stddef.h>

#include "pattern/pattern.h"
#include "rewrite/hooks.h"

/* The driver's apply: true when it rewrote the match; err is the distance
 * recognition measured (recog.h rc_recog_slack_ulp says what the check allows for it). */
typedef bool (*RcByValueApply)(void *user, RcMatch *mt, double err);

/* Tries the regions rooted at canonical node cn of view v that equal an ELEMENTWISE
 * table op, the largest first (each with its closest op only), each as a match mt of
 * the pattern "value:<op>" (one operand, x), until apply applies one; true then.
 * Then the two-leaf regions dy * f'(x) with f such an op that has a GRAD row
 * (<op>_grad), each as a match of "value:<op>_grad" (operands x, dy).
 * only[0..nonly) (NULL: all) selects ops by name or by that pattern name, as --only
 * selects patterns. */
bool rc_rewrite_by_value(RcRwCanon *v, RcNode *cn, RcMatch *mt, const char *const *only, size_t nonly,
                         RcByValueApply apply, void *user);

/* scaled_dy.c: the user's value that is view v's leaf dy times c, reached from dy's value through
 * at most three multiplies or divides by a splat constant or negates (their product c within the
 * recognition tolerance of dy's dtype), the dy of a c dy f'(x) region whose c the view merged into
 * the backward's product; else NULL. */
RcValue *rc_rewrite_scaled_dy(RcRwCanon *v, RcValue *dy, double c);
/* The same from the user's value o (a product of dy's factors the program holds). */
RcValue *rc_rewrite_scaled_user(RcRwCanon *v, RcValue *o, double c);

/* The distance (recog.h rc_recog_dist) of match mt's region in view v from its op, when
 * the op is ELEMENTWISE and the region, from the match's root down to its operand, is
 * one recognition by value reads and finds within the tolerance; else 0. */
double rc_rewrite_value_distance(RcRwCanon *v, const RcMatch *mt);

/* Tries the readings of the row region rooted at node cn of view v (recog.h
 * rc_recog_rows_at: softmax, log_softmax, layer_norm, rms_norm over x's reduced axes,
 * with the region's scale, bias and eps), each as a match of "value:<op>" (operands x,
 * then scale and bias; configs cols, inner, eps as patterns/axis.rcp writes them), until
 * apply applies one; true then. Then, at a sum of three to six terms, each pair of its terms read
 * as a row op's backward alone, with the user's sum split around it (sumsplit.h). only selects as
 * in rc_rewrite_by_value. */
bool rc_rewrite_rows_by_value(RcRwCanon *v, RcNode *cn, RcMatch *mt, const char *const *only, size_t nonly,
                              RcByValueApply apply, void *user);
/* Whether the last rc_rewrite_rows_by_value in view v left its root pending (recog.h
 * rc_recog_rows_pending; reading clears it). */
bool rc_rewrite_rows_pending(RcRwCanon *v);

/* Whether pattern p stands for a reading that only the rewrite check confirms (a row
 * reading): its refusals are candidates ruled out, not matches refused, and are not
 * reported. */
bool rc_rewrite_value_tentative(const RcPattern *p);

#endif
