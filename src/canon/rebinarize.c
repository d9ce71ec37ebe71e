/* rc_module_canonicalize (`recompose opt --canonicalize-only`): replaces each
 * function's body by its canonical form so a person can read what the matcher
 * sees. n-ary nodes are re-binarized left to right, splat constants get a
 * literal text in the module's format (HLO: a scalar constant broadcast to the
 * shape), parameters and the return stay, and each node that stands for an
 * original value takes that value's name and location. This changes numerics
 * and is for inspection only. Last step of src/canon. */
#include <glib.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "canon/canon_int.h"
#include "formats/format.h"
#include "support/ctx.h"
#include "recompose/higher.h"

typedef struct {
  RcModule *m;
  RcFunc *f;
  RcNode *before; /* insertion point: the function's RETURN */
  RcValue **nv;   /* by canonical node id: the new value */
  bool oom;
} Rebin;

static RcNode *new_node(Rebin *r, RcOp op, uint32_t nops, uint32_t nres) {
  RcNode *n = rc_node_create(r->m, op, nops, nres);
  if (!n) {
    r->oom = true;
    return NULL;
  }
  rc_func_insert_before(r->f, n, r->before);
  return n;
}

static RcType *clone_type(Rebin *r, const RcType *t) {
  if (!t) return NULL;
  RcType *k = rc_type_clone(r->m, t);
  if (!k) r->oom = true;
  return k;
}

static bool copy_attr(Rebin *r, RcNode *n, const RcAttr *a);

/* A function of the canonical copy's scratch module (rc_canon_add_reducer's, build.c), copied
 * into r->m: once as a computation for to_apply, or as a region of r->f. */
static RcFunc *own_func(Rebin *r, RcFunc *g, bool region) {
  if (!g || g->module == r->m) return g;
  RcFunc *k = region ? NULL : rc_module_find_func(r->m, g->name);
  if (k) return k;
  k = rc_func_create(r->m, g->name, region ? r->f : NULL);
  if (!k || (g->nparams && !(k->params = rc_module_alloc(r->m, sizeof *k->params * g->nparams)))) goto oom;
  if (!region) {
    /* a computation comes before the one that calls it (XLA's parser reads them in order) */
    RcFunc *top = r->f;
    while (top->parent) top = top->parent;
    rc_module_remove_func(r->m, k);
    RcFunc **at = &r->m->funcs;
    while (*at && *at != top) at = &(*at)->next;
    k->next = *at;
    *at = k;
    if (!k->next) r->m->funcs_last = k;
    r->m->nfuncs++;
  }
  k->nparams = g->nparams;
  GHashTable *map = g_hash_table_new(NULL, NULL);
  rc_func_for_each(g, n) {
    RcNode *x = rc_node_create(r->m, n->op, n->noperands, n->nresults);
    if (!x) {
      g_hash_table_destroy(map);
      goto oom;
    }
    rc_func_insert_before(k, x, NULL);
    for (uint32_t i = 0; i < n->nresults; i++) {
      x->results[i].type = clone_type(r, n->results[i].type);
      x->results[i].name = n->results[i].name ? rc_module_strdup(r->m, n->results[i].name) : NULL;
      g_hash_table_insert(map, &n->results[i], &x->results[i]);
    }
    for (uint32_t i = 0; i < n->noperands; i++) rc_node_set_operand(x, i, g_hash_table_lookup(map, rc_node_operand(n, i)));
    for (uint32_t i = 0; i < n->nattrs; i++) copy_attr(r, x, &n->attrs[i]);
    if (rc_node_fused(n)) {
      RcNodeExtra *e = rc_node_extra_get(r->m, x);
      if (!e) {
        g_hash_table_destroy(map);
        goto oom;
      }
      e->fused = rc_node_fused(n); /* the module's own, shared read-only */
    }
    for (uint32_t i = 0; i < g->nparams; i++)
      if (g->params[i] == n) k->params[i] = x;
  }
  g_hash_table_destroy(map);
  return k;
oom:
  r->oom = true;
  return NULL;
}

static bool copy_attr(Rebin *r, RcNode *n, const RcAttr *a) {
  RcAttr *d = rc_node_add_attr(n, a->name, a->kind, a->raw);
  if (!d) return false;
  switch (a->kind) {
  case RC_ATTR_STR:
  case RC_ATTR_ENUM: d->u.s = a->u.s ? rc_module_strdup(r->m, a->u.s) : NULL; break;
  case RC_ATTR_INTS:
    d->u.ints.n = a->u.ints.n;
    d->u.ints.v = a->u.ints.n ? rc_module_alloc(r->m, sizeof(int64_t) * a->u.ints.n) : NULL;
    if (a->u.ints.n && !d->u.ints.v) return false;
    if (a->u.ints.n) memcpy(d->u.ints.v, a->u.ints.v, sizeof(int64_t) * a->u.ints.n);
    break;
  case RC_ATTR_FUNC:
    d->u.fn = own_func(r, a->u.fn, false);
    return d->u.fn || !a->u.fn ? true : false;
  default: d->u = a->u; break;
  }
  return true;
}

/* A splat constant of type t holding src's element (formats/splat.c), or NULL where the
 * node is copied as it is. */
static RcValue *emit_splat(Rebin *r, const RcType *t, const RcLiteral *src) {
  RcNode *made[2];
  if (!src->data || src->dtype != t->dtype) return NULL;
  return rc_format_emit_splat(r->f, r->before, t, src->data, made);
}

/* The new value for canonical value a. */
static RcValue *mapv(const Rebin *r, const RcValue *a) {
  RcValue *base = r->nv[a->def->id];
  return base ? &base->def->results[base->index + a->index] : NULL;
}

/* Ops whose float operands carry the result's element type. */
static bool same_dtype_op(RcOp op) {
  switch (op) {
  case RC_OP_COMPARE:
  case RC_OP_CONVERT:
  case RC_OP_BITCAST_CONVERT:
  case RC_OP_IS_FINITE:
  case RC_OP_SHL:
  case RC_OP_SHR_ARITH:
  case RC_OP_SHR_LOGICAL: return false;
  case RC_OP_BROADCAST:
  case RC_OP_BITCAST:
  case RC_OP_RESHAPE:
  case RC_OP_TRANSPOSE:
  case RC_OP_REDUCE:
  case RC_OP_SLICE:
  case RC_OP_PAD:
  case RC_OP_CONCATENATE: return true;
  default: return (rc_op_info[op].flags & RC_F_ELEM) != 0;
  }
}

/* v converted to element type dt when the canonical form looked through a float convert. */
static RcValue *as_dtype(Rebin *r, RcValue *v, RcDType dt) {
  if (!v || !v->type || v->type->kind != RC_TYPE_TENSOR || v->type->dtype == dt || !rc_dtype_is_float(dt) ||
      !rc_dtype_is_float(v->type->dtype))
    return v;
  RcNode *k = new_node(r, RC_OP_CONVERT, 1, 1);
  if (!k) return NULL;
  k->results[0].type = rc_type_tensor(r->m, dt, v->type->rank, v->type->dims);
  rc_node_set_operand(k, 0, v);
  return &k->results[0];
}

static RcValue *operand_for(Rebin *r, const RcNode *cn, const RcValue *a, uint32_t i) {
  RcValue *v = mapv(r, a);
  const RcType *t = cn->nresults == 1 ? cn->results[0].type : NULL;
  if (v && t && t->kind == RC_TYPE_TENSOR && same_dtype_op(cn->op)) v = as_dtype(r, v, t->dtype);
  /* compare's operands share one element type: the wider float where the view looked
   * through a convert on one side only */
  if (v && cn->op == RC_OP_COMPARE && cn->noperands == 2) {
    const RcValue *x = rc_node_operand(cn, 0), *y = rc_node_operand(cn, 1);
    if (x && y && x->type && y->type && x->type->kind == RC_TYPE_TENSOR && y->type->kind == RC_TYPE_TENSOR &&
        rc_dtype_is_float(x->type->dtype) && rc_dtype_is_float(y->type->dtype) && x->type->dtype != y->type->dtype)
      v = as_dtype(r, v, rc_dtype_info[x->type->dtype].bits >= rc_dtype_info[y->type->dtype].bits ? x->type->dtype
                                                                                                 : y->type->dtype);
  }
  /* a tuple's element i has the element type it declares */
  if (v && t && t->kind == RC_TYPE_TUPLE && cn->op == RC_OP_TUPLE && i < (uint32_t)t->ntuple &&
      t->tuple[i]->kind == RC_TYPE_TENSOR)
    v = as_dtype(r, v, t->tuple[i]->dtype);
  return v;
}

static RcValue *emit(Rebin *r, const RcCanon *c, RcNode *cn) {
  RcValue *orig = cn->nresults ? rc_canon_origin(c, &cn->results[0]) : NULL;
  if (cn->op == RC_OP_PARAMETER) return orig;
  if (cn->op == RC_OP_CONSTANT && cn->literal && (cn->literal->splat || cn->literal->count == 1) &&
      cn->literal->data && cn->results[0].type && cn->results[0].type->kind == RC_TYPE_TENSOR) {
    RcValue *v = emit_splat(r, cn->results[0].type, cn->literal);
    if (v) {
      v->name = orig ? orig->name : NULL;
      v->def->loc = orig ? orig->def->loc : (RcLoc){0, 0};
      return v;
    }
    if (r->oom) return NULL;
  }
  uint32_t nops = cn->noperands;
  bool chain = nops > 2 && rc_canon_is_nary(cn->op);
  RcValue *acc = NULL;
  uint32_t start = 0;
  if (chain) {
    acc = operand_for(r, cn, rc_node_operand(cn, 0), 0);
    start = 1;
    for (; start < nops - 1; start++) {
      RcValue *b = operand_for(r, cn, rc_node_operand(cn, start), start);
      RcNode *k = new_node(r, cn->op, 2, 1);
      if (!k) return NULL;
      k->results[0].type = clone_type(r, cn->results[0].type);
      rc_node_set_operand(k, 0, acc);
      rc_node_set_operand(k, 1, b);
      acc = &k->results[0];
    }
  }
  /* operands (and any convert they need) come before the node */
  RcValue *stack[8], **vals = stack;
  uint32_t nv = 0;
  if (nops > 8 && !(vals = rc_module_alloc(r->m, sizeof *vals * nops))) return NULL;
  if (chain) vals[nv++] = acc;
  for (uint32_t i = chain ? nops - 1 : 0; i < nops; i++) vals[nv++] = operand_for(r, cn, rc_node_operand(cn, i), i);
  RcNode *k = new_node(r, cn->op, nv, cn->nresults);
  if (!k) return NULL;
  k->opname = cn->opname ? rc_module_strdup(r->m, cn->opname) : NULL;
  k->flags |= cn->flags & RC_NODE_HAS_SIDE_EFFECT;
  for (uint32_t i = 0; i < cn->nresults; i++) k->results[i].type = clone_type(r, cn->results[i].type);
  for (uint32_t i = 0; i < cn->nattrs; i++)
    if (strcmp(cn->attrs[i].name, "combiner") && !copy_attr(r, k, &cn->attrs[i])) return NULL;
  k->literal = cn->literal; /* non-splat literals are the original module's own */
  if (rc_node_fused(cn)) {
    RcNodeExtra *e = rc_node_extra_get(r->m, k);
    if (!e) return NULL;
    e->fused = rc_node_fused(cn); /* the module's own, shared read-only */
  }
  /* a reduce's body as the module's format holds it: a region, or a computation named by
   * to_apply (the canonical form's own reduces, batchnorm.c's and dot_sum.c's, hold it as a region) */
  bool apply = cn->op == RC_OP_REDUCE && !rc_format_traits(r->m)->reduce_regions;
  for (uint32_t i = 0; i < rc_node_nregions(cn); i++) {
    if (!apply) {
      rc_node_add_region(k, own_func(r, rc_node_regions(cn)[i], true));
      continue;
    }
    RcAttr *a = rc_node_add_attr(k, "to_apply", RC_ATTR_FUNC, NULL);
    if (!a || !(a->u.fn = own_func(r, rc_node_regions(cn)[i], false))) return NULL;
  }
  for (uint32_t i = 0; i < nv; i++) rc_node_set_operand(k, i, vals[i]);
  if (orig) {
    for (uint32_t i = 0; i < k->nresults; i++) k->results[i].name = orig->def->results[i].name;
    if (k->nresults == 1) k->results[0].name = orig->name;
    k->loc = orig->def->loc;
    /* the writer's data goes along whole where k has orig's operands and regions by index,
     * else only its place */
    if (cn->op == RC_OP_OPAQUE && orig->def->op == RC_OP_OPAQUE && orig->def->noperands == nv &&
        rc_node_nregions(orig->def) == rc_node_nregions(k))
    {
      if (!rc_format_copy_node_data(r->m, k, orig->def)) return NULL;
    } else if (!rc_format_inherit_place(r->m, k, orig->def)) {
      return NULL;
    }
  }
  return k->nresults ? &k->results[0] : NULL;
}

static RcStatus rebinarize(RcFunc *f) {
  RcCanon *c = rc_canon_new(f);
  if (!c) return RC_ERR_NOMEM;
  RcFunc *cf = rc_canon_func(c);
  Rebin r = {.m = f->module, .f = f, .before = f->last};
  if (!r.before || r.before->op != RC_OP_RETURN) {
    rc_canon_free(c);
    return RC_OK; /* nothing we can rebuild safely */
  }
  uint32_t first_new = f->module->node_ids;
  r.nv = g_new0(RcValue *, c->m->node_ids + 1);
  rc_func_for_each(cf, cn) {
    if (cn->op == RC_OP_RETURN) {
      for (uint32_t i = 0; i < cn->noperands && i < r.before->noperands; i++) {
        RcValue *v = mapv(&r, rc_node_operand(cn, i)), *old = rc_node_operand(r.before, i);
        if (v && old && old->type && old->type->kind == RC_TYPE_TENSOR) v = as_dtype(&r, v, old->type->dtype);
        if (v) rc_node_set_operand(r.before, i, v);
      }
      continue;
    }
    r.nv[cn->id] = emit(&r, c, cn);
    if (r.oom) break;
  }
  if (r.oom) {
    g_free(r.nv);
    rc_canon_free(c);
    return RC_ERR_NOMEM;
  }
  /* Drop the old body (users come after their operands: walk backwards). An old
   * value still used from a region body that was carried over (regions capture
   * outer values) is redirected to its rebuilt twin, which took its name. */
  for (RcNode *n = r.before->prev, *prev; n; n = prev) {
    prev = n->prev;
    if (n->id >= first_new || n->op == RC_OP_PARAMETER) continue;
    if (n->nresults == 1 && n->results[0].nuses) {
      RcValue *cv = rc_canon_lookup(c, &n->results[0]);
      RcValue *nv = cv && cv->def ? r.nv[cv->def->id] : NULL;
      if (nv && nv != &n->results[0] && rc_type_equal(nv->type, n->results[0].type))
        rc_value_replace_all_uses(&n->results[0], nv);
    }
    bool used = false;
    for (uint32_t i = 0; i < n->nresults && !used; i++) used = n->results[i].nuses != 0;
    if (!used) rc_node_erase(n);
  }
  g_free(r.nv);
  rc_canon_free(c);
  return RC_OK;
}

RcStatus rc_module_canonicalize(RcModule *m) {
  if (!m) return RC_ERR_USAGE;
  m->types_checked = false; /* the verifier checks the rebuilt nodes' types again */
  size_t failures = rc_ctx_failures(m->ctx);
  for (RcFunc *f = m->funcs; f; f = f->next) {
    RcStatus st = rebinarize(f);
    if (st != RC_OK) return st;
  }
  /* An allocation the rebuild did not check leaves the module incomplete. */
  if (rc_ctx_failures(m->ctx) != failures) {
    rc_ctx_note_oom(m->ctx, 0);
    return RC_ERR_NOMEM;
  }
  return RC_OK;
}
