/* Tests of the StableHLO reader and writer: the corpus round trip (golden
 * print, fixed point, identical graph after a second parse), structural
 * printing of pass-built nodes and functions, rewiring, scale (a 100,000-deep
 * operand chain) and the malformed-input suite (exact first diagnostic). */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include "owned_parse.h"
#include "first_diag.h"

#include <dirent.h>
#include <glib.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "formats/format.h"
#include "ir/ir.h"
#include "formats/stablehlo/sh.h"
#include "numerics/numerics.h"

static char *slurp(const char *path, size_t *len) {
  gchar *s = NULL;
  gsize n = 0;
  if (!g_file_get_contents(path, &s, &n, NULL)) return NULL;
  *len = n;
  return s;
}

static size_t to_string(void *user, const char *data, size_t len) {
  g_string_append_len((GString *)user, data, (gssize)len);
  return len;
}

static char *print_module(const RcModule *m) {
  GString *s = g_string_new(NULL);
  assert_int_equal(rc_module_write(m, to_string, s), RC_OK);
  return g_string_free(s, FALSE);
}

static RcModule *parse_ok(RcCtx *ctx, const char *name, const char *text, size_t len) {
  RcModule *m = NULL;
  RcStatus st = rc_module_parse(ctx, name, text, len, RC_FORMAT_STABLEHLO, &m);
  if (st != RC_OK) {
    char *d = first_diag(ctx);
    fail_msg("%s: %s", name, d);
  }
  if (rc_module_verify(m) != RC_OK) {
    char *d = first_diag(ctx);
    fail_msg("%s: verify: %s", name, d);
  }
  return m;
}

/* ---- graph identity ---- */

static void same_type(const RcType *a, const RcType *b) {
  if (!a || !b) {
    assert_true(a == b);
    return;
  }
  assert_true(rc_type_equal(a, b));
  assert_true((a->text == NULL) == (b->text == NULL));
  if (a->text) assert_string_equal(a->text, b->text);
}

static void same_func(const RcFunc *a, const RcFunc *b, GHashTable *map);

/* Values are identified by their position: map from a's node to b's node. */
static void same_node(const RcNode *a, const RcNode *b, GHashTable *map) {
  assert_int_equal(a->op, b->op);
  assert_true((a->opname == NULL) == (b->opname == NULL));
  if (a->opname) assert_string_equal(a->opname, b->opname);
  assert_int_equal(a->noperands, b->noperands);
  assert_int_equal(a->nresults, b->nresults);
  assert_int_equal(rc_node_nregions(a), rc_node_nregions(b));
  assert_int_equal(a->nattrs, b->nattrs);
  assert_int_equal(a->flags, b->flags);
  assert_true((sh_node_loc(a) == NULL) == (sh_node_loc(b) == NULL));
  if (sh_node_loc(a)) assert_string_equal(sh_node_loc(a), sh_node_loc(b));
  for (uint32_t i = 0; i < a->noperands; i++) {
    const RcValue *va = rc_node_operand(a, i), *vb = rc_node_operand(b, i);
    assert_non_null(va);
    assert_non_null(vb);
    assert_ptr_equal(g_hash_table_lookup(map, va->def), vb->def);
    assert_int_equal(va->index, vb->index);
  }
  for (uint32_t i = 0; i < a->nresults; i++) {
    same_type(a->results[i].type, b->results[i].type);
    assert_true((a->results[i].name == NULL) == (b->results[i].name == NULL));
    if (a->results[i].name) assert_string_equal(a->results[i].name, b->results[i].name);
  }
  for (uint32_t i = 0; i < a->nattrs; i++) {
    const RcAttr *x = &a->attrs[i], *y = &b->attrs[i];
    assert_string_equal(x->name, y->name);
    assert_int_equal(x->kind, y->kind);
    assert_true((x->raw == NULL) == (y->raw == NULL));
    if (x->raw) assert_string_equal(x->raw, y->raw);
    if (x->kind == RC_ATTR_INTS) {
      assert_int_equal(x->u.ints.n, y->u.ints.n);
      if (x->u.ints.n) assert_memory_equal(x->u.ints.v, y->u.ints.v, sizeof(int64_t) * x->u.ints.n);
    } else if (x->kind == RC_ATTR_INT) {
      assert_int_equal(x->u.i, y->u.i);
    } else if (x->kind == RC_ATTR_STR || x->kind == RC_ATTR_ENUM) {
      assert_string_equal(x->u.s, y->u.s);
    } else if (x->kind == RC_ATTR_FUNC) {
      assert_non_null(x->u.fn);
      assert_non_null(y->u.fn);
      assert_string_equal(x->u.fn->name, y->u.fn->name);
    }
  }
  assert_true((a->literal == NULL) == (b->literal == NULL));
  if (a->literal) {
    const RcLiteral *x = a->literal, *y = b->literal;
    assert_int_equal(x->dtype, y->dtype);
    assert_int_equal(x->count, y->count);
    assert_int_equal(x->splat, y->splat);
    size_t es = (size_t)rc_dtype_info[x->dtype].bits / 8;
    assert_memory_equal(x->data, y->data, es * (size_t)x->count);
  }
  g_hash_table_insert(map, (gpointer)a, (gpointer)b);
  for (uint32_t r = 0; r < rc_node_nregions(a); r++) same_func(rc_node_regions(a)[r], rc_node_regions(b)[r], map);
}

static void same_func(const RcFunc *a, const RcFunc *b, GHashTable *map) {
  assert_true((a->name == NULL) == (b->name == NULL));
  if (a->name) assert_string_equal(a->name, b->name);
  assert_int_equal(a->nnodes, b->nnodes);
  assert_int_equal(a->nparams, b->nparams);
  assert_int_equal(a->is_entry, b->is_entry);
  for (uint32_t i = 0; i < a->nparams; i++) g_hash_table_insert(map, a->params[i], b->params[i]);
  const RcNode *y = b->first;
  rc_func_for_each(a, x) {
    assert_non_null(y);
    same_node(x, y, map);
    y = y->next;
  }
}

static void same_graph(const RcModule *a, const RcModule *b) {
  assert_int_equal(a->nfuncs, b->nfuncs);
  GHashTable *map = g_hash_table_new(g_direct_hash, g_direct_equal);
  const RcFunc *g = b->funcs;
  for (const RcFunc *f = a->funcs; f; f = f->next, g = g->next) same_func(f, g, map);
  assert_string_equal(a->entry->name, b->entry->name);
  g_hash_table_destroy(map);
}

/* Files whose ops the reader reads by meaning, built of other ops than the text names (CHLO's
 * implicitly broadcasting ops, read_chlo.c): their print names the ops and values the reader
 * built, so its reparse matches the reparse of that print rather than the first read. */
static bool read_by_meaning(const char *name) { return strstr(name, "/chlo_") != NULL; }

/* print(parse(text)) of one module; print is a fixed point; the reparse gives the same graph. */
static char *roundtrip_module(const char *name, const char *text, size_t len) {
  RcCtx *ctx = rc_ctx_new();
  RcModule *m = parse_ok(ctx, name, text, len);
  char *p1 = print_module(m);
  RcModule *m2 = parse_ok(ctx, name, p1, strlen(p1));
  char *p2 = print_module(m2);
  assert_string_equal(p1, p2);
  if (read_by_meaning(name)) {
    RcModule *m3 = parse_ok(ctx, name, p2, strlen(p2));
    same_graph(m2, m3);
    rc_module_free(m3);
  } else {
    same_graph(m, m2);
  }
  rc_module_free(m);
  rc_module_free(m2);
  g_free(p2);
  rc_ctx_free(ctx);
  return p1;
}

/* print(parse(text)) == expect, each module of a split file on its own and followed by its
 * separator line, with roundtrip_module's checks. */
static void roundtrip(const char *name, const char *text, size_t len, const char *expect) {
  RcChunk ch[16];
  size_t n = rc_text_split(text, len, ch, 16);
  assert_true(n <= 16);
  GString *out = g_string_new(NULL);
  for (size_t i = 0; i < n; i++) {
    char *p1 = roundtrip_module(name, text + ch[i].offset, ch[i].len);
    g_string_append(out, p1);
    g_string_append_len(out, text + ch[i].sep_offset, (gssize)ch[i].sep_len);
    g_free(p1);
  }
  if (expect && strcmp(out->str, expect)) fail_msg("%s: printed text differs from the expected text:\n%s", name, out->str);
  g_string_free(out, TRUE);
}

static void test_corpus(void **state) {
  (void)state;
  const char *dir = "corpus/stablehlo";
  GDir *d = g_dir_open(dir, 0, NULL);
  assert_non_null(d);
  int count = 0;
  const char *e;
  while ((e = g_dir_read_name(d))) {
    if (!g_str_has_suffix(e, ".mlir") || g_str_has_suffix(e, ".print.mlir")) continue;
    char *path = g_build_filename(dir, e, NULL);
    char *base = g_strndup(path, strlen(path) - 5);
    char *golden_path = g_strconcat(base, ".print.mlir", NULL);
    size_t len = 0, glen = 0;
    char *text = slurp(path, &len), *golden = slurp(golden_path, &glen);
    assert_non_null(text);
    roundtrip(path, text, len, golden ? golden : text);
    g_free(text);
    g_free(golden);
    g_free(golden_path);
    g_free(base);
    g_free(path);
    count++;
  }
  g_dir_close(d);
  assert_true(count >= 25);
}

/* The node of f whose (first) result is named `name`. */
static const RcNode *node_named(const RcFunc *f, const char *name) {
  rc_func_for_each(f, n) {
    if (n->nresults && n->results[0].name && !strcmp(n->results[0].name, name)) return n;
  }
  fail_msg("no value %%%s", name);
  return NULL;
}

static RcModule *parse_corpus(RcCtx *ctx, const char *file) {
  size_t len = 0;
  char *path = g_strdup_printf("corpus/stablehlo/%s", file);
  char *text = slurp(path, &len);
  assert_non_null(text);
  RcModule *m = parse_ok(ctx, path, text, len);
  g_free(text);
  g_free(path);
  return m;
}

static double lit_f64(const RcNode *n, int64_t i) {
  double v = 0;
  assert_non_null(n->literal);
  assert_true(rc_literal_get_f64(n->literal, n->literal->splat ? 0 : i, &v));
  return v;
}

/* arith.constant, sdy.constant and mhlo.constant are constants with their values (pretty and
 * generic, splats and arrays); a scalar `arith.constant 1.0 : f32` is not a tensor: opaque. */
static void test_dialect_constants(void **state) {
  (void)state;
  RcCtx *ctx = rc_ctx_new();
  RcModule *m = parse_corpus(ctx, "dialect_constants.mlir");
  const RcFunc *f = m->entry;
  static const char *const consts[] = {"cst", "cst_0", "cst_1", "cst_2", "cst_3", "c", "c_4", "c_5",
                                       "0",   "1",     "2",     "3",     "4",     "5", "6"};
  for (size_t i = 0; i < sizeof consts / sizeof *consts; i++) {
    const RcNode *n = node_named(f, consts[i]);
    if (n->op != RC_OP_CONSTANT || !n->literal) fail_msg("%%%s is not read as a constant", consts[i]);
  }
  assert_true(isinf(lit_f64(node_named(f, "cst"), 0)) && lit_f64(node_named(f, "cst"), 0) < 0);
  assert_true(lit_f64(node_named(f, "cst_1"), 5) == 6.0);
  assert_int_equal(node_named(f, "cst_1")->literal->count, 6);
  assert_true(lit_f64(node_named(f, "cst_2"), 3) == 0.5);
  assert_true(node_named(f, "c_5")->literal->splat);
  assert_true(lit_f64(node_named(f, "c_5"), 2) == 7.0);
  assert_true(lit_f64(node_named(f, "2"), 1) == 2.0);
  assert_true(lit_f64(node_named(f, "5"), 1) == 2.0);
  assert_true(lit_f64(node_named(f, "6"), 0) == -1.0);
  assert_string_equal(node_named(f, "cst")->opname, "arith.constant");
  assert_string_equal(node_named(f, "0")->opname, "sdy.constant");
  assert_string_equal(node_named(f, "5")->opname, "mhlo.constant");
  assert_int_equal(node_named(f, "cst_6")->op, RC_OP_OPAQUE);
  assert_int_equal(node_named(f, "c_7")->op, RC_OP_OPAQUE);
  /* the reduce's init is the arith constant */
  assert_ptr_equal(rc_node_operand(node_named(f, "7"), 1)->def, node_named(f, "cst"));
  rc_module_free(m);
  rc_ctx_free(ctx);
}

/* mhlo ops with a StableHLO twin are read as it, with their typed attributes, in both forms;
 * an mhlo op without one stays opaque. */
static void test_mhlo_twins(void **state) {
  (void)state;
  RcCtx *ctx = rc_ctx_new();
  RcModule *m = parse_corpus(ctx, "mhlo_twins.mlir");
  const RcFunc *f = m->entry;
  static const struct {
    const char *name;
    RcOp op;
  } want[] = {{"0", RC_OP_CONSTANT},   {"2", RC_OP_LOGISTIC},  {"3", RC_OP_MULTIPLY},  {"4", RC_OP_EXP},
              {"5", RC_OP_TANH},       {"6", RC_OP_ADD},       {"7", RC_OP_REDUCE},    {"8", RC_OP_REDUCE},
              {"9", RC_OP_COMPARE},    {"10", RC_OP_COMPARE},  {"11", RC_OP_AND},      {"12", RC_OP_BROADCAST},
              {"13", RC_OP_BROADCAST}, {"14", RC_OP_BROADCAST}, {"15", RC_OP_SELECT},  {"16", RC_OP_CONVERT},
              {"18", RC_OP_TRANSPOSE}, {"19", RC_OP_DIVIDE},   {"23", RC_OP_RSQRT},    {"25", RC_OP_ERF},
              {"26", RC_OP_RESHAPE},   {"27", RC_OP_OPAQUE},   {"28", RC_OP_CLAMP},   {"29", RC_OP_COMPARE}};
  for (size_t i = 0; i < sizeof want / sizeof *want; i++) {
    const RcNode *n = node_named(f, want[i].name);
    if (n->op != want[i].op) fail_msg("%%%s is %s, expected %s", want[i].name, rc_op_info[n->op].name, rc_op_info[want[i].op].name);
  }
  const RcNode *r = node_named(f, "7");
  assert_int_equal(rc_node_nregions(r), 1);
  assert_int_equal(rc_node_regions(r)[0]->last->prev->op, RC_OP_ADD);
  assert_int_equal(rc_node_attr(r, "dimensions")->u.ints.v[0], 1);
  r = node_named(f, "8");
  assert_int_equal(rc_node_attr(r, "dimensions")->u.ints.n, 1);
  assert_int_equal(rc_node_attr(r, "dimensions")->u.ints.v[0], 1);
  assert_string_equal(rc_node_attr(node_named(f, "9"), "direction")->u.s, "GT");
  assert_string_equal(rc_node_attr(node_named(f, "10"), "direction")->u.s, "LT");
  assert_string_equal(rc_node_attr(node_named(f, "10"), "compare_type")->u.s, "FLOAT");
  assert_string_equal(rc_node_attr(node_named(f, "29"), "direction")->u.s, "GE");
  assert_int_equal(rc_node_attr(node_named(f, "12"), "dimensions")->u.ints.v[0], 0);
  assert_int_equal(rc_node_attr(node_named(f, "13"), "dimensions")->u.ints.n, 0);
  assert_int_equal(rc_node_attr(node_named(f, "14"), "dimensions")->u.ints.n, 0);
  assert_int_equal(rc_node_attr(node_named(f, "18"), "dimensions")->u.ints.v[0], 1);
  assert_string_equal(node_named(f, "3")->opname, "mhlo.multiply");
  rc_module_free(m);
  rc_ctx_free(ctx);
}

/* CHLO's implicitly broadcasting ops (chlo_broadcasting.mlir) read as the elementwise op over
 * operands broadcast explicitly, numpy's way; dynamic shapes and unmodelled ops stay opaque. */
static void test_chlo_broadcasting(void **state) {
  (void)state;
  RcCtx *ctx = rc_ctx_new();
  RcModule *m = parse_corpus(ctx, "chlo_broadcasting.mlir");
  const RcFunc *f = m->entry;
  static const struct {
    const char *name;
    RcOp op;
    /* per operand: -1 used as is, else the rank of the broadcast dimensions below */
    int nd[3];
    int64_t dims[3][2];
  } want[] = {
      {"0", RC_OP_ADD, {-1, 1}, {{0}, {1}}},             /* broadcast_dimensions = [1] */
      {"1", RC_OP_COMPARE, {-1, 2}, {{0}, {0, 1}}},      /* 2x1 stretched */
      {"2", RC_OP_SELECT, {-1, -1, 2}, {{0}, {0}, {0, 1}}},
      {"3", RC_OP_MULTIPLY, {-1, 0}, {{0}, {0}}},        /* a scalar */
      {"4", RC_OP_SUBTRACT, {2, 1}, {{0, 1}, {1}}},      /* both operands broadcast */
      {"7", RC_OP_DIVIDE, {-1, 2}, {{0}, {0, 1}}},       /* generic form, identity dimensions */
      {"8", RC_OP_SHL, {-1, -1}, {{0}, {0}}},            /* one shape: no broadcast */
      {"9", RC_OP_POWER, {-1, -1}, {{0}, {0}}},
  };
  for (size_t i = 0; i < sizeof want / sizeof *want; i++) {
    const RcNode *n = node_named(f, want[i].name);
    if (n->op != want[i].op) fail_msg("%%%s is %s, expected %s", want[i].name, rc_op_info[n->op].name, rc_op_info[want[i].op].name);
    assert_string_equal(n->opname, rc_op_info[want[i].op].stablehlo);
    for (uint32_t k = 0; k < n->noperands; k++) {
      const RcNode *d = rc_node_operand(n, k)->def;
      if (want[i].nd[k] < 0) {
        assert_int_not_equal(d->op, RC_OP_BROADCAST);
        continue;
      }
      assert_int_equal(d->op, RC_OP_BROADCAST);
      assert_true(rc_type_equal(d->results[0].type, n->results[0].type) || n->op == RC_OP_COMPARE);
      const RcAttr *a = rc_node_attr(d, "dimensions");
      assert_non_null(a);
      assert_int_equal(a->u.ints.n, want[i].nd[k]);
      for (int j = 0; j < want[i].nd[k]; j++) assert_int_equal(a->u.ints.v[j], want[i].dims[k][j]);
    }
  }
  assert_string_equal(rc_node_attr(node_named(f, "1"), "direction")->u.s, "GT");
  assert_string_equal(rc_node_attr(node_named(f, "1"), "compare_type")->u.s, "FLOAT");
  assert_int_equal(node_named(f, "1")->results[0].type->dtype, RC_DT_PRED);
  assert_null(rc_node_attr(node_named(f, "0"), "broadcast_dimensions"));
  /* a dynamic shape, and an op without a modelled elementwise twin, stay as written */
  assert_int_equal(node_named(f, "5")->op, RC_OP_OPAQUE);
  assert_string_equal(node_named(f, "5")->opname, "chlo.broadcast_maximum");
  assert_int_equal(node_named(f, "6")->op, RC_OP_OPAQUE);
  assert_string_equal(node_named(f, "6")->opname, "chlo.broadcast_next_after");
  rc_module_free(m);
  rc_ctx_free(ctx);
}

/* A region of several blocks stays text: its op is opaque, keeps its other regions, and the
 * enclosing values used in the text are its operands (so they stay defined and named). */
static void test_multi_block_region(void **state) {
  (void)state;
  RcCtx *ctx = rc_ctx_new();
  RcModule *m = parse_corpus(ctx, "multi_block_region.mlir");
  const RcFunc *f = m->entry;
  const RcNode *w = node_named(f, "0#0");
  assert_int_equal(w->op, RC_OP_OPAQUE);
  assert_int_equal(w->nresults, 2);
  assert_int_equal(rc_node_nregions(w), 1); /* cond; the body is text */
  assert_int_equal(w->noperands, 4);       /* %arg0 %arg1, then %cst and %c_0 used in the body */
  assert_string_equal(rc_node_operand(w, 2)->name, "cst");
  assert_string_equal(rc_node_operand(w, 3)->name, "c_0");
  const RcNode *g = node_named(f, "1");
  assert_int_equal(g->op, RC_OP_OPAQUE);
  assert_int_equal(rc_node_nregions(g), 0);
  assert_int_equal(g->noperands, 2);
  assert_int_equal(node_named(f, "3")->op, RC_OP_MULTIPLY);
  rc_module_free(m);
  rc_ctx_free(ctx);
}

/* The generic func.func of pre-2023 MLIR names itself after its region. */
static void test_generic_func_legacy(void **state) {
  (void)state;
  RcCtx *ctx = rc_ctx_new();
  RcModule *m = parse_corpus(ctx, "generic_func_legacy.mlir");
  assert_int_equal(m->nfuncs, 2);
  assert_string_equal(m->entry->name, "main");
  assert_non_null(rc_module_find_func(m, "helper"));
  rc_module_free(m);
  rc_ctx_free(ctx);
}

/* Split files: the modules and the separator lines between them. */
static void test_text_split(void **state) {
  (void)state;
  RcChunk c[4];
  const char *t = "a\n// -----\nb\n  // ----- more\n\nc";
  assert_int_equal(rc_text_split(t, strlen(t), c, 4), 3);
  assert_int_equal(c[0].offset, 0);
  assert_int_equal(c[0].len, 2);
  assert_int_equal(c[0].line, 1);
  assert_int_equal(c[0].sep_offset, 2);
  assert_int_equal(c[0].sep_len, 9);
  assert_int_equal(c[1].offset, 11);
  assert_int_equal(c[1].line, 3);
  assert_int_equal(c[1].sep_len, 16);
  assert_int_equal(c[2].line, 5);
  assert_int_equal(c[2].len, 2);
  assert_int_equal(c[2].sep_len, 0);
  /* no separator, a separator on the last line without a newline, a near miss, empty text */
  assert_int_equal(rc_text_split("x // -----\n", 11, c, 4), 1);
  assert_int_equal(rc_text_split("// ----", 7, c, 4), 1);
  assert_int_equal(rc_text_split("x\n// -----", 10, c, 4), 2);
  assert_int_equal(c[0].sep_len, 8);
  assert_int_equal(c[1].len, 0);
  assert_int_equal(rc_text_split("", 0, c, 0), 1);
}

/* Every op of the corpus that the reader models has the typed attributes the passes need. */
static void test_typed_attrs(void **state) {
  (void)state;
  size_t len = 0;
  char *text = slurp("corpus/stablehlo/mlp_dot_general.mlir", &len);
  RcCtx *ctx = rc_ctx_new();
  RcModule *m = parse_ok(ctx, "mlp", text, len);
  int seen = 0;
  rc_func_for_each(m->entry, n) {
    if (n->op == RC_OP_DOT_GENERAL) {
      const RcAttr *a = rc_node_attr(n, "lhs_contracting_dims"), *b = rc_node_attr(n, "rhs_contracting_dims");
      assert_non_null(a);
      assert_int_equal(a->u.ints.n, 1);
      assert_int_equal(a->u.ints.v[0], 1);
      assert_int_equal(b->u.ints.v[0], 0);
      assert_int_equal(rc_node_attr(n, "lhs_batch_dims")->u.ints.n, 0);
      seen++;
    } else if (n->op == RC_OP_TRANSPOSE) {
      const RcAttr *a = rc_node_attr(n, "dimensions");
      assert_int_equal(a->u.ints.n, 2);
      assert_int_equal(a->u.ints.v[0], 1);
      assert_non_null(rc_node_attr(n, "xla_shape"));
      seen++;
    } else if (n->op == RC_OP_BROADCAST) {
      assert_int_equal(rc_node_attr(n, "dimensions")->u.ints.v[0], 1);
      seen++;
    }
  }
  assert_int_equal(seen, 3);
  rc_module_free(m);
  g_free(text);

  text = slurp("corpus/stablehlo/softmax_jax.mlir", &len);
  m = parse_ok(ctx, "softmax", text, len);
  int reduces = 0;
  rc_func_for_each(m->entry, n) {
    if (n->op == RC_OP_CONSTANT && reduces == 0) {
      double v;
      assert_true(rc_literal_splat_f64(n->literal, &v));
      assert_true(v < -1e300); /* 0xFF800000 = -inf */
    }
    if (n->op != RC_OP_REDUCE) continue;
    reduces++;
    assert_int_equal(rc_node_nregions(n), 1);
    const RcFunc *r = rc_node_regions(n)[0];
    assert_int_equal(r->nparams, 2);
    assert_int_equal(r->first->next->next->op, reduces == 1 ? RC_OP_MAXIMUM : RC_OP_ADD);
    assert_int_equal(rc_node_attr(n, "dimensions")->u.ints.v[0], 1);
  }
  assert_int_equal(reduces, 2);
  rc_module_free(m);
  g_free(text);

  text = slurp("corpus/stablehlo/generic_form.mlir", &len);
  m = parse_ok(ctx, "generic", text, len);
  RcOp want[] = {RC_OP_CONSTANT, RC_OP_ADD, RC_OP_MULTIPLY, RC_OP_COMPARE, RC_OP_SELECT, RC_OP_BROADCAST,
                 RC_OP_TRANSPOSE, RC_OP_SLICE, RC_OP_RESHAPE, RC_OP_ERF, RC_OP_CUSTOM_CALL, RC_OP_RETURN};
  int i = 0;
  rc_func_for_each(m->entry, n) {
    if (n->op == RC_OP_PARAMETER) continue;
    assert_int_equal(n->op, want[i]);
    i++;
    if (n->op == RC_OP_COMPARE) assert_string_equal(rc_node_attr(n, "direction")->u.s, "GE");
    if (n->op == RC_OP_SLICE) assert_int_equal(rc_node_attr(n, "slice_limits")->u.ints.v[0], 4);
    if (n->op == RC_OP_CUSTOM_CALL) assert_string_equal(rc_node_attr(n, "custom_call_target")->u.s, "Sharding");
  }
  assert_int_equal(i, 12);
  rc_module_free(m);
  g_free(text);

  text = slurp("corpus/stablehlo/gelu_torch_xla_f16.mlir", &len);
  m = parse_ok(ctx, "f16", text, len);
  const RcNode *c = m->entry->first->next->next; /* %cst_0 = 7.070310e-01 : f16 */
  assert_int_equal(c->op, RC_OP_CONSTANT);
  assert_int_equal(c->literal->dtype, RC_DT_F16);
  assert_int_equal(((uint16_t *)c->literal->data)[0], 0x39a8); /* f16(0.70703125) */
  rc_func_for_each(m->entry, n) if (n->op == RC_OP_CUSTOM_CALL)
      assert_string_equal(rc_node_attr(n, "custom_call_target")->u.s, "mhlo.erf");
  rc_module_free(m);
  g_free(text);
  rc_ctx_free(ctx);
}

/* A use redirected by a pass prints with the new operand name; other text is unchanged. */
static void test_rewire(void **state) {
  (void)state;
  const char *src = "func.func @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {\n"
                    "  %0 = stablehlo.negate %arg0 : tensor<4xf32> loc(\"n\")\n"
                    "  %1 = stablehlo.exponential %0 : (tensor<4xf32>) -> tensor<4xf32>\n"
                    "  %2 = stablehlo.add %0, %1 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>\n"
                    "  return %2 : tensor<4xf32>\n"
                    "}\n";
  RcCtx *ctx = rc_ctx_new();
  RcModule *m = parse_ok(ctx, "rewire", src, strlen(src));
  RcNode *neg = m->entry->params[0]->next, *ex = neg->next;
  assert_non_null(sh_node_tmpl(ex)); /* the functional spellings keep their text */
  assert_non_null(sh_node_tmpl(ex->next));
  assert_null(sh_node_tmpl(neg)); /* printed structurally: same text */
  assert_string_equal(sh_node_loc(neg), "loc(\"n\")"); /* its place, in the format's data */
  rc_value_replace_all_uses(rc_node_result(neg), rc_node_result(ex));
  char *p = print_module(m);
  assert_non_null(strstr(p, "%2 = stablehlo.add %1, %1 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>\n"));
  assert_non_null(strstr(p, "%1 = stablehlo.exponential %1 : (tensor<4xf32>) -> tensor<4xf32>\n"));
  assert_non_null(strstr(p, "loc(\"n\")"));
  g_free(p);
  /* an op changed in place (kind and an added attribute) is printed from the IR, not its old text */
  RcNode *add = ex->next;
  add->op = RC_OP_MULTIPLY;
  rc_node_add_attr(add, "tag", RC_ATTR_RAW, "\"x\"");
  p = print_module(m);
  assert_non_null(strstr(p, "%2 = stablehlo.multiply %1, %1 {tag = \"x\"} : tensor<4xf32>\n"));
  g_free(p);
  rc_module_free(m);
  rc_ctx_free(ctx);
}

/* ---- structural printing ---- */

static RcNode *add(RcFunc *f, RcOp op, RcType *t, int nops, RcValue *a, RcValue *b, RcValue *c) {
  RcNode *n = rc_node_create(f->module, op, (uint32_t)nops, t ? 1 : 0);
  rc_func_insert_before(f, n, f->last && f->last->op == RC_OP_RETURN ? f->last : NULL);
  RcValue *ops[3] = {a, b, c};
  for (int i = 0; i < nops; i++) rc_node_set_operand(n, (uint32_t)i, ops[i]);
  if (t) n->results[0].type = t;
  return n;
}

static RcNode *param(RcFunc *f, RcType *t, const char *name) {
  RcNode *n = rc_node_create(f->module, RC_OP_PARAMETER, 0, 1);
  n->results[0].type = t;
  n->results[0].name = name ? rc_module_strdup(f->module, name) : NULL;
  rc_func_insert_before(f, n, NULL);
  RcNode **np = rc_module_alloc(f->module, sizeof *np * (f->nparams + 1));
  if (f->nparams) memcpy(np, f->params, sizeof *np * f->nparams);
  np[f->nparams++] = n;
  f->params = np;
  return n;
}

static RcAttr *ints_attr(RcNode *n, const char *name, int k, const int64_t *v) {
  RcAttr *a = rc_node_add_attr(n, name, RC_ATTR_INTS, NULL);
  a->u.ints.n = (uint32_t)k;
  a->u.ints.v = rc_module_alloc(n->func->module, sizeof(int64_t) * (size_t)(k ? k : 1));
  if (k) memcpy(a->u.ints.v, v, sizeof(int64_t) * (size_t)k);
  return a;
}

static void ret(RcFunc *f, int k, RcValue **v) {
  RcNode *r = rc_node_create(f->module, RC_OP_RETURN, (uint32_t)k, 0);
  rc_func_insert_before(f, r, NULL);
  for (int i = 0; i < k; i++) rc_node_set_operand(r, (uint32_t)i, v[i]);
}

/* A module built entirely with the IR API: every kind of structurally printed op. */
static void test_structural_module(void **state) {
  (void)state;
  RcCtx *ctx = rc_ctx_new();
  RcModule *m = rc_module_create(ctx, RC_FORMAT_STABLEHLO, "built.mlir");
  int64_t d24[] = {2, 4}, d4[] = {4}, d42[] = {4, 2}, d8[] = {8}, d2[] = {2};
  RcType *t24 = rc_type_tensor(m, RC_DT_F32, 2, d24), *t4 = rc_type_tensor(m, RC_DT_F32, 1, d4),
         *s = rc_type_tensor(m, RC_DT_F32, 0, NULL), *p24 = rc_type_tensor(m, RC_DT_PRED, 2, d24),
         *t42 = rc_type_tensor(m, RC_DT_F32, 2, d42), *t8 = rc_type_tensor(m, RC_DT_F32, 1, d8),
         *b2 = rc_type_tensor(m, RC_DT_BF16, 1, d2), *i4 = rc_type_tensor(m, RC_DT_S32, 1, d4);

  RcFunc *helper = rc_func_create(m, "recompose.gelu_erf.impl", NULL);
  RcNode *hp = param(helper, t24, NULL);
  RcNode *herf = add(helper, RC_OP_ERF, t24, 1, rc_node_result(hp), NULL, NULL);
  RcValue *hv = rc_node_result(herf);
  ret(helper, 1, &hv);

  RcFunc *f = rc_func_create(m, "main", NULL);
  f->is_entry = true;
  m->entry = f;
  RcNode *x = param(f, t24, "arg0"), *y = param(f, t4, NULL);
  RcNode *c = add(f, RC_OP_CONSTANT, s, 0, NULL, NULL, NULL);
  c->literal = rc_module_alloc(m, sizeof *c->literal);
  c->literal->dtype = RC_DT_F32;
  c->literal->count = 1;
  c->literal->splat = true;
  float half = 0.5f;
  c->literal->data = rc_module_alloc(m, 4);
  memcpy(c->literal->data, &half, 4);
  RcNode *ca = add(f, RC_OP_CONSTANT, t24, 0, NULL, NULL, NULL);
  ca->literal = rc_module_alloc(m, sizeof *ca->literal);
  ca->literal->dtype = RC_DT_F32;
  ca->literal->count = 8;
  float vals[8] = {1, 2, 3, 4, -0.0f, 0.1f, 1e30f, 1.0f / 0.0f};
  ca->literal->data = rc_module_alloc(m, sizeof vals);
  memcpy(ca->literal->data, vals, sizeof vals);
  RcNode *cb = add(f, RC_OP_CONSTANT, b2, 0, NULL, NULL, NULL);
  cb->literal = rc_module_alloc(m, sizeof *cb->literal);
  cb->literal->dtype = RC_DT_BF16;
  cb->literal->count = 2;
  uint16_t bits[2] = {0x3f35, 0xff80};
  cb->literal->data = rc_module_alloc(m, sizeof bits);
  memcpy(cb->literal->data, bits, sizeof bits);
  RcNode *bc = add(f, RC_OP_BROADCAST, t24, 1, rc_node_result(c), NULL, NULL);
  ints_attr(bc, "dimensions", 0, NULL);
  RcNode *mul = add(f, RC_OP_MULTIPLY, t24, 2, rc_node_result(x), rc_node_result(bc), NULL);
  RcNode *cmp = add(f, RC_OP_COMPARE, p24, 2, rc_node_result(mul), rc_node_result(ca), NULL);
  RcAttr *dir = rc_node_add_attr(cmp, "direction", RC_ATTR_ENUM, NULL);
  dir->u.s = "GT";
  RcNode *sel = add(f, RC_OP_SELECT, t24, 3, rc_node_result(cmp), rc_node_result(mul), rc_node_result(x));
  RcNode *red = add(f, RC_OP_REDUCE, t4, 2, rc_node_result(sel), rc_node_result(c), NULL);
  ints_attr(red, "dimensions", 1, (int64_t[]){0});
  RcFunc *body = rc_func_create(m, NULL, f);
  RcNode *ra = param(body, s, NULL), *rb = param(body, s, NULL);
  RcNode *rs = add(body, RC_OP_ADD, s, 2, rc_node_result(ra), rc_node_result(rb), NULL);
  RcValue *rv = rc_node_result(rs);
  ret(body, 1, &rv);
  rc_node_add_region(red, body);
  RcNode *red2 = add(f, RC_OP_REDUCE, t4, 2, rc_node_result(x), rc_node_result(c), NULL);
  ints_attr(red2, "dimensions", 1, (int64_t[]){0});
  RcFunc *body2 = rc_func_create(m, NULL, f);
  RcNode *r2a = param(body2, s, NULL), *r2b = param(body2, s, NULL);
  RcNode *r2m = add(body2, RC_OP_MAXIMUM, s, 2, rc_node_result(r2a), rc_node_result(r2b), NULL);
  RcNode *r2n = add(body2, RC_OP_NEGATE, s, 1, rc_node_result(r2m), NULL, NULL);
  RcValue *r2v = rc_node_result(r2n);
  ret(body2, 1, &r2v);
  rc_node_add_region(red2, body2);
  RcNode *tr = add(f, RC_OP_TRANSPOSE, t42, 1, rc_node_result(sel), NULL, NULL);
  ints_attr(tr, "dimensions", 2, (int64_t[]){1, 0});
  RcNode *dg = add(f, RC_OP_DOT_GENERAL, rc_type_tensor(m, RC_DT_F32, 2, (int64_t[]){2, 2}), 2, rc_node_result(sel),
                   rc_node_result(tr), NULL);
  ints_attr(dg, "lhs_batch_dims", 0, NULL);
  ints_attr(dg, "rhs_batch_dims", 0, NULL);
  ints_attr(dg, "lhs_contracting_dims", 1, (int64_t[]){1});
  ints_attr(dg, "rhs_contracting_dims", 1, (int64_t[]){0});
  RcNode *sl = add(f, RC_OP_SLICE, rc_type_tensor(m, RC_DT_F32, 1, (int64_t[]){2}), 1, rc_node_result(y), NULL, NULL);
  ints_attr(sl, "slice_starts", 1, (int64_t[]){0});
  ints_attr(sl, "slice_limits", 1, (int64_t[]){4});
  ints_attr(sl, "slice_strides", 1, (int64_t[]){2});
  RcNode *pd = add(f, RC_OP_PAD, t8, 2, rc_node_result(y), rc_node_result(c), NULL);
  ints_attr(pd, "padding_low", 1, (int64_t[]){1});
  ints_attr(pd, "padding_high", 1, (int64_t[]){0});
  ints_attr(pd, "padding_interior", 1, (int64_t[]){1});
  RcNode *cat = add(f, RC_OP_CONCATENATE, t8, 2, rc_node_result(y), rc_node_result(red), NULL);
  ints_attr(cat, "dimensions", 1, (int64_t[]){0});
  RcNode *io = add(f, RC_OP_IOTA, i4, 0, NULL, NULL, NULL);
  RcAttr *iod = rc_node_add_attr(io, "iota_dimension", RC_ATTR_INT, NULL);
  iod->u.i = 0;
  RcNode *cv = add(f, RC_OP_CONVERT, t4, 1, rc_node_result(io), NULL, NULL);
  RcNode *comp = add(f, RC_OP_COMPOSITE, t24, 1, rc_node_result(x), NULL, NULL);
  RcAttr *cn = rc_node_add_attr(comp, "custom_call_target", RC_ATTR_STR, NULL);
  cn->u.s = "recompose.gelu_erf";
  rc_node_add_attr(comp, "composite_attributes", RC_ATTR_RAW, "{approximate = false}");
  RcAttr *dec = rc_node_add_attr(comp, "to_apply", RC_ATTR_FUNC, NULL);
  dec->u.fn = helper;
  RcNode *cc = add(f, RC_OP_CUSTOM_CALL, t24, 1, rc_node_result(comp), NULL, NULL);
  RcAttr *ct = rc_node_add_attr(cc, "custom_call_target", RC_ATTR_STR, NULL);
  ct->u.s = "recompose.gelu_erf";
  RcAttr *bcfg = rc_node_add_attr(cc, "backend_config", RC_ATTR_STR, NULL);
  bcfg->u.s = "dtype=f32;n=8";
  RcNode *call = add(f, RC_OP_CALL, t24, 1, rc_node_result(cc), NULL, NULL);
  RcAttr *callee = rc_node_add_attr(call, "to_apply", RC_ATTR_FUNC, NULL);
  callee->u.fn = helper;
  RcNode *op = rc_node_create(m, RC_OP_OPAQUE, 1, 2);
  rc_func_insert_before(f, op, NULL);
  op->opname = "test.split";
  rc_node_set_operand(op, 0, rc_node_result(call));
  op->results[0].type = t24;
  op->results[1].type = t24;
  rc_node_add_attr(op, "flag", RC_ATTR_RAW, NULL);
  RcAttr *num = rc_node_add_attr(op, "k", RC_ATTR_INT, NULL);
  num->u.i = 3;
  RcNode *sum = add(f, RC_OP_ADD, t24, 2, &op->results[0], &op->results[1], NULL);
  RcValue *outs[] = {rc_node_result(sum), rc_node_result(red2), rc_node_result(dg), rc_node_result(sl),
                     rc_node_result(pd), rc_node_result(cat), rc_node_result(cv), rc_node_result(cb)};
  ret(f, 8, outs);
  assert_int_equal(rc_module_verify(m), RC_OK);

  char *p1 = print_module(m);
  assert_non_null(strstr(p1, "stablehlo.composite \"recompose.gelu_erf\" %arg0 {composite_attributes = "
                             "{approximate = false}, decomposition = @recompose.gelu_erf.impl} : "
                             "(tensor<2x4xf32>) -> tensor<2x4xf32>"));
  assert_non_null(strstr(p1, "stablehlo.custom_call @recompose.gelu_erf("));
  assert_non_null(strstr(p1, "{backend_config = \"dtype=f32;n=8\"}"));
  assert_non_null(strstr(p1, "func.func private @recompose.gelu_erf.impl("));
  assert_non_null(strstr(p1, "applies stablehlo.add across dimensions = [0]"));
  assert_non_null(strstr(p1, "reducer("));
  if (!strstr(p1, "dense<[[1.000000e+00")) fail_msg("%s", p1);
  assert_non_null(strstr(p1, "dense<[[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00], "
                             "[-0.000000e+00, 1.000000e-01, 1.000000e+30, 0x7F800000]]>"));
  assert_non_null(strstr(p1, "\"test.split\"("));
  assert_non_null(strstr(p1, "= stablehlo.select %v8, %v7, %arg0 : tensor<2x4xi1>, tensor<2x4xf32>\n"));
  assert_non_null(strstr(p1, "= stablehlo.compare  GT, %v7, %v4 : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>\n"));
  /* print -> parse -> print is a fixed point, and the reparse is the same graph again */
  RcModule *m2 = parse_ok(ctx, "built.mlir", p1, strlen(p1));
  char *p2 = print_module(m2);
  RcModule *m3 = parse_ok(ctx, "built.mlir", p2, strlen(p2));
  char *p3 = print_module(m3);
  assert_string_equal(p2, p3);
  same_graph(m2, m3);
  /* the structure survived: ops by kind in the reparse */
  int kinds[RC_OP_COUNT] = {0};
  rc_func_for_each(m2->entry, n) kinds[n->op]++;
  /* the composite and the custom call of a fused op read back as fused nodes */
  assert_int_equal(kinds[RC_OP_FUSED], 2);
  assert_int_equal(kinds[RC_OP_CUSTOM_CALL], 0);
  assert_int_equal(kinds[RC_OP_REDUCE], 2);
  assert_int_equal(kinds[RC_OP_DOT_GENERAL], 1);
  assert_int_equal(kinds[RC_OP_OPAQUE], 1);
  assert_int_equal(kinds[RC_OP_CONSTANT], 3);
  rc_func_for_each(m2->entry, n) {
    if (n->op == RC_OP_CONSTANT && n->literal->dtype == RC_DT_BF16)
      assert_memory_equal(n->literal->data, bits, sizeof bits);
    if (n->op == RC_OP_CONSTANT && n->literal->count == 8)
      assert_memory_equal(n->literal->data, vals, sizeof vals);
    if (n->op == RC_OP_FUSED && rc_node_fused(n)->form == RC_FUSED_COMPOSITE)
      assert_string_equal(rc_node_attr(n, "to_apply")->u.fn->name, "recompose.gelu_erf.impl");
    if (n->op == RC_OP_FUSED) assert_true(rc_node_fused(n)->as_read);
  }
  g_free(p1);
  g_free(p2);
  g_free(p3);
  rc_module_free(m);
  rc_module_free(m2);
  rc_module_free(m3);
  rc_ctx_free(ctx);
}

/* A pass-built function and fused call inserted into a parsed module. */
static void test_structural_in_parsed(void **state) {
  (void)state;
  size_t len = 0;
  char *text = slurp("corpus/stablehlo/gelu_erfc_jax.mlir", &len);
  RcCtx *ctx = rc_ctx_new();
  RcModule *m = parse_ok(ctx, "gelu", text, len);
  RcFunc *f = m->entry;
  RcNode *last = f->last->prev; /* %6 */
  RcType *t = last->results[0].type;
  RcFunc *impl = rc_func_create(m, "recompose.gelu_erf.impl", NULL);
  RcNode *pn = param(impl, t, NULL);
  RcNode *clone = add(impl, RC_OP_NEGATE, t, 1, rc_node_result(pn), NULL, NULL);
  RcValue *cv = rc_node_result(clone);
  ret(impl, 1, &cv);
  RcNode *comp = rc_node_create(m, RC_OP_COMPOSITE, 1, 1);
  rc_func_insert_before(f, comp, f->last);
  rc_node_set_operand(comp, 0, rc_node_result(f->params[0]));
  comp->results[0].type = t;
  RcAttr *nm = rc_node_add_attr(comp, "custom_call_target", RC_ATTR_STR, NULL);
  nm->u.s = "recompose.gelu_erf";
  RcAttr *fn = rc_node_add_attr(comp, "to_apply", RC_ATTR_FUNC, NULL);
  fn->u.fn = impl;
  rc_value_replace_all_uses(rc_node_result(last), rc_node_result(comp));
  assert_int_equal(rc_module_verify(m), RC_OK);
  char *p1 = print_module(m);
  assert_non_null(strstr(p1, "    %v0 = stablehlo.composite \"recompose.gelu_erf\" %arg0 {decomposition = "
                             "@recompose.gelu_erf.impl} : (tensor<2x64xf32>) -> tensor<2x64xf32>\n"
                             "    return %v0 : tensor<2x64xf32>\n"));
  assert_non_null(strstr(p1, "  func.func private @recompose.gelu_erf.impl(%v1: tensor<2x64xf32>) -> "
                             "tensor<2x64xf32> {\n    %v2 = stablehlo.negate %v1 : tensor<2x64xf32>\n"
                             "    return %v2 : tensor<2x64xf32>\n  }\n}\n"));
  roundtrip("gelu-rewritten", p1, strlen(p1), p1);
  g_free(p1);
  g_free(text);
  rc_module_free(m);
  rc_ctx_free(ctx);
}

/* Nodes added inside a parsed region, and an opaque op with a pass-built region. */
static void test_structural_regions(void **state) {
  (void)state;
  size_t len = 0;
  char *text = slurp("corpus/stablehlo/while_loop.mlir", &len);
  RcCtx *ctx = rc_ctx_new();
  RcModule *m = parse_ok(ctx, "while", text, len);
  RcNode *w = NULL;
  rc_func_for_each(m->entry, n) if (rc_node_nregions(n) == 2) w = n;
  assert_non_null(w);
  assert_int_equal(w->op, RC_OP_OPAQUE);
  assert_int_equal(w->noperands, 2); /* %c, %arg0; the bound %iterArg names are not operands */
  RcFunc *body = rc_node_regions(w)[1];
  assert_int_equal(body->nparams, 2);
  assert_string_equal(body->params[1]->results[0].name, "iterArg_1");
  /* insert `tanh` before the body's return and return it instead of %3 */
  RcNode *r = body->last, *mul = r->prev;
  RcNode *t = rc_node_create(m, RC_OP_TANH, 1, 1);
  rc_func_insert_before(body, t, r);
  rc_node_set_operand(t, 0, rc_node_result(mul));
  t->results[0].type = mul->results[0].type;
  rc_node_set_operand(r, 1, rc_node_result(t));
  /* an opaque op with a region built by the API */
  RcFunc *f = m->entry;
  RcType *s = f->params[0]->results[0].type;
  RcNode *op = rc_node_create(m, RC_OP_OPAQUE, 1, 1);
  op->opname = "test.map";
  rc_func_insert_before(f, op, f->last);
  rc_node_set_operand(op, 0, rc_node_result(f->params[0]));
  op->results[0].type = s;
  RcFunc *rg = rc_func_create(m, NULL, f);
  RcNode *pa = rc_node_create(m, RC_OP_PARAMETER, 0, 1);
  pa->results[0].type = s;
  rc_func_insert_before(rg, pa, NULL);
  rg->params = rc_module_alloc(m, sizeof(RcNode *));
  rg->params[rg->nparams++] = pa;
  RcNode *neg = rc_node_create(m, RC_OP_NEGATE, 1, 1);
  rc_func_insert_before(rg, neg, NULL);
  rc_node_set_operand(neg, 0, rc_node_result(pa));
  neg->results[0].type = s;
  RcNode *rr = rc_node_create(m, RC_OP_RETURN, 1, 0);
  rc_func_insert_before(rg, rr, NULL);
  rc_node_set_operand(rr, 0, rc_node_result(neg));
  rc_node_add_region(op, rg);
  assert_int_equal(rc_module_verify(m), RC_OK);
  char *p1 = print_module(m);
  assert_non_null(strstr(p1, "      %3 = stablehlo.multiply %iterArg_1, %2 : tensor<f32>\n"
                             "      %v0 = stablehlo.tanh %3 : tensor<f32>\n"
                             "      stablehlo.return %1, %v0 : tensor<i64>, tensor<f32>\n"));
  assert_non_null(strstr(p1, "    %v1 = \"test.map\"(%arg0) ({\n    ^bb0(%v2: tensor<f32>):\n"
                             "      %v3 = stablehlo.negate %v2 : tensor<f32>\n"
                             "      stablehlo.return %v3 : tensor<f32>\n    }) : (tensor<f32>) -> tensor<f32>\n"));
  roundtrip("while-edited", p1, strlen(p1), p1);
  g_free(p1);
  g_free(text);
  rc_module_free(m);
  rc_ctx_free(ctx);
}

/* ---- scale ---- */

static void test_deep_chain(void **state) {
  (void)state;
  GString *s = g_string_new("func.func @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {\n"
                            "  %0 = stablehlo.negate %arg0 : tensor<4xf32>\n");
  enum { N = 100000 };
  for (int i = 1; i < N; i++) g_string_append_printf(s, "  %%%d = stablehlo.add %%%d, %%%d : tensor<4xf32>\n", i, i - 1, i - 1);
  g_string_append_printf(s, "  return %%%d : tensor<4xf32>\n}\n", N - 1);
  RcCtx *ctx = rc_ctx_new();
  RcModule *m = parse_ok(ctx, "chain", s->str, s->len);
  assert_int_equal(rc_module_node_count(m), N + 1);
  char *p = print_module(m);
  assert_string_equal(p, s->str);
  g_free(p);
  rc_module_free(m);
  rc_ctx_free(ctx);
  g_string_free(s, TRUE);
}

static void expect_error(const char *name, const char *text, size_t len, const char *want) {
  RcCtx *ctx = rc_ctx_new();
  RcModule *m = (RcModule *)1;
  RcStatus st = rc_module_parse(ctx, name, text, len, RC_FORMAT_STABLEHLO, &m);
  assert_int_equal(st, RC_ERR_INPUT);
  assert_null(m);
  char *d = first_diag(ctx);
  if (strcmp(d, want)) fail_msg("%s: got\n  %s\nwant\n  %s", name, d, want);
  g_free(d);
  rc_ctx_free(ctx);
}

static void test_deep_nesting(void **state) {
  (void)state;
  enum { N = 100000 };
  GString *s = g_string_new("func.func @main() -> tensor<1xf32> {\n  %0 = stablehlo.constant dense<");
  for (int i = 0; i < N; i++) g_string_append_c(s, '[');
  g_string_append(s, "1.0");
  for (int i = 0; i < N; i++) g_string_append_c(s, ']');
  g_string_append(s, "> : tensor<1xf32>\n  return %0 : tensor<1xf32>\n}\n");
  expect_error("deep", s->str, s->len, "deep:2:1032: error: brackets nested deeper than 1000 levels");
  g_string_free(s, TRUE);
  s = g_string_new("func.func @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {\n  %0 = \"x.op\"(%arg0) {a = ");
  for (int i = 0; i < N; i++) g_string_append_c(s, '{');
  expect_error("deep2", s->str, s->len, "deep2:2:1026: error: brackets nested deeper than 1000 levels");
  g_string_free(s, TRUE);
  /* deeply nested regions */
  s = g_string_new("func.func @main(%arg0: tensor<f32>) -> tensor<f32> {\n");
  for (int i = 0; i < 200; i++) g_string_append(s, "%r = \"x.wrap\"() ({\n");
  expect_error("deep3", s->str, s->len, "deep3:66:18: error: regions nested deeper than 64 levels");
  g_string_free(s, TRUE);
}

/* ---- malformed inputs ---- */

static void test_malformed(void **state) {
  (void)state;
  const char *dir = "tests/malformed/stablehlo";
  GDir *d = g_dir_open(dir, 0, NULL);
  assert_non_null(d);
  int count = 0;
  const char *e;
  while ((e = g_dir_read_name(d))) {
    if (!g_str_has_suffix(e, ".mlir")) continue;
    char *path = g_strconcat(dir, "/", e, NULL);
    char *errp = g_strconcat(dir, "/", e, NULL);
    strcpy(errp + strlen(errp) - 5, ".err");
    size_t len = 0, elen = 0;
    char *text = slurp(path, &len), *want = slurp(errp, &elen);
    assert_non_null(text);
    if (!want) fail_msg("%s: missing .err file", path);
    g_strchomp(want);
    expect_error(path, text, len, want);
    g_free(text);
    g_free(want);
    g_free(errp);
    g_free(path);
    count++;
  }
  g_dir_close(d);
  assert_true(count >= 20);
}

/* Truncated and mutated corpus files: never a crash or a leak; whatever parses prints
 * to text that parses again and prints the same (fixed point). */
static void check_any(const char *text, size_t len, int *accepted) {
  RcCtx *ctx = rc_ctx_new();
  RcModule *m = NULL;
  if (rc_module_parse(ctx, "mut", text, len, RC_FORMAT_STABLEHLO, &m) == RC_OK) {
    (*accepted)++;
    char *p1 = print_module(m);
    RcModule *m2 = NULL;
    if (rc_module_parse(ctx, "mut2", p1, strlen(p1), RC_FORMAT_STABLEHLO, &m2) != RC_OK) {
      char *d = first_diag(ctx);
      fail_msg("printed text does not parse again: %s\n%s", d, p1);
    }
    char *p2 = print_module(m2);
    assert_string_equal(p1, p2);
    g_free(p1);
    g_free(p2);
    rc_module_free(m2);
    rc_module_free(m);
  } else {
    assert_null(m);
    assert_true(rc_ctx_diagnostic_count(ctx) > 0);
  }
  rc_ctx_free(ctx);
}

static void test_mutations(void **state) {
  (void)state;
  static const char *const files[] = {"softmax_jax", "reduce_regions", "while_loop", "custom_calls", "unknown_ops",
                                      "constants", "generic_form", "locations_top", "mhlo_twins", "dialect_constants",
                                      "generic_func_legacy", "multi_block_region"};
  static const char pool[] = "%@#!^(){}[]<>,:=\"-x0123456789 \n\tabcdefgh.?";
  uint32_t seed = 12345;
  int accepted = 0, tried = 0;
  for (size_t f = 0; f < sizeof files / sizeof *files; f++) {
    char *path = g_strdup_printf("corpus/stablehlo/%s.mlir", files[f]);
    size_t len = 0;
    char *text = slurp(path, &len);
    assert_non_null(text);
    for (size_t k = 0; k < len; k += 5, tried++) {
      char *c = g_memdup2(text, k ? k : 1);
      check_any(c, k, &accepted);
      g_free(c);
    }
    for (int it = 0; it < 150; it++, tried++) {
      char *c = g_memdup2(text, len);
      for (int j = 0; j < 3; j++) {
        seed = seed * 1103515245u + 12345u;
        size_t at = (seed >> 8) % len;
        seed = seed * 1103515245u + 12345u;
        c[at] = pool[(seed >> 8) % (sizeof pool - 1)];
      }
      check_any(c, len, &accepted);
      g_free(c);
    }
    g_free(text);
    g_free(path);
  }
  assert_true(accepted > 0 && accepted < tried);
}

/* Allocation failures end in RC_ERR_NOMEM or a clean error, never a crash or leak. */
/* An owned text is released behind the reader: the module and the
 * diagnostics are those of a plain parse, including the check of the declared
 * result types (read again after the body) and errors late in the text. */
static void test_owned_release(void **state) {
  (void)state;
  GString *body = g_string_new(NULL);
  g_string_append(body, "    %1 = stablehlo.add %arg0, %arg0 : tensor<8xf32>\n");
  for (int i = 1; i < 3000; i++)
    g_string_append_printf(body, "    %%%d = stablehlo.add %%%d, %%arg0 : tensor<8xf32>\n", i + 1, i);
  const char *head = "func.func @main(%arg0: tensor<8xf32>) -> tensor<8xf32> {\n";
  GString *good = g_string_new(head);
  g_string_append(good, body->str);
  g_string_append(good, "    return %3000 : tensor<8xf32>\n}\n");
  assert_true(check_owned(good->str, good->len, RC_FORMAT_STABLEHLO, NULL));
  GString *sig = g_string_new("func.func @main(%arg0: tensor<8xf32>) -> tensor<8xf16> {\n");
  g_string_append(sig, body->str);
  g_string_append(sig, "    return %3000 : tensor<8xf32>\n}\n");
  bool quoted = true;
  assert_true(check_owned(sig->str, sig->len, RC_FORMAT_STABLEHLO, &quoted));
  GString *late = g_string_new(head);
  g_string_append(late, body->str);
  g_string_append(late, "    return %3001 : tensor<8xf32>\n}\n");
  assert_true(check_owned(late->str, late->len, RC_FORMAT_STABLEHLO, &quoted));
  assert_true(quoted);
  /* late errors whose line is computed from a byte offset (the released lines are counted) */
  const char *tails[] = {
      "    %t = stablehlo.negate %1 : tensor<4xf32>\n    return %3000 : tensor<8xf32>\n}\n",
      "    %u = stablehlo.negate %v : tensor<8xf32>\n    %v = stablehlo.negate %arg0 : tensor<8xf32>\n"
      "    return %3000 : tensor<8xf32>\n}\n",
  };
  for (size_t k = 0; k < 2; k++) {
    GString *e = g_string_new(head);
    g_string_append(e, body->str);
    g_string_append(e, tails[k]);
    assert_true(check_owned(e->str, e->len, RC_FORMAT_STABLEHLO, &quoted));
    g_string_free(e, TRUE);
  }
  g_string_free(body, TRUE);
  g_string_free(good, TRUE);
  g_string_free(sig, TRUE);
  g_string_free(late, TRUE);
}

static int fail_after;
static void *failing_alloc(void *user, size_t size) {
  (void)user;
  if (fail_after-- <= 0) return NULL;
  return malloc(size ? size : 1);
}
static void std_free(void *user, void *p) {
  (void)user;
  free(p);
}

static void test_oom(void **state) {
  (void)state;
  size_t len = 0;
  char *text = slurp("corpus/stablehlo/softmax_jax.mlir", &len);
  for (int k = 0; k < 12; k++) {
    fail_after = k;
    RcAllocator a = {failing_alloc, std_free, NULL};
    RcCtx *ctx = rc_ctx_new_with_allocator(&a);
    if (!ctx) continue;
    RcModule *m = NULL;
    RcStatus st = rc_module_parse(ctx, "oom", text, len, RC_FORMAT_STABLEHLO, &m);
    if (st == RC_OK) rc_module_free(m);
    else assert_null(m);
    rc_ctx_free(ctx);
  }
  g_free(text);
}


/* A value number far past the others (%16000000 first) must not make the scope
 * allocate an array that big: it goes to the hash table, and every name is
 * still found, whichever of the two holds it. */
static void test_scope_number_growth(void **state) {
  (void)state;
  RcCtx *ctx = rc_ctx_new();
  ShParser p = {.ctx = ctx};
  p.m = rc_module_create(ctx, RC_FORMAT_STABLEHLO, "t.mlir");
  assert_non_null(p.m);
  sh_scopes_init(&p);
  ShScope *sc = sh_scope_new(&p, NULL), *inner = sh_scope_new(&p, sc);
  assert_non_null(sc);
  assert_non_null(inner);
  enum { N = 20000 };
  RcNode *n = rc_node_create(p.m, RC_OP_OPAQUE, 0, N + 2);
  assert_non_null(n);
  char nm[32];
  /* first a huge number, then a dense run, then one far past the run */
  sh_scope_put(sc, "16000000", &n->results[N]);
  assert_true(sc->nnum <= 4096 * 2);
  for (int i = 0; i < N; i++) {
    snprintf(nm, sizeof nm, "%d", i);
    sh_scope_put(sc, nm, &n->results[i]); /* array entries keep no key */
  }
  assert_true(sc->nnum <= 2 * (4 * N + 4096));
  sh_scope_put(sc, "9999999", &n->results[N + 1]);
  assert_true(sc->nnum <= 2 * (4 * N + 4096));
  assert_ptr_equal(sh_scope_lookup(inner, "16000000", 8), &n->results[N]);
  assert_ptr_equal(sh_scope_find_local(sc, "9999999", 7), &n->results[N + 1]);
  assert_null(sh_scope_find_local(inner, "9999999", 7));
  assert_null(sh_scope_lookup(inner, "16000001", 8));
  assert_null(sh_scope_lookup(inner, "20000", 5));
  for (int i = 0; i < N; i += 997) {
    snprintf(nm, sizeof nm, "%d", i);
    assert_ptr_equal(sh_scope_lookup(inner, nm, strlen(nm)), &n->results[i]);
  }
  g_ptr_array_free(p.scopes, true);
  rc_module_free(p.m);
  rc_ctx_free(ctx);
  /* through the reader: huge and ordinary numbers resolve and print back exactly */
  const char *text = "func.func @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {\n"
                     "  %16000000 = stablehlo.negate %arg0 : tensor<4xf32>\n"
                     "  %0 = stablehlo.add %16000000, %arg0 : tensor<4xf32>\n"
                     "  %9999999 = stablehlo.multiply %0, %16000000 : tensor<4xf32>\n"
                     "  return %9999999 : tensor<4xf32>\n"
                     "}\n";
  roundtrip("huge.mlir", text, strlen(text), text);
}

/* The reader keeps an op's text only where the op spelling (spell.c) says less: a plain op
 * keeps no template, one with an extra space keeps its text, and both print back byte for
 * byte. */
static void test_template_where_spelling_differs(void **state) {
  (void)state;
  const char *src = "func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {\n"
                    "  %0 = stablehlo.negate %a : tensor<4xf32>\n"
                    "  %1 = stablehlo.negate  %0 : tensor<4xf32>\n"
                    "  return %1 : tensor<4xf32>\n"
                    "}\n";
  RcCtx *ctx = rc_ctx_new();
  RcModule *m = parse_ok(ctx, "t.mlir", src, strlen(src));
  const RcNode *neg[2] = {NULL, NULL};
  int k = 0;
  rc_func_for_each(m->funcs, n) if (n->op == RC_OP_NEGATE && k < 2) neg[k++] = n;
  assert_int_equal(k, 2);
  assert_null(sh_node_tmpl(neg[0]));
  assert_non_null(sh_node_tmpl(neg[1]));
  RcWriter scratch;
  const char *t0 = "%0 = stablehlo.negate %a : tensor<4xf32>", *t1 = "%1 = stablehlo.negate  %0 : tensor<4xf32>";
  assert_true(sh_structural_equals(neg[0], &scratch, t0 + 5, strlen(t0 + 5)));
  assert_false(sh_structural_equals(neg[1], &scratch, t1 + 5, strlen(t1 + 5)));
  char *p = print_module(m);
  assert_string_equal(p, src);
  g_free(p);
  rc_module_free(m);
  rc_ctx_free(ctx);
}

/* An i1 hex blob with eight elements a byte (older MLIR, torch_xla 2.9's exports) is read
 * unpacked, the first element in the lowest bit; one byte an element still reads as it is,
 * and a blob of neither size is refused. */
static void test_packed_i1_blob(void **state) {
  (void)state;
  const char *src = "func.func @main() -> (tensor<16xi1>, tensor<16xi1>) {\n"
                    "  %c = stablehlo.constant dense<\"0x0D80\"> : tensor<16xi1>\n"
                    "  %d = stablehlo.constant dense<\"0x01000100010001000100010001000101\"> : tensor<16xi1>\n"
                    "  return %c, %d : tensor<16xi1>, tensor<16xi1>\n"
                    "}\n";
  RcCtx *ctx = rc_ctx_new();
  RcModule *m = parse_ok(ctx, "packed.mlir", src, strlen(src));
  const uint8_t want_c[16] = {1, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1};
  const uint8_t want_d[16] = {1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 1};
  int k = 0;
  rc_func_for_each(m->entry, n) if (n->op == RC_OP_CONSTANT) {
    assert_int_equal(n->literal->count, 16);
    assert_memory_equal(n->literal->data, k ? want_d : want_c, 16);
    k++;
  }
  assert_int_equal(k, 2);
  char *p = print_module(m);
  assert_string_equal(p, src);
  g_free(p);
  rc_module_free(m);
  rc_ctx_free(ctx);
  const char *bad = "func.func @main() -> tensor<16xi1> {\n"
                    "  %c = stablehlo.constant dense<\"0x0D8000\"> : tensor<16xi1>\n"
                    "  return %c : tensor<16xi1>\n"
                    "}\n";
  expect_error("bad.mlir", bad, strlen(bad),
               "bad.mlir:2:33: error: hex blob has 3 bytes, the type needs 1 or 16");
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_corpus),
      cmocka_unit_test(test_dialect_constants),
      cmocka_unit_test(test_mhlo_twins),
      cmocka_unit_test(test_chlo_broadcasting),
      cmocka_unit_test(test_multi_block_region),
      cmocka_unit_test(test_generic_func_legacy),
      cmocka_unit_test(test_text_split),
      cmocka_unit_test(test_typed_attrs),
      cmocka_unit_test(test_rewire),
      cmocka_unit_test(test_structural_module),
      cmocka_unit_test(test_structural_in_parsed),
      cmocka_unit_test(test_structural_regions),
      cmocka_unit_test(test_deep_chain),
      cmocka_unit_test(test_deep_nesting),
      cmocka_unit_test(test_malformed),
      cmocka_unit_test(test_mutations),
      cmocka_unit_test(test_oom),
      cmocka_unit_test(test_owned_release),
      cmocka_unit_test(test_scope_number_growth),
      cmocka_unit_test(test_template_where_spelling_differs),
      cmocka_unit_test(test_packed_i1_blob),
  };
  return cmocka_run_group_tests_name("stablehlo", tests, NULL, NULL);
}
