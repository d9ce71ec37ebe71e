/* What stages outside the formats may do with a node's writer data (n->fmtdata): carry it
 * to a node that replaces another, read where a node is printed from, carry that place
 * alone, and drop the text it was read with. Each asks the module's format (RcFormatTraits); the data itself stays the format's. */
#include "formats/format.h"

bool rc_format_copy_node_data(RcModule *m, RcNode *dst, const RcNode *src) {
  (void)m;
  dst->fmtdata = src->fmtdata; /* read-only, shared: the template refers to operands and regions by index */
  return true;
}

const char *rc_format_place_key(const RcModule *m, const RcNode *n) {
  const RcFormatTraits *t = rc_format_traits(m);
  return t->place_key ? t->place_key(n) : NULL;
}

bool rc_format_inherit_place(RcModule *m, RcNode *dst, const RcNode *from) {
  const RcFormatTraits *t = rc_format_traits(m);
  return t->inherit_place ? t->inherit_place(m, dst, from) : true;
}

bool rc_format_respell(RcModule *m, RcNode *n) {
  const RcFormatTraits *t = rc_format_traits(m);
  return t->respell ? t->respell(m, n) : true;
}
