/* Test helper: the first diagnostic of a context as one formatted line
 * ("FILE:LINE:COL: error: message"), for comparing with a .err file. */
#ifndef RC_TEST_FIRST_DIAG_H
#define RC_TEST_FIRST_DIAG_H

#include <glib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "recompose/recompose.h"

/* Caller frees with g_free; "(no diagnostic)" when there is none. */
static inline char *first_diag(RcCtx *ctx) {
  if (!rc_ctx_diagnostic_count(ctx)) return g_strdup("(no diagnostic)");
  char *buf = NULL;
  size_t n = 0;
  FILE *f = open_memstream(&buf, &n);
  if (!f) return g_strdup("(out of memory)");
  rc_diagnostic_print(rc_ctx_diagnostic(ctx, 0), f);
  fclose(f);
  char *nl = strchr(buf, '\n');
  if (nl) *nl = 0;
  char *r = g_strdup(buf);
  free(buf);
  return r;
}

#endif
