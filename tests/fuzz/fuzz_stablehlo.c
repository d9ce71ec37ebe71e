/* libFuzzer target: the StableHLO reader, then the verifier and the writer on
 * whatever parses. */
#include "fuzz_module.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  return rc_fuzz_module(data, size, RC_FORMAT_STABLEHLO);
}
