/* thermo_direct.c: the direct order encoding of a thermometer.  For each
   pair of consecutive cells a, b and values u >= w, the binary clause
   (-x(a,u) | -x(b,w)): (m-1)n(n+1)/2 clauses, no auxiliaries (on 9x9,
   45 a step, so 360 for a thermometer of 9 cells). */
#include "encoding.h"

static void
direct_encode (ss_enc *e, const int *cells, int m)
{
  int n = e->pz->n;
  for (int i = 0; i + 1 < m && !e->sink->over; i++)
    for (int u = 1; u <= n; u++)
      for (int w = 1; w <= u; w++)
        {
          int lits[2] = { -ss_enc_cell (e, cells[i], u),
                          -ss_enc_cell (e, cells[i + 1], w) };
          ss_enc_clause (e, lits, 2);
        }
}

const ss_order_encoding ss_order_direct = {
  "direct",
  "binary clauses forbidding each non-increasing pair of values of "
  "consecutive cells",
  direct_encode
};
