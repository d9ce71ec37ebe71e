/* recompose opt: read a module, canonicalize, match and rewrite (the highering
 * pass), or with --decompose inline its composites (rc_module_decompose), and write
 * the result, plus an optional JSON report (report.c) and Graphviz drawing. Several inputs are processed in parallel (-j), one output each.
 * Every file it writes is written atomically; the input is never touched
 * unless --in-place is given, and then only by an atomic rename. */
#include <glib.h>
#include <string.h>
#include <sys/stat.h>

#include "cli.h"
#include "recompose/higher.h"
#include "report.h"
#include "timing.h"

typedef struct {
  char *output, *report, *dot, *format, *emit, *xla_abi, *memory_limit, *accuracy;
  char **patterns, **only;
  gboolean parse_only, canonicalize_only, no_builtin, no_verify, no_by_value, no_recompute, in_place, summary, time, decompose;
  gboolean no_neighbours, no_sum_out;
  int jobs;
  gint64 min_elems;
  gchar *min_cols;
  gint64 min_cols_n; /* --min-cols as RcHigherOptions.min_cols */
  bool parallel; /* several jobs at once: --time reports each job's thread CPU time */
} OptArgs;

typedef struct {
  const OptArgs *args;
  const char *input;
  char *output, *report, *dot; /* resolved paths (owned) */
  int exit_code;
  GString *err; /* diagnostics, printed in input order at the end */
} Job;

/* ---- output callbacks ---- */

/* The modules of one input (several in a split file), each with its result and the
 * separator line printed after it. */
typedef struct Unit {
  RcModule *m;
  RcHigherResult *res;
  RcDecomposeResult *dec; /* --decompose */
  char *sep; /* the separator line as written (owned), or NULL */
} Unit;

typedef struct Units {
  Unit *u;
  size_t n;
} Units;

/* --min-cols: a number >= 0, or measured (RC_MIN_COLS_MEASURED). */
static bool min_cols_parse(const char *s, gint64 *out) {
  if (!strcmp(s, "measured")) {
    *out = RC_MIN_COLS_MEASURED;
    return true;
  }
  char *end = NULL;
  gint64 v = g_ascii_strtoll(s, &end, 10);
  if (!*s || *end || v < 0 || v == G_MAXINT64) return false;
  *out = v;
  return true;
}

static bool write_units(FILE *out, void *user) {
  const Units *us = user;
  for (size_t i = 0; i < us->n; i++) {
    if (rc_module_print(us->u[i].m, out) != RC_OK) return false;
    if (us->u[i].sep && fputs(us->u[i].sep, out) == EOF) return false;
  }
  return true;
}

static size_t write_file_cb(void *user, const char *data, size_t len) { return fwrite(data, 1, len, user); }

/* One Graphviz graph per module (a split file gives several graphs in one file). */
static bool write_dot(FILE *out, void *user) {
  const Units *us = user;
  for (size_t i = 0; i < us->n; i++)
    if (rc_higher_write_dot(us->u[i].m, us->u[i].res, write_file_cb, out) != RC_OK) return false;
  return true;
}

/* ---- one input ---- */

/* "FILE: hlo, 120 ops -> 84 ops, 3 rewrites (gelu_erf 1, silu 2), 1 skipped": the rewrites
 * the output holds; "(+1 absorbed)" after them counts those a later rewrite took in. */
static void append_summary(GString *out, const char *input, const RcModule *m, size_t before, size_t after,
                           const RcHigherResult *r) {
  size_t nall = r ? rc_higher_rewrite_count(r) : 0, nsk = r ? rc_higher_skip_count(r) : 0, nabs = 0;
  for (size_t i = 0; i < nall; i++) nabs += rc_higher_rewrite(r, i)->absorbed;
  size_t nrw = nall - nabs;
  g_string_append_printf(out, "%s: %s, %zu ops -> %zu ops, %zu rewrite%s", input, rc_format_name(rc_module_format(m)),
                         before, after, nrw, nrw == 1 ? "" : "s");
  GPtrArray *keys = g_ptr_array_new();
  GTree *counts = rc_cli_report_count_ops(&r, 1, keys);
  for (guint i = 0; i < keys->len; i++)
    g_string_append_printf(out, "%s%s %zu", i ? ", " : " (", (char *)keys->pdata[i],
                           GPOINTER_TO_SIZE(g_tree_lookup(counts, keys->pdata[i])));
  if (keys->len) g_string_append_c(out, ')');
  if (nabs) g_string_append_printf(out, " (+%zu absorbed)", nabs);
  g_string_append_printf(out, ", %zu skipped\n", nsk);
  g_ptr_array_free(keys, TRUE);
  g_tree_destroy(counts);
}

/* "FILE: stablehlo, 40 ops -> 52 ops, 2 composites inlined, 1 kept" (--decompose). */
static void append_decompose_summary(GString *out, const char *input, const RcModule *m, size_t before, size_t after,
                                     const RcDecomposeResult *r) {
  size_t n = rc_decompose_inlined_count(r);
  g_string_append_printf(out, "%s: %s, %zu ops -> %zu ops, %zu composite%s inlined, %zu kept\n", input,
                         rc_format_name(rc_module_format(m)), before, after, n, n == 1 ? "" : "s",
                         rc_decompose_kept_count(r));
}

static void collect_diags(Job *job, const RcCtx *ctx, const char *shown) {
  char *buf = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&buf, &len);
  if (!f) return;
  rc_cli_print_diags_named(ctx, shown, f);
  fclose(f);
  g_string_append_len(job->err, buf, (gssize)len);
  free(buf);
}

static RcPatternSet *load_patterns(RcCtx *ctx, const OptArgs *a, int *exit_code) {
  RcPatternSet *ps = rc_patterns_new(ctx);
  if (!ps) {
    *exit_code = RC_EXIT_INPUT;
    return NULL;
  }
  if (!a->no_builtin && rc_patterns_add_builtin(ps) != RC_OK) {
    *exit_code = RC_EXIT_INPUT;
    rc_patterns_free(ps);
    return NULL;
  }
  for (char **p = a->patterns; p && *p; p++) {
    if (rc_patterns_add_path(ps, *p) != RC_OK) {
      *exit_code = RC_EXIT_INPUT;
      rc_patterns_free(ps);
      return NULL;
    }
  }
  /* Compiled here, so --time shows it under "patterns"; --only builds its own. */
  if (!a->only && rc_patterns_compile(ps) != RC_OK) {
    rc_patterns_free(ps);
    return NULL;
  }
  return ps;
}

/* An allocation failed and the library said why, or we say it here. */
static void note_nomem(Job *job, const RcCtx *ctx, RcStatus st, const char *shown) {
  if (st == RC_ERR_NOMEM && !rc_ctx_out_of_memory(ctx)) g_string_append_printf(job->err, "%s: error: out of memory\n", shown);
}

/* The module after a pass must still be a valid program; if not, it is our bug (what: "rewritten",
 * "decomposed"). False after a diagnostic. */
static bool verified_after(Job *job, const RcCtx *ctx, RcModule *m, RcCliTimer *tm, const char *shown,
                           const char *what) {
  RcStatus st = rc_module_verify(m);
  rc_cli_timer_lap(tm, "verify-after");
  if (st == RC_ERR_NOMEM) {
    note_nomem(job, ctx, st, shown);
    return false;
  }
  if (st != RC_OK) {
    g_string_append_printf(job->err, "%s: error: internal error: the %s module does not verify\n", shown, what);
    return false;
  }
  return true;
}

/* Reads, verifies and processes one module: text[0..len) is handed over to the reader and
 * freed here. The patterns are loaded on first need into *ps. False after a diagnostic. */
static bool process(Job *job, RcCtx *ctx, const char *shown, char *text, size_t len, RcFormat fmt, RcPatternSet **ps,
                    RcCliTimer *tm, Unit *u, size_t *before) {
  const OptArgs *a = job->args;
  /* The reader may release the text as it goes (the input and the module are then not both
   * resident at the peak); it keeps no pointer into it, so it is freed right after. */
  RcStatus st = rc_module_parse_owned(ctx, shown, text, len, fmt, &u->m);
  g_free(text);
  rc_cli_timer_lap(tm, "parse");
  if (st == RC_OK) st = rc_module_verify(u->m);
  rc_cli_timer_lap(tm, "verify");
  if (st != RC_OK) {
    note_nomem(job, ctx, st, shown);
    return false;
  }
  /* Node counts are a walk over every node: only taken when a report, summary or timing shows them. */
  bool counts = job->report || a->summary || a->time;
  *before = counts ? rc_module_node_count(u->m) : 0;
  rc_cli_timer_skip(tm);
  if (a->decompose) {
    st = rc_module_decompose(u->m, &u->dec);
    rc_cli_timer_lap(tm, "decompose");
    if (st != RC_OK) {
      note_nomem(job, ctx, st, shown);
      return false;
    }
    if (!verified_after(job, ctx, u->m, tm, shown, "decomposed")) return false;
  } else if (a->canonicalize_only) {
    st = rc_module_canonicalize(u->m);
    rc_cli_timer_lap(tm, "canonicalize");
    if (st != RC_OK) {
      note_nomem(job, ctx, st, shown);
      return false;
    }
  } else if (!a->parse_only) {
    if (!*ps) {
      *ps = load_patterns(ctx, a, &job->exit_code);
      rc_cli_timer_lap(tm, "patterns");
      if (!*ps) return false;
    }
    RcHigherOptions o;
    rc_higher_options_init(&o);
    o.verify = !a->no_verify;
    o.by_value = !a->no_by_value && !a->no_builtin; /* a built-in recognizer, like the standard patterns */
    o.recompute = !a->no_recompute;
    o.neighbours = !a->no_neighbours;
    o.sum_out = !a->no_sum_out;
    o.min_elems = a->min_elems;
    o.min_cols = a->min_cols_n;
    if (a->emit) o.emit = !strcmp(a->emit, "custom-call") ? RC_EMIT_CUSTOM_CALL : RC_EMIT_COMPOSITE;
    if (a->xla_abi) o.xla_abi = !strcmp(a->xla_abi, "legacy") ? RC_XLA_ABI_LEGACY : RC_XLA_ABI_TYPED_FFI;
    if (a->accuracy) rc_accuracy_parse(a->accuracy, &o.accuracy); /* checked with the other options */
    o.only = (const char *const *)a->only;
    o.nonly = a->only ? g_strv_length(a->only) : 0;
    st = rc_module_higher(u->m, *ps, &o, &u->res);
    /* canonicalize, match, rewrite and the check of each rewrite on probe inputs */
    rc_cli_timer_lap(tm, "match+rewrite");
    if (st != RC_OK) {
      note_nomem(job, ctx, st, shown);
      return false;
    }
    if (!verified_after(job, ctx, u->m, tm, shown, "rewritten")) return false;
  }
  return true;
}

/* A module of a split file as a text of its own: its lines keep their numbers in the whole
 * file (blank lines stand for what precedes it), so diagnostics point into the file. */
static char *chunk_text(const char *text, const RcChunk *c, size_t *len) {
  *len = (c->line - 1) + c->len;
  char *t = g_malloc(*len ? *len : 1);
  memset(t, '\n', c->line - 1);
  memcpy(t + c->line - 1, text + c->offset, c->len);
  return t;
}

static void run_job(Job *job) {
  const OptArgs *a = job->args;
  RcFormat fmt = RC_FORMAT_AUTO;
  rc_cli_parse_format(a->format, &fmt);
  RcCtx *ctx = rc_cli_ctx_new();
  char *text = NULL;
  size_t len = 0, ops = 0, before = 0, after = 0;
  Units us = {NULL, 0};
  RcPatternSet *ps = NULL;
  RcCliTimer tm;
  rc_cli_timer_start(&tm, a->time, a->parallel);
  job->exit_code = RC_EXIT_INPUT;
  const char *shown = strcmp(job->input, "-") ? job->input : "<stdin>";

  /* Diagnostics of the loader go to the job's buffer so parallel jobs do not interleave. */
  if (!rc_cli_read_module_text(job->input, &text, &len)) goto out;
  rc_cli_timer_lap(&tm, "read");
  fmt = rc_cli_format_for(job->input, fmt);
  RcChunk one;
  size_t nchunks = rc_text_split(text, len, &one, 1);
  us.u = g_new0(Unit, nchunks);
  if (nchunks == 1) {
    us.n = 1;
    char *t = text;
    text = NULL;
    if (!process(job, ctx, shown, t, len, fmt, &ps, &tm, &us.u[0], &before)) goto out;
  } else {
    RcChunk *chunks = g_new(RcChunk, nchunks);
    rc_text_split(text, len, chunks, nchunks);
    bool ok = true;
    for (size_t i = 0; i < nchunks && ok; i++) {
      size_t clen, b = 0;
      char *t = chunk_text(text, &chunks[i], &clen);
      Unit *u = &us.u[us.n++];
      if (chunks[i].sep_len) u->sep = g_strndup(text + chunks[i].sep_offset, chunks[i].sep_len);
      ok = process(job, ctx, shown, t, clen, fmt, &ps, &tm, u, &b);
      before += b;
      if (ok && a->summary) {
        char *name = g_strdup_printf("%s:%zu", shown, chunks[i].line);
        if (a->decompose) append_decompose_summary(job->err, name, u->m, b, rc_module_node_count(u->m), u->dec);
        else append_summary(job->err, name, u->m, b, rc_module_node_count(u->m), u->res);
        g_free(name);
      }
    }
    g_free(chunks);
    if (!ok) goto out;
  }
  g_free(text);
  text = NULL;
  ops = before;
  if (job->report || (a->summary && us.n == 1))
    for (size_t i = 0; i < us.n; i++) after += rc_module_node_count(us.u[i].m);
  rc_cli_timer_skip(&tm);
  if (!rc_cli_write_atomic(job->output, write_units, &us)) goto out;
  rc_cli_timer_lap(&tm, "print+write");
  if (job->report && a->decompose) {
    const RcDecomposeResult **ds = g_new(const RcDecomposeResult *, us.n);
    for (size_t i = 0; i < us.n; i++) ds[i] = us.u[i].dec;
    RcCliDecomposeReport rep = {shown, rc_module_format(us.u[0].m), before, after, ds, us.n};
    bool ok = rc_cli_write_atomic(job->report, rc_cli_report_decompose_write, &rep);
    g_free(ds);
    if (!ok) goto out;
  } else if (job->report) {
    const RcHigherResult **rs = g_new(const RcHigherResult *, us.n);
    for (size_t i = 0; i < us.n; i++) rs[i] = us.u[i].res;
    RcCliReport rep = {shown, rc_module_format(us.u[0].m), before, after, rs, us.n};
    bool ok = rc_cli_write_atomic(job->report, rc_cli_report_write, &rep);
    g_free(rs);
    if (!ok) goto out;
  }
  if (job->dot && !rc_cli_write_atomic(job->dot, write_dot, &us)) goto out;
  if (a->summary && us.n == 1 && a->decompose) append_decompose_summary(job->err, shown, us.u[0].m, before, after, us.u[0].dec);
  else if (a->summary && us.n == 1) append_summary(job->err, shown, us.u[0].m, before, after, us.u[0].res);
  job->exit_code = RC_EXIT_OK;
out:
  collect_diags(job, ctx, shown);
  if (job->exit_code == RC_EXIT_OK) rc_cli_timer_report(&tm, job->err, shown, len, ops);
  for (size_t i = 0; i < us.n; i++) {
    rc_higher_result_free(us.u[i].res);
    rc_decompose_result_free(us.u[i].dec);
    rc_module_free(us.u[i].m);
    g_free(us.u[i].sep);
  }
  g_free(us.u);
  rc_patterns_free(ps);
  rc_ctx_free(ctx);
  g_free(text);
}

static void pool_run(gpointer data, gpointer user) {
  (void)user;
  run_job(data);
}

/* With several inputs, OUT/--report/--dot name folders; the file keeps the input's base name. */
static char *in_dir(const char *dir, const char *input, const char *suffix) {
  char *base = g_path_get_basename(input);
  char *p = g_strdup_printf("%s/%s%s", dir, base, suffix);
  g_free(base);
  return p;
}

int rc_cmd_opt(int argc, char **argv) {
  OptArgs a = {.jobs = 0};
  GOptionEntry entries[] = {
      {"output", 'o', 0, G_OPTION_ARG_FILENAME, &a.output, "Write the result to FILE (default: standard output; a folder with several inputs)", "FILE"},
      {"in-place", 'i', 0, G_OPTION_ARG_NONE, &a.in_place, "Replace each input file with its result (atomically)", NULL},
      {"format", 0, 0, G_OPTION_ARG_STRING, &a.format, "Input format: hlo, stablehlo or auto (default); the output keeps it", "FMT"},
      {"parse-only", 0, 0, G_OPTION_ARG_NONE, &a.parse_only, "Parse, verify and print; run no pass", NULL},
      {"canonicalize-only", 0, 0, G_OPTION_ARG_NONE, &a.canonicalize_only, "Print the canonical form the matcher sees", NULL},
      {"decompose", 0, 0, G_OPTION_ARG_NONE, &a.decompose,
       "Raise nothing; inline every composite (recompose's and others') with its decomposition, for consumers that cannot run them", NULL},
      {"patterns", 'p', 0, G_OPTION_ARG_FILENAME_ARRAY, &a.patterns, "Load patterns from FILE or every *.rcp in DIR (repeatable)", "FILE|DIR"},
      {"no-builtin-patterns", 0, 0, G_OPTION_ARG_NONE, &a.no_builtin, "Do not load the standard pattern library", NULL},
      {"only", 0, 0, G_OPTION_ARG_STRING_ARRAY, &a.only, "Apply only patterns with this name or fused op (repeatable)", "NAME"},
      {"emit", 0, 0, G_OPTION_ARG_STRING, &a.emit, "StableHLO output form: composite (default) or custom-call", "FORM"},
      {"xla-abi", 0, 0, G_OPTION_ARG_STRING, &a.xla_abi,
       "How fused custom calls call recompose: typed-ffi (default, XLA's typed FFI) or legacy (status-returning)", "ABI"},
      {"accuracy", 0, 0, G_OPTION_ARG_STRING, &a.accuracy,
       "Kernel tier the fused calls ask for: default (<= 2 ULP) or fast (a stated bound per op, docs/kernels.md)", "TIER"},
      {"no-verify", 0, 0, G_OPTION_ARG_NONE, &a.no_verify, "Do not check rewrites on probe inputs", NULL},
      {"no-by-value", 0, 0, G_OPTION_ARG_NONE, &a.no_by_value,
       "Raise only what patterns match, not also the elementwise regions whose values equal a fused op's", NULL},
      {"no-recompute", 0, 0, G_OPTION_ARG_NONE, &a.no_recompute,
       "Skip every match whose intermediates other code also reads, instead of raising it when recomputing "
       "them in its call is cheap",
       NULL},
      {"no-neighbours", 0, 0, G_OPTION_ARG_NONE, &a.no_neighbours,
       "Calls take in no neighbour (an activation's bias add and gate multiply, a norm's residual add, a softmax's scale and mask)", NULL},
      {"no-sum-out", 0, 0, G_OPTION_ARG_NONE, &a.no_sum_out,
       "A norm call returns no residual sum: where the program reads the sum elsewhere too (a pre-norm block), the add stays and the call reads it", NULL},
      {"min-elems", 0, 0, G_OPTION_ARG_INT64, &a.min_elems,
       "Form no call of fewer than N result elements (default 0: any size)", "N"},
      {"min-cols", 0, 0, G_OPTION_ARG_STRING, &a.min_cols,
       "Form no row call (softmax, a norm and their grads) on rows shorter than N elements (default 0: any length; "
       "measured: each op's measured length, README \"When a call pays\")", "N|measured"},
      {"report", 0, 0, G_OPTION_ARG_FILENAME, &a.report, "Write a JSON report to FILE", "FILE"},
      {"dot", 0, 0, G_OPTION_ARG_FILENAME, &a.dot, "Write a Graphviz drawing with the rewritten regions to FILE", "FILE"},
      {"summary", 's', 0, G_OPTION_ARG_NONE, &a.summary, "Print a one-line summary per input on standard error", NULL},
      {"jobs", 'j', 0, G_OPTION_ARG_INT, &a.jobs, "Process up to N inputs in parallel (default: all cores)", "N"},
      {"time", 0, 0, G_OPTION_ARG_NONE, &a.time, "Print the wall and CPU time of each phase, and ns per op, on standard error", NULL},
      {"memory-limit", 0, 0, G_OPTION_ARG_STRING, &a.memory_limit, "Fail with 'out of memory' rather than hold more than SIZE bytes per input (K, M, G suffixes)", "SIZE"},
      {NULL, 0, 0, 0, NULL, NULL, NULL}};
  GOptionContext *oc = g_option_context_new("INPUT... - raise decomposed activations into fused calls");
  g_option_context_add_main_entries(oc, entries, NULL);
  g_option_context_set_description(
      oc, "INPUT may be '-' for standard input. Exit status: 0 ok, 1 bad input, 2 usage.\n\n"
          "--decompose replaces each composite (stablehlo.composite, recompose's or another framework's, and HLO\n"
          "calls with is_composite=true) by its decomposition's body, inlined at the call, and removes the\n"
          "decompositions nothing calls any more; `opt` then `opt --decompose` gives back the original program\n"
          "(a softmax raised from a division after its dot comes back divided before it).\n"
          "recompose custom calls (HLO, --emit custom-call) have no decomposition: they stay, listed under \"kept\"\n"
          "in --report. --decompose takes none of the highering options.");
  int rc = RC_EXIT_USAGE;
  if (!rc_cli_parse_options(oc, &argc, &argv)) goto done;
  int ninputs = argc - 1;
  RcFormat fmt;
  size_t limit = 0;
  const char *why = NULL;
  if (ninputs < 1) why = "missing INPUT";
  else if (!rc_cli_parse_format(a.format, &fmt)) why = "--format must be hlo, stablehlo or auto";
  else if (a.emit && strcmp(a.emit, "composite") && strcmp(a.emit, "custom-call")) why = "--emit must be composite or custom-call";
  else if (a.xla_abi && strcmp(a.xla_abi, "typed-ffi") && strcmp(a.xla_abi, "legacy")) why = "--xla-abi must be typed-ffi or legacy";
  else if (a.accuracy && rc_accuracy_parse(a.accuracy, &(RcAccuracy){0}) != RC_OK) why = "--accuracy must be default or fast";
  else if (a.parse_only && a.canonicalize_only) why = "--parse-only and --canonicalize-only exclude each other";
  else if (a.decompose && (a.parse_only || a.canonicalize_only)) why = "--decompose excludes --parse-only and --canonicalize-only";
  else if (a.decompose && (a.patterns || a.no_builtin || a.only || a.emit || a.xla_abi || a.accuracy || a.no_verify ||
                           a.no_by_value || a.no_recompute || a.no_neighbours || a.no_sum_out || a.min_elems ||
                           a.min_cols))
    why = "--decompose raises nothing: it takes none of --patterns, --no-builtin-patterns, --only, --emit, --xla-abi, "
          "--accuracy, --no-verify, --no-by-value, --no-recompute, --no-neighbours, --no-sum-out, --min-elems, "
          "--min-cols";
  else if (a.min_elems < 0) why = "--min-elems must be >= 0";
  else if (a.min_cols && !min_cols_parse(a.min_cols, &a.min_cols_n)) why = "--min-cols must be a number >= 0 or measured";
  else if (a.decompose && a.dot) why = "--decompose draws no rewritten regions: it takes no --dot";
  else if (a.in_place && a.output) why = "--in-place and --output exclude each other";
  else if (a.jobs < 0) why = "--jobs must be positive";
  else if (a.memory_limit && !rc_cli_parse_size(a.memory_limit, &limit)) why = "--memory-limit wants a size such as 512M or 2G";
  else if (ninputs > 1 && !a.in_place && !a.output) why = "several inputs need --output DIR or --in-place";
  if (!why && a.in_place) {
    for (int i = 1; i <= ninputs; i++)
      if (!strcmp(argv[i], "-")) why = "--in-place cannot rewrite standard input";
  }
  if (why) {
    fprintf(stderr, "recompose opt: error: %s\nTry 'recompose opt --help'.\n", why);
    goto done;
  }
  rc_cli_set_memory_limit(limit);
  bool multi = ninputs > 1;
  if (multi && a.output) {
    if (g_mkdir_with_parents(a.output, 0755) != 0 || !g_file_test(a.output, G_FILE_TEST_IS_DIR)) {
      fprintf(stderr, "%s: error: cannot use as output folder\n", a.output);
      rc = RC_EXIT_INPUT;
      goto done;
    }
  }
  for (const char *d = a.report; d && multi; d = NULL) g_mkdir_with_parents(d, 0755);
  for (const char *d = a.dot; d && multi; d = NULL) g_mkdir_with_parents(d, 0755);

  Job *jobs = g_new0(Job, (size_t)ninputs);
  for (int i = 0; i < ninputs; i++) {
    Job *j = &jobs[i];
    j->args = &a;
    j->input = argv[i + 1];
    j->err = g_string_new(NULL);
    if (a.in_place) j->output = g_strdup(j->input);
    else if (multi) j->output = in_dir(a.output, j->input, "");
    else j->output = g_strdup(a.output ? a.output : "-");
    if (a.report) j->report = multi ? in_dir(a.report, j->input, ".json") : g_strdup(a.report);
    if (a.dot) j->dot = multi ? in_dir(a.dot, j->input, ".dot") : g_strdup(a.dot);
  }
  int threads = a.jobs ? a.jobs : (int)g_get_num_processors();
  if (threads > ninputs) threads = ninputs;
  a.parallel = threads > 1;
  if (threads <= 1) {
    for (int i = 0; i < ninputs; i++) run_job(&jobs[i]);
  } else {
    GThreadPool *pool = g_thread_pool_new(pool_run, NULL, threads, TRUE, NULL);
    for (int i = 0; i < ninputs; i++) g_thread_pool_push(pool, &jobs[i], NULL);
    g_thread_pool_free(pool, FALSE, TRUE);
  }
  rc = RC_EXIT_OK;
  for (int i = 0; i < ninputs; i++) {
    fputs(jobs[i].err->str, stderr);
    if (jobs[i].exit_code > rc) rc = jobs[i].exit_code;
    g_string_free(jobs[i].err, TRUE);
    g_free(jobs[i].output);
    g_free(jobs[i].report);
    g_free(jobs[i].dot);
  }
  g_free(jobs);
done:
  g_option_context_free(oc);
  g_free(a.output);
  g_free(a.report);
  g_free(a.dot);
  g_free(a.format);
  g_free(a.emit);
  g_free(a.xla_abi);
  g_free(a.accuracy);
  g_free(a.memory_limit);
  g_free(a.min_cols);
  g_strfreev(a.patterns);
  g_strfreev(a.only);
  return rc;
}
