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
 * f64 is at most the error of the subgraph run in its own types plus max_ulp, the reference
 * taken as precise as the subgraph's constants were written (exec/accuracy.h; see
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
  bool constants;      /* passed only with the allowance for constants written at low precision */
} RcVerifyErrors;

/* rc_exec_verify_rewrite, filling *errs (may be NULL) with the errors of the check that decided. */
bool rc_exec_verify_rewrite_errors(RcFunc *f, RcValue *root, RcValue *const *inputs, uint32_t ninputs, const char *op,
                                   const char *config, double max_ulp, RcVerifyErrors *errs, char *why, size_t whylen);

#endif
