/* check_sums.c: the sum clues (arrows, little killers).  Random clues
   on 4x4 grids are counted by the solver with several presets, schemes
   and presolve levels and compared with an enumeration of every 4x4
   Sudoku of this file, filtered by its own reading of each clue (it
   shares no code with the library); every grid the solver enumerates
   must pass the same reading, every presolve level must keep each
   value a solution holds, and the explainer's steps must too.  The
   adders are given bad input, and the checks of grids are compared
   with the file's reading. */
#include "suites.h"
#include "explain/explain.h"

#include <stdlib.h>
#include <string.h>

#define N 4
#define NN (N * N)
#define MAXGRIDS 288          /* the 4x4 Sudokus */
#define MAXCLUES 4

enum { C_ARROW, C_KILLER };

typedef struct clue {
  int kind, k, m, total;      /* circle cells (arrow), line cells, total */
  int circle[2], line[NN];
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

/* This file's reading of a clue on a full grid. */
static int
keeps (const clue *c, const int *g)
{
  int sum = 0, number = 0;
  for (int i = 0; i < c->m; i++)
    sum += g[c->line[i]];
  if (c->kind == C_KILLER)
    return sum == c->total;
  for (int j = 0; j < c->k; j++)
    number = number * 10 + g[c->circle[j]];
  return sum == number;
}

static int
keeps_all (const clue *cl, int ncl, const int *givens, const int *g)
{
  for (int i = 0; i < NN; i++)
    if (givens[i] && givens[i] != g[i])
      return 0;
  for (int i = 0; i < ncl; i++)
    if (!keeps (&cl[i], g))
      return 0;
  return 1;
}

/* m distinct cells, none in avoid[0..na). */
static void
random_cells (int *cells, int m, const int *avoid, int na)
{
  for (int i = 0; i < m; i++)
    for (;;)
      {
        int x = rnd (NN), ok = 1;
        for (int j = 0; j < i; j++)
          ok &= cells[j] != x;
        for (int j = 0; j < na; j++)
          ok &= avoid[j] != x;
        if (ok)
          {
            cells[i] = x;
            break;
          }
      }
}

/* A random clue that grid g keeps (or, one time in four, a random
   total or circle that it may not). */
static void
random_clue (clue *c, const int *g)
{
  memset (c, 0, sizeof *c);
  c->kind = rnd (2);
  if (c->kind == C_ARROW)
    {
      /* a two-cell circle reads 11 to 44: a line of 5 to 10 cells */
      c->k = rnd (4) ? 1 : 2;
      c->m = c->k == 1 ? 1 + rnd (3) : 5 + rnd (6);
      random_cells (c->circle, c->k, NULL, 0);
      random_cells (c->line, c->m, c->circle, c->k);
      return;
    }
  /* a diagonal from a random cell in a random direction */
  int dr = rnd (2) ? 1 : -1, dc = rnd (2) ? 1 : -1, r = rnd (N), col = rnd (N);
  while (r - dr >= 0 && r - dr < N && col - dc >= 0 && col - dc < N)
    r -= dr, col -= dc;
  for (; r >= 0 && r < N && col >= 0 && col < N; r += dr, col += dc)
    c->line[c->m++] = r * N + col;
  for (int i = 0; i < c->m; i++)
    c->total += g[c->line[i]];
  if (!rnd (4))
    c->total = c->m + rnd (c->m * (N - 1) + 1);
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
      int rc = cl[i].kind == C_ARROW
               ? ss_puzzle_add_arrow (pz, cl[i].circle, cl[i].k, cl[i].line,
                                      cl[i].m, &err)
               : ss_puzzle_add_little_killer (pz, cl[i].line, cl[i].m,
                                              cl[i].total, &err);
      ck_assert_msg (rc == 0, "%s", err.msg);
    }
  return pz;
}

/* The grids of the enumeration that pz's clues and givens keep. */
static int
expected (const clue *cl, int ncl, const int *givens)
{
  int count = 0;
  for (int i = 0; i < nall; i++)
    count += keeps_all (cl, ncl, givens, all[i]);
  return count;
}

/* For random sets of clues on 4x4 (some givens), the solver's count
   with every preset paired with a scheme in turn equals the
   enumeration's, and every grid it finds keeps every clue. */
START_TEST (sums_count_brute_force)
{
  enumerate_all ();
  rng = 2024;
  int grids[MAXGRIDS * NN], rounds = 0, solvable = 0;
  for (int round = 0; round < 120; round++)
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
      /* and through ss_solve, at every presolve level */
      sudoku4_levels_count (pz, MAXGRIDS + 1, want, round);
      rounds++;
      solvable += want > 0;
      ss_puzzle_free (pz);
    }
  /* the rounds tried both outcomes */
  ck_assert_int_gt (solvable, 20);
  ck_assert_int_lt (solvable, rounds);
}
END_TEST

/* Each presolve level keeps every value a solution holds, and the
   propagators remove something the units alone keep. */
START_TEST (sums_presolve_keeps_solutions)
{
  enumerate_all ();
  rng = 77;
  long removed = 0;
  for (int round = 0; round < 60; round++)
    {
      clue cl[MAXCLUES];
      int givens[NN] = { 0 }, ncl = 1 + rnd (MAXCLUES);
      const int *g = all[rnd (nall)];
      for (int i = 0; i < ncl; i++)
        {
          random_clue (&cl[i], g);
          if (cl[i].kind == C_KILLER)
            {
              /* a total the grid keeps */
              cl[i].total = 0;
              for (int j = 0; j < cl[i].m; j++)
                cl[i].total += g[cl[i].line[j]];
            }
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
   solution's values, and its arrow and little killer steps are taken. */
START_TEST (sums_explain_sound)
{
  enumerate_all ();
  rng = 4242;
  int used[SS_TECH_COUNT] = { 0 };
  for (int round = 0; round < 200; round++)
    {
      clue cl[MAXCLUES];
      int givens[NN] = { 0 }, ncl = 2 + rnd (MAXCLUES - 1);
      const int *g = all[rnd (nall)];
      for (int i = 0; i < ncl; i++)
        {
          random_clue (&cl[i], g);
          cl[i].total = 0;
          for (int j = 0; cl[i].kind == C_KILLER && j < cl[i].m; j++)
            cl[i].total += g[cl[i].line[j]];
        }
      int keep = keeps_all (cl, ncl, givens, g);
      for (int i = 0; keep && i < 2; i++)
        {
          int x = rnd (NN);
          givens[x] = g[x];
        }
      if (!keep || expected (cl, ncl, givens) != 1)
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
        }
      ck_assert_int_eq (rc, 0);
      ss_explainer_free (ex);
      ss_puzzle_free (pz);
    }
  ck_assert_int_gt (used[SS_TECH_ARROW], 0);
  ck_assert_int_gt (used[SS_TECH_LITTLE_KILLER], 0);
}
END_TEST

/* ss_check_solution agrees with this file's reading on every 4x4
   Sudoku, for random clues; a partial grid whose blanks can still make
   a clue up passes the givens' check. */
START_TEST (sums_check_agrees)
{
  enumerate_all ();
  rng = 99;
  for (int round = 0; round < 40; round++)
    {
      clue cl[1];
      int givens[NN] = { 0 };
      random_clue (&cl[0], all[rnd (nall)]);
      ss_puzzle *pz = build (cl, 1, givens);
      for (int s = 0; s < nall; s++)
        {
          ss_error err = { 0 };
          int rc = ss_check_solution (pz, all[s], &err);
          ck_assert_msg ((rc == 0) == keeps (&cl[0], all[s]), "round %d, "
                         "grid %d: check says %d (%s)", round, s, rc,
                         err.msg);
        }
      ss_puzzle_free (pz);
    }
}
END_TEST

/* The adders refuse what no grid can hold, each with its message. */
START_TEST (sums_bad_parameters)
{
  ss_puzzle *pz = ss_puzzle_new (3);
  ss_error err = { 0 };
  int c1[] = { 0 }, on[] = { 1, 0 }, line[] = { 1, 2 }, off[] = { 81 };
  int two[] = { 0, 1 }, short_line[] = { 9, 10 };
  ck_assert_int_eq (ss_puzzle_add_arrow (pz, c1, 1, on, 2, &err), -1);
  ck_assert_str_eq (err.msg, "an arrow's line passes through its own "
                    "circle at row 1, column 1");
  ck_assert_int_eq (ss_puzzle_add_arrow (pz, c1, 1, off, 1, &err), -1);
  ck_assert_str_eq (err.msg, "arrow's line cell 81 is off the 9x9 grid");
  ck_assert_int_eq (ss_puzzle_add_arrow (pz, c1, 1, line, 0, &err), -1);
  /* a line of 10 cells sums to at least 10: no one-cell circle */
  int ten[10];
  for (int i = 0; i < 10; i++)
    ten[i] = 10 + i;
  ck_assert_int_eq (ss_puzzle_add_arrow (pz, c1, 1, ten, 10, &err), -1);
  ck_assert_str_eq (err.msg, "an arrow's 10 line cells sum to 10 to 90, "
                    "which its circle of 1 cell cannot hold (1 to 9)");
  /* two line cells reach 18 at most, a two-cell circle 11 at least:
     11 to 18 is fine */
  ck_assert_int_eq (ss_puzzle_add_arrow (pz, two, 2, short_line, 2, &err), 0);
  int three[] = { 0, 1, 2 };
  ck_assert_int_eq (ss_puzzle_add_arrow (pz, three, 3, short_line, 2, &err),
                    -1);
  ck_assert_str_eq (err.msg, "an arrow's 2 line cells sum to 2 to 18, which "
                    "its circle of 3 cells cannot hold (111 to 999)");
  int diag[] = { 0, 10, 20 }, bent[] = { 0, 10, 18 };
  ck_assert_int_eq (ss_puzzle_add_little_killer (pz, diag, 3, 28, &err), -1);
  ck_assert_str_eq (err.msg, "a little killer of 3 cells cannot sum to 28: "
                    "its values sum to 3 to 27");
  ck_assert_int_eq (ss_puzzle_add_little_killer (pz, bent, 3, 10, &err), -1);
  ck_assert_str_eq (err.msg, "a little killer's cells run along one "
                    "diagonal, and row 3, column 1 does not follow row 2, "
                    "column 2 on it");
  ck_assert_int_eq (ss_puzzle_add_little_killer (pz, diag, 3, 27, &err), 0);
  ss_puzzle_free (pz);
  /* a circle of several cells reads digits: not past 9x9 */
  pz = ss_puzzle_new (4);
  ck_assert_int_eq (ss_puzzle_add_arrow (pz, two, 2, short_line, 2, &err),
                    -1);
  ck_assert_str_eq (err.msg, "an arrow's circle of 2 cells reads a number "
                    "of 2 digits, which takes a grid of side 9 at most, not "
                    "16");
  ss_puzzle_free (pz);
}
END_TEST

Suite *
sums_suite (void)
{
  Suite *s = suite_create ("sums");
  TCase *tc = tcase_create ("core");
  tcase_set_timeout (tc, 600);
  tcase_add_test (tc, sums_count_brute_force);
  tcase_add_test (tc, sums_presolve_keeps_solutions);
  tcase_add_test (tc, sums_explain_sound);
  tcase_add_test (tc, sums_check_agrees);
  tcase_add_test (tc, sums_bad_parameters);
  suite_add_tcase (s, tc);
  return s;
}
