/* The public run API: entry parameters, seeded random inputs (with the
 * special values verification needs), rc_module_run, output statistics and
 * tensor comparison in ULPs. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "exec/interp.h"
#include "exec/ulp.h"
#include "support/ctx.h"

size_t rc_module_input_count(const RcModule *m) { return m->entry ? m->entry->nparams : 0; }

static const RcValue *param(const RcModule *m, size_t i) {
  if (!m->entry || i >= m->entry->nparams || !m->entry->params[i] || !m->entry->params[i]->nresults) return NULL;
  return &m->entry->params[i]->results[0];
}

const char *rc_module_input_name(const RcModule *m, size_t i) {
  const RcValue *v = param(m, i);
  return v && v->name ? v->name : "";
}

void rc_module_input_describe(const RcModule *m, size_t i, char *buf, size_t len) {
  const RcValue *v = param(m, i);
  rc_type_describe(v ? v->type : NULL, buf, len);
}

static uint64_t mix(uint64_t *s) {
  uint64_t z = (*s += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

/* Special values first, then uniform [-4, 4). Large magnitudes fit the dtype. */
void rc_exec_fill_random(RcTensor *t, uint64_t seed, bool specials, bool finite_only) {
  uint64_t s = seed * 0x2545f4914f6cdd1dull + 1;
  bool isf = rc_dtype_is_float(t->dtype);
  double big = t->dtype == RC_DT_F16 ? 6.0e4 : t->dtype == RC_DT_BF16 ? 1.0e38 : t->dtype == RC_DT_F32 ? 3.0e38 : 1.0e300;
  double tiny = t->dtype == RC_DT_F16 ? 3.0e-7 : t->dtype == RC_DT_F64 ? 4.0e-320 : 1.0e-40;
  const double sp[] = {0.0, -0.0, 1.0, -1.0, big, -big, INFINITY, -INFINITY, NAN, tiny, -tiny, 30.0, -30.0, 1e-3, -1e-3};
  const double spf[] = {0.0, -0.0, 1.0, -1.0, tiny, -tiny, 30.0, -30.0, 1e-3, -1e-3};
  _Static_assert(sizeof spf / sizeof spf[0] == 10, "recog/recog.h RC_RECOG_ROW_SPECIALS counts these");
  const double *list = finite_only ? spf : sp;
  int64_t nsp = finite_only ? (int64_t)(sizeof spf / sizeof spf[0]) : (int64_t)(sizeof sp / sizeof sp[0]);
  int64_t k = 0;
  if (isf && specials)
    for (; k < t->numel && k < nsp; k++) rc_tensor_set_f64(t, k, list[k]);
  for (; k < t->numel; k++) {
    uint64_t r = mix(&s);
    if (isf) {
      double v = ((double)(r >> 11) / 9007199254740992.0) * 8.0 - 4.0;
      /* f32 and f64 (the probes of a rewrite check): typed stores */
      if (t->dtype == RC_DT_F32) ((float *)t->data)[k] = (float)v;
      else if (t->dtype == RC_DT_F64) ((double *)t->data)[k] = v;
      else rc_tensor_set_f64(t, k, v);
    } else if (t->dtype == RC_DT_PRED) {
      rc_tensor_set_i64(t, k, (int64_t)(r & 1));
    } else {
      int64_t v = (int64_t)(r % 201) - 100;
      if (rc_dtype_info[t->dtype].cls == RC_DC_UINT) v = (int64_t)(r % 201);
      rc_tensor_set_i64(t, k, v);
    }
  }
}

RcTensor *rc_module_input_random(const RcModule *m, size_t i, uint64_t seed, bool specials) {
  const RcValue *v = param(m, i);
  if (!v) return NULL;
  RcTensor *t = rc_tensor_for_type(v->type);
  if (!t) return NULL;
  rc_exec_fill_random(t, seed * 1000003u + i, specials, false);
  return t;
}

RcStatus rc_module_input_check(const RcModule *m, size_t i, const RcTensor *t, const char *what) {
  const RcValue *v = param(m, i);
  if (v && rc_tensor_matches_type(t, v->type)) return RC_OK;
  char want[128], got[128];
  rc_type_describe(v ? v->type : NULL, want, sizeof want);
  rc_tensor_describe(t, got, sizeof got);
  RcSource src = {what, NULL, 0};
  rc_diag(m->ctx, RC_SEV_ERROR, &src, 0, 0, "input '%s' of '%s' is %s, but the parameter is %s",
          rc_module_input_name(m, i), m->filename ? m->filename : "module", got, want);
  return RC_ERR_INPUT;
}

RcStatus rc_module_run(RcModule *m, RcTensor *const *inputs, size_t ninputs, RcRunOptions *opt, RcTensor ***outs,
                       size_t *nouts) {
  *outs = NULL;
  *nouts = 0;
  RcRunOptions dflt = {.checks = true};
  if (!opt) opt = &dflt;
  opt->nchecks = opt->nfailed = 0;
  RcSource src = {m->filename, NULL, 0};
  if (!m->entry) {
    rc_diag(m->ctx, RC_SEV_ERROR, &src, 0, 0, "module has no entry function to run");
    return RC_ERR_INPUT;
  }
  if (ninputs != m->entry->nparams) {
    rc_diag(m->ctx, RC_SEV_ERROR, &src, 0, 0, "entry function takes %u inputs, got %zu", m->entry->nparams, ninputs);
    return RC_ERR_USAGE;
  }
  for (size_t i = 0; i < ninputs; i++)
    if (rc_module_input_check(m, i, inputs[i], m->filename) != RC_OK) return RC_ERR_INPUT;
  RcInterp I = {.m = m, .ctx = m->ctx, .opt = opt, .timing = opt->on_op != NULL, .par = rc_par_new(opt->threads)};
  RcTensor *res[256];
  uint32_t nres = 0;
  RcStatus st = rc_exec_func(&I, m->entry, inputs, (uint32_t)ninputs, res, 256, &nres);
  rc_par_free(I.par);
  if (st != RC_OK) return st;
  RcTensor **arr = malloc(sizeof *arr * (nres ? nres : 1));
  if (!arr) {
    for (uint32_t i = 0; i < nres; i++) rc_tensor_free(res[i]);
    return RC_ERR_NOMEM;
  }
  memcpy(arr, res, sizeof *arr * nres);
  *outs = arr;
  *nouts = nres;
  return RC_OK;
}

/* ---- statistics and comparison ---- */


void rc_tensor_compare(const RcTensor *e, const RcTensor *a, RcCompare *c) {
  memset(c, 0, sizeof *c);
  c->worst = c->first_special = c->worst_scaled = -1;
  if (!rc_tensor_same_type(e, a)) {
    c->type_mismatch = true;
    return;
  }
  bool isf = rc_dtype_is_float(e->dtype);
  double big = 0;
  for (int64_t i = 0; isf && i < e->numel; i++) {
    double x = fabs(rc_tensor_get_f64(e, i));
    if (isfinite(x) && x > big) big = x;
  }
  double unit = isf ? rc_ulp_at(e->dtype, big > 0 ? big : 1.0) : 1;
  for (int64_t i = 0; i < e->numel; i++) {
    double x = rc_tensor_get_f64(e, i), y = rc_tensor_get_f64(a, i);
    if (isf && (!isfinite(x) || !isfinite(y))) {
      bool same = (isnan(x) && isnan(y)) || x == y;
      if (!same && isfinite(y)) {
        c->recovered++;
      } else if (!same) {
        if (c->first_special < 0) c->first_special = i;
        c->special_mismatch++;
      }
      continue;
    }
    double d = fabs(x - y), u = isf ? rc_ulp_distance(e->dtype, x, y) : d;
    if (!isf && e->dtype != RC_DT_PRED) {
      int64_t xi = rc_tensor_get_i64(e, i), yi = rc_tensor_get_i64(a, i);
      u = d = xi == yi ? 0 : fabs((double)xi - (double)yi);
    }
    if (d > c->max_abs) c->max_abs = d;
    double sc = isf && d / unit < u ? d / unit : u;
    if (sc > c->max_scaled_ulp) {
      c->max_scaled_ulp = sc;
      c->worst_scaled = i;
    }
    if (c->worst < 0 || u > c->max_ulp) {
      c->max_ulp = u;
      c->worst = i;
      c->worst_expected = x;
      c->worst_actual = y;
    }
  }
}
