/* vcheck.c: grids checked against the variant constraints (killer
   cages, thermometers, odd and even cells, kropki dots, XV pairs and
   their negative constraints, through src/model/lcheck.c the line
   rules, through src/model/vsums.c arrows and little killers, through
   src/model/ccheck.c the cell clues, through src/model/skycheck.c
   skyscraper clues, through src/model/swcheck.c sandwiches and x-sums,
   through src/model/clcheck.c clones); their
   names in messages are the kind table's (kinds.c). */
#include "model/model.h"

/* A cage: no value twice; with a total, the givens' sum plus the least
   (greatest) sum of distinct values still free for the blanks must not
   pass (fall short of) it. */
static int
check_cage (const ss_puzzle *p, const ss_constraint *con, int number,
            const int *grid, const char *what, long *bad, ss_error *err)
{
  int n = p->n;
  unsigned char used[SS_MAX_SIDE + 1] = { 0 };
  int where[SS_MAX_SIDE + 1];
  long sum = 0;
  int blanks = 0;
  for (int i = 0; i < con->ncells; i++)
    {
      int cell = con->cells[i], v = grid[cell];
      if (v < 1 || v > n)
        {
          blanks++;
          continue;
        }
      if (used[v])
        {
          *bad = cell;
          return ss_fail (err, SS_ERR_INPUT, NULL, 0, 0, "%s value %d "
                          "appears twice in cage %d, at row %d, column %d "
                          "and row %d, column %d", what, v, number,
                          where[v] / n + 1, where[v] % n + 1, cell / n + 1,
                          cell % n + 1);
        }
      used[v] = 1;
      where[v] = cell;
      sum += v;
    }
  if (con->param <= 0)
    return 0;
  *bad = con->cells[con->ncells - 1];
  if (!blanks && sum != con->param)
    return ss_fail (err, SS_ERR_INPUT, NULL, 0, 0, "%s values of cage %d "
                    "(from row %d, column %d) sum to %ld, not its total %d",
                    what, number, con->cells[0] / n + 1,
                    con->cells[0] % n + 1, sum, con->param);
  long lo = 0, hi = 0;
  for (int v = 1, k = 0; v <= n && k < blanks; v++)
    if (!used[v])
      lo += v, k++;
  for (int v = n, k = 0; v >= 1 && k < blanks; v--)
    if (!used[v])
      hi += v, k++;
  if (sum + lo > con->param || sum + hi < con->param)
    return ss_fail (err, SS_ERR_INPUT, NULL, 0, 0, "%s values of cage %d "
                    "(from row %d, column %d) sum to %ld: its %d blank "
                    "cells cannot make up its total %d with values not yet "
                    "in it", what, number, con->cells[0] / n + 1,
                    con->cells[0] % n + 1, sum, blanks, con->param);
  return 0;
}

/* A thermometer: cell i (from 0) of m holds i + 1 to n - m + 1 + i, and
   two filled cells i < j differ by at least j - i. */
static int
check_thermo (const ss_puzzle *p, const ss_constraint *con, int number,
              const int *grid, const char *what, long *bad, ss_error *err)
{
  int n = p->n, m = con->ncells, last = -1;
  for (int i = 0; i < m; i++)
    {
      int cell = con->cells[i], v = grid[cell];
      if (v < 1 || v > n)
        continue;
      *bad = cell;
      if (v < i + 1 || v > n - m + 1 + i)
        return ss_fail (err, SS_ERR_INPUT, NULL, 0, 0, "%s value %d at row "
                        "%d, column %d cannot be cell %d of thermometer %d, "
                        "which has %d cells: it holds %d to %d", what, v,
                        cell / n + 1, cell % n + 1, i + 1, number, m, i + 1,
                        n - m + 1 + i);
      if (last >= 0)
        {
          int prev = con->cells[last], u = grid[prev];
          if (v - u < i - last)
            return ss_fail (err, SS_ERR_INPUT, NULL, 0, 0, "%s values %d at "
                            "row %d, column %d and %d at row %d, column %d "
                            "break thermometer %d: values increase from "
                            "the bulb, by at least %d here", what, u,
                            prev / n + 1, prev % n + 1, v, cell / n + 1,
                            cell % n + 1, number, i - last);
        }
      last = i;
    }
  return 0;
}

/* Kept long: one pass over the constraints, a test for each variant
   kind. */
int
ss_check_variants (const ss_puzzle *p, const int *grid, const char *what,
                   long *bad, int *which, ss_error *err)
{
  int n = p->n;
  int count[SS_CON_NKINDS] = { 0 };
  long spare;
  if (!bad)
    bad = &spare;
  for (int u = 0; u < p->ncons; u++)
    {
      const ss_constraint *con = &p->cons[u];
      if (con->kind < SS_CON_CAGE)
        continue;
      int number = ++count[con->kind], rc = 0;
      const char *name = ss_variant_name (con->kind);
      if (which)
        *which = u;
      if (con->kind == SS_CON_CAGE)
        rc = check_cage (p, con, number, grid, what, bad, err);
      else if (con->kind == SS_CON_THERMO)
        rc = check_thermo (p, con, number, grid, what, bad, err);
      else if (ss_line_kind (con->kind))
        rc = ss_check_line (p, con, number, grid, what, bad, err);
      else if (con->kind == SS_CON_ARROW
               || con->kind == SS_CON_LITTLE_KILLER)
        rc = ss_check_sum_clue (p, con, number, grid, what, bad, err);
      else if (ss_clue_kind (con->kind))
        rc = ss_check_clue (p, con, number, grid, what, bad, err);
      else if (con->kind == SS_CON_SKYSCRAPER)
        rc = ss_check_skyscraper (p, con, number, grid, what, bad, err);
      else if (ss_sandwich_kind (con->kind))
        rc = ss_check_sandwich (p, con, number, grid, what, bad, err);
      else if (con->kind == SS_CON_CLONE)
        rc = ss_check_clone (p, con, number, grid, what, bad, err);
      else if (con->kind == SS_CON_ODD || con->kind == SS_CON_EVEN)
        {
          int cell = con->cells[0], v = grid[cell];
          if (v >= 1 && v <= n && (v % 2 == 1) != (con->kind == SS_CON_ODD))
            {
              *bad = cell;
              rc = ss_fail (err, SS_ERR_INPUT, NULL, 0, 0, "%s value %d at "
                            "row %d, column %d breaks %s %d", what, v,
                            cell / n + 1, cell % n + 1, name, number);
            }
        }
      else if (con->kind == SS_CON_WHITE || con->kind == SS_CON_BLACK
               || con->kind == SS_CON_SUM
               || con->kind == SS_CON_NOWHITE
               || con->kind == SS_CON_NOBLACK || con->kind == SS_CON_NOXV)
        for (int i = 0; i + 1 < con->ncells && !rc; i += 2)
          {
            int a = con->cells[i], b = con->cells[i + 1];
            int va = grid[a], vb = grid[b];
            if (va < 1 || va > n || vb < 1 || vb > n
                || ss_pair_allows (con, va, vb))
              continue;
            *bad = b;
            if (con->kind == SS_CON_NOWHITE || con->kind == SS_CON_NOBLACK
                || con->kind == SS_CON_NOXV)
              rc = ss_fail (err, SS_ERR_INPUT, NULL, 0, 0, "%s values %d at "
                            "row %d, column %d and %d at row %d, column %d "
                            "break %s (%s)", what, va, a / n + 1, a % n + 1,
                            vb, b / n + 1, b % n + 1, name,
                            ss_negative_rule (con));
            else if (con->kind == SS_CON_SUM)
              rc = ss_fail (err, SS_ERR_INPUT, NULL, 0, 0, "%s values %d at "
                            "row %d, column %d and %d at row %d, column %d "
                            "do not sum to %d (%s %d)", what, va, a / n + 1,
                            a % n + 1, vb, b / n + 1, b % n + 1, con->param,
                            name, number);
            else
              rc = ss_fail (err, SS_ERR_INPUT, NULL, 0, 0, "%s values %d at "
                            "row %d, column %d and %d at row %d, column %d "
                            "break %s %d (%s)", what, va, a / n + 1,
                            a % n + 1, vb, b / n + 1, b % n + 1, name,
                            number, con->kind == SS_CON_WHITE
                            ? "values 1 apart" : "one value twice the other");
          }
      else
        /* a kind without a check of its own: never a grid passed
           unchecked */
        rc = ss_fail (err, SS_ERR_INTERNAL, NULL, 0, 0, "%s grid: no check "
                      "for %s %d", what, name, number);
      if (rc)
        return rc;
    }
  return 0;
}
