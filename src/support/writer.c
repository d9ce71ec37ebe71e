/* Buffered output; see writer.h. */
#include "support/writer.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

void rc_writer_init(RcWriter *w, RcWriteFn fn, void *user) {
  w->fn = fn;
  w->user = user;
  w->len = 0;
  w->failed = false;
}

void rc_writer_flush(RcWriter *w) {
  if (w->len && !w->failed && w->fn(w->user, w->buf, w->len) != w->len) w->failed = true;
  w->len = 0;
}

/* A probe's sink: text reaches it only when it did not fit the buffer. */
static size_t probe_overflow(void *user, const char *data, size_t len) {
  (void)user, (void)data, (void)len;
  return 0;
}

void rc_writer_init_probe(RcWriter *w) { rc_writer_init(w, probe_overflow, NULL); }

bool rc_writer_probe_equals(const RcWriter *w, const char *text, size_t len) {
  return !w->failed && w->len == len && !memcmp(w->buf, text, len);
}

RcStatus rc_writer_finish(RcWriter *w) {
  rc_writer_flush(w);
  return w->failed ? RC_ERR_IO : RC_OK;
}

void rc_w_printf(RcWriter *w, const char *fmt, ...) {
  char tmp[512];
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(tmp, sizeof tmp, fmt, ap);
  va_end(ap);
  if (n < 0) return;
  if ((size_t)n < sizeof tmp) {
    rc_w_put(w, tmp, (size_t)n);
    return;
  }
  char *big = malloc((size_t)n + 1);
  if (!big) {
    w->failed = true;
    return;
  }
  va_start(ap, fmt);
  vsnprintf(big, (size_t)n + 1, fmt, ap);
  va_end(ap);
  rc_w_put(w, big, (size_t)n);
  free(big);
}

void rc_w_i64(RcWriter *w, int64_t v) {
  char tmp[24];
  char *p = tmp + sizeof tmp;
  uint64_t u = v < 0 ? (uint64_t)0 - (uint64_t)v : (uint64_t)v;
  do {
    *--p = (char)('0' + u % 10);
    u /= 10;
  } while (u);
  if (v < 0) *--p = '-';
  rc_w_put(w, p, (size_t)(tmp + sizeof tmp - p));
}

size_t rc_write_to_file(void *user, const char *data, size_t len) {
  return fwrite(data, 1, len, (FILE *)user);
}
