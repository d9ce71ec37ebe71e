/* ULP distance between two values of a float dtype, counted in that dtype's
 * own grid (f16 and bf16 included): the number of representable values
 * between them, with -0 and +0 one apart. Infinities are the ends of the grid. */
#ifndef RC_EXEC_ULP_H
#define RC_EXEC_ULP_H

#include "ir/ir.h"

/* One ULP of float dtype dt at magnitude |v| (v finite; subnormal spacing
 * below the smallest normal); 1 for other dtypes. Every tolerance in ULPs
 * reads it (rc_elem_type_ulp is the same for the API). */
double rc_ulp_at(RcDType dt, double v);

/* Distance in ULPs; +inf if either is NaN and they differ. */
double rc_ulp_distance(RcDType dt, double a, double b);

#endif
