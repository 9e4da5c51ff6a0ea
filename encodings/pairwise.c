/* pairwise.c: the pairwise at-most-one scheme.
   m(m-1)/2 binary clauses, no auxiliary variables; propagation-complete. */
#include "sudosat.h"

static void
pairwise_amo (ss_enc *e, const int *lits, int m)
{
  for (int i = 0; i < m; i++)
    for (int j = i + 1; j < m; j++)
      ss_enc_emit2 (e, -lits[i], -lits[j]);
}

const ss_amo ss_amo_pairwise = {
  "pairwise",
  "every pair of literals in a binary clause: m(m-1)/2 clauses, no aux",
  pairwise_amo, NULL
};
