/* The shape a rewrite check runs at: which dimensions of a matched region can
 * be shrunk without changing what each element computes. */
#ifndef RC_EXEC_PROBE_SHAPE_H
#define RC_EXEC_PROBE_SHAPE_H

#include <stdbool.h>
#include <stdint.h>

#include "ir/ir.h"

/* Elements the shrunk root aims at (the probes' special values come first, so any size above a
 * few dozen covers them; the kernels' vector loops and tails are covered by the +37 below). */
#define RC_PROBE_TARGET 4096
/* Added to the target when the innermost shrunk dimension is contiguous, so that a vector kernel's
 * masked tail runs (37 = 32 + 4 + 1: a tail for vector widths 8, 16 and 32 alike). */
#define RC_PROBE_TAIL 37

/* Probe shapes of one region, slot by slot: inputs[0..ninputs) first, then each node's results
 * in the order of `nodes` (the order the check evaluates them in). */
typedef struct RcProbeShape {
  uint32_t nslots;
  int32_t *rank;       /* nslots entries; -1: not a static tensor (kept as it is) */
  int64_t (*dims)[16]; /* nslots rows; the slot's dims at the probe shape */
  uint32_t root;       /* the root's slot (UINT32_MAX if not found) */
  bool shrunk;         /* some dimension is smaller than in the region */
} RcProbeShape;

/* Chooses the probe shape of the region computing `root` from inputs (nodes operands-first, every
 * operand an input or a node's result): a dimension the region reduces over, moves through an op
 * not modelled here (dot, slice, a dense constant, ...) or that is a row op's rows stays whole; the
 * others are shrunk outermost first until the root holds about RC_PROBE_TARGET elements. A root of
 * at most RC_PROBE_TARGET elements is not shrunk. `row_op`: the fused op works on rows of the last
 * dimension (softmax, norms), and inputs after x are per-column. Returns NULL when out of memory.
 * Free with rc_probe_shape_free. */
RcProbeShape *rc_probe_shape_new(RcValue *const *inputs, uint32_t ninputs, RcNode *const *nodes, uint32_t nnodes,
                                 const RcValue *root, bool row_op);
void rc_probe_shape_free(RcProbeShape *p);

#endif
