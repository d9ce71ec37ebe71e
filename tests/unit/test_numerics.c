/* Tests pinning the rules of src/numerics: every bf16 and f16 value widened
 * and narrowed back (through f32 and through f64), rounding at every rounding
 * boundary of both types (the midpoint between each pair of neighbours and
 * the doubles beside it), one rounding from f64 (no detour through f32), the
 * inline f32 narrowing against the f64 one over a sweep of f32 bit patterns,
 * the NaN rule (sign kept, canonical quiet NaN on narrowing, payload kept on
 * widening), sign(+-0) and maximum/minimum with NaN and signed zeros. The
 * expected values come from the formats' definitions (value = m 2^e), not
 * from the module. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <float.h>
#include <math.h>
#include <string.h>

#include "numerics/numerics.h"
#include "numerics/ops.h"

typedef struct {
  const char *name;
  int mbits, ebits;
  uint16_t qnan;
  uint16_t (*from_f64)(double);
  uint16_t (*from_f32)(float);
  float (*to_f32)(uint16_t);
} Fmt;

static uint16_t bf16_from_f32(float f) { return rc_num_f32_to_bf16(f); }
static uint16_t f16_from_f32(float f) { return rc_num_f32_to_f16(f); }
static float bf16_to_f32(uint16_t h) { return rc_num_bf16_to_f32(h); }
static float f16_to_f32(uint16_t h) { return rc_num_f16_to_f32(h); }

static const Fmt fmts[2] = {
  {"bf16", 7, 8, 0x7fc0, rc_num_f64_to_bf16, bf16_from_f32, bf16_to_f32},
  {"f16", 10, 5, 0x7e00, rc_num_f64_to_f16, f16_from_f32, f16_to_f32},
};

/* The value of a finite 16-bit pattern by the format's definition. */
static double value_of(const Fmt *f, uint16_t h) {
  int bias = (1 << (f->ebits - 1)) - 1;
  unsigned e = (h >> f->mbits) & ((1u << f->ebits) - 1), m = h & ((1u << f->mbits) - 1);
  double v = e ? ldexp((double)(m | 1u << f->mbits), (int)e - bias - f->mbits) : ldexp((double)m, 1 - bias - f->mbits);
  return (h >> 15) ? -v : v;
}

static bool is_nan16(const Fmt *f, uint16_t h) {
  uint16_t inf = (uint16_t)(((1u << f->ebits) - 1) << f->mbits);
  return (h & inf) == inf && (h & ((1u << f->mbits) - 1));
}

/* Every pattern widens to its defined value (NaN: same sign, payload shifted
 * into place) and narrows back to itself (NaN: the canonical quiet NaN). */
static void test_all_values_both_ways(void **state) {
  (void)state;
  for (int k = 0; k < 2; k++) {
    const Fmt *f = &fmts[k];
    for (uint32_t i = 0; i < 65536; i++) {
      uint16_t h = (uint16_t)i, sign = h & 0x8000;
      float w = f->to_f32(h);
      double wd = k ? rc_num_f16_to_f64(h) : rc_num_bf16_to_f64(h);
      if (is_nan16(f, h)) {
        uint32_t want = (uint32_t)sign << 16 | 0x7f800000u | (uint32_t)(h & ((1u << f->mbits) - 1)) << (23 - f->mbits);
        assert_int_equal(rc_num_f32_bits(w), want);
        assert_int_equal(f->from_f32(w), sign | f->qnan);
        assert_int_equal(f->from_f64(wd), sign | f->qnan);
        continue;
      }
      uint16_t inf = (uint16_t)(((1u << f->ebits) - 1) << f->mbits);
      double v = (h & 0x7fff) == inf ? ((h >> 15) ? -INFINITY : INFINITY) : value_of(f, h);
      if ((double)w != v || !signbit(w) != !signbit(v) || wd != v || !signbit(wd) != !signbit(v))
        fail_msg("%s %04x widens to %a / %a, want %a", f->name, h, (double)w, wd, v);
      if (f->from_f32(w) != h || f->from_f64(wd) != h)
        fail_msg("%s %04x narrows back to %04x / %04x", f->name, h, f->from_f32(w), f->from_f64(wd));
    }
  }
}

/* Around the midpoint of every pair of neighbouring finite values (and the
 * overflow threshold above the largest): the midpoint goes to the even one,
 * the doubles (and floats) just beside it to the nearer one. */
static void test_every_rounding_boundary(void **state) {
  (void)state;
  for (int k = 0; k < 2; k++) {
    const Fmt *f = &fmts[k];
    uint16_t inf = (uint16_t)(((1u << f->ebits) - 1) << f->mbits);
    for (uint16_t lo = 0; lo < inf; lo++) {
      uint16_t hi = (uint16_t)(lo + 1);
      double a = value_of(f, lo);
      /* above the largest finite value, the next step would be 2^(emax+1) */
      double b = hi == inf ? 2 * a - value_of(f, (uint16_t)(lo - 1)) : value_of(f, hi);
      double mid = (a + b) / 2; /* exact: both have few bits */
      uint16_t even = (lo & 1) ? hi : lo;
      for (int s = 0; s < 2; s++) {
        uint16_t sg = s ? 0x8000 : 0;
        double m = s ? -mid : mid;
        double below = nextafter(m, s ? -a : a), above = nextafter(m, s ? -INFINITY : INFINITY);
        float mf = (float)m; /* exact: at most 12 significant bits, inside f32's range */
        float belowf = nextafterf(mf, s ? (float)-a : (float)a), abovef = nextafterf(mf, s ? -INFINITY : INFINITY);
        uint16_t got[6] = {f->from_f64(m), f->from_f64(below), f->from_f64(above),
                           f->from_f32(mf), f->from_f32(belowf), f->from_f32(abovef)};
        uint16_t want[6] = {sg | even, sg | lo, sg | hi, sg | even, sg | lo, sg | hi};
        for (int j = 0; j < 6; j++)
          if (got[j] != want[j])
            fail_msg("%s between %04x and %04x, case %d: %04x, want %04x", f->name, sg | lo, sg | hi, j, got[j],
                     want[j]);
      }
    }
    /* infinities, zeros, the tiniest doubles */
    assert_int_equal(f->from_f64(INFINITY), inf);
    assert_int_equal(f->from_f64(-INFINITY), 0x8000 | inf);
    assert_int_equal(f->from_f64(-0.0), 0x8000);
    assert_int_equal(f->from_f64(0x1p-1074), 0);
    assert_int_equal(f->from_f64(-0x1p-1074), 0x8000);
    assert_int_equal(f->from_f64(DBL_MAX), inf);
    assert_int_equal(f->from_f32(FLT_MAX), inf);
    assert_int_equal(f->from_f32(0x1p-149f), 0);
  }
}

/* f64 -> bf16 rounds once: a double just above a bf16 midpoint that f32
 * would round onto the midpoint still rounds up. */
static void test_no_double_rounding(void **state) {
  (void)state;
  double d = 1.0 + 0x1p-8 + 0x1p-40; /* f32 rounds it to 1 + 2^-8, a tie that bf16 sends to 1 */
  assert_int_equal(rc_num_f32_to_bf16((float)d), 0x3f80);
  assert_int_equal(rc_num_f64_to_bf16(d), 0x3f81);
  double e = 1.0 + 0x1p-11 + 0x1p-40; /* the same for f16 */
  assert_int_equal(rc_num_f32_to_f16((float)e), 0x3c00);
  assert_int_equal(rc_num_f64_to_f16(e), 0x3c01);
}

/* The inline f32 narrowing equals the f64 one (f32 -> f64 is exact) on a
 * sweep of f32 patterns: a prime stride through all 2^32 plus every pattern
 * whose low 16 bits are near a bf16 or f16 rounding boundary. */
static void test_f32_matches_f64(void **state) {
  (void)state;
  for (uint64_t u = 0; u < 0x100000000ull; u += 1021) {
    float x = rc_num_bits_f32((uint32_t)u);
    double d = x;
    if (rc_num_f32_to_bf16(x) != rc_num_f64_to_bf16(d) || rc_num_f32_to_f16(x) != rc_num_f64_to_f16(d))
      fail_msg("%08x: bf16 %04x/%04x f16 %04x/%04x", (unsigned)u, rc_num_f32_to_bf16(x), rc_num_f64_to_bf16(d),
               rc_num_f32_to_f16(x), rc_num_f64_to_f16(d));
  }
  for (uint32_t top = 0; top < 0x10000; top += 3)
    for (int32_t low = -2; low <= 2; low++) {
      uint32_t u16 = top << 16 | (uint32_t)(0x8000 + low); /* near a bf16 midpoint */
      uint32_t u13 = top << 16 | (uint32_t)(((top & 7) << 13) + 0x1000 + low); /* near an f16 one */
      float a = rc_num_bits_f32(u16), b = rc_num_bits_f32(u13);
      assert_int_equal(rc_num_f32_to_bf16(a), rc_num_f64_to_bf16(a));
      assert_int_equal(rc_num_f32_to_f16(a), rc_num_f64_to_f16(a));
      assert_int_equal(rc_num_f32_to_bf16(b), rc_num_f64_to_bf16(b));
      assert_int_equal(rc_num_f32_to_f16(b), rc_num_f64_to_f16(b));
    }
}

/* NaN: narrowing keeps the sign and gives the canonical quiet NaN whatever the
 * payload (signalling NaNs too, never inf); widening keeps the payload. */
static void test_nan_rule(void **state) {
  (void)state;
  static const uint32_t nans32[] = {0x7fc00000u, 0x7f800001u, 0x7fa12345u, 0x7fffffffu, 0x7f810000u};
  for (size_t i = 0; i < sizeof nans32 / sizeof nans32[0]; i++)
    for (int s = 0; s < 2; s++) {
      uint32_t u = nans32[i] | (s ? 0x80000000u : 0);
      uint16_t sg = s ? 0x8000 : 0;
      float x = rc_num_bits_f32(u);
      assert_int_equal(rc_num_f32_to_bf16(x), sg | 0x7fc0);
      assert_int_equal(rc_num_f32_to_f16(x), sg | 0x7e00);
      assert_int_equal(rc_num_f64_to_bf16((double)x), sg | 0x7fc0);
      assert_int_equal(rc_num_f64_to_f16((double)x), sg | 0x7e00);
    }
  double sn;
  uint64_t snb = 0xfff0000000000001ull; /* a negative signalling f64 NaN */
  memcpy(&sn, &snb, 8);
  assert_int_equal(rc_num_f64_to_bf16(sn), 0xffc0);
  assert_int_equal(rc_num_f64_to_f16(sn), 0xfe00);
  assert_int_equal(rc_num_f32_bits(rc_num_bf16_to_f32(0xff81)), 0xff810000u);
  assert_int_equal(rc_num_f32_bits(rc_num_f16_to_f32(0x7c01)), 0x7f802000u);
  assert_int_equal(rc_num_f32_bits(rc_num_f16_to_f32(0xfd55)), 0xffaaa000u);
}

static void test_sign_max_min(void **state) {
  (void)state;
  double r;
  assert_true(rc_num_unary(RC_OP_SIGN, -0.0, &r) && r == 0 && signbit(r));
  assert_true(rc_num_unary(RC_OP_SIGN, 0.0, &r) && r == 0 && !signbit(r));
  assert_true(rc_num_unary(RC_OP_SIGN, -3.5, &r) && r == -1);
  assert_true(rc_num_unary(RC_OP_SIGN, 0x1p-1074, &r) && r == 1);
  assert_true(rc_num_unary(RC_OP_SIGN, -INFINITY, &r) && r == -1);
  assert_true(rc_num_unary(RC_OP_SIGN, -NAN, &r) && isnan(r) && signbit(r));
  double qn = NAN, nn = -NAN;
  /* maximum/minimum: NaN wins from either side, the first NaN when both are */
  assert_true(rc_num_binary(RC_OP_MAXIMUM, qn, 1.0, &r) && isnan(r));
  assert_true(rc_num_binary(RC_OP_MAXIMUM, 1.0, qn, &r) && isnan(r));
  assert_true(rc_num_binary(RC_OP_MINIMUM, -INFINITY, nn, &r) && isnan(r) && signbit(r));
  assert_true(rc_num_binary(RC_OP_MINIMUM, nn, qn, &r) && isnan(r) && signbit(r));
  assert_true(rc_num_binary(RC_OP_MAXIMUM, qn, nn, &r) && isnan(r) && !signbit(r));
  /* signed zeros: -0 < +0 in both orders */
  assert_true(rc_num_binary(RC_OP_MAXIMUM, -0.0, 0.0, &r) && r == 0 && !signbit(r));
  assert_true(rc_num_binary(RC_OP_MAXIMUM, 0.0, -0.0, &r) && r == 0 && !signbit(r));
  assert_true(rc_num_binary(RC_OP_MINIMUM, 0.0, -0.0, &r) && r == 0 && signbit(r));
  assert_true(rc_num_binary(RC_OP_MINIMUM, -0.0, 0.0, &r) && r == 0 && signbit(r));
  assert_true(rc_num_binary(RC_OP_MAXIMUM, -2.0, 3.0, &r) && r == 3);
  assert_true(rc_num_binary(RC_OP_MINIMUM, -2.0, 3.0, &r) && r == -2);
  /* the f32 forms follow the same rule */
  assert_true(isnan(rc_num_maxf(1.0f, NAN)) && isnan(rc_num_minf(NAN, 1.0f)));
  assert_true(signbit(rc_num_minf(0.0f, -0.0f)) && !signbit(rc_num_maxf(-0.0f, 0.0f)));
  /* not float elementwise ops */
  assert_false(rc_num_unary(RC_OP_ADD, 1.0, &r));
  assert_false(rc_num_binary(RC_OP_NEGATE, 1.0, 2.0, &r));
}

int main(void) {
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_all_values_both_ways), cmocka_unit_test(test_every_rounding_boundary),
    cmocka_unit_test(test_no_double_rounding),   cmocka_unit_test(test_f32_matches_f64),
    cmocka_unit_test(test_nan_rule),             cmocka_unit_test(test_sign_max_min),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
