/* regionsum.c: region-sum lines.  The line is cut into parts where it
   passes from one box (or jigsaw region) to another; the cells of a
   part lie in one box, so their values are distinct.  A total t(s),
   one auxiliary for each sum s every part can make (from the greatest
   least sum of distinct values to the smallest greatest), at most one
   of them true; each part's running sum in auxiliaries p(k,s), "its
   first k cells sum to s", driven forward by ternary clauses
   (-p(k,s) | -x(c,v) | p(k+1,s+v)), its last step landing on t(s).
   Each part's true sum so forces its total, and the at-most-one makes
   them equal.  A part of k cells takes about n^2 k^2 / 2 clauses and
   n k^2 / 2 auxiliaries. */
#include "encoding.h"

#include <stdlib.h>

/* p(k,s) of a part of len cells: true for k = 0 and s = 0, a total for
   k = len, else the part's auxiliaries from base (k cells sum to k..kn,
   row k - 1 starting at base + sum of the rows before). */
static int
prefix (int n, int len, int base, int lo, int hi, int tot, int k, int s)
{
  if (k == 0)
    return s == 0 ? SS_LIT_TRUE : SS_LIT_FALSE;
  if (k == len)
    return s >= lo && s <= hi ? tot + s - lo : SS_LIT_FALSE;
  if (s < k || s > k * n)
    return SS_LIT_FALSE;
  /* the rows j = 1..k-1 before hold j(n-1)+1 each */
  return base + (n - 1) * (k - 1) * k / 2 + (k - 1) + (s - k);
}

void
ss_enc_regionsum (ss_enc *e, const ss_constraint *con)
{
  const ss_puzzle *pz = e->pz;
  int n = pz->n, m = con->ncells, lo = 0, hi = n * n;
  int *start = ss_malloc ((size_t) (m + 1) * sizeof *start), parts = 0;
  if (!start)
    {
      e->sink->over = SS_OVER_MEMORY;
      return;
    }
  for (int i = 0; i < m; i++)
    {
      int c = con->cells[i], b = con->cells[i ? i - 1 : 0];
      if (!i || ss_box_of (pz, c / n, c % n) != ss_box_of (pz, b / n, b % n))
        start[parts++] = i;
    }
  start[parts] = m;
  for (int p = 0; p < parts; p++)
    {
      int len = start[p + 1] - start[p];
      int least = len * (len + 1) / 2, most = len * (2 * n - len + 1) / 2;
      lo = least > lo ? least : lo;
      hi = most < hi ? most : hi;
    }
  if (lo > hi)
    {
      /* no total every part can make */
      int none = SS_LIT_FALSE;
      ss_enc_clause (e, &none, 1);
      free (start);
      return;
    }
  int tot = ss_enc_aux (e, hi - lo + 1);
  int *lits = ss_malloc ((size_t) (hi - lo + 1) * sizeof *lits);
  if (!lits)
    {
      free (start);
      e->sink->over = SS_OVER_MEMORY;
      return;
    }
  for (int s = lo; s <= hi; s++)
    lits[s - lo] = tot + s - lo;
  ss_enc_amo (e, lits, hi - lo + 1);
  for (int p = 0; p < parts && !e->sink->over; p++)
    {
      int len = start[p + 1] - start[p], base = 0, naux = 0;
      for (int k = 1; k < len; k++)
        naux += k * (n - 1) + 1;
      if (naux)
        base = ss_enc_aux (e, naux);
      for (int k = 0; k < len && !e->sink->over; k++)
        {
          int cell = con->cells[start[p] + k];
          for (int s = k; s <= k * n; s++)
            {
              int from = prefix (n, len, base, lo, hi, tot, k, s);
              if (from == SS_LIT_FALSE)
                continue;
              for (int v = 1; v <= n; v++)
                {
                  int cl[3] = { -from, -ss_enc_cell (e, cell, v),
                                prefix (n, len, base, lo, hi, tot, k + 1,
                                        s + v) };
                  ss_enc_clause (e, cl, 3);
                }
            }
        }
    }
  free (lits);
  free (start);
}
