/* Runtime scalars: the values under which a region that reads rank-0 runtime values
 * (torch_xla passes a model's Python scalars as entry parameters) computes a table op.
 *
 * The candidates come from one table: the constants the table ops' decompositions
 * write (GELU's 0.5, sqrt 2, sqrt(2/pi), 0.044715, ...). Each is taken in the
 * parameter's own dtype (what a guard compares it with). The search walks every
 * assignment of candidates to the k scalars (k <= RC_RECOG_SCALARS_MAX: at most
 * NCAND^k evaluations, each ruled out by the first fingerprint point mostly) and
 * hands the one whose region reads as a table op closest under the one tolerance
 * rule (tolerance.c; in bf16, gelu_erf and gelu_tanh are both within it of either:
 * the closer is the one); the rewrite's verification has the last word. A region function that
 * cannot say (its caller's budget spent) ends the search. A backward's scalars are searched
 * the same way against one op's derivative (rc_recog_scalars_search_deriv). */
#include <glib.h>
#include <math.h>
#include <string.h>

#include "numerics/encode.h"
#include "recog/recog.h"

/* The constants of the table ops' decompositions, each once. */
static const double table[] = {
    0.5,                  /* gelu_erf, gelu_tanh: 0.5 x (1 + ...); rms_norm's backward: -1/2 negated */
    1.0,                  /* the 1 of 1 + erf, 1 + tanh; a unit scale */
    2.0,                  /* rms_norm's backward: d(x^2) = 2 x */
    3.0,                  /* hardswish, relu6: x + 3; gelu_tanh's x^3 written as a power */
    6.0,                  /* hardswish, relu6: the clamp at 6 */
    1.0 / 6.0,            /* hardsigmoid, hardswish: / 6 */
    -0.5,                 /* rms_norm's backward: d(rsqrt) = -1/2 rsqrt^3 */
    -1.0,                 /* a negation written as a product */
    1.4142135623730951,   /* gelu_erf: erf(x / sqrt 2), erfc(-x / sqrt 2) */
    0.7071067811865476,   /* gelu_erf: erf(x * (1 / sqrt 2)) */
    -0.7071067811865476,  /* gelu_erf: erfc(x * (-1 / sqrt 2)) */
    0.7978845608028654,   /* gelu_tanh: sqrt(2 / pi) */
    0.044715,             /* gelu_tanh: x + 0.044715 x^3 */
    0.035677408136300125, /* gelu_tanh: sqrt(2 / pi) 0.044715 folded */
    1.702,                /* quick_gelu: x sigmoid(1.702 x) */
    1.1283791670955126,   /* gelu_erf's backward: 2 / sqrt(pi) */
    -1.1283791670955126,  /* gelu_erf's backward: erfc'(u) = -2 / sqrt(pi) exp(-u^2) */
    0.3989422804014327,   /* gelu_erf's backward: 1 / sqrt(2 pi) */
};
#define NTABLE (sizeof table / sizeof table[0])

/* The candidate values of a runtime scalar of dtype dt: the table's constants as stored in dt,
 * each once, into out[0..cap); how many. */
static uint32_t candidates(RcDType dt, double *out, uint32_t cap) {
  uint32_t n = 0;
  for (uint32_t i = 0; i < NTABLE && n < cap; i++) {
    double v = rc_num_in_dtype(dt, table[i]);
    bool seen = false;
    for (uint32_t j = 0; j < n && !seen; j++) seen = out[j] == v;
    if (!seen && isfinite(v)) out[n++] = v;
  }
  return n;
}

bool rc_recog_scalars_search(uint32_t k, const RcDType *dts, RcDType xdt, RcRecogScalarFn f, void *user,
                             RcRecogScalarHit *hit) {
  if (!k || k > RC_RECOG_SCALARS_MAX) return false;
  double cand[RC_RECOG_SCALARS_MAX][NTABLE], s[RC_RECOG_SCALARS_MAX];
  uint32_t nc[RC_RECOG_SCALARS_MAX], at[RC_RECOG_SCALARS_MAX] = {0};
  for (uint32_t i = 0; i < k; i++)
    if (!(nc[i] = candidates(dts[i], cand[i], NTABLE))) return false;
  const double *probes;
  uint32_t np = rc_recog_probes(&probes);
  double *vals = g_new(double, (size_t)np + 1);
  double tol = rc_recog_tol(xdt);
  bool found = false;
  for (;;) {
    for (uint32_t i = 0; i < k; i++) s[i] = cand[i][at[i]];
    double fp[RC_RECOG_FP];
    const RcFusedOp *ops[8];
    uint32_t nops = 0;
    /* the first fingerprint point rules out most assignments */
    if (!f(user, s, rc_recog_fp_x, 1, fp)) break;
    if (rc_recog_fp_lookup_first(fp[0], tol, false, ops, 8)) {
      if (!f(user, s, rc_recog_fp_x + 1, RC_RECOG_FP - 1, fp + 1)) break;
      nops = rc_recog_fp_lookup(fp, tol, false, ops, 8);
    }
    double nanx = NAN;
    if (nops && f(user, s, probes, np, vals) && f(user, s, &nanx, 1, vals + np)) {
      for (uint32_t j = 0; j < nops; j++) {
        double err;
        if (rc_recog_compare(ops[j], false, vals, vals[np], tol, &err) && (!found || err < hit->err)) {
          found = true;
          hit->op = ops[j];
          hit->err = err;
          memcpy(hit->s, s, sizeof s[0] * k);
        }
      }
    }
    /* the next assignment, the first scalar fastest */
    uint32_t i = 0;
    while (i < k && ++at[i] == nc[i]) at[i++] = 0;
    if (i == k) break;
  }
  g_free(vals);
  return found;
}

bool rc_recog_scalars_search_deriv(uint32_t k, const RcDType *dts, RcDType xdt, const RcFusedOp *op,
                                   RcRecogScalarFn f, void *user, RcRecogScalarHit *hit) {
  if (k > RC_RECOG_SCALARS_MAX) return false;
  double cand[RC_RECOG_SCALARS_MAX][NTABLE], s[RC_RECOG_SCALARS_MAX + 1] = {0};
  uint32_t nc[RC_RECOG_SCALARS_MAX], at[RC_RECOG_SCALARS_MAX] = {0};
  for (uint32_t i = 0; i < k; i++)
    if (!(nc[i] = candidates(dts[i], cand[i], NTABLE))) return false;
  const double *probes;
  uint32_t np = rc_recog_probes(&probes);
  double *vals = g_new(double, np);
  double tol = rc_recog_tol(xdt);
  bool found = false;
  for (;;) {
    for (uint32_t i = 0; i < k; i++) s[i] = cand[i][at[i]];
    double err;
    if (!f(user, s, probes, np, vals)) break;
    if (rc_recog_compare(op, true, vals, NAN, tol, &err) && (!found || err < hit->err)) {
      found = true;
      hit->op = op;
      hit->err = err;
      memcpy(hit->s, s, sizeof s[0] * k);
    }
    uint32_t i = 0;
    while (i < k && ++at[i] == nc[i]) at[i++] = 0;
    if (i >= k) break;
  }
  g_free(vals);
  return found;
}
