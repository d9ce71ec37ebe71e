/* Buffered text output for the writers: to a FILE *, a callback, or memory.
 * Errors are sticky: once a write fails, later writes are dropped and
 * rc_writer_finish reports RC_ERR_IO. */
#ifndef RC_SUPPORT_WRITER_H
#define RC_SUPPORT_WRITER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "recompose/recompose.h"

typedef struct RcWriter {
  RcWriteFn fn;
  void *user;
  size_t len;
  bool failed;
  char buf[1 << 16];
} RcWriter;

void rc_writer_init(RcWriter *w, RcWriteFn fn, void *user);
void rc_writer_flush(RcWriter *w);
/* Flushes and returns RC_OK or RC_ERR_IO. */
RcStatus rc_writer_finish(RcWriter *w);
void rc_w_printf(RcWriter *w, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void rc_w_i64(RcWriter *w, int64_t v);
/* A probe: text kept in w's buffer only (more than fits makes it fail), for a
 * writer's "does printing this node give exactly its source text" check. */
void rc_writer_init_probe(RcWriter *w);
/* Whether probe w holds exactly text[0..len). */
bool rc_writer_probe_equals(const RcWriter *w, const char *text, size_t len);
/* Writes a FILE * through the callback interface (user = FILE *). */
size_t rc_write_to_file(void *user, const char *data, size_t len);

static inline void rc_w_put(RcWriter *w, const char *s, size_t n) {
  if (w->len + n > sizeof w->buf) {
    rc_writer_flush(w);
    if (n > sizeof w->buf) {
      if (!w->failed && w->fn(w->user, s, n) != n) w->failed = true;
      return;
    }
  }
  memcpy(w->buf + w->len, s, n);
  w->len += n;
}
static inline void rc_w_puts(RcWriter *w, const char *s) { rc_w_put(w, s, strlen(s)); }
static inline void rc_w_putc(RcWriter *w, char c) {
  if (w->len == sizeof w->buf) rc_writer_flush(w);
  w->buf[w->len++] = c;
}

#endif
