/* Tests of the row regions of recognition by value (src/recog/rows.c): which
 * root, leaf, axes, vectors and eps a row region's readings name, and the
 * regions that give no reading (an inner node, reductions over two blocks, a
 * second full-shape leaf: a backward reading only, a near miss of one row). Whether a reading is the op is
 * the rewrite check's: the corpus cases (corpus/opt) test that end to end. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "canon/canon.h"
#include "numerics/neutral.h"
#include "numerics/numerics.h"
#include "recog/recog.h"
#include "recompose/recompose.h"

typedef struct {
  RcCtx *ctx;
  RcModule *m;
  RcCanon *c;
} Fn;

/* A StableHLO function of x (tensor<XS>), row vectors s, b (tensor<16xf32>) and a second
 * full-shape value y; body ends in `return %r`. */
#define XS "4x16xf32"
static void fn_open_y(Fn *t, const char *xs, const char *ys, const char *body) {
  char text[8192];
  snprintf(text, sizeof text,
           "func.func @main(%%x: tensor<%s>, %%s: tensor<16xf32>, %%b: tensor<16xf32>, %%y: tensor<%s>) -> "
           "tensor<%s> {\n%s\n  return %%r : tensor<%s>\n}\n",
           xs, ys, xs, body, xs);
  t->ctx = rc_ctx_new();
  assert_int_equal(rc_module_parse(t->ctx, "t.mlir", text, strlen(text), RC_FORMAT_STABLEHLO, &t->m), RC_OK);
  t->c = rc_canon_new(t->m->entry);
  assert_non_null(t->c);
}

static void fn_open(Fn *t, const char *xs, const char *body) { fn_open_y(t, xs, xs, body); }

static void fn_close(Fn *t) {
  rc_canon_free(t->c);
  rc_module_free(t->m);
  rc_ctx_free(t->ctx);
}

static RcValue *named(Fn *t, const char *name) {
  for (RcNode *n = t->m->entry->first; n; n = n->next)
    for (uint32_t i = 0; i < n->nresults; i++)
      if (n->results[i].name && !strcmp(n->results[i].name, name)) return rc_canon_lookup(t->c, &n->results[i]);
  for (uint32_t i = 0; i < t->m->entry->nparams; i++) {
    RcValue *v = &t->m->entry->params[i]->results[0];
    if (v->name && !strcmp(v->name, name)) return rc_canon_lookup(t->c, v);
  }
  fail_msg("no value %%%s", name);
  return NULL;
}

static uint32_t readings(Fn *t, const char *root, RcRecogRow *out, uint32_t cap) {
  RcValue *v = named(t, root);
  assert_non_null(v);
  return rc_recog_rows_at(v->def, out, cap);
}

static double eps_of(const RcRecogRow *r) {
  double d = 0;
  assert_non_null(r->eps);
  assert_true(rc_literal_splat_f64(r->eps->def->literal, &d));
  return d;
}

/* The reduced mean broadcast first, 1/N, eps and x / sqrt(.) on the full shape. */
#define LATE_LN                                                                                                   \
  "  %z = stablehlo.constant dense<0.0> : tensor<f32>\n"                                                        \
  "  %n = stablehlo.constant dense<0.0625> : tensor<" XS ">\n"                                                  \
  "  %e = stablehlo.constant dense<1.0e-05> : tensor<" XS ">\n"                                                 \
  "  %s1 = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [1] : (tensor<" XS           \
  ">, tensor<f32>) -> tensor<4xf32>\n"                                                                          \
  "  %m1 = stablehlo.broadcast_in_dim %s1, dims = [0] : (tensor<4xf32>) -> tensor<" XS ">\n"                    \
  "  %m = stablehlo.multiply %m1, %n : tensor<" XS ">\n"                                                        \
  "  %d = stablehlo.subtract %x, %m : tensor<" XS ">\n"                                                         \
  "  %dd = stablehlo.multiply %d, %d : tensor<" XS ">\n"                                                        \
  "  %s2 = stablehlo.reduce(%dd init: %z) applies stablehlo.add across dimensions = [1] : (tensor<" XS          \
  ">, tensor<f32>) -> tensor<4xf32>\n"                                                                          \
  "  %v1 = stablehlo.broadcast_in_dim %s2, dims = [0] : (tensor<4xf32>) -> tensor<" XS ">\n"                    \
  "  %v = stablehlo.multiply %v1, %n : tensor<" XS ">\n"                                                        \
  "  %ve = stablehlo.add %v, %e : tensor<" XS ">\n"                                                             \
  "  %sd = stablehlo.sqrt %ve : tensor<" XS ">\n"                                                               \
  "  %q = stablehlo.divide %d, %sd : tensor<" XS ">\n"

static void layer_norm_late_broadcast(void **state) {
  (void)state;
  Fn t;
  fn_open(&t, XS,
          LATE_LN "  %gs = stablehlo.broadcast_in_dim %s, dims = [1] : (tensor<16xf32>) -> tensor<" XS ">\n"
                  "  %gb = stablehlo.broadcast_in_dim %b, dims = [1] : (tensor<16xf32>) -> tensor<" XS ">\n"
                  "  %qs = stablehlo.multiply %q, %gs : tensor<" XS ">\n"
                  "  %r = stablehlo.add %qs, %gb : tensor<" XS ">\n");
  RcRecogRow rw[8];
  uint32_t n = readings(&t, "r", rw, 8);
  assert_true(n >= 2);
  /* the largest region, x itself, first: a layer_norm with both vectors, one eps */
  assert_string_equal(rw[0].op->name, "layer_norm");
  assert_ptr_equal(rw[0].x, named(&t, "x"));
  assert_int_equal(rw[0].axlo, 1);
  assert_int_equal(rw[0].axhi, 1);
  assert_true((rw[0].scale == named(&t, "s") && rw[0].bias == named(&t, "b")) ||
              (rw[0].scale == named(&t, "b") && rw[0].bias == named(&t, "s")));
  assert_true(rw[0].scale != rw[1].scale); /* both orders offered */
  assert_float_equal(eps_of(&rw[0]), 1.0e-05, 1e-12);
  for (uint32_t i = 0; i < n; i++) {
    assert_string_not_equal(rw[i].op->name, "softmax");
    /* a forward norm: its x - mean is no cut of a backward's dy (no row sum reads it with x) */
    assert_false(rw[i].op->kind == RC_KIND_NORM_GRAD && rw[i].x == named(&t, "x"));
    assert_true(rw[i].nnodes >= 10 || rw[i].x != named(&t, "x"));
  }
  rc_recog_rows_free(rw, n);
  /* an inner node that an elementwise op of it alone reads further is no root */
  assert_int_equal(readings(&t, "d", rw, 8), 0);
  fn_close(&t);
}

#define SOFTMAX_ON(X)                                                                                             \
  "  %z = stablehlo.constant dense<0.0> : tensor<f32>\n"                                                        \
  "  %ni = stablehlo.constant dense<0xFF800000> : tensor<f32>\n"                                                \
  "  %mx = stablehlo.reduce(" X " init: %ni) applies stablehlo.maximum across dimensions = [1] : (tensor<" XS   \
  ">, tensor<f32>) -> tensor<4xf32>\n"                                                                          \
  "  %mb = stablehlo.broadcast_in_dim %mx, dims = [0] : (tensor<4xf32>) -> tensor<" XS ">\n"                    \
  "  %sh = stablehlo.subtract " X ", %mb : tensor<" XS ">\n"                                                    \
  "  %ex = stablehlo.exponential %sh : tensor<" XS ">\n"

static void softmax_readings(void **state) {
  (void)state;
  Fn t;
  /* log(softmax(x)): both readings, softmax first; the check picks log_softmax */
  fn_open(&t, XS,
          SOFTMAX_ON("%x") "  %sm = stablehlo.reduce(%ex init: %z) applies stablehlo.add across dimensions = [1] : "
                           "(tensor<" XS ">, tensor<f32>) -> tensor<4xf32>\n"
                           "  %sb = stablehlo.broadcast_in_dim %sm, dims = [0] : (tensor<4xf32>) -> tensor<" XS ">\n"
                           "  %p = stablehlo.divide %ex, %sb : tensor<" XS ">\n"
                           "  %r = stablehlo.log %p : tensor<" XS ">\n");
  RcRecogRow rw[8];
  uint32_t n = readings(&t, "r", rw, 8);
  assert_true(n >= 2);
  assert_string_equal(rw[0].op->name, "softmax");
  assert_string_equal(rw[1].op->name, "log_softmax");
  assert_ptr_equal(rw[0].x, named(&t, "x"));
  assert_null(rw[0].eps);
  assert_null(rw[0].scale);
  rc_recog_rows_free(rw, n);
  /* the division is read further by the log: no root */
  assert_int_equal(readings(&t, "ex", rw, 8), 0);
  fn_close(&t);
}

/* A row sum reads as the sum of its input only from +-0 (numerics/neutral.c): a softmax's sum
 * from 1 (1 + sum: e / (1 + S) is no softmax), 0.5 or NaN gives no reading; its max from -inf,
 * the lowest float or a finite value (a shift the softmax cancels) does. */
static void softmax_init_values(void **state) {
  (void)state;
  static const struct {
    const char *sum_init, *max_init;
    bool reads;
  } cases[] = {
      {"0.0", "0xFF800000", true},  {"-0.0", "0xFF800000", true},  {"0.0", "-3.40282347E+38", true},
      {"1.0", "0xFF800000", false}, {"0.5", "0xFF800000", false},  {"0.0", "0.0", true},
      {"0.0", "-1.0E+30", true},    {"0x7FC00000", "0xFF800000", false},
  };
  for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
    char body[2048];
    snprintf(body, sizeof body,
             "  %%z = stablehlo.constant dense<%s> : tensor<f32>\n"
             "  %%ni = stablehlo.constant dense<%s> : tensor<f32>\n"
             "  %%mx = stablehlo.reduce(%%x init: %%ni) applies stablehlo.maximum across dimensions = [1] : "
             "(tensor<" XS ">, tensor<f32>) -> tensor<4xf32>\n"
             "  %%mb = stablehlo.broadcast_in_dim %%mx, dims = [0] : (tensor<4xf32>) -> tensor<" XS ">\n"
             "  %%sh = stablehlo.subtract %%x, %%mb : tensor<" XS ">\n"
             "  %%ex = stablehlo.exponential %%sh : tensor<" XS ">\n"
             "  %%sm = stablehlo.reduce(%%ex init: %%z) applies stablehlo.add across dimensions = [1] : "
             "(tensor<" XS ">, tensor<f32>) -> tensor<4xf32>\n"
             "  %%sb = stablehlo.broadcast_in_dim %%sm, dims = [0] : (tensor<4xf32>) -> tensor<" XS ">\n"
             "  %%r = stablehlo.divide %%ex, %%sb : tensor<" XS ">\n",
             cases[k].sum_init, cases[k].max_init);
    Fn t;
    fn_open(&t, XS, body);
    RcRecogRow rw[8];
    uint32_t n = readings(&t, "r", rw, 8);
    bool softmax_of_x = false;
    for (uint32_t i = 0; i < n; i++)
      softmax_of_x = softmax_of_x || (!strcmp(rw[i].op->name, "softmax") && rw[i].x == named(&t, "x"));
    if (softmax_of_x != cases[k].reads) fail_msg("case %zu (sum from %s, max from %s)", k, cases[k].sum_init, cases[k].max_init);
    rc_recog_rows_free(rw, n);
    fn_close(&t);
  }
}

/* A reduce's init as its combiner's neutral element (numerics/neutral.c), per combiner and dtype:
 * a min from -3e38 is no min of its input (a row above it gives -3e38); a max from f16's lowest
 * finite -65504 is, as is one from f32's lowest, from it printed to six digits, or from -inf;
 * -3e38 lies above f32's lowest, and f16's next value -65472 above f16's. */
static void neutral_inits(void **state) {
  (void)state;
  static const struct {
    const char *lit, *dt;
    RcOp op;
    bool neutral;
  } cases[] = {
      {"-3.0E+38", "f32", RC_OP_MINIMUM, false},       {"-6.550400e+04", "f16", RC_OP_MAXIMUM, true},
      {"-6.550400e+04", "f16", RC_OP_MINIMUM, false},  {"6.550400e+04", "f16", RC_OP_MINIMUM, true},
      {"-6.540800e+04", "f16", RC_OP_MAXIMUM, false},  {"-3.40282347E+38", "f32", RC_OP_MAXIMUM, true},
      {"0xFF800000", "f32", RC_OP_MAXIMUM, true},      {"0x7F800000", "f32", RC_OP_MINIMUM, true},
      {"0xFF800000", "f32", RC_OP_MINIMUM, false},     {"-3.0E+38", "f32", RC_OP_MAXIMUM, false},
      {"-0.0", "f32", RC_OP_ADD, true},                {"1.0", "f32", RC_OP_ADD, false},
      {"0.0", "f32", RC_OP_MULTIPLY, false},           {"0x7FC00000", "f32", RC_OP_MAXIMUM, false},
      {"-3.40282e+38", "f32", RC_OP_MAXIMUM, true},    {"3.40282e+38", "f32", RC_OP_MINIMUM, true},
      {"-6.547200e+04", "f16", RC_OP_MAXIMUM, false},
  };
  for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
    char body[512];
    snprintf(body, sizeof body, "  %%k = stablehlo.constant dense<%s> : tensor<%s>\n  %%r = stablehlo.negate %%x : tensor<" XS ">\n",
             cases[k].lit, cases[k].dt);
    Fn t;
    fn_open(&t, XS, body);
    const RcValue *init = NULL;
    for (RcNode *n = t.m->entry->first; n; n = n->next)
      if (n->op == RC_OP_CONSTANT && n->nresults == 1) init = &n->results[0];
    assert_non_null(init);
    if (rc_neutral_init(cases[k].op, init) != cases[k].neutral)
      fail_msg("case %zu (%s %s)", k, cases[k].lit, cases[k].dt);
    fn_close(&t);
  }
}

static void no_reading(void **state) {
  (void)state;
  Fn t;
  RcRecogRow rw[8];
  /* the sum over the other axis: the region reduces two blocks */
  fn_open(&t, XS,
          SOFTMAX_ON("%x") "  %sm = stablehlo.reduce(%ex init: %z) applies stablehlo.add across dimensions = [0] : "
                           "(tensor<" XS ">, tensor<f32>) -> tensor<16xf32>\n"
                           "  %sb = stablehlo.broadcast_in_dim %sm, dims = [1] : (tensor<16xf32>) -> tensor<" XS ">\n"
                           "  %r = stablehlo.divide %ex, %sb : tensor<" XS ">\n");
  assert_int_equal(readings(&t, "r", rw, 8), 0);
  fn_close(&t);
  /* a second full-shape leaf y beside x: no forward reading of x; only the backward
   * readings with dy = y (NORM_GRAD), which the rewrite check rules out (corpus/opt neg_grad_*) */
  fn_open(&t, XS, LATE_LN "  %r = stablehlo.multiply %q, %y : tensor<" XS ">\n");
  uint32_t n = readings(&t, "r", rw, 8);
  /* (backward readings of the two leaves are the rewrite check's to refuse) */
  for (uint32_t i = 0; i < n; i++)
    if (rw[i].x == named(&t, "x")) {
      assert_non_null(rw[i].dy);
      if (rw[i].op->kind != RC_KIND_NORM_GRAD) {
        assert_int_equal(rw[i].op->kind, RC_KIND_ROW_GRAD);
        continue;
      }
      assert_ptr_equal(rw[i].dy, named(&t, "y"));
      assert_null(rw[i].scale);
    }
  rc_recog_rows_free(rw, n);
  fn_close(&t);
}

/* A softmax over axes that are not adjacent: {0, 2} of [4, 6, 8] reads as one with two blocks
 * (axes 0 and 2); over {0, 2, 4} of [2, 3, 2, 3, 4] (three blocks) it gives no reading. */
#define SOFTMAX_AXES(XT, RT, DIMS, KEPT)                                                                          \
  "  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>\n"                                              \
  "  %z = stablehlo.constant dense<0.0> : tensor<f32>\n"                                                        \
  "  %mx = stablehlo.reduce(%x init: %ninf) applies stablehlo.maximum across dimensions = " DIMS " : (tensor<"   \
  XT ">, tensor<f32>) -> tensor<" RT ">\n"                                                                      \
  "  %mb = stablehlo.broadcast_in_dim %mx, dims = " KEPT " : (tensor<" RT ">) -> tensor<" XT ">\n"              \
  "  %sh = stablehlo.subtract %x, %mb : tensor<" XT ">\n"                                                       \
  "  %ex = stablehlo.exponential %sh : tensor<" XT ">\n"                                                        \
  "  %sm = stablehlo.reduce(%ex init: %z) applies stablehlo.add across dimensions = " DIMS " : (tensor<" XT     \
  ">, tensor<f32>) -> tensor<" RT ">\n"                                                                         \
  "  %sb = stablehlo.broadcast_in_dim %sm, dims = " KEPT " : (tensor<" RT ">) -> tensor<" XT ">\n"              \
  "  %r = stablehlo.divide %ex, %sb : tensor<" XT ">\n"

static void two_block_axes(void **state) {
  (void)state;
  Fn t;
  RcRecogRow rw[8];
  fn_open(&t, "4x6x8xf32", SOFTMAX_AXES("4x6x8xf32", "6xf32", "[0, 2]", "[1]"));
  uint32_t n = readings(&t, "r", rw, 8);
  assert_true(n >= 1);
  assert_string_equal(rw[0].op->name, "softmax");
  assert_ptr_equal(rw[0].x, named(&t, "x"));
  assert_int_equal(rw[0].axlo, 0);
  assert_int_equal(rw[0].axhi, 0);
  assert_int_equal(rw[0].axlo2, 2);
  assert_int_equal(rw[0].axhi2, 2);
  rc_recog_rows_free(rw, n);
  fn_close(&t);
  /* one block: no second one */
  fn_open(&t, "4x6x8xf32", SOFTMAX_AXES("4x6x8xf32", "4xf32", "[1, 2]", "[0]"));
  n = readings(&t, "r", rw, 8);
  assert_true(n >= 1);
  assert_int_equal(rw[0].axlo, 1);
  assert_int_equal(rw[0].axhi, 2);
  assert_int_equal(rw[0].axhi2, 0);
  rc_recog_rows_free(rw, n);
  fn_close(&t);
  /* three blocks: the first two as above, all of them in the mask */
  fn_open(&t, "2x3x2x3x4xf32", SOFTMAX_AXES("2x3x2x3x4xf32", "3x3xf32", "[0, 2, 4]", "[1, 3]"));
  n = readings(&t, "r", rw, 8);
  assert_true(n >= 1);
  assert_string_equal(rw[0].op->name, "softmax");
  assert_int_equal(rw[0].axlo2, 2);
  assert_true(rw[0].axmask == (1u << 0 | 1u << 2 | 1u << 4));
  rc_recog_rows_free(rw, n);
  fn_close(&t);
  /* two blocks: no mask */
  fn_open(&t, "4x6x8xf32", SOFTMAX_AXES("4x6x8xf32", "6xf32", "[0, 2]", "[1]"));
  n = readings(&t, "r", rw, 8);
  assert_true(n >= 1 && rw[0].axmask == 0);
  rc_recog_rows_free(rw, n);
  fn_close(&t);
}

/* Norms of one row (x = [1, 16] reduced over its 16) are judged by value here (onerow.c):
 * rms_norm is read and layer_norm is not; x * rsqrt(var + eps) is read as neither. */
#define ONE_ROW_HEAD                                                                                              \
  "  %z = stablehlo.constant dense<0.0> : tensor<f32>\n"                                                        \
  "  %n = stablehlo.constant dense<0.0625> : tensor<1x16xf32>\n"                                                \
  "  %e = stablehlo.constant dense<1.0e-06> : tensor<1x16xf32>\n"
#define ONE_ROW_MEAN(V, OUT)                                                                                      \
  "  %s" OUT " = stablehlo.reduce(" V " init: %z) applies stablehlo.add across dimensions = [1] : "              \
  "(tensor<1x16xf32>, tensor<f32>) -> tensor<1xf32>\n"                                                          \
  "  %b" OUT " = stablehlo.broadcast_in_dim %s" OUT ", dims = [0] : (tensor<1xf32>) -> tensor<1x16xf32>\n"       \
  "  %" OUT " = stablehlo.multiply %b" OUT ", %n : tensor<1x16xf32>\n"

static void one_row_norm(void **state) {
  (void)state;
  Fn t;
  RcRecogRow rw[8];
  fn_open(&t, "1x16xf32",
          ONE_ROW_HEAD "  %xx = stablehlo.multiply %x, %x : tensor<1x16xf32>\n" ONE_ROW_MEAN("%xx", "ms")
                       "  %me = stablehlo.add %ms, %e : tensor<1x16xf32>\n"
                       "  %rs = stablehlo.rsqrt %me : tensor<1x16xf32>\n"
                       "  %r = stablehlo.multiply %x, %rs : tensor<1x16xf32>\n");
  uint32_t n = readings(&t, "r", rw, 8);
  /* eps as written, then eps over N (one row cannot tell 1e-6 from 1e-6 / 16) */
  assert_true(n >= 1 && n <= 2);
  assert_int_equal(rw[0].eps_div, 0);
  for (uint32_t i = 0; i < n; i++) assert_string_equal(rw[i].op->name, "rms_norm");
  rc_recog_rows_free(rw, n);
  fn_close(&t);
  fn_open(&t, "1x16xf32",
          ONE_ROW_HEAD ONE_ROW_MEAN("%x", "m") "  %d = stablehlo.subtract %x, %m : tensor<1x16xf32>\n"
                                              "  %dd = stablehlo.multiply %d, %d : tensor<1x16xf32>\n" ONE_ROW_MEAN(
                                                  "%dd", "v") "  %ve = stablehlo.add %v, %e : tensor<1x16xf32>\n"
                                                              "  %rs = stablehlo.rsqrt %ve : tensor<1x16xf32>\n"
                                                              "  %r = stablehlo.multiply %x, %rs : tensor<1x16xf32>\n");
  n = readings(&t, "r", rw, 8);
  for (uint32_t i = 0; i < n; i++) assert_ptr_not_equal(rw[i].x, named(&t, "x"));
  rc_recog_rows_free(rw, n);
  fn_close(&t);
}

/* x of rank 1 is one row: its scale and bias are read as they are, without a broadcast. */
static void rank1_vectors(void **state) {
  (void)state;
  Fn t;
  RcRecogRow rw[8];
  fn_open(&t, "16xf32",
          "  %z = stablehlo.constant dense<0.0> : tensor<f32>\n"
          "  %n = stablehlo.constant dense<0.0625> : tensor<16xf32>\n"
          "  %e = stablehlo.constant dense<1.0e-06> : tensor<16xf32>\n"
          "  %xx = stablehlo.multiply %x, %x : tensor<16xf32>\n"
          "  %s1 = stablehlo.reduce(%xx init: %z) applies stablehlo.add across dimensions = [0] : "
          "(tensor<16xf32>, tensor<f32>) -> tensor<f32>\n"
          "  %m1 = stablehlo.broadcast_in_dim %s1, dims = [] : (tensor<f32>) -> tensor<16xf32>\n"
          "  %m = stablehlo.multiply %m1, %n : tensor<16xf32>\n"
          "  %me = stablehlo.add %m, %e : tensor<16xf32>\n"
          "  %rs = stablehlo.rsqrt %me : tensor<16xf32>\n"
          "  %q = stablehlo.multiply %x, %rs : tensor<16xf32>\n"
          "  %qs = stablehlo.multiply %q, %s : tensor<16xf32>\n"
          "  %r = stablehlo.add %qs, %b : tensor<16xf32>\n");
  uint32_t n = readings(&t, "r", rw, 8);
  bool found = false;
  for (uint32_t i = 0; i < n; i++)
    found = found || (!strcmp(rw[i].op->name, "rms_norm") && rw[i].x == named(&t, "x") &&
                      rw[i].scale == named(&t, "s") && rw[i].bias == named(&t, "b"));
  assert_true(found);
  rc_recog_rows_free(rw, n);
  fn_close(&t);
  /* the same with the row's second full-shape leaf y inside the mean square: no reading of x
   * passes the one-row evaluation */
  fn_open(&t, "16xf32",
          "  %z = stablehlo.constant dense<0.0> : tensor<f32>\n"
          "  %n = stablehlo.constant dense<0.0625> : tensor<16xf32>\n"
          "  %e = stablehlo.constant dense<1.0e-06> : tensor<16xf32>\n"
          "  %xx = stablehlo.multiply %y, %y : tensor<16xf32>\n"
          "  %s1 = stablehlo.reduce(%xx init: %z) applies stablehlo.add across dimensions = [0] : "
          "(tensor<16xf32>, tensor<f32>) -> tensor<f32>\n"
          "  %m1 = stablehlo.broadcast_in_dim %s1, dims = [] : (tensor<f32>) -> tensor<16xf32>\n"
          "  %m = stablehlo.multiply %m1, %n : tensor<16xf32>\n"
          "  %me = stablehlo.add %m, %e : tensor<16xf32>\n"
          "  %rs = stablehlo.rsqrt %me : tensor<16xf32>\n"
          "  %r = stablehlo.multiply %x, %rs : tensor<16xf32>\n");
  n = readings(&t, "r", rw, 8);
  for (uint32_t i = 0; i < n; i++) assert_false(!strcmp(rw[i].op->name, "rms_norm") && rw[i].x == named(&t, "x"));
  rc_recog_rows_free(rw, n);
  fn_close(&t);
}

/* Backward rows (ROW_GRAD): a region of two full-shape leaves with sums over one block is
 * read as softmax_grad, or log_softmax_grad where it exponentiates, in both orders of
 * its leaves (the check tells y from dy); not with a row vector beside them, nor over
 * two blocks. Here x plays y and y plays dy. */
#define GRAD_SUM(V, OUT)                                                                                          \
  "  %z = stablehlo.constant dense<0.0> : tensor<f32>\n"                                                        \
  "  %s" OUT " = stablehlo.reduce(" V " init: %z) applies stablehlo.add across dimensions = [1] : (tensor<" XS   \
  ">, tensor<f32>) -> tensor<4xf32>\n"                                                                          \
  "  %" OUT " = stablehlo.broadcast_in_dim %s" OUT ", dims = [0] : (tensor<4xf32>) -> tensor<" XS ">\n"

static void grad_readings_of(Fn *t, const char *op, uint32_t want) {
  RcRecogRow rw[8];
  uint32_t n = readings(t, "r", rw, 8), got = 0;
  for (uint32_t i = 0; i < n; i++) {
    if (strcmp(rw[i].op->name, op)) continue;
    if (rw[i].from_exp) continue; /* the readings of e (from_exp): the check's to refuse here */
    got++;
    assert_non_null(rw[i].dy);
    assert_true((rw[i].x == named(t, "x") && rw[i].dy == named(t, "y")) ||
                (rw[i].x == named(t, "y") && rw[i].dy == named(t, "x")));
    assert_int_equal(rw[i].axlo, 1);
    assert_int_equal(rw[i].axhi, 1);
  }
  assert_int_equal(got, want);
  rc_recog_rows_free(rw, n);
}

static void backward_readings(void **state) {
  (void)state;
  Fn t;
  fn_open(&t, XS,
          "  %p = stablehlo.multiply %y, %x : tensor<" XS ">\n" GRAD_SUM("%p", "g")
          "  %d = stablehlo.subtract %y, %g : tensor<" XS ">\n"
          "  %r = stablehlo.multiply %x, %d : tensor<" XS ">\n");
  grad_readings_of(&t, "softmax_grad", 2);
  fn_close(&t);
  fn_open(&t, XS,
          GRAD_SUM("%y", "g") "  %e = stablehlo.exponential %x : tensor<" XS ">\n"
                              "  %m = stablehlo.multiply %e, %g : tensor<" XS ">\n"
                              "  %r = stablehlo.subtract %y, %m : tensor<" XS ">\n");
  grad_readings_of(&t, "log_softmax_grad", 2);
  fn_close(&t);
  /* a row vector beside the two leaves */
  fn_open(&t, XS,
          "  %p = stablehlo.multiply %y, %x : tensor<" XS ">\n" GRAD_SUM("%p", "g")
          "  %sv = stablehlo.broadcast_in_dim %s, dims = [1] : (tensor<16xf32>) -> tensor<" XS ">\n"
          "  %d = stablehlo.subtract %y, %g : tensor<" XS ">\n"
          "  %d2 = stablehlo.multiply %d, %sv : tensor<" XS ">\n"
          "  %r = stablehlo.multiply %x, %d2 : tensor<" XS ">\n");
  grad_readings_of(&t, "softmax_grad", 0);
  fn_close(&t);
  /* sums over two blocks */
  fn_open(&t, XS,
          "  %p = stablehlo.multiply %y, %x : tensor<" XS ">\n" GRAD_SUM("%p", "g")
          "  %s0 = stablehlo.reduce(%y init: %z) applies stablehlo.add across dimensions = [0] : (tensor<" XS
          ">, tensor<f32>) -> tensor<16xf32>\n"
          "  %b0 = stablehlo.broadcast_in_dim %s0, dims = [1] : (tensor<16xf32>) -> tensor<" XS ">\n"
          "  %d = stablehlo.subtract %b0, %g : tensor<" XS ">\n"
          "  %r = stablehlo.multiply %x, %d : tensor<" XS ">\n");
  grad_readings_of(&t, "softmax_grad", 0);
  fn_close(&t);
}

/* The softmax_grad readings (not from_exp) of the region rooted at %k over leaves %x, %y. */
static uint32_t grad_readings_at(Fn *t, const char *root) {
  RcRecogRow rw[16];
  uint32_t n = readings(t, root, rw, 16), got = 0;
  for (uint32_t i = 0; i < n; i++)
    got += !strcmp(rw[i].op->name, "softmax_grad") && !rw[i].from_exp &&
           ((rw[i].x == named(t, "x") && rw[i].dy == named(t, "y")) ||
            (rw[i].x == named(t, "y") && rw[i].dy == named(t, "x")));
  rc_recog_rows_free(rw, n);
  return got;
}

#define SM_GRAD_K                                                                                                 \
  "  %p = stablehlo.multiply %y, %x : tensor<" XS ">\n" GRAD_SUM("%p", "g")                                      \
  "  %d = stablehlo.subtract %y, %g : tensor<" XS ">\n"                                                         \
  "  %k = stablehlo.multiply %x, %d : tensor<" XS ">\n"

/* A softmax backward whose result is then scaled by a runtime scalar (torch_xla divides the
 * scores' gradient by a parameter) or masked (select of 0 where a causal mask was) is read
 * at its own root; with a row vector added it is not (the vector could be part of the op). */
static void backward_scaled_or_masked(void **state) {
  (void)state;
  Fn t;
  fn_open(&t, XS,
          SM_GRAD_K "  %q = stablehlo.reduce(%s init: %z) applies stablehlo.add across dimensions = [0] : "
                    "(tensor<16xf32>, tensor<f32>) -> tensor<f32>\n"
                    "  %qb = stablehlo.broadcast_in_dim %q, dims = [] : (tensor<f32>) -> tensor<" XS ">\n"
                    "  %r = stablehlo.divide %k, %qb : tensor<" XS ">\n");
  assert_int_equal(grad_readings_at(&t, "k"), 2);
  fn_close(&t);
  fn_open(&t, XS,
          SM_GRAD_K "  %c = stablehlo.compare GT, %s, %b : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>\n"
                    "  %cb = stablehlo.broadcast_in_dim %c, dims = [1] : (tensor<16xi1>) -> tensor<4x16xi1>\n"
                    "  %zz = stablehlo.constant dense<0.0> : tensor<" XS ">\n"
                    "  %r = stablehlo.select %cb, %zz, %k : tensor<4x16xi1>, tensor<" XS ">\n");
  assert_int_equal(grad_readings_at(&t, "k"), 2);
  fn_close(&t);
  fn_open(&t, XS,
          SM_GRAD_K "  %sv = stablehlo.broadcast_in_dim %s, dims = [1] : (tensor<16xf32>) -> tensor<" XS ">\n"
                    "  %r = stablehlo.add %k, %sv : tensor<" XS ">\n");
  assert_int_equal(grad_readings_at(&t, "k"), 0);
  fn_close(&t);
}

/* The outer softmax backward of softmax(softmax(x)): the inner backward reads its dx twice, as
 * its dy scaled by the inner row sums (dx / s, dx / s^2), so no reader extends it alone; its
 * backward readings are made. A value that a reader multiplies by itself (x - mean in a
 * variance) is no gradient: none then. */
#define ROW_SUM_Y                                                                                                 \
  "  %st = stablehlo.reduce(%y init: %z) applies stablehlo.add across dimensions = [1] : (tensor<" XS            \
  ">, tensor<f32>) -> tensor<4xf32>\n"                                                                           \
  "  %sb = stablehlo.broadcast_in_dim %st, dims = [0] : (tensor<4xf32>) -> tensor<" XS ">\n"

static void backward_read_by_inner_backward(void **state) {
  (void)state;
  Fn t;
  fn_open(&t, XS,
          SM_GRAD_K ROW_SUM_Y "  %q1 = stablehlo.divide %k, %sb : tensor<" XS ">\n"
                              "  %s2 = stablehlo.multiply %sb, %sb : tensor<" XS ">\n"
                              "  %q2 = stablehlo.divide %k, %s2 : tensor<" XS ">\n"
                              "  %r = stablehlo.add %q1, %q2 : tensor<" XS ">\n");
  assert_int_equal(grad_readings_at(&t, "k"), 2);
  fn_close(&t);
  fn_open(&t, XS,
          SM_GRAD_K ROW_SUM_Y "  %q1 = stablehlo.divide %k, %sb : tensor<" XS ">\n"
                              "  %q2 = stablehlo.multiply %k, %k : tensor<" XS ">\n"
                              "  %r = stablehlo.add %q1, %q2 : tensor<" XS ">\n");
  assert_int_equal(grad_readings_at(&t, "k"), 0);
  fn_close(&t);
}

/* An f16 dy widened for an f32 backward (torch's f16 models): the view folds the convert, so
 * the region reads dy in f16 beside an f32 y; it is still a leaf of the backward readings. */
static void backward_mixed_types(void **state) {
  (void)state;
  Fn t;
  fn_open_y(&t, XS, "4x16xf16",
            "  %yw = stablehlo.convert %y : (tensor<4x16xf16>) -> tensor<" XS ">\n"
            "  %p = stablehlo.multiply %yw, %x : tensor<" XS ">\n" GRAD_SUM("%p", "g")
            "  %d = stablehlo.subtract %yw, %g : tensor<" XS ">\n"
            "  %r = stablehlo.multiply %x, %d : tensor<" XS ">\n");
  RcRecogRow rw[16];
  uint32_t n = readings(&t, "r", rw, 16), got = 0;
  for (uint32_t i = 0; i < n; i++)
    got += !strcmp(rw[i].op->name, "softmax_grad") && !rw[i].from_exp && rw[i].x == named(&t, "x") &&
           rw[i].dy && (rw[i].dy == named(&t, "y") || rw[i].dy == named(&t, "yw"));
  assert_int_equal(got, 1);
  rc_recog_rows_free(rw, n);
  fn_close(&t);
}

/* TF's gradient of mean(softmax(x)^2): dy = 2/N y is computed from y, so the backward region
 * also reads as a function of x alone (forward readings); its backward readings on (y, dy)
 * follow them. */
static void backward_of_own_output(void **state) {
  (void)state;
  Fn t;
  fn_open(&t, XS,
          SOFTMAX_ON("%x") "  %sm = stablehlo.reduce(%ex init: %z) applies stablehlo.add across dimensions = [1] : "
                           "(tensor<" XS ">, tensor<f32>) -> tensor<4xf32>\n"
                           "  %smb = stablehlo.broadcast_in_dim %sm, dims = [0] : (tensor<4xf32>) -> tensor<" XS ">\n"
                           "  %yy = stablehlo.divide %ex, %smb : tensor<" XS ">\n"
                           "  %two = stablehlo.constant dense<2.0> : tensor<" XS ">\n"
                           "  %dy = stablehlo.multiply %yy, %two : tensor<" XS ">\n"
                           "  %p = stablehlo.multiply %dy, %yy : tensor<" XS ">\n"
                           "  %sg = stablehlo.reduce(%p init: %z) applies stablehlo.add across dimensions = [1] : "
                           "(tensor<" XS ">, tensor<f32>) -> tensor<4xf32>\n"
                           "  %g = stablehlo.broadcast_in_dim %sg, dims = [0] : (tensor<4xf32>) -> tensor<" XS ">\n"
                           "  %d = stablehlo.subtract %dy, %g : tensor<" XS ">\n"
                           "  %r = stablehlo.multiply %d, %yy : tensor<" XS ">\n");
  RcRecogRow rw[16];
  uint32_t n = readings(&t, "r", rw, 16);
  bool fwd = false, bwd = false;
  for (uint32_t i = 0; i < n; i++) {
    if (rw[i].op->kind == RC_KIND_ROW) assert_false(bwd); /* the forward readings first */
    fwd = fwd || rw[i].op->kind == RC_KIND_ROW;
    bwd = bwd || (!strcmp(rw[i].op->name, "softmax_grad") && !rw[i].from_exp && rw[i].x == named(&t, "yy") &&
                  rw[i].dy == named(&t, "dy"));
  }
  assert_true(fwd && bwd);
  rc_recog_rows_free(rw, n);
  fn_close(&t);
}

/* A layer norm's dx from x and dy = y (scale s), rstd * g - mean(rstd * g) - d rstd^2 mean(rstd g d),
 * then GATED (its readers, ending in %r). */
#define LN_DX(GATED) LN_DX_OF("", "%y", GATED)
/* ... with dy the value DY, defined by DYDEF (after the forward's q) */
#define LN_DX_OF(DYDEF, DY, GATED)                                                                                \
  LATE_LN DYDEF "  %rs = stablehlo.rsqrt %ve : tensor<" XS ">\n"                                                 \
  "  %gs = stablehlo.broadcast_in_dim %s, dims = [1] : (tensor<16xf32>) -> tensor<" XS ">\n"                     \
  "  %g = stablehlo.multiply " DY ", %gs : tensor<" XS ">\n"                                                     \
  "  %rg = stablehlo.multiply %rs, %g : tensor<" XS ">\n"                                                        \
  "  %s3 = stablehlo.reduce(%rg init: %z) applies stablehlo.add across dimensions = [1] : (tensor<" XS          \
  ">, tensor<f32>) -> tensor<4xf32>\n"                                                                          \
  "  %b3 = stablehlo.broadcast_in_dim %s3, dims = [0] : (tensor<4xf32>) -> tensor<" XS ">\n"                    \
  "  %m3 = stablehlo.multiply %b3, %n : tensor<" XS ">\n"                                                        \
  "  %rgd = stablehlo.multiply %rg, %d : tensor<" XS ">\n"                                                       \
  "  %s4 = stablehlo.reduce(%rgd init: %z) applies stablehlo.add across dimensions = [1] : (tensor<" XS         \
  ">, tensor<f32>) -> tensor<4xf32>\n"                                                                          \
  "  %b4 = stablehlo.broadcast_in_dim %s4, dims = [0] : (tensor<4xf32>) -> tensor<" XS ">\n"                    \
  "  %m4 = stablehlo.multiply %b4, %n : tensor<" XS ">\n"                                                        \
  "  %rs2 = stablehlo.multiply %rs, %rs : tensor<" XS ">\n"                                                      \
  "  %p = stablehlo.multiply %d, %rs2 : tensor<" XS ">\n"                                                        \
  "  %p2 = stablehlo.multiply %p, %m4 : tensor<" XS ">\n"                                                        \
  "  %t1 = stablehlo.subtract %rg, %m3 : tensor<" XS ">\n"                                                       \
  "  %dx = stablehlo.subtract %t1, %p2 : tensor<" XS ">\n"                                                       \
  "  %gb = stablehlo.broadcast_in_dim %b, dims = [1] : (tensor<16xf32>) -> tensor<" XS ">\n" GATED

/* A norm's dx that a gate multiplies (DiT's adaLN: the previous block's gated branch) is still
 * a root where other nodes read it too (the residual sum): its NORM_GRAD readings are made; read
 * by the gate alone, the region extends through it, and no reading is made at dx. */
static void norm_grad_gated(void **state) {
  (void)state;
  Fn t;
  fn_open(&t, XS,
          LN_DX("  %gated = stablehlo.multiply %dx, %gb : tensor<" XS ">\n"
                "  %r = stablehlo.add %gated, %dx : tensor<" XS ">\n"));
  RcRecogRow rw[8];
  uint32_t n = readings(&t, "dx", rw, 8);
  bool found = false;
  for (uint32_t i = 0; i < n; i++) {
    assert_true(rw[i].op->kind == RC_KIND_NORM_GRAD); /* the gated root: backward readings only */
    found = found || (!strcmp(rw[i].op->name, "layer_norm_grad") && rw[i].x == named(&t, "x") &&
                      rw[i].dy == named(&t, "y") && rw[i].scale == named(&t, "s"));
  }
  assert_true(found);
  rc_recog_rows_free(rw, n);
  fn_close(&t);
  fn_open(&t, XS, LN_DX("  %r = stablehlo.multiply %dx, %gb : tensor<" XS ">\n"));
  assert_int_equal(readings(&t, "dx", rw, 8), 0);
  fn_close(&t);
}

/* Whether w is v or an operand of it, down to depth ops. */
static bool reads(const RcValue *v, const RcValue *w, int depth) {
  if (v == w) return true;
  for (uint32_t i = 0; depth > 0 && v && v->def && i < v->def->noperands; i++)
    if (reads(rc_node_operand(v->def, i), w, depth - 1)) return true;
  return false;
}

/* dy computed from x itself: the loss's gradient 2 q / 64 of the norm's own output q. No value
 * apart from x is dy; the region is cut at a product computed from x - mean (x_cuts; the
 * canonical view regroups dy's product with the scale and rsqrt, so dy as written has no node
 * there: the corpus cases grad_layer_norm_dy_of_output check the rewrite end to end). */
static void norm_grad_dy_of_output(void **state) {
  (void)state;
  Fn t;
  fn_open(&t, XS,
          LN_DX_OF("  %two = stablehlo.constant dense<2.0> : tensor<" XS ">\n"
                   "  %inv = stablehlo.constant dense<0.015625> : tensor<" XS ">\n"
                   "  %q2 = stablehlo.multiply %q, %two : tensor<" XS ">\n"
                   "  %dyq = stablehlo.multiply %q2, %inv : tensor<" XS ">\n",
                   "%dyq", "  %r = stablehlo.add %dx, %dx : tensor<" XS ">\n"));
  RcRecogRow rw[16];
  uint32_t n = readings(&t, "dx", rw, 16);
  bool found = false;
  for (uint32_t i = 0; i < n; i++) {
    found = found || (!strcmp(rw[i].op->name, "layer_norm_grad") && rw[i].x == named(&t, "x") && rw[i].dy &&
                      rw[i].dy->def && rw[i].dy->def->op == RC_OP_MULTIPLY && reads(rw[i].dy, named(&t, "d"), 4));
  }
  assert_true(found);
  rc_recog_rows_free(rw, n);
  fn_close(&t);
}

/* A mean squared error's gradient of the norm's own output q: dy = (q - y) 2 / 64 with y the
 * target, q - y read by the loss too. The region over x reads y as its one foreign value, but
 * adds it to a term of x alone (affine in y): y is no dy (rows.c affine_dy). dy is cut where
 * the region closes, above the constant scaling that is q - y's only use in the region (lift):
 * the scaled node, the calls' operand as written (a node of the view where d bias reads it too,
 * as JAX's graphs do). */
static void norm_grad_dy_of_msq_loss(void **state) {
  (void)state;
  Fn t;
  fn_open(&t, XS,
          LN_DX_OF("  %two = stablehlo.constant dense<2.0> : tensor<" XS ">\n"
                   "  %inv = stablehlo.constant dense<0.015625> : tensor<" XS ">\n"
                   "  %dm = stablehlo.subtract %q, %y : tensor<" XS ">\n"
                   "  %q2 = stablehlo.multiply %dm, %two : tensor<" XS ">\n"
                   "  %dyq = stablehlo.multiply %q2, %inv : tensor<" XS ">\n",
                   "%dyq",
                   "  %sq = stablehlo.multiply %dm, %dm : tensor<" XS ">\n"
                   "  %db = stablehlo.reduce(%dyq init: %z) applies stablehlo.add across dimensions = [0] : "
                   "(tensor<" XS ">, tensor<f32>) -> tensor<16xf32>\n"
                   "  %dbb = stablehlo.broadcast_in_dim %db, dims = [1] : (tensor<16xf32>) -> tensor<" XS ">\n"
                   "  %dx2 = stablehlo.add %dx, %dx : tensor<" XS ">\n"
                   "  %r2 = stablehlo.add %dx2, %sq : tensor<" XS ">\n"
                   "  %r = stablehlo.add %r2, %dbb : tensor<" XS ">\n"));
  RcRecogRow rw[16];
  uint32_t n = readings(&t, "dx", rw, 16);
  bool found = false;
  RcValue *y = named(&t, "y");
  for (uint32_t i = 0; i < n; i++) {
    const RcValue *dy = rw[i].dy;
    assert_false(dy == y || (dy && dy->def && dy->def->op == RC_OP_NEGATE && rc_node_operand(dy->def, 0) == y));
    found = found || (!strcmp(rw[i].op->name, "layer_norm_grad") && rw[i].x == named(&t, "x") && dy == named(&t, "dyq"));
  }
  assert_true(found);
  rc_recog_rows_free(rw, n);
  fn_close(&t);
}

/* x rsqrt(sum x^2 + N eps) sqrt N: 1/N folded out of the root. The readings take each
 * constant as written first, then over the row's N (eps_div), which is the eps here. */
static void rms_sqrt_n_folded(void **state) {
  (void)state;
  Fn t;
  fn_open(&t, XS,
          "  %z = stablehlo.constant dense<0.0> : tensor<f32>\n"
          "  %e = stablehlo.constant dense<1.6e-05> : tensor<" XS ">\n"
          "  %k = stablehlo.constant dense<4.0> : tensor<" XS ">\n"
          "  %xx = stablehlo.multiply %x, %x : tensor<" XS ">\n"
          "  %s1 = stablehlo.reduce(%xx init: %z) applies stablehlo.add across dimensions = [1] : (tensor<" XS
          ">, tensor<f32>) -> tensor<4xf32>\n"
          "  %m1 = stablehlo.broadcast_in_dim %s1, dims = [0] : (tensor<4xf32>) -> tensor<" XS ">\n"
          "  %me = stablehlo.add %m1, %e : tensor<" XS ">\n"
          "  %rs = stablehlo.rsqrt %me : tensor<" XS ">\n"
          "  %q = stablehlo.multiply %x, %rs : tensor<" XS ">\n"
          "  %r = stablehlo.multiply %q, %k : tensor<" XS ">\n");
  RcRecogRow rw[8];
  uint32_t n = readings(&t, "r", rw, 8);
  bool written = false, per_row = false;
  for (uint32_t i = 0; i < n; i++) {
    if (strcmp(rw[i].op->name, "rms_norm") || rw[i].x != named(&t, "x")) continue;
    written = written || (rw[i].eps_div == 0 && !per_row);
    per_row = per_row || rw[i].eps_div == 16;
  }
  assert_true(written && per_row);
  rc_recog_rows_free(rw, n);
  fn_close(&t);
}

/* rms_norm with 1/N = 1/16 and eps: eps is the constant that is not 1/N. */
static void rms_eps_not_reciprocal(void **state) {
  (void)state;
  Fn t;
  fn_open(&t, XS,
          "  %z = stablehlo.constant dense<0.0> : tensor<f32>\n"
          "  %n = stablehlo.constant dense<0.0625> : tensor<" XS ">\n"
          "  %e = stablehlo.constant dense<1.0e-06> : tensor<" XS ">\n"
          "  %h = stablehlo.constant dense<-0.5> : tensor<" XS ">\n"
          "  %xx = stablehlo.multiply %x, %x : tensor<" XS ">\n"
          "  %s1 = stablehlo.reduce(%xx init: %z) applies stablehlo.add across dimensions = [1] : (tensor<" XS
          ">, tensor<f32>) -> tensor<4xf32>\n"
          "  %m1 = stablehlo.broadcast_in_dim %s1, dims = [0] : (tensor<4xf32>) -> tensor<" XS ">\n"
          "  %m = stablehlo.multiply %m1, %n : tensor<" XS ">\n"
          "  %me = stablehlo.add %m, %e : tensor<" XS ">\n"
          "  %rs = stablehlo.power %me, %h : tensor<" XS ">\n"
          "  %r = stablehlo.multiply %x, %rs : tensor<" XS ">\n");
  RcRecogRow rw[8];
  uint32_t n = readings(&t, "r", rw, 8);
  assert_true(n >= 2);
  bool rms = false;
  for (uint32_t i = 0; i < n; i++) {
    assert_float_equal(eps_of(&rw[i]), 1.0e-06, 1e-13);
    rms = rms || (!strcmp(rw[i].op->name, "rms_norm") && rw[i].x == named(&t, "x"));
  }
  assert_true(rms);
  rc_recog_rows_free(rw, n);
  fn_close(&t);
}

/* The two d-scale readings (layer_norm_grad_scale, rms_norm_grad_scale: the check tells) of
 * x and y over the statistics' axis 1, with eps within tol. */
static void assert_scale_readings(Fn *t, const RcRecogRow *rw, uint32_t n, double eps, double tol) {
  assert_int_equal(n, 2);
  for (uint32_t i = 0; i < n; i++) {
    assert_int_equal(rw[i].op->kind, RC_KIND_NORM_SCALE_GRAD);
    assert_ptr_equal(rw[i].x, named(t, "x"));
    assert_ptr_equal(rw[i].dy, named(t, "y"));
    assert_float_equal(eps_of(&rw[i]), eps, tol);
    assert_int_equal(rw[i].axlo, 1);
    assert_int_equal(rw[i].axhi, 1);
  }
}

/* A norm's d scale (rc_recog_norm_scale_at): the sum over the rows (axis 0) of y x^, x^ the RMS
 * norm of x, reads x and dy = y with the region's eps; the sum of y x (no statistics of x) and
 * the sum over the columns (the row axis kept) give no reading. */
#define RMS_XHAT                                                                                         \
  "  %z = stablehlo.constant dense<0.0> : tensor<f32>\n"                                                 \
  "  %n = stablehlo.constant dense<0.0625> : tensor<" XS ">\n"                                           \
  "  %e = stablehlo.constant dense<1.0e-06> : tensor<" XS ">\n"                                          \
  "  %xx = stablehlo.multiply %x, %x : tensor<" XS ">\n"                                                 \
  "  %s1 = stablehlo.reduce(%xx init: %z) applies stablehlo.add across dimensions = [1] : (tensor<" XS \
  ">, tensor<f32>) -> tensor<4xf32>\n"                                                                    \
  "  %m1 = stablehlo.broadcast_in_dim %s1, dims = [0] : (tensor<4xf32>) -> tensor<" XS ">\n"            \
  "  %m = stablehlo.multiply %m1, %n : tensor<" XS ">\n"                                                 \
  "  %me = stablehlo.add %m, %e : tensor<" XS ">\n"                                                      \
  "  %rs = stablehlo.rsqrt %me : tensor<" XS ">\n"                                                       \
  "  %xh = stablehlo.multiply %x, %rs : tensor<" XS ">\n"
static void norm_scale_readings(void **state) {
  (void)state;
  const char *sums[] = {"  %p = stablehlo.multiply %y, %xh : tensor<" XS ">\n"
                        "  %ds = stablehlo.reduce(%p init: %z) applies stablehlo.add across dimensions = [0] : (tensor<" XS
                        ">, tensor<f32>) -> tensor<16xf32>\n",
                        "  %p = stablehlo.multiply %y, %x : tensor<" XS ">\n"
                        "  %ds = stablehlo.reduce(%p init: %z) applies stablehlo.add across dimensions = [0] : (tensor<" XS
                        ">, tensor<f32>) -> tensor<16xf32>\n",
                        "  %p = stablehlo.multiply %y, %xh : tensor<" XS ">\n"
                        "  %ds = stablehlo.reduce(%p init: %z) applies stablehlo.add across dimensions = [1] : (tensor<" XS
                        ">, tensor<f32>) -> tensor<4xf32>\n"};
  /* the sum read by the function's result, so that it stays in the canonical view */
  const char *uses[] = {"  %bd = stablehlo.broadcast_in_dim %ds, dims = [1] : (tensor<16xf32>) -> tensor<" XS ">\n",
                        "  %bd = stablehlo.broadcast_in_dim %ds, dims = [1] : (tensor<16xf32>) -> tensor<" XS ">\n",
                        "  %bd = stablehlo.broadcast_in_dim %ds, dims = [0] : (tensor<4xf32>) -> tensor<" XS ">\n"};
  for (int k = 0; k < 3; k++) {
    char body[4096];
    snprintf(body, sizeof body, "%s%s%s  %%r = stablehlo.add %%xh, %%bd : tensor<" XS ">\n", RMS_XHAT, sums[k],
             uses[k]);
    Fn t;
    fn_open(&t, XS, body);
    RcRecogRow rw[8];
    uint32_t n = rc_recog_norm_scale_at(named(&t, "ds")->def, rw, 8);
    if (k) {
      assert_int_equal(n, 0);
    } else {
      assert_scale_readings(&t, rw, n, 1.0e-06, 1e-13);
    }
    rc_recog_rows_free(rw, n);
    fn_close(&t);
  }
}

/* A d scale whose eps is a runtime scalar (a parameter broadcast to the statistics' shape, a
 * LLaMA training step's argument): read with eps_in, eps that parameter; two different runtime
 * scalars added give no reading, nor does a scalar of another dtype. */
static void norm_scale_eps_runtime(void **state) {
  (void)state;
  const char *adds[] = {"  %me = stablehlo.add %m, %eb : tensor<4xf32>\n",
                        "  %me0 = stablehlo.add %m, %eb : tensor<4xf32>\n"
                        "  %me = stablehlo.add %me0, %fb : tensor<4xf32>\n",
                        "  %me = stablehlo.add %m, %hb : tensor<4xf32>\n"};
  for (int k = 0; k < 3; k++) {
    char text[4096];
    snprintf(text, sizeof text,
             "func.func @main(%%x: tensor<4x16xf32>, %%y: tensor<4x16xf32>, %%e: tensor<f32>, %%f: tensor<f32>, "
             "%%h: tensor<f64>) -> (tensor<4x16xf32>, tensor<16xf32>) {\n"
             "  %%z = stablehlo.constant dense<0.0> : tensor<f32>\n"
             "  %%n = stablehlo.constant dense<16.0> : tensor<4xf32>\n"
             "  %%xx = stablehlo.multiply %%x, %%x : tensor<4x16xf32>\n"
             "  %%s1 = stablehlo.reduce(%%xx init: %%z) applies stablehlo.add across dimensions = [1] : "
             "(tensor<4x16xf32>, tensor<f32>) -> tensor<4xf32>\n"
             "  %%m = stablehlo.divide %%s1, %%n : tensor<4xf32>\n"
             "  %%eb = stablehlo.broadcast_in_dim %%e, dims = [] : (tensor<f32>) -> tensor<4xf32>\n"
             "  %%fb = stablehlo.broadcast_in_dim %%f, dims = [] : (tensor<f32>) -> tensor<4xf32>\n"
             "  %%hc = stablehlo.convert %%h : (tensor<f64>) -> tensor<f32>\n"
             "  %%hb = stablehlo.broadcast_in_dim %%hc, dims = [] : (tensor<f32>) -> tensor<4xf32>\n"
             "%s"
             "  %%rs = stablehlo.rsqrt %%me : tensor<4xf32>\n"
             "  %%rb = stablehlo.broadcast_in_dim %%rs, dims = [0] : (tensor<4xf32>) -> tensor<4x16xf32>\n"
             "  %%xh = stablehlo.multiply %%x, %%rb : tensor<4x16xf32>\n"
             "  %%p = stablehlo.multiply %%xh, %%y : tensor<4x16xf32>\n"
             "  %%ds = stablehlo.reduce(%%p init: %%z) applies stablehlo.add across dimensions = [0] : "
             "(tensor<4x16xf32>, tensor<f32>) -> tensor<16xf32>\n"
             "  return %%xh, %%ds : tensor<4x16xf32>, tensor<16xf32>\n}\n",
             adds[k]);
    Fn t;
    t.ctx = rc_ctx_new();
    assert_int_equal(rc_module_parse(t.ctx, "t.mlir", text, strlen(text), RC_FORMAT_STABLEHLO, &t.m), RC_OK);
    t.c = rc_canon_new(t.m->entry);
    assert_non_null(t.c);
    RcRecogRow rw[8];
    uint32_t n = rc_recog_norm_scale_at(named(&t, "ds")->def, rw, 8);
    if (k) {
      assert_int_equal(n, 0);
    } else {
      assert_int_equal(n, 2); /* layer_norm_grad_scale, rms_norm_grad_scale: the check tells */
      for (uint32_t i = 0; i < n; i++) {
        assert_int_equal(rw[i].op->kind, RC_KIND_NORM_SCALE_GRAD);
        assert_true(rw[i].eps_in);
        assert_ptr_equal(rw[i].eps, named(&t, "e"));
        assert_ptr_equal(rw[i].x, named(&t, "x"));
        assert_ptr_equal(rw[i].dy, named(&t, "y"));
      }
    }
    rc_recog_rows_free(rw, n);
    fn_close(&t);
  }
}

/* A d scale of a norm over a middle axis (x [2, 6, 16], the RMS statistics over axis 1): the
 * sum over the axes before and after it (0 and 2) reads x and dy = y over the block [1, 1],
 * and so does the sum over the trailing axis alone (the leading axis kept: a d scale per
 * group of rows, vmap's per-example one); a sum over the wrong axes (the leading ones alone,
 * which keeps the trailing axis, or the norm's axis with a leading one) gives no reading. */
static void norm_scale_middle_axis(void **state) {
  (void)state;
  const char *sums[] = {"[0, 2]", "[0]", "[2]", "[0, 1]"};
  const char *types[] = {"tensor<6xf32>", "tensor<6x16xf32>", "tensor<2x6xf32>", "tensor<16xf32>"};
  for (int k = 0; k < 4; k++) {
    char text[4096];
    snprintf(text, sizeof text,
             "func.func @main(%%x: tensor<2x6x16xf32>, %%y: tensor<2x6x16xf32>) -> (tensor<2x6x16xf32>, %s) {\n"
             "  %%z = stablehlo.constant dense<0.0> : tensor<f32>\n"
             "  %%n = stablehlo.constant dense<6.0> : tensor<2x16xf32>\n"
             "  %%e = stablehlo.constant dense<1.0e-05> : tensor<2x16xf32>\n"
             "  %%xx = stablehlo.multiply %%x, %%x : tensor<2x6x16xf32>\n"
             "  %%s1 = stablehlo.reduce(%%xx init: %%z) applies stablehlo.add across dimensions = [1] : "
             "(tensor<2x6x16xf32>, tensor<f32>) -> tensor<2x16xf32>\n"
             "  %%m = stablehlo.divide %%s1, %%n : tensor<2x16xf32>\n"
             "  %%me = stablehlo.add %%m, %%e : tensor<2x16xf32>\n"
             "  %%rs = stablehlo.rsqrt %%me : tensor<2x16xf32>\n"
             "  %%rb = stablehlo.broadcast_in_dim %%rs, dims = [0, 2] : (tensor<2x16xf32>) -> tensor<2x6x16xf32>\n"
             "  %%xh = stablehlo.multiply %%x, %%rb : tensor<2x6x16xf32>\n"
             "  %%p = stablehlo.multiply %%xh, %%y : tensor<2x6x16xf32>\n"
             "  %%ds = stablehlo.reduce(%%p init: %%z) applies stablehlo.add across dimensions = %s : "
             "(tensor<2x6x16xf32>, tensor<f32>) -> %s\n"
             "  return %%xh, %%ds : tensor<2x6x16xf32>, %s\n}\n",
             types[k], sums[k], types[k], types[k]);
    Fn t;
    t.ctx = rc_ctx_new();
    assert_int_equal(rc_module_parse(t.ctx, "t.mlir", text, strlen(text), RC_FORMAT_STABLEHLO, &t.m), RC_OK);
    t.c = rc_canon_new(t.m->entry);
    assert_non_null(t.c);
    RcRecogRow rw[8];
    uint32_t n = rc_recog_norm_scale_at(named(&t, "ds")->def, rw, 8);
    if (k == 1 || k == 3) {
      assert_int_equal(n, 0);
    } else {
      assert_scale_readings(&t, rw, n, 1.0e-05, 1e-12);
    }
    rc_recog_rows_free(rw, n);
    fn_close(&t);
  }
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(layer_norm_late_broadcast), cmocka_unit_test(softmax_readings),
      cmocka_unit_test(softmax_init_values),
      cmocka_unit_test(no_reading),                cmocka_unit_test(one_row_norm),
      cmocka_unit_test(rms_eps_not_reciprocal),    cmocka_unit_test(rank1_vectors),
      cmocka_unit_test(backward_readings),         cmocka_unit_test(backward_scaled_or_masked),
      cmocka_unit_test(backward_of_own_output),    cmocka_unit_test(backward_mixed_types),
      cmocka_unit_test(norm_grad_gated),           cmocka_unit_test(two_block_axes),
      cmocka_unit_test(norm_grad_dy_of_output),    cmocka_unit_test(norm_grad_dy_of_msq_loss),
      cmocka_unit_test(norm_scale_readings),       cmocka_unit_test(rms_sqrt_n_folded),
      cmocka_unit_test(norm_scale_eps_runtime),    cmocka_unit_test(norm_scale_middle_axis),
      cmocka_unit_test(backward_read_by_inner_backward), cmocka_unit_test(neutral_inits),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
