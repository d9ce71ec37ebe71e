/* The kernel tests' random numbers: a xorshift64 state seeded from a name (FNV-1a), so
 * each test (and op) draws its own reproducible sequence. One copy per test program. */
#ifndef RC_TEST_RNG_H
#define RC_TEST_RNG_H

#include <stdint.h>

static uint64_t rng;

/* Seed from the bytes of s (never 0: xorshift would stay there). */
static inline void seed(const char *s)
{
  uint64_t h = 0xcbf29ce484222325ull;
  for (; *s; s++) h = (h ^ (unsigned char)*s) * 0x100000001b3ull;
  rng = h ? h : 1;
}

static inline uint32_t rnd32(void)
{
  rng ^= rng << 13;
  rng ^= rng >> 7;
  rng ^= rng << 17;
  return (uint32_t)(rng >> 16);
}

#endif
