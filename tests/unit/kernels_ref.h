/* MPFR references for the kernel tests and tools/dev/kernels-sweep: the exact
 * function of an f32 input, returned as a double (53 bits, enough to
 * measure f32 errors in ULP), and the ULP distance helper. */
#ifndef RC_TESTS_KERNELS_REF_H
#define RC_TESTS_KERNELS_REF_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Exact op(x) rounded to double; op is an elementwise op name. Returns 0, or -1 for an unknown op. */
int rc_ref_elementwise(const char *op, float x, double *out);
/* op(x) rounded once (to nearest even) to the binary format with mbits stored
 * mantissa bits and ebits exponent bits (bf16: 7, 8; f16: 10, 5), as a double
 * (exact), +-inf past the format's range. Returns 0, or -1 for an unknown op. */
int rc_ref_elementwise_round16(const char *op, float x, int mbits, int ebits, double *out);
/* f'(x) of the GRAD op named op (sigmoid_grad: sigmoid'), exact rounded to double; NaN at
 * +-inf where the op's decomposed form is (the x f(x) ops: silu_grad, gelu_erf_grad,
 * gelu_tanh_grad, quick_gelu_grad). 0, or -1 for an unknown op. */
int rc_ref_grad(const char *op, float x, double *out);
/* dy f'(x) rounded once to the 16-bit format (as rc_ref_elementwise_round16). */
int rc_ref_grad_round16(const char *op, float x, float dy, int mbits, int ebits, double *out);
/* dx of the ROW_GRAD op named op over one row of cols elements from the forward's output y and
 * dy (softmax_grad: y (dy - sum dy y); log_softmax_grad: dy - e^y sum dy), each exact rounded
 * to double, and in cond[j] the magnitude that the row sum's and e^y's errors scale with
 * (softmax_grad: |y_j| sum |dy y|; log_softmax_grad: |e^y_j sum dy|). from_exp: y holds e, and
 * y_j = e_j / sum e (softmax_grad), e^y_j = e_j / sum e (log_softmax_grad), exactly.
 * 0, or -1 for an unknown op. */
int rc_ref_row_grad(const char *op, const float *y, const float *dy, size_t cols, bool from_exp, double *dx,
                    double *cond);
/* |got - ref| in units of the f32 ULP at ref (ULP of FLT_TRUE_MIN below FLT_MIN).
 * NaN matches NaN (0), NaN vs number = 1e9, inf matches same inf. */
double rc_ref_ulp(float got, double ref);

#endif
