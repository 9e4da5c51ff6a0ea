/* exit.c: the program's exit status for a puzzle that failed with a
   given library error, and the run's: the most serious of its
   puzzles'. */
#include "cli.h"

int
ss_exit_code (const ss_error *err)
{
  switch (err->status)
    {
    case SS_ERR_INTERNAL:
    case SS_ERR_MEMORY:
      return SS_EXIT_INTERNAL;
    case SS_ERR_TIMEOUT:
      return SS_EXIT_TIMEOUT;
    default:
      return SS_EXIT_INPUT;
    }
}

static int
rank (int code)
{
  switch (code)
    {
    case SS_EXIT_INTERNAL: return 5;
    case SS_EXIT_INPUT: return 4;
    case SS_EXIT_TIMEOUT: return 3;
    case SS_EXIT_UNSAT: return 2;
    case SS_EXIT_MULTIPLE: return 1;
    default: return 0;
    }
}

void
ss_cli_status (ss_cli *cli, int code)
{
  if (rank (code) > rank (cli->exit_code))
    cli->exit_code = code;
}
