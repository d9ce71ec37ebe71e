/* The canonicalizer: builds, beside a function, a canonical copy of it that
 * the matcher reads. Pipeline place: reader -> IR -> **canon** -> match ->
 * rewrite. The original function is never modified; every canonical value
 * keeps a link back to the original value it computes (origin), so the
 * rewrite driver edits the user's program and only the matched regions.
 *
 * How it works: one pass over the function in program order (a topological
 * order) hands each node to a "smart constructor" that applies the rules
 * below to already-canonical operands and hash-conses the result (CSE). A
 * second pass, on the finished graph where use counts are known, merges
 * nested add/multiply/max/min chains through single-use nodes and rebuilds
 * whatever that touches, in rounds until nothing changes (capped, with a
 * warning on the context); DCE runs between rounds. Every rule is local and
 * bounded and nothing recurses along the graph, so a 10^6-deep chain is fine
 * and the cost is O(n). Building the canonical form of a canonical function
 * gives the same function again (idempotence; tested).
 *
 * WHAT THE MATCHER SEES (the canonical form; patterns/README.md repeats this):
 *  - multiply, add, maximum, minimum are n-ary nodes (noperands >= 2, same
 *    RcOp): a nested node of the same op is merged into its user when that
 *    user is its only one (a value used twice, such as a SiLU output that
 *    feeds the next block and its logistic, stays a node of its own) and it
 *    has at most RC_CANON_FLAT_MAX operands; operands are sorted in a stable
 *    order (by op kind, then a structural hash that ignores names, dtypes and
 *    shapes, then the type; constants last), and all splat constants are
 *    merged into at most one, the last operand. Identity constants are dropped (x*1, x+0,
 *    max(x,-inf), min(x,+inf)), and so are max/min bounds of the dtype's lowest/largest
 *    finite value (max(x,-FLT_MAX), min(x,FLT_MAX): no change to finite values or NaN,
 *    only +-inf differ; minmax.c); max/min drop repeated operands.
 *    A multiply with a single non-constant operand x and constant -1 is
 *    negate(x). Negated factors are pulled into the constant:
 *    multiply(negate(a), b) -> multiply(a, b, -1), and so is the sign of a broadcast
 *    scaled value: multiply(broadcast(multiply(m, -k)), b) -> multiply(broadcast(
 *    multiply(m, k)), b, -1) for k > 0 (XLA negates a mean before broadcasting it), and
 *    in a sum add(broadcast(multiply(m, -k)), a) -> add(negate(broadcast(multiply(m, k))), a)
 *    (x + (-mean) reads as x - mean).
 *  - Constants: every scalar or splat constant (also reached through
 *    broadcast/reshape/convert chains) is a splat CONSTANT node of the shape
 *    of the value it stands for (literal->splat, count 1, value rounded to the
 *    dtype). Non-splat array constants are kept as they are. Unary and binary
 *    float math on splat constants is folded.
 *  - add(c*t1, c*t2, .., d) with one common constant factor c != 1 is
 *    factored: multiply(add(t1, t2, .., d/c), c), when there are two or more
 *    terms t_i, or one term and d = +-c (so mean + eps = add(multiply(sum,
 *    1/N), eps) stays as it is). So 0.5*x*(1+e),
 *    x*(0.5*(1+e)), (x*0.5)*(1+e) and x*(0.5+0.5*e) all read
 *    multiply(x, add(e, 1), 0.5) (operand order as sorted).
 *  - subtract(a, b) -> add(a, negate(b)); negate(negate(x)) -> x; negate of a
 *    constant is folded; negate of a product with a constant flips the
 *    constant. divide(a, c) with splat constant c -> multiply(a, 1/c) (floats);
 *    divide(a, sqrt(b)) -> multiply(a, rsqrt(b)), 1/sqrt(b) -> rsqrt(b);
 *    divide(a, exp(b)) -> multiply(a, exp(negate(b))); other divides stay
 *    DIVIDE; multiply(a, broadcast(divide(1, s))) -> divide(a, broadcast(s))
 *    (recip.c). power(x, 2|3) and x*x*x -> multiply(x, x[, x]); power(x, 1) -> x;
 *    power(x, 0.5) -> sqrt; power(x, -0.5) -> rsqrt; exp(multiply(log(v), k)) with
 *    a constant k that is no integer -> power(v, k); power(c, b) with a splat base c > 0
 *    -> exp(multiply(b, ln c)) in f32 and f64 (exp2 written as a power of 2; not in bf16
 *    or f16, where ln c rounded to the dtype is another scale). exp(-x) reads
 *    exp(negate(x)) with the negate simplified as above (exp(-0.5*x) reads
 *    exp(multiply(x, -0.5))).
 *  - erf: HLO erf, chlo.erf, custom_call @mhlo.erf and a fused recompose.erf
 *    call are RC_OP_ERF. erfc(y) -> add(erf(negate(y)), 1): a negate is pushed
 *    into erf (erf is odd) when the negated operand simplifies or is a leaf,
 *    so erfc(-x*0.7071) and 1+erf(x*0.7071) are the same node.
 *  - logistic: the op, 1/(1+exp(-x)), exp(x)/(1+exp(x)), a/(1+exp(-x))
 *    (-> multiply(a, logistic(x))), 0.5+0.5*tanh(0.5*x), and fused
 *    recompose.sigmoid calls/composites are RC_OP_LOGISTIC. In any product,
 *    an operand add(tanh(u), 1) becomes 2*logistic(2u), so the tanh GELU
 *    0.5*x*(1+tanh(k*(x+0.044715*x^3))) and its sigmoid form both read
 *    multiply(x, logistic(multiply(add(x, multiply(x, x, x, 0.044715)), 2k))).
 *  - rsqrt stays RSQRT, sqrt stays SQRT.
 *  - clamp(lo, x, hi) with constant bounds -> minimum(maximum(x, lo), hi), and
 *    maximum(minimum(v, hi), lo) with constants lo <= hi reads the same (minmax.c).
 *  - batch-norm-training's normalized output (HLO get-tuple-element 0, StableHLO
 *    result 0) with its statistics along one axis, unit scale and zero offset ->
 *    the layer-norm formula over the last axis, on the value before a reshape
 *    that keeps that axis (batchnorm.c; its reductions get a reducer of their
 *    own, made in the scratch module). batch-norm-grad's grad_operand on the same
 *    rows, handed that forward's mean and variance (the variance as it is or
 *    round-tripped through its rsqrt: torch_xla), with unit scale -> the
 *    layer-norm backward formula, the statistics recomputed from the operand.
 *  - converts: float->float converts are looked through (the canonical value
 *    is the operand's; the dtype of canonical values may therefore differ
 *    from their users' dtype); integer and int<->float converts are kept.
 *    copy is looked through; a bitcast that keeps the dtype is a reshape.
 *    A float op whose operands hold bf16 (f16) values only and whose every user
 *    rounds it to that type (XLA's float normalization of a 16-bit op) has the
 *    16-bit type, its merged constants too (rounding.c).
 *  - shapes: identity broadcasts and reshapes to the same shape vanish,
 *    reshape(reshape(x)) -> reshape(x), broadcast(broadcast(x)) composes, a
 *    transpose of a broadcast that keeps the broadcast operand's axes in order is
 *    one broadcast,
 *    broadcast(reshape(x)) where the reshape only inserts/removes size-1 dims
 *    broadcasts x directly; so TF/JAX keep-dims chains of a row reduction read
 *    broadcast(reduce(x, dims=[last]), dimensions=[0..r-2]). reshape(f(reshape(u)))
 *    back to u's shape, f at most 8 elementwise links (unary ops but negate, n-ary
 *    ops with a splat constant), is f(u) (torch-mlir's keep-dims statistics).
 *    reshape(u k), k a splat and u a parameter or outside value, is reshape(u) k
 *    (XLA's fusions scale a backward's dy before bitcasting it).
 *  - reduce: operands (x, init); a `combiner` ENUM attribute names the
 *    reducer's op ("add", "maximum", "minimum", "multiply", or absent when
 *    the body is anything else); an add-reduce's -0 init reads 0. The reducer
 *    function / region pointers are shared with the original module (except
 *    those batchnorm.c makes). A reduce of an HLO reduce-window of partial results
 *    whose windows tile the reduced axes, with the same combiner and an identity
 *    init, reads as the one reduce of the window's operand (window.c; exact for
 *    max/min, a reassociation of the sum for add). Reductions in stages read as one
 *    reduce (staged.c): a reduce of a reduce with the same combiner and init (0 for
 *    add, any for max/min), and a reduce of a reshape that splits or merges axes when it
 *    reduces whole groups of them (XLA's reduction splitter: a row of a*b as [a, b]
 *    reduced over b, then a), and a reduce of a transpose that keeps the kept axes'
 *    order (a transposed view) is the reduce of the transpose's operand. In a float product, |a| * |a| reads a * a.
 *    A dot with a splat constant operand contracted over all its axes (no batch axes) is
 *    that constant times the add-reduce of the other operand over its contracted axes; a
 *    dot of a value with itself (the same batch and contracted axes on both sides, batch
 *    axes increasing, no free axes) is the add-reduce of its square (dot_sum.c).
 *  - calls: a call (HLO `call`, StableHLO func.call) of a function that only
 *    computes is replaced by the callee's body built on the call's canonical
 *    arguments (inline.c; conditions at rc_canon_callee). The inlined nodes have
 *    no origin; the returned value has the call's result as origin. A call of
 *    several results (StableHLO) is inlined per result: result i reads the i-th
 *    returned value, whose origin is the call's result i.
 *  - CSE merges identical pure nodes (same op, operands, type, attributes
 *    other than metadata/frontend attributes, literal), and two float converts
 *    of one value are that value (looked through); DCE removes canonical
 *    nodes without users (except parameters and RETURN). rc_canon_same_node
 *    applies CSE's rule to two original nodes.
 *  - Types: canonical values of pure ops carry one interned RcType per
 *    distinct static tensor type (dtype and dims, no layout or verbatim text),
 *    owned by the RcCanon; compare dtype/dims, not pointers to original types.
 *  - Attributes of cloned nodes are shared with the original module (read
 *    only); canonical elementwise nodes built by the rules carry none (compare
 *    keeps direction/compare_type).
 * The canonical module is never printed or verified as a user program;
 * rc_module_canonicalize re-binarizes it left to right for --canonicalize-only.
 */
#ifndef RC_CANON_CANON_H
#define RC_CANON_CANON_H

#include <stdio.h>

#include "ir/ir.h"

/* A nested n-ary node with more operands than this is not flattened into its user. */
#define RC_CANON_FLAT_MAX 32

typedef struct RcCanon RcCanon;

/* Builds the canonical form of function f as a separate function in a scratch
 * module owned by the RcCanon (f is not modified). NULL on out-of-memory. */
RcCanon *rc_canon_new(RcFunc *f);
/* The canonical form of a window of f: nodes[0..nnodes), a stretch of f's nodes in
 * program order (erased ones are skipped). What the stretch reads from before it is
 * an opaque stand-in (canon.external, origin = that value, one per value), except
 * constants and broadcast/reshape/convert/copy chains of them (at most 4 deep),
 * which are built as usual. Uses outside the stretch, of its values by later nodes
 * of f and of a stand-in's value by nodes before or after it, are kept as operands
 * of one effectful sink (canon.escape), so use counts and DCE are those of the
 * whole function. rc_canon_lookup answers only for the stretch's nodes. Same form as a
 * full build otherwise, so a window holding the whole function builds the same
 * function (CSE merges only within a window). */
RcCanon *rc_canon_new_window(RcFunc *f, RcNode *const *nodes, size_t nnodes);
/* The unmerged read of the same window: every rule above except three. Nested
 * add/multiply/max/min links are not merged into their users (an inner link of a chain
 * as written keeps a node of its own); a maximum (minimum) with the dtype's lowest
 * (largest) finite value is kept (only +-inf bounds are dropped, which is exact); calls
 * stay calls. It also releases no node during the build (recycle.c), so CSE finds a
 * value a rule rebuilds with its origin. rewrite/driver.c says why the driver reads it. */
RcCanon *rc_canon_new_window_unmerged(RcFunc *f, RcNode *const *nodes, size_t nnodes);
/* Both reads of one window, built side by side in one walk over its nodes: *merged is
 * what rc_canon_new_window builds, *exact what rc_canon_new_window_unmerged builds.
 * False on out-of-memory (then neither is made). */
bool rc_canon_new_window_pair(RcFunc *f, RcNode *const *nodes, size_t nnodes, RcCanon **merged, RcCanon **exact);
RcFunc *rc_canon_func(const RcCanon *c);
/* The value of the ORIGINAL function that canonical value cv computes, or NULL when
 * none exists (a folded or merged constant, a flattened partial sum/product that has
 * no single original value). For a value reached by looking through converts, origin
 * is the original value the canonical one stands for (e.g. the bf16 input x of an
 * upcast f32 chain); rc_canon_origin_wrapped(c, cv) returns the outermost original
 * value that still computes the same thing including converts (the downcast result;
 * a computation rounded to a narrower type ends at that rounding: a convert back to
 * the wider type is a read of it). */
RcValue *rc_canon_origin(const RcCanon *c, const RcValue *cv);
RcValue *rc_canon_origin_wrapped(const RcCanon *c, const RcValue *cv);
/* The canonical value standing for original value v of f, or NULL (v dead in the
 * canonical form, or not of f). */
RcValue *rc_canon_lookup(const RcCanon *c, const RcValue *v);
/* Whether original nodes a and b compute one value by the rule CSE merges canonical
 * nodes with: the same pure single-result op (and spelling) on the same operands, with
 * equal types, literals and attributes (metadata and frontend attributes aside). Two
 * converts of one bf16 x to f32 are the same node; the rewrite driver reads them as one
 * operand of a fused call. */
bool rc_canon_same_node(const RcNode *a, const RcNode *b);
/* Whether a and b would be the same node by that rule if they read the same operands: the
 * same op, spelling, type, literal and attributes (a broadcast with the same dimensions to the
 * same type, whatever it broadcasts). */
bool rc_canon_same_op(const RcNode *a, const RcNode *b);
/* Whether a and b compute one value by that rule applied down to `depth` levels of operands,
 * reducers of one commutative op taken as one (StableHLO writes a region per reduce, so a
 * statistic recomputed is not merged with its twin). */
bool rc_canon_same_value(const RcValue *a, const RcValue *b, int depth);
/* The structural hash that orders operands (ignores names, dtypes, shapes). */
uint64_t rc_canon_hash(const RcCanon *c, const RcValue *cv);
void rc_canon_free(RcCanon *c);

/* Debug printer of the canonical function: one node per line, values numbered
 * %0.. in program order, each with its type and (after "//") its origin. */
void rc_canon_dump(const RcCanon *c, FILE *out);
enum { RC_CANON_DUMP_NO_TYPES = 1, RC_CANON_DUMP_NO_ORIGINS = 2 };
void rc_canon_dump_ex(const RcCanon *c, FILE *out, unsigned flags);

/* Calls: the canonical copy sees through a call (HLO `call`, StableHLO func.call) of
 * a function that only computes (parameters, pure ops, fused/erf calls and such calls
 * again, nesting < 8, at most 4096 nodes walked, matching types, one returned value
 * per result): the callee's body is built in place of the call, its nodes without an
 * origin, each returned value with the call's result of its position as origin. A sum passed
 * as an argument is merged into none of the callee's sums (a value the program names at the
 * call: x = dot + bias of a helper's x + 3). This returns that callee, or NULL
 * when the call stays a call. The rewrite treats such a call as a pure region node. */
RcFunc *rc_canon_callee(const RcNode *call);

/* The op of a reducer function (to_apply / region body) that just combines its two
 * parameters, e.g. RC_OP_ADD; RC_OP_OPAQUE when the body is anything else. */
RcOp rc_canon_reducer_op(const RcFunc *body);
/* Whether op's two operands are body's two parameters, one each (in either order), and body
 * holds exactly `ops` nodes besides its parameters and its return: the shape every reducer
 * reader checks before it looks at the op. */
bool rc_canon_reducer_shape(const RcFunc *body, const RcNode *op, uint32_t ops);
/* The reducer body of reduce or reduce-window n: its region (StableHLO) or its to_apply
 * computation (HLO); NULL for none. */
RcFunc *rc_canon_reducer_body(const RcNode *n);
/* rounded_reducer.c: the op of reduce node n's reducer (its region or to_apply body) as
 * rc_canon_reducer_op reads it, or of one that combines its two parameters and rounds the result
 * through a 16-bit float and back (XLA:CPU's float-normalized bf16 sum: add in f32, convert to
 * bf16 and back), into *acc (when not NULL) the type each partial result is rounded to (the
 * parameters' own for a plain reducer); RC_OP_OPAQUE without a reducer. For recognition only:
 * such a reducer is no plain one to CSE or to the hash. */
RcOp rc_canon_rounded_combiner(const RcNode *n, RcDType *acc);
/* rounding.c: whether node k, reading a value as its operand j, is an add-reduce of that value
 * into a result of dtype dt (one operand and its init, one result): how the convert-pair
 * removal's f32 sums of an unrounded 16-bit op's value read, for the view and the rewrite. */
bool rc_canon_sums_in(const RcNode *k, uint32_t j, RcDType dt);

#endif
