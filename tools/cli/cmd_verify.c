/* recompose verify ORIGINAL OPTIMIZED: run both modules on the same inputs
 * (in sample 0 the largest inputs start with the special values 0, -0, +-1,
 * +-large, +-inf, NaN and denormals; everything else is seeded random values)
 * and compare every output. Prints per output the max ULP distance, the max
 * absolute error and the worst elements; exits 1 when an output is over
 * tolerance. An element's error is min(ULP distance, |diff| / ULP(max
 * |expected| of that output)), so values near zero after cancellation are
 * judged on the output's scale. NaN must meet NaN and inf the same inf; a
 * finite optimized value where the original overflowed is a note, not a
 * failure. Both outputs are also measured against the precise reference, the
 * original evaluated in f64 (every float type widened, constants as written,
 * converts between floats identities; see rc_cli_widen_module, src/exec/accuracy.h
 * and docs/exec.md), and both errors are printed. An output over tolerance
 * against the original passes when it is nowhere more than the tolerance (the
 * slack) farther from the reference than the original is; failing that, when it
 * is so against the reference widened by the written precision of the original's
 * inexact constants (1/6 written 0.166667). The default tolerance is 16 ULPs:
 * the original graph rounds after every op, so a chain such as a layer norm
 * drifts several ULPs from a kernel that rounds once; a wrong formula or
 * constant is off by thousands. */
#include <glib.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "exec_util.h"
#include "recompose/exec.h"

static void flatten(RcTensor *t, GPtrArray *out) {
  if (!rc_tensor_is_tuple(t)) {
    g_ptr_array_add(out, t);
    return;
  }
  for (size_t i = 0; i < rc_tensor_tuple_size(t); i++) flatten(rc_tensor_tuple_get(t, i), out);
}

RcModule *rc_cli_widen_module(RcCtx *ctx, const char *name, const char *text, size_t len, RcFormat format,
                              const RcModule *like) {
  /* A float type name where a type is spelled: before `[` (HLO), after `<` or a dimension's `x`
   * and before `>` (MLIR tensors). Names such as `%f32_x` or `f32_add` are left alone. */
  GRegex *re = g_regex_new("(?<![A-Za-z0-9_.%$-])(?:bf16|f16|f32)(?=\\[)|(?<=[<x])(?:bf16|f16|f32)(?=>)", 0, 0, NULL);
  char *wide = g_regex_replace_literal(re, text, (gssize)len, 0, "f64", 0, NULL);
  g_regex_unref(re);
  if (!wide) return NULL;
  RcModule *m = NULL;
  RcStatus st = rc_module_parse(ctx, name, wide, strlen(wide), format, &m);
  g_free(wide);
  if (st == RC_OK) st = rc_module_verify(m);
  bool same = st == RC_OK && rc_module_input_count(m) == rc_module_input_count(like);
  for (size_t i = 0; same && i < rc_module_input_count(like); i++) {
    char da[128], dw[128];
    rc_module_input_describe(like, i, da, sizeof da);
    rc_module_input_describe(m, i, dw, sizeof dw);
    const char *ba = strchr(da, '['), *bw = strchr(dw, '[');
    same = ba && bw && !strcmp(ba, bw);
  }
  if (!same) {
    rc_module_free(m);
    return NULL;
  }
  return m;
}

/* Element e of the reference r for an output of type t: past t's largest finite value it is t's
 * inf of its sign (the exact value rounded; f64 holds it finite). */
static double reference_at(RcTensor *r, int64_t e, RcElemType t) {
  double z = rc_cli_tensor_get(r, e);
  return isfinite(z) && isinf(rc_elem_type_round(t, z)) ? copysign(INFINITY, z) : z;
}

/* The optimized output b against the original a, both judged by their distance to r (the original
 * evaluated in f64), in ULPs of r's largest finite magnitude in the output's type. Returns the most
 * by which b is farther from r than a is over the elements (`at`: that element; -1 when b is
 * nowhere farther); an element where b is NaN/inf and neither a nor r is counts as infinitely far.
 * Where r itself is NaN/inf (or past the type's range), b must match r or a. allow (may be NULL)
 * widens r at element e to r +- allow[e] for b. *err_a and *err_b: the largest distances of a and
 * b to r where r is finite (inf where a or b is not), leaving out the elements where both are the
 * same NaN/inf (the original's own overflow, kept by the optimized output): *both counts those. */
static double excess_over_original(RcTensor *a, RcTensor *b, RcTensor *r, const double *allow, int64_t *at,
                                   double *err_a, double *err_b, int64_t *both) {
  int64_t n = rc_tensor_numel(a);
  RcElemType t = rc_tensor_elem_type(a);
  double big = 0, worst = 0;
  *at = -1;
  for (int64_t e = 0; e < n; e++) {
    double v = fabs(reference_at(r, e, t));
    if (isfinite(v) && v > big) big = v;
  }
  double u = rc_elem_type_ulp(t, big);
  *err_a = *err_b = 0;
  for (int64_t e = 0; e < n; e++) {
    double x = rc_cli_tensor_get(a, e), y = rc_cli_tensor_get(b, e), z = reference_at(r, e, t);
    double ex;
    if (!isfinite(y)) {
      bool same_a = (isnan(y) && isnan(x)) || y == x, same_r = (isnan(y) && isnan(z)) || y == z;
      ex = same_a || same_r ? 0 : INFINITY;
      if (same_a && isfinite(z)) {
        ++*both;
        continue;
      }
    } else if (!isfinite(z)) {
      ex = 0; /* the widened formula overflowed too: b is finite where the exact value is not representable */
      if (isfinite(x)) ex = fabs(y - x) / u;
    } else {
      double ea = isfinite(x) ? fabs(x - z) / u : INFINITY, eb = fabs(y - z) / u;
      if (ea > *err_a) *err_a = ea;
      if (eb > *err_b) *err_b = eb;
      if (allow) eb = fmax(0, fabs(y - z) - allow[e]) / u;
      ex = eb - ea;
    }
    if (!isfinite(y) && isfinite(z)) *err_b = INFINITY;
    if (ex > worst) {
      worst = ex;
      *at = e;
    }
  }
  return worst;
}

/* A copy of t in f64 when t is a float tensor (the reference module's parameter type), else t. */
static RcTensor *widen_input(RcTensor *t) {
  RcElemType dt = rc_tensor_elem_type(t);
  if (dt != RC_ELEM_F16 && dt != RC_ELEM_BF16 && dt != RC_ELEM_F32) return rc_tensor_ref(t);
  RcTensor *w = rc_tensor_new(RC_ELEM_F64, rc_tensor_rank(t), rc_tensor_dims(t));
  if (!w) return NULL;
  double *d = rc_tensor_data(w);
  for (int64_t e = 0; e < rc_tensor_numel(t); e++) d[e] = rc_cli_tensor_get(t, e);
  return w;
}

/* One run of a widened module: its outputs flattened (flat, NULL when it did not run or its
 * outputs are not nout) and the tensors to free. */
typedef struct {
  GPtrArray *flat;
  RcTensor **outs;
  size_t nouts;
} Ran;

static void ran_free(Ran *r) {
  if (r->flat) g_ptr_array_free(r->flat, TRUE);
  rc_tensors_free(r->outs, r->nouts);
  *r = (Ran){0};
}

/* Runs m (a module widened to f64) on the inputs widened to f64; false when it does not run. */
static bool run_widened(RcModule *m, RcTensor **in, size_t nin, size_t nout, Ran *r) {
  RcTensor **win = g_new0(RcTensor *, nin + 1);
  bool ok = true;
  for (size_t i = 0; i < nin; i++) ok = (win[i] = widen_input(in[i])) != NULL && ok;
  RcRunOptions opt = {.checks = false};
  *r = (Ran){0};
  if (ok && rc_module_run(m, win, nin, &opt, &r->outs, &r->nouts) == RC_OK) {
    r->flat = g_ptr_array_new();
    for (size_t i = 0; i < r->nouts; i++) flatten(r->outs[i], r->flat);
  }
  for (size_t i = 0; i < nin; i++) rc_tensor_free(win[i]);
  g_free(win);
  if (r->flat && r->flat->len != nout) ran_free(r);
  return r->flat != NULL;
}

GPtrArray *rc_cli_perturbed_references(RcCtx *ctx, const char *name, const char *text, size_t len, RcFormat format,
                                       const RcModule *like) {
  GPtrArray *mods = g_ptr_array_new_with_free_func((GDestroyNotify)rc_module_free);
  /* A float literal: digits with a point or an exponent, not part of a name (`add.1`, `%x1.5`). */
  GRegex *re = g_regex_new("(?<![A-Za-z0-9_.%$#@-])-?(?:[0-9]+\\.[0-9]*(?:[eE][-+]?[0-9]+)?|[0-9]+[eE][-+]?[0-9]+)"
                           "(?![A-Za-z0-9_.])",
                           0, 0, NULL);
  GArray *vals = g_array_new(FALSE, FALSE, sizeof(double));
  GMatchInfo *mi = NULL;
  g_regex_match_full(re, text, (gssize)len, 0, 0, &mi, NULL);
  while (mi && g_match_info_matches(mi) && vals->len < RC_CONSTANT_PRECISION_MAX_VALUES) {
    char *tok = g_match_info_fetch(mi, 0);
    double v = g_ascii_strtod(tok, NULL);
    g_free(tok);
    bool seen = false;
    for (guint i = 0; i < vals->len && !seen; i++) seen = g_array_index(vals, double, i) == v;
    if (!seen && rc_constant_precision(v) > 0) g_array_append_val(vals, v);
    g_match_info_next(mi, NULL);
  }
  g_match_info_free(mi);
  for (guint i = 0; i < vals->len; i++) {
    double v = g_array_index(vals, double, i), to = v * (1 + rc_constant_precision(v));
    GString *t = g_string_sized_new(len + 64);
    size_t from = 0;
    g_regex_match_full(re, text, (gssize)len, 0, 0, &mi, NULL);
    while (mi && g_match_info_matches(mi)) {
      int s0, e0;
      g_match_info_fetch_pos(mi, 0, &s0, &e0);
      char *tok = g_match_info_fetch(mi, 0);
      if (g_ascii_strtod(tok, NULL) == v) {
        g_string_append_len(t, text + from, (gssize)((size_t)s0 - from));
        g_string_append_printf(t, "%.17g", to);
        from = (size_t)e0;
      }
      g_free(tok);
      g_match_info_next(mi, NULL);
    }
    g_match_info_free(mi);
    g_string_append_len(t, text + from, (gssize)(len - from));
    RcModule *m = rc_cli_widen_module(ctx, name, t->str, t->len, format, like);
    if (m) g_ptr_array_add(mods, m);
    g_string_free(t, TRUE);
  }
  g_array_free(vals, TRUE);
  g_regex_unref(re);
  return mods;
}

/* What the comparison found for one output over all samples. */
typedef struct {
  char *shape; /* the original's output type, from the first sample */
  double worst_ulp, worst_abs, worst_scaled, worst_excess;
  double err_orig, err_opt; /* the largest errors of the original and the optimized output against the reference */
  int64_t specials, recovered;
  int64_t both_nonfinite; /* elements NaN/inf alike in both where the reference is finite */
  char *where, *first_special, *scaled_at, *excess_at; /* the worst elements, described */
  bool bad;          /* over tolerance */
  bool judged;       /* judged against the original in f64 */
  bool by_constants; /* passed only within the written precision of the original's constants */
} OutStats;

/* One comparison of module b against module a (rc_cli_compare_modules). */
typedef struct {
  RcModule *a, *b;
  const char *name_a, *name_b;
  const RcCliCompareOptions *o;
  FILE *err;
  size_t nin, nout;
  OutStats *outs;    /* nout of them, made with the first sample's outputs */
  bool no_reference; /* the reference did not run, or gave other outputs */
  GPtrArray *pmods;  /* the references with moved constants, and their context */
  RcCtx *pctx;
} Cmp;

/* Whether b takes the inputs a takes; false after an error on c->err. */
static bool same_inputs(const Cmp *c) {
  size_t nin = c->nin;
  if (rc_module_input_count(c->b) != nin) {
    fprintf(c->err, "%s: error: takes %zu inputs, %s takes %zu\n", c->name_b, rc_module_input_count(c->b), c->name_a,
            nin);
    return false;
  }
  for (size_t i = 0; i < nin; i++) {
    char da[128], db[128];
    rc_module_input_describe(c->a, i, da, sizeof da);
    rc_module_input_describe(c->b, i, db, sizeof db);
    if (strcmp(da, db)) {
      fprintf(c->err, "%s: error: input %zu is %s, in %s it is %s\n", c->name_b, i, db, c->name_a, da);
      return false;
    }
  }
  return true;
}

/* The element count of each input (-1 when it cannot be generated), and in *most the largest.
 * Special values go to the largest inputs (the activations), not to per-channel parameters such
 * as a norm's scale, where 3e38 would only amplify the original graph's own rounding. */
static int64_t *input_sizes(const Cmp *c, RcTensor *const *fixed, int64_t *most) {
  int64_t *numel = g_new0(int64_t, c->nin + 1);
  *most = 0;
  for (size_t i = 0; i < c->nin; i++) {
    RcTensor *t = fixed[i] ? NULL : rc_module_input_random(c->a, i, 0, false);
    numel[i] = fixed[i] ? rc_tensor_numel(fixed[i]) : t ? rc_tensor_numel(t) : -1;
    if (numel[i] > *most) *most = numel[i];
    rc_tensor_free(t);
  }
  return numel;
}

/* The inputs in[0, nin) of sample s: the fixed ones, else seeded random values (with the special
 * values in sample 0's largest inputs). False after an error for each one that cannot be made. */
static bool sample_inputs(const Cmp *c, RcTensor *const *fixed, const int64_t *numel, int64_t most, int s,
                          RcTensor **in) {
  bool ok = true;
  for (size_t i = 0; i < c->nin; i++) {
    bool sp = s == 0 && numel[i] == most;
    in[i] = fixed[i] ? rc_tensor_ref(fixed[i]) : rc_module_input_random(c->a, i, (uint64_t)(c->o->seed + s), sp);
    if (!in[i]) {
      fprintf(c->err, "%s: error: parameter '%s' cannot be generated; pass --input\n", c->name_a,
              rc_module_input_name(c->a, i));
      ok = false;
    }
  }
  return ok;
}

/* Adds the comparison cm of output ta (original) and tb (optimized), of type sa, in sample s. */
static void record(OutStats *st, const RcCompare *cm, int s, RcTensor *ta, RcTensor *tb, const char *sa) {
  if (!st->shape) st->shape = g_strdup(sa);
  st->specials += cm->special_mismatch;
  st->recovered += cm->recovered;
  if (cm->max_abs > st->worst_abs) st->worst_abs = cm->max_abs;
  if (cm->max_scaled_ulp > st->worst_scaled) {
    st->worst_scaled = cm->max_scaled_ulp;
    g_free(st->scaled_at);
    st->scaled_at = g_strdup_printf("sample %d element %lld: expected %.9g, got %.9g", s, (long long)cm->worst_scaled,
                                    rc_cli_tensor_get(ta, cm->worst_scaled), rc_cli_tensor_get(tb, cm->worst_scaled));
  }
  if (cm->worst >= 0 && (cm->max_ulp > st->worst_ulp || !st->where)) {
    st->worst_ulp = cm->max_ulp;
    g_free(st->where);
    st->where = g_strdup_printf("sample %d element %lld: expected %.9g, got %.9g", s, (long long)cm->worst,
                                cm->worst_expected, cm->worst_actual);
  }
  if (cm->special_mismatch && !st->first_special)
    st->first_special = g_strdup_printf("first special-value mismatch at sample %d element %lld", s,
                                        (long long)cm->first_special);
}

/* The excess of output k of sample s (tb against ta, reference rk) with the reference widened at
 * each element by how far the references with moved constants (c->pmods, run on the inputs in
 * once per sample into *pert) are from it; its element in *at. */
static double excess_within_constants(Cmp *c, size_t k, RcTensor **in, RcTensor *ta, RcTensor *tb, RcTensor *rk,
                                      Ran **pert, int64_t *at) {
  GPtrArray *pmods = c->pmods;
  if (!*pert) {
    *pert = g_new0(Ran, pmods->len + 1);
    for (size_t j = 0; j < pmods->len; j++) run_widened(pmods->pdata[j], in, c->nin, c->nout, &(*pert)[j]);
  }
  int64_t n = rc_tensor_numel(rk);
  double *allow = g_new0(double, n + 1);
  for (size_t j = 0; j < pmods->len; j++) {
    RcTensor *pk = (*pert)[j].flat ? (*pert)[j].flat->pdata[k] : NULL;
    for (int64_t e = 0; pk && rc_tensor_numel(pk) == n && e < n; e++) {
      double d = fabs(rc_cli_tensor_get(pk, e) - rc_cli_tensor_get(rk, e));
      if (isfinite(d)) allow[e] += d;
    }
  }
  double ea2, eb2;
  int64_t both = 0;
  double ex2 = excess_over_original(ta, tb, rk, allow, at, &ea2, &eb2, &both);
  g_free(allow);
  return ex2;
}

/* Judges output k of sample s (tb against ta) against the precise reference rk: records both
 * errors, and unless it was within tolerance against the original (direct), marks it bad when tb
 * is more than the tolerance farther from rk than ta is, even with rk as precise as the
 * original's constants were written. */
static void judge(Cmp *c, OutStats *st, int s, size_t k, RcTensor **in, RcTensor *ta, RcTensor *tb, RcTensor *rk,
                  bool direct, Ran **pert) {
  double max_ulp = c->o->max_ulp;
  int64_t at;
  double ea, eb;
  double ex = excess_over_original(ta, tb, rk, NULL, &at, &ea, &eb, &st->both_nonfinite);
  st->judged = true;
  if (ea > st->err_orig) st->err_orig = ea;
  if (eb > st->err_opt) st->err_opt = eb;
  if (direct) return;
  if (ex > max_ulp && c->o->text && !c->pmods) { /* built once, when first needed */
    c->pctx = rc_cli_ctx_new();
    c->pmods = rc_cli_perturbed_references(c->pctx, c->name_a, c->o->text, c->o->len, c->o->format, c->a);
  }
  if (ex > max_ulp && c->pmods && c->pmods->len) { /* the reference as precisely as its constants were written */
    int64_t at2;
    double ex2 = excess_within_constants(c, k, in, ta, tb, rk, pert, &at2);
    if (ex2 <= max_ulp) {
      st->by_constants = true;
      ex = ex2;
      at = at2;
    }
  }
  if (ex > max_ulp) st->bad = true;
  if (at >= 0 && (ex > st->worst_excess || !st->excess_at)) {
    st->worst_excess = ex;
    g_free(st->excess_at);
    st->excess_at = g_strdup_printf("sample %d element %lld: f64 reference %.9g, original %.9g, optimized %.9g", s,
                                    (long long)at, rc_cli_tensor_get(rk, at), rc_cli_tensor_get(ta, at),
                                    rc_cli_tensor_get(tb, at));
  }
}

/* Compares the outputs oa[0, na) of a and ob[0, nb) of b in sample s (inputs in) and records them
 * in c->outs; false after an error (other output counts or types). */
static bool compare_outputs(Cmp *c, int s, RcTensor **in, RcTensor **oa, size_t na, RcTensor **ob, size_t nb) {
  bool failed = false;
  GPtrArray *fa = g_ptr_array_new(), *fb = g_ptr_array_new();
  for (size_t i = 0; i < na; i++) flatten(oa[i], fa);
  for (size_t i = 0; i < nb; i++) flatten(ob[i], fb);
  if (fa->len != fb->len) {
    fprintf(c->err, "%s: error: has %u outputs, %s has %u\n", c->name_b, fb->len, c->name_a, fa->len);
    failed = true;
  } else if (!c->outs) {
    c->nout = fa->len;
    c->outs = g_new0(OutStats, c->nout + 1);
  }
  Ran ref = {0}, *pert = NULL; /* the reference's outputs for this sample, run when first needed */
  for (size_t k = 0; !failed && k < c->nout; k++) {
    OutStats *st = &c->outs[k];
    RcCompare cm;
    rc_tensor_compare(fa->pdata[k], fb->pdata[k], &cm);
    char sa[160], sb[160];
    rc_cli_tensor_shape(fa->pdata[k], sa, sizeof sa);
    rc_cli_tensor_shape(fb->pdata[k], sb, sizeof sb);
    if (cm.type_mismatch) {
      fprintf(c->err, "%s: error: output %zu is %s, in %s it is %s\n", c->name_b, k, sb, c->name_a, sa);
      failed = true;
      break;
    }
    record(st, &cm, s, fa->pdata[k], fb->pdata[k], sa);
    bool direct = cm.max_scaled_ulp <= c->o->max_ulp && !cm.special_mismatch;
    /* Both outputs against the precise reference: the original may be the inexact side (a
     * 16-bit graph overflowing, a last-bit difference amplified through dots, a constant
     * written at low precision). */
    if (!ref.flat && c->o->reference && !c->no_reference && !run_widened(c->o->reference, in, c->nin, c->nout, &ref))
      c->no_reference = true;
    RcTensor *rk = ref.flat ? ref.flat->pdata[k] : NULL;
    if (!rk || rc_tensor_numel(rk) != rc_tensor_numel(fa->pdata[k])) {
      if (!direct) st->bad = true;
      continue;
    }
    judge(c, st, s, k, in, fa->pdata[k], fb->pdata[k], rk, direct, &pert);
  }
  ran_free(&ref);
  for (size_t j = 0; pert && j < c->pmods->len; j++) ran_free(&pert[j]);
  g_free(pert);
  g_ptr_array_free(fa, TRUE);
  g_ptr_array_free(fb, TRUE);
  return !failed;
}

/* Prints one line per output and the verdict on out (may be NULL): RC_EXIT_OK when every output
 * is within tolerance, else RC_EXIT_INPUT. */
static int report(const Cmp *c, FILE *out) {
  int rc = RC_EXIT_OK;
  double max_ulp = c->o->max_ulp;
  for (size_t k = 0; k < c->nout; k++) {
    const OutStats *st = &c->outs[k];
    bool ok = !st->bad;
    if (out)
      fprintf(out, "output%zu: %s max %.3g ULP (%.3g norm-wise), max abs error %.3g, %s", k,
              st->shape ? st->shape : "?", st->worst_ulp, st->worst_scaled, st->worst_abs, ok ? "ok" : "FAILED");
    if (out && st->where) fprintf(out, "; max ULP at %s", st->where);
    if (out && st->scaled_at && st->worst_scaled > 0) fprintf(out, "; max scaled error at %s", st->scaled_at);
    if (out && st->specials)
      fprintf(out, "; %lld NaN/inf mismatches, %s", (long long)st->specials, st->first_special);
    if (out && st->judged)
      fprintf(out, "; error against the original in f64: original %.3g ULP, optimized %.3g ULP (norm-wise)%s",
              st->err_orig, st->err_opt, st->by_constants ? ", within the written precision of its constants" : "");
    if (out && st->judged && st->excess_at)
      fprintf(out, "; against the original in f64 the optimized output is %s%.3g ULP (norm-wise) farther than the original%s%s",
              st->worst_excess > 0 ? "at most " : "nowhere more than ", st->worst_excess,
              st->excess_at ? ", at " : "", st->excess_at ? st->excess_at : "");
    else if (out && st->bad) /* both callers seek the reference: it could not be built or run */
      fprintf(out, "; the original could not be evaluated in f64");
    if (out && st->judged && st->both_nonfinite)
      fprintf(out, "; %lld elements NaN/inf in both where the f64 reference is finite (the original's own overflow, "
                   "left out of both errors)",
              (long long)st->both_nonfinite);
    if (out && st->recovered)
      fprintf(out, "; note: %lld elements finite where the original gave inf/NaN (intermediate overflow or inf*0)",
              (long long)st->recovered);
    if (out) fprintf(out, "\n");
    if (!ok) rc = RC_EXIT_INPUT;
  }
  if (out)
    fprintf(out, "%s: %d samples, %zu outputs, tolerance %g ULP: %s\n", c->name_b, c->o->samples, c->nout, max_ulp,
            rc == RC_EXIT_OK ? "equivalent" : "NOT equivalent");
  return rc;
}

/* Runs a and b on the same inputs and compares every output (see the top of
 * this file). Per-output lines go to `out` (may be NULL), errors to `err`.
 * Returns RC_EXIT_OK when equivalent, RC_EXIT_INPUT when not or when the
 * modules cannot be run. `fixed` (nin entries, NULL = random) is borrowed. */
int rc_cli_compare_modules(RcCtx *ctx, RcModule *a, RcModule *b, const char *name_a, const char *name_b,
                           const RcCliCompareOptions *o, RcTensor *const *fixed, FILE *out, FILE *err) {
  Cmp c = {.a = a, .b = b, .name_a = name_a, .name_b = name_b, .o = o, .err = err, .nin = rc_module_input_count(a)};
  if (!same_inputs(&c)) return RC_EXIT_INPUT;
  size_t nin = c.nin;
  bool failed = false;
  int64_t most;
  int64_t *numel = input_sizes(&c, fixed, &most);
  for (int s = 0; s < o->samples && !failed; s++) {
    RcTensor **in = g_new0(RcTensor *, nin + 1);
    failed = !sample_inputs(&c, fixed, numel, most, s, in);
    RcTensor **oa = NULL, **ob = NULL;
    size_t na = 0, nb = 0;
    RcRunOptions opt = {.checks = false};
    if (!failed &&
        (rc_module_run(a, in, nin, &opt, &oa, &na) != RC_OK || rc_module_run(b, in, nin, &opt, &ob, &nb) != RC_OK)) {
      rc_cli_print_diags_to(ctx, err);
      failed = true;
    }
    if (!failed) failed = !compare_outputs(&c, s, in, oa, na, ob, nb);
    rc_tensors_free(oa, na);
    rc_tensors_free(ob, nb);
    for (size_t i = 0; i < nin; i++) rc_tensor_free(in[i]);
    g_free(in);
  }
  int rc = failed ? RC_EXIT_INPUT : report(&c, out);
  for (size_t k = 0; k < c.nout; k++) {
    OutStats *st = &c.outs[k];
    g_free(st->shape);
    g_free(st->where);
    g_free(st->first_special);
    g_free(st->scaled_at);
    g_free(st->excess_at);
  }
  g_free(c.outs);
  if (c.pmods) g_ptr_array_free(c.pmods, TRUE);
  rc_ctx_free(c.pctx);
  g_free(numel);
  return rc;
}

/* The ops of one module that the interpreter cannot run, grouped by spelling in order of first
 * appearance, with their lines. */
typedef struct {
  GPtrArray *names; /* char *, owned */
  GHashTable *lines; /* name -> GArray of uint32_t */
} Unsupported;

static void note_unsupported(void *user, const char *op, uint32_t line, uint32_t col, const char *reason) {
  (void)col;
  (void)reason;
  Unsupported *u = user;
  GArray *l = g_hash_table_lookup(u->lines, op);
  if (!l) {
    char *k = g_strdup(op);
    g_ptr_array_add(u->names, k);
    l = g_array_new(FALSE, FALSE, sizeof(uint32_t));
    g_hash_table_insert(u->lines, k, l);
  }
  g_array_append_val(l, line);
}

/* Before anything runs: one message listing every op of m that cannot be executed (the
 * interpreter would otherwise stop at the first, after running everything before it).
 * Returns whether there were any. */
static bool report_unsupported(const RcModule *m, const char *name, FILE *err) {
  Unsupported u = {g_ptr_array_new(), g_hash_table_new_full(g_str_hash, g_str_equal, g_free, (GDestroyNotify)g_array_unref)};
  size_t n = rc_module_unsupported_ops(m, note_unsupported, &u);
  if (n) {
    GString *msg = g_string_new(NULL);
    for (guint i = 0; i < u.names->len; i++) {
      GArray *l = g_hash_table_lookup(u.lines, u.names->pdata[i]);
      g_string_append_printf(msg, "%s%s (%s", i ? ", " : "", (char *)u.names->pdata[i], l->len > 1 ? "lines" : "line");
      for (guint j = 0; j < l->len && j < 8; j++) g_string_append_printf(msg, "%s%u", j ? ", " : " ", g_array_index(l, uint32_t, j));
      if (l->len > 8) g_string_append_printf(msg, ", ... %u in all", l->len);
      g_string_append(msg, ")");
    }
    fprintf(err, "%s: error: cannot verify: the interpreter does not execute %s\n", name, msg->str);
    g_string_free(msg, TRUE);
  }
  g_hash_table_destroy(u.lines);
  g_ptr_array_free(u.names, TRUE);
  return n > 0;
}

int rc_cmd_verify(int argc, char **argv) {
  gint samples = 3;
  gdouble max_ulp = 16;
  gint64 seed = 0;
  char *format = NULL, **inputs = NULL;
  GOptionEntry entries[] = {
      {"samples", 'n', 0, G_OPTION_ARG_INT, &samples, "Number of input samples (default 3)", "N"},
      {"max-ulp", 'u', 0, G_OPTION_ARG_DOUBLE, &max_ulp, "Tolerance in ULPs (default 16: the original rounds after every op)", "N"},
      {"seed", 's', 0, G_OPTION_ARG_INT64, &seed, "Seed of the random inputs (default 0)", "N"},
      {"input", 'i', 0, G_OPTION_ARG_STRING_ARRAY, &inputs, "Fix parameter NAME to a .npy file in every sample", "NAME=FILE"},
      {"format", 0, 0, G_OPTION_ARG_STRING, &format, "Input format: auto, hlo, stablehlo", "FMT"},
      {NULL}};
  GOptionContext *oc = g_option_context_new("ORIGINAL OPTIMIZED");
  g_option_context_set_summary(oc, "Run two modules on the same inputs and compare their outputs in ULPs.");
  g_option_context_add_main_entries(oc, entries, NULL);
  int rc = RC_EXIT_USAGE;
  RcFormat fmt;
  RcCtx *ctx = NULL;
  RcModule *a = NULL, *b = NULL, *wide = NULL;
  RcCtx *wctx = NULL;
  char *text_a = NULL;
  size_t len_a = 0;
  RcTensor **fixed = NULL;
  size_t nin = 0;
  if (!rc_cli_parse_options(oc, &argc, &argv)) goto done;
  if (argc != 3) {
    fprintf(stderr, "recompose: error: verify takes ORIGINAL and OPTIMIZED\nTry '%s --help'.\n", g_get_prgname());
    goto done;
  }
  if (!rc_cli_parse_format(format, &fmt) || samples < 1 || !(max_ulp >= 0)) {
    fprintf(stderr, "recompose: error: bad --format, --samples or --max-ulp value\n");
    goto done;
  }
  rc = RC_EXIT_INPUT;
  ctx = rc_cli_ctx_new();
  a = rc_cli_load_module(ctx, argv[1], fmt, &text_a, &len_a);
  if (!a) goto done;
  b = rc_cli_load_module(ctx, argv[2], fmt, NULL, NULL);
  if (!b) goto done;
  bool bad_a = report_unsupported(a, argv[1], stderr), bad_b = report_unsupported(b, argv[2], stderr);
  if (bad_a || bad_b) goto done; /* bad input: exit 1 */
  nin = rc_module_input_count(a);
  fixed = g_new0(RcTensor *, nin + 1);
  int urc = rc_cli_load_inputs(ctx, a, inputs, fixed);
  if (urc != RC_EXIT_OK) {
    rc = urc;
    goto done;
  }
  /* Its own context: a widened text that does not parse only means there is no reference. */
  wctx = rc_cli_ctx_new();
  wide = rc_cli_widen_module(wctx, argv[1], text_a, len_a, rc_cli_format_for(argv[1], fmt), a);
  RcCliCompareOptions co = {.samples = samples,
                            .max_ulp = max_ulp,
                            .seed = seed,
                            .reference = wide,
                            .text = wide ? text_a : NULL,
                            .len = len_a,
                            .format = rc_cli_format_for(argv[1], fmt)};
  rc = rc_cli_compare_modules(ctx, a, b, argv[1], argv[2], &co, fixed, stdout, stderr);
done:
  for (size_t i = 0; fixed && i < nin; i++) rc_tensor_free(fixed[i]);
  g_free(fixed);
  rc_module_free(a);
  rc_module_free(b);
  rc_module_free(wide);
  rc_ctx_free(wctx);
  rc_ctx_free(ctx);
  g_free(text_a);
  g_free(format);
  g_strfreev(inputs);
  g_option_context_free(oc);
  return rc;
}
