/* What a node is to a region the driver fuses (region_nodes.h). */
#include <string.h>

#include "fused/fused.h"
#include "rewrite/hooks.h"
#include "rewrite/region_nodes.h"
#include "rewrite/rewrite.h"

/* A value computed from constants only: a constant, a broadcast/reshape of one, or an
 * expression of such values (rsqrt(2), convert(6), divide(1, sqrt(2)), negate(c)), at
 * most `depth` elementwise ops deep. Such a value is the same whatever a rewrite does
 * around it, so it never blocks or orders rewrites: it is not an intermediate of the
 * multi-use policy and is never claimed while it stays alive (apply). */
static bool const_like_d(const RcNode *n, int depth) {
  while (n && (n->op == RC_OP_BROADCAST || n->op == RC_OP_RESHAPE) && rc_node_operand(n, 0))
    n = rc_node_operand(n, 0)->def;
  if (!n) return false;
  if (n->op == RC_OP_CONSTANT) return true;
  if (depth == 0 || !(rc_op_info[n->op].flags & RC_F_ELEM) || !(rc_op_info[n->op].flags & RC_F_PURE) || !n->noperands)
    return false;
  for (uint32_t i = 0; i < n->noperands; i++)
    if (!rc_node_operand(n, i) || !const_like_d(rc_node_operand(n, i)->def, depth - 1)) return false;
  return true;
}

bool rc_rw_const_like(const RcNode *n) { return const_like_d(n, 6); }

/* A float convert of one of the fused call's operands (the f32 copy of a bf16 x that
 * XLA:CPU's fusions each make, read once when they are opened): like a value computed
 * from constants, it is the same whatever the rewrite does, so it is no intermediate of
 * the multi-use policy; it stays for its other users. */
bool rc_rw_input_convert(const RcNode *n, RcValue *const *inputs, uint32_t nin) {
  if (n->op != RC_OP_CONVERT || n->noperands != 1 || n->nresults != 1 || !n->results[0].type || !rc_dtype_is_float(n->results[0].type->dtype)) return false;
  for (uint32_t i = 0; i < nin; i++)
    if (rc_node_operand(n, 0) == inputs[i]) return true;
  return false;
}

/* Whether n is dead code: a pure node whose results nothing reads but other such nodes
 * (a computation's root is read by its RETURN), at most `depth` deep (torch_xla computes
 * batch-norm-training's statistics into values it never uses). Its uses keep nothing a rewrite removes alive:
 * they are no uses outside a match for the multi-use policy. */
bool rc_rw_dead(const RcNode *n, int depth) {
  if (!(rc_op_info[n->op].flags & RC_F_PURE) || (n->flags & RC_NODE_HAS_SIDE_EFFECT) ||
      n->op == RC_OP_RETURN || n->op == RC_OP_PARAMETER)
    return false;
  for (uint32_t k = 0; k < n->nresults; k++)
    rc_value_for_each_use(&n->results[k], u) if (depth == 0 || !rc_rw_dead(u->user, depth - 1)) return false;
  return true;
}

bool rc_rw_pure_ok(const RcNode *n) {
  if (rc_op_info[n->op].flags & RC_F_PURE) return !(n->flags & RC_NODE_HAS_SIDE_EFFECT);
  if (n->op == RC_OP_CALL) return rc_rw_call_seen_through(n);
  if (n->op == RC_OP_FUSED || rc_node_is_batch_norm_grad(n) || rc_node_is_identity_rounding(n)) return true;
  if (n->op == RC_OP_CUSTOM_CALL || n->op == RC_OP_COMPOSITE) {
    RcAttr *a = rc_node_attr(n, "custom_call_target");
    if (a && a->kind == RC_ATTR_STR && a->u.s && (rc_fused_target_op(a->u.s) || !strcmp(a->u.s, "mhlo.erf")))
      return true;
  }
  return false;
}

/* Whether region node n is read only by get-tuple-elements that nothing reads, and is a node
 * whose results may go unread: HLO's batch-norm-grad whose grad_operand the call replaced
 * keeps its projections of d scale and d offset, which torch_xla writes and never reads
 * (StableHLO's unread results are no nodes). They go with it, as its unread results would;
 * the forward's mean and variance, which it read, are then free (canon/batchnorm.c). */
bool rc_rw_read_by_dead_projections(const RcNode *n) {
  if (!rc_node_is_batch_norm_grad(n) || n->nresults != 1 || !n->results[0].nuses) return false;
  rc_value_for_each_use(&n->results[0], u) {
    const RcNode *g = u->user;
    if (g->op != RC_OP_GET_TUPLE_ELEMENT || g->nresults != 1 || g->results[0].nuses || g->func != n->func)
      return false;
  }
  return true;
}

/* Whether value v may be a rewrite's root: the one result of its node, a result of a call
 * seen through (StableHLO: JAX's training helper `@silu` returns the activation with the
 * values its backward reads) whose other results nothing reads any more (the backward
 * raised reads x instead), or a batch-norm-grad's grad_operand whose other results nothing
 * reads (StableHLO's three results; canon/batchnorm.c reads it as a formula). */
bool rc_rw_single_root(const RcValue *v) {
  const RcNode *n = v->def;
  if (n->nresults == 1) return true;
  if (n->op == RC_OP_CALL && rc_rw_call_seen_through(n)) return true;
  return rc_node_is_batch_norm_grad(n) && v->index == 0 && n->nresults == 3 && !n->results[1].nuses &&
         !n->results[2].nuses;
}

/* Whether n or a node up to `depth` operands below it is a link of an associative-
 * commutative chain that has other users: the nodes where the second look (visit) can
 * find what the first did not. */
bool rc_rw_shared_link_near(const RcNode *n, int depth) {
  bool ac = (rc_op_info[n->op].flags & (RC_F_COMM | RC_F_ASSOC)) == (RC_F_COMM | RC_F_ASSOC);
  for (uint32_t i = 0; i < n->noperands; i++) {
    const RcValue *v = rc_node_operand(n, i);
    if (!v || !v->def) continue;
    if (ac && v->def->op == n->op && v->nuses > 1) return true;
    if (depth > 0 && rc_rw_shared_link_near(v->def, depth - 1)) return true;
  }
  return false;
}

/* Whether another fusion the caller opens reads fusion n's result (a larger op may span them). */
bool rc_rw_read_by_fusion(const RcNode *n) {
  rc_value_for_each_use(&n->results[0], u) if (u->user->op == RC_OP_FUSION && rc_rewrite_fusion_body(u->user)) return true;
  return false;
}


/* The value of callee g that call result v returns (v the one result of an HLO call whose root
 * is a tuple: element `elem` of it, elem >= 0), or NULL. */
static const RcValue *returned_by(const RcValue *v, int64_t elem) {
  const RcNode *n = v->def;
  const RcAttr *a = n->op == RC_OP_CALL && rc_rw_call_seen_through(n) ? rc_node_attr(n, "to_apply") : NULL;
  const RcFunc *g = a && a->kind == RC_ATTR_FUNC ? a->u.fn : NULL;
  if (!g || !g->last || g->last->op != RC_OP_RETURN) return NULL;
  const RcValue *r = rc_node_operand(g->last, n->nresults > 1 ? v->index : 0);
  if (r && elem >= 0 && r->def && r->def->op == RC_OP_TUPLE && (uint64_t)elem < r->def->noperands)
    r = rc_node_operand(r->def, (uint32_t)elem);
  return r;
}

bool rc_rw_returns_fused(const RcValue *v) {
  for (int depth = 0; v && v->def && depth < 8; depth++) {
    const RcNode *n = v->def;
    if (depth && rc_node_fused(n)) return true;
    int64_t elem = -1;
    if (n->op == RC_OP_GET_TUPLE_ELEMENT && n->noperands == 1 && rc_node_operand(n, 0)) {
      const RcAttr *ix = rc_node_attr(n, "index");
      if (!ix || ix->kind != RC_ATTR_INT) return false;
      elem = ix->u.i;
      v = rc_node_operand(n, 0);
      if (!v->def) return false;
    }
    v = returned_by(v, elem);
  }
  return false;
}
