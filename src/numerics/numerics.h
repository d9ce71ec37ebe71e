/* Scalar numerics: the one definition of how recompose converts between f64,
 * f32, bf16 and f16 (a constant's elements read as doubles included) and of
 * what each elementwise float op computes on one value. Readers, the canonicalizer's folding, the executor and the kernels'
 * 16-bit paths all call these, so they agree bit for bit.
 *
 * Rules:
 * - Narrowing rounds once, from the exact value, to nearest with ties to even;
 *   a value beyond the largest finite one by half an ulp or more becomes inf.
 * - A NaN keeps its sign and becomes the type's canonical quiet NaN when
 *   narrowed (0x7fc0 / 0x7e00 with the sign bit), as ml_dtypes does.
 * - Widening (bf16/f16 -> f32 -> f64) is exact and keeps every bit, NaN
 *   payloads included.
 * The 16-bit <-> f32 conversions are inline (the kernels' staging loops run
 * them per element); f64 -> 16 bit is out of line. */
#ifndef RC_NUMERICS_H
#define RC_NUMERICS_H

#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#define RC_NUM_BF16_QNAN 0x7fc0u
#define RC_NUM_F16_QNAN 0x7e00u

static inline float rc_num_bits_f32(uint32_t u) {
  float f;
  memcpy(&f, &u, 4);
  return f;
}

static inline uint32_t rc_num_f32_bits(float f) {
  uint32_t u;
  memcpy(&u, &f, 4);
  return u;
}

static inline float rc_num_bf16_to_f32(uint16_t h) { return rc_num_bits_f32((uint32_t)h << 16); }

static inline float rc_num_f16_to_f32(uint16_t h) {
  uint32_t sign = (uint32_t)(h & 0x8000u) << 16, e = (h >> 10) & 0x1fu, m = h & 0x3ffu;
  if (e == 0x1f) return rc_num_bits_f32(sign | 0x7f800000u | (m << 13));
  if (e != 0) return rc_num_bits_f32(sign | ((e + 112u) << 23) | (m << 13));
  float f = (float)m * 0x1p-24f; /* zero and subnormals: m < 2^10, exact */
  return sign ? -f : f;
}

static inline uint16_t rc_num_f32_to_bf16(float f) {
  uint32_t x = rc_num_f32_bits(f);
  if ((x & 0x7fffffffu) > 0x7f800000u) return (uint16_t)(((x >> 16) & 0x8000u) | RC_NUM_BF16_QNAN);
  x += 0x7fffu + ((x >> 16) & 1u); /* carries into the exponent (and to inf) as rounding should */
  return (uint16_t)(x >> 16);
}

static inline uint16_t rc_num_f32_to_f16(float f) {
  uint32_t x = rc_num_f32_bits(f), sign = (x >> 16) & 0x8000u;
  x &= 0x7fffffffu;
  if (x > 0x7f800000u) return (uint16_t)(sign | RC_NUM_F16_QNAN);
  if (x >= 0x477ff000u) return (uint16_t)(sign | 0x7c00u); /* >= 65520 (and inf) rounds to inf */
  if (x < 0x38800000u) {
    /* below 2^-14: f16 subnormal; 0.5 + v rounds v to a multiple of 2^-24 (one rounding,
     * ties to even), and the low bits of the sum are that multiple */
    float t = rc_num_bits_f32(x) + 0.5f;
    return (uint16_t)(sign | (rc_num_f32_bits(t) - 0x3f000000u));
  }
  x += 0xc8000fffu + ((x >> 13) & 1u); /* rebias 127 -> 15, round to nearest even */
  return (uint16_t)(sign | (x >> 13));
}

uint16_t rc_num_f64_to_bf16(double d);
uint16_t rc_num_f64_to_f16(double d);
static inline double rc_num_bf16_to_f64(uint16_t h) { return rc_num_bf16_to_f32(h); }
static inline double rc_num_f16_to_f64(uint16_t h) { return rc_num_f16_to_f32(h); }

/* The scalar semantics of the float elementwise ops that have a rule of their
 * own (XLA's): sign keeps a zero's sign and NaN; maximum/minimum return NaN if
 * either operand is NaN (the first NaN) and order -0 below +0. Inline: the
 * executor's loops call them per element. The f32 forms are the same rule. */
static inline double rc_num_sign(double x) { return x != x || x == 0 ? x : x > 0 ? 1.0 : -1.0; }
static inline double rc_num_max(double a, double b) {
  return a != a ? a : b != b ? b : (a > b || (a == b && !__builtin_signbit(a))) ? a : b;
}
static inline double rc_num_min(double a, double b) {
  return a != a ? a : b != b ? b : (a < b || (a == b && __builtin_signbit(a))) ? a : b;
}
static inline float rc_num_maxf(float a, float b) {
  return a != a ? a : b != b ? b : (a > b || (a == b && !__builtin_signbit(a))) ? a : b;
}
static inline float rc_num_minf(float a, float b) {
  return a != a ? a : b != b ? b : (a < b || (a == b && __builtin_signbit(a))) ? a : b;
}

/* A constant's elements as doubles (literal.c; RcLiteral and RcValue are src/ir's). */
struct RcLiteral;
/* Reads element i of a literal as a double (float/int/pred dtypes); false if not representable. */
bool rc_literal_get_f64(const struct RcLiteral *lit, int64_t i, double *out);
/* The single value of a splat (or 1-element) float/int literal; a non-splat literal whose
 * elements are all equal counts too. */
bool rc_literal_splat_f64(const struct RcLiteral *lit, double *out);
struct RcValue;
/* The literal of a value that is a splat (or one-element) constant or a broadcast of one, its
 * one value in *out; NULL for any other value (an array of equal elements included). */
const struct RcLiteral *rc_value_splat_f64(const struct RcValue *v, double *out);

#endif
