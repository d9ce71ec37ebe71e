/* Shared internals of the XLA HLO text reader and writer: the parser state,
 * the verbatim data the reader leaves on modules and nodes for the writer
 * (each instruction's style, or its text and what it looked like when read
 * when the structural print would spell it differently), and the small lexical helpers both
 * sides use.
 *
 * Pipeline place: text -> [hlo reader] -> IR ... IR -> [hlo writer] -> text.
 */
#ifndef RC_FORMATS_HLO_HLO_H
#define RC_FORMATS_HLO_HLO_H

#include <glib.h>
#include <setjmp.h>
#include <stdbool.h>
#include <stdint.h>

#include "formats/format.h"

/* ---- what the reader leaves for the writer ---- */

/* m->fmtdata: the module's printing style, for nodes built by passes. */
typedef struct HloModFmt {
  bool sigil;        /* names were written with '%' */
  bool inline_types; /* operands were written with their shapes */
  bool layouts;      /* array shapes carried layouts */
} HloModFmt;

/* m->fmtdata of a module the reader made: its style first (so it is also a
 * HloModFmt *), then what the module-level text kept verbatim. */
typedef struct HloModData {
  HloModFmt style;
  const char *head;   /* the header verbatim ("HloModule m, entry_computation_layout={...}"); NULL = none */
  const char *frames; /* XLA's stack-frame index (read_frames.c), from its first table to the end of its last row; NULL = none */
} HloModData;

/* n->fmtdata, for nodes the reader made. Most instructions are spelled
 * exactly as the structural printer spells them in their own style; those
 * point to one of eight shared HLO_FMT_STYLE records (no text kept, and a pass
 * may change anything: the node is printed from the IR). The others own a
 * copy of their text (HLO_FMT_TEXT), from the name to the last attribute
 * (without "ROOT"), and what the node looked like when read. The writer
 * prints the text when the op, result type, result name and
 * operand/attribute counts are unchanged; operand references are found again
 * by scanning the text, and one that no longer names the current operand (a
 * pass redirected the use) is printed from the IR. Anything else changed in
 * place (an attribute's value, a literal) is not detected: a pass doing that
 * must set fmtdata to NULL, and the node is then printed structurally. */
enum { HLO_FMT_STYLE, HLO_FMT_TEXT };
typedef struct HloNodeFmt {
  uint8_t kind;
  HloModFmt style;  /* HLO_FMT_STYLE: the instruction's own style */
  uint16_t op, nattrs;
  uint32_t len, noperands;
  const char *text; /* HLO_FMT_TEXT: len bytes */
  RcType *type;
  uint64_t opsig; /* rc_hlo_operand_sig when read: equal now = no operand redirected, print the text whole */
} HloNodeFmt;

/* The shared style record for a style (spell.c). */
const HloNodeFmt *rc_hlo_style_fmt(bool sigil, bool inline_types, bool layouts);

/* spell.c: how one instruction is spelled from the IR, for the writer and the reader. */
/* The spellings of the types a speller wrote last, by type and layouts flag: the thousands
 * of values that share one interned type are spelled once. Valid while no type changes
 * (one write, or one read: the reader never mutates a type it made). */
enum { HLO_TYPE_MEMO = 16 };
typedef struct HloTypeMemo {
  struct {
    const RcType *t;
    bool layouts;
    uint8_t len;
    char text[46];
  } e[HLO_TYPE_MEMO];
  RcWriter probe; /* a type spelled on a miss */
} HloTypeMemo;

typedef struct HloSpeller {
  const RcModule *m;
  const HloModFmt *mf;
  RcWriter *w;
  bool sigil, inline_types, layouts;
  GHashTable *used;  /* every name in the module, built on the first unnamed value */
  GHashTable *fresh; /* RcValue* -> invented name */
  uint32_t counter;
  int64_t pnum;      /* >= 0: the parameter number to print (the reader's check, before f->params exists) */
  HloTypeMemo *types; /* NULL: every type spelled anew */
} HloSpeller;
/* The name v is printed with (an invented one, kept in fresh, for an unnamed value). */
const char *rc_hlo_spell_name(HloSpeller *s, const RcValue *v);
/* A name with the '%' sigil where the style has one. */
void rc_hlo_spell_put_name(HloSpeller *s, const char *name);
/* An operand reference: its shape where the style inlines shapes, then its name. */
void rc_hlo_spell_operand(HloSpeller *s, const RcValue *v);
/* NAME ' = ' shape ' ' OPCODE '(' operands ')' (', ' KEY '=' value)*, from the IR. */
void rc_hlo_spell_instruction(HloSpeller *s, const RcNode *n);
/* spell.c: true when n spelled in `style` (rc_hlo_spell_instruction) is exactly text[0..len);
 * `pnum` is n's parameter number (its function's table is not built yet).
 * scratch is a writer the caller owns; it is overwritten. types: the reader's memo, or NULL. */
bool rc_hlo_structural_equals(const RcNode *n, const HloModFmt *style, int64_t pnum, RcWriter *scratch,
                              HloTypeMemo *types, const char *text, size_t len);

/* A 64-bit signature of n's current operands: the values and their name
 * pointers (so a renamed operand counts as changed). */
static inline uint64_t rc_hlo_operand_sig(const RcNode *n) {
  uint64_t h = 0x9e3779b97f4a7c15ull ^ n->noperands;
  for (uint32_t i = 0; i < n->noperands; i++) {
    const RcValue *v = rc_node_uses(n)[i].value;
    uint64_t x = (uint64_t)(uintptr_t)v ^ ((uint64_t)(uintptr_t)(v ? v->name : NULL) << 1);
    h ^= x + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
    h *= 0xff51afd7ed558ccdull;
    h ^= h >> 33;
  }
  return h;
}

/* f->fmtdata of a computation the reader made; computations built by passes have none
 * and get a header spelled from the IR. */
typedef struct HloFuncData {
  const char *head; /* the header verbatim ("ENTRY %main (p: f32[2]) -> f32[2] {") */
  const char *tail; /* what follows the closing '}' verbatim (", execution_thread=\"host\""); NULL = none */
} HloFuncData;

/* ---- the reader's state ---- */

/* symtab.c: byte-string -> pointer map (keys are not copied). */
typedef struct HloSym {
  const char *key;
  uint32_t len, hash; /* key NULL = empty slot */
  void *val;
} HloSym;
typedef struct HloSymtab {
  HloSym *slots;
  uint32_t cap, count;
} HloSymtab;
void rc_hlo_symtab_free(HloSymtab *t);
void *rc_hlo_symtab_get(const HloSymtab *t, const char *s, size_t n);

/* names.c: a computation's names, value -> itself, keyed by value->name.
 * Names that end in a decimal number (v17, multiply.5, param_0) go to an array
 * per prefix: a dense one indexed by the number (8 bytes a name, looked up in
 * program order: few cache misses), or, for a prefix that uses less than half
 * of its numbers (c2, c8, c12, ...), a sorted list of (number, value) searched
 * from its end (12 bytes a name); the rest to a hash table (16-byte slots). */
typedef struct HloNameSlot {
  uint32_t hash, len;
  RcValue *v; /* NULL = empty */
} HloNameSlot;
typedef struct HloNameRun {
  const char *prefix; /* points into a value's name */
  uint32_t plen;
  uint32_t count;     /* names stored */
  uint32_t hi;        /* dense: v[0..hi) is initialized */
  uint32_t cap;
  bool sparse;        /* nums[0..count) ascending, v[i] is nums[i]'s value */
  RcValue **v;
  uint32_t *nums;
} HloNameRun;
typedef struct HloNames {
  HloNameSlot *slots;
  uint32_t cap, count;
  HloNameRun *runs;
  uint32_t nruns, cruns, last;
  HloSymtab prefixes; /* prefix -> run index + 1 */
} HloNames;
RcValue *rc_hlo_names_get(const HloNames *t, const char *s, size_t n);
/* Adds v under v->name (n bytes); returns the value already there, if any. */
RcValue *rc_hlo_names_add(HloNames *t, RcValue *v, size_t n);
void rc_hlo_names_free(HloNames *t);

/* Adds key (which must stay valid) -> val; the key must not be present. */
void rc_hlo_symtab_put(HloSymtab *t, const char *key, size_t n, void *val);

typedef struct HloFuncRef {
  RcFunc *from;   /* computation containing the referencing instruction */
  RcNode *node;   /* the referencing instruction */
  int32_t attr;   /* index of the RC_ATTR_FUNC to fill in node->attrs (arrays grow, so no pointer), or -1 */
  const char *name;
  uint32_t line, col;
} HloFuncRef;

typedef struct HloParser {
  RcCtx *ctx;
  const RcSource *src;
  const char *s; /* the source (not NUL-terminated) */
  size_t n, pos;
  uint32_t line;
  size_t bol; /* offset of the current line's first byte */
  jmp_buf fail;
  RcModule *m;
  HloModFmt *mf;
  RcFunc *cur;
  GHashTable *funcs; /* name -> RcFunc* */
  HloNames names;    /* current computation's values by name (a new table per computation) */
  int nest_depth;    /* nested instructions being read (read.c: nested) */
  HloSymtab types;   /* shape text -> RcType* (types are shared, never mutated by the reader) */
  GArray *refs;      /* HloFuncRef */
  GArray *ops;       /* scratch: the operands of the instruction being read */
  GArray *pending;   /* scratch: operand names not yet defined in this computation */
  GPtrArray *params; /* scratch: this computation's parameters by number */
  GPtrArray *sig;    /* the parameter types of the signature being checked (freed on failure) */
  HloSymtab strs;    /* interned attribute names and short attribute values */
  HloSymtab attrsets; /* attribute lists many instructions share (their bytes -> the arena copy) */
  HloSymtab intsets;  /* integer lists of INTS attributes (their bytes -> the arena copy) */
  RcAttr *attrbuf;   /* scratch: the attributes of the instruction being read */
  uint32_t cattrbuf;
  uint32_t nlastattrs;
  const RcAttr *lastattrs; /* the shared list used last (a cache in front of attrsets) */
  HloSymtab opcodes; /* opcode spelling -> RcOp + 1 (a cache in front of rc_op_from_hlo) */
  bool nomem;        /* the error that stopped the parse was an allocation failure */
  uint32_t nframes;  /* rows of the StackFrames table (0 without one) */
  struct {
    char text[128]; /* copies: the text behind the reader may be released */
    size_t len;
    RcType *type;
  } shapes[2];       /* the two last shape spellings read (< 121 bytes), most recent first, and their types */
  struct {
    char s[24];      /* spellings of up to 24 bytes */
    uint32_t len;    /* 0 = empty */
    RcOp op;
  } opc[64];         /* direct-mapped cache in front of `opcodes` */
  RcWriter *scratch; /* for rc_hlo_structural_equals */
  HloTypeMemo *typememo; /* for rc_hlo_structural_equals */
  struct {
    const char *raw;  /* interned spelling (so equal text is the same pointer) */
    RcDType dtype;
    RcLiteral *lit;
  } lits[64];         /* scalar literals already decoded: constants that read alike share one
                         (literals are never changed in place) */
} HloParser;

/* An arena copy of s[0..len) shared by every equal string of this parse. */
const char *rc_hlo_intern(HloParser *P, const char *s, size_t len);

/* Reports an error at line:col and unwinds to rc_hlo_parse. */
_Noreturn void rc_hlo_fail(HloParser *P, uint32_t line, uint32_t col, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
/* Same at the current position. */
_Noreturn void rc_hlo_fail_here(HloParser *P, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* Arena allocation for the reader: an allocation failure stops the parse
 * with RC_ERR_NOMEM (the module is freed), so callers never see NULL. */
_Noreturn void rc_hlo_oom(HloParser *P);
static inline void *rc_hlo_alloc(HloParser *P, size_t size) {
  void *p = rc_module_alloc(P->m, size);
  if (!p) rc_hlo_oom(P);
  return p;
}
static inline char *rc_hlo_strndup(HloParser *P, const char *s, size_t n) {
  char *p = rc_module_strndup(P->m, s, n);
  if (!p) rc_hlo_oom(P);
  return p;
}

static inline uint32_t rc_hlo_col(const HloParser *P) { return (uint32_t)(P->pos - P->bol + 1); }
static inline bool rc_hlo_eof(const HloParser *P) { return P->pos >= P->n; }
static inline int rc_hlo_peek(const HloParser *P) { return P->pos < P->n ? (unsigned char)P->s[P->pos] : -1; }
static inline int rc_hlo_peek_at(const HloParser *P, size_t k) {
  return P->pos + k < P->n ? (unsigned char)P->s[P->pos + k] : -1;
}

/* Skips blanks, newlines, "// ..." and block comments. */
void rc_hlo_skip_ws_slow(HloParser *P);
static inline void rc_hlo_skip_ws(HloParser *P) {
  if (P->pos < P->n) {
    char c = P->s[P->pos];
    if (c != ' ' && c != '\t' && c != '\r' && c != '\n' && c != '/') return;
  }
  rc_hlo_skip_ws_slow(P);
}
/* Advances over one byte, keeping the line count. */
static inline void rc_hlo_adv(HloParser *P) {
  if (P->s[P->pos] == '\n') {
    P->line++;
    P->bol = P->pos + 1;
  }
  P->pos++;
}
/* Describes the token at the current position for "expected X, got Y" messages (static buffer per parser call). */
const char *rc_hlo_got(HloParser *P, char *buf, size_t size);
/* Skips ws, then requires the byte c. */
void rc_hlo_expect(HloParser *P, char c, const char *what);
/* Name characters: letters, digits, '_', '.', '-'. */
extern const uint8_t rc_hlo_name_chars[256]; /* 1 for [A-Za-z0-9_.-] */
static inline bool rc_hlo_is_name_char(int c) { return c >= 0 && c < 256 && rc_hlo_name_chars[c]; }
/* Scans a name with optional '%' at the current position; returns its start (without '%') and length. */
const char *rc_hlo_name(HloParser *P, size_t *len, bool *sigil, const char *what);
/* Scans an attribute value (balanced brackets, strings, bare words) and returns [start, end). */
void rc_hlo_skip_value(HloParser *P, size_t *start, size_t *end);

/* read_types.c: shape -> dtype '[' dims ']' layout? | '(' shape (',' shape)* ')' */
RcType *rc_hlo_parse_shape(HloParser *P);
/* Formats a type for diagnostics into buf. */
const char *rc_hlo_type_str(const RcType *t, char *buf, size_t size);

/* read_attrs.c: parses ", key=value" after the operand list into typed attributes of n
 * (in the parser's scratch array until rc_hlo_finish_attrs). */
void rc_hlo_parse_attr(HloParser *P, RcNode *n);
/* Adds what XLA's parser fills in when the text leaves it out (a scalar broadcast's
 * dimensions={}); opnd is operand 0's type or NULL. Before rc_hlo_finish_attrs. */
void rc_hlo_implicit_attrs(HloParser *P, RcNode *n, const RcType *opnd);
/* Moves n's attributes out of the scratch array: an attribute list that only
 * holds interned values (dimensions={}, direction=GT, ...) is shared by every
 * instruction that spells it alike (cattrs 0: read-only, see RcNode), any
 * other gets its own arena copy. */
void rc_hlo_finish_attrs(HloParser *P, RcNode *n);

/* read_frames.c: XLA's stack-frame index before the computations. True when a
 * table's name is at the current position. */
bool rc_hlo_at_frames(HloParser *P);
/* Reads the tables (checking row numbers and the ids rows hold) into P->mf->frames. */
void rc_hlo_parse_frames(HloParser *P);
/* Checks the stack_frame_id= in a metadata value (raw, NUL-terminated; at line:col) names a StackFrames row
 * (when the module has the index; without it nothing is checked). */
void rc_hlo_check_frame_ref(HloParser *P, const char *raw, uint32_t line, uint32_t col);

/* read_literal.c: decodes the text [start,end) of constant(...) into a literal of type t. */
RcLiteral *rc_hlo_parse_literal(HloParser *P, RcType *t, size_t start, size_t end, uint32_t line, uint32_t col);


/* write_literal.c: prints a literal's elements for the given type (used for pass-built constants). */
void rc_hlo_write_literal(const RcLiteral *lit, const RcType *t, RcWriter *w);
/* Prints a type in HLO spelling; `layouts` adds a default layout to arrays that have none. */
void rc_hlo_write_type(const RcType *t, bool layouts, RcWriter *w);

#endif
