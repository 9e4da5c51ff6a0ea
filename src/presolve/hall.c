/* hall.c: the presolver's Hall sets (level hall): m cells of a unit
   that share m values keep them from the unit's other cells, and m
   values that only m cells may take leave those cells' other
   candidates, naked and hidden subsets of every size found by Régin's
   matching filter. */
#include "presolve/state.h"


/* Kuhn's augmenting path from open cell i (indexes within the unit). */
static int
augment (const ps_state *s, ps_work *h, int i)
{
  const word *c = s->cand + (long) h->cell[i] * s->w;
  for (int j = 0; j < s->w; j++)
    for (word bits = c[j]; bits; bits &= bits - 1)
      {
        int x = h->index[j * 64 + __builtin_ctzll (bits)];
        if (h->seen[x] == h->stamp)
          continue;
        h->seen[x] = h->stamp;
        if (h->mate_v[x] < 0 || augment (s, h, h->mate_v[x]))
          {
            h->mate_c[i] = x;
            h->mate_v[x] = i;
            return 1;
          }
      }
  return 0;
}

/* Tarjan's strongly connected components on the unit's open cells, an
   edge i -> mate_v[x] for each candidate x of i other than its mate. */
static void
tarjan (const ps_state *s, ps_work *h, int i, int *time, int *top, int *ncomp)
{
  h->order[i] = h->low[i] = (*time)++;
  h->stack[(*top)++] = i;
  h->comp[i] = -2;              /* on the stack */
  const word *c = s->cand + (long) h->cell[i] * s->w;
  for (int j = 0; j < s->w; j++)
    for (word bits = c[j]; bits; bits &= bits - 1)
      {
        int x = h->index[j * 64 + __builtin_ctzll (bits)];
        int t = h->mate_v[x];
        if (t == i)
          continue;
        if (h->order[t] < 0)
          {
            tarjan (s, h, t, time, top, ncomp);
            if (h->low[t] < h->low[i])
              h->low[i] = h->low[t];
          }
        else if (h->comp[t] == -2 && h->order[t] < h->low[i])
          h->low[i] = h->order[t];
      }
  if (h->low[i] == h->order[i])
    {
      int t;
      do
        {
          t = h->stack[--(*top)];
          h->comp[t] = *ncomp;
        }
      while (t != i);
      (*ncomp)++;
    }
}

/* A perfect matching of unit u's m open cells (h->cell) with the
   values the unit lacks, begun from last time's where it still holds,
   in h->mate_c and h->mate_v; 0, or -1 with s->bad set when there is
   none. */
static int
match (ps_state *s, ps_work *h, int u, int m)
{
  int n = s->n, w = s->w, mv = 0;
  for (int v = 1; v <= n; v++)
    if (has (s->placed + (long) u * w, v))
      h->index[v - 1] = -1;
    else
      {
        h->index[v - 1] = mv;
        h->value[mv++] = v;
      }
  if (mv != m)
    {
      s->bad = 1;
      return -1;
    }
  for (int i = 0; i < m; i++)
    {
      h->mate_c[i] = h->mate_v[i] = -1;
      h->slot[h->cell[i]] = i;
    }
  /* start from last time's matching where it still holds */
  int *kept = h->kept + (long) u * n;
  for (int x = 0; x < m; x++)
    {
      int c = kept[h->value[x] - 1], i = c < 0 ? -1 : h->slot[c];
      if (c >= 0 && !s->val[c] && i < m && h->cell[i] == c
          && h->mate_c[i] < 0 && has (s->cand + (long) c * w, h->value[x]))
        {
          h->mate_c[i] = x;
          h->mate_v[x] = i;
        }
    }
  for (int i = 0; i < m && !s->bad; i++)
    if (h->mate_c[i] < 0)
      {
        h->stamp++;
        if (!augment (s, h, i))
          s->bad = 1;
      }
  if (s->bad)
    return -1;
  for (int x = 0; x < m; x++)
    kept[h->value[x] - 1] = h->cell[h->mate_v[x]];
  return 0;
}

/* The candidates of the matched unit whose cell and mate cell lie in
   different strongly connected components, as pairs into h->drop;
   returns how many. */
static int
unmatched (const ps_state *s, ps_work *h, int m)
{
  int w = s->w, time = 0, top = 0, ncomp = 0;
  for (int i = 0; i < m; i++)
    h->order[i] = -1;
  for (int i = 0; i < m; i++)
    if (h->order[i] < 0)
      tarjan (s, h, i, &time, &top, &ncomp);
  if (ncomp == 1)
    return 0;
  /* gather first: eliminating changes the sets being read */
  int drops = 0;
  for (int i = 0; i < m; i++)
    {
      const word *c = s->cand + (long) h->cell[i] * w;
      for (int j = 0; j < w; j++)
        for (word bits = c[j]; bits; bits &= bits - 1)
          {
            int x = h->index[j * 64 + __builtin_ctzll (bits)];
            if (x != h->mate_c[i] && h->comp[i] != h->comp[h->mate_v[x]])
              {
                h->drop[2 * drops] = h->cell[i];
                h->drop[2 * drops + 1] = h->value[x];
                drops++;
              }
          }
    }
  return drops;
}

/* Hall sets (Régin's filter for all-different): in each unit, every
   solution matches the open cells one to one with the values the unit
   lacks; a candidate in no such perfect matching goes.  With a perfect
   matching at hand, those are the candidates off the matching whose
   cell and mate cell lie in different strongly connected components.
   This finds naked and hidden subsets of every size.  Returns whether a
   candidate went. */
int
ss_ps_hall (ps_state *s, ps_work *h)
{
  int n = s->n, changed = 0;
  for (int u = 0; u < 3 * n && !s->bad; u++)
    {
      /* one round takes seconds on a big open grid (an empty 400x400:
         about 10 ms a unit), so the clock is read unit by unit */
      if (h->deadline > 0 && ss_now () > h->deadline)
        {
          h->late = 1;
          break;
        }
      const int *cells = s->unit + (long) u * n;
      int m = 0;
      long size = unit_size (s, u);
      if (size == h->size[u])
        continue;
      h->size[u] = size;
      for (int i = 0; i < n; i++)
        if (!s->val[cells[i]])
          h->cell[m++] = cells[i];
      if (m < 2)
        continue;
      if (match (s, h, u, m))
        break;
      int drops = unmatched (s, h, m);
      for (int d = 0; d < drops && !s->bad; d++)
        ss_ps_eliminate (s, h->drop[2 * d], h->drop[2 * d + 1]);
      if (drops)
        {
          /* one filtering leaves nothing for another; only later
             changes from outside need a new look */
          h->size[u] = unit_size (s, u);
          changed = 1;
          ss_ps_propagate (s);
        }
    }
  return changed;
}
