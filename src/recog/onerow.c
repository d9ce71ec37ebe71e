/* A norm reading of a region over one row, judged by value (recog.h
 * rc_recog_one_row_is). The rewrite check's probe row starts with its special
 * values (+-30 among values near 0), so the row's mean is small beside its mean
 * square and the check cannot tell x * rsqrt(var + eps) from rms_norm, nor
 * (x - mean) * rsqrt(mean(x^2) + eps) from layer_norm. Here the region is
 * evaluated in double on rows with a mean as large as their spread, and
 * compared with the op's double-precision reference (fused.def, NORM: ref(row,
 * scale, bias, cols, eps); ROW: ref(row, cols)). The same probe row's sum of
 * exp(x - max) is about 1 (its +30 stands far above the rest), so there
 * exp(x - max) passes for softmax(x) and x - log sum exp(x - max) for
 * log_softmax(x): a softmax reading of one row is judged here too. With one
 * row every value of the region holds either the row's elements or one value
 * (a reduction over the whole row), so the evaluation is a walk of vectors of
 * length cols or 1. */
#include <glib.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "canon/canon.h"
#include "recog/recog.h"

#define MAX_COLS 4096
/* the most elements of one value: a row spelled on [cols, cols] (expand.c) is evaluated up to
 * 256 columns */
#define MAX_ELEMS 65536
#define MAX_RANK 16
#define NPROBES 2

typedef struct {
  const RcRecogRow *rd;
  int64_t cols;
  GHashTable *memo; /* node -> double[len] */
  const double *x, *scale, *bias;
  bool bad;
} Ev;

/* The elements of v (a static tensor of at most MAX_ELEMS), or -1. */
static int64_t len_of(const Ev *e, const RcValue *v) {
  (void)e;
  const RcType *t = v ? v->type : NULL;
  int64_t n = t && t->kind == RC_TYPE_TENSOR && rc_type_is_static(t) && t->rank <= MAX_RANK ? rc_type_numel(t) : -1;
  return n >= 1 && n <= MAX_ELEMS ? n : -1;
}

static const double *val(Ev *e, RcValue *v);

/* The combiner of a reduce node: its body's op (the op a rounding reducer rounds: canon/rounded_reducer.c). */
static RcOp combiner(const RcNode *n) { return rc_canon_rounded_combiner(n, NULL); }

/* Row-major strides of type t into st. */
static void strides(const RcType *t, int64_t *st) {
  int64_t s = 1;
  for (int32_t k = t->rank; k-- > 0;) {
    st[k] = s;
    s *= t->dims[k];
  }
}

/* Each element of tensor type t (len of them) in order, its offset in another tensor whose
 * stride along t's axis k is st[k], into off. */
static void offsets(const RcType *t, const int64_t *st, int64_t len, int64_t *off) {
  int64_t idx[MAX_RANK] = {0}, o = 0;
  for (int64_t i = 0; i < len; i++) {
    off[i] = o;
    for (int32_t k = t->rank; k-- > 0;) {
      o += st[k];
      if (++idx[k] < t->dims[k]) break;
      o -= st[k] * t->dims[k];
      idx[k] = 0;
    }
  }
}

static bool eval_node(Ev *e, RcNode *n, int64_t len, double *out) {
  double d;
  if (rc_recog_uniform(n, &d)) {
    for (int64_t i = 0; i < len; i++) out[i] = d;
    return true;
  }
  const RcType *t = n->results[0].type;
  if ((n->op == RC_OP_BROADCAST || n->op == RC_OP_RESHAPE) && n->noperands == 1) {
    RcValue *o = rc_node_operand(n, 0);
    const double *a = val(e, o);
    int64_t la = len_of(e, o);
    if (!a) return false;
    if (n->op == RC_OP_RESHAPE || la == 1) { /* the elements keep their order */
      if (la != 1 && la != len) return false;
      for (int64_t i = 0; i < len; i++) out[i] = a[la == 1 ? 0 : i];
      return true;
    }
    /* operand axis k at result axis dims[k] (its stride there; a size-1 axis broadcast: 0) */
    const RcAttr *dims = rc_node_attr(n, "dimensions");
    const RcType *ot = o->type;
    if (!dims || dims->kind != RC_ATTR_INTS || dims->u.ints.n != (uint32_t)ot->rank) return false;
    int64_t ost[MAX_RANK], st[MAX_RANK] = {0};
    strides(ot, ost);
    for (int32_t k = 0; k < ot->rank; k++) {
      int64_t to = dims->u.ints.v[k];
      if (to < 0 || to >= t->rank || (ot->dims[k] != 1 && ot->dims[k] != t->dims[to])) return false;
      st[to] = ot->dims[k] == 1 ? 0 : ost[k];
    }
    int64_t *off = g_new(int64_t, len);
    offsets(t, st, len, off);
    for (int64_t i = 0; i < len; i++) out[i] = a[off[i]];
    g_free(off);
    return true;
  }
  if (n->op == RC_OP_REDUCE && n->noperands == 2) {
    RcValue *o = rc_node_operand(n, 0);
    const double *a = val(e, o), *init = val(e, rc_node_operand(n, 1));
    int64_t la = len_of(e, o);
    RcOp c = combiner(n);
    const RcAttr *dims = rc_node_attr(n, "dimensions");
    const RcType *ot = o->type;
    if (!a || !init || la < 1 || (c != RC_OP_ADD && c != RC_OP_MAXIMUM && c != RC_OP_MINIMUM) || !dims ||
        dims->kind != RC_ATTR_INTS)
      return false;
    /* each operand element's offset in the result: the kept axes' strides there, 0 for the reduced */
    uint32_t gone = 0;
    for (uint32_t k = 0; k < dims->u.ints.n; k++) {
      if (dims->u.ints.v[k] < 0 || dims->u.ints.v[k] >= ot->rank) return false;
      gone |= 1u << dims->u.ints.v[k];
    }
    int64_t rst[MAX_RANK], st[MAX_RANK] = {0};
    strides(t, rst);
    for (int32_t k = 0, j = 0; k < ot->rank; k++)
      if (!(gone >> k & 1)) {
        if (j >= t->rank || t->dims[j] != ot->dims[k]) return false;
        st[k] = rst[j++];
      }
    for (int64_t i = 0; i < len; i++) out[i] = init[0];
    int64_t *off = g_new(int64_t, la);
    offsets(ot, st, la, off);
    for (int64_t i = 0; i < la; i++) {
      double *r = &out[off[i]];
      *r = c == RC_OP_ADD ? *r + a[i] : c == RC_OP_MAXIMUM ? fmax(*r, a[i]) : fmin(*r, a[i]);
    }
    g_free(off);
    return true;
  }
  if (!rc_recog_evaluable(n) || n->noperands > 8) return false;
  const double *ops[8];
  double args[8];
  for (uint32_t k = 0; k < n->noperands; k++) {
    RcValue *o = rc_node_operand(n, k);
    int64_t lo = len_of(e, o);
    if (!(ops[k] = val(e, o)) || (lo != len && lo != 1)) return false;
    if (lo == 1 && len > 1) { /* a one-element operand of an elementwise op: only a splat's shape */
      if (o->type->rank && o->type->rank == n->results[0].type->rank) return false;
    }
  }
  for (int64_t i = 0; i < len; i++) {
    for (uint32_t k = 0; k < n->noperands; k++) args[k] = ops[k][len_of(e, rc_node_operand(n, k)) == 1 ? 0 : i];
    out[i] = rc_recog_eval(n, args);
  }
  return true;
}

static const double *val(Ev *e, RcValue *v) {
  if (e->bad) return NULL;
  if (v && (v == e->rd->x || v == e->rd->scale || v == e->rd->bias)) {
    /* the probe buffers hold cols elements: a leaf read as more is no row of them */
    int64_t n = len_of(e, v);
    if (n < 1 || n > e->cols || (v == e->rd->x && n != e->cols)) {
      e->bad = true;
      return NULL;
    }
    return v == e->rd->x ? e->x : v == e->rd->scale ? e->scale : e->bias;
  }
  RcNode *n = v ? v->def : NULL;
  int64_t len = len_of(e, v);
  if (!n || n->nresults != 1 || len < 1) {
    e->bad = true;
    return NULL;
  }
  double *out = g_hash_table_lookup(e->memo, n);
  if (out) return out;
  out = g_new(double, len);
  g_hash_table_insert(e->memo, n, out);
  if (!eval_node(e, n, len, out)) {
    e->bad = true;
    return NULL;
  }
  return out;
}

bool rc_recog_one_row_is(RcNode *root, const RcRecogRow *rd, int64_t cols, RcDType dt) {
  const RcFusedOp *op = rd->op;
  double eps = 0; /* no eps value: 0 (recog.h) */
  bool norm = op && op->kind == RC_KIND_NORM;
  if (!op || (!norm && op->kind != RC_KIND_ROW) ||
      (rd->eps && (!rd->eps->def || !rc_recog_uniform(rd->eps->def, &eps))) || cols < 2 || cols > MAX_COLS ||
      len_of(&(Ev){.cols = cols}, &root->results[0]) != cols)
    return false;
  double *buf = g_new(double, 4 * (size_t)cols);
  double *x = buf, *s = buf + cols, *b = buf + 2 * cols, *ref = buf + 3 * cols;
  bool ok = true;
  for (int p = 0; p < NPROBES && ok; p++) {
    /* rows whose mean is not small beside their spread (0.43 and -0.87 of it): a mean square
     * then differs from a variance by 19 % and 75 %, while the 1/N written at f16's precision
     * (2^-12 off) moves the row by less than the tolerance; and whose sum of exp(x - max) is
     * far from 1 (at least 1 + e^-2 with two columns), as is their max from 0 */
    uint32_t seed = 0x9e3779b9u * (uint32_t)(p + 1);
    for (int64_t i = 0; i < cols; i++) {
      seed = seed * 1664525u + 1013904223u;
      double u = (double)(seed >> 8) / 16777216.0; /* [0, 1) */
      x[i] = (p ? -0.5 : 0.25) + 2.0 * u - 1.0;
      s[i] = 0.5 + u;
      b[i] = 1.0 - 2.0 * u;
    }
    Ev e = {.rd = rd, .cols = cols, .memo = g_hash_table_new_full(NULL, NULL, NULL, g_free), .x = x, .scale = s, .bias = b};
    const double *f = val(&e, &root->results[0]);
    if (f) {
      memcpy(ref, x, sizeof *ref * (size_t)cols);
      if (norm)
        op->ref.norm(ref, rd->scale ? s : NULL, rd->bias ? b : NULL, cols, rd->eps_div > 0 ? eps / (double)rd->eps_div : eps);
      else
        op->ref.row(ref, cols);
      for (int64_t i = 0; i < cols && ok; i++)
        ok = isfinite(f[i]) && fabs(f[i] - ref[i]) <= rc_recog_tol(dt) * fmax(fabs(ref[i]), 1.0);
    } else {
      ok = false;
    }
    g_hash_table_destroy(e.memo);
  }
  g_free(buf);
  return ok;
}
