/* progress.c: the progress display of solve, count, rate and generate:
   one line on standard error, redrawn at most ten times a second once
   two puzzles are done. */
#include "cli.h"

#include <time.h>
#include <unistd.h>

/* The line says how many puzzles of the file being read are done (of
   how many, for a regular file in line format: one puzzle a non-blank
   line) and how many a second the run has done; the last count
   stays. */
static struct {
  int on;
  int forced;             /* --progress */
  int drawn;              /* a line has been shown */
  int shown;              /* a line is on the screen */
  const char *file;
  long done, total;       /* in the file; total 0 when unknown */
  long all;               /* in the run */
  double start, last;
} progress;

static double
seconds_now (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_MONOTONIC, &ts);
  return (double) ts.tv_sec + ts.tv_nsec / 1e9;
}

static void
progress_draw (int force)
{
  double t = seconds_now ();
  /* a single puzzle is no run to show the progress of */
  if (!force && (t - progress.last < 0.1 || progress.all < 2))
    return;
  progress.last = t;
  double rate = t > progress.start ? progress.all / (t - progress.start) : 0;
  fputs ("\rsudosat: ", stderr);
  ss_text_print (stderr, progress.file);
  fprintf (stderr, ": %ld", progress.done);
  if (progress.total && progress.done <= progress.total)
    fprintf (stderr, "/%ld", progress.total);
  /* ESC [ K: erase what a longer line left */
  fprintf (stderr, " done, %.0f/s\033[K", rate);
  progress.shown = progress.drawn = 1;
}

void
ss_cli_progress_clear (void)
{
  if (progress.shown)
    fputs ("\r\033[K", stderr);
  progress.shown = 0;
}

void
ss_cli_progress_begin (const ss_cli *cli, const char *what, long total)
{
  /* the commands that take --progress */
  progress.on = (cli->cmd & (SS_CMD_SOLVE | SS_CMD_COUNT | SS_CMD_RATE
                             | SS_CMD_GENERATE))
                && (cli->progress == 1
                    || (cli->progress == 0 && isatty (STDERR_FILENO)));
  progress.forced = cli->progress == 1;
  progress.start = progress.last = seconds_now ();
  progress.file = what;
  progress.total = total;
  progress.done = progress.all = 0;
}

int
ss_cli_progress_on (void)
{
  return progress.on;
}

void
ss_cli_progress_file (const char *file)
{
  progress.file = file;
  progress.done = progress.total = 0;
}

void
ss_cli_progress_read (long total)
{
  if (!progress.on)
    return;
  progress.total = total;
  progress.done++;
  progress.all++;
}

void
ss_cli_progress_draw (void)
{
  if (progress.on)
    progress_draw (0);
}

void
ss_cli_progress_step (void)
{
  if (!progress.on)
    return;
  progress.done++;
  progress.all++;
  progress_draw (0);
}

void
ss_cli_progress_end (void)
{
  /* the last count stays on the screen */
  if (progress.on && progress.all && (progress.forced || progress.drawn))
    {
      progress_draw (1);
      fputc ('\n', stderr);
      progress.shown = 0;
    }
}
