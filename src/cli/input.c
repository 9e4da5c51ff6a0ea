/* input.c: the loop over the input puzzles of a command: every file
   read in turn, input errors reported in place, --rules added to each
   puzzle, and the progress display kept. */
#include "cli.h"

#include <ctype.h>
#include <errno.h>
#include <string.h>
#include <sys/stat.h>

/* The puzzles of a regular file in line format, for the progress
   display: its non-blank lines; 0 when f is no regular file. */
static long
count_lines (FILE *f)
{
  struct stat sb;
  long pos = ftell (f), lines = 0;
  if (pos < 0 || fstat (fileno (f), &sb) || !S_ISREG (sb.st_mode))
    return 0;
  int ch, blank = 1;
  while ((ch = getc (f)) != EOF)
    if (ch == '\n')
      lines += !blank, blank = 1;
    else if (!isspace (ch))
      blank = 0;
  lines += !blank;
  clearerr (f);
  return fseek (f, pos, SEEK_SET) ? 0 : lines;
}

int
ss_cli_add_rules (const ss_cli *cli, ss_puzzle *pz, ss_error *err)
{
  if (!cli->rules)
    return 0;
  if (ss_puzzle_add_rules (pz, cli->rules, err))
    return -1;
  if (!cli->lenient && ss_puzzle_check_givens (pz, NULL, err))
    {
      char msg[sizeof err->msg];
      snprintf (msg, sizeof msg, "%s", err->msg);
      return ss_fail (err, SS_ERR_INPUT, NULL, 0, 0, "puzzle %d: %s "
                      "(--rules=%s)", pz->index, msg, cli->rules);
    }
  return 0;
}

static void
each_in (ss_cli *cli, FILE *f, ss_cli_fn fn, void *ctx)
{
  ss_reader *rd = ss_reader_new (f, cli->file, cli->format);
  if (!rd)
    {
      ss_cli_status (cli, ss_cli_oom (cli, NULL));
      return;
    }
  long lines = ss_cli_progress_on () ? count_lines (f) : 0;
  ss_cli_progress_file (cli->file);
  ss_reader_set_lenient (rd, cli->lenient);
  ss_reader_set_max_line (rd, cli->max_line);
  ss_reader_set_box (rd, cli->box_rows, cli->box_cols);
  ss_reader_set_symbols (rd, cli->symbols);
  ss_reader_keep_written (rd, cli->out == SS_OUT_SAME);
  for (long seen = 0;; seen++)
    {
      ss_puzzle *pz = NULL;
      ss_error err = { 0 };
      int rc = ss_reader_next (rd, &pz, &err);
      if (rc)
        ss_cli_progress_read (ss_reader_format (rd) == SS_FMT_LINE ? lines
                                                                 : 0);
      if (rc == 0 && !seen
          && ss_reader_format (rd) != SS_FMT_SUDOMINOKU)
        {
          /* an empty input is a mistake worth a message; a Sudominoku
             input of just the terminating 0 is a valid empty list */
          ss_fail (&err, SS_ERR_INPUT, cli->file, 1, 1,
                   "no puzzle in the input");
          ss_cli_error (cli, NULL, &err);
          ss_cli_status (cli, SS_EXIT_INPUT);
        }
      if (rc == 0)
        break;
      if (rc < 0)
        {
          if (cli->flush)
            cli->flush (cli, ctx);
          ss_cli_error (cli, NULL, &err);
          ss_cli_status (cli, ss_exit_code (&err));
          if (!cli->raw_output)
            ss_cli_no_grid (cli, NULL, ss_reader_format (rd), "error", &err,
                            0);
          if (!ss_cli_output_ok (cli) || cli->stop)
            break;
          ss_cli_progress_draw ();
          continue;
        }
      if (ss_cli_add_rules (cli, pz, &err))
        {
          if (cli->flush)
            cli->flush (cli, ctx);
          ss_cli_error (cli, pz, &err);
          ss_cli_status (cli, ss_exit_code (&err));
          if (ss_reader_format (rd) == SS_FMT_LINE && !cli->raw_output)
            putchar ('\n');
        }
      else
        ss_cli_status (cli, fn (cli, pz, ctx));
      ss_puzzle_free (pz);
      ss_cli_progress_draw ();
      if (!ss_cli_output_ok (cli) || cli->stop)
        break;
    }
  if (cli->flush)
    cli->flush (cli, ctx);
  ss_reader_free (rd);
}

void
ss_cli_each (ss_cli *cli, int nfiles, char **files, ss_cli_fn fn, void *ctx)
{
  static char dash[] = "-";
  char *stdin_only[] = { dash };
  if (nfiles == 0)
    {
      files = stdin_only;
      nfiles = 1;
    }
  ss_cli_progress_begin (cli, NULL, 0);
  for (int i = 0; i < nfiles && !cli->stop; i++)
    {
      if (!strcmp (files[i], "-"))
        {
          cli->file = "<stdin>";
          each_in (cli, stdin, fn, ctx);
          continue;
        }
      FILE *f = fopen (files[i], "r");
      if (!f)
        {
          int e = errno;
          ss_cli_progress_clear ();
          ss_cli_say (files[i], "%s", strerror (e));
          ss_cli_status (cli, SS_EXIT_INPUT);
          continue;
        }
      cli->file = files[i];
      each_in (cli, f, fn, ctx);
      fclose (f);
    }
  ss_cli_progress_end ();
}

