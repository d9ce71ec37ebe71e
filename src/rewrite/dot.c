/* Graphviz output of a highered module: one cluster per function, one box per
 * op, and each fused call drawn inside its own outlined, labelled cluster
 * ("pattern -> recompose.op, N ops replaced"). */
#include <string.h>

#include "fused/fused.h"
#include "rewrite/rewrite.h"
#include "support/writer.h"

static void label(RcWriter *w, const char *s) {
  for (; s && *s; s++) {
    if (*s == '"' || *s == '\\') rc_w_putc(w, '\\');
    rc_w_putc(w, *s);
  }
}

static const char *opname(const RcNode *n) {
  if (rc_node_fused(n)) return rc_node_fused(n)->op->target;
  RcAttr *a = rc_node_attr(n, "custom_call_target");
  if (a && a->kind == RC_ATTR_STR && a->u.s) return a->u.s;
  return n->opname ? n->opname : rc_op_info[n->op].name;
}

RcStatus rc_higher_write_dot(const RcModule *m, const RcHigherResult *r, RcWriteFn write, void *user) {
  if (!m || !write) return RC_ERR_USAGE;
  RcWriter *w = g_new(RcWriter, 1);
  rc_writer_init(w, write, user);
  rc_w_puts(w, "digraph recompose {\n  node [shape=box, fontname=\"monospace\"];\n");
  unsigned fi = 0;
  for (RcFunc *f = m->funcs; f; f = f->next, fi++) {
    rc_w_printf(w, "  subgraph cluster_f%u {\n    label=\"", fi);
    label(w, f->name ? f->name : "");
    rc_w_puts(w, "\";\n    style=dashed;\n");
    rc_func_for_each(f, n) {
      int rw = -1;
      for (guint i = 0; r && i < r->fused->len; i++)
        if (g_ptr_array_index(r->fused, i) == n) rw = (int)i;
      if (rw >= 0) {
        const RcRewriteInfo *ri = &g_array_index(r->rewrites, RcRewriteInfo, rw);
        rc_w_printf(w, "    subgraph cluster_rw%d {\n      style=\"bold,filled\"; color=\"#c0392b\"; fillcolor=\"#fdebd0\";\n      label=\"",
                    rw);
        label(w, ri->pattern);
        rc_w_puts(w, " -> recompose.");
        label(w, ri->op);
        rc_w_printf(w, " (%u ops replaced%s)\";\n  ", g_array_index(r->region_sizes, uint32_t, rw),
                    ri->verified ? ", verified" : "");
      }
      rc_w_printf(w, "    n%u [label=\"", n->id);
      if (n->nresults && n->results[0].name) {
        rc_w_putc(w, '%');
        label(w, n->results[0].name);
        rc_w_puts(w, " = ");
      }
      label(w, opname(n));
      rc_w_puts(w, "\"];\n");
      if (rw >= 0) rc_w_puts(w, "    }\n");
      for (uint32_t i = 0; i < n->noperands; i++) {
        RcValue *v = rc_node_operand(n, i);
        if (v && v->def) rc_w_printf(w, "    n%u -> n%u;\n", v->def->id, n->id);
      }
    }
    rc_w_puts(w, "  }\n");
  }
  rc_w_puts(w, "}\n");
  RcStatus st = rc_writer_finish(w);
  g_free(w);
  return st;
}
