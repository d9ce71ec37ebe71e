/* A developer tool for the HLO reader/writer (not the CLI): prints a file
 * through parse -> print, or times parse + verify + print.
 *   hlo_tool print FILE        parse, verify, print to stdout (diagnostics to stderr)
 *   hlo_tool bench FILE [N]    N rounds; reports MB/s, ns per op and arena bytes per op
 *                              (process CPU time of the best round; HLO_TOOL_WALL=1 for wall time) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <glib.h>

#include "formats/format.h"
#include "ir/ir.h"

static size_t sink(void *user, const char *data, size_t len) {
  (void)data;
  *(size_t *)user += len;
  return len;
}

/* Process CPU time: on a shared machine it is steadier than wall time (and
 * equals it on an idle one, the work being single-threaded). */
static double now(void) {
  struct timespec ts;
  clock_gettime(getenv("HLO_TOOL_WALL") ? CLOCK_MONOTONIC : CLOCK_PROCESS_CPUTIME_ID, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

int main(int argc, char **argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: %s print|bench FILE [N]\n", argv[0]);
    return 2;
  }
  gchar *text;
  gsize len;
  if (!g_file_get_contents(argv[2], &text, &len, NULL)) {
    fprintf(stderr, "cannot read %s\n", argv[2]);
    return 2;
  }
  RcCtx *ctx = rc_ctx_new();
  int rc = 0;
  if (!strcmp(argv[1], "print")) {
    RcModule *m;
    if (rc_module_parse(ctx, argv[2], text, len, RC_FORMAT_HLO, &m) != RC_OK || rc_module_verify(m) != RC_OK) {
      for (size_t i = 0; i < rc_ctx_diagnostic_count(ctx); i++) rc_diagnostic_print(rc_ctx_diagnostic(ctx, i), stderr);
      rc = 1;
    } else {
      rc_module_print(m, stdout);
    }
    rc_module_free(m);
  } else {
    int rounds = argc > 3 ? atoi(argv[3]) : 5;
    double best = 1e30;
    size_t ops = 0, bytes = 0;
    for (int r = 0; r < rounds; r++) {
      double t0 = now();
      RcModule *m;
      RcStatus ps = rc_module_parse(ctx, argv[2], text, len, RC_FORMAT_HLO, &m);
      double t1 = now();
      if (ps != RC_OK || rc_module_verify(m) != RC_OK) {
        for (size_t i = 0; i < rc_ctx_diagnostic_count(ctx); i++) rc_diagnostic_print(rc_ctx_diagnostic(ctx, i), stderr);
        return 1;
      }
      double t2 = now();
      size_t out = 0;
      rc_module_write(m, sink, &out);
      double t3 = now(), t = t3 - t0;
      if (r == rounds - 1)
        printf("  last round: parse %.4f s, verify %.4f s, print %.4f s\n", t1 - t0, t2 - t1, t3 - t2);
      if (t < best) best = t;
      ops = rc_module_node_count(m);
      bytes = rc_arena_bytes(m->arena);
      rc_module_free(m);
    }
    printf("%s: %.1f MB in %.4f s = %.1f MB/s, %zu ops, %.1f ns/op, %.1f arena bytes/op (%.1f without the source copy)\n",
           argv[2], len / 1e6, best, len / 1e6 / best, ops, best * 1e9 / (double)ops, (double)bytes / (double)ops,
           (double)(bytes - len) / (double)ops);
  }
  rc_ctx_free(ctx);
  g_free(text);
  return rc;
}
