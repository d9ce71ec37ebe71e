/* recompose conform [DIR...]: run the conformance corpus. Each case is an input
 * file with its expectations beside it (see corpus/README.md):
 *   NAME.hlo | NAME.mlir        the input
 *   NAME.counts.json            expected {"<op>": n} of the rewrites (required)
 *   NAME.out.hlo | NAME.out.mlir  expected output of `recompose opt` (absent: the
 *                               output must equal the input as printed, "unchanged")
 * and, when the executor is built in, the optimized module must compute what the
 * original does (verify). Prints TAP; exit 1 if any case fails. */
#include <glib.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "cli.h"
#include "recompose/higher.h"

typedef struct {
  const char *verify_flag;
  gboolean update;
  char **patterns;
  gboolean no_builtin;
} ConformArgs;

static size_t gstring_sink(void *user, const char *d, size_t n) {
  g_string_append_len(user, d, (gssize)n);
  return n;
}

static bool is_case_input(const char *name) {
  if (g_str_has_prefix(name, ".")) return false;
  if (strstr(name, ".out.") || strstr(name, ".print.") || g_str_has_suffix(name, ".json")) return false;
  return g_str_has_suffix(name, ".hlo") || g_str_has_suffix(name, ".mlir");
}

/* Compares the report counts with the expectation; appends a reason on mismatch. */
static bool counts_match(const RcHigherResult *r, JsonObject *want, GString *why) {
  GHashTable *got = g_hash_table_new(g_str_hash, g_str_equal);
  size_t n = r ? rc_higher_rewrite_count(r) : 0;
  for (size_t i = 0; i < n; i++) {
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

static char *sibling(const char *input, const char *what) {
  /* NAME.hlo -> NAME.<what>.hlo ; NAME.mlir -> NAME.<what>.mlir ; what "counts" -> NAME.counts.json */
  const char *dot = strrchr(input, '.');
  char *stem = g_strndup(input, (gsize)(dot - input));
  char *p = !strcmp(what, "counts") ? g_strdup_printf("%s.counts.json", stem) : g_strdup_printf("%s.%s%s", stem, what, dot);
  g_free(stem);
  return p;
}

/* Runs one case; returns true when it conforms, else fills why. */
static bool run_case(const ConformArgs *a, const RcPatternSet *ps, const char *input, GString *why) {
  char *text = NULL, *counts_text = NULL, *expected = NULL;
  size_t len = 0, clen = 0, elen = 0;
  char *counts_path = sibling(input, "counts"), *out_path = sibling(input, "out");
  bool ok = false;
  RcCtx *ctx = rc_ctx_new();
  RcModule *m = NULL;
  RcHigherResult *res = NULL;
  GString *got = g_string_new(NULL), *orig = g_string_new(NULL);
  JsonParser *jp = json_parser_new();
  GError *err = NULL;

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
  if (rc_module_parse(ctx, input, text, len, RC_FORMAT_AUTO, &m) != RC_OK || rc_module_verify(m) != RC_OK) {
    const RcDiagnostic *d = rc_ctx_diagnostic(ctx, 0);
    g_string_append_printf(why, "does not parse: %s", d ? d->message : "?");
    goto out;
  }
  rc_module_write(m, gstring_sink, orig);
  RcHigherOptions o;
  rc_higher_options_init(&o);
  if (rc_module_higher(m, ps, &o, &res) != RC_OK) {
    g_string_append(why, "the highering pass failed");
    goto out;
  }
  if (rc_module_verify(m) != RC_OK) {
    g_string_append(why, "the rewritten module does not verify");
    goto out;
  }
  rc_module_write(m, gstring_sink, got);
  if (!counts_match(res, json_node_get_object(json_parser_get_root(jp)), why)) goto out;
  if (g_file_get_contents(out_path, &expected, &elen, NULL)) {
    if (elen != got->len || memcmp(expected, got->str, elen)) {
      if (a->update) {
        g_file_set_contents(out_path, got->str, (gssize)got->len, NULL);
      } else {
        g_string_append_printf(why, "output differs from %s", out_path);
        goto out;
      }
    }
  } else if (a->update && res && rc_higher_rewrite_count(res)) {
    g_file_set_contents(out_path, got->str, (gssize)got->len, NULL);
  } else if (!g_string_equal(got, orig)) {
    g_string_append_printf(why, "expected unchanged (no %s), but the output changed", out_path);
    goto out;
  }
  ok = true;
out:
  if (err) g_error_free(err);
  g_object_unref(jp);
  g_string_free(got, TRUE);
  g_string_free(orig, TRUE);
  rc_higher_result_free(res);
  rc_module_free(m);
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
  GOptionContext *oc = g_option_context_new("[DIR|FILE...] - check the conformance corpus (default: corpus/)");
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
  if (argc < 2) collect("corpus", cases);
  for (int i = 1; i < argc; i++) collect(argv[i], cases);
  g_ptr_array_sort(cases, cmp_str);
  if (!cases->len) {
    fprintf(stderr, "recompose conform: error: no cases found\n");
    goto done;
  }
  printf("TAP version 13\n1..%u\n", cases->len);
  guint failed = 0;
  for (guint i = 0; i < cases->len; i++) {
    GString *why = g_string_new(NULL);
    bool ok = run_case(&a, ps, cases->pdata[i], why);
    printf("%s %u - %s%s%s\n", ok ? "ok" : "not ok", i + 1, (char *)cases->pdata[i], ok ? "" : " # ", ok ? "" : why->str);
    failed += !ok;
    g_string_free(why, TRUE);
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
