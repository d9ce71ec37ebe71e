/* The user's sum reassociated around one op's backward among its terms (sumsplit.h). */
#include "rewrite/sumsplit.h"

#include <stdlib.h>

#define LEAVES 12

struct RcSumSplit {
  RcNode *root;
  uint32_t nbefore;             /* the first adds made, before the root (the backward's terms) */
  RcValue *old[2];              /* the root's operands as written */
  RcNode *made[2 * LEAVES];     /* the adds made, in the order made */
  uint32_t nmade;
  RcNode *inner[LEAVES];        /* the old tree's adds below the root, taken out of the function */
  RcNode *next[LEAVES];         /* ...and the node each stood before */
  RcValue *ops[LEAVES][2];      /* ...and its operands */
  uint32_t ninner, nout;
  RcNode **readers;             /* the root's readers, moved to the last add made */
  uint32_t *at, nreaders;
};

/* The leaves of the tree of adds under v into lv (its adds into s->inner); false when too many. */
static bool leaves_of(RcSumSplit *s, RcValue *v, const RcType *t, RcValue **lv, uint32_t *nl, bool top) {
  RcNode *d = v->def;
  if (top || (d && d->op == RC_OP_ADD && d->noperands == 2 && d->nresults == 1 && v->nuses == 1 && v->type == t &&
              d->func == s->root->func)) {
    if (!top) {
      if (s->ninner == LEAVES) return false;
      s->inner[s->ninner++] = d;
    }
    return leaves_of(s, rc_node_operand(d, 0), t, lv, nl, false) && leaves_of(s, rc_node_operand(d, 1), t, lv, nl, false);
  }
  if (*nl == LEAVES) return false;
  lv[(*nl)++] = v;
  return true;
}

/* A new add of a and b, of type t, before node `before`. */
static RcNode *add(RcSumSplit *s, RcValue *a, RcValue *b, const RcType *t, RcNode *before) {
  RcNode *n = rc_node_create(s->root->func->module, RC_OP_ADD, 2, 1);
  if (!n) return NULL;
  n->results[0].type = (RcType *)t;
  rc_node_set_operand(n, 0, a);
  rc_node_set_operand(n, 1, b);
  rc_func_insert_before(s->root->func, n, before);
  s->made[s->nmade++] = n;
  return n;
}

/* Matches the leaves lv[0..nl) to cn's operands one to one: side[i] is whether leaf i stands
 * for an operand in terms. */
static bool match_leaves(RcRwCanon *v, const RcNode *cn, uint32_t terms, RcValue *const *lv, uint32_t nl, bool *side) {
  if (nl != cn->noperands) return false;
  uint32_t used = 0;
  for (uint32_t i = 0; i < nl; i++) {
    RcValue *c = rc_rw_lookup(v, lv[i]);
    uint32_t k = 0;
    while (k < nl && ((used >> k & 1) || rc_node_operand(cn, k) != c)) k++;
    if (k == nl || !c) return false;
    used |= 1u << k;
    side[i] = terms >> k & 1;
  }
  return true;
}

/* Takes the old tree's adds out of the function (the values they read lose those uses: the
 * backward's region is read by its root alone). */
static void take_out(RcSumSplit *s) {
  for (uint32_t i = 0; i < s->ninner; i++) {
    RcNode *n = s->inner[i];
    s->next[i] = n->next;
    for (uint32_t k = 0; k < 2; k++) s->ops[i][k] = rc_node_operand(n, k), rc_node_set_operand(n, k, NULL);
    rc_func_unlink(n);
    n->func = NULL;
    s->nout++;
  }
}

/* Moves the root's readers to value to (recorded in s). */
static bool move_readers(RcSumSplit *s, RcValue *to) {
  RcValue *r = &s->root->results[0];
  s->readers = malloc(sizeof *s->readers * (r->nuses ? r->nuses : 1));
  s->at = malloc(sizeof *s->at * (r->nuses ? r->nuses : 1));
  if (!s->readers || !s->at) return false;
  for (const RcUse *u = r->uses; u; u = u->next)
    if (u->user != to->def) s->readers[s->nreaders] = u->user, s->at[s->nreaders++] = rc_use_index(u);
  for (uint32_t i = 0; i < s->nreaders; i++) rc_node_set_operand(s->readers[i], s->at[i], to);
  return true;
}

RcSumSplit *rc_rewrite_sum_split_begin(RcRwCanon *v, RcNode *cn, uint32_t terms) {
  RcValue *rv = rc_rw_origin(v, &cn->results[0]);
  RcNode *root = rv ? rv->def : NULL;
  if (!root || root->op != RC_OP_ADD || root->noperands != 2 || root->nresults != 1 || (root->flags & RC_NODE_DEAD) ||
      !root->next)
    return NULL;
  RcSumSplit *s = calloc(1, sizeof *s);
  if (!s) return NULL;
  s->root = root;
  s->old[0] = rc_node_operand(root, 0);
  s->old[1] = rc_node_operand(root, 1);
  RcValue *lv[LEAVES], *g[LEAVES], *o[LEAVES];
  bool side[LEAVES];
  uint32_t nl = 0, ng = 0, no = 0;
  const RcType *t = root->results[0].type;
  if (!leaves_of(s, rv, t, lv, &nl, true) || !match_leaves(v, cn, terms, lv, nl, side)) {
    free(s);
    return NULL;
  }
  for (uint32_t i = 0; i < nl; i++) {
    if (side[i]) g[ng++] = lv[i];
    else o[no++] = lv[i];
  }
  if (ng < 2 || !no) {
    free(s);
    return NULL;
  }
  take_out(s);
  /* the backward's terms: the root adds the last to the adds of the others, made before it */
  RcValue *acc = g[0];
  bool ok = true;
  for (uint32_t i = 1; i + 1 < ng && ok; i++) {
    RcNode *a = add(s, acc, g[i], t, root);
    ok = a != NULL;
    if (ok) acc = &a->results[0];
  }
  s->nbefore = s->nmade;
  RcNode *after = root->next;
  /* the other terms, after it */
  RcValue *top = rv;
  for (uint32_t i = 0; i < no && ok; i++) {
    RcNode *a = add(s, top, o[i], t, after);
    ok = a != NULL;
    if (ok) top = &a->results[0];
  }
  ok = ok && move_readers(s, top);
  if (ok) {
    rc_node_set_operand(root, 0, acc);
    rc_node_set_operand(root, 1, g[ng - 1]);
  }
  if (!ok) {
    rc_rewrite_sum_split_end(s, false);
    return NULL;
  }
  return s;
}

RcNode *const *rc_rewrite_sum_split_made(const RcSumSplit *s, uint32_t *n) {
  *n = s->nbefore;
  return s->made;
}

void rc_rewrite_sum_split_end(RcSumSplit *s, bool done) {
  if (!s) return;
  RcFunc *f = s->root->func;
  if (done) {
    for (uint32_t i = 0; i < s->nout; i++) s->inner[i]->flags |= RC_NODE_DEAD;
  } else {
    for (uint32_t i = 0; i < s->nreaders; i++) rc_node_set_operand(s->readers[i], s->at[i], &s->root->results[0]);
    rc_node_set_operand(s->root, 0, s->old[0]);
    rc_node_set_operand(s->root, 1, s->old[1]);
    for (uint32_t i = s->nmade; i-- > 0;) rc_node_erase(s->made[i]);
    for (uint32_t i = s->nout; i-- > 0;) {
      rc_func_insert_before(f, s->inner[i], s->next[i]);
      for (uint32_t k = 0; k < 2; k++) rc_node_set_operand(s->inner[i], k, s->ops[i][k]);
    }
  }
  free(s->readers);
  free(s->at);
  free(s);
}
