/* The executor's interpreter: walks a function in program order, keeps a
 * value -> tensor table and frees each tensor after its last use. The
 * evaluators of the op families (eval_*.c) share this header. */
#ifndef RC_EXEC_INTERP_H
#define RC_EXEC_INTERP_H

#include "exec/par.h"
#include "exec/tensor.h"
#include "ir/ir.h"
#include "recompose/exec.h"

typedef struct RcInterp {
  RcModule *m;
  RcCtx *ctx;
  RcRunOptions *opt;
  int depth;         /* call nesting, bounded */
  bool timing;       /* report entry-function ops to opt->on_op */
  RcPar *par;        /* threads for large data-parallel loops; NULL = single-threaded */
} RcInterp;

/* Records "cannot execute OP: reason" at n's location; returns RC_ERR_INPUT. */
RcStatus rc_exec_error(RcInterp *I, const RcNode *n, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

/* Runs f on args (borrowed); on RC_OK fills outs[0..*nouts) with new references. outs has
 * room for `cap` results. */
RcStatus rc_exec_func(RcInterp *I, RcFunc *f, RcTensor *const *args, uint32_t nargs, RcTensor **outs,
                      uint32_t cap, uint32_t *nouts);
/* Runs f (a called computation or a branch of n) on args into n's results res: as many values
 * as n has results, or several folded into n's one tuple result (HLO). `what` names f in the
 * error when the counts differ. */
RcStatus rc_exec_run_into(RcInterp *I, RcNode *n, RcFunc *f, RcTensor *const *args, uint32_t nargs, RcTensor **res,
                          const char *what);


/* Evaluates one node (not PARAMETER/RETURN) on its operand tensors into res[0..nresults). */
RcStatus rc_exec_node(RcInterp *I, RcNode *n, RcTensor **ops, RcTensor **res);
/* Fills t with seeded values in [-4, 4); with `specials`, first the special values
 * (0, -0, +-1, +-large, +-inf, NaN, denormals; `finite_only` leaves out inf, NaN and large). */
void rc_exec_fill_random(RcTensor *t, uint64_t seed, bool specials, bool finite_only);

/* Evaluators: each reads its operand tensors (borrowed) and writes n->nresults new tensors
 * into res; on failure they report through rc_exec_error and return non-OK. */
RcStatus rc_eval_elementwise(RcInterp *I, RcNode *n, RcTensor **ops, RcTensor **res);
/* The same with the op given (custom calls with elementwise meaning, e.g. mhlo.erf). */
RcStatus rc_eval_elementwise_as(RcInterp *I, RcNode *n, RcOp op, RcTensor **ops, RcTensor **res);
RcStatus rc_eval_constant(RcInterp *I, RcNode *n, RcTensor **res);
RcStatus rc_eval_shape(RcInterp *I, RcNode *n, RcTensor **ops, RcTensor **res);
RcStatus rc_eval_reduce(RcInterp *I, RcNode *n, RcTensor **ops, RcTensor **res);
RcStatus rc_eval_reduce_window(RcInterp *I, RcNode *n, RcTensor **ops, RcTensor **res); /* eval_reduce.c */
RcStatus rc_eval_batch_norm_training(RcInterp *I, RcNode *n, RcTensor **ops, RcTensor **res); /* eval_norm.c */
RcStatus rc_eval_batch_norm_grad(RcInterp *I, RcNode *n, RcTensor **ops, RcTensor **res);     /* eval_norm.c */
RcStatus rc_eval_dot(RcInterp *I, RcNode *n, RcTensor **ops, RcTensor **res);
RcStatus rc_eval_fused(RcInterp *I, RcNode *n, const char *name, RcTensor **ops, RcTensor **res);
RcStatus rc_eval_check(RcInterp *I, RcNode *n, const char *name, RcTensor **ops);
/* Whether n is a conditional the executor runs (HLO's on a pred, stablehlo.if, stablehlo.case),
 * and running it (eval_cond.c). */
bool rc_exec_cond_known(const RcModule *m, const RcNode *n);
RcStatus rc_eval_cond(RcInterp *I, RcNode *n, RcTensor **ops, RcTensor **res);

/* The result type of n's result i as a fresh tensor; reports when it is not static. */
RcTensor *rc_exec_result_tensor(RcInterp *I, RcNode *n, uint32_t i);

#endif
