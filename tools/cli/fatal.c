/* GLib's out-of-memory stop turned into a diagnostic; see fatal.h. */
#include "fatal.h"

#include <glib.h>
#include <stdatomic.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"

/* One slot per output being written at once: -j runs one job per thread. */
enum { SLOTS = 256 };
static _Atomic(const char *) temps[SLOTS];

int rc_cli_temp_remember(const char *path) {
  for (int i = 0; i < SLOTS; i++) {
    const char *none = NULL;
    if (atomic_compare_exchange_strong(&temps[i], &none, path)) return i;
  }
  return -1;
}

void rc_cli_temp_forget(int slot) {
  if (slot >= 0) atomic_store(&temps[slot], NULL);
}

static void say(const char *s) {
  size_t n = strlen(s);
  while (n) {
    ssize_t w = write(STDERR_FILENO, s, n);
    if (w <= 0) return;
    s += w;
    n -= (size_t)w;
  }
}

/* Runs instead of GLib's printing, just before GLib aborts. Memory is short: write(2) only. */
static void on_glib_error(const gchar *domain, GLogLevelFlags level, const gchar *message, gpointer user) {
  (void)domain, (void)level, (void)user;
  if (!message || !strstr(message, "failed to allocate")) {
    g_log_default_handler(domain, level, message, user); /* a bug, not memory: GLib's own stop */
    return;
  }
  const char *what = strstr(message, "failed to allocate");
  say("recompose: error: out of memory: ");
  say(what);
  say(" (in a GLib container); outputs not yet written keep their old content\n");
  for (int i = 0; i < SLOTS; i++) {
    const char *p = atomic_load(&temps[i]);
    if (p) unlink(p);
  }
  _exit(RC_EXIT_INPUT);
}

void rc_cli_fatal_init(void) {
  g_log_set_handler("GLib", G_LOG_LEVEL_ERROR | G_LOG_FLAG_FATAL | G_LOG_FLAG_RECURSION, on_glib_error, NULL);
}
