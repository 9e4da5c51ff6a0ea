/* differ.c: the pairs of cells that must hold different values (the
   anti-knight and anti-king rules, src/model/rules.c), added by
   ss_encode to the clauses of whichever preset was chosen.  For each
   pair {a, b} and value v: (-x(a,v) | -x(b,v)), n binary clauses a
   pair; 9x9 anti-knight has 224 pairs (2,016 clauses), anti-king 128
   (1,152). */
#include "encoding.h"

void
ss_enc_differ (ss_enc *e, const ss_constraint *con)
{
  int n = e->pz->n;
  for (int i = 0; i + 1 < con->ncells && !e->sink->over; i += 2)
    {
      int a = con->cells[i], b = con->cells[i + 1];
      for (int v = 1; v <= n; v++)
        {
          int lits[2] = { -ss_var (e->vm, a / n, a % n, v),
                          -ss_var (e->vm, b / n, b % n, v) };
          ss_enc_clause (e, lits, 2);
        }
    }
}
