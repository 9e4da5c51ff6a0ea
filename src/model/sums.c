/* sums.c: the sum clues a setter draws: arrows (the values on a line
   sum to the circle's value, or to the number a circle of several
   cells reads) and little killers (the values along a diagonal sum to
   the clue, repeats allowed), each checked when added so that every
   later stage may rely on it; src/model/vsums.c checks grids against
   them. */
#include "model/model.h"

#include <stdlib.h>
#include <string.h>

/* Cells in the grid and none named twice; what names the clue. */
static int
check_cells (const ss_puzzle *p, const int *cells, int m, const char *what,
             ss_error *err)
{
  long nn = (long) p->n * p->n;
  for (int i = 0; i < m; i++)
    {
      if (cells[i] < 0 || cells[i] >= nn)
        return ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "%s cell %d is off "
                        "the %dx%d grid", what, cells[i], p->n, p->n);
      for (int j = 0; j < i; j++)
        if (cells[j] == cells[i])
          return ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "%s names row %d, "
                          "column %d twice", what, cells[i] / p->n + 1,
                          cells[i] % p->n + 1);
    }
  return 0;
}

/* The least and greatest number k circle cells read: k digits 1, k
   digits n (k >= 2 only on grids up to 9x9, so digits are digits). */
static void
circle_range (int n, int k, long long *lo, long long *hi)
{
  long long ones = 0;
  for (int i = 0; i < k; i++)
    ones = ones * 10 + 1;
  *lo = k == 1 ? 1 : ones;
  *hi = k == 1 ? n : ones * n;
}

int
ss_puzzle_add_arrow (ss_puzzle *p, const int *circle, int k,
                     const int *line, int m, ss_error *err)
{
  int n = p->n;
  long nn = (long) n * n;
  if (k < 1 || m < 1 || k + m > nn)
    return ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "an arrow of %d circle "
                    "cell%s and %d line cell%s: it needs 1 or more of each, "
                    "%ld in all at most", k, k == 1 ? "" : "s", m,
                    m == 1 ? "" : "s", nn);
  if (k > 1 && n > 9)
    return ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "an arrow's circle of %d "
                    "cells reads a number of %d digits, which takes a grid "
                    "of side 9 at most, not %d", k, k, n);
  if (check_cells (p, circle, k, "arrow's circle", err)
      || check_cells (p, line, m, "arrow's line", err))
    return -1;
  for (int i = 0; i < m; i++)
    for (int j = 0; j < k; j++)
      if (line[i] == circle[j])
        return ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "an arrow's line "
                        "passes through its own circle at row %d, column %d",
                        line[i] / n + 1, line[i] % n + 1);
  /* m values of 1..n, repeats allowed, sum to m..m*n; more than 18
     circle cells read more than any line sums to */
  long long lo = m, hi = (long long) m * n, clo, chi;
  if (k > 18)
    return ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "an arrow's circle of %d "
                    "cells reads a number of %d digits, more than its %d "
                    "line cells can sum to (%lld at most)", k, k, m, hi);
  circle_range (n, k, &clo, &chi);
  if (chi < lo || clo > hi)
    return ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "an arrow's %d line "
                    "cell%s sum%s to %lld to %lld, which its circle of %d "
                    "cell%s cannot hold (%lld to %lld)", m, m == 1 ? "" : "s",
                    m == 1 ? "s" : "", lo, hi, k, k == 1 ? "" : "s", clo,
                    chi);
  int *cells = ss_malloc ((size_t) (k + m) * sizeof *cells);
  if (!cells)
    return ss_oom (err);
  memcpy (cells, circle, (size_t) k * sizeof *cells);
  memcpy (cells + k, line, (size_t) m * sizeof *cells);
  int rc = ss_puzzle_add_param_con (p, SS_CON_ARROW, cells, k + m, k);
  free (cells);
  return rc ? ss_oom (err) : 0;
}

int
ss_puzzle_add_little_killer (ss_puzzle *p, const int *cells, int m,
                             int total, ss_error *err)
{
  int n = p->n;
  if (m < 1 || m > n)
    return ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "a little killer of %d "
                    "cell%s: a diagonal of the %dx%d grid has 1 to %d", m,
                    m == 1 ? "" : "s", n, n, n);
  if (check_cells (p, cells, m, "little killer", err))
    return -1;
  for (int i = 1; i < m; i++)
    {
      int dr = cells[i] / n - cells[i - 1] / n;
      int dc = cells[i] % n - cells[i - 1] % n;
      int dr0 = m > 1 ? cells[1] / n - cells[0] / n : 0;
      int dc0 = m > 1 ? cells[1] % n - cells[0] % n : 0;
      if ((dr != 1 && dr != -1) || (dc != 1 && dc != -1) || dr != dr0
          || dc != dc0)
        return ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "a little killer's "
                        "cells run along one diagonal, and row %d, column %d "
                        "does not follow row %d, column %d on it",
                        cells[i] / n + 1, cells[i] % n + 1,
                        cells[i - 1] / n + 1, cells[i - 1] % n + 1);
    }
  /* m values of 1..n, repeats allowed: m to m*n */
  if (total < m || total > (long) m * n)
    return ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "a little killer of %d "
                    "cell%s cannot sum to %d: its values sum to %d to %ld",
                    m, m == 1 ? "" : "s", total, m, (long) m * n);
  if (ss_puzzle_add_param_con (p, SS_CON_LITTLE_KILLER, cells, m, total))
    return ss_oom (err);
  return 0;
}
