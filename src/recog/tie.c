/* Which breakpoint convention a hard op's backward follows (config key tie,
 * recompose/fused.def): the region is evaluated at x = -3 and x = 3 themselves, which no
 * probe of recognition or of the rewrite check need reach (f32 draws them almost never),
 * with dy and its factors 1, and its g there compared with what each convention gives:
 * jax.nn.relu6's jvp 0 (hardswish: 0 and 1), jnp.clip's max and min half the slope
 * (1/12; -1/4 and 5/4), torch's hardswish backward the inside formula (1/6; -1/2 and 3/2).
 * A region that gives something else at either end (half at one, 0 at the other) follows
 * none: it is not the op's backward there. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "numerics/encode.h"
#include "numerics/numerics.h"
#include "recog/internal.h"

/* The ordered region's (n nodes) value at x = xv, every other leaf (dy, its factors) 1, each
 * node's value rounded to its dtype: whether the clamp's argument meets its end exactly is the
 * program's rounding (x / 6 + 1/2 is 0 at x = -3, and so is its canonical x * bf16(1/6) + 1/2,
 * rounded, where the exact product is not). */
static double value_at(RcRecog *r, uint32_t n, const RcValue *x, double xv) {
  double *vals = malloc(sizeof *vals * n), a[64], out = NAN;
  if (!vals) return NAN;
  for (uint32_t i = 0; i < n; i++) {
    RcNode *nd = r->order[i];
    if (nd->noperands > 64) break;
    for (uint32_t j = 0; j < nd->noperands; j++) {
      RcValue *v = rc_node_operand(nd, j);
      int k = rc_recog_kind(r, v);
      a[j] = v == x ? xv
           : k == K_CONST ? r->consts[r->slot[v->def->id]]
           : k == K_ELEM && r->col[v->def->id] < i ? vals[r->col[v->def->id]]
                                                   : 1.0; /* dy, a factor of it */
    }
    vals[i] = rc_num_in_dtype(nd->results[0].type->dtype, rc_recog_eval(nd, a));
    if (i + 1 == n) out = vals[i];
  }
  free(vals);
  return out;
}

/* The region of h from root's value v down to its leaves at x = -3 and 3 into v3[0..2), added. */
static bool add_at(RcRecog *r, RcValue *v, const RcRecogHit *h, double *v3) {
  if (v == h->x || rc_recog_kind(r, v) == K_CONST) {
    double k = v == h->x ? 0 : r->consts[r->slot[v->def->id]];
    v3[0] += v == h->x ? -3.0 : k, v3[1] += v == h->x ? 3.0 : k;
    return true;
  }
  if (rc_recog_kind(r, v) != K_ELEM) return false;
  RcNode *n = v->def;
  uint32_t size = h->ndyf ? rc_recog_order_stops(r, n, h->x, h->dyf, h->ndyf) : rc_recog_order(r, n, h->x, h->dy);
  if (!size) return false;
  v3[0] += value_at(r, size, h->x, -3.0);
  v3[1] += value_at(r, size, h->x, 3.0);
  rc_recog_unorder(r, size);
  return true;
}

int rc_recog_tie_of(RcRecog *r, RcNode *n, const RcRecogHit *h, uint32_t terms) {
  bool swish = h->op == rc_fused_at(RC_FOP_hardswish), sig = h->op == rc_fused_at(RC_FOP_hardsigmoid);
  if (!swish && !sig) return 0;
  double v3[2] = {0, 0}, c = h->c != 0 ? h->c : 1.0;
  if (!terms && !add_at(r, &n->results[0], h, v3)) return -1;
  for (uint32_t i = 0; terms && i < n->noperands && i < 32; i++)
    if ((terms >> i & 1) && !add_at(r, rc_node_operand(n, i), h, v3)) return -1;
  double lo = v3[0] / c, hi = v3[1] / c;
  double tol = rc_recog_tol(n->results[0].type->dtype);
  static const double want[2][3][2] = {{{0, 0}, {1.0 / 12, 1.0 / 12}, {1.0 / 6, 1.0 / 6}},
                                       {{0, 1}, {-0.25, 1.25}, {-0.5, 1.5}}};
  for (int t = 0; t < 3; t++)
    if (rc_recog_dist(-3.0, lo, want[swish][t][0]) <= tol && rc_recog_dist(3.0, hi, want[swish][t][1]) <= tol)
      return t;
  return -1;
}
