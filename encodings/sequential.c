/* sequential.c: Sinz's sequential counter for at most one (CP 2005).
   Auxiliary s(i) means "one of x(1..i) is true": x(i) -> s(i),
   s(i-1) -> s(i), and x(i) with s(i-1) is forbidden.  3m - 4 clauses,
   m - 1 auxiliary variables; propagation-complete. */
#include "encoding.h"

static void
sequential_amo (ss_enc *e, const int *x, int m)
{
  int s = ss_enc_aux (e, m - 1);      /* s(i) is variable s + i - 1 */
  ss_enc_emit2 (e, -x[0], s);
  for (int i = 1; i < m - 1; i++)
    {
      ss_enc_emit2 (e, -x[i], s + i);
      ss_enc_emit2 (e, -(s + i - 1), s + i);
      ss_enc_emit2 (e, -x[i], -(s + i - 1));
    }
  ss_enc_emit2 (e, -x[m - 1], -(s + m - 2));
}

const ss_amo ss_amo_sequential = {
  "sequential",
  "Sinz's sequential counter: 3m-4 clauses, m-1 aux",
  sequential_amo, NULL
};
