/* A norm over a centred value: rms_norm(u - mean u) is layer_norm(u), and the d scale
 * sum(dy * (u - mean u) rstd) read as rms_norm_grad_scale of u - mean u is
 * layer_norm_grad_scale of u. Where the program's layer norm reaches the matcher with its
 * centring left to the graph (the centred value has other readers: the backward pass reads
 * it), the rms_norm reading over it is the layer norm taken apart; it is read as the layer
 * norm (by value) or refused (a pattern), so that the layer norm is raised as one, in a later
 * round once its backward no longer holds the centred value. Only the rms_norm readings are
 * taken: rms_norm_grad's dx of u - mean u is not layer_norm_grad's dx of u. */
#include "rewrite/rewrite.h"

#include <math.h>

#include "fused/fused.h"
#include "recog/recog.h"

/* v with the shape and float-convert steps a canonical statistic passes through undone. */
static RcValue *through(RcValue *v) {
  while (v && v->def && v->def->noperands == 1 &&
         (v->def->op == RC_OP_BROADCAST || v->def->op == RC_OP_RESHAPE || v->def->op == RC_OP_CONVERT) &&
         v->def->results[0].type && rc_dtype_is_float(v->def->results[0].type->dtype))
    v = rc_node_operand(v->def, 0);
  return v;
}

/* The splat value of v (a constant, maybe broadcast), or false. */
static bool splat(RcValue *v, double *c) {
  v = through(v);
  return v && v->def && rc_recog_uniform(v->def, c);
}

/* Whether v is the mean of u over the axes [lo, hi] of u (all of them where lo < 0: the
 * last): a sum of u (read through float converts) over exactly those axes, times 1/N or
 * divided by N. */
static bool mean_of(RcValue *v, const RcValue *u, int32_t lo, int32_t hi) {
  const RcNode *d = v ? v->def : NULL;
  if (!d || d->noperands != 2 || (d->op != RC_OP_MULTIPLY && d->op != RC_OP_DIVIDE)) return false;
  for (int k = 0; k < (d->op == RC_OP_MULTIPLY ? 2 : 1); k++) {
    RcValue *s = rc_node_operand(d, k);
    double c;
    if (!splat(rc_node_operand(d, 1 - k), &c) || !s || !s->def || s->def->op != RC_OP_REDUCE ||
        s->def->noperands != 2 || through(rc_node_operand(s->def, 0)) != u)
      continue;
    const RcType *ut = u->type;
    const RcAttr *a = rc_node_attr(s->def, "dimensions");
    if (!ut || ut->kind != RC_TYPE_TENSOR || !a || a->kind != RC_ATTR_INTS || !a->u.ints.n) continue;
    if (lo < 0) lo = hi = (int32_t)ut->rank - 1;
    if (a->u.ints.n != (size_t)(hi - lo + 1)) continue;
    double n = 1;
    bool ok = true;
    for (size_t i = 0; i < a->u.ints.n && ok; i++) {
      ok = a->u.ints.v[i] == lo + (int64_t)i && lo + (int64_t)i < (int64_t)ut->rank;
      if (ok) n *= (double)ut->dims[lo + i];
    }
    double init;
    RcValue *iv = rc_node_operand(s->def, 1);
    if (!ok || !iv || !iv->def || !rc_recog_uniform(iv->def, &init) || init != 0) continue;
    double want = d->op == RC_OP_MULTIPLY ? 1 / n : n;
    if (fabs(c - want) <= 1e-3 * want) return true;
  }
  return false;
}

RcValue *rc_rewrite_centered(RcValue *x, int32_t lo, int32_t hi) {
  const RcNode *d = x ? x->def : NULL;
  if (!d || d->op != RC_OP_ADD || d->noperands != 2) return NULL;
  for (int k = 0; k < 2; k++) {
    RcValue *u = rc_node_operand(d, k), *neg = rc_node_operand(d, 1 - k);
    if (!u || !neg || !neg->def || neg->def->op != RC_OP_NEGATE) continue;
    if (mean_of(through(rc_node_operand(neg->def, 0)), u, lo, hi)) return u;
  }
  return NULL;
}

bool rc_rewrite_rms_of_centered(const RcMatch *mt) {
  const RcPattern *p = mt->pat;
  const RcFusedOp *op = p && p->op ? rc_fused_lookup(p->op, strlen(p->op)) : NULL;
  if (op != rc_fused_at(RC_FOP_rms_norm) && op != rc_fused_at(RC_FOP_rms_norm_grad_scale)) return false;
  if (!p->nargs || p->args[0] < 0) return false;
  return rc_rewrite_centered(mt->caps[p->args[0]], mt->axlo, mt->axhi) != NULL;
}
