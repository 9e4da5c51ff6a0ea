/* sum_combos.c: a cage's total by its value combinations.  Each set S
   of m distinct values of 1..n summing to the total gets an auxiliary
   s(S); clauses: (s(S1) | s(S2) | ...), one set is chosen; for each S
   and each v in S, (-s(S) | x(c1,v) | ... | x(cm,v)), the cage shows v
   (with the cage's all-different and one value a cell, its cells hold
   exactly S); and for each cell c and value v, (-x(c,v) | s(S) for
   every S holding v), a unit clause when none does.  For K sets:
   K auxiliaries, 1 + K*m + m*n clauses.  On 9x9 a cage of 2 cells
   totalling 10 has K = 4 (1+9, 2+8, 3+7, 4+6): 4 auxiliaries, 27
   clauses; 3 cells totalling 15, K = 8: 8 auxiliaries, 52 clauses. */
#include "encoding.h"

#include <stdlib.h>

typedef struct combos {
  ss_enc *e;
  const int *cells;
  int m, n;
  int *set;            /* the values chosen so far, increasing */
  int *lits;           /* scratch: a clause */
  int **holding;       /* holding[v]: the auxiliaries of sets with v */
  int *count, *cap;    /* their lengths and room */
  int first, sets;     /* the first auxiliary; sets found */
} combos;

/* Sum of the values lo..hi. */
static long
range_sum (long lo, long hi)
{
  return hi < lo ? 0 : (lo + hi) * (hi - lo + 1) / 2;
}

/* One set found: its auxiliary and clauses.  -1 when memory runs out. */
static int
found (combos *x)
{
  ss_enc *e = x->e;
  int s = ss_enc_aux (e, 1);
  if (!x->sets++)
    x->first = s;
  for (int j = 0; j < x->m; j++)
    {
      int v = x->set[j];
      x->lits[0] = -s;
      for (int i = 0; i < x->m; i++)
        x->lits[i + 1] = ss_enc_cell (e, x->cells[i], v);
      ss_enc_clause (e, x->lits, x->m + 1);
      if (x->count[v] == x->cap[v])
        {
          int room = x->cap[v] ? 2 * x->cap[v] : 8;
          int *grown = ss_realloc (x->holding[v], (size_t) room
                                                  * sizeof *grown);
          if (!grown)
            return -1;
          x->holding[v] = grown;
          x->cap[v] = room;
        }
      x->holding[v][x->count[v]++] = s;
    }
  return 0;
}

/* The sets extending set[0..k-1] (last value below from) with m - k
   values from from..n summing to left.  Every call leads to a set: a
   branch is taken only when its smallest and largest sums bracket
   left, and those sums take every value between. */
static int
extend (combos *x, int k, int from, long left)
{
  if (x->e->sink->over)
    return 0;
  int rest = x->m - k;
  if (!rest)
    return left == 0 ? found (x) : 0;
  for (int v = from; v <= x->n - rest + 1; v++)
    {
      /* v and the rest - 1 smallest (largest) values above it */
      long lo = range_sum (v, v + rest - 1);
      long hi = v + range_sum (x->n - rest + 2, x->n);
      if (lo > left)
        break;
      if (hi < left)
        continue;
      x->set[k] = v;
      if (extend (x, k + 1, v + 1, left - v))
        return -1;
    }
  return 0;
}

static void
combos_encode (ss_enc *e, const int *cells, int m, int total)
{
  int n = e->pz->n;
  combos x = { e, cells, m, n, NULL, NULL, NULL, NULL, NULL, 0, 0 };
  x.set = ss_malloc ((size_t) m * sizeof *x.set);
  x.lits = ss_malloc ((size_t) (m + 1) * sizeof *x.lits);
  x.holding = ss_calloc ((size_t) n + 1, sizeof *x.holding);
  x.count = ss_calloc ((size_t) n + 1, sizeof *x.count);
  x.cap = ss_calloc ((size_t) n + 1, sizeof *x.cap);
  int *clause = NULL;
  if (!x.set || !x.lits || !x.holding || !x.count || !x.cap
      || extend (&x, 0, 1, total))
    goto oom;
  if (e->sink->over)
    goto out;
  /* one set is chosen; the auxiliaries are consecutive */
  clause = ss_malloc ((size_t) (x.sets + 1) * sizeof *clause);
  if (!clause)
    goto oom;
  for (int j = 0; j < x.sets; j++)
    clause[j] = x.first + j;
  ss_enc_clause (e, clause, x.sets);
  for (int i = 0; i < m && !e->sink->over; i++)
    for (int v = 1; v <= n; v++)
      {
        clause[0] = -ss_enc_cell (e, cells[i], v);
        for (int j = 0; j < x.count[v]; j++)
          clause[j + 1] = x.holding[v][j];
        ss_enc_clause (e, clause, x.count[v] + 1);
      }
  goto out;
oom:
  e->sink->over = SS_OVER_MEMORY;
out:
  if (x.holding)
    for (int v = 0; v <= n; v++)
      free (x.holding[v]);
  free (x.holding);
  free (x.count);
  free (x.cap);
  free (x.set);
  free (x.lits);
  free (clause);
}

const ss_sum_encoding ss_sum_combos = {
  "combos",
  "one auxiliary per set of distinct values reaching the total; the set "
  "chosen must show in the cage",
  combos_encode
};
