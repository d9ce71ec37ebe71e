/* The HLO text writer. Instructions the reader saw and no pass changed are
 * printed from their verbatim template, with each operand reference replaced
 * by the current operand when a pass redirected it; everything else (nodes
 * and computations built by passes, or changed ones) is spelled from the IR
 * (spell.c) in the module's own style ('%' or not, inline operand shapes
 * or not, layouts or not). ROOT goes on the instruction the computation's
 * RETURN names. Unnamed values get fresh names that clash with none. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "formats/hlo/hlo.h"
#include "formats/format.h"

typedef HloSpeller W;

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


static void instruction(W *W_, const RcNode *n) {
  const HloNodeFmt *fd = W_->mf ? n->fmtdata : NULL; /* HLO reader data only in HLO modules */
  if (fd && fd->kind == HLO_FMT_STYLE) {
    /* Read in this style, and spelled then as printed now: print from the IR. */
    bool s = W_->sigil, it = W_->inline_types, l = W_->layouts;
    W_->sigil = fd->style.sigil;
    W_->inline_types = fd->style.inline_types;
    W_->layouts = fd->style.layouts;
    rc_hlo_spell_instruction(W_, n);
    W_->sigil = s;
    W_->inline_types = it;
    W_->layouts = l;
    return;
  }
  if (!fd || fd->op != rc_format_read_op(n) || n->nresults != 1 || fd->type != n->results[0].type ||
      fd->noperands != n->noperands || fd->nattrs != n->nattrs) {
    rc_hlo_spell_instruction(W_, n);
    return;
  }
  const char *t = fd->text;
  size_t end = fd->len, pos = 0;
  {
    /* A renamed result is printed structurally too. */
    size_t i = t[0] == '%' ? 1 : 0, e = name_end(t, i, end);
    const char *nm = n->results[0].name;
    if (!nm || strlen(nm) != e - i || memcmp(nm, t + i, e - i)) {
      rc_hlo_spell_instruction(W_, n);
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
    rc_hlo_spell_instruction(W_, n);
    return;
  }
  for (uint32_t k = 0; k < n->noperands; k++) {
    size_t o0 = at[3 * k], n0 = at[3 * k + 1], n1 = at[3 * k + 2];
    const RcValue *v = rc_node_uses(n)[k].value;
    const char *cur = v ? rc_hlo_spell_name(W_, v) : NULL;
    rc_w_put(W_->w, t + pos, o0 - pos);
    if (cur && strlen(cur) == n1 - n0 && !memcmp(cur, t + n0, n1 - n0))
      rc_w_put(W_->w, t + o0, n1 - o0);
    else
      rc_hlo_spell_operand(W_, v);
    pos = n1;
  }
  if (at != buf) g_free(at);
  rc_w_put(W_->w, t + pos, end - pos);
}

static void computation(W *W_, const RcFunc *f) {
  RcWriter *w = W_->w;
  const HloFuncData *fd = W_->mf ? f->fmtdata : NULL; /* HLO reader data only in HLO modules */
  if (fd) {
    rc_w_puts(w, fd->head);
  } else {
    if (f->is_entry) rc_w_puts(w, "ENTRY ");
    rc_hlo_spell_put_name(W_, f->name ? f->name : "computation");
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
  rc_w_putc(w, '}');
  if (fd && fd->tail) rc_w_puts(w, fd->tail);
  rc_w_putc(w, '\n');
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
  W_.types = g_new0(HloTypeMemo, 1);
  const HloModData *md = (const HloModData *)W_.mf;
  if (md && md->head) {
    rc_w_puts(w, md->head);
    rc_w_puts(w, "\n\n");
  } else if (!W_.mf && m->name) {
    rc_w_puts(w, "HloModule ");
    rc_w_puts(w, m->name);
    rc_w_puts(w, "\n\n");
  }
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
  g_free(W_.types);
}
