/* Patterns: the parsed form of the pattern DSL (patterns/README.md) and the
 * matcher that runs all loaded patterns over a canonical function.
 *
 * Place in the pipeline: text patterns -> rc_pattern_parse (parse.c) -> RcPattern
 * trees owned by an RcPatternSet (patset.c) -> rc_match_index_new (automaton.c),
 * which compiles every selected pattern into one decision tree of shared checks
 * over op kinds and operand positions, -> rc_match_at, which runs that tree at one
 * canonical node and hands the surviving candidates, in priority order, to the
 * residual walk (match.c); it returns the captures and the canonical nodes
 * covered. The rewrite driver (src/rewrite) consumes matches.
 */
#ifndef RC_PATTERN_PATTERN_H
#define RC_PATTERN_PATTERN_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "ir/ir.h"
#include "recompose/higher.h"
#include "support/ctx.h"

#define RC_PAT_MAX_CAPS 32
#define RC_PAT_MAX_DEPTH 64

typedef enum RcPKind {
  RC_P_ANY,      /* '_' or a bare capture %x: any value */
  RC_P_OP,       /* an IR op with operand sub-patterns */
  RC_P_CONST,    /* a splat constant with a value and tolerance */
  RC_P_ANYCONST, /* 'const': any splat float constant */
  RC_P_ALT,      /* ( a | b | ... ) */
  RC_P_REDUCE,   /* reduce_sum / reduce_max over given axes */
  RC_P_CUSTOM,   /* custom_call(/regex/, operands...) */
  RC_P_MEAN,     /* reduce_mean: reduce_sum times 1/N, or divided by N (N = reduced elements) */
} RcPKind;

typedef struct RcPNode RcPNode;
struct RcPNode {
  RcPKind kind;
  RcOp op;          /* RC_P_OP; RC_P_REDUCE: combiner (RC_OP_ADD or RC_OP_MAXIMUM) */
  int cap;          /* capture index bound to this node's value, or -1 */
  uint32_t nkids;
  RcPNode **kids;
  double value;     /* RC_P_CONST */
  double tol;       /* RC_P_CONST: relative tolerance; <0 = dtype default; 0 = exact */
  int64_t *axes;    /* RC_P_REDUCE: axes, negative counts from the end */
  uint32_t naxes;
  bool anyaxes;     /* RC_P_REDUCE: axes=[*], one block of adjacent axes bound by the match (RcMatch.axlo) */
  void *regex;      /* RC_P_CUSTOM: compiled pcre2 code */
  const char *resrc; /* RC_P_CUSTOM: the regex as written (equal text = one shared check) */
  const char *akey, *aval; /* RC_P_OP: required attribute value (direction=GT), or NULL */
  uint32_t line, col;
};

typedef enum RcWhereKind {
  RC_W_DTYPE,       /* dtype(%x) in {f32, ...} */
  RC_W_SINGLE_USE,  /* single_use(%x): the capture's value has exactly one user */
  RC_W_SCALAR,      /* scalar(%x): a static tensor of one element */
  RC_W_SAME_SHAPE,  /* same_shape(%a, %b) */
  RC_W_RANK_GE,     /* rank(%x) >= N */
  RC_W_IS_VECTOR_OF_LAST, /* row_vector(%g, %x): %g is 1-D with %x's last dim (scale/bias) */
  RC_W_INV_COLS,    /* inv_cols(%n, %x): constant %n is 1/(last dim of %x) */
} RcWhereKind;

typedef struct RcWhere {
  RcWhereKind kind;
  int a, b;         /* capture indices */
  uint64_t dtypes;  /* RC_W_DTYPE: bit per RcDType */
  int64_t n;
} RcWhere;

/* REDUCED: the elements of a capture's dims in the match's axes=[*] block (its last dim when
 * none is bound); INNER: the elements of its dims after that block (1 when none). */
typedef enum RcEmitAttrKind { RC_EA_INT, RC_EA_FLOAT, RC_EA_STR, RC_EA_DIM, RC_EA_VALUE, RC_EA_REDUCED, RC_EA_INNER } RcEmitAttrKind;

typedef struct RcEmitAttr {
  const char *key;
  RcEmitAttrKind kind;
  int64_t i;        /* INT; DIM: axis */
  double f;
  const char *s;
  int cap;          /* DIM, VALUE */
} RcEmitAttr;

typedef struct RcPattern {
  const char *name;
  const char *op;       /* fused op, e.g. "silu" (target is "recompose." op) */
  const char *source;   /* file name */
  uint32_t line;
  int priority;
  bool keep_shared;     /* rewrite even if intermediates have outside users (they are kept) */
  RcPNode *root;
  int ncaps;
  const char *capnames[RC_PAT_MAX_CAPS];
  uint32_t nwhere;
  RcWhere *where;
  uint32_t nargs;
  int *args;            /* capture indices of the fused call's operands */
  uint32_t nattrs;
  RcEmitAttr *attrs;
  uint32_t size;        /* pattern nodes, for "larger first" */
  uint64_t kidmask[2];  /* op kinds the root's direct operands must include */
  int arity;            /* root operand count, -1 if any */
} RcPattern;

/* A pattern set: patterns in load order, all memory in one GLib string chunk + arrays. */
/* A composite row: a framework's composite (StableHLO `stablehlo.composite "NAME"`, an HLO
 * `call` with is_composite=true) whose name is `name` and whose composite attributes hold
 * each key = value (as written: `false`, `"tanh"`) denotes the fused op `op`. */
#define RC_COMPOSITE_MAX_KEYS 4
typedef struct RcCompositeRow {
  const char *name, *op, *source;
  uint32_t line, nkeys;
  const char *key[RC_COMPOSITE_MAX_KEYS], *value[RC_COMPOSITE_MAX_KEYS];
} RcCompositeRow;

struct RcPatternSet {
  RcCtx *ctx;
  void *pool;           /* GPtrArray of blocks freed with the set */
  RcPattern **pats;
  size_t npats, cpats;
  RcCompositeRow *comps; /* composite rows, in the order read */
  size_t ncomps, ccomps;
  void *index_lock;     /* GMutex guarding the two fields below */
  struct RcMatchIndex *index; /* automaton of every pattern (no --only selection), or NULL */
  size_t index_npats;   /* npats when it was compiled: stale once patterns are added */
};

/* Allocates zeroed memory owned by the set; NULL on out-of-memory. */
void *rc_pattern_alloc(RcPatternSet *ps, size_t size);
char *rc_pattern_strndup(RcPatternSet *ps, const char *s, size_t n);

/* Parses text and appends its patterns to ps. RC_ERR_INPUT with FILE:LINE:COL diagnostics. */
RcStatus rc_pattern_parse(RcPatternSet *ps, const char *file, const char *text, size_t len);

/* ---- matching ---- */

typedef struct RcMatchIndex RcMatchIndex;

/* Compiles the patterns of ps selected by `only` (NULL = all; a name or a fused op)
 * into one matching automaton; caller frees with rc_match_index_free. NULL on
 * out-of-memory. */
RcMatchIndex *rc_match_index_new(const RcPatternSet *ps, const char *const *only, size_t nonly);
void rc_match_index_free(RcMatchIndex *ix);
/* The set's automaton of all its patterns, compiled on first use and kept until
 * patterns are added (patset.c); owned by the set; NULL on out-of-memory. Safe to
 * call from several threads; patterns must not be added while a pass uses it. */
const RcMatchIndex *rc_patset_index(const RcPatternSet *ps);
/* Number of patterns compiled into the automaton. */
size_t rc_match_index_size(const RcMatchIndex *ix);

typedef struct RcMatch {
  const RcPattern *pat;
  RcValue *root;
  RcValue *caps[RC_PAT_MAX_CAPS];
  RcNode **nodes;       /* canonical nodes covered (root first); owned by the match */
  uint32_t nnodes, cnodes;
  int32_t axlo, axhi;   /* the dims [axlo, axhi] its axes=[*] reduces bound, or -1, -1 */
  int32_t axlo2, axhi2; /* a second block of reduced dims after a gap (by-value rows), or 0, 0 */
  uint64_t axmask;      /* the reduced dims where they form three or four blocks (by-value rows), else 0 */
  bool shared;          /* set by the caller: read through chain links and keep-dims reshapes
                         * that have other uses too (the driver's second look, which finds the
                         * matches the multi-use policy reports); kept by the matcher */
  struct RcFlatMemo *memo; /* the chain readings of the current rc_match_at call, reused by each
                            * candidate pattern there; owned by the match, kept across calls */
  const uint64_t *ops;  /* set by the caller, kept by the matcher: the op kinds of the function
                         * matched (bit op % 64 of word op / 64; a superset will do), or NULL;
                         * rc_match_at walks no pattern that needs a kind not in it */
  int64_t eps_div;      /* a by-value norm's eps is its eps capture over this (the row's element
                         * count N, where the spelling folds 1/N out of the root), or 0: as is */
  double dy_const;      /* a by-value GRAD match with no dy capture: the constant dy its region
                         * folded in (the rewrite writes a splat of it), or 0: one */
  RcValue *dy_value;    /* a by-value GRAD match whose dy the canonical view merged into its root's
                         * product: that dy in the user's function (rewrite/byvalue.c), or NULL */
  bool ninf_zero;       /* a by-value ELEMENTWISE match whose region gives 0 at x = -inf where the op's
                         * reference gives NaN (the select form of hardswish): the call's ninf_zero */
  int tie;              /* a by-value GRAD match of hardsigmoid or hardswish: the region's convention at the
                         * clamp's ends, the call's tie (fused.def; recog/tie.c), or 0 */
  RcNode *const *made;  /* nodes written into the user's function for this match before it is applied,
                         * which its region holds (a sum split's adds of the backward's terms:
                         * rewrite/sumsplit.h), made[0..nmade); NULL: none */
  uint32_t nmade;
} RcMatch;

/* Tries the candidate patterns at node n (highest priority, then largest, first), skipping
 * patterns for which skip(pat, user) returns true. Fills *m and returns true on a match.
 * rc_match_clear releases m's node list. */
bool rc_match_at(const RcMatchIndex *ix, RcNode *n, RcMatch *m,
                 bool (*skip)(const RcPattern *, void *), void *user);
void rc_match_clear(RcMatch *m);
/* Empties m for a new match (shared included) but keeps what it owns: its node list's buffer
 * and its chain-reading memo, and the caller's op kinds (ops). */
void rc_match_reset(RcMatch *m);
/* rc_match_at brackets its pattern walks with these: between them the graph must not change,
 * and the walks share their chain readings; outside them each walk reads on its own. */
void rc_match_memo_begin(RcMatch *m);
void rc_match_memo_end(RcMatch *m);

/* Prints the automaton: per root op kind, its tree of checks with the patterns each
 * path accepts, then a summary (check nodes, checks saved by sharing). */
void rc_match_index_dump(const RcMatchIndex *ix, FILE *out);
/* Size figures of the automaton: check nodes, and checks before sharing (the sum of
 * every pattern path's checks). */
void rc_match_index_stats(const RcMatchIndex *ix, size_t *nodes, size_t *unshared);
/* Whether some pattern of ix has a custom_call check that call node n (a custom call
 * or composite) passes: the matcher sees such calls only through those checks, so
 * no match can read n otherwise. True also when the check cannot run (out of memory). */
bool rc_match_index_reads_call(const RcMatchIndex *ix, const RcNode *n);

/* ---- the residual walk (match.c), used by the automaton ---- */

/* Matches pat at node n from scratch (structure, captures, covered nodes, where);
 * fills *m and returns true on a match. */
bool rc_match_walk(const RcPattern *pat, RcNode *n, RcMatch *m);
/* The operands of the associative-commutative chain at n as the walk reads them
 * (ops: room for 16; shared as RcMatch.shared); 0 if more than 16. */
uint32_t rc_match_flatten(RcNode *n, bool shared, RcValue **ops);
/* The splat value of a constant as a constant pattern sees it (folded chains too). */
bool rc_match_const_value(RcValue *v, double *out, RcDType *dt);
bool rc_match_const_eq(double got, double want, double tol);
double rc_match_default_tol(RcDType dt);
/* A reduce of p's combiner, axes and identity init (p: RC_P_REDUCE). */
bool rc_match_reduce_ok(const RcPNode *p, const RcNode *n);
/* Whether n is a custom call or composite whose custom_call_target matches p's regex
 * (p: RC_P_CUSTOM): 1 yes, 0 no, -1 out of memory. */
int rc_match_target(const RcPNode *p, const RcNode *n);
/* Whether v is the result of a float-to-float convert (the walk looks through those;
 * inline: the walk asks at every structural pattern node). */
static inline bool rc_match_float_convert(const RcValue *v) {
  const RcNode *d = v->def;
  if (!d || d->op != RC_OP_CONVERT || !d->noperands) return false;
  const RcValue *in = rc_node_operand(d, 0);
  return in && v->type && in->type && rc_dtype_is_float(v->type->dtype) && rc_dtype_is_float(in->type->dtype);
}
/* A reshape or broadcast that only adds or drops size-1 dims. */
bool rc_match_keepdims_noop(const RcNode *n);
/* Whether broadcast n puts every reduced value it carries back on the dims it was reduced
 * from (each kept dim of a reduce of a value shaped as n's result at its own dim), where
 * that can be read (bcast_axes.c); a pattern's broadcast matches only such a broadcast. */
bool rc_match_bcast_axes_ok(const RcNode *n);
/* The op kinds of n's operands read through a single-use chain of n's op (when shared,
 * also those of the reading through every link, as RcMatch.shared); the first-level key
 * of a pattern, RcPattern.kidmask, must be a subset. */
void rc_match_kid_mask(const RcNode *n, bool shared, uint64_t mask[2]);


#endif
