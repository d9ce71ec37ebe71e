/* The typing rules the reader checks on each op it reads (read_op.c): whether two types agree
 * where both are modelled, an operand's type against its definition, and the rules of the opaque
 * ops it knows between complex numbers and their parts and of reduction bodies. Each check is
 * false after a diagnostic. */
#include <string.h>

#include "formats/stablehlo/sh.h"

/* An opaque type kept as text that names itself wherever it is written: a builtin type other
 * than a tensor (index, i32, vector<4xf32>); a '!' type may be an alias of another spelling. */
static bool spelled_in_full(const RcType *t) {
  return t->kind == RC_TYPE_OPAQUE && t->text && t->text[0] != '!' && strncmp(t->text, "tensor<", 7) != 0;
}

/* Two texts equal but for spaces. */
static bool same_but_spaces(const char *x, const char *y) {
  for (;; x++, y++) {
    while (*x == ' ') x++;
    while (*y == ' ') y++;
    if (*x != *y) return false;
    if (!*x) return true;
  }
}

bool sh_types_match(const RcType *a, const RcType *b) {
  if (!a || !b) return true;
  if (a->kind == RC_TYPE_OPAQUE || b->kind == RC_TYPE_OPAQUE) {
    bool fa = spelled_in_full(a), fb = spelled_in_full(b);
    if (fa && fb) return same_but_spaces(a->text, b->text);
    /* such a type against a tensor, tuple or token the reader models */
    if ((fa && b->kind != RC_TYPE_OPAQUE) || (fb && a->kind != RC_TYPE_OPAQUE)) return false;
    return true;
  }
  if (a->kind != b->kind) return false; /* a tensor, a tuple and a token never match */
  if (a->kind == RC_TYPE_TUPLE) {
    if (a->ntuple != b->ntuple) return false;
    for (int32_t i = 0; i < a->ntuple; i++)
      if (!sh_types_match(a->tuple[i], b->tuple[i])) return false;
    return true;
  }
  bool ma = (a->kind == RC_TYPE_TENSOR && a->dtype < RC_DT_COUNT) || a->kind == RC_TYPE_TOKEN;
  bool mb = (b->kind == RC_TYPE_TENSOR && b->dtype < RC_DT_COUNT) || b->kind == RC_TYPE_TOKEN;
  if (!ma || !mb) return true;
  return rc_type_equal(a, b);
}

bool sh_check_operand_type(ShParser *p, RcNode *n, uint32_t i, const RcType *t, size_t off) {
  RcValue *v = rc_node_operand(n, i);
  if (!v || sh_types_match(v->type, t)) return true;
  return sh_err_at(p, off, "type mismatch: operand %u ('%%%s') has type %s at its definition but %s here", i,
                   v->name ? v->name : "?", v->type->text ? v->type->text : "?", t->text ? t->text : "?");
}

/* Is t a tensor whose element type is a complex number of parts other than f32 and f64
 * (`complex<f16>`, which no StableHLO op takes)? */
static bool odd_complex(const RcType *t) {
  return t && t->kind == RC_TYPE_TENSOR && t->dtype == RC_DT_OPAQUE && t->text && strstr(t->text, "complex<");
}

static const char *tstr(const RcType *t) { return t && t->text ? t->text : "?"; }

/* The typing rules of the opaque ops between complex numbers and their parts (StableHLO
 * spec): complex(lhs, rhs) takes two f32 or f64 tensors of one type and gives the complex
 * tensor of their shape; real and imag take a floating-point or complex tensor and give the
 * tensor of its shape whose elements are the parts. Types the reader does not model pass.
 * False after a diagnostic at the op's name token. */
bool sh_complex_parts(ShParser *p, const RcNode *n, const ShTok *name, const char *ops, size_t opn) {
  bool cplx = sh_ends_with(ops, opn, ".complex"), part = sh_ends_with(ops, opn, ".real") || sh_ends_with(ops, opn, ".imag");
  if ((!cplx && !part) || n->nresults != 1 || n->noperands != (cplx ? 2u : 1u)) return true;
  const RcType *r = n->results[0].type, *a = rc_node_operand(n, 0) ? rc_node_operand(n, 0)->type : NULL;
  if (!a || !r || a->kind != RC_TYPE_TENSOR || r->kind != RC_TYPE_TENSOR) return true;
  if (odd_complex(a) || odd_complex(r))
    return sh_err_tok(p, name, "'%.*s': %s has complex elements of parts other than f32 and f64", (int)opn, ops,
                      odd_complex(a) ? tstr(a) : tstr(r));
  if (a->dtype >= RC_DT_COUNT || r->dtype >= RC_DT_COUNT) return true;
  RcDType want;
  if (cplx) {
    const RcType *b = rc_node_operand(n, 1) ? rc_node_operand(n, 1)->type : NULL;
    if (a->dtype != RC_DT_F32 && a->dtype != RC_DT_F64)
      return sh_err_tok(p, name, "'%.*s' takes f32 or f64 parts, got %s", (int)opn, ops, tstr(a));
    if (b && b->kind == RC_TYPE_TENSOR && b->dtype < RC_DT_COUNT && !sh_types_match(a, b))
      return sh_err_tok(p, name, "'%.*s' takes two parts of one type, got %s and %s", (int)opn, ops, tstr(a), tstr(b));
    want = a->dtype == RC_DT_F32 ? RC_DT_C64 : RC_DT_C128;
  } else {
    if (!rc_dtype_is_float(a->dtype) && rc_dtype_info[a->dtype].cls != RC_DC_COMPLEX)
      return sh_err_tok(p, name, "'%.*s' takes a floating-point or complex tensor, got %s", (int)opn, ops, tstr(a));
    want = a->dtype == RC_DT_C64 ? RC_DT_F32 : a->dtype == RC_DT_C128 ? RC_DT_F64 : a->dtype;
  }
  bool shape = a->rank == r->rank;
  for (int32_t i = 0; shape && i < a->rank; i++)
    shape = a->dims[i] == r->dims[i] || a->dims[i] == RC_DIM_DYNAMIC || r->dims[i] == RC_DIM_DYNAMIC;
  if (r->dtype != want || !shape)
    return sh_err_tok(p, name, "'%.*s' of %s gives a tensor of its shape with %s elements, not %s", (int)opn, ops,
                      tstr(a), rc_dtype_info[want].mlir, tstr(r));
  return true;
}

/* The body of an opaque scatter or reduce_window combines N accumulated values with N new ones:
 * parameters i and N + i and result i have one type (StableHLO's reduction-region rule). False
 * after a diagnostic. */
bool sh_reduction_body(ShParser *p, const RcNode *n, const ShTok *name, const char *ops, size_t opn) {
  if (!(sh_ends_with(ops, opn, ".scatter") || sh_ends_with(ops, opn, ".reduce_window")) || rc_node_nregions(n) != 1)
    return true;
  const RcFunc *body = rc_node_regions(n)[0];
  const RcNode *ret = body->last;
  if (!ret || ret->op != RC_OP_RETURN) return true;
  uint32_t k = ret->noperands;
  if (body->nparams != 2 * k)
    return sh_err_tok(p, name, "'%.*s': its body takes %u parameters for the %u values it returns (two per value)",
                      (int)opn, ops, body->nparams, k);
  for (uint32_t i = 0; i < k; i++) {
    const RcType *a = body->params[i]->results[0].type, *b = body->params[k + i]->results[0].type;
    const RcValue *rv = rc_node_operand(ret, i);
    const RcType *r = rv ? rv->type : NULL;
    if (!sh_types_match(a, b) || !sh_types_match(a, r))
      return sh_err_tok(p, name, "'%.*s': its body's parameters %u and %u and its result %u have one type, got %s, %s "
                        "and %s", (int)opn, ops, i, k + i, i, tstr(a), tstr(b), tstr(r));
  }
  return true;
}
