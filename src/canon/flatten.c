/* Merging nested add/multiply/maximum/minimum chains through single-use nodes,
 * the second pass of the canonicalizer (after canon.c's construction pass): use
 * counts are only known on the finished graph, and a shared intermediate (a SiLU
 * output feeding the next block) must stay a node for the matcher. Each round
 * walks the graph once: a node with such an operand is rebuilt by its smart
 * constructor in its place, hashes follow replaced operands, nodes whose
 * operands were replaced (or whose n-ary order broke) are rebuilt too. Rounds
 * repeat until nothing changes, capped with a warning on the context; DCE runs
 * between them. Part of src/canon (see canon.h). */
#include <string.h>

#include "canon/canon_int.h"
#include "canon/walk.h"
#include "support/ctx.h"

static bool has_nested_single_use(const RcCanon *c, const RcNode *n) {
  if (!rc_canon_is_nary(n->op)) return false;
  for (uint32_t i = 0; i < n->noperands; i++)
    if (rc_canon_merges(c, rc_node_operand(n, i), n->op)) return true;
  return false;
}

/* One round of merging single-use nested chains, with users counted on the
 * finished canonical graph. A node with such an operand is rebuilt by its
 * constructor (which also merges constants, sorts and factors) in its place;
 * so is every node whose operand was replaced (its hash and order changed).
 * Effectful nodes are never rebuilt: only their hash is refreshed. */
/* `seen` (by node id, npos entries, zeroed) is set for the nodes this round has
 * walked past, to tell whether a node CSE hands back sits after the one it
 * replaces; nodes made during the round (id >= npos) sit before. */
static bool flatten_round(RcCanon *c, uint8_t *seen, uint32_t npos, bool *changed, bool *disorder) {
  *changed = *disorder = false;
#define AFTER(d) ((d)->id < npos && !seen[(d)->id])
  for (RcNode *n = c->f->first, *next; n; n = next) {
    next = n->next;
    rc_walk_prefetch(n, next);
    if (n->id < npos) seen[n->id] = 1;
    uint8_t fl = c->cse[n->id];
    c->cse[n->id] &= (uint8_t)~(RC_CANON_CSE_DIRTY | RC_CANON_CSE_REHASH);
    bool dirty = fl & RC_CANON_CSE_DIRTY, rehash = fl & RC_CANON_CSE_REHASH;
    if (dirty || rehash) {
      /* the hash follows the operands; users that sort by it look again */
      uint64_t old = c->hash[n->id];
      rc_canon_refresh(c, n);
      if (c->hash[n->id] != old)
        for (uint32_t r = 0; r < n->nresults; r++)
          rc_value_for_each_use(&n->results[r], u) c->cse[u->user->id] |= RC_CANON_CSE_REHASH;
    }
    bool pure = (rc_op_info[n->op].flags & RC_F_PURE) && !(n->flags & RC_NODE_HAS_SIDE_EFFECT) &&
                n->op != RC_OP_PARAMETER && n->nresults == 1 && n->noperands > 0;
    if (!pure) continue;
    /* rules look at operand structure (rebuild when an operand was replaced), the
     * n-ary order at operand hashes (rebuild when it no longer holds) */
    bool need = dirty || has_nested_single_use(c, n);
    if (!need && rehash && rc_canon_is_nary(n->op))
      for (uint32_t i = 1; i < n->noperands && !need; i++)
        need = rc_canon_order(c, rc_node_operand(n, i - 1), rc_node_operand(n, i)) > 0;
    if (!need) continue;
    RcValue *stack[2 * RC_CANON_FLAT_MAX], **ops = stack;
    if (n->noperands > 2 * RC_CANON_FLAT_MAX && !(ops = rc_module_alloc(c->m, sizeof *ops * n->noperands))) {
      c->oom = true;
      return false;
    }
    for (uint32_t i = 0; i < n->noperands; i++) ops[i] = rc_node_operand(n, i);
    RcNode *tail = c->f->last;
    RcValue *nv = rc_canon_build(c, n, ops);
    if (c->oom) return false;
    /* the nodes just made go where n is, so program order stays topological */
    for (RcNode *k = tail->next, *kn; k; k = kn) {
      kn = k->next;
      rc_func_unlink(k);
      rc_func_insert_before(c->f, k, n);
      /* an operand CSE found among older nodes may sit after n */
      for (uint32_t i = 0; i < k->noperands; i++)
        if (AFTER(rc_node_uses(k)[i].value->def)) *disorder = true;
    }
    if (!nv || nv == &n->results[0]) continue;
    if (AFTER(nv->def)) *disorder = true;
    rc_value_for_each_use(&n->results[0], u) c->cse[u->user->id] |= RC_CANON_CSE_DIRTY;
    rc_value_replace_all_uses(&n->results[0], nv);
    c->cse[nv->def->id] |= c->cse[n->id] & RC_CANON_CSE_ARG; /* a call's argument stays one */
    if (!c->origin[nv->def->id] && nv->def->nresults == 1) {
      c->origin[nv->def->id] = c->origin[n->id];
      c->wrapped[nv->def->id] = c->wrapped[n->id];
    }
    n->link = nv; /* rc_canon_lookup follows this once n is erased */
    *changed = true;
  }
#undef AFTER
  return true;
}

#define FLATTEN_ROUNDS 8

/* CSE may hand a rebuilt node an existing one that sits later in program order:
 * restore a topological order (the return stays last). */
static bool reorder(RcCanon *c) {
  RcFunc *f = c->f;
  uint32_t n = f->nnodes;
  RcNode **order = rc_ctx_malloc(c->src->module->ctx, sizeof *order * (n ? n : 1));
  if (!order) {
    c->oom = true;
    return false;
  }
  bool ok = rc_func_topo_order(f, order);
  if (ok) {
    RcNode *ret = f->last;
    f->first = f->last = NULL;
    for (uint32_t i = 0; i < n; i++) {
      RcNode *x = order[i];
      if (x == ret) continue;
      x->prev = f->last;
      x->next = NULL;
      if (f->last)
        f->last->next = x;
      else
        f->first = x;
      f->last = x;
    }
    ret->prev = f->last;
    ret->next = NULL;
    if (f->last)
      f->last->next = ret;
    else
      f->first = ret;
    f->last = ret;
  }
  rc_ctx_mfree(c->src->module->ctx, order);
  return ok;
}

bool rc_canon_flatten(RcCanon *c) {
  RcCtx *ctx = c->src->module->ctx;
  c->flatten = true;
  bool changed = true, dead = true;
  int round = 0;
  for (; changed && round < FLATTEN_ROUNDS; round++) {
    if (dead) rc_canon_dce(c);
    uint32_t npos = c->m->node_ids;
    uint8_t *seen = rc_ctx_malloc(ctx, npos ? npos : 1);
    if (!seen) {
      c->oom = true;
      return false;
    }
    memset(seen, 0, npos ? npos : 1);
    bool disorder;
    bool ok = flatten_round(c, seen, npos, &changed, &disorder) && (!disorder || reorder(c));
    rc_ctx_mfree(ctx, seen);
    if (!ok) return false;
    dead = changed || c->m->node_ids != npos; /* replaced nodes, or helpers a rebuild made and dropped */
  }
  c->flatten = false;
  if (dead) rc_canon_dce(c);
  if (changed) {
    RcSource src = {c->src->module->filename, NULL, 0};
    rc_diag(c->src->module->ctx, RC_SEV_WARNING, &src, 0, 0,
            "canonicalization of '%s' did not settle after %d rounds of chain merging; matching goes on with it",
            c->src->name ? c->src->name : "?", FLATTEN_ROUNDS);
  }
  return true;
}

