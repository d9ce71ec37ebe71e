/* The context: allocator hooks and the diagnostic list. The library reports
 * problems here; only the CLI (or the host) prints them. */
#ifndef RC_SUPPORT_CTX_H
#define RC_SUPPORT_CTX_H

#include <stdarg.h>
#include <stdint.h>

#include "recompose/recompose.h"

struct RcCtx {
  RcAllocator alloc;
  RcDiagnostic *diags;
  size_t ndiags, cdiags;
  size_t nerrors;
};

/* A text being read, for diagnostics that quote the offending line. */
typedef struct RcSource {
  const char *file; /* may be NULL */
  const char *text;
  size_t len;
} RcSource;

/* Appends a diagnostic at line:col of src (src may be NULL, line 0 = no location). */
void rc_diag(RcCtx *ctx, RcSeverity sev, const RcSource *src, uint32_t line, uint32_t col,
             const char *fmt, ...) __attribute__((format(printf, 6, 7)));
void rc_diagv(RcCtx *ctx, RcSeverity sev, const RcSource *src, uint32_t line, uint32_t col,
              const char *fmt, va_list ap);
/* Shorthand: an error at a byte offset of src (line and column computed). */
void rc_diag_at_offset(RcCtx *ctx, const RcSource *src, size_t offset, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

void *rc_ctx_malloc(RcCtx *ctx, size_t size); /* through the hook; NULL on failure */
void rc_ctx_mfree(RcCtx *ctx, void *p);

#endif
