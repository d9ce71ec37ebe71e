/* Whether a reduce's init is its combiner's neutral element (neutral.c): the one fact the
 * canonicalizer, recognition and the pattern matcher read a reduce as "the sum (max, min) of its
 * input alone" by. Below src/canon and src/pattern so that both may call it. */
#ifndef RC_NUMERICS_NEUTRAL_H
#define RC_NUMERICS_NEUTRAL_H

#include <stdbool.h>

#include "ir/ir.h"

/* Whether splat init is the neutral element of reduce combiner op (add: +-0; maximum: -inf or
 * at most the dtype's lowest finite; minimum: the mirror), so that the reduce computes the sum
 * (max, min) of its input alone; false for any other init or op. */
bool rc_neutral_init(RcOp op, const RcValue *init);

#endif
