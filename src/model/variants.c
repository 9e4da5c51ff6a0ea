/* variants.c: the variant constraints a setter places on cells (killer
   cages, thermometers, odd and even cells, kropki dots, XV), checked
   when added so that every later stage may rely on them. */
#include "model/model.h"

/* Cells in the grid and none named twice; what names the constraint in
   messages.  0, or -1 with err set. */
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

static int
add (ss_puzzle *p, ss_con_kind kind, const int *cells, int m, int param,
     ss_error *err)
{
  if (ss_puzzle_add_param_con (p, kind, cells, m, param))
    return ss_oom (err);
  return 0;
}

int
ss_puzzle_add_cage (ss_puzzle *p, const int *cells, int m, int total,
                    ss_error *err)
{
  int n = p->n;
  if (m < 1 || m > n)
    return ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "a cage of %d cells: it "
                    "must have 1 to %d", m, n);
  if (check_cells (p, cells, m, "cage", err))
    return -1;
  /* m distinct values of 1..n reach every sum from 1+..+m to
     (n-m+1)+..+n, and no other */
  long lo = (long) m * (m + 1) / 2, hi = (long) m * (2L * n - m + 1) / 2;
  if (total < 0 || (total > 0 && (total < lo || total > hi)))
    return m == 1
           ? ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "a cage of 1 cell "
                      "cannot sum to %d: its value is 1 to %d", total, n)
           : ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "a cage of %d cells "
                      "cannot sum to %d: %d distinct values of 1-%d sum to "
                      "%ld to %ld", m, total, m, n, lo, hi);
  return add (p, SS_CON_CAGE, cells, m, total, err);
}

int
ss_puzzle_add_thermo (ss_puzzle *p, const int *cells, int m, ss_error *err)
{
  if (m < 2 || m > p->n)
    return ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "a thermometer of %d "
                    "cell%s: it must have 2 to %d", m, m == 1 ? "" : "s",
                    p->n);
  if (check_cells (p, cells, m, "thermometer", err))
    return -1;
  return add (p, SS_CON_THERMO, cells, m, 0, err);
}

int
ss_puzzle_add_parity (ss_puzzle *p, int cell, int odd, ss_error *err)
{
  if (check_cells (p, &cell, 1, odd ? "odd" : "even", err))
    return -1;
  return add (p, odd ? SS_CON_ODD : SS_CON_EVEN, &cell, 1, 0, err);
}

int
ss_puzzle_add_kropki (ss_puzzle *p, int a, int b, int black, ss_error *err)
{
  int pair[2] = { a, b };
  const char *what = black ? "black dot" : "white dot";
  if (check_cells (p, pair, 2, what, err))
    return -1;
  return add (p, black ? SS_CON_BLACK : SS_CON_WHITE, pair, 2, 0, err);
}

int
ss_puzzle_add_xv (ss_puzzle *p, int a, int b, int sum, ss_error *err)
{
  int pair[2] = { a, b };
  if (check_cells (p, pair, 2, "XV pair", err))
    return -1;
  /* two values of 1..n, equal or not: 2 to 2n; distinct ones, as a pair
     in one unit must be, 3 to 2n-1 */
  if (sum < 3 || sum > 2 * p->n - 1)
    return ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "two cells of a %dx%d "
                    "grid cannot sum to %d (3 to %d)", p->n, p->n, sum,
                    2 * p->n - 1);
  return add (p, SS_CON_SUM, pair, 2, sum, err);
}
