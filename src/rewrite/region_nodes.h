/* What a node is to a region the driver fuses (driver.c): a value computed from constants,
 * an input's convert, dead code, an op that may be fused, a possible root, a link near a
 * shared chain, a fusion read by another. Questions of the node and its uses alone. */
#ifndef RC_REWRITE_REGION_NODES_H
#define RC_REWRITE_REGION_NODES_H

#include <stdbool.h>
#include <stdint.h>

#include "ir/ir.h"

bool rc_rw_const_like(const RcNode *n);
bool rc_rw_input_convert(const RcNode *n, RcValue *const *inputs, uint32_t nin);
bool rc_rw_dead(const RcNode *n, int depth);
bool rc_rw_pure_ok(const RcNode *n);
bool rc_rw_read_by_dead_projections(const RcNode *n);
bool rc_rw_single_root(const RcValue *v);
bool rc_rw_shared_link_near(const RcNode *n, int depth);
bool rc_rw_read_by_fusion(const RcNode *n);
/* Whether v is returned by a call (HLO: a tuple element of it, read by get-tuple-element) from a
 * helper whose returned value is a fused call, through nested calls: the helper already is
 * that call, raised when it was matched (HLO prints helpers first), and every call of it
 * keeps calling it; the caller's view reads the fused call through the call, but there is
 * nothing left to raise at v. */
bool rc_rw_returns_fused(const RcValue *v);

#endif
