/* nonconsecutive.c: the pairs of cells whose values must differ by more
   than 1 (the non-consecutive rule's orthogonal neighbours,
   src/model/rules.c), added by ss_encode to the clauses of whichever
   preset was chosen.  For each pair {a, b} and value v:
   (-x(a,v) | -x(b,v+1)) for v < n and (-x(a,v) | -x(b,v-1)) for v > 1,
   2(n-1) binary clauses a pair; equal values are already excluded by
   the row or column the pair shares.  9x9 has 144 pairs (2,304
   clauses). */
#include "encoding.h"

void
ss_enc_nonconsecutive (ss_enc *e, const ss_constraint *con)
{
  int n = e->pz->n;
  for (int i = 0; i + 1 < con->ncells && !e->sink->over; i += 2)
    {
      int a = con->cells[i], b = con->cells[i + 1];
      for (int v = 1; v <= n; v++)
        for (int w = v - 1; w <= v + 1; w += 2)
          {
            if (w < 1 || w > n)
              continue;
            int lits[2] = { -ss_var (e->vm, a / n, a % n, v),
                            -ss_var (e->vm, b / n, b % n, w) };
            ss_enc_clause (e, lits, 2);
          }
    }
}
