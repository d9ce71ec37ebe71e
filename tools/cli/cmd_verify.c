/* recompose verify ORIGINAL OPTIMIZED: run both modules on the same inputs
 * (in sample 0 the largest inputs start with the special values 0, -0, +-1,
 * +-large, +-inf, NaN and denormals; everything else is seeded random values)
 * and compare every output. Prints per output the max ULP distance, the max
 * absolute error and the worst elements; exits 1 when an output is over
 * tolerance. An element's error is min(ULP distance, |diff| / ULP(max
 * |expected| of that output)), so values near zero after cancellation are
 * judged on the output's scale. NaN must meet NaN and inf the same inf; a
 * finite optimized value where the original overflowed is a note, not a
 * failure. The default tolerance is 16 ULPs: the original graph rounds after
 * every op, so a chain such as a layer norm drifts several ULPs from a kernel
 * that rounds once; a wrong formula or constant is off by thousands. */
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
  char **shapes = NULL, **where = NULL, **first_special = NULL, **scaled_at = NULL;
  bool failed = false;
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
      }
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
      }
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
      bool ok = worst_scaled[k] <= max_ulp && !specials[k];
      if (out) fprintf(out, "output%zu: %s max %.3g ULP (%.3g norm-wise), max abs error %.3g, %s", k, shapes[k] ? shapes[k] : "?",
             worst_ulp[k], worst_scaled[k], worst_abs[k], ok ? "ok" : "FAILED");
      if (out && where[k]) fprintf(out, "; max ULP at %s", where[k]);
      if (out && scaled_at[k] && worst_scaled[k] > 0) fprintf(out, "; max scaled error at %s", scaled_at[k]);
      if (out && specials[k]) fprintf(out, "; %lld NaN/inf mismatches, %s", (long long)specials[k], first_special[k]);
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
  }
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
  RcModule *a = NULL, *b = NULL;
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
  a = rc_cli_load_module(ctx, argv[1], fmt, NULL, NULL);
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
  RcCliCompareOptions co = {.samples = samples, .max_ulp = max_ulp, .seed = seed};
  rc = rc_cli_compare_modules(ctx, a, b, argv[1], argv[2], &co, fixed, stdout, stderr);
done:
  for (size_t i = 0; fixed && i < nin; i++) rc_tensor_free(fixed[i]);
  g_free(fixed);
  rc_module_free(a);
  rc_module_free(b);
  rc_ctx_free(ctx);
  g_free(format);
  g_strfreev(inputs);
  g_option_context_free(oc);
  return rc;
}
