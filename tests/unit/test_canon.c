/* Tests of the canonicalizer (src/canon): every rule, the spellings that must
 * converge (GELU, logistic, SiLU, tanh GELU, bf16 with converts), origin
 * mapping, idempotence on hand-written and random graphs, rc_module_canonicalize,
 * out-of-memory behaviour, and a 10^6-node chain (timed, not asserted).
 * Graphs are built with the IR API through the small builder below. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <glib.h>
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "canon/canon.h"
#include "ir/ir.h"
#include "numerics/numerics.h"
#include "recompose/higher.h"
#include "support/ctx.h"

/* ---- builder ---- */

typedef struct {
  RcCtx *ctx;
  RcModule *m;
  RcFunc *f;
  int next;
} B;

static void b_init(B *b, RcFormat fmt) {
  b->ctx = rc_ctx_new();
  b->m = rc_module_create(b->ctx, fmt, "test");
  b->f = rc_func_create(b->m, "main", NULL);
  b->f->is_entry = true;
  b->m->entry = b->f;
  b->f->params = rc_module_alloc(b->m, sizeof(RcNode *) * 8);
  b->next = 0;
}

static void b_free(B *b) {
  rc_module_free(b->m);
  rc_ctx_free(b->ctx);
}

static RcValue *node(B *b, RcOp op, RcType *t, int n, RcValue **ops) {
  RcNode *k = rc_node_create(b->m, op, (uint32_t)n, 1);
  rc_func_insert_before(b->f, k, NULL);
  for (int i = 0; i < n; i++) rc_node_set_operand(k, (uint32_t)i, ops[i]);
  k->results[0].type = t;
  char name[32];
  snprintf(name, sizeof name, "v%d", b->next++);
  k->results[0].name = rc_module_strdup(b->m, name);
  k->loc.line = (uint32_t)b->next;
  return &k->results[0];
}

static RcType *ty(B *b, RcDType dt, int rank, const int64_t *dims) { return rc_type_tensor(b->m, dt, rank, dims); }

static const int64_t D2[2] = {4, 8};

static RcValue *param(B *b, int num, RcType *t) {
  RcValue *v = node(b, RC_OP_PARAMETER, t, 0, NULL);
  b->f->params[num] = v->def;
  if ((uint32_t)num + 1 > b->f->nparams) b->f->nparams = (uint32_t)num + 1;
  return v;
}

/* A scalar constant of dtype dt broadcast to t (the JAX/HLO spelling). */
static RcValue *cst_b(B *b, RcType *t, double v) {
  RcType *s = ty(b, t->dtype, 0, NULL);
  RcValue *c = node(b, RC_OP_CONSTANT, s, 0, NULL);
  RcLiteral *l = rc_module_alloc(b->m, sizeof *l);
  l->dtype = t->dtype;
  l->count = 1;
  l->splat = true;
  l->data = rc_module_alloc(b->m, 8);
  if (t->dtype == RC_DT_F32) {
    float f = (float)v;
    memcpy(l->data, &f, 4);
  } else if (t->dtype == RC_DT_F64) {
    memcpy(l->data, &v, 8);
  } else if (t->dtype == RC_DT_S32) {
    int32_t i = (int32_t)v;
    memcpy(l->data, &i, 4);
  } else { /* bf16 */
    float f = (float)v;
    uint32_t bits;
    memcpy(&bits, &f, 4);
    uint16_t h = (uint16_t)((bits + 0x7fff + ((bits >> 16) & 1)) >> 16);
    memcpy(l->data, &h, 2);
  }
  c->def->literal = l;
  if (t->rank == 0) return c;
  RcValue *bc = node(b, RC_OP_BROADCAST, t, 1, &c);
  RcAttr *a = rc_node_add_attr(bc->def, "dimensions", RC_ATTR_INTS, NULL);
  a->u.ints.n = 0;
  return bc;
}

static RcValue *u1(B *b, RcOp op, RcValue *a) { return node(b, op, a->type, 1, &a); }
static RcValue *b2(B *b, RcOp op, RcValue *x, RcValue *y) {
  RcValue *o[2] = {x, y};
  return node(b, op, x->type->rank >= y->type->rank ? x->type : y->type, 2, o);
}
static RcValue *bk(B *b, RcOp op, RcValue *x, double k) { return b2(b, op, x, cst_b(b, x->type, k)); }
static RcValue *kb(B *b, RcOp op, double k, RcValue *x) { return b2(b, op, cst_b(b, x->type, k), x); }

static RcValue *custom(B *b, const char *target, RcValue *x) {
  RcValue *v = node(b, RC_OP_CUSTOM_CALL, x->type, 1, &x);
  RcAttr *a = rc_node_add_attr(v->def, "custom_call_target", RC_ATTR_STR, NULL);
  a->u.s = rc_module_strdup(b->m, target);
  return v;
}

static RcValue *convert(B *b, RcValue *x, RcDType dt) {
  return node(b, RC_OP_CONVERT, ty(b, dt, x->type->rank, x->type->dims), 1, &x);
}

static RcValue *bcast(B *b, RcValue *x, RcType *t, int n, const int64_t *dims) {
  RcValue *v = node(b, RC_OP_BROADCAST, t, 1, &x);
  RcAttr *a = rc_node_add_attr(v->def, "dimensions", RC_ATTR_INTS, NULL);
  a->u.ints.n = (uint32_t)n;
  a->u.ints.v = rc_module_alloc(b->m, sizeof(int64_t) * (size_t)(n ? n : 1));
  memcpy(a->u.ints.v, dims, sizeof(int64_t) * (size_t)n);
  return v;
}

static RcFunc *reducer(B *b, const char *name, RcOp op, RcDType dt) {
  RcFunc *f = rc_func_create(b->m, name, NULL);
  RcFunc *save = b->f;
  b->f = f;
  f->params = rc_module_alloc(b->m, sizeof(RcNode *) * 2);
  RcValue *p0 = param(b, 0, ty(b, dt, 0, NULL)), *p1 = param(b, 1, ty(b, dt, 0, NULL));
  RcValue *r = b2(b, op, p0, p1);
  RcNode *ret = rc_node_create(b->m, RC_OP_RETURN, 1, 0);
  rc_func_insert_before(f, ret, NULL);
  rc_node_set_operand(ret, 0, r);
  b->f = save;
  return f;
}

static RcValue *reduce_last(B *b, RcValue *x, RcFunc *body, double init) {
  int64_t dims[8];
  int r = x->type->rank;
  memcpy(dims, x->type->dims, sizeof(int64_t) * (size_t)(r - 1));
  RcValue *i = cst_b(b, ty(b, x->type->dtype, 0, NULL), init);
  RcValue *o[2] = {x, i};
  RcValue *v = node(b, RC_OP_REDUCE, ty(b, x->type->dtype, r - 1, dims), 2, o);
  RcAttr *a = rc_node_add_attr(v->def, "dimensions", RC_ATTR_INTS, NULL);
  a->u.ints.n = 1;
  a->u.ints.v = rc_module_alloc(b->m, sizeof(int64_t));
  a->u.ints.v[0] = r - 1;
  RcAttr *t = rc_node_add_attr(v->def, "to_apply", RC_ATTR_FUNC, NULL);
  t->u.fn = body;
  return v;
}

static void ret(B *b, RcValue *v) {
  RcNode *k = rc_node_create(b->m, RC_OP_RETURN, 1, 0);
  rc_func_insert_before(b->f, k, NULL);
  rc_node_set_operand(k, 0, v);
}

static char *dump(const RcCanon *c, unsigned flags) {
  char *s = NULL;
  size_t n = 0;
  FILE *f = open_memstream(&s, &n);
  rc_canon_dump_ex(c, f, flags);
  fclose(f);
  return s;
}

/* Canonical dump of b's main function (caller frees). */
static char *canon_of(B *b, unsigned flags) {
  assert_int_equal(rc_module_verify(b->m), RC_OK);
  RcCanon *c = rc_canon_new(b->f);
  assert_non_null(c);
  char *s = dump(c, flags);
  rc_canon_free(c);
  return s;
}

/* The canonical function lists operands before users, and its use lists are exact. */
static void check_order(const RcCanon *c) {
  RcFunc *cf = rc_canon_func(c);
  GHashTable *seen = g_hash_table_new(NULL, NULL);
  rc_func_for_each(cf, n) {
    for (uint32_t i = 0; i < n->noperands; i++) {
      RcNode *d = rc_node_operand(n, i)->def;
      assert_true(d->func == cf && !(d->flags & RC_NODE_DEAD));
      assert_true(g_hash_table_contains(seen, d));
    }
    uint32_t k = 0;
    for (uint32_t r = 0; r < n->nresults; r++) {
      k = 0;
      rc_value_for_each_use(&n->results[r], u) {
        assert_ptr_equal(rc_node_uses(u->user)[rc_use_index(u)].value, &n->results[r]);
        k++;
      }
      assert_int_equal(k, n->results[r].nuses);
    }
    g_hash_table_add(seen, n);
  }
  assert_int_equal(cf->last->op, RC_OP_RETURN);
  g_hash_table_destroy(seen);
}

/* Canonicalizing the canonical function again changes nothing. */
static void check_idempotent(RcFunc *f) {
  RcCanon *c1 = rc_canon_new(f);
  assert_non_null(c1);
  check_order(c1);
  RcCanon *c2 = rc_canon_new(rc_canon_func(c1));
  assert_non_null(c2);
  char *s1 = dump(c1, RC_CANON_DUMP_NO_ORIGINS), *s2 = dump(c2, RC_CANON_DUMP_NO_ORIGINS);
  if (strcmp(s1, s2)) fprintf(stderr, "not idempotent:\n%s\nvs\n%s\n", s1, s2);
  assert_string_equal(s1, s2);
  free(s1);
  free(s2);
  rc_canon_free(c2);
  rc_canon_free(c1);
}

/* The canonical node computing the value returned by the canonical function. */
static RcNode *croot(const RcCanon *c) { return rc_node_operand(rc_canon_func(c)->last, 0)->def; }

static int count_op(const RcCanon *c, RcOp op) {
  int n = 0;
  rc_func_for_each(rc_canon_func(c), k) n += k->op == op;
  return n;
}

/* ---- convergence ---- */

typedef RcValue *(*Spelling)(B *b, RcValue *x);

static char *spelled(Spelling s, RcDType dt, unsigned flags) {
  B b;
  b_init(&b, RC_FORMAT_HLO);
  RcValue *x = param(&b, 0, ty(&b, dt, 2, D2));
  ret(&b, s(&b, x));
  char *out = canon_of(&b, flags);
  check_idempotent(b.f);
  b_free(&b);
  return out;
}

static void all_same(const Spelling *s, int n, const char *what) {
  char *first = spelled(s[0], RC_DT_F32, RC_CANON_DUMP_NO_ORIGINS);
  for (int i = 1; i < n; i++) {
    char *o = spelled(s[i], RC_DT_F32, RC_CANON_DUMP_NO_ORIGINS);
    if (strcmp(first, o)) fprintf(stderr, "%s spelling %d differs:\n%s\nvs\n%s\n", what, i, first, o);
    assert_string_equal(first, o);
    free(o);
  }
  free(first);
}

/* erf(x * 1/sqrt2) in several spellings */
static RcValue *erf_a(B *b, RcValue *x) { return u1(b, RC_OP_ERF, bk(b, RC_OP_MULTIPLY, x, 0.70710678118654752)); }
static RcValue *erf_b(B *b, RcValue *x) { return u1(b, RC_OP_ERF, bk(b, RC_OP_DIVIDE, x, 1.41421354)); }
static RcValue *erf_c(B *b, RcValue *x) { return custom(b, "mhlo.erf", kb(b, RC_OP_MULTIPLY, 0.70710678118654752, x)); }

static RcValue *gelu1(B *b, RcValue *x) { /* 0.5*x*(1+e) */
  return b2(b, RC_OP_MULTIPLY, kb(b, RC_OP_MULTIPLY, 0.5, x), kb(b, RC_OP_ADD, 1, erf_a(b, x)));
}
static RcValue *gelu2(B *b, RcValue *x) { /* x*(0.5*(1+e)) */
  return b2(b, RC_OP_MULTIPLY, x, kb(b, RC_OP_MULTIPLY, 0.5, bk(b, RC_OP_ADD, erf_b(b, x), 1)));
}
static RcValue *gelu3(B *b, RcValue *x) { /* (x*0.5)*(1+e) */
  return b2(b, RC_OP_MULTIPLY, bk(b, RC_OP_MULTIPLY, x, 0.5), kb(b, RC_OP_ADD, 1, erf_c(b, x)));
}
static RcValue *gelu4(B *b, RcValue *x) { /* x*(0.5+0.5*e) */
  return b2(b, RC_OP_MULTIPLY, x, kb(b, RC_OP_ADD, 0.5, kb(b, RC_OP_MULTIPLY, 0.5, erf_a(b, x))));
}
static RcValue *gelu5(B *b, RcValue *x) { /* JAX: 0.5*x*erfc(-x*0.7071) */
  RcValue *e = u1(b, RC_OP_ERFC, bk(b, RC_OP_MULTIPLY, u1(b, RC_OP_NEGATE, x), 0.70710678118654752));
  return b2(b, RC_OP_MULTIPLY, kb(b, RC_OP_MULTIPLY, 0.5, x), e);
}
static RcValue *gelu6(B *b, RcValue *x) { /* old JAX: x*(erf(x/sqrt2)+1)/2 */
  return bk(b, RC_OP_DIVIDE, b2(b, RC_OP_MULTIPLY, x, bk(b, RC_OP_ADD, erf_b(b, x), 1)), 2);
}
static RcValue *gelu7(B *b, RcValue *x) { /* 0.5*x*(1 - erf(-x*0.7071)) */
  RcValue *e = u1(b, RC_OP_ERF, kb(b, RC_OP_MULTIPLY, -0.70710678118654752, x));
  return b2(b, RC_OP_MULTIPLY, x, kb(b, RC_OP_MULTIPLY, 0.5, kb(b, RC_OP_SUBTRACT, 1, e)));
}

/* x^2 as Flax (chlo.square), as XLA (multiply) and as torch-mlir (power(x, 2)) */
static RcValue *sq1(B *b, RcValue *x) { return bk(b, RC_OP_ADD, u1(b, RC_OP_SQUARE, x), 1); }
static RcValue *sq2(B *b, RcValue *x) { return bk(b, RC_OP_ADD, b2(b, RC_OP_MULTIPLY, x, x), 1); }
static RcValue *sq3(B *b, RcValue *x) { return bk(b, RC_OP_ADD, bk(b, RC_OP_POWER, x, 2), 1); }

static void test_square_spellings(void **state) {
  (void)state;
  Spelling s[] = {sq1, sq2, sq3};
  all_same(s, 3, "square");
  char *d = spelled(sq1, RC_DT_F32, RC_CANON_DUMP_NO_ORIGINS | RC_CANON_DUMP_NO_TYPES);
  assert_null(strstr(d, "square"));
  assert_non_null(strstr(d, "multiply"));
  free(d);
}

static void test_gelu_erf_spellings(void **state) {
  (void)state;
  Spelling s[] = {gelu1, gelu2, gelu3, gelu4, gelu5, gelu6, gelu7};
  all_same(s, 7, "gelu_erf");
  char *d = spelled(gelu1, RC_DT_F32, RC_CANON_DUMP_NO_ORIGINS | RC_CANON_DUMP_NO_TYPES);
  /* the documented shape: multiply(x, add(erf(multiply(x, c)), 1), 0.5) */
  assert_non_null(strstr(d, "erf("));
  assert_non_null(strstr(d, "(0.5)"));
  assert_null(strstr(d, "divide"));
  assert_null(strstr(d, "subtract"));
  free(d);
}

static RcValue *sig1(B *b, RcValue *x) { return u1(b, RC_OP_LOGISTIC, x); }
static RcValue *sig2(B *b, RcValue *x) { /* JAX: 1/(1+exp(-x)), constant first */
  return kb(b, RC_OP_DIVIDE, 1, kb(b, RC_OP_ADD, 1, u1(b, RC_OP_EXP, u1(b, RC_OP_NEGATE, x))));
}
static RcValue *sig3(B *b, RcValue *x) { /* exp(x)/(1+exp(x)) */
  RcValue *e = u1(b, RC_OP_EXP, x);
  return b2(b, RC_OP_DIVIDE, e, bk(b, RC_OP_ADD, e, 1));
}
static RcValue *sig4(B *b, RcValue *x) { /* 0.5+0.5*tanh(0.5*x) */
  return kb(b, RC_OP_ADD, 0.5, kb(b, RC_OP_MULTIPLY, 0.5, u1(b, RC_OP_TANH, bk(b, RC_OP_MULTIPLY, x, 0.5))));
}
static RcValue *sig5(B *b, RcValue *x) { return custom(b, "recompose.sigmoid", x); }
static RcValue *sig6(B *b, RcValue *x) { /* 1/(1+exp(x*-1)) */
  return kb(b, RC_OP_DIVIDE, 1, bk(b, RC_OP_ADD, u1(b, RC_OP_EXP, bk(b, RC_OP_MULTIPLY, x, -1)), 1));
}
static RcValue *sig7(B *b, RcValue *x) { /* 0.5*(tanh(x/2)+1) */
  return kb(b, RC_OP_MULTIPLY, 0.5, bk(b, RC_OP_ADD, u1(b, RC_OP_TANH, bk(b, RC_OP_DIVIDE, x, 2)), 1));
}

static void test_logistic_spellings(void **state) {
  (void)state;
  Spelling s[] = {sig1, sig2, sig3, sig4, sig5, sig6, sig7};
  all_same(s, 7, "logistic");
  char *d = spelled(sig2, RC_DT_F32, RC_CANON_DUMP_NO_TYPES | RC_CANON_DUMP_NO_ORIGINS);
  assert_string_equal(d, "canonical main {\n  %0 = parameter(0)\n  %1 = logistic(%0)\n  return(%1)\n}\n");
  free(d);
}

static RcValue *silu1(B *b, RcValue *x) { return b2(b, RC_OP_MULTIPLY, x, u1(b, RC_OP_LOGISTIC, x)); }
static RcValue *silu2(B *b, RcValue *x) { return b2(b, RC_OP_MULTIPLY, sig2(b, x), x); }
static RcValue *silu3(B *b, RcValue *x) { /* x/(1+exp(-x)) */
  return b2(b, RC_OP_DIVIDE, x, kb(b, RC_OP_ADD, 1, u1(b, RC_OP_EXP, u1(b, RC_OP_NEGATE, x))));
}
static RcValue *silu4(B *b, RcValue *x) { return b2(b, RC_OP_MULTIPLY, custom(b, "recompose.sigmoid", x), x); }

static void test_silu_spellings(void **state) {
  (void)state;
  Spelling s[] = {silu1, silu2, silu3, silu4};
  all_same(s, 4, "silu");
}

static RcValue *inner_tanh_arg(B *b, RcValue *x, int cube) {
  RcValue *x3;
  if (cube == 0)
    x3 = bk(b, RC_OP_POWER, x, 3);
  else if (cube == 1)
    x3 = b2(b, RC_OP_MULTIPLY, b2(b, RC_OP_MULTIPLY, x, x), x);
  else
    x3 = b2(b, RC_OP_MULTIPLY, x, b2(b, RC_OP_MULTIPLY, x, x));
  return b2(b, RC_OP_ADD, x, kb(b, RC_OP_MULTIPLY, 0.044715, x3));
}
static RcValue *gt1(B *b, RcValue *x) { /* torch: 0.5*x*(1+tanh(k*(x+0.044715*pow(x,3)))) */
  RcValue *t = u1(b, RC_OP_TANH, kb(b, RC_OP_MULTIPLY, 0.7978845608028654, inner_tanh_arg(b, x, 0)));
  return b2(b, RC_OP_MULTIPLY, kb(b, RC_OP_MULTIPLY, 0.5, x), kb(b, RC_OP_ADD, 1, t));
}
static RcValue *gt2(B *b, RcValue *x) { /* JAX: x * (0.5 * (1 + tanh(...))) with x*x*x */
  RcValue *t = u1(b, RC_OP_TANH, bk(b, RC_OP_MULTIPLY, inner_tanh_arg(b, x, 1), 0.7978845608028654));
  return b2(b, RC_OP_MULTIPLY, x, kb(b, RC_OP_MULTIPLY, 0.5, bk(b, RC_OP_ADD, t, 1)));
}
static RcValue *gt3(B *b, RcValue *x) { /* sigmoid form */
  RcValue *s = u1(b, RC_OP_LOGISTIC, kb(b, RC_OP_MULTIPLY, 1.5957691216057308, inner_tanh_arg(b, x, 2)));
  return b2(b, RC_OP_MULTIPLY, x, s);
}

static void test_gelu_tanh_spellings(void **state) {
  (void)state;
  Spelling s[] = {gt1, gt2, gt3};
  all_same(s, 3, "gelu_tanh");
}

/* bf16 graph: upcast, compute in f32, downcast; matches the f32 graph. */
static RcValue *silu_bf16(B *b, RcValue *x) {
  RcValue *u = convert(b, x, RC_DT_F32);
  return convert(b, silu2(b, u), RC_DT_BF16);
}

static void test_bf16_converts(void **state) {
  (void)state;
  unsigned fl = RC_CANON_DUMP_NO_ORIGINS | RC_CANON_DUMP_NO_TYPES;
  char *a = spelled(silu2, RC_DT_F32, fl), *c = spelled(silu_bf16, RC_DT_BF16, fl);
  assert_string_equal(a, c);
  free(a);
  free(c);
  /* origins: the root is the f32 multiply, wrapped by the downcast; x is the bf16 input */
  B b;
  b_init(&b, RC_FORMAT_HLO);
  RcValue *x = param(&b, 0, ty(&b, RC_DT_BF16, 2, D2));
  RcValue *up = convert(&b, x, RC_DT_F32);
  RcValue *y = silu1(&b, up);
  RcValue *down = convert(&b, y, RC_DT_BF16);
  ret(&b, down);
  RcCanon *cn = rc_canon_new(b.f);
  RcNode *r = croot(cn);
  assert_int_equal(r->op, RC_OP_MULTIPLY);
  assert_ptr_equal(rc_canon_origin(cn, &r->results[0]), y);
  assert_ptr_equal(rc_canon_origin_wrapped(cn, &r->results[0]), down);
  RcValue *cx = rc_node_operand(r, 0)->def->op == RC_OP_PARAMETER ? rc_node_operand(r, 0) : rc_node_operand(r, 1);
  assert_int_equal(cx->def->op, RC_OP_PARAMETER);
  assert_ptr_equal(rc_canon_origin(cn, cx), x);
  assert_ptr_equal(rc_canon_origin_wrapped(cn, cx), up);
  assert_ptr_equal(rc_canon_lookup(cn, down), &r->results[0]);
  assert_int_equal(count_op(cn, RC_OP_CONVERT), 0);
  rc_canon_free(cn);
  /* an integer convert is kept */
  B i;
  b_init(&i, RC_FORMAT_HLO);
  RcValue *xi = param(&i, 0, ty(&i, RC_DT_F32, 2, D2));
  ret(&i, convert(&i, xi, RC_DT_S32));
  cn = rc_canon_new(i.f);
  assert_int_equal(count_op(cn, RC_OP_CONVERT), 1);
  rc_canon_free(cn);
  b_free(&i);
  b_free(&b);
}

/* XLA's float normalization of a bf16 graph: each op in f32 between converts, its result
 * rounded through bf16, the bf16 constant folded into an f32 one (0.796875 is 0.7978846
 * in bf16). The canonical view reads each such op as the bf16 op (bf16 type, bf16
 * constant); the computation's root ends at its rounding, not at the f32 read after it.
 * Near misses keep the f32 op: a constant not exact in bf16, a user that is no rounding,
 * a rounding to f16 of bf16 values. */
static void test_float_normalized(void **state) {
  (void)state;
  B b;
  b_init(&b, RC_FORMAT_HLO);
  RcValue *x = param(&b, 0, ty(&b, RC_DT_BF16, 2, D2));
  RcValue *u = convert(&b, x, RC_DT_F32);
  RcValue *m = bk(&b, RC_OP_MULTIPLY, u, 0.796875);
  RcValue *mr = convert(&b, m, RC_DT_BF16), *mf = convert(&b, mr, RC_DT_F32);
  RcValue *t = u1(&b, RC_OP_TANH, mf);
  RcValue *tr = convert(&b, t, RC_DT_BF16), *tf = convert(&b, tr, RC_DT_F32);
  RcValue *k = bk(&b, RC_OP_MULTIPLY, tf, 0.7978846);         /* not exact in bf16 */
  RcValue *kr = convert(&b, k, RC_DT_BF16);
  RcValue *a = b2(&b, RC_OP_ADD, convert(&b, kr, RC_DT_F32), u); /* read by the next op unrounded */
  RcValue *e = u1(&b, RC_OP_EXP, a);
  RcValue *er = convert(&b, e, RC_DT_F16);                        /* f16 rounding of bf16 values */
  RcValue *n = u1(&b, RC_OP_NEGATE, convert(&b, er, RC_DT_F32));
  ret(&b, convert(&b, n, RC_DT_F16));
  assert_int_equal(rc_module_verify(b.m), RC_OK);
  RcCanon *cn = rc_canon_new(b.f);
  assert_non_null(cn);
  check_order(cn);
  RcValue *cm = rc_canon_lookup(cn, m), *ct = rc_canon_lookup(cn, t);
  assert_non_null(cm);
  assert_non_null(ct);
  assert_int_equal(cm->def->op, RC_OP_MULTIPLY);
  assert_int_equal(cm->type->dtype, RC_DT_BF16);
  RcValue *k0 = rc_node_operand(cm->def, 1);
  double v;
  assert_int_equal(k0->def->op, RC_OP_CONSTANT);
  assert_int_equal(k0->def->literal->dtype, RC_DT_BF16);
  assert_true(rc_literal_splat_f64(k0->def->literal, &v) && v == 0.796875);
  assert_int_equal(ct->def->op, RC_OP_TANH);
  assert_int_equal(ct->type->dtype, RC_DT_BF16);
  assert_ptr_equal(rc_canon_lookup(cn, mf), cm);
  assert_ptr_equal(rc_canon_origin(cn, cm), m);
  assert_ptr_equal(rc_canon_origin_wrapped(cn, cm), mr); /* not mf: that is tanh's read */
  assert_ptr_equal(rc_canon_origin_wrapped(cn, ct), tr);
  assert_int_equal(rc_canon_lookup(cn, k)->type->dtype, RC_DT_F32);
  assert_int_equal(rc_canon_lookup(cn, a)->type->dtype, RC_DT_F32);
  assert_int_equal(rc_canon_lookup(cn, e)->type->dtype, RC_DT_F32);
  /* the negate reads f16 values (the f16 rounding of e) and rounds to f16: an f16 op */
  assert_int_equal(rc_canon_lookup(cn, n)->type->dtype, RC_DT_F16);
  rc_canon_free(cn);
  check_idempotent(b.f);
  b_free(&b);
}

/* Two converts of one bf16 x to f32 (Flax LayerNorm converts x once for the
 * statistics and once for the centring) are one canonical value, whose origin is x;
 * rc_canon_same_node says the two original converts compute one value, and tells
 * them from a convert to another type, of another value or with another attribute. */
static void test_twin_converts(void **state) {
  (void)state;
  B b;
  b_init(&b, RC_FORMAT_HLO);
  RcValue *x = param(&b, 0, ty(&b, RC_DT_BF16, 2, D2)), *z = param(&b, 1, ty(&b, RC_DT_BF16, 2, D2));
  RcValue *u1v = convert(&b, x, RC_DT_F32), *u2v = convert(&b, x, RC_DT_F32);
  RcValue *h = convert(&b, x, RC_DT_F16), *w = convert(&b, z, RC_DT_F32), *t = convert(&b, x, RC_DT_F32);
  RcAttr *a = rc_node_add_attr(u2v->def, "metadata", RC_ATTR_RAW, NULL); /* an annotation: the same value */
  a->raw = "{op_name=\"jit(f)/convert_element_type\"}";
  RcAttr *k = rc_node_add_attr(t->def, "kind", RC_ATTR_RAW, NULL); /* a made-up attribute that counts */
  k->raw = "x";
  RcValue *s = b2(&b, RC_OP_MULTIPLY, b2(&b, RC_OP_ADD, u1v, u2v), b2(&b, RC_OP_ADD, w, t));
  ret(&b, b2(&b, RC_OP_ADD, s, convert(&b, h, RC_DT_F32)));
  assert_true(rc_canon_same_node(u1v->def, u2v->def));
  assert_true(rc_canon_same_node(u2v->def, u1v->def));
  assert_false(rc_canon_same_node(u1v->def, h->def));
  assert_false(rc_canon_same_node(u1v->def, w->def));
  assert_false(rc_canon_same_node(u1v->def, t->def));
  assert_false(rc_canon_same_node(x->def, z->def)); /* parameters are never merged */
  RcCanon *cn = rc_canon_new(b.f);
  RcValue *c1 = rc_canon_lookup(cn, u1v), *c2 = rc_canon_lookup(cn, u2v);
  assert_non_null(c1);
  assert_ptr_equal(c1, c2);
  assert_ptr_equal(rc_canon_origin(cn, c1), x);
  assert_ptr_equal(c1, rc_canon_lookup(cn, x));
  rc_canon_free(cn);
  b_free(&b);
}

/* ---- single rules ---- */

static RcCanon *canon_ret(B *b, RcValue *v) {
  ret(b, v);
  assert_int_equal(rc_module_verify(b->m), RC_OK);
  check_idempotent(b->f);
  RcCanon *c = rc_canon_new(b->f);
  assert_non_null(c);
  return c;
}

/* Values computed from constants only, as exporters write them once per module
 * (rsqrt(2), 1/sqrt(2), convert(6) to bf16 or f16, a negated or reshaped splat, a
 * bf16 round trip), are splat constants of the canonical form, rounded to the dtype
 * of the value they stand for: the matcher reads them by value. */
typedef enum { CC_RSQRT2, CC_INV_SQRT2, CC_SIX_BF16, CC_SIX_F16, CC_NEG_HALF, CC_RESHAPED, CC_BF16_THIRD } CcKind;

static void computed_constant_case(CcKind kind, RcDType dt, double want) {
  B b;
  b_init(&b, RC_FORMAT_HLO);
  static const int64_t flat[1] = {32};
  RcType *t = kind == CC_RESHAPED ? ty(&b, dt, 1, flat) : ty(&b, dt, 2, D2);
  RcType *f32s = ty(&b, RC_DT_F32, 0, NULL), *f32t = ty(&b, RC_DT_F32, 2, D2);
  RcValue *x = param(&b, 0, t), *k = NULL;
  switch (kind) {
  case CC_RSQRT2: k = bcast(&b, u1(&b, RC_OP_RSQRT, cst_b(&b, f32s, 2)), t, 0, D2); break;
  case CC_INV_SQRT2:
    k = bcast(&b, b2(&b, RC_OP_DIVIDE, cst_b(&b, f32s, 1), u1(&b, RC_OP_SQRT, cst_b(&b, f32s, 2))), t, 0, D2);
    break;
  case CC_SIX_BF16:
  case CC_SIX_F16: k = bcast(&b, convert(&b, cst_b(&b, f32s, 6), dt), t, 0, D2); break;
  case CC_NEG_HALF: k = u1(&b, RC_OP_NEGATE, cst_b(&b, t, 0.5)); break;
  case CC_RESHAPED: k = node(&b, RC_OP_RESHAPE, t, 1, (RcValue *[]){cst_b(&b, f32t, 3)}); break;
  case CC_BF16_THIRD: k = convert(&b, convert(&b, cst_b(&b, f32t, 1.0 / 3.0), RC_DT_BF16), RC_DT_F32); break;
  }
  RcCanon *c = canon_ret(&b, b2(&b, RC_OP_MULTIPLY, x, k));
  RcNode *r = croot(c);
  assert_int_equal(r->op, RC_OP_MULTIPLY);
  assert_int_equal(r->noperands, 2);
  double v;
  RcNode *kn = rc_node_operand(r, 1)->def;
  assert_int_equal(kn->op, RC_OP_CONSTANT);
  assert_true(rc_literal_splat_f64(kn->literal, &v));
  if (v != want) fail_msg("computed constant %d: %.9g, want %.9g", (int)kind, v, want);
  assert_int_equal(count_op(c, RC_OP_RSQRT) + count_op(c, RC_OP_SQRT) + count_op(c, RC_OP_CONVERT), 0);
  rc_canon_free(c);
  b_free(&b);
}

static void test_computed_constants(void **state) {
  (void)state;
  computed_constant_case(CC_RSQRT2, RC_DT_F32, (float)(1 / sqrt(2.0)));
  computed_constant_case(CC_INV_SQRT2, RC_DT_F32, (float)(1 / sqrt(2.0)));
  computed_constant_case(CC_SIX_BF16, RC_DT_BF16, 6);
  computed_constant_case(CC_SIX_F16, RC_DT_F16, 6);
  computed_constant_case(CC_NEG_HALF, RC_DT_F32, -0.5);
  computed_constant_case(CC_RESHAPED, RC_DT_F32, 3);
  computed_constant_case(CC_BF16_THIRD, RC_DT_F32, 0.333984375); /* 1/3 rounded to bf16 on the way */
}

static void test_rules_arith(void **state) {
  (void)state;
  B b;
  b_init(&b, RC_FORMAT_HLO);
  RcType *t = ty(&b, RC_DT_F32, 2, D2);
  RcValue *x = param(&b, 0, t), *y = param(&b, 1, t);
  double k;
  /* subtract -> add(a, negate(b)) */
  RcCanon *c = canon_ret(&b, b2(&b, RC_OP_SUBTRACT, x, y));
  RcNode *r = croot(c);
  assert_int_equal(r->op, RC_OP_ADD);
  assert_int_equal(r->noperands, 2);
  assert_true(rc_node_operand(r, 0)->def->op == RC_OP_NEGATE || rc_node_operand(r, 1)->def->op == RC_OP_NEGATE);
  rc_canon_free(c);
  b_free(&b);

  /* divide by a constant -> multiply by the reciprocal, constants merged */
  b_init(&b, RC_FORMAT_HLO);
  t = ty(&b, RC_DT_F32, 2, D2);
  x = param(&b, 0, t);
  c = canon_ret(&b, bk(&b, RC_OP_MULTIPLY, bk(&b, RC_OP_DIVIDE, x, 4), 3));
  r = croot(c);
  assert_int_equal(r->op, RC_OP_MULTIPLY);
  assert_int_equal(r->noperands, 2);
  assert_true(rc_literal_splat_f64(rc_node_operand(r, 1)->def->literal, &k));
  assert_true(k == 0.75);
  assert_int_equal(count_op(c, RC_OP_CONSTANT), 1);
  assert_int_equal(count_op(c, RC_OP_BROADCAST), 0);
  /* the merged constant has no original value; the product is the outer multiply */
  assert_null(rc_canon_origin(c, rc_node_operand(r, 1)));
  assert_non_null(rc_canon_origin(c, &r->results[0]));
  rc_canon_free(c);
  b_free(&b);

  /* power(x,3), x*x*x, x*(x*x) -> multiply(x,x,x); power(x,2) -> multiply(x,x) */
  for (int form = 0; form < 4; form++) {
    b_init(&b, RC_FORMAT_HLO);
    x = param(&b, 0, ty(&b, RC_DT_F32, 2, D2));
    RcValue *v = form == 0   ? bk(&b, RC_OP_POWER, x, 3)
                 : form == 1 ? b2(&b, RC_OP_MULTIPLY, b2(&b, RC_OP_MULTIPLY, x, x), x)
                 : form == 2 ? b2(&b, RC_OP_MULTIPLY, x, b2(&b, RC_OP_MULTIPLY, x, x))
                             : bk(&b, RC_OP_POWER, x, 2);
    c = canon_ret(&b, v);
    r = croot(c);
    assert_int_equal(r->op, RC_OP_MULTIPLY);
    assert_int_equal(r->noperands, form == 3 ? 2 : 3);
    for (uint32_t i = 0; i < r->noperands; i++) assert_int_equal(rc_node_operand(r, i)->def->op, RC_OP_PARAMETER);
    rc_canon_free(c);
    b_free(&b);
  }

  /* negate(negate(x)) -> x; negate(constant) folded; exp(-(x*2)) -> exp(multiply(x, -2)) */
  b_init(&b, RC_FORMAT_HLO);
  x = param(&b, 0, ty(&b, RC_DT_F32, 2, D2));
  c = canon_ret(&b, u1(&b, RC_OP_NEGATE, u1(&b, RC_OP_NEGATE, x)));
  assert_int_equal(croot(c)->op, RC_OP_PARAMETER);
  rc_canon_free(c);
  b_free(&b);
  b_init(&b, RC_FORMAT_HLO);
  x = param(&b, 0, ty(&b, RC_DT_F32, 2, D2));
  c = canon_ret(&b, u1(&b, RC_OP_EXP, u1(&b, RC_OP_NEGATE, bk(&b, RC_OP_MULTIPLY, x, 2))));
  r = croot(c);
  assert_int_equal(r->op, RC_OP_EXP);
  r = rc_node_operand(r, 0)->def;
  assert_int_equal(r->op, RC_OP_MULTIPLY);
  assert_true(rc_literal_splat_f64(rc_node_operand(r, 1)->def->literal, &k) && k == -2);
  rc_canon_free(c);
  b_free(&b);

  /* constant folding: exp(0)*3 + 1 -> splat 4 of the result shape */
  b_init(&b, RC_FORMAT_HLO);
  t = ty(&b, RC_DT_F32, 2, D2);
  RcValue *z = cst_b(&b, t, 0);
  c = canon_ret(&b, bk(&b, RC_OP_ADD, bk(&b, RC_OP_MULTIPLY, u1(&b, RC_OP_EXP, z), 3), 1));
  r = croot(c);
  assert_int_equal(r->op, RC_OP_CONSTANT);
  assert_true(rc_literal_splat_f64(r->literal, &k) && k == 4);
  assert_int_equal(r->results[0].type->rank, 2);
  rc_canon_free(c);
  b_free(&b);

  /* 1/sqrt(x) -> rsqrt(x); a/sqrt(b) -> a*rsqrt(b); a/exp(b) -> a*exp(-b) */
  b_init(&b, RC_FORMAT_HLO);
  x = param(&b, 0, ty(&b, RC_DT_F32, 2, D2));
  c = canon_ret(&b, kb(&b, RC_OP_DIVIDE, 1, u1(&b, RC_OP_SQRT, x)));
  assert_int_equal(croot(c)->op, RC_OP_RSQRT);
  rc_canon_free(c);
  b_free(&b);
  b_init(&b, RC_FORMAT_HLO);
  x = param(&b, 0, ty(&b, RC_DT_F32, 2, D2));
  y = param(&b, 1, x->type);
  c = canon_ret(&b, b2(&b, RC_OP_DIVIDE, x, u1(&b, RC_OP_SQRT, y)));
  assert_int_equal(croot(c)->op, RC_OP_MULTIPLY);
  assert_int_equal(count_op(c, RC_OP_RSQRT), 1);
  assert_int_equal(count_op(c, RC_OP_DIVIDE), 0);
  rc_canon_free(c);
  b_free(&b);

  /* a divide by a non-constant stays */
  b_init(&b, RC_FORMAT_HLO);
  x = param(&b, 0, ty(&b, RC_DT_F32, 2, D2));
  y = param(&b, 1, x->type);
  c = canon_ret(&b, b2(&b, RC_OP_DIVIDE, x, y));
  assert_int_equal(croot(c)->op, RC_OP_DIVIDE);
  rc_canon_free(c);
  b_free(&b);
}

/* A compare of two constants and a select on a constant predicate fold: torch_xla writes
 * a mean's 1/N as select(N != 0, 1 / convert(N), nan) of s32 constants, read as the 1/N
 * it is. select(N == 0, ...) picks the nan; a total-order compare at 0 stays (it tells -0
 * from 0). */
typedef enum { SEL_NE, SEL_EQ, SEL_TOTAL_ZERO } SelKind;

static void select_case(SelKind kind) {
  B b;
  b_init(&b, RC_FORMAT_HLO);
  RcType *t = ty(&b, RC_DT_F32, 2, D2), *s32 = ty(&b, RC_DT_S32, 0, NULL), *f32 = ty(&b, RC_DT_F32, 0, NULL);
  RcType *pred = ty(&b, RC_DT_PRED, 0, NULL);
  RcValue *x = param(&b, 0, t);
  RcValue *n = cst_b(&b, s32, 64), *z = cst_b(&b, s32, 0);
  RcValue *cmp[2] = {kind == SEL_TOTAL_ZERO ? cst_b(&b, f32, 0) : n, kind == SEL_TOTAL_ZERO ? cst_b(&b, f32, -0.0) : z};
  RcValue *p = node(&b, RC_OP_COMPARE, pred, 2, cmp);
  rc_node_add_attr(p->def, "direction", RC_ATTR_ENUM, NULL)->u.s = kind == SEL_NE ? "NE" : "EQ";
  if (kind == SEL_TOTAL_ZERO) rc_node_add_attr(p->def, "compare_type", RC_ATTR_ENUM, NULL)->u.s = "TOTALORDER";
  RcValue *inv = kb(&b, RC_OP_DIVIDE, 1, node(&b, RC_OP_CONVERT, f32, 1, &n));
  RcValue *sel[3] = {p, inv, cst_b(&b, f32, NAN)};
  RcValue *k = node(&b, RC_OP_SELECT, f32, 3, sel);
  RcValue *bk_ = node(&b, RC_OP_BROADCAST, t, 1, &k);
  rc_node_add_attr(bk_->def, "dimensions", RC_ATTR_INTS, NULL)->u.ints.n = 0;
  RcCanon *c = canon_ret(&b, b2(&b, RC_OP_MULTIPLY, x, bk_));
  RcNode *r = croot(c);
  assert_int_equal(r->op, RC_OP_MULTIPLY);
  assert_int_equal(count_op(c, RC_OP_COMPARE), kind == SEL_TOTAL_ZERO);
  assert_int_equal(count_op(c, RC_OP_SELECT), kind == SEL_TOTAL_ZERO);
  if (kind != SEL_TOTAL_ZERO) {
    double v;
    RcNode *kn = rc_node_operand(r, 1)->def;
    assert_int_equal(kn->op, RC_OP_CONSTANT);
    assert_true(rc_literal_splat_f64(kn->literal, &v));
    if (kind == SEL_NE) assert_true(v == 1.0 / 64);
    else assert_true(isnan(v));
  }
  rc_canon_free(c);
  b_free(&b);
}

static void test_fold_select(void **state) {
  (void)state;
  select_case(SEL_NE);
  select_case(SEL_EQ);
  select_case(SEL_TOTAL_ZERO);
}

static void test_rules_order_and_cse(void **state) {
  (void)state;
  /* operand order is stable: a+b and b+a, (a*b)*c and a*(c*b) give the same node */
  const char *d[4];
  for (int form = 0; form < 4; form++) {
    B b;
    b_init(&b, RC_FORMAT_HLO);
    RcType *t = ty(&b, RC_DT_F32, 2, D2);
    RcValue *p = param(&b, 0, t), *q = param(&b, 1, t), *r = param(&b, 2, t);
    RcValue *e = u1(&b, RC_OP_EXP, p), *l = u1(&b, RC_OP_LOG, q);
    RcValue *v;
    if (form == 0)
      v = b2(&b, RC_OP_MULTIPLY, b2(&b, RC_OP_MULTIPLY, e, l), r);
    else if (form == 1)
      v = b2(&b, RC_OP_MULTIPLY, e, b2(&b, RC_OP_MULTIPLY, r, l));
    else if (form == 2)
      v = b2(&b, RC_OP_MULTIPLY, r, b2(&b, RC_OP_MULTIPLY, l, e));
    else
      v = b2(&b, RC_OP_MULTIPLY, b2(&b, RC_OP_MULTIPLY, l, r), e);
    ret(&b, v);
    d[form] = canon_of(&b, RC_CANON_DUMP_NO_ORIGINS);
    b_free(&b);
  }
  for (int i = 1; i < 4; i++) assert_string_equal(d[0], d[i]);
  for (int i = 0; i < 4; i++) free((char *)d[i]);

  /* CSE: two identical exps and two identical constants become one; DCE drops the unused log */
  B b;
  b_init(&b, RC_FORMAT_HLO);
  RcType *t = ty(&b, RC_DT_F32, 2, D2);
  RcValue *x = param(&b, 0, t);
  RcValue *e1 = u1(&b, RC_OP_EXP, x), *e2 = u1(&b, RC_OP_EXP, x);
  u1(&b, RC_OP_LOG, x); /* dead */
  RcCanon *c = canon_ret(&b, b2(&b, RC_OP_ADD, bk(&b, RC_OP_MULTIPLY, e1, 2), bk(&b, RC_OP_MULTIPLY, e2, 2)));
  assert_int_equal(count_op(c, RC_OP_EXP), 1);
  assert_int_equal(count_op(c, RC_OP_LOG), 0);
  RcNode *r = croot(c);
  /* 2e + 2e: one common factor -> multiply(add(e, e), 2) */
  assert_int_equal(r->op, RC_OP_MULTIPLY);
  assert_int_equal(rc_node_operand(r, 0)->def->op, RC_OP_ADD);
  assert_ptr_equal(rc_canon_lookup(&*c, e2), rc_canon_lookup(c, e1));
  assert_ptr_equal(rc_canon_origin(c, rc_canon_lookup(c, e2)), e1);
  rc_canon_free(c);
  b_free(&b);

  /* max/min: clamp with constant bounds -> minimum(maximum(x, lo), hi); max(x, -inf) -> x */
  b_init(&b, RC_FORMAT_HLO);
  t = ty(&b, RC_DT_F32, 2, D2);
  x = param(&b, 0, t);
  RcValue *o[3] = {cst_b(&b, ty(&b, RC_DT_F32, 0, NULL), 0), bk(&b, RC_OP_MAXIMUM, x, -INFINITY),
                   cst_b(&b, ty(&b, RC_DT_F32, 0, NULL), 6)};
  c = canon_ret(&b, node(&b, RC_OP_CLAMP, t, 3, o));
  r = croot(c);
  assert_int_equal(r->op, RC_OP_MINIMUM);
  assert_int_equal(rc_node_operand(r, 0)->def->op, RC_OP_MAXIMUM);
  assert_ptr_equal(rc_node_operand(rc_node_operand(r, 0)->def, 0)->def->op, RC_OP_PARAMETER);
  assert_int_equal(count_op(c, RC_OP_CLAMP), 0);
  rc_canon_free(c);
  b_free(&b);
}

/* minmax.c: a maximum with the dtype's lowest finite value, or a minimum with its
 * largest, is dropped (as +-inf are), other large bounds stay; a max of a min with
 * constants lo <= hi reads as the min of a max. */
static void test_minmax_bounds(void **state) {
  (void)state;
  static const struct {
    RcDType dt;
    RcOp op;
    double k;
    bool dropped;
  } cases[] = {
      {RC_DT_F32, RC_OP_MAXIMUM, -FLT_MAX, true},   {RC_DT_F32, RC_OP_MINIMUM, FLT_MAX, true},
      {RC_DT_F32, RC_OP_MAXIMUM, FLT_MAX, false},   {RC_DT_F32, RC_OP_MINIMUM, -FLT_MAX, false},
      {RC_DT_F32, RC_OP_MINIMUM, 1e38, false},      {RC_DT_F32, RC_OP_MAXIMUM, -1e38, false},
      {RC_DT_F32, RC_OP_MINIMUM, INFINITY, true},   {RC_DT_BF16, RC_OP_MAXIMUM, -0x1.fep127, true},
      {RC_DT_BF16, RC_OP_MINIMUM, 0x1.fcp127, false}, {RC_DT_F64, RC_OP_MINIMUM, FLT_MAX, false},
      {RC_DT_F64, RC_OP_MINIMUM, DBL_MAX, true},
  };
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    B b;
    b_init(&b, RC_FORMAT_HLO);
    RcValue *x = param(&b, 0, ty(&b, cases[i].dt, 2, D2));
    RcCanon *c = canon_ret(&b, bk(&b, cases[i].op, u1(&b, RC_OP_EXP, x), cases[i].k));
    assert_int_equal(croot(c)->op, cases[i].dropped ? RC_OP_EXP : cases[i].op);
    rc_canon_free(c);
    b_free(&b);
  }
  /* clamp(-FLT_MAX, x, FLT_MAX) is x */
  B b;
  b_init(&b, RC_FORMAT_HLO);
  RcType *t = ty(&b, RC_DT_F32, 2, D2), *s = ty(&b, RC_DT_F32, 0, NULL);
  RcValue *x = param(&b, 0, t);
  RcValue *o[3] = {cst_b(&b, s, -FLT_MAX), u1(&b, RC_OP_EXP, x), cst_b(&b, s, FLT_MAX)};
  RcCanon *c = canon_ret(&b, node(&b, RC_OP_CLAMP, t, 3, o));
  assert_int_equal(croot(c)->op, RC_OP_EXP);
  rc_canon_free(c);
  b_free(&b);
  /* max(0, min(1, e)) and min(max(e, 0), 1) are one form; max(1, min(0, e)) (lo > hi) is not */
  const char *d[3];
  for (int form = 0; form < 3; form++) {
    b_init(&b, RC_FORMAT_HLO);
    x = param(&b, 0, ty(&b, RC_DT_F32, 2, D2));
    RcValue *e = u1(&b, RC_OP_EXP, x);
    if (form == 0) ret(&b, kb(&b, RC_OP_MAXIMUM, 0, kb(&b, RC_OP_MINIMUM, 1, e)));
    else if (form == 1) ret(&b, bk(&b, RC_OP_MINIMUM, bk(&b, RC_OP_MAXIMUM, e, 0), 1));
    else ret(&b, kb(&b, RC_OP_MAXIMUM, 1, kb(&b, RC_OP_MINIMUM, 0, e)));
    d[form] = canon_of(&b, RC_CANON_DUMP_NO_ORIGINS);
    b_free(&b);
  }
  assert_string_equal(d[0], d[1]);
  assert_string_not_equal(d[0], d[2]);
  assert_non_null(strstr(d[2], "maximum"));
  for (int i = 0; i < 3; i++) free((char *)d[i]);
}

/* A shared intermediate stays a node: silu(silu(x)) reads multiply(logistic(y), y) with
 * y = multiply(x, logistic(x)); a single-use one is merged: (x*y)*z is one product. */
static void test_multi_use_chains(void **state) {
  (void)state;
  B b;
  b_init(&b, RC_FORMAT_HLO);
  RcValue *x = param(&b, 0, ty(&b, RC_DT_F32, 2, D2));
  RcValue *y = silu2(&b, x);
  RcValue *z = silu2(&b, y);
  RcCanon *c = canon_ret(&b, z);
  RcNode *r = croot(c);
  assert_int_equal(r->op, RC_OP_MULTIPLY);
  assert_int_equal(r->noperands, 2);
  RcValue *cy = rc_canon_lookup(c, y);
  assert_non_null(cy);
  assert_int_equal(cy->def->op, RC_OP_MULTIPLY);
  assert_int_equal(cy->nuses, 2);
  assert_true(rc_node_operand(r, 0) == cy || rc_node_operand(r, 1) == cy);
  assert_ptr_equal(rc_canon_origin(c, cy), y);
  assert_ptr_equal(rc_canon_origin(c, &r->results[0]), z);
  rc_canon_free(c);
  b_free(&b);

  b_init(&b, RC_FORMAT_HLO);
  RcType *t = ty(&b, RC_DT_F32, 2, D2);
  RcValue *p = param(&b, 0, t), *q = param(&b, 1, t), *w = param(&b, 2, t);
  RcValue *pq = b2(&b, RC_OP_MULTIPLY, p, q);
  RcValue *outer = b2(&b, RC_OP_MULTIPLY, pq, w);
  c = canon_ret(&b, outer);
  r = croot(c);
  assert_int_equal(r->noperands, 3);
  /* the merged inner product has no canonical value of its own any more */
  assert_null(rc_canon_lookup(c, pq));
  assert_ptr_equal(rc_canon_origin(c, &r->results[0]), outer);
  assert_ptr_equal(rc_canon_lookup(c, outer), &r->results[0]);
  rc_canon_free(c);
  b_free(&b);
}

/* TF keep-dims (reshape, identity broadcast, reshape, broadcast) and JAX keep-dims
 * (broadcast to ...x1, broadcast to full) both read broadcast(reduce(x), dims=[0,1]). */
static void test_shape_noise(void **state) {
  (void)state;
  char *d[3];
  for (int form = 0; form < 3; form++) {
    B b;
    b_init(&b, RC_FORMAT_HLO);
    const int64_t full[3] = {2, 3, 8}, red[2] = {2, 3}, k1[3] = {2, 3, 1};
    const int64_t id3[3] = {0, 1, 2}, d01[2] = {0, 1};
    RcType *t = ty(&b, RC_DT_F32, 3, full);
    RcValue *x = param(&b, 0, t);
    RcFunc *mx = reducer(&b, "max", RC_OP_MAXIMUM, RC_DT_F32);
    RcValue *m = reduce_last(&b, x, mx, -INFINITY);
    RcValue *bm;
    if (form == 0) { /* TF */
      RcValue *r1 = node(&b, RC_OP_RESHAPE, ty(&b, RC_DT_F32, 3, k1), 1, &m);
      RcValue *ib = bcast(&b, r1, r1->type, 3, id3);
      RcValue *r2 = node(&b, RC_OP_RESHAPE, ty(&b, RC_DT_F32, 2, red), 1, &ib);
      bm = bcast(&b, r2, t, 2, d01);
    } else if (form == 1) { /* JAX */
      RcValue *m2 = b2(&b, RC_OP_MAXIMUM, cst_b(&b, m->type, -INFINITY), m);
      RcValue *e = bcast(&b, m2, ty(&b, RC_DT_F32, 3, k1), 2, d01);
      bm = bcast(&b, e, t, 3, id3);
    } else {
      bm = bcast(&b, m, t, 2, d01);
    }
    ret(&b, b2(&b, RC_OP_SUBTRACT, x, bm));
    d[form] = canon_of(&b, RC_CANON_DUMP_NO_ORIGINS);
    check_idempotent(b.f);
    b_free(&b);
  }
  assert_string_equal(d[0], d[2]);
  assert_string_equal(d[1], d[2]);
  assert_non_null(strstr(d[2], "broadcast(%2) {dimensions=[0,1]}"));
  assert_non_null(strstr(d[2], "combiner=maximum"));
  for (int i = 0; i < 3; i++) free(d[i]);

  /* a scalar constant through reshape/broadcast chains is a splat of the full shape */
  B b;
  b_init(&b, RC_FORMAT_HLO);
  const int64_t one[2] = {1, 1}, d01[2] = {0, 1};
  RcType *t = ty(&b, RC_DT_F32, 2, D2);
  RcValue *x = param(&b, 0, t);
  RcValue *s = cst_b(&b, ty(&b, RC_DT_F32, 0, NULL), 2.5);
  RcValue *r1 = node(&b, RC_OP_RESHAPE, ty(&b, RC_DT_F32, 2, one), 1, &s);
  RcValue *bb = bcast(&b, r1, t, 2, d01);
  RcCanon *c = canon_ret(&b, b2(&b, RC_OP_MULTIPLY, x, bb));
  RcNode *r = croot(c);
  assert_int_equal(r->op, RC_OP_MULTIPLY);
  RcNode *k = rc_node_operand(r, 1)->def;
  assert_int_equal(k->op, RC_OP_CONSTANT);
  assert_true(k->literal->splat);
  assert_int_equal(k->results[0].type->rank, 2);
  assert_int_equal(count_op(c, RC_OP_RESHAPE) + count_op(c, RC_OP_BROADCAST), 0);
  rc_canon_free(c);
  b_free(&b);
}

/* torch-mlir keep-dims statistics: reduce -> reshape to [..,1] -> *1/N -> +eps -> rsqrt
 * -> broadcast from [..,1] read as the chain on the reduction itself (the JAX spelling);
 * a link with a second non-constant operand ends the round trip and the reshape stays. */
static void test_reshape_round_trip(void **state) {
  (void)state;
  char *d[2];
  const int64_t full[3] = {2, 3, 8}, k1[3] = {2, 3, 1};
  const int64_t id3[3] = {0, 1, 2}, d01[2] = {0, 1};
  for (int form = 0; form < 2; form++) {
    B b;
    b_init(&b, RC_FORMAT_STABLEHLO);
    RcType *t = ty(&b, RC_DT_F32, 3, full), *tk = ty(&b, RC_DT_F32, 3, k1);
    RcValue *x = param(&b, 0, t);
    RcFunc *add = reducer(&b, "add", RC_OP_ADD, RC_DT_F32);
    RcValue *s = reduce_last(&b, b2(&b, RC_OP_MULTIPLY, x, x), add, 0);
    RcValue *rs;
    if (form == 0) {
      RcValue *k = node(&b, RC_OP_RESHAPE, tk, 1, &s);
      rs = u1(&b, RC_OP_RSQRT, bk(&b, RC_OP_ADD, bk(&b, RC_OP_DIVIDE, k, 8), 1e-6));
      rs = bcast(&b, rs, t, 3, id3);
    } else {
      rs = u1(&b, RC_OP_RSQRT, bk(&b, RC_OP_ADD, bk(&b, RC_OP_MULTIPLY, s, 0.125), 1e-6));
      rs = bcast(&b, rs, t, 2, d01);
    }
    ret(&b, b2(&b, RC_OP_MULTIPLY, x, rs));
    d[form] = canon_of(&b, RC_CANON_DUMP_NO_ORIGINS);
    check_idempotent(b.f);
    b_free(&b);
  }
  assert_string_equal(d[0], d[1]);
  assert_null(strstr(d[0], "reshape"));
  for (int i = 0; i < 2; i++) free(d[i]);

  B b;
  b_init(&b, RC_FORMAT_STABLEHLO);
  RcType *t = ty(&b, RC_DT_F32, 3, full), *tk = ty(&b, RC_DT_F32, 3, k1);
  RcValue *x = param(&b, 0, t), *e = param(&b, 1, tk);
  RcFunc *add = reducer(&b, "add", RC_OP_ADD, RC_DT_F32);
  RcValue *k = node(&b, RC_OP_RESHAPE, tk, 1, (RcValue *[]){reduce_last(&b, x, add, 0)});
  RcValue *rs = u1(&b, RC_OP_RSQRT, b2(&b, RC_OP_ADD, k, e));
  RcCanon *c = canon_ret(&b, b2(&b, RC_OP_MULTIPLY, x, bcast(&b, rs, t, 3, id3)));
  assert_int_equal(count_op(c, RC_OP_RESHAPE), 2);
  rc_canon_free(c);
  b_free(&b);
}

static RcValue *transpose(B *b, RcValue *x, RcType *t, const int64_t *perm) {
  RcValue *v = bcast(b, x, t, x->type->rank, perm);
  v->def->op = RC_OP_TRANSPOSE;
  return v;
}

static void test_transposed_view_statistics(void **state) {
  (void)state;
  /* rsqrt(mean(v^2) + eps) over a view v of x whose kept axes are swapped, put back by a
   * transposing broadcast, reads as x's own statistics broadcast plainly, in StableHLO's
   * form (broadcast_in_dim dims [1, 0]) and HLO's (broadcast, then transpose) */
  char *d[3];
  const int64_t full[3] = {2, 8, 6}, view[3] = {8, 2, 6}, perm[3] = {1, 0, 2};
  const int64_t d10[2] = {1, 0}, d01[2] = {0, 1};
  for (int form = 0; form < 3; form++) {
    B b;
    b_init(&b, RC_FORMAT_STABLEHLO);
    RcType *t = ty(&b, RC_DT_F32, 3, full), *vt = ty(&b, RC_DT_F32, 3, view);
    RcValue *x = param(&b, 0, t);
    RcFunc *add = reducer(&b, "add", RC_OP_ADD, RC_DT_F32);
    RcValue *in = form ? transpose(&b, x, vt, perm) : x;
    RcValue *s = reduce_last(&b, b2(&b, RC_OP_MULTIPLY, in, in), add, 0);
    RcValue *rs = u1(&b, RC_OP_RSQRT, bk(&b, RC_OP_ADD, bk(&b, RC_OP_MULTIPLY, s, 1.0 / 6), 1e-5));
    if (form == 1) rs = bcast(&b, rs, t, 2, d10);
    else if (form == 2) rs = transpose(&b, bcast(&b, rs, vt, 2, d01), t, perm);
    else rs = bcast(&b, rs, t, 2, d01);
    ret(&b, b2(&b, RC_OP_MULTIPLY, x, rs));
    d[form] = canon_of(&b, RC_CANON_DUMP_NO_ORIGINS);
    check_idempotent(b.f);
    b_free(&b);
  }
  assert_string_equal(d[1], d[0]);
  assert_string_equal(d[2], d[0]);
  for (int i = 0; i < 3; i++) free(d[i]);

  /* the view read by another reduce too (a channels-last value the program goes on with):
   * the statistics stay on the view */
  B b;
  b_init(&b, RC_FORMAT_STABLEHLO);
  RcType *t = ty(&b, RC_DT_F32, 3, full), *vt = ty(&b, RC_DT_F32, 3, view);
  RcValue *x = param(&b, 0, t);
  RcFunc *add = reducer(&b, "add", RC_OP_ADD, RC_DT_F32), *mx = reducer(&b, "max", RC_OP_MAXIMUM, RC_DT_F32);
  RcValue *v = transpose(&b, x, vt, perm);
  RcValue *s = reduce_last(&b, b2(&b, RC_OP_MULTIPLY, v, v), add, 0);
  RcValue *m = bcast(&b, reduce_last(&b, v, mx, -INFINITY), t, 2, d10);
  RcValue *rs = bcast(&b, u1(&b, RC_OP_RSQRT, bk(&b, RC_OP_ADD, s, 1e-5)), t, 2, d10);
  RcCanon *c = canon_ret(&b, b2(&b, RC_OP_ADD, b2(&b, RC_OP_MULTIPLY, x, rs), m));
  assert_int_equal(count_op(c, RC_OP_TRANSPOSE), 1);
  rc_canon_free(c);
  b_free(&b);
}

static void test_reducer_regions_same_value(void **state) {
  (void)state;
  /* StableHLO writes a region per reduce: two sums of x * 2, each with its own add region, are
   * one value to rc_canon_same_value (dot_sum.c's self-dot of recomputed twins); a sum and a
   * max, or a sum from another init, are not; CSE keeps regions by identity */
  for (int form = 0; form < 3; form++) {
    B b;
    b_init(&b, RC_FORMAT_STABLEHLO);
    RcValue *x = param(&b, 0, ty(&b, RC_DT_F32, 2, D2));
    RcFunc *a1 = reducer(&b, "add1", RC_OP_ADD, RC_DT_F32);
    RcFunc *a2 = reducer(&b, form == 1 ? "max2" : "add2", form == 1 ? RC_OP_MAXIMUM : RC_OP_ADD, RC_DT_F32);
    RcValue *s1 = reduce_last(&b, bk(&b, RC_OP_MULTIPLY, x, 2), a1, 0);
    RcValue *s2 = reduce_last(&b, bk(&b, RC_OP_MULTIPLY, x, 2), a2, form == 2 ? 1 : 0);
    assert_int_equal(rc_canon_same_value(s1, s2, 4), form == 0);
    assert_false(rc_canon_same_value(s1, s2, 1)); /* the operands are two nodes: one level more */
    assert_true(rc_canon_same_value(s1, s1, 0));
    b_free(&b);
  }
}

static void test_reduce_init(void **state) {
  (void)state;
  /* an add-reduce with -0 init reads like one with 0 init; sum and max stay distinct */
  char *d[2];
  for (int form = 0; form < 2; form++) {
    B b;
    b_init(&b, RC_FORMAT_HLO);
    const int64_t full[2] = {4, 8};
    RcValue *x = param(&b, 0, ty(&b, RC_DT_F32, 2, full));
    RcFunc *add = reducer(&b, "add", RC_OP_ADD, RC_DT_F32);
    ret(&b, reduce_last(&b, x, add, form ? -0.0 : 0.0));
    d[form] = canon_of(&b, RC_CANON_DUMP_NO_ORIGINS);
    b_free(&b);
  }
  assert_string_equal(d[0], d[1]);
  assert_non_null(strstr(d[0], "combiner=add"));
  free(d[0]);
  free(d[1]);
}

/* The canonical dump of main in an HLO module whose main reduces `rw` (a value of
 * f32[4,2], or f32[4,64] when rw is "x") over its last axis with reducer `red`. */
static char *row_reduce_dump(const char *rw_line, const char *red, const char *init) {
  char text[1400];
  snprintf(text, sizeof text,
           "HloModule m\n\n"
           "add {\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n  ROOT r = f32[] add(a, b)\n}\n\n"
           "max {\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n  ROOT r = f32[] maximum(a, b)\n}\n\n"
           "ENTRY main {\n  x = f32[4,64] parameter(0)\n  i = f32[] constant(%s)\n  %s\n"
           "  z = f32[] constant(%s)\n  ROOT s = f32[4] reduce(rw, z), dimensions={1}, to_apply=%s\n}\n",
           init, rw_line, !strcmp(red, "add") ? "0" : "-inf", red);
  RcCtx *ctx = rc_ctx_new();
  RcModule *m = NULL;
  assert_int_equal(rc_module_parse(ctx, "rw.hlo", text, strlen(text), RC_FORMAT_HLO, &m), RC_OK);
  assert_int_equal(rc_module_verify(m), RC_OK);
  RcCanon *c = rc_canon_new(rc_module_find_func(m, "main"));
  assert_non_null(c);
  char *d = dump(c, RC_CANON_DUMP_NO_ORIGINS);
  rc_canon_free(c);
  rc_module_free(m);
  rc_ctx_free(ctx);
  return d;
}

/* reduce(reduce-window(x)) whose windows tile the reduced axis, with the same combiner
 * and an identity init, reads as the one reduce of x; overlapping or partial windows,
 * another combiner or another init keep the reduce-window. */
static void test_reduce_of_window(void **state) {
  (void)state;
  static const char *const red[2] = {"add", "max"}, *const id[2] = {"0", "-inf"};
  for (int k = 0; k < 2; k++) {
    char *plain = row_reduce_dump("rw = f32[4,64] copy(x)", red[k], id[k]);
    char line[200];
    snprintf(line, sizeof line, "rw = f32[4,2] reduce-window(x, i), window={size=1x32 stride=1x32}, to_apply=%s",
             red[k]);
    char *tiled = row_reduce_dump(line, red[k], id[k]);
    assert_string_equal(plain, tiled);
    assert_null(strstr(tiled, "reduce_window"));
    /* refused: overlapping windows, a remainder, another combiner, a non-identity init */
    const char *bad[4][3] = {
        {"rw = f32[4,3] reduce-window(x, i), window={size=1x32 stride=1x16}, to_apply=%s", red[k], id[k]},
        {"rw = f32[4,2] reduce-window(x, i), window={size=1x24 stride=1x24}, to_apply=%s", red[k], id[k]},
        {"rw = f32[4,2] reduce-window(x, i), window={size=1x32 stride=1x32}, to_apply=%s", red[1 - k], id[1 - k]},
        {"rw = f32[4,2] reduce-window(x, i), window={size=1x32 stride=1x32}, to_apply=%s", red[k], "1"},
    };
    for (int b = 0; b < 4; b++) {
      snprintf(line, sizeof line, bad[b][0], bad[b][1]);
      char *d = row_reduce_dump(line, red[k], bad[b][2]);
      assert_non_null(strstr(d, "reduce_window"));
      free(d);
    }
    free(plain);
    free(tiled);
  }
}

/* XLA's softmax divide, e * broadcast(1 / s), reads as e / broadcast(s). */
static void test_broadcast_reciprocal(void **state) {
  (void)state;
  char *d[2];
  for (int form = 0; form < 2; form++) {
    char text[600];
    snprintf(text, sizeof text,
             "HloModule m\n\nENTRY main {\n  e = f32[4,64] parameter(0)\n  s = f32[4] parameter(1)\n%s}\n",
             form ? "  one = f32[] constant(1)\n  ones = f32[4] broadcast(one), dimensions={}\n"
                    "  r = f32[4] divide(ones, s)\n  rb = f32[4,64] broadcast(r), dimensions={0}\n"
                    "  ROOT y = f32[4,64] multiply(e, rb)\n"
                  : "  sb = f32[4,64] broadcast(s), dimensions={0}\n  ROOT y = f32[4,64] divide(e, sb)\n");
    RcCtx *ctx = rc_ctx_new();
    RcModule *m = NULL;
    assert_int_equal(rc_module_parse(ctx, "r.hlo", text, strlen(text), RC_FORMAT_HLO, &m), RC_OK);
    RcCanon *c = rc_canon_new(rc_module_find_func(m, "main"));
    assert_non_null(c);
    d[form] = dump(c, RC_CANON_DUMP_NO_ORIGINS);
    rc_canon_free(c);
    rc_module_free(m);
    rc_ctx_free(ctx);
  }
  assert_string_equal(d[0], d[1]);
  free(d[0]);
  free(d[1]);
}

/* The canonical dump of HLO function main (body lines given), no origins. */
static char *hlo_main_dump(const char *params, const char *body) {
  char text[2048];
  snprintf(text, sizeof text,
           "HloModule m\n\nadd_f32 {\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n  ROOT r = f32[] add(a, b)\n}\n\n"
           "max_f32 {\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n  ROOT r = f32[] maximum(a, b)\n}\n\n"
           "ENTRY main {\n%s%s}\n",
           params, body);
  RcCtx *ctx = rc_ctx_new();
  RcModule *m = NULL;
  assert_int_equal(rc_module_parse(ctx, "u.hlo", text, strlen(text), RC_FORMAT_HLO, &m), RC_OK);
  RcCanon *c = rc_canon_new(rc_module_find_func(m, "main"));
  assert_non_null(c);
  char *d = dump(c, RC_CANON_DUMP_NO_ORIGINS);
  rc_canon_free(c);
  rc_module_free(m);
  rc_ctx_free(ctx);
  return d;
}

/* A reduce of x viewed with a size-1 axis inserted, reducing the axis after it and keeping
 * it (Flax's GroupNorm with one group), reads as the reduce of x reshaped, and so does the
 * reduce of an elementwise op of that view (its square); a view that splits the reduced axis
 * with only part of it reduced stays, and so does a view the program reads beyond its
 * reductions (vmap's keep-dims view of a row). */
static void test_reduce_of_unit_view(void **state) {
  (void)state;
  const char *x = "  x = f32[4,64] parameter(0)\n  z = f32[] constant(0)\n  n = f32[4,64] negate(x)\n";
  const char *out = "  ROOT t = (f32[4,1], f32[4,64]) tuple(s, n)\n";
  char body[4][400];
  snprintf(body[0], sizeof body[0], "  v = f32[4,1,64] reshape(x)\n"
           "  s = f32[4,1] reduce(v, z), dimensions={2}, to_apply=add_f32\n%s", out);
  snprintf(body[1], sizeof body[1], "  r = f32[4] reduce(x, z), dimensions={1}, to_apply=add_f32\n"
           "  s = f32[4,1] reshape(r)\n%s", out);
  snprintf(body[2], sizeof body[2], "  v = f32[4,1,64] reshape(x)\n  q = f32[4,1,64] multiply(v, v)\n"
           "  s = f32[4,1] reduce(q, z), dimensions={2}, to_apply=add_f32\n%s", out);
  snprintf(body[3], sizeof body[3], "  q = f32[4,64] multiply(x, x)\n"
           "  r = f32[4] reduce(q, z), dimensions={1}, to_apply=add_f32\n  s = f32[4,1] reshape(r)\n%s", out);
  char *d[4];
  for (int k = 0; k < 4; k++) d[k] = hlo_main_dump(x, body[k]);
  assert_string_equal(d[0], d[1]);
  assert_string_equal(d[2], d[3]);
  char *part = hlo_main_dump(x, "  v = f32[4,1,8,8] reshape(x)\n"
                                "  ROOT s = f32[4,1,8] reduce(v, z), dimensions={3}, to_apply=add_f32\n");
  assert_non_null(strstr(part, "f32[4,1,8,8]"));
  /* the view read beyond its reduction, or x read by the view alone: the reduce stays */
  char *used = hlo_main_dump(x, "  v = f32[4,1,64] reshape(x)\n"
                                "  s = f32[4,1] reduce(v, z), dimensions={2}, to_apply=add_f32\n"
                                "  b = f32[4,1,64] broadcast(s), dimensions={0,1}\n"
                                "  ROOT d = f32[4,1,64] subtract(v, b)\n");
  char *used_plain = hlo_main_dump(x, "  v = f32[4,1,64] reshape(x)\n"
                                      "  r = f32[4] reduce(x, z), dimensions={1}, to_apply=add_f32\n"
                                      "  s = f32[4,1] reshape(r)\n"
                                      "  b = f32[4,1,64] broadcast(s), dimensions={0,1}\n"
                                      "  ROOT d = f32[4,1,64] subtract(v, b)\n");
  assert_string_not_equal(used, used_plain);
  const char *x_alone = "  x = f32[4,64] parameter(0)\n  z = f32[] constant(0)\n";
  char *alone = hlo_main_dump(x_alone, "  v = f32[4,1,64] reshape(x)\n"
                                       "  ROOT s = f32[4,1] reduce(v, z), dimensions={2}, to_apply=add_f32\n");
  assert_non_null(strstr(alone, "f32[4,1,64]"));
  for (int k = 0; k < 4; k++) free(d[k]);
  free(part);
  free(used);
  free(used_plain);
  free(alone);
}

/* A self-dot of bf16 x with an f32 result reads the f32 sum of the square of x
 * converted to f32 (the dot's products are exact in f32), not of x*x rounded to bf16. */
static void test_self_dot_widens(void **state) {
  (void)state;
  char *d = hlo_main_dump("  x = bf16[4,8] parameter(0)\n",
                          "  ROOT y = f32[4] dot(x, x), lhs_batch_dims={0}, rhs_batch_dims={0}, "
                          "lhs_contracting_dims={1}, rhs_contracting_dims={1}\n");
  assert_non_null(strstr(d, "%1 = convert(%0) : f32[4,8]"));
  assert_non_null(strstr(d, "%2 = multiply(%1, %1) : f32[4,8]"));
  assert_non_null(strstr(d, "reduce(%2, %3) {dimensions=[1], combiner=add} : f32[4]"));
  free(d);
}

/* A reduce over size-1 axes with the combiner's identity as init is the reshape of
 * its operand; another init, or an axis of size > 1, keeps the reduce. */
static void test_unit_reduce(void **state) {
  (void)state;
  static const char *const red[2] = {"add_f32", "max_f32"}, *const id[2] = {"0", "-inf"};
  const char *params = "  x = f32[4,1,1] parameter(0)\n  w = f32[4,1,8] parameter(1)\n";
  char *plain = hlo_main_dump(params, "  ROOT y = f32[4] reshape(x)\n");
  for (int k = 0; k < 2; k++) {
    char body[300];
    snprintf(body, sizeof body, "  i = f32[] constant(%s)\n  ROOT y = f32[4] reduce(x, i), dimensions={1,2}, to_apply=%s\n",
             id[k], red[k]);
    char *d = hlo_main_dump(params, body);
    assert_string_equal(plain, d);
    free(d);
    snprintf(body, sizeof body, "  i = f32[] constant(%s)\n  ROOT y = f32[4,1] reduce(x, i), dimensions={1}, to_apply=%s\n",
             "1", red[k]);
    d = hlo_main_dump(params, body);
    assert_non_null(strstr(d, "reduce"));
    free(d);
    snprintf(body, sizeof body, "  i = f32[] constant(%s)\n  ROOT y = f32[4] reduce(w, i), dimensions={1,2}, to_apply=%s\n",
             id[k], red[k]);
    d = hlo_main_dump(params, body);
    assert_non_null(strstr(d, "reduce"));
    free(d);
  }
  free(plain);
}

/* e * broadcast(reshape(1 / s)), the reciprocal in the rows' keep-dims shape, reads
 * as e / broadcast(reshape(s)). */
static void test_broadcast_reciprocal_reshaped(void **state) {
  (void)state;
  const char *params = "  e = f32[4,64] parameter(0)\n  s = f32[4,1] parameter(1)\n";
  char *a = hlo_main_dump(params, "  sr = f32[4] reshape(s)\n  sb = f32[4,64] broadcast(sr), dimensions={0}\n"
                                  "  ROOT y = f32[4,64] divide(e, sb)\n");
  char *b = hlo_main_dump(params, "  one = f32[] constant(1)\n  ones = f32[4,1] broadcast(one), dimensions={}\n"
                                  "  r = f32[4,1] divide(ones, s)\n  rr = f32[4] reshape(r)\n"
                                  "  rb = f32[4,64] broadcast(rr), dimensions={0}\n  ROOT y = f32[4,64] multiply(e, rb)\n");
  assert_string_equal(a, b);
  free(a);
  free(b);
}

/* Whether bodies a and b over params read as one canonical form, as `same` says. */
static void assert_canon_same(const char *params, const char *a, const char *b, bool same) {
  char *da = hlo_main_dump(params, a), *db = hlo_main_dump(params, b);
  if (same) assert_string_equal(da, db);
  else assert_string_not_equal(da, db);
  free(da);
  free(db);
}

/* jax.nn.softmax(where=): the sum of exp(k - max k) through the mask m of k = where(m, x, -inf)
 * reads as the plain sum where its readers are e / sum (masked_sum.c); not with another mask, a
 * finite fill, or a reader of the sum that is not such a divide. */
static void test_masked_sum(void **state) {
  (void)state;
  const char *params = "  x = f32[4,8] parameter(0)\n  m = pred[4,8] parameter(1)\n  m2 = pred[4,8] parameter(2)\n";
  char head[600], masked[1000], plain[1000];
  for (int k = 0; k < 2; k++) {
    snprintf(head, sizeof head,
             "  ninf = f32[] constant(%s)\n  fill = f32[4,8] broadcast(ninf), dimensions={}\n"
             "  k = f32[4,8] select(m, x, fill)\n  mi = f32[] constant(-inf)\n"
             "  mx = f32[4] reduce(k, mi), dimensions={1}, to_apply=max_f32\n"
             "  mb = f32[4,8] broadcast(mx), dimensions={0}\n  s = f32[4,8] subtract(k, mb)\n"
             "  e = f32[4,8] exponential(s)\n  z = f32[] constant(0)\n  zb = f32[4,8] broadcast(z), dimensions={}\n",
             k ? "-1e9" : "-inf");
    for (int mask = 0; mask < 2; mask++) {
      snprintf(masked, sizeof masked,
               "%s  es = f32[4,8] select(%s, e, zb)\n  sum = f32[4] reduce(es, z), dimensions={1}, to_apply=add_f32\n"
               "  sb = f32[4,8] broadcast(sum), dimensions={0}\n  ROOT y = f32[4,8] divide(e, sb)\n",
               head, mask ? "m2" : "m");
      snprintf(plain, sizeof plain,
               "%s  sum = f32[4] reduce(e, z), dimensions={1}, to_apply=add_f32\n"
               "  sb = f32[4,8] broadcast(sum), dimensions={0}\n  ROOT y = f32[4,8] divide(e, sb)\n",
               head);
      assert_canon_same(params, masked, plain, !k && !mask);
    }
  }
  /* the sum read as itself too: a fully masked row's 0 would show */
  snprintf(head, sizeof head,
           "  ninf = f32[] constant(-inf)\n  fill = f32[4,8] broadcast(ninf), dimensions={}\n"
           "  k = f32[4,8] select(m, x, fill)\n"
           "  mx = f32[4] reduce(k, ninf), dimensions={1}, to_apply=max_f32\n"
           "  mb = f32[4,8] broadcast(mx), dimensions={0}\n  s = f32[4,8] subtract(k, mb)\n"
           "  e = f32[4,8] exponential(s)\n  z = f32[] constant(0)\n  zb = f32[4,8] broadcast(z), dimensions={}\n");
  snprintf(masked, sizeof masked,
           "%s  es = f32[4,8] select(m, e, zb)\n  sum = f32[4] reduce(es, z), dimensions={1}, to_apply=add_f32\n"
           "  sb = f32[4,8] broadcast(sum), dimensions={0}\n  y = f32[4,8] divide(e, sb)\n"
           "  ROOT t = (f32[4,8], f32[4]) tuple(y, sum)\n",
           head);
  snprintf(plain, sizeof plain,
           "%s  sum = f32[4] reduce(e, z), dimensions={1}, to_apply=add_f32\n"
           "  sb = f32[4,8] broadcast(sum), dimensions={0}\n  y = f32[4,8] divide(e, sb)\n"
           "  ROOT t = (f32[4,8], f32[4]) tuple(y, sum)\n",
           head);
  assert_canon_same(params, masked, plain, false);
}

/* reshape(dy k), k a splat and dy a parameter, reads as reshape(dy) k (XLA's fusions scale a
 * backward's dy before bitcasting it); a product of a computed value (exp(dy) k) or by a
 * second parameter keeps its reshape outside. */
static void test_reshape_past_scale(void **state) {
  (void)state;
  const char *params = "  dy = f32[4,64] parameter(0)\n  w = f32[4,64] parameter(1)\n  k = f32[] constant(0.25)\n";
  assert_canon_same(params,
                    "  kb = f32[4,64] broadcast(k), dimensions={}\n  m = f32[4,64] multiply(dy, kb)\n"
                    "  ROOT y = f32[4,1,1,64] reshape(m)\n",
                    "  r = f32[4,1,1,64] reshape(dy)\n  kb = f32[4,1,1,64] broadcast(k), dimensions={}\n"
                    "  ROOT y = f32[4,1,1,64] multiply(r, kb)\n",
                    true);
  assert_canon_same(params,
                    "  kb = f32[4,64] broadcast(k), dimensions={}\n  x = f32[4,64] exponential(dy)\n"
                    "  m = f32[4,64] multiply(x, kb)\n  ROOT y = f32[4,1,1,64] reshape(m)\n",
                    "  x = f32[4,64] exponential(dy)\n  r = f32[4,1,1,64] reshape(x)\n"
                    "  kb = f32[4,1,1,64] broadcast(k), dimensions={}\n  ROOT y = f32[4,1,1,64] multiply(r, kb)\n",
                    false);
  assert_canon_same(params, "  m = f32[4,64] multiply(dy, w)\n  ROOT y = f32[4,1,1,64] reshape(m)\n",
                    "  r = f32[4,1,1,64] reshape(dy)\n  rw = f32[4,1,1,64] reshape(w)\n"
                    "  ROOT y = f32[4,1,1,64] multiply(r, rw)\n",
                    false);
}

/* Unknown ops and custom calls are copied, never merged or dropped when they have effects. */
static void test_opaque(void **state) {
  (void)state;
  B b;
  b_init(&b, RC_FORMAT_STABLEHLO);
  RcType *t = ty(&b, RC_DT_F32, 2, D2);
  RcValue *x = param(&b, 0, t);
  RcValue *c1 = custom(&b, "foo.bar", x), *c2 = custom(&b, "foo.bar", x);
  RcValue *o = node(&b, RC_OP_OPAQUE, t, 1, &x);
  o->def->opname = "mydialect.thing";
  RcCanon *c = canon_ret(&b, b2(&b, RC_OP_ADD, b2(&b, RC_OP_ADD, c1, c2), o));
  assert_int_equal(count_op(c, RC_OP_CUSTOM_CALL), 2);
  assert_int_equal(count_op(c, RC_OP_OPAQUE), 1);
  RcNode *r = croot(c);
  assert_int_equal(r->op, RC_OP_ADD);
  assert_int_equal(r->noperands, 3);
  rc_canon_free(c);
  b_free(&b);
}

/* ---- random graphs: idempotence ---- */

/* A random graph of seed `seed`; `swap` (when not NULL) flips the operands of
 * commutative ops at random without changing the computation. */
static void random_graph(B *b, unsigned seed, GRand *swap, bool bf16) {
  static const RcOp un[] = {RC_OP_NEGATE, RC_OP_EXP, RC_OP_TANH, RC_OP_ERF, RC_OP_LOGISTIC, RC_OP_SQRT,
                            RC_OP_ERFC, RC_OP_ABS, RC_OP_LOG1P, RC_OP_RSQRT};
  static const RcOp bin[] = {RC_OP_ADD, RC_OP_SUBTRACT, RC_OP_MULTIPLY, RC_OP_DIVIDE, RC_OP_MAXIMUM,
                             RC_OP_MINIMUM, RC_OP_POWER};
  static const double consts[] = {0, 1, -1, 0.5, 2, 3, 0.70710678, 1.41421354, -0.5, 6};
  GRand *rng = g_rand_new_with_seed(seed);
  RcType *t = ty(b, RC_DT_F32, 2, D2);
  RcValue *vals[400];
  int n = 0;
  for (int i = 0; i < 3; i++)
    vals[n++] = bf16 ? convert(b, param(b, i, ty(b, RC_DT_BF16, 2, D2)), RC_DT_F32) : param(b, i, t);
#define SW(x, y) (swap && (rc_op_info[op].flags & RC_F_COMM) && g_rand_boolean(swap) ? b2(b, op, y, x) : b2(b, op, x, y))
  while (n < 300) {
    int kind = g_rand_int_range(rng, 0, 12);
    RcValue *a = vals[g_rand_int_range(rng, 0, n)], *c2 = vals[g_rand_int_range(rng, 0, n)];
    if (kind < 3) {
      vals[n++] = u1(b, un[g_rand_int_range(rng, 0, G_N_ELEMENTS(un))], a);
    } else if (kind < 7) {
      RcOp op = bin[g_rand_int_range(rng, 0, G_N_ELEMENTS(bin))];
      vals[n++] = SW(a, c2);
    } else if (kind < 9) {
      double k = consts[g_rand_int_range(rng, 0, G_N_ELEMENTS(consts))];
      RcOp op = bin[g_rand_int_range(rng, 0, G_N_ELEMENTS(bin))];
      bool right = g_rand_boolean(rng);
      RcValue *kc = cst_b(b, a->type, k);
      vals[n++] = right ? SW(a, kc) : SW(kc, a);
    } else if (kind < 10) {
      /* clamp with scalar bounds */
      RcValue *o[3] = {cst_b(b, ty(b, RC_DT_F32, 0, NULL), -1), a, cst_b(b, ty(b, RC_DT_F32, 0, NULL), 3)};
      vals[n++] = node(b, RC_OP_CLAMP, t, 3, o);
    } else if (kind < 11) {
      /* a round trip through bf16 and a copy */
      vals[n++] = u1(b, RC_OP_COPY, convert(b, convert(b, a, RC_DT_BF16), RC_DT_F32));
    } else {
      /* a sum or product of several earlier values */
      RcValue *acc = a;
      RcOp op = g_rand_boolean(rng) ? RC_OP_ADD : RC_OP_MULTIPLY;
      for (int j = 0; j < 4; j++) {
        RcValue *o = vals[g_rand_int_range(rng, 0, n)];
        acc = SW(acc, o);
      }
      vals[n++] = acc;
    }
  }
#undef SW
  RcValue *acc = vals[n - 1];
  for (int j = 2; j < 30; j++) acc = b2(b, RC_OP_ADD, acc, vals[n - j]);
  ret(b, acc);
  g_rand_free(rng);
}

static void test_random_idempotent(void **state) {
  (void)state;
  for (unsigned seed = 1; seed <= (getenv("RC_CANON_SEEDS") ? (unsigned)atoi(getenv("RC_CANON_SEEDS")) : 60u); seed++) {
    B b;
    b_init(&b, seed % 2 ? RC_FORMAT_HLO : RC_FORMAT_STABLEHLO);
    random_graph(&b, seed, NULL, seed % 3 == 0);
    assert_int_equal(rc_module_verify(b.m), RC_OK);
    check_idempotent(b.f);
    b_free(&b);
  }
}

/* Swapping the operands of commutative ops never changes the canonical form. */
static void test_random_commuted(void **state) {
  (void)state;
  for (unsigned seed = 1; seed <= (getenv("RC_CANON_SEEDS") ? (unsigned)atoi(getenv("RC_CANON_SEEDS")) : 40u); seed++) {
    B b1, b2g;
    b_init(&b1, RC_FORMAT_HLO);
    b_init(&b2g, RC_FORMAT_HLO);
    GRand *swap = g_rand_new_with_seed(seed * 7919u);
    random_graph(&b1, seed, NULL, false);
    random_graph(&b2g, seed, swap, false);
    char *d1 = canon_of(&b1, RC_CANON_DUMP_NO_ORIGINS), *d2 = canon_of(&b2g, RC_CANON_DUMP_NO_ORIGINS);
    if (strcmp(d1, d2)) fprintf(stderr, "seed %u: commuted graph differs\n%s\nvs\n%s\n", seed, d1, d2);
    assert_string_equal(d1, d2);
    free(d1);
    free(d2);
    g_rand_free(swap);
    b_free(&b1);
    b_free(&b2g);
  }
}

/* ---- rc_module_canonicalize ---- */

static void test_module_canonicalize(void **state) {
  (void)state;
  for (int fmt = 1; fmt <= 2; fmt++) {
    B b;
    b_init(&b, (RcFormat)fmt);
    RcValue *x = param(&b, 0, ty(&b, RC_DT_F32, 2, D2));
    RcValue *y = gelu4(&b, x);
    ret(&b, b2(&b, RC_OP_MULTIPLY, b2(&b, RC_OP_MULTIPLY, y, x), sig2(&b, x)));
    assert_int_equal(rc_module_canonicalize(b.m), RC_OK);
    assert_int_equal(rc_module_verify(b.m), RC_OK);
    rc_func_for_each(b.f, n) {
      assert_true(n->noperands <= 3);
      assert_true(n->op != RC_OP_DIVIDE && n->op != RC_OP_SUBTRACT);
      if (n->op == RC_OP_CONSTANT) {
        assert_non_null(n->literal->raw);
        if (fmt == RC_FORMAT_HLO) assert_int_equal(n->results[0].type->rank, 0);
        if (fmt == RC_FORMAT_STABLEHLO) assert_non_null(strstr(n->literal->raw, "dense<"));
      }
    }
    /* canonicalizing again keeps the structure */
    char *s1 = canon_of(&b, RC_CANON_DUMP_NO_ORIGINS);
    size_t n1 = rc_module_node_count(b.m);
    assert_int_equal(rc_module_canonicalize(b.m), RC_OK);
    char *s2 = canon_of(&b, RC_CANON_DUMP_NO_ORIGINS);
    assert_string_equal(s1, s2);
    assert_int_equal(n1, rc_module_node_count(b.m));
    free(s1);
    free(s2);
    b_free(&b);
  }
}

/* ---- out of memory: every failing allocation is handled ---- */

typedef struct {
  long left;
} FailAlloc;

static void *fa_alloc(void *user, size_t size) {
  FailAlloc *f = user;
  if (f->left-- <= 0) return NULL;
  return malloc(size);
}
static void fa_free(void *user, void *p) {
  (void)user;
  free(p);
}

static void test_oom(void **state) {
  (void)state;
  bool done = false;
  for (long limit = 0; limit < 400 && !done; limit++) {
    FailAlloc fa = {1 << 30};
    RcAllocator al = {fa_alloc, fa_free, &fa};
    B b;
    b.ctx = rc_ctx_new_with_allocator(&al);
    b.m = rc_module_create(b.ctx, RC_FORMAT_HLO, "t");
    b.f = rc_func_create(b.m, "main", NULL);
    b.f->params = rc_module_alloc(b.m, sizeof(RcNode *) * 2);
    b.next = 0;
    RcValue *x = param(&b, 0, ty(&b, RC_DT_F32, 2, D2));
    ret(&b, gelu5(&b, x));
    fa.left = limit;
    RcCanon *c = rc_canon_new(b.f);
    if (c) {
      done = true;
      rc_canon_free(c);
    }
    fa.left = 1 << 30;
    rc_module_free(b.m);
    rc_ctx_free(b.ctx);
  }
  assert_true(done);
}

/* ---- scale: a 10^6-node chain without recursion ---- */

static void test_big_chain(void **state) {
  (void)state;
#if defined(__SANITIZE_ADDRESS__)
  const int N = 100000;
#else
  const int N = 1000000;
#endif
  B b;
  struct timespec t0, t1;
  clock_gettime(CLOCK_MONOTONIC, &t0);
  b_init(&b, RC_FORMAT_HLO);
  RcType *t = ty(&b, RC_DT_F32, 1, (const int64_t[]){1024});
  RcValue *x = param(&b, 0, t);
  RcValue *one = cst_b(&b, t, 1.0);
  RcValue *v = x;
  int made = 2;
  while (made < N) {
    switch (made % 4) {
    case 0: v = u1(&b, RC_OP_NEGATE, v); break;
    case 1: v = u1(&b, RC_OP_EXP, v); break;
    case 2: v = b2(&b, RC_OP_ADD, v, one); break;
    default: v = b2(&b, RC_OP_MULTIPLY, v, x); break;
    }
    made++;
  }
  ret(&b, v);
  clock_gettime(CLOCK_MONOTONIC, &t1);
  double sb = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) * 1e-9;
  clock_gettime(CLOCK_MONOTONIC, &t0);
  RcCanon *c = rc_canon_new(b.f);
  clock_gettime(CLOCK_MONOTONIC, &t1);
  assert_non_null(c);
  double s = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) * 1e-9;
  print_message("built a %d-node chain in %.3f s (%zu MB), canonicalized it in %.3f s (%u canonical nodes, %zu MB)\n",
                N, sb, rc_arena_bytes(b.m->arena) >> 20, s, rc_canon_func(c)->nnodes,
                rc_arena_bytes(rc_canon_func(c)->module->arena) >> 20);
  assert_true(rc_canon_func(c)->nnodes > (uint32_t)N / 2);
  rc_canon_free(c);
  /* again, now that the allocator has the memory at hand (no fresh pages to clear) */
  clock_gettime(CLOCK_MONOTONIC, &t0);
  c = rc_canon_new(b.f);
  clock_gettime(CLOCK_MONOTONIC, &t1);
  s = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) * 1e-9;
  print_message("canonicalized it again in %.3f s\n", s);
  rc_canon_free(c);
  b_free(&b);
}

/* ---- real text: every corpus file, every function ---- */

static void canon_file(const char *path) {
  gchar *text = NULL;
  gsize len = 0;
  assert_true(g_file_get_contents(path, &text, &len, NULL));
  RcCtx *ctx = rc_ctx_new();
  RcModule *m = NULL;
  if (rc_module_parse(ctx, path, text, len, RC_FORMAT_AUTO, &m) != RC_OK) {
    /* malformed inputs are the readers' business */
    rc_ctx_free(ctx);
    g_free(text);
    return;
  }
  bool show = getenv("RC_CANON_DUMP") != NULL;
  for (RcFunc *f = m->funcs; f; f = f->next) {
    check_idempotent(f);
    if (show) {
      RcCanon *c = rc_canon_new(f);
      fprintf(stderr, "== %s\n", path);
      rc_canon_dump(c, stderr);
      rc_canon_free(c);
    }
  }
  assert_int_equal(rc_module_canonicalize(m), RC_OK);
  if (rc_module_verify(m) != RC_OK) {
    for (size_t i = 0; i < rc_ctx_diagnostic_count(ctx); i++) rc_diagnostic_print(rc_ctx_diagnostic(ctx, i), stderr);
    fail_msg("%s: canonicalized module does not verify", path);
  }
  char *out = NULL;
  size_t olen = 0;
  FILE *mf = open_memstream(&out, &olen);
  assert_int_equal(rc_module_print(m, mf), RC_OK);
  fclose(mf);
  if (show) fprintf(stderr, "-- canonicalized:\n%s\n", out);
  /* the printed canonical form reads back */
  RcModule *m2 = NULL;
  if (rc_module_parse(ctx, path, out, olen, m->format, &m2) != RC_OK) {
    for (size_t i = 0; i < rc_ctx_diagnostic_count(ctx); i++) rc_diagnostic_print(rc_ctx_diagnostic(ctx, i), stderr);
    fprintf(stderr, "%s\n", out);
    fail_msg("%s: canonicalized text does not parse", path);
  }
  rc_module_free(m2);
  free(out);
  rc_module_free(m);
  rc_ctx_free(ctx);
  g_free(text);
}

/* ---- calls ---- */

/* JAX's hard_swish over private helpers (x * hard_sigmoid(x), hard_sigmoid =
 * relu6(x + 3) / 6); `opaque` makes relu6 hold an op the canonicalizer does not see into. */
static const char *hs_text(bool opaque) {
  return opaque ? "HloModule m\n\nrelu6 {\n  a = f32[8] parameter(0)\n"
                  "  ROOT r = f32[8] custom-call(a), custom_call_target=\"my_relu6\"\n}\n\n"
                  "hard_sigmoid {\n  x = f32[8] parameter(0)\n  c3 = f32[] constant(3)\n"
                  "  b3 = f32[8] broadcast(c3), dimensions={}\n  s = f32[8] add(x, b3)\n"
                  "  r = f32[8] call(s), to_apply=relu6\n  c6 = f32[] constant(6)\n"
                  "  b6 = f32[8] broadcast(c6), dimensions={}\n  ROOT d = f32[8] divide(r, b6)\n}\n\n"
                  "ENTRY main {\n  p = f32[8] parameter(0)\n  h = f32[8] call(p), to_apply=hard_sigmoid\n"
                  "  ROOT y = f32[8] multiply(p, h)\n}\n"
                : "HloModule m\n\nrelu6 {\n  a = f32[8] parameter(0)\n  c0 = f32[] constant(0)\n"
                  "  b0 = f32[8] broadcast(c0), dimensions={}\n  m = f32[8] maximum(a, b0)\n"
                  "  c6 = f32[] constant(6)\n  b6 = f32[8] broadcast(c6), dimensions={}\n"
                  "  ROOT r = f32[8] minimum(m, b6)\n}\n\n"
                  "hard_sigmoid {\n  x = f32[8] parameter(0)\n  c3 = f32[] constant(3)\n"
                  "  b3 = f32[8] broadcast(c3), dimensions={}\n  s = f32[8] add(x, b3)\n"
                  "  r = f32[8] call(s), to_apply=relu6\n  c6 = f32[] constant(6)\n"
                  "  b6 = f32[8] broadcast(c6), dimensions={}\n  ROOT d = f32[8] divide(r, b6)\n}\n\n"
                  "ENTRY main {\n  p = f32[8] parameter(0)\n  h = f32[8] call(p), to_apply=hard_sigmoid\n"
                  "  ROOT y = f32[8] multiply(p, h)\n}\n";
}

static RcNode *find_named(RcFunc *f, const char *name) {
  rc_func_for_each(f, n) if (n->nresults && n->results[0].name && !strcmp(n->results[0].name, name)) return n;
  return NULL;
}

/* The canonical view inlines pure callees: main reads x * min(max(x + 3, 0), 6) * (1/6)
 * with no call left; the inlined nodes have no origin (every origin is in main); the
 * module itself keeps its calls and functions; idempotent. A callee
 * holding an opaque op stays a call. */
static void test_calls_seen_through(void **state) {
  (void)state;
  for (int opaque = 0; opaque < 2; opaque++) {
    const char *text = hs_text(opaque);
    RcCtx *ctx = rc_ctx_new();
    RcModule *m = NULL;
    assert_int_equal(rc_module_parse(ctx, "hs.hlo", text, strlen(text), RC_FORMAT_HLO, &m), RC_OK);
    assert_int_equal(rc_module_verify(m), RC_OK);
    RcFunc *main_f = rc_module_find_func(m, "main");
    assert_non_null(main_f);
    RcNode *call = find_named(main_f, "h");
    assert_non_null(call);
    assert_int_equal(call->op, RC_OP_CALL);
    RcCanon *c = rc_canon_new(main_f);
    assert_non_null(c);
    check_order(c);
    if (!opaque) {
      assert_ptr_equal(rc_canon_callee(call), rc_module_find_func(m, "hard_sigmoid"));
      assert_int_equal(count_op(c, RC_OP_CALL), 0);
      assert_int_equal(count_op(c, RC_OP_MINIMUM), 1);
      assert_int_equal(count_op(c, RC_OP_MAXIMUM), 1);
      RcNode *root = croot(c);
      assert_int_equal(root->op, RC_OP_MULTIPLY);
      assert_ptr_equal(rc_canon_origin(c, &root->results[0]), &find_named(main_f, "y")->results[0]);
      /* every origin is a value of main (the call's value merged into the product) */
      rc_func_for_each(rc_canon_func(c), k) {
        RcValue *o = k->nresults ? rc_canon_origin(c, &k->results[0]) : NULL;
        if (k->op == RC_OP_MAXIMUM || k->op == RC_OP_MINIMUM) assert_null(o);
        if (o) assert_ptr_equal(o->def->func, main_f);
      }
    } else {
      assert_null(rc_canon_callee(call));
      assert_int_equal(count_op(c, RC_OP_CALL), 1);
    }
    rc_canon_free(c);
    check_idempotent(main_f);
    /* the program is untouched: main still calls hard_sigmoid, which still calls relu6 */
    assert_int_equal(call->op, RC_OP_CALL);
    assert_false(call->flags & RC_NODE_DEAD);
    assert_int_equal(rc_module_verify(m), RC_OK);
    rc_module_free(m);
    rc_ctx_free(ctx);
  }
}

/* A StableHLO callee that reduces (its reduce's body a region, HLO's a to_apply=) is
 * inlined like any pure one: a mean square computed in a helper reads as one row
 * expression; a reduce whose body is no one combiner keeps the call. */
static void test_call_with_region_reduce(void **state) {
  (void)state;
  static const char *const combiners[2] = {"stablehlo.add %p, %q", "stablehlo.multiply %p, %p"};
  for (int k = 0; k < 2; k++) {
    char text[2048];
    snprintf(text, sizeof text,
             "func.func @main(%%x: tensor<3x16xf32>) -> tensor<3xf32> {\n"
             "  %%m = call @ms(%%x) : (tensor<3x16xf32>) -> tensor<3xf32>\n"
             "  return %%m : tensor<3xf32>\n"
             "}\n"
             "func.func private @ms(%%a: tensor<3x16xf32>) -> tensor<3xf32> {\n"
             "  %%z = stablehlo.constant dense<0.0> : tensor<f32>\n"
             "  %%s = stablehlo.multiply %%a, %%a : tensor<3x16xf32>\n"
             "  %%r = stablehlo.reduce(%%s init: %%z) across dimensions = [1] : (tensor<3x16xf32>, tensor<f32>) -> "
             "tensor<3xf32>\n"
             "   reducer(%%p: tensor<f32>, %%q: tensor<f32>) {\n"
             "    %%o = %s : tensor<f32>\n"
             "    stablehlo.return %%o : tensor<f32>\n"
             "  }\n"
             "  return %%r : tensor<3xf32>\n"
             "}\n",
             combiners[k]);
    RcCtx *ctx = rc_ctx_new();
    RcModule *m = NULL;
    assert_int_equal(rc_module_parse(ctx, "ms.mlir", text, strlen(text), RC_FORMAT_STABLEHLO, &m), RC_OK);
    RcFunc *main_f = rc_module_find_func(m, "main");
    RcNode *call = NULL;
    rc_func_for_each(main_f, n) if (n->op == RC_OP_CALL) call = n;
    assert_non_null(call);
    RcCanon *c = rc_canon_new(main_f);
    assert_non_null(c);
    if (k == 0) {
      assert_ptr_equal(rc_canon_callee(call), rc_module_find_func(m, "ms"));
      assert_int_equal(count_op(c, RC_OP_CALL), 0);
      assert_int_equal(count_op(c, RC_OP_REDUCE), 1);
    } else {
      assert_null(rc_canon_callee(call));
      assert_int_equal(count_op(c, RC_OP_CALL), 1);
    }
    rc_canon_free(c);
    assert_int_equal(call->op, RC_OP_CALL);
    rc_module_free(m);
    rc_ctx_free(ctx);
  }
}

/* A call of a function that calls itself (nothing a reader accepts, but the IR can hold
 * it) is not inlined without end: the canonical copy is built and keeps a call. */
/* A private function with several results (JAX's hard_sigmoid in a training graph:
 * its value and the backward's mask) is inlined per result: x * hs#0 reads as the
 * product of x and the clamp, each result of the call has its own origin, and the
 * program keeps its call. */
static void test_multi_result_call(void **state) {
  (void)state;
  const char *text =
      "func.func @main(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xi1>) {\n"
      "  %h:2 = call @hs(%x) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xi1>)\n"
      "  %y = stablehlo.multiply %x, %h#0 : tensor<4xf32>\n"
      "  return %y, %h#1 : tensor<4xf32>, tensor<4xi1>\n"
      "}\n"
      "func.func private @hs(%a: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xi1>) {\n"
      "  %c3 = stablehlo.constant dense<3.0> : tensor<4xf32>\n"
      "  %c0 = stablehlo.constant dense<0.0> : tensor<4xf32>\n"
      "  %c6 = stablehlo.constant dense<6.0> : tensor<4xf32>\n"
      "  %t = stablehlo.add %a, %c3 : tensor<4xf32>\n"
      "  %r = stablehlo.clamp %c0, %t, %c6 : tensor<4xf32>\n"
      "  %v = stablehlo.divide %r, %c6 : tensor<4xf32>\n"
      "  %m = stablehlo.compare GT, %t, %c0, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>\n"
      "  return %v, %m : tensor<4xf32>, tensor<4xi1>\n"
      "}\n";
  RcCtx *ctx = rc_ctx_new();
  RcModule *m = NULL;
  assert_int_equal(rc_module_parse(ctx, "hs.mlir", text, strlen(text), RC_FORMAT_STABLEHLO, &m), RC_OK);
  RcFunc *main_f = rc_module_find_func(m, "main");
  RcNode *call = NULL;
  rc_func_for_each(main_f, n) if (n->op == RC_OP_CALL) call = n;
  assert_non_null(call);
  assert_int_equal(call->nresults, 2);
  assert_ptr_equal(rc_canon_callee(call), rc_module_find_func(m, "hs"));
  RcCanon *c = rc_canon_new(main_f);
  assert_non_null(c);
  assert_int_equal(count_op(c, RC_OP_CALL), 0);
  assert_int_equal(count_op(c, RC_OP_TUPLE), 0);
  assert_int_equal(count_op(c, RC_OP_MINIMUM), 1);
  assert_int_equal(count_op(c, RC_OP_COMPARE), 1);
  /* result 0 merged into the product x * min(max(x + 3, 0), 6) * (1/6); result 1 the mask */
  RcNode *ret = rc_canon_func(c)->last;
  RcValue *y = rc_node_operand(ret, 0), *k = rc_canon_lookup(c, &call->results[1]);
  assert_int_equal(y->def->op, RC_OP_MULTIPLY);
  assert_int_equal(y->def->noperands, 3);
  assert_non_null(k);
  assert_ptr_equal(k, rc_node_operand(ret, 1));
  assert_int_equal(k->def->op, RC_OP_COMPARE);
  assert_ptr_equal(rc_canon_origin(c, k), &call->results[1]);
  rc_canon_free(c);
  check_idempotent(main_f);
  assert_int_equal(call->op, RC_OP_CALL);
  assert_int_equal(rc_module_verify(m), RC_OK);
  rc_module_free(m);
  rc_ctx_free(ctx);
}

static void test_call_cycle_bounded(void **state) {
  (void)state;
  B b;
  b_init(&b, RC_FORMAT_HLO);
  RcType *t = ty(&b, RC_DT_F32, 2, D2);
  RcFunc *g = rc_func_create(b.m, "loop", NULL);
  RcFunc *main_f = b.f;
  b.f = g;
  g->params = rc_module_alloc(b.m, sizeof(RcNode *));
  RcValue *a = param(&b, 0, t);
  RcValue *in = node(&b, RC_OP_CALL, t, 1, &a);
  RcAttr *at = rc_node_add_attr(in->def, "to_apply", RC_ATTR_FUNC, "loop");
  at->u.fn = g;
  RcValue *r = u1(&b, RC_OP_EXP, in);
  node(&b, RC_OP_RETURN, NULL, 1, &r)->def->nresults = 0;
  b.f = main_f;
  RcValue *x = param(&b, 0, t);
  RcValue *cl = node(&b, RC_OP_CALL, t, 1, &x);
  at = rc_node_add_attr(cl->def, "to_apply", RC_ATTR_FUNC, "loop");
  at->u.fn = g;
  RcValue *y = u1(&b, RC_OP_NEGATE, cl);
  RcNode *ret = rc_node_create(b.m, RC_OP_RETURN, 1, 0);
  rc_func_insert_before(b.f, ret, NULL);
  rc_node_set_operand(ret, 0, y);
  assert_null(rc_canon_callee(cl->def));
  RcCanon *c = rc_canon_new(b.f);
  assert_non_null(c);
  assert_int_equal(count_op(c, RC_OP_CALL), 1);
  rc_canon_free(c);
  b_free(&b);
}

static void test_corpus(void **state) {
  (void)state;
  const char *root = getenv("RC_SOURCE_ROOT");
  if (!root) skip();
  const char *dirs[] = {"corpus/hlo", "corpus/stablehlo"};
  int files = 0;
  for (int d = 0; d < 2; d++) {
    gchar *dir = g_build_filename(root, dirs[d], NULL);
    GDir *gd = g_dir_open(dir, 0, NULL);
    if (gd) {
      const char *name;
      while ((name = g_dir_read_name(gd))) {
        if (!g_str_has_suffix(name, ".hlo") && !g_str_has_suffix(name, ".mlir")) continue;
        gchar *path = g_build_filename(dir, name, NULL);
        canon_file(path);
        files++;
        g_free(path);
      }
      g_dir_close(gd);
    }
    g_free(dir);
  }
  print_message("canonicalized every function of %d corpus files\n", files);
}

/* The unmerged read of f (every node one window): rc_canon_new_window_unmerged. */
static RcCanon *unmerged(RcFunc *f) {
  GPtrArray *ns = g_ptr_array_new();
  rc_func_for_each(f, n) g_ptr_array_add(ns, n);
  RcCanon *c = rc_canon_new_window_unmerged(f, (RcNode *const *)ns->pdata, ns->len);
  g_ptr_array_free(ns, TRUE);
  assert_non_null(c);
  check_order(c);
  return c;
}

/* The unmerged read differs from the merged one in its four rules. */
static void test_unmerged_read(void **state) {
  (void)state;
  B b;
  RcType *t = NULL;
  /* 1. (x * logistic(x)) * s: the inner product as written keeps a node (SiLU's root) */
  b_init(&b, RC_FORMAT_HLO);
  t = ty(&b, RC_DT_F32, 2, D2);
  RcValue *x = param(&b, 0, t), *s = param(&b, 1, t);
  RcValue *p = b2(&b, RC_OP_MULTIPLY, x, u1(&b, RC_OP_LOGISTIC, x));
  ret(&b, b2(&b, RC_OP_MULTIPLY, p, s));
  RcCanon *mc = rc_canon_new(b.f), *uc = unmerged(b.f);
  assert_int_equal(croot(mc)->noperands, 3);
  RcValue *mp = rc_canon_lookup(mc, p); /* merged: p has no node of its own */
  assert_true(!mp || mp->def == croot(mc));
  RcValue *up = rc_canon_lookup(uc, p);
  assert_int_equal(up->def->op, RC_OP_MULTIPLY);
  assert_int_equal(up->def->noperands, 2);
  assert_ptr_equal(rc_canon_origin(uc, up), p);
  assert_int_equal(croot(uc)->noperands, 2);
  rc_canon_free(mc);
  rc_canon_free(uc);
  b_free(&b);
  /* 2. a bound of the largest finite value is kept (it differs at +-inf); +-inf is dropped */
  b_init(&b, RC_FORMAT_HLO);
  t = ty(&b, RC_DT_F32, 2, D2);
  x = param(&b, 0, t);
  RcValue *lo = bk(&b, RC_OP_MAXIMUM, x, -FLT_MAX);
  ret(&b, u1(&b, RC_OP_EXP, bk(&b, RC_OP_MINIMUM, lo, INFINITY)));
  mc = rc_canon_new(b.f);
  uc = unmerged(b.f);
  assert_int_equal(count_op(mc, RC_OP_MAXIMUM), 0);
  assert_int_equal(count_op(uc, RC_OP_MAXIMUM), 1);
  assert_int_equal(count_op(uc, RC_OP_MINIMUM), 0);
  assert_ptr_equal(rc_canon_origin(uc, rc_canon_lookup(uc, lo)), lo);
  rc_canon_free(mc);
  rc_canon_free(uc);
  b_free(&b);
  /* 3. 1 / (1 + exp(-(x * 1.702))) reads logistic(x * 1.702): in the unmerged read the
   * product is the written one (CSE finds it again after the sign flips), so a match
   * capturing it has an input to read */
  b_init(&b, RC_FORMAT_HLO);
  t = ty(&b, RC_DT_F32, 2, D2);
  x = param(&b, 0, t);
  RcValue *m = bk(&b, RC_OP_MULTIPLY, x, 1.702);
  RcValue *den = bk(&b, RC_OP_ADD, u1(&b, RC_OP_EXP, u1(&b, RC_OP_NEGATE, m)), 1.0);
  ret(&b, kb(&b, RC_OP_DIVIDE, 1.0, den));
  mc = rc_canon_new(b.f);
  uc = unmerged(b.f);
  assert_int_equal(croot(mc)->op, RC_OP_LOGISTIC);
  assert_int_equal(croot(uc)->op, RC_OP_LOGISTIC);
  assert_null(rc_canon_origin(mc, rc_node_operand(croot(mc), 0)));
  assert_ptr_equal(rc_canon_origin(uc, rc_node_operand(croot(uc), 0)), m);
  rc_canon_free(mc);
  rc_canon_free(uc);
  b_free(&b);
  /* 4. calls stay calls */
  RcCtx *ctx = rc_ctx_new();
  RcModule *mod = NULL;
  const char *text = hs_text(0);
  assert_int_equal(rc_module_parse(ctx, "hs.hlo", text, strlen(text), RC_FORMAT_HLO, &mod), RC_OK);
  RcFunc *main_f = rc_module_find_func(mod, "main");
  mc = rc_canon_new(main_f);
  uc = unmerged(main_f);
  assert_int_equal(count_op(mc, RC_OP_CALL), 0);
  assert_int_equal(count_op(uc, RC_OP_CALL), 1);
  rc_canon_free(mc);
  rc_canon_free(uc);
  rc_module_free(mod);
  rc_ctx_free(ctx);
}

static RcValue *named(RcFunc *f, const char *name) {
  for (RcNode *n = f->first; n; n = n->next)
    if (n->nresults && n->results[0].name && !strcmp(n->results[0].name, name)) return &n->results[0];
  fail_msg("no value %s", name);
  return NULL;
}

/* rc_value_splat_f64: a splat or one-element constant, or a broadcast of one, gives its literal and
 * its value; an array of two values, a broadcast of one and a parameter give none. */
static void test_value_splat(void **state) {
  (void)state;
  const char *text = "HloModule m\n\nENTRY main {\n  p = f32[4] parameter(0)\n  k = f32[] constant(0.25)\n"
                     "  b = f32[4] broadcast(k), dimensions={}\n  o = f32[1] constant({-2})\n"
                     "  bo = f32[3,1] broadcast(o), dimensions={1}\n  e = f32[2] constant({3, 4})\n"
                     "  be = f32[2,2] broadcast(e), dimensions={1}\n"
                     "  ROOT t = (f32[4], f32[4], f32[3,1], f32[2,2]) tuple(p, b, bo, be)\n}\n";
  RcCtx *ctx = rc_ctx_new();
  RcModule *m = NULL;
  assert_int_equal(rc_module_parse(ctx, "vs.hlo", text, strlen(text), RC_FORMAT_HLO, &m), RC_OK);
  RcFunc *f = rc_module_find_func(m, "main");
  double v = 0;
  assert_true(rc_value_splat_f64(named(f, "k"), &v) == named(f, "k")->def->literal && v == 0.25);
  assert_true(rc_value_splat_f64(named(f, "b"), &v) == named(f, "k")->def->literal && v == 0.25);
  assert_true(rc_value_splat_f64(named(f, "o"), &v) && v == -2);
  assert_true(rc_value_splat_f64(named(f, "bo"), &v) == named(f, "o")->def->literal && v == -2);
  assert_null(rc_value_splat_f64(named(f, "e"), &v));
  assert_null(rc_value_splat_f64(named(f, "be"), &v));
  assert_null(rc_value_splat_f64(named(f, "p"), &v));
  assert_null(rc_value_splat_f64(NULL, &v));
  rc_module_free(m);
  rc_ctx_free(ctx);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_square_spellings),    cmocka_unit_test(test_gelu_erf_spellings),  cmocka_unit_test(test_logistic_spellings),
      cmocka_unit_test(test_silu_spellings),      cmocka_unit_test(test_gelu_tanh_spellings),
      cmocka_unit_test(test_bf16_converts),       cmocka_unit_test(test_float_normalized),       cmocka_unit_test(test_rules_arith),       cmocka_unit_test(test_fold_select),
      cmocka_unit_test(test_computed_constants),
      cmocka_unit_test(test_rules_order_and_cse), cmocka_unit_test(test_multi_use_chains),
      cmocka_unit_test(test_shape_noise),         cmocka_unit_test(test_reshape_round_trip),
    cmocka_unit_test(test_transposed_view_statistics),
    cmocka_unit_test(test_reducer_regions_same_value),         cmocka_unit_test(test_minmax_bounds),
      cmocka_unit_test(test_reduce_init),         cmocka_unit_test(test_reduce_of_window),
      cmocka_unit_test(test_reduce_of_unit_view),
      cmocka_unit_test(test_broadcast_reciprocal), cmocka_unit_test(test_broadcast_reciprocal_reshaped), cmocka_unit_test(test_reshape_past_scale),
      cmocka_unit_test(test_masked_sum),
      cmocka_unit_test(test_unit_reduce),         cmocka_unit_test(test_opaque),
      cmocka_unit_test(test_random_idempotent),   cmocka_unit_test(test_random_commuted),
      cmocka_unit_test(test_module_canonicalize),
      cmocka_unit_test(test_oom),                 cmocka_unit_test(test_corpus),
      cmocka_unit_test(test_calls_seen_through),  cmocka_unit_test(test_call_cycle_bounded), cmocka_unit_test(test_multi_result_call),
      cmocka_unit_test(test_call_with_region_reduce),
      cmocka_unit_test(test_big_chain),           cmocka_unit_test(test_twin_converts),
      cmocka_unit_test(test_unmerged_read),
      cmocka_unit_test(test_value_splat),
      cmocka_unit_test(test_self_dot_widens),
  };
  return cmocka_run_group_tests_name("canon", tests, NULL, NULL);
}
