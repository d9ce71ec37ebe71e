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

void rc_lowp_elementwise(RcEltFn fn, RcKDType dt, void *out, const void *in, size_t n)
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
