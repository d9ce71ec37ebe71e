/* recompose run: execute a module's entry function on the CPU. Inputs come
 * from .npy files (--input NAME=FILE) or seeded random values; each output is
 * summarised (shape, dtype, min, max, mean, checksum) and, with --output-dir,
 * written as .npy. check.expect_* calls in the program are evaluated and each
 * failure is reported; any failure makes the exit status 1. */
#include <errno.h>
#include <glib.h>
#include <glib/gstdio.h>
#include <inttypes.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "exec_util.h"
#include "recompose/exec.h"

static size_t write_file_cb(void *user, const char *data, size_t len) { return fwrite(data, 1, len, user); }
static bool write_npy(FILE *out, void *user) { return rc_npy_write(user, write_file_cb, out) == RC_OK; }

static void summarise(const char *label, RcTensor *t, const char *dir, int *exit_code) {
  if (rc_tensor_is_tuple(t)) {
    for (size_t i = 0; i < rc_tensor_tuple_size(t); i++) {
      char *sub = g_strdup_printf("%s_%zu", label, i);
      summarise(sub, rc_tensor_tuple_get(t, i), dir, exit_code);
      g_free(sub);
    }
    return;
  }
  char shape[160];
  rc_cli_tensor_shape(t, shape, sizeof shape);
  RcCliTensorStats s;
  rc_cli_tensor_stats(t, &s);
  printf("%s: %s min %.9g max %.9g mean %.9g", label, shape, s.min, s.max, s.mean);
  if (s.nan_count) printf(" nan %" PRId64, s.nan_count);
  printf(" checksum %016" PRIx64 "\n", s.checksum);
  if (dir) {
    char *name = g_strdup_printf("%s.npy", label);
    char *path = g_build_filename(dir, name, NULL);
    if (!rc_cli_write_atomic(path, write_npy, t)) *exit_code = RC_EXIT_INPUT;
    g_free(name);
    g_free(path);
  }
}

int rc_cmd_run(int argc, char **argv) {
  char **inputs = NULL, *outdir = NULL, *format = NULL;
  gint64 seed = 0;
  gint threads = 1;
  gboolean no_checks = FALSE;
  GOptionEntry entries[] = {
      {"input", 'i', 0, G_OPTION_ARG_STRING_ARRAY, &inputs, "Entry parameter NAME (or its index) from a .npy file", "NAME=FILE"},
      {"seed", 's', 0, G_OPTION_ARG_INT64, &seed, "Seed of the random values of parameters without --input (default 0)", "N"},
      {"output-dir", 'o', 0, G_OPTION_ARG_FILENAME, &outdir, "Write each output as DIR/outputN.npy", "DIR"},
      {"format", 0, 0, G_OPTION_ARG_STRING, &format, "Input format: auto, hlo, stablehlo", "FMT"},
      {"no-checks", 0, 0, G_OPTION_ARG_NONE, &no_checks, "Skip check.expect_* calls", NULL},
      {"threads", 't', 0, G_OPTION_ARG_INT, &threads, "Threads for large data-parallel ops (default 1; results are the same bits)", "N"},
      {NULL}};
  GOptionContext *oc = g_option_context_new("FILE");
  g_option_context_set_summary(oc, "Run the module's entry function on the CPU; recompose.* calls run on the SIMD kernels.\n"
                                   ".npy inputs: bool, int8-64, uint8-64, float16/32/64; bfloat16 as ml_dtypes saves it ('<V2').");
  g_option_context_add_main_entries(oc, entries, NULL);
  int rc = RC_EXIT_USAGE;
  RcFormat fmt;
  RcCtx *ctx = NULL;
  RcModule *m = NULL;
  RcTensor **in = NULL, **outs = NULL;
  size_t nin = 0, nouts = 0;
  if (!rc_cli_parse_options(oc, &argc, &argv)) goto done;
  if (argc != 2) {
    fprintf(stderr, "recompose: error: run takes one FILE\nTry '%s --help'.\n", g_get_prgname());
    goto done;
  }
  if (!rc_cli_parse_format(format, &fmt)) {
    fprintf(stderr, "recompose: error: unknown format '%s'\n", format);
    goto done;
  }
  if (threads < 1 || threads > 64) {
    fprintf(stderr, "recompose: error: --threads %d: give a thread count from 1 to 64\n", threads);
    goto done;
  }
  rc = RC_EXIT_INPUT;
  ctx = rc_cli_ctx_new();
  m = rc_cli_load_module(ctx, argv[1], fmt, NULL, NULL);
  if (!m) goto done;
  nin = rc_module_input_count(m);
  in = g_new0(RcTensor *, nin + 1);
  int urc = rc_cli_load_inputs(ctx, m, inputs, in);
  if (urc != RC_EXIT_OK) {
    rc = urc;
    goto done;
  }
  for (size_t i = 0; i < nin; i++) {
    if (in[i]) continue;
    in[i] = rc_module_input_random(m, i, (uint64_t)seed, false);
    if (!in[i]) {
      char d[128];
      rc_module_input_describe(m, i, d, sizeof d);
      fprintf(stderr, "%s: error: parameter '%s' has type %s, which cannot be generated; pass --input\n", argv[1],
              rc_module_input_name(m, i), d);
      goto done;
    }
  }
  if (outdir && g_mkdir_with_parents(outdir, 0755) != 0) {
    fprintf(stderr, "%s: error: cannot create the output directory: %s\n", outdir, g_strerror(errno));
    goto done;
  }
  RcRunOptions opt = {.checks = !no_checks, .threads = threads};
  RcStatus st = rc_module_run(m, in, nin, &opt, &outs, &nouts);
  rc_cli_print_diags(ctx);
  if (st != RC_OK) goto done;
  rc = RC_EXIT_OK;
  for (size_t i = 0; i < nouts; i++) {
    char label[32];
    snprintf(label, sizeof label, "output%zu", i);
    summarise(label, outs[i], outdir, &rc);
  }
  if (opt.nchecks) {
    printf("checks: %zu passed, %zu failed\n", opt.nchecks - opt.nfailed, opt.nfailed);
    if (opt.nfailed) rc = RC_EXIT_INPUT;
  }
done:
  rc_tensors_free(outs, nouts);
  for (size_t i = 0; in && i < nin; i++) rc_tensor_free(in[i]);
  g_free(in);
  rc_module_free(m);
  rc_ctx_free(ctx);
  g_strfreev(inputs);
  g_free(outdir);
  g_free(format);
  g_option_context_free(oc);
  return rc;
}
