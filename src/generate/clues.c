/* clues.c: the placers of the negative constraints and the cell clues
   (ss_gen_kinds, kinds.c).  A negative constraint says something of
   every pair of neighbours left unmarked, so its placer marks every
   pair the full grid would break it on (a white dot on each pair 1
   apart that has no dot, and so on) and then adds the constraint over
   the rest.  Quadruples sit on about n/2 corners, each listing 2 to 4
   of the digits around it; minimum and maximum cells mark half the
   cells less, or greater, than each orthogonal neighbour. */
#include "generate/generate.h"

#include <stdlib.h>
#include <string.h>

/* Whether cells a and b carry a mark of the family the negative kind
   exempts: a kropki dot (white or black), or an XV sign. */
static int
exempt (const ss_puzzle *pz, ss_con_kind kind, int a, int b)
{
  return ss_gen_pair_marked (pz, a, b, kind == SS_CON_NOXV
                                       ? SS_KIND_BIT (SS_CON_SUM)
                                       : SS_KIND_BIT (SS_CON_WHITE)
                                         | SS_KIND_BIT (SS_CON_BLACK));
}

/* The other kropki negative, laid out before this one, keeps only the
   pairs still without a dot (those this one dotted leave it). */
static void
undot (ss_puzzle *pz, ss_con_kind kind)
{
  ss_con_kind other = kind == SS_CON_NOWHITE ? SS_CON_NOBLACK
                      : kind == SS_CON_NOBLACK ? SS_CON_NOWHITE : kind;
  for (int u = 0; u < pz->ncons && other != kind; u++)
    {
      ss_constraint *con = &pz->cons[u];
      if (con->kind != other)
        continue;
      int m = 0;
      for (int i = 0; i + 1 < con->ncells; i += 2)
        if (!exempt (pz, other, con->cells[i], con->cells[i + 1]))
          {
            con->cells[m++] = con->cells[i];
            con->cells[m++] = con->cells[i + 1];
          }
      con->ncells = m;
      if (m)
        continue;
      /* every pair dotted: the constraint goes, as none is added over
         no pair */
      free (con->cells);
      memmove (con, con + 1, (size_t) (pz->ncons - u - 1) * sizeof *con);
      pz->ncons--;
      break;
    }
}

static int
negative (ss_puzzle *pz, const int *sol, ss_con_kind kind, ss_error *err)
{
  int n = pz->n;
  ss_constraint rule = { .kind = kind };
  for (int a = 0; a < n * n; a++)
    for (int s = 0; s < 2; s++)
      {
        int b = s ? (a / n + 1 < n ? a + n : -1) : (a % n + 1 < n ? a + 1
                                                                 : -1);
        int u = sol[a], w = b < 0 ? 0 : sol[b], rc = 0;
        if (b < 0 || ss_pair_allows (&rule, u, w) || exempt (pz, kind, a, b))
          continue;
        if (kind == SS_CON_NOXV)
          rc = ss_puzzle_add_xv (pz, a, b, u + w, err);
        else
          rc = ss_puzzle_add_kropki (pz, a, b, kind == SS_CON_NOBLACK, err);
        if (rc)
          return -1;
      }
  undot (pz, kind);
  return ss_puzzle_add_negative (pz, kind, err);
}

int
ss_gen_nowhite (ss_puzzle *pz, const int *sol, ss_rng *rng, ss_error *err)
{
  (void) rng;
  return negative (pz, sol, SS_CON_NOWHITE, err);
}

int
ss_gen_noblack (ss_puzzle *pz, const int *sol, ss_rng *rng, ss_error *err)
{
  (void) rng;
  return negative (pz, sol, SS_CON_NOBLACK, err);
}

int
ss_gen_noxv (ss_puzzle *pz, const int *sol, ss_rng *rng, ss_error *err)
{
  (void) rng;
  return negative (pz, sol, SS_CON_NOXV, err);
}

/* Quadruples: corners drawn at random, each used once, listing the
   digits of 2 to 4 of its cells drawn at random. */
int
ss_gen_quadruples (ss_puzzle *pz, const int *sol, ss_rng *rng,
                   ss_error *err)
{
  int n = pz->n, corners = (n - 1) * (n - 1);
  int *order = ss_malloc ((size_t) corners * sizeof *order);
  if (!order)
    return ss_oom (err);
  for (int i = 0; i < corners; i++)
    order[i] = i;
  ss_rng_shuffle (rng, order, corners);
  int want = n / 2 > 1 ? n / 2 : 1, rc = 0;
  for (int i = 0; i < want && i < corners && !rc; i++)
    {
      int lo = order[i] / (n - 1) * n + order[i] % (n - 1);
      int cells[4] = { lo, lo + 1, lo + n, lo + n + 1 }, values[4];
      int pick[4] = { 0, 1, 2, 3 };
      ss_rng_shuffle (rng, pick, 4);
      int m = 2 + (int) ss_rng_below (rng, 3);
      for (int j = 0; j < m; j++)
        values[j] = sol[cells[pick[j]]];
      rc = ss_puzzle_add_quadruple (pz, cells, values, m, err);
    }
  free (order);
  return rc;
}

/* Whether cell's value is below (sign 1) or above (sign -1) each of
   its orthogonal neighbours'. */
static int
extreme (int n, const int *sol, int cell, int sign)
{
  int r = cell / n, c = cell % n;
  int nb[4] = { r > 0 ? cell - n : -1, r + 1 < n ? cell + n : -1,
                c > 0 ? cell - 1 : -1, c + 1 < n ? cell + 1 : -1 };
  for (int i = 0; i < 4; i++)
    if (nb[i] >= 0 && sign * (sol[nb[i]] - sol[cell]) <= 0)
      return 0;
  return 1;
}

/* Half the cells of the kind (rounded up: a grid's 1s are minimums,
   its ns maximums, so there is one at least), drawn at random. */
static int
extremes (ss_puzzle *pz, const int *sol, ss_rng *rng, ss_con_kind kind,
          ss_error *err)
{
  int n = pz->n, sign = kind == SS_CON_MINIMUM ? 1 : -1, k = 0, rc = 0;
  int *room = ss_malloc ((size_t) n * n * sizeof *room);
  if (!room)
    return ss_oom (err);
  for (int cell = 0; cell < n * n; cell++)
    if (extreme (n, sol, cell, sign))
      room[k++] = cell;
  ss_rng_shuffle (rng, room, k);
  for (int i = 0; i < (k + 1) / 2 && !rc; i++)
    rc = ss_puzzle_add_extremum (pz, kind, room[i], err);
  free (room);
  return rc;
}

int
ss_gen_minimums (ss_puzzle *pz, const int *sol, ss_rng *rng, ss_error *err)
{
  return extremes (pz, sol, rng, SS_CON_MINIMUM, err);
}

int
ss_gen_maximums (ss_puzzle *pz, const int *sol, ss_rng *rng, ss_error *err)
{
  return extremes (pz, sol, rng, SS_CON_MAXIMUM, err);
}
