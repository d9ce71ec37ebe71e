/* Format detection and the public parse/print/verify entry points, which hand
 * the text to the reader of its format, the module to the writer of its own and
 * the verifier the typing rules of its own. */
#include "formats/format.h"

#include <glib.h>
#include <string.h>

static bool has_word(const char *text, size_t len, const char *w) {
  size_t wl = strlen(w);
  if (len < wl) return false;
  for (size_t i = 0; i + wl <= len; i++)
    if (text[i] == w[0] && !memcmp(text + i, w, wl)) return true;
  return false;
}

/* Skips blanks and whole-line comments ('//'); returns the offset of the first significant byte. */
static size_t skip_noise(const char *t, size_t len, size_t i) {
  for (;;) {
    while (i < len && (t[i] == ' ' || t[i] == '\t' || t[i] == '\n' || t[i] == '\r')) i++;
    if (i + 1 < len && t[i] == '/' && t[i + 1] == '/') {
      while (i < len && t[i] != '\n') i++;
      continue;
    }
    return i;
  }
}

static bool starts(const char *t, size_t len, size_t i, const char *w) {
  size_t wl = strlen(w);
  return i + wl <= len && !memcmp(t + i, w, wl);
}

RcFormat rc_format_detect(const char *text, size_t len) {
  /* The first significant token decides; look at the first 64 KiB only. */
  size_t n = len < 65536 ? len : 65536;
  size_t i = skip_noise(text, n, 0);
  if (starts(text, n, i, "HloModule") || starts(text, n, i, "ENTRY")) return RC_FORMAT_HLO;
  if (starts(text, n, i, "module") || starts(text, n, i, "func.func") || starts(text, n, i, "#") ||
      starts(text, n, i, "\"builtin.module\"") || starts(text, n, i, "\"func.func\""))
    return RC_FORMAT_STABLEHLO;
  /* Otherwise: HLO computations without a header ('name {' then 'x = f32[..] op(...)'). */
  if (has_word(text, n, "ENTRY") || has_word(text, n, " parameter(")) return RC_FORMAT_HLO;
  if (has_word(text, n, "func.func") || has_word(text, n, "stablehlo.")) return RC_FORMAT_STABLEHLO;
  return RC_FORMAT_AUTO;
}

const char *rc_format_name(RcFormat f) {
  switch (f) {
  case RC_FORMAT_HLO: return "hlo";
  case RC_FORMAT_STABLEHLO: return "stablehlo";
  default: return "auto";
  }
}

/* Parses a prepared source (src->text, src->len); the reader sees src itself. */
static RcStatus parse_src(RcCtx *ctx, const RcSource *srcp, RcFormat format, RcModule **out);

/* Parses text; with step > 0 the text is the caller's to hand over, and the reader
 * may release it as it goes (every `step` bytes). */
static RcStatus parse(RcCtx *ctx, const char *filename, const char *text, size_t len, size_t step, RcFormat format,
                      RcModule **out) {
  RcSource src = {filename, text, len};
  RcSourceGone gone;
  if (step) rc_source_gone_begin(ctx, &gone, &src, (char *)text, step);
  RcStatus st = parse_src(ctx, &src, format, out);
  if (step) rc_source_gone_end(ctx, &gone);
  return st;
}

RcStatus rc_module_parse(RcCtx *ctx, const char *filename, const char *text, size_t len, RcFormat format,
                         RcModule **out) {
  return parse(ctx, filename, text, len, 0, format, out);
}

RcStatus rc_module_parse_owned(RcCtx *ctx, const char *filename, char *text, size_t len, RcFormat format,
                               RcModule **out) {
  return parse(ctx, filename, text, len, RC_RELEASE_STEP, format, out);
}

RcStatus rc_module_parse_owned_step(RcCtx *ctx, const char *filename, char *text, size_t len, RcFormat format,
                                    size_t step, RcModule **out) {
  return parse(ctx, filename, text, len, step ? step : RC_RELEASE_STEP, format, out);
}

static RcStatus parse_src(RcCtx *ctx, const RcSource *srcp, RcFormat format, RcModule **out) {
  *out = NULL;
  const char *text = srcp->text;
  size_t len = srcp->len;
  /* Offsets, lengths and line numbers inside the readers are 32-bit: refuse rather than wrap. */
  if (len >= RC_MAX_INPUT_BYTES) {
    rc_diag(ctx, RC_SEV_ERROR, srcp, 0, 0, "the input is %zu bytes; recompose reads at most %zu bytes (4 GiB - 2) per module",
            len, (size_t)RC_MAX_INPUT_BYTES - 1);
    return RC_ERR_INPUT;
  }
  if (format == RC_FORMAT_AUTO) format = rc_format_detect(text, len);
  size_t blank = 0;
  while (blank < len && (text[blank] == ' ' || text[blank] == '\t' || text[blank] == '\n' || text[blank] == '\r'))
    blank++;
  if (blank == len) {
    rc_diag(ctx, RC_SEV_ERROR, srcp, 1, 1, "empty input: expected an HLO module or a StableHLO module");
    return RC_ERR_INPUT;
  }
  RcStatus st;
  switch (format) {
  case RC_FORMAT_HLO: st = rc_hlo_parse(ctx, srcp, out); break;
  case RC_FORMAT_STABLEHLO: st = rc_stablehlo_parse(ctx, srcp, out); break;
  default:
    rc_diag(ctx, RC_SEV_ERROR, srcp, 1, 1,
            "cannot tell the input format: expected XLA HLO text ('HloModule', 'ENTRY') or StableHLO "
            "('module', 'func.func'); use --format");
    return RC_ERR_INPUT;
  }
  /* What XLA's verifiers refuse is refused here, at the op, before anything reads the module. */
  if (st == RC_OK && (st = rc_module_check_types(*out, srcp, rc_format_traits(*out)->typing)) != RC_OK) {
    rc_module_free(*out);
    *out = NULL;
  }
  /* The calls a rewrite wrote become fused nodes again. */
  if (st == RC_OK && !rc_formats_read_fused_calls(*out)) {
    rc_diag(ctx, RC_SEV_ERROR, srcp, 0, 0, "out of memory");
    rc_module_free(*out);
    *out = NULL;
    st = RC_ERR_NOMEM;
  }
  /* Every node met its typing rules above (the fused nodes just made are checked by their
   * executor and kernels, not by the verifier): rc_module_verify need not check them again. */
  if (st == RC_OK) (*out)->types_checked = true;
  return st;
}

const char *rc_format_op_spelling(const RcModule *m, const RcNode *n) {
  if (n->opname) return n->opname;
  const RcOpInfo *oi = &rc_op_info[rc_format_read_op(n)];
  const char *s = m->format == RC_FORMAT_STABLEHLO ? oi->stablehlo : oi->hlo;
  if (!s || !s[0]) s = oi->hlo[0] ? oi->hlo : oi->stablehlo;
  return s && s[0] ? s : oi->name;
}

RcStatus rc_module_write(const RcModule *m, RcWriteFn fn, void *user) {
  RcWriter *w = g_malloc(sizeof *w);
  rc_writer_init(w, fn, user);
  if (m->format == RC_FORMAT_HLO)
    rc_hlo_write(m, w);
  else
    rc_stablehlo_write(m, w);
  RcStatus st = rc_writer_finish(w);
  g_free(w);
  return st;
}

RcStatus rc_module_print(const RcModule *m, FILE *out) {
  RcStatus st = rc_module_write(m, rc_write_to_file, out);
  if (st == RC_OK && fflush(out) != 0) st = RC_ERR_IO;
  return st;
}

RcStatus rc_module_verify(RcModule *m) { return rc_module_verify_ir(m, rc_format_traits(m)->typing); }
