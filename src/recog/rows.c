/* Row ops by meaning (recog.h rc_recog_rows_at): the candidate row regions of a
 * canonical function. A row region is rooted at an elementwise node and reads
 * one tensor x through elementwise ops, broadcasts, reshapes and reductions
 * over one block of x's adjacent axes, plus splat constants and at most two
 * vectors broadcast along that block (a norm's scale and bias). Which table row
 * it computes, and with which eps, is not read from its spelling: the candidate
 * readings (an op, its operands, an eps among the region's constants) are
 * handed to the rewrite driver, whose check evaluates the region on probe
 * tensors against the op's kernel and keeps only the reading that agrees. This
 * file only keeps the readings few: one root per region (the outermost), a
 * softmax reading only where the region exponentiates or takes a log, a norm
 * reading only where it does not; a region over x that reads one more tensor dy
 * and x's row statistics, a norm's backward (NORM_GRAD, norm_grad_readings; over x alone,
 * with a dy of ones folded away: norm_ones_readings). A
 * region that no such reading takes may be
 * a backward one: two leaves y and dy of the root's type and sums over one
 * block (y (dy - sum dy y); dy - e^y sum dy), read as the ROW_GRAD rows, with y
 * among the reductions' operands and the exponentials' (grad_readings), or one leaf y with
 * a dy of ones folded away (ones_readings). */
#include <glib.h>
#include <math.h>
#include <string.h>
#include <stdio.h>
#include <stdlib.h>

#include "canon/canon.h"
#include "numerics/neutral.h"
#include "numerics/numerics.h"
#include "pattern/pattern.h"
#include "recog/recog.h"

#define MAX_NODES 256
#define MAX_EPS 3
/* candidate x's per region: one that reads earlier layers through a residual meets their
 * reductions first */
#define MAX_X 16
#define MAX_X_SEEN 32 /* candidate x's collected, of which MAX_X are read (order_leaves) */
#define MAX_FWD 8

enum { F_X = 1, F_CONST = 2, F_FOREIGN = 4, F_VEC = 8, F_DY = 16, F_SUM = 32, F_ACC = 64, F_EPS = 128 };

typedef struct {
  RcValue *x, *dy; /* the leaves: x, and a backward region's dy (else NULL) */
  RcValue *sum;    /* a backward region's row sums of x, a leaf too (else NULL) */
  RcValue *acc;    /* a norm backward's other gradient of x, a leaf too (else NULL) */
  RcValue *foreign; /* the last foreign value read (not x, dy, sum, acc, a constant or a vector) */
  uint32_t nforeign;
  GHashTable *memo;       /* node -> flags + 1 */
  GPtrArray *nodes;       /* the region's nodes, root first (pre-order) */
  RcNode *reduces[32];
  uint32_t nreduces;
  RcValue *vecs[2];
  uint32_t nvecs;
  double eps[MAX_EPS];
  RcValue *epsv[MAX_EPS];
  uint32_t neps;
  bool rt_eps;     /* a backward's walk: a broadcast one-element leaf reads as a runtime eps */
  RcValue *epsin;  /* that leaf (one per region; a second one is foreign) */
  bool expo, root2, bad; /* root2: takes a square root (rsqrt, sqrt or a power) */
  RcNode *tsum;    /* with terms: a sum whose operands in terms (bit i: operand i) alone the region */
  uint32_t terms;  /* reads (rc_recog_rows_terms_at), kept across walk_reset; else 0 */
} Walk;

/* Whether the walk reads operand i of node n (all but a sum's terms left out). */
static bool reads_operand(const Walk *w, const RcNode *n, uint32_t i) {
  return n != w->tsum || !w->terms || (i < 32 && (w->terms >> i & 1));
}

static bool static_tensor(const RcType *t) {
  return t && t->kind == RC_TYPE_TENSOR && rc_type_is_static(t);
}

bool rc_recog_uniform(const RcNode *n, double *v) {
  if (rc_recog_const(n, v)) return true;
  const RcType *t = n->op == RC_OP_CONSTANT && n->nresults == 1 ? n->results[0].type : NULL;
  return t && t->kind == RC_TYPE_TENSOR && rc_dtype_is_float(t->dtype) && rc_literal_splat_f64(n->literal, v);
}

static RcOp combiner(const RcNode *n) { return rc_canon_rounded_combiner(n, NULL); }

/* A reduction a row op may hold: sum or max (min) of one float operand, a sum from its neutral
 * element +-0: a sum from 1 is 1 + the sum, no row op's, and the check, whose metric is absolute
 * below 1.0, cannot tell a bf16 softmax's e / (1 + S) from e / S on its probe rows of large S. A
 * max from a finite value is read on: where a softmax subtracts it, it is a shift that cancels
 * (spellgen's max_init_zero), and elsewhere the check sees the clamp it makes. */
static bool row_reduce(const RcNode *n) {
  if (n->op != RC_OP_REDUCE || n->noperands != 2 || n->nresults != 1) return false;
  RcOp c = combiner(n);
  if (c == RC_OP_ADD) return rc_neutral_init(c, rc_node_operand(n, 1));
  return c == RC_OP_MAXIMUM || c == RC_OP_MINIMUM;
}

static bool region_op(const RcNode *n) {
  return rc_recog_evaluable(n) || row_reduce(n) ||
         ((n->op == RC_OP_BROADCAST || n->op == RC_OP_RESHAPE) && n->noperands == 1 && n->nresults == 1);
}

static void add_eps(Walk *w, RcValue *v, double d) {
  if (!(d > 0 && d <= 0.1)) return;
  for (uint32_t i = 0; i < w->neps; i++)
    if (w->eps[i] == d) return;
  if (w->neps < MAX_EPS) {
    w->eps[w->neps] = d;
    w->epsv[w->neps++] = v;
  }
}

/* Vector o read by the region (a scale or bias when it holds a row: checked by the caller). */
static unsigned add_vec(Walk *w, RcValue *o) {
  bool seen = false;
  for (uint32_t i = 0; i < w->nvecs; i++) seen = seen || w->vecs[i] == o;
  if (!seen && w->nvecs < 2) w->vecs[w->nvecs++] = o;
  return seen || w->nvecs <= 2 ? F_VEC : F_FOREIGN;
}

/* Whether broadcast n reads a runtime eps (w->rt_eps): a one-element float leaf (a
 * parameter, no constant, no region op) of the region's dtype; the first such leaf is
 * the region's eps, another one is not. */
static bool runtime_eps(Walk *w, const RcNode *n) {
  RcValue *o = w->rt_eps && n->op == RC_OP_BROADCAST && n->noperands == 1 ? rc_node_operand(n, 0) : NULL;
  double d;
  if (!o || !static_tensor(o->type) || rc_type_numel(o->type) != 1 || !w->x || o->type->dtype != w->x->type->dtype ||
      o == w->x || o == w->dy || o == w->acc || o == w->sum || (o->def && (region_op(o->def) || rc_recog_uniform(o->def, &d))))
    return false;
  if (w->epsin && w->epsin != o) return false;
  w->epsin = o;
  return true;
}

/* The splat value of v: a uniform constant, read through broadcasts, reshapes and converts. */
static bool splat_value(const RcValue *v, double *k) {
  for (int depth = 0; v && v->def && depth < 4; depth++) {
    const RcNode *n = v->def;
    if (rc_recog_uniform(n, k)) return true;
    if ((n->op != RC_OP_BROADCAST && n->op != RC_OP_RESHAPE && n->op != RC_OP_CONVERT) || n->noperands != 1) return false;
    v = rc_node_operand(n, 0);
  }
  return false;
}

/* Whether node n is the product of dy's factors (dy itself a product) and constants: a
 * multiple of dy the canonical view merged into one product (-dy D of the user's negate(dy D)),
 * which the region reads as dy. */
static bool dy_multiple(const Walk *w, const RcNode *n) {
  const RcNode *d = w->dy ? w->dy->def : NULL;
  if (!d || d == n || d->op != RC_OP_MULTIPLY || n->op != RC_OP_MULTIPLY || n->nresults != 1 ||
      n->noperands <= d->noperands || n->noperands > 16 || !rc_type_equal(n->results[0].type, w->dy->type))
    return false;
  uint32_t used = 0;
  for (uint32_t i = 0; i < d->noperands; i++) {
    uint32_t k = 0;
    while (k < n->noperands && ((used >> k & 1) || rc_node_operand(n, k) != rc_node_operand(d, i))) k++;
    if (k == n->noperands) return false;
    used |= 1u << k;
  }
  double c;
  for (uint32_t k = 0; k < n->noperands; k++)
    if (!(used >> k & 1) && !splat_value(rc_node_operand(n, k), &c)) return false;
  return true;
}

/* Whether a backward's leaf of type t may stand for a value of the root's type rt: the same
 * shape, in a float type. */
static bool leaf_type(const RcType *t, const RcType *rt) {
  return t && t->kind == RC_TYPE_TENSOR && rc_dtype_is_float(t->dtype) && rc_type_same_shape(t, rt);
}

/* The flags of value v's subtree (memoized): F_X reads x, F_DY dy, F_CONST constants only,
 * F_EPS a runtime eps (runtime_eps), F_VEC reads vectors, F_FOREIGN reads a value that is neither x, dy, a constant nor a vector. */
static unsigned flags(Walk *w, RcValue *v) {
  if (v == w->x) return F_X;
  if (v && v == w->dy) return F_DY;
  if (v && v == w->sum) return F_SUM;
  if (v && v == w->acc) return F_ACC;
  RcNode *n = v ? v->def : NULL;
  if (!n || n->nresults != 1) {
    w->foreign = v;
    w->nforeign++;
    return F_FOREIGN;
  }
  gpointer m = g_hash_table_lookup(w->memo, n);
  if (m) return GPOINTER_TO_UINT(m) - 1;
  double d;
  unsigned f;
  if (rc_recog_uniform(n, &d)) {
    add_eps(w, v, d);
    f = F_CONST;
  } else if (!region_op(n) && w->x && w->x->type && w->x->type->rank == 1 && leaf_type(v->type, w->x->type)) {
    f = add_vec(w, v); /* x one row: its scale and bias need no broadcast (in any float type: a bf16 scale) */
  } else if (region_op(n) && w->nodes->len < MAX_NODES && runtime_eps(w, n)) {
    g_ptr_array_add(w->nodes, n);
    f = F_EPS;
  } else if (w->nodes->len < MAX_NODES && dy_multiple(w, n)) {
    g_ptr_array_add(w->nodes, n);
    f = F_DY;
  } else if (!region_op(n) || w->nodes->len >= MAX_NODES) {
    f = F_FOREIGN;
    w->foreign = v;
    w->nforeign += region_op(n) ? 2 : 1; /* the node limit: no single foreign value */
  } else {
    g_hash_table_insert(w->memo, n, GUINT_TO_POINTER(F_FOREIGN + 1)); /* no cycles in SSA; a guard */
    g_ptr_array_add(w->nodes, n);
    if (n->op == RC_OP_EXP || n->op == RC_OP_LOG) w->expo = true;
    if (n->op == RC_OP_RSQRT || n->op == RC_OP_SQRT || n->op == RC_OP_POWER) w->root2 = true;
    if (n->op == RC_OP_REDUCE) {
      if (w->nreduces < G_N_ELEMENTS(w->reduces)) w->reduces[w->nreduces++] = n;
      else w->bad = true;
      f = flags(w, rc_node_operand(n, 0));
      RcNode *init = rc_node_operand(n, 1) ? rc_node_operand(n, 1)->def : NULL;
      if (!init || !rc_recog_uniform(init, &d)) f |= F_FOREIGN;
      else g_ptr_array_add(w->nodes, init);
    } else {
      f = 0;
      bool allc = true;
      for (uint32_t i = 0; i < n->noperands; i++) {
        if (!reads_operand(w, n, i)) continue;
        unsigned g = flags(w, rc_node_operand(n, i));
        allc = allc && g == F_CONST;
        f |= g & (F_X | F_DY | F_SUM | F_ACC | F_FOREIGN | F_VEC | F_EPS);
      }
      if (allc) f = F_CONST;
      /* a broadcast of a value that does not read x: a vector operand (or a foreign
       * read, when more than two) */
      if (n->op == RC_OP_BROADCAST && f != F_CONST && !(f & (F_X | F_DY | F_SUM | F_ACC))) {
        f = add_vec(w, rc_node_operand(n, 0));
      }
      /* a row statistic broadcast back along another axis (a square shape's wrong axis):
       * no row op of x reads so */
      if (n->op == RC_OP_BROADCAST && (f & F_X) && !rc_match_bcast_axes_ok(n)) w->bad = true;
    }
    g_hash_table_insert(w->memo, n, GUINT_TO_POINTER(f + 1));
    return f;
  }
  g_hash_table_insert(w->memo, n, GUINT_TO_POINTER(f + 1));
  return f;
}

/* Whether reduction r reduces axes of size 1 only (a reshape: JAX's transpose of a
 * broadcast, left as a reduce where a convert stands before it). */
static bool unit_reduce(const RcNode *r) {
  const RcType *t = rc_node_operand(r, 0)->type;
  const RcAttr *a = rc_node_attr(r, "dimensions");
  if (!static_tensor(t) || !a || a->kind != RC_ATTR_INTS || !a->u.ints.n) return false;
  for (uint32_t k = 0; k < a->u.ints.n; k++)
    if (a->u.ints.v[k] < 0 || a->u.ints.v[k] >= t->rank || t->dims[a->u.ints.v[k]] != 1) return false;
  return true;
}

/* The reduced axes of a row region: one block [lo, hi] of adjacent axes, or two with kept
 * axes between them, [lo, hi] and [lo2, hi2] (lo2 = hi2 = 0: one block); three or four blocks:
 * the first two so and all of them in mask (else 0). */
typedef struct {
  int32_t lo, hi, lo2, hi2;
  uint64_t mask;
} Axes;

static bool mask_blocks(uint64_t seen, Axes *ax);

/* The reduced axes every reduction reduces, when all reduce the same one or two blocks of a
 * value shaped as x (reductions over axes of size 1 aside; with `shaped`, reductions of values
 * of other shapes too). */
static bool axes_block_(const Walk *w, const RcType *xt, Axes *ax, bool shaped) {
  *ax = (Axes){-1, -1, 0, 0, 0};
  uint64_t seen = 0;
  for (uint32_t i = 0; i < w->nreduces; i++) {
    const RcNode *r = w->reduces[i];
    if (unit_reduce(r)) continue;
    const RcType *t = rc_node_operand(r, 0)->type;
    const RcAttr *a = rc_node_attr(r, "dimensions");
    bool same = static_tensor(t) && t->rank == xt->rank;
    for (int32_t d = 0; same && d < t->rank; d++) same = t->dims[d] == xt->dims[d];
    if (shaped && !same) continue;
    if (!same || !a || a->kind != RC_ATTR_INTS || !a->u.ints.n || t->rank > 64) return false;
    uint64_t mask = 0;
    for (uint32_t k = 0; k < a->u.ints.n; k++) {
      if (a->u.ints.v[k] < 0 || a->u.ints.v[k] >= t->rank) return false;
      mask |= UINT64_C(1) << a->u.ints.v[k];
    }
    if (seen && mask != seen) return false;
    seen = mask;
  }
  return mask_blocks(seen, ax);
}

/* The blocks of the axes in mask `seen` into *ax (as axes_block_ names them); false when there is
 * none or more than four. */
static bool mask_blocks(uint64_t seen, Axes *ax) {
  *ax = (Axes){-1, -1, 0, 0, 0};
  if (!seen) return false;
  int32_t blocks[4][2], nb = 0;
  for (int32_t d = 0; d < 64; d++) {
    if (!(seen >> d & 1)) continue;
    if (nb && blocks[nb - 1][1] == d - 1) {
      blocks[nb - 1][1] = d;
      continue;
    }
    if (nb == 4) return false; /* five blocks or more: left as written */
    blocks[nb][0] = blocks[nb][1] = d;
    nb++;
  }
  *ax = (Axes){blocks[0][0], blocks[0][1], nb >= 2 ? blocks[1][0] : 0, nb >= 2 ? blocks[1][1] : 0,
               nb > 2 ? seen : 0};
  return true;
}
static bool axes_block(const Walk *w, const RcType *xt, Axes *ax) { return axes_block_(w, xt, ax, false); }

/* The elements of a row over axes ax of x's type xt. */
static int64_t axes_cols(const RcType *xt, const Axes *ax) {
  int64_t cols = 1;
  for (int32_t d = 0; ax->mask && d < xt->rank; d++) cols *= ax->mask >> d & 1 ? xt->dims[d] : 1;
  if (ax->mask) return cols;
  for (int32_t d = ax->lo; d <= ax->hi; d++) cols *= xt->dims[d];
  for (int32_t d = ax->lo2; ax->hi2 > 0 && d <= ax->hi2; d++) cols *= xt->dims[d];
  return cols;
}

/* Whether vector v holds the row's elements (a row vector: scale or bias). */
static bool row_vector(const RcValue *v, const RcType *xt, const Axes *ax) {
  const RcType *t = v->type;
  if (!static_tensor(t)) return false;
  int64_t cols = axes_cols(xt, ax);
  return rc_type_numel(t) == cols && cols > 1;
}

/* Whether v is a broadcast of one value (a runtime scale: torch divides the scores'
 * gradient by a scalar parameter) or of a pred (a mask: the backward of a masked softmax
 * selects 0 where the forward did): neither is a vector a row op could read. */
static bool scalar_or_mask(const RcValue *v) {
  const RcValue *o = v->def->noperands == 1 ? rc_node_operand(v->def, 0) : NULL;
  return o && static_tensor(o->type) && (rc_type_numel(o->type) == 1 || o->type->dtype == RC_DT_PRED);
}

/* Whether node n of the region is read by an elementwise user that could extend it
 * (its other operands constants or broadcasts; with by_more, such a user that reads
 * more than n once and constants, scalars or masks): then n is not the outermost root. */
static bool extended_(const RcNode *n, bool by_more) {
  const RcValue *v = &n->results[0];
  rc_value_for_each_use(v, u) {
    const RcNode *s = u->user;
    if (!rc_recog_evaluable(s)) continue;
    bool ext = true;
    uint32_t nv = 0, nconst = 0;
    for (uint32_t i = 0; i < s->noperands && ext; i++) {
      const RcValue *o = rc_node_operand(s, i);
      double d;
      bool bc = o && o != v && o->def && o->def->op == RC_OP_BROADCAST;
      bool c = o != v && o && o->def && (rc_recog_uniform(o->def, &d) || (bc && scalar_or_mask(o)));
      ext = o == v || c || bc;
      nv += o == v;
      nconst += c;
    }
    if (ext && (!by_more || nv != 1 || nv + nconst != s->noperands)) return true;
  }
  return false;
}
static bool extended(const RcNode *n) { return extended_(n, false); }

/* Whether an elementwise reader of n reads it in two operands (n n, n + n). */
static bool squared(const RcNode *n) {
  const RcValue *v = &n->results[0];
  rc_value_for_each_use(v, u) {
    uint32_t k = 0;
    for (uint32_t i = 0; rc_recog_evaluable(u->user) && i < u->user->noperands; i++) k += rc_node_operand(u->user, i) == v;
    if (k > 1) return true;
  }
  return false;
}

static void walk_reset(Walk *w, RcValue *x) {
  g_hash_table_remove_all(w->memo);
  g_ptr_array_set_size(w->nodes, 0);
  w->x = x;
  w->dy = w->sum = w->acc = w->foreign = NULL;
  w->nforeign = 0;
  w->nreduces = w->nvecs = w->neps = 0;
  w->epsin = NULL;
  w->expo = w->root2 = w->bad = false;
}

static void add_x(RcValue **xs, uint32_t *nx, uint32_t cap, RcValue *v) {
  while (v && v->def && v->def->op == RC_OP_CONVERT && v->def->noperands == 1) v = rc_node_operand(v->def, 0);
  double k;
  if (!v || (v->def && rc_recog_uniform(v->def, &k))) return; /* a constant (an exponent) is no row's input */
  for (uint32_t i = 0; i < *nx; i++)
    if (xs[i] == v) return;
  if (*nx < cap) xs[(*nx)++] = v;
}

/* Pins the walk's node list (w->nodes) to readings out[first..nout), owned by the first. */
static void own_nodes(Walk *w, RcRecogRow *out, uint32_t first, uint32_t nout) {
  if (nout <= first) return;
  RcNode **nodes = g_memdup2(w->nodes->pdata, w->nodes->len * sizeof *nodes);
  for (uint32_t i = first; i < nout; i++) out[i].nodes = nodes;
  out[first].owner = true;
}

#define MAX_DY_SCALES 2

/* The scales c_i (at most MAX_DY_SCALES, distinct) by which the region walked in w reads leaf dy,
 * where it reads dy only scaled (c dy, dy c, dy / c, -dy): the view merged the constant of a
 * loss's gradient, c (f(x) - t), into every product that reads it, and the region is the op's
 * backward of the user's c dy, which one of them is (the others: that constant's sign flipped
 * with a negation the view folded). Into ks; returns how many, 0 where some node of the region
 * reads dy as it is (or in any other way). */
static uint32_t dy_scales(const Walk *w, const RcValue *dy, double *ks) {
  uint32_t nk = 0;
  rc_value_for_each_use(dy, u) {
    const RcNode *m = u->user;
    if (!g_hash_table_lookup(w->memo, m)) continue; /* outside the region */
    uint32_t at = rc_use_index(u);
    double k;
    if (m->op == RC_OP_NEGATE && m->noperands == 1)
      k = -1;
    else if ((m->op == RC_OP_MULTIPLY || (m->op == RC_OP_DIVIDE && at == 0)) && m->noperands == 2 &&
             rc_node_operand(m, 1 - at) != dy && splat_value(rc_node_operand(m, 1 - at), &k) && k != 0 && isfinite(k))
      k = m->op == RC_OP_DIVIDE ? 1 / k : k;
    else
      return 0;
    if (k == 1) return 0;
    bool seen = false;
    for (uint32_t i = 0; i < nk; i++) seen = seen || ks[i] == k;
    if (seen) continue;
    if (nk == MAX_DY_SCALES) return 0;
    ks[nk++] = k;
  }
  return nk;
}

/* The backward readings (ROW_GRAD) of the region rooted at n: two leaves y, dy of n's shape
 * (float types) among the candidates xs, read through the region's ops with constants only (no
 * vectors), every reduction a sum over one block of at least two elements.
 * log_softmax_grad where the region exponentiates (e^y), else softmax_grad; and where the
 * region sums the leaf itself (JAX's vjp reads the forward's e and its sum, not y), first
 * both with from_exp. Both orders of a pair, as which leaf is y is the rewrite check's
 * to tell. splats: only the pairs whose dy is a splat constant (add_gx) the region reads as a
 * value, with from_exp, where the region sums y (or its widening convert): the backward of a
 * loss's constant gradient (jax.grad of a sum or a mean of the softmax in StableHLO), whose
 * check probes the splat as any input, so that it passes only as the backward of every dy
 * (y (1 - sum y) of ones is zero up to rounding, which no check of dy = 1 alone tells from any
 * region that cancels); else the pairs whose dy is no splat. */
static uint32_t grad_readings(Walk *w, RcNode *n, RcValue *const *xs, uint32_t nx, RcRecogRow *out, uint32_t cap,
                              bool splats) {
  const RcType *rt = n->results[0].type;
  uint32_t nout = 0;
  double c;
  for (uint32_t a = 0; a < nx && nout < cap; a++)
    for (uint32_t b = 0; b < nx && nout < cap; b++) {
      if (a == b || !leaf_type(xs[a]->type, rt) || !leaf_type(xs[b]->type, rt) || splat_value(xs[a], &c) ||
          splat_value(xs[b], &c) != splats)
        continue;
      walk_reset(w, xs[a]);
      w->dy = xs[b];
      unsigned f = flags(w, &n->results[0]);
      /* one foreign value of the rows' shape: the sums of e, given (a backward in a
       * function of its own: sum_in) */
      RcValue *sum = NULL;
      if ((f & F_FOREIGN) && w->nforeign == 1 && w->foreign && static_tensor(w->foreign->type) &&
          rc_type_numel(w->foreign->type) < rc_type_numel(rt) && w->foreign->type->dtype == rt->dtype) {
        sum = w->foreign;
        walk_reset(w, xs[a]);
        w->dy = xs[b];
        w->sum = sum;
        f = flags(w, &n->results[0]);
      }
      Axes ax;
      if (w->bad || (f & F_FOREIGN) || (f & (F_X | F_DY)) != (F_X | F_DY) || w->nvecs || !w->nreduces ||
          !axes_block(w, rt, &ax))
        continue;
      bool sums = true;
      for (uint32_t i = 0; i < w->nreduces; i++) sums = sums && combiner(w->reduces[i]) == RC_OP_ADD;
      int64_t cols = axes_cols(rt, &ax);
      /* a reading is judged only where a probe row without special values is left (the
       * rewrite check puts them first in y: RC_RECOG_ROW_SPECIALS elements); a small batch
       * of short rows (2 x 10 class logits) has one */
      int64_t numel = rc_type_numel(rt);
      if (!sums || cols < 2 || numel < 2 * cols || numel < RC_RECOG_ROW_SPECIALS + cols) continue;
      if (sum && rc_type_numel(sum->type) * cols != numel) continue;
      bool sums_x = false;
      for (uint32_t i = 0; i < w->nreduces; i++) sums_x = sums_x || rc_node_operand(w->reduces[i], 0) == xs[a];
      if (splats && !sums_x) { /* a splat dy: e summed, here or through a widening convert */
        for (uint32_t i = 0; i < w->nreduces && !sums_x; i++) {
          const RcValue *o = rc_node_operand(w->reduces[i], 0);
          sums_x = o && o->def && o->def->op == RC_OP_CONVERT && rc_node_operand(o->def, 0) == xs[a];
        }
        if (!sums_x) continue;
      }
      double ks[MAX_DY_SCALES];
      uint32_t nk = dy_scales(w, xs[b], ks), first = nout;
      for (uint32_t s = 0; s < (nk ? nk : 1); s++) {
        RcRecogRow base = {.x = xs[a], .dy = xs[b], .axlo = ax.lo, .axhi = ax.hi, .axlo2 = ax.lo2, .axhi2 = ax.hi2,
                           .axmask = ax.mask, .nnodes = w->nodes->len, .c = nk ? ks[s] : 0};
        if (sum) {
          for (int k = 0; k < 2 && nout < cap && !w->expo; k++) {
            out[nout] = base;
            out[nout].sum = sum;
            out[nout].from_exp = true;
            out[nout++].op = rc_fused_at(k ? RC_FOP_log_softmax_grad : RC_FOP_softmax_grad);
          }
          continue;
        }
        for (int k = 0; k < 2 && nout < cap && sums_x && !w->expo; k++) {
          out[nout] = base;
          out[nout].from_exp = true;
          out[nout++].op = rc_fused_at(k ? RC_FOP_log_softmax_grad : RC_FOP_softmax_grad);
        }
        if (nout < cap && !splats) {
          out[nout] = base;
          out[nout++].op = rc_fused_at(w->expo ? RC_FOP_log_softmax_grad : RC_FOP_softmax_grad);
        }
      }
      own_nodes(w, out, first, nout);
    }
  return nout;
}

/* The backward readings with a dy of ones folded away (jax.grad of a sum: no dy leaf), of the
 * region rooted at n as a function of one leaf y among xs, read through the region's ops with
 * constants only, every reduction a sum over one block: log_softmax_grad(y, ones) =
 * 1 - N e^y, from e (from_exp) where the region sums the leaf itself, else from y where it
 * exponentiates; dy (NULL) is the splat of ones the rewrite writes (rewrite/ones.c). Only
 * log_softmax's: softmax's (y (1 - sum y)) and an unscaled layer norm's are zero up to
 * rounding, no gradient a check can tell. Into out[0..cap); returns how many. */
static uint32_t ones_readings(Walk *w, RcNode *n, RcValue *const *xs, uint32_t nx, RcRecogRow *out, uint32_t cap) {
  const RcType *rt = n->results[0].type;
  uint32_t nout = 0;
  double c;
  for (uint32_t a = 0; a < nx && nout < cap; a++) {
    if (!leaf_type(xs[a]->type, rt) || splat_value(xs[a], &c)) continue;
    walk_reset(w, xs[a]);
    unsigned f = flags(w, &n->results[0]);
    Axes ax;
    if (w->bad || (f & F_FOREIGN) || !(f & F_X) || w->nvecs || !w->nreduces || !axes_block(w, rt, &ax)) continue;
    bool sums = true, sums_x = false;
    for (uint32_t i = 0; i < w->nreduces; i++) {
      sums = sums && combiner(w->reduces[i]) == RC_OP_ADD;
      sums_x = sums_x || rc_node_operand(w->reduces[i], 0) == xs[a];
    }
    int64_t cols = axes_cols(rt, &ax), numel = rc_type_numel(rt);
    if (!sums || cols < 2 || numel < 2 * cols || numel < RC_RECOG_ROW_SPECIALS + cols || sums_x == w->expo) continue;
    uint32_t first = nout;
    out[nout++] = (RcRecogRow){.x = xs[a], .axlo = ax.lo, .axhi = ax.hi, .axlo2 = ax.lo2, .axhi2 = ax.hi2,
                               .axmask = ax.mask, .nnodes = w->nodes->len, .from_exp = sums_x,
                               .op = rc_fused_at(RC_FOP_log_softmax_grad)};
    own_nodes(w, out, first, nout);
  }
  return nout;
}

#define MAX_GRAD_X 16

/* A backward's candidate leaf: v (through converts) when it has n's shape, in a float type
 * (an f16 dy that the view reads into an f32 backward: the driver takes the region's convert
 * of it as the call's operand, rewrite/operands.c). */
static void add_gx(RcValue **xs, uint32_t *nx, const RcType *rt, RcValue *v) {
  while (v && v->def && v->def->op == RC_OP_CONVERT && v->def->noperands == 1) v = rc_node_operand(v->def, 0);
  double c;
  if (v && leaf_type(v->type, rt) && splat_value(v, &c) && c != 0 && isfinite(c)) { /* a splat dy (splat_dy) */
    bool seen = false;
    for (uint32_t i = 0; i < *nx; i++) seen = seen || xs[i] == v;
    if (!seen && *nx < MAX_GRAD_X) xs[(*nx)++] = v;
  } else if (v && leaf_type(v->type, rt))
    add_x(xs, nx, MAX_GRAD_X, v);
}

/* Whether a backward's dy of type t goes with x of type xt: the same type, or f32 of x's shape
 * under a bf16 or f16 x (a norm computed in f32 from a bf16 x, whose dy is an f32 value: the
 * driver computes its call in f32, rewrite/wide.c). */
static bool dy_type(const RcType *t, const RcType *xt) {
  return rc_type_equal(t, xt) ||
         (leaf_type(t, xt) && t->dtype == RC_DT_F32 && (xt->dtype == RC_DT_BF16 || xt->dtype == RC_DT_F16));
}

/* The one value dy that the region (walked with leaf x) reads apart from x and constants:
 * the operand of a region node whose own subtree reads x (or, with vecs, vectors too), while
 * the operand's subtree reads no x (nor, with vecs, vectors) but foreign values: dy itself, a
 * sum of dy's parts, or (vecs false) dy times a scale or a modulation; NULL when there is
 * none or more than one. */
static RcValue *second_leaf(Walk *w, bool vecs) {
  RcValue *dy = NULL;
  unsigned side = vecs ? F_X | F_ACC | F_VEC : F_X | F_ACC; /* the flags of x's side */
  for (guint i = 0; i < w->nodes->len; i++) {
    RcNode *n = g_ptr_array_index(w->nodes, i);
    gpointer m = g_hash_table_lookup(w->memo, n);
    unsigned fn = m ? GPOINTER_TO_UINT(m) - 1 : F_FOREIGN;
    if (!(fn & side)) continue; /* on dy's side: not maximal */
    if (n->op == RC_OP_BROADCAST && !(fn & (F_X | F_ACC))) continue; /* a vector's broadcast */
    for (uint32_t k = 0; k < n->noperands; k++) {
      RcValue *o = rc_node_operand(n, k);
      RcNode *d = o ? o->def : NULL;
      gpointer mo = d && o != w->x && o != w->acc ? g_hash_table_lookup(w->memo, d) : NULL;
      unsigned fo = mo ? GPOINTER_TO_UINT(mo) - 1 : F_FOREIGN;
      bool foreign = o != w->x && o != w->acc && (fo & F_FOREIGN) && !(fo & side);
      double c;
      if (!foreign || (d && rc_recog_uniform(d, &c))) continue;
      if (n->op == RC_OP_REDUCE && k == 1) continue; /* a reduce's init */
      if (dy && dy != o) return NULL;
      dy = o;
    }
  }
  return dy;
}

/* The addends of the sum rooted at n, through the adds below it, into out[0..cap); returns how
 * many (0 when n is no add). */
static uint32_t addends(RcNode *n, RcValue **out, uint32_t k, uint32_t cap, int depth) {
  if (n->op != RC_OP_ADD || depth > 4) return k;
  for (uint32_t i = 0; i < n->noperands && k < cap; i++) {
    RcValue *o = rc_node_operand(n, i);
    if (o && o->def && o->def->op == RC_OP_ADD && o->def->nresults == 1 && o->nuses == 1)
      k = addends(o->def, out, k, cap, depth + 1);
    else if (o)
      out[k++] = o;
  }
  return k;
}

/* dy of the region over x (acc, when not NULL, a leaf too; vecs: second_leaf's), or NULL. */
static RcValue *find_dy(Walk *w, RcNode *n, RcValue *x, RcValue *acc, bool vecs) {
  walk_reset(w, x);
  w->acc = acc;
  (void)flags(w, &n->results[0]);
  RcValue *dy = w->bad ? NULL : second_leaf(w, vecs);
  return dy && dy_type(dy->type, x->type) ? dy : NULL;
}

/* Whether the region over leaves x, dy (and acc) reads nothing else but constants and at most
 * one row vector (the scale), and reduces one or two blocks of x's axes (into *ax); w walked so. */
static bool closed(Walk *w, RcNode *n, RcValue *x, RcValue *dy, RcValue *acc, Axes *ax) {
  walk_reset(w, x);
  w->dy = dy;
  w->acc = acc;
  unsigned f = flags(w, &n->results[0]);
  return !w->bad && !(f & F_FOREIGN) && (f & F_X) && (f & F_DY) && !w->expo && w->nvecs <= 1 && w->nreduces &&
         axes_block(w, x->type, ax) && (!w->nvecs || row_vector(w->vecs[0], x->type, ax));
}

/* Whether `to` is below v through region ops, within *budget nodes visited (BELOW_BUDGET
 * per question: x lies a few ops below dy * rstd and x - mean). */
#define BELOW_BUDGET 16
static bool below(const RcValue *v, const RcValue *to, int *budget) {
  if (v == to) return true;
  const RcNode *n = v ? v->def : NULL;
  if (!n || --*budget < 0 || !region_op(n)) return false;
  for (uint32_t i = 0; i < n->noperands; i++)
    if (below(rc_node_operand(n, i), to, budget)) return true;
  return false;
}

/* Whether `to` is below v through region ops, nearest first: breadth-first over at most
 * BELOW_BUDGET nodes. A dy that is the product of y and the gradient read through an inner
 * backward (dy y of exp(log_softmax(x)), whose inner backward the view inlines) has y one
 * op below it, which a depth-first walk into that backward's region misses. */
static bool below_near(const RcValue *v, const RcValue *to) {
  const RcValue *q[2 * BELOW_BUDGET];
  uint32_t head = 0, tail = 0, seen = 0;
  q[tail++] = v;
  while (head < tail) {
    const RcValue *u = q[head++];
    if (u == to) return true;
    const RcNode *n = u ? u->def : NULL;
    if (!n || seen++ >= BELOW_BUDGET || !region_op(n)) continue;
    for (uint32_t i = 0; i < n->noperands && tail < 2 * BELOW_BUDGET; i++) q[tail++] = rc_node_operand(n, i);
  }
  return false;
}

#define MAX_CUTS 8

/* A cut candidate o lifted over a constant scaling that is its only use in the region walked
 * in w (c o, o / c, -o): that product is the dy (a loss's gradient c (y - t) with c = 2 / N,
 * whose y - t the loss reads too). A norm's backward is linear in dy and scales no dy by a
 * constant of its own where the region reads dy nowhere else, so a region that takes in the
 * scaling computes c times the op's backward, no op's. */
static RcValue *lift(const Walk *w, RcValue *o) {
  for (int depth = 0; depth < 4; depth++) {
    const RcUse *use = NULL;
    uint32_t inside = 0;
    rc_value_for_each_use(o, u) {
      if (g_hash_table_lookup(w->memo, u->user)) {
        inside++;
        use = u;
      }
    }
    if (inside != 1) break;
    RcNode *u = use->user;
    uint32_t at = rc_use_index(use);
    double c;
    bool scaled = (u->op == RC_OP_NEGATE && u->noperands == 1) ||
                  ((u->op == RC_OP_MULTIPLY || (u->op == RC_OP_DIVIDE && at == 0)) && u->noperands == 2 &&
                   rc_node_operand(u, 1 - at) && rc_node_operand(u, 1 - at)->def &&
                   rc_recog_uniform(rc_node_operand(u, 1 - at)->def, &c));
    if (!scaled || u->nresults != 1 || !rc_type_equal(u->results[0].type, o->type)) break;
    o = &u->results[0];
  }
  return o;
}

/* dy where the region reads x's other gradient through x too (a later layer's backward
 * reads this layer's output, computed from x): no value on dy's side alone, so dy is cut
 * where the region closes: an operand of x's type, read by a node on x's side, whose own
 * subtree reads more than x, taken as a leaf; the lowest such first (not computed from
 * another), the first with which the region is closed (w walked so, its axes into *ax).
 * NULL when none. */
static RcValue *cut_dy(Walk *w, RcNode *n, RcValue *x, RcValue *acc, Axes *ax) {
  walk_reset(w, x);
  w->acc = acc;
  (void)flags(w, &n->results[0]);
  RcValue *cand[MAX_CUTS];
  uint32_t nc = 0;
  for (guint i = 0; i < w->nodes->len && nc < MAX_CUTS && !w->bad; i++) {
    RcNode *m = g_ptr_array_index(w->nodes, i);
    gpointer fm = g_hash_table_lookup(w->memo, m);
    if (!fm || !((GPOINTER_TO_UINT(fm) - 1) & F_X) || m->op != RC_OP_MULTIPLY) continue;
    for (uint32_t k = 0; k < m->noperands && nc < MAX_CUTS; k++) {
      RcValue *o = rc_node_operand(m, k);
      gpointer fo = o && o->def && o != x && o != acc ? g_hash_table_lookup(w->memo, o->def) : NULL;
      double c;
      if (!fo || !((GPOINTER_TO_UINT(fo) - 1) & F_FOREIGN) || !rc_type_equal(o->type, x->type) ||
          o->def->op == RC_OP_BROADCAST || rc_recog_uniform(o->def, &c))
        continue;
      o = lift(w, o);
      bool seen = false;
      for (uint32_t j = 0; j < nc; j++) seen = seen || cand[j] == o;
      if (!seen) cand[nc++] = o;
    }
  }
  for (int pass = 0; pass < 2; pass++)
    for (uint32_t i = 0; i < nc; i++) {
      bool low = true;
      for (uint32_t j = 0; j < nc && low; j++) {
        int budget = BELOW_BUDGET;
        low = j == i || !below(cand[i], cand[j], &budget);
      }
      if (low == (pass == 0) && closed(w, n, x, cand[i], acc, ax)) return cand[i];
    }
  return NULL;
}

/* The flags the walk w gave value v (F_FOREIGN: not walked). */
static unsigned walked(const Walk *w, const RcValue *v) {
  if (v == w->x) return F_X;
  if (v && v == w->dy) return F_DY;
  if (v && v == w->acc) return F_ACC;
  gpointer m = v && v->def ? g_hash_table_lookup(w->memo, v->def) : NULL;
  return m ? GPOINTER_TO_UINT(m) - 1 : F_FOREIGN;
}

/* Whether a reduction of the region walked in w sums dy with a value of x's side: a row sum
 * of dy g(x), as every norm backward takes (sum dy x^); a forward norm's statistics of a
 * cut of x - mean read x alone or the cut alone. */
static bool sums_dy_x(const Walk *w) {
  for (uint32_t i = 0; i < w->nreduces; i++) {
    unsigned f = walked(w, rc_node_operand(w->reduces[i], 0));
    if ((f & F_DY) && (f & (F_X | F_ACC))) return true;
  }
  return false;
}

/* Whether the region walked in w (leaves x, dy) adds a term that reads dy to one that reads
 * neither dy nor acc: f(x, dy) is then affine in dy, not linear, as no backward is. The one
 * foreign value such a region reads is no dy but what dy is computed from besides x (the
 * target t of a loss's gradient 2 (y - t) / N of the norm's own output y): dy is then cut
 * where the region closes (x_cuts). */
static bool affine_dy(const Walk *w) {
  for (guint i = 0; i < w->nodes->len; i++) {
    const RcNode *m = g_ptr_array_index(w->nodes, i);
    if (m->op != RC_OP_ADD && m->op != RC_OP_SUBTRACT) continue;
    bool dy = false, other = false;
    for (uint32_t k = 0; k < m->noperands; k++) {
      unsigned f = walked(w, rc_node_operand(m, k));
      if (f & F_DY) dy = true;
      else if (!(f & F_ACC)) other = true;
    }
    if (dy && other) return true;
  }
  return false;
}

#define MAX_XCUTS 16
#define MAX_XCUT_READ 3

/* dy where the region reads it only through x (the loss's gradient 2y/N of the norm's own
 * output y, computed from x itself; or read through a later layer's backward that reads x,
 * where no cut of cut_dy's closes the region), or dy of fewer dimensions broadcast over kept
 * axes (the gradient of a mean pooling over the tokens), which the walk reads as a vector:
 * each operand of x's type that a multiply on x's side reads, computed from x (not x, a
 * broadcast or a constant), or computed from vectors without x (that broadcast, or it times
 * the scale: dy scale as one dy; not a scalar, a mask or a row vector, which is a scale),
 * is a candidate leaf, the call's opaque operand (its computation
 * stays, outside the region, and may read the statistics the region reads: the backward
 * patterns keep them). Into cuts[0..cap), those with which the region is closed (and, with
 * `sums`, sums dy with x: sums_dy_x), the smallest regions (a cut high up leaves dy's whole
 * computation outside, a cut lower takes part of it in), the smallest first. Which one (if any) the region is linear in with the op's
 * meaning is the rewrite check's to tell. Returns how many. */
static uint32_t x_cuts(Walk *w, RcNode *n, RcValue *x, RcValue *acc, bool sums, RcValue **cuts, uint32_t cap) {
  if (cap > MAX_XCUT_READ) cap = MAX_XCUT_READ;
  walk_reset(w, x);
  w->acc = acc;
  (void)flags(w, &n->results[0]);
  RcValue *cand[MAX_XCUTS];
  uint32_t nc = 0, size[MAX_XCUT_READ], nk = 0;
  for (guint i = 0; i < w->nodes->len && nc < MAX_XCUTS && !w->bad; i++) {
    RcNode *m = g_ptr_array_index(w->nodes, i);
    if (!(walked(w, &m->results[0]) & F_X) || m->op != RC_OP_MULTIPLY) continue;
    for (uint32_t k = 0; k < m->noperands && nc < MAX_XCUTS; k++) {
      RcValue *o = rc_node_operand(m, k);
      unsigned fo = o && o->def && o != x && o != acc ? walked(w, o) : 0;
      bool bc = fo && o->def->op == RC_OP_BROADCAST && o->def->noperands == 1;
      bool spread = !(fo & (F_X | F_ACC)) && (fo & (F_VEC | F_FOREIGN)) && !(bc && scalar_or_mask(o));
      double c;
      if (!(((fo & F_X) && !bc) || spread) || !dy_type(o->type, x->type) || rc_recog_uniform(o->def, &c))
        continue;
      o = lift(w, o);
      bool seen = false;
      for (uint32_t j = 0; j < nc; j++) seen = seen || cand[j] == o;
      if (!seen) cand[nc++] = o;
    }
  }
  Axes ax;
  for (uint32_t i = 0; i < nc; i++) {
    if (!closed(w, n, x, cand[i], acc, &ax) || (sums && !sums_dy_x(w))) continue;
    if (cand[i]->def->op == RC_OP_BROADCAST && row_vector(rc_node_operand(cand[i]->def, 0), x->type, &ax)) continue;
    uint32_t len = w->nodes->len;
    if (!cap || (nk == cap && size[cap - 1] <= len)) continue;
    uint32_t k = nk < cap ? nk++ : cap - 1;
    for (; k > 0 && size[k - 1] > len; k--) {
      cuts[k] = cuts[k - 1];
      size[k] = size[k - 1];
    }
    cuts[k] = cand[i];
    size[k] = len;
  }
  return nk;
}

/* Whether the walk's reductions read x's row statistics: sum x or sum x * x. */
static bool stats_of(const Walk *w, const RcValue *x) {
  for (uint32_t i = 0; i < w->nreduces; i++) {
    const RcValue *v = rc_node_operand(w->reduces[i], 0);
    const RcNode *d = v ? v->def : NULL;
    if (v == x || (d && d->op == RC_OP_MULTIPLY && d->noperands == 2 && rc_node_operand(d, 0) == x &&
                   rc_node_operand(d, 1) == x))
      return true;
  }
  return false;
}

/* Whether v is computed, through region ops within *budget nodes, from a reduction (a row
 * statistic). */
static bool from_reduce(const RcValue *v, int *budget) {
  const RcNode *n = v ? v->def : NULL;
  if (!n || --*budget < 0 || !region_op(n)) return false;
  if (row_reduce(n)) return true;
  for (uint32_t i = 0; i < n->noperands; i++)
    if (from_reduce(rc_node_operand(n, i), budget)) return true;
  return false;
}

/* Whether a reduction of the walk sums the square of a value other than x that is x scaled by
 * its own row statistics (v v with v = u * f(sum ...)): the mean square of a normalised value,
 * as the second norm of rms_norm(rms_norm(x)) reads it. A norm's region reads the statistics
 * of x (x, x x, (x - mean) squared) only; read as one norm of x such a region is exact only
 * where eps is negligible beside the mean square (the composition of two norms is one norm
 * only as eps -> 0), which the check's probe rows (mean square a few units) cannot tell. */
static bool stats_of_normalised(const Walk *w, const RcValue *x) {
  for (uint32_t i = 0; i < w->nreduces; i++) {
    const RcValue *v = rc_node_operand(w->reduces[i], 0);
    const RcNode *d = v ? v->def : NULL;
    while (d && d->op == RC_OP_CONVERT && d->noperands == 1 && rc_node_operand(d, 0)->def)
      d = rc_node_operand(d, 0)->def;
    if (!d || d->op != RC_OP_MULTIPLY || d->noperands != 2 || rc_node_operand(d, 0) != rc_node_operand(d, 1))
      continue;
    const RcValue *u = rc_node_operand(d, 0);
    if (u == x || !u->def || u->def->op != RC_OP_MULTIPLY) continue;
    for (uint32_t k = 0; k < u->def->noperands; k++) {
      int budget = BELOW_BUDGET;
      if (from_reduce(rc_node_operand(u->def, k), &budget)) return true;
    }
  }
  return false;
}

#define MAX_ADDENDS 8

/* The eps candidates of a norm's region over rows of cols (w walked), into epsv: the region's
 * small constants but 1/N; none, eps = 0 (NULL), where the region takes a square root as
 * every norm does (a 16-bit batch-norm-training's or batch-norm-grad's epsilon, 1e-12, rounds
 * to 0 in its type: the program divides by the square root of the variance itself); then the
 * region's runtime eps (w->epsin), which the call reads as an operand (eps_in). epsv holds
 * MAX_EPS + 1. */
static uint32_t eps_candidates(const Walk *w, int64_t cols, RcValue **epsv) {
  uint32_t neps = 0;
  for (uint32_t e = 0; e < w->neps; e++)
    if (fabs(w->eps[e] * (double)cols - 1) >= 1e-2) epsv[neps++] = w->epsv[e]; /* else 1/N, not an eps */
  if (!neps && w->root2 && !w->epsin) epsv[neps++] = NULL; /* a runtime eps (eps_in) is its eps */
  if (w->epsin) epsv[neps++] = w->epsin; /* last: read as an operand (eps_in) */
  return neps;
}

/* The NORM_GRAD readings of the region walked in w with leaves x, dy (and acc), over axes ax,
 * into out[nout..cap); returns the new count. */
static uint32_t ng_emit(Walk *w, RcValue *x, RcValue *dy, RcValue *acc, const Axes *ax, RcRecogRow *out,
                        uint32_t nout, uint32_t cap) {
  int64_t cols = axes_cols(x->type, ax);
  /* rows of one: the check's probe row cannot tell the norms apart (onerow.c) */
  if (cols < 2 || rc_type_numel(x->type) < 2 * cols || stats_of_normalised(w, x)) return nout;
  uint32_t first = nout;
  const RcFusedOp *ops[] = {rc_fused_at(RC_FOP_layer_norm_grad), rc_fused_at(RC_FOP_rms_norm_grad)};
  RcValue *epsv[MAX_EPS + 1];
  uint32_t neps = eps_candidates(w, cols, epsv);
  for (uint32_t e = 0; e < neps; e++)
    for (int i = 0; i < 2 && nout < cap; i++)
      out[nout++] = (RcRecogRow){.op = ops[i], .x = x, .dy = dy, .acc = acc, .scale = w->nvecs ? w->vecs[0] : NULL,
                                 .eps = epsv[e], .eps_in = epsv[e] && epsv[e] == w->epsin, .axlo = ax->lo,
                                 .axhi = ax->hi, .axlo2 = ax->lo2, .axhi2 = ax->hi2, .axmask = ax->mask,
                                 .nnodes = w->nodes->len};
  own_nodes(w, out, first, nout);
  return nout;
}

/* Whether every reader of v is a node of the region walked in w. */
static bool read_inside(const Walk *w, const RcValue *v) {
  rc_value_for_each_use(v, u) {
    if (!g_hash_table_lookup(w->memo, u->user)) return false;
  }
  return true;
}

/* Whether n is a sum that a sum above it goes on adding to (its one reader an add): a norm
 * backward read there takes no addend as acc. The acc it would take in is one more term of
 * that larger sum, which may be part of another backward (the gradient of f(x) g(x) sums both
 * backwards' terms in one chain, interleaved); the reading without acc is tried at n's own
 * operand, and the sum's top root takes the call as its acc. */
static bool mid_sum(const RcNode *n) {
  const RcValue *v = &n->results[0];
  return n->op == RC_OP_ADD && v->nuses == 1 && v->uses->user->op == RC_OP_ADD;
}

/* The cut readings of norm_grad_readings (dy computed from x itself: a few cuts, each its
 * readings) for the addends ad[0..na) as acc (ad[0] NULL: none), the first acc that gives any;
 * with acc, only where the other addends are the sum's alone (dx read elsewhere too, as a
 * later dot's operand, would be computed twice: by the call and by what stays for that
 * reader; it is a root itself). own: OWN_STRICT, those addends read once; OWN_ANY, or read
 * only by the region's nodes (its mean term reads the other backward's dx too: neg, sum);
 * OWN_WIDE, only the addends the strict rule leaves out. */
enum { OWN_STRICT, OWN_ANY, OWN_WIDE };
static uint32_t cut_readings(Walk *w, RcNode *n, RcValue *x, RcValue *const *ad, uint32_t na, int own_rule,
                             RcRecogRow *out, uint32_t nout, uint32_t cap) {
  Axes ax;
  bool mid = mid_sum(n);
  for (uint32_t i = 0; i < na; i++) {
    if (i && (mid || ad[i] == x || !rc_type_equal(ad[i]->type, x->type))) continue;
    bool own = true, strict = true;
    for (uint32_t j = 1; i && j < na; j++) strict = strict && (j == i || ad[j]->nuses == 1);
    if (i && !strict && own_rule != OWN_STRICT) { /* walked with acc: are its readers all the region's */
      walk_reset(w, x);
      w->acc = ad[i];
      (void)flags(w, &n->results[0]);
      for (uint32_t j = 1; j < na && own; j++) own = j == i || ad[j]->nuses == 1 || read_inside(w, ad[j]);
    } else
      own = strict;
    if (!own || (own_rule == OWN_WIDE && strict)) continue;
    RcValue *cuts[MAX_XCUT_READ];
    uint32_t nk = x_cuts(w, n, x, ad[i], true, cuts, MAX_XCUT_READ), first = nout;
    for (uint32_t k = nk; k-- > 0;) /* of the smallest regions the largest first: dy with its scale apart */
      if (closed(w, n, x, cuts[k], ad[i], &ax)) nout = ng_emit(w, x, cuts[k], ad[i], &ax, out, nout, cap);
    if (nout > first) break;
  }
  return nout;
}

/* The NORM_GRAD readings of the region rooted at n over x (walked: w holds its flags),
 * with dy the one other tensor it reads, into out[nout..cap); returns the new count.
 * more false: dy alone (a scale read as a vector), dy with what multiplies it folded in (a
 * modulation); then, another gradient of x summed in, one addend of the root's sum as acc;
 * the first of these that closes the region, else cuts of dy computed from x (cut_readings).
 * more true: the readings after those, asked for once every candidate x had its first ones:
 * where a dy leaf closed the region without acc, the first acc that does too, and the cuts
 * (the backward of f(x) q(x) reads dy q(x), computed from x while q is not yet a call: the
 * leaf's reading fails the check, a cut's may not); else the cuts whose other addends only
 * the region reads. */
static uint32_t norm_grad_readings(Walk *w, RcNode *n, RcValue *x, RcRecogRow *out, uint32_t nout, uint32_t cap,
                                   bool more) {
  RcValue *ad[MAX_ADDENDS + 1] = {NULL}, *dy = NULL;
  bool stats = stats_of(w, x); /* w walked over x: a cut of dy is sought only below x's statistics */
  uint32_t na = 1 + addends(n, ad + 1, 0, MAX_ADDENDS, 0);
  Axes ax;
  bool leaf = false, leaf0 = false; /* a leaf reading closed the region (leaf0: without acc) */
  w->rt_eps = true; /* eps a runtime scalar too: one more leaf, read by value (eps_in) */
  bool mid = mid_sum(n);
  for (uint32_t i = 0; i < na; i++) {
    if (i && (mid || ad[i] == x || !rc_type_equal(ad[i]->type, x->type))) continue;
    bool ok = false;
    for (int vecs = 1; vecs >= 0 && !ok; vecs--)
      ok = (dy = find_dy(w, n, x, ad[i], vecs)) && closed(w, n, x, dy, ad[i], &ax) && !affine_dy(w);
    if (!ok && stats) ok = (dy = cut_dy(w, n, x, ad[i], &ax)) != NULL;
    if (!ok) continue;
    if (!more || leaf0) nout = ng_emit(w, x, dy, ad[i], &ax, out, nout, cap); /* more: the second one */
    leaf0 = leaf0 || !i;
    if (leaf || i || !more) {
      leaf = true;
      break;
    }
    leaf = true;
  }
  if (stats && (more || !leaf))
    nout = cut_readings(w, n, x, ad, na, !more ? OWN_STRICT : leaf ? OWN_ANY : OWN_WIDE, out, nout, cap);
  w->rt_eps = false;
  return nout;
}

/* The NORM_GRAD readings with a dy of ones folded away (jax.grad of a sum: dy times the scale
 * is the scale's broadcast, which the walk reads as the scale) of the region rooted at n over
 * x alone (w walked over x: constants and at most one row vector, the scale), which reads x's
 * row statistics and takes no exp or log; dy NULL, the splat of ones the rewrite writes
 * (rewrite/ones.c). A layer norm's only with a scale: without one its backward of ones,
 * rstd (1 - mean 1 - x^ mean x^), is zero up to rounding, which any region that cancels to
 * zero (a softmax's backward of a constant dy) also computes. Into out[nout..cap); returns the
 * new count. */
static uint32_t norm_ones_readings(Walk *w, RcNode *n, RcValue *x, RcRecogRow *out, uint32_t nout, uint32_t cap) {
  walk_reset(w, x);
  w->rt_eps = true;
  unsigned f = flags(w, &n->results[0]);
  Axes ax;
  if (!w->bad && !(f & F_FOREIGN) && (f & F_X) && w->nreduces && !w->expo && w->nvecs <= 1 && stats_of(w, x) &&
      axes_block(w, x->type, &ax) && (!w->nvecs || row_vector(w->vecs[0], x->type, &ax))) {
    uint32_t first = nout, k = first;
    nout = ng_emit(w, x, NULL, NULL, &ax, out, nout, cap);
    RcNode **nodes = nout > first ? out[first].nodes : NULL; /* owned by out[first] */
    for (uint32_t i = first; i < nout; i++) /* no unscaled layer_norm_grad */
      if (w->nvecs || out[i].op != rc_fused_at(RC_FOP_layer_norm_grad)) out[k++] = out[i];
    for (uint32_t i = first; i < k; i++) out[i].owner = i == first;
    if (nodes && k == first) g_free(nodes);
    nout = k;
  }
  w->rt_eps = false;
  return nout;
}

#define MAX_SPLAT_DY 2

/* The NORM_GRAD readings of the region rooted at n over x alone whose dy is a splat constant
 * of x's shape (a broadcast constant, through broadcasts, reshapes and converts: dy_type) that
 * the region reads as a value, not folded into its arithmetic: jax.grad of a mean writes dy =
 * 1/N once, a broadcast that each of the backward's terms multiplies. That value is taken as
 * the dy leaf, the call's operand as the program wrote it, so the check probes the region with
 * dy free: it passes only where the region is the op's backward for every dy, so also for the
 * constant, and a region that is one only for some c (the constant merged into one term and
 * kept in another) fails. A layer norm's without a scale too: with dy free its backward is no
 * zero (norm_ones_readings says why the folded one is not read). Into out[nout..cap); returns
 * the new count. */
static uint32_t norm_splat_readings(Walk *w, RcNode *n, RcValue *x, RcRecogRow *out, uint32_t nout, uint32_t cap) {
  RcValue *cand[MAX_SPLAT_DY];
  uint32_t nc = 0;
  walk_reset(w, x);
  (void)flags(w, &n->results[0]);
  for (guint i = 0; i < w->nodes->len && !w->bad && nc < MAX_SPLAT_DY; i++) {
    RcNode *m = g_ptr_array_index(w->nodes, i);
    if (m->op == RC_OP_REDUCE || (m->op == RC_OP_BROADCAST && walked(w, &m->results[0]) == F_CONST)) continue;
    for (uint32_t k = 0; k < m->noperands && nc < MAX_SPLAT_DY; k++) {
      RcValue *o = rc_node_operand(m, k);
      double c;
      if (!o || !o->def || !dy_type(o->type, x->type) || !splat_value(o, &c) || c == 0 || !isfinite(c)) continue;
      bool seen = false;
      for (uint32_t j = 0; j < nc; j++) seen = seen || cand[j] == o;
      if (!seen) cand[nc++] = o;
    }
  }
  Axes ax;
  w->rt_eps = true;
  for (uint32_t i = 0; i < nc && nout < cap; i++)
    if (closed(w, n, x, cand[i], NULL, &ax) && !affine_dy(w) && sums_dy_x(w))
      nout = ng_emit(w, x, cand[i], NULL, &ax, out, nout, cap);
  w->rt_eps = false;
  return nout;
}

/* The readings whose dy is a splat constant the region reads as a value (a loss's constant
 * gradient: a sum's, a mean's), of the region rooted at n: ROW_GRAD's over the backward's
 * candidate leaves gx (with grads: where the other backward readings were asked for), then
 * NORM_GRAD's over the x's of xc. rows_at asks for them last, in room of their own beyond the
 * others' (RC_RECOG_ROWS_EXTRA), so that they take none of theirs. Into out[nout..cap); returns
 * the new count. */
static uint32_t splat_readings(Walk *w, RcNode *n, RcValue *const *gx, uint32_t ngx, RcValue *const *xc, uint32_t nxc,
                               bool grads, RcRecogRow *out, uint32_t nout, uint32_t cap) {
  bool splat = false;
  double c;
  for (uint32_t i = 0; i < ngx; i++) splat = splat || splat_value(gx[i], &c);
  if (splat && grads && nout < cap) nout += grad_readings(w, n, gx, ngx, out + nout, cap - nout, true);
  for (uint32_t k = 0; k < nxc && nout < cap; k++) nout = norm_splat_readings(w, n, xc[k], out, nout, cap);
  return nout;
}

/* The d-scale readings of the sum n over the axes `summed` (a mask) of the region walked in w
 * with leaves x and dy (closed over axes ax: one block, and n sums every other axis: those
 * before it and those after it, or all but some leading ones, which it keeps: the d scale per
 * group of rows, as vmap of a per-example gradient writes it), into out[nout..cap); returns the
 * new count. The region: n, its init, then the walk's nodes. */
static uint32_t ns_emit(Walk *w, RcNode *n, RcValue *x, RcValue *dy, const Axes *ax, uint64_t summed, RcRecogRow *out,
                        uint32_t nout, uint32_t cap) {
  if (ax->lo2 || ax->mask || w->nvecs || !stats_of(w, x) || stats_of_normalised(w, x)) return nout;
  int32_t lo = ax->lo, hi = ax->hi;
  uint64_t all = x->type->rank >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << x->type->rank) - 1;
  uint64_t block = (hi >= 63 ? ~(uint64_t)0 : ((uint64_t)1 << (hi + 1)) - 1) & ~(((uint64_t)1 << lo) - 1);
  uint64_t kept = all & ~block & ~summed; /* the axes n keeps besides the block: leading ones only */
  if ((summed & block) || (kept & (kept + 1)) || !summed) return nout;
  int64_t groups = 1;
  for (int32_t d = 0; d < lo && (kept >> d & 1); d++) groups *= x->type->dims[d];
  int64_t cols = axes_cols(x->type, ax);
  /* rows of one: the check's probe row cannot tell the norms apart (onerow.c); a group a
   * row: the sum over each group is one dy x^, no d scale */
  if (cols < 2 || rc_type_numel(x->type) < 2 * cols * groups || rc_type_numel(n->results[0].type) != cols * groups)
    return nout;
  uint32_t first = nout;
  const RcFusedOp *ops[] = {rc_fused_at(RC_FOP_layer_norm_grad_scale), rc_fused_at(RC_FOP_rms_norm_grad_scale)};
  RcValue *epsv[MAX_EPS + 1];
  uint32_t neps = eps_candidates(w, cols, epsv);
  for (uint32_t e = 0; e < neps; e++)
    for (int i = 0; i < 2 && nout < cap; i++)
      out[nout++] = (RcRecogRow){.op = ops[i], .x = x, .dy = dy, .eps = epsv[e], .eps_in = epsv[e] && epsv[e] == w->epsin,
                                 .axlo = lo, .axhi = hi, .nnodes = w->nodes->len + 2};
  if (nout > first) {
    RcNode **nodes = g_new(RcNode *, w->nodes->len + 2);
    nodes[0] = n;
    nodes[1] = rc_node_operand(n, 1)->def;
    memcpy(nodes + 2, w->nodes->pdata, w->nodes->len * sizeof *nodes);
    for (uint32_t i = first; i < nout; i++) out[i].nodes = nodes;
    out[first].owner = true;
  }
  return nout;
}

/* The d-scale readings (NORM_SCALE_GRAD) of the reduction n: a sum over the axes of x
 * before and after one block [lo, hi] (all but the scale's) of a region over x and one more
 * tensor dy of x's type, which reads x's row statistics over [lo, hi] and no vector (dy x^ as
 * autodiff writes the scale's gradient). The region: n, its init, then the walk's nodes. */
uint32_t rc_recog_norm_scale_at(RcNode *n, RcRecogRow *out, uint32_t cap) {
  const RcType *rt = n->nresults == 1 ? n->results[0].type : NULL;
  if (!cap || !static_tensor(rt) || !rc_dtype_is_float(rt->dtype) || !row_reduce(n) || combiner(n) != RC_OP_ADD)
    return 0;
  RcValue *v = rc_node_operand(n, 0), *iv = rc_node_operand(n, 1);
  RcNode *vd = v ? v->def : NULL, *init = iv ? iv->def : NULL;
  const RcAttr *a = rc_node_attr(n, "dimensions");
  double z;
  if (!vd || vd->nresults != 1 || !rc_recog_evaluable(vd) || !init || !rc_recog_uniform(init, &z) || z != 0 ||
      !static_tensor(v->type) || v->type->rank < 2 || v->type->rank > 64 || v->type->dtype != rt->dtype || !a || a->kind != RC_ATTR_INTS)
    return 0;
  uint64_t summed = 0; /* the summed axes, in order, some but not all of x's */
  for (uint32_t k = 0; k < a->u.ints.n; k++) {
    int64_t d = a->u.ints.v[k];
    if (d < 0 || d >= v->type->rank || d >= 64 || (k && d <= a->u.ints.v[k - 1])) return 0;
    summed |= (uint64_t)1 << d;
  }
  if (!a->u.ints.n || a->u.ints.n >= (uint32_t)v->type->rank) return 0;
  Walk w = {.memo = g_hash_table_new(NULL, NULL), .nodes = g_ptr_array_new()};
  walk_reset(&w, NULL);
  (void)flags(&w, v);
  RcValue *xs[MAX_X];
  uint32_t nx = 0, nout = 0;
  for (uint32_t i = 0; !w.bad && i < w.nreduces; i++) {
    RcValue *u = rc_node_operand(w.reduces[i], 0);
    add_x(xs, &nx, MAX_X, u);
    if (u && u->def && rc_recog_evaluable(u->def))
      for (uint32_t k = 0; k < u->def->noperands; k++) add_x(xs, &nx, MAX_X, rc_node_operand(u->def, k));
  }
  /* the lowest candidates first: x before x - mean, whose d scale reads the same (rms_norm's
   * of a centred value) but would leave x - mean to the graph */
  RcValue *sorted[MAX_X];
  uint32_t ns = 0;
  for (int pass = 0; pass < 2; pass++)
    for (uint32_t i = 0; i < nx; i++) {
      bool above = false;
      for (uint32_t j = 0; j < nx && !above; j++) {
        int budget = BELOW_BUDGET;
        above = j != i && below(xs[i], xs[j], &budget);
      }
      if (above == (pass == 1)) sorted[ns++] = xs[i];
    }
  memcpy(xs, sorted, nx * sizeof *xs);
  w.rt_eps = true; /* eps a runtime scalar too (eps_in) */
  for (uint32_t k = 0; k < nx && nout < cap; k++) {
    RcValue *x = xs[k], *dy;
    Axes ax;
    RcNode *xd = x->def;
    bool square = false; /* x * x of another candidate: that one is x */
    for (uint32_t j = 0; xd && xd->op == RC_OP_MULTIPLY && xd->noperands == 2 && j < nx; j++)
      square = square || (xs[j] != x && rc_node_operand(xd, 0) == xs[j] && rc_node_operand(xd, 1) == xs[j]);
    if (square) continue;
    if (!leaf_type(x->type, v->type)) continue;
    uint32_t first = nout;
    if ((dy = find_dy(&w, vd, x, NULL, false)) && closed(&w, vd, x, dy, NULL, &ax) && !affine_dy(&w))
      nout = ns_emit(&w, n, x, dy, &ax, summed, out, nout, cap);
    else if (stats_of(&w, x)) {
      /* dy computed from x itself (x_cuts): a few cuts, each its readings */
      RcValue *cuts[MAX_XCUT_READ];
      uint32_t nk = x_cuts(&w, vd, x, NULL, false, cuts, MAX_XCUT_READ);
      for (uint32_t c = nk; c-- > 0;) /* as norm_grad_readings */
        if (closed(&w, vd, x, cuts[c], NULL, &ax)) nout = ns_emit(&w, n, x, cuts[c], &ax, summed, out, nout, cap);
    }
    if (nout == first) { /* a dy of ones folded (jax.grad of a sum): x^ summed over the rows */
      walk_reset(&w, x);
      unsigned f = flags(&w, v);
      if (!w.bad && !(f & F_FOREIGN) && (f & F_X) && w.nreduces && !w.expo && axes_block(&w, x->type, &ax))
        nout = ns_emit(&w, n, x, NULL, &ax, summed, out, nout, cap);
    }
    if (nout == first) continue;
    break; /* the first x that closes the region */
  }
  g_ptr_array_free(w.nodes, TRUE);
  g_hash_table_destroy(w.memo);
  return nout;
}

/* Whether a reduction of the region walked in w reduces a value of more elements than the root
 * (of type rt) to one of the root's or fewer: a row spelled on an expanded row (expand.c). */
static bool expanded_reduce(const Walk *w, const RcType *rt) {
  int64_t numel = rc_type_numel(rt);
  for (uint32_t i = 0; i < w->nreduces; i++) {
    const RcType *t = rc_node_operand(w->reduces[i], 0)->type;
    if (static_tensor(t) && rc_type_numel(t) > numel && rc_type_numel(w->reduces[i]->results[0].type) <= numel)
      return true;
  }
  return false;
}

/* The candidate leaves xs[0..nx) of the region walked in w reordered (stably): first
 * those whose row statistics it reads, then those computed from no other candidate. A
 * norm backward's x lies below its dy * rstd and x - mean, which its reductions read too;
 * the readings of the first candidates take the cap. */
static void order_leaves(const Walk *w, RcValue **xs, uint32_t nx) {
  int score[MAX_X_SEEN];
  for (uint32_t i = 0; i < nx; i++) {
    bool top = false;
    for (uint32_t j = 0; j < nx && !top; j++) {
      int budget = BELOW_BUDGET;
      top = j != i && below(xs[i], xs[j], &budget);
    }
    score[i] = 2 * stats_of(w, xs[i]) + !top;
  }
  RcValue *sorted[MAX_X_SEEN];
  uint32_t k = 0;
  for (int s = 3; s >= 0; s--)
    for (uint32_t i = 0; i < nx; i++)
      if (score[i] == s) sorted[k++] = xs[i];
  memcpy(xs, sorted, nx * sizeof *xs);
}

/* A backward's candidate leaves of the region rooted at n (walked in w with no x) into gx (MAX_GRAD_X);
 * returns how many. */
static uint32_t grad_leaves(const Walk *w, RcNode *n, bool one_block, RcValue **gx) {
  const RcType *rt = n->results[0].type;
  uint32_t ngx = 0;
  /* a backward's leaves: the root's operands down to two ops further, the reductions'
   * operands down to two ops further (JAX sums dy * e / s^2: dy two ops below), and the
   * exponentials' operands (e^y); the root's alone where the whole region reduces other axes
   * too (a cross-entropy's backward over the last axis whose e is computed from an inner row
   * op's output over another: its own walk checks its block) */
  for (uint32_t k = 0; w->nreduces && k < n->noperands; k++) {
    if (!reads_operand(w, n, k)) continue;
    RcValue *u = rc_node_operand(n, k);
    add_gx(gx, &ngx, rt, u);
    for (uint32_t j = 0; u && u->def && rc_recog_evaluable(u->def) && j < u->def->noperands; j++)
      add_gx(gx, &ngx, rt, rc_node_operand(u->def, j));
  }
  for (uint32_t i = 0; one_block && i < w->nreduces; i++) {
    RcValue *v = rc_node_operand(w->reduces[i], 0);
    add_gx(gx, &ngx, rt, v);
    for (uint32_t k = 0; v && v->def && rc_recog_evaluable(v->def) && k < v->def->noperands; k++) {
      RcValue *u = rc_node_operand(v->def, k);
      add_gx(gx, &ngx, rt, u);
      for (uint32_t j = 0; u && u->def && rc_recog_evaluable(u->def) && j < u->def->noperands; j++)
        add_gx(gx, &ngx, rt, rc_node_operand(u->def, j));
    }
  }
  for (uint32_t i = 0; one_block && i < w->nodes->len; i++) {
    RcNode *m = g_ptr_array_index(w->nodes, i);
    if (m->op == RC_OP_EXP && m->noperands == 1) add_gx(gx, &ngx, rt, rc_node_operand(m, 0));
  }
  return ngx;
}

static uint32_t rows_at(RcNode *n, uint32_t terms, RcRecogRow *out, uint32_t cap, uint32_t extra) {
  const RcType *rt = n->nresults == 1 ? n->results[0].type : NULL;
  if (!cap || !static_tensor(rt) || !rc_dtype_is_float(rt->dtype) || rt->rank < 1 || !rc_recog_evaluable(n))
    return 0;
  /* a region extended by an elementwise user is no forward row op; a backward one may
   * be, where the user only scales it by a constant (d scores scaled after a softmax
   * backward): only its readings are made */
  bool ext = extended(n);
  /* a value other nodes read too is a root whatever extends it: a norm's dx that a gate
   * multiplies (adaLN) and the residual sum and the gate's gradient read, a training
   * graph's x^ that the affine part and the backward's d scale read (the affine part's
   * region would keep x^ for the backward): only its NORM_GRAD and norm readings are made, and
   * its backward readings where no reader reads it twice (an outer op's backward whose dx the
   * inner op's backward reads as its dy, linearly, scaled by row statistics: softmax(softmax(x));
   * x - mean, which its square reads, is no gradient) */
  bool ng_only = ext && extended_(n, true), grads = !ng_only || !squared(n);
  if (ng_only && n->results[0].nuses < 2) return 0;
  Walk w = {.memo = g_hash_table_new(NULL, NULL), .nodes = g_ptr_array_new(), .tsum = terms ? n : NULL, .terms = terms};
  /* first look: the region with no x, its reductions' operands the candidate x's */
  walk_reset(&w, NULL);
  unsigned f0 = flags(&w, &n->results[0]);
  bool root2 = w.root2; /* the whole region takes a square root: a norm's, no softmax's backward */
  RcValue *xs[MAX_X_SEEN], *gx[MAX_GRAD_X];
  uint32_t nx = 0, ngx = 0, nout = 0;
  Axes ax0;
  /* every reduction of the whole region over a value of the root's shape reduces one block:
   * a softmax of a value shifted by its maximum over another axis is no row op of that value
   * (the reductions above a leaf regrouped by a reshape, of another shape, are no part of a
   * region over it: each candidate's own walk checks its block) */
  bool one_block = w.nreduces && axes_block_(&w, rt, &ax0, true);
  for (uint32_t i = 0; one_block && !w.bad && (f0 & F_FOREIGN) && i < w.nreduces; i++) {
    RcValue *v = rc_node_operand(w.reduces[i], 0);
    add_x(xs, &nx, MAX_X_SEEN, v);
    /* x^2, exp(x - max): x one op further down */
    if (v && v->def && rc_recog_evaluable(v->def))
      for (uint32_t k = 0; k < v->def->noperands; k++) add_x(xs, &nx, MAX_X_SEEN, rc_node_operand(v->def, k));
  }
  if (!w.bad && (f0 & F_FOREIGN)) ngx = grad_leaves(&w, n, one_block, gx);
  /* a row spelled on an expanded row (expand.c: the pairwise x_j - x_i on [.., n, n]): the values
   * of the root's size that the region broadcasts are the candidate x's */
  bool wide = !one_block && !w.bad && (f0 & (F_FOREIGN | F_VEC)) && !nx && expanded_reduce(&w, rt);
  for (uint32_t i = 0; wide && i < w.nodes->len; i++) {
    RcNode *m = g_ptr_array_index(w.nodes, i);
    RcValue *o = m->op == RC_OP_BROADCAST && m->noperands == 1 ? rc_node_operand(m, 0) : NULL;
    if (o && static_tensor(o->type) && rc_type_numel(o->type) == rc_type_numel(rt)) add_x(xs, &nx, MAX_X_SEEN, o);
  }
  if ((ext && !ng_only) || terms) nx = 0; /* some terms of a sum: a backward's only */
  order_leaves(&w, xs, nx);
  if (nx > MAX_X) nx = MAX_X; /* the first after ordering: a backward's region that holds a later layer's
                               * (its dy read through it) reads that layer's candidates first */
  /* at most MAX_FWD forward readings, the rest of out left to the backward ones where the
   * forward readings are a softmax's: a backward whose dy the exporter computed from y (TF's
   * gradient of mean(y^2)) reads as a function of the forward's x too */
  uint32_t fcap = cap < MAX_FWD ? cap : MAX_FWD, nxc = 0;
  bool fwd_softmax = false;
  RcValue *xc[MAX_X], *xm[MAX_X];
  uint32_t nxm = 0;
  for (uint32_t k = 0; k < nx && nout < fcap; k++) {
    RcValue *x = xs[k];
    if (!static_tensor(x->type) || rc_type_numel(x->type) != rc_type_numel(rt) || x->type->rank < 1) continue;
    walk_reset(&w, x);
    unsigned f = flags(&w, &n->results[0]);
    Axes ax;
    if (!w.bad && (f & F_FOREIGN) && (f & F_X) && w.nreduces) {
      nout = norm_grad_readings(&w, n, x, out, nout, fcap, false); /* a norm's backward: x and dy */
      if (nxm < MAX_X) xm[nxm++] = x;
      continue;
    }
    /* a norm's backward whose dy is computed from x (x_cuts): no foreign value read; read
     * last, after every other reading (a forward norm's x - mean is such a cut too) */
    if (!w.bad && !(f & F_FOREIGN) && (f & F_X) && w.nreduces && stats_of(&w, x)) xc[nxc++] = x;
    if (ng_only && (w.expo || w.nvecs)) continue;
    if (w.bad || (f & F_FOREIGN) || !(f & F_X) || !w.nreduces) continue;
    uint64_t wide_axes;
    if (!axes_block(&w, x->type, &ax) &&
        !(wide && rc_recog_expanded_axes(n, x, &wide_axes) && mask_blocks(wide_axes, &ax)))
      continue;
    bool ok = true;
    for (uint32_t i = 0; i < w.nvecs; i++) ok = ok && row_vector(w.vecs[i], x->type, &ax);
    if (!ok) continue;
    int64_t cols = axes_cols(x->type, &ax);
    if (cols < 2) continue;
    /* a norm or softmax of one row is read only where its values here say so (onerow.c says why) */
    bool one_row = rc_type_numel(x->type) < 2 * cols;
    /* the readings, most likely first */
    RcRecogRow base = {.x = x, .axlo = ax.lo, .axhi = ax.hi, .axlo2 = ax.lo2, .axhi2 = ax.hi2, .axmask = ax.mask,
                       .nnodes = w.nodes->len};
    uint32_t first = nout;
    if (w.expo && !w.nvecs) {
      const RcFusedOp *sm[] = {rc_fused_at(RC_FOP_softmax), rc_fused_at(RC_FOP_log_softmax)};
      for (int i = 0; i < 2 && nout < fcap; i++) {
        out[nout] = base;
        out[nout].op = sm[i];
        if (!one_row || rc_recog_one_row_is(n, &out[nout], cols, rt->dtype)) nout++;
        fwd_softmax = true;
      }
    }
    /* the eps candidates: the region's small constants but 1/N, as written, then each over N
     * (a spelling that folds 1/N out of its root: rsqrt(sum + N eps) sqrt N); none, eps = 0
     * (NULL), where the region takes a square root as every norm does: a 16-bit
     * batch-norm-training's epsilon (1e-12) rounds to 0 in its type */
    RcValue *epsv[2 * MAX_EPS];
    int64_t epsdiv[2 * MAX_EPS] = {0};
    uint32_t neps = 0, nwritten;
    for (uint32_t e = 0; e < w.neps; e++)
      if (fabs(w.eps[e] * (double)cols - 1) >= 1e-2) epsv[neps++] = w.epsv[e]; /* else 1/N, not an eps */
    nwritten = neps;
    for (uint32_t e = 0; e < nwritten && w.root2; e++) {
      epsv[neps] = epsv[e];
      epsdiv[neps++] = cols;
    }
    if (!neps && w.root2) epsv[neps++] = NULL;
    for (uint32_t e = 0; e < neps && !w.expo && !stats_of_normalised(&w, x); e++) {
      const RcFusedOp *nm[] = {rc_fused_at(RC_FOP_layer_norm), rc_fused_at(RC_FOP_rms_norm)};
      for (int i = 0; i < 2; i++) {
        for (uint32_t s = 0; s < (w.nvecs == 2 ? 2u : 1u) && nout < fcap; s++) {
          out[nout] = base;
          out[nout].op = nm[i];
          out[nout].eps = epsv[e];
          out[nout].eps_div = epsdiv[e];
          out[nout].scale = w.nvecs ? w.vecs[s] : NULL;
          out[nout].bias = w.nvecs == 2 ? w.vecs[1 - s] : NULL;
          if (!one_row || rc_recog_one_row_is(n, &out[nout], cols, rt->dtype)) nout++;
        }
      }
    }
    own_nodes(&w, out, first, nout); /* this x's node list, owned by its first reading */
  }
  uint32_t nfwd = nout;
  /* the backward readings also where a norm's backward was read but the region takes no square
   * root, as every norm's backward does: a softmax's backward whose dy the loss scaled (x the
   * forward's e, its dy a foreign leaf) reads as one too */
  bool norm_grads_only = nout > 0, grad_ok;
  for (uint32_t i = 0; i < nout; i++) norm_grads_only &= out[i].op->kind == RC_KIND_NORM_GRAD;
  if ((grad_ok = (!nout || fwd_softmax || (norm_grads_only && !root2)) && grads)) {
    nout += grad_readings(&w, n, gx, ngx, out + nout, cap - nout, false);
    /* and with a dy of ones folded (the backward of a sum: one leaf), where the whole region
     * reduces one block: a one-leaf reading below a region that reduces other axes too (a
     * softmax over one axis of a value shifted over another) is no backward read */
    if (one_block) nout += ones_readings(&w, n, gx, ngx, out + nout, cap - nout);
  }
  /* the largest region first: x - mean(x) is a leaf too, of the smaller rms_norm region inside
   * a layer norm (stable insertion sort); backward readings the smallest first: a region that
   * reads the forward's y is preferred to the larger one through y's e and sum (from_exp) */
  for (uint32_t i = 1; i < nout; i++)
    for (uint32_t j = i; j > 0 && (j != nfwd) &&
                         (j < nfwd ? out[j - 1].nnodes < out[j].nnodes : out[j - 1].nnodes > out[j].nnodes);
         j--) {
      RcRecogRow t = out[j];
      out[j] = out[j - 1];
      out[j - 1] = t;
    }
  /* and of those, the readings whose dy is computed from their y after the others, the
   * largest of them first: log_softmax_grad(e, D) of D = dy y, a backward that reads y = e /
   * sum e, is softmax_grad(e, dy), which takes in the product the smaller reading would leave to
   * the program (and dy c (y - t) of a mean squared error with it) */
  uint32_t ngrad = nout, k = nfwd;
  for (uint32_t i = k; i < ngrad; i++) {
    if (out[i].dy && out[i].x && below_near(out[i].dy, out[i].x)) continue;
    RcRecogRow t = out[i];
    memmove(out + k + 1, out + k, (i - k) * sizeof *out);
    out[k++] = t;
  }
  for (uint32_t i = k + 1; i < ngrad; i++)
    for (uint32_t j = i; j > k && out[j - 1].nnodes < out[j].nnodes; j--) {
      RcRecogRow t = out[j];
      out[j] = out[j - 1];
      out[j - 1] = t;
    }
  for (uint32_t k = 0; k < nxc && nout < cap; k++) {
    walk_reset(&w, xc[k]);
    (void)flags(&w, &n->results[0]);
    nout = norm_grad_readings(&w, n, xc[k], out, nout, cap, false);
  }
  /* and with a dy of ones folded (the backward of a sum: x its one leaf) */
  for (uint32_t k = 0; k < nxc && nout < cap; k++) nout = norm_ones_readings(&w, n, xc[k], out, nout, cap);
  /* then the further readings of the norm backwards over a foreign dy (norm_grad_readings) */
  for (uint32_t k = 0; k < nxm && nout < cap; k++) {
    walk_reset(&w, xm[k]);
    (void)flags(&w, &n->results[0]);
    nout = norm_grad_readings(&w, n, xm[k], out, nout, cap, true);
  }
  nout = splat_readings(&w, n, gx, ngx, xc, nxc, grad_ok && one_block, out, nout, cap + extra);
  g_ptr_array_free(w.nodes, TRUE);
  g_hash_table_destroy(w.memo);
  return nout;
}

uint32_t rc_recog_rows_at(RcNode *n, RcRecogRow *out, uint32_t cap) { return rows_at(n, 0, out, cap, 0); }

uint32_t rc_recog_rows_splat_at(RcNode *n, RcRecogRow *out, uint32_t cap) {
  return rows_at(n, 0, out, cap, RC_RECOG_ROWS_EXTRA);
}

uint32_t rc_recog_rows_terms_at(RcNode *n, uint32_t terms, RcRecogRow *out, uint32_t cap) {
  uint32_t k = __builtin_popcount(terms);
  if (n->op != RC_OP_ADD || n->noperands > 32 || k < 2 || k >= n->noperands || (n->noperands < 32 && terms >> n->noperands))
    return 0;
  return rows_at(n, terms, out, cap, 0);
}

void rc_recog_rows_free(RcRecogRow *rows, uint32_t n) {
  for (uint32_t i = 0; i < n; i++)
    if (rows[i].owner) g_free(rows[i].nodes);
}
