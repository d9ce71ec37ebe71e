/* The table ops as recognition by value sees them (recog.h): the fingerprint
 * of each ELEMENTWISE row's reference (and of its derivative) at a few points,
 * sorted for a quick lookup, and the close comparison of a region's values
 * with one reference at many probe points.
 *
 * The fingerprint points avoid 0 and the symmetric pairs every table op
 * shares, so that two ops differ at them; the probe points add what tells a
 * near miss: zeros and tiny values (the slope at 0), a grid over [-8, 8] (the
 * body, off the fingerprint points), and large values (the tails). NaN is
 * compared on its own: every table op gives NaN there. Infinities are left to
 * the rewrite check, which holds the kernel's rule for them. */
#include <glib.h>
#include <math.h>
#include <stdlib.h>

#include "recog/recog.h"

const double rc_recog_fp_x[RC_RECOG_FP] = {-2.3125, -0.546875, 0.796875, 3.1875};

enum { GRID = 73 };
static const double special[] = {0.0, -0.0, 1e-30, -1e-30, 1e-7, -1e-7, 0x1p-11, -0x1p-11, 0.01, -0.01,
                                 10.5, -10.5, 15, -15, 20, -20, 30, -30, 50, -50, 100, -100, 1e3, -1e3, 1e4, -1e4};
#define NSPECIAL (sizeof special / sizeof special[0])
#define NPROBES (NSPECIAL + GRID)

typedef struct {
  const RcFusedOp *op;
  double fp[RC_RECOG_FP];
} Entry;

typedef struct {
  double xs[NPROBES];
  Entry *fwd, *der; /* sorted by fp[0] */
  uint32_t nfwd, nder;
} Tables;

static int by_fp0(const void *a, const void *b) {
  double x = ((const Entry *)a)->fp[0], y = ((const Entry *)b)->fp[0];
  return x < y ? -1 : x > y;
}

static const Tables *tables(void) {
  static Tables t;
  static gsize done;
  if (g_once_init_enter(&done)) {
    for (uint32_t i = 0; i < NSPECIAL; i++) t.xs[i] = special[i];
    for (uint32_t i = 0; i < GRID; i++) t.xs[NSPECIAL + i] = -8.0 + 16.0 * i / (GRID - 1) + 0.0078125;
    size_t n = rc_fused_count();
    t.fwd = calloc(n ? n : 1, sizeof *t.fwd);
    t.der = calloc(n ? n : 1, sizeof *t.der);
    for (size_t i = 0; t.fwd && t.der && i < n; i++) {
      const RcFusedOp *op = rc_fused_at(i);
      if (op->kind != RC_KIND_ELEMENTWISE) continue;
      RcFusedRefElt d = rc_fused_dref(op);
      Entry *e = &t.fwd[t.nfwd++], *de = d ? &t.der[t.nder++] : NULL;
      e->op = op;
      if (de) de->op = op;
      for (int k = 0; k < RC_RECOG_FP; k++) {
        e->fp[k] = op->ref.elt(rc_recog_fp_x[k]);
        if (de) de->fp[k] = d(rc_recog_fp_x[k]);
      }
    }
    if (!t.fwd || !t.der) t.nfwd = t.nder = 0;
    qsort(t.fwd, t.nfwd, sizeof *t.fwd, by_fp0);
    qsort(t.der, t.nder, sizeof *t.der, by_fp0);
    g_once_init_leave(&done, 1);
  }
  return &t;
}

uint32_t rc_recog_probes(const double **xs) {
  *xs = tables()->xs;
  return NPROBES;
}

static uint32_t lookup(const double *fp, int npoints, double tol, bool derivatives, const RcFusedOp **out,
                       uint32_t cap) {
  const Tables *t = tables();
  const Entry *e = derivatives ? t->der : t->fwd;
  uint32_t n = derivatives ? t->nder : t->nfwd, lo = 0, hi = n, got = 0;
  if (!isfinite(fp[0])) return 0;
  /* the first entry whose fp[0] may be within tol of fp[0] (tol is relative to max(|r|, 1)) */
  double lowest = fp[0] - tol * fmax(fabs(fp[0]) * 2, 1.0) - tol;
  while (lo < hi) {
    uint32_t mid = (lo + hi) / 2;
    if (e[mid].fp[0] < lowest) lo = mid + 1;
    else hi = mid;
  }
  for (uint32_t i = lo; i < n && got < cap; i++) {
    if (e[i].fp[0] > fp[0] + tol * fmax(fabs(fp[0]) * 2, 1.0) + tol) break;
    bool ok = true;
    for (int k = 0; k < npoints && ok; k++) ok = rc_recog_dist(rc_recog_fp_x[k], fp[k], e[i].fp[k]) <= tol;
    if (ok) out[got++] = e[i].op;
  }
  return got;
}

uint32_t rc_recog_fp_lookup(const double *fp, double tol, bool derivatives, const RcFusedOp **out, uint32_t cap) {
  return lookup(fp, RC_RECOG_FP, tol, derivatives, out, cap);
}

uint32_t rc_recog_fp_lookup_first(double fp0, double tol, bool derivatives, const RcFusedOp **out, uint32_t cap) {
  return lookup(&fp0, 1, tol, derivatives, out, cap);
}

bool rc_recog_compare(const RcFusedOp *op, bool derivative, const double *f, double nan_value, double tol,
                      double *err) {
  const Tables *t = tables();
  RcFusedRefElt ref = derivative ? rc_fused_dref(op) : op->ref.elt;
  double worst = 0;
  *err = INFINITY;
  if (!ref || (!derivative && !isnan(nan_value))) return false;
  for (uint32_t i = 0; i < NPROBES; i++) {
    double x = t->xs[i], r = ref(x), v = f[i];
    if (!isfinite(r) || !isfinite(v)) {
      if (fabs(x) > 8) continue; /* an overflow in the tails */
      if (isnan(r) && isnan(v)) continue;
      return false;
    }
    if (rc_recog_dist(x, v, r) > tol) return false;
    double d = fabs(v - r) / fmax(fabs(r), 1.0);
    if (d > worst) worst = d;
  }
  *err = worst;
  return true;
}

uint32_t rc_recog_fp_lookup_scaled(const double *fp, double tol, const RcFusedOp **out, uint32_t cap) {
  const Tables *t = tables();
  uint32_t got = 0;
  for (int k = 0; k < RC_RECOG_FP; k++)
    if (!isfinite(fp[k])) return 0;
  for (uint32_t i = 0; i < t->nder && got < cap; i++) {
    const Entry *e = &t->der[i];
    double fr = 0, rr = 0; /* c fitted over the points (least squares) */
    for (int k = 0; k < RC_RECOG_FP; k++) fr += fp[k] * e->fp[k], rr += e->fp[k] * e->fp[k];
    double c = rr > 0 ? fr / rr : 0;
    bool ok = c != 0 && isfinite(c);
    for (int k = 0; k < RC_RECOG_FP && ok; k++) ok = rc_recog_dist(rc_recog_fp_x[k], fp[k] / c, e->fp[k]) <= tol;
    if (ok) out[got++] = e->op;
  }
  return got;
}

bool rc_recog_scale_of(const RcFusedOp *op, const double *f, double *c) {
  const Tables *t = tables();
  RcFusedRefElt d = rc_fused_dref(op);
  double fr = 0, rr = 0;
  for (uint32_t i = 0; d && i < NPROBES; i++) {
    double x = t->xs[i], r = d(x);
    if (fabs(x) > 8 || !isfinite(r) || !isfinite(f[i])) continue;
    fr += f[i] * r;
    rr += r * r;
  }
  *c = rr > 0 ? fr / rr : 0;
  return *c != 0 && isfinite(*c);
}
