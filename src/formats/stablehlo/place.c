/* Where a StableHLO node is printed from: the trailing "loc(...)" text it was read with,
 * kept in its format data (ShNodeData) and carried to nodes that stand for it, also when
 * its template goes. */
#include <string.h>

#include "formats/stablehlo/sh.h"

bool sh_node_set_loc(RcModule *m, RcNode *n, const char *loc) {
  const ShNodeData *d = n->fmtdata;
  if (d ? d->loc == loc : !loc) return true;
  /* a copy: the old block may be shared by clones of n */
  size_t size = !d ? sizeof(ShNodeData)
              : d->kind == SH_NODE_TMPL ? sizeof(ShTmpl)
              : d->kind == SH_NODE_PARAM ? sizeof(ShParamData)
                                          : sizeof(ShNodeData);
  ShNodeData *c = rc_module_alloc(m, size);
  if (!c) return false;
  if (d) memcpy(c, d, size);
  else c->kind = SH_NODE_PLACE;
  c->loc = loc;
  n->fmtdata = c;
  return true;
}

const char *sh_place_key(const RcNode *n) { return sh_node_loc(n); }

bool sh_inherit_place(RcModule *m, RcNode *dst, const RcNode *from) {
  return sh_node_set_loc(m, dst, sh_node_loc(from));
}

bool sh_respell(RcModule *m, RcNode *n) {
  const ShNodeData *d = n->fmtdata;
  if (!d || d->kind != SH_NODE_TMPL) return true;
  ShNodeData *c = rc_module_alloc(m, sizeof *c);
  if (!c) return false;
  c->kind = SH_NODE_PLACE;
  c->loc = d->loc;
  n->fmtdata = c;
  return true;
}
