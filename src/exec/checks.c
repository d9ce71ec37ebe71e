/* StableHLO's testing convention: check.expect_eq / expect_almost_eq /
 * expect_close (actual, expected) custom calls, with the tolerances of the
 * StableHLO reference interpreter: expect_eq is exact (NaN equals NaN),
 * expect_almost_eq allows |a - e| <= tolerance (default 1e-4), expect_close
 * allows a ULP distance in [min_ulp_difference, max_ulp_difference] (default
 * 0..3) measured in the operands' own dtype. A failed check is an error
 * diagnostic at the call and counts in RcRunOptions.nfailed; the run goes on. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "exec/interp.h"
#include "exec/ulp.h"
#include "support/ctx.h"

static double attr_num(const RcNode *n, const char *name, double dflt) {
  RcAttr *a = rc_node_attr(n, name);
  if (!a) return dflt;
  switch (a->kind) {
  case RC_ATTR_INT: return (double)a->u.i;
  case RC_ATTR_FLOAT: return a->u.f;
  default: {
    const char *s = a->kind == RC_ATTR_STR ? a->u.s : a->raw;
    if (!s) return dflt;
    char *end;
    double v = strtod(s, &end);
    return end == s ? dflt : v;
  }
  }
}

static void fail(RcInterp *I, RcNode *n, const char *name, int64_t i, double a, double e, const char *why) {
  RcSource src = {I->m->filename, NULL, 0};
  rc_diag(I->ctx, RC_SEV_ERROR, &src, n->loc.line, n->loc.col,
          "check failed: %s: element %lld: actual %.9g, expected %.9g (%s)", name, (long long)i, a, e, why);
}

RcStatus rc_eval_check(RcInterp *I, RcNode *n, const char *name, RcTensor **ops) {
  const char *kind = name + strlen("check.");
  bool eq = !strcmp(kind, "expect_eq"), almost = !strcmp(kind, "expect_almost_eq"), close = !strcmp(kind, "expect_close");
  if (!eq && !almost && !close) return rc_exec_error(I, n, "unknown check '%s'", name);
  if (n->noperands != 2) return rc_exec_error(I, n, "%s takes (actual, expected)", name);
  RcTensor *a = ops[0], *e = ops[1];
  if (!I->opt || !I->opt->checks) return RC_OK;
  I->opt->nchecks++;
  if (!rc_tensor_same_type(a, e)) {
    char d1[96], d2[96];
    rc_tensor_describe(a, d1, sizeof d1);
    rc_tensor_describe(e, d2, sizeof d2);
    RcSource src = {I->m->filename, NULL, 0};
    rc_diag(I->ctx, RC_SEV_ERROR, &src, n->loc.line, n->loc.col, "check failed: %s: actual is %s, expected is %s",
            name, d1, d2);
    I->opt->nfailed++;
    return RC_OK;
  }
  double tol = attr_num(n, "tolerance", 1e-4);
  double maxu = attr_num(n, "max_ulp_difference", 3), minu = attr_num(n, "min_ulp_difference", 0);
  bool isf = rc_dtype_is_float(a->dtype);
  for (int64_t i = 0; i < a->numel; i++) {
    if (!isf) {
      int64_t x = rc_tensor_get_i64(a, i), y = rc_tensor_get_i64(e, i);
      if (x != y) {
        fail(I, n, name, i, (double)x, (double)y, "not equal");
        I->opt->nfailed++;
        return RC_OK;
      }
      continue;
    }
    double x = rc_tensor_get_f64(a, i), y = rc_tensor_get_f64(e, i);
    bool ok;
    const char *why = "not equal";
    if (isnan(x) || isnan(y)) {
      ok = isnan(x) && isnan(y);
    } else if (eq) {
      ok = x == y;
    } else if (almost) {
      ok = x == y || fabs(x - y) <= tol;
      why = "difference over the tolerance";
    } else {
      double u = rc_ulp_distance(a->dtype, x, y);
      ok = u <= maxu && u >= minu;
      why = "ULP distance out of range";
    }
    if (!ok) {
      fail(I, n, name, i, x, y, why);
      I->opt->nfailed++;
      return RC_OK;
    }
  }
  return RC_OK;
}
