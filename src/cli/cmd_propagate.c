/* cmd_propagate.c: the propagate and hatch commands: unit propagation
   alone over a clause set, printing the partial grid or ERROR.  hatch
   is propagate over the cross-hatching preset (COCI 2008/09 CROSS). */
#include "cli.h"

#include <getopt.h>
#include <stdlib.h>

static int
propagate_one (ss_cli *cli, const ss_puzzle *pz, void *ctx)
{
  ss_stats st = { 0 };
  ss_error err = { 0 };
  int *grid = ss_malloc ((size_t) pz->n * pz->n * sizeof *grid);
  int rc = grid ? ss_propagate (pz, &cli->opt, grid, &st, &err)
                : ss_oom (&err);
  int code = SS_EXIT_OK;
  (void) ctx;
  if (cli->stats)
    ss_cli_stats (cli, pz, &st);
  if (rc < 0)
    {
      ss_cli_error (cli, pz, &err);
      code = ss_exit_code (&err);
      ss_cli_no_grid (cli, pz, pz->style.format,
                      err.status == SS_ERR_TIMEOUT ? "timeout" : "error",
                      &err, st.seconds);
    }
  else if (rc == 0)
    {
      if (cli->out == SS_OUT_JSON)
        ss_cli_no_grid (cli, pz, pz->style.format, "unsolvable", NULL,
                        st.seconds);
      else
        puts ("ERROR");
      code = SS_EXIT_UNSAT;
    }
  else
    {
      /* cells left open print as '.', whichever blank the input used */
      ss_puzzle shown = *pz;
      shown.style.blank = '.';
      int open = 0;
      for (long i = 0; i < (long) pz->n * pz->n && !open; i++)
        open = !grid[i];
      code = ss_cli_grid (cli, &shown, grid, open ? "partial" : "solved",
                          st.seconds);
    }
  free (grid);
  return code;
}

/* hatch's options: --encoding, --presolve and --rules refused, naming
   the propagate command that does what they ask (ss_cli_hook). */
static int
hatch_option (ss_cli *cli, int opt, const char *arg, void *ctx)
{
  (void) cli, (void) ctx;
  if (opt == OPT_ENCODING)
    fprintf (stderr, "sudosat: hatch always uses the hatch clause set; "
             "use 'sudosat propagate --encoding=%s'\n", arg);
  /* cross-hatching alone, as CROSS asks: presolve would do more */
  else if (opt == OPT_PRESOLVE)
    fprintf (stderr, "sudosat: hatch never presolves; use 'sudosat "
             "propagate --encoding=hatch --presolve=%s'\n", arg);
  /* the COCI judge's cross-hatching knows only the classic rules */
  else if (opt == OPT_RULES)
    fprintf (stderr, "sudosat: hatch takes no --rules; use 'sudosat "
             "propagate --encoding=hatch --rules=%s'\n", arg);
  else
    return 0;
  return -1;
}

static int
run (int argc, char **argv, int hatch)
{
  ss_cli cli = { .cmd = hatch ? SS_CMD_HATCH : SS_CMD_PROPAGATE };
  /* A grid whose givens break a rule is an answer (ERROR), not an
     input error. */
  cli.lenient = 1;
  if (ss_cli_options (&cli, argc, argv, hatch ? hatch_option : NULL, NULL))
    return SS_EXIT_INPUT;
  if (hatch && !(cli.opt.encoding = ss_encoding_find ("hatch")))
    {
      fprintf (stderr, "sudosat: this build lacks the hatch clause set\n");
      return SS_EXIT_INTERNAL;
    }
  /* Unit propagation of extended by default: the default solving preset
     (fast) presolves, which deduces more than unit propagation;
     extended's own presolve level is none, so presolve applies only when
     asked. */
  if (!cli.opt.encoding)
    cli.opt.encoding = ss_encoding_find ("extended");
  ss_cli_each (&cli, argc - optind, argv + optind, propagate_one, NULL);
  return ss_cli_finish (&cli);
}

int
ss_cmd_propagate (int argc, char **argv)
{
  return run (argc, argv, 0);
}

int
ss_cmd_hatch (int argc, char **argv)
{
  return run (argc, argv, 1);
}
