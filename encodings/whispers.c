/* whispers.c: German whispers and slow thermometers, rules between
   neighbours on a line.  Support clauses, no auxiliaries: for each two
   neighbours a, b and each value u of one, (-x(a,u) | x(b,w) for every
   w that u allows beside it): whispers, |u - w| at least n/2 rounded
   up; a slow thermometer, no fall from the bulb's side.  2n clauses a
   step; on 9x9, whispers give a unit clause for 5 (nothing is 5 from
   it). */
#include "encoding.h"

#include <stdlib.h>

static int
allowed (const ss_constraint *con, int gap, int before, int after)
{
  if (con->kind == SS_CON_SLOWTHERMO)
    return before <= after;
  return before - after >= gap || after - before >= gap;
}

void
ss_enc_whispers (ss_enc *e, const ss_constraint *con)
{
  int n = e->pz->n, gap = ss_whispers_gap (n);
  int *lits = ss_malloc ((size_t) (n + 1) * sizeof *lits);
  if (!lits)
    {
      e->sink->over = SS_OVER_MEMORY;
      return;
    }
  for (int i = 0; i + 1 < con->ncells && !e->sink->over; i++)
    for (int side = 0; side < 2; side++)
      {
        int a = con->cells[i + side], b = con->cells[i + 1 - side];
        for (int u = 1; u <= n; u++)
          {
            int k = 0;
            lits[k++] = -ss_enc_cell (e, a, u);
            for (int w = 1; w <= n; w++)
              if (side ? allowed (con, gap, w, u) : allowed (con, gap, u, w))
                lits[k++] = ss_enc_cell (e, b, w);
            ss_enc_clause (e, lits, k);
          }
      }
  free (lits);
}
