/* The index's data, shared by the finder of one-leaf regions (index.c) and of
 * two-leaf linear ones (linear.c). Internal to src/recog. */
#ifndef RC_RECOG_INTERNAL_H
#define RC_RECOG_INTERNAL_H

#include "recog/recog.h"

#define NONE UINT32_MAX

enum { K_LEAF, K_CONST, K_ELEM };

/* An evaluable node: its candidate leaves are D, D(D), ... (the chain, walked through
 * dom), and its fingerprint as a function of chain entry k is computed point by point
 * on first use (RcRecog.fps at the node's slot: memory untouched until then). */
typedef struct {
  RcValue *dom;                    /* D(node), NULL when none */
  uint32_t depth;                  /* 1 + depth(D), 1 without D */
  uint32_t domslot;                /* D's elems slot when D is ELEM, else NONE: chains walk the
                                    * slots, not the values' nodes */
  uint64_t fptried, fpok;          /* bit k * RC_RECOG_FP + p: fps[slot][p][k] computed, and known */
  uint32_t refs;                   /* its operands' entries in RcRecog.refs (index.c operand_ref) */
  bool chained;                    /* chains[slot] holds its first RC_RECOG_MEMO chain entries */
} Elem;

/* Fingerprints are kept for this many chain entries of each node: a root's candidate
 * leaves (its first RC_RECOG_CHAIN entries) lie further down its operands' chains,
 * behind their own inner leaves. */
#define RC_RECOG_MEMO 16
/* By point, then entry: the first point of every entry, which rules out most regions,
 * shares a cache line or two. */
typedef double RcRecogFp[RC_RECOG_FP][RC_RECOG_MEMO];

struct RcRecog {
  RcFunc *cf;
  uint32_t nids;
  uint8_t *kind;  /* per node id */
  uint32_t *slot; /* per node id: ELEM -> elems index; CONST -> consts index; else NONE */
  Elem *elems;
  RcRecogFp *fps; /* per elems slot */
  RcValue **chains; /* per elems slot, RC_RECOG_MEMO entries: the chain, filled on first use */
  double *consts;
  uint32_t nelems, nconsts;
  uint32_t cap;    /* room in elems, fps, chains and consts */
  uint32_t *refs;  /* per ELEM operand: its slot (index.c operand_ref) */
  uint32_t nrefs, crefs;
  bool reduces;   /* cf holds a reduce node */
  uint8_t *isop;  /* per elems slot, made on first use (linear.c cuts): 0 unknown, 1 no table op's
                   * output, 2 one */
  bool pending;   /* rc_recog_linear_pending */
  bool rows_pending; /* rc_recog_rows_pending */
  bool scaled;    /* rc_recog_linear_scaled_at is running: linear.c compares g with c op' */
  bool unmatched; /* the last rc_recog_linear_at read a region linear in its dy that matched no
                   * derivative (rc_recog_linear_scaled_at runs only then) */
  /* scratch of region evaluation */
  uint32_t *col;  /* per node id: column of the node in vals, or NONE */
  RcNode **order;
  double *vals;
};

static inline int rc_recog_kind(const RcRecog *r, const RcValue *v) {
  return v && v->def && v->def->id < r->nids && v->def->nresults == 1 ? r->kind[v->def->id] : K_LEAF;
}

static inline Elem *rc_recog_elem(const RcRecog *r, const RcValue *v) { return &r->elems[r->slot[v->def->id]]; }

/* Whether v is a function of one value (a "piece": exp(-x^2/2), 1 + erf(x/sqrt 2)), whose chain
 * of one-leaf nodes goes on to that value. */
static inline bool rc_recog_piece(const RcRecog *r, const RcValue *v) {
  return rc_recog_kind(r, v) == K_ELEM && rc_recog_elem(r, v)->dom;
}
/* The end of v's chain of one-leaf nodes (v itself for a leaf or a node of several leaves);
 * NULL for a chain longer than 256 (index.c). */
RcValue *rc_recog_anchor(const RcRecog *r, RcValue *v);
/* The values of v as a function of x at xs[0..np) into out; false when v reads another leaf
 * (index.c). */
bool rc_recog_values_of(RcRecog *r, RcValue *v, const RcValue *x, const double *xs, uint32_t np, double *out);

/* gate.c: whether dy op'(x) may be read as op's backward: op's derivative is no table activation,
 * or the view computes op on x; else it is that activation gated by dy (dy sigmoid(x) with no
 * softplus of x). */
bool rc_recog_backward_of(RcRecog *r, const RcValue *x, const RcFusedOp *op);
/* gate.c: keeps of the backward readings h[0..n) those rc_recog_backward_of takes; returns how many. */
uint32_t rc_recog_ungate(RcRecog *r, RcRecogHit *h, uint32_t n);

/* The region of root down to the leaves x (and dy, when not NULL) in operand-first
 * order into r->order; its size, or 0 when it reads another leaf or is too large.
 * Marks its nodes (r->col) until rc_recog_unorder. */
uint32_t rc_recog_order(RcRecog *r, RcNode *root, const RcValue *x, const RcValue *dy);
/* The same with the leaves x and stops[0..nstops) (the factors of a product's dy, factors.c). */
uint32_t rc_recog_order_stops(RcRecog *r, RcNode *root, const RcValue *x, RcValue *const *stops, uint32_t nstops);
void rc_recog_unorder(RcRecog *r, uint32_t n);
/* Evaluates the ordered region (n nodes) with x = xs[p] and dy = dys[p] for p < np;
 * the root's values go to out[0..np). False on out-of-memory. */
bool rc_recog_evaluate(RcRecog *r, uint32_t n, const RcValue *x, const double *xs, const RcValue *dy,
                       const double *dys, uint32_t np, double *out);
/* linear.c: the probes of a test that a function f(x, dy) is linear in dy, RC_RECOG_LINEAR_NP
 * points: x at each fingerprint point with four dy values each, into xs and ds. */
enum { RC_RECOG_LINEAR_NP = 4 * RC_RECOG_FP };
void rc_recog_linear_probes(double *xs, double *ds);
/* Whether f at those probes (f[p] = f(xs[p], ds[p])) is linear in dy, f(x, a d1 + b d2) =
 * a f(x, d1) + b f(x, d2) and f(x, d1) / d1 = f(x, 1), and g(x) = f(x, 1) at the fingerprint
 * points into g. */
bool rc_recog_linear_at_probes(const double *f, double *g);
/* The constant c of a region read as c times a reference (est, the fitted one): a constant the
 * ordered region (size nodes) holds within tol of est (1/N of a mean), else est, rounded to
 * dtype dt, into *c; false when it is 0 or not finite (index.c). */
bool rc_recog_held_scale(const RcRecog *r, uint32_t size, double est, RcDType dt, double tol, double *c);
/* dyscale.c: the ops whose derivative times one constant c != 1 the ordered region (size nodes,
 * leaves x and dy) is, f(x, 1) = g at the fingerprint points, into out[0..cap) (hit.c = c), closest
 * first; returns how many. */
uint32_t rc_recog_match_scaled(RcRecog *r, RcNode *n, uint32_t size, RcValue *x, RcValue *dy, const double *g,
                               RcRecogHit *out, uint32_t cap);

#endif
