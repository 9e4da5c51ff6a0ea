/* pairwise.c: the pairwise at-most-one scheme.
   m(m-1)/2 binary clauses, no auxiliary variables; propagation-complete.
   Other schemes use ss_enc_pairwise for their small groups. */
#include "encoding.h"

void
ss_enc_pairwise (ss_enc *e, const int *lits, int m)
{
  for (int i = 0; i < m; i++)
    for (int j = i + 1; j < m; j++)
      ss_enc_emit2 (e, -lits[i], -lits[j]);
}

const ss_amo ss_amo_pairwise = {
  "pairwise",
  "every pair of literals in a binary clause: m(m-1)/2 clauses, no aux",
  ss_enc_pairwise, NULL
};
