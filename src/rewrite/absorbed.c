/* What the output holds: each rewrite's fused call is followed while copies of it are
 * in the module (the call itself, and its clones in callers that opened the fusion body
 * it is in: open.c). A copy a later rewrite takes into its region and erases (an erf
 * raised in one round, then eaten by its GELU in the next) is gone; when the last copy
 * of a rewrite's call is gone and a later rewrite took one, the rewrite is absorbed by
 * the last rewrite that took one (RcRewriteInfo.absorbed_by), and the report's counts
 * leave it out. A copy erased for another reason (the clones of an untouched fusion
 * when it is closed again) just stops being followed. Part of src/rewrite (see
 * rewrite.h). */
#include "rewrite/rewrite.h"

typedef struct Follow {
  uint32_t copies; /* copies of the fused call in the module */
  bool taken;      /* a later rewrite took one: `by` */
  size_t by;
} Follow;

static Follow *follow_at(RcHigherResult *r, size_t index) {
  if (!r->follow) r->follow = g_array_new(FALSE, TRUE, sizeof(Follow));
  if (r->follow->len <= index) g_array_set_size(r->follow, (guint)index + 1);
  return &g_array_index(r->follow, Follow, index);
}

void rc_rw_follow(RcHigherResult *r, const RcNode *n, size_t index) {
  if (!r->fused_at) r->fused_at = g_hash_table_new(NULL, NULL);
  follow_at(r, index)->copies++;
  g_hash_table_insert(r->fused_at, (gpointer)n, GSIZE_TO_POINTER(index + 1));
}

void rc_rw_follow_copy(RcHigherResult *r, const RcNode *orig, const RcNode *copy) {
  gpointer v = r->fused_at ? g_hash_table_lookup(r->fused_at, orig) : NULL;
  if (v) rc_rw_follow(r, copy, GPOINTER_TO_SIZE(v) - 1);
}

void rc_rw_gone(RcHigherResult *r, const RcNode *n, size_t by) {
  gpointer v = r->fused_at ? g_hash_table_lookup(r->fused_at, n) : NULL;
  if (!v) return;
  g_hash_table_remove(r->fused_at, n);
  size_t i = GPOINTER_TO_SIZE(v) - 1;
  Follow *fw = follow_at(r, i);
  if (by != RC_RW_NOT_ABSORBED) {
    fw->taken = true;
    fw->by = by;
  }
  if (--fw->copies == 0 && fw->taken) {
    RcRewriteInfo *w = &g_array_index(r->rewrites, RcRewriteInfo, i);
    w->absorbed = true;
    w->absorbed_by = fw->by;
  }
}
