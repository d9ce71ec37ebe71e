/* Phase timing for `recompose opt --time`: wall and CPU time per pipeline
 * phase of one input, reported with ns per op (in the spirit of -ftime-report
 * and --mlir-timing). Measured inside the process, so start-up and the
 * harness around it do not blur the per-op figures. */
#ifndef RC_CLI_TIMING_H
#define RC_CLI_TIMING_H

#include <glib.h>
#include <stdbool.h>
#include <stddef.h>

enum { RC_CLI_MAX_PHASES = 12 };

typedef struct RcCliTimer {
  bool on, thread_cpu; /* thread_cpu: CPU time of this thread only (parallel jobs) */
  int n;
  const char *name[RC_CLI_MAX_PHASES];
  double wall[RC_CLI_MAX_PHASES], cpu[RC_CLI_MAX_PHASES]; /* seconds */
  double w0, c0;                                          /* start of the phase running now */
} RcCliTimer;

/* Starts the first phase. Nothing is measured when `on` is false. */
void rc_cli_timer_start(RcCliTimer *t, bool on, bool thread_cpu);
/* Ends the phase running now under `name` (added to it if it ran before) and starts the next one. */
void rc_cli_timer_lap(RcCliTimer *t, const char *name);
/* Restarts the clock without recording (time spent on the report's own counting). */
void rc_cli_timer_skip(RcCliTimer *t);
/* Appends the table for `input` (bytes of text, ops after parsing) to out. */
void rc_cli_timer_report(const RcCliTimer *t, GString *out, const char *input, size_t bytes, size_t ops);

#endif
