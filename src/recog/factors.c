/* A product's split into a derivative and a dy (recog.h rc_recog_product_at): the backward
 * dy' = D g(x) of an op whose incoming gradient D is itself a product (D = dy q(x) where the
 * op's output is multiplied by another function q of x), merged by the canonical view into one
 * product of dy, q(x) and g's factors, so that no value of the view is D and the region has
 * three leaves or more. The product's factors are grouped by the value each is ultimately a
 * function of (its anchor: the end of its chain of one-leaf nodes); for each anchor x, every
 * subset G of the factors anchored there, times the product's constants, is compared with the
 * table's derivatives (rc_fused_dref) on the fingerprint points and then the probes, the other
 * factors forming dy. The product is linear in each factor, so no probe of linearity is needed.
 *
 * A product under a mask of x, select(m(x), P, 0), is the product P [m(x)] (a piecewise op's
 * backward as JAX writes it: hardsigmoid's select(0 < x + 3 < 6, D / 6, 0) over D = dy q(x), whose
 * D the view merges into P): the mask is one more factor, anchored at x and taken into every
 * x side of its anchor (a split that leaves it to dy would gate dy by x).
 *
 * The product's constants may belong to both sides: a chain of two ops' backwards each scaled
 * its own D (jnp.clip's hardsigmoid, x / 6 + 1/2 twice: D / 6, then / 6 again), and the view
 * merged them into one 1/36. Where no split matches with every constant on x's side, x's side
 * (no factor of it constant in x) is compared with k op'(x), k fitted, and dy's side takes the
 * rest, c k: the hit's dy is c k times its factors, which the rewrite finds among the program's
 * values (byvalue.c) or refuses. */
#include <math.h>
#include <stdlib.h>

#include "recog/internal.h"

#define FACTORS 8
#define XSIDE 6 /* the most factors anchored at one x that are split (2^6 subsets) */

typedef struct {
  RcRecog *r;
  RcNode *n;
  RcValue *f[FACTORS];
  uint32_t nf;
  double c; /* the product's constants */
  double tol;
  const double *xs;
  uint32_t np;
  int32_t mask; /* the factor that is select's mask (its values 0 and 1), or -1 */
} Split;

/* Whether f[0..n) are n values: a product that reads one twice (dy dy) is not linear in it. */
static bool distinct(RcValue *const *f, uint32_t n) {
  for (uint32_t i = 0; i < n; i++)
    for (uint32_t j = 0; j < i; j++)
      if (f[i] == f[j]) return false;
  return true;
}

/* Inserts hit h into out[0..*got) (cap), the largest region first, then the closest. */
static void keep(RcRecogHit *out, uint32_t *got, uint32_t cap, const RcRecogHit *h) {
  uint32_t at = *got < cap ? (*got)++ : cap;
  while (at > 0 && (out[at - 1].size < h->size || (out[at - 1].size == h->size && out[at - 1].err > h->err))) {
    if (at < cap) out[at] = out[at - 1];
    at--;
  }
  if (at < cap) out[at] = *h;
}

/* Whether v[0..n) are one value (a factor constant in x: the other op's mask in a chain). */
static bool flat(const double *v, uint32_t n) {
  for (uint32_t p = 1; p < n; p++)
    if (v[p] != v[0]) return false;
  return true;
}

/* x's side g (values at the probes, without the product's constants) read as k op'(x), k fitted:
 * q = g / k, and dy's side takes the rest of the constants, h->c = c k (its dy is c k times its
 * factors: a value the program must hold, byvalue.c reads it back or refuses). */
static bool split_dy(const Split *s, const RcFusedOp *op, const double *g, double *q, RcRecogHit *h) {
  double k;
  if (!rc_recog_scale_of(op, g, &k)) return false;
  for (uint32_t p = 0; p < s->np; p++) q[p] = g[p] / k;
  h->c = s->c * k;
  return isfinite(h->c) && h->c != 0;
}

/* The splits of s's product with x-side factors among a[0..na) (their values at the fingerprint
 * points fp and the probes pv, by factor), into out. */
static void splits(Split *s, RcValue *x, const uint32_t *a, uint32_t na, double (*fp)[RC_RECOG_FP], double **pv,
                   RcRecogHit *out, uint32_t *got, uint32_t cap) {
  double *g = malloc(sizeof *g * s->np), *q = malloc(sizeof *q * s->np);
  for (uint32_t mask = 1; g && q && mask < (1u << na); mask++) {
    bool in[FACTORS] = {0};
    uint32_t nin = 0;
    for (uint32_t k = 0; k < na; k++)
      if (mask >> k & 1) in[a[k]] = true, nin++;
    if (s->mask >= 0 && !in[s->mask]) continue; /* the mask is on x's side */
    double gp[RC_RECOG_FP];
    for (int p = 0; p < RC_RECOG_FP; p++) {
      gp[p] = s->c;
      for (uint32_t k = 0; k < na; k++)
        if (mask >> k & 1) gp[p] *= fp[k][p];
    }
    const RcFusedOp *cand[8];
    uint32_t nc = rc_recog_fp_lookup(gp, s->tol, true, cand, 8);
    /* else the product's constants split between the sides (each of a chain's backwards scaled
     * its own D, hardsigmoid's 1/6 twice, and the view merged them into 1/36): x's side takes what
     * its derivative's fitted scale says, dy's side the rest (split_dy) */
    bool part = !nc && s->c != 1;
    for (uint32_t k = 0; part && k < na; k++) /* a factor x does not move is dy's there */
      part = !(mask >> k & 1) || !flat(pv[k], s->np);
    for (int p = 0; part && p < RC_RECOG_FP; p++) gp[p] /= s->c;
    if (part) nc = rc_recog_fp_lookup_scaled(gp, s->tol, cand, 8);
    if (!nc) continue;
    for (uint32_t p = 0; p < s->np; p++) {
      g[p] = part ? 1 : s->c;
      for (uint32_t k = 0; k < na; k++)
        if (mask >> k & 1) g[p] *= pv[k][p];
    }
    RcRecogHit h = {.x = x, .c = 1};
    for (uint32_t i = 0; i < s->nf; i++)
      if (!in[i] && h.ndyf < RC_RECOG_DYF) h.dyf[h.ndyf++] = s->f[i];
    if (h.ndyf != s->nf - nin || !distinct(h.dyf, h.ndyf)) continue;
    if (h.ndyf == 1) h.dy = h.dyf[0], h.ndyf = 0;
    h.size = h.ndyf ? rc_recog_order_stops(s->r, s->n, x, h.dyf, h.ndyf) : rc_recog_order(s->r, s->n, x, h.dy);
    if (!h.size) continue;
    rc_recog_unorder(s->r, h.size);
    for (uint32_t k = 0; k < nc; k++) {
      /* a gate, dy times an activation, is no backward of an op not computed on x (gate.c) */
      if (!rc_recog_backward_of(s->r, x, cand[k])) continue;
      if (part && !split_dy(s, cand[k], g, q, &h)) continue;
      if (!rc_recog_compare(cand[k], true, part ? q : g, NAN, s->tol, &h.err)) continue;
      h.op = cand[k];
      keep(out, got, cap, &h);
    }
  }
  free(g);
  free(q);
}

/* P of select(m, P, 0) at n with P a product and m a mask the region evaluates, into *mask; else n. */
static RcNode *masked_product(RcRecog *r, RcNode *n, RcValue **mask) {
  *mask = NULL;
  if (n->op != RC_OP_SELECT || n->noperands != 3) return n;
  RcValue *m = rc_node_operand(n, 0), *p = rc_node_operand(n, 1), *z = rc_node_operand(n, 2);
  if (rc_recog_kind(r, z) != K_CONST || r->consts[r->slot[z->def->id]] != 0 || rc_recog_kind(r, m) != K_ELEM ||
      rc_recog_kind(r, p) != K_ELEM || p->def->op != RC_OP_MULTIPLY)
    return NULL;
  *mask = m;
  return p->def;
}

uint32_t rc_recog_product_at(RcRecog *r, RcNode *n, RcRecogHit *out, uint32_t cap) {
  if (!n || n->id >= r->nids || !cap || (n->op != RC_OP_MULTIPLY && n->op != RC_OP_SELECT) || n->nresults != 1 ||
      rc_recog_kind(r, &n->results[0]) != K_ELEM || !rc_dtype_is_float(n->results[0].type->dtype))
    return 0;
  RcValue *mask;
  RcNode *p = masked_product(r, n, &mask);
  if (!p) return 0;
  Split s = {.r = r, .n = n, .c = 1, .tol = rc_recog_tol(n->results[0].type->dtype), .mask = -1};
  RcValue *anc[FACTORS];
  if (mask) {
    s.mask = 0;
    anc[0] = rc_recog_anchor(r, mask);
    s.f[s.nf++] = mask;
  }
  for (uint32_t i = 0; i < p->noperands; i++) {
    RcValue *v = rc_node_operand(p, i);
    if (rc_recog_kind(r, v) == K_CONST) {
      s.c *= r->consts[r->slot[v->def->id]];
      continue;
    }
    if (s.nf == FACTORS) return 0;
    anc[s.nf] = rc_recog_anchor(r, v);
    s.f[s.nf++] = v;
  }
  if (s.nf < 3) return 0;
  s.np = rc_recog_probes(&s.xs);
  uint32_t got = 0;
  double fp[XSIDE][RC_RECOG_FP], *pv[XSIDE] = {0};
  for (uint32_t i = 0; i < s.nf; i++) {
    RcValue *x = anc[i];
    bool seen = !x || !x->type || !rc_dtype_is_float(x->type->dtype);
    for (uint32_t j = 0; j < i && !seen; j++) seen = anc[j] == x;
    if (seen) continue;
    uint32_t a[XSIDE], na = 0;
    bool other = false; /* a factor not anchored at x: dy's */
    for (uint32_t j = 0; j < s.nf; j++) {
      if (anc[j] != x && s.f[j] != x) {
        other = true;
        continue;
      }
      if (na == XSIDE) continue;
      if (!pv[na] && !(pv[na] = malloc(sizeof **pv * s.np))) break;
      if (!rc_recog_values_of(r, s.f[j], x, rc_recog_fp_x, RC_RECOG_FP, fp[na]) ||
          !rc_recog_values_of(r, s.f[j], x, s.xs, s.np, pv[na]))
        continue;
      a[na++] = j;
    }
    if (other && na) splits(&s, x, a, na, fp, pv, out, &got, cap);
  }
  for (uint32_t k = 0; k < XSIDE; k++) free(pv[k]);
  return got;
}
