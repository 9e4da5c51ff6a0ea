/* check_presets.c: the encoding presets with every at-most-one scheme:
   the papers' clause counts, the size formulas of encodings/README, 288
   grids on the empty 4x4, optimized shrinking with givens and agreeing
   with extended, and what plain unit propagation deduces on 17-clue
   puzzles, against a direct implementation of the Sudoku rules. */
#include "suites.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int
count_schemes (void)
{
  int n = 0;
  while (ss_amo_schemes[n])
    n++;
  return n;
}

static const ss_encoding *
preset (const char *name)
{
  const ss_encoding *enc = ss_encoding_find (name);
  ck_assert_msg (enc != NULL, "no preset %s", name);
  return enc;
}

/* Clauses and largest variable of pz under enc and amo. */
static long
size_of (const ss_puzzle *pz, const ss_encoding *enc, const ss_amo *amo,
         long *vars, long *literals)
{
  ss_sink *s = ss_sink_counter ();
  ss_error err = { 0 };
  ss_varmap *vm = ss_encode (pz, enc, amo, s, &err);
  ck_assert_msg (vm != NULL, "encode failed: %s", err.msg);
  long clauses = (long) s->clauses;
  if (vars)
    *vars = ss_varmap_maxvar (vm);
  if (literals)
    *literals = (long) s->literals;
  ss_varmap_free (vm);
  ss_sink_free (s);
  return clauses;
}

START_TEST (paper_counts_9x9)
{
  ss_puzzle *pz = ss_puzzle_new (3);
  const ss_amo *pw = ss_amo_find ("pairwise");
  long vars, lits;
  ck_assert_int_eq (size_of (pz, preset ("minimal"), pw, &vars, &lits),
                    8829);
  ck_assert_int_eq (vars, 729);
  ck_assert_int_eq (lits, 81 * 9 + 8748 * 2);
  ck_assert_int_eq (size_of (pz, preset ("efficient"), pw, &vars, &lits),
                    11745);
  ck_assert_int_eq (vars, 729);
  ck_assert_int_eq (lits, 81 * 9 + 11664 * 2);
  ck_assert_int_eq (size_of (pz, preset ("extended"), pw, &vars, NULL),
                    11988);
  ck_assert_int_eq (vars, 729);
  ss_puzzle_free (pz);
}
END_TEST

/* The formulas of the presets table, in terms of the scheme's sizes. */
START_TEST (sizes_follow_the_formulas)
{
  const ss_amo *amo = ss_amo_schemes[_i];
  for (int k = 2; k <= 4; k++)
    {
      long n = k * k, n2 = n * n, n3 = n2 * n;
      long A, a, E, e, Ek, ek, vars;
      scheme_size (amo, (int) n, 0, &A, &a);
      scheme_size (amo, (int) n, 1, &E, &e);
      scheme_size (amo, k, 1, &Ek, &ek);
      ss_puzzle *pz = ss_puzzle_new (k);
      struct { const char *name; long clauses, vars; } want[] = {
        { "minimal", n2 + 3 * n2 * A, n3 + 3 * n2 * a },
        { "efficient", n2 * E + 3 * n2 * A, n3 + n2 * e + 3 * n2 * a },
        { "extended", 4 * n2 * E, n3 + 4 * n2 * e },
        { "optimized", 4 * n2 * E, n3 + 4 * n2 * e },
        { "augmented", 4 * n2 * E + 2 * k * n2 * (k + 1) + 4 * n2 * Ek,
          n3 + 2 * k * n2 + 4 * n2 * (e + ek) },
        { "hatch", n2 * E + 3 * n2 * A, n3 + n2 * e + 3 * n2 * a },
        { "naked-singles", n2 * E + 3 * n2 * A, n3 + n2 * e + 3 * n2 * a },
        { "hidden-singles", 3 * n2 * E + n2 * A, n3 + 3 * n2 * e + n2 * a }
      };
      for (size_t i = 0; i < sizeof want / sizeof *want; i++)
        {
          long c = size_of (pz, preset (want[i].name), amo, &vars, NULL);
          ck_assert_msg (c == want[i].clauses && vars == want[i].vars,
                         "%s/%s %ldx%ld: %ld clauses, %ld variables; "
                         "formula %ld, %ld", want[i].name, amo->name, n, n,
                         c, vars, want[i].clauses, want[i].vars);
        }
      if (!strcmp (amo->name, "pairwise"))
        {
          /* the closed forms quoted for pairwise */
          ck_assert_int_eq (n2 + 3 * n2 * A, n2 + 3 * n3 * (n - 1) / 2);
          ck_assert_int_eq (n2 * E + 3 * n2 * A, n2 + 2 * n3 * (n - 1));
          ck_assert_int_eq (4 * n2 * E, 4 * n2 + 2 * n3 * (n - 1));
          ck_assert_int_eq (2 * k * n2 * (k + 1) + 4 * n2 * Ek,
                            2 * k * n2 * (k + 1) + 2 * n2 * (k * k - k + 2));
        }
      ss_puzzle_free (pz);
    }
}
END_TEST

/* _i runs over preset x scheme. */
START_TEST (empty_4x4_has_288_grids)
{
  int nschemes = count_schemes ();
  const ss_encoding *enc = ss_encodings[_i / nschemes];
  const ss_amo *amo = ss_amo_schemes[_i % nschemes];
  ss_puzzle *pz = ss_puzzle_new (2);
  long count = count_projected (pz, enc, amo);
  ck_assert_msg (count == 288, "%s/%s: %ld grids", enc->name, amo->name,
                 count);
  ss_puzzle_free (pz);
}
END_TEST

/* A small deterministic generator, so failures reproduce. */
static unsigned
next_random (unsigned *state)
{
  *state = *state * 1103515245u + 12345u;
  return *state >> 16;
}

/* Givens added one at a time, in a scrambled order, to a solved grid:
   every given removes at least its variable and its cell's clause. */
START_TEST (optimized_shrinks_with_givens)
{
  const ss_amo *amo = ss_amo_schemes[_i];
  ss_puzzle *pz = ss_puzzle_new (3);
  int grid[81], order[81];
  ck_assert_int_eq (ss_solve (pz, NULL, 1, grid, NULL, NULL), 1);
  for (int i = 0; i < 81; i++)
    order[i] = i;
  unsigned seed = 5;
  for (int i = 80; i > 0; i--)
    {
      int j = (int) (next_random (&seed) % (unsigned) (i + 1));
      int t = order[i];
      order[i] = order[j];
      order[j] = t;
    }
  long vars, last_vars;
  long last = size_of (pz, preset ("optimized"), amo, &last_vars, NULL);
  for (int i = 0; i < 81; i++)
    {
      pz->cells[order[i]] = grid[order[i]];
      long c = size_of (pz, preset ("optimized"), amo, &vars, NULL);
      ck_assert_msg (c < last && vars < last_vars, "%s: given %d: %ld "
                     "clauses, %ld variables after %ld, %ld", amo->name,
                     i + 1, c, vars, last, last_vars);
      last = c;
      last_vars = vars;
    }
  ck_assert_int_eq (last, 0);
  ck_assert_int_eq (last_vars, 0);
  ss_puzzle_free (pz);
}
END_TEST

/* Random 4x4 givens, clashing ones included: optimized has exactly the
   grids extended has (none when unsatisfiable). */
START_TEST (optimized_agrees_with_extended)
{
  const ss_amo *amo = ss_amo_schemes[_i];
  unsigned seed = 11;
  int unsat = 0, several = 0;
  for (int t = 0; t < 150; t++)
    {
      ss_puzzle *pz = ss_puzzle_new (2);
      for (int c = 0; c < 16; c++)
        if (next_random (&seed) % 4 == 0)
          pz->cells[c] = 1 + (int) (next_random (&seed) % 4);
      long ext = count_projected (pz, preset ("extended"), amo);
      long opt = count_projected (pz, preset ("optimized"), amo);
      ck_assert_msg (ext == opt, "%s, puzzle %d: extended %ld grids, "
                     "optimized %ld", amo->name, t, ext, opt);
      unsat += ext == 0;
      several += ext > 1;
      ss_puzzle_free (pz);
    }
  /* the sample covers both kinds */
  ck_assert_int_gt (unsat, 0);
  ck_assert_int_gt (several, 0);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Unit propagation against the rules it should amount to.             */

enum { NAKED = 1, HIDDEN_BOX = 2, HIDDEN_LINE = 4, LOCKED = 8, MAX_N = 16 };
#define HIDDEN (HIDDEN_BOX | HIDDEN_LINE)

typedef struct board {
  int n, k;
  unsigned cand[MAX_N * MAX_N];   /* bit v: v still possible */
  int val[MAX_N * MAX_N];         /* placed value, 0 when open */
} board;

static int
peers (const board *b, int x, int y)
{
  int n = b->n, k = b->k;
  int rx = x / n, cx = x % n, ry = y / n, cy = y % n;
  return x != y && (rx == ry || cx == cy
                    || (rx / k == ry / k && cx / k == cy / k));
}

static void
place (board *b, int x, int v)
{
  b->val[x] = v;
  b->cand[x] = 1u << v;
  for (int y = 0; y < b->n * b->n; y++)
    if (peers (b, x, y))
      b->cand[y] &= ~(1u << v);
}

/* Cell i of unit u: rows, then columns, then boxes. */
static int
unit_cell (const board *b, int u, int i)
{
  int n = b->n, k = b->k, j = u % n;
  if (u < n)
    return j * n + i;
  if (u < 2 * n)
    return i * n + j;
  return (j / k * k + i / k) * n + j % k * k + i % k;
}

/* Remove v from the cells of unit u that are not in unit keep; true
   when something changed. */
static int
remove_outside (board *b, int u, int keep, int v)
{
  int changed = 0;
  for (int i = 0; i < b->n; i++)
    {
      int x = unit_cell (b, u, i), inside = 0;
      for (int j = 0; j < b->n; j++)
        inside |= unit_cell (b, keep, j) == x;
      if (!inside && !b->val[x] && b->cand[x] & 1u << v)
        b->cand[x] &= ~(1u << v), changed = 1;
    }
  return changed;
}

/* The one unit of kind 0 (row), 1 (column) or 2 (box) holding every
   candidate cell for v in unit u; -1 when there are several or none, or
   when v is already placed in u. */
static int
only_unit (const board *b, int u, int v, int kind)
{
  int n = b->n, k = b->k, found = -1;
  for (int i = 0; i < n; i++)
    {
      int x = unit_cell (b, u, i);
      if (b->val[x] == v)
        return -1;
      if (!(b->cand[x] & 1u << v))
        continue;
      int r = x / n, c = x % n;
      int w = kind == 0 ? r : kind == 1 ? n + c : 2 * n + r / k * k + c / k;
      if (found >= 0 && found != w)
        return -1;
      found = w;
    }
  return found;
}

static void
deduce (board *b, int rules)
{
  int n = b->n, changed = 1;
  while (changed)
    {
      changed = 0;
      for (int x = 0; (rules & NAKED) && x < n * n; x++)
        if (!b->val[x] && __builtin_popcount (b->cand[x]) == 1)
          place (b, x, __builtin_ctz (b->cand[x])), changed = 1;
      for (int u = 0; u < 3 * n; u++)
        for (int v = 1; v <= n
             && (rules & (u < 2 * n ? HIDDEN_LINE : HIDDEN_BOX)); v++)
          {
            int where = -1, count = 0;
            for (int i = 0; i < n; i++)
              {
                int x = unit_cell (b, u, i);
                if (b->val[x] == v)
                  count = n + 1;
                else if (b->cand[x] & 1u << v)
                  where = x, count++;
              }
            if (count == 1)
              place (b, where, v), changed = 1;
          }
      for (int v = 1; (rules & LOCKED) && v <= n; v++)
        for (int j = 0; j < n; j++)
          {
            int box = 2 * n + j, w;
            /* pointing: a box's v on one line clears the rest of it */
            if ((w = only_unit (b, box, v, 0)) >= 0)
              changed |= remove_outside (b, w, box, v);
            if ((w = only_unit (b, box, v, 1)) >= 0)
              changed |= remove_outside (b, w, box, v);
            /* claiming: a line's v in one box clears the rest of it */
            if ((w = only_unit (b, j, v, 2)) >= 0)
              changed |= remove_outside (b, w, j, v);
            if ((w = only_unit (b, n + j, v, 2)) >= 0)
              changed |= remove_outside (b, w, n + j, v);
          }
    }
}

/* Cells fixed by the rules; returns how many. */
static int
by_rules (const ss_puzzle *pz, int rules, int *grid)
{
  board b = { pz->n, pz->br, { 0 }, { 0 } };
  int fixed = 0;
  for (int x = 0; x < pz->n * pz->n; x++)
    b.cand[x] = ((1u << pz->n) - 1) << 1;
  for (int x = 0; x < pz->n * pz->n; x++)
    if (pz->cells[x])
      place (&b, x, pz->cells[x]);
  deduce (&b, rules);
  for (int x = 0; x < pz->n * pz->n; x++)
    fixed += (grid[x] = b.val[x]) != 0;
  return fixed;
}

/* Cells fixed by unit propagation alone (ss_propagate: PicoSAT in plain
   mode at decision limit 0); returns how many. */
static int
by_propagation (const ss_puzzle *pz, const ss_encoding *enc,
                const ss_amo *amo, int *grid)
{
  ss_options opt = { .encoding = enc, .amo = amo };
  ss_error err = { 0 };
  int fixed = 0;
  ck_assert_msg (ss_propagate (pz, &opt, grid, NULL, &err) == 1,
                 "%s/%s: no partial grid: %s", enc->name, amo->name, err.msg);
  for (int x = 0; x < pz->n * pz->n; x++)
    fixed += grid[x] != 0;
  return fixed;
}

/* Every 500th puzzle of Royle's 17-clue list (every 2000th under
   SUDOSAT_SWEEP=short); NULL when the data is absent (the test then says
   so and passes). */
static ss_puzzle **
sample_17 (int *count)
{
  const char *data = getenv ("SUDOSAT_DATA");
  char path[4096];
  snprintf (path, sizeof path, "%s/sudoku9/royle_17clue.txt",
            data ? data : "../shared/data");
  FILE *f = fopen (path, "r");
  if (!f)
    {
      fprintf (stderr, "# %s absent: propagation test skipped\n", path);
      return NULL;
    }
  ss_reader *rd = ss_reader_new (f, path, SS_FMT_LINE);
  ss_puzzle **list = NULL, *pz;
  ss_error err = { 0 };
  int rc, line = 0, every = sweep_count (500, 2000);
  int first = sweep_offset (every);
  *count = 0;
  while ((rc = ss_reader_next (rd, &pz, &err)) != 0)
    {
      ck_assert_msg (rc == 1, "%s: %s", path, err.msg);
      if (line++ % every != first)
        {
          ss_puzzle_free (pz);
          continue;
        }
      list = realloc (list, (size_t) (*count + 1) * sizeof *list);
      list[(*count)++] = pz;
    }
  ss_reader_free (rd);
  fclose (f);
  return list;
}

/* _i is the scheme: for each preset, the cells propagation fixes are the
   cells its rules fix. */
START_TEST (propagation_is_the_rules)
{
  const ss_amo *amo = ss_amo_schemes[_i];
  static const struct { const char *name; int rules; } presets[] = {
    { "minimal", NAKED }, { "efficient", NAKED },
    { "extended", NAKED | HIDDEN }, { "optimized", NAKED | HIDDEN },
    { "augmented", NAKED | HIDDEN | LOCKED }, { "hatch", HIDDEN_BOX },
    { "naked-singles", NAKED }, { "hidden-singles", HIDDEN }
  };
  enum { PRESETS = sizeof presets / sizeof *presets };
  int count;
  ss_puzzle **list = sample_17 (&count);
  if (!list)
    return;
  int complete[PRESETS] = { 0 }, more_than_extended = 0;
  for (int p = 0; p < count; p++)
    {
      int want[81], got[81], fixed[PRESETS];
      for (int i = 0; i < PRESETS; i++)
        {
          int nw = by_rules (list[p], presets[i].rules, want);
          fixed[i] = by_propagation (list[p], preset (presets[i].name), amo,
                                     got);
          ck_assert_msg (!memcmp (want, got, sizeof want), "%s/%s, puzzle "
                         "on line %ld: propagation fixes %d cells, the rules "
                         "%d", presets[i].name, amo->name, list[p]->line,
                         fixed[i], nw);
          complete[i] += fixed[i] == 81;
        }
      more_than_extended += fixed[4] > fixed[2];
      ss_puzzle_free (list[p]);
    }
  free (list);
  ck_assert_int_gt (count, sweep_count (90, 20));
  ck_assert_msg (complete[0] == 0 && complete[1] == 0,
                 "minimal or efficient completed a 17-clue puzzle");
  ck_assert_int_gt (complete[2], 0);
  ck_assert_int_gt (more_than_extended, 0);
}
END_TEST

Suite *
presets_suite (void)
{
  Suite *s = suite_create ("presets");
  TCase *tc = tcase_create ("presets");
  int nschemes = count_schemes (), npresets = 0;
  while (ss_encodings[npresets])
    npresets++;
  tcase_add_test (tc, paper_counts_9x9);
  tcase_add_loop_test (tc, sizes_follow_the_formulas, 0, nschemes);
  tcase_add_loop_test (tc, empty_4x4_has_288_grids, 0, npresets * nschemes);
  tcase_add_loop_test (tc, optimized_shrinks_with_givens, 0, nschemes);
  tcase_add_loop_test (tc, optimized_agrees_with_extended, 0, nschemes);
  tcase_add_loop_test (tc, propagation_is_the_rules, 0, nschemes);
  tcase_set_timeout (tc, 120);
  suite_add_tcase (s, tc);
  return s;
}
