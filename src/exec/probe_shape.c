/* The probe shape of a rewrite check (exec/verify_rewrite.c): a matched region is
 * run at a smaller shape than the program's, and what each element computes must
 * not change. Every dimension of every value of the region is a slot in a
 * union-find; an op ties its operands' dimensions to its result's (elementwise
 * ops dimension by dimension, broadcast through its `dimensions`, transpose
 * through its permutation, reduce on the dimensions it keeps, reshape where a
 * dimension passes through unsplit). A class is kept whole when one of its
 * dimensions is reduced over, is a row op's rows, or meets an op this file does
 * not model (dot, slice, pad, concatenate, iota, a dense constant, calls, ...).
 * The other classes of the root's dimensions are free: shrinking one shrinks it
 * in every value at once, so the region stays well typed, and each element
 * still sees a whole row of whatever it reduces over. Which batch dimension is
 * 1 does not matter: 1x1024x8192 and 1024x8192 shrink to the same probe. */
#include "exec/probe_shape.h"

#include <glib.h>
#include <string.h>

#include "exec/fused.h"
#include "fused/fused.h"

#define MAXR 16

typedef struct {
  uint32_t *parent;
  bool *keep;
  RcProbeShape *p;
  const int64_t *const *odims; /* slot -> the region's own dims */
} Uf;

static uint32_t find(Uf *u, uint32_t a) {
  while (u->parent[a] != a) {
    u->parent[a] = u->parent[u->parent[a]];
    a = u->parent[a];
  }
  return a;
}

static uint32_t id(uint32_t slot, int32_t d) { return slot * MAXR + (uint32_t)d; }

static void keep_dim(Uf *u, uint32_t slot, int32_t d) { u->keep[find(u, id(slot, d))] = true; }

static void keep_all(Uf *u, uint32_t slot) {
  for (int32_t d = 0; d < u->p->rank[slot]; d++) keep_dim(u, slot, d);
}

/* Ties dimension da of slot a to db of slot b: one class if they have the same size; otherwise
 * (a size-1 dimension broadcast) the two stay apart. */
static void tie(Uf *u, uint32_t a, int32_t da, uint32_t b, int32_t db) {
  if (da < 0 || db < 0 || da >= u->p->rank[a] || db >= u->p->rank[b]) return;
  if (u->odims[a][da] != u->odims[b][db]) return;
  uint32_t x = find(u, id(a, da)), y = find(u, id(b, db));
  if (x == y) return;
  u->parent[x] = y;
  u->keep[y] = u->keep[y] || u->keep[x];
}

static const char *call_target(const RcNode *n) {
  RcAttr *a = rc_node_attr(n, "custom_call_target");
  const char *t = a ? (a->kind == RC_ATTR_STR || a->kind == RC_ATTR_ENUM ? a->u.s : a->raw) : NULL;
  while (t && *t == '@') t++;
  return t;
}

/* reshape: dimensions that pass through whole (the same size at the same place in the factoring
 * of both shapes) are tied; those split or merged are kept. Size-1 dimensions are skipped. */
static void tie_reshape(Uf *u, uint32_t in, uint32_t out) {
  int32_t ri = u->p->rank[in], ro = u->p->rank[out];
  const int64_t *a = u->odims[in], *b = u->odims[out];
  int32_t i = 0, j = 0;
  for (;;) {
    while (i < ri && a[i] == 1) i++;
    while (j < ro && b[j] == 1) j++;
    if (i >= ri || j >= ro) break;
    if (a[i] == b[j]) {
      tie(u, in, i++, out, j++);
      continue;
    }
    /* a group: grow the smaller side until the products meet */
    int32_t i0 = i, j0 = j;
    int64_t pa = a[i++], pb = b[j++];
    while (pa != pb && (i < ri || j < ro)) {
      if (pa < pb && i < ri) pa *= a[i++];
      else if (j < ro) pb *= b[j++];
      else break;
      if (pa <= 0 || pb <= 0) break;
    }
    for (int32_t k = i0; k < i; k++) keep_dim(u, in, k);
    for (int32_t k = j0; k < j; k++) keep_dim(u, out, k);
    if (pa != pb) break;
  }
  for (; i < ri; i++) keep_dim(u, in, i);
  for (; j < ro; j++) keep_dim(u, out, j);
}

/* The ties (and kept dimensions) that node n adds; out = its first result slot, op[j] = the slot
 * of operand j. */
static void constrain(Uf *u, const RcNode *n, uint32_t out, const uint32_t *op) {
  const RcProbeShape *p = u->p;
  uint32_t no = n->noperands;
  bool ok = n->nresults >= 1 && p->rank[out] >= 0;
  for (uint32_t j = 0; j < no && ok; j++) ok = p->rank[op[j]] >= 0;
  if (ok) switch (n->op) {
    case RC_OP_CONSTANT:
      if (n->literal && (n->literal->splat || n->literal->count == 1)) return; /* the same at any shape */
      break;
    case RC_OP_COPY:
    case RC_OP_FUSED:
    case RC_OP_COMPOSITE:
    case RC_OP_CUSTOM_CALL: {
      /* copy, mhlo.erf and the fused ops (an erf raised in an earlier round, inside a GELU) */
      const RcFusedCall *fc = rc_node_fused(n);
      const char *t = n->op == RC_OP_COPY ? "copy" : fc ? fc->op->target : call_target(n);
      if (!t || no < 1 || n->nresults != 1 || p->rank[op[0]] != p->rank[out]) break;
      const char *fop = rc_fused_target_op(t);
      bool fused = fop != NULL, row = fused && rc_fused_is_row_op(fop);
      if (!fused && n->op == RC_OP_COMPOSITE) break;
      if (!fused && strcmp(t, "mhlo.erf") && n->op == RC_OP_CUSTOM_CALL) break;
      for (int32_t d = 0; d < p->rank[out]; d++) tie(u, op[0], d, out, d);
      if (row && p->rank[out]) keep_dim(u, out, p->rank[out] - 1);
      for (uint32_t j = 1; j < no; j++) keep_all(u, op[j]); /* scale, bias */
      return;
    }
    case RC_OP_BROADCAST: {
      const RcAttr *a = rc_node_attr_ints(n, "dimensions");
      if (no != 1) break;
      if (p->rank[op[0]] == 0) return;
      if (!a || a->u.ints.n != (uint32_t)p->rank[op[0]]) break;
      for (uint32_t i = 0; i < a->u.ints.n; i++)
        if (a->u.ints.v[i] < 0 || a->u.ints.v[i] >= p->rank[out]) goto opaque;
      for (uint32_t i = 0; i < a->u.ints.n; i++) tie(u, op[0], (int32_t)i, out, (int32_t)a->u.ints.v[i]);
      return;
    }
    case RC_OP_TRANSPOSE: {
      const RcAttr *a = rc_node_attr_ints(n, "dimensions");
      if (no != 1 || !a || a->u.ints.n != (uint32_t)p->rank[out] || p->rank[op[0]] != p->rank[out]) break;
      for (uint32_t i = 0; i < a->u.ints.n; i++)
        if (a->u.ints.v[i] < 0 || a->u.ints.v[i] >= p->rank[out]) goto opaque;
      for (uint32_t i = 0; i < a->u.ints.n; i++) tie(u, op[0], (int32_t)a->u.ints.v[i], out, (int32_t)i);
      return;
    }
    case RC_OP_RESHAPE:
    case RC_OP_BITCAST:
      if (no != 1) break;
      tie_reshape(u, op[0], out);
      return;
    case RC_OP_REDUCE: {
      /* reduce(x..., init...) -> one result per x; the inits are scalars */
      const RcAttr *a = rc_node_attr_ints(n, "dimensions");
      uint32_t k = n->nresults;
      if (!a || no != 2 * k) break;
      for (uint32_t r = 0; r < k; r++) {
        uint32_t x = op[r], y = out + r;
        int32_t j = 0;
        if (p->rank[y] < 0 || p->rank[op[k + r]] != 0) goto opaque;
        for (int32_t d = 0; d < p->rank[x]; d++) {
          bool reduced = false;
          for (uint32_t i = 0; i < a->u.ints.n; i++) reduced = reduced || a->u.ints.v[i] == d;
          if (reduced) keep_dim(u, x, d);
          else tie(u, x, d, y, j++);
        }
        if (j != p->rank[y]) goto opaque;
      }
      return;
    }
    default:
      if (!(rc_op_info[n->op].flags & RC_F_ELEM) || n->nresults != 1) break;
      for (uint32_t j = 0; j < no; j++) /* a rank-0 operand (HLO's scalar clamp bounds) ties nothing */
        if (p->rank[op[j]] == p->rank[out])
          for (int32_t d = 0; d < p->rank[out]; d++) tie(u, op[j], d, out, d);
        else if (p->rank[op[j]] != 0)
          goto opaque;
      return;
    }
opaque:
  for (uint32_t r = 0; r < n->nresults; r++) keep_all(u, out + r);
  for (uint32_t j = 0; j < no; j++) keep_all(u, op[j]);
}

static void slot_of_type(RcProbeShape *p, uint32_t s, const RcType *t, const int64_t **odims) {
  if (t && t->kind == RC_TYPE_TENSOR && rc_type_is_static(t) && t->rank <= MAXR) {
    p->rank[s] = t->rank;
    if (t->rank) memcpy(p->dims[s], t->dims, sizeof(int64_t) * (size_t)t->rank);
    odims[s] = t->dims;
  } else {
    p->rank[s] = -1;
    odims[s] = NULL;
  }
}

RcProbeShape *rc_probe_shape_new(RcValue *const *inputs, uint32_t ninputs, RcNode *const *nodes, uint32_t nnodes,
                                 const RcValue *root, bool row_op) {
  uint32_t ns = ninputs;
  for (uint32_t i = 0; i < nnodes; i++) ns += nodes[i]->nresults;
  RcProbeShape *p = g_try_new0(RcProbeShape, 1);
  if (!p) return NULL;
  p->nslots = ns;
  p->rank = g_try_new0(int32_t, ns + 1);
  p->dims = g_try_malloc0(sizeof *p->dims * (ns + 1));
  Uf u = {.parent = g_try_new(uint32_t, (size_t)(ns + 1) * MAXR), .keep = g_try_new0(bool, (size_t)(ns + 1) * MAXR), .p = p};
  const int64_t **odims = g_try_new0(const int64_t *, ns + 1);
  GHashTable *first = g_hash_table_new(NULL, NULL); /* node -> 1 + its first slot */
  uint32_t *ops = NULL, nops = 0;
  if (!p->rank || !p->dims || !u.parent || !u.keep || !odims) goto fail;
  u.odims = odims;
  for (uint32_t i = 0; i < ns * MAXR; i++) u.parent[i] = i;
  for (uint32_t i = 0; i < ninputs; i++) slot_of_type(p, i, inputs[i]->type, odims);
  uint32_t s = ninputs;
  for (uint32_t i = 0; i < nnodes; i++) {
    g_hash_table_insert(first, nodes[i], GUINT_TO_POINTER(s + 1));
    for (uint32_t r = 0; r < nodes[i]->nresults; r++, s++) slot_of_type(p, s, nodes[i]->results[r].type, odims);
  }
  /* slot of a value: an input first (as the check reads it), else its node's result */
#define SLOT_OF(v, out)                                                                                                  \
  do {                                                                                                                 \
    (out) = UINT32_MAX;                                                                                                \
    for (uint32_t q_ = 0; q_ < ninputs; q_++)                                                                          \
      if (inputs[q_] == (v)) {                                                                                         \
        (out) = q_;                                                                                                    \
        break;                                                                                                         \
      }                                                                                                                \
    if ((out) == UINT32_MAX && (v) && (v)->def) {                                                                      \
      uint32_t f_ = GPOINTER_TO_UINT(g_hash_table_lookup(first, (v)->def));                                            \
      if (f_) (out) = f_ - 1 + (v)->index;                                                                             \
    }                                                                                                                  \
  } while (0)
  s = ninputs;
  for (uint32_t i = 0; i < nnodes; i++) {
    RcNode *n = nodes[i];
    if (n->noperands > nops) {
      g_free(ops);
      nops = n->noperands;
      ops = g_try_new(uint32_t, nops);
      if (!ops) goto fail;
    }
    bool known = true;
    for (uint32_t j = 0; j < n->noperands; j++) {
      SLOT_OF(rc_node_uses(n)[j].value, ops[j]);
      known = known && ops[j] != UINT32_MAX;
    }
    if (known) {
      constrain(&u, n, s, ops);
    } else { /* not from this region: keep everything it touches */
      for (uint32_t r = 0; r < n->nresults; r++) keep_all(&u, s + r);
      for (uint32_t j = 0; j < n->noperands; j++)
        if (ops[j] != UINT32_MAX) keep_all(&u, ops[j]);
    }
    s += n->nresults;
  }
  uint32_t rs;
  SLOT_OF(root, rs);
#undef SLOT_OF
  p->root = rs;
  if (rs == UINT32_MAX || p->rank[rs] < 0) goto done;
  /* the kernel reads x elementwise against its result; rows and per-column inputs stay whole */
  if (ninputs && p->rank[0] == p->rank[rs])
    for (int32_t d = 0; d < p->rank[rs]; d++) tie(&u, 0, d, rs, d);
  if (row_op && p->rank[rs]) keep_dim(&u, rs, p->rank[rs] - 1);
  if (row_op)
    for (uint32_t i = 1; i < ninputs; i++) keep_all(&u, i);
  int64_t cur = 1;
  for (int32_t d = 0; d < p->rank[rs]; d++) cur *= odims[rs][d];
  if (cur <= RC_PROBE_TARGET) goto done;
  /* new size per class root (0: unchanged), outermost root dimension first */
  int64_t *size = g_try_new0(int64_t, (size_t)ns * MAXR + 1);
  if (!size) goto fail;
  for (int32_t d = 0; d < p->rank[rs] && cur > RC_PROBE_TARGET; d++) {
    uint32_t c = find(&u, id(rs, d));
    int64_t n = odims[rs][d];
    if (u.keep[c] || size[c] || n <= 1) continue;
    int32_t m = 0; /* how many of the root's dimensions are this class (a transpose of a square) */
    bool inner = true;
    for (int32_t e = 0; e < p->rank[rs]; e++)
      if (find(&u, id(rs, e)) == c) m++;
      else if (e > d && odims[rs][e] > 1) inner = false;
    int64_t rest = cur;
    for (int32_t k = 0; k < m; k++) rest /= n;
    int64_t ns_ = 1, prod = rest;
    while (ns_ < n) {
      prod = rest;
      for (int32_t k = 0; k < m; k++) prod *= ns_;
      if (prod >= RC_PROBE_TARGET) break;
      if (m == 1) { /* the direct answer, not a count */
        ns_ = (RC_PROBE_TARGET + rest - 1) / rest;
        if (inner && rest == 1) ns_ += RC_PROBE_TAIL;
        else if ((ns_ * rest) % 16 == 0) ns_++;
        if (ns_ > n) ns_ = n;
        break;
      }
      ns_++;
    }
    size[c] = ns_;
    cur = rest;
    for (int32_t k = 0; k < m; k++) cur *= ns_;
  }
  for (uint32_t sl = 0; sl < ns; sl++)
    for (int32_t d = 0; d < p->rank[sl]; d++) {
      int64_t z = size[find(&u, id(sl, d))];
      if (z && z < p->dims[sl][d]) {
        p->dims[sl][d] = z;
        p->shrunk = true;
      }
    }
  g_free(size);
done:
  g_free(ops);
  g_hash_table_destroy(first);
  g_free(odims);
  g_free(u.parent);
  g_free(u.keep);
  return p;
fail:
  g_free(ops);
  g_hash_table_destroy(first);
  g_free(odims);
  g_free(u.parent);
  g_free(u.keep);
  rc_probe_shape_free(p);
  return NULL;
}

void rc_probe_shape_free(RcProbeShape *p) {
  if (!p) return;
  g_free(p->rank);
  g_free(p->dims);
  g_free(p);
}
