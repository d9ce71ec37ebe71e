/* Shared body of the reader fuzz targets: parse, verify, print, and check that
 * printing is a fixed point on anything that parses and verifies. */
#ifndef RC_FUZZ_MODULE_H
#define RC_FUZZ_MODULE_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "recompose/recompose.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

typedef struct {
  char *buf;
  size_t len, cap;
} FuzzBuf;

static size_t fuzz_sink(void *user, const char *d, size_t n) {
  FuzzBuf *b = user;
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

static inline int rc_fuzz_module(const uint8_t *data, size_t size, RcFormat fmt) {
  RcCtx *ctx = rc_ctx_new();
  RcModule *m = NULL;
  if (rc_module_parse(ctx, "fuzz", (const char *)data, size, fmt, &m) == RC_OK && rc_module_verify(m) == RC_OK) {
    FuzzBuf a = {0}, b = {0};
    if (rc_module_write(m, fuzz_sink, &a) == RC_OK) {
      RcModule *m2 = NULL;
      /* What we print must parse again and print the same. */
      if (rc_module_parse(ctx, "fuzz-printed", a.buf, a.len, fmt, &m2) != RC_OK) abort();
      if (rc_module_write(m2, fuzz_sink, &b) != RC_OK) abort();
      if (a.len != b.len || memcmp(a.buf, b.buf, a.len)) abort();
      rc_module_free(m2);
    }
    free(a.buf);
    free(b.buf);
  }
  rc_module_free(m);
  rc_ctx_free(ctx);
  return 0;
}

#endif
