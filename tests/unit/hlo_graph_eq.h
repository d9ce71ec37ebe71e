/* Graph identity for the format tests: two modules are the same graph when
 * their computations, nodes (op, spelling, names, types, layouts, attributes,
 * literals, ROOT) and operand wiring agree in order. Source locations are not
 * compared (printing re-indents). On a difference, `why` says where. */
#ifndef RC_TESTS_HLO_GRAPH_EQ_H
#define RC_TESTS_HLO_GRAPH_EQ_H

#include <stdio.h>
#include <string.h>

#include "formats/hlo/hlo.h"
#include "ir/ir.h"

static bool geq_str(const char *a, const char *b) { return (!a && !b) || (a && b && !strcmp(a, b)); }

/* The verbatim headers the HLO reader keeps for its writer (NULL where none). */
static const char *geq_module_head(const RcModule *m) {
  return m->format == RC_FORMAT_HLO && m->fmtdata ? ((const HloModData *)m->fmtdata)->head : NULL;
}
static const char *geq_func_head(const RcFunc *f) {
  return f->module->format == RC_FORMAT_HLO && f->fmtdata ? ((const HloFuncData *)f->fmtdata)->head : NULL;
}

static bool geq_type(const RcType *a, const RcType *b) {
  if (!a || !b) return a == b;
  if (a->kind != b->kind || !geq_str(a->text, b->text) || !geq_str(a->layout, b->layout)) return false;
  if (a->kind == RC_TYPE_TUPLE) {
    if (a->ntuple != b->ntuple) return false;
    for (int32_t i = 0; i < a->ntuple; i++)
      if (!geq_type(a->tuple[i], b->tuple[i])) return false;
    return true;
  }
  return rc_type_equal(a, b);
}

static bool geq_attr(const RcAttr *a, const RcAttr *b) {
  if (strcmp(a->name, b->name) || a->kind != b->kind || !geq_str(a->raw, b->raw)) return false;
  switch (a->kind) {
  case RC_ATTR_INT: return a->u.i == b->u.i;
  case RC_ATTR_FLOAT: return !memcmp(&a->u.f, &b->u.f, sizeof a->u.f);
  case RC_ATTR_BOOL: return a->u.b == b->u.b;
  case RC_ATTR_STR:
  case RC_ATTR_ENUM: return geq_str(a->u.s, b->u.s);
  case RC_ATTR_INTS:
    return a->u.ints.n == b->u.ints.n && (!a->u.ints.n || !memcmp(a->u.ints.v, b->u.ints.v, 8 * a->u.ints.n));
  case RC_ATTR_FUNC: return a->u.fn && b->u.fn && geq_str(a->u.fn->name, b->u.fn->name);
  case RC_ATTR_RAW: return true;
  }
  return false;
}

static bool geq_lit(const RcLiteral *a, const RcLiteral *b, const RcType *t) {
  if (!a || !b) return a == b;
  if (a->dtype != b->dtype || a->count != b->count || a->splat != b->splat || !geq_str(a->raw, b->raw)) return false;
  if (!a->data || !b->data) return a->data == b->data;
  size_t el = a->dtype < RC_DT_COUNT ? (size_t)rc_dtype_info[a->dtype].bits / 8 : 0;
  (void)t;
  return !memcmp(a->data, b->data, el * (size_t)a->count);
}

static bool geq_value_ref(const RcValue *a, const RcValue *b) {
  if (!a || !b) return a == b;
  return a->index == b->index && geq_str(a->name, b->name) && a->def && b->def &&
         geq_str(a->def->func->name, b->def->func->name);
}

static bool rc_test_graph_equal(const RcModule *x, const RcModule *y, char *why, size_t size) {
  if (x->nfuncs != y->nfuncs || !geq_str(x->name, y->name) || !geq_str(geq_module_head(x), geq_module_head(y))) {
    snprintf(why, size, "module header or function count differs");
    return false;
  }
  if (!x->entry || !y->entry || !geq_str(x->entry->name, y->entry->name)) {
    snprintf(why, size, "entry differs");
    return false;
  }
  for (const RcFunc *f = x->funcs, *g = y->funcs; f && g; f = f->next, g = g->next) {
    if (!geq_str(f->name, g->name) || f->is_entry != g->is_entry || f->nparams != g->nparams ||
        f->nnodes != g->nnodes || !geq_str(geq_func_head(f), geq_func_head(g))) {
      snprintf(why, size, "computation '%s' differs in header, parameters or node count", f->name);
      return false;
    }
    for (uint32_t i = 0; i < f->nparams; i++)
      if (!geq_str(f->params[i]->results[0].name, g->params[i]->results[0].name)) {
        snprintf(why, size, "parameter %u of '%s' differs", i, f->name);
        return false;
      }
    const RcNode *a = f->first, *b = g->first;
    for (; a && b; a = a->next, b = b->next) {
      const char *nm = a->nresults ? a->results[0].name : "(return)";
      if (a->op != b->op || !geq_str(a->opname, b->opname) ||
          a->noperands != b->noperands || a->nresults != b->nresults || a->nattrs != b->nattrs) {
        snprintf(why, size, "node '%s' in '%s' differs in op, operand, result or attribute count", nm, f->name);
        return false;
      }
      for (uint32_t r = 0; r < a->nresults; r++)
        if (!geq_str(a->results[r].name, b->results[r].name) || !geq_type(a->results[r].type, b->results[r].type)) {
          snprintf(why, size, "result of '%s' in '%s' differs", nm, f->name);
          return false;
        }
      for (uint32_t i = 0; i < a->noperands; i++)
        if (!geq_value_ref(rc_node_uses(a)[i].value, rc_node_uses(b)[i].value)) {
          snprintf(why, size, "operand %u of '%s' in '%s' differs", i, nm, f->name);
          return false;
        }
      for (uint32_t i = 0; i < a->nattrs; i++)
        if (!geq_attr(&a->attrs[i], &b->attrs[i])) {
          snprintf(why, size, "attribute '%s' of '%s' in '%s' differs", a->attrs[i].name, nm, f->name);
          return false;
        }
      if (!geq_lit(a->literal, b->literal, a->nresults ? a->results[0].type : NULL)) {
        snprintf(why, size, "literal of '%s' in '%s' differs", nm, f->name);
        return false;
      }
    }
  }
  return true;
}

#endif
