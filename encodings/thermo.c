/* thermo.c: thermometers.  The i-th cell (from 0) of a thermometer of m
   cells holds at least i + 1 and at most n - m + 1 + i: unit clauses
   rule out the other values (m(m-1) of them), which propagation alone
   would not find from the pairwise order; then the chosen order
   encoding (encodings/thermo_*.c) says that the values increase. */
#include "encoding.h"

void
ss_enc_thermo (ss_enc *e, const ss_constraint *con)
{
  int n = e->pz->n, m = con->ncells;
  for (int i = 0; i < m; i++)
    for (int v = 1; v <= n; v++)
      if (v <= i || v > n - m + 1 + i)
        {
          int lit = -ss_enc_cell (e, con->cells[i], v);
          ss_enc_clause (e, &lit, 1);
        }
  if (!e->sink->over)
    e->order->encode (e, con->cells, m);
}
