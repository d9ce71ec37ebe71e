/* kernels-sweep: the exhaustive f32 check of the elementwise kernels. For
 * every one of the 2^32 inputs (or every STRIDE-th with --stride) it runs
 * each supported ISA, counts results that differ bit-wise from scalar, and
 * measures the error of the scalar result in ULP against the op's double
 * reference (the table's ref column, src/fused/ref.c, on libm; its error is
 * ~1e-16, far below an f32 ULP). Threads split
 * the input space. Prints one line per (op, ISA). --accuracy fast sweeps the fast
 * tier instead: the same counts, and each op's error against its stated bound
 * (src/fused/fast.def: 2^rel max(|f(x)|, 2^tiny)) as log2 of the largest
 * err / max(|f(x)|, 2^tiny) and the number of inputs over the bound. */
#include <math.h>
#include <pthread.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fused/fused.h"
#include "recompose/kernels.h"

/* The elementwise ops of the table (recompose/fused.def), as the registry
 * lists them, and each one's double reference (the table's ref column). */
#define MAX_OPS 64
static const char *ops[MAX_OPS];
static RcFusedRefElt refs[MAX_OPS];
static int rel_bound[MAX_OPS], tiny_bound[MAX_OPS];
static size_t N_OPS;
static RcAccuracy accuracy = RC_ACCURACY_DEFAULT;

static void list_ops(void)
{
  for (size_t i = 0; i < rc_kernel_count() && N_OPS < MAX_OPS; i++) {
    const RcKernel *k = rc_kernel_at(i);
    if (rc_kernel_dtype(k) != RC_ELEM_F32 || rc_kernel_kind(k) != RC_KIND_ELEMENTWISE) continue;
    ops[N_OPS] = rc_kernel_name(k);
    const RcFusedOp *f = rc_fused_lookup(ops[N_OPS], strlen(ops[N_OPS]));
    refs[N_OPS] = f->ref.elt;
    rc_fused_fast_bound(f, &rel_bound[N_OPS], &tiny_bound[N_OPS]);
    N_OPS++;
  }
}

static double ref(int op, float xf)
{
  double x = xf;
  return isnan(x) ? x : refs[op](x);
}

static double ulp_err(float got, double r)
{
  if (isnan(r) || isnan(got)) return isnan(r) && isnan(got) ? 0.0 : 1e9;
  if (isinf(r)) return got == r ? 0.0 : 1e9;
  if (isinf(got)) return 1e9;
  double a = fabs(r);
  double ulp = a < 0x1p-126 ? 0x1p-149 : ldexp(1.0, ilogb(a) - 23);
  return fabs((double)got - r) / ulp;
}

/* err / max(|r|, 2^tiny): the relative error where the result is not tiny; 1e9 for a wrong
 * special value (as ulp_err). */
static double rel_err(float got, double r, int tiny)
{
  if (isnan(r) || isnan(got) || isinf(r) || isinf(got)) return ulp_err(got, r) == 0.0 ? 0.0 : 1e9;
  return fabs((double)got - r) / fmax(fabs(r), ldexp(1.0, tiny));
}

typedef struct {
  int op, nthreads, id;
  uint64_t stride;
  double max_ulp, max_rel;
  float worst_x;
  uint64_t mismatch[RC_ISA_COUNT], count, over2;
} Work;

enum { CHUNK = 1 << 16 };

static void *worker(void *arg)
{
  Work *w = arg;
  const RcKernel *k = rc_kernel_lookup(ops[w->op], RC_ELEM_F32);
  float *x = malloc(CHUNK * 4), *y[RC_ISA_COUNT];
  for (int i = 0; i < RC_ISA_COUNT; i++) y[i] = malloc(CHUNK * 4);
  uint64_t total = (1ull << 32) / w->stride;
  for (uint64_t base = (uint64_t)w->id * CHUNK; base < total; base += (uint64_t)w->nthreads * CHUNK) {
    size_t n = total - base < CHUNK ? (size_t)(total - base) : CHUNK;
    for (size_t i = 0; i < n; i++) {
      uint32_t b = (uint32_t)((base + i) * w->stride);
      memcpy(&x[i], &b, 4);
    }
    RcKernelConfig c = {RC_ELEM_F32, n, 0, 0.0f, false, false, false, 0, false, 0, false, false, accuracy, false, false, false, false, false, false, false, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, false};
    const void *in[] = {x};
    for (int isa = 0; isa < RC_ISA_COUNT; isa++)
      if (rc_isa_supported((RcIsa)isa)) rc_kernel_run(NULL, k, isa, y[isa], in, &c);
    for (size_t i = 0; i < n; i++) {
      for (int isa = 1; isa < RC_ISA_COUNT; isa++)
        if (rc_isa_supported((RcIsa)isa) && memcmp(&y[isa][i], &y[0][i], 4)) w->mismatch[isa]++;
      double r = ref(w->op, x[i]);
      double e = ulp_err(y[0][i], r), q = rel_err(y[0][i], r, tiny_bound[w->op]);
      if (accuracy == RC_ACCURACY_FAST ? q > ldexp(1.0, rel_bound[w->op]) : e > 2.0) w->over2++;
      /* worst_x: where the error is largest in ULP (default tier) or against the bound (fast) */
      if (q > w->max_rel) {
        w->max_rel = q;
        if (accuracy == RC_ACCURACY_FAST) w->worst_x = x[i];
      }
      if (e > w->max_ulp) {
        w->max_ulp = e;
        if (accuracy != RC_ACCURACY_FAST) w->worst_x = x[i];
      }
    }
    w->count += n;
  }
  free(x);
  for (int i = 0; i < RC_ISA_COUNT; i++) free(y[i]);
  return NULL;
}

int main(int argc, char **argv)
{
  list_ops();
  int nthreads = 2;
  uint64_t stride = 1;
  const char *only = NULL;
  for (int i = 1; i < argc; i++) {
    if (!strcmp(argv[i], "--threads") && i + 1 < argc) nthreads = atoi(argv[++i]);
    else if (!strcmp(argv[i], "--stride") && i + 1 < argc) stride = strtoull(argv[++i], NULL, 10);
    else if (!strcmp(argv[i], "--op") && i + 1 < argc) only = argv[++i];
    else if (!strcmp(argv[i], "--accuracy") && i + 1 < argc && rc_accuracy_parse(argv[i + 1], &accuracy) == RC_OK) i++;
    else {
      fprintf(stderr, "usage: kernels-sweep [--threads N] [--stride S] [--op OP[,OP...]] [--accuracy default|fast]\n");
      return 2;
    }
  }
  if (nthreads < 1 || nthreads > 256 || stride < 1) {
    fprintf(stderr, "kernels-sweep: --threads must be 1..256 and --stride at least 1\n");
    return 2;
  }
  /* --op takes a comma-separated list; a name that is not an op is an error. */
  bool want[MAX_OPS] = {0};
  for (const char *p = only; p && *p;) {
    size_t len = strcspn(p, ",");
    size_t op = 0;
    while (op < N_OPS && (strlen(ops[op]) != len || strncmp(p, ops[op], len))) op++;
    if (op == N_OPS) {
      fprintf(stderr, "kernels-sweep: unknown op '%.*s' in --op\n", (int)len, p);
      return 2;
    }
    want[op] = true;
    p += len + (p[len] == ',');
  }
  if (only && !*only) {
    fprintf(stderr, "kernels-sweep: --op names no op\n");
    return 2;
  }
  printf("# accuracy=%s; inputs: every %llu-th of the 2^32 f32 bit patterns; ISAs:", rc_accuracy_name(accuracy),
         (unsigned long long)stride);
  for (int isa = 0; isa < RC_ISA_COUNT; isa++)
    if (rc_isa_supported((RcIsa)isa)) printf(" %s", rc_isa_name((RcIsa)isa));
  /* n_over: inputs over 2 ULP (default tier) or over the op's bound (fast); log2_rel: the largest
   * relative error (absolute / 2^tiny below 2^tiny), and the bound it is held to */
  printf("\n%-12s %12s %10s %14s %9s %5s %12s %12s %s\n", "op", "inputs", "max_ulp", "worst_x", "log2_rel", "bound",
         "n_over", "avx2!=scalar", "avx512!=scalar");
  for (size_t op = 0; op < N_OPS; op++) {
    if (only && !want[op]) continue;
    Work *w = calloc((size_t)nthreads, sizeof *w);
    pthread_t *t = calloc((size_t)nthreads, sizeof *t);
    for (int i = 0; i < nthreads; i++) {
      w[i] = (Work){(int)op, nthreads, i, stride, 0, 0, 0, {0}, 0, 0};
      pthread_create(&t[i], NULL, worker, &w[i]);
    }
    Work tot = {0};
    for (int i = 0; i < nthreads; i++) {
      pthread_join(t[i], NULL);
      bool fast = accuracy == RC_ACCURACY_FAST;
      if ((fast ? w[i].max_rel > tot.max_rel : w[i].max_ulp > tot.max_ulp)) tot.worst_x = w[i].worst_x;
      if (w[i].max_ulp > tot.max_ulp) tot.max_ulp = w[i].max_ulp;
      if (w[i].max_rel > tot.max_rel) tot.max_rel = w[i].max_rel;
      tot.count += w[i].count;
      tot.over2 += w[i].over2;
      for (int isa = 0; isa < RC_ISA_COUNT; isa++) tot.mismatch[isa] += w[i].mismatch[isa];
    }
    char bound[16] = "2ulp";
    if (accuracy == RC_ACCURACY_FAST) snprintf(bound, sizeof bound, "%d", rel_bound[op]);
    printf("%-12s %12llu %10.3f %14a %9.2f %5s %12llu", ops[op], (unsigned long long)tot.count, tot.max_ulp,
           (double)tot.worst_x, tot.max_rel > 0 ? log2(tot.max_rel) : -INFINITY, bound,
           (unsigned long long)tot.over2);
    for (int isa = 1; isa < RC_ISA_COUNT; isa++)
      if (rc_isa_supported((RcIsa)isa)) printf(" %12llu", (unsigned long long)tot.mismatch[isa]);
      else printf(" %12s", "n/a");
    printf("\n");
    fflush(stdout);
    free(w);
    free(t);
  }
  return 0;
}
