/* Neighbours a fused call takes in (docs/kernels.md, "Neighbours"): after a match is
 * chosen and before its call is made, the region grows by the ops next to it that the
 * op's kernel computes in the same pass over memory, so that XLA does not keep them as
 * loops of their own around the call:
 *   - an elementwise op whose x is a + broadcast(b), b one value per element of x's
 *     last axis (a dense layer's bias add), reads a and b (bias=1, cols = the axis);
 *   - an elementwise op whose result is used once, by result * g with g of its type
 *     (the gate of GEGLU and SwiGLU), returns the product and reads g (gate=1);
 *   - a norm whose x is a + r, a and r of x's type (the residual add of a post-norm
 *     block), reads a and r (residual=1), when its rows are the last axis.
 * An operand that is a broadcast (a scalar scale, a row repeated) is left out: the call
 * would make XLA write the broadcast out in full to pass it.
 * The sum or the activation may have no use outside the grown region: a sum the
 * program also reads (the residual stream of a pre-norm block) stays where it is and
 * the call reads it, since a call has one result. Nodes this round's rewrites claimed
 * or made are left alone. The grown region is what the rewrite checks and copies into
 * the decomposition; the call's operands keep the kernel's order (bias and gate after
 * x; the residual after scale, bias and eps). A helper function whose body became one
 * fused custom call (jax.nn.silu) is reached after the pass: a call of it times a gate
 * becomes the helper's fused call with that gate (rc_rewrite_gate_calls). Part of
 * src/rewrite (see rewrite.h). */
#include "fused/fused.h"
#include "rewrite/rewrite.h"

static bool in_region(const GPtrArray *region, const RcNode *n) {
  for (guint i = 0; i < region->len; i++)
    if (g_ptr_array_index(region, i) == n) return true;
  return false;
}

/* Whether node n may join the region: live, in f, one result, neither claimed by this
 * round's rewrites nor made since the round's views. */
static bool free_node(const RcNode *n, const RcFunc *f, const RcBits *claimed, uint32_t view_ids) {
  return n && !(n->flags & RC_NODE_DEAD) && n->func == f && n->nresults == 1 && n->id < view_ids &&
         !rc_bits_test(claimed, n->id);
}

/* Whether every use of v is by a node of the region. */
static bool used_only_in(const RcValue *v, const GPtrArray *region) {
  rc_value_for_each_use(v, u) if (!in_region(region, u->user)) return false;
  return true;
}

static bool broadcast(const RcValue *v) { return v->def && v->def->op == RC_OP_BROADCAST; }

static bool float_tensor(const RcType *t) {
  return t && t->kind == RC_TYPE_TENSOR && rc_dtype_is_float(t->dtype) && rc_type_is_static(t) && t->rank >= 1;
}

/* The x = a + c that a neighbour step reads: x's node when it is a free add of two operands
 * whose every use is in the region, else NULL. */
static RcNode *sum_of(const RcValue *x, const GPtrArray *region, const RcFunc *f, const RcBits *claimed,
                      uint32_t view_ids) {
  RcNode *n = x ? x->def : NULL;
  if (!n || n->op != RC_OP_ADD || n->noperands != 2 || in_region(region, n) ||
      !free_node(n, f, claimed, view_ids) || !used_only_in(x, region))
    return NULL;
  return n;
}

/* The bias of broadcast value v of type t: the value broadcast when it holds one element per
 * element of t's last axis and the broadcast lays them along that axis only; else NULL. */
static RcValue *bias_of(const RcValue *v, const RcType *t, const RcFunc *f, const RcBits *claimed, uint32_t view_ids) {
  RcNode *bc = v->def;
  if (!bc || bc->op != RC_OP_BROADCAST || bc->noperands != 1 || !free_node(bc, f, claimed, view_ids)) return NULL;
  RcValue *b = rc_node_operand(bc, 0);
  const RcType *bt = b ? b->type : NULL;
  const RcAttr *d = rc_node_attr(bc, "dimensions");
  if (!bt || bt->kind != RC_TYPE_TENSOR || bt->dtype != t->dtype || !rc_type_is_static(bt) || !d ||
      d->kind != RC_ATTR_INTS || d->u.ints.n != (uint32_t)bt->rank || rc_type_numel(bt) != t->dims[t->rank - 1])
    return NULL;
  for (int32_t k = 0; k < bt->rank; k++)
    if (bt->dims[k] != 1 && d->u.ints.v[k] != t->rank - 1) return NULL;
  return b;
}

/* Inserts operand v at position at of inputs[0..*nin), moving the operands after it and the
 * nsame values identical to an operand (after the operands) up by one. */
static void insert_input(RcValue **inputs, uint32_t *nin, uint32_t nsame, uint32_t at, RcValue *v) {
  for (uint32_t i = *nin + nsame; i > at; i--) inputs[i] = inputs[i - 1];
  inputs[at] = v;
  (*nin)++;
}

void rc_rewrite_neighbours(const char *op, const RcFusedCfg *cfg, RcValue **rootp, RcValue **inputs, uint32_t *nin,
                           uint32_t nsame, uint32_t cap, GPtrArray *region, const RcBits *claimed, uint32_t view_ids,
                           RcNeighbours *nb) {
  *nb = (RcNeighbours){0};
  const RcFusedOp *fop = rc_fused_lookup(op, strlen(op));
  RcValue *root = *rootp;
  const RcFunc *f = root->def ? root->def->func : NULL;
  if (!fop || !f || !float_tensor(root->type) || *nin + nsame + 2 > cap) return;
  const RcType *t = root->type;
  RcValue *x = inputs[0];
  if (!x || !x->type || !rc_type_equal(x->type, t)) return;
  if (fop->kind == RC_KIND_ELEMENTWISE && !cfg->bias && !cfg->gate) {
    RcNode *add = sum_of(x, region, f, claimed, view_ids);
    for (uint32_t k = 0; add && k < 2; k++) {
      RcValue *a = rc_node_operand(add, k), *c = rc_node_operand(add, 1 - k), *b;
      if (!a || !c || !a->type || !rc_type_equal(a->type, t) || broadcast(a) || !(b = bias_of(c, t, f, claimed, view_ids)))
        continue;
      g_ptr_array_insert(region, 0, add);
      if (!in_region(region, c->def)) g_ptr_array_insert(region, 0, c->def);
      inputs[0] = a;
      insert_input(inputs, nin, nsame, 1, b);
      nb->bias = true;
      nb->cols = t->dims[t->rank - 1];
      break;
    }
    RcUse *u = root->nuses == 1 ? root->uses : NULL;
    RcNode *m = u ? u->user : NULL;
    if (m && m->op == RC_OP_MULTIPLY && m->noperands == 2 && free_node(m, f, claimed, view_ids) &&
        m->results[0].type && rc_type_equal(m->results[0].type, t) && !in_region(region, m)) {
      RcValue *g = rc_node_operand(m, rc_node_operand(m, 0) == root ? 1 : 0);
      /* g is neither the call's result (a square) nor its x (silu's own product), nor computed in the region */
      if (g && g != root && g != x && g != inputs[0] && g->type && rc_type_equal(g->type, t) && !broadcast(g) &&
          !(g->def && in_region(region, g->def))) {
        g_ptr_array_add(region, m);
        insert_input(inputs, nin, nsame, *nin, g);
        *rootp = &m->results[0];
        nb->gate = true;
      }
    }
    return;
  }
  if (fop->kind == RC_KIND_NORM && !cfg->residual && cfg->inner <= 1) {
    RcNode *add = sum_of(x, region, f, claimed, view_ids);
    RcValue *a = add ? rc_node_operand(add, 0) : NULL, *r = add ? rc_node_operand(add, 1) : NULL;
    if (!a || !r || !a->type || !r->type || !rc_type_equal(a->type, t) || !rc_type_equal(r->type, t) || broadcast(a) ||
        broadcast(r))
      return;
    g_ptr_array_insert(region, 0, add);
    inputs[0] = a;
    insert_input(inputs, nin, nsame, *nin, r);
    nb->residual = true;
  }
}

void rc_rewrite_neighbour_keys(const RcNeighbours *nb, GString *cfg, GString *mlir) {
  if (nb->bias) {
    rc_fused_config_put_int(cfg, mlir, "cols", nb->cols);
    rc_fused_config_put_int(cfg, mlir, "bias", 1);
  }
  if (nb->gate) rc_fused_config_put_int(cfg, mlir, "gate", 1);
  if (nb->residual) rc_fused_config_put_int(cfg, mlir, "residual", 1);
}

/* The one fused call of g's body when g is param -> fused elementwise call of it -> return
 * (a helper like jax.nn.silu once raised), taking in no neighbour yet; else NULL. */
static RcNode *lone_call(const RcFunc *g) {
  if (!g || g->nparams != 1 || g->nnodes != 3 || !g->last || g->last->op != RC_OP_RETURN || g->last->noperands != 1)
    return NULL;
  RcValue *v = rc_node_operand(g->last, 0);
  RcNode *fc = v ? v->def : NULL;
  const RcFusedCall *c = fc ? rc_node_fused(fc) : NULL;
  if (!c || c->form == RC_FUSED_COMPOSITE || c->op->kind != RC_KIND_ELEMENTWISE || fc->noperands != 1 ||
      rc_node_operand(fc, 0) != &g->params[0]->results[0])
    return NULL;
  RcFusedCfg cfg;
  if (!rc_fused_config_decode(c->config, strlen(c->config), RC_FUSED_CFG_STRICT, &cfg, NULL, 0) || cfg.bias ||
      cfg.gate)
    return NULL;
  return fc;
}

bool rc_rewrite_gate_calls(RcModule *m, RcHigherResult *r) {
  for (RcFunc *f = m->funcs; f; f = f->next) {
    for (RcNode *n = f->first, *next; n; n = next) {
      next = n->next;
      const RcAttr *a = n->op == RC_OP_CALL && n->nresults == 1 && n->noperands == 1 ? rc_node_attr(n, "to_apply") : NULL;
      RcNode *fc = a && a->kind == RC_ATTR_FUNC ? lone_call(a->u.fn) : NULL;
      RcValue *res = &n->results[0], *x = fc ? rc_node_operand(n, 0) : NULL;
      RcUse *u = fc && res->nuses == 1 ? res->uses : NULL;
      RcNode *mul = u ? u->user : NULL;
      if (!mul || mul->op != RC_OP_MULTIPLY || mul->noperands != 2 || mul->nresults != 1 || (mul->flags & RC_NODE_DEAD) ||
          !float_tensor(res->type) || !mul->results[0].type || !rc_type_equal(mul->results[0].type, res->type))
        continue;
      RcValue *g = rc_node_operand(mul, rc_node_operand(mul, 0) == res ? 1 : 0);
      if (!g || g == res || g == x || !g->type || !rc_type_equal(g->type, res->type) || broadcast(g)) continue;
      const RcFusedCall *c = rc_node_fused(fc);
      GString *cfg = g_string_new(c->config);
      g_string_append(cfg, ";gate=1");
      RcValue *inputs[2] = {x, g};
      RcNode *region[2] = {n, mul};
      RcFuseSpec sp = {.op = c->op->name, .root = &mul->results[0], .inputs = inputs, .ninputs = 2,
                       .config = cfg->str, .attrs_mlir = "{}", .region = region, .nregion = 2,
                       .func_names = NULL};
      RcValue *v = rc_rewrite_fuse(f, &sp, RC_EMIT_CUSTOM_CALL,
                                   c->form == RC_FUSED_LEGACY ? RC_XLA_ABI_LEGACY : RC_XLA_ABI_TYPED_FFI);
      g_string_free(cfg, TRUE);
      if (!v) return false;
      v->name = mul->results[0].name;
      mul->results[0].name = NULL;
      rc_value_replace_all_uses(&mul->results[0], v);
      if (next == mul) next = mul->next;
      rc_node_erase(mul);
      /* A rewrite of its own, in this function: the helper's, whose check it keeps (the call
       * computes the helper's call, then the product, rounded as the multiply rounds:
       * tests/unit/test_neighbours.c); the helper's rewrite is absorbed by the last such
       * call when the program calls the helper no more (absorbed.c). */
      gpointer at = r->fused_at ? g_hash_table_lookup(r->fused_at, fc) : NULL;
      size_t index = r->rewrites->len;
      if (at) {
        RcRewriteInfo info = g_array_index(r->rewrites, RcRewriteInfo, GPOINTER_TO_SIZE(at) - 1);
        char buf[48];
        if (!v->name) snprintf(buf, sizeof buf, "#%u", v->def->id);
        info.root = g_string_chunk_insert(r->strings, v->name ? v->name : buf);
        info.func = g_string_chunk_insert_const(r->strings, f->name ? f->name : "");
        info.absorbed = false;
        info.absorbed_by = 0;
        uint32_t two = 2;
        g_array_append_val(r->rewrites, info);
        rc_rw_follow(r, v->def, index);
        g_ptr_array_add(r->fused, v->def);
        g_array_append_val(r->region_sizes, two);
      }
      rc_rw_gone(r, n, at ? index : RC_RW_NOT_ABSORBED);
      rc_node_erase(n);
    }
  }
  return true;
}
