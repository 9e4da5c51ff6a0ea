/* check_bits.c: the presolver's bit-parallel path (src/presolve/bits.c)
   against its general code (presolve.c): after every level both leave
   exactly the same candidates, on the puzzles of every data set of
   ../shared/data up to 64x64 and on random givens over boxes of every
   shape and over jigsaw regions, many of them contradictory; and the
   fast path takes exactly the grids it is meant for. */
#include "suites.h"
#include "presolve/bits.h"
#include "presolve/presolve.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* What both paths found over a run of puzzles. */
typedef struct tally {
  long puzzles;
  long contradictions;          /* puzzle x level with no value left */
  long settled;                 /* puzzle x level with no variable left,
                                   not contradictory */
} tally;

/* Both paths' maps of pz at every level: the same literal for every
   cell and value.  where names the puzzle in a failure. */
static void
same_maps (const ss_puzzle *pz, tally *t, const char *where)
{
  int n = ss_puzzle_side (pz);
  ck_assert_msg (ss_bits_fit (pz), "%s: the fast path does not take it",
                 where);
  for (int l = 1; ss_presolve_levels[l]; l++)
    {
      ss_error err = { 0 };
      ss_varmap *fast = ss_presolve_map_path (pz, ss_presolve_levels[l], 0,
                                              1, &err);
      ck_assert_msg (fast != NULL, "%s: %s", where, err.msg);
      ss_varmap *general = ss_presolve_map_path (pz, ss_presolve_levels[l],
                                                 0, 0, &err);
      ck_assert_msg (general != NULL, "%s: %s", where, err.msg);
      int none = 1;
      for (int r = 0; r < n; r++)
        for (int c = 0; c < n; c++)
          for (int v = 1; v <= n; v++)
            {
              int a = ss_var (fast, r, c, v), b = ss_var (general, r, c, v);
              ck_assert_msg ((a == SS_LIT_TRUE || a == SS_LIT_FALSE
                              || b == SS_LIT_TRUE || b == SS_LIT_FALSE)
                             ? a == b : 1,
                             "%s, level %s: cell (%d,%d) value %d: fast %s,"
                             " general %s", where, ss_presolve_levels[l]->name,
                             r + 1, c + 1, v,
                             a == SS_LIT_TRUE ? "true" : a == SS_LIT_FALSE
                             ? "false" : "open", b == SS_LIT_TRUE ? "true"
                             : b == SS_LIT_FALSE ? "false" : "open");
              none &= a == SS_LIT_FALSE;
            }
      ck_assert_int_eq (ss_varmap_cellvars (fast),
                        ss_varmap_cellvars (general));
      if (none)
        t->contradictions++;
      else if (!ss_varmap_cellvars (fast))
        t->settled++;
      ss_varmap_free (fast);
      ss_varmap_free (general);
    }
  t->puzzles++;
}

/* The data sets: every puzzle in the full sweep (make check-full), so
   that the two paths are compared on all of them; every every_short-th
   in the others, from a start the seed picks. */
static const struct {
  const char *file;
  int every_short;
} sets[] = {
  { "sudoku9/top95.txt", 1 },
  { "sudoku9/hardest11.txt", 1 },
  { "sudoku9/gecode_9x9.txt", 1 },
  { "sudoku9/forum_hardest_1106.txt", 8 },
  { "sudoku9/magictour_top1465.txt", 20 },
  { "sudoku9/royle_17clue.txt", 400 },
  { "sudoku9/forum_hardest_1905_11plus.txt", 800 },
  { "sudoku9/serg_multi_solution.txt", 200 },
  { "sudokuN/4x4_1.txt", 1 },
  { "sudokuN/16x16_1.txt", 1 },
  { "sudokuN/gecode_16x16.txt", 5 },
  { "sudokuN/25x25_1.txt", 1 },
  { "sudokuN/gecode_25x25.txt", 6 },
  { "sudokuN/64x64_1.txt", 1 },
  { "sudokuN/64x64_2.txt", 1 },
};

START_TEST (paths_agree_on_data)
{
  const char *data = getenv ("SUDOSAT_DATA");
  char path[4096];
  snprintf (path, sizeof path, "%s/%s", data && *data ? data
            : "../shared/data", sets[_i].file);
  FILE *f = fopen (path, "r");
  if (!f)
    {
      fprintf (stderr, "# %s absent: comparison skipped\n", path);
      return;
    }
  int every = sweep_count (1, sets[_i].every_short);
  ss_reader *rd = ss_reader_new (f, path, SS_FMT_AUTO);
  ss_puzzle *pz;
  ss_error err = { 0 };
  tally t = { 0 };
  int rc, seen = 0;
  while ((rc = ss_reader_next (rd, &pz, &err)) != 0)
    {
      ck_assert_msg (rc == 1, "%s: %s", path, err.msg);
      if (seen++ % every == sweep_offset (every))
        {
          char where[4200];
          snprintf (where, sizeof where, "%s puzzle %d", sets[_i].file,
                    seen);
          same_maps (pz, &t, where);
        }
      ss_puzzle_free (pz);
    }
  ss_reader_free (rd);
  fclose (f);
  fprintf (stderr, "# %s: %ld puzzles, %ld settled and %ld contradictory "
           "(puzzle x level)\n", sets[_i].file, t.puzzles, t.settled,
           t.contradictions);
  ck_assert_int_gt (t.puzzles, 0);
  /* the data's puzzles all have solutions */
  ck_assert_int_eq (t.contradictions, 0);
}
END_TEST

static unsigned
next (unsigned *seed)
{
  *seed = *seed * 1103515245u + 12345u;
  return *seed >> 16;
}

/* Whether v may go to (r, c): no row, column or box (region) of it
   holds v. */
static int
free_for (const ss_puzzle *pz, int r, int c, int v)
{
  int n = ss_puzzle_side (pz), box = ss_puzzle_region (pz, r, c);
  for (int j = 0; j < n * n; j++)
    if (pz->cells[j] == v
        && (j / n == r || j % n == c
            || ss_puzzle_region (pz, j / n, j % n) == box))
      return 0;
  return 1;
}

/* Random givens on an empty puzzle: each cell takes a value with
   chance density/100, one that none of its row, column and box holds
   yet, or with chance clash/1000 any value (which may clash). */
static void
random_givens (ss_puzzle *pz, unsigned *seed, int density, int clash)
{
  int n = ss_puzzle_side (pz);
  for (int r = 0; r < n; r++)
    for (int c = 0; c < n; c++)
      {
        if ((int) (next (seed) % 100) >= density)
          continue;
        int v = 1 + (int) (next (seed) % (unsigned) n);
        if ((int) (next (seed) % 1000) < clash)
          {
            ss_puzzle_set (pz, r, c, v);
            continue;
          }
        for (int i = 0; i < n; i++, v = v % n + 1)
          if (free_for (pz, r, c, v))
            {
              ss_puzzle_set (pz, r, c, v);
              break;
            }
      }
}

/* A value given twice in row 0: whatever the draw, a puzzle that
   both paths must find contradictory. */
static void
clash_in_first_row (ss_puzzle *pz)
{
  int n = ss_puzzle_side (pz), v = 0;
  for (int c = 0; c < n && !v; c++)
    v = ss_puzzle_get (pz, 0, c);
  v = v ? v : 1;
  for (int c = 0, set = 0; c < n && set < 2; c++)
    if (!ss_puzzle_get (pz, 0, c) || ss_puzzle_get (pz, 0, c) == v)
      {
        ss_puzzle_set (pz, 0, c, v);
        set++;
      }
}

/* Box shapes, rows x columns, with the densities tried on each. */
static const struct {
  int br, bc;
} shapes[] = {
  { 2, 2 }, { 2, 3 }, { 3, 2 }, { 2, 4 }, { 3, 3 }, { 3, 4 }, { 4, 4 },
  { 5, 5 }, { 4, 8 }, { 8, 8 },
};

/* Random givens over each box shape, up to 64x64 (sparse ones, dense
   ones that singles or probing refute, a few clashes): both paths
   alike, and contradictions among them. */
START_TEST (paths_agree_on_random_givens)
{
  int br = shapes[_i].br, bc = shapes[_i].bc, n = br * bc;
  int tries = sweep_count (n > 20 ? 12 : 120, n > 20 ? 4 : 40);
  unsigned seed = 7919u * (unsigned) (_i + 1) + (unsigned) sweep_seed ();
  tally t = { 0 };
  for (int k = 0; k < tries; k++)
    {
      ss_puzzle *pz = ss_puzzle_new_box (br, bc);
      ck_assert_ptr_nonnull (pz);
      random_givens (pz, &seed, 15 + (int) (next (&seed) % 50),
                     k % 4 ? 0 : 5);
      if (k == 0)
        clash_in_first_row (pz);
      char where[100];
      snprintf (where, sizeof where, "%dx%d boxes, try %d", br, bc, k);
      same_maps (pz, &t, where);
      ss_puzzle_free (pz);
    }
  fprintf (stderr, "# %dx%d boxes: %ld puzzles, %ld settled and %ld "
           "contradictory (puzzle x level)\n", br, bc, t.puzzles, t.settled,
           t.contradictions);
  ck_assert_int_gt (t.contradictions, 0);
}
END_TEST

/* The same over jigsaw regions: boxes whose cells are swapped between
   regions at random (regions may come apart). */
START_TEST (paths_agree_on_jigsaw)
{
  static const int sides[][2] = { { 2, 2 }, { 2, 3 }, { 3, 3 }, { 4, 4 } };
  int br = sides[_i][0], bc = sides[_i][1], n = br * bc;
  int tries = sweep_count (100, 30);
  unsigned seed = 104729u * (unsigned) (_i + 1) + (unsigned) sweep_seed ();
  int *region = malloc ((size_t) n * n * sizeof *region);
  tally t = { 0 };
  for (int k = 0; k < tries; k++)
    {
      for (int i = 0; i < n * n; i++)
        region[i] = i / n / br * br + i % n / bc;
      for (int s = 1 + (int) (next (&seed) % (unsigned) (2 * n)); s > 0; s--)
        {
          int a = (int) (next (&seed) % (unsigned) (n * n));
          int b = (int) (next (&seed) % (unsigned) (n * n));
          int x = region[a];
          region[a] = region[b];
          region[b] = x;
        }
      ss_puzzle *pz = ss_puzzle_new_box (br, bc);
      ss_error err = { 0 };
      ck_assert_msg (!ss_puzzle_set_regions (pz, region, &err), "%s",
                     err.msg);
      random_givens (pz, &seed, 10 + (int) (next (&seed) % 45),
                     k % 5 ? 0 : 5);
      char where[100];
      snprintf (where, sizeof where, "%dx%d jigsaw, try %d", n, n, k);
      same_maps (pz, &t, where);
      ss_puzzle_free (pz);
    }
  free (region);
  fprintf (stderr, "# %dx%d jigsaw: %ld puzzles, %ld settled and %ld "
           "contradictory (puzzle x level)\n", n, n, t.puzzles, t.settled,
           t.contradictions);
  ck_assert_int_gt (t.contradictions, 0);
}
END_TEST

/* The fast path takes sides up to 64 with rows, columns, boxes or
   jigsaw regions alone (and Sudominoku, whose tiling has no
   propagator); a rule with a propagator, or a side over 64, goes to the
   general code. */
START_TEST (fast_path_fits)
{
  ss_puzzle *pz = ss_puzzle_new (8);
  ck_assert_int_eq (ss_bits_fit (pz), 1);
  ss_puzzle_free (pz);
  pz = ss_puzzle_new (9);
  ck_assert_int_eq (ss_bits_fit (pz), 0);
  ss_puzzle_free (pz);
  pz = ss_puzzle_new (3);
  ck_assert_int_eq (ss_bits_fit (pz), 1);
  int diag[9];
  for (int i = 0; i < 9; i++)
    diag[i] = i * 10;
  ss_error err = { 0 };
  ck_assert_int_eq (ss_puzzle_add_region (pz, diag, 9, &err), 0);
  ck_assert_int_eq (ss_bits_fit (pz), 0);
  ss_puzzle_free (pz);
  pz = ss_puzzle_new (3);
  int cage[2] = { 0, 1 };
  ck_assert_int_eq (ss_puzzle_add_cage (pz, cage, 2, 3, &err), 0);
  ck_assert_int_eq (ss_bits_fit (pz), 0);
  ss_puzzle_free (pz);
}
END_TEST

Suite *
bits_suite (void)
{
  Suite *s = suite_create ("bits");
  TCase *tc = tcase_create ("paths");
  /* the full sweep compares every puzzle of the data, 49,151 royle
     puzzles at each level among them */
  tcase_set_timeout (tc, sweep_count (3600, 600));
  tcase_add_loop_test (tc, paths_agree_on_data, 0,
                       (int) (sizeof sets / sizeof *sets));
  tcase_add_loop_test (tc, paths_agree_on_random_givens, 0,
                       (int) (sizeof shapes / sizeof *shapes));
  tcase_add_loop_test (tc, paths_agree_on_jigsaw, 0, 4);
  tcase_add_test (tc, fast_path_fits);
  suite_add_tcase (s, tc);
  return s;
}
