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
#include <math.h>
#include <string.h>

#include "canon/canon_int.h"
#include "numerics/ops.h"

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

/* The feature axis f of a batch norm over yt with attribute fi, and C: yt's one non-unit axis
 * besides f, after it (y is [rows, C] in row-major order); false when not so. */
static bool rows_axis(const RcType *yt, double fi, int64_t *cols) {
  if (!yt || yt->kind != RC_TYPE_TENSOR || !rc_type_is_static(yt) || !rc_dtype_is_float(yt->dtype) || yt->rank < 2)
    return false;
  if (fi < 0 || fi >= yt->rank || fi != (int64_t)fi) return false;
  int32_t f = (int32_t)fi, k = -1;
  for (int32_t d = 0; d < yt->rank; d++) {
    if (d == f || yt->dims[d] == 1) continue;
    if (k >= 0) return false;
    k = d;
  }
  if (k < f) return false;
  *cols = yt->dims[k];
  return true;
}

/* The value the row formula of a batch norm over y (C = cols, its last non-unit axis) is
 * built on: x when y = reshape(x) keeps C as x's last dimension (regrouped as the output
 * out_v is read back, when its readers read it so; with `read`, only where they do), else
 * y itself when C is its last; NULL when neither (c->oom on out-of-memory). */
static RcValue *row_base(RcCanon *c, RcValue *y, int64_t cols, const RcValue *out_v, bool read) {
  const RcType *yt = y->type;
  RcValue *x = y;
  if (y->def->op == RC_OP_RESHAPE && (!read || read_as(out_v))) {
    RcValue *in = rc_node_operand(y->def, 0);
    const RcType *it = in ? in->type : NULL;
    if (it && it->kind == RC_TYPE_TENSOR && rc_type_is_static(it) && it->dtype == yt->dtype && it->rank >= 1 &&
        it->dims[it->rank - 1] == cols && rc_type_numel(it) == rc_type_numel(yt))
      x = in;
  }
  if (x == y && yt->dims[yt->rank - 1] != cols) return NULL;
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
  return x;
}

/* A row formula's pieces over x (rows along its last axis of C elements): the reducer,
 * the row type, the kept axes, 1/C, and the centred x with its rsqrt(var + eps). */
typedef struct {
  RcFunc *body;
  RcType *t, *rt;
  int64_t keep[64];
  uint32_t nkeep;
  RcValue *inv_n, *d, *rs;
} Rows;

static RcValue *row_bcast(RcCanon *c, Rows *r, RcValue *v) {
  return v ? rc_canon_broadcast(c, r->t, v, r->keep, r->nkeep) : NULL;
}

/* The mean of v over each row, of the row type. */
static RcValue *row_mean(RcCanon *c, Rows *r, RcValue *v) {
  return v ? mul2(c, r->rt, row_sum(c, r->body, r->rt, v), r->inv_n) : NULL;
}

/* r's pieces over x with eps; false when not built (c->oom on out-of-memory). */
static bool row_stats(RcCanon *c, Rows *r, RcValue *x, double eps) {
  RcType *t = x->type;
  int32_t rank = t->rank;
  if (rank > 64 || rank < 1) return false;
  r->t = t;
  r->rt = rc_type_tensor(c->m, t->dtype, rank - 1, t->dims);
  r->body = rc_canon_add_reducer(c, t->dtype);
  if (!r->rt || !r->body) {
    c->oom = true;
    return false;
  }
  r->nkeep = (uint32_t)(rank - 1);
  for (uint32_t i = 0; i < r->nkeep; i++) r->keep[i] = i;
  r->inv_n = rc_canon_const(c, r->rt, 1.0 / (double)t->dims[rank - 1]);
  RcValue *bm = row_bcast(c, r, row_mean(c, r, x));
  r->d = bm ? add2(c, t, x, rc_canon_neg(c, t, bm)) : NULL;
  RcValue *var = r->d ? row_mean(c, r, mul2(c, t, r->d, r->d)) : NULL;
  r->rs = var ? rc_canon_unary(c, RC_OP_RSQRT, r->rt, add2(c, r->rt, var, rc_canon_const(c, r->rt, eps))) : NULL;
  return r->rs != NULL;
}

RcValue *rc_canon_batch_norm_output(RcCanon *c, const RcNode *bn, const RcType *want, RcValue *y, RcValue *scale,
                                    RcValue *offset, const RcValue *out_v) {
  double eps, fi, one, zero;
  int64_t cols;
  const RcType *yt = y ? y->type : NULL;
  if (!yt || !want || !rc_type_equal(want, yt)) return NULL; /* the output has x's type */
  if (!rc_attr_number(rc_node_attr(bn, "epsilon"), &eps) || !rc_attr_number(rc_node_attr(bn, "feature_index"), &fi))
    return NULL;
  if (!rc_canon_is_splat(scale, &one) || one != 1 || !rc_canon_is_splat(offset, &zero) || zero != 0) return NULL;
  if (!rows_axis(yt, fi, &cols)) return NULL;
  RcValue *x = row_base(c, y, cols, out_v, false);
  Rows r;
  if (!x || !row_stats(c, &r, x, eps)) return NULL;
  RcValue *out = mul2(c, r.t, r.d, row_bcast(c, &r, r.rs));
  if (out && x != y) out = rc_canon_reshape(c, (RcType *)yt, out);
  return out;
}

/* The batch-norm-training node whose result `index` (StableHLO) or tuple element `index`
 * (HLO) v is, when it normalizes x along feature_index fi; else NULL. */
static const RcNode *training_stat(const RcValue *v, const RcValue *x, double fi, int64_t index) {
  const RcNode *n = v ? v->def : NULL;
  if (!n) return NULL;
  if (n->op == RC_OP_GET_TUPLE_ELEMENT && n->noperands == 1) {
    const RcAttr *ix = rc_node_attr(n, "index");
    if (!ix || ix->kind != RC_ATTR_INT || ix->u.i != index) return NULL;
    n = rc_node_operand(n, 0) ? rc_node_operand(n, 0)->def : NULL;
  } else if (v->index != (uint32_t)index) {
    return NULL;
  }
  double f;
  if (!n || n->op != RC_OP_BATCH_NORM_TRAINING || n->noperands != 3 || rc_node_operand(n, 0) != x ||
      !rc_attr_number(rc_node_attr(n, "feature_index"), &f) || f != fi)
    return NULL;
  return n;
}

/* The value of v as a function of base at base = b, through elementwise ops and splat
 * constants (in double, without roundings), into *out; false where v reads anything else. */
static bool eval_over(const RcValue *v, const RcValue *base, double b, double *out, int depth) {
  if (v == base) {
    *out = b;
    return true;
  }
  if (rc_canon_is_splat(v, out)) return true;
  const RcNode *n = v ? v->def : NULL;
  if (!n || depth > 12 || n->nresults != 1 || !(rc_op_info[n->op].flags & RC_F_ELEM) || !n->noperands ||
      n->noperands > 4)
    return false;
  double a[4];
  for (uint32_t i = 0; i < n->noperands; i++)
    if (!eval_over(rc_node_operand(n, i), base, b, &a[i], depth + 1)) return false;
  if (n->op == RC_OP_CONVERT) {
    *out = a[0];
    return rc_dtype_is_float(v->type->dtype);
  }
  if (n->noperands == 1) return rc_num_unary(n->op, a[0], out);
  *out = a[0];
  bool nary = rc_op_info[n->op].flags & RC_F_ASSOC;
  if (!nary && n->noperands != 2) return false;
  for (uint32_t i = 1; i < n->noperands; i++)
    if (!rc_num_binary(n->op, *out, a[i], out)) return false;
  return true;
}

/* The one value that is no splat constant below v through elementwise ops (v itself where
 * v is no elementwise op), or NULL where there are several. */
static const RcValue *leaf_of(const RcValue *v, int depth) {
  double k;
  const RcNode *n = v ? v->def : NULL;
  if (!n || rc_canon_is_splat(v, &k)) return NULL;
  if (n->nresults != 1 || !(rc_op_info[n->op].flags & RC_F_ELEM) || !n->noperands || depth > 12) return v;
  const RcValue *leaf = NULL;
  for (uint32_t i = 0; i < n->noperands; i++) {
    const RcValue *o = rc_node_operand(n, i);
    if (rc_canon_is_splat(o, &k)) continue;
    const RcValue *l = leaf_of(o, depth + 1);
    if (!l || (leaf && l != leaf)) return NULL;
    leaf = l;
  }
  return leaf;
}

/* Whether v equals base (without roundings) wherever base is a variance: torch_xla hands
 * batch-norm-grad the forward's variance round-tripped through its rsqrt,
 * (1 / rsqrt(var + eps))^2 - eps. */
static bool same_variance(const RcValue *v, const RcValue *base) {
  static const double at[] = {0, 1e-6, 1e-2, 0.5, 3, 1e3};
  for (size_t i = 0; i < sizeof at / sizeof at[0]; i++) {
    double f;
    bool ok = eval_over(v, base, at[i], &f, 0);
    if (!ok || !(fabs(f - at[i]) <= 1e-9 * fmax(at[i], 1e-6))) return false;
  }
  return true;
}

RcValue *rc_canon_batch_norm_grad_output(RcCanon *c, const RcNode *bg, const RcType *want, RcValue *const *ops,
                                         const RcValue *out_v) {
  double eps, fi, one;
  int64_t cols;
  RcValue *y = ops[0], *dy = ops[4];
  const RcType *yt = y ? y->type : NULL;
  if (!yt || !dy || !want || !rc_type_equal(want, yt) || !rc_type_equal(dy->type, yt)) return NULL;
  if (!rc_attr_number(rc_node_attr(bg, "epsilon"), &eps) || !rc_attr_number(rc_node_attr(bg, "feature_index"), &fi))
    return NULL;
  if (!rc_canon_is_splat(ops[1], &one) || one != 1 || !rows_axis(yt, fi, &cols)) return NULL;
  /* the statistics it is handed are the forward's of the same y: the formula recomputes them */
  const RcNode *fwd = training_stat(ops[2], y, fi, 1);
  const RcValue *var = leaf_of(ops[3], 0);
  if (!fwd || !var || training_stat(var, y, fi, 2) != fwd || !same_variance(ops[3], var)) return NULL;
  /* built on y itself where its readers read it in several shapes: the formula is then
   * one value, grad_operand's */
  RcValue *x = row_base(c, y, cols, out_v, true);
  Rows r;
  if (!x || !row_stats(c, &r, x, eps)) return NULL;
  RcValue *g = x == y ? dy : rc_canon_reshape(c, r.t, dy);
  /* dx = rs g - mean(rs g) - d rs^2 mean(rs g d), rs constant along a row: every term
   * that reads g reads x too (as autodiff writes it: recog/rows.c reads dy as the one
   * value on g's side) */
  RcValue *rs = row_bcast(c, &r, r.rs);
  RcValue *rg = mul2(c, r.t, rs, g);
  RcValue *mg = row_bcast(c, &r, row_mean(c, &r, rg));
  RcValue *mgd = row_bcast(c, &r, row_mean(c, &r, mul2(c, r.t, rg, r.d)));
  RcValue *t3[3] = {r.d, rs, rs};
  RcValue *proj = mgd && rs ? rc_canon_nary(c, RC_OP_MULTIPLY, r.t, t3, 3) : NULL;
  proj = proj ? mul2(c, r.t, proj, mgd) : NULL;
  RcValue *s3[3] = {rg, mg ? rc_canon_neg(c, r.t, mg) : NULL, proj ? rc_canon_neg(c, r.t, proj) : NULL};
  RcValue *out = rg && s3[1] && s3[2] ? rc_canon_nary(c, RC_OP_ADD, r.t, s3, 3) : NULL;
  if (out && x != y) out = rc_canon_reshape(c, (RcType *)yt, out);
  return out;
}
