/* rc_split: the chunking rule of every data-parallel loop (see split.h). */
#include "support/split.h"

#include <stdbool.h>
#include <stdint.h>

RcSplit rc_split(size_t n, size_t unit, size_t align, size_t threads, size_t min_elems)
{
  if (n == 0) return (RcSplit){0, 0};
  if (align < 1) align = 1;
  if (unit < 1) unit = 1;
  bool small = n <= SIZE_MAX / unit && n * unit < min_elems;
  if (threads <= 1 || n < 2 || small) return (RcSplit){n, 1};
  size_t per = n / threads + (n % threads != 0);
  per = (per + align - 1) / align * align;
  return (RcSplit){per, n / per + (n % per != 0)};
}
