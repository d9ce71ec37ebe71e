/* libFuzzer target: the .npy reader; whatever reads must write and read back
 * to the same bytes. */
#include "fuzz_module.h"
#include "recompose/exec.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  RcCtx *ctx = rc_ctx_new();
  RcTensor *t = NULL;
  if (rc_npy_read(ctx, "fuzz.npy", data, size, &t) == RC_OK) {
    FuzzBuf a = {0};
    RcTensor *t2 = NULL;
    if (rc_npy_write(t, fuzz_sink, &a) != RC_OK) abort();
    if (rc_npy_read(ctx, "fuzz-written.npy", a.buf, a.len, &t2) != RC_OK) abort();
    if (rc_tensor_numel(t) != rc_tensor_numel(t2) || rc_tensor_elem_type(t) != rc_tensor_elem_type(t2)) abort();
    rc_tensor_free(t2);
    free(a.buf);
  }
  rc_tensor_free(t);
  rc_ctx_free(ctx);
  return 0;
}
