/* Tests of the assignment search for runtime scalars (src/recog/scalars.c): the values found
 * for torch_xla's GELUs (f32 and bf16 scalars: the candidates as stored in the scalar's
 * dtype), near misses no assignment makes a table op, and the bounds on the number of
 * scalars. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <math.h>

#include "numerics/encode.h"
#include "recog/recog.h"

/* gelu_new with its scalars (sqrt(2/pi), 0.044715, 0.5) as s[0..3), x^p for the cube */
typedef struct {
  int power;
  RcDType dt;
} TanhForm;

static bool gelu_new(void *user, const double *s, const double *xs, uint32_t np, double *out) {
  const TanhForm *f = user;
  for (uint32_t i = 0; i < np; i++) {
    double x = xs[i];
    out[i] = s[2] * x * (1 + tanh(s[0] * (x + s[1] * pow(x, f->power))));
  }
  return true;
}

/* BERT-erfc's GELU: s[0] x erfc(-x / s[1]) */
static bool gelu_erfc(void *user, const double *s, const double *xs, uint32_t np, double *out) {
  (void)user;
  for (uint32_t i = 0; i < np; i++) out[i] = s[0] * xs[i] * erfc(-xs[i] / s[1]);
  return true;
}

static void finds_gelu_tanh(void **state) {
  (void)state;
  TanhForm f = {3, RC_DT_F32};
  RcDType dts[3] = {RC_DT_F32, RC_DT_F32, RC_DT_F32};
  RcRecogScalarHit h;
  assert_true(rc_recog_scalars_search(3, dts, RC_DT_F32, gelu_new, &f, &h));
  assert_string_equal(h.op->name, "gelu_tanh");
  assert_true(h.s[0] == rc_num_in_dtype(RC_DT_F32, sqrt(2 / M_PI)));
  assert_true(h.s[1] == rc_num_in_dtype(RC_DT_F32, 0.044715));
  assert_true(h.s[2] == 0.5);
  /* bf16 scalars: their bf16 roundings, read within bf16's tolerance */
  RcDType b[3] = {RC_DT_BF16, RC_DT_BF16, RC_DT_BF16};
  assert_true(rc_recog_scalars_search(3, b, RC_DT_BF16, gelu_new, &f, &h));
  assert_string_equal(h.op->name, "gelu_tanh");
  assert_true(h.s[1] == rc_num_in_dtype(RC_DT_BF16, 0.044715));
  for (int i = 0; i < 3; i++) assert_true(h.s[i] == rc_num_in_dtype(RC_DT_BF16, h.s[i]));
}

static void finds_gelu_erfc(void **state) {
  (void)state;
  RcDType dts[2] = {RC_DT_F32, RC_DT_F32};
  RcRecogScalarHit h;
  assert_true(rc_recog_scalars_search(2, dts, RC_DT_F32, gelu_erfc, NULL, &h));
  assert_string_equal(h.op->name, "gelu_erf");
  assert_true(h.s[0] == 0.5);
  assert_true(h.s[1] == rc_num_in_dtype(RC_DT_F32, sqrt(2)));
}

static void near_misses(void **state) {
  (void)state;
  TanhForm sq = {2, RC_DT_F32}; /* x^2 for x^3: no values make it gelu_tanh */
  RcDType dts[RC_RECOG_SCALARS_MAX + 1] = {RC_DT_F32, RC_DT_F32, RC_DT_F32, RC_DT_F32, RC_DT_F32};
  RcRecogScalarHit h;
  assert_false(rc_recog_scalars_search(3, dts, RC_DT_F32, gelu_new, &sq, &h));
  /* no scalars, or more than the search walks */
  TanhForm f = {3, RC_DT_F32};
  assert_false(rc_recog_scalars_search(0, dts, RC_DT_F32, gelu_new, &f, &h));
  assert_false(rc_recog_scalars_search(RC_RECOG_SCALARS_MAX + 1, dts, RC_DT_F32, gelu_new, &f, &h));
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(finds_gelu_tanh),
      cmocka_unit_test(finds_gelu_erfc),
      cmocka_unit_test(near_misses),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
