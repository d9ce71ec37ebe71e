/* Tests of the canonicalizer's node recycling (src/canon/recycle.c): nodes of
 * the build pass that die before it ends (the negate/exp/add of a sigmoid
 * spelled 1/(1+exp(-x))) are released and their memory is reused, while
 * lookups of the original values they stood for answer NULL (never the node
 * now living in that memory), values with pending users stay, and the result
 * is the same canonical function, idempotent. */
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
  assert_int_equal(rc_module_verify_ir(b.m), RC_OK);
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
  assert_int_equal(rc_module_verify_ir(b.m), RC_OK);
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

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_chain_reuses_released_nodes),
      cmocka_unit_test(test_pending_users_keep_a_node),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
