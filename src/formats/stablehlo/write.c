/* The StableHLO writer. Nodes, functions and module items read from text are
 * printed from their verbatim templates with the current operand names and
 * regions substituted; nodes and functions built by passes are spelled from
 * the IR (spell.c) in the pretty form (generic form for ops without one). Values
 * without a name get fresh names that clash with no existing name. Last stage
 * of the pipeline for StableHLO input. */
#include <stdlib.h>
#include <string.h>

#include "formats/stablehlo/sh.h"
#include "formats/format.h"

typedef ShSpeller W;

static void print_template(W *w, const RcNode *n, const ShTmpl *tm, int ind) {
  uint32_t at = 0;
  for (uint32_t i = 0; i < tm->nholes; i++) {
    const ShHole *h = &tm->holes[i];
    sh_spell_putn(w, tm->text + at, h->off - at);
    if (h->region == 1) {
      if (h->idx < rc_node_nregions(n)) sh_spell_region(w, rc_node_regions(n)[h->idx], ind, false);
    } else {
      const RcValue *v = h->idx < n->noperands ? rc_node_operand(n, h->idx) : NULL;
      const char *nm = sh_spell_vname(w, v);
      size_t l = strlen(nm);
      if (h->region == 2 && l > 2 && !strcmp(nm + l - 2, "#0")) {
        rc_w_putc(w->w, '%');
        sh_spell_putn(w, nm, l - 2); /* still result 0 of its group: keep the short spelling */
      } else {
        sh_spell_use(w, v);
      }
    }
    at = h->off + h->len;
  }
  sh_spell_putn(w, tm->text + at, tm->len - at);
}

static void print_node(W *w, const RcNode *n, int ind) {
  if (n->op == RC_OP_PARAMETER) return;
  sh_spell_indent(w, ind);
  sh_spell_print_results(w, n);
  const ShTmpl *tm = sh_node_tmpl(n);
  if (tm && tm->op == rc_format_read_op(n) && tm->noperands == n->noperands && tm->nresults == n->nresults &&
      tm->nattrs == n->nattrs && tm->nregions == rc_node_nregions(n))
    print_template(w, n, tm, ind);
  else
    sh_spell_structural(w, n, ind);
  if (sh_node_loc(n)) {
    rc_w_putc(w->w, ' ');
    sh_spell_put(w, sh_node_loc(n));
  }
  rc_w_putc(w->w, '\n');
}

static void print_body(W *w, const RcFunc *f, int ind) {
  rc_func_for_each(f, n) print_node(w, n, ind);
}

/* ---- functions and the module ---- */

static void print_func(W *w, const RcFunc *f, int ind) {
  const ShFuncData *fd = f->fmtdata;
  sh_spell_indent(w, ind);
  if (fd && fd->ghead) {
    sh_spell_put(w, fd->ghead);
    sh_spell_put(w, "{\n");
    sh_spell_block_label(w, fd->glabel, f, ind);
    print_body(w, f, ind + 2);
    sh_spell_indent(w, ind);
    rc_w_putc(w->w, '}');
    sh_spell_put(w, fd->gtail);
    rc_w_putc(w->w, '\n');
    return;
  }
  sh_spell_put(w, "func.func ");
  const char *vis = fd ? fd->vis : (f->is_entry ? "public" : "private");
  if (vis) {
    sh_spell_put(w, vis);
    rc_w_putc(w->w, ' ');
  }
  sh_spell_symbol(w, f->name ? f->name : "unnamed");
  rc_w_putc(w->w, '(');
  for (uint32_t i = 0; i < f->nparams; i++) {
    if (i) sh_spell_put(w, ", ");
    sh_spell_param(w, f->params[i]);
  }
  rc_w_putc(w->w, ')');
  if (fd) {
    if (fd->tail) {
      rc_w_putc(w->w, ' ');
      sh_spell_put(w, fd->tail);
    }
  } else if (f->last && f->last->op == RC_OP_RETURN && f->last->noperands) {
    const RcNode *r = f->last;
    sh_spell_put(w, " -> ");
    if (r->noperands == 1) {
      sh_spell_type(w, rc_node_operand(r, 0) ? rc_node_operand(r, 0)->type : NULL);
    } else {
      rc_w_putc(w->w, '(');
      sh_spell_type_list(w, NULL, r->noperands, r, false);
      rc_w_putc(w->w, ')');
    }
  }
  sh_spell_put(w, " {\n");
  print_body(w, f, ind + 2);
  sh_spell_indent(w, ind);
  rc_w_putc(w->w, '}');
  if (fd && fd->trailer) {
    rc_w_putc(w->w, ' ');
    sh_spell_put(w, fd->trailer);
  }
  rc_w_putc(w->w, '\n');
}

static void print_new_funcs(W *w, int ind) {
  for (const RcFunc *f = w->m->funcs; f; f = f->next)
    if (!f->fmtdata) print_func(w, f, ind);
}

void rc_stablehlo_write(const RcModule *m, RcWriter *wr) {
  W w = {.w = wr,
         .m = m,
         .fresh = g_hash_table_new_full(g_direct_hash, g_direct_equal, NULL, g_free),
         .body = print_body};
  const ShModData *md = m->format == RC_FORMAT_STABLEHLO ? m->fmtdata : NULL;
  if (!md) {
    sh_spell_put(&w, "module {\n");
    for (const RcFunc *f = m->funcs; f; f = f->next) print_func(&w, f, 2);
    sh_spell_put(&w, "}\n");
  } else {
    bool in_module = false, closed = false;
    for (uint32_t i = 0; i < md->nitems; i++) {
      const ShItem *it = &md->items[i];
      switch (it->kind) {
      case SH_ITEM_TEXT:
        sh_spell_indent(&w, in_module ? 2 : 0);
        sh_spell_put(&w, it->text);
        rc_w_putc(w.w, '\n');
        break;
      case SH_ITEM_FUNC:
        if (!it->func->removed) print_func(&w, it->func, in_module ? 2 : 0);
        break;
      case SH_ITEM_MODULE_BEGIN:
        sh_spell_put(&w, it->text);
        sh_spell_put(&w, it->generic ? "{\n" : " {\n");
        in_module = true;
        break;
      case SH_ITEM_MODULE_END:
        print_new_funcs(&w, 2);
        rc_w_putc(w.w, '}');
        if (it->text) {
          if (!it->generic) rc_w_putc(w.w, ' ');
          sh_spell_put(&w, it->text);
        }
        rc_w_putc(w.w, '\n');
        in_module = false;
        closed = true;
        break;
      }
    }
    if (!closed) print_new_funcs(&w, 0);
  }
  if (w.used) g_hash_table_destroy(w.used);
  g_hash_table_destroy(w.fresh);
}
