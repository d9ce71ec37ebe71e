/* What other stages ask of a module's format where the IR alone cannot say: whether
 * fused calls may be composites, how a reduce holds its body, which typing rules its nodes
 * obey, how a splat constant is written, and the text of such a constant. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "formats/format.h"
#include "formats/stablehlo/sh.h"
#include "numerics/numerics.h"

static const RcFormatTraits hlo = {
    .composites = false, .reduce_regions = false, .splat_broadcast = true, .typing = RC_TYPING_HLO};
static const RcFormatTraits stablehlo = {.composites = true,
                                         .reduce_regions = true,
                                         .splat_broadcast = false,
                                         .typing = RC_TYPING_STABLEHLO,
                                         .place_key = sh_place_key,
                                         .inherit_place = sh_inherit_place,
                                         .respell = sh_respell};

const RcFormatTraits *rc_format_traits(const RcModule *m) {
  return m->format == RC_FORMAT_STABLEHLO ? &stablehlo : &hlo;
}

bool rc_format_has_composite(const RcModule *m) { return rc_format_traits(m)->composites; }

/* Whether a and b are the same element of float dtype dt (false for other dtypes). */
static bool same_elem(RcDType dt, double a, double b) {
  switch (dt) {
  case RC_DT_F32: {
    float x = (float)a, y = (float)b;
    return !memcmp(&x, &y, 4);
  }
  case RC_DT_F64: return !memcmp(&a, &b, 8);
  case RC_DT_BF16: return rc_num_f64_to_bf16(a) == rc_num_f64_to_bf16(b);
  case RC_DT_F16: return rc_num_f64_to_f16(a) == rc_num_f64_to_f16(b);
  default: return false;
  }
}

/* Shortest %g spelling that reads back to the same element. */
static void shortest(char *buf, size_t len, RcDType dt, double v) {
  for (int p = 1; p <= 17; p++) {
    snprintf(buf, len, "%.*g", p, v);
    if (same_elem(dt, strtod(buf, NULL), v)) return;
  }
}

char *rc_format_splat_text(RcModule *m, RcDType dt, double v, const void *bits) {
  bool shlo = m->format == RC_FORMAT_STABLEHLO;
  char num[64], out[96];
  if (rc_dtype_is_int(dt)) {
    snprintf(num, sizeof num, "%lld", (long long)v);
  } else if (!isfinite(v)) {
    if (shlo) {
      int nb = rc_dtype_info[dt].bits / 8;
      uint64_t b = 0;
      memcpy(&b, bits, (size_t)nb);
      snprintf(num, sizeof num, "0x%0*llX", nb * 2, (unsigned long long)b);
    } else {
      snprintf(num, sizeof num, "%s", isnan(v) ? "nan" : (v > 0 ? "inf" : "-inf"));
    }
  } else if (shlo) {
    snprintf(num, sizeof num, "%.6e", v);
    if (!same_elem(dt, strtod(num, NULL), v)) shortest(num, sizeof num, dt, v);
  } else {
    shortest(num, sizeof num, dt, v);
  }
  if (shlo) {
    snprintf(out, sizeof out, "dense<%s>", num);
    return rc_module_strdup(m, out);
  }
  return rc_module_strdup(m, num);
}
