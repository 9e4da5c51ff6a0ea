/* lines.c: the placers of the line rules (ss_gen_kinds, kinds.c):
   palindromes, renban, German whispers, between lines, slow
   thermometers and region-sum lines, each a path of king's-move
   neighbours that the full grid keeps.  A line is the longest of a few
   random walks, each step going to a neighbour with which the walk can
   still become a line of the rule; palindromes grow from their middle
   at both ends.  Every choice comes from the generator's numbers, so a
   seed lays out the same lines again. */
#include "generate/generate.h"

#include <stdlib.h>

/* King's-move steps. */
static const int steps[8][2] = {
  { 0, 1 }, { 1, 0 }, { 0, -1 }, { -1, 0 },
  { 1, 1 }, { 1, -1 }, { -1, 1 }, { -1, -1 }
};

enum { LINE_WALKS = 16 };

/* A walk of m cells on the full grid sol, for the line rule kind. */
typedef struct walk {
  const ss_puzzle *pz;
  const int *sol;
  ss_con_kind kind;
  int *cells, m;
} walk;

static int
box (const walk *w, int cell)
{
  int n = w->pz->n;
  return ss_box_of (w->pz, cell / n, cell % n);
}

/* Region-sum lines: the walk cut into its parts (one a box it passes
   through).  1 when every part but the last sums to the first's total
   and the last has not passed it; *parts, *first (the first part's
   total) and *last (the last part's) set. */
static int
parts_alike (const walk *w, int *parts, long *first, long *last)
{
  long sum = 0;
  *parts = 0, *first = -1;
  for (int i = 0; i < w->m; i++)
    {
      sum += w->sol[w->cells[i]];
      if (i + 1 < w->m && box (w, w->cells[i]) == box (w, w->cells[i + 1]))
        continue;
      ++*parts;
      if (*first < 0)
        *first = sum;
      if (i + 1 == w->m)
        break;
      if (sum != *first)
        return 0;
      sum = 0;
    }
  *last = sum;
  return sum <= *first;
}

/* Whether the walk can still become a line of its rule by going on
   (its last step kept the rule so far). */
static int
viable (const walk *w)
{
  const int *s = w->sol, *c = w->cells;
  int m = w->m, n = w->pz->n;
  if (m < 2)
    return 1;
  int a = s[c[m - 2]], b = s[c[m - 1]];
  switch (w->kind)
    {
    case SS_CON_WHISPERS: return abs (a - b) >= ss_whispers_gap (n);
    case SS_CON_SLOWTHERMO: return b >= a;
    case SS_CON_RENBAN:
      for (int i = 0; i < m - 1; i++)
        if (s[c[i]] == b)
          return 0;
      return 1;
    case SS_CON_BETWEEN:
      /* every cell past the first on the side of it the second took */
      return b != s[c[0]] && (b > s[c[0]]) == (s[c[1]] > s[c[0]]);
    case SS_CON_REGIONSUM:
      {
        int parts;
        long first, last;
        return parts_alike (w, &parts, &first, &last);
      }
    default:
      return 0;
    }
}

/* Whether the walk is a line of its rule as it stands. */
static int
whole (const walk *w)
{
  const int *s = w->sol, *c = w->cells;
  int m = w->m;
  if (m < 2 || !viable (w))
    return 0;
  switch (w->kind)
    {
    case SS_CON_RENBAN:
      {
        int lo = s[c[0]], hi = s[c[0]];
        for (int i = 1; i < m; i++)
          lo = s[c[i]] < lo ? s[c[i]] : lo, hi = s[c[i]] > hi ? s[c[i]] : hi;
        return hi - lo + 1 == m;
      }
    case SS_CON_BETWEEN:
      {
        if (m < 3)
          return 0;
        int up = s[c[1]] > s[c[0]], end = s[c[m - 1]];
        for (int i = 1; i < m - 1; i++)
          if (up ? s[c[i]] >= end : s[c[i]] <= end)
            return 0;
        return 1;
      }
    case SS_CON_REGIONSUM:
      {
        /* two parts or more, the last complete */
        int parts;
        long first, last;
        return parts_alike (w, &parts, &first, &last) && parts >= 2
               && last == first;
      }
    default:
      return 1;
    }
}

/* The cell a king's move s from cell, -1 off the grid. */
static int
step (int n, int cell, int s)
{
  int r = cell / n + steps[s][0], c = cell % n + steps[s][1];
  return r < 0 || c < 0 || r >= n || c >= n ? -1 : r * n + c;
}

/* Whether cell is free: in no line of this placer and not in the walk
   (m cells at cells). */
static int
fresh (const int *used, const int *cells, int m, int cell)
{
  if (cell < 0 || used[cell])
    return 0;
  for (int i = 0; i < m; i++)
    if (cells[i] == cell)
      return 0;
  return 1;
}

/* One walk from a random free cell, its longest line prefix into best
   (*bm cells) when longer than what best holds. */
static void
one_walk (walk *w, const int *used, ss_rng *rng, int *best, int *bm)
{
  int n = w->pz->n;
  int start = (int) ss_rng_below (rng, (uint32_t) (n * n));
  if (used[start])
    return;
  w->m = 0;
  w->cells[w->m++] = start;
  while (w->m < n)
    {
      int room[8], k = 0, at = w->cells[w->m - 1];
      for (int s = 0; s < 8; s++)
        {
          int nb = step (n, at, s);
          if (!fresh (used, w->cells, w->m, nb))
            continue;
          w->cells[w->m++] = nb;
          if (viable (w))
            room[k++] = nb;
          w->m--;
        }
      if (!k)
        break;
      w->cells[w->m++] = room[ss_rng_below (rng, (uint32_t) k)];
      if (w->m > *bm && whole (w))
        {
          *bm = w->m;
          for (int i = 0; i < w->m; i++)
            best[i] = w->cells[i];
        }
    }
}

/* A palindrome grown from a middle cell: each round the two ends step
   to free neighbours of equal value, the line's two halves kept in lo
   (from the middle out, first end) and hi. */
static void
one_palindrome (walk *w, const int *used, ss_rng *rng, int *best, int *bm)
{
  int n = w->pz->n, *cells = w->cells;
  int mid = (int) ss_rng_below (rng, (uint32_t) (n * n));
  if (used[mid])
    return;
  /* cells: mid, then pairs (lo_i, hi_i) in turn */
  int m = 0;
  cells[m++] = mid;
  while (m + 2 <= n)
    {
      int a = m > 1 ? cells[m - 2] : mid, b = m > 1 ? cells[m - 1] : mid;
      int pairs[64][2], k = 0;
      for (int s = 0; s < 8; s++)
        for (int t = 0; t < 8 && k < 64; t++)
          {
            int x = step (n, a, s), y = step (n, b, t);
            if (x != y && fresh (used, cells, m, x)
                && fresh (used, cells, m, y) && w->sol[x] == w->sol[y])
              pairs[k][0] = x, pairs[k][1] = y, k++;
          }
      if (!k)
        break;
      int pick = (int) ss_rng_below (rng, (uint32_t) k);
      cells[m++] = pairs[pick][0];
      cells[m++] = pairs[pick][1];
    }
  if (m < 3 || m <= *bm)
    return;
  /* in line order: the first ends' cells back to the middle, then the
     second ends' */
  int j = 0;
  for (int i = m - 2; i >= 1; i -= 2)
    best[j++] = cells[i];
  best[j++] = mid;
  for (int i = 2; i < m; i += 2)
    best[j++] = cells[i];
  *bm = m;
}

/* About n/2 lines of kind on cells no other of them holds. */
static int
lines (ss_puzzle *pz, const int *sol, ss_rng *rng, ss_con_kind kind,
       ss_error *err)
{
  int n = pz->n, cells = n * n, rc = 0;
  int *used = ss_calloc ((size_t) cells, sizeof *used);
  int *path = ss_malloc ((size_t) n * sizeof *path);
  int *best = ss_malloc ((size_t) n * sizeof *best);
  if (!used || !path || !best)
    {
      rc = ss_oom (err);
      goto done;
    }
  walk w = { pz, sol, kind, path, 0 };
  int want = n / 2 > 1 ? n / 2 : 1;
  for (int t = 0; t < want && !rc; t++)
    {
      int bm = 0;
      for (int i = 0; i < LINE_WALKS; i++)
        if (kind == SS_CON_PALINDROME)
          one_palindrome (&w, used, rng, best, &bm);
        else
          one_walk (&w, used, rng, best, &bm);
      if (!bm)
        continue;
      for (int j = 0; j < bm; j++)
        used[best[j]] = 1;
      rc = ss_puzzle_add_line (pz, ss_kind (kind)->word, best, bm, err);
    }
done:
  free (used);
  free (path);
  free (best);
  return rc;
}

int
ss_gen_palindromes (ss_puzzle *pz, const int *sol, ss_rng *rng,
                    ss_error *err)
{
  return lines (pz, sol, rng, SS_CON_PALINDROME, err);
}

int
ss_gen_renbans (ss_puzzle *pz, const int *sol, ss_rng *rng, ss_error *err)
{
  return lines (pz, sol, rng, SS_CON_RENBAN, err);
}

int
ss_gen_whispers (ss_puzzle *pz, const int *sol, ss_rng *rng, ss_error *err)
{
  return lines (pz, sol, rng, SS_CON_WHISPERS, err);
}

int
ss_gen_betweens (ss_puzzle *pz, const int *sol, ss_rng *rng, ss_error *err)
{
  return lines (pz, sol, rng, SS_CON_BETWEEN, err);
}

int
ss_gen_slowthermos (ss_puzzle *pz, const int *sol, ss_rng *rng,
                    ss_error *err)
{
  return lines (pz, sol, rng, SS_CON_SLOWTHERMO, err);
}

int
ss_gen_regionsums (ss_puzzle *pz, const int *sol, ss_rng *rng,
                   ss_error *err)
{
  return lines (pz, sol, rng, SS_CON_REGIONSUM, err);
}
