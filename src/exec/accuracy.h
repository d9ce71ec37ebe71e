/* Judging a rewrite against a precise reference: the slack and the precision of constants.
 *
 * The precise reference R of a region (or of an original module) is the region evaluated with
 * every float op in f64, constants as written and converts to narrower floats read as
 * identities. The original O (the region as it runs, in its own types) and the rewrite W (the
 * fused kernel, or the optimized module) are both measured against R, per element, in the
 * metric of the caller (ULPs of the output dtype, or ULPs on the function's scale near zero;
 * see verify_rewrite.c and tools/cli/cmd_verify.c). A rewrite is accepted where
 *
 *     err(W, R) <= err(O, R) + slack        at every element,
 *
 * with slack = the caller's tolerance (max_ulp: 4 ULPs in `opt`, 16 norm-wise ULPs in
 * `verify`). With an exact original (err(O, R) = 0) this is the old test err(W, R) <=
 * max_ulp; where the original itself is far from R (16-bit arithmetic rounding after every
 * op, an intermediate overflow) the rewrite may be as far as the original plus the
 * tolerance: it is then at least as accurate as what it replaces. The slack is the tolerance
 * and not more, because the kernel rounds once (<= 2 ULPs by the table's bound) while the
 * original's error is already counted on its own side. Where the original is not finite and
 * the reference is, `opt` gives the kernel no credit (it is held to err(W, R) <= max_ulp
 * there); `verify` keeps its rule of counting such an original as infinitely far.
 *
 * Constants as written: exporters write some constants at less than their type's precision,
 * 1/6 as 0.166667 (six digits) or 1/sqrt(2) as 0.70703125 (its bf16 rounding). A kernel that
 * computes with the exact value then differs from R by the constant's error times the
 * region's sensitivity to it, which can exceed the slack in f32 while the rewrite is the more
 * accurate one. So R is taken as known only to the precision its constants were written
 * with: each inexact constant value c (not an integer, not a power of two) is given the
 * relative precision rc_exec_const_precision(c), R is evaluated once more with c scaled by
 * (1 + that), and the element's reference becomes the interval R +- the sum of those changes.
 * The precision is never coarser than RC_CONST_PRECISION_CAP, the relative tolerance with
 * which the pattern matcher accepts an f32 constant (pattern/match.c rc_match_default_tol):
 * the verifier grants a difference only as large as a constant the recognizer already
 * accepted could make. A region without inexact constants (silu, sigmoid) gets no
 * allowance, and a constant written at full precision (the coefficients of an erf
 * polynomial) gets its type's half ULP, so a near miss (GELU with 0.8 for 1/sqrt 2) or a
 * wrong op (gelu_tanh for gelu_erf, 4.7e-4 apart) still fails.
 *
 * One allowance: a region that recognition by value read as the op at a measured distance
 * (src/recog/tolerance.c: low-precision constants, an approximation within the recognition
 * tolerance) passes the rewrite check that distance as known_ulp, ULPs of 1.0 on the
 * function's scale. It widens R the same way, and the element's interval is R +- the larger
 * of the two allowances, never their sum, and the slack stays the caller's tolerance: both
 * say how precisely R is known, and the constants' part and the recognized distance measure
 * one cause (the written constants) twice where both apply.
 *
 * Roundings: R reads a region's converts to narrower floats as exact; the original (the
 * region run in its own types, with its roundings) carries them in err(O, R). A bf16 graph
 * that rounds after every op, whose roundings cancel (a softmax backward's dy - sum(dy * y)),
 * is then the less accurate side, and the kernel that rounds once passes where it is no
 * farther from R than the original plus the slack. */
#ifndef RC_EXEC_ACCURACY_H
#define RC_EXEC_ACCURACY_H

#include "ir/ir.h"
#include "recompose/exec.h" /* RC_CONSTANT_PRECISION_MAX_VALUES: how many constant values at most */

/* 2^-12: the coarsest relative precision a written constant is taken to have. */
#define RC_CONST_PRECISION_CAP (1.0 / 4096)

/* The relative precision of constant value c of type dt as written: 0 for zero, non-finite
 * values, integers and powers of two (exact in every format); else the coarser of the
 * shortest decimal that reads back as c in dt (0.166667: 5e-7 / 0.166667) and, for a value
 * that is a bf16 or f16 number (0.70703125), half that type's ULP; at most
 * RC_CONST_PRECISION_CAP. */
double rc_exec_const_precision(double c, RcDType dt);

#endif
