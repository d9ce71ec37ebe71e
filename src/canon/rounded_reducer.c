/* Reducers that round their running result: XLA:CPU computes a bf16 (f16) sum in f32
 * under float normalization, so compiled bf16 HLO reduces the f32 converts of bf16
 * values with a reducer that adds in f32 and rounds the partial sum to bf16 and back
 * (p0, p1, r = add(p0, p1), convert(convert(r, bf16), f32)). Each step is then the
 * 16-bit add (the double rounding of + is exact: rounding.c), and the reduce is the
 * 16-bit sum that the uncompiled program writes as a bf16 reduce. The canonical view
 * keeps such a reduce as written (its reducer is no plain combiner, so CSE never takes
 * it for a plain sum); row recognition reads its combiner here, as the op it rounds,
 * and the rewrite check runs the region as written. Part of src/canon (see canon.h). */
#include "canon/canon_int.h"

/* Whether node k is a float convert of one operand. */
static bool float_convert(const RcNode *k) {
  const RcType *t = k && k->op == RC_OP_CONVERT && k->noperands == 1 && k->nresults == 1 ? k->results[0].type : NULL;
  return t && t->kind == RC_TYPE_TENSOR && rc_dtype_is_float(t->dtype);
}

/* The node that defines n's first operand; NULL for none. */
static const RcNode *operand_def(const RcNode *n) {
  const RcValue *o = rc_node_operand(n, 0);
  return o ? o->def : NULL;
}

/* The op of reducer body (rc_canon_rounded_combiner's reading), its rounding type into *acc. */
static RcOp rounded_reducer_op(const RcFunc *body, RcDType *acc) {
  RcOp op = rc_canon_reducer_op(body);
  const RcType *pt = body && body->nparams == 2 && body->params[0] && body->params[1] &&
                             rc_type_equal(body->params[0]->results[0].type, body->params[1]->results[0].type)
                         ? body->params[0]->results[0].type
                         : NULL;
  if (op != RC_OP_OPAQUE || !pt || pt->kind != RC_TYPE_TENSOR) {
    if (acc) *acc = pt && pt->kind == RC_TYPE_TENSOR ? pt->dtype : RC_DT_COUNT;
    return op;
  }
  /* return convert(convert(op(p0, p1)) to a narrower float) back to the parameters' type */
  const RcNode *ret = body->last;
  const RcValue *r = ret && ret->op == RC_OP_RETURN && ret->noperands == 1 ? rc_node_operand(ret, 0) : NULL;
  const RcNode *up = r ? r->def : NULL;
  const RcNode *down = float_convert(up) ? operand_def(up) : NULL;
  const RcNode *c = float_convert(down) ? operand_def(down) : NULL;
  if (!c || c->noperands != 2 || c->nresults != 1 || !rc_type_equal(r->type, pt) || !rc_type_equal(c->results[0].type, pt))
    return RC_OP_OPAQUE;
  RcDType dt = down->results[0].type->dtype;
  if ((dt != RC_DT_BF16 && dt != RC_DT_F16) || !rc_dtype_holds(pt->dtype, dt) || pt->dtype == dt) return RC_OP_OPAQUE;
  if (!rc_canon_reducer_shape(body, c, 3)) return RC_OP_OPAQUE;
  switch (c->op) {
  case RC_OP_ADD:
  case RC_OP_MAXIMUM:
  case RC_OP_MINIMUM:
    if (acc) *acc = dt;
    return c->op;
  default: return RC_OP_OPAQUE;
  }
}

RcOp rc_canon_rounded_combiner(const RcNode *n, RcDType *acc) {
  RcFunc *body = rc_canon_reducer_body(n);
  if (!body) {
    if (acc) *acc = RC_DT_COUNT;
    return RC_OP_OPAQUE;
  }
  return rounded_reducer_op(body, acc);
}
