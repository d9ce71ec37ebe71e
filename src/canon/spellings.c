/* One spelling per function: the rules that turn the many ways exporters write
 * negation, division, powers (exp(k*log(v)) too), erf/erfc, logistic and clamp into one canonical
 * form (see canon.h, "What the matcher sees"). Each rule looks at most two
 * levels into its canonical operands and never recurses along the graph.
 * Part of src/canon. */
#include <math.h>
#include <string.h>

#include "canon/canon_int.h"
#include "fused/fused.h"
#include "numerics/ops.h"

/* -v with result type t (every node a rule makes takes the type of the value it
 * stands for, so rebuilding a canonical node gives it back). */
static RcValue *neg_impl(RcCanon *c, RcType *t, RcValue *v, bool into_erf) {
  double x;
  if (!v || !t) return NULL;
  const RcNode *d = v->def;
  if (rc_canon_is_splat(v, &x) && (rc_canon_type_float(t) || rc_dtype_info[t->dtype].cls == RC_DC_SINT))
    return rc_canon_const(c, t, -x);
  if (d->op == RC_OP_NEGATE) return rc_node_operand(d, 0);
  if (d->op == RC_OP_MULTIPLY && d->noperands <= RC_CANON_FLAT_MAX) {
    /* the product's factors and -1: the constant absorbs the sign */
    RcValue *ops[RC_CANON_FLAT_MAX + 1];
    for (uint32_t i = 0; i < d->noperands; i++) ops[i] = rc_node_operand(d, i);
    ops[d->noperands] = rc_canon_const(c, t, -1.0);
    return ops[d->noperands] ? rc_canon_nary(c, RC_OP_MULTIPLY, t, ops, d->noperands + 1) : NULL;
  }
  if (into_erf && d->op == RC_OP_ERF && rc_node_operand(d, 0)->def->op != RC_OP_ERF) {
    /* erf is odd: -erf(y) = erf(-y) */
    RcValue *y = rc_node_operand(d, 0);
    RcValue *ny = neg_impl(c, y->type, y, false);
    return ny ? rc_canon_simple(c, RC_OP_ERF, t, &ny, 1) : NULL;
  }
  return rc_canon_simple(c, RC_OP_NEGATE, t, &v, 1);
}

RcValue *rc_canon_neg(RcCanon *c, RcType *t, RcValue *v) { return neg_impl(c, t, v, true); }

RcValue *rc_canon_unary(RcCanon *c, RcOp op, RcType *t, RcValue *a) {
  double x, r;
  if (!a) return NULL;
  bool flt = rc_canon_type_float(t);
  if (op == RC_OP_NEGATE) return rc_canon_neg(c, t, a);
  if (flt && rc_canon_is_splat(a, &x) && rc_num_unary(op, x, &r)) return rc_canon_const(c, t, r);
  if (flt && op == RC_OP_ERFC) {
    /* erfc(y) = 1 + erf(-y) */
    RcValue *ny = rc_canon_neg(c, t, a);
    RcValue *e = ny ? rc_canon_unary(c, RC_OP_ERF, t, ny) : NULL;
    RcValue *one = rc_canon_const(c, t, 1.0);
    RcValue *pair[2] = {e, one};
    return e && one ? rc_canon_nary(c, RC_OP_ADD, t, pair, 2) : NULL;
  }
  if (op == RC_OP_ABS && a->def->op == RC_OP_NEGATE) a = rc_node_operand(a->def, 0);
  if (flt && op == RC_OP_EXP) {
    /* exp(k*log(v)) = pow(v, k) for a k that is no integer: both NaN for finite v < 0 and
     * NaN, equal at 0, -0 and +inf (log(-0) = -inf as log(0)). They differ at v = -inf:
     * log(-inf) is NaN, pow(-inf, k) is +inf (k > 0) or +0 (k < 0). (exp(-0.5*log(v)) is
     * rsqrt(v) except at -0, +inf against rsqrt's -inf; pow(v, -0.5) also differs from rsqrt
     * at -inf, +0 against NaN.) An integer
     * k would differ for every v < 0. The canonical form only steers matching: verification
     * runs on the program as written, so the differences reach no rewrite unchecked. */
    const RcNode *m = a->def;
    double k;
    if (m->op == RC_OP_MULTIPLY && m->noperands == 2 && rc_node_operand(m, 0)->def->op == RC_OP_LOG &&
        rc_canon_is_splat(rc_node_operand(m, 1), &k) && isfinite(k) && k != floor(k)) {
      RcValue *v = rc_node_operand(rc_node_operand(m, 0)->def, 0);
      RcValue *kc = rc_type_equal(v->type, t) ? rc_canon_const(c, t, k) : NULL;
      if (kc) return rc_canon_pow(c, t, v, kc);
    }
  }
  return rc_canon_simple(c, op, t, &a, 1);
}

static RcValue *mul2(RcCanon *c, RcType *t, RcValue *a, RcValue *b) {
  RcValue *pair[2] = {a, b};
  return a && b ? rc_canon_nary(c, RC_OP_MULTIPLY, t, pair, 2) : NULL;
}

RcValue *rc_canon_div(RcCanon *c, RcType *t, RcValue *a, RcValue *b) {
  double k, ka;
  if (!a || !b) return NULL;
  if (!rc_canon_type_float(t)) {
    RcValue *ops[2] = {a, b};
    return rc_canon_simple(c, RC_OP_DIVIDE, t, ops, 2);
  }
  bool a_one = rc_canon_is_splat(a, &ka) && ka == 1;
  const RcNode *d = b->def;
  if (rc_canon_is_splat(b, &k) && k != 0) return mul2(c, t, a, rc_canon_const(c, t, 1.0 / k));
  if (d->op == RC_OP_ADD && d->noperands == 2 && rc_node_operand(d, 0)->def->op == RC_OP_EXP &&
      rc_canon_is_splat(rc_node_operand(d, 1), &k) && k == 1) {
    RcValue *e = rc_node_operand(d, 0), *z = rc_node_operand(e->def, 0);
    if (a == e) return rc_canon_unary(c, RC_OP_LOGISTIC, t, z); /* exp(z)/(1+exp(z)) */
    RcValue *lg = rc_canon_unary(c, RC_OP_LOGISTIC, t, rc_canon_neg(c, z->type, z)); /* 1/(1+exp(-y)) */
    return a_one ? lg : mul2(c, t, a, lg);
  }
  if (d->op == RC_OP_SQRT) {
    RcValue *r = rc_canon_unary(c, RC_OP_RSQRT, t, rc_node_operand(d, 0));
    return a_one ? r : mul2(c, t, a, r);
  }
  if (d->op == RC_OP_EXP) {
    RcValue *z = rc_node_operand(d, 0);
    RcValue *r = rc_canon_unary(c, RC_OP_EXP, t, rc_canon_neg(c, z->type, z));
    return a_one ? r : mul2(c, t, a, r);
  }
  RcValue *ops[2] = {a, b};
  return rc_canon_simple(c, RC_OP_DIVIDE, t, ops, 2);
}

RcValue *rc_canon_pow(RcCanon *c, RcType *t, RcValue *a, RcValue *b) {
  double k, x;
  if (!a || !b) return NULL;
  if (rc_canon_type_float(t) && rc_canon_is_splat(b, &k)) {
    if (rc_canon_is_splat(a, &x)) return rc_canon_const(c, t, pow(x, k));
    if (k == 1) return a;
    if (k == 2 || k == 3) {
      RcValue *ops[3] = {a, a, a};
      return rc_canon_nary(c, RC_OP_MULTIPLY, t, ops, (uint32_t)k);
    }
    if (k == 0.5) return rc_canon_unary(c, RC_OP_SQRT, t, a);
    if (k == -0.5) return rc_canon_unary(c, RC_OP_RSQRT, t, a);
  }
  /* c^b with a splat base c > 0: exp(b * ln c) (exp2 written pow(2, t); pow(e, t) is exp(t)
   * when ln e rounds to 1 in the dtype). Only in f32 and f64: ln c rounds to the dtype, and
   * in bf16 or f16 that is a different scale (bf16 ln 2 is 0.25 % low), a different function
   * that coarse verification could let through. */
  if ((t->dtype == RC_DT_F32 || t->dtype == RC_DT_F64) && rc_canon_is_splat(a, &x) && x > 0 && isfinite(x) && x != 1 &&
      !rc_canon_is_splat(b, NULL) && rc_type_equal(b->type, t)) {
    RcValue *lc = rc_canon_const(c, t, log(x));
    RcValue *pair[2] = {b, lc};
    RcValue *e = lc ? rc_canon_nary(c, RC_OP_MULTIPLY, t, pair, 2) : NULL;
    return e ? rc_canon_unary(c, RC_OP_EXP, t, e) : NULL;
  }
  RcValue *ops[2] = {a, b};
  return rc_canon_simple(c, RC_OP_POWER, t, ops, 2);
}

RcValue *rc_canon_min_max(RcCanon *c, RcType *t, RcValue *x, double lo, double hi) {
  RcValue *lc = rc_canon_const(c, t, lo), *hc = rc_canon_const(c, t, hi);
  if (!lc || !hc) return NULL;
  RcValue *p1[2] = {x, lc};
  RcValue *mx = rc_canon_nary(c, RC_OP_MAXIMUM, t, p1, 2);
  RcValue *p2[2] = {mx, hc};
  return mx ? rc_canon_nary(c, RC_OP_MINIMUM, t, p2, 2) : NULL;
}

RcValue *rc_canon_clamp(RcCanon *c, RcType *t, RcValue *lo, RcValue *x, RcValue *hi) {
  double l, h;
  if (!lo || !x || !hi) return NULL;
  if (rc_canon_is_splat(lo, &l) && rc_canon_is_splat(hi, &h) &&
      (rc_canon_type_float(t) || rc_dtype_is_int(t->dtype))) {
    return rc_canon_min_max(c, t, x, l, h);
  }
  RcValue *ops[3] = {lo, x, hi};
  return rc_canon_simple(c, RC_OP_CLAMP, t, ops, 3);
}

/* The target of a custom call / composite, without quotes or '@'. */
static bool target_is(const RcNode *n, const char *want) {
  const RcAttr *a = rc_node_attr(n, "custom_call_target");
  if (!a) return false;
  const char *s = (a->kind == RC_ATTR_STR || a->kind == RC_ATTR_ENUM) ? a->u.s : a->raw;
  if (!s) return false;
  while (*s == '"' || *s == '@') s++;
  size_t len = strlen(want);
  return !strncmp(s, want, len) && (s[len] == 0 || s[len] == '"');
}

/* The fused op a recompose.<op> custom call / composite calls, or NULL. */
static const RcFusedOp *fused_target(const RcNode *n) {
  if (rc_node_fused(n)) return rc_node_fused(n)->op;
  const RcAttr *a = rc_node_attr(n, "custom_call_target");
  if (!a) return NULL;
  const char *s = (a->kind == RC_ATTR_STR || a->kind == RC_ATTR_ENUM) ? a->u.s : a->raw;
  if (!s) return NULL;
  while (*s == '"' || *s == '@') s++;
  size_t len = strcspn(s, "\"");
  return rc_fused_of_target(s, len);
}

RcOp rc_canon_call_spelling(const RcNode *n) {
  if ((n->op != RC_OP_CUSTOM_CALL && n->op != RC_OP_COMPOSITE && n->op != RC_OP_FUSED) || n->noperands != 1 ||
      n->nresults != 1)
    return RC_OP_OPAQUE;
  if (n->flags & RC_NODE_HAS_SIDE_EFFECT) return RC_OP_OPAQUE;
  if (target_is(n, "mhlo.erf")) return RC_OP_ERF;
  const RcFusedOp *f = fused_target(n);
  if (f && f->same_as >= 0) return (RcOp)f->same_as;
  return RC_OP_OPAQUE;
}
