/* The rewrite verifier the highering pass calls before it keeps a rewrite:
 * does the matched subgraph compute what recompose.<op> computes? */
#ifndef RC_EXEC_VERIFY_REWRITE_H
#define RC_EXEC_VERIFY_REWRITE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ir/ir.h"

/* Evaluates the subgraph of f that computes `root` from the free values inputs[0..ninputs)
 * (x first, then scale and bias for the norms; constants inside are evaluated, any other leaf
 * is an error) on probe inputs, runs recompose.<op> with `config` on the same inputs, and
 * compares. True if at every element the kernel's error against the subgraph evaluated in
 * f64 (its converts to narrower floats read as exact) is at most the error of the subgraph run
 * in its own types plus max_ulp, the reference taken as precise as the subgraph's constants
 * were written (exec/accuracy.h; see
 * verify_rewrite.c for the metric), and every kernel NaN/inf is what the formula gives;
 * otherwise false with a one-line reason in why.
 * Never crashes on any graph. Types and link fields of the subgraph's nodes are borrowed during
 * the check and restored; the context's diagnostics are left as they were. */
bool rc_exec_verify_rewrite(RcFunc *f, RcValue *root, RcValue *const *inputs, uint32_t ninputs, const char *op,
                            const char *config, double max_ulp, char *why, size_t whylen);

/* Both errors of a check against the precise reference (exec/accuracy.h), in the metric of
 * verify_rewrite.c: the largest over the probes. */
typedef struct RcVerifyErrors {
  double original_ulp; /* the region as it runs (0 when it is its own reference); inf: not finite where the reference is */
  double rewrite_ulp;  /* the fused kernel's */
  bool constants;      /* passed only with the reference's allowance (constants written at low
                        * precision, or the region's recognized distance from the op) */
} RcVerifyErrors;

/* rc_exec_verify_rewrite, filling *errs (may be NULL) with the errors of the check that decided.
 * known_ulp (0: none): how far the region is known to be from the op, in ULPs of 1.0 in the
 * result dtype on the function's scale (recognition by value's measured distance,
 * rc_recog_slack_ulp); it widens the reference as the written precision of constants does,
 * the larger of the two (exec/accuracy.h), and is not added to max_ulp. nonneg: bit i set where
 * input i holds only values >= 0 or NaN in the program the region comes from (an exponential's
 * result, rc_exec_nonneg_value): its probes are taken as |v|, the values it can hold. */
bool rc_exec_verify_rewrite_errors(RcFunc *f, RcValue *root, RcValue *const *inputs, uint32_t ninputs, const char *op,
                                   const char *config, double max_ulp, double known_ulp, uint32_t nonneg,
                                   RcVerifyErrors *errs, char *why, size_t whylen);

/* Whether v is an exponential's result, or one converted between float types: >= 0 or NaN. */
bool rc_exec_nonneg_value(const RcValue *v);

#endif
