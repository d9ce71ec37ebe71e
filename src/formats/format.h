/* The readers and writers of the two text formats, and format detection. */
#ifndef RC_FORMATS_FORMAT_H
#define RC_FORMATS_FORMAT_H

#include "ir/ir.h"
#include "support/ctx.h"
#include "support/writer.h"

/* XLA HLO text. On failure returns RC_ERR_INPUT/RC_ERR_NOMEM with diagnostics on ctx and *out NULL. */
RcStatus rc_hlo_parse(RcCtx *ctx, const RcSource *src, RcModule **out);
/* Prints m (read as HLO or built by passes) as HLO text. Errors are sticky in w. */
void rc_hlo_write(const RcModule *m, RcWriter *w);

/* StableHLO / MLIR text, pretty and generic forms. Same contract as the HLO pair. */
RcStatus rc_stablehlo_parse(RcCtx *ctx, const RcSource *src, RcModule **out);
void rc_stablehlo_write(const RcModule *m, RcWriter *w);

/* What other stages may ask of a module's format where the IR alone cannot say (traits.c). */
typedef struct RcFormatTraits {
  bool composites;      /* a fused call may be a composite with a decomposition (else a custom call) */
  bool reduce_regions;  /* a reduce holds its body as a region of the op, not a to_apply computation */
  bool splat_broadcast; /* a splat tensor constant is written as a scalar constant and a broadcast */
  RcTypingRules typing; /* the typing rules its nodes obey (typing.c) */
  /* Where the writer prints a node from, as it keeps it in the node's format data: its text
   * (NULL when none) and its carrying to another node; both NULL where the format keeps no
   * such thing (node_data.c). */
  const char *(*place_key)(const RcNode *n);
  bool (*inherit_place)(RcModule *m, RcNode *dst, const RcNode *from);
  /* Has n spelled from the IR from now on, keeping its place; NULL where nothing is read
   * back as text that names a region's values (node_data.c). */
  bool (*respell)(RcModule *m, RcNode *n);
} RcFormatTraits;
const RcFormatTraits *rc_format_traits(const RcModule *m);
/* rc_format_traits(m)->composites. */
bool rc_format_has_composite(const RcModule *m);
/* The text of a splat constant of dtype dt and value v (bits: its storage), as m's format
 * spells it where a pass writes one for reading (--canonicalize-only), in m's arena. */
char *rc_format_splat_text(RcModule *m, RcDType dt, double v, const void *bits);
/* A splat constant of type t whose element is bits (t's dtype), inserted before `before` in f
 * as m's format writes one: a constant, or (HLO) a scalar constant and a broadcast; made[]
 * gets the nodes (made[1] NULL without a broadcast). NULL, with nothing inserted, on
 * out-of-memory or a type that is no static float tensor (splat.c). */
RcValue *rc_format_emit_splat(RcFunc *f, RcNode *before, const RcType *t, const void *bits,
                              RcNode *made[2]);

/* The writer's data of a node (n->fmtdata), for stages outside the formats (node_data.c).
 * The data is shared read-only, so nodes may point at the same block. */
/* Gives dst all of src's writer data (its template, with its place), where dst replaces src
 * with the same operands and regions by index; false on out-of-memory. */
bool rc_format_copy_node_data(RcModule *m, RcNode *dst, const RcNode *src);
/* The text that says where n is printed from (StableHLO: its "loc(...)"), for keys that must
 * tell such nodes apart; NULL when it has none. */
const char *rc_format_place_key(const RcModule *m, const RcNode *n);
/* Has dst printed at from's place (none if from has none), keeping the rest of dst's writer
 * data; false on out-of-memory. */
bool rc_format_inherit_place(RcModule *m, RcNode *dst, const RcNode *from);

/* Has n printed from the IR rather than from the text it was read with (whose spelling of
 * its regions' parameter names a pass changed), at its place; false on out-of-memory. */
bool rc_format_respell(RcModule *m, RcNode *n);

/* Fused calls (fused_calls.c). */
/* Turns the recompose.<op> calls of a module just read into RC_OP_FUSED nodes (see
 * fused_calls.c for what stays as read); false on out-of-memory. */
bool rc_formats_read_fused_calls(RcModule *m);
/* The op a node is printed as: a fused node's as the custom call or composite it is written as. */
RcOp rc_format_read_op(const RcNode *n);

/* How m's format spells n's op (a fused node's as the call it is written as), for messages. */
const char *rc_format_op_spelling(const RcModule *m, const RcNode *n);

/* How far behind the reader an owned text is released at a time. */
enum { RC_RELEASE_STEP = 4 << 20 };
/* rc_module_parse_owned with another release step (tests use a page or two). */
RcStatus rc_module_parse_owned_step(RcCtx *ctx, const char *filename, char *text, size_t len, RcFormat format,
                                    size_t step, RcModule **out);

#endif
