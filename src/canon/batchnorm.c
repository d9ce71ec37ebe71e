/* batch-norm-training's normalized output as the formula it computes, when the
 * statistics run along one axis: torch_xla writes layer norm as batch-norm-training
 * on x reshaped to [1, rows, C] (or [1, rows, C, 1]) with feature_index at the rows,
 * unit scale and zero offset, so each "feature" is one row and the statistics are
 * over C. That output is read as the canonical layer-norm formula on the last axis
 *   d = x - broadcast(sum(x) * 1/C),  d * broadcast(rsqrt(sum(d * d) * 1/C + eps))
 * (the biased variance, as batch-norm-training computes it), built on the value
 * before the reshape when that reshape keeps the last dimension (normalizing rows
 * commutes with regrouping them), so the reshape back and the affine multiply-add
 * that follow read as an ordinary layer norm. Anything else (a non-splat scale or
 * offset, statistics over several non-unit axes) stays as written.
 * Part of src/canon (see canon.h). */
#include <stdio.h>
#include <string.h>

#include "canon/canon_int.h"

/* "return a + b" over two scalars of dtype dt: the reducer of the sums made here (a
 * region of the canonical function; rebinarize.c copies it for --canonicalize-only, as a
 * region or as a to_apply computation, whichever the module's format holds). */
static RcFunc *add_reducer(RcCanon *c, RcDType dt) {
  char name[32];
  snprintf(name, sizeof name, "canon.add.%s", rc_dtype_info[dt].hlo);
  RcFunc *g = rc_func_create(c->m, name, c->f);
  RcType *s = rc_type_tensor(c->m, dt, 0, NULL);
  if (!g || !s || !(g->params = rc_module_alloc(c->m, sizeof *g->params * 2))) return NULL;
  RcValue *p[2];
  for (int i = 0; i < 2; i++) {
    RcNode *k = rc_node_create(c->m, RC_OP_PARAMETER, 0, 1);
    if (!k) return NULL;
    k->results[0].type = s;
    k->results[0].name = i ? "b" : "a";
    rc_func_insert_before(g, k, NULL);
    g->params[i] = k;
    p[i] = &k->results[0];
  }
  g->nparams = 2;
  RcNode *add = rc_node_create(c->m, RC_OP_ADD, 2, 1), *ret = rc_node_create(c->m, RC_OP_RETURN, 1, 0);
  if (!add || !ret) return NULL;
  add->results[0].type = s;
  add->results[0].name = "r";
  rc_node_set_operand(add, 0, p[0]);
  rc_node_set_operand(add, 1, p[1]);
  rc_func_insert_before(g, add, NULL);
  rc_node_set_operand(ret, 0, &add->results[0]);
  rc_func_insert_before(g, ret, NULL);
  return g;
}

/* sum(v) over its last axis, of type r, with the body as a region (in any format). */
static RcValue *row_sum(RcCanon *c, RcFunc *body, RcType *r, RcValue *v) {
  RcValue *ops[2] = {v, rc_canon_const(c, rc_type_tensor(c->m, r->dtype, 0, NULL), 0.0)};
  if (!ops[1]) return NULL;
  int64_t axis = v->type->rank - 1;
  RcAttr attrs[2] = {{.name = "dimensions", .kind = RC_ATTR_INTS, .u.ints = {&axis, 1}},
                     {.name = "combiner", .kind = RC_ATTR_ENUM, .u.s = "add"}};
  RcProto p = {.op = RC_OP_REDUCE, .type = r, .ops = ops, .nops = 2, .attrs = attrs, .nattrs = 2,
               .regions = &body, .nregions = 1, .copy_attrs = true};
  return rc_canon_make(c, &p);
}

static RcValue *mul2(RcCanon *c, RcType *t, RcValue *a, RcValue *b) {
  RcValue *pair[2] = {a, b};
  return a && b ? rc_canon_nary(c, RC_OP_MULTIPLY, t, pair, 2) : NULL;
}

static RcValue *add2(RcCanon *c, RcType *t, RcValue *a, RcValue *b) {
  RcValue *pair[2] = {a, b};
  return a && b ? rc_canon_nary(c, RC_OP_ADD, t, pair, 2) : NULL;
}

/* The type every reader of v reshapes it to, when v is read only by reshapes to one type. */
static RcType *read_as(const RcValue *v) {
  RcType *t = NULL;
  if (!v || !v->uses) return NULL;
  for (const RcUse *u = v->uses; u; u = u->next) {
    const RcNode *r = u->user;
    if (r->op != RC_OP_RESHAPE || r->nresults != 1 || (t && !rc_type_equal(t, r->results[0].type))) return NULL;
    t = r->results[0].type;
  }
  return t;
}

RcValue *rc_canon_batch_norm_output(RcCanon *c, const RcNode *bn, const RcType *want, RcValue *y, RcValue *scale,
                                    RcValue *offset, const RcValue *out_v) {
  double eps, fi, one, zero;
  const RcType *yt = y ? y->type : NULL;
  if (!yt || yt->kind != RC_TYPE_TENSOR || !rc_type_is_static(yt) || !rc_dtype_is_float(yt->dtype) || yt->rank < 2)
    return NULL;
  if (!want || !rc_type_equal(want, yt)) return NULL; /* the output has x's type */
  if (!rc_attr_number(rc_node_attr(bn, "epsilon"), &eps) || !rc_attr_number(rc_node_attr(bn, "feature_index"), &fi))
    return NULL;
  if (!rc_canon_is_splat(scale, &one) || one != 1 || !rc_canon_is_splat(offset, &zero) || zero != 0) return NULL;
  if (fi < 0 || fi >= yt->rank || fi != (int64_t)fi) return NULL;
  /* one non-unit axis k besides the feature axis f, and after it: y is [rows, C] in row-major order */
  int32_t f = (int32_t)fi, k = -1;
  for (int32_t d = 0; d < yt->rank; d++) {
    if (d == f || yt->dims[d] == 1) continue;
    if (k >= 0) return NULL;
    k = d;
  }
  if (k < f) return NULL;
  int64_t cols = yt->dims[k];
  /* the base: x when y = reshape(x) keeps C as x's last dimension, else y itself when C is its last */
  RcValue *x = y;
  if (y->def->op == RC_OP_RESHAPE) {
    RcValue *in = rc_node_operand(y->def, 0);
    const RcType *it = in ? in->type : NULL;
    if (it && it->kind == RC_TYPE_TENSOR && rc_type_is_static(it) && it->dtype == yt->dtype && it->rank >= 1 &&
        it->dims[it->rank - 1] == cols && rc_type_numel(it) == rc_type_numel(yt))
      x = in;
  }
  if (x == y && k != yt->rank - 1) return NULL;
  /* read back in another grouping of the rows than x's (x in [rows, C], the output
   * reshaped to [b, s, C]): the formula on x regrouped so, where the affine part that
   * follows reads it */
  RcType *rd = x != y ? read_as(out_v) : NULL;
  if (rd && rd->kind == RC_TYPE_TENSOR && rc_type_is_static(rd) && rd->dtype == yt->dtype && rd->rank >= 1 &&
      rd->dims[rd->rank - 1] == cols && rc_type_numel(rd) == rc_type_numel(yt) &&
      !rc_type_same_shape(rd, x->type)) {
    RcType *rt2 = rc_type_tensor(c->m, rd->dtype, rd->rank, rd->dims);
    if (!rt2 || !(x = rc_canon_reshape(c, rt2, x))) {
      c->oom = true;
      return NULL;
    }
  }
  RcType *t = x->type;
  int32_t r = t->rank;
  if (r > 64) return NULL;
  RcType *rt = rc_type_tensor(c->m, t->dtype, r - 1, t->dims);
  RcFunc *body = add_reducer(c, t->dtype);
  if (!rt || !body) {
    c->oom = true;
    return NULL;
  }
  int64_t keep[64];
  for (int32_t i = 0; i + 1 < r; i++) keep[i] = i;
  RcValue *inv_n = rc_canon_const(c, rt, 1.0 / (double)cols);
  RcValue *mean = mul2(c, rt, row_sum(c, body, rt, x), inv_n);
  RcValue *bm = mean ? rc_canon_broadcast(c, t, mean, keep, (uint32_t)(r - 1)) : NULL;
  RcValue *d = bm ? add2(c, t, x, rc_canon_neg(c, t, bm)) : NULL;
  RcValue *var = d ? mul2(c, rt, row_sum(c, body, rt, mul2(c, t, d, d)), inv_n) : NULL;
  RcValue *rs = var ? rc_canon_unary(c, RC_OP_RSQRT, rt, add2(c, rt, var, rc_canon_const(c, rt, eps))) : NULL;
  RcValue *out = rs ? mul2(c, t, d, rc_canon_broadcast(c, t, rs, keep, (uint32_t)(r - 1))) : NULL;
  if (out && x != y) out = rc_canon_reshape(c, (RcType *)yt, out);
  return out;
}
