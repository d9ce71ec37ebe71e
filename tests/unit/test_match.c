/* Tests of the matcher on hand-built graphs in the canonical form (n-ary
 * products and sums, splat constants), on nested binary chains (the unmerged
 * canonical read keeps them), and on exporter spellings through the canonical form
 * (subtract, divide by a constant, converted and unfolded constants), which the
 * matcher itself no longer reads. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "canon/canon.h"
#include "graph_build.h"
#include "pattern/pattern.h"

typedef struct T {
  RcCtx *ctx;
  RcPatternSet *ps;
  RcMatchIndex *ix;
  GB g;
} T;

static int setup(void **state) {
  T *t = calloc(1, sizeof *t);
  t->ctx = rc_ctx_new();
  t->ps = rc_patterns_new(t->ctx);
  assert_int_equal(rc_patterns_add_builtin(t->ps), RC_OK);
  t->ix = rc_match_index_new(t->ps, NULL, 0);
  int64_t dims[2] = {2, 8};
  gb_init(&t->g, t->ctx, RC_FORMAT_HLO, RC_DT_F32, 2, dims);
  *state = t;
  return 0;
}

static int teardown(void **state) {
  T *t = *state;
  rc_match_index_free(t->ix);
  rc_patterns_free(t->ps);
  rc_module_free(t->g.m);
  rc_ctx_free(t->ctx);
  free(t);
  return 0;
}

/* The op of the first pattern that matches at v's node, or NULL. */
static const char *match_op(T *t, RcValue *v, RcValue **cap0) {
  RcMatch m = {0};
  const char *op = NULL;
  if (rc_match_at(t->ix, v->def, &m, NULL, NULL)) {
    op = m.pat->op;
    if (cap0) *cap0 = m.caps[m.pat->args[0]];
  }
  rc_match_clear(&m);
  return op;
}

/* Whether a pattern of ix matches at the canonical node of v (the canonical form of the
 * function as built so far, v its result); its op, first capture mapped back to the graph as built,
 * and covered-node count. */
static bool canon_match(T *t, const RcMatchIndex *ix, RcValue *v, const char **op, RcValue **cap0, uint32_t *nnodes) {
  /* v returned while the canonical form is built (it drops what nothing reads) */
  RcNode *ret = rc_node_create(t->g.m, RC_OP_RETURN, 1, 0);
  rc_func_insert_before(t->g.f, ret, NULL);
  rc_node_set_operand(ret, 0, v);
  RcCanon *c = rc_canon_new(t->g.f);
  assert_non_null(c);
  RcValue *cv = rc_canon_lookup(c, v);
  RcMatch m = {0};
  bool ok = cv && rc_match_at(ix, cv->def, &m, NULL, NULL);
  if (ok) {
    if (op) *op = m.pat->op;
    if (cap0) *cap0 = rc_canon_origin(c, m.caps[m.pat->args[0]]);
    if (nnodes) *nnodes = m.nnodes;
  }
  rc_match_clear(&m);
  rc_canon_free(c);
  rc_node_erase(ret);
  return ok;
}

static void silu_both_orders(void **state) {
  T *t = *state;
  GB *g = &t->g;
  RcValue *x = gb_param(g, NULL, "x");
  RcValue *s = gb_op1(g, RC_OP_LOGISTIC, x);
  RcValue *a = gb_op2(g, RC_OP_MULTIPLY, x, s);
  RcValue *b = gb_op2(g, RC_OP_MULTIPLY, s, x);
  RcValue *cap = NULL;
  assert_string_equal(match_op(t, a, &cap), "silu");
  assert_ptr_equal(cap, x);
  cap = NULL;
  assert_string_equal(match_op(t, b, &cap), "silu");
  assert_ptr_equal(cap, x);
  assert_string_equal(match_op(t, s, NULL), "sigmoid");
}

static void silu_needs_same_value(void **state) {
  T *t = *state;
  GB *g = &t->g;
  RcValue *x = gb_param(g, NULL, "x"), *y = gb_param(g, NULL, "y");
  RcValue *v = gb_op2(g, RC_OP_MULTIPLY, x, gb_op1(g, RC_OP_LOGISTIC, y));
  assert_null(match_op(t, v, NULL));
}

static RcValue *gelu_erf_graph(GB *g, RcValue *x, double inv_sqrt2, double half) {
  RcValue *e = gb_op1(g, RC_OP_ERF, gb_op2(g, RC_OP_MULTIPLY, x, gb_const(g, NULL, inv_sqrt2)));
  RcValue *one_plus = gb_op2(g, RC_OP_ADD, e, gb_const(g, NULL, 1.0));
  RcValue *ops[3] = {gb_const(g, NULL, half), one_plus, x}; /* n-ary, constant first on purpose */
  return gb_opv(g, RC_OP_MULTIPLY, NULL, 3, ops);
}

static void gelu_erf_constants(void **state) {
  T *t = *state;
  GB *g = &t->g;
  RcValue *x = gb_param(g, NULL, "x");
  assert_string_equal(match_op(t, gelu_erf_graph(g, x, 0.70710678, 0.5), NULL), "gelu_erf");
  assert_string_equal(match_op(t, gelu_erf_graph(g, x, 0.707106769, 0.5), NULL), "gelu_erf");
  assert_null(match_op(t, gelu_erf_graph(g, x, 0.8, 0.5), NULL));  /* wrong constant */
  assert_null(match_op(t, gelu_erf_graph(g, x, 0.70710678, 0.25), NULL));
}

static void gelu_erf_binary_nesting(void **state) {
  T *t = *state;
  GB *g = &t->g;
  /* torch_xla: (x * 0.5) * (erf(x * 0.70710678) + 1), nested binary products */
  RcValue *x = gb_param(g, NULL, "x");
  RcValue *hx = gb_op2(g, RC_OP_MULTIPLY, x, gb_const(g, NULL, 0.5));
  RcValue *e = gb_op1(g, RC_OP_ERF, gb_op2(g, RC_OP_MULTIPLY, x, gb_const(g, NULL, 0.70710678)));
  RcValue *v = gb_op2(g, RC_OP_MULTIPLY, hx, gb_op2(g, RC_OP_ADD, e, gb_const(g, NULL, 1)));
  assert_string_equal(match_op(t, v, NULL), "gelu_erf");
  /* old JAX: x * (erf(x / 1.41421356) + 1) / 2 */
  RcValue *e2 = gb_op1(g, RC_OP_ERF, gb_op2(g, RC_OP_DIVIDE, x, gb_const(g, NULL, 1.41421356)));
  RcValue *w = gb_op2(g, RC_OP_DIVIDE, gb_op2(g, RC_OP_MULTIPLY, x, gb_op2(g, RC_OP_ADD, gb_const(g, NULL, 1), e2)),
                      gb_const(g, NULL, 2));
  const char *op = NULL;
  assert_true(canon_match(t, t->ix, w, &op, NULL, NULL)); /* the divisions read as products */
  assert_string_equal(op, "gelu_erf");
  assert_null(match_op(t, w, NULL)); /* not as built */
}

/* The op of the first pattern that matches at v's node in the driver's second look
 * (RcMatch.shared: chain links with other users are read through too), or NULL. */
static const char *match_op_shared(T *t, RcValue *v) {
  RcMatch m = {.shared = true};
  const char *op = rc_match_at(t->ix, v->def, &m, NULL, NULL) ? m.pat->op : NULL;
  assert_true(m.shared); /* kept for the caller's next try */
  rc_match_clear(&m);
  return op;
}

static void shared_chain_link(void **state) {
  T *t = *state;
  GB *g = &t->g;
  /* x * (min(max(x + 3, 0), 6) * (1/6)) where the inner product has another user (a
   * training graph's backward reads it): the single-use reading sees two factors and
   * no pattern; the second look reads three, a hardswish */
  RcValue *x = gb_param(g, NULL, "x");
  RcValue *r = gb_op2(g, RC_OP_MINIMUM,
                      gb_op2(g, RC_OP_MAXIMUM, gb_op2(g, RC_OP_ADD, x, gb_const(g, NULL, 3)), gb_const(g, NULL, 0)),
                      gb_const(g, NULL, 6));
  RcValue *k = gb_op2(g, RC_OP_MULTIPLY, r, gb_const(g, NULL, 1.0 / 6));
  RcValue *v = gb_op2(g, RC_OP_MULTIPLY, x, k);
  gb_op1(g, RC_OP_NEGATE, k);
  assert_null(match_op(t, v, NULL));
  assert_string_equal(match_op_shared(t, v), "hardswish");
  /* the single-use reading is tried first: y * sigmoid(y) with y = a * b used twice is
   * a silu of y, though reading through y gives three factors */
  RcValue *a = gb_param(g, NULL, "a"), *b = gb_param(g, NULL, "b");
  RcValue *y = gb_op2(g, RC_OP_MULTIPLY, a, b);
  RcValue *w = gb_op2(g, RC_OP_MULTIPLY, y, gb_op1(g, RC_OP_LOGISTIC, y));
  assert_string_equal(match_op(t, w, NULL), "silu");
  assert_string_equal(match_op_shared(t, w), "silu");
}

static void tolerance_is_dtype_aware(void **state) {
  T *t = *state;
  RcCtx *ctx = t->ctx;
  const char *src = "pattern p -> silu { match mul(%x, 0.70710678) emit recompose.silu(%x) }\n"
                    "pattern q -> gelu_erf { match mul(%x, =0.5) emit recompose.gelu_erf(%x) }\n"
                    "pattern r -> erf { match mul(%x, 2.0 ~0.1) emit recompose.erf(%x) }\n";
  RcPatternSet *ps = rc_patterns_new(ctx);
  assert_int_equal(rc_patterns_add_string(ps, "t", src, strlen(src)), RC_OK);
  RcMatchIndex *ix = rc_match_index_new(ps, NULL, 0);
  GB *g = &t->g;
  RcValue *x = gb_param(g, NULL, "x");
  RcMatch m = {0};
  /* 0.7045 is 0.37% off: outside the f32 tolerance (2^-12) */
  assert_false(rc_match_at(ix, gb_op2(g, RC_OP_MULTIPLY, x, gb_const(g, NULL, 0.7045))->def, &m, NULL, NULL));
  /* the bf16 rounding of 1/sqrt(2) in a bf16 constant matches (tolerance 2^-8) */
  RcType *bt = rc_type_tensor(g->m, RC_DT_BF16, 0, NULL);
  RcValue *bc = gb_const(g, bt, 0.70703125);
  uint16_t bits = 0x3F35; /* bf16 0.70703125 */
  bc->def->literal->dtype = RC_DT_BF16;
  *(uint16_t *)bc->def->literal->data = bits;
  assert_true(rc_match_at(ix, gb_op2(g, RC_OP_MULTIPLY, x, bc)->def, &m, NULL, NULL));
  assert_string_equal(m.pat->name, "p");
  assert_true(rc_match_at(ix, gb_op2(g, RC_OP_MULTIPLY, x, gb_const(g, NULL, 0.5))->def, &m, NULL, NULL));
  assert_false(rc_match_at(ix, gb_op2(g, RC_OP_MULTIPLY, x, gb_const(g, NULL, 0.5000001))->def, &m, NULL, NULL));
  assert_true(rc_match_at(ix, gb_op2(g, RC_OP_MULTIPLY, x, gb_const(g, NULL, 2.15))->def, &m, NULL, NULL));
  assert_false(rc_match_at(ix, gb_op2(g, RC_OP_MULTIPLY, x, gb_const(g, NULL, 2.25))->def, &m, NULL, NULL));
  rc_match_clear(&m);
  rc_match_index_free(ix);
  rc_patterns_free(ps);
}

/* add(%x, 3.0) on (a + b) + 3 as written: the chain reading gives three operands, the
 * node's own two bind %x to the single-use sum a + b; a 3 written as an i64 constant
 * converted to f32 is the constant 3. */
static void own_operands_and_converted_constant(void **state) {
  T *t = *state;
  RcCtx *ctx = t->ctx;
  const char *src = "pattern p -> hardsigmoid { match add(%x, 3.0) emit recompose.hardsigmoid(%x) }\n";
  RcPatternSet *ps = rc_patterns_new(ctx);
  assert_int_equal(rc_patterns_add_string(ps, "t", src, strlen(src)), RC_OK);
  RcMatchIndex *ix = rc_match_index_new(ps, NULL, 0);
  GB *g = &t->g;
  RcValue *a = gb_param(g, NULL, "a"), *b = gb_param(g, NULL, "b");
  RcValue *sum = gb_op2(g, RC_OP_ADD, a, b);
  RcMatch m = {0};
  RcValue *three = gb_op2(g, RC_OP_ADD, sum, gb_const(g, NULL, 3));
  assert_true(rc_match_at(ix, three->def, &m, NULL, NULL));
  assert_ptr_equal(m.caps[m.pat->args[0]], sum);
  RcValue *k = gb_const(g, rc_type_tensor(g->m, RC_DT_S64, 0, NULL), 3);
  int64_t *i3 = rc_module_alloc(g->m, sizeof *i3);
  *i3 = 3;
  k->def->literal->dtype = RC_DT_S64;
  k->def->literal->data = i3;
  RcValue *kf = gb_op1(g, RC_OP_CONVERT, k);
  kf->type = rc_type_tensor(g->m, RC_DT_F32, 0, NULL);
  /* the canonical form folds the converted integer constant (torch-mlir's 3) */
  RcValue *ak = gb_op2(g, RC_OP_ADD, a, kf), *cap = NULL;
  assert_false(rc_match_at(ix, ak->def, &m, NULL, NULL));
  assert_true(canon_match(t, ix, ak, NULL, &cap, NULL));
  assert_ptr_equal(cap, a);
  /* a sum of three other values is no x + 3 */
  RcValue *c = gb_param(g, NULL, "c");
  assert_false(rc_match_at(ix, gb_op2(g, RC_OP_ADD, sum, c)->def, &m, NULL, NULL));
  rc_match_clear(&m);
  rc_match_index_free(ix);
  rc_patterns_free(ps);
}

static void softmax_rows(void **state) {
  T *t = *state;
  GB *g = &t->g;
  RcValue *x = gb_param(g, NULL, "x");
  int64_t rd[1] = {2};
  RcType *rt = rc_type_tensor(g->m, RC_DT_F32, 1, rd);
  RcValue *mx = gb_reduce(g, x, 1, RC_OP_MAXIMUM, -INFINITY, rt);
  RcValue *sh = gb_op2(g, RC_OP_SUBTRACT, x, gb_bcast_rows(g, mx, g->t));
  RcValue *e = gb_op1(g, RC_OP_EXP, sh);
  RcValue *sum = gb_reduce(g, e, 1, RC_OP_ADD, 0, rt);
  RcValue *sm = gb_op2(g, RC_OP_DIVIDE, e, gb_bcast_rows(g, sum, g->t));
  const char *op = NULL;
  RcValue *cap = NULL;
  uint32_t nn = 0;
  assert_true(canon_match(t, t->ix, sm, &op, &cap, &nn)); /* x - max reads add(x, negate(max)) */
  assert_string_equal(op, "softmax");
  assert_ptr_equal(cap, x);
  assert_true(nn >= 8);
  /* a sum over the wrong axis is not a softmax */
  RcValue *sum0 = gb_reduce(g, e, 0, RC_OP_ADD, 0, rc_type_tensor(g->m, RC_DT_F32, 1, (int64_t[]){8}));
  RcValue *bad = gb_op2(g, RC_OP_DIVIDE, e, gb_bcast(g, sum0, g->t));
  assert_false(canon_match(t, t->ix, bad, NULL, NULL, NULL));
}

/* On a square shape the row sum broadcast along the wrong axis (row i's sum on column i) has
 * the right types; the broadcast must put the kept dim back where it came from. So must a
 * keep-dims spelling: the sum reshaped to [8, 1] is a row value, to [1, 8] it is not; and a
 * rank-3 row value broadcast transposed. */
static void square_softmax_axis(void **state) {
  T *t = *state;
  GB *g = &t->g;
  RcType *sq = rc_type_tensor(g->m, RC_DT_F32, 2, (int64_t[]){8, 8});
  RcType *rt = rc_type_tensor(g->m, RC_DT_F32, 1, (int64_t[]){8});
  RcValue *x = gb_param(g, sq, "x");
  RcValue *e = gb_op1(g, RC_OP_EXP, x);
  RcValue *sum = gb_reduce(g, e, 1, RC_OP_ADD, 0, rt);
  const char *op = NULL;
  RcValue *right = gb_op2(g, RC_OP_DIVIDE, e, gb_bcast_dims(g, sum, sq, (int64_t[]){0}));
  assert_true(canon_match(t, t->ix, right, &op, NULL, NULL));
  assert_string_equal(op, "softmax");
  assert_true(rc_match_bcast_axes_ok(rc_node_operand(right->def, 1)->def));
  RcValue *wrong = gb_op2(g, RC_OP_DIVIDE, e, gb_bcast_dims(g, sum, sq, (int64_t[]){1}));
  assert_false(canon_match(t, t->ix, wrong, NULL, NULL, NULL));
  assert_false(rc_match_bcast_axes_ok(rc_node_operand(wrong->def, 1)->def));
  /* keep-dims: reshape to [8, 1] (a row value) or to [1, 8] (row i's sum on column i) */
  for (int col = 0; col < 2; col++) {
    RcValue *kept = gb_opv(g, RC_OP_RESHAPE, rc_type_tensor(g->m, RC_DT_F32, 2, col ? (int64_t[]){1, 8} : (int64_t[]){8, 1}), 1, &sum);
    RcValue *sm = gb_op2(g, RC_OP_DIVIDE, e, gb_bcast_dims(g, kept, sq, (int64_t[]){0, 1}));
    assert_int_equal(canon_match(t, t->ix, sm, NULL, NULL, NULL), !col);
  }
  /* rank 3, rows of 4: the [4, 4] row value broadcast with dims {1, 0} is transposed */
  RcType *cube = rc_type_tensor(g->m, RC_DT_F32, 3, (int64_t[]){4, 4, 4});
  RcType *plane = rc_type_tensor(g->m, RC_DT_F32, 2, (int64_t[]){4, 4});
  RcValue *e3 = gb_op1(g, RC_OP_EXP, gb_param(g, cube, "y"));
  RcValue *s3 = gb_reduce(g, e3, 2, RC_OP_ADD, 0, plane);
  assert_true(canon_match(t, t->ix, gb_op2(g, RC_OP_DIVIDE, e3, gb_bcast_dims(g, s3, cube, (int64_t[]){0, 1})), NULL, NULL, NULL));
  assert_false(canon_match(t, t->ix, gb_op2(g, RC_OP_DIVIDE, e3, gb_bcast_dims(g, s3, cube, (int64_t[]){1, 0})), NULL, NULL, NULL));
}

static void unknown_ops_untouched(void **state) {
  T *t = *state;
  GB *g = &t->g;
  RcValue *x = gb_param(g, NULL, "x");
  RcValue *o = gb_op1(g, RC_OP_OPAQUE, x);
  o->def->opname = "my.op";
  RcValue *v = gb_op2(g, RC_OP_MULTIPLY, o, gb_op1(g, RC_OP_LOGISTIC, x));
  assert_null(match_op(t, v, NULL));
  RcValue *d = gb_op2(g, RC_OP_DOT, x, x);
  assert_null(match_op(t, gb_op2(g, RC_OP_MULTIPLY, d, gb_op1(g, RC_OP_LOGISTIC, x)), NULL));
}

/* reduce_mean reads sum * 1/N and sum / N with N checked; constant sub-expressions fold. */
static void means_and_folded_constants(void **state) {
  T *t = *state;
  GB *g = &t->g;
  const char *src = "pattern m -> rms_norm { match mul(%x, broadcast(rsqrt(add(reduce_mean(mul(%x, %x), axes=[-1]), %e = const)))) "
                    "emit recompose.rms_norm(%x) { cols = dim(%x, -1), eps = value(%e) } }\n"
                    "pattern h -> gelu_erf { match mul(%x, 0.5) emit recompose.gelu_erf(%x) }\n";
  RcPatternSet *ps = rc_patterns_new(t->ctx);
  assert_int_equal(rc_patterns_add_string(ps, "t", src, strlen(src)), RC_OK);
  RcMatchIndex *ix = rc_match_index_new(ps, NULL, 0);
  RcValue *x = gb_param(g, NULL, "x");
  RcType *rt = rc_type_tensor(g->m, RC_DT_F32, 1, (int64_t[]){2});
  RcMatch m = {0};
  for (int form = 0; form < 3; form++) {
    RcValue *s = gb_reduce(g, gb_op2(g, RC_OP_MULTIPLY, x, x), 1, RC_OP_ADD, 0, rt);
    double n = form == 2 ? 7 : 8; /* the row has 8 elements: 1/7 is not a mean */
    RcValue *mean = form == 0 ? gb_op2(g, RC_OP_MULTIPLY, s, gb_const(g, rt, 1.0 / n))
                              : gb_op2(g, RC_OP_DIVIDE, s, gb_const(g, rt, n));
    RcValue *r = gb_op1(g, RC_OP_RSQRT, gb_op2(g, RC_OP_ADD, mean, gb_const(g, rt, 1e-6)));
    RcValue *y = gb_op2(g, RC_OP_MULTIPLY, x, gb_bcast_rows(g, r, g->t));
    assert_int_equal(rc_match_at(ix, y->def, &m, NULL, NULL), form != 2);
  }
  /* x * (2 * 0.25): the constant is an expression exporters leave unfolded; the
   * canonical form folds it */
  RcValue *c = gb_op2(g, RC_OP_MULTIPLY, gb_const(g, NULL, 2), gb_const(g, NULL, 0.25));
  RcValue *xc = gb_op2(g, RC_OP_MULTIPLY, x, c);
  const char *op = NULL;
  assert_true(canon_match(t, ix, xc, &op, NULL, NULL));
  assert_string_equal(op, "gelu_erf");
  /* (x * 2) * 0.25, a nested chain as the unmerged read keeps it: the chain's constants fold to 0.5 */
  RcValue *x2 = gb_op2(g, RC_OP_MULTIPLY, x, gb_const(g, NULL, 2));
  assert_true(rc_match_at(ix, gb_op2(g, RC_OP_MULTIPLY, x2, gb_const(g, NULL, 0.25))->def, &m, NULL, NULL));
  /* x / 2 reads as x * 0.5 in the canonical form, not as built */
  RcValue *h2 = gb_op2(g, RC_OP_DIVIDE, x, gb_const(g, NULL, 2)), *h3 = gb_op2(g, RC_OP_DIVIDE, x, gb_const(g, NULL, 3));
  assert_false(rc_match_at(ix, h2->def, &m, NULL, NULL));
  assert_true(canon_match(t, ix, h2, NULL, NULL, NULL));
  assert_false(canon_match(t, ix, h3, NULL, NULL, NULL));
  rc_match_clear(&m);
  rc_match_index_free(ix);
  rc_patterns_free(ps);
}

/* A graph much deeper than any stack: the matcher's recursion is bounded by the pattern. */
static void deep_graph(void **state) {
  T *t = *state;
  GB *g = &t->g;
  RcValue *v = gb_param(g, NULL, "x");
  for (int i = 0; i < 300000; i++) v = gb_op2(g, RC_OP_ADD, v, v);
  for (int i = 0; i < 300000; i++) v = gb_op1(g, RC_OP_NEGATE, v);
  RcMatch m = {0};
  unsigned found = 0;
  rc_func_for_each(g->f, n) if (rc_match_at(t->ix, n, &m, NULL, NULL)) found++;
  assert_int_equal(found, 0);
  rc_match_clear(&m);
}

/* 200 distinct patterns: every one is reachable, and each finds exactly its own graph. */
static void many_patterns(void **state) {
  T *t = *state;
  static const RcOp unary[] = {RC_OP_EXP, RC_OP_LOG, RC_OP_TANH, RC_OP_NEGATE, RC_OP_ABS,
                               RC_OP_SQRT, RC_OP_RSQRT, RC_OP_SIN, RC_OP_COS, RC_OP_LOG1P};
  static const char *names[] = {"exp", "log", "tanh", "negate", "abs", "sqrt", "rsqrt", "sin", "cos", "log1p"};
  GString *src = g_string_new(NULL);
  for (int i = 0; i < 200; i++)
    g_string_append_printf(src, "pattern p%d -> silu { match mul(%%x, %s(%s(%%x)), %d.0) emit recompose.silu(%%x) }\n",
                           i, names[i % 10], names[(i / 10) % 10], i + 2);
  RcPatternSet *ps = rc_patterns_new(t->ctx);
  assert_int_equal(rc_patterns_add_string(ps, "gen", src->str, src->len), RC_OK);
  g_string_free(src, TRUE);
  RcMatchIndex *ix = rc_match_index_new(ps, NULL, 0);
  assert_int_equal(rc_match_index_size(ix), 200);
  GB *g = &t->g;
  RcValue *x = gb_param(g, NULL, "x");
  RcMatch m = {0};
  for (int i = 0; i < 200; i += 7) {
    RcValue *in = gb_op1(g, unary[(i / 10) % 10], x);
    RcValue *v = gb_op3(g, RC_OP_MULTIPLY, x, gb_op1(g, unary[i % 10], in), gb_const(g, NULL, i + 2));
    assert_true(rc_match_at(ix, v->def, &m, NULL, NULL));
    char want[16];
    snprintf(want, sizeof want, "p%d", i);
    assert_string_equal(m.pat->name, want);
  }
  rc_match_clear(&m);
  rc_match_index_free(ix);
  rc_patterns_free(ps);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test_setup_teardown(silu_both_orders, setup, teardown),
      cmocka_unit_test_setup_teardown(own_operands_and_converted_constant, setup, teardown),
      cmocka_unit_test_setup_teardown(silu_needs_same_value, setup, teardown),
      cmocka_unit_test_setup_teardown(gelu_erf_constants, setup, teardown),
      cmocka_unit_test_setup_teardown(gelu_erf_binary_nesting, setup, teardown),
      cmocka_unit_test_setup_teardown(shared_chain_link, setup, teardown),
      cmocka_unit_test_setup_teardown(tolerance_is_dtype_aware, setup, teardown),
      cmocka_unit_test_setup_teardown(softmax_rows, setup, teardown),
      cmocka_unit_test_setup_teardown(square_softmax_axis, setup, teardown),
      cmocka_unit_test_setup_teardown(unknown_ops_untouched, setup, teardown),
      cmocka_unit_test_setup_teardown(means_and_folded_constants, setup, teardown),
      cmocka_unit_test_setup_teardown(deep_graph, setup, teardown),
      cmocka_unit_test_setup_teardown(many_patterns, setup, teardown),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
