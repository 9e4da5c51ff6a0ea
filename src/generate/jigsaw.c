/* jigsaw.c: random jigsaw regions for the generator.  The boxes are
   reshaped by swaps: a cell on a region's border goes to the region
   next to it, and a cell of that region next to the first goes back,
   kept only when both regions stay orthogonally connected; every
   region keeps its n cells.  Whether a grid fits the regions is the
   solver's to find (a layout without one is drawn again). */
#include "generate/generate.h"

#include <stdlib.h>

static const int orth[4][2] = { { 0, 1 }, { 1, 0 }, { 0, -1 }, { -1, 0 } };

static int
step (int n, int cell, int s)
{
  int r = cell / n + orth[s][0], c = cell % n + orth[s][1];
  return r < 0 || c < 0 || r >= n || c >= n ? -1 : r * n + c;
}

/* Whether region g's cells are orthogonally connected, flooding from
   its cell first (queue: room for n*n cells). */
static int
connected (int n, const int *region, int g, int first, int *queue,
           char *seen)
{
  int cells = n * n, head = 0, tail = 0, reached = 1;
  for (int i = 0; i < cells; i++)
    seen[i] = 0;
  queue[tail++] = first;
  seen[first] = 1;
  while (head < tail)
    {
      int at = queue[head++];
      for (int s = 0; s < 4; s++)
        {
          int nb = step (n, at, s);
          if (nb >= 0 && !seen[nb] && region[nb] == g)
            {
              seen[nb] = 1;
              queue[tail++] = nb;
              reached++;
            }
        }
    }
  return reached == n;
}

/* Some cell of region g with an orthogonal neighbour in region h,
   drawn at random; -1 for none. */
static int
border_cell (int n, const int *region, int g, int h, ss_rng *rng, int *pick)
{
  int k = 0;
  for (int cell = 0; cell < n * n; cell++)
    if (region[cell] == g)
      for (int s = 0; s < 4; s++)
        {
          int nb = step (n, cell, s);
          if (nb >= 0 && region[nb] == h)
            {
              pick[k++] = cell;
              break;
            }
        }
  return k ? pick[ss_rng_below (rng, (uint32_t) k)] : -1;
}

/* Whether the regions are pz's boxes. */
static int
boxes (const ss_puzzle *pz, const int *region)
{
  int n = pz->n;
  for (int cell = 0; cell < n * n; cell++)
    if (region[cell] != cell / n / pz->br * pz->br + cell % n / pz->bc)
      return 0;
  return 1;
}

int
ss_gen_jigsaw (ss_puzzle *pz, ss_rng *rng, ss_error *err)
{
  int n = pz->n, cells = n * n, rc = 0;
  int *region = ss_malloc ((size_t) cells * sizeof *region);
  int *queue = ss_malloc ((size_t) cells * sizeof *queue);
  int *pick = ss_malloc ((size_t) cells * sizeof *pick);
  char *seen = ss_malloc ((size_t) cells);
  if (!region || !queue || !pick || !seen)
    {
      rc = ss_oom (err);
      goto done;
    }
  /* from the boxes, not from a jigsaw the puzzle had (the boxes'
     numbering of ss_box_of) */
  for (int cell = 0; cell < cells; cell++)
    region[cell] = cell / n / pz->br * pz->br + cell % n / pz->bc;
  for (long tries = 0; tries < 8L * cells || boxes (pz, region); tries++)
    {
      int a = (int) ss_rng_below (rng, (uint32_t) cells);
      int b = step (n, a, (int) ss_rng_below (rng, 4));
      if (b < 0 || region[a] == region[b])
        continue;
      int g = region[a], h = region[b];
      int c = border_cell (n, region, h, g, rng, pick);
      if (c < 0 || c == a)
        continue;
      region[a] = h;
      region[c] = g;
      if (!connected (n, region, g, c, queue, seen)
          || !connected (n, region, h, a, queue, seen))
        {
          region[a] = g;
          region[c] = h;
        }
    }
  rc = ss_puzzle_set_regions (pz, region, err);
done:
  free (region);
  free (queue);
  free (pick);
  free (seen);
  return rc;
}
