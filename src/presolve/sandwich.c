/* sandwich.c: the propagators of the clues outside the grid
   (src/model/sandwich.c), over the candidates' view the presolver and
   the explainer share.  A sandwich: each placing of the 1 and the n
   (the crusts) on two cells of the line that may hold them, every
   other cell able to hold a digit between, and the cells between them
   able to reach the total (sums reached from both ends of the part,
   repeats allowed); a value stays while some placing uses it.  An
   x-sum: each candidate X of the first cell whose first X cells can
   reach the total with digits other than X; the cells past the X-th
   are free under it.  Both are exact for the clue alone but for the
   repeats that the line's all-different forbids, which its own
   propagation handles; a line too long for the sums within the budget
   keeps its sums unread (only the crusts, or the first cell's range,
   narrow). */
#include "presolve/presolve.h"

#include <stdlib.h>
#include <string.h>

/* Sums read past this many steps (cells times sums times values) are
   left out. */
#define SUM_BUDGET 4000000L

typedef struct seg {
  ss_cands *v;
  const int *cells;
  int n, lo, hi, skip;     /* values lo..hi other than skip */
  unsigned char *pre, *back;
  unsigned char *keep;     /* keep[i * (n + 1) + a] */
  int cap;
} seg;

#define AT(a, i, s) (a)[(size_t) (i) * (cap + 1) + (s)]

static int
allowed (const seg *g, int cell, int a)
{
  return a >= g->lo && a <= g->hi && a != g->skip
         && g->v->has (g->v->ctx, cell, a);
}

/* Cells from..to-1 of the line summing to target: 1 when some values
   allowed do, their values marked in keep; 0 when none. */
static int
seg_support (seg *g, int from, int to, int target)
{
  int n = g->n, cap = target, m = to - from;
  if (target < 0 || target > g->cap)
    return 0;
  memset (g->pre, 0, (size_t) (m + 1) * (cap + 1));
  memset (g->back, 0, (size_t) (m + 1) * (cap + 1));
  AT (g->pre, 0, 0) = 1;
  for (int i = 0; i < m; i++)
    for (int s = 0; s <= cap; s++)
      if (AT (g->pre, i, s))
        for (int a = g->lo; a <= g->hi && s + a <= cap; a++)
          if (allowed (g, g->cells[from + i], a))
            AT (g->pre, i + 1, s + a) = 1;
  if (!AT (g->pre, m, cap))
    return 0;
  AT (g->back, m, cap) = 1;
  for (int i = m - 1; i >= 0; i--)
    for (int s = 0; s <= cap; s++)
      for (int a = g->lo; a <= g->hi && s + a <= cap; a++)
        if (AT (g->back, i + 1, s + a) && allowed (g, g->cells[from + i], a))
          {
            AT (g->back, i, s) = 1;
            if (AT (g->pre, i, s))
              g->keep[(from + i) * (n + 1) + a] = 1;
          }
  return 1;
}

/* Keep every allowed value of cells from..to-1. */
static void
seg_all (seg *g, int from, int to)
{
  for (int i = from; i < to; i++)
    for (int a = 1; a <= g->n; a++)
      if (allowed (g, g->cells[i], a))
        g->keep[i * (g->n + 1) + a] = 1;
}

/* Drop what keep lacks; free the work. */
static void
finish (ss_cands *v, const ss_constraint *con, seg *g)
{
  int n = v->n;
  for (int i = 0; i < n; i++)
    for (int a = 1; a <= n; a++)
      if (!g->keep[i * (n + 1) + a] && v->has (v->ctx, con->cells[i], a))
        v->drop (v->ctx, con->cells[i], a);
  free (g->keep);
  free (g->pre);
}

/* Room for the sums up to cap; 0, or -1 when memory runs out (v->oom
   set). */
static int
start (ss_cands *v, const ss_constraint *con, seg *g, int cap)
{
  int n = v->n;
  *g = (seg) { v, con->cells, n, 1, n, 0, NULL, NULL, NULL, cap };
  size_t layer = (size_t) (n + 1) * (cap + 1);
  g->keep = ss_calloc ((size_t) n * (n + 1), 1);
  g->pre = ss_malloc (2 * layer);
  if (!g->keep || !g->pre)
    {
      free (g->keep);
      free (g->pre);
      v->oom = 1;
      return -1;
    }
  g->back = g->pre + layer;
  return 0;
}

void
ss_prop_sandwich (ss_cands *v, const ss_puzzle *pz, const ss_constraint *con)
{
  (void) pz;
  int n = v->n, total = con->param;
  seg g;
  if (start (v, con, &g, total))
    return;
  int sums = (long) n * n * n * (total + 1) <= SUM_BUDGET;
  /* the cells that may hold no digit between the crusts */
  int *crustonly = ss_calloc ((size_t) n + 1, sizeof *crustonly);
  if (!crustonly)
    {
      v->oom = 1;
      free (g.keep);
      free (g.pre);
      return;
    }
  int nonly = 0;
  g.lo = 2;
  g.hi = n - 1;
  for (int i = 0; i < n; i++)
    {
      int mid = 0;
      for (int a = 2; a < n && !mid; a++)
        mid = v->has (v->ctx, con->cells[i], a);
      crustonly[i] = !mid;
      nonly += !mid;
    }
  for (int i = 0; i < n; i++)
    for (int j = i + 1; j < n; j++)
      {
        int c1 = con->cells[i], c2 = con->cells[j];
        int lohi = v->has (v->ctx, c1, 1) && v->has (v->ctx, c2, n);
        int hilo = v->has (v->ctx, c1, n) && v->has (v->ctx, c2, 1);
        if ((!lohi && !hilo) || nonly - crustonly[i] - crustonly[j])
          continue;
        /* the digits between: 2 .. n-1 each */
        long d = j - i - 1;
        if (total < 2 * d || total > (long) (n - 1) * d || (!d && total))
          continue;
        if (sums)
          {
            if (!seg_support (&g, i + 1, j, total))
              continue;
          }
        else
          seg_all (&g, i + 1, j);
        seg_all (&g, 0, i);
        seg_all (&g, j + 1, n);
        g.keep[i * (n + 1) + 1] |= (unsigned char) lohi;
        g.keep[j * (n + 1) + n] |= (unsigned char) lohi;
        g.keep[i * (n + 1) + n] |= (unsigned char) hilo;
        g.keep[j * (n + 1) + 1] |= (unsigned char) hilo;
      }
  free (crustonly);
  finish (v, con, &g);
}

void
ss_prop_xsum (ss_cands *v, const ss_puzzle *pz, const ss_constraint *con)
{
  (void) pz;
  int n = v->n, total = con->param;
  seg g;
  if (start (v, con, &g, total))
    return;
  int sums = (long) n * n * n * (total + 1) <= SUM_BUDGET;
  for (int x = 1; x <= n; x++)
    {
      if (!v->has (v->ctx, con->cells[0], x) || x > total)
        continue;
      /* the X-1 digits after the first, none of them X */
      long rest = total - x, k = x - 1;
      if (rest < (long) k * (k + 1) / 2 - (x <= k ? k - x + 1 : 0)
          || rest > (long) k * n)
        continue;
      g.lo = 1;
      g.hi = n;
      g.skip = x;
      if (sums)
        {
          if (!seg_support (&g, 1, x, (int) rest))
            continue;
        }
      else
        seg_all (&g, 1, x);
      g.skip = 0;
      seg_all (&g, x, n);
      g.keep[x] = 1;
    }
  finish (v, con, &g);
}
