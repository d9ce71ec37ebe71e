/* Executor tests: per-op values computed by hand, integer and float corner
 * semantics, the fused-call dispatch, check.* calls, .npy round trips and
 * malformed files, and the rewrite verifier accepting right formulas and
 * refusing wrong ones. Graphs are built with the IR API. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <glib.h>
#include <pthread.h>

#include "exec/accuracy.h"
#include "exec/fused.h"
#include "exec/interp.h"
#include "exec/par.h"
#include "exec/probe_shape.h"
#include "exec/tensor.h"
#include "exec/ulp.h"
#include "exec/verify_rewrite.h"
#include "ir/ir.h"
#include "recompose/exec.h"
#include "support/ctx.h"
#include "support/split.h"

/* ---- graph building ---- */

typedef struct {
  RcCtx *ctx;
  RcModule *m;
  RcFunc *f;
  uint32_t line;
} G;

static G g_new_graph(void) {
  G g;
  g.ctx = rc_ctx_new();
  g.m = rc_module_create(g.ctx, RC_FORMAT_HLO, "t.hlo");
  g.f = rc_func_create(g.m, "main", NULL);
  g.f->is_entry = true;
  g.m->entry = g.f;
  g.f->params = rc_module_alloc(g.m, sizeof(RcNode *) * 8);
  g.line = 1;
  return g;
}

static void g_free_graph(G *g) {
  rc_module_free(g->m);
  rc_ctx_free(g->ctx);
}

static RcType *T(G *g, RcDType dt, int rank, ...) {
  int64_t d[8];
  va_list ap;
  va_start(ap, rank);
  for (int i = 0; i < rank; i++) d[i] = va_arg(ap, int64_t);
  va_end(ap);
  return rc_type_tensor(g->m, dt, rank, d);
}

static RcNode *add_node(G *g, RcFunc *f, RcOp op, RcType *t, int nops, RcValue **ops) {
  RcNode *n = rc_node_create(g->m, op, (uint32_t)nops, t ? 1 : 0);
  rc_func_insert_before(f, n, NULL);
  for (int i = 0; i < nops; i++) rc_node_set_operand(n, (uint32_t)i, ops[i]);
  if (t) n->results[0].type = t;
  n->loc.line = g->line++;
  n->loc.col = 3;
  return n;
}

static RcValue *P_in(G *g, RcFunc *f, RcType *t, const char *name) {
  RcNode *n = add_node(g, f, RC_OP_PARAMETER, t, 0, NULL);
  if (!f->params) f->params = rc_module_alloc(g->m, sizeof(RcNode *) * 8);
  f->params[f->nparams++] = n;
  n->results[0].name = rc_module_strdup(g->m, name);
  return rc_node_result(n);
}
#define P(g, t) P_in(g, (g)->f, t, "p")

static RcValue *C_in(G *g, RcFunc *f, RcType *t, double v) {
  RcNode *n = add_node(g, f, RC_OP_CONSTANT, t, 0, NULL);
  RcLiteral *l = rc_module_alloc(g->m, sizeof *l);
  l->dtype = t->dtype;
  l->count = 1;
  l->splat = true;
  l->data = rc_module_alloc(g->m, 16);
  RcTensor *tmp = rc_tensor_alloc(t->dtype, 0, NULL);
  rc_tensor_set_f64(tmp, 0, v);
  memcpy(l->data, tmp->data, rc_dtype_size(t->dtype));
  rc_tensor_free(tmp);
  n->literal = l;
  return rc_node_result(n);
}
#define C(g, t, v) C_in(g, (g)->f, t, v)

static RcValue *U(G *g, RcOp op, RcValue *a) { return rc_node_result(add_node(g, g->f, op, a->type, 1, &a)); }
static RcValue *B(G *g, RcOp op, RcValue *a, RcValue *b) {
  RcValue *o[2] = {a, b};
  return rc_node_result(add_node(g, g->f, op, a->type, 2, o));
}
static RcNode *N(G *g, RcOp op, RcType *t, int nops, ...) {
  RcValue *o[8];
  va_list ap;
  va_start(ap, nops);
  for (int i = 0; i < nops; i++) o[i] = va_arg(ap, RcValue *);
  va_end(ap);
  return add_node(g, g->f, op, t, nops, o);
}
static void RET_in(G *g, RcFunc *f, int n, ...) {
  RcValue *o[16];
  va_list ap;
  va_start(ap, n);
  for (int i = 0; i < n; i++) o[i] = va_arg(ap, RcValue *);
  va_end(ap);
  add_node(g, f, RC_OP_RETURN, NULL, n, o);
}
#define RET(g, ...) RET_in(g, (g)->f, __VA_ARGS__)

static void ints(RcNode *n, const char *name, int k, ...) {
  RcAttr *a = rc_node_add_attr(n, name, RC_ATTR_INTS, NULL);
  a->u.ints.v = rc_module_alloc(n->func->module, sizeof(int64_t) * 8);
  a->u.ints.n = (uint32_t)k;
  va_list ap;
  va_start(ap, k);
  for (int i = 0; i < k; i++) a->u.ints.v[i] = va_arg(ap, int64_t);
  va_end(ap);
}
static void sattr(RcNode *n, const char *name, RcAttrKind kind, const char *s) {
  RcAttr *a = rc_node_add_attr(n, name, kind, s);
  a->u.s = rc_module_strdup(n->func->module, s);
}

static RcTensor *tensor_f(RcDType dt, int rank, const int64_t *dims, const double *v) {
  RcTensor *t = rc_tensor_alloc(dt, rank, dims);
  for (int64_t i = 0; i < t->numel; i++) rc_tensor_set_f64(t, i, v[i]);
  return t;
}

/* Runs g with inputs; returns output 0 (new reference) or NULL on failure. */
static RcTensor *run1(G *g, int nin, RcTensor **in, RcStatus *st_out) {
  RcTensor **outs = NULL;
  size_t n = 0;
  RcRunOptions opt = {.checks = true};
  RcStatus st = rc_module_run(g->m, in, (size_t)nin, &opt, &outs, &n);
  if (st_out) *st_out = st;
  if (st != RC_OK) return NULL;
  RcTensor *r = rc_tensor_ref(outs[0]);
  rc_tensors_free(outs, n);
  return r;
}

static const char *last_diag(G *g) {
  size_t n = rc_ctx_diagnostic_count(g->ctx);
  return n ? rc_ctx_diagnostic(g->ctx, n - 1)->message : "";
}

/* ---- elementwise ---- */

static void test_f32_elementwise(void **state) {
  (void)state;
  G g = g_new_graph();
  RcType *t = T(&g, RC_DT_F32, 1, (int64_t)4);
  RcValue *x = P(&g, t), *y = P(&g, t);
  RcValue *a = B(&g, RC_OP_ADD, x, y);
  RcValue *m = B(&g, RC_OP_MAXIMUM, a, x);
  RcValue *d = B(&g, RC_OP_DIVIDE, m, C(&g, t, 2.0));
  RcValue *l = U(&g, RC_OP_LOGISTIC, d);
  RET(&g, 1, l);
  int64_t dims[] = {4};
  RcTensor *in[2] = {tensor_f(RC_DT_F32, 1, dims, (double[]){1, -2, NAN, 0}),
                     tensor_f(RC_DT_F32, 1, dims, (double[]){1, 1, 0, -0.0})};
  RcTensor *o = run1(&g, 2, in, NULL);
  assert_non_null(o);
  const float *r = o->data;
  /* (1+1)=2, max(2,1)=2, /2 = 1, logistic(1) */
  assert_float_equal(r[0], 1.0 / (1.0 + exp(-1.0)), 1e-7);
  /* -1 vs -2: max -1, /2 = -0.5 */
  assert_float_equal(r[1], 1.0 / (1.0 + exp(0.5)), 1e-7);
  assert_true(isnan(r[2])); /* NaN propagates through maximum */
  assert_float_equal(r[3], 0.5, 0);
  rc_tensor_free(o);
  rc_tensor_free(in[0]);
  rc_tensor_free(in[1]);
  g_free_graph(&g);
}

static void test_int_semantics(void **state) {
  (void)state;
  G g = g_new_graph();
  RcType *t = T(&g, RC_DT_S32, 1, (int64_t)4);
  RcValue *x = P(&g, t), *y = P(&g, t);
  RcValue *q = B(&g, RC_OP_DIVIDE, x, y), *r = B(&g, RC_OP_REMAINDER, x, y), *s = B(&g, RC_OP_SHL, x, y);
  RcType *tt = rc_module_alloc(g.m, sizeof *tt);
  tt->kind = RC_TYPE_TUPLE;
  tt->ntuple = 3;
  tt->tuple = rc_module_alloc(g.m, sizeof(RcType *) * 3);
  tt->tuple[0] = tt->tuple[1] = tt->tuple[2] = t;
  RcNode *tup = N(&g, RC_OP_TUPLE, tt, 3, q, r, s);
  RcNode *gte = N(&g, RC_OP_GET_TUPLE_ELEMENT, t, 1, rc_node_result(tup));
  RcAttr *ia = rc_node_add_attr(gte, "index", RC_ATTR_INT, NULL);
  ia->u.i = 1;
  RET(&g, 2, rc_node_result(tup), rc_node_result(gte));
  int64_t dims[] = {4};
  RcTensor *in[2] = {rc_tensor_alloc(RC_DT_S32, 1, dims), rc_tensor_alloc(RC_DT_S32, 1, dims)};
  int32_t xv[] = {7, INT32_MIN, -7, 1}, yv[] = {0, -1, 2, 40};
  memcpy(in[0]->data, xv, sizeof xv);
  memcpy(in[1]->data, yv, sizeof yv);
  RcTensor **outs;
  size_t n;
  assert_int_equal(rc_module_run(g.m, in, 2, NULL, &outs, &n), RC_OK);
  assert_int_equal(n, 2);
  assert_true(rc_tensor_is_tuple(outs[0]));
  const int32_t *qv = outs[0]->elems[0]->data, *rv = outs[0]->elems[1]->data, *sv = outs[0]->elems[2]->data;
  assert_int_equal(qv[0], -1);        /* x / 0 = -1 */
  assert_int_equal(qv[1], INT32_MIN); /* INT_MIN / -1 = INT_MIN */
  assert_int_equal(qv[2], -3);        /* truncating division */
  assert_int_equal(rv[0], 7);         /* x % 0 = x */
  assert_int_equal(rv[1], 0);
  assert_int_equal(rv[2], -1);
  assert_int_equal(sv[3], 0);         /* shift past the width */
  assert_int_equal(sv[2], -28);
  assert_int_equal(((const int32_t *)outs[1]->data)[2], -1);
  rc_tensors_free(outs, n);
  rc_tensor_free(in[0]);
  rc_tensor_free(in[1]);
  g_free_graph(&g);
}

static void test_unsigned_and_compare(void **state) {
  (void)state;
  G g = g_new_graph();
  RcType *t = T(&g, RC_DT_U8, 1, (int64_t)3), *tp = T(&g, RC_DT_PRED, 1, (int64_t)3);
  RcValue *x = P(&g, t), *y = P(&g, t);
  RcValue *a = B(&g, RC_OP_ADD, x, y);
  RcNode *c = N(&g, RC_OP_COMPARE, tp, 2, x, y);
  sattr(c, "direction", RC_ATTR_ENUM, "GT");
  RcValue *sel = rc_node_result(N(&g, RC_OP_SELECT, t, 3, rc_node_result(c), a, y));
  RET(&g, 1, sel);
  int64_t dims[] = {3};
  RcTensor *in[2] = {rc_tensor_alloc(RC_DT_U8, 1, dims), rc_tensor_alloc(RC_DT_U8, 1, dims)};
  uint8_t xv[] = {200, 1, 255}, yv[] = {100, 2, 0};
  memcpy(in[0]->data, xv, 3);
  memcpy(in[1]->data, yv, 3);
  RcTensor *o = run1(&g, 2, in, NULL);
  assert_non_null(o);
  const uint8_t *r = o->data;
  assert_int_equal(r[0], 44);  /* 300 wraps; 200 > 100 unsigned */
  assert_int_equal(r[1], 2);   /* 1 > 2 false -> y */
  assert_int_equal(r[2], 255); /* 255 > 0 */
  rc_tensor_free(o);
  rc_tensor_free(in[0]);
  rc_tensor_free(in[1]);
  g_free_graph(&g);
}

static void test_convert_rounding(void **state) {
  (void)state;
  /* float -> integer converts (the 16-bit float rules are pinned in test_numerics.c) */
  G g = g_new_graph();
  RcType *tf = T(&g, RC_DT_F32, 1, (int64_t)4), *ti = T(&g, RC_DT_S8, 1, (int64_t)4);
  RcValue *x = P(&g, tf);
  RcValue *c = rc_node_result(N(&g, RC_OP_CONVERT, ti, 1, x));
  RET(&g, 1, c);
  int64_t dims[] = {4};
  RcTensor *in = tensor_f(RC_DT_F32, 1, dims, (double[]){-2.7, 300.0, NAN, -1000.0});
  RcTensor *o = run1(&g, 1, &in, NULL);
  assert_non_null(o);
  const int8_t *r = o->data;
  assert_int_equal(r[0], -2);   /* truncation */
  assert_int_equal(r[1], 127);  /* saturation */
  assert_int_equal(r[2], 0);    /* NaN -> 0 */
  assert_int_equal(r[3], -128);
  rc_tensor_free(o);
  rc_tensor_free(in);
  g_free_graph(&g);
}

static void test_shape_ops(void **state) {
  (void)state;
  G g = g_new_graph();
  RcValue *x = P(&g, T(&g, RC_DT_F32, 2, (int64_t)2, (int64_t)3)); /* [[0,1,2],[3,4,5]] */
  RcNode *tr = N(&g, RC_OP_TRANSPOSE, T(&g, RC_DT_F32, 2, (int64_t)3, (int64_t)2), 1, x);
  ints(tr, "dimensions", 2, (int64_t)1, (int64_t)0); /* [[0,3],[1,4],[2,5]] */
  RcNode *sl = N(&g, RC_OP_SLICE, T(&g, RC_DT_F32, 2, (int64_t)2, (int64_t)1), 1, rc_node_result(tr));
  ints(sl, "slice_starts", 2, (int64_t)1, (int64_t)1);
  ints(sl, "slice_limits", 2, (int64_t)3, (int64_t)2); /* [[4],[5]] */
  RcNode *bc = N(&g, RC_OP_BROADCAST, T(&g, RC_DT_F32, 2, (int64_t)2, (int64_t)3), 1,
                 rc_node_result(N(&g, RC_OP_RESHAPE, T(&g, RC_DT_F32, 1, (int64_t)2), 1, rc_node_result(sl))));
  ints(bc, "dimensions", 1, (int64_t)0); /* [[4,4,4],[5,5,5]] */
  RcNode *cat = N(&g, RC_OP_CONCATENATE, T(&g, RC_DT_F32, 2, (int64_t)2, (int64_t)6), 2, x, rc_node_result(bc));
  ints(cat, "dimensions", 1, (int64_t)1);
  RcNode *pd = N(&g, RC_OP_PAD, T(&g, RC_DT_F32, 2, (int64_t)3, (int64_t)13), 2, rc_node_result(cat),
                 C(&g, T(&g, RC_DT_F32, 0), -1.0));
  ints(pd, "padding_low", 2, (int64_t)1, (int64_t)0);
  ints(pd, "padding_high", 2, (int64_t)0, (int64_t)2);
  ints(pd, "padding_interior", 2, (int64_t)0, (int64_t)0);
  RET(&g, 1, rc_node_result(pd));
  /* pad: 2x6 -> rows 1+2, cols 6+2 = 8; fix the declared type to 3x8 */
  pd->results[0].type = T(&g, RC_DT_F32, 2, (int64_t)3, (int64_t)8);
  int64_t dims[] = {2, 3};
  RcTensor *in = tensor_f(RC_DT_F32, 2, dims, (double[]){0, 1, 2, 3, 4, 5});
  RcTensor *o = run1(&g, 1, &in, NULL);
  assert_non_null(o);
  const float want[24] = {-1, -1, -1, -1, -1, -1, -1, -1, 0, 1, 2, 4, 4, 4, -1, -1, 3, 4, 5, 5, 5, 5, -1, -1};
  assert_int_equal(o->numel, 24);
  for (int i = 0; i < 24; i++) assert_float_equal(((float *)o->data)[i], want[i], 0);
  rc_tensor_free(o);
  rc_tensor_free(in);
  g_free_graph(&g);
}

static void test_iota_and_interior_pad(void **state) {
  (void)state;
  G g = g_new_graph();
  RcNode *io = N(&g, RC_OP_IOTA, T(&g, RC_DT_S32, 2, (int64_t)2, (int64_t)3), 0);
  RcAttr *a = rc_node_add_attr(io, "iota_dimension", RC_ATTR_INT, NULL);
  a->u.i = 1;
  RcNode *pd = N(&g, RC_OP_PAD, T(&g, RC_DT_S32, 2, (int64_t)2, (int64_t)4), 2, rc_node_result(io),
                 C(&g, T(&g, RC_DT_S32, 0), 9));
  ints(pd, "padding_low", 2, (int64_t)0, (int64_t)-1);
  ints(pd, "padding_high", 2, (int64_t)0, (int64_t)0);
  ints(pd, "padding_interior", 2, (int64_t)0, (int64_t)1); /* [0,9,1,9,2] minus first -> [9,1,9,2] */
  RET(&g, 1, rc_node_result(pd));
  RcTensor *o = run1(&g, 0, NULL, NULL);
  assert_non_null(o);
  const int32_t want[8] = {9, 1, 9, 2, 9, 1, 9, 2};
  for (int i = 0; i < 8; i++) assert_int_equal(((int32_t *)o->data)[i], want[i]);
  rc_tensor_free(o);
  g_free_graph(&g);
}

static RcFunc *binary_region(G *g, RcOp op, RcDType dt, const char *name) {
  RcFunc *r = rc_func_create(g->m, name, NULL);
  RcType *s = rc_type_tensor(g->m, dt, 0, NULL);
  RcValue *a = P_in(g, r, s, "a"), *b = P_in(g, r, s, "b");
  RcValue *o[2] = {a, b};
  RcValue *v = rc_node_result(add_node(g, r, op, s, 2, o));
  RET_in(g, r, 1, v);
  return r;
}

static void test_reduce(void **state) {
  (void)state;
  G g = g_new_graph();
  RcFunc *sum = binary_region(&g, RC_OP_ADD, RC_DT_F32, "sum");
  /* A region that is not a single op: acc + e*e (sum of squares), run per element. */
  RcFunc *sq = rc_func_create(g.m, "sumsq", NULL);
  RcType *s = T(&g, RC_DT_F32, 0);
  RcValue *acc = P_in(&g, sq, s, "acc"), *e = P_in(&g, sq, s, "e");
  RcValue *o2[2] = {e, e};
  RcValue *ee = rc_node_result(add_node(&g, sq, RC_OP_MULTIPLY, s, 2, o2));
  RcValue *o3[2] = {acc, ee};
  RET_in(&g, sq, 1, rc_node_result(add_node(&g, sq, RC_OP_ADD, s, 2, o3)));

  RcValue *x = P(&g, T(&g, RC_DT_F32, 2, (int64_t)2, (int64_t)3));
  RcValue *z = C(&g, s, 0.0);
  RcNode *r1 = N(&g, RC_OP_REDUCE, T(&g, RC_DT_F32, 1, (int64_t)2), 2, x, z);
  ints(r1, "dimensions", 1, (int64_t)1);
  rc_node_add_attr(r1, "to_apply", RC_ATTR_FUNC, NULL)->u.fn = sum;
  RcNode *r2 = N(&g, RC_OP_REDUCE, T(&g, RC_DT_F32, 1, (int64_t)3), 2, x, z);
  ints(r2, "dimensions", 1, (int64_t)0);
  rc_node_add_attr(r2, "to_apply", RC_ATTR_FUNC, NULL)->u.fn = sq;
  RET(&g, 2, rc_node_result(r1), rc_node_result(r2));
  int64_t dims[] = {2, 3};
  RcTensor *in = tensor_f(RC_DT_F32, 2, dims, (double[]){1, 2, 3, 4, 5, 6});
  RcTensor **outs;
  size_t n;
  assert_int_equal(rc_module_run(g.m, &in, 1, NULL, &outs, &n), RC_OK);
  const float *a = outs[0]->data, *b = outs[1]->data;
  assert_float_equal(a[0], 6, 0);
  assert_float_equal(a[1], 15, 0);
  assert_float_equal(b[0], 17, 0);
  assert_float_equal(b[1], 29, 0);
  assert_float_equal(b[2], 45, 0);
  rc_tensors_free(outs, n);
  rc_tensor_free(in);
  g_free_graph(&g);
}

/* reduce-window over windows of 2 with stride 2 (partial sums) and of 2 with stride 1
 * (overlapping maxima), and a body that is not one op (sum of squares, run per element). */
static void test_reduce_window(void **state) {
  (void)state;
  G g = g_new_graph();
  RcFunc *sum = binary_region(&g, RC_OP_ADD, RC_DT_F32, "sum");
  RcFunc *mx = binary_region(&g, RC_OP_MAXIMUM, RC_DT_F32, "mx");
  RcFunc *sq = rc_func_create(g.m, "sumsq", NULL);
  RcType *s = T(&g, RC_DT_F32, 0);
  RcValue *acc = P_in(&g, sq, s, "acc"), *e = P_in(&g, sq, s, "e");
  RcValue *o2[2] = {e, e};
  RcValue *ee = rc_node_result(add_node(&g, sq, RC_OP_MULTIPLY, s, 2, o2));
  RcValue *o3[2] = {acc, ee};
  RET_in(&g, sq, 1, rc_node_result(add_node(&g, sq, RC_OP_ADD, s, 2, o3)));
  RcValue *x = P(&g, T(&g, RC_DT_F32, 2, (int64_t)2, (int64_t)4));
  RcValue *z = C(&g, s, 0.0);
  RcNode *w[3];
  const char *win[3] = {"{size=1x2 stride=1x2}", "{size=1x2}", "{size=1x2 stride=1x2}"};
  RcFunc *body[3] = {sum, mx, sq};
  int64_t cols[3] = {2, 3, 2};
  for (int k = 0; k < 3; k++) {
    w[k] = N(&g, RC_OP_REDUCE_WINDOW, T(&g, RC_DT_F32, 2, (int64_t)2, cols[k]), 2, x, z);
    sattr(w[k], "window", RC_ATTR_RAW, win[k]);
    rc_node_add_attr(w[k], "to_apply", RC_ATTR_FUNC, NULL)->u.fn = body[k];
  }
  RET(&g, 3, rc_node_result(w[0]), rc_node_result(w[1]), rc_node_result(w[2]));
  int64_t dims[] = {2, 4};
  RcTensor *in = tensor_f(RC_DT_F32, 2, dims, (double[]){1, 2, 3, 4, -5, 6, -7, 8});
  RcTensor **outs;
  size_t n;
  assert_int_equal(rc_module_run(g.m, &in, 1, NULL, &outs, &n), RC_OK);
  const float *a = outs[0]->data, *b = outs[1]->data, *c = outs[2]->data;
  const float wa[4] = {3, 7, 1, 1}, wb[6] = {2, 3, 4, 6, 6, 8}, wc[4] = {5, 25, 61, 113};
  for (int i = 0; i < 4; i++) assert_float_equal(a[i], wa[i], 0);
  for (int i = 0; i < 6; i++) assert_float_equal(b[i], wb[i], 0);
  for (int i = 0; i < 4; i++) assert_float_equal(c[i], wc[i], 0);
  rc_tensors_free(outs, n);
  rc_tensor_free(in);
  g_free_graph(&g);
}

static void test_dot_and_call(void **state) {
  (void)state;
  G g = g_new_graph();
  /* callee: f(a) = a * 2 */
  RcFunc *dbl = rc_func_create(g.m, "double", NULL);
  RcType *t23 = T(&g, RC_DT_F32, 2, (int64_t)2, (int64_t)3);
  RcValue *pa = P_in(&g, dbl, t23, "a");
  RcValue *two = C_in(&g, dbl, t23, 2.0);
  RcValue *oo[2] = {pa, two};
  RET_in(&g, dbl, 1, rc_node_result(add_node(&g, dbl, RC_OP_MULTIPLY, t23, 2, oo)));

  RcValue *x = P(&g, t23), *y = P(&g, T(&g, RC_DT_F32, 2, (int64_t)3, (int64_t)2));
  RcNode *call = N(&g, RC_OP_CALL, t23, 1, x);
  rc_node_add_attr(call, "to_apply", RC_ATTR_FUNC, NULL)->u.fn = dbl;
  RcNode *dot = N(&g, RC_OP_DOT, T(&g, RC_DT_F32, 2, (int64_t)2, (int64_t)2), 2, rc_node_result(call), y);
  ints(dot, "lhs_contracting_dims", 1, (int64_t)1);
  ints(dot, "rhs_contracting_dims", 1, (int64_t)0);
  RET(&g, 1, rc_node_result(dot));
  int64_t d1[] = {2, 3}, d2[] = {3, 2};
  RcTensor *in[2] = {tensor_f(RC_DT_F32, 2, d1, (double[]){1, 2, 3, 4, 5, 6}),
                     tensor_f(RC_DT_F32, 2, d2, (double[]){1, 0, 0, 1, 1, 1})};
  RcTensor *o = run1(&g, 2, in, NULL);
  assert_non_null(o);
  const float *r = o->data; /* 2x[[1,2,3],[4,5,6]] @ [[1,0],[0,1],[1,1]] = 2*[[4,5],[10,11]] */
  assert_float_equal(r[0], 8, 0);
  assert_float_equal(r[1], 10, 0);
  assert_float_equal(r[2], 20, 0);
  assert_float_equal(r[3], 22, 0);
  rc_tensor_free(o);
  rc_tensor_free(in[0]);
  rc_tensor_free(in[1]);
  g_free_graph(&g);
}

/* HLO's conditional on an s32 index runs branch_computations[i] on operand i + 1, and the last
 * branch for an index out of range (XLA's rule, as stablehlo.case's); the pred form runs
 * true_computation on operand 1, false_computation on operand 2. */
static void test_hlo_conditional(void **state) {
  (void)state;
  static const char text[] =
      "HloModule m\n\n"
      "b0 {\n  a = f32[2] parameter(0)\n  ROOT r = f32[2] negate(a)\n}\n\n"
      "b1 {\n  a = f32[2] parameter(0)\n  ROOT r = f32[2] add(a, a)\n}\n\n"
      "b2 {\n  a = f32[2] parameter(0)\n  ROOT r = f32[2] multiply(a, a)\n}\n\n"
      "ENTRY main {\n  i = s32[] parameter(0)\n  p = pred[] parameter(1)\n"
      "  x = f32[2] parameter(2)\n  y = f32[2] parameter(3)\n"
      "  c = f32[2] conditional(i, x, y, y), branch_computations={%b0, b1, b2}\n"
      "  d = f32[2] conditional(p, x, y), true_computation=b0, false_computation=b1\n"
      "  ROOT t = (f32[2], f32[2]) tuple(c, d)\n}\n";
  RcCtx *ctx = rc_ctx_new();
  RcModule *m = NULL;
  assert_int_equal(rc_module_parse(ctx, "cond.hlo", text, sizeof text - 1, RC_FORMAT_HLO, &m), RC_OK);
  int64_t d2[] = {2};
  RcTensor *x = tensor_f(RC_DT_F32, 1, d2, (double[]){3, -1}), *y = tensor_f(RC_DT_F32, 1, d2, (double[]){5, 2});
  /* index -> c; pred -> d */
  const struct {
    int32_t i;
    bool p;
    double c0, c1, d0, d1;
  } cases[] = {{0, true, -3, 1, -3, 1}, {1, false, 10, 4, 10, 4}, {2, true, 25, 4, -3, 1},
               {3, false, 25, 4, 10, 4}, {-1, true, 25, 4, -3, 1}, {INT32_MAX, false, 25, 4, 10, 4}};
  for (size_t k = 0; k < sizeof cases / sizeof *cases; k++) {
    RcTensor *i = rc_tensor_alloc(RC_DT_S32, 0, NULL), *p = rc_tensor_alloc(RC_DT_PRED, 0, NULL);
    rc_tensor_set_f64(i, 0, cases[k].i);
    rc_tensor_set_f64(p, 0, cases[k].p);
    RcTensor *in[4] = {i, p, x, y}, **outs = NULL;
    size_t n = 0;
    RcRunOptions opt = {.checks = true};
    assert_int_equal(rc_module_run(m, in, 4, &opt, &outs, &n), RC_OK);
    assert_int_equal(n, 1);
    const float *c = rc_tensor_data(rc_tensor_tuple_get(outs[0], 0)), *d = rc_tensor_data(rc_tensor_tuple_get(outs[0], 1));
    assert_float_equal(c[0], cases[k].c0, 0);
    assert_float_equal(c[1], cases[k].c1, 0);
    assert_float_equal(d[0], cases[k].d0, 0);
    assert_float_equal(d[1], cases[k].d1, 0);
    rc_tensors_free(outs, n);
    rc_tensor_free(i);
    rc_tensor_free(p);
  }
  rc_tensor_free(x);
  rc_tensor_free(y);
  rc_module_free(m);
  rc_ctx_free(ctx);
}

/* HLO text with an index conditional over x = f32[2] {3, -1} run for each index b < nb: branch b
 * gives want[b]. */
static void expect_index_branches(const char *text, int32_t nb, const double (*want)[2]) {
  RcCtx *ctx = rc_ctx_new();
  RcModule *m = NULL;
  assert_int_equal(rc_module_parse(ctx, "cond.hlo", text, strlen(text), RC_FORMAT_HLO, &m), RC_OK);
  int64_t d2[] = {2};
  RcTensor *x = tensor_f(RC_DT_F32, 1, d2, (double[]){3, -1});
  for (int32_t b = 0; b < nb; b++) {
    RcTensor *i = rc_tensor_alloc(RC_DT_S32, 0, NULL);
    rc_tensor_set_f64(i, 0, b);
    RcTensor *in[2] = {i, x}, **outs = NULL;
    size_t n = 0;
    RcRunOptions opt = {.checks = true};
    assert_int_equal(rc_module_run(m, in, 2, &opt, &outs, &n), RC_OK);
    const float *c = rc_tensor_data(outs[0]);
    assert_float_equal(c[0], want[b][0], 0);
    assert_float_equal(c[1], want[b][1], 0);
    rc_tensors_free(outs, n);
    rc_tensor_free(i);
  }
  rc_tensor_free(x);
  rc_module_free(m);
  rc_ctx_free(ctx);
}

/* A branch named by a long name (XLA's generated names grow with the passes) runs as any other:
 * the index conditional's list is looked up whatever the names' length. */
static void test_hlo_conditional_long_names(void **state) {
  (void)state;
  char name[301];
  memset(name, 'b', sizeof name - 1);
  name[sizeof name - 1] = 0;
  char *text = g_strdup_printf("HloModule m\n\n"
                               "short {\n  a = f32[2] parameter(0)\n  ROOT r = f32[2] negate(a)\n}\n\n"
                               "%s {\n  a = f32[2] parameter(0)\n  ROOT r = f32[2] add(a, a)\n}\n\n"
                               "ENTRY main {\n  i = s32[] parameter(0)\n  x = f32[2] parameter(1)\n"
                               "  ROOT c = f32[2] conditional(i, x, x), branch_computations={%%short, %%%s}\n}\n",
                               name, name);
  expect_index_branches(text, 2, (const double[][2]){{-3, 1}, {6, -2}});
  g_free(text);
}

/* An index conditional's branch list broken over lines and by tabs (the HLO reader takes any white
 * space between the names) runs: each branch is found, not only those after a plain blank. */
static void test_hlo_conditional_list_spacing(void **state) {
  (void)state;
  expect_index_branches("HloModule m\n\n"
                        "b0 {\n  a = f32[2] parameter(0)\n  ROOT r = f32[2] negate(a)\n}\n\n"
                        "b1 {\n  a = f32[2] parameter(0)\n  ROOT r = f32[2] add(a, a)\n}\n\n"
                        "b2 {\n  a = f32[2] parameter(0)\n  ROOT r = f32[2] multiply(a, a)\n}\n\n"
                        "ENTRY main {\n  i = s32[] parameter(0)\n  x = f32[2] parameter(1)\n"
                        "  ROOT c = f32[2] conditional(i, x, x, x), branch_computations={%b0,\n\t%b1,\t%b2}\n}\n",
                        3, (const double[][2]){{-3, 1}, {6, -2}, {9, 1}});
}

static void test_unexecutable_is_an_error(void **state) {
  (void)state;
  G g = g_new_graph();
  RcType *t = T(&g, RC_DT_F32, 1, (int64_t)2);
  RcValue *x = P(&g, t);
  RcNode *cc = N(&g, RC_OP_CUSTOM_CALL, t, 1, x);
  sattr(cc, "custom_call_target", RC_ATTR_STR, "my.op");
  RET(&g, 1, rc_node_result(cc));
  int64_t dims[] = {2};
  RcTensor *in = tensor_f(RC_DT_F32, 1, dims, (double[]){1, 2});
  RcStatus st;
  assert_null(run1(&g, 1, &in, &st));
  assert_int_equal(st, RC_ERR_INPUT);
  const RcDiagnostic *d = rc_ctx_diagnostic(g.ctx, rc_ctx_diagnostic_count(g.ctx) - 1);
  assert_int_equal(d->line, 2);
  assert_non_null(strstr(d->message, "custom-call"));
  assert_non_null(strstr(d->message, "my.op"));
  /* an opaque op */
  cc->op = RC_OP_OPAQUE;
  cc->opname = "frobnicate";
  assert_null(run1(&g, 1, &in, &st));
  assert_non_null(strstr(last_diag(&g), "'frobnicate'"));
  /* wrong input shape */
  int64_t d3[] = {3};
  RcTensor *bad = tensor_f(RC_DT_F32, 1, d3, (double[]){1, 2, 3});
  assert_null(run1(&g, 1, &bad, &st));
  assert_int_equal(st, RC_ERR_INPUT);
  rc_tensor_free(bad);
  rc_tensor_free(in);
  g_free_graph(&g);
}

/* ---- fused calls ---- */

static void test_fused_silu_and_layer_norm(void **state) {
  (void)state;
  G g = g_new_graph();
  RcType *t = T(&g, RC_DT_F32, 2, (int64_t)2, (int64_t)4), *tc = T(&g, RC_DT_F32, 1, (int64_t)4);
  RcValue *x = P(&g, t), *sc = P(&g, tc), *bi = P(&g, tc);
  RcNode *s = N(&g, RC_OP_CUSTOM_CALL, t, 1, x);
  sattr(s, "custom_call_target", RC_ATTR_STR, "recompose.silu");
  sattr(s, "backend_config", RC_ATTR_STR, "dtype=f32;n=8");
  RcNode *ln = N(&g, RC_OP_CUSTOM_CALL, t, 3, rc_node_result(s), sc, bi);
  sattr(ln, "custom_call_target", RC_ATTR_STR, "recompose.layer_norm");
  sattr(ln, "backend_config", RC_ATTR_STR, "dtype=f32;n=8;cols=4;eps=1e-05;scale=1;bias=1");
  RET(&g, 2, rc_node_result(s), rc_node_result(ln));
  int64_t d[] = {2, 4}, dc[] = {4};
  double xv[] = {-2, -1, 0, 1, 2, 3, 4, 5};
  RcTensor *in[3] = {tensor_f(RC_DT_F32, 2, d, xv), tensor_f(RC_DT_F32, 1, dc, (double[]){1, 2, 1, 1}),
                     tensor_f(RC_DT_F32, 1, dc, (double[]){0, 0, 1, 0})};
  RcTensor **outs;
  size_t n;
  assert_int_equal(rc_module_run(g.m, in, 3, NULL, &outs, &n), RC_OK);
  for (int i = 0; i < 8; i++)
    assert_float_equal(((float *)outs[0]->data)[i], xv[i] / (1 + exp(-xv[i])), 2e-6 * (1 + fabs(xv[i])));
  /* each row of the layer norm has mean 0 and unit variance before scale/bias */
  const float *ln_out = outs[1]->data;
  for (int r = 0; r < 2; r++) {
    double mu = 0, y[4];
    for (int j = 0; j < 4; j++) mu += ((float *)outs[0]->data)[r * 4 + j] / 4;
    double var = 0;
    for (int j = 0; j < 4; j++) var += pow(((float *)outs[0]->data)[r * 4 + j] - mu, 2) / 4;
    for (int j = 0; j < 4; j++) y[j] = (((float *)outs[0]->data)[r * 4 + j] - mu) / sqrt(var + 1e-5);
    assert_float_equal(ln_out[r * 4 + 0], y[0], 1e-5);
    assert_float_equal(ln_out[r * 4 + 1], 2 * y[1], 1e-5);
    assert_float_equal(ln_out[r * 4 + 2], y[2] + 1, 1e-5);
  }
  rc_tensors_free(outs, n);
  /* A config that disagrees with the operands is an error, not a guess. */
  sattr(ln, "backend_config", RC_ATTR_STR, "cols=8;eps=1e-5");
  assert_int_not_equal(rc_module_run(g.m, in, 3, NULL, &outs, &n), RC_OK);
  assert_non_null(strstr(last_diag(&g), "cols=8"));
  for (int i = 0; i < 3; i++) rc_tensor_free(in[i]);
  g_free_graph(&g);
}

/* ---- threads ---- */

typedef struct {
  int64_t lo[64], hi[64];
  int k;
  pthread_mutex_t mu;
} Ranges;

static void record_range(void *user, int64_t lo, int64_t hi) {
  Ranges *r = user;
  pthread_mutex_lock(&r->mu);
  r->lo[r->k] = lo;
  r->hi[r->k] = hi;
  r->k++;
  pthread_mutex_unlock(&r->mu);
}

/* rc_par_for covers [0, n) once, with range starts on the alignment; small work stays in one range. */
static void test_par_for_ranges(void **state) {
  (void)state;
  RcPar *p = rc_par_new(4);
  assert_non_null(p);
  assert_null(rc_par_new(1));
  int64_t n = 3 * (int64_t)RC_SPLIT_MIN_ELEMS + 17;
  Ranges r = {.k = 0};
  pthread_mutex_init(&r.mu, NULL);
  rc_par_for(p, n, 64, 1, record_range, &r);
  assert_int_equal(r.k, 4);
  int64_t covered = 0;
  for (int i = 0; i < r.k; i++) {
    assert_int_equal(r.lo[i] % 64, 0);
    assert_true(r.lo[i] < r.hi[i]);
    covered += r.hi[i] - r.lo[i];
    for (int j = 0; j < r.k; j++) /* disjoint */
      if (i != j) assert_true(r.hi[i] <= r.lo[j] || r.hi[j] <= r.lo[i]);
  }
  assert_int_equal(covered, n);
  r.k = 0;
  rc_par_for(p, (int64_t)RC_SPLIT_MIN_ELEMS - 1, 1, 1, record_range, &r);
  assert_int_equal(r.k, 1);
  r.k = 0; /* rows of 397 elements, split by whole rows */
  rc_par_for(p, (int64_t)RC_SPLIT_MIN_ELEMS / 397 + 5, 1, 397, record_range, &r);
  assert_int_equal(r.k, 4);
  r.k = 0;
  rc_par_for(NULL, n, 1, 1, record_range, &r);
  assert_true(r.k == 1 && r.lo[0] == 0 && r.hi[0] == n);
  pthread_mutex_destroy(&r.mu);
  rc_par_free(p);
}

static RcNode *fused(G *g, RcType *t, const char *target, const char *config, int nops, RcValue *a, RcValue *b,
                     RcValue *c) {
  RcNode *n = N(g, RC_OP_CUSTOM_CALL, t, nops, a, b, c);
  sattr(n, "custom_call_target", RC_ATTR_STR, target);
  sattr(n, "backend_config", RC_ATTR_STR, config);
  return n;
}

/* recompose.layer_norm_grad / rms_norm_grad through the executor: the f32 kernel (scale, acc)
 * against the f64 reference path on the same values, and the operand checks. */
static void test_fused_norm_grad(void **state) {
  (void)state;
  RcCtx *ctx = rc_ctx_new();
  int64_t d[] = {5, 33}, dc[] = {33};
  RcTensor *in[4] = {rc_tensor_alloc(RC_DT_F32, 2, d), rc_tensor_alloc(RC_DT_F32, 2, d),
                     rc_tensor_alloc(RC_DT_F32, 1, dc), rc_tensor_alloc(RC_DT_F32, 2, d)};
  RcTensor *in64[4], *out = rc_tensor_alloc(RC_DT_F32, 2, d), *out64 = rc_tensor_alloc(RC_DT_F64, 2, d);
  for (int i = 0; i < 4; i++) {
    rc_exec_fill_random(in[i], 31 + (uint64_t)i, false, true);
    in64[i] = rc_tensor_alloc(RC_DT_F64, in[i]->rank, in[i]->dims);
    rc_tensor_convert_into(in64[i], in[i]);
  }
  const char *ops[] = {"layer_norm_grad", "rms_norm_grad"};
  RcFusedConfig c;
  assert_int_equal(rc_fused_config_parse(ctx, "dtype=f32;cols=33;eps=1e-05;scale=1;acc=1", &c), RC_OK);
  for (int o = 0; o < 2; o++) {
    assert_int_equal(rc_fused_run(ctx, ops[o], &c, in, 4, out), RC_OK);
    assert_int_equal(rc_fused_run(ctx, ops[o], &c, in64, 4, out64), RC_OK);
    double worst = 0, mag = 0;
    for (int64_t i = 0; i < out->numel; i++) {
      worst = fmax(worst, fabs(rc_tensor_get_f64(out, i) - rc_tensor_get_f64(out64, i)));
      mag = fmax(mag, fabs(rc_tensor_get_f64(out64, i)));
    }
    assert_true(mag > 0.1);           /* not vacuous */
    assert_true(worst <= 1e-5 * mag); /* the kernel within f32 precision of the reference */
    /* acc=1 wants four operands; cols and inner must split x's dims */
    assert_int_equal(rc_fused_run(ctx, ops[o], &c, in, 3, out), RC_ERR_INPUT);
    RcFusedConfig strided;
    assert_int_equal(rc_fused_config_parse(ctx, "dtype=f32;cols=3;inner=11;eps=1e-05;scale=1;acc=1", &strided), RC_OK);
    assert_int_equal(rc_fused_run(ctx, ops[o], &strided, in, 4, out), RC_ERR_INPUT);
  }
  for (int i = 0; i < 4; i++) {
    rc_tensor_free(in[i]);
    rc_tensor_free(in64[i]);
  }
  rc_tensor_free(out);
  rc_tensor_free(out64);
  rc_ctx_free(ctx);
}

/* recompose.layer_norm_grad_scale / rms_norm_grad_scale of a norm over the middle axis of x
 * [4, 9, 7] (cols=9, inner=7; the result: 9 elements): the f32 kernel against the f64
 * reference path (which indexes the strided rows itself), the contiguous call over x
 * transposed to [4, 7, 9] giving the kernel's bits, and the configs refused. */
static void test_fused_norm_scale_inner(void **state) {
  (void)state;
  RcCtx *ctx = rc_ctx_new();
  int64_t d[] = {4, 9, 7}, dt[] = {4, 7, 9}, dc[] = {9};
  RcTensor *in[2], *in64[2], *tr[2];
  RcTensor *out = rc_tensor_alloc(RC_DT_F32, 1, dc), *out64 = rc_tensor_alloc(RC_DT_F64, 1, dc),
           *outt = rc_tensor_alloc(RC_DT_F32, 1, dc);
  for (int i = 0; i < 2; i++) {
    in[i] = rc_tensor_alloc(RC_DT_F32, 3, d);
    rc_exec_fill_random(in[i], 41 + (uint64_t)i, false, true);
    in64[i] = rc_tensor_alloc(RC_DT_F64, 3, d);
    rc_tensor_convert_into(in64[i], in[i]);
    tr[i] = rc_tensor_alloc(RC_DT_F32, 3, dt);
    for (int64_t a = 0; a < 4; a++)
      for (int64_t j = 0; j < 9; j++)
        for (int64_t k = 0; k < 7; k++)
          rc_tensor_set_f64(tr[i], (a * 7 + k) * 9 + j, rc_tensor_get_f64(in[i], (a * 9 + j) * 7 + k));
  }
  const char *ops[] = {"layer_norm_grad_scale", "rms_norm_grad_scale"};
  RcFusedConfig c, ct, bad;
  assert_int_equal(rc_fused_config_parse(ctx, "dtype=f32;cols=9;inner=7;eps=1e-05", &c), RC_OK);
  assert_int_equal(rc_fused_config_parse(ctx, "dtype=f32;cols=9;eps=1e-05", &ct), RC_OK);
  assert_int_equal(rc_fused_config_parse(ctx, "dtype=f32;cols=9;inner=5;eps=1e-05", &bad), RC_OK);
  for (int o = 0; o < 2; o++) {
    assert_int_equal(rc_fused_run(ctx, ops[o], &c, in, 2, out), RC_OK);
    assert_int_equal(rc_fused_run(ctx, ops[o], &c, in64, 2, out64), RC_OK);
    assert_int_equal(rc_fused_run(ctx, ops[o], &ct, tr, 2, outt), RC_OK);
    assert_memory_equal(out->data, outt->data, 9 * sizeof(float));
    double worst = 0, mag = 0;
    for (int64_t i = 0; i < 9; i++) {
      worst = fmax(worst, fabs(rc_tensor_get_f64(out, i) - rc_tensor_get_f64(out64, i)));
      mag = fmax(mag, fabs(rc_tensor_get_f64(out64, i)));
    }
    assert_true(mag > 0.1);           /* not vacuous */
    assert_true(worst <= 1e-5 * mag); /* the kernel within f32 precision of the reference */
    assert_int_equal(rc_fused_run(ctx, ops[o], &bad, in, 2, out), RC_ERR_INPUT); /* cols * inner does not divide n */
  }
  for (int i = 0; i < 2; i++) {
    rc_tensor_free(in[i]);
    rc_tensor_free(in64[i]);
    rc_tensor_free(tr[i]);
  }
  rc_tensor_free(out);
  rc_tensor_free(out64);
  rc_tensor_free(outt);
  rc_ctx_free(ctx);
}

/* A d scale per group of outer rows (vmap's per-example d scale): x [4, 9, 7] (cols=9, inner=7)
 * with a result of [2, 9]: group g is x[2g .. 2g + 1], and its 9 elements are the call's over
 * that half alone, bit for bit (f32, the kernel once per group) and for f64 (the reference);
 * a result of 3 groups (4 outer rows do not split in 3) or of no whole group is refused. */
static void test_fused_norm_scale_groups(void **state) {
  (void)state;
  RcCtx *ctx = rc_ctx_new();
  int64_t d[] = {4, 9, 7}, dh[] = {2, 9, 7}, dg[] = {2, 9}, dc[] = {9}, d3[] = {3, 9}, d10[] = {10};
  RcDType dts[] = {RC_DT_F32, RC_DT_F64};
  const char *ops[] = {"layer_norm_grad_scale", "rms_norm_grad_scale"};
  RcFusedConfig c;
  assert_int_equal(rc_fused_config_parse(ctx, "dtype=f32;cols=9;inner=7;eps=1e-05", &c), RC_OK);
  for (int t = 0; t < 2; t++) {
    size_t es = rc_dtype_size(dts[t]);
    RcTensor *in[2], *half[2][2];
    for (int i = 0; i < 2; i++) {
      RcTensor *f = rc_tensor_alloc(RC_DT_F32, 3, d);
      rc_exec_fill_random(f, 51 + (uint64_t)i, false, true);
      in[i] = rc_tensor_alloc(dts[t], 3, d);
      rc_tensor_convert_into(in[i], f);
      rc_tensor_free(f);
      for (int g = 0; g < 2; g++) {
        half[g][i] = rc_tensor_alloc(dts[t], 3, dh);
        memcpy(half[g][i]->data, (const char *)in[i]->data + (size_t)g * 2 * 9 * 7 * es, 2 * 9 * 7 * es);
      }
    }
    RcTensor *out = rc_tensor_alloc(dts[t], 2, dg), *one = rc_tensor_alloc(dts[t], 1, dc);
    RcTensor *out3 = rc_tensor_alloc(dts[t], 2, d3), *out10 = rc_tensor_alloc(dts[t], 1, d10);
    for (int o = 0; o < 2; o++) {
      assert_int_equal(rc_fused_run(ctx, ops[o], &c, in, 2, out), RC_OK);
      for (int g = 0; g < 2; g++) {
        assert_int_equal(rc_fused_run(ctx, ops[o], &c, half[g], 2, one), RC_OK);
        assert_memory_equal((const char *)out->data + (size_t)g * 9 * es, one->data, 9 * es);
      }
      assert_int_equal(rc_fused_run(ctx, ops[o], &c, in, 2, out3), RC_ERR_INPUT);
      assert_int_equal(rc_fused_run(ctx, ops[o], &c, in, 2, out10), RC_ERR_INPUT);
    }
    for (int i = 0; i < 2; i++) {
      rc_tensor_free(in[i]);
      rc_tensor_free(half[0][i]);
      rc_tensor_free(half[1][i]);
    }
    rc_tensor_free(out);
    rc_tensor_free(one);
    rc_tensor_free(out3);
    rc_tensor_free(out10);
  }
  rc_ctx_free(ctx);
}

/* Rows over two blocks of axes (mid, cols2): x [3, 4, 5, 6] reduced over {1, 3} with a scale of
 * [4, 6]: the f32 kernels against the f64 reference path (which indexes the rows itself) for a
 * row op, a norm and a norm's backward, and a config whose blocks do not split x's dims. */
static void test_fused_two_blocks(void **state) {
  (void)state;
  RcCtx *ctx = rc_ctx_new();
  int64_t d[] = {3, 4, 5, 6}, dc[] = {4, 6};
  RcTensor *in[3] = {rc_tensor_alloc(RC_DT_F32, 4, d), rc_tensor_alloc(RC_DT_F32, 4, d), rc_tensor_alloc(RC_DT_F32, 2, dc)};
  RcTensor *in64[3], *out = rc_tensor_alloc(RC_DT_F32, 4, d), *out64 = rc_tensor_alloc(RC_DT_F64, 4, d);
  for (int i = 0; i < 3; i++) {
    rc_exec_fill_random(in[i], 41 + (uint64_t)i, false, true);
    in64[i] = rc_tensor_alloc(RC_DT_F64, in[i]->rank, in[i]->dims);
    rc_tensor_convert_into(in64[i], in[i]);
  }
  static const struct {
    const char *op, *cfg;
    uint32_t nin; /* x, then the norm's scale, or the backward's dy and scale */
    bool grad;
  } cases[] = {{"softmax", "dtype=f32;cols=24;mid=5;cols2=6", 1, false},
               {"layer_norm", "dtype=f32;cols=24;mid=5;cols2=6;eps=1e-05;scale=1", 2, false},
               {"rms_norm_grad", "dtype=f32;cols=24;mid=5;cols2=6;eps=1e-05;scale=1", 3, true}};
  for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
    RcFusedConfig c;
    assert_int_equal(rc_fused_config_parse(ctx, cases[k].cfg, &c), RC_OK);
    assert_int_equal(c.mid, 5);
    RcTensor *a[3] = {in[0], cases[k].grad ? in[1] : in[2], in[2]}, *a64[3] = {in64[0], cases[k].grad ? in64[1] : in64[2], in64[2]};
    assert_int_equal(rc_fused_run(ctx, cases[k].op, &c, a, cases[k].nin, out), RC_OK);
    assert_int_equal(rc_fused_run(ctx, cases[k].op, &c, a64, cases[k].nin, out64), RC_OK);
    double worst = 0, mag = 0;
    for (int64_t i = 0; i < out->numel; i++) {
      worst = fmax(worst, fabs(rc_tensor_get_f64(out, i) - rc_tensor_get_f64(out64, i)));
      mag = fmax(mag, fabs(rc_tensor_get_f64(out64, i)));
    }
    assert_true(mag > 0.1);           /* not vacuous */
    assert_true(worst <= 1e-5 * mag); /* the kernel within f32 precision of the reference */
    /* the blocks as [3, 4] and [30]: x's dims do not split so */
    RcFusedConfig bad;
    assert_int_equal(rc_fused_config_parse(ctx, "dtype=f32;cols=24;mid=2;cols2=6;eps=1e-05;scale=1", &bad), RC_OK);
    assert_int_equal(rc_fused_run(ctx, cases[k].op, &bad, a, cases[k].nin, out), RC_ERR_INPUT);
  }
  /* the reference's layout is the kernel's: a row of the softmax sums to 1 over {1, 3} */
  RcFusedConfig c;
  assert_int_equal(rc_fused_config_parse(ctx, "dtype=f32;cols=24;mid=5;cols2=6", &c), RC_OK);
  assert_int_equal(rc_fused_run(ctx, "softmax", &c, in64, 1, out64), RC_OK);
  double sum = 0;
  for (int64_t h = 0; h < 4; h++)
    for (int64_t j = 0; j < 6; j++) sum += rc_tensor_get_f64(out64, ((1 * 4 + h) * 5 + 2) * 6 + j);
  assert_true(fabs(sum - 1) < 1e-12);
  for (int i = 0; i < 3; i++) {
    rc_tensor_free(in[i]);
    rc_tensor_free(in64[i]);
  }
  rc_tensor_free(out);
  rc_tensor_free(out64);
  rc_ctx_free(ctx);
}

/* Rows over three blocks of axes (mid, cols2, mid2, cols3): x [2, 3, 2, 4, 3] reduced over {0, 2, 4}
 * with a scale of [2, 2, 3]: the kernels (entry points' gather) against the f64 reference path
 * (the executor's own indexing), a row of the softmax summing to 1 over the three blocks, and a
 * config whose blocks do not split x's dims. */
static void test_fused_three_blocks(void **state) {
  (void)state;
  RcCtx *ctx = rc_ctx_new();
  int64_t d[] = {2, 3, 2, 4, 3}, dc[] = {2, 2, 3};
  RcTensor *in[3] = {rc_tensor_alloc(RC_DT_F32, 5, d), rc_tensor_alloc(RC_DT_F32, 5, d), rc_tensor_alloc(RC_DT_F32, 3, dc)};
  RcTensor *in64[3], *out = rc_tensor_alloc(RC_DT_F32, 5, d), *out64 = rc_tensor_alloc(RC_DT_F64, 5, d);
  for (int i = 0; i < 3; i++) {
    rc_exec_fill_random(in[i], 43 + (uint64_t)i, false, true);
    in64[i] = rc_tensor_alloc(RC_DT_F64, in[i]->rank, in[i]->dims);
    rc_tensor_convert_into(in64[i], in[i]);
  }
  static const struct {
    const char *op, *cfg;
    uint32_t nin;
    bool grad;
  } cases[] = {{"softmax", "dtype=f32;cols=12;mid=3;cols2=2;mid2=4;cols3=3", 1, false},
               {"layer_norm", "dtype=f32;cols=12;mid=3;cols2=2;mid2=4;cols3=3;eps=1e-05;scale=1", 2, false},
               {"rms_norm_grad", "dtype=f32;cols=12;mid=3;cols2=2;mid2=4;cols3=3;eps=1e-05;scale=1", 3, true}};
  for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
    RcFusedConfig c;
    assert_int_equal(rc_fused_config_parse(ctx, cases[k].cfg, &c), RC_OK);
    assert_true(c.mid2 == 4 && c.cols3 == 3);
    RcTensor *a[3] = {in[0], cases[k].grad ? in[1] : in[2], in[2]}, *a64[3] = {in64[0], cases[k].grad ? in64[1] : in64[2], in64[2]};
    assert_int_equal(rc_fused_run(ctx, cases[k].op, &c, a, cases[k].nin, out), RC_OK);
    assert_int_equal(rc_fused_run(ctx, cases[k].op, &c, a64, cases[k].nin, out64), RC_OK);
    double worst = 0, mag = 0;
    for (int64_t i = 0; i < out->numel; i++) {
      worst = fmax(worst, fabs(rc_tensor_get_f64(out, i) - rc_tensor_get_f64(out64, i)));
      mag = fmax(mag, fabs(rc_tensor_get_f64(out64, i)));
    }
    assert_true(mag > 0.1);
    assert_true(worst <= 1e-5 * mag);
    RcFusedConfig bad; /* the blocks as [2, 3], [2], [12]: x's dims do not split so */
    assert_int_equal(rc_fused_config_parse(ctx, "dtype=f32;cols=12;mid=2;cols2=2;mid2=3;cols3=2;eps=1e-05;scale=1", &bad),
                     RC_OK);
    assert_int_equal(rc_fused_run(ctx, cases[k].op, &bad, a, cases[k].nin, out), RC_ERR_INPUT);
  }
  RcFusedConfig c;
  assert_int_equal(rc_fused_config_parse(ctx, "dtype=f32;cols=12;mid=3;cols2=2;mid2=4;cols3=3", &c), RC_OK);
  assert_int_equal(rc_fused_run(ctx, "softmax", &c, in64, 1, out64), RC_OK);
  double sum = 0; /* the row at kept (1, 2) */
  for (int64_t a = 0; a < 2; a++)
    for (int64_t b = 0; b < 2; b++)
      for (int64_t e = 0; e < 3; e++) sum += rc_tensor_get_f64(out64, (((a * 3 + 1) * 2 + b) * 4 + 2) * 3 + e);
  assert_true(fabs(sum - 1) < 1e-12);
  for (int i = 0; i < 3; i++) {
    rc_tensor_free(in[i]);
    rc_tensor_free(in64[i]);
  }
  rc_tensor_free(out);
  rc_tensor_free(out64);
  rc_ctx_free(ctx);
}

/* The same module on 1, 3 and 4 threads gives the same bits: elementwise chains (f32 fast loops,
 * f64 and s32 generic loops, compare, select, clamp, convert), fused silu/gelu on element ranges,
 * softmax/layer_norm/rms_norm and last-axis reduces (sum, max) on whole rows. Rows of 397 elements, a few
 * more than the split threshold needs. */
static void test_threads_bit_identical(void **state) {
  (void)state;
  G g = g_new_graph();
  const int64_t K = 397, R = (int64_t)RC_SPLIT_MIN_ELEMS / K + 7;
  RcType *t = T(&g, RC_DT_F32, 2, R, K), *tc = T(&g, RC_DT_F32, 1, K), *t64 = T(&g, RC_DT_F64, 2, R, K),
         *ti = T(&g, RC_DT_S32, 2, R, K), *tp = T(&g, RC_DT_PRED, 2, R, K), *tb = T(&g, RC_DT_BF16, 2, R, K),
         *tbc = T(&g, RC_DT_BF16, 1, K);
  RcValue *x = P(&g, t), *sc = P(&g, tc), *bi = P(&g, tc), *y = P(&g, t64), *k = P(&g, ti), *xb = P(&g, tb),
          *sb = P(&g, tbc);
  RcValue *half = C(&g, t, 0.5);
  RcValue *chain = U(&g, RC_OP_TANH, B(&g, RC_OP_ADD, B(&g, RC_OP_MULTIPLY, x, x), half));
  RcNode *cmp = N(&g, RC_OP_COMPARE, tp, 2, x, chain);
  sattr(cmp, "direction", RC_ATTR_ENUM, "GT");
  RcValue *sel = rc_node_result(N(&g, RC_OP_SELECT, t, 3, rc_node_result(cmp), x, chain));
  RcValue *clamped = rc_node_result(N(&g, RC_OP_CLAMP, t, 3, half, sel, C(&g, t, 2.0)));
  RcValue *yy = U(&g, RC_OP_TANH, B(&g, RC_OP_MULTIPLY, y, y));
  RcValue *kk = B(&g, RC_OP_DIVIDE, B(&g, RC_OP_MULTIPLY, k, k), B(&g, RC_OP_ADD, k, C(&g, ti, 3)));
  RcValue *silu = rc_node_result(fused(&g, t, "recompose.silu", "dtype=f32", 1, x, NULL, NULL));
  RcValue *gelu = rc_node_result(fused(&g, tb, "recompose.gelu_erf", "dtype=bf16", 1, xb, NULL, NULL));
  RcValue *sm = rc_node_result(fused(&g, t, "recompose.softmax", "dtype=f32;cols=397", 1, x, NULL, NULL));
  RcValue *ln = rc_node_result(
      fused(&g, t, "recompose.layer_norm", "dtype=f32;cols=397;eps=1e-05;scale=1;bias=1", 3, x, sc, bi));
  RcValue *rms =
      rc_node_result(fused(&g, tb, "recompose.rms_norm", "dtype=bf16;cols=397;eps=1e-06;scale=1", 2, xb, sb, NULL));
  RcValue *cvb = rc_node_result(N(&g, RC_OP_CONVERT, tb, 1, x)), *cvf = rc_node_result(N(&g, RC_OP_CONVERT, t, 1, k));
  RcType *tr = T(&g, RC_DT_F32, 1, R), *s0 = T(&g, RC_DT_F32, 0);
  RcValue *z = C(&g, s0, 0.0), *ninf = C(&g, s0, -INFINITY);
  RcNode *rsum = N(&g, RC_OP_REDUCE, tr, 2, chain, z), *rmax = N(&g, RC_OP_REDUCE, tr, 2, x, ninf);
  ints(rsum, "dimensions", 1, (int64_t)1);
  ints(rmax, "dimensions", 1, (int64_t)1);
  rc_node_add_attr(rsum, "to_apply", RC_ATTR_FUNC, NULL)->u.fn = binary_region(&g, RC_OP_ADD, RC_DT_F32, "sum");
  rc_node_add_attr(rmax, "to_apply", RC_ATTR_FUNC, NULL)->u.fn = binary_region(&g, RC_OP_MAXIMUM, RC_DT_F32, "max");
  RET(&g, 12, clamped, yy, kk, silu, gelu, sm, ln, rms, cvb, cvf, rc_node_result(rsum), rc_node_result(rmax));

  int64_t d[] = {R, K}, dc[] = {K};
  RcTensor *in[7] = {rc_tensor_alloc(RC_DT_F32, 2, d), rc_tensor_alloc(RC_DT_F32, 1, dc),
                     rc_tensor_alloc(RC_DT_F32, 1, dc), rc_tensor_alloc(RC_DT_F64, 2, d),
                     rc_tensor_alloc(RC_DT_S32, 2, d),  rc_tensor_alloc(RC_DT_BF16, 2, d),
                     rc_tensor_alloc(RC_DT_BF16, 1, dc)};
  for (int i = 0; i < 7; i++) rc_exec_fill_random(in[i], 7 + (uint64_t)i, i == 0 || i == 5, false);
  RcTensor **ref = NULL;
  size_t nref = 0;
  RcRunOptions o1 = {.checks = true, .threads = 1};
  assert_int_equal(rc_module_run(g.m, in, 7, &o1, &ref, &nref), RC_OK);
  assert_int_equal(nref, 12);
  const int counts[] = {3, 4};
  for (int c = 0; c < 2; c++) {
    RcTensor **outs = NULL;
    size_t n = 0;
    RcRunOptions o = {.checks = true, .threads = counts[c]};
    assert_int_equal(rc_module_run(g.m, in, 7, &o, &outs, &n), RC_OK);
    assert_int_equal(n, nref);
    for (size_t i = 0; i < n; i++) {
      assert_int_equal(outs[i]->numel, i < 10 ? R * K : R);
      assert_int_equal(outs[i]->dtype, ref[i]->dtype);
      if (memcmp(outs[i]->data, ref[i]->data, (size_t)outs[i]->numel * rc_dtype_size(ref[i]->dtype)) != 0)
        fail_msg("output %zu differs between 1 and %d threads", i, counts[c]);
    }
    rc_tensors_free(outs, n);
  }
  /* Not vacuous: the outputs carry data (the silu of the random input is not all zero). */
  int nonzero = 0;
  for (int64_t i = 0; i < R * K; i++) nonzero += ((float *)ref[3]->data)[i] != 0;
  assert_true(nonzero > R * K / 2);
  rc_tensors_free(ref, nref);
  for (int i = 0; i < 7; i++) rc_tensor_free(in[i]);
  g_free_graph(&g);
}

/* ---- checks ---- */

static void test_checks(void **state) {
  (void)state;
  G g = g_new_graph();
  g.m->format = RC_FORMAT_STABLEHLO;
  RcType *t = T(&g, RC_DT_F32, 1, (int64_t)2);
  RcValue *x = P(&g, t);
  RcValue *y = B(&g, RC_OP_ADD, x, C(&g, t, 1e-5));
  const char *names[] = {"check.expect_eq", "check.expect_almost_eq", "check.expect_close"};
  RcNode *cn[3];
  for (int i = 0; i < 3; i++) {
    cn[i] = N(&g, RC_OP_CUSTOM_CALL, NULL, 2, y, x);
    sattr(cn[i], "custom_call_target", RC_ATTR_STR, names[i]);
  }
  RET(&g, 1, y);
  int64_t d[] = {2};
  RcTensor *in = tensor_f(RC_DT_F32, 1, d, (double[]){1.0, 2.0});
  RcTensor **outs;
  size_t n;
  RcRunOptions opt = {.checks = true};
  assert_int_equal(rc_module_run(g.m, &in, 1, &opt, &outs, &n), RC_OK);
  rc_tensors_free(outs, n);
  assert_int_equal(opt.nchecks, 3);
  assert_int_equal(opt.nfailed, 2); /* eq fails; almost_eq (1e-4) passes; close (3 ULP) fails */
  assert_non_null(strstr(rc_ctx_diagnostic(g.ctx, 0)->message, "check.expect_eq"));
  assert_non_null(strstr(rc_ctx_diagnostic(g.ctx, 1)->message, "check.expect_close"));
  assert_int_equal(rc_ctx_diagnostic(g.ctx, 0)->line, cn[0]->loc.line);
  rc_ctx_clear_diagnostics(g.ctx);
  /* A tolerance attribute widens expect_close. */
  RcAttr *a = rc_node_add_attr(cn[2], "max_ulp_difference", RC_ATTR_INT, NULL);
  a->u.i = 1000;
  assert_int_equal(rc_module_run(g.m, &in, 1, &opt, &outs, &n), RC_OK);
  rc_tensors_free(outs, n);
  assert_int_equal(opt.nfailed, 1);
  rc_tensor_free(in);
  g_free_graph(&g);
}

static void test_ulp(void **state) {
  (void)state;
  assert_float_equal(rc_ulp_distance(RC_DT_F32, 1.0, nextafterf(1.0f, 2.0f)), 1, 0);
  assert_float_equal(rc_ulp_distance(RC_DT_F32, -0.0, 0.0), 0, 0);
  assert_float_equal(rc_ulp_distance(RC_DT_F32, -ldexp(1, -149), ldexp(1, -149)), 2, 0);
  assert_float_equal(rc_ulp_distance(RC_DT_BF16, 1.0, 1.0078125), 1, 0);
  assert_float_equal(rc_ulp_distance(RC_DT_F16, 1.0, 1.0 + ldexp(1, -10) * 3), 3, 0);
  assert_true(isinf(rc_ulp_distance(RC_DT_F32, NAN, 1.0)));
  assert_float_equal(rc_ulp_distance(RC_DT_F32, NAN, NAN), 0, 0);
}

/* ---- npy ---- */

typedef struct {
  char *buf;
  size_t len, cap;
} Buf;

static size_t sink(void *user, const char *d, size_t n) {
  Buf *b = user;
  if (b->len + n > b->cap) {
    b->cap = (b->len + n) * 2;
    b->buf = realloc(b->buf, b->cap);
  }
  memcpy(b->buf + b->len, d, n);
  b->len += n;
  return n;
}

static void test_npy_round_trip(void **state) {
  (void)state;
  RcCtx *ctx = rc_ctx_new();
  RcDType types[] = {RC_DT_F32, RC_DT_BF16, RC_DT_F16, RC_DT_F64, RC_DT_S64, RC_DT_U8, RC_DT_PRED, RC_DT_S16};
  int64_t dims[][3] = {{2, 3, 4}, {5, 0, 0}, {0, 0, 0}};
  int ranks[] = {3, 1, 0};
  for (size_t k = 0; k < sizeof types / sizeof types[0]; k++) {
    for (int s = 0; s < 3; s++) {
      RcTensor *t = rc_tensor_alloc(types[k], ranks[s], dims[s]);
      for (int64_t i = 0; i < t->numel; i++) rc_tensor_set_f64(t, i, types[k] == RC_DT_PRED ? (i & 1) : (double)i - 3);
      Buf b = {0};
      assert_int_equal(rc_npy_write(t, sink, &b), RC_OK);
      assert_int_equal(b.len % 64, (size_t)t->numel * rc_dtype_size(types[k]) % 64); /* header padded to 64 */
      RcTensor *r = NULL;
      assert_int_equal(rc_npy_read(ctx, "x.npy", b.buf, b.len, &r), RC_OK);
      assert_true(rc_tensor_same_type(t, r));
      assert_memory_equal(t->data, r->data, (size_t)t->numel * rc_dtype_size(types[k]));
      rc_tensor_free(r);
      rc_tensor_free(t);
      free(b.buf);
    }
  }
  rc_ctx_free(ctx);
}

static size_t mk(unsigned char *out, const char *header, const void *data, size_t dlen, int version) {
  size_t hl = strlen(header), off = version == 1 ? 10 : 12;
  memcpy(out, "\x93NUMPY", 6);
  out[6] = (unsigned char)version;
  out[7] = 0;
  out[8] = (unsigned char)(hl & 0xff);
  out[9] = (unsigned char)(hl >> 8);
  if (version > 1) out[10] = out[11] = 0;
  memcpy(out + off, header, hl);
  memcpy(out + off + hl, data, dlen);
  return off + hl + dlen;
}

static void test_npy_variants_and_errors(void **state) {
  (void)state;
  RcCtx *ctx = rc_ctx_new();
  unsigned char buf[512];
  RcTensor *t = NULL;
  /* Big-endian f4, version 2.0. */
  unsigned char be[8] = {0x3f, 0x80, 0, 0, 0xc0, 0, 0, 0};
  size_t n = mk(buf, "{'descr': '>f4', 'fortran_order': False, 'shape': (2,), }\n", be, 8, 2);
  assert_int_equal(rc_npy_read(ctx, "be.npy", buf, n, &t), RC_OK);
  assert_float_equal(((float *)t->data)[0], 1.0, 0);
  assert_float_equal(((float *)t->data)[1], -2.0, 0);
  rc_tensor_free(t);
  /* Fortran order 2x3 -> row-major. */
  int32_t col[6] = {0, 3, 1, 4, 2, 5};
  n = mk(buf, "{'descr': '<i4', 'fortran_order': True, 'shape': (2, 3), }\n", col, sizeof col, 1);
  assert_int_equal(rc_npy_read(ctx, "f.npy", buf, n, &t), RC_OK);
  for (int i = 0; i < 6; i++) assert_int_equal(((int32_t *)t->data)[i], i);
  rc_tensor_free(t);
  /* bf16 spelled 'bfloat16'. */
  uint16_t bf[1] = {0x3f80};
  n = mk(buf, "{'descr': 'bfloat16', 'fortran_order': False, 'shape': (), }\n", bf, 2, 3);
  assert_int_equal(rc_npy_read(ctx, "b.npy", buf, n, &t), RC_OK);
  assert_int_equal(t->dtype, RC_DT_BF16);
  rc_tensor_free(t);

  struct {
    const char *header;
    size_t dlen;
    const char *msg;
  } bad[] = {
      {"{'descr': '<c8', 'fortran_order': False, 'shape': (1,), }\n", 8, "unsupported dtype"},
      {"{'descr': '<f4', 'fortran_order': False, 'shape': (3,), }\n", 8, "the shape needs 12"},
      {"{'descr': '<f4', 'fortran_order': False, 'shape': (1,), }\n", 8, "trailing data"},
      {"{'descr': '<f4', 'shape': (2,), }\n", 8, "fortran_order"},
      {"{'descr': '<f4', 'fortran_order': False, 'shape': (a,), }\n", 8, "tuple of integers"},
      {"{'descr': [('a', '<f4')], 'fortran_order': False, 'shape': (2,), }\n", 8, "structured"},
      {"{'descr': '<f4', 'fortran_order': False, 'shape': (2, }\n", 8, "tuple of integers"},
  };
  for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
    unsigned char zero[16] = {0};
    n = mk(buf, bad[i].header, zero, bad[i].dlen, 1);
    t = NULL;
    assert_int_equal(rc_npy_read(ctx, "bad.npy", buf, n, &t), RC_ERR_INPUT);
    assert_null(t);
    const RcDiagnostic *d = rc_ctx_diagnostic(ctx, rc_ctx_diagnostic_count(ctx) - 1);
    if (!strstr(d->message, bad[i].msg)) fail_msg("case %zu: '%s' lacks '%s'", i, d->message, bad[i].msg);
    assert_string_equal(d->file, "bad.npy");
  }
  /* Bad magic, truncation, header length past the end, bool out of range. */
  assert_int_equal(rc_npy_read(ctx, "m.npy", "PK\x03\x04 not npy", 14, &t), RC_ERR_INPUT);
  assert_int_equal(rc_npy_read(ctx, "m.npy", "\x93NUMPY\x01", 7, &t), RC_ERR_INPUT);
  n = mk(buf, "{'descr': '<f4', 'fortran_order': False, 'shape': (1,), }\n", "", 0, 1);
  buf[8] = 0xff;
  assert_int_equal(rc_npy_read(ctx, "h.npy", buf, n, &t), RC_ERR_INPUT);
  n = mk(buf, "{'descr': '|b1', 'fortran_order': False, 'shape': (1,), }\n", "\x02", 1, 1);
  assert_int_equal(rc_npy_read(ctx, "b.npy", buf, n, &t), RC_ERR_INPUT);
  n = mk(buf, "{'descr': '<f4', 'fortran_order': False, 'shape': (1,), }\n", "", 0, 9);
  assert_int_equal(rc_npy_read(ctx, "v.npy", buf, n, &t), RC_ERR_INPUT);
  rc_ctx_free(ctx);
}

/* ---- the rewrite verifier ---- */

/* silu as x * logistic(k * x) */
static void build_silu(G *g, RcDType dt, double k, RcValue **x, RcValue **root) {
  RcType *t = T(g, dt, 2, (int64_t)64, (int64_t)128);
  *x = P(g, t);
  RcValue *kx = k == 1.0 ? *x : B(g, RC_OP_MULTIPLY, *x, C(g, t, k));
  *root = B(g, RC_OP_MULTIPLY, *x, U(g, RC_OP_LOGISTIC, kx));
  RET(g, 1, *root);
}

static void test_verify_silu(void **state) {
  (void)state;
  RcDType dts[] = {RC_DT_F32, RC_DT_BF16, RC_DT_F16};
  for (int i = 0; i < 3; i++) {
    G g = g_new_graph();
    RcValue *x, *root;
    char why[256];
    build_silu(&g, dts[i], 1.0, &x, &root);
    bool ok = rc_exec_verify_rewrite(g.f, root, &x, 1, "silu", "dtype=f32", 4, why, sizeof why);
    if (!ok) fail_msg("%s: right silu refused: %s", rc_dtype_info[dts[i]].hlo, why);
    /* The same subgraph is not gelu. */
    assert_false(rc_exec_verify_rewrite(g.f, root, &x, 1, "gelu_erf", "", 4, why, sizeof why));
    assert_non_null(strstr(why, "ULP"));
    assert_int_equal(rc_ctx_diagnostic_count(g.ctx), 0); /* the check leaves no diagnostics behind */
    /* ... and gives back the link fields and types a calling pass may be using */
    root->def->link = &g;
    RcType *rt = root->type;
    rc_exec_verify_rewrite(g.f, root, &x, 1, "silu", "", 4, why, sizeof why);
    assert_ptr_equal(root->def->link, &g);
    assert_ptr_equal(root->type, rt);
    root->def->link = NULL;
    g_free_graph(&g);
    /* A wrong constant: x * logistic(1.1 x). */
    g = g_new_graph();
    build_silu(&g, dts[i], 1.1, &x, &root);
    assert_false(rc_exec_verify_rewrite(g.f, root, &x, 1, "recompose.silu", "", 4, why, sizeof why));
    assert_non_null(strstr(why, "max error"));
    g_free_graph(&g);
  }
}

/* A region that is NaN almost everywhere (sqrt of a negative number, plus x so that it reads
 * x) confirms no kernel: a finite kernel value where the formula gives NaN is accepted at a
 * special value, so without a floor on the finite probes any op would pass. */
static void test_verify_nan_region(void **state) {
  (void)state;
  G g = g_new_graph();
  RcType *t = T(&g, RC_DT_F32, 2, (int64_t)64, (int64_t)128);
  RcValue *x = P(&g, t);
  RcValue *neg = B(&g, RC_OP_SUBTRACT, C(&g, t, -1.0), B(&g, RC_OP_MULTIPLY, x, x));
  RcValue *root = B(&g, RC_OP_ADD, U(&g, RC_OP_SQRT, neg), x);
  RET(&g, 1, root);
  char why[256];
  assert_false(rc_exec_verify_rewrite(g.f, root, &x, 1, "tanh", "", 4, why, sizeof why));
  assert_non_null(strstr(why, "finite at only"));
  g_free_graph(&g);
}

/* A bf16 silu under XLA's float normalization: each op in f32, its result rounded through
 * bf16. The kernel (one rounding) is judged against the formula, its converts read as exact,
 * with the region as it runs (its roundings) as the original whose error it may reach plus
 * the slack (exec/accuracy.h). A rounding meant to change the function ((x + 256) - 256 in
 * bf16 keeps x's even integer part, an identity for the formula) is read as rounding noise:
 * the exact silu passes, both errors reported (README.md, Limits); gelu_erf on the same
 * chain, a wrong rewrite, still fails. */
static void test_verify_rounded_chain(void **state) {
  (void)state;
  for (int harmful = 0; harmful < 2; harmful++) {
    G g = g_new_graph();
    RcType *tb = T(&g, RC_DT_BF16, 2, (int64_t)64, (int64_t)128), *tf = T(&g, RC_DT_F32, 2, (int64_t)64, (int64_t)128);
#define ROUND(v) rc_node_result(N(&g, RC_OP_CONVERT, tf, 1, rc_node_result(N(&g, RC_OP_CONVERT, tb, 1, (v)))))
    RcValue *x = P(&g, tb);
    RcValue *v = rc_node_result(N(&g, RC_OP_CONVERT, tf, 1, x));
    if (harmful) v = ROUND(B(&g, RC_OP_ADD, ROUND(B(&g, RC_OP_ADD, v, C(&g, tf, 256.0))), C(&g, tf, -256.0)));
    RcValue *sg = ROUND(U(&g, RC_OP_LOGISTIC, v));
    RcValue *root = rc_node_result(N(&g, RC_OP_CONVERT, tb, 1, B(&g, RC_OP_MULTIPLY, v, sg)));
#undef ROUND
    RET(&g, 1, root);
    char why[256];
    RcVerifyErrors err = {0};
    bool ok = rc_exec_verify_rewrite_errors(g.f, root, &x, 1, "silu", "dtype=bf16", 4, 0, 0, &err, why, sizeof why);
    if (!ok) fail_msg("a bf16 silu rounded per op%s refused: %s", harmful ? " through (x + 256) - 256" : "", why);
    assert_true(err.rewrite_ulp <= 1);
    if (harmful) assert_true(err.original_ulp > 16); /* the rounding, counted against the original */
    assert_false(rc_exec_verify_rewrite(g.f, root, &x, 1, "gelu_erf", "dtype=bf16", 4, why, sizeof why));
    g_free_graph(&g);
  }
}

/* The backward of a bf16 softmax as JAX writes it under float normalization, y (dy - sum(dy y))
 * with each op in f32 and its result rounded through bf16: the sum's roundings cancel in
 * dy - sum, so the region is farther from its formula than the kernel, which rounds once.
 * softmax_grad passes, its error against the formula no larger than the original's (both
 * reported); log_softmax_grad, and softmax_grad for y (dy + sum(dy y)), are refused. */
static void test_verify_rounded_softmax_grad(void **state) {
  (void)state;
  for (int wrong = 0; wrong < 2; wrong++) {
    G g = g_new_graph();
    RcFunc *sum = binary_region(&g, RC_OP_ADD, RC_DT_F32, "sum");
    RcType *tb = T(&g, RC_DT_BF16, 2, (int64_t)64, (int64_t)16), *tf = T(&g, RC_DT_F32, 2, (int64_t)64, (int64_t)16);
    RcType *trf = T(&g, RC_DT_F32, 1, (int64_t)64), *trb = T(&g, RC_DT_BF16, 1, (int64_t)64), *s = T(&g, RC_DT_F32, 0);
#define ROUND(v, tb, tf) rc_node_result(N(&g, RC_OP_CONVERT, tf, 1, rc_node_result(N(&g, RC_OP_CONVERT, tb, 1, (v)))))
    RcValue *ins[2] = {P(&g, tb), P(&g, tb)};
    RcValue *y = rc_node_result(N(&g, RC_OP_CONVERT, tf, 1, ins[0]));
    RcValue *dy = rc_node_result(N(&g, RC_OP_CONVERT, tf, 1, ins[1]));
    RcValue *p = ROUND(B(&g, RC_OP_MULTIPLY, dy, y), tb, tf);
    RcNode *r = N(&g, RC_OP_REDUCE, trf, 2, p, C(&g, s, 0.0));
    ints(r, "dimensions", 1, (int64_t)1);
    rc_node_add_attr(r, "to_apply", RC_ATTR_FUNC, NULL)->u.fn = sum;
    RcNode *sb = N(&g, RC_OP_BROADCAST, tf, 1, ROUND(rc_node_result(r), trb, trf));
    ints(sb, "dimensions", 1, (int64_t)0);
    RcValue *u = ROUND(B(&g, wrong ? RC_OP_ADD : RC_OP_SUBTRACT, dy, rc_node_result(sb)), tb, tf);
    RcValue *root = rc_node_result(N(&g, RC_OP_CONVERT, tb, 1, B(&g, RC_OP_MULTIPLY, y, u)));
#undef ROUND
    RET(&g, 1, root);
    char why[256];
    RcVerifyErrors err = {0};
    bool ok = rc_exec_verify_rewrite_errors(g.f, root, ins, 2, "softmax_grad", "dtype=bf16;cols=16", 4, 0, 0, &err, why,
                                            sizeof why);
    if (wrong) {
      assert_false(ok);
    } else {
      if (!ok) fail_msg("a bf16 softmax backward rounded per op refused: %s", why);
      assert_true(err.rewrite_ulp <= err.original_ulp && err.original_ulp > 4); /* beyond the slack alone */
      assert_false(rc_exec_verify_rewrite(g.f, root, ins, 2, "log_softmax_grad", "dtype=bf16;cols=16", 4, why,
                                          sizeof why));
    }
    g_free_graph(&g);
  }
}

/* The sum of v over its last axis (of 2), typed tr. */
static RcValue *rowsum(G *g, RcValue *v, RcType *tr, RcType *s0, RcFunc *sum) {
  RcNode *r = N(g, RC_OP_REDUCE, tr, 2, v, C(g, s0, 0.0));
  ints(r, "dimensions", 1, (int64_t)1);
  rc_node_add_attr(r, "to_apply", RC_ATTR_FUNC, NULL)->u.fn = sum;
  return rc_node_result(r);
}

/* v (one value per row) broadcast along the rows' last axis to t. */
static RcValue *bcast_rows(G *g, RcValue *v, RcType *t) {
  RcNode *b = N(g, RC_OP_BROADCAST, t, 1, v);
  ints(b, "dimensions", 1, (int64_t)0);
  return rc_node_result(b);
}

/* JAX's softmax backward from e over rows of 4 (a router softmax), the quotient rule
 * (dy / s - sum(dy e / s^2)) e with s = sum e: with e probed as the exponential's output it
 * is (nonneg mask bit 0) softmax_grad with from_exp; probed as any value, its special-value
 * rows sum to 0 with values other than 0 (0, -0, 1, -1), where the region gives inf and the
 * kernel NaN: refused. */
static void test_verify_softmax_grad_e_nonneg(void **state) {
  (void)state;
  for (uint32_t nonneg = 0; nonneg < 2; nonneg++) {
    G g = g_new_graph();
    RcFunc *sum = binary_region(&g, RC_OP_ADD, RC_DT_F32, "sum");
    RcType *t = T(&g, RC_DT_F32, 2, (int64_t)32, (int64_t)4), *tr = T(&g, RC_DT_F32, 1, (int64_t)32);
    RcType *s0 = T(&g, RC_DT_F32, 0);
    RcValue *ins[2] = {P(&g, t), P(&g, t)}, *e = ins[0], *dy = ins[1];
#define ROWSUM(v) rowsum(&g, (v), tr, s0, sum)
#define BCAST(v) bcast_rows(&g, (v), t)
    RcValue *se = ROWSUM(e);
    RcNode *one = N(&g, RC_OP_BROADCAST, tr, 1, C(&g, s0, 1.0));
    ints(one, "dimensions", 0);
    RcValue *r2 = B(&g, RC_OP_DIVIDE, rc_node_result(one), B(&g, RC_OP_MULTIPLY, se, se));
    RcValue *dye = B(&g, RC_OP_MULTIPLY, B(&g, RC_OP_MULTIPLY, dy, BCAST(r2)), e);
    RcValue *q = rc_node_result(N(&g, RC_OP_NEGATE, tr, 1, ROWSUM(dye)));
    RcValue *root = B(&g, RC_OP_MULTIPLY, B(&g, RC_OP_ADD, B(&g, RC_OP_DIVIDE, dy, BCAST(se)), BCAST(q)), e);
#undef ROWSUM
#undef BCAST
    RET(&g, 1, root);
    char why[256];
    RcVerifyErrors err = {0};
    bool ok = rc_exec_verify_rewrite_errors(g.f, root, ins, 2, "softmax_grad", "dtype=f32;cols=4;from_exp=1", 4, 0,
                                            nonneg, &err, why, sizeof why);
    if (ok != (bool)nonneg) fail_msg("softmax_grad from e, nonneg %u: %s", nonneg, ok ? "passed" : why);
    g_free_graph(&g);
  }
}

static void test_verify_gelu_large_shape(void **state) {
  (void)state;
  for (int wrong = 0; wrong < 2; wrong++) {
    G g = g_new_graph();
    RcType *t = T(&g, RC_DT_F32, 1, (int64_t)(16 << 20)); /* shrunk for the check, never allocated */
    RcValue *x = P(&g, t);
    RcValue *u = B(&g, RC_OP_MULTIPLY, x, C(&g, t, wrong ? 0.7 : 0.70710678118654752440));
    RcValue *e = B(&g, RC_OP_ADD, U(&g, RC_OP_ERF, u), C(&g, t, 1.0));
    RcValue *root = B(&g, RC_OP_MULTIPLY, B(&g, RC_OP_MULTIPLY, x, C(&g, t, 0.5)), e);
    RET(&g, 1, root);
    char why[256];
    bool ok = rc_exec_verify_rewrite(g.f, root, &x, 1, "gelu_erf", "dtype=f32;n=16777216", 4, why, sizeof why);
    if (wrong) assert_false(ok);
    else if (!ok) fail_msg("right gelu refused: %s", why);
    g_free_graph(&g);
  }
}

/* layer norm over rows of 8, built from reduces, with scale and bias. */
/* A layer norm over rows of `cols` built from reduces, with scale and bias: the mean and the
 * variance scaled by `recip`, eps added. ins: x, scale, bias. */
/* Splat constant c written out as an array of its value (exporters write 1/N and eps so). */
static RcValue *written_out(G *g, RcValue *c) {
  RcLiteral *l = c->def->literal;
  int64_t n = rc_type_numel(c->type);
  size_t sz = rc_dtype_size(l->dtype);
  char *data = rc_module_alloc(g->m, sz * (size_t)n);
  for (int64_t i = 0; i < n; i++) memcpy(data + sz * (size_t)i, l->data, sz);
  l->data = data;
  l->count = n;
  l->splat = false;
  return c;
}

/* layer_norm over rows of cols, its 1/N (recip) a splat or written out. */
static RcValue *layer_norm_rows(G *g, int64_t rows, int64_t cols, double recip, bool array, double eps,
                                RcValue *ins[3]) {
  RcFunc *sum = binary_region(g, RC_OP_ADD, RC_DT_F32, "sum");
  RcType *t = T(g, RC_DT_F32, 2, rows, cols), *tr = T(g, RC_DT_F32, 1, rows), *tc = T(g, RC_DT_F32, 1, cols),
         *s = T(g, RC_DT_F32, 0);
  RcValue *x = P(g, t), *sc = P(g, tc), *bi = P(g, tc);
  RcValue *z = C(g, s, 0);
  RcNode *r = N(g, RC_OP_REDUCE, tr, 2, x, z);
  ints(r, "dimensions", 1, (int64_t)1);
  rc_node_add_attr(r, "to_apply", RC_ATTR_FUNC, NULL)->u.fn = sum;
  RcValue *rc = array ? written_out(g, C(g, tr, recip)) : C(g, tr, recip);
  RcValue *mean = B(g, RC_OP_MULTIPLY, rc_node_result(r), rc);
  RcNode *mb = N(g, RC_OP_BROADCAST, t, 1, mean);
  ints(mb, "dimensions", 1, (int64_t)0);
  RcValue *xc = B(g, RC_OP_SUBTRACT, x, rc_node_result(mb));
  RcNode *r2 = N(g, RC_OP_REDUCE, tr, 2, B(g, RC_OP_MULTIPLY, xc, xc), z);
  ints(r2, "dimensions", 1, (int64_t)1);
  rc_node_add_attr(r2, "to_apply", RC_ATTR_FUNC, NULL)->u.fn = sum;
  RcValue *var = B(g, RC_OP_MULTIPLY, rc_node_result(r2), rc);
  RcValue *inv = U(g, RC_OP_RSQRT, B(g, RC_OP_ADD, var, C(g, tr, eps)));
  RcNode *ib = N(g, RC_OP_BROADCAST, t, 1, inv);
  ints(ib, "dimensions", 1, (int64_t)0);
  RcNode *sb = N(g, RC_OP_BROADCAST, t, 1, sc);
  ints(sb, "dimensions", 1, (int64_t)1);
  RcNode *bb = N(g, RC_OP_BROADCAST, t, 1, bi);
  ints(bb, "dimensions", 1, (int64_t)1);
  RcValue *y = B(g, RC_OP_MULTIPLY, xc, rc_node_result(ib));
  RcValue *root = B(g, RC_OP_ADD, B(g, RC_OP_MULTIPLY, y, rc_node_result(sb)), rc_node_result(bb));
  RET(g, 1, root);
  ins[0] = x;
  ins[1] = sc;
  ins[2] = bi;
  return root;
}

static RcValue *layer_norm_graph(G *g, int64_t cols, double recip, double eps, RcValue *ins[3]) {
  return layer_norm_rows(g, 4096, cols, recip, false, eps, ins);
}

static void test_verify_layer_norm(void **state) {
  (void)state;
  for (int wrong = 0; wrong < 2; wrong++) {
    G g = g_new_graph();
    RcValue *ins[3];
    RcValue *root = layer_norm_graph(&g, 8, 0.125, wrong ? 1e-1 : 1e-5, ins);
    char why[256];
    bool ok = rc_exec_verify_rewrite(g.f, root, ins, 3, "layer_norm", "dtype=f32;cols=8;eps=1e-05;scale=1;bias=1", 4,
                                     why, sizeof why);
    if (wrong) assert_false(ok);
    else if (!ok) fail_msg("right layer_norm refused: %s", why);
    /* A subgraph that reads something that is not an input is refused with a reason. */
    assert_false(rc_exec_verify_rewrite(g.f, root, ins, 1, "layer_norm", "eps=1e-5", 4, why, sizeof why));
    assert_non_null(strstr(why, "parameter"));
    g_free_graph(&g);
  }
}

/* The written precision of constants (exec/accuracy.h): exact integers and powers of two; six
 * digits for 0.166667; a bf16 number at the cap; a full-precision constant at its type's half ULP. */
static void test_const_precision(void **state) {
  (void)state;
  assert_true(rc_exec_const_precision(0.5, RC_DT_F32) == 0);
  assert_true(rc_exec_const_precision(6, RC_DT_F32) == 0);
  assert_true(rc_exec_const_precision(-0.25, RC_DT_F64) == 0);
  assert_true(rc_exec_const_precision(INFINITY, RC_DT_F64) == 0);
  double p = rc_exec_const_precision((float)0.166667, RC_DT_F32);
  assert_true(p > 2.0e-6 && p < 4e-6); /* covers its 2.0e-6 from 1/6 */
  assert_true(rc_exec_const_precision(0.70703125, RC_DT_F32) == RC_CONST_PRECISION_CAP);
  assert_true(rc_exec_const_precision((float)0.70710678118654752, RC_DT_F32) < 1e-7);
  /* never finer than the type's half ULP: f32's 1/3 (0.333333343, 3e-8 from 1/3) covers 1/3 */
  p = rc_exec_const_precision((float)(1.0 / 3), RC_DT_F32);
  assert_true(p >= fabs((float)(1.0 / 3) * 3 - 1) && p < 1e-7);
  assert_true(rc_exec_const_precision((float)0.70696, RC_DT_F32) < 1e-5); /* five digits */
  assert_true(rc_exec_const_precision((float)0.00022905065861350646, RC_DT_F32) < 1e-7);
  assert_true(rc_exec_const_precision(0.00022905065861350646, RC_DT_F64) < 1e-15);
  assert_true(rc_exec_const_precision(0.8, RC_DT_F64) == RC_CONST_PRECISION_CAP);
  assert_true(rc_constant_precision(0.166667) > 2e-6 && rc_constant_precision(0.166667) < 4e-6);
}

/* Against the precise reference: a GELU whose 1/sqrt 2 was written at low precision (bf16's
 * 0.70703125, four digits) passes only given its constant's written precision, with both errors
 * reported; a near miss written precisely (0.70696, inside the matcher's tolerance) and 0.8 are
 * refused, as are gelu_tanh for the low-precision GELU and sigmoid for silu. A layer norm with
 * 1/6 written as 0.166667 passes; with 0.1666 (outside its written precision) it does not. */
static void test_verify_precise_reference(void **state) {
  (void)state;
  struct {
    double c;
    bool ok, constants;
  } cases[] = {{0.70710678118654752, true, false}, {0.70703125, true, true}, {0.7071, true, true},
               {0.70696, false, false}, {0.8, false, false}};
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    G g = g_new_graph();
    RcType *t = T(&g, RC_DT_F32, 2, (int64_t)64, (int64_t)128);
    RcValue *x = P(&g, t);
    RcValue *e = B(&g, RC_OP_ADD, U(&g, RC_OP_ERF, B(&g, RC_OP_MULTIPLY, x, C(&g, t, cases[i].c))), C(&g, t, 1.0));
    RcValue *root = B(&g, RC_OP_MULTIPLY, B(&g, RC_OP_MULTIPLY, x, C(&g, t, 0.5)), e);
    RET(&g, 1, root);
    char why[256];
    RcVerifyErrors err = {0};
    bool ok = rc_exec_verify_rewrite_errors(g.f, root, &x, 1, "gelu_erf", "dtype=f32", 4, 0, 0, &err, why, sizeof why);
    if (ok != cases[i].ok) fail_msg("gelu with %.9g: %s (%s)", cases[i].c, ok ? "accepted" : "refused", why);
    if (ok) {
      assert_true(err.constants == cases[i].constants);
      assert_true(err.original_ulp >= 0 && err.original_ulp <= 4);
      if (cases[i].constants) assert_true(err.rewrite_ulp > 4); /* over the tolerance: passed given the constant */
      else assert_true(err.rewrite_ulp <= 4);
      if (cases[i].constants)
        assert_false(rc_exec_verify_rewrite(g.f, root, &x, 1, "gelu_tanh", "dtype=f32", 4, why, sizeof why));
    }
    g_free_graph(&g);
  }
  G g = g_new_graph();
  RcValue *x, *root;
  char why[256];
  build_silu(&g, RC_DT_F32, 1.0, &x, &root);
  assert_false(rc_exec_verify_rewrite(g.f, root, &x, 1, "sigmoid", "dtype=f32", 4, why, sizeof why));
  g_free_graph(&g);
  for (int wrong = 0; wrong < 2; wrong++) {
    g = g_new_graph();
    RcValue *ins[3];
    root = layer_norm_graph(&g, 6, wrong ? 0.1666 : 0.166667, 1e-5, ins);
    RcVerifyErrors err = {0};
    bool ok = rc_exec_verify_rewrite_errors(g.f, root, ins, 3, "layer_norm", "dtype=f32;cols=6;eps=1e-05;scale=1;bias=1",
                                            4, 0, 0, &err, why, sizeof why);
    if (ok == (bool)wrong) fail_msg("layer norm with 1/6 as %s: %s", wrong ? "0.1666" : "0.166667", why);
    if (ok) assert_true(err.constants && err.rewrite_ulp > 4 && err.original_ulp <= 4);
    g_free_graph(&g);
  }
  /* 1/24 as 0.0416667 written out as an array of the rows (as many as the probe's) is
   * given its written precision too; 0.04166 is not */
  for (int wrong = 0; wrong < 2; wrong++) {
    g = g_new_graph();
    RcValue *ins[3];
    root = layer_norm_rows(&g, 6, 24, wrong ? 0.04166 : 0.0416667, true, 1e-6, ins);
    RcVerifyErrors err = {0};
    bool ok = rc_exec_verify_rewrite_errors(g.f, root, ins, 3, "layer_norm",
                                            "dtype=f32;cols=24;eps=1e-06;scale=1;bias=1", 4, 0, 0, &err, why,
                                            sizeof why);
    if (ok == (bool)wrong) fail_msg("layer norm with 1/24 as %s: %s", wrong ? "0.04166" : "0.0416667", why);
    g_free_graph(&g);
  }
}

/* softmax over rows of 16 as JAX writes it, exp(x - max) / sum(exp(x - max)), in f32 and bf16,
 * is accepted; one that divides by sum + 1 is refused. */
static void test_verify_softmax(void **state) {
  (void)state;
  RcDType dts[] = {RC_DT_F32, RC_DT_BF16};
  for (int k = 0; k < 2; k++)
    for (int wrong = 0; wrong < 2; wrong++) {
      G g = g_new_graph();
      RcDType dt = dts[k];
      RcFunc *mx = binary_region(&g, RC_OP_MAXIMUM, dt, "max");
      RcFunc *sum = binary_region(&g, RC_OP_ADD, dt, "sum");
      RcType *t = T(&g, dt, 2, (int64_t)64, (int64_t)16), *tr = T(&g, dt, 1, (int64_t)64), *s = T(&g, dt, 0);
      RcValue *x = P(&g, t);
      RcNode *r1 = N(&g, RC_OP_REDUCE, tr, 2, x, C(&g, s, -INFINITY));
      ints(r1, "dimensions", 1, (int64_t)1);
      rc_node_add_attr(r1, "to_apply", RC_ATTR_FUNC, NULL)->u.fn = mx;
      RcNode *b1 = N(&g, RC_OP_BROADCAST, t, 1, rc_node_result(r1));
      ints(b1, "dimensions", 1, (int64_t)0);
      RcValue *e = U(&g, RC_OP_EXP, B(&g, RC_OP_SUBTRACT, x, rc_node_result(b1)));
      RcNode *r2 = N(&g, RC_OP_REDUCE, tr, 2, e, C(&g, s, 0.0));
      ints(r2, "dimensions", 1, (int64_t)1);
      rc_node_add_attr(r2, "to_apply", RC_ATTR_FUNC, NULL)->u.fn = sum;
      RcValue *den = rc_node_result(r2);
      if (wrong) den = B(&g, RC_OP_ADD, den, C(&g, tr, 1.0)); /* sum + 1: a wrong formula */
      RcNode *b2 = N(&g, RC_OP_BROADCAST, t, 1, den);
      ints(b2, "dimensions", 1, (int64_t)0);
      RcValue *root = B(&g, RC_OP_DIVIDE, e, rc_node_result(b2));
      RET(&g, 1, root);
      char why[256];
      bool ok = rc_exec_verify_rewrite(g.f, root, &x, 1, "softmax", "cols=16", 4, why, sizeof why);
      if (wrong) assert_false(ok);
      else if (!ok) fail_msg("%s softmax refused: %s", rc_dtype_info[dt].hlo, why);
      /* and softmax is not log_softmax */
      if (!wrong) assert_false(rc_exec_verify_rewrite(g.f, root, &x, 1, "log_softmax", "cols=16", 4, why, sizeof why));
      g_free_graph(&g);
    }
}

/* ---- the probe shape of rewrite checks (exec/probe_shape.c) ---- */

/* The probe shape of the region rooted at root: every node of g.f but parameters and the return. */
static RcProbeShape *probe_of(G *g, RcValue **ins, uint32_t nins, RcValue *root, bool rows) {
  RcNode *nodes[256];
  uint32_t nn = 0;
  rc_func_for_each(g->f, n) if (n->op != RC_OP_PARAMETER && n->op != RC_OP_RETURN) nodes[nn++] = n;
  return rc_probe_shape_new(ins, nins, nodes, nn, root, rows);
}

static int64_t slot_numel(const RcProbeShape *p, uint32_t s) {
  int64_t k = 1;
  for (int32_t d = 0; d < p->rank[s]; d++) k *= p->dims[s][d];
  return k;
}

/* A batch dimension of 1 does not keep the check at full size: 1x1024x8192 shrinks along the
 * other dimensions, to the target plus a vector tail, and x shrinks with the root. The check
 * still accepts the right SiLU and refuses a wrong constant there. */
static void test_probe_shape_elementwise(void **state) {
  (void)state;
  int64_t shapes[2][3] = {{1, 1024, 8192}, {1024, 8192, 0}};
  for (int k = 0; k < 2; k++) {
    G g = g_new_graph();
    int rank = shapes[k][2] ? 3 : 2;
    RcType *t = rc_type_tensor(g.m, RC_DT_F32, rank, shapes[k]);
    RcValue *x = P(&g, t);
    RcValue *root = B(&g, RC_OP_MULTIPLY, x, U(&g, RC_OP_LOGISTIC, x));
    RET(&g, 1, root);
    RcProbeShape *p = probe_of(&g, &x, 1, root, false);
    assert_non_null(p);
    assert_true(p->shrunk);
    assert_int_equal(slot_numel(p, p->root), RC_PROBE_TARGET + RC_PROBE_TAIL);
    assert_int_equal(p->dims[p->root][rank - 1], RC_PROBE_TARGET + RC_PROBE_TAIL);
    assert_memory_equal(p->dims[0], p->dims[p->root], sizeof(int64_t) * (size_t)rank); /* x with the root */
    rc_probe_shape_free(p);
    char why[256];
    if (!rc_exec_verify_rewrite(g.f, root, &x, 1, "silu", "dtype=f32", 4, why, sizeof why)) fail_msg("refused: %s", why);
    assert_false(rc_exec_verify_rewrite(g.f, root, &x, 1, "gelu_erf", "", 4, why, sizeof why));
    g_free_graph(&g);
  }
}

/* Softmax over the last dimension of 1x128x3072: the reduced dimension stays whole (rows are never
 * cut), the reduce's result shrinks with the rows it belongs to, and the batch of 1 stays 1. */
static void test_probe_shape_keeps_reduced_dims(void **state) {
  (void)state;
  for (int wrong = 0; wrong < 2; wrong++) {
    G g = g_new_graph();
    RcFunc *mx = binary_region(&g, RC_OP_MAXIMUM, RC_DT_F32, "max");
    RcFunc *sum = binary_region(&g, RC_OP_ADD, RC_DT_F32, "sum");
    RcType *t = T(&g, RC_DT_F32, 3, (int64_t)1, (int64_t)128, (int64_t)3072),
           *tr = T(&g, RC_DT_F32, 2, (int64_t)1, (int64_t)128), *s = T(&g, RC_DT_F32, 0);
    RcValue *x = P(&g, t);
    RcNode *r1 = N(&g, RC_OP_REDUCE, tr, 2, x, C(&g, s, -INFINITY));
    ints(r1, "dimensions", 1, (int64_t)2);
    rc_node_add_attr(r1, "to_apply", RC_ATTR_FUNC, NULL)->u.fn = mx;
    RcNode *b1 = N(&g, RC_OP_BROADCAST, t, 1, rc_node_result(r1));
    ints(b1, "dimensions", 2, (int64_t)0, (int64_t)1);
    RcValue *e = U(&g, RC_OP_EXP, B(&g, RC_OP_SUBTRACT, x, rc_node_result(b1)));
    RcNode *r2 = N(&g, RC_OP_REDUCE, tr, 2, e, C(&g, s, 0.0));
    ints(r2, "dimensions", 1, (int64_t)2);
    rc_node_add_attr(r2, "to_apply", RC_ATTR_FUNC, NULL)->u.fn = sum;
    RcValue *den = rc_node_result(r2);
    if (wrong) den = B(&g, RC_OP_ADD, den, C(&g, tr, 1.0));
    RcNode *b2 = N(&g, RC_OP_BROADCAST, t, 1, den);
    ints(b2, "dimensions", 2, (int64_t)0, (int64_t)1);
    RcValue *root = B(&g, RC_OP_DIVIDE, e, rc_node_result(b2));
    RET(&g, 1, root);
    RcProbeShape *p = probe_of(&g, &x, 1, root, true);
    assert_non_null(p);
    assert_true(p->shrunk);
    const int64_t *d = p->dims[p->root];
    assert_int_equal(d[0], 1);
    assert_int_equal(d[2], 3072);             /* the reduced dimension: whole rows */
    assert_true(d[1] >= 2 && d[1] < 128);     /* rows sampled */
    assert_true(d[1] * 3072 >= RC_PROBE_TARGET);
    uint32_t rs = 1; /* the max reduce's slot: after x and the -inf constant */
    assert_int_equal(p->rank[rs + 1], 2);
    assert_int_equal(p->dims[rs + 1][1], d[1]); /* the row maxima shrink with their rows */
    rc_probe_shape_free(p);
    char why[256];
    bool ok = rc_exec_verify_rewrite(g.f, root, &x, 1, "softmax", "cols=3072", 4, why, sizeof why);
    if (wrong) assert_false(ok);
    else if (!ok) fail_msg("softmax refused: %s", why);
    g_free_graph(&g);
  }
}

/* Dimensions tied through a transpose shrink together (a square x + transpose(x) stays square);
 * a dimension that meets an op the shape rules do not model (iota here) is never shrunk. */
static void test_probe_shape_ties_and_kept(void **state) {
  (void)state;
  G g = g_new_graph();
  RcType *t = T(&g, RC_DT_F32, 2, (int64_t)1000, (int64_t)1000);
  RcValue *x = P(&g, t);
  RcNode *tr = N(&g, RC_OP_TRANSPOSE, t, 1, x);
  ints(tr, "dimensions", 2, (int64_t)1, (int64_t)0);
  RcValue *root = B(&g, RC_OP_ADD, x, rc_node_result(tr));
  RET(&g, 1, root);
  RcProbeShape *p = probe_of(&g, &x, 1, root, false);
  assert_true(p->shrunk);
  assert_int_equal(p->dims[p->root][0], p->dims[p->root][1]);
  assert_true(slot_numel(p, p->root) >= RC_PROBE_TARGET && p->dims[p->root][0] < 1000);
  rc_probe_shape_free(p);
  g_free_graph(&g);

  g = g_new_graph();
  t = T(&g, RC_DT_F32, 2, (int64_t)64, (int64_t)4096);
  x = P(&g, t);
  RcNode *io = N(&g, RC_OP_IOTA, t, 0);
  rc_node_add_attr(io, "iota_dimension", RC_ATTR_INT, NULL)->u.i = 1;
  root = B(&g, RC_OP_MULTIPLY, x, rc_node_result(io));
  RET(&g, 1, root);
  p = probe_of(&g, &x, 1, root, false);
  assert_false(p->shrunk);
  assert_int_equal(p->dims[p->root][0], 64);
  assert_int_equal(p->dims[p->root][1], 4096);
  rc_probe_shape_free(p);
  g_free_graph(&g);
}

/* The shrunk probe still starts with the special values: a SiLU that clamps x to +-1e30 agrees with
 * the kernel on every ordinary value at 1x1024x8192, and is refused at x = +-inf alone. */
static void test_probe_shape_keeps_specials(void **state) {
  (void)state;
  G g = g_new_graph();
  RcType *t = T(&g, RC_DT_F32, 3, (int64_t)1, (int64_t)1024, (int64_t)8192);
  RcValue *x = P(&g, t);
  RcValue *c = rc_node_result(N(&g, RC_OP_CLAMP, t, 3, C(&g, t, -1e30), x, C(&g, t, 1e30)));
  RcValue *root = B(&g, RC_OP_MULTIPLY, c, U(&g, RC_OP_LOGISTIC, c));
  RET(&g, 1, root);
  char why[256];
  assert_false(rc_exec_verify_rewrite(g.f, root, &x, 1, "silu", "dtype=f32", 4, why, sizeof why));
  assert_non_null(strstr(why, "special value mismatch"));
  g_free_graph(&g);
}

/* torch_xla spells erf as a custom call to mhlo.erf: it runs, and a GELU built on it verifies. */
static void test_mhlo_erf(void **state) {
  (void)state;
  G g = g_new_graph();
  RcType *t = T(&g, RC_DT_F32, 1, (int64_t)256);
  RcValue *x = P(&g, t);
  RcNode *e = N(&g, RC_OP_CUSTOM_CALL, t, 1, B(&g, RC_OP_MULTIPLY, x, C(&g, t, 0.70710678118654752440)));
  sattr(e, "custom_call_target", RC_ATTR_STR, "mhlo.erf");
  RcValue *root = B(&g, RC_OP_MULTIPLY, B(&g, RC_OP_MULTIPLY, x, C(&g, t, 0.5)),
                    B(&g, RC_OP_ADD, rc_node_result(e), C(&g, t, 1.0)));
  RET(&g, 1, root);
  char why[256];
  if (!rc_exec_verify_rewrite(g.f, root, &x, 1, "gelu_erf", "", 4, why, sizeof why)) fail_msg("refused: %s", why);
  int64_t d[] = {256};
  double v[256];
  for (int i = 0; i < 256; i++) v[i] = (i - 128) / 32.0;
  RcTensor *in = tensor_f(RC_DT_F32, 1, d, v);
  RcTensor *o = run1(&g, 1, &in, NULL);
  assert_non_null(o);
  for (int i = 0; i < 256; i++)
    assert_float_equal(((float *)o->data)[i], 0.5 * v[i] * (1 + erf(v[i] / sqrt(2.0))), 1e-6);
  rc_tensor_free(o);
  rc_tensor_free(in);
  g_free_graph(&g);
}

/* batch-norm-training, in HLO (one tuple) and StableHLO (three results): per feature
 * (here the rows of [2, 1, 3], feature_index 0) the mean, the biased variance, and
 * (x - mean) / sqrt(var + eps) * scale + offset. */
static void test_batch_norm_training(void **state) {
  (void)state;
  static const char *const text[2] = {
      "HloModule m\n\nENTRY main {\n  x = f32[2,1,3] parameter(0)\n  s = f32[2] constant({1, 2})\n"
      "  o = f32[2] constant({0, 10})\n"
      "  bn = (f32[2,1,3], f32[2], f32[2]) batch-norm-training(x, s, o), epsilon=0.25, feature_index=0\n"
      "  y = f32[2,1,3] get-tuple-element(bn), index=0\n  m = f32[2] get-tuple-element(bn), index=1\n"
      "  v = f32[2] get-tuple-element(bn), index=2\n  ROOT t = (f32[2,1,3], f32[2], f32[2]) tuple(y, m, v)\n}\n",
      "func.func @main(%x: tensor<2x1x3xf32>) -> (tensor<2x1x3xf32>, tensor<2xf32>, tensor<2xf32>) {\n"
      "  %s = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>\n"
      "  %o = stablehlo.constant dense<[0.0, 10.0]> : tensor<2xf32>\n"
      "  %y, %m, %v = \"stablehlo.batch_norm_training\"(%x, %s, %o) <{epsilon = 2.500000e-01 : f32, feature_index = 0 : "
      "i64}> : (tensor<2x1x3xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<2x1x3xf32>, tensor<2xf32>, tensor<2xf32>)\n"
      "  return %y, %m, %v : tensor<2x1x3xf32>, tensor<2xf32>, tensor<2xf32>\n}\n"};
  for (int f = 0; f < 2; f++) {
    RcCtx *ctx = rc_ctx_new();
    RcModule *m = NULL;
    assert_int_equal(rc_module_parse(ctx, f ? "t.mlir" : "t.hlo", text[f], strlen(text[f]),
                                     f ? RC_FORMAT_STABLEHLO : RC_FORMAT_HLO, &m),
                     RC_OK);
    int64_t dims[] = {2, 1, 3};
    RcTensor *in = tensor_f(RC_DT_F32, 3, dims, (double[]){1, 2, 3, -1, 1, 3});
    RcTensor **outs;
    size_t n;
    assert_int_equal(rc_module_run(m, &in, 1, NULL, &outs, &n), RC_OK);
    RcTensor **o = outs; /* HLO: the root tuple is one output */
    if (n == 1 && outs[0]->tuple) {
      assert_int_equal(outs[0]->nelems, 3);
      o = outs[0]->elems;
    } else {
      assert_int_equal(n, 3);
    }
    const float *y = o[0]->data, *mean = o[1]->data, *var = o[2]->data;
    /* row 0: mean 2, var 2/3; row 1: mean 1, var 8/3 */
    assert_float_equal(mean[0], 2, 1e-6);
    assert_float_equal(mean[1], 1, 1e-6);
    assert_float_equal(var[0], 2.0 / 3, 1e-6);
    assert_float_equal(var[1], 8.0 / 3, 1e-6);
    double r0 = 1 / sqrt(2.0 / 3 + 0.25), r1 = 2 / sqrt(8.0 / 3 + 0.25);
    const double want[6] = {-r0, 0, r0, 10 - 2 * r1, 10, 10 + 2 * r1};
    for (int i = 0; i < 6; i++) assert_float_equal(y[i], want[i], 1e-5);
    rc_tensors_free(outs, n);
    rc_tensor_free(in);
    rc_module_free(m);
    rc_ctx_free(ctx);
  }
}

/* A norm call with sum_out (rms_norm of x + r, eps 0, rows [3, 4] and [0, 1]), in HLO (a
 * tuple and its projections) and StableHLO (two results): the norm, and the sum bit for bit;
 * a config that does not say sum_out on a two-result call, or says it on a one-result call,
 * is an error. Values worked out by hand: 1/sqrt(12.5) and 1/sqrt(0.5). */
static void test_fused_sum_out(void **state) {
  (void)state;
  static const char *const text[2] = {
      "HloModule m\n\nENTRY main {\n  x = f32[2,2] parameter(0)\n  r = f32[2,2] parameter(1)\n"
      "  c = (f32[2,2], f32[2,2]) custom-call(x, r), custom_call_target=\"recompose.rms_norm\", "
      "backend_config={cols = 2 : i64, dtype = \"f32\", eps = 0.0 : f32, n = 4 : i64, residual = true, "
      "sum_out = true}, api_version=API_VERSION_TYPED_FFI\n"
      "  y = f32[2,2] get-tuple-element(c), index=0\n  s = f32[2,2] get-tuple-element(c), index=1\n"
      "  ROOT t = (f32[2,2], f32[2,2]) tuple(y, s)\n}\n",
      "func.func @main(%x: tensor<2x2xf32>, %r: tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<2x2xf32>) {\n"
      "  %y, %s = stablehlo.custom_call @recompose.rms_norm(%x, %r) {backend_config = \"dtype=f32;n=4;cols=2;eps=0;"
      "residual=1;sum_out=1\", api_version = 3 : i32} : (tensor<2x2xf32>, tensor<2x2xf32>) -> (tensor<2x2xf32>, "
      "tensor<2x2xf32>)\n  return %y, %s : tensor<2x2xf32>, tensor<2x2xf32>\n}\n"};
  int64_t dims[] = {2, 2};
  for (int f = 0; f < 4; f++) {
    RcCtx *ctx = rc_ctx_new();
    RcModule *m = NULL;
    const char *on = f % 2 ? "sum_out=1" : "sum_out = true", *off = f % 2 ? "sum_out=0" : "sum_out = false";
    const char *k = strstr(text[f % 2], on);
    /* f >= 2: the wrong config, sum_out off */
    char *t = f < 2 ? g_strdup(text[f % 2])
                    : g_strdup_printf("%.*s%s%s", (int)(k - text[f % 2]), text[f % 2], off, k + strlen(on));
    assert_int_equal(rc_module_parse(ctx, f % 2 ? "t.mlir" : "t.hlo", t, strlen(t),
                                     f % 2 ? RC_FORMAT_STABLEHLO : RC_FORMAT_HLO, &m),
                     RC_OK);
    RcTensor *in[2] = {tensor_f(RC_DT_F32, 2, dims, (double[]){1, 2, -1, 0}),
                       tensor_f(RC_DT_F32, 2, dims, (double[]){2, 2, 1, 1})};
    RcTensor **outs;
    size_t n;
    RcStatus st = rc_module_run(m, in, 2, NULL, &outs, &n);
    if (f >= 2) {
      assert_int_equal(st, RC_ERR_INPUT);
    } else {
      assert_int_equal(st, RC_OK);
      RcTensor **o = outs;
      if (n == 1 && outs[0]->tuple) {
        assert_int_equal(outs[0]->nelems, 2);
        o = outs[0]->elems;
      } else {
        assert_int_equal(n, 2);
      }
      const float *y = o[0]->data, *s = o[1]->data;
      const float sum[4] = {3, 4, 0, 1};
      assert_memory_equal(s, sum, sizeof sum);
      double r0 = 1 / sqrt(12.5), r1 = 1 / sqrt(0.5);
      const double want[4] = {3 * r0, 4 * r0, 0, r1};
      for (int i = 0; i < 4; i++) assert_float_equal(y[i], want[i], 1e-6);
      rc_tensors_free(outs, n);
    }
    rc_tensor_free(in[0]);
    rc_tensor_free(in[1]);
    rc_module_free(m);
    rc_ctx_free(ctx);
    g_free(t);
  }
}

/* batch-norm-grad (an op the IR keeps opaque), in HLO (one tuple) and StableHLO (three
 * results): per feature (the rows of [2, 1, 3], feature_index 0), from the mean and variance
 * it is handed, r = 1 / sqrt(var + eps): doffset = sum dy, dscale = sum dy (x - mean) r,
 * dx = scale r (dy - doffset / 3 - (x - mean) r dscale / 3); values worked out by hand. */
static void test_batch_norm_grad(void **state) {
  (void)state;
  static const char *const text[2] = {
      "HloModule m\n\nENTRY main {\n  x = f32[2,1,3] parameter(0)\n  s = f32[2] constant({1, 2})\n"
      "  m = f32[2] constant({2, 1})\n  v = f32[2] constant({0.666666667, 2.66666667})\n"
      "  dy = f32[2,1,3] constant({{{1, 0, 0}}, {{0, 1, -1}}})\n"
      "  bg = (f32[2,1,3], f32[2], f32[2]) batch-norm-grad(x, s, m, v, dy), epsilon=0.25, feature_index=0\n"
      "  dx = f32[2,1,3] get-tuple-element(bg), index=0\n  ds = f32[2] get-tuple-element(bg), index=1\n"
      "  do = f32[2] get-tuple-element(bg), index=2\n  ROOT t = (f32[2,1,3], f32[2], f32[2]) tuple(dx, ds, do)\n}\n",
      "func.func @main(%x: tensor<2x1x3xf32>) -> (tensor<2x1x3xf32>, tensor<2xf32>, tensor<2xf32>) {\n"
      "  %s = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>\n"
      "  %m = stablehlo.constant dense<[2.0, 1.0]> : tensor<2xf32>\n"
      "  %v = stablehlo.constant dense<[0.666666667, 2.66666667]> : tensor<2xf32>\n"
      "  %dy = stablehlo.constant dense<[[[1.0, 0.0, 0.0]], [[0.0, 1.0, -1.0]]]> : tensor<2x1x3xf32>\n"
      "  %dx, %ds, %do = \"stablehlo.batch_norm_grad\"(%x, %s, %m, %v, %dy) <{epsilon = 2.500000e-01 : f32, "
      "feature_index = 0 : i64}> : (tensor<2x1x3xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2x1x3xf32>) "
      "-> (tensor<2x1x3xf32>, tensor<2xf32>, tensor<2xf32>)\n"
      "  return %dx, %ds, %do : tensor<2x1x3xf32>, tensor<2xf32>, tensor<2xf32>\n}\n"};
  for (int f = 0; f < 2; f++) {
    RcCtx *ctx = rc_ctx_new();
    RcModule *m = NULL;
    assert_int_equal(rc_module_parse(ctx, f ? "t.mlir" : "t.hlo", text[f], strlen(text[f]),
                                     f ? RC_FORMAT_STABLEHLO : RC_FORMAT_HLO, &m),
                     RC_OK);
    int64_t dims[] = {2, 1, 3};
    RcTensor *in = tensor_f(RC_DT_F32, 3, dims, (double[]){1, 2, 3, -1, 1, 3});
    RcTensor **outs;
    size_t n;
    assert_int_equal(rc_module_run(m, &in, 1, NULL, &outs, &n), RC_OK);
    RcTensor **o = outs;
    if (n == 1 && outs[0]->tuple) {
      assert_int_equal(outs[0]->nelems, 3);
      o = outs[0]->elems;
    } else {
      assert_int_equal(n, 3);
    }
    const float *dx = o[0]->data, *ds = o[1]->data, *db = o[2]->data;
    const double want[6] = {0.3165048, -0.3481553, 0.0316505, -0.5353509, 1.1710801, -0.6357292};
    for (int i = 0; i < 6; i++) assert_float_equal(dx[i], want[i], 1e-5);
    assert_float_equal(ds[0], -1.0444659, 1e-5);
    assert_float_equal(ds[1], -1.1710801, 1e-5);
    assert_float_equal(db[0], 1, 1e-6);
    assert_float_equal(db[1], 0, 1e-6);
    rc_tensors_free(outs, n);
    rc_tensor_free(in);
    rc_module_free(m);
    rc_ctx_free(ctx);
  }
}

/* A check declared with a pred result yields whether it passed. */
static void test_check_with_result(void **state) {
  (void)state;
  G g = g_new_graph();
  RcType *t = T(&g, RC_DT_F32, 1, (int64_t)2);
  RcValue *x = P(&g, t);
  RcNode *c = N(&g, RC_OP_CUSTOM_CALL, T(&g, RC_DT_PRED, 0), 2, B(&g, RC_OP_ADD, x, x), x);
  sattr(c, "custom_call_target", RC_ATTR_STR, "check.expect_eq");
  RET(&g, 1, rc_node_result(c));
  int64_t d[] = {2};
  RcTensor *in = tensor_f(RC_DT_F32, 1, d, (double[]){0.0, 1.0});
  RcTensor *o = run1(&g, 1, &in, NULL);
  assert_non_null(o);
  assert_int_equal(((uint8_t *)o->data)[0], 0); /* 1 + 1 != 1 */
  rc_tensor_free(o);
  rc_tensor_free(in);
  g_free_graph(&g);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_f32_elementwise),
      cmocka_unit_test(test_int_semantics),
      cmocka_unit_test(test_unsigned_and_compare),
      cmocka_unit_test(test_convert_rounding),
      cmocka_unit_test(test_shape_ops),
      cmocka_unit_test(test_iota_and_interior_pad),
      cmocka_unit_test(test_reduce),
      cmocka_unit_test(test_reduce_window),
      cmocka_unit_test(test_dot_and_call),
      cmocka_unit_test(test_hlo_conditional),
      cmocka_unit_test(test_hlo_conditional_long_names),
      cmocka_unit_test(test_hlo_conditional_list_spacing),
      cmocka_unit_test(test_unexecutable_is_an_error),
      cmocka_unit_test(test_fused_silu_and_layer_norm),
      cmocka_unit_test(test_fused_norm_grad),
      cmocka_unit_test(test_fused_norm_scale_inner),
      cmocka_unit_test(test_fused_norm_scale_groups),
      cmocka_unit_test(test_fused_two_blocks),
      cmocka_unit_test(test_fused_three_blocks),
      cmocka_unit_test(test_par_for_ranges),
      cmocka_unit_test(test_threads_bit_identical),
      cmocka_unit_test(test_checks),
      cmocka_unit_test(test_ulp),
      cmocka_unit_test(test_npy_round_trip),
      cmocka_unit_test(test_npy_variants_and_errors),
      cmocka_unit_test(test_verify_silu), cmocka_unit_test(test_verify_rounded_chain), cmocka_unit_test(test_verify_nan_region), cmocka_unit_test(test_verify_rounded_softmax_grad),
      cmocka_unit_test(test_verify_softmax_grad_e_nonneg),
      cmocka_unit_test(test_verify_gelu_large_shape),
      cmocka_unit_test(test_verify_layer_norm),
      cmocka_unit_test(test_const_precision),
      cmocka_unit_test(test_verify_precise_reference),
      cmocka_unit_test(test_verify_softmax),
      cmocka_unit_test(test_probe_shape_elementwise),
      cmocka_unit_test(test_probe_shape_keeps_reduced_dims),
      cmocka_unit_test(test_probe_shape_ties_and_kept),
      cmocka_unit_test(test_probe_shape_keeps_specials),
      cmocka_unit_test(test_mhlo_erf),
      cmocka_unit_test(test_batch_norm_training),
      cmocka_unit_test(test_batch_norm_grad),
      cmocka_unit_test(test_fused_sum_out),
      cmocka_unit_test(test_check_with_result),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
