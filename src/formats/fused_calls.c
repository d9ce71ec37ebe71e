/* Fused calls in the formats: the reading back of
 * the calls a rewrite wrote (a recompose.<op> custom call or composite) into the one
 * fused node kind, RC_OP_FUSED, that the other stages recognise. */
#include <string.h>

#include "formats/format.h"
#include "fused/fused.h"

static const char *attr_text(const RcAttr *a) {
  if (!a) return NULL;
  return a->kind == RC_ATTR_STR || a->kind == RC_ATTR_ENUM ? a->u.s : a->raw;
}

/* The form custom call n was written in: XLA's typed FFI (HLO API_VERSION_TYPED_FFI,
 * StableHLO api_version = 4), else the legacy ABI. */
static RcFusedForm call_form(const RcNode *n) {
  const char *v = attr_text(rc_node_attr(n, "api_version"));
  if (!v) return RC_FUSED_LEGACY;
  return !strcmp(v, "API_VERSION_TYPED_FFI") || !strncmp(v, "4 ", 2) || !strcmp(v, "4") ? RC_FUSED_TYPED_FFI
                                                                                        : RC_FUSED_LEGACY;
}

/* Makes n a fused node when it is a call of an op of the table whose config decodes;
 * anything else (an op the table lacks, a config that does not decode, a call with side
 * effects, a composite without its decomposition, several results where the config does not
 * say sum_out=1: then two, StableHLO's two results or HLO's tuple of two) stays as read.
 * The node keeps its attributes, so it prints as it was read. */
static bool raise_call(RcModule *m, RcNode *n) {
  if ((n->op != RC_OP_CUSTOM_CALL && n->op != RC_OP_COMPOSITE) || n->nresults < 1 || n->nresults > 2 ||
      (n->flags & RC_NODE_HAS_SIDE_EFFECT))
    return true;
  const RcAttr *t = rc_node_attr(n, "custom_call_target");
  if (!t || t->kind != RC_ATTR_STR || !t->u.s) return true;
  const RcFusedOp *op = rc_fused_of_target(t->u.s, strlen(t->u.s));
  if (!op) return true;
  bool composite = n->op == RC_OP_COMPOSITE;
  if (composite) {
    const RcAttr *d = rc_node_attr(n, "to_apply");
    if (!d || d->kind != RC_ATTR_FUNC || !d->u.fn) return true;
  }
  const char *cfg = attr_text(rc_node_attr(n, composite ? "composite_attributes" : "backend_config"));
  RcFusedCfg c;
  if (!cfg || !rc_fused_config_decode(cfg, strlen(cfg), RC_FUSED_CFG_LENIENT, &c, NULL, 0)) return true;
  const RcType *rt = n->results[0].type;
  bool tup = rt && rt->kind == RC_TYPE_TUPLE;
  if ((n->nresults == 2 || tup || c.sum_out) && !(c.sum_out && !composite && (n->nresults == 2) != (tup && rt->ntuple == 2)))
    return true;
  RcFusedCall *fc = rc_module_alloc(m, sizeof *fc);
  RcNodeExtra *x = fc ? rc_node_extra_get(m, n) : NULL;
  if (!x) return false;
  fc->op = op;
  fc->form = composite ? RC_FUSED_COMPOSITE : call_form(n);
  fc->config = cfg;
  fc->dict = composite ? cfg : NULL;
  fc->ffi_dict = NULL;
  fc->as_read = true;
  x->fused = fc;
  n->op = RC_OP_FUSED;
  rc_module_note_op(m, RC_OP_FUSED);
  return true;
}

static bool raise_func(RcModule *m, RcFunc *f) {
  rc_func_for_each(f, n) {
    if (!raise_call(m, n)) return false;
    for (uint32_t r = 0; r < rc_node_nregions(n); r++)
      if (!raise_func(m, rc_node_region(n, r))) return false;
  }
  return true;
}

bool rc_formats_read_fused_calls(RcModule *m) {
  if (!rc_module_may_hold(m, RC_OP_CUSTOM_CALL) && !rc_module_may_hold(m, RC_OP_COMPOSITE)) return true; /* no call */
  for (RcFunc *f = m->funcs; f; f = f->next)
    if (!raise_func(m, f)) return false;
  return true;
}

RcOp rc_format_read_op(const RcNode *n) {
  const RcFusedCall *fc = rc_node_fused(n);
  if (!fc) return (RcOp)n->op;
  return fc->form == RC_FUSED_COMPOSITE ? RC_OP_COMPOSITE : RC_OP_CUSTOM_CALL;
}
