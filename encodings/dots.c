/* dots.c: the constraints on a pair of cells a, b: kropki dots (white:
   values 1 apart; black: one value twice the other) and sums (XV: X 10,
   V 5).  Support clauses, no auxiliaries: for each value u of a,
   (-x(a,u) | x(b,w) for every w that u allows), and the same from b to
   a; a value that allows none gives a unit clause.  2n clauses a pair;
   on 9x9, 18: a white dot 4 binary and 14 ternary, a black dot 6 units
   (5, 7, 9), 8 binary and 4 ternary, an X 18 binary, a V 10 units
   (5-9) and 8 binary. */
#include "encoding.h"

#include <stdlib.h>

/* Whether values u and w meet the pair's rule. */
static int
allowed (const ss_constraint *con, int u, int w)
{
  switch (con->kind)
    {
    case SS_CON_WHITE:
      return u - w == 1 || w - u == 1;
    case SS_CON_BLACK:
      return u == 2 * w || w == 2 * u;
    default:
      return u + w == con->param;
    }
}

void
ss_enc_dots (ss_enc *e, const ss_constraint *con)
{
  int n = e->pz->n;
  int *lits = ss_malloc ((size_t) (n + 1) * sizeof *lits);
  if (!lits)
    {
      e->sink->over = SS_OVER_MEMORY;
      return;
    }
  for (int i = 0; i + 1 < con->ncells && !e->sink->over; i += 2)
    for (int side = 0; side < 2; side++)
      {
        int a = con->cells[i + side], b = con->cells[i + 1 - side];
        for (int u = 1; u <= n; u++)
          {
            int m = 0;
            lits[m++] = -ss_enc_cell (e, a, u);
            for (int w = 1; w <= n; w++)
              if (allowed (con, u, w))
                lits[m++] = ss_enc_cell (e, b, w);
            ss_enc_clause (e, lits, m);
          }
      }
  free (lits);
}
