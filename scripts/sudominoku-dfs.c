/* sudominoku-dfs.c: the baseline for scripts/bench-sudominoku, a
   straightforward Sudominoku solver as a contestant would write it:
   take the first empty cell in row-major order, try every unused domino
   on it and its right or lower neighbour, in both orientations, under
   the Sudoku rules, and backtrack.  Not part of sudosat.

   Usage: sudominoku-dfs [-r REPEAT] < input
   Reads BOJ 4574 input (assumed well formed), prints "Puzzle k" and the
   grid like sudosat, and for each puzzle one line on standard error:
   "dfs: puzzle=K seconds=S nodes=N", S being the fastest of REPEAT
   solves (in-process, parsing excluded). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

typedef struct state {
  int grid[81];
  unsigned row[9], col[9], box[9];   /* bit v: value v is present */
  unsigned char used[10][10];        /* domino {a,b} placed */
  long nodes;
} state;

static double
now (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_MONOTONIC, &ts);
  return ts.tv_sec + ts.tv_nsec * 1e-9;
}

static int
allowed (const state *s, int cell, int v)
{
  int r = cell / 9, c = cell % 9;
  return !((s->row[r] | s->col[c] | s->box[r / 3 * 3 + c / 3]) >> v & 1);
}

/* Put v into cell, or with v = 0 take the cell's value out. */
static void
put (state *s, int cell, int v)
{
  int r = cell / 9, c = cell % 9;
  unsigned bit = 1u << (v ? v : s->grid[cell]);
  s->row[r] ^= bit;
  s->col[c] ^= bit;
  s->box[r / 3 * 3 + c / 3] ^= bit;
  s->grid[cell] = v;
}

static int
solve (state *s, int cell)
{
  s->nodes++;
  while (cell < 81 && s->grid[cell])
    cell++;
  if (cell == 81)
    return 1;
  int other[2] = { cell % 9 < 8 ? cell + 1 : -1,
                    cell + 9 < 81 ? cell + 9 : -1 };
  for (int d = 0; d < 2; d++)
    {
      int o = other[d];
      if (o < 0 || s->grid[o])
        continue;
      for (int a = 1; a <= 9; a++)
        {
          if (!allowed (s, cell, a))
            continue;
          for (int b = 1; b <= 9; b++)
            {
              if (a == b || s->used[a][b] || !allowed (s, o, b))
                continue;
              s->used[a][b] = s->used[b][a] = 1;
              put (s, cell, a);
              put (s, o, b);
              if (solve (s, cell + 1))
                return 1;
              put (s, o, 0);
              put (s, cell, 0);
              s->used[a][b] = s->used[b][a] = 0;
            }
        }
    }
  return 0;
}

static int
cell_of (const char *loc)
{
  return (loc[0] - 'A') * 9 + (loc[1] - '1');
}

int
main (int argc, char **argv)
{
  int repeat = 1, opt;
  while ((opt = getopt (argc, argv, "r:")) != -1)
    if (opt == 'r' && atoi (optarg) > 0)
      repeat = atoi (optarg);
    else
      {
        fprintf (stderr, "usage: sudominoku-dfs [-r REPEAT] < input\n");
        return 2;
      }
  int n, k = 0;
  while (scanf ("%d", &n) == 1 && n > 0)
    {
      state start;
      memset (&start, 0, sizeof start);
      for (int i = 0; i < n; i++)
        {
          int a, b;
          char la[3], lb[3];
          if (scanf ("%d %2s %d %2s", &a, la, &b, lb) != 4)
            return 2;
          put (&start, cell_of (la), a);
          put (&start, cell_of (lb), b);
          start.used[a][b] = start.used[b][a] = 1;
        }
      for (int v = 1; v <= 9; v++)
        {
          char l[3];
          if (scanf ("%2s", l) != 1)
            return 2;
          put (&start, cell_of (l), v);
        }
      state s;
      double best = 0;
      int found = 0;
      for (int t = 0; t < repeat; t++)
        {
          s = start;
          double t0 = now ();
          found = solve (&s, 0);
          double dt = now () - t0;
          if (!t || dt < best)
            best = dt;
        }
      printf ("Puzzle %d\n", ++k);
      for (int i = 0; found && i < 81; i++)
        printf ("%d%s", s.grid[i], i % 9 == 8 ? "\n" : "");
      fprintf (stderr, "dfs: puzzle=%d seconds=%.9f nodes=%ld%s\n", k, best,
               s.nodes, found ? "" : " unsolved");
    }
  return ferror (stdout) ? 1 : 0;
}
