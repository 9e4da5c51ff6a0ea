/* sums.c: the placers of the sum clues (ss_gen_kinds, kinds.c):
   arrows, each a one-cell circle and a path of king's-move neighbours
   whose values sum to the circle's, and little killers, whole
   diagonals from border to border with their totals from the full
   grid.  Like place.c, every choice comes from the generator's
   numbers, so a seed lays out the same clues again. */
#include "generate/generate.h"

#include <stdlib.h>

/* King's-move steps. */
static const int steps[8][2] = {
  { 0, 1 }, { 1, 0 }, { 0, -1 }, { -1, 0 },
  { 1, 1 }, { 1, -1 }, { -1, 1 }, { -1, -1 }
};

/* ------------------------------------------------------------------ */
/* Arrows: about n/2 of them, on cells no other one holds.  Each is the
   longest of a few random walks from a circle of value 3 or more
   through unused king's-move neighbours, its running sum kept below
   the circle's value until it meets it; a walk that overshoots or
   runs out of room is dropped. */

enum { ARROW_WALKS = 16 };

int
ss_gen_arrows (ss_puzzle *pz, const int *sol, ss_rng *rng, ss_error *err)
{
  int n = pz->n, cells = n * n, rc = 0;
  int *used = ss_calloc ((size_t) cells, sizeof *used);
  int *walk = ss_malloc ((size_t) n * sizeof *walk);
  int *best = ss_malloc ((size_t) n * sizeof *best);
  if (!used || !walk || !best)
    {
      rc = ss_oom (err);
      goto done;
    }
  int want = n / 2 > 1 ? n / 2 : 1;
  for (int a = 0; a < want && !rc; a++)
    {
      int bm = 0, circle = -1;
      for (int w = 0; w < ARROW_WALKS; w++)
        {
          int start = (int) ss_rng_below (rng, (uint32_t) cells);
          if (used[start] || sol[start] < 3)
            continue;
          int m = 0, sum = 0, at = start;
          while (sum < sol[start] && m < n)
            {
              int room[8], k = 0;
              for (int s = 0; s < 8; s++)
                {
                  int r = at / n + steps[s][0], c = at % n + steps[s][1];
                  if (r < 0 || c < 0 || r >= n || c >= n)
                    continue;
                  int nb = r * n + c, fresh = !used[nb] && nb != start;
                  for (int j = 0; fresh && j < m; j++)
                    fresh = walk[j] != nb;
                  if (fresh && sum + sol[nb] <= sol[start])
                    room[k++] = nb;
                }
              if (!k)
                break;
              at = walk[m++] = room[ss_rng_below (rng, (uint32_t) k)];
              sum += sol[at];
            }
          if (sum == sol[start] && m > bm)
            {
              bm = m;
              circle = start;
              for (int j = 0; j < m; j++)
                best[j] = walk[j];
            }
        }
      if (!bm)
        continue;
      used[circle] = 1;
      for (int j = 0; j < bm; j++)
        used[best[j]] = 1;
      rc = ss_puzzle_add_arrow (pz, &circle, 1, best, bm, err);
    }
done:
  free (used);
  free (walk);
  free (best);
  return rc;
}

/* ------------------------------------------------------------------ */
/* Little killers: about n/2 + 1 of the grid's diagonals of 2 cells or
   more, each read from a randomly chosen end (where its clue stands),
   its total from sol. */

int
ss_gen_little_killers (ss_puzzle *pz, const int *sol, ss_rng *rng,
                       ss_error *err)
{
  int n = pz->n, rc = 0;
  /* diagonals d of "\" (0 .. 2n-2, c - r = d - (n-1)) then "/" (r + c = d
     - (2n-1)); those of 2 cells or more */
  int ndiag = 0, *which = ss_malloc ((size_t) (4 * n) * sizeof *which);
  int *cells = ss_malloc ((size_t) n * sizeof *cells);
  if (!which || !cells)
    {
      rc = ss_oom (err);
      goto done;
    }
  for (int d = 0; d < 2 * (2 * n - 1); d++)
    {
      int off = d % (2 * n - 1), len = off < n ? off + 1 : 2 * n - 1 - off;
      if (len >= 2)
        which[ndiag++] = d;
    }
  ss_rng_shuffle (rng, which, ndiag);
  int want = n / 2 + 1;
  for (int i = 0; i < want && i < ndiag && !rc; i++)
    {
      int d = which[i], off = d % (2 * n - 1), m = 0;
      for (int r = 0; r < n; r++)
        {
          int c = d < 2 * n - 1 ? r + off - (n - 1) : off - r;
          if (c >= 0 && c < n)
            cells[m++] = r * n + c;
        }
      if (ss_rng_below (rng, 2))
        for (int j = 0; j < m / 2; j++)
          {
            int t = cells[j];
            cells[j] = cells[m - 1 - j];
            cells[m - 1 - j] = t;
          }
      int total = 0;
      for (int j = 0; j < m; j++)
        total += sol[cells[j]];
      rc = ss_puzzle_add_little_killer (pz, cells, m, total, err);
    }
done:
  free (which);
  free (cells);
  return rc;
}
