/* thermo_order.c: the order encoding of a thermometer (Tamura et al.,
   "Compiling finite linear CSP into SAT", Constraints 2009, as Sugar
   writes x < y).  Cell i (from 0) of m gets variables o(i,v), "holds at
   least v", for i + 1 < v <= n - m + 1 + i (the others are constants:
   true below, false above), n - m of them a cell; channelling clauses tie
   them to the cell's values both ways: x(c,v) -> o(i,v), x(c,v) ->
   -o(i,v+1), o(i,v) & -o(i,v+1) -> x(c,v), o(i,v+1) -> o(i,v); and
   each step is o(i,v) -> o(i+1,v+1).  At most 4n clauses a cell and n a
   step before constants are folded; aux m(n - m). */
#include "encoding.h"


/* o(i,v) of a thermometer of m cells whose variables start at first. */
static int
order_lit (int n, int m, int first, int i, int v)
{
  if (v <= i + 1)
    return SS_LIT_TRUE;
  if (v > n - m + 1 + i)
    return SS_LIT_FALSE;
  return first + i * (n - m) + (v - i - 2);
}

static void
order_encode (ss_enc *e, const int *cells, int m)
{
  int n = e->pz->n;
  int first = n > m ? ss_enc_aux (e, m * (n - m)) : 0;
  for (int i = 0; i < m && !e->sink->over; i++)
    for (int v = 1; v <= n; v++)
      {
        int x = ss_enc_cell (e, cells[i], v);
        int ov = order_lit (n, m, first, i, v);
        int on = order_lit (n, m, first, i, v + 1);
        int c1[2] = { -x, ov }, c2[2] = { -x, -on }, c3[3] = { -ov, on, x };
        int c4[2] = { -on, ov };
        ss_enc_clause (e, c1, 2);
        ss_enc_clause (e, c2, 2);
        ss_enc_clause (e, c3, 3);
        ss_enc_clause (e, c4, 2);
        if (i + 1 < m)
          {
            int step[2] = { -ov, order_lit (n, m, first, i + 1, v + 1) };
            ss_enc_clause (e, step, 2);
          }
      }
}

const ss_order_encoding ss_order_order = {
  "order",
  "order variables 'cell holds at least v' channelled to the values; "
  "each step lifts the bound by one",
  order_encode
};
