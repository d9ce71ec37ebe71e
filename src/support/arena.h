/* Arena allocation: a module's nodes, values, types and strings come from one
 * arena and are released together. Chunks come from the context's allocator
 * hook, so tests can make allocation fail. */
#ifndef RC_SUPPORT_ARENA_H
#define RC_SUPPORT_ARENA_H

#include <stddef.h>

#include "recompose/recompose.h"

typedef struct RcArena RcArena;

/* New arena drawing chunks from `alloc` (copied); NULL on out-of-memory. */
RcArena *rc_arena_new(const RcAllocator *alloc);
/* Releases every chunk and the arena. NULL allowed. */
void rc_arena_free(RcArena *a);
/* size bytes, 16-byte aligned, zeroed; NULL on out-of-memory (and the arena remembers it). */
void *rc_arena_alloc(RcArena *a, size_t size);
/* Like rc_arena_alloc but only 8-byte aligned (packs IR structs tighter). */
void *rc_arena_alloc8(RcArena *a, size_t size);
/* Copy of s[0..n) plus a NUL (8-byte aligned); NULL on out-of-memory. */
char *rc_arena_strndup(RcArena *a, const char *s, size_t n);
/* True once any allocation from this arena has failed. */
int rc_arena_failed(const RcArena *a);
/* Bytes taken from the allocator so far. */
size_t rc_arena_bytes(const RcArena *a);

#endif
