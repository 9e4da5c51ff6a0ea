/* oracle.c: an independent judge of grids for the fuzz targets, written
   from the rules of Sudoku with bit masks and a depth-first count; it
   shares no code with puzzle.c, encode.c or decode.c. */
#include "fuzz.h"

#include <string.h>

int
oracle_valid (const ss_puzzle *pz, const int *grid)
{
  int n = pz->n, R = pz->br, C = pz->bc;
  for (int i = 0; i < n * n; i++)
    {
      if (grid[i] < 1 || grid[i] > n)
        return 0;
      if (pz->cells[i] && pz->cells[i] != grid[i])
        return 0;
    }
  for (int u = 0; u < n; u++)
    {
      uint64_t row = 0, col = 0, box = 0;
      for (int i = 0; i < n; i++)
        {
          int br = (u / R) * R + i / C, bc = (u % R) * C + i % C;
          row |= 1ULL << (grid[u * n + i] % 64);
          col |= 1ULL << (grid[i * n + u] % 64);
          box |= 1ULL << (grid[br * n + bc] % 64);
        }
      /* n distinct values in 1..n make exactly n bits (n <= 63) */
      if (__builtin_popcountll (row) != n || __builtin_popcountll (col) != n
          || __builtin_popcountll (box) != n)
        return 0;
    }
  return 1;
}

int
oracle_judges (const ss_puzzle *pz)
{
  return pz->region == NULL;
}

typedef struct search {
  int n, br, bc;                /* side, box rows and columns */
  int *grid;
  uint64_t *row, *col, *box;    /* values used, bit v */
  uint64_t *cand;               /* scratch: each blank cell's free values */
  long found, limit, nodes, budget;
} search;

static uint64_t
free_values (const search *s, int cell)
{
  int r = cell / s->n, c = cell % s->n;
  uint64_t all = ((1ULL << s->n) - 1) << 1;
  return all & ~(s->row[r] | s->col[c] | s->box[(r / s->br) * s->br + c / s->bc]);
}

/* Cell i of unit u: rows, then columns, then boxes, as in oracle_valid. */
static int
unit_cell (const search *s, int u, int i)
{
  int n = s->n, R = s->br, C = s->bc;
  if (u < n)
    return u * n + i;
  if (u < 2 * n)
    return i * n + (u - n);
  u -= 2 * n;
  return ((u / R) * R + i / C) * n + (u % R) * C + i % C;
}

/* Fill a blank cell with the fewest candidates, or place a value that
   has one cell left in some unit (a hidden single): every solution puts
   it there, so either branching counts each solution once, and the
   second keeps unique puzzles to a few hundred nodes. */
static void
dfs (search *s)
{
  if (s->found >= s->limit || s->nodes > s->budget)
    return;
  s->nodes++;
  int n = s->n, best = -1, fewest = 64;
  for (int i = 0; i < n * n; i++)
    if (!s->grid[i])
      {
        s->cand[i] = free_values (s, i);
        int m = __builtin_popcountll (s->cand[i]);
        if (m < fewest)
          fewest = m, best = i;
        /* a cell with no candidate ends the branch */
        if (!m)
          return;
      }
  if (best < 0)
    {
      s->found++;
      return;
    }
  uint64_t cand = s->cand[best];
  uint64_t all = ((1ULL << n) - 1) << 1;
  for (int u = 0; fewest > 1 && u < 3 * n; u++)
    {
      uint64_t placed = 0, once = 0, twice = 0;
      for (int i = 0; i < n; i++)
        {
          int cell = unit_cell (s, u, i);
          if (s->grid[cell])
            placed |= 1ULL << s->grid[cell];
          else
            twice |= once & s->cand[cell], once |= s->cand[cell];
        }
      if (all & ~placed & ~once)
        return;   /* a value fits nowhere in this unit */
      uint64_t single = once & ~twice;
      if (single)
        {
          single &= -single;
          for (int i = 0; i < n; i++)
            {
              int cell = unit_cell (s, u, i);
              if (!s->grid[cell] && s->cand[cell] & single)
                best = cell;
            }
          cand = single, fewest = 1;
        }
    }
  int r = best / n, c = best % n, b = (r / s->br) * s->br + c / s->bc;
  for (int v = 1; v <= n; v++)
    if (cand >> v & 1)
      {
        s->grid[best] = v;
        s->row[r] |= 1ULL << v, s->col[c] |= 1ULL << v, s->box[b] |= 1ULL << v;
        dfs (s);
        s->row[r] &= ~(1ULL << v), s->col[c] &= ~(1ULL << v);
        s->box[b] &= ~(1ULL << v);
        s->grid[best] = 0;
      }
}

long
oracle_count (const ss_puzzle *pz, long limit, long budget)
{
  int n = pz->n;
  if (n > 62)
    return -1;
  search s = { n, pz->br, pz->bc, calloc ((size_t) n * n, sizeof (int)),
               calloc ((size_t) n, 8), calloc ((size_t) n, 8),
               calloc ((size_t) n, 8), calloc ((size_t) n * n, 8), 0, limit,
               0, budget };
  int clash = 0;
  for (int i = 0; i < n * n && !clash; i++)
    {
      int v = pz->cells[i], r = i / n, c = i % n;
      int b = (r / pz->br) * pz->br + c / pz->bc;
      if (!v)
        continue;
      if (v > n || (s.row[r] | s.col[c] | s.box[b]) >> v & 1)
        clash = 1;
      s.grid[i] = v;
      s.row[r] |= 1ULL << v, s.col[c] |= 1ULL << v, s.box[b] |= 1ULL << v;
    }
  if (!clash)
    dfs (&s);
  free (s.grid), free (s.row), free (s.col), free (s.box), free (s.cand);
  return s.nodes > budget ? -1 : s.found;
}
