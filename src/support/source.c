/* Letting go of input text as it is read. A module of 10^6 ops is built from
 * tens of MiB of text; when the caller hands its buffer over
 * (rc_module_parse_owned), the readers report how far they will never read
 * again, and the pages behind that point are returned to the system
 * (madvise MADV_DONTNEED: they read back as zeros), so the text and the
 * finished module are not both resident at the peak. The newline offsets of
 * the released part are kept (4 bytes a line), so a diagnostic that points
 * back there still gets its exact line and column; it just cannot quote the
 * line. Readers must copy whatever they keep before they pass it. */
#include <glib.h>
#include <string.h>
#if defined(__linux__)
#include <sys/mman.h>
#include <unistd.h>
#endif

#include "support/ctx.h"

void rc_source_gone_begin(RcCtx *ctx, RcSourceGone *g, const RcSource *src, char *text, size_t step) {
  memset(g, 0, sizeof *g);
  g->src = src;
  g->text = text;
  g->step = step;
  ctx->gone = src->len <= UINT32_MAX ? g : NULL;
}

void rc_source_gone_end(RcCtx *ctx, RcSourceGone *g) {
  if (ctx->gone == g) ctx->gone = NULL;
  g_free(g->nl);
  g->nl = NULL;
  g->nnl = g->cnl = 0;
}

void rc_source_release_slow(RcSourceGone *g, size_t upto) {
  if (upto > g->src->len) upto = g->src->len;
#if defined(__linux__)
  size_t page = (size_t)sysconf(_SC_PAGESIZE);
  if (page == 0 || (page & (page - 1))) return;
  uintptr_t lo = ((uintptr_t)(g->text + g->base) + page - 1) & ~(uintptr_t)(page - 1);
  uintptr_t hi = (uintptr_t)(g->text + upto) & ~(uintptr_t)(page - 1);
  if (hi <= lo) return;
  size_t nbase = (size_t)(hi - (uintptr_t)g->text);
  /* Keep the newlines first: they are all a diagnostic needs to place an offset. */
  const char *p = g->text + g->base, *end = g->text + nbase;
  while (p < end) {
    const char *nl = memchr(p, '\n', (size_t)(end - p));
    if (!nl) break;
    if (g->nnl == g->cnl) {
      g->cnl = g->cnl ? g->cnl * 2 : 4096;
      g->nl = g_renew(uint32_t, g->nl, g->cnl);
    }
    g->nl[g->nnl++] = (uint32_t)(nl - g->text);
    p = nl + 1;
  }
  g->base = nbase;
  /* The pinned range's pages stay. */
  uintptr_t plo = (uintptr_t)(g->text + g->pin_lo) & ~(uintptr_t)(page - 1);
  uintptr_t phi = ((uintptr_t)(g->text + g->pin_hi) + page - 1) & ~(uintptr_t)(page - 1);
  if (g->pin_hi > g->pin_lo && plo < hi && phi > lo) {
    if (plo > lo) (void)madvise((void *)lo, plo - lo, MADV_DONTNEED);
    if (hi > phi) (void)madvise((void *)phi, hi - phi, MADV_DONTNEED);
  } else {
    (void)madvise((void *)lo, hi - lo, MADV_DONTNEED);
  }
#else
  (void)g;
  (void)upto;
#endif
}

void rc_source_pin(RcCtx *ctx, const RcSource *src, size_t lo, size_t hi) {
  RcSourceGone *g = ctx->gone;
  if (!g || g->src != src) return;
  g->pin_lo = lo;
  g->pin_hi = hi;
}

/* Number of released newlines before `offset` (offset <= base). */
static size_t count_nl(const RcSourceGone *g, size_t offset) {
  size_t lo = 0, hi = g->nnl;
  while (lo < hi) {
    size_t mid = lo + (hi - lo) / 2;
    if (g->nl[mid] < offset)
      lo = mid + 1;
    else
      hi = mid;
  }
  return lo;
}

static const RcSourceGone *gone_of(const RcCtx *ctx, const RcSource *src) {
  return ctx && ctx->gone && ctx->gone->src == src ? ctx->gone : NULL;
}

void rc_source_locate(const RcCtx *ctx, const RcSource *src, size_t offset, uint32_t *line, size_t *line_start) {
  const RcSourceGone *g = gone_of(ctx, src);
  size_t i = 0, start = 0;
  uint32_t l = 1;
  if (g && g->base) {
    size_t k = count_nl(g, offset < g->base ? offset : g->base);
    l = (uint32_t)(k + 1);
    start = k ? g->nl[k - 1] + 1 : 0;
    i = offset < g->base ? offset : g->base;
  }
  for (; i < offset; i++) {
    if (src->text[i] == '\n') {
      l++;
      start = i + 1;
    }
  }
  *line = l;
  *line_start = start;
}

void rc_source_line_col(const RcCtx *ctx, const RcSource *src, size_t offset, uint32_t *line, uint32_t *col) {
  size_t start;
  if (offset > src->len) offset = src->len;
  rc_source_locate(ctx, src, offset, line, &start);
  *col = (uint32_t)(offset - start + 1);
}

size_t rc_source_line_offset(const RcCtx *ctx, const RcSource *src, uint32_t line) {
  const RcSourceGone *g = gone_of(ctx, src);
  size_t p = 0;
  uint32_t l = 1;
  if (g && g->base) {
    /* Lines that start in the released part cannot be quoted. */
    if (line <= g->nnl) return SIZE_MAX;
    p = g->nnl ? g->nl[g->nnl - 1] + 1 : 0;
    if (p < g->base) {
      if (line == g->nnl + 1) return SIZE_MAX;
      const char *nl = memchr(src->text + g->base, '\n', src->len - g->base);
      if (!nl) return SIZE_MAX;
      p = (size_t)(nl - src->text) + 1;
      l = (uint32_t)g->nnl + 2;
    } else {
      l = (uint32_t)g->nnl + 1;
    }
  }
  for (; l < line; l++) {
    const char *nl = p < src->len ? memchr(src->text + p, '\n', src->len - p) : NULL;
    if (!nl) return SIZE_MAX;
    p = (size_t)(nl - src->text) + 1;
  }
  return p;
}
