/* What a highering run reports (RcHigherResult): the options' defaults, the result's
 * lifetime and accessors, root names, and the skip list kept once per place, op and
 * reason. The driver and its helpers (recompute.c, byvalue.c) fill it. */
#include <stdio.h>
#include <string.h>

#include "rewrite/rewrite.h"

void rc_higher_options_init(RcHigherOptions *o) {
  memset(o, 0, sizeof *o);
  o->verify = true;
  o->verify_max_ulp = 4;
  o->by_value = true;
  o->recompute = true;
  o->neighbours = true;
  o->sum_out = true;
  o->emit = RC_EMIT_DEFAULT;
}

RcHigherResult *rc_rewrite_result_new(void) {
  RcHigherResult *r = g_new0(RcHigherResult, 1);
  r->rewrites = g_array_new(FALSE, TRUE, sizeof(RcRewriteInfo));
  r->skips = g_array_new(FALSE, TRUE, sizeof(RcSkipInfo));
  r->fused = g_ptr_array_new();
  r->region_sizes = g_array_new(FALSE, TRUE, sizeof(uint32_t));
  r->skip_ops = g_ptr_array_new();
  r->strings = g_string_chunk_new(4096);
  r->recomputes = g_ptr_array_new_with_free_func(g_free);
  return r;
}

void rc_higher_result_free(RcHigherResult *r) {
  if (!r) return;
  g_array_free(r->rewrites, TRUE);
  g_array_free(r->skips, TRUE);
  g_ptr_array_free(r->fused, TRUE);
  g_array_free(r->region_sizes, TRUE);
  g_ptr_array_free(r->skip_ops, TRUE);
  if (r->fused_at) g_hash_table_destroy(r->fused_at);
  if (r->took_call) g_hash_table_destroy(r->took_call);
  if (r->follow) g_array_free(r->follow, TRUE);
  g_ptr_array_free(r->recomputes, TRUE);
  g_string_chunk_free(r->strings);
  g_free(r);
}

size_t rc_higher_rewrite_count(const RcHigherResult *r) { return r ? r->rewrites->len : 0; }
const RcRewriteInfo *rc_higher_rewrite(const RcHigherResult *r, size_t i) {
  return r && i < r->rewrites->len ? &g_array_index(r->rewrites, RcRewriteInfo, i) : NULL;
}
size_t rc_higher_skip_count(const RcHigherResult *r) { return r ? r->skips->len : 0; }

size_t rc_higher_checks_run(const RcHigherResult *r) { return r ? r->checks_run : 0; }
size_t rc_higher_rounds(const RcHigherResult *r) { return r ? r->rounds : 0; }
const RcSkipInfo *rc_higher_skip(const RcHigherResult *r, size_t i) {
  return r && i < r->skips->len ? &g_array_index(r->skips, RcSkipInfo, i) : NULL;
}

/* A root's name: nearly every one is distinct, so it is copied, not interned
 * (interning would keep a hash table of every name). */
const char *rc_rewrite_vname(RcHigherResult *r, const RcValue *v) {
  char buf[48];
  if (v->name) return g_string_chunk_insert(r->strings, v->name);
  snprintf(buf, sizeof buf, "#%u", v->def ? v->def->id : 0);
  return g_string_chunk_insert(r->strings, buf);
}

static const char *rc_higher_skip_op(const RcHigherResult *r, guint i) { return g_ptr_array_index(r->skip_ops, i); }

void rc_rewrite_add_skip(RcHigherResult *r, const char *pattern, const char *fop, const RcValue *root,
                         const RcFunc *f, const char *why) {
  const char *rn = rc_rewrite_vname(r, root);
  const char *fn = f->name ? f->name : "";
  for (guint i = 0; i < r->skips->len; i++) {
    RcSkipInfo *s = &g_array_index(r->skips, RcSkipInfo, i);
    /* one entry per place, fused op and reason, whichever pattern or view found it */
    /* a skip in an opened fusion body was found there first (bodies are matched before
     * their callers), and the caller's clones keep the body's names */
    bool place = !strcmp(s->func, fn) || (r->opened && g_hash_table_contains(r->opened, s->func));
    if (!strcmp(s->root, rn) && place && !strcmp(s->reason, why) && !strcmp(rc_higher_skip_op(r, i), fop))
      return;
  }
  RcSkipInfo s = {g_string_chunk_insert_const(r->strings, pattern), rn, g_string_chunk_insert_const(r->strings, fn),
                  g_string_chunk_insert(r->strings, why)};
  g_array_append_val(r->skips, s);
  const char *op = g_string_chunk_insert_const(r->strings, fop);
  g_ptr_array_add(r->skip_ops, (gpointer)op);
}
