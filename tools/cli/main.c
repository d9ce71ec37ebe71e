/* recompose: the command-line front end. Placeholder until the CLI lands. */
#include <string.h>

int rc_cmd_kernels(int argc, char **argv);

int main(int argc, char **argv)
{
  if (argc > 1 && strcmp(argv[1], "kernels") == 0) return rc_cmd_kernels(argc - 1, argv + 1);
  return 2;
}
