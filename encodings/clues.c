/* clues.c: the cell clues' clauses (src/model/clues.c), no
   auxiliaries.  A quadruple: a digit listed once lies in one of the
   four cells (one clause of 4); a digit listed twice lies in at least
   two of them, that is in one of every three (four clauses of 3);
   since a cell holds one value, the digits' counts add up and these
   clauses are the whole rule.  A minimum (maximum): for each value u of
   the cell, (-x(a,u) | x(b,w) for every w > u (w < u)) for each
   neighbour b, and from b back to a likewise: n clauses each way a
   neighbour, an empty side a unit clause. */
#include "encoding.h"

#include <stdlib.h>

void
ss_enc_quadruple (ss_enc *e, const ss_constraint *con)
{
  int m = ss_quad_count (con), lits[4];
  for (int j = 0; j < m; j++)
    {
      int v = con->values[j];
      if (j + 1 < m && con->values[j + 1] == v)
        {
          /* twice: every three of the four cells hold one v */
          for (int skip = 0; skip < 4; skip++)
            {
              int k = 0;
              for (int i = 0; i < 4; i++)
                if (i != skip)
                  lits[k++] = ss_enc_cell (e, con->cells[i], v);
              ss_enc_clause (e, lits, k);
            }
          j++;
          continue;
        }
      for (int i = 0; i < 4; i++)
        lits[i] = ss_enc_cell (e, con->cells[i], v);
      ss_enc_clause (e, lits, 4);
    }
}

void
ss_enc_extremum (ss_enc *e, const ss_constraint *con)
{
  int n = e->pz->n, a = con->cells[0], min = con->kind == SS_CON_MINIMUM;
  int *lits = ss_malloc ((size_t) (n + 1) * sizeof *lits);
  if (!lits)
    {
      e->sink->over = SS_OVER_MEMORY;
      return;
    }
  for (int i = 1; i < con->ncells && !e->sink->over; i++)
    {
      int b = con->cells[i];
      for (int u = 1; u <= n; u++)
        {
          /* a = u: b beyond u; b = u: a short of u */
          int k = 0;
          lits[k++] = -ss_enc_cell (e, a, u);
          for (int w = 1; w <= n; w++)
            if (min ? w > u : w < u)
              lits[k++] = ss_enc_cell (e, b, w);
          ss_enc_clause (e, lits, k);
          k = 0;
          lits[k++] = -ss_enc_cell (e, b, u);
          for (int w = 1; w <= n; w++)
            if (min ? w < u : w > u)
              lits[k++] = ss_enc_cell (e, a, w);
          ss_enc_clause (e, lits, k);
        }
    }
  free (lits);
}
