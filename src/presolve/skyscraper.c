/* skyscraper.c: the propagator of skyscraper clues
   (src/model/skyscraper.c).  Read from the clue, the line's state after
   i cells is the largest digit so far, M, and how many were seen, k; a
   cell of value a moves (M, k) to (a, k + 1) when a > M and leaves it
   when a <= M.  The states the cells' candidates reach from (0, 0) and
   those that still lead to (n, clue) at the end (the line is a whole
   row or column, so n is in it) are found both ways, and a value stays
   while some reached state moves through it to a state that leads on.
   This is exact for the clue with repeats allowed and n somewhere on
   the line; the row's or column's all-different is left to its own
   propagation.  It holds the simpler rules: with clue c, the cell at
   distance d from the clue (1 for the first) holds at most n - c + d,
   since at most d - 1 digits are seen before it and, after a digit a,
   at most n - a more; and a clue of 1 puts n first.  Past MAX_EXACT
   cells (the tables grow as n^2 c) only that bound is applied. */
#include "presolve/presolve.h"

#include <stdlib.h>
#include <string.h>

#define MAX_EXACT 100

/* Every value past the bound n - c + d of its distance d goes. */
static void
bound_only (ss_cands *v, const ss_constraint *con, int n)
{
  int c = con->param;
  for (int i = 0; i < n; i++)
    for (int a = n - c + i + 2; a <= n; a++)
      v->drop (v->ctx, con->cells[i], a);
}

/* Kept long: the forward and backward passes over the line's states
   share their tables, freed in one place. */
void
ss_prop_skyscraper (ss_cands *v, const ss_puzzle *pz, const ss_constraint *con)
{
  int n = pz->n, c = con->param, K = c + 1;
  if (n > MAX_EXACT)
    {
      bound_only (v, con, n);
      return;
    }
  size_t layer = (size_t) (n + 1) * (size_t) K;
  unsigned char *fwd = ss_calloc ((size_t) (n + 1) * layer, 1);
  unsigned char *bwd = ss_calloc ((size_t) (n + 1) * layer, 1);
  unsigned char *has = ss_calloc ((size_t) n * (size_t) (n + 1), 1);
  unsigned char *keep = ss_calloc ((size_t) n * (size_t) (n + 1), 1);
  int *low = ss_malloc ((size_t) n * sizeof *low);
  if (!fwd || !bwd || !has || !keep || !low)
    {
      v->oom = 1;
      goto done;
    }
#define F(i, m, k) fwd[(size_t) (i) * layer + (size_t) (m) * K + (k)]
#define B(i, m, k) bwd[(size_t) (i) * layer + (size_t) (m) * K + (k)]
#define H(i, a) has[(size_t) (i) * (n + 1) + (a)]
  /* every candidate read before any is dropped */
  for (int i = 0; i < n; i++)
    {
      low[i] = n + 1;
      for (int a = n; a >= 1; a--)
        if ((H (i, a) = (unsigned char) (v->has (v->ctx, con->cells[i], a)
                                         != 0)))
          low[i] = a;
    }
  F (0, 0, 0) = 1;
  for (int i = 0; i < n; i++)
    for (int k = 0; k < K; k++)
      {
        int before = 0;       /* some M < a reached with k seen */
        for (int a = 1; a <= n; a++)
          {
            before |= F (i, a - 1, k);
            if (before && H (i, a) && k + 1 < K)
              F (i + 1, a, k + 1) = 1;
            if (F (i, a, k) && low[i] <= a)
              F (i + 1, a, k) = 1;
          }
      }
  B (n, n, c) = 1;
  for (int i = n - 1; i >= 0; i--)
    for (int k = 0; k < K; k++)
      {
        int above = 0;        /* some a > M leads on, seen */
        for (int m = n; m >= 0; m--)
          {
            B (i, m, k) = (unsigned char) (above
                                           || (low[i] <= m
                                               && B (i + 1, m, k)));
            if (m >= 1 && k + 1 < K && H (i, m) && B (i + 1, m, k + 1))
              above = 1;
          }
      }
  for (int i = 0; i < n; i++)
    for (int k = 0; k < K; k++)
      {
        /* hidden: a <= M for a reached M that leads on unchanged */
        int hidden = 0, before = 0;
        for (int a = n; a >= 1; a--)
          {
            hidden |= F (i, a, k) && B (i + 1, a, k);
            if (hidden && H (i, a))
              keep[(size_t) i * (n + 1) + a] = 1;
          }
        /* seen: a > M for a reached M, on to (a, k + 1) */
        for (int a = 1; a <= n && k + 1 < K; a++)
          {
            before |= F (i, a - 1, k);
            if (before && H (i, a) && B (i + 1, a, k + 1))
              keep[(size_t) i * (n + 1) + a] = 1;
          }
      }
  for (int i = 0; i < n; i++)
    for (int a = 1; a <= n; a++)
      if (H (i, a) && !keep[(size_t) i * (n + 1) + a])
        v->drop (v->ctx, con->cells[i], a);
#undef F
#undef B
#undef H
done:
  free (fwd);
  free (bwd);
  free (has);
  free (keep);
  free (low);
}
