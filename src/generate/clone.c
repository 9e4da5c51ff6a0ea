/* clone.c: the placer of clones (ss_gen_kinds, kinds.c): up to n / 3 + 1
   pairs of areas of one shape (2x2, 1x3, 3x1, 1x2 or 2x1 cells) that
   the full grid fills alike, each cell of the grid in one clone at
   most.  Shapes and places are drawn by the generator's numbers, so a
   seed lays out the same clones again. */
#include "generate/generate.h"

#include <stdlib.h>

static const int shapes[][2] = { { 2, 2 }, { 1, 3 }, { 3, 1 }, { 1, 2 },
                                 { 2, 1 } };

/* The cells of an h x w area at row r, column c into a; 1 when sol
   fills the two areas alike and none of their cells is used. */
static int
alike (int n, const int *sol, const unsigned char *used, int h, int w,
       int r0, int c0, int r1, int c1, int *a, int *b)
{
  int m = 0;
  for (int i = 0; i < h; i++)
    for (int j = 0; j < w; j++, m++)
      {
        a[m] = (r0 + i) * n + c0 + j;
        b[m] = (r1 + i) * n + c1 + j;
        if (sol[a[m]] != sol[b[m]] || used[a[m]] || used[b[m]])
          return 0;
      }
  return 1;
}

int
ss_gen_clones (ss_puzzle *pz, const int *sol, ss_rng *rng, ss_error *err)
{
  int n = pz->n, want = n / 3 + 1, placed = 0, a[9], b[9];
  unsigned char *used = ss_calloc ((size_t) n * n, 1);
  if (!used)
    return ss_oom (err);
  for (long t = 0; t < 64L * n * n && placed < want; t++)
    {
      const int *s = shapes[ss_rng_below (rng, 5)];
      int h = s[0], w = s[1];
      if (h > n || w > n)
        continue;
      int r0 = (int) ss_rng_below (rng, (uint32_t) (n - h + 1));
      int c0 = (int) ss_rng_below (rng, (uint32_t) (n - w + 1));
      int r1 = (int) ss_rng_below (rng, (uint32_t) (n - h + 1));
      int c1 = (int) ss_rng_below (rng, (uint32_t) (n - w + 1));
      if ((r0 == r1 && c0 == c1)
          || !alike (n, sol, used, h, w, r0, c0, r1, c1, a, b))
        continue;
      if (ss_puzzle_add_clone (pz, a, b, h * w, err))
        {
          free (used);
          return -1;
        }
      for (int i = 0; i < h * w; i++)
        used[a[i]] = used[b[i]] = 1;
      placed++;
    }
  free (used);
  return 0;
}
