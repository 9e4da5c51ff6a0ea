/* check_puzzle.c: the rule checks catch every kind of broken grid. */
#include "suites.h"

#include <string.h>

static const int solved4[16] = { 1, 2, 3, 4, 3, 4, 1, 2,
                                 2, 1, 4, 3, 4, 3, 2, 1 };

START_TEST (valid_grid_passes)
{
  ss_puzzle *pz = ss_puzzle_new (2);
  pz->cells[0] = 1;
  ck_assert_int_eq (ss_check_solution (pz, solved4, NULL), 0);
  ss_puzzle_free (pz);
}
END_TEST

START_TEST (broken_grids_fail)
{
  ss_puzzle *pz = ss_puzzle_new (2);
  int g[16];
  ss_error err = { 0 };
  /* a swap that keeps rows valid but breaks columns and boxes */
  memcpy (g, solved4, sizeof g);
  g[0] = 2, g[1] = 1;
  ck_assert_int_ne (ss_check_solution (pz, g, &err), 0);
  ck_assert_int_eq (err.status, SS_ERR_INTERNAL);
  /* a blank cell */
  memcpy (g, solved4, sizeof g);
  g[7] = 0;
  ck_assert_int_ne (ss_check_solution (pz, g, &err), 0);
  /* a value out of range */
  g[7] = 5;
  ck_assert_int_ne (ss_check_solution (pz, g, &err), 0);
  /* a changed given */
  pz->cells[0] = 2;
  ck_assert_int_ne (ss_check_solution (pz, solved4, &err), 0);
  ss_puzzle_free (pz);
}
END_TEST

START_TEST (duplicate_givens_found)
{
  ss_puzzle *pz = ss_puzzle_new (3);
  long cell = -1;
  ss_error err = { 0 };
  ck_assert_int_eq (ss_puzzle_check_givens (pz, &cell, &err), 0);
  pz->cells[2] = 7;
  pz->cells[9 * 8 + 2] = 7;   /* same column */
  ck_assert_int_ne (ss_puzzle_check_givens (pz, &cell, &err), 0);
  ck_assert_int_eq (cell, 9 * 8 + 2);
  ck_assert_ptr_nonnull (strstr (err.msg, "column 3"));
  ss_puzzle_free (pz);
}
END_TEST

Suite *
puzzle_suite (void)
{
  Suite *s = suite_create ("puzzle");
  TCase *tc = tcase_create ("puzzle");
  tcase_add_test (tc, valid_grid_passes);
  tcase_add_test (tc, broken_grids_fail);
  tcase_add_test (tc, duplicate_givens_found);
  suite_add_tcase (s, tc);
  return s;
}
