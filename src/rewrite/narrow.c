/* An operand written in the call's narrow dtype (rewrite.h rc_rewrite_narrow). A bf16 or f16
 * call reads its operands in its own dtype (operands.c). Compiled HLO sometimes holds such a
 * value in that dtype only in another shape: XLA:CPU keeps a mixed-precision step's dy as
 * bf16[32,256] (a dot's rounded result) and, inside the fusion that reads it, converts it to
 * f32 and bitcasts the f32 value to the activation's [2,16,256]. The region then reads
 * in = reshape(convert(w)) and no value of the call's dtype and shape exists. Reshapes and
 * bitcasts are layout-free here (canon.c reads a bitcast of equal type and count as a
 * reshape), and the widening convert is exact, so reshape(w) in the narrow dtype, widened,
 * is `in` bit for bit: r = reshape(w) and c = convert(r) are written after in's definition,
 * the region's readers of `in` read c, and the call reads r. The check then runs on the
 * region closed on r. A match refused later puts the readers back and erases both nodes
 * (rc_rewrite_narrow_undo); a match raised leaves `in` and the nodes up to w's convert unread
 * when the region was their only reader, and they go (rc_rewrite_narrow_keep). */
#include <glib.h>

#include "rewrite/rewrite.h"

typedef struct Written {
  RcNode *reshape, *convert; /* r and c */
  RcValue *from;             /* in */
  GPtrArray *readers;        /* the region's nodes that read `in` (read c now) */
} Written;

/* Whether t is a static tensor of a float dtype. */
static bool float_tensor(const RcType *t) {
  return t && t->kind == RC_TYPE_TENSOR && rc_type_is_static(t) && rc_dtype_is_float(t->dtype);
}

/* w when in = reshape/bitcast^k(convert(w)), k >= 1, w of dtype dt that in's dtype holds
 * exactly and of in's element count; else NULL. */
static RcValue *narrow_source(const RcValue *in, RcDType dt) {
  const RcValue *v = in;
  uint32_t reshapes = 0;
  while (v->def && (v->def->op == RC_OP_RESHAPE || v->def->op == RC_OP_BITCAST) && v->def->noperands == 1 &&
         rc_node_operand(v->def, 0) && float_tensor(rc_node_operand(v->def, 0)->type) &&
         rc_node_operand(v->def, 0)->type->dtype == in->type->dtype && reshapes < 8) {
    v = rc_node_operand(v->def, 0);
    reshapes++;
  }
  const RcNode *d = v->def;
  RcValue *w = reshapes && d && d->op == RC_OP_CONVERT && d->noperands == 1 ? rc_node_operand(d, 0) : NULL;
  if (!w || !float_tensor(w->type) || w->type->dtype != dt || !rc_dtype_holds(in->type->dtype, dt) ||
      rc_type_numel(w->type) != rc_type_numel(in->type))
    return NULL;
  return w;
}

RcValue *rc_rewrite_narrow(RcValue *in, RcDType dt, RcNode *const *region, uint32_t nregion, GArray *log) {
  if (!log || !in || !float_tensor(in->type) || !in->def || !in->def->func || !in->def->next) return NULL;
  RcValue *w = narrow_source(in, dt);
  if (!w) return NULL;
  GPtrArray *readers = g_ptr_array_new();
  for (uint32_t r = 0; r < nregion; r++)
    for (uint32_t j = 0; j < region[r]->noperands; j++)
      if (rc_node_operand(region[r], j) == in) {
        g_ptr_array_add(readers, region[r]);
        break;
      }
  RcModule *m = in->def->func->module;
  const RcType *it = in->type;
  RcType *nt = readers->len ? rc_type_tensor(m, dt, it->rank, it->dims) : NULL;
  RcType *wt = nt ? rc_type_tensor(m, it->dtype, it->rank, it->dims) : NULL;
  RcNode *r = wt ? rc_node_create(m, RC_OP_RESHAPE, 1, 1) : NULL;
  RcNode *c = r ? rc_node_create(m, RC_OP_CONVERT, 1, 1) : NULL;
  if (!c) {
    if (r) rc_node_erase(r);
    g_ptr_array_free(readers, TRUE);
    return NULL;
  }
  r->results[0].type = nt;
  rc_node_set_operand(r, 0, w);
  c->results[0].type = wt;
  rc_node_set_operand(c, 0, &r->results[0]);
  RcNode *after = in->def->next;
  rc_func_insert_before(in->def->func, r, after);
  rc_func_insert_before(in->def->func, c, after);
  for (guint k = 0; k < readers->len; k++) {
    RcNode *n = g_ptr_array_index(readers, k);
    for (uint32_t j = 0; j < n->noperands; j++)
      if (rc_node_operand(n, j) == in) rc_node_set_operand(n, j, &c->results[0]);
  }
  Written wr = {r, c, in, readers};
  g_array_append_val(log, wr);
  return &r->results[0];
}

/* Puts back one write: its readers read `in` again, c and r go. */
static void undo_one(Written *wr) {
  for (guint k = 0; k < wr->readers->len; k++) {
    RcNode *n = g_ptr_array_index(wr->readers, k);
    for (uint32_t j = 0; j < n->noperands; j++)
      if (rc_node_operand(n, j) == &wr->convert->results[0]) rc_node_set_operand(n, j, wr->from);
  }
  rc_node_erase(wr->convert);
  rc_node_erase(wr->reshape);
  g_ptr_array_free(wr->readers, TRUE);
}

GArray *rc_rewrite_narrow_log(void) { return g_array_new(FALSE, FALSE, sizeof(Written)); }

void rc_rewrite_narrow_undo(GArray *log) {
  for (guint i = log ? log->len : 0; i-- > 0;) undo_one(&g_array_index(log, Written, i));
  if (log) g_array_set_size(log, 0);
}

/* Erases what computed `in` when the call took its last reader: its reshapes and the
 * widening convert, each once nothing reads it (w stays). */
static void drop_unread(RcValue *in) {
  for (RcValue *v = in; v && v->def && v->def->func && !v->nuses && v->def->nresults == 1;) {
    RcNode *d = v->def;
    bool last = d->op == RC_OP_CONVERT;
    v = rc_node_operand(d, 0);
    rc_node_erase(d);
    if (last) break;
  }
}

void rc_rewrite_narrow_keep(GArray *log) {
  for (guint i = 0; log && i < log->len; i++) {
    Written *wr = &g_array_index(log, Written, i);
    drop_unread(wr->from);
    g_ptr_array_free(wr->readers, TRUE);
  }
  if (log) g_array_set_size(log, 0);
}

bool rc_rewrite_narrow_wrote(const GArray *log, const RcNode *n) {
  for (guint i = 0; log && i < log->len; i++) {
    const Written *wr = &g_array_index(log, Written, i);
    if (n == wr->reshape || n == wr->convert) return true;
  }
  return false;
}
