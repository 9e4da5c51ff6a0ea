/* innies.c: sums the killer cages imply through the rule of 45, as
   extra sum clauses.  A unit (row, column, box, jigsaw region, or an
   extra region of n cells) holds 1..n once, so its values sum to
   n(n+1)/2 =: T, and a region made of k units that share no cell sums
   to kT.  The regions: each unit alone, each band of consecutive rows
   or of consecutive columns, and each union of boxes (every subset of
   the boxes when there are at most BOX_SETS of them).  With W the
   totals of the cages wholly within a region:
     innies  the region's cells outside those cages sum to kT - W;
     outies  when cages cover every cell of the region, their cells
             outside it sum to their totals less kT;
     both    of each cage partly inside, the part inside when it is
             no bigger than the part outside, else the part outside:
             the parts inside less the parts outside, with the cells of
             no cage inside, sum to kT - W less the totals of the cages
             whose part outside is taken.
   A part outside is written as n+1 less each value, so every derived
   set is a plain sum.  A set of 1 to n/2 cells (the small ones carry
   the information; a bigger one costs more clauses than it gives
   propagation) is written once, with the chosen sum encoding when its
   cells are added and one unit holds them all (their values differ),
   else as a running sum whose values may repeat (encodings/sums.c).
   Only cages with a total that share no cell with another cage with a
   total take part, so every derived sum holds in every solution: the
   clauses remove no solution, they only let propagation see what the
   45 rule sees.  A total no set of values reaches makes the empty
   clause (the puzzle has no solution). */
#include "encoding.h"

#include <stdlib.h>
#include <string.h>

typedef struct derive {
  ss_enc *e;
  const ss_puzzle *pz;
  int n;
  int *owner;       /* cell -> index of its usable cage, -1 none */
  int *mark;        /* scratch over cells: the region */
  int *list;        /* scratch: three derived sets of up to n*n terms */
  int *region;      /* scratch: the region's cells */
  int *units;       /* the rows, the columns, the boxes (pz->cons indexes) */
  int *stamp;       /* cage -> the last region that counted it */
  int tick;         /* the region's stamp */
  int *done;        /* the sets written: size, sorted terms; size, ... */
  size_t ndone, adone;
} derive;

#define BOX_SETS 9

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

static int
by_index (const void *a, const void *b)
{
  int x = *(const int *) a, y = *(const int *) b;
  return (x > y) - (x < y);
}

/* Whether the m terms of list (sorted) were given a sum already; if
   not, remember them.  -1 when memory runs out (sink marked). */
static int
seen (derive *d, const int *list, int m)
{
  for (size_t i = 0; i < d->ndone; i += 1 + (size_t) d->done[i])
    if (d->done[i] == m
        && !memcmp (d->done + i + 1, list, (size_t) m * sizeof *list))
      return 1;
  if (d->ndone + 1 + (size_t) m > d->adone)
    {
      size_t a = 2 * d->adone + 1 + (size_t) m;
      int *p = ss_realloc (d->done, a * sizeof *p);
      if (!p)
        {
          d->e->sink->over = SS_OVER_MEMORY;
          return -1;
        }
      d->done = p;
      d->adone = a;
    }
  d->done[d->ndone] = m;
  memcpy (d->done + d->ndone + 1, list, (size_t) m * sizeof *list);
  d->ndone += 1 + (size_t) m;
  return 0;
}

/* The clauses of "the m terms of list sum to total" (a term c is cell
   c's value, a term ~c is n+1 less it). */
static void
emit (derive *d, int *list, int m, long total)
{
  ss_enc *e = d->e;
  int n = d->n, one = 1;
  if (m < 1 || m > n / 2)
    return;
  for (int i = 0; i < m; i++)
    one &= list[i] >= 0;
  one = one && in_one_unit (d, list, m);
  qsort (list, (size_t) m, sizeof *list, by_index);
  if (seen (d, list, m))
    return;
  if (one)
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
    ss_enc_emit (e, NULL, 0);
  else
    ss_enc_sum_terms (e, list, m, (int) total);
}

/* Whether the region (marked in d->mark) holds the whole cage. */
static int
within (const derive *d, int cage)
{
  const ss_constraint *con = &d->pz->cons[cage];
  for (int j = 0; j < con->ncells; j++)
    if (!d->mark[con->cells[j]])
      return 0;
  return 1;
}

/* The innies, outies and both (above) of the region of the s cells of
   cells (marked in d->mark), a union of k units. */
static void
region (derive *d, const int *cells, int s, int k)
{
  const ss_puzzle *pz = d->pz;
  int n = d->n, m = 0, out = 0, mixed = 0, flipped = 0, negs = 0;
  int covered = 1;
  long full = (long) k * n * (n + 1) / 2, inside = 0, touching = 0;
  long taken = 0;
  int *in = d->list, *outs = d->list + n * n, *mix = d->list + 2 * n * n;
  d->tick++;
  for (int i = 0; i < s; i++)
    {
      int c = d->owner[cells[i]];
      if (c < 0)
        {
          covered = 0;
          in[m++] = cells[i];
          mix[mixed++] = cells[i];
          continue;
        }
      if (d->stamp[c] == d->tick)
        continue;
      d->stamp[c] = d->tick;
      const ss_constraint *cage = &pz->cons[c];
      touching += cage->param;
      if (within (d, c))
        {
          inside += cage->param;
          continue;
        }
      int ni = 0;
      for (int j = 0; j < cage->ncells; j++)
        ni += d->mark[cage->cells[j]];
      int side = ni <= cage->ncells - ni;
      if (!side)
        {
          taken += cage->param;
          flipped++;
        }
      for (int j = 0; j < cage->ncells; j++)
        {
          int x = cage->cells[j];
          if (d->mark[x])
            {
              in[m++] = x;
              if (side)
                mix[mixed++] = x;
            }
          else
            {
              outs[out++] = x;
              if (!side)
                {
                  mix[mixed++] = ~x;
                  negs++;
                }
            }
        }
    }
  if (m < s)
    emit (d, in, m, full - inside);
  if (covered && out > 0)
    emit (d, outs, out, touching - full);
  if (flipped && mixed > negs)
    emit (d, mix, mixed, full - inside - taken + (long) negs * (n + 1));
}

/* Adds unit u's cells to the region (d->mark, d->region, *s): 1, or 0
   (and nothing added) when the region holds one of them already. */
static int
take (derive *d, int u, int *s)
{
  const ss_constraint *con = &d->pz->cons[u];
  for (int j = 0; j < con->ncells; j++)
    if (d->mark[con->cells[j]])
      return 0;
  for (int j = 0; j < con->ncells; j++)
    {
      d->mark[con->cells[j]] = 1;
      d->region[(*s)++] = con->cells[j];
    }
  return 1;
}

/* Empties the region of s cells. */
static void
drop (derive *d, int s)
{
  for (int i = 0; i < s; i++)
    d->mark[d->region[i]] = 0;
}

/* The units of one kind in d->units from at; their number. */
static int
collect (derive *d, int kind, int at)
{
  const ss_puzzle *pz = d->pz;
  int k = 0;
  for (int u = 0; u < pz->ncons; u++)
    if (is_unit (&pz->cons[u], d->n) && (int) pz->cons[u].kind == kind)
      d->units[at + k++] = u;
  return k;
}

/* The region of the units at units[0..k) (indexes in pz->cons) that
   are set in mask (all of them when mask is 0), when they share no
   cell. */
static void
union_of (derive *d, const int *units, int k, unsigned long mask)
{
  int s = 0, count = 0, apart = 1;
  for (int i = 0; i < k && apart; i++)
    if (!mask || mask >> i & 1)
      {
        apart = take (d, units[i], &s);
        count++;
      }
  if (apart)
    region (d, d->region, s, count);
  drop (d, s);
}

/* Every region: each extra region; each band of consecutive rows, of
   consecutive columns; and each union of boxes (of every subset when
   there are at most BOX_SETS boxes, else each box alone). */
static void
regions (derive *d)
{
  const ss_puzzle *pz = d->pz;
  int nr = collect (d, SS_CON_ROW, 0);
  int nc = collect (d, SS_CON_COL, nr);
  int nb = collect (d, SS_CON_BOX, nr + nc);
  const int *box = d->units + nr + nc;
  for (int u = 0; u < pz->ncons && !d->e->sink->over; u++)
    if (is_unit (&pz->cons[u], d->n) && pz->cons[u].kind == SS_CON_EXTRA)
      union_of (d, &u, 1, 0);
  for (int kind = 0; kind < 2; kind++)
    {
      const int *line = d->units + (kind ? nr : 0);
      int nl = kind ? nc : nr;
      for (int w = 1; w <= nl; w++)
        for (int i = 0; i + w <= nl && !d->e->sink->over; i++)
          union_of (d, line + i, w, 0);
    }
  if (nb > BOX_SETS)
    for (int b = 0; b < nb && !d->e->sink->over; b++)
      union_of (d, box + b, 1, 0);
  else
    for (unsigned long mask = 1; mask < 1UL << nb && !d->e->sink->over;
         mask++)
      union_of (d, box, nb, mask);
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
  derive d = { 0 };
  d.e = e;
  d.pz = pz;
  d.n = n;
  d.owner = ss_malloc ((size_t) cells * sizeof *d.owner);
  d.mark = ss_calloc ((size_t) cells, sizeof *d.mark);
  d.list = ss_malloc (3 * (size_t) cells * sizeof *d.list);
  d.stamp = ss_calloc ((size_t) pz->ncons, sizeof *d.stamp);
  d.region = ss_malloc ((size_t) cells * sizeof *d.region);
  d.units = ss_malloc ((size_t) pz->ncons * sizeof *d.units);
  if (!d.owner || !d.mark || !d.list || !d.region || !d.units || !d.stamp)
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
  regions (&d);
done:
  free (d.owner);
  free (d.mark);
  free (d.list);
  free (d.region);
  free (d.units);
  free (d.stamp);
  free (d.done);
}
