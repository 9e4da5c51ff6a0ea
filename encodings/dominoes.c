/* dominoes.c: the Sudominoku rules in CNF, added by ss_encode to the
   Sudoku clauses of whichever preset was chosen.

   The givens (the nine single digits and both halves of every given
   domino) are ordinary givens of the grid; the free cells are the blank
   ones.  A placement variable y(p, q, a, b) means "the unused domino
   {a, b} lies on the adjacent free cells p and q, a at p and b at q",
   one per orientation.  Clauses:
     y -> x(p, a), y -> x(q, b)          a placement forces both values
     exactly one y covering p            for each free cell p
     exactly one y of {a, b}             for each unused domino
     x(p, v) -> some y putting v at p    for each free cell p, value v
   The last family is implied by the others but lets unit propagation
   rule out a value no placement can give.  Placements whose values are
   excluded by a given in the same row, column or box (or fixed false by
   a compact map) are never created: they could only be false.  Both
   exactly-one families go through ss_enc_exactly_one, hence --amo.
   Uniqueness stays a question about the grid: the solver blocks on cell
   variables only, so two tilings of one grid count once.

   On the first statement sample (10 dominoes given, 52 free cells) the
   domino part has 1,240 placement variables; see tests/check_dominoes.c
   for the counts a test holds it to. */
#include "sudosat.h"

#include <stdlib.h>

enum { SIDE = 9 };

typedef struct placement {
  int p, q;       /* cells, row-major indices, q right of or below p */
  int vp, vq;     /* values at p and q */
  int domino;     /* index lo * 10 + hi */
} placement;

/* Whether value v may go into free cell i: no given in its row, column
   or box holds v, and the variable map has not fixed it false. */
static int
possible (const ss_enc *e, int i, int v)
{
  const ss_puzzle *pz = e->pz;
  int r = i / SIDE, c = i % SIDE, br = r / 3 * 3, bc = c / 3 * 3;
  for (int j = 0; j < SIDE; j++)
    if (ss_cell (pz, r, j) == v || ss_cell (pz, j, c) == v
        || ss_cell (pz, br + j / 3, bc + j % 3) == v)
      return 0;
  return ss_var (e->vm, r, c, v) != SS_LIT_FALSE;
}

/* Every placement that is not excluded by the givens. */
static int
placements (const ss_enc *e, placement *pl)
{
  const ss_puzzle *pz = e->pz;
  unsigned char used[SIDE + 1][SIDE + 1] = { { 0 } };
  int ok[SIDE * SIDE][SIDE + 1];
  int m = 0;
  for (int i = 0; i < pz->ndominoes; i++)
    {
      const ss_domino *d = &pz->dominoes[i];
      used[d->a][d->b] = used[d->b][d->a] = 1;
    }
  for (int i = 0; i < SIDE * SIDE; i++)
    for (int v = 1; v <= SIDE; v++)
      ok[i][v] = !pz->cells[i] && possible (e, i, v);
  for (int p = 0; p < SIDE * SIDE; p++)
    for (int dir = 0; dir < 2; dir++)
      {
        int q = dir ? p + SIDE : p + 1;
        if (dir ? q >= SIDE * SIDE : q % SIDE == 0)
          continue;
        for (int a = 1; a <= SIDE; a++)
          for (int b = 1; b <= SIDE; b++)
            if (a != b && !used[a][b] && ok[p][a] && ok[q][b])
              pl[m++] = (placement) { p, q, a, b,
                                      a < b ? a * 10 + b : b * 10 + a };
      }
  return m;
}

void
ss_enc_dominoes (ss_enc *e)
{
  /* at most 144 adjacent pairs, 72 oriented dominoes each */
  placement *pl = ss_malloc (144 * 72 * sizeof *pl);
  int m = placements (e, pl);
  int y0 = m ? ss_enc_aux (e, m) : 0;
  int *lits = ss_malloc ((size_t) (m + 2) * sizeof *lits);
  for (int i = 0; i < m; i++)
    {
      lits[0] = -(y0 + i);
      lits[1] = ss_var (e->vm, pl[i].p / SIDE, pl[i].p % SIDE, pl[i].vp);
      ss_enc_clause (e, lits, 2);
      lits[1] = ss_var (e->vm, pl[i].q / SIDE, pl[i].q % SIDE, pl[i].vq);
      ss_enc_clause (e, lits, 2);
    }
  for (int cell = 0; cell < SIDE * SIDE; cell++)
    if (!e->pz->cells[cell])
      {
        int k = 0;
        for (int i = 0; i < m; i++)
          if (pl[i].p == cell || pl[i].q == cell)
            lits[k++] = y0 + i;
        ss_enc_exactly_one (e, lits, k);
      }
  for (int lo = 1; lo <= SIDE; lo++)
    for (int hi = lo + 1; hi <= SIDE; hi++)
      {
        int used = 0, k = 0;
        for (int i = 0; i < e->pz->ndominoes; i++)
          {
            const ss_domino *d = &e->pz->dominoes[i];
            used |= (d->a == lo && d->b == hi) || (d->a == hi && d->b == lo);
          }
        if (used)
          continue;
        for (int i = 0; i < m; i++)
          if (pl[i].domino == lo * 10 + hi)
            lits[k++] = y0 + i;
        ss_enc_exactly_one (e, lits, k);
      }
  for (int cell = 0; cell < SIDE * SIDE; cell++)
    if (!e->pz->cells[cell])
      for (int v = 1; v <= SIDE; v++)
        {
          int k = 0;
          lits[k++] = -ss_var (e->vm, cell / SIDE, cell % SIDE, v);
          for (int i = 0; i < m; i++)
            if ((pl[i].p == cell && pl[i].vp == v)
                || (pl[i].q == cell && pl[i].vq == v))
              lits[k++] = y0 + i;
          ss_enc_clause (e, lits, k);
        }
  free (lits);
  free (pl);
}
