/* MPFR references for the kernel tests and tools/dev/kernels-sweep: the exact
 * function of an f32 input, returned as a double (53 bits, enough to
 * measure f32 errors in ULP), and the ULP distance helper. */
#ifndef RC_TESTS_KERNELS_REF_H
#define RC_TESTS_KERNELS_REF_H

#include <stdint.h>

/* Exact op(x) rounded to double; op is an elementwise op name. Returns 0, or -1 for an unknown op. */
int rc_ref_elementwise(const char *op, float x, double *out);
/* |got - ref| in units of the f32 ULP at ref (ULP of FLT_TRUE_MIN below FLT_MIN).
 * NaN matches NaN (0), NaN vs number = 1e9, inf matches same inf. */
double rc_ref_ulp(float got, double ref);

#endif
