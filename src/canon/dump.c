/* A debug printer of the canonical function, for pattern writers and tests:
 * one node per line in a structural order (parameters by number, then a
 * post-order walk from the return through operands in their canonical order,
 * then anything else), values numbered %0.. in that order, so two canonical
 * forms of the same computation print the same text; then the type and,
 * after "//", the name of the original value the node stands for.
 * Part of src/canon. */
#include <glib.h>
#include <math.h>

#include "canon/canon_int.h"
#include "fused/fused.h"

static void put_op(FILE *out, const RcNode *n) {
  if (rc_node_fused(n)) {
    fputs(rc_node_fused(n)->op->target, out);
    return;
  }
  if (n->opname && (n->op == RC_OP_OPAQUE || n->op == RC_OP_CUSTOM_CALL || n->op == RC_OP_COMPOSITE)) {
    fputs(n->opname, out);
    return;
  }
  for (const char *s = rc_op_info[n->op].name; *s; s++) fputc(g_ascii_tolower(*s), out);
}

static void put_type(FILE *out, const RcType *t) {
  if (!t) {
    fputs("?", out);
  } else if (t->kind == RC_TYPE_TENSOR && t->dtype < RC_DT_COUNT) {
    fprintf(out, "%s[", rc_dtype_info[t->dtype].hlo);
    for (int32_t i = 0; i < t->rank; i++) {
      if (t->dims[i] == RC_DIM_DYNAMIC)
        fprintf(out, "%s?", i ? "," : "");
      else
        fprintf(out, "%s%lld", i ? "," : "", (long long)t->dims[i]);
    }
    fputs("]", out);
  } else if (t->kind == RC_TYPE_TUPLE) {
    fputs("(", out);
    for (int32_t i = 0; i < t->ntuple; i++) {
      if (i) fputs(", ", out);
      put_type(out, t->tuple[i]);
    }
    fputs(")", out);
  } else {
    fputs(t->text ? t->text : "opaque", out);
  }
}

static void put_attr(FILE *out, const RcAttr *a) {
  fprintf(out, "%s=", a->name);
  switch (a->kind) {
  case RC_ATTR_INT: fprintf(out, "%lld", (long long)a->u.i); break;
  case RC_ATTR_FLOAT: fprintf(out, "%.9g", a->u.f); break;
  case RC_ATTR_BOOL: fputs(a->u.b ? "true" : "false", out); break;
  case RC_ATTR_STR: fprintf(out, "\"%s\"", a->u.s ? a->u.s : ""); break;
  case RC_ATTR_ENUM: fputs(a->u.s ? a->u.s : "", out); break;
  case RC_ATTR_INTS:
    fputs("[", out);
    for (uint32_t i = 0; i < a->u.ints.n; i++) fprintf(out, "%s%lld", i ? "," : "", (long long)a->u.ints.v[i]);
    fputs("]", out);
    break;
  case RC_ATTR_FUNC: fprintf(out, "@%s", a->u.fn && a->u.fn->name ? a->u.fn->name : "?"); break;
  case RC_ATTR_RAW: fputs(a->raw ? a->raw : "", out); break;
  }
}

/* Nodes of c's function in structural order (see the file comment); returns the count. */
static uint32_t structural_order(const RcCanon *c, RcNode **order, uint8_t *seen) {
  uint32_t k = 0;
  for (uint32_t i = 0; i < c->f->nparams; i++) {
    RcNode *p = c->f->params[i];
    if (p && !(p->flags & RC_NODE_DEAD) && !seen[p->id]) {
      seen[p->id] = 1;
      order[k++] = p;
    }
  }
  /* iterative post-order from the return, then from every node not reached */
  uint32_t cap = c->f->nnodes + 1, top = 0;
  RcNode **st = g_new(RcNode *, cap);
  uint32_t *nx = g_new(uint32_t, cap);
  RcNode *start = c->f->last;
  RcNode *scan = c->f->first;
  while (start) {
    if (!seen[start->id]) {
      seen[start->id] = 1;
      st[top] = start;
      nx[top++] = 0;
    }
    while (top) {
      RcNode *n = st[top - 1];
      if (nx[top - 1] < n->noperands) {
        RcNode *d = rc_node_operand(n, nx[top - 1]++)->def;
        if (d->func == c->f && !seen[d->id]) {
          seen[d->id] = 1;
          st[top] = d;
          nx[top++] = 0;
        }
        continue;
      }
      if (n != c->f->last) order[k++] = n;
      top--;
    }
    start = scan;
    if (scan) scan = scan->next;
  }
  g_free(st);
  g_free(nx);
  if (c->f->last) order[k++] = c->f->last;
  return k;
}

void rc_canon_dump_ex(const RcCanon *c, FILE *out, unsigned flags) {
  uint32_t *num = g_new0(uint32_t, c->m->node_ids + 1), next = 0;
  uint8_t *seen = g_new0(uint8_t, c->m->node_ids + 1);
  RcNode **order = g_new(RcNode *, c->f->nnodes + 1);
  uint32_t count = structural_order(c, order, seen);
  fprintf(out, "canonical %s {\n", c->f->name ? c->f->name : "?");
  for (uint32_t oi = 0; oi < count; oi++) {
    RcNode *n = order[oi];
    num[n->id] = next;
    fputs("  ", out);
    if (n->nresults == 1)
      fprintf(out, "%%%u = ", next);
    else if (n->nresults > 1)
      fprintf(out, "%%%u:%u = ", next, n->nresults);
    next++;
    put_op(out, n);
    if (n->op == RC_OP_PARAMETER) {
      int64_t k = -1;
      for (uint32_t i = 0; i < c->f->nparams; i++)
        if (c->f->params[i] == n) k = i;
      fprintf(out, "(%lld)", (long long)k);
    } else if (n->op == RC_OP_CONSTANT) {
      double v;
      if (n->literal && (n->literal->splat || n->literal->count == 1) && rc_literal_get_f64(n->literal, 0, &v))
        fprintf(out, "(%.9g)", v);
      else
        fprintf(out, "(%s)", n->literal && n->literal->raw ? n->literal->raw : "<array>");
    } else {
      fputs("(", out);
      for (uint32_t i = 0; i < n->noperands; i++) {
        const RcValue *v = rc_node_operand(n, i);
        fprintf(out, "%s%%%u", i ? ", " : "", num[v->def->id]);
        if (v->def->nresults > 1) fprintf(out, "#%u", v->index);
      }
      fputs(")", out);
    }
    bool first = true;
    for (uint32_t i = 0; i < n->nattrs; i++) {
      const RcAttr *a = &n->attrs[i];
      if (rc_canon_attr_ignored(a->name)) continue;
      fputs(first ? " {" : ", ", out);
      first = false;
      put_attr(out, a);
    }
    if (!first) fputs("}", out);
    if (!(flags & RC_CANON_DUMP_NO_TYPES) && n->nresults == 1) {
      fputs(" : ", out);
      put_type(out, n->results[0].type);
    }
    if (!(flags & RC_CANON_DUMP_NO_ORIGINS) && n->nresults >= 1) {
      const RcValue *o = rc_canon_origin(c, &n->results[0]), *w = rc_canon_origin_wrapped(c, &n->results[0]);
      if (o) fprintf(out, "  // %s", o->name ? o->name : "<unnamed>");
      if (w && w != o) fprintf(out, " (wrapped %s)", w->name ? w->name : "<unnamed>");
    }
    fputs("\n", out);
  }
  fputs("}\n", out);
  g_free(num);
  g_free(seen);
  g_free(order);
}

void rc_canon_dump(const RcCanon *c, FILE *out) { rc_canon_dump_ex(c, out, 0); }
