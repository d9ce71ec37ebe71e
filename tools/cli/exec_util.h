/* Helpers shared by the executor subcommands (run, verify, bench). */
#ifndef RC_CLI_EXEC_UTIL_H
#define RC_CLI_EXEC_UTIL_H

#include "recompose/exec.h"
#include "recompose/recompose.h"

/* "f32[2,3]" */
void rc_cli_tensor_shape(const RcTensor *t, char *buf, size_t len);
/* Element i of a non-tuple tensor as double. */
double rc_cli_tensor_get(RcTensor *t, int64_t i);
/* Reads each NAME=FILE.npy into in[index of NAME] (NAME may be the parameter's index);
 * prints errors; returns an exit code. Entries not named stay NULL. */
int rc_cli_load_inputs(RcCtx *ctx, RcModule *m, char **specs, RcTensor **in);

#endif
