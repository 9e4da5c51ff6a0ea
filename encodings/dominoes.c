/* dominoes.c: the Sudominoku rules in CNF, added by ss_encode to the
   Sudoku clauses of whichever preset was chosen.

   The givens (the nine single digits and both halves of every given
   domino) are ordinary givens of the grid; the free cells are the blank
   ones.  Two kinds of auxiliary variables, from ss_enc_aux:
     h(e)     for each pair e = {p, q} of adjacent free cells: one
              domino covers p and q (the tiling);
     y(e, d)  for each such pair and each unused domino d = {a, b} that
              the givens allow there in some orientation: d lies on e.
   Clauses:
     exactly one h(e) over the (at most 4) pairs at each free cell
     y(e, d) -> h(e)
     h(e) -> OR of y(e, d) over d         a domino lies on each tiling pair
     y(e, {a,b}) -> x(p, a) | x(p, b),  y(e, {a,b}) -> x(q, a) | x(q, b)
     exactly one y(e, d) over e, for each unused domino d
     x(p, v) -> OR of y(e, d) over e at p and d holding v
   The domino variables carry no orientation: p and q share a row or a
   column, so their values differ and the two clauses above make them
   {a, b} in one order or the other.  Why the models are exactly the
   solutions: the h pairs tile the free cells; each tiling pair carries
   a domino, and only the one matching its two values; each unused
   domino lies on exactly one pair, which is a tiling pair; so tiling
   pairs and unused dominoes match one to one.  The last family is
   implied but lets propagation drop a value no domino can bring.

   A domino is not offered where the givens exclude both orientations
   (its value given in the row, column or box, or fixed false by a
   compact map): such a y could only be false.  Both exactly-one
   families go through ss_enc_exactly_one, hence through --amo.
   Counting stays about grids: the solver blocks on cell variables
   only, so two tilings of one grid count once.

   On the first statement sample (10 dominoes given, 52 free cells) the
   domino part has 66 pair and 477 domino variables, and 6,994 clauses
   with 17,246 literals under pairwise AMO (tests/check_dominoes.c).
   Tiling with orientation (one variable per oriented placement, cells
   covered by exactly one placement) made 4 to 8 times more clauses and
   was 2 to 8 times slower on that sample with dominoes taken away. */
#include "encoding.h"

#include <stdlib.h>

enum { SIDE = 9, CELLS = SIDE * SIDE, PAIRS = 2 * SIDE * (SIDE - 1) };

typedef struct pair {
  int p, q;       /* row-major cells, q right of or below p */
} pair;

typedef struct offer {
  int pair;       /* index into the pairs */
  int a, b;       /* the domino, a < b */
} offer;

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

static int
cell_var (const ss_enc *e, int cell, int v)
{
  return ss_var (e->vm, cell / SIDE, cell % SIDE, v);
}

/* The pairs of adjacent free cells; returns how many. */
static int
free_pairs (const ss_puzzle *pz, pair *pr)
{
  int m = 0;
  for (int p = 0; p < CELLS; p++)
    {
      if (pz->cells[p])
        continue;
      if (p % SIDE < SIDE - 1 && !pz->cells[p + 1])
        pr[m++] = (pair) { p, p + 1 };
      if (p + SIDE < CELLS && !pz->cells[p + SIDE])
        pr[m++] = (pair) { p, p + SIDE };
    }
  return m;
}

/* The unused dominoes the givens allow on each pair; returns how many
   offers. */
static int
offers (const ss_enc *e, const pair *pr, int npairs, offer *of)
{
  const ss_puzzle *pz = e->pz;
  unsigned char used[SIDE + 1][SIDE + 1] = { { 0 } };
  unsigned char ok[CELLS][SIDE + 1];
  int m = 0;
  for (int i = 0; i < pz->ndominoes; i++)
    {
      const ss_domino *d = &pz->dominoes[i];
      used[d->a][d->b] = used[d->b][d->a] = 1;
    }
  for (int i = 0; i < CELLS; i++)
    for (int v = 1; v <= SIDE; v++)
      ok[i][v] = !pz->cells[i] && possible (e, i, v);
  for (int k = 0; k < npairs; k++)
    {
      int p = pr[k].p, q = pr[k].q;
      for (int a = 1; a <= SIDE; a++)
        for (int b = a + 1; b <= SIDE; b++)
          if (!used[a][b]
              && ((ok[p][a] && ok[q][b]) || (ok[p][b] && ok[q][a])))
            of[m++] = (offer) { k, a, b };
    }
  return m;
}

/* Kept long: the tiling's clause families (tiling, dominoes on pairs,
   each domino once, a value's domino) share the offers' arrays. */
void
ss_enc_dominoes (ss_enc *e)
{
  const ss_puzzle *pz = e->pz;
  pair pr[PAIRS];
  int npairs = free_pairs (pz, pr);
  offer *of = ss_malloc ((size_t) PAIRS * 36 * sizeof *of);
  if (!of)
    {
      e->sink->over = SS_OVER_MEMORY;
      return;
    }
  int noffers = offers (e, pr, npairs, of);
  int h0 = npairs ? ss_enc_aux (e, npairs) : 0;
  int y0 = noffers ? ss_enc_aux (e, noffers) : 0;
  int *lits = ss_malloc ((size_t) (noffers + PAIRS + 2) * sizeof *lits);
  int k;
  if (!lits)
    {
      free (of);
      e->sink->over = SS_OVER_MEMORY;
      return;
    }

  /* the tiling: every free cell in exactly one pair */
  for (int cell = 0; cell < CELLS; cell++)
    if (!pz->cells[cell])
      {
        k = 0;
        for (int i = 0; i < npairs; i++)
          if (pr[i].p == cell || pr[i].q == cell)
            lits[k++] = h0 + i;
        ss_enc_exactly_one (e, lits, k);
      }
  /* a domino lies on a tiling pair and shows its two values there */
  for (int i = 0; i < noffers; i++)
    {
      const pair *t = &pr[of[i].pair];
      lits[0] = -(y0 + i);
      lits[1] = h0 + of[i].pair;
      ss_enc_clause (e, lits, 2);
      lits[1] = cell_var (e, t->p, of[i].a);
      lits[2] = cell_var (e, t->p, of[i].b);
      ss_enc_clause (e, lits, 3);
      lits[1] = cell_var (e, t->q, of[i].a);
      lits[2] = cell_var (e, t->q, of[i].b);
      ss_enc_clause (e, lits, 3);
    }
  /* a tiling pair carries a domino (offers are grouped by pair) */
  for (int i = 0, j = 0; i < npairs; i++)
    {
      k = 0;
      lits[k++] = -(h0 + i);
      for (; j < noffers && of[j].pair == i; j++)
        lits[k++] = y0 + j;
      ss_enc_clause (e, lits, k);
    }
  /* every unused domino exactly once (a used one is never offered) */
  for (int a = 1; a <= SIDE; a++)
    for (int b = a + 1; b <= SIDE; b++)
      {
        int used = 0;
        for (int i = 0; i < pz->ndominoes; i++)
          used |= (pz->dominoes[i].a == a && pz->dominoes[i].b == b)
                  || (pz->dominoes[i].a == b && pz->dominoes[i].b == a);
        if (used)
          continue;
        k = 0;
        for (int i = 0; i < noffers; i++)
          if (of[i].a == a && of[i].b == b)
            lits[k++] = y0 + i;
        ss_enc_exactly_one (e, lits, k);
      }
  /* a free cell's value comes with some domino holding it */
  for (int cell = 0; cell < CELLS; cell++)
    if (!pz->cells[cell])
      for (int v = 1; v <= SIDE; v++)
        {
          k = 0;
          lits[k++] = -cell_var (e, cell, v);
          for (int i = 0; i < noffers; i++)
            if ((pr[of[i].pair].p == cell || pr[of[i].pair].q == cell)
                && (of[i].a == v || of[i].b == v))
              lits[k++] = y0 + i;
          ss_enc_clause (e, lits, k);
        }
  free (lits);
  free (of);
}
