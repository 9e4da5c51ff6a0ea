/* parity.c: odd and even cells.  An odd cell's even values and an even
   cell's odd values are ruled out by unit clauses (-x(c,v)): floor(n/2)
   for an odd cell, ceil(n/2) for an even one; no auxiliaries. */
#include "encoding.h"

void
ss_enc_parity (ss_enc *e, const ss_constraint *con)
{
  int odd = con->kind == SS_CON_ODD;
  for (int v = odd ? 2 : 1; v <= e->pz->n; v += 2)
    {
      int lit = -ss_enc_cell (e, con->cells[0], v);
      ss_enc_clause (e, &lit, 1);
    }
}
