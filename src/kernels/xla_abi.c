/* XLA CPU custom-call entry points, status-returning unified form
 * (API_VERSION_STATUS_RETURNING_UNIFIED): one recompose_xla_<op> per op of
 * recompose/fused.def.
 * The opaque string is the config of config.c. Failures go through XLA's
 * XlaCustomCallStatusSetFailure, declared weak: XLA provides it at run time;
 * without it a failure is silent (but still never a crash or a write). */
#include "fused/fused.h"
#include "kernels/internal.h"

void XlaCustomCallStatusSetFailure(XlaCustomCallStatus *status, const char *message,
                                   size_t message_len) __attribute__((weak));

#include <stdio.h>
#include <string.h>

static void run(const char *op, void *out, const void **in, const char *opaque, size_t opaque_len,
                XlaCustomCallStatus *status)
{
  RcKernelConfig cfg;
  const RcKernel *k = NULL;
  RcStatus st = rc_kernel_config_parse(NULL, opaque, opaque_len, &cfg);
  if (st == RC_OK) {
    k = rc_kernel_lookup(op, cfg.dtype);
    st = rc_kernel_run(NULL, k, -1, out, (const void *const *)in, &cfg);
  }
  if (st != RC_OK) {
    /* The failure path only: the same calls again on a context, for the reason (nothing was written). */
    RcCtx *ctx = rc_ctx_new();
    if (ctx && rc_kernel_config_parse(ctx, opaque, opaque_len, &cfg) == RC_OK)
      rc_kernel_run(ctx, k, -1, out, (const void *const *)in, &cfg);
    const char *err = ctx && rc_ctx_diagnostic_count(ctx) ? rc_ctx_diagnostic(ctx, 0)->message : "out of memory";
    char msg[256];
    int len = snprintf(msg, sizeof msg, RC_FUSED_PREFIX "%s: %s", op, err);
    if (len < 0) len = 0;
    if ((size_t)len >= sizeof msg) len = sizeof msg - 1;
    if (XlaCustomCallStatusSetFailure && status) XlaCustomCallStatusSetFailure(status, msg, (size_t)len);
    rc_ctx_free(ctx);
  }
}

#define XLA_ENTRY(op)                                                                   \
  void recompose_xla_##op(void *out, const void **in, const char *opaque, size_t opaque_len, \
                          XlaCustomCallStatus *status)                                 \
  { run(#op, out, in, opaque, opaque_len, status); }
#define RC_FUSED(op, kind, isas, same_as, ref, keys) XLA_ENTRY(op)
#include "recompose/fused.def"
#undef RC_FUSED
