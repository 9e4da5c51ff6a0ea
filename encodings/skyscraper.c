/* skyscraper.c: a skyscraper clue's clauses (src/model/skyscraper.c):
   visibility auxiliaries and a sequential counter over them.  Along the
   line from the clue, cells 0..n-1:
     P(i,v)  some cell of 0..i holds v or more (v = 2..n; P(i,1) is
             true, P(-1,v) false): P(i-1,v) -> P(i,v), x(i,v) -> P(i,v),
             P(i,v+1) -> P(i,v), and back P(i,v) -> P(i-1,v) | x(i,v) |
             ... | x(i,n);
     S(i)    cell i is seen: S(0) true; for i >= 1 and each value w,
             x(i,w) & -P(i-1,w) -> S(i) and x(i,w) & P(i-1,w) -> -S(i);
     C(i,j)  at least j of S(0..i) hold, j = 1..clue+1 (Sinz's
             sequential counter, CP 2005, with the clauses both ways so
             that C is exact): C(i-1,j) -> C(i,j), S(i) & C(i-1,j-1) ->
             C(i,j), C(i,j) -> C(i-1,j) | S(i), C(i,j) -> C(i-1,j) |
             C(i-1,j-1); C(i,j) false for j > i + 1;
   then C(n-1,clue) and -C(n-1,clue+1).  Each auxiliary is defined
   both ways by the cells, so the clauses add no solutions and lose
   none; values may repeat (nothing assumes the line all-different).
   About n^2 + n(clue + 1) auxiliaries and 4n^2 + 4n(clue + 1)
   clauses a clue. */
#include "encoding.h"

#include <stdlib.h>

void
ss_enc_skyscraper (ss_enc *e, const ss_constraint *con)
{
  int n = e->pz->n, c = con->param, J = c + 2;
  const int *cell = con->cells;
  /* P(i,v) at pre[i * (n + 1) + v], C(i,j) at cnt[i * J + j], S(i) at
     seen[i] */
  int *pre = ss_malloc ((size_t) n * (size_t) (n + 1) * sizeof *pre);
  int *cnt = ss_malloc ((size_t) n * (size_t) J * sizeof *cnt);
  int *seen = ss_malloc ((size_t) n * sizeof *seen);
  int *lits = ss_malloc ((size_t) (n + 2) * sizeof *lits);
  if (!pre || !cnt || !seen || !lits)
    {
      e->sink->over = SS_OVER_MEMORY;
      goto done;
    }
#define P(i, v) ((i) < 0 ? SS_LIT_FALSE : (v) <= 1 ? SS_LIT_TRUE \
                 : pre[(size_t) (i) * (n + 1) + (v)])
#define C(i, j) ((j) <= 0 ? SS_LIT_TRUE : (i) < 0 || (j) > (i) + 1 \
                 ? SS_LIT_FALSE : cnt[(size_t) (i) * J + (j)])
  for (int i = 0; i < n; i++)
    {
      for (int v = 2; v <= n; v++)
        pre[(size_t) i * (n + 1) + v] = i < n - 1 ? ss_enc_aux (e, 1)
                                                  : SS_LIT_FALSE;
      seen[i] = i ? ss_enc_aux (e, 1) : SS_LIT_TRUE;
      for (int j = 1; j < J; j++)
        cnt[(size_t) i * J + j] = j <= i + 1 ? ss_enc_aux (e, 1)
                                             : SS_LIT_FALSE;
    }
  /* the prefix maxima, needed up to cell n-2 */
  for (int i = 0; i < n - 1 && !e->sink->over; i++)
    for (int v = 2; v <= n; v++)
      {
        int up[2] = { -P (i - 1, v), P (i, v) };
        int own[2] = { -ss_enc_cell (e, cell[i], v), P (i, v) };
        ss_enc_clause (e, up, 2);
        ss_enc_clause (e, own, 2);
        if (v < n)
          {
            int down[2] = { -P (i, v + 1), P (i, v) };
            ss_enc_clause (e, down, 2);
          }
        int k = 0;
        lits[k++] = -P (i, v);
        lits[k++] = P (i - 1, v);
        for (int w = v; w <= n; w++)
          lits[k++] = ss_enc_cell (e, cell[i], w);
        ss_enc_clause (e, lits, k);
      }
  /* seen: the cell's value above every value before it */
  for (int i = 1; i < n && !e->sink->over; i++)
    for (int w = 1; w <= n; w++)
      {
        int x = ss_enc_cell (e, cell[i], w);
        int on[3] = { -x, P (i - 1, w), seen[i] };
        int off[3] = { -x, -P (i - 1, w), -seen[i] };
        ss_enc_clause (e, on, 3);
        ss_enc_clause (e, off, 3);
      }
  /* the count of seen cells */
  for (int i = 0; i < n && !e->sink->over; i++)
    for (int j = 1; j < J; j++)
      {
        int keep[2] = { -C (i - 1, j), C (i, j) };
        int step[3] = { -seen[i], -C (i - 1, j - 1), C (i, j) };
        int why[3] = { -C (i, j), C (i - 1, j), seen[i] };
        int from[3] = { -C (i, j), C (i - 1, j), C (i - 1, j - 1) };
        ss_enc_clause (e, keep, 2);
        ss_enc_clause (e, step, 3);
        ss_enc_clause (e, why, 3);
        ss_enc_clause (e, from, 3);
      }
  int at_least = C (n - 1, c), not_more = -C (n - 1, c + 1);
  ss_enc_clause (e, &at_least, 1);
  ss_enc_clause (e, &not_more, 1);
#undef P
#undef C
done:
  free (pre);
  free (cnt);
  free (seen);
  free (lits);
}
