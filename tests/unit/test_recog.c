/* Tests of recognition by value (src/recog): the region finder's candidate
 * leaves on canonical functions, the value comparison with the table's
 * references (fingerprints, probes, tolerance, near misses), the tolerance
 * rule's figures, and the derivative references (src/fused/ref.c) against
 * finite differences of the references. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "canon/canon.h"
#include "fused/fused.h"
#include "recog/recog.h"
#include "recompose/recompose.h"

/* One parsed StableHLO function of x (tensor<16xf32>) and its canonical form. */
typedef struct {
  RcCtx *ctx;
  RcModule *m;
  RcCanon *c;
  RcRecog *r;
} Fn;

/* ...returning results of type results (default: one tensor<16xf32>) */
static void fn_open_results(Fn *t, const char *results, const char *body) {
  char text[8192];
  snprintf(text, sizeof text,
           "func.func @main(%%x: tensor<16xf32>, %%dy: tensor<16xf32>, %%w: tensor<16xf32>) -> %s {\n%s\n}\n",
           results, body);
  t->ctx = rc_ctx_new();
  assert_int_equal(rc_module_parse(t->ctx, "t.mlir", text, strlen(text), RC_FORMAT_STABLEHLO, &t->m), RC_OK);
  t->c = rc_canon_new(t->m->entry);
  assert_non_null(t->c);
  t->r = rc_recog_new(rc_canon_func(t->c));
  assert_non_null(t->r);
}

static void fn_open(Fn *t, const char *body) { fn_open_results(t, "tensor<16xf32>", body); }

static void fn_close(Fn *t) {
  rc_recog_free(t->r);
  rc_canon_free(t->c);
  rc_module_free(t->m);
  rc_ctx_free(t->ctx);
}

/* The canonical node of the value the function returns. */
static RcNode *root_of(Fn *t) {
  RcValue *v = rc_canon_lookup(t->c, rc_node_operand(t->m->entry->last, 0));
  assert_non_null(v);
  return v->def;
}

/* The canonical value of the original value named name. */
static RcValue *named(Fn *t, const char *name) {
  for (RcNode *n = t->m->entry->first; n; n = n->next)
    for (uint32_t i = 0; i < n->nresults; i++)
      if (n->results[i].name && !strcmp(n->results[i].name, name)) return rc_canon_lookup(t->c, &n->results[i]);
  fail_msg("no value %%%s", name);
  return NULL;
}

static const RcFusedOp *op_named(const char *name) {
  const RcFusedOp *op = rc_fused_lookup(name, strlen(name));
  assert_non_null(op);
  return op;
}

/* The first hit at the function's root, or NULL. */
static const RcFusedOp *hit(Fn *t, RcRecogHit *h) {
  RcRecogHit hs[4];
  uint32_t n = rc_recog_at(t->r, root_of(t), hs, 4);
  if (!n) return NULL;
  if (h) *h = hs[0];
  return hs[0].op;
}

#define F32 " : tensor<16xf32>"

/* silu(2x): the candidate leaves of the root are 2x (nearest) and then x; the region
 * down to 2x is SiLU, the region down to x is not a table op. */
static void finder_picks_the_leaf(void **state) {
  (void)state;
  Fn t;
  fn_open(&t, "%c = stablehlo.constant dense<2.0>" F32 "\n"
              "%y = stablehlo.multiply %x, %c" F32 "\n"
              "%s = stablehlo.logistic %y" F32 "\n"
              "%r = stablehlo.multiply %y, %s" F32 "\n"
              "return %r" F32);
  RcRecogHit h;
  assert_ptr_equal(hit(&t, &h), op_named("silu"));
  assert_ptr_equal(h.x, named(&t, "y"));
  assert_true(h.err <= rc_recog_exact());
  RcNode **nodes = NULL;
  uint32_t cap = 0, n = rc_recog_region(t.r, root_of(&t), &h, &nodes, &cap);
  assert_int_equal(n, 2); /* the product and the logistic */
  assert_ptr_equal(nodes[0], root_of(&t));
  free(nodes);
  fn_close(&t);
}

/* A sum of two independent values has no single leaf: no candidate. */
static void two_leaves_no_candidate(void **state) {
  (void)state;
  Fn t;
  fn_open(&t, "%s = stablehlo.logistic %x" F32 "\n"
              "%r = stablehlo.multiply %dy, %s" F32 "\n"
              "return %r" F32);
  assert_null(hit(&t, NULL));
  fn_close(&t);
}

/* The identities, each one region of x. */
static void identities(void **state) {
  (void)state;
  static const struct {
    const char *body, *op;
  } cases[] = {
      {"%one = stablehlo.constant dense<1.0>" F32 "\n%n = stablehlo.negate %x" F32 "\n%s = stablehlo.logistic %n" F32
       "\n%r = stablehlo.subtract %one, %s" F32,
       "sigmoid"},
      {"%one = stablehlo.constant dense<1.0>" F32 "\n%e = stablehlo.exponential %x" F32
       "\n%xe = stablehlo.multiply %x, %e" F32 "\n%d = stablehlo.add %one, %e" F32 "\n%r = stablehlo.divide %xe, %d" F32,
       "silu"},
      {"%n = stablehlo.negate %x" F32 "\n%s = stablehlo.logistic %n" F32 "\n%l = stablehlo.log %s" F32
       "\n%r = stablehlo.negate %l" F32,
       "softplus"},
      {"%two = stablehlo.constant dense<2.0>" F32 "\n%q = stablehlo.sqrt %two" F32 "\n%a = stablehlo.divide %x, %q" F32
       "\n%e = chlo.erf %a" F32 " -> tensor<16xf32>\n%xe = stablehlo.multiply %x, %e" F32
       "\n%s = stablehlo.add %x, %xe" F32 "\n%r = stablehlo.divide %s, %two" F32,
       "gelu_erf"},
      {"%one = stablehlo.constant dense<1.0>" F32 "\n%e = stablehlo.exponential %x" F32 "\n%u = stablehlo.add %one, %e" F32
       "\n%u2 = stablehlo.multiply %u, %u" F32 "\n%nm = stablehlo.subtract %u2, %one" F32
       "\n%dn = stablehlo.add %u2, %one" F32 "\n%xn = stablehlo.multiply %x, %nm" F32 "\n%r = stablehlo.divide %xn, %dn" F32,
       "mish"},
  };
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    char body[4096];
    snprintf(body, sizeof body, "%s\nreturn %%r" F32, cases[i].body);
    Fn t;
    fn_open(&t, body);
    RcRecogHit h;
    const RcFusedOp *op = hit(&t, &h);
    if (op != op_named(cases[i].op)) fail_msg("case %zu: expected %s, got %s", i, cases[i].op, op ? op->name : "none");
    assert_ptr_equal(h.x, named(&t, "x"));
    fn_close(&t);
  }
}

/* GELU with c for 1/sqrt 2: the bf16-rounded 0.70703125 is read as gelu_erf at a
 * distance past the exact bound (so the check gets slack), 0.8 is not read. */
static void low_precision_and_near_miss(void **state) {
  (void)state;
  static const struct {
    const char *c;
    bool raised;
  } cases[] = {{"0.70703125", true}, {"0.8", false}, {"0.7", false}};
  for (size_t i = 0; i < 3; i++) {
    char body[2048];
    snprintf(body, sizeof body,
             "%%h = stablehlo.constant dense<0.5>" F32 "\n%%c = stablehlo.constant dense<%s>" F32
             "\n%%hx = stablehlo.multiply %%h, %%x" F32 "\n%%a = stablehlo.multiply %%x, %%c" F32
             "\n%%e = chlo.erf %%a" F32 " -> tensor<16xf32>\n%%t = stablehlo.multiply %%hx, %%e" F32
             "\n%%r = stablehlo.add %%hx, %%t" F32 "\nreturn %%r" F32,
             cases[i].c);
    Fn t;
    fn_open(&t, body);
    RcRecogHit h;
    const RcFusedOp *op = hit(&t, &h);
    if (cases[i].raised) {
      assert_ptr_equal(op, op_named("gelu_erf"));
      assert_true(h.err > rc_recog_exact() && h.err <= rc_recog_tol(RC_DT_F32));
      assert_true(rc_recog_slack_ulp(h.err, RC_DT_F32) >= 4 * h.err / 0x1p-23);
    } else {
      assert_null(op);
    }
    fn_close(&t);
  }
}

/* The close comparison: each op's own values pass at distance 0; an offset, a scaled
 * argument, a sign flip, the neighbouring op, a region that is not NaN at NaN fail. */
static void compare_strict(void **state) {
  (void)state;
  const double *xs;
  uint32_t np = rc_recog_probes(&xs);
  assert_true(np > 64);
  double *f = malloc(sizeof *f * np), err;
  double tol = rc_recog_tol(RC_DT_F32);
  for (size_t i = 0; i < rc_fused_count(); i++) {
    const RcFusedOp *op = rc_fused_at(i);
    if (op->kind != RC_KIND_ELEMENTWISE) continue;
    for (uint32_t p = 0; p < np; p++) f[p] = op->ref.elt(xs[p]);
    assert_true(rc_recog_compare(op, false, f, NAN, tol, &err));
    assert_true(err == 0);
    assert_false(rc_recog_compare(op, false, f, 0.0, tol, &err)); /* not NaN at NaN */
    for (uint32_t p = 0; p < np; p++) f[p] = op->ref.elt(xs[p]) + 1e-3;
    assert_false(rc_recog_compare(op, false, f, NAN, tol, &err));
    for (uint32_t p = 0; p < np; p++) f[p] = op->ref.elt(2 * xs[p]);
    assert_false(rc_recog_compare(op, false, f, NAN, tol, &err));
    for (uint32_t p = 0; p < np; p++) f[p] = -op->ref.elt(xs[p]);
    assert_false(rc_recog_compare(op, false, f, NAN, tol, &err));
  }
  for (uint32_t p = 0; p < np; p++) f[p] = op_named("gelu_tanh")->ref.elt(xs[p]);
  assert_false(rc_recog_compare(op_named("gelu_erf"), false, f, NAN, tol, &err));
  /* in bf16 the two are within the bound, and the closer wins (rc_recog_at) */
  assert_true(rc_recog_compare(op_named("gelu_erf"), false, f, NAN, rc_recog_tol(RC_DT_BF16), &err));
  free(f);
}

/* Each op's fingerprint finds the op, and only ops within the bound of it. */
static void fingerprint_lookup(void **state) {
  (void)state;
  for (size_t i = 0; i < rc_fused_count(); i++) {
    const RcFusedOp *op = rc_fused_at(i), *out[16];
    if (op->kind != RC_KIND_ELEMENTWISE) continue;
    double fp[RC_RECOG_FP];
    for (int k = 0; k < RC_RECOG_FP; k++) fp[k] = op->ref.elt(rc_recog_fp_x[k]);
    uint32_t n = rc_recog_fp_lookup(fp, rc_recog_tol(RC_DT_F32), false, out, 16);
    assert_int_equal(n, 1);
    assert_ptr_equal(out[0], op);
    for (int k = 0; k < RC_RECOG_FP; k++) fp[k] = rc_fused_dref(op)(rc_recog_fp_x[k]);
    n = rc_recog_fp_lookup(fp, rc_recog_tol(RC_DT_F32), true, out, 16);
    bool found = false;
    for (uint32_t j = 0; j < n; j++) found |= out[j] == op;
    assert_true(found);
  }
}

/* The tolerance rule's figures (tolerance.c). */
static void tolerance_rule(void **state) {
  (void)state;
  assert_true(rc_recog_tol(RC_DT_F32) == 0x1p-12);
  assert_true(rc_recog_tol(RC_DT_BF16) == 0x1p-8);
  assert_true(rc_recog_tol(RC_DT_F16) == 0x1p-11);
  assert_true(rc_recog_slack_ulp(0, RC_DT_F32) == 0);
  assert_true(rc_recog_slack_ulp(rc_recog_exact(), RC_DT_F32) == 0);
  double s = rc_recog_slack_ulp(3e-5, RC_DT_F32);
  assert_true(s >= 8 * 3e-5 / 0x1p-23 && s < 16 * 3e-5 / 0x1p-23 && s == exp2(round(log2(s))));
  /* function scale away from 0, relative near it */
  assert_true(rc_recog_dist(2.0, 1.0 + 1e-5, 1.0) < 2e-5);
  assert_true(rc_recog_dist(1e-7, 5e-8 + 1e-6, 5e-8) > rc_recog_tol(RC_DT_F32)); /* an offset at 0 */
  /* an approximation's residue at 0 below half an ULP of 1.0 in f32 (1 - erfc(0) = -3e-8 in
   * Numerical Recipes' erfc) stands; one ULP of 1.0 in f32 (1.2e-7) does not */
  assert_true(rc_recog_dist(0.0, -3.0000001e-8, 0.0) <= rc_recog_tol(RC_DT_F32));
  assert_true(rc_recog_dist(1e-7, 1.1283792e-7 - 3.0000001e-8, 1.1283792e-7) <= rc_recog_tol(RC_DT_F32));
  assert_true(rc_recog_dist(0.0, 0x1p-23, 0.0) > rc_recog_tol(RC_DT_F32));
  /* a wrong slope shows at |x| = 2^-11, where each op's |r| is at least 2^-12: half of it */
  assert_true(rc_recog_dist(0x1p-11, 0x1p-13, 0x1p-12) > rc_recog_tol(RC_DT_F32));
  assert_true(rc_recog_dist(-20, 1e-6, 0) == 1e-6);
}

/* The first linear hit at the function's root, or NULL. */
static const RcFusedOp *linear_hit(Fn *t, RcRecogHit *h) {
  RcRecogHit hs[4];
  uint32_t n = rc_recog_linear_at(t->r, root_of(t), hs, 4);
  if (!n) return NULL;
  if (h) *h = hs[0];
  return hs[0].op;
}

#define GELU_BWD(c, k)                                                                                              \
  "%h = stablehlo.constant dense<0.5>" F32 "\n%one = stablehlo.constant dense<1.0>" F32                           \
  "\n%c = stablehlo.constant dense<" c ">" F32 "\n%k = stablehlo.constant dense<" k ">" F32                        \
  "\n%m = stablehlo.constant dense<-0.5>" F32 "\n%a = stablehlo.multiply %x, %c" F32                              \
  "\n%e = chlo.erf %a" F32 " -> tensor<16xf32>\n%e1 = stablehlo.add %one, %e" F32                                 \
  "\n%xx = stablehlo.multiply %x, %x" F32 "\n%q = stablehlo.multiply %xx, %m" F32                                 \
  "\n%ex = stablehlo.exponential %q" F32

/* Backward regions dy * g(x) in the spellings autodiff writes: the seed's GELU
 * decomposition (dy * (0.5 (1 + erf(x 0.7071)) + x exp(-x^2/2) 0.3989)), dy distributed
 * over the terms as JAX writes it, SiLU's, sigmoid's from the saved sigmoid, tanh's from
 * the saved tanh, quick_gelu's under a constant factor, softplus's, a dy that is itself a
 * function of x, a dy-sum scaled last; and near misses: dy
 * squared, a GELU derivative with 0.8, tanh(2x), quick_gelu's with 1.5, a gate. */
static void linear_backward(void **state) {
  (void)state;
  static const struct {
    const char *body, *op, *dy; /* dy: the value the hit takes as dy (default %dy) */
  } cases[] = {
      {GELU_BWD("0.7071", "0.3989") "\n%t1 = stablehlo.multiply %h, %e1" F32 "\n%t2 = stablehlo.multiply %x, %ex" F32
       "\n%t3 = stablehlo.multiply %t2, %k" F32 "\n%s = stablehlo.add %t1, %t3" F32
       "\n%r = stablehlo.multiply %dy, %s" F32,
       "gelu_erf", NULL},
      {GELU_BWD("0.70710678", "0.39894228") "\n%d1 = stablehlo.multiply %dy, %h" F32
       "\n%t1 = stablehlo.multiply %d1, %e1" F32 "\n%d2 = stablehlo.multiply %dy, %x" F32
       "\n%t2 = stablehlo.multiply %d2, %ex" F32 "\n%t3 = stablehlo.multiply %t2, %k" F32
       "\n%r = stablehlo.add %t1, %t3" F32,
       "gelu_erf", NULL},
      {"%one = stablehlo.constant dense<1.0>" F32 "\n%s = stablehlo.logistic %x" F32
       "\n%u = stablehlo.subtract %one, %s" F32 "\n%xu = stablehlo.multiply %x, %u" F32
       "\n%v = stablehlo.add %one, %xu" F32 "\n%sv = stablehlo.multiply %s, %v" F32
       "\n%r = stablehlo.multiply %dy, %sv" F32,
       "silu", NULL},
      {"%one = stablehlo.constant dense<1.0>" F32 "\n%y = stablehlo.logistic %x" F32
       "\n%u = stablehlo.subtract %one, %y" F32 "\n%dyy = stablehlo.multiply %dy, %y" F32
       "\n%r = stablehlo.multiply %dyy, %u" F32,
       "sigmoid", NULL},
      {"%one = stablehlo.constant dense<1.0>" F32 "\n%y = stablehlo.logistic %x" F32
       "\n%u = stablehlo.subtract %one, %y" F32 "\n%dd = stablehlo.multiply %dy, %dy" F32
       "\n%dyy = stablehlo.multiply %dd, %y" F32 "\n%r = stablehlo.multiply %dyy, %u" F32,
       NULL, NULL},
      {GELU_BWD("0.8", "0.3989") "\n%t1 = stablehlo.multiply %h, %e1" F32 "\n%t2 = stablehlo.multiply %x, %ex" F32
       "\n%t3 = stablehlo.multiply %t2, %k" F32 "\n%s = stablehlo.add %t1, %t3" F32
       "\n%r = stablehlo.multiply %dy, %s" F32,
       NULL, NULL},
      /* tanh's from the saved output y: dy (1 - y) + dy (1 - y) y, JAX's */
      {"%one = stablehlo.constant dense<1.0>" F32 "\n%y = stablehlo.tanh %x" F32
       "\n%u = stablehlo.subtract %one, %y" F32 "\n%d = stablehlo.multiply %dy, %u" F32
       "\n%dy2 = stablehlo.multiply %d, %y" F32 "\n%r = stablehlo.add %d, %dy2" F32,
       "tanh", NULL},
      /* a constant times a sum of dy-terms inside the region: c (dy s + dy x s (1 - s)), 1.702 x */
      {"%one = stablehlo.constant dense<1.0>" F32 "\n%k = stablehlo.constant dense<1.702>" F32
       "\n%z = stablehlo.multiply %x, %k" F32 "\n%s = stablehlo.logistic %z" F32
       "\n%u = stablehlo.subtract %one, %s" F32 "\n%su = stablehlo.multiply %s, %u" F32
       "\n%a = stablehlo.multiply %dy, %s" F32 "\n%xd = stablehlo.multiply %x, %dy" F32
       "\n%b0 = stablehlo.multiply %xd, %su" F32 "\n%h = stablehlo.constant dense<0.5>" F32
       "\n%b1 = stablehlo.add %b0, %b0" F32 "\n%b = stablehlo.multiply %b1, %h" F32
       "\n%bk = stablehlo.multiply %b, %k" F32 "\n%r = stablehlo.add %a, %bk" F32,
       "quick_gelu", NULL},
      /* near misses: 1 - y^2 with y = tanh(2x) (a factor 2 off), quick_gelu's with 1.5 */
      {"%one = stablehlo.constant dense<1.0>" F32 "\n%two = stablehlo.constant dense<2.0>" F32
       "\n%x2 = stablehlo.multiply %x, %two" F32 "\n%y = stablehlo.tanh %x2" F32
       "\n%yy = stablehlo.multiply %y, %y" F32 "\n%u = stablehlo.subtract %one, %yy" F32
       "\n%r = stablehlo.multiply %dy, %u" F32,
       NULL, NULL},
      {"%one = stablehlo.constant dense<1.0>" F32 "\n%k = stablehlo.constant dense<1.5>" F32
       "\n%z = stablehlo.multiply %x, %k" F32 "\n%s = stablehlo.logistic %z" F32
       "\n%u = stablehlo.subtract %one, %s" F32 "\n%su = stablehlo.multiply %s, %u" F32
       "\n%a = stablehlo.multiply %dy, %s" F32 "\n%xd = stablehlo.multiply %x, %dy" F32
       "\n%b0 = stablehlo.multiply %xd, %su" F32 "\n%bk = stablehlo.multiply %b0, %k" F32
       "\n%r = stablehlo.add %a, %bk" F32,
       NULL, NULL},
      /* a gate dy sigmoid(x) (GLU): a product with an activation, not softplus's backward */
      {"%s = stablehlo.logistic %x" F32 "\n%r = stablehlo.multiply %dy, %s" F32, NULL, NULL},
      /* softplus's backward as JAX writes it: dy exp(x - softplus(x)) */
      {"%zero = stablehlo.constant dense<0.0>" F32 "\n%m = stablehlo.maximum %x, %zero" F32
       "\n%a = stablehlo.abs %x" F32 "\n%n = stablehlo.negate %a" F32 "\n%e = stablehlo.exponential %n" F32
       "\n%l = stablehlo.log_plus_one %e" F32 "\n%sp = stablehlo.add %m, %l" F32
       "\n%d = stablehlo.subtract %x, %sp" F32 "\n%g = stablehlo.exponential %d" F32
       "\n%r = stablehlo.multiply %dy, %g" F32,
       "softplus", NULL},
      /* dy itself a function of x, taken as dy as it is: sigmoid's backward dq y - dq y^2 of
       * dq = dy tanh(x) (the cotangent of sigmoid(x) tanh(x)); tanh's d - d y^2 of a loss's d = 0.03125 (dy + x) */
      {"%q = stablehlo.tanh %x" F32 "\n%dq = stablehlo.multiply %dy, %q" F32
       "\n%y = stablehlo.logistic %x" F32 "\n%yy = stablehlo.multiply %y, %y" F32
       "\n%a = stablehlo.multiply %dq, %y" F32 "\n%b = stablehlo.multiply %dq, %yy" F32
       "\n%r = stablehlo.subtract %a, %b" F32,
       "sigmoid", "dq"},
      {"%c = stablehlo.constant dense<0.03125>" F32
       "\n%s = stablehlo.add %dy, %x" F32 "\n%d = stablehlo.multiply %s, %c" F32
       "\n%y = stablehlo.tanh %x" F32 "\n%yy = stablehlo.multiply %y, %y" F32
       "\n%dyy = stablehlo.multiply %d, %yy" F32 "\n%r = stablehlo.subtract %d, %dyy" F32,
       "tanh", "d"},
      /* the dy-sum scaled last: 0.5 (d (1 - t) + d (1 - t) t), d = 0.5 dy, t = tanh(x/2), the
       * backward of 0.5 tanh(x/2) + 0.5 as JAX writes it */
      {"%one = stablehlo.constant dense<1.0>" F32 "\n%h = stablehlo.constant dense<0.5>" F32
       "\n%xh = stablehlo.multiply %x, %h" F32 "\n%t = stablehlo.tanh %xh" F32
       "\n%d = stablehlo.multiply %dy, %h" F32 "\n%u = stablehlo.subtract %one, %t" F32
       "\n%a = stablehlo.multiply %d, %u" F32 "\n%b = stablehlo.multiply %a, %t" F32
       "\n%s = stablehlo.add %a, %b" F32 "\n%r = stablehlo.multiply %s, %h" F32,
       "sigmoid", NULL},
  };
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    char body[4096];
    snprintf(body, sizeof body, "%s\nreturn %%r" F32, cases[i].body);
    Fn t;
    fn_open(&t, body);
    RcRecogHit h;
    const RcFusedOp *op = linear_hit(&t, &h);
    if (op != (cases[i].op ? op_named(cases[i].op) : NULL))
      fail_msg("case %zu: expected %s, got %s", i, cases[i].op ? cases[i].op : "none", op ? op->name : "none");
    if (op) {
      assert_ptr_equal(h.x, named(&t, "x"));
      assert_ptr_equal(h.dy, named(&t, cases[i].dy ? cases[i].dy : "dy"));
    }
    assert_null(hit(&t, NULL)); /* no one-leaf region at the root */
    fn_close(&t);
  }
}

/* quick_gelu's backward with its scaled dy-sum over a biased value u = tanh(x) + w (the outer
 * op of f(f(x) + b)): u, a sum of a piece and a leaf, is the region's x, not a sum of dy-terms
 * opened down to x and w (three leaves). */
static void linear_biased_leaf(void **state) {
  (void)state;
  Fn t;
  fn_open(&t, "%q = stablehlo.tanh %x" F32 "\n%u = stablehlo.add %q, %w" F32
              "\n%one = stablehlo.constant dense<1.0>" F32 "\n%k = stablehlo.constant dense<1.702>" F32
              "\n%z = stablehlo.multiply %u, %k" F32 "\n%s = stablehlo.logistic %z" F32
              "\n%v = stablehlo.subtract %one, %s" F32 "\n%su = stablehlo.multiply %s, %v" F32
              "\n%a = stablehlo.multiply %dy, %s" F32 "\n%ud = stablehlo.multiply %u, %dy" F32
              "\n%b0 = stablehlo.multiply %ud, %su" F32 "\n%h = stablehlo.constant dense<0.5>" F32
              "\n%b1 = stablehlo.add %b0, %b0" F32 "\n%b = stablehlo.multiply %b1, %h" F32
              "\n%bk = stablehlo.multiply %b, %k" F32 "\n%r = stablehlo.add %a, %bk" F32 "\nreturn %r" F32);
  RcRecogHit h;
  assert_ptr_equal(linear_hit(&t, &h), op_named("quick_gelu"));
  assert_ptr_equal(h.x, named(&t, "u"));
  assert_ptr_equal(h.dy, named(&t, "dy"));
  fn_close(&t);
}

#define SOFTPLUS_G                                                                                                 \
  "%zero = stablehlo.constant dense<0.0>" F32 "\n%m = stablehlo.maximum %x, %zero" F32                              \
  "\n%a = stablehlo.abs %x" F32 "\n%n = stablehlo.negate %a" F32 "\n%e = stablehlo.exponential %n" F32              \
  "\n%l = stablehlo.log_plus_one %e" F32 "\n%sp = stablehlo.add %m, %l" F32                                         \
  "\n%d = stablehlo.subtract %x, %sp" F32 "\n%g = stablehlo.exponential %d" F32

/* A product of dy, q and an op's derivative in which the view merged D = dy q (the backward of
 * f(x) q(x) or of f(x) q(w)): read with dy the product of the other factors (rc_recog_product_at);
 * near misses: a gate, a derivative a factor off, the wrong derivative. */
static void product_backward(void **state) {
  (void)state;
  static const struct {
    const char *body, *op, *dyf; /* dyf: the names of the factors of dy, besides %dy ("" none) */
  } cases[] = {
      /* softplus's backward exp(x - softplus(x)) D of D = dy tanh(w), JAX's, and of D = dy tanh(x) */
      {SOFTPLUS_G "\n%q = stablehlo.tanh %w" F32 "\n%dq = stablehlo.multiply %dy, %q" F32
       "\n%r = stablehlo.multiply %g, %dq" F32,
       "softplus", "q"},
      {SOFTPLUS_G "\n%q = stablehlo.tanh %x" F32 "\n%dq = stablehlo.multiply %q, %dy" F32
       "\n%r = stablehlo.multiply %dq, %g" F32,
       "softplus", "q"},
      /* sigmoid's s (1 - s) D of D = dy tanh(w) (the constant stays with the derivative) */
      {"%one = stablehlo.constant dense<1.0>" F32 "\n%s = stablehlo.logistic %x" F32
       "\n%u = stablehlo.subtract %one, %s" F32 "\n%q = stablehlo.tanh %w" F32
       "\n%dq = stablehlo.multiply %dy, %q" F32 "\n%su = stablehlo.multiply %s, %u" F32
       "\n%r = stablehlo.multiply %dq, %su" F32,
       "sigmoid", "q"},
      /* near misses: dy dy tanh(w) s (1 - s), not linear in dy */
      {"%one = stablehlo.constant dense<1.0>" F32 "\n%s = stablehlo.logistic %x" F32
       "\n%u = stablehlo.subtract %one, %s" F32 "\n%q = stablehlo.tanh %w" F32
       "\n%dd = stablehlo.multiply %dy, %dy" F32 "\n%dq = stablehlo.multiply %dd, %q" F32
       "\n%su = stablehlo.multiply %s, %u" F32 "\n%r = stablehlo.multiply %dq, %su" F32,
       NULL, NULL},
      /* a gate dy tanh(w) sigmoid(x); sigmoid's with logistic(1.5 x); 1 - s alone */
      {"%s = stablehlo.logistic %x" F32 "\n%q = stablehlo.tanh %w" F32 "\n%dq = stablehlo.multiply %dy, %q" F32
       "\n%r = stablehlo.multiply %dq, %s" F32,
       NULL, NULL},
      {"%one = stablehlo.constant dense<1.0>" F32 "\n%k = stablehlo.constant dense<1.5>" F32
       "\n%xk = stablehlo.multiply %x, %k" F32 "\n%s = stablehlo.logistic %xk" F32
       "\n%u = stablehlo.subtract %one, %s" F32 "\n%q = stablehlo.tanh %w" F32
       "\n%dq = stablehlo.multiply %dy, %q" F32 "\n%su = stablehlo.multiply %s, %u" F32
       "\n%r = stablehlo.multiply %dq, %su" F32,
       NULL, NULL},
      {"%one = stablehlo.constant dense<1.0>" F32 "\n%s = stablehlo.logistic %x" F32
       "\n%u = stablehlo.subtract %one, %s" F32 "\n%q = stablehlo.tanh %w" F32
       "\n%dq = stablehlo.multiply %dy, %q" F32 "\n%r = stablehlo.multiply %dq, %u" F32,
       NULL, NULL},
  };
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    char body[4096];
    snprintf(body, sizeof body, "%s\nreturn %%r" F32, cases[i].body);
    Fn t;
    fn_open(&t, body);
    assert_null(linear_hit(&t, NULL)); /* three leaves: no two-leaf reading */
    RcRecogHit hs[4];
    uint32_t n = rc_recog_product_at(t.r, root_of(&t), hs, 4);
    const RcFusedOp *op = n ? hs[0].op : NULL;
    if (op != (cases[i].op ? op_named(cases[i].op) : NULL))
      fail_msg("case %zu: expected %s, got %s", i, cases[i].op ? cases[i].op : "none", op ? op->name : "none");
    if (op) {
      assert_ptr_equal(hs[0].x, named(&t, "x"));
      assert_null(hs[0].dy);
      assert_int_equal(hs[0].ndyf, 2);
      RcValue *want[2] = {named(&t, "dy"), named(&t, cases[i].dyf)};
      for (int k = 0; k < 2; k++)
        assert_true(hs[0].dyf[0] == want[k] || hs[0].dyf[1] == want[k]);
    }
    fn_close(&t);
  }
}

/* A sum of two backwards that the view flattened into one (rc_recog_sum_split_at): silu's
 * D s + D x s (1 - s) with D = dy tanh(w), beside another term dy w; its terms are found and the
 * other one is left; near misses: a term a constant off, the backward's terms alone (the whole
 * sum: no split), terms with different D. */
#define SILU_TERMS                                                                                          \
  "%one = stablehlo.constant dense<1.0>" F32 "\n%s = stablehlo.logistic %x" F32                            \
  "\n%u = stablehlo.subtract %one, %s" F32 "\n%xs = stablehlo.multiply %x, %s" F32                         \
  "\n%xsu = stablehlo.multiply %xs, %u" F32 "\n%q = stablehlo.tanh %w" F32                                \
  "\n%d = stablehlo.multiply %dy, %q" F32 "\n%t1 = stablehlo.multiply %d, %s" F32
static void sum_split(void **state) {
  (void)state;
  static const struct {
    const char *body, *op;
    uint32_t terms; /* the backward's terms: bits of the root's operands, in the view's order */
  } cases[] = {
      {SILU_TERMS "\n%t2 = stablehlo.multiply %d, %xsu" F32 "\n%t3 = stablehlo.multiply %dy, %w" F32
       "\n%a = stablehlo.add %t1, %t3" F32 "\n%r = stablehlo.add %a, %t2" F32,
       "silu", 2},
      /* near misses: x s (1 - s) scaled by 1.1; no other term; the second term's D is dy w */
      {SILU_TERMS "\n%k = stablehlo.constant dense<1.1>" F32 "\n%dk = stablehlo.multiply %d, %k" F32
       "\n%t2 = stablehlo.multiply %dk, %xsu" F32 "\n%t3 = stablehlo.multiply %dy, %w" F32
       "\n%a = stablehlo.add %t1, %t3" F32 "\n%r = stablehlo.add %a, %t2" F32,
       NULL, 0},
      {SILU_TERMS "\n%t2 = stablehlo.multiply %d, %xsu" F32 "\n%r = stablehlo.add %t1, %t2" F32, NULL, 0},
      {SILU_TERMS "\n%dw = stablehlo.multiply %dy, %w" F32 "\n%t2 = stablehlo.multiply %dw, %xsu" F32
       "\n%t3 = stablehlo.multiply %dy, %x" F32 "\n%a = stablehlo.add %t1, %t3" F32
       "\n%r = stablehlo.add %a, %t2" F32,
       NULL, 0},
  };
  for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
    char body[4096];
    snprintf(body, sizeof body, "%s\nreturn %%r" F32, cases[i].body);
    Fn t;
    fn_open(&t, body);
    RcRecogSplit sp[4];
    RcNode *root = root_of(&t);
    uint32_t n = rc_recog_sum_split_at(t.r, root, sp, 4);
    const RcFusedOp *op = n ? sp[0].hit.op : NULL;
    if (op != (cases[i].op ? op_named(cases[i].op) : NULL))
      fail_msg("case %zu: expected %s, got %s", i, cases[i].op ? cases[i].op : "none", op ? op->name : "none");
    if (op) {
      assert_int_equal(root->noperands, 3);
      assert_ptr_equal(sp[0].hit.x, named(&t, "x"));
      /* D = dy tanh(w), read twice, is a value of the view */
      assert_ptr_equal(sp[0].hit.dy, named(&t, "d"));
      /* the term left out is dy w */
      uint32_t out = 0;
      for (uint32_t k = 0; k < 3; k++)
        if (!(sp[0].terms >> k & 1)) out++, assert_ptr_equal(rc_node_operand(root, k), named(&t, "t3"));
      assert_int_equal(out, 1);
    }
    fn_close(&t);
  }
}

/* tanh's backward of D = dy exp(x) as JAX writes it, m = D (1 - t) read twice, m + m t, beside
 * dy w: the partial product m is opened, and exp(x), a function of x that both terms share, is
 * moved into D (dyf: dy and exp(x)). */
static void sum_split_opened(void **state) {
  (void)state;
  Fn t;
  fn_open(&t, "%one = stablehlo.constant dense<1.0>" F32 "\n%th = stablehlo.tanh %x" F32
              "\n%u = stablehlo.subtract %one, %th" F32 "\n%e = stablehlo.exponential %x" F32
              "\n%dq = stablehlo.multiply %dy, %e" F32 "\n%m = stablehlo.multiply %dq, %u" F32
              "\n%mt = stablehlo.multiply %m, %th" F32 "\n%o = stablehlo.multiply %dy, %w" F32
              "\n%a = stablehlo.add %m, %o" F32 "\n%r = stablehlo.add %a, %mt" F32 "\nreturn %r" F32);
  RcRecogSplit sp[4];
  uint32_t n = rc_recog_sum_split_at(t.r, root_of(&t), sp, 4);
  assert_true(n >= 1);
  assert_ptr_equal(sp[0].hit.op, op_named("tanh"));
  assert_ptr_equal(sp[0].hit.x, named(&t, "x"));
  assert_int_equal(sp[0].hit.ndyf, 2);
  RcValue *want[2] = {named(&t, "dy"), named(&t, "e")};
  for (int k = 0; k < 2; k++) assert_true(sp[0].hit.dyf[0] == want[k] || sp[0].hit.dyf[1] == want[k]);
  fn_close(&t);
}

/* Checks rc_recog_deriv_of_output_at at t's root: read as sigmoid, and as op's derivative (NULL:
 * none). */
static void check_of_output(Fn *t, const char *want) {
  assert_ptr_equal(hit(t, NULL), op_named("sigmoid"));
  RcRecogHit hs[4];
  uint32_t n = rc_recog_deriv_of_output_at(t->r, root_of(t), hs, 4);
  const RcFusedOp *op = n ? hs[0].op : NULL;
  if (op != (want ? op_named(want) : NULL))
    fail_msg("expected %s, got %s", want ? want : "none", op ? op->name : "none");
  if (op) {
    assert_true(hs[0].ones);
    assert_ptr_equal(hs[0].x, named(t, "x"));
  }
}

/* softplus's derivative spelled from its output, exp(x - softplus(x)) (JAX's): read as sigmoid
 * first, and as softplus's derivative by rc_recog_deriv_of_output_at; a sigmoid spelled from x
 * alone (1 / (1 + exp(-x))) reads no softplus output and stays sigmoid only. */
static void derivative_of_output(void **state) {
  (void)state;
  static const struct {
    const char *body, *op;
  } cases[] = {
      {SOFTPLUS_G "\n%r = stablehlo.add %g, %zero" F32, "softplus"},
      {"%one = stablehlo.constant dense<1.0>" F32 "\n%n = stablehlo.negate %x" F32
       "\n%e = stablehlo.exponential %n" F32 "\n%d = stablehlo.add %one, %e" F32
       "\n%r = stablehlo.divide %one, %d" F32,
       NULL},
  };
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    char body[4096];
    snprintf(body, sizeof body, "%s\nreturn %%r" F32, cases[i].body);
    Fn t;
    fn_open(&t, body);
    check_of_output(&t, cases[i].op);
    fn_close(&t);
  }
  /* softplus as log(1 + exp(x)), returned too: its derivative exp(x) sigmoid(-x) reads the
   * exp(x) softplus reads; without softplus returned, sigmoid only */
  static const char *const lse = "%e = stablehlo.exponential %x" F32 "\n%sp = stablehlo.log_plus_one %e" F32
                                 "\n%n = stablehlo.negate %x" F32 "\n%s = stablehlo.logistic %n" F32
                                 "\n%r = stablehlo.multiply %e, %s" F32;
  for (int both = 0; both < 2; both++) {
    char body[4096];
    snprintf(body, sizeof body, "%s\nreturn %s : %s", lse, both ? "%r, %sp" : "%r",
             both ? "tensor<16xf32>, tensor<16xf32>" : "tensor<16xf32>");
    Fn t;
    fn_open_results(&t, both ? "(tensor<16xf32>, tensor<16xf32>)" : "tensor<16xf32>", body);
    RcNode *root = rc_canon_lookup(t.c, rc_node_operand(t.m->entry->last, 0))->def;
    RcRecogHit hs[4];
    assert_true(rc_recog_at(t.r, root, hs, 4) > 0);
    assert_ptr_equal(hs[0].op, op_named("sigmoid"));
    uint32_t n = rc_recog_deriv_of_output_at(t.r, root, hs, 4);
    assert_int_equal(n > 0, both);
    if (n) assert_ptr_equal(hs[0].op, op_named("softplus"));
    fn_close(&t);
  }
}


/* Every ELEMENTWISE op has a derivative reference, and it is the derivative of its
 * reference: central differences away from the kinks of the piecewise ops. */
static void derivative_references(void **state) {
  (void)state;
  static const double xs[] = {-5.3, -2.2, -1.1, -0.4, 0.3, 0.9, 1.7, 2.6, 4.1};
  for (size_t i = 0; i < rc_fused_count(); i++) {
    const RcFusedOp *op = rc_fused_at(i);
    if (op->kind != RC_KIND_ELEMENTWISE) {
      assert_null(rc_fused_dref(op));
      continue;
    }
    RcFusedRefElt d = rc_fused_dref(op);
    if (!d) fail_msg("%s has no derivative reference (src/fused/ref.c rc_fused_dref_%s)", op->name, op->name);
    for (size_t k = 0; k < sizeof xs / sizeof xs[0]; k++) {
      double h = 1e-5, fd = (op->ref.elt(xs[k] + h) - op->ref.elt(xs[k] - h)) / (2 * h);
      if (fabs(fd - d(xs[k])) > 1e-6 * fmax(1, fabs(fd)))
        fail_msg("%s: d/dx at %g is %.12g, the reference's difference quotient %.12g", op->name, xs[k], d(xs[k]), fd);
    }
  }
}

/* A one-leaf region (body, its root %r) and the op a derivative query reads it as (NULL: none),
 * with the constant dy c it reads. */
typedef struct {
  const char *body, *op;
  double c;
} DerivCase;

/* Runs query over cases[0..n): each must read as its op or as none, a hit with x its leaf, no
 * dy, ones set and the case's c. */
static void check_deriv_cases(const DerivCase *cases, size_t n, uint32_t (*query)(RcRecog *, RcNode *, RcRecogHit *, uint32_t)) {
  for (size_t i = 0; i < n; i++) {
    char body[4096];
    snprintf(body, sizeof body, "%s\nreturn %%r" F32, cases[i].body);
    Fn t;
    fn_open(&t, body);
    RcRecogHit hs[4];
    uint32_t got = query(t.r, root_of(&t), hs, 4);
    const RcFusedOp *op = got ? hs[0].op : NULL;
    if (op != (cases[i].op ? op_named(cases[i].op) : NULL))
      fail_msg("case %zu: expected %s, got %s", i, cases[i].op ? cases[i].op : "none", op ? op->name : "none");
    if (op) {
      assert_true(hs[0].ones);
      assert_null(hs[0].dy);
      assert_ptr_equal(hs[0].x, named(&t, "x"));
      if (hs[0].c != cases[i].c) fail_msg("case %zu: c %.17g, expected %.17g", i, hs[0].c, cases[i].c);
    }
    fn_close(&t);
  }
}

/* Two-leaf regions c dy f'(x) (rc_recog_linear_scaled_at, after rc_recog_linear_at found none):
 * JAX's dy of a mean square error, (dy 0.03125) (1 - tanh^2) merged into one product, sigmoid's
 * with c = 0.1 (as f32 holds it) and c written last; near misses: a term added (c dy tanh'(x) +
 * 0.01 x dy), a gate c dy sigmoid(x) (a scaled activation, no gradient), c = 1 (linear.c's own
 * reading, not a scaled one), c dy times a tanh' whose 1 is 1.001. */
static void linear_scaled(void **state) {
  (void)state;
#define TANH_U "%one = stablehlo.constant dense<1.0>" F32 "\n%y = stablehlo.tanh %x" F32 \
               "\n%yy = stablehlo.multiply %y, %y" F32 "\n%u = stablehlo.subtract %one, %yy" F32
  static const DerivCase cases[] = {
      {TANH_U "\n%k = stablehlo.constant dense<0.03125>" F32 "\n%d = stablehlo.multiply %dy, %k" F32
       "\n%r = stablehlo.multiply %d, %u" F32,
       "tanh", 0.03125},
      {"%one = stablehlo.constant dense<1.0>" F32 "\n%s = stablehlo.logistic %x" F32
       "\n%m = stablehlo.subtract %one, %s" F32 "\n%g = stablehlo.multiply %s, %m" F32
       "\n%d = stablehlo.multiply %dy, %g" F32 "\n%k = stablehlo.constant dense<0.1>" F32
       "\n%r = stablehlo.multiply %d, %k" F32,
       "sigmoid", (double)0.1f},
      {TANH_U "\n%k = stablehlo.constant dense<0.03125>" F32 "\n%d = stablehlo.multiply %dy, %k" F32
       "\n%p = stablehlo.multiply %d, %u" F32 "\n%q = stablehlo.constant dense<0.01>" F32
       "\n%qx = stablehlo.multiply %x, %q" F32 "\n%qd = stablehlo.multiply %qx, %dy" F32
       "\n%r = stablehlo.add %p, %qd" F32,
       NULL, 0},
      {"%s = stablehlo.logistic %x" F32 "\n%k = stablehlo.constant dense<0.5>" F32
       "\n%d = stablehlo.multiply %dy, %k" F32 "\n%r = stablehlo.multiply %d, %s" F32,
       NULL, 0},
      {TANH_U "\n%r = stablehlo.multiply %dy, %u" F32, NULL, 0},
      {"%o = stablehlo.constant dense<1.001>" F32 "\n%y = stablehlo.tanh %x" F32
       "\n%yy = stablehlo.multiply %y, %y" F32 "\n%u = stablehlo.subtract %o, %yy" F32
       "\n%k = stablehlo.constant dense<0.03125>" F32 "\n%d = stablehlo.multiply %dy, %k" F32
       "\n%r = stablehlo.multiply %d, %u" F32,
       NULL, 0},
  };
#undef TANH_U
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    char body[4096];
    snprintf(body, sizeof body, "%s\nreturn %%r" F32, cases[i].body);
    Fn t;
    fn_open(&t, body);
    RcRecogHit hs[4];
    uint32_t lin = rc_recog_linear_at(t.r, root_of(&t), hs, 4);
    uint32_t got = lin ? 0 : rc_recog_linear_scaled_at(t.r, root_of(&t), hs, 4);
    const RcFusedOp *op = got ? hs[0].op : NULL;
    if (op != (cases[i].op ? op_named(cases[i].op) : NULL))
      fail_msg("case %zu: expected %s, got %s", i, cases[i].op ? cases[i].op : "none", op ? op->name : "none");
    if (op) {
      assert_false(hs[0].ones);
      assert_ptr_equal(hs[0].x, named(&t, "x"));
      assert_ptr_equal(hs[0].dy, named(&t, "dy"));
      if (hs[0].c != cases[i].c) fail_msg("case %zu: c %.17g, expected %.17g", i, hs[0].c, cases[i].c);
    }
    fn_close(&t);
  }
}

/* One-leaf regions that are a derivative (a dy of ones folded, rc_recog_deriv_at): gelu_erf'
 * as JAX's grad of a sum leaves it, tanh' from tanh; near misses: 0.8 for 1/sqrt 2, twice tanh'
 * (no ones: the factor 2 stays in the region), gelu_erf itself (the forward, not a derivative). */
static void derivative_one_leaf(void **state) {
  (void)state;
  static const DerivCase cases[] = {
      {GELU_BWD("0.70710678", "0.39894228") "\n%t1 = stablehlo.multiply %h, %e1" F32
       "\n%t2 = stablehlo.multiply %x, %ex" F32 "\n%t3 = stablehlo.multiply %t2, %k" F32
       "\n%r = stablehlo.add %t1, %t3" F32,
       "gelu_erf", 1.0},
      {"%one = stablehlo.constant dense<1.0>" F32 "\n%y = stablehlo.tanh %x" F32
       "\n%yy = stablehlo.multiply %y, %y" F32 "\n%r = stablehlo.subtract %one, %yy" F32,
       "tanh", 1.0},
      {GELU_BWD("0.8", "0.39894228") "\n%t1 = stablehlo.multiply %h, %e1" F32
       "\n%t2 = stablehlo.multiply %x, %ex" F32 "\n%t3 = stablehlo.multiply %t2, %k" F32
       "\n%r = stablehlo.add %t1, %t3" F32,
       NULL, 0},
      {"%one = stablehlo.constant dense<1.0>" F32 "\n%two = stablehlo.constant dense<2.0>" F32
       "\n%y = stablehlo.tanh %x" F32 "\n%yy = stablehlo.multiply %y, %y" F32
       "\n%u = stablehlo.subtract %one, %yy" F32 "\n%r = stablehlo.multiply %u, %two" F32,
       NULL, 0},
      {GELU_BWD("0.70710678", "0.39894228") "\n%hx = stablehlo.multiply %h, %x" F32
       "\n%r = stablehlo.multiply %hx, %e1" F32,
       NULL, 0},
  };
  check_deriv_cases(cases, sizeof cases / sizeof cases[0], rc_recog_deriv_at);
}

static void derivative_scaled(void **state) {
  (void)state;
#define TANH_D "%one = stablehlo.constant dense<1.0>" F32 "\n%y = stablehlo.tanh %x" F32 \
               "\n%yy = stablehlo.multiply %y, %y" F32 "\n%u = stablehlo.subtract %one, %yy" F32
  static const DerivCase cases[] = {
      {TANH_D "\n%k = stablehlo.constant dense<2.0>" F32 "\n%r = stablehlo.multiply %u, %k" F32, "tanh", 2.0},
      {TANH_D "\n%k = stablehlo.constant dense<0.0009765625>" F32 "\n%r = stablehlo.multiply %k, %u" F32, "tanh",
       0x1p-10},
      {"%one = stablehlo.constant dense<1.0>" F32 "\n%s = stablehlo.logistic %x" F32
       "\n%m = stablehlo.subtract %one, %s" F32 "\n%d = stablehlo.multiply %s, %m" F32
       "\n%k = stablehlo.constant dense<0.1>" F32 "\n%r = stablehlo.multiply %d, %k" F32,
       "sigmoid", (double)0.1f},
      {TANH_D "\n%o = stablehlo.constant dense<1.001>" F32 "\n%u2 = stablehlo.subtract %o, %yy" F32
       "\n%k = stablehlo.constant dense<2.0>" F32 "\n%r = stablehlo.multiply %u2, %k" F32,
       NULL, 0},
      {TANH_D "\n%k = stablehlo.constant dense<2.0>" F32 "\n%q = stablehlo.constant dense<0.01>" F32
       "\n%qx = stablehlo.multiply %x, %q" F32 "\n%kx = stablehlo.add %k, %qx" F32
       "\n%r = stablehlo.multiply %u, %kx" F32,
       NULL, 0},
      {"%k = stablehlo.constant dense<3.0>" F32 "\n%y = stablehlo.tanh %x" F32 "\n%r = stablehlo.multiply %y, %k" F32,
       NULL, 0},
  };
#undef TANH_D
  check_deriv_cases(cases, sizeof cases / sizeof cases[0], rc_recog_deriv_scaled_at);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(finder_picks_the_leaf),
      cmocka_unit_test(two_leaves_no_candidate),
      cmocka_unit_test(identities),
      cmocka_unit_test(low_precision_and_near_miss),
      cmocka_unit_test(compare_strict),
      cmocka_unit_test(fingerprint_lookup),
      cmocka_unit_test(tolerance_rule),
      cmocka_unit_test(derivative_references),
      cmocka_unit_test(linear_backward),
      cmocka_unit_test(linear_biased_leaf),
      cmocka_unit_test(product_backward),
      cmocka_unit_test(sum_split),
      cmocka_unit_test(sum_split_opened),
      cmocka_unit_test(derivative_of_output),
      cmocka_unit_test(derivative_one_leaf),
      cmocka_unit_test(derivative_scaled),
      cmocka_unit_test(linear_scaled),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
