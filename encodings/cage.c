/* cage.c: killer cages.  A cage of m cells holds no value twice: for
   each value v, at most one of x(c,v) over its cells, through the
   chosen at-most-one scheme (n AMOs of m literals, none for m = 1).
   A cage with a total then gets the chosen sum encoding's clauses
   (encodings/sum_*.c), which rely on that all-different. */
#include "encoding.h"

#include <stdlib.h>

void
ss_enc_cage (ss_enc *e, const ss_constraint *con)
{
  int n = e->pz->n, m = con->ncells;
  if (m >= 2)
    {
      int *lits = ss_malloc ((size_t) m * sizeof *lits);
      if (!lits)
        {
          e->sink->over = SS_OVER_MEMORY;
          return;
        }
      for (int v = 1; v <= n && !e->sink->over; v++)
        {
          for (int i = 0; i < m; i++)
            lits[i] = ss_enc_cell (e, con->cells[i], v);
          ss_enc_amo (e, lits, m);
        }
      free (lits);
    }
  if (con->param > 0 && !e->sink->over)
    e->sum->encode (e, con->cells, m, con->param);
}
