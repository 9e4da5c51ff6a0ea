/* kinds.c: the propagator of each constraint kind, over a view of the
   candidates (ss_cands) that the presolver and the explainer both
   offer: extra regions and cages without a total as all-different
   units, pairs by support (a value stays while the other cell has a
   value it goes with), cages by the combinations of distinct values
   that make their total, thermometers by their bounds, odd and even
   cells by parity; the line rules' are in src/presolve/lines.c.  Each
   removes only values that no assignment meeting the constraint
   uses. */
#include "presolve/presolve.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef uint64_t mask;

static inline int
has (ss_cands *v, int cell, int x)
{
  return x >= 1 && x <= v->n && v->has (v->ctx, cell, x);
}

/* The only candidate of cell, or 0 when it has another or none. */
static int
only (ss_cands *v, int cell)
{
  if (v->count (v->ctx, cell) != 1)
    return 0;
  for (int x = 1; x <= v->n; x++)
    if (v->has (v->ctx, cell, x))
      return x;
  return 0;
}

/* No value twice in cells: a cell's only candidate leaves the others;
   when complete (m == n, every value appears), a value only one cell
   may take leaves that cell alone, and a value no cell may take empties
   the first cell (there is no solution). */
static void
alldiff (ss_cands *v, const int *cells, int m)
{
  int n = v->n;
  int *single = ss_malloc ((size_t) m * sizeof *single);
  int *where = m == n ? ss_malloc ((size_t) (n + 1) * sizeof *where) : NULL;
  if (!single || (m == n && !where))
    {
      free (single);
      free (where);
      v->oom = 1;
      return;
    }
  for (int i = 0; i < m; i++)
    single[i] = only (v, cells[i]);
  if (where)
    for (int x = 1; x <= n; x++)
      {
        where[x] = -1;
        for (int i = 0; i < m; i++)
          if (v->has (v->ctx, cells[i], x))
            {
              /* -2: two cells or more */
              where[x] = where[x] == -1 ? i : -2;
              if (where[x] == -2)
                break;
            }
      }
  for (int i = 0; i < m; i++)
    if (single[i])
      for (int j = 0; j < m; j++)
        if (j != i)
          v->drop (v->ctx, cells[j], single[i]);
  if (where)
    for (int x = 1; x <= n; x++)
      {
        if (where[x] == -2)
          continue;
        int cell = cells[where[x] < 0 ? 0 : where[x]];
        for (int y = 1; y <= n; y++)
          if (where[x] < 0 || y != x)
            v->drop (v->ctx, cell, y);
      }
  free (single);
  free (where);
}

static void
region (ss_cands *v, const ss_puzzle *pz, const ss_constraint *con)
{
  (void) pz;
  alldiff (v, con->cells, con->ncells);
}

/* Whether the other cell of a pair, b, has a value that w goes with. */
static int
supported (ss_cands *v, const ss_constraint *con, int b, int w)
{
  int n = v->n, k = v->count (v->ctx, b);
  switch (con->kind)
    {
    case SS_CON_WHITE:
      return has (v, b, w - 1) || has (v, b, w + 1);
    case SS_CON_BLACK:
      return has (v, b, 2 * w) || (w % 2 == 0 && has (v, b, w / 2));
    case SS_CON_SUM:
      return has (v, b, con->param - w);
    case SS_CON_DIFFER:
      return k != 1 || !has (v, b, w);
    default:
      /* non-consecutive and the negative kinds, which forbid w at most
         two partners: of three values one is allowed */
      if (k >= 3)
        return 1;
      for (int u = 1; u <= n; u++)
        if (v->has (v->ctx, b, u) && ss_pair_allows (con, u, w))
          return 1;
      return 0;
    }
}

/* The pair kinds: a value of one cell goes when the other cell has no
   value it may sit beside.  A differ, non-consecutive or negative pair
   with cells of many candidates holds nothing back, and is passed
   quickly. */
static void
pairs (ss_cands *v, const ss_puzzle *pz, const ss_constraint *con)
{
  (void) pz;
  int n = v->n;
  int cheap = con->kind == SS_CON_DIFFER || con->kind == SS_CON_NONCONSEC
              || con->kind == SS_CON_NOWHITE || con->kind == SS_CON_NOBLACK
              || con->kind == SS_CON_NOXV;
  /* up to n values a side, each a cell and a value */
  int *drops = ss_malloc ((size_t) 4 * n * sizeof *drops);
  if (!drops)
    {
      v->oom = 1;
      return;
    }
  for (int i = 0; i + 1 < con->ncells; i += 2)
    {
      int a = con->cells[i], b = con->cells[i + 1], nd = 0;
      if (cheap && v->count (v->ctx, a) > 2 && v->count (v->ctx, b) > 2)
        continue;
      for (int side = 0; side < 2; side++)
        {
          int x = side ? b : a, y = side ? a : b;
          if (con->kind == SS_CON_DIFFER && v->count (v->ctx, y) != 1)
            continue;
          for (int w = 1; w <= n; w++)
            if (v->has (v->ctx, x, w) && !supported (v, con, y, w))
              {
                drops[2 * nd] = x;
                drops[2 * nd + 1] = w;
                nd++;
              }
        }
      for (int d = 0; d < nd; d++)
        v->drop (v->ctx, drops[2 * d], drops[2 * d + 1]);
    }
  free (drops);
}

/* Cage combinations: the combinations of distinct values with the
   cage's total; in each, the values the cells may take are those of a
   one-to-one match of cells to the combination's values that gives the
   cell that value, found by reaching subsets of the combination from
   both ends of the cell list.  Cages of more than CAGE_MAX_CELLS cells,
   grids over 64 and cages with too many combinations are kept to
   all-different. */
#define CAGE_MAX_CELLS 12
#define CAGE_MAX_COMBOS 20000

typedef struct cage_work {
  int m, n, total;
  mask cand[CAGE_MAX_CELLS];   /* each cell's candidates, value v at bit v */
  mask keep[CAGE_MAX_CELLS];   /* the values some match gives it */
  mask any;                    /* every cell's candidates together */
  int value[CAGE_MAX_CELLS];   /* the combination being built */
  unsigned char *fwd, *bwd;    /* 2^m: subsets reached from either end */
  long combos;
} cage_work;

/* One combination (w->value[0..m-1]): record the supports it gives. */
static void
cage_combo (cage_work *w)
{
  int m = w->m;
  unsigned full = (1u << m) - 1;
  mask idx[CAGE_MAX_CELLS];    /* per cell: the indexes of value[] it has */
  for (int i = 0; i < m; i++)
    {
      idx[i] = 0;
      for (int j = 0; j < m; j++)
        if (w->cand[i] >> w->value[j] & 1)
          idx[i] |= (mask) 1 << j;
      if (!idx[i])
        return;
    }
  /* fwd[s]: cells 0..|s|-1 take exactly the values of s; bwd[s]: cells
     m-|s|..m-1 do */
  memset (w->fwd, 0, (size_t) 1 << m);
  memset (w->bwd, 0, (size_t) 1 << m);
  w->fwd[0] = w->bwd[0] = 1;
  for (unsigned s = 0; s < full; s++)
    {
      int k = ss_bit_count (s);
      if (w->fwd[s])
        for (mask b = idx[k] & ~(mask) s; b; b &= b - 1)
          w->fwd[s | 1u << __builtin_ctzll (b)] = 1;
      if (w->bwd[s])
        for (mask b = idx[m - 1 - k] & ~(mask) s; b; b &= b - 1)
          w->bwd[s | 1u << __builtin_ctzll (b)] = 1;
    }
  if (!w->fwd[full])
    return;
  for (unsigned s = 0; s < full; s++)
    {
      if (!w->fwd[s])
        continue;
      int k = ss_bit_count (s);
      for (mask b = idx[k] & ~(mask) s; b; b &= b - 1)
        {
          int j = __builtin_ctzll (b);
          if (w->bwd[full & ~s & ~(1u << j)])
            w->keep[k] |= (mask) 1 << w->value[j];
        }
    }
}

/* Combinations of m distinct values from lo up, summing to total, of
   values some cell may take; fills value[i..]. */
static void
cage_combos (cage_work *w, int i, int lo, int sum)
{
  if (w->combos > CAGE_MAX_COMBOS)
    return;
  int left = w->m - i;
  if (!left)
    {
      if (sum == w->total)
        {
          w->combos++;
          cage_combo (w);
        }
      return;
    }
  for (int x = lo; x <= w->n - left + 1; x++)
    {
      /* the least and greatest the rest can add */
      long least = (long) left * x + (long) left * (left - 1) / 2;
      long most = sum + x + (long) (left - 1) * (2L * w->n - left + 2) / 2;
      if (sum + least > w->total)
        break;
      if (most < w->total || !(w->any >> x & 1))
        continue;
      w->value[i] = x;
      cage_combos (w, i + 1, x + 1, sum + x);
    }
}

static void
cage (ss_cands *v, const ss_puzzle *pz, const ss_constraint *con)
{
  (void) pz;
  int m = con->ncells, n = v->n;
  if (con->param <= 0 || m > CAGE_MAX_CELLS || n > 63)
    {
      alldiff (v, con->cells, m);
      return;
    }
  cage_work w = { .m = m, .n = n, .total = con->param };
  for (int i = 0; i < m; i++)
    {
      w.cand[i] = 0;
      for (int x = 1; x <= n; x++)
        if (v->has (v->ctx, con->cells[i], x))
          w.cand[i] |= (mask) 1 << x;
      w.any |= w.cand[i];
    }
  w.fwd = ss_malloc ((size_t) 2 << m);
  if (!w.fwd)
    {
      v->oom = 1;
      return;
    }
  w.bwd = w.fwd + ((size_t) 1 << m);
  cage_combos (&w, 0, 1, 0);
  free (w.fwd);
  if (w.combos > CAGE_MAX_COMBOS)
    {
      alldiff (v, con->cells, m);
      return;
    }
  for (int i = 0; i < m; i++)
    for (mask b = w.cand[i] & ~w.keep[i]; b; b &= b - 1)
      v->drop (v->ctx, con->cells[i], __builtin_ctzll (b));
}

/* Thermometer bounds: along the bulb's order, cell i's least value
   exceeds cell i-1's, and its greatest falls short of cell i+1's; a
   value outside both bounds goes. */
static void
thermo (ss_cands *v, const ss_puzzle *pz, const ss_constraint *con)
{
  (void) pz;
  int m = con->ncells, n = v->n;
  int *lo = ss_malloc ((size_t) 2 * (m + 2) * sizeof *lo);
  if (!lo)
    {
      v->oom = 1;
      return;
    }
  int *hi = lo + m + 2;
  /* lo[i + 1]: the least value cell i may take after the cells before
     it; hi[i + 1] the greatest before the cells after it */
  lo[0] = 0;
  for (int i = 0; i < m; i++)
    {
      int x = lo[i] + 1;
      while (x <= n && !v->has (v->ctx, con->cells[i], x))
        x++;
      lo[i + 1] = x;
    }
  hi[m + 1] = n + 1;
  for (int i = m - 1; i >= 0; i--)
    {
      int x = hi[i + 2] - 1;
      while (x >= 1 && !v->has (v->ctx, con->cells[i], x))
        x--;
      hi[i + 1] = x;
    }
  for (int i = 0; i < m; i++)
    for (int x = 1; x <= n; x++)
      if ((x <= lo[i] || x >= hi[i + 2]) && v->has (v->ctx, con->cells[i], x))
        v->drop (v->ctx, con->cells[i], x);
  free (lo);
}

static void
parity (ss_cands *v, const ss_puzzle *pz, const ss_constraint *con)
{
  (void) pz;
  int odd = con->kind == SS_CON_ODD;
  for (int x = odd ? 2 : 1; x <= v->n; x += 2)
    v->drop (v->ctx, con->cells[0], x);
}

/* One line a kind, in the order of ss_con_kind. */
const ss_kind_prop ss_kind_props[] = {
  { SS_CON_ROW, NULL },
  { SS_CON_COL, NULL },
  { SS_CON_BOX, NULL },
  { SS_CON_EXTRA, region },
  { SS_CON_TILING, NULL },
  { SS_CON_DIFFER, pairs },
  { SS_CON_NONCONSEC, pairs },
  { SS_CON_CAGE, cage },
  { SS_CON_THERMO, thermo },
  { SS_CON_ODD, parity },
  { SS_CON_EVEN, parity },
  { SS_CON_WHITE, pairs },
  { SS_CON_BLACK, pairs },
  { SS_CON_SUM, pairs },
  { SS_CON_PALINDROME, ss_prop_palindrome },
  { SS_CON_RENBAN, ss_prop_renban },
  { SS_CON_WHISPERS, ss_prop_neighbours },
  { SS_CON_BETWEEN, ss_prop_between },
  { SS_CON_SLOWTHERMO, ss_prop_neighbours },
  { SS_CON_REGIONSUM, ss_prop_regionsum },
  { SS_CON_ARROW, ss_prop_arrow },
  { SS_CON_LITTLE_KILLER, ss_prop_little_killer },
  { SS_CON_NOWHITE, pairs },
  { SS_CON_NOBLACK, pairs },
  { SS_CON_NOXV, pairs },
  { SS_CON_QUADRUPLE, ss_prop_quadruple },
  { SS_CON_MINIMUM, ss_prop_extremum },
  { SS_CON_MAXIMUM, ss_prop_extremum },
  { SS_CON_SKYSCRAPER, ss_prop_skyscraper },
  { SS_CON_SANDWICH, ss_prop_sandwich },
  { SS_CON_XSUM, ss_prop_xsum },
  { SS_CON_CLONE, ss_prop_clone },
};
_Static_assert (sizeof ss_kind_props / sizeof *ss_kind_props
                == SS_CON_NKINDS, "a propagation entry for every kind");

int
ss_propagate_rules (ss_cands *v, const ss_puzzle *pz)
{
  int any = 0;
  for (int u = 0; u < pz->ncons; u++)
    {
      const ss_constraint *con = &pz->cons[u];
      if (v->differ_done && con->kind == SS_CON_DIFFER)
        continue;
      if (ss_kind_props[con->kind].propagate)
        {
          ss_kind_props[con->kind].propagate (v, pz, con);
          any = 1;
        }
    }
  return any;
}

int
ss_differ_mates (const ss_puzzle *pz, int **at, int **mates)
{
  long cells = (long) pz->n * pz->n, pairs = 0;
  *at = *mates = NULL;
  for (int u = 0; u < pz->ncons; u++)
    if (pz->cons[u].kind == SS_CON_DIFFER)
      pairs += pz->cons[u].ncells / 2;
  if (!pairs)
    return 0;
  int *a = ss_calloc ((size_t) cells + 1, sizeof *a);
  int *m = ss_malloc ((size_t) (2 * pairs) * sizeof *m);
  int *fill = ss_malloc ((size_t) cells * sizeof *fill);
  if (!a || !m || !fill)
    {
      free (a);
      free (m);
      free (fill);
      return -1;
    }
  /* how many partners each cell has, then where its list starts */
  for (int u = 0; u < pz->ncons; u++)
    if (pz->cons[u].kind == SS_CON_DIFFER)
      for (int i = 0; i < pz->cons[u].ncells; i++)
        a[pz->cons[u].cells[i] + 1]++;
  for (long c = 0; c < cells; c++)
    a[c + 1] += a[c];
  for (long c = 0; c < cells; c++)
    fill[c] = a[c];
  for (int u = 0; u < pz->ncons; u++)
    {
      const ss_constraint *con = &pz->cons[u];
      if (con->kind != SS_CON_DIFFER)
        continue;
      for (int i = 0; i + 1 < con->ncells; i += 2)
        {
          int x = con->cells[i], y = con->cells[i + 1];
          m[fill[x]++] = y;
          m[fill[y]++] = x;
        }
    }
  free (fill);
  *at = a;
  *mates = m;
  return 0;
}
