/* bench-layout: a row op (softmax, layer_norm) over 2 Mi f32 elements in each row layout
 * the entry point takes, side by side in one run: contiguous rows, one strided block
 * (inner), two blocks of reduced axes (mid, cols2), and for the two-block layouts the
 * alternative of transposing x so the rows are contiguous, running the contiguous
 * kernel and transposing back (what transposes around the fused call would cost; a
 * plain loop copy here, not XLA's tiled transpose), and three blocks (mid2, cols3: gathered
 * element by element, no transposed variant). Prints the median of RUNS calls
 * per layout in ms and its ratio to the contiguous rows. One thread. A norm's d scale
 * (layer_norm_grad_scale, rms_norm_grad_scale: x, dy = x, the result `cols` elements) runs
 * the layouts of one block only (contiguous, inner).
 *
 * Usage: bench-layout [--op softmax|layer_norm|layer_norm_grad_scale|rms_norm_grad_scale] [--runs N] */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "recompose/kernels.h"

enum { N = 1 << 21, COLS = 1024 };

static double now_ms(void)
{
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec * 1e3 + (double)t.tv_nsec * 1e-6;
}

static int cmp(const void *a, const void *b)
{
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

/* x as [o, a, m, b, i] into y as [o, m, i, a, b] (back: the inverse). */
static void permute(float *y, const float *x, size_t o, size_t a, size_t m, size_t b, size_t i, int back)
{
  for (size_t p = 0; p < o; p++)
    for (size_t q = 0; q < m; q++)
      for (size_t r = 0; r < i; r++)
        for (size_t s = 0; s < a; s++) {
          size_t from = (((p * a + s) * m + q) * b) * i + r, to = (((p * m + q) * i + r) * a + s) * b;
          for (size_t t = 0; t < b; t++) {
            if (back) y[from + t * i] = x[to + t];
            else y[to + t] = x[from + t * i];
          }
        }
}

typedef struct {
  const char *name;
  size_t o, a, m, b, i; /* x as [o, a, m, b, i], reduced over a and b */
  int transpose;        /* run as transpose, contiguous rows, transpose back */
  size_t m2, b3;        /* a third block: x as [o, a, m, b, m2, b3, i] (0: none) */
} Layout;

int main(int argc, char **argv)
{
  const char *op = "softmax";
  int runs = 15;
  for (int k = 1; k < argc; k++) {
    if (!strcmp(argv[k], "--op") && k + 1 < argc) op = argv[++k];
    else if (!strcmp(argv[k], "--runs") && k + 1 < argc) runs = atoi(argv[++k]);
    else {
      fprintf(stderr, "usage: bench-layout [--op softmax|layer_norm|layer_norm_grad_scale|rms_norm_grad_scale] [--runs N]\n");
      return 2;
    }
  }
  const RcKernel *k = rc_kernel_lookup(op, RC_ELEM_F32);
  if (!k || runs < 1 || runs > 1000) {
    fprintf(stderr, "bench-layout: unknown op %s or bad --runs\n", op);
    return 2;
  }
  static const Layout lay[] = {
    {"contiguous [2048, 1024]", 2048, 1, 1, COLS, 1, 0, 0, 0},
    {"inner [8, 1024, 256]", 8, 1, 1, COLS, 256, 0, 0, 0},
    {"{1,3} of [8, 32, 256, 32]", 8, 32, 256, 32, 1, 0, 0, 0},
    {"  transposed", 8, 32, 256, 32, 1, 1, 0, 0},
    {"{1,3} of [4, 32, 16, 32, 16]", 4, 32, 16, 32, 16, 0, 0, 0},
    {"  transposed", 4, 32, 16, 32, 16, 1, 0, 0},
    {"{0,2} of [32, 2048, 32]", 1, 32, 2048, 32, 1, 0, 0, 0},
    {"  transposed", 1, 32, 2048, 32, 1, 1, 0, 0},
    {"{1,3,5} of [2, 16, 8, 8, 16, 8, 8]", 2, 16, 8, 8, 8, 0, 16, 8},
    {"{1,3,5} of [16, 16, 8, 8, 16, 8, 1]", 16, 16, 8, 8, 1, 0, 16, 8},
  };
  float *x = malloc(N * sizeof *x), *y = malloc(N * sizeof *y), *t = malloc(N * sizeof *t);
  double *ms = malloc((size_t)runs * sizeof *ms);
  if (!x || !y || !t || !ms) return 1;
  uint32_t s = 1;
  for (size_t e = 0; e < N; e++) {
    s = s * 1664525u + 1013904223u;
    x[e] = ((float)(s >> 8) * 0x1p-24f - 0.5f) * 16.0f;
  }
  double base = 0;
  printf("%s, %d f32 elements, rows of %d, median of %d calls\n", op, N, COLS, runs);
  bool ds = rc_kernel_kind(k) == RC_KIND_NORM_SCALE_GRAD; /* x, dy; one block only */
  for (size_t l = 0; l < sizeof lay / sizeof *lay; l++) {
    const Layout *L = &lay[l];
    if (ds && (L->m > 1 || L->transpose)) continue;
    RcKernelConfig c = {.dtype = RC_ELEM_F32, .n = N, .cols = COLS, .eps = 1e-5f, .has_eps = true};
    if (!L->transpose) {
      c.inner = L->i;
      if (L->m > 1) c.mid = L->m, c.cols2 = L->b;
      if (L->m2 > 1) c.mid2 = L->m2, c.cols3 = L->b3;
    }
    for (int r = 0; r < runs; r++) {
      double t0 = now_ms();
      const void *in[2] = {L->transpose ? t : x, x};
      if (L->transpose) permute(t, x, L->o, L->a, L->m, L->b, L->i, 0);
      if (rc_kernel_run(NULL, k, -1, L->transpose ? t : y, in, &c) != RC_OK) return 1;
      if (L->transpose) permute(y, t, L->o, L->a, L->m, L->b, L->i, 1);
      ms[r] = now_ms() - t0;
    }
    qsort(ms, (size_t)runs, sizeof *ms, cmp);
    double med = ms[runs / 2];
    if (l == 0) base = med;
    printf("%-32s %8.2f ms  %5.2fx\n", L->name, med, med / base);
  }
  free(x);
  free(y);
  free(t);
  free(ms);
  return 0;
}
