/* Recognition by value: which table op an elementwise region computes, read
 * from its values instead of its spelling. Pipeline place: beside the pattern
 * matcher, on the same canonical view (src/canon); the rewrite driver hands
 * what it finds to the same region check, verification and rewrite as a
 * pattern match (src/rewrite/byvalue.c).
 *
 * A region is a root r of the canonical function and one value x below it such
 * that every path from r down to a value that is not a splat constant passes
 * through x (x post-dominates r's operands; index.c finds these candidates for
 * every node in one pass). The region's nodes between r and x are elementwise
 * ops this module evaluates in double (eval.c), so the region is a function
 * f(x), and f is compared with every ELEMENTWISE row's double-precision
 * reference (include/recompose/fused.def, src/fused/ref.c): first on a few
 * fingerprint points kept per node (cheap, for every candidate), then closely
 * on many probe points (table.c) under the one tolerance rule (tolerance.c).
 *
 * A region with two leaves that is linear in one of them, f(x, dy) = dy * g(x),
 * is compared the same way, g against each op's derivative (rc_fused_dref,
 * src/fused/ref.c; linear.c). */
#ifndef RC_RECOG_RECOG_H
#define RC_RECOG_RECOG_H

#include <stdbool.h>
#include <stdint.h>

#include "fused/fused.h"
#include "ir/ir.h"

/* The special values a row op's rewrite check puts first in its x probe (the finite ones:
 * exec/run.c rc_exec_fill_random's finite_only list); a row region is read as a backward only
 * where a probe row without them is left (rows.c). */
#define RC_RECOG_ROW_SPECIALS 10

/* ---- tolerance.c: the one tolerance rule of recognition by value ---- */

/* The largest distance (rc_recog_dist) at which a region computed in dtype dt is
 * read as a table op: 2^-12, or half an ULP of 1.0 in dt where that is more
 * (bf16: 2^-8, f16: 2^-11). Low-precision spellings of an op's constants
 * (0.70703125 for 1/sqrt 2, bf16(1.702) = 1.703125, 0.04468) stay below it;
 * near misses (0.8 for 1/sqrt 2, a sign or a factor 2 off) and the closest two
 * table ops (gelu_erf, gelu_tanh: 4.7e-4) are above it (tolerance.c says why). */
double rc_recog_tol(RcDType dt);
/* The distance of a region's value f from the reference r at probe x: |f - r| on
 * the function's scale, max(|r|, 1) (as the rewrite check judges values near 0),
 * and relative to |r| for tiny x (|x| < 2^-10; down to |r| = 2^-12, below which
 * an approximation's own residue at 0 may stand up to 2^-24, half an ULP of 1.0
 * in f32: Numerical Recipes' erfc gives 1 - erfc(0) = -3e-8, Abramowitz-Stegun's
 * erf 1e-9), where every table op is near its value or linear term at 0 and an
 * offset or a wrong slope must show (at |x| = 2^-11 each op's |r| is at least 2^-12). */
double rc_recog_dist(double x, double f, double r);
/* The distance up to which a region reads as the op exactly (its spelling only
 * reassociates or approximates to the dtype's precision): 2^-20. */
double rc_recog_exact(void);
/* How many ULPs of 1.0 in dtype dt (on the function's scale) the rewrite check's reference
 * is known to within for a region recognized at distance err: 0 for an exact region; else
 * enough to cover err with a margin of 4 (a power of two, so that equal regions share a
 * check). The region with low-precision constants differs from the exact op by err; the
 * rewrite replaces it with the exact op, and the check must not refuse that difference,
 * which recognition measured and bounded by rc_recog_tol. The check takes it as its
 * reference's allowance, the larger of it and the constants' written precision
 * (exec/accuracy.h), not as ULPs added to its tolerance. */
double rc_recog_slack_ulp(double err, RcDType dt);

/* ---- eval.c: the scalar meaning of the canonical ops a region may hold ---- */

/* Whether canonical node n is an elementwise op evaluated here: one result of a
 * float or pred tensor type, an op with a scalar meaning in double (numerics/ops.h,
 * n-ary add/multiply/maximum/minimum, compare, select, clamp, not/and/or,
 * float and pred converts, is_finite) or a call of an ELEMENTWISE table op. */
bool rc_recog_evaluable(const RcNode *n);
/* n's value from its operands' values a[0..n->noperands) (n evaluable). */
double rc_recog_eval(const RcNode *n, const double *a);
/* The splat value of constant node n, or false. */
bool rc_recog_const(const RcNode *n, double *v);

/* ---- index.c: candidate regions of one canonical function ---- */

typedef struct RcRecog RcRecog;

/* Indexes the canonical function cf in one pass (program order): for each
 * evaluable node its chain of candidate leaves (nearest first; a query reads at
 * most RC_RECOG_CHAIN), its fingerprint as a function of each computed when a
 * query first needs it. NULL on out-of-memory. cf must not change while the
 * index is used. */
#define RC_RECOG_CHAIN 6
RcRecog *rc_recog_new(RcFunc *cf);
void rc_recog_free(RcRecog *r);
/* Whether cf holds a reduction: every row region does (rc_recog_rows_at), so a function
 * without one has none. */
bool rc_recog_has_reduce(const RcRecog *r);

/* One region that equals a table op. */
#define RC_RECOG_DYF 6
typedef struct RcRecogHit {
  const RcFusedOp *op;
  RcValue *x;          /* the leaf: the fused call's operand (canonical) */
  RcValue *dy;         /* linear regions: the factor dy (g is op's derivative); else NULL */
  bool ones;           /* a one-leaf region that is op's derivative: dy * op'(x) with dy all ones
                        * folded away (the gradient of a sum), rc_recog_deriv_at */
  double c;            /* ones: the constant dy folded in, c op'(x) (rc_recog_deriv_scaled_at; the
                        * gradient of a mean, c = 1/N, or of 2 sum), c a value of x's dtype; dy set:
                        * the constant the region scales dy by, c dy op'(x) (rc_recog_linear_scaled_at);
                        * ndyf set: the constants on dy's side of a product's split (factors.c);
                        * else 1 */
  double err;          /* the largest distance measured (rc_recog_dist) */
  uint32_t size;       /* evaluable nodes in the region */
  RcValue *dyf[RC_RECOG_DYF]; /* rc_recog_product_at: dy is the product of these values (ndyf >= 2,
                               * dy NULL), which is no value of the view (it merged dy into the
                               * root's product); else ndyf 0 */
  uint32_t ndyf;
} RcRecogHit;

/* The regions rooted at canonical node n that equal an ELEMENTWISE table op, the
 * largest first (and for one region, the closest op first), into out[0..cap);
 * returns how many. */
uint32_t rc_recog_at(RcRecog *r, RcNode *n, RcRecogHit *out, uint32_t cap);
/* linear.c: the two-leaf regions rooted at canonical node n that are dy * g(x) with g
 * the derivative of an ELEMENTWISE table op (hit.dy set), closest first, into
 * out[0..cap); returns how many. Where g is itself a table activation (softplus' = sigmoid), the
 * region is that op's backward only where the program computes the op on x; elsewhere it is the
 * activation gated by dy, not read here (gate.c). */
uint32_t rc_recog_linear_at(RcRecog *r, RcNode *n, RcRecogHit *out, uint32_t cap);
/* dyscale.c: the two-leaf regions rooted at canonical node n that are c dy g(x) with g the
 * derivative of an ELEMENTWISE table op and c one constant (hit.dy set, hit.c = c != 1), where
 * rc_recog_linear_at read a region linear in its dy that matched no derivative: autodiff's dy
 * of a scaled loss, c (f(x) - t), whose constant the canonical view merged into the backward's
 * product (2/N of a mean square error). c as rc_recog_deriv_scaled_at reads it. Into
 * out[0..cap); returns how many. */
uint32_t rc_recog_linear_scaled_at(RcRecog *r, RcNode *n, RcRecogHit *out, uint32_t cap);
/* dyscale.c: the readings of rc_recog_linear_scaled_at whose regions are larger than `size` nodes,
 * whatever rc_recog_linear_at read at n: where linear.c's hit is a part of a scaled backward that
 * happens to be another op's backward (D sigmoid(x) = 0.5 D (1 + tanh(x/2)), softplus' backward
 * on D, inside c dy sigmoid'(x) of 0.5 tanh(x/2) + 0.5 under a mean square error, whose
 * D = dy (1 - tanh(x/2))), the whole backward is the reading (the largest region, as linear.c
 * takes among its dy candidates). Into out[0..cap); returns how many. */
uint32_t rc_recog_linear_scaled_over(RcRecog *r, RcNode *n, uint32_t size, RcRecogHit *out, uint32_t cap);
/* factors.c: the regions rooted at canonical node n, a product of three or more factors that no
 * two-leaf reading takes, that are dy * g(x) with g the derivative of an ELEMENTWISE table op
 * and dy the product of the other factors (hit.dyf), which the canonical view merged into n
 * (JAX's softplus backward exp(x - softplus(x)) D of a D = dy q(x) becomes one product of dy,
 * q(x) and exp(x - softplus(x))): each subset of the factors that are functions of one value x
 * (with n's constants) is compared with the derivatives, the largest that matches first; a
 * reading of an op whose derivative is a table activation (softplus: sigmoid) is taken only where
 * the program computes that op on x, else it is a gate (gate.c). A root select(m(x), P, 0)
 * is the product P times its mask, a factor on x's side (a piecewise op's backward over a merged
 * D). Into out[0..cap); returns how many. */
uint32_t rc_recog_product_at(RcRecog *r, RcNode *n, RcRecogHit *out, uint32_t cap);
/* sumsplit.c: one op's backward among the terms of a sum rooted at canonical node n (three
 * terms to 12): the terms (a bit each, by n's operand) whose factors off x's side are the same
 * values D and whose x-sides summed, with their constants, equal the derivative of an
 * ELEMENTWISE table op (hit.op) at x (hit.x), D then hit.dy (one factor) or hit.dyf (several);
 * two terms or more, not all of n's. The sum is then that backward plus n's other terms: the
 * two backwards of f(x) q(x), which the canonical view flattens into one sum. Into out[0..cap),
 * closest first; returns how many. */
typedef struct {
  RcRecogHit hit;
  uint32_t terms;
} RcRecogSplit;
uint32_t rc_recog_sum_split_at(RcRecog *r, RcNode *n, RcRecogSplit *out, uint32_t cap);
/* Whether the last rc_recog_linear_at found a region linear in its dy whose x-side matched no
 * derivative, read down to x or cut at a table op's output on the way (linear.c): where the
 * canonical view merged the inner op's output into the outer op's products (0.5 y with
 * y = 0.5 x erfc(-x/sqrt 2)), a later round that reads that output as a call can cut there.
 * Reading it clears it. */
bool rc_recog_linear_pending(RcRecog *r);
/* Whether the last row readings tried at a root (rewrite/byvalue.c) held a backward reading
 * that none of the checks took: a row backward over the inner op of f(f(x)) whose dy, the
 * outer op's dx, is computed from x until it is a call (a later round revisits the root where
 * it reads a new call closely: rewrite/pending.h). Reading it clears it. */
void rc_recog_set_rows_pending(RcRecog *r, bool pending);
bool rc_recog_rows_pending(RcRecog *r);
/* The one-leaf regions rooted at canonical node n that equal the derivative of an ELEMENTWISE
 * table op (hit.ones set; autodiff folded a dy of ones into the backward of a sum), as
 * rc_recog_at reads them, into out[0..cap); returns how many. For a region no reference
 * matches (rc_recog_at first): a region that is an op itself is that op (sigmoid is softplus'). */
uint32_t rc_recog_deriv_at(RcRecog *r, RcNode *n, RcRecogHit *out, uint32_t cap);
/* The regions rc_recog_deriv_at reads whose op's output on the same x the region itself reads
 * (softplus's exp(x - softplus(x)), whose values are sigmoid's: rc_recog_at reads the region
 * as that op first), or whose values that output reads outside the region (the exp(x) of
 * log(1 + exp(x))): the op's derivative spelled with its forward, into out[0..cap); returns
 * how many. */
uint32_t rc_recog_deriv_of_output_at(RcRecog *r, RcNode *n, RcRecogHit *out, uint32_t cap);
/* The one-leaf regions rooted at canonical node n that are c f'(x) for an ELEMENTWISE table op f
 * and one constant c (hit.ones set, hit.c = c): the region's values over f' one constant within
 * the tolerance, c a constant the region holds within it (1/N of a mean) or else its rounding to
 * the region's dtype, the rewrite check deciding. Regions that read as c times a table op
 * (c sigmoid(x): a scaled activation) are left. Into out[0..cap); returns how many. */
uint32_t rc_recog_deriv_scaled_at(RcRecog *r, RcNode *n, RcRecogHit *out, uint32_t cap);
/* The distance of the region from n down to x from op's reference, into *err, when
 * the region is one recognition reads (x below n, evaluable nodes between) and
 * within the tolerance; else false. */
bool rc_recog_distance(RcRecog *r, RcNode *n, RcValue *x, const RcFusedOp *op, double *err);
/* The value of the one-leaf region from n down to x at x = xv (an infinity: what its spelling
 * makes of it, which the probes do not reach) into *out; false when recognition does not read
 * that region. */
bool rc_recog_value_at(RcRecog *r, RcNode *n, const RcValue *x, double xv, double *out);
/* tie.c: the breakpoint convention (config key tie, fused.def) of hit h at n, a backward of
 * hardsigmoid or hardswish: the region's values at x = -3 and 3 (dy 1) against each
 * convention's, 0, 1 or 2; -1 where they are no convention's (or the region is not read);
 * 0 for other ops. terms: 0, or the operands of the sum n (a bit each) that hold the
 * backward's terms (rc_recog_sum_split_at). */
int rc_recog_tie_of(RcRecog *r, RcNode *n, const RcRecogHit *h, uint32_t terms);
/* The region's nodes (root first) of hit h at n, into *nodes (realloc'd, capacity
 * *cap); returns their number, 0 on out-of-memory. */
uint32_t rc_recog_region(RcRecog *r, RcNode *n, const RcRecogHit *h, RcNode ***nodes, uint32_t *cap);

/* ---- table.c: the references, their fingerprints and the close comparison ---- */

/* The fingerprint points: RC_RECOG_FP values of x at which index.c evaluates every
 * candidate. */
#define RC_RECOG_FP 4
extern const double rc_recog_fp_x[RC_RECOG_FP];
/* The ELEMENTWISE table ops (derivatives: with a derivative reference) whose
 * fingerprint is within tolerance tol of fp[0..RC_RECOG_FP), into out[0..cap);
 * returns how many. */
uint32_t rc_recog_fp_lookup(const double *fp, double tol, bool derivatives, const RcFusedOp **out, uint32_t cap);
/* The ELEMENTWISE table ops with a derivative reference d for which fp is c d for one constant
 * c != 0 (fp[k] / c within tol of d's at every point, c fitted over them), into out[0..cap);
 * returns how many. */
uint32_t rc_recog_fp_lookup_scaled(const double *fp, double tol, const RcFusedOp **out, uint32_t cap);
/* The constant c that brings op's derivative closest to a region's values f[0..n) at the probe
 * points (least squares over the finite points of [-8, 8]) into *c; false when there is none
 * (c 0 or not finite). */
bool rc_recog_scale_of(const RcFusedOp *op, const double *f, double *c);
/* The same on the first fingerprint point alone (fp0 at rc_recog_fp_x[0]). */
uint32_t rc_recog_fp_lookup_first(double fp0, double tol, bool derivatives, const RcFusedOp **out, uint32_t cap);
/* The probe points of the close comparison (finite: zeros, tiny, a grid over
 * [-8, 8], large), and their number. */
uint32_t rc_recog_probes(const double **xs);
/* Compares values f[0..n) of a region at the probe points with op's reference (or
 * its derivative): true when every point is within tol (rc_recog_dist), and for the
 * reference the region's NaN at NaN (nan_value); points where either side overflows (inf or NaN at
 * a finite x beyond 8 in magnitude) are not compared, as the rewrite check does
 * not. *err gets the largest distance on the function's scale (|f - r| / max(|r|, 1),
 * what the rewrite check sees: rc_recog_slack_ulp). */
bool rc_recog_compare(const RcFusedOp *op, bool derivative, const double *f, double nan_value, double tol,
                      double *err);

/* ---- rows.c: candidate row regions (softmax, log_softmax, layer_norm, rms_norm, and
 * the backward softmax_grad, log_softmax_grad from y and dy) ---- */

/* One reading of a row region: op over x's axes [axlo, axhi] (and [axlo2, axhi2] after a gap of
 * kept axes where axhi2 > 0), with scale, bias (or
 * NULL) and eps (a splat constant of the region, norms only; NULL: eps 0, read where the
 * region holds no other candidate); for a backward row op
 * (ROW_GRAD) x is the forward's output y and dy the incoming gradient; dy: the second leaf
 * of a norm's backward (NORM_GRAD op) too; else NULL; acc: an addend of the backward's root
 * sum that is another gradient of x (the op's acc operand), else NULL. */
typedef struct RcRecogRow {
  const RcFusedOp *op;
  RcValue *x, *dy, *scale, *bias, *eps, *acc;
  bool from_exp;   /* ROW_GRAD: x is the forward's exponentials e (y = e / sum e) */
  bool eps_in;     /* NORM_GRAD, NORM_SCALE_GRAD: eps is a runtime scalar (a one-element leaf the
                    * region broadcasts), the call's last operand (eps_in = 1) */
  RcValue *sum;    /* ROW_GRAD from_exp: the sums of e as a value of the region's (sum_in), or NULL */
  double c;        /* ROW_GRAD: the region reads dy only scaled, c times the op's backward of dy (the
                    * view merged a loss's constant, 2/N of a mean square error, into each product
                    * that reads dy): the call's dy is the user's c dy (rewrite/scaled_dy.c); else 0 */
  int32_t axlo, axhi;
  int32_t axlo2, axhi2; /* a second block of reduced axes, or 0, 0 */
  uint64_t axmask; /* the reduced axes where they form three or four blocks (axlo..axhi2 the first two), else 0 */
  int64_t eps_div; /* a norm's eps is eps's value over this (the row's element count N: the
                    * spelling folds 1/N out of its root, x rsqrt(sum x^2 + N eps) sqrt N), or 0 */
  RcNode **nodes;  /* the region's canonical nodes, root first (shared by a call's readings) */
  uint32_t nnodes;
  bool owner;      /* this reading owns nodes (rc_recog_rows_free) */
} RcRecogRow;

/* The readings of the row region rooted at canonical node n, the most likely first,
 * into out[0..cap); returns how many (0: n is no outermost row region's root). A region
 * that reads, besides x, one more tensor dy of x's type (through every path that does not
 * reach x: the backward of a norm, dy * scale and the forward's mean and rstd of x) over
 * x's last axes has NORM_GRAD readings (layer_norm_grad, rms_norm_grad); where the root is a
 * sum that adds another gradient of x (a residual's, which reads a further tensor), that
 * addend is the reading's acc. The forward readings (at most 8) come first; the backward
 * (ROW_GRAD) readings of the region as a function of two leaves y and dy follow in what
 * is left of out, then log_softmax_grad's as a function of one leaf y (or e) with dy NULL: a
 * dy of ones folded away, the backward of a sum, raised on ones the rewrite writes; last the
 * NORM_GRAD readings of a region over x (and a scale) alone with dy NULL likewise. Each reading is a candidate only: the rewrite check decides which (if
 * any) it computes. Release with rc_recog_rows_free. */
uint32_t rc_recog_rows_at(RcNode *n, RcRecogRow *out, uint32_t cap);
/* rc_recog_rows_at's readings, then those whose dy is a splat constant the region reads as a
 * value (a loss's constant gradient: a sum's or a mean's, read as that splat's backward, which
 * the check probes as any input), in room of their own beyond cap, so that they take none of
 * the others': out holds cap + RC_RECOG_ROWS_EXTRA readings (rows.c splat_readings). */
#define RC_RECOG_ROWS_EXTRA 4
uint32_t rc_recog_rows_splat_at(RcNode *n, RcRecogRow *out, uint32_t cap);
/* The backward readings (ROW_GRAD) of the row region rooted at sum n that reads n's operands in
 * `terms` (bit i: operand i; two or more, not all) and no other: one op's backward among the
 * terms of a sum the canonical view flattened (the backwards of f(x) q(x) for row ops f, q), for
 * a sum split (rewrite/sumsplit.h); as rc_recog_rows_at's. */
uint32_t rc_recog_rows_terms_at(RcNode *n, uint32_t terms, RcRecogRow *out, uint32_t cap);
/* The readings of canonical node n as a norm's d scale (NORM_SCALE_GRAD: layer_norm_grad_scale,
 * rms_norm_grad_scale): n a sum over x's leading axes of a region over x and dy (x's type)
 * that reads x's statistics over the other axes and no vector; x, dy, eps, axlo..axhi (the
 * kept axes) as for NORM_GRAD; both read eps as a runtime scalar too (eps_in) where the
 * region broadcasts a one-element value that is no constant and no region op; candidates for the rewrite check, into out[0..cap); returns
 * how many. Release with rc_recog_rows_free. */
uint32_t rc_recog_norm_scale_at(RcNode *n, RcRecogRow *out, uint32_t cap);
void rc_recog_rows_free(RcRecogRow *rows, uint32_t n);
/* The value of constant node n when all its elements are equal (a splat, or an array
 * written out with one value: exporters write eps and 1/N so), or false. */
bool rc_recog_uniform(const RcNode *n, double *v);
/* onerow.c: whether norm or row (softmax) reading rd (its eps set) of the region rooted
 * at n, over x of one row of cols elements, computes the op: the region evaluated in
 * double on rows whose mean is not small beside their spread, within rc_recog_tol(dt) of
 * the op's reference (the rewrite check's probe row cannot tell a variance from a mean
 * square, nor exp(x - max) from softmax(x)). */
bool rc_recog_one_row_is(RcNode *n, const RcRecogRow *rd, int64_t cols, RcDType dt);

/* expand.c: the axes of x (a mask, into *axes) whose copies the reductions of the row region
 * rooted at n reduce, where the region computes on an expanded row: each axis of each value
 * between n and its one leaf x a copy of at most one axis of x (broadcasts place their
 * operand's axes, reductions drop the ones they reduce, every reduction reduces copies of the
 * same axes of x), the root's axes x's own (n of x's shape). The pairwise differences x_j - x_i
 * on [.., n, n] of 1/sum_j exp(x_j - x_i), softmax(x) spelled in O(n^2): a row region of x over
 * its last axis. What it computes is the rewrite check's to tell. */
bool rc_recog_expanded_axes(RcNode *n, const RcValue *x, uint64_t *axes);

/* ---- scalars.c: values for runtime scalars under which a region is a table op ---- */

/* At most this many runtime scalars in one region (NCAND^k assignments). */
#define RC_RECOG_SCALARS_MAX 4
/* A region's values at xs[0..np) with its scalars at s[0..k) into out; false when it cannot say
 * (the search then ends, not found). */
typedef bool (*RcRecogScalarFn)(void *user, const double *s, const double *xs, uint32_t np, double *out);
typedef struct {
  const RcFusedOp *op;                /* the ELEMENTWISE table op the region computes */
  double s[RC_RECOG_SCALARS_MAX];     /* under these values (each in its scalar's dtype) */
  double err;                         /* the largest distance measured (rc_recog_compare) */
} RcRecogScalarHit;
/* Searches the assignments to k scalars of dtypes dts[0..k) of the constants of the table ops'
 * decompositions (one table, scalars.c; each value as stored in the scalar's dtype) for one under which
 * f, a region computed in dtype xdt, equals a table op (fingerprint, then every probe point
 * and the NaN rule, as rc_recog_at reads a region); the closest found (the first of equals) into *hit. */
bool rc_recog_scalars_search(uint32_t k, const RcDType *dts, RcDType xdt, RcRecogScalarFn f, void *user,
                             RcRecogScalarHit *hit);
/* The same search for k scalars of a backward: an assignment under which f (a two-leaf region's
 * values at dy = 1, linear in dy: the caller's f says where it is not) equals op's derivative at
 * every probe point (rc_recog_compare's derivative reading); k may be 0 (one evaluation). */
bool rc_recog_scalars_search_deriv(uint32_t k, const RcDType *dts, RcDType xdt, const RcFusedOp *op,
                                   RcRecogScalarFn f, void *user, RcRecogScalarHit *hit);

#endif
