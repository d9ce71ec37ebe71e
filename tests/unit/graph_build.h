/* Test helper: builds small IR graphs by hand (parameters, splat constants,
 * ops) for the match and rewrite tests, without any reader. */
#ifndef RC_TEST_GRAPH_BUILD_H
#define RC_TEST_GRAPH_BUILD_H

#include <math.h>
#include <stdio.h>
#include <string.h>

#include <glib.h>

#include "ir/ir.h"

typedef struct GB {
  RcModule *m;
  RcFunc *f;
  RcType *t;  /* default tensor type */
  unsigned next;
} GB;

static inline void gb_init(GB *g, RcCtx *ctx, RcFormat fmt, RcDType dt, int rank, const int64_t *dims) {
  g->m = rc_module_create(ctx, fmt, "test");
  g->f = rc_func_create(g->m, "main", NULL);
  g->f->is_entry = true;
  g->m->entry = g->f;
  g->t = rc_type_tensor(g->m, dt, rank, dims);
  g->next = 0;
}

static inline RcValue *gb_name(GB *g, RcNode *n, const char *name) {
  char buf[32];
  if (!name) {
    snprintf(buf, sizeof buf, "v%u", g->next++);
    name = buf;
  }
  n->results[0].name = rc_module_strdup(g->m, name);
  return &n->results[0];
}

static inline RcValue *gb_param(GB *g, RcType *t, const char *name) {
  RcNode *n = rc_node_create(g->m, RC_OP_PARAMETER, 0, 1);
  n->results[0].type = t ? t : g->t;
  rc_func_insert_before(g->f, n, NULL);
  RcNode **np = rc_module_alloc(g->m, sizeof *np * (g->f->nparams + 1));
  if (g->f->nparams) memcpy(np, g->f->params, sizeof *np * g->f->nparams);
  np[g->f->nparams++] = n;
  g->f->params = np;
  return gb_name(g, n, name);
}

static inline RcValue *gb_const(GB *g, RcType *t, double v) {
  RcNode *n = rc_node_create(g->m, RC_OP_CONSTANT, 0, 1);
  t = t ? t : g->t;
  n->results[0].type = t;
  RcLiteral *l = rc_module_alloc(g->m, sizeof *l);
  l->dtype = t->dtype;
  l->count = 1;
  l->splat = true;
  if (t->dtype == RC_DT_F64) {
    double *d = rc_module_alloc(g->m, sizeof *d);
    *d = v;
    l->data = d;
  } else {
    float *d = rc_module_alloc(g->m, sizeof *d);
    *d = (float)v;
    l->data = d;
    l->dtype = RC_DT_F32;
  }
  n->literal = l;
  rc_func_insert_before(g->f, n, NULL);
  return gb_name(g, n, NULL);
}

static inline RcValue *gb_opv(GB *g, RcOp op, RcType *t, uint32_t nops, RcValue **ops) {
  RcNode *n = rc_node_create(g->m, op, nops, 1);
  n->results[0].type = t ? t : ops[0]->type;
  rc_func_insert_before(g->f, n, NULL);
  for (uint32_t i = 0; i < nops; i++) rc_node_set_operand(n, i, ops[i]);
  return gb_name(g, n, NULL);
}

static inline RcValue *gb_op1(GB *g, RcOp op, RcValue *a) { return gb_opv(g, op, NULL, 1, &a); }
static inline RcValue *gb_op2(GB *g, RcOp op, RcValue *a, RcValue *b) {
  RcValue *v[2] = {a, b};
  return gb_opv(g, op, NULL, 2, v);
}
static inline RcValue *gb_op3(GB *g, RcOp op, RcValue *a, RcValue *b, RcValue *c) {
  RcValue *v[3] = {a, b, c};
  return gb_opv(g, op, NULL, 3, v);
}

/* A reduce over `axis` with combiner `comb` (a region body), init constant `init`. */
static inline RcValue *gb_reduce(GB *g, RcValue *x, int64_t axis, RcOp comb, double init, RcType *rt) {
  RcType *st = rc_type_tensor(g->m, x->type->dtype, 0, NULL);
  RcValue *iv = gb_const(g, st, init);
  RcValue *ops[2] = {x, iv};
  RcValue *r = gb_opv(g, RC_OP_REDUCE, rt, 2, ops);
  RcAttr *a = rc_node_add_attr(r->def, "dimensions", RC_ATTR_INTS, NULL);
  a->u.ints.v = rc_module_alloc(g->m, sizeof(int64_t));
  a->u.ints.v[0] = axis;
  a->u.ints.n = 1;
  RcFunc *body = rc_func_create(g->m, "body", g->f);
  RcNode *p0 = rc_node_create(g->m, RC_OP_PARAMETER, 0, 1), *p1 = rc_node_create(g->m, RC_OP_PARAMETER, 0, 1);
  p0->results[0].type = p1->results[0].type = st;
  rc_func_insert_before(body, p0, NULL);
  rc_func_insert_before(body, p1, NULL);
  body->params = rc_module_alloc(g->m, 2 * sizeof(RcNode *));
  body->params[0] = p0;
  body->params[1] = p1;
  body->nparams = 2;
  RcNode *c = rc_node_create(g->m, comb, 2, 1);
  c->results[0].type = st;
  rc_func_insert_before(body, c, NULL);
  rc_node_set_operand(c, 0, &p0->results[0]);
  rc_node_set_operand(c, 1, &p1->results[0]);
  RcNode *ret = rc_node_create(g->m, RC_OP_RETURN, 1, 0);
  rc_func_insert_before(body, ret, NULL);
  rc_node_set_operand(ret, 0, &c->results[0]);
  rc_node_add_region(r->def, body);
  return r;
}

/* A broadcast of x to t, x's dimension i mapped to t's dims[i]. */
static inline RcValue *gb_bcast_dims(GB *g, RcValue *x, RcType *t, const int64_t *dims) {
  RcValue *b = gb_opv(g, RC_OP_BROADCAST, t, 1, &x);
  RcAttr *a = rc_node_add_attr(b->def, "dimensions", RC_ATTR_INTS, NULL);
  int32_t k = x->type ? x->type->rank : 0;
  a->u.ints.v = rc_module_alloc(g->m, sizeof(int64_t) * (size_t)(k ? k : 1));
  for (int32_t i = 0; i < k; i++) a->u.ints.v[i] = dims[i];
  a->u.ints.n = (uint32_t)k;
  return b;
}

/* A broadcast of x to t, x's dimensions mapped to t's last ones (a scalar: to none). */
static inline RcValue *gb_bcast(GB *g, RcValue *x, RcType *t) {
  int64_t dims[16];
  int32_t k = x->type ? x->type->rank : 0;
  for (int32_t i = 0; i < k && i < 16; i++) dims[i] = t->rank - k + i;
  return gb_bcast_dims(g, x, t, dims);
}

/* A broadcast of a row value x (t without its last dim) back along t's rows. */
static inline RcValue *gb_bcast_rows(GB *g, RcValue *x, RcType *t) {
  int64_t dims[16];
  for (int32_t i = 0; i < t->rank - 1 && i < 16; i++) dims[i] = i;
  return gb_bcast_dims(g, x, t, dims);
}

static inline RcNode *gb_return(GB *g, RcValue *v) {
  RcNode *n = rc_node_create(g->m, RC_OP_RETURN, 1, 0);
  rc_func_insert_before(g->f, n, NULL);
  rc_node_set_operand(n, 0, v);
  return n;
}

#endif
