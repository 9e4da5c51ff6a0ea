/* product.c: Chen's product encoding of at most one (2010).  The m
   literals sit in a grid of p' rows and q = ceil(m/p) columns (p =
   ceil(sqrt m), p' = ceil(m/q) the rows actually used); literal i implies
   its row variable u(i/q) and its column variable v(i%q), and at most
   one row and one column variable may be true, recursively by this same
   scheme.  Below 7 literals pairwise is no larger, so it is used there.
   Clauses: P(m) = 2m + P(p') + P(q), P(m) = m(m-1)/2 for m < 7;
   auxiliary variables: p' + q plus those of the two sub-constraints. */
#include "encoding.h"

#include <stdlib.h>

enum { PRODUCT_MIN = 7 };

int
ss_enc_root (int m)
{
  int r = 0;
  while ((long) r * r < m)
    r++;
  return r;
}

static void
product_amo (ss_enc *e, const int *x, int m)
{
  if (m < PRODUCT_MIN)
    {
      ss_enc_pairwise (e, x, m);
      return;
    }
  int q = (m + ss_enc_root (m) - 1) / ss_enc_root (m);
  int p = (m + q - 1) / q;
  int u = ss_enc_aux (e, p), v = ss_enc_aux (e, q);
  for (int i = 0; i < m; i++)
    {
      ss_enc_emit2 (e, -x[i], u + i / q);
      ss_enc_emit2 (e, -x[i], v + i % q);
    }
  int *sub = ss_malloc ((size_t) (p > q ? p : q) * sizeof *sub);
  if (!sub)
    {
      e->sink->over = SS_OVER_MEMORY;
      return;
    }
  for (int i = 0; i < p; i++)
    sub[i] = u + i;
  product_amo (e, sub, p);
  for (int i = 0; i < q; i++)
    sub[i] = v + i;
  product_amo (e, sub, q);
  free (sub);
}

const ss_amo ss_amo_product = {
  "product",
  "Chen's product: literals on a sqrt(m) grid, AMO on rows and columns",
  product_amo, NULL
};
