/* sudoku4.c: every 4x4 Sudoku, enumerated once by backtracking over
   rows, columns and 2x2 boxes (it shares no code with the library), for
   the suites that count a rule's grids against the solver's
   (check_sums.c, check_skyscraper.c, check_sandwich.c, check_clone.c),
   and the count they check at every presolve level. */
#include "suites.h"

#include <string.h>

static int grids[SUDOKU4_GRIDS][16], ngrids;

static void
fill (int *g, int i)
{
  if (i == 16)
    {
      if (ngrids < SUDOKU4_GRIDS)
        memcpy (grids[ngrids], g, sizeof grids[0]);
      ngrids++;
      return;
    }
  int r = i / 4, c = i % 4;
  for (int v = 1; v <= 4; v++)
    {
      int ok = 1;
      for (int j = 0; j < i && ok; j++)
        {
          int r2 = j / 4, c2 = j % 4;
          if (g[j] == v && (r2 == r || c2 == c
                            || (r2 / 2 == r / 2 && c2 / 2 == c / 2)))
            ok = 0;
        }
      if (ok)
        {
          g[i] = v;
          fill (g, i + 1);
        }
    }
  g[i] = 0;
}

const int (*sudoku4_all (int *count))[16]
{
  int g[16] = { 0 };
  if (!ngrids)
    fill (g, 0);
  ck_assert_int_eq (ngrids, SUDOKU4_GRIDS);
  *count = ngrids;
  return (const int (*)[16]) grids;
}

void
sudoku4_levels_count (const ss_puzzle *pz, long limit, int want, int round)
{
  for (int l = 0; ss_presolve_levels[l]; l++)
    {
      ss_options opt = { 0 };
      ss_error err = { 0 };
      opt.presolve = ss_presolve_levels[l];
      long c = ss_solve (pz, &opt, limit, NULL, NULL, &err);
      ck_assert_msg (c == want, "round %d, presolve %s: %ld grids, not %d "
                     "(%s)", round, ss_presolve_levels[l]->name, c, want,
                     err.msg);
    }
}
