/* The spelling of one StableHLO op from the IR in the pretty form (generic form for ops
 * without one), with its names, types, attributes and literals. The writer prints nodes
 * without a usable template with it (and their regions' bodies through ShSpeller.body); the
 * reader compares an op's text with it to keep the text only where it says more than the IR. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "formats/stablehlo/sh.h"
#include "formats/format.h"
#include "fused/fused.h"
#include "numerics/numerics.h"

typedef ShSpeller W;

void sh_spell_put(W *w, const char *s) { rc_w_puts(w->w, s); }
void sh_spell_putn(W *w, const char *s, size_t n) { rc_w_put(w->w, s, n); }
void sh_spell_indent(W *w, int n) {
  for (int i = 0; i < n; i++) rc_w_putc(w->w, ' ');
}

/* ---- names ---- */

static void collect_names(GHashTable *used, const RcFunc *f) {
  rc_func_for_each(f, n) {
    for (uint32_t i = 0; i < n->nresults; i++) {
      const char *nm = n->results[i].name;
      if (!nm) continue;
      const char *h = strchr(nm, '#');
      g_hash_table_add(used, h ? g_strndup(nm, (size_t)(h - nm)) : g_strdup(nm));
    }
    for (uint32_t r = 0; r < rc_node_nregions(n); r++) collect_names(used, rc_node_regions(n)[r]);
  }
}

static const char *invent(W *w, const void *key) {
  if (!w->fresh) {
    w->unnamed = true;
    return "?";
  }
  const char *hit = g_hash_table_lookup(w->fresh, key);
  if (hit) return hit;
  if (!w->used) {
    w->used = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
    for (RcFunc *f = w->m->funcs; f; f = f->next) collect_names(w->used, f);
  }
  char buf[32];
  do snprintf(buf, sizeof buf, "v%u", w->counter++);
  while (g_hash_table_contains(w->used, buf));
  g_hash_table_add(w->used, g_strdup(buf));
  char *s = g_strdup(buf);
  g_hash_table_insert(w->fresh, (gpointer)key, s);
  return s;
}

const char *sh_spell_vname(W *w, const RcValue *v) {
  if (!v) return "<null>";
  if (v->name) return v->name;
  if (v->def && v->def->nresults > 1 && w->fresh) {
    const char *hit = g_hash_table_lookup(w->fresh, v);
    if (hit) return hit;
    const char *base = invent(w, v->def);
    char *s = g_strdup_printf("%s#%u", base, v->index);
    g_hash_table_insert(w->fresh, (gpointer)v, s);
    return s;
  }
  return invent(w, v);
}

void sh_spell_use(W *w, const RcValue *v) {
  rc_w_putc(w->w, '%');
  sh_spell_put(w, sh_spell_vname(w, v));
}

void sh_spell_print_results(W *w, const RcNode *n) {
  for (uint32_t i = 0; i < n->nresults;) {
    if (i) sh_spell_put(w, ", ");
    const char *nm = sh_spell_vname(w, &n->results[i]);
    const char *h = strchr(nm, '#');
    if (h && !strcmp(h, "#0")) {
      size_t bl = (size_t)(h - nm);
      uint32_t k = 1;
      char want[48];
      while (i + k < n->nresults) {
        const char *o = sh_spell_vname(w, &n->results[i + k]);
        snprintf(want, sizeof want, "#%u", k);
        if (strncmp(o, nm, bl) || strcmp(o + bl, want)) break;
        k++;
      }
      rc_w_putc(w->w, '%');
      sh_spell_putn(w, nm, bl);
      rc_w_printf(w->w, ":%u", k);
      i += k;
      continue;
    }
    sh_spell_use(w, &n->results[i]);
    i++;
  }
  if (n->nresults) sh_spell_put(w, " = ");
}

/* ---- types, symbols, strings, attributes ---- */

void sh_spell_type(W *w, const RcType *t) {
  if (!t) {
    sh_spell_put(w, "none");
    return;
  }
  if (t->text) {
    sh_spell_put(w, t->text);
    return;
  }
  switch (t->kind) {
  case RC_TYPE_TENSOR:
    sh_spell_put(w, "tensor<");
    for (int32_t i = 0; i < t->rank; i++) {
      if (t->dims[i] == RC_DIM_DYNAMIC) rc_w_putc(w->w, '?');
      else rc_w_i64(w->w, t->dims[i]);
      rc_w_putc(w->w, 'x');
    }
    sh_spell_put(w, t->dtype < RC_DT_COUNT ? rc_dtype_info[t->dtype].mlir : "none");
    rc_w_putc(w->w, '>');
    return;
  case RC_TYPE_TUPLE:
    sh_spell_put(w, "tuple<");
    for (int32_t i = 0; i < t->ntuple; i++) {
      if (i) sh_spell_put(w, ", ");
      sh_spell_type(w, t->tuple[i]);
    }
    rc_w_putc(w->w, '>');
    return;
  case RC_TYPE_TOKEN: sh_spell_put(w, "!stablehlo.token"); return;
  case RC_TYPE_OPAQUE: sh_spell_put(w, "none"); return;
  }
}

void sh_spell_symbol(W *w, const char *name) {
  bool bare = name[0] && (g_ascii_isalpha(name[0]) || name[0] == '_');
  for (const char *c = name; *c && bare; c++)
    bare = g_ascii_isalnum(*c) || *c == '_' || *c == '$' || *c == '.';
  rc_w_putc(w->w, '@');
  if (bare) {
    sh_spell_put(w, name);
    return;
  }
  rc_w_putc(w->w, '"');
  sh_spell_put(w, name);
  rc_w_putc(w->w, '"');
}

static void string(W *w, const char *s) {
  rc_w_putc(w->w, '"');
  for (const unsigned char *c = (const unsigned char *)s; *c; c++) {
    if (*c == '"' || *c == '\\') {
      rc_w_putc(w->w, '\\');
      rc_w_putc(w->w, (char)*c);
    } else if (*c < 0x20 || *c == 0x7f) {
      rc_w_printf(w->w, "\\%02X", *c);
    } else {
      rc_w_putc(w->w, (char)*c);
    }
  }
  rc_w_putc(w->w, '"');
}

static void ints(W *w, const RcAttr *a) {
  rc_w_putc(w->w, '[');
  if (a && a->kind == RC_ATTR_INTS)
    for (uint32_t i = 0; i < a->u.ints.n; i++) {
      if (i) sh_spell_put(w, ", ");
      rc_w_i64(w->w, a->u.ints.v[i]);
    }
  rc_w_putc(w->w, ']');
}

/* An attribute value in dictionary syntax. */
static void attr_value(W *w, const RcAttr *a) {
  if (a->raw && a->kind != RC_ATTR_FUNC) {
    sh_spell_put(w, a->raw);
    return;
  }
  switch (a->kind) {
  case RC_ATTR_RAW: break;
  case RC_ATTR_INT: rc_w_i64(w->w, a->u.i); sh_spell_put(w, " : i64"); break;
  case RC_ATTR_FLOAT: rc_w_printf(w->w, "%.17e : f64", a->u.f); break;
  case RC_ATTR_BOOL: sh_spell_put(w, a->u.b ? "true" : "false"); break;
  case RC_ATTR_STR: string(w, a->u.s ? a->u.s : ""); break;
  case RC_ATTR_INTS:
    sh_spell_put(w, "array<i64");
    for (uint32_t i = 0; i < a->u.ints.n; i++) {
      sh_spell_put(w, i ? ", " : ": ");
      rc_w_i64(w->w, a->u.ints.v[i]);
    }
    rc_w_putc(w->w, '>');
    break;
  case RC_ATTR_FUNC:
    if (a->u.fn && a->u.fn->name) sh_spell_symbol(w, a->u.fn->name);
    else if (a->raw) sh_spell_put(w, a->raw);
    break;
  case RC_ATTR_ENUM: sh_spell_put(w, a->u.s ? a->u.s : ""); break;
  }
}

static bool name_in(const char *name, const char *const *list) {
  for (; list && *list; list++)
    if (!strcmp(name, *list)) return true;
  return false;
}

/* ` {a = 1, b}` of the attributes not spelled by the op's own syntax; nothing when none. */
static void attr_dict(W *w, const RcNode *n, const char *const *skip, bool composite) {
  bool any = false;
  for (uint32_t i = 0; i < n->nattrs; i++) {
    const RcAttr *a = &n->attrs[i];
    if (name_in(a->name, skip)) continue;
    sh_spell_put(w, any ? ", " : " {");
    any = true;
    sh_spell_put(w, composite && !strcmp(a->name, "to_apply") ? "decomposition" : a->name);
    if (a->kind == RC_ATTR_RAW && !a->raw) continue;
    sh_spell_put(w, " = ");
    attr_value(w, a);
  }
  if (any) rc_w_putc(w->w, '}');
}

/* ---- literals ---- */

static void elem(W *w, RcDType dt, const RcLiteral *lit, int64_t i) {
  const void *d = lit->data;
  char buf[64];
  switch (dt) {
  case RC_DT_PRED: sh_spell_put(w, ((const uint8_t *)d)[i] ? "true" : "false"); return;
  case RC_DT_S8: rc_w_i64(w->w, ((const int8_t *)d)[i]); return;
  case RC_DT_S16: rc_w_i64(w->w, ((const int16_t *)d)[i]); return;
  case RC_DT_S32: rc_w_i64(w->w, ((const int32_t *)d)[i]); return;
  case RC_DT_S64: rc_w_i64(w->w, ((const int64_t *)d)[i]); return;
  case RC_DT_U8: rc_w_i64(w->w, ((const uint8_t *)d)[i]); return;
  case RC_DT_U16: rc_w_i64(w->w, ((const uint16_t *)d)[i]); return;
  case RC_DT_U32: rc_w_i64(w->w, ((const uint32_t *)d)[i]); return;
  case RC_DT_U64: rc_w_printf(w->w, "%llu", (unsigned long long)((const uint64_t *)d)[i]); return;
  case RC_DT_F32: {
    float f = ((const float *)d)[i];
    uint32_t b;
    memcpy(&b, &f, 4);
    if (!isfinite(f)) {
      rc_w_printf(w->w, "0x%08X", b);
      return;
    }
    snprintf(buf, sizeof buf, "%.6e", (double)f);
    float g = strtof(buf, NULL);
    if (memcmp(&f, &g, 4)) snprintf(buf, sizeof buf, "%.9e", (double)f);
    sh_spell_put(w, buf);
    return;
  }
  case RC_DT_F64: {
    double f = ((const double *)d)[i];
    uint64_t b;
    memcpy(&b, &f, 8);
    if (!isfinite(f)) {
      rc_w_printf(w->w, "0x%016llX", (unsigned long long)b);
      return;
    }
    snprintf(buf, sizeof buf, "%.6e", f);
    if (strtod(buf, NULL) != f || signbit(strtod(buf, NULL)) != signbit(f)) snprintf(buf, sizeof buf, "%.17e", f);
    sh_spell_put(w, buf);
    return;
  }
  case RC_DT_BF16:
  case RC_DT_F16: {
    uint16_t b = ((const uint16_t *)d)[i];
    double v;
    rc_literal_get_f64(lit, i, &v);
    if (!isfinite(v)) {
      rc_w_printf(w->w, "0x%04X", b);
      return;
    }
    snprintf(buf, sizeof buf, "%.6e", v);
    double back = strtod(buf, NULL);
    uint16_t bb = dt == RC_DT_BF16 ? rc_num_f64_to_bf16(back) : rc_num_f64_to_f16(back);
    if (bb != b) snprintf(buf, sizeof buf, "%.9e", v);
    sh_spell_put(w, buf);
    return;
  }
  default: sh_spell_put(w, "0"); return;
  }
}

static void literal(W *w, const RcLiteral *lit, const RcType *t) {
  if (lit->raw && !strncmp(lit->raw, "dense", 5)) {
    sh_spell_put(w, lit->raw);
    return;
  }
  sh_spell_put(w, "dense<");
  if (lit->splat || lit->count == 1 || !t || t->kind != RC_TYPE_TENSOR || t->rank == 0 ||
      rc_type_numel(t) != lit->count) {
    if (lit->splat || lit->count == 1) {
      elem(w, lit->dtype, lit, 0);
    } else {
      rc_w_putc(w->w, '[');
      for (int64_t i = 0; i < lit->count; i++) {
        if (i) sh_spell_put(w, ", ");
        elem(w, lit->dtype, lit, i);
      }
      rc_w_putc(w->w, ']');
    }
    rc_w_putc(w->w, '>');
    return;
  }
  int32_t r = t->rank;
  int64_t span[64];
  int64_t s = 1;
  for (int32_t k = r - 1; k >= 0; k--) {
    s *= t->dims[k];
    span[k] = s; /* elements under one bracket of level k */
  }
  for (int64_t i = 0; i < lit->count; i++) {
    for (int32_t k = 0; k < r; k++)
      if (i % span[k] == 0) rc_w_putc(w->w, '[');
    elem(w, lit->dtype, lit, i);
    for (int32_t k = r - 1; k >= 0; k--)
      if ((i + 1) % span[k] == 0) rc_w_putc(w->w, ']');
    if (i + 1 < lit->count) sh_spell_put(w, ", ");
  }
  rc_w_putc(w->w, '>');
}

/* ---- operations ---- */


void sh_spell_param(W *w, const RcNode *pn) {
  sh_spell_use(w, &pn->results[0]);
  const ShParamData *pd = sh_node_param(pn);
  if (pd && pd->tail) {
    sh_spell_put(w, pd->tail);
  } else {
    sh_spell_put(w, ": ");
    sh_spell_type(w, pn->results[0].type);
  }
}

/* A block header line: `label(%a: T, ...):` (no parentheses without parameters). */
void sh_spell_block_label(W *w, const char *label, const RcFunc *f, int ind) {
  sh_spell_indent(w, ind);
  sh_spell_put(w, label);
  if (f->nparams) {
    rc_w_putc(w->w, '(');
    for (uint32_t i = 0; i < f->nparams; i++) {
      if (i) sh_spell_put(w, ", ");
      sh_spell_param(w, f->params[i]);
    }
    rc_w_putc(w->w, ')');
  }
  sh_spell_put(w, ":\n");
}

/* `{` [^bb0(args):] ops `}` with the ops at ind + 2 and the braces' line at ind. */
void sh_spell_region(W *w, const RcFunc *rf, int ind, bool header) {
  sh_spell_put(w, "{\n");
  const ShRegionData *rd = rf->fmtdata;
  if ((rd && rd->label) || (!rd && header && rf->nparams))
    sh_spell_block_label(w, rd && rd->label ? rd->label : "^bb0", rf, ind);
  if (w->body) w->body(w, rf, ind + 2);
  sh_spell_indent(w, ind);
  rc_w_putc(w->w, '}');
}

static void operands(W *w, const RcNode *n, uint32_t from, uint32_t to) {
  for (uint32_t i = from; i < to; i++) {
    if (i > from) sh_spell_put(w, ", ");
    sh_spell_use(w, rc_node_operand(n, i));
  }
}

void sh_spell_type_list(W *w, const RcValue *vals, uint32_t nv, const RcNode *opn, bool results) {
  for (uint32_t i = 0; i < nv; i++) {
    if (i) sh_spell_put(w, ", ");
    const RcValue *v = results ? &vals[i] : rc_node_operand(opn, i);
    sh_spell_type(w, v ? v->type : NULL);
  }
}

/* `(T, T) -> R`, `(T) -> (R1, R2)`, `() -> ()` */
static void fn_type(W *w, const RcNode *n) {
  rc_w_putc(w->w, '(');
  sh_spell_type_list(w, NULL, n->noperands, n, false);
  sh_spell_put(w, ") -> ");
  if (n->nresults == 1) {
    sh_spell_type(w, n->results[0].type);
    return;
  }
  rc_w_putc(w->w, '(');
  sh_spell_type_list(w, n->results, n->nresults, n, true);
  rc_w_putc(w->w, ')');
}

static bool all_same_type(const RcNode *n) {
  if (n->nresults != 1 || !n->results[0].type) return false;
  for (uint32_t i = 0; i < n->noperands; i++) {
    const RcValue *v = rc_node_operand(n, i);
    if (!v || !v->type || !rc_type_equal(v->type, n->results[0].type)) return false;
    if ((v->type->text || n->results[0].type->text) &&
        !(v->type->text && n->results[0].type->text && !strcmp(v->type->text, n->results[0].type->text)))
      return false;
  }
  return true;
}

/* select's short form needs both value operands to have the result's type. */
static bool select_short(const RcNode *n) {
  const RcType *r = n->results[0].type;
  if (!r || !rc_node_operand(n, 0) || !rc_node_operand(n, 0)->type) return false;
  for (uint32_t i = 1; i < 3; i++) {
    const RcValue *v = rc_node_operand(n, i);
    if (!v || !v->type || !rc_type_equal(v->type, r)) return false;
    if ((v->type->text || r->text) && !(v->type->text && r->text && !strcmp(v->type->text, r->text))) return false;
  }
  return true;
}

/* The reducer is one binary op over (p_j, p_k+j) for every j: printable as `applies`. */
static RcOp applies_op(const RcNode *n) {
  if (rc_node_nregions(n) != 1 || n->noperands % 2 || !n->noperands) return RC_OP_OPAQUE;
  const RcFunc *rf = rc_node_regions(n)[0];
  uint32_t k = n->noperands / 2;
  if (rf->nparams != 2 * k || rf->nnodes != 3 * k + 1) return RC_OP_OPAQUE;
  const RcNode *ret = rf->last;
  if (!ret || ret->op != RC_OP_RETURN || ret->noperands != k) return RC_OP_OPAQUE;
  RcOp op = RC_OP_OPAQUE;
  for (uint32_t j = 0; j < k; j++) {
    const RcValue *v = rc_node_operand(ret, j);
    if (!v || !v->def || v->def->func != rf || rc_op_info[v->def->op].arity != 2 || !(rc_op_info[v->def->op].flags & RC_F_ELEM))
      return RC_OP_OPAQUE;
    const RcNode *b = v->def;
    if (op != RC_OP_OPAQUE && b->op != op) return RC_OP_OPAQUE;
    op = b->op;
    if (rc_node_operand(b, 0) != &rf->params[j]->results[0] || rc_node_operand(b, 1) != &rf->params[k + j]->results[0] ||
        sh_node_loc(b) || b->nattrs)
      return RC_OP_OPAQUE;
  }
  return op;
}

static const char *spelling(const RcNode *n) {
  RcOp op = rc_format_read_op(n);
  switch (op) {
  case RC_OP_RETURN:
    if (n->opname) return n->opname;
    return n->func && n->func->parent ? "stablehlo.return" : "return";
  case RC_OP_CALL: return n->opname && !strcmp(n->opname, "func.call") ? "func.call" : "call";
  default:
    /* A twin from another dialect (twins.def) keeps its spelling where its pretty syntax is
     * the StableHLO one (constants and elementwise ops); others print in StableHLO syntax. */
    if (n->opname && (op == RC_OP_CONSTANT || (rc_op_info[op].flags & RC_F_ELEM)) &&
        strcmp(n->opname, rc_op_info[op].stablehlo) && sh_is_twin_spelling(n->opname, op))
      return n->opname;
    return rc_op_info[op].stablehlo;
  }
}

static void generic(W *w, const RcNode *n, int ind) {
  RcOp op = rc_format_read_op(n);
  const char *nm = n->opname ? n->opname : op != RC_OP_OPAQUE && rc_op_info[op].stablehlo[0] ? rc_op_info[op].stablehlo : NULL;
  char buf[96];
  if (!nm) {
    snprintf(buf, sizeof buf, "recompose.%s", rc_op_info[n->op].name);
    for (char *c = buf; *c; c++) *c = (char)g_ascii_tolower(*c);
    nm = buf;
  }
  string(w, nm);
  rc_w_putc(w->w, '(');
  operands(w, n, 0, n->noperands);
  rc_w_putc(w->w, ')');
  if (rc_node_nregions(n)) {
    sh_spell_put(w, " (");
    for (uint32_t r = 0; r < rc_node_nregions(n); r++) {
      if (r) sh_spell_put(w, ", ");
      sh_spell_region(w, rc_node_regions(n)[r], ind, true);
    }
    rc_w_putc(w->w, ')');
  }
  attr_dict(w, n, NULL, false);
  sh_spell_put(w, " : ");
  fn_type(w, n);
}

/* A fused call built by a rewrite: a composite naming its op, with the config as its
 * attributes and its decomposition, or a custom call of the op's target with the config
 * string (api_version 3, the legacy ABI) or XLA's typed-FFI dictionary (api_version 4);
 * then the attributes it inherits (metadata). */
static void fused_call(W *w, const RcNode *n, const RcFusedCall *fc) {
  bool composite = fc->form == RC_FUSED_COMPOSITE;
  if (composite) {
    sh_spell_put(w, "stablehlo.composite ");
    string(w, fc->op->target);
    rc_w_putc(w->w, ' ');
    operands(w, n, 0, n->noperands);
    sh_spell_put(w, " {composite_attributes = ");
    sh_spell_put(w, fc->dict ? fc->dict : "{}");
  } else {
    sh_spell_put(w, "stablehlo.custom_call ");
    sh_spell_symbol(w, fc->op->target);
    rc_w_putc(w->w, '(');
    operands(w, n, 0, n->noperands);
    sh_spell_put(w, ") {backend_config = ");
    if (fc->form == RC_FUSED_TYPED_FFI) {
      GString *dict = g_string_new(NULL);
      sh_spell_put(w, fc->ffi_dict ? fc->ffi_dict : rc_fused_config_dict(fc->config, dict) ? dict->str : "{}");
      g_string_free(dict, TRUE);
      sh_spell_put(w, ", api_version = 4 : i32");
    } else {
      rc_w_putc(w->w, '"');
      sh_spell_put(w, fc->config);
      sh_spell_put(w, "\", api_version = 3 : i32");
    }
  }
  for (uint32_t i = 0; i < n->nattrs; i++) {
    const RcAttr *a = &n->attrs[i];
    sh_spell_put(w, ", ");
    sh_spell_put(w, composite && !strcmp(a->name, "to_apply") ? "decomposition" : a->name);
    if (a->kind == RC_ATTR_RAW && !a->raw) continue;
    sh_spell_put(w, " = ");
    attr_value(w, a);
  }
  sh_spell_put(w, "} : ");
  fn_type(w, n);
}

/* The pretty forms of the modelled ops (sh_spell_structural). Each spell_* function prints n in its
 * op's pretty form and returns true, or returns false when n does not fit that form (the caller
 * then prints the generic form); spell_reduce does so after the part before its reducer.
 * The attributes each pretty form spells itself (attr_dict leaves them out): */
static const char *const k_dims[] = {"dimensions", NULL}, *const k_reduce[] = {"dimensions", "applies", NULL},
                        *const k_iota[] = {"iota_dimension", NULL}, *const k_index[] = {"index", NULL},
                        *const k_cmp[] = {"direction", "compare_type", NULL},
                        *const k_cc[] = {"custom_call_target", NULL},
                        *const k_call[] = {"to_apply", NULL},
                        *const k_slice[] = {"slice_starts", "slice_limits", "slice_strides", NULL},
                        *const k_pad[] = {"padding_low", "padding_high", "padding_interior", NULL},
                        *const k_dot[] = {"lhs_batch_dims", "rhs_batch_dims", "lhs_contracting_dims",
                                          "rhs_contracting_dims", "precision", "algorithm", NULL},
                        *const k_prec[] = {"precision", NULL};

/* return -> NAME [operands ':' types] */
static bool spell_return(W *w, const RcNode *n, const char *sp) {
  sh_spell_put(w, sp);
  if (n->noperands) {
    rc_w_putc(w->w, ' ');
    operands(w, n, 0, n->noperands);
    sh_spell_put(w, " : ");
    sh_spell_type_list(w, NULL, n->noperands, n, false);
  }
  return true;
}

/* constant -> NAME [attrs] literal ':' type */
static bool spell_constant(W *w, const RcNode *n, const char *sp) {
  if (!n->literal) return false;
  sh_spell_put(w, sp);
  attr_dict(w, n, NULL, false);
  rc_w_putc(w->w, ' ');
  literal(w, n->literal, n->results[0].type);
  sh_spell_put(w, " : ");
  sh_spell_type(w, n->results[0].type);
  return true;
}

/* erf, erfc, square (chlo) -> NAME operand [attrs] ':' type '->' type */
static bool spell_unary_fn(W *w, const RcNode *n, const char *sp) {
  sh_spell_put(w, sp);
  rc_w_putc(w->w, ' ');
  sh_spell_use(w, rc_node_operand(n, 0));
  attr_dict(w, n, NULL, false);
  sh_spell_put(w, " : ");
  sh_spell_type(w, rc_node_operand(n, 0) ? rc_node_operand(n, 0)->type : NULL);
  sh_spell_put(w, " -> ");
  sh_spell_type(w, n->results[0].type);
  return true;
}

/* compare -> NAME direction ',' operands [',' compare_type] [attrs] ':' fn_type */
static bool spell_compare(W *w, const RcNode *n, const char *sp) {
  const RcAttr *d = rc_node_attr(n, "direction"), *ct = rc_node_attr(n, "compare_type");
  if (!d || d->kind != RC_ATTR_ENUM) return false;
  sh_spell_put(w, sp);
  sh_spell_put(w, "  ");
  sh_spell_put(w, d->u.s);
  sh_spell_put(w, ", ");
  operands(w, n, 0, 2);
  if (ct && ct->kind == RC_ATTR_ENUM) {
    sh_spell_put(w, ",  ");
    sh_spell_put(w, ct->u.s);
  }
  attr_dict(w, n, k_cmp, false);
  sh_spell_put(w, " : ");
  fn_type(w, n);
  return true;
}

/* broadcast, transpose -> NAME operands ', dims = ' ints [attrs] ':' fn_type;
 * concatenate -> NAME operands ', dim = ' INT [attrs] ':' fn_type */
static bool spell_dims(W *w, const RcNode *n, const char *sp) {
  const RcAttr *d = rc_node_attr(n, "dimensions");
  if (!d || d->kind != RC_ATTR_INTS || (n->op == RC_OP_CONCATENATE && d->u.ints.n != 1)) return false;
  sh_spell_put(w, sp);
  rc_w_putc(w->w, ' ');
  operands(w, n, 0, n->noperands);
  if (n->op == RC_OP_CONCATENATE) {
    sh_spell_put(w, ", dim = ");
    rc_w_i64(w->w, d->u.ints.v[0]);
  } else {
    sh_spell_put(w, ", dims = ");
    ints(w, d);
  }
  attr_dict(w, n, k_dims, false);
  sh_spell_put(w, " : ");
  fn_type(w, n);
  return true;
}

/* iota -> NAME 'dim = ' INT [attrs] ':' type */
static bool spell_iota(W *w, const RcNode *n, const char *sp) {
  const RcAttr *d = rc_node_attr(n, "iota_dimension");
  if (!d || d->kind != RC_ATTR_INT) return false;
  sh_spell_put(w, sp);
  sh_spell_put(w, " dim = ");
  rc_w_i64(w->w, d->u.i);
  attr_dict(w, n, k_iota, false);
  sh_spell_put(w, " : ");
  sh_spell_type(w, n->results[0].type);
  return true;
}

/* get_tuple_element -> NAME operand '[' INT ']' [attrs] ':' fn_type */
static bool spell_get_tuple_element(W *w, const RcNode *n, const char *sp) {
  const RcAttr *d = rc_node_attr(n, "index");
  if (!d || d->kind != RC_ATTR_INT) return false;
  sh_spell_put(w, sp);
  rc_w_putc(w->w, ' ');
  sh_spell_use(w, rc_node_operand(n, 0));
  rc_w_printf(w->w, "[%lld]", (long long)d->u.i);
  attr_dict(w, n, k_index, false);
  sh_spell_put(w, " : ");
  fn_type(w, n);
  return true;
}

/* tuple -> NAME operands [attrs] ':' type */
static bool spell_tuple(W *w, const RcNode *n, const char *sp) {
  sh_spell_put(w, sp);
  rc_w_putc(w->w, ' ');
  operands(w, n, 0, n->noperands);
  attr_dict(w, n, NULL, false);
  sh_spell_put(w, " : ");
  sh_spell_type(w, n->results[0].type);
  return true;
}

/* slice -> NAME operand '[' start:limit[:stride] (',' ...)* ']' [attrs] ':' fn_type */
static bool spell_slice(W *w, const RcNode *n, const char *sp) {
  const RcAttr *a = rc_node_attr(n, "slice_starts"), *b = rc_node_attr(n, "slice_limits"),
               *c = rc_node_attr(n, "slice_strides");
  if (!a || !b || a->kind != RC_ATTR_INTS || b->kind != RC_ATTR_INTS || a->u.ints.n != b->u.ints.n ||
      (c && (c->kind != RC_ATTR_INTS || c->u.ints.n != a->u.ints.n)))
    return false;
  sh_spell_put(w, sp);
  rc_w_putc(w->w, ' ');
  sh_spell_use(w, rc_node_operand(n, 0));
  sh_spell_put(w, " [");
  for (uint32_t i = 0; i < a->u.ints.n; i++) {
    if (i) sh_spell_put(w, ", ");
    rc_w_printf(w->w, "%lld:%lld", (long long)a->u.ints.v[i], (long long)b->u.ints.v[i]);
    if (c && c->u.ints.v[i] != 1) rc_w_printf(w->w, ":%lld", (long long)c->u.ints.v[i]);
  }
  rc_w_putc(w->w, ']');
  attr_dict(w, n, k_slice, false);
  sh_spell_put(w, " : ");
  fn_type(w, n);
  return true;
}

/* pad -> NAME operands ', low = ' ints ', high = ' ints ', interior = ' ints [attrs] ':' fn_type */
static bool spell_pad(W *w, const RcNode *n, const char *sp) {
  const RcAttr *a = rc_node_attr(n, "padding_low"), *b = rc_node_attr(n, "padding_high"),
               *c = rc_node_attr(n, "padding_interior");
  if (!a || !b || !c) return false;
  sh_spell_put(w, sp);
  rc_w_putc(w->w, ' ');
  operands(w, n, 0, 2);
  sh_spell_put(w, ", low = ");
  ints(w, a);
  sh_spell_put(w, ", high = ");
  ints(w, b);
  sh_spell_put(w, ", interior = ");
  ints(w, c);
  attr_dict(w, n, k_pad, false);
  sh_spell_put(w, " : ");
  fn_type(w, n);
  return true;
}

/* dot_general -> NAME operands [', batching_dims = ' ints ' x ' ints] ', contracting_dims = ' ints ' x ' ints
 *   [', precision = ' ...] [', algorithm = ' ...] [attrs] ':' fn_type */
static bool spell_dot_general(W *w, const RcNode *n, const char *sp) {
  const RcAttr *lb = rc_node_attr(n, "lhs_batch_dims"), *rb = rc_node_attr(n, "rhs_batch_dims"),
               *lc = rc_node_attr(n, "lhs_contracting_dims"), *rcn = rc_node_attr(n, "rhs_contracting_dims"),
               *pr = rc_node_attr(n, "precision"), *al = rc_node_attr(n, "algorithm");
  if (!lc || !rcn) return false;
  sh_spell_put(w, sp);
  rc_w_putc(w->w, ' ');
  operands(w, n, 0, 2);
  if (lb && rb && lb->kind == RC_ATTR_INTS && lb->u.ints.n) {
    sh_spell_put(w, ", batching_dims = ");
    ints(w, lb);
    sh_spell_put(w, " x ");
    ints(w, rb);
  }
  sh_spell_put(w, ", contracting_dims = ");
  ints(w, lc);
  sh_spell_put(w, " x ");
  ints(w, rcn);
  if (pr && pr->raw) {
    sh_spell_put(w, ", precision = ");
    sh_spell_put(w, pr->raw);
  }
  if (al && al->raw) {
    sh_spell_put(w, ", algorithm = ");
    sh_spell_put(w, al->raw);
  }
  attr_dict(w, n, k_dot, false);
  sh_spell_put(w, " : ");
  fn_type(w, n);
  return true;
}

/* dot -> NAME operands [', precision = ' ...] [attrs] ':' fn_type */
static bool spell_dot(W *w, const RcNode *n, const char *sp) {
  const RcAttr *pr = rc_node_attr(n, "precision");
  sh_spell_put(w, sp);
  rc_w_putc(w->w, ' ');
  operands(w, n, 0, 2);
  if (pr && pr->raw) {
    sh_spell_put(w, ", precision = ");
    sh_spell_put(w, pr->raw);
  }
  attr_dict(w, n, k_prec, false);
  sh_spell_put(w, " : ");
  fn_type(w, n);
  return true;
}

/* reduce -> NAME ('(' x ' init: ' y ')')+ [' applies ' OP] ' across dimensions = ' ints [attrs]
 *   ':' fn_type [reducer region] */
static bool spell_reduce(W *w, const RcNode *n, const char *sp, int ind) {
  const RcAttr *d = rc_node_attr(n, "dimensions");
  if (!d || d->kind != RC_ATTR_INTS || rc_node_nregions(n) != 1 || n->noperands % 2 || !n->noperands ||
      n->nresults * 2 != n->noperands)
    return false;
  uint32_t k = n->noperands / 2;
  sh_spell_put(w, sp);
  for (uint32_t j = 0; j < k; j++) {
    sh_spell_put(w, j ? ", (" : "(");
    sh_spell_use(w, rc_node_operand(n, j));
    sh_spell_put(w, " init: ");
    sh_spell_use(w, rc_node_operand(n, k + j));
    rc_w_putc(w->w, ')');
  }
  RcOp ap = applies_op(n);
  if (ap != RC_OP_OPAQUE) {
    sh_spell_put(w, " applies ");
    sh_spell_put(w, rc_op_info[ap].stablehlo);
  }
  sh_spell_put(w, " across dimensions = ");
  ints(w, d);
  attr_dict(w, n, k_reduce, false);
  sh_spell_put(w, " : ");
  fn_type(w, n);
  if (ap == RC_OP_OPAQUE) {
    const RcFunc *rf = rc_node_regions(n)[0];
    if (rf->nparams != 2 * k) return false;
    rc_w_putc(w->w, '\n');
    sh_spell_indent(w, ind + 1);
    sh_spell_put(w, "reducer");
    for (uint32_t j = 0; j < k; j++) {
      sh_spell_put(w, j ? " (" : "(");
      sh_spell_param(w, rf->params[j]);
      sh_spell_put(w, ", ");
      sh_spell_param(w, rf->params[k + j]);
      rc_w_putc(w->w, ')');
    }
    rc_w_putc(w->w, ' ');
    sh_spell_region(w, rf, ind, false);
  }
  return true;
}

/* custom_call -> NAME @target '(' operands ')' [attrs] ':' fn_type */
static bool spell_custom_call(W *w, const RcNode *n, const char *sp) {
  const RcAttr *t = rc_node_attr(n, "custom_call_target");
  if (!t || t->kind != RC_ATTR_STR || !t->u.s) return false;
  sh_spell_put(w, sp);
  rc_w_putc(w->w, ' ');
  sh_spell_symbol(w, t->u.s);
  rc_w_putc(w->w, '(');
  operands(w, n, 0, n->noperands);
  rc_w_putc(w->w, ')');
  attr_dict(w, n, k_cc, false);
  sh_spell_put(w, " : ");
  fn_type(w, n);
  return true;
}

/* composite -> NAME "name" operands [attrs] ':' fn_type */
static bool spell_composite(W *w, const RcNode *n, const char *sp) {
  const RcAttr *t = rc_node_attr(n, "custom_call_target"), *f = rc_node_attr(n, "to_apply");
  if (!t || t->kind != RC_ATTR_STR || !t->u.s || !f || f->kind != RC_ATTR_FUNC || !f->u.fn) return false;
  sh_spell_put(w, sp);
  rc_w_putc(w->w, ' ');
  string(w, t->u.s);
  rc_w_putc(w->w, ' ');
  operands(w, n, 0, n->noperands);
  attr_dict(w, n, k_cc, true);
  sh_spell_put(w, " : ");
  fn_type(w, n);
  return true;
}

/* call -> NAME @callee '(' operands ')' [attrs] ':' fn_type */
static bool spell_call(W *w, const RcNode *n, const char *sp) {
  const RcAttr *f = rc_node_attr(n, "to_apply");
  if (!f || f->kind != RC_ATTR_FUNC || !f->u.fn || !f->u.fn->name) return false;
  sh_spell_put(w, sp);
  rc_w_putc(w->w, ' ');
  sh_spell_symbol(w, f->u.fn->name);
  rc_w_putc(w->w, '(');
  operands(w, n, 0, n->noperands);
  rc_w_putc(w->w, ')');
  attr_dict(w, n, k_call, false);
  sh_spell_put(w, " : ");
  fn_type(w, n);
  return true;
}

/* elementwise, reshape, bitcast_convert -> NAME operands [attrs] ':' (type | types | fn_type) */
static bool spell_elementwise(W *w, const RcNode *n, const char *sp, const RcOpInfo *info) {
  if (info->flags & RC_F_ELEM || n->op == RC_OP_RESHAPE || n->op == RC_OP_BITCAST_CONVERT) {
    sh_spell_put(w, sp);
    rc_w_putc(w->w, ' ');
    operands(w, n, 0, n->noperands);
    attr_dict(w, n, NULL, false);
    sh_spell_put(w, " : ");
    bool elem_same = (info->flags & RC_F_ELEM) && n->op != RC_OP_COMPARE && n->op != RC_OP_CONVERT &&
                     n->op != RC_OP_SELECT && n->op != RC_OP_IS_FINITE;
    if (elem_same && all_same_type(n)) {
      sh_spell_type(w, n->results[0].type);
    } else if (n->op == RC_OP_SELECT && select_short(n)) {
      sh_spell_type(w, rc_node_operand(n, 0)->type); /* `: pred_type, value_type` */
      sh_spell_put(w, ", ");
      sh_spell_type(w, n->results[0].type);
    } else {
      fn_type(w, n);
    }
    return true;
  }
  return false;
}

/* The pretty form of n, whose op reads as op and is spelled sp; false when n does not fit it. */
static bool pretty(W *w, const RcNode *n, RcOp op, const char *sp, int ind, const RcOpInfo *info) {
  switch (op) {
  case RC_OP_RETURN:
    return spell_return(w, n, sp);
  case RC_OP_CONSTANT:
    return spell_constant(w, n, sp);
  case RC_OP_ERF:
  case RC_OP_ERFC:
  case RC_OP_SQUARE:
    return spell_unary_fn(w, n, sp);
  case RC_OP_COMPARE:
    return spell_compare(w, n, sp);
  case RC_OP_BROADCAST:
  case RC_OP_TRANSPOSE:
  case RC_OP_CONCATENATE:
    return spell_dims(w, n, sp);
  case RC_OP_IOTA:
    return spell_iota(w, n, sp);
  case RC_OP_GET_TUPLE_ELEMENT:
    return spell_get_tuple_element(w, n, sp);
  case RC_OP_TUPLE:
    return spell_tuple(w, n, sp);
  case RC_OP_SLICE:
    return spell_slice(w, n, sp);
  case RC_OP_PAD:
    return spell_pad(w, n, sp);
  case RC_OP_DOT_GENERAL:
    return spell_dot_general(w, n, sp);
  case RC_OP_DOT:
    return spell_dot(w, n, sp);
  case RC_OP_REDUCE:
    return spell_reduce(w, n, sp, ind);
  case RC_OP_CUSTOM_CALL:
    return spell_custom_call(w, n, sp);
  case RC_OP_COMPOSITE:
    return spell_composite(w, n, sp);
  case RC_OP_CALL:
    return spell_call(w, n, sp);
  default:
    return spell_elementwise(w, n, sp, info);
  }
}

void sh_spell_structural(W *w, const RcNode *n, int ind) {
  const RcFusedCall *fc = rc_node_fused(n);
  if (fc && !fc->as_read) {
    fused_call(w, n, fc);
    return;
  }
  const char *sp = spelling(n);
  RcOp op = rc_format_read_op(n);
  const RcOpInfo *info = &rc_op_info[op];
  bool arity_ok = info->arity < 0 || (uint32_t)info->arity == n->noperands;
  if (op == RC_OP_OPAQUE || !sp[0] || !arity_ok || (op != RC_OP_RETURN && op != RC_OP_REDUCE &&
                                                    op != RC_OP_CALL && op != RC_OP_CUSTOM_CALL &&
                                                    op != RC_OP_COMPOSITE && n->nresults != 1)) {
    generic(w, n, ind);
    return;
  }
  if (!pretty(w, n, op, sp, ind, info)) generic(w, n, ind);
}

/* Does the structural print of n (without results and location) spell exactly text[0..len)?
 * The reader drops the template of such nodes: printing them structurally gives the same text. */
bool sh_structural_equals(const RcNode *n, RcWriter *scratch, const char *text, size_t len) {
  if (rc_node_nregions(n) || len > sizeof scratch->buf / 2) return false;
  rc_writer_init_probe(scratch);
  W w = {.w = scratch};
  sh_spell_structural(&w, n, 0);
  return !w.unnamed && rc_writer_probe_equals(scratch, text, len);
}
