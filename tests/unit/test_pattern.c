/* Tests of the pattern DSL: the standard library loads, the grammar's
 * features parse, and every kind of error is a FILE:LINE:COL diagnostic. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pattern/pattern.h"
#include "recompose/higher.h"
#include "recompose/kernels.h"

static RcStatus load(RcCtx *ctx, RcPatternSet **ps, const char *text) {
  *ps = rc_patterns_new(ctx);
  return rc_patterns_add_string(*ps, "t.rcp", text, strlen(text));
}

static void builtin_loads(void **state) {
  (void)state;
  RcCtx *ctx = rc_ctx_new();
  RcPatternSet *ps = rc_patterns_new(ctx);
  assert_int_equal(rc_patterns_add_builtin(ps), RC_OK);
  assert_int_equal(rc_ctx_diagnostic_count(ctx), 0);
  assert_true(rc_patterns_count(ps) >= 30);
  /* every fused op of the table has a pattern, but tanh (stablehlo.tanh is already one op)
   * and the GRAD, ROW_GRAD, NORM_GRAD and NORM_SCALE_GRAD rows (raised by recognition by value:
   * linear regions, src/recog/linear.c, and backward row regions, src/recog/rows.c) */
  for (size_t k = 0; k < rc_kernel_count(); k++) {
    const char *op = rc_kernel_name(rc_kernel_at(k));
    RcKernelKind kind = rc_kernel_kind(rc_kernel_at(k));
    bool found = !strcmp(op, "tanh") || kind == RC_KIND_GRAD || kind == RC_KIND_ROW_GRAD || kind == RC_KIND_NORM_GRAD ||
                 kind == RC_KIND_NORM_SCALE_GRAD;
    for (size_t i = 0; i < rc_patterns_count(ps); i++)
      if (!strcmp(rc_patterns_op(ps, i), op)) found = true;
    if (!found) print_error("no builtin pattern emits recompose.%s\n", op);
    assert_true(found);
  }
  assert_non_null(strstr(rc_patterns_source(ps, 0), ".rcp"));
  rc_patterns_free(ps);
  rc_ctx_free(ctx);
}

static void grammar_features(void **state) {
  (void)state;
  RcCtx *ctx = rc_ctx_new();
  RcPatternSet *ps;
  const char *text =
      "# comment\n"
      "pattern a -> silu priority 3 keep_shared {\n"
      "  match mul(%x, (logistic(%x) | custom_call(/^recompose\\.sigmoid$/, %x)))\n"
      "  where dtype(%x) in {f32, bf16}, rank(%x) >= 1\n"
      "  where single_use(%x)\n"
      "  emit recompose.silu(%x)\n"
      "}\n"
      "pattern b -> softmax {\n"
      "  match divide(%e = exp(%x), broadcast(reduce_sum(%e, axes=[-1])))\n"
      "  emit recompose.softmax(%x) { cols = dim(%x, -1), approx = \"none\", k = 2.5 }\n"
      "}\n"
      "pattern d -> rms_norm {\n"
      "  match mul(%x, broadcast(rsqrt(add(reduce_mean(mul(%x, %x), axes=[*]), broadcast(%e)))))\n"
      "  where scalar(%e)\n"
      "  emit recompose.rms_norm(%x, %e) { cols = reduced(%x), inner = inner(%x), eps_in = 1 }\n"
      "}\n"
      "pattern c -> gelu_erf {\n"
      "  match mul(=0.5, %x, add(1.0 ~0.01, erf(mul(%x, 0.7071))), select(compare(%x, -inf, direction=GT), _, const))\n"
      "  emit recompose.gelu_erf(%x)\n"
      "}\n";
  assert_int_equal(load(ctx, &ps, text), RC_OK);
  assert_int_equal(rc_patterns_count(ps), 4);
  const RcPattern *a = ps->pats[0], *b = ps->pats[1], *d = ps->pats[2], *c = ps->pats[3];
  const RcPNode *mean = d->root->kids[1]->kids[0]->kids[0]->kids[0];
  assert_int_equal(mean->kind, RC_P_MEAN);
  assert_true(mean->anyaxes);
  assert_int_equal(mean->naxes, 0);
  assert_int_equal(d->where[0].kind, RC_W_SCALAR);
  assert_int_equal(d->attrs[0].kind, RC_EA_REDUCED);
  assert_int_equal(d->attrs[1].kind, RC_EA_INNER);
  assert_string_equal(a->name, "a");
  assert_string_equal(a->op, "silu");
  assert_int_equal(a->priority, 3);
  assert_true(a->keep_shared);
  assert_int_equal(a->nwhere, 3);
  assert_int_equal(a->root->kind, RC_P_OP);
  assert_int_equal(a->root->op, RC_OP_MULTIPLY);
  assert_int_equal(a->root->kids[1]->kind, RC_P_ALT);
  assert_int_equal(a->root->kids[1]->kids[1]->kind, RC_P_CUSTOM);
  assert_int_equal(a->ncaps, 1);
  assert_int_equal(b->root->kids[1]->kids[0]->kind, RC_P_REDUCE);
  assert_int_equal(b->root->kids[1]->kids[0]->axes[0], -1);
  assert_int_equal(b->nattrs, 3);
  assert_int_equal(b->attrs[0].kind, RC_EA_DIM);
  assert_int_equal(b->attrs[1].kind, RC_EA_STR);
  assert_int_equal(b->attrs[2].kind, RC_EA_FLOAT);
  assert_int_equal(c->root->kids[0]->tol, 0);   /* =0.5 exact */
  assert_true(c->root->kids[2]->kids[0]->tol == 0.01);
  assert_true(c->root->kids[3]->kids[0]->akey != NULL);
  rc_patterns_free(ps);
  rc_ctx_free(ctx);
}

/* Loads `text`, expects RC_ERR_INPUT with one diagnostic at line:col containing `msg`. */
static void expect_error(const char *text, unsigned line, unsigned col, const char *msg) {
  RcCtx *ctx = rc_ctx_new();
  RcPatternSet *ps;
  assert_int_equal(load(ctx, &ps, text), RC_ERR_INPUT);
  assert_int_equal(rc_patterns_count(ps), 0);
  assert_int_equal(rc_ctx_diagnostic_count(ctx), 1);
  const RcDiagnostic *d = rc_ctx_diagnostic(ctx, 0);
  if (d->line != line || d->col != col || !strstr(d->message, msg))
    fail_msg("got %u:%u '%s', want %u:%u '%s'", d->line, d->col, d->message, line, col, msg);
  assert_string_equal(d->file, "t.rcp");
  assert_non_null(d->source_line);
  rc_patterns_free(ps);
  rc_ctx_free(ctx);
}

static void errors(void **state) {
  (void)state;
  expect_error("pattern p -> silu {\n  match mul(%x, logistc(%x))\n  emit recompose.silu(%x)\n}\n", 2, 17,
               "unknown op 'logistc'");
  expect_error("pattern p -> silu {\n  match mul(%x, logistic(%x)\n  emit recompose.silu(%x)\n}\n", 3, 3,
               "expected ')'");
  expect_error("pattern p -> silu {\n  match mul(%x, logistic(%x))\n  emit recompose.silu(%y)\n}\n", 3, 23,
               "capture '%y' is not bound");
  expect_error("pattern p -> silu {\n  match mul(%x, 0.5e)\n  emit recompose.silu(%x)\n}\n", 2, 17,
               "malformed constant");
  expect_error("pattern p -> silu {\n  match mul(%x, 1.0 ~2)\n  emit recompose.silu(%x)\n}\n", 2, 22,
               "malformed tolerance");
  expect_error("pattern p -> swoosh {\n  match mul(%x, %x)\n  emit recompose.swoosh(%x)\n}\n", 1, 14,
               "unknown fused op 'swoosh'");
  expect_error("pattern p -> silu {\n  match mul(%x, custom_call(/a(/, %x))\n  emit recompose.silu(%x)\n}\n", 2, 32,
               "bad regex");
  expect_error("pattern p -> silu {\n  match negate(%x, %x)\n  emit recompose.silu(%x)\n}\n", 2, 9,
               "op 'negate' takes 1 operands, 2 given");
  expect_error("pattern p -> silu {\n  match %x\n  emit recompose.silu(%x)\n}\n", 2, 9, "root of a match");
  expect_error("pattern p -> silu {\n  match mul(%x, %x)\n  where dtype(%x) in {f33}\n  emit recompose.silu(%x)\n}\n",
               3, 23, "unknown dtype 'f33'");
  expect_error("pattern p -> silu {\n  match mul(%x, %x)\n  emit recompose.gelu_erf(%x)\n}\n", 3, 8,
               "expected 'recompose.silu'");
  expect_error("pattern p -> silu {\n  match mul(%x, %x = exp(%x))\n  emit recompose.silu(%x)\n}\n", 2, 17,
               "already bound");
  expect_error("pattern p -> silu { match mul(%x, %x) emit recompose.silu(%x) }\n"
               "pattern p -> silu { match mul(%x, %x) emit recompose.silu(%x) }\n",
               2, 9, "duplicate pattern name 'p'");
  expect_error("pattern p -> silu {\n  match mul(%x, reduce_sum(%x))\n  emit recompose.silu(%x)\n}\n", 2, 31,
               "reduce needs axes");
  expect_error("pattern p -> silu {\n  match mul(%x, reduce_sum(%x, axes=[*, 1]))\n  emit recompose.silu(%x)\n}\n", 2,
               39, "expected ']'");
  expect_error("pattern p -> silu {\n  match mul(%x, $)\n  emit recompose.silu(%x)\n}\n", 2, 17,
               "expected a pattern");
}

/* Composite rows: parsed into the set (name unquoted, attribute values as written), the
 * standard rows load, and each malformed row is a located error that adds nothing. */
static void composite_rows(void **state) {
  (void)state;
  RcCtx *ctx = rc_ctx_new();
  RcPatternSet *ps;
  const char *text = "composite \"composite.gelu\" {approximate = \"none\", n = -1} -> gelu_erf\n"
                     "composite \"tenstorrent.rms_norm\" -> rms_norm\n";
  assert_int_equal(load(ctx, &ps, text), RC_OK);
  assert_int_equal(ps->ncomps, 2);
  assert_string_equal(ps->comps[0].name, "composite.gelu");
  assert_int_equal(ps->comps[0].nkeys, 2);
  assert_string_equal(ps->comps[0].key[0], "approximate");
  assert_string_equal(ps->comps[0].value[0], "\"none\"");
  assert_string_equal(ps->comps[0].value[1], "-1");
  assert_string_equal(ps->comps[0].op, "gelu_erf");
  assert_int_equal(ps->comps[1].nkeys, 0);
  assert_int_equal(ps->comps[1].line, 2);
  rc_patterns_free(ps);
  ps = rc_patterns_new(ctx);
  assert_int_equal(rc_patterns_add_builtin(ps), RC_OK);
  bool seed = false;
  for (size_t i = 0; i < ps->ncomps; i++)
    seed |= !strcmp(ps->comps[i].name, "composite.gelu") && !strcmp(ps->comps[i].op, "gelu_erf");
  assert_true(seed);
  rc_patterns_free(ps);
  rc_ctx_free(ctx);
  expect_error("composite odml.gelu -> gelu_erf\n", 1, 11, "composite's name as a non-empty string");
  expect_error("composite \"odml.gelu\" -> swoosh\n", 1, 26, "expected a fused op name");
  expect_error("composite \"odml.gelu\" {approximate false} -> gelu_erf\n", 1, 36, "expected '='");
  expect_error("composite \"odml.gelu\" {a = 1, b = 2, c = 3, d = 4, e = 5} -> gelu_erf\n", 1, 52, "at most 4");
  expect_error("composite \"odml.gelu\" -> gelu_erf\ncomposite \"odml.gelu\" -> gelu_tanh\n", 2, 26,
               "already denotes another op");
}

static void depth_capped(void **state) {
  (void)state;
  char text[4096];
  int n = snprintf(text, sizeof text, "pattern p -> silu {\n  match ");
  for (int i = 0; i < 80; i++) n += snprintf(text + n, sizeof text - n, "negate(");
  n += snprintf(text + n, sizeof text - n, "%%x");
  for (int i = 0; i < 80; i++) n += snprintf(text + n, sizeof text - n, ")");
  snprintf(text + n, sizeof text - n, "\n  emit recompose.silu(%%x)\n}\n");
  RcCtx *ctx = rc_ctx_new();
  RcPatternSet *ps;
  assert_int_equal(load(ctx, &ps, text), RC_ERR_INPUT);
  assert_non_null(strstr(rc_ctx_diagnostic(ctx, 0)->message, "nested too deeply"));
  rc_patterns_free(ps);
  rc_ctx_free(ctx);
}

static void path_loading(void **state) {
  (void)state;
  RcCtx *ctx = rc_ctx_new();
  RcPatternSet *ps = rc_patterns_new(ctx);
  const char *dir = getenv("RC_PATTERNS_DIR");
  assert_non_null(dir);
  assert_int_equal(rc_patterns_add_path(ps, dir), RC_OK);
  RcPatternSet *bi = rc_patterns_new(ctx);
  assert_int_equal(rc_patterns_add_builtin(bi), RC_OK);
  assert_int_equal(rc_patterns_count(ps), rc_patterns_count(bi)); /* the embedded set is the directory */
  assert_int_equal(rc_patterns_add_path(ps, "/nonexistent/x.rcp"), RC_ERR_IO);
  rc_patterns_free(bi);
  rc_patterns_free(ps);
  rc_ctx_free(ctx);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(builtin_loads), cmocka_unit_test(grammar_features), cmocka_unit_test(errors),
      cmocka_unit_test(depth_capped),  cmocka_unit_test(path_loading), cmocka_unit_test(composite_rows),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
