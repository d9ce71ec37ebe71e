/* When a call pays: --min-elems and --min-cols (rc_rewrite_pays), and the measured row lengths below which a row op's call loses to XLA's own loop: the table
 * that `opt --min-cols measured` (RcHigherOptions.min_cols = RC_MIN_COLS_MEASURED) reads.
 * Each row is the threshold tools/xla/short_rows.py printed (README, "When a call pays";
 * BENCHMARKS.md, "Short rows" has the command, the machine and every ratio): the shortest
 * measured row length from which on the call was at least as fast as XLA's loop in both
 * thread settings; 0 where it was at every measured length, 129 where it was not at the
 * longest (128). An op not listed has no threshold. */
#include <stdint.h>
#include <stdio.h>

#include "fused/fused.h"
#include "rewrite/rewrite.h"

static const struct {
  int op; /* RC_FOP_*: the op's row of the fused-op table */
  int64_t cols;
} measured[] = {
  {RC_FOP_softmax, 32},
  {RC_FOP_log_softmax, 64},
  {RC_FOP_layer_norm, 128},
  {RC_FOP_rms_norm, 129},
  {RC_FOP_softmax_grad, 128},
  {RC_FOP_log_softmax_grad, 129},
  {RC_FOP_layer_norm_grad, 128},
  {RC_FOP_rms_norm_grad, 129},
  {RC_FOP_layer_norm_grad_scale, 129},
  {RC_FOP_rms_norm_grad_scale, 129},
};

int64_t rc_min_cols_measured(const struct RcFusedOp *op) {
  for (size_t i = 0; i < sizeof measured / sizeof *measured; i++)
    if (rc_fused_at((size_t)measured[i].op) == op) return measured[i].cols;
  return 0;
}

int64_t rc_min_cols_for(int64_t knob, const struct RcFusedOp *op) {
  return knob == RC_MIN_COLS_MEASURED ? rc_min_cols_measured(op) : knob;
}

/* The row length of a row op's call (its config's cols); INT64_MAX for an elementwise op or
 * its backward, or a config without cols. */
static int64_t row_length(const RcFusedOp *op, const char *cfg, size_t len) {
  RcFusedCfg c;
  if (!op || op->kind == RC_KIND_ELEMENTWISE || op->kind == RC_KIND_GRAD ||
      !rc_fused_config_decode(cfg, len, RC_FUSED_CFG_STRICT, &c, NULL, 0) || c.cols <= 0)
    return INT64_MAX;
  return c.cols;
}

bool rc_rewrite_pays(const RcHigherOptions *o, const RcFusedOp *op, int64_t numel, const char *cfg, size_t len,
                     char *why, size_t wlen) {
  if (numel < o->min_elems) {
    snprintf(why, wlen, "%lld elements, fewer than the %lld of --min-elems (where a call loses to XLA's own loop)",
             (long long)numel, (long long)o->min_elems);
    return false;
  }
  int64_t min_cols = op ? rc_min_cols_for(o->min_cols, op) : 0;
  int64_t cols = o->min_cols == 0 ? INT64_MAX : row_length(op, cfg, len);
  if (cols >= min_cols) return true;
  snprintf(why, wlen, "rows of %lld elements, shorter than the %lld of --min-cols%s (where a row call loses to XLA's own loop)",
           (long long)cols, (long long)min_cols, o->min_cols == RC_MIN_COLS_MEASURED ? " measured" : "");
  return false;
}
