/* check_presolve.c: the presolve stage: each level keeps exactly the
   solutions under every preset and scheme (Sudoku and Sudominoku), the
   levels are cumulative and each narrows more than the one before, a
   contradiction is found at every level, and a big grid stops at the
   deadline. */
#include "suites.h"

#include <stdlib.h>
#include <string.h>

/* Partial 4x4 grids with several solutions, and 9x9 puzzles from tdoku's
   multi-solution set with 83 and 148 solutions. */
static const char *const multi[] = {
  "1...\n....\n....\n....\n",
  "1...\n..3.\n....\n....\n",
  "12..\n....\n....\n...1\n",
  "8.........95.......76.........428967...573412...691583.....4196...."
  "3.748...8..235\n",
  "8.........95.......76.........426798...571432...893165....5.916...9."
  "8247......583\n",
};
#define MULTI (sizeof multi / sizeof *multi)

/* Su-domino-ku's statement samples: one grid each, the second from two
   domino tilings. */
static const char *const domino[] = {
  "10\n6 B2 1 B3\n2 C4 9 C3\n6 D3 8 E3\n7 E1 4 F1\n8 B7 4 B8\n"
  "3 F5 2 F6\n7 F7 6 F8\n5 G4 9 G5\n7 I8 8 I9\n7 C9 2 B9\n"
  "C5 A3 D9 I4 A9 E5 A2 C6 I1\n",
  "11\n5 I9 2 H9\n6 A5 7 A6\n4 B8 6 C8\n3 B5 8 B4\n3 C3 2 D3\n"
  "9 D2 8 E2\n3 G2 5 H2\n1 A2 8 A1\n1 H8 3 I8\n8 I3 7 I4\n4 I6 9 I7\n"
  "I5 E6 D1 F2 B3 G9 H7 C9 E5\n0\n",
};

/* Solutions of pz under enc, amo and level, counted up to limit by
   ss_solve (every grid checked against the rules and givens). */
static long
count_at (const ss_puzzle *pz, const ss_encoding *enc, const ss_amo *amo,
          const ss_presolve *ps, long limit)
{
  ss_options o = { .encoding = enc, .amo = amo, .presolve = ps };
  ss_error err = { 0 };
  long found = ss_solve (pz, &o, limit, NULL, NULL, &err);
  ck_assert_msg (found >= 0, "%s/%s/%s: %s", enc->name, amo->name,
                 ps->name, err.msg);
  return found;
}

/* Every preset x scheme x level counts what level none counts. */
static void
same_counts (const char *text, ss_format format, long limit)
{
  ss_puzzle *pz = parse_string (text, format);
  for (int e = 0; ss_encodings[e]; e++)
    for (int a = 0; ss_amo_schemes[a]; a++)
      {
        if (!swept (ss_encodings[e], ss_amo_schemes[a]))
          continue;
        long want = count_at (pz, ss_encodings[e], ss_amo_schemes[a],
                              &ss_presolve_none, limit);
        ck_assert_int_gt (want, 0);
        for (int l = 1; ss_presolve_levels[l]; l++)
          {
            long got = count_at (pz, ss_encodings[e], ss_amo_schemes[a],
                                 ss_presolve_levels[l], limit);
            ck_assert_msg (got == want, "%.*s: %s/%s: %s %ld, none %ld",
                           (int) strcspn (text, "\n"), text,
                           ss_encodings[e]->name, ss_amo_schemes[a]->name,
                           ss_presolve_levels[l]->name, got, want);
          }
      }
  ss_puzzle_free (pz);
}

START_TEST (levels_keep_the_solutions)
{
  for (size_t i = 0; i < MULTI; i++)
    same_counts (multi[i], SS_FMT_AUTO, 1000);
}
END_TEST

START_TEST (levels_keep_sudominoku_solutions)
{
  same_counts (domino[0], SS_FMT_SUDOMINOKU, 2);
  same_counts (domino[1], SS_FMT_SUDOMINOKU, 2);
}
END_TEST

/* The open cell variables a level leaves. */
static int
open_vars (const ss_puzzle *pz, const ss_presolve *ps)
{
  ss_varmap *vm = ss_presolve_map (pz, ps, 0, NULL);
  ck_assert_ptr_nonnull (vm);
  int open = ss_varmap_cellvars (vm);
  ss_varmap_free (vm);
  return open;
}

/* Top95's seventh puzzle: singles leave 251 candidates, locked
   candidates 233, Hall sets 223, probing none (solved); each level
   keeps every value the one before decided. */
START_TEST (levels_narrow_in_turn)
{
  ss_puzzle *pz = parse_string ("6.2.5.........3.4..........43...8....1...."
                                "2........7..5..27...........81...6.....\n",
                                SS_FMT_AUTO);
  static const int want[] = { 251, 233, 223, 0 };
  ss_varmap *before = NULL;
  for (int l = 1; ss_presolve_levels[l]; l++)
    {
      ck_assert_int_eq (open_vars (pz, ss_presolve_levels[l]), want[l - 1]);
      ss_varmap *vm = ss_presolve_map (pz, ss_presolve_levels[l], 0, NULL);
      for (int r = 0; r < 9 && before; r++)
        for (int c = 0; c < 9; c++)
          for (int v = 1; v <= 9; v++)
            {
              int was = ss_var (before, r, c, v), is = ss_var (vm, r, c, v);
              if (was == SS_LIT_TRUE || was == SS_LIT_FALSE)
                ck_assert_int_eq (is, was);
            }
      ss_varmap_free (before);
      before = vm;
    }
  ss_varmap_free (before);
  ss_puzzle_free (pz);
}
END_TEST

/* Givens that singles prove contradictory: no value is left in any
   cell at any level, and every preset's CNF is unsatisfiable. */
START_TEST (contradiction_at_every_level)
{
  /* row 1 needs 3 or 4 in column 4, which already holds both */
  ss_puzzle *pz = parse_string ("12..\n...4\n....\n...3\n", SS_FMT_AUTO);
  for (int l = 1; ss_presolve_levels[l]; l++)
    {
      ss_varmap *vm = ss_presolve_map (pz, ss_presolve_levels[l], 0, NULL);
      ck_assert_int_eq (ss_varmap_cellvars (vm), 0);
      ck_assert_int_eq (ss_var (vm, 0, 0, 1), SS_LIT_FALSE);
      ss_varmap_free (vm);
      for (int e = 0; ss_encodings[e]; e++)
        ck_assert_int_eq (count_at (pz, ss_encodings[e], ss_amo_default (),
                                    ss_presolve_levels[l], 2), 0);
    }
  ss_puzzle_free (pz);
}
END_TEST

/* -e fast is extended at probe: the same clauses; extended alone stays
   unpresolved; the defaults are fast and probe. */
START_TEST (fast_is_extended_at_probe)
{
  ck_assert_ptr_eq (ss_encoding_presolve (ss_encoding_find ("fast")),
                    ss_presolve_find ("probe"));
  ck_assert_ptr_eq (ss_encoding_presolve (ss_encoding_find ("extended")),
                    ss_presolve_find ("none"));
  ck_assert_ptr_eq (ss_encoding_default (), ss_encoding_find ("fast"));
  ss_puzzle *pz = parse_string (multi[3], SS_FMT_AUTO);
  ss_sink *a = ss_sink_dimacs (), *b = ss_sink_dimacs ();
  ss_varmap_free (ss_encode (pz, ss_encoding_find ("fast"), NULL, a, NULL));
  ss_varmap_free (ss_encode_presolved (pz, ss_encoding_find ("extended"),
                                       NULL, &ss_presolve_probe, b, NULL));
  size_t na, nb;
  const int *la = ss_sink_dimacs_lits (a, &na);
  const int *lb = ss_sink_dimacs_lits (b, &nb);
  ck_assert_uint_gt (na, 0);
  ck_assert_uint_eq (na, nb);
  ck_assert_mem_eq (la, lb, na * sizeof *la);
  ss_sink_free (a);
  ss_sink_free (b);
  ss_puzzle_free (pz);
}
END_TEST

/* The public names: every level found by its name, in order. */
START_TEST (levels_by_name)
{
  static const char *const names[] = {
    "none", "singles", "locked", "hall", "probe"
  };
  for (int i = 0; i < 5; i++)
    {
      const ss_presolve *p = ss_presolve_nth (i);
      ck_assert_ptr_nonnull (p);
      ck_assert_str_eq (ss_presolve_name (p), names[i]);
      ck_assert_ptr_eq (ss_presolve_find (names[i]), p);
      ck_assert_int_gt ((int) strlen (ss_presolve_summary (p)), 0);
    }
  ck_assert_ptr_null (ss_presolve_nth (5));
  ck_assert_ptr_null (ss_presolve_nth (-1));
  ck_assert_ptr_null (ss_presolve_find ("fast"));
}
END_TEST

/* A 36x36 grid past its deadline stops before Hall sets with
   SS_ERR_TIMEOUT; a 25x25 one is narrowed to the end regardless. */
START_TEST (deadline_stops_a_big_grid)
{
  ss_puzzle *big = ss_puzzle_new (6), *small = ss_puzzle_new (5);
  ss_error err = { 0 };
  ck_assert_ptr_null (ss_presolve_map (big, &ss_presolve_hall, 1e-9, &err));
  ck_assert_int_eq (err.status, SS_ERR_TIMEOUT);
  ss_varmap *vm = ss_presolve_map (small, &ss_presolve_probe, 1e-9, NULL);
  ck_assert_ptr_nonnull (vm);
  ss_varmap_free (vm);
  ss_puzzle_free (big);
  ss_puzzle_free (small);
}
END_TEST

Suite *
presolve_suite (void)
{
  Suite *s = suite_create ("presolve");
  TCase *tc = tcase_create ("presolve");
  tcase_add_test (tc, levels_keep_the_solutions);
  tcase_add_test (tc, levels_keep_sudominoku_solutions);
  tcase_add_test (tc, levels_narrow_in_turn);
  tcase_add_test (tc, contradiction_at_every_level);
  tcase_add_test (tc, fast_is_extended_at_probe);
  tcase_add_test (tc, levels_by_name);
  tcase_add_test (tc, deadline_stops_a_big_grid);
  tcase_set_timeout (tc, 120);
  suite_add_tcase (s, tc);
  return s;
}
