/* The 16-bit elementwise kernels are correctly rounded: for every bf16 and
 * every f16 input (all 65,536 patterns), every elementwise op of the table
 * and every ISA this CPU runs, the result equals the exact op(x) rounded once
 * to the 16-bit type.
 *
 * The reference is exhaustive but not all MPFR: the op's double reference
 * (the table's ref column, src/fused/ref.c; free of cancellation, relative
 * error below 2^-40: a sample of inputs checks it against MPFR) settles every input whose double result is more than 2^-30
 * (relative) away from a 16-bit rounding boundary, since the exact value
 * lies on the same side; the rest (the ties and near-ties) are computed with
 * MPFR at 200 bits and rounded once (kernels_ref.c). */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fused/fused.h"
#include "kernels_ref.h"
#include "numerics/numerics.h"
#include "recompose/kernels.h"

typedef struct {
  const char *name;
  RcElemType dt;
  int mbits, ebits;
} Fmt;

static const Fmt fmts[2] = {{"bf16", RC_ELEM_BF16, 7, 8}, {"f16", RC_ELEM_F16, 10, 5}};

static float widen(const Fmt *f, uint16_t h)
{
  float x;
  if (f->dt == RC_ELEM_BF16) rc_bf16_to_f32(&x, &h, 1);
  else rc_f16_to_f32(&x, &h, 1);
  return x;
}

/* op(x) in double, free of cancellation: the table's reference (ref column of
 * recompose/fused.def, src/fused/ref.c). */
static double ref64(const char *op, double x)
{
  return rc_fused_lookup(op, strlen(op))->ref.elt(x);
}

/* The rounding boundary (midpoint between neighbours, or the overflow
 * threshold) nearest to the finite d. */
static double nearest_boundary(const Fmt *f, double d)
{
  int emin = 2 - (1 << (f->ebits - 1));
  double a = fabs(d);
  int e = a > 0 ? ilogb(a) : emin;
  if (e < emin) e = emin;
  double q = ldexp(1.0, e - f->mbits); /* the spacing at a */
  return (floor(a / q) + 0.5) * q;
}

/* The bits of a value exactly representable in the format (or +-inf, NaN). */
static uint16_t bits16(const Fmt *f, double v)
{
  float x = (float)v; /* exact */
  uint16_t h;
  if (f->dt == RC_ELEM_BF16) rc_f32_to_bf16(&h, &x, 1);
  else rc_f32_to_f16(&h, &x, 1);
  return h;
}

static bool is_nan16(const Fmt *f, uint16_t h)
{
  uint16_t inf = (uint16_t)(((1u << f->ebits) - 1) << f->mbits);
  return (h & inf) == inf && (h & ((1u << f->mbits) - 1));
}

/* The correctly rounded op(x) for every pattern into want[65536]; returns the
 * number of inputs MPFR settled. */
static size_t reference(const Fmt *f, const char *op, uint16_t *want)
{
  size_t hard = 0;
  for (uint32_t i = 0; i < 65536; i++) {
    float x = widen(f, (uint16_t)i);
    double d = ref64(op, x), r;
    if (!isfinite(d) || fabs(fabs(d) - nearest_boundary(f, d)) > 0x1p-30 * nearest_boundary(f, d)) {
      /* the exact value lies on d's side of every boundary: round d once */
      want[i] = f->dt == RC_ELEM_BF16 ? rc_num_f64_to_bf16(d) : rc_num_f64_to_f16(d);
      continue;
    }
    hard++;
    assert_int_equal(rc_ref_elementwise_round16(op, x, f->mbits, f->ebits, &r), 0);
    want[i] = bits16(f, r);
  }
  return hard;
}

static const char *ops[64];
static size_t n_ops;

static int list_ops(void **state)
{
  (void)state;
  for (size_t i = 0; i < rc_kernel_count() && n_ops < 64; i++) {
    const RcKernel *k = rc_kernel_at(i);
    if (rc_kernel_dtype(k) == RC_ELEM_F32 && rc_kernel_kind(k) == RC_KIND_ELEMENTWISE) ops[n_ops++] = rc_kernel_name(k);
  }
  return n_ops ? 0 : -1;
}

static void exhaustive(const Fmt *f)
{
  uint16_t *in = malloc(65536 * 2), *out = malloc(65536 * 2), *want = malloc(65536 * 2);
  for (uint32_t i = 0; i < 65536; i++) in[i] = (uint16_t)i;
  size_t bad_total = 0, hard_total = 0;
  for (size_t o = 0; o < n_ops; o++) {
    size_t hard = reference(f, ops[o], want);
    const RcKernel *k = rc_kernel_lookup(ops[o], f->dt);
    assert_non_null(k);
    RcKernelConfig c = {.dtype = f->dt, .n = 65536};
    for (int isa = 0; isa < RC_ISA_COUNT; isa++) {
      if (!rc_isa_supported((RcIsa)isa) || !rc_kernel_has_isa(k, (RcIsa)isa)) continue;
      const void *ins[] = {in};
      assert_int_equal(rc_kernel_run(NULL, k, isa, out, ins, &c), RC_OK);
      size_t bad = 0;
      for (uint32_t i = 0; i < 65536; i++) {
        bool ok = is_nan16(f, want[i]) ? is_nan16(f, out[i]) : out[i] == want[i];
        if (!ok && bad++ < 3)
          print_message("%s %s %s: x=%04x (%a) got %04x want %04x\n", f->name, ops[o], rc_isa_name((RcIsa)isa), i,
                        (double)widen(f, (uint16_t)i), out[i], want[i]);
      }
      if (bad) print_message("%s %s %s: %zu of 65536 not correctly rounded\n", f->name, ops[o],
                             rc_isa_name((RcIsa)isa), bad);
      if ((RcIsa)isa == rc_isa_best()) bad_total += bad;
    }
    /* in place (the correction reads the inputs the narrowing overwrites) */
    memcpy(out, in, 65536 * 2);
    const void *self[] = {out};
    assert_int_equal(rc_kernel_run(NULL, k, -1, out, self, &c), RC_OK);
    for (uint32_t i = 0; i < 65536; i++)
      if (is_nan16(f, want[i]) ? !is_nan16(f, out[i]) : out[i] != want[i])
        fail_msg("%s %s in place: x=%04x got %04x want %04x", f->name, ops[o], i, out[i], want[i]);
    hard_total += hard;
  }
  print_message("%s: %zu of %zu reference values needed MPFR\n", f->name, hard_total, n_ops * 65536);
  print_message("%s: %zu results not correctly rounded (best ISA)\n", f->name, bad_total);
  free(in); free(out); free(want);
  assert_int_equal(bad_total, 0);
}

static void test_bf16(void **state) { (void)state; exhaustive(&fmts[0]); }
static void test_f16(void **state) { (void)state; exhaustive(&fmts[1]); }

/* The table's double references against MPFR on a sample of 16-bit inputs:
 * every elementwise op has an MPFR reference (kernels_ref.c), and each double
 * reference's relative error stays below 2^-40, far inside the 2^-30 margin. */
static void test_ref64(void **state)
{
  (void)state;
  size_t bad = 0;
  for (size_t o = 0; o < n_ops; o++) {
    double m, worst = 0;
    if (rc_ref_elementwise(ops[o], 1.0f, &m) != 0) {
      print_message("%s: no MPFR reference in tests/unit/kernels_ref.c\n", ops[o]);
      bad++;
      continue;
    }
    for (int k = 0; k < 2; k++)
      for (uint32_t i = (uint32_t)o; i < 65536; i += 61) {
        float x = widen(&fmts[k], (uint16_t)i);
        double d = ref64(ops[o], x);
        assert_int_equal(rc_ref_elementwise(ops[o], x, &m), 0);
        if (isnan(m) || isnan(d)) {
          if (!(isnan(m) && isnan(d)) && bad++ < 10)
            print_message("%s: x=%a: ref %a, MPFR %a\n", ops[o], (double)x, d, m);
          continue;
        }
        if (isinf(m) || m == 0 || fabs(m) < 0x1p-1000) {
          if (!(d == m || fabs(d - m) < 0x1p-1000) && bad++ < 10)
            print_message("%s: x=%a: ref %a, MPFR %a\n", ops[o], (double)x, d, m);
          continue;
        }
        double rel = fabs(d - m) / fabs(m);
        if (rel > worst) worst = rel;
      }
    print_message("%s: ref worst relative error %.3g (2^%.1f)\n", ops[o], worst, log2(worst));
    if (worst >= 0x1p-40) {
      print_message("%s: its ref (src/fused/ref.c) is not within 2^-40 of MPFR\n", ops[o]);
      bad++;
    }
  }
  assert_int_equal(bad, 0);
}

/* The block conversions (src/kernels/lowp.c: branch-free, in chunks of 16) give
 * numerics.h's scalar bits: every 16-bit pattern widened, and narrowing of every
 * f32 pattern on a stride through all 2^32 plus each 16-bit value's neighbourhood
 * (its exact value, the midpoints above it and one f32 unit either side), in
 * blocks of odd lengths so the chunked loops' tails run too. */
static void test_conversions(void **state)
{
  (void)state;
  enum { N = 1 << 16 };
  uint16_t *h = malloc(N * 2), *got = malloc(8 * N * 2);
  float *f = malloc(8 * N * 4);
  for (uint32_t i = 0; i < N; i++) h[i] = (uint16_t)i;
  rc_bf16_to_f32(f, h, N);
  for (uint32_t i = 0; i < N; i++)
    if (rc_num_f32_bits(f[i]) != rc_num_f32_bits(rc_num_bf16_to_f32(h[i]))) fail_msg("bf16 widen %04x", i);
  rc_f16_to_f32(f, h, N);
  for (uint32_t i = 0; i < N; i++)
    if (rc_num_f32_bits(f[i]) != rc_num_f32_bits(rc_num_f16_to_f32(h[i]))) fail_msg("f16 widen %04x", i);
  size_t bad = 0;
  for (int round = 0; round < 2; round++) {
    size_t m = 0;
    if (round == 0)
      for (uint64_t b = 0; b < (1ull << 32) && m < 8 * N; b += 8209) f[m++] = rc_num_bits_f32((uint32_t)b);
    else
      for (uint32_t i = 0; i < N; i++) {
        uint32_t b16 = i << 16, b13 = rc_num_f32_bits(rc_num_f16_to_f32((uint16_t)i));
        uint32_t b[8] = {b16, b16 | 0x8000u, (b16 | 0x8000u) - 1, (b16 | 0x8000u) + 1,
                         b13, b13 + 0x1000u, b13 + 0xfffu, b13 + 0x1001u};
        for (int k = 0; k < 8 && m < 8 * N; k++) f[m++] = rc_num_bits_f32(b[k]);
      }
    for (size_t at = 0, len = 1; at < m; at += len, len = len * 3 % 1021 + 1) {
      size_t c = m - at < len ? m - at : len;
      rc_f32_to_bf16(got + at, f + at, c);
      for (size_t j = at; j < at + c; j++)
        if (got[j] != rc_num_f32_to_bf16(f[j]) && bad++ < 5) print_message("bf16 narrow %08x\n", rc_num_f32_bits(f[j]));
      rc_f32_to_f16(got + at, f + at, c);
      for (size_t j = at; j < at + c; j++)
        if (got[j] != rc_num_f32_to_f16(f[j]) && bad++ < 5) print_message("f16 narrow %08x\n", rc_num_f32_bits(f[j]));
    }
  }
  free(h); free(got); free(f);
  assert_int_equal(bad, 0);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_conversions),
    cmocka_unit_test(test_ref64),
    cmocka_unit_test(test_bf16),
    cmocka_unit_test(test_f16),
  };
  return cmocka_run_group_tests(tests, list_ops, NULL);
}
