/* bench-match: the matching time of one canonicalized graph against a pattern
 * set of 10 and of 200 patterns (the 10 plus 190 distinct synthetic ones), to
 * check that the matching automaton keeps the cost of extra patterns small.
 * Usage: bench-match FILE [REPS]   (an in-tree tool; uses internal headers) */
#include <glib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "pattern/pattern.h"
#include "recompose/higher.h"
#include "rewrite/hooks.h"

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts); /* CPU time: the machine is shared */
  return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* Seconds for one pass of the matcher over every node of f (best of reps); *found = matches. */
static double time_match(RcMatchIndex *ix, RcFunc *f, int reps, unsigned *found) {
  double best = 1e30;
  RcMatch m = {0};
  for (int r = 0; r < reps; r++) {
    unsigned n = 0;
    double t0 = now();
    rc_func_for_each(f, node) if (rc_match_at(ix, node, &m, NULL, NULL)) n++;
    double t = now() - t0;
    if (t < best) best = t;
    *found = n;
  }
  rc_match_clear(&m);
  return best;
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: bench-match FILE [REPS]\n");
    return 2;
  }
  int reps = argc > 2 ? atoi(argv[2]) : 5;
  gchar *text;
  gsize len;
  if (!g_file_get_contents(argv[1], &text, &len, NULL)) return 1;
  RcCtx *ctx = rc_ctx_new();
  RcModule *m;
  if (rc_module_parse(ctx, argv[1], text, len, RC_FORMAT_AUTO, &m) != RC_OK) return 1;
  g_free(text);
  RcRwCanon *c = rc_rw_canon_new(m->entry ? m->entry : m->funcs);
  RcFunc *cf = rc_rw_canon_func(c);
  /* Ten patterns of the standard library (silu, gelu and friends) ... */
  RcPatternSet *all = rc_patterns_new(ctx);
  rc_patterns_add_builtin(all);
  RcPatternSet *many = rc_patterns_new(ctx);
  GString *base = g_string_new(NULL);
  static const char *const keep[] = {"silu", "silu_recip", "silu_div", "sigmoid", "sigmoid_recip", "gelu_erf",
                                     "gelu_erf_distributed", "gelu_tanh", "gelu_tanh_sigmoid", "quick_gelu"};
  /* ... selected by name from the embedded set. */
  RcMatchIndex *ix10 = rc_match_index_new(all, keep, 10);
  /* 190 synthetic, distinct patterns over the same ops and constants as real ones. */
  static const char *const un[] = {"exp", "log", "tanh", "negate", "abs", "sqrt", "rsqrt", "sin", "cos", "log1p"};
  static const char *const root[] = {"mul", "add", "max", "min", "mul"};
  for (int i = 0; i < 190; i++)
    g_string_append_printf(base,
                           "pattern syn%d -> silu { match %s(%%x, %s(%s(%%x)), %d.25) emit recompose.silu(%%x) }\n", i,
                           root[i % 5], un[(i / 5) % 10], un[(i / 50 + i) % 10], i + 3);
  if (rc_patterns_add_string(many, "synthetic", base->str, base->len) != RC_OK) {
    fprintf(stderr, "bench-match: the synthetic patterns do not load\n");
    return 1;
  }
  rc_patterns_add_builtin(many);
  const char *only200[200];
  for (int i = 0; i < 190; i++) only200[i] = g_strdup_printf("syn%d", i);
  for (int i = 0; i < 10; i++) only200[190 + i] = keep[i];
  RcMatchIndex *ix200 = rc_match_index_new(many, only200, 200);
  unsigned f10 = 0, f200 = 0;
  double t10 = time_match(ix10, cf, reps, &f10);
  double t200 = time_match(ix200, cf, reps, &f200);
  uint32_t nodes = cf->nnodes;
  printf("graph %s: %u canonical nodes\n", argv[1], nodes);
  printf("patterns %3zu: %.3f ms (%.1f ns/node), %u matches\n", rc_match_index_size(ix10), t10 * 1e3, t10 * 1e9 / nodes,
         f10);
  printf("patterns %3zu: %.3f ms (%.1f ns/node), %u matches\n", rc_match_index_size(ix200), t200 * 1e3,
         t200 * 1e9 / nodes, f200);
  printf("ratio 200/10: %.2fx\n", t200 / t10);
  for (int i = 0; i < 190; i++) g_free((char *)only200[i]);
  g_string_free(base, TRUE);
  rc_match_index_free(ix10);
  rc_match_index_free(ix200);
  rc_patterns_free(many);
  rc_patterns_free(all);
  rc_rw_canon_free(c);
  rc_module_free(m);
  rc_ctx_free(ctx);
  return f10 == f200 ? 0 : 1;
}
