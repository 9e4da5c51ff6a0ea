/* check_negative.c: the negative constraints of kropki and XV (no
   white dot, no black dot, no XV sign).  On random 4x4 puzzles, each
   built on one grid with marks where it has them (most of them) and
   some of its values given, the solver's count through every preset
   and presolve level equals a count of this file, which walks the 288
   4x4 grids and tests each pair of neighbours itself; every grid the
   solver finds is one of those; the presolve keeps every value a
   solution holds.  Then the model's refusals of bad pairs. */
#include "suites.h"

#include <stdlib.h>
#include <string.h>

enum { N = 4, NN = 16, MAXG = 288 };

static unsigned seed = 48;

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

/* A random puzzle: marks of a random grid and its negatives. */
typedef struct spec {
  int white[2 * NN], black[2 * NN], vee[2 * NN];   /* mark per pair */
  int neg[3];                                      /* nowhite, noblack, noxv */
  int given[NN];
} spec;

/* pair index p of a cell and its right (dir 0) or lower (dir 1)
   neighbour: 2 * cell + dir */
static int
partner (int p)
{
  int a = p / 2;
  if (p % 2)
    return a + N < NN ? a + N : -1;
  return a % N < N - 1 ? a + 1 : -1;
}

static int
meets (const spec *s, const int *g)
{
  for (int i = 0; i < NN; i++)
    if (s->given[i] && s->given[i] != g[i])
      return 0;
  for (int p = 0; p < 2 * NN; p++)
    {
      int b = partner (p);
      if (b < 0)
        continue;
      int x = g[p / 2], y = g[b], d = abs (x - y);
      int dbl = x == 2 * y || y == 2 * x, dot = s->white[p] || s->black[p];
      if ((s->white[p] && d != 1) || (s->black[p] && !dbl)
          || (s->vee[p] && x + y != 5))
        return 0;
      if ((s->neg[0] && !dot && d == 1) || (s->neg[1] && !dot && dbl)
          || (s->neg[2] && !s->vee[p] && (x + y == 5 || x + y == 10)))
        return 0;
    }
  return 1;
}

static ss_puzzle *
build (const spec *s)
{
  static const ss_con_kind kinds[3] = {
    SS_CON_NOWHITE, SS_CON_NOBLACK, SS_CON_NOXV
  };
  ss_puzzle *pz = ss_puzzle_new (2);
  ss_error err = { 0 };
  for (int p = 0; p < 2 * NN; p++)
    {
      int b = partner (p);
      if (s->white[p] || s->black[p])
        ck_assert_int_eq (ss_puzzle_add_kropki (pz, p / 2, b, s->black[p],
                                                &err), 0);
      if (s->vee[p])
        ck_assert_int_eq (ss_puzzle_add_xv (pz, p / 2, b, 5, &err), 0);
    }
  for (int k = 0; k < 3; k++)
    if (s->neg[k])
      ck_assert_msg (!ss_puzzle_add_negative (pz, kinds[k], &err), "%s",
                     err.msg);
  for (int i = 0; i < NN; i++)
    ck_assert_int_eq (ss_puzzle_set (pz, i / N, i % N, s->given[i]), 0);
  return pz;
}

START_TEST (negative_counts_4x4)
{
  int g[NN], *grids = malloc (sizeof (int) * NN * MAXG);
  int *found = malloc (sizeof (int) * NN * MAXG);
  ck_assert_int_eq (all_grids (g, 0, grids, 0), MAXG);
  int some = 0;
  for (int round = 0; round < sweep_count (150, 30); round++)
    {
      spec s;
      memset (&s, 0, sizeof s);
      const int *base = grids + roll (MAXG) * NN;
      for (int k = 0; k < 3; k++)
        s.neg[k] = !roll (3);
      /* a family's marks all where base has them, or about half (under
         its negative, base then breaks it and the count is often 0) */
      int dots = roll (2) ? 10 : 5, signs = roll (2) ? 10 : 5;
      for (int p = 0; p < 2 * NN; p++)
        {
          int b = partner (p);
          if (b < 0)
            continue;
          int x = base[p / 2], y = base[b];
          if (roll (10) < dots)
            {
              if (abs (x - y) == 1 && (x + y != 3 || roll (2)))
                s.white[p] = 1;
              else if (x == 2 * y || y == 2 * x)
                s.black[p] = 1;
            }
          s.vee[p] = x + y == 5 && roll (10) < signs;
        }
      for (int i = 0; i < NN; i++)
        if (roll (20) < 1)
          s.given[i] = base[i];
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
      some += want > 1 && (s.neg[0] || s.neg[1] || s.neg[2]);
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
  ck_assert_int_gt (some, 0);
  free (grids);
  free (found);
}
END_TEST

START_TEST (negative_refusals)
{
  ss_puzzle *pz = ss_puzzle_new (2);
  ss_error err = { 0 };
  ck_assert_int_eq (ss_puzzle_add_kropki (pz, 0, 1, 0, &err), 0);
  int far[2] = { 0, 5 }, marked[2] = { 1, 0 }, odd[3] = { 0, 4, 8 };
  int twice[4] = { 4, 5, 5, 4 };
  ck_assert_int_eq (ss_puzzle_add_negative_pairs (pz, SS_CON_NOBLACK, far, 2,
                                                  &err), -1);
  ck_assert_str_eq (err.msg, "no black dot pair 1: row 1, column 1 and row "
                    "2, column 2 are not neighbours");
  ck_assert_int_eq (ss_puzzle_add_negative_pairs (pz, SS_CON_NOWHITE, marked,
                                                  2, &err), -1);
  ck_assert_str_eq (err.msg, "no white dot pair 1: row 1, column 2 and row "
                    "1, column 1 carry a dot");
  ck_assert_int_eq (ss_puzzle_add_negative_pairs (pz, SS_CON_NOXV, odd, 3,
                                                  &err), -1);
  ck_assert_str_eq (err.msg, "a no XV sign constraint lists pairs of cells, "
                    "not 3 cells");
  ck_assert_int_eq (ss_puzzle_add_negative_pairs (pz, SS_CON_NOXV, twice, 4,
                                                  &err), -1);
  ck_assert_str_eq (err.msg, "no XV sign names the pair row 2, column 2 and "
                    "row 2, column 1 twice");
  /* the pair with a white dot is spared by no black dot, not by no XV */
  ck_assert_int_eq (ss_puzzle_add_negative (pz, SS_CON_NOBLACK, &err), 0);
  ck_assert_int_eq (ss_puzzle_add_negative (pz, SS_CON_NOXV, &err), 0);
  ck_assert_int_eq (pz->cons[pz->ncons - 2].ncells, 2 * 23);
  ck_assert_int_eq (pz->cons[pz->ncons - 1].ncells, 2 * 24);
  ck_assert_int_eq (ss_puzzle_add_negative (pz, SS_CON_NOXV, &err), -1);
  ck_assert_str_eq (err.msg, "a second no XV sign constraint (one covers "
                    "every pair of neighbours)");
  ss_puzzle_free (pz);
}
END_TEST

Suite *
negative_suite (void)
{
  Suite *s = suite_create ("negative");
  TCase *tc = tcase_create ("core");
  tcase_set_timeout (tc, 600);
  tcase_add_test (tc, negative_counts_4x4);
  tcase_add_test (tc, negative_refusals);
  suite_add_tcase (s, tc);
  return s;
}
