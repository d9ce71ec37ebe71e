/* Seeing through calls: the canonical copy inlines the body of a called
 * function (HLO `call(...), to_apply=`, StableHLO `func.call @f`) at the call
 * site, so a decomposed activation split over private helpers (JAX spells
 * hard_swish as x * hard_sigmoid(x) with hard_sigmoid = relu6(x + 3) / 6, each
 * a private function) reads as one expression to the matcher. Only the
 * canonical copy changes: the program keeps its calls and functions. Inlined
 * nodes have no origin of their own (they are not values of the function being
 * rewritten); the value the call returns has the call's result as its origin,
 * so a match that covers a call replaces the call node (src/rewrite). A call
 * with several results (StableHLO: JAX's training graphs return a helper's value
 * with the masks the backward reads) is inlined per result: its canonical value
 * is a one-result tuple of the returned values (rc_canon_result reads result i
 * from it), and each returned value gets the call's result i as origin. Part of
 * src/canon (see canon.h). */
#include <string.h>

#include "canon/canon_int.h"
#include "fused/fused.h"

/* Bounds on what is inlined: nesting of calls, and the nodes walked to decide. */
enum { INLINE_DEPTH = 8, INLINE_NODES = 4096 };

/* Elementwise pure nodes, and the fused / dialect calls the rewrite treats as pure. */
static bool node_pure(const RcNode *n) {
  if (n->flags & RC_NODE_HAS_SIDE_EFFECT) return false;
  if (rc_op_info[n->op].flags & RC_F_PURE) return true;
  if (n->op == RC_OP_FUSED) return true;
  if (n->op == RC_OP_CUSTOM_CALL || n->op == RC_OP_COMPOSITE) {
    const RcAttr *a = rc_node_attr(n, "custom_call_target");
    return a && a->kind == RC_ATTR_STR && a->u.s && (rc_fused_target_op(a->u.s) || !strcmp(a->u.s, "mhlo.erf"));
  }
  return false;
}

static RcFunc *callee_d(const RcNode *n, int depth, uint32_t *budget);

/* A node whose regions only compute: a reduction whose body is one combiner (StableHLO
 * writes it as a region, HLO as to_apply=). */
static bool pure_regions(const RcNode *n) {
  if (n->op != RC_OP_REDUCE || (n->flags & RC_NODE_HAS_SIDE_EFFECT)) return false;
  for (uint32_t i = 0; i < rc_node_nregions(n); i++)
    if (rc_canon_reducer_op(rc_node_regions(n)[i]) == RC_OP_OPAQUE) return false;
  return true;
}

/* True when function g only computes: parameters, pure nodes and calls that
 * may be inlined themselves, ending in a RETURN of nres values. */
static bool body_pure(const RcFunc *g, uint32_t nres, int depth, uint32_t *budget) {
  if (!g->last || g->last->op != RC_OP_RETURN || g->last->noperands != nres) return false;
  for (const RcNode *k = g->first; k; k = k->next) {
    if (++*budget > INLINE_NODES) return false;
    if (k->op == RC_OP_PARAMETER || k == g->last) continue;
    if (k->op == RC_OP_RETURN || (rc_node_nregions(k) && !pure_regions(k))) return false;
    if (k->op == RC_OP_CALL) {
      if (!callee_d(k, depth + 1, budget)) return false;
    } else if (!node_pure(k)) {
      return false;
    }
  }
  return true;
}

static RcFunc *callee_d(const RcNode *n, int depth, uint32_t *budget) {
  if (n->op != RC_OP_CALL || depth >= INLINE_DEPTH || !n->nresults || (n->flags & RC_NODE_HAS_SIDE_EFFECT))
    return NULL;
  const RcAttr *a = rc_node_attr(n, "to_apply");
  RcFunc *g = a && a->kind == RC_ATTR_FUNC ? a->u.fn : NULL;
  if (!g || g->parent || g->is_entry || g == n->func || g->nparams != n->noperands) return NULL;
  for (uint32_t i = 0; i < g->nparams; i++) {
    const RcValue *v = rc_node_operand(n, i);
    if (!g->params[i] || g->params[i]->nresults != 1 || !v ||
        !rc_type_equal(g->params[i]->results[0].type, v->type))
      return NULL;
  }
  if (!body_pure(g, n->nresults, depth, budget)) return NULL;
  for (uint32_t i = 0; i < n->nresults; i++) {
    const RcValue *r = rc_node_operand(g->last, i);
    if (!r || !n->results[i].type || !r->type || !rc_type_equal(r->type, n->results[i].type)) return NULL;
  }
  return g;
}

RcFunc *rc_canon_callee(const RcNode *call) {
  uint32_t budget = 0;
  return callee_d(call, 0, &budget);
}

/* The canonical value of returned value v of callee g (NULL when not built). */
static RcValue *returned(RcCanon *c, const RcFunc *g, const RcValue *v) {
  RcValue *r = v && v->def && v->def->func == g ? rc_canon_map_get(c, v->def) : NULL;
  return r && v->def->nresults > 1 ? rc_canon_result(r, v->index) : r;
}

RcValue *rc_canon_inline(RcCanon *c, RcFunc *g, RcValue **ops) {
  if (c->inlining >= INLINE_DEPTH) return NULL;
  c->inlining++;
  RcValue *res = NULL;
  bool ok = true;
  for (RcNode *k = g->first; k && ok; k = k->next) {
    if (k->op == RC_OP_PARAMETER) {
      uint32_t i = 0;
      while (i < g->nparams && g->params[i] != k) i++;
      if (i == g->nparams) ok = false; /* a parameter without a number: not inlined */
      else ok = rc_canon_map_set(c, k, ops[i]);
      RcNode *d = ok && ops[i] ? ops[i]->def : NULL;
      if (d && d->id < c->cap && d->op == RC_OP_ADD) c->cse[d->id] |= RC_CANON_CSE_ARG;
    } else if (k == g->last && k->noperands == 1) {
      res = returned(c, g, rc_node_operand(k, 0));
    } else if (k == g->last) {
      /* several results: one tuple of them, which rc_canon_result reads */
      RcValue *stack[8], **rv = stack;
      if (k->noperands > 8 && !(rv = rc_module_alloc(c->m, sizeof *rv * k->noperands))) ok = false;
      for (uint32_t i = 0; ok && i < k->noperands; i++) ok = (rv[i] = returned(c, g, rc_node_operand(k, i))) != NULL;
      RcProto p = {.op = RC_OP_TUPLE, .ops = rv, .nops = k->noperands};
      if (ok) res = rc_canon_make(c, &p);
    } else {
      ok = rc_canon_process(c, k, g);
    }
  }
  c->inlining--;
  return ok ? res : NULL;
}
