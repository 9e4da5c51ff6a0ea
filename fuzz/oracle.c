/* oracle.c: an independent judge of grids for the fuzz targets, written
   from the rules of Sudoku with bit masks and a depth-first count; it
   shares no code with puzzle.c, encode.c or decode.c.  For f-puzzles
   it also reads the puzzle's numbers again from the JSON text (with
   jansson, not through fpuzzles.c) and holds the reader's puzzle to
   them. */
#include "fuzz.h"

#include "formats/lzstring.h"

#include <jansson.h>
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

/* The start of line `line` (from 1) of data, or size past its end. */
static size_t
line_start (const uint8_t *data, size_t size, long line)
{
  size_t i = 0;
  for (long l = 1; l < line && i < size; i++)
    if (data[i] == '\n')
      l++;
  return i;
}

/* The JSON text of the f-puzzles puzzle read at pz->line: a document
   from that line to the end, or the text a link (or its bare blob) on
   that line decompresses to; NULL when it cannot be found so.  *owned
   is set when the text is to be freed. */
static const char *
fpuzzles_text (const ss_puzzle *pz, const uint8_t *data, size_t size,
               size_t *len, int *owned)
{
  size_t start = line_start (data, size, pz->line), end = start;
  while (end < size && data[end] != '\n')
    end++;
  const char *s = (const char *) data + start;
  size_t n = end - start;
  /* as the reader takes a line: a CR before its end dropped, then the
     blanks around it */
  if (n && s[n - 1] == '\r')
    n--;
  while (n && (*s == ' ' || *s == '\t'))
    s++, n--;
  while (n && (s[n - 1] == ' ' || s[n - 1] == '\t'))
    n--;
  *owned = 0;
  if (n && *s == '{')
    {
      *len = size - (size_t) (s - (const char *) data);
      return s;
    }
  if ((n > 7 && !strncmp (s, "http://", 7))
      || (n > 8 && !strncmp (s, "https://", 8)))
    {
      const char *load = NULL;
      for (size_t i = 1; i + 5 <= n && !load; i++)
        if (!strncmp (s + i, "load=", 5) && (s[i - 1] == '?'
                                             || s[i - 1] == '&'))
          load = s + i + 5;
      if (!load)
        return NULL;
      n -= (size_t) (load - s);
      s = load;
      for (size_t i = 0; i < n; i++)
        if (s[i] == '&' || s[i] == '#')
          n = i;
    }
  char *text;
  size_t where;
  if (ss_lz_decompress_base64 (s, n, 1 << 24, &text, len, &where))
    return NULL;
  *owned = 1;
  return text;
}

/* The total a cage's "value" writes: a JSON integer as jansson holds it
   (64 bits; it refuses a longer one), a string's digits compared as
   text with the total printed, none (absent, null, "") as 0.  Aborts
   when the reader took a total the text does not write. */
static void
check_total (json_t *v, int total, size_t i)
{
  char want[32];
  snprintf (want, sizeof want, "%d", total);
  if (!v || json_is_null (v))
    FUZZ_ASSERT (total == 0, "killercage[%zu] has no value, the puzzle's "
                 "cage sums to %d", i, total);
  else if (json_is_integer (v))
    FUZZ_ASSERT ((long long) json_integer_value (v) == (long long) total,
                 "killercage[%zu].value is %lld, the puzzle's cage sums to "
                 "%d", i, (long long) json_integer_value (v), total);
  else if (json_is_string (v))
    {
      const char *s = json_string_value (v);
      if (!*s)
        FUZZ_ASSERT (total == 0, "killercage[%zu].value is \"\", the "
                     "puzzle's cage sums to %d", i, total);
      else
        {
          while (s[0] == '0' && s[1])
            s++;
          FUZZ_ASSERT (!strcmp (s, want), "killercage[%zu].value is "
                       "\"%.40s\", the puzzle's cage sums to %d", i, s,
                       total);
        }
    }
  else
    FUZZ_ASSERT (0, "killercage[%zu].value is neither an integer nor a "
                 "string, and the puzzle's cage sums to %d", i, total);
}

void
oracle_fpuzzles (const ss_puzzle *pz, const uint8_t *data, size_t size)
{
  size_t len;
  int owned;
  const char *text = fpuzzles_text (pz, data, size, &len, &owned);
  if (!text)
    return;
  json_error_t je;
  json_t *root = json_loadb (text, len, JSON_REJECT_DUPLICATES, &je);
  if (owned)
    free ((char *) text);
  if (!json_is_object (root))
    {
      json_decref (root);
      return;
    }
  json_t *size_j = json_object_get (root, "size");
  FUZZ_ASSERT (json_is_integer (size_j)
               && json_integer_value (size_j) == pz->n,
               "the puzzle's side is %d, its JSON's size is not", pz->n);
  /* givens: a value with given true, and nothing else */
  json_t *grid = json_object_get (root, "grid");
  for (int r = 0; r < pz->n; r++)
    for (int c = 0; c < pz->n; c++)
      {
        json_t *cell = json_array_get (json_array_get (grid, (size_t) r),
                                       (size_t) c);
        json_t *v = json_object_get (cell, "value");
        long long want = json_is_true (json_object_get (cell, "given"))
                         && json_is_integer (v) ? json_integer_value (v) : 0;
        FUZZ_ASSERT (pz->cells[r * pz->n + c] == want, "row %d, column %d "
                     "holds the given %d, its JSON %lld", r + 1, c + 1,
                     pz->cells[r * pz->n + c], want);
      }
  /* the cages in order, each with its total */
  json_t *cages = json_object_get (root, "killercage");
  size_t k = 0;
  for (int i = 0; i < pz->ncons; i++)
    if (pz->cons[i].kind == SS_CON_CAGE)
      {
        FUZZ_ASSERT (k < json_array_size (cages), "more cages than the "
                     "JSON's %zu", json_array_size (cages));
        check_total (json_object_get (json_array_get (cages, k), "value"),
                     pz->cons[i].param, k);
        k++;
      }
  FUZZ_ASSERT (k == json_array_size (cages), "%zu cages of the JSON's %zu",
               k, json_array_size (cages));
  json_decref (root);
}
