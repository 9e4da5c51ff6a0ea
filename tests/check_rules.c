/* check_rules.c: the global rules (--rules).  Counts by ss_solve, for
   every preset, every scheme and every presolve level, are compared
   with a backtracker of this file that checks each rule on its own
   (it shares no code with src/model/rules.c), and every grid the
   solver finds is checked by the same rule code. */
#include "suites.h"

#include <stdlib.h>
#include <string.h>

#define MAXN 9

enum { R_X = 1, R_WINDOKU = 2, R_KNIGHT = 4, R_KING = 8, R_NONCONSEC = 16 };

static const char *const rule_names[] = {
  "x", "windoku", "anti-knight", "anti-king", "non-consecutive"
};

/* The independent model: a grid of side br * bc and the rules in a
   mask. */
typedef struct brute {
  int n, br, bc, rules;
  int grid[MAXN * MAXN];
} brute;

/* Windoku's window of (r, c) for k x k boxes, -1 outside: windows of k
   rows and columns start at 1, k + 2, ..., k - 1 of them a side. */
static int
window_of (int k, int r, int c)
{
  if (r < 1 || c < 1 || (r - 1) % (k + 1) == k || (c - 1) % (k + 1) == k)
    return -1;
  int wr = (r - 1) / (k + 1), wc = (c - 1) / (k + 1);
  if (wr >= k - 1 || wc >= k - 1)
    return -1;
  return wr * (k - 1) + wc;
}

/* Whether cells (r, c) holding v and (r2, c2) holding w, distinct
   cells, break a rule of b. */
static int
clash (const brute *b, int r, int c, int v, int r2, int c2, int w)
{
  int n = b->n, dr = abs (r - r2), dc = abs (c - c2);
  if (v == w)
    {
      if (r == r2 || c == c2
          || (r / b->br == r2 / b->br && c / b->bc == c2 / b->bc))
        return 1;
      if ((b->rules & R_X) && ((r == c && r2 == c2)
                               || (r + c == n - 1 && r2 + c2 == n - 1)))
        return 1;
      if ((b->rules & R_WINDOKU) && window_of (b->br, r, c) >= 0
          && window_of (b->br, r, c) == window_of (b->br, r2, c2))
        return 1;
      if ((b->rules & R_KNIGHT) && dr * dc == 2)
        return 1;
      if ((b->rules & R_KING) && dr == 1 && dc == 1)
        return 1;
    }
  if ((b->rules & R_NONCONSEC) && dr + dc == 1 && abs (v - w) == 1)
    return 1;
  return 0;
}

static int
fits (const brute *b, const int *grid, int cell, int v)
{
  int n = b->n;
  for (int i = 0; i < n * n; i++)
    if (i != cell && grid[i]
        && clash (b, cell / n, cell % n, v, i / n, i % n, grid[i]))
      return 0;
  return 1;
}

/* Whether a complete grid keeps the givens and every rule. */
static int
valid (const brute *b, const int *grid)
{
  for (int i = 0; i < b->n * b->n; i++)
    if (grid[i] < 1 || grid[i] > b->n || (b->grid[i] && b->grid[i] != grid[i])
        || !fits (b, grid, i, grid[i]))
      return 0;
  return 1;
}

/* Completions from cell on, up to max. */
static long
brute_count (brute *b, int cell, long max)
{
  int nn = b->n * b->n;
  while (cell < nn && b->grid[cell])
    cell++;
  if (cell == nn)
    return 1;
  long total = 0;
  for (int v = 1; v <= b->n && total < max; v++)
    if (fits (b, b->grid, cell, v))
      {
        b->grid[cell] = v;
        total += brute_count (b, cell + 1, max - total);
        b->grid[cell] = 0;
      }
  return total;
}

/* The puzzle of b's givens with its rules added through the library. */
static ss_puzzle *
puzzle_of (const brute *b)
{
  ss_puzzle *pz = ss_puzzle_new_box (b->br, b->bc);
  ck_assert_ptr_nonnull (pz);
  int n = b->n;
  for (int i = 0; i < n * n; i++)
    ck_assert_int_eq (ss_puzzle_set (pz, i / n, i % n, b->grid[i]), 0);
  ss_error err = { 0 };
  for (int i = 0; i < 5; i++)
    if (b->rules >> i & 1)
      ck_assert_msg (!ss_puzzle_add_rule (pz, rule_names[i], &err), "%s: %s",
                     rule_names[i], err.msg);
  return pz;
}

/* One configuration: ss_solve counts as the backtracker did; without a
   presolve level asked for, every grid PicoSAT enumerates keeps every
   rule. */
static void
agree (brute *b, const ss_puzzle *pz, const ss_options *opt, long want,
       long max, int *grids)
{
  ss_error err = { 0 };
  long got = ss_solve (pz, opt, max, NULL, NULL, &err);
  ck_assert_msg (got == want, "rules %d, %s/%s/%s: %ld grids, expected "
                 "%ld (%s)", b->rules, ss_encoding_name (opt->encoding),
                 opt->amo ? ss_amo_name (opt->amo) : "-",
                 opt->presolve ? ss_presolve_name (opt->presolve) : "-",
                 got, want, err.msg);
  if (opt->presolve)
    return;
  long found = grids_projected (pz, opt->encoding, opt->amo ? opt->amo
                                : ss_amo_default (), grids, max);
  ck_assert_int_eq (found, want);
  for (long g = 0; g < found; g++)
    ck_assert_msg (valid (b, grids + g * b->n * b->n), "rules %d, %s: grid "
                   "%ld breaks a rule", b->rules,
                   ss_encoding_name (opt->encoding), g);
}

/* Every preset with the default scheme, extended with every scheme and
   at every presolve level. */
static void
counts_agree (brute *b, long max)
{
  long want = brute_count (b, 0, max);
  ss_puzzle *pz = puzzle_of (b);
  int *grids = malloc ((size_t) max * b->n * b->n * sizeof *grids);
  ck_assert_ptr_nonnull (grids);
  const ss_encoding *ext = ss_encoding_find ("extended");
  for (int i = 0; ss_encoding_nth (i); i++)
    {
      ss_options opt = { .encoding = ss_encoding_nth (i) };
      agree (b, pz, &opt, want, max, grids);
    }
  for (int i = 0; ss_amo_nth (i); i++)
    {
      ss_options opt = { .encoding = ext, .amo = ss_amo_nth (i) };
      agree (b, pz, &opt, want, max, grids);
    }
  for (int i = 0; ss_presolve_nth (i); i++)
    {
      ss_options opt = { .encoding = ext, .presolve = ss_presolve_nth (i) };
      agree (b, pz, &opt, want, max, grids);
    }
  free (grids);
  ss_puzzle_free (pz);
}

/* A grid under b's rules found by sudosat (checked here), then cells
   blanked by a fixed generator, about blank in 1000; returns 0 when
   there is no such grid (the backtracker agrees: checked on 4x4, where
   it takes no time). */
static int
seed_grid (brute *b, unsigned seed, int blank)
{
  int n = b->n;
  memset (b->grid, 0, sizeof b->grid);
  ss_puzzle *pz = puzzle_of (b);
  int grid[MAXN * MAXN];
  ss_error err = { 0 };
  long found = ss_solve (pz, NULL, 1, grid, NULL, &err);
  ss_puzzle_free (pz);
  ck_assert_int_ge (found, 0);
  if (!found)
    {
      ck_assert_msg (n > 4 || brute_count (b, 0, 1) == 0, "rules %d: no "
                     "%dx%d grid found, but there is one", b->rules, n, n);
      return 0;
    }
  ck_assert_msg (valid (b, grid), "rules %d: the grid breaks a rule",
                 b->rules);
  for (int i = 0; i < n * n; i++)
    {
      seed = seed * 1103515245u + 12345u;
      b->grid[i] = (int) ((seed >> 16) % 1000) < blank ? 0 : grid[i];
    }
  return 1;
}

/* Rule sets: each rule alone, then combinations. */
static const int sets[] = {
  R_X, R_WINDOKU, R_KNIGHT, R_KING, R_NONCONSEC,
  R_X | R_KNIGHT, R_X | R_WINDOKU, R_KING | R_NONCONSEC,
  R_KNIGHT | R_NONCONSEC, R_X | R_KING, R_WINDOKU | R_KNIGHT,
  R_X | R_WINDOKU | R_KNIGHT | R_KING | R_NONCONSEC
};
#define NSETS ((int) (sizeof sets / sizeof *sets))

START_TEST (empty_4x4)
{
  brute b = { .n = 4, .br = 2, .bc = 2, .rules = sets[_i] };
  counts_agree (&b, 1000);
}
END_TEST

START_TEST (givens_4x4)
{
  brute b = { .n = 4, .br = 2, .bc = 2, .rules = sets[_i] };
  for (unsigned s = 1; s <= 3; s++)
    if (seed_grid (&b, s, 900))
      counts_agree (&b, 1000);
}
END_TEST

START_TEST (givens_6x6)
{
  if (sets[_i] & R_WINDOKU)
    return;
  brute b = { .n = 6, .br = 2, .bc = 3, .rules = sets[_i] };
  for (unsigned s = 1; s <= 2; s++)
    if (seed_grid (&b, s, s == 1 ? 950 : 850))
      counts_agree (&b, 400);
}
END_TEST

START_TEST (givens_9x9)
{
  brute b = { .n = 9, .br = 3, .bc = 3, .rules = sets[_i] };
  if (seed_grid (&b, 7, 700))
    counts_agree (&b, 60);
}
END_TEST

/* Windoku's windows as the rule table says: 9x9 rows and columns 2-4
   and 6-8; refused on boxes that are not square. */
START_TEST (windoku_windows)
{
  ss_puzzle *pz = ss_puzzle_new (3);
  ss_error err = { 0 };
  ck_assert_int_eq (ss_puzzle_add_rule (pz, "windoku", &err), 0);
  ck_assert_int_eq (ss_puzzle_has_rule (pz, "windoku"), 1);
  ck_assert_int_eq (ss_puzzle_has_rule (pz, "x"), 0);
  /* 4 at rows 2 and 4 (1-based), columns 2 and 4: one window */
  ck_assert_int_eq (ss_puzzle_set (pz, 1, 1, 4), 0);
  ck_assert_int_eq (ss_puzzle_set (pz, 3, 3, 4), 0);
  ck_assert_int_eq (ss_puzzle_check_givens (pz, NULL, &err), -1);
  ck_assert_msg (strstr (err.msg, "window 1"), "%s", err.msg);
  /* row 4, column 4 and row 7, column 8: two windows */
  ck_assert_int_eq (ss_puzzle_set (pz, 1, 1, 0), 0);
  ck_assert_int_eq (ss_puzzle_set (pz, 6, 7, 4), 0);
  ck_assert_int_eq (ss_puzzle_check_givens (pz, NULL, &err), 0);
  ss_puzzle_free (pz);
  pz = ss_puzzle_new_box (2, 3);
  ck_assert_int_eq (ss_puzzle_add_rules (pz, "x,windoku", &err), -1);
  ck_assert_int_eq (err.status, SS_ERR_USAGE);
  /* a list is checked whole before any rule is added */
  ck_assert_int_eq (ss_puzzle_has_rule (pz, "x"), 0);
  ss_puzzle_free (pz);
}
END_TEST

START_TEST (names)
{
  ss_puzzle *pz = ss_puzzle_new (2);
  ss_error err = { 0 };
  int i = 0;
  for (; ss_rule_name (i); i++)
    {
      ck_assert_int_eq (ss_rule_find (ss_rule_name (i)), i);
      ck_assert_ptr_nonnull (ss_rule_summary (i));
    }
  ck_assert_int_eq (i, 5);
  ck_assert_ptr_null (ss_rule_summary (i));
  ck_assert_ptr_null (ss_rule_name (-1));
  ck_assert_int_eq (ss_rule_find ("anti"), -1);
  ck_assert_int_eq (ss_puzzle_add_rule (pz, "diagonal", &err), -1);
  ck_assert_int_eq (err.status, SS_ERR_USAGE);
  ck_assert_msg (strstr (err.msg, "'diagonal'")
                 && strstr (err.msg, "non-consecutive"), "%s", err.msg);
  ck_assert_int_eq (ss_puzzle_add_rules (pz, "x,,anti-king", &err), -1);
  ck_assert_int_eq (ss_puzzle_add_rules (pz, "x,anti-king,x", &err), 0);
  ck_assert_int_eq (ss_puzzle_has_rule (pz, "anti-king"), 1);
  /* rules survive a copy; adding one again changes nothing */
  ss_puzzle *copy = ss_puzzle_copy (pz);
  ck_assert_int_eq (ss_puzzle_has_rule (copy, "x"), 1);
  ck_assert_int_eq (copy->ncons, pz->ncons);
  ck_assert_int_eq (ss_puzzle_add_rule (copy, "x", &err), 0);
  ck_assert_int_eq (copy->ncons, pz->ncons);
  ss_puzzle_free (copy);
  ss_puzzle_free (pz);
}
END_TEST

/* Givens that break a pair rule are named; a solution breaking one is
   refused by ss_check_solution. */
START_TEST (pair_checks)
{
  static const int grid[16] = { 1, 2, 3, 4, 3, 4, 1, 2,
                                2, 1, 4, 3, 4, 3, 2, 1 };
  ss_puzzle *pz = ss_puzzle_new (2);
  ss_error err = { 0 };
  long cell = -1;
  ck_assert_int_eq (ss_check_solution (pz, grid, &err), 0);
  /* row 1 holds 1 2: consecutive neighbours */
  ck_assert_int_eq (ss_puzzle_add_rule (pz, "non-consecutive", &err), 0);
  ck_assert_int_eq (ss_check_solution (pz, grid, &err), -1);
  ck_assert_int_eq (err.status, SS_ERR_INTERNAL);
  ss_puzzle_free (pz);
  /* (1,1) and (2,3) are a knight's move apart: 1 and 1 */
  pz = ss_puzzle_new (2);
  ck_assert_int_eq (ss_puzzle_add_rule (pz, "anti-knight", &err), 0);
  ck_assert_int_eq (ss_puzzle_set (pz, 0, 0, 1), 0);
  ck_assert_int_eq (ss_puzzle_set (pz, 1, 2, 1), 0);
  ck_assert_int_eq (ss_puzzle_check_givens (pz, &cell, &err), -1);
  ck_assert_int_eq (cell, 6);
  ck_assert_msg (strstr (err.msg, "anti-knight"), "%s", err.msg);
  ck_assert_int_eq (ss_solve (pz, NULL, 2, NULL, NULL, &err), 0);
  ss_puzzle_free (pz);
}
END_TEST

/* Running out of memory while rules are added, or while a puzzle with
   rules is solved, is SS_ERR_MEMORY: allocation 0, 1, 2, ... fails in
   turn (ss_alloc_fail_after) until the call succeeds. */
START_TEST (out_of_memory)
{
  for (int what = 0; what < 2; what++)
    for (long n = 0;; n++)
      {
        ss_puzzle *pz = ss_puzzle_new (2);
        ck_assert_ptr_nonnull (pz);
        ss_error err = { 0 };
        if (what)
          ck_assert_int_eq (ss_puzzle_add_rules (pz, "windoku,anti-knight",
                                                 &err), 0);
        ss_alloc_fail_after (n);
        long rc = what ? ss_solve (pz, NULL, 100, NULL, NULL, &err)
                       : ss_puzzle_add_rules (pz, "x,windoku,anti-knight,"
                                              "non-consecutive", &err);
        int reached = ss_alloc_fail_after (-1) < 0;
        /* 12 units, then x's 2 diagonals: never one alone */
        ck_assert_int_ne (pz->ncons, 13);
        ss_puzzle_free (pz);
        if (!reached)
          {
            ck_assert_int_eq (rc, what ? 24 : 0);
            break;
          }
        ck_assert_int_eq (rc, -1);
        ck_assert_int_eq (err.status, SS_ERR_MEMORY);
      }
}
END_TEST

Suite *
rules_suite (void)
{
  Suite *s = suite_create ("rules");
  TCase *tc = tcase_create ("rules");
  tcase_set_timeout (tc, 300);
  tcase_add_test (tc, names);
  tcase_add_test (tc, windoku_windows);
  tcase_add_test (tc, pair_checks);
  tcase_add_test (tc, out_of_memory);
  tcase_add_loop_test (tc, empty_4x4, 0, NSETS);
  tcase_add_loop_test (tc, givens_4x4, 0, NSETS);
  tcase_add_loop_test (tc, givens_6x6, 0, NSETS);
  tcase_add_loop_test (tc, givens_9x9, 0, NSETS);
  suite_add_tcase (s, tc);
  return s;
}
