/* ccheck.c: grids checked against the cell clues (src/model/clues.c
   makes them), for ss_check_variants: a quadruple whose blanks can no
   longer bring in the digits its filled cells lack, a minimum or
   maximum cell not less or greater than a filled neighbour. */
#include "model/model.h"

#include <stdio.h>

int
ss_clue_kind (ss_con_kind kind)
{
  return kind >= SS_CON_QUADRUPLE && kind <= SS_CON_MAXIMUM;
}

int
ss_quad_count (const ss_constraint *con)
{
  int m = 0;
  while (m < 4 && con->values[m])
    m++;
  return m;
}

/* A quadruple: the digits its filled cells lack (a digit listed twice
   and held once lacks once) are no more than its blanks. */
static int
check_quad (const ss_puzzle *p, const ss_constraint *con, int number,
            const int *grid, const char *what, long *bad, ss_error *err)
{
  int n = p->n, m = ss_quad_count (con), blanks = 0, lack = 0;
  int used[4] = { 0 };
  for (int i = 0; i < 4; i++)
    {
      int v = grid[con->cells[i]];
      if (v < 1 || v > n)
        {
          blanks++;
          continue;
        }
      for (int j = 0; j < m; j++)
        if (!used[j] && con->values[j] == v)
          {
            used[j] = 1;
            break;
          }
    }
  for (int j = 0; j < m; j++)
    lack += !used[j];
  if (lack <= blanks)
    return 0;
  char digits[64] = "", *at = digits;
  for (int j = 0; j < m; j++)
    at += snprintf (at, sizeof digits - (size_t) (at - digits), "%s%d",
                    j ? ", " : "", con->values[j]);
  int a = con->cells[0], z = con->cells[3];
  *bad = z;
  return ss_fail (err, SS_ERR_INPUT, NULL, 0, 0, "%s values at row %d, "
                  "column %d to row %d, column %d break quadruple %d: "
                  "%s must appear among them, and %d of them %s missing",
                  what, a / n + 1, a % n + 1, z / n + 1, z % n + 1,
                  number, digits, lack, lack == 1 ? "is" : "are");
}

/* A minimum or maximum: its cell against each filled neighbour. */
static int
check_extremum (const ss_puzzle *p, const ss_constraint *con, int number,
                const int *grid, const char *what, long *bad, ss_error *err)
{
  int n = p->n, a = con->cells[0], u = grid[a], min = con->kind
                                                      == SS_CON_MINIMUM;
  if (u < 1 || u > n)
    return 0;
  for (int i = 1; i < con->ncells; i++)
    {
      int b = con->cells[i], w = grid[b];
      if (w < 1 || w > n || (min ? u < w : u > w))
        continue;
      *bad = b;
      return ss_fail (err, SS_ERR_INPUT, NULL, 0, 0, "%s values %d at row "
                      "%d, column %d and %d at row %d, column %d break %s "
                      "%d: the cell must be %s than each neighbour", what, u,
                      a / n + 1, a % n + 1, w, b / n + 1, b % n + 1,
                      ss_kind (con->kind)->name, number,
                      min ? "less" : "greater");
    }
  return 0;
}

int
ss_check_clue (const ss_puzzle *p, const ss_constraint *con, int number,
               const int *grid, const char *what, long *bad, ss_error *err)
{
  if (con->kind == SS_CON_QUADRUPLE)
    return check_quad (p, con, number, grid, what, bad, err);
  return check_extremum (p, con, number, grid, what, bad, err);
}
