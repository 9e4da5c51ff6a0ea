/* clues.c: the cell clues a setter writes in or between cells:
   quadruples (digits that appear among the four cells around a corner)
   and minimum and maximum cells (less, or greater, than each
   orthogonal neighbour).  This file checks a clue when it is added
   (src/model/ccheck.c checks grids against the clues). */
#include "model/model.h"

#include <stdlib.h>

static int
by_value (const void *a, const void *b)
{
  int x = *(const int *) a, y = *(const int *) b;
  return (x > y) - (x < y);
}

int
ss_puzzle_add_quadruple (ss_puzzle *p, const int cells[4],
                         const int *values, int m, ss_error *err)
{
  int n = p->n, lo = -1, sorted[4];
  long nn = (long) n * n;
  if (m < 1 || m > 4)
    return ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "a quadruple of %d "
                    "digits: it lists 1 to 4 (its four cells hold at "
                    "most four)", m);
  for (int i = 0; i < 4; i++)
    {
      if (cells[i] < 0 || cells[i] >= nn)
        return ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "quadruple cell %d "
                        "is off the %dx%d grid", cells[i], n, n);
      if (lo < 0 || cells[i] < lo)
        lo = cells[i];
    }
  /* the four cells are lo, lo + 1, lo + n, lo + n + 1 in some order */
  int want[4] = { lo, lo + 1, lo + n, lo + n + 1 }, seen = 0;
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 4; j++)
      if (cells[i] == want[j])
        seen |= 1 << j;
  if (seen != 15 || lo % n == n - 1)
    return ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "a quadruple's cells "
                    "are the four around one corner (a 2x2 block), not "
                    "row %d, column %d, row %d, column %d, row %d, column "
                    "%d and row %d, column %d", cells[0] / n + 1,
                    cells[0] % n + 1, cells[1] / n + 1, cells[1] % n + 1,
                    cells[2] / n + 1, cells[2] % n + 1, cells[3] / n + 1,
                    cells[3] % n + 1);
  for (int i = 0; i < m; i++)
    {
      if (values[i] < 1 || values[i] > n)
        return ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "a quadruple's "
                        "digit %d is not a value of the %dx%d grid (1 to "
                        "%d)", values[i], n, n, n);
      sorted[i] = values[i];
    }
  qsort (sorted, (size_t) m, sizeof *sorted, by_value);
  for (int i = 2; i < m; i++)
    if (sorted[i] == sorted[i - 2])
      return ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "a quadruple lists %d "
                      "three times or more: four cells around a corner "
                      "hold a value twice at most", sorted[i]);
  if (ss_puzzle_add_param_con (p, SS_CON_QUADRUPLE, want, 4, 0))
    return ss_oom (err);
  ss_constraint *con = &p->cons[p->ncons - 1];
  for (int i = 0; i < m; i++)
    con->values[i] = sorted[i];
  return 0;
}

int
ss_puzzle_add_extremum (ss_puzzle *p, ss_con_kind kind, int cell,
                        ss_error *err)
{
  int n = p->n, cells[5], m = 0;
  if (kind != SS_CON_MINIMUM && kind != SS_CON_MAXIMUM)
    return ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "not a minimum or "
                    "maximum");
  const char *name = ss_kind (kind)->name;
  if (cell < 0 || cell >= n * n)
    return ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "%s cell %d is off the "
                    "%dx%d grid", name, cell, n, n);
  for (int u = 0; u < p->ncons; u++)
    if ((p->cons[u].kind == SS_CON_MINIMUM || p->cons[u].kind
         == SS_CON_MAXIMUM) && p->cons[u].cells[0] == cell)
      return ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "row %d, column %d is "
                      "a %s already", cell / n + 1, cell % n + 1,
                      ss_kind (p->cons[u].kind)->name);
  int r = cell / n, c = cell % n;
  cells[m++] = cell;
  if (r > 0)
    cells[m++] = cell - n;
  if (c > 0)
    cells[m++] = cell - 1;
  if (c < n - 1)
    cells[m++] = cell + 1;
  if (r < n - 1)
    cells[m++] = cell + n;
  if (ss_puzzle_add_param_con (p, kind, cells, m, 0))
    return ss_oom (err);
  return 0;
}
