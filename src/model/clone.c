/* clone.c: clones: two areas of as many cells, cell i of the one
   holding the value of cell i of the other (the two areas of a clone
   keep their cells in order: cells[0..m) the area, cells[m..2m) its
   clone).  This file checks a clone when it is added
   (src/model/clcheck.c checks grids against it). */
#include "model/model.h"

#include <stdlib.h>

/* Cell c is among the first i cells of area. */
static int
named_before (const int *area, int i, int c)
{
  for (int j = 0; j < i; j++)
    if (area[j] == c)
      return 1;
  return 0;
}

/* The cells of one area: on the grid, none named twice. */
static int
area_ok (const ss_puzzle *p, const int *area, int m, const char *which,
         ss_error *err)
{
  int n = p->n;
  for (int i = 0; i < m; i++)
    {
      if (area[i] < 0 || area[i] >= n * n)
        return ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "clone cell %d (of "
                        "the %s) is off the %dx%d grid", area[i], which, n,
                        n);
      if (named_before (area, i, area[i]))
        return ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "a clone's %s names "
                        "row %d, column %d twice", which, area[i] / n + 1,
                        area[i] % n + 1);
    }
  return 0;
}

int
ss_puzzle_add_clone (ss_puzzle *p, const int *cells, const int *clones,
                     int m, ss_error *err)
{
  int n = p->n;
  if (m < 1 || m > n * n)
    return ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "a clone of %d cells: "
                    "its areas hold 1 to %d cells", m, n * n);
  if (area_ok (p, cells, m, "area", err)
      || area_ok (p, clones, m, "clone area", err))
    return -1;
  for (int i = 0; i < m; i++)
    if (cells[i] == clones[i])
      return ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "a clone's cell %d, "
                      "row %d, column %d, is cloned to itself", i + 1,
                      cells[i] / n + 1, cells[i] % n + 1);
  int *both = ss_malloc ((size_t) (2 * m) * sizeof *both);
  if (!both)
    return ss_oom (err);
  for (int i = 0; i < m; i++)
    {
      both[i] = cells[i];
      both[m + i] = clones[i];
    }
  int rc = ss_puzzle_add_con (p, SS_CON_CLONE, both, 2 * m, 0, NULL);
  free (both);
  return rc ? ss_oom (err) : 0;
}
