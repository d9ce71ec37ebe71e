/* A splat constant written into a function, in the spelling of the module's format: one
 * constant (StableHLO `dense<v>`), or a scalar constant and a broadcast (HLO). The passes that
 * add a constant (canon/rebinarize.c, rewrite/ones.c) write it here. */
#include <string.h>

#include "formats/format.h"
#include "numerics/numerics.h"

RcValue *rc_format_emit_splat(RcFunc *f, RcNode *before, const RcType *t, const void *bits,
                              RcNode *made[2]) {
  RcModule *m = f->module;
  made[0] = made[1] = NULL;
  if (!t || t->kind != RC_TYPE_TENSOR || !rc_type_is_static(t)) return NULL;
  size_t size = (size_t)rc_dtype_info[t->dtype].bits / 8;
  if (size == 0 || size > 8) return NULL;
  RcLiteral *l = rc_module_alloc(m, sizeof *l);
  void *data = rc_module_alloc(m, 8);
  if (!l || !data) return NULL;
  memcpy(data, bits, size);
  *l = (RcLiteral){.dtype = t->dtype, .count = 1, .splat = true, .data = data};
  double v;
  if (!rc_literal_get_f64(l, 0, &v)) return NULL;
  l->raw = rc_format_splat_text(m, t->dtype, v, data);
  bool bcast = rc_format_traits(m)->splat_broadcast && t->rank > 0;
  RcType *kt = bcast ? rc_type_tensor(m, t->dtype, 0, NULL) : rc_type_clone(m, t);
  RcNode *k = l->raw && kt ? rc_node_create(m, RC_OP_CONSTANT, 0, 1) : NULL;
  if (!k) return NULL;
  k->literal = l;
  k->results[0].type = kt;
  rc_func_insert_before(f, k, before);
  made[0] = k;
  if (!bcast) return &k->results[0];
  RcType *bt = rc_type_clone(m, t);
  RcNode *b = bt ? rc_node_create(m, RC_OP_BROADCAST, 1, 1) : NULL;
  if (b) {
    b->results[0].type = bt;
    rc_node_set_operand(b, 0, &k->results[0]);
    rc_func_insert_before(f, b, before);
  }
  RcAttr *d = b ? rc_node_add_attr(b, "dimensions", RC_ATTR_INTS, NULL) : NULL;
  if (!d) {
    if (b) rc_node_erase(b);
    rc_node_erase(k);
    made[0] = NULL;
    return NULL;
  }
  d->u.ints.n = 0;
  made[1] = b;
  return &b->results[0];
}
