/* The verifier: structural rules (one RETURN at the end, values defined before
 * use, no cycles, use lists exact — rebuilt from the operand slots and
 * compared) and the typing rules of the ops the passes rely on (elementwise
 * shape/dtype agreement, broadcast, reshape, convert, reduce). Ops with
 * dynamic or opaque types are checked structurally only. */
#include <glib.h>
#include <string.h>

#include "ir/ir.h"
#include "support/ctx.h"

typedef struct {
  RcModule *m;
  RcSource src;
  uint8_t *defined; /* by node id */
  uint64_t slots, listed; /* operand slots set vs uses found in use lists: must agree */
  int errors;
} Verifier;

/* True when u is one of its user's operand slots. */
static bool slot_of_user(const RcUse *u) {
  if (!u->user || !rc_node_uses(u->user)) return false;
  uintptr_t p = (uintptr_t)u, b = (uintptr_t)rc_node_uses(u->user);
  return p >= b && p < b + sizeof(RcUse) * u->user->noperands && (p - b) % sizeof(RcUse) == 0;
}

static void err(Verifier *v, const RcNode *n, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void err(Verifier *v, const RcNode *n, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  RcSource src = {v->m->filename, NULL, 0};
  rc_diagv(v->m->ctx, RC_SEV_ERROR, &src, n ? n->loc.line : 0, n ? n->loc.col : 0, fmt, ap);
  va_end(ap);
  v->errors++;
}

static const char *opname(const RcNode *n) {
  if (n->opname) return n->opname;
  return rc_op_info[n->op].name;
}

static const char *vname(const RcValue *v) { return v && v->name ? v->name : "<unnamed>"; }

static bool is_static_tensor(const RcValue *v) { return v && rc_type_is_static(v->type); }

static bool is_scalar(const RcType *t) { return t->kind == RC_TYPE_TENSOR && t->rank == 0; }

/* Operand i of an elementwise op must have the result's shape (and dtype when same_dtype). */
static void check_elem_operand(Verifier *v, const RcNode *n, uint32_t i, bool same_dtype, bool scalar_ok) {
  const RcValue *a = rc_node_operand(n, i), *r = &n->results[0];
  if (!is_static_tensor(a) || !is_static_tensor(r)) return;
  if (scalar_ok && is_scalar(a->type)) {
    /* clamp bounds and select predicates may be scalars */
  } else if (!rc_type_same_shape(a->type, r->type)) {
    err(v, n, "'%s': operand %u (%%%s) has a shape different from the result's", opname(n), i, vname(a));
    return;
  }
  if (same_dtype && a->type->dtype != r->type->dtype)
    err(v, n, "'%s': operand %u (%%%s) has element type %s, the result %s", opname(n), i, vname(a),
        rc_dtype_info[a->type->dtype].hlo, rc_dtype_info[r->type->dtype].hlo);
}

static void check_types(Verifier *v, const RcNode *n) {
  const RcOpInfo *info = &rc_op_info[n->op];
  if (info->arity >= 0 && n->op != RC_OP_OPAQUE && (uint32_t)info->arity != n->noperands &&
      n->op != RC_OP_REDUCE) {
    err(v, n, "'%s' takes %d operand%s, got %u", opname(n), info->arity, info->arity == 1 ? "" : "s",
        n->noperands);
    return;
  }
  if (n->nresults != 1) return;
  const RcValue *r = &n->results[0];
  switch (n->op) {
  case RC_OP_CONVERT:
    if (is_static_tensor(rc_node_operand(n, 0)) && is_static_tensor(r) &&
        !rc_type_same_shape(rc_node_operand(n, 0)->type, r->type))
      err(v, n, "'%s' must keep the shape of its operand", opname(n));
    return;
  case RC_OP_COMPARE:
    check_elem_operand(v, n, 0, false, false);
    check_elem_operand(v, n, 1, false, false);
    if (is_static_tensor(r) && r->type->dtype != RC_DT_PRED)
      err(v, n, "'%s' must produce a pred/i1 tensor", opname(n));
    return;
  case RC_OP_IS_FINITE:
    check_elem_operand(v, n, 0, false, false);
    return;
  case RC_OP_SELECT:
    check_elem_operand(v, n, 0, false, true);
    check_elem_operand(v, n, 1, true, false);
    check_elem_operand(v, n, 2, true, false);
    return;
  case RC_OP_CLAMP:
    check_elem_operand(v, n, 0, true, true);
    check_elem_operand(v, n, 1, true, false);
    check_elem_operand(v, n, 2, true, true);
    return;
  case RC_OP_BROADCAST: {
    const RcValue *a = rc_node_operand(n, 0);
    const RcAttr *d = rc_node_attr(n, "dimensions");
    if (!is_static_tensor(a) || !is_static_tensor(r) || !d || d->kind != RC_ATTR_INTS) return;
    if ((int32_t)d->u.ints.n != a->type->rank) {
      err(v, n, "'%s': %u dimensions given for an operand of rank %d", opname(n), d->u.ints.n, a->type->rank);
      return;
    }
    for (uint32_t i = 0; i < d->u.ints.n; i++) {
      int64_t o = d->u.ints.v[i];
      if (o < 0 || o >= r->type->rank) {
        err(v, n, "'%s': dimension %lld is out of range for a result of rank %d", opname(n), (long long)o,
            r->type->rank);
        return;
      }
      if (a->type->dims[i] != 1 && a->type->dims[i] != r->type->dims[o]) {
        err(v, n, "'%s': operand dimension %u (%lld) does not match result dimension %lld (%lld)", opname(n), i,
            (long long)a->type->dims[i], (long long)o, (long long)r->type->dims[o]);
        return;
      }
    }
    if (a->type->dtype != r->type->dtype) err(v, n, "'%s' must keep the element type", opname(n));
    return;
  }
  case RC_OP_RESHAPE: {
    const RcValue *a = rc_node_operand(n, 0);
    if (is_static_tensor(a) && is_static_tensor(r) && rc_type_numel(a->type) != rc_type_numel(r->type))
      err(v, n, "'%s' changes the element count (%lld to %lld)", opname(n), (long long)rc_type_numel(a->type),
          (long long)rc_type_numel(r->type));
    return;
  }
  case RC_OP_REDUCE: {
    if (n->noperands != 2) return; /* variadic reduce: structural checks only */
    const RcValue *a = rc_node_operand(n, 0);
    const RcAttr *d = rc_node_attr(n, "dimensions");
    if (!is_static_tensor(a) || !is_static_tensor(r) || !d || d->kind != RC_ATTR_INTS) return;
    int32_t keep = a->type->rank, k = 0;
    uint64_t mask = 0;
    for (uint32_t i = 0; i < d->u.ints.n; i++) {
      int64_t x = d->u.ints.v[i];
      if (x < 0 || x >= a->type->rank || x >= 64 || (mask >> x & 1)) {
        err(v, n, "'%s': bad reduction dimension %lld", opname(n), (long long)x);
        return;
      }
      mask |= 1ull << x;
      keep--;
    }
    if (keep != r->type->rank) {
      err(v, n, "'%s': result rank %d, expected %d after reducing %u dimensions", opname(n), r->type->rank, keep,
          d->u.ints.n);
      return;
    }
    for (int32_t i = 0; i < a->type->rank; i++) {
      if (mask >> i & 1) continue;
      if (a->type->dims[i] != r->type->dims[k]) {
        err(v, n, "'%s': result dimension %d should be %lld", opname(n), k, (long long)a->type->dims[i]);
        return;
      }
      k++;
    }
    return;
  }
  default:
    break;
  }
  if (info->flags & RC_F_ELEM) {
    for (uint32_t i = 0; i < n->noperands; i++) {
      bool same = !(n->op == RC_OP_SHL || n->op == RC_OP_SHR_ARITH || n->op == RC_OP_SHR_LOGICAL);
      check_elem_operand(v, n, i, same, false);
    }
  }
}

/* Is `def`'s function f or one of f's enclosing functions (regions may capture)? */
static bool visible_from(const RcFunc *f, const RcNode *def) {
  for (; f; f = f->parent)
    if (def->func == f) return true;
  return false;
}

static void verify_func(Verifier *v, RcFunc *f) {
  uint32_t count = 0, returns = 0;
  rc_func_for_each(f, n) {
    count++;
    if (n->func != f) err(v, n, "internal: node '%s' is listed in the wrong function", opname(n));
    if (n->op == RC_OP_RETURN) {
      returns++;
      if (n != f->last) err(v, n, "the return of '%s' is not its last operation", f->name ? f->name : "?");
    }
    for (uint32_t i = 0; i < n->noperands; i++) {
      RcValue *a = rc_node_uses(n)[i].value;
      if (a) v->slots++;
      if (!a) {
        err(v, n, "'%s': operand %u is missing", opname(n), i);
        continue;
      }
      if (!a->def || (a->def->flags & RC_NODE_DEAD)) {
        err(v, n, "'%s': operand %u (%%%s) refers to an erased value", opname(n), i, vname(a));
        continue;
      }
      if (!visible_from(f, a->def)) {
        err(v, n, "'%s': operand %u (%%%s) is defined in another function", opname(n), i, vname(a));
        continue;
      }
      if (a->def->func == f && !v->defined[a->def->id])
        err(v, n, "'%s': operand %u (%%%s) is used before it is defined", opname(n), i, vname(a));
    }
    for (uint32_t r = 0; r < n->nresults; r++) {
      RcValue *val = &n->results[r];
      if (val->def != n || val->index != r) err(v, n, "internal: result %u of '%s' is miswired", r, opname(n));
      uint32_t seen = 0;
      rc_value_for_each_use(val, u) {
        seen++;
        if (u->value != val || !slot_of_user(u)) {
          err(v, n, "internal: use list of %%%s is corrupt", vname(val));
          break;
        }
        if (u->user->flags & RC_NODE_DEAD) err(v, n, "%%%s is still used by an erased operation", vname(val));
        if (seen > val->nuses) break;
      }
      v->listed += seen;
      if (seen != val->nuses) err(v, n, "internal: use count of %%%s is %u, list has %u", vname(val), val->nuses, seen);
    }
    v->defined[n->id] = 1;
    check_types(v, n);
    for (uint32_t r = 0; r < rc_node_nregions(n); r++) verify_func(v, rc_node_regions(n)[r]);
  }
  if (count != f->nnodes) err(v, NULL, "internal: function '%s' counts %u nodes, has %u", f->name, f->nnodes, count);
  if (returns != 1)
    err(v, f->first, "function '%s' has %u return operations, expected 1", f->name ? f->name : "?", returns);
}

RcStatus rc_module_verify_ir(RcModule *m) {
  Verifier v = {.m = m};
  v.defined = g_malloc0(m->node_ids ? m->node_ids : 1);
  /* Operand slots point at uses; every use must be counted by exactly one value.
   * Verify per function in program order (which also rules out cycles). */
  for (RcFunc *f = m->funcs; f; f = f->next) verify_func(&v, f);
  if (v.slots != v.listed)
    err(&v, NULL, "internal: %llu operand slots but %llu uses listed", (unsigned long long)v.slots,
        (unsigned long long)v.listed);
  if (!m->entry && m->funcs) err(&v, NULL, "the module has no entry computation");
  g_free(v.defined);
  return v.errors ? RC_ERR_INPUT : RC_OK;
}

RcStatus rc_module_verify(RcModule *m) { return rc_module_verify_ir(m); }
