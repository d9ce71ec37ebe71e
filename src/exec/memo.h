/* A per-thread memo of costly elementwise results for the rewrite checks.
 * Every check feeds the same seeded probe values, so the widened reference of
 * one GELU region computes erf of exactly the values the previous one did: the
 * memo hands back that earlier tensor when the op and the operand's dtype,
 * shape and bytes are identical, so the result is the same bits. The probe
 * values themselves are remembered the same way. */
#ifndef RC_EXEC_MEMO_H
#define RC_EXEC_MEMO_H

#include <stdbool.h>

#include "exec/tensor.h"
#include "ir/ir.h"

/* Is op one whose result is worth remembering (exp, erf, tanh, ...)? */
bool rc_exec_memo_op(RcOp op);
/* A new reference to the remembered result of op on x, or NULL. */
RcTensor *rc_exec_memo_find(RcOp op, const RcTensor *x);
/* Remembers y = op(x), taking references to both (evicting the oldest entry when full). */
void rc_exec_memo_put(RcOp op, RcTensor *x, RcTensor *y);

/* A new reference to a check's probe values: a dt tensor of the given shape filled by
 * rc_exec_fill_random(seed, specials, finite_only), stored as dtype `as` (converted as
 * rc_tensor_convert_into does). The same arguments give the same values, so they are
 * remembered per thread. NULL if the tensor cannot be made. */
RcTensor *rc_exec_memo_probe(RcDType dt, int32_t rank, const int64_t *dims, uint64_t seed, bool specials,
                             bool finite_only, RcDType as);

#endif
