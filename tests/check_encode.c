/* check_encode.c: the extended encoding's size matches the papers, its
   models are exactly the Sudoku grids, and constants fold correctly. */
#include "suites.h"

#include <stdlib.h>
#include <string.h>

START_TEST (extended_empty_9x9_counts)
{
  ss_puzzle *pz = ss_puzzle_new (3);
  ss_sink *s = ss_sink_counter ();
  ss_error err = { 0 };
  ss_varmap *vm = ss_encode (pz, ss_encoding_find ("extended"),
                             ss_amo_find ("pairwise"), s, &err);
  ck_assert_ptr_nonnull (vm);
  ck_assert_int_eq (s->clauses, 11988);
  ck_assert_int_eq (s->literals, 324 * 9 + 11664 * 2);
  ck_assert_int_eq (ss_varmap_maxvar (vm), 729);
  ss_varmap_free (vm);
  ss_sink_free (s);
  ss_puzzle_free (pz);
}
END_TEST

START_TEST (extended_empty_4x4_has_288_models)
{
  ss_puzzle *pz = ss_puzzle_new (2);
  ck_assert_int_eq (count_projected (pz, NULL, NULL), 288);
  ss_puzzle_free (pz);
}
END_TEST

START_TEST (givens_become_unit_clauses)
{
  ss_puzzle *pz = ss_puzzle_new (2);
  pz->cells[0] = 3;
  pz->cells[5] = 1;
  const ss_encoding *extended = ss_encoding_find ("extended");
  ss_sink *s = ss_sink_counter ();
  ss_varmap *vm = ss_encode (pz, extended, NULL, s, NULL);
  ss_sink *empty = ss_sink_counter ();
  ss_puzzle *blank = ss_puzzle_new (2);
  ss_varmap *vm2 = ss_encode (blank, extended, NULL, empty, NULL);
  ck_assert_int_eq (s->clauses, empty->clauses + 2);
  ck_assert_int_eq (s->literals, empty->literals + 2);
  ss_varmap_free (vm);
  ss_varmap_free (vm2);
  ss_sink_free (s);
  ss_sink_free (empty);
  ss_puzzle_free (pz);
  ss_puzzle_free (blank);
}
END_TEST

/* The two steps of ss_encode, the second taken twice on one map (as
   ss_encode counts a big grid's CNF before its sink gets it), give
   ss_encode's clauses each time: auxiliary variables numbered alike. */
static int *
clauses_of (ss_sink *s, size_t *count)
{
  size_t m;
  const int *lits = ss_sink_dimacs_lits (s, &m);
  int *copy = malloc ((m + 1) * sizeof *copy);
  memcpy (copy, lits, m * sizeof *copy);
  *count = m;
  return copy;
}

START_TEST (two_steps_encode_alike)
{
  const char *given = "1.........2.....";
  ss_puzzle *pz = ss_puzzle_new (2);
  for (int i = 0; i < 16; i++)
    pz->cells[i] = given[i] == '.' ? 0 : given[i] - '0';
  const char *names[] = { "extended", "fast", "augmented" };
  for (int i = 0; i < 3; i++)
    {
      const ss_encoding *enc = ss_encoding_find (names[i]);
      const ss_amo *amo = ss_amo_find ("sequential");
      ss_sink *whole = ss_sink_dimacs ();
      ss_varmap *vm = ss_encode (pz, enc, amo, whole, NULL);
      ck_assert_ptr_nonnull (vm);
      size_t m;
      int *want = clauses_of (whole, &m);
      ck_assert_int_gt (whole->maxvar, ss_varmap_cellvars (vm));
      ss_varmap *map = ss_encode_varmap (pz, enc, NULL, 0, NULL);
      for (int round = 0; round < 2; round++)
        {
          ss_sink *s = ss_sink_dimacs ();
          ck_assert_int_eq (ss_encode_with (pz, enc, amo, NULL, map, s,
                                            NULL), 0);
          size_t got_m;
          int *got = clauses_of (s, &got_m);
          ck_assert_uint_eq (got_m, m);
          ck_assert_int_eq (memcmp (got, want, m * sizeof *got), 0);
          ck_assert_int_eq (ss_varmap_maxvar (map), ss_varmap_maxvar (vm));
          free (got);
          ss_sink_free (s);
        }
      free (want);
      ss_varmap_free (map);
      ss_varmap_free (vm);
      ss_sink_free (whole);
    }
  ss_puzzle_free (pz);
}
END_TEST

/* Up to 25x25 nothing is counted: a CNF over the budget reaches the
   sink until it stops.  Above, the count decides before the sink gets
   any clause, and a passed deadline ends it. */
static int
counted_into (const ss_puzzle *pz, long long max_literals,
              double deadline, long long *clauses, ss_error *err)
{
  ss_sink *s = ss_sink_counter ();
  if (max_literals)
    s->max_literals = max_literals;
  s->deadline = deadline;
  ss_varmap *vm = ss_encode (pz, ss_encoding_find ("extended"), NULL, s,
                             err);
  int rc = vm ? 0 : -1;
  *clauses = s->clauses;
  ss_sink_free (s);
  ss_varmap_free (vm);
  return rc;
}

START_TEST (counted_first_on_big_grids_only)
{
  ss_error err = { 0 };
  long long clauses;
  ss_puzzle *small = ss_puzzle_new (5), *big = ss_puzzle_new (6);
  ck_assert_int_eq (counted_into (small, 10, 0, &clauses, &err), -1);
  ck_assert_int_eq (err.status, SS_ERR_LIMIT);
  ck_assert_int_gt (clauses, 0);
  ck_assert_int_eq (counted_into (big, 0, 0, &clauses, &err), 0);
  ck_assert_int_gt (clauses, 0);
  ck_assert_int_eq (counted_into (big, 10, 0, &clauses, &err), -1);
  ck_assert_int_eq (err.status, SS_ERR_LIMIT);
  ck_assert_int_eq (clauses, 0);
  ck_assert_int_eq (counted_into (big, 0, ss_now () - 1, &clauses, &err), -1);
  ck_assert_int_eq (err.status, SS_ERR_TIMEOUT);
  ck_assert_int_eq (clauses, 0);
  ss_puzzle_free (small);
  ss_puzzle_free (big);
}
END_TEST

/* Constant literals: a true one satisfies a clause, false ones vanish,
   and a true literal in an AMO forces the others false. */
START_TEST (constants_fold)
{
  ss_puzzle *pz = ss_puzzle_new (2);
  ss_sink *s = ss_sink_dimacs ();
  ss_enc e = { pz, ss_varmap_new (4), s, ss_amo_find ("pairwise"), NULL, 0,
               0, NULL, NULL };
  int sat[] = { 1, SS_LIT_TRUE, 2 };
  int some[] = { SS_LIT_FALSE, 3, SS_LIT_FALSE, -4 };
  int none[] = { SS_LIT_FALSE, SS_LIT_FALSE };
  int amo[] = { 5, SS_LIT_TRUE, SS_LIT_FALSE, 6 };
  ss_enc_clause (&e, sat, 3);
  ck_assert_int_eq (s->clauses, 0);
  ss_enc_clause (&e, some, 4);
  ck_assert_int_eq (s->clauses, 1);
  ck_assert_int_eq (s->literals, 2);
  ss_enc_clause (&e, none, 2);
  ck_assert_int_eq (s->clauses, 2);
  ck_assert_int_eq (s->literals, 2);   /* the empty clause */
  ss_enc_amo (&e, amo, 4);
  ck_assert_int_eq (s->clauses, 4);    /* -5 and -6 as units */
  ss_enc_exactly_one (&e, none, 2);
  ck_assert_int_eq (s->clauses, 5);
  char *text = NULL;
  size_t size = 0;
  FILE *f = open_memstream (&text, &size);
  ss_sink_dimacs_write (s, f, NULL);
  fclose (f);
  ck_assert_str_eq (text, "p cnf 6 5\n3 -4 0\n0\n-5 0\n-6 0\n0\n");
  free (text);
  free (e.buf);
  ss_varmap_free (e.vm);
  ss_sink_free (s);
  ss_puzzle_free (pz);
}
END_TEST

Suite *
encode_suite (void)
{
  Suite *s = suite_create ("encode");
  TCase *tc = tcase_create ("encode");
  tcase_add_test (tc, extended_empty_9x9_counts);
  tcase_add_test (tc, extended_empty_4x4_has_288_models);
  tcase_add_test (tc, givens_become_unit_clauses);
  tcase_add_test (tc, constants_fold);
  tcase_add_test (tc, two_steps_encode_alike);
  tcase_add_test (tc, counted_first_on_big_grids_only);
  tcase_set_timeout (tc, 60);
  suite_add_tcase (s, tc);
  return s;
}
