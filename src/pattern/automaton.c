/* The matching automaton: every selected pattern compiled into one decision tree
 * of checks, shared by all patterns, run once per canonical node.
 *
 * A position names a value by its path from the root node, each step seen through
 * the float converts and keep-dims reshapes the walk looks through in front of the
 * op the pattern names there. A step is "operand i", or, below a commutative-
 * associative op, "the one operand of the flattened chain whose op kind is in a
 * set": if exactly one operand qualifies the pattern's operand must take it; if
 * several do, the position is unknown and every check at or below it holds; if
 * none does, the pattern cannot match. A check is a predicate at a position: op
 * kind, operand count (with one result), attribute value, reduce (combiner, axes,
 * identity init), custom-call target regex, constant value within tolerance, "is
 * a constant", and at a chain the number of operands the walk reads and "some
 * operand has one of these kinds"; plus, at the root, the first-level key the
 * matcher always used (op kinds the root's operands must include).
 *
 * Compilation. The first decision is the root node's op kind (a table). Under it,
 * each pattern becomes one path per root alternative that can meet that op kind
 * (an alternative that cannot is dropped there): the checks its walk would make
 * at the positions above, through ops matched in order (non-commutative ops,
 * reduce, custom_call, subtract read as add(a, negate(b))) and through chains.
 * The paths go into a trie, each ordered with the checks most paths of its op kind
 * share first, so patterns that share checks share the nodes and a common check is
 * evaluated once per node. A path's end lists its pattern.
 *
 * What the automaton decides: every check is a necessary condition of the walk (or
 * one of the two first-level filters the matcher always applied: the root op table
 * and the root's operand-kind key), so it only removes patterns that cannot match.
 * It does not decide the multiset assignment where several operands could take a
 * pattern, operand patterns that are alternatives, anything below a broadcast
 * (keep-dims chains give two readings), pattern nodes whose capture may already be
 * bound (they are only compared), reduce_mean, a / k read as a product, capture
 * equality and `where`. Those are the residual walk's (match.c), which runs for
 * each surviving pattern in priority order (priority, then size, then load order)
 * until one matches: the same matches, the same pattern and the same captures as
 * trying every pattern. Told the op kinds of the graph (RcMatch.ops: the driver's
 * view), it also walks no candidate that needs a kind the graph lacks (needs: a
 * layer norm in a graph without a reduce).
 *
 * Execution is a loop over the trie (first child / next sibling links, no stack);
 * positions resolve from the parent check's position in one step, or from the
 * root (a recursion bounded by the pattern depth). Neither the graph's depth nor
 * the number of patterns reaches the C stack.
 */
#include <stdlib.h>
#include <string.h>

#include "pattern/pattern.h"

#define MAX_CHECKS 64 /* checks per path; a longer path keeps its first 64 (a weaker filter) */

/* Lookthrough modes of a position: bit 0 float converts, bit 1 keep-dims reshapes/broadcasts. */
enum { LT_CONVERT = 1, LT_KEEPDIMS = 2 };

/* A position: operand `operand` of the node at `parent`, or (unique) the one operand
 * of the parent's commutative chain whose op kind is in `set`, when the parent's op
 * is `acop` and exactly one operand qualifies (otherwise the position is unknown and
 * checks at it or below hold vacuously; none qualifying: no match). */
typedef struct Pos {
  int parent;      /* -1 for the root value */
  uint32_t operand;
  unsigned mode;
  uint32_t depth;
  bool unique;
  RcOp acop;
  uint64_t set[2];
} Pos;

typedef enum CKind {
  C_TRUE, C_KIDMASK, C_ARITY, C_OP, C_ATTR, C_REDUCE, C_REGEX, C_CONST, C_ANYCONST, C_NARY, C_HAS
} CKind;

typedef struct Check {
  CKind kind;
  int pos;
  uint32_t n;            /* C_ARITY: operands; C_OP: op */
  uint64_t mask[2];      /* C_KIDMASK */
  uint64_t has[4][2];    /* C_HAS: op kinds wanted, per lookthrough mode */
  const RcPNode *p;      /* C_ATTR, C_REDUCE, C_REGEX, C_CONST: the parameters */
  RcOp acop;             /* C_NARY, C_HAS: the chain's op (another op kind there: holds vacuously) */
} Check;

/* How a node finds its value: the root's, the trie parent's, one step from the
 * trie parent's value, or a walk from the root. */
enum { AT_ROOT, AT_PARENT, AT_STEP, AT_WALK };

typedef struct ANode {
  Check c;
  int how;
  uint32_t depth;        /* in the trie; the bucket root is 0 */
  int parent, child, sibling;
  uint32_t *acc;         /* ranks of the patterns whose path ends here */
  uint32_t nacc;
} ANode;

struct RcMatchIndex {
  const RcPattern **pats; /* selected patterns by rank: priority, then size, then load order */
  size_t npats;
  Pos *pos;
  size_t npos, cpos;
  ANode *nodes;
  size_t nnodes, cnodes;
  int root[RC_OP_COUNT]; /* bucket root node per op kind, -1 if none */
  size_t unshared;       /* checks over all paths before sharing */
  size_t npaths;
  uint32_t maxdepth;
  uint64_t (*need)[2];   /* per rank: the op kinds every match of the pattern covers (needs) */
  bool oom;
};

/* ---- building ---- */

static int cmp_rank(const void *a, const void *b) {
  const RcPattern *x = *(const RcPattern *const *)a, *y = *(const RcPattern *const *)b;
  if (x->priority != y->priority) return y->priority > x->priority ? 1 : -1;
  if (x->size != y->size) return y->size > x->size ? 1 : -1;
  return 0;
}

static bool selected(const RcPattern *p, const char *const *only, size_t nonly) {
  if (!only) return true;
  for (size_t i = 0; i < nonly; i++)
    if (!strcmp(only[i], p->name) || !strcmp(only[i], p->op)) return true;
  return false;
}

static bool is_ac(RcOp op) {
  return (rc_op_info[op].flags & (RC_F_COMM | RC_F_ASSOC)) == (RC_F_COMM | RC_F_ASSOC);
}

static int intern(RcMatchIndex *ix, Pos want) {
  for (size_t i = 0; i < ix->npos; i++) {
    const Pos *q = &ix->pos[i];
    if (q->parent == want.parent && q->operand == want.operand && q->mode == want.mode && q->unique == want.unique &&
        q->acop == want.acop && q->set[0] == want.set[0] && q->set[1] == want.set[1])
      return (int)i;
  }
  if (ix->npos == ix->cpos) {
    size_t nc = ix->cpos ? ix->cpos * 2 : 32;
    Pos *np = realloc(ix->pos, sizeof *np * nc);
    if (!np) {
      ix->oom = true;
      return 0;
    }
    ix->pos = np;
    ix->cpos = nc;
  }
  want.depth = want.parent < 0 ? 0 : ix->pos[want.parent].depth + 1;
  ix->pos[ix->npos] = want;
  return (int)ix->npos++;
}

static int intern_pos(RcMatchIndex *ix, int parent, uint32_t operand, unsigned mode) {
  return intern(ix, (Pos){.parent = parent, .operand = operand, .mode = mode});
}

/* The lookthrough the walk applies in front of pattern node p (mval's rule). */
static unsigned mode_of(const RcPNode *p) {
  switch (p->kind) {
  case RC_P_OP:
    if (p->op == RC_OP_CONVERT) return LT_KEEPDIMS;
    if (p->op == RC_OP_BROADCAST || p->op == RC_OP_RESHAPE) return LT_CONVERT;
    return LT_CONVERT | LT_KEEPDIMS;
  case RC_P_REDUCE:
  case RC_P_CUSTOM:
  case RC_P_MEAN: return LT_CONVERT | LT_KEEPDIMS;
  default: return 0;
  }
}

static bool same_axes(const RcPNode *a, const RcPNode *b) {
  return a->anyaxes == b->anyaxes && a->naxes == b->naxes &&
         (!a->naxes || !memcmp(a->axes, b->axes, sizeof *a->axes * a->naxes));
}

static bool check_eq(const Check *a, const Check *b) {
  if (a->kind != b->kind || a->pos != b->pos) return false;
  switch (a->kind) {
  case C_ARITY:
  case C_OP: return a->n == b->n;
  case C_NARY: return a->n == b->n && a->acop == b->acop;
  case C_HAS: return a->acop == b->acop && !memcmp(a->has, b->has, sizeof a->has);
  case C_KIDMASK: return a->mask[0] == b->mask[0] && a->mask[1] == b->mask[1];
  case C_ATTR: return !strcmp(a->p->akey, b->p->akey) && !strcmp(a->p->aval, b->p->aval);
  case C_REDUCE: return a->p->op == b->p->op && same_axes(a->p, b->p);
  case C_REGEX: return !strcmp(a->p->resrc, b->p->resrc);
  case C_CONST:
    return !memcmp(&a->p->value, &b->p->value, sizeof(double)) && !memcmp(&a->p->tol, &b->p->tol, sizeof(double));
  default: return true;
  }
}

/* One pattern path under construction. */
typedef struct Path {
  RcMatchIndex *ix;
  Check c[MAX_CHECKS];
  uint32_t n;
  uint32_t seen; /* captures the walk may have bound before the current point */
} Path;

static void add(Path *pa, Check c) {
  for (uint32_t i = 0; i < pa->n; i++)
    if (check_eq(&pa->c[i], &c)) return;
  if (pa->n < MAX_CHECKS) pa->c[pa->n++] = c;
}

static void mark_caps(const RcPNode *p, uint32_t *seen) {
  if (p->cap >= 0) *seen |= 1u << p->cap;
  for (uint32_t i = 0; i < p->nkids; i++) mark_caps(p->kids[i], seen);
}

static void derive(Path *pa, const RcPNode *p, int pos, int rootop);
static bool accepts(const RcPNode *a, RcOp k);

/* The op kinds (per lookthrough mode) a node the walk matches p against structurally
 * can have; false if p may match any value (no constraint). `top`: p's own capture
 * is known to be unbound when it is tried. */
static bool kinds_of(const RcPNode *p, uint64_t has[4][2], bool top) {
  switch (p->kind) {
  case RC_P_OP:
  case RC_P_REDUCE:
  case RC_P_MEAN:
  case RC_P_CUSTOM:
    if (p->cap >= 0 && !top) return false; /* its name may be bound by the time it is tried */
    for (int op = 0; op < RC_OP_COUNT; op++)
      if (accepts(p, (RcOp)op)) has[mode_of(p)][op / 64] |= 1ull << (op % 64);
    return true;
  case RC_P_ALT:
    if (p->cap >= 0 && !top) return false;
    for (uint32_t i = 0; i < p->nkids; i++)
      if (!kinds_of(p->kids[i], has, false)) return false;
    return true;
  default: return false;
  }
}

/* The checks of a commutative-associative op p matched as a multiset at pos (when
 * the node there has p's op; the subtract and divide readings are the walk's): the
 * number of operands the walk reads; for each operand pattern surely matched
 * structurally, that some operand has one of its op kinds; and below that, the
 * pattern's own checks at the one operand of those kinds (when there is one). */
static void derive_nary(Path *pa, const RcPNode *p, int pos) {
  add(pa, (Check){.kind = C_NARY, .pos = pos, .n = p->nkids, .acop = p->op});
  uint32_t seen0 = pa->seen;
  for (uint32_t i = 0; i < p->nkids; i++) {
    const RcPNode *k = p->kids[i];
    /* the walk tries the operand patterns in its own order, with backtracking: any
     * capture of another operand pattern may be bound before k is tried */
    uint32_t others = seen0;
    for (uint32_t j = 0; j < p->nkids; j++)
      if (j != i) mark_caps(p->kids[j], &others);
    if (k->cap >= 0 && (others >> k->cap & 1)) continue;
    Check c = {.kind = C_HAS, .pos = pos, .acop = p->op};
    if (!kinds_of(k, c.has, true)) continue;
    add(pa, c);
    if (k->kind == RC_P_ALT) continue;
    unsigned m = mode_of(k);
    int up = intern(pa->ix, (Pos){.parent = pos, .mode = m, .unique = true, .acop = p->op,
                                  .set = {c.has[m][0], c.has[m][1]}});
    pa->seen = others;
    derive(pa, k, up, -1);
  }
  pa->seen = seen0;
}

/* Kid i of p, matched at operand `operand` of the node at pos. */
static void kid_at(Path *pa, const RcPNode *kid, int pos, uint32_t operand) {
  int kp = intern_pos(pa->ix, pos, operand, mode_of(kid));
  derive(pa, kid, kp, -1);
}

/* Appends the checks the walk makes when it matches p at position pos, in the walk's
 * order. rootop >= 0: pos is the root and its node's op kind is rootop. A pattern
 * node whose capture may already be bound is only compared with it: no checks. */
static void derive(Path *pa, const RcPNode *p, int pos, int rootop) {
  if (p->cap >= 0 && (pa->seen >> p->cap & 1)) return;
  bool root = rootop >= 0;
  switch (p->kind) {
  case RC_P_ANY: break;
  case RC_P_CONST: add(pa, (Check){.kind = C_CONST, .pos = pos, .p = p}); break;
  case RC_P_ANYCONST: add(pa, (Check){.kind = C_ANYCONST, .pos = pos}); break;
  case RC_P_ALT: mark_caps(p, &pa->seen); break;
  case RC_P_MEAN:
    add(pa, (Check){.kind = C_ARITY, .pos = pos, .n = 2});
    mark_caps(p, &pa->seen);
    break;
  case RC_P_REDUCE:
    if (!root) add(pa, (Check){.kind = C_OP, .pos = pos, .n = RC_OP_REDUCE});
    add(pa, (Check){.kind = C_ARITY, .pos = pos, .n = 2});
    add(pa, (Check){.kind = C_REDUCE, .pos = pos, .p = p});
    kid_at(pa, p->kids[0], pos, 0);
    break;
  case RC_P_CUSTOM:
    add(pa, (Check){.kind = C_ARITY, .pos = pos, .n = p->nkids});
    add(pa, (Check){.kind = C_REGEX, .pos = pos, .p = p});
    for (uint32_t i = 0; i < p->nkids; i++) kid_at(pa, p->kids[i], pos, i);
    break;
  case RC_P_OP:
    if (is_ac(p->op)) {
      /* at a subtract root, add(a, negate(b)) reads its operands in place (one reading only) */
      int k = -1, nk = 0;
      if (rootop == RC_OP_SUBTRACT && p->op == RC_OP_ADD && p->nkids == 2)
        for (int i = 0; i < 2; i++)
          if (p->kids[i]->kind == RC_P_OP && p->kids[i]->op == RC_OP_NEGATE && p->kids[i]->cap < 0) k = i, nk++;
      if (nk == 1) {
        kid_at(pa, p->kids[1 - k], pos, 0);
        kid_at(pa, p->kids[k]->kids[0], pos, 1);
      } else if (rootop == (int)p->op || !root) {
        derive_nary(pa, p, pos);
        mark_caps(p, &pa->seen);
      } else {
        mark_caps(p, &pa->seen); /* a multiset: the residual walk's */
      }
      break;
    }
    if (!root) add(pa, (Check){.kind = C_OP, .pos = pos, .n = p->op});
    if (p->op == RC_OP_BROADCAST) { /* a keep-dims chain or the operand itself: two readings */
      mark_caps(p, &pa->seen);
      break;
    }
    add(pa, (Check){.kind = C_ARITY, .pos = pos, .n = p->nkids});
    if (p->akey) add(pa, (Check){.kind = C_ATTR, .pos = pos, .p = p});
    for (uint32_t i = 0; i < p->nkids; i++) kid_at(pa, p->kids[i], pos, i);
    break;
  }
  if (p->cap >= 0) pa->seen |= 1u << p->cap;
}

/* Whether alternative a of a root can match a node of op kind k (read without lookthrough). */
static bool accepts(const RcPNode *a, RcOp k) {
  switch (a->kind) {
  case RC_P_OP:
    if (a->op == k) return true;
    if (a->op == RC_OP_ADD && k == RC_OP_SUBTRACT && a->nkids == 2)
      for (uint32_t i = 0; i < 2; i++)
        if (a->kids[i]->kind == RC_P_OP && a->kids[i]->op == RC_OP_NEGATE && a->kids[i]->cap < 0) return true;
    if (a->op == RC_OP_MULTIPLY && k == RC_OP_DIVIDE && a->nkids >= 2 && a->nkids <= 16)
      for (uint32_t i = 0; i < a->nkids; i++)
        if (a->kids[i]->kind == RC_P_CONST && a->kids[i]->cap < 0) return true;
    return false;
  case RC_P_REDUCE: return k == RC_OP_REDUCE;
  case RC_P_MEAN: return k == RC_OP_MULTIPLY || k == RC_OP_DIVIDE;
  case RC_P_CUSTOM: return k == RC_OP_CUSTOM_CALL || k == RC_OP_COMPOSITE || k == RC_OP_FUSED;
  default: return false;
  }
}

/* The op kinds whose bucket holds a pattern with root r (compile_bucket also files
 * an add under subtract, a multiply under divide). */
static void root_ops(const RcPNode *r, bool *ops) {
  switch (r->kind) {
  case RC_P_OP: ops[r->op] = true; break;
  case RC_P_REDUCE: ops[RC_OP_REDUCE] = true; break;
  case RC_P_MEAN: ops[RC_OP_MULTIPLY] = ops[RC_OP_DIVIDE] = true; break;
  case RC_P_CUSTOM: ops[RC_OP_CUSTOM_CALL] = ops[RC_OP_COMPOSITE] = ops[RC_OP_FUSED] = true; break;
  case RC_P_ALT:
    for (uint32_t i = 0; i < r->nkids; i++) root_ops(r->kids[i], ops);
    break;
  default: break;
  }
}

/* The node a pre-order walk visits after node i's subtree: the next sibling of i or
 * of its nearest ancestor that has one, below the root; -1 when the walk is done. */
static int after_subtree(const RcMatchIndex *ix, int i) {
  while (i >= 0 && ix->nodes[i].sibling < 0) i = ix->nodes[i].parent;
  if (i < 0 || ix->nodes[i].parent < 0) return -1;
  return ix->nodes[i].sibling;
}

static int new_node(RcMatchIndex *ix, Check c, int parent) {
  if (ix->nnodes == ix->cnodes) {
    size_t nc = ix->cnodes ? ix->cnodes * 2 : 64;
    ANode *nn = realloc(ix->nodes, sizeof *nn * nc);
    if (!nn) {
      ix->oom = true;
      return -1;
    }
    ix->nodes = nn;
    ix->cnodes = nc;
  }
  ANode *a = &ix->nodes[ix->nnodes];
  memset(a, 0, sizeof *a);
  a->c = c;
  a->parent = parent;
  a->child = a->sibling = -1;
  a->depth = parent < 0 ? 0 : ix->nodes[parent].depth + 1;
  if (parent >= 0) { /* append as the last child: checks keep their insertion order */
    int *link = &ix->nodes[parent].child;
    while (*link >= 0) link = &ix->nodes[*link].sibling;
    *link = (int)ix->nnodes;
  }
  if (a->depth > ix->maxdepth) ix->maxdepth = a->depth;
  return (int)ix->nnodes++;
}

/* Inserts a finished path under bucket root b; its end accepts pattern `rank`. */
static void insert(RcMatchIndex *ix, int b, const Path *pa, uint32_t rank) {
  int at = b;
  for (uint32_t i = 0; i < pa->n && !ix->oom; i++) {
    int k = ix->nodes[at].child;
    while (k >= 0 && !check_eq(&ix->nodes[k].c, &pa->c[i])) k = ix->nodes[k].sibling;
    if (k < 0) k = new_node(ix, pa->c[i], at);
    if (k < 0) return;
    at = k;
  }
  ANode *a = &ix->nodes[at];
  for (uint32_t i = 0; i < a->nacc; i++)
    if (a->acc[i] == rank) return;
  uint32_t *na = realloc(a->acc, sizeof *na * (a->nacc + 1));
  if (!na) {
    ix->oom = true;
    return;
  }
  na[a->nacc++] = rank;
  a->acc = na;
  ix->unshared += pa->n;
  ix->npaths++;
}

/* The root alternatives of p (nested root alternatives flattened), in order. */
static void root_alts(const RcPNode *p, const RcPNode **out, uint32_t *n) {
  if (p->kind == RC_P_ALT) {
    for (uint32_t i = 0; i < p->nkids; i++) root_alts(p->kids[i], out, n);
  } else if (*n < 256) {
    out[(*n)++] = p;
  }
}

/* The paths of one bucket before they go into the trie. */
typedef struct Paths {
  Path *v;
  uint32_t *rank;
  size_t n, c;
} Paths;

static void keep_path(RcMatchIndex *ix, Paths *ps, const Path *pa, uint32_t rank) {
  if (ps->n == ps->c) {
    size_t nc = ps->c ? ps->c * 2 : 16;
    Path *nv = realloc(ps->v, sizeof *nv * nc);
    if (nv) ps->v = nv;
    uint32_t *nr = nv ? realloc(ps->rank, sizeof *nr * nc) : NULL;
    if (nr) ps->rank = nr;
    if (!nv || !nr) {
      ix->oom = true;
      return;
    }
    ps->c = nc;
  }
  ps->v[ps->n] = *pa;
  ps->rank[ps->n++] = rank;
}

/* The paths of pattern `rank` under the bucket of op kind k. */
static void compile_pattern(RcMatchIndex *ix, Paths *out, const RcPattern *pat, uint32_t rank, RcOp k) {
  Path pa = {.ix = ix};
  /* the first-level filters every pattern meets at its root (see rc_match_kid_mask;
   * a divide offers every kind, so the key is left out there) */
  if ((pat->kidmask[0] || pat->kidmask[1]) && k != RC_OP_DIVIDE)
    add(&pa, (Check){.kind = C_KIDMASK, .mask = {pat->kidmask[0], pat->kidmask[1]}});
  const RcPNode *r = pat->root;
  bool same = r->kind != RC_P_OP || r->op == k;
  if (pat->arity >= 0 && !is_ac(k) && same && r->kind != RC_P_ALT)
    add(&pa, (Check){.kind = C_ARITY, .n = (uint32_t)pat->arity});
  if (k == RC_OP_CONVERT || k == RC_OP_RESHAPE || k == RC_OP_BROADCAST) {
    /* the walk may look through the root node itself: no structural checks */
    keep_path(ix, out, &pa, rank);
    return;
  }
  const RcPNode *alts[256];
  uint32_t na = 0;
  root_alts(r, alts, &na);
  Path base = pa;
  for (uint32_t i = 0; i < na; i++) {
    if (!accepts(alts[i], k)) continue;
    pa = base;
    if (k == RC_OP_DIVIDE && alts[i]->kind == RC_P_OP && alts[i]->op == RC_OP_MULTIPLY) {
      /* a / c read as a product: c must be a constant (its value is one of several) */
      add(&pa, (Check){.kind = C_ANYCONST, .pos = intern_pos(ix, 0, 1, 0)});
      mark_caps(alts[i], &pa.seen);
    } else {
      derive(&pa, alts[i], 0, (int)k);
    }
    keep_path(ix, out, &pa, rank);
  }
}

/* Builds the trie of bucket k. The checks of a path are a conjunction over
 * positions that resolve on their own, so their order is free: each path is
 * ordered by how many paths of the bucket share a check (most shared first,
 * then the walk's order), which makes common checks common prefixes. */
static void compile_bucket(RcMatchIndex *ix, RcOp k) {
  Paths ps = {0};
  for (size_t i = 0; i < ix->npats && !ix->oom; i++) {
    const RcPattern *p = ix->pats[i];
    bool ops[RC_OP_COUNT] = {0};
    root_ops(p->root, ops);
    if (ops[k] || (k == RC_OP_SUBTRACT && ops[RC_OP_ADD]) || (k == RC_OP_DIVIDE && ops[RC_OP_MULTIPLY]))
      compile_pattern(ix, &ps, p, (uint32_t)i, k);
  }
  if (ps.n && !ix->oom) ix->root[k] = new_node(ix, (Check){.kind = C_TRUE}, -1);
  /* how many paths hold each distinct check (a check appears once per path) */
  Check *distinct = NULL;
  size_t *count = NULL, nd = 0, cd = 0;
  uint32_t (*which)[MAX_CHECKS] = ps.n ? malloc(sizeof *which * ps.n) : NULL;
  if (ps.n && !which) ix->oom = true;
  for (size_t i = 0; i < ps.n && !ix->oom; i++)
    for (uint32_t j = 0; j < ps.v[i].n && !ix->oom; j++) {
      size_t d = 0;
      while (d < nd && !check_eq(&distinct[d], &ps.v[i].c[j])) d++;
      if (d == nd) {
        if (nd == cd) {
          cd = cd ? cd * 2 : 64;
          Check *nc = realloc(distinct, sizeof *nc * cd);
          if (nc) distinct = nc;
          size_t *nn = nc ? realloc(count, sizeof *nn * cd) : NULL;
          if (nn) count = nn;
          if (!nc || !nn) {
            ix->oom = true;
            break;
          }
        }
        distinct[nd] = ps.v[i].c[j];
        count[nd++] = 0;
      }
      count[d]++;
      which[i][j] = (uint32_t)d;
    }
  for (size_t i = 0; i < ps.n && !ix->oom; i++) {
    Path *pa = &ps.v[i];
    size_t f[MAX_CHECKS];
    for (uint32_t j = 0; j < pa->n; j++) f[j] = count[which[i][j]];
    for (uint32_t j = 1; j < pa->n; j++) /* stable insertion sort, most shared first */
      for (uint32_t l = j; l > 0 && f[l - 1] < f[l]; l--) {
        Check tc = pa->c[l];
        pa->c[l] = pa->c[l - 1];
        pa->c[l - 1] = tc;
        size_t tf = f[l];
        f[l] = f[l - 1];
        f[l - 1] = tf;
      }
    insert(ix, ix->root[k], pa, ps.rank[i]);
  }
  free(which);
  free(distinct);
  free(count);
  free(ps.v);
  free(ps.rank);
}

_Static_assert(RC_OP_COUNT <= 128, "op kind sets are two 64-bit words");

/* Counts the pattern nodes bound to each capture (a bare %x among them). */
static void count_caps(const RcPNode *p, uint32_t *count) {
  if (p->cap >= 0 && p->cap < RC_PAT_MAX_CAPS) count[p->cap]++;
  for (uint32_t i = 0; i < p->nkids; i++) count_caps(p->kids[i], count);
}

/* The op kinds of the canonical nodes every match of p covers, as the walk (match.c)
 * reads them: an op node's kind, a reduce's (reduce_mean's too) and what each operand
 * needs; an alternative, what all its branches need. A capture bound at several nodes
 * may be compared there rather than read (mval), so such a node needs nothing. */
static void needs(const RcPNode *p, const uint32_t *count, uint64_t out[2]) {
  out[0] = out[1] = 0;
  if (p->cap >= 0 && p->cap < RC_PAT_MAX_CAPS && count[p->cap] > 1) return;
  uint64_t k[2];
  if (p->kind == RC_P_ALT) {
    for (uint32_t i = 0; i < p->nkids; i++) {
      needs(p->kids[i], count, k);
      out[0] = i ? out[0] & k[0] : k[0];
      out[1] = i ? out[1] & k[1] : k[1];
    }
    return;
  }
  unsigned op;
  switch (p->kind) {
  case RC_P_OP: op = p->op; break;
  case RC_P_REDUCE:
  case RC_P_MEAN: op = RC_OP_REDUCE; break;
  case RC_P_CUSTOM: op = RC_OP_COUNT; break; /* a custom call, a composite or a fused call */
  default: return;
  }
  if (op < RC_OP_COUNT) out[op / 64] |= 1ull << (op % 64);
  for (uint32_t i = 0; i < p->nkids; i++) {
    needs(p->kids[i], count, k);
    out[0] |= k[0];
    out[1] |= k[1];
  }
}

/* Precomputes how each node finds its position's value at run time. */
static void link_positions(RcMatchIndex *ix) {
  for (size_t i = 0; i < ix->nnodes; i++) {
    ANode *a = &ix->nodes[i];
    if (a->parent < 0) continue;
    int pp = ix->nodes[a->parent].c.pos;
    if (a->c.pos == 0) a->how = AT_ROOT;
    else if (a->c.pos == pp) a->how = AT_PARENT;
    else if (ix->pos[a->c.pos].parent == pp) a->how = AT_STEP;
    else a->how = AT_WALK;
  }
}

RcMatchIndex *rc_match_index_new(const RcPatternSet *ps, const char *const *only, size_t nonly) {
  RcMatchIndex *ix = calloc(1, sizeof *ix);
  if (!ix) return NULL;
  for (int k = 0; k < RC_OP_COUNT; k++) ix->root[k] = -1;
  ix->pats = calloc(ps->npats ? ps->npats : 1, sizeof *ix->pats);
  if (!ix->pats) goto fail;
  for (size_t i = 0; i < ps->npats; i++)
    if (selected(ps->pats[i], only, nonly)) ix->pats[ix->npats++] = ps->pats[i];
  /* a stable sort: equal priority and size keep the load order */
  for (size_t i = 1; i < ix->npats; i++)
    for (size_t j = i; j > 0 && cmp_rank(&ix->pats[j - 1], &ix->pats[j]) > 0; j--) {
      const RcPattern *t = ix->pats[j];
      ix->pats[j] = ix->pats[j - 1];
      ix->pats[j - 1] = t;
    }
  if (!(ix->need = calloc(ix->npats ? ix->npats : 1, sizeof *ix->need))) goto fail;
  for (size_t i = 0; i < ix->npats; i++) {
    uint32_t count[RC_PAT_MAX_CAPS] = {0};
    count_caps(ix->pats[i]->root, count);
    needs(ix->pats[i]->root, count, ix->need[i]);
  }
  intern_pos(ix, -1, 0, 0); /* position 0: the root value */
  for (int k = 0; k < RC_OP_COUNT && !ix->oom; k++) compile_bucket(ix, (RcOp)k);
  if (ix->oom) goto fail;
  link_positions(ix);
  return ix;
fail:
  rc_match_index_free(ix);
  return NULL;
}

void rc_match_index_free(RcMatchIndex *ix) {
  if (!ix) return;
  for (size_t i = 0; i < ix->nnodes; i++) free(ix->nodes[i].acc);
  free(ix->nodes);
  free(ix->pos);
  free(ix->pats);
  free(ix->need);
  free(ix);
}

size_t rc_match_index_size(const RcMatchIndex *ix) { return ix ? ix->npats : 0; }

bool rc_match_index_reads_call(const RcMatchIndex *ix, const RcNode *n) {
  for (size_t i = 0; ix && i < ix->npats; i++) {
    const RcPNode *stack[RC_PAT_MAX_DEPTH * 4];
    size_t top = 0;
    if (ix->pats[i]->root) stack[top++] = ix->pats[i]->root;
    while (top) {
      const RcPNode *p = stack[--top];
      if (p->kind == RC_P_CUSTOM && rc_match_target(p, n) != 0) return true;
      for (uint32_t k = 0; k < p->nkids; k++) {
        if (top == sizeof stack / sizeof *stack) return true; /* too deep to tell: assume it may */
        stack[top++] = p->kids[k];
      }
    }
  }
  return false;
}

void rc_match_index_stats(const RcMatchIndex *ix, size_t *nodes, size_t *unshared) {
  size_t n = 0;
  for (size_t i = 0; ix && i < ix->nnodes; i++) n += ix->nodes[i].parent >= 0;
  *nodes = n;
  *unshared = ix ? ix->unshared : 0;
}

/* ---- running ---- */

static RcValue *look(RcValue *v, unsigned mode) {
  while (v && v->def) {
    RcNode *d = v->def;
    if (d->op != RC_OP_CONVERT && d->op != RC_OP_RESHAPE && d->op != RC_OP_BROADCAST) break; /* neither kind */
    RcValue *in = d->noperands ? rc_node_operand(d, 0) : NULL;
    if ((mode & LT_CONVERT) && rc_match_float_convert(v))
      v = in;
    else if ((mode & LT_KEEPDIMS) && rc_match_keepdims_noop(d))
      v = in;
    else
      break;
  }
  return v;
}

/* The readings of a commutative chain the walk tries (match.c match_ac): through its
 * single-use links, through every link (the second look only, RcMatch.shared), and the
 * node's own operands. */
enum { R_SINGLE, R_DEEP, R_OWN };

/* The operands of one commutative chain in one reading, per lookthrough mode. */
typedef struct Flat {
  const RcNode *node;
  int how;              /* R_SINGLE, R_DEEP or R_OWN */
  uint32_t n;
  int op[16][4];        /* op kind of the looked-through operand, -1: none (or several results) */
  RcValue *val[16][4];
  uint64_t kinds[4][2]; /* per mode, the op kinds in op[][mode] */
} Flat;

#define NFLAT 8

typedef struct Run {
  RcNode *n;
  bool shared;          /* RcMatch.shared */
  bool have_mask;
  uint64_t mask[2];
  Flat flat[NFLAT];     /* the chains read during this call (the root's first) */
  uint32_t nflat;
} Run;

/* A value standing for "unknown position": checks there hold vacuously. */
static RcValue unknown_value;
#define UNKNOWN (&unknown_value)

/* Reading `how` of node d (d's op is commutative-associative), cached per call. The
 * own operands: none when there are more than 16 (the walk reads at most 16). */
static const Flat *flat_of(Run *r, RcNode *d, int how) {
  for (uint32_t i = 0; i < r->nflat; i++)
    if (r->flat[i].node == d && r->flat[i].how == how) return &r->flat[i];
  Flat *f = r->nflat < NFLAT ? &r->flat[r->nflat++] : &r->flat[NFLAT - 1]; /* full: reuse the last slot */
  RcValue *ops[16];
  f->node = d;
  f->how = how;
  if (how == R_OWN) {
    f->n = d->noperands <= 16 ? d->noperands : 0;
    for (uint32_t i = 0; i < f->n; i++) ops[i] = rc_node_operand(d, i);
  } else {
    f->n = rc_match_flatten(d, how == R_DEEP, ops);
  }
  memset(f->kinds, 0, sizeof f->kinds);
  for (uint32_t i = 0; i < f->n; i++) {
    RcValue *v = ops[i];
    unsigned k = v && v->def ? v->def->op : RC_OP_COUNT;
    if (k != RC_OP_CONVERT && k != RC_OP_RESHAPE && k != RC_OP_BROADCAST) { /* each mode reads v itself */
      int op = k < RC_OP_COUNT && v->def->nresults == 1 ? (int)k : -1;
      for (unsigned m = 0; m < 4; m++) {
        f->val[i][m] = v;
        f->op[i][m] = op;
        if (op >= 0) f->kinds[m][op / 64] |= 1ull << (op % 64);
      }
      continue;
    }
    for (unsigned m = 0; m < 4; m++) {
      v = look(ops[i], m);
      int op = v && v->def && v->def->nresults == 1 ? (int)v->def->op : -1;
      f->val[i][m] = v;
      f->op[i][m] = op;
      if (op >= 0) f->kinds[m][op / 64] |= 1ull << (op % 64);
    }
  }
  return f;
}

/* The one operand of reading f whose op kind (lookthrough p->mode) is in p's set: NULL
 * when none is, UNKNOWN when several are. */
static RcValue *pick(const Flat *f, const Pos *p) {
  RcValue *hit = NULL;
  for (uint32_t i = 0; i < f->n; i++) {
    int op = f->op[i][p->mode];
    if (op < 0 || !(p->set[op / 64] >> (op % 64) & 1)) continue;
    if (hit) return UNKNOWN; /* several candidates: the multiset assignment decides */
    hit = f->val[i][p->mode];
  }
  return hit;
}

/* The value at position p, given the value at its parent position. */
static RcValue *step(Run *r, const Pos *p, RcValue *parent) {
  if (parent == UNKNOWN) return UNKNOWN;
  RcNode *d = parent ? parent->def : NULL;
  if (!d) return NULL;
  if (!p->unique) {
    if (p->operand >= d->noperands) return NULL;
    return look(rc_node_operand(d, p->operand), p->mode);
  }
  if (d->op != p->acop) return UNKNOWN; /* a subtract or divide reading: the walk's */
  if (r->shared) {
    /* the second look tries three readings: a reading where no operand qualifies cannot
     * match, so the position is the one value the others agree on (none: no match) */
    RcValue *got = NULL;
    for (int how = R_SINGLE; how <= R_OWN; how++) {
      RcValue *hit = pick(flat_of(r, d, how), p);
      if (hit == UNKNOWN || (hit && got && hit != got)) return UNKNOWN;
      if (hit) got = hit;
    }
    return got;
  }
  const Flat *f = flat_of(r, d, R_SINGLE);
  if (f->n != d->noperands) return UNKNOWN; /* read through a link: the walk also tries the own operands */
  return pick(f, p);
}

static RcValue *walk(Run *r, const RcMatchIndex *ix, int pos, RcValue *root) {
  if (pos == 0) return root;
  return step(r, &ix->pos[pos], walk(r, ix, ix->pos[pos].parent, root));
}

/* Whether reading f has an operand of one of c's kinds (per lookthrough mode). */
static bool has_kind(const Flat *f, const Check *c) {
  for (unsigned m = 0; m < 4; m++)
    if ((f->kinds[m][0] & c->has[m][0]) || (f->kinds[m][1] & c->has[m][1])) return true;
  return false;
}

static bool test(Run *r, const Check *c, RcValue *v) {
  if (v == UNKNOWN) return true;
  if (!v) return false;
  RcNode *d = v->def;
  double x;
  RcDType dt;
  switch (c->kind) {
  case C_TRUE: return true;
  case C_KIDMASK:
    if (!r->have_mask) {
      rc_match_kid_mask(r->n, r->shared, r->mask);
      r->have_mask = true;
    }
    return (r->mask[0] & c->mask[0]) == c->mask[0] && (r->mask[1] & c->mask[1]) == c->mask[1];
  case C_ARITY: return d && d->nresults == 1 && d->noperands == c->n;
  case C_OP: return d && d->op == (RcOp)c->n;
  case C_ATTR: {
    RcAttr *a = d ? rc_node_attr(d, c->p->akey) : NULL;
    const char *s = a ? (a->kind == RC_ATTR_ENUM || a->kind == RC_ATTR_STR ? a->u.s : a->raw) : NULL;
    return s && !strcmp(s, c->p->aval);
  }
  case C_REDUCE: return d && rc_match_reduce_ok(c->p, d);
  case C_REGEX: return d && rc_match_target(c->p, d) != 0; /* out of memory (-1): left to the walk */
  case C_CONST:
    return rc_match_const_value(v, &x, &dt) &&
           rc_match_const_eq(x, c->p->value, c->p->tol < 0 ? rc_match_default_tol(dt) : c->p->tol);
  case C_ANYCONST: return rc_match_const_value(v, &x, &dt);
  case C_NARY: /* some reading the walk tries: the chain's (both, second look) or the own operands */
    if (!d) return false;
    return d->op != c->acop || flat_of(r, d, R_SINGLE)->n == c->n || d->noperands == c->n ||
           (r->shared && flat_of(r, d, R_DEEP)->n == c->n);
  case C_HAS: {
    if (!d) return false;
    if (d->op != c->acop) return true;
    if (r->shared) /* the second look: some reading has such an operand */
      return has_kind(flat_of(r, d, R_SINGLE), c) || has_kind(flat_of(r, d, R_DEEP), c) ||
             has_kind(flat_of(r, d, R_OWN), c);
    const Flat *f = flat_of(r, d, R_SINGLE);
    if (f->n != d->noperands) return true; /* read through a link: the own operands differ, left to the walk */
    return has_kind(f, c);
  }
  }
  return false;
}

bool rc_match_at(const RcMatchIndex *ix, RcNode *n, RcMatch *m, bool (*skip)(const RcPattern *, void *),
                 void *user) {
  if (n->nresults != 1 || ix->root[n->op] < 0) return false;
  uint64_t local[8], *cand = local;
  size_t nw = (ix->npats + 63) / 64;
  if (nw > 8 && !(cand = calloc(nw, sizeof *cand))) return false;
  if (nw <= 8) memset(local, 0, sizeof local);
  RcValue *at[MAX_CHECKS + 2];
  Run r; /* not zeroed as a whole: the chain cache is large and filled on demand */
  r.n = n;
  r.shared = m->shared;
  r.have_mask = false;
  r.nflat = 0;
  RcValue *rootv = rc_node_result(n);
  /* pre-order over the trie: a node whose check holds is entered, else skipped */
  int i = ix->root[n->op];
  at[0] = rootv;
  bool any = false;
  for (;;) {
    const ANode *a = &ix->nodes[i];
    bool ok = true;
    if (a->parent >= 0) {
      RcValue *v;
      switch (a->how) {
      case AT_ROOT: v = rootv; break;
      case AT_PARENT: v = at[a->depth - 1]; break;
      case AT_STEP: v = step(&r, &ix->pos[a->c.pos], at[a->depth - 1]); break;
      default: v = walk(&r, ix, a->c.pos, rootv); break;
      }
      at[a->depth] = v;
      ok = test(&r, &a->c, v);
    }
    if (ok) {
      for (uint32_t k = 0; k < a->nacc; k++) cand[a->acc[k] / 64] |= 1ull << (a->acc[k] % 64);
      any |= a->nacc > 0;
      if (a->child >= 0) {
        i = a->child;
        continue;
      }
    }
    if ((i = after_subtree(ix, i)) < 0) break;
  }
  bool found = false;
  rc_match_memo_begin(m);
  for (size_t w = 0; any && w < nw && !found; w++)
    for (uint64_t bits = cand[w]; bits && !found; bits &= bits - 1) {
      size_t rank = w * 64 + (size_t)__builtin_ctzll(bits);
      const RcPattern *pat = ix->pats[rank];
      const uint64_t *need = ix->need[rank];
      if (m->ops && ((need[0] & ~m->ops[0]) || (need[1] & ~m->ops[1]))) continue; /* a kind the graph lacks */
      if (skip && skip(pat, user)) continue;
      found = rc_match_walk(pat, n, m);
    }
  rc_match_memo_end(m);
  if (cand != local) free(cand);
  return found;
}

/* ---- the debug view ---- */

static void print_op(unsigned op, FILE *out) {
  for (const char *c = rc_op_info[op].name; *c; c++) fputc(*c >= 'A' && *c <= 'Z' ? *c - 'A' + 'a' : *c, out);
}

/* Prints the op kinds in set separated by sep (first: nothing printed before);
 * returns whether nothing has been printed yet. */
static bool print_ops(const uint64_t set[2], const char *sep, bool first, FILE *out) {
  for (int op = 0; op < RC_OP_COUNT; op++)
    if (set[op / 64] >> (op % 64) & 1) {
      fputs(first ? "" : sep, out);
      print_op((unsigned)op, out);
      first = false;
    }
  return first;
}

static void print_pos(const RcMatchIndex *ix, int pos, FILE *out) {
  if (pos == 0) {
    fputs("$", out);
    return;
  }
  const Pos *p = &ix->pos[pos];
  print_pos(ix, p->parent, out);
  if (!p->unique) {
    fprintf(out, ".%u", p->operand);
    return;
  }
  fputs(".(", out);
  print_ops(p->set, "|", true, out);
  fputs(")", out);
}

static void print_check(const RcMatchIndex *ix, const Check *c, FILE *out) {
  switch (c->kind) {
  case C_TRUE: break;
  case C_KIDMASK:
    fputs("operands include {", out);
    print_ops(c->mask, ", ", true, out);
    fputs("}", out);
    return;
  default: break;
  }
  print_pos(ix, c->pos, out);
  const RcPNode *p = c->p;
  switch (c->kind) {
  case C_ARITY: fprintf(out, " has %u operands", c->n); break;
  case C_OP:
    fputs(" is ", out);
    print_op(c->n, out);
    break;
  case C_ATTR: fprintf(out, " has %s=%s", p->akey, p->aval); break;
  case C_REDUCE:
    fputs(" reduces by ", out);
    print_op(p->op, out);
    fputs(" over [", out);
    for (uint32_t i = 0; i < p->naxes; i++) fprintf(out, "%s%lld", i ? "," : "", (long long)p->axes[i]);
    fputs(p->anyaxes ? "*]" : "]", out);
    break;
  case C_REGEX: fprintf(out, " target ~ /%s/", p->resrc); break;
  case C_CONST: fprintf(out, " = %.17g", p->value); break;
  case C_ANYCONST: fputs(" is a constant", out); break;
  case C_NARY: fprintf(out, " reads %u operands", c->n); break;
  case C_HAS: {
    fputs(" has an operand in {", out);
    bool first = true;
    for (unsigned m = 0; m < 4; m++) first = print_ops(c->has[m], ", ", first, out);
    fputs("}", out);
    break;
  }
  default: break;
  }
}

void rc_match_index_dump(const RcMatchIndex *ix, FILE *out) {
  for (int k = 0; k < RC_OP_COUNT; k++) {
    if (ix->root[k] < 0) continue;
    fputs("root ", out);
    print_op((unsigned)k, out);
    fputs("\n", out);
    int i = ix->root[k];
    for (;;) {
      const ANode *a = &ix->nodes[i];
      if (a->parent >= 0) {
        fprintf(out, "%*s", (int)(2 * a->depth), "");
        print_check(ix, &a->c, out);
        fputs("\n", out);
      }
      for (uint32_t j = 0; j < a->nacc; j++)
        fprintf(out, "%*s-> %s (priority %d)\n", (int)(2 * a->depth + 2), "", ix->pats[a->acc[j]]->name,
                ix->pats[a->acc[j]]->priority);
      if (a->child >= 0) {
        i = a->child;
        continue;
      }
      if ((i = after_subtree(ix, i)) < 0) break;
    }
  }
  size_t nodes, unshared;
  rc_match_index_stats(ix, &nodes, &unshared);
  fprintf(out, "%zu patterns, %zu paths, %zu check nodes for %zu checks (%zu shared), %zu positions\n", ix->npats,
          ix->npaths, nodes, unshared, unshared - nodes, ix->npos);
}

RcStatus rc_patterns_dump_automaton(const RcPatternSet *ps, const char *const *only, size_t nonly, FILE *out) {
  if (!ps || !out) return RC_ERR_USAGE;
  RcMatchIndex *ix = rc_match_index_new(ps, only, nonly);
  if (!ix) return RC_ERR_NOMEM;
  rc_match_index_dump(ix, out);
  rc_match_index_free(ix);
  return RC_OK;
}
