/* The structural spelling of one HLO instruction from the IR, in a given style ('%' or not,
 * inline operand shapes or not, layouts or not). The writer prints nodes without a usable
 * verbatim template with it; the reader compares an instruction's text with it to keep the
 * text only where it says more than the IR. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "formats/hlo/hlo.h"
#include "formats/format.h"
#include "fused/fused.h"

typedef HloSpeller W;

static const char *vname(W *W_, const RcValue *v) {
  if (v->name) return v->name;
  char *s = g_hash_table_lookup(W_->fresh, v);
  if (s) return s;
  if (!W_->used) {
    W_->used = g_hash_table_new(g_str_hash, g_str_equal);
    for (RcFunc *f = W_->m->funcs; f; f = f->next)
      rc_func_for_each(f, n) for (uint32_t r = 0; r < n->nresults; r++) if (n->results[r].name)
          g_hash_table_add(W_->used, (gpointer)n->results[r].name);
  }
  const char *base = v->def ? rc_op_info[v->def->op].name : "value";
  for (;;) {
    char buf[96];
    snprintf(buf, sizeof buf, "rc.%s.%u", base, ++W_->counter);
    for (char *p = buf; *p; p++) *p = (char)g_ascii_tolower(*p);
    for (char *p = buf; *p; p++)
      if (*p == '_') *p = '-';
    if (!g_hash_table_contains(W_->used, buf)) {
      s = g_strdup(buf);
      g_hash_table_add(W_->used, s);
      g_hash_table_insert(W_->fresh, (gpointer)v, s);
      return s;
    }
  }
}

static void put_name(W *W_, const char *name) {
  if (W_->sigil) rc_w_putc(W_->w, '%');
  rc_w_puts(W_->w, name);
}

/* A type, from the memo where it holds it. */
static void put_type(W *W_, const RcType *t) {
  HloTypeMemo *mm = W_->types;
  if (!mm || !t) {
    rc_hlo_write_type(t, W_->layouts, W_->w);
    return;
  }
  uintptr_t h = (uintptr_t)t >> 4;
  __typeof__(mm->e[0]) *e = &mm->e[(h ^ h >> 4) % HLO_TYPE_MEMO];
  if (e->t == t && e->layouts == W_->layouts) {
    rc_w_put(W_->w, e->text, e->len);
    return;
  }
  rc_writer_init_probe(&mm->probe);
  rc_hlo_write_type(t, W_->layouts, &mm->probe);
  if (mm->probe.failed) { /* longer than the probe holds */
    rc_hlo_write_type(t, W_->layouts, W_->w);
    return;
  }
  rc_w_put(W_->w, mm->probe.buf, mm->probe.len);
  if (mm->probe.len <= sizeof e->text) {
    e->t = t;
    e->layouts = W_->layouts;
    e->len = (uint8_t)mm->probe.len;
    memcpy(e->text, mm->probe.buf, mm->probe.len);
  }
}

static void put_operand(W *W_, const RcValue *v) {
  if (!v) {
    rc_w_puts(W_->w, "<missing>");
    return;
  }
  if (W_->inline_types) {
    put_type(W_, v->type);
    rc_w_putc(W_->w, ' ');
  }
  put_name(W_, vname(W_, v));
}

static void put_string(RcWriter *w, const char *s) {
  rc_w_putc(w, '"');
  for (; *s; s++) {
    if (*s == '"' || *s == '\\') {
      rc_w_putc(w, '\\');
      rc_w_putc(w, *s);
    } else if (*s == '\n') {
      rc_w_puts(w, "\\n");
    } else {
      rc_w_putc(w, *s);
    }
  }
  rc_w_putc(w, '"');
}

static void put_ints(RcWriter *w, const RcAttr *a) {
  rc_w_putc(w, '{');
  for (uint32_t i = 0; i < a->u.ints.n; i++) {
    if (i) rc_w_putc(w, ',');
    rc_w_i64(w, a->u.ints.v[i]);
  }
  rc_w_putc(w, '}');
}

static const RcAttr *ints_attr(const RcNode *n, const char *name, uint32_t len) {
  const RcAttr *a = rc_node_attr(n, name);
  return a && a->kind == RC_ATTR_INTS && a->u.ints.n == len ? a : NULL;
}

static void put_attr_value(W *W_, const RcNode *n, const RcAttr *a) {
  RcWriter *w = W_->w;
  if (a->raw) {
    rc_w_puts(w, a->raw);
    return;
  }
  if (!strcmp(a->name, "slice_starts") && a->kind == RC_ATTR_INTS) {
    const RcAttr *l = ints_attr(n, "slice_limits", a->u.ints.n), *s = ints_attr(n, "slice_strides", a->u.ints.n);
    rc_w_putc(w, '{');
    for (uint32_t i = 0; i < a->u.ints.n; i++) {
      rc_w_puts(w, i ? ", [" : "[");
      rc_w_i64(w, a->u.ints.v[i]);
      rc_w_putc(w, ':');
      rc_w_i64(w, l ? l->u.ints.v[i] : 0);
      if (s && s->u.ints.v[i] != 1) {
        rc_w_putc(w, ':');
        rc_w_i64(w, s->u.ints.v[i]);
      }
      rc_w_putc(w, ']');
    }
    rc_w_putc(w, '}');
    return;
  }
  if (!strcmp(a->name, "padding_low") && a->kind == RC_ATTR_INTS) {
    const RcAttr *h = ints_attr(n, "padding_high", a->u.ints.n), *in = ints_attr(n, "padding_interior", a->u.ints.n);
    for (uint32_t i = 0; i < a->u.ints.n; i++) {
      if (i) rc_w_putc(w, 'x');
      rc_w_i64(w, a->u.ints.v[i]);
      rc_w_putc(w, '_');
      rc_w_i64(w, h ? h->u.ints.v[i] : 0);
      if (in && in->u.ints.v[i]) {
        rc_w_putc(w, '_');
        rc_w_i64(w, in->u.ints.v[i]);
      }
    }
    return;
  }
  switch (a->kind) {
  case RC_ATTR_RAW: rc_w_puts(w, "{}"); return;
  case RC_ATTR_INT: rc_w_i64(w, a->u.i); return;
  case RC_ATTR_FLOAT: rc_w_printf(w, "%.17g", a->u.f); return;
  case RC_ATTR_BOOL: rc_w_puts(w, a->u.b ? "true" : "false"); return;
  case RC_ATTR_STR: put_string(w, a->u.s ? a->u.s : ""); return;
  case RC_ATTR_INTS: put_ints(w, a); return;
  case RC_ATTR_FUNC: put_name(W_, a->u.fn && a->u.fn->name ? a->u.fn->name : "?"); return;
  case RC_ATTR_ENUM: rc_w_puts(w, a->u.s ? a->u.s : "?"); return;
  }
}

static const char *attr_key(const RcNode *n, const RcAttr *a) {
  if (!strcmp(a->name, "to_apply") && n->op == RC_OP_FUSION) return "calls";
  if (!strcmp(a->name, "compare_type")) return "type";
  if (!strcmp(a->name, "slice_starts")) return "slice";
  if (!strcmp(a->name, "padding_low")) return "padding";
  return a->name;
}

static uint32_t param_number(const RcNode *n) {
  const RcFunc *f = n->func;
  for (uint32_t i = 0; f && i < f->nparams; i++)
    if (f->params[i] == n) return i;
  return 0;
}

/* A fused call's target, config and ABI: the legacy status-returning form of the
 * recompose_xla_<op> entry points with the config string, or XLA's typed FFI with the
 * config as a dictionary of typed attributes (librecompose_xla_ffi's handlers). HLO has
 * no composites: a fused call is always a custom call. */
static void fused_call(RcWriter *w, const RcFusedCall *fc) {
  rc_w_puts(w, ", custom_call_target=\"");
  rc_w_puts(w, fc->op->target);
  rc_w_puts(w, "\", backend_config=");
  if (fc->form == RC_FUSED_TYPED_FFI && fc->ffi_dict) {
    rc_w_puts(w, fc->ffi_dict);
    rc_w_puts(w, ", api_version=API_VERSION_TYPED_FFI");
  } else if (fc->form == RC_FUSED_TYPED_FFI) {
    GString *dict = g_string_new(NULL);
    if (rc_fused_config_dict(fc->config, dict)) rc_w_puts(w, dict->str);
    else rc_w_puts(w, "{}");
    g_string_free(dict, TRUE);
    rc_w_puts(w, ", api_version=API_VERSION_TYPED_FFI");
  } else {
    rc_w_putc(w, '"');
    rc_w_puts(w, fc->config);
    rc_w_puts(w, "\", api_version=API_VERSION_STATUS_RETURNING_UNIFIED");
  }
}

/* instruction -> NAME ' = ' shape ' ' OPCODE '(' operands ')' (', ' KEY '=' value)* */
static void structural(W *W_, const RcNode *n) {
  RcWriter *w = W_->w;
  const RcValue *res = n->nresults ? &n->results[0] : NULL;
  put_name(W_, res ? vname(W_, res) : "rc.none");
  rc_w_puts(w, " = ");
  put_type(W_, res ? res->type : NULL);
  rc_w_putc(w, ' ');
  const char *op = n->opname ? n->opname : rc_op_info[n->op].hlo;
  const char *extra_target = NULL;
  const RcFusedCall *fc = rc_node_fused(n);
  if (!op[0]) {
    if (fc) {
      op = "custom-call";
    } else if (n->op == RC_OP_DOT_GENERAL) {
      op = "dot";
    } else {
      /* No HLO opcode (erfc, composite, an opaque op without a name): a custom call naming it. */
      op = "custom-call";
      if (!rc_node_attr(n, "custom_call_target"))
        extra_target = rc_op_info[n->op].stablehlo[0] ? rc_op_info[n->op].stablehlo : rc_op_info[n->op].name;
    }
  }
  rc_w_puts(w, op);
  rc_w_putc(w, '(');
  if (n->op == RC_OP_CONSTANT && n->literal) {
    rc_hlo_write_literal(n->literal, res ? res->type : NULL, w);
  } else if (n->op == RC_OP_PARAMETER) {
    rc_w_i64(w, W_->pnum >= 0 ? W_->pnum : param_number(n));
  } else {
    for (uint32_t i = 0; i < n->noperands; i++) {
      if (i) rc_w_puts(w, ", ");
      put_operand(W_, rc_node_uses(n)[i].value);
    }
  }
  rc_w_putc(w, ')');
  if (extra_target) {
    rc_w_puts(w, ", custom_call_target=");
    put_string(w, extra_target);
  }
  if (fc && !fc->as_read) fused_call(w, fc);
  for (uint32_t i = 0; i < n->nattrs; i++) {
    const RcAttr *a = &n->attrs[i];
    if (!strcmp(a->name, "slice_limits") || !strcmp(a->name, "slice_strides") || !strcmp(a->name, "padding_high") ||
        !strcmp(a->name, "padding_interior"))
      continue;
    rc_w_puts(w, ", ");
    rc_w_puts(w, attr_key(n, a));
    rc_w_putc(w, '=');
    put_attr_value(W_, n, a);
  }
}

const char *rc_hlo_spell_name(HloSpeller *s, const RcValue *v) { return vname(s, v); }
void rc_hlo_spell_put_name(HloSpeller *s, const char *name) { put_name(s, name); }
void rc_hlo_spell_operand(HloSpeller *s, const RcValue *v) { put_operand(s, v); }
void rc_hlo_spell_instruction(HloSpeller *s, const RcNode *n) { structural(s, n); }

/* The eight style records nodes share (index: sigil | inline_types << 1 | layouts << 2). */
static const HloNodeFmt styles[8] = {
#define S(i) {.kind = HLO_FMT_STYLE, .style = {(i) & 1, ((i) >> 1) & 1, ((i) >> 2) & 1}}
    S(0), S(1), S(2), S(3), S(4), S(5), S(6), S(7),
#undef S
};

const HloNodeFmt *rc_hlo_style_fmt(bool sigil, bool inline_types, bool layouts) {
  return &styles[(sigil ? 1 : 0) | (inline_types ? 2 : 0) | (layouts ? 4 : 0)];
}

bool rc_hlo_structural_equals(const RcNode *n, const HloModFmt *style, int64_t pnum, RcWriter *scratch,
                              HloTypeMemo *types, const char *text, size_t len) {
  if (len > sizeof scratch->buf / 2 || n->nresults != 1 || !n->results[0].name) return false;
  for (uint32_t i = 0; i < n->noperands; i++)
    if (!rc_node_uses(n)[i].value || !rc_node_uses(n)[i].value->name) return false;
  rc_writer_init_probe(scratch);
  W W_ = {.w = scratch, .sigil = style->sigil, .inline_types = style->inline_types, .layouts = style->layouts,
          .pnum = pnum, .types = types};
  structural(&W_, n);
  return rc_writer_probe_equals(scratch, text, len);
}
