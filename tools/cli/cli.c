/* Shared plumbing of the subcommands; see cli.h. */
#include "cli.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

bool rc_cli_read(const char *path, char **data, size_t *len) {
  if (!strcmp(path, "-")) {
    GString *s = g_string_new(NULL);
    char buf[65536];
    size_t n;
    while ((n = fread(buf, 1, sizeof buf, stdin)) > 0) g_string_append_len(s, buf, (gssize)n);
    if (ferror(stdin)) {
      fprintf(stderr, "<stdin>: error: cannot read standard input: %s\n", g_strerror(errno));
      g_string_free(s, TRUE);
      return false;
    }
    *len = s->len;
    *data = g_string_free(s, FALSE);
    return true;
  }
  struct stat st;
  if (stat(path, &st) == 0 && S_ISDIR(st.st_mode)) {
    fprintf(stderr, "%s: error: is a directory, expected a file\n", path);
    return false;
  }
  FILE *f = fopen(path, "rb");
  if (!f) {
    fprintf(stderr, "%s: error: cannot read: %s\n", path, g_strerror(errno));
    return false;
  }
  GString *s = g_string_sized_new(stat(path, &st) == 0 && st.st_size > 0 ? (gsize)st.st_size + 1 : 4096);
  char buf[1 << 16];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, f)) > 0) g_string_append_len(s, buf, (gssize)n);
  int failed = ferror(f), saved = errno;
  fclose(f);
  if (failed) {
    fprintf(stderr, "%s: error: cannot read: %s\n", path, g_strerror(saved));
    g_string_free(s, TRUE);
    return false;
  }
  *len = s->len;
  *data = g_string_free(s, FALSE);
  return true;
}

void rc_cli_print_diags_to(const RcCtx *ctx, FILE *out) {
  for (size_t i = 0; i < rc_ctx_diagnostic_count(ctx); i++) rc_diagnostic_print(rc_ctx_diagnostic(ctx, i), out);
}

void rc_cli_print_diags(const RcCtx *ctx) { rc_cli_print_diags_to(ctx, stderr); }

RcModule *rc_cli_load_module(RcCtx *ctx, const char *path, RcFormat format, char **text_out, size_t *len_out) {
  char *text = NULL;
  size_t len = 0;
  if (!rc_cli_read(path, &text, &len)) return NULL;
  RcModule *m = NULL;
  const char *shown = strcmp(path, "-") ? path : "<stdin>";
  RcStatus st = rc_module_parse(ctx, shown, text, len, rc_cli_format_for(path, format), &m);
  if (st == RC_OK) st = rc_module_verify(m);
  if (st != RC_OK) {
    if (st == RC_ERR_NOMEM) fprintf(stderr, "%s: error: out of memory\n", shown);
    rc_cli_print_diags(ctx);
    rc_module_free(m);
    g_free(text);
    return NULL;
  }
  if (text_out) {
    *text_out = text;
    *len_out = len;
  } else {
    g_free(text);
  }
  return m;
}

bool rc_cli_write_atomic(const char *path, RcCliWriteFn fn, void *user) {
  if (!strcmp(path, "-")) {
    bool ok = fn(stdout, user) && fflush(stdout) == 0 && !ferror(stdout);
    if (!ok) fprintf(stderr, "<stdout>: error: write failed: %s\n", g_strerror(errno));
    return ok;
  }
  struct stat pst;
  if (stat(path, &pst) == 0 && !S_ISREG(pst.st_mode)) {
    /* A device or pipe (/dev/null, a FIFO): nothing to replace atomically. */
    FILE *f = fopen(path, "w");
    bool ok = f && fn(f, user);
    if (f && fclose(f) != 0) ok = false;
    if (!ok) fprintf(stderr, "%s: error: cannot write: %s\n", path, g_strerror(errno));
    return ok;
  }
  char *dir = g_path_get_dirname(path), *base = g_path_get_basename(path);
  char *tmp = g_strdup_printf("%s/.%s.XXXXXX", dir, base);
  g_free(dir);
  g_free(base);
  int fd = g_mkstemp_full(tmp, O_WRONLY, 0644);
  if (fd < 0) {
    fprintf(stderr, "%s: error: cannot create a temporary file beside it: %s\n", path, g_strerror(errno));
    g_free(tmp);
    return false;
  }
  /* Keep the permissions of a file we replace. */
  struct stat st;
  if (stat(path, &st) == 0) (void)fchmod(fd, st.st_mode & 07777);
  FILE *f = fdopen(fd, "w");
  bool ok = f != NULL;
  if (ok) ok = fn(f, user);
  if (ok) ok = fflush(f) == 0 && !ferror(f);
  int saved = errno;
  if (ok && fsync(fileno(f)) != 0) {
    ok = false;
    saved = errno;
  }
  if (f) {
    if (fclose(f) != 0 && ok) {
      ok = false;
      saved = errno;
    }
  } else {
    close(fd);
  }
  if (ok && rename(tmp, path) != 0) {
    ok = false;
    saved = errno;
  }
  if (!ok) {
    unlink(tmp);
    fprintf(stderr, "%s: error: cannot write: %s (the file was left unchanged)\n", path,
            saved ? g_strerror(saved) : "write failed");
  }
  g_free(tmp);
  return ok;
}

bool rc_cli_parse_format(const char *s, RcFormat *out) {
  if (!s || !strcmp(s, "auto")) {
    *out = RC_FORMAT_AUTO;
  } else if (!strcmp(s, "hlo")) {
    *out = RC_FORMAT_HLO;
  } else if (!strcmp(s, "stablehlo") || !strcmp(s, "mlir")) {
    *out = RC_FORMAT_STABLEHLO;
  } else {
    return false;
  }
  return true;
}

bool rc_cli_parse_options(GOptionContext *oc, int *argc, char ***argv) {
  GError *err = NULL;
  if (!g_option_context_parse(oc, argc, argv, &err)) {
    fprintf(stderr, "recompose: error: %s\nTry '%s --help'.\n", err->message, g_get_prgname());
    g_error_free(err);
    return false;
  }
  return true;
}

RcFormat rc_cli_format_for(const char *path, RcFormat given) {
  if (given != RC_FORMAT_AUTO || !path) return given;
  if (g_str_has_suffix(path, ".hlo") || g_str_has_suffix(path, ".hlo.txt")) return RC_FORMAT_HLO;
  if (g_str_has_suffix(path, ".mlir")) return RC_FORMAT_STABLEHLO;
  return RC_FORMAT_AUTO;
}
