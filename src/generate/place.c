/* place.c: the variant kinds' placers (ss_gen_kinds, kinds.c): each
   lays out constraints of its kind that a full grid keeps, its random
   choices drawn from the generator's numbers alone, so a seed makes
   the same layout again.  The givens taken away afterwards are what
   makes the puzzle unique; the placers only choose what to show. */
#include "generate/generate.h"

#include <stdlib.h>

/* Orthogonal and king's-move steps. */
static const int steps[8][2] = {
  { 0, 1 }, { 1, 0 }, { 0, -1 }, { -1, 0 },
  { 1, 1 }, { 1, -1 }, { -1, 1 }, { -1, -1 }
};

/* The neighbour of cell by step s (of the first m steps), -1 off the
   grid. */
static int
neighbour (int n, int cell, int s)
{
  int r = cell / n + steps[s][0], c = cell % n + steps[s][1];
  return r < 0 || c < 0 || r >= n || c >= n ? -1 : r * n + c;
}

/* Whether value v lies among the m cells of list (values from sol). */
static int
holds (const int *sol, const int *list, int m, int v)
{
  for (int i = 0; i < m; i++)
    if (sol[list[i]] == v)
      return 1;
  return 0;
}

/* ------------------------------------------------------------------ */
/* Killer cages: every cell in one.  Cells in random order each start a
   cage that grows to a drawn size (2 to 4) through orthogonal
   neighbours not yet caged whose values it lacks; a cage left with one
   cell joins a neighbouring cage that lacks its value when one has
   room, so that single cells (givens in disguise) are rare. */

enum { CAGE_MAX = 5 };

int
ss_gen_cages (ss_puzzle *pz, const int *sol, ss_rng *rng, ss_error *err)
{
  int n = pz->n, cells = n * n, ncages = 0, rc = 0;
  int *owner = ss_malloc ((size_t) cells * sizeof *owner);
  int *order = ss_malloc ((size_t) cells * sizeof *order);
  int *cage = ss_malloc ((size_t) cells * CAGE_MAX * sizeof *cage);
  int *size = ss_malloc ((size_t) cells * sizeof *size);
  if (!owner || !order || !cage || !size)
    {
      rc = ss_oom (err);
      goto done;
    }
  for (int i = 0; i < cells; i++)
    owner[i] = -1, order[i] = i;
  ss_rng_shuffle (rng, order, cells);
  int max = n < CAGE_MAX ? n : CAGE_MAX;
  for (int i = 0; i < cells; i++)
    {
      int start = order[i];
      if (owner[start] >= 0)
        continue;
      int id = ncages++, *list = cage + (long) id * CAGE_MAX, m = 0;
      int want = 2 + (int) ss_rng_below (rng, 3);
      if (want > max)
        want = max;
      list[m++] = start;
      owner[start] = id;
      while (m < want)
        {
          int room[CAGE_MAX * 4], k = 0;
          for (int j = 0; j < m; j++)
            for (int s = 0; s < 4; s++)
              {
                int nb = neighbour (n, list[j], s);
                if (nb >= 0 && owner[nb] < 0 && !holds (sol, list, m, sol[nb]))
                  room[k++] = nb;
              }
          if (!k)
            break;
          int next = room[ss_rng_below (rng, (uint32_t) k)];
          list[m++] = next;
          owner[next] = id;
        }
      size[id] = m;
      if (m > 1)
        continue;
      /* a single cell: into a neighbouring cage with room */
      for (int s = 0; s < 4; s++)
        {
          int nb = neighbour (n, start, s);
          if (nb < 0 || owner[nb] < 0 || owner[nb] == id)
            continue;
          int other = owner[nb], *ol = cage + (long) other * CAGE_MAX;
          if (size[other] < max && !holds (sol, ol, size[other], sol[start]))
            {
              ol[size[other]++] = start;
              owner[start] = other;
              ncages--;
              break;
            }
        }
    }
  for (int id = 0; id < ncages && !rc; id++)
    {
      const int *list = cage + (long) id * CAGE_MAX;
      int total = 0;
      for (int j = 0; j < size[id]; j++)
        total += sol[list[j]];
      rc = ss_puzzle_add_cage (pz, list, size[id], total, err);
    }
done:
  free (owner);
  free (order);
  free (cage);
  free (size);
  return rc;
}

/* ------------------------------------------------------------------ */
/* Thermometers: about n/2 of them, on cells no other one holds.  Each
   is the longest of a few random walks from cells of low value, each
   step to a king's-move neighbour of higher value (often the lowest
   such, so that the walk climbs slowly and goes far). */

enum { THERMO_WALKS = 12 };

int
ss_gen_thermos (ss_puzzle *pz, const int *sol, ss_rng *rng, ss_error *err)
{
  int n = pz->n, cells = n * n, rc = 0;
  int *used = ss_calloc ((size_t) cells, sizeof *used);
  int *walk = ss_malloc ((size_t) n * sizeof *walk);
  int *best = ss_malloc ((size_t) n * sizeof *best);
  if (!used || !walk || !best)
    {
      rc = ss_oom (err);
      goto done;
    }
  int want = n / 2 > 1 ? n / 2 : 1;
  for (int t = 0; t < want && !rc; t++)
    {
      int bm = 0;
      for (int w = 0; w < THERMO_WALKS; w++)
        {
          int start = (int) ss_rng_below (rng, (uint32_t) cells);
          if (used[start] || sol[start] > (n + 1) / 2)
            continue;
          int m = 0;
          walk[m++] = start;
          while (m < n)
            {
              int at = walk[m - 1], room[8], k = 0, low = -1;
              for (int s = 0; s < 8; s++)
                {
                  int nb = neighbour (n, at, s);
                  int fresh = nb >= 0 && !used[nb];
                  for (int j = 0; fresh && j < m; j++)
                    fresh = walk[j] != nb;
                  if (!fresh || sol[nb] <= sol[at])
                    continue;
                  room[k++] = nb;
                  if (low < 0 || sol[nb] < sol[low])
                    low = nb;
                }
              if (!k)
                break;
              walk[m++] = ss_rng_below (rng, 2) ? low
                          : room[ss_rng_below (rng, (uint32_t) k)];
            }
          if (m > bm)
            {
              bm = m;
              for (int j = 0; j < m; j++)
                best[j] = walk[j];
            }
        }
      if (bm < 2)
        continue;
      for (int j = 0; j < bm; j++)
        used[best[j]] = 1;
      rc = ss_puzzle_add_thermo (pz, best, bm, err);
    }
done:
  free (used);
  free (walk);
  free (best);
  return rc;
}

/* ------------------------------------------------------------------ */
/* Odd and even cells: each cell of the parity marked with chance 1/3. */

static int
parity (ss_puzzle *pz, const int *sol, ss_rng *rng, int odd, ss_error *err)
{
  for (int cell = 0; cell < pz->n * pz->n; cell++)
    if ((sol[cell] & 1) == odd && ss_rng_below (rng, 3) == 0
        && ss_puzzle_add_parity (pz, cell, odd, err))
      return -1;
  return 0;
}

int
ss_gen_odd (ss_puzzle *pz, const int *sol, ss_rng *rng, ss_error *err)
{
  return parity (pz, sol, rng, 1, err);
}

int
ss_gen_even (ss_puzzle *pz, const int *sol, ss_rng *rng, ss_error *err)
{
  return parity (pz, sol, rng, 0, err);
}

/* ------------------------------------------------------------------ */
/* Marks between orthogonal neighbours: dots and XV signs. */

int
ss_gen_pair_marked (const ss_puzzle *pz, int a, int b, ss_kind_set kinds)
{
  for (int u = 0; u < pz->ncons; u++)
    {
      const ss_constraint *con = &pz->cons[u];
      if ((kinds & SS_KIND_BIT (con->kind)) && con->ncells == 2
          && ((con->cells[0] == a && con->cells[1] == b)
              || (con->cells[0] == b && con->cells[1] == a)))
        return 1;
    }
  return 0;
}

/* The mark a pair of values takes: white 1 apart, black one twice the
   other, X summing to 10, V to 5. */
enum { MARK_WHITE, MARK_BLACK, MARK_XV };

static int
fits (int mark, int u, int w)
{
  switch (mark)
    {
    case MARK_WHITE: return u - w == 1 || w - u == 1;
    case MARK_BLACK: return u == 2 * w || w == 2 * u;
    default: return u + w == 10 || u + w == 5;
    }
}

/* Each pair of orthogonal neighbours whose values fit the mark and
   that carries none gets it with chance 1/2. */
static int
marks (ss_puzzle *pz, const int *sol, ss_rng *rng, int mark, ss_error *err)
{
  int n = pz->n;
  for (int a = 0; a < n * n; a++)
    for (int s = 0; s < 2; s++)
      {
        int b = neighbour (n, a, s), rc = 0;
        if (b < 0 || !fits (mark, sol[a], sol[b])
            || ss_gen_pair_marked (pz, a, b, SS_KIND_BIT (SS_CON_WHITE)
                                             | SS_KIND_BIT (SS_CON_BLACK)
                                             | SS_KIND_BIT (SS_CON_SUM))
            || ss_rng_below (rng, 2))
          continue;
        if (mark == MARK_XV)
          rc = ss_puzzle_add_xv (pz, a, b, sol[a] + sol[b], err);
        else
          rc = ss_puzzle_add_kropki (pz, a, b, mark == MARK_BLACK, err);
        if (rc)
          return -1;
      }
  return 0;
}

int
ss_gen_white (ss_puzzle *pz, const int *sol, ss_rng *rng, ss_error *err)
{
  return marks (pz, sol, rng, MARK_WHITE, err);
}

int
ss_gen_black (ss_puzzle *pz, const int *sol, ss_rng *rng, ss_error *err)
{
  return marks (pz, sol, rng, MARK_BLACK, err);
}

int
ss_gen_xv (ss_puzzle *pz, const int *sol, ss_rng *rng, ss_error *err)
{
  return marks (pz, sol, rng, MARK_XV, err);
}
