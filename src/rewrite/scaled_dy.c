/* The dy of a backward region read as c dy f'(x) (recog.h rc_recog_linear_scaled_at; byvalue.h
 * rc_rewrite_scaled_dy): the user's value that is the view's leaf dy times c, the cotangent
 * autodiff handed the op's backward before the canonical view merged c into the backward's
 * product (JAX's 2/N (f(x) - t): mul(mul(d, 2), 1/N)). The call reads it as its dy, so the
 * rewrite writes no arithmetic of its own: <op>_grad(x, c dy) with c dy the program's value,
 * rounded as the program rounds it, and the rewrite check compares the call with the region
 * that reads that same value (no error from a rescaled output). */
#include <math.h>

#include "numerics/encode.h"
#include "recog/recog.h"
#include "rewrite/byvalue.h"

#define STEPS 3

/* The splat value of user value v: a constant, or a constant expression of broadcasts, converts
 * (rounding to their type), reshapes and arithmetic of splats (JAX's convert(broadcast(1 / 64))),
 * or one the view folded; else false. */
static bool splat_of(RcRwCanon *c, const RcValue *v, double *k, int depth) {
  const RcValue *w = rc_rw_lookup(c, v);
  const RcNode *n = w ? w->def : NULL;
  if (n && n->op == RC_OP_BROADCAST && n->noperands == 1) n = rc_node_operand(n, 0)->def;
  if (n && rc_recog_const(n, k)) return true;
  n = v->def;
  if (!n || depth > 6 || n->nresults != 1) return false;
  if (rc_recog_const(n, k)) return true;
  double a[2];
  for (uint32_t i = 0; i < n->noperands; i++)
    if (i == 2 || !splat_of(c, rc_node_operand(n, i), &a[i], depth + 1)) return false;
  const RcType *t = n->results[0].type;
  switch (n->op) {
  case RC_OP_BROADCAST:
  case RC_OP_RESHAPE: *k = a[0]; return n->noperands == 1;
  case RC_OP_CONVERT: *k = t && rc_dtype_is_float(t->dtype) ? rc_num_in_dtype(t->dtype, a[0]) : NAN; break;
  case RC_OP_MULTIPLY: *k = a[0] * a[1]; break;
  case RC_OP_DIVIDE: *k = a[0] / a[1]; break;
  default: return false;
  }
  return (n->noperands == 2) == (n->op != RC_OP_CONVERT) && isfinite(*k);
}

/* Value v of user node n times the factor n applies to o (n reads o once): multiply by a splat,
 * divide by one, negate; false for any other n. */
static bool factor_of(RcRwCanon *c, const RcNode *n, const RcValue *o, double *f) {
  if (n->nresults != 1 || n->results[0].type != o->type) return false;
  if (n->op == RC_OP_NEGATE && n->noperands == 1) return *f = -1, true;
  if ((n->op != RC_OP_MULTIPLY && n->op != RC_OP_DIVIDE) || n->noperands != 2) return false;
  int at = rc_node_operand(n, 0) == o ? 0 : 1;
  double k;
  if (rc_node_operand(n, at) != o || rc_node_operand(n, 1 - at) == o || !splat_of(c, rc_node_operand(n, 1 - at), &k, 0))
    return false;
  if (n->op == RC_OP_DIVIDE && at != 0) return false;
  *f = n->op == RC_OP_DIVIDE ? 1 / k : k;
  return isfinite(*f) && *f != 0;
}

/* Whether user node n of o is a float convert of it that widens (its dtype holds o's exactly)
 * or rounds back to dt, the dy's dtype: a step of XLA's float normalization (a 16-bit dy
 * widened to f32, scaled, and rounded back). A narrowing to another dtype (an f32 dy through
 * bf16) rounds c dy to fewer bits than dt's: not c dy. */
static bool float_convert(const RcNode *n, const RcValue *o, RcDType dt) {
  const RcType *t = n->nresults == 1 ? n->results[0].type : NULL;
  return n->op == RC_OP_CONVERT && n->noperands == 1 && t && t->kind == RC_TYPE_TENSOR && o->type &&
         rc_dtype_is_float(t->dtype) && rc_dtype_is_float(o->type->dtype) && t->dtype != o->type->dtype &&
         (t->dtype == dt || rc_dtype_holds(t->dtype, o->type->dtype));
}

/* The uses walk() may visit in one search (many converts or scalings reading one value would
 * otherwise cost their count to the power of the steps). */
#define WALK_VISITS 256

/* The value of dtype dt reached from o through at most steps scalings (and float converts,
 * which round: a bf16 dy scaled in f32 under float normalization is rounded back to bf16)
 * whose product times acc is c. */
static RcValue *walk(RcRwCanon *v, RcValue *o, double acc, double c, double tol, int steps, RcDType dt,
                     int *visits) {
  if (fabs(acc - c) <= tol * fabs(c) && acc != 1 && o->type->dtype == dt) return o;
  for (const RcUse *u = steps ? o->uses : NULL; u; u = u->next) {
    double f = 1;
    if (++*visits > WALK_VISITS) return NULL;
    if ((u->user->flags & RC_NODE_DEAD) || !(float_convert(u->user, o, dt) || factor_of(v, u->user, o, &f)))
      continue;
    RcValue *w = walk(v, &u->user->results[0], acc * f, c, tol, steps - 1, dt, visits);
    if (w) return w;
  }
  return NULL;
}

/* The value o is computed from by at most steps scalings whose product, inverted, times acc is c:
 * the dy before the program scaled it (JAX's (dy q(x)) / 6 of x relu6(x + 3) / 6 in f(x) q(x),
 * which the backward reads twice, so the view keeps it and not dy q(x)). */
static RcValue *walk_down(RcRwCanon *v, RcValue *o, double acc, double c, double tol, int steps) {
  const RcNode *n = o->def;
  for (uint32_t i = 0; steps && n && i < n->noperands; i++) {
    RcValue *a = rc_node_operand(n, i);
    double f;
    if (!a->type || a->type != o->type || !factor_of(v, n, a, &f)) continue;
    if (fabs(acc / f - c) <= tol * fabs(c)) return a;
    RcValue *w = walk_down(v, a, acc / f, c, tol, steps - 1);
    if (w) return w;
  }
  return NULL;
}

RcValue *rc_rewrite_scaled_dy(RcRwCanon *v, RcValue *dy, double c) {
  return rc_rewrite_scaled_user(v, rc_rw_input(v, dy), c);
}

RcValue *rc_rewrite_scaled_user(RcRwCanon *v, RcValue *o, double c) {
  if (!o || !o->type || o->type->kind != RC_TYPE_TENSOR || !rc_dtype_is_float(o->type->dtype)) return NULL;
  int visits = 0;
  RcValue *w = walk(v, o, 1, c, rc_recog_tol(o->type->dtype), STEPS + 2, o->type->dtype, &visits);
  return w ? w : walk_down(v, o, 1, c, rc_recog_tol(o->type->dtype), STEPS);
}
