/* A negated root's operand read from the call: JAX's transpose writes a backward as
 * `-(v)`, and XLA:CPU reads v itself where the other sign is wanted (the bias gradient
 * reduce of -(dz) beside dx = -(-(dz)) after a negate is folded), so a raised root
 * `negate(v)` leaves v with readers outside the region, and keeping v keeps the whole
 * backward chain (the exps of a sigmoid its forward would own alone). v is the call's
 * result negated, exactly as the root is v negated: those readers read a negate of the call,
 * placed right after it, and v's chain goes with the region. Only where every such reader
 * comes after the call. Part of src/rewrite (see rewrite.h). */
#include "rewrite/rewrite.h"

static bool after(const RcNode *a, const RcNode *b) {
  for (const RcNode *n = a->next; n; n = n->next)
    if (n == b) return true;
  return false;
}

RcValue *rc_rewrite_read_negated(RcFunc *f, RcValue *root, RcValue *fused, RcNode *const *region, uint32_t nregion) {
  RcNode *r = root->def;
  RcValue *v = r && r->op == RC_OP_NEGATE && r->noperands == 1 ? rc_node_operand(r, 0) : NULL;
  RcNode *call = fused->def;
  if (!v || !v->def || v->def->func != f || v->def->nresults != 1 || !call || call->func != f || v->nuses < 2 ||
      !rc_type_equal(v->type, fused->type))
    return NULL;
  bool in = false;
  for (uint32_t i = 0; i < nregion && !in; i++) in = region[i] == v->def;
  if (!in) return NULL;
  for (const RcUse *u = v->uses; u; u = u->next)
    if (u->user != r && (u->user->func != f || !after(call, u->user))) return NULL;
  RcNode *n = call->next ? rc_node_clone(f->module, r) : NULL;
  if (!n) return NULL;
  rc_func_insert_before(f, n, call->next);
  rc_node_set_operand(n, 0, fused);
  for (RcUse *u = v->uses, *next; u; u = next) {
    next = u->next;
    if (u->user != r && u->user != n) rc_node_set_operand(u->user, (uint32_t)(u - rc_node_uses(u->user)), &n->results[0]);
  }
  return v;
}
