/* innies.c: sums the killer cages imply through the rule of 45, as
   extra sum clauses.  A unit (row, column, box, jigsaw region, or an
   extra region of n cells) holds 1..n once, so its values sum to
   n(n+1)/2 =: T.
     innies  the unit's cells outside the cages that lie wholly within
             it sum to T less those cages' totals;
     outies  when cages cover every cell of the unit, their cells
             outside it sum to their totals less T.
   A derived set of 1 to n/2 cells (the small ones carry the
   information; a bigger one is the complement of a small one) is
   written with the chosen sum encoding when one unit holds all its
   cells (their values differ), else as a running sum whose values may
   repeat (encodings/sums.c).  Only cages with a total that share no
   cell with another cage with a total take part, so every derived sum
   holds in every solution: the clauses remove no solution, they only
   let propagation see what the 45 rule sees.  A total no set of
   values reaches makes the empty clause (the puzzle has no
   solution). */
#include "encoding.h"

#include <stdlib.h>
#include <string.h>

typedef struct derive {
  ss_enc *e;
  const ss_puzzle *pz;
  int n;
  int *owner;       /* cell -> index of its usable cage, -1 none */
  int *mark;        /* scratch over cells */
  int *list;        /* scratch: the derived cells */
} derive;

static int
is_unit (const ss_constraint *con, int n)
{
  return (con->kind == SS_CON_ROW || con->kind == SS_CON_COL
          || con->kind == SS_CON_BOX || con->kind == SS_CON_EXTRA)
         && con->ncells == n;
}

/* Whether one unit holds all m cells of list. */
static int
in_one_unit (const derive *d, const int *list, int m)
{
  const ss_puzzle *pz = d->pz;
  for (int u = 0; u < pz->ncons; u++)
    {
      const ss_constraint *con = &pz->cons[u];
      if (!is_unit (con, d->n))
        continue;
      int all = 1;
      for (int i = 0; i < m && all; i++)
        {
          int in = 0;
          for (int j = 0; j < con->ncells && !in; j++)
            in = con->cells[j] == list[i];
          all = in;
        }
      if (all)
        return 1;
    }
  return 0;
}

/* The clauses of "the m cells of list sum to total". */
static void
emit (derive *d, const int *list, int m, long total)
{
  ss_enc *e = d->e;
  int n = d->n;
  if (m < 1 || m > n / 2)
    return;
  if (in_one_unit (d, list, m))
    {
      /* distinct values: m(m+1)/2 to m(2n-m+1)/2 */
      if (total < (long) m * (m + 1) / 2
          || total > (long) m * (2 * n - m + 1) / 2)
        ss_enc_emit (e, NULL, 0);
      else
        e->sum->encode (e, list, m, (int) total);
      return;
    }
  if (total < m || total > (long) m * n)
    {
      ss_enc_emit (e, NULL, 0);
      return;
    }
  ss_constraint con = { 0 };
  con.kind = SS_CON_LITTLE_KILLER;
  con.cells = (int *) list;
  con.ncells = m;
  con.param = (int) total;
  ss_enc_little_killer (e, &con);
}

/* Innies and outies of one unit. */
static void
unit (derive *d, const ss_constraint *u)
{
  const ss_puzzle *pz = d->pz;
  int n = d->n, m = 0, covered = 1;
  long full = (long) n * (n + 1) / 2, inside = 0, touching = 0;
  for (int i = 0; i < u->ncells; i++)
    d->mark[u->cells[i]] = 1;
  /* cages within the unit, and the cages touching it */
  for (int i = 0; i < u->ncells; i++)
    {
      int k = d->owner[u->cells[i]];
      if (k < 0)
        {
          covered = 0;
          continue;
        }
      const ss_constraint *cage = &pz->cons[k];
      int first = 1, within = 1;
      for (int j = 0; j < cage->ncells; j++)
        {
          if (!d->mark[cage->cells[j]])
            within = 0;
          /* count each cage once: at its first cell in the unit */
          for (int x = 0; x < i && first; x++)
            if (u->cells[x] == cage->cells[j])
              first = 0;
        }
      if (!first)
        continue;
      touching += cage->param;
      if (within)
        inside += cage->param;
    }
  /* innies: the unit's cells outside the cages within it */
  for (int i = 0; i < u->ncells; i++)
    {
      int k = d->owner[u->cells[i]], within = k >= 0;
      for (int j = 0; within && j < pz->cons[k].ncells; j++)
        within = d->mark[pz->cons[k].cells[j]];
      if (!within)
        d->list[m++] = u->cells[i];
    }
  if (m < n)
    emit (d, d->list, m, full - inside);
  /* outies: the cells outside the unit of the cages covering it */
  if (covered)
    {
      m = 0;
      for (int i = 0; i < u->ncells; i++)
        {
          const ss_constraint *cage = &pz->cons[d->owner[u->cells[i]]];
          for (int j = 0; j < cage->ncells; j++)
            {
              int c = cage->cells[j], seen = d->mark[c];
              for (int x = 0; x < m && !seen; x++)
                seen = d->list[x] == c;
              if (!seen && m < n * n)
                d->list[m++] = c;
            }
        }
      if (m > 0)
        emit (d, d->list, m, touching - full);
    }
  for (int i = 0; i < u->ncells; i++)
    d->mark[u->cells[i]] = 0;
}

void
ss_enc_innies (ss_enc *e)
{
  const ss_puzzle *pz = e->pz;
  int n = pz->n, cells = n * n, cages = 0;
  for (int u = 0; u < pz->ncons; u++)
    cages += pz->cons[u].kind == SS_CON_CAGE && pz->cons[u].param > 0;
  if (!cages)
    return;
  derive d = { e, pz, n, NULL, NULL, NULL };
  d.owner = ss_malloc ((size_t) cells * sizeof *d.owner);
  d.mark = ss_calloc ((size_t) cells, sizeof *d.mark);
  d.list = ss_malloc ((size_t) cells * sizeof *d.list);
  if (!d.owner || !d.mark || !d.list)
    {
      e->sink->over = SS_OVER_MEMORY;
      goto done;
    }
  for (int c = 0; c < cells; c++)
    d.owner[c] = -1;
  /* a cell in two cages with totals: neither cage takes part */
  for (int u = 0; u < pz->ncons; u++)
    {
      const ss_constraint *con = &pz->cons[u];
      if (con->kind != SS_CON_CAGE || con->param <= 0)
        continue;
      for (int j = 0; j < con->ncells; j++)
        {
          int c = con->cells[j];
          if (d.owner[c] == -1)
            d.owner[c] = u;
          else
            d.mark[c] = 1;
        }
    }
  for (int u = 0; u < pz->ncons; u++)
    {
      const ss_constraint *con = &pz->cons[u];
      int shared = 0;
      if (con->kind != SS_CON_CAGE || con->param <= 0)
        continue;
      for (int j = 0; j < con->ncells; j++)
        shared |= d.mark[con->cells[j]];
      if (shared)
        for (int j = 0; j < con->ncells; j++)
          d.owner[con->cells[j]] = -2;
    }
  for (int c = 0; c < cells; c++)
    {
      d.mark[c] = 0;
      if (d.owner[c] == -2)
        d.owner[c] = -1;
    }
  for (int u = 0; u < pz->ncons && !e->sink->over; u++)
    if (is_unit (&pz->cons[u], n))
      unit (&d, &pz->cons[u]);
done:
  free (d.owner);
  free (d.mark);
  free (d.list);
}
