/* bf16 and f16 support: the block conversions (numerics/numerics.h's rules:
 * exact widening, round-to-nearest-even narrowing) and wrappers that run an
 * f32 kernel (of any ISA) on staged blocks. The conversions are plain integer
 * C, so every ISA narrows identically. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "kernels/internal.h"
#include "numerics/numerics.h"

void rc_bf16_to_f32(float *out, const uint16_t *in, size_t n)
{
  for (size_t i = 0; i < n; i++) out[i] = rc_num_bf16_to_f32(in[i]);
}

void rc_f32_to_bf16(uint16_t *out, const float *in, size_t n)
{
  for (size_t i = 0; i < n; i++) out[i] = rc_num_f32_to_bf16(in[i]);
}

void rc_f16_to_f32(float *out, const uint16_t *in, size_t n)
{
  for (size_t i = 0; i < n; i++) out[i] = rc_num_f16_to_f32(in[i]);
}

void rc_f32_to_f16(uint16_t *out, const float *in, size_t n)
{
  for (size_t i = 0; i < n; i++) out[i] = rc_num_f32_to_f16(in[i]);
}

static void widen(RcKDType dt, float *out, const void *in, size_t n)
{
  if (dt == RC_KDT_BF16) rc_bf16_to_f32(out, in, n);
  else rc_f16_to_f32(out, in, n);
}

static void narrow(RcKDType dt, void *out, const float *in, size_t n)
{
  if (dt == RC_KDT_BF16) rc_f32_to_bf16(out, in, n);
  else rc_f32_to_f16(out, in, n);
}

enum { BLOCK = 1024 };

/* Correct rounding of the elementwise results. The f32 kernels are within 2
 * f32 ULP of the exact value; a result within NEAR f32 steps (twice that) of
 * a 16-bit rounding boundary (a midpoint between neighbours, or the overflow
 * threshold) may round to the wrong side, so those few are recomputed in
 * double (lowp_exact.c) and rounded once. Boundaries in f32 bits: bf16 ones
 * have low 16 bits 0x8000; f16 ones, above 2^-14, low 13 bits 0x1000, and
 * below it (the f16 subnormals, spacing 2^-24) the bits under 2^-24 equal
 * half of it. */
enum { NEAR = 4 };

static inline bool near_bf16(uint32_t u)
{
  u &= 0x7fffffffu;
  return u <= 0x7f800000u && (uint32_t)((u & 0xffffu) - 0x8000u + NEAR) <= 2 * NEAR;
}

static inline bool near_f16(uint32_t u)
{
  u &= 0x7fffffffu;
  if (u >= 0x47800000u) return false; /* 2^16 and up (inf, NaN): far past 65520 */
  if (u >= 0x38800000u) return (uint32_t)((u & 0x1fffu) - 0x1000u + NEAR) <= 2 * NEAR;
  if (u < 0x33000000u) return u + NEAR >= 0x33000000u; /* below 2^-25, the least boundary */
  unsigned k = 126u - (u >> 23); /* 14..24 bits under 2^-24 (u's exponent is -25..-15) */
  uint32_t s = (u & 0x7fffffu) | 0x800000u, half = 1u << (k - 1);
  return (uint32_t)((s & ((1u << k) - 1)) - half + NEAR) <= 2 * NEAR;
}

static inline uint16_t round_f64(RcKDType dt, double d)
{
  return dt == RC_KDT_BF16 ? rc_num_f64_to_bf16(d) : rc_num_f64_to_f16(d);
}

/* hi + lo rounded once: hi decides unless it lies on a boundary (its two
 * neighbouring doubles round apart), where lo's sign does. */
static uint16_t round_exact(RcKDType dt, double hi, double lo)
{
  if (isnan(hi) || isinf(hi)) return round_f64(dt, hi);
  uint16_t up = round_f64(dt, nextafter(hi, INFINITY)), down = round_f64(dt, nextafter(hi, -INFINITY));
  if (up == down || lo == 0) return round_f64(dt, hi);
  return lo > 0 ? up : down;
}

static void correct(RcExactFn exact, RcKDType dt, uint16_t *out, const uint16_t *in, const float *y, size_t n)
{
  for (size_t i = 0; i < n; i++) {
    uint32_t u = rc_num_f32_bits(y[i]);
    if (!(dt == RC_KDT_BF16 ? near_bf16(u) : near_f16(u))) continue;
    double x = dt == RC_KDT_BF16 ? rc_num_bf16_to_f64(in[i]) : rc_num_f16_to_f64(in[i]), lo;
    double hi = exact(x, &lo);
    out[i] = round_exact(dt, hi, lo);
  }
}

void rc_lowp_elementwise(RcEltFn fn, RcExactFn exact, RcKDType dt, void *out, const void *in, size_t n)
{
  float buf[BLOCK];
  const uint16_t *src = in;
  uint16_t *dst = out;
  for (size_t i = 0; i < n; i += BLOCK) {
    size_t c = n - i < BLOCK ? n - i : BLOCK;
    widen(dt, buf, src + i, c);
    fn(buf, buf, c);
    if (!exact) {
      narrow(dt, dst + i, buf, c);
      continue;
    }
    uint16_t x[BLOCK]; /* the inputs, which an in-place call is about to overwrite */
    memcpy(x, src + i, c * sizeof *x);
    narrow(dt, dst + i, buf, c);
    correct(exact, dt, dst + i, x, buf, c);
  }
}

/* A row (and scale, bias) staged in f32; on allocation failure the output
 * is filled with NaN (these entry points cannot report errors). */
static float *stage(size_t count, float *local, size_t local_n)
{
  return count <= local_n ? local : malloc(count * sizeof(float));
}

static void fill_nan(RcKDType dt, void *out, size_t n)
{
  uint16_t *o = out, q = dt == RC_KDT_BF16 ? RC_NUM_BF16_QNAN : RC_NUM_F16_QNAN;
  for (size_t i = 0; i < n; i++) o[i] = q;
}

void rc_lowp_row(RcRowFn fn, RcKDType dt, void *out, const void *in, size_t rows, size_t cols)
{
  float local[BLOCK];
  float *buf = stage(cols, local, BLOCK);
  if (!buf) { fill_nan(dt, out, rows * cols); return; }
  for (size_t r = 0; r < rows; r++) {
    widen(dt, buf, (const uint16_t *)in + r * cols, cols);
    fn(buf, buf, 1, cols);
    narrow(dt, (uint16_t *)out + r * cols, buf, cols);
  }
  if (buf != local) free(buf);
}

void rc_lowp_norm(RcNormFn fn, RcKDType dt, void *out, const void *in, const void *scale,
                  const void *bias, size_t rows, size_t cols, float eps)
{
  float local[3 * 512];
  float *buf = stage(3 * cols, local, 3 * 512);
  if (!buf) { fill_nan(dt, out, rows * cols); return; }
  float *s = scale ? buf + cols : NULL, *b = bias ? buf + 2 * cols : NULL;
  if (s) widen(dt, s, scale, cols);
  if (b) widen(dt, b, bias, cols);
  for (size_t r = 0; r < rows; r++) {
    widen(dt, buf, (const uint16_t *)in + r * cols, cols);
    fn(buf, buf, s, b, 1, cols, eps);
    narrow(dt, (uint16_t *)out + r * cols, buf, cols);
  }
  if (buf != local) free(buf);
}
