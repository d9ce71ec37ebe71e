/* Tests of the matching automaton (src/pattern/automaton.c): shared check nodes,
 * priority and size order, commutative matching with backtracking, alternatives,
 * and a differential test against the previous matcher's index (a bucket per root
 * op, every pattern in priority order behind its first-level key, then the walk),
 * kept here as the reference, on every corpus graph in canonical and written form. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <glib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "graph_build.h"
#include "pattern/pattern.h"
#include "recompose/higher.h"
#include "rewrite/hooks.h"

/* ---- the reference: the previous index, on top of the same walk ---- */

typedef struct Ref {
  const RcPattern **bucket[RC_OP_COUNT];
  uint32_t nbucket[RC_OP_COUNT];
} Ref;

static int ref_cmp(const void *a, const void *b) {
  const RcPattern *x = *(const RcPattern *const *)a, *y = *(const RcPattern *const *)b;
  if (x->priority != y->priority) return y->priority - x->priority;
  if (x->size != y->size) return (int)y->size - (int)x->size;
  return 0;
}

static void ref_root_ops(const RcPNode *r, bool *ops) {
  switch (r->kind) {
  case RC_P_OP: ops[r->op] = true; break;
  case RC_P_REDUCE: ops[RC_OP_REDUCE] = true; break;
  case RC_P_MEAN: ops[RC_OP_MULTIPLY] = ops[RC_OP_DIVIDE] = true; break;
  case RC_P_CUSTOM: ops[RC_OP_CUSTOM_CALL] = ops[RC_OP_COMPOSITE] = true; break;
  case RC_P_ALT:
    for (uint32_t i = 0; i < r->nkids; i++) ref_root_ops(r->kids[i], ops);
    break;
  default: break;
  }
}

static Ref *ref_new(const RcPatternSet *ps) {
  Ref *ix = calloc(1, sizeof *ix);
  for (int op = 0; op < RC_OP_COUNT; op++) ix->bucket[op] = calloc(ps->npats + 1, sizeof *ix->bucket[op]);
  for (size_t i = 0; i < ps->npats; i++) {
    const RcPattern *p = ps->pats[i];
    bool ops[RC_OP_COUNT] = {0};
    ref_root_ops(p->root, ops);
    for (int op = 0; op < RC_OP_COUNT; op++) {
      if (!ops[op]) continue;
      int alt = op == RC_OP_ADD ? RC_OP_SUBTRACT : op == RC_OP_MULTIPLY ? RC_OP_DIVIDE : -1;
      ix->bucket[op][ix->nbucket[op]++] = p;
      if (alt >= 0 && !ops[alt]) ix->bucket[alt][ix->nbucket[alt]++] = p;
    }
  }
  for (int op = 0; op < RC_OP_COUNT; op++)
    if (ix->nbucket[op]) qsort(ix->bucket[op], ix->nbucket[op], sizeof *ix->bucket[op], ref_cmp);
  return ix;
}

static void ref_free(Ref *ix) {
  for (int op = 0; op < RC_OP_COUNT; op++) free(ix->bucket[op]);
  free(ix);
}

static bool ref_match_at(const Ref *ix, RcNode *n, RcMatch *m, bool (*refuse)(const RcPattern *, void *), void *user) {
  uint32_t nb = ix->nbucket[n->op];
  if (!nb || n->nresults != 1) return false;
  uint64_t mask[2];
  rc_match_kid_mask(n, false, mask);
  bool ac = (rc_op_info[n->op].flags & (RC_F_COMM | RC_F_ASSOC)) == (RC_F_COMM | RC_F_ASSOC);
  for (uint32_t i = 0; i < nb; i++) {
    const RcPattern *pat = ix->bucket[n->op][i];
    bool same = pat->root->kind != RC_P_OP || pat->root->op == n->op;
    /* the second look (m->shared): every pattern of the root op is walked, no key */
    if (!m->shared && pat->arity >= 0 && !ac && same && pat->root->kind != RC_P_ALT &&
        (uint32_t)pat->arity != n->noperands)
      continue;
    if (!m->shared &&
        ((mask[0] & pat->kidmask[0]) != pat->kidmask[0] || (mask[1] & pat->kidmask[1]) != pat->kidmask[1]))
      continue;
    if (refuse && refuse(pat, user)) continue;
    if (rc_match_walk(pat, n, m)) return true;
  }
  return false;
}

/* ---- every match at a node, in order: refuse each match and ask again ---- */

typedef struct Seen {
  const RcPattern *p[512];
  int n;
} Seen;

static bool refused(const RcPattern *p, void *user) {
  Seen *s = user;
  for (int i = 0; i < s->n; i++)
    if (s->p[i] == p) return true;
  return false;
}

/* Appends a description of every match at n (pattern, captures, covered nodes) to out;
 * returns the number of matches. */
static int all_matches(const RcMatchIndex *ix, const Ref *ref, RcNode *n, bool shared, const uint64_t *ops,
                       GString *out) {
  Seen seen = {.n = 0};
  RcMatch m = {.shared = shared, .ops = ops};
  int count = 0;
  while (seen.n < 512 && (ix ? rc_match_at(ix, n, &m, refused, &seen) : ref_match_at(ref, n, &m, refused, &seen))) {
    g_string_append_printf(out, "%u:%s[", n->id, m.pat->name);
    for (int c = 0; c < RC_PAT_MAX_CAPS; c++)
      if (m.caps[c]) g_string_append_printf(out, "%d=%p ", c, (void *)m.caps[c]);
    g_string_append(out, "](");
    for (uint32_t i = 0; i < m.nnodes; i++) g_string_append_printf(out, "%u ", m.nodes[i]->id);
    g_string_append(out, ")\n");
    seen.p[seen.n++] = m.pat;
    count++;
  }
  rc_match_clear(&m);
  return count;
}

/* Compares the automaton with the reference at every node of f; returns the matches found.
 * ops: the automaton's run is told f's op kinds (RcMatch.ops), or not (NULL). */
static int diff_func(const RcMatchIndex *ix, const Ref *ref, RcFunc *f, const uint64_t *ops, const char *what) {
  GString *a = g_string_new(NULL), *b = g_string_new(NULL);
  int found = 0;
  rc_func_for_each(f, n) {
    for (int shared = 0; shared < 2; shared++) { /* the first look, then the second (RcMatch.shared) */
      g_string_truncate(a, 0);
      g_string_truncate(b, 0);
      found += all_matches(ix, NULL, n, shared, ops, a);
      all_matches(NULL, ref, n, shared, NULL, b);
      if (strcmp(a->str, b->str)) {
        fprintf(stderr, "%s: node %u (%s)%s: automaton\n%sreference\n%s", what, n->id, rc_op_info[n->op].name,
                shared ? " second look" : "", a->str, b->str);
        fail();
      }
    }
  }
  g_string_free(a, TRUE);
  g_string_free(b, TRUE);
  return found;
}

/* Every corpus input (corpus/opt, corpus/hlo, corpus/stablehlo), every function, in
 * canonical and written form, under the pattern set ps. */
static int diff_corpus(RcCtx *ctx, const RcPatternSet *ps, int *files) {
  const char *root = getenv("RC_SOURCE_ROOT");
  assert_non_null(root);
  RcMatchIndex *ix = rc_match_index_new(ps, NULL, 0);
  Ref *ref = ref_new(ps);
  static const char *const dirs[] = {"corpus/opt", "corpus/hlo", "corpus/stablehlo"};
  int found = 0;
  for (size_t d = 0; d < 3; d++) {
    gchar *dir = g_build_filename(root, dirs[d], NULL);
    GDir *gd = g_dir_open(dir, 0, NULL);
    assert_non_null(gd);
    const char *e;
    while ((e = g_dir_read_name(gd))) {
      if (strstr(e, ".out.") || !(g_str_has_suffix(e, ".hlo") || g_str_has_suffix(e, ".mlir"))) continue;
      gchar *path = g_build_filename(dir, e, NULL), *text;
      gsize len;
      assert_true(g_file_get_contents(path, &text, &len, NULL));
      RcModule *m = NULL;
      if (rc_module_parse(ctx, path, text, len, RC_FORMAT_AUTO, &m) == RC_OK) {
        (*files)++;
        for (RcFunc *f = m->funcs; f; f = f->next) {
          RcRwCanon *c = rc_rw_canon_new(f);
          assert_non_null(c);
          /* as the driver runs it: told the view's op kinds */
          found += diff_func(ix, ref, rc_rw_canon_func(c), rc_rw_ops(c), path);
          rc_rw_canon_free(c);
          found += diff_func(ix, ref, f, NULL, path);
        }
        rc_module_free(m);
      }
      rc_ctx_clear_diagnostics(ctx);
      g_free(text);
      g_free(path);
    }
    g_dir_close(gd);
    g_free(dir);
  }
  ref_free(ref);
  rc_match_index_free(ix);
  return found;
}

static void differential_builtin(void **state) {
  (void)state;
  RcCtx *ctx = rc_ctx_new();
  RcPatternSet *ps = rc_patterns_new(ctx);
  assert_int_equal(rc_patterns_add_builtin(ps), RC_OK);
  int files = 0;
  int found = diff_corpus(ctx, ps, &files);
  fprintf(stderr, "differential: %d corpus files, %d matches, all identical\n", files, found);
  assert_true(files >= 200);
  assert_true(found > 100);
  rc_patterns_free(ps);
  rc_ctx_free(ctx);
}

/* Which fused calls a pattern can read (rc_match_index_reads_call, the rewrite
 * driver's later-round seeds): the standard set reads recompose.sigmoid (silu,
 * quick_gelu, gelu_tanh over it) and recompose.erf (gelu), not recompose.silu or
 * recompose.gelu_erf; a pattern with a matching custom_call check changes that. */
static void reads_fused_calls(void **state) {
  (void)state;
  RcCtx *ctx = rc_ctx_new();
  RcPatternSet *ps = rc_patterns_new(ctx);
  assert_int_equal(rc_patterns_add_builtin(ps), RC_OK);
  RcModule *m = rc_module_create(ctx, RC_FORMAT_HLO, "t");
  RcFunc *f = rc_func_create(m, "main", NULL);
  const char *targets[] = {"recompose.sigmoid", "recompose.erf", "recompose.silu", "recompose.gelu_erf"};
  RcNode *calls[4];
  for (int i = 0; i < 4; i++) {
    calls[i] = rc_node_create(m, RC_OP_CUSTOM_CALL, 1, 1);
    rc_func_insert_before(f, calls[i], NULL);
    RcAttr *a = rc_node_add_attr(calls[i], "custom_call_target", RC_ATTR_STR, NULL);
    a->u.s = targets[i];
  }
  RcNode *plain = rc_node_create(m, RC_OP_EXP, 1, 1);
  const RcMatchIndex *ix = rc_patset_index(ps);
  assert_true(rc_match_index_reads_call(ix, calls[0]));
  assert_true(rc_match_index_reads_call(ix, calls[1]));
  assert_false(rc_match_index_reads_call(ix, calls[2]));
  assert_false(rc_match_index_reads_call(ix, calls[3]));
  assert_false(rc_match_index_reads_call(ix, plain));
  const char *pat = "pattern twice -> silu { match add(custom_call(/^recompose\\.(silu|gelu_erf)$/, %x), %x) "
                    "emit recompose.silu(%x) }";
  assert_int_equal(rc_patterns_add_string(ps, "twice", pat, strlen(pat)), RC_OK);
  ix = rc_patset_index(ps);
  assert_true(rc_match_index_reads_call(ix, calls[2]));
  assert_true(rc_match_index_reads_call(ix, calls[3]));
  rc_module_free(m);
  rc_patterns_free(ps);
  rc_ctx_free(ctx);
}

/* The first-level key of a node's operand kinds reads each operand as it is: float
 * converts are the canonical form's business (it has none), so the product of x and a
 * convert pair around a division offers the convert, not the division. */
static void kid_mask_through_converts(void **state) {
  (void)state;
  RcCtx *ctx = rc_ctx_new();
  RcModule *m = rc_module_create(ctx, RC_FORMAT_HLO, "t");
  RcFunc *f = rc_func_create(m, "main", NULL);
  int64_t d[1] = {8};
  RcType *tf = rc_type_tensor(m, RC_DT_F32, 1, d), *tb = rc_type_tensor(m, RC_DT_BF16, 1, d);
  RcNode *x = rc_node_create(m, RC_OP_PARAMETER, 0, 1), *dv = rc_node_create(m, RC_OP_DIVIDE, 2, 1);
  RcNode *down = rc_node_create(m, RC_OP_CONVERT, 1, 1), *up = rc_node_create(m, RC_OP_CONVERT, 1, 1);
  RcNode *mul = rc_node_create(m, RC_OP_MULTIPLY, 2, 1);
  RcNode *order[] = {x, dv, down, up, mul};
  for (int i = 0; i < 5; i++) rc_func_insert_before(f, order[i], NULL);
  x->results[0].type = dv->results[0].type = up->results[0].type = mul->results[0].type = tf;
  down->results[0].type = tb;
  rc_node_set_operand(dv, 0, &x->results[0]);
  rc_node_set_operand(dv, 1, &x->results[0]);
  rc_node_set_operand(down, 0, &dv->results[0]);
  rc_node_set_operand(up, 0, &down->results[0]);
  rc_node_set_operand(mul, 0, &x->results[0]);
  rc_node_set_operand(mul, 1, &up->results[0]);
  uint64_t mask[2];
  rc_match_kid_mask(mul, false, mask);
  assert_false(mask[RC_OP_DIVIDE / 64] & (1ull << (RC_OP_DIVIDE % 64)));
  assert_true(mask[RC_OP_CONVERT / 64] & (1ull << (RC_OP_CONVERT % 64)));
  assert_true(mask[RC_OP_PARAMETER / 64] & (1ull << (RC_OP_PARAMETER % 64)));
  rc_module_free(m);
  rc_ctx_free(ctx);
}

/* The kid mask of a nested single-use add chain: a chain within its visit bound gives the
 * kinds of every link's operands; a longer one (more than flatten's 16 operands, so no walk
 * reads past the root's own operands) stops at the bound, so that a chain's masks cost
 * linear time, not the rest of the chain per node (400k links took 69 s). */
static void kid_mask_long_chain(void **state) {
  (void)state;
  for (int len = 20; len <= 2000; len += 1980) {
    RcCtx *ctx = rc_ctx_new();
    RcModule *m = rc_module_create(ctx, RC_FORMAT_HLO, "t");
    RcFunc *f = rc_func_create(m, "main", NULL);
    RcNode *x = rc_node_create(m, RC_OP_PARAMETER, 0, 1), *t = rc_node_create(m, RC_OP_TANH, 1, 1);
    rc_func_insert_before(f, x, NULL);
    rc_func_insert_before(f, t, NULL);
    rc_node_set_operand(t, 0, &x->results[0]);
    RcValue *prev = &t->results[0];
    RcNode *a = NULL;
    for (int i = 0; i < len; i++) {
      RcNode *e = rc_node_create(m, RC_OP_EXP, 1, 1);
      a = rc_node_create(m, RC_OP_ADD, 2, 1);
      rc_func_insert_before(f, e, NULL);
      rc_func_insert_before(f, a, NULL);
      rc_node_set_operand(e, 0, &x->results[0]);
      rc_node_set_operand(a, 0, prev);
      rc_node_set_operand(a, 1, &e->results[0]);
      prev = &a->results[0];
    }
    uint64_t mask[2];
    rc_match_kid_mask(a, false, mask);
    assert_true(mask[RC_OP_ADD / 64] & (1ull << (RC_OP_ADD % 64)));
    assert_true(mask[RC_OP_EXP / 64] & (1ull << (RC_OP_EXP % 64)));
    bool tanh = mask[RC_OP_TANH / 64] & (1ull << (RC_OP_TANH % 64));
    assert_int_equal(tanh, len == 20);
    rc_module_free(m);
    rc_ctx_free(ctx);
  }
}

/* Patterns written to stress the compiler: root alternatives of several op kinds, a
 * subtract root, captures met before their definition, attributes, custom calls,
 * reduces, several constants, and 150 near-duplicates of standard patterns. */
static void differential_stress(void **state) {
  (void)state;
  RcCtx *ctx = rc_ctx_new();
  RcPatternSet *ps = rc_patterns_new(ctx);
  assert_int_equal(rc_patterns_add_builtin(ps), RC_OK);
  GString *src = g_string_new(
      "pattern a1 -> silu { match (add(%x, negate(%y)) | mul(%x, %y) | divide(%x, %y)) emit recompose.silu(%x) }\n"
      "pattern a2 -> silu priority 5 { match add(negate(%y), %x) emit recompose.silu(%x) }\n"
      "pattern a3 -> silu priority 5 { match add(negate(%y), negate(%x)) emit recompose.silu(%x) }\n"
      "pattern a4 -> silu { match divide(%x, add(%x, (exp(%x) | 1.0))) emit recompose.silu(%x) }\n"
      "pattern a5 -> silu { match mul((%e = log(%x) | sqrt(%x)), exp(%e)) emit recompose.silu(%x) }\n"
      "pattern a6 -> silu { match mul(%e = exp(%x), %e) emit recompose.silu(%x) }\n"
      "pattern a7 -> silu { match mul(%x, %x) emit recompose.silu(%x) }\n"
      "pattern a8 -> silu { match mul(%x, const) emit recompose.silu(%x) }\n"
      "pattern a9 -> silu { match broadcast(%x) emit recompose.silu(%x) }\n"
      "pattern a10 -> silu { match reduce_sum(exp(%x), axes=[-1]) emit recompose.silu(%x) }\n"
      "pattern a11 -> silu { match reduce_max(%x, axes=[-1]) emit recompose.silu(%x) }\n"
      "pattern a12 -> silu { match custom_call(/^recompose\\./, %x) emit recompose.silu(%x) }\n"
      "pattern a13 -> silu { match compare(%x, _, direction=LT) emit recompose.silu(%x) }\n"
      "pattern a14 -> silu { match reduce_mean(%x, axes=[-1]) emit recompose.silu(%x) }\n"
      "pattern a15 -> silu { match maximum(%x, 0.0) emit recompose.silu(%x) }\n"
      "pattern a16 -> silu { match mul(%x, 0.5) emit recompose.silu(%x) }\n"
      "pattern a17 -> silu { match (exp(%x) | log(%x) | convert(%x)) emit recompose.silu(%x) }\n"
      "pattern a18 -> silu { match add(%x, 1.0) emit recompose.silu(%x) }\n"
      "pattern a19 -> silu { match mul(%a = add(%x, _), %a) emit recompose.silu(%x) }\n"
      "pattern a20 -> silu { match select(_, %x, _) emit recompose.silu(%x) }\n");
  static const char *const un[] = {"exp", "log", "tanh", "negate", "abs", "sqrt", "rsqrt", "logistic", "erf", "log1p"};
  for (int i = 0; i < 150; i++)
    g_string_append_printf(src, "pattern s%d -> silu priority %d { match %s(%%x, %s(%s(%%x)), %s) emit recompose.silu(%%x) }\n",
                           i, i % 3 * 10, i % 4 == 3 ? "add" : "mul", un[i % 10], un[(i / 10) % 10],
                           i % 5 == 0 ? "0.5" : i % 5 == 1 ? "1.0" : "_");
  assert_int_equal(rc_patterns_add_string(ps, "stress", src->str, src->len), RC_OK);
  g_string_free(src, TRUE);
  int files = 0;
  int found = diff_corpus(ctx, ps, &files);
  fprintf(stderr, "differential (stress set, %zu patterns): %d matches, all identical\n", rc_patterns_count(ps), found);
  assert_true(found > 1000);
  rc_patterns_free(ps);
  rc_ctx_free(ctx);
}

/* ---- the automaton's shape and order on small cases ---- */

typedef struct T {
  RcCtx *ctx;
  GB g;
} T;

static int setup(void **state) {
  T *t = calloc(1, sizeof *t);
  t->ctx = rc_ctx_new();
  int64_t dims[2] = {2, 8};
  gb_init(&t->g, t->ctx, RC_FORMAT_HLO, RC_DT_F32, 2, dims);
  *state = t;
  return 0;
}

static int teardown(void **state) {
  T *t = *state;
  rc_module_free(t->g.m);
  rc_ctx_free(t->ctx);
  free(t);
  return 0;
}

static RcPatternSet *load(T *t, const char *src) {
  RcPatternSet *ps = rc_patterns_new(t->ctx);
  assert_int_equal(rc_patterns_add_string(ps, "t", src, strlen(src)), RC_OK);
  return ps;
}

static char *dump(const RcMatchIndex *ix) {
  char *buf = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&buf, &len);
  rc_match_index_dump(ix, f);
  fclose(f);
  return buf;
}

static int count(const char *hay, const char *needle) {
  int n = 0;
  size_t len = strlen(needle);
  for (size_t i = 0; hay[i]; i++) n += !strncmp(hay + i, needle, len);
  return n;
}

/* Two patterns with a common prefix (select, its compare operand and its attribute)
 * share those check nodes: one node each, and the tree is smaller than the paths. */
static void shared_prefix(void **state) {
  T *t = *state;
  RcPatternSet *ps = load(t, "pattern p1 -> silu { match select(compare(%x, 0.0, direction=GT), %x, exp(%x)) "
                             "emit recompose.silu(%x) }\n"
                             "pattern p2 -> silu { match select(compare(%x, 0.0, direction=GT), %x, log(%x)) "
                             "emit recompose.silu(%x) }\n");
  RcMatchIndex *ix = rc_match_index_new(ps, NULL, 0);
  char *d = dump(ix);
  assert_int_equal(count(d, "$.0 is compare"), 1);
  assert_int_equal(count(d, "$.0 has direction=GT"), 1);
  assert_int_equal(count(d, "$.0.1 = 0"), 1);
  assert_int_equal(count(d, "$.2 is exp"), 1);
  assert_int_equal(count(d, "$.2 is log"), 1);
  size_t nodes, unshared;
  rc_match_index_stats(ix, &nodes, &unshared);
  assert_true(nodes < unshared);
  assert_int_equal(unshared - nodes, (unshared - 2 * 2) / 2); /* everything but the last two checks is shared */
  free(d);
  /* and both still match their own graph, and only it */
  GB *g = &t->g;
  RcValue *x = gb_param(g, NULL, "x");
  RcValue *c = gb_op2(g, RC_OP_COMPARE, x, gb_const(g, NULL, 0.0));
  RcAttr *dir = rc_node_add_attr(c->def, "direction", RC_ATTR_ENUM, "GT");
  dir->u.s = dir->raw;
  RcValue *s1 = gb_op3(g, RC_OP_SELECT, c, x, gb_op1(g, RC_OP_EXP, x));
  RcValue *s2 = gb_op3(g, RC_OP_SELECT, c, x, gb_op1(g, RC_OP_LOG, x));
  RcValue *s3 = gb_op3(g, RC_OP_SELECT, c, x, gb_op1(g, RC_OP_TANH, x));
  RcMatch m = {0};
  assert_true(rc_match_at(ix, s1->def, &m, NULL, NULL));
  assert_string_equal(m.pat->name, "p1");
  assert_true(rc_match_at(ix, s2->def, &m, NULL, NULL));
  assert_string_equal(m.pat->name, "p2");
  assert_false(rc_match_at(ix, s3->def, &m, NULL, NULL));
  rc_match_clear(&m);
  rc_match_index_free(ix);
  rc_patterns_free(ps);
}

/* Told the graph's op kinds (RcMatch.ops), rc_match_at walks no pattern needing a kind the
 * graph lacks: the op kinds of its nodes and reduce_mean's reduce, what every branch of
 * an alternative needs, nothing below a capture bound at several nodes (only compared
 * there). The same graph matches when its kinds are given in full. */
static void needed_kinds(void **state) {
  T *t = *state;
  RcPatternSet *ps = load(t, "pattern p -> silu priority 3 { match mul(%x, (exp(tanh(%x)) | exp(log(%x)))) "
                             "emit recompose.silu(%x) }\n"
                             "pattern q -> silu priority 2 { match add(%y = tanh(%x), %y) emit recompose.silu(%x) }\n"
                             "pattern r -> silu priority 1 { match reduce_mean(%x, axes=[-1]) "
                             "emit recompose.silu(%x) }\n");
  RcMatchIndex *ix = rc_match_index_new(ps, NULL, 0);
  GB *g = &t->g;
  RcValue *x = gb_param(g, NULL, "x");
  RcValue *v = gb_op2(g, RC_OP_MULTIPLY, x, gb_op1(g, RC_OP_EXP, gb_op1(g, RC_OP_TANH, x)));
  RcValue *th = gb_op1(g, RC_OP_TANH, x);
  RcValue *w = gb_op2(g, RC_OP_ADD, th, th);
  uint64_t all[2] = {~0ull, ~0ull};
  RcMatch m = {.ops = all};
  assert_true(rc_match_at(ix, v->def, &m, NULL, NULL));
  assert_ptr_equal(m.ops, all); /* kept by the matcher */
  uint64_t kinds[2] = {0, 0};
#define KIND(op) (kinds[(op) / 64] |= 1ull << ((op) % 64))
  KIND(RC_OP_MULTIPLY);
  KIND(RC_OP_EXP);
  KIND(RC_OP_TANH);
  m.ops = kinds;
  assert_true(rc_match_at(ix, v->def, &m, NULL, NULL)); /* the branches share exp only */
  kinds[RC_OP_TANH / 64] &= ~(1ull << (RC_OP_TANH % 64));
  KIND(RC_OP_LOG);
  assert_true(rc_match_at(ix, v->def, &m, NULL, NULL)); /* a superset of the kinds will do */
  kinds[RC_OP_EXP / 64] &= ~(1ull << (RC_OP_EXP % 64));
  assert_false(rc_match_at(ix, v->def, &m, NULL, NULL)); /* no exp: p is not walked */
  m.ops = NULL;
  assert_true(rc_match_at(ix, v->def, &m, NULL, NULL));
  kinds[0] = kinds[1] = 0;
  KIND(RC_OP_ADD); /* %y is bound twice: its tanh is not needed */
  m.ops = kinds;
  assert_true(rc_match_at(ix, w->def, &m, NULL, NULL));
  assert_string_equal(m.pat->name, "q");
#undef KIND
  rc_match_clear(&m);
  rc_match_index_free(ix);
  rc_patterns_free(ps);
}

/* Several patterns match one node: higher priority first, then the larger pattern,
 * then load order; refusing one gives the next. */
static void priority_then_size(void **state) {
  T *t = *state;
  RcPatternSet *ps = load(t, "pattern small -> silu priority 5 { match mul(%x, _) emit recompose.silu(%x) }\n"
                             "pattern big -> silu priority 5 { match mul(%x, exp(_)) emit recompose.silu(%x) }\n"
                             "pattern low -> silu { match mul(%x, exp(%y)) emit recompose.silu(%x) }\n"
                             "pattern high -> silu priority 9 { match mul(_, %x) emit recompose.silu(%x) }\n"
                             "pattern twin -> silu priority 5 { match mul(%x, exp(_)) emit recompose.silu(%x) }\n");
  RcMatchIndex *ix = rc_match_index_new(ps, NULL, 0);
  GB *g = &t->g;
  RcValue *x = gb_param(g, NULL, "x");
  RcValue *v = gb_op2(g, RC_OP_MULTIPLY, x, gb_op1(g, RC_OP_EXP, x));
  Seen seen = {.n = 0};
  RcMatch m = {0};
  static const char *const want[] = {"high", "big", "twin", "small", "low"};
  for (int i = 0; i < 5; i++) {
    assert_true(rc_match_at(ix, v->def, &m, refused, &seen));
    assert_string_equal(m.pat->name, want[i]);
    seen.p[seen.n++] = m.pat;
  }
  assert_false(rc_match_at(ix, v->def, &m, refused, &seen));
  rc_match_clear(&m);
  rc_match_index_free(ix);
  rc_patterns_free(ps);
}

/* A product matched as a multiset: the first assignment that binds %x to the exp
 * operand fails later (the log needs the other %x) and is undone. */
static void commutative_backtracking(void **state) {
  T *t = *state;
  RcPatternSet *ps = load(t, "pattern p -> silu { match mul(%x, exp(%x), log(%x), %y) emit recompose.silu(%y) }\n");
  RcMatchIndex *ix = rc_match_index_new(ps, NULL, 0);
  char *d = dump(ix);
  assert_int_equal(count(d, "$ reads 4 operands"), 1);
  assert_int_equal(count(d, "$ has an operand in {exp}"), 1);
  free(d);
  GB *g = &t->g;
  RcValue *a = gb_param(g, NULL, "a"), *b = gb_param(g, NULL, "b");
  RcValue *ok = gb_opv(g, RC_OP_MULTIPLY, NULL, 4, (RcValue *[]){b, gb_op1(g, RC_OP_EXP, a), a, gb_op1(g, RC_OP_LOG, a)});
  RcValue *bad = gb_opv(g, RC_OP_MULTIPLY, NULL, 4, (RcValue *[]){b, gb_op1(g, RC_OP_EXP, a), a, gb_op1(g, RC_OP_LOG, b)});
  RcValue *three = gb_op3(g, RC_OP_MULTIPLY, gb_op1(g, RC_OP_EXP, a), a, gb_op1(g, RC_OP_LOG, a));
  RcMatch m = {0};
  assert_true(rc_match_at(ix, ok->def, &m, NULL, NULL));
  assert_ptr_equal(m.caps[0], a);
  assert_ptr_equal(m.caps[1], b);
  assert_false(rc_match_at(ix, bad->def, &m, NULL, NULL));
  assert_false(rc_match_at(ix, three->def, &m, NULL, NULL)); /* three operands: the count check refuses it */
  rc_match_clear(&m);
  rc_match_index_free(ix);
  rc_patterns_free(ps);
}

/* Root alternatives become separate paths under their own op kinds; alternatives
 * below the root are ordered (the first that matches binds). */
static void alternatives(void **state) {
  T *t = *state;
  RcPatternSet *ps = load(t, "pattern p -> silu { match (exp(%x) | log(%x) | divide(%x, 2.0)) "
                             "emit recompose.silu(%x) }\n"
                             "pattern q -> silu priority 1 { match tanh((%y = exp(%x) | abs(%x))) "
                             "emit recompose.silu(%x) }\n");
  RcMatchIndex *ix = rc_match_index_new(ps, NULL, 0);
  char *d = dump(ix);
  assert_int_equal(count(d, "root exp\n"), 1);
  assert_int_equal(count(d, "root log\n"), 1);
  assert_int_equal(count(d, "root divide"), 1);
  assert_int_equal(count(d, "$.1 = 2"), 1);
  free(d);
  GB *g = &t->g;
  RcValue *x = gb_param(g, NULL, "x");
  RcValue *e = gb_op1(g, RC_OP_EXP, x), *l = gb_op1(g, RC_OP_LOG, x);
  RcValue *dv = gb_op2(g, RC_OP_DIVIDE, x, gb_const(g, NULL, 2.0));
  RcValue *d3 = gb_op2(g, RC_OP_DIVIDE, x, gb_const(g, NULL, 3.0));
  RcValue *th = gb_op1(g, RC_OP_TANH, gb_op1(g, RC_OP_ABS, x));
  RcMatch m = {0};
  assert_true(rc_match_at(ix, e->def, &m, NULL, NULL));
  assert_true(rc_match_at(ix, l->def, &m, NULL, NULL));
  assert_true(rc_match_at(ix, dv->def, &m, NULL, NULL));
  assert_false(rc_match_at(ix, d3->def, &m, NULL, NULL));
  assert_true(rc_match_at(ix, th->def, &m, NULL, NULL));
  assert_string_equal(m.pat->name, "q");
  assert_ptr_equal(m.caps[m.pat->args[0]], x);
  assert_string_equal(m.pat->capnames[1], "y");
  assert_null(m.caps[1]); /* %y: the first alternative failed and was undone */
  rc_match_clear(&m);
  rc_match_index_free(ix);
  rc_patterns_free(ps);
}

/* A capture met (and bound) before its definition: a product tries structured operand
 * patterns first, so exp(%e) binds %e before the alternative that defines it; the
 * definition is then only compared, and the automaton must not demand a log. */
static void capture_before_definition(void **state) {
  T *t = *state;
  RcPatternSet *ps = load(t, "pattern p -> silu { match mul((%e = log(%x) | sqrt(%x)), exp(%e)) "
                             "emit recompose.silu(%e) }\n");
  RcMatchIndex *ix = rc_match_index_new(ps, NULL, 0);
  char *d = dump(ix);
  assert_int_equal(count(d, "log"), 0);
  assert_int_equal(count(d, "$ has an operand in {exp}"), 1);
  free(d);
  GB *g = &t->g;
  RcValue *x = gb_param(g, NULL, "x");
  RcValue *v = gb_op2(g, RC_OP_MULTIPLY, x, gb_op1(g, RC_OP_EXP, x)); /* %e binds x; no log anywhere */
  RcMatch m = {0};
  assert_true(rc_match_at(ix, v->def, &m, NULL, NULL));
  rc_match_clear(&m);
  rc_match_index_free(ix);
  rc_patterns_free(ps);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test_setup_teardown(shared_prefix, setup, teardown),
      cmocka_unit_test_setup_teardown(priority_then_size, setup, teardown),
      cmocka_unit_test_setup_teardown(needed_kinds, setup, teardown),
      cmocka_unit_test_setup_teardown(commutative_backtracking, setup, teardown),
      cmocka_unit_test_setup_teardown(alternatives, setup, teardown),
      cmocka_unit_test_setup_teardown(capture_before_definition, setup, teardown),
      cmocka_unit_test(differential_builtin),
      cmocka_unit_test(reads_fused_calls),
      cmocka_unit_test(kid_mask_through_converts),
      cmocka_unit_test(kid_mask_long_chain),
      cmocka_unit_test(differential_stress),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
