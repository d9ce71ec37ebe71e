/* Placeholder until the hlo reader and writer land (replaced, not shipped). */
#include "formats/format.h"
RcStatus rc_hlo_parse(RcCtx *ctx, const RcSource *src, RcModule **out) {
  *out = NULL;
  rc_diag(ctx, RC_SEV_ERROR, src, 0, 0, "the hlo reader is not built yet");
  return RC_ERR_INPUT;
}
void rc_hlo_write(const RcModule *m, RcWriter *w) { (void)m; w->failed = true; }
