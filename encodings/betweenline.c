/* betweenline.c: between lines.  One auxiliary d says which end is the
   smaller: d, the first; -d, the last.  Then for each middle cell c and
   value x: d & x(c,x) rule out a first end of x or more and a last end
   of x or less, and -d & x(c,x) the reverse: ternary clauses
   (-d | -x(c,x) | -x(a,u)) and their mirror images, 2n(n+1) a middle
   cell (180 on 9x9).  A middle cell always holds a value, so d follows
   from the ends' values and the models stay those of the cells. */
#include "encoding.h"

void
ss_enc_betweenline (ss_enc *e, const ss_constraint *con)
{
  int n = e->pz->n, m = con->ncells;
  int first = con->cells[0], last = con->cells[m - 1];
  int d = ss_enc_aux (e, 1);
  for (int i = 1; i + 1 < m && !e->sink->over; i++)
    for (int x = 1; x <= n; x++)
      {
        int c = -ss_enc_cell (e, con->cells[i], x);
        for (int u = 1; u <= n; u++)
          {
            /* d: first < x < last; -d: last < x < first */
            int cl[3] = { -d, c, 0 };
            if (u >= x)
              {
                cl[2] = -ss_enc_cell (e, first, u);
                ss_enc_clause (e, cl, 3);
              }
            if (u <= x)
              {
                cl[2] = -ss_enc_cell (e, last, u);
                ss_enc_clause (e, cl, 3);
              }
            cl[0] = d;
            if (u <= x)
              {
                cl[2] = -ss_enc_cell (e, first, u);
                ss_enc_clause (e, cl, 3);
              }
            if (u >= x)
              {
                cl[2] = -ss_enc_cell (e, last, u);
                ss_enc_clause (e, cl, 3);
              }
          }
      }
}
