/* Dead-code elimination of the canonical function: the rules leave behind
 * nodes nobody uses (flattened partial sums, spellings replaced by their
 * canonical op, CSE'd duplicates' operands). One reverse walk removes every
 * pure node without users; operands come before users, so a node made dead by
 * erasing its last user is visited afterwards. Parameters, RETURN, nodes
 * with effects and nodes whose original value a region body reads (an `if`, `case` or
 * `while` branch capturing an outer value: the canonical copy of that region reads the
 * original, so the node has no user here, but the program reads it) stay. Part of src/canon. */
#include "canon/canon_int.h"
#include "canon/walk.h"

/* Whether a node of another function (a region body) reads original value o, a computed one:
 * a constant is never a rewrite's root, and canonicalizing the canonical function again could
 * not see the read (its regions read the original), so it goes as before. */
static bool read_by_region(const RcCanon *c, const RcValue *o) {
  if (o && o->def && o->def->op != RC_OP_CONSTANT) rc_value_for_each_use(o, u)
      if (u->user->func != c->src) return true;
  return false;
}

void rc_canon_dce(RcCanon *c) {
  RcNode *n = c->f->last;
  while (n) {
    RcNode *prev = n->prev;
    rc_walk_prefetch(n, prev);
    bool pure = (rc_op_info[n->op].flags & RC_F_PURE) && n->op != RC_OP_PARAMETER &&
                !(n->flags & RC_NODE_HAS_SIDE_EFFECT);
    if (pure) {
      bool used = false;
      for (uint32_t r = 0; r < n->nresults && !used; r++)
        used = n->results[r].nuses != 0 || read_by_region(c, rc_canon_origin(c, &n->results[r]));
      if (!used) rc_node_erase(n);
    }
    n = prev;
  }
}
