/* exit.c: the program's exit status for a puzzle that failed with a
   given library error. */
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
