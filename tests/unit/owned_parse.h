/* Test helper: parses a text twice, with rc_module_parse and as an owned
 * text released every page (rc_module_parse_owned_step), and checks both give
 * the same status, the same printed module or the same first diagnostic
 * (line, column and message; the owned parse may not quote a released line).
 * Returns whether the owned buffer's second page was released (reads zeros;
 * the first may hold a pinned function signature). */
#ifndef RC_TEST_OWNED_PARSE_H
#define RC_TEST_OWNED_PARSE_H

#include <glib.h>
#include <stdlib.h>
#include <string.h>

#include "formats/format.h"

static size_t owned_gs_write(void *user, const char *data, size_t len) {
  g_string_append_len(user, data, (gssize)len);
  return len;
}

static bool check_owned(const char *text, size_t len, RcFormat fmt, bool *quoted) {
  RcCtx *c1 = rc_ctx_new(), *c2 = rc_ctx_new();
  RcModule *m1 = NULL, *m2 = NULL;
  RcStatus s1 = rc_module_parse(c1, "t", text, len, fmt, &m1);
  size_t cap = (len + 4095) & ~(size_t)4095;
  char *buf = aligned_alloc(4096, cap);
  assert_non_null(buf);
  memcpy(buf, text, len);
  RcStatus s2 = rc_module_parse_owned_step(c2, "t", buf, len, fmt, 4096, &m2);
  assert_int_equal(s1, s2);
  if (s1 == RC_OK) {
    GString *p1 = g_string_new(NULL), *p2 = g_string_new(NULL);
    assert_int_equal(rc_module_write(m1, owned_gs_write, p1), RC_OK);
    assert_int_equal(rc_module_write(m2, owned_gs_write, p2), RC_OK);
    assert_string_equal(p1->str, p2->str);
    g_string_free(p1, TRUE);
    g_string_free(p2, TRUE);
  } else {
    assert_true(rc_ctx_diagnostic_count(c1) >= 1 && rc_ctx_diagnostic_count(c2) >= 1);
    const RcDiagnostic *d1 = rc_ctx_diagnostic(c1, 0), *d2 = rc_ctx_diagnostic(c2, 0);
    assert_string_equal(d1->message, d2->message);
    assert_int_equal(d1->line, d2->line);
    assert_int_equal(d1->col, d2->col);
    if (d2->source_line) assert_string_equal(d1->source_line, d2->source_line);
    if (quoted) *quoted = d2->source_line != NULL;
  }
  bool released = len >= 3 * 4096;
  for (size_t i = 4096; released && i < 8192; i++) released = buf[i] == 0;
  free(buf);
  rc_module_free(m1);
  rc_module_free(m2);
  rc_ctx_free(c1);
  rc_ctx_free(c2);
  return released;
}

#endif
