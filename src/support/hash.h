/* One hash for byte strings (pointer + length, no terminator needed), read 8 bytes
 * at a time: the readers' name and string tables, their literal caches and the
 * rewrite driver's check keys use it. Not for anything persisted: the value may
 * change between versions. */
#ifndef RC_SUPPORT_HASH_H
#define RC_SUPPORT_HASH_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

static inline uint32_t rc_hash_bytes(const void *p, size_t n) {
  const unsigned char *s = p;
  uint64_t h = 0x9e3779b97f4a7c15ull ^ (n * 0xff51afd7ed558ccdull);
  while (n >= 8) {
    uint64_t w;
    memcpy(&w, s, 8);
    h = (h ^ w) * 0xc4ceb9fe1a85ec53ull;
    h ^= h >> 29;
    s += 8;
    n -= 8;
  }
  if (n) {
    uint64_t w = 0;
    for (size_t i = 0; i < n; i++) w |= (uint64_t)s[i] << (8 * i);
    h = (h ^ w) * 0xc4ceb9fe1a85ec53ull;
  }
  h ^= h >> 32;
  h *= 0xff51afd7ed558ccdull;
  return (uint32_t)(h ^ (h >> 29));
}

#endif
