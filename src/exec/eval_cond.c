/* Conditionals: which branch runs, and running it.
 *
 * HLO's conditional on a pred names its branches (true_computation, false_computation) and
 * hands branch k its operand k + 1. StableHLO's stablehlo.if (an i1 scalar, two regions) and
 * stablehlo.case (an i32 scalar index, one region per branch) hold theirs inline: regions
 * without arguments that read the enclosing function's values (the interpreter's frames
 * find them, rc_exec_func keeps them alive until the op has run). A case index out of
 * range runs the last branch, as the specification says. */
#include <string.h>

#include "exec/interp.h"

/* Whether n is a stablehlo.if (two regions) or stablehlo.case (one or more) whose regions are its branches. */
static bool inline_branches(const RcNode *n) {
  if (n->op != RC_OP_OPAQUE || !n->opname || n->noperands != 1) return false;
  uint32_t nr = rc_node_nregions(n);
  if (!strcmp(n->opname, "stablehlo.if")) return nr == 2;
  return !strcmp(n->opname, "stablehlo.case") && nr >= 1;
}

/* HLO: branch k (0 true, 1 false) of a conditional on a pred with three operands, or NULL. */
static RcFunc *hlo_branch(const RcModule *m, const RcNode *n, int k) {
  if (!n->opname || strcmp(n->opname, "conditional") || n->noperands != 3 || n->nresults != 1) return NULL;
  RcFunc *f = rc_node_attr_func(m, n, k ? "false_computation" : "true_computation");
  return f && f->nparams == 1 ? f : NULL;
}

bool rc_exec_cond_known(const RcModule *m, const RcNode *n) {
  if (inline_branches(n)) {
    for (uint32_t r = 0; r < rc_node_nregions(n); r++)
      if (rc_node_region(n, r)->nparams) return false;
    return true;
  }
  return hlo_branch(m, n, 0) && hlo_branch(m, n, 1);
}

RcStatus rc_eval_cond(RcInterp *I, RcNode *n, RcTensor **ops, RcTensor **res) {
  const RcTensor *p = ops[0];
  if (p->tuple || p->numel != 1) return rc_exec_error(I, n, "the predicate is not a scalar");
  double sel = rc_tensor_get_f64(p, 0);
  RcFunc *f;
  RcTensor *const *args = NULL;
  uint32_t nargs = 0;
  if (inline_branches(n)) {
    uint32_t nr = rc_node_nregions(n), k;
    if (!strcmp(n->opname, "stablehlo.if")) k = sel != 0 ? 0 : 1;
    else k = sel >= 0 && sel < nr ? (uint32_t)sel : nr - 1;
    f = rc_node_region(n, k);
  } else {
    bool yes = sel != 0;
    f = hlo_branch(I->m, n, yes ? 0 : 1);
    if (!f) return rc_exec_error(I, n, "the branch computation is missing");
    args = &ops[yes ? 1 : 2];
    nargs = 1;
  }
  return rc_exec_run_into(I, n, f, args, nargs, res, "the branch");
}
