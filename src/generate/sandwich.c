/* sandwich.c: the placers of the clues outside the grid (ss_gen_kinds,
   kinds.c): sandwiches beside n of the 2n rows and columns, on the
   left or above, and x-sums on n of the 4n places beside the grid,
   their totals read from the full grid.  As in place.c, every choice
   comes from the generator's numbers, so a seed lays out the same
   clues again. */
#include "generate/generate.h"

#include <stdlib.h>

/* The place of clue i of the 4n beside the grid (0..n-1 above the
   columns, then left of the rows, below, right): row *r and column *c
   counted from 1 with the border included, and the cells from it. */
static void
place_of (int n, int i, int *r, int *c, int *cells)
{
  int side = i / n, k = i % n;
  *r = side == 0 ? 0 : side == 2 ? n + 1 : k + 1;
  *c = side == 1 ? 0 : side == 3 ? n + 1 : k + 1;
  for (int j = 0; j < n; j++)
    cells[j] = side == 0 ? j * n + k : side == 2 ? (n - 1 - j) * n + k
               : side == 1 ? k * n + j : k * n + n - 1 - j;
}

/* n clues of kind (sandwiches: the first 2n places only). */
static int
place_clues (ss_puzzle *pz, ss_con_kind kind, const int *sol, ss_rng *rng,
             ss_error *err)
{
  int n = pz->n, rc = 0, places = kind == SS_CON_SANDWICH ? 2 * n : 4 * n;
  int *order = ss_malloc ((size_t) (4 * n) * sizeof *order);
  int *cells = ss_malloc ((size_t) n * sizeof *cells);
  if (!order || !cells)
    {
      rc = ss_oom (err);
      goto done;
    }
  for (int i = 0; i < places; i++)
    order[i] = i;
  ss_rng_shuffle (rng, order, places);
  for (int i = 0; i < n && !rc; i++)
    {
      int r, c, total = 0, inside = 0;
      place_of (n, order[i], &r, &c, cells);
      if (kind == SS_CON_XSUM)
        for (int j = 0; j < sol[cells[0]]; j++)
          total += sol[cells[j]];
      else
        for (int j = 0; j < n; j++)
          {
            int v = sol[cells[j]];
            if (v == 1 || v == n)
              inside = !inside;
            else if (inside)
              total += v;
          }
      rc = kind == SS_CON_XSUM ? ss_puzzle_add_xsum (pz, r, c, total, err)
           : ss_puzzle_add_sandwich (pz, r, c, total, err);
    }
done:
  free (order);
  free (cells);
  return rc;
}

int
ss_gen_sandwiches (ss_puzzle *pz, const int *sol, ss_rng *rng,
                   ss_error *err)
{
  return place_clues (pz, SS_CON_SANDWICH, sol, rng, err);
}

int
ss_gen_xsums (ss_puzzle *pz, const int *sol, ss_rng *rng, ss_error *err)
{
  return place_clues (pz, SS_CON_XSUM, sol, rng, err);
}
