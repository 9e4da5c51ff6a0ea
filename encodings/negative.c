/* negative.c: the negative constraints of kropki and XV (src/model/
   negative.c): for each pair of unmarked neighbours a, b and each two
   values u, w the rule forbids there, the binary clause (-x(a,u) |
   -x(b,w)); no auxiliaries.  On 9x9 a pair takes 16 clauses without a
   white dot (values 1 apart), 8 without a black dot (1-2, 2-4, 3-6,
   4-8 either way) and 13 without an XV sign (sums 5 and 10, 5 beside
   5 included, which the row or column already forbids). */
#include "encoding.h"

void
ss_enc_negative (ss_enc *e, const ss_constraint *con)
{
  int n = e->pz->n;
  for (int i = 0; i + 1 < con->ncells && !e->sink->over; i += 2)
    for (int u = 1; u <= n; u++)
      for (int w = 1; w <= n; w++)
        if (!ss_pair_allows (con, u, w))
          {
            int lits[2] = { -ss_enc_cell (e, con->cells[i], u),
                            -ss_enc_cell (e, con->cells[i + 1], w) };
            ss_enc_clause (e, lits, 2);
          }
}
