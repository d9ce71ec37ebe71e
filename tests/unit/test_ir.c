/* Tests of the graph IR: construction, operand and use-list maintenance,
 * replace-all-uses, erasure, topological order of a 100,000-node chain, and
 * the verifier's structural and typing rules. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <glib.h>
#include <string.h>

#include "formats/format.h"
#include "ir/ir.h"
#include "support/ctx.h"

typedef struct {
  RcCtx *ctx;
  RcModule *m;
  RcFunc *f;
  RcType *v4, *s;
} Fx;

static int setup(void **state) {
  Fx *x = g_new0(Fx, 1);
  x->ctx = rc_ctx_new();
  x->m = rc_module_create(x->ctx, RC_FORMAT_HLO, "ir.hlo");
  x->f = rc_func_create(x->m, "main", NULL);
  x->f->is_entry = true;
  x->m->entry = x->f;
  int64_t d[] = {4};
  x->v4 = rc_type_tensor(x->m, RC_DT_F32, 1, d);
  x->s = rc_type_tensor(x->m, RC_DT_F32, 0, NULL);
  *state = x;
  return 0;
}

static int teardown(void **state) {
  Fx *x = *state;
  rc_module_free(x->m);
  rc_ctx_free(x->ctx);
  g_free(x);
  return 0;
}

static RcNode *param(Fx *x, RcType *t, uint32_t i) {
  RcNode *p = rc_node_create(x->m, RC_OP_PARAMETER, 0, 1);
  p->results[0].type = t;
  rc_func_insert_before(x->f, p, NULL);
  RcNode **ps = rc_module_alloc(x->m, sizeof(RcNode *) * (i + 1));
  if (i) memcpy(ps, x->f->params, sizeof(RcNode *) * i);
  ps[i] = p;
  x->f->params = ps;
  x->f->nparams = i + 1;
  return p;
}

static RcNode *op(Fx *x, RcOp o, RcType *t, RcValue *a, RcValue *b) {
  RcNode *n = rc_node_create(x->m, o, b ? 2 : 1, 1);
  n->results[0].type = t;
  rc_func_insert_before(x->f, n, NULL);
  rc_node_set_operand(n, 0, a);
  if (b) rc_node_set_operand(n, 1, b);
  return n;
}

static RcNode *ret(Fx *x, RcValue *v) {
  RcNode *r = rc_node_create(x->m, RC_OP_RETURN, 1, 0);
  rc_func_insert_before(x->f, r, NULL);
  rc_node_set_operand(r, 0, v);
  return r;
}

static bool has_diag(RcCtx *ctx, const char *part) {
  for (size_t i = 0; i < rc_ctx_diagnostic_count(ctx); i++)
    if (strstr(rc_ctx_diagnostic(ctx, i)->message, part)) return true;
  return false;
}

/* A region node of rf: op on a (and b), appended to rf. */
static RcNode *rnode(Fx *x, RcFunc *rf, RcOp o, RcValue *a, RcValue *b, const char *name) {
  RcNode *n = rc_node_create(x->m, o, b ? 2 : 1, 1);
  n->results[0].type = x->s;
  n->results[0].name = name;
  rc_func_insert_before(rf, n, NULL);
  rc_node_set_operand(n, 0, a);
  if (b) rc_node_set_operand(n, 1, b);
  return n;
}

static RcValue *map_outer(void *user, const RcValue *v) {
  RcValue **pair = user; /* {from, to} */
  return v == pair[0] ? pair[1] : NULL;
}

static void unlinked(const RcFunc *f) {
  rc_func_for_each(f, n) {
    assert_null(n->link);
    for (uint32_t r = 0; r < rc_node_nregions(n); r++) unlinked(rc_node_region(n, r));
  }
}

/* rc_func_clone_region: a deep copy (parameters, names, nested regions reading the
 * enclosing region, captured values read through `outer`), links given back; a failed
 * outer leaves nothing in use. */
static void test_clone_region(void **state) {
  Fx *x = *state;
  RcValue *p0 = rc_node_result(param(x, x->s, 0)), *p1 = rc_node_result(param(x, x->s, 1));
  RcFunc *rf = rc_func_create(x->m, NULL, x->f);
  rf->params = rc_module_alloc(x->m, sizeof(RcNode *) * 2);
  rf->nparams = 2;
  const char *pn[] = {"a", "b"};
  for (uint32_t i = 0; i < 2; i++) {
    RcNode *p = rc_node_create(x->m, RC_OP_PARAMETER, 0, 1);
    p->results[0].type = x->s;
    p->results[0].name = pn[i];
    rc_func_insert_before(rf, p, NULL);
    rf->params[i] = p;
  }
  RcValue *a = rc_node_result(rf->params[0]), *b = rc_node_result(rf->params[1]);
  RcNode *sum = rnode(x, rf, RC_OP_ADD, a, b, "s");
  RcNode *holder = rnode(x, rf, RC_OP_NEGATE, rc_node_result(sum), NULL, "h");
  RcFunc *rr = rc_func_create(x->m, NULL, rf);
  rnode(x, rr, RC_OP_EXP, a, NULL, "e"); /* reads the enclosing region's parameter */
  assert_true(rc_node_add_region(holder, rr));
  RcNode *cap = rnode(x, rf, RC_OP_MULTIPLY, rc_node_result(holder), p0, "c"); /* captures main's p0 */
  uint32_t p0_uses = p0->nuses;

  RcValue *pair[2] = {p0, p1};
  RcFunc *c = rc_func_clone_region(x->m, rf, x->f, map_outer, pair);
  assert_non_null(c);
  assert_ptr_not_equal(c, rf);
  assert_ptr_equal(c->parent, x->f);
  assert_int_equal(c->nparams, 2);
  assert_int_equal(c->nnodes, rf->nnodes);
  assert_string_equal(rc_node_result(c->params[1])->name, "b");
  assert_ptr_not_equal(c->params[0], rf->params[0]);
  RcNode *csum = c->params[1]->next, *cholder = csum->next, *ccap = cholder->next;
  assert_string_equal(ccap->results[0].name, "c");
  assert_ptr_equal(rc_node_operand(csum, 0), rc_node_result(c->params[0]));
  assert_ptr_equal(rc_node_operand(ccap, 0), rc_node_result(cholder));
  assert_ptr_equal(rc_node_operand(ccap, 1), p1); /* the capture, read through outer */
  assert_int_equal(rc_node_nregions(cholder), 1);
  RcFunc *crr = rc_node_region(cholder, 0);
  assert_ptr_not_equal(crr, rr);
  assert_ptr_equal(crr->parent, c);
  assert_ptr_equal(rc_node_operand(crr->first, 0), rc_node_result(c->params[0]));
  assert_ptr_equal(rc_node_operand(cap, 1), p0); /* the original is untouched */
  assert_int_equal(p0->nuses, p0_uses);
  unlinked(rf);

  /* outer fails on a second capture (p1 has no counterpart): no copy, and the copy of the
   * first capture, which read p1 for p0, reads it no more */
  rnode(x, rf, RC_OP_ADD, rc_node_result(cap), p1, "late");
  uint32_t p1_uses = p1->nuses;
  assert_null(rc_func_clone_region(x->m, rf, x->f, map_outer, pair));
  assert_int_equal(p1->nuses, p1_uses);
  unlinked(rf);
}

static void test_construction(void **state) {
  Fx *x = *state;
  RcNode *p = param(x, x->v4, 0);
  RcNode *e = op(x, RC_OP_EXP, x->v4, &p->results[0], NULL);
  RcNode *a = op(x, RC_OP_ADD, x->v4, &e->results[0], &p->results[0]);
  ret(x, &a->results[0]);
  assert_int_equal(x->f->nnodes, 4);
  assert_ptr_equal(x->f->first, p);
  assert_int_equal(x->f->last->op, RC_OP_RETURN);
  assert_true(p->id < e->id && e->id < a->id);
  assert_int_equal(p->results[0].nuses, 2);
  assert_int_equal(e->results[0].nuses, 1);
  assert_ptr_equal(rc_node_operand(a, 0), &e->results[0]);
  assert_int_equal(rc_module_node_count(x->m), 3);
  assert_int_equal(rc_op_from_hlo("exponential", 11), RC_OP_EXP);
  assert_int_equal(rc_op_from_hlo("frobnicate", 10), RC_OP_OPAQUE);
  assert_int_equal(rc_dtype_from_hlo("bf16", 4), RC_DT_BF16);
  assert_int_equal(rc_dtype_from_hlo("f8e4m3fn", 8), RC_DT_OPAQUE);
  assert_int_equal(rc_type_numel(x->v4), 4);
  assert_true(rc_type_is_static(x->v4));
  RcAttr *at = rc_node_add_attr(a, "note", RC_ATTR_STR, "\"x\"");
  at->u.s = "x";
  assert_ptr_equal(rc_node_attr(a, "note"), at);
  assert_null(rc_node_attr(a, "other"));
  assert_int_equal(rc_module_verify(x->m), RC_OK);
}

static void test_operands_and_uses(void **state) {
  Fx *x = *state;
  RcNode *p = param(x, x->v4, 0), *q = param(x, x->v4, 1);
  RcNode *a = op(x, RC_OP_MULTIPLY, x->v4, &p->results[0], &p->results[0]);
  RcNode *b = op(x, RC_OP_SUBTRACT, x->v4, &a->results[0], &p->results[0]);
  ret(x, &b->results[0]);
  assert_int_equal(p->results[0].nuses, 3);
  rc_node_set_operand(a, 1, &q->results[0]);
  assert_int_equal(p->results[0].nuses, 2);
  assert_int_equal(q->results[0].nuses, 1);
  assert_ptr_equal(q->results[0].uses->user, a);
  assert_int_equal(rc_use_index(q->results[0].uses), 1);
  rc_node_set_operand(a, 1, NULL);
  assert_int_equal(q->results[0].nuses, 0);
  assert_null(q->results[0].uses);
  rc_node_set_operand(a, 1, &q->results[0]);
  /* replace all uses of p by q */
  rc_value_replace_all_uses(&p->results[0], &q->results[0]);
  assert_int_equal(p->results[0].nuses, 0);
  assert_int_equal(q->results[0].nuses, 3);
  assert_ptr_equal(rc_node_operand(a, 0), &q->results[0]);
  assert_ptr_equal(rc_node_operand(b, 1), &q->results[0]);
  rc_value_for_each_use(&q->results[0], u) assert_ptr_equal(u->value, &q->results[0]);
  assert_int_equal(rc_module_verify(x->m), RC_OK);
}

/* HLO reduce-window windows: sizes and strides read; padding, dilation and other keys refused. */
static void test_attr_window(void **state) {
  (void)state;
  int64_t size[3], stride[3];
  RcAttr a = {.name = "window", .kind = RC_ATTR_RAW, .raw = "{size=1x1x32 stride=1x1x32}"};
  assert_true(rc_attr_window(&a, 3, size, stride));
  assert_int_equal(size[2], 32);
  assert_int_equal(stride[2], 32);
  assert_int_equal(size[0], 1);
  a.raw = "{size=2x4}"; /* stride defaults to 1 */
  assert_true(rc_attr_window(&a, 2, size, stride));
  assert_int_equal(stride[1], 1);
  a.raw = "{size=1x32 stride=1x32 pad=0_0x0_0 rhs_dilate=1x1}";
  assert_true(rc_attr_window(&a, 2, size, stride));
  static const char *const bad[] = {"{size=1x32 pad=0_1x0_0}", "{size=1x32 lhs_dilate=1x2}", "{size=1x32 x=1}",
                                    "{size=1x32", "{stride=1x1}", "{size=1x32x4}", "size=1x32", "{size=1x32} "};
  for (size_t k = 0; k < sizeof bad / sizeof *bad; k++) {
    a.raw = bad[k];
    assert_false(rc_attr_window(&a, 2, size, stride));
  }
  assert_false(rc_attr_window(&a, 0, size, stride));
}

static void test_erase(void **state) {
  Fx *x = *state;
  RcNode *p = param(x, x->v4, 0);
  RcNode *a = op(x, RC_OP_NEGATE, x->v4, &p->results[0], NULL);
  RcNode *b = op(x, RC_OP_TANH, x->v4, &a->results[0], NULL);
  RcNode *r = ret(x, &b->results[0]);
  rc_node_set_operand(r, 0, &a->results[0]);
  rc_node_erase(b);
  assert_true(b->flags & RC_NODE_DEAD);
  assert_null(b->func);
  assert_int_equal(a->results[0].nuses, 1);
  assert_int_equal(x->f->nnodes, 3);
  assert_ptr_equal(a->next, r);
  assert_int_equal(rc_module_verify(x->m), RC_OK);
  rc_value_replace_all_uses(&a->results[0], &p->results[0]);
  rc_node_erase(a);
  assert_int_equal(p->results[0].nuses, 1);
  assert_ptr_equal(x->f->first->next, r);
  assert_int_equal(rc_module_verify(x->m), RC_OK);
}

/* An erased node handed back with rc_node_release is the memory of the next node
 * of its shape: a new id, every field fresh; other shapes, live nodes and a second
 * release are left alone. */
static void test_release_reuses_memory(void **state) {
  Fx *x = *state;
  RcNode *p = param(x, x->v4, 0);
  RcNode *a = op(x, RC_OP_NEGATE, x->v4, &p->results[0], NULL);
  RcNode *b = op(x, RC_OP_TANH, x->v4, &a->results[0], NULL);
  RcNode *r = ret(x, &b->results[0]);
  rc_node_release(x->m, a); /* live: ignored */
  assert_false(a->flags & RC_NODE_RELEASED);
  rc_node_set_operand(r, 0, &a->results[0]);
  rc_node_erase(b);
  rc_node_release(x->m, b);
  rc_node_release(x->m, b); /* twice: once on the list */
  assert_true(b->flags & RC_NODE_RELEASED);
  RcNode *two = rc_node_create(x->m, RC_OP_ADD, 2, 1); /* another shape: fresh memory */
  assert_ptr_not_equal(two, b);
  uint32_t old = b->id;
  RcNode *c = rc_node_create(x->m, RC_OP_EXP, 1, 1);
  assert_ptr_equal(c, b);
  assert_true(c->id > old);
  assert_int_equal(c->op, RC_OP_EXP);
  assert_int_equal(c->flags, 0);
  assert_null(c->link);
  assert_null(c->func);
  assert_null(rc_node_operand(c, 0));
  assert_ptr_equal(rc_node_uses(c)[0].user, c);
  assert_ptr_equal(c->results[0].def, c);
  assert_int_equal(c->results[0].nuses, 0);
  RcNode *d = rc_node_create(x->m, RC_OP_EXP, 1, 1); /* the list is empty again */
  assert_ptr_not_equal(d, c);
  rc_func_insert_before(x->f, c, r);
  rc_node_set_operand(c, 0, &a->results[0]);
  c->results[0].type = x->v4;
  rc_node_set_operand(r, 0, &c->results[0]);
  assert_int_equal(rc_module_verify(x->m), RC_OK);
}

/* rc_module_may_hold: false for every op until a node of it is made, inserted or given
 * the op; then true, also after the node is erased (an over-estimate, never an under one). */
static void test_may_hold(void **state) {
  Fx *x = *state;
  for (int o = 0; o < RC_OP_COUNT; o++) assert_false(rc_module_may_hold(x->m, (RcOp)o));
  RcNode *p = param(x, x->v4, 0);
  RcNode *a = op(x, RC_OP_NEGATE, x->v4, &p->results[0], NULL);
  assert_true(rc_module_may_hold(x->m, RC_OP_PARAMETER));
  assert_true(rc_module_may_hold(x->m, RC_OP_NEGATE));
  assert_false(rc_module_may_hold(x->m, RC_OP_DOT));
  assert_false(rc_module_may_hold(x->m, RC_OP_CONVERT));
  /* a node of another module inserted here counts here */
  RcModule *other = rc_module_create(x->ctx, RC_FORMAT_HLO, "other.hlo");
  RcNode *c = rc_node_create(other, RC_OP_CONVERT, 1, 1);
  assert_true(rc_module_may_hold(other, RC_OP_CONVERT));
  assert_false(rc_module_may_hold(x->m, RC_OP_CONVERT));
  rc_func_insert_before(x->f, c, NULL);
  assert_true(rc_module_may_hold(x->m, RC_OP_CONVERT));
  rc_node_erase(c);
  rc_node_erase(a);
  assert_true(rc_module_may_hold(x->m, RC_OP_NEGATE));
  rc_module_note_op(x->m, RC_OP_DOT); /* code that changes a node's op */
  assert_true(rc_module_may_hold(x->m, RC_OP_DOT));
  assert_false(rc_module_may_hold(x->m, RC_OP_DOT_GENERAL));
  rc_module_free(other);
}

/* rc_module_remove_func takes a function out of the list wherever it is. */
static void test_remove_func(void **state) {
  Fx *x = *state;
  RcFunc *a = rc_func_create(x->m, "a", NULL), *b = rc_func_create(x->m, "b", NULL);
  assert_int_equal(x->m->nfuncs, 3);
  rc_module_remove_func(x->m, b); /* the last */
  assert_ptr_equal(x->m->funcs_last, a);
  assert_null(a->next);
  assert_null(rc_module_find_func(x->m, "b"));
  rc_module_remove_func(x->m, x->f); /* the first, and the entry */
  assert_ptr_equal(x->m->funcs, a);
  assert_null(x->m->entry);
  rc_module_remove_func(x->m, b); /* not listed: nothing happens */
  assert_int_equal(x->m->nfuncs, 1);
  x->m->entry = x->f; /* teardown frees the module either way */
}

/* A 100,000-node chain inserted in reverse program order: the topological
 * order puts every operand first, without recursion. */
static void test_topo_chain(void **state) {
  Fx *x = *state;
  enum { N = 100000 };
  RcNode *p = rc_node_create(x->m, RC_OP_PARAMETER, 0, 1);
  p->results[0].type = x->v4;
  RcNode *r = rc_node_create(x->m, RC_OP_RETURN, 1, 0);
  rc_func_insert_before(x->f, r, NULL);
  RcNode *prev = p, *before = r;
  RcNode **chain = g_new(RcNode *, N);
  for (int i = 0; i < N; i++) {
    RcNode *n = rc_node_create(x->m, RC_OP_NEGATE, 1, 1);
    n->results[0].type = x->v4;
    rc_node_set_operand(n, 0, &prev->results[0]);
    chain[i] = n;
    prev = n;
  }
  /* program order: return last, chain reversed, parameter in the middle of it */
  for (int i = 0; i < N; i++) {
    rc_func_insert_before(x->f, chain[i], before);
    before = chain[i];
    if (i == N / 2) rc_func_insert_before(x->f, p, before);
  }
  rc_node_set_operand(r, 0, &prev->results[0]);
  RcNode **order = g_new(RcNode *, x->f->nnodes);
  assert_true(rc_func_topo_order(x->f, order));
  uint32_t *pos = g_new0(uint32_t, x->m->node_ids);
  for (uint32_t i = 0; i < x->f->nnodes; i++) pos[order[i]->id] = i;
  for (uint32_t i = 0; i < x->f->nnodes; i++)
    for (uint32_t j = 0; j < order[i]->noperands; j++) assert_true(pos[rc_node_uses(order[i])[j].value->def->id] < i);
  /* program order is not topological: the verifier reports a use before definition */
  assert_int_equal(rc_module_verify(x->m), RC_ERR_INPUT);
  assert_true(has_diag(x->ctx, "used before it is defined"));
  g_free(pos);
  g_free(order);
  g_free(chain);
}

static void test_verify_use_before_def(void **state) {
  Fx *x = *state;
  RcNode *p = param(x, x->v4, 0);
  RcNode *a = op(x, RC_OP_EXP, x->v4, &p->results[0], NULL);
  RcNode *b = rc_node_create(x->m, RC_OP_LOG, 1, 1);
  b->results[0].type = x->v4;
  rc_func_insert_before(x->f, b, a); /* b before a, but b uses a */
  rc_node_set_operand(b, 0, &a->results[0]);
  ret(x, &b->results[0]);
  assert_int_equal(rc_module_verify(x->m), RC_ERR_INPUT);
  assert_true(has_diag(x->ctx, "'LOG': operand 0"));
  assert_true(has_diag(x->ctx, "used before it is defined"));
}

/* A region reads values of its enclosing function only where they are defined before the
 * region's op (live when it runs), never the op's own results. */
static void test_verify_region_reads(void **state) {
  Fx *x = *state;
  RcNode *p = param(x, x->v4, 0);
  RcNode *holder = rc_node_create(x->m, RC_OP_OPAQUE, 0, 1);
  holder->results[0].type = x->v4;
  rc_func_insert_before(x->f, holder, NULL);
  RcNode *a = op(x, RC_OP_EXP, x->v4, &p->results[0], NULL);
  ret(x, &a->results[0]);
  RcFunc *rf = rc_func_create(x->m, NULL, x->f);
  RcNode *in = rc_node_create(x->m, RC_OP_LOG, 1, 1), *rr = rc_node_create(x->m, RC_OP_RETURN, 1, 0);
  in->results[0].type = x->v4;
  rc_func_insert_before(rf, in, NULL);
  rc_func_insert_before(rf, rr, NULL);
  rc_node_set_operand(rr, 0, &in->results[0]);
  assert_true(rc_node_add_region(holder, rf));
  rc_node_set_operand(in, 0, &a->results[0]); /* a comes after the region's op */
  assert_int_equal(rc_module_verify_ir(x->m, RC_TYPING_HLO), RC_ERR_INPUT);
  assert_true(has_diag(x->ctx, "read in a region before its op"));
  rc_ctx_clear_diagnostics(x->ctx);
  rc_node_set_operand(in, 0, &holder->results[0]); /* the op's own result */
  assert_int_equal(rc_module_verify_ir(x->m, RC_TYPING_HLO), RC_ERR_INPUT);
  assert_true(has_diag(x->ctx, "read in a region before its op"));
  rc_ctx_clear_diagnostics(x->ctx);
  rc_node_set_operand(in, 0, &p->results[0]); /* defined before: live */
  assert_int_equal(rc_module_verify_ir(x->m, RC_TYPING_HLO), RC_OK);
}

static void test_verify_cycle(void **state) {
  Fx *x = *state;
  RcNode *p = param(x, x->v4, 0);
  RcNode *a = op(x, RC_OP_ADD, x->v4, &p->results[0], &p->results[0]);
  RcNode *b = op(x, RC_OP_ADD, x->v4, &a->results[0], &p->results[0]);
  rc_node_set_operand(a, 1, &b->results[0]); /* a <-> b */
  ret(x, &b->results[0]);
  RcNode **order = g_new(RcNode *, x->f->nnodes);
  assert_false(rc_func_topo_order(x->f, order));
  g_free(order);
  assert_int_equal(rc_module_verify(x->m), RC_ERR_INPUT);
  assert_true(has_diag(x->ctx, "used before it is defined"));
}

static void test_verify_elementwise_shape(void **state) {
  Fx *x = *state;
  int64_t d[] = {5};
  RcType *v5 = rc_type_tensor(x->m, RC_DT_F32, 1, d);
  RcNode *p = param(x, x->v4, 0), *q = param(x, v5, 1);
  RcNode *a = op(x, RC_OP_MULTIPLY, x->v4, &p->results[0], &q->results[0]);
  ret(x, &a->results[0]);
  assert_int_equal(rc_module_verify(x->m), RC_ERR_INPUT);
  assert_true(has_diag(x->ctx, "a shape other than the result"));
}

static void test_verify_bad_broadcast(void **state) {
  Fx *x = *state;
  int64_t d[] = {3}, d2[] = {4, 2};
  RcType *v3 = rc_type_tensor(x->m, RC_DT_F32, 1, d), *m42 = rc_type_tensor(x->m, RC_DT_F32, 2, d2);
  RcNode *p = param(x, v3, 0);
  RcNode *b = op(x, RC_OP_BROADCAST, m42, &p->results[0], NULL);
  RcAttr *a = rc_node_add_attr(b, "dimensions", RC_ATTR_INTS, NULL);
  a->u.ints.n = 1;
  a->u.ints.v = rc_module_alloc(x->m, 8);
  a->u.ints.v[0] = 0; /* 3 -> 4: mismatch */
  ret(x, &b->results[0]);
  assert_int_equal(rc_module_verify(x->m), RC_ERR_INPUT);
  assert_true(has_diag(x->ctx, "does not match result dimension"));
  rc_ctx_clear_diagnostics(x->ctx);
  a->u.ints.v[0] = 5; /* out of range */
  assert_int_equal(rc_module_verify(x->m), RC_ERR_INPUT);
  assert_true(has_diag(x->ctx, "out of range"));
}

/* The typing rules per format (typing.c): abs of a complex value is real; a transpose needs a
 * permutation; compare's comparison type must suit the operands in HLO only; a broadcast may
 * stretch a dimension of size 1; an op on an element type it does not take is refused. */
static void test_typing_rules(void **state) {
  Fx *x = *state;
  char msg[256];
  int64_t d[] = {4}, d2[] = {4, 8}, d2t[] = {8, 4}, d1[] = {1};
  RcType *c4 = rc_type_tensor(x->m, RC_DT_C64, 1, d), *i4 = rc_type_tensor(x->m, RC_DT_S32, 1, d),
         *m48 = rc_type_tensor(x->m, RC_DT_F32, 2, d2), *m84 = rc_type_tensor(x->m, RC_DT_F32, 2, d2t),
         *v1 = rc_type_tensor(x->m, RC_DT_F32, 1, d1), *b4 = rc_type_tensor(x->m, RC_DT_PRED, 1, d);
  RcNode *pc = param(x, c4, 0), *pi = param(x, i4, 1), *pm = param(x, m48, 2), *p1 = param(x, v1, 3);
  RcNode *abs = op(x, RC_OP_ABS, x->v4, &pc->results[0], NULL);
  assert_true(rc_node_check_types(abs, RC_TYPING_STABLEHLO, msg, sizeof msg));
  assert_true(rc_node_check_types(abs, RC_TYPING_HLO, msg, sizeof msg));
  abs->results[0].type = c4;
  assert_false(rc_node_check_types(abs, RC_TYPING_STABLEHLO, msg, sizeof msg));
  assert_non_null(strstr(msg, "expected f32"));
  RcNode *ex = op(x, RC_OP_EXP, i4, &pi->results[0], NULL);
  assert_false(rc_node_check_types(ex, RC_TYPING_HLO, msg, sizeof msg));
  assert_string_equal(msg, "'exponential': operand 0 has element type s32; the op takes floating-point or complex elements");
  RcNode *tr = op(x, RC_OP_TRANSPOSE, m84, &pm->results[0], NULL);
  assert_false(rc_node_check_types(tr, RC_TYPING_STABLEHLO, msg, sizeof msg));
  RcAttr *perm = rc_node_add_attr(tr, "dimensions", RC_ATTR_INTS, NULL);
  perm->u.ints.n = 2;
  perm->u.ints.v = rc_module_alloc(x->m, 16);
  perm->u.ints.v[0] = perm->u.ints.v[1] = 0;
  assert_false(rc_node_check_types(tr, RC_TYPING_STABLEHLO, msg, sizeof msg));
  assert_non_null(strstr(msg, "appears twice"));
  perm->u.ints.v[0] = 1;
  assert_true(rc_node_check_types(tr, RC_TYPING_STABLEHLO, msg, sizeof msg));
  RcNode *cmp = op(x, RC_OP_COMPARE, b4, &pi->results[0], &pi->results[0]);
  rc_node_add_attr(cmp, "direction", RC_ATTR_ENUM, NULL)->u.s = "LT";
  rc_node_add_attr(cmp, "compare_type", RC_ATTR_ENUM, NULL)->u.s = "FLOAT";
  assert_true(rc_node_check_types(cmp, RC_TYPING_STABLEHLO, msg, sizeof msg));
  assert_false(rc_node_check_types(cmp, RC_TYPING_HLO, msg, sizeof msg));
  assert_non_null(strstr(msg, "expected SIGNED"));
  RcNode *bc = op(x, RC_OP_BROADCAST, m48, &p1->results[0], NULL);
  RcAttr *bd = rc_node_add_attr(bc, "dimensions", RC_ATTR_INTS, NULL);
  bd->u.ints.n = 1;
  bd->u.ints.v = rc_module_alloc(x->m, 8);
  bd->u.ints.v[0] = 1;
  assert_true(rc_node_check_types(bc, RC_TYPING_STABLEHLO, msg, sizeof msg));
  assert_true(rc_node_check_types(bc, RC_TYPING_HLO, msg, sizeof msg));
  bc->results[0].type = m84;
  assert_true(rc_node_check_types(bc, RC_TYPING_HLO, msg, sizeof msg));
  bd->u.ints.v[0] = 2;
  assert_false(rc_node_check_types(bc, RC_TYPING_HLO, msg, sizeof msg));
  assert_non_null(strstr(msg, "out of range"));
}

/* The verifier applies the typing rules it is given, whatever the module's format, and
 * rc_module_verify gives those its module's format names: HLO's compare wants the comparison
 * type of its operands, StableHLO's takes any. */
static void test_verify_rules_of_format(void **state) {
  Fx *x = *state;
  int64_t d[] = {4};
  RcType *i4 = rc_type_tensor(x->m, RC_DT_S32, 1, d), *b4 = rc_type_tensor(x->m, RC_DT_PRED, 1, d);
  RcNode *pi = param(x, i4, 0);
  RcNode *cmp = op(x, RC_OP_COMPARE, b4, &pi->results[0], &pi->results[0]);
  rc_node_add_attr(cmp, "direction", RC_ATTR_ENUM, NULL)->u.s = "LT";
  rc_node_add_attr(cmp, "compare_type", RC_ATTR_ENUM, NULL)->u.s = "FLOAT";
  RcNode *ret = rc_node_create(x->m, RC_OP_RETURN, 1, 0);
  rc_func_insert_before(x->f, ret, NULL);
  rc_node_set_operand(ret, 0, &cmp->results[0]);
  assert_int_equal(rc_format_traits(x->m)->typing, RC_TYPING_HLO);
  assert_int_equal(rc_module_verify(x->m), RC_ERR_INPUT);
  x->m->format = RC_FORMAT_STABLEHLO;
  assert_int_equal(rc_format_traits(x->m)->typing, RC_TYPING_STABLEHLO);
  assert_int_equal(rc_module_verify(x->m), RC_OK);
  assert_int_equal(rc_module_verify_ir(x->m, RC_TYPING_HLO), RC_ERR_INPUT);
  assert_int_equal(rc_module_verify_ir(x->m, RC_TYPING_STABLEHLO), RC_OK);
}

static void test_verify_bad_reduce(void **state) {
  Fx *x = *state;
  int64_t d2[] = {4, 2}, d1[] = {4};
  RcType *m42 = rc_type_tensor(x->m, RC_DT_F32, 2, d2), *v2 = rc_type_tensor(x->m, RC_DT_F32, 1, d1);
  RcNode *p = param(x, m42, 0), *z = param(x, x->s, 1);
  RcNode *r = op(x, RC_OP_REDUCE, v2, &p->results[0], &z->results[0]);
  RcAttr *a = rc_node_add_attr(r, "dimensions", RC_ATTR_INTS, NULL);
  a->u.ints.n = 1;
  a->u.ints.v = rc_module_alloc(x->m, 8);
  a->u.ints.v[0] = 0; /* reducing dim 0 of [4,2] leaves [2], the result says [4] */
  ret(x, &r->results[0]);
  assert_int_equal(rc_module_verify(x->m), RC_ERR_INPUT);
  assert_true(has_diag(x->ctx, "result 0 dimension 0 has size 4, expected 2"));
  rc_ctx_clear_diagnostics(x->ctx);
  a->u.ints.v[0] = 1;
  assert_int_equal(rc_module_verify(x->m), RC_OK);
  a->u.ints.v[0] = 7;
  assert_int_equal(rc_module_verify(x->m), RC_ERR_INPUT);
  assert_true(has_diag(x->ctx, "dimension 7 is out of range for rank 2"));
}

static void test_verify_return_rules(void **state) {
  Fx *x = *state;
  RcNode *p = param(x, x->v4, 0);
  (void)p;
  assert_int_equal(rc_module_verify(x->m), RC_ERR_INPUT); /* no return */
  assert_true(has_diag(x->ctx, "has 0 return operations"));
}

/* A shared attribute array (cattrs < nattrs, as the HLO reader leaves it) is
 * read-only: replacing or adding an attribute copies it, and the other nodes
 * sharing it keep their attributes. */
static void test_shared_attrs_copy_on_write(void **state) {
  Fx *x = *state;
  RcNode *p = param(x, x->v4, 0);
  RcNode *a = op(x, RC_OP_NEGATE, x->v4, &p->results[0], NULL);
  RcNode *b = op(x, RC_OP_NEGATE, x->v4, &a->results[0], NULL);
  ret(x, &b->results[0]);
  enum { N = 6 }; /* more than rc_node_add_attr's first capacity */
  RcAttr *shared = rc_module_alloc(x->m, sizeof *shared * N);
  static const char *names[N] = {"k0", "k1", "k2", "k3", "k4", "k5"};
  for (int i = 0; i < N; i++) {
    shared[i].name = names[i];
    shared[i].kind = RC_ATTR_INT;
    shared[i].u.i = i;
  }
  a->attrs = b->attrs = shared;
  a->nattrs = b->nattrs = N;
  a->cattrs = b->cattrs = 0;
  RcAttr *r = rc_node_add_attr(a, "k2", RC_ATTR_INT, NULL); /* replace */
  assert_non_null(r);
  r->u.i = 42;
  assert_ptr_not_equal(a->attrs, shared);
  assert_true(a->cattrs >= a->nattrs);
  assert_int_equal(a->nattrs, N);
  assert_int_equal(rc_node_attr(a, "k2")->u.i, 42);
  assert_int_equal(rc_node_attr(a, "k5")->u.i, 5);
  assert_ptr_equal(b->attrs, shared);
  assert_int_equal(rc_node_attr(b, "k2")->u.i, 2);
  RcAttr *add = rc_node_add_attr(b, "k6", RC_ATTR_INT, NULL); /* append */
  assert_non_null(add);
  add->u.i = 6;
  assert_ptr_not_equal(b->attrs, shared);
  assert_true(b->cattrs >= b->nattrs);
  assert_int_equal(b->nattrs, N + 1);
  assert_int_equal(rc_node_attr(b, "k6")->u.i, 6);
  assert_int_equal(rc_node_attr(b, "k0")->u.i, 0);
  for (int i = 0; i < N; i++) assert_int_equal(shared[i].u.i, i); /* the shared array is untouched */
  assert_null(rc_node_attr(a, "k6"));
  /* An owned array with room is written in place. */
  RcAttr *owned = b->attrs;
  assert_non_null(rc_node_add_attr(b, "k0", RC_ATTR_INT, NULL));
  assert_ptr_equal(b->attrs, owned);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test_setup_teardown(test_construction, setup, teardown),
      cmocka_unit_test_setup_teardown(test_operands_and_uses, setup, teardown),
      cmocka_unit_test_setup_teardown(test_erase, setup, teardown),
      cmocka_unit_test(test_attr_window),
      cmocka_unit_test_setup_teardown(test_release_reuses_memory, setup, teardown),
      cmocka_unit_test_setup_teardown(test_remove_func, setup, teardown),
      cmocka_unit_test_setup_teardown(test_may_hold, setup, teardown),
      cmocka_unit_test_setup_teardown(test_clone_region, setup, teardown),
      cmocka_unit_test_setup_teardown(test_topo_chain, setup, teardown),
      cmocka_unit_test_setup_teardown(test_verify_use_before_def, setup, teardown),
      cmocka_unit_test_setup_teardown(test_verify_region_reads, setup, teardown),
      cmocka_unit_test_setup_teardown(test_verify_cycle, setup, teardown),
      cmocka_unit_test_setup_teardown(test_verify_elementwise_shape, setup, teardown),
      cmocka_unit_test_setup_teardown(test_verify_bad_broadcast, setup, teardown),
      cmocka_unit_test_setup_teardown(test_verify_rules_of_format, setup, teardown),
      cmocka_unit_test_setup_teardown(test_verify_bad_reduce, setup, teardown),
      cmocka_unit_test_setup_teardown(test_typing_rules, setup, teardown),
      cmocka_unit_test_setup_teardown(test_verify_return_rules, setup, teardown),
      cmocka_unit_test_setup_teardown(test_shared_attrs_copy_on_write, setup, teardown),
  };
  return cmocka_run_group_tests_name("ir", tests, NULL, NULL);
}
