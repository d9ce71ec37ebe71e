/* Giving memory back to the system before it is freed: the whole pages inside a
 * range the caller will never read again (it may write there again: the pages
 * then come back as zeros). Large side arrays walked once, such as the rewrite
 * driver's list of a function's nodes, so they do not add to the peak. */
#ifndef RC_SUPPORT_PAGES_H
#define RC_SUPPORT_PAGES_H

#include <stddef.h>

/* Releases every whole page inside [p, p + n); a no-op where unsupported. */
void rc_pages_release(void *p, size_t n);

#endif
