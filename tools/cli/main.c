/* recompose: the command-line front end. One binary, one subcommand per job;
 * each subcommand lives in tools/cli/cmd_<name>.c and returns the exit code
 * (0 ok, 1 bad input, 2 usage). */
#include <glib.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "recompose/kernels.h"

#include "cli.h"
#include "fatal.h"

static const RcCliCommand commands[] = {
    {"opt", rc_cmd_opt, "raise decomposed activations into fused recompose.<op> calls"},
    {"patterns", rc_cmd_patterns, "list the loaded patterns or check pattern files"},
    {"conform", rc_cmd_conform, "check the conformance corpus (TAP)"},
    {"run", rc_cmd_run, "run a module on the CPU (inputs from .npy or random)"},
    {"verify", rc_cmd_verify, "compare two modules' outputs on the same inputs"},
    {"bench", rc_cmd_bench, "time the original graph against the optimized one"},
    {"kernels", rc_cmd_kernels, "list, check and benchmark the SIMD kernels"},
};

static void usage(FILE *out) {
  fprintf(out,
          "Usage: recompose COMMAND [OPTIONS] ...\n\n"
          "Raises decomposed math in XLA HLO and StableHLO text back into fused ops\n"
          "and runs them on SIMD CPU kernels.\n\nCommands:\n");
  for (size_t i = 0; i < G_N_ELEMENTS(commands); i++) fprintf(out, "  %-10s %s\n", commands[i].name, commands[i].summary);
  fprintf(out, "\nRun 'recompose COMMAND --help' for a command's options.\n"
               "Exit status: 0 success, 1 bad input, 2 usage error.\n");
}

/* RECOMPOSE_ISA=scalar|avx2|avx512 forces the kernels' ISA for every command; an unknown or
 * unsupported value is ignored here (the best ISA runs) and refused by `recompose kernels`. */
static void apply_isa_env(void) {
  const char *env = getenv("RECOMPOSE_ISA");
  RcIsa isa;
  if (env && *env && rc_isa_parse(env, &isa) == 0 && rc_isa_supported(isa)) rc_isa_force(isa);
}

int main(int argc, char **argv) {
  setlocale(LC_ALL, "C");
  rc_cli_fatal_init();
  apply_isa_env();
  if (argc < 2) {
    usage(stderr);
    return RC_EXIT_USAGE;
  }
  if (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h") || !strcmp(argv[1], "help")) {
    usage(stdout);
    return RC_EXIT_OK;
  }
  if (!strcmp(argv[1], "--version")) {
    printf("recompose %s\n", rc_version());
    return RC_EXIT_OK;
  }
  for (size_t i = 0; i < G_N_ELEMENTS(commands); i++) {
    if (!strcmp(argv[1], commands[i].name)) {
      char *prg = g_strdup_printf("recompose %s", commands[i].name);
      g_set_prgname(prg);
      int rc = commands[i].run(argc - 1, argv + 1);
      g_free(prg);
      return rc;
    }
  }
  fprintf(stderr, "recompose: error: unknown command '%s'\n\n", argv[1]);
  usage(stderr);
  return RC_EXIT_USAGE;
}
