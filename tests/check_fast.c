/* check_fast.c: the fast preset (extended after presolve level probe)
   keeps exactly the solutions of the extended encoding, folds what
   propagation decides, and turns a contradiction into an unsatisfiable
   CNF. */
#include "suites.h"

#include <stdlib.h>
#include <string.h>

static const ss_encoding *
enc (const char *name)
{
  const ss_encoding *e = ss_encoding_find (name);
  ck_assert_ptr_nonnull (e);
  return e;
}

START_TEST (fast_empty_4x4_has_288_models)
{
  ss_puzzle *pz = ss_puzzle_new (2);
  ck_assert_int_eq (count_projected (pz, enc ("fast"), NULL), 288);
  ss_puzzle_free (pz);
}
END_TEST

/* Lines 3, 9 and 18 of tdoku's multi-solution set (148, 172 and 94
   solutions): Hall sets remove candidates there that singles, locked
   candidates and probing leave. */
static const char *const multi_hall[] = {
  "8.........95.......76.........426798...571432...893165....5.916...9."
  "8247......583\n",
  "8.........95.......76.........672948...453217...918536......465...."
  "2.793....3.182\n",
  "8.........95.......76.........672498...453712...918563.....6145...."
  "2.937...5..286\n",
};
#define MULTI_HALL (sizeof multi_hall / sizeof *multi_hall)

/* The models of fast's CNF, projected on cells, are extended's. */
static void
same_count_as_extended (const char *text)
{
  ss_puzzle *pz = parse_string (text, SS_FMT_AUTO);
  long fast = count_projected (pz, enc ("fast"), NULL);
  long extended = count_projected (pz, enc ("extended"), NULL);
  ck_assert_msg (fast == extended, "%.*s: fast %ld, extended %ld",
                 (int) strcspn (text, "\n"), text, fast, extended);
  ck_assert_int_gt (fast, 0);
  ss_puzzle_free (pz);
}

/* Partial grids where propagation does part of the work: the models,
   projected on cells, are the same as extended's. */
START_TEST (fast_counts_match_extended)
{
  static const char *const puzzles[] = {
    "1...\n....\n....\n....\n",
    "1...\n..3.\n....\n....\n",
    "12..\n....\n....\n...1\n",
    "1...\n.2..\n..3.\n...4\n",
    /* 83 solutions (tdoku's multi-solution set, line 2) */
    "8.........95.......76.........428967...573412...691583.....4196...."
    "3.748...8..235\n",
  };
  for (size_t i = 0; i < sizeof puzzles / sizeof *puzzles; i++)
    same_count_as_extended (puzzles[i]);
  for (size_t i = 0; i < MULTI_HALL; i++)
    same_count_as_extended (multi_hall[i]);
}
END_TEST

/* Extended's rules written by ss_enc_rules, which visits every cell
   and unit, not only the open variables. */
static void
rules_encode (ss_enc *e)
{
  ss_enc_rules (e, SS_CELL_ALO | SS_CELL_AMO | SS_UNIT_ALO | SS_UNIT_AMO);
}

/* Extended at presolve level probe (its clause writer over the
   presolved map) gives the clauses of ss_enc_rules over the same map,
   literal for literal, in the same order; fast gives the same clauses,
   each once: the binary clauses a box shares with a row or column,
   which those write twice, once. */
START_TEST (fast_writes_extended_over_its_map)
{
  static const char *const puzzles[] = {
    "1...\n..3.\n....\n....\n",
    "8.........95.......76.........428967...573412...691583.....4196...."
    "3.748...8..235\n",
    /* top95, puzzle 9: propagation leaves 223 candidates */
    "6.2.5.........4.3..........43...8....1....2........7..5..27."
    "..........81...6.....\n",
  };
  const ss_encoding *fast = enc ("fast"), *ext = enc ("extended");
  const ss_encoding both = { "probe-map-extended-rules", "test",
                             NULL, rules_encode, &ss_presolve_probe };
  for (size_t i = 0; i < sizeof puzzles / sizeof *puzzles; i++)
    {
      ss_puzzle *pz = parse_string (puzzles[i], SS_FMT_AUTO);
      ss_sink *a = ss_sink_dimacs (), *b = ss_sink_dimacs ();
      ss_sink *c = ss_sink_dimacs ();
      ss_varmap_free (ss_encode (pz, fast, NULL, a, NULL));
      ss_varmap_free (ss_encode (pz, &both, NULL, b, NULL));
      ss_varmap_free (ss_encode_presolved (pz, ext, NULL, &ss_presolve_probe,
                                           c, NULL));
      size_t na, nb, nc, repeats;
      const int *la = ss_sink_dimacs_lits (a, &na);
      const int *lb = ss_sink_dimacs_lits (b, &nb);
      const int *lc = ss_sink_dimacs_lits (c, &nc);
      ck_assert_msg (nc == nb, "puzzle %zu: %zu and %zu literals", i, nc, nb);
      ck_assert_int_gt (nb, 0);       /* some clause is left to compare */
      ck_assert_mem_eq (lc, lb, nb * sizeof *lb);
      ck_assert_msg (clause_sets_equal (la, na, lb, nb, &repeats),
                     "puzzle %zu: fast's clauses are not extended's", i);
      ck_assert_uint_eq (repeats, 0);
      ck_assert_uint_lt (na, nb);
      ss_sink_free (a);
      ss_sink_free (b);
      ss_sink_free (c);
      ss_puzzle_free (pz);
    }
}
END_TEST

/* Whether the cells of a unit can take distinct values, cell i one of
   the values in sets[i] (bit v - 1 for value v), by dynamic programming
   over the sets of values used: an oracle apart from fast's matching. */
static int
distinct_possible (int m, const unsigned *sets, int n)
{
  unsigned char *reach = calloc ((size_t) 1 << n, 1);
  ck_assert_ptr_nonnull (reach);
  int found = 0;
  reach[0] = 1;
  for (unsigned mask = 0; mask < 1u << n && !found; mask++)
    {
      if (!reach[mask])
        continue;
      int i = __builtin_popcount (mask);
      if (i == m)
        found = 1;
      else
        for (unsigned bits = sets[i] & ~mask; bits; bits &= bits - 1)
          reach[mask | (bits & -bits)] = 1;
    }
  free (reach);
  return found;
}

/* After presolve at level hall (or probe), every candidate left in a
   row, column or box of a 9x9 puzzle lies in some assignment of distinct
   values to that unit's cells: no naked or hidden subset of any size is
   left to find. */
static void
no_hall_set_left (const char *text, const ss_presolve *level)
{
  ss_puzzle *pz = parse_string (text, SS_FMT_AUTO);
  int n = pz->n, k = pz->br;
  ck_assert_int_eq (n, 9);
  ss_varmap *vm = ss_presolve_map (pz, level, 0, NULL);
  ck_assert_ptr_nonnull (vm);
  unsigned cand[81];
  for (int r = 0; r < n; r++)
    for (int c = 0; c < n; c++)
      {
        int vals[9], lits[9];
        int m = ss_var_values (vm, r, c, vals, lits);
        cand[r * n + c] = 0;
        for (int i = 0; i < m; i++)
          cand[r * n + c] |= 1u << (vals[i] - 1);
      }
  for (int u = 0; u < 3 * n; u++)
    {
      int cells[9];
      for (int i = 0; i < n; i++)
        cells[i] = u < n ? u * n + i
                   : u < 2 * n ? i * n + u - n
                   : ((u - 2 * n) / k * k + i / k) * n
                     + (u - 2 * n) % k * k + i % k;
      for (int i = 0; i < n; i++)
        for (unsigned b = cand[cells[i]]; b; b &= b - 1)
          {
            /* cell i takes this value, the others what is left */
            unsigned sets[9], bit = b & -b;
            for (int j = 0; j < n; j++)
              sets[j] = j == i ? bit : cand[cells[j]] & ~bit;
            ck_assert_msg (distinct_possible (n, sets, n),
                           "%.*s: unit %d: value %d of cell %d is in no "
                           "assignment of the unit",
                           (int) strcspn (text, "\n"), text, u,
                           __builtin_ctz (bit) + 1, cells[i]);
          }
    }
  ss_varmap_free (vm);
  ss_puzzle_free (pz);
}

/* Without the Hall-set step, narrowing leaves such candidates in
   Top95's puzzles 9 and 48 and in the multi-solution puzzles above. */
START_TEST (fast_leaves_no_hall_set)
{
  static const ss_presolve *const levels[] = {
    &ss_presolve_hall, &ss_presolve_probe
  };
  for (int l = 0; l < 2; l++)
    {
      no_hall_set_left ("6.2.5.........4.3..........43...8....1....2......."
                        ".7..5..27...........81...6.....\n", levels[l]);
      no_hall_set_left (".26.39......6....19.....7.......4..9.5....2....85."
                        "....3..2..9..4....762.........4\n", levels[l]);
      for (size_t i = 0; i < MULTI_HALL; i++)
        no_hall_set_left (multi_hall[i], levels[l]);
    }
}
END_TEST

/* A puzzle that singles complete leaves no variable; the grid still
   comes out of the solver, checked, and proven unique. */
START_TEST (fast_folds_decided_cells)
{
  ss_puzzle *pz = parse_string ("0 3 5 4 6 9 2 7 8\n7 8 2 1 0 5 6 0 9\n"
                                "0 6 0 2 7 8 1 3 5\n3 2 1 0 4 6 8 9 7\n"
                                "8 0 4 9 1 3 5 0 6\n5 9 6 8 2 0 4 1 3\n"
                                "9 1 7 6 5 2 0 8 0\n6 0 3 7 0 1 9 5 2\n"
                                "2 5 8 3 9 4 7 6 0\n", SS_FMT_AUTO);
  ss_options o = { .encoding = enc ("fast") };
  ss_stats st;
  int grid[81];
  ck_assert_int_eq (ss_solve (pz, &o, 2, grid, &st, NULL), 1);
  ck_assert_int_eq (st.variables, 0);
  ck_assert_int_eq (ss_check_solution (pz, grid, NULL), 0);
  ss_puzzle_free (pz);
}
END_TEST

/* On a 17-clue puzzle the CNF covers only what propagation leaves
   open, and the answer is extended's. */
START_TEST (fast_is_smaller_and_agrees)
{
  ss_puzzle *pz = parse_string ("4.....8.5.3..........7......2.....6.....8.4"
                                "......1.......6.3.7.5..2.....1.4......\n",
                                SS_FMT_AUTO);
  ss_options fo = { .encoding = enc ("fast") };
  ss_options eo = { .encoding = enc ("extended") };
  ss_stats fs, es;
  int fg[81], eg[81];
  ck_assert_int_eq (ss_solve (pz, &fo, 2, fg, &fs, NULL), 1);
  ck_assert_int_eq (ss_solve (pz, &eo, 2, eg, &es, NULL), 1);
  for (int i = 0; i < 81; i++)
    ck_assert_int_eq (fg[i], eg[i]);
  ck_assert_int_lt (fs.variables, es.variables);
  ck_assert_int_lt (fs.clauses, es.clauses);
  ss_puzzle_free (pz);
}
END_TEST

/* Givens that propagation proves contradictory give the empty clause:
   no solution, and the CNF says so without a variable. */
START_TEST (fast_contradiction_is_unsat)
{
  /* row 1 needs 3 or 4 in column 4, which already holds both */
  ss_puzzle *pz = parse_string ("12..\n...4\n....\n...3\n", SS_FMT_AUTO);
  ss_options o = { .encoding = enc ("fast") };
  ss_sink *s = ss_sink_counter ();
  ss_varmap *vm = ss_encode (pz, o.encoding, NULL, s, NULL);
  ck_assert_ptr_nonnull (vm);
  ck_assert_int_eq (ss_varmap_cellvars (vm), 0);
  ck_assert_int_ge (s->clauses, 1);
  ck_assert_int_eq (s->literals, 0);
  ck_assert_int_eq (ss_solve (pz, &o, 1, NULL, NULL, NULL), 0);
  ck_assert_int_eq (count_projected (pz, o.encoding, NULL), 0);
  ss_varmap_free (vm);
  ss_sink_free (s);
  ss_puzzle_free (pz);
}
END_TEST

/* A 16x16 grid and a 25x25 grid with most cells blank: the bit sets span
   one word, and the models still are grids (counted up to a limit). */
START_TEST (fast_larger_sides)
{
  for (int k = 4; k <= 5; k++)
    {
      ss_puzzle *pz = ss_puzzle_new (k);
      for (int c = 0; c < pz->n; c++)
        pz->cells[c] = c + 1;           /* first row given */
      ss_options o = { .encoding = enc ("fast") };
      int *grid = malloc ((size_t) pz->n * pz->n * sizeof *grid);
      ck_assert_int_eq (ss_solve (pz, &o, 3, grid, NULL, NULL), 3);
      ck_assert_int_eq (ss_check_solution (pz, grid, NULL), 0);
      free (grid);
      ss_puzzle_free (pz);
    }
}
END_TEST

Suite *
fast_suite (void)
{
  Suite *s = suite_create ("fast");
  TCase *tc = tcase_create ("fast");
  tcase_add_test (tc, fast_empty_4x4_has_288_models);
  tcase_add_test (tc, fast_counts_match_extended);
  tcase_add_test (tc, fast_writes_extended_over_its_map);
  tcase_add_test (tc, fast_leaves_no_hall_set);
  tcase_add_test (tc, fast_folds_decided_cells);
  tcase_add_test (tc, fast_is_smaller_and_agrees);
  tcase_add_test (tc, fast_contradiction_is_unsat);
  tcase_add_test (tc, fast_larger_sides);
  tcase_set_timeout (tc, 60);
  suite_add_tcase (s, tc);
  return s;
}
