/* Reading corpus files in tests: paths are relative to the source tree, found
 * through RC_SOURCE_ROOT (set by tests/unit/meson.build), else the current folder. */
#ifndef RC_TEST_SOURCE_FILES_H
#define RC_TEST_SOURCE_FILES_H

#include <glib.h>
#include <stdlib.h>

static inline const char *root_dir(void) {
  const char *r = getenv("RC_SOURCE_ROOT");
  return r ? r : ".";
}

/* The file's text (g_free it) and its length; NULL (and *len = 0) if unreadable. */
static inline char *read_rel(const char *rel, size_t *len) {
  *len = 0;
  char *path = g_build_filename(root_dir(), rel, NULL);
  gchar *text = NULL;
  gsize n = 0;
  gboolean ok = g_file_get_contents(path, &text, &n, NULL);
  g_free(path);
  if (!ok) return NULL;
  *len = n;
  return text;
}

#endif
