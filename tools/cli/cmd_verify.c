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

/* The optimized output b against the original a, both judged by their distance to r (the original
 * evaluated in f64), in ULPs of r's largest finite magnitude in the output's type. Returns the most
 * by which b is farther from r than a is over the elements (`at`: that element; -1 when b is
 * nowhere farther); an element where b is NaN/inf and neither a nor r is counts as infinitely far.
 * Where r itself is NaN/inf, b must match r or a. allow (may be NULL) widens r at element e to
 * r +- allow[e] for b. *err_a and *err_b: the largest distances of a and b to r where r is finite
 * (inf where a or b is not). */
static double excess_over_original(RcTensor *a, RcTensor *b, RcTensor *r, const double *allow, int64_t *at,
                                   double *err_a, double *err_b) {
  int64_t n = rc_tensor_numel(a);
  double big = 0, worst = 0;
  *at = -1;
  for (int64_t e = 0; e < n; e++) {
    double v = fabs(rc_cli_tensor_get(r, e));
    if (isfinite(v) && v > big) big = v;
  }
  double u = rc_elem_type_ulp(rc_tensor_elem_type(a), big);
  *err_a = *err_b = 0;
  for (int64_t e = 0; e < n; e++) {
    double x = rc_cli_tensor_get(a, e), y = rc_cli_tensor_get(b, e), z = rc_cli_tensor_get(r, e);
    double ex;
    if (!isfinite(y)) {
      bool same_a = (isnan(y) && isnan(x)) || y == x, same_r = (isnan(y) && isnan(z)) || y == z;
      ex = same_a || same_r ? 0 : INFINITY;
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

/* Runs a and b on the same inputs and compares every output (see the top of
 * this file). Per-output lines go to `out` (may be NULL), errors to `err`.
 * Returns RC_EXIT_OK when equivalent, RC_EXIT_INPUT when not or when the
 * modules cannot be run. `fixed` (nin entries, NULL = random) is borrowed. */
int rc_cli_compare_modules(RcCtx *ctx, RcModule *a, RcModule *b, const char *name_a, const char *name_b,
                           const RcCliCompareOptions *o, RcTensor *const *fixed, FILE *out, FILE *err) {
  int rc = RC_EXIT_INPUT;
  int samples = o->samples;
  double max_ulp = o->max_ulp;
  int64_t seed = o->seed;
  size_t nin = rc_module_input_count(a);
  if (rc_module_input_count(b) != nin) {
    fprintf(err, "%s: error: takes %zu inputs, %s takes %zu\n", name_b, rc_module_input_count(b), name_a, nin);
    return RC_EXIT_INPUT;
  }
  for (size_t i = 0; i < nin; i++) {
    char da[128], db[128];
    rc_module_input_describe(a, i, da, sizeof da);
    rc_module_input_describe(b, i, db, sizeof db);
    if (strcmp(da, db)) {
      fprintf(err, "%s: error: input %zu is %s, in %s it is %s\n", name_b, i, db, name_a, da);
      return RC_EXIT_INPUT;
    }
  }
  size_t nout = 0;
  double *worst_ulp = NULL, *worst_abs = NULL, *worst_scaled = NULL;
  int64_t *specials = NULL, *recovered = NULL;
  char **shapes = NULL, **where = NULL, **first_special = NULL, **scaled_at = NULL, **excess_at = NULL;
  bool failed = false, *bad = NULL, *judged = NULL, no_reference = false, *by_constants = NULL;
  GPtrArray *pmods = NULL; /* the references with moved constants, and their context */
  RcCtx *pctx = NULL;
  double *worst_excess = NULL, *err_orig = NULL, *err_opt = NULL;
  /* Special values go to the largest inputs (the activations), not to per-channel parameters such
   * as a norm's scale, where 3e38 would only amplify the original graph's own rounding. */
  int64_t most = 0, *numel = g_new0(int64_t, nin + 1);
  for (size_t i = 0; i < nin; i++) {
    RcTensor *t = fixed[i] ? NULL : rc_module_input_random(a, i, 0, false);
    numel[i] = fixed[i] ? rc_tensor_numel(fixed[i]) : t ? rc_tensor_numel(t) : -1;
    if (numel[i] > most) most = numel[i];
    rc_tensor_free(t);
  }
  for (int s = 0; s < samples && !failed; s++) {
    RcTensor **in = g_new0(RcTensor *, nin + 1);
    for (size_t i = 0; i < nin; i++) {
      bool sp = s == 0 && numel[i] == most;
      in[i] = fixed[i] ? rc_tensor_ref(fixed[i]) : rc_module_input_random(a, i, (uint64_t)(seed + s), sp);
      if (!in[i]) {
        fprintf(err, "%s: error: parameter '%s' cannot be generated; pass --input\n", name_a,
                rc_module_input_name(a, i));
        failed = true;
      }
    }
    RcTensor **oa = NULL, **ob = NULL;
    size_t na = 0, nb = 0;
    RcRunOptions opt = {.checks = false};
    if (!failed && (rc_module_run(a, in, nin, &opt, &oa, &na) != RC_OK || rc_module_run(b, in, nin, &opt, &ob, &nb) != RC_OK)) {
      rc_cli_print_diags_to(ctx, err);
      failed = true;
    }
    if (!failed) {
      GPtrArray *fa = g_ptr_array_new(), *fb = g_ptr_array_new();
      for (size_t i = 0; i < na; i++) flatten(oa[i], fa);
      for (size_t i = 0; i < nb; i++) flatten(ob[i], fb);
      if (fa->len != fb->len) {
        fprintf(err, "%s: error: has %u outputs, %s has %u\n", name_b, fb->len, name_a, fa->len);
        failed = true;
      } else if (!worst_ulp) {
        nout = fa->len;
        worst_ulp = g_new0(double, nout + 1);
        worst_abs = g_new0(double, nout + 1);
        worst_scaled = g_new0(double, nout + 1);
        specials = g_new0(int64_t, nout + 1);
        recovered = g_new0(int64_t, nout + 1);
        shapes = g_new0(char *, nout + 1);
        where = g_new0(char *, nout + 1);
        first_special = g_new0(char *, nout + 1);
        scaled_at = g_new0(char *, nout + 1);
        excess_at = g_new0(char *, nout + 1);
        bad = g_new0(bool, nout + 1);
        judged = g_new0(bool, nout + 1);
        by_constants = g_new0(bool, nout + 1);
        err_orig = g_new0(double, nout + 1);
        err_opt = g_new0(double, nout + 1);
        worst_excess = g_new0(double, nout + 1);
      }
      Ran ref = {0}, *pert = NULL; /* the reference's outputs for this sample, run when first needed */
      for (size_t k = 0; !failed && k < nout; k++) {
        RcCompare c;
        rc_tensor_compare(fa->pdata[k], fb->pdata[k], &c);
        char sa[160], sb[160];
        rc_cli_tensor_shape(fa->pdata[k], sa, sizeof sa);
        rc_cli_tensor_shape(fb->pdata[k], sb, sizeof sb);
        if (c.type_mismatch) {
          fprintf(err, "%s: error: output %zu is %s, in %s it is %s\n", name_b, k, sb, name_a, sa);
          failed = true;
          break;
        }
        if (!shapes[k]) shapes[k] = g_strdup(sa);
        specials[k] += c.special_mismatch;
        recovered[k] += c.recovered;
        if (c.max_abs > worst_abs[k]) worst_abs[k] = c.max_abs;
        if (c.max_scaled_ulp > worst_scaled[k]) {
          worst_scaled[k] = c.max_scaled_ulp;
          g_free(scaled_at[k]);
          scaled_at[k] = g_strdup_printf("sample %d element %lld: expected %.9g, got %.9g", s, (long long)c.worst_scaled,
                                         rc_cli_tensor_get(fa->pdata[k], c.worst_scaled),
                                         rc_cli_tensor_get(fb->pdata[k], c.worst_scaled));
        }
        if (c.worst >= 0 && (c.max_ulp > worst_ulp[k] || !where[k])) {
          worst_ulp[k] = c.max_ulp;
          g_free(where[k]);
          where[k] = g_strdup_printf("sample %d element %lld: expected %.9g, got %.9g", s, (long long)c.worst,
                                     c.worst_expected, c.worst_actual);
        }
        if (c.special_mismatch && !first_special[k])
          first_special[k] = g_strdup_printf("first special-value mismatch at sample %d element %lld", s,
                                             (long long)c.first_special);
        bool direct = c.max_scaled_ulp <= max_ulp && !c.special_mismatch;
        /* Both outputs against the precise reference: the original may be the inexact side (a
         * 16-bit graph overflowing, a last-bit difference amplified through dots, a constant
         * written at low precision). */
        if (!ref.flat && o->reference && !no_reference && !run_widened(o->reference, in, nin, nout, &ref))
          no_reference = true;
        RcTensor *rk = ref.flat ? ref.flat->pdata[k] : NULL;
        if (!rk || rc_tensor_numel(rk) != rc_tensor_numel(fa->pdata[k])) {
          if (!direct) bad[k] = true;
          continue;
        }
        int64_t at;
        double ea, eb;
        double ex = excess_over_original(fa->pdata[k], fb->pdata[k], rk, NULL, &at, &ea, &eb);
        judged[k] = true;
        if (ea > err_orig[k]) err_orig[k] = ea;
        if (eb > err_opt[k]) err_opt[k] = eb;
        if (direct) continue;
        if (ex > max_ulp && o->text && !pmods) { /* built once, when first needed */
          pctx = rc_cli_ctx_new();
          pmods = rc_cli_perturbed_references(pctx, name_a, o->text, o->len, o->format, a);
        }
        if (ex > max_ulp && pmods && pmods->len) { /* the reference as precisely as its constants were written */
          if (!pert) {
            pert = g_new0(Ran, pmods->len + 1);
            for (size_t j = 0; j < pmods->len; j++) run_widened(pmods->pdata[j], in, nin, nout, &pert[j]);
          }
          int64_t n = rc_tensor_numel(rk);
          double *allow = g_new0(double, n + 1);
          for (size_t j = 0; j < pmods->len; j++) {
            RcTensor *pk = pert[j].flat ? pert[j].flat->pdata[k] : NULL;
            for (int64_t e = 0; pk && rc_tensor_numel(pk) == n && e < n; e++) {
              double d = fabs(rc_cli_tensor_get(pk, e) - rc_cli_tensor_get(rk, e));
              if (isfinite(d)) allow[e] += d;
            }
          }
          int64_t at2;
          double ea2, eb2, ex2 = excess_over_original(fa->pdata[k], fb->pdata[k], rk, allow, &at2, &ea2, &eb2);
          g_free(allow);
          if (ex2 <= max_ulp) {
            by_constants[k] = true;
            ex = ex2;
            at = at2;
          }
        }
        if (ex > max_ulp) bad[k] = true;
        if (at >= 0 && (ex > worst_excess[k] || !excess_at[k])) {
          worst_excess[k] = ex;
          g_free(excess_at[k]);
          excess_at[k] = g_strdup_printf("sample %d element %lld: f64 reference %.9g, original %.9g, optimized %.9g", s,
                                         (long long)at, rc_cli_tensor_get(rk, at), rc_cli_tensor_get(fa->pdata[k], at),
                                         rc_cli_tensor_get(fb->pdata[k], at));
        }
      }
      ran_free(&ref);
      for (size_t j = 0; pert && j < pmods->len; j++) ran_free(&pert[j]);
      g_free(pert);
      g_ptr_array_free(fa, TRUE);
      g_ptr_array_free(fb, TRUE);
    }
    rc_tensors_free(oa, na);
    rc_tensors_free(ob, nb);
    for (size_t i = 0; i < nin; i++) rc_tensor_free(in[i]);
    g_free(in);
  }
  if (!failed) {
    rc = RC_EXIT_OK;
    for (size_t k = 0; k < nout; k++) {
      bool ok = !bad[k];
      if (out) fprintf(out, "output%zu: %s max %.3g ULP (%.3g norm-wise), max abs error %.3g, %s", k, shapes[k] ? shapes[k] : "?",
             worst_ulp[k], worst_scaled[k], worst_abs[k], ok ? "ok" : "FAILED");
      if (out && where[k]) fprintf(out, "; max ULP at %s", where[k]);
      if (out && scaled_at[k] && worst_scaled[k] > 0) fprintf(out, "; max scaled error at %s", scaled_at[k]);
      if (out && specials[k]) fprintf(out, "; %lld NaN/inf mismatches, %s", (long long)specials[k], first_special[k]);
      if (out && judged[k])
        fprintf(out, "; error against the original in f64: original %.3g ULP, optimized %.3g ULP (norm-wise)%s",
                err_orig[k], err_opt[k], by_constants[k] ? ", within the written precision of its constants" : "");
      if (out && judged[k] && excess_at[k])
        fprintf(out, "; against the original in f64 the optimized output is %s%.3g ULP (norm-wise) farther than the original%s%s",
                worst_excess[k] > 0 ? "at most " : "nowhere more than ", worst_excess[k],
                excess_at[k] ? ", at " : "", excess_at[k] ? excess_at[k] : "");
      else if (out && bad[k]) /* both callers seek the reference: it could not be built or run */
        fprintf(out, "; the original could not be evaluated in f64");
      if (out && recovered[k])
        fprintf(out, "; note: %lld elements finite where the original gave inf/NaN (intermediate overflow or inf*0)",
               (long long)recovered[k]);
      if (out) fprintf(out, "\n");
      if (!ok) rc = RC_EXIT_INPUT;
    }
    if (out) fprintf(out, "%s: %d samples, %zu outputs, tolerance %g ULP: %s\n", name_b, samples, nout, max_ulp,
           rc == RC_EXIT_OK ? "equivalent" : "NOT equivalent");
  } else {
    rc = RC_EXIT_INPUT;
  }
  for (size_t k = 0; k < nout; k++) {
    g_free(shapes[k]);
    g_free(where[k]);
    g_free(first_special[k]);
    g_free(scaled_at[k]);
    g_free(excess_at[k]);
  }
  g_free(excess_at);
  if (pmods) g_ptr_array_free(pmods, TRUE);
  rc_ctx_free(pctx);
  g_free(by_constants);
  g_free(err_orig);
  g_free(err_opt);
  g_free(bad);
  g_free(judged);
  g_free(worst_excess);
  g_free(numel);
  g_free(scaled_at);
  g_free(first_special);
  g_free(recovered);
  g_free(shapes);
  g_free(where);
  g_free(worst_ulp);
  g_free(worst_abs);
  g_free(worst_scaled);
  g_free(specials);
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
