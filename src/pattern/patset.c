/* The pattern set (public RcPatternSet): owns parsed patterns, loads them from
 * files, directories, strings and the standard library compiled into
 * librecompose (builtin_patterns.c, generated from patterns/NAME.rcp by
 * tools/dev/embed-patterns.py). Pattern memory lives in blocks freed with the set.
 */
#include <glib.h>
#include <stdint.h>
#include <string.h>

#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>

#include "pattern/pattern.h"
#include "support/ctx.h"

typedef struct Pool {
  GPtrArray *blocks;
  GPtrArray *regexes;
} Pool;

/* Generated: the standard pattern files. */
typedef struct RcBuiltinPatternFile {
  const char *name;
  const char *text;
} RcBuiltinPatternFile;
extern const RcBuiltinPatternFile rc_builtin_pattern_files[];

static void free_regex(gpointer p) { pcre2_code_free(p); }

RcPatternSet *rc_patterns_new(RcCtx *ctx) {
  RcPatternSet *ps = g_try_malloc0(sizeof *ps);
  if (!ps) return NULL;
  Pool *pool = g_try_malloc0(sizeof *pool);
  if (!pool) {
    g_free(ps);
    return NULL;
  }
  pool->blocks = g_ptr_array_new_with_free_func(g_free);
  pool->regexes = g_ptr_array_new_with_free_func(free_regex);
  ps->ctx = ctx;
  ps->pool = pool;
  GMutex *lock = g_new0(GMutex, 1);
  g_mutex_init(lock);
  ps->index_lock = lock;
  return ps;
}

void rc_patterns_free(RcPatternSet *ps) {
  if (!ps) return;
  rc_match_index_free(ps->index);
  g_mutex_clear(ps->index_lock);
  g_free(ps->index_lock);
  Pool *pool = ps->pool;
  g_ptr_array_free(pool->regexes, TRUE);
  g_ptr_array_free(pool->blocks, TRUE);
  g_free(pool);
  g_free(ps);
}

void *rc_pattern_alloc(RcPatternSet *ps, size_t size) {
  void *p = g_try_malloc0(size ? size : 1);
  if (p) g_ptr_array_add(((Pool *)ps->pool)->blocks, p);
  return p;
}

char *rc_pattern_strndup(RcPatternSet *ps, const char *s, size_t n) {
  char *d = rc_pattern_alloc(ps, n + 1);
  if (d) memcpy(d, s, n);
  return d;
}

void rc_patset_keep_regex(RcPatternSet *ps, void *re);
void rc_patset_keep_regex(RcPatternSet *ps, void *re) { g_ptr_array_add(((Pool *)ps->pool)->regexes, re); }

RcStatus rc_patterns_add_builtin(RcPatternSet *ps) {
  for (const RcBuiltinPatternFile *f = rc_builtin_pattern_files; f->name; f++) {
    RcStatus st = rc_pattern_parse(ps, f->name, f->text, strlen(f->text));
    if (st != RC_OK) return st == RC_ERR_INPUT ? RC_ERR_INPUT : RC_ERR_NOMEM;
  }
  return RC_OK;
}

RcStatus rc_patterns_add_string(RcPatternSet *ps, const char *name, const char *text, size_t len) {
  if (!ps || (!text && len)) return RC_ERR_USAGE;
  return rc_pattern_parse(ps, name ? name : "<string>", text ? text : "", len);
}

static RcStatus add_file(RcPatternSet *ps, const char *path) {
  gchar *text = NULL;
  gsize len = 0;
  GError *err = NULL;
  if (!g_file_get_contents(path, &text, &len, &err)) {
    rc_diag(ps->ctx, RC_SEV_ERROR, NULL, 0, 0, "%s: cannot read pattern file: %s", path, err->message);
    g_error_free(err);
    return RC_ERR_IO;
  }
  RcStatus st = rc_pattern_parse(ps, path, text, len);
  g_free(text);
  return st;
}

static gint cmp_str(gconstpointer a, gconstpointer b) { return strcmp(*(char *const *)a, *(char *const *)b); }

RcStatus rc_patterns_add_path(RcPatternSet *ps, const char *path) {
  if (!ps || !path) return RC_ERR_USAGE;
  if (!g_file_test(path, G_FILE_TEST_IS_DIR)) return add_file(ps, path);
  GError *err = NULL;
  GDir *d = g_dir_open(path, 0, &err);
  if (!d) {
    rc_diag(ps->ctx, RC_SEV_ERROR, NULL, 0, 0, "%s: cannot open pattern directory: %s", path, err->message);
    g_error_free(err);
    return RC_ERR_IO;
  }
  GPtrArray *names = g_ptr_array_new_with_free_func(g_free);
  const char *e;
  while ((e = g_dir_read_name(d)))
    if (g_str_has_suffix(e, ".rcp")) g_ptr_array_add(names, g_build_filename(path, e, NULL));
  g_dir_close(d);
  g_ptr_array_sort(names, cmp_str);
  RcStatus st = RC_OK;
  for (guint i = 0; i < names->len; i++) {
    RcStatus s = add_file(ps, g_ptr_array_index(names, i));
    if (s != RC_OK && st == RC_OK) st = s;
  }
  g_ptr_array_free(names, TRUE);
  return st;
}

const RcMatchIndex *rc_patset_index(const RcPatternSet *cps) {
  RcPatternSet *ps = (RcPatternSet *)(uintptr_t)cps; /* the cache is not part of the set's value */
  g_mutex_lock(ps->index_lock);
  if (ps->index && ps->index_npats != ps->npats) {
    rc_match_index_free(ps->index);
    ps->index = NULL;
  }
  if (!ps->index) {
    ps->index = rc_match_index_new(ps, NULL, 0);
    ps->index_npats = ps->npats;
  }
  const RcMatchIndex *ix = ps->index;
  g_mutex_unlock(ps->index_lock);
  return ix;
}

RcStatus rc_patterns_compile(RcPatternSet *ps) {
  if (!ps) return RC_ERR_USAGE;
  if (rc_patset_index(ps)) return RC_OK;
  rc_ctx_note_oom(ps->ctx, 0); /* the automaton is built with libc's allocator, outside ctx */
  return RC_ERR_NOMEM;
}

size_t rc_patterns_count(const RcPatternSet *ps) { return ps ? ps->npats : 0; }
const char *rc_patterns_name(const RcPatternSet *ps, size_t i) { return i < ps->npats ? ps->pats[i]->name : NULL; }
const char *rc_patterns_op(const RcPatternSet *ps, size_t i) { return i < ps->npats ? ps->pats[i]->op : NULL; }
const char *rc_patterns_source(const RcPatternSet *ps, size_t i) {
  return i < ps->npats ? ps->pats[i]->source : NULL;
}
