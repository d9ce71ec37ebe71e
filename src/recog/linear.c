/* Two-leaf regions linear in one leaf (recog.h): the backward of an
 * activation, dx = dy * g(x), spelled however autodiff distributed dy over its
 * terms. Which two values are the leaves is read from the index: the root
 * mixes two values (no single candidate leaf); below it, the mixing nodes (sums
 * and products of a dy-term and an x-term) are opened, and each operand that is
 * a function of one value (a "piece": exp(-x^2/2), 1 + erf(x/sqrt 2)) stands
 * for the end of its chain, the value it is ultimately a function of (its
 * anchor); where that gives no hit, a piece whose chain ends at a mixing node
 * (a constant times a sum of dy-terms) opens that node instead. A mixing operand
 * that is no anchor and reaches none (a dy that is itself a sum of gradients) is
 * a leaf as it is. The region is taken when that leaves exactly two values.
 *
 * Linearity in dy is probed: f(x, a d1 + b d2) = a f(x, d1) + b f(x, d2) and
 * f(x, 0) = 0 at the fingerprint points; then g(x) = f(x, 1) is compared with
 * the table ops' derivative references (rc_fused_dref) as a one-leaf region is
 * with their references. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "recog/internal.h"

#define CONE_MAX 256
#define ANCHORS 8
#define CHAIN_WALK 256
#define DY_TRIES 8

enum { SEEN = NONE - 2, HOLDS = NONE - 3, EMPTY = NONE - 4, OPENED = NONE - 5 };

typedef struct {
  RcRecog *r;
  RcValue *anchor[ANCHORS];
  uint32_t nanchor;
  RcNode *marked[CONE_MAX];
  uint32_t nmarked;
  bool open; /* scaled sums opened (through) */
  bool bad;
  RcValue *fixed;         /* a dy taken as a leaf as it is, whatever it reads (or NULL) */
  RcValue *cut;           /* a value where the pieces' chains passing it end (or NULL): cut_tries */
  RcValue *first[ANCHORS]; /* per anchor, the first piece found anchored there */
  RcValue *cand[DY_TRIES]; /* the values the passes opened or anchored through: dy candidates */
  uint32_t ncand;
} Cone;

static bool mixing(const RcRecog *r, const RcValue *v) {
  return rc_recog_kind(r, v) == K_ELEM && !rc_recog_elem(r, v)->dom;
}

/* v, or (c->open) where v is a piece whose chain ends at a mixing node (c (a + b), a
 * constant times a sum of dy-terms, as JAX scales a distributed dy), that mixing node: it
 * is opened as a mixing operand would be, not taken as an anchor. Tried second, where the
 * sum taken as a leaf gave no hit (in a training graph dy itself may be such a sum). */
/* Whether mixing node m reads a piece, itself or through mixing nodes (up to depth 8): a sum
 * of dy-terms does, a leaf computed elementwise from non-elementwise values (x = a dot plus a
 * bias) does not. */
static bool reads_piece(const RcRecog *r, const RcNode *m, int depth) {
  for (uint32_t i = 0; i < m->noperands; i++) {
    RcValue *a = rc_node_operand(m, i);
    if (rc_recog_piece(r, a) || (depth < 8 && mixing(r, a) && reads_piece(r, a->def, depth + 1))) return true;
  }
  return false;
}

static RcValue *anchor_in(const Cone *c, RcValue *v);

/* Whether mixing node m is a biased value, f(y) + b: a sum of pieces that end at no sum of
 * dy-terms and at least one leaf that is no constant (a bias vector, broadcast), the input
 * of the outer op in f(f(x) + b). No autodiff sum is one (each of its terms reads dy), so the
 * pieces that end at it (the outer backward's) take it as their anchor, not opened. */
static bool biased(const Cone *c, const RcNode *m) {
  if (m->op != RC_OP_ADD && m->op != RC_OP_SUBTRACT) return false;
  bool leaf = false, fn = false;
  for (uint32_t i = 0; i < m->noperands; i++) {
    RcValue *a = rc_node_operand(m, i), *x;
    int k = rc_recog_kind(c->r, a);
    if (k == K_CONST) continue;
    if (k == K_LEAF && a != c->fixed) leaf = true;
    else if (rc_recog_piece(c->r, a) && (x = anchor_in(c, a)) && x != c->fixed &&
             !(mixing(c->r, x) && reads_piece(c->r, x->def, 0)))
      fn = true;
    else return false;
  }
  return leaf && fn;
}

static RcValue *through(const Cone *c, RcValue *v) {
  RcValue *x = c->open && rc_recog_piece(c->r, v) ? anchor_in(c, v) : NULL;
  return x && mixing(c->r, x) && reads_piece(c->r, x->def, 0) && !biased(c, x->def) ? x : v;
}

/* The value piece v is ultimately a function of (the end of its chain), stopping at the fixed
 * dy and at the cut: a piece of dy (0.5 dy) ends there, and so does a scaled sum opened
 * through (c dy, dy a loss's gradient 2 (y - t) / N that reads x too, stays the leaf). */
static RcValue *anchor_in(const Cone *c, RcValue *v) {
  for (int i = 0; i < CHAIN_WALK && rc_recog_piece(c->r, v) && v != c->fixed && v != c->cut; i++)
    v = rc_recog_elem(c->r, v)->dom;
  return v == c->fixed || v == c->cut || !rc_recog_piece(c->r, v) ? v : NULL;
}

static bool is_anchor(const Cone *c, const RcValue *v) {
  for (uint32_t i = 0; i < c->nanchor; i++)
    if (c->anchor[i] == v) return true;
  return false;
}

static void mark(Cone *c, RcNode *n, uint32_t m) {
  if (c->r->col[n->id] == NONE) {
    if (c->nmarked == CONE_MAX) {
      c->bad = true;
      return;
    }
    c->marked[c->nmarked++] = n;
  }
  c->r->col[n->id] = m;
}

/* Pass 1: the anchors of the pieces under the mixing nodes below n. */
static void find_anchors(Cone *c, RcNode *n) {
  RcNode *stack[CONE_MAX];
  uint32_t sp = 0;
  stack[sp++] = n;
  mark(c, n, SEEN);
  while (sp && !c->bad) {
    RcNode *m = stack[--sp];
    for (uint32_t i = 0; i < m->noperands && !c->bad; i++) {
      RcValue *a = through(c, rc_node_operand(m, i));
      if (a == c->fixed) continue;
      if (rc_recog_piece(c->r, a)) {
        RcValue *x = anchor_in(c, a);
        if (!x) c->bad = true;
        else if (!is_anchor(c, x)) {
          if (c->nanchor == ANCHORS) c->bad = true;
          else c->first[c->nanchor] = a, c->anchor[c->nanchor++] = x;
        }
      } else if (mixing(c->r, a) && c->r->col[a->def->id] == NONE) {
        mark(c, a->def, SEEN);
        if (sp < CONE_MAX) stack[sp++] = a->def;
        else c->bad = true;
      }
    }
  }
}

/* Whether mixing node m reads a piece or an anchor, itself or through mixing nodes
 * (memoized in col). */
static bool holds(Cone *c, RcNode *m, int depth) {
  uint32_t k = c->r->col[m->id];
  if (k == HOLDS || k == EMPTY || k == OPENED) return k != EMPTY;
  if (depth > 64) {
    c->bad = true;
    return false;
  }
  bool h = false;
  for (uint32_t i = 0; i < m->noperands && !h; i++) {
    RcValue *a = through(c, rc_node_operand(m, i));
    h = rc_recog_piece(c->r, a) || is_anchor(c, a) || a == c->fixed || (mixing(c->r, a) && holds(c, a->def, depth + 1));
  }
  mark(c, m, h ? HOLDS : EMPTY);
  return h;
}

/* Records v as a dy to try as a leaf as it is (rc_recog_linear_at's last try). */
static void note(Cone *c, RcValue *v) {
  for (uint32_t i = 0; i < c->ncand; i++)
    if (c->cand[i] == v) return;
  if (c->ncand < DY_TRIES) c->cand[c->ncand++] = v;
}

/* Pass 2: the leaves of the region under n; false when more than two. */
static bool leaves(Cone *c, RcNode *n, RcValue **lv, uint32_t *nl) {
  RcNode *stack[CONE_MAX];
  uint32_t sp = 0;
  stack[sp++] = n;
  *nl = 0;
  while (sp && !c->bad) {
    RcNode *m = stack[--sp];
    for (uint32_t i = 0; i < m->noperands && !c->bad; i++) {
      RcValue *a0 = rc_node_operand(m, i), *a = through(c, a0), *leaf = NULL;
      int k = rc_recog_kind(c->r, a);
      if (k == K_CONST) continue;
      if (a == c->fixed || is_anchor(c, a)) leaf = a;
      else if (rc_recog_piece(c->r, a)) {
        leaf = anchor_in(c, a);
        /* a scaled dy: each step of its chain may be where dy ends and the region begins */
        for (RcValue *v = a; leaf && mixing(c->r, leaf) && v != leaf; v = rc_recog_elem(c->r, v)->dom) note(c, v);
      } else if (mixing(c->r, a) && holds(c, a->def, 0)) {
        if (c->r->col[a->def->id] != OPENED) { /* first time: open it */
          note(c, a0);
          mark(c, a->def, OPENED);
          if (sp < CONE_MAX) stack[sp++] = a->def;
          else c->bad = true;
        }
        continue;
      } else leaf = a;
      bool have = false;
      for (uint32_t j = 0; j < *nl; j++) have |= lv[j] == leaf;
      if (!have) {
        if (*nl == 2) return false;
        lv[(*nl)++] = leaf;
      }
    }
  }
  return !c->bad;
}

/* The linearity probes' dy values: d1, d2 and a d1 + b d2 (then 1). */
static const double LD1 = 0.8125, LD2 = -1.4375, LA = 1.5, LB = -0.75;

void rc_recog_linear_probes(double *xs, double *ds) {
  enum { P = RC_RECOG_FP };
  for (int p = 0; p < P; p++) {
    xs[p] = xs[P + p] = xs[2 * P + p] = xs[3 * P + p] = rc_recog_fp_x[p];
    ds[p] = LD1;
    ds[P + p] = LD2;
    ds[2 * P + p] = LA * LD1 + LB * LD2;
    ds[3 * P + p] = 1.0;
  }
}

bool rc_recog_linear_at_probes(const double *f, double *g) {
  enum { P = RC_RECOG_FP };
  for (int p = 0; p < P; p++) {
    double want = LA * f[p] + LB * f[P + p], got = f[2 * P + p];
    if (!isfinite(got) || fabs(got - want) > 1e-9 * fmax(1, fabs(want))) return false;
    if (fabs(f[p] / LD1 - f[3 * P + p]) > 1e-9 * fmax(1, fabs(f[3 * P + p]))) return false;
    g[p] = f[3 * P + p];
  }
  return true;
}

/* Whether the ordered region (size nodes) is linear in dy at the fingerprint points,
 * and g(x) = f(x, 1) there into g. */
static bool linear(RcRecog *r, uint32_t size, RcValue *x, RcValue *dy, double *g) {
  double xs[RC_RECOG_LINEAR_NP], ds[RC_RECOG_LINEAR_NP], f[RC_RECOG_LINEAR_NP];
  rc_recog_linear_probes(xs, ds);
  return rc_recog_evaluate(r, size, x, xs, dy, ds, RC_RECOG_LINEAR_NP, f) && rc_recog_linear_at_probes(f, g);
}

/* The derivative ops that g matches at every probe (closest first) into out. */
static uint32_t match_g(RcRecog *r, RcNode *n, uint32_t size, RcValue *x, RcValue *dy, const double *g,
                        RcRecogHit *out, uint32_t cap) {
  if (r->scaled) return rc_recog_match_scaled(r, n, size, x, dy, g, out, cap);
  const RcFusedOp *cand[8];
  double tol = rc_recog_tol(n->results[0].type->dtype);
  uint32_t nc = rc_recog_fp_lookup(g, tol, true, cand, 8), got = 0;
  if (!nc) return 0;
  const double *xs;
  uint32_t np = rc_recog_probes(&xs);
  double *ones = malloc(sizeof *ones * np), *f = malloc(sizeof *f * np);
  bool ok = ones && f;
  for (uint32_t p = 0; ok && p < np; p++) ones[p] = 1.0;
  ok = ok && rc_recog_evaluate(r, size, x, xs, dy, ones, np, f);
  for (uint32_t c = 0; ok && c < nc && got < cap; c++) {
    double err;
    if (!rc_recog_compare(cand[c], true, f, NAN, tol, &err)) continue;
    uint32_t at = got++;
    while (at > 0 && out[at - 1].err > err) {
      out[at] = out[at - 1];
      at--;
    }
    out[at] = (RcRecogHit){.op = cand[c], .x = x, .dy = dy, .err = err, .size = size};
  }
  free(ones);
  free(f);
  return got;
}

/* One try of linear_cone: the scaled sums opened (open), a dy taken as it is (fixed), a cut
 * (Cone.cut). Out: where the region had two leaves and was linear in one of them, dy, but no
 * derivative matched it, its x, dy and the first piece anchored at x (un*, when unx is NULL). */
typedef struct {
  bool open;
  RcValue *fixed, *cut;
  RcValue *unx, *undy, *unpiece;
} Try;

static uint32_t linear_cone(RcRecog *r, RcNode *n, Try *t, RcValue **cand, uint32_t *ncand, RcRecogHit *out,
                            uint32_t cap);
static uint32_t cut_tries(RcRecog *r, RcNode *n, const Try *t, RcRecogHit *out, uint32_t cap);

/* Tried in turn until one gives a hit: the scaled sums as leaves; them opened; then each value
 * those two passes opened or anchored a dy-side piece through, taken as dy as it is, with the
 * scaled sums around it as leaves and then opened (JAX scales the sum that reads such a dy by
 * a constant of f': 0.797885 (dy s + dy s t) in GELU-tanh's backward). The last
 * is the dy that is itself a function of x: the cotangent of an op whose output is multiplied
 * by another function of x (f(x) q(x)), of an op applied to its own output (f(f(x))), or a
 * loss's derivative (2 (f(x) - t) / N); opening it mixes x into what should be dy. f(x, D) is
 * probed as a function of two free leaves, so a hit holds whatever D is. */
/* Whether n is a constant times (or over, or minus) a mixing node: a backward whose dy-sum
 * autodiff scales last (0.5 (dy (1 - t) + dy (1 - t) t) of 0.5 tanh(x/2) + 0.5). */
static bool scaled_sum(const RcRecog *r, const RcNode *n) {
  if (n->op != RC_OP_MULTIPLY && n->op != RC_OP_DIVIDE && n->op != RC_OP_NEGATE) return false;
  return rc_recog_piece(r, &n->results[0]) && mixing(r, rc_recog_elem(r, &n->results[0])->dom);
}

uint32_t rc_recog_linear_at(RcRecog *r, RcNode *n, RcRecogHit *out, uint32_t cap) {
  if (!n || n->id >= r->nids || !cap || !rc_dtype_is_float(n->results[0].type->dtype) ||
      !(mixing(r, &n->results[0]) || scaled_sum(r, n)))
    return 0;
  r->pending = false;
  r->unmatched = false;
  uint32_t got = 0, ncand = 0;
  RcValue *cand[DY_TRIES];
  Try un = {0};
  for (int open = 0; open < 2 && !got; open++) {
    Try t = {.open = open, .unx = un.unx, .undy = un.undy, .unpiece = un.unpiece};
    got = linear_cone(r, n, &t, cand, &ncand, out, cap);
    un = t;
  }
  bool done = got > 0;
  /* of the dy candidates, the one whose region is largest (the whole backward, not a part of
   * it that happens to be another op's: 0.5 D (1 + t) = D sigmoid(x) inside dy sigmoid'(x)) */
  RcRecogHit best[8];
  for (uint32_t i = 0; i < ncand && !done; i++)
    for (int open = 0; open < 2; open++) {
      Try t = {.open = open, .fixed = cand[i], .unx = un.unx, .undy = un.undy, .unpiece = un.unpiece};
      uint32_t h = linear_cone(r, n, &t, NULL, NULL, best, cap < 8 ? cap : 8);
      un = t;
      if (h && (!got || best[0].size > out[0].size)) {
        memcpy(out, best, sizeof *best * h);
        got = h;
      }
    }
  if (!got && un.unx) got = cut_tries(r, n, &un, out, cap);
  r->pending = !got && un.unx;
  return got;
}

bool rc_recog_linear_pending(RcRecog *r) {
  bool p = r->pending;
  r->pending = false;
  return p;
}

/* The value the ordered region (size nodes) reads x through when that is a clamp of x by
 * constants (minimum, maximum or clamp; several in a chain), x's only reader in the region;
 * else NULL. */
static RcValue *clamped(RcRecog *r, uint32_t size, RcValue *x) {
  RcValue *v = x;
  for (int depth = 0; depth < 4; depth++) {
    RcNode *reader = NULL;
    uint32_t readers = 0;
    for (uint32_t i = 0; i < size; i++)
      for (uint32_t j = 0; j < r->order[i]->noperands; j++)
        if (rc_node_operand(r->order[i], j) == v && (reader != r->order[i] || !readers)) {
          reader = r->order[i];
          readers++;
        }
    if (readers != 1 || reader == r->order[size - 1] ||
        (reader->op != RC_OP_MINIMUM && reader->op != RC_OP_MAXIMUM && reader->op != RC_OP_CLAMP))
      break;
    for (uint32_t j = 0; j < reader->noperands; j++)
      if (rc_node_operand(reader, j) != v && rc_recog_kind(r, rc_node_operand(reader, j)) != K_CONST) return v == x ? NULL : v;
    v = &reader->results[0];
  }
  return v == x ? NULL : v;
}

static uint32_t linear_cone(RcRecog *r, RcNode *n, Try *t, RcValue **cand, uint32_t *ncand, RcRecogHit *out,
                            uint32_t cap) {
  Cone c = {.r = r, .open = t->open, .fixed = t->fixed, .cut = t->cut};
  RcValue *lv[2];
  uint32_t nl = 0, got = 0;
  find_anchors(&c, n);
  bool two = !c.bad && leaves(&c, n, lv, &nl) && nl == 2;
  for (uint32_t i = 0; i < c.nmarked; i++) r->col[c.marked[i]->id] = NONE;
  for (uint32_t i = 0; cand && i < c.ncand; i++) {
    bool have = false;
    for (uint32_t j = 0; j < *ncand; j++) have |= cand[j] == c.cand[i];
    if (!have && *ncand < DY_TRIES) cand[(*ncand)++] = c.cand[i];
  }
  if (!two) return 0;
  for (int k = 0; k < 2 && !got; k++) {
    RcValue *x = lv[k], *dy = lv[1 - k];
    if (t->fixed && dy != t->fixed) continue;
    if (t->cut && x != t->cut) continue;
    if (!x->type || !rc_dtype_is_float(x->type->dtype) || !dy->type || !rc_dtype_is_float(dy->type->dtype)) continue;
    uint32_t size = rc_recog_order(r, n, x, dy);
    if (!size) continue;
    RcValue *xc = clamped(r, size, x);
    double g[RC_RECOG_FP];
    bool lin = linear(r, size, x, dy, g);
    if (lin) got = match_g(r, n, size, x, dy, g, out, cap);
    rc_recog_unorder(r, size);
    /* the region above x's clamp, first: the clamp is the model's (a SwiGLU gate clamped
     * before its activation), and the probes, well inside it, do not tell the two apart */
    uint32_t cs = xc ? rc_recog_order(r, n, xc, dy) : 0;
    RcRecogHit above[8];
    uint32_t ga = cs && linear(r, cs, xc, dy, g) ? match_g(r, n, cs, xc, dy, g, above, cap < 8 ? cap : 8) : 0;
    if (cs) rc_recog_unorder(r, cs);
    /* a gate, dy times an activation, is no backward of an op the program does not compute on x
     * (gate.c; after unorder: it reads regions of its own) */
    bool read = got || ga;
    got = rc_recog_ungate(r, out, got);
    ga = rc_recog_ungate(r, above, ga);
    if (ga) {
      uint32_t keep = got + ga > cap ? cap - ga : got;
      memmove(out + ga, out, sizeof *out * keep);
      memcpy(out, above, sizeof *above * ga);
      got = keep + ga;
    }
    r->unmatched |= lin && !read;
    for (uint32_t i = 0; lin && !read && !t->unx && i < c.nanchor; i++)
      if (c.anchor[i] == x) t->unx = x, t->undy = dy, t->unpiece = c.first[i];
  }
  return got;
}

/* ---- cuts: an op applied to another op's output (f(f(x)), a norm after an activation) ----
 * The pieces of the outer op's backward are functions of the inner op's output y, and so,
 * through the inner op, of x: their chains pass y and end at x, and the region read down to x
 * is no derivative. Where a region was linear in dy but matched none, the values on the way
 * from its first x-side piece down to x that are a table op's output (a call raised earlier,
 * or a region rc_recog_at reads as an op) are tried as the leaf instead, nearest first: the
 * pieces whose chains pass it end there. A cut that some x-side piece does not pass leaves
 * three leaves and fails at once. */

#define CUTS 4

/* Whether ELEM value v is a table op's output (rc_recog_at finds an op rooted at it), memoized. */
static bool op_output(RcRecog *r, RcValue *v) {
  if (!r->isop && !(r->isop = calloc(r->nelems ? r->nelems : 1, 1))) return false;
  uint8_t *m = &r->isop[r->slot[v->def->id]];
  if (!*m) {
    RcRecogHit h[1];
    *m = rc_recog_at(r, v->def, h, 1) ? 2 : 1;
  }
  return *m == 2;
}

static uint32_t cut_tries(RcRecog *r, RcNode *n, const Try *t, RcRecogHit *out, uint32_t cap) {
  RcValue *cuts[CUTS];
  uint32_t ncut = 0, got = 0;
  RcValue *v = t->unpiece;
  for (int i = 0; i < CHAIN_WALK && ncut < CUTS && v && v != t->unx && rc_recog_piece(r, v); i++) {
    if (v->type && rc_dtype_is_float(v->type->dtype) && op_output(r, v)) cuts[ncut++] = v;
    v = rc_recog_elem(r, v)->dom;
  }
  /* each cut with the scaled sums as leaves, then opened (JAX's GELU-tanh backward over y
   * scales its dy-side sum by 0.797885 before it adds the cube's term: a leaf of its own, not
   * opened, besides y and dy) */
  for (uint32_t i = 0; i < ncut && !got; i++)
    for (int open = 0; open < 2 && !got; open++) {
      Try k = {.open = open, .cut = cuts[i], .fixed = t->undy, .unx = cuts[i]};
      got = linear_cone(r, n, &k, NULL, NULL, out, cap);
    }
  return got;
}
