/* bimander.c: the bimander at-most-one scheme (Nguyen & Mai, "A new
   method to encode the at-most-one constraint into SAT", SoICT 2015).
   The m literals are split into g = ceil(sqrt m) groups of nearly equal
   size (the paper leaves g open); pairwise inside each group, and every
   literal of group i implies the binary code of i in ceil(log2 g) shared
   bits, so two groups cannot both have a true literal.
   Clauses: sum over groups of s(s-1)/2, plus m*ceil(log2 g);
   auxiliary variables: ceil(log2 g). */
#include "encoding.h"

static void
bimander_amo (ss_enc *e, const int *x, int m)
{
  int g = ss_enc_root (m);
  int nbits = ss_enc_bits (g);
  int bit0 = ss_enc_aux (e, nbits);
  for (int i = 0; i < g; i++)
    {
      int lo = (int) ((long) i * m / g), hi = (int) ((long) (i + 1) * m / g);
      ss_enc_pairwise (e, x + lo, hi - lo);
      for (int j = lo; j < hi; j++)
        ss_enc_code (e, x[j], i, bit0, nbits);
    }
}

const ss_amo ss_amo_bimander = {
  "bimander",
  "ceil(sqrt m) groups, pairwise inside, group number in binary aux bits",
  bimander_amo, NULL
};
