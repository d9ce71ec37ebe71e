/* libFuzzer target: the pattern DSL (lexer, parser, checker, compiler) and the
 * matching automaton the parsed patterns compile into. */
#include <stdint.h>
#include <stddef.h>
#include <stdio.h>

#include "recompose/higher.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  RcCtx *ctx = rc_ctx_new();
  RcPatternSet *ps = rc_patterns_new(ctx);
  if (ps && rc_patterns_add_string(ps, "fuzz.rcp", (const char *)data, size) == RC_OK) {
    static FILE *sink;
    if (!sink) sink = fopen("/dev/null", "w");
    if (sink) rc_patterns_dump_automaton(ps, NULL, 0, sink);
  }
  rc_patterns_free(ps);
  rc_ctx_free(ctx);
  return 0;
}
