/* Tests of the XLA HLO reader and writer: the corpus round trip (golden
 * print, fixed point, graph identity), the malformed-input suite, deep inputs,
 * decoded constants and typed attributes, structural printing of pass-built
 * nodes, and truncation/mutation robustness. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include "numerics/numerics.h"
#include "first_diag.h"

#include <glib.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "formats/format.h"
#include "formats/hlo/hlo.h"
#include "hlo_graph_eq.h"
#include "owned_parse.h"
#include "ir/ir.h"

#include "source_files.h"

static size_t gs_write(void *user, const char *data, size_t len) {
  g_string_append_len(user, data, (gssize)len);
  return len;
}

static char *print_str(const RcModule *m) {
  GString *s = g_string_new(NULL);
  assert_int_equal(rc_module_write(m, gs_write, s), RC_OK);
  return g_string_free(s, FALSE);
}

static void dump_diags(RcCtx *ctx) {
  for (size_t i = 0; i < rc_ctx_diagnostic_count(ctx); i++) rc_diagnostic_print(rc_ctx_diagnostic(ctx, i), stderr);
}

static RcModule *parse_ok(RcCtx *ctx, const char *name, const char *text, size_t len) {
  RcModule *m = NULL;
  RcStatus st = rc_module_parse(ctx, name, text, len, RC_FORMAT_HLO, &m);
  if (st != RC_OK) dump_diags(ctx);
  assert_int_equal(st, RC_OK);
  assert_non_null(m);
  st = rc_module_verify(m);
  if (st != RC_OK) dump_diags(ctx);
  assert_int_equal(st, RC_OK);
  return m;
}

static RcNode *find_node(RcModule *m, const char *name) {
  for (RcFunc *f = m->funcs; f; f = f->next)
    rc_func_for_each(f, n) if (n->nresults && n->results[0].name && !strcmp(n->results[0].name, name)) return n;
  return NULL;
}

static GPtrArray *list_dir(const char *rel, const char *suffix, const char *exclude) {
  char *path = g_build_filename(root_dir(), rel, NULL);
  GDir *d = g_dir_open(path, 0, NULL);
  g_free(path);
  GPtrArray *out = g_ptr_array_new_with_free_func(g_free);
  if (!d) return out;
  const char *e;
  while ((e = g_dir_read_name(d)))
    if (g_str_has_suffix(e, suffix) && !(exclude && g_str_has_suffix(e, exclude)))
      g_ptr_array_add(out, g_strdup(e));
  g_dir_close(d);
  g_ptr_array_sort(out, (GCompareFunc)(void *)g_strcmp0);
  return out;
}

static int cmp_str(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

/* Every corpus file: print equals the checked-in .print.hlo, printing is a
 * fixed point, and parse -> print -> parse gives the same graph. */
static void test_corpus_roundtrip(void **state) {
  (void)state;
  GPtrArray *files = list_dir("corpus/hlo", ".hlo", ".print.hlo");
  qsort(files->pdata, files->len, sizeof(char *), cmp_str);
  assert_true(files->len >= 25);
  for (guint i = 0; i < files->len; i++) {
    const char *f = files->pdata[i];
    char *rel = g_strdup_printf("corpus/hlo/%s", f);
    char *base = g_strndup(f, strlen(f) - 4);
    char *exp_rel = g_strdup_printf("corpus/hlo/%s.print.hlo", base);
    size_t len = 0, elen = 0;
    char *text = read_rel(rel, &len);
    char *expect = read_rel(exp_rel, &elen);
    assert_non_null(text);
    if (!expect) fail_msg("%s: missing %s", rel, exp_rel);
    /* a split file prints module by module, each followed by its separator line */
    RcChunk ch[16];
    size_t nch = rc_text_split(text, len, ch, 16);
    assert_true(nch <= 16);
    GString *out = g_string_new(NULL);
    for (size_t k = 0; k < nch; k++) {
      RcCtx *ctx = rc_ctx_new();
      RcModule *m1 = parse_ok(ctx, rel, text + ch[k].offset, ch[k].len);
      char *p1 = print_str(m1);
      RcModule *m2 = parse_ok(ctx, rel, p1, strlen(p1));
      char why[256];
      if (!rc_test_graph_equal(m1, m2, why, sizeof why)) fail_msg("%s: graph changed by a round trip: %s", rel, why);
      char *p2 = print_str(m2);
      if (strcmp(p1, p2)) fail_msg("%s: printing is not a fixed point", rel);
      g_string_append(out, p1);
      g_string_append_len(out, text + ch[k].sep_offset, (gssize)ch[k].sep_len);
      g_free(p2);
      rc_module_free(m2);
      g_free(p1);
      rc_module_free(m1);
      rc_ctx_free(ctx);
    }
    if (strcmp(out->str, expect)) fail_msg("%s: printed text differs from %s:\n%s", rel, exp_rel, out->str);
    g_string_free(out, TRUE);
    g_free(text);
    g_free(expect);
    g_free(rel);
    g_free(base);
    g_free(exp_rel);
  }
  g_ptr_array_free(files, TRUE);
}

/* An array constant written with one value (`f32[32]{0} constant(5)`) holds that value in its
 * first element and zero in the others, as XLA's HLO parser reads it (jaxlib 0.10.2: such a
 * module added to ones gives [6, 1, 1, ...]); a zero value is a splat. Printed as written. */
static double element_f64(const RcLiteral *lit, int64_t i) {
  switch (lit->dtype) {
  case RC_DT_F32: return ((const float *)lit->data)[i];
  case RC_DT_S32: return ((const int32_t *)lit->data)[i];
  case RC_DT_PRED: return ((const uint8_t *)lit->data)[i];
  case RC_DT_BF16: return rc_num_bf16_to_f64(((const uint16_t *)lit->data)[i]);
  default: fail_msg("unexpected dtype"); return 0;
  }
}

static void test_constant_one_value(void **state) {
  (void)state;
  size_t len = 0;
  char *text = read_rel("corpus/hlo/constant_one_value.hlo", &len);
  assert_non_null(text);
  RcCtx *ctx = rc_ctx_new();
  RcModule *m = parse_ok(ctx, "one", text, len);
  int seen = 0;
  rc_func_for_each(m->entry, n) {
    if (n->op != RC_OP_CONSTANT) continue;
    assert_non_null(n->literal);
    const RcLiteral *lit = n->literal;
    const char *nm = n->results[0].name;
    int64_t numel = rc_type_numel(n->results[0].type);
    if (!strcmp(nm, "vec")) {
      assert_false(lit->splat);
      assert_int_equal(lit->count, 2);
      continue;
    }
    assert_false(lit->splat);
    assert_int_equal(lit->count, numel);
    double first = element_f64(lit, 0);
    if (!strcmp(nm, "half")) assert_true(first == 0.5);
    if (!strcmp(nm, "ninf")) assert_true(first < -1e300);
    if (!strcmp(nm, "neg0")) assert_true(first == 0 && signbit(first));
    if (!strcmp(nm, "ones")) assert_true(first == 1);
    if (!strcmp(nm, "mask")) assert_true(first == 1);
    for (int64_t i = 1; i < numel; i++) {
      double v = element_f64(lit, i);
      assert_true(v == 0 && !signbit(v));
    }
    seen++;
  }
  assert_int_equal(seen, 5);
  rc_module_free(m);
  rc_ctx_free(ctx);
  g_free(text);
}

/* A zero written once is the zero splat. */
static void test_constant_one_value_zero(void **state) {
  (void)state;
  static const char text[] = "HloModule z\n\nENTRY %e () -> f32[8] {\n  ROOT %c = f32[8]{0} constant(0)\n}\n";
  RcCtx *ctx = rc_ctx_new();
  RcModule *m = parse_ok(ctx, "zero", text, sizeof text - 1);
  const RcNode *c = NULL;
  rc_func_for_each(m->entry, n) if (n->op == RC_OP_CONSTANT) c = n;
  assert_non_null(c);
  double v = 1;
  assert_true(c->literal->splat);
  assert_true(rc_literal_splat_f64(c->literal, &v) && v == 0);
  rc_module_free(m);
  rc_ctx_free(ctx);
}

/* Each tests/malformed/hlo/<case>.hlo fails with exactly the first diagnostic in <case>.err. */
static void test_malformed_suite(void **state) {
  (void)state;
  GPtrArray *files = list_dir("tests/malformed/hlo", ".hlo", NULL);
  assert_true(files->len >= 10);
  for (guint i = 0; i < files->len; i++) {
    const char *f = files->pdata[i];
    char *rel = g_strdup_printf("tests/malformed/hlo/%s", f);
    char *err_rel = g_strdup_printf("tests/malformed/hlo/%.*s.err", (int)(strlen(f) - 4), f);
    size_t len = 0, elen = 0;
    char *text = read_rel(rel, &len);
    char *expect = read_rel(err_rel, &elen);
    assert_non_null(text);
    if (!expect) fail_msg("missing %s", err_rel);
    g_strchomp(expect);
    RcCtx *ctx = rc_ctx_new();
    RcModule *m = NULL;
    RcStatus st = rc_module_parse(ctx, rel, text, len, RC_FORMAT_HLO, &m);
    char *got = first_diag(ctx);
    if (st != RC_ERR_INPUT || m) fail_msg("%s: expected a failure, got status %d", rel, st);
    if (strcmp(got, expect)) fail_msg("%s:\n  expected: %s\n  got:      %s", rel, expect, got);
    g_free(got);
    rc_ctx_free(ctx);
    g_free(text);
    g_free(expect);
    g_free(rel);
    g_free(err_rel);
  }
  g_ptr_array_free(files, TRUE);
}

/* A 100,000-deep operand chain parses, verifies and round-trips (no recursion on depth). */
static void test_deep_chain(void **state) {
  (void)state;
  GString *s = g_string_new("HloModule deep\n\nENTRY main {\n  v0 = f32[4]{0} parameter(0)\n");
  for (int i = 1; i <= 100000; i++) g_string_append_printf(s, "  v%d = f32[4]{0} negate(v%d)\n", i, i - 1);
  g_string_append(s, "  ROOT r = f32[4]{0} add(v100000, v0)\n}\n");
  RcCtx *ctx = rc_ctx_new();
  RcModule *m = parse_ok(ctx, "deep.hlo", s->str, s->len);
  assert_int_equal(rc_module_node_count(m), 100002);
  char *p = print_str(m);
  assert_string_equal(p, s->str);
  RcNode **order = g_new(RcNode *, m->entry->nnodes);
  assert_true(rc_func_topo_order(m->entry, order));
  g_free(order);
  g_free(p);
  rc_module_free(m);
  rc_ctx_free(ctx);
  g_string_free(s, TRUE);
}

static void expect_error(const char *text, size_t len, const char *msg_part) {
  if (len == SIZE_MAX) len = strlen(text);
  RcCtx *ctx = rc_ctx_new();
  RcModule *m = NULL;
  RcStatus st = rc_module_parse(ctx, "x.hlo", text, len, RC_FORMAT_HLO, &m);
  char *got = first_diag(ctx);
  if (st != RC_ERR_INPUT || m || !strstr(got, msg_part)) fail_msg("expected an error with '%s', got: %s", msg_part, got);
  g_free(got);
  rc_ctx_free(ctx);
}

/* A 1,000-operand tuple (past the reader's local operand buffer) reads and prints back. */
static void test_wide_tuple(void **state) {
  (void)state;
  GString *s = g_string_new("ENTRY main {\n  p = f32[] parameter(0)\n  ROOT t = (");
  for (int i = 0; i < 1000; i++) g_string_append(s, i ? ", f32[]" : "f32[]");
  g_string_append(s, ") tuple(");
  for (int i = 0; i < 1000; i++) g_string_append(s, i ? ", p" : "p");
  g_string_append(s, ")\n}\n");
  RcCtx *ctx = rc_ctx_new();
  RcModule *m = parse_ok(ctx, "wide.hlo", s->str, s->len);
  RcNode *t = find_node(m, "t");
  assert_int_equal(t->noperands, 1000);
  assert_int_equal(t->results[0].type->ntuple, 1000);
  assert_int_equal(find_node(m, "p")->results[0].nuses, 1000);
  char *p = print_str(m);
  assert_string_equal(p, s->str);
  g_free(p);
  rc_module_free(m);
  rc_ctx_free(ctx);
  g_string_free(s, TRUE);
}

/* Deeply nested brackets end in a diagnostic, not a stack overflow. */
static void test_deep_nesting(void **state) {
  (void)state;
  GString *s = g_string_new("ENTRY e {\n  p = f32[] parameter(0), frontend_attributes=");
  for (int i = 0; i < 100000; i++) g_string_append_c(s, '{');
  expect_error(s->str, s->len, "nested deeper than 256");
  g_string_assign(s, "ENTRY e {\n  p = ");
  for (int i = 0; i < 100000; i++) g_string_append_c(s, '(');
  expect_error(s->str, s->len, "tuple shape nested deeper than 64");
  g_string_assign(s, "ENTRY e {\n  p = f32[2] constant(");
  for (int i = 0; i < 100000; i++) g_string_append_c(s, '{');
  expect_error(s->str, s->len, "nested deeper than 256");
  g_string_assign(s, "ENTRY e (p: ");
  for (int i = 0; i < 100000; i++) g_string_append_c(s, '(');
  expect_error(s->str, s->len, "tuple shape nested deeper than 64");
  g_string_free(s, TRUE);
}


static const char *const kLiterals =
    "ENTRY e {\n"
    "  a = f32[] constant(0.5)\n"
    "  b = f32[] constant(-inf)\n"
    "  c = f32[] constant(nan)\n"
    "  d = f32[] constant(-0)\n"
    "  e = pred[] constant(true)\n"
    "  f = f32[] constant(1e-05)\n"
    "  g = s32[3]{0} constant({1, -2, 3})\n"
    "  h = f32[2,2]{1,0} constant({ {1, 2}, {3, 4} })\n"
    "  i = bf16[] constant(0.7969)\n"
    "  j = f16[] constant(0.044715)\n"
    "  k = c64[] constant((1, 0))\n"
    "  l = u8[2]{0} constant({255, 0})\n"
    "  m = f8e4m3fn[] constant(1)\n"
    "  ROOT n = f64[] constant(0.1)\n"
    "}\n";

static void test_literals(void **state) {
  (void)state;
  RcCtx *ctx = rc_ctx_new();
  RcModule *m = parse_ok(ctx, "lit.hlo", kLiterals, strlen(kLiterals));
  double v;
  assert_true(rc_literal_get_f64(find_node(m, "a")->literal, 0, &v));
  assert_true(v == 0.5);
  assert_true(rc_literal_get_f64(find_node(m, "b")->literal, 0, &v));
  assert_true(isinf(v) && v < 0);
  assert_true(rc_literal_get_f64(find_node(m, "c")->literal, 0, &v));
  assert_true(isnan(v));
  assert_true(rc_literal_get_f64(find_node(m, "d")->literal, 0, &v));
  assert_true(v == 0 && signbit(v));
  assert_true(rc_literal_get_f64(find_node(m, "e")->literal, 0, &v));
  assert_true(v == 1);
  assert_true(rc_literal_get_f64(find_node(m, "f")->literal, 0, &v));
  assert_true((float)v == 1e-05f);
  RcLiteral *g = find_node(m, "g")->literal;
  assert_int_equal(g->count, 3);
  assert_int_equal(((int32_t *)g->data)[1], -2);
  RcLiteral *h = find_node(m, "h")->literal;
  assert_int_equal(h->count, 4);
  assert_true(((float *)h->data)[3] == 4.0f);
  assert_string_equal(h->raw, "{ {1, 2}, {3, 4} }");
  assert_int_equal(((uint16_t *)find_node(m, "i")->literal->data)[0], 0x3f4c); /* bf16 0.7969 */
  assert_int_equal(((uint16_t *)find_node(m, "j")->literal->data)[0], 0x29b9); /* f16 0.044715 */
  assert_null(find_node(m, "k")->literal->data);                             /* complex: text only */
  assert_string_equal(find_node(m, "k")->literal->raw, "(1, 0)");
  assert_int_equal(((uint8_t *)find_node(m, "l")->literal->data)[0], 255);
  RcNode *mn = find_node(m, "m");
  assert_int_equal(mn->results[0].type->dtype, RC_DT_OPAQUE);
  assert_string_equal(mn->results[0].type->text, "f8e4m3fn[]");
  assert_true(rc_literal_get_f64(find_node(m, "n")->literal, 0, &v));
  assert_true(v == 0.1);
  rc_module_free(m);
  expect_error("ENTRY e {\n  a = f32[3]{0} constant({1, 2})\n}\n", SIZE_MAX, "constant has 2 elements at brace level 0: dimension 0 of its shape f32[3] has size 3");
  expect_error("ENTRY e {\n  a = f32[2]{0} constant({1, 2, 3})\n}\n", SIZE_MAX, "more than 2 elements at brace level 0");
  expect_error("ENTRY e {\n  a = s8[] constant(300)\n}\n", SIZE_MAX, "out of range for s8");
  expect_error("ENTRY e {\n  a = f32[] constant(abc)\n}\n", SIZE_MAX, "expected a number for a f32 constant");
  rc_ctx_free(ctx);
}

/* NaNs with a payload, as XLA prints a NaN that is not its default one: the bits are the
 * sign, the all-ones exponent and the payload; XLA refuses a zero payload and one past
 * the mantissa. */
static void test_nan_payload(void **state) {
  (void)state;
  static const char text[] = "ENTRY e {\n"
                             "  a = f32[] constant(nan(0x1))\n"
                             "  b = f32[2]{0} constant({-nan(0x7fffff), nan})\n"
                             "  c = bf16[] constant(-nan(0x7f))\n"
                             "  d = f16[] constant(nan(0x3ff))\n"
                             "  e = f64[] constant(nan(0xFFFFFFFFFFFFF))\n"
                             "  ROOT t = (f32[], f32[2], bf16[], f16[], f64[]) tuple(a, b, c, d, e)\n"
                             "}\n";
  RcCtx *ctx = rc_ctx_new();
  RcModule *m = parse_ok(ctx, "nan.hlo", text, strlen(text));
  uint32_t u;
  memcpy(&u, find_node(m, "a")->literal->data, 4);
  assert_int_equal(u, 0x7f800001u);
  memcpy(&u, find_node(m, "b")->literal->data, 4);
  assert_int_equal(u, 0xffffffffu);
  assert_true(isnan(((float *)find_node(m, "b")->literal->data)[1]));
  assert_int_equal(((uint16_t *)find_node(m, "c")->literal->data)[0], 0xffff);
  assert_int_equal(((uint16_t *)find_node(m, "d")->literal->data)[0], 0x7fff);
  uint64_t q;
  memcpy(&q, find_node(m, "e")->literal->data, 8);
  assert_true(q == 0x7fffffffffffffffull);
  assert_string_equal(find_node(m, "b")->literal->raw, "{-nan(0x7fffff), nan}");
  rc_module_free(m);
  expect_error("ENTRY e {\n  a = f32[] constant(nan(0x800000))\n}\n", SIZE_MAX, "NaN payload 0x800000 is out of range");
  expect_error("ENTRY e {\n  a = bf16[] constant(nan(0x0))\n}\n", SIZE_MAX, "NaN payload 0x0 is out of range");
  expect_error("ENTRY e {\n  a = f32[] constant(nan(12))\n}\n", SIZE_MAX, "expected a NaN payload like nan(0x1)");
  rc_ctx_free(ctx);
}

static const char *const kAttrs =
    "HloModule attrs\n\n"
    "add_f32 {\n  x = f32[] parameter(0)\n  y = f32[] parameter(1)\n  ROOT s = f32[] add(x, y)\n}\n\n"
    "fused {\n  q = f32[4]{0} parameter(0)\n  ROOT t = f32[4]{0} tanh(q)\n}\n\n"
    "ENTRY main {\n"
    "  p = f32[4,6]{1,0} parameter(0)\n"
    "  z = f32[] constant(0)\n"
    "  r = f32[4]{0} reduce(p, z), dimensions={1}, to_apply=add_f32\n"
    "  c = pred[4]{0} compare(r, r), direction=GT, type=TOTALORDER\n"
    "  sl = f32[2,3]{1,0} slice(p), slice={[0:2], [0:6:2]}\n"
    "  pd = f32[5,8]{1,0} pad(p, z), padding=0_1x1_1_0\n"
    "  fu = f32[4]{0} fusion(r), kind=kLoop, calls=fused\n"
    "  cc = f32[4]{0} custom-call(fu), custom_call_target=\"my\\\"target\", backend_config={\"a\": 1}, "
    "api_version=API_VERSION_TYPED_FFI\n"
    "  cs = f32[4]{0} custom-call(cc), custom_call_target=\"t2\", backend_config=\"x=1\"\n"
    "  tu = (f32[4]{0}, pred[4]{0}) tuple(cs, c)\n"
    "  ROOT g = pred[4]{0} get-tuple-element(tu), index=1\n"
    "}\n";

static void test_attrs(void **state) {
  (void)state;
  RcCtx *ctx = rc_ctx_new();
  RcModule *m = parse_ok(ctx, "attrs.hlo", kAttrs, strlen(kAttrs));
  RcAttr *a = rc_node_attr(find_node(m, "r"), "dimensions");
  assert_int_equal(a->kind, RC_ATTR_INTS);
  assert_int_equal(a->u.ints.n, 1);
  assert_int_equal(a->u.ints.v[0], 1);
  a = rc_node_attr(find_node(m, "r"), "to_apply");
  assert_int_equal(a->kind, RC_ATTR_FUNC);
  assert_string_equal(a->u.fn->name, "add_f32");
  RcNode *c = find_node(m, "c");
  assert_string_equal(rc_node_attr(c, "direction")->u.s, "GT");
  assert_int_equal(rc_node_attr(c, "compare_type")->kind, RC_ATTR_ENUM);
  assert_string_equal(rc_node_attr(c, "compare_type")->u.s, "TOTALORDER");
  RcNode *sl = find_node(m, "sl");
  assert_int_equal(rc_node_attr(sl, "slice_strides")->u.ints.v[1], 2);
  assert_int_equal(rc_node_attr(sl, "slice_limits")->u.ints.v[0], 2);
  assert_int_equal(rc_node_attr(sl, "slice_strides")->u.ints.v[0], 1);
  RcNode *pd = find_node(m, "pd");
  assert_int_equal(rc_node_attr(pd, "padding_high")->u.ints.v[0], 1);
  assert_int_equal(rc_node_attr(pd, "padding_low")->u.ints.v[1], 1);
  assert_int_equal(rc_node_attr(pd, "padding_interior")->u.ints.v[1], 0);
  RcNode *fu = find_node(m, "fu");
  assert_int_equal(fu->op, RC_OP_FUSION);
  assert_string_equal(rc_node_attr(fu, "to_apply")->u.fn->name, "fused");
  assert_string_equal(rc_node_attr(fu, "kind")->u.s, "kLoop");
  RcNode *cc = find_node(m, "cc");
  assert_int_equal(rc_node_attr(cc, "custom_call_target")->kind, RC_ATTR_STR);
  assert_string_equal(rc_node_attr(cc, "custom_call_target")->u.s, "my\"target");
  assert_int_equal(rc_node_attr(cc, "backend_config")->kind, RC_ATTR_RAW);
  assert_int_equal(rc_node_attr(cc, "api_version")->kind, RC_ATTR_ENUM);
  assert_int_equal(rc_node_attr(find_node(m, "cs"), "backend_config")->kind, RC_ATTR_STR);
  assert_string_equal(rc_node_attr(find_node(m, "cs"), "backend_config")->u.s, "x=1");
  assert_int_equal(rc_node_attr(find_node(m, "g"), "index")->u.i, 1);
  assert_int_equal(find_node(m, "tu")->results[0].type->kind, RC_TYPE_TUPLE);
  assert_true(m->entry->last->op == RC_OP_RETURN);
  assert_true(rc_node_operand(m->entry->last, 0)->def == find_node(m, "g"));
  rc_module_free(m);
  rc_ctx_free(ctx);
}

/* Instructions that spell their attributes alike share one read-only array
 * (and INTS lists one int array); editing one node's attributes leaves the
 * others, and their printed text, unchanged. */
static const char kShared[] =
    "HloModule shared\n\n"
    "add_f32 {\n  x = f32[] parameter(0)\n  y = f32[] parameter(1)\n  ROOT s = f32[] add(x, y)\n}\n\n"
    "ENTRY main {\n"
    "  p = f32[2,3] parameter(0)\n"
    "  c = f32[] constant(1)\n"
    "  b1 = f32[2,3] broadcast(c), dimensions={}\n"
    "  b2 = f32[2,3] broadcast(c), dimensions={}\n"
    "  b3 = f32[2,3] broadcast(c), dimensions={}\n"
    "  t1 = f32[3,2] transpose(p), dimensions={1,0}\n"
    "  t2 = f32[3,2] transpose(p), dimensions={1,0}, metadata={op_name=\"a long name to keep as text\"}\n"
    "  z = f32[] constant(0)\n"
    "  r1 = f32[2] reduce(p, z), dimensions={1}, to_apply=add_f32\n"
    "  r2 = f32[2] reduce(p, z), dimensions={1}, to_apply=add_f32\n"
    "  sum1 = f32[2,3] add(b1, b2)\n"
    "  sum2 = f32[2,3] add(sum1, b3)\n"
    "  ROOT tu = (f32[2,3], f32[3,2], f32[3,2], f32[2], f32[2]) tuple(sum2, t1, t2, r1, r2)\n"
    "}\n";

static void test_shared_attrs(void **state) {
  (void)state;
  RcCtx *ctx = rc_ctx_new();
  RcModule *m = parse_ok(ctx, "shared.hlo", kShared, strlen(kShared));
  char *before = print_str(m);
  assert_string_equal(before, kShared);
  RcNode *b1 = find_node(m, "b1"), *b2 = find_node(m, "b2"), *b3 = find_node(m, "b3");
  assert_ptr_equal(b1->attrs, b2->attrs);
  assert_ptr_equal(b1->attrs, b3->attrs);
  assert_int_equal(b1->nattrs, 1);
  assert_int_equal(b1->cattrs, 0);
  RcNode *t1 = find_node(m, "t1"), *t2 = find_node(m, "t2");
  assert_ptr_not_equal(t1->attrs, t2->attrs); /* t2 has a long raw value: its own array */
  assert_int_equal(t2->cattrs, t2->nattrs);
  assert_ptr_equal(rc_node_attr(t1, "dimensions")->u.ints.v, rc_node_attr(t2, "dimensions")->u.ints.v);
  RcNode *r1 = find_node(m, "r1"), *r2 = find_node(m, "r2");
  assert_ptr_not_equal(r1->attrs, r2->attrs); /* FUNC attributes are filled in per node */
  assert_int_equal(r1->cattrs, r1->nattrs);
  assert_string_equal(rc_node_attr(r2, "to_apply")->u.fn->name, "add_f32");

  /* Replace b1's dimensions (b1 becomes a broadcast of a [2]-shaped view, printed structurally). */
  RcAttr *d = rc_node_add_attr(b1, "dimensions", RC_ATTR_INTS, NULL);
  assert_non_null(d);
  static int64_t zero[] = {0};
  d->u.ints.v = zero;
  d->u.ints.n = 1;
  assert_ptr_not_equal(b1->attrs, b2->attrs);
  assert_int_equal(rc_node_attr(b1, "dimensions")->u.ints.n, 1);
  assert_int_equal(rc_node_attr(b2, "dimensions")->u.ints.n, 0);
  assert_int_equal(rc_node_attr(b3, "dimensions")->u.ints.n, 0);
  assert_non_null(rc_node_attr(b2, "dimensions")->raw);
  /* Add an attribute to b3: b2 keeps one. */
  assert_non_null(rc_node_add_attr(b3, "tag", RC_ATTR_RAW, "\"x\""));
  assert_int_equal(b3->nattrs, 2);
  assert_int_equal(b2->nattrs, 1);
  assert_null(rc_node_attr(b2, "tag"));
  char *after = print_str(m);
  assert_non_null(strstr(after, "  b1 = f32[2,3] broadcast(c), dimensions={0}\n"));
  assert_non_null(strstr(after, "  b2 = f32[2,3] broadcast(c), dimensions={}\n"));
  assert_non_null(strstr(after, "  b3 = f32[2,3] broadcast(c), dimensions={}, tag=\"x\"\n"));
  assert_non_null(strstr(after, "  t1 = f32[3,2] transpose(p), dimensions={1,0}\n"));
  g_free(before);
  g_free(after);
  rc_module_free(m);
  rc_ctx_free(ctx);
}

/* A module built only with the IR API prints structurally and reads back as the same graph. */
static void test_structural_print(void **state) {
  (void)state;
  RcCtx *ctx = rc_ctx_new();
  RcModule *m = rc_module_create(ctx, RC_FORMAT_HLO, "built.hlo");
  m->name = rc_module_strdup(m, "built");
  RcFunc *red = rc_func_create(m, "sum", NULL);
  RcType *sc = rc_type_tensor(m, RC_DT_F32, 0, NULL);
  int64_t d8[] = {8}, d28[] = {2, 8};
  RcType *v8 = rc_type_tensor(m, RC_DT_F32, 1, d8), *m28 = rc_type_tensor(m, RC_DT_F32, 2, d28);
  RcNode *ps[2];
  for (int i = 0; i < 2; i++) {
    ps[i] = rc_node_create(m, RC_OP_PARAMETER, 0, 1);
    ps[i]->results[0].type = sc;
    rc_func_insert_before(red, ps[i], NULL);
  }
  red->params = rc_module_alloc(m, sizeof(RcNode *) * 2);
  red->params[0] = ps[0];
  red->params[1] = ps[1];
  red->nparams = 2;
  RcNode *s = rc_node_create(m, RC_OP_ADD, 2, 1);
  s->results[0].type = sc;
  rc_func_insert_before(red, s, NULL);
  rc_node_set_operand(s, 0, &ps[0]->results[0]);
  rc_node_set_operand(s, 1, &ps[1]->results[0]);
  RcNode *ret = rc_node_create(m, RC_OP_RETURN, 1, 0);
  rc_func_insert_before(red, ret, NULL);
  rc_node_set_operand(ret, 0, &s->results[0]);

  RcFunc *f = rc_func_create(m, "main", NULL);
  f->is_entry = true;
  m->entry = f;
  RcNode *p = rc_node_create(m, RC_OP_PARAMETER, 0, 1);
  p->results[0].type = m28;
  p->results[0].name = "x";
  rc_func_insert_before(f, p, NULL);
  f->params = rc_module_alloc(m, sizeof(RcNode *));
  f->params[0] = p;
  f->nparams = 1;
  RcNode *k = rc_node_create(m, RC_OP_CONSTANT, 0, 1);
  k->results[0].type = sc;
  k->literal = rc_module_alloc(m, sizeof(RcLiteral));
  k->literal->dtype = RC_DT_F32;
  k->literal->count = 1;
  float kv = 0.70710677f;
  k->literal->data = rc_module_alloc(m, 4);
  memcpy(k->literal->data, &kv, 4);
  rc_func_insert_before(f, k, NULL);
  RcNode *b = rc_node_create(m, RC_OP_BROADCAST, 1, 1);
  b->results[0].type = m28;
  rc_func_insert_before(f, b, NULL);
  rc_node_set_operand(b, 0, &k->results[0]);
  RcAttr *dims = rc_node_add_attr(b, "dimensions", RC_ATTR_INTS, NULL);
  dims->u.ints.n = 0;
  RcNode *cc = rc_node_create(m, RC_OP_CUSTOM_CALL, 2, 1);
  cc->results[0].type = m28;
  rc_func_insert_before(f, cc, NULL);
  rc_node_set_operand(cc, 0, &p->results[0]);
  rc_node_set_operand(cc, 1, &b->results[0]);
  rc_node_add_attr(cc, "custom_call_target", RC_ATTR_STR, NULL)->u.s = "recompose.silu";
  rc_node_add_attr(cc, "backend_config", RC_ATTR_STR, NULL)->u.s = "dtype=f32;n=16";
  RcNode *z = rc_node_create(m, RC_OP_CONSTANT, 0, 1);
  z->results[0].type = sc;
  z->literal = rc_module_alloc(m, sizeof(RcLiteral));
  z->literal->dtype = RC_DT_F32;
  z->literal->count = 1;
  z->literal->data = rc_module_alloc(m, 4);
  rc_func_insert_before(f, z, NULL);
  RcNode *r = rc_node_create(m, RC_OP_REDUCE, 2, 1);
  r->results[0].type = v8;
  rc_func_insert_before(f, r, NULL);
  rc_node_set_operand(r, 0, &cc->results[0]);
  rc_node_set_operand(r, 1, &z->results[0]);
  RcAttr *rd = rc_node_add_attr(r, "dimensions", RC_ATTR_INTS, NULL);
  rd->u.ints.n = 1;
  rd->u.ints.v = rc_module_alloc(m, 8);
  rd->u.ints.v[0] = 0;
  rc_node_add_attr(r, "to_apply", RC_ATTR_FUNC, NULL)->u.fn = red;
  RcNode *cmp = rc_node_create(m, RC_OP_COMPARE, 2, 1);
  cmp->results[0].type = rc_type_tensor(m, RC_DT_PRED, 1, d8);
  rc_func_insert_before(f, cmp, NULL);
  rc_node_set_operand(cmp, 0, &r->results[0]);
  rc_node_set_operand(cmp, 1, &r->results[0]);
  rc_node_add_attr(cmp, "direction", RC_ATTR_ENUM, NULL)->u.s = "GE";
  RcNode *ret2 = rc_node_create(m, RC_OP_RETURN, 1, 0);
  rc_func_insert_before(f, ret2, NULL);
  rc_node_set_operand(ret2, 0, &cmp->results[0]);
  assert_int_equal(rc_module_verify(m), RC_OK);

  char *text = print_str(m);
  const char *want =
      "HloModule built\n\n"
      "sum {\n"
      "  rc.parameter.1 = f32[] parameter(0)\n"
      "  rc.parameter.2 = f32[] parameter(1)\n"
      "  ROOT rc.add.3 = f32[] add(rc.parameter.1, rc.parameter.2)\n"
      "}\n\n"
      "ENTRY main {\n"
      "  x = f32[2,8] parameter(0)\n"
      "  rc.constant.4 = f32[] constant(0.70710677)\n"
      "  rc.broadcast.5 = f32[2,8] broadcast(rc.constant.4), dimensions={}\n"
      "  rc.custom-call.6 = f32[2,8] custom-call(x, rc.broadcast.5), custom_call_target=\"recompose.silu\", "
      "backend_config=\"dtype=f32;n=16\"\n"
      "  rc.constant.7 = f32[] constant(0)\n"
      "  rc.reduce.8 = f32[8] reduce(rc.custom-call.6, rc.constant.7), dimensions={0}, to_apply=sum\n"
      "  ROOT rc.compare.9 = pred[8] compare(rc.reduce.8, rc.reduce.8), direction=GE\n"
      "}\n";
  assert_string_equal(text, want);
  RcModule *m2 = parse_ok(ctx, "built.hlo", text, strlen(text));
  char *text2 = print_str(m2);
  assert_string_equal(text, text2);
  RcNode *cc2 = find_node(m2, "rc.custom-call.6");
  assert_string_equal(rc_node_attr(cc2, "custom_call_target")->u.s, "recompose.silu");
  double v;
  assert_true(rc_literal_get_f64(find_node(m2, "rc.constant.4")->literal, 0, &v));
  assert_true((float)v == kv);
  g_free(text2);
  rc_module_free(m2);
  g_free(text);
  rc_module_free(m);
  rc_ctx_free(ctx);
}

/* Every op of ops.def and every attribute kind prints structurally and reads
 * back: the same op where HLO has a spelling (dot_general prints as dot; ops
 * without one print as a custom call naming them), attributes with the same
 * text. The values are of an element type recompose does not model (f8), so
 * the typing rules, which no single operand type could satisfy for every op,
 * leave them alone. */
static void test_structural_every_op(void **state) {
  (void)state;
  RcCtx *ctx = rc_ctx_new();
  RcModule *m = rc_module_create(ctx, RC_FORMAT_HLO, "ops.hlo");
  RcFunc *callee = rc_func_create(m, "callee", NULL);
  int64_t d4[] = {4};
  RcType *v4 = rc_type_tensor(m, RC_DT_F32, 1, d4);
  RcNode *cp = rc_node_create(m, RC_OP_PARAMETER, 0, 1);
  cp->results[0].type = v4;
  rc_func_insert_before(callee, cp, NULL);
  callee->params = rc_module_alloc(m, sizeof(RcNode *));
  callee->params[0] = cp;
  callee->nparams = 1;
  RcNode *cr = rc_node_create(m, RC_OP_RETURN, 1, 0);
  rc_func_insert_before(callee, cr, NULL);
  rc_node_set_operand(cr, 0, &cp->results[0]);
  RcFunc *f = rc_func_create(m, "main", NULL);
  f->is_entry = true;
  m->entry = f;
  RcType *f8 = rc_type_tensor(m, RC_DT_OPAQUE, 1, d4);
  f8->text = "f8e4m3fn[4]";
  RcNode *p = rc_node_create(m, RC_OP_PARAMETER, 0, 1);
  p->results[0].type = f8;
  rc_func_insert_before(f, p, NULL);
  f->params = rc_module_alloc(m, sizeof(RcNode *));
  f->params[0] = p;
  f->nparams = 1;
  RcOp want[RC_OP_COUNT];
  RcNode *made[RC_OP_COUNT] = {0};
  for (int op = 0; op < RC_OP_COUNT; op++) {
    if (op == RC_OP_PARAMETER || op == RC_OP_RETURN) continue;
    int arity = rc_op_info[op].arity < 0 ? 2 : rc_op_info[op].arity;
    RcNode *n = rc_node_create(m, (RcOp)op, (uint32_t)arity, 1);
    n->results[0].type = op == RC_OP_CONSTANT ? v4 : f8;
    rc_func_insert_before(f, n, NULL);
    for (int i = 0; i < arity; i++) rc_node_set_operand(n, (uint32_t)i, &p->results[0]);
    if (op == RC_OP_OPAQUE) n->opname = "my-strange-op";
    if (op == RC_OP_CONSTANT) {
      n->literal = rc_module_alloc(m, sizeof(RcLiteral));
      n->literal->dtype = RC_DT_F32;
      n->literal->count = 4;
      float vals[4] = {1.5f, -0.0f, 3e-8f, 100.25f};
      n->literal->data = rc_module_alloc(m, sizeof vals);
      memcpy(n->literal->data, vals, sizeof vals);
    }
    want[op] = rc_op_info[op].hlo[0] ? (RcOp)op : op == RC_OP_DOT_GENERAL ? RC_OP_DOT : op == RC_OP_OPAQUE ? RC_OP_OPAQUE : RC_OP_CUSTOM_CALL;
    made[op] = n;
  }
  /* every attribute kind, on the add node */
  RcNode *a = made[RC_OP_ADD];
  rc_node_add_attr(a, "an_int", RC_ATTR_INT, NULL)->u.i = -7;
  rc_node_add_attr(a, "a_float", RC_ATTR_FLOAT, NULL)->u.f = 0.25;
  rc_node_add_attr(a, "a_bool", RC_ATTR_BOOL, NULL)->u.b = true;
  rc_node_add_attr(a, "a_str", RC_ATTR_STR, NULL)->u.s = "say \"hi\"";
  RcAttr *ints = rc_node_add_attr(a, "some_ints", RC_ATTR_INTS, NULL);
  ints->u.ints.n = 2;
  ints->u.ints.v = rc_module_alloc(m, 16);
  ints->u.ints.v[0] = 3;
  ints->u.ints.v[1] = -1;
  rc_node_add_attr(a, "to_apply", RC_ATTR_FUNC, NULL)->u.fn = callee;
  rc_node_add_attr(a, "an_enum", RC_ATTR_ENUM, NULL)->u.s = "kLoop";
  rc_node_add_attr(a, "a_raw", RC_ATTR_RAW, "{x=1 y=\"2\"}");
  rc_node_add_attr(made[RC_OP_GET_TUPLE_ELEMENT], "index", RC_ATTR_INT, NULL)->u.i = 0;
  RcNode *sl = made[RC_OP_SLICE];
  const char *sn[] = {"slice_starts", "slice_limits", "slice_strides"};
  const char *pn[] = {"padding_low", "padding_high", "padding_interior"};
  for (int k = 0; k < 3; k++) {
    RcAttr *x = rc_node_add_attr(sl, sn[k], RC_ATTR_INTS, NULL);
    x->u.ints.n = 1;
    x->u.ints.v = rc_module_alloc(m, 8);
    x->u.ints.v[0] = k == 0 ? 0 : k == 1 ? 4 : 2;
    x = rc_node_add_attr(made[RC_OP_PAD], pn[k], RC_ATTR_INTS, NULL);
    x->u.ints.n = 1;
    x->u.ints.v = rc_module_alloc(m, 8);
    x->u.ints.v[0] = k + 1;
  }
  RcNode *r = rc_node_create(m, RC_OP_RETURN, 1, 0);
  rc_func_insert_before(f, r, NULL);
  rc_node_set_operand(r, 0, &made[RC_OP_ADD]->results[0]);
  char *text = print_str(m);
  RcModule *m2 = NULL;
  if (rc_module_parse(ctx, "ops.hlo", text, strlen(text), RC_FORMAT_HLO, &m2) != RC_OK) {
    dump_diags(ctx);
    fail_msg("structural print does not read back:\n%s", text);
  }
  char *text2 = print_str(m2);
  assert_string_equal(text, text2);
  RcNode *n2 = m2->entry->first->next;
  for (int op = 0; op < RC_OP_COUNT; op++) {
    if (!made[op]) continue;
    if (n2->op != want[op]) fail_msg("op %s read back as %s:\n%s", rc_op_info[op].name, rc_op_info[n2->op].name, text);
    n2 = n2->next;
  }
  if (getenv("RC_HLO_DEBUG")) fputs(text, stderr);
  assert_non_null(strstr(text, "an_int=-7, a_float=0.25, a_bool=true, a_str=\"say \\\"hi\\\"\", some_ints={3,-1}, "
                               "to_apply=callee, an_enum=kLoop, a_raw={x=1 y=\"2\"}"));
  assert_non_null(strstr(text, "slice={[0:4:2]}"));
  assert_non_null(strstr(text, "padding=1_2_3"));
  assert_non_null(strstr(text, "constant({1.5, -0, 3e-08, 100.25})"));
  assert_non_null(strstr(text, "custom-call(rc.parameter.2), custom_call_target=\"chlo.erfc\""));
  assert_non_null(strstr(text, "my-strange-op(rc.parameter.2, rc.parameter.2)"));
  g_free(text2);
  rc_module_free(m2);
  g_free(text);
  rc_module_free(m);
  rc_ctx_free(ctx);
}

/* A pass-like edit of a parsed module: the new fused call prints in the
 * module's style (%, inline shapes, layouts), redirected operands print the
 * new name, untouched instructions keep their text. */
static void test_pass_edit(void **state) {
  (void)state;
  const char *src =
      "HloModule IrToHlo.9, entry_computation_layout={(f32[4,2]{1,0})->(f32[4,2]{1,0})}\n\n"
      "ENTRY %IrToHlo.9 (p0.1: f32[4,2]) -> (f32[4,2]) {\n"
      "  %p0.1 = f32[4,2]{1,0} parameter(0), metadata={op_type=\"xla__device_data\"}\n"
      "  %logistic.2 = f32[4,2]{1,0} logistic(f32[4,2]{1,0} %p0.1)\n"
      "  %multiply.3 = f32[4,2]{1,0} multiply(f32[4,2]{1,0} %p0.1, f32[4,2]{1,0} %logistic.2), metadata={op_type=\"aten__mul\"}\n"
      "  ROOT %tuple.4 = (f32[4,2]{1,0}) tuple(f32[4,2]{1,0} %multiply.3)\n"
      "}\n";
  RcCtx *ctx = rc_ctx_new();
  RcModule *m = parse_ok(ctx, "edit.hlo", src, strlen(src));
  RcNode *mul = find_node(m, "multiply.3"), *lg = find_node(m, "logistic.2"), *p = find_node(m, "p0.1");
  RcNode *cc = rc_node_create(m, RC_OP_CUSTOM_CALL, 1, 1);
  cc->results[0].type = rc_type_clone(m, mul->results[0].type);
  cc->loc = mul->loc;
  rc_func_insert_before(m->entry, cc, mul);
  rc_node_set_operand(cc, 0, &p->results[0]);
  rc_node_add_attr(cc, "custom_call_target", RC_ATTR_STR, NULL)->u.s = "recompose.silu";
  rc_node_add_attr(cc, "backend_config", RC_ATTR_STR, NULL)->u.s = "dtype=f32;n=8";
  rc_value_replace_all_uses(&mul->results[0], &cc->results[0]);
  rc_node_erase(mul);
  rc_node_erase(lg);
  assert_int_equal(rc_module_verify(m), RC_OK);
  char *text = print_str(m);
  const char *want =
      "HloModule IrToHlo.9, entry_computation_layout={(f32[4,2]{1,0})->(f32[4,2]{1,0})}\n\n"
      "ENTRY %IrToHlo.9 (p0.1: f32[4,2]) -> (f32[4,2]) {\n"
      "  %p0.1 = f32[4,2]{1,0} parameter(0), metadata={op_type=\"xla__device_data\"}\n"
      "  %rc.custom-call.1 = f32[4,2]{1,0} custom-call(f32[4,2]{1,0} %p0.1), custom_call_target=\"recompose.silu\", "
      "backend_config=\"dtype=f32;n=8\"\n"
      "  ROOT %tuple.4 = (f32[4,2]{1,0}) tuple(f32[4,2]{1,0} %rc.custom-call.1)\n"
      "}\n";
  assert_string_equal(text, want);
  RcModule *m2 = parse_ok(ctx, "edit.hlo", text, strlen(text));
  char *text2 = print_str(m2);
  assert_string_equal(text, text2);
  g_free(text2);
  rc_module_free(m2);
  g_free(text);
  rc_module_free(m);
  rc_ctx_free(ctx);
}

/* Redirecting one operand of a long tuple whose operand list carries an
 * index=5 block comment rewrites just that reference. */
static void test_redirect_in_commented_operands(void **state) {
  (void)state;
  size_t len = 0;
  char *text = read_rel("corpus/hlo/long_tuple_index_comments.hlo", &len);
  assert_non_null(text);
  RcCtx *ctx = rc_ctx_new();
  RcModule *m = parse_ok(ctx, "t.hlo", text, len);
  RcNode *neg = find_node(m, "negate.7"), *abs_ = find_node(m, "abs.8");
  rc_value_replace_all_uses(&neg->results[0], &abs_->results[0]);
  rc_node_erase(neg);
  assert_int_equal(rc_module_verify(m), RC_OK);
  char *p = print_str(m);
  assert_non_null(strstr(p, "f32[4]{0} %erf.6, /*index=5*/f32[4]{0} %abs.8, f32[4]{0} %abs.8)\n"));
  assert_null(strstr(p, "negate"));
  RcModule *m2 = parse_ok(ctx, "t.hlo", p, strlen(p));
  char *p2 = print_str(m2);
  assert_string_equal(p, p2);
  g_free(p2);
  rc_module_free(m2);
  g_free(p);
  rc_module_free(m);
  rc_ctx_free(ctx);
  g_free(text);
}

/* Renaming a parsed value: its instruction and every use print the new name. */
static void test_rename_value(void **state) {
  (void)state;
  const char *src = "ENTRY main {\n  p = f32[4]{0} parameter(0)\n  e = f32[4]{0} exponential(p), metadata={op_name=\"e\"}\n"
                    "  ROOT m = f32[4]{0} multiply(p, e)\n}\n";
  RcCtx *ctx = rc_ctx_new();
  RcModule *m = parse_ok(ctx, "r.hlo", src, strlen(src));
  find_node(m, "e")->results[0].name = "renamed.1";
  char *p = print_str(m);
  assert_string_equal(p, "ENTRY main {\n  p = f32[4]{0} parameter(0)\n"
                         "  renamed.1 = f32[4]{0} exponential(p), metadata={op_name=\"e\"}\n"
                         "  ROOT m = f32[4]{0} multiply(p, renamed.1)\n}\n");
  g_free(p);
  rc_module_free(m);
  rc_ctx_free(ctx);
}

/* ROOT is printed where the computation's RETURN points, wherever that instruction stands:
 * a parameter, an instruction before the last one, a root read by a later instruction.
 * Pointing the RETURN elsewhere moves the mark. */
/* The reader checks every node's typing rules once: the verifier right after it checks the
 * structure only, and checks the types again once anything changed a node. */
static void test_types_checked_once(void **state) {
  (void)state;
  const char *src = "HloModule m\n\n"
                    "ENTRY %main (p0: f32[4], p1: f16[4]) -> f32[4] {\n"
                    "  %p0 = f32[4]{0} parameter(0)\n"
                    "  %p1 = f16[4]{0} parameter(1)\n"
                    "  ROOT %add = f32[4]{0} add(f32[4]{0} %p0, f32[4]{0} %p0)\n"
                    "}\n";
  for (int how = 0; how < 2; how++) {
    RcCtx *ctx = rc_ctx_new();
    RcModule *m = parse_ok(ctx, "typed.hlo", src, strlen(src));
    assert_true(m->types_checked);
    RcNode *add = find_node(m, "add"), *p0 = find_node(m, "p0"), *p1 = find_node(m, "p1");
    if (how == 0)
      rc_node_set_operand(add, 1, &p1->results[0]);
    else
      rc_value_replace_all_uses(&p0->results[0], &p1->results[0]);
    assert_false(m->types_checked);
    assert_int_equal(rc_module_verify(m), RC_ERR_INPUT);
    char *d = first_diag(ctx);
    assert_non_null(strstr(d, "typed.hlo:6:"));
    g_free(d);
    rc_module_free(m);
    rc_ctx_free(ctx);
  }
}

/* Layouts as XLA's lexer reads them: a rank-0 shape's holds only tiles ('{:'), a layout may
 * follow its shape after blanks, and the '{' opening a body after "-> f32[4] " or "->f32[]" is no layout. */
static void test_layouts_xla_reads(void **state) {
  (void)state;
  const char *src = "HloModule l\n\n"
                    "%twice(a: f32[])->f32[]{\n"
                    "  %a = f32[] parameter(0)\n"
                    "  ROOT %s = f32[] add(%a, %a)\n"
                    "}\n\n"
                    "ENTRY %main (p: f32[4] {0}) -> f32[4] {\n"
                    "  %p = f32[4] {0} parameter(0)\n"
                    "  %c = f32[]{:T(256)S(1)} constant(1)\n"
                    "  %k = f32[]{:T(256)S(1)} call(%c), to_apply=%twice\n"
                    "  %b = f32[4]\t{ 0:T(128)} broadcast(%k), dimensions={}\n"
                    "  ROOT %m = f32[4]{0} multiply(%p, %b)\n"
                    "}\n";
  RcCtx *ctx = rc_ctx_new();
  RcModule *m = parse_ok(ctx, "l.hlo", src, strlen(src));
  const RcType *k = find_node(m, "k")->results[0].type, *p = find_node(m, "p")->results[0].type;
  assert_int_equal(k->rank, 0);
  assert_string_equal(k->layout, "{:T(256)S(1)}");
  assert_int_equal(p->rank, 1);
  assert_string_equal(p->layout, "{0}");
  assert_string_equal(find_node(m, "b")->results[0].type->layout, "{ 0:T(128)}");
  rc_module_free(m);
  rc_ctx_free(ctx);
}

static void test_root_placement(void **state) {
  (void)state;
  const char *src = "HloModule r\n\nid {\n  ROOT q = f32[4]{0} parameter(0)\n}\n\n"
                    "ENTRY main {\n  a = f32[4]{0} parameter(0)\n  c = f32[4]{0} call(a), to_apply=id\n"
                    "  ROOT r = f32[4]{0} negate(c)\n  d = f32[4]{0} exponential(r)\n}\n";
  RcCtx *ctx = rc_ctx_new();
  RcModule *m = parse_ok(ctx, "r.hlo", src, strlen(src));
  assert_true(rc_node_operand(m->entry->last, 0)->def == find_node(m, "r"));
  char *p = print_str(m);
  assert_string_equal(p, src);
  g_free(p);
  rc_node_set_operand(m->entry->last, 0, &find_node(m, "d")->results[0]);
  p = print_str(m);
  assert_string_equal(p, "HloModule r\n\nid {\n  ROOT q = f32[4]{0} parameter(0)\n}\n\n"
                         "ENTRY main {\n  a = f32[4]{0} parameter(0)\n  c = f32[4]{0} call(a), to_apply=id\n"
                         "  r = f32[4]{0} negate(c)\n  ROOT d = f32[4]{0} exponential(r)\n}\n");
  g_free(p);
  rc_module_free(m);
  rc_ctx_free(ctx);
}

/* The reader keeps an instruction's text only where the instruction spelling (spell.c) says
 * less: a plain instruction keeps its style, one with extra spaces keeps its text, and both
 * print back byte for byte. */
static void test_template_where_spelling_differs(void **state) {
  (void)state;
  const char *src = "ENTRY main {\n  p = f32[4]{0} parameter(0)\n  a = f32[4]{0} negate(p)\n"
                    "  ROOT b = f32[4]{0}  negate( a )\n}\n";
  RcCtx *ctx = rc_ctx_new();
  RcModule *m = parse_ok(ctx, "t.hlo", src, strlen(src));
  const HloNodeFmt *fa = find_node(m, "a")->fmtdata, *fb = find_node(m, "b")->fmtdata;
  assert_int_equal(fa->kind, HLO_FMT_STYLE);
  assert_int_equal(fb->kind, HLO_FMT_TEXT);
  RcWriter scratch;
  HloModFmt style = {false, false, true};
  const char *ta = "a = f32[4]{0} negate(p)";
  assert_true(rc_hlo_structural_equals(find_node(m, "a"), &style, -1, &scratch, NULL, ta, strlen(ta)));
  assert_false(rc_hlo_structural_equals(find_node(m, "b"), &style, -1, &scratch, NULL, fb->text, fb->len));
  char *p = print_str(m);
  assert_string_equal(p, src);
  g_free(p);
  rc_module_free(m);
  rc_ctx_free(ctx);
}

/* An owned text is released behind the reader: the module and the
 * diagnostics are those of a plain parse (a late error is still quoted; one
 * pointing back into the released part keeps its line and column). */
static void test_owned_release(void **state) {
  (void)state;
  GString *src = g_string_new("HloModule big\n\nENTRY main {\n  p0 = f32[8]{0} parameter(0)\n");
  for (int i = 1; i < 3000; i++) g_string_append_printf(src, "  a%d = f32[8]{0} add(a%d, p0)\n", i, i - 1);
  GString *good = g_string_new(src->str);
  g_string_replace(good, "add(a0, p0)", "negate(p0)", 1);
  g_string_append(good, "  ROOT r = f32[8]{0} negate(a2999)\n}\n");
  bool quoted = false;
  assert_true(check_owned(good->str, good->len, RC_FORMAT_HLO, NULL));
  /* a0 is never defined: reported at its use on line 5, after the whole computation is read */
  GString *back = g_string_new(src->str);
  g_string_append(back, "}\n");
  assert_true(check_owned(back->str, back->len, RC_FORMAT_HLO, &quoted));
  assert_false(quoted);
  GString *late = g_string_new(good->str);
  g_string_truncate(late, late->len - 2);
  g_string_append(late, "  bad = f32[8]{0} negate(p0\n}\n");
  assert_true(check_owned(late->str, late->len, RC_FORMAT_HLO, &quoted));
  assert_true(quoted);
  g_string_free(src, TRUE);
  g_string_free(good, TRUE);
  g_string_free(back, TRUE);
  g_string_free(late, TRUE);
}

/* The name scope: numbered names go to per-prefix arrays, the rest to a hash
 * table; names that differ only in leading zeros, numbers far apart, names of
 * ten digits and more prefixes than the arrays take all resolve, and a
 * duplicate is found whichever side holds the first definition. */
/* A prefix that uses a third of its numbers (constants numbered along with the
 * other instructions) is looked up in a sorted list: recent and old names, a
 * number below the last one (kept in the hash table), unused numbers and
 * duplicates. */
static void test_name_scope_sparse(void **state) {
  (void)state;
  enum { N = 20000 };
  GString *src = g_string_new("ENTRY main {\n  p = f32[] parameter(0)\n");
  for (int i = 0; i < N; i++) {
    g_string_append_printf(src, "  k%d = f32[] constant(%d)\n", 3 * i + 5, i);
    if (i)
      g_string_append_printf(src, "  v%d = f32[] add(v%d, k%d)\n", i, i - 1, 3 * (i / 2) + 5);
    else
      g_string_append_printf(src, "  v0 = f32[] add(p, k5)\n");
  }
  g_string_append_printf(src, "  k2 = f32[] constant(-1)\n  x = f32[] add(v%d, k5)\n  y = f32[] add(x, k2)\n"
                              "  ROOT r = f32[] add(y, k%d)\n}\n", N - 1, 3 * (N - 1) + 5);
  RcCtx *ctx = rc_ctx_new();
  RcModule *m = parse_ok(ctx, "sparse.hlo", src->str, src->len);
  RcNode *x = find_node(m, "x"), *y = find_node(m, "y"), *r = find_node(m, "r");
  assert_ptr_equal(rc_node_uses(x)[1].value->def, find_node(m, "k5"));
  assert_ptr_equal(rc_node_uses(y)[1].value->def, find_node(m, "k2"));
  char name[32];
  snprintf(name, sizeof name, "k%d", 3 * (N - 1) + 5);
  assert_ptr_equal(rc_node_uses(r)[1].value->def, find_node(m, name));
  for (int i = 1; i < N; i += 3331) {
    snprintf(name, sizeof name, "v%d", i);
    RcNode *v = find_node(m, name);
    double d;
    assert_true(rc_literal_get_f64(rc_node_uses(v)[1].value->def->literal, 0, &d));
    assert_true(d == (double)(i / 2));
  }
  char *out = print_str(m);
  assert_string_equal(out, src->str);
  g_free(out);
  rc_module_free(m);
  /* Unused numbers are undefined; names already taken are duplicates. */
  const char *bad[][2] = {{"  z = f32[] add(r, k6)\n", "undefined value '%k6'"},
                          {"  z = f32[] add(r, k1)\n", "undefined value '%k1'"},
                          {"  z = f32[] add(r, k99999999)\n", "undefined value '%k99999999'"},
                          {"  k5 = f32[] negate(r)\n", "duplicate name '%k5'"},
                          {"  k30002 = f32[] negate(r)\n", "duplicate name '%k30002'"},
                          {"  k2 = f32[] negate(r)\n", "duplicate name '%k2'"}};
  for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
    GString *d = g_string_new(src->str);
    g_string_truncate(d, d->len - 2); /* before "}\n" */
    g_string_append_printf(d, "%s}\n", bad[i][0]);
    RcModule *mm = NULL;
    rc_ctx_clear_diagnostics(ctx);
    assert_int_equal(rc_module_parse(ctx, "bad.hlo", d->str, d->len, RC_FORMAT_HLO, &mm), RC_ERR_INPUT);
    assert_null(mm);
    assert_non_null(strstr(rc_ctx_diagnostic(ctx, 0)->message, bad[i][1]));
    g_string_free(d, TRUE);
  }
  rc_ctx_free(ctx);
  g_string_free(src, TRUE);
}

static void test_name_scope(void **state) {
  (void)state;
  GString *src = g_string_new("ENTRY main {\n  v1 = f32[] parameter(0)\n  v01 = f32[] negate(v1)\n"
                              "  x = f32[] add(v01, v1)\n  y4000000 = f32[] add(x, v01)\n"
                              "  a1234567890 = f32[] add(y4000000, x)\n  _0 = f32[] add(a1234567890, v1)\n"
                              "  y2 = f32[] add(_0, y4000000)\n");
  const char *last = "y2";
  char prev[32];
  for (int i = 0; i < 1500; i++) {
    snprintf(prev, sizeof prev, "%s", last);
    g_string_append_printf(src, "  p%d_%d = f32[] add(%s, y4000000)\n", i, i % 3, prev);
    static char buf[32];
    snprintf(buf, sizeof buf, "p%d_%d", i, i % 3);
    last = buf;
  }
  g_string_append_printf(src, "  ROOT r = f32[] add(%s, p7_1)\n}\n", last);
  RcCtx *ctx = rc_ctx_new();
  RcModule *m = parse_ok(ctx, "names.hlo", src->str, src->len);
  RcNode *v01 = find_node(m, "v01"), *x = find_node(m, "x"), *r = find_node(m, "r");
  assert_non_null(v01);
  assert_ptr_equal(rc_node_uses(v01)[0].value->def, find_node(m, "v1"));
  assert_ptr_equal(rc_node_uses(x)[0].value, &v01->results[0]);
  assert_ptr_equal(rc_node_uses(find_node(m, "y2"))[0].value->def, find_node(m, "_0"));
  assert_ptr_equal(rc_node_uses(find_node(m, "_0"))[0].value->def, find_node(m, "a1234567890"));
  assert_ptr_equal(rc_node_uses(r)[1].value->def, find_node(m, "p7_1"));
  assert_ptr_equal(rc_node_uses(r)[0].value->def, find_node(m, "p1499_2"));
  char *out = print_str(m);
  assert_string_equal(out, src->str);
  g_free(out);
  rc_module_free(m);
  const char *dups[] = {"v01", "y4000000", "a1234567890", "x", "p1200_0", "_0"};
  for (size_t i = 0; i < sizeof dups / sizeof *dups; i++) {
    GString *d = g_string_new(src->str);
    g_string_truncate(d, d->len - 2); /* before "}\n" */
    g_string_append_printf(d, "  %s = f32[] negate(r)\n}\n", dups[i]);
    RcModule *bad = NULL;
    rc_ctx_clear_diagnostics(ctx);
    assert_int_equal(rc_module_parse(ctx, "dup.hlo", d->str, d->len, RC_FORMAT_HLO, &bad), RC_ERR_INPUT);
    assert_null(bad);
    assert_non_null(strstr(rc_ctx_diagnostic(ctx, 0)->message, "duplicate name"));
    g_string_free(d, TRUE);
  }
  rc_ctx_free(ctx);
  g_string_free(src, TRUE);
}

/* Every prefix and many one-byte mutations of each corpus file either parse
 * or fail with a diagnostic; nothing crashes (run under ASan/UBSan). */
static void test_truncate_and_mutate(void **state) {
  (void)state;
  GPtrArray *files = list_dir("corpus/hlo", ".hlo", ".print.hlo");
  static const char bytes[] = {'{', '}', '(', ')', ',', '=', '%', '"', '\n', '[', ']', 'x', '0', '-', '\xff', 0};
  guint32 seed = 12345;
  int rounds = getenv("RC_HLO_MUTATIONS") ? atoi(getenv("RC_HLO_MUTATIONS")) : 200;
  for (guint i = 0; i < files->len; i++) {
    char *rel = g_strdup_printf("corpus/hlo/%s", (char *)files->pdata[i]);
    size_t len = 0;
    char *text = read_rel(rel, &len);
    RcCtx *ctx = rc_ctx_new();
    for (size_t cut = 0; cut < len; cut += 3) {
      RcModule *m = NULL;
      RcStatus st = rc_module_parse(ctx, rel, text, cut, RC_FORMAT_HLO, &m);
      if (st == RC_OK) {
        rc_module_verify(m);
        char *p = print_str(m);
        g_free(p);
        rc_module_free(m);
      } else {
        assert_null(m);
        assert_true(rc_ctx_diagnostic_count(ctx) > 0);
      }
      rc_ctx_clear_diagnostics(ctx);
    }
    char *mut = g_memdup2(text, len);
    for (int k = 0; k < rounds && len; k++) {
      memcpy(mut, text, len);
      seed = seed * 1103515245u + 12345u;
      for (int hits = 1 + (int)(seed >> 28) % 3; hits > 0; hits--) {
        size_t at = (seed >> 8) % len;
        mut[at] = bytes[(seed >> 3) % sizeof bytes];
        seed = seed * 1103515245u + 12345u;
      }
      RcModule *m = NULL;
      if (rc_module_parse(ctx, rel, mut, len, RC_FORMAT_HLO, &m) == RC_OK) {
        /* Whatever reads must round-trip: same graph, printing a fixed point. */
        char *p = print_str(m);
        RcModule *m2 = NULL;
        if (rc_module_parse(ctx, rel, p, strlen(p), RC_FORMAT_HLO, &m2) != RC_OK) {
          dump_diags(ctx);
          fail_msg("%s: mutation %d reads but its print does not:\n%.*s\n---\n%s", rel, k, (int)len, mut, p);
        }
        char why[256];
        if (!rc_test_graph_equal(m, m2, why, sizeof why))
          fail_msg("%s: mutation %d changes the graph in a round trip: %s\n%s", rel, k, why, p);
        char *p2 = print_str(m2);
        if (strcmp(p, p2)) fail_msg("%s: mutation %d: printing is not a fixed point", rel, k);
        g_free(p2);
        rc_module_free(m2);
        rc_module_verify(m);
        g_free(p);
        rc_module_free(m);
      } else {
        assert_true(rc_ctx_diagnostic_count(ctx) > 0);
      }
      rc_ctx_clear_diagnostics(ctx);
    }
    g_free(mut);
    rc_ctx_free(ctx);
    g_free(text);
    g_free(rel);
  }
  g_ptr_array_free(files, TRUE);
}

typedef struct {
  long left; /* allocations still allowed; < 0 = unlimited */
  long live;
} FailAlloc;

static void *fail_alloc(void *user, size_t size) {
  FailAlloc *fa = user;
  if (fa->left == 0) return NULL;
  if (fa->left > 0) fa->left--;
  void *p = malloc(size ? size : 1);
  if (p) fa->live++;
  return p;
}

static void fail_free(void *user, void *p) {
  FailAlloc *fa = user;
  if (p) fa->live--;
  free(p);
}

/* Every allocation the reader makes through the context's hook may fail: the
 * parse then returns RC_ERR_NOMEM, frees everything, and an attempt with
 * enough memory succeeds. */
static void test_allocation_failures(void **state) {
  (void)state;
  size_t len = 0;
  char *text = read_rel("corpus/hlo/tf_softmax_bf16.hlo", &len);
  assert_non_null(text);
  FailAlloc fa = {-1, 0};
  RcAllocator a = {fail_alloc, fail_free, &fa};
  bool succeeded = false;
  for (long limit = 0; limit < 64 && !succeeded; limit++) {
    RcCtx *ctx = rc_ctx_new_with_allocator(&a);
    assert_non_null(ctx);
    fa.left = limit;
    RcModule *m = NULL;
    RcStatus st = rc_module_parse(ctx, "tf.hlo", text, len, RC_FORMAT_HLO, &m);
    fa.left = -1;
    if (st == RC_OK) {
      succeeded = true;
      assert_int_equal(rc_module_verify(m), RC_OK);
    } else {
      assert_int_equal(st, RC_ERR_NOMEM);
      assert_null(m);
    }
    rc_module_free(m);
    rc_ctx_free(ctx);
    assert_int_equal(fa.live, 0);
  }
  assert_true(succeeded);
  g_free(text);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_corpus_roundtrip), cmocka_unit_test(test_constant_one_value),
      cmocka_unit_test(test_constant_one_value_zero),
      cmocka_unit_test(test_malformed_suite),
      cmocka_unit_test(test_deep_chain), cmocka_unit_test(test_wide_tuple),       cmocka_unit_test(test_deep_nesting),
      cmocka_unit_test(test_literals),         cmocka_unit_test(test_nan_payload), cmocka_unit_test(test_attrs), cmocka_unit_test(test_shared_attrs),
      cmocka_unit_test(test_structural_print), cmocka_unit_test(test_structural_every_op),
      cmocka_unit_test(test_pass_edit), cmocka_unit_test(test_types_checked_once), cmocka_unit_test(test_layouts_xla_reads), cmocka_unit_test(test_rename_value), cmocka_unit_test(test_root_placement),
      cmocka_unit_test(test_template_where_spelling_differs), cmocka_unit_test(test_redirect_in_commented_operands),
      cmocka_unit_test(test_truncate_and_mutate), cmocka_unit_test(test_name_scope), cmocka_unit_test(test_name_scope_sparse), cmocka_unit_test(test_owned_release), cmocka_unit_test(test_allocation_failures),
  };
  return cmocka_run_group_tests_name("hlo", tests, NULL, NULL);
}
