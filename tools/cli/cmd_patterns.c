/* recompose patterns: list the loaded patterns (--list), check pattern files
 * (--check FILE...), printing FILE:LINE:COL diagnostics with a caret, or print the
 * matching automaton they compile into (--automaton). */
#include <glib.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "recompose/higher.h"

int rc_cmd_patterns(int argc, char **argv) {
  gboolean list = FALSE, check = FALSE, automaton = FALSE, no_builtin = FALSE;
  gchar **paths = NULL, **rest = NULL;
  GOptionEntry entries[] = {
      {"list", 'l', 0, G_OPTION_ARG_NONE, &list, "List the loaded patterns: name, fused op, source", NULL},
      {"check", 'c', 0, G_OPTION_ARG_NONE, &check, "Check the pattern files given as arguments", NULL},
      {"automaton", 0, 0, G_OPTION_ARG_NONE, &automaton, "Print the matching automaton of the loaded patterns", NULL},
      {"patterns", 'p', 0, G_OPTION_ARG_FILENAME_ARRAY, &paths, "Also load FILE or every *.rcp in DIR (repeatable)",
       "FILE|DIR"},
      {"no-builtin-patterns", 0, 0, G_OPTION_ARG_NONE, &no_builtin, "Do not load the standard pattern library", NULL},
      {G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &rest, NULL, "FILE..."},
      {NULL, 0, 0, 0, NULL, NULL, NULL}};
  GOptionContext *oc = g_option_context_new("[FILE...] - list or check recompose patterns");
  g_option_context_add_main_entries(oc, entries, NULL);
  int rc = RC_EXIT_USAGE;
  RcCtx *ctx = NULL;
  RcPatternSet *ps = NULL;
  if (!rc_cli_parse_options(oc, &argc, &argv)) goto done;
  if (list + check + automaton != 1) {
    fprintf(stderr, "recompose patterns: error: give exactly one of --list, --check or --automaton\n");
    goto done;
  }
  if (check && (!rest || !rest[0])) {
    fprintf(stderr, "recompose patterns: error: --check needs at least one FILE\n");
    goto done;
  }
  ctx = rc_cli_ctx_new();
  rc = RC_EXIT_OK;
  if (check) {
    /* Each file is checked on its own so one file's names do not clash with another's. */
    for (size_t i = 0; rest[i]; i++) {
      RcPatternSet *one = rc_patterns_new(ctx);
      RcStatus st = one ? rc_patterns_add_path(one, rest[i]) : RC_ERR_NOMEM;
      if (st == RC_OK) {
        printf("%s: %zu pattern%s OK\n", rest[i], rc_patterns_count(one), rc_patterns_count(one) == 1 ? "" : "s");
      } else {
        rc = RC_EXIT_INPUT;
      }
      rc_patterns_free(one);
    }
    rc_cli_print_diags(ctx);
    goto done;
  }
  ps = rc_patterns_new(ctx);
  RcStatus st = no_builtin ? RC_OK : rc_patterns_add_builtin(ps);
  for (size_t i = 0; st == RC_OK && paths && paths[i]; i++) st = rc_patterns_add_path(ps, paths[i]);
  for (size_t i = 0; st == RC_OK && rest && rest[i]; i++) st = rc_patterns_add_path(ps, rest[i]);
  if (st != RC_OK) {
    rc_cli_print_diags(ctx);
    rc = RC_EXIT_INPUT;
    goto done;
  }
  if (automaton) {
    if (rc_patterns_dump_automaton(ps, NULL, 0, stdout) != RC_OK) rc = RC_EXIT_INPUT;
    goto done;
  }
  for (size_t i = 0; i < rc_patterns_count(ps); i++)
    printf("%-28s %-12s %s\n", rc_patterns_name(ps, i), rc_patterns_op(ps, i), rc_patterns_source(ps, i));
done:
  rc_patterns_free(ps);
  if (ctx) rc_ctx_free(ctx);
  g_strfreev(paths);
  g_strfreev(rest);
  g_option_context_free(oc);
  return rc;
}
