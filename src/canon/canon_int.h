/* Private to src/canon: the RcCanon state and the smart constructors each rule
 * file provides. Every constructor takes canonical operands and returns a
 * canonical value (found by CSE or newly built); NULL only on out-of-memory. */
#ifndef RC_CANON_INT_H
#define RC_CANON_INT_H

#include <glib.h>
#include <stdbool.h>
#include <stdint.h>

#include "canon/canon.h"
#include "numerics/numerics.h"

struct RcCanon {
  RcFunc *src;        /* the original function */
  RcModule *m;        /* scratch module owning the canonical function */
  RcFunc *f;          /* the canonical function */
  /* map[] and mapid[] cover the original node ids base .. base + nmap - 1: the whole
   * module for a full build, the stretch's ids for a window (rc_canon_new_window).
   * Nodes of other ids (a callee being inlined) go to `far`. */
  RcValue **map;      /* by original node id - base: canonical value of its result 0 */
  uint32_t base, nmap;
  GHashTable *far;    /* RcNode * -> canonical value of result 0, for ids outside map[] */
  GHashTable *ext;    /* original RcValue * from outside the build -> its stand-in */
  GPtrArray *externals; /* the opaque stand-ins (canon.external), in creation (program) order */
  GHashTable *results; /* result of a call inlined per result (original RcValue *) -> its value */
  uint8_t *inwin;     /* window builds: by id - base, 1 for the stretch's nodes */
  struct RcCanonParam {
    const RcNode *n;
    uint32_t i;
  } *pidx;            /* f's parameters sorted by node (then number), when f has many; else NULL */
  /* By canonical node id (grown as nodes are made). */
  RcValue **origin, **wrapped;
  uint64_t *hash;
  uint8_t *cse;       /* RC_CANON_CSE_* flags */
  uint32_t *refs;     /* original users not yet processed of the original values mapped here */
  uint32_t cap;
  uint32_t *mapid;    /* by original node id: the id map[] pointed to when set (recycle.c) */
  /* CSE table: open addressing over canonical nodes. */
  struct RcCanonSlot {
    uint64_t h;
    RcNode *n;
  } *tab;
  uint32_t tabcap, tabn;
  struct RcCanonType {
    uint64_t h;
    RcType *t;
  } *types;           /* interned tensor types of the canonical nodes (few distinct) */
  uint32_t typecap, ntypes;
  RcType *intern_in, *intern_out; /* the last type interned and its interned type: one node's
                                   * rules intern the type they were given several times */
  struct RcCanonConstSlot {
    const RcType *shape;
    uint64_t bits;
    RcValue *v;
    RcDType dt;
  } consts[64];       /* recent splat constants by (shape, dtype, value): fold.c's shortcut past CSE */
  int depth;    /* nesting of rule-driven constructor calls (bounded) */
  int inlining; /* nesting of callees being inlined (inline.c, bounded) */
  bool flatten; /* n-ary constructors may merge single-use nested nodes (the flattening pass) */
  bool exact;   /* the unmerged read: no chain merging, and only exact identities dropped */
  bool oom;
};

enum {
  RC_CANON_CSE_ABLE = 1,   /* made by rc_canon_make: may be merged */
  RC_CANON_CSE_IN_TAB = 2, /* in the CSE table */
  RC_CANON_CSE_FANOUT = 4, /* single-result node whose value has RC_CANON_FANOUT_TAB+ users */
  RC_CANON_CSE_DIRTY = 8,   /* an operand was replaced by the flattening pass: rebuild */
  RC_CANON_CSE_REHASH = 16, /* an operand's hash changed: refresh, re-sort if n-ary */
  RC_CANON_CSE_FREED = 32,  /* released during the build pass (recycle.c); its memory may be reused */
  RC_CANON_CSE_ARG = 64,    /* a sum passed to a call inlined at it (inline.c): merged into no user */
};
/* CSE finds a node by scanning the users of its operand with the fewest users, or,
 * when every operand has at least this many users, in the hash table (build.c). */
#define RC_CANON_FANOUT_TAB 16

/* A node to find or make: what CSE compares. */
typedef struct RcProto {
  RcOp op;
  const char *opname;
  RcType *type;           /* result type (single-result nodes) */
  RcValue *const *ops;
  uint32_t nops;
  const RcAttr *attrs;    /* copied by pointer into the node (shared, read-only) */
  uint32_t nattrs;
  const RcLiteral *lit;
  RcFunc **regions;
  uint32_t nregions;
  const RcFusedCall *fused; /* RC_OP_FUSED: what it calls */
  int64_t pnum;           /* PARAMETER: its number */
  bool copy_lit, copy_attrs; /* lit / attrs (with their data) live on the caller's stack:
                                copied into the scratch arena only when a node is made */
} RcProto;

/* build.c: hash-consing and node creation. */
RcValue *rc_canon_make(RcCanon *c, const RcProto *p);
/* A node that is never merged with another (parameters, side effects, multi-result). */
RcNode *rc_canon_make_unique(RcCanon *c, const RcProto *p, uint32_t nresults, RcType *const *types);
/* Recomputes n's hash after its operands changed (and its CSE table entry). */
void rc_canon_refresh(RcCanon *c, RcNode *n);
RcValue *rc_canon_simple(RcCanon *c, RcOp op, RcType *t, RcValue *const *ops, uint32_t n);
/* A new reducer function "return a + b" over scalars of dtype dt (NULL on out-of-memory),
 * for the sums the canonical form makes (batchnorm.c, dot_sum.c). */
RcFunc *rc_canon_add_reducer(RcCanon *c, RcDType dt);
/* Canonical reduce r's combiner, init and attributes over v, reducing dims[0..nd) into type t
 * (NULL past 32 attributes or on out-of-memory). */
RcValue *rc_canon_reduce_like(RcCanon *c, const RcNode *r, RcValue *v, const int64_t *dims, uint32_t nd, RcType *t);
bool rc_canon_attr_ignored(const char *name);
bool rc_canon_grow(RcCanon *c);
/* The view's one RcType equal to static tensor type t (t itself for any other type); sets
 * c->oom when it cannot be made. */
RcType *rc_canon_intern(RcCanon *c, RcType *t);

/* fold.c: constants. */
bool rc_canon_is_splat(const RcValue *v, double *out); /* a canonical splat constant (float or int) */
RcValue *rc_canon_const(RcCanon *c, RcType *shape, double v); /* splat of shape's type and dtype */
/* compare node n (result type t) of canonical operands a, b, when both are splat
 * constants: the pred splat it computes; else NULL. */
RcValue *rc_canon_fold_compare(RcCanon *c, const RcNode *n, RcType *t, RcValue *a, RcValue *b);
/* select(p, a, b) with p a splat pred constant: the operand it picks (when of type t);
 * else NULL. */
RcValue *rc_canon_fold_select(RcType *t, RcValue *p, RcValue *a, RcValue *b);

/* The ops that are n-ary (noperands >= 2) in the canonical form. */
static inline bool rc_canon_is_nary(RcOp op) {
  return op == RC_OP_ADD || op == RC_OP_MULTIPLY || op == RC_OP_MAXIMUM || op == RC_OP_MINIMUM;
}

/* Whether operand v of an n-ary node of op is merged into it by the flattening pass:
 * a node of the same op with one result, at most RC_CANON_FLAT_MAX operands, and
 * this user as its only one (ac.c merges it, flatten.c looks for it), that is no sum
 * passed to an inlined call (RC_CANON_CSE_ARG: x = dot + bias given to a helper that
 * computes x + 3 stays a node, so that a region spanning the call, JAX's hard_sigmoid
 * backward, reads it as its x; products stay merged: autodiff passes dy * x to helpers
 * that scale it, read as one product). */
static inline bool rc_canon_merges(const RcCanon *c, const RcValue *v, RcOp op) {
  const RcNode *d = v->def;
  return d->op == op && v->nuses == 1 && d->nresults == 1 && d->noperands <= RC_CANON_FLAT_MAX &&
         !(d->id < c->cap && (c->cse[d->id] & RC_CANON_CSE_ARG));
}

/* ac.c: n-ary add/multiply/maximum/minimum; the operand order (<0, 0, >0). */
int rc_canon_order(const RcCanon *c, const RcValue *a, const RcValue *b);
RcValue *rc_canon_nary(RcCanon *c, RcOp op, RcType *t, RcValue *const *ops, uint32_t n);

/* minmax.c: whether a maximum (minimum) with splat k leaves every finite value and
 * NaN as it is (k the dtype's lowest (largest) finite value or -inf (+inf)); and
 * maximum(minimum(v, hi), lo) with lo <= hi as minimum(maximum(v, lo), hi), NULL when
 * v is no such minimum (or on out-of-memory: see c->oom). */
bool rc_canon_minmax_noop(RcOp op, RcDType dt, double k);
RcValue *rc_canon_clamp_order(RcCanon *c, RcType *t, RcValue *v, double lo);

/* batchnorm.c: the normalized output (result 0, of type want) of batch-norm-training
 * node bn with canonical operands y, scale, offset, as a layer-norm formula when its
 * statistics run along one axis with unit scale and zero offset; NULL when not (or on
 * out-of-memory: see c->oom). `out` is the written output value (its readers pick the
 * shape the formula is built in). */
RcValue *rc_canon_batch_norm_output(RcCanon *c, const RcNode *bn, const RcType *want, RcValue *y, RcValue *scale,
                                    RcValue *offset, const RcValue *out);
/* batchnorm.c: batch-norm-grad's (operand, scale, mean, variance, grad_output) grad_operand (result 0, of type want; ops: its canonical operands) as
 * the layer-norm backward formula on the same rows, when it is handed the statistics of a
 * batch-norm-training of the same operand (the variance as it is, or round-tripped through
 * its rsqrt as torch_xla writes it), with unit scale; NULL when not (or on out-of-memory). */
RcValue *rc_canon_batch_norm_grad_output(RcCanon *c, const RcNode *bg, const RcType *want, RcValue *const *ops,
                                         const RcValue *out);


/* dot_sum.c: dot n (canonical operands ops, result type t) as a sum when one operand is a
 * splat constant contracted over all its axes (k * sum of the other), or both are one value
 * with the same batch and contracted axes and no free axes (sum of its square); else NULL
 * (see c->oom for out-of-memory). */
RcValue *rc_canon_dot_sum(RcCanon *c, const RcNode *n, RcType *t, RcValue *const *ops);

/* spellings.c: negate, divide, power, unary math, erf/erfc, logistic, clamp. */
RcValue *rc_canon_neg(RcCanon *c, RcType *t, RcValue *v);
RcValue *rc_canon_div(RcCanon *c, RcType *t, RcValue *a, RcValue *b);
RcValue *rc_canon_pow(RcCanon *c, RcType *t, RcValue *a, RcValue *b);
RcValue *rc_canon_unary(RcCanon *c, RcOp op, RcType *t, RcValue *a);
RcValue *rc_canon_clamp(RcCanon *c, RcType *t, RcValue *lo, RcValue *x, RcValue *hi);
/* minimum(maximum(x, lo), hi) with splat bounds of type t: the canonical clamp. */
RcValue *rc_canon_min_max(RcCanon *c, RcType *t, RcValue *x, double lo, double hi);
/* The op a known fused or dialect call spells (erf, logistic), else RC_OP_OPAQUE. */
RcOp rc_canon_call_spelling(const RcNode *n);

/* recip.c: a * broadcast(1/s) as the division a / broadcast(s) it stands for; NULL
 * when neither operand is such a reciprocal (or on out-of-memory: see c->oom). */
RcValue *rc_canon_recip_product(RcCanon *c, RcType *t, RcValue *a, RcValue *b);

/* window.c: x when reduce n (combining with op) reads w = reduce-window(x, identity)
 * whose windows tile the axes n reduces exactly, with the same op: the reduce of x
 * over those axes is the same reduction; else NULL. */
RcValue *rc_canon_window_source(const RcNode *n, RcOp op, RcValue *w);

/* unit_reduce.c: reduce n of x (combining with op, init init) as the reshape of x
 * when every reduced axis has size 1 and init is op's identity; else NULL (see
 * c->oom for out-of-memory). */
RcValue *rc_canon_unit_reduce(RcCanon *c, const RcNode *n, RcOp op, RcValue *x, RcValue *init);

/* masked_sum.c: for a sum n over original readers e / sum or shift - log(sum), its canonical
 * operand x = select(m, e, 0) with e = exp(select(m, ., -inf) - its row max): e (the plain
 * softmax's sum); else NULL. */
RcValue *rc_canon_masked_sum(const RcCanon *c, const RcNode *n, RcValue *x);

/* staged.c: canonical reduce v as one reduce where it reduces a reduce (the same
 * combiner and init) or a reshape whose groups of axes it reduces whole; v itself when
 * it does neither, NULL on out-of-memory (c->oom). */
RcValue *rc_canon_staged_reduce(RcCanon *c, RcValue *v);

/* shape_noise.c */
RcValue *rc_canon_broadcast(RcCanon *c, RcType *t, RcValue *a, const int64_t *dims, uint32_t ndims);
RcValue *rc_canon_reshape(RcCanon *c, RcType *t, RcValue *a);
/* transpose(a, perm) of type t as one broadcast where a is a broadcast whose operand axes
 * keep their order after the transpose, or whose operand is elementwise links of a transpose
 * that the two put back in order; NULL otherwise (the transpose stays). */
RcValue *rc_canon_transpose(RcCanon *c, RcType *t, RcValue *a, const int64_t *perm, uint32_t n);
/* The operand of elementwise link d of shape `shape`: the non-constant operand of a unary
 * float op (not negate, convert, copy, bitcast) or of an n-ary node of two operands with a splat
 * constant, and with `squares` the operand of x * x; else NULL. */
RcValue *rc_canon_link_operand(const RcNode *d, const RcType *shape, bool squares);
/* f(u): links chain[n-1] .. chain[0] (rc_canon_link_operand's, the one nearest u last) built
 * again on canonical u, in u's shape; NULL on out-of-memory (c->oom). */
RcValue *rc_canon_relink(RcCanon *c, const RcNode *const *chain, uint32_t n, RcValue *u);
/* For a reshape x -> mid that only inserts/removes size-1 dims, map[i] = mid's dim of x's dim i. */
bool rc_canon_unit_reshape_map(const RcType *x, const RcType *mid, int64_t *map);
/* slice.c: slice n of canonical a as the concatenate operand it picks through elementwise
 * ops and reduces (Flax's stacked moments), NULL when it picks none. */
RcValue *rc_canon_slice(RcCanon *c, const RcNode *n, RcValue *a);

/* converts.c: true when the convert (or copy) is looked through. */
bool rc_canon_convert_is_noise(const RcNode *n);

/* Result i of the canonical value mapped to an original node of several results: a
 * result of its canonical copy, or, for a call inlined per result (inline.c), operand
 * i of the one-result tuple of the returned values. */
static inline RcValue *rc_canon_result(RcValue *mapped, uint32_t i) {
  RcNode *d = mapped->def;
  if (d->op == RC_OP_TUPLE && d->nresults == 1) return i < d->noperands ? rc_node_operand(d, i) : NULL;
  return i < d->nresults ? &d->results[i] : NULL;
}

/* rounding.c: the 16-bit type (n's shape) of original node n when n is a 16-bit op under
 * float normalization: computed in f32 on bf16 (f16) values (converts of them, constants
 * exact in that type) and rounded to it by every user; NULL when not (or on out-of-memory:
 * see c->oom). */
RcType *rc_canon_rounded_type(RcCanon *c, const RcNode *n);

/* canon.c: the canonical value of result 0 of original node n (map[] or far), or NULL. */
static inline RcValue *rc_canon_map_get(const RcCanon *c, const RcNode *n) {
  uint32_t s = n->id - c->base;
  if (s < c->nmap) return c->map[s];
  return c->far ? g_hash_table_lookup(c->far, n) : NULL;
}
/* Records it; false on out-of-memory. */
bool rc_canon_map_set(RcCanon *c, const RcNode *n, RcValue *v);
/* map[]'s index of original node n, or UINT32_MAX when map[] does not cover it. */
static inline uint32_t rc_canon_slot(const RcCanon *c, const RcNode *n) {
  uint32_t s = n->id - c->base;
  return s < c->nmap ? s : UINT32_MAX;
}

/* canon.c: the canonical value of node n (original or canonical) with canonical operands ops. */
RcValue *rc_canon_build(RcCanon *c, RcNode *n, RcValue **ops);

/* canon.c: canonicalizes node n of `scope` (f, or a callee being inlined); false on out-of-memory. */
bool rc_canon_process(RcCanon *c, RcNode *n, const RcFunc *scope);

/* inline.c: the canonical value the body of callee g computes from canonical
 * arguments ops (its nodes get no origin), or NULL when it cannot be inlined. */
RcValue *rc_canon_inline(RcCanon *c, RcFunc *g, RcValue **ops);

/* flatten.c: the chain-merging pass; false on out-of-memory. */
bool rc_canon_flatten(RcCanon *c);

/* recycle.c: nodes of the build pass that die before it ends are released at
 * once and their memory is reused by later nodes. */
/* Original node n of f was just processed (c->map set): counts its users and
 * releases the canonical values of its operands that nothing needs any more. */
void rc_canon_note_done(RcCanon *c, RcNode *n);

/* dce.c */
void rc_canon_dce(RcCanon *c);

static inline bool rc_canon_is_float(const RcValue *v) {
  return v->type && v->type->kind == RC_TYPE_TENSOR && rc_dtype_is_float(v->type->dtype);
}
static inline bool rc_canon_type_float(const RcType *t) {
  return t && t->kind == RC_TYPE_TENSOR && rc_dtype_is_float(t->dtype);
}

#endif
