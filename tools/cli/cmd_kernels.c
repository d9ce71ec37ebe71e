/* `recompose kernels`: list the kernel registry, force an ISA, and benchmark
 * the kernels (elements/ns per op, ISA and size on one core, next to
 * memcpy of the same bytes). Exit 0 ok, 1 runtime error, 2 usage. */
#include <glib.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>

#include "recompose/kernels.h"

int rc_cmd_kernels(int argc, char **argv);

/* CLOCK_MONOTONIC by default; --cpu-time uses the thread's CPU clock, which
 * leaves out the time other processes hold the core (shared machines). */
static clockid_t bench_clock = CLOCK_MONOTONIC;

static double now_ns(void)
{
  struct timespec ts;
  clock_gettime(bench_clock, &ts);
  return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

static void *big_alloc(size_t bytes)
{
  void *p = NULL;
  size_t align = bytes >= (1u << 21) ? (1u << 21) : 64;
  if (posix_memalign(&p, align, bytes ? bytes : 64)) return NULL;
#ifdef MADV_HUGEPAGE
  if (bytes >= (1u << 21)) madvise(p, bytes, MADV_HUGEPAGE);
#endif
  return p;
}

typedef struct {
  const RcKernel *k;
  int isa;
  RcKernelConfig cfg;
  void *out;
  const void *in[3];
} Job;

static void job_run(void *arg)
{
  Job *j = arg;
  rc_kernel_run(NULL, j->k, j->isa, j->out, j->in, &j->cfg);
}

typedef struct { void *out; const void *in; size_t bytes; } Copy;
static void copy_run(void *arg)
{
  Copy *c = arg;
  memcpy(c->out, c->in, c->bytes);
}

static int cmp_d(const void *a, const void *b)
{
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

/* Median ns per call over reps batches of >= 2 ms each (after warm-up). */
static double time_call(void (*fn)(void *), void *arg, int reps)
{
  long calls = 1;
  double t0 = now_ns();
  fn(arg); /* warm-up: pages and caches */
  for (;;) {
    t0 = now_ns();
    for (long i = 0; i < calls; i++) fn(arg);
    double dt = now_ns() - t0;
    if (dt >= 2e6 || calls > (1L << 24)) break;
    calls *= 2;
  }
  double per[64];
  if (reps > 64) reps = 64;
  for (int r = 0; r < reps; r++) {
    t0 = now_ns();
    for (long i = 0; i < calls; i++) fn(arg);
    per[r] = (now_ns() - t0) / (double)calls;
  }
  qsort(per, (size_t)reps, sizeof per[0], cmp_d);
  return per[reps / 2];
}

static int parse_sizes(const char *s, size_t *sizes, int max)
{
  int n = 0;
  char **parts = g_strsplit(s, ",", -1);
  for (char **p = parts; *p && n < max; p++) {
    char *end;
    unsigned long long v = strtoull(*p, &end, 10);
    if (*end == 'K' || *end == 'k') v <<= 10, end++;
    else if (*end == 'M' || *end == 'm') v <<= 20, end++;
    if (*end || v == 0 || v > (1ull << 30)) { n = -1; break; }
    sizes[n++] = (size_t)v;
  }
  g_strfreev(parts);
  return n;
}

static void list(gboolean json)
{
  RcIsa best = rc_isa_best(), act = rc_isa_active();
  if (json) printf("{\"best_isa\":\"%s\",\"active_isa\":\"%s\",\"kernels\":[", rc_isa_name(best), rc_isa_name(act));
  else printf("best ISA: %s, active ISA: %s\n%-12s %-12s %-5s %s\n", rc_isa_name(best), rc_isa_name(act),
              "op", "kind", "dtype", "isas");
  static const char *kinds[] = {"elementwise", "row", "norm", "grad", "row_grad", "norm_grad"};
  for (size_t i = 0; i < rc_kernel_count(); i++) {
    const RcKernel *k = rc_kernel_at(i);
    if (json) printf("%s{\"op\":\"%s\",\"kind\":\"%s\",\"dtype\":\"%s\",\"isas\":[", i ? "," : "",
                     rc_kernel_name(k), kinds[rc_kernel_kind(k)], rc_elem_type_name(rc_kernel_dtype(k)));
    else printf("%-12s %-12s %-5s", rc_kernel_name(k), kinds[rc_kernel_kind(k)], rc_elem_type_name(rc_kernel_dtype(k)));
    int first = 1;
    for (int isa = 0; isa < RC_ISA_COUNT; isa++)
      if (rc_kernel_has_isa(k, (RcIsa)isa)) {
        if (json) printf("%s\"%s\"", first ? "" : ",", rc_isa_name((RcIsa)isa));
        else printf(" %s%s", rc_isa_name((RcIsa)isa), rc_isa_supported((RcIsa)isa) ? "" : "(no cpu)");
        first = 0;
      }
    printf(json ? "]}" : "\n");
  }
  if (json) printf("]}\n");
}

static int bench(const char *ops_arg, int isa_forced, const size_t *sizes, int nsizes, int reps,
                 gboolean json, RcAccuracy acc)
{
  size_t maxn = 0;
  for (int s = 0; s < nsizes; s++) maxn = sizes[s] > maxn ? sizes[s] : maxn;
  char **want = ops_arg ? g_strsplit(ops_arg, ",", -1) : NULL;
  if (want)
    for (char **w = want; *w; w++)
      if (!rc_kernel_lookup(*w, RC_ELEM_F32)) {
        fprintf(stderr, "recompose kernels: unknown op '%s' (see --list)\n", *w);
        g_strfreev(want);
        return 2;
      }
  const size_t cols = 1024;
  float *in = big_alloc(maxn * 4), *out = big_alloc(maxn * 4);
  float *g = big_alloc(cols * 4), *b = big_alloc(cols * 4);
  if (!in || !out || !g || !b) {
    fprintf(stderr, "recompose kernels: out of memory\n");
    free(in), free(out), free(g), free(b);
    g_strfreev(want);
    return 1;
  }
  uint64_t r = 12345;
  for (size_t i = 0; i < maxn; i++) {
    r = r * 6364136223846793005ull + 1442695040888963407ull;
    in[i] = (float)((double)(r >> 40) * 0x1p-24 * 20.0 - 10.0);
  }
  memset(out, 0, maxn * 4);
  for (size_t i = 0; i < cols; i++) g[i] = 1.0f + (float)i / cols, b[i] = 0.5f;

  double memcpy_eps[16];
  for (int s = 0; s < nsizes; s++) {
    Copy c = {out, in, sizes[s] * 4};
    memcpy_eps[s] = (double)sizes[s] / time_call(copy_run, &c, reps);
  }
  if (json) printf("{\"unit\":\"elements/ns\",\"clock\":\"%s\",\"reps\":%d,\"results\":[",
                   bench_clock == CLOCK_MONOTONIC ? "wall" : "thread_cpu", reps);
  else {
    printf("elements/ns (%s clock), median of %d batches, one thread; (x%%) = share of memcpy of the same bytes\n",
           bench_clock == CLOCK_MONOTONIC ? "wall" : "thread CPU", reps);
    printf("%-12s %-7s", "op", "isa");
    for (int s = 0; s < nsizes; s++) printf(" %17zu", sizes[s]);
    printf("\n%-12s %-7s", "memcpy", "-");
    for (int s = 0; s < nsizes; s++) printf(" %9.2f (100%%)  ", memcpy_eps[s]);
    printf("\n");
  }
  int first = 1;
  for (size_t i = 0; i < rc_kernel_count(); i++) {
    const RcKernel *k = rc_kernel_at(i);
    if (rc_kernel_dtype(k) != RC_ELEM_F32) continue;
    if (want) {
      int hit = 0;
      for (char **w = want; *w; w++) hit |= !strcmp(*w, rc_kernel_name(k));
      if (!hit) continue;
    }
    for (int isa = 0; isa < RC_ISA_COUNT; isa++) {
      if (isa_forced >= 0 && isa != isa_forced) continue;
      /* scalar (~100x slower) only when asked for or when it is all there is */
      if (isa_forced < 0 && isa == RC_ISA_SCALAR && rc_isa_best() != RC_ISA_SCALAR) continue;
      if (!rc_isa_supported((RcIsa)isa) || !rc_kernel_has_isa(k, (RcIsa)isa)) continue;
      if (!json) printf("%-12s %-7s", rc_kernel_name(k), rc_isa_name((RcIsa)isa));
      for (int s = 0; s < nsizes; s++) {
        size_t n = sizes[s];
        Job j = {k, isa, {RC_ELEM_F32, n, 0, 1e-5f, true, true, true, 0, false, 0, false, false, acc, false, false, false, false, false, false, false, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, out, {in, g, b}};
        if (rc_kernel_kind(k) == RC_KIND_GRAD) j.in[1] = in; /* dy: x itself */
        else if (rc_kernel_kind(k) == RC_KIND_ROW_GRAD) j.in[1] = in, j.cfg.cols = n % cols ? n : cols;
        else if (rc_kernel_kind(k) == RC_KIND_ELEMENTWISE) j.cfg.has_bias = false; /* the op alone */
        else j.cfg.cols = n % cols ? n : cols;
        if (rc_kernel_kind(k) == RC_KIND_NORM_GRAD) { /* x, dy (x itself), scale */
          j.in[1] = in;
          j.in[2] = g;
          j.cfg.has_bias = false;
        }
        if (rc_kernel_kind(k) == RC_KIND_NORM_SCALE_GRAD) { /* x, dy (x itself); out: cols elements */
          j.in[1] = in;
          j.cfg.has_scale = j.cfg.has_bias = false;
        }
        double eps = (double)n / time_call(job_run, &j, reps);
        if (json)
          printf("%s{\"op\":\"%s\",\"isa\":\"%s\",\"n\":%zu,\"elements_per_ns\":%.4f,"
                 "\"memcpy_elements_per_ns\":%.4f,\"ratio_to_memcpy\":%.4f}",
                 first ? "" : ",", rc_kernel_name(k), rc_isa_name((RcIsa)isa), n, eps, memcpy_eps[s],
                 eps / memcpy_eps[s]);
        else printf(" %9.2f (%3.0f%%)  ", eps, 100.0 * eps / memcpy_eps[s]);
        first = 0;
        fflush(stdout);
      }
      if (!json) printf("\n");
    }
  }
  if (json) printf("]}\n");
  g_strfreev(want);
  free(in); free(out); free(g); free(b);
  return 0;
}

int rc_cmd_kernels(int argc, char **argv)
{
  gboolean do_list = FALSE, do_bench = FALSE, json = FALSE, cpu_time = FALSE;
  gchar *isa_s = NULL, *op_s = NULL, *sizes_s = NULL, *acc_s = NULL;
  gint reps = 7;
  GOptionEntry entries[] = {
    {"list", 'l', 0, G_OPTION_ARG_NONE, &do_list, "List kernels, their ISAs and the active ISA", NULL},
    {"isa", 0, 0, G_OPTION_ARG_STRING, &isa_s, "Use only this ISA (scalar, avx2, avx512)", "ISA"},
    {"bench", 'b', 0, G_OPTION_ARG_NONE, &do_bench, "Benchmark (elements/ns, one thread)", NULL},
    {"op", 0, 0, G_OPTION_ARG_STRING, &op_s, "Benchmark only these ops (comma-separated)", "OP"},
    {"sizes", 0, 0, G_OPTION_ARG_STRING, &sizes_s, "Element counts, e.g. 4K,64K,1M,16M (the default)", "LIST"},
    {"reps", 0, 0, G_OPTION_ARG_INT, &reps, "Timed batches per cell (median reported; default 7)", "N"},
    {"json", 0, 0, G_OPTION_ARG_NONE, &json, "Print JSON", NULL},
    {"cpu-time", 0, 0, G_OPTION_ARG_NONE, &cpu_time, "Time with the thread CPU clock (busy machines)", NULL},
    {"accuracy", 0, 0, G_OPTION_ARG_STRING, &acc_s, "Benchmark this tier's f32 kernels (default, fast)", "TIER"},
    {NULL, 0, 0, 0, NULL, NULL, NULL},
  };
  GOptionContext *ctx = g_option_context_new("- SIMD kernels: list and benchmark");
  g_option_context_add_main_entries(ctx, entries, NULL);
  GError *err = NULL;
  int rc = 0;
  if (!g_option_context_parse(ctx, &argc, &argv, &err)) {
    fprintf(stderr, "recompose kernels: %s\n", err->message);
    g_error_free(err);
    rc = 2;
    goto done;
  }
  if (argc > 1) {
    fprintf(stderr, "recompose kernels: unexpected argument '%s'\n", argv[1]);
    rc = 2;
    goto done;
  }
  const char *env = getenv("RECOMPOSE_ISA");
  if (env && *env && !isa_s) {
    RcIsa v;
    if (rc_isa_parse(env, &v) || !rc_isa_supported(v)) {
      fprintf(stderr, "recompose kernels: RECOMPOSE_ISA=%s is %s (best here: %s)\n", env,
              rc_isa_parse(env, &v) ? "not an ISA (scalar, avx2, avx512)" : "not supported by this CPU",
              rc_isa_name(rc_isa_best()));
      rc = 1;
      goto done;
    }
  }
  int isa = -1;
  if (isa_s) {
    RcIsa v;
    if (rc_isa_parse(isa_s, &v)) {
      fprintf(stderr, "recompose kernels: unknown ISA '%s' (scalar, avx2, avx512)\n", isa_s);
      rc = 2;
      goto done;
    }
    if (rc_isa_force(v)) {
      fprintf(stderr, "recompose kernels: this CPU does not support %s (best: %s)\n", isa_s,
              rc_isa_name(rc_isa_best()));
      rc = 1;
      goto done;
    }
    isa = (int)v;
  }
  size_t sizes[16] = {4096, 65536, 1u << 20, 1u << 24};
  int nsizes = 4;
  if (sizes_s && (nsizes = parse_sizes(sizes_s, sizes, 16)) <= 0) {
    fprintf(stderr, "recompose kernels: bad --sizes '%s'\n", sizes_s);
    rc = 2;
    goto done;
  }
  RcAccuracy acc = RC_ACCURACY_DEFAULT;
  if (acc_s && rc_accuracy_parse(acc_s, &acc)) {
    fprintf(stderr, "recompose kernels: unknown accuracy '%s' (default, fast)\n", acc_s);
    rc = 2;
    goto done;
  }
  if (reps < 1) reps = 1;
  if (cpu_time) bench_clock = CLOCK_THREAD_CPUTIME_ID;
  if (!do_list && !do_bench) do_list = TRUE;
  if (do_list) list(json);
  if (do_bench) rc = bench(op_s, isa, sizes, nsizes, reps, json, acc);
done:
  g_free(isa_s);
  g_free(op_s);
  g_free(sizes_s);
  g_free(acc_s);
  g_option_context_free(ctx);
  return rc;
}
