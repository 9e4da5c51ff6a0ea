/* skyscraper.c: the placer of skyscraper clues (ss_gen_kinds,
   kinds.c): n of the 4n places beside the grid, drawn by the
   generator's numbers (a seed lays out the same clues again), each
   clue the count its line of the full grid shows. */
#include "generate/generate.h"

#include <stdlib.h>

int
ss_gen_skyscrapers (ss_puzzle *pz, const int *sol, ss_rng *rng,
                    ss_error *err)
{
  int n = pz->n, rc = 0;
  int *place = ss_malloc ((size_t) (4 * n) * sizeof *place);
  if (!place)
    return ss_oom (err);
  for (int i = 0; i < 4 * n; i++)
    place[i] = i;
  ss_rng_shuffle (rng, place, 4 * n);
  for (int i = 0; i < n && !rc; i++)
    {
      /* sides: left, right (place % n a row), above, below (a column) */
      int side = place[i] / n, at = place[i] % n + 1;
      int row = side < 2 ? at : side == 2 ? 0 : n + 1;
      int col = side >= 2 ? at : side == 0 ? 0 : n + 1;
      rc = ss_puzzle_add_skyscraper (pz, row, col, 1, err);
      if (!rc)
        {
          ss_constraint *con = &pz->cons[pz->ncons - 1];
          con->param = ss_skyscraper_seen (n, con, sol);
        }
    }
  free (place);
  return rc;
}
