/* vsums.c: grids checked against the sum clues (arrows, little
   killers; src/model/sums.c adds them), for ss_check_variants. */
#include "model/model.h"

#include <stdio.h>

/* "r2c3 + r2c4" for a message: cells[0..m) joined by sep. */
static void
cell_list (char *buf, size_t size, int n, const int *cells, int m,
           const char *sep)
{
  size_t used = 0;
  buf[0] = 0;
  for (int i = 0; i < m && used + 1 < size; i++)
    {
      int w = snprintf (buf + used, size - used, "%sr%dc%d", i ? sep : "",
                        cells[i] / n + 1, cells[i] % n + 1);
      if (w < 0 || (size_t) w >= size - used)
        {
          /* cut: say so rather than end mid-cell */
          snprintf (buf + (size > 5 ? size - 5 : 0), 5, " ...");
          return;
        }
      used += (size_t) w;
    }
}

int
ss_check_sum_clue (const ss_puzzle *p, const ss_constraint *con, int number,
                   const int *grid, const char *what, long *bad,
                   ss_error *err)
{
  int n = p->n, k = con->kind == SS_CON_ARROW ? con->param : 0;
  const int *line = con->cells + k;
  int m = con->ncells - k;
  long long sum = 0, lo, hi;
  int blanks = 0;
  for (int i = 0; i < m; i++)
    {
      int v = grid[line[i]];
      if (v >= 1 && v <= n)
        sum += v;
      else
        blanks++;
    }
  /* what the line may still sum to */
  lo = sum + blanks;
  hi = sum + (long long) blanks * n;
  char cells[160];
  *bad = con->cells[con->ncells - 1];
  if (con->kind == SS_CON_LITTLE_KILLER)
    {
      if (lo <= con->param && con->param <= hi)
        return 0;
      cell_list (cells, sizeof cells, n, line, m, " + ");
      return blanks
             ? ss_fail (err, SS_ERR_INPUT, NULL, 0, 0, "%s values of little "
                        "killer %d (%s) sum to %lld: its %d blank cell%s "
                        "cannot make up its total %d", what, number, cells,
                        sum, blanks, blanks == 1 ? "" : "s", con->param)
             : ss_fail (err, SS_ERR_INPUT, NULL, 0, 0, "%s values of little "
                        "killer %d (%s) sum to %lld, not its total %d", what,
                        number, cells, sum, con->param);
    }
  /* the circle: the number its digits read, or its range with blanks
     (each blank 1..n in its place) */
  long long clo = 0, chi = 0;
  int cblank = 0;
  for (int j = 0; j < k; j++)
    {
      int v = grid[con->cells[j]];
      int filled = v >= 1 && v <= n;
      cblank |= !filled;
      clo = clo * 10 + (filled ? v : 1);
      chi = chi * 10 + (filled ? v : n);
    }
  if (chi < lo || clo > hi)
    {
      char circle[80];
      cell_list (cells, sizeof cells, n, line, m, " + ");
      cell_list (circle, sizeof circle, n, con->cells, k, "");
      if (!cblank && !blanks)
        return ss_fail (err, SS_ERR_INPUT, NULL, 0, 0, "%s values break "
                        "arrow %d: %s = %lld, but %s = %lld", what, number,
                        circle, clo, cells, sum);
      return ss_fail (err, SS_ERR_INPUT, NULL, 0, 0, "%s values break "
                      "arrow %d: %s holds %lld to %lld, and %s sums to %lld "
                      "to %lld", what, number, circle, clo, chi, cells, lo,
                      hi);
    }
  return 0;
}
