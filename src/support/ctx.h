/* The context: allocator hooks and the diagnostic list. The library reports
 * problems here; only the CLI (or the host) prints them. */
#ifndef RC_SUPPORT_CTX_H
#define RC_SUPPORT_CTX_H

#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>

#include "recompose/recompose.h"

typedef struct RcSourceGone RcSourceGone;
/* Accounting of the context's allocations (alloc.c): a byte budget and fault injection. */
typedef struct RcAllocStats {
  size_t live, peak;   /* bytes held now / at most (requested sizes) */
  size_t calls;        /* allocation calls so far */
  size_t limit;        /* 0 = no budget */
  size_t fail_at;      /* calls index that fails (SIZE_MAX = none) */
  bool fail_sticky;    /* every call from fail_at on fails */
  size_t nfailed;      /* failed allocations so far (never reset: passes compare before/after) */
  bool failed;         /* an allocation failed since the diagnostics were last cleared */
  bool inject;         /* fault injection armed: arena allocations count as events too */
} RcAllocStats;

struct RcCtx {
  RcAllocator alloc; /* what the library uses: counts, enforces the budget, then calls `base` */
  RcAllocator base;  /* the caller's hooks */
  RcAllocStats stats;
  RcDiagnostic *diags;
  size_t ndiags, cdiags; /* cdiags > ndiags always: one slot stays free for "out of memory" */
  size_t nerrors;
  RcSourceGone *gone; /* while an owned text is parsed: what of it is released (source.c) */
  bool oom_listed;       /* oom_msg is in the list (one at a time) */
  char oom_msg[160];     /* its message: owned by the context, so recording it never allocates */
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

/* source.c: a text the caller gave away (rc_module_parse_owned). Once the
 * reader is `step` bytes past the last release, the pages behind it go back to
 * the system; the newline offsets of the released part are kept, so
 * diagnostics still get exact lines and columns there (without quoting the
 * line). ctx->gone points here while src is parsed. */
struct RcSourceGone {
  const RcSource *src;
  char *text;     /* the caller's buffer (src->text) */
  size_t step;
  size_t base;    /* text[0..base) may no longer be read */
  uint32_t *nl;   /* offsets of the newlines in text[0..base) */
  size_t nnl, cnl;
  size_t pin_lo, pin_hi; /* text[pin_lo..pin_hi) stays readable (rc_source_pin) */
};
/* Starts releasing src (a text of at most 4 GiB; larger ones are never released) through ctx. */
void rc_source_gone_begin(RcCtx *ctx, RcSourceGone *g, const RcSource *src, char *text, size_t step);
/* Stops it (ctx->gone = NULL) and frees the newline table. */
void rc_source_gone_end(RcCtx *ctx, RcSourceGone *g);
/* The reader will read nothing of src before `upto` again (diagnostics aside): release it when due. */
void rc_source_release_slow(RcSourceGone *g, size_t upto);
static inline void rc_source_release(RcCtx *ctx, const RcSource *src, size_t upto) {
  RcSourceGone *g = ctx->gone;
  if (g && g->src == src && upto >= g->base + g->step) rc_source_release_slow(g, upto);
}
/* Keeps src's text[lo..hi) readable from now on (one range: a new pin replaces the last);
 * for what a reader reads again later, such as a function's signature after its body. */
void rc_source_pin(RcCtx *ctx, const RcSource *src, size_t lo, size_t hi);
/* Line and the offset of its first byte for a byte offset of src. */
void rc_source_locate(const RcCtx *ctx, const RcSource *src, size_t offset, uint32_t *line, size_t *line_start);
/* 1-based line and column of a byte offset of src (an offset past the end is the end). */
void rc_source_line_col(const RcCtx *ctx, const RcSource *src, size_t offset, uint32_t *line, uint32_t *col);
/* The offset where line `line` starts, or SIZE_MAX if that is in the released part or past the end. */
size_t rc_source_line_offset(const RcCtx *ctx, const RcSource *src, uint32_t line);

void *rc_ctx_malloc(RcCtx *ctx, size_t size); /* through the hook; NULL on failure */
void rc_ctx_mfree(RcCtx *ctx, void *p);
/* Drops the diagnostics after the first `keep` (an evaluation's that were not the user's business). */
void rc_ctx_drop_diagnostics(RcCtx *ctx, size_t keep);

/* alloc.c: installs the counting hook over `base` in ctx->alloc. */
void rc_ctx_alloc_init(RcCtx *ctx, const RcAllocator *base);
/* The context whose hook `a` is, or NULL for a foreign allocator. */
RcCtx *rc_ctx_of_allocator(const RcAllocator *a);
/* An arena allocation while fault injection is armed: counts it; false when it must fail
 * (the out-of-memory error is then recorded). */
bool rc_ctx_arena_event(RcCtx *ctx, size_t size);
/* ctx.c: records the "out of memory" error (once while it is listed) without allocating;
 * request 0 = size unknown. */
void rc_ctx_note_oom(RcCtx *ctx, size_t request);
/* Failed allocations so far: a pass that finds the count grew while it ran returns RC_ERR_NOMEM
 * (and calls rc_ctx_note_oom(ctx, 0) in case a diagnostic was dropped meanwhile). */
static inline size_t rc_ctx_failures(const RcCtx *ctx) { return ctx->stats.nfailed; }

#endif
