/* The verifier: structural rules (one RETURN at the end, values defined before
 * use (a region's reads of enclosing values before its op), no cycles, use lists exact — rebuilt from the operand slots and
 * compared) and the typing rules of the modelled ops (typing.c), in the set
 * the caller gives (rc_module_verify in src/formats gives its module's
 * format's). Ops with dynamic or opaque types are checked structurally only.
 * The typing rules are skipped on a module the reader checked and nothing
 * changed since (RcModule.types_checked): each node is checked once. */
#include <glib.h>
#include <string.h>

#include "ir/ir.h"
#include "support/ctx.h"

typedef struct {
  RcModule *m;
  RcSource src;
  RcTypingRules rules;
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

/* The op's typing rules (typing.c), the set the caller gave. */
static void check_types(Verifier *v, const RcNode *n) {
  char msg[256];
  /* a fused call's operands are checked by its op's executor and kernels */
  if (n->op != RC_OP_FUSED && !rc_node_check_types(n, v->rules, msg, sizeof msg))
    err(v, n, "%s", msg);
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
      /* a region's read of an enclosing function's value: defined before the region's op (live
       * when the op runs) */
      if (!v->defined[a->def->id])
        err(v, n, "'%s': operand %u (%%%s) is used before it is defined%s", opname(n), i, vname(a),
            a->def->func == f ? "" : " (read in a region before its op)");
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
    /* the regions before n's results are defined: a region cannot read its own op's results */
    for (uint32_t r = 0; r < rc_node_nregions(n); r++) verify_func(v, rc_node_regions(n)[r]);
    v->defined[n->id] = 1;
    if (!v->m->types_checked) check_types(v, n);
  }
  if (count != f->nnodes) err(v, NULL, "internal: function '%s' counts %u nodes, has %u", f->name, f->nnodes, count);
  if (returns != 1)
    err(v, f->first, "function '%s' has %u return operations, expected 1", f->name ? f->name : "?", returns);
}

RcStatus rc_module_verify_ir(RcModule *m, RcTypingRules rules) {
  Verifier v = {.m = m, .rules = rules};
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
