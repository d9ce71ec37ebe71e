/* Conditionals: which branch runs, and running it.
 *
 * HLO's conditional on a pred names its branches (true_computation, false_computation), one on
 * an s32 index lists them (branch_computations={%b0, %b1, ...}); either hands branch k its
 * operand k + 1. StableHLO's stablehlo.if (an i1 scalar, two regions) and
 * stablehlo.case (an i32 scalar index, one region per branch) hold theirs inline: regions
 * without arguments that read the enclosing function's values (the interpreter's frames
 * find them, rc_exec_func keeps them alive until the op has run). An index out of range (HLO's
 * or stablehlo.case's) runs the last branch, as XLA and the specification say. */
#include <string.h>

#include "exec/interp.h"

/* Whether n is a stablehlo.if (two regions) or stablehlo.case (one or more) whose regions are its branches. */
static bool inline_branches(const RcNode *n) {
  if (n->op != RC_OP_OPAQUE || !n->opname || n->noperands != 1) return false;
  uint32_t nr = rc_node_nregions(n);
  if (!strcmp(n->opname, "stablehlo.if")) return nr == 2;
  return !strcmp(n->opname, "stablehlo.case") && nr >= 1;
}

/* HLO: the number of branches of conditional n (two on a pred, the list's on an index), each taking
 * one operand after the first; 0 when n is not such a conditional. */
static uint32_t hlo_branches(const RcModule *m, const RcNode *n) {
  if (!n->opname || strcmp(n->opname, "conditional") || n->nresults != 1) return 0;
  uint32_t nb = 2;
  if (rc_node_attr(n, "branch_computations")) rc_node_attr_func_at(m, n, "branch_computations", 0, &nb);
  return nb && n->noperands == nb + 1 ? nb : 0;
}

/* HLO: branch k (on a pred: 0 true, 1 false) of conditional n, or NULL. */
static RcFunc *hlo_branch(const RcModule *m, const RcNode *n, uint32_t k) {
  uint32_t nb;
  RcFunc *f = rc_node_attr(n, "branch_computations") ? rc_node_attr_func_at(m, n, "branch_computations", k, &nb)
                                                     : rc_node_attr_func(m, n, k ? "false_computation" : "true_computation");
  return f && f->nparams == 1 ? f : NULL;
}

bool rc_exec_cond_known(const RcModule *m, const RcNode *n) {
  if (inline_branches(n)) {
    for (uint32_t r = 0; r < rc_node_nregions(n); r++)
      if (rc_node_region(n, r)->nparams) return false;
    return true;
  }
  uint32_t nb = hlo_branches(m, n);
  for (uint32_t k = 0; k < nb; k++)
    if (!hlo_branch(m, n, k)) return false;
  return nb > 0;
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
    uint32_t nb = hlo_branches(I->m, n), k;
    if (rc_node_attr(n, "branch_computations")) k = sel >= 0 && sel < nb ? (uint32_t)sel : nb - 1;
    else k = sel != 0 ? 0 : 1;
    f = nb ? hlo_branch(I->m, n, k) : NULL;
    if (!f) return rc_exec_error(I, n, "the branch computation is missing");
    args = &ops[k + 1];
    nargs = 1;
  }
  return rc_exec_run_into(I, n, f, args, nargs, res, "the branch");
}
