/* Internal interface of the rewrite stage: the result record shared by the
 * driver (driver.c), fused-call construction (fuse.c) and the dot writer (dot.c). */
#ifndef RC_REWRITE_REWRITE_H
#define RC_REWRITE_REWRITE_H

#include <glib.h>

#include "ir/ir.h"
#include "rewrite/bits.h"
#include "pattern/pattern.h"
#include "recompose/higher.h"

struct RcHigherResult {
  GArray *rewrites;   /* RcRewriteInfo */
  GArray *skips;      /* RcSkipInfo */
  GPtrArray *fused;   /* RcNode * per rewrite: the fused node (in the module) */
  GArray *region_sizes; /* uint32_t per rewrite: original nodes replaced */
  GPtrArray *skip_ops;  /* const char * per skip: the fused op of the skipped pattern */
  GStringChunk *strings;
  size_t checks_run;   /* numerical checks run (cache misses of the check key) */
  size_t rounds;       /* rounds of the fixed-point loop, the most any function ran */
  GHashTable *opened;  /* names of the fusion bodies opened in the function being matched, or NULL */
  GHashTable *fused_at; /* copy of a rewrite's fused call in the module -> the rewrite's index + 1, or NULL */
  GArray *follow;       /* per rewrite: its copies and who took them (absorbed.c), or NULL */
  GHashTable *took_call; /* during the run: function -> index + 1 of the rewrite that took a call of it */
  GPtrArray *recomputes; /* the rewrites' RcRewriteInfo.recomputes arrays (owned) */
};

/* ones.c: a splat of c of type t written into f before `before` as the module's format
 * writes one (a scalar constant and a broadcast in HLO, made[0] and made[1]; a splat constant in
 * StableHLO, made[0]); NULL (nothing written) for a type that is no static float tensor, a c the
 * dtype does not hold exactly, or on out-of-memory. */
RcValue *rc_rewrite_const_dy(RcFunc *f, const RcType *t, double c, RcNode *before, RcNode *made[2]);

/* absorbed.c: which rewrites the output still holds. rc_rw_follow: n is a copy of
 * rewrite index's fused call (the call itself when made); rc_rw_follow_copy: copy is a
 * clone of orig (followed when orig is); rc_rw_gone: n is erased, by the rewrite of
 * index `by` whose region took it (a call taken so is noted too), or RC_RW_NOT_ABSORBED. */
#define RC_RW_NOT_ABSORBED SIZE_MAX
void rc_rw_follow(RcHigherResult *r, const RcNode *n, size_t index);
void rc_rw_follow_copy(RcHigherResult *r, const RcNode *orig, const RcNode *copy);
void rc_rw_gone(RcHigherResult *r, const RcNode *n, size_t by);
/* After the last round (fusion bodies dropped): copies left in functions the program no
 * longer reaches are gone, taken by the rewrite that took the last call on the way. */
void rc_rw_follow_end(RcHigherResult *r, const RcModule *m);

/* What a fused call needs: op, inputs, the root it replaces, and its config. */
typedef struct RcFuseSpec {
  const char *op;         /* "silu" */
  RcValue *root;          /* original value replaced */
  RcValue **inputs;
  uint32_t ninputs;
  const char *config;     /* kernel config "dtype=f32;n=...;cols=..." */
  const char *attrs_mlir; /* composite attributes "{cols = 128 : i64}" */
  RcValue *const *same;   /* region-external values identical to an input (rc_rw_same_node: a second */
  const uint32_t *same_as; /* convert of one x), read as input same_as[k]; nsame of them */
  uint32_t nsame;
  RcNode **region;        /* original nodes of the match, program order */
  uint32_t nregion;
  GHashTable *func_names; /* names of the module's functions (owned strings), for new decompositions */
  GHashTable *decomps;    /* region key (GString, owned) -> decomposition function already made (shared), or NULL */
  GHashTable *strings;    /* attribute texts already copied into the module (text -> copy), or NULL */
  GHashTable *shared_attrs; /* decomposition (RcFunc *) -> attribute array of its fused calls; with strings */
  RcValue *root2;         /* a second value the call computes (a norm's sum, sum_out: custom calls only), or NULL */
  RcValue **made2;        /* with root2: gets the call's value for it */
  RcType *wide;           /* the call's type where it computes in a wider dtype than its root (wide.c), else NULL */
} RcFuseSpec;

/* Whether n is one of region[0..nregion)'s nodes (a linear scan: regions are small). */
static inline bool rc_rewrite_in_region(const RcNode *n, RcNode *const *region, uint32_t nregion) {
  for (uint32_t r = 0; r < nregion; r++)
    if (region[r] == n) return true;
  return false;
}

/* wide.c: a call computed in f32 under a 16-bit root. rc_rewrite_wide_type: the root's shape in
 * f32 when root is bf16 or f16 and each of inputs[0..nin) a static float tensor of its dtype or
 * f32, one at least f32; else NULL. rc_rewrite_wide_convert: v converted to dt (its type t, or
 * v's shape in dt where NULL) by a convert written
 * before `before` (at f's end where NULL), or v where it has that dtype; NULL on out-of-memory. */
RcType *rc_rewrite_wide_type(RcModule *m, const RcValue *root, RcValue *const *inputs, uint32_t nin);
RcValue *rc_rewrite_wide_convert(RcFunc *f, RcValue *v, RcDType dt, RcType *t, RcNode *before);
/* wide.c: NULL when the only roundings to 16 bits of region[0..nregion) that a call computed in
 * f32 takes in are its last ones: the root's converts, and the roundings of f32 values that only
 * the sum in the root's dtype at its top reads (dx's parts summed with the other gradients of x);
 * else why not (a rounding inside the f32 computation, which the call would drop). */
const char *rc_rewrite_wide_rounds(const RcValue *root, RcNode *const *region, uint32_t nregion, char *why,
                                   size_t wlen);
/* operands.c: for a call computed wider, each of inputs[0..nin) the region reads only rounded to a
 * narrower type and back becomes that rounding's value (before[i]: what it replaces, else NULL),
 * as rc_rewrite_operands takes it: the call reads the value the program computes on. */
void rc_rewrite_wide_operands(RcValue **inputs, RcValue **before, uint32_t nin, RcNode *const *region,
                              uint32_t nregion);

/* operands.c: the fused call's operands in its root's dtype. RcRwCanon is the view
 * the match was found in (rewrite/hooks.h). */
typedef struct RcRwCanon RcRwCanon;
#define RC_REWRITE_MAX_SAME 64
/* Replaces each of inputs[0..nargs) (the captures' origins) whose dtype is not the root's
 * by the one value of region[0..nregion) the view identifies with its capture, in the
 * root's dtype and its shape (before[i]: what it replaces, else NULL); values identical
 * to it go to inputs[nargs + *nsame..] (after those already there), same_as[k] naming
 * the operand. NULL, or
 * why an operand has no such value. */
/* With `narrowed` (an rc_rewrite_narrow_log), an operand the region holds only in a wider
 * dtype and another shape is written in the root's (rc_rewrite_narrow). */
const char *rc_rewrite_operands(const RcRwCanon *view, const RcMatch *mt, const RcValue *root, RcValue **inputs,
                                RcValue **before, uint32_t *nsame, uint32_t *same_as, RcNode *const *region,
                                uint32_t nregion, GArray *narrowed, char *why, size_t wlen);
/* materialize.c: an operand only the canonical form has, cv = reshape(w) of a value w of the
 * function f (the view's reshape of a user value; where the view merged a rounding, the
 * user's one convert of it to cv's dtype): rc_rewrite_reshape_source gives w, or NULL.
 * rc_rewrite_materialize writes reshape(w) of cv's type before the first of the nodes of
 * region[0..nregion) that read w, which must all be reshapes or bitcasts, makes them read it
 * and adds it to *made (made->node[made->n - 1]); or, where the region's one reader of w is a
 * product w k by a splat k that only reshapes or bitcasts to cv's shape read (XLA's fusions
 * scale a backward's dy in its own shape, then bitcast it), writes reshape(w) k in cv's shape
 * and makes those reshapes read that instead; false (nothing written) otherwise, or when
 * made holds RC_REWRITE_MAX_MADE. rc_rewrite_materialize_end keeps the writes (kept) or puts
 * the function back, and frees the record; rc_rewrite_materialized: n is one of the writes.
 * const_dy: a GRAD call's constant dy (rc_rewrite_const_dy), which the driver erases itself. */
#define RC_REWRITE_MAX_MADE 4
typedef struct RcReshaped {
  RcNode *node[RC_REWRITE_MAX_MADE];       /* the reshapes written */
  RcValue *from[RC_REWRITE_MAX_MADE];      /* their w */
  GPtrArray *readers[RC_REWRITE_MAX_MADE]; /* the region's reshapes of each w, now reading node */
  /* where the region reads w only as reshape(w k), k a splat: the product w k (NULL otherwise),
   * and node k (constant, broadcast) written in cv's shape and node k made of it */
  RcNode *scaled[RC_REWRITE_MAX_MADE];
  RcNode *scale[RC_REWRITE_MAX_MADE][3]; /* the splat's constant and broadcast, the product */
  uint32_t n;
  RcNode *const_dy[2]; /* a GRAD call's constant dy, or NULL */
} RcReshaped;
RcValue *rc_rewrite_reshape_source(const RcRwCanon *view, const RcValue *cv, const RcFunc *f);
bool rc_rewrite_materialize(RcFunc *f, const RcValue *cv, RcValue *w, RcNode *const *region, uint32_t nregion,
                            RcReshaped *made);
bool rc_rewrite_materialized(const RcReshaped *made, const RcNode *n);
/* Whether n is one of the nodes written for match mt before it was applied (RcMatch.made). */
bool rc_rewrite_made_for(const RcMatch *mt, const RcNode *n);
void rc_rewrite_materialize_end(RcReshaped *made, bool kept);
/* narrow.c: when `in` is reshape(convert(w)) (reshapes or bitcasts, an exact widening of a w
 * of dtype dt, w of in's element count), writes r = reshape(w) of in's shape in dt and its
 * widening c after in's definition, makes the nodes of region[0..nregion) that read `in` read
 * c, logs the write and returns r; else NULL (nothing written). rc_rewrite_narrow_undo puts
 * back every write in the log, rc_rewrite_narrow_keep keeps them; both empty the log. */
GArray *rc_rewrite_narrow_log(void);
RcValue *rc_rewrite_narrow(RcValue *in, RcDType dt, RcNode *const *region, uint32_t nregion, GArray *log);
void rc_rewrite_narrow_undo(GArray *log);
void rc_rewrite_narrow_keep(GArray *log);
/* Whether n is a node a write in the log made. */
bool rc_rewrite_narrow_wrote(const GArray *log, const RcNode *n);
/* Values the region reads, other than inputs[0..nargs), that the view identifies with
 * input i, of its type (an exporter that recomputes x / sqrt 2 or a concatenation for
 * each of its uses: the view merges the copies), appended to inputs[nargs + *nsame..]
 * with same_as naming i, so that the region closes on them; the walk from root stops
 * there and at the inputs. Returns how many it added (at most RC_REWRITE_MAX_SAME in all). */
uint32_t rc_rewrite_twins(const RcRwCanon *view, const RcMatch *mt, const RcValue *root, RcValue **inputs,
                          uint32_t *nsame, uint32_t *same_as);
/* NULL when the region (collected up to the replaced operands) no longer holds what they
 * replaced (before[i]): it reads the capture only through the operand; else why not. */
const char *rc_rewrite_reads_through(const RcMatch *mt, RcValue *const *inputs, RcValue *const *before,
                                     RcNode *const *region, uint32_t nregion, char *why, size_t wlen);
/* NULL when every float convert in the region other than root's own convert chain is
 * exact (rc_dtype_holds) or rounds to root's dtype (what an op of that dtype does to
 * its result), or all round to one narrower type whose values every input holds (a
 * 16-bit chain whose last rounding was dropped): the computation is rounded to no
 * other type on the way; else why not. */
const char *rc_rewrite_rounds_once(const RcValue *root, RcValue *const *inputs, uint32_t nin, RcNode *const *region,
                                   uint32_t nregion, char *why, size_t wlen);
/* Whether v is a constant, through shape ops (a literal's rounding rounds no data). */
bool rc_rewrite_constant_of(const RcValue *v);

/* open.c: the fusion calls of f opened for matching (their bodies cloned into f);
 * NULL when f has none. Only calls whose body is in `ready` (NULL: any) are opened.
 * Clones of r's fused calls are followed as copies of them (absorbed.c; r may be NULL). */
typedef struct RcOpenFusions RcOpenFusions;
RcOpenFusions *rc_rewrite_open_fusions(RcFunc *f, GHashTable *ready, RcHigherResult *r);
/* Whether region[0..nregion) holds the clone of a recompose.<op> call of the same op:
 * an activation already raised in its fusion body (and counted there), which a match
 * in the caller (the fused call with converts around it) must not raise again. */
bool rc_rewrite_reraises(const RcOpenFusions *o, const char *op, RcNode *const *region, uint32_t nregion);
/* The fused computation of n when n is a fusion call a caller may open (one tensor result, a
 * body that only computes), else NULL. */
RcFunc *rc_rewrite_fusion_body(const RcNode *n);
/* Adds to names the names of the bodies o opened (o NULL: none). */
void rc_rewrite_opened_names(const RcOpenFusions *o, GHashTable *names);
/* Closes again every call no rewrite touched, erases the clones nothing reads, adds
 * the bodies of the calls left open to open_bodies, and frees o (NULL: no-op). */
void rc_rewrite_close_fusions(RcOpenFusions *o, GHashTable *open_bodies);
/* Removes from m the bodies in open_bodies that nothing refers to any more. */
void rc_rewrite_drop_open_bodies(RcModule *m, GHashTable *open_bodies, RcHigherResult *r);

/* deferred.c: the deferred normalizations of f (dot(e, v) / broadcast(s), the divisor
 * constant along the contraction) moved before the dot, dot(e / broadcast'(s), v), for
 * the rounds to read the division as a row op; NULL when f has none. */
typedef struct RcDeferred RcDeferred;
RcDeferred *rc_rewrite_defer_open(RcFunc *f);
/* Undoes every move whose division no rewrite took (dropping r's skips reported at it),
 * keeps the others, and frees o (NULL: no-op). */
void rc_rewrite_defer_close(RcDeferred *o, RcHigherResult *r);
/* Drops r's skips reported at value v of f (r NULL: no-op): a moved value the output does
 * not hold (deferred.c, lse.c). */
void rc_rewrite_drop_skips(RcHigherResult *r, const RcFunc *f, const RcValue *v);

/* lse.c: the softmaxes of f written exp(x - (log(s) + m)) with e = exp(x - m) in f and
 * s = sum(e) >= 0, moved to e / s, for the rounds to read as a row op (and the backward
 * that reads y, e and s as a function of e); NULL when f has none. */
typedef struct RcLseMoves RcLseMoves;
RcLseMoves *rc_rewrite_lse_open(RcFunc *f);
/* Undoes every move no rewrite took (dropping r's skips reported at it), keeps the others, and
 * frees o (NULL: no-op). */
void rc_rewrite_lse_close(RcLseMoves *o, RcHigherResult *r);

/* Copies spec's region into a new function of `scratch` (parameters = the inputs,
 * returning the root's copy), for checking a rewrite away from the big function.
 * NULL on out-of-memory. */
RcFunc *rc_rewrite_copy_region(RcModule *scratch, const RcFuseSpec *sp);

/* Appends to k a key equal for two specs exactly when checking them (rc_rewrite_verify with
 * this max_ulp) computes the same thing: op, config, input types and the region's ops,
 * spellings, types, literals, attributes, wiring and root (names and locations ignored).
 * False (k unusable) for regions holding nested regions, opaque ops or unspelled parts. */
bool rc_rewrite_check_key(const RcFuseSpec *sp, double max_ulp, GString *k);

/* The inputs of sp the program computes >= 0 (an exponential's result, rc_exec_nonneg_value),
 * as a bit mask over the first 32: the check probes them with |v|. */
uint32_t rc_rewrite_nonneg_inputs(const RcFuseSpec *sp);

/* Creates the fused node right before spec->root's node and returns its value
 * (NULL on out-of-memory); the caller redirects uses and erases the region. With
 * spec->root2 the call has two results (StableHLO), or one tuple of two and a
 * get-tuple-element of each (HLO), whose values are returned and put in *spec->made2. */
RcValue *rc_rewrite_fuse(RcFunc *f, const RcFuseSpec *spec, RcEmit emit, RcXlaAbi abi);

/* neighbours.c: the neighbours a fused call of op takes in (bias and gate of an elementwise op,
 * residual of a norm, with its sum as a second result when two_results allows and the program
 * reads the sum elsewhere too, scale and mask of a row op). cfg is the match's decoded config; *rootp, inputs[0..*nin) (followed by
 * nsame values identical to an operand; room for cap in all) and region (program order) grow
 * by what the call takes in; nodes claimed this round or with ids >= view_ids stay out. nb
 * says what was taken; rc_rewrite_neighbour_keys adds its config keys (before the encoder's
 * finish). */
typedef struct RcFusedCfg RcFusedCfg;
typedef struct RcNeighbours {
  bool bias, gate, residual;
  RcValue *sum; /* residual with sum_out: the sum x + residual the program reads elsewhere too, which the
                 * call returns as its second result (rc_rewrite_neighbour_sum), else NULL */
  RcNode *twins[4]; /* with sum: other adds of the same two operands (jax writes x + r once per use), */
  uint32_t ntwins;  /* in the region, whose readers read the second result too */
  int64_t cols; /* the bias's length: x's last axis */
  bool xmul, xdiv, mask, where;  /* a row op's scale and mask (attention's scores) */
  int64_t mask_rows, mask_rep;   /* the mask's rows and repeat over x's rows (0: not given) */
  int64_t mask_in, mask_gap;     /* a mask with a gap among its axes (gap > 1; rc_kernel_mask_row) */
} RcNeighbours;
void rc_rewrite_neighbours(const char *op, const RcFusedCfg *cfg, RcValue **rootp, RcValue **inputs, uint32_t *nin,
                           uint32_t nsame, uint32_t cap, GPtrArray *region, const RcBits *claimed, uint32_t view_ids,
                           bool two_results, RcNeighbours *nb);
void rc_rewrite_neighbour_keys(const RcNeighbours *nb, GString *cfg, GString *mlir);
/* After the call is made: its second result v takes over nb->sum's uses outside region (those
 * inside go with the region) and its twins' uses, and the name of the first of them read. */
void rc_rewrite_neighbour_sum(const RcNeighbours *nb, RcValue *v, const GPtrArray *region);
/* After the pass: a call of a helper whose body became one fused elementwise custom call
 * (jax.nn.silu's @silu), used once, by a product with a value of its type, becomes the
 * helper's fused call taking that value as its gate (SwiGLU); one whose operand is a + a bias
 * broadcast along the last axis, read by the call only, takes a and the bias (bias=1: the
 * convolution's bias add of a MobileNet or EfficientNet block), either or both. False on
 * out-of-memory. */
bool rc_rewrite_gate_calls(RcModule *m, RcHigherResult *r);
/* twins.c: after the pass, a fused call with the same op, config and operands as an earlier one
 * in its function (a value XLA:CPU computes in two fusions, raised in each) is erased, its users
 * reading the earlier call; its rewrite is absorbed by the earlier one's. */
void rc_rewrite_merge_twins(RcModule *m, RcHigherResult *r);
/* twins.c: whether fused calls a and b compute the same values (the same op, config and
 * operands; open.c makes such clones one). */
bool rc_rewrite_twin_calls(const RcNode *a, const RcNode *b);
/* negated.c: where root is negate(v) or v * c (c a power of two in f32, bf16 or f64), v a node of
 * the region read outside it too, every such reader after the call: they read fused negated (or
 * times 1/c), placed after the call, instead. Returns v (no longer kept for them), else NULL. */
RcValue *rc_rewrite_read_negated(RcFunc *f, RcValue *root, RcValue *fused, RcNode *const *region, uint32_t nregion);

/* composites.c: whether n is a framework's composite call (a stablehlo.composite, or an
 * HLO call with is_composite=true); then name[0..size) gets its name (StableHLO's name, the
 * HLO call's composite.name frontend attribute; "" when it has none that fits) and *attrs
 * its attribute text (composite_attributes, the HLO frontend attributes; NULL if none). */
bool rc_rewrite_composite_of(const RcNode *n, char *name, size_t size, const char **attrs);

/* result.c: a new, empty result; a value's name for the report (its own, else #ID), copied
 * into r's strings. */
RcHigherResult *rc_rewrite_result_new(void);
const char *rc_rewrite_vname(RcHigherResult *r, const RcValue *v);

/* match_config.c: the kernel config (cfg) and composite attribute text (mlir) of match mt
 * rooted at root (dtype: wide's where the call computes wider, wide.c), left open for more keys;
 * false with why when a key has no static value. */
bool rc_rewrite_match_config(const RcMatch *mt, RcValue *root, const RcType *wide, GString *cfg, GString *mlir, char *why,
                             size_t wlen);

/* Lists a refused match in r's skips under the pattern name `pattern` and fused op `fop`, once per
 * place, op and reason (result.c). */
void rc_rewrite_add_skip(RcHigherResult *r, const char *pattern, const char *fop, const RcValue *root,
                         const RcFunc *f, const char *why);

/* recompute.c: NULL when a match whose region[0..nregion) holds values shared[0..nshared)
 * that code outside it also reads may be raised, its call recomputing them while they stay
 * (with what they read in the region) for that code; else why not (a static string). */
const char *rc_rewrite_recompute_refusal(RcNode *const *region, uint32_t nregion, const RcValue *root,
                                         RcValue *const *shared, uint32_t nshared);
/* recompute.c: whether a norm backward with acc (root = dx + acc) keeps one of shared[0..nshared)
 * that is an addend of the root computed without acc (its own dx, read elsewhere too): the
 * call would leave the dx's whole computation in place; the same backward without acc, rooted
 * at that dx, replaces it. */
bool rc_rewrite_acc_dx_shared(const RcValue *root, const RcValue *acc, RcValue *const *shared, uint32_t nshared);
/* recompute.c: when the match of fused op `op` (region[0..nregion), result root) shares its
 * values shared[0..nshared) only with backward calls that may read its result instead (a
 * softmax's e read by softmax_grad with from_exp), points those operands at root (its fused
 * call takes them over; a log_softmax's, read by log_softmax_grad, at an exp(root) written
 * after root, recorded first with index UINT32_MAX), records each in `moved`
 * (RcRewriteMoved) and returns true; else
 * changes nothing. *at: NULL, or the first of those calls where it comes before root's node,
 * before which the fused call (of operands inputs[0..ninputs)) must then be placed, with that exp
 * after it.
 * rc_rewrite_read_result_undo puts them back (the match was not raised). */
typedef struct RcRewriteMoved {
  RcNode *user;
  uint32_t index;
  RcValue *was;
} RcRewriteMoved;
bool rc_rewrite_read_result(const char *op, RcNode *const *region, uint32_t nregion, RcValue *root,
                            RcValue *const *shared, uint32_t nshared, RcValue *const *inputs, uint32_t ninputs,
                            GArray *moved, RcNode **at);
void rc_rewrite_read_result_undo(GArray *moved);
/* Places the fused call made for such a match before node at (rc_rewrite_read_result's *at),
 * and the exp(y) written for a log_softmax's backward calls (in moved) after it. */
void rc_rewrite_read_result_place(const GArray *moved, RcNode *call, RcNode *at);
/* recompute.c: whether the values shared[0..nshared) that the match of fused op `op`
 * (region[0..nregion)) shares are read outside it only by fused calls of op's backward row
 * (`<op>_grad`), followed through its function's result into the callers and through call
 * operands into the callees: the call may then recompute them, whatever they cost, while
 * they stay for that backward. */
bool rc_rewrite_read_by_grads(const char *op, RcNode *const *region, uint32_t nregion, RcValue *const *shared,
                              uint32_t nshared);
/* recompute.c: whether one of shared[0..nshared) is returned by its function (not the entry):
 * a saved value whose readers a later function may turn into a backward call. */
bool rc_rewrite_leaves_func(RcValue *const *shared, uint32_t nshared);

/* The set of functions some node of m (or of a region) refers to (open.c); caller destroys it. */
GHashTable *rc_rewrite_referenced_funcs(const RcModule *m);

/* Composites in (composites.c): after the pass, each composite call that a composite row of
 * ps names, whose decomposition became one recompose call of that row's op, is replaced by
 * that call; others named by a row are reported as skipped. False on out-of-memory. */
bool rc_rewrite_composites(RcModule *m, const RcPatternSet *ps, RcHigherResult *r);

/* The measured row length below which op's call loses to XLA's own loop (min_cols.c; 0: none
 * measured), and the --min-cols a call of op is held to: knob, or the measured one where knob
 * is RC_MIN_COLS_MEASURED. */
struct RcFusedOp;
int64_t rc_min_cols_measured(const struct RcFusedOp *op);
int64_t rc_min_cols_for(int64_t knob, const struct RcFusedOp *op);
/* Whether a call of op with config cfg (len bytes) over numel result elements (a d scale's:
 * x's) is one --min-elems and --min-cols let through; else false, the reason in why
 * (min_cols.c). */
bool rc_rewrite_pays(const RcHigherOptions *o, const struct RcFusedOp *op, int64_t numel, const char *cfg,
                     size_t len, char *why, size_t wlen);

/* centered.c: u where canonical value x is u - mean(u) over the axes [lo, hi] of x (lo < 0: the
 * last axis), else NULL; and whether match mt reads rms_norm or rms_norm_grad_scale over such
 * a centred value, a layer norm's parts (rms_norm(u - mean u) = layer_norm(u)). */
RcValue *rc_rewrite_centered(RcValue *x, int32_t lo, int32_t hi);
bool rc_rewrite_rms_of_centered(const RcMatch *mt);

/* scalars.c: the entry's regions that read runtime scalars (rank-0 float parameters) and
 * compute a table op under values of them, guarded: a conditional whose true branch reads the
 * values as constants, for the rounds to raise. The conditionals made, or NULL for none. */
GPtrArray *rc_rw_scalars(RcModule *m);
/* Puts back the regions of guards whose true branch holds no fused call after the rounds, and
 * in StableHLO writes the others as stablehlo.if (r's entries follow their calls there)
 * (frees guards); false on out-of-memory. */
bool rc_rw_scalars_undo(RcModule *m, GPtrArray *guards, RcHigherResult *r);
/* scalars_if.c: guards conds[0..k), whose true branches yes[i] were raised, as the
 * stablehlo.ifs that hold yes[i] and no[i] inline, all or none (a joint region's backward and
 * forward go together); a guard of several roots (a tuple read element by element) becomes an
 * if of one result each. The functions go; r's entries of the true branches' calls name their
 * copies. REFUSED (nothing changed) when a branch cannot be written inline (the operands are
 * not one tuple, a node with regions, a tuple read past its end or whole, no return, more than
 * RC_RW_SCALARS_INLINE_MAX guards); OOM on out-of-memory. */
#define RC_RW_SCALARS_INLINE_MAX 2
typedef enum { RC_RW_INLINE_DONE, RC_RW_INLINE_REFUSED, RC_RW_INLINE_OOM } RcRwInline;
RcRwInline rc_rw_scalars_inline(RcModule *m, RcNode *const *conds, RcFunc *const *yes, RcFunc *const *no, uint32_t k,
                                RcHigherResult *r);
/* Adds the false branches of the entry's guards (conditionals on parameters equal to constants,
 * both branches reading one tuple: the regions as written, run when the scalars are not the
 * guarded values) to `into`: the rounds leave them as they are. */
void rc_rw_scalars_false_branches(const RcModule *m, GHashTable *into);
/* Whether n, a node of a guard's branch, reads an element of the branch's tuple parameter: its
 * value then is that operand of tup (entered in map; *ok false for an index tup lacks). */
bool rc_rw_scalars_tuple_read(const RcNode *n, const RcNode *tup, GHashTable *map, bool *ok);

#endif
