/* bf16 and f16 support: exact widening to f32, round-to-nearest-even
 * narrowing, and wrappers that run an f32 kernel (of any ISA) on staged
 * blocks. The conversions are plain integer C, so every ISA narrows
 * identically. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "kernels/internal.h"

static inline float bits_f(uint32_t u) { float f; memcpy(&f, &u, 4); return f; }
static inline uint32_t f_bits(float f) { uint32_t u; memcpy(&u, &f, 4); return u; }

static inline uint16_t f32_to_bf16_1(float f)
{
  uint32_t x = f_bits(f);
  if ((x & 0x7fffffffu) > 0x7f800000u) return (uint16_t)((x >> 16) | 0x40u); /* quiet NaN */
  x += 0x7fffu + ((x >> 16) & 1u);
  return (uint16_t)(x >> 16);
}

static inline float f16_to_f32_1(uint16_t h)
{
  uint32_t sign = (uint32_t)(h & 0x8000u) << 16, e = (h >> 10) & 0x1fu, m = h & 0x3ffu;
  if (e == 0x1f) return bits_f(sign | 0x7f800000u | (m << 13));
  if (e != 0) return bits_f(sign | ((e + 112u) << 23) | (m << 13));
  return sign ? -((float)m * 0x1p-24f) : (float)m * 0x1p-24f; /* zero, subnormal: exact */
}

static inline uint16_t f32_to_f16_1(float f)
{
  uint32_t x = f_bits(f), sign = (x >> 16) & 0x8000u;
  x &= 0x7fffffffu;
  if (x >= 0x7f800000u) /* inf or NaN (quieted, payload truncated) */
    return (uint16_t)(sign | (x > 0x7f800000u ? 0x7e00u | ((x >> 13) & 0x3ffu) : 0x7c00u));
  if (x >= 0x477ff000u) return (uint16_t)(sign | 0x7c00u); /* >= 65520 rounds to inf */
  if (x < 0x38800000u) { /* below 2^-14: subnormal; 0.5 + v rounds v to a multiple of 2^-24 */
    float t = bits_f(x) + 0.5f;
    return (uint16_t)(sign | (f_bits(t) - 0x3f000000u));
  }
  x += 0xc8000fffu + ((x >> 13) & 1u); /* rebias 127 -> 15, round to nearest even */
  return (uint16_t)(sign | (x >> 13));
}

void rc_bf16_to_f32(float *out, const uint16_t *in, size_t n)
{
  for (size_t i = 0; i < n; i++) out[i] = bits_f((uint32_t)in[i] << 16);
}

void rc_f32_to_bf16(uint16_t *out, const float *in, size_t n)
{
  for (size_t i = 0; i < n; i++) out[i] = f32_to_bf16_1(in[i]);
}

void rc_f16_to_f32(float *out, const uint16_t *in, size_t n)
{
  for (size_t i = 0; i < n; i++) out[i] = f16_to_f32_1(in[i]);
}

void rc_f32_to_f16(uint16_t *out, const float *in, size_t n)
{
  for (size_t i = 0; i < n; i++) out[i] = f32_to_f16_1(in[i]);
}

static void widen(RcElemType dt, float *out, const void *in, size_t n)
{
  if (dt == RC_ELEM_BF16) rc_bf16_to_f32(out, in, n);
  else rc_f16_to_f32(out, in, n);
}

static void narrow(RcElemType dt, void *out, const float *in, size_t n)
{
  if (dt == RC_ELEM_BF16) rc_f32_to_bf16(out, in, n);
  else rc_f32_to_f16(out, in, n);
}

enum { BLOCK = 1024 };

void rc_lowp_elementwise(RcEltFn fn, RcElemType dt, void *out, const void *in, size_t n)
{
  float buf[BLOCK];
  const uint16_t *src = in;
  uint16_t *dst = out;
  for (size_t i = 0; i < n; i += BLOCK) {
    size_t c = n - i < BLOCK ? n - i : BLOCK;
    widen(dt, buf, src + i, c);
    fn(buf, buf, c);
    narrow(dt, dst + i, buf, c);
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
  uint16_t *o = out, q = dt == RC_ELEM_BF16 ? 0x7fc0u : 0x7e00u;
  for (size_t i = 0; i < n; i++) o[i] = q;
}

void rc_lowp_row(RcRowFn fn, RcElemType dt, void *out, const void *in, size_t rows, size_t cols)
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

void rc_lowp_norm(RcNormFn fn, RcElemType dt, void *out, const void *in, const void *scale,
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
