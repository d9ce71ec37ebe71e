/* kernels-sweep-rows: the norm kernels (layer_norm, rms_norm) against a long
 * double reference over many random rows: ROWS rows of COLS columns for each of
 * three input ranges (uniform [-10, 10], [-100, 100], and 1000 + [-1, 1], whose
 * mean is large against its spread), without and with a scale (uniform
 * [0.5, 2]), eps 1e-5. Prints the largest error in ULP of each (range, scale)
 * pair. layer_norm's mean has 48 bits (hi + lo), so near 0 an error of up to
 * 2^-47 |mean| / sigma (times the scale) is not counted. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "recompose/kernels.h"

static uint64_t rng = 0x9E3779B97F4A7C15ull;
static uint32_t rnd32(void)
{
  rng ^= rng << 13;
  rng ^= rng >> 7;
  rng ^= rng << 17;
  return (uint32_t)(rng >> 16);
}
static float unif(float lo, float hi) { return lo + (hi - lo) * (float)(rnd32() >> 8) * 0x1p-24f; }

int main(int argc, char **argv)
{
  const char *op = "layer_norm";
  size_t cols = 4096, rows = 1000;
  for (int i = 1; i < argc; i++) {
    if (!strcmp(argv[i], "--op") && i + 1 < argc) op = argv[++i];
    else if (!strcmp(argv[i], "--cols") && i + 1 < argc) cols = strtoull(argv[++i], NULL, 10);
    else if (!strcmp(argv[i], "--rows") && i + 1 < argc) rows = strtoull(argv[++i], NULL, 10);
    else {
      fprintf(stderr, "usage: kernels-sweep-rows [--op layer_norm|rms_norm] [--cols N] [--rows N]\n");
      return 2;
    }
  }
  const RcKernel *k = rc_kernel_lookup(op, RC_ELEM_F32);
  if (!k || rc_kernel_kind(k) != RC_KIND_NORM || cols < 1) {
    fprintf(stderr, "kernels-sweep-rows: --op must be a norm op and --cols at least 1\n");
    return 2;
  }
  bool centred = !strcmp(op, "layer_norm");
  float *x = malloc(cols * 4), *y = malloc(cols * 4), *g = malloc(cols * 4);
  double worst[3][2] = {{0}};
  for (size_t r = 0; r < rows; r++)
    for (int mode = 0; mode < 3; mode++)
      for (int wg = 0; wg < 2; wg++) {
        for (size_t i = 0; i < cols; i++)
          x[i] = mode == 0 ? unif(-10, 10) : mode == 1 ? unif(-100, 100) : 1000.0f + unif(-1, 1);
        for (size_t i = 0; i < cols; i++) g[i] = unif(0.5f, 2.0f);
        RcKernelConfig c = {RC_ELEM_F32, cols, cols, 1e-5f, true, wg != 0, false, 0, false, 0, false, false, RC_ACCURACY_DEFAULT, false, false, false, false, false, false, false, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, false};
        const void *ins[3] = {x, wg ? g : NULL, NULL};
        if (rc_kernel_run(NULL, k, -1, y, ins, &c) != RC_OK) return 1;
        long double mean = 0, v = 0;
        if (centred) {
          for (size_t i = 0; i < cols; i++) mean += x[i];
          mean /= cols;
        }
        for (size_t i = 0; i < cols; i++) v += ((long double)x[i] - mean) * ((long double)x[i] - mean);
        v /= cols;
        long double rr = 1.0L / sqrtl(v + 1e-5f);
        for (size_t i = 0; i < cols; i++) {
          long double gi = wg ? g[i] : 1.0L, ref = ((long double)x[i] - mean) * rr * gi;
          long double d = fabsl((long double)y[i] - ref) - 0x1p-47L * fabsl(mean) * rr * gi;
          double a = fabs((double)ref), ulp = a < 0x1p-126 ? 0x1p-149 : ldexp(1.0, ilogb(a) - 23);
          double u = d > 0 ? (double)d / ulp : 0.0;
          if (!(u <= worst[mode][wg])) worst[mode][wg] = u;
        }
      }
  printf("%s cols=%zu rows=%zu (each range, each scale)\n%-18s %12s %12s\n", op, cols, rows, "range", "no scale",
         "scale");
  const char *names[3] = {"[-10, 10]", "[-100, 100]", "1000 + [-1, 1]"};
  for (int m = 0; m < 3; m++) printf("%-18s %12.2f %12.2f\n", names[m], worst[m][0], worst[m][1]);
  free(x);
  free(y);
  free(g);
  return 0;
}
