/* The scalar meaning, in double, of the canonical ops a region recognized by
 * value may hold (recog.h): float math through numerics/ops.h (the one
 * definition the folder and the executor share), the n-ary chains of the
 * canonical form, compares and selects as 0/1, and calls of ELEMENTWISE table
 * ops through their reference. Float converts are exact here: the region is
 * read without its intermediate roundings, as the rewrite check's reference
 * reads it. */
#include <math.h>
#include <string.h>

#include "numerics/numerics.h"
#include "numerics/ops.h"
#include "recog/recog.h"

typedef enum { C_EQ, C_NE, C_LT, C_LE, C_GT, C_GE, C_BAD } Cmp;

static const char *attr_text(const RcNode *n, const char *name) {
  RcAttr *a = rc_node_attr(n, name);
  return a ? (a->kind == RC_ATTR_ENUM || a->kind == RC_ATTR_STR ? a->u.s : a->raw) : NULL;
}

static Cmp direction(const RcNode *n) {
  const char *s = attr_text(n, "direction");
  static const char *const names[] = {"EQ", "NE", "LT", "LE", "GT", "GE"};
  for (int i = 0; s && i < 6; i++)
    if (strstr(s, names[i])) return (Cmp)i;
  return C_BAD;
}

/* The ELEMENTWISE table op a call node computes, or NULL. */
static const RcFusedOp *called_op(const RcNode *n) {
  const RcFusedCall *fc = rc_node_fused(n);
  const RcFusedOp *op = fc ? fc->op : NULL;
  if (!op && (n->op == RC_OP_CUSTOM_CALL || n->op == RC_OP_COMPOSITE)) {
    const char *t = attr_text(n, "custom_call_target");
    while (t && *t == '@') t++;
    op = t ? rc_fused_of_target(t, strlen(t)) : NULL;
  }
  return op && op->kind == RC_KIND_ELEMENTWISE && n->noperands == 1 ? op : NULL;
}

static bool float_or_pred(const RcType *t) {
  return t && t->kind == RC_TYPE_TENSOR && (rc_dtype_is_float(t->dtype) || t->dtype == RC_DT_PRED);
}

bool rc_recog_evaluable(const RcNode *n) {
  if (n->nresults != 1 || !n->noperands || !float_or_pred(n->results[0].type)) return false;
  for (uint32_t i = 0; i < n->noperands; i++) {
    const RcValue *v = rc_node_operand(n, i);
    if (!v || !float_or_pred(v->type)) return false;
  }
  double r;
  switch ((RcOp)n->op) {
  case RC_OP_ADD: case RC_OP_MULTIPLY: case RC_OP_MAXIMUM: case RC_OP_MINIMUM:
  case RC_OP_AND: case RC_OP_OR:
    return n->noperands >= 2;
  case RC_OP_SUBTRACT: case RC_OP_DIVIDE: case RC_OP_POWER: case RC_OP_REMAINDER: case RC_OP_ATAN2:
    return n->noperands == 2;
  case RC_OP_COMPARE: return n->noperands == 2 && direction(n) != C_BAD;
  case RC_OP_SELECT: case RC_OP_CLAMP: return n->noperands == 3;
  case RC_OP_NOT: case RC_OP_IS_FINITE: case RC_OP_CONVERT: return n->noperands == 1;
  case RC_OP_FUSED: case RC_OP_CUSTOM_CALL: case RC_OP_COMPOSITE: return called_op(n) != NULL;
  default: return n->noperands == 1 && rc_num_unary((RcOp)n->op, 0.5, &r);
  }
}

double rc_recog_eval(const RcNode *n, const double *a) {
  double r = NAN;
  switch ((RcOp)n->op) {
  case RC_OP_ADD: case RC_OP_MULTIPLY: case RC_OP_MAXIMUM: case RC_OP_MINIMUM:
    r = a[0];
    for (uint32_t i = 1; i < n->noperands; i++) rc_num_binary((RcOp)n->op, r, a[i], &r);
    return r;
  case RC_OP_AND:
  case RC_OP_OR: {
    bool b = a[0] != 0;
    for (uint32_t i = 1; i < n->noperands; i++) b = n->op == RC_OP_AND ? b && a[i] != 0 : b || a[i] != 0;
    return b;
  }
  case RC_OP_SUBTRACT: case RC_OP_DIVIDE: case RC_OP_POWER: case RC_OP_REMAINDER: case RC_OP_ATAN2:
    rc_num_binary((RcOp)n->op, a[0], a[1], &r);
    return r;
  case RC_OP_COMPARE:
    switch (direction(n)) {
    case C_EQ: return a[0] == a[1];
    case C_NE: return a[0] != a[1];
    case C_LT: return a[0] < a[1];
    case C_LE: return a[0] <= a[1];
    case C_GT: return a[0] > a[1];
    case C_GE: return a[0] >= a[1];
    default: return NAN;
    }
  case RC_OP_SELECT: return a[0] != 0 ? a[1] : a[2];
  case RC_OP_CLAMP: return rc_num_min(rc_num_max(a[1], a[0]), a[2]);
  case RC_OP_NOT: return a[0] == 0;
  case RC_OP_IS_FINITE: return isfinite(a[0]);
  case RC_OP_CONVERT:
    return n->results[0].type->dtype == RC_DT_PRED ? a[0] != 0 : a[0];
  case RC_OP_FUSED: case RC_OP_CUSTOM_CALL: case RC_OP_COMPOSITE: {
    const RcFusedOp *op = called_op(n);
    return op ? op->ref.elt(a[0]) : NAN;
  }
  default:
    rc_num_unary((RcOp)n->op, a[0], &r);
    return r;
  }
}

bool rc_recog_const(const RcNode *n, double *v) {
  if (n->op != RC_OP_CONSTANT || !n->literal || n->nresults != 1) return false;
  const RcType *t = n->results[0].type;
  if (!t || t->kind != RC_TYPE_TENSOR || !(rc_dtype_is_float(t->dtype) || t->dtype == RC_DT_PRED)) return false;
  return (n->literal->splat || n->literal->count == 1) && rc_literal_splat_f64(n->literal, v);
}
