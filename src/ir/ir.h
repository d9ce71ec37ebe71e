/* The graph IR: an SSA dataflow graph of tensor ops, shared by every stage.
 *
 * A module owns one arena; everything below (functions, nodes, values, types,
 * attributes, strings) lives in it and dies with rc_module_free. A function is
 * an ordered list of nodes (program order, which is a valid topological order)
 * ending in one RETURN node whose operands are the function's results. Values
 * are the results of nodes; parameters are PARAMETER nodes (HLO prints them in
 * place, StableHLO as block arguments). Regions of ops (a StableHLO reduce body)
 * are functions with a parent. Each operand slot is an RcUse linked into its
 * value's use list, so user-list updates are O(1).
 *
 * Fidelity: readers keep the verbatim text of everything they do not model
 * (opaque ops, attribute values, types with layouts or encodings, locations),
 * so writers print an untouched region exactly as it came in.
 *
 * What only a writer reads is the format's own data, behind the fmtdata pointers of
 * nodes, functions and the module (StableHLO locations, print templates, header text);
 * stages outside src/formats/ reach it only through src/formats/format.h. The verbatim
 * fields that stay here are values the core itself reads, not writer-only data:
 * RcNode.opname is an opaque op's identity (typing rules, the executor, the canonical
 * form and fuse's sharing keys tell ops apart by it); RcType.layout is an XLA layout, part
 * of an HLO value's type that type copies carry; RcType.text is the type of a value
 * the core does not model (typing rules compare it, the executor and messages print
 * it); RcAttr.raw is the value of an attribute the core keeps as text (typing rules,
 * the executor, the matcher, rc_attr_number and rc_attr_window read it).
 */
#ifndef RC_IR_H
#define RC_IR_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "recompose/recompose.h"
#include "support/arena.h"

/* ---- op table ---- */

enum {
  RC_F_ELEM = 1u << 0,
  RC_F_COMM = 1u << 1,
  RC_F_ASSOC = 1u << 2,
  RC_F_FLOAT = 1u << 3,
  RC_F_PURE = 1u << 4,
};

typedef enum RcOp {
#define RC_OP(id, hlo, shlo, arity, flags) RC_OP_##id,
#include "ir/ops.def"
#undef RC_OP
  RC_OP_COUNT
} RcOp;

typedef struct RcOpInfo {
  const char *name;      /* lower-case id, e.g. "multiply" */
  const char *hlo;       /* HLO spelling or "" */
  const char *stablehlo; /* StableHLO spelling or "" */
  int arity;             /* -1 = variadic */
  unsigned flags;
} RcOpInfo;

extern const RcOpInfo rc_op_info[RC_OP_COUNT];

/* Looks an op up by its HLO or StableHLO spelling; RC_OP_OPAQUE if unknown. */
RcOp rc_op_from_hlo(const char *s, size_t len);
RcOp rc_op_from_stablehlo(const char *s, size_t len);
/* Looks an op up by its lower-case id ("multiply", "exp"); RC_OP_OPAQUE if unknown. */
RcOp rc_op_from_name(const char *s, size_t len);

/* ---- element types ---- */

enum { RC_DC_PRED, RC_DC_SINT, RC_DC_UINT, RC_DC_FLOAT, RC_DC_COMPLEX, RC_DC_OTHER };

typedef enum RcDType {
#define RC_DT(id, hlo, mlir, bits, cls) RC_DT_##id,
#include "ir/dtypes.def"
#undef RC_DT
  RC_DT_COUNT,
  RC_DT_OPAQUE = RC_DT_COUNT, /* an element type we do not model (f8e4m3fn, !quant...) */
} RcDType;

typedef struct RcDTypeInfo {
  const char *hlo, *mlir;
  int bits;
  int cls;
} RcDTypeInfo;

extern const RcDTypeInfo rc_dtype_info[RC_DT_COUNT];

RcDType rc_dtype_from_hlo(const char *s, size_t len);  /* RC_DT_OPAQUE if unknown */
RcDType rc_dtype_from_mlir(const char *s, size_t len); /* RC_DT_OPAQUE if unknown */
static inline bool rc_dtype_is_float(RcDType t) { return t < RC_DT_COUNT && rc_dtype_info[t].cls == RC_DC_FLOAT; }
static inline bool rc_dtype_is_int(RcDType t) {
  return t < RC_DT_COUNT && (rc_dtype_info[t].cls == RC_DC_SINT || rc_dtype_info[t].cls == RC_DC_UINT);
}
/* Whether every value of float dtype `narrow` is exactly a value of float dtype `wide`
 * (a convert from narrow to wide is exact): the same dtype, bf16 or f16 into f32 or
 * f64, f32 into f64. (bf16 and f16 hold each other's values only in part.) */
static inline bool rc_dtype_holds(RcDType wide, RcDType narrow) {
  if (wide == narrow) return rc_dtype_is_float(wide);
  if (narrow == RC_DT_BF16 || narrow == RC_DT_F16) return wide == RC_DT_F32 || wide == RC_DT_F64;
  return narrow == RC_DT_F32 && wide == RC_DT_F64;
}
/* Whether a convert from float dtype `from` to `to` narrows: `to` is another float dtype whose
 * values are all `from`'s (f32 to bf16 or f16, f64 to a narrower float), so the convert rounds.
 * (bf16 to f16 and back round too, but neither is the narrower.) */
static inline bool rc_dtype_narrows(RcDType from, RcDType to) { return from != to && rc_dtype_holds(from, to); }

/* ---- types ---- */

typedef enum RcTypeKind {
  RC_TYPE_TENSOR, /* dtype + static or partly dynamic shape */
  RC_TYPE_TUPLE,  /* HLO tuple */
  RC_TYPE_TOKEN,
  RC_TYPE_OPAQUE, /* printed from text only */
} RcTypeKind;

#define RC_DIM_DYNAMIC INT64_MIN /* '?' or '<=N': kept opaque, see RcType.text */

typedef struct RcType RcType;
struct RcType {
  RcTypeKind kind;
  RcDType dtype;
  int32_t rank;
  int64_t *dims;       /* rank entries; RC_DIM_DYNAMIC for dynamic dims */
  const char *layout;  /* HLO layout text including braces ("{1,0}") or NULL; part of the type (see the top) */
  const char *text;    /* verbatim spelling; when non-NULL writers print exactly this, and the core
                          compares it as the type of a value it does not model (see the top) */
  int32_t ntuple;      /* RC_TYPE_TUPLE */
  RcType **tuple;
};

bool rc_type_is_static(const RcType *t); /* tensor with no dynamic dim and modelled dtype */
int64_t rc_type_numel(const RcType *t);  /* element count; -1 if dynamic or not a tensor */
bool rc_type_equal(const RcType *a, const RcType *b);       /* kind, dtype and dims (layout ignored) */
bool rc_type_same_shape(const RcType *a, const RcType *b);  /* rank and dims */

/* ---- attributes ----
 * Readers store the attributes whose meaning the passes and the executor need
 * under these names, whatever the source spelling (raw keeps the spelling):
 *   dimensions      INTS  broadcast operand->result map (HLO dimensions=, StableHLO dims =),
 *                         reduce axes, transpose permutation, concatenate axis (1 entry)
 *   direction       ENUM  compare: EQ NE LT LE GT GE;  compare_type ENUM FLOAT, TOTALORDER, SIGNED...
 *   to_apply        FUNC  reducer / callee (HLO to_apply=, calls=; StableHLO func.call callee,
 *                         composite decomposition); a StableHLO reduce body is rc_node_region(node, 0)
 *   condition, body FUNC  HLO while loop computations
 *   custom_call_target STR  (also the composite name for stablehlo.composite)
 *   backend_config  STR or RAW
 *   index           INT   get-tuple-element
 *   iota_dimension  INT
 *   slice_starts, slice_limits, slice_strides                 INTS
 *   padding_low, padding_high, padding_interior               INTS
 *   lhs_batch_dims, rhs_batch_dims, lhs_contracting_dims, rhs_contracting_dims INTS
 * Anything else is kept as RAW under its source name.
 */

typedef enum RcAttrKind {
  RC_ATTR_RAW,   /* verbatim value text only */
  RC_ATTR_INT,
  RC_ATTR_FLOAT,
  RC_ATTR_BOOL,
  RC_ATTR_STR,   /* a string (quotes removed, escapes decoded) */
  RC_ATTR_INTS,  /* a list of integers: dimensions={0,1}, dims = [0, 1] */
  RC_ATTR_FUNC,  /* a reference to a function/computation */
  RC_ATTR_ENUM,  /* a bare word: direction=GT, kind=kLoop */
} RcAttrKind;

typedef struct RcFunc RcFunc;

typedef struct RcAttr {
  const char *name;
  RcAttrKind kind;
  const char *raw; /* verbatim value text as read (format-specific); NULL for attributes built by passes */
  union {
    int64_t i;
    double f;
    bool b;
    const char *s;
    struct {
      int64_t *v;
      uint32_t n;
    } ints;
    RcFunc *fn;
  } u;
} RcAttr;

/* ---- literals (constants) ---- */

typedef struct RcLiteral {
  RcDType dtype;
  int64_t count;  /* number of elements stored (1 for a splat) */
  bool splat;     /* one value for the whole shape */
  void *data;     /* count elements in the dtype's storage (bf16/f16 as uint16_t bits, pred as uint8_t) */
  const char *raw; /* verbatim literal text as read ("0.5", "dense<5.000000e-01>", "{1, 2}") */
} RcLiteral;
/* Its elements as doubles: rc_literal_get_f64, rc_literal_splat_f64 (numerics/numerics.h). */

/* ---- values, uses, nodes ---- */

typedef struct RcNode RcNode;
typedef struct RcValue RcValue;

/* An operand slot; its index is its place in user->operands (rc_use_index). 32 bytes. */
typedef struct RcUse {
  RcNode *user;
  RcValue *value;
  struct RcUse *prev, *next; /* in value->uses */
} RcUse;

/* 40 bytes: pointers first, then the two counters. */
struct RcValue {
  RcNode *def;
  RcType *type;
  const char *name; /* without sigil: "multiply.5", "0", "arg0", "0#1"; NULL = writer invents one */
  RcUse *uses;      /* head of the use list */
  uint32_t index;   /* result index in def */
  uint32_t nuses;
};

typedef struct RcLoc {
  uint32_t line, col; /* 1-based; 0 = unknown (built by a pass without a source node) */
} RcLoc;

enum {
  RC_NODE_DEAD = 1u << 1,      /* erased, kept in arena only */
  RC_NODE_HAS_SIDE_EFFECT = 1u << 2,
  RC_NODE_RELEASED = 1u << 3,  /* erased and handed back for reuse (rc_node_release) */
};

/* How a fused call is to be emitted: a custom call of the legacy ABI (config string), a
 * custom call of XLA's typed FFI (config as typed attributes), or a composite whose
 * decomposition (the node's to_apply attribute) computes it in plain ops. */
typedef enum RcFusedForm { RC_FUSED_LEGACY, RC_FUSED_TYPED_FFI, RC_FUSED_COMPOSITE } RcFusedForm;

/* What an RC_OP_FUSED node computes and how it is emitted; shared read-only by the
 * nodes of one op, config and form. Its other parts sit in the node: operands, result,
 * the decomposition (to_apply, RC_FUSED_COMPOSITE) and the metadata it inherits. */
typedef struct RcFusedCall {
  const struct RcFusedOp *op; /* its row of the fused-op table (src/fused/fused.h) */
  RcFusedForm form;
  const char *config;   /* the config as src/fused/config.c encodes it (its string, or for a call read
                           back, the text it was read with: backend_config or the attribute dict) */
  const char *dict;     /* the config as a composite's attribute dict (same encoder); NULL if not built */
  const char *ffi_dict; /* typed FFI: the config as XLA's attribute dictionary (rc_fused_config_dict),
                           made once with the call; NULL: the writer makes it */
  bool as_read;         /* read from text: the node keeps the attributes it was read with, printed as read */
} RcFusedCall;

/* What few nodes carry: inline regions and a fused call. Allocated
 * on first use (rc_node_extra_get); nodes without any point at nothing. */
typedef struct RcNodeExtra {
  RcFunc **regions;     /* inline regions (StableHLO reduce body, ...) */
  uint32_t nregions, cregions;
  const RcFusedCall *fused; /* RC_OP_FUSED: what it calls */
} RcNodeExtra;

/* Counters first, then pointers: no padding (104 bytes on LP64). rc_node_create
 * allocates the operand slots, the node and its results as one block, in that
 * order: the results are the node's trailing array and the operand slots sit
 * just below it (rc_node_uses), so neither needs a pointer. */
struct RcNode {
  uint16_t op;          /* RcOp */
  uint16_t flags;       /* RC_NODE_* */
  uint32_t id;          /* dense, module-wide: index for side tables (< module->node_ids) */
  uint32_t noperands;
  uint32_t nresults;
  uint32_t nattrs, cattrs; /* cattrs < nattrs (0 where a reader or pass shares one array): attrs is shared, read-only */
  RcLoc loc;
  RcAttr *attrs;
  const char *opname;   /* verbatim op spelling: always set for OPAQUE; optional for known ops
                           ("func.call" vs "call", "stablehlo.custom_call") */
  RcLiteral *literal;   /* CONSTANT only */
  void *fmtdata;        /* the format's own data for its writer (e.g. a text template with operand
                           positions, StableHLO's "loc(...)"), shared read-only; NULL for nodes built
                           by passes. Stages outside src/formats/ reach it only through format.h. */
  RcNodeExtra *extra;   /* regions, fused call; NULL when the node has none */
  RcFunc *func;
  RcNode *prev, *next;  /* program order */
  void *link;           /* free for a pass to borrow; reset to NULL after use */
  RcValue results[];    /* nresults values */
};

struct RcFunc {
  const char *name;     /* computation / function name without sigil */
  RcModule *module;
  RcFunc *parent;       /* enclosing function of a region, else NULL */
  RcNode *first, *last; /* program order; last is the RETURN node */
  uint32_t nnodes;      /* live nodes including parameters and RETURN */
  RcNode **params;      /* parameter nodes by parameter number (HLO parameter(N), StableHLO %argN) */
  uint32_t nparams;
  bool is_entry;
  bool removed;         /* taken out of the module (rc_module_remove_func): writers skip it */
  void *fmtdata;        /* the format's own data for its writer (the header text as read: signature,
                           visibility, attributes); NULL for functions built by passes */
  RcFunc *next;         /* next function in module order */
};

/* Erased single-result nodes with at most this many operands can be handed back
 * for reuse (rc_node_release). */
#define RC_NODE_SPARE_OPS 4
struct RcModule {
  RcCtx *ctx;
  RcArena *arena;
  RcFormat format;
  const char *filename;
  const char *name;     /* HloModule name / module @name, or NULL */
  RcFunc *funcs, *funcs_last;
  RcFunc *entry;
  uint32_t nfuncs;
  uint32_t node_ids;    /* next node id */
  void *fmtdata;        /* the format's own data for its writer (printing style, header and trailer
                           text as read) */
  RcNode *spare[RC_NODE_SPARE_OPS + 1]; /* released single-result nodes by operand count (rc_node_release) */
  uint64_t ops_held[(RC_OP_COUNT + 63) / 64]; /* every op a node of its functions has had (rc_module_may_hold) */
  bool types_checked; /* every node met its typing rules when the reader checked them (rc_module_check_types),
                         and nothing has changed a node since: rc_module_verify_ir checks the structure only.
                         Set by the reader; cleared by every change (rc_module_note_op, operand and attribute
                         setters, the passes' entry points) */
};

/* Notes that a node of m has op `op` (rc_node_create and rc_func_insert_before note each
 * node they make or insert; code that changes a node's op notes the new one), and that m
 * changed (its typing rules are to be checked again). */
static inline void rc_module_note_op(RcModule *m, RcOp op) {
  m->ops_held[op >> 6] |= (uint64_t)1 << (op & 63);
  m->types_checked = false;
}
/* False when no node of m (regions included) has ever had op `op`: a pass that acts only
 * on such nodes need not walk them. */
static inline bool rc_module_may_hold(const RcModule *m, RcOp op) { return m->ops_held[op >> 6] >> (op & 63) & 1; }

/* ---- construction (all allocation from the module arena; NULL only on out-of-memory) ---- */

/* Creates an empty module owned by the caller (free with rc_module_free). */
RcModule *rc_module_create(RcCtx *ctx, RcFormat format, const char *filename);
/* Copies a string into the module arena. */
char *rc_module_strdup(RcModule *m, const char *s);
char *rc_module_strndup(RcModule *m, const char *s, size_t n);
void *rc_module_alloc(RcModule *m, size_t size); /* zeroed, 8-byte aligned */

/* Appends a new function (parent NULL) or creates a region function (parent set, not listed in the module). */
RcFunc *rc_func_create(RcModule *m, const char *name, RcFunc *parent);
RcFunc *rc_module_find_func(const RcModule *m, const char *name);
/* The function n's attribute `key` names (to_apply, true_computation, ...): the function
 * itself once resolved, else its name as read (a leading %, @ or blank skipped) looked up in
 * m; NULL when absent or unknown. */
RcFunc *rc_node_attr_func(const RcModule *m, const RcNode *n, const char *key);
/* The functions n's list attribute `key` names as read ({%a, %b}: branch_computations): the
 * count into *count, and function k looked up in m (NULL when k is past the list or unknown). */
RcFunc *rc_node_attr_func_at(const RcModule *m, const RcNode *n, const char *key, uint32_t k, uint32_t *count);
/* Takes f out of m's function list (a no-op if it is not there); its memory stays in
 * the arena. The caller guarantees nothing refers to f (calls, to_apply, composites). */
void rc_module_remove_func(RcModule *m, RcFunc *f);

/* Creates a node with the given operand/result counts (operands unset, result types NULL).
 * It is not in any function until inserted. */
RcNode *rc_node_create(RcModule *m, RcOp op, uint32_t noperands, uint32_t nresults);
/* A new node like src: its op, flags, opname, literal, loc, format data, attributes
 * (shared read-only), regions, fused call and result types; operands unset, results
 * unnamed, not in any function. NULL on out-of-memory. */
RcNode *rc_node_clone(RcModule *m, const RcNode *src);
/* How a copy reads a value defined outside what is copied: its counterpart (NULL fails the copy). */
typedef RcValue *(*RcOuterFn)(void *user, const RcValue *v);
/* A copy of region src (parameters, nodes, names, nested regions) as a region of parent;
 * an operand defined outside src reads outer(user, v). Borrows the link fields of src's
 * nodes (NULL again after). NULL on out-of-memory or a failed outer, nothing of it left in use. */
RcFunc *rc_func_clone_region(RcModule *m, const RcFunc *src, RcFunc *parent, RcOuterFn outer, void *user);
/* Erases every node of region rf and of its nested regions, users first (a copy nothing
 * reads any more, given up): no value keeps a use from it. */
void rc_func_erase_region(RcFunc *rf);
/* Inserts node into f before `before` (NULL = append at the end). */
void rc_func_insert_before(RcFunc *f, RcNode *node, RcNode *before);
/* Takes node out of its function's order (uses untouched), e.g. to insert it elsewhere. */
void rc_func_unlink(RcNode *node);
/* Sets operand slot i to v (either may be NULL), keeping both use lists right. */
void rc_node_set_operand(RcNode *n, uint32_t i, RcValue *v);
/* Redirects every use of `from` to `to`. */
void rc_value_replace_all_uses(RcValue *from, RcValue *to);
/* Unlinks a node from its function and drops its operand uses; its results must be unused. */
void rc_node_erase(RcNode *n);
/* Hands the memory of erased node n (single result, at most RC_NODE_SPARE_OPS
 * operands; else a no-op) to its module for reuse: a later rc_node_create of the same shape returns
 * it as a new node with a new id. The caller guarantees nothing points at n any more. */
void rc_node_release(RcModule *m, RcNode *n);
/* Adds (or replaces) an attribute; returns it. `raw` may be NULL. A shared array
 * (cattrs < nattrs) is copied first, so the nodes sharing it keep their values. */
RcAttr *rc_node_add_attr(RcNode *n, const char *name, RcAttrKind kind, const char *raw);
RcAttr *rc_node_attr(const RcNode *n, const char *name); /* NULL if absent */
/* n's attribute `name` when it is a list of integers (dimensions, permutations), else NULL. */
static inline const RcAttr *rc_node_attr_ints(const RcNode *n, const char *name) {
  const RcAttr *a = rc_node_attr(n, name);
  return a && a->kind == RC_ATTR_INTS ? a : NULL;
}
/* Whether n is a batch-norm-grad (HLO batch-norm-grad, StableHLO batch_norm_grad): an op the IR
 * keeps opaque (operand, scale, mean, variance, grad_output -> grad_operand, grad_scale,
 * grad_offset), pure, which the executor runs and the canonicalizer reads as a formula. */
/* Whether n is a reduce-precision that changes no value: it keeps every exponent and mantissa bit
 * of its type (XLA's f32 reduce-precision(8, 23) around a remat'd value) or of the type its operand
 * was widened from (f32(bf16 v) rounded to bf16's 8 and 7 bits). */
bool rc_node_is_identity_rounding(const RcNode *n);
bool rc_node_is_batch_norm_grad(const RcNode *n);
/* The number an attribute holds: INT, FLOAT, BOOL, or the leading number of RAW text
 * (`1e-05`, MLIR's `9.99999974E-6 : f32`, `1 : i64`); false when it holds none. */
bool rc_attr_number(const RcAttr *a, double *out);
/* The window of an HLO reduce-window (`window={size=1x1x32 stride=1x1x32}`, RAW) over a
 * rank-`rank` operand: size[] and stride[] (a missing stride is 1). False when the text
 * is no such window, or it pads or dilates (pad= other than all 0_0, lhs_dilate=,
 * rhs_dilate= other than all 1). */
bool rc_attr_window(const RcAttr *a, int32_t rank, int64_t *size, int64_t *stride);
/* Appends a region (amortized O(1): the array doubles); false on out-of-memory. */
bool rc_node_add_region(RcNode *n, RcFunc *region);
/* Allocates a tensor type with `rank` dims (copied from dims if non-NULL). */
RcType *rc_type_tensor(RcModule *m, RcDType dt, int32_t rank, const int64_t *dims);
RcType *rc_type_clone(RcModule *m, const RcType *t); /* drops verbatim text/layout */

/* The node's noperands operand slots (they sit just below the node). */
static inline RcUse *rc_node_uses(const RcNode *n) { return (RcUse *)(void *)(uintptr_t)n - n->noperands; }
static inline RcValue *rc_node_operand(const RcNode *n, uint32_t i) { return rc_node_uses(n)[i].value; }
/* The operand slot number of a use in its user. */
static inline uint32_t rc_use_index(const RcUse *u) { return (uint32_t)(u - rc_node_uses(u->user)); }
/* The operand of n when n is a narrowing float convert of it (rc_dtype_narrows: the rounding of
 * a value to a narrower float type, as float normalization writes after a 16-bit op); else NULL. */
static inline RcValue *rc_narrowed_operand(const RcNode *n) {
  if (!n || n->op != RC_OP_CONVERT || n->noperands != 1 || n->nresults != 1) return NULL;
  RcValue *a = rc_node_operand(n, 0);
  const RcType *t = n->results[0].type;
  return a && a->type && t && rc_dtype_narrows(a->type->dtype, t->dtype) ? a : NULL;
}

/* The rarely set parts of a node (NULL / 0 when absent). */
static inline RcFunc **rc_node_regions(const RcNode *n) { return n->extra ? n->extra->regions : NULL; }
static inline uint32_t rc_node_nregions(const RcNode *n) { return n->extra ? n->extra->nregions : 0; }
static inline RcFunc *rc_node_region(const RcNode *n, uint32_t i) { return n->extra->regions[i]; }
/* What fused node n calls; NULL for any other node. */
static inline const RcFusedCall *rc_node_fused(const RcNode *n) {
  return n->op == RC_OP_FUSED && n->extra ? n->extra->fused : NULL;
}
/* The node's extra block, allocated (zeroed) in the module arena on first use; NULL on out-of-memory. */
RcNodeExtra *rc_node_extra_get(RcModule *m, RcNode *n);
/* Replaces the node's regions with a copy of regions[0..n) (arena); false on out-of-memory. */
bool rc_node_set_regions(RcModule *m, RcNode *n, RcFunc *const *regions, uint32_t count);
/* The first result, or NULL for a node without results. */
static inline RcValue *rc_node_result(const RcNode *n) { return n->nresults ? (RcValue *)(uintptr_t)&n->results[0] : NULL; }
static inline bool rc_op_is(const RcNode *n, RcOp op) { return n->op == op; }

/* ---- walks ---- */

#define rc_func_for_each(f, n) for (RcNode *n = (f)->first; n; n = n->next)
#define rc_value_for_each_use(v, u) for (RcUse *u = (v)->uses; u; u = u->next)

/* Fills order[] (f->nnodes entries) with f's nodes in a topological order
 * (operands before users), without recursion. Returns false on a cycle. */
bool rc_func_topo_order(RcFunc *f, RcNode **order);

/* ---- verification ---- */

/* Which typing rules apply to a module's nodes; its format says which (rc_format_traits). */
typedef enum RcTypingRules {
  RC_TYPING_STABLEHLO, /* the StableHLO specification's constraints */
  RC_TYPING_HLO,       /* XLA's HLO verifier and shape inference */
} RcTypingRules;

/* Checks the module's structural rules (defined-before-use, one RETURN, use lists rebuilt
 * and compared) and the typing rules `rules` (type/shape rules of the elementwise ops,
 * broadcast, reshape, convert, reduce, ...). Appends diagnostics to m->ctx; returns RC_OK or
 * RC_ERR_INPUT. rc_module_verify (src/formats) passes the rules of the module's format. */
RcStatus rc_module_verify_ir(RcModule *m, RcTypingRules rules);
/* typing.c: the typing rules of the modelled ops, one set of rules per kind of IR text. True
 * when n obeys them; else false with a message (without location) in msg. */
bool rc_node_check_types(const RcNode *n, RcTypingRules rules, char *msg, size_t size);
/* Checks every node of a module just read, reporting the first violation at its op in src. */
struct RcSource;
RcStatus rc_module_check_types(RcModule *m, const struct RcSource *src, RcTypingRules rules);

#endif
