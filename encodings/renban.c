/* renban.c: renban lines.  m cells hold m distinct values at most m - 1
   apart, which are then exactly a run of consecutive values.  Support
   clauses, no auxiliaries: for each two cells a, b of the line and each
   value u, (-x(a,u) | x(b,w) for every w != u with |u - w| < m).
   m(m-1)n clauses (on 9x9, a line of 4: 108, each at most 7 long). */
#include "encoding.h"

#include <stdlib.h>

void
ss_enc_renban (ss_enc *e, const ss_constraint *con)
{
  int n = e->pz->n, m = con->ncells;
  int *lits = ss_malloc ((size_t) 2 * m * sizeof *lits);
  if (!lits)
    {
      e->sink->over = SS_OVER_MEMORY;
      return;
    }
  for (int i = 0; i < m && !e->sink->over; i++)
    for (int j = 0; j < m; j++)
      if (j != i)
        for (int u = 1; u <= n; u++)
          {
            int k = 0;
            lits[k++] = -ss_enc_cell (e, con->cells[i], u);
            for (int w = u - m + 1; w < u + m; w++)
              if (w != u && w >= 1 && w <= n)
                lits[k++] = ss_enc_cell (e, con->cells[j], w);
            ss_enc_clause (e, lits, k);
          }
  free (lits);
}
