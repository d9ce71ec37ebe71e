/* Helpers shared by the executor subcommands (run, verify, bench). */
#ifndef RC_CLI_EXEC_UTIL_H
#define RC_CLI_EXEC_UTIL_H

#include <glib.h>

#include "recompose/exec.h"
#include "recompose/recompose.h"

/* "f32[2,3]" */
void rc_cli_tensor_shape(const RcTensor *t, char *buf, size_t len);
/* Element i of a non-tuple tensor as double. */
double rc_cli_tensor_get(RcTensor *t, int64_t i);

/* Summary of a tensor's values, as `recompose run` prints it. */
typedef struct RcCliTensorStats {
  double min, max, mean;  /* over non-NaN elements; NaN when there are none */
  int64_t nan_count;
  uint64_t checksum;      /* FNV-1a 64 over the raw element bytes */
} RcCliTensorStats;
/* Fills *out for a non-tuple tensor. */
void rc_cli_tensor_stats(RcTensor *t, RcCliTensorStats *out);
/* Reads each NAME=FILE.npy into in[index of NAME] (NAME may be the parameter's index);
 * prints errors; returns an exit code. Entries not named stay NULL. */
int rc_cli_load_inputs(RcCtx *ctx, RcModule *m, char **specs, RcTensor **in);

/* Options of a module-against-module comparison (recompose verify, recompose conform). */
typedef struct RcCliCompareOptions {
  int samples;    /* input samples; sample 0 carries the special values */
  double max_ulp; /* tolerance, norm-wise ULPs */
  int64_t seed;
  RcModule *reference; /* the original with every float type widened to f64 (rc_cli_widen_module): where
                          an output is over tolerance, the optimized output is judged by how much
                          farther it is from this reference than the original is; NULL when the
                          widened original could not be built (such an output then fails) */
  const char *text; /* the original's text (NULL: none), from which the reference is built again
                       with each inexact constant moved by its written precision
                       (rc_cli_perturbed_references) when an output fails without that */
  size_t len;
  RcFormat format;
} RcCliCompareOptions;

/* The module text with every f16/bf16/f32 type spelled f64 (HLO `f32[`, MLIR `xf32>`, `tensor<f32>`),
 * parsed into a new module on ctx, or NULL when that text does not parse or verify (hex constants,
 * bitcasts) or its entry parameters are not those of `like` with floats widened. */
RcModule *rc_cli_widen_module(RcCtx *ctx, const char *name, const char *text, size_t len, RcFormat format,
                              const RcModule *like);

/* The widened module (as rc_cli_widen_module) once per distinct inexact float literal of text
 * (rc_constant_precision > 0; at most RC_CONSTANT_PRECISION_MAX_VALUES), with that value scaled
 * by (1 + its precision): how far the reference moves when its constants are known only as
 * precisely as they were written.
 * Texts that do not parse are left out. Free with rc_cli_modules_free. */
GPtrArray *rc_cli_perturbed_references(RcCtx *ctx, const char *name, const char *text, size_t len, RcFormat format,
                                       const RcModule *like);

/* Runs a and b on the same inputs and compares every output; per-output lines go to out (may be
 * NULL), errors to err. RC_EXIT_OK when equivalent, RC_EXIT_INPUT otherwise. fixed: nin borrowed
 * tensors or NULLs (random). */
int rc_cli_compare_modules(RcCtx *ctx, RcModule *a, RcModule *b, const char *name_a, const char *name_b,
                           const RcCliCompareOptions *o, RcTensor *const *fixed, FILE *out, FILE *err);

#endif
