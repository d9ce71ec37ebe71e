/* Shared plumbing of the recompose subcommands: reading inputs, writing
 * outputs atomically, printing diagnostics, and the exit-code convention
 * (0 ok, 1 bad input, 2 usage). */
#ifndef RC_CLI_H
#define RC_CLI_H

#include <glib.h>
#include <stdbool.h>
#include <stdio.h>

#include "recompose/recompose.h"

enum { RC_EXIT_OK = 0, RC_EXIT_INPUT = 1, RC_EXIT_USAGE = 2 };

typedef struct RcCliCommand {
  const char *name;
  int (*run)(int argc, char **argv);
  const char *summary;
} RcCliCommand;

int rc_cmd_opt(int argc, char **argv);
int rc_cmd_patterns(int argc, char **argv);
int rc_cmd_kernels(int argc, char **argv);
int rc_cmd_run(int argc, char **argv);
int rc_cmd_verify(int argc, char **argv);
int rc_cmd_bench(int argc, char **argv);
int rc_cmd_conform(int argc, char **argv);

/* A context for one input: with the memory limit below and the fault injection of the
 * RECOMPOSE_FAIL_ALLOC_AFTER=BYTES / RECOMPOSE_FAIL_ALLOC_AT=K[,once] variables (for tests).
 * Exits 1 when even that fails. */
RcCtx *rc_cli_ctx_new(void);
/* Caps every later context (and the size of input files) at `bytes` (0 = no cap). */
void rc_cli_set_memory_limit(size_t bytes);
/* Parses "512M", "2G", "1048576" (K/M/G/T = powers of 1024); false on junk or overflow. */
bool rc_cli_parse_size(const char *s, size_t *out);

/* Reads a whole file ("-" = standard input), however large (read in 1 GiB steps). The buffer
 * is NUL-terminated; free it with g_free. On failure prints "PATH: error: ..." and returns false. */
bool rc_cli_read(const char *path, char **data, size_t *len);
/* rc_cli_read for a module's text: a file too large for the readers is refused before it is read. */
bool rc_cli_read_module_text(const char *path, char **data, size_t *len);
/* Reads and parses a module (`format` AUTO: from the extension, see rc_cli_format_for), printing
 * diagnostics; NULL on failure (the caller exits 1). */
RcModule *rc_cli_load_module(RcCtx *ctx, const char *path, RcFormat format, char **text_out, size_t *len_out);
/* Prints every diagnostic of ctx to stderr, or to `out`; one without a place (out of memory)
 * is shown under `name` ("recompose" when not given). */
void rc_cli_print_diags(const RcCtx *ctx);
void rc_cli_print_diags_to(const RcCtx *ctx, FILE *out);
void rc_cli_print_diags_named(const RcCtx *ctx, const char *name, FILE *out);

/* Writes to `path` atomically: the content goes to a temporary file in the same
 * folder, which is renamed over `path` only when everything succeeded. "-" writes
 * to standard output. The callback returns false on failure. On failure nothing at
 * `path` changes and an error naming the path is printed. */
typedef bool (*RcCliWriteFn)(FILE *out, void *user);
bool rc_cli_write_atomic(const char *path, RcCliWriteFn fn, void *user);

/* The format to read `path` in: `given` unless AUTO, else from the extension (.hlo, .mlir), else AUTO. */
RcFormat rc_cli_format_for(const char *path, RcFormat given);
/* Parses a --format value ("hlo", "stablehlo", "auto"); false on an unknown name. */
bool rc_cli_parse_format(const char *s, RcFormat *out);
/* Parses argv with an option context; prints the GOption error with usage hint and returns false. */
bool rc_cli_parse_options(GOptionContext *oc, int *argc, char ***argv);

#endif
