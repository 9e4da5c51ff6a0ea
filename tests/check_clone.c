/* check_clone.c: clones.  Random clones on 4x4 grids are counted by the
   solver with several presets, schemes and presolve levels and compared
   with the shared enumeration of every 4x4 Sudoku (sudoku4.c), filtered
   by this file's own reading of each clone (a cell and its clone hold
   one value); every grid the solver finds must pass the same reading,
   every presolve level must keep each value a solution holds, and the
   explainer's steps must too.  The adder is given bad input, and the
   checks of grids are compared with the file's reading. */
#include "suites.h"
#include "explain/explain.h"

#include <stdlib.h>
#include <string.h>

#define N 4
#define NN (N * N)
#define MAXGRIDS SUDOKU4_GRIDS
#define MAXCLONES 3
#define MAXAREA 4

typedef struct clone {
  int m, a[MAXAREA], b[MAXAREA];   /* cell a[i] holds b[i]'s value */
} clone;

static const int (*all)[NN];
static int nall;
static unsigned rng;

static int
rnd (int k)
{
  rng = rng * 1103515245u + 12345u;
  return (int) ((rng >> 16) % (unsigned) k);
}

static int
in (const int *cells, int m, int c)
{
  for (int i = 0; i < m; i++)
    if (cells[i] == c)
      return 1;
  return 0;
}

/* A random clone of 1 to MAXAREA cells; most of its pairs hold one
   value of g, so that many clones keep some grid. */
static void
random_clone (clone *cl, const int *g)
{
  cl->m = 1 + rnd (MAXAREA);
  for (int i = 0; i < cl->m; i++)
    {
      do
        cl->a[i] = rnd (NN);
      while (in (cl->a, i, cl->a[i]));
      int same = rnd (5) > 0;
      do
        cl->b[i] = rnd (NN);
      while (cl->b[i] == cl->a[i] || in (cl->b, i, cl->b[i])
             || (same && g[cl->b[i]] != g[cl->a[i]] && rnd (40)));
    }
}

static int
keeps (const clone *cl, const int *g)
{
  for (int i = 0; i < cl->m; i++)
    if (g[cl->a[i]] != g[cl->b[i]])
      return 0;
  return 1;
}

static int
keeps_all (const clone *cl, int ncl, const int *givens, const int *g)
{
  for (int i = 0; i < NN; i++)
    if (givens[i] && givens[i] != g[i])
      return 0;
  for (int i = 0; i < ncl; i++)
    if (!keeps (&cl[i], g))
      return 0;
  return 1;
}

static int
expected (const clone *cl, int ncl, const int *givens)
{
  int count = 0;
  for (int i = 0; i < nall; i++)
    count += keeps_all (cl, ncl, givens, all[i]);
  return count;
}

static ss_puzzle *
build (const clone *cl, int ncl, const int *givens)
{
  ss_puzzle *pz = ss_puzzle_new (2);
  ss_error err = { 0 };
  ck_assert_ptr_nonnull (pz);
  for (int i = 0; i < NN; i++)
    ck_assert_int_eq (ss_puzzle_set (pz, i / N, i % N, givens[i]), 0);
  for (int i = 0; i < ncl; i++)
    ck_assert_msg (ss_puzzle_add_clone (pz, cl[i].a, cl[i].b, cl[i].m, &err)
                   == 0, "%s", err.msg);
  return pz;
}

/* A round's clones and givens drawn from a random grid, which *g
   names. */
static int
draw (clone *cl, int *givens, const int **g, int ngivens)
{
  int ncl = 1 + rnd (MAXCLONES);
  *g = all[rnd (nall)];
  for (int i = 0; i < ncl; i++)
    random_clone (&cl[i], *g);
  memset (givens, 0, NN * sizeof *givens);
  for (int i = ngivens; i > 0; i--)
    {
      int x = rnd (NN);
      givens[x] = (*g)[x];
    }
  return ncl;
}

static void
setup (void)
{
  all = sudoku4_all (&nall);
  ck_assert_int_eq (nall, MAXGRIDS);
}

/* For random clones on 4x4 (some givens), the solver's count with
   every preset paired with a scheme in turn equals the enumeration's,
   every grid it finds keeps every clone, and so do ss_solve's counts
   at every presolve level. */
START_TEST (clone_count_brute_force)
{
  setup ();
  rng = 2027;
  int grids[MAXGRIDS * NN], solvable = 0, rounds = 0;
  for (int round = 0; round < 150; round++)
    {
      clone cl[MAXCLONES];
      int givens[NN];
      const int *g;
      int ncl = draw (cl, givens, &g, rnd (3));
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
                       "round %d: grid %ld breaks a clone", round, i + 1);
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
   propagator removes something the units alone keep. */
START_TEST (clone_presolve_keeps_solutions)
{
  setup ();
  rng = 79;
  long removed = 0;
  for (int round = 0; round < 80; round++)
    {
      clone cl[MAXCLONES];
      int givens[NN];
      const int *g;
      int ncl = draw (cl, givens, &g, 2);
      ss_puzzle *pz = build (cl, ncl, givens);
      for (int l = 1; ss_presolve_levels[l]; l++)
        {
          ss_error err = { 0 };
          ss_varmap *vm = ss_presolve_map (pz, ss_presolve_levels[l], 0,
                                           &err);
          if (!vm)
            {
              /* a contradiction: no grid keeps the clones */
              ck_assert_int_eq (expected (cl, ncl, givens), 0);
              continue;
            }
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
   solution's values, and the clone step is taken, in words naming the
   clone. */
START_TEST (clone_explain_sound)
{
  setup ();
  rng = 4244;
  int used[SS_TECH_COUNT] = { 0 };
  for (int round = 0; round < 400; round++)
    {
      clone cl[MAXCLONES];
      int givens[NN];
      const int *g;
      int ncl = draw (cl, givens, &g, 3);
      if (expected (cl, ncl, givens) != 1)
        continue;
      /* the one solution, which need not be the grid drawn from */
      for (int i = 0; i < nall; i++)
        if (keeps_all (cl, ncl, givens, all[i]))
          g = all[i];
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
          if (s.technique == SS_TECH_CLONE)
            {
              char words[256];
              ck_assert_int_eq (ss_clone_step_words (pz, &s, words,
                                                     sizeof words), 0);
              ck_assert_msg (!strncmp (words, "clone ", 6), "%s", words);
            }
        }
      ck_assert_int_eq (rc, 0);
      ss_explainer_free (ex);
      ss_puzzle_free (pz);
    }
  ck_assert_int_gt (used[SS_TECH_CLONE], 0);
}
END_TEST

/* ss_check_solution agrees with this file's reading on every 4x4
   Sudoku, for random clones. */
START_TEST (clone_check_agrees)
{
  setup ();
  rng = 99;
  for (int round = 0; round < 60; round++)
    {
      clone cl[1];
      int givens[NN] = { 0 };
      random_clone (&cl[0], all[rnd (nall)]);
      ss_puzzle *pz = build (cl, 1, givens);
      for (int s = 0; s < nall; s++)
        {
          ss_error err = { 0 };
          int rc = ss_check_solution (pz, all[s], &err);
          ck_assert_msg ((rc == 0) == keeps (&cl[0], all[s]), "round %d, "
                         "grid %d: check says %d (%s)", round, s, rc,
                         err.msg);
          if (rc)
            ck_assert_msg (strstr (err.msg, "break clone 1") != NULL, "%s",
                           err.msg);
        }
      ss_puzzle_free (pz);
    }
}
END_TEST

/* The adder refuses what is no clone, each with its message, and
   leaves the puzzle as it was. */
START_TEST (clone_bad_parameters)
{
  ss_puzzle *pz = ss_puzzle_new (3);
  ss_error err = { 0 };
  int a[3] = { 0, 1, 2 }, b[3] = { 30, 31, 32 }, twice[3] = { 30, 31, 30 };
  int self[3] = { 40, 1, 41 }, off[3] = { 30, 81, 32 };
  int before = pz->ncons;
  ck_assert_int_eq (ss_puzzle_add_clone (pz, a, b, 0, &err), -1);
  ck_assert_str_eq (err.msg, "a clone of 0 cells: its areas hold 1 to 81 "
                    "cells");
  ck_assert_int_eq (ss_puzzle_add_clone (pz, a, off, 3, &err), -1);
  ck_assert_str_eq (err.msg, "clone cell 81 (of the clone area) is off the "
                    "9x9 grid");
  ck_assert_int_eq (ss_puzzle_add_clone (pz, a, twice, 3, &err), -1);
  ck_assert_str_eq (err.msg, "a clone's clone area names row 4, column 4 "
                    "twice");
  ck_assert_int_eq (ss_puzzle_add_clone (pz, a, self, 3, &err), -1);
  ck_assert_str_eq (err.msg, "a clone's cell 2, row 1, column 2, is cloned "
                    "to itself");
  ck_assert_int_eq (pz->ncons, before);
  /* areas may overlap: a cell in both is one of a chain of equal cells */
  int c[2] = { 1, 2 };
  ck_assert_int_eq (ss_puzzle_add_clone (pz, a, c, 2, &err), 0);
  ck_assert_int_eq (pz->ncons, before + 1);
  ck_assert_int_eq (pz->cons[before].kind, SS_CON_CLONE);
  ck_assert_int_eq (pz->cons[before].ncells, 4);
  ss_puzzle_free (pz);
}
END_TEST

/* The DIMACS comments carry clones and the cell clues (quadruples with
   their digits, minimum and maximum cells): the puzzle ss_cnf_read
   builds from them holds the same constraints, cells, digits and all,
   in the same order. */
START_TEST (clone_cnf_round_trip)
{
  ss_puzzle *pz = ss_puzzle_new (3);
  ss_error err = { 0 };
  int a[3] = { 0, 1, 2 }, b[3] = { 31, 32, 33 }, quad[4] = { 50, 40, 41, 49 };
  int digits[3] = { 7, 2, 7 }, one[1] = { 9 }, chain[3] = { 1, 2, 3 };
  ck_assert_int_eq (ss_puzzle_add_clone (pz, a, b, 3, &err), 0);
  ck_assert_int_eq (ss_puzzle_add_clone (pz, one, b, 1, &err), 0);
  ck_assert_int_eq (ss_puzzle_add_clone (pz, a, chain, 3, &err), 0);
  ck_assert_int_eq (ss_puzzle_add_quadruple (pz, quad, digits, 3, &err), 0);
  ck_assert_int_eq (ss_puzzle_add_extremum (pz, SS_CON_MINIMUM, 80, &err), 0);
  ck_assert_int_eq (ss_puzzle_add_extremum (pz, SS_CON_MAXIMUM, 30, &err), 0);
  char *text = NULL;
  size_t size = 0;
  FILE *out = open_memstream (&text, &size);
  ck_assert_ptr_nonnull (out);
  ck_assert_int_eq (ss_cnf_write (out, pz, NULL, NULL, &err), 0);
  fclose (out);
  ck_assert_ptr_nonnull (strstr (text, "\nc clone 1 1 1 2 1 3 4 5 4 6 4 7\n"));
  ck_assert_ptr_nonnull (strstr (text, "\nc clone 2 1 4 5\n"));
  ck_assert_ptr_nonnull (strstr (text, "\nc quadruple 3 2 7 7 5 5 5 6 6 5 6 6"
                                 "\n"));
  ck_assert_ptr_nonnull (strstr (text, "\nc minimum 9 9\n"));
  ck_assert_ptr_nonnull (strstr (text, "\nc maximum 4 4\n"));
  FILE *in = fmemopen (text, size, "r");
  ss_cnf cnf;
  ck_assert_msg (ss_cnf_read (&cnf, in, "mem", &err) == 0, "%s", err.msg);
  fclose (in);
  ck_assert_int_eq (cnf.pz->ncons, pz->ncons);
  for (int u = 0; u < pz->ncons; u++)
    {
      const ss_constraint *x = &pz->cons[u], *y = &cnf.pz->cons[u];
      ck_assert_int_eq (y->kind, x->kind);
      ck_assert_int_eq (y->ncells, x->ncells);
      ck_assert (!memcmp (y->cells, x->cells,
                          (size_t) x->ncells * sizeof *x->cells));
      ck_assert (!memcmp (y->values, x->values, sizeof x->values));
    }
  ss_cnf_clear (&cnf);
  free (text);
  ss_puzzle_free (pz);
}
END_TEST

Suite *
clone_suite (void)
{
  Suite *s = suite_create ("clone");
  TCase *tc = tcase_create ("core");
  tcase_set_timeout (tc, 600);
  tcase_add_test (tc, clone_count_brute_force);
  tcase_add_test (tc, clone_presolve_keeps_solutions);
  tcase_add_test (tc, clone_explain_sound);
  tcase_add_test (tc, clone_check_agrees);
  tcase_add_test (tc, clone_bad_parameters);
  tcase_add_test (tc, clone_cnf_round_trip);
  suite_add_tcase (s, tc);
  return s;
}
