/* Tests of what keeps the canonical view small. Node recycling
 * (src/canon/recycle.c): nodes of the build pass that die before it ends (the
 * negate/exp/add of a sigmoid spelled 1/(1+exp(-x))) are released and their
 * memory is reused, while lookups of the original values they stood for answer
 * NULL (never the node now living in that memory), values with pending users
 * stay, and the result is the same canonical function, idempotent. Window
 * builds (rc_canon_new_window): a window over the whole function is the full
 * build; over a stretch, what comes before reads as one stand-in per value
 * (constants as constants) and later uses are kept by the escape sink. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "canon/canon.h"
#include "canon/canon_int.h"
#include "ir/ir.h"
#include "support/arena.h"
#include "support/ctx.h"

typedef struct {
  RcCtx *ctx;
  RcModule *m;
  RcFunc *f;
  RcType *t, *s;
} B;

static void b_init(B *b) {
  b->ctx = rc_ctx_new();
  b->m = rc_module_create(b->ctx, RC_FORMAT_HLO, "test");
  b->f = rc_func_create(b->m, "main", NULL);
  b->f->is_entry = true;
  b->m->entry = b->f;
  b->f->params = rc_module_alloc(b->m, sizeof(RcNode *));
  int64_t d[1] = {64};
  b->t = rc_type_tensor(b->m, RC_DT_F32, 1, d);
  b->s = rc_type_tensor(b->m, RC_DT_F32, 0, NULL);
}

static void b_free(B *b) {
  rc_module_free(b->m);
  rc_ctx_free(b->ctx);
}

static RcValue *node(B *b, RcOp op, RcType *t, uint32_t n, RcValue **ops) {
  RcNode *k = rc_node_create(b->m, op, n, op == RC_OP_RETURN ? 0 : 1);
  rc_func_insert_before(b->f, k, NULL);
  for (uint32_t i = 0; i < n; i++) rc_node_set_operand(k, i, ops[i]);
  if (op == RC_OP_RETURN) return NULL;
  k->results[0].type = t;
  return &k->results[0];
}

static RcValue *u1(B *b, RcOp op, RcValue *a) { return node(b, op, b->t, 1, &a); }
static RcValue *b2(B *b, RcOp op, RcValue *x, RcValue *y) {
  RcValue *o[2] = {x, y};
  return node(b, op, b->t, 2, o);
}

/* broadcast(constant(v)) of type t, the HLO spelling */
static RcValue *cst(B *b, double v) {
  RcValue *c = node(b, RC_OP_CONSTANT, b->s, 0, NULL);
  RcLiteral *l = rc_module_alloc(b->m, sizeof *l);
  l->dtype = RC_DT_F32;
  l->count = 1;
  l->splat = true;
  l->data = rc_module_alloc(b->m, 8);
  float f = (float)v;
  memcpy(l->data, &f, 4);
  c->def->literal = l;
  RcValue *bc = node(b, RC_OP_BROADCAST, b->t, 1, &c);
  RcAttr *a = rc_node_add_attr(bc->def, "dimensions", RC_ATTR_INTS, NULL);
  a->u.ints.n = 0;
  return bc;
}

typedef struct {
  RcValue *neg, *exp, *add, *div, *mul;
} Silu;

/* x * 1/(1+exp(-x)) */
static Silu silu(B *b, RcValue *x) {
  Silu s;
  s.neg = u1(b, RC_OP_NEGATE, x);
  s.exp = u1(b, RC_OP_EXP, s.neg);
  RcValue *one = cst(b, 1);
  s.add = b2(b, RC_OP_ADD, s.exp, one);
  s.div = b2(b, RC_OP_DIVIDE, one, s.add);
  s.mul = b2(b, RC_OP_MULTIPLY, x, s.div);
  return s;
}

static RcValue *param0(B *b) {
  RcValue *p = node(b, RC_OP_PARAMETER, b->t, 0, NULL);
  b->f->params[0] = p->def;
  b->f->nparams = 1;
  return p;
}

static char *dump(const RcCanon *c) {
  char *s = NULL;
  size_t n = 0;
  FILE *f = open_memstream(&s, &n);
  rc_canon_dump_ex(c, f, RC_CANON_DUMP_NO_ORIGINS);
  fclose(f);
  return s;
}

#define NBLOCKS 2000

/* A chain of SiLU blocks: per block four nodes die during the build pass. */
static void test_chain_reuses_released_nodes(void **state) {
  (void)state;
  B b;
  b_init(&b);
  static Silu blk[NBLOCKS];
  RcValue *x = param0(&b);
  for (int k = 0; k < NBLOCKS; k++) {
    blk[k] = silu(&b, x);
    x = blk[k].mul;
  }
  node(&b, RC_OP_RETURN, NULL, 1, &x);
  assert_int_equal(rc_module_verify(b.m), RC_OK);
  RcCanon *c = rc_canon_new(b.f);
  assert_non_null(c);
  /* live: parameter, return, one multiply and one logistic per block */
  assert_int_equal(rc_canon_func(c)->nnodes, 2 + 2 * NBLOCKS);
  for (int k = 0; k < NBLOCKS; k++) {
    /* released (their memory now holds later blocks' nodes): no canonical value */
    assert_null(rc_canon_lookup(c, blk[k].neg));
    assert_null(rc_canon_lookup(c, blk[k].exp));
    assert_null(rc_canon_lookup(c, blk[k].add));
    RcValue *lg = rc_canon_lookup(c, blk[k].div), *m = rc_canon_lookup(c, blk[k].mul);
    assert_non_null(lg);
    assert_non_null(m);
    assert_int_equal(lg->def->op, RC_OP_LOGISTIC);
    assert_int_equal(m->def->op, RC_OP_MULTIPLY);
    assert_ptr_equal(rc_canon_origin(c, m), blk[k].mul);
    assert_ptr_equal(rc_canon_origin(c, lg), blk[k].div);
    assert_ptr_equal(rc_node_operand(lg->def, 0), rc_canon_lookup(c, k ? blk[k - 1].mul : b.f->params[0]->results));
  }
  /* more nodes were made than the arena could hold without reuse */
  size_t made = c->m->node_ids, bytes = rc_arena_bytes(c->m->arena);
  assert_true(made > 4 * NBLOCKS);
  assert_true(bytes < made * (sizeof(RcNode) + sizeof(RcValue)));
  /* the canonical form of the canonical function is the same (idempotent) */
  RcCanon *c2 = rc_canon_new(rc_canon_func(c));
  assert_non_null(c2);
  char *s1 = dump(c), *s2 = dump(c2);
  assert_string_equal(s1, s2);
  free(s1);
  free(s2);
  rc_canon_free(c2);
  rc_canon_free(c);
  b_free(&b);
}

/* A value whose original has a user still to come is not released, even when
 * its canonical node has no user at that moment. */
static void test_pending_users_keep_a_node(void **state) {
  (void)state;
  B b;
  b_init(&b);
  RcValue *x = param0(&b);
  RcValue *n = u1(&b, RC_OP_NEGATE, x), *e = u1(&b, RC_OP_EXP, n), *one = cst(&b, 1);
  RcValue *a = b2(&b, RC_OP_ADD, e, one), *d = b2(&b, RC_OP_DIVIDE, one, a);
  RcValue *t = b2(&b, RC_OP_MULTIPLY, d, x);
  RcValue *m = b2(&b, RC_OP_MULTIPLY, e, cst(&b, 3)); /* the exp's second user, after the divide */
  RcValue *r = b2(&b, RC_OP_ADD, t, m);
  node(&b, RC_OP_RETURN, NULL, 1, &r);
  assert_int_equal(rc_module_verify(b.m), RC_OK);
  RcCanon *c = rc_canon_new(b.f);
  assert_non_null(c);
  RcValue *ce = rc_canon_lookup(c, e);
  assert_non_null(ce);
  assert_int_equal(ce->def->op, RC_OP_EXP);
  assert_ptr_equal(rc_canon_origin(c, ce), e);
  assert_null(rc_canon_lookup(c, a));
  RcValue *cd = rc_canon_lookup(c, d);
  assert_non_null(cd);
  assert_int_equal(cd->def->op, RC_OP_LOGISTIC);
  rc_canon_free(c);
  b_free(&b);
}

/* f's nodes in program order. */
static RcNode **gather(RcFunc *f, size_t *n) {
  RcNode **v = calloc(f->nnodes + 1, sizeof *v);
  size_t k = 0;
  for (RcNode *x = f->first; x; x = x->next) v[k++] = x;
  *n = k;
  return v;
}

static size_t position(RcNode **v, size_t n, const RcNode *x) {
  for (size_t i = 0; i < n; i++)
    if (v[i] == x) return i;
  fail();
  return 0;
}

/* A window holding every node builds the same function as a full build. */
static void test_window_of_everything_is_full(void **state) {
  (void)state;
  B b;
  b_init(&b);
  RcValue *x = param0(&b);
  for (int k = 0; k < 200; k++) x = silu(&b, x).mul;
  node(&b, RC_OP_RETURN, NULL, 1, &x);
  size_t n;
  RcNode **all = gather(b.f, &n);
  RcCanon *full = rc_canon_new(b.f), *win = rc_canon_new_window(b.f, all, n);
  assert_non_null(full);
  assert_non_null(win);
  char *s1 = dump(full), *s2 = dump(win);
  assert_string_equal(s1, s2);
  free(s1);
  free(s2);
  rc_canon_free(full);
  rc_canon_free(win);
  free(all);
  b_free(&b);
}

/* Both reads of a window built side by side (rc_canon_new_window_pair) are the functions
 * their builds alone make, with their stand-ins, escapes and a shared value (a SiLU output
 * two blocks read, which the merged read keeps as a node). */
static void test_window_pair_is_both_builds(void **state) {
  (void)state;
  B b;
  b_init(&b);
  RcValue *x = param0(&b);
  Silu blk[12];
  for (int k = 0; k < 12; k++) {
    blk[k] = silu(&b, x);
    x = k % 3 == 2 ? b2(&b, RC_OP_ADD, blk[k].mul, blk[k - 2].mul) : blk[k].mul;
  }
  RcValue *h = b2(&b, RC_OP_MULTIPLY, b2(&b, RC_OP_MULTIPLY, x, cst(&b, 0.5)), blk[3].mul);
  node(&b, RC_OP_RETURN, NULL, 1, &h);
  size_t n;
  RcNode **all = gather(b.f, &n);
  size_t los[2] = {0, position(all, n, blk[4].neg->def)};
  for (int w = 0; w < 2; w++) {
    size_t lo = los[w], cnt = w ? position(all, n, blk[9].mul->def) + 1 - lo : n;
    RcCanon *m = NULL, *e = NULL;
    assert_true(rc_canon_new_window_pair(b.f, all + lo, cnt, &m, &e));
    RcCanon *m1 = rc_canon_new_window(b.f, all + lo, cnt), *e1 = rc_canon_new_window_unmerged(b.f, all + lo, cnt);
    assert_non_null(m1);
    assert_non_null(e1);
    char *s[4] = {dump(m), dump(m1), dump(e), dump(e1)};
    assert_string_equal(s[0], s[1]);
    assert_string_equal(s[2], s[3]);
    if (!w) assert_string_not_equal(s[0], s[2]); /* the merged read merges the single-use x * 0.5 */
    for (int i = 0; i < 4; i++) free(s[i]);
    rc_canon_free(m);
    rc_canon_free(e);
    rc_canon_free(m1);
    rc_canon_free(e1);
  }
  free(all);
  b_free(&b);
}

/* A stretch: a value from before it is one opaque stand-in for all its uses, a
 * constant from before it is still a constant, nodes outside it have no canonical
 * value, and a value used after it keeps those uses (the escape sink). */
static void test_window_stretch(void **state) {
  (void)state;
  B b;
  b_init(&b);
  RcValue *x = param0(&b);
  RcValue *half = cst(&b, 0.5); /* read inside the stretch only */
  Silu blk[10];
  for (int k = 0; k < 10; k++) {
    blk[k] = silu(&b, x);
    x = blk[k].mul;
  }
  RcValue *y = b2(&b, RC_OP_MULTIPLY, blk[7].mul, half);
  RcValue *z = b2(&b, RC_OP_ADD, x, y);
  node(&b, RC_OP_RETURN, NULL, 1, &z);
  size_t n;
  RcNode **all = gather(b.f, &n);
  /* the stretch: blocks 5..7 (from block 5's negate to block 7's multiply) */
  size_t lo = position(all, n, blk[5].neg->def), hi = position(all, n, blk[7].mul->def) + 1;
  RcCanon *c = rc_canon_new_window(b.f, all + lo, hi - lo);
  assert_non_null(c);
  assert_null(rc_canon_lookup(c, blk[4].mul));
  assert_null(rc_canon_lookup(c, blk[8].mul));
  assert_null(rc_canon_lookup(c, y));
  /* block 5 reads x = block 4's output twice (multiply and logistic): one stand-in */
  RcValue *m5 = rc_canon_lookup(c, blk[5].mul), *l5 = rc_canon_lookup(c, blk[5].div);
  assert_non_null(m5);
  assert_non_null(l5);
  assert_int_equal(l5->def->op, RC_OP_LOGISTIC);
  RcValue *sx = rc_node_operand(l5->def, 0);
  assert_int_equal(sx->def->op, RC_OP_OPAQUE);
  assert_string_equal(sx->def->opname, "canon.external");
  assert_ptr_equal(rc_canon_origin(c, sx), blk[4].mul);
  bool reads_sx = false;
  for (uint32_t i = 0; i < m5->def->noperands; i++) reads_sx |= rc_node_operand(m5->def, i) == sx;
  assert_true(reads_sx);
  assert_int_equal(sx->nuses, 2);
  /* block 7's output: its in-stretch users are none, its later ones are three
   * (block 8's negate and multiply, and y), all kept by the sink */
  RcValue *m7 = rc_canon_lookup(c, blk[7].mul);
  assert_non_null(m7);
  assert_int_equal(m7->nuses, 3);
  RcNode *sink = rc_canon_func(c)->last;
  assert_int_equal(sink->op, RC_OP_OPAQUE);
  assert_string_equal(sink->opname, "canon.escape");
  assert_int_equal(sink->noperands, 3);
  for (uint32_t i = 0; i < sink->noperands; i++) assert_ptr_equal(rc_node_operand(sink, i), m7);
  rc_canon_free(c);

  /* a stretch that reads the constant 0.5 from before it sees a constant */
  lo = position(all, n, y->def);
  hi = position(all, n, z->def) + 1;
  c = rc_canon_new_window(b.f, all + lo, hi - lo);
  assert_non_null(c);
  RcValue *cy = rc_canon_lookup(c, y);
  assert_non_null(cy);
  assert_int_equal(cy->def->op, RC_OP_MULTIPLY);
  double v = 0;
  assert_true(rc_canon_is_splat(rc_node_operand(cy->def, cy->def->noperands - 1), &v));
  assert_true(v == 0.5);
  rc_canon_free(c);
  free(all);
  b_free(&b);
}

/* A constant chain from before the stretch (broadcast of a non-splat constant) is
 * built once and cached for all its uses in the stretch. When every canonical
 * user of the built broadcast dies during the build pass (here a reshape that
 * the next broadcast looks through), the cached node must not be released and
 * reused: a later use of the same outside value must still read a broadcast of
 * the constant, not whatever node now lives in that memory. */
static void test_window_outside_chain_survives_recycling(void **state) {
  (void)state;
  B b;
  b_init(&b);
  int64_t d3[1] = {3}, d23[2] = {2, 3}, d231[3] = {2, 3, 1}, d234[3] = {2, 3, 4};
  RcType *t3 = rc_type_tensor(b.m, RC_DT_F32, 1, d3), *t23 = rc_type_tensor(b.m, RC_DT_F32, 2, d23);
  RcType *t231 = rc_type_tensor(b.m, RC_DT_F32, 3, d231), *t234 = rc_type_tensor(b.m, RC_DT_F32, 3, d234);
  RcValue *k = node(&b, RC_OP_CONSTANT, t3, 0, NULL);
  RcLiteral *l = rc_module_alloc(b.m, sizeof *l);
  float vals[3] = {1, 2, 3};
  l->dtype = RC_DT_F32;
  l->count = 3;
  l->data = rc_module_alloc(b.m, sizeof vals);
  memcpy(l->data, vals, sizeof vals);
  k->def->literal = l;
  RcValue *bk = node(&b, RC_OP_BROADCAST, t23, 1, &k);
  RcAttr *a = rc_node_add_attr(bk->def, "dimensions", RC_ATTR_INTS, NULL);
  a->u.ints.v = rc_module_alloc(b.m, sizeof(int64_t));
  a->u.ints.v[0] = 1;
  a->u.ints.n = 1;
  /* the stretch: reshape(bk) to 2x3x1, broadcast of that to 2x3x4, exp(bk) */
  RcValue *r = node(&b, RC_OP_RESHAPE, t231, 1, &bk);
  RcValue *bb = node(&b, RC_OP_BROADCAST, t234, 1, &r);
  a = rc_node_add_attr(bb->def, "dimensions", RC_ATTR_INTS, NULL);
  a->u.ints.v = rc_module_alloc(b.m, 3 * sizeof(int64_t));
  for (int i = 0; i < 3; i++) a->u.ints.v[i] = i;
  a->u.ints.n = 3;
  RcValue *e = node(&b, RC_OP_EXP, t23, 1, &bk);
  RcValue *outs[2] = {bb, e};
  node(&b, RC_OP_RETURN, NULL, 2, outs);
  size_t n;
  RcNode **all = gather(b.f, &n);
  size_t lo = position(all, n, r->def);
  RcCanon *c = rc_canon_new_window(b.f, all + lo, n - lo);
  assert_non_null(c);
  RcValue *ce = rc_canon_lookup(c, e);
  assert_non_null(ce);
  assert_int_equal(ce->def->op, RC_OP_EXP);
  RcValue *cx = rc_node_operand(ce->def, 0);
  assert_ptr_not_equal(cx->def, ce->def);
  assert_int_equal(cx->def->op, RC_OP_BROADCAST);
  assert_false(cx->def->flags & RC_NODE_DEAD);
  assert_int_equal(rc_node_operand(cx->def, 0)->def->op, RC_OP_CONSTANT);
  assert_ptr_equal(rc_canon_origin(c, cx), bk);
  rc_canon_free(c);
  free(all);
  b_free(&b);
}

/* A value from before the stretch that is also read outside it: its stand-in's use
 * count is the whole function's (the sink holds the outside use), so single_use
 * reads the same as in a full build. */
static void test_window_stand_in_counts_outside_uses(void **state) {
  (void)state;
  B b;
  b_init(&b);
  RcValue *x = param0(&b);
  RcValue *a = u1(&b, RC_OP_EXP, x);    /* before the stretch: reads x */
  RcValue *n = u1(&b, RC_OP_NEGATE, x); /* the stretch: n, s and the return */
  RcValue *s = b2(&b, RC_OP_ADD, a, n);
  node(&b, RC_OP_RETURN, NULL, 1, &s);
  size_t cnt;
  RcNode **all = gather(b.f, &cnt);
  size_t lo = position(all, cnt, n->def);
  RcCanon *c = rc_canon_new_window(b.f, all + lo, cnt - lo);
  assert_non_null(c);
  RcValue *cn = rc_canon_lookup(c, n);
  assert_non_null(cn);
  assert_int_equal(cn->def->op, RC_OP_NEGATE);
  RcValue *sx = rc_node_operand(cn->def, 0);
  assert_string_equal(sx->def->opname, "canon.external");
  assert_ptr_equal(rc_canon_origin(c, sx), x);
  assert_int_equal(sx->nuses, 2); /* the negate, and exp(x) before the stretch */
  rc_canon_free(c);
  RcCanon *full = rc_canon_new(b.f);
  assert_non_null(full);
  RcValue *fx = rc_canon_lookup(full, x);
  assert_non_null(fx);
  assert_int_equal(fx->nuses, 2);
  rc_canon_free(full);
  free(all);
  b_free(&b);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_chain_reuses_released_nodes),
      cmocka_unit_test(test_pending_users_keep_a_node),
      cmocka_unit_test(test_window_of_everything_is_full),
      cmocka_unit_test(test_window_stretch),
      cmocka_unit_test(test_window_pair_is_both_builds),
      cmocka_unit_test(test_window_stand_in_counts_outside_uses),
      cmocka_unit_test(test_window_outside_chain_survives_recycling),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
