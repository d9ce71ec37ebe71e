/* The residual walk of the matcher: one pattern tree against the value at one
 * canonical node, as the matching automaton (automaton.c) hands it over for each
 * candidate pattern that passed the shared checks.
 *
 * What is decided here, and only here: commutative-associative ops (n-ary in the
 * canonical form) matching their operand patterns as a multiset (structured
 * operand patterns are tried first and each assignment is undone on failure),
 * alternatives below the root (ordered: the first that matches wins), capture
 * equality, reduce_mean, broadcast keep-dims chains, the nodes a match covers, and
 * the `where` conditions. Spellings are the canonicalizer's business (src/canon):
 * the walk reads canonical nodes only (the driver's two reads of one canonical form,
 * rewrite/driver.c), so it knows no subtract, division by a constant, float convert
 * or unfolded constant expression. The walk replays the automaton's checks as well, so
 * a pattern's meaning never depends on the automaton's filtering (only its speed).
 * It recurses over the pattern only (depth <= RC_PAT_MAX_DEPTH), never over the
 * graph, so graph depth cannot exhaust the stack.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>

#include "fused/fused.h"
#include "numerics/neutral.h"
#include "numerics/numerics.h"
#include "pattern/pattern.h"

/* ---- the tree walk ---- */

typedef struct M {
  RcMatch *m;
  int trail[RC_PAT_MAX_CAPS];
  int ntrail;
  bool oom;
  bool has_cval; /* the constant being matched stands for cval (folded constants of a chain) */
  double cval;
  bool shared;   /* RcMatch.shared: chains and keep-dims nodes with other uses are read through too */
  int32_t axlo, axhi; /* the block of dims bound by the first axes=[*] reduce, or -1 */
} M;

/* Whether a chain read reads through v's node: when v is used only there, or always
 * in the deep reading of the driver's second look (RcMatch.shared). */
static bool through(bool deep, const RcValue *v) { return v->nuses == 1 || deep; }

static bool push_node(M *s, RcNode *n) {
  RcMatch *m = s->m;
  if (!m) return true; /* a dry run (rc_match_flatten, rc_match_const_value): nothing recorded */
  if (m->nnodes == m->cnodes) {
    uint32_t nc = m->cnodes ? m->cnodes * 2 : 16;
    RcNode **nn = realloc(m->nodes, sizeof *nn * nc);
    if (!nn) {
      s->oom = true;
      return false;
    }
    m->nodes = nn;
    m->cnodes = nc;
  }
  m->nodes[m->nnodes++] = n;
  return true;
}

typedef struct Save {
  int ntrail;
  uint32_t nnodes;
  int32_t axlo, axhi;
} Save;

static Save save(M *s) { return (Save){s->ntrail, s->m->nnodes, s->axlo, s->axhi}; }
static void restore(M *s, Save sv) {
  while (s->ntrail > sv.ntrail) s->m->caps[s->trail[--s->ntrail]] = NULL;
  s->m->nnodes = sv.nnodes;
  s->axlo = sv.axlo;
  s->axhi = sv.axhi;
}

/* The splat value of a constant, looking through broadcasts/reshapes of a scalar (the
 * canonical form folds converts of constants and constant expressions). */
static bool const_value(M *s, RcValue *v, double *out, RcDType *dt, bool record) {
  RcNode *n = v ? v->def : NULL;
  RcNode *chain[6];
  int nc = 0;
  while (n && (n->op == RC_OP_BROADCAST || n->op == RC_OP_RESHAPE) && n->nresults == 1 && nc < 6) {
    chain[nc++] = n;
    n = rc_node_operand(n, 0) ? rc_node_operand(n, 0)->def : NULL;
  }
  if (!n || n->op != RC_OP_CONSTANT || !n->literal || !rc_literal_splat_f64(n->literal, out)) return false;
  *dt = n->literal->dtype;
  if (record) {
    for (int i = 0; i < nc; i++)
      if (!push_node(s, chain[i])) return false;
    if (!push_node(s, n)) return false;
  }
  return true;
}

double rc_match_default_tol(RcDType dt) {
  switch (dt) {
  case RC_DT_BF16: return 1.0 / 256;
  case RC_DT_F16: return 1.0 / 1024;
  default: return 1.0 / 4096;
  }
}

bool rc_match_const_eq(double got, double want, double tol) {
  if (isnan(got) || isnan(want)) return false;
  if (isinf(want) || isinf(got)) return got == want;
  if (tol == 0) return got == want;
  double scale = fabs(want) > fabs(got) ? fabs(want) : fabs(got);
  return fabs(got - want) <= tol * scale;
}

int rc_match_target(const RcPNode *p, const RcNode *n) {
  /* a custom call, or a StableHLO composite (its name is kept as the target) */
  if (n->op != RC_OP_CUSTOM_CALL && n->op != RC_OP_COMPOSITE && n->op != RC_OP_FUSED) return 0;
  RcAttr *a = rc_node_fused(n) ? NULL : rc_node_attr(n, "custom_call_target");
  const char *t = rc_node_fused(n) ? rc_node_fused(n)->op->target : a && a->kind == RC_ATTR_STR ? a->u.s : NULL;
  if (!t) return 0;
  pcre2_match_data *md = pcre2_match_data_create(4, NULL);
  if (!md) return -1;
  int rc = pcre2_match(p->regex, (PCRE2_SPTR)t, strlen(t), 0, 0, md, NULL);
  pcre2_match_data_free(md);
  return rc >= 0;
}

/* Combiner op (RC_OP_ADD, RC_OP_MAXIMUM, ...) of a reduce node, or RC_OP_OPAQUE. */
static RcOp reduce_combiner(const RcNode *n) {
  RcFunc *body = NULL;
  if (rc_node_nregions(n)) body = rc_node_regions(n)[0];
  if (!body) {
    RcAttr *a = rc_node_attr(n, "to_apply");
    if (a && a->kind == RC_ATTR_FUNC) body = a->u.fn;
  }
  if (!body) return RC_OP_OPAQUE;
  RcOp op = RC_OP_OPAQUE;
  int count = 0;
  for (RcNode *x = body->first; x; x = x->next) {
    if (x->op == RC_OP_PARAMETER || x->op == RC_OP_RETURN) continue;
    op = x->op;
    count++;
  }
  return count == 1 ? op : RC_OP_OPAQUE;
}

/* The reduced dims of reduce n as one block [lo, hi] of adjacent dims; false when they are not. */
static bool reduce_block(const RcNode *n, int32_t *lo, int32_t *hi) {
  RcAttr *a = rc_node_attr(n, "dimensions");
  RcValue *x = rc_node_operand(n, 0);
  if (!a || a->kind != RC_ATTR_INTS || !a->u.ints.n || !x || !x->type || x->type->kind != RC_TYPE_TENSOR) return false;
  int64_t mn = a->u.ints.v[0], mx = mn;
  for (uint32_t i = 1; i < a->u.ints.n; i++) {
    mn = a->u.ints.v[i] < mn ? a->u.ints.v[i] : mn;
    mx = a->u.ints.v[i] > mx ? a->u.ints.v[i] : mx;
  }
  if (mn < 0 || mx >= x->type->rank || mx - mn + 1 != (int64_t)a->u.ints.n) return false;
  for (uint32_t i = 0; i < a->u.ints.n; i++) /* distinct: n values in a range of n */
    for (uint32_t j = i + 1; j < a->u.ints.n; j++)
      if (a->u.ints.v[i] == a->u.ints.v[j]) return false;
  *lo = (int32_t)mn;
  *hi = (int32_t)mx;
  return true;
}

bool rc_match_reduce_ok(const RcPNode *p, const RcNode *n) {
  if (n->op != RC_OP_REDUCE || n->noperands != 2 || n->nresults != 1) return false;
  if (reduce_combiner(n) != p->op) return false;
  RcValue *x = rc_node_operand(n, 0);
  if (!x || !x->type || x->type->kind != RC_TYPE_TENSOR) return false;
  int64_t rank = x->type->rank;
  RcAttr *a = rc_node_attr(n, "dimensions");
  int32_t lo, hi;
  if (p->anyaxes ? !reduce_block(n, &lo, &hi) : !a || a->kind != RC_ATTR_INTS || a->u.ints.n != p->naxes) return false;
  for (uint32_t i = 0; i < p->naxes; i++) {
    int64_t want = p->axes[i] < 0 ? p->axes[i] + rank : p->axes[i];
    bool found = false;
    for (uint32_t j = 0; j < a->u.ints.n; j++)
      if (a->u.ints.v[j] == want) found = true;
    if (!found) return false;
  }
  /* The init must be the combiner's neutral element (numerics/neutral.h), a constant. */
  RcValue *init = rc_node_operand(n, 1);
  if (!init || !init->def || init->def->op != RC_OP_CONSTANT) return false;
  return rc_neutral_init(p->op, init);
}

static bool mval(M *s, const RcPNode *p, RcValue *v);

/* A reshape or broadcast that only adds or drops size-1 dims (keep-dims noise):
 * the same elements in the same order. */
bool rc_match_keepdims_noop(const RcNode *n) {
  if ((n->op != RC_OP_RESHAPE && n->op != RC_OP_BROADCAST) || n->noperands != 1 || n->nresults != 1) return false;
  RcValue *in = rc_node_operand(n, 0);
  const RcType *a = in ? in->type : NULL, *b = n->results[0].type;
  if (!a || !b || a->kind != RC_TYPE_TENSOR || b->kind != RC_TYPE_TENSOR) return false;
  if (!rc_type_is_static(a) || !rc_type_is_static(b)) return false;
  int32_t i = 0, j = 0;
  for (;;) {
    while (i < a->rank && a->dims[i] == 1) i++;
    while (j < b->rank && b->dims[j] == 1) j++;
    if (i == a->rank || j == b->rank) break;
    if (a->dims[i++] != b->dims[j++]) return false;
  }
  while (i < a->rank && a->dims[i] == 1) i++;
  while (j < b->rank && b->dims[j] == 1) j++;
  if (i != a->rank || j != b->rank) return false;
  if (n->op == RC_OP_BROADCAST) {
    RcAttr *d = rc_node_attr(n, "dimensions");
    if (!d || d->kind != RC_ATTR_INTS) return false;
    for (uint32_t k = 1; k < d->u.ints.n; k++)
      if (d->u.ints.v[k] <= d->u.ints.v[k - 1]) return false;
  }
  return true;
}

static int spec_rank(const RcPNode *p) {
  switch (p->kind) {
  case RC_P_OP:
  case RC_P_REDUCE:
  case RC_P_MEAN:
  case RC_P_CUSTOM: return 0;
  case RC_P_CONST:
  case RC_P_ANYCONST: return 1;
  case RC_P_ALT: return 2;
  default: return p->cap >= 0 ? 3 : 4;
  }
}

/* Matches kids[order[k..]] against the unused values of ops[], as a multiset;
 * an op marked in `cmask` is the chain's folded constant: it only matches constant
 * patterns, with the value cval (the product or sum of all constants of the chain). */
static bool perm(M *s, const RcPNode *p, const uint8_t *order, uint32_t k, RcValue **ops, uint32_t nops,
                 uint32_t used, uint32_t cmask, double cval) {
  if (k == p->nkids) return true;
  const RcPNode *kid = p->kids[order[k]];
  for (uint32_t j = 0; j < nops; j++) {
    if (used & (1u << j)) continue;
    if ((cmask & (1u << j)) && (kid->kind != RC_P_CONST || kid->cap >= 0)) continue;
    Save sv = save(s);
    s->has_cval = (cmask & (1u << j)) != 0;
    s->cval = cval;
    bool ok = mval(s, kid, ops[j]);
    s->has_cval = false;
    if (ok && perm(s, p, order, k + 1, ops, nops, used | (1u << j), cmask, cval)) return true;
    restore(s, sv);
    if (s->oom) return false;
  }
  return false;
}

/* The operands of an associative-commutative chain rooted at n, read through
 * nested single-use nodes of the same op: the unmerged read keeps such links as nodes
 * (the merged read is flat already). When the chain has more than one constant
 * (add/multiply), they are folded into one entry (*cmask, *cval), as merging does. Up
 * to 16 operands; 0 if more. `deep` reads through links with other uses too
 * (RcMatch.shared). */
/* The chain readings of one rc_match_at call. Every candidate pattern tried at a node reads
 * the same associative-commutative chains (the same nodes, the same single-use rule), so each
 * (node, deep) reading is made once: its operands, folded constant and covered nodes are kept
 * and replayed. The graph does not change during a call; rc_match_memo_reset starts the next. */
#define MEMO_SLOTS 32
#define MEMO_NODES 24
typedef struct FlatEntry {
  const RcNode *n;
  uint32_t epoch;
  bool deep;
  uint32_t nops, cmask, npushed;
  double cval;
  RcValue *ops[16];
  RcNode *pushed[MEMO_NODES];
} FlatEntry;
struct RcFlatMemo {
  uint32_t epoch;
  bool active; /* inside rc_match_at: entries of this epoch hold */
  FlatEntry slot[MEMO_SLOTS];
};

void rc_match_memo_begin(RcMatch *m) {
  if (!m->memo && !(m->memo = calloc(1, sizeof *m->memo))) return; /* no memo: each reading is made */
  if (++m->memo->epoch == 0) { /* wrapped: forget every entry */
    memset(m->memo, 0, sizeof *m->memo);
    m->memo->epoch = 1;
  }
  m->memo->active = true;
}

void rc_match_memo_end(RcMatch *m) {
  if (m->memo) m->memo->active = false;
}

static FlatEntry *memo_slot(M *s, const RcNode *n, bool deep) {
  RcMatch *m = s->m;
  if (!m || !m->memo || !m->memo->active) return NULL;
  uintptr_t h = ((uintptr_t)n >> 4) * 2 + deep;
  return &m->memo->slot[(h ^ h >> 7) % MEMO_SLOTS];
}

static uint32_t flatten_read(M *s, RcNode *n, RcValue **ops, uint32_t *cmask, double *cval, bool deep);

static uint32_t flatten(M *s, RcNode *n, RcValue **ops, uint32_t *cmask, double *cval, bool deep) {
  FlatEntry *e = memo_slot(s, n, deep);
  if (e && e->n == n && e->deep == deep && e->epoch == s->m->memo->epoch) {
    for (uint32_t i = 0; i < e->npushed; i++)
      if (!push_node(s, e->pushed[i])) return 0;
    memcpy(ops, e->ops, sizeof *ops * e->nops);
    *cmask = e->cmask;
    *cval = e->cval;
    return e->nops;
  }
  uint32_t before = s->m ? s->m->nnodes : 0;
  uint32_t nops = flatten_read(s, n, ops, cmask, cval, deep);
  if (e && !s->oom && s->m->nnodes - before <= MEMO_NODES) {
    e->n = n;
    e->deep = deep;
    e->epoch = s->m->memo->epoch;
    e->nops = nops;
    e->cmask = *cmask;
    e->cval = *cval;
    e->npushed = s->m->nnodes - before;
    memcpy(e->ops, ops, sizeof *ops * nops);
    memcpy(e->pushed, s->m->nodes + before, sizeof *e->pushed * e->npushed);
  }
  return nops;
}

static uint32_t flatten_read(M *s, RcNode *n, RcValue **ops, uint32_t *cmask, double *cval, bool deep) {
  RcNode *stack[16];
  RcValue *raw[16];
  uint32_t ns = 0, nraw = 0;
  double d;
  RcDType dt;
  *cmask = 0;
  *cval = 0;
  stack[ns++] = n;
  while (ns) {
    RcNode *x = stack[--ns];
    if (x != n && !push_node(s, x)) return 0;
    for (uint32_t i = x->noperands; i-- > 0;) {
      RcValue *v = rc_node_operand(x, i);
      if (v && v->def && v->def->op == n->op && through(deep, v) && v->def->nresults == 1 && ns < 16 &&
          v->def->noperands >= 2) {
        stack[ns++] = v->def;
      } else {
        if (nraw == 16) return 0;
        raw[nraw++] = v;
      }
    }
  }
  /* fold the constants of an add or multiply chain into one entry */
  uint32_t nops = 0, nconst = 0;
  bool foldable = n->op == RC_OP_MULTIPLY || n->op == RC_OP_ADD;
  double acc = n->op == RC_OP_MULTIPLY ? 1.0 : 0.0;
  int first = -1;
  for (uint32_t i = 0; i < nraw; i++) {
    if (foldable && raw[i] && const_value(s, raw[i], &d, &dt, false)) {
      acc = n->op == RC_OP_MULTIPLY ? acc * d : acc + d;
      nconst++;
      if (first < 0) first = (int)nops;
      else if (!const_value(s, raw[i], &d, &dt, true)) return 0; /* covered by the match */
      if (first == (int)nops && nconst == 1) ops[nops++] = raw[i];
      continue;
    }
    ops[nops++] = raw[i];
  }
  if (nconst > 1) { /* the entry stands for the folded value (a lone constant keeps its own, so `%eps = const` binds it) */
    *cmask = 1u << first;
    *cval = acc;
  }
  return nops;
}

/* mul(reduce_sum(a), 1/N) or divide(reduce_sum(a), N), N = elements reduced per output */
static bool match_mean(M *s, const RcPNode *p, RcNode *n) {
  double d;
  RcDType dt;
  if (!n || n->nresults != 1 || n->noperands != 2 || (n->op != RC_OP_MULTIPLY && n->op != RC_OP_DIVIDE)) return false;
  RcPNode sum = *p;
  sum.kind = RC_P_REDUCE;
  sum.cap = -1;
  for (uint32_t k = 0; k < 2; k++) {
    RcValue *r = rc_node_operand(n, k), *c = rc_node_operand(n, 1 - k), *rr = r;
    if (n->op == RC_OP_DIVIDE && k == 1) break;
    /* the sum may come through a keep-dims reshape (JAX's mean(keepdims=True) divides after it) */
    while (rr && rr->def && rc_match_keepdims_noop(rr->def))
      rr = rc_node_operand(rr->def, 0);
    if (!rr || !c || !rr->def || rr->def->op != RC_OP_REDUCE || !rc_match_reduce_ok(&sum, rr->def)) continue;
    if (!const_value(s, c, &d, &dt, false)) continue;
    RcNode *rd = rr->def;
    RcType *it = rc_node_operand(rd, 0)->type;
    double cnt = 1;
    int32_t lo, hi;
    if (p->anyaxes && reduce_block(rd, &lo, &hi))
      for (int32_t a = lo; a <= hi; a++) {
        if (it->dims[a] <= 0) return false;
        cnt *= (double)it->dims[a];
      }
    for (uint32_t a = 0; a < p->naxes; a++) {
      int64_t ax = p->axes[a] < 0 ? p->axes[a] + it->rank : p->axes[a];
      if (ax < 0 || ax >= it->rank || it->dims[ax] <= 0) return false;
      cnt *= (double)it->dims[ax];
    }
    if (!rc_match_const_eq(n->op == RC_OP_DIVIDE ? d : 1.0 / d, cnt, rc_match_default_tol(dt))) continue;
    Save sv = save(s);
    if (push_node(s, n) && const_value(s, c, &d, &dt, true) && mval(s, &sum, r)) return true;
    restore(s, sv);
  }
  return false;
}

/* keep-dims: broadcast(reshape(broadcast(reshape(r)))) reads as broadcast(r) when the inner
 * reshapes/broadcasts keep the element count (TF spells keepdims this way). 1 when the pattern
 * broadcast p matched so, 0 when not (state restored), -1 when the match fails. */
static int match_keepdims(M *s, const RcPNode *p, RcNode *n) {
  RcValue *in = rc_node_operand(n, 0);
  Save sv = save(s);
  bool moved = false;
  if (!push_node(s, n)) return -1;
  while (in && in->def && (in->def->op == RC_OP_RESHAPE || in->def->op == RC_OP_BROADCAST) && through(s->shared, in) &&
         rc_node_operand(in->def, 0) && rc_type_numel(in->type) >= 0 &&
         rc_type_numel(in->type) == rc_type_numel(rc_node_operand(in->def, 0)->type)) {
    if (!push_node(s, in->def)) return -1;
    in = rc_node_operand(in->def, 0);
    moved = true;
  }
  if (moved && mval(s, p->kids[0], in)) return 1;
  restore(s, sv);
  return 0;
}

/* An associative-commutative op: the pattern's operands in any order against the flattened chain
 * (the single-use reading, then the deep one), then against the node's own operands. */
static bool match_ac(M *s, const RcPNode *p, RcNode *n) {
  if (p->nkids > 16) return false;
  uint8_t order[16];
  for (uint32_t i = 0; i < p->nkids; i++) order[i] = (uint8_t)i;
  for (uint32_t i = 1; i < p->nkids; i++) /* stable insertion sort by specificity */
    for (uint32_t j = i; j > 0 && spec_rank(p->kids[order[j - 1]]) > spec_rank(p->kids[order[j]]); j--) {
      uint8_t t = order[j];
      order[j] = order[j - 1];
      order[j - 1] = t;
    }
  /* the single-use reading, then (second look only) the deep one, where it differs */
  RcValue *ops[16], *first[16];
  uint32_t nfirst = 0;
  for (int deep = 0; deep <= (int)s->shared; deep++) {
    Save sv = save(s);
    if (!push_node(s, n)) return false;
    uint32_t cmask;
    double cval;
    uint32_t nops = flatten(s, n, ops, &cmask, &cval, deep);
    if (deep && nops == nfirst && !memcmp(ops, first, sizeof *ops * nops)) {
      restore(s, sv);
      return false;
    }
    nfirst = nops;
    memcpy(first, ops, sizeof *ops * nops);
    if (nops == p->nkids && perm(s, p, order, 0, ops, nops, 0, cmask, cval)) return true;
    restore(s, sv);
    if (s->oom) return false;
  }
  /* the node's own operands, where the chain reading read through a nested link of
   * the unmerged read (torch's x + 3 with x a single-use sum conv + bias: that sum is %x) */
  if (n->noperands == p->nkids && p->nkids <= 16) {
    RcValue *own[16];
    for (uint32_t i = 0; i < n->noperands; i++) own[i] = rc_node_operand(n, i);
    if (nfirst != n->noperands || memcmp(own, first, sizeof *own * nfirst)) {
      Save sv = save(s);
      if (!push_node(s, n)) return false;
      if (perm(s, p, order, 0, own, n->noperands, 0, 0, 0)) return true;
      restore(s, sv);
    }
  }
  return false;
}

/* An op node: its kind (a keep-dims broadcast chain reads as one broadcast), its attribute
 * (p->akey), and its operands in order or, for an associative-commutative op, in any order. */
static bool match_op(M *s, const RcPNode *p, RcNode *n) {
  if (!n || n->nresults != 1) return false;
  unsigned f = rc_op_info[p->op].flags;
  if (p->op == RC_OP_BROADCAST && n->op == RC_OP_BROADCAST) {
    if (!rc_match_bcast_axes_ok(n)) return false;
    int k = match_keepdims(s, p, n);
    if (k) return k > 0;
  }
  if (n->op != p->op) return false;
  if ((f & (RC_F_COMM | RC_F_ASSOC)) == (RC_F_COMM | RC_F_ASSOC)) return match_ac(s, p, n);
  if (n->noperands != p->nkids) return false;
  if (p->akey) {
    RcAttr *a = rc_node_attr(n, p->akey);
    const char *v = a ? (a->kind == RC_ATTR_ENUM || a->kind == RC_ATTR_STR ? a->u.s : a->raw) : NULL;
    if (!v || strcmp(v, p->aval)) return false;
  }
  if (!push_node(s, n)) return false;
  for (uint32_t i = 0; i < p->nkids; i++)
    if (!mval(s, p->kids[i], rc_node_operand(n, i))) return false;
  return true;
}

static bool mstruct(M *s, const RcPNode *p, RcValue *v) {
  RcNode *n = v->def;
  double d;
  RcDType dt;
  switch (p->kind) {
  case RC_P_ANY: return true;
  case RC_P_ANYCONST: return const_value(s, v, &d, &dt, true);
  case RC_P_CONST:
    if (!const_value(s, v, &d, &dt, false)) return false;
    if (s->has_cval) d = s->cval;
    if (!rc_match_const_eq(d, p->value, p->tol < 0 ? rc_match_default_tol(dt) : p->tol)) return false;
    return const_value(s, v, &d, &dt, true);
  case RC_P_ALT:
    for (uint32_t i = 0; i < p->nkids; i++) {
      Save sv = save(s);
      if (mval(s, p->kids[i], v)) return true;
      restore(s, sv);
    }
    return false;
  case RC_P_REDUCE:
    if (!n || !rc_match_reduce_ok(p, n)) return false;
    if (p->anyaxes) { /* the first axes=[*] binds the block, the others must reduce the same */
      int32_t lo, hi;
      reduce_block(n, &lo, &hi);
      if (s->axlo >= 0 && (lo != s->axlo || hi != s->axhi)) return false;
      s->axlo = lo;
      s->axhi = hi;
    }
    if (!push_node(s, n) || !push_node(s, rc_node_operand(n, 1)->def)) return false;
    return mval(s, p->kids[0], rc_node_operand(n, 0));
  case RC_P_MEAN: return match_mean(s, p, n);
  case RC_P_CUSTOM: {
    if (!n || n->noperands != p->nkids || n->nresults != 1) return false;
    int t = rc_match_target(p, n);
    if (t < 0) s->oom = true;
    if (t <= 0) return false;
    if (!push_node(s, n)) return false;
    for (uint32_t i = 0; i < p->nkids; i++)
      if (!mval(s, p->kids[i], rc_node_operand(n, i))) return false;
    return true;
  }
  case RC_P_OP: return match_op(s, p, n);
  }
  return false;
}

/* Matches pattern p against value v: checks or binds p's capture and p's structure. */
static bool mval(M *s, const RcPNode *p, RcValue *v) {
  if (!v) return false;
  if (p->cap >= 0 && s->m->caps[p->cap]) return v == s->m->caps[p->cap];
  Save sv = save(s);
  bool structural = p->kind == RC_P_OP || p->kind == RC_P_REDUCE || p->kind == RC_P_CUSTOM || p->kind == RC_P_MEAN;
  /* Keep-dims reshapes/broadcasts in front of an op the pattern names are looked through. */
  while (structural && v->def && (v->def->op == RC_OP_BROADCAST || v->def->op == RC_OP_RESHAPE) &&
         !(p->kind == RC_P_OP && (p->op == RC_OP_BROADCAST || p->op == RC_OP_RESHAPE)) && rc_match_keepdims_noop(v->def)) {
    if (!push_node(s, v->def)) return false;
    v = rc_node_operand(v->def, 0);
  }
  if (!mstruct(s, p, v)) {
    restore(s, sv);
    return false;
  }
  if (p->cap >= 0) {
    s->m->caps[p->cap] = v;
    s->trail[s->ntrail++] = p->cap;
  }
  return true;
}

static bool where_ok(const RcPattern *pat, RcValue *const *caps, int32_t axlo, int32_t axhi) {
  for (uint32_t i = 0; i < pat->nwhere; i++) {
    const RcWhere *w = &pat->where[i];
    RcValue *a = caps[w->a], *b = w->b >= 0 ? caps[w->b] : NULL;
    if (!a || (w->b >= 0 && !b)) return false;
    const RcType *ta = a->type, *tb = b ? b->type : NULL;
    switch (w->kind) {
    case RC_W_DTYPE:
      if (!ta || ta->dtype >= RC_DT_COUNT || !(w->dtypes & (1ull << ta->dtype))) return false;
      break;
    case RC_W_SINGLE_USE:
      if (a->nuses != 1) return false;
      break;
    case RC_W_SCALAR:
      if (!ta || ta->kind != RC_TYPE_TENSOR || !rc_type_is_static(ta) || rc_type_numel(ta) != 1) return false;
      break;
    case RC_W_SAME_SHAPE:
      if (!ta || !tb || !rc_type_same_shape(ta, tb)) return false;
      break;
    case RC_W_RANK_GE:
      if (!ta || ta->kind != RC_TYPE_TENSOR || ta->rank < w->n) return false;
      break;
    case RC_W_INV_COLS: {
      RcNode *c = a->def;
      double d;
      while (c && (c->op == RC_OP_BROADCAST || c->op == RC_OP_RESHAPE)) c = rc_node_operand(c, 0)->def;
      if (!c || c->op != RC_OP_CONSTANT || !rc_literal_splat_f64(c->literal, &d)) return false;
      if (!tb || tb->kind != RC_TYPE_TENSOR || tb->rank < 1 || tb->dims[tb->rank - 1] <= 0) return false;
      if (!rc_match_const_eq(d, 1.0 / (double)tb->dims[tb->rank - 1], 1.0 / 256)) return false;
      break;
    }
    case RC_W_IS_VECTOR_OF_LAST:
      if (!ta || !tb || ta->kind != RC_TYPE_TENSOR || tb->kind != RC_TYPE_TENSOR || tb->rank < 1) return false;
      if (axlo >= 0) { /* an axes=[*] block: %g has the block's dims */
        if (axhi >= tb->rank || ta->rank != axhi - axlo + 1) return false;
        for (int32_t d = axlo; d <= axhi; d++)
          if (ta->dims[d - axlo] != tb->dims[d]) return false;
      } else if (ta->rank != 1 || ta->dims[0] != tb->dims[tb->rank - 1]) {
        return false;
      }
      break;
    }
  }
  return true;
}

/* Nodes of a nested single-use chain rc_match_kid_mask visits before it stops: a chain
 * that long has more than flatten's 16 operands, so the walk reads only its root's own
 * operands and flatten's readings (a longer visit made the mask quadratic in a chain's
 * length: every node of a 400k-op add chain walked the rest of it). */
#define KID_MASK_VISITS 64

static void mask_kinds(uint64_t mask[2], RcValue *const *ops, uint32_t k) {
  for (uint32_t i = 0; i < k; i++)
    if (ops[i] && ops[i]->def) mask[ops[i]->def->op / 64] |= 1ull << (ops[i]->def->op % 64);
}

/* The op kinds of n's operands, read through nested single-use nodes of an
 * associative-commutative chain (as flatten does; a chain of more than KID_MASK_VISITS
 * nodes: the kinds of flatten's single-use reading instead of the rest of the chain); when
 * shared, also those of the reading through every link (flatten's, at most 16 operands: a
 * walk over every shared link would follow a residual chain through the whole function). */
void rc_match_kid_mask(const RcNode *n, bool shared, uint64_t mask[2]) {
  mask[0] = mask[1] = 0;
  bool ac = (rc_op_info[n->op].flags & (RC_F_COMM | RC_F_ASSOC)) == (RC_F_COMM | RC_F_ASSOC);
  const RcNode *stack[16];
  uint32_t ns = 0, visits = 0;
  stack[ns++] = n;
  while (ns && visits++ < KID_MASK_VISITS) {
    const RcNode *x = stack[--ns];
    for (uint32_t i = 0; i < x->noperands; i++) {
      RcValue *v = rc_node_operand(x, i);
      if (!v || !v->def) continue;
      unsigned op = v->def->op;
      if (ac && op == n->op && v->nuses == 1 && ns < 16) stack[ns++] = v->def;
      mask[op / 64] |= 1ull << (op % 64);
    }
  }
  if (!ac) return;
  RcValue *ops[16];
  M s = {.shared = shared, .axlo = -1, .axhi = -1};
  uint32_t cmask;
  double cval;
  if (ns) /* stopped early */
    mask_kinds(mask, ops, flatten(&s, (RcNode *)n, ops, &cmask, &cval, false));
  if (shared) mask_kinds(mask, ops, flatten(&s, (RcNode *)n, ops, &cmask, &cval, true));
}

void rc_match_reset(RcMatch *m) {
  RcNode **keep = m->nodes;
  uint32_t cap = m->cnodes;
  struct RcFlatMemo *memo = m->memo;
  const uint64_t *ops = m->ops;
  memset(m, 0, sizeof *m);
  m->nodes = keep;
  m->cnodes = cap;
  m->memo = memo;
  m->ops = ops;
}

bool rc_match_walk(const RcPattern *pat, RcNode *n, RcMatch *m) {
  bool shared = m->shared;
  rc_match_reset(m);
  m->shared = shared;
  M s = {.m = m, .shared = shared, .axlo = -1, .axhi = -1};
  m->axlo = m->axhi = -1;
  if (mval(&s, pat->root, rc_node_result(n)) && where_ok(pat, m->caps, s.axlo, s.axhi)) {
    m->pat = pat;
    m->root = rc_node_result(n);
    m->axlo = s.axlo;
    m->axhi = s.axhi;
    return true;
  }
  m->nnodes = 0;
  for (int c = 0; c < RC_PAT_MAX_CAPS; c++) m->caps[c] = NULL;
  return false;
}

uint32_t rc_match_flatten(RcNode *n, bool shared, RcValue **ops) {
  M s = {.shared = shared, .axlo = -1, .axhi = -1};
  uint32_t cmask;
  double cval;
  return flatten(&s, n, ops, &cmask, &cval, shared);
}

bool rc_match_const_value(RcValue *v, double *out, RcDType *dt) {
  M s = {0};
  return const_value(&s, v, out, dt, false);
}

void rc_match_clear(RcMatch *m) {
  free(m->nodes);
  free(m->memo);
  memset(m, 0, sizeof *m);
}
