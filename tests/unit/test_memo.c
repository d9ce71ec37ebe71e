/* Tests of the rewrite checks' fast paths: the typed f64 loops of the
 * elementwise evaluator give the same bits as the per-element formula (NaN,
 * signed zeros, scalar broadcast), and the per-thread memo (exec/memo.h) hands
 * back a result only for the same op on the same bytes, and probe values equal
 * to freshly generated ones. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <math.h>
#include <string.h>

#include "exec/interp.h"
#include "exec/memo.h"
#include "exec/tensor.h"
#include "ir/ir.h"
#include "support/ctx.h"

typedef struct {
  RcCtx *ctx;
  RcModule *m;
  RcFunc *f;
} G;

static G graph(void) {
  G g;
  g.ctx = rc_ctx_new();
  g.m = rc_module_create(g.ctx, RC_FORMAT_HLO, "t.hlo");
  g.f = rc_func_create(g.m, "main", NULL);
  return g;
}

static RcNode *node(G *g, RcOp op, RcType *t, uint32_t nops) {
  RcNode *n = rc_node_create(g->m, op, nops, 1);
  rc_func_insert_before(g->f, n, NULL);
  n->results[0].type = t;
  return n;
}

/* Values that exercise the corners: NaN, infinities, signed zeros, tiny and ordinary numbers. */
static const double vals[] = {NAN, -INFINITY, INFINITY, 0.0, -0.0, 1.0, -1.0, 4.9e-324, -3.5, 2.25, 1e300, -7e-5};
#define NV (int)(sizeof vals / sizeof vals[0])

static RcTensor *f64_tensor(int64_t n, int shift) {
  RcTensor *t = rc_tensor_alloc(RC_DT_F64, 1, &n);
  for (int64_t i = 0; i < n; i++) ((double *)t->data)[i] = vals[(i + shift) % NV];
  return t;
}

static bool same_bits(double a, double b) { return !memcmp(&a, &b, sizeof a) || (isnan(a) && isnan(b)); }

static double ref_unary(RcOp op, double x) {
  switch (op) {
  case RC_OP_EXP: return exp(x);
  case RC_OP_ERF: return erf(x);
  case RC_OP_TANH: return tanh(x);
  case RC_OP_LOGISTIC: return 1.0 / (1.0 + exp(-x));
  case RC_OP_RSQRT: return 1.0 / sqrt(x);
  case RC_OP_NEGATE: return -x;
  case RC_OP_LOG1P: return log1p(x);
  default: return NAN;
  }
}

static double ref_binary(RcOp op, double a, double b) {
  switch (op) {
  case RC_OP_ADD: return a + b;
  case RC_OP_SUBTRACT: return a - b;
  case RC_OP_MULTIPLY: return a * b;
  case RC_OP_DIVIDE: return a / b;
  case RC_OP_MAXIMUM: return isnan(a) ? a : isnan(b) ? b : (a > b || (a == b && !signbit(a))) ? a : b;
  case RC_OP_MINIMUM: return isnan(a) ? a : isnan(b) ? b : (a < b || (a == b && signbit(a))) ? a : b;
  case RC_OP_POWER: return pow(a, b);
  default: return NAN;
  }
}

static void test_f64_elementwise(void **state) {
  (void)state;
  G g = graph();
  RcInterp I = {.m = g.m, .ctx = g.ctx};
  int64_t n = 3 * NV;
  RcType *t = rc_type_tensor(g.m, RC_DT_F64, 1, &n);
  RcTensor *a = f64_tensor(n, 0), *b = f64_tensor(n, 5), *s = f64_tensor(1, 9); /* s: a broadcast scalar */
  const RcOp un[] = {RC_OP_EXP, RC_OP_ERF, RC_OP_TANH, RC_OP_LOGISTIC, RC_OP_RSQRT, RC_OP_NEGATE, RC_OP_LOG1P};
  for (size_t k = 0; k < sizeof un / sizeof un[0]; k++) {
    RcNode *nd = node(&g, un[k], t, 1);
    RcTensor *ops[1] = {a}, *res = NULL;
    assert_int_equal(rc_exec_node(&I, nd, ops, &res), RC_OK);
    for (int64_t i = 0; i < n; i++) assert_true(same_bits(((double *)res->data)[i], ref_unary(un[k], vals[i % NV])));
    rc_tensor_free(res);
  }
  const RcOp bin[] = {RC_OP_ADD, RC_OP_SUBTRACT, RC_OP_MULTIPLY, RC_OP_DIVIDE, RC_OP_MAXIMUM, RC_OP_MINIMUM, RC_OP_POWER};
  for (size_t k = 0; k < sizeof bin / sizeof bin[0]; k++) {
    for (int form = 0; form < 3; form++) { /* both dense, scalar left, scalar right */
      RcNode *nd = node(&g, bin[k], t, 2);
      RcTensor *ops[2] = {form == 1 ? s : a, form == 2 ? s : b}, *res = NULL;
      assert_int_equal(rc_exec_node(&I, nd, ops, &res), RC_OK);
      for (int64_t i = 0; i < n; i++) {
        double x = form == 1 ? vals[9] : vals[i % NV], y = form == 2 ? vals[9] : vals[(i + 5) % NV];
        assert_true(same_bits(((double *)res->data)[i], ref_binary(bin[k], x, y)));
      }
      rc_tensor_free(res);
    }
  }
  /* select and compare on f64 */
  RcType *pt = rc_type_tensor(g.m, RC_DT_PRED, 1, &n);
  RcNode *cmp = node(&g, RC_OP_COMPARE, pt, 2);
  rc_node_add_attr(cmp, "direction", RC_ATTR_ENUM, NULL)->u.s = "LT";
  RcTensor *cops[2] = {a, b}, *c = NULL;
  assert_int_equal(rc_exec_node(&I, cmp, cops, &c), RC_OK);
  for (int64_t i = 0; i < n; i++) assert_int_equal(((uint8_t *)c->data)[i], vals[i % NV] < vals[(i + 5) % NV]);
  RcNode *sel = node(&g, RC_OP_SELECT, t, 3);
  RcTensor *sops[3] = {c, a, b}, *r = NULL;
  assert_int_equal(rc_exec_node(&I, sel, sops, &r), RC_OK);
  for (int64_t i = 0; i < n; i++)
    assert_true(same_bits(((double *)r->data)[i], ((uint8_t *)c->data)[i] ? vals[i % NV] : vals[(i + 5) % NV]));
  rc_tensor_free(r);
  rc_tensor_free(c);
  rc_tensor_free(a);
  rc_tensor_free(b);
  rc_tensor_free(s);
  rc_module_free(g.m);
  rc_ctx_free(g.ctx);
}

static void test_memo_same_bytes_only(void **state) {
  (void)state;
  int64_t n = 300;
  RcTensor *x = f64_tensor(n, 1), *y = f64_tensor(n, 2);
  rc_exec_memo_put(RC_OP_ERF, x, y);
  RcTensor *x2 = rc_tensor_clone(x);
  RcTensor *hit = rc_exec_memo_find(RC_OP_ERF, x2);
  assert_ptr_equal(hit, y); /* same op, same bytes (another tensor): the remembered result */
  rc_tensor_free(hit);
  assert_null(rc_exec_memo_find(RC_OP_EXP, x2)); /* another op */
  ((double *)x2->data)[n - 1] = 0.5;             /* one element differs */
  assert_null(rc_exec_memo_find(RC_OP_ERF, x2));
  int64_t d2[2] = {10, 30};
  RcTensor *x3 = rc_tensor_reshaped(x, 2, d2); /* same bytes, another shape */
  assert_null(rc_exec_memo_find(RC_OP_ERF, x3));
  rc_tensor_free(x3);
  rc_tensor_free(x2);
  rc_tensor_free(x);
  rc_tensor_free(y);
}

static void test_memo_probe(void **state) {
  (void)state;
  int64_t dims[2] = {16, 64};
  for (int finite = 0; finite < 2; finite++) {
    RcTensor *want = rc_tensor_alloc(RC_DT_F32, 2, dims);
    rc_exec_fill_random(want, 0x5eed, true, finite);
    RcTensor *p = rc_exec_memo_probe(RC_DT_F32, 2, dims, 0x5eed, true, finite, RC_DT_F32);
    RcTensor *w = rc_exec_memo_probe(RC_DT_F32, 2, dims, 0x5eed, true, finite, RC_DT_F64);
    assert_non_null(p);
    assert_non_null(w);
    assert_int_equal(w->dtype, RC_DT_F64);
    assert_memory_equal(p->data, want->data, sizeof(float) * 16 * 64);
    for (int64_t i = 0; i < 16 * 64; i++)
      assert_true(same_bits(((double *)w->data)[i], (double)((float *)want->data)[i]));
    RcTensor *again = rc_exec_memo_probe(RC_DT_F32, 2, dims, 0x5eed, true, finite, RC_DT_F32);
    assert_ptr_equal(again, p); /* remembered */
    RcTensor *other = rc_exec_memo_probe(RC_DT_F32, 2, dims, 0x5eee, true, finite, RC_DT_F32);
    assert_ptr_not_equal(other, p); /* another seed is another tensor */
    assert_memory_not_equal(other->data, p->data, sizeof(float) * 16 * 64);
    rc_tensor_free(other);
    rc_tensor_free(again);
    rc_tensor_free(p);
    rc_tensor_free(w);
    rc_tensor_free(want);
  }
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_f64_elementwise),
      cmocka_unit_test(test_memo_same_bytes_only),
      cmocka_unit_test(test_memo_probe),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
