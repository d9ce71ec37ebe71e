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
 * judges it. */
#include <glib.h>

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

bool rc_rewrite_materialize(RcFunc *f, const RcValue *cv, RcValue *w, RcNode *const *region, uint32_t nregion,
                            RcReshaped *made) {
  if (made->n == RC_REWRITE_MAX_MADE) return false;
  GPtrArray *readers = g_ptr_array_new();
  bool ok = true;
  for (uint32_t r = 0; r < nregion && ok; r++) {
    RcNode *n = region[r];
    for (uint32_t j = 0; j < n->noperands; j++)
      if (rc_node_operand(n, j) == w) {
        ok = (n->op == RC_OP_RESHAPE || n->op == RC_OP_BITCAST) && n->noperands == 1; /* canon.c: a bitcast reads as one */
        if (ok) g_ptr_array_add(readers, n);
        break;
      }
  }
  const RcType *ct = cv->type;
  RcModule *m = f->module;
  RcType *t = ok && readers->len ? rc_type_tensor(m, ct->dtype, ct->rank, ct->dims) : NULL;
  RcNode *rs = t ? rc_node_create(m, RC_OP_RESHAPE, 1, 1) : NULL;
  if (!rs) {
    g_ptr_array_free(readers, TRUE);
    return false;
  }
  rs->results[0].type = t;
  rc_node_set_operand(rs, 0, w);
  RcNode *first = w->def->next; /* the first reader in program order */
  while (first && !g_ptr_array_find(readers, first, NULL)) first = first->next;
  rc_func_insert_before(f, rs, first);
  for (guint r = 0; r < readers->len; r++) rc_node_set_operand(g_ptr_array_index(readers, r), 0, &rs->results[0]);
  made->node[made->n] = rs;
  made->from[made->n] = w;
  made->readers[made->n++] = readers;
  return true;
}

bool rc_rewrite_materialized(const RcReshaped *made, const RcNode *n) {
  for (uint32_t k = 0; k < made->n; k++)
    if (made->node[k] == n) return true;
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
    if (!kept) rc_node_erase(made->node[k]);
    g_ptr_array_free(rd, TRUE);
  }
  made->n = 0;
}
