/* A call computed in a wider dtype than its root (rewrite.h rc_rewrite_wide_type). A 16-bit graph
 * may compute a row op in f32 from 16-bit values and f32 ones (flax's LayerNorm at dtype bf16
 * with f32 parameters), and autodiff writes the backward's dx as f32 parts each rounded to the
 * 16-bit dtype and summed there with the other gradients of x: the region's root is 16-bit, a
 * 16-bit call cannot read the f32 scale, and no f32 value holds the sum to raise instead. The
 * call then computes in f32: its operands are the inputs widened (a 16-bit value converted to
 * f32 is exact), its result rounded once to the root's dtype by a convert after it. The check
 * judges that, the region as written against the kernel on the widened probes with its result
 * rounded (exec/verify_rewrite.c); a composite's decomposition narrows its f32 parameters back
 * (exact: they are widened 16-bit values), runs the region and widens its root, so that
 * `--decompose` gives back the original values. */
#include "rewrite/rewrite.h"

/* Whether t is a static float tensor. */
static bool float_tensor(const RcType *t) {
  return t && t->kind == RC_TYPE_TENSOR && rc_type_is_static(t) && rc_dtype_is_float(t->dtype);
}

RcType *rc_rewrite_wide_type(RcModule *m, const RcValue *root, RcValue *const *inputs, uint32_t nin) {
  const RcType *rt = root->type;
  if (!float_tensor(rt) || (rt->dtype != RC_DT_BF16 && rt->dtype != RC_DT_F16)) return NULL;
  bool wider = false;
  for (uint32_t i = 0; i < nin; i++) {
    const RcType *t = inputs[i] ? inputs[i]->type : NULL;
    if (!float_tensor(t) || (t->dtype != rt->dtype && t->dtype != RC_DT_F32)) return NULL;
    wider |= t->dtype == RC_DT_F32;
  }
  return wider ? rc_type_tensor(m, RC_DT_F32, rt->rank, rt->dims) : NULL;
}

RcValue *rc_rewrite_wide_convert(RcFunc *f, RcValue *v, RcDType dt, RcType *t, RcNode *before) {
  if (v->type->dtype == dt) return v;
  RcModule *m = f->module;
  if (!t) t = rc_type_tensor(m, dt, v->type->rank, v->type->dims);
  RcNode *c = t ? rc_node_create(m, RC_OP_CONVERT, 1, 1) : NULL;
  if (!c) return NULL;
  c->results[0].type = t;
  if (before) c->loc = before->loc;
  rc_func_insert_before(f, c, before);
  rc_node_set_operand(c, 0, v);
  return &c->results[0];
}

#define TOP_MAX 16

/* The node that defines n's operand k; NULL for none. */
static const RcNode *operand_def(const RcNode *n, uint32_t k) {
  const RcValue *o = rc_node_operand(n, k);
  return o ? o->def : NULL;
}

/* Whether n has one result, of float dtype dt. */
static bool of_dtype(const RcNode *n, RcDType dt) {
  return n->nresults == 1 && n->results[0].type && n->results[0].type->dtype == dt;
}

const char *rc_rewrite_wide_rounds(const RcValue *root, RcNode *const *region, uint32_t nregion, char *why,
                                   size_t wlen) {
  RcDType rdt = root->type->dtype;
  /* the top: the root's converts, then the adds in the root's dtype below it */
  const RcNode *top[TOP_MAX];
  uint32_t ntop = 0;
  const RcNode *n = root->def;
  while (n && n->op == RC_OP_CONVERT && n->noperands == 1 && ntop < TOP_MAX) {
    top[ntop++] = n;
    n = operand_def(n, 0);
  }
  if (n && n->op == RC_OP_ADD && of_dtype(n, rdt) && ntop < TOP_MAX && rc_rewrite_in_region(n, region, nregion))
    top[ntop++] = n;
  for (uint32_t k = 0; k < ntop; k++) {
    const RcNode *t = top[k];
    for (uint32_t j = 0; t->op == RC_OP_ADD && j < t->noperands && ntop < TOP_MAX; j++) {
      const RcNode *d = operand_def(t, j);
      if (d && d->op == RC_OP_ADD && of_dtype(d, rdt) && rc_rewrite_in_region(d, region, nregion))
        top[ntop++] = d;
    }
  }
  for (uint32_t r = 0; r < nregion; r++) {
    const RcNode *c = region[r];
    if (c->op != RC_OP_CONVERT || c->noperands != 1 || c->nresults != 1) continue;
    const RcValue *in = rc_node_operand(c, 0);
    const RcType *a = in ? in->type : NULL, *t = c->results[0].type;
    if (!a || !t || !rc_dtype_is_float(a->dtype) || !rc_dtype_is_float(t->dtype) || rc_dtype_holds(t->dtype, a->dtype) ||
        rc_rewrite_constant_of(rc_node_operand(c, 0)))
      continue;
    bool own = false; /* the root's own rounding */
    for (uint32_t k = 0; k < ntop && !own; k++) own = top[k] == c;
    bool last = own || t->dtype == rdt; /* else: a rounding only the top's sum reads */
    rc_value_for_each_use(&c->results[0], u) {
      bool by_top = false;
      for (uint32_t k = 0; k < ntop && !by_top; k++) by_top = top[k] == u->user && u->user->op == RC_OP_ADD;
      last = last && (own || by_top || !rc_rewrite_in_region(u->user, region, nregion));
    }
    if (last) continue;
    const RcValue *v = &c->results[0];
    if (v->name) snprintf(why, wlen, "the region rounds to %s at %%%s inside the computation a call in f32 takes in",
                          rc_dtype_info[t->dtype].hlo, v->name);
    else snprintf(why, wlen, "the region rounds to %s inside the computation a call in f32 takes in",
                  rc_dtype_info[t->dtype].hlo);
    return why;
  }
  return NULL;
}
