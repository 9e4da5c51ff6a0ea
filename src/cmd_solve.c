/* cmd_solve.c: the solve and count commands. */
#include "cli.h"

#include <errno.h>
#include <getopt.h>
#include <stdlib.h>

typedef struct solve_ctx {
  int count_mode;
  int unique;
  long limit;
} solve_ctx;

static int
solve_one (ss_cli *cli, const ss_puzzle *pz, void *vctx)
{
  solve_ctx *x = vctx;
  ss_stats st;
  ss_error err = { 0 };
  int *grid = ss_malloc ((size_t) pz->n * pz->n * sizeof *grid);
  long limit = x->count_mode ? x->limit : x->unique ? 2 : 1;
  long found = ss_solve (pz, &cli->opt, limit, grid, &st, &err);
  int code = SS_EXIT_OK;
  if (cli->stats)
    ss_cli_stats (cli, pz, &st);
  if (found < 0)
    {
      ss_cli_error (cli, pz, &err);
      code = err.status == SS_ERR_INTERNAL || err.status == SS_ERR_MEMORY
             ? SS_EXIT_INTERNAL : SS_EXIT_INPUT;
      if (pz->style.format == SS_FMT_LINE && !x->count_mode)
        putchar ('\n');
    }
  else if (x->count_mode)
    printf ("%ld\n", found);
  else if (found == 0)
    {
      err.line = 0;
      ss_fail (&err, SS_ERR_INPUT, cli->file, pz->line, 0,
               "puzzle %d has no solution", pz->index);
      ss_error_print (stderr, &err);
      code = SS_EXIT_UNSAT;
      if (pz->style.format == SS_FMT_LINE)
        putchar ('\n');
    }
  else
    {
      ss_print_grid (stdout, pz, grid);
      if (found > 1)
        {
          ss_fail (&err, SS_ERR_INPUT, cli->file, pz->line, 0,
                   "puzzle %d has more than one solution", pz->index);
          ss_error_print (stderr, &err);
          code = SS_EXIT_MULTIPLE;
        }
    }
  free (grid);
  return code;
}

static int
run (int argc, char **argv, int count_mode)
{
  static const struct option longopts[] = {
    SS_CLI_COMMON_OPTIONS,
    { "unique", no_argument, 0, OPT_UNIQUE },
    { "limit", required_argument, 0, OPT_LIMIT },
    { 0, 0, 0, 0 }
  };
  ss_cli cli = { 0 };
  solve_ctx x = { count_mode, 0, 2 };
  int opt;
  while ((opt = getopt_long (argc, argv, SS_CLI_COMMON_SHORT "ul:", longopts,
                             NULL)) != -1)
    {
      char *end;
      switch (opt)
        {
        case OPT_UNIQUE:
          x.unique = 1;
          break;
        case OPT_LIMIT:
          errno = 0;
          x.limit = strtol (optarg, &end, 10);
          if (errno || *end || x.limit < 1)
            {
              fprintf (stderr, "sudosat: --limit wants a positive integer, "
                       "not '%s'\n", optarg);
              return SS_EXIT_INPUT;
            }
          break;
        default:
          if (ss_cli_common (&cli, opt, optarg))
            return SS_EXIT_INPUT;
        }
    }
  ss_cli_each (&cli, argc - optind, argv + optind, solve_one, &x);
  return ss_cli_finish (&cli);
}

int
ss_cmd_solve (int argc, char **argv)
{
  return run (argc, argv, 0);
}

int
ss_cmd_count (int argc, char **argv)
{
  return run (argc, argv, 1);
}
