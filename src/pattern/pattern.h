/* Patterns: the parsed form of the pattern DSL (patterns/README.md) and the
 * matcher that runs all loaded patterns over a canonical function.
 *
 * Place in the pipeline: text patterns -> rc_pattern_parse (parse.c) -> RcPattern
 * trees owned by an RcPatternSet (patset.c) -> rc_match_index (match.c), an index
 * keyed by root op kind and arity with an operand-kind filter, -> rc_match_at, which
 * tries the candidate patterns at one canonical node and returns the captures and
 * the canonical nodes covered. The rewrite driver (src/rewrite) consumes matches.
 */
#ifndef RC_PATTERN_PATTERN_H
#define RC_PATTERN_PATTERN_H

#include <stdbool.h>
#include <stdint.h>

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
  void *regex;      /* RC_P_CUSTOM: compiled pcre2 code */
  const char *akey, *aval; /* RC_P_OP: required attribute value (direction=GT), or NULL */
  uint32_t line, col;
};

typedef enum RcWhereKind {
  RC_W_DTYPE,       /* dtype(%x) in {f32, ...} */
  RC_W_SINGLE_USE,  /* single_use(%x): the capture's value has exactly one user */
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

typedef enum RcEmitAttrKind { RC_EA_INT, RC_EA_FLOAT, RC_EA_STR, RC_EA_DIM, RC_EA_VALUE } RcEmitAttrKind;

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
struct RcPatternSet {
  RcCtx *ctx;
  void *pool;           /* GPtrArray of blocks freed with the set */
  RcPattern **pats;
  size_t npats, cpats;
};

/* Allocates zeroed memory owned by the set; NULL on out-of-memory. */
void *rc_pattern_alloc(RcPatternSet *ps, size_t size);
char *rc_pattern_strndup(RcPatternSet *ps, const char *s, size_t n);

/* Parses text and appends its patterns to ps. RC_ERR_INPUT with FILE:LINE:COL diagnostics. */
RcStatus rc_pattern_parse(RcPatternSet *ps, const char *file, const char *text, size_t len);

/* ---- matching ---- */

typedef struct RcMatchIndex RcMatchIndex;

/* Builds the matching index over the patterns of ps selected by `only` (NULL = all);
 * caller frees with rc_match_index_free. NULL on out-of-memory. */
RcMatchIndex *rc_match_index_new(const RcPatternSet *ps, const char *const *only, size_t nonly);
void rc_match_index_free(RcMatchIndex *ix);
/* Number of pattern programs in the index. */
size_t rc_match_index_size(const RcMatchIndex *ix);

typedef struct RcMatch {
  const RcPattern *pat;
  RcValue *root;
  RcValue *caps[RC_PAT_MAX_CAPS];
  RcNode **nodes;       /* canonical nodes covered (root first); owned by the match */
  uint32_t nnodes, cnodes;
} RcMatch;

/* Tries the candidate patterns at node n (highest priority, then largest, first), skipping
 * patterns for which skip(pat, user) returns true. Fills *m and returns true on a match.
 * rc_match_clear releases m's node list. */
bool rc_match_at(const RcMatchIndex *ix, RcNode *n, RcMatch *m,
                 bool (*skip)(const RcPattern *, void *), void *user);
void rc_match_clear(RcMatch *m);

/* Combiner op (RC_OP_ADD, RC_OP_MAXIMUM, ...) of a reduce node, or RC_OP_OPAQUE. */
RcOp rc_reduce_combiner(const RcNode *n);

#endif
