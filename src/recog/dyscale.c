/* A backward region scaled by a constant, c dy f'(x) (recog.h rc_recog_linear_scaled_at): the
 * two-leaf reading of linear.c run again where it found a region linear in its dy that matched
 * no derivative, each region's g = f(x, 1) compared with c f' for one constant c instead of f'.
 * JAX's gradient of a mean square error hands the activation's backward dy = 2/N (f(x) - t);
 * the canonical view merges 2/N into the backward's product, so the region's leaves are x and
 * f(x) - t, and its values are 2/N times the op's backward. c is fitted over the probes and read
 * back as a constant the region holds (rc_recog_held_scale, as for c f'(x) with one leaf); c = 1
 * is linear.c's own reading. A gate, c dy sigmoid(x) with no softplus of x, is left as linear.c
 * leaves it (its readings pass through linear.c's rc_recog_ungate: gate.c). */
#include <math.h>
#include <stdlib.h>

#include "recog/internal.h"

uint32_t rc_recog_match_scaled(RcRecog *r, RcNode *n, uint32_t size, RcValue *x, RcValue *dy, const double *g,
                               RcRecogHit *out, uint32_t cap) {
  const RcFusedOp *cand[8];
  RcDType dt = n->results[0].type->dtype;
  double tol = rc_recog_tol(dt);
  uint32_t nc = rc_recog_fp_lookup_scaled(g, tol, cand, 8), got = 0;
  if (!nc) return 0;
  const double *xs;
  uint32_t np = rc_recog_probes(&xs);
  double *ones = malloc(sizeof *ones * np), *f = malloc(sizeof *f * np), *q = malloc(sizeof *q * np);
  bool ok = ones && f && q;
  for (uint32_t p = 0; ok && p < np; p++) ones[p] = 1.0;
  ok = ok && rc_recog_evaluate(r, size, x, xs, dy, ones, np, f);
  for (uint32_t k = 0; ok && k < nc && got < cap; k++) {
    double est, c, err;
    if (!rc_recog_scale_of(cand[k], f, &est) || !rc_recog_held_scale(r, size, est, dt, tol, &c) || c == 1) continue;
    for (uint32_t p = 0; p < np; p++) q[p] = f[p] / c;
    if (!rc_recog_compare(cand[k], true, q, NAN, tol, &err)) continue;
    uint32_t at = got++;
    while (at > 0 && out[at - 1].err > err) {
      out[at] = out[at - 1];
      at--;
    }
    out[at] = (RcRecogHit){.op = cand[k], .x = x, .dy = dy, .c = c, .err = err, .size = size};
  }
  free(ones);
  free(f);
  free(q);
  return got;
}

uint32_t rc_recog_linear_scaled_at(RcRecog *r, RcNode *n, RcRecogHit *out, uint32_t cap) {
  if (!r->unmatched) return 0;
  bool pending = r->pending;
  r->scaled = true;
  uint32_t got = rc_recog_linear_at(r, n, out, cap);
  r->scaled = false;
  r->pending = pending; /* linear.c's reading of the root stands */
  return got;
}

uint32_t rc_recog_linear_scaled_over(RcRecog *r, RcNode *n, uint32_t size, RcRecogHit *out, uint32_t cap) {
  bool pending = r->pending, unmatched = r->unmatched;
  r->scaled = true;
  RcRecogHit h[8];
  uint32_t got = rc_recog_linear_at(r, n, h, cap < 8 ? cap : 8), k = 0;
  r->scaled = false;
  r->pending = pending; /* linear.c's reading of the root stands */
  r->unmatched = unmatched;
  for (uint32_t i = 0; i < got; i++)
    if (h[i].size > size) out[k++] = h[i];
  return k;
}
