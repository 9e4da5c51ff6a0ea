/* puzzle.c: the puzzle model and the rule checks every printed grid
   goes through. */
#include "model/model.h"

#include <stdlib.h>
#include <string.h>

ss_puzzle *
ss_puzzle_new (int k)
{
  if (k < SS_MIN_K || k > SS_MAX_K)
    return NULL;
  ss_puzzle *p = ss_calloc (1, sizeof *p);
  if (!p)
    return NULL;
  p->k = k;
  p->n = k * k;
  p->cells = ss_calloc ((size_t) p->n * p->n, sizeof *p->cells);
  if (!p->cells)
    {
      free (p);
      return NULL;
    }
  p->family = SS_SUDOKU;
  p->style.format = SS_FMT_GRID;
  p->style.blank = '.';
  return p;
}

void
ss_puzzle_free (ss_puzzle *p)
{
  if (!p)
    return;
  free (p->cells);
  free (p->dominoes);
  free (p);
}

ss_puzzle *
ss_puzzle_copy (const ss_puzzle *src)
{
  ss_puzzle *p = ss_puzzle_new (src->k);
  if (!p)
    return NULL;
  memcpy (p->cells, src->cells, (size_t) p->n * p->n * sizeof *p->cells);
  p->family = src->family;
  p->style = src->style;
  p->line = src->line;
  p->index = src->index;
  p->ndominoes = src->ndominoes;
  if (src->ndominoes)
    {
      p->dominoes = ss_malloc (src->ndominoes * sizeof *p->dominoes);
      if (!p->dominoes)
        {
          ss_puzzle_free (p);
          return NULL;
        }
      memcpy (p->dominoes, src->dominoes,
              src->ndominoes * sizeof *p->dominoes);
    }
  return p;
}

int
ss_puzzle_side (const ss_puzzle *p)
{
  return p->n;
}

ss_family
ss_puzzle_family (const ss_puzzle *p)
{
  return p->family;
}

int
ss_puzzle_get (const ss_puzzle *p, int r, int c)
{
  return ss_cell (p, r, c);
}

int
ss_puzzle_set (ss_puzzle *p, int r, int c, int v)
{
  if (r < 0 || r >= p->n || c < 0 || c >= p->n || v < 0 || v > p->n)
    return -1;
  p->cells[(long) r * p->n + c] = v;
  return 0;
}

int
ss_puzzle_index (const ss_puzzle *p)
{
  return p->index;
}

long
ss_puzzle_line (const ss_puzzle *p)
{
  return p->line;
}

/* Check that no value repeats within a row, column or box of grid; blank
   (0) cells are ignored.  Names the second occurrence. */
static int
check_units (const ss_puzzle *p, const int *grid, const char *what,
             long *bad, ss_error *err)
{
  int n = p->n, k = p->k;
  /* on the stack: a check that cannot run out of memory */
  unsigned char seen[SS_MAX_K * SS_MAX_K + 1];
  static const char *const unit_names[] = { "row", "column", "box" };
  int rc = 0;
  for (int kind = 0; kind < 3 && !rc; kind++)
    for (int u = 0; u < n && !rc; u++)
      {
        memset (seen, 0, (size_t) n + 1);
        for (int i = 0; i < n; i++)
          {
            int r, c;
            if (kind == 0)
              r = u, c = i;
            else if (kind == 1)
              r = i, c = u;
            else
              r = (u / k) * k + i / k, c = (u % k) * k + i % k;
            int v = grid[(long) r * n + c];
            if (!v)
              continue;
            if (bad)
              *bad = (long) r * n + c;
            if (v < 0 || v > n)
              {
                rc = ss_fail (err, SS_ERR_INPUT, NULL, 0, 0,
                              "%s value %d at row %d, column %d is out of "
                              "range 1-%d", what, v, r + 1, c + 1, n);
                break;
              }
            if (seen[v])
              {
                rc = ss_fail (err, SS_ERR_INPUT, NULL, 0, 0,
                              "%s value %d appears twice in %s %d "
                              "(again at row %d, column %d)", what, v,
                              unit_names[kind], u + 1, r + 1, c + 1);
                break;
              }
            seen[v] = 1;
          }
      }
  return rc;
}

int
ss_puzzle_check_givens (const ss_puzzle *p, long *cell, ss_error *err)
{
  return check_units (p, p->cells, "given", cell, err);
}

/* Sudominoku: the dominoes given in place must show in the grid, and
   the free cells must admit a tiling with the unused dominoes, each
   once.  Found by backtracking over the first uncovered cell: at most
   72 cells, a few dozen steps on a real solution. */
static int
tile_from (const ss_puzzle *p, const int *grid, unsigned char *covered,
           unsigned char *used, int from)
{
  int n = p->n;
  int cell = from;
  while (cell < n * n && covered[cell])
    cell++;
  if (cell == n * n)
    return 1;
  int r = cell / n, c = cell % n;
  static const int dr[2] = { 0, 1 }, dc[2] = { 1, 0 };
  for (int d = 0; d < 2; d++)
    {
      int r2 = r + dr[d], c2 = c + dc[d];
      if (r2 >= n || c2 >= n || covered[r2 * n + c2])
        continue;
      int a = grid[cell], b = grid[r2 * n + c2];
      if (a == b)
        continue;
      int lo = a < b ? a : b, hi = a < b ? b : a;
      int id = lo * (n + 1) + hi;
      if (used[id])
        continue;
      used[id] = 1;
      covered[cell] = covered[r2 * n + c2] = 1;
      if (tile_from (p, grid, covered, used, cell + 1))
        return 1;
      used[id] = 0;
      covered[cell] = covered[r2 * n + c2] = 0;
    }
  return 0;
}

static int
check_dominoes (const ss_puzzle *p, const int *grid, ss_error *err)
{
  int n = p->n;
  unsigned char *covered = ss_calloc ((size_t) n * n, 1);
  unsigned char *used = ss_calloc ((size_t) (n + 1) * (n + 1), 1);
  int rc = covered && used ? 0 : ss_oom (err);
  /* The single digits are the givens not covered by a given domino. */
  for (int i = 0; i < p->ndominoes && !rc; i++)
    {
      const ss_domino *d = &p->dominoes[i];
      if (grid[d->r1 * n + d->c1] != d->a || grid[d->r2 * n + d->c2] != d->b)
        rc = ss_fail (err, SS_ERR_INTERNAL, NULL, 0, 0,
                      "grid does not show given domino %d-%d", d->a, d->b);
      int lo = d->a < d->b ? d->a : d->b, hi = d->a < d->b ? d->b : d->a;
      used[lo * (n + 1) + hi] = 1;
      covered[d->r1 * n + d->c1] = covered[d->r2 * n + d->c2] = 1;
    }
  int singles = 0;
  for (int i = 0; i < n * n && !rc; i++)
    if (!covered[i] && p->cells[i])
      covered[i] = 1, singles++;
  if (!rc && singles != n)
    rc = ss_fail (err, SS_ERR_INTERNAL, NULL, 0, 0,
                  "puzzle has %d single digits, expected %d", singles, n);
  if (!rc && !tile_from (p, grid, covered, used, 0))
    rc = ss_fail (err, SS_ERR_INTERNAL, NULL, 0, 0,
                  "grid admits no tiling by the unused dominoes");
  free (covered);
  free (used);
  return rc;
}

int
ss_check_solution (const ss_puzzle *p, const int *grid, ss_error *err)
{
  long cells = (long) p->n * p->n;
  for (long i = 0; i < cells; i++)
    {
      if (grid[i] < 1 || grid[i] > p->n)
        return ss_fail (err, SS_ERR_INTERNAL, NULL, 0, 0,
                        "solution cell at row %ld, column %ld holds %d",
                        i / p->n + 1, i % p->n + 1, grid[i]);
      if (p->cells[i] && p->cells[i] != grid[i])
        return ss_fail (err, SS_ERR_INTERNAL, NULL, 0, 0,
                        "solution changes the given at row %ld, column %ld",
                        i / p->n + 1, i % p->n + 1);
    }
  if (check_units (p, grid, "solution", NULL, err))
    {
      err->status = SS_ERR_INTERNAL;
      return -1;
    }
  if (p->family == SS_SUDOMINOKU)
    return check_dominoes (p, grid, err);
  return 0;
}
