/* check_clues.c: the cell clues (quadruples, minimum and maximum
   cells).  On random 4x4 puzzles, each with clues that one grid keeps
   (most of them) or drawn at random, and some of its values given, the
   solver's count through every preset and presolve level equals a count
   of this file, which walks the 288 4x4 grids and tests each clue
   itself; the in-process check agrees on every grid; every grid the
   solver finds is one of those; the presolve keeps every value a
   solution holds.  Then the model's refusals of bad clues. */
#include "suites.h"

#include <stdlib.h>
#include <string.h>

enum { N = 4, NN = 16, MAXG = 288, MAXQ = 4, MAXE = 6 };

static unsigned seed = 4848;

static int
roll (int m)
{
  seed = seed * 1103515245u + 12345u;
  return (int) (seed >> 16) % m;
}

/* Every 4x4 Sudoku grid, into grids (NN values each). */
static int
all_grids (int *g, int cell, int *grids, int k)
{
  if (cell == NN)
    {
      memcpy (grids + k * NN, g, sizeof (int) * NN);
      return k + 1;
    }
  int r = cell / N, c = cell % N;
  for (int v = 1; v <= N; v++)
    {
      int ok = 1;
      for (int i = 0; i < cell && ok; i++)
        ok = g[i] != v || (i / N != r && i % N != c
                           && (i / N / 2 != r / 2 || i % N / 2 != c / 2));
      if (!ok)
        continue;
      g[cell] = v;
      k = all_grids (g, cell + 1, grids, k);
    }
  return k;
}

typedef struct spec {
  int nq, corner[MAXQ], nv[MAXQ], v[MAXQ][4];  /* corner: top left cell */
  int ne, cell[MAXE], max[MAXE];
  int given[NN];
} spec;

/* Whether digit v appears at least k times among the four cells. */
static int
quad_ok (const int *g, int corner, const int *vals, int m)
{
  int held[4] = { g[corner], g[corner + 1], g[corner + N],
                  g[corner + N + 1] };
  for (int j = 0; j < m; j++)
    {
      int i = 0;
      while (i < 4 && held[i] != vals[j])
        i++;
      if (i == 4)
        return 0;
      held[i] = 0;     /* used once */
    }
  return 1;
}

static int
extremum_ok (const int *g, int cell, int max)
{
  int r = cell / N, c = cell % N;
  static const int d[4][2] = { { 0, 1 }, { 1, 0 }, { 0, -1 }, { -1, 0 } };
  for (int k = 0; k < 4; k++)
    {
      int rr = r + d[k][0], cc = c + d[k][1];
      if (rr < 0 || cc < 0 || rr >= N || cc >= N)
        continue;
      int w = g[rr * N + cc];
      if (max ? g[cell] <= w : g[cell] >= w)
        return 0;
    }
  return 1;
}

static int
meets (const spec *s, const int *g)
{
  for (int i = 0; i < NN; i++)
    if (s->given[i] && s->given[i] != g[i])
      return 0;
  for (int q = 0; q < s->nq; q++)
    if (!quad_ok (g, s->corner[q], s->v[q], s->nv[q]))
      return 0;
  for (int e = 0; e < s->ne; e++)
    if (!extremum_ok (g, s->cell[e], s->max[e]))
      return 0;
  return 1;
}

static ss_puzzle *
build (const spec *s)
{
  ss_puzzle *pz = ss_puzzle_new (2);
  ss_error err = { 0 };
  for (int q = 0; q < s->nq; q++)
    {
      /* the cells in an order of their own: the model takes any */
      int a = s->corner[q];
      int cells[4] = { a + N + 1, a, a + N, a + 1 };
      ck_assert_msg (!ss_puzzle_add_quadruple (pz, cells, s->v[q], s->nv[q],
                                               &err), "%s", err.msg);
    }
  for (int e = 0; e < s->ne; e++)
    ck_assert_msg (!ss_puzzle_add_extremum (pz, s->max[e] ? SS_CON_MAXIMUM
                                            : SS_CON_MINIMUM, s->cell[e],
                                            &err), "%s", err.msg);
  for (int i = 0; i < NN; i++)
    ck_assert_int_eq (ss_puzzle_set (pz, i / N, i % N, s->given[i]), 0);
  return pz;
}

/* Random clues, most of them kept by base. */
static void
draw (spec *s, const int *base)
{
  memset (s, 0, sizeof *s);
  s->nq = roll (MAXQ + 1);
  for (int q = 0; q < s->nq; q++)
    {
      int a = roll (N - 1) * N + roll (N - 1), kept = roll (5);
      int held[4] = { base[a], base[a + 1], base[a + N], base[a + N + 1] };
      s->corner[q] = a;
      s->nv[q] = 1 + roll (4);
      for (int j = 0; j < s->nv[q]; j++)
        {
          if (kept)
            {
              /* a held digit not taken yet */
              int i = roll (4 - j);
              s->v[q][j] = held[i];
              held[i] = held[3 - j];
            }
          else
            s->v[q][j] = 1 + roll (N);
        }
      /* a digit three times is refused; keep at most two */
      for (int j = 2; j < s->nv[q]; j++)
        for (int a2 = 0; a2 < j; a2++)
          for (int b2 = 0; b2 < a2; b2++)
            if (s->v[q][a2] == s->v[q][j] && s->v[q][b2] == s->v[q][j])
              s->v[q][j] = s->v[q][j] % N + 1;
    }
  int want = roll (MAXE + 1);
  for (int t = 0; t < 40 && s->ne < want; t++)
    {
      int cell = roll (NN), max = roll (2), dup = 0;
      for (int e = 0; e < s->ne; e++)
        dup |= s->cell[e] == cell;
      if (dup || (roll (6) && !extremum_ok (base, cell, max)))
        continue;
      s->cell[s->ne] = cell;
      s->max[s->ne++] = max;
    }
  for (int i = 0; i < NN; i++)
    if (roll (12) < 1)
      s->given[i] = base[i];
}

START_TEST (clue_counts_4x4)
{
  int g[NN], *grids = malloc (sizeof (int) * NN * MAXG);
  int *found = malloc (sizeof (int) * NN * MAXG);
  ck_assert_int_eq (all_grids (g, 0, grids, 0), MAXG);
  int some = 0, none = 0;
  for (int round = 0; round < sweep_count (200, 40); round++)
    {
      spec s;
      draw (&s, grids + roll (MAXG) * NN);
      long want = 0;
      ss_puzzle *pz = build (&s);
      ss_error err = { 0 };
      for (int k = 0; k < MAXG; k++)
        {
          /* the in-process check agrees on every grid */
          int ok = meets (&s, grids + k * NN);
          ck_assert_int_eq (ss_check_solution (pz, grids + k * NN, &err),
                            ok ? 0 : -1);
          want += ok;
        }
      some += want > 1 && s.nq && s.ne;
      none += !want;
      for (int i = 0; ss_encoding_nth (i); i++)
        {
          ss_options opt = { .encoding = ss_encoding_nth (i) };
          ck_assert_int_eq (ss_solve (pz, &opt, MAXG + 1, NULL, NULL, &err),
                            want);
        }
      for (int i = 0; ss_presolve_nth (i); i++)
        {
          ss_options opt = { .presolve = ss_presolve_nth (i) };
          ck_assert_int_eq (ss_solve (pz, &opt, MAXG + 1, NULL, NULL, &err),
                            want);
          if (!i)
            continue;
          /* the presolve keeps every value a solution holds */
          ss_varmap *vm = ss_presolve_map (pz, ss_presolve_nth (i), 0, &err);
          ck_assert_ptr_nonnull (vm);
          for (int k = 0; k < MAXG; k++)
            if (meets (&s, grids + k * NN))
              for (int c = 0; c < NN; c++)
                ck_assert_int_ne (ss_var (vm, c / N, c % N, grids[k * NN + c]),
                                  SS_LIT_FALSE);
          ss_varmap_free (vm);
        }
      long got = grids_projected (pz, ss_encoding_find ("extended"),
                                  ss_amo_default (), found, MAXG);
      ck_assert_int_eq (got, want);
      for (long k = 0; k < got; k++)
        {
          ck_assert (meets (&s, found + k * NN));
          ck_assert_int_eq (ss_check_solution (pz, found + k * NN, &err), 0);
        }
      ss_puzzle_free (pz);
    }
  /* the draws reach both puzzles with several solutions and none */
  ck_assert_int_gt (some, 0);
  ck_assert_int_gt (none, 0);
  free (grids);
  free (found);
}
END_TEST

START_TEST (clue_refusals)
{
  ss_puzzle *pz = ss_puzzle_new (2);
  ss_error err = { 0 };
  int block[4] = { 0, 1, 4, 5 }, apart[4] = { 0, 1, 4, 6 };
  int wrap[4] = { 3, 4, 7, 8 }, off[4] = { 0, 1, 4, 16 };
  int one[1] = { 1 }, five[1] = { 5 }, thrice[3] = { 2, 2, 2 };
  int many[5] = { 1, 2, 3, 4, 1 };
  ck_assert_int_eq (ss_puzzle_add_quadruple (pz, apart, one, 1, &err), -1);
  ck_assert_str_eq (err.msg, "a quadruple's cells are the four around one "
                    "corner (a 2x2 block), not row 1, column 1, row 1, "
                    "column 2, row 2, column 1 and row 2, column 3");
  ck_assert_int_eq (ss_puzzle_add_quadruple (pz, wrap, one, 1, &err), -1);
  ck_assert_int_eq (ss_puzzle_add_quadruple (pz, off, one, 1, &err), -1);
  ck_assert_str_eq (err.msg, "quadruple cell 16 is off the 4x4 grid");
  ck_assert_int_eq (ss_puzzle_add_quadruple (pz, block, five, 1, &err), -1);
  ck_assert_str_eq (err.msg, "a quadruple's digit 5 is not a value of the "
                    "4x4 grid (1 to 4)");
  ck_assert_int_eq (ss_puzzle_add_quadruple (pz, block, thrice, 3, &err),
                    -1);
  ck_assert_str_eq (err.msg, "a quadruple lists 2 three times or more: four "
                    "cells around a corner hold a value twice at most");
  ck_assert_int_eq (ss_puzzle_add_quadruple (pz, block, many, 5, &err), -1);
  ck_assert_str_eq (err.msg, "a quadruple of 5 digits: it lists 1 to 4 (its "
                    "four cells hold at most four)");
  ck_assert_int_eq (ss_puzzle_add_extremum (pz, SS_CON_MINIMUM, 16, &err),
                    -1);
  ck_assert_str_eq (err.msg, "minimum cell 16 is off the 4x4 grid");
  ck_assert_int_eq (ss_puzzle_add_extremum (pz, SS_CON_MINIMUM, 5, &err), 0);
  ck_assert_int_eq (pz->cons[pz->ncons - 1].ncells, 5);
  ck_assert_int_eq (ss_puzzle_add_extremum (pz, SS_CON_MAXIMUM, 5, &err),
                    -1);
  ck_assert_str_eq (err.msg, "row 2, column 2 is a minimum already");
  /* a corner cell has two neighbours */
  ck_assert_int_eq (ss_puzzle_add_extremum (pz, SS_CON_MAXIMUM, 15, &err),
                    0);
  ck_assert_int_eq (pz->cons[pz->ncons - 1].ncells, 3);
  ss_puzzle_free (pz);
}
END_TEST

Suite *
clues_suite (void)
{
  Suite *s = suite_create ("clues");
  TCase *tc = tcase_create ("core");
  tcase_set_timeout (tc, 600);
  tcase_add_test (tc, clue_counts_4x4);
  tcase_add_test (tc, clue_refusals);
  suite_add_tcase (s, tc);
  return s;
}
