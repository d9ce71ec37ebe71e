/* Callers revisited after their callees raise (callers.c): private to src/rewrite. */
#ifndef RC_REWRITE_CALLERS_H
#define RC_REWRITE_CALLERS_H

#include <glib.h>
#include <stdbool.h>

#include "ir/ir.h"

typedef struct RcCallers RcCallers;

/* The calls among funcs (the functions the driver matches, kept alive by the caller), or
 * NULL where none calls another (nothing is ever revisited). */
RcCallers *rc_rw_callers_new(const RcModule *m, GPtrArray *funcs);
void rc_rw_callers_free(RcCallers *cg);
/* f was matched just now (first or again), and raised something or not. */
void rc_rw_callers_matched(RcCallers *cg, const RcFunc *f, bool raised);
/* Starts a pass over the functions, callees before callers. */
void rc_rw_callers_pass(RcCallers *cg);
/* The next function of the pass some of whose callees (or what they call) raised after it
 * was last matched, with `sites` set to those call sites (live, seen through: rc_canon_callee);
 * NULL at the end of the pass. Call rc_rw_callers_matched after matching it. */
RcFunc *rc_rw_callers_next(RcCallers *cg, GPtrArray *sites);

#endif
