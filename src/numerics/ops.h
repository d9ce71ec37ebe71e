/* The scalar semantics of the float elementwise ops, in double: what the
 * canonicalizer folds a splat constant to and what the executor computes per
 * element for every dtype but its f32 fast loops. Rules of numerics.h (sign,
 * maximum, minimum) apply. */
#ifndef RC_NUMERICS_OPS_H
#define RC_NUMERICS_OPS_H

#include <stdbool.h>

#include "ir/ir.h"

/* r = op(x) for a float unary op; false if op is not one. */
bool rc_num_unary(RcOp op, double x, double *r);
/* r = op(a, b) for a float binary arithmetic op; false if op is not one. */
bool rc_num_binary(RcOp op, double a, double b, double *r);

#endif
