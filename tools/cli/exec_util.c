/* Helpers shared by the executor subcommands; see exec_util.h. */
#include "exec_util.h"

#include <glib.h>
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <string.h>

#include "cli.h"
#include "recompose/kernels.h"

void rc_cli_tensor_shape(const RcTensor *t, char *buf, size_t len) {
  GString *s = g_string_new(rc_elem_type_name(rc_tensor_elem_type(t)));
  g_string_append_c(s, '[');
  for (int i = 0; i < rc_tensor_rank(t); i++)
    g_string_append_printf(s, "%s%lld", i ? "," : "", (long long)rc_tensor_dims(t)[i]);
  g_string_append_c(s, ']');
  snprintf(buf, len, "%s", s->str);
  g_string_free(s, TRUE);
}

static long find_param(RcModule *m, const char *name) {
  size_t n = rc_module_input_count(m);
  while (*name == '%' || *name == '@') name++;
  for (size_t i = 0; i < n; i++)
    if (!strcmp(rc_module_input_name(m, i), name)) return (long)i;
  char *end;
  long k = strtol(name, &end, 10);
  if (*name && !*end && k >= 0 && (size_t)k < n) return k;
  return -1;
}

int rc_cli_load_inputs(RcCtx *ctx, RcModule *m, char **specs, RcTensor **in) {
  for (char **s = specs; s && *s; s++) {
    const char *eq = strchr(*s, '=');
    if (!eq || eq == *s || !eq[1]) {
      fprintf(stderr, "recompose: error: --input wants NAME=FILE.npy, got '%s'\n", *s);
      return RC_EXIT_USAGE;
    }
    char *name = g_strndup(*s, (gsize)(eq - *s));
    long k = find_param(m, name);
    if (k < 0) {
      GString *names = g_string_new(NULL);
      for (size_t i = 0; i < rc_module_input_count(m); i++)
        g_string_append_printf(names, "%s%s", i ? ", " : "", rc_module_input_name(m, i));
      fprintf(stderr, "recompose: error: the entry function has no parameter '%s' (it has: %s)\n", name,
              names->len ? names->str : "none");
      g_string_free(names, TRUE);
      g_free(name);
      return RC_EXIT_USAGE;
    }
    g_free(name);
    if (in[k]) {
      fprintf(stderr, "recompose: error: parameter %ld given twice\n", k);
      return RC_EXIT_USAGE;
    }
    char *data;
    size_t len;
    if (!rc_cli_read(eq + 1, &data, &len)) return RC_EXIT_INPUT;
    RcStatus st = rc_npy_read(ctx, eq + 1, data, len, &in[k]);
    g_free(data);
    if (st == RC_OK) st = rc_module_input_check(m, (size_t)k, in[k], eq + 1);
    if (st != RC_OK) {
      rc_cli_print_diags(ctx);
      rc_ctx_clear_diagnostics(ctx);
      return RC_EXIT_INPUT;
    }
  }
  return RC_EXIT_OK;
}

double rc_cli_tensor_get(RcTensor *t, int64_t i) {
  const void *d = rc_tensor_data(t);
  switch (rc_tensor_elem_type(t)) {
  case RC_ELEM_PRED:
  case RC_ELEM_U8: return ((const uint8_t *)d)[i];
  case RC_ELEM_S8: return ((const int8_t *)d)[i];
  case RC_ELEM_S16: return ((const int16_t *)d)[i];
  case RC_ELEM_U16: return ((const uint16_t *)d)[i];
  case RC_ELEM_S32: return ((const int32_t *)d)[i];
  case RC_ELEM_U32: return ((const uint32_t *)d)[i];
  case RC_ELEM_S64: return (double)((const int64_t *)d)[i];
  case RC_ELEM_U64: return (double)((const uint64_t *)d)[i];
  case RC_ELEM_F32: return ((const float *)d)[i];
  case RC_ELEM_F64: return ((const double *)d)[i];
  case RC_ELEM_BF16:
  case RC_ELEM_F16: {
    float f; /* the kernels' conversions: exact, NaN payload and sign kept */
    if (rc_tensor_elem_type(t) == RC_ELEM_BF16) rc_bf16_to_f32(&f, (const uint16_t *)d + i, 1);
    else rc_f16_to_f32(&f, (const uint16_t *)d + i, 1);
    return f;
  }
  }
  return NAN;
}
