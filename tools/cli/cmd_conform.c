/* recompose conform [DIR|FILE...]: run the conformance corpus (format in
 * corpus/README.md). A case is an input NAME.hlo or NAME.mlir with, beside it,
 *   NAME.counts.json   {"counts": {"<op>": n, ...}, "skipped": n, "flags": [...], "verify_note": "..."}
 *                      (one file serves both formats of the same case)
 *   NAME.out.hlo / NAME.out.mlir   the exact expected output of `recompose opt`
 * and checks, in process: the rewrite counts and the number of skips, the output
 * text, that optimizing the output again changes nothing (a fixed point), and
 * that the optimized module computes what the original does (the `verify`
 * comparison, when the executor can run the module; otherwise the TAP line
 * says why it was not run). Prints TAP; exit 1 if any case fails. */
#include <glib.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "cli.h"
#include "exec_util.h"
#include "recompose/exec.h"
#include "recompose/higher.h"

typedef struct {
  gboolean update;
  char **patterns;
  gboolean no_builtin;
} ConformArgs;

typedef struct {
  RcHigherOptions opts;
  RcPatternSet *extra; /* patterns named by the case's flags */
  char *only[8];
  size_t nonly;
} CaseFlags;

static size_t gstring_sink(void *user, const char *d, size_t n) {
  g_string_append_len(user, d, (gssize)n);
  return n;
}

static bool is_case_input(const char *name) {
  if (g_str_has_prefix(name, ".")) return false;
  if (strstr(name, ".out.") || strstr(name, ".print.")) return false;
  return g_str_has_suffix(name, ".hlo") || g_str_has_suffix(name, ".mlir");
}

/* NAME.hlo -> NAME.out.hlo (what = "out"), NAME.counts.json (what = "counts"). */
static char *sibling(const char *input, const char *what) {
  const char *dot = strrchr(input, '.');
  char *stem = g_strndup(input, (gsize)(dot - input));
  char *p = !strcmp(what, "counts") ? g_strdup_printf("%s.counts.json", stem) : g_strdup_printf("%s.%s%s", stem, what, dot);
  g_free(stem);
  return p;
}

/* The flags a case may carry are the `opt` options that change what it does. */
static bool parse_flags(JsonObject *o, CaseFlags *cf, GString *why) {
  rc_higher_options_init(&cf->opts);
  if (!json_object_has_member(o, "flags")) return true;
  JsonArray *a = json_object_get_array_member(o, "flags");
  for (guint i = 0; a && i < json_array_get_length(a); i++) {
    const char *f = json_array_get_string_element(a, i);
    if (!f) {
      g_string_append(why, "flags must be strings");
      return false;
    }
    if (!strcmp(f, "--no-verify")) {
      cf->opts.verify = false;
    } else if (!strcmp(f, "--no-by-value")) {
      cf->opts.by_value = false;
    } else if (!strcmp(f, "--no-recompute")) {
      cf->opts.recompute = false;
    } else if (!strcmp(f, "--emit=custom-call")) {
      cf->opts.emit = RC_EMIT_CUSTOM_CALL;
    } else if (!strcmp(f, "--emit=composite")) {
      cf->opts.emit = RC_EMIT_COMPOSITE;
    } else if (g_str_has_prefix(f, "--only=") && cf->nonly < G_N_ELEMENTS(cf->only)) {
      cf->only[cf->nonly++] = (char *)f + 7;
    } else {
      g_string_append_printf(why, "unsupported flag '%s'", f);
      return false;
    }
  }
  if (cf->nonly) {
    cf->opts.only = (const char *const *)cf->only;
    cf->opts.nonly = cf->nonly;
  }
  return true;
}

static bool counts_match(const RcHigherResult *r, JsonObject *want, GString *why) {
  GHashTable *got = g_hash_table_new(g_str_hash, g_str_equal);
  size_t n = r ? rc_higher_rewrite_count(r) : 0;
  for (size_t i = 0; i < n; i++) {
    if (rc_higher_rewrite(r, i)->absorbed) continue; /* counts hold what the output holds */
    const char *op = rc_higher_rewrite(r, i)->op;
    g_hash_table_insert(got, (gpointer)op, GSIZE_TO_POINTER(GPOINTER_TO_SIZE(g_hash_table_lookup(got, op)) + 1));
  }
  bool ok = true;
  GList *members = json_object_get_members(want);
  for (GList *l = members; l; l = l->next) {
    gint64 w = json_object_get_int_member(want, l->data);
    gsize g = GPOINTER_TO_SIZE(g_hash_table_lookup(got, l->data));
    if ((gint64)g != w) {
      g_string_append_printf(why, "%s: expected %lld, got %zu; ", (char *)l->data, (long long)w, (size_t)g);
      ok = false;
    }
  }
  g_list_free(members);
  GHashTableIter it;
  gpointer k, v;
  g_hash_table_iter_init(&it, got);
  while (g_hash_table_iter_next(&it, &k, &v)) {
    if (!json_object_has_member(want, k)) {
      g_string_append_printf(why, "%s: expected 0, got %zu; ", (char *)k, GPOINTER_TO_SIZE(v));
      ok = false;
    }
  }
  g_hash_table_destroy(got);
  return ok;
}

/* Parses and optimizes text; NULL with a reason on failure. */
static RcModule *optimize(RcCtx *ctx, const char *name, const char *text, size_t len, const RcPatternSet *ps,
                          const CaseFlags *cf, RcHigherResult **res, GString *out, GString *why) {
  RcModule *m = NULL;
  if (rc_module_parse(ctx, name, text, len, RC_FORMAT_AUTO, &m) != RC_OK || rc_module_verify(m) != RC_OK) {
    const RcDiagnostic *d = rc_ctx_diagnostic(ctx, 0);
    g_string_append_printf(why, "%s does not parse: %s", name, d ? d->message : "?");
    rc_module_free(m);
    return NULL;
  }
  if (rc_module_higher(m, ps, &cf->opts, res) != RC_OK || rc_module_verify(m) != RC_OK) {
    g_string_append_printf(why, "%s: the highering pass failed or left an invalid module", name);
    rc_module_free(m);
    return NULL;
  }
  rc_module_write(m, gstring_sink, out);
  return m;
}

/* Runs one case; true when it conforms, else why says what broke. note gets remarks. */
static bool run_case(const ConformArgs *a, const RcPatternSet *ps, const char *input, GString *why, GString *note) {
  char *text = NULL, *counts_text = NULL, *expected = NULL;
  size_t len = 0, clen = 0, elen = 0;
  char *counts_path = sibling(input, "counts"), *out_path = sibling(input, "out");
  bool ok = false;
  RcCtx *ctx = rc_ctx_new();
  RcModule *orig = NULL, *m = NULL, *again = NULL;
  RcHigherResult *res = NULL, *res2 = NULL;
  GString *got = g_string_new(NULL), *got2 = g_string_new(NULL);
  JsonParser *jp = json_parser_new();
  GError *err = NULL;
  CaseFlags cf = {0};

  if (!g_file_get_contents(input, &text, &len, NULL)) {
    g_string_append(why, "cannot read the input");
    goto out;
  }
  if (!g_file_get_contents(counts_path, &counts_text, &clen, NULL)) {
    g_string_append_printf(why, "missing %s", counts_path);
    goto out;
  }
  if (!json_parser_load_from_data(jp, counts_text, (gssize)clen, &err) ||
      !JSON_NODE_HOLDS_OBJECT(json_parser_get_root(jp))) {
    g_string_append_printf(why, "%s: not a JSON object%s%s", counts_path, err ? ": " : "", err ? err->message : "");
    goto out;
  }
  JsonObject *want = json_node_get_object(json_parser_get_root(jp));
  JsonObject *counts = json_object_has_member(want, "counts") ? json_object_get_object_member(want, "counts") : NULL;
  if (!counts) {
    g_string_append_printf(why, "%s: no \"counts\" object", counts_path);
    goto out;
  }
  if (!parse_flags(want, &cf, why)) goto out;
  m = optimize(ctx, input, text, len, ps, &cf, &res, got, why);
  if (!m) goto out;
  if (!counts_match(res, counts, why)) goto out;
  size_t want_skips = json_object_has_member(want, "skipped") ? (size_t)json_object_get_int_member(want, "skipped") : 0;
  if (rc_higher_skip_count(res) != want_skips) {
    g_string_append_printf(why, "%zu skipped, expected %zu", rc_higher_skip_count(res), want_skips);
    if (rc_higher_skip_count(res)) g_string_append_printf(why, " (first: %s)", rc_higher_skip(res, 0)->reason);
    goto out;
  }
  if (g_file_get_contents(out_path, &expected, &elen, NULL)) {
    if (elen != got->len || memcmp(expected, got->str, elen)) {
      if (!a->update) {
        g_string_append_printf(why, "output differs from %s", out_path);
        goto out;
      }
      g_file_set_contents(out_path, got->str, (gssize)got->len, NULL);
      g_string_append(note, "expected output updated; ");
    }
  } else if (a->update) {
    g_file_set_contents(out_path, got->str, (gssize)got->len, NULL);
    g_string_append(note, "expected output written; ");
  } else {
    g_string_append_printf(why, "missing %s", out_path);
    goto out;
  }
  /* Optimizing the output again must change nothing. */
  again = optimize(ctx, out_path, got->str, got->len, ps, &cf, &res2, got2, why);
  if (!again) goto out;
  if (!g_string_equal(got, got2) || rc_higher_rewrite_count(res2)) {
    g_string_append(why, "not a fixed point: optimizing the output again changed it");
    goto out;
  }
  /* The optimized module must compute what the original does, unless the case documents
   * a deliberate difference ("verify_note"): then a difference is a note quoting it. */
  const char *vnote = json_object_has_member(want, "verify_note") ? json_object_get_string_member(want, "verify_note") : NULL;
  if (rc_higher_rewrite_count(res)) {
    if (rc_module_parse(ctx, input, text, len, RC_FORMAT_AUTO, &orig) != RC_OK) goto out;
    char *ebuf = NULL;
    size_t eblen = 0;
    FILE *ef = open_memstream(&ebuf, &eblen);
    RcCtx *wctx = rc_cli_ctx_new(); /* a widened text that does not parse only means no reference */
    RcModule *wide = rc_cli_widen_module(wctx, input, text, len, RC_FORMAT_AUTO, orig);
    RcCliCompareOptions co = {
        .samples = 2, .max_ulp = 16, .seed = 1, .reference = wide, .text = text, .len = len, .format = RC_FORMAT_AUTO};
    RcTensor **fixed = g_new0(RcTensor *, rc_module_input_count(orig) + 1);
    int vrc = rc_cli_compare_modules(ctx, orig, m, input, "optimized", &co, fixed, NULL, ef);
    fclose(ef);
    g_free(fixed);
    rc_module_free(wide);
    rc_ctx_free(wctx);
    if (vrc != RC_EXIT_OK) {
      /* Not executable here (while, sort, unknown custom calls) is a note; a wrong answer fails. */
      if (ebuf && strstr(ebuf, "cannot execute")) {
        char *nl = strchr(ebuf, '\n');
        if (nl) *nl = 0;
        g_string_append_printf(note, "verify not run: %s; ", strstr(ebuf, "cannot execute"));
      } else if (vnote) {
        g_string_append_printf(note, "differs as documented: %s; ", vnote);
      } else {
        g_string_append_printf(why, "optimized module is not equivalent: %s", ebuf ? ebuf : "?");
        free(ebuf);
        goto out;
      }
    } else {
      g_string_append(note, "verified; ");
    }
    free(ebuf);
  }
  ok = true;
out:
  if (err) g_error_free(err);
  g_object_unref(jp);
  g_string_free(got, TRUE);
  g_string_free(got2, TRUE);
  rc_higher_result_free(res);
  rc_higher_result_free(res2);
  rc_module_free(orig);
  rc_module_free(m);
  rc_module_free(again);
  rc_ctx_free(ctx);
  g_free(text);
  g_free(counts_text);
  g_free(expected);
  g_free(counts_path);
  g_free(out_path);
  return ok;
}

static void collect(const char *dir, GPtrArray *cases) {
  GDir *d = g_dir_open(dir, 0, NULL);
  if (!d) {
    if (g_file_test(dir, G_FILE_TEST_IS_REGULAR)) g_ptr_array_add(cases, g_strdup(dir));
    return;
  }
  for (const char *name; (name = g_dir_read_name(d));) {
    char *p = g_build_filename(dir, name, NULL);
    if (g_file_test(p, G_FILE_TEST_IS_DIR)) {
      collect(p, cases);
      g_free(p);
    } else if (is_case_input(name)) {
      g_ptr_array_add(cases, p);
    } else {
      g_free(p);
    }
  }
  g_dir_close(d);
}

static gint cmp_str(gconstpointer a, gconstpointer b) { return strcmp(*(char *const *)a, *(char *const *)b); }

int rc_cmd_conform(int argc, char **argv) {
  ConformArgs a = {0};
  GOptionEntry entries[] = {
      {"update", 0, 0, G_OPTION_ARG_NONE, &a.update, "Rewrite the expected outputs that differ (review the diff!)", NULL},
      {"patterns", 'p', 0, G_OPTION_ARG_FILENAME_ARRAY, &a.patterns, "Load patterns from FILE or DIR (repeatable)", "FILE|DIR"},
      {"no-builtin-patterns", 0, 0, G_OPTION_ARG_NONE, &a.no_builtin, "Do not load the standard pattern library", NULL},
      {NULL, 0, 0, 0, NULL, NULL, NULL}};
  GOptionContext *oc = g_option_context_new("[DIR|FILE...] - check the conformance corpus (default: corpus/opt)");
  g_option_context_add_main_entries(oc, entries, NULL);
  int rc = RC_EXIT_USAGE;
  RcCtx *ctx = NULL;
  RcPatternSet *ps = NULL;
  GPtrArray *cases = g_ptr_array_new_with_free_func(g_free);
  if (!rc_cli_parse_options(oc, &argc, &argv)) goto done;
  rc = RC_EXIT_INPUT;
  ctx = rc_ctx_new();
  ps = rc_patterns_new(ctx);
  if (!a.no_builtin && rc_patterns_add_builtin(ps) != RC_OK) goto diags;
  for (char **p = a.patterns; p && *p; p++)
    if (rc_patterns_add_path(ps, *p) != RC_OK) goto diags;
  if (argc < 2) collect("corpus/opt", cases);
  for (int i = 1; i < argc; i++) collect(argv[i], cases);
  g_ptr_array_sort(cases, cmp_str);
  if (!cases->len) {
    fprintf(stderr, "recompose conform: error: no cases found\n");
    goto done;
  }
  printf("TAP version 13\n1..%u\n", cases->len);
  guint failed = 0;
  for (guint i = 0; i < cases->len; i++) {
    GString *why = g_string_new(NULL), *note = g_string_new(NULL);
    bool ok = run_case(&a, ps, cases->pdata[i], why, note);
    if (note->len > 2) g_string_truncate(note, note->len - 2);
    printf("%s %u - %s%s%s\n", ok ? "ok" : "not ok", i + 1, (char *)cases->pdata[i], note->len ? " - " : "", note->str);
    if (!ok) printf("#   %s\n", why->str);
    fflush(stdout);
    failed += !ok;
    g_string_free(why, TRUE);
    g_string_free(note, TRUE);
  }
  printf("# %u passed, %u failed\n", cases->len - failed, failed);
  rc = failed ? RC_EXIT_INPUT : RC_EXIT_OK;
  goto done;
diags:
  rc_cli_print_diags(ctx);
done:
  g_ptr_array_free(cases, TRUE);
  rc_patterns_free(ps);
  rc_ctx_free(ctx);
  g_option_context_free(oc);
  g_strfreev(a.patterns);
  return rc;
}
