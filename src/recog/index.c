/* Candidate regions of one canonical function, found in one pass (recog.h).
 *
 * Read the function as a graph whose edges go from each node to its operands,
 * splat constants dropped, and whose every other value that is no evaluable
 * elementwise op (a parameter, a dot, a reduce, a broadcast) is a leaf. A value
 * x is a candidate leaf of node r when every path from r to a leaf passes
 * through x: r is then a function of x alone. The nearest such x is r's
 * immediate post-dominator toward the leaves, D(r), and the others are D(D(r)),
 * ...: a chain. Operands come before their users in program order, so D(r) is
 * the meeting point of r's operands' chains (the nearest common ancestor in the
 * tree D defines, found by walking up by depth), computed when r is reached;
 * a node whose operands meet nowhere (two independent leaves) starts a tree of
 * its own. The walk is cut after MEET_STEPS steps (a residual add over a long
 * chain), which only loses candidates.
 *
 * The pass keeps D and the depth only. A queried node's value at the
 * fingerprint points as a function of a candidate leaf is computed on demand
 * from its operands' (the chain of an operand holds every candidate leaf of its
 * user, further down), point by point, and kept for the first RC_RECOG_MEMO
 * entries of each node's chain, so the nodes a query reaches cost a few
 * operations each once; the first point alone rules out most candidates, and
 * the table lookup is a binary search. Only a fingerprint hit evaluates the
 * region itself, at every probe point. */
#include <glib.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "numerics/encode.h"
#include "recog/internal.h"

#define MEET_STEPS 64
#define REGION_MAX 1024
#define FP_REGION_MAX 128 /* the largest region whose fingerprint is computed from the region */
#define FP_DEPTH 256      /* the deepest recursion of fp_of */
_Static_assert(RC_RECOG_CHAIN <= RC_RECOG_MEMO, "a root's candidate leaves are among its kept chain entries");

static inline int kind_of(const RcRecog *r, const RcValue *v) { return rc_recog_kind(r, v); }

static inline Elem *elem_of(const RcRecog *r, const RcValue *v) { return rc_recog_elem(r, v); }

static inline uint32_t depth_of(const RcRecog *r, const RcValue *v) {
  return kind_of(r, v) == K_ELEM ? elem_of(r, v)->depth : 1;
}

static inline RcValue *dom_of(const RcRecog *r, const RcValue *v) {
  return kind_of(r, v) == K_ELEM ? elem_of(r, v)->dom : NULL;
}

/* v's elems slot when it is ELEM, else NONE. */
static inline uint32_t eslot(const RcRecog *r, const RcValue *v) {
  return kind_of(r, v) == K_ELEM ? r->slot[v->def->id] : NONE;
}

/* The nearest value through which every path from a and from b to a leaf passes, or NULL.
 * Walks up D by the elems slots (a value that is no ELEM has depth 1 and no D). */
static RcValue *meet(const RcRecog *r, RcValue *a, RcValue *b) {
  uint32_t sa = eslot(r, a), sb = eslot(r, b);
  for (int steps = 0; a != b; steps++) {
    if (!a || !b || steps > MEET_STEPS) return NULL;
    uint32_t da = sa == NONE ? 1 : r->elems[sa].depth, db = sb == NONE ? 1 : r->elems[sb].depth;
    if (da >= db) {
      a = sa == NONE ? NULL : r->elems[sa].dom;
      sa = sa == NONE ? NONE : r->elems[sa].domslot;
    }
    if (db >= da) {
      b = sb == NONE ? NULL : r->elems[sb].dom;
      sb = sb == NONE ? NONE : r->elems[sb].domslot;
    }
  }
  return a;
}

/* The first RC_RECOG_MEMO chain entries of the ELEM value at slot s (entry 0: its D; NULL past the
 * chain's end), walked once per node. Depth falls by one per entry, so a value x of
 * depth d can only be entry depth(v) - d - 1. */
static void fill_chain(RcRecog *r, uint32_t s, RcValue **c) {
  r->elems[s].chained = true;
  for (int j = 0; j < RC_RECOG_MEMO; j++) {
    c[j] = s == NONE ? NULL : r->elems[s].dom;
    s = s == NONE ? NONE : r->elems[s].domslot;
  }
}

static inline RcValue *const *chain_of(RcRecog *r, uint32_t s) {
  RcValue **c = &r->chains[(size_t)s * RC_RECOG_MEMO];
  if (!r->elems[s].chained) fill_chain(r, s, c);
  return c;
}

static bool fp_at(RcRecog *r, const RcValue *v, uint32_t s, int k, const RcValue *x, int p, int depth, double *out);

/* An ELEM node's operand as a slot (REF_CONST | consts slot, elems slot, or NONE for a
 * leaf), kept when the node is indexed (its operands' nodes are read then): a fingerprint
 * already known is then found without touching an operand's node. */
#define REF_CONST 0x80000000u
static uint32_t operand_ref(const RcRecog *r, const RcValue *a) {
  int k = kind_of(r, a);
  return k == K_CONST ? REF_CONST | r->slot[a->def->id] : k == K_ELEM ? r->slot[a->def->id] : NONE;
}

/* Operand a (ref: operand_ref) at fingerprint point p as a function of leaf x (of depth dx)
 * into *out; false when unknown. */
static bool operand_fp(RcRecog *r, const RcValue *a, uint32_t ref, const RcValue *x, uint32_t dx, int p, int depth,
                       double *out) {
  if (a == x) {
    *out = rc_recog_fp_x[p];
    return true;
  }
  if (ref == NONE) return false;
  if (ref & REF_CONST) {
    *out = r->consts[ref & ~REF_CONST];
    return true;
  }
  uint32_t s = ref, da = r->elems[s].depth;
  if (da <= dx || da - dx - 1 >= RC_RECOG_MEMO) return false;
  int j = (int)(da - dx - 1);
  return chain_of(r, s)[j] == x && fp_at(r, a, s, j, x, p, depth + 1, out);
}

/* The value of ELEM node n (at slot s) at fingerprint point p as a function of its chain entry k
 * (x, which the caller has read), from its operands' (memoized); false when unknown (an
 * operand's chain does not reach x within RC_RECOG_MEMO entries, or the recursion is too
 * deep). Point by point: the first point alone rules out most regions (rc_recog_at). */
static bool fp_at(RcRecog *r, const RcValue *v, uint32_t s, int k, const RcValue *x, int p, int depth, double *out) {
  Elem *e = &r->elems[s];
  double *fp = &r->fps[s][p][k];
  uint64_t bit = (uint64_t)1 << (k * RC_RECOG_FP + p);
  if (e->fptried & bit) {
    *out = *fp;
    return e->fpok & bit;
  }
  RcNode *n = v->def; /* read only now: a known fingerprint needs no node */
  uint32_t dx = e->depth - 1 - (uint32_t)k; /* x's depth: one less per entry */
  double a[64];
  bool ok = x && depth < FP_DEPTH && n->noperands <= 64;
  const uint32_t *ref = &r->refs[e->refs];
  for (uint32_t i = 0; ok && i < n->noperands; i++)
    ok = operand_fp(r, rc_node_operand(n, i), ref[i], x, dx, p, depth, &a[i]);
  if (ok) *fp = rc_recog_eval(n, a);
  e->fptried |= bit;
  if (ok) e->fpok |= bit;
  *out = *fp;
  return ok;
}

/* ELEM value v's value at point p as a function of its chain entry k (fp_at). */
static bool fp_of(RcRecog *r, const RcValue *v, int k, int p, int depth, double *out) {
  uint32_t s = r->slot[v->def->id];
  return fp_at(r, v, s, k, chain_of(r, s)[k], p, depth, out);
}

/* What a query compares a region with: the table ops, their derivatives, or their derivatives
 * times a constant. */
enum { M_FWD, M_DERIV, M_SCALED };

/* The fingerprint of ELEM value v as a function of its chain entry k into fp; false when
 * unknown, or when its first point already rules out every table op (tol; mode M_DERIV: every
 * derivative; M_SCALED: every point is needed). */
static bool fingerprint(RcRecog *r, const RcValue *v, int k, double tol, int mode, double *fp) {
  if (!fp_of(r, v, k, 0, 0, &fp[0])) return false;
  for (int p = 1; p < RC_RECOG_FP; p++) fp[p] = fp[0]; /* a lookup of the first point alone */
  const RcFusedOp *any[1];
  if (mode != M_SCALED && !rc_recog_fp_lookup_first(fp[0], tol, mode == M_DERIV, any, 1)) return true;
  for (int p = 1; p < RC_RECOG_FP; p++)
    if (!fp_of(r, v, k, p, 0, &fp[p])) return false;
  return true;
}

static void index_elem(RcRecog *r, RcNode *n, Elem *e) {
  RcValue *d = NULL;
  bool first = true;
  for (uint32_t i = 0; i < n->noperands; i++) {
    RcValue *a = rc_node_operand(n, i);
    if (kind_of(r, a) == K_CONST) continue;
    d = first ? a : meet(r, d, a);
    first = false;
    if (!d) break;
  }
  e->dom = d;
  e->domslot = d ? eslot(r, d) : NONE;
  e->depth = d ? depth_of(r, d) + 1 : 1;
  e->fptried = e->fpok = 0;
  e->chained = false;
  e->refs = r->nrefs; /* room made by the caller */
  for (uint32_t i = 0; i < n->noperands; i++) r->refs[r->nrefs++] = operand_ref(r, rc_node_operand(n, i));
}

/* Room for cap ELEM and cap CONST slots (the fingerprints' memory untouched until used);
 * false on out-of-memory. */
static bool reserve(RcRecog *r, uint32_t cap) {
  if (!cap) cap = 1;
  Elem *e = realloc(r->elems, sizeof *r->elems * cap);
  if (e) r->elems = e;
  RcRecogFp *fps = e ? realloc(r->fps, sizeof *r->fps * cap) : NULL;
  if (fps) r->fps = fps;
  RcValue **ch = fps ? realloc(r->chains, sizeof *r->chains * RC_RECOG_MEMO * cap) : NULL;
  if (ch) r->chains = ch;
  double *k = ch ? realloc(r->consts, sizeof *r->consts * cap) : NULL;
  if (k) r->consts = k;
  if (k) r->cap = cap;
  return k != NULL;
}

RcRecog *rc_recog_new(RcFunc *cf) {
  RcRecog *r = calloc(1, sizeof *r);
  if (!r) return NULL;
  r->cf = cf;
  r->nids = cf->module->node_ids;
  r->kind = calloc(r->nids ? r->nids : 1, 1);
  r->slot = malloc(sizeof *r->slot * (r->nids ? r->nids : 1));
  r->col = malloc(sizeof *r->col * (r->nids ? r->nids : 1));
  /* one slot per node at most: the function's node count (one walk over the nodes) */
  if (!r->kind || !r->slot || !r->col || !reserve(r, cf->nnodes)) {
    rc_recog_free(r);
    return NULL;
  }
  memset(r->slot, 0xff, sizeof *r->slot * r->nids);
  memset(r->col, 0xff, sizeof *r->col * r->nids);
  double a[64];
  for (RcNode *n = cf->first; n; n = n->next) {
    r->reduces |= n->op == RC_OP_REDUCE;
    if (n->id >= r->nids) continue;
    if ((r->nconsts == r->cap || r->nelems == r->cap) && !reserve(r, 2 * r->cap)) {
      rc_recog_free(r);
      return NULL;
    }
    double c;
    if (rc_recog_const(n, &c)) {
      r->kind[n->id] = K_CONST;
      r->slot[n->id] = r->nconsts;
      r->consts[r->nconsts++] = c;
      continue;
    }
    if (!rc_recog_evaluable(n) || n->noperands > 64) continue;
    bool allconst = true;
    for (uint32_t i = 0; i < n->noperands && allconst; i++) {
      RcValue *v = rc_node_operand(n, i);
      allconst = kind_of(r, v) == K_CONST;
      if (allconst) a[i] = r->consts[r->slot[v->def->id]];
    }
    if (allconst) { /* a constant expression the folder left (a compare of constants) */
      r->kind[n->id] = K_CONST;
      r->slot[n->id] = r->nconsts;
      r->consts[r->nconsts++] = rc_recog_eval(n, a);
      continue;
    }
    if (r->nrefs + n->noperands > r->crefs) {
      uint32_t c = 2 * (r->crefs + n->noperands);
      uint32_t *g = realloc(r->refs, sizeof *g * c);
      if (!g) {
        rc_recog_free(r);
        return NULL;
      }
      r->refs = g;
      r->crefs = c;
    }
    r->kind[n->id] = K_ELEM;
    r->slot[n->id] = r->nelems;
    index_elem(r, n, &r->elems[r->nelems++]);
  }
  return r;
}

bool rc_recog_has_reduce(const RcRecog *r) { return r->reduces; }

void rc_recog_set_rows_pending(RcRecog *r, bool pending) { r->rows_pending = pending; }

bool rc_recog_rows_pending(RcRecog *r) {
  bool p = r->rows_pending;
  r->rows_pending = false;
  return p;
}

void rc_recog_free(RcRecog *r) {
  if (!r) return;
  free(r->kind);
  free(r->slot);
  free(r->col);
  free(r->elems);
  free(r->fps);
  free(r->refs);
  free(r->chains);
  free(r->consts);
  free(r->isop);
  free(r->order);
  free(r->vals);
  free(r);
}

typedef struct {
  RcNode *n;
  uint32_t next;
} Frame;

uint32_t rc_recog_order(RcRecog *r, RcNode *root, const RcValue *x, const RcValue *dy) {
  RcValue *const stop[1] = {(RcValue *)dy}; /* read only */
  return rc_recog_order_stops(r, root, x, stop, dy ? 1 : 0);
}

uint32_t rc_recog_order_stops(RcRecog *r, RcNode *root, const RcValue *x, RcValue *const *stops, uint32_t nstops) {
  if (!r->order && !(r->order = malloc(sizeof *r->order * REGION_MAX))) return 0;
  uint32_t n = 0, sp = 0;
  Frame stack[64];
  stack[sp++] = (Frame){root, 0};
  r->col[root->id] = NONE - 1; /* entered */
  bool ok = true;
  while (sp && ok) {
    Frame *t = &stack[sp - 1];
    if (t->next == t->n->noperands) {
      if (n == REGION_MAX) {
        ok = false;
        break;
      }
      r->col[t->n->id] = n;
      r->order[n++] = t->n;
      sp--;
      continue;
    }
    RcValue *v = rc_node_operand(t->n, t->next++);
    bool stop = v == x;
    for (uint32_t i = 0; i < nstops && !stop; i++) stop = v == stops[i];
    if (stop) continue;
    int k = kind_of(r, v);
    if (k == K_CONST) continue;
    if (k != K_ELEM || sp == 64) {
      ok = false;
      break;
    }
    if (r->col[v->def->id] != NONE) continue; /* entered or done */
    r->col[v->def->id] = NONE - 1;
    stack[sp++] = (Frame){v->def, 0};
  }
  if (!ok) { /* clear what was marked: the ordered nodes and the stack */
    for (uint32_t i = 0; i < n; i++) r->col[r->order[i]->id] = NONE;
    for (uint32_t i = 0; i < sp; i++) r->col[stack[i].n->id] = NONE;
    return 0;
  }
  return n;
}

void rc_recog_unorder(RcRecog *r, uint32_t n) {
  for (uint32_t i = 0; i < n; i++) r->col[r->order[i]->id] = NONE;
}

bool rc_recog_evaluate(RcRecog *r, uint32_t n, const RcValue *x, const double *xs, const RcValue *dy,
                     const double *dys, uint32_t np, double *out) {
  double *vals = malloc(sizeof *vals * (size_t)n * np);
  if (!vals) return false;
  double a[64];
  for (uint32_t i = 0; i < n; i++) {
    RcNode *nd = r->order[i];
    for (uint32_t p = 0; p < np; p++) {
      for (uint32_t j = 0; j < nd->noperands; j++) {
        RcValue *v = rc_node_operand(nd, j);
        a[j] = v == x ? xs[p] : v == dy ? dys[p]
             : kind_of(r, v) == K_CONST ? r->consts[r->slot[v->def->id]]
             : vals[(size_t)r->col[v->def->id] * np + p];
      }
      vals[(size_t)i * np + p] = rc_recog_eval(nd, a);
    }
  }
  memcpy(out, vals + (size_t)(n - 1) * np, sizeof *out * np);
  free(vals);
  return true;
}

/* Walks the chain by the elems slots (rc_recog_piece(v): v's slot holds a D), so the nodes
 * along a long chain (a residual stream) are not read. */
RcValue *rc_recog_anchor(const RcRecog *r, RcValue *v) {
  uint32_t s = eslot(r, v);
  for (int i = 0; i < 256 && s != NONE && r->elems[s].dom; i++) {
    v = r->elems[s].dom;
    s = r->elems[s].domslot;
  }
  return s != NONE && r->elems[s].dom ? NULL : v;
}

bool rc_recog_values_of(RcRecog *r, RcValue *v, const RcValue *x, const double *xs, uint32_t np, double *out) {
  if (v == x) {
    for (uint32_t p = 0; p < np; p++) out[p] = xs[p];
    return true;
  }
  uint32_t size = rc_recog_order(r, v->def, x, NULL);
  if (!size) return false;
  bool ok = rc_recog_evaluate(r, size, x, xs, NULL, NULL, np, out);
  rc_recog_unorder(r, size);
  return ok;
}

/* The table ops whose fingerprint (mode M_SCALED: derivative times a constant) is fp, into cand[0..8). */
static uint32_t lookup(int mode, const double *fp, double tol, const RcFusedOp **cand) {
  return mode == M_SCALED ? rc_recog_fp_lookup_scaled(fp, tol, cand, 8) : rc_recog_fp_lookup(fp, tol, mode == M_DERIV, cand, 8);
}

bool rc_recog_held_scale(const RcRecog *r, uint32_t size, double est, RcDType dt, double tol, double *c) {
  double best = NAN;
  for (uint32_t i = 0; i < size; i++)
    for (uint32_t j = 0; j < r->order[i]->noperands; j++) {
      RcValue *v = rc_node_operand(r->order[i], j);
      double k = kind_of(r, v) == K_CONST ? r->consts[r->slot[v->def->id]] : NAN;
      if (fabs(k - est) <= tol * fabs(est) && !(fabs(best - est) <= fabs(k - est))) best = k;
    }
  *c = rc_num_in_dtype(dt, isnan(best) ? est : best);
  return *c != 0 && isfinite(*c);
}

/* The ordered region's (size nodes, values f at the probes, fp at the fingerprint points) reading
 * as c op'(x): c read back as a value of dtype dt (a constant the region holds within tol of the
 * fitted one, else the fitted one, rounded to dt) into *c and f / c into g; false when no c fits
 * or the region reads as c times a table op (a scaled activation, no gradient). */
static bool read_scale(RcRecog *r, uint32_t size, const RcFusedOp *op, const double *f, const double *fp,
                       uint32_t np, RcDType dt, double tol, double *c, double *g) {
  double est;
  if (!rc_recog_scale_of(op, f, &est) || !rc_recog_held_scale(r, size, est, dt, tol, c)) return false;
  double fpn[RC_RECOG_FP];
  for (int p = 0; p < RC_RECOG_FP; p++) fpn[p] = fp[p] / *c;
  const RcFusedOp *any[1];
  if (rc_recog_fp_lookup(fpn, tol, false, any, 1)) return false;
  for (uint32_t p = 0; p <= np; p++) g[p] = f[p] / *c;
  return true;
}

/* rc_recog_at, rc_recog_deriv_at or rc_recog_deriv_scaled_at (mode): the same candidate regions,
 * compared with the references, the derivatives or the derivatives times a constant. */
static uint32_t at(RcRecog *r, RcNode *n, int mode, RcRecogHit *out, uint32_t cap) {
  if (!n || n->id >= r->nids || r->kind[n->id] != K_ELEM || !cap) return 0;
  RcValue *root = &n->results[0], *chain[RC_RECOG_CHAIN];
  const RcType *t = root->type;
  if (!t || !rc_dtype_is_float(t->dtype)) return 0;
  double tol = rc_recog_tol(t->dtype);
  bool deriv = mode != M_FWD;
  uint32_t got = 0;
  const double *xs;
  uint32_t np = rc_recog_probes(&xs);
  int nchain = 0;
  /* the chain's first entries, kept by slot (the fingerprints below read them there too) */
  RcValue *const *kept = chain_of(r, r->slot[n->id]);
  while (nchain < RC_RECOG_CHAIN && kept[nchain]) {
    chain[nchain] = kept[nchain];
    nchain++;
  }
  for (int k = nchain; k-- > 0 && got < cap;) {
    RcValue *x = chain[k];
    if (!x->type || !rc_dtype_is_float(x->type->dtype)) continue;
    const RcFusedOp *cand[8];
    uint32_t size = 0, nc;
    double fp[RC_RECOG_FP];
    if (fingerprint(r, root, k, tol, mode, fp)) {
      nc = lookup(mode, fp, tol, cand);
    } else {
      /* x lies beyond an operand's kept chain (a long Horner chain meets it deep down):
       * the fingerprint from the region itself */
      size = rc_recog_order(r, n, x, NULL);
      if (!size) continue;
      bool ok = size <= FP_REGION_MAX && rc_recog_evaluate(r, size, x, rc_recog_fp_x, NULL, NULL, RC_RECOG_FP, fp);
      nc = ok ? lookup(mode, fp, tol, cand) : 0;
      if (!nc) rc_recog_unorder(r, size);
    }
    if (!nc) continue;
    if (!size) size = rc_recog_order(r, n, x, NULL);
    if (!size) continue;
    double *f = malloc(sizeof *f * 2 * (np + 1)), nanx = NAN;
    bool ok = f && rc_recog_evaluate(r, size, x, xs, NULL, NULL, np, f) && rc_recog_evaluate(r, size, x, &nanx, NULL, NULL, 1, f + np);
    uint32_t first = got;
    for (uint32_t c = 0; ok && c < nc && got < cap; c++) {
      double err, scale = 1, *g = f + np + 1;
      if (mode == M_SCALED && !read_scale(r, size, cand[c], f, fp, np, t->dtype, tol, &scale, g)) continue;
      if (!rc_recog_compare(cand[c], deriv, mode == M_SCALED ? g : f, deriv ? NAN : f[np], tol, &err)) continue;
      uint32_t at = got++; /* the closest op first */
      while (at > first && out[at - 1].err > err) {
        out[at] = out[at - 1];
        at--;
      }
      out[at] = (RcRecogHit){.op = cand[c], .x = x, .ones = deriv, .c = scale, .err = err, .size = size};
    }
    rc_recog_unorder(r, size);
    free(f);
  }
  return got;
}

uint32_t rc_recog_at(RcRecog *r, RcNode *n, RcRecogHit *out, uint32_t cap) { return at(r, n, M_FWD, out, cap); }

uint32_t rc_recog_deriv_at(RcRecog *r, RcNode *n, RcRecogHit *out, uint32_t cap) { return at(r, n, M_DERIV, out, cap); }

/* Whether rc_recog_at reads node m as op applied to x. */
static bool is_op_of(RcRecog *r, RcNode *m, const RcValue *x, const RcFusedOp *op) {
  RcRecogHit h[4];
  uint32_t nh = rc_recog_at(r, m, h, 4);
  for (uint32_t k = 0; k < nh; k++)
    if (h[k].op == op && h[k].x == x) return true;
  return false;
}

/* Whether the region of n down to x (at most 64 nodes) holds a value below n that rc_recog_at
 * reads as op applied to x, or one that such a value outside the region reads (the exp(x) of
 * log(1 + exp(x))). */
static bool reads_output(RcRecog *r, RcNode *n, RcValue *x, const RcFusedOp *op) {
  RcNode *nodes[64];
  uint32_t size = rc_recog_order(r, n, x, NULL);
  bool small = size <= 64;
  if (small) memcpy(nodes, r->order, sizeof *nodes * size);
  rc_recog_unorder(r, size); /* rc_recog_at orders regions of its own */
  for (uint32_t i = 0; small && i + 1 < size; i++)
    if (is_op_of(r, nodes[i], x, op)) return true;
  for (uint32_t i = 0; small && i + 1 < size; i++)
    for (const RcUse *u = nodes[i]->results[0].uses; u; u = u->next) {
      bool in = false;
      for (uint32_t j = 0; j < size && !in; j++) in = nodes[j] == u->user;
      if (!in && u->user->id < r->nids && r->kind[u->user->id] == K_ELEM && is_op_of(r, u->user, x, op)) return true;
    }
  return false;
}

uint32_t rc_recog_deriv_of_output_at(RcRecog *r, RcNode *n, RcRecogHit *out, uint32_t cap) {
  RcRecogHit h[8];
  uint32_t nh = at(r, n, M_DERIV, h, cap < 8 ? cap : 8), got = 0;
  for (uint32_t i = 0; i < nh; i++)
    if (reads_output(r, n, h[i].x, h[i].op)) out[got++] = h[i];
  return got;
}

uint32_t rc_recog_deriv_scaled_at(RcRecog *r, RcNode *n, RcRecogHit *out, uint32_t cap) {
  return at(r, n, M_SCALED, out, cap);
}

bool rc_recog_distance(RcRecog *r, RcNode *n, RcValue *x, const RcFusedOp *op, double *err) {
  if (!n || n->id >= r->nids || r->kind[n->id] != K_ELEM || !x || !x->type || !rc_dtype_is_float(x->type->dtype) ||
      !rc_dtype_is_float(n->results[0].type->dtype))
    return false;
  const double *xs;
  uint32_t np = rc_recog_probes(&xs), size = rc_recog_order(r, n, x, NULL);
  if (!size) return false;
  double *f = malloc(sizeof *f * (np + 1)), nanx = NAN;
  bool ok = f && rc_recog_evaluate(r, size, x, xs, NULL, NULL, np, f) && rc_recog_evaluate(r, size, x, &nanx, NULL, NULL, 1, f + np);
  rc_recog_unorder(r, size);
  ok = ok && rc_recog_compare(op, false, f, f[np], rc_recog_tol(n->results[0].type->dtype), err);
  free(f);
  return ok;
}

bool rc_recog_value_at(RcRecog *r, RcNode *n, const RcValue *x, double xv, double *out) {
  if (!n || n->id >= r->nids || r->kind[n->id] != K_ELEM || !x) return false;
  uint32_t size = rc_recog_order(r, n, x, NULL);
  if (!size) return false;
  bool ok = rc_recog_evaluate(r, size, x, &xv, NULL, NULL, 1, out);
  rc_recog_unorder(r, size);
  return ok;
}

uint32_t rc_recog_region(RcRecog *r, RcNode *n, const RcRecogHit *h, RcNode ***nodes, uint32_t *cap) {
  uint32_t size = h->ndyf ? rc_recog_order_stops(r, n, h->x, h->dyf, h->ndyf) : rc_recog_order(r, n, h->x, h->dy);
  if (!size) return 0;
  if (size > *cap) {
    RcNode **nn = realloc(*nodes, sizeof *nn * size);
    if (!nn) {
      rc_recog_unorder(r, size);
      return 0;
    }
    *nodes = nn;
    *cap = size;
  }
  for (uint32_t i = 0; i < size; i++) (*nodes)[i] = r->order[size - 1 - i];
  rc_recog_unorder(r, size);
  return size;
}
