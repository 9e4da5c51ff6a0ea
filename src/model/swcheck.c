/* swcheck.c: grids checked against the clues outside the grid
   (src/model/sandwich.c adds them), for ss_check_variants, and the
   clue's place beside the grid, in numbers and in words, for the
   layers that write it. */
#include "model/model.h"

#include <stdio.h>

int
ss_sandwich_kind (ss_con_kind kind)
{
  return kind == SS_CON_SANDWICH || kind == SS_CON_XSUM;
}

/* The step from one cell of the line to the next: 1, -1, n or -n. */
static int
step_of (int n, const ss_constraint *con)
{
  return con->cells[1] - con->cells[0] == 1 ? 1
         : con->cells[1] - con->cells[0] == -1 ? -1
         : con->cells[1] > con->cells[0] ? n : -n;
}

void
ss_sandwich_place (const ss_puzzle *p, const ss_constraint *con, int *r,
                   int *c)
{
  int n = p->n, step = step_of (n, con), a = con->cells[0];
  *r = step == n ? 0 : step == -n ? n + 1 : a / n + 1;
  *c = step == 1 ? 0 : step == -1 ? n + 1 : a % n + 1;
}

void
ss_sandwich_where (const ss_puzzle *p, const ss_constraint *con, char *buf,
                   size_t size)
{
  int n = p->n, step = step_of (n, con), a = con->cells[0];
  static const char *const sides[] = { "left of row", "right of row",
                                       "above column", "below column" };
  int side = step == 1 ? 0 : step == -1 ? 1 : step == n ? 2 : 3;
  snprintf (buf, size, "%s %d", sides[side], side < 2 ? a / n + 1
                                                      : a % n + 1);
}

int
ss_check_sandwich (const ss_puzzle *p, const ss_constraint *con, int number,
                   const int *grid, const char *what, long *bad,
                   ss_error *err)
{
  int n = p->n, m = con->ncells;
  const int *cells = con->cells;
  char where[64];
  long sum = 0;
  int blanks = 0, from = -1, to = -1;
  ss_sandwich_where (p, con, where, sizeof where);
  if (con->kind == SS_CON_SANDWICH)
    {
      /* the crusts, the 1 and the n, both placed: what lies between */
      for (int i = 0; i < m; i++)
        if (grid[cells[i]] == 1 || grid[cells[i]] == n)
          {
            if (from < 0)
              from = i;
            else if (to < 0)
              to = i;
          }
      if (to < 0)
        return 0;
      for (int i = from + 1; i < to; i++)
        {
          int v = grid[cells[i]];
          if (v >= 1 && v <= n)
            sum += v;
          else
            blanks++;
        }
      /* the blanks hold 2 .. n-1 each */
      if (sum + 2L * blanks <= con->param
          && con->param <= sum + (long) (n - 1) * blanks)
        return 0;
      *bad = cells[to];
      int a = cells[from], z = cells[to];
      return ss_fail (err, SS_ERR_INPUT, NULL, 0, 0, "%s values break "
                      "sandwich %d (%s, total %d): the digits between the "
                      "%d at row %d, column %d and the %d at row %d, column "
                      "%d sum to %ld%s", what, number, where, con->param,
                      grid[a], a / n + 1, a % n + 1, grid[z], z / n + 1,
                      z % n + 1, sum, blanks ? " with blanks that cannot "
                      "make up the rest" : "");
    }
  int x = grid[cells[0]];
  if (x < 1 || x > n)
    return 0;
  for (int i = 0; i < x; i++)
    {
      int v = grid[cells[i]];
      if (v >= 1 && v <= n)
        sum += v;
      else
        blanks++;
    }
  if (sum + blanks <= con->param && con->param <= sum + (long) n * blanks)
    return 0;
  *bad = cells[x - 1];
  int z = cells[x - 1];
  return ss_fail (err, SS_ERR_INPUT, NULL, 0, 0, "%s values break x-sum "
                  "%d (%s, total %d): the first digit is %d, and the %d "
                  "digit%s from row %d, column %d to row %d, column %d "
                  "sum%s to %ld%s", what, number, where, con->param, x, x,
                  x == 1 ? "" : "s", cells[0] / n + 1, cells[0] % n + 1,
                  z / n + 1, z % n + 1, x == 1 ? "s" : "", sum, blanks
                  ? " with blanks that cannot make up the rest" : "");
}
