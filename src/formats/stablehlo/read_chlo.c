/* CHLO's implicitly broadcasting ops (chlo.def) read by meaning: `chlo.broadcast_add %a, %b`
 * over operands of static shapes becomes the plain elementwise op over operands broadcast
 * explicitly to the result's shape, so canonicalization and matching see what XLA's own
 * legalization of CHLO builds. Broadcasting is numpy's: a lower-rank operand's dimensions
 * align with the trailing dimensions of the result, or with the ones its broadcast_dimensions
 * attribute names, and a dimension of size 1 stretches. The op is then written back in that
 * expanded StableHLO form. Dynamic or unranked shapes, and ops whose elementwise op is not
 * modelled, stay opaque and are written as read. */
#include <stdio.h>
#include <string.h>

#include "formats/stablehlo/read_attrs.h"

enum { MAX_RANK = 64 };

/* "2x3x1" for diagnostics */
static void shape_text(char *buf, size_t size, const int64_t *dims, int32_t rank) {
  size_t k = 0;
  buf[0] = 0;
  for (int32_t i = 0; i < rank && k + 24 < size; i++)
    k += (size_t)snprintf(buf + k, size - k, "%s%lld", i ? "x" : "", (long long)dims[i]);
  if (!rank) snprintf(buf, size, "a scalar");
}

/* The broadcast_dimensions entry of a binary op with operands of ranks ra and rb, checked, into
 * map (the lower-rank operand's dimension k goes to result dimension map[k]); *given false when
 * absent. *keep: dimensions that the reader does not model (given for operands of equal rank and
 * not the identity), so the op stays as written. False after a diagnostic. */
static bool broadcast_dims(Ctx *c, int32_t ra, int32_t rb, int64_t *map, bool *given, bool *keep) {
  ShEntry *en = entry(c, "broadcast_dimensions");
  *given = *keep = false;
  if (!en) return true;
  RcAttr a = {0};
  size_t next;
  if (!sh_parse_ints(c, en->vb, &a, &next) || next != en->ve)
    return sh_err_tok(c->p, T(c, en->vb), "broadcast_dimensions must be a list of i64 (array<i64: ...>)");
  en->used = true;
  int32_t lo = ra < rb ? ra : rb, hi = ra < rb ? rb : ra;
  if ((int32_t)a.u.ints.n != lo)
    return sh_err_tok(c->p, T(c, en->vb), "broadcast_dimensions has %u entries for an operand of rank %d", a.u.ints.n,
                      lo);
  for (uint32_t k = 0; k < a.u.ints.n; k++) {
    int64_t d = a.u.ints.v[k];
    if (d < 0 || d >= hi)
      return sh_err_tok(c->p, T(c, en->vb), "broadcast_dimensions entry %lld is not a dimension of the rank-%d operand",
                        (long long)d, hi);
    for (uint32_t j = 0; j < k; j++)
      if (a.u.ints.v[j] == d)
        return sh_err_tok(c->p, T(c, en->vb), "broadcast_dimensions names dimension %lld twice", (long long)d);
    if (ra == rb && d != (int64_t)k) *keep = true;
    map[k] = d;
  }
  *given = ra != rb;
  return true;
}

/* A broadcast of v to shape dims[0..rank) (operand dimension k to result dimension map[k]),
 * inserted before n; NULL on out-of-memory. */
static RcValue *broadcast(ShParser *p, RcFunc *f, RcNode *n, RcValue *v, const int64_t *dims, int32_t rank,
                          const int64_t *map, const char *loc) {
  RcType *t = rc_type_tensor(p->m, v->type->dtype, rank, dims);
  RcNode *bn = t ? rc_node_create(p->m, RC_OP_BROADCAST, 1, 1) : NULL;
  if (!bn) return NULL;
  bn->loc = n->loc;
  bn->opname = rc_op_info[RC_OP_BROADCAST].stablehlo;
  bn->results[0].type = t;
  rc_node_set_operand(bn, 0, v);
  rc_func_insert_before(f, bn, n);
  RcAttr *a = rc_node_add_attr(bn, "dimensions", RC_ATTR_INTS, NULL);
  int32_t vr = v->type->rank;
  if (!a || !(a->u.ints.v = rc_module_alloc(p->m, sizeof(int64_t) * (vr ? (size_t)vr : 1)))) return NULL;
  memcpy(a->u.ints.v, map, sizeof(int64_t) * (size_t)vr);
  a->u.ints.n = (uint32_t)vr;
  if (!sh_node_set_loc(p->m, bn, loc)) return NULL;
  return &bn->results[0];
}

/* The element types CHLO gives the op: one for the operands and the result, an i1 result for a
 * compare, an i1 predicate for a select. False after a diagnostic at the op's name. */
static bool element_types(ShParser *p, const RcNode *n, const ShTok *name, RcOp op) {
  RcDType want = rc_node_operand(n, op == RC_OP_SELECT ? 1 : 0)->type->dtype;
  RcDType res = op == RC_OP_COMPARE ? RC_DT_PRED : want;
  for (uint32_t i = 0; i < n->noperands; i++) {
    RcDType d = rc_node_operand(n, i)->type->dtype, w = op == RC_OP_SELECT && i == 0 ? RC_DT_PRED : want;
    if (d != w)
      return sh_err_tok(p, name, "'%s': operand %u has element type %s, expected %s", n->opname, i,
                        rc_dtype_info[d].mlir, rc_dtype_info[w].mlir);
  }
  if (n->results[0].type->dtype != res)
    return sh_err_tok(p, name, "'%s': the result has element type %s, expected %s", n->opname,
                      rc_dtype_info[n->results[0].type->dtype].mlir, rc_dtype_info[res].mlir);
  return true;
}

bool sh_chlo_expand(ShParser *p, RcFunc *f, RcNode *n, const ShTok *name, size_t b, size_t e, const char *loc,
                    bool *expanded) {
  RcOp op;
  *expanded = false;
  if (!n->opname || !sh_chlo_broadcasting(n->opname, strlen(n->opname), &op) || op == RC_OP_OPAQUE) return true;
  if (n->nresults != 1 || rc_node_nregions(n) || (int)n->noperands != rc_op_info[op].arity) return true;
  const RcType *rt = n->results[0].type;
  if (!rt || !rc_type_is_static(rt) || rt->rank > MAX_RANK) return true;
  for (uint32_t i = 0; i < n->noperands; i++) {
    const RcType *t = rc_node_operand(n, i)->type;
    if (!t || !rc_type_is_static(t) || t->rank > MAX_RANK) return true;
  }
  if (!element_types(p, n, name, op)) return false;
  Ctx c = {p, n, b, e, (ShEntry *)(void *)p->ents->data, p->ents->len};
  int64_t maps[3][MAX_RANK], res[MAX_RANK];
  int32_t rank = 0;
  for (uint32_t i = 0; i < n->noperands; i++)
    if (rc_node_operand(n, i)->type->rank > rank) rank = rc_node_operand(n, i)->type->rank;
  for (uint32_t i = 0; i < n->noperands; i++) {
    int32_t r = rc_node_operand(n, i)->type->rank;
    for (int32_t k = 0; k < r; k++) maps[i][k] = rank - r + k;
  }
  if (op != RC_OP_SELECT) {
    bool given, keep;
    int32_t ra = rc_node_operand(n, 0)->type->rank, rb = rc_node_operand(n, 1)->type->rank;
    if (!broadcast_dims(&c, ra, rb, maps[ra < rb ? 0 : 1], &given, &keep)) return false;
    if (keep) return true;
  }
  /* the broadcast shape: each result dimension the one size other than 1 its operands give it */
  for (int32_t j = 0; j < rank; j++) res[j] = 1;
  for (uint32_t i = 0; i < n->noperands; i++) {
    const RcType *t = rc_node_operand(n, i)->type;
    for (int32_t k = 0; k < t->rank; k++) {
      int64_t d = t->dims[k], *r = &res[maps[i][k]];
      if (d == 1 || d == *r) continue;
      if (*r != 1) {
        char sa[48], sb[48];
        shape_text(sa, sizeof sa, t->dims, t->rank);
        shape_text(sb, sizeof sb, res, rank);
        return sh_err_tok(p, name, "'%s': operand %u (%s) does not broadcast with the others: its dimension %d has "
                          "size %lld where they give %lld", n->opname, i, sa, k, (long long)d, (long long)*r);
      }
      *r = d;
    }
  }
  if (rt->rank != rank || memcmp(rt->dims, res, sizeof(int64_t) * (size_t)rank)) {
    char sr[48], sb[48];
    shape_text(sr, sizeof sr, rt->dims, rt->rank);
    shape_text(sb, sizeof sb, res, rank);
    return sh_err_tok(p, name, "'%s': the result has shape %s, but the operands broadcast to %s", n->opname, sr, sb);
  }
  RcValue *ops[3];
  for (uint32_t i = 0; i < n->noperands; i++) {
    RcValue *v = rc_node_operand(n, i);
    ops[i] = rc_type_same_shape(v->type, rt) ? v : broadcast(p, f, n, v, res, rank, maps[i], loc);
    if (!ops[i]) return false;
  }
  for (uint32_t i = 0; i < n->noperands; i++) rc_node_set_operand(n, i, ops[i]);
  n->op = op;
  n->opname = rc_op_info[op].stablehlo;
  rc_module_note_op(p->m, op);
  if (op == RC_OP_COMPARE && !sh_interpret(p, n, b, e, c.ents, c.nents, true)) {
    if (p->failed) return false;
    return sh_err_tok(p, name, "'chlo.broadcast_compare' needs a comparison_direction attribute "
                      "(#chlo<comparison_direction GT>)");
  }
  *expanded = true;
  return true;
}
