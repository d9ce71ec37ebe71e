/* An operand only the canonical form has, written in front of the fused call (rewrite.h
 * rc_rewrite_materialize). The view reads a normalization through the reshapes around it
 * (torch_xla takes layer norm statistics on x regrouped to [rows, C] and applies the affine
 * part in x's other shape; it expands a batch_norm_grad over [1, rows, C] that the view reads
 * over the [.., C] value x was reshaped from), so its x or dy is reshape(w) of a value w that
 * no instruction computes in that shape. Reshapes are layout-free, so reshape(w) is written
 * into the function and the region's readers of w, which must all be reshapes (a reshape of a
 * reshape is the reshape of its source), read it instead; the region then closes on it, the
 * verification runs on that region and the fused call reads it. A match refused later
 * restores the function (rc_rewrite_materialize_end).
 *
 * The view's w may be a rounding the user writes as a convert: torch_xla's bf16 step computes
 * dy as an f32 product of bf16 values and converts it to bf16 before the batch_norm_grad's
 * reshape; the view merges the two into one bf16 product whose origin is the f32 one. w is
 * then the user's convert of that origin to the reshape's dtype, the value the program's
 * reshape reads. Either way the region closes on what the program computes, and the check
 * judges it.
 *
 * The region may also read w only as reshape(w k), k a splat: XLA's fusions scale a backward's
 * dy by the op's constant in dy's own shape and then bitcast it to the activation's (hardsigmoid's
 * dy / 6), and the view reads that as reshape(w) k (src/canon/shape_noise.c). reshape(w) k is
 * then written in cv's shape, the region's reshapes of w k read it, and the call reads
 * reshape(w); once the call is kept, w k goes when nothing else reads it (XLA's verifier wants
 * a user for every instruction of a fused body but its root). */
#include <glib.h>

#include "recog/recog.h"
#include "rewrite/hooks.h"
#include "rewrite/rewrite.h"

/* The user's convert of v to dtype dt (one live reader of v in f), or NULL. */
static RcValue *convert_of(RcValue *v, RcDType dt, const RcFunc *f) {
  RcValue *c = NULL;
  rc_value_for_each_use(v, u) {
    RcNode *n = u->user;
    if (n->op != RC_OP_CONVERT || n->nresults != 1 || n->func != f || (n->flags & RC_NODE_DEAD)) continue;
    const RcType *t = n->results[0].type;
    if (!t || t->kind != RC_TYPE_TENSOR || t->dtype != dt) continue;
    if (c) return NULL; /* two: the program rounds it twice, no one value */
    c = &n->results[0];
  }
  return c;
}

RcValue *rc_rewrite_reshape_source(const RcRwCanon *view, const RcValue *cv, const RcFunc *f) {
  if (!cv || !cv->def || cv->def->op != RC_OP_RESHAPE || cv->def->noperands != 1) return NULL;
  RcValue *w = rc_rw_input(view, rc_node_operand(cv->def, 0));
  const RcType *ct = cv->type;
  if (!w || !w->type || !ct || w->type->kind != RC_TYPE_TENSOR || ct->kind != RC_TYPE_TENSOR) return NULL;
  if (w->type->dtype != ct->dtype) w = convert_of(w, ct->dtype, f);
  const RcType *wt = w ? w->type : NULL;
  if (!wt || wt->kind != RC_TYPE_TENSOR || !rc_type_is_static(wt) || !rc_type_is_static(ct) ||
      wt->dtype != ct->dtype || rc_type_numel(wt) != rc_type_numel(ct))
    return NULL;
  if (!w->def || (w->def->flags & RC_NODE_DEAD) || w->def->func != f) return NULL;
  return w;
}

/* canon.c: a bitcast reads as a reshape */
static bool is_reshape(const RcNode *n) {
  return (n->op == RC_OP_RESHAPE || n->op == RC_OP_BITCAST) && n->noperands == 1;
}

/* The splat value of user value v (a constant, or a broadcast of a scalar one), or false. */
static bool splat(const RcValue *v, double *k) {
  const RcNode *d = v->def;
  if (d && d->op == RC_OP_BROADCAST && d->noperands == 1) d = rc_node_operand(d, 0)->def;
  return d && rc_recog_const(d, k);
}

/* Whether n is the product w k by a splat k, of w's type, that only reshapes or bitcasts of the
 * region to shape t read; *k its splat. */
static bool scaled_reader(const RcNode *n, const RcValue *w, const RcType *t, RcNode *const *region,
                          uint32_t nregion, double *k) {
  if (n->op != RC_OP_MULTIPLY || n->noperands != 2 || n->nresults != 1 || !rc_type_equal(n->results[0].type, w->type))
    return false;
  const RcValue *o = rc_node_operand(n, rc_node_operand(n, 0) == w ? 1 : 0);
  if (o == w || !splat(o, k)) return false;
  bool any = false;
  rc_value_for_each_use(&n->results[0], u) {
    RcNode *r = u->user;
    if (!rc_rewrite_in_region(r, region, nregion) || !is_reshape(r) || !rc_type_same_shape(r->results[0].type, t))
      return false;
    any = true;
  }
  return any;
}

/* The region's readers of w into readers: all reshapes; or one product w k read only by
 * reshapes to t (*scaled, *k; the reshapes into readers). False when neither. */
static bool readers_of(const RcValue *w, const RcType *t, RcNode *const *region, uint32_t nregion, GPtrArray *readers,
                       RcNode **scaled, double *k) {
  *scaled = NULL;
  for (uint32_t r = 0; r < nregion; r++) {
    RcNode *n = region[r];
    bool reads = false;
    for (uint32_t j = 0; j < n->noperands && !reads; j++) reads = rc_node_operand(n, j) == w;
    if (!reads) continue;
    if (is_reshape(n) && !*scaled) {
      g_ptr_array_add(readers, n);
    } else if (!readers->len && !*scaled && scaled_reader(n, w, t, region, nregion, k)) {
      *scaled = n;
    } else {
      return false;
    }
  }
  if (*scaled)
    rc_value_for_each_use(&(*scaled)->results[0], u) {
      if (!g_ptr_array_find(readers, u->user, NULL)) g_ptr_array_add(readers, u->user);
    }
  return readers->len > 0;
}

/* reshape(w) k in t, k the splat of `scaled` (w k), before it: made->scale[i]; NULL when it
 * cannot be written (made->scale[i] then holds what was). */
static RcValue *write_scaled(RcFunc *f, RcNode *rs, RcNode *scaled, double k, RcNode *made[3]) {
  RcNode *splat_made[2];
  RcValue *kv = rc_rewrite_const_dy(f, rs->results[0].type, k, scaled, splat_made);
  made[0] = kv ? splat_made[0] : NULL;
  made[1] = kv ? splat_made[1] : NULL;
  RcNode *p = kv ? rc_node_create(f->module, RC_OP_MULTIPLY, 2, 1) : NULL;
  if (!p) return NULL;
  p->results[0].type = rs->results[0].type;
  rc_node_set_operand(p, 0, &rs->results[0]);
  rc_node_set_operand(p, 1, kv);
  rc_func_insert_before(f, p, scaled);
  made[2] = p;
  return &p->results[0];
}

/* Erases the nodes write_scaled made. */
static void erase_scaled(RcNode *made[3]) {
  for (int i = 2; i >= 0; i--)
    if (made[i]) rc_node_erase(made[i]);
}

/* Erases n when nothing reads it (the product w k the region read before), then so each of
 * its operands' pure definitions it leaves unread (the splat). */
static void erase_unread(RcNode *n, int depth) {
  if (depth > 3 || (n->flags & RC_NODE_DEAD) || n->nresults != 1 || n->results[0].nuses ||
      n->op == RC_OP_PARAMETER || !(rc_op_info[n->op].flags & RC_F_PURE))
    return;
  RcNode *ops[2] = {NULL, NULL};
  for (uint32_t j = 0; j < n->noperands && j < 2; j++)
    ops[j] = rc_node_operand(n, j) ? rc_node_operand(n, j)->def : NULL;
  const RcFunc *f = n->func;
  rc_node_erase(n);
  for (uint32_t j = 0; j < 2; j++)
    if (ops[j] && ops[j]->func == f && (j == 0 || ops[j] != ops[0])) erase_unread(ops[j], depth + 1);
}

bool rc_rewrite_materialize(RcFunc *f, const RcValue *cv, RcValue *w, RcNode *const *region, uint32_t nregion,
                            RcReshaped *made) {
  if (made->n == RC_REWRITE_MAX_MADE) return false;
  GPtrArray *readers = g_ptr_array_new();
  const RcType *ct = cv->type;
  RcModule *m = f->module;
  RcNode *scaled;
  double k;
  bool ok = readers_of(w, ct, region, nregion, readers, &scaled, &k);
  RcType *t = ok ? rc_type_tensor(m, ct->dtype, ct->rank, ct->dims) : NULL;
  RcNode *rs = t ? rc_node_create(m, RC_OP_RESHAPE, 1, 1) : NULL;
  if (!rs) {
    g_ptr_array_free(readers, TRUE);
    return false;
  }
  rs->results[0].type = t;
  rc_node_set_operand(rs, 0, w);
  RcNode *first = w->def->next; /* the first reader in program order */
  while (first && first != scaled && !g_ptr_array_find(readers, first, NULL)) first = first->next;
  rc_func_insert_before(f, rs, first);
  RcNode **sm = made->scale[made->n];
  sm[0] = sm[1] = sm[2] = NULL;
  RcValue *read = scaled ? write_scaled(f, rs, scaled, k, sm) : &rs->results[0];
  if (!read) {
    erase_scaled(sm);
    rc_node_erase(rs);
    g_ptr_array_free(readers, TRUE);
    return false;
  }
  for (guint r = 0; r < readers->len; r++) rc_node_set_operand(g_ptr_array_index(readers, r), 0, read);
  made->node[made->n] = rs;
  made->from[made->n] = scaled ? &scaled->results[0] : w;
  made->scaled[made->n] = scaled;
  made->readers[made->n++] = readers;
  return true;
}

bool rc_rewrite_materialized(const RcReshaped *made, const RcNode *n) {
  for (uint32_t k = 0; k < made->n; k++)
    if (made->node[k] == n || (made->scaled[k] && (made->scale[k][0] == n || made->scale[k][1] == n ||
                                                    made->scale[k][2] == n)))
      return true;
  return false;
}

bool rc_rewrite_made_for(const RcMatch *mt, const RcNode *n) {
  for (uint32_t k = 0; k < mt->nmade; k++)
    if (mt->made[k] == n) return true;
  return false;
}

void rc_rewrite_materialize_end(RcReshaped *made, bool kept) {
  for (uint32_t k = made->n; k-- > 0;) {
    GPtrArray *rd = made->readers[k];
    for (guint r = 0; !kept && r < rd->len; r++) rc_node_set_operand(g_ptr_array_index(rd, r), 0, made->from[k]);
    if (!kept && made->scaled[k]) erase_scaled(made->scale[k]);
    if (kept && made->scaled[k]) erase_unread(made->scaled[k], 0);
    if (!kept) rc_node_erase(made->node[k]);
    g_ptr_array_free(rd, TRUE);
  }
  made->n = 0;
}
