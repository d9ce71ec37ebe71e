/* Recomputed intermediates: a match whose intermediate values other code also reads
 * (a training graph's backward reads an RMS norm's mean(x^2) + eps and rsqrt of it, a
 * GELU's 0.5*x) is raised anyway, its fused call recomputing those values from its
 * operands while the original nodes that compute them stay for their other users; the
 * rewrite lists them (RcRewriteInfo.recomputes).
 *
 * Rule, on what stays (the shared values and the part of the region they read):
 *  - it is cheap arithmetic: layout ops, converts, reductions, add / subtract /
 *    multiply / divide / min / max / compare / select / negate / abs / sqrt / rsqrt, a
 *    power of a small whole exponent and the like. A transcendental (exp, log, tanh, erf, logistic, pow, ...), a call or a
 *    fused call among it would be computed twice, once for the other users and once
 *    inside the call (the softmax whose exp(x - max) the backward reads, the SiLU whose
 *    sigmoid it reads: there the inner activation is raised alone, README.md "Nested
 *    activations");
 *  - and either every shared value is smaller than the result (statistics per row: the
 *    call replaces the whole pass over the data that reads them, and repeats only its
 *    reductions, on a row it holds in cache), or what stays is no more work than the
 *    part of the region the call removes, counted in elements computed (a reduction:
 *    elements read; layout ops: none). A JAX layer norm whose backward reads x - mean
 *    and (x - mean) * rstd leaves the call only the scale and bias to remove while the
 *    rest is still computed for the backward: it is skipped.
 *
 * Read from the result instead: a softmax whose e = exp(x - max) is read, besides its own
 * region, only as the first operand of softmax backward calls with from_exp (JAX's
 * quotient-rule backward, raised before it) needs no recomputing: from_exp normalizes
 * that operand by its row sum, and the forward's result y = e / sum(e) is e scaled per
 * row, so those calls may read y instead and e is then the forward's own: the forward
 * call gives the backward what it saved, without a second result. Where such a call comes
 * before the forward's root in the function, the forward call is placed before it (its
 * inputs are computed there already, or the forward stays skipped). A composite backward
 * call reads y the same way: its decomposition, the region the check found equal to
 * softmax_grad from e, is a function of e / sum(e) only (scaling a row of e leaves it
 * unchanged), so on y it computes the same gradient, and `opt --decompose` gives back a
 * program equal to the original up to rounding, its backward reading y where it read e.
 * A log_softmax whose e is read so (log_softmax_grad with from_exp: JAX's backward of
 * x - logsumexp(x), which saves exp(x - max)) gives its backward exp(y) instead: e scaled
 * per row as well (exp(y) = e / sum(e)), one elementwise exp written after the forward's
 * root, read by those calls alone; where one comes before that root, the call and its exp are
 * placed before the first of them as a softmax's call is. Either op's e may be read so by
 * the other's backward from e too (softmax_grad(e, dy) of the log_softmax part D + e sum(-D) / s,
 * D = dy e / s, in the backward of log_softmax(x) softmax(x)): each normalizes its first operand.
 */
#include <glib.h>
#include <string.h>

#include "fused/fused.h"
#include "numerics/numerics.h"
#include "rewrite/rewrite.h"

/* Layout ops move or restate values: no work of their own in a fused loop. */
static bool layout(RcOp op) {
  switch (op) {
  case RC_OP_CONSTANT: case RC_OP_IOTA: case RC_OP_BROADCAST: case RC_OP_RESHAPE: case RC_OP_BITCAST:
  case RC_OP_COPY: case RC_OP_TRANSPOSE: case RC_OP_BITCAST_CONVERT: case RC_OP_SLICE: case RC_OP_CONCATENATE:
  case RC_OP_PAD: case RC_OP_GET_TUPLE_ELEMENT:
    return true;
  default:
    return false;
  }
}

/* Whether v is a splat constant of a small whole value (through layout ops), into *k. */
static bool small_whole(const RcValue *v, double *k) {
  for (int depth = 0; v && v->def && depth < 4; depth++, v = rc_node_operand(v->def, 0)) {
    const RcNode *d = v->def;
    if (d->op == RC_OP_CONSTANT)
      return d->literal && rc_literal_splat_f64(d->literal, k) && *k >= -4 && *k <= 4 && *k == (double)(int)*k;
    if (!layout(d->op) || d->noperands != 1) return false;
  }
  return false;
}

/* Whether computing n once more inside a fused call costs no more than the memory
 * traffic of the ops the call replaces: layout and arithmetic (a power of a small whole
 * exponent, torch's x.pow(2), is products), not transcendentals. */
static bool cheap(const RcNode *n) {
  double k;
  if (n->op == RC_OP_POWER && n->noperands == 2 && small_whole(rc_node_operand(n, 1), &k)) return true;
  switch (n->op) {
  case RC_OP_CONVERT: case RC_OP_REDUCE: case RC_OP_ABS: case RC_OP_NEGATE: case RC_OP_SQUARE: case RC_OP_SQRT:
  case RC_OP_RSQRT: case RC_OP_SIGN: case RC_OP_FLOOR: case RC_OP_CEIL: case RC_OP_ROUND_AFZ: case RC_OP_ROUND_EVEN:
  case RC_OP_NOT: case RC_OP_IS_FINITE: case RC_OP_ADD: case RC_OP_SUBTRACT: case RC_OP_MULTIPLY: case RC_OP_DIVIDE:
  case RC_OP_MAXIMUM: case RC_OP_MINIMUM: case RC_OP_AND: case RC_OP_OR: case RC_OP_XOR: case RC_OP_COMPARE:
  case RC_OP_SELECT: case RC_OP_CLAMP:
    return true;
  default:
    return layout(n->op);
  }
}

/* The elements node n computes (a reduction: the elements it reads); 0 for layout. */
static double work(const RcNode *n) {
  if (layout(n->op)) return 0;
  const RcValue *v = n->op == RC_OP_REDUCE && n->noperands ? rc_node_operand(n, 0) : n->nresults ? &n->results[0] : NULL;
  int64_t k = v && v->type ? rc_type_numel(v->type) : -1;
  return k > 0 ? (double)k : 1;
}

/* Whether v holds fewer elements than root: a statistic per row, not a full-size value. */
static bool smaller(const RcValue *v, const RcValue *root) {
  int64_t a = v->type ? rc_type_numel(v->type) : -1, b = root->type ? rc_type_numel(root->type) : -1;
  return a >= 0 && b >= 0 && a < b;
}

const char *rc_rewrite_recompute_refusal(RcNode *const *region, uint32_t nregion, const RcValue *root,
                                         RcValue *const *shared, uint32_t nshared) {
  GHashTable *in = g_hash_table_new(NULL, NULL), *stays = g_hash_table_new(NULL, NULL);
  for (uint32_t i = 0; i < nregion; i++) g_hash_table_add(in, region[i]);
  GPtrArray *todo = g_ptr_array_new();
  bool rows = true; /* every shared value is a statistic per row */
  for (uint32_t i = 0; i < nshared; i++) {
    if (shared[i]->def) g_ptr_array_add(todo, shared[i]->def);
    rows = rows && smaller(shared[i], root);
  }
  const char *why = NULL;
  /* what stays: the shared values and, through their operands, the region nodes they read */
  while (todo->len && !why) {
    RcNode *n = g_ptr_array_steal_index_fast(todo, todo->len - 1);
    if (!g_hash_table_add(stays, n)) continue;
    if (!cheap(n)) why = "the call would recompute more than arithmetic";
    for (uint32_t k = 0; k < n->noperands; k++) {
      RcValue *v = rc_node_operand(n, k);
      if (v && v->def && g_hash_table_contains(in, v->def)) g_ptr_array_add(todo, v->def);
    }
  }
  double kept = 0, gone = 0;
  for (uint32_t i = 0; i < nregion && !why; i++) *(g_hash_table_contains(stays, region[i]) ? &kept : &gone) += work(region[i]);
  if (!why && !rows && kept > gone) why = "what stays for it is more work than the call replaces";
  g_ptr_array_free(todo, TRUE);
  g_hash_table_destroy(stays);
  g_hash_table_destroy(in);
  return why;
}

/* Whether v is computed from `to` (within *budget nodes visited). */
static bool reads(const RcValue *v, const RcValue *to, int *budget) {
  if (v == to) return true;
  const RcNode *n = v ? v->def : NULL;
  if (!n || --*budget < 0) return false;
  for (uint32_t i = 0; i < n->noperands; i++)
    if (reads(rc_node_operand(n, i), to, budget)) return true;
  return false;
}

bool rc_rewrite_acc_dx_shared(const RcValue *root, const RcValue *acc, RcValue *const *shared, uint32_t nshared) {
  const RcNode *r = root ? root->def : NULL;
  if (!r || !acc || r->op != RC_OP_ADD) return false;
  for (uint32_t i = 0; i < nshared; i++)
    for (uint32_t k = 0; k < r->noperands; k++) {
      int budget = 32; /* the acc side: acc through a scaling or a reshape, a few ops */
      if (rc_node_operand(r, k) == shared[i] && !reads(shared[i], acc, &budget)) return true;
    }
  return false;
}

/* Whether n is a call of backward row grad that normalizes its first operand itself
 * (from_exp) and takes no row sum as an operand (sum_in). */
static bool grad_from_exp(const RcNode *n, const RcFusedOp *grad) {
  const RcFusedCall *c = rc_node_fused(n);
  RcFusedCfg cfg;
  return c && c->op == grad && c->config &&
         rc_fused_config_decode(c->config, strlen(c->config), RC_FUSED_CFG_LENIENT, &cfg, NULL, 0) && cfg.from_exp &&
         !cfg.sum_in;
}

/* Whether v is an exponential, or the rounding of one to a narrower float type (a 16-bit
 * e under XLA:CPU's float normalization, whose f32 exp the forward's sum reads unrounded:
 * operands.c summed_before). */
static bool exp_or_rounded(const RcValue *v) {
  const RcNode *d = v->def;
  const RcValue *a = rc_narrowed_operand(d);
  if (a) d = a->def;
  return d && d->op == RC_OP_EXP;
}

/* exp(root) written right after root's node (the operand a log_softmax's backward calls read
 * instead of e), recorded first in moved (undo erases it: index UINT32_MAX); NULL on
 * out-of-memory. */
static RcValue *exp_of(RcValue *root, GArray *moved) {
  RcFunc *f = root->def->func;
  RcNode *e = rc_node_create(f->module, RC_OP_EXP, 1, 1);
  if (!e) return NULL;
  e->results[0].type = root->type;
  rc_node_set_operand(e, 0, root);
  rc_func_insert_before(f, e, root->def->next);
  RcRewriteMoved mv = {e, UINT32_MAX, NULL};
  g_array_append_val(moved, mv);
  return &e->results[0];
}

/* Whether node a comes before node b in their function's order. */
static bool before(const RcNode *a, const RcNode *b) {
  for (const RcNode *n = a->next; n; n = n->next)
    if (n == b) return true;
  return false;
}

/* Whether every input of the call is computed before node n (a parameter, a value of an
 * enclosing function or a node earlier in n's function): the call may be placed there. */
static bool inputs_before(RcValue *const *inputs, uint32_t ninputs, const RcNode *n) {
  for (uint32_t i = 0; i < ninputs; i++) {
    const RcNode *d = inputs[i]->def;
    if (d && d->op != RC_OP_PARAMETER && d->func == n->func && !before(d, n)) return false;
  }
  return true;
}

/* The rounding of shared value v that node k is, when k rounds v to the root's type t (XLA:CPU
 * keeps the f32 exp its forward's sum reads unrounded, and rounds it to bf16 for the backward
 * that reads e: operands.c summed_before); else NULL. */
static RcValue *rounding_to(const RcNode *k, const RcValue *v, const RcType *t) {
  if (rc_narrowed_operand(k) != v || !rc_type_equal(k->results[0].type, t)) return NULL;
  return (RcValue *)&k->results[0];
}

/* Whether the use u of e (outside the region) is a backward call that may read the result
 * of the forward at root instead (grad from e, or the other row op's from e); sets *at as
 * rc_rewrite_read_result says. */
static bool reader_ok(const RcUse *u, const RcFusedOp *grad, const RcFusedOp *other, RcValue *root,
                      RcValue *const *inputs, uint32_t ninputs, RcNode **at) {
  bool ok = rc_use_index(u) == 0 && (grad_from_exp(u->user, grad) || grad_from_exp(u->user, other)) &&
            u->user->func == root->def->func;
  /* a backward call printed before the forward's root (XLA's schedule puts the backward
   * of one softmax before the division of its forward, and the backward of a
   * cross-entropy's log_softmax before the loss that reads its forward): the call is
   * placed before the first such reader, where its inputs are all computed already (a
   * log_softmax's exp(y) with it, right after it) */
  if (ok && !before(root->def, u->user)) {
    ok = inputs_before(inputs, ninputs, u->user);
    if (ok && (!*at || before(u->user, *at))) *at = u->user;
  }
  return ok;
}

/* Records in `moved` and points at `to` each reader of e outside the region (the backward
 * calls that reader_ok accepted, or those of e's rounding). */
static void move_readers(RcValue *e, RcValue *to, GHashTable *in, GArray *moved) {
  for (RcUse *u = e->uses, *next; u; u = next) {
    next = u->next; /* the use leaves this list */
    if (g_hash_table_contains(in, u->user)) continue;
    RcValue *r = rounding_to(u->user, e, to->type);
    if (r) {
      move_readers(r, to, in, moved);
      continue;
    }
    RcRewriteMoved mv = {u->user, 0, e};
    g_array_append_val(moved, mv);
    rc_node_set_operand(mv.user, 0, to);
  }
}

bool rc_rewrite_read_result(const char *op, RcNode *const *region, uint32_t nregion, RcValue *root,
                            RcValue *const *shared, uint32_t nshared, RcValue *const *inputs, uint32_t ninputs,
                            GArray *moved, RcNode **at) {
  *at = NULL;
  bool logs = !strcmp(op, rc_fused_at(RC_FOP_log_softmax)->name); /* its backward reads exp(y) */
  if ((!logs && strcmp(op, rc_fused_at(RC_FOP_softmax)->name)) || !root->def || !nshared) return false;
  const RcFusedOp *grad = rc_fused_at(logs ? RC_FOP_log_softmax_grad : RC_FOP_softmax_grad);
  /* the other row op's backward from e normalizes e too (softmax_grad(e, dy) of the backward
   * of log_softmax(x) softmax(x), whose log_softmax part D + e sum(-D) / s with D = dy e / s
   * reads so) */
  const RcFusedOp *other = rc_fused_at(logs ? RC_FOP_softmax_grad : RC_FOP_log_softmax_grad);
  GHashTable *in = g_hash_table_new(NULL, NULL);
  for (uint32_t i = 0; i < nregion; i++) g_hash_table_add(in, region[i]);
  bool ok = true;
  for (uint32_t i = 0; i < nshared && ok; i++) {
    /* e: an exponential of the row (the region is a softmax whose result is e over its sum,
     * or a log_softmax whose result is log(e / sum(e))), in the root's type, or wider and
     * read outside only through its roundings to the root's type */
    ok = exp_or_rounded(shared[i]) && shared[i]->type && root->type;
    bool wide = ok && !rc_type_equal(shared[i]->type, root->type);
    rc_value_for_each_use(shared[i], u) {
      if (!ok) break;
      if (g_hash_table_contains(in, u->user)) continue;
      const RcValue *r = wide ? rounding_to(u->user, shared[i], root->type) : NULL;
      if (wide && !r) ok = false;
      else if (r) {
        ok = r->nuses > 0;
        rc_value_for_each_use(r, w) if (ok) ok = reader_ok(w, grad, other, root, inputs, ninputs, at);
      } else ok = reader_ok(u, grad, other, root, inputs, ninputs, at);
    }
  }
  if (!ok) *at = NULL;
  RcValue *to = ok && logs ? exp_of(root, moved) : root;
  if (ok && to)
    for (uint32_t i = 0; i < nshared; i++) move_readers(shared[i], to, in, moved);
  g_hash_table_destroy(in);
  return ok && to;
}

void rc_rewrite_read_result_place(const GArray *moved, RcNode *call, RcNode *at) {
  rc_func_unlink(call);
  rc_func_insert_before(at->func, call, at);
  for (guint i = 0; i < moved->len; i++) { /* the exp(y) written for a log_softmax's backward */
    const RcRewriteMoved *mv = &g_array_index(moved, RcRewriteMoved, i);
    if (mv->index != UINT32_MAX) continue;
    rc_func_unlink(mv->user);
    rc_func_insert_before(at->func, mv->user, at);
  }
}

void rc_rewrite_read_result_undo(GArray *moved) {
  for (guint i = moved->len; i-- > 0;) {
    RcRewriteMoved *mv = &g_array_index(moved, RcRewriteMoved, i);
    if (mv->index == UINT32_MAX) rc_node_erase(mv->user); /* the exp written for them, read no more */
    else rc_node_set_operand(mv->user, mv->index, mv->was);
  }
  g_array_set_size(moved, 0);
}

/* Read by the backward only: a forward whose saved values leave its function (JAX's
 * log_softmax helper returns e = exp(x - max) and its row sum with its result, and a
 * backward helper reads them as log_softmax_grad's from_exp and sum_in operands) is raised
 * when every reader of those values, followed through the function's result into its
 * callers (HLO get-tuple-element, StableHLO call results) and through call operands into
 * the callee's parameters, is a fused call of the op's backward row: they are the
 * backward's residuals, not values anything else computes with. The call computes them
 * again (exp once more over the row), and they stay for that backward call. */
enum { READS_DEPTH = 6 };

static bool to_grads(const RcValue *v, const RcFusedOp *grad, GHashTable *in, int depth);

/* Whether every caller of g reads its result idx (a tuple element when `tuple`) only in
 * calls of grad; false when nothing calls g. */
static bool returned_to_grads(const RcFunc *g, uint32_t idx, bool tuple, const RcFusedOp *grad, int depth) {
  bool any = false;
  for (const RcFunc *h = g->module->funcs; h; h = h->next)
    for (const RcNode *n = h->first; n; n = n->next) {
      const RcAttr *a = n->op == RC_OP_CALL ? rc_node_attr(n, "to_apply") : NULL;
      if (!a || a->kind != RC_ATTR_FUNC || a->u.fn != g) continue;
      any = true;
      if (!tuple) {
        if (idx >= n->nresults || !to_grads(&n->results[idx], grad, NULL, depth + 1)) return false;
        continue;
      }
      if (n->nresults != 1) return false;
      rc_value_for_each_use(&n->results[0], u) {
        const RcNode *k = u->user;
        const RcAttr *ix = k->op == RC_OP_GET_TUPLE_ELEMENT ? rc_node_attr(k, "index") : NULL;
        if (!ix || ix->kind != RC_ATTR_INT || k->nresults != 1) return false;
        if ((uint64_t)ix->u.i == idx && !to_grads(&k->results[0], grad, NULL, depth + 1)) return false;
      }
    }
  return any;
}

static bool to_grads(const RcValue *v, const RcFusedOp *grad, GHashTable *in, int depth) {
  if (depth > READS_DEPTH) return false;
  rc_value_for_each_use(v, u) {
    RcNode *k = u->user;
    if (in && g_hash_table_contains(in, k)) continue;
    const RcFusedCall *c = rc_node_fused(k);
    if (c) {
      if (c->op != grad) return false;
      continue;
    }
    uint32_t i = rc_use_index(u);
    if (k->op == RC_OP_RETURN) {
      if (!returned_to_grads(k->func, i, false, grad, depth)) return false;
    } else if (k->op == RC_OP_TUPLE && k->nresults == 1) { /* HLO: the ROOT tuple */
      rc_value_for_each_use(&k->results[0], w) if (w->user->op != RC_OP_RETURN) return false;
      if (!returned_to_grads(k->func, i, true, grad, depth)) return false;
    } else if (k->op == RC_OP_CALL) {
      const RcAttr *a = rc_node_attr(k, "to_apply");
      const RcFunc *g = a && a->kind == RC_ATTR_FUNC ? a->u.fn : NULL;
      if (!g || i >= g->nparams || !g->params[i] || g->params[i]->nresults != 1 ||
          !to_grads(&g->params[i]->results[0], grad, NULL, depth + 1))
        return false;
    } else {
      return false;
    }
  }
  return true;
}

/* The backward row of op (`<op>_grad`), or NULL. */
static const RcFusedOp *grad_row(const char *op) {
  char name[64];
  int len = snprintf(name, sizeof name, "%s_grad", op);
  return len > 0 && (size_t)len < sizeof name ? rc_fused_lookup(name, (size_t)len) : NULL;
}

bool rc_rewrite_read_by_grads(const char *op, RcNode *const *region, uint32_t nregion, RcValue *const *shared,
                              uint32_t nshared) {
  const RcFusedOp *grad = grad_row(op);
  if (!grad || !nshared) return false;
  GHashTable *in = g_hash_table_new(NULL, NULL);
  for (uint32_t i = 0; i < nregion; i++) g_hash_table_add(in, region[i]);
  bool ok = true;
  for (uint32_t i = 0; i < nshared && ok; i++) ok = to_grads(shared[i], grad, in, 0);
  g_hash_table_destroy(in);
  return ok;
}

bool rc_rewrite_leaves_func(RcValue *const *shared, uint32_t nshared) {
  for (uint32_t i = 0; i < nshared; i++)
    rc_value_for_each_use(shared[i], u) {
      const RcNode *k = u->user;
      if (k->op == RC_OP_RETURN && !k->func->is_entry) return true;
      if (k->op == RC_OP_TUPLE && !k->func->is_entry && k->nresults == 1 && k->results[0].uses &&
          k->results[0].uses->user->op == RC_OP_RETURN)
        return true;
    }
  return false;
}
