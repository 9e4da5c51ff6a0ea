/* clone.c: the clones' propagator (src/model/clone.c makes them): a
   cell and its clone keep the candidates they share.  Every candidate
   is read before any is dropped; a cell that lies in both areas keeps
   what each of its pairs leaves it, and is dropped from once. */
#include "presolve/presolve.h"

#include <stdlib.h>

void
ss_prop_clone (ss_cands *v, const ss_puzzle *pz, const ss_constraint *con)
{
  (void) pz;
  int n = v->n, k = con->ncells, m = k / 2, w = n + 1;
  unsigned char *has = ss_calloc ((size_t) k * w, 2);
  if (!has)
    {
      v->oom = 1;
      return;
    }
  unsigned char *keep = has + (size_t) k * w;
  for (int i = 0; i < k; i++)
    for (int x = 1; x <= n; x++)
      has[i * w + x] = (unsigned char) v->has (v->ctx, con->cells[i], x);
  for (int i = 0; i < k; i++)
    {
      int j = i < m ? i + m : i - m;
      for (int x = 1; x <= n; x++)
        keep[i * w + x] = has[i * w + x] && has[j * w + x];
    }
  /* a cell named at two places keeps, at its first, what both leave */
  for (int i = 0; i < k; i++)
    for (int p = 0; p < i; p++)
      if (con->cells[p] == con->cells[i])
        {
          for (int x = 1; x <= n; x++)
            keep[p * w + x] = keep[p * w + x] && keep[i * w + x];
          for (int x = 1; x <= n; x++)
            keep[i * w + x] = has[i * w + x];
          break;
        }
  for (int i = 0; i < k; i++)
    for (int x = 1; x <= n; x++)
      if (has[i * w + x] && !keep[i * w + x])
        v->drop (v->ctx, con->cells[i], x);
  free (has);
}
