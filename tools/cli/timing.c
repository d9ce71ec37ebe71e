/* Phase timing of `recompose opt --time`; see timing.h. */
#include "timing.h"

#include <string.h>

#include <time.h>

static double now(clockid_t id) {
  struct timespec ts;
  clock_gettime(id, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static clockid_t cpu_clock(const RcCliTimer *t) {
  return t->thread_cpu ? CLOCK_THREAD_CPUTIME_ID : CLOCK_PROCESS_CPUTIME_ID;
}

void rc_cli_timer_start(RcCliTimer *t, bool on, bool thread_cpu) {
  *t = (RcCliTimer){.on = on, .thread_cpu = thread_cpu};
  if (on) rc_cli_timer_skip(t);
}

void rc_cli_timer_skip(RcCliTimer *t) {
  if (!t->on) return;
  t->w0 = now(CLOCK_MONOTONIC);
  t->c0 = now(cpu_clock(t));
}

void rc_cli_timer_lap(RcCliTimer *t, const char *name) {
  if (!t->on) return;
  double w = now(CLOCK_MONOTONIC), c = now(cpu_clock(t));
  int k = 0;
  while (k < t->n && strcmp(t->name[k], name)) k++; /* a phase met again (each module of a split file) adds up */
  if (k == RC_CLI_MAX_PHASES) return;
  if (k == t->n) {
    t->name[t->n++] = name;
    t->wall[k] = t->cpu[k] = 0;
  }
  t->wall[k] += w - t->w0;
  t->cpu[k] += c - t->c0;
  t->w0 = w;
  t->c0 = c;
}

void rc_cli_timer_report(const RcCliTimer *t, GString *out, const char *input, size_t bytes, size_t ops) {
  if (!t->on) return;
  double per = ops ? 1e9 / (double)ops : 0, tw = 0, tc = 0;
  g_string_append_printf(out, "%s: time: %zu ops, %zu bytes (%s CPU time)\n", input, ops, bytes,
                         t->thread_cpu ? "this job's thread" : "process");
  g_string_append_printf(out, "  %-14s %10s %10s %11s %11s\n", "phase", "wall ms", "cpu ms", "wall ns/op",
                         "cpu ns/op");
  for (int i = 0; i < t->n; i++) {
    g_string_append_printf(out, "  %-14s %10.2f %10.2f %11.1f %11.1f\n", t->name[i], t->wall[i] * 1e3, t->cpu[i] * 1e3,
                           t->wall[i] * per, t->cpu[i] * per);
    tw += t->wall[i];
    tc += t->cpu[i];
  }
  g_string_append_printf(out, "  %-14s %10.2f %10.2f %11.1f %11.1f\n", "total", tw * 1e3, tc * 1e3, tw * per, tc * per);
  if (tw > 0) g_string_append_printf(out, "  %-14s %10.1f MB/s of input text (wall)\n", "throughput", (double)bytes / tw / 1e6);
}
