/* The HLO text writer. Instructions the reader saw and no pass changed are
 * printed from their verbatim template, with each operand reference replaced
 * by the current operand when a pass redirected it; everything else (nodes
 * and computations built by passes, or changed ones) is printed structurally
 * from the IR in the module's own style ('%' or not, inline operand shapes
 * or not, layouts or not). ROOT goes on the instruction the computation's
 * RETURN names. Unnamed values get fresh names that clash with none. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "formats/hlo/hlo.h"
#include "formats/format.h"
#include "fused/fused.h"

typedef struct W {
  const RcModule *m;
  const HloModFmt *mf;
  RcWriter *w;
  bool sigil, inline_types, layouts;
  GHashTable *used;  /* every name in the module, built on the first unnamed value */
  GHashTable *fresh; /* RcValue* -> invented name */
  uint32_t counter;
  int64_t pnum;      /* >= 0: the parameter number to print (the reader's check, before f->params exists) */
} W;

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

static void put_operand(W *W_, const RcValue *v) {
  if (!v) {
    rc_w_puts(W_->w, "<missing>");
    return;
  }
  if (W_->inline_types) {
    rc_hlo_write_type(v->type, W_->layouts, W_->w);
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
  if (fc->form == RC_FUSED_TYPED_FFI) {
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
  rc_hlo_write_type(res ? res->type : NULL, W_->layouts, w);
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

/* ---- scanning a template again (the reader's lexical rules, on text it accepted) ---- */

static size_t ws(const char *t, size_t i, size_t end) {
  for (;;) {
    while (i < end && (t[i] == ' ' || t[i] == '\t' || t[i] == '\n' || t[i] == '\r')) i++;
    if (i + 1 < end && t[i] == '/' && t[i + 1] == '*') {
      const char *e = g_strstr_len(t + i + 2, (gssize)(end - i - 2), "*/");
      i = e ? (size_t)(e - t) + 2 : end;
    } else if (i + 1 < end && t[i] == '/' && t[i + 1] == '/') {
      while (i < end && t[i] != '\n') i++;
    } else {
      return i;
    }
  }
}

static bool lower_alnum(char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'); }

/* Layouts are skipped by braces alone, as the reader reads them. */
static size_t layout(const char *t, size_t i, size_t end) {
  int depth = 0;
  for (; i < end; i++) {
    if (t[i] == '{') depth++;
    if (t[i] == '}' && --depth == 0) return i + 1;
  }
  return end;
}

/* shape -> '(' shape, ... ')' | dtype '[' ... ']' layout? ; returns i unchanged if none */
static size_t shape(const char *t, size_t i, size_t end) {
  if (i < end && t[i] == '(') {
    int depth = 0;
    for (; i < end; i++) {
      if (t[i] == '{') i = layout(t, i, end) - 1;
      else if (t[i] == '(') depth++;
      else if (t[i] == ')' && --depth == 0) return i + 1;
    }
    return end;
  }
  size_t j = i;
  while (j < end && lower_alnum(t[j])) j++;
  if (j == i || j >= end || t[j] != '[') return i;
  while (j < end && t[j] != ']') j++;
  j++;
  if (j < end && t[j] == '{') j = layout(t, j, end);
  return j;
}

static size_t name_end(const char *t, size_t i, size_t end) {
  while (i < end && rc_hlo_is_name_char((unsigned char)t[i])) i++;
  return i;
}

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
                              const char *text, size_t len) {
  if (len > sizeof scratch->buf / 2 || n->nresults != 1 || !n->results[0].name) return false;
  for (uint32_t i = 0; i < n->noperands; i++)
    if (!rc_node_uses(n)[i].value || !rc_node_uses(n)[i].value->name) return false;
  rc_writer_init_probe(scratch);
  W W_ = {.w = scratch, .sigil = style->sigil, .inline_types = style->inline_types, .layouts = style->layouts,
          .pnum = pnum};
  structural(&W_, n);
  return rc_writer_probe_equals(scratch, text, len);
}

static void instruction(W *W_, const RcNode *n) {
  const HloNodeFmt *fd = W_->mf ? n->fmtdata : NULL; /* HLO reader data only in HLO modules */
  if (fd && fd->kind == HLO_FMT_STYLE) {
    /* Read in this style, and spelled then as printed now: print from the IR. */
    bool s = W_->sigil, it = W_->inline_types, l = W_->layouts;
    W_->sigil = fd->style.sigil;
    W_->inline_types = fd->style.inline_types;
    W_->layouts = fd->style.layouts;
    structural(W_, n);
    W_->sigil = s;
    W_->inline_types = it;
    W_->layouts = l;
    return;
  }
  if (!fd || fd->op != rc_format_read_op(n) || n->nresults != 1 || fd->type != n->results[0].type ||
      fd->noperands != n->noperands || fd->nattrs != n->nattrs) {
    structural(W_, n);
    return;
  }
  const char *t = fd->text;
  size_t end = fd->len, pos = 0;
  {
    /* A renamed result is printed structurally too. */
    size_t i = t[0] == '%' ? 1 : 0, e = name_end(t, i, end);
    const char *nm = n->results[0].name;
    if (!nm || strlen(nm) != e - i || memcmp(nm, t + i, e - i)) {
      structural(W_, n);
      return;
    }
  }
  if (!n->noperands || fd->opsig == rc_hlo_operand_sig(n)) {
    rc_w_put(W_->w, t + pos, end - pos);
    return;
  }
  /* name '=' shape opcode '(' operand (',' operand)* ')' ... ; positions are
   * found first, and any surprise falls back to structural printing. */
  enum { INLINE = 8 };
  size_t buf[3 * INLINE], *at = n->noperands <= INLINE ? buf : g_new(size_t, 3 * (size_t)n->noperands);
  bool ok = true;
  size_t i = 0;
  if (t[i] == '%') i++;
  i = ws(t, name_end(t, i, end), end);
  ok = i < end && t[i] == '=';
  i = ws(t, shape(t, ws(t, i + 1, end), end), end);
  i = ws(t, name_end(t, i, end), end);
  ok = ok && i < end && t[i] == '(';
  i++;
  for (uint32_t k = 0; ok && k < n->noperands; k++) {
    size_t o0 = ws(t, i, end);
    size_t j = ws(t, shape(t, o0, end), end);
    if (j < end && t[j] == '%') j++;
    size_t n1 = name_end(t, j, end);
    at[3 * k] = o0;
    at[3 * k + 1] = j;
    at[3 * k + 2] = n1;
    i = ws(t, n1, end);
    ok = n1 > j && i < end && t[i] == (k + 1 == n->noperands ? ')' : ',');
    i++;
  }
  if (!ok) {
    if (at != buf) g_free(at);
    structural(W_, n);
    return;
  }
  for (uint32_t k = 0; k < n->noperands; k++) {
    size_t o0 = at[3 * k], n0 = at[3 * k + 1], n1 = at[3 * k + 2];
    const RcValue *v = rc_node_uses(n)[k].value;
    const char *cur = v ? vname(W_, v) : NULL;
    rc_w_put(W_->w, t + pos, o0 - pos);
    if (cur && strlen(cur) == n1 - n0 && !memcmp(cur, t + n0, n1 - n0))
      rc_w_put(W_->w, t + o0, n1 - o0);
    else
      put_operand(W_, v);
    pos = n1;
  }
  if (at != buf) g_free(at);
  rc_w_put(W_->w, t + pos, end - pos);
}

static void computation(W *W_, const RcFunc *f) {
  RcWriter *w = W_->w;
  if (f->text) {
    rc_w_puts(w, f->text);
  } else {
    if (f->is_entry) rc_w_puts(w, "ENTRY ");
    put_name(W_, f->name ? f->name : "computation");
    rc_w_puts(w, " {");
  }
  rc_w_putc(w, '\n');
  const RcNode *root = NULL;
  if (f->last && f->last->op == RC_OP_RETURN && f->last->noperands >= 1 && rc_node_uses(f->last)[0].value)
    root = rc_node_uses(f->last)[0].value->def;
  for (const RcNode *n = f->first; n; n = n->next) {
    if (n->op == RC_OP_RETURN) continue;
    rc_w_puts(w, n == root ? "  ROOT " : "  ");
    instruction(W_, n);
    rc_w_putc(w, '\n');
  }
  rc_w_puts(w, "}\n");
}

void rc_hlo_write(const RcModule *m, RcWriter *w) {
  W W_ = {.m = m, .w = w, .pnum = -1};
  W_.mf = m->format == RC_FORMAT_HLO ? m->fmtdata : NULL;
  if (W_.mf) {
    W_.sigil = W_.mf->sigil;
    W_.inline_types = W_.mf->inline_types;
    W_.layouts = W_.mf->layouts;
  }
  W_.fresh = g_hash_table_new_full(g_direct_hash, g_direct_equal, NULL, NULL);
  if (m->text) {
    rc_w_puts(w, m->text);
    rc_w_puts(w, "\n\n");
  } else if (!W_.mf && m->name) {
    rc_w_puts(w, "HloModule ");
    rc_w_puts(w, m->name);
    rc_w_puts(w, "\n\n");
  }
  const HloModData *md = (const HloModData *)W_.mf;
  if (md && md->frames) { /* XLA's stack-frame index, then two blank lines as XLA prints them */
    rc_w_puts(w, md->frames);
    rc_w_puts(w, "\n\n\n");
  }
  for (const RcFunc *f = m->funcs; f; f = f->next) {
    if (f != m->funcs) rc_w_putc(w, '\n');
    computation(&W_, f);
  }
  if (W_.used) g_hash_table_destroy(W_.used); /* keys: names in the module, or fresh names also in W_.fresh */
  GHashTableIter it;
  gpointer k, v;
  g_hash_table_iter_init(&it, W_.fresh);
  while (g_hash_table_iter_next(&it, &k, &v)) g_free(v);
  g_hash_table_destroy(W_.fresh);
}
