/* The library's version: meson's project version, written into
 * support/version.h when the build is configured. */
#include "recompose/recompose.h"
#include "support/version.h"

const char *rc_version(void) { return RC_VERSION_STRING; }
