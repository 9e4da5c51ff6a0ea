/* check_presolve.c: the presolve stage: each level keeps exactly the
   solutions under every preset and scheme (Sudoku and Sudominoku), the
   levels are cumulative and each narrows more than the one before, a
   contradiction is found at every level, a big grid stops at the
   deadline, and the rules' propagators (src/presolve/kinds.c) keep
   every value a solution holds, checked by brute force on random small
   puzzles of each constraint kind and global rule. */
#include "suites.h"
#include "explain/board.h"

#include <stdio.h>
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

/* -e fast is extended at probe: the same clauses, each once (extended
   writes a box's pair of cells in one row or column twice, for the row
   and for the box), and no fewer; extended alone stays unpresolved; the
   defaults are fast and probe. */
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
  size_t na, nb, repeats;
  const int *la = ss_sink_dimacs_lits (a, &na);
  const int *lb = ss_sink_dimacs_lits (b, &nb);
  ck_assert_uint_gt (na, 0);
  ck_assert_uint_lt (na, nb);
  ck_assert (clause_sets_equal (la, na, lb, nb, &repeats));
  ck_assert_uint_eq (repeats, 0);
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

/* ------------------------------------------------------------------ */
/* The rules' propagators, brute force                                 */

/* A small reproducible generator (the tests do not share rand ()). */
static unsigned long rng_state;

static int
roll (int bound)
{
  rng_state = rng_state * 6364136223846793005UL + 1442695040888963407UL;
  return (int) ((rng_state >> 33) % (unsigned long) bound);
}

/* Whether pz has a solution; the first goes to grid when not NULL.
   Presolve none: the count leans on the clauses alone, not on the
   propagators under test. */
static int
solvable (const ss_puzzle *pz, int *grid)
{
  ss_options o = { .presolve = &ss_presolve_none };
  ss_error err = { 0 };
  long found = ss_solve (pz, &o, 1, grid, NULL, &err);
  ck_assert_msg (found >= 0, "%s", err.msg);
  return found > 0;
}

/* A random solution of pz (its rules, no givens): random givens are
   added while the puzzle stays solvable, and the first grid taken.
   Returns 0 when pz has no solution (anti-knight 4x4). */
static int
random_solution (const ss_puzzle *pz, int *grid)
{
  if (!solvable (pz, NULL))
    return 0;
  ss_puzzle *q = ss_puzzle_copy (pz);
  int n = pz->n;
  for (int tries = 0; tries < 3 * n; tries++)
    {
      int cell = roll (n * n), v = 1 + roll (n);
      if (ss_puzzle_get (q, cell / n, cell % n))
        continue;
      ck_assert_int_eq (ss_puzzle_set (q, cell / n, cell % n, v), 0);
      if (!solvable (q, NULL))
        ck_assert_int_eq (ss_puzzle_set (q, cell / n, cell % n, 0), 0);
    }
  ck_assert (solvable (q, grid));
  ss_puzzle_free (q);
  return 1;
}

/* m distinct cells whose values in grid differ, into cells; returns how
   many were found (up to m). */
static int
distinct_cells (int n, const int *grid, int *cells, int m)
{
  int k = 0;
  for (int tries = 0; tries < 50 && k < m; tries++)
    {
      int c = roll (n * n), ok = 1;
      for (int i = 0; i < k; i++)
        ok &= cells[i] != c && grid[cells[i]] != grid[c];
      if (ok)
        cells[k++] = c;
    }
  return k;
}

enum { K_CAGE, K_TOTALLESS, K_THERMO, K_PARITY, K_WHITE, K_BLACK, K_XV,
       K_REGION, K_RULES };

/* Constraints of kind k that grid meets, added to pz. */
static void
add_random (ss_puzzle *pz, int k, const int *grid)
{
  int n = pz->n, cells[SS_MAX_K * SS_MAX_K];
  ss_error err = { 0 };
  for (int t = 0; t < 2 + roll (4); t++)
    {
      int m = 2 + roll (n - 1), a = roll (n * n), b = roll (n * n);
      int rc = 0;
      switch (k)
        {
        case K_CAGE: case K_TOTALLESS:
          {
            m = distinct_cells (n, grid, cells, m);
            int sum = 0;
            for (int i = 0; i < m; i++)
              sum += grid[cells[i]];
            rc = ss_puzzle_add_cage (pz, cells, m, k == K_CAGE ? sum : 0,
                                     &err);
            break;
          }
        case K_THERMO:
          m = distinct_cells (n, grid, cells, m);
          if (m < 2)
            continue;
          /* in the order of their values */
          for (int i = 1; i < m; i++)
            for (int j = i; j > 0 && grid[cells[j - 1]] > grid[cells[j]]; j--)
              {
                int x = cells[j];
                cells[j] = cells[j - 1];
                cells[j - 1] = x;
              }
          rc = ss_puzzle_add_thermo (pz, cells, m, &err);
          break;
        case K_PARITY:
          rc = ss_puzzle_add_parity (pz, a, grid[a] % 2, &err);
          break;
        case K_WHITE: case K_BLACK: case K_XV:
          {
            int d = grid[a] - grid[b];
            if (a == b)
              continue;
            if (k == K_WHITE && (d == 1 || d == -1))
              rc = ss_puzzle_add_kropki (pz, a, b, 0, &err);
            else if (k == K_BLACK && (grid[a] == 2 * grid[b]
                                      || grid[b] == 2 * grid[a]))
              rc = ss_puzzle_add_kropki (pz, a, b, 1, &err);
            else if (k == K_XV && grid[a] + grid[b] >= 3
                     && grid[a] + grid[b] <= 2 * n - 1)
              rc = ss_puzzle_add_xv (pz, a, b, grid[a] + grid[b], &err);
            else
              t--;      /* another pair */
            break;
          }
        case K_REGION:
          m = distinct_cells (n, grid, cells, t ? m : n);
          if (m >= 2)
            rc = ss_puzzle_add_region (pz, cells, m, &err);
          break;
        }
      ck_assert_msg (!rc, "%s", err.msg);
    }
}

/* Every level's map keeps each value some solution of pz puts in a
   cell (found by the solver: the value made a given); returns the
   candidates the probe level removed, so that a caller can see the
   propagators at work. */
static long
keeps_every_solution (const ss_puzzle *pz, const char *what)
{
  int n = pz->n;
  long nn = (long) n * n, removed = 0;
  unsigned char *used = calloc ((size_t) (nn * (n + 1)), 1);
  int *grid = malloc ((size_t) nn * sizeof *grid);
  ss_puzzle *q = ss_puzzle_copy (pz);
  for (long cell = 0; cell < nn; cell++)
    for (int v = 1; v <= n; v++)
      {
        int r = (int) (cell / n), c = (int) (cell % n);
        if (used[cell * (n + 1) + v] || (pz->cells[cell]
                                         && pz->cells[cell] != v))
          continue;
        ck_assert_int_eq (ss_puzzle_set (q, r, c, v), 0);
        if (solvable (q, grid))
          for (long i = 0; i < nn; i++)
            used[i * (n + 1) + grid[i]] = 1;
        ck_assert_int_eq (ss_puzzle_set (q, r, c, pz->cells[cell]), 0);
      }
  for (int l = 1; ss_presolve_levels[l]; l++)
    {
      ss_error err = { 0 };
      ss_varmap *vm = ss_presolve_map (pz, ss_presolve_levels[l], 0, &err);
      ck_assert_msg (vm != NULL, "%s", err.msg);
      for (long cell = 0; cell < nn; cell++)
        for (int v = 1; v <= n; v++)
          {
            int lit = ss_var (vm, (int) (cell / n), (int) (cell % n), v);
            ck_assert_msg (!used[cell * (n + 1) + v] || lit != SS_LIT_FALSE,
                           "%s at %s: r%ldc%ld<>%d, which a solution holds",
                           what, ss_presolve_levels[l]->name,
                           cell / n + 1, cell % n + 1, v);
            if (ss_presolve_levels[l + 1] == NULL && lit == SS_LIT_FALSE
                && !pz->cells[cell])
              removed++;
          }
      ss_varmap_free (vm);
    }
  ss_puzzle_free (q);
  free (grid);
  free (used);
  return removed;
}

static const char *const kind_names[] = {
  "cage", "cage without total", "thermometer", "odd/even", "white dot",
  "black dot", "XV", "extra region"
};
static const char *const rule_names[] = {
  "x", "windoku", "anti-knight", "anti-king", "non-consecutive"
};

/* For random 4x4 and 6x6 puzzles with each variant constraint and each
   global rule, built on a random solution with a few of its values
   given, the presolve keeps every value any solution holds, at every
   level; and the propagators remove candidates the units alone keep. */
START_TEST (rules_keep_every_solution)
{
  rng_state = 12345;
  for (int k = 0; k < K_RULES + 5; k++)
    {
      long removed = 0, bare = 0;
      for (int round = 0; round < 6; round++)
        {
          ss_puzzle *pz = round % 2 ? ss_puzzle_new_box (2, 3)
                                    : ss_puzzle_new (2);
          int n = pz->n, grid[36];
          char what[80];
          ss_error err = { 0 };
          /* windoku needs square boxes; anti-knight and non-consecutive
             have no 4x4 grid */
          if ((k >= K_RULES && ss_puzzle_add_rule (pz, rule_names[k - K_RULES],
                                                   &err))
              || !random_solution (pz, grid))
            {
              ss_puzzle_free (pz);
              continue;
            }
          if (k < K_RULES)
            add_random (pz, k, grid);
          /* a few givens, fewer as rounds go */
          for (int i = 0; i < n * n; i++)
            if (roll (8) < 2 - round / 3)
              ck_assert_int_eq (ss_puzzle_set (pz, i / n, i % n, grid[i]), 0);
          snprintf (what, sizeof what, "%s %dx%d round %d",
                    k < K_RULES ? kind_names[k] : rule_names[k - K_RULES],
                    n, n, round);
          removed += keeps_every_solution (pz, what);
          /* the same givens without the constraints: the units alone */
          ss_puzzle *plain = round % 2 ? ss_puzzle_new_box (2, 3)
                                       : ss_puzzle_new (2);
          memcpy (plain->cells, pz->cells, (size_t) n * n * sizeof *pz->cells);
          ss_varmap *vm = ss_presolve_map (plain, &ss_presolve_probe, 0,
                                           &err);
          for (int i = 0; i < n * n; i++)
            for (int v = 1; v <= n; v++)
              bare += !plain->cells[i]
                      && ss_var (vm, i / n, i % n, v) == SS_LIT_FALSE;
          ss_varmap_free (vm);
          ss_puzzle_free (plain);
          ss_puzzle_free (pz);
        }
      ck_assert_msg (removed > bare, "kind %d: the propagators removed "
                     "nothing beyond the units (%ld, %ld)", k, removed, bare);
    }
}
END_TEST

/* Each layer's kind table has its lines in the order of the kinds:
   the model's, the propagators', the encodings', the explainer's. */
START_TEST (kind_table_in_order)
{
  for (int k = 0; k < SS_CON_NKINDS; k++)
    {
      ck_assert_int_eq (ss_kind (k)->kind, k);
      ck_assert_int_eq (ss_kind_props[k].kind, k);
    }
  ck_assert_ptr_null (ss_kind (SS_CON_NKINDS));
  ck_assert (ss_encode_kind_order ());
  ck_assert (ss_rule_step_kind_order ());
  ck_assert (ss_board_kind_order ());
}
END_TEST

/* On an empty 4x4 grid, a cage of two cells totalling 3 keeps 1 and 2,
   and a thermometer along a row holds 1, 2, 3, 4: the propagators
   decide what they can at the first level. */
START_TEST (propagators_decide)
{
  ss_error err = { 0 };
  int cage[2] = { 0, 1 }, thermo[4] = { 4, 5, 6, 7 };
  for (int k = 0; k < 2; k++)
    {
      ss_puzzle *pz = ss_puzzle_new (2);
      if (k)
        ck_assert_int_eq (ss_puzzle_add_thermo (pz, thermo, 4, &err), 0);
      else
        ck_assert_int_eq (ss_puzzle_add_cage (pz, cage, 2, 3, &err), 0);
      ss_varmap *vm = ss_presolve_map (pz, &ss_presolve_singles, 0, &err);
      for (int v = 1; v <= 4; v++)
        if (k)
          ck_assert_int_eq (ss_var (vm, 1, v - 1, v), SS_LIT_TRUE);
        else
          for (int c = 0; c < 2; c++)
            ck_assert_int_eq (ss_var (vm, 0, c, v) == SS_LIT_FALSE, v > 2);
      ss_varmap_free (vm);
      ss_puzzle_free (pz);
    }
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
  tcase_add_test (tc, rules_keep_every_solution);
  tcase_add_test (tc, kind_table_in_order);
  tcase_add_test (tc, propagators_decide);
  tcase_set_timeout (tc, 120);
  suite_add_tcase (s, tc);
  return s;
}
