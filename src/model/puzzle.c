/* puzzle.c: the puzzle model and the rule checks every printed grid
   goes through. */
#include "model/model.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

int
ss_box_default (int n, int *rows, int *cols)
{
  if (n < SS_MIN_SIDE || n > SS_MAX_SIDE)
    return -1;
  /* the largest divisor r with r * r <= n: square, or r < n / r */
  int best = 0;
  for (int r = 2; r * r <= n; r++)
    if (n % r == 0)
      best = r;
  if (!best)
    return -1;
  *rows = best;
  *cols = n / best;
  return 0;
}

/* Append a constraint of m cells (copied; none for the tiling).
   Returns 0, or -1 when memory runs out (p is unchanged then). */
static int
add_con (ss_puzzle *p, ss_con_kind kind, const int *cells, int m)
{
  int *copy = NULL;
  if (m)
    {
      copy = ss_malloc ((size_t) m * sizeof *copy);
      if (!copy)
        return -1;
      memcpy (copy, cells, (size_t) m * sizeof *copy);
    }
  /* room doubles, so a grid's 3n units cost a few reallocations */
  if (p->ncons == p->capcons)
    {
      int cap = p->capcons ? 2 * p->capcons : 3 * p->n + 1;
      ss_constraint *cons = ss_realloc (p->cons, (size_t) cap
                                                 * sizeof *p->cons);
      if (!cons)
        {
          free (copy);
          return -1;
        }
      p->cons = cons;
      p->capcons = cap;
    }
  ss_constraint *c = &p->cons[p->ncons++];
  c->kind = kind;
  c->ncells = m;
  c->cells = copy;
  c->shared = 0;
  c->rule = 0;
  c->unit = NULL;
  c->param = 0;
  memset (c->values, 0, sizeof c->values);
  return 0;
}

int
ss_puzzle_add_con (ss_puzzle *p, ss_con_kind kind, const int *cells, int m,
                   int rule, const char *unit)
{
  if (add_con (p, kind, cells, m))
    return -1;
  p->cons[p->ncons - 1].rule = rule;
  p->cons[p->ncons - 1].unit = unit;
  return 0;
}

int
ss_puzzle_add_param_con (ss_puzzle *p, ss_con_kind kind, const int *cells,
                         int m, int param)
{
  if (add_con (p, kind, cells, m))
    return -1;
  p->cons[p->ncons - 1].param = param;
  return 0;
}

/* The grid's own units: rows, then columns, then boxes.  0, or -1
   when memory runs out. */
static int
add_units (ss_puzzle *p)
{
  int n = p->n;
  /* one block for all 3n units: a puzzle is made per input line, and
     3n small allocations showed in the time of easy 9x9 puzzles */
  p->units_block = ss_malloc ((size_t) 3 * n * n * sizeof *p->units_block);
  if (!p->units_block)
    return -1;
  for (int kind = SS_CON_ROW; kind <= SS_CON_BOX; kind++)
    for (int u = 0; u < n; u++)
      {
        int *cells = p->units_block + ((long) kind * n + u) * n;
        for (int i = 0; i < n; i++)
          {
            int r, c;
            if (kind == SS_CON_ROW)
              r = u, c = i;
            else if (kind == SS_CON_COL)
              r = i, c = u;
            else
              r = u / p->br * p->br + i / p->bc,
              c = u % p->br * p->bc + i % p->bc;
            cells[i] = r * n + c;
          }
        if (add_con (p, (ss_con_kind) kind, NULL, 0))
          return -1;
        ss_constraint *c = &p->cons[p->ncons - 1];
        c->cells = cells;
        c->ncells = n;
        c->shared = 1;
      }
  return 0;
}

/* A blank grid with boxes of rows x cols (rows 1 for a grid whose
   regions are to replace its boxes). */
static ss_puzzle *
new_grid (int rows, int cols)
{
  ss_puzzle *p = ss_calloc (1, sizeof *p);
  if (!p)
    return NULL;
  p->br = rows;
  p->bc = cols;
  p->n = rows * cols;
  p->family = SS_SUDOKU;
  p->style.format = SS_FMT_GRID;
  p->style.blank = '.';
  p->cells = ss_calloc ((size_t) p->n * p->n, sizeof *p->cells);
  if (!p->cells || add_units (p))
    {
      ss_puzzle_free (p);
      return NULL;
    }
  return p;
}

ss_puzzle *
ss_puzzle_new_box (int rows, int cols)
{
  if (rows < 2 || cols < 2 || rows > SS_MAX_SIDE / cols)
    return NULL;
  return new_grid (rows, cols);
}

ss_puzzle *
ss_puzzle_new_irregular (int n)
{
  int rows, cols;
  if (n < SS_MIN_SIDE || n > SS_MAX_SIDE)
    return NULL;
  if (!ss_box_default (n, &rows, &cols))
    return new_grid (rows, cols);
  return new_grid (1, n);
}

ss_puzzle *
ss_puzzle_new (int k)
{
  if (k < SS_MIN_K || k > SS_MAX_K)
    return NULL;
  return ss_puzzle_new_box (k, k);
}

void
ss_puzzle_free (ss_puzzle *p)
{
  if (!p)
    return;
  for (int i = 0; i < p->ncons; i++)
    if (!p->cons[i].shared)
      free (p->cons[i].cells);
  free (p->cons);
  free (p->units_block);
  free (p->cells);
  free (p->dominoes);
  free (p->region);
  free (p->written);
  free (p);
}

ss_puzzle *
ss_puzzle_copy (const ss_puzzle *src)
{
  ss_puzzle *p = ss_calloc (1, sizeof *p);
  if (!p)
    return NULL;
  *p = *src;
  p->ncons = p->capcons = 0;
  p->cons = NULL;
  p->units_block = NULL;
  p->dominoes = NULL;
  p->region = NULL;
  p->cells = NULL;     /* src's until copied: never freed here */
  p->written = NULL;
  if (src->written)
    {
      p->written = ss_malloc (src->written_size);
      if (!p->written)
        goto fail;
      memcpy (p->written, src->written, src->written_size);
    }
  if (src->region)
    {
      size_t size = (size_t) p->n * p->n * sizeof *p->region;
      p->region = ss_malloc (size);
      if (!p->region)
        goto fail;
      memcpy (p->region, src->region, size);
    }
  p->cells = ss_malloc ((size_t) p->n * p->n * sizeof *p->cells);
  if (!p->cells)
    goto fail;
  memcpy (p->cells, src->cells, (size_t) p->n * p->n * sizeof *p->cells);
  for (int i = 0; i < src->ncons; i++)
    {
      if (ss_puzzle_add_con (p, src->cons[i].kind, src->cons[i].cells,
                             src->cons[i].ncells, src->cons[i].rule,
                             src->cons[i].unit))
        goto fail;
      p->cons[p->ncons - 1].param = src->cons[i].param;
      memcpy (p->cons[p->ncons - 1].values, src->cons[i].values,
              sizeof src->cons[i].values);
    }
  if (src->ndominoes)
    {
      p->dominoes = ss_malloc (src->ndominoes * sizeof *p->dominoes);
      if (!p->dominoes)
        goto fail;
      memcpy (p->dominoes, src->dominoes,
              src->ndominoes * sizeof *p->dominoes);
    }
  return p;
fail:
  ss_puzzle_free (p);
  return NULL;
}

int
ss_puzzle_set_family (ss_puzzle *p, ss_family family)
{
  int j = 0;
  for (int i = 0; i < p->ncons; i++)
    if (p->cons[i].kind == SS_CON_TILING)
      free (p->cons[i].cells);
    else
      p->cons[j++] = p->cons[i];
  p->ncons = j;
  p->family = family;
  if (family == SS_SUDOMINOKU)
    return add_con (p, SS_CON_TILING, NULL, 0);
  return 0;
}

int
ss_puzzle_add_region (ss_puzzle *p, const int *cells, int m, ss_error *err)
{
  long nn = (long) p->n * p->n;
  if (m < 2 || m > p->n)
    return ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "a region of %d cell%s: "
                    "it must have 2 to %d", m, m == 1 ? "" : "s", p->n);
  for (int i = 0; i < m; i++)
    {
      if (cells[i] < 0 || cells[i] >= nn)
        return ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "region cell %d is "
                        "off the %dx%d grid", cells[i], p->n, p->n);
      for (int j = 0; j < i; j++)
        if (cells[j] == cells[i])
          return ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "region names "
                          "cell %d twice", cells[i]);
    }
  if (add_con (p, SS_CON_EXTRA, cells, m))
    return ss_oom (err);
  return 0;
}

int
ss_puzzle_set_regions (ss_puzzle *p, const int *region_of_cell,
                       ss_error *err)
{
  int n = p->n;
  long nn = (long) n * n;
  if (p->family == SS_SUDOMINOKU)
    return ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "a Sudominoku puzzle "
                    "keeps its 3x3 boxes: it takes no jigsaw regions");
  int *region = NULL;
  if (!region_of_cell && p->br < 2)
    return ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "a %dx%d grid has no "
                    "boxes (its side is prime): its regions stay", n, n);
  if (region_of_cell)
    {
      /* on the stack: sizes and first cells of up to SS_MAX_SIDE
         regions */
      int size[SS_MAX_SIDE], first[SS_MAX_SIDE];
      for (int g = 0; g < n; g++)
        size[g] = 0, first[g] = -1;
      for (long i = 0; i < nn; i++)
        {
          int g = region_of_cell[i];
          if (g < 0 || g >= n)
            return ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "row %ld, column "
                            "%ld is in region number %d: a %dx%d grid's "
                            "regions are numbered 0 to %d", i / n + 1,
                            i % n + 1, g, n, n, n - 1);
          if (first[g] < 0)
            first[g] = (int) i;
          size[g]++;
        }
      for (int g = 0; g < n; g++)
        if (size[g] != n)
          {
            if (!size[g])
              return ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "region "
                              "number %d has no cell: a %dx%d grid needs %d "
                              "regions of %d cells", g, n, n, n, n);
            return ss_fail (err, SS_ERR_USAGE, NULL, 0, 0, "region number "
                            "%d (first cell row %d, column %d) has %d "
                            "cells: the regions of a %dx%d grid must have "
                            "%d each", g, first[g] / n + 1, first[g] % n + 1,
                            size[g], n, n, n);
          }
      region = ss_malloc ((size_t) nn * sizeof *region);
      if (!region)
        return ss_oom (err);
      memcpy (region, region_of_cell, (size_t) nn * sizeof *region);
    }
  free (p->region);
  p->region = region;
  /* the box units, in order, take the regions' cells (or the boxes'
     again) */
  int u = 0;
  for (int j = 0; j < p->ncons; j++)
    {
      if (p->cons[j].kind != SS_CON_BOX)
        continue;
      int *cells = p->cons[j].cells, m = 0;
      if (region)
        {
          for (int cell = 0; cell < nn; cell++)
            if (region[cell] == u)
              cells[m++] = cell;
        }
      else
        for (int i = 0; i < n; i++)
          cells[i] = (u / p->br * p->br + i / p->bc) * n
                     + u % p->br * p->bc + i % p->bc;
      u++;
    }
  return 0;
}

int
ss_puzzle_region (const ss_puzzle *p, int r, int c)
{
  return ss_box_of (p, r, c);
}

int
ss_puzzle_is_jigsaw (const ss_puzzle *p)
{
  return p->region != NULL;
}

int
ss_puzzle_side (const ss_puzzle *p)
{
  return p->n;
}

int
ss_puzzle_box_rows (const ss_puzzle *p)
{
  return p->br;
}

int
ss_puzzle_box_cols (const ss_puzzle *p)
{
  return p->bc;
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

/* The pairs of a pair kind whose cells both hold a value: equal values
   break "differ", values 1 apart break non-consecutive. */
static int
check_pairs (const ss_puzzle *p, const ss_constraint *con, const int *grid,
             const char *what, long *bad, ss_error *err)
{
  int n = p->n;
  for (int i = 0; i + 1 < con->ncells; i += 2)
    {
      int a = con->cells[i], b = con->cells[i + 1];
      int va = grid[a], vb = grid[b];
      if (!va || !vb)
        continue;
      int d = va > vb ? va - vb : vb - va;
      if (d == 0 || (d == 1 && con->kind == SS_CON_NONCONSEC))
        {
          if (bad)
            *bad = b;
          return ss_fail (err, SS_ERR_INPUT, NULL, 0, 0,
                          "%s values %d at row %d, column %d and %d at row "
                          "%d, column %d break the %s rule", what, va,
                          a / n + 1, a % n + 1, vb, b / n + 1, b % n + 1,
                          con->unit ? con->unit
                          : con->kind == SS_CON_DIFFER ? "differ"
                          : "non-consecutive");
        }
    }
  return 0;
}

/* Whether unit con of a grid of side n (below 64) holds no value out of
   range and none twice: one word of the values met (a blank, 0, adds
   no bit), the common case's check.  0 when n is larger: the check
   below decides. */
static int
unit_clean (int n, const ss_constraint *con, const int *grid)
{
  if (n >= 64)
    return 0;
  uint64_t seen = 0, twice = 0;
  const int *cells = con->cells;
  for (int i = 0; i < con->ncells; i++)
    {
      unsigned v = (unsigned) grid[cells[i]];
      if (v > (unsigned) n)
        return 0;
      uint64_t b = ((uint64_t) 1 << v) >> 1;
      twice |= seen & b;
      seen |= b;
    }
  return !twice;
}

int
ss_check_rules (const ss_puzzle *p, const int *grid, const char *what,
                int variants, long *bad, ss_error *err)
{
  int n = p->n;
  /* on the stack: a check that cannot run out of memory.  seen[v] is
     the number (from 1) of the last unit where v was met, so the array
     is cleared once, not once a unit. */
  int seen[SS_MAX_SIDE + 1], first[SS_MAX_SIDE + 1];
  memset (seen, 0, (size_t) (n + 1) * sizeof *seen);
  static const char *const unit_names[] = { "row", "column", "box",
                                            "region" };
  int rc = 0, count[SS_CON_TILING] = { 0 };
  int rule_count[32] = { 0 };
  for (int u = 0; u < p->ncons && !rc; u++)
    {
      const ss_constraint *con = &p->cons[u];
      if (con->kind == SS_CON_TILING)
        continue;
      if (con->kind > SS_CON_NONCONSEC)
        continue;               /* ss_check_variants, below */
      if (con->kind == SS_CON_DIFFER || con->kind == SS_CON_NONCONSEC)
        {
          rc = check_pairs (p, con, grid, what, bad, err);
          continue;
        }
      /* a rule's regions are numbered among themselves ("diagonal 2") */
      int index = con->rule ? ++rule_count[con->rule - 1]
                            : ++count[con->kind];
      if (unit_clean (n, con, grid))
        continue;
      const char *unit = con->unit ? con->unit
                         : con->kind == SS_CON_BOX && p->region
                         ? "jigsaw region" : unit_names[con->kind];
      for (int i = 0; i < con->ncells; i++)
        {
          int v = grid[con->cells[i]];
          if (!v)
            continue;
          if ((unsigned) v <= (unsigned) n && seen[v] != u + 1)
            {
              seen[v] = u + 1;
              first[v] = con->cells[i];
              continue;
            }
          /* a value out of range, or seen before in this unit */
          int r = con->cells[i] / n, c = con->cells[i] % n;
          if (bad)
            *bad = con->cells[i];
          if (v < 0 || v > n)
            {
              rc = ss_fail (err, SS_ERR_INPUT, NULL, 0, 0,
                            "%s value %d at row %d, column %d is out of "
                            "range 1-%d", what, v, r + 1, c + 1, n);
              break;
            }
          if (seen[v] == u + 1)
            {
              rc = ss_fail (err, SS_ERR_INPUT, NULL, 0, 0,
                            "%s value %d appears twice in %s %d, at row "
                            "%d, column %d and row %d, column %d", what, v,
                            unit, index, first[v] / n + 1,
                            first[v] % n + 1, r + 1, c + 1);
              break;
            }
        }
    }
  if (!rc && variants)
    rc = ss_check_variants (p, grid, what, bad, NULL, err);
  return rc;
}

int
ss_puzzle_check_givens (const ss_puzzle *p, long *cell, ss_error *err)
{
  return ss_check_rules (p, p->cells, "given", 1, cell, err);
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
  if (ss_check_rules (p, grid, "solution", 1, NULL, err))
    {
      err->status = SS_ERR_INTERNAL;
      return -1;
    }
  for (int u = 0; u < p->ncons; u++)
    if (p->cons[u].kind == SS_CON_TILING && check_dominoes (p, grid, err))
      return -1;
  return 0;
}
