/* The kernel tests' random numbers: a xorshift64 state seeded from a name (FNV-1a), so
 * each test (and op) draws its own reproducible sequence (or from a number: seed_n). One
 * copy per test program. */
#ifndef RC_TEST_RNG_H
#define RC_TEST_RNG_H

#include <stdint.h>
#include <stdlib.h>

static uint64_t rng;

/* Seed from the bytes of s (never 0: xorshift would stay there). */
static inline void seed(const char *s)
{
  uint64_t h = 0xcbf29ce484222325ull;
  for (; *s; s++) h = (h ^ (unsigned char)*s) * 0x100000001b3ull;
  rng = h ? h : 1;
}

/* Seed from a number (tests that draw per op, width and repetition). */
static inline void seed_n(uint64_t s) { rng = s * 0x9e3779b97f4a7c15ull + 1; }

static inline uint32_t rnd32(void)
{
  rng ^= rng << 13;
  rng ^= rng >> 7;
  rng ^= rng << 17;
  return (uint32_t)(rng >> 16);
}

/* n scaled by $RC_TEST_SCALE (unset: n): the long runs that the bounds quote. */
static inline size_t scale_n(size_t n)
{
  const char *s = getenv("RC_TEST_SCALE");
  return s ? n * (size_t)atoi(s) : n;
}

/* The sweep thinning $RC_TEST_THIN (unset: 1): the sanitizer builds set it, so their kernel
 * sweeps take every THIN-th point. They look for memory errors and undefined behaviour on
 * every path (op, ISA, dtype, special value), while the values over the full sweep are the
 * debugoptimized build's to check. */
static inline size_t test_thin(void)
{
  const char *s = getenv("RC_TEST_THIN");
  int t = s ? atoi(s) : 1;
  return t > 1 ? (size_t)t : 1;
}

#endif
