/* See pages.h. */
#include "support/pages.h"

#include <stdint.h>
#if defined(__linux__)
#include <sys/mman.h>
#include <unistd.h>
#endif

void rc_pages_release(void *p, size_t n) {
#if defined(__linux__)
  long ps = sysconf(_SC_PAGESIZE);
  if (ps <= 0 || (ps & (ps - 1)) || !p) return;
  uintptr_t page = (uintptr_t)ps;
  uintptr_t lo = ((uintptr_t)p + page - 1) & ~(page - 1), hi = ((uintptr_t)p + n) & ~(page - 1);
  if (hi > lo) (void)madvise((void *)lo, hi - lo, MADV_DONTNEED);
#else
  (void)p, (void)n;
#endif
}
