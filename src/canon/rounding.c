/* 16-bit ops under float normalization. XLA computes a bf16 (f16) op in f32 when the
 * backend lacks it: it converts each operand to f32, computes, and rounds the result
 * back (compiled bf16 HLO has a convert pair after every op, and a bf16 constant
 * folded into an f32 constant of the same, bf16-exact, value). Such an op reads
 * 16-bit values and writes a 16-bit value: for +, -, *, / and sqrt the result is
 * the same as the 16-bit op's (f32 carries more than twice bf16's and f16's
 * precision plus two bits, so the double rounding is exact), and for the other math
 * ops it is how the 16-bit op is computed anyway. So the canonical view reads it as
 * the 16-bit op: its canonical node has the 16-bit dtype, and the constants merged
 * into it are 16-bit constants, compared with the 16-bit tolerance (0.796875 is
 * tanh GELU's 0.7978846 rounded to bf16). Part of src/canon (see canon.h). */
#include "canon/canon_int.h"
#include "numerics/encode.h"

/* The ops whose constructor takes the result type (canon.c, rc_canon_build). */
static bool retypable(const RcNode *n) {
  switch (n->op) {
  case RC_OP_NEGATE:
  case RC_OP_ADD:
  case RC_OP_MULTIPLY:
  case RC_OP_MAXIMUM:
  case RC_OP_MINIMUM:
  case RC_OP_SUBTRACT:
  case RC_OP_DIVIDE:
  case RC_OP_POWER:
  case RC_OP_SQUARE:
  case RC_OP_CLAMP: return true;
  case RC_OP_CONVERT:
  case RC_OP_COPY: return false;
  default: return (rc_op_info[n->op].flags & RC_F_ELEM) && n->noperands == 1;
  }
}

/* Whether original value v holds values of dtype dt: a value of that dtype, a
 * float convert from it, a splat constant exactly representable in it, or a
 * broadcast, reshape, bitcast or copy of one (at most a few deep). */
static bool holds_only(const RcValue *v, RcDType dt) {
  for (int depth = 0; v && v->type && v->type->kind == RC_TYPE_TENSOR && depth < 6; depth++) {
    const RcNode *d = v->def;
    if (v->type->dtype == dt) return true;
    if (!d || d->nresults != 1) return false;
    if (d->op == RC_OP_CONSTANT) {
      double x, r;
      unsigned char buf[8];
      return d->literal && rc_literal_splat_f64(d->literal, &x) && rc_num_encode(dt, x, buf, &r) &&
             (r == x || (x != x && r != r));
    }
    if (d->noperands != 1 || !rc_node_operand(d, 0)) return false;
    const RcValue *a = rc_node_operand(d, 0);
    if (d->op == RC_OP_CONVERT) {
      /* a read of a dt value, or a constant's convert */
      if (a->type && a->type->kind == RC_TYPE_TENSOR && a->type->dtype == dt) return true;
      if (!a->def || a->def->op != RC_OP_CONSTANT) return false;
    } else if ((d->op != RC_OP_BROADCAST && d->op != RC_OP_RESHAPE && d->op != RC_OP_BITCAST && d->op != RC_OP_COPY) ||
               !a->type || a->type->kind != RC_TYPE_TENSOR || a->type->dtype != v->type->dtype) {
      return false; /* (a shape op keeps the values, and their type) */
    }
    v = a;
  }
  return false;
}

/* XLA:CPU's convert-pair removal (its simplify-fp-conversions pass) drops the 16-bit rounding
 * between a float-normalized op and a sum of its value in f32 that the program wrote
 * (jax.nn.softmax's bf16 exp widened to f32 and summed), so the compiled sum reads the op's f32
 * value unrounded while the op's other readers still round it. Such a sum is read as a sum of
 * the 16-bit value widened (canon.c widens the operand), the round-once difference being the
 * rewrite check's to judge: the region is checked as written. */
bool rc_canon_sums_in(const RcNode *k, uint32_t j, RcDType dt) {
  const RcType *kt = k->nresults == 1 ? k->results[0].type : NULL;
  return k->op == RC_OP_REDUCE && j == 0 && k->noperands == 2 && kt && kt->kind == RC_TYPE_TENSOR &&
         kt->dtype == dt && rc_canon_rounded_combiner(k, NULL) == RC_OP_ADD;
}

/* Whether every reader of sum k rounds it to one 16-bit type, *dt when one is set already
 * (RC_DT_COUNT: none yet): a 16-bit sum that JAX accumulates in f32 and rounds back (a bf16
 * loss's jnp.sum), left by convert-pair removal reading its operand unrounded. Sets *dt. */
static bool sum_rounded_to(const RcNode *k, RcDType *dt) {
  if (!k->results[0].nuses) return false;
  rc_value_for_each_use(&k->results[0], u) {
    const RcNode *c = u->user;
    const RcType *ct = c->nresults == 1 ? c->results[0].type : NULL;
    if (c->op != RC_OP_CONVERT || !ct || ct->kind != RC_TYPE_TENSOR ||
        (ct->dtype != RC_DT_BF16 && ct->dtype != RC_DT_F16) || (*dt != RC_DT_COUNT && ct->dtype != *dt))
      return false;
    *dt = ct->dtype;
  }
  return true;
}

RcType *rc_canon_rounded_type(RcCanon *c, const RcNode *n) {
  /* every user rounds the result to the same narrower float type (a module without
   * converts: none does, and nothing is read; asked first, as the view asks at every node) */
  if (!rc_module_may_hold(c->src->module, RC_OP_CONVERT)) return NULL;
  const RcType *t = n->nresults == 1 ? n->results[0].type : NULL;
  if (!t || t->kind != RC_TYPE_TENSOR || !rc_dtype_is_float(t->dtype) || !n->noperands || !retypable(n) ||
      !(rc_op_info[n->op].flags & RC_F_PURE) || (n->flags & RC_NODE_HAS_SIDE_EFFECT))
    return NULL;
  RcDType dt = RC_DT_COUNT, summed = RC_DT_COUNT;
  bool sums_rounded = true;
  rc_value_for_each_use(&n->results[0], u) {
    const RcNode *k = u->user;
    const RcType *kt = k->nresults == 1 ? k->results[0].type : NULL;
    if (rc_canon_sums_in(k, rc_use_index(u), t->dtype)) {
      sums_rounded = sums_rounded && sum_rounded_to(k, &summed);
      continue;
    }
    if (k->op != RC_OP_CONVERT || !kt || kt->kind != RC_TYPE_TENSOR || !rc_dtype_is_float(kt->dtype) ||
        rc_dtype_holds(kt->dtype, t->dtype) || (dt != RC_DT_COUNT && kt->dtype != dt))
      return NULL;
    dt = kt->dtype;
  }
  if (dt == RC_DT_COUNT && sums_rounded) dt = summed; /* only sums read it: their rounding tells the type */
  if (dt != RC_DT_BF16 && dt != RC_DT_F16) return NULL;
  /* and every operand holds values of that type */
  for (uint32_t i = 0; i < n->noperands; i++)
    if (!holds_only(rc_node_operand(n, i), dt)) return NULL;
  RcType *r = rc_type_tensor(c->m, dt, t->rank, t->dims);
  if (!r) c->oom = true;
  return r;
}
