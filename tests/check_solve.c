/* check_solve.c: the PicoSAT driver solves, counts grids (not models
   with auxiliaries), and reports unsatisfiable puzzles. */
#include "suites.h"

#include <stdlib.h>

START_TEST (empty_4x4_has_288_grids)
{
  ss_puzzle *pz = ss_puzzle_new (2);
  ck_assert_int_eq (ss_solve (pz, NULL, 1000, NULL, NULL, NULL), 288);
  ck_assert_int_eq (ss_solve (pz, NULL, 5, NULL, NULL, NULL), 5);
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
  ss_options extended = { ss_encoding_find ("extended"), NULL, 0 };
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
  ss_puzzle *pz = parse_string ("12..\n...4\n....\n...3\n", SS_FMT_AUTO);
  ck_assert_int_eq (ss_solve (pz, NULL, 1, NULL, NULL, NULL), 0);
  ss_puzzle_free (pz);
}
END_TEST

Suite *
solve_suite (void)
{
  Suite *s = suite_create ("solve");
  TCase *tc = tcase_create ("solve");
  tcase_add_test (tc, empty_4x4_has_288_grids);
  tcase_add_test (tc, solution_keeps_givens);
  tcase_add_test (tc, unsolvable_gives_zero);
  tcase_set_timeout (tc, 60);
  suite_add_tcase (s, tc);
  return s;
}
