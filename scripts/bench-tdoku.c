/* bench-tdoku.c: scripts/bench's timing driver for tdoku (the baseline
   in ../shared/baselines/tdoku, built by the script in a temporary
   directory, never part of sudosat).  Reads every 81-character puzzle
   of standard input first, then counts each one's solutions up to the
   limit (argv[1], default 2: uniqueness proven) with SolveSudoku, and
   measures the process's CPU time around the counting alone, rounds
   repeated until argv[2] seconds (default 0) are spent, as
   bench-sudosat does.  Prints puzzles=N rounds=R us_per_puzzle=U
   unique=A multiple=B none=C. */
#include "tdoku.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double
cpu_now (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  return (double) ts.tv_sec + ts.tv_nsec / 1e9;
}

int
main (int argc, char **argv)
{
  size_t limit = argc > 1 ? (size_t) atoll (argv[1]) : 2;
  double min_seconds = argc > 2 ? atof (argv[2]) : 0;
  char *line = NULL, (*pz)[82] = NULL, solution[81];
  size_t size = 0, count = 0, cap = 0, guesses;
  while (getline (&line, &size, stdin) != -1)
    {
      if (strlen (line) < 81 || line[0] == '#')
        continue;
      if (count == cap)
        {
          cap = cap ? 2 * cap : 1024;
          pz = realloc (pz, cap * sizeof *pz);
          if (!pz)
            return 4;
        }
      memcpy (pz[count], line, 81);
      pz[count++][81] = '\0';
    }
  free (line);
  long unique = 0, multiple = 0, none = 0, rounds = 0;
  double spent = 0;
  do
    {
      double t0 = cpu_now ();
      for (size_t i = 0; i < count; i++)
        {
          size_t found = SolveSudoku (pz[i], limit, 0, solution, &guesses);
          if (rounds)
            continue;
          unique += found == 1;
          multiple += found > 1;
          none += found == 0;
        }
      spent += cpu_now () - t0;
      rounds++;
    }
  while (spent < min_seconds);
  printf ("puzzles=%zu rounds=%ld us_per_puzzle=%.2f unique=%ld "
          "multiple=%ld none=%ld\n", count, rounds,
          count ? spent / (count * rounds) * 1e6 : 0.0, unique, multiple,
          none);
  free (pz);
  return 0;
}
