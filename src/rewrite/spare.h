/* Scratch arrays and strings the driver's apply uses once per match (its region, the
 * values it keeps, the uses it moves, the call's config and the check's key): kept by
 * the round and handed out again, emptied, instead of made and freed for every rewrite.
 * A slot is NULL while its array is taken, so an apply within an apply makes its own;
 * one given back to a full slot is freed. Private to src/rewrite. */
#ifndef RC_REWRITE_SPARE_H
#define RC_REWRITE_SPARE_H

#include <glib.h>

typedef struct RcRwSpare {
  GPtrArray *region, *kept;
  GArray *moved;     /* RcRewriteMoved */
  GString *cfg, *mlir, *key;
} RcRwSpare;

static inline GPtrArray *rc_rw_spare_ptrs(GPtrArray **slot, guint reserve) {
  GPtrArray *a = *slot;
  *slot = NULL;
  return a ? a : g_ptr_array_sized_new(reserve);
}

static inline void rc_rw_spare_ptrs_back(GPtrArray **slot, GPtrArray *a) {
  if (!a) return;
  if (*slot) {
    g_ptr_array_free(a, TRUE);
    return;
  }
  g_ptr_array_set_size(a, 0);
  *slot = a;
}

static inline GArray *rc_rw_spare_array(GArray **slot, guint elt) {
  GArray *a = *slot;
  *slot = NULL;
  return a ? a : g_array_new(FALSE, FALSE, elt);
}

static inline void rc_rw_spare_array_back(GArray **slot, GArray *a) {
  if (!a) return;
  if (*slot) {
    g_array_free(a, TRUE);
    return;
  }
  g_array_set_size(a, 0);
  *slot = a;
}

static inline GString *rc_rw_spare_string(GString **slot, gsize reserve) {
  GString *s = *slot;
  *slot = NULL;
  return s ? s : g_string_sized_new(reserve);
}

static inline void rc_rw_spare_string_back(GString **slot, GString *s) {
  if (!s) return;
  if (*slot) {
    g_string_free(s, TRUE);
    return;
  }
  g_string_truncate(s, 0);
  *slot = s;
}

/* Frees what the slots hold (the end of a round). */
static inline void rc_rw_spare_free(RcRwSpare *s) {
  if (s->region) g_ptr_array_free(s->region, TRUE);
  if (s->kept) g_ptr_array_free(s->kept, TRUE);
  if (s->moved) g_array_free(s->moved, TRUE);
  if (s->cfg) g_string_free(s->cfg, TRUE);
  if (s->mlir) g_string_free(s->mlir, TRUE);
  if (s->key) g_string_free(s->key, TRUE);
  *s = (RcRwSpare){0};
}

#endif
