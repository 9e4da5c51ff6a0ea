/* binary.c: the binary (bitwise, "log") at-most-one scheme (Frisch et
   al.; Prestwich).  Literal number i implies that ceil(log2 m) fresh bits
   spell i, so two true literals would need two spellings.  m*ceil(log2 m)
   binary clauses, ceil(log2 m) auxiliary variables.  ss_enc_code is
   shared with bimander. */
#include "encoding.h"

int
ss_enc_bits (int m)
{
  int bits = 0;
  while (bits < 31 && (1 << bits) < m)
    bits++;
  return bits;
}

void
ss_enc_code (ss_enc *e, int lit, int code, int bit0, int nbits)
{
  for (int j = 0; j < nbits; j++)
    ss_enc_emit2 (e, -lit, (code >> j) & 1 ? bit0 + j : -(bit0 + j));
}

static void
binary_amo (ss_enc *e, const int *x, int m)
{
  int nbits = ss_enc_bits (m);
  int bit0 = ss_enc_aux (e, nbits);
  for (int i = 0; i < m; i++)
    ss_enc_code (e, x[i], i, bit0, nbits);
}

const ss_amo ss_amo_binary = {
  "binary",
  "bitwise: each literal implies its index in ceil(log2 m) aux bits",
  binary_amo, NULL
};
