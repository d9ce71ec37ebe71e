/* libFuzzer target: the .npy reader; whatever reads must write and read back
 * to the same bytes. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "recompose/exec.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

typedef struct {
  char *buf;
  size_t len, cap;
} Buf;

static size_t sink(void *user, const char *d, size_t n) {
  Buf *b = user;
  if (b->len + n > b->cap) {
    size_t nc = (b->len + n) * 2;
    char *p = realloc(b->buf, nc);
    if (!p) return 0;
    b->buf = p;
    b->cap = nc;
  }
  memcpy(b->buf + b->len, d, n);
  b->len += n;
  return n;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  RcCtx *ctx = rc_ctx_new();
  RcTensor *t = NULL;
  if (rc_npy_read(ctx, "fuzz.npy", data, size, &t) == RC_OK) {
    Buf a = {0};
    RcTensor *t2 = NULL;
    if (rc_npy_write(t, sink, &a) != RC_OK) abort();
    if (rc_npy_read(ctx, "fuzz-written.npy", a.buf, a.len, &t2) != RC_OK) abort();
    if (rc_tensor_numel(t) != rc_tensor_numel(t2) || rc_tensor_elem_type(t) != rc_tensor_elem_type(t2)) abort();
    rc_tensor_free(t2);
    free(a.buf);
  }
  rc_tensor_free(t);
  rc_ctx_free(ctx);
  return 0;
}
