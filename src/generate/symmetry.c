/* symmetry.c: the symmetries a generated puzzle's givens may keep, as
   maps of cells, and the orbits they group cells into. */
#include "generate/generate.h"

#include <string.h>

static const char *const names[] = {
  "none", "rotate180", "rotate90", "mirror", "diagonal"
};

#define NSYMS ((int) (sizeof names / sizeof *names))

const char *
ss_symmetry_name (int i)
{
  return i >= 0 && i < NSYMS ? names[i] : NULL;
}

int
ss_symmetry_find (const char *name)
{
  for (int i = 0; i < NSYMS; i++)
    if (!strcmp (names[i], name))
      return i;
  return -1;
}

/* The image of (r, c) under the symmetry's generator. */
static void
image (ss_symmetry sym, int n, int *r, int *c)
{
  int r0 = *r, c0 = *c;
  switch (sym)
    {
    case SS_SYM_ROTATE180:
      *r = n - 1 - r0, *c = n - 1 - c0;
      break;
    case SS_SYM_ROTATE90:
      *r = c0, *c = n - 1 - r0;
      break;
    case SS_SYM_MIRROR:
      *c = n - 1 - c0;
      break;
    case SS_SYM_DIAGONAL:
      *r = c0, *c = r0;
      break;
    default:
      break;
    }
}

int
ss_symmetry_orbit (ss_symmetry sym, int n, int cell, int orbit[4])
{
  int r = cell / n, c = cell % n, m = 0;
  /* every generator here has order 1, 2 or 4: apply it until the cell
     comes back */
  for (;;)
    {
      orbit[m++] = r * n + c;
      image (sym, n, &r, &c);
      if (r * n + c == cell || m == 4)
        return m;
    }
}

int
ss_symmetry_holds (ss_symmetry sym, int n, const int *grid)
{
  for (int cell = 0; cell < n * n; cell++)
    {
      int orbit[4], m = ss_symmetry_orbit (sym, n, cell, orbit);
      for (int i = 1; i < m; i++)
        if ((grid[orbit[i]] != 0) != (grid[cell] != 0))
          return 0;
    }
  return 1;
}
