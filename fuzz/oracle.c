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

typedef struct search {
  int n, br, bc;                /* side, box rows and columns */
  int *grid;
  uint64_t *row, *col, *box;    /* values used, bit v */
  long found, limit, nodes, budget;
} search;

static uint64_t
free_values (const search *s, int cell)
{
  int r = cell / s->n, c = cell % s->n;
  uint64_t all = ((1ULL << s->n) - 1) << 1;
  return all & ~(s->row[r] | s->col[c] | s->box[(r / s->br) * s->br + c / s->bc]);
}

/* Fill the blank cell with the fewest candidates first. */
static void
dfs (search *s)
{
  if (s->found >= s->limit || s->nodes > s->budget)
    return;
  s->nodes++;
  int best = -1, fewest = 64;
  for (int i = 0; i < s->n * s->n; i++)
    if (!s->grid[i])
      {
        int m = __builtin_popcountll (free_values (s, i));
        if (m < fewest)
          fewest = m, best = i;
        /* no cell can do better than one candidate, and a cell with
           none ends the branch */
        if (m <= 1)
          break;
      }
  if (best < 0)
    {
      s->found++;
      return;
    }
  if (!fewest)
    return;
  uint64_t cand = free_values (s, best);
  int r = best / s->n, c = best % s->n, b = (r / s->br) * s->br + c / s->bc;
  for (int v = 1; v <= s->n; v++)
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
               calloc ((size_t) n, 8), 0, limit, 0, budget };
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
  free (s.grid), free (s.row), free (s.col), free (s.box);
  return s.nodes > budget ? -1 : s.found;
}
