/* A double written as one element of a dtype, by numerics.h's rounding (literal.c): what
 * folding, the rewrites that write a constant and the checks that read one back agree on. */
#ifndef RC_NUMERICS_ENCODE_H
#define RC_NUMERICS_ENCODE_H

#include <stdbool.h>

#include "ir/ir.h"

/* v as one element of dt into buf (at most 8 bytes: floats rounded once to nearest even,
 * integers and pred only when v is one of theirs), and the element read back as a double
 * into *rounded (when not NULL); false for a dtype or value dt cannot hold. */
bool rc_num_encode(RcDType dt, double v, void *buf, double *rounded);
/* v as stored in float dtype dt (f32, bf16, f16 rounded; f64 as is); v for other dtypes. */
double rc_num_in_dtype(RcDType dt, double v);

#endif
