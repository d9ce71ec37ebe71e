/* Context and diagnostics; see ctx.h and recompose.h. */
#include "support/ctx.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void *std_alloc(void *user, size_t size) {
  (void)user;
  return malloc(size ? size : 1);
}

static void std_free(void *user, void *p) {
  (void)user;
  free(p);
}

enum { FIRST_DIAGS = 8 };

RcCtx *rc_ctx_new_with_allocator(const RcAllocator *alloc) {
  RcCtx *ctx = alloc->alloc(alloc->user, sizeof *ctx);
  if (!ctx) return NULL;
  memset(ctx, 0, sizeof *ctx);
  rc_ctx_alloc_init(ctx, alloc);
  /* Room for the out-of-memory diagnostic is taken now, while memory is there. */
  ctx->diags = rc_ctx_malloc(ctx, FIRST_DIAGS * sizeof *ctx->diags);
  if (!ctx->diags) {
    alloc->free(alloc->user, ctx);
    return NULL;
  }
  ctx->cdiags = FIRST_DIAGS;
  return ctx;
}

RcCtx *rc_ctx_new(void) {
  RcAllocator a = {std_alloc, std_free, NULL};
  return rc_ctx_new_with_allocator(&a);
}

void *rc_ctx_malloc(RcCtx *ctx, size_t size) { return ctx->alloc.alloc(ctx->alloc.user, size); }
void rc_ctx_mfree(RcCtx *ctx, void *p) {
  if (p) ctx->alloc.free(ctx->alloc.user, p);
}

static void diag_release(RcCtx *ctx, RcDiagnostic *d) {
  rc_ctx_mfree(ctx, (void *)d->file);
  if (d->message == ctx->oom_msg) ctx->oom_listed = false; /* the context's own text leaves the list */
  else rc_ctx_mfree(ctx, (void *)d->message);
  rc_ctx_mfree(ctx, (void *)d->source_line);
}

void rc_ctx_drop_diagnostics(RcCtx *ctx, size_t keep) {
  while (ctx->ndiags > keep) {
    RcDiagnostic *d = &ctx->diags[--ctx->ndiags];
    if (d->severity == RC_SEV_ERROR) ctx->nerrors--;
    diag_release(ctx, d);
  }
}

void rc_ctx_clear_diagnostics(RcCtx *ctx) {
  for (size_t i = 0; i < ctx->ndiags; i++) diag_release(ctx, &ctx->diags[i]);
  ctx->ndiags = 0;
  ctx->nerrors = 0;
  ctx->stats.failed = false;
}

void rc_ctx_free(RcCtx *ctx) {
  if (!ctx) return;
  rc_ctx_clear_diagnostics(ctx);
  rc_ctx_mfree(ctx, ctx->diags);
  ctx->base.free(ctx->base.user, ctx);
}

size_t rc_ctx_diagnostic_count(const RcCtx *ctx) { return ctx->ndiags; }

const RcDiagnostic *rc_ctx_diagnostic(const RcCtx *ctx, size_t i) {
  return i < ctx->ndiags ? &ctx->diags[i] : NULL;
}

static char *dup_n(RcCtx *ctx, const char *s, size_t n) {
  char *p = rc_ctx_malloc(ctx, n + 1);
  if (!p) return NULL;
  memcpy(p, s, n);
  p[n] = 0;
  return p;
}

/* The source line `line` (1-based) of src, with invalid UTF-8 and control bytes shown as '?'
 * so the caret stays under the right column in a terminal. */
static char *source_line(RcCtx *ctx, const RcSource *src, uint32_t line) {
  size_t at = rc_source_line_offset(ctx, src, line);
  if (at == SIZE_MAX) return NULL;
  const char *p = src->text + at, *end = src->text + src->len;
  const char *e = memchr(p, '\n', (size_t)(end - p));
  if (!e) e = end;
  if (e > p && e[-1] == '\r') e--;
  size_t n = (size_t)(e - p);
  if (n > 400) n = 400; /* keep absurd lines readable */
  char *s = dup_n(ctx, p, n);
  if (!s) return NULL;
  for (size_t i = 0; i < n; i++) {
    unsigned char c = (unsigned char)s[i];
    if (c == '\t') continue;
    if (c < 0x20 || c >= 0x7f) s[i] = '?';
  }
  return s;
}

void rc_diagv(RcCtx *ctx, RcSeverity sev, const RcSource *src, uint32_t line, uint32_t col,
              const char *fmt, va_list ap) {
  if (ctx->ndiags >= 1000) return; /* enough to act on; stop growing on hostile input */
  if (ctx->ndiags + 1 >= ctx->cdiags) {
    size_t nc = ctx->cdiags * 2;
    RcDiagnostic *nd = rc_ctx_malloc(ctx, nc * sizeof *nd);
    if (!nd) return; /* the hook recorded "out of memory" in the spare slot */
    memcpy(nd, ctx->diags, ctx->ndiags * sizeof *nd);
    rc_ctx_mfree(ctx, ctx->diags);
    ctx->diags = nd;
    ctx->cdiags = nc;
  }
  char buf[1024];
  int n = vsnprintf(buf, sizeof buf, fmt, ap);
  if (n < 0) n = 0;
  if ((size_t)n >= sizeof buf) n = sizeof buf - 1;
  RcDiagnostic d = {.severity = sev, .line = line, .col = col};
  d.message = dup_n(ctx, buf, (size_t)n);
  if (src && src->file && d.message) d.file = dup_n(ctx, src->file, strlen(src->file));
  if (src && src->text && line && d.message) d.source_line = source_line(ctx, src, line);
  /* A failed copy leaves the out-of-memory error in the spare slot; this one is lost. */
  if (!d.message || (src && src->file && !d.file) || ctx->ndiags + 1 >= ctx->cdiags) {
    diag_release(ctx, &d);
    return;
  }
  ctx->diags[ctx->ndiags++] = d;
  if (sev == RC_SEV_ERROR) ctx->nerrors++;
}

void rc_ctx_note_oom(RcCtx *ctx, size_t request) {
  if (ctx->oom_listed || ctx->ndiags >= ctx->cdiags) return;
  RcDiagnostic *d = &ctx->diags[ctx->ndiags++];
  memset(d, 0, sizeof *d);
  d->severity = RC_SEV_ERROR;
  const RcAllocStats *s = &ctx->stats;
  if (s->limit && request <= SIZE_MAX - s->live && s->live + request > s->limit)
    snprintf(ctx->oom_msg, sizeof ctx->oom_msg,
             "out of memory: the memory limit of %zu bytes is reached (%zu in use, %zu more requested)", s->limit,
             s->live, request);
  else if (request)
    snprintf(ctx->oom_msg, sizeof ctx->oom_msg, "out of memory: could not allocate %zu bytes (%zu in use)", request,
             s->live);
  else
    snprintf(ctx->oom_msg, sizeof ctx->oom_msg, "out of memory (%zu bytes in use)", s->live);
  d->message = ctx->oom_msg;
  ctx->oom_listed = true;
  ctx->nerrors++;
}

void rc_diag(RcCtx *ctx, RcSeverity sev, const RcSource *src, uint32_t line, uint32_t col,
             const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  rc_diagv(ctx, sev, src, line, col, fmt, ap);
  va_end(ap);
}

void rc_diag_at_offset(RcCtx *ctx, const RcSource *src, size_t offset, const char *fmt, ...) {
  uint32_t line, col;
  rc_source_line_col(ctx, src, offset, &line, &col);
  va_list ap;
  va_start(ap, fmt);
  rc_diagv(ctx, RC_SEV_ERROR, src, line, col, fmt, ap);
  va_end(ap);
}

void rc_diagnostic_print(const RcDiagnostic *d, FILE *out) {
  static const char *const sev[] = {"error", "warning", "note"};
  if (d->file) fprintf(out, "%s:", d->file);
  if (d->line) fprintf(out, "%u:%u:", d->line, d->col);
  fprintf(out, "%s%s: %s\n", (d->file || d->line) ? " " : "", sev[d->severity], d->message);
  if (d->source_line) {
    fprintf(out, "%s\n", d->source_line);
    size_t len = strlen(d->source_line);
    for (unsigned i = 1; i < d->col && i <= len; i++) fputc(d->source_line[i - 1] == '\t' ? '\t' : ' ', out);
    fputs("^\n", out);
  }
}
