/* clcheck.c: grids checked against clones (src/model/clone.c makes
   them), for ss_check_variants: a filled cell and its filled clone
   holding different values. */
#include "model/model.h"

int
ss_check_clone (const ss_puzzle *p, const ss_constraint *con, int number,
                const int *grid, const char *what, long *bad, ss_error *err)
{
  int n = p->n, m = con->ncells / 2;
  for (int i = 0; i < m; i++)
    {
      int a = con->cells[i], b = con->cells[m + i];
      int u = grid[a], w = grid[b];
      if (u < 1 || u > n || w < 1 || w > n || u == w)
        continue;
      *bad = b;
      return ss_fail (err, SS_ERR_INPUT, NULL, 0, 0, "%s values %d at row "
                      "%d, column %d and %d at row %d, column %d break "
                      "clone %d: a cell and its clone hold the same value",
                      what, u, a / n + 1, a % n + 1, w, b / n + 1,
                      b % n + 1, number);
    }
  return 0;
}
