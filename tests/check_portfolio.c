/* check_portfolio.c: the portfolio back end (sat_portfolio.c) hands a
   search that runs past its budget to CaDiCaL with the clauses, phases
   and assumptions given before, keeps PicoSAT below the budget, and
   answers as PicoSAT does: the same grids and counts on puzzles of
   ../shared/data (SUDOSAT_DATA), decisions counted across the
   hand-over.  A build without CaDiCaL has no portfolio: ss_solve
   refuses it (check_solve.c), and these tests pass at once. */
#include "suites.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define PORTFOLIO_BUILT() \
  if (!ss_solver_built (&ss_solver_portfolio)) \
    return

/* A portfolio instance with the given budget. */
static ss_sat *
portfolio (long long budget)
{
  ss_sat *s = ss_sat_new (&ss_solver_portfolio, NULL);
  ck_assert_ptr_nonnull (s);
  ck_assert_int_eq (ss_sat_budget (s, budget), 0);
  return s;
}

static int
model_value (void *ctx, int var)
{
  return ss_sat_value (ctx, var);
}

/* pz encoded into s and solved once: the grid into grid (checked by
   ss_decode); SS_SAT_SAT or another answer. */
static int
solve_once (ss_sat *s, const ss_puzzle *pz, int *grid)
{
  ss_error err = { 0 };
  ss_varmap *vm = ss_encode_sat (s, pz, NULL, NULL, &err);
  ck_assert_msg (vm != NULL, "%s", err.msg);
  int res = ss_sat_solve (s, 0);
  if (res == SS_SAT_SAT)
    ck_assert_int_eq (ss_decode (pz, vm, model_value, s, grid, &err), 0);
  ss_varmap_free (vm);
  return res;
}

/* A 9x9 puzzle of forum_hardest_1905_11plus that the presolve leaves
   open and PicoSAT's search proves unique in some 250 decisions. */
static const char *const hard =
  "........1.....2..3.34.1..5......5.6....7..5...65.3...4.1...8.4..46.5.1"
  "..9........\n";

START_TEST (tiny_budget_hands_over)
{
  PORTFOLIO_BUILT ();
  ss_puzzle *pz = parse_string (hard, SS_FMT_AUTO);
  int alone[81], handed[81];
  ck_assert_int_eq (ss_solve (pz, NULL, 1, alone, NULL, NULL), 1);
  ss_sat *s = portfolio (1);
  ck_assert_int_eq (ss_sat_handed_over (s), 0);
  ck_assert_int_eq (solve_once (s, pz, handed), SS_SAT_SAT);
  ck_assert_int_eq (ss_sat_handed_over (s), 1);
  ck_assert_mem_eq (alone, handed, sizeof alone);
  long long decisions, propagations;
  ss_sat_effort (s, &decisions, &propagations);
  ck_assert_int_ge (decisions, 1);      /* PicoSAT's, kept */
  ss_sat_free (s);
  ss_puzzle_free (pz);
}
END_TEST

START_TEST (big_budget_keeps_picosat)
{
  PORTFOLIO_BUILT ();
  ss_puzzle *pz = parse_string (hard, SS_FMT_AUTO);
  int grid[81];
  ss_sat *s = portfolio (1000000);
  ck_assert_int_eq (solve_once (s, pz, grid), SS_SAT_SAT);
  ck_assert_int_eq (ss_sat_handed_over (s), 0);
  ck_assert_int_eq (ss_check_solution (pz, grid, NULL), 0);
  ss_sat_free (s);
  ss_puzzle_free (pz);
}
END_TEST

/* The assumptions of the search that is handed over hold for CaDiCaL,
   and for that search only; clauses added after reach CaDiCaL. */
START_TEST (assumptions_and_clauses_follow)
{
  PORTFOLIO_BUILT ();
  /* 1 -> 2 -> 3 -> -4; exactly one of 5, 6; 7 or 8 */
  static const int cnf[] = { -1, 2, 0, -2, 3, 0, -3, -4, 0, 5, 6, 0,
                             -5, -6, 0, 7, 8, 0 };
  ss_sat *s = portfolio (1);
  ck_assert_int_eq (ss_sat_add (s, cnf, sizeof cnf / sizeof *cnf), 0);
  ck_assert_int_eq (ss_sat_assume (s, 1), 0);
  ck_assert_int_eq (ss_sat_assume (s, 5), 0);
  ck_assert_int_eq (ss_sat_assume (s, 4), 0);
  ck_assert_int_eq (ss_sat_solve (s, 0), SS_SAT_UNSAT);
  ck_assert_int_eq (ss_sat_handed_over (s), 1);
  ck_assert_int_eq (ss_sat_assume (s, 4), 0);
  ck_assert_int_eq (ss_sat_solve (s, 0), SS_SAT_SAT);
  ck_assert (ss_sat_value (s, 1) <= 0 && ss_sat_value (s, 4) > 0);
  static const int more[] = { -7, 0, -8, 5, 0 };
  ck_assert_int_eq (ss_sat_add (s, more, sizeof more / sizeof *more), 0);
  ck_assert_int_eq (ss_sat_solve (s, 0), SS_SAT_SAT);
  ck_assert (ss_sat_value (s, 7) <= 0 && ss_sat_value (s, 8) > 0);
  ck_assert (ss_sat_value (s, 5) > 0 && ss_sat_value (s, 6) <= 0);
  ck_assert_int_eq (ss_sat_assume (s, 6), 0);
  ck_assert_int_eq (ss_sat_solve (s, 0), SS_SAT_UNSAT);
  ss_sat_free (s);
}
END_TEST

/* Phases set before the hand-over steer CaDiCaL after it: on the empty
   4x4 grid, whose every grid is a model, the one the phases name. */
START_TEST (phases_follow)
{
  PORTFOLIO_BUILT ();
  static const int want[16] = { 1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3,
                                4, 3, 2, 1 };
  ss_puzzle *pz = ss_puzzle_new (2);
  ss_error err = { 0 };
  ss_sat *s = portfolio (1);
  ss_varmap *vm = ss_encode_sat (s, pz, NULL, NULL, &err);
  ck_assert_ptr_nonnull (vm);
  int lits[64], n = 0;
  for (int r = 0; r < 4; r++)
    for (int c = 0; c < 4; c++)
      for (int v = 1; v <= 4; v++)
        {
          int lit = ss_var (vm, r, c, v);
          if (lit != SS_LIT_TRUE && lit != SS_LIT_FALSE)
            lits[n++] = v == want[r * 4 + c] ? lit : -lit;
        }
  ck_assert_int_eq (ss_sat_phase (s, lits, n), 0);
  ck_assert_int_eq (ss_sat_solve (s, 0), SS_SAT_SAT);
  ck_assert_int_eq (ss_sat_handed_over (s), 1);
  int grid[16];
  ck_assert_int_eq (ss_decode (pz, vm, model_value, s, grid, &err), 0);
  ck_assert_mem_eq (grid, want, sizeof want);
  ss_varmap_free (vm);
  ss_sat_free (s);
  ss_puzzle_free (pz);
}
END_TEST

/* Every step-th puzzle of a file of ../shared/data, or NULL when it is
   absent (a message says so). */
static ss_puzzle **
sample (const char *name, int step, int *count)
{
  const char *data = getenv ("SUDOSAT_DATA");
  char path[4096];
  snprintf (path, sizeof path, "%s/%s", data && *data ? data
            : "../shared/data", name);
  FILE *f = fopen (path, "r");
  *count = 0;
  if (!f)
    {
      fprintf (stderr, "# %s absent: comparison skipped\n", path);
      return NULL;
    }
  ss_reader *rd = ss_reader_new (f, path, SS_FMT_AUTO);
  ss_puzzle **all = NULL, *pz;
  ss_error err = { 0 };
  int rc, seen = 0;
  while ((rc = ss_reader_next (rd, &pz, &err)) != 0)
    {
      ck_assert_msg (rc > 0, "%s", err.msg);
      if (seen++ % step)
        {
          ss_puzzle_free (pz);
          continue;
        }
      all = realloc (all, (size_t) (*count + 1) * sizeof *all);
      ck_assert_ptr_nonnull (all);
      all[(*count)++] = pz;
    }
  ss_reader_free (rd);
  fclose (f);
  return all;
}

/* The sets: hard 9x9 puzzles (unique), puzzles with several grids. */
static const struct {
  const char *file;
  int step;
} sets[] = {
  { "sudoku9/forum_hardest_1905_11plus.txt", 977 },
  { "sudoku9/serg_multi_solution.txt", 97 },
  { "sudokuN/gecode_16x16.txt", 4 },
};

/* With a budget of one decision nearly every search is CaDiCaL's; the
   counts to one, two and three are PicoSAT's, and so is the grid of a
   unique puzzle (of one with several, a grid). */
START_TEST (answers_equal_picosat)
{
  PORTFOLIO_BUILT ();
  int count;
  ss_puzzle **pz = sample (sets[_i].file, sets[_i].step, &count);
  ss_options pico = { .solver = &ss_solver_picosat };
  ss_options port = { .solver = &ss_solver_portfolio,
                      .portfolio_decisions = 1 };
  for (int i = 0; i < count; i++)
    {
      int n = ss_puzzle_side (pz[i]);
      int *a = calloc ((size_t) n * n, sizeof *a);
      int *b = calloc ((size_t) n * n, sizeof *b);
      ck_assert (a && b);
      int unique = ss_solve (pz[i], &pico, 2, NULL, NULL, NULL) == 1;
      for (long limit = 1; limit <= 3; limit++)
        {
          ss_stats st;
          long found = ss_solve (pz[i], &pico, limit, a, NULL, NULL);
          ck_assert_int_ge (found, 1);
          ck_assert_int_eq (ss_solve (pz[i], &port, limit, b, &st, NULL),
                            found);
          if (unique)
            ck_assert_mem_eq (a, b, (size_t) n * n * sizeof *a);
          else
            ck_assert_int_eq (ss_check_solution (pz[i], b, NULL), 0);
          if (st.variables)
            ck_assert_int_ge (st.decisions, 1);
        }
      free (a);
      free (b);
      ss_puzzle_free (pz[i]);
    }
  free (pz);
}
END_TEST

/* Counting many grids goes on in CaDiCaL once it has taken over. */
START_TEST (counts_equal_picosat)
{
  PORTFOLIO_BUILT ();
  ss_options port = { .solver = &ss_solver_portfolio,
                      .portfolio_decisions = 1 };
  ss_puzzle *pz = ss_puzzle_new (2);
  ck_assert_int_eq (ss_solve (pz, &port, 1000, NULL, NULL, NULL), 288);
  ss_puzzle_free (pz);
  port.portfolio_decisions = -1;
  ss_error err = { 0 };
  pz = ss_puzzle_new (2);
  ck_assert_int_eq (ss_solve (pz, &port, 1, NULL, NULL, &err), -1);
  ck_assert_int_eq (err.status, SS_ERR_USAGE);
  ss_puzzle_free (pz);
}
END_TEST

Suite *
portfolio_suite (void)
{
  Suite *s = suite_create ("portfolio");
  TCase *tc = tcase_create ("portfolio");
  tcase_add_test (tc, tiny_budget_hands_over);
  tcase_add_test (tc, big_budget_keeps_picosat);
  tcase_add_test (tc, assumptions_and_clauses_follow);
  tcase_add_test (tc, phases_follow);
  tcase_add_loop_test (tc, answers_equal_picosat, 0,
                       sizeof sets / sizeof *sets);
  tcase_add_test (tc, counts_equal_picosat);
  tcase_set_timeout (tc, 120);
  suite_add_tcase (s, tc);
  return s;
}
