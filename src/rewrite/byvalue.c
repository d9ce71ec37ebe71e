/* Recognition by value in the rewrite driver (byvalue.h): the pattern each
 * ELEMENTWISE table op is recognized as, and the match it hands to the driver. */
#include "rewrite/byvalue.h"

#include <glib.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "canon/canon.h"
#include "fused/fused.h"
#include "recog/recog.h"
#include "rewrite/rewrite.h"
#include "rewrite/sumsplit.h"

#define MAX_HITS 4

/* One pattern per table op, made once per process: "value:<op>", operand x (a GRAD op:
 * operands x, dy, the order of its call). The driver
 * keeps pointers to a match's pattern across rounds, so they live as long as the
 * process. */
/* The parts every by-value pattern of the table's op `op` shares: its name "value:<op>", the
 * op, where it comes from, and no fixed arity. */
/* ...with the capture names it knows (NULL-terminated; ncaps, how many it takes, is set apart). */
static void value_pattern(RcPattern *p, size_t op, const char *source, const char *const *capnames) {
  p->name = g_strconcat("value:", rc_fused_at(op)->name, NULL);
  p->op = rc_fused_at(op)->name;
  p->source = source;
  p->arity = -1;
  for (uint32_t i = 0; capnames[i]; i++) p->capnames[i] = capnames[i];
}

static const RcPattern *pattern_of(const RcFusedOp *op) {
  static RcPattern *pats;
  static gsize done;
  static int args[2] = {0, 1};
  if (g_once_init_enter(&done)) {
    size_t n = rc_fused_count();
    pats = calloc(n ? n : 1, sizeof *pats);
    for (size_t i = 0; pats && i < n; i++) {
      RcPattern *p = &pats[i];
      value_pattern(p, i, "recognition by value", (const char *const[]){"x", "dy", NULL});
      bool grad = rc_fused_at(i)->kind == RC_KIND_GRAD;
      p->ncaps = grad ? 2 : 1;
      p->nargs = (uint32_t)p->ncaps;
      /* a backward region's values that the forward also reads (erfc(-x/sqrt 2), sigmoid(x))
       * stay for it: the GRAD call recomputes f'(x) from x, and the forward, its shared values
       * then used by itself alone, is raised in a later round */
      p->keep_shared = grad;
      p->args = args;
    }
    g_once_init_leave(&done, 1);
  }
  for (size_t i = 0; pats && i < rc_fused_count(); i++)
    if (rc_fused_at(i) == op) return &pats[i];
  return NULL;
}

static bool selected(const RcPattern *p, const char *const *only, size_t nonly) {
  if (!only) return true;
  for (size_t i = 0; i < nonly; i++)
    if (!strcmp(only[i], p->op) || !strcmp(only[i], p->name)) return true;
  return false;
}

/* Whether product value a of callee g reads each of g's parameters once (bits in *seen), through
 * nested products (JAX's transpose of a product of three: mul(mul(Arg_2, Arg_1), Arg_0)). */
static bool params_product(const RcFunc *g, const RcValue *a, uint32_t *seen, int depth) {
  if (!a->def || depth > 8) return false;
  if (a->def->op == RC_OP_MULTIPLY && a->nuses == 1 && depth) {
    for (uint32_t i = 0; i < a->def->noperands; i++)
      if (!params_product(g, rc_node_operand(a->def, i), seen, depth + 1)) return false;
    return true;
  }
  if (depth == 0) {
    if (a->def->op != RC_OP_MULTIPLY) return false;
    for (uint32_t i = 0; i < a->def->noperands; i++)
      if (!params_product(g, rc_node_operand(a->def, i), seen, 1)) return false;
    return true;
  }
  uint32_t k = 0;
  while (k < g->nparams && g->params[k] != a->def) k++;
  if (k == g->nparams || (*seen >> k & 1)) return false;
  *seen |= 1u << k;
  return true;
}

/* Whether user node n multiplies its operands: a multiply, or a call of a helper whose body
 * returns the product of its parameters, each once (JAX's transpose of a product, a function of
 * its own: `softplus_0` = Arg_1 * Arg_0, or of three, nested). */
static bool multiplies(const RcNode *n) {
  if (n->op == RC_OP_MULTIPLY) return true;
  const RcFunc *g = n->op == RC_OP_CALL && n->nresults == 1 ? rc_canon_callee(n) : NULL;
  const RcNode *ret = g ? g->last : NULL;
  const RcValue *p = ret && ret->noperands == 1 ? rc_node_operand(ret, 0) : NULL;
  if (!p || !p->def || g->nparams > 8) return false;
  uint32_t seen = 0;
  return params_product(g, p, &seen, 0) && seen == (1u << g->nparams) - 1;
}

/* Whether user value o is the product of the view's values f[0..nf) (each once: bit i of *used),
 * read through its own products (depth levels). */
static bool product_of(RcRwCanon *v, RcValue *o, RcValue *const *f, uint32_t nf, uint32_t *used, int depth) {
  RcValue *c = rc_rw_lookup(v, o);
  for (uint32_t i = 0; c && i < nf; i++)
    if (!(*used >> i & 1) && c == f[i]) {
      *used |= 1u << i;
      return true;
    }
  if (!o->def || !multiplies(o->def) || o->nuses != 1 || depth > 4) return false;
  for (uint32_t i = 0; i < o->def->noperands; i++)
    if (!product_of(v, rc_node_operand(o->def, i), f, nf, used, depth + 1)) return false;
  return true;
}

/* The user's value that is the product of the view's values f[0..nf) (the dy the view merged into
 * a larger product, rc_recog_product_at), found among the products that read f[0]'s value, up to
 * three levels of products above it, each read once; else NULL. */
static RcValue *product_value(RcRwCanon *v, RcValue *const *f, uint32_t nf) {
  RcValue *o = rc_rw_input(v, f[0]);
  if (!o) return NULL;
  RcValue *at[16];
  uint32_t nat = 0;
  for (const RcUse *u = o->uses; u && nat < 16; u = u->next)
    if (multiplies(u->user) && u->user->nresults == 1) at[nat++] = &u->user->results[0];
  for (uint32_t i = 0; i < nat; i++) {
    RcValue *w = at[i];
    for (int up = 0; up < 3 && w; up++) {
      uint32_t used = 0;
      bool all = true;
      for (uint32_t j = 0; j < w->def->noperands && all; j++)
        all = product_of(v, rc_node_operand(w->def, j), f, nf, &used, 1);
      if (all && used == (1u << nf) - 1) return w;
      const RcUse *u = w->nuses == 1 ? w->uses : NULL;
      w = u && multiplies(u->user) && u->user->nresults == 1 ? &u->user->results[0] : NULL;
    }
  }
  return NULL;
}

/* Whether forward hit h at cn is a spelling of an op with ninf_zero that gives 0 at x = -inf
 * where the op's reference gives NaN (hardswish as where(x <= -3, 0, ...), not x relu6(x + 3) / 6):
 * the call then computes what the spelling computes there (fused.def). */
static bool zero_at_ninf(RcRecog *r, RcNode *cn, const RcRecogHit *h) {
  double f;
  return h->op->kind == RC_KIND_ELEMENTWISE && (h->op->keys >> RC_FK_ninf_zero & 1) &&
         isnan(h->op->ref.elt(-INFINITY)) && rc_recog_value_at(r, cn, h->x, -INFINITY, &f) && f == 0;
}

/* Hands hits[0..nh) to apply as matches; a linear hit (dy set) as a call of its op's
 * GRAD row on (x, dy); a derivative with dy folded (ones set) as one on (x, a splat of ones,
 * or of the hit's c: mt->dy_const, the driver writes: capture dy NULL). */
static bool hand_over(RcRwCanon *v, RcRecog *r, RcNode *cn, RcMatch *mt, const RcRecogHit *hits, uint32_t nh,
                      const char *const *only, size_t nonly, RcByValueApply apply, void *user) {
  RcValue *tried = NULL; /* the leaf of the region last handed over: its closest op only */
  for (uint32_t i = 0; i < nh; i++) {
    const RcFusedOp *op = hits[i].dy || hits[i].ones || hits[i].ndyf ? rc_fused_grad_of(hits[i].op) : hits[i].op;
    const RcPattern *p = op ? pattern_of(op) : NULL;
    if (!p || !selected(p, only, nonly) || hits[i].x == tried) continue;
    /* c dy f'(x): its c dy (dy a product of factors: c times the program's product) */
    bool scaled = (hits[i].dy || hits[i].ndyf) && hits[i].c != 0 && hits[i].c != 1;
    RcValue *dyv = hits[i].ndyf ? product_value(v, hits[i].dyf, hits[i].ndyf)
                 : scaled       ? rc_rewrite_scaled_dy(v, hits[i].dy, hits[i].c)
                                : NULL;
    if (hits[i].ndyf && scaled && dyv) dyv = rc_rewrite_scaled_user(v, dyv, hits[i].c);
    if ((hits[i].ndyf || scaled) && !dyv) continue;
    /* a hard op's backward follows one convention at the clamp's ends, which the call then says;
     * one that follows none is not its backward there */
    int tie = op != hits[i].op && (op->keys >> RC_FK_tie & 1) ? rc_recog_tie_of(r, cn, &hits[i], 0) : 0;
    if (tie < 0) continue;
    tried = hits[i].x;
    rc_match_reset(mt);
    mt->axlo = mt->axhi = -1;
    mt->nnodes = rc_recog_region(r, cn, &hits[i], &mt->nodes, &mt->cnodes);
    if (!mt->nnodes) continue;
    mt->pat = p;
    mt->root = &cn->results[0];
    mt->caps[0] = hits[i].x;
    mt->caps[1] = scaled ? NULL : hits[i].dy;
    mt->dy_const = hits[i].ones && hits[i].c != 1 ? hits[i].c : 0;
    mt->dy_value = dyv;
    mt->ninf_zero = op == hits[i].op && zero_at_ninf(r, cn, &hits[i]);
    mt->tie = tie;
    if (apply(user, mt, hits[i].err)) return true;
  }
  return false;
}

/* The region of split sp at sum cn into mt: cn, then each of its terms' regions down to x and D. */
static bool split_region(RcRecog *r, RcNode *cn, const RcRecogSplit *sp, RcMatch *mt) {
  RcNode **part = NULL;
  uint32_t cap = 0, n = 1;
  bool ok = true;
  for (uint32_t i = 0; i < cn->noperands && ok; i++) {
    if (!(sp->terms >> i & 1)) continue;
    RcValue *t = rc_node_operand(cn, i);
    uint32_t k = t->def ? rc_recog_region(r, t->def, &sp->hit, &part, &cap) : 0;
    RcNode **nn = k ? realloc(mt->nodes, sizeof *nn * (n + k)) : NULL;
    ok = nn != NULL;
    if (!ok) break;
    mt->nodes = nn;
    mt->cnodes = n + k;
    memcpy(mt->nodes + n, part, sizeof *part * k);
    n += k;
  }
  free(part);
  if (ok) mt->nodes[0] = cn, mt->nnodes = n;
  return ok;
}

/* One op's backward among the terms of sum cn (recog.h rc_recog_sum_split_at): the user's sum
 * reassociated (rewrite/sumsplit.h), its root summing the backward's terms alone, handed over
 * there as the GRAD call's match on (x, D); the sum is restored when apply does not take it. */
static bool split_over(RcRwCanon *v, RcRecog *r, RcNode *cn, RcMatch *mt, const char *const *only, size_t nonly,
                       RcByValueApply apply, void *user) {
  RcRecogSplit sp[MAX_HITS];
  uint32_t ns = rc_recog_sum_split_at(r, cn, sp, MAX_HITS);
  for (uint32_t i = 0; i < ns; i++) {
    const RcRecogHit *h = &sp[i].hit;
    const RcFusedOp *op = rc_fused_grad_of(h->op);
    const RcPattern *p = op ? pattern_of(op) : NULL;
    if (!p || !selected(p, only, nonly)) continue;
    RcValue *dyv = h->ndyf ? product_value(v, h->dyf, h->ndyf) : NULL;
    if (h->ndyf && !dyv) continue;
    int tie = op->keys >> RC_FK_tie & 1 ? rc_recog_tie_of(r, cn, h, sp[i].terms) : 0;
    if (tie < 0) continue;
    rc_match_reset(mt);
    mt->axlo = mt->axhi = -1;
    if (!split_region(r, cn, &sp[i], mt)) continue;
    RcSumSplit *s = rc_rewrite_sum_split_begin(v, cn, sp[i].terms);
    if (!s) continue;
    mt->pat = p;
    mt->root = &cn->results[0];
    mt->caps[0] = h->x;
    mt->caps[1] = h->dy;
    mt->dy_value = dyv;
    mt->tie = tie;
    mt->made = rc_rewrite_sum_split_made(s, &mt->nmade);
    bool done = apply(user, mt, h->err);
    rc_rewrite_sum_split_end(s, done);
    if (done) return true;
  }
  return false;
}

/* Whether n's result is read by a product or a quotient: a factor of a larger backward (dy^2
 * sigmoid'(x), y gelu'(x) dy), whose derivative alone is not the gradient. */
static bool factor(const RcNode *n) {
  for (const RcUse *u = n->results[0].uses; u; u = u->next)
    if (u->user->op == RC_OP_MULTIPLY || u->user->op == RC_OP_DIVIDE) return true;
  return false;
}

bool rc_rewrite_by_value(RcRwCanon *v, RcNode *cn, RcMatch *mt, const char *const *only, size_t nonly,
                         RcByValueApply apply, void *user) {
  RcRecog *r = rc_rw_recog(v);
  RcRecogHit hits[MAX_HITS];
  uint32_t nh = r ? rc_recog_at(r, cn, hits, MAX_HITS) : 0, nfwd = nh;
  if (nh && hand_over(v, r, cn, mt, hits, nh, only, nonly, apply, user)) return true;
  /* the backward of an activation: dy * f'(x) (recog/linear.c) */
  nh = r ? rc_recog_linear_at(r, cn, hits, MAX_HITS) : 0;
  if (nh) {
    /* ...but first a larger region that reads as c dy f'(x) for another op f (recog/dyscale.c):
     * the linear reading was a part of that backward which happens to be its op's (D sigmoid(x),
     * softplus' backward, inside c dy sigmoid'(x)); a larger reading of the same op only moves
     * a constant into the region, and the linear one stands */
    RcRecogHit whole[MAX_HITS];
    uint32_t size = 0, nw = 0;
    for (uint32_t i = 0; i < nh; i++) size = hits[i].size > size ? hits[i].size : size;
    uint32_t got = rc_recog_linear_scaled_over(r, cn, size, whole, MAX_HITS);
    for (uint32_t i = 0; i < got; i++) {
      bool same = false;
      for (uint32_t k = 0; k < nh; k++) same |= whole[i].op == hits[k].op;
      if (!same) whole[nw++] = whole[i];
    }
    if (nw && hand_over(v, r, cn, mt, whole, nw, only, nonly, apply, user)) return true;
  }
  if (nh && hand_over(v, r, cn, mt, hits, nh, only, nonly, apply, user)) return true;
  /* ...where dy is a product the view merged into the root's (recog/factors.c) */
  uint32_t nlin = nh;
  nh = r && !nlin ? rc_recog_product_at(r, cn, hits, MAX_HITS) : 0;
  if (nh && hand_over(v, r, cn, mt, hits, nh, only, nonly, apply, user)) return true;
  /* ...or times a constant the view merged into it, c dy f'(x), its dy c dy a value of the
   * user's (recog/dyscale.c, scaled_dy.c) */
  nh = r && !nlin && !nh ? rc_recog_linear_scaled_at(r, cn, hits, MAX_HITS) : 0;
  if (nh && hand_over(v, r, cn, mt, hits, nh, only, nonly, apply, user)) return true;
  /* its derivative with a dy of ones folded away (the backward of a sum), where the region is
   * no op itself and a finished gradient, no factor of a product; else times a constant dy
   * folded in (the backward of a mean, of 2 sum) */
  bool fin = r && !nfwd && !factor(cn);
  nh = fin ? rc_recog_deriv_at(r, cn, hits, MAX_HITS) : 0;
  /* ...where an op read there was not raised (its values shared): an op's derivative spelled
   * from its output (softplus's sigmoid exp(x - softplus(x))) */
  if (!nh && r && nfwd && !factor(cn)) {
    nh = rc_recog_deriv_of_output_at(r, cn, hits, MAX_HITS);
    if (nh && hand_over(v, r, cn, mt, hits, nh, only, nonly, apply, user)) return true;
    nh = 0;
  }
  if (nh && hand_over(v, r, cn, mt, hits, nh, only, nonly, apply, user)) return true;
  nh = fin && !nh ? rc_recog_deriv_scaled_at(r, cn, hits, MAX_HITS) : 0;
  if (nh && hand_over(v, r, cn, mt, hits, nh, only, nonly, apply, user)) return true;
  /* ...or one op's backward among the terms of a sum (the two backwards of f(x) q(x)) */
  return r && cn->op == RC_OP_ADD && split_over(v, r, cn, mt, only, nonly, apply, user);
}

double rc_rewrite_value_distance(RcRwCanon *v, const RcMatch *mt) {
  const RcFusedOp *op = mt->pat && mt->pat->op ? rc_fused_lookup(mt->pat->op, strlen(mt->pat->op)) : NULL;
  RcRecog *r = op && op->kind == RC_KIND_ELEMENTWISE && mt->pat->nargs == 1 ? rc_rw_recog(v) : NULL;
  double err;
  if (!r || !mt->root || !mt->root->def || !rc_recog_distance(r, mt->root->def, mt->caps[mt->pat->args[0]], op, &err))
    return 0;
  return err;
}

/* ---- row ops by meaning (recog.h rc_recog_rows_at) ---- */

#define MAX_ROWS 16

/* The patterns a row reading is handed over as: "value:<op>" with operands x[, scale[,
 * bias]], captures x, scale, bias, eps; configs as patterns/axis.rcp emits them. A row op's
 * backward (ROW_GRAD): operands y (or e), dy[, the sums of e], captures 0, 4, 5. A norm's
 * backward (NORM_GRAD): operands x, dy[, scale][, acc], captures x, dy, scale, eps, acc,
 * config cols, eps[, scale][, acc], keep_shared (the forward's mean and rstd that it reads
 * stay for the forward, raised in a later round); V_NG + 4 op + 2 acc + scale. A norm's d
 * scale (NORM_SCALE_GRAD): operands x, dy, captures as NORM_GRAD's, config cols, inner, eps,
 * keep_shared as NORM_GRAD's (the forward's x^ it reads stays for the forward); V_NS + op.
 * Both with eps a runtime scalar (eps_in): capture 3 the last operand, config eps_in = 1
 * for eps; V_NGE + as V_NG, V_NSE + op. With no eps (eps 0): V_NG0 + as V_NG, V_NG0 + 8 + op. */
enum { V_SOFTMAX, V_LOG_SOFTMAX, V_LN, V_LN_S, V_LN_SB, V_RMS, V_RMS_S, V_RMS_SB, V_SM_GRAD, V_LSM_GRAD, V_SM_GRAD_E,
       V_LSM_GRAD_E, V_SM_GRAD_ES, V_LSM_GRAD_ES, V_ROW_COUNT, V_NG = V_ROW_COUNT, V_EPS0 = V_NG + 8,
       V_NS = V_EPS0 + V_SM_GRAD - V_LN, V_NGE = V_NS + 2, V_NSE = V_NGE + 8, V_NG0 = V_NSE + 2,
       V_COUNT = V_NG0 + 10 };
static const char ROW_SOURCE[] = "recognition by value (rows)";

static const RcPattern *row_pattern(const RcRecogRow *rw) {
  static RcPattern pats[V_COUNT];
  static RcEmitAttr attrs[V_COUNT][5];
  static int args[3] = {0, 1, 2}, gargs[2][4] = {{0, 1, 4, -1}, {0, 1, 2, 4}};
  /* eps_in: x, dy[, scale][, acc], eps by [scaled][acc] */
  static int eargs[2][2][5] = {{{0, 1, 3}, {0, 1, 4, 3}}, {{0, 1, 2, 3}, {0, 1, 2, 4, 3}}};
  static gsize done;
  if (g_once_init_enter(&done)) {
    const size_t ops[V_ROW_COUNT] = {RC_FOP_softmax,    RC_FOP_log_softmax, RC_FOP_layer_norm,  RC_FOP_layer_norm,
                                     RC_FOP_layer_norm, RC_FOP_rms_norm,    RC_FOP_rms_norm,    RC_FOP_rms_norm,
                                     RC_FOP_softmax_grad, RC_FOP_log_softmax_grad, RC_FOP_softmax_grad,
                                     RC_FOP_log_softmax_grad, RC_FOP_softmax_grad, RC_FOP_log_softmax_grad};
    static const uint32_t nargs[V_ROW_COUNT] = {1, 1, 1, 2, 3, 1, 2, 3, 2, 2, 2, 2, 3, 3};
    /* the backward rows: operands y, dy (captures 0 and 4), then the sums of e (capture 5) */
    static int grad_args[3] = {0, 4, 5};
    for (int i = 0; i < V_ROW_COUNT; i++) {
      RcPattern *p = &pats[i];
      RcEmitAttr *a = attrs[i];
      value_pattern(p, ops[i], ROW_SOURCE, (const char *const[]){"x", "scale", "bias", "eps", "dy", "sum", NULL});
      p->ncaps = 4;
      p->nargs = nargs[i];
      p->args = i >= V_SM_GRAD ? grad_args : args;
      if (i >= V_SM_GRAD) p->capnames[0] = i >= V_SM_GRAD_E ? "e" : "y", p->ncaps = i >= V_SM_GRAD_ES ? 6 : 5;
      /* JAX's form reads the forward's sum of e, which the forward keeps (the call
       * normalizes e itself) */
      p->keep_shared = i >= V_SM_GRAD_E;
      uint32_t k = 0;
      a[k++] = (RcEmitAttr){.key = "cols", .kind = RC_EA_REDUCED, .cap = 0};
      a[k++] = (RcEmitAttr){.key = "inner", .kind = RC_EA_INNER, .cap = 0};
      if (i >= V_LN && i < V_SM_GRAD) a[k++] = (RcEmitAttr){.key = "eps", .kind = RC_EA_VALUE, .cap = 3};
      if (nargs[i] >= 2 && i < V_SM_GRAD) a[k++] = (RcEmitAttr){.key = "scale", .kind = RC_EA_INT, .i = 1};
      if (nargs[i] >= 3 && i < V_SM_GRAD) a[k++] = (RcEmitAttr){.key = "bias", .kind = RC_EA_INT, .i = 1};
      if (i >= V_SM_GRAD_E) a[k++] = (RcEmitAttr){.key = "from_exp", .kind = RC_EA_INT, .i = 1};
      if (i >= V_SM_GRAD_ES) a[k++] = (RcEmitAttr){.key = "sum_in", .kind = RC_EA_INT, .i = 1};
      p->nattrs = k;
      p->attrs = a;
    }
    for (int i = V_NG; i < V_EPS0; i++) {
      RcPattern *p = &pats[i];
      RcEmitAttr *a = attrs[i];
      int v = i - V_NG;
      bool scaled = v & 1, acc = v & 2;
      size_t op = v < 4 ? RC_FOP_layer_norm_grad : RC_FOP_rms_norm_grad;
      value_pattern(p, op, ROW_SOURCE, (const char *const[]){"x", "dy", "scale", "eps", "acc", NULL});
      p->ncaps = 5;
      p->nargs = 2 + scaled + acc;
      p->args = gargs[scaled];
      p->keep_shared = true;
      uint32_t k = 0;
      a[k++] = (RcEmitAttr){.key = "cols", .kind = RC_EA_REDUCED, .cap = 0};
      a[k++] = (RcEmitAttr){.key = "inner", .kind = RC_EA_INNER, .cap = 0};
      a[k++] = (RcEmitAttr){.key = "eps", .kind = RC_EA_VALUE, .cap = 3};
      if (scaled) a[k++] = (RcEmitAttr){.key = "scale", .kind = RC_EA_INT, .i = 1};
      if (acc) a[k++] = (RcEmitAttr){.key = "acc", .kind = RC_EA_INT, .i = 1};
      p->nattrs = k;
      p->attrs = a;
    }
    for (int i = V_NS; i < V_NGE; i++) {
      RcPattern *p = &pats[i];
      RcEmitAttr *a = attrs[i];
      value_pattern(p, i == V_NS ? RC_FOP_layer_norm_grad_scale : RC_FOP_rms_norm_grad_scale, ROW_SOURCE,
                    (const char *const[]){"x", "dy", "scale", "eps", "acc", NULL});
      p->ncaps = 5;
      p->nargs = 2;
      p->args = gargs[0];
      p->keep_shared = true;
      a[0] = (RcEmitAttr){.key = "cols", .kind = RC_EA_REDUCED, .cap = 0};
      a[1] = (RcEmitAttr){.key = "inner", .kind = RC_EA_INNER, .cap = 0};
      a[2] = (RcEmitAttr){.key = "eps", .kind = RC_EA_VALUE, .cap = 3};
      p->nattrs = 3;
      p->attrs = a;
    }
    /* the backward norms with eps a runtime operand: eps_in = 1 for the eps key */
    for (int i = V_NGE; i < V_NG0; i++) {
      RcPattern *p = &pats[i];
      int from = i < V_NSE ? V_NG + i - V_NGE : V_NS + i - V_NSE;
      *p = pats[from];
      memcpy(attrs[i], attrs[from], sizeof attrs[i]);
      p->attrs = attrs[i];
      for (uint32_t k = 0; k < p->nattrs; k++)
        if (!strcmp(p->attrs[k].key, "eps")) attrs[i][k] = (RcEmitAttr){.key = "eps_in", .kind = RC_EA_INT, .i = 1};
      int v = i - V_NGE;
      p->nargs++;
      p->args = i < V_NSE ? eargs[v & 1][(v & 2) != 0] : eargs[0][0];
    }
    /* the norms without an eps among their constants (recog.h): eps 0 in the config; the
     * forward rows at V_EPS0, the backward ones (V_NG..V_NS + 2) at V_NG0 */
    for (int i = V_LN; i < V_NS + 2; i++) {
      if (i >= V_SM_GRAD && i < V_NG) i = V_NG;
      if (i >= V_EPS0 && i < V_NS) i = V_NS;
      int e = i < V_SM_GRAD ? V_EPS0 + i - V_LN : i < V_EPS0 ? V_NG0 + i - V_NG : V_NG0 + 8 + i - V_NS;
      RcPattern *p = &pats[e];
      *p = pats[i];
      memcpy(attrs[e], attrs[i], sizeof attrs[i]);
      p->attrs = attrs[e];
      for (uint32_t k = 0; k < p->nattrs; k++)
        if (!strcmp(p->attrs[k].key, "eps")) attrs[e][k] = (RcEmitAttr){.key = "eps", .kind = RC_EA_FLOAT};
    }
    g_once_init_leave(&done, 1);
  }
  const RcFusedOp *k = rw->op;
  int v = k == rc_fused_at(RC_FOP_softmax)       ? V_SOFTMAX
          : k == rc_fused_at(RC_FOP_log_softmax) ? V_LOG_SOFTMAX
          : k == rc_fused_at(RC_FOP_layer_norm)  ? (rw->bias ? V_LN_SB : rw->scale ? V_LN_S : V_LN)
          : k == rc_fused_at(RC_FOP_rms_norm)    ? (rw->bias ? V_RMS_SB : rw->scale ? V_RMS_S : V_RMS)
          : k == rc_fused_at(RC_FOP_softmax_grad)     ? (rw->sum ? V_SM_GRAD_ES : rw->from_exp ? V_SM_GRAD_E : V_SM_GRAD)
          : k == rc_fused_at(RC_FOP_log_softmax_grad) ? (rw->sum ? V_LSM_GRAD_ES : rw->from_exp ? V_LSM_GRAD_E : V_LSM_GRAD)
          : k == rc_fused_at(RC_FOP_layer_norm_grad) ? V_NG + 2 * (rw->acc != NULL) + (rw->scale != NULL)
          : k == rc_fused_at(RC_FOP_rms_norm_grad)   ? V_NG + 4 + 2 * (rw->acc != NULL) + (rw->scale != NULL)
          : k == rc_fused_at(RC_FOP_layer_norm_grad_scale) ? V_NS
          : k == rc_fused_at(RC_FOP_rms_norm_grad_scale)   ? V_NS + 1
                                                 : -1;
  if (v >= V_LN && v < V_SM_GRAD && !rw->eps) v += V_EPS0 - V_LN;
  if (v >= V_NG && v < V_EPS0 && rw->eps_in) v += V_NGE - V_NG;
  else if (v >= V_NS && v < V_NGE && rw->eps_in) v += V_NSE - V_NS;
  else if (v >= V_NG && v < V_EPS0 && !rw->eps) v += V_NG0 - V_NG;
  else if (v >= V_NS && v < V_NS + 2 && !rw->eps) v += V_NG0 + 8 - V_NS;
  return v < 0 ? NULL : &pats[v];
}

bool rc_rewrite_rows_pending(RcRwCanon *v) {
  RcRecog *r = rc_rw_recog(v);
  return r && rc_recog_rows_pending(r);
}

bool rc_rewrite_value_tentative(const RcPattern *p) { return p && p->source == ROW_SOURCE; }

/* Row reading rw at cn (its pattern p) into match mt; false when it cannot be handed over (a
 * scaled dy with no value of the user's, out of memory). */
static bool row_match(RcRwCanon *v, RcNode *cn, const RcRecogRow *rw, const RcPattern *p, RcMatch *mt) {
  /* a backward that reads dy only scaled: its dy the user's c dy (scaled_dy.c) */
  RcValue *dyv = rw->c ? rc_rewrite_scaled_dy(v, rw->dy, rw->c) : NULL;
  if (rw->c && !dyv) return false;
  rc_match_reset(mt);
  if (mt->cnodes < rw->nnodes) {
    RcNode **nn = realloc(mt->nodes, rw->nnodes * sizeof *nn);
    if (!nn) return false;
    mt->nodes = nn;
    mt->cnodes = rw->nnodes;
  }
  memcpy(mt->nodes, rw->nodes, rw->nnodes * sizeof *mt->nodes);
  mt->nnodes = rw->nnodes;
  mt->axlo = rw->axlo;
  mt->axhi = rw->axhi;
  mt->axlo2 = rw->axlo2;
  mt->axhi2 = rw->axhi2;
  mt->axmask = rw->axmask;
  mt->eps_div = rw->eps_div;
  mt->pat = p;
  mt->root = &cn->results[0];
  /* its layout: x, dy, scale, eps, acc (a d scale's too) */
  bool ng = rw->op->kind == RC_KIND_NORM_GRAD || rw->op->kind == RC_KIND_NORM_SCALE_GRAD;
  mt->caps[0] = rw->x;
  mt->caps[1] = ng ? rw->dy : rw->scale;
  mt->caps[2] = ng ? rw->scale : rw->bias;
  mt->caps[3] = rw->eps;
  mt->caps[4] = ng ? rw->acc : dyv ? NULL : rw->dy;
  mt->caps[5] = rw->sum;
  mt->dy_value = dyv;
  return true;
}

/* The most terms of a sum whose subsets are read as a row op's backward (terms_over). */
#define MAX_SPLIT_TERMS 6

/* One row op's backward among the terms of sum cn (recog.h rc_recog_rows_terms_at): each pair
 * of its terms (a log_softmax's dy + e q, a softmax's y dy - y q as the view distributes it; the
 * split's root then adds the two, no node of its own in the region) read as a backward alone,
 * handed over with the
 * user's sum split so that its root sums those terms (sumsplit.h; restored where apply takes
 * none): the backward of a log_softmax beside a softmax's in the gradient of their product,
 * which the canonical view sums as one. */
static bool terms_over(RcRwCanon *v, RcNode *cn, RcMatch *mt, const char *const *only, size_t nonly,
                       RcByValueApply apply, void *user) {
  if (cn->op != RC_OP_ADD || cn->noperands < 3 || cn->noperands > MAX_SPLIT_TERMS) return false;
  bool done = false;
  for (uint32_t terms = 3; terms < (1u << cn->noperands) - 1 && !done; terms++) {
    if (__builtin_popcount(terms) != 2) continue;
    RcRecogRow rows[MAX_ROWS];
    uint32_t nr = rc_recog_rows_terms_at(cn, terms, rows, MAX_ROWS);
    for (uint32_t i = 0; i < nr && !done; i++) {
      const RcPattern *p = row_pattern(&rows[i]);
      if (!p || !selected(p, only, nonly) || !row_match(v, cn, &rows[i], p, mt)) continue;
      RcSumSplit *sp = rc_rewrite_sum_split_begin(v, cn, terms);
      if (!sp) break; /* the user's sum is no tree of these terms */
      done = apply(user, mt, 0);
      rc_rewrite_sum_split_end(sp, done);
    }
    rc_recog_rows_free(rows, nr);
  }
  return done;
}

bool rc_rewrite_rows_by_value(RcRwCanon *v, RcNode *cn, RcMatch *mt, const char *const *only, size_t nonly,
                              RcByValueApply apply, void *user) {
  RcRecog *r = rc_rw_recog(v);
  if (r && !rc_recog_has_reduce(r)) return false; /* no reduction in the view: no row region */
  RcRecogRow rows[MAX_ROWS + RC_RECOG_ROWS_EXTRA];
  uint32_t nr = rc_recog_rows_splat_at(cn, rows, MAX_ROWS);
  if (!nr) nr = rc_recog_norm_scale_at(cn, rows, MAX_ROWS); /* a norm's d scale: a sum over the rows */
  /* backward readings only (a forward one: the root is an op's output, no backward whose dy a
   * later call may be): the root is pending if none is taken */
  bool done = false, grad = nr > 0;
  for (uint32_t i = 0; i < nr; i++) grad &= rows[i].op->kind != RC_KIND_ROW && rows[i].op->kind != RC_KIND_NORM;
  for (uint32_t i = 0; i < nr && !done; i++) {
    /* the d scale of an rms_norm over u - mean u: the layer norm's of u (centered.c) */
    RcValue *u = rows[i].op == rc_fused_at(RC_FOP_rms_norm_grad_scale) && !rows[i].axlo2 && !rows[i].axmask
                     ? rc_rewrite_centered(rows[i].x, rows[i].axlo, rows[i].axhi)
                     : NULL;
    if (u) {
      rows[i].op = rc_fused_at(RC_FOP_layer_norm_grad_scale);
      rows[i].x = u;
    }
    const RcPattern *p = row_pattern(&rows[i]);
    if (p && selected(p, only, nonly) && row_match(v, cn, &rows[i], p, mt)) done = apply(user, mt, 0);
  }
  rc_recog_rows_free(rows, nr);
  if (!done) done = terms_over(v, cn, mt, only, nonly, apply, user);
  if (r) rc_recog_set_rows_pending(r, grad && !done);
  return done;
}
