/* Shared plumbing of the subcommands; see cli.h. */
#include "cli.h"
#include "fatal.h"

#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* The budget of every context the CLI makes (0 = none); see rc_cli_set_memory_limit. */
static size_t memory_limit;

void rc_cli_set_memory_limit(size_t bytes) { memory_limit = bytes; }

/* SIZE as bytes with an optional K, M, G or T suffix (powers of 1024); false on junk or overflow. */
bool rc_cli_parse_size(const char *s, size_t *out) {
  if (!s || !g_ascii_isdigit(*s)) return false;
  char *end = NULL;
  errno = 0;
  guint64 v = g_ascii_strtoull(s, &end, 10);
  if (errno) return false;
  unsigned shift = 0;
  switch (g_ascii_toupper(*end)) {
  case 'K': shift = 10; break;
  case 'M': shift = 20; break;
  case 'G': shift = 30; break;
  case 'T': shift = 40; break;
  case 0: break;
  default: return false;
  }
  if (shift) end++;
  if (*end == 'B' || *end == 'b') end++;
  if (*end || v > (SIZE_MAX >> shift)) return false;
  *out = (size_t)v << shift;
  return true;
}

RcCtx *rc_cli_ctx_new(void) {
  RcCtx *ctx = rc_ctx_new();
  if (!ctx) {
    fprintf(stderr, "recompose: error: out of memory\n");
    exit(RC_EXIT_INPUT);
  }
  size_t limit = memory_limit, k;
  /* Fault injection for the CLI tests: a byte budget, or allocation event K failing (and every
   * later one, or only K with ",once"). */
  const char *e = getenv("RECOMPOSE_FAIL_ALLOC_AFTER");
  if (e && rc_cli_parse_size(e, &k) && (!limit || k < limit)) limit = k;
  if (limit) rc_ctx_set_memory_limit(ctx, limit);
  e = getenv("RECOMPOSE_FAIL_ALLOC_AT");
  if (e && rc_cli_parse_size(e, &k)) rc_ctx_fail_allocation(ctx, k, !strstr(e, ",once"));
  return ctx;
}

/* read() moves at most about 2 GiB per call on Linux; ask for 1 GiB at a time. */
enum { READ_STEP = 1 << 30 };

/* Reads fd to its end into a NUL-terminated buffer of g_try_* memory; `hint` is the expected size
 * (0 = unknown). On failure prints "SHOWN: error: ..." and returns false. */
static bool read_fd(int fd, const char *shown, size_t hint, char **data, size_t *len) {
  size_t cap = hint && hint < SIZE_MAX - 1 ? hint + 1 : 1 << 16, n = 0;
  char *buf = g_try_malloc(cap);
  if (!buf) {
    fprintf(stderr, "%s: error: out of memory: cannot hold the %zu-byte input\n", shown, hint);
    return false;
  }
  for (;;) {
    if (n == cap - 1) {
      size_t nc = cap <= SIZE_MAX / 2 ? cap * 2 : SIZE_MAX;
      char *nb = nc > cap ? g_try_realloc(buf, nc) : NULL;
      if (!nb) {
        fprintf(stderr, "%s: error: out of memory after reading %zu bytes\n", shown, n);
        g_free(buf);
        return false;
      }
      buf = nb;
      cap = nc;
    }
    size_t want = cap - 1 - n;
    if (want > READ_STEP) want = READ_STEP;
    ssize_t r = read(fd, buf + n, want);
    if (r < 0 && errno == EINTR) continue;
    if (r < 0) {
      fprintf(stderr, "%s: error: cannot read: %s\n", shown, g_strerror(errno));
      g_free(buf);
      return false;
    }
    if (r == 0) break;
    n += (size_t)r;
  }
  buf[n] = 0;
  *data = buf;
  *len = n;
  return true;
}

bool rc_cli_read(const char *path, char **data, size_t *len) {
  if (!strcmp(path, "-")) return read_fd(STDIN_FILENO, "<stdin>", 0, data, len);
  int fd = open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) {
    fprintf(stderr, "%s: error: cannot read: %s\n", path, g_strerror(errno));
    return false;
  }
  struct stat st;
  bool known = fstat(fd, &st) == 0;
  if (known && S_ISDIR(st.st_mode)) {
    fprintf(stderr, "%s: error: is a directory, expected a file\n", path);
    close(fd);
    return false;
  }
  size_t hint = known && S_ISREG(st.st_mode) && st.st_size > 0 ? (size_t)st.st_size : 0;
  if (memory_limit && hint > memory_limit) {
    fprintf(stderr, "%s: error: out of memory: the file (%zu bytes) is larger than the memory limit (%zu bytes)\n",
            path, hint, memory_limit);
    close(fd);
    return false;
  }
  bool ok = read_fd(fd, path, hint, data, len);
  close(fd);
  return ok;
}

bool rc_cli_read_module_text(const char *path, char **data, size_t *len) {
  struct stat st;
  if (strcmp(path, "-") && stat(path, &st) == 0 && S_ISREG(st.st_mode) && (guint64)st.st_size >= RC_MAX_INPUT_BYTES) {
    /* Said before reading gigabytes that the library would refuse. */
    fprintf(stderr, "%s: error: the file is %llu bytes; recompose reads at most %zu bytes (4 GiB - 2) per module\n",
            path, (unsigned long long)st.st_size, (size_t)RC_MAX_INPUT_BYTES - 1);
    return false;
  }
  return rc_cli_read(path, data, len);
}

/* A diagnostic without a place (out of memory, ...) is shown under `name`. */
static void print_diag(const RcDiagnostic *d, const char *name, FILE *out) {
  if (d->file || d->line || !name) {
    rc_diagnostic_print(d, out);
    return;
  }
  RcDiagnostic named = *d;
  named.file = name;
  rc_diagnostic_print(&named, out);
}

void rc_cli_print_diags_named(const RcCtx *ctx, const char *name, FILE *out) {
  for (size_t i = 0; i < rc_ctx_diagnostic_count(ctx); i++) print_diag(rc_ctx_diagnostic(ctx, i), name, out);
}

void rc_cli_print_diags_to(const RcCtx *ctx, FILE *out) { rc_cli_print_diags_named(ctx, "recompose", out); }

void rc_cli_print_diags(const RcCtx *ctx) { rc_cli_print_diags_to(ctx, stderr); }

RcModule *rc_cli_load_module(RcCtx *ctx, const char *path, RcFormat format, char **text_out, size_t *len_out) {
  char *text = NULL;
  size_t len = 0;
  if (!rc_cli_read_module_text(path, &text, &len)) return NULL;
  RcModule *m = NULL;
  const char *shown = strcmp(path, "-") ? path : "<stdin>";
  RcStatus st = rc_module_parse(ctx, shown, text, len, rc_cli_format_for(path, format), &m);
  if (st == RC_OK) st = rc_module_verify(m);
  if (st != RC_OK) {
    rc_cli_print_diags_named(ctx, shown, stderr);
    if (st == RC_ERR_NOMEM && !rc_ctx_out_of_memory(ctx)) fprintf(stderr, "%s: error: out of memory\n", shown);
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
  int slot = rc_cli_temp_remember(tmp); /* removed should GLib run out of memory meanwhile */
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
  if (!ok) unlink(tmp);
  rc_cli_temp_forget(slot);
  if (!ok)
    fprintf(stderr, "%s: error: cannot write: %s (the file was left unchanged)\n", path,
            saved ? g_strerror(saved) : "write failed");
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
