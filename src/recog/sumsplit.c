/* One op's backward among the terms of a sum (recog.h rc_recog_sum_split_at): where x feeds two
 * ops whose outputs are multiplied (f(x) q(x)), autodiff adds the two backwards, D_f f'(x) with
 * D_f = dy q(x) and D_q q'(x) with D_q = dy f(x), and the canonical view flattens both into one
 * sum of their terms, so that neither backward is a value of its own. Each term is read as a
 * constant times factors; a factor is x-side when it is x or a function of x alone (its chain of
 * one-leaf nodes ends at x, as factors.c reads them), else it belongs to the term's D. The terms
 * whose D factors are the same values form a group; a group of two terms or more, but not all
 * of the sum's, whose x-sides summed (with their constants) equal a table op's derivative on the
 * fingerprint points and then the probes is that op's backward with that D. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "recog/internal.h"

#define TERMS 12  /* the most terms of a sum that is split */
#define TFACT 8   /* the most factors of one term */

typedef struct {
  double c;
  RcValue *f[TFACT];
  RcValue *anc[TFACT];
  uint32_t nf;
} Term;

/* Whether v is a product of several leaves (no function of one value). */
static bool mixed_product(const RcRecog *r, const RcValue *v) {
  return rc_recog_kind(r, v) == K_ELEM && v->def->op == RC_OP_MULTIPLY && !rc_recog_piece(r, v);
}

/* Adds v to t as a constant times factors; with open (levels left), a factor that is itself a
 * product of several leaves (one the view keeps as a node: a partial product autodiff reads
 * twice, D (1 - t) in D (1 - t) + D (1 - t) t) is read as its factors. False when too many. */
static bool factors_of(RcRecog *r, RcValue *v, Term *t, int open) {
  for (int depth = 0; depth < 4 && rc_recog_kind(r, v) == K_ELEM && v->def->op == RC_OP_NEGATE; depth++) {
    t->c = -t->c;
    v = rc_node_operand(v->def, 0);
  }
  uint32_t n = rc_recog_kind(r, v) == K_ELEM && v->def->op == RC_OP_MULTIPLY ? v->def->noperands : 1;
  for (uint32_t i = 0; i < n; i++) {
    RcValue *a = n == 1 ? v : rc_node_operand(v->def, i);
    if (rc_recog_kind(r, a) == K_CONST) {
      t->c *= r->consts[r->slot[a->def->id]];
      continue;
    }
    if (open > 0 && mixed_product(r, a)) {
      if (!factors_of(r, a, t, open - 1)) return false;
      continue;
    }
    if (t->nf == TFACT) return false;
    t->anc[t->nf] = rc_recog_anchor(r, a);
    t->f[t->nf++] = a;
  }
  return true;
}

/* Reads v as a constant times factors into t (partial products opened `open` levels). */
static bool term_of(RcRecog *r, RcValue *v, Term *t, int open) {
  t->c = 1;
  t->nf = 0;
  return factors_of(r, v, t, open);
}

static bool xside(const Term *t, uint32_t k, const RcValue *x) { return t->f[k] == x || t->anc[k] == x; }

/* Whether terms a and b have the same D: the same values as their factors off x's side. */
static bool same_d(const Term *a, const Term *b, const RcValue *x) {
  uint32_t na = 0, nb = 0;
  for (uint32_t i = 0; i < a->nf; i++) {
    if (xside(a, i, x)) continue;
    na++;
    uint32_t in_a = 0, in_b = 0;
    for (uint32_t j = 0; j < a->nf; j++) in_a += !xside(a, j, x) && a->f[j] == a->f[i];
    for (uint32_t j = 0; j < b->nf; j++) in_b += !xside(b, j, x) && b->f[j] == a->f[i];
    if (in_a != in_b) return false;
  }
  for (uint32_t j = 0; j < b->nf; j++) nb += !xside(b, j, x);
  return na == nb && na > 0;
}

/* g(x) = the sum over the terms in mask of their constant times their x-side factors, at
 * xs[0..np) into g (tmp: np scratch values); false when a factor reads another leaf. */
static bool g_values(RcRecog *r, const Term *t, uint32_t nt, uint32_t mask, const RcValue *x, const double *xs,
                     uint32_t np, double *g, double *tmp) {
  for (uint32_t p = 0; p < np; p++) g[p] = 0;
  for (uint32_t i = 0; i < nt; i++) {
    if (!(mask >> i & 1)) continue;
    double *prod = tmp;
    for (uint32_t p = 0; p < np; p++) prod[p] = t[i].c;
    for (uint32_t k = 0; k < t[i].nf; k++) {
      if (!xside(&t[i], k, x)) continue;
      double *fv = tmp + np;
      if (!rc_recog_values_of(r, t[i].f[k], x, xs, np, fv)) return false;
      for (uint32_t p = 0; p < np; p++) prod[p] *= fv[p];
    }
    for (uint32_t p = 0; p < np; p++) g[p] += prod[p];
  }
  return true;
}

/* Adds s to out[0..*got), kept closest first (the caller keeps *got below its cap). */
static void insert_closest(RcRecogSplit *out, uint32_t *got, const RcRecogSplit *s) {
  uint32_t at = (*got)++;
  while (at > 0 && out[at - 1].hit.err > s->hit.err) {
    out[at] = out[at - 1];
    at--;
  }
  out[at] = *s;
}

/* The hits of the group mask (terms t[0..nt) of n) at x into out[*got..cap). */
static void group_eval(RcRecog *r, RcNode *n, const Term *t, uint32_t nt, uint32_t mask, RcValue *x,
                       RcRecogSplit *out, uint32_t *got, uint32_t cap) {
  double tol = rc_recog_tol(n->results[0].type->dtype);
  const double *xs;
  uint32_t np = rc_recog_probes(&xs);
  uint32_t big = np > RC_RECOG_FP ? np : RC_RECOG_FP;
  double gp[RC_RECOG_FP], *g = malloc(sizeof *g * np), *tmp = malloc(sizeof *tmp * 2 * big);
  const RcFusedOp *cand[8];
  uint32_t nc = 0;
  if (g && tmp && g_values(r, t, nt, mask, x, rc_recog_fp_x, RC_RECOG_FP, gp, tmp))
    nc = rc_recog_fp_lookup(gp, tol, true, cand, 8);
  if (nc && !g_values(r, t, nt, mask, x, xs, np, g, tmp)) nc = 0;
  uint32_t first = 0;
  while (!(mask >> first & 1)) first++;
  for (uint32_t k = 0; k < nc && *got < cap; k++) {
    RcRecogSplit s = {.terms = mask};
    if (!rc_recog_compare(cand[k], true, g, NAN, tol, &s.hit.err)) continue;
    s.hit.op = cand[k];
    s.hit.x = x;
    s.hit.c = 1;
    for (uint32_t i = 0; i < t[first].nf; i++)
      if (!xside(&t[first], i, x) && s.hit.ndyf < RC_RECOG_DYF) s.hit.dyf[s.hit.ndyf++] = t[first].f[i];
    if (s.hit.ndyf == 1) s.hit.dy = s.hit.dyf[0], s.hit.ndyf = 0;
    for (uint32_t i = 0; i < nt; i++) s.hit.size += mask >> i & 1;
    insert_closest(out, got, &s);
  }
  free(g);
  free(tmp);
}

#define COMMON 3 /* the most x-side factors common to a group's terms that are tried in D */
#define SUBSETS_NT 6 /* the most terms of a one-group sum whose parts are tried */

/* The group's hits (group_eval), then with each subset of the x-side factors that all its
 * terms share moved into D: q(x) of D = dy q(x), a function of x too (the other op's output). */
static void group_hits(RcRecog *r, RcNode *n, const Term *t, uint32_t nt, uint32_t mask, RcValue *x,
                       RcRecogSplit *out, uint32_t *got, uint32_t cap) {
  uint32_t first = 0, nc = 0;
  while (!(mask >> first & 1)) first++;
  RcValue *common[COMMON];
  for (uint32_t k = 0; k < t[first].nf && nc < COMMON; k++) {
    RcValue *f = t[first].f[k];
    bool all = f != x && xside(&t[first], k, x);
    for (uint32_t j = 0; j < nc && all; j++) all = common[j] != f;
    for (uint32_t i = 0; i < nt && all; i++) {
      if (!(mask >> i & 1)) continue;
      bool has = false;
      for (uint32_t j = 0; j < t[i].nf && !has; j++) has = t[i].f[j] == f && xside(&t[i], j, x);
      all = has;
    }
    if (all) common[nc++] = f;
  }
  for (uint32_t cm = 0; cm < (1u << nc); cm++) {
    Term u[TERMS];
    memcpy(u, t, sizeof *t * nt);
    for (uint32_t k = 0; k < nc; k++) {
      if (!(cm >> k & 1)) continue;
      for (uint32_t i = 0; i < nt; i++) {
        if (!(mask >> i & 1)) continue;
        uint32_t j = 0;
        while (u[i].f[j] != common[k] || !xside(&u[i], j, x)) j++;
        u[i].anc[j] = NULL; /* D's now */
      }
    }
    group_eval(r, n, u, nt, mask, x, out, got, cap);
  }
}

static uint32_t split_terms(RcRecog *r, RcNode *n, int open, RcRecogSplit *out, uint32_t cap);
static uint32_t split_closed(RcRecog *r, RcNode *n, RcRecogSplit *out, uint32_t cap);

uint32_t rc_recog_sum_split_at(RcRecog *r, RcNode *n, RcRecogSplit *out, uint32_t cap) {
  if (!n || n->id >= r->nids || !cap || n->op != RC_OP_ADD || n->nresults != 1 || n->noperands < 3 ||
      n->noperands > TERMS || rc_recog_kind(r, &n->results[0]) != K_ELEM ||
      !rc_dtype_is_float(n->results[0].type->dtype))
    return 0;
  uint32_t got = 0;
  /* the terms as the view holds them, then with their partial products opened */
  for (int open = 0; open < 2 && !got; open++) got = split_terms(r, n, open, out, cap);
  /* then the terms that are functions of x and D alone, however they are written */
  return got ? got : split_closed(r, n, out, cap);
}

static uint32_t split_terms(RcRecog *r, RcNode *n, int open, RcRecogSplit *out, uint32_t cap) {
  Term t[TERMS];
  uint32_t nt = n->noperands, got = 0;
  for (uint32_t i = 0; i < nt; i++)
    if (!term_of(r, rc_node_operand(n, i), &t[i], open ? 2 : 0)) return 0;
  RcValue *tried[TERMS * TFACT];
  uint32_t ntried = 0;
  for (uint32_t i = 0; i < nt && !got; i++)
    for (uint32_t k = 0; k < t[i].nf && !got; k++) {
      RcValue *x = t[i].anc[k];
      bool skip = !x || !x->type || !rc_dtype_is_float(x->type->dtype);
      for (uint32_t j = 0; j < ntried && !skip; j++) skip = tried[j] == x;
      if (skip) continue;
      tried[ntried++] = x;
      uint32_t done = 0; /* the terms already in a group at x */
      for (uint32_t a = 0; a < nt; a++) {
        if (done >> a & 1) continue;
        uint32_t mask = 0, size = 0;
        for (uint32_t b = a; b < nt; b++)
          if (!(done >> b & 1) && same_d(&t[a], &t[b], x)) mask |= 1u << b, size++;
        done |= mask;
        if (size >= 2 && size < nt) group_hits(r, n, t, nt, mask, x, out, &got, cap);
        /* every term reads the same D (dy): one op's backward is a part of them whose common
         * x-side factor is the other op's output, dy q(x) (the backward of f(x) q(x) read with
         * q's own backward spelled through its output); tried where the sum is short */
        for (uint32_t sub = mask; size == nt && nt <= SUBSETS_NT && sub && !got; sub = (sub - 1) & mask)
          if (sub != mask && (sub & (sub - 1))) group_hits(r, n, t, nt, sub, x, out, &got, cap);
      }
    }
  return got;
}

/* ---- terms read as functions of x and D (any spelling: masks and selects, sums) ----
 * Where a term is no product of D and x-side factors (the selects of JAX's norm.cdf backward
 * over sums that each read D), the factor reading above finds no group. Here each pair (x, D)
 * that some product term offers (an anchor x of one of its factors, D its one other factor) is
 * tried: the terms whose regions read x and D and nothing else form the group, and their sum
 * f(x, D) must be linear in D (probed as linear.c does) with f(x, 1) a table op's derivative. */

#define PAIRS 8

/* The terms of n (by operand bit) whose regions read only x and D, and (with vals) their sum at
 * x = xs[p], D = ds[p] into vals[0..np) (tmp: np scratch values); 0 on a failure. */
static uint32_t closed_terms(RcRecog *r, RcNode *n, RcValue *x, RcValue *d, const double *xs, const double *ds,
                             uint32_t np, double *vals, double *tmp) {
  uint32_t mask = 0;
  for (uint32_t p = 0; vals && p < np; p++) vals[p] = 0;
  for (uint32_t i = 0; i < n->noperands; i++) {
    RcValue *v = rc_node_operand(n, i);
    if (v == x || v == d || rc_recog_kind(r, v) != K_ELEM) continue;
    uint32_t size = rc_recog_order(r, v->def, x, d);
    if (!size) continue;
    bool ok = !vals || rc_recog_evaluate(r, size, x, xs, d, ds, np, tmp);
    rc_recog_unorder(r, size);
    if (!ok) return 0;
    mask |= 1u << i;
    for (uint32_t p = 0; vals && p < np; p++) vals[p] += tmp[p];
  }
  return mask;
}

/* The hit of the pair (x, D) at sum n into out[*got..cap), closest first. */
static void pair_eval(RcRecog *r, RcNode *n, RcValue *x, RcValue *d, RcRecogSplit *out, uint32_t *got, uint32_t cap) {
  enum { Q = RC_RECOG_LINEAR_NP };
  uint32_t mask = closed_terms(r, n, x, d, NULL, NULL, 0, NULL, NULL), size = 0;
  for (uint32_t i = 0; i < n->noperands; i++) size += mask >> i & 1;
  if (size < 2 || size == n->noperands) return;
  double xs[Q], ds[Q], f[Q], tmp[Q], g[RC_RECOG_FP];
  rc_recog_linear_probes(xs, ds);
  /* linear in D: the terms' sum is D times a function of x */
  if (closed_terms(r, n, x, d, xs, ds, Q, f, tmp) != mask || !rc_recog_linear_at_probes(f, g)) return;
  double tol = rc_recog_tol(n->results[0].type->dtype);
  const RcFusedOp *cand[8];
  uint32_t nc = rc_recog_fp_lookup(g, tol, true, cand, 8);
  if (!nc) return;
  const double *pxs;
  uint32_t np = rc_recog_probes(&pxs);
  double *ones = malloc(sizeof *ones * np), *fv = malloc(sizeof *fv * np), *t2 = malloc(sizeof *t2 * np);
  bool ok = ones && fv && t2;
  for (uint32_t p = 0; ok && p < np; p++) ones[p] = 1.0;
  ok = ok && closed_terms(r, n, x, d, pxs, ones, np, fv, t2) == mask;
  for (uint32_t k = 0; ok && k < nc && *got < cap; k++) {
    RcRecogSplit s = {.terms = mask, .hit = {.op = cand[k], .x = x, .dy = d, .c = 1, .size = size}};
    if (!rc_recog_compare(cand[k], true, fv, NAN, tol, &s.hit.err)) continue;
    insert_closest(out, got, &s);
  }
  free(ones);
  free(fv);
  free(t2);
}

static uint32_t split_closed(RcRecog *r, RcNode *n, RcRecogSplit *out, uint32_t cap) {
  RcValue *px[PAIRS], *pd[PAIRS];
  uint32_t npair = 0, got = 0;
  for (uint32_t i = 0; i < n->noperands; i++) {
    Term t;
    if (!term_of(r, rc_node_operand(n, i), &t, 0)) continue;
    for (uint32_t k = 0; k < t.nf; k++) {
      RcValue *x = t.anc[k], *d = NULL;
      if (!x || !x->type || !rc_dtype_is_float(x->type->dtype)) continue;
      uint32_t nd = 0;
      for (uint32_t j = 0; j < t.nf; j++)
        if (!xside(&t, j, x)) d = t.f[j], nd++;
      if (nd != 1 || !d->type || !rc_dtype_is_float(d->type->dtype)) continue;
      bool seen = false;
      for (uint32_t j = 0; j < npair && !seen; j++) seen = px[j] == x && pd[j] == d;
      if (seen || npair == PAIRS) continue;
      px[npair] = x, pd[npair++] = d;
    }
  }
  for (uint32_t i = 0; i < npair && !got; i++) pair_eval(r, n, px[i], pd[i], out, &got, cap);
  return got;
}
