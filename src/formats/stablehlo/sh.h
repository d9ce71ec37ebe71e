/* Shared internals of the StableHLO reader and writer: the lexer's tokens,
 * the reader state, and the verbatim data a parsed node, function or module
 * keeps for the writer (fmtdata).
 *
 * Printing rule: a node read from text keeps a template, the verbatim text of
 * the op from its name to the end of its type signature, with holes at its
 * operand references and regions. The writer prints the template with the
 * *current* operand names and regions, so passes that rewire uses print right.
 * Nodes without a template (built by passes) are printed structurally. */
#ifndef RC_FORMATS_STABLEHLO_SH_H
#define RC_FORMATS_STABLEHLO_SH_H

#include <glib.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "formats/format.h"

/* ---- tokens ---- */

typedef enum ShTokKind {
  SH_EOF,
  SH_VALUE,  /* %name or %name#N */
  SH_SYMBOL, /* @name or @"name" */
  SH_HASH,   /* #alias */
  SH_BANG,   /* !dialect.type */
  SH_CARET,  /* ^bb0 */
  SH_IDENT,  /* bare identifier, may contain dots: stablehlo.add */
  SH_NUMBER, /* 12, -1.5e+00, 0x7F800000 */
  SH_STRING, /* "..." with escapes */
  SH_ARROW,  /* -> */
  SH_PUNCT,  /* one character: ( ) [ ] { } < > , : = ? * ... */
  SH_REGION, /* synthetic: a region parsed in place (aux = region index) */
  SH_VERBATIM, /* synthetic: a region kept as text (several blocks); len covers it */
} ShTokKind;

typedef struct ShTok {
  uint8_t kind;
  char c;          /* SH_PUNCT: the character */
  uint8_t nl;      /* a newline precedes the token */
  uint8_t cont;    /* a continuation keyword of a multi-line op (cond, do, reducer); 2: a value
                    * of the enclosing scope used inside a region kept as text */
  uint32_t off, len;
  uint32_t line, col;
  int32_t depth;   /* bracket depth inside the op (0 = top level) */
  uint32_t aux;
  uint32_t pad;    /* 32 bytes: copies move two aligned halves (see lex.c) */
} ShTok;

typedef struct ShLex {
  const char *s;
  size_t n, pos;
  uint32_t line;
  size_t line_start;
} ShLex;

/* Fills *t with the next token (SH_EOF at the end). Comments are skipped. */
void sh_lex_next(ShLex *lx, ShTok *t);
/* Offset of the first non-blank, non-comment byte at or after pos. */
size_t sh_lex_skip_space(const char *s, size_t n, size_t pos, bool *crossed_newline);
static inline bool sh_is_ident_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '$' ||
         c == '.' || c == '-';
}
/* Checks the whole text is UTF-8 without control bytes other than tab/CR/LF;
 * on failure returns false with the offending offset and a message. */
bool sh_check_text(const char *s, size_t n, size_t *bad, const char **why);

/* ---- fmtdata ---- */

/* n->fmtdata of a StableHLO node: what its writer keeps beside the IR. Every kind starts
 * with this header, so a node built by a pass can carry just a location (SH_NODE_PLACE) and
 * one read from text its template or parameter tail with the location in the same block.
 * The data is shared read-only by clones; a change to it is made on a copy (place.c). */
typedef enum ShNodeKind { SH_NODE_PLACE, SH_NODE_TMPL, SH_NODE_PARAM } ShNodeKind;
typedef struct ShNodeData {
  ShNodeKind kind;
  const char *loc; /* the trailing "loc(...)" text verbatim, or NULL */
} ShNodeData;

typedef struct ShHole {
  uint32_t off, len; /* in the template text */
  uint32_t idx;      /* operand index, or region index when region */
  uint32_t region;   /* 1 = region hole */
} ShHole;

typedef struct ShTmpl {
  ShNodeData node; /* kind SH_NODE_TMPL */
  const char *text;
  uint32_t len, nholes;
  ShHole *holes;
  /* the node's shape when read: a pass that changes the op kind or the number of operands,
   * results, attributes or regions in place gets a structural print instead */
  RcOp op;
  uint32_t noperands, nresults, nattrs, nregions;
} ShTmpl;

/* A region function: how its entry block was spelled. */
typedef struct ShRegionData {
  const char *label; /* "^bb0" when the block header is printed inside the braces, else NULL */
} ShRegionData;

/* A parameter: the verbatim text after its name (": tensor<..> {attrs} loc(..)"). */
typedef struct ShParamData {
  ShNodeData node; /* kind SH_NODE_PARAM */
  const char *tail;
} ShParamData;

/* A node's location text, template and parameter data; NULL when it has none. */
static inline const char *sh_node_loc(const RcNode *n) {
  return n->fmtdata ? ((const ShNodeData *)n->fmtdata)->loc : NULL;
}
static inline const ShTmpl *sh_node_tmpl(const RcNode *n) {
  const ShNodeData *d = n->fmtdata;
  return d && d->kind == SH_NODE_TMPL ? (const ShTmpl *)n->fmtdata : NULL;
}
static inline const ShParamData *sh_node_param(const RcNode *n) {
  const ShNodeData *d = n->fmtdata;
  return d && d->kind == SH_NODE_PARAM ? (const ShParamData *)n->fmtdata : NULL;
}
/* Gives n the location loc (NULL: none), keeping the rest of its data; the data n shared
 * before is left as it was. False on out-of-memory (place.c). */
bool sh_node_set_loc(RcModule *m, RcNode *n, const char *loc);
/* The format's node-data hooks (RcFormatTraits, place.c). */
const char *sh_place_key(const RcNode *n);
bool sh_inherit_place(RcModule *m, RcNode *dst, const RcNode *from);
/* Drops n's template (printed structurally from now on), keeping its location. */
bool sh_respell(RcModule *m, RcNode *n);

/* A function: verbatim header pieces. */
typedef struct ShFuncData {
  const char *vis;     /* "public", "private" or NULL */
  const char *tail;    /* text between ')' and the body '{': " -> (tensor<..>) attributes {..}" */
  const char *trailer; /* text after the closing '}': " loc(#loc)" or NULL */
  /* generic form `"func.func"() <{...}> ({ ^bb0(args): ... }) : () -> ()`: */
  const char *ghead;   /* text up to and including the '(' before the region, or NULL */
  const char *glabel;  /* the block label ("^bb0") */
  const char *gtail;   /* text after the region's '}' (starts with ')') */
} ShFuncData;

typedef enum ShItemKind { SH_ITEM_TEXT, SH_ITEM_FUNC, SH_ITEM_MODULE_BEGIN, SH_ITEM_MODULE_END } ShItemKind;

typedef struct ShItem {
  ShItemKind kind;
  bool generic;     /* MODULE_BEGIN/END of `"builtin.module"() ({ ... }) ...` */
  const char *text; /* TEXT: verbatim statement; MODULE_BEGIN: header; MODULE_END: trailer after '}' */
  RcFunc *func;
} ShItem;

typedef struct ShModData {
  ShItem *items;
  uint32_t nitems;
} ShModData;

/* ---- reader state ---- */

typedef struct ShSlot {
  const char *key; /* arena string */
  uint32_t len, hash;
  RcValue *val;
} ShSlot;

typedef struct ShScope { /* scope.c */
  ShSlot *slots;         /* hashed names */
  uint32_t cap, n;
  RcValue **num;         /* plain numbers (%0, %1, ...) near those seen so far: indexed directly */
  uint32_t nnum;         /* entries of num */
  uint32_t numset;       /* non-NULL entries of num */
  uint32_t numhashed;    /* plain numbers far past the others, kept in slots instead */
  struct ShScope *parent;
  const char *isolated;  /* the op whose region this is, when that region is isolated from above */
} ShScope;

typedef struct ShOpName { /* op spelling cache: span -> kind, interned spelling, pretty form */
  const char *text;
  uint32_t len, hash;
  RcOp op;
  bool pretty; /* sh_twin_has_pretty_form */
} ShOpName;

typedef struct ShRef { /* a symbol reference resolved once every function is read */
  RcNode *node;
  RcFunc *caller;     /* top-level function holding the node */
  const char *name;
  uint32_t line, col;
} ShRef;

typedef struct ShParser {
  RcCtx *ctx;
  const RcSource *src;
  RcModule *m;
  ShLex lx;
  ShTok tok;         /* current token */
  ShTok *toks;       /* scratch token stack of the ops being read (nested for regions) */
  size_t ntoks, ctoks;
  char *closers;     /* bracket stack */
  size_t nclose;
  GHashTable *types; /* type spelling -> RcType* */
  GArray *refs;      /* ShRef */
  GArray *mesh_refs; /* ShRef (node and caller NULL): `<@mesh, ...>` shardings, checked at the end */
  GHashTable *meshes; /* names of the module's sdy.mesh symbols */
  GHashTable *decls; /* names of functions kept as text: declarations without a body, and
                        functions of several blocks (read.c, keep_blocks) */
  uint32_t kept_blocks; /* functions of several blocks kept as text */
  size_t next_caret;    /* offset of the next '^' at or after the last function body looked at
                           (read.c, body_has_blocks; SIZE_MAX: none) */
  GArray *items;     /* ShItem */
  GPtrArray *scopes; /* ShScope*, their tables freed with the parser */
  GPtrArray *regs;   /* scratch stack of the regions of the ops being read */
  GArray *ents;      /* scratch ShEntry list */
  GHashTable *opnames; /* op spelling -> arena copy */
  ShOpName opcache[256];
  GHashTable *funcs; /* function name -> RcFunc* */
  RcFunc *top;       /* top-level function being read */
  char desc[80];     /* sh_tok_desc buffer */
  RcWriter *scratch; /* for sh_structural_equals */
  ShHole *holes;     /* scratch holes of the op being read */
  size_t choles;
  const char *last_type_text; /* one-entry cache in front of `types` */
  size_t last_type_len;
  RcType *last_type;
  int region_depth;
  bool multiblock;   /* sh_parse_body met a second block in a region (no diagnostic) */
  RcLiteral *lits[64]; /* splat literals read so far, by a hash of their spelling (read_literal.c) */
  bool failed;
} ShParser;

enum { SH_MAX_NEST = 1000, SH_MAX_REGION_DEPTH = 64 };

/* Errors: report at a token / an offset and mark the parse failed. Return false. */
bool sh_err_tok(ShParser *p, const ShTok *t, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
bool sh_err_at(ShParser *p, size_t off, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* Advances to the next token. */
void sh_next(ShParser *p);
/* "%.*s" helpers */
#define SH_TOKF(p, t) (int)(t)->len, (p)->src->text + (t)->off
bool sh_tok_is(const ShParser *p, const ShTok *t, const char *s);
static inline bool sh_tok_punct(const ShTok *t, char c) { return t->kind == SH_PUNCT && t->c == c; }
/* Human spelling of a token for "got X" messages (static buffer of the parser). */
const char *sh_tok_desc(ShParser *p, const ShTok *t);

/* spell.c: how one op is spelled from the IR, for the writer and the reader. */
typedef struct ShSpeller {
  RcWriter *w;
  const RcModule *m;
  GHashTable *used;  /* names in the module (built on first need) */
  GHashTable *fresh; /* RcValue* / RcNode* -> invented name; NULL when checking a parsed node */
  uint32_t counter;
  void (*body)(struct ShSpeller *w, const RcFunc *f, int ind); /* prints a region's ops (the writer's) */
  bool unnamed;      /* a value without a name was met while checking */
} ShSpeller;
/* Pieces of the spelling the writer also prints with (functions, templates' holes). */
void sh_spell_put(ShSpeller *w, const char *s);
void sh_spell_putn(ShSpeller *w, const char *s, size_t n);
void sh_spell_indent(ShSpeller *w, int n);
const char *sh_spell_vname(ShSpeller *w, const RcValue *v);
void sh_spell_use(ShSpeller *w, const RcValue *v);
void sh_spell_print_results(ShSpeller *w, const RcNode *n);
void sh_spell_type(ShSpeller *w, const RcType *t);
void sh_spell_symbol(ShSpeller *w, const char *name);
void sh_spell_param(ShSpeller *w, const RcNode *pn);
void sh_spell_block_label(ShSpeller *w, const char *label, const RcFunc *f, int ind);
void sh_spell_region(ShSpeller *w, const RcFunc *rf, int ind, bool header);
void sh_spell_type_list(ShSpeller *w, const RcValue *vals, uint32_t nv, const RcNode *opn, bool results);
void sh_spell_structural(ShSpeller *w, const RcNode *n, int ind);
/* Does n's spelling from the IR equal text[0..len)? scratch is any writer. */
bool sh_structural_equals(const RcNode *n, RcWriter *scratch, const char *text, size_t len);

/* types (read_types.c) */
/* Parses one type at offset *pos (skipping blanks first); advances *pos. NULL after a diagnostic. */
RcType *sh_parse_type(ShParser *p, size_t *pos);
typedef struct ShSig {
  bool functional;      /* '(' ins ')' '->' outs, or 'T -> R' */
  uint32_t nins, nouts; /* plain list: every type is in ins, nouts = 0 */
  uint32_t cins, couts;
  RcType **ins, **outs;
  size_t *in_off;       /* offsets of the operand types, for diagnostics */
  size_t end;
  RcType *ins_buf[8], *outs_buf[8]; /* small signatures need no heap */
  size_t in_off_buf[8];
} ShSig;
/* Parses a type signature after the ':' at offset pos. False after a diagnostic. */
bool sh_parse_sig(ShParser *p, size_t pos, ShSig *sig);
void sh_sig_free(ShSig *sig);

/* literals (read_literal.c): decodes `dense<...>` whose '<' is at offset lt and '>' at gt. 
 * Returns NULL without a diagnostic when the literal is a form we keep opaque; sets *bad after a diagnostic. */
RcLiteral *sh_parse_dense(ShParser *p, size_t lt, size_t gt, const RcType *type, bool *bad);

/* op names (twins.c) */
/* The op a name spells: its StableHLO name (ops.def) or another dialect's twin (twins.def). */
RcOp sh_op_from_name(const char *s, size_t n);
/* False for a twin spelling (twins.def) whose dialect reads only its generic form. */
bool sh_twin_has_pretty_form(const char *s, size_t n);
/* Is `name` a twin spelling (twins.def) of op? */
bool sh_is_twin_spelling(const char *name, RcOp op);
/* The operand and result counts of an opaque op of fixed arity (arity.def), and whether its
 * operands and result share one type; false when not listed. */
bool sh_opaque_arity(const char *s, size_t n, int *noperands, int *nresults, bool *same);
/* Is s one of CHLO's implicitly broadcasting ops (chlo.def)? *op: the elementwise op it is read
 * as, RC_OP_OPAQUE when it is kept as written. */
bool sh_chlo_broadcasting(const char *s, size_t n, RcOp *op);

/* CHLO's implicitly broadcasting ops (read_chlo.c) */
/* n, read as the opaque chlo.broadcast_* op it spells (tokens [b, e), its dictionary entries
 * in p->ents), becomes its elementwise op over operands broadcast to the result's shape
 * (broadcast nodes inserted before it, at its location loc) when every type is static;
 * *expanded says whether it did. False after a diagnostic (operands that do not broadcast,
 * a malformed broadcast_dimensions, a result of another shape). */
bool sh_chlo_expand(ShParser *p, RcFunc *f, RcNode *n, const ShTok *name, size_t b, size_t e, const char *loc,
                    bool *expanded);

/* ops (read_op.c) */
/* Reads the operations of a function or region body up to its closing '}' (not consumed).
 * A second block in a region returns false with p->multiblock set and no diagnostic. */
bool sh_parse_body(ShParser *p, RcFunc *f, ShScope *sc);
/* arg -> VALUE ':' type [attr-dict] [loc]: a parameter of f (the current token is the VALUE). */
RcNode *sh_parse_arg(ShParser *p, RcFunc *f, ShScope *sc);
/* block-label -> CARET ['(' arg (',' arg)* ')'] ':' (the current token is the CARET): the label
 * (arena copy) in *label, the arguments as parameters of f. false after a diagnostic. */
bool sh_parse_block_label(ShParser *p, RcFunc *f, ShScope *sc, const char **label);
void sh_scopes_init(ShParser *p);
ShScope *sh_scope_new(ShParser *p, ShScope *parent);
RcValue *sh_scope_find_local(ShScope *sc, const char *s, size_t n);
void sh_scope_put(ShScope *sc, const char *key, RcValue *v);
bool sh_scope_define(ShParser *p, ShScope *sc, RcValue *v, const ShTok *at);
RcValue *sh_scope_lookup(ShScope *sc, const char *s, size_t n);
/* As sh_scope_lookup; *isolated (when not NULL) is set to the op of the innermost region isolated
 * from above that the name was found beyond, or NULL when the name is visible there. */
RcValue *sh_scope_lookup_isolated(ShScope *sc, const char *s, size_t n, const char **isolated);

/* attributes (read_attrs.c): fills typed attributes of a known op from its tokens
 * [b, e); returns false (no diagnostic) when the op must stay opaque. */
typedef struct ShEntry { /* one `key = value` of an attribute dictionary */
  uint32_t kb, ke;       /* key token range */
  uint32_t vb, ve;       /* value token range (vb == ve: unit attribute) */
  bool used;
} ShEntry;
bool sh_interpret(ShParser *p, RcNode *n, size_t b, size_t e, ShEntry *ents, size_t nents, bool generic);
/* The attribute rules the reader checks on an opaque op (reverse's dimensions, sort's dimension);
 * false after a diagnostic. */
bool sh_opaque_attr_rules(ShParser *p, RcNode *n, const char *ops, size_t opn, size_t b, size_t e, ShEntry *ents,
                          size_t nents);
/* Notes a sharding's mesh reference `<@name` (t a SYMBOL after the '<' prev). */
void sh_note_mesh_ref(ShParser *p, const ShTok *prev, const ShTok *t);
/* Adds a reference to a function to be resolved later. */
void sh_add_ref(ShParser *p, RcNode *n, const char *name, const ShTok *at);
/* Decodes a symbol token (@name / @"name") into an arena string. */
const char *sh_symbol_name(ShParser *p, const ShTok *t);

/* an op's attribute dictionaries (read_entries.c) */
/* Collects the `{key = value, ...}` entries of the op's tokens [b, e) into p->ents. */
void sh_collect_entries(ShParser *p, size_t b, size_t e);
/* Checks p->ents: a modelled op's names and dense numbers always, any op's dense numbers unless
 * it is kept verbatim; then, unless verbatim, every name and that `name =` has a value. False
 * after a diagnostic. */
bool sh_check_entries(ShParser *p, bool modelled, bool verbatim);
/* A nested `dense<[[...], ...]>` literal (tokens [b, e) between its '<' and '>') has the shape
 * dims[0..rank): as many lists at each depth, each of one length, as MLIR's attribute parser
 * requires; a splat or a hex string passes. False after a diagnostic. */
bool sh_check_dense_shape(ShParser *p, size_t b, size_t e, const int64_t *dims, int rank);
/* Adds the entries of p->ents that sh_interpret did not use to n as raw attributes. */
void sh_add_raw_entries(ShParser *p, RcNode *n);
char *sh_tok_text(ShParser *p, size_t b, size_t e); /* verbatim text of token range [b, e) */

/* the typing rules of the ops as read (read_op_types.c); each check is false after a diagnostic */
/* Do two types agree where both are modelled (static or dynamic tensors of known dtype, tokens)? */
bool sh_types_match(const RcType *a, const RcType *b);
/* Operand i of n against the type t the op's signature gives it at source offset off. */
bool sh_check_operand_type(ShParser *p, RcNode *n, uint32_t i, const RcType *t, size_t off);
/* The typing rules of the opaque complex, real and imag ops (diagnostics at the name token). */
bool sh_complex_parts(ShParser *p, const RcNode *n, const ShTok *name, const char *ops, size_t opn);
/* An opaque scatter's or reduce_window's body: parameters i and N + i and result i of one type. */
bool sh_reduction_body(ShParser *p, const RcNode *n, const ShTok *name, const char *ops, size_t opn);
/* Does the name s (n bytes) end with suf? */
static inline bool sh_ends_with(const char *s, size_t n, const char *suf) {
  size_t k = strlen(suf);
  return n >= k && !memcmp(s + n - k, suf, k);
}

#endif
