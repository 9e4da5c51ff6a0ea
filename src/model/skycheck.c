/* skycheck.c: a skyscraper clue's place in words and grids checked
   against it, for ss_check_variants (src/model/skyscraper.c adds the
   clues). */
#include "model/model.h"

#include <stdio.h>

void
ss_skyscraper_place (int n, const ss_constraint *con, int *row, int *col)
{
  int a = con->cells[0], b = con->cells[1];
  int dr = b / n - a / n, dc = b % n - a % n;
  *row = a / n - dr + 1;
  *col = a % n - dc + 1;
}

void
ss_skyscraper_where (int n, const ss_constraint *con, char *buf,
                     size_t size)
{
  int row, col;
  ss_skyscraper_place (n, con, &row, &col);
  if (col == 0 || col == n + 1)
    snprintf (buf, size, "%s of row %d", col ? "right" : "left", row);
  else
    snprintf (buf, size, "%s column %d", row ? "below" : "above", col);
}

int
ss_skyscraper_seen (int n, const ss_constraint *con, const int *grid)
{
  int seen = 0, top = 0;
  for (int i = 0; i < n; i++)
    if (grid[con->cells[i]] > top)
      {
        top = grid[con->cells[i]];
        seen++;
      }
  return seen;
}

/* With blanks the count lies between two bounds, each blank taking one
   of the values the line lacks (a row or column holds no value
   twice).  At most: the filled cells above every filled cell before
   them, and the blanks with a missing value above those.  At least:
   the first cell, and the filled cells above every filled cell before
   them and, past a blank, above every missing value too. */
static void
seen_bounds (int n, const ss_constraint *con, const int *grid, int *lo,
             int *hi)
{
  unsigned char have[SS_MAX_SIDE + 1] = { 0 };
  for (int i = 0; i < n; i++)
    {
      int v = grid[con->cells[i]];
      if (v >= 1 && v <= n)
        have[v] = 1;
    }
  int missing = 0;
  for (int v = n; v >= 1 && !missing; v--)
    if (!have[v])
      missing = v;
  int top = 0, blank_before = 0;
  *lo = *hi = 0;
  for (int i = 0; i < n; i++)
    {
      int v = grid[con->cells[i]];
      if (v < 1 || v > n)
        {
          if (missing > top)
            ++*hi;
          if (i == 0)
            ++*lo;
          blank_before = 1;
          continue;
        }
      if (v > top)
        {
          ++*hi;
          if (i == 0 || !blank_before || v > missing)
            ++*lo;
          top = v;
        }
    }
}

int
ss_check_skyscraper (const ss_puzzle *p, const ss_constraint *con,
                     int number, const int *grid, const char *what,
                     long *bad, ss_error *err)
{
  int n = p->n, lo, hi;
  char where[64];
  seen_bounds (n, con, grid, &lo, &hi);
  if (lo <= con->param && con->param <= hi)
    return 0;
  *bad = con->cells[0];
  ss_skyscraper_where (n, con, where, sizeof where);
  if (lo == hi)
    return ss_fail (err, SS_ERR_INPUT, NULL, 0, 0, "%s values of skyscraper "
                    "%d (%s) show %d digit%s from the clue, not %d", what,
                    number, where, lo, lo == 1 ? "" : "s", con->param);
  return ss_fail (err, SS_ERR_INPUT, NULL, 0, 0, "%s values of skyscraper %d "
                  "(%s) show %d to %d digits from the clue whatever its "
                  "blanks hold, not %d", what, number, where, lo, hi,
                  con->param);
}
