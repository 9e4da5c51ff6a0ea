/* check_lines.c: the line rules (palindromes, renban, whispers, between
   lines, slow thermometers, region-sum lines) against brute force: on
   random 4x4 and 6x6 puzzles with random lines, the solver's count at
   every presolve level equals an enumeration of the grids by this
   file's own search and its own reading of each rule, and every grid
   the solver gives keeps the rules; and the messages for bad lines. */
#include "suites.h"

#include <stdlib.h>
#include <string.h>

static unsigned long rng_state;

static int
roll (int bound)
{
  rng_state = rng_state * 6364136223846793005UL + 1442695040888963407UL;
  return (int) ((rng_state >> 33) % (unsigned long) bound);
}

static const char *const rule_names[] = {
  "palindrome", "renban", "whispers", "betweenline", "slowthermometer",
  "regionsumline"
};
enum { NRULES = 6, MAXLINES = 3, MAXCELLS = 36 };

typedef struct line {
  int rule, m, cells[MAXCELLS];
} line;

typedef struct world {
  int n, br, bc, nlines;
  line lines[MAXLINES];
  int grid[MAXCELLS];
  long count;
} world;

static int
box_of (const world *w, int cell)
{
  int r = cell / w->n, c = cell % w->n;
  return r / w->br * w->br + c / w->bc;
}

/* The rule as the setters state it, on a full grid. */
static int
keeps (const world *w, const line *l, const int *g)
{
  int m = l->m, n = w->n;
  const int *c = l->cells;
  switch (l->rule)
    {
    case 0:
      for (int i = 0; i < m; i++)
        if (g[c[i]] != g[c[m - 1 - i]])
          return 0;
      return 1;
    case 1:
      {
        int lo = n + 1, hi = 0, seen[MAXCELLS + 1] = { 0 };
        for (int i = 0; i < m; i++)
          {
            if (seen[g[c[i]]]++)
              return 0;
            lo = g[c[i]] < lo ? g[c[i]] : lo;
            hi = g[c[i]] > hi ? g[c[i]] : hi;
          }
        return hi - lo == m - 1;
      }
    case 2:
      for (int i = 0; i + 1 < m; i++)
        if (abs (g[c[i]] - g[c[i + 1]]) * 2 < n)
          return 0;
      return 1;
    case 3:
      for (int i = 1; i + 1 < m; i++)
        {
          int a = g[c[0]], b = g[c[m - 1]], x = g[c[i]];
          if (!((a < x && x < b) || (b < x && x < a)))
            return 0;
        }
      return 1;
    case 4:
      for (int i = 0; i + 1 < m; i++)
        if (g[c[i + 1]] < g[c[i]])
          return 0;
      return 1;
    default:
      {
        int total = -1, sum = 0;
        for (int i = 0; i < m; i++)
          {
            sum += g[c[i]];
            if (i + 1 == m || box_of (w, c[i]) != box_of (w, c[i + 1]))
              {
                if (total >= 0 && sum != total)
                  return 0;
                total = sum;
                sum = 0;
              }
          }
        return 1;
      }
    }
}

/* Fill the blanks from cell on, rows, columns and boxes kept; count the
   grids that keep every line. */
static void
search (world *w, int cell)
{
  int n = w->n;
  if (cell == n * n)
    {
      for (int i = 0; i < w->nlines; i++)
        if (!keeps (w, &w->lines[i], w->grid))
          return;
      w->count++;
      return;
    }
  if (w->grid[cell])
    {
      search (w, cell + 1);
      return;
    }
  for (int v = 1; v <= n; v++)
    {
      int ok = 1;
      for (int j = 0; j < n * n && ok; j++)
        ok = w->grid[j] != v
             || (j / n != cell / n && j % n != cell % n
                 && box_of (w, j) != box_of (w, cell));
      if (!ok)
        continue;
      w->grid[cell] = v;
      search (w, cell + 1);
      w->grid[cell] = 0;
    }
}

/* A random walk of king's moves through distinct cells, up to m long. */
static int
walk (const world *w, int *cells, int m)
{
  int n = w->n, k = 1;
  cells[0] = roll (n * n);
  while (k < m)
    {
      int options[8], no = 0, r = cells[k - 1] / n, c = cells[k - 1] % n;
      for (int dr = -1; dr <= 1; dr++)
        for (int dc = -1; dc <= 1; dc++)
          {
            int rr = r + dr, cc = c + dc, used = 0;
            if ((!dr && !dc) || rr < 0 || cc < 0 || rr >= n || cc >= n)
              continue;
            for (int i = 0; i < k; i++)
              used |= cells[i] == rr * n + cc;
            if (!used)
              options[no++] = rr * n + cc;
          }
      if (!no)
        break;
      cells[k++] = options[roll (no)];
    }
  return k;
}

/* Random puzzles of each rule: lines, and on 6x6 givens from a grid of
   the units alone, kept while some grid keeps the lines. */
START_TEST (counts_match_enumeration)
{
  rng_state = 2718;
  long total = 0, solved = 0;
  for (int rule = 0; rule < NRULES; rule++)
    for (int round = 0; round < 14; round++)
      {
        world w = { 0 };
        int six = round >= 8;
        w.n = six ? 6 : 4;
        w.br = 2;
        w.bc = six ? 3 : 2;
        ss_puzzle *pz = six ? ss_puzzle_new_box (2, 3) : ss_puzzle_new (2);
        ss_error err = { 0 };
        w.nlines = 1 + roll (MAXLINES);
        for (int i = 0; i < w.nlines; i++)
          {
            line *l = &w.lines[i];
            int want = (rule == 3 ? 3 : 2) + roll (w.n - 1);
            l->rule = rule;
            l->m = walk (&w, l->cells, want);
            if (l->m < (rule == 3 ? 3 : 2))
              {
                w.nlines = i;
                break;
              }
            ck_assert_msg (ss_puzzle_add_line (pz, rule_names[rule],
                                               l->cells, l->m, &err) == 0,
                           "%s", err.msg);
          }
        if (six)
          {
            /* givens of a random grid of the rules, some of them */
            int grid[36];
            long found = ss_solve (pz, NULL, 1, grid, NULL, &err);
            ck_assert_int_ge (found, 0);
            if (!found)
              {
                /* no grid: nothing to enumerate in reasonable time */
                ss_puzzle_free (pz);
                continue;
              }
            for (int i = 0; found && i < 36; i++)
              if (roll (3))
                {
                  w.grid[i] = grid[i];
                  ss_puzzle_set (pz, i / 6, i % 6, grid[i]);
                }
          }
        search (&w, 0);
        for (int l = 0; ss_presolve_levels[l]; l++)
          {
            ss_options o = { .presolve = ss_presolve_levels[l] };
            long got = ss_solve (pz, &o, 100000, NULL, NULL, &err);
            ck_assert_msg (got == w.count, "%s round %d at %s: %ld grids, "
                           "enumeration %ld", rule_names[rule], round,
                           ss_presolve_levels[l]->name, got, w.count);
          }
        /* every grid the clauses give keeps every line */
        int grids[300 * 36];
        long k = grids_projected (pz, NULL, NULL, grids, 300);
        for (long g = 0; g < k; g++)
          for (int i = 0; i < w.nlines; i++)
            ck_assert_msg (keeps (&w, &w.lines[i], grids + g * w.n * w.n),
                           "%s round %d: grid %ld breaks line %d",
                           rule_names[rule], round, g + 1, i + 1);
        total += w.count;
        solved += w.count > 0;
        ss_puzzle_free (pz);
      }
  /* the puzzles are not all trivial or all impossible */
  ck_assert_int_gt (solved, 20);
  ck_assert_int_lt (solved, 6 * 14);
  ck_assert_int_gt (total, 0);
}
END_TEST

static void
refused (const char *rule, const int *cells, int m, const char *msg)
{
  ss_puzzle *pz = ss_puzzle_new (3);
  ss_error err = { 0 };
  ck_assert_int_eq (ss_puzzle_add_line (pz, rule, cells, m, &err), -1);
  ck_assert_int_eq (err.status, SS_ERR_USAGE);
  ck_assert_str_eq (err.msg, msg);
  ck_assert_int_eq (pz->ncons, 27);
  ss_puzzle_free (pz);
}

START_TEST (bad_lines_refused)
{
  int one[1] = { 4 }, off[3] = { 0, 1, 81 }, twice[4] = { 0, 1, 10, 1 };
  int ten[10] = { 0, 1, 2, 3, 4, 5, 6, 7, 8, 17 };
  refused ("palindrome", one, 1, "a palindrome of 1 cell: a line has 2 "
           "cells or more");
  refused ("whispers", off, 3, "whispers line cell 81 is off the 9x9 grid");
  refused ("slowthermometer", twice, 4, "slow thermometer passes through "
           "row 1, column 2 twice (cells 2 and 4 of the line)");
  refused ("betweenline", off, 2, "a between line of 2 cells: it needs at "
           "least one cell between its two ends (3 cells or more)");
  refused ("renban", ten, 10, "a renban line of 10 cells: its values are "
           "distinct, so it has at most 9 on a 9x9 grid");
  refused ("zipper", off, 2, "unknown line rule 'zipper' (palindrome, "
           "renban, whispers, betweenline, slowthermometer, "
           "regionsumline)");
}
END_TEST

Suite *
lines_suite (void)
{
  Suite *s = suite_create ("lines");
  TCase *tc = tcase_create ("core");
  tcase_set_timeout (tc, 600);
  tcase_add_test (tc, counts_match_enumeration);
  tcase_add_test (tc, bad_lines_refused);
  suite_add_tcase (s, tc);
  return s;
}
