/* The context's allocation hook: every byte the library takes (arena chunks,
 * side tables, diagnostics) passes here on its way to the caller's allocator.
 * It keeps the bytes in use, enforces an optional budget, and can make a
 * chosen allocation fail so tests reach every out-of-memory path. A failure
 * records one "out of memory" error on the context; see ctx.h. */
#include <stdint.h>
#include <string.h>

#include "support/ctx.h"

/* Each block carries its size in front, so frees keep `live` exact; 16 keeps malloc's alignment. */
enum { HDR = 16 };

/* Counts one allocation event; true when fault injection says it fails. */
static bool injected(RcAllocStats *s) {
  size_t k = s->calls++;
  return k == s->fail_at || (s->fail_sticky && k > s->fail_at);
}

static void *hook_alloc(void *user, size_t size) {
  RcCtx *ctx = user;
  RcAllocStats *s = &ctx->stats;
  bool fail = injected(s);
  if (s->limit && (size > s->limit || s->live > s->limit - size)) fail = true;
  if (size > SIZE_MAX - HDR) fail = true;
  unsigned char *p = fail ? NULL : ctx->base.alloc(ctx->base.user, HDR + size);
  if (!p) {
    s->failed = true;
    s->nfailed++;
    rc_ctx_note_oom(ctx, size);
    return NULL;
  }
  memcpy(p, &size, sizeof size);
  s->live += size;
  if (s->live > s->peak) s->peak = s->live;
  return p + HDR;
}

static void hook_free(void *user, void *ptr) {
  RcCtx *ctx = user;
  if (!ptr) return;
  unsigned char *p = (unsigned char *)ptr - HDR;
  size_t size;
  memcpy(&size, p, sizeof size);
  ctx->stats.live -= size;
  ctx->base.free(ctx->base.user, p);
}

bool rc_ctx_arena_event(RcCtx *ctx, size_t size) {
  if (!injected(&ctx->stats)) return true;
  ctx->stats.failed = true;
  ctx->stats.nfailed++;
  rc_ctx_note_oom(ctx, size);
  return false;
}

RcCtx *rc_ctx_of_allocator(const RcAllocator *a) { return a->alloc == hook_alloc ? a->user : NULL; }

void rc_ctx_alloc_init(RcCtx *ctx, const RcAllocator *base) {
  ctx->base = *base;
  ctx->alloc = (RcAllocator){hook_alloc, hook_free, ctx};
  memset(&ctx->stats, 0, sizeof ctx->stats);
  ctx->stats.fail_at = SIZE_MAX;
}

void rc_ctx_set_memory_limit(RcCtx *ctx, size_t bytes) { ctx->stats.limit = bytes; }

void rc_ctx_fail_allocation(RcCtx *ctx, size_t k, int sticky) {
  ctx->stats.fail_at = k > SIZE_MAX - ctx->stats.calls ? SIZE_MAX : ctx->stats.calls + k;
  ctx->stats.fail_sticky = sticky != 0;
  ctx->stats.inject = true;
}

size_t rc_ctx_allocation_count(const RcCtx *ctx) { return ctx->stats.calls; }
size_t rc_ctx_peak_bytes(const RcCtx *ctx) { return ctx->stats.peak; }
int rc_ctx_out_of_memory(const RcCtx *ctx) { return ctx->stats.failed; }
