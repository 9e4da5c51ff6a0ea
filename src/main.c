/* main.c: the sudosat program; everything happens in cli.c. */
#include "cli.h"

int
main (int argc, char **argv)
{
  return ss_cli_main (argc, argv);
}
