/* The HLO text reader: module header, computations, instructions and their
 * operands, building the IR (one node per instruction, a RETURN of the ROOT
 * value last in each computation) and leaving verbatim templates so the
 * writer prints untouched instructions exactly as they came in.
 *
 * Decisions (see also corpus/README.md):
 *  - instructions must come in dependency order (as XLA prints them); a use
 *    of a name defined later is reported as such (it is how a cycle shows);
 *  - a computation without ROOT returns its last instruction (XLA's parser
 *    does the same); one without ENTRY in the whole file makes the last
 *    computation the entry;
 *  - the first error stops the parse;
 *  - standalone comment lines are dropped; comments inside an instruction stay
 *    in its template.
 */
#include <string.h>

#include "formats/hlo/hlo.h"

typedef struct Opnd {
  RcValue *v;
  RcType *type; /* inline shape or NULL */
  const char *name;
  size_t nlen;
  uint32_t off, len, line, col;
  bool nested; /* a nested instruction, made a node of its own (v) */
} Opnd;

typedef struct Pending {
  RcNode *node;
  uint32_t slot, line, col;
  const char *name;
} Pending;

static inline bool at_word(HloParser *P, const char *w) {
  if (P->pos >= P->n || P->s[P->pos] != w[0]) return false;
  size_t l = strlen(w);
  if (P->pos + l > P->n || memcmp(P->s + P->pos, w, l)) return false;
  return P->pos + l == P->n || !rc_hlo_is_name_char((unsigned char)P->s[P->pos + l]);
}

/* The words XLA's HLO lexer reads as element types or keywords. Its parser refuses an
 * element type as an instruction name with or without '%'; a keyword only without '%'
 * (`%nan = ...` names an instruction, `nan = ...` does not). */
static bool reserved_word(const char *s, size_t n, bool sigil) {
#define W(w) {w, sizeof w - 1}
  static const struct {
    const char *w;
    size_t n;
  } types[] = {W("pred"), W("s1"), W("s2"), W("s4"), W("s8"), W("s16"), W("s32"), W("s64"), W("u1"), W("u2"),
               W("u4"), W("u8"), W("u16"), W("u32"), W("u64"), W("f16"), W("bf16"), W("f32"), W("f64"), W("c64"),
               W("c128"), W("f8e5m2"), W("f8e4m3"), W("f8e4m3fn"), W("f8e4m3b11fnuz"), W("f8e5m2fnuz"),
               W("f8e4m3fnuz"), W("f8e3m4"), W("f4e2m1fn"), W("f8e8m0fnu"), W("token"), W("opaque")},
    keywords[] = {W("true"), W("false"), W("inf"), W("nan"), W("HloModule"), W("ENTRY"), W("ROOT"), W("maximal"),
                  W("replicated"), W("manual"), W("unknown"), W("shard_as"), W("shard_like"),
                  W("last_tile_dim_replicate")};
#undef W
  if (n > 23) return false;
  for (size_t i = 0; i < sizeof types / sizeof types[0]; i++)
    if (types[i].n == n && !memcmp(types[i].w, s, n)) return true;
  if (sigil) return false;
  for (size_t i = 0; i < sizeof keywords / sizeof keywords[0]; i++)
    if (keywords[i].n == n && !memcmp(keywords[i].w, s, n)) return true;
  return false;
}

/* Looks up a name of the current computation. */
static RcValue *lookup(HloParser *P, const char *s, size_t len) { return rc_hlo_names_get(&P->names, s, len); }

/* Inline operand shapes must agree with the definition (layouts aside). */
static bool loose_equal(const RcType *a, const RcType *b) {
  if (a == b) return true;
  if (a->kind != b->kind) return false;
  if (a->kind == RC_TYPE_TENSOR && (a->dtype == RC_DT_OPAQUE || b->dtype == RC_DT_OPAQUE || a->text || b->text)) {
    if (a->dtype != b->dtype || !rc_type_same_shape(a, b)) return false;
    if (a->dtype != RC_DT_OPAQUE) return true;
    const char *x = strchr(a->text, '['), *y = strchr(b->text, '[');
    return x && y && x - a->text == y - b->text && !memcmp(a->text, b->text, (size_t)(x - a->text));
  }
  if (a->kind == RC_TYPE_TUPLE) {
    if (a->ntuple != b->ntuple) return false;
    for (int32_t i = 0; i < a->ntuple; i++)
      if (!loose_equal(a->tuple[i], b->tuple[i])) return false;
    return true;
  }
  return rc_type_equal(a, b);
}

static RcValue *nested(HloParser *P, RcType *type, const char *opc, size_t oplen, uint32_t line, uint32_t col);

/* parameter(N): N and the closing ')', the position after '('. */
static int64_t param_number(HloParser *P) {
  rc_hlo_skip_ws(P);
  size_t d0 = P->pos;
  int64_t pnum = 0;
  while (rc_hlo_peek(P) >= '0' && rc_hlo_peek(P) <= '9' && pnum <= (1 << 20)) {
    pnum = pnum * 10 + (P->s[P->pos] - '0');
    P->pos++;
  }
  if (P->pos == d0) {
    char b[64];
    rc_hlo_fail_here(P, "expected a parameter number, got %s", rc_hlo_got(P, b, sizeof b));
  }
  if (pnum > (1 << 20)) rc_hlo_fail(P, P->line, rc_hlo_col(P) - (uint32_t)(P->pos - d0), "parameter number is too large");
  rc_hlo_expect(P, ')', "')' after the parameter number");
  return pnum;
}

/* Records n as parameter pnum of the current computation (P->params). */
static void add_param(HloParser *P, RcNode *n, int64_t pnum, uint32_t line, uint32_t col) {
  GPtrArray *params = P->params;
  if ((int64_t)params->len <= pnum) g_ptr_array_set_size(params, (guint)pnum + 1);
  if (params->pdata[pnum])
    rc_hlo_fail(P, line, col, "duplicate parameter(%lld) in computation '%s'", (long long)pnum, P->cur->name);
  params->pdata[pnum] = n;
}

/* operand -> shape? '%'? NAME | shape? OPCODE '(' operands ')'   (a nested instruction) */
static void operand(HloParser *P, Opnd *out) {
  rc_hlo_skip_ws(P);
  Opnd o = {0};
  o.off = (uint32_t)P->pos;
  o.line = P->line;
  o.col = rc_hlo_col(P);
  int c = rc_hlo_peek(P);
  if (c == '(') {
    o.type = rc_hlo_parse_shape(P);
  } else if (c >= 'a' && c <= 'z') {
    size_t e = P->pos;
    while (e < P->n && ((P->s[e] >= 'a' && P->s[e] <= 'z') || (P->s[e] >= '0' && P->s[e] <= '9'))) e++;
    if (e < P->n && P->s[e] == '[') o.type = rc_hlo_parse_shape(P);
  }
  rc_hlo_skip_ws(P);
  uint32_t nline = P->line, ncol = rc_hlo_col(P);
  bool sigil = false;
  o.name = rc_hlo_name(P, &o.nlen, &sigil, "an operand name");
  if (!sigil && rc_hlo_peek(P) == '(') {
    o.v = nested(P, o.type, o.name, o.nlen, nline, ncol);
    o.type = NULL;
    o.nested = true;
  } else {
    o.v = lookup(P, o.name, o.nlen);
    if (o.type) P->mf->inline_types = true;
  }
  o.len = (uint32_t)(P->pos - o.off);
  if (o.v && o.type && !loose_equal(o.type, o.v->type)) {
    char b1[128], b2[128];
    rc_hlo_fail(P, o.line, o.col, "type mismatch: operand '%%%.*s' is written as %s but defined as %s", (int)o.nlen,
                o.name, rc_hlo_type_str(o.type, b1, sizeof b1), rc_hlo_type_str(o.v->type, b2, sizeof b2));
  }
  o.line = nline;
  o.col = ncol;
  *out = o;
}

/* A nested instruction's result type where its shape is left out, as XLA's shape inference
 * gives it: an elementwise op's that keeps its operands' element type, and a broadcast's
 * without dimensions (its operand's: XLA reads no dimensions as {}); NULL for any other op. */
static RcType *nested_type(RcOp op, const Opnd *ops, uint32_t n) {
  const RcOpInfo *info = &rc_op_info[op];
  if (op == RC_OP_BROADCAST && n == 1) return ops[0].v->type;
  if (!(info->flags & RC_F_ELEM) || op == RC_OP_CONVERT || op == RC_OP_COMPARE || op == RC_OP_IS_FINITE || !n)
    return NULL;
  const RcValue *v = ops[op == RC_OP_SELECT || op == RC_OP_CLAMP ? (n > 1 ? 1 : 0) : 0].v;
  RcType *t = v ? v->type : NULL;
  if (!t || t->kind != RC_TYPE_TENSOR || t->dtype >= RC_DT_COUNT || rc_dtype_info[t->dtype].cls == RC_DC_COMPLEX)
    return NULL;
  return t;
}

/* A nested instruction, `shape? OPCODE(operands)` in place of an operand (XLA's parser takes
 * it from hand-written text, without attributes; XLA never prints one): a node of its own
 * before the instruction that reads it, named OPCODE.anon as XLA names it (made unique).
 * Its operands are names defined before it or nested instructions; a constant's is its
 * literal. The position is at '('. */
static RcValue *nested(HloParser *P, RcType *type, const char *opc, size_t oplen, uint32_t line, uint32_t col) {
  enum { MAX_OPS = 8, MAX_DEPTH = 64 };
  if (++P->nest_depth > MAX_DEPTH) rc_hlo_fail(P, line, col, "nested instructions deeper than %d levels", MAX_DEPTH);
  RcOp op = rc_op_from_hlo(opc, oplen);
  P->pos++;
  Opnd ops[MAX_OPS];
  uint32_t nops = 0;
  RcLiteral *lit = NULL;
  rc_hlo_skip_ws(P);
  int64_t pnum = -1;
  if (op == RC_OP_PARAMETER) {
    if (!type) rc_hlo_fail(P, line, col, "a nested parameter needs its shape written before it");
    pnum = param_number(P);
  } else if (op == RC_OP_CONSTANT) {
    if (!type) rc_hlo_fail(P, line, col, "a nested constant needs its shape written before it");
    uint32_t lline = P->line, lcol = rc_hlo_col(P);
    size_t vs, ve;
    rc_hlo_skip_value(P, &vs, &ve);
    lit = rc_hlo_parse_literal(P, type, vs, ve, lline, lcol);
    rc_hlo_expect(P, ')', "')' after the constant value");
  } else if (rc_hlo_peek(P) == ')') {
    P->pos++;
  } else {
    for (;;) {
      if (nops == MAX_OPS) rc_hlo_fail_here(P, "a nested instruction with more than %d operands", MAX_OPS);
      operand(P, &ops[nops]);
      if (!ops[nops].v)
        rc_hlo_fail(P, ops[nops].line, ops[nops].col, "undefined value '%%%.*s' in a nested instruction",
                    (int)ops[nops].nlen, ops[nops].name);
      nops++;
      rc_hlo_skip_ws(P);
      if (rc_hlo_peek(P) == ')') {
        P->pos++;
        break;
      }
      rc_hlo_expect(P, ',', "',' or ')' after an operand of the nested instruction");
    }
  }
  const RcOpInfo *info = &rc_op_info[op];
  if (op != RC_OP_OPAQUE && info->arity >= 0 && (uint32_t)info->arity != nops)
    rc_hlo_fail(P, line, col, "'%.*s' takes %d operand%s, got %u", (int)oplen, opc, info->arity,
                info->arity == 1 ? "" : "s", nops);
  if (!type) type = nested_type(op, ops, nops);
  if (!type)
    rc_hlo_fail(P, line, col, "a nested '%.*s' needs its shape written before it (recompose infers only an "
                "elementwise op's that keeps its operands' element type)", (int)oplen, opc);
  RcNode *n = rc_node_create(P->m, op, nops, 1);
  if (!n) rc_hlo_oom(P);
  n->loc.line = line;
  n->loc.col = col;
  if (op == RC_OP_OPAQUE) n->opname = rc_hlo_strndup(P, opc, oplen);
  n->literal = lit;
  n->results[0].type = type;
  char buf[96];
  int k = snprintf(buf, sizeof buf, "%.*s.anon", (int)(oplen < 64 ? oplen : 64), opc);
  for (unsigned u = 1; lookup(P, buf, (size_t)k); u++) k = snprintf(buf, sizeof buf, "%.*s.anon.%u", (int)(oplen < 64 ? oplen : 64), opc, u);
  n->results[0].name = rc_hlo_strndup(P, buf, (size_t)k);
  rc_func_insert_before(P->cur, n, NULL);
  for (uint32_t i = 0; i < nops; i++) rc_node_set_operand(n, i, ops[i].v);
  if (op == RC_OP_BROADCAST && nops) rc_hlo_implicit_attrs(P, n, ops[0].v->type);
  rc_hlo_finish_attrs(P, n);
  rc_hlo_names_add(&P->names, &n->results[0], (size_t)k);
  if (pnum >= 0) add_param(P, n, pnum, line, col);
  P->nest_depth--;
  return &n->results[0];
}

/* A conditional names its branches as its first operand says, as XLA's parser requires: a
 * pred scalar picks between true_computation and false_computation, an index (an s32 scalar,
 * no other type) among branch_computations; each branch gets an operand of its own after the
 * first. */
static void conditional_attrs(HloParser *P, const RcNode *n, uint32_t line, uint32_t col) {
  const RcValue *v = n->noperands ? rc_node_operand(n, 0) : NULL;
  const RcType *t = v ? v->type : NULL;
  if (!t || t->kind != RC_TYPE_TENSOR) return;
  if (t->rank != 0)
    rc_hlo_fail(P, line, col, "the first operand of a conditional must be a scalar, got rank %d", t->rank);
  bool by_pred = t->dtype == RC_DT_PRED;
  if (!by_pred && t->dtype != RC_DT_S32) {
    char b1[64];
    rc_hlo_fail(P, line, col, "the first operand of a conditional must be a pred or s32 scalar, got %s",
                rc_hlo_type_str(t, b1, sizeof b1));
  }
  bool branches = rc_node_attr(n, "branch_computations") != NULL;
  bool tf = rc_node_attr(n, "true_computation") || rc_node_attr(n, "false_computation");
  if (by_pred && branches)
    rc_hlo_fail(P, line, col, "a conditional on a pred names true_computation and false_computation, not "
                              "branch_computations");
  if (by_pred && !(rc_node_attr(n, "true_computation") && rc_node_attr(n, "false_computation")))
    rc_hlo_fail(P, line, col, "a conditional on a pred needs true_computation and false_computation");
  if (!by_pred && tf)
    rc_hlo_fail(P, line, col, "a conditional on an index names branch_computations, not true_computation or "
                              "false_computation");
  if (!by_pred && !branches) rc_hlo_fail(P, line, col, "a conditional on an index needs branch_computations");
  /* then one operand per branch */
  uint32_t nb = 2;
  if (!by_pred) rc_node_attr_func_at(P->m, n, "branch_computations", 0, &nb);
  if (n->noperands != nb + 1)
    rc_hlo_fail(P, line, col, "a conditional with %u branches takes %u operands (the %s, then one per branch), got %u",
                nb, nb + 1, by_pred ? "predicate" : "branch index", n->noperands);
  /* branch k takes operand k + 1 and returns the conditional's shape (XLA's shape inference);
   * a branch not defined yet is reported when references are resolved */
  for (uint32_t k = 0; k < nb; k++) {
    uint32_t count;
    const RcFunc *f = by_pred ? rc_node_attr_func(P->m, n, k ? "false_computation" : "true_computation")
                              : rc_node_attr_func_at(P->m, n, "branch_computations", k, &count);
    if (!f || !f->last || f->last->op != RC_OP_RETURN) continue;
    const char *name = f->name;
    if (f->nparams != 1)
      rc_hlo_fail(P, line, col, "branch %u of the conditional, '%s', takes %u parameters; a branch takes 1", k, name,
                  f->nparams);
    const RcValue *o = rc_node_operand(n, k + 1), *ret = rc_node_operand(f->last, 0);
    const RcType *p = f->params[0] ? f->params[0]->results[0].type : NULL, *ot = o ? o->type : NULL;
    const RcType *rt = ret ? ret->type : NULL, *res = n->results[0].type;
    char b1[128], b2[128];
    /* a tuple against a tensor is left alone: XLA's import unwraps a one-element tuple */
    if (p && ot && p->kind == ot->kind && !rc_type_equal(p, ot))
      rc_hlo_fail(P, line, col, "branch %u of the conditional, '%s', takes %s, but operand %u is %s", k, name,
                  rc_hlo_type_str(p, b1, sizeof b1), k + 1, rc_hlo_type_str(ot, b2, sizeof b2));
    if (rt && res && rt->kind == res->kind && !rc_type_equal(rt, res))
      rc_hlo_fail(P, line, col, "branch %u of the conditional, '%s', returns %s, but the conditional gives %s", k, name,
                  rc_hlo_type_str(rt, b1, sizeof b1), rc_hlo_type_str(res, b2, sizeof b2));
  }
}

/* instruction -> 'ROOT'? '%'? NAME '=' shape OPCODE '(' operands ')' (',' attr)* */
static RcNode *instruction(HloParser *P, GArray *pending, RcNode **root) {
  RcModule *m = P->m;
  rc_hlo_skip_ws(P);
  uint32_t line = P->line, col = rc_hlo_col(P);
  bool is_root = false;
  if (at_word(P, "ROOT")) {
    is_root = true;
    P->pos += 4;
    rc_hlo_skip_ws(P);
  }
  size_t tstart = P->pos;
  uint32_t nline = P->line, ncol = rc_hlo_col(P);
  size_t nlen;
  bool sigil;
  const char *name = rc_hlo_name(P, &nlen, &sigil, "an instruction name or '}'");
  if (P->m->nfuncs == 1 && P->cur->nnodes == 0) P->mf->sigil = sigil;
  if (reserved_word(name, nlen, sigil))
    rc_hlo_fail(P, nline, ncol, "'%.*s' is a reserved word of HLO text (an element type or a keyword) and cannot "
                "name an instruction", (int)nlen, name);
  const char *vname = rc_hlo_strndup(P, name, nlen);
  rc_hlo_expect(P, '=', "'=' after the instruction name");
  RcType *type = rc_hlo_parse_shape(P);
  if (type->layout && type->rank > 0) P->mf->layouts = true;
  rc_hlo_skip_ws(P);
  uint32_t oline = P->line, ocol = rc_hlo_col(P);
  size_t o0 = P->pos;
  while (P->pos < P->n && (rc_hlo_is_name_char((unsigned char)P->s[P->pos]) && P->s[P->pos] != '.')) P->pos++;
  if (P->pos == o0) {
    char b[64];
    rc_hlo_fail_here(P, "expected an opcode, got %s", rc_hlo_got(P, b, sizeof b));
  }
  const char *opc = P->s + o0;
  size_t oplen = P->pos - o0;
  unsigned slot = ((unsigned)oplen * 7u + (unsigned char)opc[0] * 3u + (unsigned char)opc[oplen - 1]) & 63u;
  RcOp op;
  if (P->opc[slot].len == oplen && !memcmp(P->opc[slot].s, opc, oplen)) {
    op = P->opc[slot].op;
  } else {
    uintptr_t cached = (uintptr_t)rc_hlo_symtab_get(&P->opcodes, opc, oplen);
    if (cached) {
      op = (RcOp)(cached - 1);
    } else {
      op = rc_op_from_hlo(opc, oplen);
      rc_hlo_symtab_put(&P->opcodes, rc_hlo_strndup(P, opc, oplen), oplen, (void *)(uintptr_t)(op + 1));
    }
    if (oplen <= sizeof P->opc[slot].s) {
      memcpy(P->opc[slot].s, opc, oplen);
      P->opc[slot].len = (uint32_t)oplen;
      P->opc[slot].op = op;
    }
  }
  rc_hlo_expect(P, '(', "'(' after the opcode");
  /* Operands go to a small local array; long lists spill into P->ops. */
  enum { LOCAL_OPS = 8 };
  Opnd local[LOCAL_OPS], *ops = local;
  uint32_t nops = 0;
  bool typed_ops = P->mf->inline_types; /* this instruction's style: its first operand's */
  bool has_nested = false;               /* printed with names for its nested instructions */
  RcLiteral *lit = NULL;
  int64_t pnum = -1;
  if (op == RC_OP_CONSTANT) {
    rc_hlo_skip_ws(P);
    if (rc_hlo_peek(P) == ')') rc_hlo_fail_here(P, "expected a constant value, got ')'");
    uint32_t lline = P->line, lcol = rc_hlo_col(P);
    size_t vs, ve;
    rc_hlo_skip_value(P, &vs, &ve);
    lit = rc_hlo_parse_literal(P, type, vs, ve, lline, lcol);
    rc_hlo_expect(P, ')', "')' after the constant value");
  } else if (op == RC_OP_PARAMETER) {
    pnum = param_number(P);
  } else {
    rc_hlo_skip_ws(P);
    if (rc_hlo_peek(P) == ')') {
      P->pos++;
    } else {
      for (;;) {
        if (nops == LOCAL_OPS && ops == local) {
          g_array_set_size(P->ops, 0);
          g_array_append_vals(P->ops, local, LOCAL_OPS);
        }
        if (nops >= LOCAL_OPS) {
          g_array_set_size(P->ops, nops + 1);
          ops = (Opnd *)(void *)P->ops->data;
        }
        operand(P, &ops[nops]);
        has_nested |= ops[nops].nested;
        if (!nops++) typed_ops = ops[0].type != NULL;
        rc_hlo_skip_ws(P);
        int c = rc_hlo_peek(P);
        if (c == ',') {
          P->pos++;
          continue;
        }
        if (c == ')') {
          P->pos++;
          break;
        }
        char b[64];
        rc_hlo_fail_here(P, "expected ',' or ')' after an operand, got %s", rc_hlo_got(P, b, sizeof b));
      }
    }
  }
  /* a dot with operands past lhs and rhs (sparsity metadata) is kept opaque */
  if (op == RC_OP_DOT && nops > 2) op = RC_OP_OPAQUE;
  const RcOpInfo *info = &rc_op_info[op];
  if (op != RC_OP_OPAQUE && info->arity >= 0 && (uint32_t)info->arity != nops)
    rc_hlo_fail(P, oline, ocol, "'%.*s' takes %d operand%s, got %u", (int)oplen, opc, info->arity,
                info->arity == 1 ? "" : "s", nops);
  RcNode *n = rc_node_create(m, op, nops, 1);
  if (!n) rc_hlo_oom(P);
  n->loc.line = nline;
  n->loc.col = ncol;
  if (op == RC_OP_OPAQUE) n->opname = rc_hlo_strndup(P, opc, oplen);
  n->literal = lit;
  RcValue *res = &n->results[0];
  res->type = type;
  res->name = vname;
  rc_func_insert_before(P->cur, n, NULL);
  for (uint32_t i = 0; i < nops; i++) {
    Opnd *o = &ops[i];
    if (o->v) {
      rc_node_set_operand(n, i, o->v);
    } else {
      Pending pd = {n, i, o->line, o->col, rc_hlo_strndup(P, o->name, o->nlen)};
      g_array_append_val(pending, pd);
    }
  }
  size_t tend = P->pos;
  for (;;) {
    rc_hlo_skip_ws(P);
    if (rc_hlo_peek(P) != ',') break;
    P->pos++;
    rc_hlo_parse_attr(P, n);
    tend = P->pos;
  }
  if (op == RC_OP_BROADCAST && nops) rc_hlo_implicit_attrs(P, n, ops[0].v ? ops[0].v->type : ops[0].type);
  rc_hlo_finish_attrs(P, n);
  if (op == RC_OP_OPAQUE && oplen == 11 && !memcmp(opc, "conditional", 11)) conditional_attrs(P, n, oline, ocol);
  /* Most instructions read back exactly as the structural printer spells them:
   * they keep only their style. The rest keep their text. */
  HloModFmt style = {sigil, typed_ops, P->mf->layouts};
  if (has_nested ||
      (!pending->len && rc_hlo_structural_equals(n, &style, pnum, P->scratch, P->typememo, P->s + tstart, tend - tstart))) {
    n->fmtdata = (void *)rc_hlo_style_fmt(style.sigil, style.inline_types, style.layouts);
  } else {
    HloNodeFmt *fd = rc_hlo_alloc(P, sizeof *fd);
    fd->kind = HLO_FMT_TEXT;
    fd->text = rc_hlo_strndup(P, P->s + tstart, tend - tstart);
    fd->len = (uint32_t)(tend - tstart);
    fd->op = (uint16_t)op;
    fd->type = type;
    fd->noperands = n->noperands;
    fd->nattrs = (uint16_t)n->nattrs;
    fd->opsig = rc_hlo_operand_sig(n);
    n->fmtdata = fd;
  }
  RcValue *prev = rc_hlo_names_add(&P->names, res, nlen);
  if (prev)
    rc_hlo_fail(P, nline, ncol, "duplicate name '%%%.*s' (first defined at line %u)", (int)nlen, name,
                prev->def->loc.line);
  if (op == RC_OP_PARAMETER) add_param(P, n, pnum, nline, ncol);
  if (is_root) {
    if (*root)
      rc_hlo_fail(P, line, col, "second ROOT in computation '%s' (the first is '%s' at line %u)", P->cur->name,
                  (*root)->results[0].name, (*root)->loc.line);
    *root = n;
  }
  return n;
}

/* The trailer after a computation's '}': `, execution_thread="NAME"` (the thread a
 * computation runs on, which async-start's async_execution_thread names), kept
 * verbatim in fd->tail. */
static void trailer(HloParser *P, HloFuncData *fd) {
  rc_hlo_skip_ws(P);
  if (rc_hlo_peek(P) != ',') return;
  size_t t0 = P->pos++;
  rc_hlo_skip_ws(P);
  if (!at_word(P, "execution_thread")) {
    char b[64];
    rc_hlo_fail_here(P, "expected 'execution_thread' after ',' closing a computation, got %s", rc_hlo_got(P, b, sizeof b));
  }
  P->pos += strlen("execution_thread");
  rc_hlo_expect(P, '=', "'=' after execution_thread");
  rc_hlo_skip_ws(P);
  if (rc_hlo_peek(P) != '"') {
    char b[64];
    rc_hlo_fail_here(P, "expected a quoted thread name after execution_thread=, got %s", rc_hlo_got(P, b, sizeof b));
  }
  size_t vs, ve;
  rc_hlo_skip_value(P, &vs, &ve);
  fd->tail = rc_hlo_strndup(P, P->s + t0, P->pos - t0);
}

/* computation -> 'ENTRY'? '%'? NAME ( '(' params ')' '->' shape )? '{' instruction* '}' trailer? */
static void computation(HloParser *P, RcFunc **entry) {
  RcModule *m = P->m;
  size_t c0 = P->pos;
  uint32_t line = P->line, col = rc_hlo_col(P);
  bool is_entry = false;
  if (at_word(P, "ENTRY")) {
    is_entry = true;
    P->pos += 5;
  }
  size_t nlen;
  uint32_t nline, ncol;
  rc_hlo_skip_ws(P);
  nline = P->line;
  ncol = rc_hlo_col(P);
  const char *name = rc_hlo_name(P, &nlen, NULL, "a computation name");
  char *fname = rc_hlo_strndup(P, name, nlen);
  RcFunc *dup = g_hash_table_lookup(P->funcs, fname);
  if (dup) rc_hlo_fail(P, nline, ncol, "duplicate computation name '%s'", fname);
  rc_hlo_skip_ws(P);
  /* The signature repeats what the parameters and the ROOT say (kept verbatim in HloFuncData.head).
   * XLA's parser checks its result against the ROOT's shape, and so does the end of this
   * function; its parameter list it reads without comparing (a mismatch there is accepted). */
  GPtrArray *sig = NULL;
  RcType *sig_result = NULL;
  uint32_t sl = P->line, sc = rc_hlo_col(P);
  if (rc_hlo_peek(P) == '(') {
    sig = g_ptr_array_new();
    P->pos++;
    rc_hlo_skip_ws(P);
    while (rc_hlo_peek(P) != ')') {
      if (sig->len) {
        rc_hlo_expect(P, ',', "',' between the parameters of the signature");
        rc_hlo_skip_ws(P);
      }
      size_t pl;
      rc_hlo_name(P, &pl, NULL, "a parameter name");
      rc_hlo_expect(P, ':', "':' after the parameter name");
      g_ptr_array_add(sig, rc_hlo_parse_shape(P));
      rc_hlo_skip_ws(P);
      if (rc_hlo_eof(P)) rc_hlo_fail(P, sl, sc, "unexpected end of input in the signature of '%s': expected ')'", fname);
    }
    P->pos++;
    rc_hlo_skip_ws(P);
    if (!(rc_hlo_peek(P) == '-' && rc_hlo_peek_at(P, 1) == '>')) {
      char b[64];
      rc_hlo_fail_here(P, "expected '->' after the parameter list, got %s", rc_hlo_got(P, b, sizeof b));
    }
    P->pos += 2;
    sig_result = rc_hlo_parse_shape(P);
    P->sig = sig;
  }
  rc_hlo_expect(P, '{', "'{' to open the computation body");
  RcFunc *f = rc_func_create(m, fname, NULL);
  HloFuncData *fd = f ? rc_module_alloc(m, sizeof *fd) : NULL;
  if (!fd) rc_hlo_oom(P);
  fd->head = rc_hlo_strndup(P, P->s + c0, P->pos - c0);
  f->fmtdata = fd;
  f->is_entry = is_entry;
  g_hash_table_insert(P->funcs, (gpointer)f->name, f);
  if (is_entry) {
    if (*entry) rc_hlo_fail(P, line, col, "second ENTRY computation '%s' (the entry is '%s')", fname, (*entry)->name);
    *entry = f;
  }
  P->cur = f;
  rc_hlo_names_free(&P->names);
  GArray *pending = P->pending;
  GPtrArray *params = P->params;
  g_array_set_size(pending, 0);
  g_ptr_array_set_size(params, 0);
  RcNode *root = NULL;
  for (;;) {
    rc_hlo_skip_ws(P);
    if (rc_hlo_eof(P)) rc_hlo_fail_here(P, "unexpected end of input: expected '}' to close computation '%s'", fname);
    if (rc_hlo_peek(P) == '}') {
      P->pos++;
      trailer(P, fd);
      break;
    }
    /* Nothing before this line is read again (the diagnostics keep line numbers). */
    rc_source_release(P->ctx, P->src, P->bol);
    instruction(P, pending, &root);
  }
  for (guint i = 0; i < pending->len; i++) {
    Pending *pd = &g_array_index(pending, Pending, i);
    RcValue *v = lookup(P, pd->name, strlen(pd->name));
    if (v)
      rc_hlo_fail(P, pd->line, pd->col,
                  "'%%%s' is used before its definition at line %u (a cycle, or instructions out of order)", v->name,
                  v->def->loc.line);
    rc_hlo_fail(P, pd->line, pd->col, "undefined value '%%%s'", pd->name);
  }
  for (guint i = 0; i < params->len; i++)
    if (!params->pdata[i])
      rc_hlo_fail(P, line, col, "computation '%s' has no parameter(%u) but has a later parameter number", fname, i);
  f->nparams = params->len;
  f->params = rc_hlo_alloc(P, sizeof(RcNode *) * (params->len ? params->len : 1));
  if (params->len) memcpy(f->params, params->pdata, sizeof(RcNode *) * params->len);
  if (!root) root = f->last;
  if (!root) rc_hlo_fail(P, line, col, "computation '%s' has no instructions", fname);
  if (sig) {
    char b1[128], b2[128];
    if (!loose_equal(sig_result, root->results[0].type))
      rc_hlo_fail(P, sl, sc, "the signature of '%s' returns %s, its ROOT is %s", fname,
                  rc_hlo_type_str(sig_result, b1, sizeof b1), rc_hlo_type_str(root->results[0].type, b2, sizeof b2));
    g_ptr_array_free(sig, TRUE);
    P->sig = NULL;
  }
  RcNode *ret = rc_node_create(m, RC_OP_RETURN, 1, 0);
  if (!ret) rc_hlo_oom(P);
  ret->loc = root->loc;
  rc_func_insert_before(f, ret, NULL);
  rc_node_set_operand(ret, 0, &root->results[0]);
}

/* Resolves computation references. As in XLA's parser, a computation is defined before
 * the first computation that refers to it, which also rules out cycles in the call graph. */
static void resolve(HloParser *P) {
  RcModule *m = P->m;
  GArray *refs = P->refs;
  if (!refs->len) return;
  GHashTable *idx = g_hash_table_new(g_direct_hash, g_direct_equal);
  uint32_t k = 0;
  for (RcFunc *f = m->funcs; f; f = f->next) g_hash_table_insert(idx, f, GUINT_TO_POINTER(++k));
  HloFuncRef *bad = NULL;
  RcFunc *target = NULL;
  for (guint i = 0; i < refs->len && !bad; i++) {
    HloFuncRef *r = &g_array_index(refs, HloFuncRef, i);
    RcFunc *f = g_hash_table_lookup(P->funcs, r->name);
    if (!f) {
      g_hash_table_destroy(idx);
      rc_hlo_fail(P, r->line, r->col, "unknown computation '%s'", r->name);
    }
    if (GPOINTER_TO_UINT(g_hash_table_lookup(idx, f)) >= GPOINTER_TO_UINT(g_hash_table_lookup(idx, r->from))) {
      bad = r;
      target = f;
    }
    if (r->attr >= 0) r->node->attrs[r->attr].u.fn = f;
  }
  g_hash_table_destroy(idx);
  if (bad && target == bad->from)
    rc_hlo_fail(P, bad->line, bad->col, "computation '%s' refers to itself (a cycle in the call graph)", bad->name);
  if (bad)
    rc_hlo_fail(P, bad->line, bad->col,
                "computation '%s' is used before its definition: XLA reads a computation only after the ones "
                "it calls (this is also how a cycle in the call graph shows)",
                bad->name);
}

/* module -> ( 'HloModule' NAME (',' KEY '=' value)* )? stack_frame_index? computation+ */
static void module(HloParser *P) {
  RcModule *m = P->m;
  rc_hlo_skip_ws(P);
  if (at_word(P, "HloModule")) {
    size_t h0 = P->pos;
    P->pos += 9;
    size_t nlen;
    const char *name = rc_hlo_name(P, &nlen, NULL, "a module name");
    m->name = rc_hlo_strndup(P, name, nlen);
    for (;;) {
      size_t save = P->pos;
      uint32_t sl = P->line;
      size_t sb = P->bol;
      rc_hlo_skip_ws(P);
      if (rc_hlo_peek(P) != ',') {
        P->pos = save;
        P->line = sl;
        P->bol = sb;
        break;
      }
      P->pos++;
      rc_hlo_skip_ws(P);
      size_t k0 = P->pos;
      while (P->pos < P->n && rc_hlo_is_name_char((unsigned char)P->s[P->pos])) P->pos++;
      if (P->pos == k0) {
        char b[64];
        rc_hlo_fail_here(P, "expected a module attribute name after ',', got %s", rc_hlo_got(P, b, sizeof b));
      }
      rc_hlo_expect(P, '=', "'=' after the module attribute name");
      size_t vs, ve;
      rc_hlo_skip_value(P, &vs, &ve);
    }
    ((HloModData *)P->mf)->head = rc_hlo_strndup(P, P->s + h0, P->pos - h0);
  }
  rc_hlo_skip_ws(P);
  if (rc_hlo_at_frames(P)) rc_hlo_parse_frames(P);
  RcFunc *entry = NULL;
  for (;;) {
    rc_hlo_skip_ws(P);
    if (rc_hlo_eof(P)) break;
    computation(P, &entry);
  }
  if (!m->funcs)
    rc_hlo_fail_here(P, "expected a computation ('ENTRY %%main {' or 'name {'), got the end of the input");
  if (!entry) entry = m->funcs_last;
  m->entry = entry;
  entry->is_entry = true;
  resolve(P);
}

/* Offset of the first NUL byte or invalid UTF-8 sequence (overlong forms,
 * surrogates and values past U+10FFFF included), or len if there is none. */
static size_t utf8_check(const char *text, size_t len) {
  const unsigned char *s = (const unsigned char *)text;
  size_t i = 0;
  while (i < len) {
    /* fast path: 8 bytes in 0x01..0x7f at a time (a borrow may send a good word to the slow path) */
    while (i + 8 <= len) {
      uint64_t x;
      memcpy(&x, s + i, 8);
      if ((x | (x - 0x0101010101010101ull)) & 0x8080808080808080ull) break;
      i += 8;
    }
    if (i >= len) break;
    unsigned char c = s[i];
    if (c >= 0x01 && c < 0x80) {
      i++;
      continue;
    }
    if (c == 0) return i;
    int n;
    uint32_t cp;
    if (c >= 0xc2 && c <= 0xdf) {
      n = 1;
      cp = c & 0x1f;
    } else if (c >= 0xe0 && c <= 0xef) {
      n = 2;
      cp = c & 0x0f;
    } else if (c >= 0xf0 && c <= 0xf4) {
      n = 3;
      cp = c & 0x07;
    } else {
      return i;
    }
    if (i + (size_t)n >= len) return i;
    for (int k = 1; k <= n; k++) {
      if ((s[i + k] & 0xc0) != 0x80) return i;
      cp = cp << 6 | (s[i + k] & 0x3f);
    }
    if ((n == 2 && (cp < 0x800 || (cp >= 0xd800 && cp <= 0xdfff))) || (n == 3 && (cp < 0x10000 || cp > 0x10ffff)))
      return i;
    i += (size_t)n + 1;
  }
  return len;
}

RcStatus rc_hlo_parse(RcCtx *ctx, const RcSource *src, RcModule **out) {
  *out = NULL;
  if (src->len == 0) {
    rc_diag(ctx, RC_SEV_ERROR, src, 1, 1, "empty input: expected an HLO module");
    return RC_ERR_INPUT;
  }
  if (src->len > UINT32_MAX) {
    rc_diag(ctx, RC_SEV_ERROR, src, 1, 1, "input is larger than 4 GiB");
    return RC_ERR_INPUT;
  }
  size_t off = utf8_check(src->text, src->len);
  if (off < src->len) {
    unsigned char c = (unsigned char)src->text[off];
    if (c == 0)
      rc_diag_at_offset(ctx, src, off, "unexpected NUL byte: the input is binary, not HLO text");
    else
      rc_diag_at_offset(ctx, src, off, "invalid UTF-8 (byte 0x%02x): the input is not HLO text", c);
    return RC_ERR_INPUT;
  }
  RcModule *m = rc_module_create(ctx, RC_FORMAT_HLO, src->file);
  if (!m) return RC_ERR_NOMEM;
  HloModData *md = rc_module_alloc(m, sizeof *md);
  HloModFmt *mf = md ? &md->style : NULL;
  if (!mf) {
    rc_module_free(m);
    return RC_ERR_NOMEM;
  }
  m->fmtdata = mf;
  HloParser *P = g_new0(HloParser, 1);
  P->ctx = ctx;
  P->src = src;
  P->s = src->text; /* the module keeps no pointer into it */
  P->n = src->len;
  P->line = 1;
  P->m = m;
  P->mf = mf;
  P->scratch = g_malloc(sizeof *P->scratch);
  P->typememo = g_new0(HloTypeMemo, 1);
  P->funcs = g_hash_table_new(g_str_hash, g_str_equal);
  P->refs = g_array_new(FALSE, FALSE, sizeof(HloFuncRef));
  P->ops = g_array_new(FALSE, FALSE, sizeof(Opnd));
  P->pending = g_array_new(FALSE, FALSE, sizeof(Pending));
  P->params = g_ptr_array_new();
  RcStatus st = RC_OK;
  if (setjmp(P->fail) == 0)
    module(P);
  else
    st = P->nomem ? RC_ERR_NOMEM : RC_ERR_INPUT;
  if (st == RC_OK && rc_arena_failed(m->arena)) {
    rc_diag(ctx, RC_SEV_ERROR, src, 0, 0, "out of memory while reading the module");
    st = RC_ERR_NOMEM;
  }
  g_hash_table_destroy(P->funcs);
  rc_hlo_names_free(&P->names);
  rc_hlo_symtab_free(&P->types);
  g_array_free(P->refs, TRUE);
  g_array_free(P->ops, TRUE);
  g_array_free(P->pending, TRUE);
  g_ptr_array_free(P->params, TRUE);
  if (P->sig) g_ptr_array_free(P->sig, TRUE);
  rc_hlo_symtab_free(&P->strs);
  rc_hlo_symtab_free(&P->attrsets);
  rc_hlo_symtab_free(&P->intsets);
  g_free(P->attrbuf);
  rc_hlo_symtab_free(&P->opcodes);
  g_free(P->scratch);
  g_free(P->typememo);
  g_free(P);
  if (st != RC_OK) {
    rc_module_free(m);
    return st;
  }
  *out = m;
  return RC_OK;
}
