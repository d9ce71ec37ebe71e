/* The canonicalizer's driver: walks the original function once in program
 * order (a topological order), hands each node with its already-canonical
 * operands to the smart constructor of its op, records where each canonical
 * value came from (origin, and the outermost convert around it: wrapped), and
 * then hands the result to the chain-merging pass (flatten.c), which ends with
 * DCE. No recursion along the graph, O(n). Pipeline place: IR -> canon -> match
 * (see canon.h for the form). */
#include <stdlib.h>
#include <string.h>

#include "canon/canon_int.h"
#include "canon/walk.h"
#include "support/ctx.h"

/* A value of another function (a region's capture), of a window's outside or a
 * missing operand: an opaque stand-in whose origin is that value, one per value. */
static RcValue *external(RcCanon *c, RcValue *v) {
  RcProto p = {.op = RC_OP_OPAQUE, .opname = "canon.external", .type = v ? v->type : NULL};
  RcNode *n = rc_canon_make_unique(c, &p, 1, NULL);
  if (!n) return NULL;
  c->origin[n->id] = c->wrapped[n->id] = v;
  if (!c->externals) c->externals = g_ptr_array_new();
  g_ptr_array_add(c->externals, n); /* appended to c->f, never released (not pure) nor moved before add_escapes */
  return &n->results[0];
}

/* Whether original node d is a constant, or a broadcast/reshape/convert chain of
 * one (at most `depth` deep): what a window still sees of its outside. */
static bool const_chain(const RcNode *d, int depth) {
  for (; d && depth >= 0; depth--) {
    if (d->op == RC_OP_CONSTANT) return d->nresults == 1 && !d->noperands;
    bool shape = d->op == RC_OP_BROADCAST || d->op == RC_OP_RESHAPE || d->op == RC_OP_CONVERT || d->op == RC_OP_COPY;
    if (!shape || d->noperands != 1 || d->nresults != 1 || !rc_node_operand(d, 0)) return false;
    d = rc_node_operand(d, 0)->def;
  }
  return false;
}

/* The canonical value of a value the build did not process: a constant chain of
 * the function is built here (a window still reads 0.5 as 0.5), anything else is
 * an opaque stand-in; both once per value. */
static RcValue *outside(RcCanon *c, RcValue *v) {
  if (!c->ext) c->ext = g_hash_table_new(NULL, NULL);
  RcValue *k = v ? g_hash_table_lookup(c->ext, v) : NULL;
  if (k) return k;
  RcNode *d = v ? v->def : NULL;
  if (d && d->func == c->src && const_chain(d, 4)) {
    RcValue *op = d->noperands ? outside(c, rc_node_operand(d, 0)) : NULL;
    if (d->noperands && !op) return NULL;
    k = rc_canon_build(c, d, &op);
    if (c->oom) return NULL;
    if (k && k->def->nresults == 1 && !c->origin[k->def->id]) c->origin[k->def->id] = c->wrapped[k->def->id] = v;
    /* ext hands k to every later use of v, and no note_done counts those: one
     * reference the build pass never drops, so recycle.c does not release k (and
     * reuse its memory) when its canonical users so far die. DCE still erases it
     * when nothing reads it in the end. */
    if (k && k->def->id < c->cap) c->refs[k->def->id]++;
  }
  if (!k) k = external(c, v);
  if (k && v) g_hash_table_insert(c->ext, v, k);
  return k;
}

static void note_origin(RcCanon *c, RcValue *cv, RcValue *orig);

/* The canonical value of operand v of a node of function `scope` (f, or a callee
 * being inlined). */
static RcValue *lookup_operand(RcCanon *c, RcValue *v, const RcFunc *scope) {
  RcValue *r = v && v->def && v->def->func == scope ? rc_canon_map_get(c, v->def) : NULL;
  if (!r) return outside(c, v);
  if (v->def->nresults > 1 && !(r = rc_canon_result(r, v->index))) return outside(c, v);
  if (v->index == 0 && v->def->nresults == 3 && r->def->op == RC_OP_BATCH_NORM_TRAINING && r->def->noperands == 3) {
    /* StableHLO's batch_norm_training: result 0 as its formula (batchnorm.c) */
    RcNode *bn = r->def;
    RcValue *e = rc_canon_batch_norm_output(c, bn, v->type, rc_node_operand(bn, 0), rc_node_operand(bn, 1),
                                            rc_node_operand(bn, 2), v);
    if (e) r = e;
  } else if (v->index == 0 && v->def->nresults == 3 && rc_node_is_batch_norm_grad(r->def)) {
    /* StableHLO's batch_norm_grad: grad_operand as its formula (batchnorm.c), built once
     * for all its readers */
    RcValue *e = c->results ? g_hash_table_lookup(c->results, v) : NULL;
    RcNode *bg = r->def;
    RcValue *gops[5];
    for (uint32_t i = 0; i < 5 && !e; i++) gops[i] = rc_node_operand(bg, i);
    if (!e && (e = rc_canon_batch_norm_grad_output(c, bg, v->type, gops, v))) {
      if (!c->results) c->results = g_hash_table_new(NULL, NULL);
      g_hash_table_insert(c->results, v, e);
      note_origin(c, e, v);
    }
    if (e) r = e;
  }
  return r;
}

bool rc_canon_map_set(RcCanon *c, const RcNode *n, RcValue *v) {
  uint32_t s = n->id - c->base;
  if (s < c->nmap) {
    c->map[s] = v;
    return true;
  }
  if (!c->far) c->far = g_hash_table_new(NULL, NULL);
  g_hash_table_insert(c->far, (gpointer)n, v);
  return true;
}

static void note_origin(RcCanon *c, RcValue *cv, RcValue *orig) {
  if (!cv || cv->def->nresults != 1) return;
  uint32_t id = cv->def->id;
  if (!c->origin[id]) c->origin[id] = c->wrapped[id] = orig;
}

static const char *combiner_name(RcOp op) {
  switch (op) {
  case RC_OP_ADD: return "add";
  case RC_OP_MULTIPLY: return "multiply";
  case RC_OP_MAXIMUM: return "maximum";
  case RC_OP_MINIMUM: return "minimum";
  case RC_OP_AND: return "and";
  case RC_OP_OR: return "or";
  default: return NULL;
  }
}

/* A copy of n with canonical operands; pure single-result nodes go through CSE. */
static RcValue *clone_node(RcCanon *c, const RcNode *n, RcValue **ops, const RcAttr *attrs, uint32_t nattrs) {
  RcProto p = {.op = n->op,
               .opname = n->opname,
               .type = n->nresults == 1 ? n->results[0].type : NULL,
               .ops = ops,
               .nops = n->noperands,
               .attrs = attrs,
               .nattrs = nattrs,
               .lit = n->literal,
               .regions = rc_node_regions(n),
               .nregions = rc_node_nregions(n),
               .fused = rc_node_fused(n)};
  bool pure = (rc_op_info[n->op].flags & RC_F_PURE) && !(n->flags & RC_NODE_HAS_SIDE_EFFECT);
  if (pure && n->nresults == 1) return rc_canon_make(c, &p);
  RcType *types[64], **tv = types;
  if (n->nresults > 64) {
    tv = rc_module_alloc(c->m, sizeof *tv * n->nresults);
    if (!tv) return NULL;
  }
  for (uint32_t i = 0; i < n->nresults; i++) tv[i] = n->results[i].type;
  RcNode *k = rc_canon_make_unique(c, &p, n->nresults, tv);
  if (!k) return NULL;
  k->flags |= n->flags & RC_NODE_HAS_SIDE_EFFECT;
  if (n->nresults == 0) return NULL;
  /* a node of a callee being inlined has no origin of its own (inline.c): the call's
   * result is the origin of what the call returns */
  if (n->func == c->src) c->origin[k->id] = c->wrapped[k->id] = &((RcNode *)n)->results[0];
  return &k->results[0];
}

static RcValue *reduce(RcCanon *c, const RcNode *n, RcValue **ops) {
  RcFunc *body = rc_canon_reducer_body(n);
  RcOp op = rc_canon_reducer_op(body);
  const char *name = combiner_name(op);
  if (n->noperands != 2 || n->nresults != 1 || !name) return clone_node(c, n, ops, n->attrs, n->nattrs);
  RcValue *whole = rc_canon_window_source(n, op, ops[0]); /* reduce(reduce-window(x)): window.c */
  if (whole) ops[0] = whole;
  double init;
  if (op == RC_OP_ADD && rc_canon_is_float(ops[1]) && rc_canon_is_splat(ops[1], &init) && init == 0)
    ops[1] = rc_canon_const(c, ops[1]->type, 0.0); /* -0 and 0 inits compute the same sums */
  RcValue *plain = op == RC_OP_ADD ? rc_canon_masked_sum(c, n, ops[0]) : NULL; /* jax.nn's where=: masked_sum.c */
  if (plain) ops[0] = plain;
  RcValue *unit = rc_canon_unit_reduce(c, n, op, ops[0], ops[1]); /* over size-1 axes: unit_reduce.c */
  if (unit || c->oom) return unit;
  RcAttr *attrs = rc_module_alloc(c->m, sizeof *attrs * (n->nattrs + 1));
  if (!attrs || !ops[1]) return NULL;
  uint32_t na = 0;
  for (uint32_t i = 0; i < n->nattrs; i++)
    if (strcmp(n->attrs[i].name, "combiner")) attrs[na++] = n->attrs[i];
  RcAttr *cb = &attrs[na];
  cb->name = "combiner";
  cb->kind = RC_ATTR_ENUM;
  cb->u.s = name;
  RcValue *v = clone_node(c, n, ops, attrs, na + 1);
  return v ? rc_canon_staged_reduce(c, v) : NULL; /* reductions in stages: staged.c */
}

static RcValue *constant(RcCanon *c, const RcNode *n, RcValue **ops) {
  const RcLiteral *l = n->literal;
  RcType *t = n->results[0].type;
  double v;
  if (l && t && t->kind == RC_TYPE_TENSOR && rc_type_is_static(t) && l->dtype == t->dtype &&
      (rc_dtype_is_float(l->dtype) || rc_dtype_is_int(l->dtype)) && rc_literal_splat_f64(l, &v)) {
    RcValue *k = rc_canon_const(c, t, v);
    if (k) return k;
  }
  return clone_node(c, n, ops, n->attrs, n->nattrs);
}

static int by_param(const void *a, const void *b) {
  const struct RcCanonParam *x = a, *y = b;
  if (x->n != y->n) return (uintptr_t)x->n < (uintptr_t)y->n ? -1 : 1;
  return x->i < y->i ? -1 : x->i > y->i;
}

/* The parameter number of original PARAMETER node n (the last, should f list it
 * twice), -1 when it is none of f's. */
static int64_t param_number(const RcCanon *c, const RcNode *n) {
  const RcFunc *f = c->src;
  if (!c->pidx) {
    for (uint32_t i = f->nparams; i-- > 0;)
      if (f->params[i] == n) return i;
    return -1;
  }
  size_t lo = 0, hi = f->nparams; /* first entry with node > n */
  while (lo < hi) {
    size_t mid = lo + (hi - lo) / 2;
    if ((uintptr_t)c->pidx[mid].n <= (uintptr_t)n) lo = mid + 1;
    else hi = mid;
  }
  return lo && c->pidx[lo - 1].n == n ? (int64_t)c->pidx[lo - 1].i : -1;
}

/* The canonical value of original node n (result 0). */
RcValue *rc_canon_build(RcCanon *c, RcNode *n, RcValue **ops) {
  RcType *t = n->nresults == 1 ? n->results[0].type : NULL;
  if (n->op == RC_OP_PARAMETER) {
    int64_t pn = param_number(c, n);
    RcProto p = {.op = RC_OP_PARAMETER, .type = t, .pnum = pn, .attrs = n->attrs, .nattrs = n->nattrs};
    RcNode *k = rc_canon_make_unique(c, &p, n->nresults, NULL);
    if (!k) return NULL;
    for (uint32_t i = 0; i < n->nresults; i++) k->results[i].type = n->results[i].type;
    if (pn >= 0 && (uint64_t)pn < c->f->nparams) c->f->params[pn] = k;
    c->origin[k->id] = c->wrapped[k->id] = n->nresults ? &n->results[0] : NULL;
    return n->nresults ? &k->results[0] : NULL;
  }
  if (n->op == RC_OP_RETURN) {
    RcProto p = {.op = RC_OP_RETURN, .ops = ops, .nops = n->noperands};
    if (!rc_canon_make_unique(c, &p, 0, NULL)) c->oom = true;
    return NULL;
  }
  const RcOpInfo *info = &rc_op_info[n->op];
  RcType *rounded = rc_canon_rounded_type(c, n); /* a 16-bit op computed in f32 (rounding.c) */
  if (c->oom) return NULL;
  if (rounded) t = rounded;
  bool arity_ok = info->arity < 0 || (uint32_t)info->arity == n->noperands ||
                  (rc_canon_is_nary(n->op) && n->noperands >= 2);
  if (!arity_ok || n->nresults != 1 || !t || t->kind != RC_TYPE_TENSOR || (n->flags & RC_NODE_HAS_SIDE_EFFECT))
    return clone_node(c, n, ops, n->attrs, n->nattrs);
  double x;
  switch (n->op) {
  case RC_OP_CONSTANT: return constant(c, n, ops);
  case RC_OP_CONVERT:
  case RC_OP_COPY:
    if (rc_canon_convert_is_noise(n)) {
      if (rc_canon_is_splat(ops[0], &x)) return rc_canon_const(c, t, x);
      return ops[0];
    }
    if (n->op == RC_OP_CONVERT && rc_canon_is_splat(ops[0], &x)) {
      RcValue *k = rc_canon_const(c, t, x);
      if (k) return k;
    }
    return clone_node(c, n, ops, n->attrs, n->nattrs);
  case RC_OP_BITCAST:
    if (ops[0]->type && ops[0]->type->kind == RC_TYPE_TENSOR && ops[0]->type->dtype == t->dtype &&
        rc_type_numel(ops[0]->type) == rc_type_numel(t) && rc_type_numel(t) >= 0)
      return rc_canon_reshape(c, t, ops[0]);
    return clone_node(c, n, ops, n->attrs, n->nattrs);
  case RC_OP_OPAQUE:
    if (rc_node_is_identity_rounding(n)) return ops[0]; /* XLA's f32 reduce-precision(8, 23) */
    return clone_node(c, n, ops, n->attrs, n->nattrs);
  case RC_OP_NEGATE: return rc_canon_neg(c, t, ops[0]);
  case RC_OP_ADD:
  case RC_OP_MULTIPLY:
  case RC_OP_MAXIMUM:
  case RC_OP_MINIMUM: return rc_canon_nary(c, n->op, t, ops, n->noperands);
  case RC_OP_SUBTRACT:
    if (rc_canon_type_float(t) || rc_dtype_info[t->dtype < RC_DT_COUNT ? t->dtype : 0].cls == RC_DC_SINT) {
      RcValue *pair[2] = {ops[0], rc_canon_neg(c, t, ops[1])};
      return pair[1] ? rc_canon_nary(c, RC_OP_ADD, t, pair, 2) : NULL;
    }
    return clone_node(c, n, ops, NULL, 0);
  case RC_OP_DIVIDE: return rc_canon_div(c, t, ops[0], ops[1]);
  case RC_OP_POWER: return rc_canon_pow(c, t, ops[0], ops[1]);
  case RC_OP_SQUARE: { /* chlo.square(x) = x * x */
    RcValue *pair[2] = {ops[0], ops[0]};
    return rc_canon_nary(c, RC_OP_MULTIPLY, t, pair, 2);
  }
  case RC_OP_CLAMP: return rc_canon_clamp(c, t, ops[0], ops[1], ops[2]);
  case RC_OP_BROADCAST: {
    const RcAttr *d = rc_node_attr(n, "dimensions");
    if (!d || d->kind != RC_ATTR_INTS) return clone_node(c, n, ops, n->attrs, n->nattrs);
    return rc_canon_broadcast(c, t, ops[0], d->u.ints.v, d->u.ints.n);
  }
  case RC_OP_RESHAPE: return rc_canon_reshape(c, t, ops[0]);
  case RC_OP_TRANSPOSE: { /* of a broadcast: shape_noise.c */
    const RcAttr *d = rc_node_attr(n, "dimensions");
    RcValue *k = d && d->kind == RC_ATTR_INTS ? rc_canon_transpose(c, t, ops[0], d->u.ints.v, d->u.ints.n) : NULL;
    if (k || c->oom) return k;
    return clone_node(c, n, ops, n->attrs, n->nattrs);
  }
  case RC_OP_REDUCE: return reduce(c, n, ops);
  case RC_OP_SLICE: { /* a stack's operand: slice.c */
    RcValue *k = rc_canon_slice(c, n, ops[0]);
    if (k || c->oom) return k;
    return clone_node(c, n, ops, n->attrs, n->nattrs);
  }
  case RC_OP_COMPARE:
  case RC_OP_SELECT: { /* of constants: fold.c */
    RcValue *k = n->op == RC_OP_COMPARE ? rc_canon_fold_compare(c, n, t, ops[0], ops[1])
                                        : rc_canon_fold_select(t, ops[0], ops[1], ops[2]);
    if (k || c->oom) return k;
    return clone_node(c, n, ops, n->attrs, n->nattrs);
  }
  case RC_OP_GET_TUPLE_ELEMENT: {
    /* HLO's batch-norm-training tuple: element 0 as its formula (batchnorm.c) */
    const RcAttr *ix = rc_node_attr(n, "index");
    RcNode *bn = ops[0]->def;
    /* an element of a tuple built here: that value (a call whose body returns a tuple,
     * inlined: JAX's hard_sigmoid returning its value and the backward's mask) */
    if (ix && ix->kind == RC_ATTR_INT && bn && bn->op == RC_OP_TUPLE && ix->u.i >= 0 &&
        (uint64_t)ix->u.i < bn->noperands && rc_node_operand(bn, (uint32_t)ix->u.i) &&
        rc_type_equal(rc_node_operand(bn, (uint32_t)ix->u.i)->type, t))
      return rc_node_operand(bn, (uint32_t)ix->u.i);
    if (ix && ix->kind == RC_ATTR_INT && ix->u.i == 0 && bn->op == RC_OP_BATCH_NORM_TRAINING && bn->noperands == 3) {
      RcValue *e = rc_canon_batch_norm_output(c, bn, t, rc_node_operand(bn, 0), rc_node_operand(bn, 1),
                                              rc_node_operand(bn, 2), &n->results[0]);
      if (e || c->oom) return e;
    }
    if (ix && ix->kind == RC_ATTR_INT && ix->u.i == 0 && rc_node_is_batch_norm_grad(bn)) {
      RcValue *gops[5];
      for (uint32_t i = 0; i < 5; i++) gops[i] = rc_node_operand(bn, i);
      RcValue *e = rc_canon_batch_norm_grad_output(c, bn, t, gops, &n->results[0]);
      if (e || c->oom) return e;
    }
    return clone_node(c, n, ops, n->attrs, n->nattrs);
  }
  case RC_OP_DOT:
  case RC_OP_DOT_GENERAL: { /* a row sum as a contraction: dot_sum.c */
    RcValue *k = rc_canon_dot_sum(c, n, t, ops);
    if (k || c->oom) return k;
    return clone_node(c, n, ops, n->attrs, n->nattrs);
  }
  case RC_OP_CUSTOM_CALL:
  case RC_OP_COMPOSITE:
  case RC_OP_FUSED: {
    RcOp op = rc_canon_call_spelling(n);
    if (op != RC_OP_OPAQUE) return rc_canon_unary(c, op, t, ops[0]);
    return clone_node(c, n, ops, n->attrs, n->nattrs);
  }
  default:
    break;
  }
  if ((info->flags & RC_F_ELEM) && n->noperands == 1 && n->op != RC_OP_CONVERT)
    return rc_canon_unary(c, n->op, t, ops[0]);
  if (info->flags & RC_F_ELEM) {
    /* other elementwise ops keep what distinguishes them (compare direction/type) */
    return clone_node(c, n, ops, n->attrs, n->nattrs);
  }
  return clone_node(c, n, ops, n->attrs, n->nattrs);
}

/* Whether convert n widens the value w, a rounding of computation o to a narrower
 * float type: the computation's result is then w (the fused call's), and n a read of
 * it in the wider type, as the next op of a 16-bit graph under float normalization
 * (rounding.c) or of a graph that computes in f32 and rounds its result reads it. */
static bool widens_rounded(const RcValue *o, const RcValue *w, const RcNode *n) {
  const RcType *ot = o->type, *wt = w->type, *nt = n->nresults == 1 ? n->results[0].type : NULL;
  if (!ot || !wt || !nt || ot->kind != RC_TYPE_TENSOR || wt->kind != RC_TYPE_TENSOR || nt->kind != RC_TYPE_TENSOR)
    return false;
  return rc_dtype_is_float(ot->dtype) && rc_dtype_is_float(wt->dtype) && !rc_dtype_holds(wt->dtype, ot->dtype) &&
         nt->dtype != wt->dtype && rc_dtype_holds(nt->dtype, wt->dtype);
}

/* Canonicalizes node n of `scope` (f itself, or a callee inlined into it: then the
 * canonical values get no origin, see inline.c). */
bool rc_canon_process(RcCanon *c, RcNode *n, const RcFunc *scope) {
  RcValue *stack[8], **ops = stack;
  if (n->noperands > 8) {
    ops = rc_module_alloc(c->m, sizeof *ops * n->noperands);
    if (!ops) return false;
  }
  for (uint32_t i = 0; i < n->noperands; i++) {
    ops[i] = lookup_operand(c, rc_node_operand(n, i), scope);
    if (!ops[i]) return false;
  }
  RcFunc *g = n->op == RC_OP_CALL && !c->exact ? rc_canon_callee(n) : NULL; /* the exact read keeps calls */
  RcValue *cv = g ? rc_canon_inline(c, g, ops) : NULL;
  if (!cv && !c->oom) cv = rc_canon_build(c, n, ops);
  if (c->oom) return false;
  if (n->op == RC_OP_RETURN || n->nresults == 0) {
    if (scope == c->src) rc_canon_note_done(c, n);
    return true;
  }
  if (!cv) {
    /* a rule declined late (e.g. an unrepresentable constant): keep the node as written */
    cv = clone_node(c, n, ops, n->attrs, n->nattrs);
    if (!cv) return !c->oom && n->nresults == 0;
  }
  if (!rc_canon_map_set(c, n, cv)) return false;
  if (n->nresults > 1 && g && scope == c->src) { /* a call inlined per result */
    if (!c->results) c->results = g_hash_table_new(NULL, NULL);
    for (uint32_t i = 0; i < n->nresults; i++) {
      RcValue *ri = rc_canon_result(cv, i);
      note_origin(c, ri, &n->results[i]);
      if (ri) g_hash_table_insert(c->results, &n->results[i], ri); /* the tuple dies in DCE */
    }
  }
  if (n->nresults == 1 && scope == c->src) {
    uint32_t id = cv->def->id;
    if ((n->op == RC_OP_CONVERT || n->op == RC_OP_COPY) && cv->def->nresults == 1 && c->origin[id] &&
        c->wrapped[id] == rc_node_operand(n, 0) && !widens_rounded(c->origin[id], c->wrapped[id], n))
      c->wrapped[id] = &n->results[0]; /* one more convert around the same computation */
    note_origin(c, cv, &n->results[0]);
  }
  if (scope == c->src) rc_canon_note_done(c, n);
  return true;
}

/* The window's escapes: one operand per use of a stretch value by a node of f past
 * the stretch (a later node, or a fused call a later window made), and per use of
 * a value from before the stretch outside it, so canonical use counts (single use,
 * chain merging) are those of the whole function and DCE keeps what the rest of
 * the function reads. Uses from other functions are not counted, as in a full build. */
static bool escapes_of(RcCanon *c, GPtrArray *ops);

/* The escapes of each of the nc reads cs[] of one window, from one walk over its nodes. */
static bool add_escapes(RcCanon *const *cs, int nc, RcNode *const *nodes, size_t nnodes) {
  GPtrArray *ops[2] = {g_ptr_array_new(), nc > 1 ? g_ptr_array_new() : NULL};
  for (size_t i = 0; i < nnodes; i++) {
    RcNode *n = nodes[i];
    if (i + RC_WALK_AHEAD < nnodes) rc_walk_prefetch_node(nodes[i + RC_WALK_AHEAD]);
    if ((n->flags & RC_NODE_DEAD) || !n->nresults) continue;
    for (int j = 0; j < nc; j++) {
      RcCanon *c = cs[j];
      RcValue *cv = rc_canon_map_get(c, n);
      if (!cv) continue;
      for (uint32_t r = 0; r < n->nresults; r++) {
        RcValue *cr = r == 0 && n->nresults == 1 ? cv : rc_canon_result(cv, r);
        if (!cr) continue;
        rc_value_for_each_use(&n->results[r], u) {
          RcNode *k = u->user;
          uint32_t s = rc_canon_slot(c, k);
          if (k->func == c->src && (s == UINT32_MAX || !c->inwin[s])) g_ptr_array_add(ops[j], cr);
        }
      }
    }
  }
  bool ok = true;
  for (int j = 0; j < nc; j++) ok = escapes_of(cs[j], ops[j]) && ok;
  return ok;
}

/* The stand-ins' escapes of read c, then its sink of every escape (ops, which it frees). */
static bool escapes_of(RcCanon *c, GPtrArray *ops) {
  /* A stand-in for a value from before the stretch: the uses outside the stretch
   * (before it or after it), so single_use() reads the whole function's count too. */
  for (guint i = 0; c->externals && i < c->externals->len; i++) {
    RcNode *k = g_ptr_array_index(c->externals, i);
    if (k->func != c->f || k->op != RC_OP_OPAQUE || !k->opname || strcmp(k->opname, "canon.external") ||
        k->nresults != 1)
      continue;
    RcValue *v = c->origin[k->id];
    if (!v) continue;
    rc_value_for_each_use(v, u) {
      RcNode *user = u->user;
      uint32_t s = rc_canon_slot(c, user);
      if (user->func == c->src && (s == UINT32_MAX || !c->inwin[s])) g_ptr_array_add(ops, &k->results[0]);
    }
  }
  bool ok = true;
  if (ops->len) {
    RcProto p = {.op = RC_OP_OPAQUE, .opname = "canon.escape", .ops = (RcValue *const *)ops->pdata, .nops = ops->len};
    RcNode *sink = rc_canon_make_unique(c, &p, 0, NULL);
    ok = sink != NULL;
    if (sink) {
      sink->flags |= RC_NODE_HAS_SIDE_EFFECT;
      RcNode *ret = sink->prev; /* a RETURN stays last */
      if (ret && ret->op == RC_OP_RETURN) {
        rc_func_unlink(sink);
        rc_func_insert_before(c->f, sink, ret);
      }
    }
  }
  g_ptr_array_free(ops, TRUE);
  return ok;
}

/* The lowest and highest node ids of nodes[0..nnodes): the first read of each node of a
 * window, so the nodes further on are prefetched. */
static void id_range(RcNode *const *nodes, size_t nnodes, uint32_t *lo, uint32_t *hi) {
  *lo = UINT32_MAX;
  *hi = 0;
  for (size_t i = 0; i < nnodes; i++) {
    if (i + RC_WALK_AHEAD < nnodes) rc_walk_prefetch_node(nodes[i + RC_WALK_AHEAD]);
    if (nodes[i]->id < *lo) *lo = nodes[i]->id;
    if (nodes[i]->id > *hi) *hi = nodes[i]->id;
  }
}

/* A canonical form of f not yet built: its module, function and tables (for a window
 * over nodes[0..nnodes), whose ids are lo..hi). */
static RcCanon *setup(RcFunc *f, RcNode *const *nodes, size_t nnodes, bool window, bool merge, uint32_t lo,
                      uint32_t hi) {
  RcCtx *ctx = f->module->ctx;
  RcCanon *c = rc_ctx_malloc(ctx, sizeof *c);
  if (!c) return NULL;
  memset(c, 0, sizeof *c);
  c->src = f;
  c->exact = !merge;
  c->m = rc_module_create(ctx, f->module->format, f->module->filename);
  if (!c->m) goto fail;
  c->f = rc_func_create(c->m, f->name, NULL);
  if (!c->f) goto fail;
  c->f->is_entry = f->is_entry;
  c->m->entry = c->f;
  c->nmap = f->module->node_ids;
  if (window) {
    c->base = nnodes ? lo : 0;
    c->nmap = nnodes ? hi - lo + 1 : 0;
    c->inwin = rc_ctx_malloc(ctx, c->nmap + 1);
    if (!c->inwin) goto fail;
    memset(c->inwin, 0, c->nmap + 1);
    for (size_t i = 0; i < nnodes; i++) c->inwin[nodes[i]->id - c->base] = 1;
  }
  c->map = rc_ctx_malloc(ctx, sizeof *c->map * (c->nmap + 1));
  if (!c->map) goto fail;
  memset(c->map, 0, sizeof *c->map * (c->nmap + 1));
  c->mapid = rc_ctx_malloc(ctx, sizeof *c->mapid * (c->nmap + 1));
  if (!c->mapid) goto fail;
  memset(c->mapid, 0, sizeof *c->mapid * (c->nmap + 1));
  if (f->nparams) {
    c->f->params = rc_module_alloc(c->m, sizeof *c->f->params * f->nparams);
    if (!c->f->params) goto fail;
    c->f->nparams = f->nparams;
  }
  if (f->nparams > 8) {
    c->pidx = rc_ctx_malloc(ctx, sizeof *c->pidx * f->nparams);
    if (!c->pidx) goto fail;
    for (uint32_t i = 0; i < f->nparams; i++) c->pidx[i] = (struct RcCanonParam){f->params[i], i};
    qsort(c->pidx, f->nparams, sizeof *c->pidx, by_param);
  }
  if (!rc_canon_grow(c)) goto fail;
  return c;
fail:
  rc_canon_free(c);
  return NULL;
}

/* The end of a build: chain merging (which ends with DCE) for the merged read, DCE for
 * the exact one. */
static bool finish(RcCanon *c) {
  if (c->exact) {
    rc_canon_dce(c);
    return true;
  }
  return rc_canon_flatten(c);
}

/* A full build (nodes NULL: every node of f) or a window over nodes[0..nnodes). */
static RcCanon *build(RcFunc *f, RcNode *const *nodes, size_t nnodes, bool window, bool merge) {
  uint32_t lo = 0, hi = 0;
  if (window) id_range(nodes, nnodes, &lo, &hi);
  RcCanon *c = setup(f, nodes, nnodes, window, merge, lo, hi);
  if (!c) return NULL;
  if (nodes) {
    for (size_t i = 0; i < nnodes; i++)
      if (!(nodes[i]->flags & RC_NODE_DEAD) && !rc_canon_process(c, nodes[i], f)) goto fail;
    if (window && !add_escapes(&c, 1, nodes, nnodes)) goto fail;
  } else {
    for (RcNode *n = f->first; n; n = n->next)
      if (!rc_canon_process(c, n, f)) goto fail;
  }
  if (!finish(c)) goto fail;
  return c;
fail:
  rc_canon_free(c);
  return NULL;
}

RcCanon *rc_canon_new(RcFunc *f) { return build(f, NULL, 0, false, true); }

RcCanon *rc_canon_new_window(RcFunc *f, RcNode *const *nodes, size_t nnodes) {
  return build(f, nodes, nnodes, true, true);
}

RcCanon *rc_canon_new_window_unmerged(RcFunc *f, RcNode *const *nodes, size_t nnodes) {
  return build(f, nodes, nnodes, true, false);
}

/* Both reads of one window in one walk over its nodes: each node is read once from
 * memory for the two (a window's nodes do not fit in a core's cache, so a second walk
 * would read them all again). Each read's own steps are those of its build alone, in
 * the same order, so each is the function rc_canon_new_window or
 * rc_canon_new_window_unmerged builds. */
bool rc_canon_new_window_pair(RcFunc *f, RcNode *const *nodes, size_t nnodes, RcCanon **merged, RcCanon **exact) {
  uint32_t lo, hi;
  id_range(nodes, nnodes, &lo, &hi);
  RcCanon *c[2] = {setup(f, nodes, nnodes, true, true, lo, hi), NULL};
  if (c[0]) c[1] = setup(f, nodes, nnodes, true, false, lo, hi);
  if (!c[1]) goto fail;
  for (size_t i = 0; i < nnodes; i++) {
    if (i + RC_WALK_AHEAD < nnodes) rc_walk_prefetch_node(nodes[i + RC_WALK_AHEAD]);
    if (nodes[i]->flags & RC_NODE_DEAD) continue;
    if (!rc_canon_process(c[0], nodes[i], f) || !rc_canon_process(c[1], nodes[i], f)) goto fail;
  }
  if (!add_escapes(c, 2, nodes, nnodes) || !finish(c[0]) || !finish(c[1])) goto fail;
  *merged = c[0];
  *exact = c[1];
  return true;
fail:
  rc_canon_free(c[0]);
  rc_canon_free(c[1]);
  return false;
}

RcFunc *rc_canon_func(const RcCanon *c) { return c->f; }

RcValue *rc_canon_origin(const RcCanon *c, const RcValue *cv) {
  if (!cv || !cv->def || cv->def->id >= c->cap || (cv->def->flags & RC_NODE_DEAD)) return NULL;
  RcValue *o = c->origin[cv->def->id];
  if (o && cv->def->nresults > 1) o = &o->def->results[cv->index];
  return o;
}

RcValue *rc_canon_origin_wrapped(const RcCanon *c, const RcValue *cv) {
  if (!cv || !cv->def || cv->def->id >= c->cap || (cv->def->flags & RC_NODE_DEAD)) return NULL;
  if (cv->def->nresults > 1) return rc_canon_origin(c, cv);
  return c->wrapped[cv->def->id];
}

RcValue *rc_canon_lookup(const RcCanon *c, const RcValue *v) {
  uint32_t s = v && v->def ? rc_canon_slot(c, v->def) : UINT32_MAX;
  if (s == UINT32_MAX || v->def->func != c->src || (c->inwin && !c->inwin[s])) return NULL;
  RcValue *r = c->map[s];
  if (!r) return NULL;
  if (c->results && g_hash_table_contains(c->results, v)) {
    r = g_hash_table_lookup(c->results, v);
  } else if (v->def->nresults > 1) {
    if (!(r = rc_canon_result(r, v->index))) return NULL;
  } else if (r->def->id != c->mapid[s] || (c->cse[r->def->id] & RC_CANON_CSE_FREED)) {
    return NULL; /* released during the build pass (recycle.c), perhaps reused since */
  }
  while ((r->def->flags & RC_NODE_DEAD) && r->def->link) r = r->def->link; /* merged by flattening */
  return (r->def->flags & RC_NODE_DEAD) ? NULL : r;
}

void rc_canon_free(RcCanon *c) {
  if (!c) return;
  RcCtx *ctx = c->src->module->ctx;
  rc_module_free(c->m);
  rc_ctx_mfree(ctx, c->map);
  rc_ctx_mfree(ctx, c->mapid);
  rc_ctx_mfree(ctx, c->inwin);
  if (c->far) g_hash_table_destroy(c->far);
  if (c->ext) g_hash_table_destroy(c->ext);
  if (c->externals) g_ptr_array_free(c->externals, TRUE);
  if (c->results) g_hash_table_destroy(c->results);
  rc_ctx_mfree(ctx, c->refs);
  rc_ctx_mfree(ctx, c->pidx);
  rc_ctx_mfree(ctx, c->origin);
  rc_ctx_mfree(ctx, c->wrapped);
  rc_ctx_mfree(ctx, c->hash);
  rc_ctx_mfree(ctx, c->cse);
  rc_ctx_mfree(ctx, c->tab);
  rc_ctx_mfree(ctx, c->types);
  rc_ctx_mfree(ctx, c);
}
