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
  k.has_eps = (c.given & 1u << RC_FK_eps) != 0;
  k.has_scale = c.scale;
  k.has_bias = c.bias;
  memcpy(out, &k, sizeof k);
  return RC_OK;
}

int rc_kernel_config_format(const RcKernelConfig *cfg, char *buf, size_t len)
{
  RcFusedCfg c = {1u << RC_FK_dtype | 1u << RC_FK_n, cfg->dtype, cfg->n, (int64_t)cfg->cols, cfg->eps,
                  cfg->has_scale, cfg->has_bias};
  if (cfg->cols) c.given |= 1u << RC_FK_cols;
  if (cfg->has_eps) c.given |= 1u << RC_FK_eps;
  if (cfg->has_scale) c.given |= 1u << RC_FK_scale;
  if (cfg->has_bias) c.given |= 1u << RC_FK_bias;
  return rc_fused_config_format(&c, buf, len);
}
