/* A scaled root's operand read from the call: JAX's transpose writes a backward as `-(v)`
 * or `v * c`, and XLA:CPU reads v itself where another scale is wanted: the bias gradient
 * reduces -(dz) beside dx = -(-(dz)) after a negate is folded; a chain's inner backward reads
 * 2 dz where its sigmoid's 1/2 was moved past it. A raised root `-v` or `v * c` then leaves v
 * with readers outside the region, and keeping v keeps the whole backward chain (the exps or
 * tanh of a sigmoid, which its forward would own alone). v is the call's result negated, or
 * times 1/c, as exactly as the root is v scaled when c is a power of two (power_of_two says
 * where): those readers read
 * that, placed right after the call, and v's chain goes with the region. Only where every
 * such reader comes after the call. Part of src/rewrite (see rewrite.h). */
#include <math.h>

#include "numerics/numerics.h"
#include "rewrite/rewrite.h"

/* Whether every reader of v but r is a node of f after node `call`: one walk on from call over
 * the readers' operand slots, which stops once it has met them all. */
static bool readers_after(const RcFunc *f, const RcValue *v, const RcNode *r, const RcNode *call) {
  uint32_t left = 0; /* v's uses by readers other than r: one an operand slot */
  for (const RcUse *u = v->uses; u; u = u->next) {
    if (u->user == r) continue;
    if (u->user->func != f) return false;
    left++;
  }
  for (const RcNode *n = call->next; n && left; n = n->next)
    for (uint32_t k = 0; n != r && k < n->noperands && left; k++) left -= rc_node_operand(n, k) == v;
  return left == 0;
}

/* Whether c is +-2^k with |k| <= 16 and values of dtype dt have an 8-bit exponent or wider (f32,
 * bf16, f64): v * c * (1/c) is then v for every v from 2^-110 to 2^111 in magnitude and for 0,
 * inf and NaN; beyond that v * c overflows or leaves the normal range and the readers would get
 * inf or lose bits (f16, whose range is 2^-14 to 2^16, is left as written). */
static bool power_of_two(double c, RcDType dt) {
  int e;
  return (dt == RC_DT_F32 || dt == RC_DT_BF16 || dt == RC_DT_F64) && isfinite(c) && c != 0 &&
         fabs(frexp(c, &e)) == 0.5 && e >= -15 && e <= 17;
}

RcValue *rc_rewrite_read_negated(RcFunc *f, RcValue *root, RcValue *fused, RcNode *const *region, uint32_t nregion) {
  RcNode *r = root->def, *call = fused->def;
  RcValue *v = NULL;
  double c = -1;
  if (r && r->op == RC_OP_NEGATE && r->noperands == 1) v = rc_node_operand(r, 0);
  else if (r && r->op == RC_OP_MULTIPLY && r->noperands == 2)
    for (uint32_t i = 0; i < 2 && !v; i++)
      if (rc_value_splat_f64(rc_node_operand(r, 1 - i), &c) && power_of_two(c, fused->type->dtype)) v = rc_node_operand(r, i);
  if (!v || !v->def || v->def->func != f || v->def->nresults != 1 || !call || call->func != f || !call->next ||
      v->nuses < 2 || !rc_type_equal(v->type, fused->type))
    return NULL;
  if (!rc_rewrite_in_region(v->def, region, nregion)) return NULL;
  if (!readers_after(f, v, r, call)) return NULL;
  RcNode *n = NULL, *at = call->next, *made[2] = {NULL, NULL};
  RcValue *k = NULL;
  if (r->op == RC_OP_MULTIPLY && !(k = rc_rewrite_const_dy(f, fused->type, 1 / c, at, made))) return NULL;
  if (!(n = rc_node_clone(f->module, r))) {
    for (int i = 1; i >= 0; i--)
      if (made[i]) rc_node_erase(made[i]);
    return NULL;
  }
  rc_func_insert_before(f, n, at);
  rc_node_set_operand(n, 0, fused);
  if (k) rc_node_set_operand(n, 1, k);
  for (RcUse *u = v->uses, *next; u; u = next) {
    next = u->next;
    if (u->user != r && u->user != n) rc_node_set_operand(u->user, (uint32_t)(u - rc_node_uses(u->user)), &n->results[0]);
  }
  return v;
}
