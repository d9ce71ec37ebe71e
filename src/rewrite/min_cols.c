/* The measured row lengths below which a row op's call loses to XLA's own loop: the table
 * that `opt --min-cols measured` (RcHigherOptions.min_cols = RC_MIN_COLS_MEASURED) reads.
 * Each row is the threshold tools/xla/short_rows.py printed (README, "When a call pays";
 * BENCHMARKS.md, "Short rows" has the command, the machine and every ratio): the shortest
 * measured row length from which on the call was at least as fast as XLA's loop in both
 * thread settings; 0 where it was at every measured length, 129 where it was not at the
 * longest (128). An op not listed has no threshold. */
#include "fused/fused.h"
#include "rewrite/rewrite.h"

static const struct {
  int op; /* RC_FOP_*: the op's row of the fused-op table */
  int64_t cols;
} measured[] = {
  {RC_FOP_softmax, 32},
  {RC_FOP_log_softmax, 64},
  {RC_FOP_layer_norm, 129},
  {RC_FOP_rms_norm, 129},
  {RC_FOP_softmax_grad, 129},
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
