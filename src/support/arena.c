/* Bump allocation over a list of chunks; see arena.h. */
#include "support/arena.h"

#include "support/ctx.h"

#include <stdint.h>
#include <string.h>
#if defined(__linux__)
#include <sys/mman.h>
#endif

typedef struct Chunk {
  struct Chunk *next;
  size_t size, used, ready; /* ready: bytes from the start already faulted in (populate) */
  _Alignas(16) unsigned char data[];
} Chunk;

struct RcArena {
  RcAllocator alloc;
  RcCtx *ctx; /* the context whose hook alloc is (fault injection), or NULL */
  Chunk *head;
  size_t bytes;
  int failed;
};

enum { CHUNK_MIN = 64 * 1024, CHUNK_MAX = 8 * 1024 * 1024, PAGE = 4096 };

/* Big chunks are faulted in by one madvise call per STEP bytes as the bump pointer
 * reaches them instead of one page fault per 4 KiB page: a 10^6-op module fills
 * hundreds of MiB. In steps, not the whole chunk at once, so the unused tail of the
 * last chunk (up to 8 MiB) does not count in the peak. Only whole pages; ignored
 * where unsupported (the pages then fault in one by one). */
enum { STEP = 1 << 20 };

static void populate(Chunk *c, size_t upto) {
#if defined(__linux__) && defined(MADV_POPULATE_WRITE)
  if (c->size < (size_t)STEP) {
    c->ready = c->size;
    return;
  }
  size_t to = upto + STEP < c->size ? upto + STEP : c->size;
  uintptr_t lo = ((uintptr_t)(c->data + c->ready) + PAGE - 1) & ~(uintptr_t)(PAGE - 1);
  uintptr_t hi = ((uintptr_t)(c->data + to) + PAGE - 1) & ~(uintptr_t)(PAGE - 1);
  uintptr_t end = ((uintptr_t)(c->data + c->size)) & ~(uintptr_t)(PAGE - 1);
  if (hi > end) hi = end;
  if (hi > lo) (void)madvise((void *)lo, hi - lo, MADV_POPULATE_WRITE);
  c->ready = to;
#else
  c->ready = c->size;
  (void)upto;
#endif
}

RcArena *rc_arena_new(const RcAllocator *alloc) {
  RcArena *a = alloc->alloc(alloc->user, sizeof *a);
  if (!a) return NULL;
  memset(a, 0, sizeof *a);
  a->alloc = *alloc;
  a->ctx = rc_ctx_of_allocator(alloc);
  return a;
}

void rc_arena_free(RcArena *a) {
  if (!a) return;
  for (Chunk *c = a->head, *next; c; c = next) {
    next = c->next;
    a->alloc.free(a->alloc.user, c);
  }
  a->alloc.free(a->alloc.user, a);
}

/* size bytes at `align` (8 or 16) from the head chunk, or from a new one. */
static inline void *bump(RcArena *a, size_t size, size_t align) {
  if (size > SIZE_MAX / 2) {
    a->failed = 1;
    return NULL;
  }
  if (__builtin_expect(a->ctx && a->ctx->stats.inject, 0) && !rc_ctx_arena_event(a->ctx, size)) {
    a->failed = 1;
    return NULL;
  }
  size = (size + 7) & ~(size_t)7;
  Chunk *c = a->head;
  size_t at = c ? (c->used + align - 1) & ~(align - 1) : 0;
  if (!c || at > c->size || c->size - at < size) {
    /* Chunks grow with the arena so a 10^6-op graph needs few of them. */
    size_t want = a->bytes / 4;
    if (want < CHUNK_MIN) want = CHUNK_MIN;
    if (want > CHUNK_MAX) want = CHUNK_MAX;
    if (want < size) want = (size + 15) & ~(size_t)15;
    if (want > SIZE_MAX - sizeof(Chunk)) {
      a->failed = 1;
      return NULL;
    }
    c = a->alloc.alloc(a->alloc.user, sizeof(Chunk) + want);
    if (!c) {
      a->failed = 1;
      return NULL;
    }
    c->size = want;
    c->used = 0;
    c->ready = 0;
    c->next = a->head;
    a->head = c;
    a->bytes += sizeof(Chunk) + want;
    at = 0;
  }
  void *p = c->data + at;
  c->used = at + size;
  if (c->used > c->ready) populate(c, c->used);
  return p;
}

void *rc_arena_alloc(RcArena *a, size_t size) {
  void *p = bump(a, size, 16);
  if (p) memset(p, 0, size);
  return p;
}

void *rc_arena_alloc8(RcArena *a, size_t size) {
  void *p = bump(a, size, 8);
  if (p) memset(p, 0, size);
  return p;
}

char *rc_arena_strndup(RcArena *a, const char *s, size_t n) {
  char *p = bump(a, n + 1, 8);
  if (!p) return NULL;
  memcpy(p, s, n);
  p[n] = 0;
  return p;
}

int rc_arena_failed(const RcArena *a) { return a->failed; }
size_t rc_arena_bytes(const RcArena *a) { return a->bytes; }
