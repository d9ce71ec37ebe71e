/* The fused-op table (include/recompose/fused.def) as data: each op's name,
 * kind, config keys, f32 kernels per ISA and double-precision reference, and
 * the one codec of the config string that every stage shares (the rewrite
 * writes it, the kernels' XLA entry points and the executor read it). */
#ifndef RC_FUSED_H
#define RC_FUSED_H

#include <glib.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "recompose/kernels.h"

/* "recompose.": the prefix of a fused call's target. */
#define RC_FUSED_PREFIX "recompose."

/* Config keys, in table order (the canonical order of the config string). */
typedef enum {
#define RC_FUSED_KEY(key, type, needed) RC_FK_##key,
#include "recompose/fused.def"
#undef RC_FUSED_KEY
  RC_FK_COUNT
} RcFusedKey;
_Static_assert(RC_FK_COUNT <= 64, "the given and keys masks are 64 bits");

typedef enum { RC_FKT_DTYPE, RC_FKT_SIZE, RC_FKT_LENGTH, RC_FKT_F32, RC_FKT_OPERAND, RC_FKT_ACCURACY } RcFusedKeyType;

typedef struct {
  const char *name;
  RcFusedKeyType type;
  bool required;
} RcFusedKeyInfo;

extern const RcFusedKeyInfo rc_fused_keys[RC_FK_COUNT];

/* Op indices in table order (rows of RC_FUSED_EXTRA, where built in, come last). */
enum {
#define RC_FUSED(op, kind, isas, same_as, ref, keys) RC_FOP_##op,
#include "recompose/fused.def"
#undef RC_FUSED
  RC_FOP_TABLE_COUNT
};

typedef double (*RcFusedRefElt)(double x);
typedef void (*RcFusedRefRow)(double *row, int64_t cols);
typedef void (*RcFusedRefNorm)(double *row, const double *scale, const double *bias, int64_t cols, double eps);
/* ROW_GRAD: row holds dy on entry and dx on return; y the forward's output row. */
typedef void (*RcFusedRefRowGrad)(double *row, const double *y, int64_t cols);
/* NORM_GRAD: row holds dy on entry and dx on return */
typedef void (*RcFusedRefNormGrad)(double *row, const double *x, const double *scale, int64_t cols, double eps);
/* NORM_SCALE_GRAD: adds one row's dy x^ to acc[cols] */
typedef void (*RcFusedRefNormScale)(double *acc, const double *x, const double *dy, int64_t cols, double eps);

typedef struct RcFusedOp {
  const char *name;                   /* "gelu_erf" */
  const char *target;                 /* "recompose.gelu_erf": the target of a call of it */
  RcKernelKind kind;
  uint64_t keys;                      /* UINT64_C(1) << RC_FK_* of its keys, dtype and n included */
  int same_as;                        /* the RcOp a call computes, or -1 */
  union {
    RcFusedRefElt elt;                /* ELEMENTWISE: f(x); GRAD: f'(x), the call's value is dy f'(x) */
    RcFusedRefRow row;
    RcFusedRefNorm norm;
    RcFusedRefRowGrad row_grad;
    RcFusedRefNormGrad norm_grad;
    RcFusedRefNormScale norm_scale;
  } ref;                              /* by kind */
  void (*kernel[RC_ISA_COUNT])(void); /* f32 kernel per ISA, NULL where there is none */
} RcFusedOp;

/* A kernel registry entry: one op at one dtype (the public RcKernel). */
struct RcKernel {
  const RcFusedOp *op;
  RcElemType dt;
};

/* The derivative of an ELEMENTWISE op's reference (src/fused/ref.c, rc_fused_dref_<op>),
 * or NULL for other ops and for rows added through RC_FUSED_EXTRA. */
RcFusedRefElt rc_fused_dref(const RcFusedOp *op);

/* The GRAD row of the ELEMENTWISE op (the row named <op>_grad), or NULL. */
const RcFusedOp *rc_fused_grad_of(const RcFusedOp *op);

/* The op's f32 kernel for isa under accuracy=fast (src/fused/fast.def), or NULL where the op
 * runs its default kernel there (no fast row, or isa out of range). */
void (*rc_fused_fast_kernel(const RcFusedOp *op, RcIsa isa))(void);
/* The op's bound under accuracy=fast: |y - f(x)| <= 2^*rel max(|f(x)|, 2^*tiny); fast.def's
 * row, or the default kernel's (<= 2 ULP) as such a bound. True when the op has a fast row. */
bool rc_fused_fast_bound(const RcFusedOp *op, int *rel, int *tiny);

/* The hard ops' grads (swish: hardswish's, else hardsigmoid's) at x under config key tie
 * (fused.def): true where tie gives x another derivative than tie = 0, that derivative then
 * num / 6 (num exact: dy num / 6 rounds once). dt: x's RcElemType (x + 3 rounds as a
 * spelling of it computes it), or -1 for double. */
bool rc_fused_hard_tie(bool swish, int64_t tie, int dt, double x, double *num);

/* Number of ops; op i (i < count), or NULL. */
size_t rc_fused_count(void);
const RcFusedOp *rc_fused_at(size_t i);
/* The op named s[0..len), or NULL. */
const RcFusedOp *rc_fused_lookup(const char *s, size_t len);
/* The op whose call target is s[0..len) ("recompose.<op>"), or NULL. */
const RcFusedOp *rc_fused_of_target(const char *s, size_t len);
/* The op name a fused call target spells ("silu" of "recompose.silu"), whether or not
 * the table has it; NULL when s has not the fused prefix. For messages and for telling
 * an unknown fused op from another custom call. */
const char *rc_fused_target_op(const char *s);
/* Whether s names a function the rewrite made: a decomposition (recompose.<op>.N) or a
 * check's copy of a region. */
bool rc_fused_is_own_func(const char *s);
/* Writes the name of decomposition i of op into buf (size len), like snprintf. */
int rc_fused_decomp_name(char *buf, size_t len, const char *op, unsigned i);
/* The name of the function a check copies a region into. */
#define RC_FUSED_CHECK_FUNC RC_FUSED_PREFIX "check"
/* Registry entry i (op i / 3 at dtype i % 3), i < 3 * count. */
const struct RcKernel *rc_fused_kernel(size_t i);

/* ---- the config codec ------------------------------------------------ */

/* A decoded config. Keys absent from `given` hold their defaults (f32, 0, default accuracy). */
typedef struct RcFusedCfg {
  uint64_t given; /* UINT64_C(1) << RC_FK_* of the keys present (RC_FK_COUNT <= 64) */
  RcElemType dtype;
  size_t n;
  int64_t cols;
  double eps;
  bool scale, bias;
  int64_t inner;  /* 0 when absent: 1 */
  int64_t tail;   /* 0 when absent: no second operand */
  bool eps_in;
  bool from_exp;
  bool sum_in;
  RcAccuracy accuracy; /* RC_ACCURACY_DEFAULT when absent */
  bool gate, residual;
  bool acc;
  bool xmul, xdiv, mask, where; /* a row op's neighbours (fused.def) */
  int64_t mask_rows, mask_rep;  /* 0 when absent */
  int64_t mid, cols2;           /* 0 when absent: the reduced axes are one block */
  int64_t mask_in, mask_gap;    /* 0 when absent: 1 (rc_kernel_mask_row) */
  int64_t mid2, cols3, mid3, cols4; /* 0 when absent: a third and a fourth block (fused.def) */
  bool sum_out; /* a norm's second result: x + residual (fused.def) */
  bool ninf_zero; /* +0 at x = -inf (fused.def) */
  int64_t tie;    /* the hard ops' grads at their breakpoints, 0 when absent (fused.def) */
} RcFusedCfg;

typedef enum {
  /* The backend_config string as the kernels take it: `key=value` items separated
   * by ';', in any order, empty items skipped, unknown keys ignored; each value
   * in its type's exact syntax; n required; cols divides n. */
  RC_FUSED_CFG_STRICT,
  /* Also a StableHLO attribute dict ("{cols = 4 : i64, eps = 1.0e-05 : f32}"): items
   * separated by ';' or ',', spaces, quotes and type suffixes skipped, tokens that
   * are not `key = value` skipped; `epsilon` for eps, true/false for 0/1; dtype and n
   * are not read (the executor takes them from the operand). */
  RC_FUSED_CFG_LENIENT,
} RcFusedCfgSyntax;

/* Decodes s[0..len) into *out (s may be NULL when len is 0). False with a
 * NUL-terminated reason in err (may be NULL) on a malformed config. */
bool rc_fused_config_decode(const char *s, size_t len, RcFusedCfgSyntax syntax, RcFusedCfg *out, char *err,
                            size_t errlen);
/* Writes the canonical string of c (given keys, in table order) into buf, NUL-terminated
 * if len > 0; returns the length it needs, like snprintf. */
int rc_fused_config_format(const RcFusedCfg *c, char *buf, size_t len);

/* The encoder of a rewrite: the config string (cfg) and the composite's attribute
 * dict (mlir) of one fused call, built together: start, one put per attribute in
 * the pattern's order, finish. */
void rc_fused_config_start(GString *cfg, GString *mlir, const char *dtype, int64_t n);
void rc_fused_config_put_int(GString *cfg, GString *mlir, const char *key, int64_t v);
void rc_fused_config_put_float(GString *cfg, GString *mlir, const char *key, double v);
void rc_fused_config_put_str(GString *cfg, GString *mlir, const char *key, const char *v);
void rc_fused_config_finish(GString *cfg, GString *mlir);

/* The typed-FFI form of a config string: a dictionary of typed attributes in name order
 * ({cols = 64 : i64, dtype = "f32", eps = 1.00000001e-05 : f32, n = 128 : i64, scale = true}),
 * as XLA passes them to librecompose_xla_ffi's handlers; false on a malformed string. */
bool rc_fused_config_dict(const char *config, GString *out);

#endif
