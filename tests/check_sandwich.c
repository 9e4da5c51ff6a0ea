/* check_sandwich.c: the clues outside the grid (sandwiches, x-sums).
   Random clues on 4x4 grids are counted by the solver with several
   presets, schemes, presolve levels and both encodings (combos and
   running sums) and compared with an enumeration of every 4x4 Sudoku
   of this file, filtered by its own reading of each clue (it shares no
   code with the library); every grid the solver enumerates must pass
   the same reading, every presolve level must keep each value a
   solution holds, and the explainer's steps must too.  The adders are
   given bad input, and the checks of grids are compared with the
   file's reading. */
#include "suites.h"
#include "explain/explain.h"

#include <stdlib.h>
#include <string.h>

#define N 4
#define NN (N * N)
#define MAXGRIDS 288          /* the 4x4 Sudokus */
#define MAXCLUES 5

enum { C_SANDWICH, C_XSUM };

typedef struct clue {
  int kind, r, c, total;      /* the clue's place, border included */
  int line[N];                /* the cells from the clue in */
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

/* The sum a clue of kind reads on full grid g along line. */
static int
reading (int kind, const int *line, const int *g)
{
  int sum = 0;
  if (kind == C_XSUM)
    {
      for (int i = 0; i < g[line[0]]; i++)
        sum += g[line[i]];
      return sum;
    }
  int inside = 0;
  for (int i = 0; i < N; i++)
    {
      int v = g[line[i]];
      if (v == 1 || v == N)
        inside = !inside;
      else if (inside)
        sum += v;
    }
  return sum;
}

static int
keeps_all (const clue *cl, int ncl, const int *givens, const int *g)
{
  for (int i = 0; i < NN; i++)
    if (givens[i] && givens[i] != g[i])
      return 0;
  for (int i = 0; i < ncl; i++)
    if (reading (cl[i].kind, cl[i].line, g) != cl[i].total)
      return 0;
  return 1;
}

/* A random clue at a random place (sandwiches on every side too), its
   total the one grid g reads, or one time in four any total the
   adders take. */
static void
random_clue (clue *c, const int *g)
{
  /* the totals 4x4 clues reach (sandwich_totals_reachable checks the
     adders take these) */
  static const int sandwich_totals[] = { 0, 2, 3, 5 };
  static const int xsum_totals[] = { 1, 3, 5, 6, 8, 9, 10 };
  int side = rnd (4), k = rnd (N);
  memset (c, 0, sizeof *c);
  c->kind = rnd (2);
  c->r = side == 0 ? 0 : side == 1 ? N + 1 : k + 1;
  c->c = side == 2 ? 0 : side == 3 ? N + 1 : k + 1;
  for (int i = 0; i < N; i++)
    c->line[i] = side == 0 ? i * N + k : side == 1 ? (N - 1 - i) * N + k
                 : side == 2 ? k * N + i : k * N + N - 1 - i;
  c->total = reading (c->kind, c->line, g);
  if (!rnd (4))
    c->total = c->kind == C_SANDWICH ? sandwich_totals[rnd (4)]
               : xsum_totals[rnd (7)];
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
    {
      int rc = cl[i].kind == C_SANDWICH
               ? ss_puzzle_add_sandwich (pz, cl[i].r, cl[i].c, cl[i].total,
                                         &err)
               : ss_puzzle_add_xsum (pz, cl[i].r, cl[i].c, cl[i].total, &err);
      ck_assert_msg (rc == 0, "%s", err.msg);
    }
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

static const ss_sum_encoding *
sum_named (const char *name)
{
  for (int i = 0; ss_sum_encodings[i]; i++)
    if (!strcmp (ss_sum_encodings[i]->name, name))
      return ss_sum_encodings[i];
  ck_abort_msg ("no sum encoding %s", name);
  return NULL;
}

/* For random sets of clues on 4x4 (some givens), the solver's count
   with every preset paired with a scheme in turn equals the
   enumeration's, every grid it finds keeps every clue, and so do
   ss_solve's counts at every presolve level with either encoding. */
START_TEST (sandwich_count_brute_force)
{
  enumerate_all ();
  rng = 2026;
  int grids[MAXGRIDS * NN], rounds = 0, solvable = 0;
  const char *sums[] = { "combos", "running" };
  for (int round = 0; round < 150; round++)
    {
      clue cl[MAXCLUES];
      int givens[NN] = { 0 }, ncl = 1 + rnd (MAXCLUES);
      const int *g = all[rnd (nall)];
      for (int i = 0; i < ncl; i++)
        random_clue (&cl[i], g);
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
      for (int l = 0; ss_presolve_levels[l]; l++)
        for (int e = 0; e < 2; e++)
          {
            ss_options opt = { 0 };
            ss_error err = { 0 };
            opt.presolve = ss_presolve_levels[l];
            opt.sum = sum_named (sums[e]);
            long c = ss_solve (pz, &opt, MAXGRIDS + 1, NULL, NULL, &err);
            ck_assert_msg (c == want, "round %d, presolve %s, %s: %ld grids, "
                           "not %d (%s)", round, ss_presolve_levels[l]->name,
                           sums[e], c, want, err.msg);
          }
      rounds++;
      solvable += want > 0;
      ss_puzzle_free (pz);
    }
  ck_assert_int_gt (solvable, 20);
  ck_assert_int_lt (solvable, rounds);
}
END_TEST

/* Each presolve level keeps every value a solution holds, and the
   propagators remove something the units alone keep. */
START_TEST (sandwich_presolve_keeps_solutions)
{
  enumerate_all ();
  rng = 78;
  long removed = 0;
  for (int round = 0; round < 80; round++)
    {
      clue cl[MAXCLUES];
      int givens[NN] = { 0 }, ncl = 1 + rnd (MAXCLUES);
      const int *g = all[rnd (nall)];
      for (int i = 0; i < ncl; i++)
        {
          random_clue (&cl[i], g);
          cl[i].total = reading (cl[i].kind, cl[i].line, g);
        }
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

/* The explainer's steps on puzzles with one solution never remove that
   solution's values, and both clues' steps are taken, in words naming
   the clue. */
START_TEST (sandwich_explain_sound)
{
  enumerate_all ();
  rng = 4243;
  int used[SS_TECH_COUNT] = { 0 };
  for (int round = 0; round < 300; round++)
    {
      clue cl[MAXCLUES];
      int givens[NN] = { 0 }, ncl = 2 + rnd (MAXCLUES - 1);
      const int *g = all[rnd (nall)];
      for (int i = 0; i < ncl; i++)
        {
          random_clue (&cl[i], g);
          cl[i].total = reading (cl[i].kind, cl[i].line, g);
        }
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
          if (s.technique == SS_TECH_SANDWICH || s.technique == SS_TECH_XSUM)
            {
              char words[256];
              ck_assert_int_eq (ss_sandwich_step_words (pz, &s, words,
                                                        sizeof words), 0);
              ck_assert_msg (!strncmp (words, s.technique == SS_TECH_XSUM
                                       ? "x-sum " : "sandwich ", 6), "%s",
                             words);
            }
        }
      ck_assert_int_eq (rc, 0);
      ss_explainer_free (ex);
      ss_puzzle_free (pz);
    }
  ck_assert_int_gt (used[SS_TECH_SANDWICH], 0);
  ck_assert_int_gt (used[SS_TECH_XSUM], 0);
}
END_TEST

/* ss_check_solution agrees with this file's reading on every 4x4
   Sudoku, for random clues. */
START_TEST (sandwich_check_agrees)
{
  enumerate_all ();
  rng = 98;
  for (int round = 0; round < 60; round++)
    {
      clue cl[1];
      int givens[NN] = { 0 };
      random_clue (&cl[0], all[rnd (nall)]);
      ss_puzzle *pz = build (cl, 1, givens);
      for (int s = 0; s < nall; s++)
        {
          ss_error err = { 0 };
          int rc = ss_check_solution (pz, all[s], &err);
          ck_assert_msg ((rc == 0) == (reading (cl[0].kind, cl[0].line,
                                                all[s]) == cl[0].total),
                         "round %d, grid %d: check says %d (%s)", round, s,
                         rc, err.msg);
        }
      ss_puzzle_free (pz);
    }
}
END_TEST

/* The totals the adders take are those some digits reach: on 4x4 to
   9x9 grids, each total is taken exactly when a brute force over the
   line's orders of 1..n (sandwich) or over the first digit and its
   sets (x-sum) finds it. */
static int
brute_reaches (int kind, int n, int total)
{
  /* subsets of 1..n as bit masks: a sandwich's middle is any set of
     2..n-1; an x-sum is X plus X-1 other digits */
  for (unsigned set = 0; set < 1u << n; set++)
    {
      int sum = 0, count = 0, lowest = 0;
      for (int v = 1; v <= n; v++)
        if (set >> (v - 1) & 1)
          sum += v, count++, lowest = lowest ? lowest : v;
      if (kind == C_SANDWICH)
        {
          if (!(set & 1) && !(set >> (n - 1) & 1) && sum == total)
            return 1;
        }
      else
        for (int x = 1; x <= n; x++)
          if (set >> (x - 1) & 1 && count == x && sum == total)
            return 1;
    }
  return 0;
}

START_TEST (sandwich_totals_reachable)
{
  for (int n = 4; n <= 9; n++)
    {
      /* 5 and 7 have no boxes (regions would replace them): only the
         clue's line counts here */
      ss_puzzle *pz = n == 5 || n == 7 ? ss_puzzle_new_irregular (n)
                      : ss_puzzle_new_box (n == 9 ? 3 : 2, n == 9 ? 3
                                                           : n / 2);
      ck_assert_ptr_nonnull (pz);
      for (int kind = 0; kind < 2; kind++)
        for (int total = 0; total <= n * (n + 1) / 2 + 1; total++)
          {
            ss_error err = { 0 };
            int rc = kind == C_SANDWICH
                     ? ss_puzzle_add_sandwich (pz, 0, 1, total, &err)
                     : ss_puzzle_add_xsum (pz, 0, 1, total, &err);
            ck_assert_msg ((rc == 0) == brute_reaches (kind, n, total),
                           "%dx%d %s %d: %s", n, n, kind ? "x-sum"
                           : "sandwich", total, rc ? err.msg : "taken");
          }
      ss_puzzle_free (pz);
    }
}
END_TEST

/* The adders refuse what no grid can hold, each with its message. */
START_TEST (sandwich_bad_parameters)
{
  ss_puzzle *pz = ss_puzzle_new (3);
  ss_error err = { 0 };
  ck_assert_int_eq (ss_puzzle_add_sandwich (pz, 3, 4, 10, &err), -1);
  ck_assert_str_eq (err.msg, "a sandwich clue stands beside a row or column, "
                    "outside the 9x9 grid (row 0 or 10, or column 0 or 10), "
                    "not at row 3, column 4");
  ck_assert_int_eq (ss_puzzle_add_xsum (pz, 0, 0, 10, &err), -1);
  ck_assert_str_eq (err.msg, "an x-sum clue stands beside a row or column, "
                    "outside the 9x9 grid (row 0 or 10, or column 0 or 10), "
                    "not at row 0, column 0 (a corner)");
  ck_assert_int_eq (ss_puzzle_add_sandwich (pz, 11, 3, 10, &err), -1);
  ck_assert_int_eq (ss_puzzle_add_sandwich (pz, 0, 3, 34, &err), -1);
  ck_assert_str_eq (err.msg, "a sandwich of the 9x9 grid cannot total 34: "
                    "no set of the digits 2 to 8 sums to it");
  ck_assert_int_eq (ss_puzzle_add_sandwich (pz, 0, 3, 1, &err), -1);
  ck_assert_int_eq (ss_puzzle_add_xsum (pz, 10, 3, 2, &err), -1);
  ck_assert_str_eq (err.msg, "an x-sum of the 9x9 grid cannot total 2: no "
                    "first digit X with X-1 more distinct digits after it "
                    "sums to it");
  ck_assert_int_eq (ss_puzzle_add_sandwich (pz, 0, 3, 35, &err), 0);
  ck_assert_int_eq (ss_puzzle_add_xsum (pz, 4, 10, 45, &err), 0);
  /* from cells, as DIMACS comments give them */
  int row[9], bent[9];
  for (int i = 0; i < 9; i++)
    row[i] = 9 * 2 + 8 - i, bent[i] = i < 8 ? i : 17;
  ck_assert_int_eq (ss_puzzle_add_sandwich_cells (pz, SS_CON_XSUM, row, 9,
                                                  10, &err), 0);
  ck_assert_int_eq (ss_puzzle_add_sandwich_cells (pz, SS_CON_SANDWICH, bent,
                                                  9, 10, &err), -1);
  ck_assert_str_eq (err.msg, "a sandwich's cells run along one row or column "
                    "from one end to the other, not from row 1, column 1 to "
                    "row 2, column 9");
  ck_assert_int_eq (ss_puzzle_add_sandwich_cells (pz, SS_CON_SANDWICH, row,
                                                  8, 10, &err), -1);
  ck_assert_str_eq (err.msg, "a sandwich of 8 cells: it covers a whole row "
                    "or column of the 9x9 grid, 9 cells");
  ss_puzzle_free (pz);
}
END_TEST

Suite *
sandwich_suite (void)
{
  Suite *s = suite_create ("sandwich");
  TCase *tc = tcase_create ("core");
  tcase_set_timeout (tc, 600);
  tcase_add_test (tc, sandwich_count_brute_force);
  tcase_add_test (tc, sandwich_presolve_keeps_solutions);
  tcase_add_test (tc, sandwich_explain_sound);
  tcase_add_test (tc, sandwich_check_agrees);
  tcase_add_test (tc, sandwich_totals_reachable);
  tcase_add_test (tc, sandwich_bad_parameters);
  suite_add_tcase (s, tc);
  return s;
}
