/* Tests of the rewrite driver on hand-built graphs: the fused call and its
 * config, name takeover, erasing only the region, the multi-use policy (both
 * sides), fixed-point rounds (repeated blocks over shared computed constants in
 * one), StableHLO composites with their decomposition,
 * verification refusals, report accessors and dot output. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "formats/format.h"
#include "fused/fused.h"
#include "graph_build.h"
#include "recompose/exec.h"
#include "recompose/higher.h"
#include "rewrite/hooks.h"
#include "rewrite/rewrite.h"

typedef struct T {
  RcCtx *ctx;
  RcPatternSet *ps;
  GB g;
} T;

static int setup_fmt(void **state, RcFormat fmt) {
  T *t = calloc(1, sizeof *t);
  t->ctx = rc_ctx_new();
  t->ps = rc_patterns_new(t->ctx);
  assert_int_equal(rc_patterns_add_builtin(t->ps), RC_OK);
  int64_t dims[2] = {2, 3};
  gb_init(&t->g, t->ctx, fmt, RC_DT_F32, 2, dims);
  *state = t;
  return 0;
}
static int setup_hlo(void **state) { return setup_fmt(state, RC_FORMAT_HLO); }
static int setup_shlo(void **state) { return setup_fmt(state, RC_FORMAT_STABLEHLO); }

static int teardown(void **state) {
  T *t = *state;
  rc_patterns_free(t->ps);
  rc_module_free(t->g.m);
  rc_ctx_free(t->ctx);
  free(t);
  return 0;
}

/* The call target of fused node n ("recompose.silu"), NULL for any other node. */
static const char *target(const RcNode *n) { return rc_node_fused(n) ? rc_node_fused(n)->op->target : NULL; }

static size_t to_gstring(void *user, const char *data, size_t len);

/* The module as its writer prints it (g_free it). */
static char *printed(const RcModule *m) {
  GString *s = g_string_new(NULL);
  assert_int_equal(rc_module_write(m, to_gstring, s), RC_OK);
  return g_string_free(s, FALSE);
}

/* Whether m prints with `text` in it. */
static bool prints(const RcModule *m, const char *text) {
  char *p = printed(m);
  bool ok = strstr(p, text) != NULL;
  if (!ok) fprintf(stderr, "not printed: %s\nin:\n%s", text, p);
  g_free(p);
  return ok;
}

/* An attribute's text as printed ("" when absent). */
static const char *raw_attr(RcNode *n, const char *name) {
  RcAttr *a = rc_node_attr(n, name);
  return a && a->raw ? a->raw : "";
}

/* Parses HLO text[0..len) into *m and runs the highering pass over it with ps and
 * the default options; both must succeed. */
static RcHigherResult *higher_hlo(T *t, const RcPatternSet *ps, const char *name, const char *text, size_t len,
                                  RcModule **m) {
  *m = NULL;
  assert_int_equal(rc_module_parse(t->ctx, name, text, len, RC_FORMAT_HLO, m), RC_OK);
  RcHigherOptions o;
  rc_higher_options_init(&o);
  RcHigherResult *r = NULL;
  assert_int_equal(rc_module_higher(*m, ps, &o, &r), RC_OK);
  return r;
}

static unsigned count_op(RcFunc *f, RcOp op) {
  unsigned c = 0;
  rc_func_for_each(f, n) if (n->op == op) c++;
  return c;
}

/* silu's backward dy s + dy x s (1 - s) and another gradient dz v in one sum, interleaved
 * (src/rewrite/sumsplit.c): raised as one silu_grad call on (x, dy) plus dz v; where the call
 * is refused after the sum was reassociated (--min-elems), the module prints as it was. */
static const char SPLIT_HLO[] =
    "HloModule m\n\nENTRY main {\n"
    "  x = f32[2,3]{1,0} parameter(0)\n  dy = f32[2,3]{1,0} parameter(1)\n"
    "  v = f32[2,3]{1,0} parameter(2)\n  dz = f32[2,3]{1,0} parameter(3)\n"
    "  s = f32[2,3]{1,0} logistic(x)\n  t1 = f32[2,3]{1,0} multiply(dy, s)\n"
    "  xs = f32[2,3]{1,0} multiply(x, s)\n  c = f32[] constant(1)\n"
    "  one = f32[2,3]{1,0} broadcast(c), dimensions={}\n  u = f32[2,3]{1,0} subtract(one, s)\n"
    "  xsu = f32[2,3]{1,0} multiply(xs, u)\n  t2 = f32[2,3]{1,0} multiply(dy, xsu)\n"
    "  t3 = f32[2,3]{1,0} multiply(dz, v)\n  a = f32[2,3]{1,0} add(t1, t3)\n"
    "  ROOT r = f32[2,3]{1,0} add(a, t2)\n}\n";

static void sum_split_and_restored(void **state) {
  T *t = *state;
  for (int refuse = 0; refuse < 2; refuse++) {
    RcModule *m = NULL, *orig = NULL;
    assert_int_equal(rc_module_parse(t->ctx, "s.hlo", SPLIT_HLO, strlen(SPLIT_HLO), RC_FORMAT_HLO, &m), RC_OK);
    assert_int_equal(rc_module_parse(t->ctx, "s.hlo", SPLIT_HLO, strlen(SPLIT_HLO), RC_FORMAT_HLO, &orig), RC_OK);
    RcHigherOptions o;
    rc_higher_options_init(&o);
    if (refuse) o.min_elems = 100000;
    RcHigherResult *r = NULL;
    assert_int_equal(rc_module_higher(m, t->ps, &o, &r), RC_OK);
    RcNode *call = NULL;
    rc_func_for_each(m->entry, n) if (target(n)) call = n;
    if (refuse) {
      assert_null(call);
      char *a = printed(m), *b = printed(orig);
      assert_string_equal(a, b);
      g_free(a);
      g_free(b);
    } else {
      assert_non_null(call);
      assert_string_equal(target(call), "recompose.silu_grad");
      assert_string_equal(rc_node_operand(call, 0)->name, "x");
      assert_string_equal(rc_node_operand(call, 1)->name, "dy");
      /* the root adds dz v to the call */
      RcNode *root = rc_node_operand(m->entry->last, 0)->def;
      assert_int_equal(root->op, RC_OP_ADD);
      bool reads_call = false, reads_t3 = false;
      for (uint32_t i = 0; i < 2; i++) {
        RcValue *o2 = rc_node_operand(root, i);
        reads_call |= o2->def == call;
        reads_t3 |= o2->name && !strcmp(o2->name, "t3");
      }
      assert_true(reads_call && reads_t3);
    }
    rc_higher_result_free(r);
    rc_module_free(m);
    rc_module_free(orig);
  }
}

/* x * (1 / (1 + exp(-x))) with an unrelated dead exp(x) left by the exporter. */
static RcValue *silu_jax(GB *g, RcValue *x) {
  RcValue *one = gb_bcast(g, gb_const(g, rc_type_tensor(g->m, RC_DT_F32, 0, NULL), 1.0), g->t);
  RcValue *den = gb_op2(g, RC_OP_ADD, one, gb_op1(g, RC_OP_EXP, gb_op1(g, RC_OP_NEGATE, x)));
  RcValue *sig = gb_op2(g, RC_OP_DIVIDE, one, den);
  return gb_op2(g, RC_OP_MULTIPLY, x, sig);
}

/* --xla-abi legacy: the status-returning ABI of recompose_xla_<op> with the config string. */
static void hlo_silu_legacy_abi(void **state) {
  T *t = *state;
  GB *g = &t->g;
  RcValue *x = gb_param(g, NULL, "x");
  RcValue *y = silu_jax(g, x);
  RcNode *ret = gb_return(g, y);
  RcHigherOptions o;
  rc_higher_options_init(&o);
  o.xla_abi = RC_XLA_ABI_LEGACY;
  RcHigherResult *r = NULL;
  assert_int_equal(rc_module_higher(g->m, t->ps, &o, &r), RC_OK);
  assert_int_equal(rc_higher_rewrite_count(r), 1);
  RcNode *fused = rc_node_operand(ret, 0)->def;
  assert_int_equal(fused->op, RC_OP_FUSED);
  assert_int_equal(rc_node_fused(fused)->form, RC_FUSED_LEGACY);
  assert_string_equal(rc_node_fused(fused)->config, "dtype=f32;n=6");
  assert_true(prints(g->m, "custom-call(x), custom_call_target=\"recompose.silu\", backend_config=\"dtype=f32;n=6\", "
                           "api_version=API_VERSION_STATUS_RETURNING_UNIFIED\n"));
  rc_higher_result_free(r);
}

static void hlo_silu(void **state) {
  T *t = *state;
  GB *g = &t->g;
  RcValue *x = gb_param(g, NULL, "x");
  RcValue *dead = gb_op1(g, RC_OP_EXP, x); /* pre-existing dead code stays */
  RcValue *y = silu_jax(g, x);
  y->name = "y";
  RcNode *ret = gb_return(g, y);
  RcHigherOptions o;
  rc_higher_options_init(&o);
  RcHigherResult *r = NULL;
  assert_int_equal(rc_module_higher(g->m, t->ps, &o, &r), RC_OK);
  assert_int_equal(rc_higher_rewrite_count(r), 1);
  const RcRewriteInfo *ri = rc_higher_rewrite(r, 0);
  assert_string_equal(ri->op, "silu");
  assert_string_equal(ri->root, "y");
  assert_string_equal(ri->func, "main");
  assert_true(ri->verified);
  RcNode *fused = rc_node_operand(ret, 0)->def;
  assert_int_equal(fused->op, RC_OP_FUSED);
  assert_string_equal(rc_node_operand(ret, 0)->name, "y");
  assert_string_equal(target(fused), "recompose.silu");
  /* XLA's typed FFI by default: the config as a dictionary of typed attributes */
  assert_int_equal(rc_node_fused(fused)->form, RC_FUSED_TYPED_FFI);
  assert_true(prints(g->m, "backend_config={dtype = \"f32\", n = 6 : i64}, api_version=API_VERSION_TYPED_FFI\n"));
  assert_int_equal(fused->noperands, 1);
  assert_ptr_equal(rc_node_operand(fused, 0), x);
  /* param, dead exp, fused call, return: the region is gone, the dead exp is not */
  assert_int_equal(g->f->nnodes, 4);
  assert_ptr_equal(dead->def->func, g->f);
  assert_int_equal(count_op(g->f, RC_OP_DIVIDE), 0);
  assert_int_equal(rc_module_verify(g->m), RC_OK);
  rc_higher_result_free(r);
}

/* (x * logistic(x)) * s: the merged canonical read folds the inner product into the
 * outer one, so SiLU has no node there; the unmerged read keeps it and SiLU is raised
 * with the inner product as its root (the pass over the function as written found it
 * before the driver read the canonical form only). */
static void inner_link_raised(void **state) {
  T *t = *state;
  GB *g = &t->g;
  RcValue *x = gb_param(g, NULL, "x"), *sc = gb_param(g, NULL, "s");
  RcValue *p = gb_op2(g, RC_OP_MULTIPLY, x, gb_op1(g, RC_OP_LOGISTIC, x));
  p->name = "p";
  gb_return(g, gb_op2(g, RC_OP_MULTIPLY, p, sc));
  RcHigherOptions o;
  rc_higher_options_init(&o);
  o.neighbours = false; /* else s is the call's gate (neighbours below) */
  RcHigherResult *r = NULL;
  assert_int_equal(rc_module_higher(g->m, t->ps, &o, &r), RC_OK);
  assert_int_equal(rc_higher_rewrite_count(r), 1);
  assert_string_equal(rc_higher_rewrite(r, 0)->op, "silu");
  assert_string_equal(rc_higher_rewrite(r, 0)->root, "p");
  assert_true(rc_higher_rewrite(r, 0)->verified);
  assert_int_equal(count_op(g->f, RC_OP_FUSED), 1);
  assert_int_equal(count_op(g->f, RC_OP_MULTIPLY), 1); /* the product by s stays */
  assert_int_equal(count_op(g->f, RC_OP_LOGISTIC), 0);
  rc_higher_result_free(r);
}

static void multi_use_skipped(void **state) {
  T *t = *state;
  GB *g = &t->g;
  RcValue *x = gb_param(g, NULL, "x");
  RcValue *s = gb_op1(g, RC_OP_LOGISTIC, x);
  s->name = "s";
  RcValue *y = gb_op2(g, RC_OP_MULTIPLY, x, s);
  RcValue *vals[2] = {y, s};
  RcNode *ret = rc_node_create(g->m, RC_OP_RETURN, 2, 0);
  rc_func_insert_before(g->f, ret, NULL);
  rc_node_set_operand(ret, 0, vals[0]);
  rc_node_set_operand(ret, 1, vals[1]);
  RcHigherOptions o;
  rc_higher_options_init(&o);
  RcHigherResult *r = NULL;
  assert_int_equal(rc_module_higher(g->m, t->ps, &o, &r), RC_OK);
  assert_int_equal(rc_higher_rewrite_count(r), 0);
  assert_int_equal(rc_higher_skip_count(r), 1);
  const RcSkipInfo *sk = rc_higher_skip(r, 0);
  assert_string_equal(sk->pattern, "silu");
  assert_string_equal(sk->reason, "intermediate %s has 1 use outside the match; the call would recompute more than arithmetic");
  assert_int_equal(count_op(g->f, RC_OP_MULTIPLY), 1); /* untouched */
  rc_higher_result_free(r);

  /* The same graph with a keep_shared pattern: rewritten, the logistic stays for its other user. */
  RcPatternSet *ks = rc_patterns_new(t->ctx);
  const char *src = "pattern silu_shared -> silu keep_shared { match mul(%x, logistic(%x)) emit recompose.silu(%x) }";
  assert_int_equal(rc_patterns_add_string(ks, "ks", src, strlen(src)), RC_OK);
  assert_int_equal(rc_module_higher(g->m, ks, &o, &r), RC_OK);
  assert_int_equal(rc_higher_rewrite_count(r), 1);
  assert_int_equal(count_op(g->f, RC_OP_LOGISTIC), 1);
  assert_int_equal(count_op(g->f, RC_OP_MULTIPLY), 0);
  assert_ptr_equal(rc_node_operand(ret, 1), s);
  assert_int_equal(rc_node_operand(ret, 0)->def->op, RC_OP_FUSED);
  assert_int_equal(rc_module_verify(g->m), RC_OK);
  rc_higher_result_free(r);
  rc_patterns_free(ks);
}

/* A GELU whose 0.5 * x other code also reads (a training graph's backward): the call
 * recomputes that product, which stays for its other user, and the rewrite names it;
 * with options.recompute off the match is skipped for multi-use as before. */
static void recompute_cheap_shared(void **state) {
  T *t = *state;
  for (int on = 1; on >= 0; on--) {
    GB *g = &t->g;
    if (!on) { /* a fresh graph */
      int64_t dims[2] = {2, 3};
      rc_module_free(g->m);
      gb_init(g, t->ctx, RC_FORMAT_HLO, RC_DT_F32, 2, dims);
    }
    RcValue *x = gb_param(g, NULL, "x");
    RcValue *h = gb_op2(g, RC_OP_MULTIPLY, x, gb_const(g, NULL, 0.5));
    h->name = "h";
    RcValue *e = gb_op1(g, RC_OP_ERF, gb_op2(g, RC_OP_MULTIPLY, x, gb_const(g, NULL, 0.70710678118654752)));
    RcValue *y = gb_op2(g, RC_OP_MULTIPLY, h, gb_op2(g, RC_OP_ADD, e, gb_const(g, NULL, 1)));
    RcNode *ret = rc_node_create(g->m, RC_OP_RETURN, 2, 0);
    rc_func_insert_before(g->f, ret, NULL);
    rc_node_set_operand(ret, 0, y);
    rc_node_set_operand(ret, 1, h);
    RcHigherOptions o;
    rc_higher_options_init(&o);
    assert_true(o.recompute); /* the default */
    o.recompute = on;
    RcHigherResult *r = NULL;
    assert_int_equal(rc_module_higher(g->m, t->ps, &o, &r), RC_OK);
    if (on) {
      assert_int_equal(rc_higher_rewrite_count(r), 1);
      assert_int_equal(rc_higher_skip_count(r), 0);
      const RcRewriteInfo *w = rc_higher_rewrite(r, 0);
      assert_string_equal(w->op, "gelu_erf");
      assert_int_equal(w->nrecomputes, 1);
      assert_string_equal(w->recomputes[0], "h");
      assert_int_equal(rc_node_operand(ret, 0)->def->op, RC_OP_FUSED);
      assert_ptr_equal(rc_node_operand(ret, 1), h); /* kept for its other user */
      assert_int_equal(count_op(g->f, RC_OP_ERF), 0);
      assert_int_equal(rc_module_verify(g->m), RC_OK);
    } else {
      assert_int_equal(rc_higher_rewrite_count(r), 0);
      assert_int_equal(rc_higher_skip_count(r), 1);
      assert_string_equal(rc_higher_skip(r, 0)->reason, "intermediate %h has 1 use outside the match");
      assert_int_equal(count_op(g->f, RC_OP_ERF), 1);
    }
    rc_higher_result_free(r);
  }
}

/* A hardsigmoid whose relu6(x + 3) other code reads: recomputing it (three ops) is more
 * work than the division the call would remove, so the match is skipped and says why. */
static void recompute_refuses_more_work(void **state) {
  T *t = *state;
  GB *g = &t->g;
  RcValue *x = gb_param(g, NULL, "x");
  RcValue *r = gb_op2(g, RC_OP_MINIMUM, gb_op2(g, RC_OP_MAXIMUM, gb_op2(g, RC_OP_ADD, x, gb_const(g, NULL, 3)),
                                               gb_const(g, NULL, 0)),
                      gb_const(g, NULL, 6));
  r->name = "r";
  RcValue *y = gb_op2(g, RC_OP_DIVIDE, r, gb_const(g, NULL, 6));
  RcNode *ret = rc_node_create(g->m, RC_OP_RETURN, 2, 0);
  rc_func_insert_before(g->f, ret, NULL);
  rc_node_set_operand(ret, 0, y);
  rc_node_set_operand(ret, 1, r);
  RcHigherOptions o;
  rc_higher_options_init(&o);
  RcHigherResult *res = NULL;
  assert_int_equal(rc_module_higher(g->m, t->ps, &o, &res), RC_OK);
  assert_int_equal(rc_higher_rewrite_count(res), 0);
  assert_int_equal(rc_higher_skip_count(res), 1);
  assert_string_equal(rc_higher_skip(res, 0)->reason,
                      "intermediate %r has 1 use outside the match; what stays for it is more work than the call "
                      "replaces");
  assert_int_equal(count_op(g->f, RC_OP_DIVIDE), 1);
  rc_higher_result_free(res);
}

/* Round 1 raises the sigmoid, round 2 absorbs the fused sigmoid into silu. */
/* A softmax split over fusions as XLA:CPU compiles it: the pass opens the fusions into
 * main, raises the softmax there, drops the bodies no call refers to any more, and
 * closes again, exactly as written, the fusion no rewrite touched (its body stays). */
/* JAX's log_softmax helper in a grad: it returns its result with e = exp(x - max) and the
 * row sum, which a backward helper reads (log_softmax_grad with from_exp and sum_in). The
 * backward comes after the forward, so the forward is skipped when first matched and raised
 * in the late pass (its call recomputes e and the sum, which stay for the backward); with
 * main also returning e, or with recompute off, the forward stays skipped. */
static void residuals_returned_to_grad(void **state) {
  T *t = *state;
  static const char head[] =
      "HloModule m\n\n"
      "max {\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n  ROOT r = f32[] maximum(a, b)\n}\n\n"
      "add {\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n  ROOT r = f32[] add(a, b)\n}\n\n"
      "fwd {\n  x = f32[4,64] parameter(0)\n  ninf = f32[] constant(-inf)\n"
      "  mx = f32[4] reduce(x, ninf), dimensions={1}, to_apply=max\n"
      "  mb = f32[4,64] broadcast(mx), dimensions={0}\n  xs = f32[4,64] subtract(x, mb)\n"
      "  e = f32[4,64] exponential(xs)\n  z = f32[] constant(0)\n"
      "  s = f32[4] reduce(e, z), dimensions={1}, to_apply=add\n  sk = f32[4,1] reshape(s)\n"
      "  l = f32[4,1] log(sk)\n  lr = f32[4] reshape(l)\n  lb = f32[4,64] broadcast(lr), dimensions={0}\n"
      "  y = f32[4,64] subtract(xs, lb)\n"
      "  ROOT t = (f32[4,64], f32[4,64], f32[4,1]) tuple(y, e, sk)\n}\n\n"
      "bwd {\n  g = f32[4,64] parameter(2)\n  ng = f32[4,64] negate(g)\n  z = f32[] constant(0)\n"
      "  sg = f32[4] reduce(ng, z), dimensions={1}, to_apply=add\n  sgk = f32[4,1] reshape(sg)\n"
      "  s = f32[4,1] parameter(1)\n  q = f32[4,1] divide(sgk, s)\n  qr = f32[4] reshape(q)\n"
      "  qb = f32[4,64] broadcast(qr), dimensions={0}\n  e = f32[4,64] parameter(0)\n"
      "  m = f32[4,64] multiply(qb, e)\n  ROOT dx = f32[4,64] add(g, m)\n}\n\n"
      "ENTRY main {\n  x = f32[4,64] parameter(0)\n  dy = f32[4,64] parameter(1)\n"
      "  c = (f32[4,64], f32[4,64], f32[4,1]) call(x), to_apply=fwd\n"
      "  y = f32[4,64] get-tuple-element(c), index=0\n  e = f32[4,64] get-tuple-element(c), index=1\n"
      "  s = f32[4,1] get-tuple-element(c), index=2\n"
      "  dx = f32[4,64] call(e, s, dy), to_apply=bwd\n";
  for (int k = 0; k < 3; k++) { /* 0: raised; 1: main returns e too; 2: recompute off */
    GString *text = g_string_new(head);
    g_string_append(text, k == 1 ? "  ROOT o = (f32[4,64], f32[4,64], f32[4,64]) tuple(y, dx, e)\n}\n"
                                 : "  ROOT o = (f32[4,64], f32[4,64]) tuple(y, dx)\n}\n");
    RcModule *m = NULL;
    assert_int_equal(rc_module_parse(t->ctx, "xent.hlo", text->str, text->len, RC_FORMAT_HLO, &m), RC_OK);
    RcHigherOptions o;
    rc_higher_options_init(&o);
    o.recompute = k != 2;
    RcHigherResult *r = NULL;
    assert_int_equal(rc_module_higher(m, t->ps, &o, &r), RC_OK);
    bool fwd = k == 0;
    assert_int_equal(rc_higher_rewrite_count(r), fwd ? 2 : 1);
    assert_int_equal(rc_higher_skip_count(r), fwd ? 0 : 1);
    assert_string_equal(rc_higher_rewrite(r, 0)->op, "log_softmax_grad");
    assert_string_equal(rc_higher_rewrite(r, 0)->func, "bwd");
    RcFunc *f = rc_module_find_func(m, "fwd");
    if (fwd) {
      const RcRewriteInfo *w = rc_higher_rewrite(r, 1);
      assert_string_equal(w->op, "log_softmax");
      assert_string_equal(w->func, "fwd");
      assert_int_equal(w->nrecomputes, 2);
      assert_string_equal(w->recomputes[0], "e");
      assert_string_equal(w->recomputes[1], "sk");
      assert_int_equal(count_op(f, RC_OP_FUSED), 1);
      assert_int_equal(count_op(f, RC_OP_EXP), 1); /* kept for the backward */
      assert_int_equal(count_op(f, RC_OP_LOG), 0);
    } else {
      assert_string_equal(rc_higher_skip(r, 0)->pattern, "log_softmax");
      assert_string_equal(rc_higher_skip(r, 0)->func, "fwd");
      assert_int_equal(count_op(f, RC_OP_FUSED), 0);
    }
    assert_int_equal(rc_module_verify(m), RC_OK);
    rc_higher_result_free(r);
    rc_module_free(m);
    g_string_free(text, TRUE);
  }
}

static void fusions_opened_and_closed(void **state) {
  T *t = *state;
  static const char text[] =
      "HloModule m\n\n"
      "max {\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n  ROOT r = f32[] maximum(a, b)\n}\n\n"
      "add {\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n  ROOT r = f32[] add(a, b)\n}\n\n"
      "wrapped_reduce (p0: f32[4,64], p1: f32[]) -> f32[4] {\n  p0 = f32[4,64] parameter(0)\n"
      "  p1 = f32[] parameter(1)\n  ROOT m = f32[4] reduce(p0, p1), dimensions={1}, to_apply=max\n}\n\n"
      "fused_exp (q0: f32[4,64], q1: f32[4]) -> f32[4,64] {\n  q0 = f32[4,64] parameter(0)\n"
      "  q1 = f32[4] parameter(1)\n  qb = f32[4,64] broadcast(q1), dimensions={0}\n"
      "  qs = f32[4,64] subtract(q0, qb)\n  ROOT qe = f32[4,64] exponential(qs)\n}\n\n"
      "fused_sum (r0: f32[4,64]) -> f32[4] {\n  r0 = f32[4,64] parameter(0)\n  z = f32[] constant(0)\n"
      "  ROOT rs = f32[4] reduce(r0, z), dimensions={1}, to_apply=add\n}\n\n"
      "fused_div (d0: f32[4,64], d1: f32[4]) -> f32[4,64] {\n  d0 = f32[4,64] parameter(0)\n"
      "  d1 = f32[4] parameter(1)\n  sb = f32[4,64] broadcast(d1), dimensions={0}\n"
      "  ROOT sd = f32[4,64] divide(d0, sb)\n}\n\n"
      "neg_body (u0: f32[4,64]) -> f32[4,64] {\n  u0 = f32[4,64] parameter(0)\n"
      "  ROOT un = f32[4,64] negate(u0)\n}\n\n"
      "ENTRY main {\n  x = f32[4,64] parameter(0)\n  ninf = f32[] constant(-inf)\n"
      "  mx = f32[4] fusion(x, ninf), kind=kLoop, calls=wrapped_reduce\n"
      "  e = f32[4,64] fusion(x, mx), kind=kLoop, calls=fused_exp\n"
      "  s = f32[4] fusion(e), kind=kLoop, calls=fused_sum\n"
      "  y = f32[4,64] fusion(e, s), kind=kLoop, calls=fused_div\n"
      "  n = f32[4,64] fusion(x), kind=kLoop, calls=neg_body\n"
      "  ROOT o = f32[4,64] add(y, n)\n}\n";
  RcModule *m = NULL;
  RcHigherResult *r = higher_hlo(t, t->ps, "fusions.hlo", text, sizeof text - 1, &m);
  assert_int_equal(rc_higher_rewrite_count(r), 1);
  assert_string_equal(rc_higher_rewrite(r, 0)->op, "softmax");
  assert_string_equal(rc_higher_rewrite(r, 0)->func, "main");
  assert_int_equal(rc_higher_skip_count(r), 0);
  RcFunc *main_f = rc_module_find_func(m, "main");
  assert_int_equal(count_op(main_f, RC_OP_FUSED), 1);
  assert_int_equal(count_op(main_f, RC_OP_FUSION), 1); /* n, closed again */
  rc_func_for_each(main_f, n) if (n->op == RC_OP_FUSION) {
    assert_string_equal(n->results[0].name, "n");
    assert_ptr_equal(rc_node_attr(n, "to_apply")->u.fn, rc_module_find_func(m, "neg_body"));
    assert_ptr_equal(rc_node_operand(n, 0)->def, main_f->params[0]);
  }
  assert_null(rc_module_find_func(m, "fused_exp"));
  assert_null(rc_module_find_func(m, "fused_div"));
  assert_null(rc_module_find_func(m, "wrapped_reduce"));
  assert_non_null(rc_module_find_func(m, "max")); /* reducers stay */
  assert_int_equal(rc_module_verify(m), RC_OK);
  rc_higher_result_free(r);
  rc_module_free(m);
}

/* Deferred normalization (rewrite/deferred.c): dot(e, v) / broadcast(sum(e)) is raised
 * as dot(softmax(x), v), the dot keeping its name; with the divisor summed over the
 * wrong axis (row i divided by column i's sum) nothing is raised, no skip is reported,
 * and the module prints exactly as read. */
#define DEFERRED(SUMDIM)                                                                                          \
  "HloModule m\n\n"                                                                                              \
  "max {\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n  ROOT r = f32[] maximum(a, b)\n}\n\n"          \
  "add {\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n  ROOT r = f32[] add(a, b)\n}\n\n"              \
  "ENTRY main {\n  x = f32[8,8]{1,0} parameter(0)\n  v = f32[8,4]{1,0} parameter(1)\n"                         \
  "  ninf = f32[] constant(-inf)\n  mx = f32[8]{0} reduce(x, ninf), dimensions={1}, to_apply=max\n"           \
  "  mb = f32[8,8]{1,0} broadcast(mx), dimensions={0}\n  sh = f32[8,8]{1,0} subtract(x, mb)\n"                \
  "  e = f32[8,8]{1,0} exponential(sh)\n"                                                                       \
  "  n = f32[8,4]{1,0} dot(e, v), lhs_contracting_dims={1}, rhs_contracting_dims={0}\n"                        \
  "  z = f32[] constant(0)\n  s = f32[8]{0} reduce(e, z), dimensions={" SUMDIM "}, to_apply=add\n"            \
  "  sb = f32[8,4]{1,0} broadcast(s), dimensions={0}\n  ROOT y = f32[8,4]{1,0} divide(n, sb)\n}\n"

static void deferred_normalization(void **state) {
  T *t = *state;
  static const char text[] = DEFERRED("1");
  RcModule *m = NULL;
  RcHigherResult *r = higher_hlo(t, t->ps, "deferred.hlo", text, sizeof text - 1, &m);
  assert_int_equal(rc_higher_rewrite_count(r), 1);
  assert_string_equal(rc_higher_rewrite(r, 0)->op, "softmax");
  RcFunc *main_f = m->entry;
  RcValue *out = rc_node_operand(main_f->last, 0);
  assert_int_equal(out->def->op, RC_OP_DOT);
  assert_string_equal(out->name, "n");
  assert_string_equal(target(rc_node_operand(out->def, 0)->def), "recompose.softmax");
  assert_ptr_equal(rc_node_operand(out->def, 1)->def, main_f->params[1]);
  assert_int_equal(count_op(main_f, RC_OP_DIVIDE), 0);
  assert_int_equal(rc_module_verify(m), RC_OK);
  rc_higher_result_free(r);
  rc_module_free(m);

  static const char wrong[] = DEFERRED("0");
  RcModule *parsed = NULL;
  assert_int_equal(rc_module_parse(t->ctx, "wrong.hlo", wrong, sizeof wrong - 1, RC_FORMAT_HLO, &parsed), RC_OK);
  char *before = printed(parsed);
  r = higher_hlo(t, t->ps, "wrong.hlo", wrong, sizeof wrong - 1, &m);
  assert_int_equal(rc_higher_rewrite_count(r), 0);
  assert_int_equal(rc_higher_skip_count(r), 0);
  char *after = printed(m);
  assert_string_equal(after, before);
  assert_int_equal(rc_module_verify(m), RC_OK);
  g_free(before);
  g_free(after);
  rc_higher_result_free(r);
  rc_module_free(m);
  rc_module_free(parsed);
}

/* An operand written once per use (an exporter recomputes the concatenation of x and an
 * attention-sink column for each reader): the copies, merged in the canonical view, are
 * read as the one operand, and the rewrite leaves one concatenation. */
static void recomputed_operand(void **state) {
  T *t = *state;
  static const char text[] =
      "HloModule m\n\n"
      "max {\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n  ROOT r = f32[] maximum(a, b)\n}\n\n"
      "add {\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n  ROOT r = f32[] add(a, b)\n}\n\n"
      "ENTRY main {\n  x = f32[4,8]{1,0} parameter(0)\n  k = f32[4,1]{1,0} parameter(1)\n"
      "  c1 = f32[4,9]{1,0} concatenate(x, k), dimensions={1}\n"
      "  c2 = f32[4,9]{1,0} concatenate(x, k), dimensions={1}\n"
      "  c3 = f32[4,9]{1,0} concatenate(x, k), dimensions={1}\n"
      "  ninf = f32[] constant(-inf)\n  mx = f32[4]{0} reduce(c2, ninf), dimensions={1}, to_apply=max\n"
      "  mb = f32[4,9]{1,0} broadcast(mx), dimensions={0}\n  sh = f32[4,9]{1,0} subtract(c1, mb)\n"
      "  e = f32[4,9]{1,0} exponential(sh)\n  z = f32[] constant(0)\n"
      "  sh3 = f32[4,9]{1,0} subtract(c3, mb)\n  e3 = f32[4,9]{1,0} exponential(sh3)\n"
      "  s = f32[4]{0} reduce(e3, z), dimensions={1}, to_apply=add\n"
      "  sb = f32[4,9]{1,0} broadcast(s), dimensions={0}\n  y = f32[4,9]{1,0} divide(e, sb)\n"
      "  ROOT o = f32[4,8]{1,0} slice(y), slice={[0:4], [0:8]}\n}\n";
  RcModule *m = NULL;
  RcHigherResult *r = higher_hlo(t, t->ps, "copies.hlo", text, sizeof text - 1, &m);
  assert_int_equal(rc_higher_rewrite_count(r), 1);
  assert_string_equal(rc_higher_rewrite(r, 0)->op, "softmax");
  assert_int_equal(rc_higher_skip_count(r), 0);
  assert_int_equal(count_op(m->entry, RC_OP_CONCATENATE), 1);
  assert_int_equal(count_op(m->entry, RC_OP_FUSED), 1);
  assert_int_equal(count_op(m->entry, RC_OP_REDUCE), 0);
  assert_int_equal(rc_module_verify(m), RC_OK);
  rc_higher_result_free(r);
  rc_module_free(m);
}

/* A fused call feeds a pattern of the next round: the canonical form reads a
 * recompose.softplus call as a call (sigmoid and erf calls read as logistic and erf),
 * so mish, which reads it as such, is found only once softplus is raised. */
static void rounds_to_fixed_point(void **state) {
  T *t = *state;
  GB *g = &t->g;
  RcValue *x = gb_param(g, NULL, "x");
  RcValue *one = gb_bcast(g, gb_const(g, rc_type_tensor(g->m, RC_DT_F32, 0, NULL), 1.0), g->t);
  RcValue *sp = gb_op1(g, RC_OP_LOG, gb_op2(g, RC_OP_ADD, gb_op1(g, RC_OP_EXP, x), one));
  gb_return(g, gb_op2(g, RC_OP_MULTIPLY, x, gb_op1(g, RC_OP_TANH, sp)));
  RcPatternSet *ps = rc_patterns_new(t->ctx);
  const char *src = "pattern sp -> softplus { match log(add(exp(%x), 1.0)) emit recompose.softplus(%x) }\n"
                    "pattern mi -> mish { match mul(%x, tanh(custom_call(/^recompose[.]softplus$/, %x))) "
                    "emit recompose.mish(%x) }\n";
  assert_int_equal(rc_patterns_add_string(ps, "two", src, strlen(src)), RC_OK);
  RcHigherOptions o;
  rc_higher_options_init(&o);
  /* exec's rewrite check does not evaluate a region holding a recompose.* call yet */
  o.verify = false;
  o.by_value = false; /* the two patterns' rounds (by value, mish is one region) */
  RcHigherResult *r = NULL;
  assert_int_equal(rc_module_higher(g->m, ps, &o, &r), RC_OK);
  rc_patterns_free(ps);
  assert_int_equal(rc_higher_rewrite_count(r), 2);
  assert_string_equal(rc_higher_rewrite(r, 0)->op, "softplus");
  assert_string_equal(rc_higher_rewrite(r, 1)->op, "mish");
  assert_int_equal(count_op(g->f, RC_OP_FUSED), 1);
  assert_int_equal(g->f->nnodes, 3);
  assert_int_equal(rc_higher_rounds(r), 2); /* the second round finds mish; its worklist is then empty */
  rc_higher_result_free(r);
}

/* A keep_shared match leaves its shared intermediate alive and claimed for the round,
 * so forty products of one logistic(x) are rewritten a few per round (CSE makes them
 * one canonical node; each product is a twin that is its own match's root): the driver
 * stops at its 16-round cap with a warning, and every match still put off is reported
 * as skipped with the reason, not dropped silently. */
static void round_cap_reports_skips(void **state) {
  T *t = *state;
  GB *g = &t->g;
  enum { N = 40 };
  RcValue *x = gb_param(g, NULL, "x");
  RcValue *s = gb_op1(g, RC_OP_LOGISTIC, x);
  RcValue *ys[N];
  for (int i = 0; i < N; i++) ys[i] = gb_op2(g, RC_OP_MULTIPLY, x, s);
  RcNode *ret = rc_node_create(g->m, RC_OP_RETURN, N, 0);
  rc_func_insert_before(g->f, ret, NULL);
  for (int i = 0; i < N; i++) rc_node_set_operand(ret, (uint32_t)i, ys[i]);
  RcPatternSet *ks = rc_patterns_new(t->ctx);
  const char *src = "pattern silu_shared -> silu keep_shared { match mul(%x, logistic(%x)) emit recompose.silu(%x) }";
  assert_int_equal(rc_patterns_add_string(ks, "ks", src, strlen(src)), RC_OK);
  RcHigherOptions o;
  rc_higher_options_init(&o);
  o.verify = false;
  RcHigherResult *r = NULL;
  size_t before = rc_ctx_diagnostic_count(t->ctx);
  assert_int_equal(rc_module_higher(g->m, ks, &o, &r), RC_OK);
  assert_int_equal(rc_higher_rounds(r), 16);
  assert_true(rc_higher_skip_count(r) >= 1);
  assert_int_equal(rc_higher_rewrite_count(r) + rc_higher_skip_count(r), N);
  for (size_t i = 0; i < rc_higher_skip_count(r); i++) {
    assert_string_equal(rc_higher_skip(r, i)->pattern, "silu_shared");
    assert_non_null(strstr(rc_higher_skip(r, i)->reason, "round limit"));
  }
  assert_int_equal(rc_ctx_diagnostic_count(t->ctx), before + 1);
  assert_non_null(strstr(rc_ctx_diagnostic(t->ctx, before)->message, "without a fixed point"));
  assert_int_equal(rc_module_verify(g->m), RC_OK);
  rc_higher_result_free(r);
  rc_patterns_free(ks);
}

/* Exporters compute a constant once and reuse it in every layer: four GELU blocks
 * scaled by one rsqrt(2) (a scalar op of a constant, broadcast once) and four
 * softmaxes reducing with one -inf and one 0 init. Every block is rewritten in the
 * first round, nothing is skipped, and the shared values go with the last block
 * that read them. */
static void shared_computed_constants_one_round(void **state) {
  T *t = *state;
  GString *src = g_string_new("HloModule m\n\nmx {\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n"
                              "  ROOT r = f32[] maximum(a, b)\n}\n\nsm {\n  a = f32[] parameter(0)\n"
                              "  b = f32[] parameter(1)\n  ROOT r = f32[] add(a, b)\n}\n\nENTRY main {\n"
                              "  x = f32[2,8] parameter(0)\n  two = f32[] constant(2)\n  r2 = f32[] rsqrt(two)\n"
                              "  k = f32[2,8] broadcast(r2), dimensions={}\n  ninf = f32[] constant(-inf)\n"
                              "  zero = f32[] constant(0)\n  h0 = f32[2,8] add(x, x)\n");
  for (int i = 0; i < 4; i++)
    g_string_append_printf(src,
                           "  hb%1$d = f32[] constant(0.5)\n  h%1$db = f32[2,8] broadcast(hb%1$d), dimensions={}\n"
                           "  on%1$d = f32[] constant(1)\n  o%1$db = f32[2,8] broadcast(on%1$d), dimensions={}\n"
                           "  q%1$d = f32[2,8] multiply(h%1$d, k)\n  e%1$d = f32[2,8] erf(q%1$d)\n"
                           "  a%1$d = f32[2,8] add(e%1$d, o%1$db)\n  m%1$d = f32[2,8] multiply(h%1$d, h%1$db)\n"
                           "  g%1$d = f32[2,8] multiply(m%1$d, a%1$d)\n"
                           "  mx%1$d = f32[2] reduce(g%1$d, ninf), dimensions={1}, to_apply=mx\n"
                           "  mb%1$d = f32[2,8] broadcast(mx%1$d), dimensions={0}\n  d%1$d = f32[2,8] subtract(g%1$d, mb%1$d)\n"
                           "  x%1$d = f32[2,8] exponential(d%1$d)\n"
                           "  sm%1$d = f32[2] reduce(x%1$d, zero), dimensions={1}, to_apply=sm\n"
                           "  sb%1$d = f32[2,8] broadcast(sm%1$d), dimensions={0}\n  p%1$d = f32[2,8] divide(x%1$d, sb%1$d)\n"
                           "  h%2$d = f32[2,8] add(p%1$d, x)\n",
                           i, i + 1);
  g_string_append(src, "  ROOT out = f32[2,8] negate(h4)\n}\n");
  RcModule *m = NULL;
  RcHigherResult *r = higher_hlo(t, t->ps, "shared.hlo", src->str, src->len, &m);
  g_string_free(src, TRUE);
  unsigned gelu = 0, softmax = 0;
  for (size_t i = 0; i < rc_higher_rewrite_count(r); i++) {
    gelu += !strcmp(rc_higher_rewrite(r, i)->op, "gelu_erf");
    softmax += !strcmp(rc_higher_rewrite(r, i)->op, "softmax");
  }
  assert_int_equal(gelu, 4);
  assert_int_equal(softmax, 4);
  assert_int_equal(rc_higher_skip_count(r), 0);
  assert_int_equal(rc_higher_rounds(r), 1);
  RcFunc *f = m->funcs;
  while (f->next) f = f->next; /* ENTRY is the last computation */
  assert_int_equal(count_op(f, RC_OP_RSQRT), 0);
  assert_int_equal(count_op(f, RC_OP_REDUCE), 0);
  assert_int_equal(count_op(f, RC_OP_FUSED), 8);
  assert_int_equal(rc_module_verify(m), RC_OK);
  rc_higher_result_free(r);
  rc_module_free(m);
}

static void verification_refuses_wrong_pattern(void **state) {
  T *t = *state;
  GB *g = &t->g;
  RcValue *x = gb_param(g, NULL, "x");
  gb_return(g, gb_op2(g, RC_OP_MULTIPLY, x, gb_op1(g, RC_OP_TANH, gb_op1(g, RC_OP_EXP, x))));
  RcPatternSet *bad = rc_patterns_new(t->ctx);
  const char *src = "pattern not_silu -> silu { match mul(%x, tanh(exp(%x))) emit recompose.silu(%x) }";
  assert_int_equal(rc_patterns_add_string(bad, "bad", src, strlen(src)), RC_OK);
  RcHigherOptions o;
  rc_higher_options_init(&o);
  RcHigherResult *r = NULL;
  assert_int_equal(rc_module_higher(g->m, bad, &o, &r), RC_OK);
  assert_int_equal(rc_higher_rewrite_count(r), 0);
  assert_int_equal(rc_higher_skip_count(r), 1);
  assert_non_null(strstr(rc_higher_skip(r, 0)->reason, "verification failed"));
  rc_higher_result_free(r);
  /* without verification the (wrong) user pattern is applied and reported unverified */
  o.verify = false;
  assert_int_equal(rc_module_higher(g->m, bad, &o, &r), RC_OK);
  assert_int_equal(rc_higher_rewrite_count(r), 1);
  assert_false(rc_higher_rewrite(r, 0)->verified);
  rc_higher_result_free(r);
  rc_patterns_free(bad);
}

/* The check runs once per distinct region: of three blocks matched by a loose pattern
 * (any constant in 1 + exp(-x)), the two with 1 pass (the second from the cache) and
 * the one with 2, identical but for that constant, is still checked and refused. */
static void verification_cache_keys_constants(void **state) {
  T *t = *state;
  GString *src = g_string_new("HloModule m\n\nENTRY main {\n");
  const char *vals[3] = {"2", "1", "1"}; /* visited last to first: the bad block last */
  for (int i = 0; i < 3; i++)
    g_string_append_printf(src,
                           "  p%d = f32[2,3] parameter(%d)\n"
                           "  o%d = f32[] constant(1)\n  ob%d = f32[2,3] broadcast(o%d), dimensions={}\n"
                           "  k%d = f32[] constant(%s)\n  cb%d = f32[2,3] broadcast(k%d), dimensions={}\n"
                           "  n%d = f32[2,3] negate(p%d)\n  e%d = f32[2,3] exponential(n%d)\n"
                           "  a%d = f32[2,3] add(e%d, cb%d)\n  d%d = f32[2,3] divide(ob%d, a%d)\n"
                           "  y%d = f32[2,3] multiply(p%d, d%d)\n",
                           i, i, i, i, i, i, vals[i], i, i, i, i, i, i, i, i, i, i, i, i, i, i, i);
  g_string_append(src, "  ROOT t = (f32[2,3], f32[2,3], f32[2,3]) tuple(y0, y1, y2)\n}\n");
  RcModule *m = NULL;
  assert_int_equal(rc_module_parse(t->ctx, "cache.hlo", src->str, src->len, RC_FORMAT_HLO, &m), RC_OK);
  g_string_free(src, TRUE);
  RcPatternSet *loose = rc_patterns_new(t->ctx);
  /* canonical: the blocks with 1 read logistic(x), the one with 2 stays a division */
  const char *pat = "pattern loose -> silu { match mul(%x, (logistic(%x) | divide(1.0, add(exp(negate(%x)), const)))) "
                    "emit recompose.silu(%x) }";
  assert_int_equal(rc_patterns_add_string(loose, "loose", pat, strlen(pat)), RC_OK);
  RcHigherOptions o;
  rc_higher_options_init(&o);
  RcHigherResult *r = NULL;
  assert_int_equal(rc_module_higher(m, loose, &o, &r), RC_OK);
  assert_int_equal(rc_higher_rewrite_count(r), 2);
  assert_true(rc_higher_rewrite(r, 0)->verified);
  assert_true(rc_higher_rewrite(r, 1)->verified);
  assert_int_equal(rc_higher_skip_count(r), 1);
  assert_string_equal(rc_higher_skip(r, 0)->root, "y0");
  assert_non_null(strstr(rc_higher_skip(r, 0)->reason, "verification failed"));
  rc_higher_result_free(r);
  rc_patterns_free(loose);
  rc_module_free(m);
}

/* Source annotations do not split the check cache: three SiLU blocks that differ only
 * in their metadata (every JAX instruction has its own source line) are checked once;
 * a fourth with another shape is checked again. */
static void verification_cache_ignores_metadata(void **state) {
  T *t = *state;
  GString *src = g_string_new("HloModule m\n\nENTRY main {\n");
  for (int i = 0; i < 4; i++) {
    const char *ty = i == 3 ? "f32[4]" : "f32[2,3]";
    g_string_append_printf(src,
                           "  p%d = %s parameter(%d)\n"
                           "  l%d = %s logistic(p%d), metadata={op_name=\"jit(f)/logistic\" source_line=%d}\n"
                           "  y%d = %s multiply(p%d, l%d), metadata={op_name=\"jit(f)/mul\" source_line=%d}\n",
                           i, ty, i, i, ty, i, 10 + i, i, ty, i, i, 20 + i);
  }
  g_string_append(src, "  ROOT t = (f32[2,3], f32[2,3], f32[2,3], f32[4]) tuple(y0, y1, y2, y3)\n}\n");
  RcModule *m = NULL;
  RcHigherResult *r = higher_hlo(t, t->ps, "meta.hlo", src->str, src->len, &m);
  g_string_free(src, TRUE);
  assert_int_equal(rc_higher_rewrite_count(r), 4);
  for (size_t i = 0; i < 4; i++) assert_true(rc_higher_rewrite(r, i)->verified);
  assert_int_equal(rc_higher_checks_run(r), 2);
  rc_higher_result_free(r);
  rc_module_free(m);
}

/* a * b and b * a share one check; a region with another op does not. */
static void verification_cache_commutes(void **state) {
  T *t = *state;
  const char *src = "HloModule m\n\nENTRY main {\n"
                    "  p0 = f32[8] parameter(0)\n  l0 = f32[8] logistic(p0)\n  y0 = f32[8] multiply(p0, l0)\n"
                    "  p1 = f32[8] parameter(1)\n  l1 = f32[8] logistic(p1)\n  y1 = f32[8] multiply(l1, p1)\n"
                    "  ROOT t = (f32[8], f32[8]) tuple(y0, y1)\n}\n";
  RcModule *m = NULL;
  RcHigherResult *r = higher_hlo(t, t->ps, "comm.hlo", src, strlen(src), &m);
  assert_int_equal(rc_higher_rewrite_count(r), 2);
  assert_true(rc_higher_rewrite(r, 0)->verified && rc_higher_rewrite(r, 1)->verified);
  assert_int_equal(rc_higher_checks_run(r), 1);
  rc_higher_result_free(r);
  rc_module_free(m);
}

/* The set keeps its compiled automaton between runs and recompiles it once
 * patterns are added: a run with an empty set finds nothing, the same set with the
 * standard patterns added finds the SiLU. */
static void automaton_cache_follows_additions(void **state) {
  T *t = *state;
  const char *src = "HloModule m\n\nENTRY main {\n  p0 = f32[8] parameter(0)\n"
                    "  l0 = f32[8] logistic(p0)\n  ROOT y0 = f32[8] multiply(p0, l0)\n}\n";
  RcPatternSet *ps = rc_patterns_new(t->ctx);
  assert_int_equal(rc_patterns_compile(ps), RC_OK);
  for (int round = 0; round < 2; round++) {
    if (round == 1) assert_int_equal(rc_patterns_add_builtin(ps), RC_OK);
    RcModule *m = NULL;
    assert_int_equal(rc_module_parse(t->ctx, "cache.hlo", src, strlen(src), RC_FORMAT_HLO, &m), RC_OK);
    RcHigherOptions o;
    rc_higher_options_init(&o);
    o.verify = false;
    o.by_value = false; /* what the set's patterns find */
    RcHigherResult *r = NULL;
    assert_int_equal(rc_module_higher(m, ps, &o, &r), RC_OK);
    assert_int_equal(rc_higher_rewrite_count(r), round == 0 ? 0 : 1);
    rc_higher_result_free(r);
    rc_module_free(m);
  }
  rc_patterns_free(ps);
}

typedef struct SharedRun {
  const RcPatternSet *ps;
  size_t rewrites;
} SharedRun;

static gpointer shared_set_worker(gpointer p) {
  SharedRun *job = p;
  const char *src = "HloModule m\n\nENTRY main {\n  p0 = f32[64] parameter(0)\n"
                    "  l0 = f32[64] logistic(p0)\n  ROOT y0 = f32[64] multiply(l0, p0)\n}\n";
  RcCtx *ctx = rc_ctx_new();
  RcModule *m = NULL;
  if (rc_module_parse(ctx, "t.hlo", src, strlen(src), RC_FORMAT_HLO, &m) == RC_OK) {
    RcHigherResult *r = NULL;
    if (rc_module_higher(m, job->ps, NULL, &r) == RC_OK) job->rewrites = rc_higher_rewrite_count(r);
    rc_higher_result_free(r);
  }
  rc_module_free(m);
  rc_ctx_free(ctx);
  return NULL;
}

/* Two threads run the pass with one pattern set whose automaton is not compiled
 * yet: it is compiled once, under the set's lock, and both find the SiLU. */
static void shared_set_two_threads(void **state) {
  T *t = *state;
  RcPatternSet *ps = rc_patterns_new(t->ctx);
  assert_int_equal(rc_patterns_add_builtin(ps), RC_OK);
  SharedRun jobs[2] = {{ps, 0}, {ps, 0}};
  GThread *th[2];
  for (int i = 0; i < 2; i++) th[i] = g_thread_new("higher", shared_set_worker, &jobs[i]);
  for (int i = 0; i < 2; i++) g_thread_join(th[i]);
  assert_int_equal(jobs[0].rewrites, 1);
  assert_int_equal(jobs[1].rewrites, 1);
  rc_patterns_free(ps);
}

static void shlo_composite(void **state) {
  T *t = *state;
  GB *g = &t->g;
  RcValue *x = gb_param(g, NULL, "x");
  RcValue *y = silu_jax(g, x);
  y->name = "5";
  RcNode *ret = gb_return(g, y);
  RcHigherOptions o;
  rc_higher_options_init(&o);
  RcHigherResult *r = NULL;
  assert_int_equal(rc_module_higher(g->m, t->ps, &o, &r), RC_OK);
  assert_int_equal(rc_higher_rewrite_count(r), 1);
  RcNode *c = rc_node_operand(ret, 0)->def;
  assert_int_equal(c->op, RC_OP_FUSED);
  assert_int_equal(rc_node_fused(c)->form, RC_FUSED_COMPOSITE);
  assert_string_equal(target(c), "recompose.silu");
  RcAttr *d = rc_node_attr(c, "to_apply");
  assert_non_null(d);
  assert_int_equal(d->kind, RC_ATTR_FUNC);
  RcFunc *dec = d->u.fn;
  assert_string_equal(dec->name, "recompose.silu.0");
  assert_int_equal(dec->nparams, 1);
  /* the decomposition holds the original region: constant, broadcast, negate, exp, add, divide, multiply */
  assert_int_equal(count_op(dec, RC_OP_DIVIDE), 1);
  assert_int_equal(count_op(dec, RC_OP_EXP), 1);
  assert_int_equal(count_op(dec, RC_OP_MULTIPLY), 1);
  assert_int_equal(dec->last->op, RC_OP_RETURN);
  assert_ptr_equal(rc_node_operand(dec->last, 0)->def->op, RC_OP_MULTIPLY);
  assert_int_equal(rc_module_verify(g->m), RC_OK);
  assert_true(prints(g->m, "%5 = stablehlo.composite \"recompose.silu\" %x {composite_attributes = {}, "
                           "decomposition = @recompose.silu.0} : (tensor<2x3xf32>) -> tensor<2x3xf32>\n"));
  rc_higher_result_free(r);
}

static void shlo_custom_call(void **state) {
  T *t = *state;
  GB *g = &t->g;
  RcValue *x = gb_param(g, NULL, "x");
  RcNode *ret = gb_return(g, silu_jax(g, x));
  RcHigherOptions o;
  rc_higher_options_init(&o);
  o.emit = RC_EMIT_CUSTOM_CALL;
  RcHigherResult *r = NULL;
  assert_int_equal(rc_module_higher(g->m, t->ps, &o, &r), RC_OK);
  RcNode *c = rc_node_operand(ret, 0)->def;
  assert_int_equal(c->op, RC_OP_FUSED);
  assert_int_equal(rc_node_fused(c)->form, RC_FUSED_TYPED_FFI);
  assert_true(prints(g->m, "stablehlo.custom_call @recompose.silu(%x) {backend_config = {dtype = \"f32\", n = 6 : i64}, "
                           "api_version = 4 : i32} : (tensor<2x3xf32>) -> tensor<2x3xf32>\n"));
  assert_int_equal(g->m->nfuncs, 1); /* no decomposition function */
  rc_higher_result_free(r);
}

/* Whether every node of m has its pass scratch field `link` back at NULL (the
 * driver borrows it for program positions; other passes expect it clear). */
static bool links_clear(RcModule *m) {
  for (RcFunc *f = m->funcs; f; f = f->next)
    rc_func_for_each(f, n) if (n->link) return false;
  return true;
}

/* A function longer than one window of the canonical view (72,000 nodes: 8,000
 * softmax blocks as PyTorch/XLA spells them, which only the canonical view reads,
 * each block's output the next one's input): every block is fused whole, the one
 * that straddles a window's start included (the look-back), nothing is skipped. */
static void windows_cover_long_functions(void **state) {
  T *t = *state;
  enum { BLOCKS = 8000 };
  GString *src = g_string_new("HloModule m\n\nmx {\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n"
                              "  ROOT r = f32[] maximum(a, b)\n}\n\n"
                              "ad {\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n"
                              "  ROOT r = f32[] add(a, b)\n}\n\n"
                         "ENTRY main {\n  y0 = f32[2,8] parameter(0)\n");
  for (int i = 1; i <= BLOCKS; i++)
    g_string_append_printf(src,
                           "  ci%d = f32[] constant(-inf)\n"
                           "  m%d = f32[2] reduce(y%d, ci%d), dimensions={1}, to_apply=mx\n"
                           "  bm%d = f32[2,8] broadcast(m%d), dimensions={0}\n"
                           "  sd%d = f32[2,8] subtract(y%d, bm%d)\n  e%d = f32[2,8] exponential(sd%d)\n"
                           "  cz%d = f32[] constant(0)\n"
                           "  z%d = f32[2] reduce(e%d, cz%d), dimensions={1}, to_apply=ad\n"
                           "  bz%d = f32[2,8] broadcast(z%d), dimensions={0}\n"
                           "  y%d = f32[2,8] divide(e%d, bz%d)\n",
                           i, i, i - 1, i, i, i, i, i - 1, i, i, i, i, i, i, i, i, i, i, i, i);
  g_string_append_printf(src, "  ROOT r = f32[2,8] copy(y%d)\n}\n", BLOCKS);
  RcModule *m = NULL;
  RcHigherResult *r = higher_hlo(t, t->ps, "long.hlo", src->str, src->len, &m);
  g_string_free(src, TRUE);
  assert_int_equal(rc_higher_rewrite_count(r), BLOCKS);
  assert_int_equal(rc_higher_skip_count(r), 0);
  /* the whole block, max subtraction included (a view without the block's start
   * would only see exp(d) / sum(exp(d)) of the difference d: softmax_nomax) */
  for (size_t i = 0; i < rc_higher_rewrite_count(r); i++)
    assert_string_equal(rc_higher_rewrite(r, i)->pattern, "softmax");
  assert_int_equal(count_op(m->entry, RC_OP_FUSED), BLOCKS);
  assert_int_equal(count_op(m->entry, RC_OP_EXP), 0);
  assert_int_equal(rc_module_verify(m), RC_OK);
  assert_true(links_clear(m));
  rc_higher_result_free(r);
  rc_module_free(m);
}

/* A broadcast of a non-splat constant read by the last window from more than a
 * window back: the window builds it once for all its uses there. A reshape of it
 * that the next broadcast looks through dies during the build, and with it the
 * built broadcast's only canonical user; a later use of the same value in the
 * window (a sigmoid of it) must still read the broadcast, not the node that now
 * lives in its memory (the slice after it: the canonical sigmoid then read the
 * slice, and its rewrite failed verification, or crashed the canonicalizer). */
static void window_reads_far_constant_chain(void **state) {
  T *t = *state;
  enum { BLOCKS = 3000 };
  GString *src = g_string_new("HloModule m\n\nENTRY main {\n  x0 = f32[4,8] parameter(0)\n"
                              "  v = f32[8] constant({1, 2, 3, 4, 5, 6, 7, 8})\n"
                              "  bv = f32[4,8] broadcast(v), dimensions={1}\n");
  for (int i = 1; i <= BLOCKS; i++) /* silu as x * 1/(1+exp(-x)): 7 nodes */
    g_string_append_printf(src,
                           "  k%d = f32[] constant(1)\n  o%d = f32[4,8] broadcast(k%d), dimensions={}\n"
                           "  n%d = f32[4,8] negate(x%d)\n  e%d = f32[4,8] exponential(n%d)\n"
                           "  a%d = f32[4,8] add(o%d, e%d)\n  d%d = f32[4,8] divide(o%d, a%d)\n"
                           "  x%d = f32[4,8] multiply(x%d, d%d)\n",
                           i, i, i, i, i - 1, i, i, i, i, i, i, i, i, i, i - 1, i);
  g_string_append_printf(src,
                         "  r = f32[4,8,1] reshape(bv)\n  b = f32[4,8,2] broadcast(r), dimensions={0,1,2}\n"
                         "  s = f32[4,8,1] slice(b), slice={[0:4], [0:8], [0:1]}\n  w = f32[4,8] reshape(s)\n"
                         "  c = f32[] constant(1)\n  o = f32[4,8] broadcast(c), dimensions={}\n"
                         "  n = f32[4,8] negate(bv)\n  e = f32[4,8] exponential(n)\n  a = f32[4,8] add(o, e)\n"
                         "  g = f32[4,8] divide(o, a)\n"
                         "  ROOT out = (f32[4,8], f32[4,8], f32[4,8]) tuple(w, g, x%d)\n}\n",
                         BLOCKS);
  RcModule *m = NULL;
  RcHigherResult *r = higher_hlo(t, t->ps, "far.hlo", src->str, src->len, &m);
  g_string_free(src, TRUE);
  assert_int_equal(rc_higher_skip_count(r), 0);
  assert_int_equal(rc_higher_rewrite_count(r), BLOCKS + 1);
  assert_int_equal(count_op(m->entry, RC_OP_FUSED), BLOCKS + 1);
  RcNode *ret = m->entry->last, *tup = rc_node_operand(ret, 0) ? rc_node_operand(ret, 0)->def : NULL;
  assert_non_null(tup);
  RcNode *sg = rc_node_operand(tup, 1)->def;
  assert_int_equal(sg->op, RC_OP_FUSED);
  assert_string_equal(target(sg), "recompose.sigmoid");
  assert_string_equal(rc_node_operand(sg, 0)->name, "bv");
  assert_int_equal(rc_module_verify(m), RC_OK);
  rc_higher_result_free(r);
  rc_module_free(m);
}

/* Fused calls of the same op, config and form share one call description; without
 * metadata they carry no attribute, and adding one to a call (rc_node_add_attr) leaves
 * the other as it was. */
static void fused_calls_share_attributes_read_only(void **state) {
  T *t = *state;
  const char *src = "HloModule m\n\nENTRY main {\n"
                    "  p0 = f32[8] parameter(0)\n  l0 = f32[8] logistic(p0)\n  y0 = f32[8] multiply(p0, l0)\n"
                    "  p1 = f32[8] parameter(1)\n  l1 = f32[8] logistic(p1)\n  y1 = f32[8] multiply(p1, l1)\n"
                    "  ROOT t = (f32[8], f32[8]) tuple(y0, y1)\n}\n";
  RcModule *m = NULL;
  RcHigherResult *r = higher_hlo(t, t->ps, "share.hlo", src, strlen(src), &m);
  assert_int_equal(rc_higher_rewrite_count(r), 2);
  RcNode *calls[2];
  unsigned k = 0;
  rc_func_for_each(m->entry, n) if (n->op == RC_OP_FUSED && k < 2) calls[k++] = n;
  assert_int_equal(k, 2);
  assert_ptr_equal(rc_node_fused(calls[0]), rc_node_fused(calls[1]));
  assert_int_equal(calls[0]->nattrs + calls[1]->nattrs, 0);
  RcAttr *a = rc_node_add_attr(calls[0], "frontend_attributes", RC_ATTR_RAW, "{a=\"1\"}");
  assert_non_null(a);
  assert_int_equal(calls[1]->nattrs, 0);
  assert_string_equal(raw_attr(calls[0], "frontend_attributes"), "{a=\"1\"}");
  assert_true(prints(m, "backend_config={dtype = \"f32\", n = 8 : i64}, api_version=API_VERSION_TYPED_FFI, "
                        "frontend_attributes={a=\"1\"}\n"));
  rc_higher_result_free(r);
  rc_module_free(m);
}

/* Matching through calls: relu6 as a helper function called twice from main, once
 * inside x * relu6(x + 3) / 6. The hard swish becomes one verified recompose.hardswish
 * that replaces its call; the other call and the relu6 function stay. */
static void rewrite_through_call(void **state) {
  T *t = *state;
  static const char text[] =
      "HloModule m\n\nrelu6 {\n  a = f32[8] parameter(0)\n  c0 = f32[] constant(0)\n"
      "  b0 = f32[8] broadcast(c0), dimensions={}\n  m = f32[8] maximum(a, b0)\n"
      "  c6 = f32[] constant(6)\n  b6 = f32[8] broadcast(c6), dimensions={}\n"
      "  ROOT r = f32[8] minimum(m, b6)\n}\n\n"
      "ENTRY main {\n  x = f32[8] parameter(0)\n  c3 = f32[] constant(3)\n"
      "  b3 = f32[8] broadcast(c3), dimensions={}\n  s = f32[8] add(x, b3)\n"
      "  r = f32[8] call(s), to_apply=relu6\n  p = f32[8] multiply(x, r)\n  c6 = f32[] constant(6)\n"
      "  b6 = f32[8] broadcast(c6), dimensions={}\n  d = f32[8] divide(p, b6)\n"
      "  r2 = f32[8] call(x), to_apply=relu6\n  ROOT y = f32[8] add(d, r2)\n}\n";
  RcModule *m = NULL;
  RcHigherResult *r = higher_hlo(t, t->ps, "calls.hlo", text, sizeof text - 1, &m);
  assert_int_equal(rc_higher_rewrite_count(r), 1);
  assert_int_equal(rc_higher_skip_count(r), 0);
  assert_string_equal(rc_higher_rewrite(r, 0)->op, "hardswish");
  assert_string_equal(rc_higher_rewrite(r, 0)->root, "d");
  assert_true(rc_higher_rewrite(r, 0)->verified);
  RcFunc *main_f = rc_module_find_func(m, "main");
  assert_non_null(rc_module_find_func(m, "relu6"));
  assert_int_equal(count_op(main_f, RC_OP_CALL), 1);
  assert_int_equal(count_op(main_f, RC_OP_FUSED), 1);
  assert_int_equal(count_op(main_f, RC_OP_MAXIMUM) + count_op(main_f, RC_OP_MINIMUM), 0);
  rc_func_for_each(main_f, n) if (n->op == RC_OP_FUSED) {
    assert_string_equal(target(n), "recompose.hardswish");
    assert_int_equal(rc_node_uses(n)[0].value->def->op, RC_OP_PARAMETER);
  }
  assert_int_equal(rc_module_verify(m), RC_OK);
  rc_higher_result_free(r);
  rc_module_free(m);
}

static size_t to_gstring(void *user, const char *data, size_t len) {
  g_string_append_len(user, data, (gssize)len);
  return len;
}

/* The one fused node read back: a rewritten module printed in each format and each form
 * (HLO typed FFI and legacy custom calls, StableHLO composite and custom calls) reads
 * back with its call as an RC_OP_FUSED node of the right table op and config, and
 * prints again byte for byte. A call the table cannot describe (an op it lacks, a config
 * that does not decode) stays the custom call it was. */
static void note_unsupported(void *user, const char *op, uint32_t line, uint32_t col, const char *reason) {
  g_string_append_printf(user, "%u:%u %s: %s\n", line, col, op, reason);
}

typedef struct {
  RcFormat fmt;
  RcEmit emit;
  RcXlaAbi abi;
  RcFusedForm form;
  const char *config; /* the config text the call is read back with */
} RoundTrip;

static void fused_round_trip(void **state) {
  T *t = *state;
  static const char hlo[] = "HloModule m\n\nENTRY main {\n  x = f32[2,4]{1,0} parameter(0)\n"
                            "  l = f32[2,4]{1,0} logistic(x)\n  ROOT y = f32[2,4]{1,0} multiply(x, l)\n}\n";
  static const char shlo[] = "func.func @main(%x: tensor<2x4xf32>) -> tensor<2x4xf32> {\n"
                             "  %0 = stablehlo.logistic %x : tensor<2x4xf32>\n"
                             "  %1 = stablehlo.multiply %x, %0 : tensor<2x4xf32>\n"
                             "  return %1 : tensor<2x4xf32>\n}\n";
  static const RoundTrip cases[] = {
      {RC_FORMAT_HLO, RC_EMIT_COMPOSITE, RC_XLA_ABI_TYPED_FFI, RC_FUSED_TYPED_FFI, "{dtype = \"f32\", n = 8 : i64}"},
      {RC_FORMAT_HLO, RC_EMIT_COMPOSITE, RC_XLA_ABI_LEGACY, RC_FUSED_LEGACY, "dtype=f32;n=8"},
      {RC_FORMAT_STABLEHLO, RC_EMIT_COMPOSITE, RC_XLA_ABI_TYPED_FFI, RC_FUSED_COMPOSITE, "{}"},
      {RC_FORMAT_STABLEHLO, RC_EMIT_CUSTOM_CALL, RC_XLA_ABI_TYPED_FFI, RC_FUSED_TYPED_FFI,
       "{dtype = \"f32\", n = 8 : i64}"},
      {RC_FORMAT_STABLEHLO, RC_EMIT_CUSTOM_CALL, RC_XLA_ABI_LEGACY, RC_FUSED_LEGACY, "dtype=f32;n=8"},
  };
  const RcFusedOp *silu = rc_fused_lookup("silu", 4);
  assert_non_null(silu);
  for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
    const RoundTrip *c = &cases[i];
    bool h = c->fmt == RC_FORMAT_HLO;
    RcModule *m = NULL;
    assert_int_equal(rc_module_parse(t->ctx, h ? "rt.hlo" : "rt.mlir", h ? hlo : shlo, h ? sizeof hlo - 1 : sizeof shlo - 1,
                                     c->fmt, &m),
                     RC_OK);
    RcHigherOptions o;
    rc_higher_options_init(&o);
    o.emit = c->emit;
    o.xla_abi = c->abi;
    RcHigherResult *r = NULL;
    assert_int_equal(rc_module_higher(m, t->ps, &o, &r), RC_OK);
    assert_int_equal(rc_higher_rewrite_count(r), 1);
    rc_higher_result_free(r);
    char *p1 = printed(m);
    RcModule *m2 = NULL;
    assert_int_equal(rc_module_parse(t->ctx, "back", p1, strlen(p1), c->fmt, &m2), RC_OK);
    assert_int_equal(count_op(m2->entry, RC_OP_FUSED), 1);
    assert_int_equal(count_op(m2->entry, RC_OP_CUSTOM_CALL) + count_op(m2->entry, RC_OP_COMPOSITE), 0);
    const RcFusedCall *fc = rc_node_fused(rc_node_operand(m2->entry->last, 0)->def);
    assert_non_null(fc);
    assert_ptr_equal(fc->op, silu);
    assert_int_equal(fc->form, c->form);
    assert_true(fc->as_read);
    assert_string_equal(fc->config, c->config);
    RcFusedCfg cfg;
    assert_true(rc_fused_config_decode(fc->config, strlen(fc->config), RC_FUSED_CFG_LENIENT, &cfg, NULL, 0));
    char *p2 = printed(m2);
    assert_string_equal(p1, p2);
    assert_int_equal(rc_module_verify(m2), RC_OK);
    g_free(p1);
    g_free(p2);
    rc_module_free(m2);
    rc_module_free(m);
  }

  /* what the table cannot describe is kept as read */
  static const char kept[] =
      "HloModule m\n\nENTRY main {\n  x = f32[8] parameter(0)\n"
      "  a = f32[8] custom-call(x), custom_call_target=\"recompose.no_such_op\", backend_config=\"dtype=f32;n=8\"\n"
      "  b = f32[8] custom-call(a), custom_call_target=\"recompose.silu\", backend_config=\"dtype=f32;n=8;cols=zz\"\n"
      "  ROOT c = f32[8]  custom-call(b),  custom_call_target=\"recompose.silu\", backend_config=\"dtype=f32;n=8\"\n}\n";
  RcModule *m = NULL;
  assert_int_equal(rc_module_parse(t->ctx, "kept.hlo", kept, sizeof kept - 1, RC_FORMAT_HLO, &m), RC_OK);
  assert_int_equal(count_op(m->entry, RC_OP_CUSTOM_CALL), 2);
  assert_int_equal(count_op(m->entry, RC_OP_FUSED), 1);
  char *p = printed(m);
  assert_string_equal(p, kept); /* the fused call read back keeps its spelling too */
  g_free(p);
  /* the executor still names the unknown op, at its line (the bad config fails when run) */
  GString *why = g_string_new(NULL);
  assert_int_equal(rc_module_unsupported_ops(m, note_unsupported, why), 1);
  assert_string_equal(why->str, "5:3 custom-call 'recompose.no_such_op': unknown fused op 'recompose.no_such_op'\n");
  g_string_free(why, TRUE);
  rc_module_free(m);
}

static void dot_outlines_regions(void **state) {
  T *t = *state;
  GB *g = &t->g;
  RcValue *x = gb_param(g, NULL, "x");
  gb_return(g, silu_jax(g, x));
  RcHigherResult *r = NULL;
  assert_int_equal(rc_module_higher(g->m, t->ps, NULL, &r), RC_OK);
  GString *s = g_string_new(NULL);
  assert_int_equal(rc_higher_write_dot(g->m, r, to_gstring, s), RC_OK);
  assert_non_null(strstr(s->str, "digraph"));
  assert_non_null(strstr(s->str, "subgraph cluster_rw0"));
  assert_non_null(strstr(s->str, " -> recompose.silu (7 ops replaced"));
  g_string_free(s, TRUE);
  rc_higher_result_free(r);
}

static void usage_errors(void **state) {
  T *t = *state;
  RcHigherResult *r = (RcHigherResult *)1;
  assert_int_equal(rc_module_higher(NULL, t->ps, NULL, &r), RC_ERR_USAGE);
  assert_null(r);
  assert_int_equal(rc_higher_rewrite_count(NULL), 0);
  assert_null(rc_higher_rewrite(NULL, 0));
  rc_higher_result_free(NULL);
}

/* SiLU of a bf16 x computed in f32 on two converts of x (as Flax converts), with an
 * f32 result: the f32 silu reads the first convert, the second is erased with the
 * region; with the result converted back to bf16, the bf16 silu reads x. */
static void lowp_twin_converts(void **state) {
  T *t = *state;
  static const char *const roots[2] = {"  ROOT y = f32[2,3]{1,0} multiply(c1, s)\n",
                                       "  m = f32[2,3]{1,0} multiply(c1, s)\n  ROOT y = bf16[2,3]{1,0} convert(m)\n"};
  for (int back = 0; back < 2; back++) {
    GString *src = g_string_new("HloModule m\n\nENTRY main {\n  x = bf16[2,3]{1,0} parameter(0)\n"
                                "  c1 = f32[2,3]{1,0} convert(x)\n  c2 = f32[2,3]{1,0} convert(x)\n"
                                "  s = f32[2,3]{1,0} logistic(c2)\n");
    g_string_append(src, roots[back]);
    g_string_append(src, "}\n");
    RcModule *m = NULL;
    RcHigherResult *r = higher_hlo(t, t->ps, "lowp.hlo", src->str, src->len, &m);
    assert_int_equal(rc_higher_rewrite_count(r), 1);
    assert_int_equal(rc_higher_skip_count(r), 0);
    RcNode *fused = NULL;
    rc_func_for_each(m->entry, n) if (n->op == RC_OP_FUSED) fused = n;
    assert_non_null(fused);
    assert_true(prints(m, back ? "backend_config={dtype = \"bf16\", n = 6 : i64}" : "backend_config={dtype = \"f32\", n = 6 : i64}"));
    assert_string_equal(rc_node_operand(fused, 0)->name, back ? "x" : "c1");
    assert_int_equal(count_op(m->entry, RC_OP_CONVERT), back ? 0 : 1); /* c2 is gone */
    assert_int_equal(count_op(m->entry, RC_OP_LOGISTIC), 0);
    assert_int_equal(rc_module_verify(m), RC_OK);
    rc_higher_result_free(r);
    rc_module_free(m);
    g_string_free(src, TRUE);
  }
}

/* A guard written as stablehlo.if (scalars_if.c): a branch it cannot write inline (a node
 * with a region, a tuple read past its end) is refused with the guard untouched, not taken
 * for out-of-memory; a plain one is written. */
static RcNode *guard_of(RcModule *m) {
  rc_func_for_each(m->entry, n) if (n->op == RC_OP_OPAQUE && n->opname && !strcmp(n->opname, "conditional")) return n;
  return NULL;
}

static void scalars_inline_refusals(void **state) {
  (void)state;
  for (int k = 0; k < 3; k++) {
    const char *text =
        "HloModule m\n\nyes {\n  p = (f32[4], f32[]) parameter(0)\n  x = f32[4] get-tuple-element(p), index=0\n"
        "  ROOT r = f32[4] negate(x)\n}\n\nno {\n  p = (f32[4], f32[]) parameter(0)\n"
        "  x = f32[4] get-tuple-element(p), index=0\n  ROOT r = f32[4] exponential(x)\n}\n\n"
        "ENTRY main {\n  x = f32[4] parameter(0)\n  s = f32[] parameter(1)\n  k = f32[] constant(1)\n"
        "  pr = pred[] compare(s, k), direction=EQ\n  t = (f32[4], f32[]) tuple(x, s)\n"
        "  ROOT c = f32[4] conditional(pr, t, t), true_computation=yes, false_computation=no\n}\n";
    RcCtx *ctx = rc_ctx_new();
    RcModule *m = NULL;
    assert_int_equal(rc_module_parse(ctx, "g.hlo", text, strlen(text), RC_FORMAT_HLO, &m), RC_OK);
    RcFunc *yes = rc_module_find_func(m, "yes"), *no = rc_module_find_func(m, "no");
    RcNode *cond = guard_of(m);
    assert_non_null(cond);
    if (k == 1) /* the true branch reads the tuple past its end */
      rc_func_for_each(yes, n) if (n->op == RC_OP_GET_TUPLE_ELEMENT) rc_node_attr(n, "index")->u.i = 5;
    if (k == 2) { /* a node of the true branch holding a region */
      RcNode *neg = NULL;
      rc_func_for_each(yes, n) if (n->op == RC_OP_NEGATE) neg = n;
      assert_non_null(neg);
      assert_true(rc_node_add_region(neg, rc_func_create(m, NULL, yes)));
    }
    RcRwInline got = rc_rw_scalars_inline(m, &cond, &yes, &no, 1, NULL);
    assert_int_equal(got, k ? RC_RW_INLINE_REFUSED : RC_RW_INLINE_DONE);
    if (k) {
      assert_ptr_equal(guard_of(m), cond); /* untouched */
      assert_false(yes->removed || no->removed);
    } else {
      assert_null(guard_of(m));
      assert_true(yes->removed && no->removed);
    }
    rc_module_free(m);
    rc_ctx_free(ctx);
  }
}

/* A training step's two guards (scalars.c's joint regions) written together: the backward's,
 * whose roots are a tuple read element by element, becomes an if of one result per root, its
 * readers reading them under the element reads' names; where one of the two cannot be written
 * (a region in its false branch, its tuple read whole), neither is. */
static void scalars_inline_joint(void **state) {
  (void)state;
  for (int k = 0; k < 3; k++) {
    GString *text = g_string_new(
        "HloModule m\n\nyes {\n  p = (f32[4], f32[]) parameter(0)\n  x = f32[4] get-tuple-element(p), index=0\n"
        "  ROOT r = f32[4] negate(x)\n}\n\nno {\n  p = (f32[4], f32[]) parameter(0)\n"
        "  x = f32[4] get-tuple-element(p), index=0\n  ROOT r = f32[4] exponential(x)\n}\n\n"
        "yes2 {\n  p = (f32[4], f32[4], f32[]) parameter(0)\n  x = f32[4] get-tuple-element(p), index=0\n"
        "  d = f32[4] get-tuple-element(p), index=1\n  a = f32[4] multiply(x, d)\n  b = f32[4] add(x, d)\n"
        "  ROOT r = (f32[4], f32[4]) tuple(a, b)\n}\n\nno2 {\n  p = (f32[4], f32[4], f32[]) parameter(0)\n"
        "  x = f32[4] get-tuple-element(p), index=0\n  d = f32[4] get-tuple-element(p), index=1\n"
        "  a = f32[4] subtract(x, d)\n  b = f32[4] divide(x, d)\n  ROOT r = (f32[4], f32[4]) tuple(a, b)\n}\n\n"
        "ENTRY main {\n  x = f32[4] parameter(0)\n  s = f32[] parameter(1)\n  k = f32[] constant(1)\n"
        "  pr = pred[] compare(s, k), direction=EQ\n  t = (f32[4], f32[]) tuple(x, s)\n"
        "  c = f32[4] conditional(pr, t, t), true_computation=yes, false_computation=no\n"
        "  t2 = (f32[4], f32[4], f32[]) tuple(x, c, s)\n"
        "  c2 = (f32[4], f32[4]) conditional(pr, t2, t2), true_computation=yes2, false_computation=no2\n"
        "  g0 = f32[4] get-tuple-element(c2), index=0\n  g1 = f32[4] get-tuple-element(c2), index=1\n");
    g_string_append(text, k == 2 ? "  o = f32[4] add(g0, g1)\n  ROOT w = ((f32[4], f32[4]), f32[4]) tuple(c2, o)\n}\n"
                                 : "  ROOT o = f32[4] add(g0, g1)\n}\n");
    RcCtx *ctx = rc_ctx_new();
    RcModule *m = NULL;
    assert_int_equal(rc_module_parse(ctx, "j.hlo", text->str, text->len, RC_FORMAT_HLO, &m), RC_OK);
    RcNode *conds[2] = {NULL, NULL};
    rc_func_for_each(m->entry, n) if (n->op == RC_OP_OPAQUE && n->opname && !strcmp(n->opname, "conditional"))
        conds[conds[0] != NULL] = n;
    RcFunc *yes[2] = {rc_module_find_func(m, "yes2"), rc_module_find_func(m, "yes")};
    RcFunc *no[2] = {rc_module_find_func(m, "no2"), rc_module_find_func(m, "no")};
    RcNode *order[2] = {conds[1], conds[0]}; /* the backward's first, as the undo hands them */
    if (k == 1) { /* a node of the backward's false branch holding a region */
      RcNode *sub = NULL;
      rc_func_for_each(no[0], n) if (n->op == RC_OP_SUBTRACT) sub = n;
      assert_true(rc_node_add_region(sub, rc_func_create(m, NULL, no[0])));
    }
    assert_int_equal(rc_rw_scalars_inline(m, order, yes, no, 2, NULL), k ? RC_RW_INLINE_REFUSED : RC_RW_INLINE_DONE);
    uint32_t ifs = 0, guards = 0;
    RcNode *two = NULL;
    rc_func_for_each(m->entry, n) {
      guards += n->op == RC_OP_OPAQUE && n->opname && !strcmp(n->opname, "conditional");
      if (n->op == RC_OP_OPAQUE && n->opname && !strcmp(n->opname, "stablehlo.if")) {
        ifs++;
        if (n->nresults == 2) two = n;
      }
    }
    for (int i = 0; i < 2; i++) assert_true(!k == (yes[i]->removed && no[i]->removed));
    if (k) { /* both untouched */
      assert_int_equal(guards, 2);
      assert_int_equal(ifs, 0);
    } else {
      assert_int_equal(guards, 0);
      assert_int_equal(ifs, 2);
      assert_non_null(two);
      assert_int_equal(count_op(m->entry, RC_OP_GET_TUPLE_ELEMENT), 0);
      for (int r = 0; r < 2; r++) {
        RcFunc *rf = rc_node_region(two, r);
        assert_int_equal(rf->last->noperands, 2); /* each branch returns the two roots */
        assert_int_equal(rc_node_operand(rf->last, 0)->def->op, r ? RC_OP_SUBTRACT : RC_OP_MULTIPLY);
      }
      assert_string_equal(two->results[0].name, "g0");
      assert_string_equal(two->results[1].name, "g1");
      RcNode *o = m->entry->last->prev;
      assert_ptr_equal(rc_node_operand(o, 0), &two->results[0]);
      assert_ptr_equal(rc_node_operand(o, 1), &two->results[1]);
      assert_int_equal(rc_module_verify_ir(m, RC_TYPING_STABLEHLO), RC_OK);
    }
    rc_module_free(m);
    rc_ctx_free(ctx);
    g_string_free(text, TRUE);
  }
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test_setup_teardown(hlo_silu, setup_hlo, teardown),
      cmocka_unit_test_setup_teardown(hlo_silu_legacy_abi, setup_hlo, teardown),
      cmocka_unit_test_setup_teardown(inner_link_raised, setup_hlo, teardown),
      cmocka_unit_test_setup_teardown(multi_use_skipped, setup_hlo, teardown),
      cmocka_unit_test_setup_teardown(recompute_cheap_shared, setup_hlo, teardown),
      cmocka_unit_test_setup_teardown(recompute_refuses_more_work, setup_hlo, teardown),
      cmocka_unit_test_setup_teardown(fusions_opened_and_closed, setup_hlo, teardown),
      cmocka_unit_test_setup_teardown(residuals_returned_to_grad, setup_hlo, teardown),
      cmocka_unit_test_setup_teardown(rounds_to_fixed_point, setup_hlo, teardown),
      cmocka_unit_test_setup_teardown(shared_computed_constants_one_round, setup_hlo, teardown),
      cmocka_unit_test_setup_teardown(round_cap_reports_skips, setup_hlo, teardown),
      cmocka_unit_test_setup_teardown(verification_refuses_wrong_pattern, setup_hlo, teardown),
      cmocka_unit_test_setup_teardown(shlo_composite, setup_shlo, teardown),
      cmocka_unit_test_setup_teardown(shlo_custom_call, setup_shlo, teardown),
      cmocka_unit_test_setup_teardown(dot_outlines_regions, setup_hlo, teardown),
      cmocka_unit_test(scalars_inline_refusals),
      cmocka_unit_test(scalars_inline_joint),
      cmocka_unit_test_setup_teardown(usage_errors, setup_hlo, teardown),
      cmocka_unit_test_setup_teardown(rewrite_through_call, setup_hlo, teardown),
      cmocka_unit_test_setup_teardown(fused_calls_share_attributes_read_only, setup_hlo, teardown),
      cmocka_unit_test_setup_teardown(windows_cover_long_functions, setup_hlo, teardown),
      cmocka_unit_test_setup_teardown(window_reads_far_constant_chain, setup_hlo, teardown),
      cmocka_unit_test_setup_teardown(verification_cache_keys_constants, setup_hlo, teardown),
      cmocka_unit_test_setup_teardown(verification_cache_ignores_metadata, setup_hlo, teardown),
      cmocka_unit_test_setup_teardown(verification_cache_commutes, setup_hlo, teardown),
      cmocka_unit_test_setup_teardown(automaton_cache_follows_additions, setup_hlo, teardown),
      cmocka_unit_test_setup_teardown(shared_set_two_threads, setup_hlo, teardown),
      cmocka_unit_test_setup_teardown(lowp_twin_converts, setup_hlo, teardown),
      cmocka_unit_test_setup_teardown(fused_round_trip, setup_hlo, teardown),
      cmocka_unit_test_setup_teardown(deferred_normalization, setup_hlo, teardown),
      cmocka_unit_test_setup_teardown(sum_split_and_restored, setup_hlo, teardown),
      cmocka_unit_test_setup_teardown(recomputed_operand, setup_hlo, teardown),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
