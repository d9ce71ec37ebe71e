/* f64 -> bf16/f16 rounding (numerics.h). */
#include "numerics/numerics.h"

#include <math.h>

/* Rounds d once to a binary format with `mbits` stored mantissa bits and
 * `ebits` exponent bits (IEEE layout, subnormals, inf), ties to even, working
 * on d's bits so no rounding mode or compiler half type is involved. */
static uint16_t f64_to_small(double d, int mbits, int ebits) {
  uint64_t u;
  memcpy(&u, &d, 8);
  uint32_t sign = (uint32_t)(u >> 63) << (mbits + ebits);
  uint32_t inf = ((1u << ebits) - 1) << mbits;
  uint64_t a = u & 0x7fffffffffffffffull;
  if (a > 0x7ff0000000000000ull) return (uint16_t)(sign | inf | (1u << (mbits - 1)));
  if (a == 0x7ff0000000000000ull) return (uint16_t)(sign | inf);
  int bias = (1 << (ebits - 1)) - 1;
  int e = (int)(a >> 52) - 1023;
  if (e == -1023) return (uint16_t)sign; /* zero or f64 subnormal: far below half the least subnormal */
  uint64_t m = (a & 0xfffffffffffffull) | 1ull << 52; /* d = m 2^(e-52) */
  /* drop `shift` bits: 52 - mbits for a normal result, more below the least normal exponent */
  int shift = 52 - mbits + (e < 1 - bias ? 1 - bias - e : 0);
  if (shift > 53) return (uint16_t)sign; /* below half the least subnormal */
  uint64_t q = m >> shift, rem = m & ((1ull << shift) - 1), half = 1ull << (shift - 1);
  if (rem > half || (rem == half && (q & 1))) q++;
  uint32_t bits;
  if (e < 1 - bias)
    bits = (uint32_t)q; /* q == 2^mbits is the least normal's pattern */
  else
    bits = ((uint32_t)(e + bias - 1) << mbits) + (uint32_t)q; /* q's leading bit bumps the exponent */
  if (bits >= inf) bits = inf;
  return (uint16_t)(sign | bits);
}

uint16_t rc_num_f64_to_bf16(double d) { return f64_to_small(d, 7, 8); }
uint16_t rc_num_f64_to_f16(double d) { return f64_to_small(d, 10, 5); }
