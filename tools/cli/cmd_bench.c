/* recompose bench FILE: time the original graph, run op by op as an unfused
 * interpreter does (each op one pass over memory), against the optimized graph
 * (--optimized FILE, or the highering pass run here), on the same seeded
 * inputs. Prints the time of each op kind and the speedup; --json for
 * scripts. Times are the median over --repeat runs after one warm-up run;
 * freed buffers are kept for reuse between runs (rc_exec_set_buffer_cache), so
 * neither side pays page faults for fresh output buffers. --threads N runs both
 * graphs with N threads (RcRunOptions.threads), so the speedup compares like
 * with like. */
#include <glib.h>
#include <json-glib/json-glib.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "exec_util.h"
#include "recompose/exec.h"
#include "recompose/higher.h"

typedef struct {
  GHashTable *ops; /* op name -> double[2] {seconds, calls} summed over timed runs */
  GPtrArray *order;
} Profile;

static void on_op(void *user, const char *op, unsigned line, double seconds) {
  (void)line;
  Profile *p = user;
  double *v = g_hash_table_lookup(p->ops, op);
  if (!v) {
    v = g_new0(double, 2);
    char *k = g_strdup(op);
    g_hash_table_insert(p->ops, k, v);
    g_ptr_array_add(p->order, k);
  }
  v[0] += seconds;
  v[1] += 1;
}

static int cmp_double(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

/* Runs m `repeat` times (plus a warm-up); returns the median seconds, or -1 on failure. */
static double time_module(RcCtx *ctx, RcModule *m, RcTensor **in, size_t nin, int repeat, int threads, Profile *prof) {
  double *t = g_new(double, (gsize)repeat);
  double result = -1;
  for (int r = -1; r < repeat; r++) {
    RcRunOptions opt = {.checks = false, .on_op = r >= 0 ? on_op : NULL, .user = prof, .threads = threads};
    RcTensor **outs = NULL;
    size_t nouts = 0;
    gint64 t0 = g_get_monotonic_time();
    RcStatus st = rc_module_run(m, in, nin, &opt, &outs, &nouts);
    gint64 t1 = g_get_monotonic_time();
    rc_tensors_free(outs, nouts);
    if (st != RC_OK) {
      rc_cli_print_diags(ctx);
      goto out;
    }
    if (r >= 0) t[r] = (double)(t1 - t0) * 1e-6;
  }
  qsort(t, (size_t)repeat, sizeof *t, cmp_double);
  result = t[repeat / 2];
out:
  g_free(t);
  return result;
}

static Profile profile_new(void) {
  Profile p = {g_hash_table_new_full(g_str_hash, g_str_equal, g_free, g_free), g_ptr_array_new()};
  return p;
}
static void profile_free(Profile *p) {
  g_ptr_array_free(p->order, TRUE);
  g_hash_table_destroy(p->ops);
}

static void print_profile(const char *title, const Profile *p, double total, int repeat) {
  printf("%s: %.3f ms\n", title, total * 1e3);
  for (guint i = 0; i < p->order->len; i++) {
    const char *op = p->order->pdata[i];
    double *v = g_hash_table_lookup(p->ops, op);
    printf("  %-34s %6.0f calls %10.3f ms\n", op, v[1] / repeat, v[0] / repeat * 1e3);
  }
}

static void json_profile(JsonBuilder *b, const char *name, const Profile *p, double total, int repeat) {
  json_builder_set_member_name(b, name);
  json_builder_begin_object(b);
  json_builder_set_member_name(b, "ms");
  json_builder_add_double_value(b, total * 1e3);
  json_builder_set_member_name(b, "ops");
  json_builder_begin_array(b);
  for (guint i = 0; i < p->order->len; i++) {
    const char *op = p->order->pdata[i];
    double *v = g_hash_table_lookup(p->ops, op);
    json_builder_begin_object(b);
    json_builder_set_member_name(b, "op");
    json_builder_add_string_value(b, op);
    json_builder_set_member_name(b, "calls");
    json_builder_add_int_value(b, (gint64)(v[1] / repeat));
    json_builder_set_member_name(b, "ms");
    json_builder_add_double_value(b, v[0] / repeat * 1e3);
    json_builder_end_object(b);
  }
  json_builder_end_array(b);
  json_builder_end_object(b);
}

int rc_cmd_bench(int argc, char **argv) {
  gint repeat = 5, threads = 1;
  gint64 seed = 0;
  gboolean json = FALSE;
  char *optimized = NULL, *format = NULL;
  GOptionEntry entries[] = {
      {"repeat", 'r', 0, G_OPTION_ARG_INT, &repeat, "Timed runs per graph; the median is reported (default 5)", "N"},
      {"threads", 't', 0, G_OPTION_ARG_INT, &threads, "Threads for large data-parallel ops, the same for both graphs (default 1)", "N"},
      {"optimized", 0, 0, G_OPTION_ARG_FILENAME, &optimized, "The optimized module (default: run the highering pass here)", "FILE"},
      {"seed", 's', 0, G_OPTION_ARG_INT64, &seed, "Seed of the random inputs (default 0)", "N"},
      {"json", 0, 0, G_OPTION_ARG_NONE, &json, "Print the result as JSON", NULL},
      {"format", 0, 0, G_OPTION_ARG_STRING, &format, "Input format: auto, hlo, stablehlo", "FMT"},
      {NULL}};
  GOptionContext *oc = g_option_context_new("FILE");
  g_option_context_set_summary(oc, "Time the original graph (one pass over memory per op) against the optimized one.");
  g_option_context_add_main_entries(oc, entries, NULL);
  int rc = RC_EXIT_USAGE;
  RcFormat fmt;
  RcCtx *ctx = NULL;
  RcModule *a = NULL, *b = NULL;
  RcTensor **in = NULL;
  size_t nin = 0;
  Profile pa = profile_new(), pb = profile_new();
  if (!rc_cli_parse_options(oc, &argc, &argv)) goto done;
  if (argc != 2) {
    fprintf(stderr, "recompose: error: bench takes one FILE\nTry '%s --help'.\n", g_get_prgname());
    goto done;
  }
  if (!rc_cli_parse_format(format, &fmt) || repeat < 1) {
    fprintf(stderr, "recompose: error: bad --format or --repeat value\n");
    goto done;
  }
  if (threads < 1 || threads > 64) {
    fprintf(stderr, "recompose: error: --threads %d: give a thread count from 1 to 64\n", threads);
    goto done;
  }
  /* Keep freed tensor buffers for reuse so repeated runs work in warm pages, as a long-running
   * runtime does: page-fault cost is left out of both sides' times alike. */
  rc_exec_set_buffer_cache((size_t)4 << 30);
  rc = RC_EXIT_INPUT;
  ctx = rc_cli_ctx_new();
  a = rc_cli_load_module(ctx, argv[1], fmt, NULL, NULL);
  if (!a) goto done;
  size_t nrw = 0;
  if (optimized) {
    b = rc_cli_load_module(ctx, optimized, fmt, NULL, NULL);
    if (!b) goto done;
  } else {
    b = rc_cli_load_module(ctx, argv[1], fmt, NULL, NULL);
    RcPatternSet *ps = b ? rc_patterns_new(ctx) : NULL;
    RcHigherOptions ho;
    rc_higher_options_init(&ho);
    RcHigherResult *hr = NULL;
    if (!ps || rc_patterns_add_builtin(ps) != RC_OK || rc_module_higher(b, ps, &ho, &hr) != RC_OK) {
      rc_cli_print_diags(ctx);
      rc_patterns_free(ps);
      goto done;
    }
    nrw = hr ? rc_higher_rewrite_count(hr) : 0;
    rc_higher_result_free(hr);
    rc_patterns_free(ps);
  }
  nin = rc_module_input_count(a);
  if (rc_module_input_count(b) != nin) {
    fprintf(stderr, "error: the optimized module takes %zu inputs, the original %zu\n", rc_module_input_count(b), nin);
    goto done;
  }
  in = g_new0(RcTensor *, nin + 1);
  for (size_t i = 0; i < nin; i++) {
    in[i] = rc_module_input_random(a, i, (uint64_t)seed, false);
    if (!in[i]) {
      fprintf(stderr, "%s: error: parameter '%s' cannot be generated\n", argv[1], rc_module_input_name(a, i));
      goto done;
    }
  }
  double ta = time_module(ctx, a, in, nin, repeat, threads, &pa);
  if (ta < 0) goto done;
  double tb = time_module(ctx, b, in, nin, repeat, threads, &pb);
  if (tb < 0) goto done;
  rc = RC_EXIT_OK;
  if (json) {
    JsonBuilder *jb = json_builder_new();
    json_builder_begin_object(jb);
    json_builder_set_member_name(jb, "input");
    json_builder_add_string_value(jb, argv[1]);
    json_builder_set_member_name(jb, "repeat");
    json_builder_add_int_value(jb, repeat);
    json_builder_set_member_name(jb, "threads");
    json_builder_add_int_value(jb, threads);
    if (!optimized) {
      json_builder_set_member_name(jb, "rewrites");
      json_builder_add_int_value(jb, (gint64)nrw);
    }
    json_profile(jb, "original", &pa, ta, repeat);
    json_profile(jb, "optimized", &pb, tb, repeat);
    json_builder_set_member_name(jb, "speedup");
    json_builder_add_double_value(jb, tb > 0 ? ta / tb : 0);
    json_builder_end_object(jb);
    JsonGenerator *gen = json_generator_new();
    json_generator_set_pretty(gen, TRUE);
    JsonNode *root = json_builder_get_root(jb);
    json_generator_set_root(gen, root);
    char *s = json_generator_to_data(gen, NULL);
    printf("%s\n", s);
    g_free(s);
    json_node_unref(root);
    g_object_unref(gen);
    g_object_unref(jb);
  } else {
    print_profile("original", &pa, ta, repeat);
    print_profile("optimized", &pb, tb, repeat);
    printf("speedup: %.2fx (median of %d runs, %d thread%s)\n", tb > 0 ? ta / tb : 0, repeat, threads,
           threads == 1 ? "" : "s");
  }
done:
  rc_exec_set_buffer_cache(0);
  profile_free(&pa);
  profile_free(&pb);
  for (size_t i = 0; in && i < nin; i++) rc_tensor_free(in[i]);
  g_free(in);
  rc_module_free(a);
  rc_module_free(b);
  rc_ctx_free(ctx);
  g_free(optimized);
  g_free(format);
  g_option_context_free(oc);
  return rc;
}
