/* check_solve.c: the solving driver solves, counts grids (not models
   with auxiliaries), reports unsatisfiable puzzles, and stops at its
   time limit, with every back end this build has (each test loops over
   the back ends; one not built passes at once), and refuses one it
   lacks. */
#include "suites.h"
#include "cli/cli.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

/* The _i-th back end in o (zeroed otherwise); 0 when not built. */
#define BACK_END(o) \
  ss_options o = { .solver = ss_solver_nth (_i) }; \
  if (!ss_solver_built (o.solver)) \
    return

START_TEST (empty_4x4_has_288_grids)
{
  BACK_END (o);
  ss_puzzle *pz = ss_puzzle_new (2);
  ck_assert_int_eq (ss_solve (pz, &o, 1000, NULL, NULL, NULL), 288);
  ck_assert_int_eq (ss_solve (pz, &o, 5, NULL, NULL, NULL), 5);
  ss_puzzle_free (pz);
}
END_TEST

START_TEST (solution_keeps_givens)
{
  ss_puzzle *pz = parse_string ("4.....8.5.3..........7......2.....6.....8.4"
                                "......1.......6.3.7.5..2.....1.4......\n",
                                SS_FMT_AUTO);
  int grid[81];
  ss_stats st;
  BACK_END (extended);
  extended.encoding = ss_encoding_find ("extended");
  ck_assert_int_eq (ss_solve (pz, &extended, 2, grid, &st, NULL), 1);
  ck_assert_int_eq (ss_check_solution (pz, grid, NULL), 0);
  ck_assert_int_eq (st.variables, 729);
  ck_assert_int_gt (st.clauses, 11988);
  ss_puzzle_free (pz);
}
END_TEST

START_TEST (unsolvable_gives_zero)
{
  /* row 1 needs 3 or 4 in column 4, which already holds both */
  BACK_END (o);
  ss_puzzle *pz = parse_string ("12..\n...4\n....\n...3\n", SS_FMT_AUTO);
  ck_assert_int_eq (ss_solve (pz, &o, 1, NULL, NULL, NULL), 0);
  ss_puzzle_free (pz);
}
END_TEST

/* A puzzle the presolver settles is answered without a CNF: one grid,
   the same as extended's search finds, no variable, no clause, no
   decision. */
START_TEST (settled_without_cnf)
{
  ss_puzzle *pz = parse_string ("4.....8.5.3..........7......2.....6.....8.4"
                                "......1.......6.3.7.5..2.....1.4......\n",
                                SS_FMT_AUTO);
  int grid[81], searched[81];
  ss_stats st;
  BACK_END (o);
  ck_assert_int_eq (ss_solve (pz, &o, 2, grid, &st, NULL), 1);
  ck_assert_int_eq (st.variables, 0);
  ck_assert_int_eq (st.clauses, 0);
  ck_assert_int_eq (st.decisions, 0);
  ck_assert_int_eq (ss_check_solution (pz, grid, NULL), 0);
  ss_options extended = o;
  extended.encoding = ss_encoding_find ("extended");
  ck_assert_int_eq (ss_solve (pz, &extended, 2, searched, &st, NULL), 1);
  ck_assert_int_gt (st.variables, 0);
  ck_assert_mem_eq (grid, searched, sizeof grid);
  ss_puzzle_free (pz);
}
END_TEST

/* A grid the presolver decides in full that breaks a rule it does not
   look at (here the diagonals, a full classic grid given with the x
   rule) has no solution: the check turns it down and the solver says
   so. */
START_TEST (settled_grid_breaking_a_rule_has_none)
{
  static const char full[] = "1234567894567891237891234562345678915678912"
                             "34891234567345678912678912345912345678\n";
  BACK_END (o);
  ss_error err = { 0 };
  ss_puzzle *pz = parse_string (full, SS_FMT_AUTO);
  ck_assert_int_eq (ss_solve (pz, &o, 2, NULL, NULL, NULL), 1);
  ck_assert_int_eq (ss_puzzle_add_rules (pz, "x", &err), 0);
  ck_assert_int_ne (ss_check_solution (pz, pz->cells, &err), 0);
  ck_assert_int_eq (ss_solve (pz, &o, 2, NULL, NULL, NULL), 0);
  ss_puzzle_free (pz);
}
END_TEST

/* A full 16x16 grid with two disjoint "deadly rectangles" blanked: in
   each, the four cells span two rows, two columns and two boxes and may
   swap their two values, so the puzzle has exactly 2 x 2 grids.  On this
   side the search for each further grid starts from fresh scores. */
START_TEST (two_rectangles_give_four_16x16_grids)
{
  BACK_END (o);
  ss_puzzle *pz = ss_puzzle_new (4);
  for (int r = 0; r < 16; r++)
    for (int c = 0; c < 16; c++)
      pz->cells[r * 16 + c] = ((r % 4) * 4 + r / 4 + c) % 16 + 1;
  static const int blank[][2] = { { 0, 0 }, { 0, 8 }, { 2, 0 }, { 2, 8 },
                                  { 1, 1 }, { 1, 9 }, { 3, 1 }, { 3, 9 } };
  for (int i = 0; i < 8; i++)
    pz->cells[blank[i][0] * 16 + blank[i][1]] = 0;
  int grid[256];
  ck_assert_int_eq (ss_solve (pz, &o, 10, grid, NULL, NULL), 4);
  ck_assert_int_eq (ss_check_solution (pz, grid, NULL), 0);
  ck_assert_int_eq (ss_solve (pz, &o, 3, NULL, NULL, NULL), 3);
  ss_puzzle_free (pz);
}
END_TEST

/* Counting the grids of an empty 9x9 puzzle would never end: the time
   limit ends it, with an error rather than a partial count; a limit
   that is not reached changes no answer. */
START_TEST (time_limit_ends_a_search)
{
  BACK_END (opt);
  opt.time_limit = 0.2;
  ss_puzzle *pz = ss_puzzle_new (3);
  ss_error err = { 0 };
  ck_assert_int_eq (ss_solve (pz, &opt, LONG_MAX, NULL, NULL, &err), -1);
  ck_assert_int_eq (err.status, SS_ERR_TIMEOUT);
  ck_assert_int_eq (ss_exit_code (&err), SS_EXIT_TIMEOUT);
  /* grids come in milliseconds: some were found, and the message says
     the count was not finished */
  ck_assert_ptr_nonnull (strstr (err.msg, "time limit of 0.2 s ran out "
                                 "after "));
  ss_puzzle_free (pz);
  pz = ss_puzzle_new (2);
  opt.time_limit = 60;
  ck_assert_int_eq (ss_solve (pz, &opt, 1000, NULL, NULL, &err), 288);
  ss_puzzle_free (pz);
}
END_TEST

/* A grid whose CNF takes long to build is given up while it is built:
   the empty 81x81 grid's CNF (nothing to fold, so as big as extended's:
   170 M literals, seconds to build) cannot be built in 10 ms, and the
   message says so. */
START_TEST (time_limit_ends_building)
{
  BACK_END (opt);
  opt.time_limit = 0.01;
  ss_puzzle *pz = ss_puzzle_new (9);
  ss_error err = { 0 };
  ss_stats st;
  ck_assert_int_eq (ss_solve (pz, &opt, 1, NULL, &st, &err), -1);
  ck_assert_int_eq (err.status, SS_ERR_TIMEOUT);
  ck_assert_ptr_nonnull (strstr (err.msg, "time limit of 0.01 s, which ran "
                                 "out while the CNF was being built"));
  ck_assert_int_eq (st.decisions, 0);
  ss_puzzle_free (pz);
}
END_TEST

/* The back-end interface on a small formula, alike on every back end:
   assumptions hold for the next solve only, phases lead the search,
   and probe (PicoSAT's; another back end refuses it) refutes by unit
   propagation alone, not by search. */
START_TEST (interface_calls)
{
  const ss_solver *sv = ss_solver_nth (_i);
  ck_assert ((ss_sat_version (sv) != NULL) == ss_solver_built (sv));
  if (!ss_solver_built (sv))
    return;
  ss_sat *s = ss_sat_new (sv, NULL);
  ck_assert_ptr_nonnull (s);
  /* 1 -> 2 -> 3 -> -4; exactly one of 5, 6 */
  static const int cnf[] = { -1, 2, 0, -2, 3, 0, -3, -4, 0, 5, 6, 0,
                             -5, -6, 0 };
  ck_assert_int_eq (ss_sat_add (s, cnf, sizeof cnf / sizeof *cnf), 0);
  ck_assert_int_eq (ss_sat_assume (s, 1), 0);
  ck_assert_int_eq (ss_sat_assume (s, 4), 0);
  ck_assert_int_eq (ss_sat_solve (s, 0), SS_SAT_UNSAT);
  ck_assert_int_eq (ss_sat_assume (s, 1), 0);
  ck_assert_int_eq (ss_sat_solve (s, 0), SS_SAT_SAT);
  ck_assert (ss_sat_value (s, 2) > 0 && ss_sat_value (s, 3) > 0);
  ck_assert (ss_sat_value (s, 4) <= 0);
  ck_assert_int_eq (ss_sat_assume (s, 4), 0);
  ck_assert_int_eq (ss_sat_solve (s, 0), SS_SAT_SAT);
  ck_assert (ss_sat_value (s, 1) <= 0 && ss_sat_value (s, 4) > 0);
  for (int round = 0; round < 4; round++)
    {
      /* 5 and not 6, then not 5 and 6, and again */
      int five = round % 2 ? -5 : 5, lits[2] = { five, five > 0 ? -6 : 6 };
      ck_assert_int_eq (ss_sat_phase (s, lits, 2), 0);
      ck_assert_int_eq (ss_sat_solve (s, 0), SS_SAT_SAT);
      ck_assert_int_eq (ss_sat_value (s, 5) > 0, five > 0);
      ck_assert_int_eq (ss_sat_value (s, 6) > 0, five < 0);
    }
  ss_sat_free (s);

  /* 1 makes both 2 and 3 true, which clash: propagation refutes 1.
     7 leaves four binary clauses over 8 and 9 that no assignment keeps:
     only search refutes it. */
  static const int probed[] = { -1, 2, 0, -1, 3, 0, -2, -3, 0,
                                -7, 8, 9, 0, -7, 8, -9, 0, -7, -8, 9, 0,
                                -7, -8, -9, 0 };
  s = ss_sat_new (sv, NULL);
  ck_assert_ptr_nonnull (s);
  ck_assert_int_eq (ss_sat_add (s, probed, sizeof probed / sizeof *probed),
                    0);
  if (!s->cls->probe)
    ck_assert_int_eq (ss_sat_probe (s, 1), -1);
  else
    {
      ck_assert_int_eq (ss_sat_probe (s, 2), 0);
      ck_assert_int_eq (ss_sat_probe (s, 7), 0);
      ck_assert_int_eq (ss_sat_probe (s, 1), 1);
      ck_assert_int_eq (ss_sat_probe (s, 1), 1);   /* learned, stays */
      ck_assert_int_eq (ss_sat_probe (s, -1), 0);
    }
  ck_assert_int_eq (ss_sat_assume (s, 7), 0);
  ck_assert_int_eq (ss_sat_solve (s, 0), SS_SAT_UNSAT);
  ck_assert_int_eq (ss_sat_solve (s, 0), SS_SAT_SAT);
  ck_assert (ss_sat_value (s, 1) <= 0 && ss_sat_value (s, 7) <= 0);
  ss_sat_free (s);
}
END_TEST

/* A back end this build lacks is refused by name; the catalogue finds
   every back end it lists. */
START_TEST (missing_back_end_refused)
{
  ck_assert_ptr_eq (ss_solver_default (), ss_solver_find ("picosat"));
  ck_assert (ss_solver_built (ss_solver_default ()));
  ck_assert_ptr_null (ss_solver_find ("minisat"));
  for (int i = 0; ss_solver_nth (i); i++)
    {
      const ss_solver *sv = ss_solver_nth (i);
      ck_assert_ptr_eq (ss_solver_find (ss_solver_name (sv)), sv);
      if (ss_solver_built (sv))
        continue;
      ss_options o = { .solver = sv };
      ss_error err = { 0 };
      ss_puzzle *pz = ss_puzzle_new (2);
      ck_assert_int_eq (ss_solve (pz, &o, 1, NULL, NULL, &err), -1);
      ck_assert_int_eq (err.status, SS_ERR_USAGE);
      ck_assert_ptr_nonnull (strstr (err.msg, ss_solver_name (sv)));
      /* a whole grid, which the presolver settles, is refused too */
      static const char full[] = "1234341221434321";
      for (int c = 0; c < 16; c++)
        ck_assert_int_eq (ss_puzzle_set (pz, c / 4, c % 4, full[c] - '0'), 0);
      memset (&err, 0, sizeof err);
      ck_assert_int_eq (ss_solve (pz, &o, 1, NULL, NULL, &err), -1);
      ck_assert_int_eq (err.status, SS_ERR_USAGE);
      ss_puzzle_free (pz);
    }
}
END_TEST

Suite *
solve_suite (void)
{
  Suite *s = suite_create ("solve");
  TCase *tc = tcase_create ("solve");
  int nsolvers = 0;
  while (ss_solver_nth (nsolvers))
    nsolvers++;
  tcase_add_loop_test (tc, empty_4x4_has_288_grids, 0, nsolvers);
  tcase_add_loop_test (tc, solution_keeps_givens, 0, nsolvers);
  tcase_add_loop_test (tc, unsolvable_gives_zero, 0, nsolvers);
  tcase_add_loop_test (tc, settled_without_cnf, 0, nsolvers);
  tcase_add_loop_test (tc, settled_grid_breaking_a_rule_has_none, 0,
                       nsolvers);
  tcase_add_loop_test (tc, two_rectangles_give_four_16x16_grids, 0,
                       nsolvers);
  tcase_add_loop_test (tc, time_limit_ends_a_search, 0, nsolvers);
  tcase_add_loop_test (tc, time_limit_ends_building, 0, nsolvers);
  tcase_add_test (tc, missing_back_end_refused);
  tcase_add_loop_test (tc, interface_calls, 0, nsolvers);
  tcase_set_timeout (tc, 60);
  suite_add_tcase (s, tc);
  return s;
}
