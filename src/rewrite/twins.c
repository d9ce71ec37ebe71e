/* Twin calls: two fused calls of one function that run the same op with the same config on
 * the same operands compute the same values, so the later one's users read the earlier one
 * and the later is erased. They come from a value the program computes twice: XLA:CPU copies
 * a backward product into each fusion that reads it (the one returning dx and the one
 * reducing it to a bias gradient), opening the fusions (open.c) gives the caller both
 * copies, and each is raised. The erased call's rewrite is absorbed by its twin's
 * (absorbed.c), so the report counts the op once, as the program holds it once.
 * Part of src/rewrite (see rewrite.h). */
#include <string.h>

#include "fused/fused.h"
#include "rewrite/rewrite.h"

static bool same_str(const char *a, const char *b) { return a == b || (a && b && !strcmp(a, b)); }

bool rc_rewrite_twin_calls(const RcNode *a, const RcNode *b) {
  const RcFusedCall *x = rc_node_fused(a), *y = rc_node_fused(b);
  if (!x || !y || x->op != y->op || x->form != y->form || !same_str(x->config, y->config)) return false;
  if (a->noperands != b->noperands || a->nresults != b->nresults || rc_node_nregions(a) || rc_node_nregions(b))
    return false;
  if ((a->flags | b->flags) & (RC_NODE_HAS_SIDE_EFFECT | RC_NODE_DEAD)) return false;
  for (uint32_t i = 0; i < a->noperands; i++)
    if (!rc_node_operand(a, i) || rc_node_operand(a, i) != rc_node_operand(b, i)) return false;
  for (uint32_t i = 0; i < a->nresults; i++)
    if (!rc_type_equal(a->results[i].type, b->results[i].type)) return false;
  return true;
}

static guint call_hash(gconstpointer p) {
  const RcNode *n = p;
  const RcFusedCall *fc = rc_node_fused(n);
  guint h = (guint)(uintptr_t)fc->op * 2654435761u ^ n->noperands;
  for (uint32_t i = 0; i < n->noperands; i++) h = h * 31u + (guint)(uintptr_t)rc_node_operand(n, i);
  return h;
}

static gboolean call_equal(gconstpointer a, gconstpointer b) { return rc_rewrite_twin_calls(a, b); }

static void merge_in(RcFunc *f, RcHigherResult *r) {
  GHashTable *seen = NULL;
  for (RcNode *n = f->first, *next; n; n = next) {
    next = n->next;
    if (n->op != RC_OP_FUSED || !rc_node_fused(n) || (n->flags & (RC_NODE_DEAD | RC_NODE_HAS_SIDE_EFFECT))) continue;
    if (!seen) seen = g_hash_table_new(call_hash, call_equal);
    RcNode *t = g_hash_table_lookup(seen, n);
    if (!t) {
      g_hash_table_add(seen, n);
      continue;
    }
    for (uint32_t i = 0; i < n->nresults; i++) rc_value_replace_all_uses(&n->results[i], &t->results[i]);
    gpointer at = r && r->fused_at ? g_hash_table_lookup(r->fused_at, t) : NULL;
    if (r) rc_rw_gone(r, n, at ? GPOINTER_TO_SIZE(at) - 1 : RC_RW_NOT_ABSORBED);
    rc_node_erase(n);
  }
  if (seen) g_hash_table_destroy(seen);
}

void rc_rewrite_merge_twins(RcModule *m, RcHigherResult *r) {
  for (RcFunc *f = m->funcs; f; f = f->next) merge_in(f, r);
}
