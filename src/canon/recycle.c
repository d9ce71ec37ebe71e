/* Recycling of canonical nodes during the build pass. A spelling rule often
 * makes nodes that a later rule replaces: 1/(1+exp(-x)) first reads
 * negate, exp and add, and only its divide becomes logistic(x). Such a node
 * is dead as soon as it has no canonical users and every original user of
 * the original values mapped to it has been processed (refs, counted here).
 * It is then erased at once (as DCE would erase it later) and its memory -
 * node, operand slots and result - is handed back with rc_node_release, so the
 * next node of the same shape (rc_node_create) reuses it and the scratch arena
 * holds about the live nodes, not every node ever made. A reused node gets a new id, so tables by id stay right, and
 * map[] entries that still point at it are recognised as stale by mapid[].
 * Only nodes outside the CSE table are released (its slots keep pointers), and none
 * in the unmerged read (rc_canon_new_window_unmerged).
 * Part of src/canon (see canon.h). */
#include "canon/canon_int.h"

static bool releasable(const RcCanon *c, const RcNode *n) {
  return !c->exact && n->nresults == 1 && n->noperands <= RC_NODE_SPARE_OPS && !n->results[0].nuses && n->id < c->cap &&
         !c->refs[n->id] && !(c->cse[n->id] & (RC_CANON_CSE_IN_TAB | RC_CANON_CSE_FREED)) &&
         !(n->flags & (RC_NODE_DEAD | RC_NODE_HAS_SIDE_EFFECT)) && (rc_op_info[n->op].flags & RC_F_PURE) &&
         n->op != RC_OP_PARAMETER && n->op != RC_OP_RETURN;
}

/* Erases n and, transitively, operands it leaves unneeded; no recursion. */
static void release(RcCanon *c, RcNode *n) {
  RcNode *stack[64];
  int top = 0;
  stack[top++] = n;
  while (top) {
    RcNode *k = stack[--top];
    if (!releasable(c, k)) continue;
    RcNode *ops[RC_NODE_SPARE_OPS];
    uint32_t nops = k->noperands;
    for (uint32_t i = 0; i < nops; i++) {
      RcValue *v = rc_node_operand(k, i);
      ops[i] = v ? v->def : NULL;
    }
    rc_node_erase(k);
    c->cse[k->id] |= RC_CANON_CSE_FREED;
    rc_node_release(c->m, k); /* rc_node_create hands its memory to a later node */
    for (uint32_t i = 0; i < nops; i++)
      if (ops[i] && top < 64) stack[top++] = ops[i];
  }
}

void rc_canon_note_done(RcCanon *c, RcNode *n) {
  uint32_t s = rc_canon_slot(c, n);
  if (c->exact) { /* nothing is released (releasable): no count is needed, only the map's ids */
    if (s != UINT32_MAX && c->map[s]) c->mapid[s] = c->map[s]->def->id;
    return;
  }
  if (s != UINT32_MAX && c->map[s]) {
    RcNode *d = c->map[s]->def;
    c->mapid[s] = d->id;
    if (n->nresults == 1 && d->nresults == 1 && d->id < c->cap) c->refs[d->id] += n->results[0].nuses;
  }
  for (uint32_t i = 0; i < n->noperands; i++) {
    RcValue *v = rc_node_operand(n, i);
    RcNode *o = v ? v->def : NULL;
    uint32_t os = o ? rc_canon_slot(c, o) : UINT32_MAX;
    if (os == UINT32_MAX || o->func != c->src || o->nresults != 1 || !c->map[os]) continue;
    RcNode *d = c->map[os]->def;
    if (d->id >= c->cap || c->mapid[os] != d->id || !c->refs[d->id]) continue;
    if (--c->refs[d->id] == 0) release(c, d);
  }
  if (n->nresults == 1 && s != UINT32_MAX && c->map[s]) {
    RcNode *d = c->map[s]->def;
    if (d->id < c->cap && c->mapid[s] == d->id && !c->refs[d->id]) release(c, d);
  }
}
