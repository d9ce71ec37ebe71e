/* bf16 and f16 support: the block conversions (numerics/numerics.h's rules:
 * exact widening, round-to-nearest-even narrowing) and wrappers that run an
 * f32 kernel (of any ISA) on staged blocks. The conversions are plain integer
 * C, so every ISA narrows identically. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "kernels/internal.h"
#include "numerics/numerics.h"

/* The conversions, branch-free (the same bits as numerics.h's scalar ones, every ISA):
 * the loops run in chunks of 16, whose fixed trip count the compiler vectorizes at any
 * optimization level (-O2's cost model vectorizes no loop that needs a scalar epilogue). */
static inline uint32_t sel32(uint32_t m, uint32_t a, uint32_t b) { return (a & m) | (b & ~m); }
static inline uint32_t mask32(int c) { return 0u - (uint32_t)c; }

static inline uint16_t to_bf16(float f)
{
  uint32_t x = rc_num_f32_bits(f), q = ((x >> 16) & 0x8000u) | RC_NUM_BF16_QNAN;
  uint32_t r = (x + 0x7fffu + ((x >> 16) & 1u)) >> 16;
  return (uint16_t)sel32(mask32((int32_t)(x & 0x7fffffffu) > 0x7f800000), q, r);
}

static inline float from_f16(uint16_t h)
{
  uint32_t sign = (uint32_t)(h & 0x8000u) << 16, e = (h >> 10) & 0x1fu, m = h & 0x3ffu;
  uint32_t normal = ((e + 112u) << 23) | (m << 13), special = 0x7f800000u | (m << 13);
  uint32_t sub = rc_num_f32_bits((float)(int32_t)m * 0x1p-24f); /* zero and subnormals: exact */
  uint32_t r = sel32(mask32(e == 0x1f), special, sel32(mask32(e == 0), sub, normal));
  return rc_num_bits_f32(sign | r);
}

static inline uint16_t to_f16(float f)
{
  uint32_t x = rc_num_f32_bits(f), sign = (x >> 16) & 0x8000u;
  x &= 0x7fffffffu;
  float t = rc_num_bits_f32(x) + 0.5f; /* below 2^-14: numerics.h's subnormal rounding */
  uint32_t sub = rc_num_f32_bits(t) - 0x3f000000u;
  uint32_t normal = (x + 0xc8000fffu + ((x >> 13) & 1u)) >> 13;
  uint32_t r = sel32(mask32((int32_t)x < 0x38800000), sub, normal);
  r = sel32(mask32((int32_t)x >= 0x477ff000), 0x7c00u, r);
  r = sel32(mask32((int32_t)x > 0x7f800000), RC_NUM_F16_QNAN, r);
  return (uint16_t)(sign | r);
}

/* The loops over whole blocks get a clone per x86 vector width (chosen once by the loader
 * from CPUID, never an instruction the CPU lacks): integer and exact float operations
 * only, so every clone gives the same bits. */
#if RC_KERNELS_X86 && defined(__GNUC__) && !defined(__clang__) && defined(__linux__)
#define STAGE_CLONES __attribute__((target_clones("arch=x86-64-v4", "arch=x86-64-v3", "default")))
#else
#define STAGE_CLONES
#endif

#define CHUNKED(n, i, body)                                          \
  do {                                                               \
    size_t i##0_ = 0;                                                \
    for (; i##0_ + 16 <= (n); i##0_ += 16)                           \
      for (size_t i = i##0_; i < i##0_ + 16; i++) body;              \
    for (size_t i = i##0_; i < (n); i++) body;                       \
  } while (0)

STAGE_CLONES void rc_bf16_to_f32(float *out, const uint16_t *in, size_t n)
{
  CHUNKED(n, i, out[i] = rc_num_bf16_to_f32(in[i]));
}

STAGE_CLONES void rc_f32_to_bf16(uint16_t *out, const float *in, size_t n)
{
  CHUNKED(n, i, out[i] = to_bf16(in[i]));
}

STAGE_CLONES void rc_f16_to_f32(float *out, const uint16_t *in, size_t n)
{
  CHUNKED(n, i, out[i] = from_f16(in[i]));
}

STAGE_CLONES void rc_f32_to_f16(uint16_t *out, const float *in, size_t n)
{
  CHUNKED(n, i, out[i] = to_f16(in[i]));
}

enum { BLOCK = 1024 };

/* Correct rounding of the elementwise results. The f32 kernels are within 2
 * f32 ULP of the exact value; a result within NEAR units (twice that) of a
 * 16-bit rounding boundary (a midpoint between neighbours, or the overflow
 * threshold) may round to the wrong side, so those few are recomputed in
 * double (lowp_exact.c) and rounded once. In f32 bits, bf16 boundaries have
 * low 16 bits 0x8000 and f16 ones, from 2^-14 up, low 13 bits 0x1000. Below
 * 2^-14 (f16 subnormals, spacing 2^-24) |y| 2^37 truncated to an integer
 * counts units of 2^-37, where the boundaries again have low 13 bits 0x1000
 * (truncation moves it by less than a unit, and a unit there is at least an
 * f32 ULP: NEAR still covers the kernel's error). Both checks are
 * branch-free, so the compiler vectorizes the scan. */
enum { NEAR = 4 };

/* (signed compares: SSE2 has no unsigned one; a NaN that passes a check costs
 * one recomputation, whose result is the same canonical NaN) */
static inline uint32_t near_bf16(uint32_t u)
{
  return (int32_t)((u + NEAR - 0x8000u) & 0xffffu) <= 2 * NEAR;
}

static inline uint32_t near_f16(uint32_t u)
{
  u &= 0x7fffffffu;
  /* selects by mask: a ?: next to the float ops would keep GCC from vectorizing */
  uint32_t big = 0u - (uint32_t)((int32_t)u >= 0x38800000);
  float a = rc_num_bits_f32((u & ~big) | (0x38800000u & big)); /* min(|y|, 2^-14) */
  uint32_t sub = (uint32_t)(int32_t)(a * 0x1p37f);             /* <= 2^23: no overflow */
  uint32_t w = (u & big) | (sub & ~big);
  /* from 2^16 up (inf, NaN included) everything rounds to inf, far past 65520 */
  return ((int32_t)u < 0x47800000) & ((int32_t)((w + NEAR - 0x1000u) & 0x1fffu) <= 2 * NEAR);
}

static inline uint16_t round_f64(RcElemType dt, double d)
{
  return dt == RC_ELEM_BF16 ? rc_num_f64_to_bf16(d) : rc_num_f64_to_f16(d);
}

/* The value of a finite 16-bit pattern, or for the inf pattern the power of two
 * the rounding compares against (2^128, 2^16). */
static inline double value16(RcElemType dt, uint16_t h)
{
  uint16_t inf = dt == RC_ELEM_BF16 ? 0x7f80u : 0x7c00u;
  if ((h & 0x7fffu) == inf) return (h & 0x8000u ? -1 : 1) * (dt == RC_ELEM_BF16 ? 0x1p128 : 0x1p16);
  return dt == RC_ELEM_BF16 ? rc_num_bf16_to_f64(h) : rc_num_f16_to_f64(h);
}

/* hi + lo rounded once: hi's rounding r, unless hi lies exactly halfway
 * between r and its other neighbour, where lo's sign picks the side. */
static uint16_t round_exact(RcElemType dt, double hi, double lo)
{
  uint16_t r = round_f64(dt, hi);
  double rv = value16(dt, r);
  if (lo == 0 || isnan(hi) || hi == rv) return r;
  /* the neighbour on hi's side of r (same sign: r carries hi's sign) */
  uint16_t n = fabs(hi) > fabs(rv) ? (uint16_t)(r + 1) : (uint16_t)(r - 1);
  double nv = value16(dt, n);
  if (hi != (rv + nv) / 2) return r; /* exact: both have few bits */
  return (lo > 0) == (nv > rv) ? n : r;
}

/* Narrows a block y into out and corrects the results near a boundary: a
 * vectorized pass narrows and flags them, then the flags are read 8 at a time
 * and only the rare flagged result is recomputed from its input x. */
STAGE_CLONES static void narrow_exact(RcExactFn exact, RcElemType dt, uint16_t *out, const float *y, const uint16_t *x, size_t c)
{
  uint8_t flag[BLOCK + 8];
  if (dt == RC_ELEM_BF16)
    CHUNKED(c, j, {
      out[j] = to_bf16(y[j]);
      flag[j] = (uint8_t)near_bf16(rc_num_f32_bits(y[j]));
    });
  else
    CHUNKED(c, j, {
      out[j] = to_f16(y[j]);
      flag[j] = (uint8_t)near_f16(rc_num_f32_bits(y[j]));
    });
  memset(flag + c, 0, 8);
  for (size_t j0 = 0; j0 < c; j0 += 8) {
    uint64_t w;
    memcpy(&w, flag + j0, 8);
    if (!w) continue;
    for (size_t j = j0; j < j0 + 8 && j < c; j++) {
      if (!flag[j]) continue;
      double lo, hi = exact(dt == RC_ELEM_BF16 ? rc_num_bf16_to_f64(x[j]) : rc_num_f16_to_f64(x[j]), &lo);
      out[j] = round_exact(dt, hi, lo);
    }
  }
}

void rc_lowp_elementwise(RcEltFn fn, RcExactFn exact, RcElemType dt, void *out, const void *in, size_t n)
{
  float buf[BLOCK];
  uint16_t keep[BLOCK];
  const uint16_t *src = in;
  uint16_t *dst = out;
  for (size_t i = 0; i < n; i += BLOCK) {
    size_t c = n - i < BLOCK ? n - i : BLOCK;
    rc_lowp_widen(dt, buf, src + i, c);
    fn(buf, buf, c);
    if (!exact) {
      rc_lowp_narrow(dt, dst + i, buf, c);
      continue;
    }
    /* an in-place call overwrites the inputs the correction reads */
    const uint16_t *x = src + i;
    uintptr_t s0 = (uintptr_t)(src + i), d0 = (uintptr_t)(dst + i), len = c * sizeof *keep;
    if (s0 < d0 + len && d0 < s0 + len) x = memcpy(keep, x, len);
    narrow_exact(exact, dt, dst + i, buf, x, c);
  }
}

void rc_lowp_grad(RcGradFn fn, RcGradExactFn exact, RcElemType dt, void *out, const void *x, const void *dy,
                  size_t n)
{
  float bx[BLOCK], bd[BLOCK];
  uint8_t flag[BLOCK];
  const uint16_t *sx = x, *sd = dy;
  uint16_t *dst = out;
  for (size_t i = 0; i < n; i += BLOCK) {
    size_t c = n - i < BLOCK ? n - i : BLOCK;
    rc_lowp_widen(dt, bx, sx + i, c);
    rc_lowp_widen(dt, bd, sd + i, c);
    float y[BLOCK]; /* apart from bx, bd: the correction reads the widened inputs (out may be x or dy) */
    fn(y, bx, bd, c);
    /* Near a zero of f' the kernel's error is 2 ULP plus up to 2^-24 S |dy| (S <= 1.2, the sum
     * of f''s terms' magnitudes; docs/kernels.md), far more than NEAR ULP of a small result:
     * there y is flagged when y -+ (2^-23 |dy| + 2^-22 |y|) round apart. */
    float ylo[BLOCK], yhi[BLOCK];
    uint16_t rlo[BLOCK], rhi[BLOCK];
    for (size_t j = 0; j < c; j++) {
      float d = 0x1p-23f * fabsf(bd[j]) + 0x1p-22f * fabsf(y[j]);
      ylo[j] = y[j] - d;
      yhi[j] = y[j] + d;
    }
    rc_lowp_narrow(dt, rlo, ylo, c);
    rc_lowp_narrow(dt, rhi, yhi, c);
    for (size_t j = 0; j < c; j++)
      flag[j] = (uint8_t)((dt == RC_ELEM_BF16 ? near_bf16(rc_num_f32_bits(y[j])) : near_f16(rc_num_f32_bits(y[j]))) |
                          (rlo[j] != rhi[j]));
    rc_lowp_narrow(dt, dst + i, y, c);
    for (size_t j = 0; j < c; j++) {
      if (!flag[j]) continue;
      /* bx, bd hold the exact 16-bit inputs, widened */
      double lo, hi = exact((double)bx[j], (double)bd[j], &lo);
      if (!isfinite(hi) || !isfinite(lo)) continue; /* inf, NaN: the kernel's (exact) */
      dst[i + j] = round_exact(dt, hi, lo);
    }
  }
}

/* A row (and scale, bias) staged in f32; on allocation failure the output
 * is filled with NaN (these entry points cannot report errors). */
static float *stage(size_t count, float *local, size_t local_n)
{
  return count <= local_n ? local : malloc(count * sizeof(float));
}

static void fill_nan(RcElemType dt, void *out, size_t n)
{
  uint16_t *o = out, q = dt == RC_ELEM_BF16 ? RC_NUM_BF16_QNAN : RC_NUM_F16_QNAN;
  for (size_t i = 0; i < n; i++) o[i] = q;
}

void rc_lowp_row(RcRowFn fn, RcElemType dt, void *out, const void *in, size_t rows, size_t cols)
{
  float local[BLOCK];
  float *buf = stage(cols, local, BLOCK);
  if (!buf) { fill_nan(dt, out, rows * cols); return; }
  for (size_t r = 0; r < rows; r++) {
    rc_lowp_widen(dt, buf, (const uint16_t *)in + r * cols, cols);
    fn(buf, buf, 1, cols);
    rc_lowp_narrow(dt, (uint16_t *)out + r * cols, buf, cols);
  }
  if (buf != local) free(buf);
}

void rc_lowp_row_grad(RcRowGradFn fn, RcElemType dt, void *out, const void *y, const void *dy, const void *sums,
                      size_t rows, size_t cols, int from_exp)
{
  float local[2 * BLOCK];
  float *buf = stage(2 * cols, local, 2 * BLOCK);
  if (!buf) { fill_nan(dt, out, rows * cols); return; }
  for (size_t r = 0; r < rows; r++) {
    rc_lowp_widen(dt, buf, (const uint16_t *)y + r * cols, cols);
    rc_lowp_widen(dt, buf + cols, (const uint16_t *)dy + r * cols, cols);
    float s = 0.0f;
    if (sums) rc_lowp_widen(dt, &s, (const uint16_t *)sums + r, 1);
    fn(buf, buf, buf + cols, sums ? &s : NULL, 1, cols, from_exp);
    rc_lowp_narrow(dt, (uint16_t *)out + r * cols, buf, cols);
  }
  if (buf != local) free(buf);
}

void rc_lowp_norm(RcNormFn fn, RcElemType dt, void *out, const void *in, const void *scale,
                  const void *bias, size_t rows, size_t cols, float eps)
{
  float local[3 * 512];
  float *buf = stage(3 * cols, local, 3 * 512);
  if (!buf) { fill_nan(dt, out, rows * cols); return; }
  float *s = scale ? buf + cols : NULL, *b = bias ? buf + 2 * cols : NULL;
  if (s) rc_lowp_widen(dt, s, scale, cols);
  if (b) rc_lowp_widen(dt, b, bias, cols);
  for (size_t r = 0; r < rows; r++) {
    rc_lowp_widen(dt, buf, (const uint16_t *)in + r * cols, cols);
    fn(buf, buf, s, b, 1, cols, eps);
    rc_lowp_narrow(dt, (uint16_t *)out + r * cols, buf, cols);
  }
  if (buf != local) free(buf);
}

void rc_lowp_norm_grad(RcNormGradFn fn, RcElemType dt, void *out, const void *x, const void *dy, const void *scale,
                       const void *acc, size_t rows, size_t cols, float eps)
{
  float local[4 * 384];
  float *buf = stage(4 * cols, local, 4 * 384);
  if (!buf) { fill_nan(dt, out, rows * cols); return; }
  float *bd = buf + cols, *s = scale ? buf + 2 * cols : NULL, *ba = acc ? buf + 3 * cols : NULL;
  if (s) rc_lowp_widen(dt, s, scale, cols);
  for (size_t r = 0; r < rows; r++) {
    rc_lowp_widen(dt, buf, (const uint16_t *)x + r * cols, cols);
    rc_lowp_widen(dt, bd, (const uint16_t *)dy + r * cols, cols);
    if (ba) rc_lowp_widen(dt, ba, (const uint16_t *)acc + r * cols, cols);
    fn(bd, buf, bd, s, ba, 1, cols, eps);
    rc_lowp_narrow(dt, (uint16_t *)out + r * cols, bd, cols);
  }
  if (buf != local) free(buf);
}

/* Rows of x and dy widened a block at a time (16-bit dtypes), about 32 KiB of f32. */
static size_t scale_rows(size_t cols) { return cols < 4096 ? 4096 / cols : 1; }

size_t rc_lowp_norm_scale_scratch(RcElemType dt, size_t cols)
{
  return cols * sizeof(double) + (dt == RC_ELEM_F32 ? 0 : 2 * scale_rows(cols) * cols * sizeof(float));
}

void rc_lowp_norm_scale_add(RcNormScaleFn fn, RcElemType dt, double *acc, const void *x, const void *dy, size_t rows,
                            size_t cols, float eps)
{
  if (dt == RC_ELEM_F32) {
    fn(acc, x, dy, rows, cols, eps);
    return;
  }
  size_t g = scale_rows(cols);
  float *bx = (float *)(void *)(acc + cols), *bd = bx + g * cols;
  for (size_t r = 0; r < rows; r += g) {
    size_t m = rows - r < g ? rows - r : g;
    rc_lowp_widen(dt, bx, (const uint16_t *)x + r * cols, m * cols);
    rc_lowp_widen(dt, bd, (const uint16_t *)dy + r * cols, m * cols);
    fn(acc, bx, bd, m, cols, eps);
  }
}

void rc_lowp_norm_scale_round(RcElemType dt, void *out, const double *acc, size_t cols)
{
  for (size_t j = 0; j < cols; j++) {
    if (dt == RC_ELEM_F32) ((float *)out)[j] = (float)acc[j];
    else ((uint16_t *)out)[j] = dt == RC_ELEM_BF16 ? rc_num_f64_to_bf16(acc[j]) : rc_num_f64_to_f16(acc[j]);
  }
}

void rc_lowp_norm_scale(RcNormScaleFn fn, RcElemType dt, void *out, const void *x, const void *dy, size_t rows,
                        size_t cols, float eps, void *scratch)
{
  double *acc = scratch;
  for (size_t j = 0; j < cols; j++) acc[j] = 0.0;
  rc_lowp_norm_scale_add(fn, dt, acc, x, dy, rows, cols, eps);
  rc_lowp_norm_scale_round(dt, out, acc, cols);
}

void rc_lowp_norm_scale_alloc(RcNormScaleFn fn, RcElemType dt, void *out, const void *x, const void *dy, size_t rows,
                              size_t cols, float eps)
{
  void *scratch = malloc(rc_lowp_norm_scale_scratch(dt, cols));
  if (!scratch) {
    if (dt == RC_ELEM_F32)
      for (size_t j = 0; j < cols; j++) ((float *)out)[j] = NAN;
    else fill_nan(dt, out, cols);
    return;
  }
  rc_lowp_norm_scale(fn, dt, out, x, dy, rows, cols, eps, scratch);
  free(scratch);
}
