/* check_skyscraper.c: skyscraper clues.  Random clues on 4x4 grids are
   counted by the solver with every preset, scheme and presolve level
   and compared with an enumeration of every 4x4 Sudoku of this file,
   filtered by its own reading of each clue (it shares no code with the
   library); every grid the solver finds must keep every clue, every
   presolve level must keep each value a solution holds, the
   explainer's steps must too, and the grid check must agree with the
   reading.  The adder is given bad input. */
#include "suites.h"
#include "explain/explain.h"

#include <stdlib.h>
#include <string.h>

#define N 4
#define NN (N * N)
#define MAXGRIDS 288          /* the 4x4 Sudokus */
#define MAXCLUES 4

/* A clue at row, col of the border frame (0..N+1) and its count. */
typedef struct clue {
  int row, col, seen;
} clue;

static const int (*all)[NN];
static int nall;
static unsigned rng;

static int
rnd (int k)
{
  rng = rng * 1103515245u + 12345u;
  return (int) ((rng >> 16) % (unsigned) k);
}

/* Every 4x4 Sudoku, from the suites' shared enumeration
   (sudoku4.c). */
static void
enumerate_all (void)
{
  all = sudoku4_all (&nall);
  ck_assert_int_eq (nall, MAXGRIDS);
}

/* This file's reading: the digits seen from the clue's place, walking
   into the grid from it. */
static int
seen_from (const clue *c, const int *g)
{
  int dr = c->row == 0 ? 1 : c->row == N + 1 ? -1 : 0;
  int dc = c->col == 0 ? 1 : c->col == N + 1 ? -1 : 0;
  int r = c->row + dr - 1, col = c->col + dc - 1, top = 0, seen = 0;
  for (; r >= 0 && r < N && col >= 0 && col < N; r += dr, col += dc)
    if (g[r * N + col] > top)
      {
        top = g[r * N + col];
        seen++;
      }
  return seen;
}

static int
keeps_all (const clue *cl, int ncl, const int *givens, const int *g)
{
  for (int i = 0; i < NN; i++)
    if (givens[i] && givens[i] != g[i])
      return 0;
  for (int i = 0; i < ncl; i++)
    if (seen_from (&cl[i], g) != cl[i].seen)
      return 0;
  return 1;
}

/* ncl clues at distinct random places, counted on g (or, one time in
   four, a random count that g may not show). */
static void
random_clues (clue *cl, int ncl, const int *g)
{
  for (int i = 0; i < ncl; i++)
    for (;;)
      {
        int side = rnd (4), at = 1 + rnd (N), dup = 0;
        cl[i].row = side < 2 ? at : side == 2 ? 0 : N + 1;
        cl[i].col = side >= 2 ? at : side == 0 ? 0 : N + 1;
        for (int j = 0; j < i; j++)
          dup |= cl[j].row == cl[i].row && cl[j].col == cl[i].col;
        if (dup)
          continue;
        cl[i].seen = rnd (4) ? seen_from (&cl[i], g) : 1 + rnd (N);
        break;
      }
}

static ss_puzzle *
build (const clue *cl, int ncl, const int *givens)
{
  ss_puzzle *pz = ss_puzzle_new (2);
  ss_error err = { 0 };
  ck_assert_ptr_nonnull (pz);
  for (int i = 0; i < NN; i++)
    ck_assert_int_eq (ss_puzzle_set (pz, i / N, i % N, givens[i]), 0);
  for (int i = 0; i < ncl; i++)
    ck_assert_msg (ss_puzzle_add_skyscraper (pz, cl[i].row, cl[i].col,
                                             cl[i].seen, &err) == 0,
                   "%s", err.msg);
  return pz;
}

static int
expected (const clue *cl, int ncl, const int *givens)
{
  int count = 0;
  for (int i = 0; i < nall; i++)
    count += keeps_all (cl, ncl, givens, all[i]);
  return count;
}

/* For random sets of clues on 4x4 (some givens), the solver's count
   with every preset paired with a scheme in turn, and at every presolve
   level, equals the enumeration's, and every grid it finds keeps every
   clue. */
START_TEST (skyscraper_count_brute_force)
{
  enumerate_all ();
  rng = 2026;
  int grids[MAXGRIDS * NN], rounds = 0, solvable = 0;
  for (int round = 0; round < 120; round++)
    {
      clue cl[MAXCLUES];
      int givens[NN] = { 0 }, ncl = 1 + rnd (MAXCLUES);
      const int *g = all[rnd (nall)];
      random_clues (cl, ncl, g);
      for (int i = rnd (3); i > 0; i--)
        {
          int x = rnd (NN);
          givens[x] = g[x];
        }
      ss_puzzle *pz = build (cl, ncl, givens);
      int want = expected (cl, ncl, givens);
      const ss_encoding *enc = ss_encodings[round % 9];
      const ss_amo *amo = ss_amo_schemes[round % 6];
      long got = grids_projected (pz, enc, amo, grids, MAXGRIDS);
      ck_assert_msg (got == want, "round %d (%s, %s): the solver counts "
                     "%ld, the enumeration %d", round, enc->name, amo->name,
                     got, want);
      for (long i = 0; i < got; i++)
        ck_assert_msg (keeps_all (cl, ncl, givens, grids + i * NN),
                       "round %d: grid %ld breaks a clue", round, i + 1);
      sudoku4_levels_count (pz, MAXGRIDS + 1, want, round);
      rounds++;
      solvable += want > 0;
      ss_puzzle_free (pz);
    }
  ck_assert_int_gt (solvable, 20);
  ck_assert_int_lt (solvable, rounds);
}
END_TEST

/* Each presolve level keeps every value a solution holds, and the
   propagator removes what the units alone keep. */
START_TEST (skyscraper_presolve_keeps_solutions)
{
  enumerate_all ();
  rng = 77;
  long removed = 0;
  for (int round = 0; round < 80; round++)
    {
      clue cl[MAXCLUES];
      int givens[NN] = { 0 }, ncl = 1 + rnd (MAXCLUES);
      const int *g = all[rnd (nall)];
      random_clues (cl, ncl, g);
      for (int i = 0; i < ncl; i++)
        cl[i].seen = seen_from (&cl[i], g);
      ss_puzzle *pz = build (cl, ncl, givens);
      for (int l = 1; ss_presolve_levels[l]; l++)
        {
          ss_error err = { 0 };
          ss_varmap *vm = ss_presolve_map (pz, ss_presolve_levels[l], 0,
                                           &err);
          ck_assert_msg (vm != NULL, "%s", err.msg);
          for (int s = 0; s < nall; s++)
            {
              if (!keeps_all (cl, ncl, givens, all[s]))
                continue;
              for (int i = 0; i < NN; i++)
                ck_assert_msg (ss_var (vm, i / N, i % N, all[s][i])
                               != SS_LIT_FALSE, "round %d, %s: r%dc%d<>%d, "
                               "which a solution holds", round,
                               ss_presolve_levels[l]->name, i / N + 1,
                               i % N + 1, all[s][i]);
            }
          if (l == 1)
            for (int i = 0; i < NN; i++)
              for (int v = 1; v <= N; v++)
                removed += ss_var (vm, i / N, i % N, v) == SS_LIT_FALSE;
          ss_varmap_free (vm);
        }
      ss_puzzle_free (pz);
    }
  ck_assert_int_gt (removed, 0);
}
END_TEST

/* The propagator, with singles, on a 9x9 grid without givens: a clue
   c leaves the cell at distance d at most n - c + d, a clue of 1 puts 9
   first, a clue of 9 puts 1..9 in order. */
START_TEST (skyscraper_propagator_bounds)
{
  for (int c = 1; c <= 9; c++)
    {
      ss_puzzle *pz = ss_puzzle_new (3);
      ss_error err = { 0 };
      ck_assert_int_eq (ss_puzzle_add_skyscraper (pz, 0, 4, c, &err), 0);
      ss_varmap *vm = ss_presolve_map (pz, &ss_presolve_singles, 0, &err);
      ck_assert_msg (vm != NULL, "%s", err.msg);
      for (int d = 1; d <= 9; d++)
        for (int v = 1; v <= 9; v++)
          {
            int open = ss_var (vm, d - 1, 3, v) != SS_LIT_FALSE;
            /* (the column then takes 9 from the other cells) */
            int may = v <= 9 - c + d && (c != 1 || (d == 1) == (v == 9))
                      && (c != 9 || v == d);
            ck_assert_msg (open == may, "clue %d, distance %d, value %d: "
                           "%s", c, d, v, open ? "kept" : "removed");
          }
      ss_varmap_free (vm);
      ss_puzzle_free (pz);
    }
}
END_TEST

/* The explainer's steps on puzzles with one solution never remove that
   solution's values, and its skyscraper steps are taken. */
START_TEST (skyscraper_explain_sound)
{
  enumerate_all ();
  rng = 4242;
  int used[SS_TECH_COUNT] = { 0 };
  for (int round = 0; round < 200; round++)
    {
      clue cl[MAXCLUES];
      int givens[NN] = { 0 }, ncl = 2 + rnd (MAXCLUES - 1);
      const int *g = all[rnd (nall)];
      random_clues (cl, ncl, g);
      for (int i = 0; i < ncl; i++)
        cl[i].seen = seen_from (&cl[i], g);
      for (int i = 0; i < 2; i++)
        {
          int x = rnd (NN);
          givens[x] = g[x];
        }
      if (expected (cl, ncl, givens) != 1)
        continue;
      ss_puzzle *pz = build (cl, ncl, givens);
      ss_error err = { 0 };
      ss_explainer *ex = ss_explainer_new (pz, 0, &err);
      ck_assert_msg (ex != NULL, "%s", err.msg);
      ss_step s;
      int rc;
      while ((rc = ss_explainer_next (ex, &s, &err)) == 1)
        {
          used[s.technique]++;
          for (int i = 0; i < s.neliminate; i++)
            ck_assert_msg (g[s.eliminate[i].cell] != s.eliminate[i].value,
                           "round %d: %s removes the solution's %d",
                           round, ss_technique_name (s.technique),
                           s.eliminate[i].value);
          for (int i = 0; i < s.nplace; i++)
            ck_assert_int_eq (g[s.place[i].cell], s.place[i].value);
        }
      ck_assert_int_eq (rc, 0);
      ss_explainer_free (ex);
      ss_puzzle_free (pz);
    }
  ck_assert_int_gt (used[SS_TECH_SKYSCRAPER_CLUE], 0);
}
END_TEST

/* ss_check_solution agrees with this file's reading on every 4x4
   Sudoku; a grid that keeps a clue, with any of its cells blanked,
   still passes the check of givens. */
START_TEST (skyscraper_check_agrees)
{
  enumerate_all ();
  rng = 99;
  for (int round = 0; round < 40; round++)
    {
      clue cl[1];
      int givens[NN] = { 0 };
      random_clues (cl, 1, all[rnd (nall)]);
      ss_puzzle *pz = build (cl, 1, givens);
      for (int s = 0; s < nall; s++)
        {
          ss_error err = { 0 };
          int rc = ss_check_solution (pz, all[s], &err);
          int keep = seen_from (&cl[0], all[s]) == cl[0].seen;
          ck_assert_msg ((rc == 0) == keep, "round %d, grid %d: check says "
                         "%d (%s)", round, s, rc, err.msg);
          if (!keep)
            continue;
          int part[NN];
          memcpy (part, all[s], sizeof part);
          for (int i = 0; i < NN; i++)
            if (rnd (2))
              part[i] = 0;
          ck_assert_msg (ss_check_rules (pz, part, "given", 1, NULL, &err)
                         == 0, "round %d, "
                         "grid %d with blanks: %s", round, s, err.msg);
        }
      ss_puzzle_free (pz);
    }
}
END_TEST

/* The adder refuses a place not beside the grid, a clue out of 1..n and
   a second clue at one place, each with its message. */
START_TEST (skyscraper_bad_parameters)
{
  ss_puzzle *pz = ss_puzzle_new (3);
  ss_error err = { 0 };
  static const int places[][2] = { { 0, 0 }, { 3, 3 }, { 10, 10 },
                                   { -1, 2 }, { 11, 2 } };
  for (size_t i = 0; i < sizeof places / sizeof *places; i++)
    {
      char want[300];
      ck_assert_int_eq (ss_puzzle_add_skyscraper (pz, places[i][0],
                                                  places[i][1], 3, &err), -1);
      snprintf (want, sizeof want, "a skyscraper clue at row %d, column %d "
                "is not beside the 9x9 grid: it stands just outside one "
                "end of a row or column (row 0 or 10 with a column 1 to 9, "
                "or column 0 or 10 with a row 1 to 9)", places[i][0],
                places[i][1]);
      ck_assert_str_eq (err.msg, want);
    }
  ck_assert_int_eq (ss_puzzle_add_skyscraper (pz, 0, 2, 10, &err), -1);
  ck_assert_str_eq (err.msg, "a skyscraper clue of 10 at row 0, column 2: "
                    "1 to 9 digits are seen along a line of the 9x9 grid");
  ck_assert_int_eq (ss_puzzle_add_skyscraper (pz, 0, 2, 0, &err), -1);
  ck_assert_int_eq (ss_puzzle_add_skyscraper (pz, 4, 10, 2, &err), 0);
  ck_assert_int_eq (ss_puzzle_add_skyscraper (pz, 4, 10, 3, &err), -1);
  ck_assert_str_eq (err.msg, "row 4, column 10 holds a skyscraper clue "
                    "already");
  ss_puzzle_free (pz);
}
END_TEST

Suite *
skyscraper_suite (void)
{
  Suite *s = suite_create ("skyscraper");
  TCase *tc = tcase_create ("core");
  tcase_set_timeout (tc, 600);
  tcase_add_test (tc, skyscraper_count_brute_force);
  tcase_add_test (tc, skyscraper_presolve_keeps_solutions);
  tcase_add_test (tc, skyscraper_propagator_bounds);
  tcase_add_test (tc, skyscraper_explain_sound);
  tcase_add_test (tc, skyscraper_check_agrees);
  tcase_add_test (tc, skyscraper_bad_parameters);
  suite_add_tcase (s, tc);
  return s;
}
