/* locked.c: the presolver's locked candidates (level locked): a value
   confined to one line of a box, or to one box of a line, leaves the
   rest of that box or line; boxes of any R x C shape, or a jigsaw's
   regions. */
#include "presolve/state.h"

#include <string.h>

/* Remove every candidate in set from the open cells of unit u outside
   keep: a box (when u is a row or column), or a row 0..n-1 or column
   n..2n-1 (when u is a box).  Returns whether a candidate went. */
static int
drop (ps_state *s, int u, const word *set, int keep)
{
  int n = s->n, w = s->w, changed = 0;
  for (int i = 0; i < n && !s->bad; i++)
    {
      int cell = s->unit[(long) u * n + i];
      const int *cu = s->units + 3L * cell;
      if (s->val[cell]
          || (u < 2 * n ? cu[2] - 2 * n == keep
              : keep < n ? cu[0] == keep : cu[1] == keep))
        continue;
      word *c = s->cand + (long) cell * w;
      for (int j = 0; j < w; j++)
        for (word bits = c[j] & set[j]; bits; bits &= bits - 1)
          {
            ss_ps_eliminate (s, cell, j * 64 + __builtin_ctzll (bits) + 1);
            changed = 1;
          }
    }
  return changed;
}

/* Locked candidates over a jigsaw's regions: as locked below, but a
   line meets up to n regions and a region up to n lines, each part
   found through the cell's own units. */
static int
locked_jigsaw (ps_state *s, ps_work *h)
{
  int n = s->n, w = s->w, changed = 0;
  enum { W = (SS_MAX_SIDE + 63) / 64 };
  word seg[SS_MAX_SIDE][W];
  int firstcell[SS_MAX_SIDE];
  word once[W], twice[W];
  for (int u = 0; u < 3 * n && !s->bad; u++)
    for (int dir = 0; dir < (u < 2 * n ? 1 : 2); dir++)
      {
        if (!dir)
          {
            long size = unit_size (s, u);
            if (size == h->lsize[u])
              break;
            h->lsize[u] = size;
          }
        int box = u >= 2 * n;
        memset (seg, 0, (size_t) n * sizeof *seg);
        for (int p = 0; p < n; p++)
          firstcell[p] = -1;
        for (int i = 0; i < n; i++)
          {
            int cell = s->unit[(long) u * n + i];
            if (s->val[cell])
              continue;
            /* a line splits by regions, a region by rows or columns */
            const int *cu = s->units + 3L * cell;
            int part = !box ? cu[2] - 2 * n : dir ? cu[1] - n : cu[0];
            if (firstcell[part] < 0)
              firstcell[part] = cell;
            for (int j = 0; j < w; j++)
              seg[part][j] |= s->cand[(long) cell * w + j];
          }
        memset (once, 0, sizeof once);
        memset (twice, 0, sizeof twice);
        for (int p = 0; p < n; p++)
          for (int j = 0; j < w; j++)
            {
              twice[j] |= once[j] & seg[p][j];
              once[j] |= seg[p][j];
            }
        for (int p = 0; p < n && !s->bad; p++)
          {
            word only[W];
            int any = 0;
            if (firstcell[p] < 0)
              continue;
            for (int j = 0; j < w; j++)
              any |= (only[j] = seg[p][j] & once[j] & ~twice[j]) != 0;
            if (!any)
              continue;
            const int *cu = s->units + 3L * firstcell[p];
            if (!box)
              changed |= drop (s, cu[2], only, u);
            else
              changed |= drop (s, cu[dir], only, cu[2] - 2 * n);
          }
      }
  return changed;
}

/* Locked candidates.  Pointing: a value whose cells in a box lie in one
   row (column) leaves the rest of that row (column).  Claiming: a value
   whose cells in a row (column) lie in one box leaves the rest of the
   box.  Returns whether a candidate went. */
static int
locked (ps_state *s, ps_work *h)
{
  if (s->jigsaw)
    return locked_jigsaw (s, h);
  int n = s->n, br = s->br, bc = s->bc, w = s->w, changed = 0;
  enum { W = (SS_MAX_SIDE + 63) / 64 };
  word seg[SS_MAX_SIDE / 2][W], once[W], twice[W];
  for (int u = 0; u < 3 * n && !s->bad; u++)
    for (int dir = 0; dir < (u < 2 * n ? 1 : 2); dir++)
      {
        /* its drops act outside u, so a u unchanged since has nothing
           new to drop */
        if (!dir)
          {
            long size = unit_size (s, u);
            if (size == h->lsize[u])
              break;
            h->lsize[u] = size;
          }
        /* a row or column splits by boxes, a box by rows (dir 0) or
           columns (dir 1): parts of len cells, the first at index
           p * step */
        int box = u >= 2 * n, parts, len, step;
        if (u < n || (box && !dir))
          parts = br, len = bc, step = bc;
        else if (!box)
          parts = bc, len = br, step = br;
        else
          parts = bc, len = 1, step = 1;
        memset (seg, 0, (size_t) parts * sizeof *seg);
        for (int i = 0; i < n; i++)
          {
            int cell = s->unit[(long) u * n + i];
            if (s->val[cell])
              continue;
            int part = box && dir ? i % bc : i / len;
            for (int j = 0; j < w; j++)
              seg[part][j] |= s->cand[(long) cell * w + j];
          }
        memset (once, 0, sizeof once);
        memset (twice, 0, sizeof twice);
        for (int p = 0; p < parts; p++)
          for (int j = 0; j < w; j++)
            {
              twice[j] |= once[j] & seg[p][j];
              once[j] |= seg[p][j];
            }
        for (int p = 0; p < parts && !s->bad; p++)
          {
            word only[W];
            int any = 0;
            for (int j = 0; j < w; j++)
              any |= (only[j] = seg[p][j] & once[j] & ~twice[j]) != 0;
            if (!any)
              continue;
            /* the segment's first cell names its box and line */
            int cell = s->unit[(long) u * n + p * step];
            const int *cu = s->units + 3L * cell;
            if (u < 2 * n)
              changed |= drop (s, cu[2], only, u);
            else
              changed |= drop (s, cu[dir], only, cu[2] - 2 * n);
          }
      }
  return changed;
}

/* Singles, the rules and locked candidates to a fixpoint. */
void
ss_ps_narrow (ps_state *s, ps_work *h)
{
  do
    ss_ps_singles (s);
  while (!s->bad && locked (s, h));
}
