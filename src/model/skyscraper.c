/* skyscraper.c: skyscraper clues.  A clue stands just outside one end
   of a row or column and counts the digits seen from it: reading the
   line from the clue inwards, a digit is seen when it is larger than
   every digit before it.  The constraint holds the line's n cells in
   that order and the clue as param.  This file checks a clue when it
   is added (src/model/skycheck.c names its place and checks grids
   against it). */
#include "model/model.h"

#include <stdio.h>
#include <stdlib.h>

/* The line a clue at (row, col) of the border frame (0..n+1, the grid
   1..n) looks along: its first cell and the step to the next; 0, or -1
   when the place is not just outside one end of a row or column. */
static int
line_of (int n, int row, int col, int *first, int *step)
{
  int rin = row >= 1 && row <= n, cin = col >= 1 && col <= n;
  if (rin && (col == 0 || col == n + 1))
    {
      *first = (row - 1) * n + (col ? n - 1 : 0);
      *step = col ? -1 : 1;
      return 0;
    }
  if (cin && (row == 0 || row == n + 1))
    {
      *first = (row ? n - 1 : 0) * n + col - 1;
      *step = row ? -n : n;
      return 0;
    }
  return -1;
}

int
ss_puzzle_add_skyscraper (ss_puzzle *p, int row, int col, int clue,
                          ss_error *err)
{
  int n = p->n, first, step;
  if (line_of (n, row, col, &first, &step))
    return ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "a skyscraper clue at "
                    "row %d, column %d is not beside the %dx%d grid: it "
                    "stands just outside one end of a row or column (row 0 "
                    "or %d with a column 1 to %d, or column 0 or %d with a "
                    "row 1 to %d)", row, col, n, n, n + 1, n, n + 1, n);
  if (clue < 1 || clue > n)
    return ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "a skyscraper clue of "
                    "%d at row %d, column %d: 1 to %d digits are seen along "
                    "a line of the %dx%d grid", clue, row, col, n, n, n);
  for (int u = 0; u < p->ncons; u++)
    if (p->cons[u].kind == SS_CON_SKYSCRAPER)
      {
        int r, c;
        ss_skyscraper_place (n, &p->cons[u], &r, &c);
        if (r == row && c == col)
          return ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "row %d, column "
                          "%d holds a skyscraper clue already", row, col);
      }
  int *cells = ss_malloc ((size_t) n * sizeof *cells);
  if (!cells)
    return ss_oom (err);
  for (int i = 0; i < n; i++)
    cells[i] = first + i * step;
  int rc = ss_puzzle_add_param_con (p, SS_CON_SKYSCRAPER, cells, n, clue);
  free (cells);
  return rc ? ss_oom (err) : 0;
}

int
ss_puzzle_add_skyscraper_line (ss_puzzle *p, const int *cells, int m,
                               int clue, ss_error *err)
{
  int n = p->n;
  long nn = (long) n * n;
  if (m != n || cells[0] < 0 || cells[0] >= nn || cells[1] < 0
      || cells[1] >= nn)
    return ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "a skyscraper clue's "
                    "line is a whole row or column of %d cells, not %d", n,
                    m);
  ss_constraint probe = { .cells = (int *) cells, .ncells = m };
  int row, col, first, step;
  ss_skyscraper_place (n, &probe, &row, &col);
  int ok = !line_of (n, row, col, &first, &step);
  for (int i = 0; ok && i < m; i++)
    ok = cells[i] == first + i * step;
  if (!ok)
    return ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "a skyscraper clue's "
                    "cells are a whole row or column, in order from the end "
                    "its clue stands at (from row %d, column %d this is "
                    "not)", cells[0] / n + 1, cells[0] % n + 1);
  return ss_puzzle_add_skyscraper (p, row, col, clue, err);
}
