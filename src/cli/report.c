/* report.c: what the commands say on standard error (errors, --stats)
   and how they end: standard output flushed and checked, the exit
   status of the run. */
#include "cli.h"

#include <errno.h>
#include <string.h>

void
ss_cli_error (const ss_cli *cli, const ss_puzzle *pz, ss_error *err)
{
  ss_cli_progress_clear ();
  if (!err->file[0] && cli->file)
    {
      ss_error_set_file (err, cli->file);
      if (pz && !err->line)
        err->line = pz->line;
    }
  ss_error_print (stderr, err);
}

int
ss_cli_oom (const ss_cli *cli, const ss_puzzle *pz)
{
  ss_error err = { 0 };
  ss_oom (&err);
  ss_cli_error (cli, pz, &err);
  return ss_exit_code (&err);
}

void
ss_cli_stats (const ss_cli *cli, const ss_puzzle *pz, const ss_stats *st)
{
  ss_cli_progress_clear ();
  fputs ("sudosat: stats: file=", stderr);
  ss_text_print (stderr, cli->file);
  fprintf (stderr,
           " puzzle=%d variables=%lld clauses=%lld "
           "literals=%lld decisions=%lld propagations=%lld seconds=%.6f\n",
           pz->index, st->variables, st->clauses, st->literals,
           st->decisions, st->propagations, st->seconds);
}

/* --stats for commands that solve nothing: the size of the CNF only. */
void
ss_cli_size_stats (const ss_cli *cli, const ss_puzzle *pz,
                   const ss_stats *st)
{
  fputs ("sudosat: stats: file=", stderr);
  ss_text_print (stderr, cli->file);
  fprintf (stderr, " puzzle=%d variables=%lld "
           "clauses=%lld literals=%lld\n", pz->index,
           st->variables, st->clauses, st->literals);
}

/* Say once that standard output failed, with the reason when errno
   (err) knows it; returns SS_EXIT_INTERNAL. */
static int
write_error (int err)
{
  static int said;
  ss_cli_progress_clear ();
  if (!said)
    fprintf (stderr, "sudosat: write error on standard output%s%s\n",
             err ? ": " : "", err ? strerror (err) : "");
  said = 1;
  return SS_EXIT_INTERNAL;
}

int
ss_cli_output_ok (ss_cli *cli)
{
  int err = errno;
  if (!ferror (stdout))
    return 1;
  ss_cli_status (cli, write_error (err));
  cli->stop = 1;
  return 0;
}

int
ss_cli_flush (void)
{
  int err = errno;
  if (fflush (stdout))
    return write_error (errno);
  /* a write that failed before, its buffer since dropped */
  if (ferror (stdout))
    return write_error (err);
  return SS_EXIT_OK;
}

int
ss_cli_finish (const ss_cli *cli)
{
  int rc = ss_cli_flush ();
  return rc ? rc : cli->exit_code;
}
