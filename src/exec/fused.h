/* The fused recompose.<op> calls: name and config string in, kernel run out.
 * Shared by the interpreter (custom calls and composites) and by the rewrite
 * verifier, which runs the same dispatch on probe inputs. */
#ifndef RC_EXEC_FUSED_H
#define RC_EXEC_FUSED_H

#include <stdbool.h>
#include <stddef.h>

#include "exec/par.h"
#include "exec/tensor.h"

typedef struct RcFusedConfig {
  double eps;
  bool has_eps;
  int64_t cols;        /* -1 when absent */
  int scale, bias;     /* -1 when absent, else 0/1 */
  int64_t inner;       /* elements after the reduced axes; -1 when absent (1) */
  int eps_in;          /* -1 when absent, else 0/1: eps is an operand after scale and bias */
  int64_t tail;        /* row ops: elements per row of a second operand continuing x's rows; -1 when absent */
  int from_exp;        /* row_grad ops: -1 when absent, else 0/1: the first operand is e, y = e / sum e */
  int sum_in;          /* row_grad ops: -1 when absent, else 0/1: the sums of e are a third operand */
  int accuracy;        /* RcAccuracy: the kernel tier (RC_ACCURACY_DEFAULT when absent) */
  int gate;            /* elementwise ops: -1 when absent, else 0/1: a gate operand multiplies the result */
  int residual;        /* norm ops: -1 when absent, else 0/1: a residual operand (last) is added to x first */
  int acc;             /* -1 when absent, else 0/1: NORM_GRAD, an operand added to dx after scale */
  bool xmul, xdiv;     /* row ops: a one-element operand multiplies or divides x first */
  bool mask, where;    /* row ops: an additive mask, or a pred mask and a fill value, next */
  int64_t mask_rows, mask_rep; /* the mask's rows (0: x's) and rows of x per mask row (0: 1) */
  int64_t mid, cols2;  /* reduced axes in two blocks: the kept elements between them (0: one block), the
                        * second block's elements */
  int64_t mask_in, mask_gap; /* mask rows between the gap's runs of x rows, the runs (0: 1; rc_kernel_mask_row) */
  int64_t mid2, cols3, mid3, cols4; /* a third and fourth block (0: none), as fused.def says */
  bool sum_out;        /* norm ops with residual: a second result, x + residual */
  bool ninf_zero;      /* +0 where the op reads x = -inf (fused.def; hardswish) */
  int64_t tie;         /* the hard ops' grads at their breakpoints (fused.def), 0 when absent */
} RcFusedConfig;

/* Parses "dtype=f32;n=16;cols=4;inner=2;eps=1e-05;scale=1;bias=1;eps_in=1;accuracy=fast" or a StableHLO attribute
 * dict "{eps = 1.0e-05 : f32, scale = true}"; unknown keys are ignored. RC_ERR_INPUT on a bad value,
 * with the reason appended to ctx's diagnostics (without a location: the caller places it). */
RcStatus rc_fused_config_parse(RcCtx *ctx, const char *s, RcFusedConfig *c);
/* True for the ops recompose.<op> knows ("silu", "layer_norm", ...). */
bool rc_fused_known(const char *op);
/* True for the ops that work on rows of the last dimension (softmax, norms). */
bool rc_fused_is_row_op(const char *op);
/* Runs recompose.<op> (op without the prefix) on ins[0] (x) and optional scale/bias/eps (norms)
 * or the rows' tail y (row ops with tail) into out (same dtype and shape as x). A row op reduces
 * over the last axis, or with inner > 1 over the adjacent axes of cols elements followed by axes
 * of inner elements, or with mid > 1 over two blocks of axes, [outer, cols / cols2, mid, cols2, inner]. RC_ERR_INPUT with the reason appended to ctx's diagnostics (without a
 * location: the caller places it). */
RcStatus rc_fused_run(RcCtx *ctx, const char *op, const RcFusedConfig *c, RcTensor *const *ins, uint32_t nins,
                      RcTensor *out);

#endif
