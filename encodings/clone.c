/* clone.c: clones.  A cell and its clone hold the same value: for each
   pair a, b and each value v, x(a,v) -> x(b,v) and back, 2n binary
   clauses a pair (18 on 9x9), no auxiliaries. */
#include "encoding.h"

void
ss_enc_clone (ss_enc *e, const ss_constraint *con)
{
  int n = e->pz->n, m = con->ncells / 2;
  for (int i = 0; i < m && !e->sink->over; i++)
    for (int v = 1; v <= n; v++)
      {
        int a = ss_enc_cell (e, con->cells[i], v);
        int b = ss_enc_cell (e, con->cells[m + i], v);
        int ab[2] = { -a, b }, ba[2] = { -b, a };
        ss_enc_clause (e, ab, 2);
        ss_enc_clause (e, ba, 2);
      }
}
