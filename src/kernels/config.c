/* The public face of the config string of a recompose custom call (XLA
 * backend_config): rc_kernel_config_parse and rc_kernel_config_format on the
 * fused-op table's codec (src/fused/config.c), in its strict syntax. */
#include <string.h>

#include "fused/fused.h"
#include "kernels/internal.h"
#include "support/ctx.h"

RcStatus rc_kernel_config_parse(RcCtx *ctx, const char *s, size_t len, RcKernelConfig *out)
{
  RcFusedCfg c;
  char err[192];
  if (!rc_fused_config_decode(s, len, RC_FUSED_CFG_STRICT, &c, err, sizeof err)) {
    if (ctx) rc_diag(ctx, RC_SEV_ERROR, NULL, 0, 0, "%s", err);
    return RC_ERR_INPUT;
  }
  if (!out) return RC_OK;
  RcKernelConfig k;
  memset(&k, 0, sizeof k); /* padding too: callers may compare configs bytewise */
  k.dtype = c.dtype;
  k.n = c.n;
  k.cols = (size_t)c.cols;
  k.eps = (float)c.eps;
  k.has_eps = (c.given & UINT64_C(1) << RC_FK_eps) != 0;
  k.has_scale = c.scale;
  k.has_bias = c.bias;
  k.inner = c.inner > 1 ? (size_t)c.inner : 0;
  k.has_eps_in = c.eps_in;
  k.tail = (size_t)c.tail;
  k.from_exp = c.from_exp;
  k.has_sum_in = c.sum_in;
  k.accuracy = c.accuracy;
  k.has_gate = c.gate;
  k.has_residual = c.residual;
  k.has_acc = c.acc;
  k.has_xmul = c.xmul;
  k.has_xdiv = c.xdiv;
  k.has_mask = c.mask;
  k.has_where = c.where;
  k.mask_rows = (size_t)c.mask_rows;
  k.mask_rep = (size_t)c.mask_rep;
  k.mid = c.mid > 1 ? (size_t)c.mid : 0;
  k.cols2 = c.mid > 1 ? (size_t)c.cols2 : 0;
  k.mask_in = (size_t)c.mask_in;
  k.mask_gap = (size_t)c.mask_gap;
  k.mid2 = c.mid > 1 && c.mid2 > 1 ? (size_t)c.mid2 : 0;
  k.cols3 = k.mid2 ? (size_t)c.cols3 : 0;
  k.mid3 = k.mid2 && c.mid3 > 1 ? (size_t)c.mid3 : 0;
  k.cols4 = k.mid3 ? (size_t)c.cols4 : 0;
  k.has_sum_out = c.sum_out;
  k.ninf_zero = c.ninf_zero;
  k.tie = (unsigned)c.tie;
  memcpy(out, &k, sizeof k);
  return RC_OK;
}

int rc_kernel_config_format(const RcKernelConfig *cfg, char *buf, size_t len)
{
  RcFusedCfg c = {.given = UINT64_C(1) << RC_FK_dtype | UINT64_C(1) << RC_FK_n, .dtype = cfg->dtype, .n = cfg->n,
                  .cols = (int64_t)cfg->cols, .eps = cfg->eps, .scale = cfg->has_scale, .bias = cfg->has_bias,
                  .inner = (int64_t)cfg->inner, .tail = (int64_t)cfg->tail, .eps_in = cfg->has_eps_in, .from_exp = cfg->from_exp, .sum_in = cfg->has_sum_in,
                  .accuracy = cfg->accuracy,
                  .gate = cfg->has_gate, .residual = cfg->has_residual, .acc = cfg->has_acc,
                  .xmul = cfg->has_xmul, .xdiv = cfg->has_xdiv, .mask = cfg->has_mask, .where = cfg->has_where,
                  .mask_rows = (int64_t)cfg->mask_rows, .mask_rep = (int64_t)cfg->mask_rep,
                  .mid = (int64_t)cfg->mid, .cols2 = (int64_t)cfg->cols2,
                  .mask_in = (int64_t)cfg->mask_in, .mask_gap = (int64_t)cfg->mask_gap,
                  .mid2 = (int64_t)cfg->mid2, .cols3 = (int64_t)cfg->cols3, .mid3 = (int64_t)cfg->mid3,
                  .cols4 = (int64_t)cfg->cols4, .sum_out = cfg->has_sum_out,
                  .ninf_zero = cfg->ninf_zero, .tie = cfg->tie};
  if (cfg->accuracy != RC_ACCURACY_DEFAULT) c.given |= UINT64_C(1) << RC_FK_accuracy;
  if (cfg->tail) c.given |= UINT64_C(1) << RC_FK_tail;
  if (cfg->inner > 1) c.given |= UINT64_C(1) << RC_FK_inner;
  if (cfg->has_eps_in) c.given |= UINT64_C(1) << RC_FK_eps_in;
  if (cfg->from_exp) c.given |= UINT64_C(1) << RC_FK_from_exp;
  if (cfg->has_sum_in) c.given |= UINT64_C(1) << RC_FK_sum_in;
  if (cfg->has_acc) c.given |= UINT64_C(1) << RC_FK_acc;
  if (cfg->cols) c.given |= UINT64_C(1) << RC_FK_cols;
  if (cfg->has_eps) c.given |= UINT64_C(1) << RC_FK_eps;
  if (cfg->has_scale) c.given |= UINT64_C(1) << RC_FK_scale;
  if (cfg->has_bias) c.given |= UINT64_C(1) << RC_FK_bias;
  if (cfg->has_gate) c.given |= UINT64_C(1) << RC_FK_gate;
  if (cfg->has_residual) c.given |= UINT64_C(1) << RC_FK_residual;
  if (cfg->has_xmul) c.given |= UINT64_C(1) << RC_FK_xmul;
  if (cfg->has_xdiv) c.given |= UINT64_C(1) << RC_FK_xdiv;
  if (cfg->has_mask) c.given |= UINT64_C(1) << RC_FK_mask;
  if (cfg->has_where) c.given |= UINT64_C(1) << RC_FK_where;
  if (cfg->mask_rows) c.given |= UINT64_C(1) << RC_FK_mask_rows;
  if (cfg->mask_rep > 1) c.given |= UINT64_C(1) << RC_FK_mask_rep;
  if (cfg->mid > 1) c.given |= UINT64_C(1) << RC_FK_mid | UINT64_C(1) << RC_FK_cols2;
  if (cfg->mask_gap > 1) c.given |= UINT64_C(1) << RC_FK_mask_in | UINT64_C(1) << RC_FK_mask_gap;
  if (cfg->mid2 > 1) c.given |= UINT64_C(1) << RC_FK_mid2 | UINT64_C(1) << RC_FK_cols3;
  if (cfg->mid3 > 1) c.given |= UINT64_C(1) << RC_FK_mid3 | UINT64_C(1) << RC_FK_cols4;
  if (cfg->has_sum_out) c.given |= UINT64_C(1) << RC_FK_sum_out;
  if (cfg->ninf_zero) c.given |= UINT64_C(1) << RC_FK_ninf_zero;
  if (cfg->tie) c.given |= UINT64_C(1) << RC_FK_tie;
  return rc_fused_config_format(&c, buf, len);
}
