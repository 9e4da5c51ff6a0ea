/* lcheck.c: grids checked against the line rules (src/model/lines.c
   makes them), for ss_check_variants: a rule broken among the filled
   cells is an error naming the cells. */
#include "model/model.h"

int
ss_line_kind (ss_con_kind kind)
{
  return kind >= SS_CON_PALINDROME && kind <= SS_CON_REGIONSUM;
}

int
ss_whispers_gap (int n)
{
  return (n + 1) / 2;
}

/* "values 3 at row 1, column 2 and 5 at row 1, column 3 break renban
   line 2: why" */
static int
pair_fail (const ss_puzzle *p, const ss_constraint *con, int number,
           const int *grid, const char *what, int a, int b, long *bad,
           ss_error *err, const char *why)
{
  int n = p->n;
  *bad = b;
  return ss_fail (err, SS_ERR_INPUT, NULL, 0, 0, "%s values %d at row %d, "
                  "column %d and %d at row %d, column %d break %s %d: %s",
                  what, grid[a], a / n + 1, a % n + 1, grid[b], b / n + 1,
                  b % n + 1, ss_kind (con->kind)->name, number, why);
}

static int
filled (const ss_puzzle *p, const int *grid, int cell)
{
  return grid[cell] >= 1 && grid[cell] <= p->n;
}

/* Region-sum lines: every part of the line within one box that is
   filled sums alike. */
static int
check_regionsum (const ss_puzzle *p, const ss_constraint *con, int number,
                 const int *grid, const char *what, long *bad, ss_error *err)
{
  int n = p->n, m = con->ncells, first = -1;
  long total = 0;
  for (int i = 0, start = 0; i < m; i++)
    {
      int cell = con->cells[i];
      if (i + 1 < m && ss_box_of (p, cell / n, cell % n)
                       == ss_box_of (p, con->cells[i + 1] / n,
                                     con->cells[i + 1] % n))
        continue;
      /* a part: cells start..i */
      long sum = 0;
      int full = 1;
      for (int j = start; j <= i; j++)
        {
          full &= filled (p, grid, con->cells[j]);
          sum += grid[con->cells[j]];
        }
      if (full && first < 0)
        first = start, total = sum;
      else if (full && sum != total)
        {
          int a = con->cells[first], b = con->cells[start];
          *bad = con->cells[i];
          return ss_fail (err, SS_ERR_INPUT, NULL, 0, 0, "%s values of "
                          "region-sum line %d sum to %ld in the part from "
                          "row %d, column %d and to %ld in the part from "
                          "row %d, column %d: every box's part sums alike",
                          what, number, total, a / n + 1, a % n + 1, sum,
                          b / n + 1, b % n + 1);
        }
      start = i + 1;
    }
  return 0;
}

/* Kept long: one switch with a case for each line rule, the checks of
   each a few lines. */
int
ss_check_line (const ss_puzzle *p, const ss_constraint *con, int number,
               const int *grid, const char *what, long *bad, ss_error *err)
{
  int n = p->n, m = con->ncells;
  const int *c = con->cells;
  char why[120];
  switch (con->kind)
    {
    case SS_CON_PALINDROME:
      for (int i = 0; i < m / 2; i++)
        if (filled (p, grid, c[i]) && filled (p, grid, c[m - 1 - i])
            && grid[c[i]] != grid[c[m - 1 - i]])
          return pair_fail (p, con, number, grid, what, c[i], c[m - 1 - i],
                            bad, err, "cells at equal distance from its "
                            "ends hold the same value");
      return 0;
    case SS_CON_RENBAN:
      for (int i = 0; i < m; i++)
        for (int j = 0; j < i; j++)
          {
            if (!filled (p, grid, c[i]) || !filled (p, grid, c[j]))
              continue;
            int d = grid[c[i]] - grid[c[j]];
            if (d == 0)
              return pair_fail (p, con, number, grid, what, c[j], c[i], bad,
                                err, "its values are distinct");
            if (d >= m || d <= -m)
              {
                snprintf (why, sizeof why, "its %d cells hold consecutive "
                          "values, at most %d apart", m, m - 1);
                return pair_fail (p, con, number, grid, what, c[j], c[i],
                                  bad, err, why);
              }
          }
      return 0;
    case SS_CON_WHISPERS:
      for (int i = 0; i + 1 < m; i++)
        {
          int d = grid[c[i]] - grid[c[i + 1]], gap = ss_whispers_gap (n);
          if (filled (p, grid, c[i]) && filled (p, grid, c[i + 1])
              && d < gap && d > -gap)
            {
              snprintf (why, sizeof why, "neighbours on it differ by at "
                        "least %d", gap);
              return pair_fail (p, con, number, grid, what, c[i], c[i + 1],
                                bad, err, why);
            }
        }
      return 0;
    case SS_CON_BETWEEN:
      {
        int a = c[0], b = c[m - 1];
        for (int i = 1; i + 1 < m; i++)
          {
            if (!filled (p, grid, c[i]))
              continue;
            int v = grid[c[i]];
            /* an end's own value is never strictly between */
            for (int e = 0; e < 2; e++)
              if (filled (p, grid, e ? b : a) && grid[e ? b : a] == v)
                return pair_fail (p, con, number, grid, what, e ? b : a,
                                  c[i], bad, err, "the cells between its "
                                  "ends hold values strictly between the "
                                  "ends' values");
            if (filled (p, grid, a) && filled (p, grid, b)
                && !((grid[a] < v && v < grid[b])
                     || (grid[b] < v && v < grid[a])))
              {
                *bad = c[i];
                return ss_fail (err, SS_ERR_INPUT, NULL, 0, 0, "%s value "
                                "%d at row %d, column %d is not between "
                                "the ends' values %d and %d of between "
                                "line %d", what, v, c[i] / n + 1,
                                c[i] % n + 1, grid[a], grid[b], number);
              }
          }
        if (filled (p, grid, a) && filled (p, grid, b)
            && grid[a] - grid[b] < 2 && grid[b] - grid[a] < 2)
          return pair_fail (p, con, number, grid, what, a, b, bad, err,
                            "its ends leave no value between them for the "
                            "cells between");
        return 0;
      }
    case SS_CON_SLOWTHERMO:
      for (int i = 0, last = -1; i < m; i++)
        {
          if (!filled (p, grid, c[i]))
            continue;
          if (last >= 0 && grid[c[i]] < grid[c[last]])
            return pair_fail (p, con, number, grid, what, c[last], c[i],
                              bad, err, "values never fall from the bulb");
          last = i;
        }
      return 0;
    case SS_CON_REGIONSUM:
      return check_regionsum (p, con, number, grid, what, bad, err);
    default:
      return 0;
    }
}
