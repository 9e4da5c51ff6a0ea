/* sandwich.c: the clues a setter writes outside the grid, beside a row
   or a column: sandwich sums (the digits strictly between the 1 and
   the n of the line sum to the clue) and x-sums (read from the clue,
   the first X digits sum to it, X the first of them).  Each is kept as
   the line's n cells in order from the clue, its total in param; this
   file checks a clue when it is added and grids against it. */
#include "model/model.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The totals a sandwich of an n x n grid takes: the sums of the sets
   of the digits 2 .. n-1, which are 0, 2 .. S-2 and S (S their sum:
   only 1 and S-1 are missed, each set of 1 .. n-1 having a
   neighbour). */
static int
sandwich_reaches (int n, long total)
{
  long s = (long) n * (n - 1) / 2 - 1;
  if (n < 3)
    return total == 0;
  return total == 0 || total == s || (total >= 2 && total <= s - 2);
}

/* Whether an x-sum of an n x n grid can total t: X + the sum of X-1
   distinct digits other than X, for some X.  Exact (sets of digits
   counted in bit sets of the sums) up to 64x64; past that, within
   each X's least and greatest totals. */
static int
xsum_reaches (int n, long t, int *memfail)
{
  *memfail = 0;
  if (n > 64)
    {
      for (long x = 1; x <= n; x++)
        {
          /* X-1 digits other than X: the smallest and the largest */
          long lo = x, hi = x;
          for (long v = 1, k = 0; k < x - 1; v++)
            if (v != x)
              lo += v, k++;
          for (long v = n, k = 0; k < x - 1; v--)
            if (v != x)
              hi += v, k++;
          if (t >= lo && t <= hi)
            return 1;
        }
      return 0;
    }
  if (t < 1 || t > (long) n * (n + 1) / 2)
    return 0;
  int words = (int) (t / 64) + 1;
  uint64_t *reach = ss_calloc ((size_t) n * words, sizeof *reach);
  if (!reach)
    {
      *memfail = 1;
      return 0;
    }
  int found = 0;
  for (int x = 1; x <= n && !found; x++)
    {
      long want = t - x;
      if (want < 0)
        break;
      /* reach[k]: the sums of k digits of those seen, X left out */
      memset (reach, 0, (size_t) n * words * sizeof *reach);
      reach[0] = 1;
      for (int v = 1, seen = 0; v <= n; v++)
        {
          if (v == x)
            continue;
          seen++;
          int top = seen < x - 1 ? seen : x - 1;
          for (int k = top; k >= 1; k--)
            {
              uint64_t *to = reach + (size_t) k * words;
              const uint64_t *from = reach + (size_t) (k - 1) * words;
              int ws = v / 64, bs = v % 64;
              for (int w = words - 1; w >= ws; w--)
                {
                  uint64_t m = from[w - ws] << bs;
                  if (bs && w - ws - 1 >= 0)
                    m |= from[w - ws - 1] >> (64 - bs);
                  to[w] |= m;
                }
            }
        }
      found = reach[(size_t) (x - 1) * words + want / 64] >> (want % 64) & 1;
    }
  free (reach);
  return found;
}

int
ss_puzzle_add_sandwich_cells (ss_puzzle *p, ss_con_kind kind,
                              const int *cells, int m, int total,
                              ss_error *err)
{
  int n = p->n;
  long nn = (long) n * n;
  const char *name = kind == SS_CON_SANDWICH ? "sandwich" : "x-sum";
  const char *a_name = kind == SS_CON_SANDWICH ? "a sandwich" : "an x-sum";
  if (!ss_sandwich_kind (kind))
    return ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "not a sandwich or "
                    "x-sum");
  if (m != n)
    return ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "%s of %d cell%s: it "
                    "covers a whole row or column of the %dx%d grid, %d "
                    "cells", a_name, m, m == 1 ? "" : "s", n, n, n);
  for (int i = 0; i < m; i++)
    if (cells[i] < 0 || cells[i] >= nn)
      return ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "%s cell %d is off "
                      "the %dx%d grid", name, cells[i], n, n);
  /* from one end of a row or column to the other, in order */
  int a = cells[0], step = cells[1] - cells[0];
  int ok = (step == 1 && a % n == 0) || (step == -1 && a % n == n - 1)
           || (step == n && a / n == 0) || (step == -n && a / n == n - 1);
  for (int i = 1; i < m && ok; i++)
    ok = cells[i] - cells[i - 1] == step;
  if (!ok)
    return ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "%s's cells run "
                    "along one row or column from one end to the other, "
                    "not from row %d, column %d to row %d, column %d",
                    a_name, a / n + 1, a % n + 1, cells[m - 1] / n + 1,
                    cells[m - 1] % n + 1);
  int memfail = 0;
  if (kind == SS_CON_SANDWICH && !sandwich_reaches (n, total))
    return ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "a sandwich of the %dx%d "
                    "grid cannot total %d: no set of the digits 2 to %d "
                    "sums to it", n, n, total, n - 1);
  if (kind == SS_CON_XSUM && !xsum_reaches (n, total, &memfail))
    return memfail ? ss_oom (err)
           : ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "an x-sum of the "
                      "%dx%d grid cannot total %d: no first digit X with "
                      "X-1 more distinct digits after it sums to it", n, n,
                      total);
  if (ss_puzzle_add_param_con (p, kind, cells, m, total))
    return ss_oom (err);
  return 0;
}

/* A clue at row r, column c of the grid and its border (0..n+1): the
   cells of its line from the clue in. */
static int
add_at (ss_puzzle *p, ss_con_kind kind, int r, int c, int total,
        ss_error *err)
{
  int n = p->n;
  const char *name = kind == SS_CON_SANDWICH ? "a sandwich" : "an x-sum";
  int top = r == 0, bottom = r == n + 1, left = c == 0, right = c == n + 1;
  if (r < 0 || c < 0 || r > n + 1 || c > n + 1 || top + bottom + left
      + right != 1)
    return ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "%s clue stands beside "
                    "a row or column, outside the %dx%d grid (row 0 or %d, "
                    "or column 0 or %d), not at row %d, column %d%s", name,
                    n, n, n + 1, n + 1, r, c, top + bottom + left + right
                    ? " (a corner)" : "");
  int *cells = ss_malloc ((size_t) n * sizeof *cells);
  if (!cells)
    return ss_oom (err);
  for (int i = 0; i < n; i++)
    cells[i] = top ? i * n + c - 1 : bottom ? (n - 1 - i) * n + c - 1
               : left ? (r - 1) * n + i : (r - 1) * n + n - 1 - i;
  int rc = ss_puzzle_add_sandwich_cells (p, kind, cells, n, total, err);
  free (cells);
  return rc;
}

int
ss_puzzle_add_sandwich (ss_puzzle *p, int r, int c, int total,
                        ss_error *err)
{
  return add_at (p, SS_CON_SANDWICH, r, c, total, err);
}

int
ss_puzzle_add_xsum (ss_puzzle *p, int r, int c, int total, ss_error *err)
{
  return add_at (p, SS_CON_XSUM, r, c, total, err);
}
